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
//! one game (`victorian-masterminds:4`: at one player count; several, separated by commas);
//! `STRENGTH_GAMES` caps the games of a row (default 200); `STRENGTH_SKIP_HARD=1` leaves out
//! the Hard rows, `STRENGTH_ONLY_HARD=1` plays only them.
//!
//! SMOG's seats play different sides (the Nemesis at seat 0 against the gentlemen), so its
//! seats stay fixed: the Normal level plays one side against the heuristic bot on the other,
//! and "beats" means its side's win share lies above the heuristic bot's on that same side
//! (the baseline row, the heuristic bot on both sides, which plays 25 times the row's games).
//! The Hard level plays each side against the same heuristic side, and beats Normal when its
//! share lies above the Normal row's on that side (played in the same run; with
//! `STRENGTH_ONLY_HARD=1`, it is compared with the baseline instead).

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
    /// Seat 0 plays against all the others (SMOG's Nemesis): played by sides, seats fixed.
    sides: bool,
}

const GAMES: [Game; 6] = [
    Game {
        crate_name: "parlour-connect-four",
        id: "connect-four",
        name: "Connect Four (fixture)",
        players: 2,
        sides: false,
    },
    Game {
        crate_name: "parlour-victorian-masterminds",
        id: "victorian-masterminds",
        name: "Victorian Masterminds",
        players: 2,
        sides: false,
    },
    Game {
        crate_name: "parlour-victorian-masterminds",
        id: "victorian-masterminds",
        name: "Victorian Masterminds",
        players: 4,
        sides: false,
    },
    Game {
        crate_name: "parlour-corrosion",
        id: "corrosion",
        name: "Corrosion",
        players: 2,
        sides: false,
    },
    Game {
        crate_name: "parlour-maniacal",
        id: "maniacal",
        name: "Maniacal",
        players: 3,
        sides: false,
    },
    Game {
        crate_name: "parlour-smog",
        id: "smog",
        name: "SMOG (one-shot)",
        players: 3,
        sides: true,
    },
];

fn env<T: std::str::FromStr>(key: &str) -> Option<T> {
    std::env::var(key).ok().and_then(|v| v.parse().ok())
}

/// Whether the environment variable `key` is set to 1.
fn flag(key: &str) -> bool {
    std::env::var(key).is_ok_and(|v| v == "1")
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

/// One match of a row: the bots, the search settings for `Contender::Search`, and whether the
/// seats rotate.
struct Match {
    label: &'static str,
    bots: Vec<Contender>,
    search: SearchConfig,
    rotate: bool,
}

fn play(plugin: &Arc<Plugin>, game: &Game, m: &Match, games: u32, minutes: f64) -> ArenaReport {
    let options = ArenaOptions {
        players: game.players,
        games,
        bots: m.bots.clone(),
        seed: 1000,
        search: m.search.clone(),
        threads: std::thread::available_parallelism().map_or(2, |n| n.get() as u32),
        rotate: m.rotate,
    };
    row(plugin, &options, minutes)
}

fn games_played(report: &ArenaReport) -> String {
    format!(
        "{}{}",
        report.finished + report.unfinished,
        if report.interrupted { " (stopped)" } else { "" }
    )
}

fn share(rate: f64, ci: [f64; 2]) -> String {
    format!("{} ({}–{})", percent(rate), percent(ci[0]), percent(ci[1]))
}

/// What a row of a game with sides measures.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    /// The Normal level, compared with the heuristic bot on its side.
    Normal,
    /// The Normal level without the opponent model, compared likewise.
    OwnTree,
    /// The Hard level, compared with the Normal row on its side (or, without it, the heuristic).
    Hard,
}

