# The saves browser.

saves-yours = Your saves
saves-autosaves = Autosaves
saves-none = You have not saved a game yet. Use Save (Ctrl+S) while playing.
saves-no-autosaves = No autosaves yet.
saves-open-file = Open a file…
saves-refresh = Refresh
saves-load = Load
saves-finished = finished
saves-broken = { $file } cannot be opened
saves-missing-game = { $id } (not installed)
saves-seat-bot = { $player } (bot)
# A save's local date and time; -utc where the time zone is not known.
saves-date = { $year }-{ $month }-{ $day } { $hour }:{ $minute }
saves-date-utc = { $year }-{ $month }-{ $day } { $hour }:{ $minute } UTC
