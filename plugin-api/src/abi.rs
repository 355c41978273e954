//! The raw C ABI: the one struct a plugin library exports and the plain data that crosses it.
//!
//! Everything here is `#[repr(C)]`, plain integers, pointers and `extern "C"` function
//! pointers. `plugin-api/README.md` is the normative description; keep the two in step.
//!
//! Versioning rules:
//! * [`ParlourPluginEntry`] starts with `abi_major`, `abi_minor`, `struct_size`. A host refuses a
//!   plugin whose `abi_major` differs from its own before it touches anything else.
//! * Minor versions only append fields at the end of the struct. A host that knows about a newer
//!   field checks `struct_size` before it reads it, so an old plugin keeps working.
//! * Extensions that are not part of the core contract are looked up by id through
//!   `get_extension` and return a pointer to their own versioned struct (or null).

use std::ffi::{c_char, c_void};
use std::sync::atomic::AtomicU32;

/// The major version of this contract. Changing it means old plugins can no longer be loaded.
pub const ABI_MAJOR: u32 = 1;
/// The minor version of this contract: the number of append-only revisions of the entry struct.
pub const ABI_MINOR: u32 = 1;

/// The name of the single symbol every plugin library exports.
pub const ENTRY_SYMBOL: &str = "parlour_plugin_entry";

/// Size in bytes of the three-`u32` header every entry struct begins with.
pub const HEADER_SIZE: u32 = 12;

/// Signature of the exported entry symbol.
pub type EntryFn = unsafe extern "C" fn() -> *const ParlourPluginEntry;

/// Status codes returned by every fallible entry function.
pub mod status {
    /// Success: the out buffer (if any) holds the JSON response.
    pub const OK: i32 = 0;
    /// A game-level error: the out buffer holds an `ErrorBody` JSON object.
    pub const ERROR: i32 = 1;
    /// The action is not legal for that seat now; the state is unchanged. Body: `ErrorBody`.
    pub const ILLEGAL_ACTION: i32 = 2;
    /// The request could not be parsed (bad UTF-8, bad JSON, bad shape). Body: `ErrorBody`.
    pub const BAD_REQUEST: i32 = 3;
    /// The plugin panicked; the state of the handle is unchanged. Body: `ErrorBody`.
    pub const PANIC: i32 = 4;
    /// The plugin does not support this request (for example no bot). Body: `ErrorBody`.
    pub const UNSUPPORTED: i32 = 5;
    /// A named thing (asset, seat) does not exist. Body: `ErrorBody`.
    pub const NOT_FOUND: i32 = 6;
    /// A saved state is of a newer schema than the plugin understands. Body: `ErrorBody`.
    pub const TOO_NEW: i32 = 7;
}

/// A byte buffer allocated by the plugin and handed to the host.
///
/// The host reads `len` bytes from `ptr` and must hand the buffer back to the plugin's own
/// `buffer_free` exactly once. `cap` is private to the plugin's allocator. A buffer with a null
/// `ptr` is empty and need not be freed (freeing it is a no-op).
#[repr(C)]
#[derive(Debug)]
pub struct ParlourBuffer {
    pub ptr: *mut u8,
    pub len: usize,
    pub cap: usize,
}

impl ParlourBuffer {
    /// An empty buffer, used by the host to initialise out-parameters.
    pub const fn empty() -> Self {
        ParlourBuffer {
            ptr: std::ptr::null_mut(),
            len: 0,
            cap: 0,
        }
    }
}

/// An opaque game handle owned by the plugin. The host only passes the pointer back.
#[repr(C)]
pub struct ParlourGame {
    _private: [u8; 0],
}

/// The seat value meaning "a spectator who sees only public information" for `game_view`.
pub const SPECTATOR: i32 = -1;

/// Bit 0 of the flags [`ParlourPluginEntry::game_turn`] writes: the game is over.
pub const TURN_GAME_OVER: u32 = 1;
/// Bit 0 of the flags [`ParlourPluginEntry::game_choice_ids`] writes: the path so far is a
/// complete move that may be confirmed (applied) as it stands.
pub const CHOICES_COMPLETE: u32 = 1;
/// Bit 0 of the flags passed to [`ParlourPluginEntry::game_apply_path`]: write the `Applied`
/// JSON (with log lines) to `out`. Without it `out` stays empty on success.
pub const APPLY_WANT_LOG: u32 = 1;

