//! Shared by the ABI benchmarks: the same playouts of one bundled game, once through the C ABI
//! (as the launcher, `parlour simulate` and the search bot play) and once by calling the same
//! plugin code directly as Rust ("in-process": the SDK's `Instance` without the C layer). Both
//! sides do the same work on one thread: the hot-path calls (acting seats, one random move or
//! one bot move; no labels, no log, no JSON).
//!
//! Each game has its own bench binary because every plugin crate exports the same entry
//! symbol, so one binary can link only one of them in-process.

#![allow(dead_code)]

use std::sync::Arc;
use std::time::Instant;

use parlour::core::discovery::Catalog;
use parlour::core::plugin::Plugin;
use parlour::core::simulate::{self, Players};
use parlour_plugin_api::Game;
use parlour_plugin_api::export::Instance;

#[path = "../../tests/common/mod.rs"]
mod common;

/// The plugin of a bundled crate, loaded from its built library.
pub fn load(crate_name: &str, id: &str) -> Arc<Plugin> {
    let dir = common::plugin_dir(&[crate_name]);
    let catalog = Catalog::from_dirs(&[dir.path().to_owned()]);
    let plugin = catalog
        .get(id)
        .unwrap_or_else(|| panic!("{id} loads"))
        .clone();
    // Libraries are never unloaded: the copy may go once it is open.
    drop(dir);
    plugin
}

/// One in-process playout; returns the number of actions.
fn in_process<G: Game>(players: u32, seed: u64, who: Players) -> u32 {
    let request = format!("{{\"players\":{players},\"seed\":{seed}}}");
    let mut game = Instance::<G>::create(request.as_bytes()).expect("setup");
    let mut actions = 0;
    loop {
        let (acting, over) = game.turn().expect("turn");
        if over {
            return actions;
        }
        let seat = acting.trailing_zeros();
        let move_seed = seed.wrapping_mul(31).wrapping_add(u64::from(actions));
        match who {
            Players::Random => game.random_move(seat, move_seed).expect("random move"),
            Players::Bots => game.bot_move(seat, move_seed).expect("bot move"),
        }
        actions += 1;
    }
}

/// Plays `games` playouts through the ABI and the same number in-process, alternating in
/// rounds so that both sides see the same machine load, and prints one line. Besides the
/// whole run's rate it prints the ABI's best round: a shared machine only ever slows a round
/// down, so the best one varies least from run to run.
pub fn compare<G: Game>(plugin: &Arc<Plugin>, players: u32, games: u32, who: Players) -> f64 {
    const ROUNDS: u32 = 4;
    let per_round = games.div_ceil(ROUNDS);
    let (mut abi_seconds, mut direct_seconds, mut actions, mut played) = (0.0, 0.0, 0u64, 0u32);
    let mut best_round = f64::INFINITY;
    for round in 0..ROUNDS {
        let first_seed = 1 + u64::from(round * per_round);
        let start = Instant::now();
        let report =
            simulate::simulate_with(plugin, per_round, players, first_seed, who).expect("simulate");
        let round_seconds = start.elapsed().as_secs_f64();
        abi_seconds += round_seconds;
        assert_eq!(
            report.finished,
            per_round,
            "{}",
            report.summary(plugin.id())
        );
        // Both sides play the same seeds, so the same actions.
        let mut round_actions = 0u64;
        let start = Instant::now();
        for i in 0..per_round {
            round_actions += u64::from(in_process::<G>(players, first_seed + u64::from(i), who));
        }
        direct_seconds += start.elapsed().as_secs_f64();
        actions += round_actions;
        best_round = best_round.min(round_seconds * 1e6 / round_actions.max(1) as f64);
        played += per_round;
    }
    let abi_rate = f64::from(played) / abi_seconds;
    let direct_rate = f64::from(played) / direct_seconds;
    let kind = match who {
        Players::Random => "random",
        Players::Bots => "bots",
    };
    println!(
        "  {:<22} {players}p {kind:<6} {played:>6} games   ABI {abi_rate:>9.1} games/s   in-process {direct_rate:>9.1} games/s   ratio {:.2}   {:.0} actions/game, ABI {:.0} actions/s ({:.2} µs/action, best round {best_round:.2}), {:.2} µs/action in-process",
        plugin.id(),
        abi_rate / direct_rate,
        actions as f64 / f64::from(played),
        actions as f64 / abi_seconds,
        abi_seconds * 1e6 / actions as f64,
        direct_seconds * 1e6 / actions as f64,
    );
    abi_rate
}

/// Random playouts through the ABI on every core, each thread with its own games.
pub fn all_cores(plugin: &Arc<Plugin>, players: u32, per_thread: u32) {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let start = Instant::now();
    let handles: Vec<_> = (0..threads)
        .map(|t| {
            let plugin = Arc::clone(plugin);
            std::thread::spawn(move || {
                simulate::simulate_with(
                    &plugin,
                    per_thread,
                    players,
                    1 + 100_000 * t as u64,
                    Players::Random,
                )
                .expect("simulate")
                .finished
            })
        })
        .collect();
    let finished: u32 = handles.into_iter().map(|h| h.join().expect("thread")).sum();
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "  {:<22} {players}p random through the ABI on {threads} threads: {:.1} games/s",
        plugin.id(),
        f64::from(finished) / seconds
    );
}

/// The search's heuristic rollout through the ABI, two ways on the same games: a call for the
/// acting seats and one for the bot's move at every action (as `parlour simulate` plays, and
/// the search did before the extension's `bot_playout`), against one `bot_playout` call a
/// game. Alternated in rounds; prints one line.
pub fn compare_bot_playout(plugin: &Arc<Plugin>, players: u32, games: u32) {
    const ROUNDS: u32 = 4;
    let per_round = games.div_ceil(ROUNDS);
    let limit = simulate::max_actions(plugin);
    let new_game = |seed: u64| {
        plugin
            .new_game(&parlour_plugin_api::SetupRequest {
                players,
                seed,
                ..Default::default()
            })
            .expect("setup")
    };
    let (mut per_move, mut one_call) = ((0.0, 0u64), (0.0, 0u64));
    for round in 0..ROUNDS {
        let seeds = (1 + u64::from(round * per_round))..(1 + u64::from((round + 1) * per_round));
        let start = Instant::now();
        for seed in seeds.clone() {
            let taken =
                simulate::play_out_with(plugin, players, seed, Players::Bots).expect("a bot game");
            per_move.1 += u64::from(taken);
        }
        per_move.0 += start.elapsed().as_secs_f64();
        let start = Instant::now();
        for seed in seeds {
            let mut game = new_game(seed);
            let taken = game
                .bot_playout(seed, limit)
                .expect("bot_playout")
                .expect("a playout");
            one_call.1 += u64::from(taken);
        }
        one_call.0 += start.elapsed().as_secs_f64();
    }
    let played = f64::from(per_round * ROUNDS);
    println!(
        "  {:<22} {players}p bot playouts through the ABI: a call a move {:>8.1} games/s ({:.2} µs/action), bot_playout {:>8.1} games/s ({:.2} µs/action), ratio {:.2}",
        plugin.id(),
        played / per_move.0,
        per_move.0 * 1e6 / per_move.1 as f64,
        played / one_call.0,
        one_call.0 * 1e6 / one_call.1 as f64,
        (per_move.0 / per_move.1 as f64) / (one_call.0 / one_call.1 as f64),
    );
}
