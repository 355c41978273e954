//! Save games: round trips through real plugins, corruption cases, missing plugins, replay.

use crate::common;

use std::collections::BTreeMap;

use parlour::core::discovery::Catalog;
use parlour::core::save::{SaveError, SaveFile, SeatInfo, SeatKind};
use parlour::core::session::{self, Session, SessionError};

fn example_catalog() -> (tempfile::TempDir, Catalog) {
    let dir = common::plugin_dir(&["parlour-example"]);
    let catalog = Catalog::from_dirs(&[dir.path().to_owned()]);
    (dir, catalog)
}

fn seats() -> Vec<SeatInfo> {
    vec![
        SeatInfo {
            name: "Anna".into(),
            kind: SeatKind::Human,
            level: None,
        },
        SeatInfo {
            name: "Ben".into(),
            kind: SeatKind::Bot,
            level: None,
        },
    ]
}

/// A session with a few moves made by bots.
fn played(catalog: &Catalog, moves: usize) -> Session {
    let plugin = catalog.get("example").unwrap();
    let mut session = Session::start(plugin, seats(), 4242, BTreeMap::new()).unwrap();
    for _ in 0..moves {
        let seat = session.status().acting[0];
        let action = session.bot_action(seat).unwrap();
        session.apply(seat, &action).unwrap();
    }
    session
}

#[test]
fn a_saved_game_loads_back_to_the_same_state_history_and_seats() {
    let (_plugins, catalog) = example_catalog();
    let session = played(&catalog, 7);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.toml");
    session.save_to(&path).unwrap();

    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.contains("name = \"parlour-save\""),
        "a readable TOML header:\n{text}"
    );
    assert!(text.contains("plugin = \"example\""));

    let save = SaveFile::read(&path).unwrap();
    assert_eq!(save.seats, seats());
    assert_eq!(save.log.len(), 7);
    let restored = Session::restore(&save, &catalog).unwrap();
    assert_eq!(
        restored.game().save().unwrap(),
        session.game().save().unwrap()
    );
    assert_eq!(
        restored.lines(),
        session.lines(),
        "the readable log is rebuilt by replay"
    );
    assert_eq!(restored.status(), session.status());
    assert!(!restored.history_broken());
    assert!(session::validate(&save, &catalog).is_ok());
}

#[test]
fn undo_replays_the_log_without_the_last_action() {
    let (_plugins, catalog) = example_catalog();
    let plugin = catalog.get("example").unwrap();
    let mut session = Session::start(plugin, seats(), 11, BTreeMap::new()).unwrap();
    let before = session.game().save().unwrap();
    let action = session.actions(0).unwrap()[0].action.clone();
    session.apply(0, &action).unwrap();
    assert!(session.can_undo(), "a first sealed bid may be taken back");
    session.undo().unwrap();
    assert_eq!(session.game().save().unwrap(), before);
    assert!(session.log().is_empty());
    // The second bid reveals both bids and draws the next prize: no undo.
    session.apply(0, &action).unwrap();
    let other = session.actions(1).unwrap()[0].action.clone();
    session.apply(1, &other).unwrap();
    assert!(!session.can_undo());
    assert!(matches!(session.undo(), Err(SessionError::CannotUndo)));
}

#[test]
fn damaged_saves_are_refused_precisely_and_never_overwritten() {
    let (_plugins, catalog) = example_catalog();
    let session = played(&catalog, 4);
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.toml");
    session.save_to(&good).unwrap();
    let text = std::fs::read_to_string(&good).unwrap();

    let truncated = dir.path().join("truncated.toml");
    std::fs::write(&truncated, &text[..text.len() * 2 / 3]).unwrap();
    let err = SaveFile::read(&truncated).unwrap_err();
    assert!(matches!(err, SaveError::Damaged { .. }), "{err}");
    assert!(err.to_string().contains("damaged or truncated"));

    let foreign = dir.path().join("foreign.toml");
    std::fs::write(&foreign, "[package]\nname = \"something-else\"\n").unwrap();
    assert!(matches!(
        SaveFile::read(&foreign).unwrap_err(),
        SaveError::Foreign { .. }
    ));

    let newer = dir.path().join("newer.toml");
    std::fs::write(&newer, text.replace("version = 1\n", "version = 7\n")).unwrap();
    let err = SaveFile::read(&newer).unwrap_err();
    assert!(err.to_string().contains("newer Parlour"), "{err}");

    for broken in [&truncated, &foreign, &newer] {
        let before = std::fs::read(broken).unwrap();
        assert!(
            session.save_to(broken).is_err(),
            "{} must not be overwritten",
            broken.display()
        );
        assert_eq!(std::fs::read(broken).unwrap(), before);
    }
}

