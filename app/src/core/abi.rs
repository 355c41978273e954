//! The host side of the ABI layer: loading plugin libraries and calling their entry functions.
//!
//! This is the only module of the launcher with `unsafe` code. Everything it hands out is safe:
//! [`PluginLib`] owns a library that is never unloaded, [`RawGame`] owns a game handle and frees
//! it on drop. Calls return the status and the bytes of the response buffer, which is released
//! through the plugin's own `buffer_free` before the call returns.

use std::ffi::CStr;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicU32;

use parlour_plugin_api::abi::{
    self, ABI_MAJOR, DeterminizeExt, EntryFn, HEADER_SIZE, ParlourBuffer, ParlourGame,
    ParlourPluginEntry, SearchExt, status,
};

/// Why a library could not be opened as a plugin.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OpenError {
    #[error("not a loadable library: {0}")]
    NotALibrary(String),
    #[error("the library has no `parlour_plugin_entry` symbol, so it is not a Parlour plugin")]
    NoEntrySymbol,
    #[error("the plugin's entry function returned a null pointer")]
    NullEntry,
    #[error("the plugin was built for plugin ABI {found}.x, this launcher speaks ABI {expected}.x")]
    WrongAbi { found: u32, expected: u32 },
    #[error(
        "the plugin's entry struct is {found} bytes, smaller than the {needed} bytes of ABI 1.0"
    )]
    EntryTooSmall { found: u32, needed: u32 },
}

/// The ABI 1.1 functions a plugin provides: those its `struct_size` covers and that are not
/// null. A 1.0 plugin has none; the host then falls back to the 1.0 calls.
#[derive(Clone, Copy, Default)]
struct V11 {
    host_hello: Option<unsafe extern "C" fn(*const u8, usize) -> i32>,
    game_turn: Option<unsafe extern "C" fn(*const ParlourGame, *mut u64, *mut u32) -> i32>,
    game_choices: Option<
        unsafe extern "C" fn(*const ParlourGame, u32, *const u8, usize, *mut ParlourBuffer) -> i32,
    >,
    game_choice_ids: Option<
        unsafe extern "C" fn(
            *const ParlourGame,
            u32,
            *const u64,
            usize,
            *mut u64,
            usize,
            *mut usize,
            *mut u32,
        ) -> i32,
    >,
    game_apply_path: Option<
        unsafe extern "C" fn(
            *mut ParlourGame,
            u32,
            *const u64,
            usize,
            u32,
            *mut ParlourBuffer,
        ) -> i32,
    >,
    game_scores:
        Option<unsafe extern "C" fn(*const ParlourGame, *mut f64, usize, *mut usize) -> i32>,
    game_random_move:
        Option<unsafe extern "C" fn(*mut ParlourGame, u32, u64, *mut ParlourBuffer) -> i32>,
    game_bot_ex: Option<
        unsafe extern "C" fn(
            *const ParlourGame,
            u32,
            *const u8,
            usize,
            *const AtomicU32,
            *mut ParlourBuffer,
        ) -> i32,
    >,
    game_extension: Option<
        unsafe extern "C" fn(
            *const ParlourGame,
            *const std::ffi::c_char,
        ) -> *const std::ffi::c_void,
    >,
}

/// A loaded plugin library. Libraries are never unloaded: the `Library` is leaked on purpose, so
/// function pointers and buffers from it stay valid for the life of the process.
pub struct PluginLib {
    entry: &'static ParlourPluginEntry,
    abi_minor: u32,
    v11: V11,
}

// SAFETY: the entry struct is immutable plain data and function pointers; the ABI's thread rule
// lets `buffer_free`, `manifest` and `asset` be called from any thread, and game handles are
// only used through `RawGame`, which is `Send` but not `Sync`.
unsafe impl Send for PluginLib {}
unsafe impl Sync for PluginLib {}

/// The status and response body of one call.
pub struct Reply {
    pub status: i32,
    pub body: Vec<u8>,
}

impl Reply {
    pub fn ok(&self) -> bool {
        self.status == status::OK
    }
}

