//! "Join a table": the player pastes an invite code, looks at the table (connected as a
//! spectator: the game, its seats free, held or away), and takes a seat or watches. A seat
//! this player held before (its secret is in the data folder's seat book) is offered back.

use std::collections::BTreeMap;
use std::path::PathBuf;

use egui::{RichText, Ui, vec2};
use fluent_bundle::FluentValue;

use super::super::theme;
use super::super::ui_ext::{self, Icon};
use super::link::{Event, Link};
use super::remote::{RemoteTable, SeatState, game_manifest, seat_states, trouble_text};
use crate::core::i18n::{Lang, Localizer};
use crate::net::client::{ClientState, SeatBook};
use crate::net::invite::Invite;
use crate::net::protocol::{MAX_NAME_CHARS, Want};
use crate::net::transport::NetConfig;
use parlour_plugin_api::Manifest;

/// Where the join screen is.
enum Phase {
    /// Writing the code.
    Idle,
    /// Connecting to look at the table.
    Looking { link: Link, invite: Invite },
    /// Looking at the table (connected as a spectator).
    Seen {
        link: Link,
        invite: Invite,
        state: Box<ClientState>,
    },
    /// Asking for a seat; the spectator's connection stays until the seat is taken.
    Taking {
        look: Link,
        invite: Invite,
        state: Box<ClientState>,
        link: Link,
    },
}

/// What the join screen asks the app to do.
pub enum JoinAction {
    Back,
    /// At the table: register the game's texts (the manifest) and show it.
    Joined(Box<RemoteTable>, Box<Manifest>),
}

/// The join screen.
pub struct JoinScreen {
    pub code: String,
    pub name: String,
    config: NetConfig,
    data_dir: PathBuf,
    phase: Phase,
    error: Option<String>,
    /// The game's name in a language, read from the texts the host sent.
    title: Option<(Lang, String)>,
}

impl JoinScreen {
    pub fn new(config: NetConfig, data_dir: PathBuf) -> JoinScreen {
        JoinScreen {
            code: String::new(),
            name: String::new(),
            config,
            data_dir,
            phase: Phase::Idle,
            error: None,
            title: None,
        }
    }

    /// Changes the network set-up (the launcher takes it from the relay setting; tests use
    /// the loopback interface).
    pub fn set_config(&mut self, config: NetConfig) {
        self.config = config;
    }

    /// The table looked at, once the host answered.
    pub fn seen(&self) -> Option<&ClientState> {
        match &self.phase {
            Phase::Seen { state, .. } | Phase::Taking { state, .. } => Some(&**state),
            _ => None,
        }
    }

    /// Connects to the host of the code to look at the table.
    pub fn look(&mut self, l10n: &Localizer, ctx: Option<egui::Context>) {
        self.error = None;
        match Invite::parse(self.code.trim()) {
            Ok(invite) => {
                let link = Link::start(
                    invite.clone(),
                    Want::Spectator,
                    self.name.trim().to_owned(),
                    self.config.clone(),
                    ctx,
                );
                self.phase = Phase::Looking { link, invite };
            }
            Err(e) => {
                self.error =
                    Some(l10n.tr_args("net-bad-invite", &[("detail", FluentValue::from(e.0))]));
            }
        }
    }

    /// Asks the host for a seat (with its secret when this player held it).
    pub fn take(&mut self, seat: u32, ctx: Option<egui::Context>) {
        let phase = std::mem::replace(&mut self.phase, Phase::Idle);
        let Phase::Seen {
            link: look,
            invite,
            state,
        } = phase
        else {
            self.phase = phase;
            return;
        };
        let secret = SeatBook::load(&self.data_dir).secret_for(&invite.table, seat);
        let link = Link::start(
            invite.clone(),
            Want::Seat { seat, secret },
            self.name.trim().to_owned(),
            self.config.clone(),
            ctx,
        );
        self.phase = Phase::Taking {
            look,
            invite,
            state,
            link,
        };
    }

    /// Watches the table looked at.
    pub fn watch(&mut self) -> Option<JoinAction> {
        let phase = std::mem::replace(&mut self.phase, Phase::Idle);
        match phase {
            Phase::Seen {
                link,
                invite,
                state,
            } => Some(self.joined(*state, link, invite)),
            other => {
                self.phase = other;
                None
            }
        }
    }

