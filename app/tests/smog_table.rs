//! SMOG on the table: a 3-player game (the Nemesis and two players sharing the four
//! gentlemen) drawn by the launcher at 1400x900, to check that the scene, the figures, the
//! activation board, the gentlemen's sheets and the Nemesis board fit one window and read well:
//! a gentleman's activation (English, German, and English at 150 %), a gentleman in the middle
//! of a move (the squares he can still reach with their costs), and the Nemesis's own view with
//! his chaos hand.
//!
//! Each game is played ahead with the plugin's bots until the scene is reached, saved, and
//! opened through the saves screen. Accept new pictures with `UPDATE_SNAPSHOTS=1` (or delete
//! the PNG).
//!
//! The plugin library is taken from the cargo target directory: build it first with
//! `cargo build -p parlour-smog`.

use crate::common;

use std::path::Path;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use parlour::core::discovery::Catalog;
use parlour::core::i18n::Lang;
use parlour::core::save::{SeatInfo, SeatKind};
use parlour::core::session::Session;
use parlour::gui::ParlourApp;

fn catalog() -> Catalog {
    let mut catalog = Catalog::default();
    catalog.add_file(&common::built_library("parlour_smog"));
    catalog
}

/// The scenes the pictures show.
#[derive(Clone, Copy, PartialEq)]
enum Scene {
    /// Round 2's activation phase: the human gentlemen's seat chooses an action.
    Gentleman,
    /// Round 2's activation phase: the human Nemesis chooses.
    Nemesis,
    /// A gentleman of the human's in the middle of a move action.
    Moving,
    /// A campaign's first intermezzo: the human gentlemen's seat visits a place.
    Intermezzo,
    /// The finale on the Burning London board, a gentleman's activation.
    London,
}

impl Scene {
    /// The setup options of the game the scene comes from.
    fn options(self) -> std::collections::BTreeMap<String, String> {
        let pairs: &[(&str, &str)] = match self {
            Scene::Intermezzo => &[("mode", "campaign")],
            Scene::London => &[("chapter", "6")],
            _ => &[],
        };
        pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect()
    }
}

/// A 3-player game (the human in `scene`'s seat, bots elsewhere) played by bots in every seat
/// until `scene`, written to `path`.
fn game_at(catalog: &Catalog, scene: Scene, path: &Path) {
    let plugin = catalog.get("smog").expect("the SMOG plugin").clone();
    let human = match scene {
        Scene::Gentleman | Scene::Moving | Scene::Intermezzo | Scene::London => 1,
        Scene::Nemesis => 0,
    };
    let names = ["Ada", "Babbage", "Curie"];
    let seats = (0..3)
        .map(|s| SeatInfo {
            name: names[s].into(),
            kind: if s == human {
                SeatKind::Human
            } else {
                SeatKind::Bot
            },
            level: None,
        })
        .collect();
    let mut session = Session::start(&plugin, seats, 7, scene.options()).unwrap();
    let mut moves = 0;
    loop {
        let status = session.status().clone();
        assert!(
            !status.game_over,
            "the game ended before the scene was found"
        );
        let phase = status.phase.as_ref().map_or("", |p| p.id.as_str());
        let round = status.round.unwrap_or(0);
        if scene == Scene::Intermezzo {
            if phase == "phase-intermezzo" && status.acting == [human as u32] {
                break;
            }
        } else if phase == "status-phase-acting" && round >= 2 && status.acting == [human as u32] {
            let view = serde_json::to_string(&session.view(Some(human as u32)).unwrap()).unwrap();
            // A move in progress shows the cost of the squares still in reach.
            let moving = view.contains("reach-square");
            // A gentleman's scene shows a decision with a choice to make (not a lone
            // "gets back up").
            let choosing = scene != Scene::Gentleman
                || session
                    .game()
                    .choices(human as u32, &[], false, false)
                    .map_or(0, |c| c.options.len())
                    >= 2;
            if (scene == Scene::Moving) == moving && choosing {
                break;
            }
        }
        let seat = *status.acting.last().expect("a seat acts");
        let action = session.bot_action(seat).unwrap();
        session.apply(seat, &action).unwrap();
        moves += 1;
        assert!(moves < 20_000, "the scene never came");
    }
    session.save_to(path).unwrap();
}

