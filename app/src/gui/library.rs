//! The library: the game shelf, "Continue", recent saves and the plugins panel.

use std::path::{Path, PathBuf};

use egui::{RichText, ScrollArea, Ui, vec2};
use fluent_bundle::FluentValue;

use super::plugins_panel::plugins_panel_ui;
use super::saves::{self, SavesBrowser};
use super::theme;
use super::ui_ext::{self, Icon};
use crate::core::discovery::Catalog;
use crate::core::i18n::Localizer;
use crate::core::plugin::Plugin;
use crate::core::save::local_time::TimeZone;

/// What the library asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LibraryAction {
    NewGame(String),
    Rules(String),
    Load(PathBuf),
    Replay(PathBuf),
    OpenSaves,
    /// "Join a table" (online play).
    Join,
}

const TILE_WIDTH: f32 = 330.0;

/// "2 players", "2–4 players".
pub fn player_count_text(plugin: &Plugin, l10n: &Localizer) -> String {
    let m = plugin.manifest();
    if m.min_players == m.max_players {
        l10n.tr_args(
            "library-players",
            &[("count", FluentValue::from(m.min_players))],
        )
    } else {
        l10n.tr_args(
            "library-players-range",
            &[
                ("min", FluentValue::from(m.min_players)),
                ("max", FluentValue::from(m.max_players)),
            ],
        )
    }
}

/// The games on the shelf, in the alphabetical order of their names in the current language
/// (not of their ids, which the players never see).
pub fn shelf_order(catalog: &Catalog, l10n: &Localizer) -> Vec<std::sync::Arc<Plugin>> {
    let mut plugins: Vec<_> = catalog
        .plugins()
        .map(|plugin| {
            let name = l10n.plugin_tr(plugin.id(), &plugin.manifest().name);
            (sort_key(&name), plugin.clone())
        })
        .collect();
    plugins.sort_by(|(a, pa), (b, pb)| a.cmp(b).then_with(|| pa.id().cmp(pb.id())));
    plugins.into_iter().map(|(_, plugin)| plugin).collect()
}

/// A name as a dictionary sorts it: without regard to case, an umlaut beside its vowel
/// ("Ärger" before "Bauer"), "ß" as "ss".
fn sort_key(name: &str) -> String {
    let mut key = String::with_capacity(name.len());
    for c in name.chars().flat_map(char::to_lowercase) {
        match c {
            'ä' | 'à' | 'á' | 'â' | 'å' => key.push('a'),
            'ö' | 'ò' | 'ó' | 'ô' => key.push('o'),
            'ü' | 'ù' | 'ú' | 'û' => key.push('u'),
            'é' | 'è' | 'ê' | 'ë' => key.push('e'),
            'ß' => key.push_str("ss"),
            c => key.push(c),
        }
    }
    key
}

