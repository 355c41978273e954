//! The wire protocol between a host and its clients: the messages, their limits and checks,
//! and the frames that carry them.
//!
//! A frame is a 4-byte big-endian length followed by that many bytes of JSON. The length is
//! checked before anything is read: a frame longer than the reader's maximum
//! ([`MAX_CLIENT_FRAME`] on the host, [`MAX_HOST_FRAME`] on a client) ends the connection.
//! Every message is checked with [`ClientMsg::validate`] before the host acts on it.
//!
//! The first message of a connection is [`ClientMsg::Hello`] with [`PROTOCOL_VERSION`]; a host
//! that speaks another version answers [`HostMsg::Refused`] with [`Refusal::Version`], so both
//! sides can say which versions met. The shape of `Hello` and `Refused` never changes.

use std::collections::BTreeMap;

use parlour_plugin_api::{Choices, FtlFile, Node, Status, Text};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The protocol version this build speaks.
pub const PROTOCOL_VERSION: u32 = 1;
/// The ALPN of a Parlour table; the same for every version (the version is in `Hello`).
pub const ALPN: &[u8] = b"parlour/table";
/// The largest frame a host reads from a client.
pub const MAX_CLIENT_FRAME: usize = 64 * 1024;
/// The largest frame a client reads from a host (the welcome carries the game's texts).
pub const MAX_HOST_FRAME: usize = 8 * 1024 * 1024;
/// The longest chat message, in characters.
pub const MAX_CHAT_CHARS: usize = 500;
/// The longest player name, in characters.
pub const MAX_NAME_CHARS: usize = 40;
/// The most choices a partial move may hold.
pub const MAX_PARTIAL: usize = 256;
/// The deepest nesting of JSON a client may send in an action or a choice.
pub const MAX_JSON_DEPTH: usize = 32;
/// The length of a seat secret and of a table id, in hexadecimal digits.
pub const SECRET_HEX: usize = 64;
pub const TABLE_ID_HEX: usize = 16;

/// What a client asks to be at the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "as")]
pub enum Want {
    /// A seat: its secret takes it back; without one, the seat must be free.
    Seat { seat: u32, secret: Option<String> },
    /// Watching, with the spectator's view.
    Spectator,
}

/// A message from a client to the host. `id` numbers the client's requests; the host answers
/// each with a [`HostMsg::Reply`] of the same id.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum ClientMsg {
    Hello {
        protocol: u32,
        /// The Parlour version of the client, for messages.
        app: String,
        table: String,
        want: Want,
        /// The name to show for the seat (empty: keep the seat's name).
        #[serde(default)]
        name: String,
    },
    /// The next choices after `partial`, for the game at `seq` actions.
    Choices {
        id: u32,
        seq: u32,
        partial: Vec<Value>,
    },
    /// Apply a whole move, for the game at `seq` actions.
    Apply { id: u32, seq: u32, action: Value },
    /// Take back this seat's own last move.
    Undo { id: u32, seq: u32 },
    /// A chat message.
    Say { id: u32, text: String },
}

/// Why the host refused a request (or a connection).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "why")]
pub enum Refusal {
    /// The client speaks another protocol version.
    Version { host: u32, client: u32 },
    /// The invite is for another table.
    WrongTable,
    /// No such seat at this table.
    NoSeat { seats: u32 },
    /// The seat is held by someone else and the secret does not match.
    SeatHeld,
    /// The seat is played by the host (a local player or a bot).
    SeatNotOnline,
    /// The message could not be read, or breaks a limit.
    Malformed { detail: String },
    /// The message was for an earlier (or later) state of the game.
    Stale { seq: u32 },
    /// A spectator may not act.
    Spectator,
    /// It is not this seat's turn.
    NotYourTurn,
    /// The game is over.
    GameOver,
    /// The game refused the move or the choices.
    Illegal { detail: String },
    /// The last move may not be taken back (another seat's move, a roll, a reveal).
    CannotUndo,
    /// Hello was sent twice, or something else before it.
    Unexpected,
    /// The host could not run the request (its plugin failed).
    HostError { detail: String },
}

impl Refusal {
    /// The Fluent id of the message (in `locales/*/net.ftl`).
    pub fn message_id(&self) -> &'static str {
        match self {
            Refusal::Version { .. } => "net-refused-version",
            Refusal::WrongTable => "net-refused-wrong-table",
            Refusal::NoSeat { .. } => "net-refused-no-seat",
            Refusal::SeatHeld => "net-refused-seat-held",
            Refusal::SeatNotOnline => "net-refused-seat-not-online",
            Refusal::Malformed { .. } => "net-refused-malformed",
            Refusal::Stale { .. } => "net-refused-stale",
            Refusal::Spectator => "net-refused-spectator",
            Refusal::NotYourTurn => "net-refused-not-your-turn",
            Refusal::GameOver => "net-refused-game-over",
            Refusal::Illegal { .. } => "net-refused-illegal",
            Refusal::CannotUndo => "net-refused-cannot-undo",
            Refusal::Unexpected => "net-refused-unexpected",
            Refusal::HostError { .. } => "net-refused-host-error",
        }
    }
}

