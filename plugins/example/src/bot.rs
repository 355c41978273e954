//! The computer player: a small heuristic that clearly beats random bidding.
//!
//! The idea ("rank matching"): the prize cards still in play and the cards in my hand are two
//! sets of the same size. If the prize at stake is the k-th smallest of the remaining prizes,
//! bid my k-th smallest card. Cheap cards go to cheap prizes, strong cards to rich ones, and a
//! pile of carried-over prizes counts as one big prize.
//!
//! Two bots that match ranks exactly would tie every round, so the bot sometimes bids one
//! card higher or lower. That variation comes from the seed the host passes in, so the same
//! state and seed always give the same bid.
//!
//! The bot plays fair: it never looks at the other seat's sealed bid or at the order of the
//! face-down prize deck, only at what a human player could know.

use parlour_plugin_api::{GameRng, Seat};

use crate::{Action, SealedBids};

/// Picks a bid for `seat`, or `None` when the seat has nothing to do.
pub fn choose(state: &SealedBids, seat: Seat, seed: u64) -> Option<Action> {
    if !state.must_bid(seat) {
        return None;
    }
    let hand = state.hand(seat); // ascending
    let highest = hand.len().checked_sub(1)?;

    // The remaining prizes as a set: the revealed prize plus the face-down deck. Which card
    // lies where in the deck is secret, so the bot only uses the sorted values.
    let mut remaining: Vec<u32> = state.deck.iter().copied().chain(state.prize).collect();
    remaining.sort_unstable();
    let stake = state.stake();
    let rank = remaining
        .iter()
        .filter(|&&prize| prize < stake)
        .count()
        .min(highest);

    // 60 %: match the rank; 25 %: one card higher; 15 %: one card lower.
    let mut rng = GameRng::from_seed(seed ^ u64::from(seat).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let index = match rng.below(100) {
        0..25 => (rank + 1).min(highest),
        25..40 => rank.saturating_sub(1),
        _ => rank,
    };
    hand.get(index).map(|&card| Action::Bid(card))
}