pub fn library_ui(
    ui: &mut Ui,
    catalog: &Catalog,
    saves_list: &SavesBrowser,
    zone: Option<&TimeZone>,
    l10n: &Localizer,
    user_plugins_dir: &Path,
) -> Option<LibraryAction> {
    let mut action = None;
    let p = theme::palette(ui);
    // Two columns: the shelf, and a side column with "Continue", recent games and plugins.
    let full = ui.available_rect_before_wrap();
    let side_width = 440.0_f32.min(full.width() * 0.4);
    let gap = 28.0;
    let shelf_rect = egui::Rect::from_min_max(
        full.min,
        egui::pos2(full.max.x - side_width - gap, full.max.y),
    );
    let side_rect =
        egui::Rect::from_min_max(egui::pos2(full.max.x - side_width, full.min.y), full.max);
    ui.allocate_rect(full, egui::Sense::hover());
    ui.scope_builder(egui::UiBuilder::new().max_rect(side_rect), |ui| {
        ScrollArea::vertical()
            .id_salt("library-side-scroll")
            .auto_shrink(false)
            .show(ui, |ui| {
                ui.add_space(8.0);
                if let Some(entry) = saves_list.latest_unfinished() {
                    if let Some(path) = continue_card_ui(ui, entry, catalog, zone, l10n) {
                        action = Some(LibraryAction::Load(path));
                    }
                    ui.add_space(18.0);
                }
                let recent = saves_list.recent(5);
                ui_ext::card_frame(ui).show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    ui_ext::section_title(ui, &l10n.tr("library-recent"));
                    ui.add_space(6.0);
                    if recent.is_empty() {
                        ui_ext::hint(ui, &l10n.tr("library-no-saves"));
                    }
                    for entry in recent {
                        match saves::save_row_ui(ui, entry, catalog, zone, l10n) {
                            Some(saves::SavesAction::Load(path)) => {
                                action = Some(LibraryAction::Load(path));
                            }
                            Some(saves::SavesAction::Replay(path)) => {
                                action = Some(LibraryAction::Replay(path));
                            }
                            _ => {}
                        }
                    }
                    ui.add_space(6.0);
                    if ui
                        .add(ui_ext::icon_button(
                            Icon::Open,
                            l10n.tr("library-all-saves"),
                        ))
                        .clicked()
                    {
                        action = Some(LibraryAction::OpenSaves);
                    }
                });
                ui.add_space(18.0);
                if super::online::join::join_card_ui(ui, l10n) {
                    action = Some(LibraryAction::Join);
                }
                ui.add_space(18.0);
                plugins_panel_ui(ui, catalog, l10n, user_plugins_dir);
                ui.add_space(12.0);
            });
    });

    ui.scope_builder(egui::UiBuilder::new().max_rect(shelf_rect), |ui| {
        ScrollArea::vertical()
            .id_salt("library")
            .auto_shrink(false)
            .show(ui, |ui| {
                ui.add_space(4.0);
                ui_ext::screen_title(ui, &l10n.tr("library-title"));
                ui.label(
                    RichText::new(l10n.tr("library-subtitle"))
                        .color(p.ink_weak)
                        .size(16.0),
                );
                ui.add_space(20.0);
                ui_ext::section_title(ui, &l10n.tr("library-games"));
                ui.add_space(6.0);
                let plugins = shelf_order(catalog, l10n);
                if plugins.is_empty() {
                    ui_ext::card_frame(ui).show(ui, |ui| {
                        ui.set_width(ui.available_width());
                        ui.label(RichText::new(l10n.tr("library-empty")).strong());
                        ui.label(l10n.tr_args(
                            "library-empty-hint",
                            &[(
                                "dir",
                                FluentValue::from(user_plugins_dir.display().to_string()),
                            )],
                        ));
                    });
                }
                // Tiles in rows of as many as fit; egui does not wrap framed groups by itself.
                let gap = 18.0;
                let tile_outer = TILE_WIDTH + 2.0 * 18.0 + 2.0;
                let columns =
                    (((ui.available_width() + gap) / (tile_outer + gap)).floor() as usize).max(1);
                for row in plugins.chunks(columns) {
                    ui.horizontal_top(|ui| {
                        ui.spacing_mut().item_spacing = vec2(gap, gap);
                        for plugin in row {
                            if let Some(a) = tile_ui(ui, plugin, l10n) {
                                action = Some(a);
                            }
                        }
                    });
                    ui.add_space(gap);
                }
                ui.add_space(12.0);
            });
    });
    action
}

