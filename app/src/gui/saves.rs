//! The saved games: scanning the save folders (broken files are listed with their precise
//! message) and the in-app saves browser.

use std::path::{Path, PathBuf};

use egui::{Align, Layout, RichText, ScrollArea, Ui, vec2};
use fluent_bundle::FluentValue;

use super::theme;
use super::ui_ext::{self, Icon};
use crate::core::discovery::Catalog;
use crate::core::i18n::Localizer;
use crate::core::paths::DataDirs;
use crate::core::save::local_time::TimeZone;
use crate::core::save::{SeatInfo, SeatKind};
use crate::core::session::{self, SaveSummary, UnreadableSave, seat_namer};

/// One file in a save folder: a readable save, or why it cannot be read.
#[derive(Clone, Debug)]
pub struct SaveEntry {
    pub autosave: bool,
    pub info: Result<SaveSummary, UnreadableSave>,
}

impl SaveEntry {
    pub fn path(&self) -> &Path {
        match &self.info {
            Ok(summary) => &summary.path,
            Err(unreadable) => &unreadable.path,
        }
    }

    fn updated(&self) -> (i64, String) {
        self.info
            .as_ref()
            .map(session::updated_key)
            .unwrap_or((i64::MIN, String::new()))
    }
}

/// Every `.toml` file in a folder, newest first; unreadable ones last, with their message
/// (the scanner of [`session::scan_saves`]).
pub fn scan(dir: &Path, autosave: bool) -> Vec<SaveEntry> {
    session::scan_saves(dir)
        .into_iter()
        .map(|info| SaveEntry { autosave, info })
        .collect()
}

/// The saves and autosaves, scanned when the browser opens or after a change.
#[derive(Default)]
pub struct SavesBrowser {
    pub saves: Vec<SaveEntry>,
    pub autosaves: Vec<SaveEntry>,
}

impl SavesBrowser {
    pub fn scan(dirs: &DataDirs) -> SavesBrowser {
        SavesBrowser {
            saves: scan(&dirs.saves, false),
            autosaves: scan(&dirs.autosave, true),
        }
    }

    /// The newest readable autosave of a game that is not over: what "Continue" resumes.
    pub fn latest_unfinished(&self) -> Option<&SaveEntry> {
        self.autosaves
            .iter()
            .find(|e| e.info.as_ref().is_ok_and(|i| !i.header.game_over))
    }

    /// The recently played games, newest first: one entry per game, its newest readable file
    /// of either kind. A game the player saved also has its autosave, and both (often written
    /// at the same move) would read alike; where they are equally new, the player's own save
    /// is listed. Every file stays in the saves browser.
    pub fn recent(&self, count: usize) -> Vec<&SaveEntry> {
        // The player's saves first, so that the stable sort keeps them before an autosave of
        // the same moment.
        let mut all: Vec<&SaveEntry> = self
            .saves
            .iter()
            .chain(&self.autosaves)
            .filter(|e| e.info.is_ok())
            .collect();
        all.sort_by_key(|e| std::cmp::Reverse(e.updated()));
        let mut games = std::collections::HashSet::new();
        all.retain(|e| e.info.as_ref().is_ok_and(|i| games.insert(game_key(i))));
        all.truncate(count);
        all
    }
}

/// What makes files the same game: its plugin, seed and start (also the autosave's name).
fn game_key(summary: &SaveSummary) -> (String, u64, String) {
    (
        summary.header.plugin.clone(),
        summary.header.seed,
        summary.header.created.to_string(),
    )
}

/// What the saves browser asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SavesAction {
    Load(PathBuf),
    /// Step through a saved game move by move.
    Replay(PathBuf),
    /// Host a save that was hosted online before (same invite code).
    HostAgain(PathBuf),
    OpenFile,
    Refresh,
}

/// The localised name of the game a save belongs to.
pub fn game_name(catalog: &Catalog, l10n: &Localizer, plugin_id: &str) -> String {
    match catalog.get(plugin_id) {
        Some(plugin) => l10n.plugin_tr(plugin_id, &plugin.manifest().name),
        None => l10n.tr_args(
            "saves-missing-game",
            &[("id", FluentValue::from(plugin_id))],
        ),
    }
}

