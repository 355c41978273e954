# Victorian Masterminds — English. Every id here also exists in de/victorian-masterminds.ftl.

## Library and setup

game-name = Victorian Masterminds
game-description = Villains race for mayhem: send secret agents to five capitals, build a monstrous machine, capture buildings and outwit the Secret Service. For 2 to 4 players.
game-rules =
    ### Goal

    Have the most mayhem points when the game ends.

    ### Your turn {"{#turn}"}

    Place the top agent of your face-down pile in one of the five cities. Everyone sees your colour, nobody but you knows which agent it is. When a city holds three agents (two in a two-player game under the English rulebook), its stack is turned over and resolved, the agent placed first resolving first.

    ### Resolving an agent {"{#resolving}"}

    Its owner takes the city's spoils and uses the agent's ability, in the order the owner prefers; then the agent goes to the owner's discard. Spoils: London a copper plate, Moscow one firepower, Washington a bolt, Paris a scientist, Rome a codex token.

    Number Two takes the spoils once more. The Henchman claims the city's mission if you meet its requirement. The Saboteur blocks the ability (not the spoils) of the next agent in the stack, unless it is your own. The Gunner captures a building of the city if your firepower is at least the Secret Service level; you take the building's reward, then the level rises by one. The Engineer runs your machine's power and every bonus power you have unlocked.

    ### Parts {"{#parts}"}

    A bolt or copper plate is placed at once on a free matching slot of a segment you choose; with no free slot it is lost. A full segment is built at once and may unlock a bonus power, laboratory cell 3 or 4, or the library (new codex tokens worth 2).

    ### Codex {"{#codex}"}

    Your library holds up to 10 codex tokens, worth 1 point each; tokens gained once your library segment is built are worth 2. From your fifth token on you may take any agent from your pile instead of the top one.

    ### Scientists {"{#scientists}"}

    Your laboratory holds at most one scientist per unlocked cell. Spend them on special actions: Recycle (1, before placing: play an agent from your discard), Extra Turn (2, after your placement), Capture! (3, after your placement: any building, whatever your firepower).

    ### Your pile {"{#pile}"}

    When you place the last agent of your pile, your discard is shuffled into a new pile, after any resolution that placement caused; when the Steam Mole takes your last agent, at once. If you cannot place an agent, you must resolve a stack holding one of your agents; that is not playing an agent, so no Extra Turn or Capture! follows.

    ### End {"{#end}"}

    A finished machine or Secret Service level 12 starts the last round. The current turn is played to its end, then everyone plays one more turn; then the stacks left are resolved: London, Moscow, Paris, Rome, Washington. Score: segment points, 2 per building, mission rewards, 2 per mayhem token, codex values. Ties: the player with more built segments wins, otherwise the win is shared.

    ### The Engineer

    Your machine's power and each bonus you have unlocked resolve in the order you choose.

    ### Rules edition, the differences

    1. With two players the English rulebook resolves a stack at two agents, the German one at three as always.
    2. The English rulebook lets you combine special actions in a turn, the German one allows only one per turn and none during an extra turn.
    3. In the German rulebook Capture! also gives the spoils of the building's city.

option-edition = Rules edition
option-edition-description = The English and German rulebooks differ on two-player stacks, special actions and Capture!; see the rules reference.
option-edition-en = English rulebook
option-edition-de = German rulebook
option-machines = Machines
option-machines-description = Deal the machines at random, or let each player choose one in turn order.
option-machines-random = Random machines
option-machines-pick = Players pick their machines

## Vocabulary

city-london = London
city-moscow = Moscow
city-washington = Washington
city-paris = Paris
city-rome = Rome
agent-number-two = Number Two
agent-henchman = Henchman
agent-saboteur = Saboteur
agent-gunner = Gunner
agent-engineer = Engineer
# One-letter marks on the agents' discs (the agent's initial).
agent-number-two-mark = 2
agent-henchman-mark = H
agent-saboteur-mark = S
agent-gunner-mark = G
agent-engineer-mark = E
agent-number-two-text = Takes the spoils again.
agent-henchman-text = Claims the city's mission.
agent-saboteur-text = Blocks the next agent's ability.
agent-gunner-text = Captures a building here.
agent-engineer-text = Runs your machine.
building-factory = Factory of { $city }
building-furnace = Furnace of { $city }
building-university = University of { $city }
monument-london = Big Ben
monument-moscow = Saint Basil's Cathedral
monument-washington = White House
monument-paris = Eiffel Tower
monument-rome = Colosseum
kind-factory = factory
kind-furnace = furnace
kind-university = university
kind-monument = monument
res-bolt = a bolt
res-copper = a copper plate
res-firepower = one firepower
res-scientist = a scientist
res-codex = a codex token
res-mayhem = a mayhem token
icon-weapon = weapon
icon-engine = engine
icon-cabin = cabin
icon-sensor = sensor

