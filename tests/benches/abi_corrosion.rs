//! Benchmark: corrosion through the ABI against in-process (see `abi/mod.rs`).
//! `cargo bench -p parlour-integration` (a release build) runs it with the other games.

mod abi;
use parlour::core::simulate::Players;

fn main() {
    let plugin = abi::load("parlour-corrosion", "corrosion");
    for players in [2, 4] {
        abi::compare::<parlour_corrosion::Corrosion>(&plugin, players, 200, Players::Random);
    }
    abi::compare::<parlour_corrosion::Corrosion>(&plugin, 4, 100, Players::Bots);
    abi::compare_bot_playout(&plugin, 2, 100);
    abi::all_cores(&plugin, 4, 200 / 2);
}
