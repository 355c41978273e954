//! A game being played: the plugin's game handle plus everything the host keeps around it
//! (seats, seed, options, the action log and the readable game log), with undo, saving,
//! loading and replay.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use parlour_plugin_api::{Applied, LegalAction, LogEntry, Node, SavedState, SetupRequest, Status};
use serde_json::Value;

use super::discovery::Catalog;
use super::i18n::Localizer;
use super::paths;
use super::plugin::{GameHandle, Plugin, PluginError};
use super::save::{
    self, ChatLine, FormatHeader, GameHeader, LogRecord, SaveError, SaveFile, SeatInfo, SeatKind,
    StateBlock,
};

/// Everything that can go wrong while running, saving or restoring a game.
#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    #[error(transparent)]
    Plugin(#[from] PluginError),
    #[error(transparent)]
    Save(#[from] SaveError),
    #[error("this save needs the game plugin {id:?} (version {version}), which is not installed")]
    MissingPlugin { id: String, version: String },
    #[error("{0}")]
    Setup(String),
    #[error("the save's state is not valid JSON: {0}")]
    BadStateJson(String),
    #[error("action {index} of the log is not valid JSON: {detail}")]
    BadLogJson { index: usize, detail: String },
    #[error("replaying the action log failed at action {index}: {error}")]
    ReplayFailed { index: usize, error: PluginError },
    #[error(
        "{refused}; the save was written by an older version of the game, and rebuilding it from its moves failed too: {replay}"
    )]
    Outdated {
        refused: PluginError,
        replay: Box<SessionError>,
    },
    #[error("replaying the action log from the seed does not reproduce the saved state")]
    ReplayMismatch,
    /// A field of the file that replaying the log decides disagrees with the replay: `field`
    /// is named as in the file (`game.turn`, `log[3].undoable`).
    #[error("the save's {field} is {saved}, but replaying its action log gives {replayed}")]
    Inconsistent {
        field: String,
        saved: String,
        replayed: String,
    },
    #[error("the last action cannot be taken back")]
    CannotUndo,
    #[error(
        "the game has reached {limit} actions, the most one game of {game} may take; it is stopped here (the plugin may be stuck in a loop)"
    )]
    TooLong { game: String, limit: u32 },
}

/// How many autosaves (one per game) are kept.
pub const AUTOSAVES_KEPT: usize = 20;

/// A line of the readable game log.
#[derive(Debug, Clone, PartialEq)]
pub struct LogLine {
    /// The index of the action in the log that produced this line.
    pub action_index: usize,
    /// The seat that acted.
    pub seat: u32,
    pub entry: LogEntry,
}

/// A running game.
pub struct Session {
    plugin: Arc<Plugin>,
    game: GameHandle,
    seats: Vec<SeatInfo>,
    seed: u64,
    options: BTreeMap<String, String>,
    created: toml::value::Datetime,
    log: Vec<LogRecord>,
    lines: Vec<LogLine>,
    status: Status,
    /// Set when a loaded save's log does not replay to its state: undo is then off and the
    /// readable log starts at the load.
    history_broken: bool,
    /// The table's chat (online play), kept in the save.
    chat: Vec<ChatLine>,
    /// Set when the save's state was written in an older shape than the plugin reads, and
    /// the game was rebuilt by replaying its log from the seed.
    rebuilt: bool,
}

