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
use super::super::table::{Cache, Composing, ViewSituation, choice_panel, log_groups, next_view};
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
use crate::net::host::LocalDoor;
use crate::net::invite::Invite;
use crate::net::protocol::GameInfo;
use crate::net::protocol::{SeatPresence, SeatRole, Want};
use crate::net::terminal::refusal_text;
use crate::net::transport::NetConfig;
use std::sync::mpsc::{Receiver, TryRecvError};

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

/// The seats played at the hosting launcher's screen: one in-process connection each, so
/// each is sent only what it may see; the table shows the one that must act, with the
/// hotseat curtain between them when the game hides information.
struct LocalSeats {
    /// The seats played here (empty: the host watches).
    seats: Vec<u32>,
    hidden: bool,
    /// The connections and tables of the seats not shown now.
    others: BTreeMap<u32, (Link, ClientState)>,
    /// The seat waiting behind the curtain.
    curtain: Option<u32>,
    /// The way in to the table, once the host is up.
    door: Option<LocalDoor>,
    repaint: Option<egui::Context>,
}

/// How to connect again after the connection was lost.
#[derive(Clone)]
struct Rejoin {
    /// The invite (none until a table hosted here is up).
    invite: Option<Invite>,
    name: String,
    config: NetConfig,
    /// Where the seat's secret is kept.
    data_dir: PathBuf,
}

/// What the remote table asks the app to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RemoteAction {
    Leave,
    /// Show the game's rules (this launcher's copy; a joined game may not be installed).
    Rules,
}