/// "Anna, Ben (bot)".
pub fn seats_text(seats: &[SeatInfo], l10n: &Localizer) -> String {
    let names = seat_namer(seats, l10n);
    seats
        .iter()
        .enumerate()
        .map(|(i, seat)| {
            let name = names(i as u32);
            if seat.kind == SeatKind::Bot {
                l10n.tr_args("saves-seat-bot", &[("player", FluentValue::from(name))])
            } else {
                name
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// How far a saved game has come: the game's own headline when it has one (a round and an
/// activation, say), otherwise the turn.
pub fn progress_text(
    header: &crate::core::save::GameHeader,
    seats: &[SeatInfo],
    l10n: &Localizer,
) -> String {
    match &header.headline {
        // The headline is in the plugin's words; without the plugin the turn has to do.
        Some(headline) if l10n.has_plugin(&header.plugin) => {
            l10n.plugin_text(&header.plugin, headline, &seat_namer(seats, l10n))
        }
        _ => l10n.tr_args("status-turn", &[("turn", FluentValue::from(header.turn))]),
    }
}

/// A save's time (stored in UTC) as a short date and time in the local time zone, or in UTC,
/// labelled so, where the zone is not known.
pub fn date_text(
    datetime: &toml::value::Datetime,
    zone: Option<&TimeZone>,
    l10n: &Localizer,
) -> String {
    let utc = TimeZone::utc();
    let (message, zone) = match zone {
        Some(zone) => ("saves-date", zone),
        None => ("saves-date-utc", &utc),
    };
    let Some(t) = zone.local_datetime(datetime) else {
        return datetime.to_string();
    };
    l10n.tr_args(
        message,
        &[
            ("year", FluentValue::from(format!("{:04}", t.year))),
            ("month", FluentValue::from(format!("{:02}", t.month))),
            ("day", FluentValue::from(format!("{:02}", t.day))),
            ("hour", FluentValue::from(format!("{:02}", t.hour))),
            ("minute", FluentValue::from(format!("{:02}", t.minute))),
        ],
    )
}

/// A save in one line, for lists without room for more: "Sealed Bids · Anna, Ben (bot) ·
/// 18.11.2026, 13:06".
pub fn summary_text(
    summary: &SaveSummary,
    catalog: &Catalog,
    zone: Option<&TimeZone>,
    l10n: &Localizer,
) -> String {
    format!(
        "{}  ·  {}  ·  {}",
        game_name(catalog, l10n, &summary.header.plugin),
        seats_text(&summary.seats, l10n),
        date_text(&summary.header.updated, zone, l10n)
    )
}

/// The saves browser screen.
pub fn saves_ui(
    ui: &mut Ui,
    browser: &SavesBrowser,
    catalog: &Catalog,
    zone: Option<&TimeZone>,
    l10n: &Localizer,
) -> Option<SavesAction> {
    let mut action = None;
    ui.horizontal(|ui| {
        ui_ext::screen_title(ui, &l10n.tr("menu-saves"));
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            if ui
                .add(ui_ext::icon_button(Icon::Open, l10n.tr("saves-open-file")))
                .clicked()
            {
                action = Some(SavesAction::OpenFile);
            }
            if ui.button(l10n.tr("saves-refresh")).clicked() {
                action = Some(SavesAction::Refresh);
            }
        });
    });
    ui.add_space(10.0);
    ScrollArea::vertical()
        .id_salt("saves-browser")
        .auto_shrink(false)
        .show(ui, |ui| {
            for (title, entries, empty) in [
                (
                    l10n.tr("saves-yours"),
                    &browser.saves,
                    l10n.tr("saves-none"),
                ),
                (
                    l10n.tr("saves-autosaves"),
                    &browser.autosaves,
                    l10n.tr("saves-no-autosaves"),
                ),
            ] {
                ui_ext::card_frame(ui).show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    ui_ext::section_title(ui, &title);
                    ui.add_space(6.0);
                    if entries.is_empty() {
                        ui_ext::hint(ui, &empty);
                    }
                    for entry in entries.iter() {
                        if let Some(chosen) = save_row_ui(ui, entry, catalog, zone, l10n) {
                            action = Some(chosen);
                        }
                    }
                });
                ui.add_space(14.0);
            }
        });
    action
}

