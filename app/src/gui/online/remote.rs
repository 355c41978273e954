//! A table joined online: drawn by the same play screen as a local game (it implements
//! [`TableModel`]) from what the host sends: the view, the log lines, the status, the choices
//! and the partial move, and the game's texts. No plugin is needed. Clicks become requests to
//! the host ([`Link`]); a lost connection shows a notice with Reconnect (the seat's secret
//! takes the seat back; the game and the chat are kept by the host).

use std::collections::BTreeMap;
use std::hash::{Hash, Hasher};
use std::path::PathBuf;

use egui::{RichText, Ui};
use fluent_bundle::FluentValue;
use parlour_plugin_api::{Choices, Manifest, Status, Text};
use serde_json::Value;

use super::super::notices::Notices;
use super::super::settings::Settings;
use super::super::table::{Cache, Composing, choice_panel, log_groups};
use super::super::table_model::{Assets, TableModel, TableUi};
use super::super::theme;
use super::super::ui_ext::{self, Icon};
use super::chat;
use super::hosting::{Hosting, hosting_ui};
use super::link::{Event, Link, Request, Trouble};
use crate::core::changes::emphasize_choice;
use crate::core::i18n::Localizer;
use crate::core::plugin::{FailureKind, PluginError};
use crate::core::save::{SeatInfo, SeatKind};
use crate::core::session::seat_namer;
use crate::net::client::{ClientState, HeldSeat, SeatBook};
use crate::net::invite::Invite;
use crate::net::protocol::{SeatPresence, SeatRole, Want};
use crate::net::terminal::refusal_text;
use crate::net::transport::NetConfig;

/// The words for a failure, in the reader's language.
pub fn trouble_text(l10n: &Localizer, trouble: &Trouble) -> String {
    match trouble {
        Trouble::Refused(refusal) => refusal_text(l10n, refusal),
        Trouble::Net(detail) => l10n.tr_args(
            "net-connection-failed",
            &[("detail", FluentValue::from(detail.clone()))],
        ),
        Trouble::Timeout => l10n.tr("net-timeout"),
    }
}

/// The manifest that registers a joined game's texts (sent by the host) with the localiser.
pub fn game_manifest(state: &ClientState) -> Manifest {
    let game = &state.game;
    Manifest {
        id: game.id.clone(),
        name: game.name.clone(),
        version: game.version.clone(),
        locales: game.locales.clone(),
        ..Manifest::default()
    }
}

/// How to connect again after the connection was lost.
#[derive(Clone)]
struct Rejoin {
    invite: Invite,
    name: String,
    config: NetConfig,
    /// Where the seat's secret is kept.
    data_dir: PathBuf,
}

/// What the remote table asks the app to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RemoteAction {
    Leave,
}

/// A table joined online.
pub struct RemoteTable {
    state: ClientState,
    link: Option<Link>,
    /// The host, when this launcher hosts the table (dropped after the link).
    hosting: Option<Hosting>,
    rejoin: Rejoin,
    seats: Vec<SeatInfo>,
    /// Counts what arrived from the host, for the cache.
    revision: u64,
    composing: Composing,
    /// The choices after the partial move, once the host answered.
    partial_choices: Option<Choices>,
    /// A partial move sent to the host whose choices have not arrived, with its labels.
    pending: Option<(Vec<Value>, Vec<String>)>,
    cache: Option<Cache>,
    hovered_option: Option<u64>,
    /// Why the connection ended, while it is down.
    lost: Option<String>,
    /// A reconnection under way.
    reconnecting: bool,
    chat_draft: String,
    zoom: f32,
    pan: egui::Vec2,
    zoom_changed: bool,
    chooser: Option<parlour_widgets::Chooser>,
    rules_section: Option<String>,
    show_final_board: bool,
}

