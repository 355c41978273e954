# Playing a game: toolbar, action panel, status bar, hotseat curtain and the end screen.

play-leave = Library
play-leave-hint = Back to the library. The game is saved automatically, so you can continue later.
play-undo = Undo
play-undo-hint = Take back your last move (Ctrl+Z)
play-undo-unavailable = You can take back only your own last move, and only until another player has moved or something new was revealed or drawn.
play-save = Save
play-save-hint = Save the game to a file (Ctrl+S)
play-load = Open
play-load-hint = Open a saved game (Ctrl+O)
play-rules = Rules
play-your-move = { $player }, your move
play-actions-hint = Click a highlighted piece on the board, or choose here:
play-no-actions = Nothing to do right now.
play-waiting-for = Waiting for { $player }…
play-thinking = { $player } is thinking…
play-bot-iterations = { $done } of { $total } search iterations
play-bot-hard = Hard bots think longer: up to { $seconds } seconds a move.
play-bots-pause = Pause bots
play-bots-resume = Resume bots
play-bots-paused = Bots are paused
play-to-act = To act:
play-players = Players
play-log-empty = Nothing has happened yet.

board-unknown-element = Unsupported element

curtain-title = Pass to { $player }
curtain-body = { $player }, it's your turn. Make sure nobody else can see the screen, then reveal your board.
curtain-reveal = I'm { $player }: show my board

end-title = Game over
end-winner = { $player } wins!
end-shared-win = A shared victory: { $players }
end-place = { $place ->
    [1] first place
    [2] second place
    [3] third place
   *[other] place { $place }
}
end-no-ranking = The game gave no ranking.
end-play-again = Play again
end-show-board = Show the final board
end-show-results = Show the results
end-leave = Back to the library

play-chosen = So far:
play-back = Back
play-back-hint = Take back the last choice of this move
play-cancel = Cancel
play-cancel-hint = Start this move again
play-confirm = Confirm
play-confirm-hint = Make this move
play-zoom-in = Zoom in (Ctrl+plus, Ctrl+wheel)
play-zoom-out = Zoom out (Ctrl+minus, Ctrl+wheel)
play-zoom-fit = Fit the board to the table (Ctrl+0). Drag the table to move a zoomed board.
notice-saved-to = Saved to { $path }
play-move-interrupted = Your move was interrupted: only the first { $done } of its { $total } choices took effect. Decide again from here.
play-subset-exact = { $picked } of { $max } picked
play-subset-up-to = { $picked } picked, up to { $max }
play-subset-range = { $picked } picked ({ $min } to { $max })
play-chooser = Which move?
