//! Random playouts from determinized states (what the search bots run): from every state of
//! many seeded games, for every seat, a sample of what that seat may not see must play on to
//! the end, with a seat acting and a legal move at every step and no move failing.
//!
//! `playouts_from_samples_finish` is the soak test that hunts for a sample the rules cannot
//! play on (ignored: it runs for minutes; `cargo test -p parlour-smog --release -- --ignored
//! --nocapture playouts_from_samples_finish`, sized with `SMOG_HUNT_GAMES` and
//! `SMOG_HUNT_SEEDS`); the other tests replay the situations it found.

use std::panic::{AssertUnwindSafe, catch_unwind};

use parlour_plugin_api::instance::Instance;
use parlour_plugin_api::sdk::random_action;
use parlour_plugin_api::{Ctx, Game, GameRng, Quiet, Seat};

use super::*;

/// Plays `game` to its end with random moves, as `Instance::playout` does; the number of
/// moves, or the step and state where it failed.
fn playout(mut game: Smog, seed: u64, max: u32) -> Result<u32, (u32, Box<Smog>, String)> {
    // Labels and log lines are not built in a playout, as in the plugin's own.
    let _quiet = Quiet::start();
    let mut rng = GameRng::from_seed(seed);
    let mut taken = 0;
    while taken < max && !game.is_over() {
        let Some(&seat) = game.acting_seats().first() else {
            return Err((
                taken,
                Box::new(game),
                "the game is not over but no seat is acting".to_owned(),
            ));
        };
        let Some(action) = random_action(&game, seat, &mut rng) else {
            return Err((
                taken,
                Box::new(game),
                format!("acting seat {seat} has no move"),
            ));
        };
        let before = game.clone();
        let applied = catch_unwind(AssertUnwindSafe(|| {
            game.apply(&mut Ctx::new(), seat, &action)
        }));
        let err = match applied {
            Ok(Ok(())) => None,
            Ok(Err(e)) => Some(format!("{e:?}")),
            Err(p) => Some(
                p.downcast_ref::<String>()
                    .cloned()
                    .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_else(|| "panic".to_owned()),
            ),
        };
        if let Some(e) = err {
            return Err((
                taken,
                Box::new(before),
                format!("seat {seat}'s move {action:?} failed: {e}"),
            ));
        }
        taken += 1;
    }
    Ok(taken)
}

/// A sample for `seat` as the search draws it (`Instance::determinize`: resampled, then the
/// generator reseeded).
fn sample(game: &Smog, seat: Seat, seed: u64) -> Smog {
    Instance::new(game.clone())
        .determinize(seat, seed)
        .expect("determinize")
        .game
}

