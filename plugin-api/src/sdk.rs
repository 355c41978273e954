//! The safe side of the contract: what a game author implements.
//!
//! Implement [`Game`] for your state type and call [`export_game!`](crate::export_game) once.
//! The SDK does the rest: JSON on the wire, buffers, catching panics, refusing illegal actions,
//! and keeping `apply` transactional.

use std::sync::atomic::{AtomicU32, Ordering};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize, de::DeserializeOwned};

use crate::context::{Ctx, Offered};
use crate::protocol::{
    Applied, LogEntry, Manifest, Ranked, ScoreLine, Seat, SetupRequest, Status, Subset,
};
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
    /// How the side panel presents it (boxed: most actions have none, and bots list many).
    pub shown: Option<Box<Shown>>,
}

/// How the host's side panel presents a legal action (all optional).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Shown {
    /// A heading under which the panel groups the button.
    pub group: Option<Text>,
    /// An icon name for the button (as `Pip::icon`).
    pub icon: Option<String>,
    /// The board has a clickable element for this action, so the panel leaves it out.
    pub board_only: bool,
    /// More about the action, shown on hover.
    pub tooltip: Option<Text>,
}

impl<A> Legal<A> {
    pub fn new(action: A, label: Text) -> Self {
        Legal {
            action,
            label,
            shown: None,
        }
    }

    fn shown_mut(&mut self) -> &mut Shown {
        self.shown.get_or_insert_with(Default::default)
    }

    /// Groups the button under a heading in the side panel.
    pub fn group(mut self, heading: Text) -> Self {
        self.shown_mut().group = Some(heading);
        self
    }

    /// Puts an icon on the button.
    pub fn icon(mut self, icon: impl Into<String>) -> Self {
        self.shown_mut().icon = Some(icon.into());
        self
    }

    /// Marks the action as clickable on the board: the side panel leaves it out.
    pub fn board_only(mut self) -> Self {
        self.shown_mut().board_only = true;
        self
    }

    /// Explains the action on hover.
    pub fn tooltip(mut self, text: Text) -> Self {
        self.shown_mut().tooltip = Some(text);
        self
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

/// What a move reported, as the SDK collected it through [`Ctx`] and then
/// judged it ([`Ctx::finish`](crate::Ctx::finish)); it becomes the protocol's `Applied`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Outcome {
    /// False when the move revealed hidden information or used randomness.
    pub undoable: bool,
    pub log: Vec<LogEntry>,
    /// A composed move cut short at an interruption: how many of its choices were applied
    /// (see [`Ctx::cut_short`](crate::Ctx::cut_short)). `None`: the whole move.
    pub applied_choices: Option<u32>,
}

impl From<Outcome> for Applied {
    fn from(o: Outcome) -> Self {
        Applied {
            undoable: o.undoable,
            log: o.log,
            applied_choices: o.applied_choices,
        }
    }
}

/// The next step of a move composed over several clicks, as [`Game::choices`] describes it.
///
/// A step offers `options` for the next click and, when the choices so far already form a whole
/// move, `complete` (the player may confirm it, or go on where options remain). A step with
/// neither means the partial move is not a legal beginning.
#[derive(Clone, Debug, PartialEq)]
pub struct Step<C, A> {
    /// What the seat is asked now.
    pub prompt: Option<Text>,
    pub options: Vec<Legal<C>>,
    pub complete: Option<A>,
    /// Set for a subset step (informs the host's display; picking is still one per click).
    pub subset: Option<Subset>,
    /// Other whole moves the choices so far also form, accepted when sent as actions but not
    /// offered to the player: an older, shorter form of a move that saves written before the
    /// game composed it still hold (see [`Step::also_complete`]).
    pub also: Vec<A>,
}

impl<C, A> Step<C, A> {
    /// A step offering options, with no complete move yet.
    pub fn options(options: Vec<Legal<C>>) -> Self {
        Step {
            prompt: None,
            options,
            complete: None,
            subset: None,
            also: Vec::new(),
        }
    }

    /// The choices so far are a whole move and nothing more can be added.
    pub fn done(action: A) -> Self {
        Step {
            prompt: None,
            options: Vec::new(),
            complete: Some(action),
            subset: None,
            also: Vec::new(),
        }
    }

    /// A step that is not a legal beginning of any move.
    pub fn none() -> Self {
        Step {
            prompt: None,
            options: Vec::new(),
            complete: None,
            subset: None,
            also: Vec::new(),
        }
    }

