//! Property: the bytes the host sends a seat do not depend on anything hidden from that seat.
//!
//! For games with hidden information, at many points of bot games, the game is redrawn with
//! the plugin's `determinize` (everything the seat cannot see is dealt again, consistently
//! with what it saw), and the log lines it may not read are changed. The update frame for the
//! seat must be byte for byte the same; the check counts how often the hidden part really
//! differed, so it cannot pass by testing nothing.

use crate::common;

use std::collections::BTreeMap;

use parlour::core::discovery::Catalog;
use parlour::core::save::{SeatInfo, SeatKind};
use parlour::core::session::{LogLine, Session};
use parlour::net::protocol::{HostMsg, SeatPresence, SeatRole, encode};
use parlour::net::table::seat_update;
use parlour_plugin_api::Text;

fn presence(players: usize) -> Vec<SeatPresence> {
    (0..players)
        .map(|_| SeatPresence {
            name: String::new(),
            role: SeatRole::Online,
            taken: true,
            present: true,
            bot_standing_in: false,
        })
        .collect()
}

/// The frame a seat is sent for a game and a log.
fn frame(
    game: &parlour::core::plugin::GameHandle,
    lines: &[LogLine],
    seq: u32,
    seat: u32,
    players: usize,
) -> Vec<u8> {
    let status = game.status().unwrap();
    let update = seat_update(
        game,
        &status,
        lines,
        seq,
        Some(seat),
        0,
        false,
        presence(players),
    );
    encode(&HostMsg::Update(Box::new(update)))
}

/// The log with every line `seat` may not read rewritten.
fn with_other_secrets(lines: &[LogLine], seat: u32, salt: u64) -> Vec<LogLine> {
    lines
        .iter()
        .map(|line| {
            let mut line = line.clone();
            if !line.entry.visible_for(Some(seat)) {
                line.entry.text = Text::new(format!("secret-{salt}")).num("n", salt as f64);
            }
            line
        })
        .collect()
}

#[test]
fn a_seats_bytes_do_not_change_with_what_is_hidden_from_it() {
    let dir = common::plugin_dir(&[
        "parlour-example",
        "parlour-victorian-masterminds",
        "parlour-maniacal",
        "parlour-smog",
    ]);
    let catalog = Catalog::from_dirs(&[dir.path().to_owned()]);
    for (game, players, moves) in [
        ("example", 2, 60),
        ("victorian-masterminds", 3, 60),
        ("maniacal", 3, 80),
        ("smog", 3, 120),
    ] {
        let plugin = catalog.get(game).unwrap();
        let seats = (0..players)
            .map(|_| SeatInfo {
                name: String::new(),
                kind: SeatKind::Bot,
                level: None,
            })
            .collect();
        let mut session = Session::start(plugin, seats, 99, BTreeMap::new()).unwrap();
        let mut differed = 0;
        let mut checked = 0;
        for step in 0..moves {
            if session.status().game_over {
                break;
            }
            if step % 5 == 0 {
                let seq = session.log().len() as u32;
                let real = session.game();
                let lines = session.lines();
                for seat in 0..players as u32 {
                    let expected = frame(real, lines, seq, seat, players);
                    for salt in 1..=3u64 {
                        let other = real.determinize(seat, salt * 7919 + step as u64).unwrap();
                        let other_lines = with_other_secrets(lines, seat, salt);
                        let got = frame(&other, &other_lines, seq, seat, players);
                        assert!(
                            got == expected,
                            "{game}, seat {seat}, step {step}: the bytes changed with hidden information"
                        );
                        checked += 1;
                        let hidden_differs = other.save().unwrap().state
                            != real.save().unwrap().state
                            || other_lines != lines;
                        if hidden_differs {
                            differed += 1;
                        }
                    }
                }
            }
            let seat = session.status().acting[0];
            let action = session.bot_action(seat).unwrap();
            session.apply(seat, &action).unwrap();
        }
        assert!(
            differed * 2 > checked,
            "{game}: the hidden information differed in only {differed} of {checked} checks"
        );
    }
}