/// How a seat is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatRole {
    /// A player at the host's screen.
    Local,
    /// A bot on the host.
    Bot,
    /// A remote player.
    Online,
}

/// A seat as every client sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatPresence {
    /// The seat's name (empty: the default "Player N").
    pub name: String,
    pub role: SeatRole,
    /// Whether a remote player holds the seat (only for online seats).
    pub taken: bool,
    /// Whether its player is connected now (local and bot seats always are).
    pub present: bool,
    /// Whether a bot plays it while its player is away (after they left).
    pub bot_standing_in: bool,
}

/// A line of the game log a seat may read.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LogLineMsg {
    /// The index of the action that wrote it.
    pub action: u32,
    /// The seat that acted.
    pub seat: u32,
    pub text: Text,
}

/// A chat line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatMsg {
    pub seat: Option<u32>,
    pub name: String,
    pub text: String,
}

/// The game as the client must know it to draw the table without the plugin: its id, name,
/// player counts and every language's Fluent sources.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameInfo {
    pub id: String,
    pub name: String,
    pub version: String,
    pub locales: BTreeMap<String, Vec<FtlFile>>,
}

/// What one seat (or a spectator) sees of the table now.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Update {
    /// How many actions the game has had; requests name it so stale ones are refused.
    pub seq: u32,
    pub status: Status,
    /// The view for this seat (or the spectator's); `None` if the plugin failed to draw it.
    pub view: Option<Node>,
    /// New log lines this seat may read; they follow the first `log_start` lines already
    /// sent (0 with `log_start` 0 after an undo: the whole log again).
    pub log_start: u32,
    pub log: Vec<LogLineMsg>,
    /// This seat's first choices when it is to act (labels included).
    pub choices: Option<Choices>,
    /// Whether this seat may take back the last move now.
    pub can_undo: bool,
    pub seats: Vec<SeatPresence>,
}

/// What a successful request gives back.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
// Messages are decoded, used and dropped at once; their size on the stack does not matter.
#[allow(clippy::large_enum_variant)]
pub enum Answer {
    Done,
    /// The choices after a partial move, with the partial move drawn in the view.
    Choices {
        partial: Vec<Value>,
        choices: Choices,
    },
}

/// A message from the host to a client.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
#[allow(clippy::large_enum_variant)]
pub enum HostMsg {
    /// The answer to `Hello`: the seat taken (with its secret) and the game's texts.
    Welcome {
        protocol: u32,
        table: String,
        seat: Option<u32>,
        secret: Option<String>,
        game: GameInfo,
        chat: Vec<ChatMsg>,
    },
    /// The connection is refused (and closed).
    Refused {
        refusal: Refusal,
    },
    Update(Box<Update>),
    Reply {
        id: u32,
        result: Result<Answer, Refusal>,
    },
    Chat(ChatMsg),
}

/// Why a frame could not be read or a message not decoded.
#[derive(Debug, thiserror::Error)]
pub enum FrameError {
    #[error("the frame of {len} bytes is longer than the {max} allowed")]
    TooLong { len: usize, max: usize },
    #[error("the message is not valid: {0}")]
    Json(String),
}

/// Encodes a message as a frame: length prefix plus JSON.
pub fn encode<T: Serialize>(msg: &T) -> Vec<u8> {
    // Serialising these types cannot fail (string keys, no foreign types).
    let body = serde_json::to_vec(msg).unwrap_or_default();
    let mut frame = Vec::with_capacity(body.len() + 4);
    frame.extend_from_slice(&(body.len() as u32).to_be_bytes());
    frame.extend_from_slice(&body);
    frame
}

/// The body of a whole frame (its length prefix checked against `max`), for frames passed
/// within this process instead of read from a stream.
pub fn frame_body(frame: &[u8], max: usize) -> Result<&[u8], FrameError> {
    let prefix: [u8; 4] = frame
        .get(..4)
        .and_then(|p| p.try_into().ok())
        .ok_or_else(|| FrameError::Json("a frame without its length".into()))?;
    let len = frame_len(prefix, max)?;
    frame
        .get(4..4 + len)
        .filter(|body| body.len() + 4 == frame.len())
        .ok_or_else(|| FrameError::Json("a frame of the wrong length".into()))
}

/// Checks a frame's length prefix against a maximum.
pub fn frame_len(prefix: [u8; 4], max: usize) -> Result<usize, FrameError> {
    let len = u32::from_be_bytes(prefix) as usize;
    if len > max {
        return Err(FrameError::TooLong { len, max });
    }
    Ok(len)
}

/// Decodes a message body.
pub fn decode<T: for<'de> Deserialize<'de>>(body: &[u8]) -> Result<T, FrameError> {
    serde_json::from_slice(body).map_err(|e| FrameError::Json(e.to_string()))
}

fn depth(value: &Value) -> usize {
    match value {
        Value::Array(items) => 1 + items.iter().map(depth).max().unwrap_or(0),
        Value::Object(map) => 1 + map.values().map(depth).max().unwrap_or(0),
        _ => 0,
    }
}

