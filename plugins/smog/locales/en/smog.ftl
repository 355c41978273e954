# The World of SMOG: Rise of Moloch — English.
# Every message id here must also exist in de/smog.ftl (a unit test checks it).

## Library and setup

game-name = The World of SMOG: Rise of Moloch
game-description = Four gentlemen of the Unicorn Club fight the cult of Moloch through the rainy streets of London. One player is the Nemesis, the others share the gentlemen.
seat-role-nemesis = The Nemesis
seat-role-gentlemen = Gentlemen
game-rules =
    ### Sides {"{#sides}"}
    One player is the Nemesis and commands agents, minions, power cards and a hidden hand of chaos cards. The other players share four gentlemen between them; allies from the chapter help them.

    ### Rounds and activations {"{#rounds}"}
    Each round begins with the command phase: the Nemesis lays all his activation cards face down in his row, then the gentlemen lay theirs. In the activation phase the cards are turned over one by one, the gentlemen's first, alternating between the rows. A gentleman or agent gets two actions: move, attack, rest (gentlemen only: heal 3 and gain 2 ether), revive a fallen friend next to you, or a special action. All minions (or all allies) act together when their card comes up, one action each; several of them attacking the same target attack together with 2 extra dice for every helper.

    ### The scene and movement {"{#scene}"}
    Moving gives as many movement points as agility: 1 per step (also diagonally, unless both ways around the corner are blocked), 1 to open a door for good, 2 to climb through a window. You may pass friends but never enemies. Leaving a square next to a standing enemy costs 1 damage.

    ### Combat {"{#combat}"}
    Melee attacks reach adjacent figures, also through windows. Ranged attacks need a line of sight from centre to centre that crosses no wall or closed door; windows and other standing figures on the line give the target cover. The attacker rolls strength or accuracy dice plus bonuses, the defender rolls agility dice. You may also attack figures that are not enemies, but that should be rare and for a good reason. Hits and hit-plus faces hit; a crown is a hit, or 2 ether for an attacking gentleman. Each dodge blocks a hit, each cover face too when the target is in cover.

    ### Short range {"{#range}"}
    Some weapons, and the ranged attacks of some adversaries and allies, are marked for short range: they reach at most 4 squares (counted like moves, diagonals included). Everything else shoots as far as the line of sight goes. Cards that work "within short range" use the same 4 squares.

    ### Weapon effects and rerolls {"{#effects}"}
    A weapon may offer an extra effect that is paid with ether when the attack is declared. Sweep: one more enemy standing next to the target is attacked by the same roll; it need not be in sight or range, rolls its own defence and never counts as in cover. Knockdown: a figure that takes damage falls over and has to spend an action to stand up; until then it cannot move, attack or use active abilities. Dazed: a figure that takes damage also loses ether (it is gone, not given to anyone), and what it cannot pay it takes as extra damage. Reroll: before the crowns are counted, the attacker may roll any of his dice again, each die at most once. Fire: if the roll hits at all, a fire marker goes onto the target's square. Some gifts and cards give these effects without ether.

    ### Special abilities {"{#abilities}"}
    Some gentlemen and adversaries have special abilities; allies never have any. Charge (1 ether and 1 action): pick a figure in sight that you can reach but that does not stand next to you, walk to a square next to it and attack it in melee at once. Elusive (1 ether when attacked, before the defence roll): roll 3 more defence dice. Counterattack (after an attack on you, if you can still fight): strike back at the attacker with an attack of your own, paying 1 ether on top of what that attack costs; nobody strikes back at a counterattack. Damon Smith's Pyromaniac adds one attack die for every ether he spends on it, on outdoor squares only.

    ### The Nemesis and the Price of Power {"{#nemesis}"}
    Every ether a gentleman spends goes to the Nemesis, who shares it out at once over his agents and power cards as he likes, even in the middle of a gentleman's turn (the Price of Power); a card may hold any amount. The Nemesis may use one power card in each of his activations and all of them when the chaos card comes up. Chaos cards marked "any time" may also be played in the gentlemen's and the allies' activations: at the start of each one, after every step (an ally's too) and after every action. Cards played "when a gentleman is attacked" come after the attack roll and before his defence roll: Cruel Blow counts one hit more on him, Treacherous Footing takes two of his defence dice.

    ### A gentleman's sheet {"{#sheet}"}
    A gentleman's sheet shows his agility (movement points and defence dice), accuracy (ranged attack dice) and strength (melee attack dice), his damage boxes with the left and the right cross, his ether (up to its maximum) and his arsenal slots: every weapon or arsenal item takes one; utensils, artefacts, advantage, role and suffering cards take none.

    A gentleman who takes damage up to his left cross draws a suffering card (most stay with him until a stated condition ends them; Lost Item costs him the utensil he has carried longest at once); at the sum of both crosses he is defeated, lies down, the Nemesis gains 2 ether and the death marker moves. Unless a friend revives him first, his whole next activation goes into getting back up; he cannot skip it.

    ### Fire {"{#fire}"}
    Figures starting their activation in fire or entering it take 1 damage. When the fire is handled in the clean-up, outdoor fire is washed away by the rain and every indoor fire spreads to one adjacent square (the Nemesis picks the squares and their order), through doors (burning them) and windows but never through walls or over red edges.

    ### The clean-up {"{#cleanup}"}
    After the last activation card, the chapter's end conditions are checked first: if either side has reached its goal, or the last round is over, the chapter ends right there. Otherwise the round marker moves on, the fire is handled as described above, and both sides take their activation cards back for the next round.

    ### Standing orders {"{#orders}"}
    Without orders, the game asks the Nemesis where each received ether goes and, at the chaos windows at the start of each gentleman's activation and after each action, whether he plays a card; he is asked the same way whatever he holds. The same holds for the window before a gentleman's defence roll, which asks him unless his window order is "never". Standing orders answer these questions at once instead: all received ether to one place, or first fill one place up to an amount and the rest elsewhere; chaos cards that play themselves at the first window where they have an effect; and whether the windows ask him after every step, only at the start and after every action, or never (then only his card orders play). At a table where the device is passed around, orders spare the players from handing it over at every step.

    Some cards break in, and the player they belong to is asked at that moment: a Guardian Angel may step in front of a friend the Nemesis attacks and take the attack himself; a Taunt pulls enemies towards the monster square by square; Blind Rage lets the Nemesis charge at once with the gentleman who drew it; Sacrifice gives its gentleman a free attack at once, after which he takes 2 damage. A suffering card drawn during an attack or a move acts as soon as that attack or move is over.

    ### Chapter rules {"{#chapters}"}
    Some chapters add rules of their own. Locked doors (Chapter II, the workshop) are walls to everyone: nobody steps, sees or burns through them until Blackmore, standing beside one, unlocks it with an action; after that it is an ordinary closed door. In Chapter IV the Tin Nanny carries the witness, a child who never fights. Whoever carries her has his hands full: no attack at all and 1 movement point less. With an action her carrier sets her down on a free square beside him or hands her to a friend beside him, and a gentleman or ally beside her picks her up; when her carrier falls, she is let down next to him. On her own feet she walks slowly in the allies' activation and can be attacked. The gentlemen win when she gets out through an exit, carried or walking; the Nemesis wins when she is killed.