    fn joined(&self, state: ClientState, link: Link, invite: Invite) -> JoinAction {
        let manifest = game_manifest(&state);
        let table = RemoteTable::new(
            state,
            link,
            invite,
            self.name.trim().to_owned(),
            self.config.clone(),
            self.data_dir.clone(),
        );
        JoinAction::Joined(Box::new(table), Box::new(manifest))
    }

    /// Takes in what the connections reported; returns the table once a seat is taken.
    pub fn poll(&mut self, l10n: &Localizer) -> Option<JoinAction> {
        let phase = std::mem::replace(&mut self.phase, Phase::Idle);
        self.phase = match phase {
            Phase::Idle => Phase::Idle,
            Phase::Looking { link, invite } => {
                let mut next = None;
                for event in link.events() {
                    match event {
                        Event::Joined(state) => next = Some(state),
                        Event::Failed(trouble) => {
                            self.error = Some(trouble_text(l10n, &trouble));
                        }
                        _ => {}
                    }
                }
                match next {
                    Some(state) => Phase::Seen {
                        link,
                        invite,
                        state,
                    },
                    None if self.error.is_some() => Phase::Idle,
                    None => Phase::Looking { link, invite },
                }
            }
            Phase::Seen {
                link,
                invite,
                mut state,
            } => {
                let mut closed = false;
                for event in link.events() {
                    match event {
                        Event::State(now) => state = now,
                        Event::Closed(reason) => {
                            self.error = Some(l10n.tr_args(
                                "net-connection-failed",
                                &[("detail", FluentValue::from(reason))],
                            ));
                            closed = true;
                        }
                        _ => {}
                    }
                }
                if closed {
                    Phase::Idle
                } else {
                    Phase::Seen {
                        link,
                        invite,
                        state,
                    }
                }
            }
            Phase::Taking {
                look,
                invite,
                mut state,
                link,
            } => {
                for event in look.events() {
                    if let Event::State(now) = event {
                        state = now;
                    }
                }
                let mut outcome = None;
                for event in link.events() {
                    match event {
                        Event::Joined(taken) => outcome = Some(Ok(taken)),
                        Event::Failed(trouble) => outcome = Some(Err(trouble)),
                        _ => {}
                    }
                }
                match outcome {
                    Some(Ok(taken)) => {
                        drop(look);
                        return Some(self.joined(*taken, link, invite));
                    }
                    Some(Err(trouble)) => {
                        self.error = Some(trouble_text(l10n, &trouble));
                        Phase::Seen {
                            link: look,
                            invite,
                            state,
                        }
                    }
                    None => Phase::Taking {
                        look,
                        invite,
                        state,
                        link,
                    },
                }
            }
        };
        None
    }
}

/// The library's card for online play; true when "Join a table" was clicked.
pub fn join_card_ui(ui: &mut Ui, l10n: &Localizer) -> bool {
    let mut clicked = false;
    ui_ext::card_frame(ui).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui_ext::section_title(ui, &l10n.tr("net-online-title"));
        ui.add_space(4.0);
        ui_ext::hint(ui, &l10n.tr("net-online-hint"));
        ui.add_space(6.0);
        clicked = ui
            .add(ui_ext::icon_button(Icon::Play, l10n.tr("net-join-open")))
            .clicked();
    });
    clicked
}

/// The game's name as the host's texts give it in the reader's language (kept, as reading
/// the texts takes a moment).
fn game_title(screen: &mut JoinScreen, state: &ClientState, l10n: &Localizer) -> String {
    match &screen.title {
        Some((lang, title)) if *lang == l10n.lang() => title.clone(),
        _ => {
            let mut texts = Localizer::new(l10n.lang());
            texts.add_plugin(&game_manifest(state));
            let title = texts.plugin_tr(&state.game.id, &state.game.name);
            screen.title = Some((l10n.lang(), title.clone()));
            title
        }
    }
}

/// Draws the join screen (scrolling when it does not fit).
pub fn join_ui(ui: &mut Ui, screen: &mut JoinScreen, l10n: &Localizer) -> Option<JoinAction> {
    if let Some(action) = screen.poll(l10n) {
        return Some(action);
    }
    egui::ScrollArea::vertical()
        .id_salt("join-screen")
        .auto_shrink(false)
        .show(ui, |ui| join_screen_ui(ui, screen, l10n))
        .inner
}

