textview-clickable = anklickbar
textview-board = Spielplan
textview-card = Karte: { $card }
textview-card-down = Verdeckte Karte: { $back }
textview-card-down-plain = Verdeckte Karte
textview-cost = Kosten: { $pips }
textview-symbols = Symbole: { $pips }
textview-selected = ausgewählt
textview-exhausted = genutzt
textview-disabled = gerade nicht spielbar: { $reason }
textview-piece = Spielstein: { $shape } { $color }{ $label }{ $count ->
    [1] {""}
   *[other] {" "}×{ $count }
}
textview-lettered = „{ $label }“
textview-pile = { $down ->
    [yes] Verdeckter Stapel
   *[no] Stapel
} mit { $count }: { $label }
textview-pile-counted = { $down ->
    [yes] Verdeckter Stapel
   *[no] Stapel
}: { $label }
textview-pile-plain = { $down ->
    [yes] Verdeckter Stapel
   *[no] Stapel
} mit { $count }
textview-track = Leiste { $title } ({ $spaces } Felder): { $markers }
textview-track-untitled = ohne Titel
textview-marker = { $marker } auf { $space }
textview-dice = Würfel: { $faces }
textview-grid = Raster aus { $columns } × { $rows } Feldern mit { $pieces } Figuren
textview-drawing = Zeichnung aus { $count } Formen
textview-drawing-texts = Zeichnung aus { $count } Formen: { $texts }
textview-image = Bild: { $name }
textview-unsupported = (ein Element, das diese Version nicht anzeigen kann)

# Farben: als eigenes Wort und als Farbe, in der etwas gezeichnet ist.
textview-color-seat = Farbe von { $player }
textview-in-seat-color = in der Farbe von { $player }
textview-in-color = in { $color }
textview-color-red = Rot
textview-color-blue = Blau
textview-color-green = Grün
textview-color-yellow = Gelb
textview-color-purple = Lila
textview-color-orange = Orange
textview-color-black = Schwarz
textview-color-white = Weiß
textview-color-grey = Grau
textview-color-brown = Braun
textview-color-gold = Gold
textview-color-silver = Silber
textview-color-copper = Kupfer

# Formen der Spielsteine.
textview-shape-disc = Scheibe
textview-shape-cube = Würfel
textview-shape-meeple = Männchen
textview-shape-square = Plättchen
textview-shape-hexagon = Sechseck
textview-shape-pawn = Spielfigur
textview-shape-star = Stern
textview-shape-ring = Ring
textview-shape-diamond = Raute
textview-shape-triangle = Dreieck
textview-shape-unknown = Spielstein

# Die Symbole des Hosts (ein Plugin kann sie mit icon-NAME für sein Spiel benennen).
textview-icon-coin = Münze
textview-icon-gear = Zahnrad
textview-icon-steam = Dampf
textview-icon-water = Wasser
textview-icon-star = Stern
textview-icon-bolt = Blitz
textview-icon-copper = Kupfer
textview-icon-scientist = Wissenschaftler
textview-icon-codex = Codex
textview-icon-mayhem = Chaos
textview-icon-heart = Herz
textview-icon-sword = Schwert
textview-icon-shield = Schild
textview-icon-crown = Krone
textview-icon-fire = Feuer
textview-icon-card = Karte
textview-icon-point = Punkt
textview-icon-chrome = Chrom
textview-icon-wheel = Rad
textview-icon-skull = Totenkopf
textview-icon-eye = Auge
textview-icon-key = Schlüssel
textview-icon-hit = Treffer
textview-icon-dodge = Ausweichen
