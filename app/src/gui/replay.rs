//! The replay screen: a game stepped through move by move on a timeline, watched as any seat
//! saw it at the time (or as a spectator once it is over), with "play on from here".
//!
//! The board is the game's own view, drawn as at the table but never clickable; the log beside
//! it shows what the watcher could read up to the move shown, and a click on an entry jumps
//! there. Arrow keys step, Home and End jump to the ends.

use egui::{Key, RichText, ScrollArea, Ui, vec2};
use fluent_bundle::FluentValue;
use parlour_plugin_api::{Node, Text};

use super::board::{self, BoardEnv, ZoomPan};
use super::theme;
use super::ui_ext::{self, Icon};
use crate::core::i18n::Localizer;
use crate::core::plugin::PluginError;
use crate::core::replay::{Replay, Watcher};
use crate::core::session::{Session, SessionError, seat_namer};

/// Seconds between two moves when the replay plays itself.
const AUTOPLAY_SECONDS: f64 = 0.8;

/// What the replay screen asks the app to do.
pub enum ReplayAction {
    Close,
    /// A new game branched off at the move shown.
    PlayOn(Box<Session>, usize),
    Failed(SessionError),
}

/// One move's log lines as the watcher could read them.
struct Entry {
    /// The move (counted from 0) that wrote the lines.
    action: usize,
    lines: Vec<(u32, String)>,
}

/// What the replay shows for (position, watcher, language): the view and the log, built once
/// per change.
type Shown = (
    (usize, Watcher, crate::core::i18n::Lang),
    Result<Node, PluginError>,
    Vec<Entry>,
);

/// A replay on screen.
pub struct ReplayState {
    replay: Replay,
    watcher: Watcher,
    /// The seat whose secrets were revealed at this screen (an unfinished game that hides
    /// things asks first, as the table's curtain does).
    revealed: Option<u32>,
    zoom: ZoomPan,
    /// When autoplay last stepped (egui time), while it runs.
    playing: Option<f64>,
    /// The view and log for (position, watcher, language), built once per change.
    cache: Option<Shown>,
}

impl ReplayState {
    /// Opens a replay at its first move, watched by the first seat (or the spectator, when the
    /// game is over).
    pub fn new(mut replay: Replay) -> Result<ReplayState, SessionError> {
        replay.seek(0)?;
        let watcher = if replay.finished() {
            Watcher::Spectator
        } else {
            Watcher::Seat(0)
        };
        Ok(ReplayState {
            replay,
            watcher,
            revealed: None,
            zoom: ZoomPan {
                zoom: 1.0,
                pan: egui::Vec2::ZERO,
            },
            playing: None,
            cache: None,
        })
    }

    pub fn replay(&self) -> &Replay {
        &self.replay
    }

    pub fn watcher(&self) -> Watcher {
        self.watcher
    }

    /// Whether the watcher's view must stay covered until its player asks: a seat of a game
    /// that is not over and hides things from the other seats.
    fn covered(&self) -> Option<u32> {
        match self.watcher {
            Watcher::Seat(seat)
                if !self.replay.finished()
                    && self.replay.plugin().manifest().hidden_information
                    && self.revealed != Some(seat) =>
            {
                Some(seat)
            }
            _ => None,
        }
    }

    fn seek(&mut self, position: usize) -> Result<(), SessionError> {
        self.replay.seek(position)
    }

    fn build_cache(&mut self, l10n: &Localizer) {
        let key = (self.replay.position(), self.watcher, l10n.lang());
        if self.cache.as_ref().is_some_and(|(k, _, _)| *k == key) {
            return;
        }
        let plugin_id = self.replay.plugin().id().to_owned();
        let names = seat_namer(self.replay.seats(), l10n);
        let text = |t: &Text| l10n.plugin_text(&plugin_id, t, &names);
        let view = self.replay.view(self.watcher);
        let mut entries: Vec<Entry> = Vec::new();
        for line in self.replay.lines(self.watcher) {
            let said = text(&line.entry.text);
            let words = (
                super::table::line_seat(&line.entry.text, line.seat, &said, &names),
                said,
            );
            match entries.last_mut() {
                Some(entry) if entry.action == line.action_index => entry.lines.push(words),
                _ => entries.push(Entry {
                    action: line.action_index,
                    lines: vec![words],
                }),
            }
        }
        self.cache = Some((key, view, entries));
    }
}

