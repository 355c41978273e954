//! Joining a table: a connection to the host with a synchronous interface (the network side
//! runs on a small runtime of its own), the table as this seat knows it, and the seat secrets
//! kept in the data folder.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::mpsc as std_mpsc;
use std::time::{Duration, Instant};

use iroh::endpoint::{Connection, Endpoint};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tokio::sync::mpsc;

use super::invite::Invite;
use super::protocol::{
    ALPN, Answer, ChatMsg, ClientMsg, GameInfo, HostMsg, LogLineMsg, MAX_HOST_FRAME,
    PROTOCOL_VERSION, Refusal, SECRET_HEX, TABLE_ID_HEX, Update, Want, decode, encode, frame_body,
    is_hex,
};
use super::transport::{self, NetConfig, NetError};

/// How long joining and each request may take.
pub const TIMEOUT: Duration = Duration::from_secs(30);

/// Why a request of the client failed.
#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    #[error("the host refused: {0:?}")]
    Refused(Refusal),
    #[error(transparent)]
    Net(#[from] NetError),
    #[error("the host did not answer in time")]
    Timeout,
}

/// The table as this client knows it.
#[derive(Clone, Debug)]
pub struct ClientState {
    pub table: String,
    /// The seat played (`None`: watching).
    pub seat: Option<u32>,
    pub secret: Option<String>,
    pub game: GameInfo,
    /// The latest update.
    pub update: Option<Update>,
    /// Every log line this seat may read so far.
    pub log: Vec<LogLineMsg>,
    pub chat: Vec<ChatMsg>,
    /// Refusals of frames the host could not read (garbage sent by this client).
    pub errors: Vec<Refusal>,
}

impl ClientState {
    fn absorb(&mut self, msg: HostMsg) -> Option<(u32, Result<Answer, Refusal>)> {
        match msg {
            HostMsg::Update(update) => {
                self.log.truncate(update.log_start as usize);
                self.log.extend(update.log.iter().cloned());
                self.update = Some(*update);
            }
            HostMsg::Chat(line) => self.chat.push(line),
            HostMsg::Reply { id: 0, result } => {
                if let Err(refusal) = result {
                    self.errors.push(refusal);
                }
            }
            HostMsg::Reply { id, result } => return Some((id, result)),
            HostMsg::Welcome { .. } | HostMsg::Refused { .. } => {}
        }
        None
    }

    /// How many actions the game has had (for requests).
    pub fn seq(&self) -> u32 {
        self.update.as_ref().map_or(0, |u| u.seq)
    }

    /// Whether this seat must act now.
    pub fn my_turn(&self) -> bool {
        match (&self.update, self.seat) {
            (Some(u), Some(seat)) => !u.status.game_over && u.status.acting.contains(&seat),
            _ => false,
        }
    }

    pub fn game_over(&self) -> bool {
        self.update.as_ref().is_some_and(|u| u.status.game_over)
    }
}

// A message lives only until it is taken in; boxing each would cost an allocation for nothing.
#[allow(clippy::large_enum_variant)]
enum Incoming {
    Msg(HostMsg),
    Closed(String),
}

/// The network side of a connection (none for the hosting launcher's own screen, which
/// talks to its table through channels in the same process).
struct Net {
    runtime: tokio::runtime::Runtime,
    endpoint: Endpoint,
    connection: Connection,
}

/// A connection to a host.
pub struct Client {
    pub state: ClientState,
    net: Option<Net>,
    out: mpsc::Sender<Vec<u8>>,
    incoming: std_mpsc::Receiver<Incoming>,
    next_id: u32,
    closed: Option<String>,
}

impl Client {
    /// Connects to the host of an invite and asks for a seat (or to watch). Returns once the
    /// host welcomed or refused the client.
    pub fn join(
        invite: &Invite,
        want: Want,
        name: &str,
        config: &NetConfig,
    ) -> Result<Client, ClientError> {
        let runtime = transport::runtime()?;
        let hello = ClientMsg::Hello {
            protocol: PROTOCOL_VERSION,
            app: env!("CARGO_PKG_VERSION").into(),
            table: invite.table.clone(),
            want,
            name: name.to_owned(),
        };
        Client::connect(runtime, invite, encode(&hello), config)
    }

