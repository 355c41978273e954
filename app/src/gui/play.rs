//! The play screen: the board for the viewing seat, the action panel, the status bar, players
//! and scores, the game log, bots on a background thread and the hotseat curtain.

use std::path::PathBuf;

use egui::{Align, Layout, RichText, ScrollArea, Ui, vec2};
use fluent_bundle::FluentValue;
use parlour_plugin_api::{LegalAction, Node, Text};
use serde_json::Value;

use super::board::{self, BoardEnv};
use super::bot::BotRunner;
use super::curtain;
use super::end_screen;
use super::errors::{self, ErrorContext};
use super::notices::Notices;
use super::settings::Settings;
use super::theme;
use super::ui_ext::{self, Icon};
use crate::cli::seat_namer;
use crate::core::i18n::Localizer;
use crate::core::plugin::PluginError;
use crate::core::save::SeatKind;
use crate::core::session::{Session, SessionError};

/// What the play screen asks the app to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayAction {
    Leave,
    PlayAgain,
    Save,
    Load,
    Undo,
    ShowRules,
}

/// The view and legal actions of the viewing seat, fetched once per change.
struct Cache {
    revision: u64,
    viewer: Option<u32>,
    view: Result<Node, PluginError>,
    /// The legal actions of the acting human seat that is looking at the board.
    actions: Vec<LegalAction>,
}

/// A game on the table.
pub struct PlayState {
    session: Session,
    /// Whether the game hides information between seats (hotseat curtains then).
    hidden: bool,
    /// The seat whose view is shown; `None` for a spectator's view.
    viewer: Option<u32>,
    /// A seat waiting behind the curtain for the device.
    curtain: Option<u32>,
    bots: BotRunner,
    pub bots_paused: bool,
    /// Counts changes of the session, to invalidate caches and stale bot moves.
    revision: u64,
    cache: Option<Cache>,
    /// After the game: whether the final board is shown instead of the results.
    pub show_final_board: bool,
    autosave_dir: PathBuf,
    autosave_path: PathBuf,
    /// When the last autosave failed, to not repeat the same error after every move.
    autosave_failed: bool,
}

impl PlayState {
    pub fn new(session: Session, autosave_dir: &std::path::Path) -> PlayState {
        let hidden = session.plugin().manifest().hidden_information;
        let autosave_path = autosave_dir.join(session.autosave_name());
        let mut play = PlayState {
            session,
            hidden,
            viewer: None,
            curtain: None,
            bots: BotRunner::default(),
            bots_paused: false,
            revision: 0,
            cache: None,
            show_final_board: false,
            autosave_dir: autosave_dir.to_owned(),
            autosave_path,
            autosave_failed: false,
        };
        play.update_viewer(None, false);
        play
    }

    /// The game being played.
    pub fn session(&self) -> &Session {
        &self.session
    }

    pub fn plugin_id(&self) -> &str {
        self.session.plugin().id()
    }

    pub fn autosave_path(&self) -> &std::path::Path {
        &self.autosave_path
    }

    /// The seat whose board is shown (`None`: a spectator's view).
    pub fn viewer(&self) -> Option<u32> {
        self.viewer
    }

    /// The seat the curtain waits for.
    pub fn curtain(&self) -> Option<u32> {
        self.curtain
    }

    fn humans(&self) -> Vec<u32> {
        (0..self.session.seats().len() as u32)
            .filter(|&s| !self.session.is_bot(s))
            .collect()
    }

    pub fn has_bots(&self) -> bool {
        self.session.seats().iter().any(|s| s.kind == SeatKind::Bot)
    }

    /// Whether hotseat play needs a curtain between human seats.
    fn needs_curtain(&self) -> bool {
        self.hidden && self.humans().len() > 1
    }

    /// The seat a bot is thinking for right now.
    pub fn thinking(&self) -> Option<u32> {
        self.bots
            .job()
            .filter(|j| j.revision == self.revision)
            .map(|j| j.seat)
    }

    /// The human seat that acts now at this screen: acting, looking at its board, no curtain.
    pub fn active_human(&self) -> Option<u32> {
        let seat = self.viewer?;
        (self.curtain.is_none()
            && !self.session.is_bot(seat)
            && self.session.status().acting.contains(&seat))
        .then_some(seat)
    }

