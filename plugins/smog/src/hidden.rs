//! Determinization for search bots: a full state consistent with what one seat knows. Hidden
//! from the gentlemen: the chaos hand, the order of the Nemesis's unrevealed activation cards
//! and his standing orders. Hidden from the Nemesis: the order of the gentlemen's unrevealed
//! cards. Hidden from everyone: the order of every deck.
//!
//! Every pool of hidden cards is sorted before it is shuffled, and the gentlemen's sample of the
//! standing orders is drawn from what they can see, so the sample depends only on the generator
//! and on what the seat knows, never on the real hidden arrangement.

use parlour_plugin_api::{GameRng, Seat};

use crate::state::*;

/// Shuffles one side's face-down activation cards among their places (in the row and in the
/// round's resolution order, which is rebuilt from the rows).
fn shuffle_unrevealed(game: &mut Smog, team: Team, rng: &mut GameRng) {
    // Places of the resolution order: (team, row index).
    let mut places: Vec<(Team, usize)> = Vec::new();
    for i in 0..game.gent_row.len().max(game.nem_row.len()) {
        if i < game.gent_row.len() {
            places.push((Team::Gentlemen, i));
        }
        if i < game.nem_row.len() {
            places.push((Team::Nemesis, i));
        }
    }
    let revealed = if game.phase == Phase::Command {
        0
    } else {
        game.revealed
    };
    // The Séance's named card opens the Nemesis's row where everyone knows it is.
    let named_first = team == Team::Nemesis
        && game
            .campaign
            .as_ref()
            .is_some_and(|c| c.named_first == Some(game.round));
    let hidden: Vec<usize> = places
        .iter()
        .enumerate()
        .filter(|(k, (t, _))| *k >= revealed && *t == team)
        .map(|(_, (_, i))| *i)
        .filter(|&i| !(named_first && i == 0))
        .collect();
    let row = match team {
        Team::Nemesis => &mut game.nem_row,
        Team::Gentlemen => &mut game.gent_row,
    };
    let mut cards: Vec<ActCard> = hidden.iter().filter_map(|i| row.get(*i).cloned()).collect();
    cards.sort_unstable();
    rng.shuffle(&mut cards);
    for (i, c) in hidden.iter().zip(cards) {
        if let Some(slot) = row.get_mut(*i) {
            *slot = c;
        }
    }
    if !game.order.is_empty() {
        game.order = places
            .iter()
            .filter_map(|(t, i)| match t {
                Team::Gentlemen => game.gent_row.get(*i).cloned(),
                Team::Nemesis => game.nem_row.get(*i).cloned(),
            })
            .collect();
    }
}

pub fn determinize(game: &Smog, seat: Seat, rng: &mut GameRng) -> Smog {
    let mut g = game.clone();
    if seat == NEMESIS_SEAT {
        shuffle_unrevealed(&mut g, Team::Gentlemen, rng);
        g.chaos_deck.sort_unstable();
        rng.shuffle(&mut g.chaos_deck);
    } else {
        shuffle_unrevealed(&mut g, Team::Nemesis, rng);
        let n = g.hand.len();
        let mut pool: Vec<String> = std::mem::take(&mut g.hand);
        pool.append(&mut g.chaos_deck);
        pool.sort_unstable();
        rng.shuffle(&mut pool);
        g.hand = pool.split_off(pool.len().saturating_sub(n));
        g.chaos_deck = pool;
        sample_orders(&mut g, rng);
    }
    g.suffering_deck.sort_unstable();
    rng.shuffle(&mut g.suffering_deck);
    for (_, deck) in g.decks.iter_mut() {
        deck.sort_unstable();
        rng.shuffle(deck);
    }
    // The campaign's location deck lies face down too.
    if let Some(c) = g.campaign.as_mut() {
        c.locations.sort_unstable();
        rng.shuffle(&mut c.locations);
    }
    // A campaign's sample ends with the chapter under way: a search weighs its move by the
    // chapter it decides, not by playouts through every chapter to the finale, whose
    // winner alone decides a whole campaign and hides what one move does to this chapter.
    if g.campaign.is_some() && !matches!(g.phase, Phase::Intermezzo | Phase::Over(_)) {
        g.horizon = Some(g.chapter);
    }
    g
}

/// The Nemesis's standing orders as the gentlemen may imagine them: the received ether goes to
/// any of the places he may name (drawn from the public list of his power cards and agents),
/// and no chaos card plays by itself. The real orders are never looked at, except the window
/// order, which the table sees (whether his chaos windows ask him).
fn sample_orders(game: &mut Smog, rng: &mut GameRng) {
    let targets = game.ether_targets();
    let pick = rng.below(targets.len().max(1) as u32) as usize;
    // Without any target the received ether goes to the supply whatever the orders say.
    let ether = targets.into_iter().nth(pick);
    // Whether his chaos windows ask him shows at the table: the sample keeps it.
    let window = game.orders.window;
    game.orders = Orders {
        ether,
        fill: None,
        chaos: Vec::new(),
        minion: None,
        window,
    };
}