impl Session {
    /// Starts a new game.
    pub fn start(
        plugin: &Arc<Plugin>,
        seats: Vec<SeatInfo>,
        seed: u64,
        options: BTreeMap<String, String>,
    ) -> Result<Session, SessionError> {
        let manifest = plugin.manifest();
        let players = seats.len() as u32;
        if players < manifest.min_players || players > manifest.max_players {
            return Err(SessionError::Setup(format!(
                "{} plays with {} to {} players, not {players}",
                manifest.id, manifest.min_players, manifest.max_players
            )));
        }
        let mut full_options = BTreeMap::new();
        for option in &manifest.options {
            let value = options
                .get(&option.key)
                .cloned()
                .unwrap_or_else(|| option.default.clone());
            option.check_value(&value).map_err(SessionError::Setup)?;
            full_options.insert(option.key.clone(), value);
        }
        if let Some(unknown) = options.keys().find(|k| !full_options.contains_key(*k)) {
            return Err(SessionError::Setup(format!(
                "{} has no option {unknown:?}",
                manifest.id
            )));
        }
        Session::from_history(plugin, seats, seed, full_options, Vec::new())
    }

    pub fn plugin(&self) -> &Arc<Plugin> {
        &self.plugin
    }
    pub fn seats(&self) -> &[SeatInfo] {
        &self.seats
    }
    pub fn seed(&self) -> u64 {
        self.seed
    }
    pub fn options(&self) -> &BTreeMap<String, String> {
        &self.options
    }
    pub fn status(&self) -> &Status {
        &self.status
    }
    pub fn log(&self) -> &[LogRecord] {
        &self.log
    }
    pub fn lines(&self) -> &[LogLine] {
        &self.lines
    }
    pub fn game(&self) -> &GameHandle {
        &self.game
    }
    pub fn created(&self) -> toml::value::Datetime {
        self.created
    }

    /// Whether a seat is played by a bot.
    pub fn is_bot(&self, seat: u32) -> bool {
        self.seats
            .get(seat as usize)
            .is_some_and(|s| s.kind == SeatKind::Bot)
    }

    /// How strong the bot of a seat plays (Normal for a seat without a level).
    pub fn bot_level(&self, seat: u32) -> super::bots::Level {
        self.seats
            .get(seat as usize)
            .map(SeatInfo::bot_level)
            .unwrap_or_default()
    }

    /// The seat of every move so far, in order (what a bot's search memory checks).
    pub fn movers(&self) -> Vec<u32> {
        self.log.iter().map(|r| r.seat).collect()
    }

    /// Changes who plays a seat (for example to let a bot take over).
    pub fn set_seat_kind(&mut self, seat: u32, kind: SeatKind) {
        if let Some(info) = self.seats.get_mut(seat as usize) {
            info.kind = kind;
        }
    }

    pub fn actions(&self, seat: u32) -> Result<Vec<LegalAction>, PluginError> {
        self.game.actions(seat)
    }

    pub fn view(&self, seat: Option<u32>) -> Result<Node, PluginError> {
        self.game.view(seat)
    }

    /// The seed a bot uses for its next move: fixed by the game seed and the log length, so a
    /// game replays the same way.
    pub fn bot_seed(&self, seat: u32) -> u64 {
        self.seed
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            .wrapping_add((self.log.len() as u64) << 8)
            .wrapping_add(u64::from(seat))
    }

    /// Asks the plugin's bot for a seat's move.
    pub fn bot_action(&self, seat: u32) -> Result<Value, PluginError> {
        self.game.bot(seat, self.bot_seed(seat))
    }

    /// Applies an action. On error nothing changes. A game stops at its length bound (the
    /// manifest's `max_actions`, else the host's default).
    pub fn apply(&mut self, seat: u32, action: &Value) -> Result<Applied, SessionError> {
        let limit = super::simulate::max_actions(&self.plugin);
        if self.log.len() >= limit as usize {
            return Err(SessionError::TooLong {
                game: self.plugin.id().to_owned(),
                limit,
            });
        }
        let applied = self.game.apply(seat, action)?;
        let index = self.log.len();
        self.log.push(LogRecord {
            seat,
            action: action.to_string(),
            undoable: applied.undoable,
        });
        self.lines.extend(applied.log.iter().map(|entry| LogLine {
            action_index: index,
            seat,
            entry: entry.clone(),
        }));
        self.status = self.game.status()?;
        Ok(applied)
    }

