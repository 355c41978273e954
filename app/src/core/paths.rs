//! Where Parlour keeps its files.

use std::path::PathBuf;

/// The user data directory: saves, autosaves, settings and user-installed plugins.
///
/// `PARLOUR_DATA_DIR` overrides it (portable installs, tests). Otherwise the platform's data
/// directory, e.g. `~/.local/share/parlour` on Linux.
pub fn data_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("PARLOUR_DATA_DIR").filter(|d| !d.is_empty()) {
        return PathBuf::from(dir);
    }
    directories::ProjectDirs::from("", "", "parlour")
        .map(|dirs| dirs.data_dir().to_owned())
        .unwrap_or_else(|| PathBuf::from(".parlour"))
}

/// Where autosaves go.
pub fn autosave_dir() -> PathBuf {
    data_dir().join("autosave")
}

/// The default folder for saves made by the player.
pub fn saves_dir() -> PathBuf {
    data_dir().join("saves")
}

/// The settings file.
pub fn settings_file() -> PathBuf {
    data_dir().join("settings.toml")
}

/// Plugins the user installed.
pub fn user_plugins_dir() -> PathBuf {
    data_dir().join("plugins")
}