    /// Chooses whose board is shown after a change. `preferred` is a seat to show first if it
    /// acts (after an undo, the seat whose move was taken back); `force_curtain` hides the
    /// board even from the current viewer.
    fn update_viewer(&mut self, preferred: Option<u32>, force_curtain: bool) {
        let humans = self.humans();
        let status = self.session.status();
        if humans.is_empty() {
            self.viewer = None;
            self.curtain = None;
            return;
        }
        if humans.len() == 1 {
            self.viewer = Some(humans[0]);
            self.curtain = None;
            return;
        }
        if status.game_over {
            self.curtain = None;
            return;
        }
        let acting: Vec<u32> = status
            .acting
            .iter()
            .copied()
            .filter(|s| humans.contains(s))
            .collect();
        if acting.is_empty() {
            // Bots are moving; the board stays as it is.
            return;
        }
        let current = self.curtain.or(self.viewer);
        let next = preferred
            .filter(|s| acting.contains(s))
            .or(current.filter(|s| acting.contains(s)))
            .unwrap_or(acting[0]);
        if self.needs_curtain() {
            if force_curtain || Some(next) != self.viewer {
                self.curtain = Some(next);
                if force_curtain {
                    self.viewer = None;
                }
            } else {
                self.curtain = None;
            }
        } else {
            self.viewer = Some(next);
            self.curtain = None;
        }
    }

    /// The player in front of the screen confirms they are the seat behind the curtain.
    pub fn reveal(&mut self) {
        if let Some(seat) = self.curtain.take() {
            self.viewer = Some(seat);
        }
    }

    /// Call after every change of the session.
    fn changed(&mut self, notices: &mut Notices, l10n: &Localizer) {
        self.revision += 1;
        self.cache = None;
        if self.bots.job().is_some_and(|j| j.revision != self.revision) {
            self.bots.cancel();
        }
        self.autosave(notices, l10n);
    }

    /// Writes the autosave. A failure is reported once until a later autosave works.
    pub fn autosave(&mut self, notices: &mut Notices, l10n: &Localizer) {
        match self.session.autosave_in(&self.autosave_dir) {
            Ok(_) => self.autosave_failed = false,
            Err(e) => {
                if !self.autosave_failed {
                    let (title, detail) = self.describe(l10n, "error-autosave", &e);
                    notices.error(title, detail);
                }
                self.autosave_failed = true;
            }
        }
    }

    /// A readable title and detail for an error of this game.
    pub fn describe(
        &self,
        l10n: &Localizer,
        title_id: &str,
        error: &SessionError,
    ) -> (String, Option<String>) {
        let names = seat_namer(self.session.seats(), l10n);
        errors::describe(
            l10n,
            title_id,
            error,
            &ErrorContext {
                plugin_id: Some(self.plugin_id()),
                seat_name: &names,
            },
        )
    }

    /// Applies an action of the acting human seat.
    pub fn apply_human(&mut self, action: &Value, notices: &mut Notices, l10n: &Localizer) {
        let Some(seat) = self.active_human() else {
            return;
        };
        match self.session.apply(seat, action) {
            Ok(_) => {
                self.changed(notices, l10n);
                self.update_viewer(None, false);
            }
            Err(e) => {
                let (title, detail) = self.describe(l10n, "error-move-refused", &e);
                notices.error(title, detail);
            }
        }
    }

    /// How many actions an undo takes back: every bot move after the last human decision and
    /// that decision. `None` when that is not possible.
    pub fn undo_steps(&self) -> Option<usize> {
        if !self.session.can_undo() || self.session.status().game_over {
            return None;
        }
        let mut steps = 0;
        for record in self.session.log().iter().rev() {
            if !record.undoable {
                return None;
            }
            steps += 1;
            if !self.session.is_bot(record.seat) {
                return Some(steps);
            }
        }
        None
    }

    pub fn can_undo(&self) -> bool {
        self.undo_steps().is_some()
    }

    /// Takes back the last human decision and the bot moves after it.
    pub fn undo(&mut self, notices: &mut Notices, l10n: &Localizer) {
        let Some(steps) = self.undo_steps() else {
            return;
        };
        let log = self.session.log();
        let seat = log[log.len() - steps].seat;
        let behind_curtain = self.curtain.is_some();
        let mut result = Ok(());
        for _ in 0..steps {
            result = self.session.undo();
            if result.is_err() {
                break;
            }
        }
        self.bots.cancel();
        self.changed(notices, l10n);
        // If the curtain was up, the person at the screen may not be the one whose move is
        // taken back: hide the board until that player confirms.
        self.update_viewer(Some(seat), behind_curtain);
        if let Err(e) = result {
            let (title, detail) = self.describe(l10n, "error-undo", &e);
            notices.error(title, detail);
        }
    }