/// The replay screen. Returns what the player asked for.
pub fn replay_ui(ui: &mut Ui, state: &mut ReplayState, l10n: &Localizer) -> Option<ReplayAction> {
    let mut action = None;
    let mut target: Option<usize> = None;
    let len = state.replay.len();
    let position = state.replay.position();
    // Keys step through the game (unless a text field has the focus).
    if ui.ctx().memory(|m| m.focused().is_none()) {
        ui.input(|i| {
            if i.key_pressed(Key::ArrowRight) {
                target = Some(position + 1);
            } else if i.key_pressed(Key::ArrowLeft) {
                target = Some(position.saturating_sub(1));
            } else if i.key_pressed(Key::Home) {
                target = Some(0);
            } else if i.key_pressed(Key::End) {
                target = Some(len);
            }
        });
    }
    if let Some(last) = state.playing {
        let now = ui.input(|i| i.time);
        if position >= len {
            state.playing = None;
        } else if now - last >= AUTOPLAY_SECONDS {
            target = Some(position + 1);
            state.playing = Some(now);
        }
        ui.ctx().request_repaint_after_secs(AUTOPLAY_SECONDS as f32);
    }

    header_ui(ui, state, l10n, &mut action);
    ui.add_space(8.0);
    timeline_ui(ui, state, l10n, &mut target, &mut action);
    ui.add_space(8.0);

    state.build_cache(l10n);
    let side_width = (ui.available_width() * 0.28).clamp(220.0, 360.0);
    let full = ui.available_rect_before_wrap();
    let board_rect = egui::Rect::from_min_max(
        full.min,
        egui::pos2(full.max.x - side_width - 12.0, full.max.y),
    );
    let log_rect =
        egui::Rect::from_min_max(egui::pos2(full.max.x - side_width, full.min.y), full.max);
    ui.allocate_rect(full, egui::Sense::hover());
    let mut board_ui = ui.new_child(egui::UiBuilder::new().max_rect(board_rect));
    board_area_ui(&mut board_ui, state, l10n);
    let mut log_ui = ui.new_child(egui::UiBuilder::new().max_rect(log_rect));
    if let Some(jump) = log_area_ui(&mut log_ui, state, l10n) {
        target = Some(jump);
    }

    if let Some(to) = target.filter(|&to| to != position)
        && let Err(e) = state.seek(to.min(len))
    {
        action = Some(ReplayAction::Failed(e));
    }
    action
}

/// The title, who watches, and the way back.
fn header_ui(
    ui: &mut Ui,
    state: &mut ReplayState,
    l10n: &Localizer,
    action: &mut Option<ReplayAction>,
) {
    let p = theme::palette(ui);
    let plugin = std::sync::Arc::clone(state.replay.plugin());
    let game = l10n.plugin_tr(plugin.id(), &plugin.manifest().name);
    let names = seat_namer(state.replay.seats(), l10n);
    ui.horizontal_wrapped(|ui| {
        if ui
            .add(ui_ext::icon_button(Icon::Back, l10n.tr("replay-close")))
            .clicked()
        {
            *action = Some(ReplayAction::Close);
        }
        ui.add_space(8.0);
        ui.label(
            RichText::new(l10n.tr_args("replay-title", &[("game", FluentValue::from(game))]))
                .size(20.0)
                .strong(),
        );
        ui.add_space(16.0);
        ui.label(RichText::new(l10n.tr("replay-watch")).color(p.ink_weak));
        for watcher in state.replay.watchers() {
            let (label, hint) = match watcher {
                Watcher::Seat(seat) => (names(seat), None),
                Watcher::Spectator => (
                    l10n.tr("replay-spectator"),
                    Some(l10n.tr("replay-spectator-hint")),
                ),
            };
            if let Watcher::Seat(seat) = watcher {
                ui_ext::seat_dot(ui, seat, 10.0);
            }
            let mut response = ui.add(egui::Button::selectable(state.watcher == watcher, label));
            if let Some(hint) = hint {
                response = response.on_hover_text(hint);
            }
            if response.clicked() && state.watcher != watcher {
                state.watcher = watcher;
            }
        }
    });
}

