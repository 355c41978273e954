//! The eframe/egui launcher.
//!
//! One screen or widget per file, as in egui's demo library:
//!
//! * [`app`]: the [`ParlourApp`] state machine, top bar, shortcuts, dialogs.
//! * [`library`], [`plugins_panel`]: the game shelf, "Continue", recent saves, plugin files.
//! * [`new_game`]: players, seats, options and seed.
//! * [`play`], [`curtain`], [`end_screen`], [`bot`]: playing a game, hotseat, results, bots;
//!   [`table`] drives a local game, and [`table_model`] is the seam through which the play
//!   screen draws either a local game or a table joined online.
//! * [`online`]: hosting and joining tables, the joined table, the chat.
//! * [`saves`]: the saves browser; [`settings`]: the settings dialog.
//! * [`dialogs`]: native file dialogs behind a trait; [`notices`], [`errors`]: banners.
//! * [`theme`], [`ui_ext`], [`board`]: the look, shared bits, and the bridge to the board
//!   widgets.

pub mod app;
pub mod board;
pub mod bot;
pub mod curtain;
pub mod dialogs;
pub mod end_screen;
pub mod errors;
pub mod library;
pub mod new_game;
pub mod notices;
pub mod online;
pub mod play;
pub mod plugins_panel;
pub mod replay;
pub mod saves;
pub mod settings;
pub mod table;
pub mod table_model;
pub mod theme;
pub mod ui_ext;

use std::path::PathBuf;
use std::process::ExitCode;

pub use crate::core::paths::DataDirs;
pub use app::{ParlourApp, ScreenKind};
pub use dialogs::{DialogRequest, FileDialogs, InAppDialog, NativeDialogs};
pub use settings::{BotSpeed, Settings};
pub use theme::ThemeChoice;

use crate::core::discovery::Catalog;

/// Starts the launcher window.
pub fn run(plugins_dir: Option<PathBuf>) -> ExitCode {
    let dirs = DataDirs::from_env();
    let settings = Settings::load(&dirs.settings_file);
    let catalog = Catalog::discover(plugins_dir.as_deref());
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Parlour")
            .with_app_id("parlour")
            .with_inner_size([1400.0, 900.0])
            .with_min_inner_size([900.0, 600.0]),
        ..Default::default()
    };
    let result = eframe::run_native(
        "Parlour",
        options,
        Box::new(move |cc| {
            egui_extras::install_image_loaders(&cc.egui_ctx);
            Ok(Box::new(ParlourApp::new(
                catalog,
                settings,
                dirs,
                Box::new(NativeDialogs::default()),
            )))
        }),
    );
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("parlour: cannot open the window: {e}");
            ExitCode::FAILURE
        }
    }
}