    /// Whether the last action may be taken back.
    pub fn can_undo(&self) -> bool {
        !self.history_broken && self.log.last().is_some_and(|r| r.undoable)
    }

    /// Takes back the last action by replaying the log without it from the seed.
    pub fn undo(&mut self) -> Result<(), SessionError> {
        if !self.can_undo() {
            return Err(SessionError::CannotUndo);
        }
        let mut log = self.log.clone();
        log.pop();
        let (game, lines) = replay(
            &self.plugin,
            self.seats.len() as u32,
            self.seed,
            &self.options,
            &log,
        )?;
        self.status = game.status()?;
        self.game = game;
        self.log = log;
        self.lines = lines;
        Ok(())
    }

    /// Rewinds the game to the state before the action at `log_len`, given that state (a
    /// snapshot kept when that action was about to be applied).
    pub fn rewind(&mut self, log_len: usize, game: GameHandle) -> Result<(), SessionError> {
        if log_len > self.log.len() || self.history_broken {
            return Err(SessionError::CannotUndo);
        }
        self.status = game.status()?;
        self.game = game;
        self.log.truncate(log_len);
        self.lines.retain(|line| line.action_index < log_len);
        Ok(())
    }

    /// Rewinds the game to the state before the action at `log_len` by replaying the log up to
    /// there from the seed (when no snapshot was kept).
    pub fn rewind_by_replay(&mut self, log_len: usize) -> Result<(), SessionError> {
        if log_len > self.log.len() || self.history_broken {
            return Err(SessionError::CannotUndo);
        }
        let (game, lines) = replay(
            &self.plugin,
            self.seats.len() as u32,
            self.seed,
            &self.options,
            &self.log[..log_len],
        )?;
        self.status = game.status()?;
        self.game = game;
        self.log.truncate(log_len);
        self.lines = lines;
        Ok(())
    }

    /// The save file of the game as it stands.
    pub fn to_save(&self) -> Result<SaveFile, SessionError> {
        let SavedState {
            schema_version,
            state,
        } = self.game.save()?;
        let manifest = self.plugin.manifest();
        Ok(SaveFile {
            format: FormatHeader {
                name: save::FORMAT_NAME.into(),
                version: save::FORMAT_VERSION,
                app_version: env!("CARGO_PKG_VERSION").into(),
                checksum: String::new(),
            },
            game: GameHeader {
                plugin: manifest.id.clone(),
                plugin_version: manifest.version.clone(),
                abi: self.plugin.abi(),
                seed: self.seed,
                options: self.options.clone(),
                created: self.created,
                updated: save::now(),
                turn: self.status.turn,
                headline: self.status.headline.clone(),
                game_over: self.status.game_over,
            },
            seats: self.seats.clone(),
            log: self.log.clone(),
            state: StateBlock {
                schema_version,
                json: state.to_string(),
            },
            chat: self.chat.clone(),
        })
    }

    /// Writes the game to a file atomically. Temporary files that interrupted writes of other,
    /// dead processes left in that folder are removed first (see
    /// [`remove_orphaned_temp_files`]); the launcher does the same for its folders at start.
    pub fn save_to(&self, path: &Path) -> Result<(), SessionError> {
        let save = self.to_save()?;
        if let Some(dir) = path.parent() {
            let dir = if dir.as_os_str().is_empty() {
                Path::new(".")
            } else {
                dir
            };
            remove_temp_files_of_dead_writers(dir, false);
        }
        save.write(path)?;
        Ok(())
    }

    /// The file name of this game's autosave: one file per game, replaced after every action.
    pub fn autosave_name(&self) -> String {
        let stamp: String = self
            .created
            .to_string()
            .chars()
            .filter(char::is_ascii_alphanumeric)
            .collect();
        format!("{}-{stamp}-{:x}.toml", self.plugin.id(), self.seed)
    }

