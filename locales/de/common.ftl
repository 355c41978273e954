app-name = Parlour
seat-default-name = Spieler { $number }
seat-human = Mensch
seat-bot = Bot
