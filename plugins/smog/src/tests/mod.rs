//! Unit tests: the geometry of the spec's appendix, the rulebook's worked examples, the rules,
//! hidden information, whole games and the bots. Games run through the SDK's `Instance` as the
//! launcher drives them.

use parlour_plugin_api::testing;
use parlour_plugin_api::{Applied, Node, Seat, Viewer};

use crate::state::{Action, Smog};

mod campaign;
mod cards;
mod content;
mod decisions;
mod deviations;
mod evaluation;
mod examples;
mod fixtures;
mod games;
mod geometry;
mod hidden;
mod kit;
mod locales;
mod numbers;
mod rules;
mod sampling;
mod setup_bots;
mod speed;
mod strength;
mod table;
mod world;

/// The game as the host drives it: moves through the SDK's legality (the choice tree), views
/// with the viewer's offered clicks.
pub trait Sdk {
    /// Applies a move if the choice tree offers it.
    fn act(&mut self, seat: Seat, action: &Action) -> Result<Applied, String>;
    /// Whether the choice tree offers a move now.
    fn legal(&self, seat: Seat, action: &Action) -> bool;
    /// A viewer's view, clickable where its first choices are.
    fn look(&self, viewer: Viewer) -> Node;
}

impl Sdk for Smog {
    fn act(&mut self, seat: Seat, action: &Action) -> Result<Applied, String> {
        testing::apply(self, seat, action)
    }
    fn legal(&self, seat: Seat, action: &Action) -> bool {
        testing::is_legal(self, seat, action)
    }
    fn look(&self, viewer: Viewer) -> Node {
        testing::view(self, viewer)
    }
}

pub fn new_game(n: u32, seed: u64, opts: &[(&str, &str)]) -> Smog {
    testing::setup(n, seed, opts).expect("setup")
}

pub use parlour_plugin_api::testing::random_move;

/// Plays to the end (or `limit` moves) through the SDK, with random moves or the bot on every
/// `bot_every`-th move; returns the final state and how many moves were made.
pub fn play_out(game: Smog, seed: u64, bot_every: usize, limit: usize) -> (Smog, usize) {
    let (game, played) = testing::play_out(game, seed, bot_every, limit).expect("a legal game");
    (game, played.len())
}
