//! Bot levels: which bot plays a seat and how long it may think.
//!
//! * **Easy**: the plugin's own heuristic bot.
//! * **Normal**: the search bot ([`super::search`]), [`NORMAL_ITERATIONS`] iterations a move and
//!   at most [`NORMAL_BUDGET_MS`] milliseconds (one second).
//! * **Hard**: the search bot, [`HARD_ITERATIONS`] iterations a move and at most
//!   [`HARD_BUDGET_MS`] milliseconds (four seconds).
//!
//! A game may declare its own Normal count, and Hard then runs five times it
//! ([`Level::iterations`]); the time caps stay.
//!
//! Whichever limit comes first ends the search. The README's table of levels states the same
//! figures (a test below holds it to them).
//!
//! The search bot needs the game's determinize extension; a game without it gets its heuristic
//! bot at every level ([`search_available`] tells the launcher so).

use std::sync::atomic::AtomicU32;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::plugin::{FailureKind, GameHandle, PluginError};
use super::search::{self, Opponents, Rollout, SearchConfig, SearchMemory, SearchStats};

/// How strong a bot seat plays. Saved with the seats; old saves read as [`Level::Normal`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// The game's heuristic bot: answers at once.
    Easy,
    /// The search bot with a short budget.
    #[default]
    Normal,
    /// The search bot with a long budget.
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    /// The name in saves and on the command line.
    pub fn key(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    pub fn parse(text: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.key() == text)
    }

    /// The Fluent id of the level's name (in the launcher's locales).
    pub fn label_id(self) -> &'static str {
        match self {
            Level::Easy => "newgame-level-easy",
            Level::Normal => "newgame-level-normal",
            Level::Hard => "newgame-level-hard",
        }
    }

    /// The Fluent id of a one-line description of the level.
    pub fn description_id(self) -> &'static str {
        match self {
            Level::Easy => "newgame-level-easy-hint",
            Level::Normal => "newgame-level-normal-hint",
            Level::Hard => "newgame-level-hard-hint",
        }
    }

    /// The search this level runs in a game, or `None` for the heuristic bot.
    pub fn search_config(self, game: &GameHandle, seed: u64) -> Option<SearchConfig> {
        let budget_ms = match self {
            Level::Easy => return None,
            Level::Normal => NORMAL_BUDGET_MS,
            Level::Hard => HARD_BUDGET_MS,
        };
        if !search::supported(game) {
            return None;
        }
        let hints = &game.plugin().manifest().bot;
        let mut config = tuned(hints);
        config.seed = seed;
        config.iterations = self.iterations(hints);
        config.budget_ms = Some(budget_ms);
        Some(config)
    }

    /// The iterations a decision runs at this level in a game with these hints: the host's
    /// ([`NORMAL_ITERATIONS`], [`HARD_ITERATIONS`]), or the game's declared Normal count
    /// ([`BotHints::iterations`](parlour_plugin_api::BotHints::iterations)) and five times it
    /// at Hard. `None` at Easy, which does not search.
    pub fn iterations(self, hints: &parlour_plugin_api::BotHints) -> Option<u64> {
        let declared = hints.iterations.filter(|n| *n > 0).map(u64::from);
        match self {
            Level::Easy => None,
            Level::Normal => Some(declared.unwrap_or(NORMAL_ITERATIONS)),
            Level::Hard => Some(declared.map_or(HARD_ITERATIONS, |n| {
                n.saturating_mul(HARD_ITERATIONS / NORMAL_ITERATIONS)
            })),
        }
    }
}

/// The threads a bot at the table thinks on ([`choose_move`]: the launcher, a game hosted
/// online and `parlour bot`): one per core, at most [`MAX_THINKING_THREADS`].
/// `PARLOUR_BOT_THREADS` sets another count (at least 1), to measure or to leave cores free.
/// The arena searches on one thread per game: it plays its games side by side instead.
pub fn thinking_threads() -> u32 {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get() as u32);
    threads_from(std::env::var("PARLOUR_BOT_THREADS").ok().as_deref(), cores)
}

/// [`thinking_threads`] from the variable's text and the machine's cores.
fn threads_from(variable: Option<&str>, cores: u32) -> u32 {
    match variable.and_then(|v| v.trim().parse::<u32>().ok()) {
        Some(n) => n.clamp(1, 64),
        None => cores.clamp(1, MAX_THINKING_THREADS),
    }
}

