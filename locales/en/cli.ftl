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
cli-choices-prompt = { $player } chooses: { $prompt }
cli-choices-heading = { $player } chooses { $picked ->
    [0] the first part of a move
    [one] the next part of a move (1 choice made)
   *[other] the next part of a move ({ $picked } choices made)
}
cli-choices-subset = Pick { $min } to { $max } ({ $picked } picked so far), one per call.
cli-choices-complete = The choices so far form a whole move; apply it with: parlour apply FILE --seat { $seat } --action '{ $action }'
cli-choices-none = That seat has nothing to choose now.
cli-choices-composed-hint = This game builds moves from several choices: list them with `parlour choices FILE --seat N`.
cli-move-interrupted = The move was interrupted: only its first { $done } choices took effect.
