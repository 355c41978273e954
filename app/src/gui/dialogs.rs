//! Native file dialogs behind a trait, so tests can answer them without opening a window.

use std::path::{Path, PathBuf};

/// Asks the player for a file.
pub trait FileDialogs {
    /// Where to save a game. `None` when the player cancelled.
    fn save_path(&mut self, request: &DialogRequest) -> Option<PathBuf>;
    /// Which saved game to open. `None` when the player cancelled.
    fn open_path(&mut self, request: &DialogRequest) -> Option<PathBuf>;
}

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
pub struct NativeDialogs;

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
        Self::dialog(request)
            .set_file_name(&request.file_name)
            .set_can_create_directories(true)
            .save_file()
            .map(|path| with_toml_extension(&path))
    }

    fn open_path(&mut self, request: &DialogRequest) -> Option<PathBuf> {
        Self::dialog(request).pick_file()
    }
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
