//! The safe core of a plugin instance: everything the exported C functions do, as plain
//! Rust. Also used in-process by tests and benchmarks to call a game exactly as the host would,
//! without the C layer. No `unsafe` here: the glue in [`crate::export`] is the only place.

use std::collections::BTreeMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Mutex;

use serde::Serialize;
use serde_json::Value;

use crate::abi::{self, status};
use crate::context::{Ctx, Offered};
use crate::id::{ActionId, id_of};
use crate::protocol::{
    Applied, BotRequest, Choices, ChoicesRequest, CompleteMove, ErrorBody, LegalAction, Manifest,
    SavedState, SetupRequest,
};
use crate::sdk::{
    BotBudget, Cancel, ErrorKind, Game, GameError, GameRng, Outcome, Step, Viewer, must_act,
};
use crate::text::Quiet;

/// The manifest as the SDK completes it: schema version filled in.
pub fn full_manifest<G: Game>() -> Manifest {
    let mut manifest = G::manifest();
    manifest.schema_version = G::SCHEMA_VERSION;
    if G::PERFECT_INFORMATION {
        manifest.hidden_information = false;
    }
    manifest
}

/// The manifest of a game type, built once (it carries the locale files, so building it for
/// every new game would copy them each time).
pub(crate) fn cached_manifest<G: Game>() -> &'static Manifest {
    use std::any::TypeId;
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    static CACHE: OnceLock<Mutex<HashMap<TypeId, &'static Manifest>>> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let mut map = cache
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    map.entry(TypeId::of::<G>())
        .or_insert_with(|| Box::leak(Box::new(full_manifest::<G>())))
}

// tests and benchmarks to call a game exactly as the host would, without the C layer.

/// A failed call: a status code and its body.
#[derive(Debug, Clone, PartialEq)]
pub struct CallError {
    pub status: i32,
    pub body: ErrorBody,
}

impl CallError {
    pub(crate) fn new(status: i32, code: &str, message: impl Into<String>) -> Self {
        CallError {
            status,
            body: ErrorBody {
                code: code.to_owned(),
                message: message.into(),
                text: None,
            },
        }
    }

    pub(crate) fn bad_request(message: impl Into<String>) -> Self {
        CallError::new(status::BAD_REQUEST, "bad_request", message)
    }
}

impl From<GameError> for CallError {
    fn from(e: GameError) -> Self {
        let status = match e.kind {
            ErrorKind::IllegalAction => status::ILLEGAL_ACTION,
            _ => status::ERROR,
        };
        CallError {
            status,
            body: ErrorBody {
                code: e.kind.code().to_owned(),
                message: e.message,
                text: e.text,
            },
        }
    }
}

pub(crate) fn parse<T: serde::de::DeserializeOwned>(
    bytes: &[u8],
    what: &str,
) -> Result<T, CallError> {
    serde_json::from_slice(bytes)
        .map_err(|e| CallError::bad_request(format!("malformed {what}: {e}")))
}

/// A game instance behind a handle, with the SDK's checks around it.
pub struct Instance<G: Game> {
    /// The game. Change it only through the SDK's calls between composing moves (a test that
    /// edits it directly should start its next move from an empty path): the cursor below
    /// trusts that the state did not change since the last step it checked.
    pub game: G,
    /// Set when a hot-path call panicked while changing the game in place: the state may be
    /// half changed, so every later call refuses.
    poisoned: bool,
    /// Where the last step of a move being composed ended, so that the next click steps on
    /// from there instead of checking the path again from the root.
    cursor: Mutex<Option<Cursor<G::Choice>>>,
}

/// A checked point of a move being composed: the path to it and the options offered there.
struct Cursor<C> {
    seat: u32,
    path: Vec<ActionId>,
    partial: Vec<C>,
    options: Vec<(ActionId, C)>,
}

impl<C: Clone> Cursor<C> {
    /// The choices `path` names for `seat`, when the path is this cursor's own or one of its
    /// options after it (so every choice was already checked).
    fn reaches(&self, seat: u32, path: &[ActionId]) -> Option<Vec<C>> {
        if self.seat != seat {
            return None;
        }
        if self.path.as_slice() == path {
            return Some(self.partial.clone());
        }
        let (last, before) = path.split_last()?;
        if self.path.as_slice() != before {
            return None;
        }
        let (_, choice) = self.options.iter().find(|(id, _)| id == last)?;
        let mut partial = self.partial.clone();
        partial.push(choice.clone());
        Some(partial)
    }
}

