//! Benchmark: the same bot playouts of the example game, once through the C ABI (as the
//! launcher plays) and once by calling the SDK wrapper in-process. Prints both rates and their
//! ratio. Run with `cargo bench -p parlour-integration`.

use std::time::Instant;

use parlour::core::discovery::Catalog;
use parlour::core::simulate;
use parlour_example::SealedBids;
use parlour_plugin_api::export::Instance;
use parlour_plugin_api::{SetupRequest, Status};

#[path = "../tests/common/mod.rs"]
mod common;

const GAMES: u32 = 2000;

fn in_process(seed: u64) -> u32 {
    let request = serde_json::to_vec(&SetupRequest {
        players: 2,
        seed,
        ..Default::default()
    })
    .unwrap();
    let mut game = Instance::<SealedBids>::create(&request).unwrap();
    let mut actions = 0;
    loop {
        // The same JSON round trips as through the ABI, minus the C boundary and the copies.
        let status: Status =
            serde_json::from_slice(&serde_json::to_vec(&game.status()).unwrap()).unwrap();
        if status.game_over {
            return actions;
        }
        let seat = status.acting[0];
        let bot_seed = seed.wrapping_mul(31).wrapping_add(u64::from(actions));
        let request = format!("{{\"seed\":{bot_seed}}}");
        let action = game.bot(seat, request.as_bytes()).unwrap();
        game.apply(seat, action.to_string().as_bytes()).unwrap();
        actions += 1;
    }
}

fn main() {
    let dir = common::plugin_dir(&["parlour-example"]);
    let catalog = Catalog::from_dirs(&[dir.path().to_owned()]);
    let plugin = catalog.get("example").expect("the example plugin loads");

    let start = Instant::now();
    let report = simulate::simulate(plugin, GAMES, 2, 1).unwrap();
    let abi_seconds = start.elapsed().as_secs_f64();
    assert_eq!(report.finished, GAMES);

    let start = Instant::now();
    let mut direct_actions = 0u64;
    for i in 0..GAMES {
        direct_actions += u64::from(in_process(1 + u64::from(i)));
    }
    let direct_seconds = start.elapsed().as_secs_f64();

    println!("example game, {GAMES} bot playouts of 2 players:");
    println!(
        "  through the ABI: {:>9.1} games/s ({:.1} actions per game)",
        f64::from(GAMES) / abi_seconds,
        report.mean_actions
    );
    println!(
        "  in-process:      {:>9.1} games/s ({:.1} actions per game)",
        f64::from(GAMES) / direct_seconds,
        direct_actions as f64 / f64::from(GAMES)
    );
    println!(
        "  ABI / in-process time ratio: {:.2}",
        abi_seconds / direct_seconds
    );
}
