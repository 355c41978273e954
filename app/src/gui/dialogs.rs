//! Native file dialogs behind a trait, so tests can answer them without opening a window.

use std::path::{Path, PathBuf};

/// Asks the player for a file.
pub trait FileDialogs {
    /// Where to save a game. `None` when the player cancelled.
    fn save_path(&mut self, request: &DialogRequest) -> Option<PathBuf>;
    /// Which saved game to open. `None` when the player cancelled.
    fn open_path(&mut self, request: &DialogRequest) -> Option<PathBuf>;
    /// Whether the last `None` meant that no dialog could be shown at all (no desktop portal)
    /// rather than that the player cancelled; the launcher then shows its own dialog.
    fn unavailable(&self) -> bool {
        false
    }
}

/// An answer faster than this cannot be a person cancelling: the dialog never appeared.
const NO_DIALOG: std::time::Duration = std::time::Duration::from_millis(250);

/// What a dialog shows: its title, the folder it starts in, a suggested file name and the
/// name of the file type, all already localised.
#[derive(Clone, Debug)]
pub struct DialogRequest {
    pub title: String,
    pub directory: PathBuf,
    pub file_name: String,
    pub filter_name: String,
}

/// The operating system's dialogs, through the XDG desktop portal on Linux.
#[derive(Debug, Default)]
pub struct NativeDialogs {
    unavailable: bool,
}

/// Runs a native dialog and notes whether it could have been shown at all. Once it could not,
/// it is not tried again in this run: asking a missing desktop portal costs seconds each time
/// before the launcher's own dialog can appear.
fn timed(unavailable: &mut bool, ask: impl FnOnce() -> Option<PathBuf>) -> Option<PathBuf> {
    if *unavailable || !portal_reachable() {
        *unavailable = true;
        return None;
    }
    let started = std::time::Instant::now();
    let answer = ask();
    *unavailable = answer.is_none() && started.elapsed() < NO_DIALOG;
    answer
}

/// Whether a native dialog can be asked for at all. On Linux the dialogs come through the
/// desktop portal on the session's D-Bus; without a session bus (a bare X server, a kiosk)
/// the request only fails after D-Bus gave up, seconds later, so the launcher's own dialog is
/// shown at once instead.
fn portal_reachable() -> bool {
    #[cfg(target_os = "linux")]
    {
        session_bus(
            std::env::var_os("DBUS_SESSION_BUS_ADDRESS"),
            std::env::var_os("XDG_RUNTIME_DIR"),
        )
    }
    #[cfg(not(target_os = "linux"))]
    {
        true
    }
}

/// Whether a D-Bus session bus is announced (`DBUS_SESSION_BUS_ADDRESS`) or listens at its
/// usual place (`$XDG_RUNTIME_DIR/bus`).
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
fn session_bus(address: Option<std::ffi::OsString>, runtime: Option<std::ffi::OsString>) -> bool {
    address.is_some_and(|a| !a.is_empty())
        || runtime.is_some_and(|dir| Path::new(&dir).join("bus").exists())
}

impl NativeDialogs {
    fn dialog(request: &DialogRequest) -> rfd::FileDialog {
        let mut dialog = rfd::FileDialog::new()
            .set_title(&request.title)
            .add_filter(&request.filter_name, &["toml"]);
        if request.directory.is_dir() {
            dialog = dialog.set_directory(&request.directory);
        }
        dialog
    }
}

impl FileDialogs for NativeDialogs {
    fn save_path(&mut self, request: &DialogRequest) -> Option<PathBuf> {
        let _ = std::fs::create_dir_all(&request.directory);
        timed(&mut self.unavailable, || {
            Self::dialog(request)
                .set_file_name(&request.file_name)
                .set_can_create_directories(true)
                .save_file()
                .map(|path| with_toml_extension(&path))
        })
    }

    fn open_path(&mut self, request: &DialogRequest) -> Option<PathBuf> {
        timed(&mut self.unavailable, || Self::dialog(request).pick_file())
    }

    fn unavailable(&self) -> bool {
        self.unavailable
    }
}

/// The launcher's own file dialog, for desktops without a portal: a name in the saves folder
/// (or a whole path elsewhere) to save to, or a save to open.
#[derive(Clone, Debug, PartialEq)]
pub struct InAppDialog {
    pub saving: bool,
    pub request_dir: PathBuf,
    /// The file name in the saves folder (saving), or a full path typed by the player.
    pub name: String,
}

impl InAppDialog {
    pub fn save(request: &DialogRequest) -> InAppDialog {
        InAppDialog {
            saving: true,
            request_dir: request.directory.clone(),
            name: request.file_name.clone(),
        }
    }

