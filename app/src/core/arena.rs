//! The arena: bots against each other over many games, seats rotated, for `parlour arena`.
//!
//! Game `g` seats bot `(s + g) mod B` at seat `s` (B bots), so every bot plays every seat
//! equally often; with `rotate` off, bot `s mod B` sits at seat `s` in every game (for games
//! whose seats play different sides). A seat's result is its share of first place in the game's final ranking (1
//! for a sole winner, 1/2 for a two-way tie, 0 otherwise); a bot's win rate is the mean over
//! the seats it played, with a 95% Wilson score interval (`share_ci`); its mean score has one
//! from the normal approximation (`mean_ci`).

use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Instant;

use parlour_plugin_api::SetupRequest;
use serde::Serialize;

use super::bots::{self, Chosen, Level};
use super::plugin::{GameHandle, Plugin};
use super::search::{SearchConfig, SearchMemory};
use super::simulate::max_actions;

/// A bot in the arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contender {
    /// The search bot (the heuristic bot for a game without determinize).
    Search,
    /// The plugin's heuristic bot.
    Heuristic,
    /// Uniformly random moves.
    Random,
    /// A bot level exactly as the launcher plays it (`normal`, `hard`): the search with the
    /// level's iterations and time cap and the game's declared guidance, whatever the
    /// arena's search options say. Lets two levels meet (`--bots hard,normal`).
    Level(Level),
}

impl Contender {
    pub fn name(self) -> &'static str {
        match self {
            Contender::Search => "search",
            Contender::Heuristic => "heuristic",
            Contender::Random => "random",
            Contender::Level(level) => level.key(),
        }
    }

    pub fn parse(text: &str) -> Option<Contender> {
        match text.trim() {
            "search" => Some(Contender::Search),
            "heuristic" => Some(Contender::Heuristic),
            "random" => Some(Contender::Random),
            "normal" => Some(Contender::Level(Level::Normal)),
            "hard" => Some(Contender::Level(Level::Hard)),
            _ => None,
        }
    }
}

/// What to play.
#[derive(Clone, Debug)]
pub struct ArenaOptions {
    pub players: u32,
    pub games: u32,
    pub bots: Vec<Contender>,
    /// Game `g` is set up with seed `seed + g`.
    pub seed: u64,
    /// The search bot's settings (its seed is derived per move).
    pub search: SearchConfig,
    /// Games played at once (each search uses one thread).
    pub threads: u32,
    /// Rotate the bots over the seats from game to game; off, bot `s mod B` plays seat `s`
    /// in every game.
    pub rotate: bool,
}

/// One bot's results.
#[derive(Clone, Debug, Serialize)]
pub struct BotResult {
    pub name: String,
    /// Seats played (games × seats per game).
    pub seats: u32,
    /// First places, ties shared (a two-way tie counts half).
    pub wins: f64,
    /// Seats that tied for first place.
    pub draws: u32,
    pub win_rate: f64,
    /// The 95% confidence interval of the win rate, `[low, high]`.
    pub ci95: [f64; 2],
    pub mean_score: f64,
    /// The 95% confidence interval of the mean score.
    pub score_ci95: [f64; 2],
    pub moves: u64,
    pub ms_per_move: f64,
    pub max_ms_per_move: f64,
    /// Search iterations (playouts) per second while searching; 0 for other bots.
    pub playouts_per_second: f64,
    /// Mean search iterations per searched (not forced) move.
    pub iterations_per_move: f64,
}

/// The arena's report (`parlour arena --json`).
#[derive(Clone, Debug, Serialize)]
pub struct ArenaReport {
    pub game: String,
    pub players: u32,
    pub games: u32,
    pub finished: u32,
    /// Games that reached the game's action bound without ending (counted, nobody won).
    pub unfinished: u32,
    pub errors: u32,
    /// The run was stopped before every game was played (`parlour arena` on SIGINT or
    /// SIGTERM): the figures cover the `finished` games only; a game in progress was dropped.
    pub interrupted: bool,
    pub seconds: f64,
    pub bots: Vec<BotResult>,
    /// The search bot's settings.
    pub search: SearchSummary,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub error_messages: Vec<String>,
}