/// The most threads a bot thinks on by default: beyond a few, a shared tree gains little.
pub const MAX_THINKING_THREADS: u32 = 4;

/// The iteration budget of [`Level::Normal`] (and of the arena's search bot by default) in a
/// game that declares none.
pub const NORMAL_ITERATIONS: u64 = 400;
/// The time cap of a move at [`Level::Normal`], in milliseconds.
pub const NORMAL_BUDGET_MS: u64 = 1_000;
/// The iteration budget of [`Level::Hard`].
pub const HARD_ITERATIONS: u64 = 2_000;
/// The time cap of a move at [`Level::Hard`], in milliseconds.
pub const HARD_BUDGET_MS: u64 = 4_000;

/// The search settings for a game, from what its plugin declares in its manifest
/// ([`BotHints`](parlour_plugin_api::BotHints)). Without a declaration: the other seats play
/// the rollout policy (which played best across the bundled games), and rollouts play the
/// game's heuristic bot when it has one, else random moves.
pub fn tuned(hints: &parlour_plugin_api::BotHints) -> SearchConfig {
    use parlour_plugin_api::{OpponentsHint, RolloutHint};
    let mut config = SearchConfig {
        opponents: Opponents::Policy,
        ..SearchConfig::default()
    };
    config.rollout = match hints.rollout {
        Some(RolloutHint::Random) => Rollout::Random,
        Some(RolloutHint::Heuristic) => Rollout::Heuristic,
        Some(RolloutHint::Unknown) | None if hints.heuristic => Rollout::Heuristic,
        Some(RolloutHint::Unknown) | None => Rollout::Random,
    };
    if let Some(OpponentsHint::Tree) = hints.opponents {
        config.opponents = Opponents::Tree;
    }
    config.cutoff = hints.cutoff.or(config.cutoff);
    config.prior = hints.prior.unwrap_or(config.prior);
    config.trust = hints
        .trust
        .filter(|z| z.is_finite() && *z > 0.0)
        .unwrap_or(config.trust);
    config
}

/// Whether the search bot can play this game; without it every level plays the heuristic bot.
pub fn search_available(game: &GameHandle) -> bool {
    search::supported(game)
}

/// A move a bot chose, as a path of choice ids (for `apply_path`) or as the complete action
/// JSON the heuristic bot answered.
#[derive(Clone, Debug, PartialEq)]
pub enum Chosen {
    Path(Vec<u64>),
    Action(Value),
}

/// What [`decide`] did besides choosing.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Thought {
    /// The search's figures, when the search bot chose.
    pub search: Option<SearchStats>,
    /// The plugin marked the decision cheap ([`Game::cheap_decision`]), so its own bot
    /// answered instead of the search.
    ///
    /// [`Game::cheap_decision`]: parlour_plugin_api::Game::cheap_decision
    pub cheap: bool,
}

/// The bot's choice for an acting seat: the search with `config` when given and the game can
/// determinize, else the heuristic bot (with the same budget and cancellation flag).
pub fn decide(
    game: &GameHandle,
    seat: u32,
    config: Option<&SearchConfig>,
    seed: u64,
    cancel: &AtomicU32,
) -> Result<(Chosen, Thought), PluginError> {
    decide_remembering(
        game,
        seat,
        config,
        seed,
        cancel,
        &mut SearchMemory::default(),
        &[],
    )
}

