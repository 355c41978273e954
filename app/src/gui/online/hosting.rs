//! Hosting a table from the launcher: the net host runs in this process on its own runtime
//! (see [`crate::net::host`]), serving the save (written after every move, beside it the host
//! record with the table id, key and seat secrets, so hosting the save again gives the same
//! invite code). The seats played at this screen are served by the same table thread as every
//! online seat, through channels in this process ([`crate::net::host::LocalDoor`]), so the
//! host's table is drawn like a joined one and shows each seat only what it may see, with
//! the hotseat curtain between local seats; this file draws the host's card beside it: the
//! invite code with Copy, each seat's player and presence, and the switch that lets a bot
//! play an away player's seat until they return.

use std::path::{Path, PathBuf};

use egui::{RichText, Ui, vec2};
use fluent_bundle::FluentValue;

use super::super::new_game::GameSetup;
use super::super::theme;
use super::super::ui_ext::{self, Icon};
use super::remote::RemoteTable;
use crate::core::i18n::Localizer;
use crate::core::save::SeatKind;
use crate::core::session::Session;
use crate::net::host::{Host, LocalDoor};
use crate::net::invite::Invite;
use crate::net::protocol::{GameInfo, SeatPresence, SeatRole};
use crate::net::table::HostRecord;
use crate::net::terminal::{HostOptions, host_save};
use crate::net::transport::NetConfig;

/// A table this launcher hosts.
pub struct Hosting {
    host: Host,
    game: GameInfo,
    file: PathBuf,
    code: String,
    bots_stand_in: bool,
    copied: bool,
}

impl Hosting {
    /// Writes the session to `file` (when it is new) and hosts it; `local` are the seats
    /// played at this screen.
    pub fn start(
        session: Session,
        file: PathBuf,
        config: NetConfig,
        local: Vec<u32>,
    ) -> Result<Hosting, String> {
        if !file.exists() {
            session.save_to(&file).map_err(|e| e.to_string())?;
        }
        let options = HostOptions {
            file: file.clone(),
            config,
            bots_stand_in: false,
            local: Some(local),
        };
        let manifest = session.plugin().manifest();
        let game = GameInfo {
            id: manifest.id.clone(),
            name: manifest.name.clone(),
            version: manifest.version.clone(),
            locales: manifest.locales.clone(),
        };
        let host = host_save(session, &options, None)?;
        let code = host.invite().code();
        Ok(Hosting {
            host,
            game,
            file,
            code,
            bots_stand_in: false,
            copied: false,
        })
    }

    pub fn invite(&self) -> &Invite {
        self.host.invite()
    }

    /// The way in for the seats played at this screen.
    pub fn door(&self) -> LocalDoor {
        self.host.door()
    }

