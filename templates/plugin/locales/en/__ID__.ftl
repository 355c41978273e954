game-name = __NAME__
game-description = Take turns adding 1, 2 or 3 to the total: whoever reaches the target wins.
game-rules =
    ### The race
    On your turn add 1, 2 or 3 to the shared total. You may not go past the target.
    Whoever brings the total exactly to the target wins.
option-target = Target
option-target-description = The total that wins the race.
option-target-21 = 21
option-target-31 = 31
phase-race = Race to { $target }
counter-total = Total
action-add = Add { $n }
log-add = { $player } adds { $n }: the total is { $total }.
log-won = { $player } reaches the target and wins!
