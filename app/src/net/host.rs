//! Hosting a table: the iroh endpoint and one task per connection on a small async runtime,
//! and the [`Table`] on a thread of its own that takes the connections' requests one at a
//! time through a channel.
//!
//! Fairness and floods: a connection has at most one request waiting at the table (it reads
//! its next frame only when the last one was answered), and what the table sends a
//! connection goes into a bounded queue; a client that does not read its queue is cut off
//! instead of holding up the table. A frame over [`MAX_CLIENT_FRAME`] ends the connection.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc as std_mpsc;
use std::time::Duration;

use iroh::endpoint::{Connection, Endpoint};
use iroh::{EndpointAddr, SecretKey, TransportAddr};
use tokio::sync::{Notify, mpsc, oneshot};

use super::client::{Client, ClientError};
use super::invite::Invite;
use super::protocol::{
    ALPN, Answer, ClientMsg, FrameError, HostMsg, MAX_CLIENT_FRAME, PROTOCOL_VERSION, Refusal,
    Want, decode, encode, frame_body,
};
use super::table::{Table, Viewer};
use super::transport::{self, NetConfig, NetError};

/// How many frames wait for a slow client before it is cut off.
pub const OUTBOX_FRAMES: usize = 256;
/// How many connections a host serves at once.
pub const MAX_CONNECTIONS: usize = 64;
/// How long a new connection may take to say hello.
const HELLO_TIMEOUT: Duration = Duration::from_secs(10);

/// Something the host's operator may want to know.
#[derive(Clone, Debug, PartialEq)]
pub enum HostNotice {
    Joined {
        seat: Option<u32>,
    },
    Left {
        seat: Option<u32>,
    },
    /// A connection was refused (a wrong version, a held seat…).
    Refused(Refusal),
    /// A bot failed to move; the bots stop until the next move.
    BotFailed(String),
}

type Frame = Arc<Vec<u8>>;

enum Event {
    Hello {
        conn: u64,
        want: Want,
        /// The name the player gave.
        name: String,
        /// The table id the client was invited to.
        table: String,
        outbox: mpsc::Sender<Frame>,
        close: Arc<Notify>,
        reply: oneshot::Sender<Result<(), Refusal>>,
    },
    Request {
        conn: u64,
        msg: ClientMsg,
        done: oneshot::Sender<()>,
    },
    Gone {
        conn: u64,
    },
    Refused(Refusal),
    /// The hosting launcher's own screen takes a seat played there (or watches).
    LocalHello {
        conn: u64,
        seat: Option<u32>,
        outbox: mpsc::Sender<Frame>,
        reply: oneshot::Sender<Result<(), Refusal>>,
    },
    /// The host's operator lets bots stand in for away players (or not).
    BotsStandIn(bool),
    Stop,
}

struct Conn {
    viewer: Viewer,
    outbox: mpsc::Sender<Frame>,
    close: Arc<Notify>,
}

/// A table being hosted on the network.
pub struct Host {
    invite: Invite,
    endpoint: Endpoint,
    runtime: Option<tokio::runtime::Runtime>,
    events: std_mpsc::Sender<Event>,
    table_thread: Option<std::thread::JoinHandle<Table>>,
    next_local: Arc<AtomicU64>,
}

/// Connections of the hosting launcher's own screen have ids with this bit set, apart from
/// the network's.
const LOCAL_CONN: u64 = 1 << 63;

/// The way in for the hosting launcher's own screen: a seat played there (or watching) is
/// served by the same table thread as every network connection, through channels in this
/// process instead of a connection to itself. Cheap to clone and to send to another thread.
#[derive(Clone)]
pub struct LocalDoor {
    events: std_mpsc::Sender<Event>,
    next: Arc<AtomicU64>,
}

