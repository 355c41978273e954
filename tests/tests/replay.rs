//! Replays: every bundled game is played by bots, then stepped through from its log. At each
//! point a seat sees exactly what it saw at the time, the log shows what it could read, and
//! "play on from here" starts a new game from that very state, leaving the replay as it was.

use crate::common;

use std::collections::{BTreeMap, HashMap};

use parlour::core::discovery::Catalog;
use parlour::core::replay::{Replay, Watcher};
use parlour::core::save::{SeatInfo, SeatKind};
use parlour::core::session::Session;

fn catalog() -> (tempfile::TempDir, Catalog) {
    let dir = common::plugin_dir(&[
        "parlour-example",
        "parlour-victorian-masterminds",
        "parlour-corrosion",
        "parlour-maniacal",
        "parlour-smog",
    ]);
    let catalog = Catalog::from_dirs(&[dir.path().to_owned()]);
    (dir, catalog)
}

fn seats(n: usize) -> Vec<SeatInfo> {
    (0..n)
        .map(|s| SeatInfo {
            name: format!("P{s}"),
            kind: SeatKind::Bot,
            level: None,
        })
        .collect()
}

/// What each seat saw after some moves, recorded while the game was played.
struct Seen {
    views: HashMap<(usize, u32), String>,
    states: HashMap<usize, String>,
}

/// Plays `moves` moves (or to the end) with the games' own bots, recording every seat's view
/// and the state at the positions `probe` picks.
fn play(
    catalog: &Catalog,
    id: &str,
    players: usize,
    moves: usize,
    probe: impl Fn(usize) -> bool,
) -> (Session, Seen) {
    let plugin = catalog
        .get(id)
        .unwrap_or_else(|| panic!("{id} is installed"));
    let mut session = Session::start(plugin, seats(players), 11, BTreeMap::new()).unwrap();
    let mut seen = Seen {
        views: HashMap::new(),
        states: HashMap::new(),
    };
    for position in 0..=moves {
        if probe(position) {
            for seat in 0..players as u32 {
                let view = serde_json::to_string(&session.view(Some(seat)).unwrap()).unwrap();
                seen.views.insert((position, seat), view);
            }
            let state = session.game().save().unwrap().state.to_string();
            seen.states.insert(position, state);
        }
        if position == moves || session.status().game_over {
            break;
        }
        let seat = session.status().acting[0];
        let action = session.bot_action(seat).unwrap();
        session.apply(seat, &action).unwrap();
    }
    (session, seen)
}

#[test]
fn every_bundled_game_replays_as_each_seat_saw_it_and_branches() {
    let (_dir, catalog) = catalog();
    for (id, players, moves) in [
        ("example", 2, 400),
        ("victorian-masterminds", 3, 60),
        ("corrosion", 2, 60),
        ("maniacal", 3, 60),
        ("smog", 3, 120),
    ] {
        let probe = |p: usize| p.is_multiple_of(7) || p == 33 || p == 64;
        let (session, seen) = play(&catalog, id, players, moves, probe);
        let mut replay = Replay::of_session(&session).unwrap();
        assert_eq!(replay.len(), session.log().len(), "{id}");
        assert_eq!(replay.position(), replay.len(), "a replay opens at the end");
        // Back and forth over the kept states: each seat's view is the one it had then.
        let mut positions: Vec<usize> = seen.states.keys().copied().collect();
        positions.sort_unstable();
        let forth = positions.iter().copied();
        let back = positions.iter().rev().copied();
        for position in back.chain(forth) {
            replay.seek(position).unwrap();
            assert_eq!(replay.position(), position);
            for seat in 0..players as u32 {
                let view =
                    serde_json::to_string(&replay.view(Watcher::Seat(seat)).unwrap()).unwrap();
                assert!(
                    view == seen.views[&(position, seat)],
                    "{id}: seat {seat} after {position} moves sees something else in the replay"
                );
            }
            assert!(
                replay
                    .lines(Watcher::Seat(0))
                    .all(|line| line.action_index < position),
                "{id}: the log stops at the move shown"
            );
        }
        // Play on from a point in the middle: a new game from that very state.
        let middle = positions[positions.len() / 2];
        replay.seek(middle).unwrap();
        let mut branch = replay.play_on().unwrap();
        assert_eq!(branch.log().len(), middle);
        assert_eq!(
            branch.game().save().unwrap().state.to_string(),
            seen.states[&middle],
            "{id}: the branch starts where the replay stood"
        );
        if !branch.status().game_over {
            let seat = branch.status().acting[0];
            let action = branch.bot_action(seat).unwrap();
            branch.apply(seat, &action).unwrap();
        }
        assert_eq!(
            replay.len(),
            session.log().len(),
            "{id}: the replay is unchanged"
        );
    }
}

#[test]
fn a_seat_reads_only_its_own_secrets_and_the_spectator_watches_only_a_finished_game() {
    let (_dir, catalog) = catalog();
    let (session, _) = play(&catalog, "example", 2, 3, |_| false);
    let mut replay = Replay::of_session(&session).unwrap();
    assert!(!replay.finished());
    assert_eq!(
        replay.watchers(),
        vec![Watcher::Seat(0), Watcher::Seat(1)],
        "a running game is watched from a seat"
    );
    replay.seek(1).unwrap();
    let mover = replay.mover(0).unwrap();
    let other = 1 - mover;
    let own: Vec<String> = replay
        .lines(Watcher::Seat(mover))
        .map(|l| l.entry.text.id.clone())
        .collect();
    let theirs: Vec<String> = replay
        .lines(Watcher::Seat(other))
        .map(|l| l.entry.text.id.clone())
        .collect();
    assert!(own.contains(&"log-you-bid".to_owned()), "{own:?}");
    assert!(!theirs.contains(&"log-you-bid".to_owned()), "{theirs:?}");
    assert!(theirs.contains(&"log-placed-bid".to_owned()), "{theirs:?}");

    let (finished, _) = play(&catalog, "example", 2, 400, |_| false);
    assert!(finished.status().game_over);
    let replay = Replay::of_session(&finished).unwrap();
    assert!(replay.finished());
    assert!(replay.watchers().contains(&Watcher::Spectator));
}

#[test]
fn a_save_whose_moves_do_not_replay_says_which_move_fails() {
    let (_dir, catalog) = catalog();
    let (session, _) = play(&catalog, "example", 2, 6, |_| false);
    let mut save = session.to_save().unwrap();
    save.log[4].action = r#"{"bid": 99}"#.into();
    let err = Replay::of_save(&save, &catalog).err().expect("no replay");
    assert!(err.to_string().contains("action 4"), "{err}");
    save.game.plugin = "chess".into();
    let err = Replay::of_save(&save, &catalog).err().expect("no replay");
    assert!(err.to_string().contains("not installed"), "{err}");
}
