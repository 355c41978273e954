//! Online play on the loopback interface: hosts and clients in one test process, directly and
//! through a relay server started here on 127.0.0.1 (no public relay, no discovery), playing
//! the bundled games to the end with bots and online seats mixed; faults and bad input.

use crate::common;

use std::collections::BTreeMap;
use std::sync::mpsc;
use std::time::Duration;

use parlour::core::bots::Level;
use parlour::core::discovery::Catalog;
use parlour::core::save::{SaveFile, SeatInfo, SeatKind};
use parlour::core::session::Session;
use parlour::net::client::{Client, ClientError};
use parlour::net::host::{Host, HostNotice};
use parlour::net::invite::Invite;
use parlour::net::protocol::{
    self, ClientMsg, MAX_CLIENT_FRAME, PROTOCOL_VERSION, Refusal, Want, random_hex,
};
use parlour::net::table::Table;
use parlour::net::terminal::{HostOptions, host_save};
use parlour::net::transport::{NetConfig, Relays};
use serde_json::Value;

const PLUGINS: [&str; 5] = [
    "parlour-example",
    "parlour-victorian-masterminds",
    "parlour-corrosion",
    "parlour-maniacal",
    "parlour-smog",
];

fn catalog() -> (tempfile::TempDir, Catalog) {
    let dir = common::plugin_dir(&PLUGINS);
    let catalog = Catalog::from_dirs(&[dir.path().to_owned()]);
    (dir, catalog)
}

/// A new game: `online` seats are played over the network, the others by easy bots.
fn session(catalog: &Catalog, game: &str, players: usize, online: &[u32], seed: u64) -> Session {
    let seats = (0..players as u32)
        .map(|seat| SeatInfo {
            name: format!("P{seat}"),
            kind: if online.contains(&seat) {
                SeatKind::Human
            } else {
                SeatKind::Bot
            },
            level: Some(Level::Easy),
        })
        .collect();
    let plugin = catalog
        .get(game)
        .unwrap_or_else(|| panic!("{game} is loaded"));
    Session::start(plugin, seats, seed, BTreeMap::new()).unwrap()
}

fn host(session: Session, config: &NetConfig) -> Host {
    let table = Table::new(random_hex(16), session, None, &BTreeMap::new()).unwrap();
    Host::start(table, config, iroh::SecretKey::generate(), 0, None).unwrap()
}

fn join(invite: &Invite, seat: u32, config: &NetConfig) -> Client {
    let want = Want::Seat { seat, secret: None };
    Client::join(invite, want, "", config).unwrap()
}

/// A small deterministic generator for the players' picks.
struct Picker(u64);

