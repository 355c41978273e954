status-turn = Turn { $turn }
status-round = Round { $round }
status-game-over = The game is over.
status-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
status-acting = To act: { $players }
log-heading = Game log
cli-no-actions = No seat has anything to do.