/// The seats of a game with sides (SMOG: the Nemesis at seat 0 against the gentlemen) are
/// played with fixed seats: the Nemesis side's win share is seat 0's, the gentlemen's is the
/// rest. Each side of the search is set against the heuristic bot on the other side and
/// compared with the heuristic bot playing that side itself.
fn sides(plugin: &Arc<Plugin>, game: &Game, own_tree: &SearchConfig, games: u32, minutes: f64) {
    let (skip_hard, only_hard) = (flag("STRENGTH_SKIP_HARD"), flag("STRENGTH_ONLY_HARD"));
    use Contender::{Heuristic, Level as L, Search};
    let n = game.players as usize;
    let seated = |nemesis: Contender, gentleman: Contender| {
        let mut bots = vec![nemesis];
        bots.extend(std::iter::repeat_n(gentleman, n - 1));
        bots
    };
    let baseline = play(
        plugin,
        game,
        &Match {
            label: "heuristic on both sides",
            bots: seated(Heuristic, Heuristic),
            search: SearchConfig::default(),
            rotate: false,
        },
        // The heuristic bot's games cost next to nothing (5,000 of SMOG's in about 100 s),
        // and the narrower their interval, the sooner a search's side is told apart from it.
        games.saturating_mul(25),
        minutes,
    );
    let nemesis_rate = |r: &ArenaReport| (r.bots[0].win_rate, r.bots[0].ci95);
    let (base_rate, base_ci) = nemesis_rate(&baseline);
    let flip = |(rate, ci): (f64, [f64; 2])| (1.0 - rate, [1.0 - ci[1], 1.0 - ci[0]]);
    println!(
        "| {} | {} | heuristic on both sides (the baseline) | {} | Nemesis {} | gentlemen {} | – | {:.0} ({:.0}) | {:.1} |",
        game.name,
        game.players,
        games_played(&baseline),
        share(base_rate, base_ci),
        {
            let (r, c) = flip((base_rate, base_ci));
            share(r, c)
        },
        baseline.bots[0].ms_per_move,
        baseline.bots[0].max_ms_per_move,
        baseline.seconds / 60.0,
    );
    // Each side's Normal share, once its row is played: a Hard row is compared with it.
    let mut normal: [Option<(f64, [f64; 2])>; 2] = [None, None];
    let mut matches = Vec::new();
    if !only_hard {
        matches.extend([
            (
                "Nemesis: Normal vs heuristic gentlemen",
                seated(L(Level::Normal), Heuristic),
                SearchConfig::default(),
                true,
                Role::Normal,
            ),
            (
                "Gentlemen: Normal vs heuristic Nemesis",
                seated(Heuristic, L(Level::Normal)),
                SearchConfig::default(),
                false,
                Role::Normal,
            ),
            (
                "Nemesis: Normal, own tree, vs heuristic",
                seated(Search, Heuristic),
                own_tree.clone(),
                true,
                Role::OwnTree,
            ),
            (
                "Gentlemen: Normal, own tree, vs heuristic",
                seated(Heuristic, Search),
                own_tree.clone(),
                false,
                Role::OwnTree,
            ),
        ]);
    }
    if !skip_hard {
        // Hard on one side against the same heuristic side as Normal's rows: Hard beats Normal
        // when its share's interval lies above the Normal row's on that side.
        matches.extend([
            (
                "Nemesis: Hard vs heuristic gentlemen",
                seated(L(Level::Hard), Heuristic),
                SearchConfig::default(),
                true,
                Role::Hard,
            ),
            (
                "Gentlemen: Hard vs heuristic Nemesis",
                seated(Heuristic, L(Level::Hard)),
                SearchConfig::default(),
                false,
                Role::Hard,
            ),
        ]);
    }
    for (label, bots, search, nemesis, role) in matches {
        let report = play(
            plugin,
            game,
            &Match {
                label,
                bots,
                search,
                rotate: false,
            },
            games,
            minutes,
        );
        let side = |r: (f64, [f64; 2])| if nemesis { r } else { flip(r) };
        let (rate, ci) = side(nemesis_rate(&report));
        let index = usize::from(!nemesis);
        let (against, (base, bci)) = match normal[index] {
            Some(normal) if role == Role::Hard => ("Normal on that side", normal),
            _ => ("heuristic on that side", side((base_rate, base_ci))),
        };
        if role == Role::Normal {
            normal[index] = Some((rate, ci));
        }
        let searcher = if nemesis {
            &report.bots[0]
        } else {
            &report.bots[1]
        };
        println!(
            "| {} | {} | {} | {} | {} | {} {} | {} | {:.0} ({:.0}) | {:.1} |",
            game.name,
            game.players,
            label,
            games_played(&report),
            // A side's share of no game is no share (the gentlemen's would read 100%).
            if report.finished + report.unfinished == 0 {
                "no game finished".to_owned()
            } else {
                share(rate, ci)
            },
            against,
            share(base, bci),
            if ci[0] > bci[1] { "yes" } else { "no" },
            searcher.ms_per_move,
            searcher.max_ms_per_move,
            report.seconds / 60.0,
        );
    }
}