impl<G: Game> Clone for Instance<G> {
    fn clone(&self) -> Self {
        Instance {
            game: self.game.clone(),
            poisoned: self.poisoned,
            cursor: Mutex::new(None),
        }
    }
}

/// A legal action or choice as the protocol sends it; its texts only when `labels`.
fn legal_action<A: Serialize>(
    legal: crate::sdk::Legal<A>,
    what: &str,
    labels: bool,
) -> Result<LegalAction, CallError> {
    let mut out = LegalAction {
        id: id_of(&legal.action),
        action: to_json(&legal.action, what)?,
        ..Default::default()
    };
    if let Some(shown) = legal.shown {
        out.board_only = shown.board_only;
        out.icon = shown.icon;
        if labels {
            out.group = shown.group;
            out.tooltip = shown.tooltip;
        }
    }
    if labels {
        out.label = legal.label;
    }
    Ok(out)
}

/// The answer when a seat is asked for a move it does not have.
fn nothing_to_do(seat: u32) -> CallError {
    CallError::new(
        status::UNSUPPORTED,
        "no_action",
        format!("seat {seat} has nothing to do now"),
    )
}

/// A choice or a path from a seat that is not asked anything now.
fn nothing_to_decide(seat: u32) -> CallError {
    GameError::illegal(format!("seat {seat} has nothing to decide now")).into()
}

fn internal(message: impl Into<String>) -> CallError {
    CallError::new(status::ERROR, "internal", message)
}

fn to_json(value: &impl Serialize, what: &str) -> Result<Value, CallError> {
    serde_json::to_value(value).map_err(|e| internal(format!("cannot serialise {what}: {e}")))
}

impl<G: Game> Instance<G> {
    /// Wraps a game.
    pub fn new(game: G) -> Self {
        Instance {
            game,
            poisoned: false,
            cursor: Mutex::new(None),
        }
    }

    /// `game_new`: validates the request against the manifest, then sets up.
    pub fn create(request: &[u8]) -> Result<Self, CallError> {
        let mut request: SetupRequest = parse(request, "setup request")?;
        let manifest = cached_manifest::<G>();
        if request.players < manifest.min_players || request.players > manifest.max_players {
            return Err(GameError::invalid_setup(format!(
                "{} plays with {} to {} players, not {}",
                manifest.id, manifest.min_players, manifest.max_players, request.players
            ))
            .into());
        }
        let mut options = BTreeMap::new();
        for option in &manifest.options {
            let value = request
                .options
                .remove(&option.key)
                .unwrap_or_else(|| option.default.clone());
            option
                .check_value(&value)
                .map_err(GameError::invalid_setup)?;
            options.insert(option.key.clone(), value);
        }
        if let Some(unknown) = request.options.keys().next() {
            return Err(GameError::invalid_setup(format!(
                "{} has no option {unknown:?}",
                manifest.id
            ))
            .into());
        }
        request.options = options;
        let game = G::setup(&request)?;
        if game.player_count() != request.players {
            return Err(internal(format!(
                "the game was set up for {} players but its player_count() says {}: a game \
                 that allows several player counts returns its own from player_count()",
                request.players,
                game.player_count()
            )));
        }
        Ok(Instance::new(game))
    }

    /// `game_load`: reads a `SavedState`, upgrading older schema versions.
    pub fn load(bytes: &[u8]) -> Result<Self, CallError> {
        let saved: SavedState = parse(bytes, "saved state")?;
        let state = if saved.schema_version == G::SCHEMA_VERSION {
            saved.state
        } else if saved.schema_version > G::SCHEMA_VERSION {
            return Err(CallError::new(
                status::TOO_NEW,
                "too_new",
                format!(
                    "the saved state has schema version {}, newer than this plugin's {}; update the plugin",
                    saved.schema_version,
                    G::SCHEMA_VERSION
                ),
            ));
        } else {
            G::upgrade(saved.schema_version, saved.state)?
        };
        let game: G = serde_json::from_value(state).map_err(|e| {
            CallError::new(
                status::ERROR,
                "bad_state",
                format!("the saved state does not fit: {e}"),
            )
        })?;
        Ok(Instance::new(game))
    }