impl RemoteTable {
    /// A table from a link that has joined (its [`Event::Joined`] state). Keeps the seat's
    /// secret in the data folder's seat book, so that the seat can be taken back.
    pub fn new(
        state: ClientState,
        link: Link,
        invite: Invite,
        name: String,
        config: NetConfig,
        data_dir: PathBuf,
    ) -> RemoteTable {
        let mut table = RemoteTable {
            state: ClientState {
                table: String::new(),
                seat: None,
                secret: None,
                game: state.game.clone(),
                update: None,
                log: Vec::new(),
                chat: Vec::new(),
                errors: Vec::new(),
            },
            link: Some(link),
            hosting: None,
            rejoin: Rejoin {
                invite,
                name,
                config,
                data_dir,
            },
            seats: Vec::new(),
            revision: 0,
            composing: Composing::default(),
            partial_choices: None,
            pending: None,
            cache: None,
            hovered_option: None,
            lost: None,
            reconnecting: false,
            chat_draft: String::new(),
            zoom: 1.0,
            pan: egui::Vec2::ZERO,
            zoom_changed: false,
            chooser: None,
            rules_section: None,
            show_final_board: false,
        };
        table.take_state(state);
        table.remember_seat();
        table
    }

    /// This launcher hosts the table: its card is shown beside the table, and leaving the
    /// table stops hosting.
    pub fn with_hosting(mut self, hosting: Hosting) -> RemoteTable {
        self.hosting = Some(hosting);
        self
    }

    /// The hosting, when this launcher hosts the table.
    pub fn hosting(&mut self) -> Option<&mut Hosting> {
        self.hosting.as_mut()
    }

    /// The table as the host last sent it.
    pub fn state(&self) -> &ClientState {
        &self.state
    }

    /// The game's name.
    pub fn game_name(&self) -> &str {
        &self.state.game.name
    }

    /// Why the connection is down, if it is.
    pub fn lost(&self) -> Option<&str> {
        self.lost.as_deref()
    }

    /// The seats as the host reports them (who holds each, who is here).
    pub fn presence(&self) -> &[SeatPresence] {
        self.state.update.as_ref().map_or(&[], |u| &u.seats)
    }

    fn remember_seat(&self) {
        if let (Some(seat), Some(secret)) = (self.state.seat, self.state.secret.clone()) {
            let mut book = SeatBook::load(&self.rejoin.data_dir);
            book.tables
                .insert(self.state.table.clone(), HeldSeat { seat, secret });
            if let Err(e) = book.save(&self.rejoin.data_dir) {
                eprintln!("parlour: {e}");
            }
        }
    }

    fn take_state(&mut self, state: ClientState) {
        let seq_changed = self.state.seq() != state.seq() || self.state.update.is_none();
        self.state = state;
        self.seats = self
            .presence()
            .iter()
            .map(|p| SeatInfo {
                name: p.name.clone(),
                kind: if p.role == SeatRole::Bot || p.bot_standing_in {
                    SeatKind::Bot
                } else {
                    SeatKind::Human
                },
                level: None,
            })
            .collect();
        if seq_changed {
            // The game moved: a move being composed no longer fits.
            self.composing = Composing::default();
            self.partial_choices = None;
            self.pending = None;
            self.chooser = None;
        }
        self.revision += 1;
        self.cache = None;
    }

    /// Takes in what the connection reported.
    pub fn poll(&mut self, notices: &mut Notices, l10n: &Localizer) {
        let Some(link) = &self.link else {
            return;
        };
        for event in link.events() {
            match event {
                Event::Joined(state) => {
                    self.reconnecting = false;
                    self.lost = None;
                    self.take_state(*state);
                    self.remember_seat();
                    notices.info(l10n.tr("net-reconnected"));
                }
                Event::State(state) => self.take_state(*state),
                Event::Failed(trouble) => {
                    self.reconnecting = false;
                    self.lost = Some(trouble_text(l10n, &trouble));
                }
                Event::Closed(reason) => {
                    self.lost = Some(l10n.tr_args(
                        "net-connection-failed",
                        &[("detail", FluentValue::from(reason))],
                    ));
                }
                Event::Refused(trouble) => {
                    notices.error(
                        l10n.tr("net-move-refused"),
                        Some(trouble_text(l10n, &trouble)),
                    );
                }
                Event::Choices { partial, result } => {
                    let Some((wanted, labels)) = self.pending.take() else {
                        continue;
                    };
                    if wanted != partial {
                        self.pending = Some((wanted, labels));
                        continue;
                    }
                    match result {
                        Ok(next) => {
                            let whole = next
                                .complete
                                .as_ref()
                                .filter(|_| next.options.is_empty() && next.subset.is_none())
                                .map(|c| c.action.clone());
                            match whole {
                                Some(action) => {
                                    self.send(Request::Apply(action));
                                }
                                None => {
                                    self.composing.choices = partial;
                                    self.composing.labels = labels;
                                    self.partial_choices = Some(*next);
                                }
                            }
                        }
                        Err(trouble) => notices.error(
                            l10n.tr("net-move-refused"),
                            Some(trouble_text(l10n, &trouble)),
                        ),
                    }
                    self.cache = None;
                }
            }
        }
    }

