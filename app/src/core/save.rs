//! Save games as TOML files: header, seats, action log and the plugin's state.
//!
//! Writes are atomic (a temporary file in the same directory, fsync, rename). A file that is
//! truncated, damaged, foreign or of a newer format is refused with a precise message, and is
//! never overwritten.

use std::collections::BTreeMap;
use std::io::Write as _;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// The `format.name` of every Parlour save.
pub const FORMAT_NAME: &str = "parlour-save";
/// The save format version this build writes and the newest it reads.
pub const FORMAT_VERSION: u32 = 1;

/// The prefix of the checksum over every field.
const CHECKSUM_V2: &str = "fnv1a64-all:";

/// A save file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SaveFile {
    pub format: FormatHeader,
    pub game: GameHeader,
    pub seats: Vec<SeatInfo>,
    #[serde(default)]
    pub log: Vec<LogRecord>,
    pub state: StateBlock,
    /// The table's chat (online play). Written only when there is some, so saves without a
    /// chat keep their exact shape and checksum; older saves read as an empty chat.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chat: Vec<ChatLine>,
}

/// One line of a table's chat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatLine {
    /// The seat that wrote it; `None` for a spectator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<u32>,
    /// The writer's name as shown then.
    pub name: String,
    /// How many actions the game's log held when it was written.
    pub after: u32,
    pub text: String,
}

/// What kind of file this is.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FormatHeader {
    pub name: String,
    pub version: u32,
    /// The Parlour version that wrote the file.
    pub app_version: String,
    /// A checksum of every other field; catches truncation, damage and edits.
    pub checksum: String,
}

/// Which game, with which plugin, when.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameHeader {
    pub plugin: String,
    pub plugin_version: String,
    /// The plugin ABI, "major.minor".
    pub abi: String,
    pub seed: u64,
    #[serde(default)]
    pub options: BTreeMap<String, String>,
    pub created: toml::value::Datetime,
    pub updated: toml::value::Datetime,
    /// The turn when saved, for the saves browser.
    #[serde(default)]
    pub turn: u32,
    /// The game's own headline when saved (SMOG's round and activation, say), shown by the
    /// saves browser instead of the turn; absent in files from before it and for games
    /// without one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub headline: Option<parlour_plugin_api::Text>,
    #[serde(default)]
    pub game_over: bool,
}

/// A seat at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    /// The name the players gave; empty for the default "Player N".
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub kind: SeatKind,
    /// How strong the bot of a bot seat plays; `None` (and every save written before levels
    /// existed) means the default level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<crate::core::bots::Level>,
}

impl SeatInfo {
    /// The level a bot in this seat plays at.
    pub fn bot_level(&self) -> crate::core::bots::Level {
        self.level.unwrap_or_default()
    }
}

/// Who plays a seat.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeatKind {
    #[default]
    Human,
    Bot,
}

/// One applied action.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LogRecord {
    pub seat: u32,
    /// The action as JSON text.
    pub action: String,
    /// Whether the plugin allowed taking it back.
    #[serde(default)]
    pub undoable: bool,
}

/// The plugin's own saved state.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StateBlock {
    pub schema_version: u32,
    /// The state as JSON text, exactly as the plugin wrote it.
    pub json: String,
}

/// Why a save could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    #[error("cannot read {path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot write {path}: {source}")]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path} is empty")]
    Empty { path: PathBuf },
    #[error("{path} is not a Parlour save (it is not TOML text: {detail})")]
    NotToml { path: PathBuf, detail: String },
    #[error("{path} is not a Parlour save")]
    Foreign { path: PathBuf },
    #[error(
        "{path} was written by a newer Parlour (save format {found}); this version reads format {FORMAT_VERSION} and older"
    )]
    TooNew { path: PathBuf, found: u32 },
    #[error("{path} is damaged or truncated: {detail}")]
    Damaged { path: PathBuf, detail: String },
    #[error(
        "{path} exists and is not a readable Parlour save, so it is not overwritten ({reason})"
    )]
    WouldOverwrite { path: PathBuf, reason: String },
}

impl SaveFile {
    /// The checksum over every field of the file except the checksum itself.
    pub fn compute_checksum(&self) -> String {
        let mut copy = self.clone();
        copy.format.checksum = String::new();
        let mut hash = Fnv::new();
        match serde_json::to_vec(&copy) {
            Ok(bytes) => hash.add(&bytes),
            // Cannot happen for these types; a checksum that never matches is the safe answer.
            Err(_) => return String::from("unavailable"),
        }
        format!("{CHECKSUM_V2}{:016x}", hash.0)
    }

