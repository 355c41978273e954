//! The player's settings: language, theme, UI scale and bot speed. Stored as TOML in the user
//! data directory, read tolerantly (a damaged file or a damaged field falls back to the
//! default) and written atomically.

use std::path::Path;

use egui::{RichText, Ui};
use serde::{Deserialize, Serialize};

use super::theme::{self, ThemeChoice};
use super::ui_ext;
use crate::core::i18n::{Lang, Localizer};
use crate::core::save::write_atomic;

/// The UI scales offered, as zoom factors.
pub const UI_SCALES: [f32; 6] = [0.8, 0.9, 1.0, 1.15, 1.3, 1.5];

/// How long a bot's move stays pending before it is played, so humans can follow.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BotSpeed {
    Instant,
    Fast,
    #[default]
    Normal,
    Slow,
}

impl BotSpeed {
    pub const ALL: [BotSpeed; 4] = [
        BotSpeed::Instant,
        BotSpeed::Fast,
        BotSpeed::Normal,
        BotSpeed::Slow,
    ];

    /// The delay before a bot's move is played, in seconds.
    pub fn delay_secs(self) -> f64 {
        match self {
            BotSpeed::Instant => 0.0,
            BotSpeed::Fast => 0.35,
            BotSpeed::Normal => 0.9,
            BotSpeed::Slow => 1.8,
        }
    }

    fn message(self) -> &'static str {
        match self {
            BotSpeed::Instant => "settings-bot-speed-instant",
            BotSpeed::Fast => "settings-bot-speed-fast",
            BotSpeed::Normal => "settings-bot-speed-normal",
            BotSpeed::Slow => "settings-bot-speed-slow",
        }
    }

    fn code(self) -> &'static str {
        match self {
            BotSpeed::Instant => "instant",
            BotSpeed::Fast => "fast",
            BotSpeed::Normal => "normal",
            BotSpeed::Slow => "slow",
        }
    }
}

/// Everything the player can set.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    /// `None` follows the operating system's language.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<Lang>,
    pub theme: ThemeChoice,
    pub ui_scale: f32,
    pub bot_speed: BotSpeed,
    /// The board zoom last used, per game (plugin id).
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub board_zoom: std::collections::BTreeMap<String, f32>,
    /// The seats of the last game started: the players' names carry over to another game's
    /// form.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub last_seats: Vec<super::new_game::SeatDraft>,
    /// The seats last started per game (plugin id): who played each seat and at which level,
    /// so each game's form opens as it was last played.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub seats_by_game: std::collections::BTreeMap<String, Vec<super::new_game::SeatDraft>>,
    /// The relays of online play.
    #[serde(default, skip_serializing_if = "RelayChoice::is_default")]
    pub relay: RelayChoice,
    /// The threads a bot at this table thinks on (`bot_threads` in the file, 1 to 64);
    /// `None` is one per core, at most four ([`crate::core::bots::thinking_threads`]).
    /// One thread keeps every bot move reproducible from the game's seed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot_threads: Option<u32>,
}

/// Which relays online play uses for setting up connections and as a fallback.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "String", from = "String")]
pub enum RelayChoice {
    /// The network stack's public relays.
    #[default]
    Default,
    /// A group's own relay, by URL.
    Own(String),
    /// None: direct connections only (a local network).
    None,
}

impl RelayChoice {
    fn is_default(&self) -> bool {
        *self == RelayChoice::Default
    }

    /// The network set-up for this choice; an own relay whose URL cannot be read falls back
    /// to direct connections (the settings dialog says so).
    pub fn net_config(&self) -> crate::net::transport::NetConfig {
        use crate::net::transport::{NetConfig, Relays};
        NetConfig::new(match self {
            RelayChoice::Default => Relays::Default,
            RelayChoice::None => Relays::Disabled,
            RelayChoice::Own(url) => url.trim().parse().map_or(Relays::Disabled, Relays::Custom),
        })
    }

    /// Whether an own relay's URL cannot be read.
    pub fn bad_url(&self) -> bool {
        matches!(self, RelayChoice::Own(url) if url.trim().parse::<iroh::RelayUrl>().is_err())
    }
}

impl From<RelayChoice> for String {
    fn from(choice: RelayChoice) -> String {
        match choice {
            RelayChoice::Default => "default".into(),
            RelayChoice::None => "none".into(),
            RelayChoice::Own(url) => url,
        }
    }
}

impl From<String> for RelayChoice {
    fn from(text: String) -> RelayChoice {
        match text.as_str() {
            "default" | "" => RelayChoice::Default,
            "none" => RelayChoice::None,
            _ => RelayChoice::Own(text),
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: None,
            theme: ThemeChoice::default(),
            ui_scale: 1.0,
            bot_speed: BotSpeed::default(),
            board_zoom: Default::default(),
            last_seats: Vec::new(),
            seats_by_game: Default::default(),
            relay: RelayChoice::Default,
            bot_threads: None,
        }
    }
}

impl Settings {
    /// The language to show: the chosen one, or the operating system's.
    pub fn effective_lang(&self) -> Lang {
        self.language.unwrap_or_else(Lang::from_os)
    }

