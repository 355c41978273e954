app-name = Parlour
seat-default-name = Player { $number }
seat-human = Human
seat-bot = Bot
