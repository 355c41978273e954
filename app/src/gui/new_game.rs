//! Setting up a new game: players, who plays each seat, the game's options, an optional seed.

use std::collections::BTreeMap;
use std::sync::Arc;

use egui::{RichText, ScrollArea, TextEdit, Ui, vec2};
use fluent_bundle::FluentValue;
use parlour_plugin_api::{OptionKind, SetupRequest};

use super::library::player_count_text;
use super::theme;
use super::ui_ext::{self, Icon};
use crate::core::bots::{self, Level};
use crate::core::i18n::Localizer;
use crate::core::plugin::Plugin;
use crate::core::save::{SeatInfo, SeatKind};

/// One seat as the players set it up.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SeatDraft {
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub kind: SeatKind,
    /// How strong a bot in this seat plays.
    #[serde(default)]
    pub level: Level,
}

/// The new-game form.
pub struct NewGameForm {
    pub plugin: Arc<Plugin>,
    pub players: u32,
    /// Drafts for every possible seat, so names survive changing the player count.
    pub seats: Vec<SeatDraft>,
    pub options: BTreeMap<String, String>,
    pub fixed_seed: bool,
    pub seed_text: String,
    /// Whether the search bot can play this game (it determinizes); without it every level
    /// plays the game's own bot, and the form says so.
    pub search_bot: bool,
    /// The seats played online (a person at another screen); such a game is hosted.
    pub online: std::collections::BTreeSet<u32>,
}

/// Everything needed to start a game.
#[derive(Clone, Debug)]
pub struct GameSetup {
    pub plugin: Arc<Plugin>,
    pub seats: Vec<SeatInfo>,
    pub seed: u64,
    pub options: BTreeMap<String, String>,
    /// The seats played online when the game is hosted (the others are played at this
    /// screen or by bots).
    pub online: Vec<u32>,
}

/// What the form asks for.
pub enum NewGameAction {
    Start(GameSetup),
    /// Start the game and host it online.
    Host(GameSetup),
    Back,
    Rules,
}

impl NewGameForm {
    /// A form with the manifest's defaults: the first seat human, the others bots.
    pub fn new(plugin: Arc<Plugin>) -> NewGameForm {
        let manifest = plugin.manifest();
        let seats = (0..manifest.max_players.max(1))
            .map(|seat| SeatDraft {
                name: String::new(),
                kind: if seat == 0 {
                    SeatKind::Human
                } else {
                    SeatKind::Bot
                },
                level: Level::default(),
            })
            .collect();
        let options = manifest
            .options
            .iter()
            .map(|o| (o.key.clone(), o.default.clone()))
            .collect();
        // Two players when the game allows it: you and a bot, or a hotseat duel.
        let players = 2.clamp(manifest.min_players.max(1), manifest.max_players.max(1));
        NewGameForm {
            search_bot: search_bot_available(&plugin, players, &options),
            players,
            seats,
            options,
            fixed_seed: false,
            seed_text: String::new(),
            online: Default::default(),
            plugin,
        }
    }

    /// A form with the seats this game was last started with (`this_game`: names, who played
    /// each seat, bot levels); for a game not played yet, only the names of the last game
    /// (`last`) carry over, and who plays each seat keeps this game's defaults. Seats beyond
    /// the remembered ones keep the defaults.
    pub fn remembering(
        plugin: Arc<Plugin>,
        last: &[SeatDraft],
        this_game: Option<&[SeatDraft]>,
    ) -> NewGameForm {
        let mut form = NewGameForm::new(plugin);
        match this_game {
            Some(remembered) => {
                for (draft, memo) in form.seats.iter_mut().zip(remembered) {
                    *draft = memo.clone();
                }
            }
            None => {
                for (draft, memo) in form.seats.iter_mut().zip(last) {
                    draft.name = memo.name.clone();
                }
            }
        }
        form
    }

    /// The part a seat plays in this game (localised), if the game's seats differ.
    pub fn role(&self, seat: u32, l10n: &Localizer) -> Option<String> {
        let id = self.plugin.manifest().seat_roles.get(seat as usize)?;
        Some(l10n.plugin_tr(self.plugin.id(), id))
    }

    /// The seed the player typed, if a fixed seed is wanted and valid.
    fn seed(&self) -> Result<Option<u64>, ()> {
        if !self.fixed_seed {
            return Ok(None);
        }
        self.seed_text
            .trim()
            .parse::<u64>()
            .map(Some)
            .map_err(|_| ())
    }