    /// The game's id, name and texts.
    pub fn game(&self) -> &GameInfo {
        &self.game
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

/// Hosts a session (written to `file` when new) with the seats in `local` played at this
/// screen (`None`: those of the save's host record, for a save hosted before), and returns
/// the table to show at once: the host comes up on a thread of its own (with relays that
/// may take seconds), then the seats played here join it.
pub fn host_table(
    session: Session,
    file: PathBuf,
    local: Option<Vec<u32>>,
    config: NetConfig,
    data_dir: PathBuf,
    ctx: Option<egui::Context>,
) -> Result<RemoteTable, String> {
    let local = match local {
        Some(local) => local,
        None => HostRecord::load_or_new(&file)?.local,
    };
    // Only seats a person plays can be played at the screen.
    let local: Vec<u32> = local
        .into_iter()
        .filter(|&s| {
            session
                .seats()
                .get(s as usize)
                .is_some_and(|s| s.kind == SeatKind::Human)
        })
        .collect();
    let manifest = session.plugin().manifest();
    let hidden = manifest.hidden_information;
    let game = GameInfo {
        id: manifest.id.clone(),
        name: manifest.name.clone(),
        version: manifest.version.clone(),
        locales: manifest.locales.clone(),
    };
    let name = local
        .first()
        .and_then(|&s| session.seats().get(s as usize))
        .map(|s| s.name.clone())
        .unwrap_or_default();
    let (tx, starting) = std::sync::mpsc::channel();
    let repaint = ctx.clone();
    let (host_config, host_local) = (config.clone(), local.clone());
    std::thread::Builder::new()
        .name("parlour-hosting".into())
        .spawn(move || {
            let _ = tx.send(Hosting::start(session, file, host_config, host_local));
            if let Some(ctx) = repaint {
                ctx.request_repaint();
            }
        })
        .map_err(|e| e.to_string())?;
    Ok(RemoteTable::hosted(
        starting, game, local, hidden, name, config, data_dir, ctx,
    ))
}

/// The new-game form's "Host online" button (enabled when the form is complete and has a
/// seat played online); returns the setup when clicked.
pub fn host_button_ui(
    ui: &mut Ui,
    setup: Option<GameSetup>,
    l10n: &Localizer,
) -> Option<GameSetup> {
    let setup = setup.filter(|s| !s.online.is_empty());
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
/// the bot switch for away players. It folds to its title, so that the decisions beside it
/// keep their room; a warning about lost connections stays shown when it is folded.
pub fn hosting_ui(
    ui: &mut Ui,
    hosting: &mut Hosting,
    seats: &[SeatPresence],
    names: &dyn Fn(u32) -> String,
    l10n: &Localizer,
) {
    if seats.is_empty() {
        // Nothing heard from the table yet: the card opens (or not) once it is known.
        return;
    }
    let p = theme::palette(ui);
    let here = seats
        .iter()
        .filter(|s| s.role == SeatRole::Online && s.taken && s.present)
        .count();
    let online = seats.iter().filter(|s| s.role == SeatRole::Online).count();
    let title = l10n.tr_args(
        "online-host-title-count",
        &[
            ("here", FluentValue::from(here)),
            ("seats", FluentValue::from(online)),
        ],
    );
    // Shown open when a seat still waits for its player (who needs the code), folded when
    // every player has their seat already, so the decisions keep their room; a click on the
    // title folds or unfolds it.
    let awaited = seats.iter().any(|s| s.role == SeatRole::Online && !s.taken);
    egui::CollapsingHeader::new(RichText::new(title).strong())
        .id_salt("hosting-card")
        .default_open(awaited)
        .show(ui, |ui| {
            card_body_ui(ui, hosting, seats, names, l10n);
        });
    let away: Vec<String> = seats
        .iter()
        .enumerate()
        .filter(|(_, s)| s.role == SeatRole::Online && s.taken && !s.present)
        .map(|(i, _)| names(i as u32))
        .collect();
    if !away.is_empty() {
        let id = if hosting.bots_stand_in {
            "online-link-lost-bot"
        } else {
            "online-link-lost"
        };
        let text = l10n.tr_args(
            id,
            &[
                ("who", FluentValue::from(away.join(", "))),
                ("count", FluentValue::from(away.len())),
            ],
        );
        ui.add(egui::Label::new(RichText::new(text).color(p.danger).strong()).wrap());
    }
}

/// The host's card unfolded.
fn card_body_ui(
    ui: &mut Ui,
    hosting: &mut Hosting,
    seats: &[SeatPresence],
    names: &dyn Fn(u32) -> String,
    l10n: &Localizer,
) {
    let p = theme::palette(ui);
    ui.horizontal(|ui| {
        let words = if hosting.copied {
            l10n.tr("net-host-copied")
        } else {
            l10n.tr("net-host-copy")
        };
        if ui
            .add(ui_ext::icon_button(Icon::Save, words))
            .on_hover_text(l10n.tr("net-host-code"))
            .clicked()
        {
            ui.ctx().copy_text(hosting.code.clone());
            hosting.copied = true;
        }
        let shown: String = hosting.code.chars().take(20).collect();
        ui.add(egui::Label::new(RichText::new(format!("{shown}…")).monospace().small()).truncate())
            .on_hover_text(hosting.code.clone());
    });
    ui.add_space(2.0);
    egui::Grid::new("hosting-seats")
        .num_columns(2)
        .spacing(vec2(10.0, 2.0))
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
                    SeatRole::Local => ("online-presence-at-screen", p.accent),
                    SeatRole::Online if !seat.taken => ("net-presence-waiting", p.ink_weak),
                    SeatRole::Online if seat.present => ("net-presence-here", p.accent),
                    SeatRole::Online if seat.bot_standing_in => ("net-presence-away-bot", p.danger),
                    SeatRole::Online => ("net-presence-away", p.danger),
                };
                ui.label(RichText::new(l10n.tr(id)).color(colour));
                ui.end_row();
            }
        });
    let mut on = hosting.bots_stand_in;
    if ui
        .checkbox(&mut on, l10n.tr("net-host-bots-stand-in"))
        .on_hover_text(l10n.tr("net-host-bots-stand-in-hint"))
        .changed()
    {
        hosting.set_bots_stand_in(on);
    }
}