    /// Where [`Session::autosave`] writes this game.
    pub fn autosave_path(&self) -> PathBuf {
        paths::autosave_dir().join(self.autosave_name())
    }

    /// Writes the autosave to the user data directory; returns its path.
    pub fn autosave(&self) -> Result<PathBuf, SessionError> {
        self.autosave_in(&paths::autosave_dir())
    }

    /// Writes the autosave into a directory and keeps only the newest [`AUTOSAVES_KEPT`] there.
    pub fn autosave_in(&self, dir: &Path) -> Result<PathBuf, SessionError> {
        let path = dir.join(self.autosave_name());
        self.save_to(&path)?;
        prune_autosaves(dir, &path);
        Ok(path)
    }

    /// A game continued from a history: `log` replayed from `seed` with `seats`, as a new
    /// game (its own save) begun now. Replays branch off with it.
    pub fn from_history(
        plugin: &Arc<Plugin>,
        seats: Vec<SeatInfo>,
        seed: u64,
        options: BTreeMap<String, String>,
        log: Vec<LogRecord>,
    ) -> Result<Session, SessionError> {
        let players = seats.len() as u32;
        let (game, lines) = replay(plugin, players, seed, &options, &log)?;
        let status = game.status()?;
        Ok(Session {
            plugin: Arc::clone(plugin),
            game,
            seats,
            seed,
            options,
            created: save::now(),
            log,
            lines,
            status,
            history_broken: false,
            chat: Vec::new(),
            rebuilt: false,
        })
    }

    /// Restores a game from a save file. The stored state is the truth; the log is replayed to
    /// rebuild the readable history and undo. If the replay does not reproduce the state (for
    /// example after a plugin update), the game still loads, without history.
    pub fn restore(save: &SaveFile, catalog: &Catalog) -> Result<Session, SessionError> {
        Session::restore_with(save, plugin_for(save, catalog)?)
    }

    /// Restores a game only from a save that [`validate`] accepts (for commands that change
    /// and rewrite the file).
    pub fn restore_checked(save: &SaveFile, catalog: &Catalog) -> Result<Session, SessionError> {
        validate(save, catalog)?;
        if save.log.len() > super::simulate::max_actions(plugin_for(save, catalog)?) as usize {
            let plugin = plugin_for(save, catalog)?;
            return Err(SessionError::TooLong {
                game: plugin.id().to_owned(),
                limit: super::simulate::max_actions(plugin),
            });
        }
        Session::restore(save, catalog)
    }

    /// Restores a game from a save file with a given plugin.
    pub fn restore_with(save: &SaveFile, plugin: &Arc<Plugin>) -> Result<Session, SessionError> {
        let (game, rebuilt) = load_stored(save, plugin)?;
        // The state as this plugin reads it: a save written by an older version of the plugin
        // may carry fields it no longer keeps, which must not count as a broken history.
        let state = game.save()?.state;
        let players = save.seats.len() as u32;
        let (lines, history_broken) = match replay(
            plugin,
            players,
            save.game.seed,
            &save.game.options,
            &save.log,
        ) {
            Ok((replayed, lines)) => {
                let same = replayed.save().is_ok_and(|s| s.state == state);
                (if same { lines } else { Vec::new() }, !same)
            }
            Err(_) => (Vec::new(), true),
        };
        let status = game.status()?;
        Ok(Session {
            plugin: Arc::clone(plugin),
            game,
            seats: save.seats.clone(),
            seed: save.game.seed,
            options: save.game.options.clone(),
            created: save.game.created,
            log: save.log.clone(),
            lines,
            status,
            history_broken,
            chat: save.chat.clone(),
            rebuilt,
        })
    }

    /// The table's chat, oldest first.
    pub fn chat(&self) -> &[ChatLine] {
        &self.chat
    }

    /// Adds a line to the table's chat (saved with the game).
    pub fn push_chat(&mut self, line: ChatLine) {
        self.chat.push(line);
    }

