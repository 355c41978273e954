//! Safe, typed access to a loaded plugin and its games: JSON in, typed values out.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use std::sync::atomic::AtomicU32;

use parlour_plugin_api::abi::status;
use parlour_plugin_api::id::json_id;
use parlour_plugin_api::{
    Applied, BotRequest, Choices, ChoicesRequest, CompleteMove, ErrorBody, GameRng, HostInfo,
    LegalAction, Manifest, Node, SavedState, SetupRequest, Status, Text,
};
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::abi::{Call11, OpenError, PluginLib, RawGame, Reply};

/// The view vocabulary version this host draws.
pub const HOST_VOCABULARY: u32 = 2;

/// What went wrong in a call into a plugin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FailureKind {
    /// The action is not legal now. The game is unchanged.
    Illegal,
    /// The request was malformed (bad JSON, wrong shape).
    BadRequest,
    /// The plugin panicked. The game is unchanged.
    Panic,
    /// A saved state is newer than the plugin understands.
    TooNew,
    /// The plugin cannot do this (for example there is nothing for a bot to do).
    Unsupported,
    /// Something named does not exist (a seat, an asset).
    NotFound,
    /// Any other error the game reported.
    Game,
    /// The plugin broke the protocol: an unknown status or a response that is not valid JSON.
    Protocol,
}

/// An error returned by a plugin call, with the plugin's message.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{message}")]
pub struct PluginError {
    pub kind: FailureKind,
    /// The plugin's error code, such as `illegal_action`.
    pub code: String,
    /// A precise English message.
    pub message: String,
    /// A localised explanation for players, if the plugin gave one.
    pub text: Option<Text>,
}

impl PluginError {
    fn protocol(message: String) -> Self {
        PluginError {
            kind: FailureKind::Protocol,
            code: "protocol".into(),
            message,
            text: None,
        }
    }

    fn from_reply(call: &str, reply: &Reply) -> Self {
        let kind = match reply.status {
            status::ILLEGAL_ACTION => FailureKind::Illegal,
            status::BAD_REQUEST => FailureKind::BadRequest,
            status::PANIC => FailureKind::Panic,
            status::TOO_NEW => FailureKind::TooNew,
            status::UNSUPPORTED => FailureKind::Unsupported,
            status::NOT_FOUND => FailureKind::NotFound,
            status::ERROR => FailureKind::Game,
            other => {
                return PluginError::protocol(format!(
                    "{call} returned the unknown status code {other}"
                ));
            }
        };
        let body: ErrorBody = serde_json::from_slice(&reply.body).unwrap_or_else(|_| ErrorBody {
            code: String::new(),
            message: String::from_utf8_lossy(&reply.body).into_owned(),
            text: None,
        });
        let message = if body.message.is_empty() {
            format!("{call} failed with status {}", reply.status)
        } else {
            body.message
        };
        PluginError {
            kind,
            code: body.code,
            message,
            text: body.text,
        }
    }
}

/// A search-extension call that answers with a status alone (no error body): its value, or
/// the status as an error; `None` when the plugin lacks the call.
fn status_call<T>(call: &str, result: Call11<Result<T, i32>>) -> Option<Result<T, PluginError>> {
    match result {
        Call11::Ok(Ok(value)) => Some(Ok(value)),
        Call11::Ok(Err(status)) => Some(Err(PluginError::from_reply(
            call,
            &Reply {
                status,
                body: Vec::new(),
            },
        ))),
        Call11::Failed(reply) => Some(Err(PluginError::from_reply(call, &reply))),
        Call11::Missing => None,
    }
}

fn decode<T: DeserializeOwned>(call: &str, reply: Reply) -> Result<T, PluginError> {
    if !reply.ok() {
        return Err(PluginError::from_reply(call, &reply));
    }
    serde_json::from_slice(&reply.body).map_err(|e| {
        PluginError::protocol(format!("{call} returned a response that is not valid: {e}"))
    })
}

/// A loaded, accepted plugin.
pub struct Plugin {
    lib: Arc<PluginLib>,
    manifest: Manifest,
    path: PathBuf,
    assets: Mutex<HashMap<String, Option<Arc<[u8]>>>>,
}

impl std::fmt::Debug for Plugin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Plugin")
            .field("id", &self.manifest.id)
            .field("path", &self.path)
            .finish()
    }
}

/// Why a plugin file was refused.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum RefusedBecause {
    #[error("{0}")]
    Open(#[from] OpenError),
    #[error("the plugin failed while giving its manifest: {0}")]
    Manifest(PluginError),
    #[error("the plugin's manifest is unusable: {0}")]
    BadManifest(String),
}