    /// Whether the file was written with the checksum over every field (header fields such as
    /// the turn and the undo flags were written by a launcher that had them); files written
    /// before it may lack them.
    pub fn covers_every_field(&self) -> bool {
        self.format.checksum.starts_with(CHECKSUM_V2)
    }

    /// Whether the stored checksum matches: the current one over every field, or for files
    /// written before it, the first one (seats, log, state, seed and plugin only).
    pub fn checksum_matches(&self) -> bool {
        if self.format.checksum.starts_with(CHECKSUM_V2) {
            self.format.checksum == self.compute_checksum()
        } else {
            self.format.checksum == self.compute_checksum_v1()
        }
    }

    /// The checksum of saves written before every field was covered.
    fn compute_checksum_v1(&self) -> String {
        let mut hash = Fnv::new();
        for seat in &self.seats {
            hash.add(seat.name.as_bytes());
            hash.add(if seat.kind == SeatKind::Bot {
                b"b"
            } else {
                b"h"
            });
            // Hashed only when set, so saves written before levels keep their checksum.
            if let Some(level) = seat.level {
                hash.add(level.key().as_bytes());
            }
        }
        for record in &self.log {
            hash.add(&record.seat.to_le_bytes());
            hash.add(record.action.as_bytes());
        }
        hash.add(&self.state.schema_version.to_le_bytes());
        hash.add(self.state.json.as_bytes());
        hash.add(&self.game.seed.to_le_bytes());
        hash.add(self.game.plugin.as_bytes());
        format!("fnv1a64:{:016x}", hash.0)
    }

    /// Serialises to TOML text, with a fresh checksum.
    pub fn to_toml(&self) -> Result<String, toml::ser::Error> {
        let mut copy = self.clone();
        copy.format.checksum = copy.compute_checksum();
        toml::to_string(&copy)
    }

    /// Parses TOML text, checking format, version and checksum. `path` is for messages.
    pub fn from_toml(text: &str, path: &Path) -> Result<SaveFile, SaveError> {
        let path_buf = path.to_owned();
        if text.trim().is_empty() {
            return Err(SaveError::Empty { path: path_buf });
        }
        let value: toml::Table = text.parse().map_err(|e: toml::de::Error| {
            // A file that starts like a save but does not parse is damaged, not foreign.
            if text.contains(FORMAT_NAME) {
                SaveError::Damaged {
                    path: path_buf.clone(),
                    detail: e.message().trim().to_owned(),
                }
            } else {
                SaveError::NotToml {
                    path: path_buf.clone(),
                    detail: e.message().trim().to_owned(),
                }
            }
        })?;
        let format = value.get("format").and_then(|f| f.as_table());
        let name = format.and_then(|f| f.get("name")).and_then(|n| n.as_str());
        if name != Some(FORMAT_NAME) {
            return Err(SaveError::Foreign { path: path_buf });
        }
        let version = format
            .and_then(|f| f.get("version"))
            .and_then(|v| v.as_integer())
            .ok_or_else(|| SaveError::Damaged {
                path: path_buf.clone(),
                detail: "the format version is missing".into(),
            })?;
        if version > i64::from(FORMAT_VERSION) {
            return Err(SaveError::TooNew {
                path: path_buf,
                found: u32::try_from(version).unwrap_or(u32::MAX),
            });
        }
        let save: SaveFile = value
            .try_into()
            .map_err(|e: toml::de::Error| SaveError::Damaged {
                path: path_buf.clone(),
                detail: e.message().trim().to_owned(),
            })?;
        if !save.checksum_matches() {
            return Err(SaveError::Damaged {
                path: path_buf,
                detail: "its checksum does not match its contents (cut off, or changed by another program)".into(),
            });
        }
        Ok(save)
    }

    /// Reads and checks a save file.
    pub fn read(path: &Path) -> Result<SaveFile, SaveError> {
        let bytes = std::fs::read(path).map_err(|source| SaveError::Read {
            path: path.to_owned(),
            source,
        })?;
        let text = String::from_utf8(bytes).map_err(|_| SaveError::NotToml {
            path: path.to_owned(),
            detail: "it is not UTF-8 text".into(),
        })?;
        SaveFile::from_toml(&text, path)
    }