    fn send(&mut self, request: Request) {
        let sent = self.link.as_ref().is_some_and(|l| l.send(request));
        if !sent && self.lost.is_none() {
            self.lost = Some(String::new());
        }
    }

    /// Connects again with the seat's secret (or as a spectator again).
    pub fn reconnect(&mut self, ctx: Option<egui::Context>) {
        let want = match (self.state.seat, self.state.secret.clone()) {
            (Some(seat), secret) => Want::Seat { seat, secret },
            (None, _) => Want::Spectator,
        };
        self.link = Some(Link::start(
            self.rejoin.invite.clone(),
            want,
            self.rejoin.name.clone(),
            self.rejoin.config.clone(),
            ctx,
        ));
        self.reconnecting = true;
    }

    /// Takes back this seat's last move.
    pub fn undo(&mut self) {
        if self.can_undo() {
            self.send(Request::Undo);
        }
    }

    /// The choices shown now: the host's first ones, or those after the partial move.
    fn current_choices(&self) -> Option<Choices> {
        self.active_human()?;
        if self.composing.choices.is_empty() {
            self.state.update.as_ref()?.choices.clone()
        } else {
            self.partial_choices.clone()
        }
    }

    fn build_cache(&self, l10n: &Localizer) -> Cache {
        let key = (
            self.revision,
            self.state.seat,
            self.composing.choices.len(),
            l10n.lang(),
        );
        let names = seat_namer(&self.seats, l10n);
        let game = self.state.game.id.clone();
        let text = |t: &Text| l10n.plugin_text(&game, t, &names);
        let mut choices = self.current_choices();
        let view = match choices.as_mut().and_then(|c| c.view.take()) {
            Some(view) => Some(view),
            None => self.state.update.as_ref().and_then(|u| u.view.clone()),
        };
        let mut view = view.ok_or_else(|| PluginError {
            kind: FailureKind::Game,
            code: "no_view".into(),
            message: l10n.tr("net-no-view"),
            text: None,
        });
        if let (Ok(view), Some(id)) = (&mut view, self.hovered_option) {
            emphasize_choice(view, id, parlour_plugin_api::Emphasis::Selected);
        }
        let panel = choices
            .as_ref()
            .map(|c| choice_panel(c, &text, l10n))
            .unwrap_or_default();
        let log = log_groups(
            self.state
                .log
                .iter()
                .map(|l| (l.seat, l.action as usize, &l.text)),
            &text,
            &names,
        );
        Cache {
            key,
            view,
            choices,
            legal: panel.legal,
            options: panel.options,
            panel: panel.panel,
            prompt: panel.prompt,
            confirm: panel.confirm,
            log,
        }
    }
}

/// The empty status shown before the first update arrives.
static NO_STATUS: std::sync::LazyLock<Status> = std::sync::LazyLock::new(Status::default);