    pub fn prompt(mut self, text: Text) -> Self {
        self.prompt = Some(text);
        self
    }

    /// The choices so far may also be confirmed as they stand.
    pub fn or_complete(mut self, action: A) -> Self {
        self.complete = Some(action);
        self
    }

    /// The choices so far also form `action`, an older form of a move that is legal when sent
    /// (a save's log replays) but never offered: the tree stays the one source of legality.
    pub fn also_complete(mut self, action: A) -> Self {
        self.also.push(action);
        self
    }

    pub fn subset(mut self, min: u32, max: u32, picked: u32) -> Self {
        self.subset = Some(Subset { min, max, picked });
        self
    }

    /// Whether this step offers anything at all.
    pub fn is_empty(&self) -> bool {
        self.options.is_empty() && self.complete.is_none()
    }
}

/// A flag the host sets from another thread to ask a thinking bot to answer now.
#[derive(Clone, Copy)]
pub struct Cancel<'a>(Option<&'a AtomicU32>);

impl<'a> Cancel<'a> {
    /// A flag nobody will set.
    pub const NEVER: Cancel<'static> = Cancel(None);

    pub fn new(flag: &'a AtomicU32) -> Self {
        Cancel(Some(flag))
    }

    /// Whether the host asked the bot to stop.
    pub fn is_set(&self) -> bool {
        self.0.is_some_and(|flag| flag.load(Ordering::Relaxed) != 0)
    }
}

/// What a bot is given to think with.
#[derive(Clone, Copy)]
pub struct BotBudget<'a> {
    pub seed: u64,
    /// Wall-clock budget in milliseconds, if any.
    pub budget_ms: Option<u64>,
    /// Iteration budget for a searching bot, if any.
    pub iterations: Option<u64>,
    pub cancel: Cancel<'a>,
}

/// A deterministic random number generator that lives inside the game state and is saved with
/// it, so that replaying the action log from the seed reproduces every draw.
///
/// The generator is ChaCha8 (its stream is fixed by the algorithm). The SDK samples from the
/// raw 64-bit output itself (Lemire's unbiased multiply-and-reject for ranges, Fisher–Yates for
/// shuffles), pinned by golden tests, so a save replays identically whatever the `rand` crate
/// does in later versions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRng(ChaCha8Rng);

impl GameRng {
    pub fn from_seed(seed: u64) -> Self {
        GameRng(ChaCha8Rng::seed_from_u64(seed))
    }

    /// Replaces the generator's state with a fresh one from `seed`.
    pub fn reseed(&mut self, seed: u64) {
        *self = GameRng::from_seed(seed);
    }

    /// A uniformly random 64-bit number: the generator's raw output.
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A number in `0..n` (0 when `n` is 0), without bias.
    pub fn below(&mut self, n: u32) -> u32 {
        if n == 0 {
            return 0;
        }
        self.below_u64(u64::from(n)) as u32
    }

    /// A number in `0..n` (0 when `n` is 0), without bias: Lemire's method on 64-bit words.
    pub fn below_u64(&mut self, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        let threshold = n.wrapping_neg() % n;
        loop {
            let product = u128::from(self.next_u64()) * u128::from(n);
            if (product as u64) >= threshold {
                return (product >> 64) as u64;
            }
        }
    }

    /// A die roll, `1..=sides`.
    pub fn roll(&mut self, sides: u32) -> u32 {
        self.below(sides.max(1)) + 1
    }

    /// Shuffles a slice in place (Fisher–Yates, from the last element down).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below_u64(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }

    /// Picks one element, or `None` for an empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            items.get(self.below_u64(items.len() as u64) as usize)
        }
    }

    /// How far the generator has run: changes with every number drawn. The SDK compares it
    /// before and after a move to see whether the move used chance.
    pub fn draws(&self) -> u128 {
        self.0.get_word_pos()
    }

    /// A fingerprint of the generator's state (not of its seed): two generators that will draw
    /// the same numbers have the same fingerprint.
    pub fn fingerprint(&self) -> u64 {
        let mut probe = self.clone();
        probe.next_u64() ^ probe.next_u64().rotate_left(17)
    }
}

