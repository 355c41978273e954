//! The game shelf with every bundled game: each shows the cover picture its plugin ships, in
//! English and German at 1400x900. Accept new pictures with `UPDATE_SNAPSHOTS=1`.
//!
//! The plugin libraries are taken from the cargo target directory (`cargo build` first).

use crate::common;

use egui::accesskit::Role;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use egui_kittest::{Harness, SnapshotOptions};
use parlour::core::discovery::Catalog;
use parlour::core::i18n::Lang;
use parlour::gui::{DialogRequest, FileDialogs, ParlourApp};

/// The shelf opens no files.
struct NoDialogs;

impl FileDialogs for NoDialogs {
    fn save_path(&mut self, _request: &DialogRequest) -> Option<std::path::PathBuf> {
        None
    }
    fn open_path(&mut self, _request: &DialogRequest) -> Option<std::path::PathBuf> {
        None
    }
}

const GAMES: [&str; 5] = [
    "parlour_example",
    "parlour_victorian_masterminds",
    "parlour_corrosion",
    "parlour_maniacal",
    "parlour_smog",
];

fn shelf(lang: Lang) -> Harness<'static, ParlourApp> {
    shelf_with(common::test_settings(lang), |_, _| {})
}

/// The shelf with these settings, after `prepare` has put files in the data directory.
fn shelf_with(
    settings: parlour::gui::Settings,
    prepare: impl FnOnce(&std::path::Path, &Catalog),
) -> Harness<'static, ParlourApp> {
    let mut catalog = Catalog::default();
    for name in GAMES {
        catalog.add_file(&common::built_library(name));
    }
    let data = tempfile::tempdir().expect("a temporary data directory");
    prepare(data.path(), &catalog);
    let app = ParlourApp::new_for_tests(catalog, settings, Box::new(NoDialogs), data.path());
    std::mem::forget(data);
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_eframe(|_cc| app);
    // Pictures load over a few frames.
    harness.run_steps(6);
    harness
}

/// Clicks the `index`th element labelled `label`, scrolled into view first (the shelf's
/// lower rows lie below the window).
fn click_on_shelf(harness: &mut Harness<'static, ParlourApp>, label: &str, index: usize) {
    harness
        .get_all_by_label(label)
        .nth(index)
        .unwrap_or_else(|| panic!("{label} number {index}"))
        .scroll_to_me();
    harness.run_steps(4);
    harness
        .get_all_by_label(label)
        .nth(index)
        .unwrap_or_else(|| panic!("{label} number {index}"))
        .click();
    harness.run_steps(4);
}

fn covers(harness: &Harness<'static, ParlourApp>) -> Vec<String> {
    harness
        .get_all_by_role(Role::Image)
        .filter_map(|n| n.accesskit_node().label())
        .collect()
}

#[test]
fn every_bundled_game_shows_its_own_cover() {
    let mut t = shelf(Lang::En);
    let covers = covers(&t);
    for name in [
        "Sealed Bids",
        "Victorian Masterminds",
        "Corrosion",
        "Maniacal",
        "The World of SMOG: Rise of Moloch",
    ] {
        assert!(covers.iter().any(|c| c == name), "{name} in {covers:?}");
    }
    // By name, not by plugin id (which would put Sealed Bids, `example`, between the others).
    assert_eq!(
        covers,
        [
            "Corrosion",
            "Maniacal",
            "Sealed Bids",
            "The World of SMOG: Rise of Moloch",
            "Victorian Masterminds",
        ]
    );
    t.snapshot_options(
        "library_shelf",
        &SnapshotOptions::new().threshold(2.0).max_failed_pixels(600),
    );
}

#[test]
fn the_shelf_in_german() {
    let mut t = shelf(Lang::De);
    // By the names in German: "Verdeckte Gebote" (Sealed Bids) moves down the shelf.
    assert_eq!(
        covers(&t),
        [
            "Corrosion",
            "Die Welt von SMOG: Aufstieg von Moloch",
            "Maniacal",
            "Verdeckte Gebote",
            "Victorian Masterminds",
        ]
    );
    // The credits read in German too: "Von" and names, no English phrase.
    t.get_by_label("Von Parlour");
    assert!(
        t.query_by_label_contains("developers").is_none(),
        "an English credit on the German shelf"
    );
    t.snapshot_options(
        "library_shelf_de",
        &SnapshotOptions::new().threshold(2.0).max_failed_pixels(600),
    );
}

/// Opens Victorian Masterminds' rules (the last game on the shelf, in both languages) and
/// checks that its headings are drawn as headings.
fn rules_reference(lang: Lang, rules: &str, goal: &str, name: &str) {
    let mut t = shelf(lang);
    let last = t.get_all_by_label(rules).count() - 1;
    click_on_shelf(&mut t, rules, last);
    t.get_by_label(goal);
    assert!(
        t.query_by_label_contains("###").is_none(),
        "no raw Markdown in the rules"
    );
    t.snapshot_options(
        name,
        &SnapshotOptions::new().threshold(2.0).max_failed_pixels(600),
    );
}

#[test]
fn the_rules_reference_is_formatted() {
    rules_reference(Lang::En, "Rules", "Goal", "rules_reference");
}

#[test]
fn the_rules_reference_is_formatted_in_german() {
    rules_reference(Lang::De, "Regeln", "Ziel", "rules_reference_de");
}