fn malformed(detail: &str) -> Refusal {
    Refusal::Malformed {
        detail: detail.to_owned(),
    }
}

/// Whether a text is `len` lowercase hexadecimal digits.
pub fn is_hex(text: &str, len: usize) -> bool {
    text.len() == len && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

impl ClientMsg {
    /// Checks the limits a message must keep before the host looks at its content.
    pub fn validate(&self) -> Result<(), Refusal> {
        match self {
            ClientMsg::Hello {
                table, want, name, ..
            } => {
                if !is_hex(table, TABLE_ID_HEX) {
                    return Err(malformed("the table id"));
                }
                if name.chars().count() > MAX_NAME_CHARS || name.chars().any(char::is_control) {
                    return Err(malformed("the name"));
                }
                if let Want::Seat {
                    secret: Some(secret),
                    ..
                } = want
                    && !is_hex(secret, SECRET_HEX)
                {
                    return Err(malformed("the seat secret"));
                }
                Ok(())
            }
            ClientMsg::Choices { partial, .. } => {
                if partial.len() > MAX_PARTIAL {
                    return Err(malformed("too many choices"));
                }
                if partial.iter().any(|c| depth(c) > MAX_JSON_DEPTH) {
                    return Err(malformed("a choice nested too deeply"));
                }
                Ok(())
            }
            ClientMsg::Apply { action, .. } => {
                if depth(action) > MAX_JSON_DEPTH {
                    return Err(malformed("the action is nested too deeply"));
                }
                Ok(())
            }
            ClientMsg::Undo { .. } => Ok(()),
            ClientMsg::Say { text, .. } => {
                let chars = text.chars().count();
                if chars == 0 || chars > MAX_CHAT_CHARS {
                    return Err(malformed("the chat message's length"));
                }
                if text.chars().any(|c| c.is_control() && c != '\n') {
                    return Err(malformed("control characters in the chat message"));
                }
                Ok(())
            }
        }
    }

    /// The request id, for the reply (`Hello` has none).
    pub fn id(&self) -> Option<u32> {
        match self {
            ClientMsg::Hello { .. } => None,
            ClientMsg::Choices { id, .. }
            | ClientMsg::Apply { id, .. }
            | ClientMsg::Undo { id, .. }
            | ClientMsg::Say { id, .. } => Some(*id),
        }
    }
}

/// A fresh random secret (for seats, tables and host keys): `hex_len` hexadecimal digits
/// from the operating system's random source (through the key generator of the transport).
pub fn random_hex(hex_len: usize) -> String {
    let mut out = String::with_capacity(hex_len);
    while out.len() < hex_len {
        for byte in iroh::SecretKey::generate().to_bytes() {
            out.push_str(&format!("{byte:02x}"));
        }
    }
    out.truncate(hex_len);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_frame_round_trips_and_its_length_is_bounded() {
        let msg = ClientMsg::Say {
            id: 3,
            text: "hello".into(),
        };
        let frame = encode(&msg);
        let len = frame_len(frame[..4].try_into().unwrap(), MAX_CLIENT_FRAME).unwrap();
        assert_eq!(len, frame.len() - 4);
        assert_eq!(decode::<ClientMsg>(&frame[4..]).unwrap(), msg);
        let huge = ((MAX_CLIENT_FRAME + 1) as u32).to_be_bytes();
        assert!(matches!(
            frame_len(huge, MAX_CLIENT_FRAME),
            Err(FrameError::TooLong { .. })
        ));
        assert!(decode::<ClientMsg>(b"{\"type\":\"launch\"}").is_err());
    }

    #[test]
    fn messages_breaking_a_limit_are_refused() {
        let long = ClientMsg::Say {
            id: 1,
            text: "x".repeat(MAX_CHAT_CHARS + 1),
        };
        assert!(matches!(long.validate(), Err(Refusal::Malformed { .. })));
        let empty = ClientMsg::Say {
            id: 1,
            text: String::new(),
        };
        assert!(empty.validate().is_err());
        let mut deep = Value::from(1);
        for _ in 0..=MAX_JSON_DEPTH {
            deep = Value::Array(vec![deep]);
        }
        let apply = ClientMsg::Apply {
            id: 1,
            seq: 0,
            action: deep,
        };
        assert!(apply.validate().is_err());
        let bad_secret = ClientMsg::Hello {
            protocol: PROTOCOL_VERSION,
            app: String::new(),
            table: "0123456789abcdef".into(),
            want: Want::Seat {
                seat: 0,
                secret: Some("../../etc/passwd".into()),
            },
            name: String::new(),
        };
        assert!(bad_secret.validate().is_err());
        let fine = ClientMsg::Say {
            id: 1,
            text: "gg".into(),
        };
        assert!(fine.validate().is_ok());
    }

    #[test]
    fn secrets_are_hexadecimal_and_differ() {
        let a = random_hex(SECRET_HEX);
        let b = random_hex(SECRET_HEX);
        assert!(is_hex(&a, SECRET_HEX));
        assert_ne!(a, b);
        assert!(is_hex(&random_hex(TABLE_ID_HEX), TABLE_ID_HEX));
    }
}