impl TableModel for RemoteTable {
    fn plugin_id(&self) -> &str {
        &self.state.game.id
    }
    fn seats(&self) -> &[SeatInfo] {
        &self.seats
    }
    fn is_bot(&self, seat: u32) -> bool {
        self.seats
            .get(seat as usize)
            .is_some_and(|s| s.kind == SeatKind::Bot)
    }
    fn status(&self) -> &Status {
        self.state.update.as_ref().map_or(&NO_STATUS, |u| &u.status)
    }
    fn viewer(&self) -> Option<u32> {
        self.state.seat
    }
    fn board_key(&self) -> u64 {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        (&self.state.table, self.state.seat).hash(&mut h);
        h.finish()
    }
    fn revision(&self) -> u64 {
        self.revision
    }
    fn composing(&self) -> &Composing {
        &self.composing
    }
    fn active_human(&self) -> Option<u32> {
        self.state.my_turn().then_some(self.state.seat).flatten()
    }
    fn cache(&mut self, l10n: &Localizer) -> &Cache {
        let key = (
            self.revision,
            self.state.seat,
            self.composing.choices.len(),
            l10n.lang(),
        );
        let cache = match self.cache.take() {
            Some(c) if c.key == key => c,
            _ => self.build_cache(l10n),
        };
        self.cache.insert(cache)
    }
    fn choose(&mut self, id: u64, _notices: &mut Notices, l10n: &Localizer) {
        if self.active_human().is_none() || self.pending.is_some() || self.lost.is_some() {
            return;
        }
        let seats = self.seats.clone();
        let names = seat_namer(&seats, l10n);
        let game = self.state.game.id.clone();
        let Some((action, label)) = self
            .cache(l10n)
            .options
            .get(&id)
            .map(|o| (o.action.clone(), l10n.plugin_text(&game, &o.label, &names)))
        else {
            return;
        };
        let mut partial = self.composing.choices.clone();
        partial.push(action);
        let mut labels = self.composing.labels.clone();
        labels.push(label);
        self.pending = Some((partial.clone(), labels));
        self.send(Request::Choices(partial));
    }
    fn back(&mut self) {
        if self.composing.choices.pop().is_some() {
            self.composing.labels.pop();
            self.partial_choices = None;
            self.pending = None;
            if !self.composing.choices.is_empty() {
                // The choices one step back come from the host again.
                let partial = self.composing.choices.clone();
                self.pending = Some((partial.clone(), self.composing.labels.clone()));
                self.send(Request::Choices(partial));
            }
            self.cache = None;
        }
    }
    fn cancel(&mut self) {
        if !self.composing.choices.is_empty() || self.pending.is_some() {
            self.composing = Composing::default();
            self.partial_choices = None;
            self.pending = None;
            self.cache = None;
        }
    }
    fn confirm(&mut self, _notices: &mut Notices, l10n: &Localizer) {
        let action = self
            .cache(l10n)
            .choices
            .as_ref()
            .and_then(|c| c.complete.as_ref())
            .map(|c| c.action.clone());
        if let Some(action) = action {
            self.send(Request::Apply(action));
        }
    }
    fn can_undo(&self) -> bool {
        self.lost.is_none() && self.state.update.as_ref().is_some_and(|u| u.can_undo)
    }
    fn hover_log(&mut self, _action: Option<usize>) {}
    fn is_local(&self) -> bool {
        false
    }
    fn hover_option(&mut self, id: Option<u64>) {
        if self.hovered_option != id {
            self.hovered_option = id;
            self.cache = None;
        }
    }
    fn assets(&self) -> Assets {
        // Pictures are the plugin's; a player without it sees the board without them.
        Box::new(|_| None)
    }
    fn drive(
        &mut self,
        _ctx: &egui::Context,
        _settings: &Settings,
        notices: &mut Notices,
        l10n: &Localizer,
    ) {
        self.poll(notices, l10n);
    }
    fn table_ui(&mut self) -> TableUi<'_> {
        TableUi {
            zoom: &mut self.zoom,
            pan: &mut self.pan,
            zoom_changed: &mut self.zoom_changed,
            chooser: &mut self.chooser,
            rules_section: &mut self.rules_section,
            show_final_board: &mut self.show_final_board,
        }
    }
    fn side_extra_ui(&mut self, ui: &mut Ui, l10n: &Localizer) {
        let p = theme::palette(ui);
        if let Some(reason) = self.lost.clone() {
            egui::Frame::new()
                .fill(p.surface)
                .stroke(egui::Stroke::new(1.5, p.danger))
                .corner_radius(egui::CornerRadius::same(8))
                .inner_margin(egui::Margin::same(8))
                .show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    ui.label(RichText::new(l10n.tr("net-lost")).strong().color(p.danger));
                    if !reason.is_empty() {
                        ui.add(egui::Label::new(RichText::new(reason).small()).wrap());
                    }
                    ui.horizontal(|ui| {
                        if self.reconnecting {
                            ui.add(egui::Spinner::new());
                            ui.label(l10n.tr("net-reconnecting"));
                        } else if ui
                            .add(ui_ext::icon_button(Icon::Replay, l10n.tr("net-reconnect")))
                            .clicked()
                        {
                            self.reconnect(Some(ui.ctx().clone()));
                        }
                    });
                });
            ui.add_space(8.0);
        }
        let seats = self.seats.clone();
        let names = seat_namer(&seats, l10n);
        if let Some(hosting) = &mut self.hosting {
            let seats = self
                .state
                .update
                .as_ref()
                .map(|u| u.seats.clone())
                .unwrap_or_default();
            hosting_ui(ui, hosting, &seats, &names, l10n);
            ui.add_space(8.0);
        }
        let chat = self.state.chat.clone();
        let can_write = self.lost.is_none();
        if let Some(line) = chat::chat_ui(ui, &chat, &mut self.chat_draft, can_write, &names, l10n)
        {
            self.send(Request::Say(line));
        }
        ui.add_space(8.0);
    }
}

