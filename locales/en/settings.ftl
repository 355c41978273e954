# The settings dialog.

settings-title = Settings
settings-language = Language
settings-language-system = Same as the system
settings-theme = Theme
settings-theme-light = Parchment (light)
settings-theme-dark = Green felt (dark)
settings-ui-scale = Size of text and controls
settings-bot-speed = Bot speed
settings-bot-speed-instant = Instant
settings-bot-speed-fast = Fast
settings-bot-speed-normal = Normal
settings-bot-speed-slow = Slow
settings-bot-speed-hint = How long each bot move stays on the table before the next one, so you can follow the game.
settings-done = Done
