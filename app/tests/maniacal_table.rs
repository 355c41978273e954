//! Maniacal on the table: a 4-player game drawn by the launcher at 1400x900, to check that the
//! world map, the decks, the tracks, the player's own lair and the opponents' compact lairs fit
//! one window and read well, in the scenes a player meets: the room draft, the Contract Phase
//! (English, German, and English at 150 %), a contract attempt being composed, its roll and its
//! result, and five players in the last round.
//!
//! Each game is played ahead with the plugin's bots (seat 0 is the human) until the scene is
//! reached, saved, and opened through the saves screen. Accept new pictures with
//! `UPDATE_SNAPSHOTS=1` (or delete the PNG).
//!
//! The plugin library is taken from the cargo target directory: build it first with
//! `cargo build -p parlour-maniacal`.

use crate::common;

use std::path::Path;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable};
use parlour::core::discovery::Catalog;
use parlour::core::i18n::Lang;
use parlour::core::save::{SeatInfo, SeatKind};
use parlour::core::session::Session;
use parlour::gui::ParlourApp;

fn catalog() -> Catalog {
    let mut catalog = Catalog::default();
    catalog.add_file(&common::built_library("parlour_maniacal"));
    catalog
}

/// The scenes the pictures show.
#[derive(Clone, Copy, PartialEq)]
enum Scene {
    /// Round 1's draft: the human has built or sold twice and chooses the third pick, the
    /// bots have already chosen.
    Draft,
    /// Round 2's Contract Phase: the human chooses an action, after a few turns of play.
    Contracts,
    /// A contract attempt of the human's after the roll: the dice show their faces.
    Roll,
    /// Round 1's Contract Phase, the human's first turn: a contract attempt to compose.
    Compose,
    /// The result of a contract attempt of the human's, before it is collected.
    Result,
    /// Five players in round 3's Contract Phase: the most a table shows.
    Crowded,
}

