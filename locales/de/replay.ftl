# Die Wiederholung: eine beendete oder gespeicherte Partie Zug für Zug.

replay-title = Wiederholung: { $game }
replay-watch = Ansehen als
replay-spectator = Zuschauer
replay-spectator-hint = Alles, was offen lag, ohne die Geheimnisse der Spieler.
replay-position = { $move ->
    [0] Vor dem ersten Zug
   *[other] Nach Zug { $move }
} von { $total }
replay-timeline = Zug
replay-first = Zum Anfang
replay-back = Einen Zug zurück
replay-forward = Einen Zug weiter
replay-last = Zum Ende
replay-autoplay = Züge abspielen
replay-pause = Anhalten
replay-play-on = Von hier weiterspielen
replay-play-on-hint = Beginnt ab hier eine neue Partie mit denselben Plätzen und einem eigenen Spielstand; diese Wiederholung bleibt, wie sie ist.
replay-close = Zurück
replay-log-empty = Noch keine Züge.
replay-curtain-title = Die Sicht von { $player }
replay-curtain-body = Diese Partie ist nicht beendet und { $player } hat darin Geheimnisse. Nur { $player } sollte hinsehen.
replay-curtain-reveal = Sicht von { $player } zeigen
replay-open = Wiederholung
replay-open-hint = Die Partie Zug für Zug ansehen, so wie jeder Spieler sie sah.
error-replay = Diese Partie lässt sich nicht wiederholen
notice-played-on = Eine neue Partie geht ab Zug { $move } weiter.
