# Maniacal — English. Every message id here must also exist in de/maniacal.ftl (a test checks it).

## Library and setup

game-name = Maniacal
game-description = Rival supervillains draft rooms for their secret bases, lure henchmen with them and send teams on daring contracts around the world. The most infamous villain after three rounds wins.
game-rules =
    ### Goal

    Have the most Infamy after three rounds. Each round has four phases.

    ### I. Base building {"{#draft}"}

    Everyone gets five room cards, secretly picks one and at the same time builds it (pay its cost, its attraction score rises) or sells it (take its cost). The rest is passed on — clockwise in rounds 1 and 3, counter-clockwise in round 2 — until three picks are made; the last two cards are discarded.

    ### II. Henchmen {"{#recruiting}"}

    For Beasts, Criminals, Scientists and Mystics in turn, the highest attraction score (ties: earlier in player order) recruits the face-up henchman and pays its cost in attraction. If that player cannot pay, no more of that type join this round. At most two of each type per round. Attraction carries over.

    ### III. Contracts {"{#turns}"}

    Everyone starts on the first space of the round's time track (8, 10, 12 weeks). The token with the most weeks left acts (on a shared space, the top one). Actions: activate an action room with a ready unit (its weeks), attempt a face-down contract (3 to 5 weeks from your Supervillain's table, a team of exactly the size on its back), visit a Special Location (2 weeks: a Scheme at The Underground, healing at $2 per injury at Hoodlum Hospital, a Mercenary at Lucifer's Lounge), or pass. Out of time, your token takes the next free place of the player order.

    ### Contracts {"{#contracts}"}

    After you commit the team, each opponent holding a Scheme may play one against you (only one per attempt; its player gains 2 Infamy). The card is turned up; you roll one trait die per trait point. Faces show 0, 1 or a trait icon worth 2 (4 on the recommended trait). Your Lackey lets you reroll any dice once; contract rooms and Schemes help too. Reach the target to succeed. Results give Infamy, money and effects: injured (cannot join contracts), captured (leaves the game), a Scheme or a Power.

    ### IV. Clean-up

    Pay $1 per henchman (Mercenaries first, who then leave; the Lackey is free); unpaid henchmen leave; you may fire one. Then everything is refreshed and six new contracts are dealt.

    ### End

    Infamy bonus by money rank (6, 3, 1), most Infamy wins; ties go to more henchmen.
option-advanced = Advanced rules
option-advanced-description = Supervillains use their special strengths and weaknesses, and Lackeys their own traits.
option-villains = Supervillains
option-villains-description = Deal the Supervillains at random, or let players choose in player order.
option-villains-random = At random
option-villains-chosen = Chosen by the players
option-bodyguards = Bodyguards
option-bodyguards-description = Each player starts with a random Mercenary who stays as a normal henchman (meant for five players).

## Phases

phase-villains = Choose your Supervillain
phase-draft = Round { $round }: base building
phase-contracts = Round { $round }: contracts
phase-cleanup = Round { $round }: clean-up
phase-over = Game over

## Vocabulary

trait-brawn = Brawn
trait-stealth = Stealth
trait-intellect = Intellect
trait-magic = Magic
type-beasts = Beasts
type-criminals = Criminals
type-scientists = Scientists
type-mystics = Mystics
kind-lackey = Lackey
kind-mercenary = Mercenary
kind-bodyguard = Bodyguard
difficulty-easy = Easy
difficulty-hard = Hard
difficulty-legendary = Legendary
map-no-contract = No contract here
location-underground = The Underground
location-hospital = Hoodlum Hospital
location-lounge = Lucifer's Lounge
continent-north-america = A · North America
continent-south-america = B · South America
continent-europe = C · Europe
continent-africa = D · Africa
continent-asia = E · Asia
continent-oceania = F · Oceania
special-captured = captured
special-injured = injured
special-scheme = a Scheme card
special-power = a Power
negative-target-up = target +2
negative-remove-die = one die less
negative-extra-week = one more week
negative-injure = an injury after the result
negative-steal = steal $3 on success
positive-reroll = reroll up to 3 dice
positive-time = gain 2 weeks
positive-refresh = refresh an exhausted henchman
positive-cancel = cancel an injury or capture
positive-consolation = after a failure: +2 Infamy and $2
effect-none = No effect.
effect-infamy-per-type = Action ({ $weeks } wk): { $amount } Infamy per { $type } henchman you have.
effect-money = Action ({ $weeks } wk): take ${ $amount }.
effect-money-per-type = Action ({ $weeks } wk): take ${ $amount } per { $type } henchman you have.
effect-draw-scheme = Action ({ $weeks } wk): draw a Scheme card.
effect-gain-power = Action ({ $weeks } wk): one of your henchmen gains a random Power.
effect-heal = Action ({ $weeks } wk): remove every injury from one henchman.
effect-attraction = Action ({ $weeks } wk): { $type } attraction +{ $amount }.
effect-infamy = Action ({ $weeks } wk): gain { $amount } Infamy.
effect-extra-die = Contract, before the roll: add one die of a trait of your choice.
effect-extra-dice = Contract, before the roll: add { $amount } { $trait } dice.
effect-target-minus = Contract, before the roll: target −{ $amount }.
effect-reroll = Contract, after the roll: reroll up to { $amount } dice.
effect-plus-success = Contract, after the roll: +{ $amount } success.
effect-shield-injury = Contract, after the result: ignore the next injury.
effect-shield-capture = Contract, after the result: ignore the next capture.
effect-success-money = Contract, on a success: take ${ $amount }.
effect-success-infamy = Contract, on a success: gain { $amount } Infamy.
effect-failure-money = Contract, on a failure: take ${ $amount }.
ability-arctic-queen = Strength: the first injury to her team each round is ignored. Weakness: her Criminal rooms attract { $less } less.
ability-baron-gear = Strength: once a round he may use an action room a second time. Weakness: pays ${ $salary } more at clean-up.
ability-madame-mirage = Strength: { $dice ->
        [one] one extra die
       *[other] { $dice } extra dice
    } of the recommended trait on every contract. Weakness: the hospital charges her ${ $hospital } an injury.
ability-professor-null = Strength: draws { $draws } Powers and keeps one. Weakness: { $shorter ->
        [one] one week
       *[other] { $shorter } weeks
    } less each round.
ability-admiral-abyss = Strength: contracts cost { $saving ->
        [one] 1 week
       *[other] { $saving } weeks
    } less (at least { $floor }). Weakness: Special Locations take { $location } weeks.

## Moves and prompts

action-villain = Play { $villain }
action-build = Build { $room } for ${ $cost }
action-sell = Sell { $room } for ${ $cost }
action-visit = Visit { $location } ({ $weeks } weeks)
action-hospital = Heal { $tokens ->
        [one] one injury
       *[other] { $tokens } injuries
    }
action-pass = Pass ({ $weeks } weeks)
action-scheme = Play { $card }: { $effect }
action-scheme-die = { $base } ({ $trait })
action-decline = Play no Scheme
action-roll = Roll the dice
action-reroll = Reroll { $dice ->
        [one] one die
       *[other] { $dice } dice
    }
action-accept = Keep the roll
action-continue = Continue
action-target = { $name }
action-positive = Play { $card }: { $effect }
action-power = Give { $power } to { $name }
action-finish = End your turn
action-cleanup = Confirm the clean-up
choice-contract = Contract in { $continent }: { $back }, { $weeks } weeks
choice-member = { $name } joins the team
choice-lackey-trait = Your Lackey uses { $trait }
choice-room = Use { $room }
choice-unit-villain = with your Supervillain
choice-unit = with { $name }
choice-heal-all = heal { $name }
choice-add-die = add a { $trait } die
choice-reroll-lackey = Reroll with your Lackey
choice-reroll-scheme = Reroll with { $card }
choice-die = die { $index }: { $trait }, { $successes }
choice-hospital = Visit Hoodlum Hospital ({ $weeks } weeks, ${ $price } an injury)
choice-heal = remove an injury from { $name }
choice-unpaid = leave { $name } unpaid
choice-fire = fire { $name }
prompt-team = Choose a team of { $size }
prompt-lackey-trait = Which trait does your Lackey use?
prompt-heal = Choose the injuries to heal
prompt-reroll = Choose up to { $max } dice to reroll
prompt-unit = Who activates the room?
prompt-unpaid = You can pay everyone but { $count }: choose who leaves
prompt-fire = You may fire one henchman
prompt-villain = Choose your Supervillain
prompt-draft = Build or sell one room card of your hand
prompt-action = Choose an action
prompt-scheme = Play a negative Scheme against this attempt, or decline
prompt-before-roll = Before the roll: Contract rooms and Schemes, then roll
prompt-after-roll = Reroll, or keep the roll
prompt-result = The result: Contract rooms and Schemes, then collect it
prompt-captured = Choose the team member who is captured
prompt-injured = Choose the team member who is injured
prompt-power = Give a Power to one of your henchmen
prompt-schemer-injury = Choose the team member your Scheme injures
prompt-confirm-injury = Let the injury stand, or cancel it with a Scheme
prompt-after-action = You have no weeks left: play a Scheme for 2 more, or end your turn

## Board

contract-back = { $difficulty } · team of { $size } · { $trait }
contract-front = Success: { $success }. Failure: { $failure }.
result-line = { $infamy } Infamy, ${ $money }, { $effects }
nothing = nothing
empty = empty
list-pair = { $a }, { $b }
henchman-body = { $kind }{ $injuries ->
        [0] {""}
        [one] {", "}injured (a red heart)
       *[other] {", "}{ $injuries } injuries (red hearts)
    }{ $powers_count ->
        [0] {""}
       *[other] {" with "}{ $powers }
    }
track-order = Player order
tip-die = { $trait } die: { $successes ->
        [one] 1 success
       *[other] { $successes } successes
    }
die-face = { $successes }
attempt-title = { $player } in { $continent } ({ $weeks } weeks)
lackey-uses = The Lackey uses { $trait }.
negative-played = { $player } played a Scheme: { $effect }.
window-open = Opponents decide whether to play a Scheme…
extra-dice = { $count } extra dice
successes-vs-target = { $successes ->
        [one] 1 success
       *[other] { $successes } successes
    }, target { $target }
result-success = Success!
result-failure = Failure…
you-build = You will build { $room }.
you-sell = You will sell { $room }.
has-chosen = { $player } has chosen ({ $cards } cards).
is-choosing = { $player } is choosing ({ $cards } cards).
villain-times = Weeks to A–F: { $times }
villain-ability = { $times }. { $ability }
tip-villain =
    { $villain }: { $body }
    { $state }
tip-villain-ready = The Supervillain is ready.
tip-villain-exhausted = The Supervillain is exhausted.
money = Money
infamy = Infamy
weeks = Weeks
scheme-body = Against: { $negative }. For you: { $positive }.
cleanup-decided = { $player } has decided.
cleanup-deciding = { $player } is deciding.
lair-title = { $player }'s lair

## Board (table)

number = { $n }
tip-trip-weeks = An attempt here costs you { $weeks } weeks.
track-weeks = Weeks
track-next-order = Next order
tip-time-track = Round { $round } has { $weeks } weeks. The token with the most weeks left acts; on a shared space the one on top.
tip-weeks-left = { $player }: { $weeks } weeks left
tip-infamy = { $player }: { $infamy } Infamy
tip-attraction-tracks = Attraction (Beasts / Criminals / Scientists / Mystics): { $players }
tip-attraction-player = { $player } { $beasts } / { $criminals } / { $scientists } / { $mystics }
tip-order-empty = Nobody has run out of time yet.
tip-order = { $player } is number { $place } in the order
tip-money = ${ $money }
tip-underground = The Scheme deck: a visit draws a Scheme card.
tip-lounge = The Mercenary deck: a visit hires a Mercenary for this round.
hospital-body = Heals injuries for ${ $price } each.
contract-back-body = Team of { $size }, { $trait } recommended
contract-decks-title = Contract decks
contract-decks-easy = Easy: { $count }
contract-decks-hard = Hard: { $count }
contract-decks-legendary = Legendary: { $count }
deck-top-body = { $type }; the value is its cost in attraction.
tip-pool-die = { $trait } die, not rolled yet
window-closed = No Scheme was played against this attempt.
lackey-rerolled = The Lackey has rerolled dice.
dice-to-roll = Dice to roll:
dice-rolled = The roll:
composing-title = Your attempt in { $continent } ({ $weeks } weeks)
composing-team = Team: { $picked } of { $size }. Its dice:
draft-title = Room draft — pick { $pick } of { $picks }, cards pass { $clockwise ->
        [1] clockwise
       *[0] counter-clockwise
    }
draft-hand = Your hand ({ $cards } cards): click a room to build it
draft-your-picks = Your picks this round
draft-sold = Sold for its cost
pick-built = built { $room }
pick-sold = sold { $room }
pick-list = So far: { $picks }
lair-title-villain = { $player } · { $villain }
trait-value = { $trait } { $value }
tip-henchman = { $name }: { $traits }{ $injuries ->
        [0] {""}
        [one] {", "}one injury
       *[other] {", "}{ $injuries } injuries
    }{ $powers_count ->
        [0] {""}
       *[other] {"; Powers: "}{ $powers }
    }{ $ready ->
        [1] {""}
       *[0] {" (exhausted)"}
    }
tip-scheme-backs = { $count } hidden Scheme cards
tip-room = { $room }: { $effect }{ $used ->
        [1] {" (used this round)"}
       *[0] {""}
    }

## Score

score-contracts = Contracts
score-rooms = Rooms
score-schemes = Schemes
score-money-bonus = Money bonus
score-henchmen = Henchmen (tie-break)

## Log

log-villain = { $player } plays { $villain }.
log-picked = { $player } has made a secret pick.
log-cleanup-decided = { $player } has decided the clean-up.
log-build = { $player } builds { $room }: { $type } +{ $points }.
log-sell = { $player } sells { $room } for ${ $money }.
log-recruit = { $player } recruits { $henchman } for { $cost } attraction.
log-recruit-stop = Nobody can pay for { $henchman }: no more { $type } this round.
log-room = { $player } uses { $room }.
log-infamy = { $player } gains { $amount } Infamy.
log-money = { $player } takes ${ $amount }.
log-draw-scheme = { $player } draws a Scheme card.
log-you-drew = You drew { $card }.
log-underground = { $player } visits The Underground and draws a Scheme card.
log-lounge = { $player } hires { $henchman } at Lucifer's Lounge.
log-hospital = { $player } pays ${ $money } to heal { $tokens } injuries.
log-pass = { $player } passes.
log-positive = { $player } plays { $card }: { $effect }.
log-negative = { $player } plays { $card } against the attempt: { $effect }.
log-attempt = { $player } attempts the contract in { $continent } with { $size ->
        [one] 1 henchman
       *[other] { $size } henchmen
    } ({ $weeks } weeks).
log-flip = The contract is { $contract }, target { $target }.
log-roll = { $dice ->
        [one] 1 die
       *[other] { $dice } dice
    } rolled: { $successes ->
        [one] 1 success
       *[other] { $successes } successes
    }.
log-reroll = { $player } rerolls { $dice } dice.
log-success = Success: { $successes } against { $target }.
log-failure = Failure: { $successes } against { $target }.
log-reward = { $player } gains { $infamy } Infamy and ${ $money }.
log-steal = { $player } steals ${ $money }.
log-effect-cancelled = An effect on { $player }'s team is ignored.
log-injured = { $henchman } is injured.
log-captured = { $henchman } is captured.
log-power = { $henchman } gains { $power }.
log-unpaid = { $henchman } is not paid and leaves.
log-fired = { $henchman } is fired.
log-salaries = { $player } pays ${ $money } in salaries.
log-bonus = { $player } is { $rank }. in money and gains { $infamy } Infamy.