    /// Whether the loaded history could not be replayed (undo is then off).
    pub fn history_broken(&self) -> bool {
        self.history_broken
    }

    /// Whether the save was written by an older version of the plugin in a shape it no longer
    /// reads, and the game was rebuilt from its moves.
    pub fn rebuilt(&self) -> bool {
        self.rebuilt
    }
}

/// Keeps the [`AUTOSAVES_KEPT`] most recently written autosaves in `dir` (and always `keep`),
/// judging by the files' modification times, without reading them.
pub fn prune_autosaves(dir: &Path, keep: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut files: Vec<(std::time::SystemTime, PathBuf)> = entries
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "toml"))
        .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
        .collect();
    files.sort_by_key(|file| std::cmp::Reverse(file.0));
    for (_, old) in files.into_iter().skip(AUTOSAVES_KEPT) {
        if old != keep {
            let _ = std::fs::remove_file(&old);
        }
    }
}

/// Removes temporary files that an interrupted atomic write left behind (`.tmp-*` files of
/// [`save::write_atomic`], named `.NAME.tmp-PID`) in a directory. For a process that has not
/// written anything yet (the launcher at start): files named with its own process id are
/// left from an earlier process with the same id, and removed too.
pub fn remove_orphaned_temp_files(dir: &Path) {
    remove_temp_files_of_dead_writers(dir, true);
}

/// Removes the `.NAME.tmp-PID` files of processes that no longer run; this process's own
/// count as dead when `own_are_orphans` (otherwise another thread may be writing them).
fn remove_temp_files_of_dead_writers(dir: &Path, own_are_orphans: bool) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some((_, pid)) = name.rsplit_once(".tmp-") else {
            continue;
        };
        if !name.starts_with('.') || !entry.file_type().is_ok_and(|t| t.is_file()) {
            continue;
        }
        // A file of a writer that is still running (another Parlour) is left alone.
        let alive = pid.parse::<u32>().is_ok_and(|pid| {
            if pid == std::process::id() {
                !own_are_orphans
            } else {
                Path::new(&format!("/proc/{pid}")).exists()
            }
        });
        if !alive {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Replays a log from the seed; returns the game and the readable log lines.
pub fn replay(
    plugin: &Arc<Plugin>,
    players: u32,
    seed: u64,
    options: &BTreeMap<String, String>,
    log: &[LogRecord],
) -> Result<(GameHandle, Vec<LogLine>), SessionError> {
    replay_with_flags(plugin, players, seed, options, log).map(|(game, lines, _)| (game, lines))
}

/// [`replay`], also returning whether each replayed action said it may be taken back.
fn replay_with_flags(
    plugin: &Arc<Plugin>,
    players: u32,
    seed: u64,
    options: &BTreeMap<String, String>,
    log: &[LogRecord],
) -> Result<(GameHandle, Vec<LogLine>, Vec<bool>), SessionError> {
    let mut undoable = Vec::with_capacity(log.len());
    let mut game = plugin.new_game(&SetupRequest {
        players,
        seed,
        options: options.clone(),
    })?;
    let mut lines = Vec::new();
    for (index, record) in log.iter().enumerate() {
        let applied = apply_record(&mut game, index, record)?;
        undoable.push(applied.undoable);
        lines.extend(log_lines(index, record.seat, applied.log));
    }
    Ok((game, lines, undoable))
}

/// Applies move `index` of a saved log to `game`.
pub(crate) fn apply_record(
    game: &mut GameHandle,
    index: usize,
    record: &LogRecord,
) -> Result<Applied, SessionError> {
    let action: Value =
        serde_json::from_str(&record.action).map_err(|e| SessionError::BadLogJson {
            index,
            detail: e.to_string(),
        })?;
    game.apply(record.seat, &action)
        .map_err(|error| SessionError::ReplayFailed { index, error })
}

/// The readable lines of move `index`, made by `seat`.
pub(crate) fn log_lines(
    index: usize,
    seat: u32,
    entries: Vec<LogEntry>,
) -> impl Iterator<Item = LogLine> {
    entries.into_iter().map(move |entry| LogLine {
        action_index: index,
        seat,
        entry,
    })
}

/// The installed plugin a save needs.
pub(crate) fn plugin_for<'a>(
    save: &SaveFile,
    catalog: &'a Catalog,
) -> Result<&'a Arc<Plugin>, SessionError> {
    catalog
        .get(&save.game.plugin)
        .ok_or_else(|| SessionError::MissingPlugin {
            id: save.game.plugin.clone(),
            version: save.game.plugin_version.clone(),
        })
}