impl Plugin {
    /// Opens a library, checks its ABI and reads its manifest.
    pub fn open(path: &Path) -> Result<Arc<Plugin>, RefusedBecause> {
        let lib = PluginLib::open(path)?;
        let hello = HostInfo {
            abi_minor: parlour_plugin_api::abi::ABI_MINOR,
            vocabulary: HOST_VOCABULARY,
            host: format!("parlour {}", env!("CARGO_PKG_VERSION")),
        };
        if let Ok(bytes) = serde_json::to_vec(&hello) {
            // A plugin that refuses the greeting still works; it just cannot adapt to us.
            let _ = lib.host_hello(&bytes);
        }
        let manifest: Manifest =
            decode("manifest", lib.manifest()).map_err(RefusedBecause::Manifest)?;
        check_manifest_basics(&manifest).map_err(RefusedBecause::BadManifest)?;
        Ok(Arc::new(Plugin {
            lib,
            manifest,
            path: path.to_owned(),
            assets: Mutex::new(HashMap::new()),
        }))
    }

    /// A game linked into this program (the host's own tests), see `PluginLib::linked`.
    #[cfg(test)]
    pub(crate) fn linked(
        entry: &'static parlour_plugin_api::abi::ParlourPluginEntry,
    ) -> Result<Arc<Plugin>, PluginError> {
        let lib = PluginLib::linked(entry);
        let manifest: Manifest = decode("manifest", lib.manifest())?;
        Ok(Arc::new(Plugin {
            lib,
            manifest,
            path: PathBuf::new(),
            assets: Mutex::new(HashMap::new()),
        }))
    }

    pub fn manifest(&self) -> &Manifest {
        &self.manifest
    }

    pub fn id(&self) -> &str {
        &self.manifest.id
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Set when the plugin's views need a newer view vocabulary than this host draws: they
    /// still load, and what this host does not know is drawn as placeholders.
    pub fn vocabulary_warning(&self) -> Option<String> {
        let needed = self.manifest.vocabulary;
        (needed > HOST_VOCABULARY).then(|| {
            format!(
                "its boards use view vocabulary {needed}, and this launcher draws {HOST_VOCABULARY}: \
                 some pieces appear as placeholders until the launcher is updated"
            )
        })
    }

    /// The ABI version the plugin was built for.
    pub fn abi(&self) -> String {
        self.lib.abi_version()
    }

    /// Whether the plugin speaks ABI 1.1 (composed moves, ids, the hot path).
    pub fn has_v11(&self) -> bool {
        self.lib.has_v11()
    }

    /// Starts a new game.
    pub fn new_game(self: &Arc<Self>, request: &SetupRequest) -> Result<GameHandle, PluginError> {
        let bytes =
            serde_json::to_vec(request).map_err(|e| PluginError::protocol(e.to_string()))?;
        let raw = self
            .lib
            .game_new(&bytes)
            .map_err(|reply| PluginError::from_reply("game_new", &reply))?;
        Ok(GameHandle {
            plugin: Arc::clone(self),
            raw,
        })
    }

    /// Restores a game from its saved state.
    pub fn load_game(self: &Arc<Self>, state: &SavedState) -> Result<GameHandle, PluginError> {
        let bytes = serde_json::to_vec(state).map_err(|e| PluginError::protocol(e.to_string()))?;
        let raw = self
            .lib
            .game_load(&bytes)
            .map_err(|reply| PluginError::from_reply("game_load", &reply))?;
        Ok(GameHandle {
            plugin: Arc::clone(self),
            raw,
        })
    }

    /// The bytes of an asset, cached after the first request.
    pub fn asset(&self, name: &str) -> Option<Arc<[u8]>> {
        let mut cache = self
            .assets
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        cache
            .entry(name.to_owned())
            .or_insert_with(|| {
                let reply = self.lib.asset(name);
                reply.ok().then(|| Arc::from(reply.body))
            })
            .clone()
    }
}

/// The checks without which the host cannot even list a plugin.
fn check_manifest_basics(manifest: &Manifest) -> Result<(), String> {
    if manifest.id.is_empty() {
        return Err("the manifest has no id".into());
    }
    if !manifest
        .id
        .chars()
        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    {
        return Err(format!(
            "the id {:?} may only contain lowercase letters, digits and '-'",
            manifest.id
        ));
    }
    if manifest.min_players == 0 || manifest.min_players > manifest.max_players {
        return Err(format!(
            "the player counts {}..{} are not a valid range",
            manifest.min_players, manifest.max_players
        ));
    }
    Ok(())
}

/// A running game inside a plugin.
pub struct GameHandle {
    plugin: Arc<Plugin>,
    raw: RawGame,
}

impl GameHandle {
    pub fn plugin(&self) -> &Arc<Plugin> {
        &self.plugin
    }

