//! The plugin side of the ABI layer: turns a [`Game`] into the C entry struct.
//!
//! This module and the host's loader are the only places in Parlour with `unsafe` code. Every
//! exported function catches panics, so nothing ever unwinds into the host.

use std::any::Any;
use std::ffi::{CStr, c_char, c_void};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicU32, Ordering};

use serde::Serialize;

use crate::abi::{
    self, DeterminizeExt, ParlourBuffer, ParlourGame, ParlourPluginEntry, SearchExt, status,
};
use crate::instance::parse;
use crate::protocol::HostInfo;
use crate::sdk::{Cancel, Game};

/// The view vocabulary version the host said it draws (`host_hello`); 1 until it says.
static HOST_VOCABULARY: AtomicU32 = AtomicU32::new(1);

/// The view vocabulary version the host draws, so a game can fall back for an older host.
pub fn host_vocabulary() -> u32 {
    HOST_VOCABULARY.load(Ordering::Relaxed)
}

/// The per-game extension structs of a game, built by [`export_game!`](crate::export_game)
/// into statics.
pub const fn determinize_ext<G: Game>() -> DeterminizeExt {
    DeterminizeExt {
        version: 1,
        struct_size: std::mem::size_of::<DeterminizeExt>() as u32,
        determinize: determinize::<G>,
        rng_fingerprint: rng_fingerprint::<G>,
    }
}

/// See [`determinize_ext`].
pub const fn search_ext<G: Game>() -> SearchExt {
    SearchExt {
        version: 1,
        struct_size: std::mem::size_of::<SearchExt>() as u32,
        playout: playout::<G>,
        evaluate: evaluate::<G>,
        bot_move: bot_move::<G>,
        bot_path: bot_path::<G>,
        bot_playout: bot_playout::<G>,
    }
}

/// The signature of `game_extension`, which [`export_game!`](crate::export_game) defines next
/// to the extension statics.
pub type GameExtensionFn =
    unsafe extern "C" fn(game: *const ParlourGame, id: *const c_char) -> *const c_void;

/// Answers `game_extension` for a game, given the addresses of its extension statics. Only
/// for [`export_game!`](crate::export_game): `game` and `id` are the pointers the host passed
/// to `game_extension`, which the contract makes a live handle of `G` (or null) and a
/// NUL-terminated string (or null).
#[doc(hidden)]
// Not `unsafe fn`: the macro expands in plugin crates, which must not need `unsafe`. The
// pointers come straight from the host through `game_extension`, whose contract guarantees them.
#[allow(clippy::not_unsafe_ptr_arg_deref)]
pub fn game_extension_for<G: Game>(
    game: *const ParlourGame,
    id: *const c_char,
    determinize: *const DeterminizeExt,
    search: *const SearchExt,
) -> *const c_void {
    if id.is_null() {
        return std::ptr::null();
    }
    let result = catch(|| {
        // SAFETY: a NUL-terminated id, per the contract.
        let id = unsafe { CStr::from_ptr(id) };
        let instance = unsafe { instance::<G>(game) }?;
        Ok(if id == abi::EXT_DETERMINIZE {
            if instance.supports_determinize() {
                determinize as *const c_void
            } else {
                std::ptr::null()
            }
        } else if id == abi::EXT_SEARCH {
            search as *const c_void
        } else {
            std::ptr::null()
        })
    });
    result.unwrap_or(std::ptr::null())
}

/// Builds the entry struct for a game. Used by [`export_game!`](crate::export_game) to fill a
/// `static`.
pub const fn entry<G: Game>(game_extension: GameExtensionFn) -> ParlourPluginEntry {
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
        host_hello,
        game_turn: game_turn::<G>,
        game_choices: game_choices::<G>,
        game_choice_ids: game_choice_ids::<G>,
        game_apply_path: game_apply_path::<G>,
        game_scores: game_scores::<G>,
        game_random_move: game_random_move::<G>,
        game_bot_ex: game_bot_ex::<G>,
        game_extension,
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
        static PARLOUR_DETERMINIZE: $crate::abi::DeterminizeExt =
            $crate::export::determinize_ext::<$game>();
        static PARLOUR_SEARCH: $crate::abi::SearchExt = $crate::export::search_ext::<$game>();

        extern "C" fn parlour_game_extension(
            game: *const $crate::abi::ParlourGame,
            id: *const ::std::ffi::c_char,
        ) -> *const ::std::ffi::c_void {
            $crate::export::game_extension_for::<$game>(
                game,
                id,
                &PARLOUR_DETERMINIZE,
                &PARLOUR_SEARCH,
            )
        }

        static PARLOUR_ENTRY: $crate::abi::ParlourPluginEntry =
            $crate::export::entry::<$game>(parlour_game_extension);

        /// The Parlour plugin entry point.
        #[unsafe(no_mangle)]
        pub extern "C" fn parlour_plugin_entry() -> *const $crate::abi::ParlourPluginEntry {
            &PARLOUR_ENTRY
        }
    };
}

