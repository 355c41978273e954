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

/// The folders and files under a data directory: the one layout of Parlour's files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataDirs {
    pub root: PathBuf,
    /// The default folder for saves made by the player.
    pub saves: PathBuf,
    /// Where autosaves go.
    pub autosave: PathBuf,
    /// The settings file.
    pub settings_file: PathBuf,
    /// Plugins the user installed.
    pub plugins: PathBuf,
}

impl DataDirs {
    /// The layout under a data directory (tests point it at a temporary one).
    pub fn new(root: impl Into<PathBuf>) -> DataDirs {
        let root = root.into();
        DataDirs {
            saves: root.join("saves"),
            autosave: root.join("autosave"),
            settings_file: root.join("settings.toml"),
            plugins: root.join("plugins"),
            root,
        }
    }

    /// The layout under the user's data directory, [`data_dir`].
    pub fn from_env() -> DataDirs {
        DataDirs::new(data_dir())
    }
}

/// Where autosaves go.
pub fn autosave_dir() -> PathBuf {
    DataDirs::from_env().autosave
}

/// The default folder for saves made by the player.
pub fn saves_dir() -> PathBuf {
    DataDirs::from_env().saves
}

/// The settings file.
pub fn settings_file() -> PathBuf {
    DataDirs::from_env().settings_file
}

/// Plugins the user installed.
pub fn user_plugins_dir() -> PathBuf {
    DataDirs::from_env().plugins
}

#[cfg(test)]
mod tests {
    use super::DataDirs;

    #[test]
    fn everything_lies_under_the_data_directory() {
        let dirs = DataDirs::new("/data");
        assert_eq!(dirs.saves, std::path::Path::new("/data/saves"));
        assert_eq!(dirs.autosave, std::path::Path::new("/data/autosave"));
        assert_eq!(
            dirs.settings_file,
            std::path::Path::new("/data/settings.toml")
        );
        assert_eq!(dirs.plugins, std::path::Path::new("/data/plugins"));
    }
}