    /// Writes atomically. Refuses to replace an existing file that is not a readable save.
    pub fn write(&self, path: &Path) -> Result<(), SaveError> {
        if path.exists()
            && let Err(e) = SaveFile::read(path)
        {
            return Err(SaveError::WouldOverwrite {
                path: path.to_owned(),
                reason: e.to_string(),
            });
        }
        let text = self.to_toml().map_err(|e| SaveError::Write {
            path: path.to_owned(),
            source: std::io::Error::other(e.to_string()),
        })?;
        write_atomic(path, text.as_bytes()).map_err(|source| SaveError::Write {
            path: path.to_owned(),
            source,
        })
    }
}

/// Writes a file atomically: a temporary file in the same directory, fsync, rename, and an
/// fsync of the directory so the rename itself is durable.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_owned(),
        _ => PathBuf::from("."),
    };
    std::fs::create_dir_all(&dir)?;
    let file_name = path
        .file_name()
        .ok_or_else(|| std::io::Error::other("the path has no file name"))?;
    let tmp = dir.join(format!(
        ".{}.tmp-{}",
        file_name.to_string_lossy(),
        std::process::id()
    ));
    let result = (|| {
        let mut file = std::fs::File::create(&tmp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        std::fs::rename(&tmp, path)?;
        if let Ok(dir) = std::fs::File::open(&dir) {
            let _ = dir.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// FNV-1a, 64 bit: small, stable across versions and platforms.
struct Fnv(u64);

impl Fnv {
    fn new() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    fn add(&mut self, bytes: &[u8]) {
        for byte in bytes {
            self.0 ^= u64::from(*byte);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
        // Separate fields so that moving bytes between them changes the hash.
        self.0 ^= 0xff;
        self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
    }
}

/// The current time as a TOML offset datetime in UTC, to the second.
pub fn now() -> toml::value::Datetime {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    datetime_from_unix(secs)
}

/// Converts seconds since 1970 to a UTC datetime (proleptic Gregorian calendar).
pub fn datetime_from_unix(secs: u64) -> toml::value::Datetime {
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    // Howard Hinnant's civil-from-days algorithm.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
    let year = (yoe + era * 400 + i64::from(month <= 2)) as u16;
    toml::value::Datetime {
        date: Some(toml::value::Date { year, month, day }),
        time: Some(toml::value::Time {
            hour: (rem / 3600) as u8,
            minute: (rem % 3600 / 60) as u8,
            second: Some((rem % 60) as u8),
            nanosecond: None,
        }),
        offset: Some(toml::value::Offset::Z),
    }
}

/// Save times in the player's time zone. Saves store UTC; lists show local time, in the zone
/// the system names (`TZ`, or the system's zone setting) as the `jiff` crate reads it. Where
/// no zone can be told, [`local_zone`] is `None` and callers show UTC, labelled as such.
pub mod local_time {
    use std::sync::OnceLock;

    /// A time zone: its offsets from UTC over time.
    #[derive(Clone, Debug)]
    pub struct TimeZone(jiff::tz::TimeZone);

    /// A calendar date and wall-clock time.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct LocalDateTime {
        pub year: i64,
        pub month: u8,
        pub day: u8,
        pub hour: u8,
        pub minute: u8,
        pub second: u8,
    }

    /// The time zone of this computer, read once; `None` when it cannot be told.
    pub fn local_zone() -> Option<&'static TimeZone> {
        static ZONE: OnceLock<Option<TimeZone>> = OnceLock::new();
        ZONE.get_or_init(|| jiff::tz::TimeZone::try_system().ok().map(TimeZone))
            .as_ref()
    }

    impl TimeZone {
        pub fn utc() -> TimeZone {
            TimeZone(jiff::tz::TimeZone::UTC)
        }

        /// A zone from a POSIX `TZ` rule such as "CET-1CEST,M3.5.0,M10.5.0/3" or "JST-9".
        pub fn from_posix(rule: &str) -> Option<TimeZone> {
            jiff::tz::TimeZone::posix(rule).ok().map(TimeZone)
        }

        /// The local date and time at a moment (seconds since 1970).
        pub fn local(&self, unix: i64) -> Option<LocalDateTime> {
            let time = self.0.to_datetime(jiff::Timestamp::from_second(unix).ok()?);
            Some(LocalDateTime {
                year: i64::from(time.year()),
                month: time.month() as u8,
                day: time.day() as u8,
                hour: time.hour() as u8,
                minute: time.minute() as u8,
                second: time.second() as u8,
            })
        }

        /// The local date and time of a TOML datetime (one without an offset counts as UTC).
        pub fn local_datetime(&self, datetime: &toml::value::Datetime) -> Option<LocalDateTime> {
            self.local(unix_seconds(datetime)?)
        }
    }

    /// Seconds since 1970 of a TOML datetime with a date; no offset counts as UTC.
    pub fn unix_seconds(datetime: &toml::value::Datetime) -> Option<i64> {
        let date = datetime.date?;
        let time = datetime.time;
        let civil = jiff::civil::DateTime::new(
            i16::try_from(date.year).ok()?,
            i8::try_from(date.month).ok()?,
            i8::try_from(date.day).ok()?,
            time.map_or(0, |t| t.hour as i8),
            time.map_or(0, |t| t.minute as i8),
            time.and_then(|t| t.second).map_or(0, |s| s.min(59) as i8),
            0,
        )
        .ok()?;
        let offset = match datetime.offset {
            Some(toml::value::Offset::Custom { minutes }) => i32::from(minutes) * 60,
            Some(toml::value::Offset::Z) | None => 0,
        };
        let offset = jiff::tz::Offset::from_seconds(offset).ok()?;
        Some(offset.to_timestamp(civil).ok()?.as_second())
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        fn at(zone: &TimeZone, unix: i64) -> (i64, u8, u8, u8, u8) {
            let t = zone.local(unix).expect("in range");
            (t.year, t.month, t.day, t.hour, t.minute)
        }

        #[test]
        fn save_times_are_shown_in_the_zone_with_its_summer_time() {
            let berlin = TimeZone::from_posix("CET-1CEST,M3.5.0,M10.5.0/3").unwrap();
            // 2026-01-15 12:00 UTC is 13:00 in winter; 2026-07-15 12:00 UTC is 14:00 in summer.
            assert_eq!(at(&berlin, 1_768_478_400), (2026, 1, 15, 13, 0));
            assert_eq!(at(&berlin, 1_784_116_800), (2026, 7, 15, 14, 0));
            let utc = TimeZone::utc();
            assert_eq!(at(&utc, -1), (1969, 12, 31, 23, 59));
            assert_eq!(at(&utc, 951_782_400), (2000, 2, 29, 0, 0));
            assert!(TimeZone::from_posix("not a zone at all!").is_none());
        }

        #[test]
        fn toml_datetimes_are_read_as_utc_unless_they_carry_an_offset() {
            let z: toml::value::Datetime = "2026-11-24T10:00:00Z".parse().unwrap();
            let plus_two: toml::value::Datetime = "2026-11-24T12:00:00+02:00".parse().unwrap();
            let plain: toml::value::Datetime = "2026-11-24T10:00:00".parse().unwrap();
            assert_eq!(unix_seconds(&z), unix_seconds(&plus_two));
            assert_eq!(unix_seconds(&z), unix_seconds(&plain));
            assert_eq!(unix_seconds(&z), Some(1_795_514_400));
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub(crate) fn sample() -> SaveFile {
        SaveFile {
            format: FormatHeader {
                name: FORMAT_NAME.into(),
                version: FORMAT_VERSION,
                app_version: "0.1.0".into(),
                checksum: String::new(),
            },
            game: GameHeader {
                plugin: "example".into(),
                plugin_version: "0.1.0".into(),
                abi: "1.0".into(),
                seed: 7,
                options: [("cards".to_string(), "9".to_string())].into(),
                created: datetime_from_unix(0),
                updated: datetime_from_unix(86_400 * 365),
                turn: 2,
                headline: None,
                game_over: false,
            },
            seats: vec![
                SeatInfo {
                    name: "Anna".into(),
                    kind: SeatKind::Human,
                    level: None,
                },
                SeatInfo {
                    name: String::new(),
                    kind: SeatKind::Bot,
                    level: None,
                },
            ],
            log: vec![LogRecord {
                seat: 0,
                action: r#"{"bid":3}"#.into(),
                undoable: true,
            }],
            state: StateBlock {
                schema_version: 1,
                json: r#"{"a":[1,2,"x'''y"]}"#.into(),
            },
            chat: Vec::new(),
        }
    }

    #[test]
    fn a_chat_is_kept_and_saves_without_one_keep_their_checksum() {
        // A save written before chats existed has no `chat` field: it still loads, and
        // writing it again gives the same text, so its checksum is unchanged.
        let plain = sample().to_toml().unwrap();
        assert!(!plain.contains("chat"));
        let back = SaveFile::from_toml(&plain, Path::new("s.toml")).unwrap();
        assert!(back.chat.is_empty());
        assert_eq!(back.to_toml().unwrap(), plain);
        // A chat round-trips and is covered by the checksum.
        let mut save = sample();
        save.chat.push(ChatLine {
            seat: Some(1),
            name: "Bo".into(),
            after: 1,
            text: "good luck".into(),
        });
        let text = save.to_toml().unwrap();
        let back = SaveFile::from_toml(&text, Path::new("s.toml")).unwrap();
        assert_eq!(back.chat, save.chat);
        let edited = text.replace("good luck", "bad luck!");
        assert!(matches!(
            SaveFile::from_toml(&edited, Path::new("s.toml")),
            Err(SaveError::Damaged { .. })
        ));
    }

    #[test]
    fn a_save_round_trips_through_toml() {
        let save = sample();
        let text = save.to_toml().unwrap();
        let back = SaveFile::from_toml(&text, Path::new("s.toml")).unwrap();
        assert_eq!(back.state, save.state);
        assert_eq!(back.log, save.log);
        assert_eq!(back.game, save.game);
    }

    #[test]
    fn the_checksum_covers_every_field() {
        let text = sample().to_toml().unwrap();
        assert!(SaveFile::from_toml(&text, Path::new("s.toml")).is_ok());
        let edits: [fn(&mut SaveFile); 8] = [
            |s| s.game.game_over = !s.game.game_over,
            |s| s.game.turn += 1,
            |s| {
                s.game.options.insert("extra".into(), "1".into());
            },
            |s| s.log[0].undoable = !s.log[0].undoable,
            |s| s.game.plugin_version.push('1'),
            |s| s.game.abi.push('1'),
            |s| s.seats.push(s.seats[0].clone()),
            |s| s.game.updated = datetime_from_unix(5),
        ];
        for (i, edit) in edits.iter().enumerate() {
            let mut save: SaveFile = toml::from_str(&text).unwrap();
            edit(&mut save);
            let edited = toml::to_string(&save).unwrap();
            assert!(
                SaveFile::from_toml(&edited, Path::new("s.toml")).is_err(),
                "edit {i} went unnoticed"
            );
        }
        // A file written with the first checksum still reads.
        let mut old = sample();
        old.format.checksum = old.compute_checksum_v1();
        let old_text = toml::to_string(&old).unwrap();
        assert!(SaveFile::from_toml(&old_text, Path::new("s.toml")).is_ok());
    }

    #[test]
    fn unix_times_become_calendar_dates() {
        assert_eq!(datetime_from_unix(0).to_string(), "1970-01-01T00:00:00Z");
        assert_eq!(
            datetime_from_unix(1_795_000_000).to_string(),
            "2026-11-18T11:06:40Z"
        );
        assert_eq!(
            datetime_from_unix(951_782_400).to_string(),
            "2000-02-29T00:00:00Z"
        );
    }

    #[test]
    fn every_way_a_save_can_be_broken_gets_its_own_message() {
        let text = sample().to_toml().unwrap();
        let p = Path::new("s.toml");
        assert!(matches!(
            SaveFile::from_toml("", p),
            Err(SaveError::Empty { .. })
        ));
        assert!(matches!(
            SaveFile::from_toml("\u{0}\u{1}binary", p),
            Err(SaveError::NotToml { .. })
        ));
        assert!(matches!(
            SaveFile::from_toml("[other]\nname = 'x'\n", p),
            Err(SaveError::Foreign { .. })
        ));
        let newer = text.replace(&format!("version = {FORMAT_VERSION}"), "version = 99");
        assert!(matches!(
            SaveFile::from_toml(&newer, p),
            Err(SaveError::TooNew { found: 99, .. })
        ));
        for cut in [text.len() / 3, text.len() / 2, text.len() - 3] {
            let truncated = &text[..cut];
            assert!(
                matches!(
                    SaveFile::from_toml(truncated, p),
                    Err(SaveError::Damaged { .. })
                ),
                "cut at {cut} not detected"
            );
        }
        let tampered = text.replace("bid", "bud");
        assert_ne!(tampered, text);
        assert!(matches!(
            SaveFile::from_toml(&tampered, p),
            Err(SaveError::Damaged { .. })
        ));
    }

    #[test]
    fn writing_never_replaces_a_file_that_is_not_a_save() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("notes.toml");
        std::fs::write(&path, "my precious notes").unwrap();
        let err = sample().write(&path).unwrap_err();
        assert!(matches!(err, SaveError::WouldOverwrite { .. }), "{err}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "my precious notes");
        let good = dir.path().join("game.toml");
        sample().write(&good).unwrap();
        sample().write(&good).unwrap();
        assert!(SaveFile::read(&good).is_ok());
        let leftovers: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert_eq!(
            leftovers.len(),
            2,
            "no temporary files are left behind: {leftovers:?}"
        );
    }
}