/// The plugin state stored in a save.
fn stored_state(save: &SaveFile) -> Result<SavedState, SessionError> {
    let state = serde_json::from_str(&save.state.json)
        .map_err(|e| SessionError::BadStateJson(e.to_string()))?;
    Ok(SavedState {
        schema_version: save.state.schema_version,
        state,
    })
}

/// The game a save holds. The stored state is read by the plugin; a state in an older shape
/// than the plugin reads (a lower schema version that the plugin cannot upgrade) is rebuilt
/// by replaying the save's log from its seed, which the rules make deterministic. Returns
/// whether it was rebuilt. When neither works, the plugin's own refusal is the message, with
/// why the replay failed too.
fn load_stored(save: &SaveFile, plugin: &Arc<Plugin>) -> Result<(GameHandle, bool), SessionError> {
    let refused = match plugin.load_game(&stored_state(save)?) {
        Ok(game) => return Ok((game, false)),
        Err(e) => e,
    };
    if save.state.schema_version >= plugin.manifest().schema_version {
        return Err(refused.into());
    }
    let players = save.seats.len() as u32;
    match replay(
        plugin,
        players,
        save.game.seed,
        &save.game.options,
        &save.log,
    ) {
        Ok((game, _)) => Ok((game, true)),
        Err(replay) => Err(SessionError::Outdated {
            refused,
            replay: Box::new(replay),
        }),
    }
}

/// Checks a save strictly: header, plugin, state, and that replaying the log from the seed
/// reproduces the stored state. Replay decides every field it can tell, and the first field
/// that disagrees is named: the state; the header's turn and game-over flag; and, when the
/// installed plugin is the version that wrote the save, each action's undo flag and the
/// header's ABI (an updated plugin may change its undo rules or speak a newer ABI). Files
/// written before the checksum covered every field are held to their state only, as they may
/// predate the other fields.
pub fn validate(save: &SaveFile, catalog: &Catalog) -> Result<Status, SessionError> {
    let plugin = plugin_for(save, catalog)?;
    let (stored, rebuilt) = load_stored(save, plugin)?;
    let (replayed, _, undoable) = replay_with_flags(
        plugin,
        save.seats.len() as u32,
        save.game.seed,
        &save.game.options,
        &save.log,
    )?;
    // A rebuilt state is the replay itself: there is no stored state of this shape to
    // compare with, only the header.
    if !rebuilt && replayed.save()? != stored.save()? {
        return Err(SessionError::ReplayMismatch);
    }
    let status = replayed.status()?;
    let differs = |field: String, saved: String, replayed: String| {
        Err(SessionError::Inconsistent {
            field,
            saved,
            replayed,
        })
    };
    if !save.covers_every_field() {
        return Ok(status);
    }
    let same_build = save.game.plugin_version == plugin.manifest().version;
    for (index, (record, replayed)) in save
        .log
        .iter()
        .zip(&undoable)
        .enumerate()
        .filter(|_| same_build)
    {
        if record.undoable != *replayed {
            return differs(
                format!("log[{index}].undoable"),
                record.undoable.to_string(),
                replayed.to_string(),
            );
        }
    }
    if save.game.turn != status.turn {
        return differs(
            "game.turn".into(),
            save.game.turn.to_string(),
            status.turn.to_string(),
        );
    }
    if save.game.game_over != status.game_over {
        return differs(
            "game.game_over".into(),
            save.game.game_over.to_string(),
            status.game_over.to_string(),
        );
    }
    if same_build && save.game.abi != plugin.abi() {
        return differs("game.abi".into(), save.game.abi.clone(), plugin.abi());
    }
    Ok(status)
}

