//! The JSON messages that cross the ABI. Every struct tolerates missing fields
//! (`#[serde(default)]`) and unknown fields, and enums have an `Unknown` fallback, so that a newer
//! plugin and an older host (or the reverse) degrade gracefully instead of failing.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::text::Text;

/// A seat at the table, numbered from 0.
pub type Seat = u32;

/// What a plugin says about itself.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Manifest {
    /// Stable identifier: lowercase ASCII letters, digits and `-`. Saves refer to it.
    pub id: String,
    /// The plugin's own version (semver).
    pub version: String,
    /// Fluent message id of the game's name.
    pub name: String,
    /// Fluent message id of a one- or two-sentence description for the library.
    pub description: String,
    /// Fluent message id of a short rules reference shown in the app (may be empty).
    pub rules: String,
    pub min_players: u32,
    pub max_players: u32,
    /// Setup options and variants.
    pub options: Vec<GameOption>,
    /// Fluent resources per language code (`en`, `de`): each entry is one `.ftl` file.
    pub locales: BTreeMap<String, Vec<FtlFile>>,
    /// Names of assets that `asset` can deliver (`*.png` or `*.svg`).
    pub assets: Vec<String>,
    /// Version of the saved-state format written by `game_save`.
    pub schema_version: u32,
    /// Whether the game has information hidden from some seats (the host then hides the board
    /// between human turns in hotseat play).
    pub hidden_information: bool,
    /// Free-form credits, such as the game's designers. Not localised.
    pub authors: Vec<String>,
    /// The view vocabulary version the plugin's views need (0 or 1: ABI 1.0's; 2: ABI 1.1's).
    /// The host says which version it draws in `HostInfo`.
    pub vocabulary: u32,
    /// The most actions one game can take; the host stops a game that runs past it with a
    /// clear error. 0: the host's default.
    pub max_actions: u32,
    /// How the host's search bot should play this game (absent: the defaults).
    #[serde(skip_serializing_if = "BotHints::is_default")]
    pub bot: BotHints,
    /// Fluent message ids of each seat's part in the game, seat 0 first, for a game whose
    /// seats differ (the villain and the heroes); empty when every seat plays alike. The host
    /// names them in the new-game form, so the players choose who plays which side.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub seat_roles: Vec<String>,
}

/// What a plugin tells the host's search bot about playing its game. Every field is optional;
/// the host's defaults are the settings that played best across the bundled games.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct BotHints {
    /// The game has a heuristic bot of its own (`game_bot` answers a considered move, not a
    /// random one). The search then plays it in its rollouts and models the other seats with
    /// it, unless `rollout` or `opponents` say otherwise.
    pub heuristic: bool,
    /// How rollouts play: `random` (uniform moves inside the plugin, fastest) or `heuristic`
    /// (the game's bot for every seat, slower and usually much stronger).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rollout: Option<RolloutHint>,
    /// How the search models the other seats: `policy` (they play the rollout policy) or
    /// `tree` (each seat searches for itself).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opponents: Option<OpponentsHint>,
    /// Rollout moves after which a position is scored with the game's `evaluate` instead of
    /// being played to the end (for long games with a good evaluation).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cutoff: Option<u32>,
    /// Virtual visits given to the heuristic bot's next click in each new node of a move
    /// (every step of a composed move, through the search extension's `bot_path`), so that
    /// the search starts from its advice.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prior: Option<u32>,
    /// How sure the search must be before it plays another move than the heuristic bot's: at
    /// each click where the bot's move (its `bot_path` in the real game) and the search's most
    /// visited click part, the search keeps the bot's click unless the other's mean reward
    /// beats it by this many standard errors. For a game whose bot encodes more than a
    /// second of playouts can see; absent or 0: the search's most visited click.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trust: Option<f64>,
    /// The iterations a decision runs at the Normal level, for a game whose playouts are long
    /// (whole games of hundreds of moves): a decision then ends once it has run them, where
    /// the host's count (400) would run into the time cap. Hard runs five times as many (the
    /// ratio of the host's levels); the time caps stay. Absent or 0: the host's counts.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub iterations: Option<u32>,
}

impl BotHints {
    pub fn is_default(&self) -> bool {
        *self == BotHints::default()
    }