impl Picker {
    fn pick(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Composes one move through the host's choices (as a player clicking would) and plays it.
/// Returns false when the game moved on first (the request was stale) or it is not this
/// seat's turn any more.
fn play_one_move(client: &mut Client, picker: &mut Picker) -> Result<bool, ClientError> {
    let mut partial: Vec<Value> = Vec::new();
    for _ in 0..200 {
        let choices = match client.choices(partial.clone()) {
            Ok(choices) => choices,
            Err(ClientError::Refused(Refusal::Stale { .. } | Refusal::NotYourTurn)) => {
                return Ok(false);
            }
            Err(e) => return Err(e),
        };
        let finish = choices
            .complete
            .as_ref()
            .filter(|_| choices.options.is_empty() || picker.pick(3) == 0);
        if let Some(complete) = finish {
            return match client.apply(complete.action.clone()) {
                Ok(()) => Ok(true),
                Err(ClientError::Refused(Refusal::Stale { .. } | Refusal::NotYourTurn)) => {
                    Ok(false)
                }
                Err(e) => Err(e),
            };
        }
        assert!(
            !choices.options.is_empty(),
            "the choices after {partial:?} lead nowhere"
        );
        let option = &choices.options[picker.pick(choices.options.len())];
        partial.push(option.action.clone());
    }
    panic!("a move of more than 200 choices");
}

/// Plays a seat until the game is over.
fn play_to_end(client: &mut Client, seed: u64) -> usize {
    let mut picker = Picker(seed | 1);
    let mut moves = 0;
    loop {
        client
            .wait_until(Duration::from_secs(120), |s| s.my_turn() || s.game_over())
            .unwrap();
        if client.state.game_over() {
            return moves;
        }
        if play_one_move(client, &mut picker).unwrap() {
            moves += 1;
        } else {
            // Wait for the update that made the request stale.
            client.poll(Duration::from_millis(20));
        }
    }
}

/// Plays a table to the end with one thread per client, then checks that every client ended
/// with the view the host's game gives its seat.
fn play_table(host: Host, mut clients: Vec<Client>) -> Session {
    let threads: Vec<_> = clients
        .drain(..)
        .enumerate()
        .map(|(i, mut client)| {
            std::thread::spawn(move || {
                let moves = play_to_end(&mut client, 0x5eed + i as u64);
                (client, moves)
            })
        })
        .collect();
    let finished: Vec<(Client, usize)> = threads.into_iter().map(|t| t.join().unwrap()).collect();
    let table = host.stop().unwrap();
    let session = table.session();
    assert!(session.status().game_over);
    for (client, moves) in &finished {
        let seat = client.state.seat.unwrap();
        assert!(*moves > 0, "seat {seat} made no move");
        let update = client.state.update.as_ref().unwrap();
        assert_eq!(update.seq as usize, session.log().len());
        assert_eq!(
            update.view.as_ref(),
            Some(&session.view(Some(seat)).unwrap())
        );
        assert!(update.status.game_over);
        // The client's log is exactly the lines its seat may read.
        let readable: Vec<_> = session
            .lines()
            .iter()
            .filter(|l| l.entry.visible_for(Some(seat)))
            .map(|l| l.entry.text.clone())
            .collect();
        let got: Vec<_> = client.state.log.iter().map(|l| l.text.clone()).collect();
        assert_eq!(got, readable, "seat {seat}'s log");
    }
    // Moves were made online and by bots.
    let seats: Vec<u32> = finished.iter().filter_map(|(c, _)| c.state.seat).collect();
    assert!(session.log().iter().any(|r| seats.contains(&r.seat)));
    assert!(session.log().iter().any(|r| !seats.contains(&r.seat)));
    for (client, _) in finished {
        client.close();
    }
    table_session(table)
}

fn table_session(table: Table) -> Session {
    let save = table.session().to_save().unwrap();
    Session::restore_with(&save, table.session().plugin()).unwrap()
}

/// Plays `game` to the end between a host and clients on the seats in `online`, connected
/// directly (no relay). One test per bundled game, so that the harness runs them side by side.
fn played_to_the_end_directly(game: &str, players: usize, online: &[u32]) {
    let (_dir, catalog) = catalog();
    let config = NetConfig::loopback();
    let host = host(session(&catalog, game, players, online, 7), &config);
    let invite = host.invite().clone();
    assert!(
        invite.host.addrs.iter().all(|a| a.is_ip()),
        "{game}: no relay"
    );
    let clients = online.iter().map(|&s| join(&invite, s, &config)).collect();
    let session = play_table(host, clients);
    assert!(session.status().game_over, "{game}");
}

#[test]
fn sealed_bids_is_played_to_the_end_by_a_host_and_a_client_directly() {
    played_to_the_end_directly("example", 2, &[0]);
}

#[test]
fn victorian_masterminds_is_played_to_the_end_by_a_host_and_a_client_directly() {
    played_to_the_end_directly("victorian-masterminds", 2, &[1]);
}

#[test]
fn corrosion_is_played_to_the_end_by_a_host_and_a_client_directly() {
    played_to_the_end_directly("corrosion", 2, &[0]);
}

#[test]
fn maniacal_is_played_to_the_end_by_a_host_and_a_client_directly() {
    played_to_the_end_directly("maniacal", 3, &[2]);
}

#[test]
fn smog_is_played_to_the_end_by_a_host_and_a_client_directly() {
    played_to_the_end_directly("smog", 2, &[0]);
}

#[test]
fn five_endpoints_play_a_table_directly() {
    let (_dir, catalog) = catalog();
    let config = NetConfig::loopback();
    let host = host(session(&catalog, "maniacal", 5, &[0, 1, 3, 4], 11), &config);
    let invite = host.invite().clone();
    let clients = [0, 1, 3, 4]
        .iter()
        .map(|&s| join(&invite, s, &config))
        .collect();
    play_table(host, clients);
}

#[test]
fn seats_played_at_the_hosts_screen_play_in_process_beside_online_seats() {
    let (_dir, catalog) = catalog();
    let config = NetConfig::loopback();
    // Seats 0 and 1 are played at the host's screen (hotseat), seat 2 online, seat 3 a bot.
    let session = session(&catalog, "maniacal", 4, &[0, 1, 2], 5);
    let roles = Table::roles(&session, &[0, 1]);
    let table = Table::new(random_hex(16), session, Some(roles), &BTreeMap::new()).unwrap();
    let host = Host::start(table, &config, iroh::SecretKey::generate(), 0, None).unwrap();
    let invite = host.invite().clone();
    let door = host.door();
    // Nobody on the network takes a seat played at the host's screen, and the screen does
    // not take an online seat.
    for seat in [0, 1, 3] {
        let refused = Client::join(&invite, Want::Seat { seat, secret: None }, "", &config);
        assert!(
            matches!(refused, Err(ClientError::Refused(Refusal::SeatNotOnline))),
            "seat {seat}"
        );
    }
    assert!(matches!(
        door.join(Some(2)),
        Err(ClientError::Refused(Refusal::SeatNotOnline))
    ));
    // The host may watch too, and is shown the spectator's view.
    let mut watching = door.join(None).unwrap();
    watching
        .wait_until(Duration::from_secs(30), |s| s.update.is_some())
        .unwrap();
    assert_eq!(watching.state.seat, None);
    assert!(watching.state.secret.is_none());
    watching.close();
    let clients = vec![
        door.join(Some(0)).unwrap(),
        door.join(Some(1)).unwrap(),
        join(&invite, 2, &config),
    ];
    // Each local seat is sent only its own view and log lines (checked at the end).
    play_table(host, clients);
}

/// A relay server on 127.0.0.1 with a self-signed certificate, and the configuration that
/// trusts it. The runtime must live as long as the relay.
fn local_relay() -> (tokio::runtime::Runtime, Box<dyn std::any::Any>, NetConfig) {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let (_map, url, server) = runtime
        .block_on(iroh::test_utils::run_relay_server())
        .unwrap();
    assert!(
        url.host_str() == Some("127.0.0.1") || url.host_str() == Some("localhost"),
        "{url}"
    );
    let config = NetConfig {
        relays: Relays::Custom(url),
        loopback: true,
        relay_tls: Some(iroh::tls::CaTlsConfig::insecure_skip_verify()),
    };
    // The server runs until it is dropped.
    (runtime, Box::new(server), config)
}

/// The invite with its direct addresses removed: the client must reach the host through the
/// relay.
fn relay_only(invite: &Invite) -> Invite {
    let mut invite = invite.clone();
    invite.host.addrs.retain(|a| a.is_relay());
    assert_eq!(invite.host.addrs.len(), 1, "the invite names the relay");
    invite
}

#[test]
fn two_and_five_endpoints_play_through_a_local_relay() {
    let (_dir, catalog) = catalog();
    let (_runtime, _relay, config) = local_relay();
    // Two endpoints: the example game.
    let host_a = host(session(&catalog, "example", 2, &[1], 3), &config);
    let invite = relay_only(host_a.invite());
    assert!(invite.code().contains("relay=https://127.0.0.1"));
    let clients = vec![join(&invite, 1, &config)];
    play_table(host_a, clients);
    // Five endpoints: SMOG with four online seats and a bot.
    let host_b = host(session(&catalog, "smog", 5, &[0, 1, 2, 4], 5), &config);
    let invite = relay_only(host_b.invite());
    let clients = [0, 1, 2, 4]
        .iter()
        .map(|&s| join(&invite, s, &config))
        .collect();
    play_table(host_b, clients);
}

/// Waits for the host's notices until one matches.
fn notice(rx: &mpsc::Receiver<HostNotice>, want: impl Fn(&HostNotice) -> bool) {
    loop {
        let got = rx.recv_timeout(Duration::from_secs(30)).expect("a notice");
        if want(&got) {
            return;
        }
    }
}

#[test]
fn bad_input_is_refused_and_changes_nothing() {
    let (_dir, catalog) = catalog();
    let config = NetConfig::loopback();
    // Two online seats and a bot.
    let table = Table::new(
        random_hex(16),
        session(&catalog, "maniacal", 3, &[0, 1], 21),
        None,
        &BTreeMap::new(),
    )
    .unwrap();
    let (tx, notices) = mpsc::channel();
    let host = Host::start(table, &config, iroh::SecretKey::generate(), 0, Some(tx)).unwrap();
    let invite = host.invite().clone();
    let mut a = join(&invite, 0, &config);
    let mut b = join(&invite, 1, &config);
    a.wait_until(Duration::from_secs(30), |s| s.update.is_some())
        .unwrap();
    b.wait_until(Duration::from_secs(30), |s| s.update.is_some())
        .unwrap();
    // Get to a state where seat 0 or 1 acts and the other waits.
    let mover_seat = loop {
        a.poll(Duration::from_millis(50));
        b.poll(Duration::from_millis(50));
        let acting = a.state.update.as_ref().unwrap().status.acting.clone();
        if acting.contains(&0) && !acting.contains(&1) {
            break 0;
        }
        if acting.contains(&1) && !acting.contains(&0) {
            break 1;
        }
        if acting.contains(&0) {
            play_one_move(&mut a, &mut Picker(3)).unwrap();
        } else if acting.contains(&1) {
            play_one_move(&mut b, &mut Picker(3)).unwrap();
        }
    };
    let (mover, other) = if mover_seat == 0 {
        (&mut a, &mut b)
    } else {
        (&mut b, &mut a)
    };
    let before = mover.state.update.clone().unwrap();
    let first = before.choices.clone().expect("the mover has choices");
    let option = first.options[0].action.clone();

    // Another seat's choice: refused, nothing changes.
    let seq = other.state.seq();
    let id = other.next_id();
    let refused = other.request(ClientMsg::Choices {
        id,
        seq,
        partial: vec![option.clone()],
    });
    assert!(matches!(
        refused,
        Err(ClientError::Refused(Refusal::NotYourTurn))
    ));
    let id = other.next_id();
    let refused = other.request(ClientMsg::Apply {
        id,
        seq,
        action: option.clone(),
    });
    assert!(matches!(
        refused,
        Err(ClientError::Refused(Refusal::NotYourTurn))
    ));

    // Garbage in a frame: answered with an error, the connection and the game go on.
    mover.send_raw(protocol::encode(&"not a message")).unwrap();
    let mut junk = vec![0, 0, 0, 4];
    junk.extend_from_slice(b"\xff\xfe{[");
    mover.send_raw(junk).unwrap();
    mover
        .wait_until(Duration::from_secs(30), |s| s.errors.len() >= 2)
        .unwrap();
    assert!(
        mover
            .state
            .errors
            .iter()
            .all(|e| matches!(e, Refusal::Malformed { .. }))
    );
    // A message over a limit: refused by its checks.
    let id = mover.next_id();
    let long = mover.request(ClientMsg::Say {
        id,
        text: "x".repeat(protocol::MAX_CHAT_CHARS + 1),
    });
    assert!(matches!(
        long,
        Err(ClientError::Refused(Refusal::Malformed { .. }))
    ));
    // A second hello is unexpected.
    let hello = ClientMsg::Hello {
        protocol: PROTOCOL_VERSION,
        app: String::new(),
        table: invite.table.clone(),
        want: Want::Spectator,
        name: String::new(),
    };
    mover.send_raw(protocol::encode(&hello)).unwrap();
    mover
        .wait_until(Duration::from_secs(30), |s| s.errors.len() >= 3)
        .unwrap();

    // The game is where it was, and the mover's move still works; then replaying it (an old
    // turn's message) is refused.
    let seq = mover.state.seq();
    assert_eq!(seq, before.seq);
    assert!(play_one_move(mover, &mut Picker(9)).unwrap());
    assert!(mover.state.seq() > seq);
    let id = mover.next_id();
    let replay = mover.request(ClientMsg::Apply {
        id,
        seq,
        action: option.clone(),
    });
    assert!(matches!(
        replay,
        Err(ClientError::Refused(Refusal::Stale { .. }))
    ));
    let after = mover.state.seq();

    // A frame over the maximum: refused, and the connection is closed.
    let mut huge = ((MAX_CLIENT_FRAME + 1) as u32).to_be_bytes().to_vec();
    huge.extend_from_slice(&[b' '; 64]);
    mover.send_raw(huge).unwrap();
    let _ = mover.wait_until(Duration::from_secs(30), |_| false);
    assert!(mover.closed().is_some(), "the host hung up");
    assert!(
        mover
            .state
            .errors
            .iter()
            .any(|e| matches!(e, Refusal::Malformed { detail } if detail.contains("longer")))
    );

    // Nobody takes a held seat without its secret, nor with a wrong one.
    let mover_seat = mover.state.seat.unwrap();
    let secret = mover.state.secret.clone().unwrap();
    for wrong in [None, Some(random_hex(protocol::SECRET_HEX))] {
        let want = Want::Seat {
            seat: mover_seat,
            secret: wrong,
        };
        let refused = Client::join(&invite, want, "", &config);
        assert!(matches!(
            refused,
            Err(ClientError::Refused(Refusal::SeatHeld))
        ));
    }
    // A bot's seat is not for taking, nor one that does not exist.
    let refused = Client::join(
        &invite,
        Want::Seat {
            seat: 2,
            secret: None,
        },
        "",
        &config,
    );
    assert!(matches!(
        refused,
        Err(ClientError::Refused(Refusal::SeatNotOnline))
    ));
    let refused = Client::join(
        &invite,
        Want::Seat {
            seat: 9,
            secret: None,
        },
        "",
        &config,
    );
    assert!(matches!(
        refused,
        Err(ClientError::Refused(Refusal::NoSeat { seats: 3 }))
    ));
    // Another protocol version: a clear refusal on both sides.
    let hello = ClientMsg::Hello {
        protocol: PROTOCOL_VERSION + 1,
        app: "9.9.9".into(),
        table: invite.table.clone(),
        want: Want::Spectator,
        name: String::new(),
    };
    let refused = Client::connect_raw_hello(&invite, protocol::encode(&hello), &config);
    assert!(matches!(
        refused,
        Err(ClientError::Refused(Refusal::Version { host: PROTOCOL_VERSION, client })) if client == PROTOCOL_VERSION + 1
    ));
    notice(&notices, |n| {
        matches!(n, HostNotice::Refused(Refusal::Version { .. }))
    });

    // The right secret takes the seat back; nothing changed meanwhile.
    let want = Want::Seat {
        seat: mover_seat,
        secret: Some(secret),
    };
    let mut back = Client::join(&invite, want, "", &config).unwrap();
    back.wait_until(Duration::from_secs(30), |s| s.update.is_some())
        .unwrap();
    assert_eq!(back.state.seq(), after);
    // A spectator sees the spectator's view and cannot move.
    let mut watcher = Client::join(&invite, Want::Spectator, "", &config).unwrap();
    watcher
        .wait_until(Duration::from_secs(30), |s| s.update.is_some())
        .unwrap();
    let id = watcher.next_id();
    let seq = watcher.state.seq();
    let refused = watcher.request(ClientMsg::Apply {
        id,
        seq,
        action: option,
    });
    assert!(matches!(
        refused,
        Err(ClientError::Refused(Refusal::Spectator))
    ));
    let table = host.stop().unwrap();
    assert_eq!(table.session().log().len() as u32, after);
    assert_eq!(
        watcher.state.update.as_ref().unwrap().view.as_ref(),
        Some(&table.session().view(None).unwrap())
    );
}

#[test]
fn a_dropped_client_rejoins_with_its_secret_and_the_chat_is_kept() {
    let (_dir, catalog) = catalog();
    let config = NetConfig::loopback();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("table.toml");
    session(&catalog, "maniacal", 3, &[0, 2], 5)
        .save_to(&file)
        .unwrap();
    let options = HostOptions {
        file: file.clone(),
        config: config.clone(),
        bots_stand_in: false,
        local: None,
    };
    let load = || Session::restore(&SaveFile::read(&file).unwrap(), &catalog).unwrap();
    let host = host_save(load(), &options, None).unwrap();
    let invite = host.invite().clone();
    let mut a = join(&invite, 0, &config);
    let mut c = join(&invite, 2, &config);
    a.say("good luck").unwrap();
    let mut picker = Picker(77);
    // Seat 0, in the middle of a move, dies.
    while !a.state.my_turn() {
        a.poll(Duration::from_millis(10));
        c.poll(Duration::from_millis(10));
        if c.state.my_turn() {
            play_one_move(&mut c, &mut picker).unwrap();
        }
    }
    let first = a.state.update.as_ref().unwrap().choices.clone().unwrap();
    let pick = first.options[0].action.clone();
    a.choices(vec![pick]).unwrap();
    let seq = a.state.seq();
    let secret_a = a.state.secret.clone().unwrap();
    a.abort();
    // It comes back at once (before the host noticed) with its secret, and continues.
    let want = Want::Seat {
        seat: 0,
        secret: Some(secret_a.clone()),
    };
    let mut a = Client::join(&invite, want, "", &config).unwrap();
    a.wait_until(Duration::from_secs(30), |s| s.update.is_some())
        .unwrap();
    assert_eq!(a.state.seq(), seq, "nothing was lost or applied");
    assert_eq!(a.state.chat.len(), 1, "the chat is sent at join");
    // Both online seats play a few moves.
    let mut made = 0;
    while made < 4 {
        a.poll(Duration::from_millis(10));
        c.poll(Duration::from_millis(10));
        if a.state.my_turn() {
            made += usize::from(play_one_move(&mut a, &mut picker).unwrap());
        } else if c.state.my_turn() {
            made += usize::from(play_one_move(&mut c, &mut picker).unwrap());
        }
    }
    // The host stops (as if killed: nothing is written at the stop, the save was written
    // after every move) and is started again from its save: the same invite code, and every
    // client rejoins its seat.
    let secret_c = c.state.secret.clone().unwrap();
    let code = invite.code();
    let stopped = host.stop().unwrap();
    let saved = SaveFile::read(&file).unwrap();
    assert_eq!(
        saved.log.len(),
        stopped.session().log().len(),
        "autosaved after every move"
    );
    assert!(saved.log.len() as u32 > seq);
    assert_eq!(saved.chat.len(), 1, "the chat is in the save");
    assert_eq!(saved.chat[0].text, "good luck");
    let _ = a.wait_until(Duration::from_secs(30), |_| false);
    assert!(a.closed().is_some());
    drop((a, c));
    let host = host_save(load(), &options, None).unwrap();
    assert_eq!(host.invite().code(), code, "the invite stays the same");
    let rejoin = |seat, secret| {
        let want = Want::Seat {
            seat,
            secret: Some(secret),
        };
        Client::join(&invite, want, "", &config).unwrap()
    };
    let a = rejoin(0, secret_a);
    let c = rejoin(2, secret_c);
    // Without the secret the seats stay taken.
    assert!(matches!(
        Client::join(
            &invite,
            Want::Seat {
                seat: 0,
                secret: None
            },
            "",
            &config
        ),
        Err(ClientError::Refused(Refusal::SeatHeld))
    ));
    let session = play_table(host, vec![a, c]);
    assert_eq!(session.chat().len(), 1);
    let saved = SaveFile::read(&file).unwrap();
    assert!(saved.game.game_over, "the finished game is saved");
}

#[test]
fn an_away_player_is_stood_in_for_by_a_bot_when_the_host_allows_it() {
    let (_dir, catalog) = catalog();
    let config = NetConfig::loopback();
    let mut table = Table::new(
        random_hex(16),
        session(&catalog, "example", 2, &[0, 1], 8),
        None,
        &BTreeMap::new(),
    )
    .unwrap();
    table.set_bots_stand_in(true);
    let host = Host::start(table, &config, iroh::SecretKey::generate(), 0, None).unwrap();
    let invite = host.invite().clone();
    // Seat 1's player joins and leaves; a bot plays seat 1 while they are away.
    let mut a = join(&invite, 0, &config);
    let b = join(&invite, 1, &config);
    b.close();
    let moves = play_to_end(&mut a, 4);
    assert!(moves > 0);
    let update = a.state.update.clone().unwrap();
    assert!(update.seats[1].bot_standing_in);
    assert!(!update.seats[1].present);
    let table = host.stop().unwrap();
    assert!(table.session().log().iter().any(|r| r.seat == 1));
}
