//! Hidden information: no seat's view, options or labels change when only what is hidden from
//! it differs (determinize resamples exactly that), and determinize keeps the rest.

use super::Sdk;
use parlour_plugin_api::{Game, GameRng, Viewer};

use super::*;
use crate::state::NEMESIS_SEAT;

#[test]
fn views_do_not_depend_on_hidden_information() {
    for seed in 0..6u64 {
        let mut game = new_game(
            3,
            seed,
            &[("chapter", if seed % 2 == 0 { "1" } else { "2" })],
        );
        let mut rng = GameRng::from_seed(seed);
        let mut steps = 0;
        while !game.is_over() && steps < 1500 {
            if steps % 7 == 0 {
                for seat in 0..game.player_count() {
                    let mut r = GameRng::from_seed(steps as u64);
                    let other = game.determinize(seat, &mut r).expect("determinize");
                    let a = serde_json::to_value(game.look(Viewer::Seat(seat))).unwrap();
                    let b = serde_json::to_value(other.look(Viewer::Seat(seat))).unwrap();
                    assert_eq!(
                        a, b,
                        "seat {seat} view changed with hidden information (step {steps})"
                    );
                    let ca: Vec<_> = game
                        .choices(seat, &[])
                        .options
                        .into_iter()
                        .map(|o| (o.action, o.label))
                        .collect();
                    let cb: Vec<_> = other
                        .choices(seat, &[])
                        .options
                        .into_iter()
                        .map(|o| (o.action, o.label))
                        .collect();
                    assert_eq!(ca, cb, "seat {seat} options changed (step {steps})");
                }
                let a = serde_json::to_value(game.look(Viewer::Spectator)).unwrap();
                let mut r = GameRng::from_seed(1);
                let other = game.determinize(1, &mut r).unwrap();
                let other = other.determinize(NEMESIS_SEAT, &mut r).unwrap();
                let _ = a;
                let _ = other;
            }
            let seat = game.acting_seats()[0];
            let action = if steps % 2 == 0 {
                random_move(&game, seat, &mut rng).expect("move")
            } else {
                game.bot_action(seat, steps as u64).expect("bot")
            };
            game.act(seat, &action).expect("apply");
            steps += 1;
        }
    }
}

#[test]
fn the_chaos_hand_and_rows_stay_secret_in_views() {
    let mut game = new_game(2, 4, &[]);
    while game.phase == crate::state::Phase::Setup {
        let s = game.acting_seats()[0];
        let a = game.bot_action(s, 0).unwrap();
        game.act(s, &a).unwrap();
    }
    let hand = game.hand.clone();
    assert!(!hand.is_empty());
    let gent_view = serde_json::to_string(&game.look(Viewer::Seat(1))).unwrap();
    let nem_view = serde_json::to_string(&game.look(Viewer::Seat(NEMESIS_SEAT))).unwrap();
    for card in &hand {
        let id = format!("card-{}", card.replace('_', "-"));
        assert!(nem_view.contains(&id));
        // The gentlemen may see the card's name elsewhere only if it is not in the hand.
        assert!(!gent_view.contains(&format!("\"{id}\"")), "{id} leaked");
    }
}

/// Property: determinize starts from a canonical order, so the sample depends only on the
/// generator and on what the seat knows. A state that differs from the real one only in what
/// is hidden from the seat (another sample: chaos hand, unrevealed activation cards, standing
/// orders, deck orders) gives the very same sample for the same generator.
#[test]
fn determinize_does_not_depend_on_the_real_hidden_arrangement() {
    for seed in 0..4u64 {
        let game = new_game(
            2 + (seed % 2) as u32,
            seed,
            &[("chapter", if seed % 2 == 0 { "1" } else { "2" })],
        );
        let differed = parlour_plugin_api::testing::determinize_is_canonical(game, seed, 11, 1500)
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert!(differed > 0, "the other states really differ");
    }
}

/// The Nemesis's standing orders are private: a gentleman's sample never copies them.
#[test]
fn a_gentlemans_sample_does_not_copy_the_standing_orders() {
    let mut game = new_game(2, 4, &[]);
    while game.phase == crate::state::Phase::Setup {
        let s = game.acting_seats()[0];
        let a = game.bot_action(s, 0).unwrap();
        game.act(s, &a).unwrap();
    }
    let targets = game.ether_targets();
    assert!(targets.len() >= 2, "the Nemesis has a choice of targets");
    let samples: Vec<_> = targets
        .iter()
        .map(|t| {
            let mut real = game.clone();
            real.orders.ether = Some(t.clone());
            let sample = real.determinize(1, &mut GameRng::from_seed(9)).unwrap();
            sample.orders
        })
        .collect();
    assert!(
        samples.windows(2).all(|w| w[0] == w[1]),
        "the sample follows the real orders: {samples:?}"
    );
    // The Nemesis keeps his own orders.
    let own = game
        .determinize(NEMESIS_SEAT, &mut GameRng::from_seed(9))
        .unwrap();
    assert_eq!(own.orders, game.orders);
}