option-chapter = Chapter
option-chapter-description = The chapter played, or the one a campaign begins with.
option-chapter-1 = I: A Tight Spot
option-chapter-2 = II: Blood Brothers
option-level = Level
option-level-description = How many extras each side starts with, on top of the chapter's set-up.
option-level-moderate = Moderate
option-level-balanced = Balanced (recommended)
option-level-lots = Lots helps lots
option-level-moderate-description = Gentlemen: 6 equipment, 4 advantages · Nemesis: 4 conspiracy points, 1 extra power.
option-level-balanced-description = Gentlemen: 11 equipment, 6 advantages · Nemesis: 8 conspiracy points, 2 extra powers.
option-level-lots-description = Gentlemen: 15 equipment, 8 advantages · Nemesis: 10 conspiracy points, 4 extra powers.
option-bench = Gentleman sitting out
option-bench-description = Four of the five gentlemen play; this one stays at the club.

## Phases and status

phase-setup = Preparing the chapter
phase-command = Round { $round }: command phase
phase-activation = Round { $round }: activation phase
phase-fire = Round { $round }: the fire spreads
phase-over-nemesis = The Nemesis wins the chapter
phase-over-gentlemen = The gentlemen win the chapter
chapter-1 = Chapter I: A Tight Spot
chapter-2 = Chapter II: Blood Brothers
headline-round = Round { $round } of { $rounds }
headline-activation = Round { $round } of { $rounds } · Activation { $activation } of { $activations }
status-phase-command = command phase: both sides place their activation cards
status-phase-activation = activation phase
status-phase-acting = now: { $card }
status-phase-fire = the fire spreads
status-line = Round { $round } of { $rounds } · defeats { $deaths }
status-join = { $a } · { $b }
status-searched = crates searched { $count }
status-escaped = escaped { $count }

