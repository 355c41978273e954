# Der Einstellungsdialog.

settings-title = Einstellungen
settings-language = Sprache
settings-language-system = Wie im System
settings-theme = Farbschema
settings-theme-light = Pergament (hell)
settings-theme-dark = Grüner Filz (dunkel)
settings-ui-scale = Größe von Schrift und Bedienelementen
settings-bot-speed = Tempo der Bots
settings-bot-speed-instant = Sofort
settings-bot-speed-fast = Schnell
settings-bot-speed-normal = Normal
settings-bot-speed-slow = Langsam
settings-bot-speed-hint = Wie lange jeder Zug eines Bots zu sehen ist, bevor der nächste folgt, damit ihr dem Spiel folgen könnt.
settings-done = Fertig
