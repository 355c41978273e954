//! Benchmark: victorian-masterminds through the ABI against in-process (see `abi/mod.rs`).
//! `cargo bench -p parlour-integration` (a release build) runs it with the other games.

mod abi;
use parlour::core::simulate::Players;

fn main() {
    let plugin = abi::load("parlour-victorian-masterminds", "victorian-masterminds");
    for players in [2, 4] {
        abi::compare::<parlour_victorian_masterminds::Masterminds>(
            &plugin,
            players,
            2000,
            Players::Random,
        );
    }
    abi::compare::<parlour_victorian_masterminds::Masterminds>(&plugin, 4, 400, Players::Bots);
    abi::compare_bot_playout(&plugin, 4, 400);
    abi::all_cores(&plugin, 4, 2000 / 2);
}
