menu-library = Bibliothek
menu-settings = Einstellungen
menu-saves = Gespeicherte Partien
menu-continue = Fortsetzen
menu-quit = Beenden
