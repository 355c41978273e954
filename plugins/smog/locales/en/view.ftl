# The table's drawn elements (the scene's reach, the sheets' tracks, the Nemesis board).
# Every message id here must also exist in de/view.ftl.

reach-square = { $cost } movement { $cost ->
    [one] point
   *[other] points
}{ $disengage ->
    [0] {""}
   *[other] {" "}· { $disengage } damage for leaving enemies
}{ $fire ->
    [0] {""}
   *[other] {" "}· { $fire } damage from fire
}
reach-figure = { $mp } movement points: where a move action takes this figure (red: damage on the way)
sheet-crosses = Damage { $damage }: a suffering card at { $cross }, defeated at { $life }
sheet-cross-slots = Left cross at { $cross } · arsenal slots { $used } / { $slots }
counter-supply = Supply
counter-deaths = Defeats
counter-question = Question marks
counter-conspiracy = Conspiracy
power-tooltip = { $text } ({ $ether } ether on the card)
goal-line = To win · the gentlemen: { $gentlemen } · the Nemesis: { $nemesis }
goal-seal = { $count } manholes sealed
goal-escort = { $figure } reaches an exit
goal-kill = { $figure } destroyed
goal-hold = they hold out until round { $rounds } ends
goal-defeats = { $count } defeats
goal-breakout = { $count } of { $figure } get away
goal-escort-dies = { $figure } destroyed
goal-bombs = { $count } bombs planted
goal-districts = { $count } districts of London burning
goal-rounds = round { $rounds } ends
goal-escape = { $count } of them escape through an exit (EX)
goal-search = { $count } crates searched
goal-brothers = both brothers dead
goal-or = { $a } or { $b }
roll-hit = { $count ->
    [one] 1 hit
   *[other] { $count } hits
}
roll-hit-plus = { $count } hit-plus
roll-crown = { $count ->
    [one] 1 crown
   *[other] { $count } crowns
}
roll-dodge = { $count ->
    [one] 1 dodge
   *[other] { $count } dodges
}
roll-cover = { $count } cover
roll-join = { $a }, { $b }
roll-none = no dice
preview-target = { $figure } defends with { $defence } { $defence ->
    [one] die
   *[other] dice
}{ $cover ->
    [1] , in cover: cover faces block too
   *[other] {""}
}
preview-weapon = { $weapon }: { $dice } attack dice, { $hits-whole }.{ $hits-tenth } hits and { $damage-whole }.{ $damage-tenth } damage expected, { $defeat }% to defeat
preview-attack = { $dice } attack dice: { $hits-whole }.{ $hits-tenth } hits and { $damage-whole }.{ $damage-tenth } damage expected, { $defeat }% to defeat
preview-join =
    { $a }
    { $b }