/// [`decide`], the search going on from the seat's last decision (see [`SearchMemory`];
/// `movers` are the seats of the game's moves so far).
pub fn decide_remembering(
    game: &GameHandle,
    seat: u32,
    config: Option<&SearchConfig>,
    seed: u64,
    cancel: &AtomicU32,
    memory: &mut SearchMemory,
    movers: &[u32],
) -> Result<(Chosen, Thought), PluginError> {
    // A decision the plugin marks cheap goes to its own bot: no budget spent on it.
    let cheap =
        config.is_some() && search::supported(game) && game.choices(seat, &[], false, false)?.cheap;
    if let Some(config) = config.filter(|_| !cheap && search::supported(game)) {
        let decision = search::search_remembering(game, seat, config, cancel, memory, movers)?;
        // Cancelled before a single iteration: the heuristic answers at once instead.
        if decision.stats.forced || decision.stats.iterations + decision.stats.carried > 0 {
            return Ok((
                Chosen::Path(decision.path),
                Thought {
                    search: Some(decision.stats),
                    cheap: false,
                },
            ));
        }
    }
    let request = parlour_plugin_api::BotRequest {
        seed,
        budget_ms: config.and_then(|c| c.budget_ms),
        iterations: config.and_then(|c| c.iterations),
    };
    let action = game.bot_within(seat, &request, cancel)?;
    Ok((
        Chosen::Action(action),
        Thought {
            search: None,
            cheap,
        },
    ))
}

/// The complete action JSON of a path of choice ids, as `game_apply` takes it.
pub fn action_of_path(game: &GameHandle, seat: u32, path: &[u64]) -> Result<Value, PluginError> {
    let mut partial: Vec<Value> = Vec::with_capacity(path.len());
    for &id in path {
        let choices = game.choices(seat, &partial, false, false)?;
        let option = choices
            .options
            .into_iter()
            .find(|o| o.id == id)
            .ok_or_else(|| PluginError {
                kind: FailureKind::Illegal,
                code: "illegal_action".into(),
                message: format!("choice {id:#x} is not offered to seat {seat}"),
                text: None,
            })?;
        partial.push(option.action);
    }
    let choices = game.choices(seat, &partial, false, false)?;
    choices
        .complete
        .map(|c| c.action)
        .ok_or_else(|| PluginError {
            kind: FailureKind::Illegal,
            code: "illegal_action".into(),
            message: format!("the choices {partial:?} are not a whole move for seat {seat}"),
            text: None,
        })
}

/// The launcher's entry point: the complete action JSON a bot of `level` plays for `seat`.
/// Searches until its budget is spent or `cancel` becomes non-zero, then answers at once; a
/// decision that one thread would not finish within a quarter of the time cap gets helpers,
/// up to [`thinking_threads`] threads in all. The same state, seed and level give the same
/// move unless the time cap, the helpers or the flag come into play.
pub fn choose_move(
    game: &GameHandle,
    seat: u32,
    level: Level,
    seed: u64,
    cancel: &AtomicU32,
) -> Result<Value, PluginError> {
    choose_move_remembering(
        game,
        seat,
        level,
        seed,
        cancel,
        &mut SearchMemory::default(),
        &[],
    )
}

/// [`choose_move`] with the seat's search memory (see [`SearchMemory`]).
pub fn choose_move_remembering(
    game: &GameHandle,
    seat: u32,
    level: Level,
    seed: u64,
    cancel: &AtomicU32,
    memory: &mut SearchMemory,
    movers: &[u32],
) -> Result<Value, PluginError> {
    let threads = thinking_threads();
    choose_move_thinking(game, seat, level, seed, cancel, memory, movers, threads)
        .map(|(action, _)| action)
}