## Figures

figure-major = Major Dreadful
figure-walther = Walther Cavendish
figure-abigail = Abigail Sutherland
figure-emma = Emma Swanson
figure-drago = Drago
figure-killer-clown = Killer clown
figure-shambling-zombie = Shambling zombie
figure-burning-zombie = Burning zombie
figure-shredded-zombie = Shredded zombie
figure-guard = Guard
figure-damon = Damon Smith
figure-tobias = Tobias
figure-emerson = Emerson
figure-bobby = Bobby
figure-blackmore = Blackmore
figure-tin-nanny = Tin Nanny
figure-unknown = Someone
nobody = nobody
nothing = nothing
and = { $a } and { $b }
attr-agility = agility
attr-accuracy = accuracy
attr-strength = strength

## Activation cards and the board

act-gentleman = { $figure }
act-agent = { $figure }
act-minions = Minions
act-allies = Allies
act-chaos = Chaos activation
activation-board = Activation board
back-nemesis = Nemesis
back-gentlemen = Unicorn Club
hop-step = step to { $square }
hop-door = open the door towards { $square }
hop-climb = climb through the window to { $square }
face-hit = hit
face-hit-plus = hit-plus
face-crown = crown
face-dodge = dodge
face-cover = cover
dice-attack = Attack
dice-defence = Defence
square-crate = Crate
square-manhole = Manhole cover
square-rubble = Rubble
square-exit = Exit
square-fire = Fire
piece-tooltip = { $figure }: { $damage } of { $life } damage, { $ether } ether
sheet-attributes = Agility { $agility } · accuracy { $accuracy } · strength { $strength }
counter-life = Life
counter-ether = Ether
sheet-upkeep = { $ether } ether on upkeep
sheet-defeated = { $figure } (defeated)
sheet-escaped = { $figure } (escaped)
nemesis-board = Nemesis board
nemesis-line = Supply { $supply } · defeats { $deaths } · question mark { $question } · conspiracy { $conspiracy }
agent-line = { $figure }: { $damage } of { $life } damage, { $ether } ether
orders-line = Standing orders for received ether: { $target }; { $cards ->
        [one] one chaos card plays by itself
       *[other] { $cards } chaos cards play by themselves
    }
chaos-hand = Chaos cards

## Actions