    /// Connects and sends `hello` as the first frame as given (tests send other versions).
    pub fn connect_raw_hello(
        invite: &Invite,
        hello: Vec<u8>,
        config: &NetConfig,
    ) -> Result<Client, ClientError> {
        Client::connect(transport::runtime()?, invite, hello, config)
    }

    fn connect(
        runtime: tokio::runtime::Runtime,
        invite: &Invite,
        hello: Vec<u8>,
        config: &NetConfig,
    ) -> Result<Client, ClientError> {
        let host = invite.host.clone();
        let (endpoint, connection, send, recv) = runtime.block_on(async {
            let endpoint = transport::bind(config, None, Vec::new(), 0).await?;
            let connection = tokio::time::timeout(TIMEOUT, endpoint.connect(host, ALPN))
                .await
                .map_err(|_| NetError::Connect("timed out".into()))?
                .map_err(|e| NetError::Connect(e.to_string()))?;
            let (mut send, recv) = connection
                .open_bi()
                .await
                .map_err(|e| NetError::Connect(e.to_string()))?;
            transport::write_frame(&mut send, &hello).await?;
            Ok::<_, NetError>((endpoint, connection, send, recv))
        })?;
        let (out, mut queued) = mpsc::channel::<Vec<u8>>(64);
        let (tx, incoming) = std_mpsc::channel();
        let mut send = send;
        runtime.spawn(async move {
            while let Some(frame) = queued.recv().await {
                if transport::write_frame(&mut send, &frame).await.is_err() {
                    break;
                }
            }
            let _ = send.finish();
        });
        let mut recv = recv;
        runtime.spawn(async move {
            loop {
                let msg = match transport::read_frame(&mut recv, MAX_HOST_FRAME).await {
                    Ok(body) => decode::<HostMsg>(&body).map_err(NetError::from),
                    Err(e) => Err(e),
                };
                match msg {
                    Ok(msg) => {
                        if tx.send(Incoming::Msg(msg)).is_err() {
                            break;
                        }
                    }
                    Err(e) => {
                        let _ = tx.send(Incoming::Closed(e.to_string()));
                        break;
                    }
                }
            }
        });
        let net = Net {
            runtime,
            endpoint,
            connection,
        };
        Client::welcomed(Some(net), out, incoming)
    }

    /// A connection of the hosting launcher's own screen to its table, through channels in
    /// this process (see [`super::host::LocalDoor`]): the same frames as over the network.
    pub(super) fn in_process(
        out: mpsc::Sender<Vec<u8>>,
        mut frames: mpsc::Receiver<std::sync::Arc<Vec<u8>>>,
    ) -> Result<Client, ClientError> {
        let (tx, incoming) = std_mpsc::channel();
        std::thread::Builder::new()
            .name("parlour-local-frames".into())
            .spawn(move || {
                while let Some(frame) = frames.blocking_recv() {
                    match frame_body(&frame, MAX_HOST_FRAME).and_then(decode::<HostMsg>) {
                        Ok(msg) => {
                            if tx.send(Incoming::Msg(msg)).is_err() {
                                return;
                            }
                        }
                        Err(e) => {
                            let _ = tx.send(Incoming::Closed(e.to_string()));
                            return;
                        }
                    }
                }
                let _ = tx.send(Incoming::Closed("the table is closed".into()));
            })
            .map_err(|e| NetError::Runtime(e.to_string()))?;
        Client::welcomed(None, out, incoming)
    }