fn table(scene: Scene, lang: Lang, ui_scale: f32) -> Harness<'static, ParlourApp> {
    let mut harness = common::table_with_save(catalog(), lang, ui_scale, |catalog, path| {
        game_at(catalog, scene, path);
    });
    harness.run_steps(8);
    harness
}

/// What every picture of an activation must show: the chapter and its goals, the Nemesis
/// board's supply, the gentlemen's sheets, the log and whose move it is.
fn table_is_readable(harness: &Harness<'static, ParlourApp>, lang: Lang, scale: f32, who: &str) {
    let parts: [&str; 6] = match lang {
        Lang::De => [
            "Kapitel I",
            "Zum Sieg",
            "Vorrat",
            "Linkes Kreuz bei",
            "Spielverlauf",
            "du bist am Zug",
        ],
        _ => [
            "Chapter I",
            "To win",
            "Supply",
            "Left cross at",
            "Game log",
            "your move",
        ],
    };
    // The board's parts are drawn (a board larger than the table pans: its text stays
    // legible); the log and the decisions are on screen.
    for part in &parts[..4] {
        common::on_board(harness, part);
    }
    for part in &parts[4..] {
        common::on_screen(harness, part, scale);
    }
    // Each of the four sheets.
    let sheets = harness.query_all_by_label_contains(parts[3]).count();
    assert_eq!(sheets, 4, "four gentlemen's sheets on the board");
    common::on_screen(harness, who, scale);
}

#[test]
fn a_gentlemans_activation_in_english() {
    let mut t = table(Scene::Gentleman, Lang::En, 1.0);
    table_is_readable(&t, Lang::En, 1.0, "Babbage");
    // The gentlemen see how many chaos cards the Nemesis holds, not which.
    common::on_board(&t, "Chaos cards");
    common::table_snapshot(&mut t, "smog_table");
}

#[test]
fn a_gentlemans_activation_in_german() {
    let mut t = table(Scene::Gentleman, Lang::De, 1.0);
    table_is_readable(&t, Lang::De, 1.0, "Babbage");
    common::table_snapshot(&mut t, "smog_table_de");
}

#[test]
fn a_gentlemans_activation_at_150_percent() {
    let mut t = table(Scene::Gentleman, Lang::En, 1.5);
    table_is_readable(&t, Lang::En, 1.5, "Babbage");
    common::table_snapshot(&mut t, "smog_table_150");
    // The decision's answers stay above the fold: the players give up their chips for a
    // compact row rather than hide them in the decision panel's scroll area (whose frame ends
    // the panel's inner margin above the players' heading).
    let players = t.get_by_label("Players").rect();
    for answer in ["Counterattack (1 ether)", "No counterattack"] {
        let button = t.get_by_label(answer).rect();
        assert!(
            button.bottom() <= players.top() - 8.0 - 18.0,
            "{answer} is hidden below the fold: {button:?}, players at {players:?}"
        );
    }
}

#[test]
fn a_move_shows_the_squares_in_reach() {
    let mut t = table(Scene::Moving, Lang::En, 1.0);
    table_is_readable(&t, Lang::En, 1.0, "Babbage");
    common::table_snapshot(&mut t, "smog_table_moving");
}

#[test]
fn the_nemesis_sees_his_board_and_hand() {
    let mut t = table(Scene::Nemesis, Lang::En, 1.0);
    table_is_readable(&t, Lang::En, 1.0, "Ada");
    common::on_board(&t, "Standing orders");
    common::table_snapshot(&mut t, "smog_table_nemesis");
}

#[test]
fn the_intermezzo_between_chapters() {
    let mut t = table(Scene::Intermezzo, Lang::En, 1.0);
    for part in ["Hardy's Bazaar", "Unicorn Club", "Game log", "your move"] {
        common::on_screen(&t, part, 1.0);
    }
    common::table_snapshot(&mut t, "smog_intermezzo");
}

