# Corrosion — English. Every id here also exists in de/corrosion.ftl.

## Library

game-name = Corrosion
game-description = Run a steam-filled factory where everything rusts: play engineers, turn your rust wheel at the right moment and build shiny chrome machines before your gears corrode. For 1 to 4 players; alone you face an automa.
game-rules =
    ### Goal {"{#goal}"}

    Collect the most points from point markers, repaired chrome machines and awards.

    Your workshop has four sectors named after the quarter of your rust wheel lying in them: 3, 2, 1 and X. New gears, one-time and turn machines enter sector 3. Every time you turn the wheel, everything moves one sector closer to X. What is in X rusts away at your next maintenance: machines go to the discard piles, leftover gears go back, engineers return to your hand (a 4 or 4+ stays until the wheel has moved on once).

    Steam is water in your boiler: making steam moves a marker from the cold to the hot half, spending steam moves it back.

    ### Your turn {"{#turn}"}

    Maintenance, one main action, maintenance, end of turn. In a maintenance you may repair machines, pay 1 steam to throw away the item under window C, or pay 1 steam to push an engineer or machine one sector towards X (a turn machine works once when pushed, a repaired one-time machine works when it reaches X). Then sector X is emptied.

    ### Main action A {"{#engineers}"}

    Play an engineer and carry out her action. Going round, every other player may copy it with an engineer of the same colour and a higher level (jokers copy any primary colour, grey only copies grey, 4+ beats 4). Played engineers go to the sector of their level; a 4 or 4+ lies upside down in X.

    ### Main action B {"{#wheel}"}

    Turn the rust wheel. This switches on all your turn machines, repaired one-time machines in X, your visible repaired chrome machines with the wheel symbol, and your uncovered prototypes when X points at you. Use each once in any order and repair in between.

    Chrome machines go to your waiting slot or onto their drive field; repairing one puts it face up on its drive field and covers the one below (whose points still count). Taking a chrome machine from above window C also takes its special markers.

    Hiring a 4 or 4+ costs 1 green point and 1 steam.

    ### End {"{#end}"}

    Once 3 or fewer special markers or awards are left at the end of a turn, each further turn costs 1, then 2, then 3 green points, or you pass for good after one last maintenance. When everybody has passed, every 2 chrome gears become 1 point and the points are counted. Ties go to the player with more special markers.

    ### Solo {"{#solo}"}

    You play set D against an automa that reveals two cards of its deck each turn, removes items from the display, lets you copy its action and may take awards away with its trophy machines. The game ends after its deck has run out for the fourth time.

## Status

phase-game-over = Game over
phase-turn = { $player }: { $step }
step-final-choice = final phase: pay for a turn or pass
step-maint-before = maintenance before the main action
step-main = main action
step-maint-after = maintenance after the main action
step-end-turn = end of turn
step-maint-extra = maintenance after an extra action
step-maint-pass = last maintenance before passing
score-green = Green points
score-chrome-gears = Chrome gears (2 = 1 point)
score-specials = Special markers
score-machines = Repaired chrome machines
score-awards = Awards

## Cards

