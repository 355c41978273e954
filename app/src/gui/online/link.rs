//! A connection to a host for the window: the blocking [`Client`] runs on a thread of its own,
//! the screen sends it requests and takes in what happened once a frame, without waiting on
//! the network. The thread asks for a repaint whenever something arrived.

use std::sync::mpsc::{Receiver, Sender, TryRecvError, channel};
use std::time::Duration;

use parlour_plugin_api::Choices;
use serde_json::Value;

use crate::net::client::{Client, ClientError, ClientState};
use crate::net::host::LocalDoor;
use crate::net::invite::Invite;
use crate::net::protocol::{Refusal, Want};
use crate::net::transport::NetConfig;

/// What the screen asks of the host.
#[derive(Clone, Debug)]
pub enum Request {
    /// The choices after a partial move.
    Choices(Vec<Value>),
    /// A whole move.
    Apply(Value),
    /// Take back this seat's last move.
    Undo,
    /// A chat line.
    Say(String),
}

/// Why something failed, to be put in the reader's words.
#[derive(Clone, Debug, PartialEq)]
pub enum Trouble {
    Refused(Refusal),
    Net(String),
    Timeout,
}

impl From<ClientError> for Trouble {
    fn from(e: ClientError) -> Trouble {
        match e {
            ClientError::Refused(refusal) => Trouble::Refused(refusal),
            ClientError::Net(e) => Trouble::Net(e.to_string()),
            ClientError::Timeout => Trouble::Timeout,
        }
    }
}

/// What happened on the connection.
#[derive(Clone, Debug)]
pub enum Event {
    /// The host welcomed this player (with the table so far).
    Joined(Box<ClientState>),
    /// Joining failed.
    Failed(Trouble),
    /// The table changed (a move, a chat line, someone came or went).
    State(Box<ClientState>),
    /// The answer to [`Request::Choices`].
    Choices {
        partial: Vec<Value>,
        result: Result<Box<Choices>, Trouble>,
    },
    /// A move, an undo or a chat line was refused.
    Refused(Trouble),
    /// The connection ended.
    Closed(String),
}

/// A connection being made or made.
pub struct Link {
    requests: Option<Sender<Request>>,
    events: Receiver<Event>,
}

impl Link {
    /// Connects on a thread of its own; the first event is [`Event::Joined`] or
    /// [`Event::Failed`].
    pub fn start(
        invite: Invite,
        want: Want,
        name: String,
        config: NetConfig,
        repaint: Option<egui::Context>,
    ) -> Link {
        Link::spawn(move || Client::join(&invite, want, &name, &config), repaint)
    }

    /// A seat played at the hosting launcher's own screen (`None`: watching), served by its
    /// table through channels in this process; the first event is [`Event::Joined`] or
    /// [`Event::Failed`], as over the network.
    pub fn local(door: LocalDoor, seat: Option<u32>, repaint: Option<egui::Context>) -> Link {
        Link::spawn(move || door.join(seat), repaint)
    }

    fn spawn(
        connect: impl FnOnce() -> Result<Client, ClientError> + Send + 'static,
        repaint: Option<egui::Context>,
    ) -> Link {
        let (requests, rx) = channel();
        let (tx, events) = channel();
        let spawned = std::thread::Builder::new()
            .name("parlour-link".into())
            .spawn(move || run(connect, rx, tx, repaint));
        if let Err(e) = spawned {
            let (tx, events) = channel();
            let _ = tx.send(Event::Failed(Trouble::Net(e.to_string())));
            return Link {
                requests: None,
                events,
            };
        }
        Link {
            requests: Some(requests),
            events,
        }
    }

    /// Sends a request; false when the connection is gone.
    pub fn send(&self, request: Request) -> bool {
        self.requests
            .as_ref()
            .is_some_and(|tx| tx.send(request).is_ok())
    }

    /// What happened since the last call.
    pub fn events(&self) -> Vec<Event> {
        let mut out = Vec::new();
        loop {
            match self.events.try_recv() {
                Ok(event) => out.push(event),
                Err(TryRecvError::Empty | TryRecvError::Disconnected) => return out,
            }
        }
    }

    /// Waits up to `timeout` for the next event (tests).
    pub fn wait_event(&self, timeout: Duration) -> Option<Event> {
        self.events.recv_timeout(timeout).ok()
    }
}

/// The connection's thread: joins, then serves the screen's requests and passes on what the
/// host sends, until the screen drops the link or the connection ends.
fn run(
    connect: impl FnOnce() -> Result<Client, ClientError>,
    requests: Receiver<Request>,
    events: Sender<Event>,
    repaint: Option<egui::Context>,
) {
    let tell = |event: Event| {
        let sent = events.send(event).is_ok();
        if let Some(ctx) = &repaint {
            ctx.request_repaint();
        }
        sent
    };
    let mut client = match connect() {
        Ok(client) => client,
        Err(e) => {
            tell(Event::Failed(e.into()));
            return;
        }
    };
    // The first update follows the welcome at once.
    let _ = client.wait_until(Duration::from_secs(10), |s| s.update.is_some());
    if !tell(Event::Joined(Box::new(client.state.clone()))) {
        client.close();
        return;
    }
    loop {
        let mut changed = false;
        loop {
            let request = match requests.try_recv() {
                Ok(request) => request,
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    client.close();
                    return;
                }
            };
            let refused = |e: ClientError| Event::Refused(e.into());
            let event = match request {
                Request::Choices(partial) => {
                    let result = client
                        .choices(partial.clone())
                        .map(Box::new)
                        .map_err(Trouble::from);
                    Some(Event::Choices { partial, result })
                }
                Request::Apply(action) => client.apply(action).err().map(refused),
                Request::Undo => client.undo().err().map(refused),
                Request::Say(text) => client.say(&text).err().map(refused),
            };
            changed = true;
            if let Some(event) = event
                && !tell(event)
            {
                client.close();
                return;
            }
        }
        if client.poll(Duration::from_millis(40)) {
            changed = true;
        }
        if changed && !tell(Event::State(Box::new(client.state.clone()))) {
            client.close();
            return;
        }
        if let Some(reason) = client.closed() {
            tell(Event::Closed(reason.to_owned()));
            return;
        }
    }
}
