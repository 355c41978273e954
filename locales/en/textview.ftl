textview-clickable = clickable
textview-board = Board
textview-card = Card: { $card }
textview-card-down = Face-down card: { $back }
textview-card-down-plain = Face-down card
textview-cost = cost: { $pips }
textview-symbols = symbols: { $pips }
textview-selected = selected
textview-exhausted = used
textview-disabled = not playable now: { $reason }
textview-piece = Piece: { $shape } { $color }{ $label }{ $count ->
    [1] {""}
   *[other] {" "}×{ $count }
}
textview-lettered = “{ $label }”
textview-pile = { $down ->
    [yes] Face-down pile
   *[no] Pile
} of { $count }: { $label }
textview-pile-counted = { $down ->
    [yes] Face-down pile
   *[no] Pile
}: { $label }
textview-pile-plain = { $down ->
    [yes] Face-down pile
   *[no] Pile
} of { $count }
textview-track = Track { $title } ({ $spaces } spaces): { $markers }
textview-track-untitled = without a title
textview-marker = { $marker } at { $space }
textview-dice = Dice: { $faces }
textview-grid = Grid of { $columns } × { $rows } cells with { $pieces } pieces
textview-drawing = Drawing of { $count } shapes
textview-drawing-texts = Drawing of { $count } shapes: { $texts }
textview-image = Picture: { $name }
textview-unsupported = (an element this version cannot show)

# Colours: as a word of their own, and what something is drawn in.
textview-color-seat = { $player }'s colour
textview-in-seat-color = in { $player }'s colour
textview-in-color = in { $color }
textview-color-red = red
textview-color-blue = blue
textview-color-green = green
textview-color-yellow = yellow
textview-color-purple = purple
textview-color-orange = orange
textview-color-black = black
textview-color-white = white
textview-color-grey = grey
textview-color-brown = brown
textview-color-gold = gold
textview-color-silver = silver
textview-color-copper = copper

# Shapes of pieces.
textview-shape-disc = disc
textview-shape-cube = cube
textview-shape-meeple = meeple
textview-shape-square = square
textview-shape-hexagon = hexagon
textview-shape-pawn = pawn
textview-shape-star = star
textview-shape-ring = ring
textview-shape-diamond = diamond
textview-shape-triangle = triangle
textview-shape-unknown = piece

# The host's icons (a plugin may name them for its game with icon-NAME messages).
textview-icon-coin = coin
textview-icon-gear = gear
textview-icon-steam = steam
textview-icon-water = water
textview-icon-star = star
textview-icon-bolt = lightning bolt
textview-icon-copper = copper
textview-icon-scientist = scientist
textview-icon-codex = codex
textview-icon-mayhem = mayhem
textview-icon-heart = heart
textview-icon-sword = sword
textview-icon-shield = shield
textview-icon-crown = crown
textview-icon-fire = fire
textview-icon-card = card
textview-icon-point = point
textview-icon-chrome = chrome
textview-icon-wheel = wheel
textview-icon-skull = skull
textview-icon-eye = eye
textview-icon-key = key
textview-icon-hit = hit
textview-icon-dodge = dodge
