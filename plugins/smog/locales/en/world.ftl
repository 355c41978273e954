# Chapters III to VI, the new adversaries and allies, the chapters' special actions, the
# Burning London board, and the story and campaign texts of every chapter (our own words).

option-chapter-3 = III: Death from Below
option-chapter-4 = IV: The Tin Nanny
option-chapter-5 = V: The Palace
option-chapter-6 = VI: Rise of Moloch
chapter-3 = Chapter III: Death from Below
chapter-4 = Chapter IV: The Tin Nanny
chapter-5 = Chapter V: The Palace
chapter-6 = Chapter VI: Rise of Moloch

figure-titus = Titus
figure-hammerlotte = Hammerlotte
figure-lamia = Lamia
figure-moloch-brood = Moloch's Brood
figure-high-priest = High priest
figure-mechanist = Mechanist traitor
figure-urchin = Street urchin
figure-reporter = Reporter
figure-fireman = Fireman

action-seal = { $figure } seals the manhole at { $square }
action-plant = { $figure } plants a bomb at { $square }
action-defuse = { $figure } defuses the bomb at { $square }
action-douse = { $figure } puts out the fire at { $square }
action-leave = { $figure } leaves the scene here

log-seal = { $figure } sealed the manhole at { $square }
log-plant = { $figure } planted a bomb at { $square }
log-defuse = { $figure } defused the bomb at { $square }
log-douse = { $figure } put out the fire at { $square }
log-leave = { $figure } got away
log-ritual = { $figure } completed the ritual at the circle
log-arrive = { $figure } appears at { $square }
log-london-fire = Fire spreads in { $district }
log-london-roll = The Nemesis rolls to set London ablaze: { $roll }
log-london-reroll = The Nemesis throws { $count ->
    [one] one die
   *[other] { $count } dice
} again for London: { $roll }
log-london-crowns = London's roll stands at { $roll }: { $crowns ->
    [one] one crown
   *[other] { $crowns } crowns
}
prompt-london = London's roll: pick the dice to throw again, or keep them ({ $rerolls ->
    [one] last reroll
   *[other] { $rerolls } rerolls left
})

square-sealed = Sealed manhole
square-ritual = Ritual site
square-bomb-site = Where a bomb can be planted
square-bomb = A planted bomb

london-board = Burning London
london-line = { $burning } of { $goal } districts needed are burning · last roll: { $roll }
district-whitechapel = Whitechapel
district-westminster = Westminster
district-southwark = Southwark
district-city = The City
district-soho = Soho
district-mayfair = Mayfair
district-lambeth = Lambeth
district-holborn = Holborn

story-chapter-1 = The curtain rises on smoke instead of a play. Somebody locked the theatre's doors, the clowns in the aisles are not actors, and the fire is already in the stalls. Out, before the roof comes down.
story-chapter-2 = Two brothers run a workshop that builds nothing anyone ordered. The crates in its back rooms hold the cult's letters, if the gentlemen can open them before Tobias and Emerson put them down.
story-chapter-3 = Under Whitechapel the sewers sing. The lamias are rising from the deep, and every open shaft lets more of the dead climb after them. Seal the shafts and keep the serpent women below the streets.
story-chapter-4 = The witness is a child, and the only guardian who can carry her through the quarter is the Tin Nanny. Titus knows the way she must take. Clear her path to the edge of the map.
story-chapter-5 = The cult means to blow the palace sky-high during the ball. The Hammerlotties lead the assault; the gentlemen must hold the halls until the guard arrives, or break the assault by bringing both sisters down.
story-chapter-6 = London burns. At the ritual circle the cult calls up Moloch's Brood, and every rite, every roll of the dark dice, sets another district alight. Destroy the Brood before the city is lost.

campaign-ch1-gentlemen = The gentlemen walked out of the fire with a stone of Moloch in hand and a fresh set of arms.
campaign-ch1-nemesis = The theatre burned with the gentlemen's reputation; the cult gathers ether and allies.
campaign-ch2-gentlemen = The letters name the cult's helpers; one of the Nemesis's powers is exposed and cannot be used next time.
campaign-ch2-nemesis = The brothers' secrets stay buried, and the Nemesis takes a new power for the coming fight.
campaign-ch3-gentlemen = The shafts are sealed; the gentlemen salvage supplies from the sewer's caches.
campaign-ch3-nemesis = The lamias are loose in the city, and the conspiracy grows.
campaign-ch4-gentlemen = The witness talks: a power of the Nemesis is laid bare, and the gentlemen re-arm.
campaign-ch4-nemesis = The witness is lost; the cult's coffers fill with ether.
campaign-ch5-gentlemen = The palace stands. The grateful crown opens its armoury, and two stones of Moloch change hands.
campaign-ch5-nemesis = The palace is in ruins; the cult takes a new power and the city's trust is broken.
campaign-ch6-gentlemen = The Brood is destroyed and the fires die down. London is saved, for now.
campaign-ch6-nemesis = London burns, and Moloch rises over the ashes.

objective-sealed = Manholes sealed: { $count } of { $goal }
objective-breakout = { $figure }: { $count } of { $goal } got away
objective-escort = Bring { $figure } to an exit
objective-bombs = Bombs planted: { $count } of { $goal }
objective-hold = Hold out until the end of round { $rounds }
objective-round-ether = Terror feeds Moloch: each new round brings the Nemesis { $ether } ether, { $per ->
        [one] one
       *[other] { $per }
    } { $counts ->
        [one] if he holds any power card beyond his basic ones (in a campaign only one such card counts, however many he holds)
       *[each] for each power card beyond his basic ones
    }
log-round-ether = The terror feeds the Nemesis: { $ether } ether into his supply
objective-kill-arrives = { $figure } rises in round { $round }
objective-kill = { $figure } still standing: { $alive }

figure-witness = Witness
action-set-down = { $figure } sets { $witness } down on { $square }
action-pick-up = { $figure } picks { $witness } up
action-hand-over = { $figure } hands { $witness } to { $target }
log-set-down = { $figure } set { $witness } down on { $square }
log-pick-up = { $figure } picked { $witness } up
log-hand-over = { $figure } handed { $witness } to { $target }
log-witness-dropped = { $figure } fell and let { $witness } down on { $square }
goal-witness-dies = { $figure } is killed
