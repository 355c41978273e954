//! Benchmark: how long SMOG's Normal bot takes for the Nemesis's turns, and what the search
//! memory saves (`cargo bench -p parlour-integration --bench bot_smog`, a release build).
//!
//! A 3-player one-shot is played with the plugin's heuristic bot for the gentlemen and the
//! Normal level for the Nemesis (seat 0), once with the search going on from the Nemesis's
//! last decision (as the launcher plays) and once starting every decision afresh. A "phase"
//! is a run of Nemesis decisions with no other seat's move in between (his activation: the
//! minions and agents moved and fought one step after another). Printed: decisions, phases,
//! the median and the longest phase, the median decision, and the share of iterations that
//! came from a kept tree. The Normal level thinks on every core, as at the table
//! (`PARLOUR_BOT_THREADS=1` measures one core).

mod abi;

use std::sync::atomic::AtomicU32;
use std::time::{Duration, Instant};

use parlour::core::bots::{self, Chosen, Level};
use parlour::core::plugin::Plugin;
use parlour::core::search::{self, SearchMemory};
use parlour_plugin_api::SetupRequest;

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort_unstable();
    v.get(v.len() / 2).copied().unwrap_or_default()
}

fn main() {
    let plugin = abi::load("parlour-smog", "smog");
    if let Ok(path) = std::env::var("BOT_SMOG_TRACE") {
        trace(&plugin, &path);
        return;
    }
    if let Some(n) = std::env::var("BOT_SMOG_PROFILE")
        .ok()
        .and_then(|v| v.parse().ok())
    {
        profile(&plugin, n);
        return;
    }
    let games: u64 = std::env::var("BOT_SMOG_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    let cutoff: Option<u32> = std::env::var("BOT_SMOG_CUTOFF")
        .ok()
        .and_then(|v| v.parse().ok());
    // BOT_SMOG_PHASES=N: each game stops after N phases of the Nemesis (a quicker figure).
    let most_phases: usize = std::env::var("BOT_SMOG_PHASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(usize::MAX);
    // BOT_SMOG_AFRESH=0: only the run with the search memory, as the launcher plays.
    let afresh = std::env::var("BOT_SMOG_AFRESH").map_or(true, |v| v != "0");
    for remember in [true, false] {
        if !remember && !afresh {
            continue;
        }
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
            let first_phase = phases.len();
            for step in 0..4_000u64 {
                if phases.len() - first_phase >= most_phases {
                    break;
                }
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
                // As the table thinks: on every core (`PARLOUR_BOT_THREADS`).
                if let Some(config) = config.as_mut() {
                    config.threads = bots::thinking_threads();
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

/// `BOT_SMOG_TRACE=FILE`: a golden trace of the search's decisions, to prove that a speed-up
/// changed none of them. The Nemesis searches a fixed number of iterations
/// (`BOT_SMOG_TRACE_ITERATIONS`, default 40) without a time cap, going on from its last
/// decision as the launcher plays; each decision's path, iterations, carried iterations,
/// rollout moves, nodes and root visits are one line. The first run writes FILE; a later run
/// compares against it and names the first decision that differs.
fn trace(plugin: &std::sync::Arc<Plugin>, path: &str) {
    let iterations: u64 = std::env::var("BOT_SMOG_TRACE_ITERATIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(40);
    let mut lines = Vec::new();
    for seed in 0..2u64 {
        let mut game = plugin
            .new_game(&SetupRequest {
                players: 3,
                seed: 200 + seed,
                ..Default::default()
            })
            .expect("setup");
        let never = AtomicU32::new(0);
        let mut memory = SearchMemory::default();
        let mut movers: Vec<u32> = Vec::new();
        let mut searched = 0;
        for step in 0..4_000u64 {
            let (acting, over) = game.turn().expect("turn");
            if over || searched >= 80 {
                break;
            }
            let seat = acting.trailing_zeros();
            let move_seed = seed * 1_000_003 + step;
            if seat != 0 {
                let action = game.bot(seat, move_seed).expect("bot");
                game.apply(seat, &action).expect("apply");
                movers.push(seat);
                lines.push(format!("{seed} {step} s{seat} {action}"));
                continue;
            }
            let mut config = Level::Normal.search_config(&game, move_seed);
            if let Some(config) = config.as_mut() {
                config.iterations = Some(iterations);
                config.budget_ms = None;
            }
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
            let stats = thought.search.map(|s| {
                searched += usize::from(!s.forced);
                (s.iterations, s.carried, s.rollout_moves, s.nodes, s.forced)
            });
            lines.push(format!(
                "{seed} {step} s0 {chosen:?} cheap={} {stats:?}",
                thought.cheap
            ));
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
    }
    let path = std::path::Path::new(path);
    if !path.exists() {
        std::fs::write(path, lines.join("\n") + "\n").expect("write the trace");
        println!("wrote {} lines to {}", lines.len(), path.display());
        return;
    }
    let golden = std::fs::read_to_string(path).expect("read the trace");
    let golden: Vec<&str> = golden.lines().collect();
    for (i, (want, got)) in golden.iter().zip(&lines).enumerate() {
        assert_eq!(want, got, "line {i} differs from the golden trace");
    }
    assert_eq!(golden.len(), lines.len(), "the number of decisions differs");
    println!("{} lines match {}", lines.len(), path.display());
}

/// `BOT_SMOG_PROFILE=N`: a workload for a profiler (`valgrind --tool=callgrind
/// --toggle-collect='*decide_remembering*'`): the heuristic bot plays every seat of a 3-player
/// one-shot up to the Nemesis's Nth decision that the search would think about (not forced, not
/// marked cheap), which the Normal level then searches once, its 400 iterations without the
/// time cap. Prints the search's figures.
fn profile(plugin: &std::sync::Arc<Plugin>, n: usize) {
    let mut game = plugin
        .new_game(&SetupRequest {
            players: 3,
            seed: 200,
            ..Default::default()
        })
        .expect("setup");
    let never = AtomicU32::new(0);
    let mut seen = 0;
    for step in 0..4_000u64 {
        let (acting, over) = game.turn().expect("turn");
        assert!(!over, "the game ended before the Nemesis's decision {n}");
        let seat = acting.trailing_zeros();
        let real = seat == 0
            && !game
                .choices(seat, &[], false, false)
                .expect("choices")
                .cheap
            && search::forced_move(&game, seat).expect("forced").is_none();
        if real {
            seen += 1;
            if seen == n {
                break;
            }
        }
        let action = game.bot(seat, step).expect("bot");
        game.apply(seat, &action).expect("apply");
    }
    let mut config = Level::Normal
        .search_config(&game, 7)
        .expect("the search plays SMOG");
    config.budget_ms = None;
    let started = Instant::now();
    let (_, thought) = bots::decide_remembering(
        &game,
        0,
        Some(&config),
        7,
        &never,
        &mut SearchMemory::default(),
        &[],
    )
    .expect("decide");
    let stats = thought.search.expect("a search");
    println!(
        "smog 3p, the Nemesis's decision {n} at Normal: {} iterations, {} rollout moves, {} nodes, {:.2} s",
        stats.iterations,
        stats.rollout_moves,
        stats.nodes,
        started.elapsed().as_secs_f64()
    );
}
