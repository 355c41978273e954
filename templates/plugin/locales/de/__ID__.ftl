game-name = __NAME__
game-description = Legt reihum 1, 2 oder 3 auf die Summe: Wer das Ziel erreicht, gewinnt.
game-rules =
    ### Das Rennen
    Wer am Zug ist, erhöht die gemeinsame Summe um 1, 2 oder 3. Über das Ziel hinaus darf
    niemand gehen. Wer die Summe genau auf das Ziel bringt, gewinnt.
option-target = Ziel
option-target-description = Die Summe, die das Rennen gewinnt.
option-target-21 = 21
option-target-31 = 31
phase-race = Rennen bis { $target }
counter-total = Summe
action-add = { $n } dazulegen
log-add = { $player } legt { $n } dazu: Die Summe ist { $total }.
log-won = { $player } erreicht das Ziel und gewinnt!