/// One row of the browser; returns what the player chose to do with the save (load it, or
/// replay it).
pub fn save_row_ui(
    ui: &mut Ui,
    entry: &SaveEntry,
    catalog: &Catalog,
    zone: Option<&TimeZone>,
    l10n: &Localizer,
) -> Option<SavesAction> {
    let p = theme::palette(ui);
    let mut chosen = None;
    let file_name = entry
        .path()
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    egui::Frame::new()
        .fill(p.surface_alt)
        .corner_radius(egui::CornerRadius::same(8))
        .inner_margin(egui::Margin::symmetric(12, 8))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            match &entry.info {
                Ok(info) => {
                    let name = game_name(catalog, l10n, &info.header.plugin);
                    // The texts wrap short of the Load and Replay buttons, never under them;
                    // where that would leave the texts too narrow, the buttons go below.
                    let button = ui_ext::icon_button_width(ui, Some(&l10n.tr("saves-load")))
                        + ui_ext::icon_button_width(ui, None)
                        + ui.spacing().item_spacing.x;
                    let beside = ui.available_width() - 52.0 - button > 220.0;
                    let mut buttons = |ui: &mut Ui| {
                        let installed = catalog.get(&info.header.plugin).is_some();
                        let response = ui
                            .add_enabled(
                                installed,
                                ui_ext::icon_button(Icon::Open, l10n.tr("saves-load")),
                            )
                            .on_hover_text(info.path.display().to_string());
                        if response.clicked() {
                            chosen = Some(SavesAction::Load(info.path.clone()));
                        }
                        // The replay button shows its icon alone; its name is for screen
                        // readers and on hover.
                        let replay = ui_ext::icon_only_button_ui(
                            ui,
                            Icon::Replay,
                            &l10n.tr("replay-open"),
                            installed,
                        );
                        if replay.clicked() {
                            chosen = Some(SavesAction::Replay(info.path.clone()));
                        }
                        if crate::net::table::HostRecord::path_for(&info.path).is_file()
                            && ui_ext::icon_only_button_ui(
                                ui,
                                Icon::Shelf,
                                &l10n.tr("saves-host-again"),
                                installed,
                            )
                            .clicked()
                        {
                            chosen = Some(SavesAction::HostAgain(info.path.clone()));
                        }
                    };
                    ui.horizontal(|ui| {
                        ui_ext::plugin_cover_ui(
                            ui,
                            catalog.get(&info.header.plugin).map(|p| &**p),
                            &name,
                            &info.header.plugin,
                            vec2(52.0, 52.0),
                        );
                        let room = if beside { button } else { 0.0 };
                        let text_width =
                            (ui.available_width() - room - 2.0 * ui.spacing().item_spacing.x)
                                .max(60.0);
                        ui.vertical(|ui| {
                            ui.set_max_width(text_width);
                            ui.spacing_mut().item_spacing.y = 3.0;
                            // The game's name, and "finished" after it for a game that
                            // ended: one text, so that it wraps as words do.
                            let mut title = egui::text::LayoutJob::default();
                            RichText::new(&name).strong().append_to(
                                &mut title,
                                ui.style(),
                                egui::FontSelection::Default,
                                Align::Center,
                            );
                            if info.header.game_over {
                                RichText::new(format!("  {}", l10n.tr("saves-finished")))
                                    .color(p.success)
                                    .small()
                                    .append_to(
                                        &mut title,
                                        ui.style(),
                                        egui::FontSelection::Default,
                                        Align::Center,
                                    );
                            }
                            ui.add(egui::Label::new(title).wrap());
                            ui.add(egui::Label::new(seats_text(&info.seats, l10n)).wrap());
                            ui.add(
                                egui::Label::new(
                                    RichText::new(format!(
                                        "{}  ·  {}",
                                        progress_text(&info.header, &info.seats, l10n),
                                        date_text(&info.header.updated, zone, l10n),
                                    ))
                                    .small()
                                    .color(p.ink_weak),
                                )
                                .wrap(),
                            );
                        });
                        if beside {
                            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                                buttons(ui);
                            });
                        }
                    });
                    if !beside {
                        // A narrow list (a large UI scale): the buttons go under the texts.
                        ui.with_layout(Layout::right_to_left(Align::Min), |ui| {
                            buttons(ui);
                        });
                    }
                }
                Err(unreadable) => {
                    // The message names the file by its full path; the row shows it by name
                    // and the full path on hover.
                    let path = unreadable.path.display().to_string();
                    let message = unreadable.reason.replace(&path, &file_name);
                    ui.label(
                        RichText::new(
                            l10n.tr_args("saves-broken", &[("file", FluentValue::from(file_name))]),
                        )
                        .strong()
                        .color(p.danger),
                    )
                    .on_hover_text(path);
                    ui.label(RichText::new(message).small());
                }
            }
        });
    ui.add_space(4.0);
    chosen
}