    pub(crate) fn usable(&self) -> Result<(), CallError> {
        if self.poisoned {
            Err(CallError::new(
                status::PANIC,
                "poisoned",
                "an earlier call panicked while changing this game; the handle is unusable",
            ))
        } else {
            Ok(())
        }
    }

    pub fn save(&self) -> Result<SavedState, CallError> {
        self.usable()?;
        Ok(SavedState {
            schema_version: G::SCHEMA_VERSION,
            state: to_json(&self.game, "state")?,
        })
    }

    pub fn status(&self) -> crate::protocol::Status {
        let mut status = self.game.status();
        status.acting = if status.game_over {
            Vec::new()
        } else {
            self.game.acting_seats()
        };
        status
    }

    /// `game_turn`: the acting seats as a bitmask, and whether the game is over.
    pub fn turn(&self) -> Result<(u64, bool), CallError> {
        let _quiet = Quiet::start();
        self.usable()?;
        if self.game.is_over() {
            return Ok((0, true));
        }
        let mask = self
            .game
            .acting_seats()
            .iter()
            .filter(|&&seat| seat < 64)
            .fold(0u64, |mask, &seat| mask | (1 << seat));
        Ok((mask, false))
    }

    /// `game_actions`: the one-click legal actions with their ids and labels.
    pub fn actions(&self, seat: u32) -> Result<Vec<LegalAction>, CallError> {
        self.usable()?;
        if !must_act(&self.game, seat) {
            return Ok(Vec::new());
        }
        self.game
            .legal_actions(seat)
            .into_iter()
            .map(|legal| legal_action(legal, "action", true))
            .collect()
    }

    /// The cursor, whatever a panicking call left in it.
    fn cursor(&self) -> std::sync::MutexGuard<'_, Option<Cursor<G::Choice>>> {
        self.cursor
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Forgets the move being composed (the game changed).
    fn moved(&mut self) {
        *self
            .cursor
            .get_mut()
            .unwrap_or_else(|poisoned| poisoned.into_inner()) = None;
    }

    /// The step after `partial` (with `ids`, the ids of its choices), every choice checked to
    /// be an option at its point: one step on from the last checked point when the path
    /// extends it, else choice by choice from the root.
    fn checked_step(
        &self,
        seat: u32,
        partial: &[G::Choice],
        ids: &[ActionId],
    ) -> Result<Step<G::Choice, G::Action>, CallError> {
        let known = ids.is_empty()
            || self
                .cursor()
                .as_ref()
                .is_some_and(|c| c.reaches(seat, ids).is_some());
        if !known {
            for depth in 0..partial.len() {
                let step = self.game.choices(seat, &partial[..depth]);
                if !step.options.iter().any(|o| id_of(&o.action) == ids[depth]) {
                    return Err(GameError::illegal(format!(
                        "choice {} of the partial move ({}) is not offered there",
                        depth + 1,
                        serde_json::to_string(&partial[depth]).unwrap_or_default()
                    ))
                    .into());
                }
            }
        }
        let step = self.game.choices(seat, partial);
        *self.cursor() = Some(Cursor {
            seat,
            path: ids.to_vec(),
            partial: partial.to_vec(),
            options: step
                .options
                .iter()
                .map(|o| (id_of(&o.action), o.action.clone()))
                .collect(),
        });
        Ok(step)
    }

