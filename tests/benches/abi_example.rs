//! Benchmark: Sealed Bids through the ABI against in-process (see `abi/mod.rs`).
//! `cargo bench -p parlour-integration` (a release build) runs it with the other games.

mod abi;
use parlour::core::simulate::Players;

fn main() {
    let plugin = abi::load("parlour-example", "example");
    abi::compare::<parlour_example::SealedBids>(&plugin, 2, 20_000, Players::Random);
    abi::compare::<parlour_example::SealedBids>(&plugin, 2, 20_000, Players::Bots);
    abi::compare_bot_playout(&plugin, 2, 20_000);
}