/// The plugin's entry struct, version 1.1 (1.0 plus appended fields).
///
/// Thread rule: `buffer_free`, `manifest`, `asset` and `get_extension` may be called from any
/// thread at any time. A game handle may move between threads but must never be used by two
/// threads at once; different handles are independent.
///
/// Input byte strings (`*const u8` + length) are borrowed for the duration of the call and are
/// UTF-8 JSON unless stated otherwise. Every `out` buffer is written on success and on error (with
/// an `ErrorBody`), and must be freed with `buffer_free`.
#[repr(C)]
pub struct ParlourPluginEntry {
    pub abi_major: u32,
    pub abi_minor: u32,
    /// `size_of::<ParlourPluginEntry>()` as the plugin was compiled.
    pub struct_size: u32,
    /// Always zero in 1.0; keeps the function pointers naturally aligned.
    pub reserved: u32,

    /// Releases a buffer this plugin returned. Null buffers are ignored.
    pub buffer_free: unsafe extern "C" fn(buffer: ParlourBuffer),
    /// Writes the `Manifest` JSON.
    pub manifest: unsafe extern "C" fn(out: *mut ParlourBuffer) -> i32,
    /// Writes the raw bytes of a named asset (PNG or SVG) listed in the manifest.
    pub asset:
        unsafe extern "C" fn(name: *const u8, name_len: usize, out: *mut ParlourBuffer) -> i32,

    /// Starts a game from a `SetupRequest` JSON. On `OK`, `*out_game` holds a new handle.
    pub game_new: unsafe extern "C" fn(
        request: *const u8,
        request_len: usize,
        out_game: *mut *mut ParlourGame,
        out: *mut ParlourBuffer,
    ) -> i32,
    /// Restores a game from a `SavedState` JSON previously written by `game_save`.
    pub game_load: unsafe extern "C" fn(
        state: *const u8,
        state_len: usize,
        out_game: *mut *mut ParlourGame,
        out: *mut ParlourBuffer,
    ) -> i32,
    /// Makes an independent copy of a handle (for bots thinking on another thread).
    pub game_clone: unsafe extern "C" fn(
        game: *const ParlourGame,
        out_game: *mut *mut ParlourGame,
        out: *mut ParlourBuffer,
    ) -> i32,
    /// Destroys a handle. Null is ignored.
    pub game_free: unsafe extern "C" fn(game: *mut ParlourGame),
    /// Writes the `SavedState` JSON of the game.
    pub game_save: unsafe extern "C" fn(game: *const ParlourGame, out: *mut ParlourBuffer) -> i32,
    /// Writes the `Status` JSON (acting seats, turn, phase, ranking).
    pub game_status: unsafe extern "C" fn(game: *const ParlourGame, out: *mut ParlourBuffer) -> i32,
    /// Writes the JSON array of `LegalAction` for one seat (empty when it need not act).
    pub game_actions:
        unsafe extern "C" fn(game: *const ParlourGame, seat: u32, out: *mut ParlourBuffer) -> i32,
    /// Applies an action JSON for a seat. Transactional: on any non-`OK` status the game is
    /// exactly as before. On `OK` the buffer holds an `Applied` JSON.
    pub game_apply: unsafe extern "C" fn(
        game: *mut ParlourGame,
        seat: u32,
        action: *const u8,
        action_len: usize,
        out: *mut ParlourBuffer,
    ) -> i32,
    /// Writes the view tree (`Node` JSON) for a seat, or for a spectator when `seat` is
    /// [`SPECTATOR`]. Everything that viewer may not see is absent from it.
    pub game_view:
        unsafe extern "C" fn(game: *const ParlourGame, seat: i32, out: *mut ParlourBuffer) -> i32,
    /// Writes a bot's chosen action JSON for a seat, given a `BotRequest` JSON.
    pub game_bot: unsafe extern "C" fn(
        game: *const ParlourGame,
        seat: u32,
        request: *const u8,
        request_len: usize,
        out: *mut ParlourBuffer,
    ) -> i32,
    /// Looks up an optional extension by a NUL-terminated id; null when not supported.
    pub get_extension: unsafe extern "C" fn(id: *const c_char) -> *const c_void,