    /// `game_choices`: the next options of a composed move (for one-click games, every legal
    /// action at the start, and the complete move after one choice).
    pub fn choices(&self, seat: u32, request: &[u8]) -> Result<Choices, CallError> {
        self.usable()?;
        let request: ChoicesRequest = if request.is_empty() {
            ChoicesRequest::default()
        } else {
            parse(request, "choices request")?
        };
        let partial: Vec<G::Choice> = request
            .partial
            .iter()
            .map(|v| {
                serde_json::from_value(v.clone())
                    .map_err(|e| CallError::bad_request(format!("malformed choice {v}: {e}")))
            })
            .collect::<Result<_, _>>()?;
        if !must_act(&self.game, seat) {
            if !partial.is_empty() {
                return Err(nothing_to_decide(seat));
            }
            return Ok(Choices {
                view: request.view.then(|| self.plain_view(Viewer::Seat(seat))),
                ..Choices::default()
            });
        }
        let labels = |text: crate::text::Text| {
            if request.labels {
                text
            } else {
                crate::text::Text::default()
            }
        };
        let mut choices = Choices::default();
        if !G::COMPOSED {
            match partial.as_slice() {
                [] => {
                    choices.options = self
                        .game
                        .legal_actions(seat)
                        .into_iter()
                        .map(|legal| legal_action(legal, "action", request.labels))
                        .collect::<Result<_, CallError>>()?
                }
                [one] => {
                    let id = id_of(one);
                    let found = self
                        .game
                        .legal_actions(seat)
                        .into_iter()
                        .find(|l| id_of(&l.action) == id)
                        .ok_or_else(|| {
                            CallError::from(GameError::illegal("the choice is not a legal action"))
                        })?;
                    choices.complete = Some(CompleteMove {
                        action: to_json(&found.action, "action")?,
                        id,
                        label: Some(labels(found.label)),
                    });
                }
                _ => {
                    return Err(GameError::illegal(
                        "this game's moves are single clicks; the partial move is too long",
                    )
                    .into());
                }
            }
        } else {
            let ids: Vec<ActionId> = partial.iter().map(id_of).collect();
            let step = self.checked_step(seat, &partial, &ids)?;
            if request.view {
                // The view with the move in progress: what is clickable follows from this
                // very step.
                let offered = Offered::new(seat, &partial, &step.options, step.complete.is_some());
                choices.view = Some(self.game.view(Viewer::Seat(seat), &offered));
            }
            choices.prompt = step.prompt;
            choices.subset = step.subset;
            choices.options = step
                .options
                .into_iter()
                .map(|legal| legal_action(legal, "choice", request.labels))
                .collect::<Result<_, CallError>>()?;
            if let Some(action) = step.complete {
                choices.complete = Some(CompleteMove {
                    id: id_of(&action),
                    action: to_json(&action, "action")?,
                    label: None,
                });
            }
        }
        if request.view && choices.view.is_none() && partial.is_empty() {
            choices.view = Some(self.plain_view(Viewer::Seat(seat)));
        }
        choices.cheap = partial.is_empty() && self.game.cheap_decision(seat);
        Ok(choices)
    }

    /// Follows a path of choice ids; returns the choices it names. Steps on from the last
    /// checked point when the path extends it.
    fn path_choices(&self, seat: u32, path: &[ActionId]) -> Result<Vec<G::Choice>, CallError> {
        if let Some(partial) = self.cursor().as_ref().and_then(|c| c.reaches(seat, path)) {
            return Ok(partial);
        }
        let mut partial: Vec<G::Choice> = Vec::with_capacity(path.len());
        for (depth, &id) in path.iter().enumerate() {
            let step = self.game.choices(seat, &partial);
            let choice = step
                .options
                .into_iter()
                .find(|o| id_of(&o.action) == id)
                .ok_or_else(|| {
                    CallError::from(GameError::illegal(format!(
                        "choice {} of the path ({id:#x}) is not offered there",
                        depth + 1
                    )))
                })?;
            partial.push(choice.action);
        }
        Ok(partial)
    }