/// A readable save file's header, for save lists.
#[derive(Debug, Clone)]
pub struct SaveSummary {
    pub path: PathBuf,
    pub header: GameHeader,
    pub seats: Vec<SeatInfo>,
}

/// A `.toml` file in a save folder that cannot be read as a save, with the precise reason.
#[derive(Debug, Clone)]
pub struct UnreadableSave {
    pub path: PathBuf,
    pub reason: String,
}

/// Every `.toml` file in a folder (hidden files aside): the readable saves newest first, then
/// the unreadable ones by name, with their reasons.
pub fn scan_saves(dir: &Path) -> Vec<Result<SaveSummary, UnreadableSave>> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut saves: Vec<Result<SaveSummary, UnreadableSave>> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|e| e == "toml"))
        .filter(|p| {
            !p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with('.'))
        })
        // The host record beside a save hosted online is not a save.
        .filter(|p| !p.to_string_lossy().ends_with(".host.toml"))
        .map(|path| match SaveFile::read(&path) {
            Ok(save) => Ok(SaveSummary {
                path,
                header: save.game,
                seats: save.seats,
            }),
            Err(e) => Err(UnreadableSave {
                path,
                reason: e.to_string(),
            }),
        })
        .collect();
    saves.sort_by(|a, b| match (a, b) {
        (Ok(a), Ok(b)) => updated_key(b)
            .cmp(&updated_key(a))
            .then_with(|| a.path.cmp(&b.path)),
        (Ok(_), Err(_)) => std::cmp::Ordering::Less,
        (Err(_), Ok(_)) => std::cmp::Ordering::Greater,
        (Err(a), Err(b)) => a.path.cmp(&b.path),
    });
    saves
}

/// When a save was last written, for sorting: seconds since 1970 where the time is complete.
pub fn updated_key(summary: &SaveSummary) -> (i64, String) {
    (
        save::local_time::unix_seconds(&summary.header.updated).unwrap_or(i64::MIN),
        summary.header.updated.to_string(),
    )
}

/// The readable saves in a directory, newest first. Unreadable files are skipped.
pub fn list_saves(dir: &Path) -> Vec<SaveSummary> {
    scan_saves(dir).into_iter().flatten().collect()
}

/// The most recently updated autosave in the user data directory, if any.
pub fn latest_autosave() -> Option<SaveSummary> {
    latest_autosave_in(&paths::autosave_dir())
}

/// The most recently updated autosave in a directory, if any.
pub fn latest_autosave_in(dir: &Path) -> Option<SaveSummary> {
    list_saves(dir).into_iter().next()
}

/// Names for seats: the given name or the localised "Player N".
pub fn seat_namer<'a>(seats: &'a [SeatInfo], l10n: &'a Localizer) -> impl Fn(u32) -> String + 'a {
    move |seat| match seats.get(seat as usize) {
        Some(info) if !info.name.is_empty() => info.name.clone(),
        _ => l10n.default_seat_name(seat),
    }
}