impl LocalDoor {
    /// Takes a seat played at this screen (`None`: watches). Returns once the table welcomed
    /// the screen, like [`Client::join`] over the network; a seat that is not played at the
    /// host's screen is refused.
    pub fn join(&self, seat: Option<u32>) -> Result<Client, ClientError> {
        let gone = || ClientError::Net(NetError::Lost("the table is closed".into()));
        let conn = LOCAL_CONN | self.next.fetch_add(1, Ordering::SeqCst);
        let (outbox, frames) = mpsc::channel::<Frame>(OUTBOX_FRAMES);
        let refusals = outbox.clone();
        let (welcomed, answer) = oneshot::channel();
        self.events
            .send(Event::LocalHello {
                conn,
                seat,
                outbox,
                reply: welcomed,
            })
            .map_err(|_| gone())?;
        let (out, mut requests) = mpsc::channel::<Vec<u8>>(64);
        let events = self.events.clone();
        // The screen's requests go to the table one at a time, as a connection's do.
        std::thread::Builder::new()
            .name("parlour-local-seat".into())
            .spawn(move || {
                while let Some(body) = requests.blocking_recv() {
                    let msg =
                        match frame_body(&body, MAX_CLIENT_FRAME).and_then(decode::<ClientMsg>) {
                            Ok(ClientMsg::Hello { .. }) => Err(Refusal::Unexpected),
                            Ok(msg) => msg.validate().map(|()| msg),
                            Err(e) => Err(Refusal::Malformed {
                                detail: e.to_string(),
                            }),
                        };
                    let msg = match msg {
                        Ok(msg) => msg,
                        Err(refusal) => {
                            let _ = refusals.try_send(reply(0, Err(refusal)));
                            continue;
                        }
                    };
                    let (done, wait) = oneshot::channel();
                    if events.send(Event::Request { conn, msg, done }).is_err() {
                        break;
                    }
                    let _ = wait.blocking_recv();
                }
                let _ = events.send(Event::Gone { conn });
            })
            .map_err(|e| ClientError::Net(NetError::Runtime(e.to_string())))?;
        match answer.blocking_recv() {
            Ok(Ok(())) => Client::in_process(out, frames),
            Ok(Err(refusal)) => Err(ClientError::Refused(refusal)),
            Err(_) => Err(gone()),
        }
    }
}