/// The system loader's own words for a library it would not open ("file too short",
/// "invalid ELF header"), not only libloading's "dlopen failed": the loader's message is the
/// error's source. The file's path, which the loader puts first, is left out (the caller names
/// the file).
fn loader_reason(error: &libloading::Error, path: &Path) -> String {
    use std::error::Error as _;
    let mut reason = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        let text = cause.to_string();
        let prefix = format!("{}: ", path.display());
        let text = text.strip_prefix(&prefix).unwrap_or(&text).trim();
        if !text.is_empty() && !reason.contains(text) {
            reason = format!("{reason}: {text}");
        }
        source = cause.source();
    }
    reason
}

impl PluginLib {
    /// Opens a library and validates its entry header before touching anything else.
    pub fn open(path: &Path) -> Result<Arc<PluginLib>, OpenError> {
        // SAFETY: loading a library runs its initialisers. Plugins are trusted code the user
        // installed, as with any plugin host; everything after this point is validated.
        let library = unsafe { libloading::Library::new(path) }.map_err(|e| {
            let reason = loader_reason(&e, path);
            OpenError::NotALibrary(match super::libfile::not_a_library(path) {
                Some(plain) => format!("{plain}; the loader says: {reason}"),
                None => reason,
            })
        })?;
        // SAFETY: the symbol is looked up by name; its type is the documented entry signature.
        let entry_fn: EntryFn = unsafe {
            let symbol = library
                .get::<EntryFn>(abi::ENTRY_SYMBOL.as_bytes())
                .map_err(|_| OpenError::NoEntrySymbol)?;
            *symbol
        };
        // Never unloaded, whether accepted or refused: code from it may still be referenced.
        Box::leak(Box::new(library));
        // SAFETY: calling the documented entry function; it takes no arguments. An `extern "C"`
        // function cannot unwind into us.
        let entry_ptr = unsafe { entry_fn() };
        if entry_ptr.is_null() {
            return Err(OpenError::NullEntry);
        }
        // SAFETY: the pointer is non-null; the header is three u32s that every version has.
        let (major, minor, size) = unsafe {
            let header = entry_ptr as *const u32;
            (header.read(), header.add(1).read(), header.add(2).read())
        };
        if major != ABI_MAJOR {
            return Err(OpenError::WrongAbi {
                found: major,
                expected: ABI_MAJOR,
            });
        }
        if size < abi::ENTRY_SIZE_V1_0 || size < HEADER_SIZE {
            return Err(OpenError::EntryTooSmall {
                found: size,
                needed: abi::ENTRY_SIZE_V1_0,
            });
        }
        // SAFETY: same major version and at least the 1.0 size: the 1.0 layout is valid. The
        // library is leaked, so the static it points to lives for the rest of the process.
        let entry: &'static ParlourPluginEntry = unsafe { &*entry_ptr };
        let v11 = if minor >= 1 && size >= abi::ENTRY_SIZE_V1_1 {
            // SAFETY: the struct is at least as large as the 1.1 layout, so the appended fields
            // exist. Each is read as a nullable function pointer (a C plugin may leave one
            // NULL), which `Option<fn>` represents exactly.
            unsafe { read_v11(entry_ptr) }
        } else {
            V11::default()
        };
        Ok(Arc::new(PluginLib {
            entry,
            abi_minor: minor,
            v11,
        }))
    }

    /// A game linked into this program rather than loaded from a file (the host's own tests):
    /// its entry struct as `parlour_plugin_api::export::entry` builds it, the whole current
    /// layout.
    #[cfg(test)]
    pub(crate) fn linked(entry: &'static ParlourPluginEntry) -> Arc<PluginLib> {
        // SAFETY: the SDK's entry struct has every field of the current layout, so at least
        // the 1.1 size.
        let v11 = unsafe { read_v11(entry) };
        Arc::new(PluginLib {
            entry,
            abi_minor: entry.abi_minor,
            v11,
        })
    }

    /// Whether the plugin speaks ABI 1.1 (has the composed-move and hot-path calls).
    pub fn has_v11(&self) -> bool {
        self.v11.game_choices.is_some() && self.v11.game_choice_ids.is_some()
    }

    /// The ABI minor version the plugin declares.
    pub fn abi_minor(&self) -> u32 {
        self.abi_minor
    }

