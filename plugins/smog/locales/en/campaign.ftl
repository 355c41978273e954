# The campaign and the intermezzo (campaign/*.rs). Our own wording.

option-mode = Mode
option-mode-description = One chapter on its own, or a campaign from the chosen chapter through to the finale.
option-mode-one-shot = One-shot
option-mode-campaign = Campaign
option-mode-one-shot-description = The chosen chapter alone, with the chosen level's extras.
option-mode-campaign-description = Every chapter in a row to the finale; a later start is set up as that chapter's one-shot.

profession-knight = knight
profession-mechanist = mechanist
profession-arcanist = arcanist
profession-dilettante = dilettante
profession-monster = monster

phase-intermezzo = Intermezzo before chapter { $chapter }
phase-campaign-nemesis = Campaign over after { $chapters } chapters: the Nemesis won the finale
phase-campaign-gentlemen = Campaign over after { $chapters } chapters: the gentlemen won the finale

log-campaign-nemesis = The Nemesis wins the finale and with it the campaign.
log-campaign-gentlemen = The gentlemen win the finale and with it the campaign.
log-carry-over = The chapter is cleared: equipment, advantage and power cards stay; damage, ether and chaos cards go.
log-intermezzo = The intermezzo begins: the shops and the location cards are laid out.
log-visit = { $figure } visits { $place } (+{ $points } conspiracy for the Nemesis).
log-campaign-power = The Nemesis takes the power card { $card } for the campaign.
log-swap = { $into } takes the place of { $out }.
log-next-chapter = Chapter { $chapter } is set up.
log-sabbath = The Sabbath cancels the activation of { $card }.
log-seance = Séance: { $card } must open the Nemesis's row this round.

place-bazaar = Hardy's Bazaar, pair { $space }
place-wilkinson = Wilkinson's: { $card }
place-market = the Shadow Market: { $card }
place-club = the Unicorn Club: { $card }
place-location = { $card }

action-visit = { $figure } visits { $place }
action-pick = Take { $card }
action-name = Name { $card }
action-return-advantage = Return the advantage card { $card }
action-set-aside = Leave { $card } out of the next chapter
action-return-power = Return the power card { $card } to the deck
action-stone = Give the Moloch stone { $card } to { $figure }
action-swap = { $into } replaces { $out }
action-swap-done = Keep the line-up
action-new-leader = { $figure } leads the next chapter

intermezzo-heading = Intermezzo before chapter { $chapter }
intermezzo-board = Intermezzo board
intermezzo-line = Conspiracy gained in this intermezzo: { $gained } (the Nemesis holds { $conspiracy } for the next set-up)
intermezzo-order = Still to visit: { $figures }
board-bazaar = Hardy's Bazaar ({ $points } conspiracy)
board-wilkinson = Wilkinson's ({ $points } conspiracy)
board-market = Shadow Market ({ $points } conspiracy)
board-club = Unicorn Club ({ $points } conspiracy)
board-locations = Location cards
top-hat-taken = Top-hat space taken by { $figure }
location-only = Only: { $professions }

stage-visit = The gentlemen visit the places, the leader first.
stage-choose = { $figure } takes a card of his choice.
stage-advantages = { $figure } takes an advantage card of his profession.
stage-return = { $figure } holds four advantage cards and returns one.
stage-set-aside = The Nemesis leaves { $count ->
        [one] one power card
       *[other] { $count } power cards
    } out of the next chapter.
stage-powers = The Nemesis takes a power card ({ $held } of 6 held; at 6 he returns one first).
stage-stone = The Nemesis gives a Moloch stone to an agent of the next chapter.
stage-swap = The gentlemen may swap gentlemen (a new profession brings an advantage card).
stage-leader = The gentlemen choose the leader of the next chapter.

gentleman-benched = { $figure } (sitting out)
kit-advantages = Advantage cards: { $count } of { $max }
kit-powers = Power cards: { $count } of { $max }
kit-stone = Moloch stone { $card } with { $figure }
kit-stash = Shared equipment nobody carries:
once-sabbath = { $figure } may cancel one agent activation in the next chapter (Sabbath).
once-seance = { $figure } may name the card opening one of the Nemesis's rows in the next chapter (Séance).
once-no-fire = Next chapter: it starts without fire.
once-fewer-minions = Next chapter: { $count ->
        [one] one minion stays
       *[other] { $count } minions stay
    } away.
