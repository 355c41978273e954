//! Shared by the launcher's integration tests.

#![allow(dead_code)]

use std::path::PathBuf;

/// A plugin library that cargo built (the bundled games are dependencies of the launcher, the
/// fixtures dev-dependencies), found next to the test executable; `None` when it was not built.
pub fn find_built_library(crate_name: &str) -> Option<PathBuf> {
    let name = format!(
        "{}{crate_name}{}",
        std::env::consts::DLL_PREFIX,
        std::env::consts::DLL_SUFFIX
    );
    let exe = std::env::current_exe().ok()?;
    exe.ancestors()
        .skip(1)
        .take(3)
        .flat_map(|dir| [dir.join(&name), dir.join("deps").join(&name)])
        .find(|p| p.is_file())
}

/// As [`find_built_library`], failing the test when the library is missing.
pub fn built_library(crate_name: &str) -> PathBuf {
    find_built_library(crate_name).unwrap_or_else(|| {
        panic!("{crate_name} was not built; run the tests with `cargo test --workspace`")
    })
}

/// The launcher's settings for tests: a language, the light theme, 100% scale, instant bots.
pub fn test_settings(lang: parlour::core::i18n::Lang) -> parlour::gui::Settings {
    parlour::gui::Settings {
        language: Some(lang),
        theme: parlour::gui::ThemeChoice::Light,
        ui_scale: 1.0,
        bot_speed: parlour::gui::BotSpeed::Instant,
        board_zoom: Default::default(),
        last_seats: Vec::new(),
        seats_by_game: Default::default(),
        relay: Default::default(),
        // One thread: the bots' games follow from the seed whatever the machine's load, as
        // the snapshots of finished games need.
        bot_threads: Some(1),
    }
}

/// File dialogs that answer one path to "open" (and nothing to "save").
#[derive(Clone, Default)]
pub struct OpenDialog(pub std::sync::Arc<std::sync::Mutex<Option<PathBuf>>>);

impl parlour::gui::FileDialogs for OpenDialog {
    fn save_path(&mut self, _request: &parlour::gui::DialogRequest) -> Option<PathBuf> {
        None
    }
    fn open_path(&mut self, _request: &parlour::gui::DialogRequest) -> Option<PathBuf> {
        self.0.lock().ok()?.take()
    }
    fn unavailable(&self) -> bool {
        false
    }
}

/// The launcher at 1400x900 with a game written by `write_game` into a temporary data
/// directory, opened as a player would (the saves screen, "Open a file…"), with the "loaded"
/// toast dismissed so that it covers nothing.
pub fn table_with_save(
    catalog: parlour::core::discovery::Catalog,
    lang: parlour::core::i18n::Lang,
    ui_scale: f32,
    write_game: impl FnOnce(&parlour::core::discovery::Catalog, &std::path::Path),
) -> egui_kittest::Harness<'static, parlour::gui::ParlourApp> {
    table_with_save_sized(
        catalog,
        lang,
        ui_scale,
        egui::vec2(1400.0, 900.0),
        write_game,
    )
}

/// As [`table_with_save`], in a window of `size` pixels.
pub fn table_with_save_sized(
    catalog: parlour::core::discovery::Catalog,
    lang: parlour::core::i18n::Lang,
    ui_scale: f32,
    size: egui::Vec2,
    write_game: impl FnOnce(&parlour::core::discovery::Catalog, &std::path::Path),
) -> egui_kittest::Harness<'static, parlour::gui::ParlourApp> {
    use egui_kittest::kittest::Queryable as _;
    let data = tempfile::tempdir().expect("a temporary data directory");
    let path = data.path().join("game.toml");
    write_game(&catalog, &path);
    let settings = parlour::gui::Settings {
        ui_scale,
        ..test_settings(lang)
    };
    let dialogs = OpenDialog::default();
    if let Ok(mut next) = dialogs.0.lock() {
        *next = Some(path);
    }
    let app = parlour::gui::ParlourApp::new_for_tests(
        catalog,
        settings,
        Box::new(dialogs.clone()),
        data.path(),
    );
    // The data directory lives as long as the test process; the harness owns the app only.
    std::mem::forget(data);
    let mut harness = egui_kittest::Harness::builder()
        .with_size(size)
        .build_eframe(|_cc| app);
    harness.run_steps(3);
    let (saves, open, dismiss) = match lang {
        parlour::core::i18n::Lang::De => ("Gespeicherte Partien", "Datei öffnen…", "Ausblenden"),
        _ => ("Saved games", "Open a file…", "Dismiss"),
    };
    harness.get_by_label(saves).click();
    harness.run_steps(3);
    harness.get_by_label(open).click();
    harness.run_steps(3);
    assert_eq!(
        harness.state().screen_kind(),
        parlour::gui::ScreenKind::Play
    );
    harness.get_by_label(dismiss).click();
    harness.run_steps(3);
    harness
}

/// A snapshot of the table once the board has been fitted, allowing for the small
/// anti-aliasing differences of software rasterisers.
pub fn table_snapshot(
    harness: &mut egui_kittest::Harness<'static, parlour::gui::ParlourApp>,
    name: &str,
) {
    harness.remove_cursor();
    harness.run_steps(8);
    harness.snapshot_options(
        name,
        &egui_kittest::SnapshotOptions::new()
            .threshold(2.0)
            .max_failed_pixels(600),
    );
}

/// The test window's size (1400 x 900 pixels) in UI points at `scale`.
pub fn window(scale: f32) -> egui::Rect {
    egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1400.0, 900.0) / scale)
}

/// Asserts that an element whose label contains `part` lies wholly inside the window (the
/// same words may also stand on a button of the decisions' panel, scrolled away).
pub fn on_screen(
    harness: &egui_kittest::Harness<'static, parlour::gui::ParlourApp>,
    part: &str,
    scale: f32,
) {
    use egui_kittest::kittest::Queryable;
    let rects: Vec<egui::Rect> = harness
        .query_all_by_label_contains(part)
        .map(|n| n.rect())
        .collect();
    assert!(!rects.is_empty(), "nothing labelled {part:?} is drawn");
    assert!(
        rects
            .iter()
            .any(|r| window(scale).expand(1.0).contains_rect(*r)),
        "{part:?} lies at {rects:?}, outside the window"
    );
}

/// Asserts that an element whose label contains `part` is drawn: on screen, or on a part of a
/// board larger than the table that the player pans to (the table keeps board text legible
/// rather than fitting everything into a small window; `board_text` measures that).
pub fn on_board(harness: &egui_kittest::Harness<'static, parlour::gui::ParlourApp>, part: &str) {
    use egui_kittest::kittest::{NodeT as _, Queryable};
    let drawn = harness
        .query_all_by_label_contains(part)
        .filter(|n| n.accesskit_node().bounding_box().is_some())
        .count();
    assert!(drawn > 0, "nothing labelled {part:?} is drawn");
}

/// Seats for a test game: a name and whether a human or a bot plays it (at its default level).
pub fn seats(list: &[(&str, parlour::core::save::SeatKind)]) -> Vec<parlour::core::save::SeatInfo> {
    list.iter()
        .map(|&(name, kind)| parlour::core::save::SeatInfo {
            name: name.into(),
            kind,
            level: None,
        })
        .collect()
}
