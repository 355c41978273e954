//! Finding plugin libraries and loading them into a catalogue.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

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

/// The newer of a bundled plugin's two copies in a cargo build directory: `DIR/FILE` (written
/// when the plugin itself was built) and `DIR/deps/FILE` (written whenever the launcher was
/// built). `cargo run --release` refreshes only the second, so an older first copy must not win.
fn newest_build(dir: &Path, file: &str) -> Option<PathBuf> {
    [dir.join(file), dir.join("deps").join(file)]
        .into_iter()
        .filter_map(|p| {
            let modified = std::fs::metadata(&p).ok()?.modified().ok()?;
            p.is_file().then_some((modified, p))
        })
        .max_by_key(|(modified, _)| *modified)
        .map(|(_, p)| p)
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
            // A cargo build directory (`target/release`) also holds the test fixtures'
            // libraries (a panicking plugin, broken ones): from there only the bundled games
            // are taken (see `discover`), so no fixture reaches a player's shelf.
            if !is_cargo_build_dir(&exe_dir) {
                dirs.push(exe_dir.clone());
            }
            dirs.push(exe_dir.join("plugins"));
        }
        dirs.push(paths::user_plugins_dir());
        dirs
    }

    /// Discovers plugins in the standard search path, then any bundled plugin that was not
    /// found there but that cargo built next to the executable (in `deps/`, where
    /// `cargo run --release` leaves the libraries of the launcher's bundled games).
    pub fn discover(extra: Option<&Path>) -> Catalog {
        Catalog::discover_with(extra, None)
    }

    /// Discovers only the plugin with this id (for a command that needs one game): files whose
    /// probe verdict names another id are not opened in this process at all. Where no verdict
    /// names the id (probing is off, or no such plugin is installed), every file is opened, so
    /// that the usual messages list what is installed.
    pub fn discover_only(extra: Option<&Path>, id: &str) -> Catalog {
        let catalog = Catalog::discover_with(extra, Some(id));
        if catalog.get(id).is_some() {
            catalog
        } else {
            Catalog::discover(extra)
        }
    }

    fn discover_with(extra: Option<&Path>, wanted: Option<&str>) -> Catalog {
        let mut catalog = Catalog::default();
        catalog.add_dirs(&Catalog::search_path(extra), wanted);
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
                let path = newest_build(&exe_dir, &file);
                if !known && let Some(path) = path {
                    catalog.add_file_if(&path, wanted);
                }
            }
        }
        catalog
    }

    /// Loads every library file in the given directories. The first plugin with a given id
    /// wins; later files with the same id are refused as duplicates.
    pub fn from_dirs(dirs: &[PathBuf]) -> Catalog {
        let mut catalog = Catalog::default();
        catalog.add_dirs(dirs, None);
        catalog
    }

    fn add_dirs(&mut self, dirs: &[PathBuf], wanted: Option<&str>) {
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
                self.add_file_if(&path, wanted);
            }
        }
    }

    /// Loads one file and records the outcome. A file that failed its probe (see
    /// [`probe_with`]) is refused without being opened in this process.
    pub fn add_file(&mut self, path: &Path) {
        self.add_file_if(path, None);
    }

    /// [`Catalog::add_file`], except that a file whose probe verdict names another plugin than
    /// `wanted` is left alone (neither opened nor listed).
    fn add_file_if(&mut self, path: &Path, wanted: Option<&str>) {
        match probe(path) {
            Err(reason) => {
                self.files.push(PluginFile {
                    path: path.to_owned(),
                    outcome: Outcome::Refused { id: None, reason },
                });
                return;
            }
            Ok(Some(id)) if wanted.is_some_and(|w| w != id) => return,
            Ok(_) => {}
        }
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

    /// The refused files that may have been the plugin with this id: those whose manifest gave
    /// the id, and those named like its library (`libparlour_example.so` or `libexample.so` for
    /// `example`, whatever the platform's prefix and suffix). A damaged copy under a bundled
    /// game's file name also hides the build's own copy, so naming it tells where the game went.
    pub fn refused_as(&self, id: &str) -> Vec<(&Path, &str)> {
        let wanted = id.to_ascii_lowercase().replace('-', "_");
        self.files
            .iter()
            .filter_map(|f| match &f.outcome {
                Outcome::Refused {
                    id: refused_id,
                    reason,
                } => {
                    let named = f
                        .path
                        .file_stem()
                        .map(|stem| {
                            stem.to_string_lossy()
                                .to_ascii_lowercase()
                                .replace('-', "_")
                        })
                        .is_some_and(|stem| {
                            let stem = stem
                                .strip_prefix(std::env::consts::DLL_PREFIX)
                                .unwrap_or(&stem);
                            stem == wanted || stem.strip_prefix("parlour_") == Some(&wanted)
                        });
                    (named || refused_id.as_deref() == Some(id))
                        .then_some((f.path.as_path(), reason.as_str()))
                }
                Outcome::Loaded(_) => None,
            })
            .collect()
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
            probe(path).map_err(|e| format!("{}: {e}", path.display()))?;
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

/// Whether a directory is one of cargo's build profiles (`target/debug`, `target/release`).
fn is_cargo_build_dir(dir: &Path) -> bool {
    dir.join(".fingerprint").is_dir() && dir.join("deps").is_dir()
}

/// The `parlour` executable that probes plugin files, when probing is on.
static PROBER: OnceLock<PathBuf> = OnceLock::new();

/// How long a probe may take before the file is refused.
const PROBE_TIMEOUT: Duration = Duration::from_secs(20);

/// Turns on probing: every plugin file that is new or changed (by path, size and modification
/// time) is first opened by `exe probe FILE` in a child process, so that a damaged library
/// (a truncated file, an ELF header followed by garbage) that would crash the loader crashes
/// only the child. The verdict is remembered in the data directory.
pub fn probe_with(exe: PathBuf) {
    let _ = PROBER.set(exe);
}

/// The `parlour probe FILE` subcommand: opens the plugin in this process and reports on
/// stdout; exit status 0 with the plugin's id when it loads, 1 with the reason when it is
/// refused.
pub fn probe_main(path: &Path) -> std::process::ExitCode {
    match Plugin::open(path) {
        Ok(plugin) => {
            println!("{}", plugin.id());
            std::process::ExitCode::SUCCESS
        }
        Err(reason) => {
            println!("{reason}");
            std::process::ExitCode::FAILURE
        }
    }
}

/// The remembered verdicts: one line per file, `size TAB mtime TAB verdict TAB path`.
fn probe_cache_file() -> PathBuf {
    paths::data_dir().join("plugin-probes.tsv")
}

/// The key of a file's current contents as far as the file system tells.
fn file_stamp(path: &Path) -> Option<(u64, u128)> {
    let meta = std::fs::metadata(path).ok()?;
    let mtime = meta
        .modified()
        .ok()?
        .duration_since(std::time::UNIX_EPOCH)
        .ok()?
        .as_nanos();
    Some((meta.len(), mtime))
}

/// One line of the verdict cache: `(size, mtime, verdict, path)`; the verdict is `ok:ID` (or
/// `ok` from earlier versions, which did not record the id) or the reason for refusing.
fn parse_probe_line(line: &str) -> Option<(u64, u128, String, PathBuf)> {
    let mut parts = line.splitn(4, '\t');
    let size = parts.next()?.parse().ok()?;
    let mtime = parts.next()?.parse().ok()?;
    let verdict = parts.next()?.to_owned();
    let path = PathBuf::from(parts.next()?);
    Some((size, mtime, verdict, path))
}

/// Checks a plugin file in a child process (when probing is on); `Err` with the reason when
/// it must not be opened here, else the plugin's id when the probe told it.
fn probe(path: &Path) -> Result<Option<String>, String> {
    let Some(exe) = PROBER.get() else {
        return static_check(path).map(|()| None);
    };
    let Some((size, mtime)) = file_stamp(path) else {
        return Ok(None);
    };
    let canonical = path.canonicalize().unwrap_or_else(|_| path.to_owned());
    let cache_file = probe_cache_file();
    let cached = std::fs::read_to_string(&cache_file).unwrap_or_default();
    let mut lines: Vec<(u64, u128, String, PathBuf)> =
        cached.lines().filter_map(parse_probe_line).collect();
    if let Some((_, _, verdict, _)) = lines
        .iter()
        .find(|(s, m, _, p)| *p == canonical && *s == size && *m == mtime)
        && !stale_verdict(verdict)
    {
        return match verdict.strip_prefix("ok") {
            Some("") => Ok(None),
            Some(id) if id.starts_with(':') => Ok(Some(id[1..].to_owned())),
            _ => Err(verdict.clone()),
        };
    }
    let verdict = static_check(path).and_then(|()| run_probe(exe, path));
    lines.retain(|(_, _, _, p)| *p != canonical);
    let flat = match &verdict {
        Ok(Some(id)) => format!("ok:{}", id.replace(['\t', '\n', '\r'], " ")),
        Ok(None) => "ok".to_owned(),
        Err(reason) => reason.replace(['\t', '\n', '\r'], " "),
    };
    lines.push((size, mtime, flat, canonical));
    let text: String = lines
        .iter()
        .map(|(s, m, v, p)| format!("{s}\t{m}\t{v}\t{}\n", p.display()))
        .collect();
    // Remembering is an optimisation: a read-only data directory only costs a probe per start.
    let _ = super::save::write_atomic(&cache_file, text.as_bytes());
    verdict
}

/// A remembered verdict from a version that kept only libloading's "dlopen failed" and lost
/// the loader's reason: such a file is probed again, so that its refusal says why.
fn stale_verdict(verdict: &str) -> bool {
    verdict.ends_with("dlopen failed")
}

/// What can be told without loading the file: whether it was cut short.
fn static_check(path: &Path) -> Result<(), String> {
    match super::libfile::truncation(path) {
        Some(reason) => Err(reason),
        None => Ok(()),
    }
}

/// Runs `exe probe FILE` and reads its verdict: the plugin's id when it loads.
fn run_probe(exe: &Path, path: &Path) -> Result<Option<String>, String> {
    use std::io::Read;
    let mut child = std::process::Command::new(exe)
        .arg("probe")
        .arg(path)
        .env_remove("PARLOUR_PLUGIN_PATH")
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .map_err(|e| format!("the plugin file could not be checked: {e}"))?;
    let started = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if started.elapsed() > PROBE_TIMEOUT => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!(
                    "loading the plugin file did not finish within {} seconds",
                    PROBE_TIMEOUT.as_secs()
                ));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(e) => return Err(format!("the plugin file could not be checked: {e}")),
        }
    };
    let mut out = String::new();
    if let Some(mut stdout) = child.stdout.take() {
        let _ = stdout.read_to_string(&mut out);
    }
    let out = out.trim().to_owned();
    if status.success() {
        return Ok(Some(out).filter(|id| !id.is_empty()));
    }
    if status.code() == Some(1) && !out.is_empty() {
        return Err(out);
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            let name = match signal {
                7 => "SIGBUS",
                11 => "SIGSEGV",
                4 => "SIGILL",
                6 => "SIGABRT",
                _ => "a signal",
            };
            return Err(format!(
                "the file is damaged or is not a plugin for this system: loading it crashed \
                 a test process ({name}, signal {signal})"
            ));
        }
    }
    Err(format!(
        "loading the plugin file failed in a test process ({status}){}",
        if out.is_empty() {
            String::new()
        } else {
            format!(": {out}")
        }
    ))
}

