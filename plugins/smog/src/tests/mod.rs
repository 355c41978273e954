//! Unit tests: the geometry of the spec's appendix, the rulebook's worked examples, the rules,
//! hidden information, whole games and the bots. Games run through the SDK's `Instance` as the
//! launcher drives them.

use parlour_plugin_api::{Game, GameRng, Seat, SetupRequest};

use crate::state::{Action, Smog};

mod campaign;
mod cards;
mod decisions;
mod examples;
mod fixtures;
mod games;
mod geometry;
mod hidden;
mod locales;
mod numbers;
mod rules;
mod strength;
mod table;
mod world;

pub fn request(n: u32, seed: u64, opts: &[(&str, &str)]) -> SetupRequest {
    SetupRequest {
        players: n,
        seed,
        options: opts
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
    }
}

pub fn new_game(n: u32, seed: u64, opts: &[(&str, &str)]) -> Smog {
    Smog::setup(&request(n, seed, opts)).expect("setup")
}

/// Plays to the end with a move picker; returns the number of moves.
pub fn play_out(
    game: &mut Smog,
    mut pick: impl FnMut(&Smog, Seat) -> Option<Action>,
    limit: u32,
) -> u32 {
    let mut moves = 0;
    while !game.is_over() && moves < limit {
        let acting = game.acting_seats();
        let seat = *acting.first().expect("somebody acts while the game runs");
        let Some(action) = pick(game, seat) else {
            panic!(
                "seat {seat} has no move: phase {:?} moving {:?} fights {:?} stack {:?} choices {:?}",
                game.phase,
                game.moving,
                game.fights.last().map(|f| f.stage),
                game.stack.last(),
                game.choices(seat, &[]).options.len()
            );
        };
        assert!(
            game.is_legal(seat, &action),
            "illegal move {action:?} in {:?}",
            game.phase
        );
        game.apply(seat, &action).expect("legal move applies");
        moves += 1;
    }
    moves
}

pub fn random_move(game: &Smog, seat: Seat, rng: &mut GameRng) -> Option<Action> {
    parlour_plugin_api::sdk::random_action(game, seat, rng)
}
