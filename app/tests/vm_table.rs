//! Victorian Masterminds on the table: a 4-player game in progress, drawn by the launcher at
//! 1400x900 (English, German, and English at 150 %), to check that the central board, the
//! player's own sheet and every opponent's compact summary fit one window and read well.
//!
//! The game is played ahead with the plugin's bots (Ada in the first seat is the human) until a
//! stack is being resolved and the human must choose, saved, and opened through the saves
//! screen.
//! Accept new pictures with `UPDATE_SNAPSHOTS=1`.
//!
//! The plugin library is taken from the cargo target directory: build it first with
//! `cargo build -p parlour-victorian-masterminds`.

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
    catalog.add_file(&common::built_library("parlour_victorian_masterminds"));
    catalog
}

/// A 4-player game (a human and three bots) played by bots in every seat until a stack is
/// being resolved and the human must decide, written to `path`.
fn game_in_progress(catalog: &Catalog, path: &Path) {
    let plugin = catalog
        .get("victorian-masterminds")
        .expect("the Victorian Masterminds plugin")
        .clone();
    let seat = |name: &str, kind| SeatInfo {
        name: name.into(),
        kind,
        level: None,
    };
    let seats = vec![
        seat("Ada", SeatKind::Human),
        seat("Babbage", SeatKind::Bot),
        seat("Curie", SeatKind::Bot),
        seat("Darwin", SeatKind::Bot),
    ];
    let mut session = Session::start(&plugin, seats, 7, Default::default()).unwrap();
    let mut moves = 0;
    loop {
        let status = session.status().clone();
        assert!(
            !status.game_over,
            "the game ended before the scene was found"
        );
        if moves >= 60 && status.acting == [0] {
            let view = serde_json::to_string(&session.view(Some(0)).unwrap()).unwrap();
            if view.contains(r#""emphasis":"resolving""#) && view.contains("label-steps-to-come") {
                break;
            }
        }
        let seat = status.acting[0];
        let action = session.bot_action(seat).unwrap();
        session.apply(seat, &action).unwrap();
        moves += 1;
        assert!(moves < 2000, "no resolution waiting for the human");
    }
    session.save_to(path).unwrap();
}

fn table(lang: Lang, ui_scale: f32) -> Harness<'static, ParlourApp> {
    common::table_with_save(catalog(), lang, ui_scale, |catalog, path| {
        game_in_progress(catalog, path);
    })
}

fn snapshot(harness: &mut Harness<'static, ParlourApp>, name: &str) {
    harness.remove_cursor();
    // The table fits the board to the window over a few frames.
    harness.run_steps(8);
    // At 100 % the whole table fits; at 150 % the board is larger than the table and pans,
    // its text legible (`board_text` measures it).
    if harness.ctx.pixels_per_point() < 1.25 {
        assert_fits(harness);
    }
    common::table_snapshot(harness, name);
}

/// Every labelled element of the table (the central board, the resolution, the player's own
/// sheet and every opponent's sheet) lies wholly between the tool bar and the status bar and
/// left of the side panel: nothing needs scrolling or panning at 1400x900.
fn assert_fits(harness: &Harness<'static, ParlourApp>) {
    let de = harness.query_by_label("Mitspieler").is_some();
    let (to_act, players, rules) = if de {
        ("Am Zug:", "Mitspieler", "Regeln")
    } else {
        ("To act:", "Players", "Rules")
    };
    let bottom = harness.get_by_label(to_act).rect().min.y;
    let right = harness.get_by_label(players).rect().min.x;
    // The rules button is a picture at 150 %; the tool bar ends where the table begins.
    let top = harness
        .query_by_label(rules)
        .map_or(60.0, |n| n.rect().max.y);
    let mut inside = 0;
    for node in harness.query_all_by_label_contains("") {
        // Some nodes (hidden ones) have no bounds.
        if node.accesskit_node().bounding_box().is_none() {
            continue;
        }
        let rect = node.rect();
        let label = node.accesskit_node().label().unwrap_or_default();
        if label.is_empty() || rect.center().x >= right || rect.min.y <= top {
            continue;
        }
        assert!(
            rect.max.y <= bottom + 0.5 && rect.max.x <= right + 0.5,
            "{label:?} at {rect:?} leaves the table (status bar at {bottom}, side panel at {right})"
        );
        inside += 1;
    }
    assert!(inside > 100, "only {inside} elements found on the table");
}

#[test]
fn a_four_player_game_in_progress_fits_the_window_in_english() {
    let mut t = table(Lang::En, 1.0);
    snapshot(&mut t, "vm_table");
}

#[test]
fn a_four_player_game_in_progress_fits_the_window_in_german() {
    let mut t = table(Lang::De, 1.0);
    snapshot(&mut t, "vm_table_de");
}

#[test]
fn a_four_player_game_in_progress_at_150_percent() {
    let mut t = table(Lang::En, 1.5);
    snapshot(&mut t, "vm_table_150");
    // Four seats at 150%: the players are one compact row, so that several choices and the
    // log stay on screen (900 pixels are 600 points here).
    let log = t.get_by_label("Game log").rect();
    assert!(
        log.bottom() < 600.0 - 60.0,
        "the log has room below its heading"
    );
    let shown = t
        .get_all_by_label_contains("Copper plate on")
        .filter(|n| n.rect().bottom() < log.top() - 60.0)
        .count();
    assert!(shown >= 2, "{shown} choices are on screen");
}

#[test]
fn an_opponents_full_sheet_shows_on_hover() {
    let mut t = table(Lang::En, 1.0);
    // The compact summary's hover text is the whole sheet: every segment, the bonuses and
    // the resources.
    let sheet = t
        .get_all_by_label_contains("Scientists")
        .find(|n| {
            n.accesskit_node()
                .label()
                .is_some_and(|l| l.contains("agent pile"))
        })
        .expect("an opponent's sheet as the hover text of its summary");
    let label = sheet.accesskit_node().label().unwrap_or_default();
    assert!(label.contains("Second bonus"), "{label}");
    assert!(label.lines().count() >= 11, "{label}");
    let rect = sheet.rect();
    // Rest the pointer on the summary's title bar, where no piece has its own tooltip.
    t.hover_at(egui::pos2(rect.right() - 12.0, rect.top() + 8.0));
    t.run_steps(40);
    t.snapshot_options(
        "vm_table_hover",
        &SnapshotOptions::new().threshold(2.0).max_failed_pixels(600),
    );
}