    /// `host_hello`, when the plugin has it.
    pub fn host_hello(&self, info: &[u8]) -> Option<i32> {
        let f = self.v11.host_hello?;
        // SAFETY: the info is borrowed for the call.
        Some(unsafe { f(info.as_ptr(), info.len()) })
    }

    /// The ABI version the plugin was built against, as "major.minor".
    pub fn abi_version(&self) -> String {
        format!("{}.{}", self.entry.abi_major, self.abi_minor)
    }

    /// The address of a handle's extension struct `id` (null when it has none, or one too
    /// old or too small).
    fn extension(
        &self,
        handle: *const ParlourGame,
        id: &CStr,
        min_size: usize,
    ) -> *const std::ffi::c_void {
        let Some(lookup) = self.v11.game_extension else {
            return std::ptr::null();
        };
        // SAFETY: a live handle and a NUL-terminated id.
        let ptr = unsafe { lookup(handle, id.as_ptr()) };
        if ptr.is_null() {
            return ptr;
        }
        // SAFETY: an extension struct starts with two u32s: version and size.
        let (version, size) = unsafe {
            let header = ptr as *const u32;
            (header.read(), header.add(1).read())
        };
        if version >= 1 && size as usize >= min_size {
            ptr
        } else {
            std::ptr::null()
        }
    }

    /// Takes the bytes out of a plugin buffer and releases it with the plugin's allocator.
    fn take(&self, buffer: ParlourBuffer) -> Vec<u8> {
        if buffer.ptr.is_null() {
            return Vec::new();
        }
        // SAFETY: the plugin returned `len` readable bytes at `ptr`; we copy them, then free the
        // buffer exactly once through the plugin's own function.
        let bytes = unsafe { std::slice::from_raw_parts(buffer.ptr, buffer.len) }.to_vec();
        unsafe { (self.entry.buffer_free)(buffer) };
        bytes
    }

    pub fn manifest(&self) -> Reply {
        let mut out = ParlourBuffer::empty();
        // SAFETY: documented signature; `out` is a valid out pointer.
        let status = unsafe { (self.entry.manifest)(&mut out) };
        Reply {
            status,
            body: self.take(out),
        }
    }

    pub fn asset(&self, name: &str) -> Reply {
        let mut out = ParlourBuffer::empty();
        // SAFETY: the name is borrowed for the call; `out` is valid.
        let status = unsafe { (self.entry.asset)(name.as_ptr(), name.len(), &mut out) };
        Reply {
            status,
            body: self.take(out),
        }
    }

    fn make_game(
        self: &Arc<Self>,
        f: impl FnOnce(*mut *mut ParlourGame, *mut ParlourBuffer) -> i32,
    ) -> Result<RawGame, Reply> {
        let mut handle: *mut ParlourGame = std::ptr::null_mut();
        let mut out = ParlourBuffer::empty();
        let status = f(&mut handle, &mut out);
        let body = self.take(out);
        if status == status::OK && !handle.is_null() {
            Ok(RawGame {
                lib: Arc::clone(self),
                handle,
                extensions: Extensions::default(),
            })
        } else {
            if !handle.is_null() {
                // SAFETY: a handle returned despite an error is still ours to free.
                unsafe { (self.entry.game_free)(handle) };
            }
            let status = if status == status::OK {
                status::ERROR
            } else {
                status
            };
            Err(Reply { status, body })
        }
    }

    /// `game_new` with a `SetupRequest` JSON.
    pub fn game_new(self: &Arc<Self>, request: &[u8]) -> Result<RawGame, Reply> {
        let entry = self.entry;
        // SAFETY: the request is borrowed for the call; out pointers are valid.
        self.make_game(|game, out| unsafe {
            (entry.game_new)(request.as_ptr(), request.len(), game, out)
        })
    }

    /// `game_load` with a `SavedState` JSON.
    pub fn game_load(self: &Arc<Self>, state: &[u8]) -> Result<RawGame, Reply> {
        let entry = self.entry;
        // SAFETY: as above.
        self.make_game(|game, out| unsafe {
            (entry.game_load)(state.as_ptr(), state.len(), game, out)
        })
    }
}

