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
notice-rebuilt = This save was written by an older version of the game; it was rebuilt from its moves.

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
dialog-in-app-folder = Saves folder: { $folder }
dialog-in-app-name = File name (in the saves folder), or a whole path to save elsewhere:
dialog-in-app-exists = A file with this name already exists. Saving replaces it.
dialog-replace = Replace
dialog-in-app-path = Choose a save above, or type the path of a save file:
plugins-details = Details
plugins-plain-cut-short = This file is incomplete: it is shorter than its own header says (perhaps a download or copy was cut off). Install it again.
plugins-plain-damaged = This file is damaged or incomplete (perhaps a download or copy was cut off). Install it again.
plugins-plain-version = This game was made for a different version of Parlour. Look for an update of the game or of Parlour.
plugins-plain-duplicate = The same game is installed twice; this copy is not used.
plugins-plain-manifest = This game does not describe itself correctly, so Parlour cannot offer it.
plugins-plain-not-plugin = This file is not a Parlour game.
plugins-plain-other = Parlour could not load this game.
plugins-vocabulary-newer = Made for a newer launcher: its boards use drawing elements of version { $needed }, and this launcher draws version { $drawn }. Unknown pieces appear as placeholders until you update Parlour.