    /// Waits for the host's welcome (or refusal).
    fn welcomed(
        net: Option<Net>,
        out: mpsc::Sender<Vec<u8>>,
        incoming: std_mpsc::Receiver<Incoming>,
    ) -> Result<Client, ClientError> {
        let deadline = Instant::now() + TIMEOUT;
        let welcome = loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match incoming.recv_timeout(left) {
                Ok(Incoming::Msg(msg @ HostMsg::Welcome { .. })) => break msg,
                Ok(Incoming::Msg(HostMsg::Refused { refusal })) => {
                    if let Some(net) = &net {
                        net.connection.close(0u32.into(), b"refused");
                    }
                    return Err(ClientError::Refused(refusal));
                }
                Ok(Incoming::Msg(_)) => continue,
                Ok(Incoming::Closed(reason)) => return Err(NetError::Lost(reason).into()),
                Err(_) => return Err(ClientError::Timeout),
            }
        };
        let HostMsg::Welcome {
            table,
            seat,
            secret,
            game,
            chat,
            ..
        } = welcome
        else {
            return Err(ClientError::Timeout);
        };
        Ok(Client {
            state: ClientState {
                table,
                seat,
                secret,
                game,
                update: None,
                log: Vec::new(),
                chat,
                errors: Vec::new(),
            },
            net,
            out,
            incoming,
            next_id: 1,
            closed: None,
        })
    }

    /// Why the connection ended, once it has.
    pub fn closed(&self) -> Option<&str> {
        self.closed.as_deref()
    }

    /// Sends bytes as they are (tests send garbage and oversized frames).
    pub fn send_raw(&self, bytes: Vec<u8>) -> Result<(), ClientError> {
        self.out
            .blocking_send(bytes)
            .map_err(|_| NetError::Lost("the connection is closed".into()).into())
    }

    /// A fresh request id.
    pub fn next_id(&mut self) -> u32 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    /// Takes in what the host sent, waiting at most `wait` for the first message. Returns
    /// whether anything arrived.
    pub fn poll(&mut self, wait: Duration) -> bool {
        let mut any = false;
        let mut wait = wait;
        loop {
            match self.incoming.recv_timeout(wait) {
                Ok(Incoming::Msg(msg)) => {
                    self.state.absorb(msg);
                    any = true;
                }
                Ok(Incoming::Closed(reason)) => {
                    self.closed = Some(reason);
                    return any;
                }
                Err(_) => return any,
            }
            wait = Duration::ZERO;
        }
    }

    /// Waits until the state satisfies `done` (or the timeout passes, or the connection ends).
    pub fn wait_until(
        &mut self,
        timeout: Duration,
        done: impl Fn(&ClientState) -> bool,
    ) -> Result<(), ClientError> {
        let deadline = Instant::now() + timeout;
        while !done(&self.state) {
            if let Some(reason) = &self.closed {
                return Err(NetError::Lost(reason.clone()).into());
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(ClientError::Timeout);
            }
            self.poll(left.min(Duration::from_millis(200)));
        }
        Ok(())
    }

    /// Sends a request and waits for its reply, taking in updates meanwhile.
    pub fn request(&mut self, msg: ClientMsg) -> Result<Answer, ClientError> {
        let id = msg.id().unwrap_or(0);
        self.send_raw(encode(&msg))?;
        let deadline = Instant::now() + TIMEOUT;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.incoming.recv_timeout(left) {
                Ok(Incoming::Msg(msg)) => {
                    if let Some((reply_id, result)) = self.state.absorb(msg)
                        && reply_id == id
                    {
                        return result.map_err(ClientError::Refused);
                    }
                }
                Ok(Incoming::Closed(reason)) => {
                    self.closed = Some(reason.clone());
                    return Err(NetError::Lost(reason).into());
                }
                Err(_) => return Err(ClientError::Timeout),
            }
        }
    }

    /// Applies a whole move (the JSON `parlour apply --action` takes). A move made for an
    /// earlier state is refused as stale (never retried: it was chosen on another board).
    pub fn apply(&mut self, action: Value) -> Result<(), ClientError> {
        // What already arrived names the game's state the move is for.
        self.poll(Duration::ZERO);
        let id = self.next_id();
        let seq = self.state.seq();
        self.request(ClientMsg::Apply { id, seq, action })
            .map(|_| ())
    }

    /// The choices after a partial move (the JSON array `parlour choices --partial` takes).
    ///
    /// The game may move on while the question travels (a bot answers the last move on the
    /// host): the host then refuses it as stale, after sending the update that moved it on,
    /// so the question is asked once more for the state now known. Nothing changes on the
    /// host either way.
    pub fn choices(
        &mut self,
        partial: Vec<Value>,
    ) -> Result<parlour_plugin_api::Choices, ClientError> {
        self.poll(Duration::ZERO);
        let mut retried = false;
        loop {
            let id = self.next_id();
            let seq = self.state.seq();
            let msg = ClientMsg::Choices {
                id,
                seq,
                partial: partial.clone(),
            };
            match self.request(msg) {
                Ok(Answer::Choices { choices, .. }) => return Ok(choices),
                Ok(Answer::Done) => return Err(ClientError::Timeout),
                Err(ClientError::Refused(Refusal::Stale { .. }))
                    if !retried && self.state.seq() != seq =>
                {
                    retried = true;
                }
                Err(e) => return Err(e),
            }
        }
    }

    /// Takes back this seat's last move.
    pub fn undo(&mut self) -> Result<(), ClientError> {
        self.poll(Duration::ZERO);
        let id = self.next_id();
        let seq = self.state.seq();
        self.request(ClientMsg::Undo { id, seq }).map(|_| ())
    }

    /// Says something in the chat.
    pub fn say(&mut self, text: &str) -> Result<(), ClientError> {
        let id = self.next_id();
        self.request(ClientMsg::Say {
            id,
            text: text.to_owned(),
        })
        .map(|_| ())
    }

    /// Leaves the table.
    pub fn close(mut self) {
        self.shut_down();
    }

    fn shut_down(&mut self) {
        if let Some(Net {
            runtime,
            endpoint,
            connection,
        }) = self.net.take()
        {
            connection.close(0u32.into(), b"bye");
            runtime.block_on(async move {
                let _ = tokio::time::timeout(Duration::from_secs(2), endpoint.close()).await;
            });
            runtime.shutdown_timeout(Duration::from_millis(200));
        }
    }

    /// Drops the connection at once, as a crash would (no goodbye).
    pub fn abort(mut self) {
        if let Some(net) = self.net.take() {
            net.runtime.shutdown_background();
        }
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        self.shut_down();
    }
}