impl Host {
    /// Starts hosting: binds the endpoint (with `key`, so a restarted host keeps its id, and
    /// `port` tried first) and serves the table until [`Host::stop`].
    pub fn start(
        table: Table,
        config: &NetConfig,
        key: SecretKey,
        port: u16,
        notices: Option<std_mpsc::Sender<HostNotice>>,
    ) -> Result<Host, NetError> {
        let runtime = transport::runtime()?;
        let table_id = table.id().to_owned();
        let endpoint = runtime.block_on(async {
            let endpoint = transport::bind(config, Some(key), vec![ALPN.to_vec()], port).await?;
            if config.relays != transport::Relays::Disabled {
                // With a relay, wait until the endpoint has one, so the invite names it.
                let _ = tokio::time::timeout(Duration::from_secs(15), endpoint.online()).await;
            }
            // The local addresses are gathered just after binding: give them a moment.
            for _ in 0..20 {
                if config.loopback || endpoint.addr().addrs.iter().any(|a| a.is_ip()) {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            Ok::<_, NetError>(endpoint)
        })?;
        let addr = host_addr(&endpoint, config);
        let (events, rx) = std_mpsc::channel();
        let table_thread = std::thread::Builder::new()
            .name("parlour-table".into())
            .spawn(move || run_table(table, rx, notices))
            .map_err(|e| NetError::Runtime(e.to_string()))?;
        runtime.spawn(accept_loop(endpoint.clone(), events.clone()));
        Ok(Host {
            invite: Invite::new(table_id, addr),
            endpoint,
            runtime: Some(runtime),
            events,
            table_thread: Some(table_thread),
            next_local: Arc::new(AtomicU64::new(1)),
        })
    }

    /// The way in for seats played at this launcher's screen.
    pub fn door(&self) -> LocalDoor {
        LocalDoor {
            events: self.events.clone(),
            next: Arc::clone(&self.next_local),
        }
    }

    /// The invite code's content.
    pub fn invite(&self) -> &Invite {
        &self.invite
    }

    /// The UDP port the host listens on (kept in the host record).
    pub fn port(&self) -> u16 {
        self.endpoint
            .bound_sockets()
            .first()
            .map_or(0, |a| a.port())
    }

    /// Lets a bot play an online seat while its player is away (or stops that); every
    /// player sees the change.
    pub fn set_bots_stand_in(&self, on: bool) {
        let _ = self.events.send(Event::BotsStandIn(on));
    }

    /// Stops hosting: closes every connection and gives the table back.
    pub fn stop(mut self) -> Option<Table> {
        self.shut_down()
    }

    fn shut_down(&mut self) -> Option<Table> {
        let _ = self.events.send(Event::Stop);
        let table = self.table_thread.take().and_then(|t| t.join().ok());
        if let Some(runtime) = self.runtime.take() {
            let endpoint = self.endpoint.clone();
            runtime.block_on(async move {
                let _ = tokio::time::timeout(Duration::from_secs(3), endpoint.close()).await;
            });
            runtime.shutdown_timeout(Duration::from_secs(1));
        }
        table
    }
}

impl Drop for Host {
    fn drop(&mut self) {
        self.shut_down();
    }
}

/// The host's address for the invite: its relay and its direct addresses.
fn host_addr(endpoint: &Endpoint, config: &NetConfig) -> EndpointAddr {
    let mut addr = endpoint.addr();
    if config.loopback {
        addr.addrs.retain(|a| !a.is_ip());
        for socket in endpoint.bound_sockets() {
            addr.addrs.insert(TransportAddr::Ip(socket));
        }
    }
    addr
}

async fn accept_loop(endpoint: Endpoint, events: std_mpsc::Sender<Event>) {
    let next = Arc::new(AtomicU64::new(1));
    let open = Arc::new(AtomicUsize::new(0));
    while let Some(incoming) = endpoint.accept().await {
        let events = events.clone();
        let next = Arc::clone(&next);
        let open = Arc::clone(&open);
        tokio::spawn(async move {
            let Ok(connection) = incoming.await else {
                return;
            };
            if open.fetch_add(1, Ordering::SeqCst) >= MAX_CONNECTIONS {
                connection.close(1u32.into(), b"the table is full");
            } else {
                let id = next.fetch_add(1, Ordering::SeqCst);
                serve(connection, id, events).await;
            }
            open.fetch_sub(1, Ordering::SeqCst);
        });
    }
}

fn reply(id: u32, result: Result<Answer, Refusal>) -> Frame {
    Arc::new(encode(&HostMsg::Reply { id, result }))
}

/// Serves one connection: hello, then requests one at a time.
async fn serve(connection: Connection, conn: u64, events: std_mpsc::Sender<Event>) {
    let Ok(Ok((mut send, mut recv))) =
        tokio::time::timeout(HELLO_TIMEOUT, connection.accept_bi()).await
    else {
        return;
    };
    let hello = tokio::time::timeout(
        HELLO_TIMEOUT,
        transport::read_frame(&mut recv, MAX_CLIENT_FRAME),
    )
    .await;
    let hello = match hello {
        Ok(Ok(body)) => match decode::<ClientMsg>(&body) {
            Ok(ClientMsg::Hello { protocol, .. }) if protocol != PROTOCOL_VERSION => {
                Err(Refusal::Version {
                    host: PROTOCOL_VERSION,
                    client: protocol,
                })
            }
            Ok(msg @ ClientMsg::Hello { .. }) => msg.validate().map(|()| msg),
            Ok(_) => Err(Refusal::Unexpected),
            Err(e) => Err(Refusal::Malformed {
                detail: e.to_string(),
            }),
        },
        _ => return,
    };
    let want = match hello {
        Ok(ClientMsg::Hello {
            want, table, name, ..
        }) => Ok((want, table, name)),
        Ok(_) => Err(Refusal::Unexpected),
        Err(refusal) => Err(refusal),
    };
    let (outbox, mut queued) = mpsc::channel::<Frame>(OUTBOX_FRAMES);
    let close = Arc::new(Notify::new());
    let joined = match want {
        Ok((want, table, name)) => {
            let (tx, rx) = oneshot::channel();
            let event = Event::Hello {
                conn,
                want,
                name,
                table,
                outbox: outbox.clone(),
                close: Arc::clone(&close),
                reply: tx,
            };
            if events.send(event).is_err() {
                return;
            }
            rx.await.unwrap_or(Err(Refusal::Unexpected))
        }
        Err(refusal) => Err(refusal),
    };
    if let Err(refusal) = joined {
        let _ = events.send(Event::Refused(refusal.clone()));
        let frame = encode(&HostMsg::Refused { refusal });
        let _ = transport::write_frame(&mut send, &frame).await;
        let _ = send.finish();
        let _ = tokio::time::timeout(Duration::from_secs(2), connection.closed()).await;
        return;
    }
    let writer = tokio::spawn(async move {
        while let Some(frame) = queued.recv().await {
            if transport::write_frame(&mut send, &frame).await.is_err() {
                break;
            }
        }
        let _ = send.finish();
    });
    loop {
        let body = tokio::select! {
            body = transport::read_frame(&mut recv, MAX_CLIENT_FRAME) => body,
            () = close.notified() => break,
        };
        let msg = match body {
            Ok(body) => decode::<ClientMsg>(&body),
            Err(NetError::Frame(e @ FrameError::TooLong { .. })) => {
                // The stream cannot be read past a frame it refused: answer and hang up.
                let _ = outbox.try_send(reply(
                    0,
                    Err(Refusal::Malformed {
                        detail: e.to_string(),
                    }),
                ));
                break;
            }
            Err(_) => break,
        };
        let msg = match msg {
            Ok(ClientMsg::Hello { .. }) => {
                let _ = outbox.try_send(reply(0, Err(Refusal::Unexpected)));
                continue;
            }
            Ok(msg) => msg,
            Err(e) => {
                let _ = outbox.try_send(reply(
                    0,
                    Err(Refusal::Malformed {
                        detail: e.to_string(),
                    }),
                ));
                continue;
            }
        };
        if let Err(refusal) = msg.validate() {
            let _ = outbox.try_send(reply(msg.id().unwrap_or(0), Err(refusal)));
            continue;
        }
        let (done, wait) = oneshot::channel();
        if events.send(Event::Request { conn, msg, done }).is_err() {
            break;
        }
        let _ = wait.await;
    }
    let _ = events.send(Event::Gone { conn });
    drop(outbox);
    // The writer ends once the table has dropped its side of the queue too.
    let _ = tokio::time::timeout(Duration::from_secs(5), writer).await;
    connection.close(0u32.into(), b"bye");
}

/// The table thread: takes events one at a time until told to stop.
fn run_table(
    mut table: Table,
    events: std_mpsc::Receiver<Event>,
    notices: Option<std_mpsc::Sender<HostNotice>>,
) -> Table {
    let notify = |notice: HostNotice| {
        if let Some(tx) = &notices {
            let _ = tx.send(notice);
        }
    };
    let mut conns: HashMap<u64, Conn> = HashMap::new();
    // A bot may be due from the start (a bot opens the game, or the save stopped before one).
    run_bots(&mut table, &mut conns, &notify);
    while let Ok(event) = events.recv() {
        match event {
            Event::Stop => break,
            Event::Refused(refusal) => notify(HostNotice::Refused(refusal)),
            Event::BotsStandIn(on) => {
                table.set_bots_stand_in(on);
                broadcast(&mut table, &mut conns);
                run_bots(&mut table, &mut conns, &notify);
            }
            Event::Hello {
                conn,
                want,
                name,
                table: invited,
                outbox,
                close,
                reply,
            } => {
                let result = if invited == table.id() {
                    table.join(&want)
                } else {
                    Err(Refusal::WrongTable)
                };
                match result {
                    Ok((seat, secret)) => {
                        if let Some(seat) = seat {
                            table.name_player(seat, &name);
                        }
                        // A seat taken back with its secret leaves its old connection.
                        let old: Vec<u64> = conns
                            .iter()
                            .filter(|(_, c)| seat.is_some() && c.viewer.seat == seat)
                            .map(|(id, _)| *id)
                            .collect();
                        for id in old {
                            if let Some(c) = conns.remove(&id) {
                                c.close.notify_one();
                            }
                        }
                        welcome(&table, &mut conns, conn, seat, secret, outbox, close);
                        let _ = reply.send(Ok(()));
                        notify(HostNotice::Joined { seat });
                        broadcast(&mut table, &mut conns);
                    }
                    Err(refusal) => {
                        let _ = reply.send(Err(refusal));
                    }
                }
            }
            Event::LocalHello {
                conn,
                seat,
                outbox,
                reply,
            } => match table.join_local(seat) {
                Ok(()) => {
                    let close = Arc::new(Notify::new());
                    welcome(&table, &mut conns, conn, seat, None, outbox, close);
                    let _ = reply.send(Ok(()));
                    broadcast(&mut table, &mut conns);
                }
                Err(refusal) => {
                    let _ = reply.send(Err(refusal));
                }
            },
            Event::Request { conn, msg, done } => {
                let seat = conns.get(&conn).and_then(|c| c.viewer.seat);
                if !conns.contains_key(&conn) {
                    let _ = done.send(());
                    continue;
                }
                let id = msg.id().unwrap_or(0);
                let (result, changed) = match &msg {
                    ClientMsg::Choices { seq, partial, .. } => {
                        (table.choices(seat, *seq, partial), false)
                    }
                    ClientMsg::Apply { seq, action, .. } => {
                        let r = table.apply(seat, *seq, action);
                        let ok = r.is_ok();
                        (r.map(|()| Answer::Done), ok)
                    }
                    ClientMsg::Undo { seq, .. } => {
                        let r = table.undo(seat, *seq);
                        let ok = r.is_ok();
                        (r.map(|()| Answer::Done), ok)
                    }
                    ClientMsg::Say { text, .. } => {
                        let line = table.say(seat, text);
                        let frame = Arc::new(encode(&HostMsg::Chat(line)));
                        send_all(&mut table, &mut conns, |_| Some(Arc::clone(&frame)));
                        (Ok(Answer::Done), false)
                    }
                    ClientMsg::Hello { .. } => (Err(Refusal::Unexpected), false),
                };
                if changed {
                    broadcast(&mut table, &mut conns);
                }
                if let Some(c) = conns.get(&conn) {
                    let _ = c.outbox.try_send(reply(id, result));
                }
                let _ = done.send(());
                if changed {
                    run_bots(&mut table, &mut conns, &notify);
                }
            }
            Event::Gone { conn } => {
                if let Some(c) = conns.remove(&conn) {
                    if let Some(seat) = c.viewer.seat {
                        table.leave(seat);
                    }
                    notify(HostNotice::Left {
                        seat: c.viewer.seat,
                    });
                    broadcast(&mut table, &mut conns);
                    run_bots(&mut table, &mut conns, &notify);
                }
            }
        }
    }
    for c in conns.values() {
        c.close.notify_one();
    }
    table
}

/// Welcomes a connection that took its seat (or watches) and starts serving it.
fn welcome(
    table: &Table,
    conns: &mut HashMap<u64, Conn>,
    conn: u64,
    seat: Option<u32>,
    secret: Option<String>,
    outbox: mpsc::Sender<Frame>,
    close: Arc<Notify>,
) {
    let welcome = HostMsg::Welcome {
        protocol: PROTOCOL_VERSION,
        table: table.id().to_owned(),
        seat,
        secret,
        game: table.game_info(),
        chat: table.chat(),
    };
    let _ = outbox.try_send(Arc::new(encode(&welcome)));
    conns.insert(
        conn,
        Conn {
            viewer: Viewer::new(seat),
            outbox,
            close,
        },
    );
}

/// Lets the bots make every move due, telling the viewers after each.
fn run_bots(table: &mut Table, conns: &mut HashMap<u64, Conn>, notify: &dyn Fn(HostNotice)) {
    loop {
        match table.step_bot() {
            Ok(true) => broadcast(table, conns),
            Ok(false) => break,
            Err(e) => {
                notify(HostNotice::BotFailed(e));
                break;
            }
        }
    }
}

/// Sends every viewer its update.
fn broadcast(table: &mut Table, conns: &mut HashMap<u64, Conn>) {
    let table_ref: &Table = table;
    let mut frames: HashMap<u64, Frame> = HashMap::new();
    for (id, c) in conns.iter_mut() {
        let update = table_ref.update_for(&mut c.viewer);
        frames.insert(*id, Arc::new(encode(&HostMsg::Update(Box::new(update)))));
    }
    send_all(table, conns, |id| frames.remove(&id));
}

/// Queues a frame for every connection; one whose queue is full is cut off.
fn send_all(
    table: &mut Table,
    conns: &mut HashMap<u64, Conn>,
    mut frame_for: impl FnMut(u64) -> Option<Frame>,
) {
    let mut cut = Vec::new();
    for (id, c) in conns.iter() {
        if let Some(frame) = frame_for(*id)
            && c.outbox.try_send(frame).is_err()
        {
            cut.push(*id);
        }
    }
    for id in cut {
        if let Some(c) = conns.remove(&id) {
            c.close.notify_one();
            if let Some(seat) = c.viewer.seat {
                table.leave(seat);
            }
        }
    }
}