/// A seed from the clock, for games started without one.
pub fn random_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    nanos ^ (u64::from(std::process::id()) << 32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::i18n::Lang;
    use crate::core::save::datetime_from_unix;

    #[test]
    fn seats_without_a_name_get_the_localised_default() {
        let l10n = Localizer::new(Lang::En);
        let seats = save::tests::sample().seats;
        let names = seat_namer(&seats, &l10n);
        assert_eq!(names(0), "Anna");
        assert_eq!(names(1), l10n.default_seat_name(1));
        assert_eq!(names(7), l10n.default_seat_name(7));
    }

    #[test]
    fn pruning_keeps_the_newest_autosaves_and_the_current_game_without_reading_them() {
        let dir = tempfile::tempdir().unwrap();
        let base = std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1 << 30);
        let count = AUTOSAVES_KEPT + 5;
        for i in 0..count {
            // Not saves at all: pruning goes by the files' times alone.
            let path = dir.path().join(format!("game-{i:02}.toml"));
            let file = std::fs::File::create(&path).unwrap();
            file.set_modified(base + std::time::Duration::from_secs(i as u64 * 60))
                .unwrap();
        }
        std::fs::write(dir.path().join("notes.txt"), "not an autosave").unwrap();
        // The game on the table is the oldest file, and is kept all the same.
        let current = dir.path().join("game-00.toml");
        prune_autosaves(dir.path(), &current);
        let mut left: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        let mut expected: Vec<String> = (count - AUTOSAVES_KEPT..count)
            .map(|i| format!("game-{i:02}.toml"))
            .collect();
        expected.push("game-00.toml".into());
        expected.push("notes.txt".into());
        expected.sort();
        assert_eq!(left, expected);
    }

    #[test]
    fn a_save_folder_is_scanned_newest_first_with_broken_files_last() {
        let dir = tempfile::tempdir().unwrap();
        let mut save = save::tests::sample();
        for (name, updated) in [("old.toml", 1_000), ("new.toml", 2_000_000_000)] {
            save.game.updated = datetime_from_unix(updated);
            save.write(&dir.path().join(name)).unwrap();
        }
        std::fs::write(dir.path().join("a-broken.toml"), "[format").unwrap();
        std::fs::write(dir.path().join(".hidden.toml"), "[format").unwrap();
        std::fs::write(dir.path().join("notes.txt"), "not a save").unwrap();
        let names: Vec<(String, bool)> = scan_saves(dir.path())
            .iter()
            .map(|entry| {
                let path = match entry {
                    Ok(s) => &s.path,
                    Err(u) => &u.path,
                };
                let name = path.file_name().unwrap().to_string_lossy().into_owned();
                (name, entry.is_ok())
            })
            .collect();
        assert_eq!(
            names,
            [
                ("new.toml".to_owned(), true),
                ("old.toml".to_owned(), true),
                ("a-broken.toml".to_owned(), false)
            ]
        );
        let Err(broken) = &scan_saves(dir.path())[2] else {
            panic!("the broken file is listed last");
        };
        assert!(broken.reason.contains("a-broken.toml"), "{}", broken.reason);
        let listed: Vec<_> = list_saves(dir.path()).into_iter().map(|s| s.path).collect();
        assert_eq!(
            listed,
            [dir.path().join("new.toml"), dir.path().join("old.toml")]
        );
        assert_eq!(
            latest_autosave_in(dir.path()).map(|s| s.path),
            Some(dir.path().join("new.toml"))
        );
    }

    #[test]
    fn writing_a_save_keeps_temporary_files_of_this_process() {
        let dir = tempfile::tempdir().unwrap();
        let ours = dir
            .path()
            .join(format!(".game.toml.tmp-{}", std::process::id()));
        let orphan = dir.path().join(".game.toml.tmp-4000000");
        for path in [&ours, &orphan] {
            std::fs::write(path, "x").unwrap();
        }
        remove_temp_files_of_dead_writers(dir.path(), false);
        assert!(!orphan.exists(), "a dead writer's file is removed");
        assert!(
            ours.exists(),
            "another thread of this process may be writing it"
        );
        remove_orphaned_temp_files(dir.path());
        assert!(
            !ours.exists(),
            "at start, nothing of this process is being written"
        );
    }
}