/// Each seat's chance to win, in `0..=1` and summing to 1, from a value per seat (points, or a
/// bot's position value): a lead of `scale` makes a seat e times as likely to win as the other.
/// What [`Game::evaluate`] answers for a search that cuts its playouts short.
pub fn win_shares(values: &[f64], scale: f64) -> Vec<f64> {
    let top = values.iter().copied().fold(f64::MIN, f64::max);
    let weights: Vec<f64> = values.iter().map(|v| ((v - top) / scale).exp()).collect();
    // The leader's weight is 1, so the sum is at least 1 (the floor guards a NaN value).
    let sum: f64 = weights.iter().sum::<f64>().max(1e-9);
    weights.iter().map(|w| w / sum).collect()
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
    /// A complete move: what is applied at once, logged and saved (as JSON). Its id
    /// ([`crate::id::id_of`]) identifies it in legality look-ups.
    type Action: Clone + Serialize + DeserializeOwned;

    /// One click of a move composed over several clicks (see [`Game::choices`]). Games whose
    /// moves are single clicks write `type Choice = Self::Action;` and need nothing else.
    type Choice: Clone + PartialEq + Serialize + DeserializeOwned;

    /// Set to `true` when [`Game::apply`] never leaves the state changed on an error (it checks
    /// before it changes anything) and never panics on a legal action: the SDK then applies
    /// hot-path moves in place instead of on a copy. The logged `game_apply` always works on a
    /// copy.
    const APPLY_IN_PLACE: bool = false;

    /// Set to `true` when moves are composed over several clicks ([`Game::choices`]); the
    /// SDK then walks `choices` instead of listing `legal_actions`.
    const COMPOSED: bool = false;

    /// Set to `true` for a game in which every seat sees everything and nothing is left to
    /// chance that a seat could not see (chess, Connect Four). The SDK then determinizes by
    /// copying the state, and the manifest says the game has no hidden information.
    const PERFECT_INFORMATION: bool = false;

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

    /// How many seats this game has (seats are numbered `0..player_count()`). The default is
    /// the manifest's count, for a game played by one number of players; a game that allows
    /// several returns the count it was set up for (the SDK refuses a game set up for another
    /// count than this says, so a missing override shows at the first game).
    fn player_count(&self) -> u32 {
        crate::instance::cached_manifest::<Self>().max_players
    }

    /// The seats that must decide something now (may be several, may be out of turn). Asked
    /// only while the game is not over. A game with more than plain turns reads it from its
    /// question stack ([`Questions::acting`](crate::Questions::acting)).
    fn acting_seats(&self) -> Vec<Seat>;

    /// Whether `seat` is one of [`Game::acting_seats`]. Hot path (the SDK asks it before every
    /// move it checks): a game with a question stack answers
    /// [`Questions::asks`](crate::Questions::asks) without building the list.
    fn is_acting(&self, seat: Seat) -> bool {
        self.acting_seats().contains(&seat)
    }

    /// Every legal action of a seat now, each a one-click move. Asked only of a seat that must
    /// act ([`must_act`]: the game is not over and the seat is acting), so it never checks
    /// that itself. Games whose moves are composed ([`Game::choices`]) leave it empty.
    fn legal_actions(&self, _seat: Seat) -> Vec<Legal<Self::Action>> {
        Vec::new()
    }

    /// The next step of a move composed over several clicks: the options after the choices
    /// made so far (`partial`, empty at the start), and the complete move when the choices so
    /// far form one.
    ///
    /// A composed move is one seat's choices with no roll, draw, shuffle or reveal and no
    /// other seat deciding. It ends at a commit point: before the first random event or reveal,
    /// or before a window in which another seat may decide. [`Game::apply`] runs that event;
    /// what follows is a new decision. The default offers every legal action as a one-click
    /// move (it needs `Choice` and `Action` to have the same JSON). Like
    /// [`Game::legal_actions`], asked only of a seat that must act.
    fn choices(&self, seat: Seat, partial: &[Self::Choice]) -> Step<Self::Choice, Self::Action> {
        one_click(self, seat, partial)
    }

    /// The choices that compose `action`, in the order a player clicks them: the one path
    /// through [`Game::choices`] that ends in it. The SDK decides whether an action is legal by
    /// walking this path and nothing else, so [`Game::choices`] stays the single source of
    /// legality and [`Game::apply`] only ever sees legal actions.
    ///
    /// It only takes the action apart; it never decides legality (an action that is not legal
    /// simply gives a path the tree does not follow). The default serves one-click games, whose
    /// path is the action itself as a choice (`Choice` and `Action` with the same JSON).
    /// Composed games implement it; `None` refuses the action.
    fn path_of(&self, _seat: Seat, action: &Self::Action) -> Option<Vec<Self::Choice>> {
        if Self::COMPOSED {
            return None;
        }
        serde_json::to_value(action)
            .ok()
            .and_then(|v| serde_json::from_value(v).ok())
            .map(|choice| vec![choice])
    }

    /// Why `action` is refused for `seat` now, for the player who sent it (a precise message,
    /// and a localised text if the game has one). Asked only after the action was found not
    /// to be legal; `None` gives the SDK's general "not a legal action" message.
    fn refusal(&self, _seat: Seat, _action: &Self::Action) -> Option<GameError> {
        None
    }

    /// Applies an action that the SDK has already found legal (by walking its
    /// [`Game::path_of`] through [`Game::choices`]): no legality check belongs here. Log lines
    /// and reveals go through `ctx`; the SDK sees rolls and draws on the game's
    /// [`GameRng`] itself, and from both decides whether the move may be taken back.
    /// If this returns an error or panics, the SDK discards the partly changed state.
    fn apply(&mut self, ctx: &mut Ctx, seat: Seat, action: &Self::Action) -> Result<(), GameError>;

    /// What a viewer sees. Must not contain anything hidden from that viewer.
    ///
    /// `offered` holds what the viewer may click now: the options of the next step of its move
    /// after the choices it has made (`offered.partial()`, drawn by the view as a move in
    /// progress). Mark a piece clickable with [`Offered::click`]; never work legality out
    /// again here.
    fn view(&self, viewer: Viewer, offered: &Offered<'_, Self::Choice>) -> Node;

    /// Turn, phase, scores and the final ranking. `acting` is filled in by the SDK.
    fn status(&self) -> Status;

    /// Whether the game is over. Hot path: override when [`Game::status`] is costly.
    fn is_over(&self) -> bool {
        self.status().game_over
    }

    /// Each seat's score (final when the game is over) for bots and statistics. The default
    /// reads [`Game::status`]: its ranking when the game is over, else its scores.
    fn scores(&self) -> Vec<f64> {
        let status = self.status();
        let mut scores = vec![0.0; self.player_count() as usize];
        if status.game_over && !status.ranking.is_empty() {
            for ranked in &status.ranking {
                if let Some(slot) = scores.get_mut(ranked.seat as usize) {
                    *slot = ranked.score as f64;
                }
            }
        } else {
            for (slot, score) in scores.iter_mut().zip(&status.scores) {
                *slot = *score as f64;
            }
        }
        scores
    }

    /// A heuristic value of the position for each seat, in `0..=1` (1: sure to win), that a
    /// search may use to cut a playout short. `None`: no evaluation.
    fn evaluate(&self) -> Option<Vec<f64>> {
        None
    }

    /// A complete state consistent with everything `seat` knows: its view and its choices
    /// unchanged, everything hidden from it (other hands, face-down decks and their order,
    /// choices made but not yet revealed) sampled with `rng`. The SDK reseeds the result's
    /// generator ([`Game::rng_mut`]) afterwards. `None`: not supported (the search bot then
    /// leaves this game to its heuristic bot).
    fn determinize(&self, _seat: Seat, _rng: &mut GameRng) -> Option<Self> {
        Self::PERFECT_INFORMATION.then(|| self.clone())
    }

    /// The state's random generator, so the SDK can reseed a determinized state.
    fn rng_mut(&mut self) -> Option<&mut GameRng> {
        None
    }

    /// A bot's choice for a seat: a complete move. The default picks a uniformly random move.
    fn bot_action(&self, seat: Seat, seed: u64) -> Option<Self::Action> {
        let mut rng = GameRng::from_seed(seed);
        random_action(self, seat, &mut rng)
    }

    /// Whether the decision `seat` faces now is one the game's own bot ([`Game::bot_action`])
    /// answers as well as a search would: a roll to keep or reroll, a formality, a choice
    /// with one sensible answer. The host's search bot then plays the bot's answer at once
    /// instead of spending its time budget, so that a turn of many small steps does not take
    /// a second for each. Asked only of an acting seat, before the first choice of a move.
    /// The default: no decision is cheap.
    fn cheap_decision(&self, _seat: Seat) -> bool {
        false
    }

    /// A shortcut for random moves (playouts): when the choices `partial` followed by `choice`
    /// form a whole move to which nothing can be added, that move, so that the SDK need not
    /// ask [`Game::choices`] again; `choice` is one the step at `partial` offered just now.
    /// It must answer exactly what that call would ([`Step::done`] with this action, no
    /// options); `None` (the default) when unsure, and the SDK asks.
    fn settled(
        &self,
        _seat: Seat,
        _partial: &[Self::Choice],
        _choice: &Self::Choice,
    ) -> Option<Self::Action> {
        None
    }

    /// A shortcut for random moves (playouts): what a uniform draw at `partial` picks,
    /// without building every option of the step. It must draw from `rng` exactly as the SDK
    /// would with the step [`Game::choices`] gives: nothing when the step has no option and
    /// is not complete ([`Pick::Nothing`]), else one `rng.below_u64(n)`, `n` being the options
    /// plus one when the step is complete, and answer the option at that index
    /// ([`Pick::Option`]) or, for the last index of a complete step, the complete move
    /// ([`Pick::Complete`]). `None` (the default) when the game does not know, having drawn
    /// nothing; the SDK then builds the step. A game whose steps hold many costly options
    /// it can count without building (SMOG's standing orders) saves most of their cost.
    fn random_pick(
        &self,
        _seat: Seat,
        _partial: &[Self::Choice],
        _rng: &mut GameRng,
    ) -> Option<Pick<Self::Choice, Self::Action>> {
        None
    }

    /// A bot's choice with a budget and a cancellation flag. The default asks
    /// [`Game::bot_action`] (a heuristic bot answers at once).
    fn bot_action_within(&self, seat: Seat, budget: &BotBudget<'_>) -> Option<Self::Action> {
        self.bot_action(seat, budget.seed)
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

/// What a uniform random draw at a step picked ([`Game::random_pick`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Pick<C, A> {
    /// The step has neither options nor a complete move (nothing was drawn).
    Nothing,
    /// One of the step's options.
    Option(C),
    /// The step's complete move (the draw fell on "confirm").
    Complete(A),
}

/// The default [`Game::choices`]: every legal action as a one-click move. `Choice` and
/// `Action` must have the same JSON (the usual `type Choice = Self::Action;`).
pub fn one_click<G: Game>(
    game: &G,
    seat: Seat,
    partial: &[G::Choice],
) -> Step<G::Choice, G::Action> {
    fn convert<A: Serialize, B: DeserializeOwned>(value: &A) -> Option<B> {
        serde_json::to_value(value)
            .ok()
            .and_then(|v| serde_json::from_value(v).ok())
    }
    match partial {
        [] => Step::options(
            game.legal_actions(seat)
                .into_iter()
                .filter_map(|legal| {
                    Some(Legal {
                        action: convert(&legal.action)?,
                        label: legal.label,
                        shown: legal.shown,
                    })
                })
                .collect(),
        ),
        [choice] => match convert::<G::Choice, G::Action>(choice) {
            Some(action) => {
                let id = crate::id::id_of(&action);
                if game
                    .legal_actions(seat)
                    .iter()
                    .any(|l| crate::id::id_of(&l.action) == id)
                {
                    Step::done(action)
                } else {
                    Step::none()
                }
            }
            None => Step::none(),
        },
        _ => Step::none(),
    }
}

/// Whether `seat` must decide something now: the game is not over and the seat is one of
/// [`Game::acting_seats`]. The SDK asks a game's moves ([`Game::legal_actions`],
/// [`Game::choices`]) only of such a seat, so a game never checks this itself.
pub fn must_act<G: Game>(game: &G, seat: Seat) -> bool {
    !game.is_over() && game.is_acting(seat)
}

/// Whether `action` is legal for `seat` now, by the SDK's one rule: a one-click game looks it
/// up among [`Game::legal_actions`]; a composed game walks the one path [`Game::path_of`] gives
/// for it through [`Game::choices`] (every choice offered at its point, and the path complete
/// as this very action). This is what the host's every action goes through; a bot that builds
/// moves of its own may ask it too.
pub fn is_legal<G: Game>(game: &G, seat: Seat, action: &G::Action) -> bool {
    if !must_act(game, seat) {
        return false;
    }
    let wanted = crate::id::id_of(action);
    if !G::COMPOSED {
        return game
            .legal_actions(seat)
            .iter()
            .any(|l| crate::id::id_of(&l.action) == wanted);
    }
    let Some(path) = game.path_of(seat, action) else {
        return false;
    };
    for depth in 0..path.len() {
        let step = game.choices(seat, &path[..depth]);
        if !step.options.iter().any(|o| o.action == path[depth]) {
            return false;
        }
    }
    let step = game.choices(seat, &path);
    step.complete
        .iter()
        .chain(&step.also)
        .any(|a| crate::id::id_of(a) == wanted)
}

/// A uniformly random complete move of a seat: uniform at each choice, where confirming a
/// complete move counts as one more option. `None` when the seat has nothing to do.
pub fn random_action<G: Game>(game: &G, seat: Seat, rng: &mut GameRng) -> Option<G::Action> {
    if !must_act(game, seat) {
        return None;
    }
    if !G::COMPOSED {
        let mut legal = game.legal_actions(seat);
        if legal.is_empty() {
            return None;
        }
        let pick = rng.below_u64(legal.len() as u64) as usize;
        return Some(legal.swap_remove(pick).action);
    }
    let mut partial: Vec<G::Choice> = Vec::new();
    // A move longer than this is a plugin bug (a choice tree without end).
    for _ in 0..10_000 {
        let picked = match game.random_pick(seat, &partial, rng) {
            Some(picked) => picked,
            None => {
                let mut step = game.choices(seat, &partial);
                let n = step.options.len() + usize::from(step.complete.is_some());
                if n == 0 {
                    Pick::Nothing
                } else {
                    let pick = rng.below_u64(n as u64) as usize;
                    if pick == step.options.len() {
                        step.complete.map_or(Pick::Nothing, Pick::Complete)
                    } else {
                        Pick::Option(step.options.swap_remove(pick).action)
                    }
                }
            }
        };
        let choice = match picked {
            Pick::Nothing => return None,
            Pick::Complete(action) => return Some(action),
            Pick::Option(choice) => choice,
        };
        if let Some(action) = game.settled(seat, &partial, &choice) {
            // The next step offers only this move: the same draw as picking it there.
            rng.below_u64(1);
            return Some(action);
        }
        partial.push(choice);
    }
    None
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
    fn win_shares_sum_to_one_and_a_lead_of_the_scale_is_odds_of_e() {
        let shares = win_shares(&[30.0, 35.0, 30.0], 5.0);
        assert!((shares.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        assert!((shares[1] / shares[0] - std::f64::consts::E).abs() < 1e-9);
        assert_eq!(shares[0], shares[2]);
        // Equal values share evenly, whatever their size; no seats, no shares.
        assert_eq!(win_shares(&[1e6, 1e6], 5.0), vec![0.5, 0.5]);
        assert!(win_shares(&[], 5.0).is_empty());
    }

    /// The SDK's sampling is pinned: these sequences must never change, or saves stop
    /// replaying.
    #[test]
    fn rng_sampling_is_pinned_by_golden_sequences() {
        let mut rng = GameRng::from_seed(7);
        let raw: Vec<u64> = (0..3).map(|_| rng.next_u64()).collect();
        let mut rng = GameRng::from_seed(7);
        let rolls: Vec<u32> = (0..12).map(|_| rng.roll(6)).collect();
        let mut rng = GameRng::from_seed(7);
        let mut deck: Vec<u32> = (0..10).collect();
        rng.shuffle(&mut deck);
        let mut rng = GameRng::from_seed(7);
        let picks: Vec<u32> = (0..8).map(|_| *rng.pick(&[10, 20, 30]).unwrap()).collect();
        assert_eq!(
            (raw, rolls, deck, picks),
            GOLDEN.clone(),
            "the SDK's random sampling changed"
        );
    }

    #[test]
    fn ranges_are_uniform_enough() {
        let mut rng = GameRng::from_seed(1);
        let mut counts = [0u32; 5];
        for _ in 0..50_000 {
            counts[rng.below(5) as usize] += 1;
        }
        assert!(
            counts.iter().all(|&c| (9_500..10_500).contains(&c)),
            "{counts:?}"
        );
        assert_eq!(rng.below(0), 0);
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

    /// Raw outputs, rolls, a shuffle and picks of a fixed seed.
    type Golden = (Vec<u64>, Vec<u32>, Vec<u32>, Vec<u32>);
    static GOLDEN: std::sync::LazyLock<Golden> = std::sync::LazyLock::new(|| {
        (
            vec![
                2910824217569608635,
                3098856782162503994,
                12991601491111613745,
            ],
            vec![1, 2, 5, 5, 4, 3, 1, 6, 3, 6, 2, 3],
            vec![4, 6, 2, 0, 8, 3, 7, 5, 9, 1],
            vec![10, 10, 30, 30, 20, 20, 10, 30],
        )
    });
}
