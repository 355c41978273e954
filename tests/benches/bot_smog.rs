//! Benchmark: how long SMOG's Normal bot takes for the Nemesis's turns, and what the search
//! memory saves (`cargo bench -p parlour-integration --bench bot_smog`, a release build).
//!
//! A 3-player one-shot is played with the plugin's heuristic bot for the gentlemen and the
//! Normal level for the Nemesis (seat 0), once with the search going on from the Nemesis's
//! last decision (as the launcher plays) and once starting every decision afresh. A "phase"
//! is a run of Nemesis decisions with no other seat's move in between (his activation: the
//! minions and agents moved and fought one step after another). Printed: decisions, phases,
//! the median and the longest phase, the median decision, and the share of iterations that
//! came from a kept tree.

mod abi;

use std::sync::atomic::AtomicU32;
use std::time::{Duration, Instant};

use parlour::core::bots::{self, Chosen, Level};
use parlour::core::search::SearchMemory;
use parlour_plugin_api::SetupRequest;

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort_unstable();
    v.get(v.len() / 2).copied().unwrap_or_default()
}

fn main() {
    let plugin = abi::load("parlour-smog", "smog");
    let games: u64 = std::env::var("BOT_SMOG_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    let cutoff: Option<u32> = std::env::var("BOT_SMOG_CUTOFF")
        .ok()
        .and_then(|v| v.parse().ok());
    for remember in [true, false] {
        let mut decisions = Vec::new();
        let mut phases = Vec::new();
        let (mut carried, mut fresh) = (0u64, 0u64);
        for seed in 0..games {
            let mut game = plugin
                .new_game(&SetupRequest {
                    players: 3,
                    seed: 100 + seed,
                    ..Default::default()
                })
                .expect("setup");
            let never = AtomicU32::new(0);
            let mut memory = SearchMemory::default();
            let mut movers: Vec<u32> = Vec::new();
            let mut phase = Duration::ZERO;
            for step in 0..4_000u64 {
                let (acting, over) = game.turn().expect("turn");
                if over {
                    break;
                }
                let seat = acting.trailing_zeros();
                let move_seed = seed * 1_000_003 + step;
                if seat != 0 {
                    if phase > Duration::ZERO {
                        phases.push(phase);
                        phase = Duration::ZERO;
                    }
                    let action = game.bot(seat, move_seed).expect("bot");
                    game.apply(seat, &action).expect("apply");
                    movers.push(seat);
                    continue;
                }
                let mut config = Level::Normal.search_config(&game, move_seed);
                // BOT_SMOG_CUTOFF=N: rollouts cut off after N moves and scored by the
                // plugin's evaluation (to measure what a cut-off would save).
                if let (Some(config), Some(cutoff)) = (config.as_mut(), cutoff) {
                    config.cutoff = Some(cutoff);
                }
                if !remember {
                    memory.clear();
                }
                let started = Instant::now();
                let (chosen, thought) = bots::decide_remembering(
                    &game,
                    seat,
                    config.as_ref(),
                    move_seed,
                    &never,
                    &mut memory,
                    &movers,
                )
                .expect("decide");
                let took = started.elapsed();
                if let Some(stats) = thought.search.filter(|s| !s.forced) {
                    decisions.push(took);
                    carried += stats.carried;
                    fresh += stats.iterations;
                }
                phase += took;
                match chosen {
                    Chosen::Path(path) => {
                        game.apply_path(seat, &path, false).expect("apply");
                    }
                    Chosen::Action(action) => {
                        game.apply(seat, &action).expect("apply");
                    }
                }
                movers.push(seat);
            }
            if phase > Duration::ZERO {
                phases.push(phase);
            }
        }
        let longest = phases.iter().max().copied().unwrap_or_default();
        let total: Duration = phases.iter().sum();
        println!(
            "smog 3p, Nemesis at Normal{}, {}: {} searched decisions in {} phases over {games} game(s); \
             phase median {:.1} s, longest {:.1} s, all {:.0} s; decision median {:.2} s; \
             {:.0} % of iterations from a kept tree",
            cutoff.map_or(String::new(), |c| format!(
                " (rollouts cut off after {c} moves)"
            )),
            if remember {
                "search memory"
            } else {
                "every decision afresh"
            },
            decisions.len(),
            phases.len(),
            median(phases.clone()).as_secs_f64(),
            longest.as_secs_f64(),
            total.as_secs_f64(),
            median(decisions).as_secs_f64(),
            100.0 * carried as f64 / (carried + fresh).max(1) as f64,
        );
    }
}