    // ---- ABI 1.1: appended. A host reads these only when `struct_size >= ENTRY_SIZE_V1_1`.
    /// The host introduces itself once after loading, with a `HostInfo` JSON (its ABI minor
    /// and the view vocabulary it draws), so a plugin can fall back for an older host.
    pub host_hello: unsafe extern "C" fn(info: *const u8, info_len: usize) -> i32,
    /// Hot path: the acting seats as a bitmask (bit `s` for seat `s`) and flags
    /// ([`TURN_GAME_OVER`]). No JSON.
    pub game_turn:
        unsafe extern "C" fn(game: *const ParlourGame, acting: *mut u64, flags: *mut u32) -> i32,
    /// The next choices of a move composed over several clicks: a `ChoicesRequest` JSON (the
    /// choices made so far, whether to build labels and a preview view) gives a `Choices` JSON.
    pub game_choices: unsafe extern "C" fn(
        game: *const ParlourGame,
        seat: u32,
        request: *const u8,
        request_len: usize,
        out: *mut ParlourBuffer,
    ) -> i32,
    /// Hot path: the ids of the options that follow a path of choice ids (empty path: the
    /// first choices). Writes at most `cap` ids to `out_ids` and the total count to `out_len`
    /// (call again with a larger buffer when it exceeds `cap`), and flags
    /// ([`CHOICES_COMPLETE`]). No labels, no JSON.
    pub game_choice_ids: unsafe extern "C" fn(
        game: *const ParlourGame,
        seat: u32,
        path: *const u64,
        path_len: usize,
        out_ids: *mut u64,
        cap: usize,
        out_len: *mut usize,
        out_flags: *mut u32,
    ) -> i32,
    /// Applies the complete move a path of choice ids composes. Transactional like
    /// `game_apply`. With [`APPLY_WANT_LOG`] in `flags`, `out` receives the `Applied` JSON;
    /// otherwise it stays empty on success (errors always write an error body).
    pub game_apply_path: unsafe extern "C" fn(
        game: *mut ParlourGame,
        seat: u32,
        path: *const u64,
        path_len: usize,
        flags: u32,
        out: *mut ParlourBuffer,
    ) -> i32,
    /// Hot path: each seat's score (final when the game is over), as `f64`s. Same buffer rule
    /// as `game_choice_ids`.
    pub game_scores: unsafe extern "C" fn(
        game: *const ParlourGame,
        out: *mut f64,
        cap: usize,
        out_len: *mut usize,
    ) -> i32,
    /// Hot path: applies one uniformly random complete move of a seat (uniform at each
    /// choice, confirming counts as one choice), drawn with `seed`. No log.
    pub game_random_move: unsafe extern "C" fn(
        game: *mut ParlourGame,
        seat: u32,
        seed: u64,
        out: *mut ParlourBuffer,
    ) -> i32,
    /// `game_bot` with a budget (`BotRequest`'s `budget_ms`, `iterations`) and a cancellation
    /// flag the host may set from another thread (non-zero: stop and answer now). `cancel` may
    /// be null.
    pub game_bot_ex: unsafe extern "C" fn(
        game: *const ParlourGame,
        seat: u32,
        request: *const u8,
        request_len: usize,
        cancel: *const AtomicU32,
        out: *mut ParlourBuffer,
    ) -> i32,
    /// Looks up a per-game extension (CLAP's per-instance extensions): a pointer to a static
    /// struct that starts with its own version and size, or null when this game does not
    /// support it. See [`EXT_DETERMINIZE`] and [`EXT_SEARCH`].
    pub game_extension:
        unsafe extern "C" fn(game: *const ParlourGame, id: *const c_char) -> *const c_void,
}

/// The `struct_size` of a 1.0 entry: the smallest the host accepts.
pub const ENTRY_SIZE_V1_0: u32 = (16 + 14 * std::mem::size_of::<usize>()) as u32;
/// The `struct_size` of a 1.1 entry.
pub const ENTRY_SIZE_V1_1: u32 = (16 + 23 * std::mem::size_of::<usize>()) as u32;

/// `game_extension` id of [`DeterminizeExt`], as a NUL-terminated C string.
pub const EXT_DETERMINIZE: &std::ffi::CStr = c"org.parlour.determinize.v1";
/// `game_extension` id of [`SearchExt`].
pub const EXT_SEARCH: &std::ffi::CStr = c"org.parlour.search.v1";

/// Per-game extension `org.parlour.determinize.v1`: sampling what a seat cannot see.
#[repr(C)]
pub struct DeterminizeExt {
    /// 1.
    pub version: u32,
    /// `size_of::<DeterminizeExt>()` as the plugin compiled it.
    pub struct_size: u32,
    /// A new game handle: a complete state consistent with everything `seat` knows (its view
    /// and its legal choices are the same), with everything hidden from it resampled from
    /// `seed`, and the game's random generator reseeded, so a search never knows future dice or
    /// draws. The handle is freed with `game_free`.
    pub determinize: unsafe extern "C" fn(
        game: *const ParlourGame,
        seat: u32,
        seed: u64,
        out_game: *mut *mut ParlourGame,
        out: *mut ParlourBuffer,
    ) -> i32,
    /// A fingerprint of the game's random generator state, so a checker can see that
    /// `determinize` reseeded it.
    pub rng_fingerprint: unsafe extern "C" fn(game: *const ParlourGame) -> u64,
}