once-extra-round = Next chapter: one round more.
once-chaos-minus = Next chapter: the Nemesis starts with one chaos card fewer.

campaign-history = Campaign
campaign-line = Campaign from chapter { $first } to the finale, chapter { $finale }: { $played ->
        [0] no chapter played yet
        [one] one chapter played
       *[other] { $played } chapters played
    }
end-chapter-nemesis = Chapter { $chapter }: won by the Nemesis
end-chapter-gentlemen = Chapter { $chapter }: won by the gentlemen
history-nemesis = Chapter { $chapter }: the Nemesis won (round { $rounds }, { $deaths } defeats); intermezzo: +{ $conspiracy } conspiracy
history-gentlemen = Chapter { $chapter }: the gentlemen won (round { $rounds }, { $deaths } defeats); intermezzo: +{ $conspiracy } conspiracy
history-visit = { $figure } went to { $place }
campaign-won-nemesis = The Nemesis has won the campaign.
campaign-won-gentlemen = The gentlemen have won the campaign.

location-sabbath = Sabbath
location-sabbath-text = Arcanist only. Once in the next chapter, when an agent's card is revealed, you may cancel that activation.
location-seance = Spiritualist Séance
location-seance-text = Arcanist only. Once in the next chapter, at the start of a command phase, name one of the Nemesis's activation cards: it must open his row.
location-buckingham-palace = Buckingham Palace
location-buckingham-palace-text = Knight or dilettante only. Take one royal arsenal card of your choice.
location-seasoned-mentor = Seasoned Mentor
location-seasoned-mentor-text = Knight or dilettante only. Take two advantage cards of your profession.
location-tower-armoury = Tower Armoury
location-tower-armoury-text = Knight only. Take one special arsenal card of your choice.
location-lambeth-foundry = Lambeth Foundry
location-lambeth-foundry-text = Mechanist only. Take one special arsenal card of your choice.
location-brass-works = Brass Works
location-brass-works-text = Mechanist only. Draw three utensils.
location-british-museum = British Museum
location-british-museum-text = Take one artefact of your choice.
location-curiosity-shop = Curiosity Shop
location-curiosity-shop-text = Draw one artefact.
location-apothecary = Apothecary
location-apothecary-text = Draw two utensils.
location-gunsmiths-alley = Gunsmiths' Alley
location-gunsmiths-alley-text = Draw two simple arsenal cards.
location-fire-brigade = Fire Brigade
location-fire-brigade-text = The next chapter starts without its fire.
location-scotland-yard = Scotland Yard
location-scotland-yard-text = Two minions of the next chapter's set-up stay away (those farthest from the gentlemen).
location-crooked-pint = The Crooked Pint
location-crooked-pint-text = Dilettante only. The Nemesis starts the next chapter with one chaos card fewer.
location-fleet-street = Fleet Street
location-fleet-street-text = Dilettante only. The papers expose the cult: the Nemesis loses four conspiracy points.
location-clock-tower = Clock Tower
location-clock-tower-text = The next chapter lasts one round longer.
location-menagerie = Menagerie
location-menagerie-text = Monster only. Take one advantage card of your profession.
location-catacombs = Catacombs
location-catacombs-text = Monster or arcanist only. Draw a Moloch stone for the shared pool.
location-opium-den = Opium Den
location-opium-den-text = Arcanist only. Draw one artefact.
location-boxing-club = Boxing Club
location-boxing-club-text = Monster or knight only. Take one simple arsenal card of your choice.
location-royal-society = Royal Society
location-royal-society-text = Mechanist or arcanist only. Take one advantage card of your profession.
location-st-pauls = St Paul's
location-st-pauls-text = A sermon against the cult: the Nemesis loses three conspiracy points.
location-docks-warehouse = Docks Warehouse
location-docks-warehouse-text = Draw one special arsenal card.
location-savile-row = Savile Row
location-savile-row-text = Dilettante or knight only. Take one simple arsenal card of your choice.
location-st-barts = St Bartholomew's
location-st-barts-text = One minion of the next chapter's set-up stays away.

