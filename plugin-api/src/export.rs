//! The plugin side of the ABI layer: turns a [`Game`] into the C entry struct.
//!
//! This module and the host's loader are the only places in Parlour with `unsafe` code. Every
//! exported function catches panics, so nothing ever unwinds into the host.

use std::any::Any;
use std::collections::BTreeMap;
use std::ffi::{c_char, c_void};
use std::panic::{AssertUnwindSafe, catch_unwind};

use serde::Serialize;
use serde_json::Value;

use crate::abi::{self, ParlourBuffer, ParlourGame, ParlourPluginEntry, status};
use crate::protocol::{
    Applied, BotRequest, ErrorBody, LegalAction, Manifest, SavedState, SetupRequest,
};
use crate::sdk::{ErrorKind, Game, GameError, Viewer};

/// Builds the entry struct for a game. Used by [`export_game!`](crate::export_game) to fill a
/// `static`.
pub const fn entry<G: Game>() -> ParlourPluginEntry {
    ParlourPluginEntry {
        abi_major: abi::ABI_MAJOR,
        abi_minor: abi::ABI_MINOR,
        struct_size: std::mem::size_of::<ParlourPluginEntry>() as u32,
        reserved: 0,
        buffer_free,
        manifest: manifest::<G>,
        asset: asset::<G>,
        game_new: game_new::<G>,
        game_load: game_load::<G>,
        game_clone: game_clone::<G>,
        game_free: game_free::<G>,
        game_save: game_save::<G>,
        game_status: game_status::<G>,
        game_actions: game_actions::<G>,
        game_apply: game_apply::<G>,
        game_view: game_view::<G>,
        game_bot: game_bot::<G>,
        get_extension,
    }
}

/// Exports a [`Game`] implementation as a Parlour plugin. Use it once, at the crate root of a
/// `cdylib`:
///
/// ```ignore
/// parlour_plugin_api::export_game!(MyGame);
/// ```
#[macro_export]
macro_rules! export_game {
    ($game:ty) => {
        static PARLOUR_ENTRY: $crate::abi::ParlourPluginEntry = $crate::export::entry::<$game>();

        /// The Parlour plugin entry point.
        #[unsafe(no_mangle)]
        pub extern "C" fn parlour_plugin_entry() -> *const $crate::abi::ParlourPluginEntry {
            &PARLOUR_ENTRY
        }
    };
}

/// The manifest as the SDK completes it: schema version filled in.
pub fn full_manifest<G: Game>() -> Manifest {
    let mut manifest = G::manifest();
    manifest.schema_version = G::SCHEMA_VERSION;
    manifest
}

// ---------------------------------------------------------------------------------------------
// The safe core: everything the exported functions do, as plain Rust. Also used in-process by
// tests and benchmarks to call a game exactly as the host would, without the C layer.

/// A failed call: a status code and its body.
#[derive(Debug, Clone, PartialEq)]
pub struct CallError {
    pub status: i32,
    pub body: ErrorBody,
}

impl CallError {
    fn new(status: i32, code: &str, message: impl Into<String>) -> Self {
        CallError {
            status,
            body: ErrorBody {
                code: code.to_owned(),
                message: message.into(),
                text: None,
            },
        }
    }

