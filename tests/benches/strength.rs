//! Benchmark: how strong the search bot plays in every bundled game, as the README's bot table
//! prints it (`cargo bench -p parlour-integration --bench strength`, a release build).
//!
//! Each row is one `parlour arena` match with the seats rotated, played on both cores until
//! its games are done or its time is up (`STRENGTH_MINUTES`, 20 by default; the games under
//! way then are dropped and the row says "stopped"):
//! * **Normal vs heuristic**: the Normal level as the launcher plays it (the game's declared
//!   guidance, which for every bundled game models the other seats with its heuristic bot);
//! * **Normal, own tree**: the same search without that opponent model (`--opponents tree`:
//!   every seat searches for itself), against the same heuristic bot;
//! * **Hard vs Normal**.
//!
//! "Beats" means the 95% interval of the first bot's win share lies above both the fair share
//! (1 / players) and the other bot's interval. `STRENGTH_ONLY=corrosion` plays the rows of
//! one game; `STRENGTH_GAMES` caps the games of a row (default 200).

mod abi;

use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

use parlour::core::arena::{self, ArenaOptions, ArenaReport, Contender};
use parlour::core::bots::{self, Level};
use parlour::core::plugin::Plugin;
use parlour::core::search::{Opponents, SearchConfig};

struct Game {
    crate_name: &'static str,
    id: &'static str,
    name: &'static str,
    players: u32,
}

const GAMES: [Game; 6] = [
    Game {
        crate_name: "parlour-connect-four",
        id: "connect-four",
        name: "Connect Four (fixture)",
        players: 2,
    },
    Game {
        crate_name: "parlour-victorian-masterminds",
        id: "victorian-masterminds",
        name: "Victorian Masterminds",
        players: 2,
    },
    Game {
        crate_name: "parlour-victorian-masterminds",
        id: "victorian-masterminds",
        name: "Victorian Masterminds",
        players: 4,
    },
    Game {
        crate_name: "parlour-corrosion",
        id: "corrosion",
        name: "Corrosion",
        players: 2,
    },
    Game {
        crate_name: "parlour-maniacal",
        id: "maniacal",
        name: "Maniacal",
        players: 3,
    },
    Game {
        crate_name: "parlour-smog",
        id: "smog",
        name: "SMOG (one-shot)",
        players: 3,
    },
];

fn env<T: std::str::FromStr>(key: &str) -> Option<T> {
    std::env::var(key).ok().and_then(|v| v.parse().ok())
}

/// Plays one row, stopped when its time is up.
fn row(plugin: &Arc<Plugin>, options: &ArenaOptions, minutes: f64) -> ArenaReport {
    let stop = Arc::new(AtomicU32::new(0));
    let done = Arc::new(AtomicU32::new(0));
    let timer = {
        let (stop, done) = (stop.clone(), done.clone());
        std::thread::spawn(move || {
            let end = std::time::Instant::now() + Duration::from_secs_f64(minutes * 60.0);
            while done.load(Ordering::Relaxed) == 0 {
                if std::time::Instant::now() >= end {
                    stop.store(1, Ordering::Relaxed);
                    return;
                }
                std::thread::sleep(Duration::from_millis(200));
            }
        })
    };
    let report = arena::run_until(plugin, options, &|_| {}, &stop).expect("the arena runs");
    done.store(1, Ordering::Relaxed);
    let _ = timer.join();
    report
}

fn percent(x: f64) -> String {
    format!("{:.1}%", x * 100.0)
}

fn main() {
    let only: Option<String> = env("STRENGTH_ONLY");
    let minutes: f64 = env("STRENGTH_MINUTES").unwrap_or(20.0);
    let games: u32 = env("STRENGTH_GAMES").unwrap_or(200);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get() as u32);
    println!(
        "| Game | Players | Match | Games | First bot (95% CI) | Second bot (95% CI) | Beats | ms per move (max) | Minutes |"
    );
    println!("| --- | ---: | --- | ---: | --- | --- | --- | --- | ---: |");
    for game in GAMES
        .iter()
        .filter(|g| only.as_deref().is_none_or(|o| o == g.id))
    {
        let plugin = abi::load(game.crate_name, game.id);
        // The Normal level's search, with its opponent model replaced by each seat's own tree.
        let own_tree = SearchConfig {
            iterations: Some(bots::NORMAL_ITERATIONS),
            budget_ms: Some(bots::NORMAL_BUDGET_MS),
            opponents: Opponents::Tree,
            ..bots::tuned(&plugin.manifest().bot)
        };
        let matches: [(&str, Vec<Contender>, SearchConfig); 3] = [
            (
                "Normal vs heuristic",
                vec![Contender::Level(Level::Normal), Contender::Heuristic],
                SearchConfig::default(),
            ),
            (
                "Normal, own tree, vs heuristic",
                vec![Contender::Search, Contender::Heuristic],
                own_tree,
            ),
            (
                "Hard vs Normal",
                vec![
                    Contender::Level(Level::Hard),
                    Contender::Level(Level::Normal),
                ],
                SearchConfig::default(),
            ),
        ];
        for (label, bots, search) in matches {
            let options = ArenaOptions {
                players: game.players,
                games,
                bots,
                seed: 1000,
                search,
                threads,
            };
            let report = row(&plugin, &options, minutes);
            let (first, second) = (&report.bots[0], &report.bots[1]);
            let fair = 1.0 / f64::from(game.players);
            let beats = first.ci95[0] > fair && first.ci95[0] > second.ci95[1];
            let finished = report.finished + report.unfinished;
            println!(
                "| {} | {} | {} | {}{} | {} ({}–{}) | {} ({}–{}) | {} | {:.0} ({:.0}) | {:.1} |",
                game.name,
                game.players,
                label,
                finished,
                if report.interrupted { " (stopped)" } else { "" },
                percent(first.win_rate),
                percent(first.ci95[0]),
                percent(first.ci95[1]),
                percent(second.win_rate),
                percent(second.ci95[0]),
                percent(second.ci95[1]),
                if beats { "yes" } else { "no" },
                first.ms_per_move,
                first.max_ms_per_move,
                report.seconds / 60.0,
            );
        }
    }
}