    /// Lets bots think and plays their moves after the configured delay.
    pub fn drive_bots(
        &mut self,
        ctx: &egui::Context,
        settings: &Settings,
        notices: &mut Notices,
        l10n: &Localizer,
    ) {
        let now = ctx.input(|i| i.time);
        self.bots.poll();
        if self.bots.job().is_some_and(|j| j.revision != self.revision) {
            self.bots.cancel();
        }
        if self.session.status().game_over {
            self.bots.cancel();
            return;
        }
        if let Some(job) = self.bots.job() {
            if self.bots_paused || job.result.is_none() {
                return;
            }
            let due = job.started + settings.bot_speed.delay_secs();
            if now < due {
                ctx.request_repaint_after_secs((due - now) as f32);
                return;
            }
            let Some(job) = self.bots.take() else { return };
            match job.result {
                Some(Ok(action)) => match self.session.apply(job.seat, &action) {
                    Ok(_) => {
                        self.changed(notices, l10n);
                        self.update_viewer(None, false);
                    }
                    Err(e) => {
                        self.bots_paused = true;
                        let (title, detail) = self.bot_error(l10n, job.seat, &e);
                        notices.error(title, detail);
                    }
                },
                Some(Err(e)) => {
                    self.bots_paused = true;
                    let (title, detail) = self.bot_error(l10n, job.seat, &SessionError::Plugin(e));
                    notices.error(title, detail);
                }
                None => {}
            }
            ctx.request_repaint();
            return;
        }
        if self.bots_paused {
            return;
        }
        let acting = &self.session.status().acting;
        let Some(&seat) = acting.iter().find(|&&s| self.session.is_bot(s)) else {
            return;
        };
        match self.session.game().try_clone() {
            Ok(game) => {
                let seed = self.session.bot_seed(seat);
                self.bots
                    .start(game, seat, seed, self.revision, now, ctx.clone());
            }
            Err(e) => {
                self.bots_paused = true;
                let (title, detail) = self.bot_error(l10n, seat, &SessionError::Plugin(e));
                notices.error(title, detail);
            }
        }
    }

    fn bot_error(
        &self,
        l10n: &Localizer,
        seat: u32,
        error: &SessionError,
    ) -> (String, Option<String>) {
        let names = seat_namer(self.session.seats(), l10n);
        let (_, detail) = self.describe(l10n, "error-bot", error);
        (
            l10n.tr_args("error-bot", &[("player", FluentValue::from(names(seat)))]),
            detail,
        )
    }

    /// The cached view and actions for the current viewer.
    fn cache(&mut self) -> &Cache {
        if self
            .cache
            .as_ref()
            .is_some_and(|c| c.revision != self.revision || c.viewer != self.viewer)
        {
            self.cache = None;
        }
        let active = self.active_human();
        let (revision, viewer, session) = (self.revision, self.viewer, &self.session);
        self.cache.get_or_insert_with(|| Cache {
            revision,
            viewer,
            view: session.view(viewer),
            actions: active
                .and_then(|seat| session.actions(seat).ok())
                .unwrap_or_default(),
        })
    }
}

/// The buttons of the play screen's toolbar (in the top bar).
pub fn toolbar_ui(ui: &mut Ui, play: &PlayState, l10n: &Localizer) -> Option<PlayAction> {
    let mut action = None;
    if ui
        .add(ui_ext::icon_button(Icon::Back, l10n.tr("play-leave")))
        .on_hover_text(l10n.tr("play-leave-hint"))
        .clicked()
    {
        action = Some(PlayAction::Leave);
    }
    ui.separator();
    if ui
        .add_enabled(
            play.can_undo(),
            ui_ext::icon_button(Icon::Undo, l10n.tr("play-undo")),
        )
        .on_hover_text(l10n.tr("play-undo-hint"))
        .on_disabled_hover_text(l10n.tr("play-undo-unavailable"))
        .clicked()
    {
        action = Some(PlayAction::Undo);
    }
    if ui
        .add(ui_ext::icon_button(Icon::Save, l10n.tr("play-save")))
        .on_hover_text(l10n.tr("play-save-hint"))
        .clicked()
    {
        action = Some(PlayAction::Save);
    }
    if ui
        .add(ui_ext::icon_button(Icon::Open, l10n.tr("play-load")))
        .on_hover_text(l10n.tr("play-load-hint"))
        .clicked()
    {
        action = Some(PlayAction::Load);
    }
    if ui
        .add(ui_ext::icon_button(Icon::Book, l10n.tr("play-rules")))
        .clicked()
    {
        action = Some(PlayAction::ShowRules);
    }
    action
}