/// Per-game extension `org.parlour.search.v1`: fast paths for a search bot.
#[repr(C)]
pub struct SearchExt {
    /// 1.
    pub version: u32,
    pub struct_size: u32,
    /// Plays uniformly random moves (as `game_random_move`) until the game is over or
    /// `max_actions` were taken; writes the number taken. No JSON, no log.
    pub playout: unsafe extern "C" fn(
        game: *mut ParlourGame,
        seed: u64,
        max_actions: u32,
        out_actions: *mut u32,
    ) -> i32,
    /// A heuristic value of the position for each seat in `0..=1` (buffer rule as
    /// `game_scores`); `UNSUPPORTED` when the game has no evaluation.
    pub evaluate: unsafe extern "C" fn(
        game: *const ParlourGame,
        out: *mut f64,
        cap: usize,
        out_len: *mut usize,
    ) -> i32,
    /// Applies the plugin's heuristic bot's move for `seat` in place. No JSON, no log.
    pub bot_move: unsafe extern "C" fn(game: *mut ParlourGame, seat: u32, seed: u64) -> i32,

    // ---- Appended (read only when `struct_size >= SEARCH_EXT_SIZE_V1_1`).
    /// The choice ids a player clicks to make the move `bot_move` would make with the same
    /// `seed` (for a one-click game: the one id of the action), in order; buffer rule as
    /// `game_choice_ids`. A search uses it as advice at every step of a composed move.
    pub bot_path: unsafe extern "C" fn(
        game: *const ParlourGame,
        seat: u32,
        seed: u64,
        out_ids: *mut u64,
        cap: usize,
        out_len: *mut usize,
    ) -> i32,

    // ---- Appended (read only when `struct_size >= SEARCH_EXT_SIZE_V1_2`).
    /// Plays the heuristic bot's moves in place (as `bot_move`, always for the lowest acting
    /// seat, with each move's seed drawn from `seed`) until the game is over or `max_actions`
    /// were taken; writes the number taken. No JSON, no log. A search's heuristic rollout in
    /// one call instead of two calls a move.
    pub bot_playout: unsafe extern "C" fn(
        game: *mut ParlourGame,
        seed: u64,
        max_actions: u32,
        out_actions: *mut u32,
    ) -> i32,
}

/// The `struct_size` of the first [`SearchExt`] (up to `bot_move`): the smallest a host accepts.
pub const SEARCH_EXT_SIZE_V1_0: u32 = (8 + 3 * std::mem::size_of::<usize>()) as u32;
/// The `struct_size` of a [`SearchExt`] with `bot_path`.
pub const SEARCH_EXT_SIZE_V1_1: u32 = (8 + 4 * std::mem::size_of::<usize>()) as u32;
/// The `struct_size` of a [`SearchExt`] with `bot_playout`.
pub const SEARCH_EXT_SIZE_V1_2: u32 = (8 + 5 * std::mem::size_of::<usize>()) as u32;

#[cfg(test)]
mod tests {
    use super::*;
    use std::mem::{offset_of, size_of};