    /// A game with a heuristic bot of its own, with the default settings for one.
    pub fn heuristic() -> BotHints {
        BotHints {
            heuristic: true,
            ..Default::default()
        }
    }
}

/// See [`BotHints::rollout`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RolloutHint {
    Random,
    Heuristic,
    /// A hint this version does not know: the host's default.
    #[serde(other)]
    Unknown,
}

/// See [`BotHints::opponents`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OpponentsHint {
    Policy,
    Tree,
    /// A hint this version does not know: the host's default.
    #[serde(other)]
    Unknown,
}

/// One Fluent resource file.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct FtlFile {
    pub name: String,
    pub source: String,
}

/// A setup option. Values always travel as strings.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameOption {
    pub key: String,
    /// Fluent message id of the option's name.
    pub label: String,
    /// Fluent message id of an explanation (may be empty).
    pub description: String,
    pub kind: OptionKind,
    pub default: String,
}

/// The kind of value an option takes.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum OptionKind {
    /// `"true"` or `"false"`.
    #[default]
    Bool,
    /// A whole number in a range.
    Int { min: i64, max: i64 },
    /// One of a fixed list.
    Choice { choices: Vec<OptionChoice> },
    /// A kind this host does not know; it shows the option as read-only with its default.
    #[serde(other)]
    Unknown,
}

/// One value of a choice option.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct OptionChoice {
    pub value: String,
    /// Fluent message id.
    pub label: String,
    /// Fluent message id of a one-line explanation of this value, shown when it is chosen
    /// (optional: empty means none; hosts that predate it ignore it).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub description: String,
}

impl GameOption {
    /// Checks a value against the option's kind; returns a reason in English when it does not fit.
    pub fn check_value(&self, value: &str) -> Result<(), String> {
        match &self.kind {
            OptionKind::Bool => match value {
                "true" | "false" => Ok(()),
                _ => Err(format!(
                    "option {} takes true or false, not {value:?}",
                    self.key
                )),
            },
            OptionKind::Int { min, max } => match value.parse::<i64>() {
                Ok(n) if (*min..=*max).contains(&n) => Ok(()),
                _ => Err(format!(
                    "option {} takes a whole number from {min} to {max}, not {value:?}",
                    self.key
                )),
            },
            OptionKind::Choice { choices } => {
                if choices.iter().any(|c| c.value == value) {
                    Ok(())
                } else {
                    let names: Vec<&str> = choices.iter().map(|c| c.value.as_str()).collect();
                    Err(format!(
                        "option {} takes one of {}, not {value:?}",
                        self.key,
                        names.join(", ")
                    ))
                }
            }
            OptionKind::Unknown => Ok(()),
        }
    }
}

/// Sent to `game_new`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SetupRequest {
    pub players: u32,
    pub seed: u64,
    /// Option values by key; missing keys take the manifest's default.
    pub options: BTreeMap<String, String>,
}

/// Written by `game_save`, read by `game_load`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedState {
    pub schema_version: u32,
    pub state: Value,
}

/// Written by `game_status`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Status {
    /// Seats that must decide something now. Several seats may act at once.
    pub acting: Vec<Seat>,
    /// Turn counter, starting at 1.
    pub turn: u32,
    /// Round counter when the game has rounds.
    pub round: Option<u32>,
    /// The current phase, localised.
    pub phase: Option<Text>,
    /// Where play stands in the game's own terms (SMOG: "Round 2 of 8 · Activation 3 of 9"),
    /// shown instead of the turn and round counters when given; `turn` keeps counting for
    /// saves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub headline: Option<Text>,
    /// Current scores by seat, when the game shows them during play (may be empty).
    pub scores: Vec<i64>,
    pub game_over: bool,
    /// Final ranking, best first, when the game is over.
    pub ranking: Vec<Ranked>,
}

/// One seat's place in the final ranking.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Ranked {
    pub seat: Seat,
    /// 1 for the winner; tied seats share a place.
    pub place: u32,
    pub score: i64,
    /// How the score came about, line by line.
    pub breakdown: Vec<ScoreLine>,
}

/// One line of a score breakdown.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ScoreLine {
    pub label: Text,
    pub value: i64,
}

