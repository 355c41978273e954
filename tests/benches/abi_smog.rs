//! Benchmark: smog through the ABI against in-process (see `abi/mod.rs`).
//! `cargo bench -p parlour-integration` (a release build) runs it with the other games.

mod abi;
use parlour::core::simulate::Players;

fn main() {
    let plugin = abi::load("parlour-smog", "smog");
    for players in [3, 5] {
        abi::compare::<parlour_smog::Smog>(&plugin, players, 200, Players::Random);
    }
    abi::compare::<parlour_smog::Smog>(&plugin, 3, 40, Players::Bots);
    abi::compare_bot_playout(&plugin, 3, 40);
    abi::all_cores(&plugin, 3, 200 / 2);
}