#[derive(Clone, Debug, Serialize)]
pub struct SearchSummary {
    pub available: bool,
    pub iterations: Option<u64>,
    pub budget_ms: Option<u64>,
    pub rollout: &'static str,
    pub exploration: f64,
    pub cutoff: Option<u32>,
    pub margin: f64,
    pub prior: u32,
    pub trust: f64,
    pub opponents: &'static str,
    pub observe: bool,
}

/// Per-bot sums while games run.
#[derive(Clone, Debug, Default)]
struct Tally {
    outcomes: Vec<f64>,
    scores: Vec<f64>,
    draws: u32,
    moves: u64,
    move_seconds: f64,
    max_move_seconds: f64,
    search_iterations: u64,
    search_seconds: f64,
    searched_moves: u64,
}

fn mean_ci(values: &[f64]) -> (f64, [f64; 2]) {
    let n = values.len() as f64;
    if values.is_empty() {
        return (0.0, [0.0, 0.0]);
    }
    let mean = values.iter().sum::<f64>() / n;
    if values.len() < 2 {
        return (mean, [mean, mean]);
    }
    let variance = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0);
    let half = 1.96 * (variance / n).sqrt();
    (mean, [mean - half, mean + half])
}

/// The mean of win shares (each 0 to 1, a tie shared) and its 95% Wilson score interval. Unlike
/// the normal approximation of [`mean_ci`], it does not shrink to a point when every game was
/// won (or lost): 6 wins of 6 give 61% to 100%, not 100% to 100%, so a handful of games never
/// looks like proof. For shares between 0 and 1 it is conservative: their variance is at most
/// that of wins and losses with the same mean, which the interval assumes.
fn share_ci(shares: &[f64]) -> (f64, [f64; 2]) {
    if shares.is_empty() {
        return (0.0, [0.0, 1.0]);
    }
    const Z: f64 = 1.96;
    let n = shares.len() as f64;
    let p = (shares.iter().sum::<f64>() / n).clamp(0.0, 1.0);
    let z2 = Z * Z;
    let denominator = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denominator;
    let half = Z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denominator;
    (p, [(centre - half).max(0.0), (centre + half).min(1.0)])
}

