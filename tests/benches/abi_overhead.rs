//! Benchmark: the same playouts of each bundled game, once through the C ABI (as the launcher,
//! `parlour simulate` and the search bot play) and once by calling the same plugin code
//! directly as Rust ("in-process", the SDK's `Instance` without the C layer). Both sides do the
//! same work on one thread: the hot-path calls (acting seats, one random move or one bot move,
//! no labels, no log, no JSON). Prints the rates side by side and their ratio, then the
//! two-core figure for Victorian Masterminds. Run with `cargo bench -p parlour-integration`
//! (a release build).

use std::sync::Arc;
use std::time::Instant;

use parlour::core::discovery::Catalog;
use parlour::core::plugin::Plugin;
use parlour::core::simulate::{self, Players};
use parlour_plugin_api::Game;
use parlour_plugin_api::export::Instance;

#[path = "../tests/common/mod.rs"]
mod common;

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

struct Row {
    abi_rate: f64,
    direct_rate: f64,
    actions: f64,
}

/// Through the ABI only (a bench binary can link one plugin crate in-process: each exports the
/// same entry symbol).
fn measure_abi(plugin: &Arc<Plugin>, players: u32, games: u32, who: Players) -> f64 {
    let start = Instant::now();
    let report = simulate::simulate_with(plugin, games, players, 1, who).expect("simulate");
    assert_eq!(report.finished, games, "{}", report.summary(plugin.id()));
    f64::from(games) / start.elapsed().as_secs_f64()
}

fn measure<G: Game>(plugin: &Arc<Plugin>, players: u32, games: u32, who: Players) -> Row {
    let start = Instant::now();
    let report = simulate::simulate_with(plugin, games, players, 1, who).expect("simulate");
    let abi_seconds = start.elapsed().as_secs_f64();
    assert_eq!(report.finished, games, "{}", report.summary(plugin.id()));
    let start = Instant::now();
    let mut actions = 0u64;
    for i in 0..games {
        actions += u64::from(in_process::<G>(players, 1 + u64::from(i), who));
    }
    let direct_seconds = start.elapsed().as_secs_f64();
    Row {
        abi_rate: f64::from(games) / abi_seconds,
        direct_rate: f64::from(games) / direct_seconds,
        actions: actions as f64 / f64::from(games),
    }
}

fn print(name: &str, row: &Row) {
    println!(
        "  {name:<44} ABI {:>9.1} games/s   in-process {:>9.1} games/s   ratio {:.2}   ({:.0} actions/game)",
        row.abi_rate,
        row.direct_rate,
        row.abi_rate / row.direct_rate,
        row.actions
    );
}

fn main() {
    let dir = common::plugin_dir(&[
        "parlour-example",
        "parlour-victorian-masterminds",
        "parlour-corrosion",
    ]);
    let catalog = Catalog::from_dirs(&[dir.path().to_owned()]);
    let plugin = |id: &str| {
        catalog
            .get(id)
            .unwrap_or_else(|| panic!("{id} loads"))
            .clone()
    };
    let example = plugin("example");
    let vm = plugin("victorian-masterminds");
    let corrosion = plugin("corrosion");

    println!("Random playouts (uniform at each choice), one thread:");
    print(
        "example, 2 players, 5000 games",
        &measure::<parlour_example::SealedBids>(&example, 2, 5000, Players::Random),
    );
    println!(
        "  victorian-masterminds, 4 players, 1000 games: ABI {:.1} games/s",
        measure_abi(&vm, 4, 1000, Players::Random)
    );
    println!(
        "  corrosion, 4 players, 100 games: ABI {:.1} games/s",
        measure_abi(&corrosion, 4, 100, Players::Random)
    );

    println!("Bot playouts (the plugin's heuristic bot in every seat), one thread:");
    print(
        "example, 2 players, 5000 games",
        &measure::<parlour_example::SealedBids>(&example, 2, 5000, Players::Bots),
    );
    println!(
        "  victorian-masterminds, 4 players, 500 games: ABI {:.1} games/s",
        measure_abi(&vm, 4, 500, Players::Bots)
    );
    println!(
        "  corrosion, 4 players, 50 games: ABI {:.1} games/s",
        measure_abi(&corrosion, 4, 50, Players::Bots)
    );

    // Both cores: one thread per core, each with its own games, through the ABI.
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let per_thread = 1000;
    let start = Instant::now();
    let handles: Vec<_> = (0..threads)
        .map(|t| {
            let vm = Arc::clone(&vm);
            std::thread::spawn(move || {
                simulate::simulate_with(&vm, per_thread, 4, 1 + 100_000 * t as u64, Players::Random)
                    .expect("simulate")
                    .finished
            })
        })
        .collect();
    let finished: u32 = handles.into_iter().map(|h| h.join().expect("thread")).sum();
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "victorian-masterminds, 4 players, random playouts through the ABI on {threads} threads: {:.1} games/s",
        f64::from(finished) / seconds
    );
}