pub use crate::instance::{CallError, Instance, full_manifest};

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
    unsafe { guarded(out, || instance_mut::<G>(game)?.apply(seat, bytes)) }
}

unsafe extern "C" fn game_view<G: Game>(
    game: *const ParlourGame,
    seat: i32,
    out: *mut ParlourBuffer,
) -> i32 {
    // A host that never said which vocabulary it draws is a 1.0 host: it gets views it can
    // read (see `Node::for_vocabulary`).
    unsafe {
        guarded(out, || {
            Ok(instance::<G>(game)?
                .view(seat)?
                .for_vocabulary(host_vocabulary()))
        })
    }
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

// ---- ABI 1.1

unsafe extern "C" fn host_hello(info: *const u8, info_len: usize) -> i32 {
    let bytes = unsafe { input(info, info_len) };
    unsafe {
        guarded(std::ptr::null_mut(), || {
            let info: HostInfo = parse(bytes, "host info")?;
            HOST_VOCABULARY.store(info.vocabulary.max(1), Ordering::Relaxed);
            Ok(())
        })
    }
}

/// # Safety
/// `game` is null or a live handle of `G` used by this thread only.
unsafe fn instance_mut<'a, G: Game>(
    game: *mut ParlourGame,
) -> Result<&'a mut Instance<G>, CallError> {
    if game.is_null() {
        return Err(CallError::bad_request("null game handle"));
    }
    // SAFETY: a live handle of this plugin; the host uses it from one thread at a time.
    Ok(unsafe { &mut *(game as *mut Instance<G>) })
}

/// Runs a hot-path call that answers with a status only (an error body goes to `out` if
/// given).
///
/// # Safety
/// `out` is null or valid for writes.
unsafe fn status_only(out: *mut ParlourBuffer, f: impl FnOnce() -> Result<(), CallError>) -> i32 {
    match catch(f) {
        Ok(()) => {
            if !out.is_null() {
                unsafe { out.write(ParlourBuffer::empty()) };
            }
            status::OK
        }
        Err(error) => unsafe { write_error(out, &error) },
    }
}

/// Copies a list into a caller's array under the buffer rule: at most `cap` items are written
/// and the full length goes to `out_len`.
///
/// # Safety
/// `out` is valid for `cap` writes (or null with `cap` 0); `out_len` is null or valid.
unsafe fn write_list<T: Copy>(items: &[T], out: *mut T, cap: usize, out_len: *mut usize) {
    if !out.is_null() {
        for (i, item) in items.iter().take(cap).enumerate() {
            unsafe { out.add(i).write(*item) };
        }
    }
    if !out_len.is_null() {
        unsafe { out_len.write(items.len()) };
    }
}

unsafe extern "C" fn game_turn<G: Game>(
    game: *const ParlourGame,
    acting: *mut u64,
    flags: *mut u32,
) -> i32 {
    unsafe {
        status_only(std::ptr::null_mut(), || {
            let (mask, over) = instance::<G>(game)?.turn()?;
            if !acting.is_null() {
                acting.write(mask);
            }
            if !flags.is_null() {
                flags.write(if over { abi::TURN_GAME_OVER } else { 0 });
            }
            Ok(())
        })
    }
}

unsafe extern "C" fn game_choices<G: Game>(
    game: *const ParlourGame,
    seat: u32,
    request: *const u8,
    request_len: usize,
    out: *mut ParlourBuffer,
) -> i32 {
    let bytes = unsafe { input(request, request_len) };
    unsafe { guarded(out, || instance::<G>(game)?.choices(seat, bytes)) }
}

/// # Safety
/// `ptr` is null (then `len` is 0) or valid for reads of `len` ids.
unsafe fn id_path<'a>(ptr: *const u64, len: usize) -> &'a [u64] {
    if ptr.is_null() || len == 0 {
        &[]
    } else {
        unsafe { std::slice::from_raw_parts(ptr, len) }
    }
}

#[allow(clippy::too_many_arguments)]
unsafe extern "C" fn game_choice_ids<G: Game>(
    game: *const ParlourGame,
    seat: u32,
    path: *const u64,
    path_len: usize,
    out_ids: *mut u64,
    cap: usize,
    out_len: *mut usize,
    out_flags: *mut u32,
) -> i32 {
    let path = unsafe { id_path(path, path_len) };
    unsafe {
        status_only(std::ptr::null_mut(), || {
            let (ids, complete) = instance::<G>(game)?.choice_ids(seat, path)?;
            write_list(&ids, out_ids, cap, out_len);
            if !out_flags.is_null() {
                out_flags.write(if complete { abi::CHOICES_COMPLETE } else { 0 });
            }
            Ok(())
        })
    }
}

unsafe extern "C" fn game_apply_path<G: Game>(
    game: *mut ParlourGame,
    seat: u32,
    path: *const u64,
    path_len: usize,
    flags: u32,
    out: *mut ParlourBuffer,
) -> i32 {
    let path = unsafe { id_path(path, path_len) };
    let want_log = flags & abi::APPLY_WANT_LOG != 0;
    match catch(|| unsafe { instance_mut::<G>(game) }?.apply_path(seat, path, want_log)) {
        Ok(Some(applied)) => unsafe { write_json(out, &applied) },
        Ok(None) => {
            if !out.is_null() {
                unsafe { out.write(ParlourBuffer::empty()) };
            }
            status::OK
        }
        Err(error) => unsafe { write_error(out, &error) },
    }
}