fn mix(a: u64, b: u64) -> u64 {
    let mut z = a.wrapping_mul(0x9e37_79b9_7f4a_7c15).wrapping_add(b);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The outcome of one game: per seat, the bot, its share of first place, whether it tied for
/// first, and its score; plus each bot's move timings.
struct GameResult {
    seats: Vec<(usize, f64, bool, f64)>,
    tallies: Vec<Tally>,
    /// The game reached its action bound without ending: nobody wins it.
    unfinished: bool,
}

/// One arena game's outcome: its result, `None` when it was dropped because the run was
/// stopped, or why it failed.
type Played = Result<Option<GameResult>, String>;

/// Plays one arena game.
/// `Ok(None)` when `stop` was set before the game ended: the game is dropped.
fn play_game(plugin: &Arc<Plugin>, options: &ArenaOptions, index: u32, stop: &AtomicU32) -> Played {
    let bots = options.bots.len();
    let turn = if options.rotate { index as usize } else { 0 };
    let seat_bot = |seat: u32| (seat as usize + turn) % bots;
    let game_seed = options.seed.wrapping_add(u64::from(index));
    let mut game = plugin
        .new_game(&SetupRequest {
            players: options.players,
            seed: game_seed,
            options: Default::default(),
        })
        .map_err(|e| format!("setup failed: {e}"))?;
    let limit = max_actions(plugin);
    let mut tallies = vec![Tally::default(); bots];
    let mut actions = 0u32;
    // Each seat's search goes on from its own last decision; `movers` are the seats of the
    // moves so far.
    let mut memories: Vec<SearchMemory> =
        (0..options.players).map(|_| Default::default()).collect();
    let mut movers: Vec<u32> = Vec::new();
    loop {
        if stop.load(Ordering::Relaxed) != 0 {
            return Ok(None);
        }
        let (acting, over) = game.turn().map_err(|e| format!("turn failed: {e}"))?;
        if over {
            break;
        }
        if acting == 0 {
            return Err(format!(
                "after {actions} actions the game is not over but no seat is acting"
            ));
        }
        if actions >= limit {
            // Some games (Corrosion) end only when a player pushes for it: two bots that never
            // do play on for ever. Such a game is played but nobody wins it.
            let scores = game.scores().map_err(|e| format!("scores failed: {e}"))?;
            let seats = (0..options.players)
                .map(|seat| {
                    let score = scores.get(seat as usize).copied().unwrap_or(0.0);
                    (seat_bot(seat), 0.0, false, score)
                })
                .collect();
            return Ok(Some(GameResult {
                seats,
                tallies,
                unfinished: true,
            }));
        }
        let seat = acting.trailing_zeros();
        let bot = seat_bot(seat);
        let seed = mix(game_seed, u64::from(actions));
        let started = Instant::now();
        let mut scratch = SearchMemory::default();
        let memory = memories.get_mut(seat as usize).unwrap_or(&mut scratch);
        play_move(
            &mut game,
            seat,
            options.bots[bot],
            &options.search,
            seed,
            stop,
            &mut tallies[bot],
            (memory, &movers),
        )
        .map_err(|e| {
            format!(
                "{} for seat {seat} after {actions} actions: {e}",
                options.bots[bot].name()
            )
        })?;
        movers.push(seat);
        let seconds = started.elapsed().as_secs_f64();
        let tally = &mut tallies[bot];
        tally.moves += 1;
        tally.move_seconds += seconds;
        tally.max_move_seconds = tally.max_move_seconds.max(seconds);
        actions += 1;
    }
    let status = game.status().map_err(|e| format!("status failed: {e}"))?;
    let scores = game.scores().map_err(|e| format!("scores failed: {e}"))?;
    let mut seats = Vec::new();
    for seat in 0..options.players {
        let place = status
            .ranking
            .iter()
            .find(|r| r.seat == seat)
            .map(|r| r.place);
        let (share, tied) = match place {
            Some(1) => {
                let firsts = status
                    .ranking
                    .iter()
                    .filter(|r| r.place == 1)
                    .count()
                    .max(1);
                (1.0 / firsts as f64, firsts > 1)
            }
            Some(_) => (0.0, false),
            None => {
                // No ranking: compare the final scores.
                let mine = scores.get(seat as usize).copied().unwrap_or(0.0);
                let best = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
                if mine >= best {
                    let firsts = scores.iter().filter(|&&s| s == best).count().max(1);
                    (1.0 / firsts as f64, firsts > 1)
                } else {
                    (0.0, false)
                }
            }
        };
        let score = status
            .ranking
            .iter()
            .find(|r| r.seat == seat)
            .map(|r| r.score as f64)
            .or_else(|| scores.get(seat as usize).copied())
            .unwrap_or(0.0);
        seats.push((seat_bot(seat), share, tied, score));
    }
    Ok(Some(GameResult {
        seats,
        tallies,
        unfinished: false,
    }))
}

#[allow(clippy::too_many_arguments)]
fn play_move(
    game: &mut GameHandle,
    seat: u32,
    bot: Contender,
    search: &SearchConfig,
    seed: u64,
    cancel: &AtomicU32,
    tally: &mut Tally,
    (memory, movers): (&mut SearchMemory, &[u32]),
) -> Result<(), String> {
    match bot {
        Contender::Random => game.random_move(seat, seed).map_err(|e| e.to_string()),
        Contender::Heuristic => match game.bot_move(seat, seed) {
            Some(result) => result.map_err(|e| e.to_string()),
            None => {
                let action = game.bot(seat, seed).map_err(|e| e.to_string())?;
                game.apply(seat, &action)
                    .map(|_| ())
                    .map_err(|e| e.to_string())
            }
        },
        Contender::Search | Contender::Level(_) => {
            let config = match bot {
                Contender::Level(level) => level.search_config(game, seed),
                _ => Some(SearchConfig {
                    seed,
                    ..search.clone()
                }),
            };
            let (chosen, thought) =
                bots::decide_remembering(game, seat, config.as_ref(), seed, cancel, memory, movers)
                    .map_err(|e| e.to_string())?;
            if let Some(stats) = thought.search.filter(|s| !s.forced) {
                tally.search_iterations += stats.iterations;
                tally.search_seconds += stats.elapsed.as_secs_f64();
                tally.searched_moves += 1;
            }
            match chosen {
                Chosen::Path(path) => game
                    .apply_path(seat, &path, false)
                    .map(|_| ())
                    .map_err(|e| format!("its move was refused: {e}")),
                Chosen::Action(action) => game
                    .apply(seat, &action)
                    .map(|_| ())
                    .map_err(|e| format!("its move was refused: {e}")),
            }
        }
    }
}

/// Plays the arena; `progress` is called after each game with the number finished so far.
pub fn run(
    plugin: &Arc<Plugin>,
    options: &ArenaOptions,
    progress: &(dyn Fn(u32) + Sync),
) -> Result<ArenaReport, String> {
    run_until(plugin, options, progress, &AtomicU32::new(0))
}

/// [`run`], stopping early once `stop` becomes non-zero: no further game starts, the games in
/// progress are dropped (a search under way returns at once), and the report covers the games
/// finished by then, with `interrupted` set.
pub fn run_until(
    plugin: &Arc<Plugin>,
    options: &ArenaOptions,
    progress: &(dyn Fn(u32) + Sync),
    stop: &AtomicU32,
) -> Result<ArenaReport, String> {
    let manifest = plugin.manifest();
    if options.players < manifest.min_players || options.players > manifest.max_players {
        return Err(format!(
            "{} plays with {} to {} players, not {}",
            manifest.id, manifest.min_players, manifest.max_players, options.players
        ));
    }
    if options.bots.is_empty() {
        return Err("give at least one bot".into());
    }
    let available = plugin
        .new_game(&SetupRequest {
            players: options.players,
            seed: options.seed,
            options: Default::default(),
        })
        .map(|g| g.can_determinize())
        .map_err(|e| format!("setup failed: {e}"))?;
    let start = Instant::now();
    let done = AtomicU32::new(0);
    let results = super::parallel::each_index(
        options.games as usize,
        options.threads.clamp(1, 64) as usize,
        |index| {
            if stop.load(Ordering::Relaxed) != 0 {
                return None;
            }
            let result = play_game(plugin, options, index as u32, stop);
            if !matches!(result, Ok(None)) {
                progress(done.fetch_add(1, Ordering::Relaxed) + 1);
            }
            Some(result)
        },
    );
    let interrupted = stop.load(Ordering::Relaxed) != 0
        && results.iter().any(|r| matches!(r, None | Some(Ok(None))));
    let mut tallies = vec![Tally::default(); options.bots.len()];
    let mut finished = 0;
    let mut unfinished = 0;
    let mut errors = 0;
    let mut error_messages = Vec::new();
    for (index, result) in results.into_iter().enumerate() {
        match result {
            Some(Ok(Some(game))) => {
                finished += 1;
                unfinished += u32::from(game.unfinished);
                for (bot, share, tied, score) in game.seats {
                    let tally = &mut tallies[bot];
                    tally.outcomes.push(share);
                    tally.scores.push(score);
                    tally.draws += u32::from(tied);
                }
                for (total, part) in tallies.iter_mut().zip(game.tallies) {
                    total.moves += part.moves;
                    total.move_seconds += part.move_seconds;
                    total.max_move_seconds = total.max_move_seconds.max(part.max_move_seconds);
                    total.search_iterations += part.search_iterations;
                    total.search_seconds += part.search_seconds;
                    total.searched_moves += part.searched_moves;
                }
            }
            Some(Err(message)) => {
                errors += 1;
                if error_messages.len() < 5 {
                    error_messages.push(format!(
                        "game {index} (seed {}): {message}",
                        options.seed.wrapping_add(index as u64)
                    ));
                }
            }
            // Not played, or dropped, because the run was stopped.
            None | Some(Ok(None)) if interrupted => {}
            None | Some(Ok(None)) => errors += 1,
        }
    }
    let bots = options
        .bots
        .iter()
        .zip(&tallies)
        .map(|(bot, t)| {
            let (win_rate, ci95) = share_ci(&t.outcomes);
            let (mean_score, score_ci95) = mean_ci(&t.scores);
            let name = if matches!(bot, Contender::Search | Contender::Level(_)) && !available {
                "search (heuristic: no determinize)".to_owned()
            } else {
                bot.name().to_owned()
            };
            BotResult {
                name,
                seats: t.outcomes.len() as u32,
                wins: t.outcomes.iter().sum(),
                draws: t.draws,
                win_rate,
                ci95,
                mean_score,
                score_ci95,
                moves: t.moves,
                ms_per_move: if t.moves > 0 {
                    1000.0 * t.move_seconds / t.moves as f64
                } else {
                    0.0
                },
                max_ms_per_move: 1000.0 * t.max_move_seconds,
                playouts_per_second: if t.search_seconds > 0.0 {
                    t.search_iterations as f64 / t.search_seconds
                } else {
                    0.0
                },
                iterations_per_move: if t.searched_moves > 0 {
                    t.search_iterations as f64 / t.searched_moves as f64
                } else {
                    0.0
                },
            }
        })
        .collect();
    Ok(ArenaReport {
        game: plugin.id().to_owned(),
        players: options.players,
        games: options.games,
        finished,
        unfinished,
        errors,
        interrupted,
        seconds: start.elapsed().as_secs_f64(),
        bots,
        search: SearchSummary {
            available,
            iterations: options.search.iterations,
            budget_ms: options.search.budget_ms,
            rollout: options.search.rollout.name(),
            exploration: options.search.exploration,
            cutoff: options.search.cutoff,
            margin: options.search.margin_weight,
            prior: options.search.prior,
            trust: options.search.trust,
            opponents: options.search.opponents.name(),
            observe: options.search.observe,
        },
        error_messages,
    })
}

impl ArenaReport {
    /// The human-readable table.
    pub fn summary(&self) -> String {
        let mut out = format!(
            "{}: {} players, {} games ({} finished, {} errors) in {:.1} s\n",
            self.game, self.players, self.games, self.finished, self.errors, self.seconds
        );
        if self.interrupted {
            out.push_str(&format!(
                "stopped early: the table counts the {} games finished before the stop\n",
                self.finished
            ));
        }
        if self.unfinished > 0 {
            out.push_str(&format!(
                "{} of them reached the game's action bound without ending: nobody won those\n",
                self.unfinished
            ));
        }
        if self.search.available {
            out.push_str(&format!(
                "search: {} rollouts, exploration {}, iterations {}, budget {}, cut-off {}, margin {}, prior {}, trust {}, opponents {}, observe {}\n",
                self.search.rollout,
                self.search.exploration,
                self.search
                    .iterations
                    .map_or("-".to_owned(), |n| n.to_string()),
                self.search
                    .budget_ms
                    .map_or("-".to_owned(), |ms| format!("{ms} ms")),
                self.search.cutoff.map_or("-".to_owned(), |c| c.to_string()),
                self.search.margin,
                self.search.prior,
                self.search.trust,
                self.search.opponents,
                if self.search.observe { "on" } else { "off" },
            ));
        }
        out.push_str(&format!(
            "{:<12} {:>6} {:>8} {:>6} {:>7} {:>17} {:>11} {:>9} {:>9} {:>11}\n",
            "bot",
            "seats",
            "wins",
            "draws",
            "win %",
            "95% CI",
            "mean score",
            "ms/move",
            "max ms",
            "playouts/s"
        ));
        for bot in &self.bots {
            out.push_str(&format!(
                "{:<12} {:>6} {:>8.1} {:>6} {:>6.1}% {:>7.1}% – {:>5.1}% {:>11.2} {:>9.1} {:>9.1} {:>11.0}\n",
                bot.name,
                bot.seats,
                bot.wins,
                bot.draws,
                100.0 * bot.win_rate,
                100.0 * bot.ci95[0],
                100.0 * bot.ci95[1],
                bot.mean_score,
                bot.ms_per_move,
                bot.max_ms_per_move,
                bot.playouts_per_second,
            ));
        }
        for message in &self.error_messages {
            out.push_str("  error: ");
            out.push_str(message);
            out.push('\n');
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_interval_is_centred_and_narrows_with_more_games() {
        let few = [1.0, 0.0, 1.0, 0.5];
        let (mean, ci) = mean_ci(&few);
        assert!((mean - 0.625).abs() < 1e-12);
        assert!((mean - ci[0] - (ci[1] - mean)).abs() < 1e-12);
        let many: Vec<f64> = few.iter().copied().cycle().take(400).collect();
        let (_, wide) = mean_ci(&many);
        assert!(wide[1] - wide[0] < ci[1] - ci[0]);
    }

    #[test]
    fn a_clean_sweep_of_few_games_leaves_a_wide_interval() {
        // 6 wins of 6: the Wilson interval, not a point at 100%.
        let (rate, ci) = share_ci(&[1.0; 6]);
        assert_eq!(rate, 1.0);
        assert!((ci[0] - 0.610).abs() < 0.001, "{ci:?}");
        assert!((ci[1] - 1.0).abs() < 1e-9, "{ci:?}");
        // None of 6, mirrored.
        let (rate, ci) = share_ci(&[0.0; 6]);
        assert_eq!(rate, 0.0);
        assert!(ci[0].abs() < 1e-9, "{ci:?}");
        assert!((ci[1] - 0.390).abs() < 0.001, "{ci:?}");
        // 60 of 100: close to the normal approximation's 50.4% to 69.6%.
        let shares: Vec<f64> = (0..100).map(|i| f64::from(u8::from(i < 60))).collect();
        let (rate, ci) = share_ci(&shares);
        assert!((rate - 0.6).abs() < 1e-12);
        assert!(
            (ci[0] - 0.502).abs() < 0.001 && (ci[1] - 0.691).abs() < 0.001,
            "{ci:?}"
        );
        // More games narrow it; it always holds the share.
        let many: Vec<f64> = shares.iter().copied().cycle().take(1000).collect();
        let (_, narrow) = share_ci(&many);
        assert!(narrow[1] - narrow[0] < ci[1] - ci[0]);
        assert!(narrow[0] < 0.6 && 0.6 < narrow[1]);
    }

    #[test]
    fn bots_parse_by_name() {
        for bot in [
            Contender::Search,
            Contender::Heuristic,
            Contender::Random,
            Contender::Level(Level::Normal),
            Contender::Level(Level::Hard),
        ] {
            assert_eq!(Contender::parse(bot.name()), Some(bot));
        }
        assert_eq!(Contender::parse("mcts"), None);
    }
}
