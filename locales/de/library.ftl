# Die Bibliothek: das Spieleregal, letzte Spielstände, die Plugin-Liste und gemeinsame Meldungen.

library-title = Dein Spieleregal
library-subtitle = Such dir ein Spiel aus, versammle deine Mitspieler und nimm Platz am Tisch.
library-games = Spiele
library-players = { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}
library-players-range = { $min }–{ $max } Spieler
library-hidden-info = verdeckte Karten
library-authors = Von { $authors }
library-new-game = Neues Spiel
library-new-game-hint = Eine neue Partie { $game } vorbereiten
library-rules = Regeln
library-continue-title = Dort weitermachen, wo ihr aufgehört habt
library-recent = Letzte Partien
library-all-saves = Alle Spielstände
library-no-saves = Noch keine Spielstände. Nach jedem Zug wird automatisch gespeichert.
library-empty = Es sind keine Spiele installiert.
library-empty-hint = Lege Spiel-Plugins in { $dir } oder neben das Parlour-Programm und starte Parlour neu.

plugins-title = Plugins: { $loaded } geladen, { $refused } abgelehnt
plugins-none-found = Es wurden keine Plugin-Dateien gefunden.
plugins-refused = Abgelehnt
plugins-loaded-details = { $id } · Version { $version } · ABI { $abi }
plugins-where = Eigene Plugins gehören nach { $dir }.

rules-title = So wird gespielt
rules-close = Schließen

notice-dismiss = Ausblenden
notice-saved = Spiel gespeichert als { $file }.
notice-loaded = { $file } geladen.
notice-history-broken = Der Verlauf dieses Spielstands ließ sich nicht nachspielen, daher können frühere Züge nicht zurückgenommen werden.
notice-rebuilt = Dieser Spielstand stammt aus einer älteren Version des Spiels; er wurde aus seinen Zügen neu aufgebaut.

dialog-save-title = Spiel speichern
dialog-open-title = Spielstand öffnen
dialog-filter = Parlour-Spielstände

error-start = Das Spiel konnte nicht gestartet werden
error-load = Dieser Spielstand konnte nicht geöffnet werden
error-save = Das Spiel konnte nicht gespeichert werden
error-autosave = Das Spiel konnte nicht automatisch gespeichert werden
error-settings = Die Einstellungen konnten nicht gespeichert werden
error-move-refused = Dieser Zug wurde nicht angenommen
error-undo = Der Zug konnte nicht zurückgenommen werden
error-bot = { $player } (Bot) konnte keinen Zug machen
error-plugin-crashed = Das Spiel-Plugin hatte einen internen Fehler. Es wurde nichts verändert.
error-view = Das Spielbrett kann nicht angezeigt werden
error-missing-plugin = Dieser Spielstand braucht das Spiel „{ $id }“ (Version { $version }), das nicht installiert ist.
dialog-in-app-folder = Spielstand-Ordner: { $folder }
dialog-in-app-name = Dateiname (im Spielstand-Ordner) oder ein vollständiger Pfad für einen anderen Ort:
dialog-in-app-exists = Eine Datei mit diesem Namen gibt es schon. Beim Speichern wird sie ersetzt.
dialog-replace = Ersetzen
dialog-in-app-path = Oben einen Spielstand wählen oder den Pfad einer Spielstand-Datei eingeben:
plugins-details = Einzelheiten
plugins-plain-cut-short = Diese Datei ist unvollständig: Sie ist kürzer, als ihr eigener Kopf angibt (vielleicht wurde ein Download oder eine Kopie abgebrochen). Bitte neu installieren.
plugins-plain-damaged = Diese Datei ist beschädigt oder unvollständig (vielleicht wurde ein Download oder eine Kopie abgebrochen). Bitte neu installieren.
plugins-plain-version = Dieses Spiel wurde für eine andere Parlour-Version gebaut. Vielleicht gibt es eine neuere Fassung des Spiels oder von Parlour.
plugins-plain-duplicate = Dasselbe Spiel ist zweimal installiert; diese Kopie wird nicht verwendet.
plugins-plain-manifest = Dieses Spiel beschreibt sich nicht korrekt, deshalb kann Parlour es nicht anbieten.
plugins-plain-not-plugin = Diese Datei ist kein Parlour-Spiel.
plugins-plain-other = Parlour konnte dieses Spiel nicht laden.
plugins-vocabulary-newer = Für einen neueren Launcher gemacht: Seine Spielpläne nutzen Zeichenelemente der Version { $needed }, dieser Launcher zeichnet Version { $drawn }. Unbekannte Teile erscheinen als Platzhalter, bis du Parlour aktualisierst.
