cli-new-written = Neue Partie { $game } für { $players } Spieler (Startwert { $seed }) gespeichert in { $file }
cli-applied = { $action } für { $player } ausgeführt; gespeichert in { $file }
cli-bots-moved = { $moves ->
    [one] Die Bots haben einen Zug gemacht
   *[other] Die Bots haben { $moves } Züge gemacht
}{ $over ->
    [yes] ; die Partie ist vorbei
   *[no] {""}
}; gespeichert in { $file }
cli-bots-stats = Bedenkzeit: { $searched } durchsuchte Entscheidungen ({ $settled } davon früher beendet, weil ihr Zug feststand), { $forced } erzwungene Züge, { $own } dem eigenen Bot des Spiels überlassen; insgesamt { $seconds } s{ $searched ->
    [0] .
   *[other] , eine durchsuchte Entscheidung im Median { $median } ms und höchstens { $longest } ms.
}
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
cli-bots-none = Die Bots haben keinen Zug gemacht{ $over ->
    [yes] : Die Partie ist vorbei
   *[no] : Kein Platz ist am Zug
}. { $file } bleibt unverändert.
cli-bots-none-copied = Die Bots haben keinen Zug gemacht{ $over ->
    [yes] : Die Partie ist vorbei
   *[no] : Kein Platz ist am Zug
}. { $file } bleibt unverändert und wurde unverändert nach { $copy } kopiert.
cli-game-over = die Partie ist vorbei; niemand kann mehr ziehen
cli-seat-idle = Platz { $seat } hat gerade nichts zu tun{ $count ->
    [0] , und auch sonst ist niemand am Zug
    [one] ; Platz { $acting } ist am Zug
   *[other] ; am Zug sind die Plätze { $acting }
}
cli-nobody-acts = gerade ist niemand am Zug
cli-no-actions-listed = für die Plätze am Zug ({ $acting }) gibt es gerade keine aufgelisteten Züge
cli-no-action-at = es gibt keinen Zug { $index }; `parlour actions` listet { $count } auf, nummeriert von 0 bis { $last }
cli-no-seat = es gibt keinen Platz { $seat }; diese Partie hat die Plätze 0 bis { $last }
cli-apply-composed = Platz { $seat } ist am Zug, aber in diesem Spiel setzt sich jeder Zug aus mehreren Wahlen zusammen, daher haben die Züge keine Nummer. Die Wahlmöglichkeiten zeigt `parlour choices FILE --seat { $seat }` (bereits getroffene Wahlen mit --partial angeben); den fertigen Zug, den der Befehl ausgibt, führst du mit `parlour apply FILE --seat { $seat } --action JSON` aus.
cli-action-not-json = --action ist kein gültiges JSON: { $detail }
cli-action-shape = { $action } ist kein Zug in { $game }. Ein Zug ist dort ein JSON-Wert wie { $example }; `parlour actions FILE --json` listet die erlaubten im Feld "action" auf.
cli-action-shape-composed = { $action } ist kein Zug in { $game }. Ein Zug ist dort ein JSON-Wert wie { $example } und setzt sich aus mehreren Wahlen zusammen: `parlour choices FILE --seat { $seat }` baut ihn Schritt für Schritt auf und gibt ihn am Ende vollständig aus.
cli-action-is-choice = { $action } ist nur eine Wahl innerhalb eines Zuges, kein ganzer Zug: In diesem Spiel setzt sich jeder Zug aus mehreren Wahlen zusammen. Mach mit `parlour choices FILE --seat { $seat } --partial '{ $partial }'` weiter und führe den fertigen Zug, den der Befehl ausgibt, mit `parlour apply FILE --seat { $seat } --action JSON` aus.
cli-action-illegal = { $action } ist gerade kein erlaubter Zug für Platz { $seat }; `parlour actions FILE --seat { $seat }` listet die möglichen Züge auf (das Spiel meldet: { $detail })
cli-save-inconsistent = { $file } wird abgelehnt: Das Feld { $field } enthält { $saved }, das Nachspielen der Zugliste ergibt aber { $replayed }
cli-save-needs-plugin = dieser Spielstand braucht das Spiel-Plugin „{ $id }“ (Version { $version }), das nicht installiert ist
cli-no-plugin = kein Plugin „{ $id }“ installiert; installiert sind: { $installed }
cli-no-plugin-at-all = kein Plugin „{ $id }“ installiert, und es wurden überhaupt keine Plugins gefunden
cli-plugin-file-refused = die Plugin-Datei { $path } könnte es sein, wurde aber abgelehnt: { $reason }
cli-out-no-folder = { $file } kann nicht geschrieben werden: Den Ordner { $dir } gibt es nicht (lege ihn zuerst an oder wähle ein anderes --out)
cli-out-not-a-folder = { $file } kann nicht geschrieben werden: { $dir } ist kein Ordner
cli-out-exists = { $file } gibt es schon; wähle ein anderes --out
cli-arena-progress = { $done }/{ $games } Partien
cli-arena-interrupted = Nach { $finished } von { $games } Partien durch ein Signal angehalten; die Tabelle zählt nur diese.