/// Everything the play screen draws below the top bar.
pub fn play_ui(
    ui: &mut Ui,
    play: &mut PlayState,
    settings: &Settings,
    notices: &mut Notices,
    l10n: &Localizer,
) -> Option<PlayAction> {
    let revision = play.revision;
    play.drive_bots(ui.ctx(), settings, notices, l10n);
    let mut outcome = None;

    let p = theme::palette(ui);
    egui::Panel::bottom("play-status")
        .frame(
            egui::Frame::new()
                .fill(p.panel)
                .inner_margin(egui::Margin::symmetric(16, 8))
                .stroke(egui::Stroke::new(1.0, p.border)),
        )
        .show(ui, |ui| status_bar_ui(ui, play, l10n));

    egui::Panel::right("play-side")
        .default_size(360.0)
        .size_range(280.0..=560.0)
        .resizable(true)
        .frame(
            egui::Frame::new()
                .fill(p.panel)
                .inner_margin(egui::Margin::same(14))
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
                .inner_margin(egui::Margin::same(16)),
        )
        .show(ui, |ui| {
            notices.notices_ui(ui, l10n);
            if let Some(seat) = play.curtain {
                let name = seat_namer(play.session.seats(), l10n)(seat);
                if curtain::curtain_ui(ui, seat, &name, l10n) {
                    play.reveal();
                }
            } else if play.session.status().game_over && !play.show_final_board {
                if let Some(action) = end_screen::end_screen_ui(ui, play, l10n) {
                    match action {
                        end_screen::EndAction::ShowBoard => play.show_final_board = true,
                        end_screen::EndAction::PlayAgain => outcome = Some(PlayAction::PlayAgain),
                        end_screen::EndAction::Leave => outcome = Some(PlayAction::Leave),
                    }
                }
            } else {
                if play.session.status().game_over {
                    ui.horizontal(|ui| {
                        if ui
                            .add(ui_ext::icon_button(
                                Icon::Trophy,
                                l10n.tr("end-show-results"),
                            ))
                            .clicked()
                        {
                            play.show_final_board = false;
                        }
                    });
                    ui.add_space(8.0);
                }
                board_area_ui(ui, play, notices, l10n);
            }
        });
    if play.revision != revision {
        // Panels drawn earlier in this frame still show the old state.
        ui.ctx().request_repaint();
    }
    outcome
}

/// The board on its table.
fn board_area_ui(ui: &mut Ui, play: &mut PlayState, notices: &mut Notices, l10n: &Localizer) {
    let p = theme::palette(ui);
    let plugin = std::sync::Arc::clone(play.session.plugin());
    let plugin_id = plugin.id().to_owned();
    let seats = play.session.seats().to_vec();
    let names = seat_namer(&seats, l10n);
    let localize = |text: &Text| l10n.plugin_text(&plugin_id, text, &names);
    let unknown = l10n.tr("board-unknown-element");
    let prefix = format!("bytes://parlour/{plugin_id}/");
    let clicked = {
        let cache = play.cache();
        let legal: Vec<&Value> = cache.actions.iter().map(|a| &a.action).collect();
        let is_legal = |action: &Value| legal.contains(&action);
        let asset = |name: &str| plugin.asset(name);
        let env = BoardEnv {
            localize: &localize,
            is_legal: &is_legal,
            asset: &asset,
            asset_uri_prefix: &prefix,
            unknown_label: &unknown,
        };
        let mut clicked = None;
        table_frame(ui, p).show(ui, |ui| {
            ui.set_min_size(ui.available_size());
            match &cache.view {
                Ok(view) => {
                    // The view changes with every move and with the viewer.
                    let key = cache
                        .revision
                        .wrapping_mul(64)
                        .wrapping_add(cache.viewer.map_or(63, u64::from));
                    clicked =
                        board::fitted_ui(ui, "board", key, |ui| board::board_ui(ui, view, &env));
                }
                Err(e) => {
                    ui.colored_label(p.danger, l10n.tr("error-view"));
                    ui.label(e.message.clone());
                }
            }
        });
        clicked
    };
    if let Some(action) = clicked {
        play.apply_human(&action, notices, l10n);
    }
}

