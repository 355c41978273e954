//! Finding plugin libraries and loading them into a catalogue.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::paths;
use super::plugin::Plugin;

include!(concat!(env!("OUT_DIR"), "/bundled_plugins.rs"));

/// The file name ending of a dynamic library on this platform.
pub const LIBRARY_EXTENSION: &str = std::env::consts::DLL_EXTENSION;

/// One discovered plugin file and what became of it.
#[derive(Debug, Clone)]
pub struct PluginFile {
    pub path: PathBuf,
    pub outcome: Outcome,
}

/// Whether a file was loaded.
#[derive(Debug, Clone)]
pub enum Outcome {
    Loaded(Arc<Plugin>),
    Refused {
        /// The plugin's id, when it got as far as giving a manifest.
        id: Option<String>,
        reason: String,
    },
}

/// Every plugin file found, in discovery order, and the accepted plugins by id.
#[derive(Debug, Default, Clone)]
pub struct Catalog {
    pub files: Vec<PluginFile>,
}

impl Catalog {
    /// The directories searched, in order: each entry of `PARLOUR_PLUGIN_PATH`
    /// (colon-separated), the `--plugins` directory, the executable's directory, its `plugins/`
    /// subdirectory, and the user data directory's `plugins/`.
    pub fn search_path(extra: Option<&Path>) -> Vec<PathBuf> {
        let mut dirs = Vec::new();
        if let Some(var) = std::env::var_os("PARLOUR_PLUGIN_PATH") {
            dirs.extend(std::env::split_paths(&var).filter(|p| !p.as_os_str().is_empty()));
        }
        if let Some(extra) = extra {
            dirs.push(extra.to_owned());
        }
        if let Some(exe_dir) = std::env::current_exe()
            .ok()
            .and_then(|p| p.parent().map(Path::to_owned))
        {
            dirs.push(exe_dir.join("plugins"));
            dirs.insert(dirs.len() - 1, exe_dir);
        }
        dirs.push(paths::user_plugins_dir());
        dirs
    }

    /// Discovers plugins in the standard search path, then any bundled plugin that was not
    /// found there but that cargo built next to the executable (in `deps/`, where
    /// `cargo run --release` leaves the libraries of the launcher's bundled games).
    pub fn discover(extra: Option<&Path>) -> Catalog {
        let mut catalog = Catalog::from_dirs(&Catalog::search_path(extra));
        if let Some(exe_dir) = std::env::current_exe()
            .ok()
            .and_then(|p| p.parent().map(Path::to_owned))
        {
            for name in BUNDLED_PLUGINS {
                let file = format!(
                    "{}{name}{}",
                    std::env::consts::DLL_PREFIX,
                    std::env::consts::DLL_SUFFIX
                );
                let known = catalog
                    .files
                    .iter()
                    .any(|f| f.path.file_name().is_some_and(|n| n == file.as_str()));
                let path = exe_dir.join("deps").join(&file);
                if !known && path.is_file() {
                    catalog.add_file(&path);
                }
            }
        }
        catalog
    }

    /// Loads every library file in the given directories. The first plugin with a given id
    /// wins; later files with the same id are refused as duplicates.
    pub fn from_dirs(dirs: &[PathBuf]) -> Catalog {
        let mut catalog = Catalog::default();
        let mut seen_dirs = Vec::new();
        for dir in dirs {
            let canonical = dir.canonicalize().unwrap_or_else(|_| dir.clone());
            if seen_dirs.contains(&canonical) {
                continue;
            }
            seen_dirs.push(canonical);
            let Ok(entries) = std::fs::read_dir(dir) else {
                continue;
            };
            let mut files: Vec<PathBuf> = entries
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.is_file() && p.extension().is_some_and(|e| e == LIBRARY_EXTENSION))
                .collect();
            files.sort();
            for path in files {
                catalog.add_file(&path);
            }
        }
        catalog
    }

    /// Loads one file and records the outcome.
    pub fn add_file(&mut self, path: &Path) {
        let outcome = match Plugin::open(path) {
            Ok(plugin) => match self.get(plugin.id()) {
                Some(existing) => Outcome::Refused {
                    id: Some(plugin.id().to_owned()),
                    reason: format!(
                        "another plugin with the id {:?} was already loaded from {}",
                        plugin.id(),
                        existing.path().display()
                    ),
                },
                None => Outcome::Loaded(plugin),
            },
            Err(reason) => Outcome::Refused {
                id: None,
                reason: reason.to_string(),
            },
        };
        self.files.push(PluginFile {
            path: path.to_owned(),
            outcome,
        });
    }

    /// The accepted plugins, in discovery order.
    pub fn plugins(&self) -> impl Iterator<Item = &Arc<Plugin>> {
        self.files.iter().filter_map(|f| match &f.outcome {
            Outcome::Loaded(plugin) => Some(plugin),
            Outcome::Refused { .. } => None,
        })
    }

    /// The refused files with their reasons.
    pub fn refused(&self) -> impl Iterator<Item = (&Path, &str)> {
        self.files.iter().filter_map(|f| match &f.outcome {
            Outcome::Refused { reason, .. } => Some((f.path.as_path(), reason.as_str())),
            Outcome::Loaded(_) => None,
        })
    }

    /// The accepted plugin with this id.
    pub fn get(&self, id: &str) -> Option<&Arc<Plugin>> {
        self.plugins().find(|p| p.id() == id)
    }

    /// A plugin by id, or by path to a library file (loaded on the spot).
    pub fn resolve(&mut self, id_or_path: &str) -> Result<Arc<Plugin>, String> {
        if let Some(plugin) = self.get(id_or_path) {
            return Ok(Arc::clone(plugin));
        }
        let path = Path::new(id_or_path);
        if path.is_file() {
            return Plugin::open(path).map_err(|e| format!("{}: {e}", path.display()));
        }
        let known: BTreeMap<&str, ()> = self.plugins().map(|p| (p.id(), ())).collect();
        let known: Vec<&str> = known.into_keys().collect();
        Err(if known.is_empty() {
            format!("no plugin {id_or_path:?} is installed, and no plugins were found at all")
        } else {
            format!(
                "no plugin {id_or_path:?} is installed; installed: {}",
                known.join(", ")
            )
        })
    }
}
