# Eine Partie spielen: Werkzeugleiste, Zugauswahl, Statuszeile, Hotseat-Vorhang und Endbildschirm.

play-leave = Bibliothek
play-leave-hint = Zurück zur Bibliothek. Die Partie wird automatisch gespeichert, ihr könnt später weiterspielen.
play-undo = Rückgängig
play-undo-hint = Deinen letzten Zug zurücknehmen (Strg+Z)
play-undo-unavailable = Zurücknehmen lässt sich nur der eigene letzte Zug, und nur solange niemand sonst gezogen hat und nichts Neues aufgedeckt oder gezogen wurde.
play-save = Speichern
play-save-hint = Die Partie in eine Datei speichern (Strg+S)
play-load = Öffnen
play-load-hint = Einen Spielstand öffnen (Strg+O)
play-rules = Regeln
play-your-move = { $player }, du bist am Zug
play-actions-hint = Klicke auf eine hervorgehobene Karte auf dem Spielbrett oder wähle hier:
play-no-actions = Gerade gibt es nichts zu tun.
play-waiting-for = Warten auf { $player }…
play-thinking = { $player } denkt nach…
play-bot-iterations = { $done } von { $total } Suchdurchläufen
play-bot-hard = Schwere Bots denken länger: bis zu { $seconds } Sekunden pro Zug.
play-bots-pause = Bots anhalten
play-bots-resume = Bots fortsetzen
play-bots-paused = Die Bots sind angehalten
play-to-act = Am Zug:
play-players = Mitspieler
play-log-empty = Bisher ist noch nichts passiert.

board-unknown-element = Nicht unterstütztes Element

curtain-title = Weiter an { $player }
curtain-body = { $player }, du bist dran. Achte darauf, dass niemand sonst auf den Bildschirm sieht, und decke dann dein Spielbrett auf.
curtain-reveal = Ich bin { $player }: Spielbrett zeigen

end-title = Spielende
end-winner = { $player } gewinnt!
end-shared-win = Gemeinsamer Sieg: { $players }
end-place = { $place ->
    [1] erster Platz
    [2] zweiter Platz
    [3] dritter Platz
   *[other] { $place }. Platz
}
end-no-ranking = Das Spiel hat keine Rangliste geliefert.
end-play-again = Noch einmal spielen
end-show-board = Letzten Spielstand ansehen
end-show-results = Ergebnis anzeigen
end-leave = Zurück zur Bibliothek

play-chosen = Bisher:
play-back = Zurück
play-back-hint = Die letzte Wahl dieses Zugs zurücknehmen
play-cancel = Abbrechen
play-cancel-hint = Diesen Zug neu beginnen
play-confirm = Bestätigen
play-confirm-hint = Diesen Zug ausführen
play-zoom-in = Vergrößern (Strg+Plus, Strg+Mausrad)
play-zoom-out = Verkleinern (Strg+Minus, Strg+Mausrad)
play-zoom-fit = Spielplan an den Tisch anpassen (Strg+0). Einen vergrößerten Plan verschiebt man durch Ziehen.
notice-saved-to = Gespeichert unter { $path }
play-move-interrupted = Dein Zug wurde unterbrochen: Nur die ersten { $done } seiner { $total } Entscheidungen wurden ausgeführt. Entscheide von hier aus neu.
play-subset-exact = { $picked } von { $max } gewählt
play-subset-up-to = { $picked } gewählt, bis zu { $max }
play-subset-range = { $picked } gewählt ({ $min } bis { $max })
play-chooser = Welcher Zug?