/// The surface the board lies on: light oak by day, green felt by night.
fn table_frame(ui: &Ui, p: &theme::Palette) -> egui::Frame {
    let _ = ui;
    egui::Frame::new()
        .fill(p.table)
        .stroke(egui::Stroke::new(1.5, p.border))
        .corner_radius(egui::CornerRadius::same(14))
        .inner_margin(egui::Margin::same(18))
}

/// Turn, round, phase, who acts, and what the bots do.
fn status_bar_ui(ui: &mut Ui, play: &PlayState, l10n: &Localizer) {
    let status = play.session.status();
    let names = seat_namer(play.session.seats(), l10n);
    let plugin_id = play.plugin_id();
    let p = theme::palette(ui);
    ui.horizontal(|ui| {
        let mut head = l10n.tr_args("status-turn", &[("turn", FluentValue::from(status.turn))]);
        if let Some(round) = status.round {
            head.push_str("  ·  ");
            head.push_str(&l10n.tr_args("status-round", &[("round", FluentValue::from(round))]));
        }
        ui.label(RichText::new(head).strong());
        if let Some(phase) = &status.phase {
            ui.label(RichText::new("·").color(p.ink_weak));
            ui.label(l10n.plugin_text(plugin_id, phase, &names));
        }
        ui.add_space(12.0);
        if status.game_over {
            if status.phase.is_none() {
                ui.label(
                    RichText::new(l10n.tr("status-game-over"))
                        .strong()
                        .color(p.accent),
                );
            }
        } else if !status.acting.is_empty() {
            ui.label(RichText::new(l10n.tr("play-to-act")).color(p.ink_weak));
            for &seat in &status.acting {
                ui_ext::seat_chip(ui, seat, &names(seat), play.session.is_bot(seat), true);
            }
        }
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            if let Some(seat) = play.thinking() {
                if play.bots_paused {
                    ui.label(RichText::new(l10n.tr("play-bots-paused")).color(p.ink_weak));
                } else {
                    ui.label(l10n.tr_args(
                        "play-thinking",
                        &[("player", FluentValue::from(names(seat)))],
                    ));
                    ui.add(egui::Spinner::new().size(16.0));
                }
            } else if play.bots_paused && play.has_bots() {
                ui.label(RichText::new(l10n.tr("play-bots-paused")).color(p.ink_weak));
            }
        });
    });
}