# The host's icons as this game uses them (for the text view: `parlour show`).
icon-sword = { icon-weapon }
icon-gear = { icon-engine }
icon-crown = { icon-cabin }
icon-eye = { icon-sensor }
icon-bolt = bolt
icon-copper = copper plate
icon-fire = firepower
icon-codex = codex token
icon-mayhem = mayhem token
icon-bolt-silver = bolt in place
icon-bolt-grey = free bolt slot
icon-copper-copper = copper plate in place
icon-copper-grey = free copper plate slot

unknown = ?
unlock-short-none = —
unlock-short-bonus1 = Bonus 1
unlock-short-bonus2 = Bonus 2
unlock-short-lab3 = Lab 3
unlock-short-lab4 = Lab 4
unlock-short-library = Library
unlock-none = no unlock
unlock-bonus1 = unlocks the first bonus power
unlock-bonus2 = unlocks the second bonus power
unlock-lab3 = unlocks laboratory cell 3
unlock-lab4 = unlocks laboratory cell 4
unlock-library = library: new codex tokens are worth 2

## Missions

need-buildings = Own { $count ->
        [one] a captured building
       *[other] { $count } captured buildings
    }.
need-building = Own a captured { $kind }.
need-segments = Have built { $count ->
        [one] a segment
       *[other] { $count } segments
    }.
need-icon = { $count ->
    [one] Have built a segment with the { $icon } icon.
   *[other] Have built { $count } segments with the { $icon } icon.
}
need-firepower = Have firepower { $count } or more.
need-codex = Own { $count ->
        [one] a codex token
       *[other] { $count } codex tokens
    }.
need-scientists = Have { $count ->
        [one] a scientist
       *[other] { $count } scientists
    } in your laboratory.
need-mayhem = Own { $count ->
        [one] a mayhem token
       *[other] { $count } mayhem tokens
    }.
need-missions = Have completed { $count ->
        [one] another mission
       *[other] { $count } other missions
    }.
need-cities = Own buildings from { $count } different cities.

## Status, prompts and actions

phase-pick = { $player } picks a machine
phase-place = { $player } places an agent
phase-after = { $player } may use scientists
phase-decide = { $player } decides
phase-final = The stacks left on the board are resolved
phase-over = Game over
header-turn = Turn { $turn }
header-last-round = Last round!
result-winner = { $player } wins with { $score ->
        [one] 1 mayhem point
       *[other] { $score } mayhem points
    }.
result-shared = { $player } and { $others ->
        [one] one other player share
       *[other] { $others } other players share
    } the win with { $score ->
        [one] 1 mayhem point
       *[other] { $score } mayhem points
    }.
prompt-pick = Pick your machine.
prompt-place = Click a city to place your agent.
prompt-after = Use scientists for a special action, or end your turn.
prompt-order = Your { $agent } in { $city }: spoils first or ability first?
prompt-segment-bolt = Choose the segment that receives the bolt.
prompt-segment-copper = Choose the segment that receives the copper plate.
prompt-building = Choose the building to capture.
prompt-copy = Choose the ability your Engineer copies.
prompt-other-city = Choose the city whose spoils you take.
prompt-resource = Choose what your machine gives you.
prompt-mission = Choose a face-up mission to complete.
prompt-mole = Choose a lone agent to slip your top agent under.
prompt-mole-resolves = Choose a lone agent to slip your top agent under (the two agents then form a full stack, resolved next).
prompt-engine = Your machine works in the order you choose: what comes next?

