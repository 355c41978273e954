# Setting up a new game.

newgame-title = New game
newgame-players = Players
newgame-player-count = Number of players:
newgame-hint-bots-only = Only bots: sit back and watch them play.
newgame-hint-solo = A solo game: just you and the game.
newgame-hint-one-human = You play against the bots.
newgame-hint-hotseat = Hotseat: pass the device from player to player.
newgame-hint-hotseat-hidden = Hotseat with hidden hands: the board is covered while the device passes to the next player.
newgame-options = Options
newgame-seed = Shuffle
newgame-seed-fixed = Use a fixed seed
newgame-seed-label = Seed
newgame-seed-invalid = A seed is a whole number from 0 to 18446744073709551615.
newgame-seed-hint = The same seed and the same moves always give the same game.
newgame-back = Back
newgame-start = Start game
newgame-level-hint = How strong this bot plays
newgame-level-easy = Easy
newgame-level-normal = Normal
newgame-level-hard = Hard
newgame-level-easy-hint = Plays by simple rules of thumb and answers at once.
newgame-level-normal-hint = Looks ahead for about a second before each move.
newgame-level-hard-hint = Looks ahead for several seconds before each move.
newgame-no-search = Same bot at every level
newgame-no-search-hint = This game has no search bot yet: every level plays its own bot.
newgame-level-own-bot-hint = This game has no search bot yet: this level plays the game's own bot, which answers at once.