    /// The threads a bot thinks on: the `bot_threads` setting, or one per core (at most four).
    pub fn bot_threads(&self) -> u32 {
        self.bot_threads
            .unwrap_or_else(crate::core::bots::thinking_threads)
    }

    /// The network set-up of online play, from the relay setting.
    pub fn net_config(&self) -> crate::net::transport::NetConfig {
        self.relay.net_config()
    }

    /// Reads settings from TOML text. Unknown keys are ignored; a key with a value that does
    /// not fit keeps its default; text that is not TOML at all gives the defaults.
    pub fn from_toml(text: &str) -> Settings {
        let mut settings = Settings::default();
        let Ok(table) = text.parse::<toml::Table>() else {
            return settings;
        };
        if let Some(lang) = table
            .get("language")
            .and_then(|v| v.as_str())
            .and_then(Lang::from_code)
        {
            settings.language = Some(lang);
        }
        match table.get("theme").and_then(|v| v.as_str()) {
            Some("light") => settings.theme = ThemeChoice::Light,
            Some("dark") => settings.theme = ThemeChoice::Dark,
            _ => {}
        }
        let scale = table
            .get("ui_scale")
            .and_then(|v| v.as_float().or_else(|| v.as_integer().map(|i| i as f64)));
        if let Some(scale) = scale.filter(|s| s.is_finite() && (0.5..=3.0).contains(s)) {
            settings.ui_scale = scale as f32;
        }
        if let Some(code) = table.get("bot_speed").and_then(|v| v.as_str())
            && let Some(speed) = BotSpeed::ALL.into_iter().find(|s| s.code() == code)
        {
            settings.bot_speed = speed;
        }
        if let Some(seats) = table
            .get("last_seats")
            .cloned()
            .and_then(|v| v.try_into::<Vec<super::new_game::SeatDraft>>().ok())
        {
            settings.last_seats = seats;
        }
        if let Some(games) = table.get("seats_by_game").and_then(|v| v.as_table()) {
            for (game, seats) in games {
                if let Ok(seats) = seats.clone().try_into::<Vec<super::new_game::SeatDraft>>() {
                    settings.seats_by_game.insert(game.clone(), seats);
                }
            }
        }
        if let Some(zooms) = table.get("board_zoom").and_then(|v| v.as_table()) {
            for (game, zoom) in zooms {
                let zoom = zoom
                    .as_float()
                    .or_else(|| zoom.as_integer().map(|i| i as f64));
                if let Some(zoom) = zoom.filter(|z| z.is_finite() && (0.25..=8.0).contains(z)) {
                    settings.board_zoom.insert(game.clone(), zoom as f32);
                }
            }
        }
        if let Some(relay) = table.get("relay").and_then(|v| v.as_str()) {
            settings.relay = RelayChoice::from(relay.to_owned());
        }
        if let Some(threads) = table
            .get("bot_threads")
            .and_then(|v| v.as_integer())
            .filter(|n| (1..=64).contains(n))
        {
            settings.bot_threads = Some(threads as u32);
        }
        settings
    }

    /// Reads the settings file; a missing or broken file gives the defaults.
    pub fn load(path: &Path) -> Settings {
        match std::fs::read_to_string(path) {
            Ok(text) => Settings::from_toml(&text),
            Err(_) => Settings::default(),
        }
    }

    /// Writes the settings file atomically.
    pub fn store(&self, path: &Path) -> Result<(), String> {
        let text = toml::to_string(self).map_err(|e| e.to_string())?;
        write_atomic(path, text.as_bytes()).map_err(|e| format!("{}: {e}", path.display()))
    }
}