fn main() {
    let only: Option<String> = env("STRENGTH_ONLY");
    let minutes: f64 = env("STRENGTH_MINUTES").unwrap_or(20.0);
    let games: u32 = env("STRENGTH_GAMES").unwrap_or(200);
    let (skip_hard, only_hard) = (flag("STRENGTH_SKIP_HARD"), flag("STRENGTH_ONLY_HARD"));
    println!(
        "| Game | Players | Match | Games | First bot (95% CI) | Second bot (95% CI) | Beats | ms per move (max) | Minutes |"
    );
    println!("| --- | ---: | --- | ---: | --- | --- | --- | --- | ---: |");
    for game in GAMES.iter().filter(|g| {
        only.as_deref().is_none_or(|o| {
            o.split(',')
                .any(|o| o == g.id || o == format!("{}:{}", g.id, g.players))
        })
    }) {
        let plugin = abi::load(game.crate_name, game.id);
        // The Normal level's search, with its opponent model replaced by each seat's own tree.
        let own_tree = SearchConfig {
            iterations: Some(bots::NORMAL_ITERATIONS),
            budget_ms: Some(bots::NORMAL_BUDGET_MS),
            opponents: Opponents::Tree,
            ..bots::tuned(&plugin.manifest().bot)
        };
        if game.sides {
            sides(&plugin, game, &own_tree, games, minutes);
            continue;
        }
        let mut matches = Vec::new();
        if !only_hard {
            matches.extend([
                Match {
                    label: "Normal vs heuristic",
                    bots: vec![Contender::Level(Level::Normal), Contender::Heuristic],
                    search: SearchConfig::default(),
                    rotate: true,
                },
                Match {
                    label: "Normal, own tree, vs heuristic",
                    bots: vec![Contender::Search, Contender::Heuristic],
                    search: own_tree,
                    rotate: true,
                },
            ]);
        }
        if !skip_hard {
            matches.push(Match {
                label: "Hard vs Normal",
                bots: vec![
                    Contender::Level(Level::Hard),
                    Contender::Level(Level::Normal),
                ],
                search: SearchConfig::default(),
                rotate: true,
            });
        }
        for m in &matches {
            let report = play(&plugin, game, m, games, minutes);
            let (first, second) = (&report.bots[0], &report.bots[1]);
            let fair = 1.0 / f64::from(game.players);
            let beats = first.ci95[0] > fair && first.ci95[0] > second.ci95[1];
            println!(
                "| {} | {} | {} | {} | {} | {} | {} | {:.0} ({:.0}) | {:.1} |",
                game.name,
                game.players,
                m.label,
                games_played(&report),
                share(first.win_rate, first.ci95),
                share(second.win_rate, second.ci95),
                if beats { "yes" } else { "no" },
                first.ms_per_move,
                first.max_ms_per_move,
                report.seconds / 60.0,
            );
        }
    }
}
