# Ein neues Spiel vorbereiten.

newgame-title = Neues Spiel
newgame-players = Mitspieler
newgame-player-count = Anzahl der Mitspieler:
newgame-hint-bots-only = Nur Bots: lehn dich zurück und sieh ihnen beim Spielen zu.
newgame-hint-solo = Eine Solopartie: nur du und das Spiel.
newgame-hint-one-human = Du spielst gegen die Bots.
newgame-hint-hotseat = Hotseat: das Gerät wird von Person zu Person weitergegeben.
newgame-hint-hotseat-hidden = Hotseat mit verdeckten Karten: das Spielbrett wird verdeckt, während das Gerät weitergereicht wird.
newgame-options = Optionen
newgame-seed = Mischen
newgame-seed-fixed = Festen Startwert verwenden
newgame-seed-label = Startwert
newgame-seed-invalid = Der Startwert ist eine ganze Zahl von 0 bis 18446744073709551615.
newgame-seed-hint = Derselbe Startwert und dieselben Züge ergeben immer dieselbe Partie.
newgame-back = Zurück
newgame-start = Spiel starten
newgame-level-hint = Wie stark dieser Bot spielt
newgame-level-easy = Leicht
newgame-level-normal = Mittel
newgame-level-hard = Schwer
newgame-level-easy-hint = Spielt nach einfachen Faustregeln und antwortet sofort.
newgame-level-normal-hint = Denkt vor jedem Zug etwa eine Sekunde voraus.
newgame-level-hard-hint = Denkt vor jedem Zug mehrere Sekunden voraus.
newgame-no-search = Jede Stufe gleich stark
newgame-no-search-hint = Für dieses Spiel gibt es noch keinen vorausdenkenden Bot: Auf jeder Stufe spielt der spieleigene Bot.
newgame-level-own-bot-hint = Für dieses Spiel gibt es noch keinen vorausdenkenden Bot: Auf dieser Stufe spielt der spieleigene Bot und antwortet sofort.
