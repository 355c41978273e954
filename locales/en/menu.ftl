menu-library = Library
menu-settings = Settings
menu-saves = Saved games
menu-continue = Continue
menu-quit = Quit