    pub fn open(request: &DialogRequest) -> InAppDialog {
        InAppDialog {
            saving: false,
            request_dir: request.directory.clone(),
            name: String::new(),
        }
    }

    /// The path the typed name means: a bare name is in the saves folder, a path is taken as
    /// it is (with `~` for the home folder); saving adds `.toml`.
    pub fn path(&self) -> Option<PathBuf> {
        let name = self.name.trim();
        if name.is_empty() {
            return None;
        }
        let typed = match name.strip_prefix("~/") {
            Some(rest) => std::env::var_os("HOME").map(|h| PathBuf::from(h).join(rest))?,
            None => PathBuf::from(name),
        };
        let path = if typed.is_absolute() {
            typed
        } else {
            self.request_dir.join(typed)
        };
        Some(if self.saving {
            with_toml_extension(&path)
        } else {
            path
        })
    }
}

/// A save's file name in `dir` that no file has yet: `STEM.toml`, else `STEM-2.toml`, `-3`, …
/// (so the suggested name never replaces another save).
pub fn unused_save_name(dir: &Path, stem: &str) -> String {
    let mut name = format!("{stem}.toml");
    let mut n = 2;
    while dir.join(&name).exists() {
        name = format!("{stem}-{n}.toml");
        n += 1;
    }
    name
}

/// Adds `.toml` to a chosen save path that has no extension.
pub fn with_toml_extension(path: &Path) -> PathBuf {
    if path.extension().is_none() {
        path.with_extension("toml")
    } else {
        path.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_suggested_save_name_never_names_an_existing_file() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(unused_save_name(dir.path(), "example-1"), "example-1.toml");
        std::fs::write(dir.path().join("example-1.toml"), "a save").unwrap();
        assert_eq!(
            unused_save_name(dir.path(), "example-1"),
            "example-1-2.toml"
        );
        std::fs::write(dir.path().join("example-1-2.toml"), "another").unwrap();
        assert_eq!(
            unused_save_name(dir.path(), "example-1"),
            "example-1-3.toml"
        );
    }

    #[test]
    fn the_in_app_dialog_saves_a_bare_name_in_the_saves_folder() {
        let request = DialogRequest {
            title: String::new(),
            directory: PathBuf::from("/data/saves"),
            file_name: "corrosion-1.toml".into(),
            filter_name: String::new(),
        };
        let mut dialog = InAppDialog::save(&request);
        assert_eq!(
            dialog.path(),
            Some(PathBuf::from("/data/saves/corrosion-1.toml"))
        );
        dialog.name = "evening".into();
        assert_eq!(
            dialog.path(),
            Some(PathBuf::from("/data/saves/evening.toml"))
        );
        dialog.name = "/tmp/elsewhere/game".into();
        assert_eq!(
            dialog.path(),
            Some(PathBuf::from("/tmp/elsewhere/game.toml"))
        );
        dialog.name = "  ".into();
        assert_eq!(dialog.path(), None);
        let open = InAppDialog {
            name: "old.toml".into(),
            ..InAppDialog::open(&request)
        };
        assert_eq!(open.path(), Some(PathBuf::from("/data/saves/old.toml")));
    }

    #[test]
    fn without_a_session_bus_the_launchers_own_dialog_comes_at_once() {
        let empty = tempfile::tempdir().unwrap();
        assert!(!session_bus(None, Some(empty.path().into())));
        assert!(!session_bus(Some("".into()), None));
        assert!(session_bus(
            Some("unix:path=/run/user/1000/bus".into()),
            None
        ));
        std::fs::write(empty.path().join("bus"), b"").unwrap();
        assert!(session_bus(None, Some(empty.path().into())));
        // Once a native dialog could not be shown, it is not asked for again.
        let mut unavailable = true;
        let mut asked = false;
        let answer = timed(&mut unavailable, || {
            asked = true;
            Some(PathBuf::from("x.toml"))
        });
        assert_eq!((answer, asked, unavailable), (None, false, true));
    }

    #[test]
    fn save_paths_get_the_toml_extension() {
        assert_eq!(
            with_toml_extension(Path::new("/a/game")),
            PathBuf::from("/a/game.toml")
        );
        assert_eq!(
            with_toml_extension(Path::new("/a/game.toml")),
            PathBuf::from("/a/game.toml")
        );
        assert_eq!(
            with_toml_extension(Path::new("/a/game.sav")),
            PathBuf::from("/a/game.sav")
        );
    }
}
