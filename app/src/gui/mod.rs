//! The eframe/egui launcher.

use std::path::PathBuf;
use std::process::ExitCode;

/// Starts the launcher window.
pub fn run(plugins_dir: Option<PathBuf>) -> ExitCode {
    let _ = plugins_dir;
    let options = eframe::NativeOptions::default();
    match eframe::run_ui_native("Parlour", options, |ui, _frame| {
        ui.heading("Parlour");
    }) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("parlour: cannot open the window: {e}");
            ExitCode::FAILURE
        }
    }
}
