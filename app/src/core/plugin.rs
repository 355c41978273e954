//! Safe, typed access to a loaded plugin and its games: JSON in, typed values out.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use parlour_plugin_api::abi::status;
use parlour_plugin_api::{
    Applied, BotRequest, ErrorBody, LegalAction, Manifest, Node, SavedState, SetupRequest, Status,
    Text,
};
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::abi::{OpenError, PluginLib, RawGame, Reply};

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

    pub fn manifest(&self) -> &Manifest {
        &self.manifest
    }

    pub fn id(&self) -> &str {
        &self.manifest.id
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The ABI version the plugin was built for.
    pub fn abi(&self) -> String {
        self.lib.abi_version()
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

    pub fn actions(&self, seat: u32) -> Result<Vec<LegalAction>, PluginError> {
        decode("game_actions", self.raw.actions(seat))
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
        decode("game_view", self.raw.view(seat))
    }

    /// A bot's choice for a seat.
    pub fn bot(&self, seat: u32, seed: u64) -> Result<Value, PluginError> {
        let request = serde_json::to_vec(&BotRequest { seed })
            .map_err(|e| PluginError::protocol(e.to_string()))?;
        decode("game_bot", self.raw.bot(seat, &request))
    }
}
