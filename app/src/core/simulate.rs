//! Bot-only playouts through the ABI, for `parlour simulate` and the checker.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Instant;

use parlour_plugin_api::SetupRequest;
use serde::Serialize;

use super::plugin::Plugin;
use super::save::{SeatInfo, SeatKind};
use super::session::Session;

/// No game may take more actions than this; a game that does is reported as an error.
pub const MAX_ACTIONS: u32 = 200_000;

/// The result of `parlour simulate`.
#[derive(Debug, Clone, Serialize)]
pub struct SimulationReport {
    pub games: u32,
    pub finished: u32,
    pub errors: u32,
    pub seconds: f64,
    pub games_per_second: f64,
    pub mean_actions: f64,
    /// The setup options every game was played with, defaults filled in.
    pub options: BTreeMap<String, String>,
    /// The first few errors, for the human-readable report.
    #[serde(skip)]
    pub error_messages: Vec<String>,
}

impl SimulationReport {
    /// The human-readable summary.
    pub fn summary(&self, game: &str) -> String {
        let options = if self.options.is_empty() {
            String::new()
        } else {
            let pairs: Vec<String> = self
                .options
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect();
            format!(" ({})", pairs.join(", "))
        };
        let mut out = format!(
            "{game}{options}: {} games, {} finished, {} errors in {:.2} s ({:.1} games/s, {:.1} actions per game)",
            self.games,
            self.finished,
            self.errors,
            self.seconds,
            self.games_per_second,
            self.mean_actions
        );
        for message in &self.error_messages {
            out.push_str("\n  error: ");
            out.push_str(message);
        }
        out
    }
}

/// Who plays the seats in a simulation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Players {
    /// The plugin's heuristic bot.
    Bots,
    /// Uniformly random moves (uniform at each choice of a composed move), as the checker and
    /// the search bot's rollouts play them.
    Random,
}

/// Plays `games` games with bots in every seat, game `i` with seed `seed + i`.
pub fn simulate(
    plugin: &Arc<Plugin>,
    games: u32,
    players: u32,
    seed: u64,
) -> Result<SimulationReport, String> {
    simulate_with(plugin, games, players, seed, Players::Bots)
}

/// Plays `games` games with the given players in every seat, game `i` with seed `seed + i`,
/// with the default setup options.
pub fn simulate_with(
    plugin: &Arc<Plugin>,
    games: u32,
    players: u32,
    seed: u64,
    who: Players,
) -> Result<SimulationReport, String> {
    simulate_with_options(plugin, games, players, seed, who, &BTreeMap::new())
}

/// Checks setup options (KEY to VALUE) against the plugin's manifest exactly as `parlour new`
/// does, by setting up one game through [`Session::start`]; returns every option's value with
/// the defaults filled in, or why the options (or the player count) are refused.
pub fn checked_options(
    plugin: &Arc<Plugin>,
    players: u32,
    options: &BTreeMap<String, String>,
) -> Result<BTreeMap<String, String>, String> {
    let seats = (0..players)
        .map(|_| SeatInfo {
            name: String::new(),
            kind: SeatKind::Bot,
            level: None,
        })
        .collect();
    let session = Session::start(plugin, seats, 0, options.clone()).map_err(|e| e.to_string())?;
    Ok(session.options().clone())
}

/// Plays `games` games with the given players in every seat and the given setup options
/// (checked as `parlour new` checks them; missing ones take their defaults), game `i` with seed
/// `seed + i`.
pub fn simulate_with_options(
    plugin: &Arc<Plugin>,
    games: u32,
    players: u32,
    seed: u64,
    who: Players,
    options: &BTreeMap<String, String>,
) -> Result<SimulationReport, String> {
    let manifest = plugin.manifest();
    if players < manifest.min_players || players > manifest.max_players {
        return Err(format!(
            "{} plays with {} to {} players, not {players}",
            manifest.id, manifest.min_players, manifest.max_players
        ));
    }
    let options = checked_options(plugin, players, options)?;
    let start = Instant::now();
    let mut finished = 0;
    let mut errors = 0;
    let mut total_actions: u64 = 0;
    let mut error_messages = Vec::new();
    for i in 0..games {
        let game_seed = seed.wrapping_add(u64::from(i));
        match play_out_with_options(plugin, players, game_seed, who, &options) {
            Ok(actions) => {
                finished += 1;
                total_actions += u64::from(actions);
            }
            Err(message) => {
                errors += 1;
                if error_messages.len() < 5 {
                    error_messages.push(format!("seed {game_seed}: {message}"));
                }
            }
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    Ok(SimulationReport {
        games,
        finished,
        errors,
        seconds,
        games_per_second: if seconds > 0.0 {
            f64::from(games) / seconds
        } else {
            0.0
        },
        mean_actions: if finished > 0 {
            total_actions as f64 / f64::from(finished)
        } else {
            0.0
        },
        options,
        error_messages,
    })
}

/// Plays one game to the end with the plugin's bots; returns the number of actions.
pub fn play_out(plugin: &Arc<Plugin>, players: u32, seed: u64) -> Result<u32, String> {
    play_out_with(plugin, players, seed, Players::Bots)
}

/// The action bound of a plugin's games: its own, or the host's default.
pub fn max_actions(plugin: &Plugin) -> u32 {
    match plugin.manifest().max_actions {
        0 => MAX_ACTIONS,
        n => n,
    }
}

/// Plays one game to the end on the hot path (no labels, no log, no JSON where the plugin
/// speaks ABI 1.1) with the default setup options; returns the number of actions.
pub fn play_out_with(
    plugin: &Arc<Plugin>,
    players: u32,
    seed: u64,
    who: Players,
) -> Result<u32, String> {
    play_out_with_options(plugin, players, seed, who, &BTreeMap::new())
}

/// Plays one game to the end on the hot path with the given setup options (the plugin fills in
/// missing ones and refuses bad ones at setup); returns the number of actions.
pub fn play_out_with_options(
    plugin: &Arc<Plugin>,
    players: u32,
    seed: u64,
    who: Players,
    options: &BTreeMap<String, String>,
) -> Result<u32, String> {
    let limit = max_actions(plugin);
    let mut game = plugin
        .new_game(&SetupRequest {
            players,
            seed,
            options: options.clone(),
        })
        .map_err(|e| format!("setup failed: {e}"))?;
    let mut actions = 0;
    loop {
        let (acting, over) = game.turn().map_err(|e| format!("turn failed: {e}"))?;
        if over {
            return Ok(actions);
        }
        if acting == 0 {
            return Err(format!(
                "after {actions} actions the game is not over but no seat is acting"
            ));
        }
        let seat = acting.trailing_zeros();
        if actions >= limit {
            return Err(format!("the game did not end within {limit} actions"));
        }
        let move_seed = seed.wrapping_mul(31).wrapping_add(u64::from(actions));
        match who {
            Players::Random => game.random_move(seat, move_seed).map_err(|e| {
                format!("a random move for seat {seat} failed after {actions} actions: {e}")
            })?,
            Players::Bots => match game.bot_move(seat, move_seed) {
                Some(result) => result.map_err(|e| {
                    format!("the bot for seat {seat} failed after {actions} actions: {e}")
                })?,
                None => {
                    let action = game.bot(seat, move_seed).map_err(|e| {
                        format!("the bot for seat {seat} failed after {actions} actions: {e}")
                    })?;
                    game.apply(seat, &action).map_err(|e| {
                        format!("the bot's action {action} for seat {seat} was refused: {e}")
                    })?;
                }
            },
        }
        actions += 1;
    }
}
