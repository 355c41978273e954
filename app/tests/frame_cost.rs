//! How much CPU one frame of the board costs: for each bundled game, the busiest board of a
//! random game (the view with the most nodes) drawn headless 200 times, layout and
//! tessellation, median per frame. A printing benchmark, not a timed test:
//!
//! ```text
//! cargo test -p parlour --release --test app frame_cost:: -- --ignored --nocapture
//! ```

use crate::common;

use std::sync::Arc;
use std::time::Instant;

use parlour::core::discovery::Catalog;
use parlour::core::i18n::{Lang, Localizer};
use parlour::core::plugin::{GameHandle, Plugin};
use parlour::gui::board::{self, BoardEnv, ZoomPan};
use parlour_plugin_api::{Node, SetupRequest, Text};

/// The number of nodes in a view, as a measure of how busy it is.
fn size(node: &Node) -> usize {
    serde_json::to_string(node).map_or(0, |s| s.len())
}

/// Plays random moves and keeps the state whose first seat's view is the largest.
fn busiest(plugin: &Arc<Plugin>, players: u32) -> (GameHandle, Node) {
    let mut game = plugin
        .new_game(&SetupRequest {
            players,
            seed: 7,
            options: Default::default(),
        })
        .expect("a new game");
    let mut best: Option<(usize, GameHandle, Node)> = None;
    for step in 0..2_000u64 {
        let (acting, over) = game.turn().expect("the turn");
        if over || acting == 0 {
            break;
        }
        if step % 3 == 0 {
            let view = game.view(Some(0)).expect("a view");
            let n = size(&view);
            if best.as_ref().is_none_or(|(b, _, _)| n > *b) {
                best = Some((n, game.try_clone().expect("a clone"), view));
            }
        }
        let seat = acting.trailing_zeros();
        if game.random_move(seat, step).is_err() {
            break;
        }
    }
    let (_, game, view) = best.expect("at least one view");
    (game, view)
}

#[test]
#[ignore = "a benchmark: prints CPU per frame"]
fn cpu_per_frame_of_each_games_busiest_board() {
    let mut catalog = Catalog::default();
    for name in [
        "parlour_example",
        "parlour_corrosion",
        "parlour_victorian_masterminds",
        "parlour_maniacal",
        "parlour_smog",
    ] {
        if let Some(path) = common::find_built_library(name) {
            catalog.add_file(&path);
        }
    }
    println!("game                    players  median ms/frame  p90 ms/frame");
    for plugin in catalog.plugins().cloned().collect::<Vec<_>>() {
        let players = plugin.manifest().max_players.min(4);
        let (game, view) = busiest(&plugin, players);
        let legal: std::collections::HashSet<u64> = game
            .choices(0, &[], false, false)
            .map(|c| c.options.iter().map(|o| o.id).collect())
            .unwrap_or_default();
        let mut l10n = Localizer::new(Lang::En);
        l10n.add_plugin(plugin.manifest());
        let names = |seat: u32| format!("Player {}", seat + 1);
        let id = plugin.id().to_owned();
        let localize = |text: &Text| l10n.plugin_text(&id, text, &names);
        let is_legal = |choice: u64| legal.contains(&choice);
        let asset = |name: &str| plugin.asset(name);
        let prefix = format!("bytes://parlour/{id}/");
        let env = BoardEnv {
            localize: &localize,
            is_legal: &is_legal,
            asset: &asset,
            asset_uri_prefix: &prefix,
            unknown_label: "?",
        };
        let ctx = egui::Context::default();
        egui_extras::install_image_loaders(&ctx);
        let mut zoom = ZoomPan {
            zoom: 1.0,
            pan: egui::Vec2::ZERO,
        };
        let mut times = Vec::new();
        for frame in 0..220 {
            let input = egui::RawInput {
                screen_rect: Some(egui::Rect::from_min_size(
                    egui::Pos2::ZERO,
                    egui::vec2(1000.0, 820.0),
                )),
                time: Some(frame as f64 / 60.0),
                ..Default::default()
            };
            let started = Instant::now();
            let output = ctx.run_ui(input, |ui| {
                egui::CentralPanel::default().show(ui, |ui| {
                    board::zoomable_ui(
                        ui,
                        "board",
                        0,
                        &mut zoom,
                        |ui, screen| board::board_ui(ui, &view, &env, screen),
                        |_| None,
                    );
                });
            });
            let _ = ctx.tessellate(output.shapes, output.pixels_per_point);
            // The first frames fit the board and load images.
            if frame >= 20 {
                times.push(started.elapsed().as_secs_f64() * 1000.0);
            }
        }
        times.sort_by(f64::total_cmp);
        println!(
            "{:<24}{:>7}  {:>15.3}  {:>12.3}",
            plugin.id(),
            players,
            times[times.len() / 2],
            times[times.len() * 9 / 10]
        );
    }
}
