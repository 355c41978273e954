# Cards of the full decks (designs D-06 to D-11) and the rules of the cards that break into
# the flow (Guardian Angel, Imitator, Taunt, Blind Rage, Sacrifice, Smog, Puppet Strings).

## Arsenal: simple
card-pepperbox = Pepperbox pistol
card-pepperbox-text = Ranged, short range, +1 accuracy. Ether 1: 1 more die.
card-crowbar = Crowbar
card-crowbar-text = Melee, +1 strength. Ether 1: knockdown.
card-hunting-rifle = Hunting rifle
card-hunting-rifle-text = Ranged, +1 accuracy. Ether 1: the defender rolls one die fewer.
card-brass-knuckles = Brass knuckles
card-brass-knuckles-text = Melee. Pay 1 or 2 ether for as many extra dice.
card-derringer = Derringer
card-derringer-text = Ranged, short range. Ether 1: reroll any of your dice once.
card-sabre = Sabre
card-sabre-text = Melee, +1 strength. Ether 1: sweep one more enemy next to the target.
card-padded-jacket = Padded jacket
card-padded-jacket-text = Item. Defence bonus, 1 ether: roll 2 more defence dice.
card-hobnailed-boots = Hobnailed boots
card-hobnailed-boots-text = Item. +1 movement point in every move action.

## Arsenal: special
card-harpoon-gun = Harpoon gun
card-harpoon-gun-text = Ranged, short range, +2 accuracy. Ether 1: dazed (the target loses 1 ether or takes 1 more damage).
card-steam-hammer = Steam hammer
card-steam-hammer-text = Melee, +2 strength. Ether 1: sweep one more enemy next to the target.
card-lightning-gun = Lightning gun
card-lightning-gun-text = Ranged, +1 accuracy. Pay up to 3 ether for as many extra dice.
card-incendiary-rifle = Incendiary rifle
card-incendiary-rifle-text = Ranged, +2 accuracy. Ether 1: with at least one hit, the target's square catches fire.
card-leech-blade = Leech blade
card-leech-blade-text = Melee, +1 strength. Ether 1: heal 1 for every damage the attack deals.
card-gyro-shield = Gyro shield
card-gyro-shield-text = Item. Defence bonus, 1 ether: roll 3 more defence dice.
card-surgeons-kit = Surgeon's kit
card-surgeons-kit-text = Item. Free action, 1 ether: you or an adjacent gentleman heals up to 3.
card-clockwork-legs = Clockwork legs
card-clockwork-legs-text = Item. +2 movement points in every move action.
card-ether-battery = Ether battery
card-ether-battery-text = Item. Your ether maximum is 2 higher.

## Arsenal: royal
card-guards-sabre = Guards' sabre
card-guards-sabre-text = Melee, +3 strength. Ether 1: knockdown.
card-duelling-pistols = Duelling pistols
card-duelling-pistols-text = Ranged, +2 accuracy. Ether 1: reroll any of your dice once.
card-dragon-rifle = Dragon rifle
card-dragon-rifle-text = Ranged, +3 accuracy. Ether 1: with at least one hit, the target's square catches fire.
card-royal-halberd = Royal halberd
card-royal-halberd-text = Melee, +3 strength. Ether 1: the defender rolls two dice fewer.
card-royal-cuirass = Royal cuirass
card-royal-cuirass-text = Item. Roll 2 more dice whenever you defend.
card-crown-jewel = Crown jewel
card-crown-jewel-text = Item. Every attack you make rolls 1 more die.

## Utensils
card-laudanum = Laudanum
card-laudanum-text = Utensil. Free action: heal up to 4, then discard.
card-stout-umbrella = Stout umbrella
card-stout-umbrella-text = Utensil. When you would take damage, it can absorb up to 2 of it; then discard.
card-dynamite = Dynamite
card-dynamite-text = Utensil. Action: an attack of 4 dice against every figure next to you, friend or foe, without cover; then discard.
card-field-kit = Field kit
card-field-kit-text = Utensil. Free action: you or an adjacent gentleman heals up to 3, then discard.
card-strong-coffee = Strong coffee
card-strong-coffee-text = Utensil. Free action: gain 3 ether, then discard.

