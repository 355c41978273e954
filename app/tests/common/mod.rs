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
    }
}