action-sabbath-cancel = Cancel the activation of { $card } (Sabbath)
action-sabbath-keep = Let it act (keep the Sabbath)
action-seance-later = Not this round (keep the Séance)
once-named = This round: { $card } opens the Nemesis's row (Séance).
stage-stones-nemesis = The Nemesis picks his Moloch stones.
stage-stones-gentlemen = The gentlemen pick their Moloch stones for the shared pool.

# The campaign's story (campaign/story.rs, issue 24). Our own wording.
story-next = Next chapter: { $what }
story-return-absent = { $figure }, met in chapter { $chapter }, does not return.
story-return-slain = { $figure } fell in chapter { $chapter }, yet the cult has raised him again{ $wounds ->
        [0] {""}
       *[other] , still carrying { $wounds } damage
    }.
story-return-fled = { $figure } got away in chapter { $chapter } and is back{ $wounds ->
        [0] {""}
       *[other] , still carrying { $wounds } damage
    }{ $version ->
        [0] {""}
       *[other] , forced onto version { $version } of his sheet
    }.
story-return-won = { $figure } triumphed in chapter { $chapter } and returns{ $ether ->
        [0] {""}
       *[other] {" "}with { $ether } ether more
    }.

story-ch1-intro = A gala night turns into a trap: the theatre is burning, the doors are barred, and Damon Smith's clowns are grinning in the aisles. Get out alive.
story-ch1-gentlemen = Soot-black but whole, the gentlemen reach the street, and a constable who fled with them swears to help.
story-ch1-nemesis = The theatre burns to its beams. Damon's clowns slip away into the night on the gentlemen's trail.
twist-ch1-gentlemen = a constable who escaped the theatre stands by the gentlemen (one Bobby more).
twist-ch1-nemesis = two of Damon's killer clowns followed the gentlemen into the workshop.

story-ch2-intro = The fire was no accident. Letters point to a workshop where the brothers Tobias and Emerson guard crates full of the cult's secrets.
story-ch2-gentlemen = The crates give up their letters: a map of the sewer shafts the cult means to open.
story-ch2-nemesis = The brothers burn what they cannot keep, and word of the intruders reaches the tunnels below.
twist-ch2-gentlemen = the letters show where the shafts lie: one round more to seal them.
twist-ch2-nemesis = the cult is warned: two more shambling zombies wait in the sewers.

story-ch3-intro = Under Whitechapel the shafts are opening. Seal them before the lamias crawl up into the streets.
story-ch3-gentlemen = The last cover clangs shut; whatever the cult bred below stays below, and its guards with it.
story-ch3-nemesis = The lamias are out, and Whitechapel's gutters hide them well.
twist-ch3-gentlemen = the sealed sewers keep two of the minions busy below.
twist-ch3-nemesis = the Nemesis starts with one chaos card more, and the lamias who broke out join the hunt.

story-ch4-intro = A witness has seen the cult's leaders. The Tin Nanny must carry her out of the quarter while Titus's men close every lane.
story-ch4-gentlemen = The Tin Nanny clanks into safety. The witness talks, and her first words are a warning for the palace.
story-ch4-nemesis = The witness never speaks again, and nobody warns the palace of what is coming.
twist-ch4-gentlemen = warned by the witness, the palace posts a second constable in the hall.
twist-ch4-nemesis = nobody warned the palace: the guard arrives one round later.

story-ch5-intro = Bombs for the palace: the Hammerlotties and the Mechanist lead the storm. Hold the halls until the guard arrives.
story-ch5-gentlemen = The palace stands. The fire brigade, grateful, sends its bravest man to the last fight.
story-ch5-nemesis = The palace shakes, and Westminster is ablaze before the ritual even begins.
twist-ch5-gentlemen = a fireman joins the gentlemen for the finale.
twist-ch5-nemesis = the bombs set Westminster smouldering: it starts with a fire marker.

story-ch6-intro = All roads lead to the ritual circle. Whoever of the cult is still free gathers there to wake Moloch's Brood and set London alight.
story-ch6-gentlemen = The Brood falls, the flames die down, and London never learns how close it came.
story-ch6-nemesis = London burns, and out of the smoke Moloch rises.
tally-gentlemen = three chapters won have made the gentlemen friends: a reporter joins them and the finale lasts one round longer.
tally-nemesis = three chapters won have spread the cult through the city: Whitechapel starts with a fire marker and the Nemesis holds one chaos card more.
