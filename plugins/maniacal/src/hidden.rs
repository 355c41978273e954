//! Hidden information for search bots: a state consistent with everything one seat knows.
//!
//! Hidden from a seat: the other draft hands and their unrevealed picks, the other Scheme
//! hands, the fronts of face-down contracts (hidden from everyone; only the back is known),
//! the order of every deck, the face-down draft discards and unrevealed Clean-up decisions.
//!
//! Every pool of hidden cards is sorted before it is shuffled, so the sample depends only on the
//! generator and on what the seat knows, never on the real hidden arrangement: two states that
//! differ only in what is hidden from the seat give the same sample for the same generator.

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
    rooms.sort_unstable();
    rng.shuffle(&mut rooms);
    for &s in &others {
        let size = g.p(s).hand.len();
        let hand: Vec<u8> = rooms.drain(..size.min(rooms.len())).collect();
        let picked = g.p(s).pick.is_some();
        let money = g.p(s).money;
        let p = g.pm(s);
        p.hand = hand;
        // Whether the seat has picked is public; its card and whether it builds are not.
        if picked && !p.hand.is_empty() {
            let card = p.hand[rng.below(p.hand.len() as u32) as usize];
            let build = rng.below(2) == 0;
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
    schemes.sort_unstable();
    rng.shuffle(&mut schemes);
    for &s in &others {
        let size = g.p(s).schemes.len();
        g.pm(s).schemes = schemes.drain(..size.min(schemes.len())).collect();
    }
    g.scheme_deck = schemes;

    // Face-down contracts: any card with the same back may lie there. The face-down contracts
    // with one back and the cards of that back in their deck form one pool, dealt anew.
    let flipped = g
        .attempt
        .as_ref()
        .filter(|a| a.contract.is_some())
        .map(|a| usize::from(a.slot));
    let mut dealt = [false; 6];
    for slot in 0..6 {
        if dealt[slot] || Some(slot) == flipped {
            continue;
        }
        let Some(back) = g.back(slot) else { continue };
        let slots: Vec<usize> = (slot..6)
            .filter(|&s| Some(s) != flipped && g.back(s) == Some(back))
            .collect();
        let same_back = |c: &u8| {
            data()
                .contracts
                .get(usize::from(*c))
                .is_some_and(|o| (o.difficulty, o.size, o.trait_) == back)
        };
        let deck = &mut g.contract_decks[back.0.index()];
        let mut pool: Vec<u8> = deck.iter().copied().filter(same_back).collect();
        deck.retain(|c| !same_back(c));
        pool.extend(slots.iter().filter_map(|&s| g.map[s]));
        pool.sort_unstable();
        rng.shuffle(&mut pool);
        for &s in &slots {
            dealt[s] = true;
            g.map[s] = pool.pop();
        }
        g.contract_decks[back.0.index()].extend(pool);
    }
    for deck in &mut g.contract_decks {
        deck.sort_unstable();
        rng.shuffle(deck);
    }
    // Henchmen decks: the face-up top stays.
    for deck in &mut g.henchmen {
        if deck.len() > 1 {
            let n = deck.len() - 1;
            deck[..n].sort_unstable();
            rng.shuffle(&mut deck[..n]);
        }
    }
    g.power_deck.sort_unstable();
    rng.shuffle(&mut g.power_deck);
    g.merc_deck.sort_unstable();
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
