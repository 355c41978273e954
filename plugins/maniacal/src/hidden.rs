//! Hidden information for search bots: a state consistent with everything one seat knows.
//!
//! Hidden from a seat: the other draft hands and their unrevealed picks, the other Scheme
//! hands, the fronts of face-down contracts (hidden from everyone; only the back is known),
//! the order of every deck, the face-down draft discards and unrevealed Clean-up decisions.

use parlour_plugin_api::{GameRng, Seat};

use crate::data::data;
use crate::state::{CleanupChoice, Maniacal};

pub fn determinize(game: &Maniacal, seat: Seat, rng: &mut GameRng) -> Maniacal {
    let mut g = game.clone();
    let others: Vec<Seat> = (0..g.n).filter(|&s| s != seat).collect();

    // Room cards: the deck, the face-down discards and the other hands.
    let mut rooms: Vec<u8> = g.room_deck.clone();
    rooms.extend(g.room_buried.iter().copied());
    for &s in &others {
        rooms.extend(g.p(s).hand.iter().copied());
    }
    rng.shuffle(&mut rooms);
    for &s in &others {
        let size = g.p(s).hand.len();
        let hand: Vec<u8> = rooms.drain(..size.min(rooms.len())).collect();
        let old_pick = g.p(s).pick;
        let money = g.p(s).money;
        let p = g.pm(s);
        p.hand = hand;
        if let Some((_, build)) = old_pick
            && !p.hand.is_empty()
        {
            let card = p.hand[rng.below(p.hand.len() as u32) as usize];
            p.pick = Some((card, build && data().room(card).cost <= money));
        }
    }
    let buried = g.room_buried.len();
    g.room_buried = rooms.drain(..buried.min(rooms.len())).collect();
    g.room_deck = rooms;

    // Scheme cards: the deck and the other hands.
    let mut schemes: Vec<u8> = g.scheme_deck.clone();
    for &s in &others {
        schemes.extend(g.p(s).schemes.iter().copied());
    }
    rng.shuffle(&mut schemes);
    for &s in &others {
        let size = g.p(s).schemes.len();
        g.pm(s).schemes = schemes.drain(..size.min(schemes.len())).collect();
    }
    g.scheme_deck = schemes;

    // Face-down contracts: any card with the same back may lie there.
    let flipped = g
        .attempt
        .as_ref()
        .filter(|a| a.contract.is_some())
        .map(|a| usize::from(a.slot));
    for slot in 0..6 {
        if Some(slot) == flipped {
            continue;
        }
        let Some(current) = g.map[slot] else { continue };
        let Some(cd) = data().contracts.get(usize::from(current)) else {
            continue;
        };
        let deck = &mut g.contract_decks[cd.difficulty.index()];
        let same: Vec<usize> = deck
            .iter()
            .enumerate()
            .filter(|&(_, &c)| {
                data()
                    .contracts
                    .get(usize::from(c))
                    .is_some_and(|o| o.size == cd.size && o.trait_ == cd.trait_)
            })
            .map(|(i, _)| i)
            .collect();
        let pick = rng.below(same.len() as u32 + 1) as usize;
        if let Some(&i) = same.get(pick) {
            let swapped = deck[i];
            deck[i] = current;
            g.map[slot] = Some(swapped);
        }
    }
    for deck in &mut g.contract_decks {
        rng.shuffle(deck);
    }
    // Henchmen decks: the face-up top stays.
    for deck in &mut g.henchmen {
        if deck.len() > 1 {
            let n = deck.len() - 1;
            rng.shuffle(&mut deck[..n]);
        }
    }
    rng.shuffle(&mut g.power_deck);
    rng.shuffle(&mut g.merc_deck);

    // Unrevealed Clean-up decisions of others: any legal one.
    for &s in &others {
        if g.p(s).cleanup.is_some() {
            let k = g.unpaid_count(s);
            let mut unpaid: Vec<u32> = g.salaried(s).into_iter().take(k).collect();
            unpaid.sort_unstable();
            g.pm(s).cleanup = Some(CleanupChoice { unpaid, fire: None });
        }
    }
    g
}
