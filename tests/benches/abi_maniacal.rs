//! Benchmark: maniacal through the ABI against in-process (see `abi/mod.rs`).
//! `cargo bench -p parlour-integration` (a release build) runs it with the other games.

mod abi;
use parlour::core::simulate::Players;

fn main() {
    let plugin = abi::load("parlour-maniacal", "maniacal");
    for players in [3, 5] {
        abi::compare::<parlour_maniacal::Maniacal>(&plugin, players, 400, Players::Random);
    }
    abi::compare::<parlour_maniacal::Maniacal>(&plugin, 4, 100, Players::Bots);
    abi::compare_bot_playout(&plugin, 3, 100);
    abi::all_cores(&plugin, 4, 400 / 2);
}