## Artefacts
card-rabbits-foot = Rabbit's foot
card-rabbits-foot-text = Artefact, kept. Roll 1 more die whenever you defend.
card-seven-league-boots = Seven-league boots
card-seven-league-boots-text = Artefact, kept. +1 movement point in every move action.
card-ether-lens = Ether lens
card-ether-lens-text = Artefact, kept. Your ether maximum is 1 higher.
card-oaken-heart = Oaken heart
card-oaken-heart-text = Artefact, kept. One extra cross: damage lands there first.
card-elixir = Elixir
card-elixir-text = Artefact. Free action: heal up to 3, then discard.
card-thunder-orb = Thunder orb
card-thunder-orb-text = Artefact. Action: an attack of 5 dice against every figure next to you, friend or foe, without cover; then discard.
card-scarab-amulet = Scarab amulet
card-scarab-amulet-text = Artefact. When you would take damage, it can absorb up to 5 of it; then discard.
card-healing-stone = Healing stone
card-healing-stone-text = Artefact. Free action: you or an adjacent gentleman heals up to 4, then discard.
card-spirit-lamp = Spirit lamp
card-spirit-lamp-text = Artefact. Free action: gain 4 ether, then discard.
card-sun-disc = Sun disc
card-sun-disc-text = Artefact, kept. Every attack you make rolls 1 more die.
card-hawk-eye = Hawk's eye
card-hawk-eye-text = Artefact, kept. Every ranged attack you make rolls 1 more die.

## Moloch stones
card-stone-of-fury = Stone of Fury
card-stone-of-fury-text = Moloch stone, for a gentleman or an agent. Every melee attack rolls 1 more die.
card-stone-of-aim = Stone of Aim
card-stone-of-aim-text = Moloch stone, for a gentleman or an agent. Every ranged attack rolls 1 more die.
card-stone-of-might = Stone of Might
card-stone-of-might-text = Moloch stone, for a gentleman or an agent. Every attack rolls 1 more die.
card-stone-of-warding = Stone of Warding
card-stone-of-warding-text = Moloch stone, for a gentleman or an agent. Roll 1 more die whenever you defend.
card-stone-of-swiftness = Stone of Swiftness
card-stone-of-swiftness-text = Moloch stone, for a gentleman or an agent. +1 movement point in every move action.
card-stone-of-life = Stone of Life
card-stone-of-life-text = Moloch stone. A gentleman gets 2 extra crosses, an agent 2 more life.
card-stone-of-ruin = Stone of Ruin
card-stone-of-ruin-text = Moloch stone, for a gentleman or an agent. When attacking, a hit-plus counts as 2 hits.
card-stone-of-shadows = Stone of Shadows
card-stone-of-shadows-text = Moloch stone, for a gentleman or an agent. When defending, a cover face counts as a dodge.

## Advantage cards
card-guardian-angel = Guardian Angel
card-guardian-angel-text = Knight. 1 ether: when the Nemesis attacks a gentleman or ally within 4 squares and in your sight, step onto a free square next to him and take the attack yourself.
card-field-surgeon = Field surgeon
card-field-surgeon-text = Knight. Action, 1 ether: you or an adjacent gentleman heals up to 3.
card-battle-trance = Battle trance
card-battle-trance-text = Knight. Upkeep 1: every attack you make rolls 1 more die.
card-steady-aim = Steady aim
card-steady-aim-text = Knight. Attack bonus, 1 ether: +2 dice at range.
card-second-wind = Second wind
card-second-wind-text = Knight. Bonus action, 1 ether: heal up to 2.
card-stalwart = Stalwart
card-stalwart-text = Knight. Defence bonus, 1 ether: roll 2 more defence dice.
card-arcane-focus = Arcane focus
card-arcane-focus-text = Arcanist. Attack bonus, 1 ether: +2 dice on any attack.
card-mending-touch = Mending touch
card-mending-touch-text = Arcanist. Action, 1 ether: you or an adjacent gentleman heals up to 3.
card-warding-sigil = Warding sigil
card-warding-sigil-text = Arcanist. Defence bonus, 1 ether: roll 2 more defence dice.
card-meditation = Meditation
card-meditation-text = Arcanist. Action: gain 3 ether.
card-inner-light = Inner light
card-inner-light-text = Arcanist. Bonus action, 1 ether: heal up to 2.
card-ether-shield = Ether shield
card-ether-shield-text = Arcanist. Upkeep 1: roll 2 more dice whenever you defend.
card-steam-injector = Steam injector
card-steam-injector-text = Mechanist. Bonus action: gain 1 ether.
card-repair-kit = Repair kit
card-repair-kit-text = Mechanist. Action: heal up to 4.
card-overdrive = Overdrive
card-overdrive-text = Mechanist. Upkeep 1: +2 movement points in every move action.
card-reinforced-plating = Reinforced plating
card-reinforced-plating-text = Mechanist. One extra cross: damage lands there first.
card-auto-medic = Auto-medic
card-auto-medic-text = Mechanist. Bonus action, 1 ether: you or an adjacent gentleman heals up to 2.
card-ether-capacitor = Ether capacitor
card-ether-capacitor-text = Mechanist. Your ether maximum is 2 higher.
card-imitator = Imitator
card-imitator-text = Dilettante. Free action, 1 ether: choose an advantage card of a gentleman in your sight; until the start of your next activation you have it too.
card-fencing-lessons = Fencing lessons
card-fencing-lessons-text = Dilettante. Attack bonus, 1 ether: +2 dice in melee.
card-first-aid = First aid
card-first-aid-text = Dilettante. Action: you or an adjacent gentleman heals up to 2.
card-fortunes-favour = Fortune's favour
card-fortunes-favour-text = Dilettante. Roll 1 more die whenever you defend.
card-light-feet = Light feet
card-light-feet-text = Dilettante. +1 movement point in every move action.
card-keen-eye = Keen eye
card-keen-eye-text = Dilettante. Upkeep 1: every ranged attack you make rolls 2 more dice.
card-taunt = Taunt
card-taunt-text = Monster. Action, 1 ether: up to 3 enemies in your sight come up to 3 squares each towards you (you choose their steps; they take no disengagement damage).
card-regeneration = Regeneration
card-regeneration-text = Monster. Bonus action, 1 ether: heal up to 2.
card-berserk = Berserk
card-berserk-text = Monster. Upkeep 1: every melee attack you make rolls 2 more dice.
card-bounding-leap = Bounding leap
card-bounding-leap-text = Monster. +2 movement points in every move action.
card-tough-as-nails = Tough as nails
card-tough-as-nails-text = Monster. Roll 1 more die whenever you defend.
card-savage-strength = Savage strength
card-savage-strength-text = Monster. Attack bonus, 2 ether: +3 dice in melee.

