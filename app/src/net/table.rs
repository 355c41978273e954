//! The host-authoritative table: the [`Session`] with who plays each seat, the seat secrets,
//! and what each seat (or a spectator) is shown.
//!
//! Everything here is synchronous; [`super::host`] runs one table on a thread of its own and
//! feeds it the clients' requests one at a time. A refused request changes nothing. Bots run
//! here, on the host; after every move the save is written (when the table has a file).
//!
//! What a viewer is sent is built only from what the plugin shows that viewer
//! ([`Session::view`], the log lines visible to it, its own choices), so nothing hidden from a
//! seat leaves the host ([`Table::update_for`]).

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::protocol::{
    Answer, ChatMsg, GameInfo, LogLineMsg, MAX_PARTIAL, Refusal, SECRET_HEX, SeatPresence,
    SeatRole, TABLE_ID_HEX, Update, Want, is_hex, random_hex,
};
use crate::core::bots;
use crate::core::plugin::{FailureKind, GameHandle, PluginError};
use crate::core::save::{ChatLine, SeatKind};
use crate::core::search::SearchMemory;
use crate::core::session::{LogLine, Session, SessionError};

/// What the host keeps beside a hosted save, in `<save>.host.toml`: the table id and host key
/// (so the invite stays the same across restarts) and the seats' secrets.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct HostRecord {
    pub table: String,
    /// The host endpoint's secret key, hexadecimal.
    pub key: String,
    /// The UDP port last used, tried first again.
    #[serde(default)]
    pub port: u16,
    /// Seat number (as text) to its secret.
    #[serde(default)]
    pub secrets: BTreeMap<String, String>,
    /// The seats played at the hosting launcher's screen (hotseat), not online. Hosted
    /// without a window, these seats are open to online players.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub local: Vec<u32>,
}

impl HostRecord {
    /// The record file beside a save.
    pub fn path_for(save: &Path) -> PathBuf {
        let mut name = save.file_name().unwrap_or_default().to_os_string();
        name.push(".host.toml");
        save.with_file_name(name)
    }