/// Reads the appended 1.1 fields of an entry struct.
///
/// # Safety
/// `entry` points to a struct of at least `ENTRY_SIZE_V1_1` bytes.
unsafe fn read_v11(entry: *const ParlourPluginEntry) -> V11 {
    let base = entry as *const u8;
    /// The function pointer in appended slot `index`: `Option<F>` of a function pointer type
    /// has the layout of a nullable pointer, so the slot is read as one.
    ///
    /// # Safety
    /// The slot lies within the struct and holds NULL or a function of type `F`.
    unsafe fn slot<F: Copy>(base: *const u8, index: usize) -> Option<F> {
        debug_assert_eq!(
            std::mem::size_of::<Option<F>>(),
            std::mem::size_of::<usize>()
        );
        // SAFETY: as the caller guarantees; function-pointer slots are pointer-aligned.
        unsafe {
            (base.add(abi::ENTRY_SIZE_V1_0 as usize + index * std::mem::size_of::<usize>())
                as *const Option<F>)
                .read()
        }
    }
    // SAFETY: the caller guarantees the struct is large enough for all nine slots, and the
    // contract gives each slot its documented signature.
    unsafe {
        V11 {
            host_hello: slot(base, 0),
            game_turn: slot(base, 1),
            game_choices: slot(base, 2),
            game_choice_ids: slot(base, 3),
            game_apply_path: slot(base, 4),
            game_scores: slot(base, 5),
            game_random_move: slot(base, 6),
            game_bot_ex: slot(base, 7),
            game_extension: slot(base, 8),
        }
    }
}

/// The extensions a game handle offers, each looked up on its first use: a plugin may work
/// out whether it can determinize by sampling the game, which a sampled handle that only plays
/// out (the search's every iteration) never needs.
#[derive(Default)]
struct Extensions {
    determinize: std::cell::OnceCell<Option<&'static DeterminizeExt>>,
    search: std::cell::OnceCell<Option<SearchCalls>>,
}

/// `playout` and `bot_playout` of the search extension.
type PlayoutFn = unsafe extern "C" fn(*mut ParlourGame, u64, u32, *mut u32) -> i32;

/// The search extension's functions, copied out of the plugin's [`SearchExt`]: `bot_path` and
/// `bot_playout` only when the plugin's struct is long enough to hold them (a plugin built
/// before they were appended offers the rest).
#[derive(Clone, Copy)]
struct SearchCalls {
    playout: PlayoutFn,
    evaluate: unsafe extern "C" fn(*const ParlourGame, *mut f64, usize, *mut usize) -> i32,
    bot_move: unsafe extern "C" fn(*mut ParlourGame, u32, u64) -> i32,
    bot_path: Option<
        unsafe extern "C" fn(*const ParlourGame, u32, u64, *mut u64, usize, *mut usize) -> i32,
    >,
    bot_playout: Option<PlayoutFn>,
}

/// Why a 1.1 call could not be made: the plugin lacks it, or it failed.
pub enum Call11<T> {
    Ok(T),
    Failed(Reply),
    /// The plugin does not have this call (ABI 1.0, or a NULL pointer).
    Missing,
}

/// An owned game handle of a plugin. Freed when dropped.
pub struct RawGame {
    lib: Arc<PluginLib>,
    handle: *mut ParlourGame,
    /// Looked up on first use.
    extensions: Extensions,
}

// SAFETY: the ABI allows a handle to move between threads as long as only one thread uses it
// at a time; `RawGame` is not `Sync` and every call takes `&self` or `&mut self` on one thread.
unsafe impl Send for RawGame {}

impl Drop for RawGame {
    fn drop(&mut self) {
        // SAFETY: we own the handle and free it exactly once.
        unsafe { (self.lib.entry.game_free)(self.handle) };
    }
}

impl RawGame {
    fn call(&self, f: impl FnOnce(&ParlourPluginEntry, *mut ParlourBuffer) -> i32) -> Reply {
        let mut out = ParlourBuffer::empty();
        let status = f(self.lib.entry, &mut out);
        Reply {
            status,
            body: self.lib.take(out),
        }
    }

