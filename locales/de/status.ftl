status-turn = Zug { $turn }
status-round = Runde { $round }
status-game-over = Die Partie ist vorbei.
status-points = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
status-acting = Am Zug: { $players }
log-heading = Spielverlauf
cli-no-actions = Niemand muss gerade etwas tun.