    fn bad_request(message: impl Into<String>) -> Self {
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

fn parse<T: serde::de::DeserializeOwned>(bytes: &[u8], what: &str) -> Result<T, CallError> {
    serde_json::from_slice(bytes)
        .map_err(|e| CallError::bad_request(format!("malformed {what}: {e}")))
}

/// A game instance behind a handle, with the SDK's checks around it.
pub struct Instance<G: Game> {
    pub game: G,
}

impl<G: Game> Clone for Instance<G> {
    fn clone(&self) -> Self {
        Instance {
            game: self.game.clone(),
        }
    }
}

impl<G: Game> Instance<G> {
    /// `game_new`: validates the request against the manifest, then sets up.
    pub fn create(request: &[u8]) -> Result<Self, CallError> {
        let mut request: SetupRequest = parse(request, "setup request")?;
        let manifest = G::manifest();
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
        Ok(Instance {
            game: G::setup(&request)?,
        })
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
        Ok(Instance { game })
    }

    pub fn save(&self) -> Result<SavedState, CallError> {
        let state = serde_json::to_value(&self.game).map_err(|e| {
            CallError::new(
                status::ERROR,
                "internal",
                format!("cannot serialise state: {e}"),
            )
        })?;
        Ok(SavedState {
            schema_version: G::SCHEMA_VERSION,
            state,
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

    pub fn actions(&self, seat: u32) -> Result<Vec<LegalAction>, CallError> {
        self.game
            .legal_actions(seat)
            .into_iter()
            .map(|legal| {
                let action = serde_json::to_value(&legal.action).map_err(|e| {
                    CallError::new(
                        status::ERROR,
                        "internal",
                        format!("cannot serialise action: {e}"),
                    )
                })?;
                Ok(LegalAction {
                    action,
                    label: legal.label,
                })
            })
            .collect()
    }

    /// `game_apply`: refuses anything not in the seat's legal actions, applies on a copy and
    /// keeps the copy only on success.
    pub fn apply(&mut self, seat: u32, action: &[u8]) -> Result<Applied, CallError> {
        let action: G::Action = parse(action, "action")?;
        let canonical = serde_json::to_value(&action)
            .map_err(|e| CallError::bad_request(format!("cannot serialise action: {e}")))?;
        let legal = self.game.legal_actions(seat);
        let is_legal = legal
            .iter()
            .any(|l| serde_json::to_value(&l.action).is_ok_and(|v| v == canonical));
        if !is_legal {
            return Err(GameError::illegal(format!(
                "{canonical} is not a legal action for seat {seat} now"
            ))
            .into());
        }
        let mut next = self.game.clone();
        let outcome = next.apply(seat, &action)?;
        self.game = next;
        Ok(outcome.into())
    }

    pub fn view(&self, seat: i32) -> Result<crate::view::Node, CallError> {
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
        Ok(self.game.view(viewer))
    }

    pub fn bot(&self, seat: u32, request: &[u8]) -> Result<Value, CallError> {
        let request: BotRequest = if request.is_empty() {
            BotRequest::default()
        } else {
            parse(request, "bot request")?
        };
        let action = self.game.bot_action(seat, request.seed).ok_or_else(|| {
            CallError::new(
                status::UNSUPPORTED,
                "no_action",
                format!("seat {seat} has nothing to do now"),
            )
        })?;
        serde_json::to_value(&action).map_err(|e| {
            CallError::new(
                status::ERROR,
                "internal",
                format!("cannot serialise action: {e}"),
            )
        })
    }
}

// ---------------------------------------------------------------------------------------------
// The C layer.

fn panic_message(payload: &(dyn Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_owned()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "the plugin panicked".to_owned()
    }
}

fn to_buffer(bytes: Vec<u8>) -> ParlourBuffer {
    let mut bytes = std::mem::ManuallyDrop::new(bytes);
    ParlourBuffer {
        ptr: bytes.as_mut_ptr(),
        len: bytes.len(),
        cap: bytes.capacity(),
    }
}

/// Writes `value` as JSON into `out` (if `out` is not null).
///
/// # Safety
/// `out` is null or valid for writes.
unsafe fn write_json(out: *mut ParlourBuffer, value: &impl Serialize) -> i32 {
    match serde_json::to_vec(value) {
        Ok(bytes) => {
            if !out.is_null() {
                // SAFETY: the caller passes a valid out pointer or null.
                unsafe { out.write(to_buffer(bytes)) };
            }
            status::OK
        }
        Err(e) => unsafe {
            write_error(
                out,
                &CallError::new(
                    status::ERROR,
                    "internal",
                    format!("cannot serialise response: {e}"),
                ),
            )
        },
    }
}

/// # Safety
/// `out` is null or valid for writes.
unsafe fn write_error(out: *mut ParlourBuffer, error: &CallError) -> i32 {
    if !out.is_null() {
        let bytes = serde_json::to_vec(&error.body).unwrap_or_default();
        // SAFETY: as above.
        unsafe { out.write(to_buffer(bytes)) };
    }
    error.status
}

thread_local! {
    /// Where the last panic on this thread happened, recorded by the SDK's panic hook.
    static PANIC_LOCATION: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// Installs (once) a panic hook in the plugin's copy of std that records where a panic
/// happened instead of printing to the host's terminal: the message and location travel to the
/// host in the error body. Set `PARLOUR_PLUGIN_BACKTRACE=1` to keep the default printing.
fn install_panic_hook() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        if std::env::var_os("PARLOUR_PLUGIN_BACKTRACE").is_some() {
            return;
        }
        std::panic::set_hook(Box::new(|info| {
            let location = info
                .location()
                .map(|l| format!("{}:{}", l.file(), l.line()));
            PANIC_LOCATION.with(|cell| *cell.borrow_mut() = location);
        }));
    });
}

/// Catches a panic in `f`, turning it into a `PANIC` call error with message and location.
fn catch<T>(f: impl FnOnce() -> Result<T, CallError>) -> Result<T, CallError> {
    install_panic_hook();
    catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|payload| {
        let message = panic_message(payload.as_ref());
        let location = PANIC_LOCATION.with(|cell| cell.borrow_mut().take());
        let at = location.map(|l| format!(" (at {l})")).unwrap_or_default();
        Err(CallError::new(
            status::PANIC,
            "panic",
            format!("the plugin panicked: {message}{at}"),
        ))
    })
}

/// Runs `f`, converting panics and errors into a status and an error body.
///
/// # Safety
/// `out` is null or valid for writes.
unsafe fn guarded<T: Serialize>(
    out: *mut ParlourBuffer,
    f: impl FnOnce() -> Result<T, CallError>,
) -> i32 {
    match catch(f) {
        Ok(value) => unsafe { write_json(out, &value) },
        Err(error) => unsafe { write_error(out, &error) },
    }
}

/// # Safety
/// `ptr` is null (then `len` is 0) or valid for reads of `len` bytes.
unsafe fn input<'a>(ptr: *const u8, len: usize) -> &'a [u8] {
    if ptr.is_null() || len == 0 {
        &[]
    } else {
        // SAFETY: guaranteed by the caller per the ABI contract.
        unsafe { std::slice::from_raw_parts(ptr, len) }
    }
}

/// # Safety
/// `game` is null or a handle created by this plugin for the same `G` and not yet freed.
unsafe fn instance<'a, G: Game>(game: *const ParlourGame) -> Result<&'a Instance<G>, CallError> {
    if game.is_null() {
        return Err(CallError::bad_request("null game handle"));
    }
    // SAFETY: handles are `Box<Instance<G>>` pointers made by `into_handle`.
    Ok(unsafe { &*(game as *const Instance<G>) })
}

fn into_handle<G: Game>(instance: Instance<G>) -> *mut ParlourGame {
    Box::into_raw(Box::new(instance)) as *mut ParlourGame
}

unsafe extern "C" fn buffer_free(buffer: ParlourBuffer) {
    if buffer.ptr.is_null() {
        return;
    }
    let _ = catch_unwind(|| {
        // SAFETY: the buffer was made by `to_buffer` from a Vec of this allocator.
        drop(unsafe { Vec::from_raw_parts(buffer.ptr, buffer.len, buffer.cap) });
    });
}

unsafe extern "C" fn manifest<G: Game>(out: *mut ParlourBuffer) -> i32 {
    unsafe { guarded(out, || Ok(full_manifest::<G>())) }
}

unsafe extern "C" fn asset<G: Game>(
    name: *const u8,
    name_len: usize,
    out: *mut ParlourBuffer,
) -> i32 {
    let result = catch(|| {
        let name = std::str::from_utf8(unsafe { input(name, name_len) })
            .map_err(|_| CallError::bad_request("asset name is not UTF-8"))?;
        G::asset(name).ok_or_else(|| {
            CallError::new(
                status::NOT_FOUND,
                "no_such_asset",
                format!("no asset {name:?}"),
            )
        })
    });
    match result {
        Ok(bytes) => {
            if !out.is_null() {
                unsafe { out.write(to_buffer(bytes.to_vec())) };
            }
            status::OK
        }
        Err(error) => unsafe { write_error(out, &error) },
    }
}

/// # Safety
/// `out_game` is null or valid for writes.
unsafe fn new_handle<G: Game>(
    out_game: *mut *mut ParlourGame,
    out: *mut ParlourBuffer,
    make: impl FnOnce() -> Result<Instance<G>, CallError>,
) -> i32 {
    if out_game.is_null() {
        return unsafe { write_error(out, &CallError::bad_request("null out_game pointer")) };
    }
    unsafe { out_game.write(std::ptr::null_mut()) };
    let mut handle = std::ptr::null_mut();
    let status = unsafe {
        guarded(out, || {
            handle = into_handle(make()?);
            Ok(serde_json::json!({}))
        })
    };
    if status == status::OK {
        unsafe { out_game.write(handle) };
    }
    status
}

unsafe extern "C" fn game_new<G: Game>(
    request: *const u8,
    request_len: usize,
    out_game: *mut *mut ParlourGame,
    out: *mut ParlourBuffer,
) -> i32 {
    let bytes = unsafe { input(request, request_len) };
    unsafe { new_handle::<G>(out_game, out, || Instance::<G>::create(bytes)) }
}

unsafe extern "C" fn game_load<G: Game>(
    state: *const u8,
    state_len: usize,
    out_game: *mut *mut ParlourGame,
    out: *mut ParlourBuffer,
) -> i32 {
    let bytes = unsafe { input(state, state_len) };
    unsafe { new_handle::<G>(out_game, out, || Instance::<G>::load(bytes)) }
}

unsafe extern "C" fn game_clone<G: Game>(
    game: *const ParlourGame,
    out_game: *mut *mut ParlourGame,
    out: *mut ParlourBuffer,
) -> i32 {
    unsafe { new_handle::<G>(out_game, out, || Ok(instance::<G>(game)?.clone())) }
}

unsafe extern "C" fn game_free<G: Game>(game: *mut ParlourGame) {
    if game.is_null() {
        return;
    }
    let _ = catch_unwind(|| {
        // SAFETY: the handle was made by `into_handle::<G>` and is freed once, per the contract.
        drop(unsafe { Box::from_raw(game as *mut Instance<G>) });
    });
}

unsafe extern "C" fn game_save<G: Game>(game: *const ParlourGame, out: *mut ParlourBuffer) -> i32 {
    unsafe { guarded(out, || instance::<G>(game)?.save()) }
}

unsafe extern "C" fn game_status<G: Game>(
    game: *const ParlourGame,
    out: *mut ParlourBuffer,
) -> i32 {
    unsafe { guarded(out, || Ok(instance::<G>(game)?.status())) }
}

unsafe extern "C" fn game_actions<G: Game>(
    game: *const ParlourGame,
    seat: u32,
    out: *mut ParlourBuffer,
) -> i32 {
    unsafe { guarded(out, || instance::<G>(game)?.actions(seat)) }
}

unsafe extern "C" fn game_apply<G: Game>(
    game: *mut ParlourGame,
    seat: u32,
    action: *const u8,
    action_len: usize,
    out: *mut ParlourBuffer,
) -> i32 {
    let bytes = unsafe { input(action, action_len) };
    unsafe {
        guarded(out, || {
            if game.is_null() {
                return Err(CallError::bad_request("null game handle"));
            }
            // SAFETY: a live handle of this plugin; the host uses it from one thread at a time.
            let instance = &mut *(game as *mut Instance<G>);
            instance.apply(seat, bytes)
        })
    }
}

unsafe extern "C" fn game_view<G: Game>(
    game: *const ParlourGame,
    seat: i32,
    out: *mut ParlourBuffer,
) -> i32 {
    unsafe { guarded(out, || instance::<G>(game)?.view(seat)) }
}

unsafe extern "C" fn game_bot<G: Game>(
    game: *const ParlourGame,
    seat: u32,
    request: *const u8,
    request_len: usize,
    out: *mut ParlourBuffer,
) -> i32 {
    let bytes = unsafe { input(request, request_len) };
    unsafe { guarded(out, || instance::<G>(game)?.bot(seat, bytes)) }
}

unsafe extern "C" fn get_extension(_id: *const c_char) -> *const c_void {
    std::ptr::null()
}