/// One seat this player holds, as kept in the data folder.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldSeat {
    pub seat: u32,
    pub secret: String,
}

/// The seats this player holds at tables, by table id: `online/seats.toml` in the data
/// folder.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatBook {
    #[serde(default)]
    pub tables: BTreeMap<String, HeldSeat>,
}

impl SeatBook {
    pub fn path(data_dir: &Path) -> PathBuf {
        data_dir.join("online").join("seats.toml")
    }

    /// Reads the book (a missing or unreadable one is empty; entries that are not a table id
    /// and a secret are dropped).
    pub fn load(data_dir: &Path) -> SeatBook {
        let mut book: SeatBook = std::fs::read_to_string(SeatBook::path(data_dir))
            .ok()
            .and_then(|text| toml::from_str(&text).ok())
            .unwrap_or_default();
        book.tables
            .retain(|table, held| is_hex(table, TABLE_ID_HEX) && is_hex(&held.secret, SECRET_HEX));
        book
    }

    pub fn save(&self, data_dir: &Path) -> std::io::Result<()> {
        let text = toml::to_string(self).map_err(std::io::Error::other)?;
        crate::core::save::write_atomic(&SeatBook::path(data_dir), text.as_bytes())
    }

    /// The secret for a seat at a table, if this player holds it.
    pub fn secret_for(&self, table: &str, seat: u32) -> Option<String> {
        self.tables
            .get(table)
            .filter(|held| held.seat == seat)
            .map(|held| held.secret.clone())
    }
}
