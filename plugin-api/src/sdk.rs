//! The safe side of the contract: what a game author implements.
//!
//! Implement [`Game`] for your state type and call [`export_game!`](crate::export_game) once.
//! The SDK does the rest: JSON on the wire, buffers, catching panics, refusing illegal actions,
//! and keeping `apply` transactional.

use rand::seq::SliceRandom;
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize, de::DeserializeOwned};

use crate::protocol::{Applied, LogEntry, Manifest, Ranked, ScoreLine, Seat, SetupRequest, Status};
use crate::text::Text;
use crate::view::Node;

/// Who is looking at the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    Seat(Seat),
    /// Sees only what is public.
    Spectator,
}

impl Viewer {
    /// The seat, or `None` for a spectator.
    pub fn seat(self) -> Option<Seat> {
        match self {
            Viewer::Seat(seat) => Some(seat),
            Viewer::Spectator => None,
        }
    }

    /// Whether this viewer is the given seat.
    pub fn is(self, seat: Seat) -> bool {
        self == Viewer::Seat(seat)
    }
}

/// A legal action for a seat, with the label of its button.
#[derive(Clone, Debug, PartialEq)]
pub struct Legal<A> {
    pub action: A,
    pub label: Text,
}

impl<A> Legal<A> {
    pub fn new(action: A, label: Text) -> Self {
        Legal { action, label }
    }
}

/// The kind of a [`GameError`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The action is not allowed now.
    IllegalAction,
    /// The setup request cannot be honoured (player count, option value).
    InvalidSetup,
    /// A saved state cannot be read.
    BadState,
    /// Anything else that went wrong inside the game.
    Internal,
}

impl ErrorKind {
    /// The `code` string used on the wire.
    pub fn code(self) -> &'static str {
        match self {
            ErrorKind::IllegalAction => "illegal_action",
            ErrorKind::InvalidSetup => "invalid_setup",
            ErrorKind::BadState => "bad_state",
            ErrorKind::Internal => "internal",
        }
    }
}

/// An error from game code: a precise English message for developers, and optionally a
/// localised text for players.
#[derive(Clone, Debug, PartialEq)]
pub struct GameError {
    pub kind: ErrorKind,
    pub message: String,
    pub text: Option<Text>,
}

impl GameError {
    pub fn illegal(message: impl Into<String>) -> Self {
        GameError {
            kind: ErrorKind::IllegalAction,
            message: message.into(),
            text: None,
        }
    }
    pub fn invalid_setup(message: impl Into<String>) -> Self {
        GameError {
            kind: ErrorKind::InvalidSetup,
            message: message.into(),
            text: None,
        }
    }
    pub fn bad_state(message: impl Into<String>) -> Self {
        GameError {
            kind: ErrorKind::BadState,
            message: message.into(),
            text: None,
        }
    }
    pub fn internal(message: impl Into<String>) -> Self {
        GameError {
            kind: ErrorKind::Internal,
            message: message.into(),
            text: None,
        }
    }
    /// Adds a localised explanation for players.
    pub fn with_text(mut self, text: Text) -> Self {
        self.text = Some(text);
        self
    }
}

impl std::fmt::Display for GameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.kind.code(), self.message)
    }
}

impl std::error::Error for GameError {}

/// What `apply` reports besides the new state.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Outcome {
    /// False when the action revealed hidden information or used randomness.
    pub undoable: bool,
    pub log: Vec<LogEntry>,
}

impl Outcome {
    /// An action that may be taken back.
    pub fn undoable() -> Self {
        Outcome {
            undoable: true,
            log: Vec::new(),
        }
    }
    /// An action that may not be taken back.
    pub fn final_() -> Self {
        Outcome {
            undoable: false,
            log: Vec::new(),
        }
    }
    /// Adds a public log line.
    pub fn log(mut self, text: Text) -> Self {
        self.log.push(LogEntry::public(text));
        self
    }
    /// Adds a log line only some seats may read.
    pub fn log_private(mut self, text: Text, seats: Vec<Seat>) -> Self {
        self.log.push(LogEntry::private(text, seats));
        self
    }
}

impl From<Outcome> for Applied {
    fn from(o: Outcome) -> Self {
        Applied {
            undoable: o.undoable,
            log: o.log,
        }
    }
}

/// A deterministic random number generator that lives inside the game state and is saved with
/// it, so that replaying the action log from the seed reproduces every draw.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRng(ChaCha8Rng);

impl GameRng {
    pub fn from_seed(seed: u64) -> Self {
        GameRng(ChaCha8Rng::seed_from_u64(seed))
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: u32) -> u32 {
        if n == 0 { 0 } else { self.0.random_range(0..n) }
    }

    /// A die roll, `1..=sides`.
    pub fn roll(&mut self, sides: u32) -> u32 {
        self.below(sides.max(1)) + 1
    }

    /// A uniformly random 64-bit number.
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// Shuffles a slice in place.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        items.shuffle(&mut self.0);
    }

    /// Picks one element, or `None` for an empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            items.get(self.below(items.len() as u32) as usize)
        }
    }
}