/// The remote table's toolbar in the top bar: the game's name, Leave and Undo.
pub fn toolbar_ui(ui: &mut Ui, table: &mut RemoteTable, l10n: &Localizer) -> Option<RemoteAction> {
    let name = l10n.plugin_tr(&table.state.game.id.clone(), &table.state.game.name.clone());
    ui.label(RichText::new(name).size(18.0).strong());
    ui.add_space(8.0);
    let mut action = None;
    if ui
        .add(ui_ext::icon_button(Icon::Back, l10n.tr("net-leave")))
        .on_hover_text(l10n.tr("net-leave-hint"))
        .clicked()
    {
        action = Some(RemoteAction::Leave);
    }
    ui.separator();
    let can_undo = table.can_undo();
    if ui
        .add_enabled(
            can_undo,
            ui_ext::icon_button(Icon::Undo, l10n.tr("play-undo")),
        )
        .on_hover_text(l10n.tr("play-undo-hint"))
        .on_disabled_hover_text(l10n.tr("play-undo-unavailable"))
        .clicked()
    {
        table.undo();
    }
    let who = match table.state.seat {
        Some(seat) => seat_namer(&table.seats, l10n)(seat),
        None => l10n.tr("net-watching"),
    };
    ui.label(
        RichText::new(l10n.tr_args("net-playing-as", &[("who", FluentValue::from(who))]))
            .color(theme::palette(ui).ink_weak),
    );
    action
}

/// The seats of a table by their state, for the join screen: number, name, and what the
/// joining player can do there.
pub fn seat_states(seats: &[SeatPresence], held: &BTreeMap<u32, ()>) -> Vec<(u32, SeatState)> {
    seats
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let seat = i as u32;
            let state = match p.role {
                SeatRole::Online if held.contains_key(&seat) => SeatState::Mine,
                SeatRole::Online if !p.taken => SeatState::Free,
                SeatRole::Online if p.present => SeatState::Held,
                SeatRole::Online => SeatState::Away,
                SeatRole::Bot => SeatState::Bot,
                SeatRole::Local => SeatState::AtHost,
            };
            (seat, state)
        })
        .collect()
}

/// A seat as the join screen shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatState {
    /// Nobody holds it: it can be taken.
    Free,
    /// This player holds it (its secret is in the seat book): it can be taken back.
    Mine,
    /// Someone holds it and is here.
    Held,
    /// Someone holds it and is away.
    Away,
    /// A bot of the host plays it.
    Bot,
    /// A person at the host's screen plays it.
    AtHost,
}

impl SeatState {
    pub fn message_id(self) -> &'static str {
        match self {
            SeatState::Free => "net-seat-free",
            SeatState::Mine => "net-seat-mine",
            SeatState::Held => "net-seat-held",
            SeatState::Away => "net-seat-away",
            SeatState::Bot => "net-seat-bot",
            SeatState::AtHost => "net-seat-at-host",
        }
    }

    /// Whether the joining player may take it.
    pub fn takeable(self) -> bool {
        matches!(self, SeatState::Free | SeatState::Mine)
    }
}
