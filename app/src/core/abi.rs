//! The host side of the ABI layer: loading plugin libraries and calling their entry functions.
//!
//! This is the only module of the launcher with `unsafe` code. Everything it hands out is safe:
//! [`PluginLib`] owns a library that is never unloaded, [`RawGame`] owns a game handle and frees
//! it on drop. Calls return the status and the bytes of the response buffer, which is released
//! through the plugin's own `buffer_free` before the call returns.

use std::path::Path;
use std::sync::Arc;

use parlour_plugin_api::abi::{
    self, ABI_MAJOR, EntryFn, HEADER_SIZE, ParlourBuffer, ParlourGame, ParlourPluginEntry, status,
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

/// A loaded plugin library. Libraries are never unloaded: the `Library` is leaked on purpose, so
/// function pointers and buffers from it stay valid for the life of the process.
pub struct PluginLib {
    entry: &'static ParlourPluginEntry,
    abi_minor: u32,
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

impl PluginLib {
    /// Opens a library and validates its entry header before touching anything else.
    pub fn open(path: &Path) -> Result<Arc<PluginLib>, OpenError> {
        // SAFETY: loading a library runs its initialisers. Plugins are trusted code the user
        // installed, as with any plugin host; everything after this point is validated.
        let library = unsafe { libloading::Library::new(path) }
            .map_err(|e| OpenError::NotALibrary(e.to_string()))?;
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
        Ok(Arc::new(PluginLib {
            entry,
            abi_minor: minor,
        }))
    }

    /// The ABI version the plugin was built against, as "major.minor".
    pub fn abi_version(&self) -> String {
        format!("{}.{}", self.entry.abi_major, self.abi_minor)
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

/// An owned game handle of a plugin. Freed when dropped.
pub struct RawGame {
    lib: Arc<PluginLib>,
    handle: *mut ParlourGame,
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
}
