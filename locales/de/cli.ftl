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