/// The settings dialog's contents. Returns true when something changed.
pub fn settings_ui(ui: &mut Ui, settings: &mut Settings, l10n: &Localizer) -> bool {
    let before = settings.clone();
    ui.set_max_width(520.0);
    ui.heading(l10n.tr("settings-title"));
    ui.add_space(12.0);

    section(ui, &l10n.tr("settings-language"), |ui| {
        ui.horizontal_wrapped(|ui| {
            ui.selectable_value(
                &mut settings.language,
                None,
                l10n.tr("settings-language-system"),
            );
            for lang in Lang::ALL {
                ui.selectable_value(&mut settings.language, Some(lang), lang.native_name());
            }
        });
    });

    section(ui, &l10n.tr("settings-theme"), |ui| {
        ui.horizontal_wrapped(|ui| {
            ui.selectable_value(
                &mut settings.theme,
                ThemeChoice::Light,
                l10n.tr("settings-theme-light"),
            );
            ui.selectable_value(
                &mut settings.theme,
                ThemeChoice::Dark,
                l10n.tr("settings-theme-dark"),
            );
        });
    });

    section(ui, &l10n.tr("settings-ui-scale"), |ui| {
        ui.horizontal_wrapped(|ui| {
            for scale in UI_SCALES {
                let label = format!("{}\u{202f}%", (scale * 100.0).round() as i32);
                let selected = (settings.ui_scale - scale).abs() < 0.01;
                if ui.selectable_label(selected, label).clicked() {
                    settings.ui_scale = scale;
                }
            }
        });
    });

    section(ui, &l10n.tr("settings-bot-speed"), |ui| {
        ui.horizontal_wrapped(|ui| {
            for speed in BotSpeed::ALL {
                ui.selectable_value(&mut settings.bot_speed, speed, l10n.tr(speed.message()));
            }
        });
        ui.label(
            RichText::new(l10n.tr("settings-bot-speed-hint"))
                .small()
                .color(theme::palette(ui).ink_weak),
        );
    });

    section(ui, &l10n.tr("settings-relay"), |ui| {
        ui.horizontal_wrapped(|ui| {
            let own = matches!(settings.relay, RelayChoice::Own(_));
            if ui
                .selectable_label(
                    settings.relay == RelayChoice::Default,
                    l10n.tr("settings-relay-default"),
                )
                .clicked()
            {
                settings.relay = RelayChoice::Default;
            }
            if ui
                .selectable_label(own, l10n.tr("settings-relay-own"))
                .clicked()
                && !own
            {
                settings.relay = RelayChoice::Own(String::new());
            }
            if ui
                .selectable_label(
                    settings.relay == RelayChoice::None,
                    l10n.tr("settings-relay-none"),
                )
                .clicked()
            {
                settings.relay = RelayChoice::None;
            }
        });
        if let RelayChoice::Own(url) = &mut settings.relay {
            ui.add(
                egui::TextEdit::singleline(url)
                    .hint_text("https://relay.example.org")
                    .desired_width(360.0),
            );
        }
        let p = theme::palette(ui);
        if settings.relay.bad_url() {
            ui.label(
                RichText::new(l10n.tr("settings-relay-bad-url"))
                    .small()
                    .color(p.danger),
            );
        }
        ui.label(
            RichText::new(l10n.tr("settings-relay-hint"))
                .small()
                .color(p.ink_weak),
        );
    });

    *settings != before
}

fn section(ui: &mut Ui, title: &str, add: impl FnOnce(&mut Ui)) {
    ui_ext::section_title(ui, title);
    ui.add_space(4.0);
    add(ui);
    ui.add_space(14.0);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_survive_damage() {
        let settings = Settings {
            language: Some(Lang::De),
            theme: ThemeChoice::Dark,
            ui_scale: 1.3,
            bot_speed: BotSpeed::Fast,
            board_zoom: [("corrosion".to_owned(), 1.5)].into_iter().collect(),
            last_seats: vec![super::super::new_game::SeatDraft {
                name: "Anna".into(),
                kind: crate::core::save::SeatKind::Bot,
                level: crate::core::bots::Level::Hard,
            }],
            seats_by_game: [(
                "smog".to_owned(),
                vec![super::super::new_game::SeatDraft {
                    name: "Ben".into(),
                    kind: crate::core::save::SeatKind::Human,
                    level: crate::core::bots::Level::Easy,
                }],
            )]
            .into_iter()
            .collect(),
            relay: RelayChoice::Own("https://relay.example.org".into()),
            bot_threads: Some(1),
        };
        let text = toml::to_string(&settings).unwrap();
        assert_eq!(Settings::from_toml(&text), settings);
        assert_eq!(Settings::from_toml("\u{0}garbage["), Settings::default());
        let partly =
            "language = 'de'\ntheme = 42\nui_scale = 'huge'\nbot_speed = 'warp'\nfuture = 1\n";
        let read = Settings::from_toml(partly);
        assert_eq!(read.language, Some(Lang::De));
        assert_eq!(read.theme, ThemeChoice::default());
        assert_eq!(read.ui_scale, 1.0);
        assert_eq!(read.bot_speed, BotSpeed::default());
        // Older settings files have no relay: the default relays.
        assert_eq!(read.relay, RelayChoice::Default);
        // Without a thread count, or with one out of range, bots think on every core.
        assert_eq!(read.bot_threads, None);
        for threads in ["0", "65", "'two'", "1.5"] {
            let read = Settings::from_toml(&format!("bot_threads = {threads}\n"));
            assert_eq!(read.bot_threads, None, "bot_threads = {threads}");
        }
        assert_eq!(Settings::from_toml("bot_threads = 3\n").bot_threads(), 3);
        let none = Settings::from_toml("relay = 'none'\n");
        assert_eq!(none.relay, RelayChoice::None);
        assert_eq!(
            none.net_config().relays,
            crate::net::transport::Relays::Disabled
        );
        let own = Settings::from_toml("relay = 'https://relay.example.org'\n");
        assert!(matches!(
            own.net_config().relays,
            crate::net::transport::Relays::Custom(_)
        ));
    }

    #[test]
    fn settings_are_written_atomically_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub").join("settings.toml");
        let settings = Settings {
            theme: ThemeChoice::Dark,
            ..Settings::default()
        };
        settings.store(&path).unwrap();
        assert_eq!(Settings::load(&path), settings);
        assert_eq!(
            Settings::load(&dir.path().join("missing.toml")),
            Settings::default()
        );
    }
}