    pub fn try_clone(&self) -> Result<RawGame, Reply> {
        let entry = self.lib.entry;
        let handle = self.handle;
        // SAFETY: a live handle; out pointers valid.
        self.lib
            .make_game(|game, out| unsafe { (entry.game_clone)(handle, game, out) })
    }

    pub fn save(&self) -> Reply {
        // SAFETY: a live handle used from this thread only.
        self.call(|e, out| unsafe { (e.game_save)(self.handle, out) })
    }

    pub fn status(&self) -> Reply {
        // SAFETY: as above.
        self.call(|e, out| unsafe { (e.game_status)(self.handle, out) })
    }

    pub fn actions(&self, seat: u32) -> Reply {
        // SAFETY: as above.
        self.call(|e, out| unsafe { (e.game_actions)(self.handle, seat, out) })
    }

    pub fn apply(&mut self, seat: u32, action: &[u8]) -> Reply {
        // SAFETY: as above; `&mut self` guarantees exclusive use while the state changes.
        self.call(|e, out| unsafe {
            (e.game_apply)(self.handle, seat, action.as_ptr(), action.len(), out)
        })
    }

    pub fn view(&self, seat: i32) -> Reply {
        // SAFETY: as above.
        self.call(|e, out| unsafe { (e.game_view)(self.handle, seat, out) })
    }

    pub fn bot(&self, seat: u32, request: &[u8]) -> Reply {
        // SAFETY: as above.
        self.call(|e, out| unsafe {
            (e.game_bot)(self.handle, seat, request.as_ptr(), request.len(), out)
        })
    }