action-version = { $sheet }: version { $version }
action-take-power = Take the power card { $card }
adv-supply = Buy +2 ether supply
adv-coverdodge = Buy for { $target }: cover counts as a dodge
adv-minionhitplus = Buy for { $target }: hit-plus counts twice
adv-agentlife = Buy for { $target }: +5 life
adv-agentattr = Buy for { $target }: +1 { $attr }
adv-minionagility = Buy for { $target }: +1 agility
action-role = Give { $card } to { $figure }
action-advantage = { $figure } takes { $card }
action-leader = { $figure } leads the gentlemen
action-extra = Give the further advantage cards
choice-extra = { $figure } takes a further advantage card
prompt-leader = Name the gentleman who leads the group
prompt-extra = Pick { $count } different gentlemen, each to choose one more advantage card
prompt-version = Choose the version of { $sheet } for this chapter
prompt-powers = Take { $count ->
    [one] one more power card
   *[other] { $count } more power cards
}
prompt-conspiracy = Spend conspiracy points on advantages for your side, or choose Done
prompt-roles = The leader hands each gentleman without a role one of the role cards left
group-for-figure = For { $figure }
short-role = { $card }
short-give = To { $figure }
short-give-discard = To { $figure }, who discards { $discard }
short-give-back = Put it back
prompt-advantages = { $figure } picks { $count ->
    [one] one advantage card
   *[other] { $count } advantage cards
}
prompt-share = The leader shares out the equipment drawn for this chapter
version-summary = Agility { $agility } · accuracy { $accuracy } · strength { $strength } · life { $life }
action-give = Give { $card } to { $figure }
action-give-discard = Give { $card } to { $figure }, who discards { $discard }
action-give-back = Put { $card } back
action-ready = Done
action-row = Place the activation row
action-move = { $figure }: move, { $hop }
action-pass = Pass { $card } to { $figure }
action-pass-discard = Pass { $card } to { $figure }, who discards { $discard }
action-end-move = End the move
action-attack = { $figure } attacks { $target }
action-charge = { $figure } charges { $target } from { $square }
action-charge-friend = { $figure } charges { $target } from { $square } (not an enemy!)
action-rest = { $figure } rests
action-revive = { $figure } revives { $target }
action-self-revive = { $figure } gets back up
action-stand-up = { $figure } stands up
action-escape = { $figure } escapes
action-search = { $figure } searches the crate at { $square }
action-use = { $figure } uses { $card } on { $target }
action-upkeep = { $figure } channels the senses (upkeep)
action-lead = { $figure } gives { $target } an order
action-power = Power: { $card } on { $on }
action-chaos = Chaos card: { $card } on { $on }
action-power-plain = Power: { $card }
action-chaos-plain = Chaos card: { $card }
card-on-both = { $figures } at { $square }
card-on-square = { $square }
action-end-activation = End the activation
action-reroll = Reroll { $count ->
        [0] no dice
        [one] one die
       *[other] { $count } dice
    }
action-crowns = { $count ->
        [0] All crowns as hits
        [one] One crown as 2 ether
       *[other] { $count } crowns as 2 ether each
    }
action-defend = Defend{ $elusive ->
        [0] {""}
       *[other] {" "}with Elusive (+3 dice)
    }{ $bonuses ->
        [0] {""}
       *[other] {" "}and { $bonuses } defence bonus(es)
    }
action-counter = Counterattack (1 ether)
action-no-counter = No counterattack
action-fire = Spread the fire from { $from } to { $square }
action-orders = Standing orders: received ether all to { $target }
action-orders-cards = Standing orders: { $cards ->
        [0] no chaos card automatic
        [one] one chaos card automatic
       *[other] { $cards } chaos cards automatic
    }
action-orders-ask-ether = Standing orders: ask me where received ether goes
action-orders-fill = Standing orders: received ether first fills { $target } up to { $count }
action-orders-no-fill = Standing orders: fill no place first
action-orders-window = Standing orders: { $window ->
        [steps] ask me at every chaos window
        [actions] ask me at chaos windows only at the start and after actions
       *[never] never ask me at chaos windows, my card orders answer them
    }
orders-ether-asked = ask me each time
orders-fill-line = Received ether first fills { $target } up to { $count }.
orders-window-line = { $window ->
        [steps] Chaos windows ask you at the start, after every step and after every action.
        [actions] Chaos windows ask you at the start and after every action.
       *[never] Chaos windows never ask you: your card orders answer them.
    }
prompt-ether-receive = The Price of Power: share out { $count } received ether over your agents and power cards
prompt-chaos-window = { $figure }'s activation: play an "any time" chaos card?
action-distribute-one = One ether to { $target }
action-distribute-all = All the rest to { $target }
action-pass-window = Play no chaos card
log-distribute = The Nemesis puts { $count } received ether on { $target }