    /// Reads the record beside a save, or makes a new one (new table id and key). A damaged
    /// record is an error, so that seat secrets are never silently forgotten.
    pub fn load_or_new(save: &Path) -> Result<HostRecord, String> {
        let path = HostRecord::path_for(save);
        match std::fs::read_to_string(&path) {
            Ok(text) => {
                let record: HostRecord = toml::from_str(&text)
                    .map_err(|e| format!("{}: {}", path.display(), e.message()))?;
                let secrets_ok = record.secrets.iter().all(|(seat, secret)| {
                    seat.parse::<u32>().is_ok() && is_hex(secret, SECRET_HEX)
                });
                if !is_hex(&record.table, TABLE_ID_HEX) || !is_hex(&record.key, 64) || !secrets_ok {
                    return Err(format!("{} is damaged", path.display()));
                }
                Ok(record)
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(HostRecord {
                table: random_hex(TABLE_ID_HEX),
                key: random_hex(64),
                port: 0,
                secrets: BTreeMap::new(),
                local: Vec::new(),
            }),
            Err(e) => Err(format!("{}: {e}", path.display())),
        }
    }

    pub fn write(&self, save: &Path) -> Result<(), String> {
        let path = HostRecord::path_for(save);
        let text = toml::to_string(self).map_err(|e| e.to_string())?;
        crate::core::save::write_atomic(&path, text.as_bytes())
            .map_err(|e| format!("{}: {e}", path.display()))
    }

    /// The host key's bytes.
    pub fn key_bytes(&self) -> Option<[u8; 32]> {
        let mut bytes = [0u8; 32];
        for (i, byte) in bytes.iter_mut().enumerate() {
            *byte = u8::from_str_radix(self.key.get(2 * i..2 * i + 2)?, 16).ok()?;
        }
        Some(bytes)
    }
}

/// One seat as the table runs it.
#[derive(Clone, Debug)]
struct Seat {
    role: SeatRole,
    /// The secret of the remote player holding it, once taken.
    secret: Option<String>,
    /// Whether a connection plays it now.
    connected: bool,
    /// The name its player gave when joining (shown instead of the seat's name).
    player: Option<String>,
}

/// What one viewer (a connection, or a local screen) has been sent of the log.
#[derive(Clone, Debug, Default)]
pub struct Viewer {
    pub seat: Option<u32>,
    log_sent: u32,
    epoch: u64,
}

impl Viewer {
    pub fn new(seat: Option<u32>) -> Viewer {
        Viewer {
            seat,
            log_sent: 0,
            epoch: u64::MAX,
        }
    }
}

/// What a request changed, for the host to tell the viewers.
#[derive(Clone, Debug, PartialEq)]
pub enum Change {
    /// Nothing changed (a query).
    None,
    /// The game changed: every viewer gets an update.
    Game,
    /// A chat line was added.
    Chat(ChatMsg),
}

/// A table being hosted.
pub struct Table {
    id: String,
    session: Session,
    seats: Vec<Seat>,
    save_path: Option<PathBuf>,
    /// Whether a bot plays an online seat whose player left when it must act.
    bots_stand_in: bool,
    memories: HashMap<u32, SearchMemory>,
    /// Bumped when the log is cut (undo): every viewer gets the whole log again.
    epoch: u64,
    /// The save whose host record is rewritten when a seat gets its secret.
    record: Option<PathBuf>,
}

/// Why a table could not be set up.
#[derive(Debug, thiserror::Error)]
pub enum TableError {
    #[error(transparent)]
    Session(#[from] SessionError),
    #[error("{0}")]
    Record(String),
    #[error("the table has {seats} seats, but {roles} roles were given")]
    Roles { seats: usize, roles: usize },
}

fn host_error(e: impl std::fmt::Display) -> Refusal {
    Refusal::HostError {
        detail: e.to_string(),
    }
}

fn game_refusal(e: PluginError) -> Refusal {
    match e.kind {
        FailureKind::Illegal | FailureKind::BadRequest | FailureKind::NotFound => {
            Refusal::Illegal { detail: e.message }
        }
        _ => host_error(e),
    }
}

impl Table {
    /// A table for a session: `roles` says who plays each seat (by default a bot seat of the
    /// save is a host bot and every other seat is online). `secrets` are the seats already
    /// taken (from the [`HostRecord`]).
    pub fn new(
        id: String,
        session: Session,
        roles: Option<Vec<SeatRole>>,
        secrets: &BTreeMap<String, String>,
    ) -> Result<Table, TableError> {
        let roles = match roles {
            Some(roles) => roles,
            None => session
                .seats()
                .iter()
                .map(|s| match s.kind {
                    SeatKind::Bot => SeatRole::Bot,
                    SeatKind::Human => SeatRole::Online,
                })
                .collect(),
        };
        if roles.len() != session.seats().len() {
            return Err(TableError::Roles {
                seats: session.seats().len(),
                roles: roles.len(),
            });
        }
        let seats = roles
            .into_iter()
            .enumerate()
            .map(|(i, role)| Seat {
                role,
                secret: (role == SeatRole::Online)
                    .then(|| secrets.get(&i.to_string()).cloned())
                    .flatten(),
                connected: false,
                player: None,
            })
            .collect();
        Ok(Table {
            id,
            session,
            seats,
            save_path: None,
            bots_stand_in: false,
            memories: HashMap::new(),
            epoch: 0,
            record: None,
        })
    }

    /// Writes the save to this file after every move and chat line.
    pub fn autosave_to(&mut self, path: PathBuf) {
        self.save_path = Some(path);
    }

    /// Keeps the seats' secrets in this host record beside the save, rewritten whenever a
    /// seat is first taken (so a restarted host knows them).
    pub fn keep_record(&mut self, save: PathBuf) {
        self.record = Some(save);
    }