    /// `game_choice_ids`: the ids after a path, and whether the path is a complete move.
    pub fn choice_ids(
        &self,
        seat: u32,
        path: &[ActionId],
    ) -> Result<(Vec<ActionId>, bool), CallError> {
        let _quiet = Quiet::start();
        self.usable()?;
        if !must_act(&self.game, seat) {
            return match path {
                [] => Ok((Vec::new(), false)),
                _ => Err(nothing_to_decide(seat)),
            };
        }
        if !G::COMPOSED {
            return match path {
                [] => Ok((
                    self.game
                        .legal_actions(seat)
                        .iter()
                        .map(|l| id_of(&l.action))
                        .collect(),
                    false,
                )),
                [id] => {
                    if self
                        .game
                        .legal_actions(seat)
                        .iter()
                        .any(|l| id_of(&l.action) == *id)
                    {
                        Ok((Vec::new(), true))
                    } else {
                        Err(GameError::illegal(format!("{id:#x} is not a legal action")).into())
                    }
                }
                _ => Err(GameError::illegal("this game's moves are single clicks").into()),
            };
        }
        let partial = self.path_choices(seat, path)?;
        let step = self.game.choices(seat, &partial);
        let options: Vec<(ActionId, G::Choice)> = step
            .options
            .into_iter()
            .map(|o| (id_of(&o.action), o.action))
            .collect();
        let ids = options.iter().map(|(id, _)| *id).collect();
        *self.cursor() = Some(Cursor {
            seat,
            path: path.to_vec(),
            partial,
            options,
        });
        Ok((ids, step.complete.is_some()))
    }

    /// The complete action a path of choice ids composes.
    fn path_action(&self, seat: u32, path: &[ActionId]) -> Result<G::Action, CallError> {
        if !must_act(&self.game, seat) {
            return Err(nothing_to_decide(seat));
        }
        if !G::COMPOSED {
            let [id] = path else {
                return Err(GameError::illegal("a move of this game is one choice").into());
            };
            return self
                .game
                .legal_actions(seat)
                .into_iter()
                .find(|l| id_of(&l.action) == *id)
                .map(|l| l.action)
                .ok_or_else(|| {
                    GameError::illegal(format!("{id:#x} is not a legal action")).into()
                });
        }
        let partial = self.path_choices(seat, path)?;
        self.game
            .choices(seat, &partial)
            .complete
            .ok_or_else(|| GameError::illegal("the path is not a complete move").into())
    }

    /// Whether an action is legal for a seat now: a look-up among the one-click actions, or
    /// the one path [`Game::path_of`] gives for it walked through the choice tree, ending in
    /// this very action.
    pub fn is_legal(&self, seat: u32, action: &G::Action) -> bool {
        let _quiet = Quiet::start();
        crate::sdk::is_legal(&self.game, seat, action)
    }

    /// `game_apply`: refuses anything that is not legal for the seat now, applies on a copy
    /// and keeps the copy only on success.
    pub fn apply(&mut self, seat: u32, action: &[u8]) -> Result<Applied, CallError> {
        self.usable()?;
        let action: G::Action = parse(action, "action")?;
        self.apply_action(seat, &action)
    }

    /// As [`Instance::apply`], with the action already typed.
    pub fn apply_action(&mut self, seat: u32, action: &G::Action) -> Result<Applied, CallError> {
        self.usable()?;
        let action = action.clone();
        if !self.is_legal(seat, &action) {
            if let Some(reason) = self.game.refusal(seat, &action) {
                return Err(GameError {
                    kind: ErrorKind::IllegalAction,
                    ..reason
                }
                .into());
            }
            let shown = serde_json::to_string(&action).unwrap_or_default();
            return Err(GameError::illegal(format!(
                "{shown} is not a legal action for seat {seat} now"
            ))
            .into());
        }
        let mut next = self.game.clone();
        let outcome = apply_to(&mut next, seat, &action)?;
        self.game = next;
        self.moved();
        Ok(outcome.into())
    }

    /// Applies an action already known to be legal: in place when the game allows it (a
    /// panic then poisons the handle), else on a copy.
    fn apply_checked(&mut self, seat: u32, action: &G::Action) -> Result<Outcome, CallError> {
        self.moved();
        if G::APPLY_IN_PLACE {
            let result = catch_unwind(AssertUnwindSafe(|| apply_to(&mut self.game, seat, action)));
            match result {
                Ok(outcome) => outcome,
                Err(payload) => {
                    self.poisoned = true;
                    std::panic::resume_unwind(payload)
                }
            }
        } else {
            let mut next = self.game.clone();
            let outcome = apply_to(&mut next, seat, action)?;
            self.game = next;
            Ok(outcome)
        }
    }