/// [`choose_move_remembering`] on at most `threads` threads (the launcher's `bot_threads`
/// setting, or [`thinking_threads`]), with how the bot came to its move
/// (`parlour bot --stats`).
#[allow(clippy::too_many_arguments)]
pub fn choose_move_thinking(
    game: &GameHandle,
    seat: u32,
    level: Level,
    seed: u64,
    cancel: &AtomicU32,
    memory: &mut SearchMemory,
    movers: &[u32],
    threads: u32,
) -> Result<(Value, Thought), PluginError> {
    let config = level.search_config(game, seed).map(|config| SearchConfig {
        threads: threads.max(1),
        ..config
    });
    let (chosen, thought) =
        decide_remembering(game, seat, config.as_ref(), seed, cancel, memory, movers)?;
    let action = match chosen {
        Chosen::Action(action) => action,
        Chosen::Path(path) => action_of_path(game, seat, &path)?,
    };
    Ok((action, thought))
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_plugin_api::{BotHints, OpponentsHint, RolloutHint};

    /// Hints that declare every setting.
    fn declared_hints() -> BotHints {
        BotHints {
            heuristic: true,
            rollout: Some(RolloutHint::Random),
            opponents: Some(OpponentsHint::Tree),
            cutoff: Some(30),
            prior: Some(4),
            trust: Some(2.0),
            iterations: Some(150),
        }
    }

    #[test]
    fn a_bot_thinks_on_every_core_up_to_the_cap_unless_told_otherwise() {
        assert_eq!(threads_from(None, 1), 1);
        assert_eq!(threads_from(None, 2), 2);
        assert_eq!(threads_from(None, 16), MAX_THINKING_THREADS);
        assert_eq!(
            threads_from(Some("1"), 8),
            1,
            "the variable leaves cores free"
        );
        assert_eq!(threads_from(Some(" 6 "), 2), 6);
        assert_eq!(threads_from(Some("0"), 2), 1, "at least one thread");
        assert_eq!(threads_from(Some("many"), 2), 2, "nonsense is ignored");
    }

    #[test]
    fn a_plugin_declares_how_the_search_plays_its_game() {
        let plain = tuned(&BotHints::default());
        assert_eq!(
            plain.rollout,
            Rollout::Random,
            "no bot of its own: random rollouts"
        );
        assert_eq!(plain.opponents, Opponents::Policy);
        assert_eq!(tuned(&BotHints::heuristic()).rollout, Rollout::Heuristic);
        let declared = tuned(&declared_hints());
        assert_eq!(declared.rollout, Rollout::Random);
        assert_eq!(declared.opponents, Opponents::Tree);
        assert_eq!((declared.cutoff, declared.prior), (Some(30), 4));
        assert_eq!(declared.trust, 2.0);
        // A trust that is no number of standard errors is ignored.
        for odd in [f64::NAN, -1.0, f64::INFINITY] {
            let hints = BotHints {
                trust: Some(odd),
                ..BotHints::heuristic()
            };
            assert_eq!(tuned(&hints).trust, 0.0);
        }
        // The declared iterations are Normal's, and Hard runs five times as many; without
        // a declaration (or with 0) the levels run the host's counts.
        assert_eq!(Level::Normal.iterations(&declared_hints()), Some(150));
        assert_eq!(Level::Hard.iterations(&declared_hints()), Some(750));
        assert_eq!(Level::Easy.iterations(&declared_hints()), None);
        for plain in [
            BotHints::default(),
            BotHints {
                iterations: Some(0),
                ..BotHints::heuristic()
            },
        ] {
            assert_eq!(Level::Normal.iterations(&plain), Some(NORMAL_ITERATIONS));
            assert_eq!(Level::Hard.iterations(&plain), Some(HARD_ITERATIONS));
        }
        // A hint from a newer plugin that this host does not know falls back to the default.
        let newer: BotHints =
            serde_json::from_str(r#"{"heuristic": true, "rollout": "neural"}"#).unwrap();
        assert_eq!(tuned(&newer).rollout, Rollout::Heuristic);
    }

    use crate::core::i18n::{Catalogue, Lang};

    /// Thousands as the README writes them: 2,000.
    fn grouped(n: u64) -> String {
        let digits = n.to_string();
        let mut out = String::new();
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push(',');
            }
            out.push(c);
        }
        out
    }

    #[test]
    fn the_readme_states_the_budgets_the_levels_play_with() {
        let readme = include_str!("../../../README.md");
        for (name, iterations, budget_ms) in [
            ("Normal", NORMAL_ITERATIONS, NORMAL_BUDGET_MS),
            ("Hard", HARD_ITERATIONS, HARD_BUDGET_MS),
        ] {
            let row = readme
                .lines()
                .find(|line| line.starts_with(&format!("| {name} |")))
                .unwrap_or_else(|| panic!("the README's table of levels has no {name} row"));
            let expected = format!(
                "{} iterations (at most {} s)",
                grouped(iterations),
                budget_ms / 1000
            );
            assert!(row.contains(&expected), "{row:?} lacks {expected:?}");
        }
    }

    #[test]
    fn the_level_names_and_descriptions_exist_in_every_language() {
        let host = Catalogue::host();
        for level in Level::ALL {
            for id in [level.label_id(), level.description_id()] {
                for lang in Lang::ALL {
                    assert!(host.has(lang, id), "{id} is missing in {}", lang.code());
                }
            }
        }
    }
}