    /// The layout is the contract: a plugin compiled against 1.0 by any compiler must match it.
    /// Changing this test means breaking every plugin in the wild.
    #[test]
    fn the_entry_layout_is_frozen() {
        let ptr = size_of::<usize>();
        assert_eq!(offset_of!(ParlourPluginEntry, abi_major), 0);
        assert_eq!(offset_of!(ParlourPluginEntry, abi_minor), 4);
        assert_eq!(offset_of!(ParlourPluginEntry, struct_size), 8);
        assert_eq!(offset_of!(ParlourPluginEntry, reserved), 12);
        let functions = [
            offset_of!(ParlourPluginEntry, buffer_free),
            offset_of!(ParlourPluginEntry, manifest),
            offset_of!(ParlourPluginEntry, asset),
            offset_of!(ParlourPluginEntry, game_new),
            offset_of!(ParlourPluginEntry, game_load),
            offset_of!(ParlourPluginEntry, game_clone),
            offset_of!(ParlourPluginEntry, game_free),
            offset_of!(ParlourPluginEntry, game_save),
            offset_of!(ParlourPluginEntry, game_status),
            offset_of!(ParlourPluginEntry, game_actions),
            offset_of!(ParlourPluginEntry, game_apply),
            offset_of!(ParlourPluginEntry, game_view),
            offset_of!(ParlourPluginEntry, game_bot),
            offset_of!(ParlourPluginEntry, get_extension),
        ];
        for (index, offset) in functions.iter().enumerate() {
            assert_eq!(*offset, 16 + index * ptr, "function pointer {index} moved");
        }
        assert_eq!(ENTRY_SIZE_V1_0 as usize, 16 + functions.len() * ptr);
        // 1.1 appends after 1.0's last field; nothing before it moved.
        let appended = [
            offset_of!(ParlourPluginEntry, host_hello),
            offset_of!(ParlourPluginEntry, game_turn),
            offset_of!(ParlourPluginEntry, game_choices),
            offset_of!(ParlourPluginEntry, game_choice_ids),
            offset_of!(ParlourPluginEntry, game_apply_path),
            offset_of!(ParlourPluginEntry, game_scores),
            offset_of!(ParlourPluginEntry, game_random_move),
            offset_of!(ParlourPluginEntry, game_bot_ex),
            offset_of!(ParlourPluginEntry, game_extension),
        ];
        for (index, offset) in appended.iter().enumerate() {
            assert_eq!(
                *offset,
                ENTRY_SIZE_V1_0 as usize + index * ptr,
                "1.1 function pointer {index} moved"
            );
        }
        assert_eq!(ENTRY_SIZE_V1_1 as usize, size_of::<ParlourPluginEntry>());
        assert_eq!(offset_of!(DeterminizeExt, determinize), 8);
        assert_eq!(offset_of!(SearchExt, playout), 8);
        assert_eq!(offset_of!(SearchExt, bot_move), 8 + 2 * ptr);
        assert_eq!(SEARCH_EXT_SIZE_V1_0 as usize, 8 + 3 * ptr);
        assert_eq!(
            offset_of!(SearchExt, bot_path),
            SEARCH_EXT_SIZE_V1_0 as usize
        );
        assert_eq!(
            offset_of!(SearchExt, bot_playout),
            SEARCH_EXT_SIZE_V1_1 as usize
        );
        assert_eq!(SEARCH_EXT_SIZE_V1_2 as usize, size_of::<SearchExt>());
        assert_eq!(size_of::<ParlourBuffer>(), 3 * ptr);
        assert_eq!(HEADER_SIZE, 12);
    }

    #[test]
    fn the_c_header_matches_the_rust_definitions() {
        let header = include_str!("../include/parlour_plugin.h");
        assert!(header.contains(&format!("#define PARLOUR_ABI_MAJOR {ABI_MAJOR}")));
        assert!(header.contains(&format!("#define PARLOUR_ABI_MINOR {ABI_MINOR}")));
        assert!(header.contains(ENTRY_SYMBOL));
        let codes = [
            ("PARLOUR_OK", status::OK),
            ("PARLOUR_ERROR", status::ERROR),
            ("PARLOUR_ILLEGAL_ACTION", status::ILLEGAL_ACTION),
            ("PARLOUR_BAD_REQUEST", status::BAD_REQUEST),
            ("PARLOUR_PANIC", status::PANIC),
            ("PARLOUR_UNSUPPORTED", status::UNSUPPORTED),
            ("PARLOUR_NOT_FOUND", status::NOT_FOUND),
            ("PARLOUR_TOO_NEW", status::TOO_NEW),
        ];
        for (name, code) in codes {
            assert!(
                header.contains(&format!("{name} = {code}")),
                "{name} differs"
            );
        }
        // Every function pointer of the struct appears in the header, in order.
        let order = [
            "buffer_free",
            "manifest",
            "asset",
            "game_new",
            "game_load",
            "game_clone",
            "game_free",
            "game_save",
            "game_status",
            "game_actions",
            "game_apply",
            "game_view",
            "game_bot",
            "get_extension",
            "host_hello",
            "game_turn",
            "game_choices",
            "game_choice_ids",
            "game_apply_path",
            "game_scores",
            "game_random_move",
            "game_bot_ex",
            "game_extension",
        ];
        let mut from = 0;
        for name in order {
            let needle = format!("(*{name})");
            let at = header[from..]
                .find(&needle)
                .unwrap_or_else(|| panic!("{name} missing or out of order"));
            from += at + needle.len();
        }
    }
}
