textview-clickable = clickable
textview-board = Board
textview-card = Card: { $card }
textview-card-down = Face-down card { $back }
textview-piece = Piece { $color } { $label }{ $count ->
    [1] {""}
   *[other] {" "}×{ $count }
}
textview-pile = { $down ->
    [yes] Face-down pile
   *[no] Pile
} of { $count }: { $label }
textview-track = Track { $title } ({ $spaces } spaces): { $markers }
textview-dice = Dice: { $faces }
textview-grid = Grid of { $columns } × { $rows } cells with { $pieces } pieces
textview-drawing = Drawing of { $count } shapes
textview-image = Picture { $name }
textview-unsupported = (an element this version cannot show)