#[test]
fn the_intermezzo_in_german_at_150_percent() {
    let mut t = table(Scene::Intermezzo, Lang::De, 1.5);
    for part in ["Hardy's Bazaar", "du bist am Zug"] {
        common::on_screen(&t, part, 1.5);
    }
    // Every advantage card of the club is on the board, the last one too.
    for part in ["Ritter", "Monster"] {
        common::on_screen(&t, part, 1.5);
    }
    common::table_snapshot(&mut t, "smog_intermezzo_150_de");
}

#[test]
fn the_finale_shows_burning_london() {
    let mut t = table(Scene::London, Lang::En, 1.0);
    for part in [
        "Chapter VI",
        "To win",
        "districts needed are burning",
        "Whitechapel",
        "your move",
    ] {
        common::on_screen(&t, part, 1.0);
    }
    common::table_snapshot(&mut t, "smog_london");
}

/// The new-game form names each seat's side: seat 1 plays the Nemesis, the others the
/// gentlemen, so the players choose who plays which side by who takes which seat.
fn new_game_form(lang: Lang, ui_scale: f32) -> Harness<'static, ParlourApp> {
    let data = tempfile::tempdir().expect("a temporary data directory");
    let settings = parlour::gui::Settings {
        ui_scale,
        ..common::test_settings(lang)
    };
    let app = ParlourApp::new_for_tests(
        catalog(),
        settings,
        Box::new(common::OpenDialog::default()),
        data.path(),
    );
    std::mem::forget(data);
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_eframe(|_cc| app);
    harness.run_steps(3);
    let new_game = if lang == Lang::De {
        "Neues Spiel"
    } else {
        "New game"
    };
    // At 150 % the shelf's card reaches below the window: scroll to its button.
    harness.get_by_label(new_game).scroll_to_me();
    harness.run_steps(3);
    harness.get_by_label(new_game).click();
    harness.run_steps(3);
    assert_eq!(
        harness.state().screen_kind(),
        parlour::gui::ScreenKind::NewGame
    );
    // Three players: the Nemesis and two seats sharing the gentlemen.
    harness.get_by_label("3").click();
    harness.run_steps(3);
    harness
}

/// Seat 1 is named the Nemesis's and the other two the gentlemen's.
fn form_names_the_sides(lang: Lang, scale: f32, picture: &str, nemesis: &str) {
    let mut t = new_game_form(lang, scale);
    assert_eq!(t.get_all_by_label(nemesis).count(), 1);
    assert_eq!(t.get_all_by_label("Gentlemen").count(), 2);
    common::table_snapshot(&mut t, picture);
}

#[test]
fn the_new_game_form_names_the_nemesis_and_the_gentlemen() {
    form_names_the_sides(Lang::En, 1.0, "smog_new_game", "The Nemesis");
}

#[test]
fn the_new_game_form_names_the_sides_in_german_at_150_percent() {
    form_names_the_sides(Lang::De, 1.5, "smog_new_game_150_de", "Die Nemesis");
}

/// Every set-up option of the form says in one line what it does (in English and German, at
/// 100 % and 150 %): its explanation is drawn, and no taller than one line of its text.
fn options_are_explained_in_one_line(lang: Lang, scale: f32) {
    let mut t = new_game_form(lang, scale);
    let plugin = catalog().get("smog").expect("the SMOG plugin").clone();
    let options = plugin.manifest().options.clone();
    assert!(!options.is_empty());
    for option in &options {
        assert!(
            !option.description.is_empty(),
            "{} has no explanation",
            option.key
        );
        let text = t.state().localizer().plugin_tr("smog", &option.description);
        t.get_by_label(&text).scroll_to_me();
        t.run_steps(3);
        let rect = t.get_by_label(&text).rect();
        // One line of the form's body text: about 1.2 to 1.4 times the font's size (in
        // points, the UI scale aside).
        assert!(
            rect.height() < 24.0,
            "{lang:?} at {scale}: the explanation of {:?} takes {} points: {text:?}",
            option.key,
            rect.height()
        );
        // The chosen value's own explanation, where the value has one, follows.
        let parlour_plugin_api::OptionKind::Choice { choices } = &option.kind else {
            continue;
        };
        let chosen = choices.iter().find(|c| c.value == option.default);
        if let Some(chosen) = chosen.filter(|c| !c.description.is_empty()) {
            let words = t.state().localizer().plugin_tr("smog", &chosen.description);
            let rect = t.get_by_label(&format!("› {words}")).rect();
            assert!(
                rect.height() < 24.0,
                "{lang:?} at {scale}: {:?} takes {} points: {words:?}",
                chosen.value,
                rect.height()
            );
        }
    }
}