eng-name = { $name } ({ $colour } { $level })
colour-blue = blue
colour-green = green
colour-orange = orange
colour-grey = grey
colour-joker = joker
eng-gear = Mechanic
eng-steam = Stoker
eng-turn = Turner
eng-one-time = Tinkerer
eng-hire = Recruiter
eng-chrome = Chrome builder
eng-builder = Machine builder
eng-fitter = Fitter
eng-stoker = Head stoker
eng-plater = Plater
eng-handyman = Handyman
eng-clerk = Clerk
eng-foreman = Foreman
eng-planner = Planner
eng-architect = Architect
eng-smelter = Smelter
eng-chromer = Chrome smith
eng-plumber = Plumber
eng-laureate = Laureate
eng-inspector = Inspector
eng-magnate = Magnate
eng-director = Director
eng-professor = Professor
eng-tycoon = Tycoon
eng-chief = Chief engineer
one-time-boiler-bonus = Boiler bonus
one-time-trophy = Trophy press
one-time-hot-water = Hot water meter
one-time-water-gears = Water wheel
one-time-collector = Collector
one-time-variety = Variety show
one-time-free-repair = Repair kit
one-time-shift-end = Closing bell
one-time-rearrange = Crane
one-time-scrapyard = Scrapyard
one-time-steam-chrome = Chrome kettle
one-time-honours = Honours board
turn-medium-press = Medium press
turn-small-press = Small press
turn-chromer = Chromer
turn-kettle = Kettle
chrome-steam-engine = Steam engine
chrome-gear-mill = Gear mill
chrome-cashier = Cashier
chrome-plating = Plating bath
chrome-well = Well pump
chrome-monument = Monument
chrome-shift-bonus = Shift bonus
chrome-overdrive = Overdrive
chrome-quick-turn = Quick turn
chrome-gear-bonus = Gear bonus
chrome-steam-bonus = Steam bonus
chrome-shift-plan = Shift plan
chrome-test-bench = Test bench
chrome-fast-track = Fast track
chrome-workshop-bonus = Workshop bonus
chrome-chrome-bonus = Chrome bonus
chrome-chrome-steam = Chrome steam
chrome-night-shift = Night shift
chrome-double-turn = Double turn
chrome-mentor = Mentor
chrome-polyglot = Polyglot
chrome-tandem = Tandem
chrome-chrome-saver = Chrome saver
chrome-medium-saver = Medium saver
chrome-small-saver = Small saver
chrome-scout = Scout
chrome-body = { $state }: { $effect } ({ $drive })
machine-body = { $state }: { $effect }
state-repaired = repaired
state-unrepaired = not repaired
prototype-gear = Prototype (gear drive)
prototype-piston = Prototype (piston drive)
prototype-chain = Prototype (chain drive)
drive-gear = gear drive
drive-piston = piston drive
drive-chain = chain drive
sector-3 = sector 3
sector-2 = sector 2
sector-1 = sector 1
sector-x = sector X
unknown = ?
award-gear-drive = Gear drive award
award-piston-drive = Piston drive award
award-chain-drive = Chain drive award
award-turn-machines = Turner's award
award-water = Boiler award
award-diplomas = Academy award
award-specials = Special award
award-one-time = Tinkerer's award
award-task-gear-drive = { $points } points per repaired chrome machine on your gear drive field
award-task-piston-drive = { $points } points per repaired chrome machine on your piston drive field
award-task-chain-drive = { $points } points per repaired chrome machine on your chain drive field
award-task-turn-machines = { $points } points per turn machine in your workshop
award-task-water = { $points } points per water marker beyond the first three (at most 5 of them count)
award-task-diplomas = { $points } points per diploma engineer you own
award-task-specials = { $points } point per special marker
award-task-one-time = { $points } points per repaired one-time machine in your workshop
watch-green = Pocket watch: 3 green points
watch-steam = Pocket watch: maximum steam and 1 water
watch-chrome = Pocket watch: 2 chrome gears
watch-special = Pocket watch: 1 special marker

## Effects

effect-none = No effect, only points
effect-then = { $first }, then { $rest }
op-small = make { $n } small { $n ->
        [one] gear
       *[other] gears
    }
op-medium = make { $n } medium { $n ->
        [one] gear
       *[other] gears
    }
op-any-gear = make { $n } { $n ->
        [one] gear
       *[other] gears
    } (small or medium)
op-steam = make up to { $n } steam
op-max-steam = make maximum steam
op-water = add { $n } water to the hot half
op-chrome = gain { $n } chrome { $n ->
        [one] gear
       *[other] gears
    }
op-green = gain { $n } green { $n ->
        [one] point
       *[other] points
    }