/// A table joined online.
pub struct RemoteTable {
    state: ClientState,
    link: Option<Link>,
    /// The seats played at this screen, when this launcher hosts the table.
    local: Option<LocalSeats>,
    /// The host, when this launcher hosts the table (dropped after the links).
    hosting: Option<Hosting>,
    /// The host being brought up on a thread of its own.
    starting: Option<Receiver<Result<Hosting, String>>>,
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
        RemoteTable::with_link(state, Some(link), Some(invite), name, config, data_dir)
    }

    fn with_link(
        state: ClientState,
        link: Option<Link>,
        invite: Option<Invite>,
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
            link,
            hosting: None,
            starting: None,
            local: None,
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

    /// The table this launcher hosts, played at its screen by the seats in `local` (none:
    /// the host watches), while `starting` brings up the host on a thread of its own (with
    /// relays that may take seconds: the window does not wait). Then each local seat joins
    /// its table through channels in this process; the host's card is shown beside the
    /// table, and leaving the table stops hosting.
    #[allow(clippy::too_many_arguments)]
    pub fn hosted(
        starting: Receiver<Result<Hosting, String>>,
        game: GameInfo,
        local: Vec<u32>,
        hidden: bool,
        name: String,
        config: NetConfig,
        data_dir: PathBuf,
        ctx: Option<egui::Context>,
    ) -> RemoteTable {
        let first = local.first().copied();
        let waiting = ClientState {
            table: String::new(),
            seat: first,
            secret: None,
            game,
            update: None,
            log: Vec::new(),
            chat: Vec::new(),
            errors: Vec::new(),
        };
        let mut table = RemoteTable::with_link(waiting, None, None, name, config, data_dir);
        table.starting = Some(starting);
        table.local = Some(LocalSeats {
            seats: local,
            hidden,
            others: BTreeMap::new(),
            curtain: None,
            door: None,
            repaint: ctx,
        });
        table
    }

    /// The host is up: the seats played here join it.
    fn started(&mut self, hosting: Hosting) {
        let Some(local) = &mut self.local else {
            return;
        };
        let door = hosting.door();
        let invite = hosting.invite().clone();
        let waiting = |seat: u32| ClientState {
            table: invite.table.clone(),
            seat: Some(seat),
            ..self.state.clone()
        };
        let first = local.seats.first().copied();
        local.others = local
            .seats
            .iter()
            .skip(1)
            .map(|&seat| {
                let link = Link::local(door.clone(), Some(seat), local.repaint.clone());
                (seat, (link, waiting(seat)))
            })
            .collect();
        self.link = Some(Link::local(door.clone(), first, local.repaint.clone()));
        local.door = Some(door);
        self.state.table = invite.table.clone();
        self.rejoin.invite = Some(invite);
        self.hosting = Some(hosting);
    }

    /// Whether the host is still being brought up.
    pub fn starting(&self) -> bool {
        self.starting.is_some()
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

    /// Takes in what the connections reported, and shows the local seat that must act.
    pub fn poll(&mut self, notices: &mut Notices, l10n: &Localizer) {
        if let Some(starting) = &self.starting {
            match starting.try_recv() {
                Ok(Ok(hosting)) => {
                    self.starting = None;
                    self.started(hosting);
                }
                Ok(Err(e)) => {
                    self.starting = None;
                    self.lost = Some(e.clone());
                    notices.error(l10n.tr("net-host-failed"), Some(e));
                }
                Err(TryRecvError::Empty) => {}
                Err(TryRecvError::Disconnected) => {
                    self.starting = None;
                    self.lost = Some(String::new());
                }
            }
        }
        self.poll_link(notices, l10n);
        if let Some(local) = &mut self.local {
            let mut lost = None;
            for (link, state) in local.others.values_mut() {
                for event in link.events() {
                    match event {
                        Event::Joined(new) | Event::State(new) => *state = *new,
                        Event::Refused(trouble) => notices.error(
                            l10n.tr("net-move-refused"),
                            Some(trouble_text(l10n, &trouble)),
                        ),
                        Event::Failed(trouble) => lost = Some(trouble_text(l10n, &trouble)),
                        Event::Closed(reason) => lost = Some(reason),
                        Event::Choices { .. } => {}
                    }
                }
            }
            if lost.is_some() && self.lost.is_none() {
                self.lost = lost;
            }
        }
        self.follow_turn();
    }

    /// With several seats played at this screen, shows the one that must act (through the
    /// curtain when the game hides information), as a local hotseat game does.
    fn follow_turn(&mut self) {
        let Some(local) = &self.local else {
            return;
        };
        // The freshest state of the table, from whichever seat heard of it first.
        let newest = local
            .others
            .values()
            .map(|(_, state)| state)
            .chain(std::iter::once(&self.state))
            .filter_map(|state| state.update.as_ref())
            .max_by_key(|u| u.seq);
        let Some(update) = newest else {
            return;
        };
        let now = ViewSituation {
            humans: local.seats.clone(),
            acting: update.status.acting.clone(),
            game_over: update.status.game_over,
            hidden: local.hidden,
            viewer: self.state.seat,
            curtain: local.curtain,
        };
        let (viewer, curtain) = next_view(&now, None, false);
        if let Some(local) = &mut self.local {
            local.curtain = curtain;
        }
        if viewer != self.state.seat {
            self.switch_to(viewer);
        }
    }

    /// Shows another seat played at this screen: its connection and table come to the
    /// front, the one shown until now goes back.
    fn switch_to(&mut self, seat: Option<u32>) {
        let (Some(seat), Some(local)) = (seat, &mut self.local) else {
            return;
        };
        let Some((link, state)) = local.others.remove(&seat) else {
            return;
        };
        if let (Some(old), Some(old_link)) = (self.state.seat, self.link.take()) {
            local.others.insert(old, (old_link, self.state.clone()));
        }
        self.link = Some(link);
        self.composing = Composing::default();
        self.partial_choices = None;
        self.pending = None;
        self.chooser = None;
        self.hovered_option = None;
        self.take_state(state);
    }

    /// The seats played at this screen, when this launcher hosts the table.
    pub fn local_seats(&self) -> &[u32] {
        self.local.as_ref().map_or(&[], |l| &l.seats)
    }

    fn poll_link(&mut self, notices: &mut Notices, l10n: &Localizer) {
        let Some(link) = &self.link else {
            return;
        };
        for event in link.events() {
            match event {
                Event::Joined(state) => {
                    if self.reconnecting {
                        notices.info(l10n.tr("net-reconnected"));
                    }
                    self.reconnecting = false;
                    self.lost = None;
                    self.take_state(*state);
                    self.remember_seat();
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
        self.link = match (&self.local, &self.rejoin.invite) {
            (Some(local), _) => local
                .door
                .clone()
                .map(|door| Link::local(door, self.state.seat, ctx)),
            (None, Some(invite)) => Some(Link::start(
                invite.clone(),
                want,
                self.rejoin.name.clone(),
                self.rejoin.config.clone(),
                ctx,
            )),
            (None, None) => None,
        };
        self.reconnecting = self.link.is_some();
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
    fn curtain(&self) -> Option<u32> {
        self.local.as_ref().and_then(|l| l.curtain)
    }
    fn reveal(&mut self) {
        let seat = self.local.as_mut().and_then(|l| l.curtain.take());
        if seat.is_some() && seat != self.state.seat {
            self.switch_to(seat);
        }
    }
    fn revision(&self) -> u64 {
        self.revision
    }
    fn composing(&self) -> &Composing {
        &self.composing
    }
    fn active_human(&self) -> Option<u32> {
        if self.curtain().is_some() {
            return None;
        }
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
        self.lost.is_none()
            && self.curtain().is_none()
            && self.state.update.as_ref().is_some_and(|u| u.can_undo)
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
                    let can_reconnect = self.local.as_ref().is_none_or(|l| l.door.is_some());
                    ui.horizontal(|ui| {
                        if !can_reconnect {
                        } else if self.reconnecting {
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
        if self.starting.is_some() {
            ui.horizontal(|ui| {
                ui.add(egui::Spinner::new());
                ui.label(l10n.tr("online-host-starting"));
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

/// The remote table's toolbar in the top bar: the game's name, Leave, Undo and Rules (`rules`:
/// whether this launcher has the game's rules).
pub fn toolbar_ui(
    ui: &mut Ui,
    table: &mut RemoteTable,
    rules: bool,
    l10n: &Localizer,
) -> Option<RemoteAction> {
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
    if ui
        .add_enabled(
            rules,
            ui_ext::icon_button(Icon::Book, l10n.tr("play-rules")),
        )
        .on_disabled_hover_text(l10n.tr("online-rules-missing"))
        .clicked()
    {
        action = Some(RemoteAction::Rules);
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