/// One legal action as returned by `game_actions`, or one option of a composed move's next
/// choice in `Choices` (then `action` is the choice's JSON).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct LegalAction {
    /// The action exactly as `game_apply` accepts it (or the choice).
    pub action: Value,
    /// What a button for this action says.
    pub label: Text,
    /// The action's id (ABI 1.1): a function of the action itself, never of its place in the
    /// list. 0 from a 1.0 plugin; the host then computes `id::json_id` of `action`.
    pub id: u64,
    /// A heading under which the side panel groups the button.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub group: Option<Text>,
    /// An icon name for the button (as `Pip::icon`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub icon: Option<String>,
    /// The board has a clickable element for this action: the side panel leaves it out.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub board_only: bool,
    /// More about the action, shown on hover.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tooltip: Option<Text>,
}

/// Sent to `game_choices` (ABI 1.1).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ChoicesRequest {
    /// The choices made so far, as the JSON of the options picked (empty: the first choice).
    pub partial: Vec<Value>,
    /// Build labels and tooltips (a bot or the checker may leave them out).
    pub labels: bool,
    /// Also draw the view of the partial move for the seat.
    pub view: bool,
}

/// Written by `game_choices`: what the seat may pick next.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Choices {
    /// What the seat is asked, e.g. "Choose the squares to walk".
    pub prompt: Option<Text>,
    /// The options for the next click.
    pub options: Vec<LegalAction>,
    /// Set when the choices so far already form a whole move: Confirm applies it.
    pub complete: Option<CompleteMove>,
    /// Set when this step picks a subset, one option per click.
    pub subset: Option<Subset>,
    /// The seat's view with the partial move drawn, when asked for and the plugin draws one
    /// (for an empty partial: the plain view).
    pub view: Option<crate::view::Node>,
    /// Set (for an empty partial) when the game's own bot answers this decision as well as a
    /// search would ([`Game::cheap_decision`](crate::Game::cheap_decision)): a host's search
    /// bot plays the plugin's bot move at once. Absent in older plugins: not cheap.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub cheap: bool,
}

/// A whole move composed from the choices so far.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct CompleteMove {
    /// The action, exactly as `game_apply` accepts it (the host logs and saves this).
    pub action: Value,
    /// The action's id.
    pub id: u64,
    /// A summary of the move for the Confirm button.
    pub label: Option<Text>,
}

/// A subset step: pick at least `min` and at most `max` options, one per click.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Subset {
    pub min: u32,
    pub max: u32,
    /// How many are picked so far.
    pub picked: u32,
}

/// Sent to `host_hello` (ABI 1.1).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct HostInfo {
    /// The host's ABI minor version.
    pub abi_minor: u32,
    /// The view vocabulary version the host draws.
    pub vocabulary: u32,
    /// The host's name and version, for diagnostics.
    pub host: String,
}

/// Returned by a successful `game_apply`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Applied {
    /// Whether the host may offer to take this action back. False when it revealed hidden
    /// information or drew on randomness.
    pub undoable: bool,
    /// Lines for the game log.
    pub log: Vec<LogEntry>,
    /// When a composed move was cut short at an interruption (an opponent reacts to a step),
    /// how many of its choices were applied. `None`: all of them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub applied_choices: Option<u32>,
}

/// A line of the game log.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct LogEntry {
    pub text: Text,
    /// When set, only these seats may read the line (it tells a secret of theirs).
    pub visible_to: Option<Vec<Seat>>,
    /// When set, these seats do not read the line: they read their own line about the same
    /// event instead ("You bid 5" for the bidder, "Anna placed a bid" for everyone else), so
    /// the log tells each event once. Added in ABI 1.1; an older host shows both lines.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hidden_from: Option<Vec<Seat>>,
}

impl LogEntry {
    /// A line everyone may read.
    pub fn public(text: Text) -> Self {
        LogEntry {
            text,
            visible_to: None,
            hidden_from: None,
        }
    }

    /// A line for everyone except the given seats (spectators read it too).
    pub fn except(text: Text, seats: Vec<Seat>) -> Self {
        LogEntry {
            text,
            visible_to: None,
            hidden_from: Some(seats),
        }
    }

    /// A line only the given seats may read.
    pub fn private(text: Text, seats: Vec<Seat>) -> Self {
        LogEntry {
            text,
            visible_to: Some(seats),
            hidden_from: None,
        }
    }