op-special = take a special marker
op-special-or-green = take a special marker or a green point
op-make-chrome = you may turn a gear and a steam into a chrome gear
op-hire = hire a diploma engineer
op-build-one-time = build a one-time machine
op-build-turn = build a turn machine
op-build-chrome = build a chrome machine
op-build-machine = build a turn or one-time machine
op-award = take an award
op-green-per-hot = 1 green point per hot water marker
op-gears-per-water = 1 gear per water marker in your boiler
op-green-per-repaired = { $n ->
    [one] 1 green point per repaired one-time machine
   *[other] { $n } green points per repaired one-time machine
}
op-green-per-turn-kind = { $n ->
    [one] 1 green point per kind of turn machine you own
   *[other] { $n } green points per kind of turn machine you own
}
op-free-repair = repair a machine for free
op-return-all = take all engineers of your workshop back
op-return = { $n ->
    [one] take up to 1 engineer back from your workshop
   *[other] take up to { $n } engineers back from your workshop
}
op-steam-to-gears = spend any steam for { $n } gears each
op-virtual-turn = use your turn machines and wheel chrome machines without turning the wheel
op-search = take an item from a discard pile
op-redistribute = move your one-time machines to other sectors
op-redistribute-all = move your turn machines and unused one-time machines to other sectors
op-steam-for-green = with two level-2 engineers in X: 1 steam for 3 green points
op-reactivate = { $n ->
    [one] use up to 1 turn machine a second time
   *[other] use up to { $n } turn machines a second time
}
ability-l1l2-end-turn = When your main action plays your level 1 or a diploma level 2, you may turn the wheel again at the end of the turn
ability-gear-on-l1l2 = Whenever you play or copy with a level 1 or a diploma level 2: make a gear
ability-steam-on-l2 = Whenever you play or copy with a level 2: make 1 steam
ability-shift-placement = Your played engineers land one sector closer to X; a 4 lands in sector 3
ability-activate-built-turn = A turn machine you build works once at once
ability-one-time-to-x = After repairing a one-time machine you may move it to X, use it and gain 1 green point
ability-green-on-one-time-repair = 2 green points whenever you repair a one-time machine
ability-green-on-chrome-repair = 3 green points whenever you repair another chrome machine
ability-steam-on-chrome-repair = Maximum steam whenever you repair another chrome machine
ability-end-turn-play = Switched on by the wheel: at the end of the turn pay 1 steam to play one more engineer
ability-end-turn-wheel = Switched on by the wheel: at the end of the turn pay 1 steam to turn the wheel again
ability-copy-same-level = You may copy with an engineer of the same level
ability-copy-any-colour = You may copy with an engineer of any colour
ability-copy-pair = You may copy with two engineers of a fitting colour whose levels together are high enough
ability-chrome-discount = Chrome machines cost you 1 chrome gear less to repair
ability-medium-discount = Repairs cost you up to 2 medium gears less
ability-small-discount = Repairs cost you up to 2 small gears less
ability-take-from-stack = You may also take the top card of a supply stack

## Actions and choices

action-pay-turn = Pay { $cost } green { $cost ->
        [one] point
       *[other] points
    } and take a turn
action-pass = Pass for good (one last maintenance)
action-end-maintenance = End maintenance (empty sector X)
action-end-maintenance-turn = End maintenance and the turn (empty sector X)
action-play = Play { $engineer }
action-turn-wheel = Turn the rust wheel
action-end-turn-machine-0 = Quick turn: turn the wheel again
action-end-turn-machine-1 = Double turn: pay 1 steam and turn the wheel again
action-end-turn-machine-2 = Night shift: pay 1 steam and play another engineer
action-clear-waiting = Move { $machine } from the waiting slot onto its drive field
action-end-turn = End the turn
action-repair = Repair { $machine }
action-repair-mix = Repair { $machine } (flexible gears: { $medium } medium, { $small } small)
action-discard-c = Pay 1 steam: discard { $item } under window C
action-accelerate = Pay 1 steam: move { $item } to { $sector }
action-activate = Use { $machine }
action-finish-activation = Stop using machines
action-copy = Copy with { $engineer }
action-copy-pair = Copy with { $first } and { $second }
action-decline = Do not copy
action-hire = Hire { $item }
action-hire-stack = Hire { $item } from the top of the stack
action-build = Build { $item }
action-build-stack = Build { $item } from the top of the stack
action-build-chrome = Build { $item }
action-build-chrome-stack = Build { $item } from the top of the stack
choice-gears = { $medium ->
        [0] { $small } small
       *[other] { $small ->
                [0] { $medium } medium
               *[other] { $medium } medium and { $small } small
            }
    }