/// The first failing playout from any sample of `game`, described.
fn check_state(game: &Smog, seeds: u64, only: Option<Seat>, tag: &str) -> Result<u32, String> {
    let mut playouts = 0;
    for seat in (0..game.player_count()).filter(|s| only.is_none_or(|o| o == *s)) {
        for k in 0..seeds {
            let det_seed = (u64::from(seat) << 32) ^ (k * 0x9E37_79B9) ^ u64::from(game.events);
            let det = sample(game, seat, det_seed);
            playouts += 1;
            if let Err((step, at, why)) = playout(det, det_seed ^ 0x5eed, 400_000) {
                let top: Vec<String> = at.questions.iter().map(|q| format!("{:?}", q)).collect();
                return Err(format!(
                    "{tag}: seat {seat}, determinize seed {det_seed}, playout step {step}: \
                     {why}\n  questions at the failure: {top:#?}\n  \
                     questions in the real state: {:#?}\n  phase {:?}, hand {:?}",
                    game.questions
                        .iter()
                        .map(|q| format!("{q:?}"))
                        .collect::<Vec<_>>(),
                    at.phase,
                    at.hand,
                ));
            }
        }
    }
    Ok(playouts)
}

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
#[ignore = "a soak test of minutes; run in release"]
fn playouts_from_samples_finish() {
    let games = env("SMOG_HUNT_GAMES", 48);
    let seeds = env("SMOG_HUNT_SEEDS", 2);
    let every = env("SMOG_HUNT_EVERY", 1) as usize;
    // Narrowing the hunt: one player count, one chapter, one seat's samples, one mode, and
    // every how many moves of the real game is a random one (the rest are the bot's).
    let players_only = std::env::var("SMOG_HUNT_PLAYERS")
        .ok()
        .and_then(|v| v.parse().ok());
    let chapter_only: Option<u64> = std::env::var("SMOG_HUNT_CHAPTER")
        .ok()
        .and_then(|v| v.parse().ok());
    let seat_only: Option<Seat> = std::env::var("SMOG_HUNT_SEAT")
        .ok()
        .and_then(|v| v.parse().ok());
    let one_shot = std::env::var("SMOG_HUNT_ONE_SHOT").is_ok();
    let random_every = env("SMOG_HUNT_RANDOM_EVERY", 3) as usize;
    let first_seed = env("SMOG_HUNT_FIRST_SEED", 1000);
    let (mut states, mut playouts) = (0u64, 0u64);
    let mut failures = Vec::new();
    for g in 0..games {
        let chapter = chapter_only.unwrap_or(g % 6 + 1).to_string();
        let players = players_only.unwrap_or((g / 6 % 4 + 2) as u32);
        let campaign = g % 5 == 4 && !one_shot;
        let mode = if campaign { "campaign" } else { "one-shot" };
        let seed = first_seed + g;
        let mut game = new_game(players, seed, &[("chapter", &chapter), ("mode", mode)]);
        let mut rng = GameRng::from_seed(seed);
        let mut moves = 0usize;
        // A campaign is long: its first chapters are enough.
        let limit = if campaign { 6000 } else { 4000 };
        while !game.is_over() && moves < limit {
            if moves.is_multiple_of(every) {
                let tag = format!(
                    "chapter {chapter} ({mode}), {players} seats, game seed {seed}, move {moves}"
                );
                match check_state(&game, seeds, seat_only, &tag) {
                    Ok(n) => playouts += u64::from(n),
                    Err(e) => {
                        println!("FAILED {e}");
                        failures.push(e);
                        break;
                    }
                }
                states += 1;
            }
            let seat = game.acting_seats()[0];
            let action = if random_every > 0 && (moves + g as usize).is_multiple_of(random_every) {
                random_move(&game, seat, &mut rng)
            } else {
                game.bot_action(seat, moves as u64)
            }
            .expect("a move");
            game.act(seat, &action).expect("apply");
            moves += 1;
        }
        println!(
            "game {g}: chapter {chapter} {mode} {players} seats, {moves} moves; so far {states} \
             states, {playouts} playouts, {} failed",
            failures.len()
        );
    }
    println!("checked {states} states, {playouts} playouts");
    assert!(failures.is_empty(), "{} games failed", failures.len());
}

/// Found by the search bot (issue 25): gentleman 2 walks with a Blind Rage waiting for him;
/// after a step the Nemesis plays Fierce Attack at the chaos window, so the window waits
/// below the minion's activation. When the walk ends the rage must wait as well (the minion
/// acts, then the window, then the rage): asked at once, the Nemesis had nothing to answer,
/// and the search's playout, and the bot with it, stopped. The state is a sample the search
/// drew, one step before the walk ends.
#[test]
fn a_blind_rage_waits_for_a_chaos_window_below_a_fierce_attack() {
    use crate::board::Pos;
    use crate::board::movement::Hop;
    use crate::questions::Ask;
    use crate::state::Choice;
    let bytes = include_bytes!("data/rage-below-fierce-window.json");
    let mut game = Instance::<Smog>::load(bytes)
        .expect("the recorded state")
        .game;
    assert_eq!(
        game.questions
            .for_seat(1)
            .map(|a| matches!(a, Ask::Move(_))),
        Some(true)
    );
    assert!(game.chaos_window_open().is_some() && !game.reactions.is_empty());
    game.act(1, &Action::Hop(Hop::Step(Pos { x: 1, y: 9 })))
        .expect("the walk's last step");
    let seat = game.acting_seats()[0];
    // Changing his standing orders is no answer: it leaves the question open.
    let step = game.choose(seat, &[]);
    assert!(
        step.complete.is_some()
            || step
                .options
                .iter()
                .any(|o| !matches!(o.action, Choice::Act(Action::Orders(_)))),
        "seat {seat} is asked {:?} and has no answer",
        game.questions.for_seat(seat)
    );
    assert_eq!(
        (seat, game.questions.for_seat(seat)),
        (0, Some(&Ask::Activation)),
        "the Fierce Attack's minion acts first"
    );
    // From here every sample plays on to the end, and so does the game.
    check_state(&game, 16, None, "after the walk").expect("every playout finishes");
    for seed in 0..16 {
        playout(game.clone(), seed, 100_000).expect("the game plays on");
    }
}