fn join_screen_ui(ui: &mut Ui, screen: &mut JoinScreen, l10n: &Localizer) -> Option<JoinAction> {
    let p = theme::palette(ui);
    let mut action = None;
    ui.horizontal(|ui| {
        if ui
            .add(ui_ext::icon_button(Icon::Back, l10n.tr("net-join-back")))
            .clicked()
        {
            action = Some(JoinAction::Back);
        }
        ui.add_space(12.0);
        ui.heading(l10n.tr("net-join-title"));
    });
    ui.add_space(12.0);
    let busy = matches!(screen.phase, Phase::Looking { .. } | Phase::Taking { .. });
    ui_ext::card_frame(ui).show(ui, |ui| {
        ui.set_max_width(760.0);
        ui.label(RichText::new(l10n.tr("net-join-code")).strong());
        ui.add_space(4.0);
        ui.add_enabled(
            !busy,
            egui::TextEdit::multiline(&mut screen.code)
                .desired_rows(3)
                .desired_width(f32::INFINITY)
                .hint_text(l10n.tr("net-join-code-hint"))
                .font(egui::TextStyle::Monospace),
        );
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            ui.label(l10n.tr("net-join-name"));
            ui.add_enabled(
                !busy,
                egui::TextEdit::singleline(&mut screen.name)
                    .char_limit(MAX_NAME_CHARS)
                    .hint_text(l10n.tr("net-join-name-hint"))
                    .desired_width(240.0),
            );
        });
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            let can_look = !busy && !screen.code.trim().is_empty();
            if ui
                .add_enabled(
                    can_look,
                    ui_ext::primary_button(ui, Some(Icon::Play), &l10n.tr("net-join-look")),
                )
                .clicked()
            {
                screen.look(l10n, Some(ui.ctx().clone()));
            }
            if busy {
                ui.add(egui::Spinner::new());
                ui.label(l10n.tr("net-join-connecting"));
            }
        });
        if let Some(error) = &screen.error {
            ui.add_space(6.0);
            ui.add(egui::Label::new(RichText::new(error).color(p.danger)).wrap());
        }
    });
    ui.add_space(16.0);
    let Some(state) = screen.seen().cloned() else {
        return action;
    };
    let held: BTreeMap<u32, ()> = SeatBook::load(&screen.data_dir)
        .tables
        .get(&state.table)
        .map(|h| (h.seat, ()))
        .into_iter()
        .collect();
    let seats = state
        .update
        .as_ref()
        .map(|u| u.seats.clone())
        .unwrap_or_default();
    let title = game_title(screen, &state, l10n);
    let mut take = None;
    let mut watch = false;
    ui_ext::card_frame(ui).show(ui, |ui| {
        ui.set_max_width(760.0);
        ui.label(RichText::new(title).size(20.0).strong());
        ui.add_space(8.0);
        ui_ext::section_title(ui, &l10n.tr("net-join-seats"));
        ui.add_space(4.0);
        egui::Grid::new("join-seats")
            .num_columns(3)
            .spacing(vec2(16.0, 8.0))
            .show(ui, |ui| {
                for (seat, seat_state) in seat_states(&seats, &held) {
                    let presence = &seats[seat as usize];
                    let name = if presence.name.is_empty() {
                        l10n.default_seat_name(seat)
                    } else {
                        presence.name.clone()
                    };
                    ui_ext::seat_chip(ui, seat, &name, seat_state == SeatState::Bot, false);
                    let colour = match seat_state {
                        SeatState::Free | SeatState::Mine => p.accent,
                        SeatState::Away => p.danger,
                        _ => p.ink_weak,
                    };
                    ui.label(RichText::new(l10n.tr(seat_state.message_id())).color(colour));
                    if seat_state.takeable() {
                        let words = if seat_state == SeatState::Mine {
                            l10n.tr("net-join-take-back")
                        } else {
                            l10n.tr("net-join-take")
                        };
                        if ui.add_enabled(!busy, egui::Button::new(words)).clicked() {
                            take = Some(seat);
                        }
                    } else {
                        ui.label("");
                    }
                    ui.end_row();
                }
            });
        ui.add_space(8.0);
        if ui
            .add_enabled(
                !busy,
                ui_ext::icon_button(Icon::Book, l10n.tr("net-join-watch")),
            )
            .on_hover_text(l10n.tr("net-join-watch-hint"))
            .clicked()
        {
            watch = true;
        }
    });
    if let Some(seat) = take {
        screen.take(seat, Some(ui.ctx().clone()));
    }
    if watch {
        action = screen.watch();
    }
    action
}
