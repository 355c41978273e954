cli-new-written = Neue Partie { $game } für { $players } Spieler (Startwert { $seed }) gespeichert in { $file }
cli-applied = { $action } für { $player } ausgeführt; gespeichert in { $file }
cli-bots-moved = { $moves ->
    [one] Die Bots haben einen Zug gemacht
   *[other] Die Bots haben { $moves } Züge gemacht
}{ $over ->
    [yes] ; die Partie ist vorbei
   *[no] {""}
}; gespeichert in { $file }
cli-valid = { $file } ist gültig: eine Partie { $game } mit { $seats } Plätzen, deren { $actions } Züge den gespeicherten Stand genau nachspielen (Zug { $turn }{ $over ->
    [yes] , Partie vorbei
   *[no] {""}
})
cli-no-plugins = Es wurden keine Plugin-Dateien gefunden. Durchsucht wurden diese Ordner:
cli-choices-prompt = { $player } wählt: { $prompt }
cli-choices-heading = { $player } wählt { $picked ->
    [0] den ersten Teil eines Zuges
    [one] den nächsten Teil eines Zuges (1 Wahl getroffen)
   *[other] den nächsten Teil eines Zuges ({ $picked } Wahlen getroffen)
}
cli-choices-subset = Wähle { $min } bis { $max } ({ $picked } gewählt), eine Wahl pro Aufruf.
cli-choices-complete = Die bisherigen Wahlen ergeben einen ganzen Zug; ausführen mit: parlour apply FILE --seat { $seat } --action '{ $action }'
cli-choices-none = Dieser Platz hat gerade nichts zu wählen.
cli-choices-composed-hint = In diesem Spiel setzt sich ein Zug aus mehreren Wahlen zusammen: zeige sie mit `parlour choices FILE --seat N` an.
cli-move-interrupted = Der Zug wurde unterbrochen: Nur seine ersten { $done } Entscheidungen wurden ausgeführt.