    pub fn try_clone(&self) -> Result<GameHandle, PluginError> {
        let raw = self
            .raw
            .try_clone()
            .map_err(|reply| PluginError::from_reply("game_clone", &reply))?;
        Ok(GameHandle {
            plugin: Arc::clone(&self.plugin),
            raw,
        })
    }

    pub fn save(&self) -> Result<SavedState, PluginError> {
        decode("game_save", self.raw.save())
    }

    pub fn status(&self) -> Result<Status, PluginError> {
        decode("game_status", self.raw.status())
    }

    /// The one-click legal actions of a seat, each with its id (computed by the host for a
    /// 1.0 plugin).
    pub fn actions(&self, seat: u32) -> Result<Vec<LegalAction>, PluginError> {
        let mut actions: Vec<LegalAction> = decode("game_actions", self.raw.actions(seat))?;
        for action in &mut actions {
            if action.id == 0 {
                action.id = json_id(&action.action);
            }
        }
        Ok(actions)
    }

    /// Hot path: the acting seats (as a bitmask) and whether the game is over.
    pub fn turn(&self) -> Result<(u64, bool), PluginError> {
        match self.raw.turn() {
            Call11::Ok(turn) => Ok(turn),
            Call11::Failed(reply) => Err(PluginError::from_reply("game_turn", &reply)),
            Call11::Missing => {
                let status = self.status()?;
                let mask = status
                    .acting
                    .iter()
                    .filter(|&&s| s < 64)
                    .fold(0u64, |m, &s| m | (1 << s));
                Ok((mask, status.game_over))
            }
        }
    }

    /// The next choices of a composed move after `partial` (the JSON of the choices made so
    /// far). A 1.0 plugin's moves are one click: its legal actions, then the complete move.
    pub fn choices(
        &self,
        seat: u32,
        partial: &[Value],
        labels: bool,
        view: bool,
    ) -> Result<Choices, PluginError> {
        let request = ChoicesRequest {
            partial: partial.to_vec(),
            labels,
            view,
        };
        let bytes =
            serde_json::to_vec(&request).map_err(|e| PluginError::protocol(e.to_string()))?;
        let mut choices: Choices = match self.raw.choices(seat, &bytes) {
            Call11::Ok(reply) => decode("game_choices", reply)?,
            Call11::Failed(reply) => return Err(PluginError::from_reply("game_choices", &reply)),
            Call11::Missing => {
                let mut choices = Choices::default();
                match partial {
                    [] => choices.options = self.actions(seat)?,
                    [one] => {
                        let id = json_id(one);
                        let found = self
                            .actions(seat)?
                            .into_iter()
                            .find(|a| a.id == id)
                            .ok_or_else(|| PluginError {
                                kind: FailureKind::Illegal,
                                code: "illegal_action".into(),
                                message: format!("{one} is not a legal action for seat {seat}"),
                                text: None,
                            })?;
                        choices.complete = Some(CompleteMove {
                            action: found.action,
                            id,
                            label: Some(found.label),
                        });
                    }
                    _ => {
                        return Err(PluginError {
                            kind: FailureKind::Illegal,
                            code: "illegal_action".into(),
                            message: "this plugin's moves are single clicks".into(),
                            text: None,
                        });
                    }
                }
                if view && partial.is_empty() {
                    choices.view = Some(self.view(Some(seat))?);
                }
                choices
            }
        };
        for option in &mut choices.options {
            if option.id == 0 {
                option.id = json_id(&option.action);
            }
        }
        if let Some(view) = &mut choices.view {
            view.normalize_ids();
        }
        Ok(choices)
    }

    /// Hot path: the option ids after a path of choice ids, into `buffer`; returns whether the
    /// path is a complete move.
    pub fn choice_ids(
        &self,
        seat: u32,
        path: &[u64],
        buffer: &mut Vec<u64>,
    ) -> Result<bool, PluginError> {
        match self.raw.choice_ids(seat, path, buffer) {
            Call11::Ok(complete) => Ok(complete),
            Call11::Failed(reply) => Err(PluginError::from_reply("game_choice_ids", &reply)),
            Call11::Missing => {
                buffer.clear();
                let actions = self.actions(seat)?;
                match path {
                    [] => {
                        buffer.extend(actions.iter().map(|a| a.id));
                        Ok(false)
                    }
                    [id] if actions.iter().any(|a| a.id == *id) => Ok(true),
                    _ => Err(PluginError {
                        kind: FailureKind::Illegal,
                        code: "illegal_action".into(),
                        message: "the path is not a legal move".into(),
                        text: None,
                    }),
                }
            }
        }
    }