/// The action panel, players and scores, bot controls and the game log.
fn side_panel_ui(
    ui: &mut Ui,
    play: &mut PlayState,
    notices: &mut Notices,
    l10n: &Localizer,
) -> Option<PlayAction> {
    let seats = play.session.seats().to_vec();
    let names = seat_namer(&seats, l10n);
    let plugin_id = play.plugin_id().to_owned();
    let p = theme::palette(ui);

    // Your move.
    let mut chosen = None;
    ui_ext::card_frame(ui).show(ui, |ui| {
        ui.set_width(ui.available_width());
        if let Some(seat) = play.active_human() {
            ui.horizontal(|ui| {
                ui_ext::seat_dot(ui, seat, 14.0);
                ui.label(
                    RichText::new(l10n.tr_args(
                        "play-your-move",
                        &[("player", FluentValue::from(names(seat)))],
                    ))
                    .strong()
                    .size(18.0),
                );
            });
            ui.add_space(6.0);
            let actions = play.cache().actions.clone();
            if actions.is_empty() {
                ui_ext::hint(ui, &l10n.tr("play-no-actions"));
            } else {
                ui_ext::hint(ui, &l10n.tr("play-actions-hint"));
                ui.add_space(4.0);
                ui.horizontal_wrapped(|ui| {
                    for legal in &actions {
                        let label = l10n.plugin_text(&plugin_id, &legal.label, &names);
                        if ui.button(label).clicked() {
                            chosen = Some(legal.action.clone());
                        }
                    }
                });
            }
        } else if let Some(seat) = play.curtain {
            ui.label(
                RichText::new(l10n.tr_args(
                    "play-waiting-for",
                    &[("player", FluentValue::from(names(seat)))],
                ))
                .strong(),
            );
        } else if play.session.status().game_over {
            ui.label(RichText::new(l10n.tr("status-game-over")).strong());
        } else {
            let acting: Vec<String> = play
                .session
                .status()
                .acting
                .iter()
                .map(|&s| names(s))
                .collect();
            ui.horizontal(|ui| {
                if play.thinking().is_some() && !play.bots_paused {
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
        if play.has_bots() && !play.session.status().game_over {
            ui.add_space(8.0);
            let (icon, text) = if play.bots_paused {
                (Icon::Play, l10n.tr("play-bots-resume"))
            } else {
                (Icon::Pause, l10n.tr("play-bots-pause"))
            };
            if ui.add(ui_ext::icon_button(icon, text)).clicked() {
                play.bots_paused = !play.bots_paused;
            }
        }
    });
    if let Some(action) = chosen {
        play.apply_human(&action, notices, l10n);
    }

    ui.add_space(12.0);
    players_ui(ui, play, l10n);
    ui.add_space(12.0);

    // The game log, as the viewer may read it.
    ui_ext::section_title(ui, &l10n.tr("log-heading"));
    ui.add_space(4.0);
    let reader = if play.curtain.is_some() {
        None
    } else {
        play.viewer
    };
    // Lines grouped by the action that produced them, marked with the acting seat's colour.
    let mut groups: Vec<(usize, u32, Vec<String>)> = Vec::new();
    for line in play
        .session
        .lines()
        .iter()
        .filter(|line| line.entry.visible_for(reader))
    {
        let text = l10n.plugin_text(&plugin_id, &line.entry.text, &names);
        match groups.last_mut() {
            Some((index, _, texts)) if *index == line.action_index => texts.push(text),
            _ => groups.push((line.action_index, line.seat, vec![text])),
        }
    }
    egui::Frame::new()
        .fill(p.surface)
        .stroke(egui::Stroke::new(1.0, p.border))
        .corner_radius(egui::CornerRadius::same(10))
        .inner_margin(egui::Margin::same(10))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ScrollArea::vertical()
                .id_salt("game-log")
                .stick_to_bottom(true)
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    if groups.is_empty() {
                        ui_ext::hint(ui, &l10n.tr("play-log-empty"));
                    }
                    let last = groups.len().saturating_sub(1);
                    for (i, (_, seat, texts)) in groups.iter().enumerate() {
                        ui.horizontal_top(|ui| {
                            ui.vertical(|ui| {
                                ui.add_space(5.0);
                                ui_ext::seat_dot(ui, *seat, 9.0);
                            });
                            ui.vertical(|ui| {
                                ui.spacing_mut().item_spacing.y = 2.0;
                                for text in texts {
                                    let rich = RichText::new(text);
                                    ui.add(
                                        egui::Label::new(if i == last {
                                            rich.strong()
                                        } else {
                                            rich
                                        })
                                        .wrap(),
                                    );
                                }
                            });
                        });
                        if i != last {
                            ui_ext::rule(ui);
                        }
                    }
                });
        });
    None
}

/// The seats with their colours, who plays them, and scores when the game shows them.
fn players_ui(ui: &mut Ui, play: &PlayState, l10n: &Localizer) {
    let status = play.session.status();
    let names = seat_namer(play.session.seats(), l10n);
    let p = theme::palette(ui);
    ui_ext::section_title(ui, &l10n.tr("play-players"));
    ui.add_space(4.0);
    egui::Grid::new("players")
        .num_columns(3)
        .spacing(vec2(12.0, 6.0))
        .show(ui, |ui| {
            for seat in 0..play.session.seats().len() as u32 {
                let acting = status.acting.contains(&seat) && !status.game_over;
                ui_ext::seat_chip(ui, seat, &names(seat), play.session.is_bot(seat), acting);
                let role = if play.session.is_bot(seat) {
                    l10n.tr("seat-bot")
                } else {
                    l10n.tr("seat-human")
                };
                ui.label(RichText::new(role).color(p.ink_weak));
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