## Power and chaos cards
card-puppet-strings = Puppet Strings
card-puppet-strings-text = Power, 3 ether: move one agent or minion up to 3 squares; it takes no disengagement damage.
card-smog = Smog
card-smog-text = Power, 2 ether: a cloud of 3 by 3 squares near a gentleman; until the clean-up no line of sight passes through it.
card-ether-leech = Ether Leech
card-ether-leech-text = Any time: a gentleman within 4 squares of an agent loses 2 ether.
card-quick-march = Quick March
card-quick-march-text = Minion activation: an agent or minion makes one move action now.

## Suffering cards
card-blind-rage = Blind Rage
card-blind-rage-text = At once the Nemesis may charge with your gentleman: any figure in his sight, free of ether, without disengagement damage.
card-sacrifice = Sacrifice
card-sacrifice-text = You may make one attack at once, out of turn; then you take 2 damage, whether you attacked or not.

## Moves and logs
action-guard = { $figure } steps in on { $square } and takes the attack
action-no-guard = { $figure } lets the attack go on
action-imitate = { $figure } copies { $card }
action-pull = Pull { $figure } to { $square }
action-end-pull = Pull no further
action-rage = Blind Rage: charge { $target } from { $square }
action-forgo-rage = Let the Blind Rage pass
action-forgo-sacrifice = No Sacrifice attack (the 2 damage still come)
choice-sacrifice-attack = Sacrifice: attack now
prompt-guardian = { $target } is attacked: may the Guardian Angel step in?
prompt-pull = Taunt: pull the enemies towards you, square by square
prompt-rage = Blind Rage: charge with { $figure }?
prompt-sacrifice = Sacrifice: { $figure } may attack now, then takes 2 damage
log-guardian = { $figure } steps in front of { $target } and takes the attack
log-imitate = { $figure } copies { $card }
log-rage = In blind rage { $figure } charges
log-smog = Smog settles around { $square }
square-smog = Smog: no line of sight through this square until the clean-up
sheet-upkept = { $card }: upkeep paid until his next activation
log-upkeep-card = { $figure } keeps up { $card }

## Chaos cards when a gentleman is attacked, Lost Item (issue 24)
card-treacherous-footing = Treacherous Footing
card-treacherous-footing-text = When a gentleman is attacked, after the attack roll: he rolls 2 dice fewer in his defence.
card-cruel-blow = Cruel Blow
card-cruel-blow-text = When a gentleman is attacked, after the attack roll: the attack counts 1 hit more on him.
card-lost-item = Lost Item
card-lost-item-text = The utensil you have carried longest slips from your pocket and is gone; without a utensil, nothing happens.
prompt-fight-chaos = { $figure } is attacked: a chaos card before his defence roll, or pass
log-lost-item = { $figure } loses { $card }
prompt-chaos-window-allies = The allies' activation ({ $figure }): play an "any time" chaos card?
piece-tooltip-carrying = { $figure }; carrying the witness: no attacks, 1 movement point less
action-unlock = { $figure } unlocks the door to { $square }
log-unlock = { $figure } unlocks the door to { $square }
edge-locked = Locked door: nobody passes, sees or burns through it until { $figure } unlocks it