choice-special = A special marker
choice-green = A green point
choice-make-chrome-medium = Make a chrome gear from a medium gear
choice-make-chrome-small = Make a chrome gear from a small gear
choice-skip = No, thanks
choice-steam = Make { $steam } steam
choice-use-moved = Yes, use it now
choice-pay-oldest = Take the rest from the sectors closest to X
choice-pay-small = Pay a small gear from { $sector } ({ $count } there)
choice-pay-medium = Pay a medium gear from { $sector } ({ $count } there)
choice-one-time-to-x = Move it to X and use it
choice-steam-for-green = Pay 1 steam for 3 green points
choice-place-drive = Put it on its drive field
choice-place-waiting = Put it on the waiting slot
choice-place-swap = Move the waiting machine to its drive field and wait with this one
choice-award-watch = { $award } with { $watch }
choice-award = { $award }
choice-steam-to-gears = Spend { $steam } steam for { $gears } gears
choice-return = Take { $engineer } back
choice-done = Done
choice-search = Take { $item }
choice-move = Move { $machine } to { $sector }
choice-sacrifice = Give up { $engineer }

## Log

log-pay-turn = { $player } pays { $cost } for a turn in the final phase.
log-pass = { $player } passes for good.
log-discard-c = { $player } discards { $item } from window C.
log-activate = { $player } uses { $machine }.
log-end-turn-machine-0 = { $player } turns the wheel again (quick turn).
log-end-turn-machine-1 = { $player } turns the wheel again (double turn).
log-end-turn-machine-2 = { $player } plays another engineer (night shift).
log-gears = { $player } makes { $medium ->
        [0] { $small ->
                [one] one small gear
               *[other] { $small } small gears
            }
       *[other] { $small ->
                [0] { $medium ->
                        [one] one medium gear
                       *[other] { $medium } medium gears
                    }
               *[other] { $medium } medium and { $small } small gears
            }
    }.
log-steam = { $player } makes { $steam } steam.
log-pay-small = { $player } pays a small gear from { $sector }.
log-pay-medium = { $player } pays a medium gear from { $sector }.
log-make-chrome = { $player } makes a chrome gear.
log-award = { $player } wins the { $award }.
log-move = { $player } moves { $machine } to { $sector }.
log-sacrifice = { $player } gives up { $engineer }.
log-accelerate = { $player } moves { $item } to { $sector }.
log-repair = { $player } repairs { $machine }.
log-repair-gears = { $player } pays for { $machine } with { $medium } medium and { $small } small gears.
log-play = { $player } plays { $engineer }.
log-copy = { $player } copies with { $engineer }.
log-copy-pair = { $player } copies with { $first } and { $second }.
log-clear-waiting = { $player } moves { $machine } from the waiting slot onto its drive field.
log-turn-wheel = { $player } turns the rust wheel.
log-empty-x = { $player } empties sector X: { $machines ->
    [0] no machines
    [one] 1 machine
   *[other] { $machines } machines
} to the discard piles, { $gears ->
    [0] no gears
    [one] 1 gear
   *[other] { $gears } gears
} to the supply, { $engineers ->
    [0] no engineers
    [one] 1 engineer
   *[other] { $engineers } engineers
} back to the hand.
log-take = { $player } takes { $item }.
log-build-chrome = { $markers ->
    [0] { $player } builds { $item }.
    [one] { $player } builds { $item } and takes the special marker lying on it.
   *[other] { $player } builds { $item } and takes the { $markers } special markers lying on it.
}
log-nothing-to-take = { $player } finds nothing to take.
log-final-phase = The final phase begins: from now on each turn costs green points.
log-turn = It is { $player }'s turn.
log-game-over = The game is over. Every 2 chrome gears became 1 point.
log-automa-shuffle = The automa's deck ran out (time { $count }) and is shuffled.
log-automa-turn = The automa takes its turn.
log-automa-card = The automa's action card: { $engineer }.
log-automa-remove = The automa removes { $item } at window { $window }.
log-automa-under = The trophy machine goes under the automa's deck with 5 water markers.
log-automa-award = The automa removes an award from row { $row }.

## View