    fn determinize_ext(&self) -> Option<&'static DeterminizeExt> {
        *self.extensions.determinize.get_or_init(|| {
            let size = std::mem::size_of::<DeterminizeExt>();
            let ptr = self.lib.extension(self.handle, abi::EXT_DETERMINIZE, size);
            // SAFETY: version and size checked; the struct is static in a library that is
            // never unloaded.
            (!ptr.is_null()).then(|| unsafe { &*(ptr as *const DeterminizeExt) })
        })
    }

    fn search_ext(&self) -> Option<SearchCalls> {
        *self.extensions.search.get_or_init(|| {
            let min = abi::SEARCH_EXT_SIZE_V1_0 as usize;
            let ptr = self.lib.extension(self.handle, abi::EXT_SEARCH, min) as *const SearchExt;
            if ptr.is_null() {
                return None;
            }
            // SAFETY: version checked and the struct holds at least the first three functions
            // (its size read from its own header); it is static in a library that is never
            // unloaded. Fields past the plugin's `struct_size` are never read.
            unsafe {
                let size = std::ptr::addr_of!((*ptr).struct_size).read();
                Some(SearchCalls {
                    playout: std::ptr::addr_of!((*ptr).playout).read(),
                    evaluate: std::ptr::addr_of!((*ptr).evaluate).read(),
                    bot_move: std::ptr::addr_of!((*ptr).bot_move).read(),
                    bot_path: (size >= abi::SEARCH_EXT_SIZE_V1_1)
                        .then(|| std::ptr::addr_of!((*ptr).bot_path).read()),
                    bot_playout: (size >= abi::SEARCH_EXT_SIZE_V1_2)
                        .then(|| std::ptr::addr_of!((*ptr).bot_playout).read()),
                })
            }
        })
    }

    fn status_reply(&self, status: i32, out: ParlourBuffer) -> Reply {
        Reply {
            status,
            body: self.lib.take(out),
        }
    }

    /// `game_turn`: (acting bitmask, game over).
    pub fn turn(&self) -> Call11<(u64, bool)> {
        let Some(f) = self.lib.v11.game_turn else {
            return Call11::Missing;
        };
        let (mut acting, mut flags) = (0u64, 0u32);
        // SAFETY: a live handle; out pointers valid.
        let status = unsafe { f(self.handle, &mut acting, &mut flags) };
        if status == status::OK {
            Call11::Ok((acting, flags & abi::TURN_GAME_OVER != 0))
        } else {
            Call11::Failed(Reply {
                status,
                body: Vec::new(),
            })
        }
    }

    /// `game_choices` with a `ChoicesRequest` JSON.
    pub fn choices(&self, seat: u32, request: &[u8]) -> Call11<Reply> {
        let Some(f) = self.lib.v11.game_choices else {
            return Call11::Missing;
        };
        let mut out = ParlourBuffer::empty();
        // SAFETY: a live handle; the request is borrowed for the call.
        let status = unsafe { f(self.handle, seat, request.as_ptr(), request.len(), &mut out) };
        Call11::Ok(self.status_reply(status, out))
    }

    /// `game_choice_ids`: (ids, complete).
    pub fn choice_ids(&self, seat: u32, path: &[u64], buffer: &mut Vec<u64>) -> Call11<bool> {
        let Some(f) = self.lib.v11.game_choice_ids else {
            return Call11::Missing;
        };
        if buffer.capacity() < 64 {
            buffer.reserve(64);
        }
        loop {
            let cap = buffer.capacity();
            let (mut len, mut flags) = (0usize, 0u32);
            // SAFETY: the buffer has room for `cap` ids; the path is borrowed for the call.
            let status = unsafe {
                f(
                    self.handle,
                    seat,
                    path.as_ptr(),
                    path.len(),
                    buffer.as_mut_ptr(),
                    cap,
                    &mut len,
                    &mut flags,
                )
            };
            if status != status::OK {
                buffer.clear();
                return Call11::Failed(Reply {
                    status,
                    body: Vec::new(),
                });
            }
            if len <= cap {
                // SAFETY: the plugin wrote `len` ids.
                unsafe { buffer.set_len(len) };
                return Call11::Ok(flags & abi::CHOICES_COMPLETE != 0);
            }
            buffer.clear();
            buffer.reserve(len);
        }
    }

    /// `game_apply_path`; with `want_log` the reply holds the `Applied` JSON.
    pub fn apply_path(&mut self, seat: u32, path: &[u64], want_log: bool) -> Call11<Reply> {
        let Some(f) = self.lib.v11.game_apply_path else {
            return Call11::Missing;
        };
        let mut out = ParlourBuffer::empty();
        let flags = if want_log { abi::APPLY_WANT_LOG } else { 0 };
        // SAFETY: `&mut self` gives exclusive use of the handle; the path is borrowed.
        let status = unsafe {
            f(
                self.handle,
                seat,
                path.as_ptr(),
                path.len(),
                flags,
                &mut out,
            )
        };
        Call11::Ok(self.status_reply(status, out))
    }

    /// `game_scores`.
    pub fn scores(&self) -> Call11<Vec<f64>> {
        let Some(f) = self.lib.v11.game_scores else {
            return Call11::Missing;
        };
        let mut scores = vec![0.0; 8];
        loop {
            let mut len = 0usize;
            // SAFETY: room for `scores.len()` values.
            let status = unsafe { f(self.handle, scores.as_mut_ptr(), scores.len(), &mut len) };
            if status != status::OK {
                return Call11::Failed(Reply {
                    status,
                    body: Vec::new(),
                });
            }
            if len <= scores.len() {
                scores.truncate(len);
                return Call11::Ok(scores);
            }
            scores = vec![0.0; len];
        }
    }

    /// `game_random_move`.
    pub fn random_move(&mut self, seat: u32, seed: u64) -> Call11<Reply> {
        let Some(f) = self.lib.v11.game_random_move else {
            return Call11::Missing;
        };
        let mut out = ParlourBuffer::empty();
        // SAFETY: exclusive use of the handle.
        let status = unsafe { f(self.handle, seat, seed, &mut out) };
        Call11::Ok(self.status_reply(status, out))
    }

    /// `game_bot_ex` with a cancellation flag.
    pub fn bot_ex(&self, seat: u32, request: &[u8], cancel: &AtomicU32) -> Call11<Reply> {
        let Some(f) = self.lib.v11.game_bot_ex else {
            return Call11::Missing;
        };
        let mut out = ParlourBuffer::empty();
        // SAFETY: the flag outlives the call; the request is borrowed.
        let status = unsafe {
            f(
                self.handle,
                seat,
                request.as_ptr(),
                request.len(),
                cancel,
                &mut out,
            )
        };
        Call11::Ok(self.status_reply(status, out))
    }

    /// Whether the game offers the determinize extension.
    pub fn can_determinize(&self) -> bool {
        self.determinize_ext().is_some()
    }

    /// The determinize extension: a new handle sampled for a seat.
    pub fn determinize(&self, seat: u32, seed: u64) -> Call11<Result<RawGame, Reply>> {
        let Some(ext) = self.determinize_ext() else {
            return Call11::Missing;
        };
        let handle = self.handle;
        let f = ext.determinize;
        // SAFETY: a live handle; out pointers valid.
        Call11::Ok(
            self.lib
                .make_game(|game, out| unsafe { f(handle, seat, seed, game, out) }),
        )
    }

    /// The fingerprint of the game's random generator (0 without the extension).
    pub fn rng_fingerprint(&self) -> u64 {
        match self.determinize_ext() {
            // SAFETY: a live handle.
            Some(ext) => unsafe { (ext.rng_fingerprint)(self.handle) },
            None => 0,
        }
    }

    /// The search extension's in-plugin random playout; returns the actions taken.
    pub fn playout(&mut self, seed: u64, max_actions: u32) -> Call11<Result<u32, i32>> {
        let call = self.search_ext().map(|ext| ext.playout);
        self.play_out(call, seed, max_actions)
    }

    /// Calls a playout function of the search extension (`Missing` without it).
    fn play_out(
        &mut self,
        call: Option<PlayoutFn>,
        seed: u64,
        max_actions: u32,
    ) -> Call11<Result<u32, i32>> {
        let Some(f) = call else {
            return Call11::Missing;
        };
        let mut taken = 0u32;
        // SAFETY: exclusive use of the handle.
        let status = unsafe { f(self.handle, seed, max_actions, &mut taken) };
        Call11::Ok(if status == status::OK {
            Ok(taken)
        } else {
            Err(status)
        })
    }

    /// The search extension's evaluation (None when the game has none).
    pub fn evaluate(&self) -> Option<Vec<f64>> {
        let ext = self.search_ext()?;
        let mut values = vec![0.0; 8];
        loop {
            let mut len = 0usize;
            // SAFETY: room for `values.len()` values.
            let status =
                unsafe { (ext.evaluate)(self.handle, values.as_mut_ptr(), values.len(), &mut len) };
            if status != status::OK {
                return None;
            }
            if len <= values.len() {
                values.truncate(len);
                return Some(values);
            }
            values = vec![0.0; len];
        }
    }

    /// The search extension's in-plugin heuristic playout; returns the actions taken
    /// (`Missing` for a plugin built before the call).
    pub fn bot_playout(&mut self, seed: u64, max_actions: u32) -> Call11<Result<u32, i32>> {
        let call = self.search_ext().and_then(|ext| ext.bot_playout);
        self.play_out(call, seed, max_actions)
    }

    /// The search extension's in-place heuristic bot move.
    pub fn bot_move(&mut self, seat: u32, seed: u64) -> Call11<Result<(), i32>> {
        let Some(ext) = self.search_ext() else {
            return Call11::Missing;
        };
        // SAFETY: exclusive use of the handle.
        let status = unsafe { (ext.bot_move)(self.handle, seat, seed) };
        Call11::Ok(if status == status::OK {
            Ok(())
        } else {
            Err(status)
        })
    }

    /// The search extension's path of the heuristic bot's move: the choice ids, or the status
    /// of a refusal.
    pub fn bot_path(&self, seat: u32, seed: u64) -> Call11<Result<Vec<u64>, i32>> {
        let Some(f) = self.search_ext().and_then(|ext| ext.bot_path) else {
            return Call11::Missing;
        };
        let mut ids = vec![0u64; 16];
        loop {
            let mut len = 0usize;
            // SAFETY: a live handle and room for `ids.len()` ids.
            let status = unsafe {
                f(
                    self.handle,
                    seat,
                    seed,
                    ids.as_mut_ptr(),
                    ids.len(),
                    &mut len,
                )
            };
            if status != status::OK {
                return Call11::Ok(Err(status));
            }
            if len <= ids.len() {
                ids.truncate(len);
                return Call11::Ok(Ok(ids));
            }
            ids = vec![0u64; len];
        }
    }
}