/// At 150% in German the recent games' texts wrap short of their Load buttons.
#[test]
fn recent_games_never_run_under_their_load_buttons() {
    let settings = parlour::gui::Settings {
        ui_scale: 1.5,
        ..common::test_settings(Lang::De)
    };
    let mut t = shelf_with(settings, |data, catalog| {
        use parlour::core::save::SeatKind;
        let plugin = catalog.get("example").expect("Sealed Bids").clone();
        let seats = common::seats(&[
            ("Wilhelmine von Hohenzollern", SeatKind::Human),
            ("Bartholomäus", SeatKind::Bot),
        ]);
        std::fs::create_dir_all(data.join("saves")).unwrap();
        // Two games: two saves of one game would be listed once.
        for (seed, file) in [(3, "one.toml"), (4, "two.toml")] {
            let session = parlour::core::session::Session::start(
                &plugin,
                seats.clone(),
                seed,
                Default::default(),
            )
            .expect("a game");
            session.save_to(&data.join("saves").join(file)).unwrap();
        }
    });
    let buttons: Vec<egui::Rect> = t.get_all_by_label("Laden").map(|n| n.rect()).collect();
    assert!(buttons.len() >= 2, "two recent games with a Load button");
    let texts: Vec<egui::Rect> = t
        .get_all_by_label_contains("Wilhelmine von Hohenzollern")
        .map(|n| n.rect())
        .collect();
    assert!(texts.len() >= 2, "the players of both games are listed");
    for text in &texts {
        for button in &buttons {
            assert!(
                !text.intersects(*button),
                "the players' names {text:?} run under a Load button {button:?}"
            );
        }
    }
    // The times of the saves differ from run to run.
    t.snapshot_options(
        "library_recent_150_de",
        &SnapshotOptions::new()
            .threshold(2.0)
            .max_failed_pixels(2_500),
    );
}

/// A game the player saved also has its autosave: the recent games list it once, by its
/// newest file, beside the other games.
#[test]
fn a_save_and_its_autosave_are_one_recent_game() {
    let mut files = Vec::new();
    let t = shelf_with(common::test_settings(Lang::En), |data, catalog| {
        use parlour::core::save::SeatKind;
        let plugin = catalog.get("example").expect("Sealed Bids").clone();
        let seats = common::seats(&[("Anna", SeatKind::Human), ("Ben", SeatKind::Bot)]);
        std::fs::create_dir_all(data.join("saves")).unwrap();
        let start = |seed| {
            parlour::core::session::Session::start(&plugin, seats.clone(), seed, Default::default())
                .expect("a game")
        };
        let saved = start(3);
        saved
            .save_to(&data.join("saves").join("mine.toml"))
            .unwrap();
        saved.autosave_in(&data.join("autosave")).unwrap();
        start(4)
            .save_to(&data.join("saves").join("other.toml"))
            .unwrap();
        files.push(data.to_owned());
    });
    let browser = parlour::gui::saves::SavesBrowser::scan(&parlour::gui::DataDirs::new(&files[0]));
    assert_eq!(browser.saves.len() + browser.autosaves.len(), 3);
    let recent = browser.recent(5);
    assert_eq!(recent.len(), 2, "one entry per game: {recent:?}");
    let seeds: Vec<u64> = recent
        .iter()
        .map(|e| e.info.as_ref().expect("readable").header.seed)
        .collect();
    assert!(seeds.contains(&3) && seeds.contains(&4), "{seeds:?}");
    // The newest file of the saved game is listed (its save where both are as new).
    let listed = recent
        .iter()
        .find(|e| e.info.as_ref().is_ok_and(|i| i.header.seed == 3))
        .expect("the saved game");
    let newest = browser
        .saves
        .iter()
        .chain(&browser.autosaves)
        .filter_map(|e| e.info.as_ref().ok())
        .filter(|i| i.header.seed == 3)
        .map(parlour::core::session::updated_key)
        .max()
        .expect("its files");
    let info = listed.info.as_ref().expect("readable");
    assert_eq!(parlour::core::session::updated_key(info), newest);
    if !listed.autosave {
        assert!(info.path.ends_with("mine.toml"), "{:?}", info.path);
    }
    // On the screen: two Load buttons among the recent games ("Continue" is the other card).
    assert_eq!(t.get_all_by_label("Load").count(), 2);
}

/// SMOG's set-up names its chapters in the language of the launcher only, and its texts count
/// chapters and cards with Fluent's plural forms, not "chapter(s)".
#[test]
fn smog_speaks_one_language_and_counts_in_words() {
    for (lang, new_game, title, foreign) in [
        (Lang::En, "New game", "I: A Tight Spot", "missliche"),
        (
            Lang::De,
            "Neues Spiel",
            "I: Eine missliche Lage",
            "Tight Spot",
        ),
    ] {
        let mut t = shelf(lang);
        // SMOG's tile: the fourth on the English shelf, the second on the German one.
        let smog = match lang {
            Lang::De => 1,
            _ => 3,
        };
        click_on_shelf(&mut t, new_game, smog);
        assert_eq!(t.state().screen_kind(), parlour::gui::ScreenKind::NewGame);
        t.get_by_label(title);
        assert!(
            t.query_by_label_contains(foreign).is_none(),
            "{lang:?}: a chapter title in the other language"
        );
        let l10n = t.state().localizer();
        let line = |played: u32| {
            let text = parlour_plugin_api::Text::new("campaign-line")
                .num("first", 1)
                .num("finale", 6)
                .num("played", played);
            l10n.plugin_text("smog", &text, &|_| String::new())
        };
        let expected = match lang {
            Lang::De => [
                "noch kein Kapitel gespielt",
                "ein Kapitel gespielt",
                "2 Kapitel gespielt",
            ],
            _ => [
                "no chapter played yet",
                "one chapter played",
                "2 chapters played",
            ],
        };
        for (played, words) in expected.iter().enumerate() {
            let line = line(played as u32);
            assert!(line.ends_with(words), "{lang:?}, {played}: {line}");
            assert!(!line.contains("(s)"), "{line}");
        }
    }
}