/// The timeline: the ends, one move either way, autoplay, the slider, where we are, and
/// "play on from here".
fn timeline_ui(
    ui: &mut Ui,
    state: &mut ReplayState,
    l10n: &Localizer,
    target: &mut Option<usize>,
    action: &mut Option<ReplayAction>,
) {
    let p = theme::palette(ui);
    let len = state.replay.len();
    let position = state.replay.position();
    ui_ext::card_frame(ui).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            let step = |ui: &mut Ui, text: &str, icon: Icon, enabled: bool| {
                ui_ext::icon_only_button_ui(ui, icon, text, enabled).clicked()
            };
            if step(ui, &l10n.tr("replay-first"), Icon::First, position > 0) {
                *target = Some(0);
            }
            if step(ui, &l10n.tr("replay-back"), Icon::Previous, position > 0) {
                *target = Some(position - 1);
            }
            let playing = state.playing.is_some();
            let (icon, words) = if playing {
                (Icon::Pause, l10n.tr("replay-pause"))
            } else {
                (Icon::Play, l10n.tr("replay-autoplay"))
            };
            if ui
                .add_enabled(position < len || playing, ui_ext::icon_button(icon, words))
                .clicked()
            {
                state.playing = if playing {
                    None
                } else {
                    Some(ui.input(|i| i.time))
                };
            }
            if step(ui, &l10n.tr("replay-forward"), Icon::Next, position < len) {
                *target = Some(position + 1);
            }
            if step(ui, &l10n.tr("replay-last"), Icon::Last, position < len) {
                *target = Some(len);
            }
            ui.add_space(8.0);
            let mut at = position;
            let room = (ui.available_width() - 420.0).max(120.0);
            ui.spacing_mut().slider_width = room;
            let slider = ui.add(
                egui::Slider::new(&mut at, 0..=len)
                    .show_value(false)
                    .text(""),
            );
            let slider = slider.on_hover_text(l10n.tr("replay-timeline"));
            if slider.changed() {
                *target = Some(at);
            }
            ui.label(
                RichText::new(l10n.tr_args(
                    "replay-position",
                    &[
                        ("move", FluentValue::from(position)),
                        ("total", FluentValue::from(len)),
                    ],
                ))
                .color(p.ink),
            );
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let play_on =
                    ui_ext::primary_button(ui, Some(Icon::Play), &l10n.tr("replay-play-on"));
                if ui
                    .add(play_on)
                    .on_hover_text(l10n.tr("replay-play-on-hint"))
                    .clicked()
                {
                    *action = Some(match state.replay.play_on() {
                        Ok(session) => ReplayAction::PlayOn(Box::new(session), position),
                        Err(e) => ReplayAction::Failed(e),
                    });
                }
            });
        });
    });
}

/// The board as the watcher saw it, never clickable; covered while its player has not asked
/// to see a seat's secrets.
fn board_area_ui(ui: &mut Ui, state: &mut ReplayState, l10n: &Localizer) {
    let p = theme::palette(ui);
    let frame = super::play::table_frame(p);
    let names = seat_namer(state.replay.seats(), l10n);
    if let Some(seat) = state.covered() {
        frame.show(ui, |ui| {
            ui.set_min_size(ui.available_size());
            ui.vertical_centered(|ui| {
                ui.add_space(ui.available_height() * 0.3);
                let player = FluentValue::from(names(seat));
                ui.heading(l10n.tr_args("replay-curtain-title", &[("player", player.clone())]));
                ui.add_space(6.0);
                ui.label(l10n.tr_args("replay-curtain-body", &[("player", player.clone())]));
                ui.add_space(12.0);
                let reveal = ui_ext::primary_button(
                    ui,
                    Some(Icon::Eye),
                    &l10n.tr_args("replay-curtain-reveal", &[("player", player)]),
                );
                if ui.add(reveal).clicked() {
                    state.revealed = Some(seat);
                }
            });
        });
        return;
    }
    let plugin = std::sync::Arc::clone(state.replay.plugin());
    let plugin_id = plugin.id().to_owned();
    let localize = |text: &Text| l10n.plugin_text(&plugin_id, text, &names);
    let unknown = l10n.tr("board-unknown-element");
    let prefix = format!("bytes://parlour/{plugin_id}/");
    let never = |_: u64| false;
    let asset = |name: &str| plugin.asset(name);
    let env = BoardEnv {
        localize: &localize,
        is_legal: &never,
        asset: &asset,
        asset_uri_prefix: &prefix,
        unknown_label: &unknown,
    };
    let key = {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        ("replay", plugin_id.as_str(), state.watcher).hash(&mut h);
        h.finish()
    };
    let Some((_, view, _)) = &state.cache else {
        return;
    };
    frame.show(ui, |ui| {
        ui.set_min_size(ui.available_size());
        match view {
            Ok(node) => {
                board::zoomable_ui(
                    ui,
                    "replay-board",
                    key,
                    &mut state.zoom,
                    |ui, screen| board::board_ui(ui, node, &env, screen),
                    |_| None,
                );
            }
            Err(e) => {
                ui.colored_label(p.danger, l10n.tr("error-view"));
                ui.label(e.message.clone());
            }
        }
    });
}

/// The log up to the move shown; a click on an entry shows the game right after it.
fn log_area_ui(ui: &mut Ui, state: &ReplayState, l10n: &Localizer) -> Option<usize> {
    let p = theme::palette(ui);
    let mut jump = None;
    ui_ext::section_title(ui, &l10n.tr("log-heading"));
    ui.add_space(4.0);
    let Some((_, _, entries)) = &state.cache else {
        return None;
    };
    let covered = state.covered().is_some();
    super::play::log_frame(p).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.set_min_height(ui.available_height());
        ScrollArea::vertical()
            .id_salt("replay-log")
            .stick_to_bottom(true)
            .auto_shrink([false, false])
            .show(ui, |ui| {
                if entries.is_empty() || covered {
                    ui_ext::hint(ui, &l10n.tr("replay-log-empty"));
                    return;
                }
                let last = entries.len() - 1;
                for (i, entry) in entries.iter().enumerate() {
                    let row = ui.vertical(|ui| {
                        ui.spacing_mut().item_spacing.y = 2.0;
                        for (seat, words) in &entry.lines {
                            ui.horizontal_top(|ui| {
                                ui.vertical(|ui| {
                                    ui.add_space(5.0);
                                    ui_ext::seat_dot(ui, *seat, 9.0);
                                });
                                let rich = RichText::new(words);
                                ui.add(
                                    egui::Label::new(if i == last { rich.strong() } else { rich })
                                        .wrap(),
                                );
                            });
                        }
                    });
                    let response = ui.interact(
                        row.response.rect,
                        ui.scope_id().with(("replay-entry", entry.action)),
                        egui::Sense::click(),
                    );
                    if response.clicked() {
                        jump = Some(entry.action + 1);
                    }
                    if i != last {
                        ui_ext::rule(ui);
                    }
                }
                ui.add_space(vec2(0.0, 4.0).y);
            });
    });
    jump
}