    /// `game_apply_path`: applies the move a path of choice ids composes; the log only when
    /// asked for.
    pub fn apply_path(
        &mut self,
        seat: u32,
        path: &[ActionId],
        want_log: bool,
    ) -> Result<Option<Applied>, CallError> {
        self.usable()?;
        let action = {
            let _quiet = Quiet::start();
            self.path_action(seat, path)?
        };
        let _quiet = (!want_log).then(Quiet::start);
        let outcome = self.apply_checked(seat, &action)?;
        Ok(want_log.then(|| outcome.into()))
    }

    /// `game_random_move`: one uniformly random complete move (uniform at each choice).
    pub fn random_move(&mut self, seat: u32, seed: u64) -> Result<(), CallError> {
        let _quiet = Quiet::start();
        self.usable()?;
        let mut rng = GameRng::from_seed(seed);
        let action = crate::sdk::random_action(&self.game, seat, &mut rng)
            .ok_or_else(|| nothing_to_do(seat))?;
        self.apply_checked(seat, &action)?;
        Ok(())
    }

    /// Random moves until the game is over or `max_actions` were taken; returns how many.
    pub fn playout(&mut self, seed: u64, max_actions: u32) -> Result<u32, CallError> {
        self.play_out(seed, max_actions, |game, seat, rng| {
            crate::sdk::random_action(game, seat, rng)
                .ok_or_else(|| internal(format!("acting seat {seat} has no move")))
        })
    }

    /// The heuristic bot's moves until the game is over or `max_actions` were taken; returns
    /// how many. The seed of each move is drawn in turn from `seed`.
    pub fn bot_playout(&mut self, seed: u64, max_actions: u32) -> Result<u32, CallError> {
        self.play_out(seed, max_actions, |game, seat, rng| {
            game.bot_action(seat, rng.next_u64())
                .ok_or_else(|| nothing_to_do(seat))
        })
    }

    /// Moves chosen by `pick` for the lowest acting seat (as the search's rollouts pick it)
    /// until the game is over or `max_actions` were taken; returns how many.
    fn play_out(
        &mut self,
        seed: u64,
        max_actions: u32,
        mut pick: impl FnMut(&G, crate::Seat, &mut GameRng) -> Result<G::Action, CallError>,
    ) -> Result<u32, CallError> {
        let _quiet = Quiet::start();
        self.usable()?;
        let mut rng = GameRng::from_seed(seed);
        let mut taken = 0;
        while taken < max_actions && !self.game.is_over() {
            let Some(seat) = self.game.acting_seats().into_iter().min() else {
                return Err(internal("the game is not over but no seat is acting"));
            };
            let action = pick(&self.game, seat, &mut rng)?;
            self.apply_checked(seat, &action)?;
            taken += 1;
        }
        Ok(taken)
    }

    /// The heuristic bot's move applied in place.
    pub fn bot_move(&mut self, seat: u32, seed: u64) -> Result<(), CallError> {
        let _quiet = Quiet::start();
        let action = self.bot_action(seat, seed)?;
        self.apply_checked(seat, &action)?;
        Ok(())
    }

    /// The heuristic bot's move for a seat, as `bot_move` and `bot_path` take it.
    fn bot_action(&self, seat: u32, seed: u64) -> Result<G::Action, CallError> {
        self.usable()?;
        self.game
            .bot_action(seat, seed)
            .ok_or_else(|| nothing_to_do(seat))
    }

    /// The choice ids of the move [`Instance::bot_move`] makes with the same seed, in the order
    /// a player clicks them (a one-click game: the action's one id).
    pub fn bot_path(&self, seat: u32, seed: u64) -> Result<Vec<ActionId>, CallError> {
        let _quiet = Quiet::start();
        let action = self.bot_action(seat, seed)?;
        if !G::COMPOSED {
            return Ok(vec![id_of(&action)]);
        }
        let path = self.game.path_of(seat, &action).ok_or_else(|| {
            CallError::from(GameError::illegal(
                "the bot's move has no path through the choices",
            ))
        })?;
        Ok(path.iter().map(id_of).collect())
    }

    /// `game_scores`.
    pub fn scores(&self) -> Result<Vec<f64>, CallError> {
        let _quiet = Quiet::start();
        self.usable()?;
        Ok(self.game.scores())
    }