    /// Whether a viewer (a seat, or `None` for a spectator) may read this line.
    pub fn visible_for(&self, viewer: Option<Seat>) -> bool {
        let hidden = match (&self.hidden_from, viewer) {
            (Some(seats), Some(seat)) => seats.contains(&seat),
            _ => false,
        };
        !hidden
            && match (&self.visible_to, viewer) {
                (None, _) => true,
                (Some(seats), Some(seat)) => seats.contains(&seat),
                (Some(_), None) => false,
            }
    }
}

/// Sent to `game_bot`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct BotRequest {
    /// Seed for any randomness in the bot's choice. The same state and seed give the same move.
    pub seed: u64,
    /// Wall-clock budget for the move in milliseconds (ABI 1.1; `None`: the bot's own pace).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub budget_ms: Option<u64>,
    /// Iteration budget for a searching bot (ABI 1.1); takes precedence over `budget_ms` for
    /// reproducible results.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub iterations: Option<u64>,
}

/// The body of every non-`OK` status.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ErrorBody {
    /// Machine-readable kind: `illegal_action`, `bad_request`, `panic`, `invalid_setup`, ...
    pub code: String,
    /// A precise English message for developers and logs.
    pub message: String,
    /// An optional localised message for players.
    pub text: Option<Text>,
}

impl SetupRequest {
    /// An option's value, typed: `bool`, a number, a `String`, or a unit-variant enum whose
    /// snake_case names are the option's choices (`#[serde(rename_all = "snake_case")]`).
    ///
    /// By the time [`Game::setup`](crate::Game::setup) runs, the SDK has checked every value
    /// against the manifest and filled in the defaults, so the only failure left is a game
    /// whose type does not match its own manifest, reported as an invalid setup.
    pub fn option<T: serde::de::DeserializeOwned>(&self, key: &str) -> Result<T, crate::GameError> {
        let raw = self.options.get(key).ok_or_else(|| {
            crate::GameError::invalid_setup(format!("the manifest declares no option {key:?}"))
        })?;
        // Numbers and booleans read as JSON; names read as strings.
        let literal = raw == "true"
            || raw == "false"
            || raw.starts_with(|c: char| c.is_ascii_digit() || c == '-');
        let as_name = || serde_json::from_value(Value::String(raw.clone()));
        let read = if literal {
            serde_json::from_str(raw).or_else(|_| as_name())
        } else {
            as_name()
        };
        read.map_err(|e| {
            crate::GameError::invalid_setup(format!("option {key} = {raw:?} does not fit: {e}"))
        })
    }
}

impl Status {
    /// The status of a game that is scored by points alone: the scores, and once the game is
    /// over a ranking by them (equal scores share a place, so a drawn game ranks both first).
    /// `acting` is filled in by the SDK.
    pub fn from_scores(turn: u32, scores: Vec<i64>, game_over: bool) -> Status {
        let ranking = if game_over {
            crate::sdk::rank(
                0..scores.len() as Seat,
                |seat| scores.get(seat as usize).copied().unwrap_or(0),
                |_| (),
                |_| Vec::new(),
            )
        } else {
            Vec::new()
        };
        Status {
            acting: Vec::new(),
            turn,
            round: None,
            phase: None,
            headline: None,
            scores,
            game_over,
            ranking,
        }
    }
}

impl Status {
    /// The status of a game that one seat wins or nobody does (a draw): the winner scores 1,
    /// the others 0, and once the game is over the winner ranks first (after a draw every
    /// seat shares the first place). `acting` is filled in by the SDK.
    pub fn from_winner(turn: u32, players: u32, winner: Option<Seat>, game_over: bool) -> Status {
        let scores = (0..players)
            .map(|seat| i64::from(winner == Some(seat)))
            .collect();
        Status::from_scores(turn, scores, game_over)
    }
}