    /// Lets bots play away players' seats when they must act.
    pub fn set_bots_stand_in(&mut self, on: bool) {
        self.bots_stand_in = on;
    }

    pub fn id(&self) -> &str {
        &self.id
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The seats' secrets, for the [`HostRecord`].
    pub fn secrets(&self) -> BTreeMap<String, String> {
        self.seats
            .iter()
            .enumerate()
            .filter_map(|(i, s)| Some((i.to_string(), s.secret.clone()?)))
            .collect()
    }

    /// The game's id, name and texts for a joining client.
    pub fn game_info(&self) -> GameInfo {
        let manifest = self.session.plugin().manifest();
        GameInfo {
            id: manifest.id.clone(),
            name: manifest.name.clone(),
            version: manifest.version.clone(),
            locales: manifest.locales.clone(),
        }
    }

    /// The chat so far.
    pub fn chat(&self) -> Vec<ChatMsg> {
        self.session
            .chat()
            .iter()
            .map(|line| ChatMsg {
                seat: line.seat,
                name: line.name.clone(),
                text: line.text.clone(),
            })
            .collect()
    }

    /// The seats as every client sees them.
    pub fn presence(&self) -> Vec<SeatPresence> {
        self.seats
            .iter()
            .enumerate()
            .map(|(i, seat)| {
                let online = seat.role == SeatRole::Online;
                SeatPresence {
                    name: self.seat_name(i as u32),
                    role: seat.role,
                    taken: online && seat.secret.is_some(),
                    present: !online || seat.connected,
                    bot_standing_in: online
                        && self.bots_stand_in
                        && seat.secret.is_some()
                        && !seat.connected,
                }
            })
            .collect()
    }

    /// A client asks for a seat or to watch. On success the seat is marked present and its
    /// secret (new on first taking) returned.
    pub fn join(&mut self, want: &Want) -> Result<(Option<u32>, Option<String>), Refusal> {
        let (seat_no, secret) = match want {
            Want::Spectator => return Ok((None, None)),
            Want::Seat { seat, secret } => (*seat, secret),
        };
        let count = self.seats.len() as u32;
        let seat = self
            .seats
            .get_mut(seat_no as usize)
            .ok_or(Refusal::NoSeat { seats: count })?;
        if seat.role != SeatRole::Online {
            return Err(Refusal::SeatNotOnline);
        }
        match (&seat.secret, secret) {
            (Some(held), Some(given)) if constant_time_eq(held, given) => {}
            (Some(_), _) => return Err(Refusal::SeatHeld),
            (None, _) => {
                seat.secret = Some(random_hex(SECRET_HEX));
                seat.connected = true;
                let secret = seat.secret.clone();
                let secrets = self.secrets();
                if let Some(save) = &self.record {
                    // Re-read, so what the host wrote meanwhile (its port) is kept.
                    let written = HostRecord::load_or_new(save).and_then(|mut record| {
                        record.secrets = secrets;
                        record.write(save)
                    });
                    if let Err(e) = written {
                        eprintln!("parlour: {e}");
                    }
                }
                return Ok((Some(seat_no), secret));
            }
        }
        // The right secret takes the seat even from a connection that still counts as
        // present (its player crashed and came back before the host noticed).
        seat.connected = true;
        Ok((Some(seat_no), seat.secret.clone()))
    }

    /// The hosting launcher's own screen takes a seat played there (or watches): no secret,
    /// as it never crosses the network. Online and bot seats are refused.
    pub fn join_local(&self, seat: Option<u32>) -> Result<(), Refusal> {
        let Some(seat_no) = seat else {
            return Ok(());
        };
        let count = self.seats.len() as u32;
        let seat = self
            .seats
            .get(seat_no as usize)
            .ok_or(Refusal::NoSeat { seats: count })?;
        if seat.role != SeatRole::Local {
            return Err(Refusal::SeatNotOnline);
        }
        Ok(())
    }

    /// The roles of the seats: bot seats of the save are the host's bots, the seats in
    /// `local` are played at the host's screen, and every other seat is online.
    pub fn roles(session: &Session, local: &[u32]) -> Vec<SeatRole> {
        session
            .seats()
            .iter()
            .enumerate()
            .map(|(i, s)| match s.kind {
                SeatKind::Bot => SeatRole::Bot,
                SeatKind::Human if local.contains(&(i as u32)) => SeatRole::Local,
                SeatKind::Human => SeatRole::Online,
            })
            .collect()
    }

    /// A seat's player went away.
    pub fn leave(&mut self, seat: u32) {
        if let Some(seat) = self.seats.get_mut(seat as usize) {
            seat.connected = false;
        }
    }

    fn acting_seat(&self, seat: Option<u32>, seq: u32) -> Result<u32, Refusal> {
        let seat = seat.ok_or(Refusal::Spectator)?;
        if seq as usize != self.session.log().len() {
            return Err(Refusal::Stale {
                seq: self.session.log().len() as u32,
            });
        }
        if self.session.status().game_over {
            return Err(Refusal::GameOver);
        }
        if !self.session.status().acting.contains(&seat) {
            return Err(Refusal::NotYourTurn);
        }
        Ok(seat)
    }

    /// The choices after a partial move (nothing changes).
    pub fn choices(
        &self,
        seat: Option<u32>,
        seq: u32,
        partial: &[Value],
    ) -> Result<Answer, Refusal> {
        let seat = self.acting_seat(seat, seq)?;
        if partial.len() > MAX_PARTIAL {
            return Err(Refusal::Malformed {
                detail: "too many choices".into(),
            });
        }
        let choices = self
            .session
            .game()
            .choices(seat, partial, true, true)
            .map_err(game_refusal)?;
        Ok(Answer::Choices {
            partial: partial.to_vec(),
            choices,
        })
    }

    /// Applies a seat's move, then saves.
    pub fn apply(&mut self, seat: Option<u32>, seq: u32, action: &Value) -> Result<(), Refusal> {
        let seat = self.acting_seat(seat, seq)?;
        match self.session.apply(seat, action) {
            Ok(_) => {}
            Err(SessionError::Plugin(e)) => return Err(game_refusal(e)),
            Err(e) => return Err(host_error(e)),
        }
        self.autosave();
        Ok(())
    }

    /// Takes back the seat's own last move, under the same policy as at one screen: only
    /// an undoable move (no roll, no reveal), and never another seat's.
    pub fn undo(&mut self, seat: Option<u32>, seq: u32) -> Result<(), Refusal> {
        let seat = seat.ok_or(Refusal::Spectator)?;
        if seq as usize != self.session.log().len() {
            return Err(Refusal::Stale {
                seq: self.session.log().len() as u32,
            });
        }
        if !self.can_undo(seat) {
            return Err(Refusal::CannotUndo);
        }
        self.session.undo().map_err(host_error)?;
        self.epoch += 1;
        self.memories.clear();
        self.autosave();
        Ok(())
    }

    fn can_undo(&self, seat: u32) -> bool {
        self.session.can_undo() && self.session.log().last().is_some_and(|r| r.seat == seat)
    }

    /// Adds a chat line from a seat (or a spectator), then saves.
    pub fn say(&mut self, seat: Option<u32>, text: &str) -> ChatMsg {
        let name = match seat {
            Some(seat) => self.seat_name(seat),
            None => String::new(),
        };
        self.session.push_chat(ChatLine {
            seat,
            name: name.clone(),
            after: self.session.log().len() as u32,
            text: text.to_owned(),
        });
        self.autosave();
        ChatMsg {
            seat,
            name,
            text: text.to_owned(),
        }
    }

    /// The name shown for a seat: the one its player gave when joining, else the seat's.
    fn seat_name(&self, seat: u32) -> String {
        if let Some(player) = self.seats.get(seat as usize).and_then(|s| s.player.clone()) {
            return player;
        }
        self.session
            .seats()
            .get(seat as usize)
            .map(|s| s.name.clone())
            .unwrap_or_default()
    }

    /// The player who took an online seat gave their name (an empty one keeps the seat's).
    pub fn name_player(&mut self, seat: u32, name: &str) {
        let name = name.trim();
        if let Some(seat) = self.seats.get_mut(seat as usize)
            && seat.role == SeatRole::Online
            && !name.is_empty()
        {
            seat.player = Some(name.to_owned());
        }
    }

    /// The seat a host bot should move for now, if any.
    pub fn bot_due(&self) -> Option<u32> {
        let status = self.session.status();
        if status.game_over {
            return None;
        }
        status.acting.iter().copied().find(|&s| {
            self.seats
                .get(s as usize)
                .is_some_and(|seat| match seat.role {
                    SeatRole::Bot => true,
                    // A seat nobody has taken yet waits for its player.
                    SeatRole::Online => {
                        self.bots_stand_in && seat.secret.is_some() && !seat.connected
                    }
                    SeatRole::Local => false,
                })
        })
    }

    /// Makes one bot move if one is due (returns whether it moved). A failing bot stops the
    /// bots (the error is returned) but leaves the game as it was.
    pub fn step_bot(&mut self) -> Result<bool, String> {
        let Some(seat) = self.bot_due() else {
            return Ok(false);
        };
        let level = self.session.bot_level(seat);
        let never = std::sync::atomic::AtomicU32::new(0);
        let movers = self.session.movers();
        let action = bots::choose_move_remembering(
            self.session.game(),
            seat,
            level,
            self.session.bot_seed(seat),
            &never,
            self.memories.entry(seat).or_default(),
            &movers,
        )
        .map_err(|e| e.to_string())?;
        self.session
            .apply(seat, &action)
            .map_err(|e| e.to_string())?;
        self.autosave();
        Ok(true)
    }

    fn autosave(&self) {
        if let Some(path) = &self.save_path
            && let Err(e) = self.session.save_to(path)
        {
            eprintln!("parlour: {e}");
        }
    }

    /// What a viewer is shown now; advances what it has been sent of the log.
    pub fn update_for(&self, viewer: &mut Viewer) -> Update {
        let lines = self.session.lines();
        if viewer.epoch != self.epoch {
            viewer.epoch = self.epoch;
            viewer.log_sent = 0;
        }
        let update = seat_update(
            self.session.game(),
            self.session.status(),
            lines,
            self.session.log().len() as u32,
            viewer.seat,
            viewer.log_sent,
            viewer.seat.is_some_and(|s| self.can_undo(s)),
            self.presence(),
        );
        viewer.log_sent = update.log_start + update.log.len() as u32;
        update
    }
}

/// The update for one viewer, built only from what the plugin shows that viewer: its view,
/// the log lines it may read (after the first `log_sent`), and its own choices.
#[allow(clippy::too_many_arguments)]
pub fn seat_update(
    game: &GameHandle,
    status: &parlour_plugin_api::Status,
    lines: &[LogLine],
    seq: u32,
    seat: Option<u32>,
    log_sent: u32,
    can_undo: bool,
    seats: Vec<SeatPresence>,
) -> Update {
    let view = game.view(seat).ok();
    let visible: Vec<LogLineMsg> = lines
        .iter()
        .filter(|line| line.entry.visible_for(seat))
        .map(|line| LogLineMsg {
            action: line.action_index as u32,
            seat: line.seat,
            text: line.entry.text.clone(),
        })
        .collect();
    let start = (log_sent as usize).min(visible.len());
    let choices = seat
        .filter(|s| !status.game_over && status.acting.contains(s))
        .and_then(|s| game.choices(s, &[], true, false).ok());
    Update {
        seq,
        status: status.clone(),
        view,
        log_start: start as u32,
        log: visible[start..].to_vec(),
        choices,
        can_undo,
        seats,
    }
}

/// Compares two secrets without stopping at the first difference.
fn constant_time_eq(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}