action-pick = Take { $machine }
action-place = Place { $agent } in { $city }
action-choose-agent = Take { $agent } from your pile (codex power)
action-recycle = Recycle { $agent } from your discard (1 scientist)
action-resolve = Resolve the stack in { $city }
action-pass = Pass (no agent can be placed)
action-extra-turn = Extra Turn (2 scientists)
action-capture-anywhere = Capture! (3 scientists)
action-end-turn = End the turn
action-spoils-first = First { $res }, then the { $agent }'s ability
action-ability-first = First the { $agent }'s ability, then { $res }
action-segment-bolt = Bolt on { $segment }
action-segment-copper = Copper plate on { $segment }
action-capture = Capture { $building }
action-skip-capture = Capture nothing
action-copy = Copy the { $agent }
action-other-spoils = Take the spoils of { $city }: { $res }
action-gain = Gain { $res }
action-flip-codex = Turn a codex token to its 2 side
action-mission = Complete the mission in { $city }
action-mole = Slip your top agent under the agent in { $city }
action-skip = Do without
action-engine-power = Basic power of { $machine }
action-engine-gain = Engine-room bonus: { $res }
action-engine-mission = Engine-room bonus: complete a face-up mission

## Board and mats

label-spoils = Spoils: { $res }
label-no-mission = No mission left
label-mission-deck = Mission deck: { $count }
stack-count = { $count }/{ $threshold }
stack-agents = { $count } of { $threshold } agents
track-service = Secret Service level { $level } and firepower
mat-resolution = Resolving { $city }
mat-last-resolution = Last resolved: { $city }
mat-no-resolution = Resolution
label-no-resolution = No stack has been resolved yet.
step-owner = { $player } · { $status }
label-cancelled = Sabotaged: spoils only.
tip-resolution = Agents of { $city } in resolution order.
tip-own-agent = Your { $agent }
tip-hidden-agent = An agent of { $player }
tip-building = { $building }: gives { $res }
tip-segment = Icon: { $icon }. { $bolts_needed ->
        [0] Copper plates { $copper }/{ $copper_needed }.
       *[other] Bolts { $bolts }/{ $bolts_needed }{ $copper_needed ->
            [0] .
           *[other] , copper plates { $copper }/{ $copper_needed }.
        }
    } Worth { $points ->
        [one] 1 point
       *[other] { $points } points
    }; { $unlock }.
tip-segment-built = Built ({ $icon } icon, { $points ->
        [one] 1 point
       *[other] { $points } points
    }); { $unlock }.
mat-own = { $player } (you)
mat-player = { $player }
label-no-machine = No machine yet
bonus2 = Second bonus: gain { $res }.
tip-segment-named = { $segment }: { $detail }
label-segment-built = Built
label-segment-done = Built · { $unlock }
label-lab = Laboratory
label-library = Library
tip-cell-scientist = Cell { $cell }: a scientist
tip-cell-free = Cell { $cell }: free
tip-cell-locked = Cell { $cell }: locked until its segment is built
tip-codex = Codex token worth { $value }
tip-codex-free = Library slot { $slot }: free
counter-lab = Scientists
counter-codex = Codex ({ $points ->
        [one] 1 point
       *[other] { $points } points
    })
counter-firepower = Firepower
counter-mayhem = Mayhem tokens
counter-points = Points
label-buildings = Buildings: { $count }
label-missions = Missions: { $count }
label-recycled = Recycled
stack-pile = Agent pile
stack-discard = Discard
tip-lab = Laboratory: { $scientists } of { $cells } cells hold a scientist
tip-library = Library: { $count } of 10 codex tokens
label-discard-empty = Discard: empty
label-piles = Pile { $pile } · discard { $discard ->
        [0] 0
       *[other] { $discard }:
    }
label-number = { $n }
mat-own-machine = { $player } (you) · { $machine }
mat-player-machine = { $player } · { $machine }
tip-mission = { $mission } ({ $points ->
        [one] 1 point
       *[other] { $points } points
    }): { $need }
tip-sheet = Machine: { $machine }. { $power }
    { $bonus1 }
    { $bonus2 }
    { $s1 }
    { $s2 }
    { $s3 }
    { $s4 }
    { $s5 }
    { $s6 }
    { $s7 }
    { $s8 }
    Scientists { $scientists }/{ $cells } · codex tokens { $codex } ({ $codex_points ->
        [one] 1 point
       *[other] { $codex_points } points
    }) · firepower { $firepower } · mayhem tokens { $mayhem }
    Buildings { $buildings } · missions { $missions } · agent pile { $pile } · discard { $discard }
