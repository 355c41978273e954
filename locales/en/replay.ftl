# The replay screen: a finished or saved game stepped through move by move.

replay-title = Replay: { $game }
replay-watch = Watch as
replay-spectator = Spectator
replay-spectator-hint = Everything that was public, with nobody's secrets.
replay-position = { $move ->
    [0] Before the first move
   *[other] After move { $move }
} of { $total }
replay-timeline = Move
replay-first = To the start
replay-back = One move back
replay-forward = One move on
replay-last = To the end
replay-autoplay = Play the moves
replay-pause = Pause
replay-play-on = Play on from here
replay-play-on-hint = Starts a new game from this point with the same seats and its own save; this replay stays as it was.
replay-close = Back
replay-log-empty = No moves yet.
replay-curtain-title = { $player }'s view
replay-curtain-body = This game is not over and { $player } keeps secrets in it. Only { $player } should look.
replay-curtain-reveal = Show { $player }'s view
replay-open = Replay
replay-open-hint = Step through the game move by move, as any player saw it.
error-replay = This game cannot be replayed
notice-played-on = A new game goes on from move { $move }.