/// The final ranking, best first: seats are ordered by score, then by a tie-break key (higher is
/// better, for example the number of completed segments). Seats equal on both share a place;
/// within a shared place they stay in seat order.
pub fn rank<K: Ord>(
    seats: impl IntoIterator<Item = Seat>,
    score: impl Fn(Seat) -> i64,
    tie_break: impl Fn(Seat) -> K,
    breakdown: impl Fn(Seat) -> Vec<ScoreLine>,
) -> Vec<Ranked> {
    let key = |seat: Seat| (score(seat), tie_break(seat));
    let mut seats: Vec<Seat> = seats.into_iter().collect();
    seats.sort_by_key(|&seat| std::cmp::Reverse(key(seat)));
    seats
        .iter()
        .map(|&seat| Ranked {
            seat,
            place: 1 + seats
                .iter()
                .filter(|&&other| key(other) > key(seat))
                .count() as u32,
            score: score(seat),
            breakdown: breakdown(seat),
        })
        .collect()
}

/// A game, as a plugin author writes it.
///
/// The implementing type is the whole game state, including its [`GameRng`]. It must be pure and
/// deterministic: the same setup followed by the same actions always gives the same state.
pub trait Game: Clone + Send + Serialize + DeserializeOwned + 'static {
    /// A move. Serialised to JSON for the host; equality of the JSON decides legality.
    type Action: Clone + Serialize + DeserializeOwned;

    /// Version of the state format. Raise it when the serialised state changes shape, and
    /// handle older versions in [`Game::upgrade`].
    const SCHEMA_VERSION: u32 = 1;

    /// Describes the game. `schema_version` is filled in by the SDK.
    fn manifest() -> Manifest;

    /// The bytes of a shipped asset listed in the manifest.
    fn asset(_name: &str) -> Option<&'static [u8]> {
        None
    }

    /// A new game. Player count and option values have already been checked against the
    /// manifest, and missing options are filled with their defaults.
    fn setup(request: &SetupRequest) -> Result<Self, GameError>;

    /// How many seats this game has (seats are numbered `0..player_count()`).
    fn player_count(&self) -> u32;

    /// The seats that must decide something now (may be several, may be out of turn).
    fn acting_seats(&self) -> Vec<Seat>;

    /// Every legal action of a seat now; empty when it need not act.
    fn legal_actions(&self, seat: Seat) -> Vec<Legal<Self::Action>>;

    /// Applies an action that the SDK has already checked to be in `legal_actions(seat)`.
    /// If this returns an error or panics, the SDK discards the partly changed state.
    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<Outcome, GameError>;

    /// What a viewer sees. Must not contain anything hidden from that viewer.
    fn view(&self, viewer: Viewer) -> Node;

    /// Turn, phase, scores and the final ranking. `acting` is filled in by the SDK.
    fn status(&self) -> Status;

    /// A bot's choice for a seat. The default picks a random legal action.
    fn bot_action(&self, seat: Seat, seed: u64) -> Option<Self::Action> {
        let mut legal = self.legal_actions(seat);
        if legal.is_empty() {
            return None;
        }
        let mut rng = GameRng::from_seed(seed);
        let index = rng.below(legal.len() as u32) as usize;
        Some(legal.swap_remove(index).action)
    }

    /// Converts a state saved with an older schema version into the current shape.
    fn upgrade(
        schema_version: u32,
        _state: serde_json::Value,
    ) -> Result<serde_json::Value, GameError> {
        Err(GameError::bad_state(format!(
            "saved state has schema version {schema_version}, this plugin reads version {}",
            Self::SCHEMA_VERSION
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranking_orders_by_score_then_tie_break_and_shares_full_ties() {
        let scores = [10, 12, 10, 10];
        let segments = [3, 1, 3, 2];
        let ranking = rank(
            0..4,
            |s| scores[s as usize],
            |s| segments[s as usize],
            |_| Vec::new(),
        );
        let order: Vec<(u32, u32)> = ranking.iter().map(|r| (r.seat, r.place)).collect();
        assert_eq!(order, vec![(1, 1), (0, 2), (2, 2), (3, 4)]);
        assert_eq!(ranking[0].score, 12);
    }

    #[test]
    fn rng_is_reproducible_and_survives_serialisation() {
        let mut a = GameRng::from_seed(42);
        let _ = a.below(10);
        let saved = serde_json::to_string(&a).unwrap();
        let mut b: GameRng = serde_json::from_str(&saved).unwrap();
        let from_a: Vec<u32> = (0..20).map(|_| a.roll(6)).collect();
        let from_b: Vec<u32> = (0..20).map(|_| b.roll(6)).collect();
        assert_eq!(from_a, from_b);
        assert!(from_a.iter().all(|v| (1..=6).contains(v)));
        let mut c = GameRng::from_seed(43);
        let from_c: Vec<u32> = (0..20).map(|_| c.roll(6)).collect();
        assert_ne!(from_a, from_c);
    }
}
