# The library: the game shelf, recent saves, the plugins panel, and the app's shared messages.

library-title = Your game shelf
library-subtitle = Pick a game, gather your players, and take a seat at the table.
library-games = Games
library-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
library-players-range = { $min }–{ $max } players
library-hidden-info = hidden hands
library-authors = By { $authors }
library-new-game = New game
library-new-game-hint = Set up a new game of { $game }
library-rules = Rules
library-continue-title = Continue where you left off
library-recent = Recent games
library-all-saves = All saved games
library-no-saves = No saved games yet. Games are saved automatically after every move.
library-empty = No games are installed.
library-empty-hint = Put game plugins into { $dir } or next to the Parlour program, then start Parlour again.

plugins-title = Plugins: { $loaded } loaded, { $refused } refused
plugins-none-found = No plugin files were found.
plugins-refused = Refused
plugins-loaded-details = { $id } · version { $version } · ABI { $abi }
plugins-where = Your own plugins go into { $dir }.

rules-title = How to play
rules-close = Close

notice-dismiss = Dismiss
notice-saved = Game saved as { $file }.
notice-loaded = Loaded { $file }.
notice-history-broken = This save's history could not be replayed, so earlier moves cannot be taken back.

dialog-save-title = Save game
dialog-open-title = Open a saved game
dialog-filter = Parlour saved games

error-start = The game could not be started
error-load = This saved game could not be opened
error-save = The game could not be saved
error-autosave = The game could not be saved automatically
error-settings = The settings could not be saved
error-move-refused = That move was not accepted
error-undo = The move could not be taken back
error-bot = { $player } (bot) could not make a move
error-plugin-crashed = The game plugin ran into an internal error. Nothing was changed.
error-view = The board could not be shown
error-missing-plugin = This save needs the game “{ $id }” (version { $version }), which is not installed.