mat-resolution-step = Resolving { $city }: agent { $step } of { $steps }
step-status-done = resolved
step-status-now = now
step-status-next = waits
resolution-decides = { $player } chooses { $what }.
what-order = whether spoils or ability come first
what-segment-bolt = the segment that receives the bolt
what-segment-copper = the segment that receives the copper plate
what-building = the building to capture
what-copy = the ability the Engineer copies
what-other-city = the city whose spoils to take
what-resource = what the machine gives
what-mission = the mission to complete
what-mole = the lone agent to slip an agent under
what-engine = what the machine does next
label-steps-to-come = Still to come:
step-spoils = { $player } takes the spoils: { $res }
step-gain = { $player } gains { $res }
step-ability = { $player } uses the { $agent }'s ability
step-capture = { $player } tries to capture a building
step-engine = { $player }'s machine works
step-mission = { $player } completes a face-up mission
step-raise = The Secret Service level rises

## Log

log-turn = { $player }'s turn.
log-picked = { $player } takes { $machine }.
log-you-placed = You placed your { $agent } in { $city }.
log-placed = { $player } places an agent in { $city }.
log-resolve = The stack in { $city } is turned over.
log-revealed = { $position }. { $player }: { $agent }
log-cancelled = { $player }'s { $agent } was sabotaged and only takes the spoils.
log-order-spoils = { $player } takes the spoils before the { $agent }'s ability.
log-order-ability = { $player } uses the { $agent }'s ability before the spoils.
log-part-bolt = { $player } puts a bolt on { $segment }.
log-part-copper = { $player } puts a copper plate on { $segment }.
log-part-lost = { $player } has no free slot for { $res }; the part is lost.
log-segment-done = { $player } builds { $segment } ({ $points ->
        [one] 1 point
       *[other] { $points } points
    }).
log-machine-done = { $player } has finished the machine!
log-firepower = { $player } raises firepower to { $value }.
log-firepower-max = { $player } already has the highest firepower ({ $value }); nothing changes.
log-scientist = { $player } recruits a scientist.
log-scientist-lost = { $player } has no free laboratory cell; the scientist stays in the supply.
log-scientist-none = No scientist is left in the supply for { $player }.
log-codex = { $player } gains a codex token worth { $value }.
log-codex-power = { $player } now owns five codex tokens and may take any agent from the pile.
log-codex-lost = { $player } has no room for another codex token.
log-mayhem = { $player } gains a mayhem token.
log-mayhem-lost = No mayhem token is left for { $player }.
log-captured = { $player } captures a building: { $building }.
log-capture-weak = { $player } has firepower { $firepower }, below Secret Service level { $level }: no capture.
log-capture-none = No building is left for { $player } to capture.
log-level = The Secret Service rises to level { $level }.
log-mission = { $player } completes “{ $mission }” ({ $points ->
        [one] 1 point
       *[other] { $points } points
    }).
log-mission-failed = { $player } does not meet the requirement of the mission in { $city }.
log-no-mission = { $player } meets no face-up mission.
log-new-mission = A new mission appears in { $city }: “{ $mission }”.
log-sabotage = { $player }'s Saboteur blocks { $victim }'s { $agent }.
log-sabotage-own = { $player }'s Saboteur spares the next agent: it is their own.
log-sabotage-none = { $player }'s Saboteur has nobody left to block.
log-engineer = { $player } starts { $machine }.
log-copy = { $player }'s Engineer copies the { $agent }.
log-power-nothing = { $player }'s machine finds nothing to do.
log-flip = { $player } turns a codex token to its 2 side.
log-mole = { $player } slips an agent under the lone agent in { $city }.
log-skip = { $player } does without.
log-recycle = { $player } spends a scientist to recycle the { $agent }.
log-extra-turn = { $player } spends two scientists for an extra turn.
log-capture-anywhere = { $player } spends three scientists for Capture!
log-forced-resolve = { $player } cannot place an agent and resolves the stack in { $city }.
log-reshuffle = { $player } shuffles { $count ->
        [one] 1 agent
       *[other] { $count } agents
    } into a new pile.
log-last-round = The last round has begun!
log-final-resolution = The game is over; the stacks left on the board are resolved.
log-game-over = Final scores:
log-final-score = { $place }. { $player }: { $score ->
        [one] 1 point
       *[other] { $score } points
    }

## Score breakdown

score-segments = Built segments ({ $count })
score-buildings = Buildings ({ $count })
score-missions = Missions ({ $count })
score-mayhem = Mayhem tokens ({ $count })
score-codex = Codex tokens ({ $count })