#[test]
fn a_save_whose_plugin_is_missing_names_the_plugin_it_needs() {
    let (_plugins, catalog) = example_catalog();
    let session = played(&catalog, 2);
    let save = session.to_save().unwrap();
    let empty = Catalog::default();
    let err = Session::restore(&save, &empty)
        .err()
        .expect("no plugin, no game");
    let message = err.to_string();
    assert!(
        message.contains("\"example\"") && message.contains("not installed"),
        "{message}"
    );
}

#[test]
fn validate_detects_a_state_that_the_log_does_not_reproduce() {
    let (_plugins, catalog) = example_catalog();
    let session = played(&catalog, 6);
    let mut save = session.to_save().unwrap();
    let mut other = played(&catalog, 4).to_save().unwrap();
    // A consistent file (fresh checksum) whose state belongs to another point of the game.
    save.state = std::mem::replace(&mut other.state, save.state.clone());
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mismatch.toml");
    save.write(&path).unwrap();
    let reread = SaveFile::read(&path).unwrap();
    assert!(matches!(
        session::validate(&reread, &catalog),
        Err(SessionError::ReplayMismatch)
    ));
    // Loading still works from the stored state, without history and undo.
    let restored = Session::restore(&reread, &catalog).unwrap();
    assert!(restored.history_broken());
    assert!(!restored.can_undo());
}

#[test]
fn autosaves_replace_their_file_and_the_newest_is_found() {
    let (_plugins, catalog) = example_catalog();
    let dir = tempfile::tempdir().unwrap();
    let mut session = played(&catalog, 3);
    let path = session.autosave_in(dir.path()).unwrap();
    let seat = session.status().acting[0];
    let action = session.bot_action(seat).unwrap();
    session.apply(seat, &action).unwrap();
    assert_eq!(
        session.autosave_in(dir.path()).unwrap(),
        path,
        "one autosave file per game, replaced"
    );
    let latest = session::latest_autosave_in(dir.path()).expect("the autosave is found");
    assert_eq!(latest.path, path);
    assert_eq!(SaveFile::read(&path).unwrap().log.len(), 4);
    assert_eq!(latest.seats, seats());
}

/// A save written by an older version of the plugin, whose state no longer fits the plugin's
/// schema: the same moves, and a state in an old shape.
fn outdated(session: &Session) -> SaveFile {
    let mut save = session.to_save().unwrap();
    assert!(
        save.state.schema_version > 1,
        "Sealed Bids' state is at schema 2"
    );
    save.state.schema_version = 1;
    save.state.json = r#"{"round": 4, "a_field": "of an old shape"}"#.into();
    save
}

#[test]
fn a_save_of_an_older_shape_is_rebuilt_from_its_moves() {
    let (_plugins, catalog) = example_catalog();
    let session = played(&catalog, 9);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.toml");
    outdated(&session).write(&path).unwrap();
    let save = SaveFile::read(&path).unwrap();

    let restored = Session::restore(&save, &catalog).expect("rebuilt from the log");
    assert!(restored.rebuilt());
    assert!(
        !restored.history_broken(),
        "the rebuilt game keeps its history"
    );
    assert_eq!(
        restored.game().save().unwrap(),
        session.game().save().unwrap(),
        "the same game as before it was saved"
    );
    assert_eq!(restored.can_undo(), session.can_undo());
    // Commands that rewrite a save accept it too, and write the new shape.
    session::validate(&save, &catalog).expect("a consistent old save");
    let checked = Session::restore_checked(&save, &catalog).unwrap();
    assert_eq!(
        checked.to_save().unwrap().state.schema_version,
        session.to_save().unwrap().state.schema_version
    );
}

#[test]
fn an_old_save_whose_moves_do_not_replay_names_both_problems() {
    let (_plugins, catalog) = example_catalog();
    let session = played(&catalog, 5);
    let mut save = outdated(&session);
    save.log[3].action = r#"{"bid": 99}"#.into();
    let err = Session::restore(&save, &catalog)
        .err()
        .expect("neither the state nor the moves can be read");
    let message = err.to_string();
    assert!(
        matches!(err, SessionError::Outdated { .. })
            && message.contains("schema version 1")
            && message.contains("action 3"),
        "{message}"
    );
}
