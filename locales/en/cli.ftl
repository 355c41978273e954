cli-new-written = New game of { $game } for { $players } players (seed { $seed }) written to { $file }
cli-applied = Applied { $action } for { $player }; written to { $file }
cli-bots-moved = { $moves ->
    [one] Bots made one move
   *[other] Bots made { $moves } moves
}{ $over ->
    [yes] ; the game is over
   *[no] {""}
}; written to { $file }
cli-bots-stats = Thinking: { $searched } searched decisions ({ $settled } stopped early once their move was clear), { $forced } forced moves, { $own } left to the game's own bot; { $seconds } s in all{ $searched ->
    [0] .
   *[other] , a searched decision { $median } ms at the median and { $longest } ms at the longest.
}
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
cli-bots-none = The bots made no move{ $over ->
    [yes] : the game is over
   *[no] : no seat is due to act
}. { $file } was left as it was.
cli-bots-none-copied = The bots made no move{ $over ->
    [yes] : the game is over
   *[no] : no seat is due to act
}. { $file } was left as it was and copied unchanged to { $copy }.
cli-game-over = the game is over; no seat can act any more
cli-seat-idle = seat { $seat } has nothing to do now{ $count ->
    [0] , and neither has any other seat
    [one] ; it is seat { $acting }'s turn
   *[other] ; the seats to act are { $acting }
}
cli-nobody-acts = no seat has anything to do now
cli-no-actions-listed = the seats to act ({ $acting }) have no listed actions now
cli-no-action-at = there is no action { $index }; `parlour actions` lists { $count }, numbered 0 to { $last }
cli-no-seat = there is no seat { $seat }; this game has seats 0 to { $last }
cli-apply-composed = seat { $seat } is due to act, but this game composes each move from several choices, so its moves have no index. List the choices with `parlour choices FILE --seat { $seat }` (adding the ones made so far with --partial), then apply the whole move it prints with `parlour apply FILE --seat { $seat } --action JSON`.
cli-action-not-json = --action is not valid JSON: { $detail }
cli-action-shape = { $action } is not an action of { $game }. Its actions are JSON such as { $example }; `parlour actions FILE --json` lists the legal ones with their "action" field.
cli-action-shape-composed = { $action } is not a move of { $game }. Its moves are JSON such as { $example }, composed of several choices: `parlour choices FILE --seat { $seat }` builds one step by step and prints the whole move.
cli-action-is-choice = { $action } is one choice of a move, not a whole move: this game composes each move from several choices. Continue with `parlour choices FILE --seat { $seat } --partial '{ $partial }'`, then apply the whole move it prints with `parlour apply FILE --seat { $seat } --action JSON`.
cli-action-illegal = { $action } is not a move seat { $seat } can make now; `parlour actions FILE --seat { $seat }` lists the moves (the game says: { $detail })
cli-save-inconsistent = { $file } is refused: its field { $field } is { $saved }, but replaying its action log gives { $replayed }
cli-save-needs-plugin = this save needs the game plugin "{ $id }" (version { $version }), which is not installed
cli-no-plugin = no plugin "{ $id }" is installed; installed: { $installed }
cli-no-plugin-at-all = no plugin "{ $id }" is installed, and no plugins were found at all
cli-plugin-file-refused = the plugin file { $path } may be it, but it was refused: { $reason }
cli-out-no-folder = cannot write { $file }: the folder { $dir } does not exist (create it first, or choose another --out)
cli-out-not-a-folder = cannot write { $file }: { $dir } is not a folder
cli-out-exists = { $file } already exists; choose another --out
cli-arena-progress = { $done }/{ $games } games
cli-arena-interrupted = Stopped by a signal after { $finished } of { $games } games; the table counts only those.