    /// Applies the move a path of choice ids composes; the log only when asked for.
    pub fn apply_path(
        &mut self,
        seat: u32,
        path: &[u64],
        want_log: bool,
    ) -> Result<Option<Applied>, PluginError> {
        match self.raw.apply_path(seat, path, want_log) {
            Call11::Ok(reply) => {
                if !reply.ok() {
                    return Err(PluginError::from_reply("game_apply_path", &reply));
                }
                if want_log {
                    Ok(Some(decode("game_apply_path", reply)?))
                } else {
                    Ok(None)
                }
            }
            Call11::Failed(reply) => Err(PluginError::from_reply("game_apply_path", &reply)),
            Call11::Missing => {
                let [id] = path else {
                    return Err(PluginError {
                        kind: FailureKind::Illegal,
                        code: "illegal_action".into(),
                        message: "this plugin's moves are single clicks".into(),
                        text: None,
                    });
                };
                let action = self
                    .actions(seat)?
                    .into_iter()
                    .find(|a| a.id == *id)
                    .ok_or_else(|| PluginError {
                        kind: FailureKind::Illegal,
                        code: "illegal_action".into(),
                        message: format!("{id:#x} is not a legal action for seat {seat}"),
                        text: None,
                    })?;
                let applied = self.apply(seat, &action.action)?;
                Ok(want_log.then_some(applied))
            }
        }
    }

    /// Hot path: each seat's score (final when the game is over).
    pub fn scores(&self) -> Result<Vec<f64>, PluginError> {
        match self.raw.scores() {
            Call11::Ok(scores) => Ok(scores),
            Call11::Failed(reply) => Err(PluginError::from_reply("game_scores", &reply)),
            Call11::Missing => {
                let status = self.status()?;
                let players = status.scores.len().max(
                    status
                        .ranking
                        .iter()
                        .map(|r| r.seat as usize + 1)
                        .max()
                        .unwrap_or(0),
                );
                let mut scores = vec![0.0; players];
                if status.game_over && !status.ranking.is_empty() {
                    for r in &status.ranking {
                        scores[r.seat as usize] = r.score as f64;
                    }
                } else {
                    for (slot, s) in scores.iter_mut().zip(&status.scores) {
                        *slot = *s as f64;
                    }
                }
                Ok(scores)
            }
        }
    }

    /// Hot path: applies one uniformly random complete move of a seat (uniform at each
    /// choice).
    pub fn random_move(&mut self, seat: u32, seed: u64) -> Result<(), PluginError> {
        match self.raw.random_move(seat, seed) {
            Call11::Ok(reply) if reply.ok() => Ok(()),
            Call11::Ok(reply) | Call11::Failed(reply) => {
                Err(PluginError::from_reply("game_random_move", &reply))
            }
            Call11::Missing => {
                let mut rng = GameRng::from_seed(seed);
                let actions = self.actions(seat)?;
                let Some(pick) = rng.pick(&actions) else {
                    return Err(PluginError {
                        kind: FailureKind::Unsupported,
                        code: "no_action".into(),
                        message: format!("seat {seat} has nothing to do now"),
                        text: None,
                    });
                };
                let action = pick.action.clone();
                self.apply(seat, &action).map(|_| ())
            }
        }
    }

    /// A bot's choice with a budget and a cancellation flag the caller may set.
    pub fn bot_within(
        &self,
        seat: u32,
        request: &BotRequest,
        cancel: &AtomicU32,
    ) -> Result<Value, PluginError> {
        let bytes =
            serde_json::to_vec(request).map_err(|e| PluginError::protocol(e.to_string()))?;
        match self.raw.bot_ex(seat, &bytes, cancel) {
            Call11::Ok(reply) => decode("game_bot_ex", reply),
            Call11::Failed(reply) => Err(PluginError::from_reply("game_bot_ex", &reply)),
            Call11::Missing => decode("game_bot", self.raw.bot(seat, &bytes)),
        }
    }

    /// Whether the game offers the determinize extension (the search bot needs it).
    pub fn can_determinize(&self) -> bool {
        self.raw.can_determinize()
    }