/// A 4-player game (a human and three bots; five players for the crowded scene) played by
/// bots in every seat until `scene`, written to `path`.
fn game_at(catalog: &Catalog, scene: Scene, path: &Path) {
    let plugin = catalog
        .get("maniacal")
        .expect("the Maniacal plugin")
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
        seat("Euler", SeatKind::Bot),
    ];
    let seats = if scene == Scene::Crowded {
        seats
    } else {
        seats[..4].to_vec()
    };
    let mut session = Session::start(&plugin, seats, 11, Default::default()).unwrap();
    let mut moves = 0;
    // The human's moves in the phase of the scene.
    let mut human_moves = 0;
    loop {
        let status = session.status().clone();
        assert!(
            !status.game_over,
            "the game ended before the scene was found"
        );
        let phase = status.phase.as_ref().map_or("", |p| p.id.as_str());
        let round = status.round.unwrap_or(0);
        let in_scene_phase = match scene {
            Scene::Draft => phase == "phase-draft" && round == 1,
            Scene::Contracts => phase == "phase-contracts" && round == 2,
            Scene::Roll => phase == "phase-contracts",
            Scene::Compose => phase == "phase-contracts" && round == 1,
            Scene::Result => phase == "phase-contracts",
            Scene::Crowded => phase == "phase-contracts" && round == 3,
        };
        if in_scene_phase && status.acting == [0] {
            let view = serde_json::to_string(&session.view(Some(0)).unwrap()).unwrap();
            let found = match scene {
                Scene::Draft => human_moves >= 2,
                Scene::Contracts => human_moves >= 2 && !view.contains(r#""key":"attempt""#),
                Scene::Roll => view.contains(r#""key":"die-0""#),
                Scene::Compose => !view.contains(r#""key":"attempt""#),
                Scene::Result => {
                    view.contains(r#""id":"result-success""#)
                        || view.contains(r#""id":"result-failure""#)
                }
                Scene::Crowded => human_moves >= 2 && !view.contains(r#""key":"attempt""#),
            };
            if found {
                break;
            }
        }
        // Seats choosing at once: the bots first, so the human chooses last.
        let seat = *status.acting.last().expect("a seat acts");
        if seat == 0 && in_scene_phase {
            human_moves += 1;
        }
        let action = session.bot_action(seat).unwrap();
        session.apply(seat, &action).unwrap();
        moves += 1;
        assert!(moves < 3000, "the scene never came");
    }
    session.save_to(path).unwrap();
}

fn table(scene: Scene, lang: Lang, ui_scale: f32) -> Harness<'static, ParlourApp> {
    let mut harness = common::table_with_save(catalog(), lang, ui_scale, |catalog, path| {
        game_at(catalog, scene, path);
    });
    // The table fits the board to the window over a few frames.
    harness.run_steps(8);
    harness
}

fn snapshot(harness: &mut Harness<'static, ParlourApp>, name: &str) {
    common::table_snapshot(harness, name);
}

/// What every Contract Phase picture must show: the six continents, the three Special
/// Locations, the Infamy and Time tracks, the human's lair, the log and the decisions.
fn contract_phase_is_readable(harness: &Harness<'static, ParlourApp>, lang: Lang, scale: f32) {
    let (continents, locations, tracks, lair, log, turn) = match lang {
        Lang::De => (
            [
                "A · Nordamerika",
                "B · Südamerika",
                "C · Europa",
                "D · Afrika",
                "E · Asien",
                "F · Ozeanien",
            ],
            ["Komplottstapel", "Ganovenspital", "Söldnerstapel"],
            [
                "Runde 2 hat 10 Wochen",
                "Nächste Reihenfolge",
                "Auftragsstapel",
            ],
            "? turns",
            "Spielverlauf",
            "Ada, du bist am Zug",
        ),
        _ => (
            [
                "A · North America",
                "B · South America",
                "C · Europe",
                "D · Africa",
                "E · Asia",
                "F · Oceania",
            ],
            ["Scheme deck", "Hoodlum Hospital", "Mercenary deck"],
            ["Round 2 has 10 weeks", "Next order", "Contract decks"],
            "? turns",
            "Game log",
            "Ada, your move",
        ),
    };
    // At 100 % the whole board is in view; at 150 % it is larger than the table and its parts
    // stand one below the other, whole and legible, for the player to pan to.
    for part in continents
        .iter()
        .chain(&locations)
        .chain(&tracks)
        .chain([&lair])
    {
        if scale > 1.0 {
            common::on_board(harness, part);
        } else {
            common::on_screen(harness, part, scale);
        }
    }
    for part in [log, turn] {
        common::on_screen(harness, part, scale);
    }
}

#[test]
fn the_room_draft_shows_the_hand_and_the_picks_so_far() {
    let mut t = table(Scene::Draft, Lang::En, 1.0);
    // The draft panel with the hand, the human's decision and the log.
    for part in [
        "Your hand (3 cards)",
        "Your picks this round",
        "Ada, your move",
        "Game log",
    ] {
        common::on_screen(&t, part, 1.0);
    }
    // The bots have chosen; nobody sees what.
    assert!(
        t.query_all_by_label_contains("has chosen").count() >= 3,
        "each opponent's pick is shown as made but secret"
    );
    snapshot(&mut t, "maniacal_table_draft");
}

#[test]
fn the_contract_phase_fits_the_window_in_english() {
    let mut t = table(Scene::Contracts, Lang::En, 1.0);
    contract_phase_is_readable(&t, Lang::En, 1.0);
    snapshot(&mut t, "maniacal_table");
}

#[test]
fn the_contract_phase_fits_the_window_in_german() {
    let mut t = table(Scene::Contracts, Lang::De, 1.0);
    contract_phase_is_readable(&t, Lang::De, 1.0);
    snapshot(&mut t, "maniacal_table_de");
}

#[test]
fn the_contract_phase_at_150_percent() {
    let mut t = table(Scene::Contracts, Lang::En, 1.5);
    contract_phase_is_readable(&t, Lang::En, 1.5);
    snapshot(&mut t, "maniacal_table_150");
}

#[test]
fn a_contract_attempt_shows_the_contract_the_team_and_the_dice() {
    let mut t = table(Scene::Roll, Lang::En, 1.0);
    for part in ["The roll:", "Ada, your move", "Game log"] {
        common::on_screen(&t, part, 1.0);
    }
    snapshot(&mut t, "maniacal_table_roll");
}

#[test]
fn a_contract_attempt_is_composed_with_back_cancel_and_confirm() {
    let mut t = table(Scene::Compose, Lang::En, 1.0);
    // Choose the first contract offered on the map (a click as a screen reader makes it: the
    // board lies on a scaled layer), then team members until the move is whole.
    let clickable = |n: &egui_kittest::Node<'_>| {
        n.accesskit_node()
            .data()
            .supports_action(egui::accesskit::Action::Click)
    };
    t.query_all_by_label_contains(" (")
        .filter(|n| {
            let label = n.accesskit_node().label().unwrap_or_default();
            ["Easy (", "Hard (", "Legendary ("]
                .iter()
                .any(|d| label.starts_with(d))
        })
        .find(|n| clickable(n))
        .expect("a contract to attempt on the map")
        .click_accesskit();
    t.run_steps(4);
    assert!(
        t.query_by_label("Cancel").is_some(),
        "the move is being composed"
    );
    for _ in 0..6 {
        if t.query_by_label("Confirm").is_some() {
            break;
        }
        // A button (the breadcrumb of the choices made repeats their words as plain text).
        let next = t
            .query_all_by_label_contains(" joins the team")
            .chain(t.query_all_by_label_contains("Your Lackey uses"))
            .find(|n| n.accesskit_node().label().is_some())
            .expect("a team member or the Lackey's trait to choose");
        next.click_accesskit();
        t.run_steps(4);
    }

    for part in ["Confirm", "Back", "Cancel", "Team: ", "Its dice:"] {
        common::on_screen(&t, part, 1.0);
    }
    snapshot(&mut t, "maniacal_table_compose");
}

#[test]
fn the_result_of_an_attempt_is_shown_against_the_target() {
    let mut t = table(Scene::Result, Lang::En, 1.0);
    let result = t
        .query_all_by_label_contains("Success!")
        .chain(t.query_all_by_label_contains("Failure…"))
        .next()
        .is_some();
    assert!(result, "the attempt's result is on the board");
    for part in ["The roll:", ", target ", "Ada, your move"] {
        common::on_screen(&t, part, 1.0);
    }
    snapshot(&mut t, "maniacal_table_result");
}

#[test]
fn five_players_in_the_last_round_fit_the_window() {
    let mut t = table(Scene::Crowded, Lang::En, 1.0);
    for part in [
        "Scheme deck",
        "Hoodlum Hospital",
        "Next order",
        "? turns",
        "Game log",
    ] {
        common::on_screen(&t, part, 1.0);
    }
    // Every opponent's lair is on screen: each shows its Supervillain's meeple.
    let meeples = t
        .query_all_by_label_contains("The Supervillain is")
        .filter(|n| common::window(1.0).contains_rect(n.rect()))
        .count();
    assert_eq!(meeples, 5, "five Supervillains on screen");
    snapshot(&mut t, "maniacal_table_five");
}