prompt-game-over = The game is over.
prompt-wait-automa = The automa is busy.
prompt-you = Your decision: { $what }
prompt-other = { $player } decides: { $what }
ask-gears = which gears to make
ask-special-or-green = special marker or green point
ask-make-chrome = make a chrome gear?
ask-take = what to take from the display
ask-chrome-place = where to put the chrome machine
ask-award = which award to take
ask-steam-to-gears = how much steam to turn into gears
ask-return = which engineers to take back
ask-free-repair = which machine to repair for free
ask-search = what to take from the discard piles
ask-one-time-to-x = use the repaired machine right away?
ask-steam-for-green = pay steam for green points?
ask-reactivate = which turn machines to use again
ask-redistribute = where to move machines
ask-sacrifice = which diploma engineer to give up
ask-extra-play = which engineer to play
ask-steam-amount = how much steam to make (up to { $max })
ask-use-moved = use { $machine } right after moving it?
ask-pay-gears = which gears to pay with ({ $small } small and { $medium } medium still to pay)
ask-activate = which switched-on machines to use
ask-copy = copy { $leader }'s { $engineer }?
ask-copy-automa = copy the automa's { $engineer }?
played-by = Played by { $player }:
played-by-automa = The automa's action card:
header-turn = Turn { $turn }
header-final-phase = Final phase
display-stacks = Supply
window-a = Window A
window-b = Window B
window-c = Window C
display-discards = Discards
row-0 = Basic chrome machines
row-1 = Special chrome machines
row-2 = Diploma engineers
row-3 = One-time machines
row-4 = Turn machines
tip-markers = { $count ->
    [one] One special marker lies on this machine
   *[other] { $count } special markers lie on this machine
}
display-empty = (empty)
stack-discard = { $count } discarded
mat-display = Display ({ $specials } special markers left)
counter-special-supply = Special markers
award-row = Row { $row }
tip-chained = The chained duplicate comes with a pocket watch
award-taken = (taken)
mat-awards = Awards ({ $count } left)
automa-back = Back: { $letter } { $arrow }
arrow-up = up
arrow-down = down
stack-automa-discard = Automa discard
counter-shuffles = Deck run out
tip-automa-water = { $count ->
    [one] 1 water marker left
   *[other] { $count } water markers left
}
automa-last = Last action card: { $engineer }
mat-automa = The automa
wheel-3 = 3
wheel-2 = 2
wheel-1 = 1
wheel-x = X
tip-wheel = The rust wheel has turned { $turns } times
tip-medium = { $count ->
    [one] 1 medium gear
   *[other] { $count } medium gears
}
tip-small = { $count ->
    [one] 1 small gear
   *[other] { $count } small gears
}
tip-fresh = Stays in X until the wheel moves on
mat-boiler = Boiler
boiler-hot = Hot
boiler-cold = Cold
tip-hot = { $count ->
    [one] 1 water marker in the hot half (steam)
   *[other] { $count } water markers in the hot half (steam)
}
tip-cold = { $count ->
    [one] 1 water marker in the cold half
   *[other] { $count } water markers in the cold half
}
mat-storage = Storage
counter-chrome = Chrome gears
counter-green = Green points
counter-specials = Special markers
counter-score = Score
waiting-empty = (empty)
waiting-slot = Waiting slot
tip-prototype = A printed prototype, switched on when X points at you
drive-field = { $drive }: { $count } machines, { $points } points
mat-machine-room = Machine room
hand-empty = (no engineers in hand)
hand-title = Hand: { $count } engineers
tip-wrench = The wrench marks the active player
player-passed = Passed for good
player-final-turns = Final-phase turns taken: { $count }
tip-award-value = Worth { $points } points now
mat-player = { $player }
rating-0 = Solo rating (below 30): your factory is only just warming up.
rating-1 = Solo rating (30+): the gears still grind a little; a rematch is worth it.
rating-2 = Solo rating (50+): solid factory work.
rating-3 = Solo rating (70+): a gleaming, well-oiled factory!
rating-4 = Solo rating (90+): masterfully chromed.
rating-5 = Solo rating (100+): a factory for the history books.
log-special = { $player } takes a special marker.
log-green = { $player } takes a green point.
log-fast-track = { $player } moves { $machine } to sector X, uses it and takes a green point.
log-steam-for-green = { $player } spends 1 steam for 3 green points.
log-return = { $player } takes { $engineer } back to the hand.
phase-automa-copy = The automa's turn: copy its action card?