## Composing a move

choice-attacker = Attack with { $figure }
choice-bond = Symbiotic Bond: { $figure } shoots
choice-melee = Melee
choice-ranged = Ranged
choice-target = Target: { $figure }
choice-target-friend = Target: { $figure } (not an enemy!)
tip-not-enemy = Allowed, but it should be for a good reason: this figure is on your side.
choice-unarmed = Bare hands
choice-ether = { $count ->
        [0] No ether effect
       *[other] Pay { $count } ether for the weapon's effect
    }
choice-sweep = Also hit { $figure } (sweep)
choice-no-sweep = No second target
choice-helper = { $figure } joins the attack
choice-die = Reroll die { $die }
gift-steam-fist = Steam Fist
gift-buckshot = Buckshot
gift-pyromaniac = Pyromaniac
prompt-row = Choose the card for place { $space } of your row
prompt-reroll = Pick the dice to reroll
prompt-attack-kind = Melee or ranged?
prompt-target = Choose the target
prompt-weapon = Choose the weapon
prompt-ether = Pay for the weapon's ether effect?
prompt-pyromaniac = Pyromaniac: how much ether for as many extra dice?
prompt-sweep = Choose a second target next to the first
prompt-attack-extras = Add helpers or bonuses, or attack now

## Log

log-prevent = { $card } absorbs damage
log-damage = { $figure } takes { $amount } damage
log-spare-parts = Spare parts: Tobias pays for { $count } zombies
log-suffering = { $figure } suffers: { $card }
log-defeated = { $figure } is defeated
log-attack = { $attacker } attacks { $target } with { $dice } dice: { $roll }
log-grip = Shadow Grip seizes { $target }: { $dice } dice: { $roll }
log-reroll = Rerolled: { $roll }
log-crowns = { $figure } takes { $count ->
        [one] one crown
       *[other] { $count } crowns
    } as ether
log-defence = { $figure } defends with { $dice } dice: { $roll } against { $hits } hits, { $damage } damage
log-knocked = { $figure } is knocked down
log-counter = { $figure } strikes back
log-row-nemesis = The Nemesis has placed his activation cards
log-row-gentlemen = The gentlemen have placed their activation cards
log-reveal = Revealed: { $card }
log-win-nemesis = The Nemesis wins the chapter
log-win-gentlemen = The gentlemen win the chapter
log-round = Round { $round } begins
log-command = Command phase
log-fire = Fire spreads to { $square }
log-walk = { $figure } walks { $path }
log-door = { $figure } opens a door
log-charge = { $figure } charges { $target }
log-rest = { $figure } rests and heals { $healed }
log-revive = { $figure } is back on their feet
log-escape = { $figure } escapes
log-search = Crate searched ({ $count } so far)
log-found = Found in the crate: { $card }
log-upkeep = { $figure } pays upkeep
log-lead = { $figure } acts on the leader's order
log-pass = { $card } handed to { $figure }
log-discard-arsenal = { $figure } discards { $discard } to make room
log-use = { $figure } uses { $card }
log-power = The Nemesis uses { $card }
log-chaos = The Nemesis plays { $card }
log-summon = { $count ->
        [0] No minion appears
        [one] One minion appears
       *[other] { $count } minions appear
    }
log-elusive = { $figure } is elusive
log-orders = You changed your standing orders
action-no-prevent = Take the damage
action-prevent = Absorb it with { $card }
action-place = Place { $figure } on { $square }
action-end-placing = Place no more
action-no-spare-parts = No spare parts
action-orders-minion = Standing orders: summons bring { $figure }
choice-charge-attack = Finish the charge: attack
log-place = { $figure } appears on { $square }
orders-minion-line = Summons by standing orders bring { $figure }, on the squares nearest to the gentleman.
figure-any-minion = the minion type with the most figures left
prompt-place = Place the summoned figures: { $count } left
prompt-prevent-step = { $figure } is about to take damage: use a prevention card?
prompt-prevent = { $figure } would take { $damage } damage: use a prevention card?
prompt-counter = { $figure } may strike back