    pub fn view(&self, seat: i32) -> Result<crate::view::Node, CallError> {
        self.usable()?;
        let viewer = if seat == abi::SPECTATOR {
            Viewer::Spectator
        } else if seat >= 0 && (seat as u32) < self.game.player_count() {
            Viewer::Seat(seat as u32)
        } else {
            return Err(CallError::new(
                status::NOT_FOUND,
                "no_such_seat",
                format!("there is no seat {seat}"),
            ));
        };
        Ok(self.plain_view(viewer))
    }

    /// A viewer's view at the start of its move: clickable where its first choices are.
    pub fn plain_view(&self, viewer: Viewer) -> crate::view::Node {
        // With labels: a view may show an option's label (as a tooltip, say).
        let step = match viewer {
            Viewer::Seat(seat) if must_act(&self.game, seat) => Some(self.game.choices(seat, &[])),
            _ => None,
        };
        let offered = match (viewer, &step) {
            (Viewer::Seat(seat), Some(step)) => {
                Offered::new(seat, &[], &step.options, step.complete.is_some())
            }
            _ => Offered::nothing(),
        };
        self.game.view(viewer, &offered)
    }

    /// `game_bot`: the bot's choice for a seat, given a `BotRequest` JSON.
    pub fn bot(&self, seat: u32, request: &[u8]) -> Result<Value, CallError> {
        self.bot_within(seat, request, Cancel::NEVER)
    }

    /// `game_bot_ex`: as [`Instance::bot`], with a cancellation flag.
    pub fn bot_within(
        &self,
        seat: u32,
        request: &[u8],
        cancel: Cancel<'_>,
    ) -> Result<Value, CallError> {
        self.usable()?;
        let request: BotRequest = if request.is_empty() {
            BotRequest::default()
        } else {
            parse(request, "bot request")?
        };
        let budget = BotBudget {
            seed: request.seed,
            budget_ms: request.budget_ms,
            iterations: request.iterations,
            cancel,
        };
        let action = self
            .game
            .bot_action_within(seat, &budget)
            .ok_or_else(|| nothing_to_do(seat))?;
        to_json(&action, "action")
    }

    /// Whether this game implements `determinize`.
    pub fn supports_determinize(&self) -> bool {
        let seat = self.game.acting_seats().first().copied().unwrap_or(0);
        self.game
            .determinize(seat, &mut GameRng::from_seed(0))
            .is_some()
    }

    /// `determinize`: a sampled state for a seat, with its generator reseeded.
    pub fn determinize(&self, seat: u32, seed: u64) -> Result<Self, CallError> {
        self.usable()?;
        if seat >= self.game.player_count() {
            return Err(CallError::new(
                status::NOT_FOUND,
                "no_such_seat",
                format!("there is no seat {seat}"),
            ));
        }
        let mut rng = GameRng::from_seed(seed);
        let mut game = self.game.determinize(seat, &mut rng).ok_or_else(|| {
            CallError::new(
                status::UNSUPPORTED,
                "unsupported",
                "this game cannot determinize",
            )
        })?;
        let fresh = rng.next_u64();
        match game.rng_mut() {
            Some(generator) => generator.reseed(fresh),
            // Nothing hidden and no chance: the copy is the sample.
            None if G::PERFECT_INFORMATION => {}
            None => {
                return Err(internal(
                    "the game determinizes but does not expose its random generator (rng_mut)",
                ));
            }
        }
        Ok(Instance::new(game))
    }

    /// The fingerprint of the game's random generator (0 when the game does not expose it).
    pub fn rng_fingerprint(&mut self) -> u64 {
        self.game.rng_mut().map_or(0, |rng| rng.fingerprint())
    }
}

/// Applies a legal action through a fresh [`Ctx`]: the move may be taken back unless it
/// revealed something or drew on the game's random generator.
fn apply_to<G: Game>(game: &mut G, seat: u32, action: &G::Action) -> Result<Outcome, CallError> {
    let before = game.rng_mut().map(|rng| rng.draws());
    let mut ctx = Ctx::new();
    game.apply(&mut ctx, seat, action)?;
    let after = game.rng_mut().map(|rng| rng.draws());
    Ok(ctx.finish(before != after))
}