# The host's icons as Corrosion uses them (for the text view: `parlour show`).
icon-gear-copper = medium gear
icon-gear-brown = small gear
icon-gear-grey = gear of any size
icon-chrome-silver = chrome gear
icon-steam-white = steam
icon-scientist-purple = diploma engineer
icon-star-gold = special marker
icon-wheel = wheel symbol

## The table (view.rs): the workshop, the opponents' compact areas, the automa

view-empty = nothing
view-list = { $first }, { $rest }
view-n = { $n }
view-points = { $points ->
    [one] 1 point
   *[other] { $points } points
}
view-tip-and = { $first }. { $rest }
view-title-with = { $title } · { $extra }
view-card-tip = { $card }: { $effect }
view-machine-tip = { $machine } ({ $state }): { $effect }
view-chrome-tip = { $machine }. { $points ->
    [one] 1 point
   *[other] { $points } points
    }, { $drive }
view-named-state = { $name } ({ $state })
view-named-points = { $name } ({ $points ->
    [one] 1 point
   *[other] { $points } points
    })
view-used = used in this wheel phase
view-own-title = { $player } (you) · { $points }
view-opp-title = { $player } · { $points }
view-sector = Sector { $name }
view-sector-tip = Sector { $name }: { $turns ->
    [0] what lies here rusts away at the next maintenance
    [one] reaches X with the next turn of the wheel
   *[other] reaches X in { $turns } turns of the wheel
}
view-display-tip = The display: take from windows A, B and C or, with the right machine, from the top of a supply stack. { $specials } special markers are left in the supply.
view-stack-tip = { $row }: { $count } in the supply stack, the top card face up
view-discard-tip = { $count } discarded; on top: { $top }
view-discard-empty = No discard pile yet
view-award-row-tip = { $award } ({ $count } left)
view-drive-tip = { $drive }: { $count ->
    [one] 1 machine
   *[other] { $count } machines
    }, { $points }; on top: { $top }
view-count-chrome = { $count ->
    [one] 1 chrome gear
   *[other] { $count } chrome gears
}
view-count-green = { $count ->
    [one] 1 green point
   *[other] { $count } green points
}
view-count-specials = { $count ->
    [one] 1 special marker
   *[other] { $count } special markers
}
view-sheet-sector = { $sector }: { $items }
view-sheet-waiting = waiting slot: { $machine }
view-sheet-drive = { $drive } ({ $count ->
    [one] 1 machine
   *[other] { $count } machines
    }, { $points }, on top { $top })
view-sheet = { $player }: { $points ->
    [one] 1 point
   *[other] { $points } points
    }
    Hand: { $hand }
    { $s3 }
    { $s2 }
    { $s1 }
    { $sx }
    Boiler: { $hot } hot, { $cold } cold
    Storage: { $storage }
    Machine room: { $room }
    Awards: { $awards }
view-automa-title = The automa · deck used up: { $count } of 4
view-automa-tip = The automa reveals two cards each turn: the second is its action card, and the back of the next card (letter and arrow) says which window it takes from.
view-automa-back = { $letter } { $arrow }
view-automa-deck-tip = The automa's deck: { $count } cards; the back of the top card shows { $back }
view-automa-trophy-tip = { $machine } under the automa's deck: { $count ->
    [one] 1 water marker left; then it takes an award
   *[other] { $count } water markers left; then it takes an award
}
view-automa-no-turn = The automa has not taken a turn yet.
view-automa-last-turn = The automa's last turn
view-automa-step-1 = 1 · revealed
view-automa-step-2 = 2 · action card
view-automa-step-3 = 3 · the next back shows { $back }: it removes the card at window { $window } of the { $row } row
view-automa-step-3-none = 3 · the next back shows { $back }; its action card takes nothing from the display
view-automa-step-4 = 4 · each trophy machine under its deck loses a water marker
view-automa-step-5 = 5 · you may copy { $engineer }