/// The big "Continue" card for the latest unfinished game.
fn continue_card_ui(
    ui: &mut Ui,
    entry: &saves::SaveEntry,
    catalog: &Catalog,
    zone: Option<&TimeZone>,
    l10n: &Localizer,
) -> Option<PathBuf> {
    let Ok(info) = &entry.info else { return None };
    let p = theme::palette(ui);
    let mut chosen = None;
    ui_ext::card_frame(ui)
        .stroke(egui::Stroke::new(2.0, p.accent))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(RichText::new(l10n.tr("library-continue-title")).color(p.ink_weak));
            ui.add_space(4.0);
            ui.horizontal(|ui| {
                let name = saves::game_name(catalog, l10n, &info.header.plugin);
                ui_ext::plugin_cover_ui(
                    ui,
                    catalog.get(&info.header.plugin).map(|p| &**p),
                    &name,
                    &info.header.plugin,
                    vec2(64.0, 64.0),
                );
                ui.vertical(|ui| {
                    ui.spacing_mut().item_spacing.y = 3.0;
                    ui.label(RichText::new(name).size(20.0).strong());
                    ui.label(saves::seats_text(&info.seats, l10n));
                    ui.label(
                        RichText::new(format!(
                            "{}  ·  {}",
                            saves::progress_text(&info.header, &info.seats, l10n),
                            saves::date_text(&info.header.updated, zone, l10n)
                        ))
                        .small()
                        .color(p.ink_weak),
                    );
                });
            });
            ui.add_space(8.0);
            let enabled = catalog.get(&info.header.plugin).is_some();
            let button = ui_ext::primary_button(ui, Some(Icon::Play), &l10n.tr("menu-continue"))
                .min_size(vec2(ui.available_width(), 40.0));
            if ui.add_enabled(enabled, button).clicked() {
                chosen = Some(info.path.clone());
            }
        });
    chosen
}

/// One game on the shelf.
fn tile_ui(ui: &mut Ui, plugin: &Plugin, l10n: &Localizer) -> Option<LibraryAction> {
    let p = theme::palette(ui);
    let manifest = plugin.manifest();
    let name = l10n.plugin_tr(plugin.id(), &manifest.name);
    let mut action = None;
    ui_ext::card_frame(ui).show(ui, |ui| {
        ui.vertical(|ui| {
            ui.set_width(TILE_WIDTH);
            ui.spacing_mut().item_spacing = vec2(10.0, 8.0);
            ui_ext::plugin_cover_ui(
                ui,
                Some(plugin),
                &name,
                plugin.id(),
                vec2(TILE_WIDTH, 120.0),
            );
            ui.add_space(4.0);
            ui.label(RichText::new(&name).size(22.0).strong());
            ui.horizontal(|ui| {
                let (rect, _) = ui.allocate_exact_size(vec2(16.0, 16.0), egui::Sense::hover());
                ui_ext::paint_icon(ui.painter(), rect, Icon::Human, p.ink_weak);
                ui.label(RichText::new(player_count_text(plugin, l10n)).color(p.ink_weak));
                if manifest.hidden_information {
                    ui.label(RichText::new("·").color(p.ink_weak));
                    ui.label(RichText::new(l10n.tr("library-hidden-info")).color(p.ink_weak));
                }
            });
            if !manifest.description.is_empty() {
                ui.add(egui::Label::new(l10n.plugin_tr(plugin.id(), &manifest.description)).wrap());
            }
            if !manifest.authors.is_empty() {
                ui.label(
                    RichText::new(l10n.tr_args(
                        "library-authors",
                        &[("authors", FluentValue::from(manifest.authors.join(", ")))],
                    ))
                    .small()
                    .color(p.ink_weak),
                );
            }
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                let new_game =
                    ui_ext::primary_button(ui, Some(Icon::Play), &l10n.tr("library-new-game"));
                if ui
                    .add(new_game)
                    .on_hover_text(l10n.tr_args(
                        "library-new-game-hint",
                        &[("game", FluentValue::from(name.as_str()))],
                    ))
                    .clicked()
                {
                    action = Some(LibraryAction::NewGame(plugin.id().to_owned()));
                }
                if !manifest.rules.is_empty()
                    && ui
                        .add(ui_ext::icon_button(Icon::Book, l10n.tr("library-rules")))
                        .clicked()
                {
                    action = Some(LibraryAction::Rules(plugin.id().to_owned()));
                }
            });
        })
    });
    action
}

#[cfg(test)]
mod tests {
    use super::sort_key;

    #[test]
    fn names_sort_as_in_a_dictionary() {
        let mut names = [
            "Zug", "Ärger", "achtung", "Bauer", "Straße", "Strasse", "Die Welt",
        ];
        names.sort_by_key(|n| sort_key(n));
        assert_eq!(
            names,
            [
                "achtung", "Ärger", "Bauer", "Die Welt", "Straße", "Strasse", "Zug"
            ]
        );
    }
}