#[cfg(test)]
mod probe_tests {
    use super::*;

    #[test]
    fn a_verdict_line_round_trips() {
        let line = "123\t456\tthe file is too short\t/a/b c/libx.so";
        let (size, mtime, verdict, path) = parse_probe_line(line).unwrap();
        assert_eq!((size, mtime), (123, 456));
        assert_eq!(verdict, "the file is too short");
        assert_eq!(path, PathBuf::from("/a/b c/libx.so"));
        assert!(parse_probe_line("garbage").is_none());
    }

    /// After `git pull` and `cargo run --release`, only `deps/` holds the fresh plugin; a copy
    /// left next to the executable by an earlier `cargo build` must not shadow it.
    #[test]
    fn the_newer_of_a_plugins_two_built_copies_is_taken() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("deps")).unwrap();
        let top = dir.path().join("libgame.so");
        let deps = dir.path().join("deps").join("libgame.so");
        let at = |secs: u64| std::time::UNIX_EPOCH + Duration::from_secs(secs);
        assert_eq!(newest_build(dir.path(), "libgame.so"), None);
        std::fs::File::create(&deps)
            .unwrap()
            .set_modified(at(2_000))
            .unwrap();
        assert_eq!(newest_build(dir.path(), "libgame.so"), Some(deps.clone()));
        std::fs::File::create(&top)
            .unwrap()
            .set_modified(at(1_000))
            .unwrap();
        assert_eq!(newest_build(dir.path(), "libgame.so"), Some(deps.clone()));
        std::fs::File::options()
            .write(true)
            .open(&top)
            .unwrap()
            .set_modified(at(3_000))
            .unwrap();
        assert_eq!(newest_build(dir.path(), "libgame.so"), Some(top));
    }
}
