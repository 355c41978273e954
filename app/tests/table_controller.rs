//! The table's controller without a window: autosaves written off the UI thread, and the
//! report of a failing autosave (once, until one works again). The bot scheduling, the undo
//! policy and the viewer/curtain policy are pure functions with unit tests in `gui::table`.

use crate::common;

use std::path::Path;
use std::sync::Arc;

use parlour::core::discovery::Catalog;
use parlour::core::i18n::{Lang, Localizer};
use parlour::core::plugin::Plugin;
use parlour::core::save::{SaveFile, SeatInfo, SeatKind};
use parlour::core::session::Session;
use parlour::gui::notices::Notices;
use parlour::gui::table::PlayState;

fn example() -> (Catalog, Arc<Plugin>) {
    let mut catalog = Catalog::default();
    catalog.add_file(&common::built_library("parlour_example"));
    let plugin = catalog.get("example").expect("the example plugin").clone();
    (catalog, plugin)
}

/// Two humans, so that every move is made by hand.
fn table(plugin: &Arc<Plugin>, autosave_dir: &Path) -> PlayState {
    let seat = |name: &str| SeatInfo {
        name: name.into(),
        kind: SeatKind::Human,
        level: None,
    };
    let session = Session::start(
        plugin,
        vec![seat("Ada"), seat("Bea")],
        5,
        Default::default(),
    )
    .expect("a new game");
    PlayState::new(session, autosave_dir)
}

/// The first legal move of the first seat to act, made as a human would.
fn play_one(play: &mut PlayState, notices: &mut Notices, l10n: &Localizer) {
    // Hotseat with hidden hands: the next player confirms they sit at the screen.
    if play.curtain().is_some() {
        play.reveal();
    }
    let seat = play.active_human().expect("a human decides");
    let action = play.session().actions(seat).expect("legal moves")[0]
        .action
        .clone();
    let before = play.session().log().len();
    play.apply_human(&action, notices, l10n);
    assert_eq!(
        play.session().log().len(),
        before + 1,
        "the move was applied"
    );
}

#[test]
fn the_autosave_holds_the_latest_move_once_the_writer_is_done() {
    let (catalog, plugin) = example();
    let dir = tempfile::tempdir().unwrap();
    let l10n = Localizer::new(Lang::En);
    let mut notices = Notices::default();
    let mut play = table(&plugin, dir.path());
    for _ in 0..4 {
        play_one(&mut play, &mut notices, &l10n);
    }
    play.flush_autosave(&mut notices, &l10n);
    assert!(notices.is_empty(), "no error was reported");
    let save = SaveFile::read(play.autosave_path()).expect("the autosave reads back");
    let restored = Session::restore_checked(&save, &catalog).expect("the autosave restores");
    assert_eq!(restored.log().len(), 4, "every move is in the autosave");
    assert_eq!(
        serde_json::to_value(restored.view(Some(0)).unwrap()).unwrap(),
        serde_json::to_value(play.session().view(Some(0)).unwrap()).unwrap(),
        "the restored game is the game on the table"
    );
}

#[test]
fn a_failing_autosave_is_reported_once_until_one_works_again() {
    let (_catalog, plugin) = example();
    let root = tempfile::tempdir().unwrap();
    // A file where the autosave folder should be: every write fails.
    let dir = root.path().join("autosave");
    std::fs::write(&dir, "not a folder").unwrap();
    let l10n = Localizer::new(Lang::En);
    let mut notices = Notices::default();
    let mut play = table(&plugin, &dir);
    for _ in 0..3 {
        play_one(&mut play, &mut notices, &l10n);
    }
    play.flush_autosave(&mut notices, &l10n);
    assert_eq!(
        notices.iter().count(),
        1,
        "one message for three failed autosaves"
    );
    // The folder can be written again: the next autosave works, silently.
    std::fs::remove_file(&dir).unwrap();
    std::fs::create_dir(&dir).unwrap();
    notices.clear();
    play_one(&mut play, &mut notices, &l10n);
    play.flush_autosave(&mut notices, &l10n);
    assert!(notices.is_empty(), "a working autosave says nothing");
    assert!(play.autosave_path().is_file(), "the autosave was written");
    // A later failure is reported again.
    std::fs::remove_dir_all(&dir).unwrap();
    std::fs::write(&dir, "not a folder").unwrap();
    play_one(&mut play, &mut notices, &l10n);
    play.flush_autosave(&mut notices, &l10n);
    assert_eq!(notices.iter().count(), 1, "the new failure is reported");
}
