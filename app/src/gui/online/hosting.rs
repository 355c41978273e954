//! Hosting a table from the launcher: the net host runs in this process on its own runtime
//! (see [`crate::net::host`]), serving the save (written after every move, beside it the host
//! record with the table id, key and seat secrets, so hosting the save again gives the same
//! invite code). The host's player takes their own seat through the same connection as every
//! other player, so their table is drawn as a joined one; this file draws the host's card
//! beside it: the invite code with Copy, each seat's player and presence, and the switch
//! that lets a bot play an away player's seat until they return.

use std::path::{Path, PathBuf};

use egui::{RichText, Ui, vec2};

use super::super::new_game::GameSetup;
use super::super::theme;
use super::super::ui_ext::{self, Icon};
use super::link::{Event, Link};
use super::remote::{RemoteTable, game_manifest, trouble_text};
use crate::core::i18n::Localizer;
use crate::core::save::SeatKind;
use crate::core::session::Session;
use crate::net::client::{SeatBook, TIMEOUT};
use crate::net::host::Host;
use crate::net::invite::Invite;
use crate::net::protocol::Want;
use crate::net::protocol::{SeatPresence, SeatRole};
use crate::net::terminal::{HostOptions, host_save};
use crate::net::transport::NetConfig;
use parlour_plugin_api::Manifest;

/// A table this launcher hosts.
pub struct Hosting {
    host: Host,
    file: PathBuf,
    code: String,
    bots_stand_in: bool,
    copied: bool,
}

impl Hosting {
    /// Writes the session to `file` (when it is new) and hosts it.
    pub fn start(session: Session, file: PathBuf, config: NetConfig) -> Result<Hosting, String> {
        if !file.exists() {
            session.save_to(&file).map_err(|e| e.to_string())?;
        }
        let options = HostOptions {
            file: file.clone(),
            config,
            bots_stand_in: false,
        };
        let host = host_save(session, &options, None)?;
        let code = host.invite().code();
        Ok(Hosting {
            host,
            file,
            code,
            bots_stand_in: false,
            copied: false,
        })
    }

    pub fn invite(&self) -> &Invite {
        self.host.invite()
    }

    /// The invite code to give the players.
    pub fn code(&self) -> &str {
        &self.code
    }

    /// The save being hosted.
    pub fn file(&self) -> &Path {
        &self.file
    }

    pub fn bots_stand_in(&self) -> bool {
        self.bots_stand_in
    }

    /// Lets bots play the seats of away players (or not).
    pub fn set_bots_stand_in(&mut self, on: bool) {
        if self.bots_stand_in != on {
            self.bots_stand_in = on;
            self.host.set_bots_stand_in(on);
        }
    }
}

/// Hosts a session (written to `file` when new) and takes the host's player's seat at it:
/// the seat they held at this table before, or else the first seat played by a person.
/// Returns the table to show and the manifest of the game's texts.
pub fn host_and_take_seat(
    session: Session,
    file: PathBuf,
    config: NetConfig,
    data_dir: PathBuf,
    ctx: Option<egui::Context>,
    l10n: &Localizer,
) -> Result<(RemoteTable, Manifest), String> {
    let first_human = session
        .seats()
        .iter()
        .position(|s| s.kind == SeatKind::Human)
        .ok_or_else(|| l10n.tr("net-host-no-human"))? as u32;
    let seats = session.seats().to_vec();
    let hosting = Hosting::start(session, file, config.clone())?;
    let invite = hosting.invite().clone();
    let book = SeatBook::load(&data_dir);
    let seat = book
        .tables
        .get(&invite.table)
        .map_or(first_human, |held| held.seat);
    let secret = book.secret_for(&invite.table, seat);
    let name = seats
        .get(seat as usize)
        .map(|s| s.name.clone())
        .unwrap_or_default();
    let link = Link::start(
        invite.clone(),
        Want::Seat { seat, secret },
        name.clone(),
        config.clone(),
        ctx,
    );
    match link.wait_event(TIMEOUT) {
        Some(Event::Joined(state)) => {
            let manifest = game_manifest(&state);
            let table = RemoteTable::new(*state, link, invite, name, config, data_dir)
                .with_hosting(hosting);
            Ok((table, manifest))
        }
        Some(Event::Failed(trouble)) => Err(trouble_text(l10n, &trouble)),
        _ => Err(l10n.tr("net-timeout")),
    }
}

/// The new-game form's "Host online" button (enabled when the form is complete and has a
/// human seat for the host's player); returns the setup when clicked.
pub fn host_button_ui(
    ui: &mut Ui,
    setup: Option<GameSetup>,
    l10n: &Localizer,
) -> Option<GameSetup> {
    let setup = setup.filter(|s| s.seats.iter().any(|seat| seat.kind == SeatKind::Human));
    let clicked = ui
        .add_enabled(
            setup.is_some(),
            ui_ext::icon_button(Icon::Shelf, l10n.tr("newgame-host")).min_size(vec2(0.0, 42.0)),
        )
        .on_hover_text(l10n.tr("newgame-host-hint"))
        .clicked();
    setup.filter(|_| clicked)
}

/// The host's card: the invite code with Copy, the seats with their players' presence, and
/// the bot switch for away players.
pub fn hosting_ui(
    ui: &mut Ui,
    hosting: &mut Hosting,
    seats: &[SeatPresence],
    names: &dyn Fn(u32) -> String,
    l10n: &Localizer,
) {
    let p = theme::palette(ui);
    ui_ext::section_title(ui, &l10n.tr("net-host-title"));
    ui.add_space(4.0);
    ui.label(RichText::new(l10n.tr("net-host-code")).color(p.ink_weak));
    ui.horizontal(|ui| {
        let shown: String = hosting.code.chars().take(28).collect();
        ui.label(RichText::new(format!("{shown}…")).monospace())
            .on_hover_text(hosting.code.clone());
        let words = if hosting.copied {
            l10n.tr("net-host-copied")
        } else {
            l10n.tr("net-host-copy")
        };
        if ui.add(ui_ext::icon_button(Icon::Save, words)).clicked() {
            ui.ctx().copy_text(hosting.code.clone());
            hosting.copied = true;
        }
    });
    ui.add_space(4.0);
    egui::Grid::new("hosting-seats")
        .num_columns(2)
        .spacing(vec2(10.0, 4.0))
        .show(ui, |ui| {
            for (i, seat) in seats.iter().enumerate() {
                let number = i as u32;
                ui_ext::seat_chip(
                    ui,
                    number,
                    &names(number),
                    seat.role == SeatRole::Bot,
                    false,
                );
                let (id, colour) = match seat.role {
                    SeatRole::Bot => ("net-presence-bot", p.ink_weak),
                    SeatRole::Local => ("net-presence-here", p.accent),
                    SeatRole::Online if !seat.taken => ("net-presence-waiting", p.ink_weak),
                    SeatRole::Online if seat.present => ("net-presence-here", p.accent),
                    SeatRole::Online if seat.bot_standing_in => ("net-presence-away-bot", p.danger),
                    SeatRole::Online => ("net-presence-away", p.danger),
                };
                ui.label(RichText::new(l10n.tr(id)).color(colour));
                ui.end_row();
            }
        });
    ui.add_space(4.0);
    let mut on = hosting.bots_stand_in;
    if ui
        .checkbox(&mut on, l10n.tr("net-host-bots-stand-in"))
        .on_hover_text(l10n.tr("net-host-bots-stand-in-hint"))
        .changed()
    {
        hosting.set_bots_stand_in(on);
    }
}