    /// A state sampled for what `seat` knows, with its random generator reseeded.
    pub fn determinize(&self, seat: u32, seed: u64) -> Result<GameHandle, PluginError> {
        match self.raw.determinize(seat, seed) {
            Call11::Ok(Ok(raw)) => Ok(GameHandle {
                plugin: Arc::clone(&self.plugin),
                raw,
            }),
            Call11::Ok(Err(reply)) | Call11::Failed(reply) => {
                Err(PluginError::from_reply("determinize", &reply))
            }
            Call11::Missing => Err(PluginError {
                kind: FailureKind::Unsupported,
                code: "unsupported".into(),
                message: "this game cannot determinize".into(),
                text: None,
            }),
        }
    }

    /// The fingerprint of the game's random generator (0 without the determinize extension).
    pub fn rng_fingerprint(&self) -> u64 {
        self.raw.rng_fingerprint()
    }

    /// The in-plugin random playout, when the game offers it; `None` otherwise.
    pub fn playout(&mut self, seed: u64, max_actions: u32) -> Option<Result<u32, PluginError>> {
        status_call("playout", self.raw.playout(seed, max_actions))
    }

    /// The game's position evaluation per seat, if it has one.
    pub fn evaluate(&self) -> Option<Vec<f64>> {
        self.raw.evaluate()
    }

    /// The heuristic bot's moves until the game is over or `max_actions` were taken (the lowest
    /// acting seat each time), in the plugin in one call; `None` for a plugin built before the
    /// call.
    pub fn bot_playout(&mut self, seed: u64, max_actions: u32) -> Option<Result<u32, PluginError>> {
        status_call("bot_playout", self.raw.bot_playout(seed, max_actions))
    }

    /// The heuristic bot's move applied in place, when the game offers the search extension;
    /// `None` otherwise.
    pub fn bot_move(&mut self, seat: u32, seed: u64) -> Option<Result<(), PluginError>> {
        status_call("bot_move", self.raw.bot_move(seat, seed))
    }

    /// The choice ids of the move [`GameHandle::bot_move`] makes with the same seed, in click
    /// order, when the plugin offers them (`None`: a plugin built before the call).
    pub fn bot_path(&self, seat: u32, seed: u64) -> Option<Result<Vec<u64>, PluginError>> {
        status_call("bot_path", self.raw.bot_path(seat, seed))
    }

    /// Applies an action for a seat. On error the game is unchanged.
    pub fn apply(&mut self, seat: u32, action: &Value) -> Result<Applied, PluginError> {
        let bytes = serde_json::to_vec(action).map_err(|e| PluginError::protocol(e.to_string()))?;
        self.apply_raw(seat, &bytes)
    }

    /// Applies raw action bytes (which need not be valid JSON) for a seat.
    pub fn apply_raw(&mut self, seat: u32, action: &[u8]) -> Result<Applied, PluginError> {
        decode("game_apply", self.raw.apply(seat, action))
    }

    /// The view of a seat, or of a spectator for `None`.
    pub fn view(&self, seat: Option<u32>) -> Result<Node, PluginError> {
        let seat = match seat {
            Some(seat) => i32::try_from(seat)
                .map_err(|_| PluginError::protocol(format!("seat {seat} is out of range")))?,
            None => parlour_plugin_api::abi::SPECTATOR,
        };
        let mut view: Node = decode("game_view", self.raw.view(seat))?;
        view.normalize_ids();
        Ok(view)
    }

    /// A fingerprint of a seat's view (a hash of the plugin's bytes, not parsed): two states
    /// the seat cannot tell apart have the same one. Used by the search to key its nodes on
    /// what the seat has seen.
    pub fn view_fingerprint(&self, seat: u32) -> Result<u64, PluginError> {
        let seat = i32::try_from(seat)
            .map_err(|_| PluginError::protocol(format!("seat {seat} is out of range")))?;
        let reply = self.raw.view(seat);
        if !reply.ok() {
            return Err(PluginError::from_reply("game_view", &reply));
        }
        // FNV-1a: stable across runs, unlike the standard library's seeded hasher.
        Ok(reply.body.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        }))
    }

    /// A bot's choice for a seat.
    pub fn bot(&self, seat: u32, seed: u64) -> Result<Value, PluginError> {
        let request = serde_json::to_vec(&BotRequest {
            seed,
            ..Default::default()
        })
        .map_err(|e| PluginError::protocol(e.to_string()))?;
        decode("game_bot", self.raw.bot(seat, &request))
    }
}
