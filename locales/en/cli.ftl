cli-new-written = New game of { $game } for { $players } players (seed { $seed }) written to { $file }
cli-applied = Applied { $action } for { $player }; written to { $file }
cli-bots-moved = { $moves ->
    [one] Bots made one move
   *[other] Bots made { $moves } moves
}{ $over ->
    [yes] ; the game is over
   *[no] {""}
}; written to { $file }
cli-valid = { $file } is valid: a game of { $game } with { $seats } seats whose { $actions } actions replay to the stored state (turn { $turn }{ $over ->
    [yes] , game over
   *[no] {""}
})
cli-no-plugins = No plugin files were found. Searched these folders:
