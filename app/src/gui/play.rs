//! The play screen's drawing: the board for the viewing seat on its table (fitted, zoomable),
//! the decision panel (composed moves with Back, Cancel and Confirm), the status bar, players
//! and scores, the game log and the hotseat curtain. The table's rules (whose board, undo,
//! bots, autosave) live in the controller, [`super::table`].

use egui::{Key, Modifiers, RichText, ScrollArea, Ui, vec2};
use fluent_bundle::FluentValue;
use parlour_plugin_api::Text;

use super::board::{self, BoardEnv, ZoomPan};
use super::curtain;
use super::end_screen;
use super::notices::Notices;
use super::settings::Settings;
use super::theme;
use super::ui_ext::{self, Icon};
use crate::core::i18n::Localizer;
use crate::core::session::seat_namer;

pub use super::table::PlayState;
pub use super::table_model::TableModel;

/// Where the play screen drew its regions in the last frame, in points: the table the board
/// lies on, and the parts of the decisions and of the game log that are in view (their scroll
/// areas' visible rectangles). Tests measure the layout with it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Regions {
    pub board: egui::Rect,
    pub decisions: egui::Rect,
    pub log: egui::Rect,
}

impl Default for Regions {
    fn default() -> Regions {
        Regions {
            board: egui::Rect::NOTHING,
            decisions: egui::Rect::NOTHING,
            log: egui::Rect::NOTHING,
        }
    }
}

impl Regions {
    fn id() -> egui::Id {
        egui::Id::unique("parlour-play-regions")
    }

    /// The regions of the play screen drawn last, if it was drawn.
    pub fn of(ctx: &egui::Context) -> Option<Regions> {
        ctx.data(|d| d.get_temp(Self::id()))
    }

    fn update(ctx: &egui::Context, change: impl FnOnce(&mut Regions)) {
        ctx.data_mut(|d| change(d.get_temp_mut_or_default(Self::id())));
    }
}

/// What the play screen asks the app to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayAction {
    Leave,
    PlayAgain,
    Save,
    Load,
    Undo,
    ShowRules,
    Replay,
}

/// The play screen's toolbar buttons: icon, words, what they do.
const TOOLBAR: [(Icon, &str, PlayAction); 5] = [
    (Icon::Back, "play-leave", PlayAction::Leave),
    (Icon::Undo, "play-undo", PlayAction::Undo),
    (Icon::Save, "play-save", PlayAction::Save),
    (Icon::Open, "play-load", PlayAction::Load),
    (Icon::Book, "play-rules", PlayAction::ShowRules),
];

/// How many of the toolbar's buttons keep their words; the others show their icon alone (with
/// the words on hover and for screen readers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ToolbarFit {
    Words,
    /// "Back to the library" keeps its words.
    LeaveWords,
    Icons,
}

impl ToolbarFit {
    fn has_words(self, index: usize) -> bool {
        match self {
            ToolbarFit::Words => true,
            ToolbarFit::LeaveWords => index == 0,
            ToolbarFit::Icons => false,
        }
    }
}

/// The width the toolbar takes (a little generous, so that nothing touches its neighbours).
fn toolbar_width(ui: &Ui, l10n: &Localizer, fit: ToolbarFit) -> f32 {
    let gap = ui.spacing().item_spacing.x;
    let buttons: f32 = TOOLBAR
        .iter()
        .enumerate()
        .map(|(i, (_, id, _))| {
            let words = fit.has_words(i).then(|| l10n.tr(id));
            ui_ext::icon_button_width(ui, words.as_deref()) + gap
        })
        .sum();
    // The separator after "Back", and a margin.
    buttons + ui.spacing().item_spacing.x + 6.0 + 8.0
}

/// The game's name and the play screen's toolbar, in the top bar. Where the window (or a large
/// UI scale, or long German words) leaves too little room, the buttons drop their words,
/// "Back" last, and then the name is shortened: nothing runs under the settings at the right.
pub fn toolbar_ui(
    ui: &mut Ui,
    play: &dyn TableModel,
    name: &str,
    l10n: &Localizer,
) -> Option<PlayAction> {
    let name_text = RichText::new(name).size(18.0).strong();
    let name_width = text_width(ui, name_text.clone()) + ui.spacing().item_spacing.x + 8.0;
    let room = ui.available_width();
    let fit = [ToolbarFit::Words, ToolbarFit::LeaveWords, ToolbarFit::Icons]
        .into_iter()
        .find(|&fit| name_width + toolbar_width(ui, l10n, fit) <= room)
        .unwrap_or(ToolbarFit::Icons);
    let name_room = (room - toolbar_width(ui, l10n, fit) - 8.0).max(40.0);
    ui.scope(|ui| {
        ui.set_max_width(name_room);
        ui.add(egui::Label::new(name_text).truncate());
    });
    ui.add_space(8.0);

    let mut action = None;
    for (i, (icon, id, what)) in TOOLBAR.iter().enumerate() {
        let words = l10n.tr(id);
        let button = if fit.has_words(i) {
            ui_ext::icon_button(*icon, words.as_str())
        } else {
            egui::Button::new(ui_ext::icon(*icon))
        };
        let enabled = *what != PlayAction::Undo || play.can_undo();
        let mut response = ui.add_enabled(enabled, button);
        if !fit.has_words(i) {
            response.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::Button, enabled, words.as_str())
            });
        }
        response = match what {
            PlayAction::Undo => response
                .on_hover_text(l10n.tr("play-undo-hint"))
                .on_disabled_hover_text(l10n.tr("play-undo-unavailable")),
            PlayAction::Leave => response.on_hover_text(l10n.tr("play-leave-hint")),
            PlayAction::Save => response.on_hover_text(l10n.tr("play-save-hint")),
            PlayAction::Load => response.on_hover_text(l10n.tr("play-load-hint")),
            _ if !fit.has_words(i) => response.on_hover_text(words.as_str()),
            _ => response,
        };
        if response.clicked() {
            action = Some(what.clone());
        }
        if i == 0 {
            ui.separator();
        }
    }
    action
}

/// What the player did in the decision panel.
enum Decision {
    Choose(u64),
    Back,
    Cancel,
    Confirm,
}

/// Everything the play screen draws below the top bar.
pub fn play_ui(
    ui: &mut Ui,
    play: &mut dyn TableModel,
    settings: &Settings,
    notices: &mut Notices,
    l10n: &Localizer,
) -> Option<PlayAction> {
    let revision = play.revision();
    play.drive(&ui.ctx().clone(), settings, notices, l10n);
    zoom_keys(ui, play);
    let mut outcome = None;

    let p = theme::palette(ui);
    egui::Panel::bottom("play-status")
        .frame(
            egui::Frame::new()
                .fill(p.panel)
                .inner_margin(egui::Margin::symmetric(16, 6))
                .stroke(egui::Stroke::new(1.0, p.border)),
        )
        .show(ui, |ui| status_bar_ui(ui, play, l10n));

    // The board's region gets the space: the side panel takes about a quarter of the window,
    // within bounds that keep its buttons whole at any UI scale.
    let width = (ui.available_width() * SIDE_SHARE).clamp(SIDE_MIN, SIDE_MAX);
    egui::Panel::right("play-side")
        .default_size(width)
        .size_range(SIDE_MIN..=SIDE_MAX + 120.0)
        .resizable(true)
        .frame(
            egui::Frame::new()
                .fill(p.panel)
                .inner_margin(egui::Margin::same(12))
                .stroke(egui::Stroke::new(1.0, p.border)),
        )
        .show(ui, |ui| {
            if let Some(action) = side_panel_ui(ui, play, notices, l10n) {
                outcome = Some(action);
            }
        });

    egui::CentralPanel::default()
        .frame(
            egui::Frame::new()
                .fill(p.background)
                .inner_margin(egui::Margin::same(12)),
        )
        .show(ui, |ui| {
            notices.notices_ui(ui, l10n);
            if let Some(seat) = play.curtain() {
                let name = seat_namer(play.seats(), l10n)(seat);
                if curtain::curtain_ui(ui, seat, &name, l10n) {
                    play.reveal();
                }
            } else if play.status().game_over && !*play.table_ui().show_final_board {
                if let Some(action) = end_screen::end_screen_ui(ui, play, l10n) {
                    match action {
                        end_screen::EndAction::ShowBoard => {
                            *play.table_ui().show_final_board = true
                        }
                        end_screen::EndAction::PlayAgain => outcome = Some(PlayAction::PlayAgain),
                        end_screen::EndAction::Leave => outcome = Some(PlayAction::Leave),
                        end_screen::EndAction::Replay => outcome = Some(PlayAction::Replay),
                    }
                }
            } else {
                if play.status().game_over {
                    ui.horizontal(|ui| {
                        if ui
                            .add(ui_ext::icon_button(
                                Icon::Trophy,
                                l10n.tr("end-show-results"),
                            ))
                            .clicked()
                        {
                            *play.table_ui().show_final_board = false;
                        }
                    });
                    ui.add_space(8.0);
                }
                if board_area_ui(ui, play, notices, l10n) {
                    outcome = Some(PlayAction::ShowRules);
                }
            }
        });
    if play.revision() != revision {
        // Panels drawn earlier in this frame still show the old state.
        ui.ctx().request_repaint();
    }
    outcome
}

/// The side panel's share of the window's width, and its bounds in UI points.
const SIDE_SHARE: f32 = 0.26;
const SIDE_MIN: f32 = 280.0;
const SIDE_MAX: f32 = 360.0;

/// Ctrl+plus, Ctrl+minus and Ctrl+0 zoom the board (the UI scale is in the settings).
fn zoom_keys(ui: &mut Ui, play: &mut dyn TableModel) {
    let (zoom_in, zoom_out, reset) = ui.input_mut(|i| {
        (
            i.consume_key(Modifiers::COMMAND, Key::Plus)
                || i.consume_key(Modifiers::COMMAND, Key::Equals),
            i.consume_key(Modifiers::COMMAND, Key::Minus),
            i.consume_key(Modifiers::COMMAND, Key::Num0),
        )
    });
    let zoom = zoom_of(play);
    if zoom_in {
        set_zoom(play, zoom * board::ZOOM_STEP);
    }
    if zoom_out {
        set_zoom(play, zoom / board::ZOOM_STEP);
    }
    if reset {
        set_zoom(play, 1.0);
    }
}

fn zoom_of(play: &mut dyn TableModel) -> f32 {
    *play.table_ui().zoom
}

fn set_zoom(play: &mut dyn TableModel, zoom: f32) {
    let zoom = zoom.clamp(*board::ZOOM_RANGE.start(), *board::ZOOM_RANGE.end());
    if (zoom - zoom_of(play)).abs() > f32::EPSILON {
        *play.table_ui().zoom = zoom;
        *play.table_ui().zoom_changed = true;
    }
}

/// The board on its table. Returns whether the player asked for a section of the rules (a
/// "?" on the board; the section is in [`PlayState::rules_section`]).
fn board_area_ui(
    ui: &mut Ui,
    play: &mut dyn TableModel,
    notices: &mut Notices,
    l10n: &Localizer,
) -> bool {
    let p = theme::palette(ui);
    let asset = play.assets();
    let plugin_id = play.plugin_id().to_owned();
    let seats = play.seats().to_vec();
    let names = seat_namer(&seats, l10n);
    let localize = |text: &Text| l10n.plugin_text(&plugin_id, text, &names);
    let unknown = l10n.tr("board-unknown-element");
    let prefix = format!("bytes://parlour/{plugin_id}/");
    // A new game or another seat's view is fitted to the table afresh.
    let viewer_key = play.board_key();
    let mut view = ZoomPan {
        zoom: zoom_of(play),
        pan: *play.table_ui().pan,
    };
    // A new decision (or a new step of the move being composed) is brought into view.
    let decision = {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        (viewer_key, play.revision(), play.composing().choices.len()).hash(&mut h);
        h.finish()
    };
    let (clicked, chooser, help, zoom_changed) = {
        let cache = play.cache(l10n);
        let is_legal = |id: u64| cache.legal.contains(&id);
        let env = BoardEnv {
            localize: &localize,
            is_legal: &is_legal,
            asset: &asset,
            asset_uri_prefix: &prefix,
            unknown_label: &unknown,
        };
        let mut clicked = None;
        let mut chooser = None;
        let mut help = None;
        let mut zoom_changed = false;
        let table = table_frame(p).show(ui, |ui| {
            ui.set_min_size(ui.available_size());
            match &cache.view {
                Ok(node) => {
                    let (out, z) = board::zoomable_ui(
                        ui,
                        "board",
                        viewer_key,
                        &mut view,
                        |ui, screen| board::board_ui(ui, node, &env, screen),
                        |out| out.targets.map(|rect| (decision, rect)),
                    );
                    clicked = out.clicked;
                    chooser = out.chooser;
                    help = out.help;
                    zoom_changed = z;
                }
                Err(e) => {
                    ui.colored_label(p.danger, l10n.tr("error-view"));
                    ui.label(e.message.clone());
                }
            }
        });
        Regions::update(ui.ctx(), |r| r.board = table.response.rect);
        (clicked, chooser, help, zoom_changed)
    };
    // The chooser opens with the click on the piece; that click is not a click elsewhere that
    // would close it again.
    let opened = chooser.is_some();
    if opened {
        *play.table_ui().chooser = chooser;
    }
    *play.table_ui().pan = view.pan;
    if zoom_changed {
        *play.table_ui().zoom = view.zoom;
        *play.table_ui().zoom_changed = true;
    }
    if let Some(id) = clicked.or_else(|| chooser_ui(ui, play, l10n, !opened)) {
        *play.table_ui().chooser = None;
        play.choose(id, notices, l10n);
    }
    let asked = help.is_some();
    if asked {
        *play.table_ui().rules_section = help;
    }
    asked
}

/// The moves of a clicked piece that stands for several, as a small menu at the pointer;
/// returns the one picked. Escape or a click elsewhere closes it.
fn chooser_ui(
    ui: &mut Ui,
    play: &mut dyn TableModel,
    l10n: &Localizer,
    may_close: bool,
) -> Option<u64> {
    let chooser = play.table_ui().chooser.clone()?;
    let seats = play.seats().to_vec();
    let names = seat_namer(&seats, l10n);
    let plugin_id = play.plugin_id().to_owned();
    let text = |t: &Text| l10n.plugin_text(&plugin_id, t, &names);
    let options: Vec<(u64, String, Option<String>)> = {
        let cache = play.cache(l10n);
        chooser
            .choices
            .iter()
            .filter_map(|id| {
                let option = cache.options.get(id)?;
                Some((*id, text(&option.label), option.tooltip.as_ref().map(text)))
            })
            .collect()
    };
    if options.is_empty() {
        *play.table_ui().chooser = None;
        return None;
    }
    let mut picked = None;
    let area = egui::Area::new(ui.scope_id().with("move-chooser"))
        .order(egui::Order::Foreground)
        .fixed_pos(chooser.at + vec2(6.0, 6.0))
        .constrain(true)
        .show(ui.ctx(), |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(360.0);
                ui.label(RichText::new(l10n.tr("play-chooser")).small().weak());
                for (id, label, tooltip) in &options {
                    let mut response = ui.add(
                        egui::Button::new(label.as_str()).min_size(vec2(ui.available_width(), 0.0)),
                    );
                    if let Some(tip) = tooltip {
                        response = response.on_hover_text(tip);
                    }
                    if response.clicked() {
                        picked = Some(*id);
                    }
                }
            });
        });
    let escape = ui.input(|i| i.key_pressed(Key::Escape));
    if picked.is_none() && may_close && (escape || area.response.clicked_elsewhere()) {
        *play.table_ui().chooser = None;
    }
    picked
}

/// The frame of a game log.
pub(super) fn log_frame(p: &theme::Palette) -> egui::Frame {
    egui::Frame::new()
        .fill(p.surface)
        .stroke(egui::Stroke::new(1.0, p.border))
        .corner_radius(egui::CornerRadius::same(10))
        .inner_margin(egui::Margin::same(8))
}

/// The surface the board lies on: light oak by day, green felt by night.
pub(super) fn table_frame(p: &theme::Palette) -> egui::Frame {
    egui::Frame::new()
        .fill(p.table)
        .stroke(egui::Stroke::new(1.5, p.border))
        .corner_radius(egui::CornerRadius::same(14))
        .inner_margin(egui::Margin::same(12))
}

/// Turn, round, phase, who acts, what the bots do, and the board's zoom.
fn status_bar_ui(ui: &mut Ui, play: &mut dyn TableModel, l10n: &Localizer) {
    let status = play.status().clone();
    let seats = play.seats().to_vec();
    let names = seat_namer(&seats, l10n);
    let plugin_id = play.plugin_id().to_owned();
    let p = theme::palette(ui);
    // The game's own headline, or the turn and round counters.
    let head = match &status.headline {
        Some(headline) => l10n.plugin_text(&plugin_id, headline, &names),
        None => {
            let mut head = l10n.tr_args("status-turn", &[("turn", FluentValue::from(status.turn))]);
            if let Some(round) = status.round {
                head.push_str("  ·  ");
                head.push_str(
                    &l10n.tr_args("status-round", &[("round", FluentValue::from(round))]),
                );
            }
            head
        }
    };
    let head = RichText::new(head).strong();
    let phase = status
        .phase
        .as_ref()
        .map(|phase| l10n.plugin_text(&plugin_id, phase, &names));
    let acting: Vec<u32> = if status.game_over {
        Vec::new()
    } else {
        status.acting.clone()
    };
    let to_act = RichText::new(l10n.tr("play-to-act")).color(p.ink_weak);
    let thinking = play.thinking().filter(|_| !play.bots_paused()).map(|seat| {
        l10n.tr_args(
            "play-thinking",
            &[("player", FluentValue::from(names(seat)))],
        )
    });
    let gap = ui.spacing().item_spacing.x;
    // What the row needs besides the zoom, to tell whether the bot's name fits beside the
    // spinner (otherwise the spinner says it on hover).
    let needed = {
        let width = |text: RichText| text_width(ui, text) + gap;
        let mut needed = width(head.clone()) + 12.0;
        if let Some(phase) = &phase {
            needed += width(RichText::new("·")) + width(RichText::new(phase));
        }
        if !acting.is_empty() {
            needed += width(to_act.clone()) + 12.0;
            for &seat in &acting {
                let bot = play.is_bot(seat);
                needed += ui_ext::seat_chip_width(ui, seat, &names(seat), bot, true) + gap;
            }
        }
        if let Some(thinking) = &thinking {
            needed += 16.0 + gap + width(RichText::new(thinking)) + 12.0;
        }
        needed
    };
    // One row. From the right: the zoom, the bots, who acts; the turn, round and phase get the
    // room that is left, and the phase is shortened (whole on hover) where it does not fit, so
    // that at a large UI scale nothing wraps or runs under the zoom buttons.
    ui.horizontal(|ui| {
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            // The zoom: out, the percentage (click: fit), in; added from the right.
            if ui
                .small_button("+")
                .on_hover_text(l10n.tr("play-zoom-in"))
                .clicked()
            {
                let zoom = zoom_of(play);
                set_zoom(play, zoom * board::ZOOM_STEP);
            }
            let percent = format!("{:.0} %", zoom_of(play) * 100.0);
            if ui
                .small_button(percent)
                .on_hover_text(l10n.tr("play-zoom-fit"))
                .clicked()
            {
                set_zoom(play, 1.0);
            }
            if ui
                .small_button("−")
                .on_hover_text(l10n.tr("play-zoom-out"))
                .clicked()
            {
                let zoom = zoom_of(play);
                set_zoom(play, zoom / board::ZOOM_STEP);
            }
            ui.add_space(12.0);
            // Pausing the bots sits at a fixed place at the edge of the window (beside the
            // zoom), never moving with the decisions.
            if play.has_bots() && !status.game_over {
                let (icon, text) = if play.bots_paused() {
                    (Icon::Play, l10n.tr("play-bots-resume"))
                } else {
                    (Icon::Pause, l10n.tr("play-bots-pause"))
                };
                if ui.add(ui_ext::icon_button(icon, text)).clicked() {
                    let paused = play.bots_paused();
                    play.set_bots_paused(!paused);
                }
                ui.add_space(12.0);
            }
            let roomy = needed <= ui.available_width();
            if let Some(thinking) = &thinking {
                let spinner = ui.add(egui::Spinner::new().size(16.0));
                if roomy {
                    ui.label(thinking);
                } else {
                    spinner.on_hover_text(thinking);
                }
                ui.add_space(12.0);
            } else if play.bots_paused() && play.has_bots() {
                ui.label(RichText::new(l10n.tr("play-bots-paused")).color(p.ink_weak));
                ui.add_space(12.0);
            }
            if !acting.is_empty() {
                for &seat in acting.iter().rev() {
                    ui_ext::seat_chip(ui, seat, &names(seat), play.is_bot(seat), true);
                }
                ui.label(to_act);
                ui.add_space(12.0);
            }
            ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                ui.add(egui::Label::new(head).extend());
                if let Some(phase) = phase {
                    ui.label(RichText::new("·").color(p.ink_weak));
                    ui.add(egui::Label::new(phase).truncate());
                } else if status.game_over {
                    ui.label(
                        RichText::new(l10n.tr("status-game-over"))
                            .strong()
                            .color(p.accent),
                    );
                }
            });
        });
    });
}

/// The width of a line of text as a label lays it out.
fn text_width(ui: &Ui, text: RichText) -> f32 {
    egui::WidgetText::from(text)
        .into_galley(
            ui,
            Some(egui::TextWrapMode::Extend),
            f32::INFINITY,
            egui::TextStyle::Body,
        )
        .size()
        .x
}

/// The decision panel, players and scores, bot controls and the game log. The decisions take
/// the height they need, short of the players' list and three lines of the log (they scroll
/// beyond that; the players fold into one row when that alone keeps them above the fold); the
/// log gets whatever is left.
fn side_panel_ui(
    ui: &mut Ui,
    play: &mut dyn TableModel,
    notices: &mut Notices,
    l10n: &Localizer,
) -> Option<PlayAction> {
    let total = ui.available_height();
    // Room kept below the decisions: the players (a chip per seat) and at least three lines of
    // the log, with their headings, so that at a large UI scale the log still reads.
    let row = ui.text_style_height(&egui::TextStyle::Body);
    let seats = play.seats().len() as f32;
    let spacing = ui.spacing().item_spacing.y;
    let chip = ui.spacing().interact_size.y + spacing;
    // The players' list and the log's heading, as tall as they were last frame in each layout
    // (estimated before they were measured): a chip per seat, or one compact row.
    let scope = ui.scope_id();
    let below_id = move |compact: bool| scope.with(("side-panel-below", compact));
    let estimate = |rows: f32| 8.0 + row + 4.0 + rows * chip + 16.0 + row + 4.0;
    let measured = |compact: bool| ui.data(|d| d.get_temp::<f32>(below_id(compact)));
    let below_chips = measured(false).unwrap_or(estimate(seats));
    // Until the compact row was measured, its height is one seat's share of the list.
    let per_seat = ((below_chips - estimate(0.0)) / seats.max(1.0)).max(chip);
    let below_row = measured(true).unwrap_or(below_chips - (seats - 1.0).max(0.0) * per_seat);
    // The last three lines of the log in its frame (margins and stroke): as tall as they were
    // last frame with the rules between their entries (see `log_ui`), or estimated.
    // A short panel (a small window at a large UI scale) spends less on margins and gaps, so
    // that the choices and three lines of the log both fit.
    let short = total < SHORT_PANEL;
    let (margin, gap, log_margin) = if short {
        (10.0, 4.0, 5.0)
    } else {
        (18.0, 8.0, 8.0)
    };
    let log_id = scope.with("side-panel-log-lines");
    // A log with nothing in it yet keeps one line (its hint), so that the game's first
    // decision is not cut short for lines that do not exist; the first move brings a new
    // decision anyway, and the three lines come with it.
    let log_lines = if play.cache(l10n).log.is_empty() {
        row + 2.0
    } else {
        ui.data(|d| d.get_temp::<f32>(log_id))
            .unwrap_or(3.0 * (row + 2.0) + 2.0 * (2.0 * spacing + 9.0))
    };
    let log = log_lines + 2.0 * log_margin + 2.0 + spacing;
    let card_margins = 2.0 * margin + 2.0 + spacing;
    let room = |below: f32| total - below - log - card_margins;
    // The players are one compact row where a chip per seat would take more than a quarter of
    // the panel (many seats at a large UI scale), or where the decisions (as tall as last
    // frame) fit beside one row but not beside a chip per seat: then the choices stay above
    // the fold. A list too long for either scrolls beside the chips.
    let decisions_id = ui.scope_id().with("side-panel-decisions");
    let wanted = ui.data(|d| d.get_temp::<f32>(decisions_id)).unwrap_or(0.0);
    // In a short panel (a small window at a large UI scale) the chips would leave the
    // decisions less than their minimum: one row then.
    // Once folded for a panel of this height, the row stays: a players' list that unfolded
    // whenever a short decision came would move the log and the chat under the pointer.
    let folded_id = scope.with(("side-panel-folded", total.round() as i32, seats as u32));
    let folded = ui.data(|d| d.get_temp::<bool>(folded_id)).unwrap_or(false);
    let compact = folded
        || seats * chip > total * 0.25
        || room(below_chips) < MIN_DECISIONS
        || wanted > room(below_chips);
    if compact && !folded {
        ui.data_mut(|d| d.insert_temp(folded_id, true));
    }
    let below = if compact { below_row } else { below_chips };
    let fits = room(below).max(MIN_DECISIONS);
    // A list that scrolls ends its view below a whole row of options, never through one
    // (the rows' ends as drawn last frame, see `decision_ui`); the rest goes to the log.
    let breaks_id = decision_breaks_id();
    let decisions_height = if wanted > fits + 0.5 {
        let breaks: Vec<f32> = ui.data(|d| d.get_temp(breaks_id)).unwrap_or_default();
        breaks
            .into_iter()
            .map(|b| b + 2.0)
            .filter(|&b| b <= fits && b >= MIN_DECISIONS * 0.5)
            .fold(None, |best: Option<f32>, b| {
                Some(best.map_or(b, |x| x.max(b)))
            })
            .unwrap_or(fits)
    } else {
        fits
    };
    let mut decision = None;
    ui_ext::card_frame(ui)
        .inner_margin(egui::Margin::same(margin as i8))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            // A solid bar, so that choices below the fold never go unnoticed.
            ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
            let shown = ScrollArea::vertical()
                .id_salt("decisions")
                .max_height(decisions_height)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    decision = decision_ui(ui, play, l10n);
                });
            Regions::update(ui.ctx(), |r| r.decisions = shown.inner_rect);
            let height = shown.content_size.y;
            if (height - wanted).abs() > 0.5 {
                ui.data_mut(|d| d.insert_temp(decisions_id, height));
                ui.ctx().request_repaint();
            }
        });
    match decision {
        Some(Decision::Choose(id)) => play.choose(id, notices, l10n),
        Some(Decision::Back) => play.back(),
        Some(Decision::Cancel) => play.cancel(),
        Some(Decision::Confirm) => play.confirm(notices, l10n),
        None => {}
    }

    let top = ui.cursor().top();
    ui.add_space(gap);
    players_ui(ui, play, l10n, compact, short);
    ui.add_space(gap);

    play.side_extra_ui(ui, l10n);

    // The game log, as the viewer may read it (localised once per change, in the cache).
    ui_ext::section_title(ui, &l10n.tr("log-heading"));
    ui.add_space(4.0);
    let height = ui.cursor().top() - top;
    if (height - below).abs() > 0.5 {
        ui.data_mut(|d| d.insert_temp(below_id(compact), height));
        ui.ctx().request_repaint();
    }
    let p = theme::palette(ui);
    let groups = play.cache(l10n).log.clone();
    // Where each label of the log was drawn (a wrapped one holds several lines).
    let mut lines: Vec<egui::Rect> = Vec::new();
    log_frame(p)
        .inner_margin(egui::Margin::same(log_margin as i8))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            // Never taller than the room left (by default a scroll area keeps 64 points,
            // which at a large UI scale ran the log under the status bar).
            let shown = ScrollArea::vertical()
                .id_salt("game-log")
                .stick_to_bottom(true)
                .min_scrolled_height(ui.available_height().clamp(0.0, 64.0))
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    if groups.is_empty() {
                        ui_ext::hint(ui, &l10n.tr("play-log-empty"));
                    }
                    let last = groups.len().saturating_sub(1);
                    let mut hovered = None;
                    for (i, group) in groups.iter().enumerate() {
                        // One action's lines, each run of lines about one seat behind a dot
                        // in that seat's colour.
                        let row = ui.vertical(|ui| {
                            ui.spacing_mut().item_spacing.y = 2.0;
                            for run in group.lines.chunk_by(|a, b| a.seat == b.seat) {
                                ui.horizontal_top(|ui| {
                                    ui.vertical(|ui| {
                                        ui.add_space(5.0);
                                        ui_ext::seat_dot(ui, run[0].seat, 9.0);
                                    });
                                    ui.vertical(|ui| {
                                        ui.spacing_mut().item_spacing.y = 2.0;
                                        for line in run {
                                            let rich = RichText::new(&line.text);
                                            let label = ui.add(
                                                egui::Label::new(if i == last {
                                                    rich.strong()
                                                } else {
                                                    rich
                                                })
                                                .wrap(),
                                            );
                                            lines.push(label.rect);
                                        }
                                    });
                                });
                            }
                        });
                        // Resting the pointer on an entry highlights that move's pieces.
                        if row.response.contains_pointer() {
                            hovered = Some(group.action);
                        }
                        if i != last {
                            ui_ext::rule(ui);
                        }
                    }
                    play.hover_log(hovered);
                });
            Regions::update(ui.ctx(), |r| r.log = shown.inner_rect);
        });
    // The height of the log's last three lines, with what lies between them, for the next
    // frame's share of the panel (a log of fewer lines keeps the estimate).
    if let Some(three) = last_lines_height(&lines, row, 3) {
        let before = ui.data(|d| d.get_temp::<f32>(log_id));
        if before.is_none_or(|b| (b - three).abs() > 0.5) {
            ui.data_mut(|d| d.insert_temp(log_id, three));
            ui.ctx().request_repaint();
        }
    }
    None
}

/// The height from the top of the `n`-th last line to the bottom of the last, given each
/// label's rectangle in order (a wrapped label holds several lines of height about `row`);
/// `None` when there are fewer lines.
fn last_lines_height(labels: &[egui::Rect], row: f32, n: usize) -> Option<f32> {
    let bottom = labels.last()?.bottom();
    let mut need = n;
    for rect in labels.iter().rev() {
        let count = (rect.height() / row.max(1.0)).round().max(1.0) as usize;
        if count >= need {
            let top = rect.bottom() - rect.height() * need as f32 / count as f32;
            return Some(bottom - top);
        }
        need -= count;
    }
    None
}

/// Where the decision panel keeps the ends of its rows of options, measured from the top of
/// its content (see [`decision_ui`]).
fn decision_breaks_id() -> egui::Id {
    egui::Id::unique("parlour-decision-breaks")
}

/// Whose move it is and what they may choose: the prompt, the choices made so far with Back,
/// Cancel and Confirm, and the options that cannot be clicked on the board, by group.
fn decision_ui(ui: &mut Ui, play: &mut dyn TableModel, l10n: &Localizer) -> Option<Decision> {
    let seats = play.seats().to_vec();
    let names = seat_namer(&seats, l10n);
    let p = theme::palette(ui);
    let mut decision = None;
    // The ends of the rows of options, from the top of the list: a list too long for the
    // panel ends its view at one of them (see `side_panel_ui`).
    let origin = ui.min_rect().top();
    let mut breaks: Vec<f32> = Vec::new();
    if let Some(seat) = play.active_human() {
        ui.horizontal_wrapped(|ui| {
            ui_ext::seat_dot(ui, seat, 14.0);
            ui.label(
                RichText::new(l10n.tr_args(
                    "play-your-move",
                    &[("player", FluentValue::from(names(seat)))],
                ))
                .strong()
                .size(17.0),
            );
        });
        ui.add_space(4.0);
        let chosen = play.composing().labels.clone();
        let cache = play.cache(l10n);
        if let Some(prompt) = &cache.prompt {
            ui.add(egui::Label::new(RichText::new(prompt).color(p.ink)).wrap());
            ui.add_space(4.0);
        }
        if let Some(subset) = cache.choices.as_ref().and_then(|c| c.subset.as_ref()) {
            // Picking several (a team, dice to reroll): how many so far, how many allowed.
            ui.label(
                RichText::new(l10n.tr_args(
                    if subset.min == subset.max {
                        "play-subset-exact"
                    } else if subset.min == 0 {
                        "play-subset-up-to"
                    } else {
                        "play-subset-range"
                    },
                    &[
                        ("picked", FluentValue::from(subset.picked)),
                        ("min", FluentValue::from(subset.min)),
                        ("max", FluentValue::from(subset.max)),
                    ],
                ))
                .color(p.ink_weak),
            );
            ui.add_space(4.0);
        }
        if !chosen.is_empty() {
            // The move so far, then Back, Cancel and Confirm.
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(l10n.tr("play-chosen")).color(p.ink_weak));
                for (i, label) in chosen.iter().enumerate() {
                    if i > 0 {
                        ui.label(RichText::new("›").color(p.ink_weak));
                    }
                    ui.label(RichText::new(label).strong());
                }
            });
            ui.add_space(4.0);
            ui.horizontal_wrapped(|ui| {
                if ui
                    .add(ui_ext::icon_button(Icon::Back, l10n.tr("play-back")))
                    .on_hover_text(l10n.tr("play-back-hint"))
                    .clicked()
                {
                    decision = Some(Decision::Back);
                }
                if ui
                    .button(l10n.tr("play-cancel"))
                    .on_hover_text(l10n.tr("play-cancel-hint"))
                    .clicked()
                {
                    decision = Some(Decision::Cancel);
                }
            });
        }
        if let Some(confirm) = &cache.confirm {
            ui.add_space(4.0);
            if ui
                .add(ui_ext::primary_button(ui, None, confirm))
                .on_hover_text(l10n.tr("play-confirm-hint"))
                .clicked()
            {
                decision = Some(Decision::Confirm);
            }
        }
        let panel = cache.panel.clone();
        let board_options = cache.legal.len() > panel.iter().map(|g| g.options.len()).sum();
        if cache.legal.is_empty() && cache.confirm.is_none() {
            ui_ext::hint(ui, &l10n.tr("play-no-actions"));
        } else if board_options {
            ui_ext::hint(ui, &l10n.tr("play-actions-hint"));
        }
        // Many options in several groups: each group folds, the first one open, so that the
        // log stays in view and a long list reads by its headings.
        let count: usize = panel.iter().map(|g| g.options.len()).sum();
        let folding =
            count > FOLD_OPTIONS && panel.iter().filter(|g| g.heading.is_some()).count() > 1;
        let mut hovered = None;
        for (index, group) in panel.iter().enumerate() {
            ui.add_space(4.0);
            let mut options_ui = |ui: &mut Ui| {
                ui.horizontal_wrapped(|ui| {
                    for option in &group.options {
                        let label = option.label.clone();
                        let button = match option.icon.clone() {
                            Some(icon) if parlour_widgets::icons::is_known(&icon) => {
                                egui::Button::new((plugin_icon(icon), label))
                            }
                            _ => egui::Button::new(label),
                        };
                        let mut response = ui.add(button);
                        breaks.push(response.rect.bottom() - origin);
                        if response.hovered() {
                            hovered = Some(option.id);
                        }
                        if let Some(tip) = &option.tooltip {
                            response = response.on_hover_text(tip);
                        }
                        if response.clicked() {
                            decision = Some(Decision::Choose(option.id));
                        }
                    }
                });
            };
            match &group.heading {
                Some(heading) if folding => {
                    let header = egui::CollapsingHeader::new(
                        RichText::new(format!("{heading} ({})", group.options.len()))
                            .strong()
                            .color(p.ink_weak),
                    )
                    .id_salt(("decision-group", heading))
                    .default_open(index == 0)
                    .show(ui, |ui| options_ui(ui))
                    .header_response
                    .rect
                    .bottom();
                    breaks.push(header - origin);
                }
                Some(heading) => {
                    ui.label(RichText::new(heading).strong().color(p.ink_weak));
                    options_ui(ui);
                }
                None => options_ui(ui),
            }
        }
        play.hover_option(hovered);
        breaks.sort_by(f32::total_cmp);
        breaks.dedup_by(|a, b| (*a - *b).abs() < 0.5);
        ui.data_mut(|d| d.insert_temp(decision_breaks_id(), breaks));
    } else if let Some(seat) = play.curtain() {
        ui.label(
            RichText::new(l10n.tr_args(
                "play-waiting-for",
                &[("player", FluentValue::from(names(seat)))],
            ))
            .strong(),
        );
    } else if play.status().game_over {
        ui.label(RichText::new(l10n.tr("status-game-over")).strong());
    } else if let Some(progress) = play
        .bot_progress(ui.input(|i| i.time))
        .filter(|_| !play.bots_paused())
    {
        bot_progress_ui(ui, &progress, &names(progress.seat), l10n);
    } else {
        let acting: Vec<String> = play.status().acting.iter().map(|&s| names(s)).collect();
        ui.horizontal_wrapped(|ui| {
            if play.thinking().is_some() && !play.bots_paused() {
                ui.add(egui::Spinner::new().size(16.0));
            }
            ui.label(
                RichText::new(l10n.tr_args(
                    "play-waiting-for",
                    &[("player", FluentValue::from(acting.join(", ")))],
                ))
                .strong(),
            );
        });
    }
    decision
}

/// The bot that decides now: its name beside a spinner, how far its search has come (the
/// iterations done against its budget, or its time, whichever is further on), and for a
/// Hard bot that it takes longer. Repaints while the bot thinks, so the bar moves.
fn bot_progress_ui(ui: &mut Ui, progress: &super::bot::Progress, name: &str, l10n: &Localizer) {
    let p = theme::palette(ui);
    ui.horizontal_wrapped(|ui| {
        ui_ext::seat_dot(ui, progress.seat, 14.0);
        ui.add(egui::Spinner::new().size(16.0));
        ui.label(
            RichText::new(l10n.tr_args("play-thinking", &[("player", FluentValue::from(name))]))
                .strong(),
        );
    });
    if let (Some(fraction), Some((done, total))) = (progress.fraction, progress.iterations) {
        ui.add_space(4.0);
        let words = l10n.tr_args(
            "play-bot-iterations",
            &[
                ("done", FluentValue::from(done)),
                ("total", FluentValue::from(total)),
            ],
        );
        ui.add(
            egui::ProgressBar::new(fraction)
                .desired_width(ui.available_width())
                .desired_height(8.0)
                .fill(p.accent),
        );
        ui_ext::hint(ui, &words);
        if fraction < 1.0 {
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(100));
        }
    }
    // A searching Hard bot says why it takes longer (the heuristic bot answers at once).
    if progress.level == crate::core::bots::Level::Hard && progress.iterations.is_some() {
        ui.add_space(2.0);
        let seconds = crate::core::bots::HARD_BUDGET_MS / 1000;
        ui_ext::hint(
            ui,
            &l10n.tr_args("play-bot-hard", &[("seconds", FluentValue::from(seconds))]),
        );
    }
}

/// The least height of the decisions' list (the prompt and a row of options), in points.
const MIN_DECISIONS: f32 = 96.0;

/// A side panel shorter than this (in points) has smaller margins and gaps.
const SHORT_PANEL: f32 = 440.0;

/// More options than this, in several groups, fold into their groups.
const FOLD_OPTIONS: usize = 12;

/// The seats with their colours, who plays them, and scores when the game shows them.
/// In a `short` panel the compact row carries its heading at its start.
fn players_ui(
    ui: &mut Ui,
    play: &mut dyn TableModel,
    l10n: &Localizer,
    compact: bool,
    short: bool,
) {
    let p = theme::palette(ui);
    let inline_title = compact && short;
    if !inline_title {
        ui_ext::section_title(ui, &l10n.tr("play-players"));
        ui.add_space(4.0);
    }
    let names = seat_namer(play.seats(), l10n);
    let status = play.status();
    let role = |seat: u32| {
        if play.is_bot(seat) {
            l10n.tr("seat-bot")
        } else {
            l10n.tr("seat-human")
        }
    };
    if compact {
        // A dot in the seat's colour and its score; the name and role on hover. The seats
        // to act are named in the status bar.
        ui.horizontal_wrapped(|ui| {
            if inline_title {
                ui_ext::section_title(ui, &l10n.tr("play-players"));
                ui.add_space(8.0);
            }
            for seat in 0..play.seats().len() as u32 {
                let acting = status.acting.contains(&seat) && !status.game_over;
                let points = status.scores.get(seat as usize).map(|score| {
                    l10n.tr_args("status-points", &[("points", FluentValue::from(*score))])
                });
                let tip = match &points {
                    Some(points) => format!("{} · {} · {points}", names(seat), role(seat)),
                    None => format!("{} · {}", names(seat), role(seat)),
                };
                let group = ui.horizontal(|ui| {
                    ui.spacing_mut().item_spacing.x = 4.0;
                    ui_ext::seat_dot(ui, seat, if acting { 14.0 } else { 10.0 });
                    let score = status
                        .scores
                        .get(seat as usize)
                        .map_or_else(|| names(seat), |score| score.to_string());
                    let text = RichText::new(score).strong();
                    ui.label(if acting { text.color(p.accent) } else { text })
                        .on_hover_text(&tip);
                });
                // The dot too tells whose seat it is: the whole group is one hover area (a
                // widget of its own, so that it has a place on screen for assistive tools).
                ui.interact(
                    group.response.rect,
                    ui.scope_id().with(("seat-dot", seat)),
                    egui::Sense::hover(),
                )
                .on_hover_text(tip);
                ui.add_space(8.0);
            }
        });
        return;
    }
    egui::Grid::new("players")
        .num_columns(3)
        .spacing(vec2(12.0, 4.0))
        .show(ui, |ui| {
            for seat in 0..play.seats().len() as u32 {
                let acting = status.acting.contains(&seat) && !status.game_over;
                ui_ext::seat_chip(ui, seat, &names(seat), play.is_bot(seat), acting);
                ui.label(RichText::new(role(seat)).color(p.ink_weak));
                match status.scores.get(seat as usize) {
                    Some(score) => ui.label(
                        RichText::new(
                            l10n.tr_args("status-points", &[("points", FluentValue::from(*score))]),
                        )
                        .strong(),
                    ),
                    None => ui.label(""),
                };
                ui.end_row();
            }
        });
}

/// A plugin's icon (as on the board) for a button.
fn plugin_icon<'a>(name: String) -> egui::Atom<'a> {
    egui::Atom::paint(vec2(16.0, 16.0), move |ui, args| {
        parlour_widgets::icons::paint_icon(ui.painter(), args.rect, &name, None);
    })
}
