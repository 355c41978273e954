textview-clickable = anklickbar
textview-board = Spielplan
textview-card = Karte: { $card }
textview-card-down = Verdeckte Karte { $back }
textview-piece = Spielstein { $color } { $label }{ $count ->
    [1] {""}
   *[other] {" "}×{ $count }
}
textview-pile = { $down ->
    [yes] Verdeckter Stapel
   *[no] Stapel
} mit { $count }: { $label }
textview-track = Leiste { $title } ({ $spaces } Felder): { $markers }
textview-dice = Würfel: { $faces }
textview-grid = Raster aus { $columns } × { $rows } Feldern mit { $pieces } Figuren
textview-drawing = Zeichnung aus { $count } Formen
textview-image = Bild { $name }
textview-unsupported = (ein Element, das diese Version nicht anzeigen kann)