impl Manifest {
    /// A manifest with the conventional message ids (`game-name`, `game-description`,
    /// `game-rules`), ABI 1.1's view vocabulary and hidden information off; fill in the rest
    /// with struct update syntax or the builders below:
    ///
    /// ```ignore
    /// Manifest::game("connect-four", env!("CARGO_PKG_VERSION"), 2..=2)
    ///     .locales(ftl!("en" => ["locales/en/connect-four.ftl"], "de" => ["locales/de/connect-four.ftl"]))
    /// ```
    pub fn game(id: &str, version: &str, players: std::ops::RangeInclusive<u32>) -> Manifest {
        Manifest {
            id: id.to_owned(),
            version: version.to_owned(),
            name: "game-name".to_owned(),
            description: "game-description".to_owned(),
            rules: "game-rules".to_owned(),
            min_players: *players.start(),
            max_players: *players.end(),
            vocabulary: crate::view::VOCABULARY,
            ..Default::default()
        }
    }

    /// The Fluent files, from [`ftl!`](crate::ftl).
    pub fn locales(mut self, locales: BTreeMap<String, Vec<FtlFile>>) -> Manifest {
        self.locales = locales;
        self
    }

    /// Adds a setup option.
    pub fn option(mut self, option: GameOption) -> Manifest {
        self.options.push(option);
        self
    }

    /// How the host's search bot should play the game ([`BotHints`]).
    pub fn bot(mut self, hints: BotHints) -> Manifest {
        self.bot = hints;
        self
    }

    /// Says that some seats do not see everything (the host then hides the board between
    /// human turns at one screen).
    pub fn hidden_information(mut self) -> Manifest {
        self.hidden_information = true;
        self
    }

    /// Names each seat's part (Fluent message ids, seat 0 first): see
    /// [`Manifest::seat_roles`].
    pub fn seat_roles(mut self, roles: &[&str]) -> Manifest {
        self.seat_roles = roles.iter().map(|r| r.to_string()).collect();
        self
    }
}

impl GameOption {
    /// An option choosing one of `values`; each value's label is the message `LABEL-VALUE`.
    pub fn choice(key: &str, label: &str, values: &[&str], default: &str) -> GameOption {
        GameOption {
            key: key.to_owned(),
            label: label.to_owned(),
            description: format!("{label}-description"),
            kind: OptionKind::Choice {
                choices: values
                    .iter()
                    .map(|value| OptionChoice {
                        value: (*value).to_owned(),
                        label: format!("{label}-{value}"),
                        description: String::new(),
                    })
                    .collect(),
            },
            default: default.to_owned(),
        }
    }

    /// A yes/no option (its description is the message `LABEL-description`).
    pub fn flag(key: &str, label: &str, default: bool) -> GameOption {
        GameOption {
            key: key.to_owned(),
            label: label.to_owned(),
            description: format!("{label}-description"),
            kind: OptionKind::Bool,
            default: default.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_option_kinds_and_missing_fields_degrade_gracefully() {
        let json = r#"{"id":"x","options":[{"key":"k","kind":{"type":"colour_picker"},"default":"red"}],"future_field":1}"#;
        let manifest: Manifest = serde_json::from_str(json).unwrap();
        assert_eq!(manifest.options[0].kind, OptionKind::Unknown);
        assert_eq!(manifest.max_players, 0);
    }

    #[test]
    fn option_values_are_checked_against_their_kind() {
        let option = GameOption {
            key: "cards".into(),
            kind: OptionKind::Choice {
                choices: vec![
                    OptionChoice {
                        value: "9".into(),
                        label: "a".into(),
                        ..Default::default()
                    },
                    OptionChoice {
                        value: "13".into(),
                        label: "b".into(),
                        ..Default::default()
                    },
                ],
            },
            ..Default::default()
        };
        assert!(option.check_value("13").is_ok());
        assert!(option.check_value("12").unwrap_err().contains("9, 13"));
        let range = GameOption {
            key: "n".into(),
            kind: OptionKind::Int { min: 1, max: 3 },
            ..Default::default()
        };
        assert!(range.check_value("3").is_ok());
        assert!(range.check_value("4").is_err());
        assert!(range.check_value("x").is_err());
    }

    #[test]
    fn private_log_lines_are_hidden_from_others_and_spectators() {
        let line = LogEntry::private(Text::new("drew"), vec![1]);
        assert!(line.visible_for(Some(1)));
        assert!(!line.visible_for(Some(0)));
        assert!(!line.visible_for(None));
        assert!(LogEntry::public(Text::new("x")).visible_for(None));
    }
}