unsafe extern "C" fn game_scores<G: Game>(
    game: *const ParlourGame,
    out: *mut f64,
    cap: usize,
    out_len: *mut usize,
) -> i32 {
    unsafe {
        status_only(std::ptr::null_mut(), || {
            let scores = instance::<G>(game)?.scores()?;
            write_list(&scores, out, cap, out_len);
            Ok(())
        })
    }
}

unsafe extern "C" fn game_random_move<G: Game>(
    game: *mut ParlourGame,
    seat: u32,
    seed: u64,
    out: *mut ParlourBuffer,
) -> i32 {
    unsafe { status_only(out, || instance_mut::<G>(game)?.random_move(seat, seed)) }
}

unsafe extern "C" fn game_bot_ex<G: Game>(
    game: *const ParlourGame,
    seat: u32,
    request: *const u8,
    request_len: usize,
    cancel: *const AtomicU32,
    out: *mut ParlourBuffer,
) -> i32 {
    let bytes = unsafe { input(request, request_len) };
    // SAFETY: the host keeps the flag alive for the call, per the contract.
    let cancel = if cancel.is_null() {
        Cancel::NEVER
    } else {
        Cancel::new(unsafe { &*cancel })
    };
    unsafe { guarded(out, || instance::<G>(game)?.bot_within(seat, bytes, cancel)) }
}

unsafe extern "C" fn determinize<G: Game>(
    game: *const ParlourGame,
    seat: u32,
    seed: u64,
    out_game: *mut *mut ParlourGame,
    out: *mut ParlourBuffer,
) -> i32 {
    unsafe {
        new_handle::<G>(out_game, out, || {
            instance::<G>(game)?.determinize(seat, seed)
        })
    }
}

unsafe extern "C" fn rng_fingerprint<G: Game>(game: *const ParlourGame) -> u64 {
    catch(|| {
        let instance = unsafe { instance::<G>(game) }?;
        // The fingerprint reads a copy of the generator: the game is not changed.
        let mut probe = instance.game.clone();
        Ok(probe.rng_mut().map_or(0, |rng| rng.fingerprint()))
    })
    .unwrap_or(0)
}

unsafe extern "C" fn playout<G: Game>(
    game: *mut ParlourGame,
    seed: u64,
    max_actions: u32,
    out_actions: *mut u32,
) -> i32 {
    unsafe { play_out::<G>(game, out_actions, |g| g.playout(seed, max_actions)) }
}

/// Runs a playout of a live handle and writes the number of actions it took (when the host
/// asked for it). `game` and `out_actions` are the pointers the host passed.
unsafe fn play_out<G: Game>(
    game: *mut ParlourGame,
    out_actions: *mut u32,
    run: impl FnOnce(&mut Instance<G>) -> Result<u32, CallError>,
) -> i32 {
    unsafe {
        status_only(std::ptr::null_mut(), || {
            let taken = run(instance_mut::<G>(game)?)?;
            if !out_actions.is_null() {
                out_actions.write(taken);
            }
            Ok(())
        })
    }
}

unsafe extern "C" fn evaluate<G: Game>(
    game: *const ParlourGame,
    out: *mut f64,
    cap: usize,
    out_len: *mut usize,
) -> i32 {
    unsafe {
        status_only(std::ptr::null_mut(), || {
            let instance = instance::<G>(game)?;
            instance.usable()?;
            let values = instance.game.evaluate().ok_or_else(|| {
                CallError::new(status::UNSUPPORTED, "unsupported", "no evaluation")
            })?;
            write_list(&values, out, cap, out_len);
            Ok(())
        })
    }
}

unsafe extern "C" fn bot_move<G: Game>(game: *mut ParlourGame, seat: u32, seed: u64) -> i32 {
    unsafe {
        status_only(std::ptr::null_mut(), || {
            instance_mut::<G>(game)?.bot_move(seat, seed)
        })
    }
}

unsafe extern "C" fn bot_playout<G: Game>(
    game: *mut ParlourGame,
    seed: u64,
    max_actions: u32,
    out_actions: *mut u32,
) -> i32 {
    unsafe { play_out::<G>(game, out_actions, |g| g.bot_playout(seed, max_actions)) }
}

unsafe extern "C" fn bot_path<G: Game>(
    game: *const ParlourGame,
    seat: u32,
    seed: u64,
    out_ids: *mut u64,
    cap: usize,
    out_len: *mut usize,
) -> i32 {
    unsafe {
        status_only(std::ptr::null_mut(), || {
            let ids = instance::<G>(game)?.bot_path(seat, seed)?;
            write_list(&ids, out_ids, cap, out_len);
            Ok(())
        })
    }
}