    /// The setup to start, with a fresh random seed unless a fixed one was given.
    pub fn setup(&self) -> Option<GameSetup> {
        let seed = self
            .seed()
            .ok()?
            .unwrap_or_else(crate::core::session::random_seed);
        let seats = self
            .seats
            .iter()
            .take(self.players as usize)
            .map(|d| SeatInfo {
                name: d.name.trim().to_owned(),
                kind: d.kind,
                level: (d.kind == SeatKind::Bot).then_some(d.level),
            })
            .collect();
        let online = self
            .online
            .iter()
            .copied()
            .filter(|&s| s < self.players && self.seats[s as usize].kind == SeatKind::Human)
            .collect();
        Some(GameSetup {
            plugin: Arc::clone(&self.plugin),
            seats,
            seed,
            options: self.options.clone(),
            online,
        })
    }
}

pub fn new_game_ui(ui: &mut Ui, form: &mut NewGameForm, l10n: &Localizer) -> Option<NewGameAction> {
    let p = theme::palette(ui);
    let plugin = Arc::clone(&form.plugin);
    let manifest = plugin.manifest();
    let plugin_id = plugin.id();
    let name = l10n.plugin_tr(plugin_id, &manifest.name);
    let mut action = None;

    let bar_frame = egui::Frame::new()
        .fill(p.panel)
        .stroke(egui::Stroke::new(1.0, p.border))
        .corner_radius(egui::CornerRadius::same(12))
        .inner_margin(egui::Margin::symmetric(16, 10));
    egui::Panel::bottom("new-game-actions")
        .frame(egui::Frame::new().inner_margin(egui::Margin {
            top: 12,
            ..Default::default()
        }))
        .show_separator_line(false)
        .show(ui, |ui| {
            bar_frame.show(ui, |ui| {
                ui.horizontal(|ui| {
                    if ui
                        .add(ui_ext::icon_button(Icon::Back, l10n.tr("newgame-back")))
                        .clicked()
                    {
                        action = Some(NewGameAction::Back);
                    }
                    if !manifest.rules.is_empty()
                        && ui
                            .add(ui_ext::icon_button(Icon::Book, l10n.tr("library-rules")))
                            .clicked()
                    {
                        action = Some(NewGameAction::Rules);
                    }
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        let setup = form.setup();
                        let start =
                            ui_ext::primary_button(ui, Some(Icon::Play), &l10n.tr("newgame-start"))
                                .min_size(vec2(180.0, 42.0));
                        // A game with seats played online is hosted, not started here.
                        let local = setup.as_ref().filter(|s| s.online.is_empty());
                        if ui
                            .add_enabled(local.is_some(), start)
                            .on_disabled_hover_text(l10n.tr("online-start-hosted"))
                            .clicked()
                            && let Some(setup) = setup.clone()
                        {
                            action = Some(NewGameAction::Start(setup));
                        }
                        if let Some(host) = super::online::hosting::host_button_ui(ui, setup, l10n)
                        {
                            action = Some(NewGameAction::Host(host));
                        }
                    });
                });
            });
        });

    ScrollArea::vertical()
        .id_salt("new-game")
        .auto_shrink(false)
        .show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.set_max_width(780.0);
                ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                    ui.horizontal(|ui| {
                        ui_ext::plugin_cover_ui(
                            ui,
                            Some(&form.plugin),
                            &name,
                            plugin_id,
                            vec2(84.0, 84.0),
                        );
                        ui.vertical(|ui| {
                            ui.label(RichText::new(l10n.tr("newgame-title")).color(p.ink_weak));
                            ui_ext::screen_title(ui, &name);
                            ui.label(
                                RichText::new(player_count_text(&plugin, l10n)).color(p.ink_weak),
                            );
                        });
                    });
                    ui.add_space(14.0);

                    // Players.
                    ui_ext::card_frame(ui).show(ui, |ui| {
                        ui.set_width(ui.available_width());
                        ui_ext::section_title(ui, &l10n.tr("newgame-players"));
                        ui.add_space(6.0);
                        if manifest.max_players > manifest.min_players {
                            ui.horizontal_wrapped(|ui| {
                                ui.label(l10n.tr("newgame-player-count"));
                                for count in manifest.min_players..=manifest.max_players {
                                    ui.selectable_value(
                                        &mut form.players,
                                        count,
                                        count.to_string(),
                                    )
                                    .on_hover_text(
                                        l10n.tr_args(
                                            "library-players",
                                            &[("count", FluentValue::from(count))],
                                        ),
                                    );
                                }
                            });
                            ui.add_space(6.0);
                        }
                        egui::Grid::new("seats")
                            .num_columns(3)
                            .spacing(vec2(14.0, 10.0))
                            .show(ui, |ui| {
                                for seat in 0..form.players {
                                    let role = form.role(seat, l10n);
                                    let Some(draft) = form.seats.get_mut(seat as usize) else {
                                        continue;
                                    };
                                    let default_name = l10n.default_seat_name(seat);
                                    let label = ui
                                        .horizontal(|ui| {
                                            ui_ext::seat_dot(ui, seat, 14.0);
                                            ui.vertical(|ui| {
                                                let label = ui.add(
                                                    egui::Label::new(
                                                        RichText::new(&default_name).strong(),
                                                    )
                                                    .extend(),
                                                );
                                                if let Some(role) = &role {
                                                    ui.add(
                                                        egui::Label::new(
                                                            RichText::new(role)
                                                                .small()
                                                                .color(p.accent),
                                                        )
                                                        .extend(),
                                                    );
                                                }
                                                label
                                            })
                                            .inner
                                        })
                                        .inner;
                                    ui.add(
                                        TextEdit::singleline(&mut draft.name)
                                            .hint_text(&default_name)
                                            .desired_width(240.0)
                                            .min_size(vec2(240.0, 0.0))
                                            .char_limit(40),
                                    )
                                    .labelled_by(label.id);
                                    ui.horizontal(|ui| {
                                        let online = form.online.contains(&seat);
                                        let human =
                                            ui_ext::icon_button(Icon::Human, l10n.tr("seat-human"))
                                                .selected(draft.kind == SeatKind::Human && !online);
                                        if ui.add(human).clicked() {
                                            draft.kind = SeatKind::Human;
                                            form.online.remove(&seat);
                                        }
                                        let bot =
                                            ui_ext::icon_button(Icon::Bot, l10n.tr("seat-bot"))
                                                .selected(draft.kind == SeatKind::Bot);
                                        if ui.add(bot).clicked() {
                                            draft.kind = SeatKind::Bot;
                                            form.online.remove(&seat);
                                        }
                                        let remote = ui_ext::icon_button(
                                            Icon::Shelf,
                                            l10n.tr("online-seat-online"),
                                        )
                                        .selected(draft.kind == SeatKind::Human && online);
                                        if ui
                                            .add(remote)
                                            .on_hover_text(l10n.tr("online-seat-online-hint"))
                                            .clicked()
                                        {
                                            draft.kind = SeatKind::Human;
                                            form.online.insert(seat);
                                        }
                                        if draft.kind == SeatKind::Bot {
                                            egui::ComboBox::from_id_salt(("bot-level", seat))
                                                .selected_text(l10n.tr(level_id(draft.level)))
                                                .show_ui(ui, |ui| {
                                                    for level in Level::ALL {
                                                        ui.selectable_value(
                                                            &mut draft.level,
                                                            level,
                                                            l10n.tr(level_id(level)),
                                                        )
                                                        .on_hover_text(l10n.tr(level_hint_id(
                                                            level,
                                                            form.search_bot,
                                                        )));
                                                    }
                                                })
                                                .response
                                                .on_hover_text(l10n.tr("newgame-level-hint"));
                                            if !form.search_bot {
                                                ui.label(
                                                    RichText::new(l10n.tr("newgame-no-search"))
                                                        .small()
                                                        .color(p.ink_weak),
                                                )
                                                .on_hover_text(l10n.tr("newgame-no-search-hint"));
                                            }
                                        }
                                    });
                                    ui.end_row();
                                }
                            });
                        let humans = form
                            .seats
                            .iter()
                            .take(form.players as usize)
                            .filter(|s| s.kind == SeatKind::Human)
                            .count();
                        ui.add_space(6.0);
                        if !form.search_bot && humans < form.players as usize {
                            ui_ext::hint(ui, &l10n.tr("newgame-no-search-hint"));
                        }
                        let hint = match humans {
                            0 => l10n.tr("newgame-hint-bots-only"),
                            1 if form.players == 1 => l10n.tr("newgame-hint-solo"),
                            1 => l10n.tr("newgame-hint-one-human"),
                            _ if manifest.hidden_information => {
                                l10n.tr("newgame-hint-hotseat-hidden")
                            }
                            _ => l10n.tr("newgame-hint-hotseat"),
                        };
                        ui_ext::hint(ui, &hint);
                    });
                    ui.add_space(12.0);

                    // Options.
                    if !manifest.options.is_empty() {
                        ui_ext::card_frame(ui).show(ui, |ui| {
                            ui.set_width(ui.available_width());
                            ui_ext::section_title(ui, &l10n.tr("newgame-options"));
                            ui.add_space(6.0);
                            for option in &manifest.options {
                                let label_text = l10n.plugin_tr(plugin_id, &option.label);
                                let value = form
                                    .options
                                    .entry(option.key.clone())
                                    .or_insert_with(|| option.default.clone());
                                let mut chosen_hint = None;
                                match &option.kind {
                                    OptionKind::Bool => {
                                        let mut on = value == "true";
                                        if ui
                                            .checkbox(&mut on, RichText::new(&label_text).strong())
                                            .changed()
                                        {
                                            *value = on.to_string();
                                        }
                                    }
                                    OptionKind::Int { min, max } => {
                                        ui.horizontal(|ui| {
                                            let label =
                                                ui.label(RichText::new(&label_text).strong());
                                            let mut n = value
                                                .parse::<i64>()
                                                .unwrap_or(*min)
                                                .clamp(*min, *max);
                                            if ui
                                                .add(
                                                    egui::DragValue::new(&mut n).range(*min..=*max),
                                                )
                                                .labelled_by(label.id)
                                                .changed()
                                            {
                                                *value = n.to_string();
                                            }
                                        });
                                    }
                                    OptionKind::Choice { choices } => {
                                        ui.label(RichText::new(&label_text).strong());
                                        ui.horizontal_wrapped(|ui| {
                                            for choice in choices {
                                                let text = l10n.plugin_tr(plugin_id, &choice.label);
                                                if ui.radio(*value == choice.value, text).clicked()
                                                {
                                                    *value = choice.value.clone();
                                                }
                                            }
                                        });
                                        // The chosen value's own one-line explanation, if the
                                        // plugin gives one (under the option's).
                                        chosen_hint = choices
                                            .iter()
                                            .find(|c| c.value == *value)
                                            .filter(|c| !c.description.is_empty())
                                            .map(|c| l10n.plugin_tr(plugin_id, &c.description));
                                    }
                                    OptionKind::Unknown => {
                                        ui.horizontal(|ui| {
                                            ui.label(RichText::new(&label_text).strong());
                                            ui.label(value.as_str());
                                        });
                                    }
                                }
                                if !option.description.is_empty() {
                                    ui_ext::hint(
                                        ui,
                                        &l10n.plugin_tr(plugin_id, &option.description),
                                    );
                                }
                                if let Some(hint) = chosen_hint {
                                    ui_ext::hint(ui, &format!("› {hint}"));
                                }
                                ui.add_space(8.0);
                            }
                        });
                        ui.add_space(12.0);
                    }

                    // Seed.
                    ui_ext::card_frame(ui).show(ui, |ui| {
                        ui.set_width(ui.available_width());
                        ui_ext::section_title(ui, &l10n.tr("newgame-seed"));
                        ui.add_space(4.0);
                        ui.checkbox(&mut form.fixed_seed, l10n.tr("newgame-seed-fixed"));
                        if form.fixed_seed {
                            ui.horizontal(|ui| {
                                let label = ui.label(l10n.tr("newgame-seed-label"));
                                ui.add(
                                    TextEdit::singleline(&mut form.seed_text).desired_width(200.0),
                                )
                                .labelled_by(label.id);
                            });
                            if form.seed().is_err() {
                                ui.label(
                                    RichText::new(l10n.tr("newgame-seed-invalid")).color(p.danger),
                                );
                            }
                        }
                        ui_ext::hint(ui, &l10n.tr("newgame-seed-hint"));
                    });
                    ui.add_space(16.0);

                    ui.add_space(16.0);
                });
            });
        });
    action
}

/// The Fluent id of a bot level's name.
fn level_id(level: Level) -> &'static str {
    match level {
        Level::Easy => "newgame-level-easy",
        Level::Normal => "newgame-level-normal",
        Level::Hard => "newgame-level-hard",
    }
}

/// The Fluent id of a bot level's description; in a game without the search bot, the levels
/// that would search play the game's own bot.
fn level_hint_id(level: Level, search_bot: bool) -> &'static str {
    match level {
        Level::Easy => "newgame-level-easy-hint",
        _ if !search_bot => "newgame-level-own-bot-hint",
        Level::Normal => "newgame-level-normal-hint",
        Level::Hard => "newgame-level-hard-hint",
    }
}

/// Whether the search bot can play this game: a game set up with the form's defaults offers
/// the determinize extension. A game that cannot even be set up is not judged (the form does
/// not claim what it does not know).
fn search_bot_available(
    plugin: &Arc<Plugin>,
    players: u32,
    options: &BTreeMap<String, String>,
) -> bool {
    let request = SetupRequest {
        players,
        seed: 0,
        options: options.clone(),
    };
    match plugin.new_game(&request) {
        Ok(game) => bots::search_available(&game),
        Err(_) => true,
    }
}
