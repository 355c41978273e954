//! Corrosion on the table: a 4-player game in progress (English, German, and English at
//! 150 %) and a solo game against the automa, drawn by the launcher at 1400x900, to check that
//! the shared display, the player's own workshop (rust wheel with its four sectors, boiler,
//! storage, machine room, hand) and the opponents' compact workshops fit one window and read
//! well.
//!
//! Each game is played ahead with the plugin's bots (seat 1 is the human) until the human
//! chooses a main action, saved, and opened through the saves screen. Accept new pictures with
//! `UPDATE_SNAPSHOTS=1` (or delete the PNG).
//!
//! The plugin library is taken from the cargo target directory (the launcher depends on the
//! plugin, so `cargo test -p parlour --test app corrosion_table::` builds it).

use crate::common;

use std::path::Path;

use egui_kittest::kittest::{NodeT as _, Queryable};
use egui_kittest::{Harness, SnapshotOptions};
use parlour::core::discovery::Catalog;
use parlour::core::i18n::Lang;
use parlour::core::save::{SeatInfo, SeatKind};
use parlour::core::session::Session;
use parlour::gui::ParlourApp;

fn catalog() -> Catalog {
    let mut catalog = Catalog::default();
    catalog.add_file(&common::built_library("parlour_corrosion"));
    catalog
}

/// A game with `players` seats (seat 1 human, the others bots; one seat plays the automa)
/// played by bots in every seat for at least `moves` moves, until the human is to choose a
/// main action (turning the wheel is one of the choices), written to `path`.
fn game_in_progress(catalog: &Catalog, path: &Path, players: usize, moves: usize) {
    let plugin = catalog
        .get("corrosion")
        .expect("the Corrosion plugin")
        .clone();
    let names = ["Ada", "Babbage", "Curie", "Darwin"];
    let seats = (0..players)
        .map(|i| SeatInfo {
            name: names[i].into(),
            kind: if i == 0 {
                SeatKind::Human
            } else {
                SeatKind::Bot
            },
            level: None,
        })
        .collect();
    let mut session = Session::start(&plugin, seats, 11, Default::default()).unwrap();
    let mut played = 0;
    loop {
        let status = session.status().clone();
        assert!(
            !status.game_over,
            "the game ended before the scene was found"
        );
        if played >= moves && status.acting == [0] {
            // The first choices of the human's move (a composed game lists no one-click
            // actions).
            let first = session.game().choices(0, &[], false, false).unwrap();
            if first.options.iter().any(|a| a.action == "turn_wheel") {
                break;
            }
        }
        let seat = status.acting[0];
        let action = session.bot_action(seat).unwrap();
        session.apply(seat, &action).unwrap();
        played += 1;
        assert!(played < moves + 400, "no main action for the human");
    }
    session.save_to(path).unwrap();
}

fn table(lang: Lang, ui_scale: f32, players: usize, moves: usize) -> Harness<'static, ParlourApp> {
    common::table_with_save(catalog(), lang, ui_scale, |catalog, path| {
        game_in_progress(catalog, path, players, moves);
    })
}

fn snapshot(harness: &mut Harness<'static, ParlourApp>, name: &str) {
    common::table_snapshot(harness, name);
}

/// What a player relies on besides the picture: the decision panel offers turning the wheel,
/// the log is there, the four sectors of the own rust wheel are named on the board, and a
/// card in the hand carries its whole text (name, colour, level and effect) for the hover.
fn check_table(harness: &Harness<'static, ParlourApp>, lang: Lang) {
    let (turn_wheel, log, sectors, card) = match lang {
        Lang::De => (
            "Rostrad drehen",
            "Spielverlauf",
            ["Sektor 3", "Sektor 2", "Sektor 1", "Sektor X"],
            "Mechanikerin (blau 1): ",
        ),
        _ => (
            "Turn the rust wheel",
            "Game log",
            ["Sector 3", "Sector 2", "Sector 1", "Sector X"],
            "Mechanic (blue 1): ",
        ),
    };
    assert!(
        harness.query_all_by_label_contains(turn_wheel).count() > 0,
        "the decision panel offers to turn the wheel"
    );
    assert!(harness.query_by_label(log).is_some(), "the game log");
    for sector in sectors {
        assert!(
            harness.query_all_by_label_contains(sector).count() > 0,
            "{sector} is named on the board"
        );
    }
    let cards: Vec<String> = harness
        .query_all_by_label_contains(card)
        .filter_map(|n| n.accesskit_node().label())
        .collect();
    assert!(
        cards.iter().any(|l| l.len() > card.len() + 5),
        "a card's whole text is on the board: {cards:?}"
    );
}

#[test]
fn a_four_player_game_in_progress_fits_the_window_in_english() {
    let mut t = table(Lang::En, 1.0, 4, 150);
    snapshot(&mut t, "corrosion_table");
    check_table(&t, Lang::En);
}

#[test]
fn a_four_player_game_in_progress_fits_the_window_in_german() {
    let mut t = table(Lang::De, 1.0, 4, 150);
    snapshot(&mut t, "corrosion_table_de");
    check_table(&t, Lang::De);
}

#[test]
fn a_four_player_game_in_progress_at_150_percent() {
    let mut t = table(Lang::En, 1.5, 4, 150);
    snapshot(&mut t, "corrosion_table_150");
    check_table(&t, Lang::En);
}

#[test]
fn a_solo_game_against_the_automa_in_progress() {
    let mut t = table(Lang::En, 1.0, 1, 60);
    snapshot(&mut t, "corrosion_table_solo");
    check_table(&t, Lang::En);
    // The automa's deck and discard pile are on the board.
    assert!(
        t.query_all_by_label_contains("automa").count() > 0,
        "the automa is drawn"
    );
}

#[test]
fn an_opponents_whole_area_shows_on_hover() {
    let mut t = table(Lang::En, 1.0, 4, 150);
    // The compact area's hover text is the whole area: hand, every sector, boiler, storage,
    // machine room and awards.
    let sheet = t
        .get_all_by_label_contains("Machine room:")
        .find(|n| {
            n.accesskit_node()
                .label()
                .is_some_and(|l| l.contains("Sector X:") && l.contains("Hand:"))
        })
        .expect("an opponent's whole area as the hover text of its compact workshop");
    let label = sheet.accesskit_node().label().unwrap_or_default();
    assert!(label.lines().count() >= 9, "{label}");
    let rect = sheet.rect();
    // Rest the pointer on the area's right edge, where no piece has its own tooltip.
    t.hover_at(egui::pos2(rect.right() - 6.0, rect.center().y + 4.0));
    t.run_steps(40);
    t.snapshot_options(
        "corrosion_table_hover",
        &SnapshotOptions::new().threshold(2.0).max_failed_pixels(600),
    );
}