#[test]
fn the_set_up_options_are_explained_in_one_line() {
    options_are_explained_in_one_line(Lang::En, 1.0);
    options_are_explained_in_one_line(Lang::De, 1.0);
}

#[test]
fn the_set_up_options_are_explained_in_one_line_at_150_percent() {
    options_are_explained_in_one_line(Lang::En, 1.5);
    options_are_explained_in_one_line(Lang::De, 1.5);
}

/// The very first decision of a game (the Nemesis picks Damon Smith's version) shows every
/// option without scrolling at 150 % in German: the empty log keeps room for its one hint
/// line only, not for three lines it does not have yet.
#[test]
fn the_first_decision_shows_every_option_at_150_percent_in_german() {
    let mut harness = common::table_with_save(catalog(), Lang::De, 1.5, |catalog, path| {
        let plugin = catalog.get("smog").expect("the SMOG plugin").clone();
        let seats = ["Ada", "Babbage"]
            .iter()
            .enumerate()
            .map(|(s, name)| SeatInfo {
                name: (*name).into(),
                kind: if s == 0 {
                    SeatKind::Human
                } else {
                    SeatKind::Bot
                },
                level: None,
            })
            .collect();
        let session = Session::start(&plugin, seats, 7, Default::default()).unwrap();
        assert!(session.log().is_empty(), "the game has not begun");
        session.save_to(path).unwrap();
    });
    harness.run_steps(8);
    // The part of the decisions' list in view (the scroll area's viewport).
    let shown = parlour::gui::play::Regions::of(&harness.ctx)
        .expect("the play screen was drawn")
        .decisions;
    let options: Vec<_> = harness
        .query_all_by_label_contains("Damon Smith: Version")
        .map(|n| n.rect())
        .collect();
    assert!(options.len() >= 2, "the versions are offered: {options:?}");
    for rect in &options {
        assert!(
            shown.contains_rect(*rect),
            "an option is scrolled out of view: {rect:?}, the list shows {shown:?}"
        );
    }
}

/// The saves browser says how far a SMOG game has come in the game's own words (the round
/// and the activation), not as a count of actions called "Turn"; a save from a launcher that
/// did not store the headline still shows the turn.
#[test]
fn a_saved_smog_game_is_listed_by_its_round_not_by_a_turn_count() {
    use parlour::core::i18n::Localizer;
    use parlour::core::save::SaveFile;
    let catalog = catalog();
    let data = tempfile::tempdir().unwrap();
    let path = data.path().join("round.toml");
    game_at(&catalog, Scene::Gentleman, &path);
    let save = SaveFile::read(&path).expect("the save reads back");
    assert!(save.game.turn > 20, "the game is well under way");
    let plugin = catalog.get("smog").expect("the SMOG plugin");
    for (lang, round) in [(Lang::En, "Round 2 of 10"), (Lang::De, "Runde 2 von 10")] {
        let mut l10n = Localizer::new(lang);
        l10n.add_plugin(plugin.manifest());
        let text = parlour::gui::saves::progress_text(&save.game, &save.seats, &l10n);
        assert!(text.contains(round), "{text}");
        let turn = l10n.tr_args(
            "status-turn",
            &[("turn", fluent_bundle::FluentValue::from(save.game.turn))],
        );
        assert!(!text.contains(&turn), "{text}");
        // Without the headline (an older launcher's save), the turn.
        let mut old = save.game.clone();
        old.headline = None;
        let text = parlour::gui::saves::progress_text(&old, &save.seats, &l10n);
        assert_eq!(text, turn);
    }
}
