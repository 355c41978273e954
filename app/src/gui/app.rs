//! The launcher's state machine: which screen is shown, the top bar, shortcuts, dialogs, and
//! the glue between screens (starting, saving and loading games).

use std::path::Path;
use std::sync::Arc;

use egui::{Align, Id, Key, KeyboardShortcut, Layout, Modifiers, RichText, ScrollArea, Ui, vec2};
use fluent_bundle::FluentValue;

use super::dialogs::{DialogRequest, FileDialogs, InAppDialog, with_toml_extension};
use super::errors::{self, ErrorContext};
use super::library::{self, LibraryAction};
use super::new_game::{self, GameSetup, NewGameAction, NewGameForm};
use super::notices::Notices;
use super::online::join::{self, JoinAction, JoinScreen};
use super::online::remote::{self, RemoteAction, RemoteTable};
use super::play::{self, PlayAction, PlayState};
use super::replay::{self, ReplayAction, ReplayState};
use super::saves::{self, SavesAction, SavesBrowser};
use super::settings::{self, Settings};
use super::table_model::TableModel;
use super::theme::{self, ThemeChoice};
use super::ui_ext::{self, Icon};
use crate::core::discovery::Catalog;
use crate::core::i18n::Localizer;
use crate::core::paths::DataDirs;
use crate::core::replay::Replay;
use crate::core::save::SaveFile;
use crate::core::save::local_time::{self, TimeZone};
use crate::core::session::{Session, SessionError};

const SAVE_SHORTCUT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::S);
const OPEN_SHORTCUT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::O);
const UNDO_SHORTCUT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);

/// Which screen is shown.
pub enum Screen {
    Library,
    NewGame(Box<NewGameForm>),
    Play(Box<PlayState>),
    Saves,
    Replay(Box<ReplayState>),
    Join(Box<JoinScreen>),
    Online(Box<RemoteTable>),
}

/// The kind of the current screen, for tests and the top bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScreenKind {
    Library,
    NewGame,
    Play,
    Saves,
    Replay,
    Join,
    Online,
}

/// The launcher.
pub struct ParlourApp {
    catalog: Catalog,
    l10n: Localizer,
    settings: Settings,
    dirs: DataDirs,
    dialogs: Box<dyn FileDialogs>,
    notices: Notices,
    screen: Screen,
    saves: SavesBrowser,
    settings_open: bool,
    /// The plugin whose rules are shown.
    rules_for: Option<String>,
    /// Counts openings of the rules, so that each opens at the top.
    rules_opened: u32,
    rules_markdown: egui_commonmark::CommonMarkCache,
    /// The theme and scale last applied to the context.
    applied: Option<(ThemeChoice, f32)>,
    loaders_installed: bool,
    /// The launcher's own save or open dialog, when the desktop has none.
    in_app_dialog: Option<InAppDialog>,
    /// The zone in which save times are shown; `None`: unknown, shown in UTC.
    time_zone: Option<TimeZone>,
}

impl ParlourApp {
    /// A launcher over a plugin catalogue, with settings and data folders.
    pub fn new(
        catalog: Catalog,
        settings: Settings,
        dirs: DataDirs,
        dialogs: Box<dyn FileDialogs>,
    ) -> ParlourApp {
        let mut l10n = Localizer::new(settings.effective_lang());
        for plugin in catalog.plugins() {
            l10n.add_plugin(plugin.manifest());
        }
        // Temporary files of a write that was interrupted (a crash, kill -9) are removed.
        for dir in [&dirs.root, &dirs.saves, &dirs.autosave] {
            crate::core::session::remove_orphaned_temp_files(dir);
        }
        let saves = SavesBrowser::scan(&dirs);
        ParlourApp {
            catalog,
            l10n,
            settings,
            dirs,
            dialogs,
            notices: Notices::default(),
            screen: Screen::Library,
            saves,
            settings_open: false,
            rules_for: None,
            rules_opened: 0,
            rules_markdown: Default::default(),
            applied: None,
            loaders_installed: false,
            in_app_dialog: None,
            time_zone: local_time::local_zone().cloned(),
        }
    }

    /// A launcher for tests: no eframe, no native dialogs, an explicit data directory, and
    /// save times shown in UTC whatever the machine's zone (see [`ParlourApp::set_time_zone`]).
    pub fn new_for_tests(
        catalog: Catalog,
        settings: Settings,
        dialogs: Box<dyn FileDialogs>,
        data_dir: &Path,
    ) -> ParlourApp {
        let mut app = ParlourApp::new(catalog, settings, DataDirs::new(data_dir), dialogs);
        app.time_zone = Some(TimeZone::utc());
        app
    }

    /// The zone in which save lists show times (`None`: unknown, shown in UTC and labelled).
    pub fn set_time_zone(&mut self, zone: Option<TimeZone>) {
        self.time_zone = zone;
    }

    pub fn screen_kind(&self) -> ScreenKind {
        match self.screen {
            Screen::Library => ScreenKind::Library,
            Screen::NewGame(_) => ScreenKind::NewGame,
            Screen::Play(_) => ScreenKind::Play,
            Screen::Saves => ScreenKind::Saves,
            Screen::Replay(_) => ScreenKind::Replay,
            Screen::Join(_) => ScreenKind::Join,
            Screen::Online(_) => ScreenKind::Online,
        }
    }

    /// The game being played, if any.
    pub fn play(&self) -> Option<&PlayState> {
        match &self.screen {
            Screen::Play(play) => Some(play),
            _ => None,
        }
    }

    /// The join screen, when it is open.
    pub fn join_screen(&mut self) -> Option<&mut JoinScreen> {
        match &mut self.screen {
            Screen::Join(join) => Some(join),
            _ => None,
        }
    }

    /// The table joined online, when it is shown.
    pub fn remote_table(&mut self) -> Option<&mut RemoteTable> {
        match &mut self.screen {
            Screen::Online(table) => Some(table),
            _ => None,
        }
    }

    /// The new-game form, when it is open.
    pub fn new_game_form(&self) -> Option<&NewGameForm> {
        match &self.screen {
            Screen::NewGame(form) => Some(form),
            _ => None,
        }
    }

    pub fn play_mut(&mut self) -> Option<&mut PlayState> {
        match &mut self.screen {
            Screen::Play(play) => Some(play),
            _ => None,
        }
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    pub fn notices(&self) -> &Notices {
        &self.notices
    }

    pub fn dirs(&self) -> &DataDirs {
        &self.dirs
    }

    pub fn localizer(&self) -> &Localizer {
        &self.l10n
    }

    /// Changes the settings as the settings dialog would, and stores them.
    pub fn set_settings(&mut self, settings: Settings) {
        self.settings = settings;
        self.l10n.set_lang(self.settings.effective_lang());
        if let Err(e) = self.settings.store(&self.dirs.settings_file) {
            self.notices.error(self.l10n.tr("error-settings"), Some(e));
        }
    }

    /// Draws one frame of the whole launcher.
    pub fn ui(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        if !self.loaders_installed {
            egui_extras::install_image_loaders(&ctx);
            self.loaders_installed = true;
        }
        let wanted = (self.settings.theme, self.settings.ui_scale);
        if self.applied != Some(wanted) {
            // Ctrl+plus/minus zoom the board; the UI scale is a setting.
            ctx.options_mut(|o| {
                o.zoom_with_keyboard = false;
                // A board is fitted to the table within the frame it appears in (its first
                // pass measures it, the next ones fit content whose height follows its
                // width), so no click lands on a layout that is about to move.
                o.max_passes = std::num::NonZeroUsize::new(5).unwrap_or(o.max_passes);
            });
            theme::apply(&ctx, self.settings.theme);
            ctx.set_zoom_factor(self.settings.ui_scale);
            self.applied = Some(wanted);
        }

        let shown = self.screen_identity();
        self.shortcuts(ui);
        self.top_bar_ui(ui);
        let mut screen = std::mem::replace(&mut self.screen, Screen::Library);
        let mut play_action = None;
        match &mut screen {
            Screen::Play(play) => {
                play_action = play::play_ui(
                    ui,
                    &mut **play,
                    &self.settings,
                    &mut self.notices,
                    &self.l10n,
                );
                if play.zoom_changed {
                    play.zoom_changed = false;
                    let mut settings = self.settings.clone();
                    settings
                        .board_zoom
                        .insert(play.plugin_id().to_owned(), play.zoom);
                    self.set_settings(settings);
                }
            }
            Screen::Library => {
                let action = screen_panel(ui, SCREEN_MARGIN, &mut self.notices, &self.l10n, |ui| {
                    library::library_ui(
                        ui,
                        &self.catalog,
                        &self.saves,
                        self.time_zone.as_ref(),
                        &self.l10n,
                        &self.dirs.plugins,
                    )
                });
                if let Some(action) = action {
                    self.library_action(action, &mut screen);
                }
            }
            Screen::NewGame(form) => {
                let action = screen_panel(ui, SCREEN_MARGIN, &mut self.notices, &self.l10n, |ui| {
                    new_game::new_game_ui(ui, form, &self.l10n)
                });
                match action {
                    Some(NewGameAction::Start(setup)) => {
                        let id = form.plugin.id().to_owned();
                        if form.seats != self.settings.last_seats
                            || self.settings.seats_by_game.get(&id) != Some(&form.seats)
                        {
                            let mut settings = self.settings.clone();
                            settings.last_seats = form.seats.clone();
                            settings.seats_by_game.insert(id, form.seats.clone());
                            self.set_settings(settings);
                        }
                        if let Some(play) = self.start(&setup) {
                            screen = Screen::Play(play);
                        }
                    }
                    Some(NewGameAction::Host(setup)) => {
                        if let Some(table) = self.host_online(&setup, ui.ctx()) {
                            screen = Screen::Online(table);
                        }
                    }
                    Some(NewGameAction::Back) => screen = self.library_screen(),
                    Some(NewGameAction::Rules) => self.open_rules(form.plugin.id().to_owned()),
                    None => {}
                }
            }
            Screen::Saves => {
                let action = screen_panel(ui, SCREEN_MARGIN, &mut self.notices, &self.l10n, |ui| {
                    saves::saves_ui(
                        ui,
                        &self.saves,
                        &self.catalog,
                        self.time_zone.as_ref(),
                        &self.l10n,
                    )
                });
                match action {
                    Some(SavesAction::Load(path)) => {
                        if let Some(play) = self.load(&path) {
                            screen = Screen::Play(play);
                        }
                    }
                    Some(SavesAction::OpenFile) => {
                        if let Some(play) = self.load_with_dialog() {
                            screen = Screen::Play(play);
                        }
                    }
                    Some(SavesAction::Refresh) => self.saves = SavesBrowser::scan(&self.dirs),
                    Some(SavesAction::HostAgain(path)) => {
                        if let Some(table) = self.host_again(&path, ui.ctx()) {
                            screen = Screen::Online(table);
                        }
                    }
                    Some(SavesAction::Replay(path)) => {
                        if let Some(replay) = self.replay_of_file(&path) {
                            screen = Screen::Replay(replay);
                        }
                    }
                    None => {}
                }
            }
            Screen::Join(join_screen) => {
                let action = screen_panel(ui, SCREEN_MARGIN, &mut self.notices, &self.l10n, |ui| {
                    join::join_ui(ui, join_screen, &self.l10n)
                });
                match action {
                    Some(JoinAction::Back) => screen = self.library_screen(),
                    Some(JoinAction::Joined(table, manifest)) => {
                        // The host's texts for a game not installed here.
                        if !self.l10n.has_plugin(&manifest.id) {
                            self.l10n.add_plugin(&manifest);
                        }
                        self.notices.clear();
                        screen = Screen::Online(table);
                    }
                    None => {}
                }
            }
            Screen::Online(table) => {
                match play::play_ui(
                    ui,
                    &mut **table,
                    &self.settings,
                    &mut self.notices,
                    &self.l10n,
                ) {
                    Some(PlayAction::Leave) => screen = self.library_screen(),
                    Some(PlayAction::ShowRules) => {
                        let id = table.plugin_id().to_owned();
                        let section = table.table_ui().rules_section.take();
                        self.remote_rules(id, section);
                    }
                    _ => {}
                }
            }
            Screen::Replay(replay) => {
                let action = screen_panel(
                    ui,
                    egui::Margin::symmetric(20, 14),
                    &mut self.notices,
                    &self.l10n,
                    |ui| replay::replay_ui(ui, replay, &self.l10n),
                );
                match action {
                    Some(ReplayAction::Close) => screen = self.library_screen(),
                    Some(ReplayAction::PlayOn(session, moves)) => {
                        let mut play = self.table_for(*session);
                        play.autosave(&mut self.notices, &self.l10n);
                        self.notices.info(
                            self.l10n
                                .tr_args("notice-played-on", &[("move", FluentValue::from(moves))]),
                        );
                        screen = Screen::Play(play);
                    }
                    Some(ReplayAction::Failed(e)) => self.report("error-replay", &e, None),
                    None => {}
                }
            }
        }
        self.screen = screen;
        if let Some(action) = play_action {
            self.play_action(action);
        }

        self.settings_modal(&ctx);
        self.rules_modal(&ctx);
        self.in_app_dialog_ui(&ctx);
        self.notices.toasts_ui(&ctx, &self.l10n);
        if self.screen_identity() != shown {
            // A new screen starts without keyboard focus: the focus of the button that led
            // here would otherwise pass to a widget of the new screen with the same id (the
            // top bar's, or one at the same place), which then wears the focus outline.
            ctx.memory_mut(|memory| {
                if let Some(id) = memory.focused() {
                    memory.surrender_focus(id);
                }
            });
        }
    }

    /// Which screen is shown, and for the table which game: when it changes, the screen
    /// changed.
    fn screen_identity(&self) -> (ScreenKind, Option<String>) {
        (
            self.screen_kind(),
            self.play().map(|play| play.session().autosave_name()),
        )
    }

    fn library_screen(&mut self) -> Screen {
        self.flush_autosave();
        self.saves = SavesBrowser::scan(&self.dirs);
        Screen::Library
    }

    /// Waits until the game's autosaves are written (they are written off the UI thread).
    pub fn flush_autosave(&mut self) {
        if let Screen::Play(play) = &mut self.screen {
            play.flush_autosave(&mut self.notices, &self.l10n);
        }
    }

    /// The replay of a save file; a file that cannot be replayed becomes a banner.
    fn replay_of_file(&mut self, path: &Path) -> Option<Box<ReplayState>> {
        let result = SaveFile::read(path)
            .map_err(SessionError::from)
            .and_then(|save| Replay::of_save(&save, &self.catalog))
            .and_then(ReplayState::new);
        match result {
            Ok(replay) => Some(Box::new(replay)),
            Err(e) => {
                self.report("error-replay", &e, None);
                None
            }
        }
    }

    /// A new table for a session, with the zoom last used for this game.
    fn table_for(&self, session: Session) -> Box<PlayState> {
        let mut play = Box::new(PlayState::new(session, &self.dirs.autosave));
        if let Some(zoom) = self.settings.board_zoom.get(play.plugin_id()) {
            play.zoom = zoom.clamp(
                *super::board::ZOOM_RANGE.start(),
                *super::board::ZOOM_RANGE.end(),
            );
        }
        play
    }

    fn shortcuts(&mut self, ui: &mut Ui) {
        if self.settings_open || self.rules_for.is_some() || self.in_app_dialog.is_some() {
            return;
        }
        let (save, open, undo) = ui.input_mut(|i| {
            (
                i.consume_shortcut(&SAVE_SHORTCUT),
                i.consume_shortcut(&OPEN_SHORTCUT),
                i.consume_shortcut(&UNDO_SHORTCUT),
            )
        });
        if save {
            self.save_with_dialog();
        }
        if open && let Some(play) = self.load_with_dialog() {
            self.screen = Screen::Play(play);
        }
        if undo && let Screen::Play(play) = &mut self.screen {
            play.undo(&mut self.notices, &self.l10n);
        }
    }

    fn top_bar_ui(&mut self, ui: &mut Ui) {
        let p = theme::palette(ui);
        let mut go: Option<ScreenKind> = None;
        let mut play_action = None;
        egui::Panel::top("top-bar")
            .frame(
                egui::Frame::new()
                    .fill(p.panel)
                    .inner_margin(egui::Margin::symmetric(16, 8))
                    .stroke(egui::Stroke::new(1.0, p.border)),
            )
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    brand_ui(ui, &self.l10n.tr("app-name"));
                    ui.add_space(12.0);
                    // The settings sit at the right end; the rest gets the room left of them.
                    let settings_label = self.l10n.tr("menu-settings");
                    let room = ui.available_width()
                        - ui_ext::icon_button_width(ui, Some(&settings_label))
                        - 2.0 * ui.spacing().item_spacing.x;
                    ui.scope(|ui| {
                        ui.set_max_width(room.max(0.0));
                        let kind = self.screen_kind();
                        match &mut self.screen {
                            Screen::Play(play) => {
                                let name = self.l10n.plugin_tr(
                                    play.plugin_id(),
                                    &play.session().plugin().manifest().name,
                                );
                                play_action = play::toolbar_ui(ui, &**play, &name, &self.l10n);
                            }
                            Screen::Online(table) => {
                                let rules = has_rules(&self.catalog, table.plugin_id());
                                match remote::toolbar_ui(ui, table, rules, &self.l10n) {
                                    Some(RemoteAction::Leave) => go = Some(ScreenKind::Library),
                                    Some(RemoteAction::Rules) => {
                                        play_action = Some(PlayAction::ShowRules)
                                    }
                                    None => {}
                                }
                            }
                            _ => {
                                let library =
                                    ui_ext::icon_button(Icon::Shelf, self.l10n.tr("menu-library"))
                                        .selected(kind == ScreenKind::Library);
                                if ui.add(library).clicked() {
                                    go = Some(ScreenKind::Library);
                                }
                                let saves =
                                    ui_ext::icon_button(Icon::Open, self.l10n.tr("menu-saves"))
                                        .selected(kind == ScreenKind::Saves);
                                if ui.add(saves).clicked() {
                                    go = Some(ScreenKind::Saves);
                                }
                            }
                        }
                    });
                    ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                        if ui
                            .add(ui_ext::icon_button(Icon::Gear, settings_label))
                            .clicked()
                        {
                            self.settings_open = true;
                        }
                    });
                });
            });
        match go {
            Some(ScreenKind::Library) => self.screen = self.library_screen(),
            Some(ScreenKind::Saves) => {
                self.saves = SavesBrowser::scan(&self.dirs);
                self.screen = Screen::Saves;
            }
            _ => {}
        }
        if let Some(action) = play_action {
            self.play_action(action);
        }
    }

    fn play_action(&mut self, action: PlayAction) {
        match action {
            PlayAction::Leave => self.screen = self.library_screen(),
            PlayAction::PlayAgain => {
                let Screen::Play(play) = &self.screen else {
                    return;
                };
                let setup = GameSetup {
                    plugin: Arc::clone(play.session().plugin()),
                    seats: play.session().seats().to_vec(),
                    seed: crate::core::session::random_seed(),
                    options: play.session().options().clone(),
                    online: Vec::new(),
                };
                if let Some(play) = self.start(&setup) {
                    self.screen = Screen::Play(play);
                }
            }
            PlayAction::Save => self.save_with_dialog(),
            PlayAction::Replay => {
                let Screen::Play(play) = &self.screen else {
                    return;
                };
                match Replay::of_session(play.session()).and_then(ReplayState::new) {
                    Ok(replay) => self.screen = Screen::Replay(Box::new(replay)),
                    Err(e) => {
                        let id = play.plugin_id().to_owned();
                        self.report("error-replay", &e, Some(&id));
                    }
                }
            }
            PlayAction::Load => {
                if let Some(play) = self.load_with_dialog() {
                    self.screen = Screen::Play(play);
                }
            }
            PlayAction::Undo => {
                if let Screen::Play(play) = &mut self.screen {
                    play.undo(&mut self.notices, &self.l10n);
                }
            }
            PlayAction::ShowRules => {
                if let Screen::Online(table) = &mut self.screen {
                    let id = table.plugin_id().to_owned();
                    let section = table.table_ui().rules_section.take();
                    self.remote_rules(id, section);
                } else if let Screen::Play(play) = &mut self.screen {
                    let id = play.plugin_id().to_owned();
                    let section = play.rules_section.take();
                    self.open_rules(id.clone());
                    if let Some(section) = section {
                        self.rules_markdown
                            .scroll_to_heading(&rules_viewer_id(&id), Some(section));
                    }
                }
            }
        }
    }

    fn library_action(&mut self, action: LibraryAction, screen: &mut Screen) {
        match action {
            LibraryAction::NewGame(id) => {
                if let Some(plugin) = self.catalog.get(&id) {
                    *screen = Screen::NewGame(Box::new(NewGameForm::remembering(
                        Arc::clone(plugin),
                        &self.settings.last_seats,
                        self.settings.seats_by_game.get(&id).map(Vec::as_slice),
                    )));
                }
            }
            LibraryAction::Rules(id) => self.open_rules(id),
            LibraryAction::Load(path) => {
                if let Some(play) = self.load(&path) {
                    *screen = Screen::Play(play);
                }
            }
            LibraryAction::Replay(path) => {
                if let Some(replay) = self.replay_of_file(&path) {
                    *screen = Screen::Replay(replay);
                }
            }
            LibraryAction::OpenSaves => {
                self.saves = SavesBrowser::scan(&self.dirs);
                *screen = Screen::Saves;
            }
            LibraryAction::Join => {
                *screen = Screen::Join(Box::new(JoinScreen::new(
                    self.settings.net_config(),
                    self.dirs.root.clone(),
                )));
            }
        }
    }

    /// Starts a game and hosts it online; the host's player takes a seat at it. Errors become
    /// a banner.
    fn host_online(&mut self, setup: &GameSetup, ctx: &egui::Context) -> Option<Box<RemoteTable>> {
        let session = match Session::start(
            &setup.plugin,
            setup.seats.clone(),
            setup.seed,
            setup.options.clone(),
        ) {
            Ok(session) => session,
            Err(e) => {
                self.report("error-start", &e, Some(setup.plugin.id()));
                return None;
            }
        };
        let file = self
            .dirs
            .saves
            .join(format!("online-{}", session.autosave_name()));
        let local = (0..setup.seats.len() as u32)
            .filter(|s| !setup.online.contains(s))
            .collect();
        self.host_file(session, file, Some(local), ctx)
    }

    /// Hosts a session kept in `file` (a save hosted before gets the same invite code) with
    /// the seats in `local` played at this screen (`None`: as when it was hosted before).
    fn host_file(
        &mut self,
        session: Session,
        file: std::path::PathBuf,
        local: Option<Vec<u32>>,
        ctx: &egui::Context,
    ) -> Option<Box<RemoteTable>> {
        let hosted = super::online::hosting::host_table(
            session,
            file,
            local,
            self.settings.net_config(),
            self.dirs.root.clone(),
            Some(ctx.clone()),
        );
        match hosted {
            Ok(table) => {
                self.notices.clear();
                Some(Box::new(table))
            }
            Err(e) => {
                self.notices.error(self.l10n.tr("net-host-failed"), Some(e));
                None
            }
        }
    }

    /// Hosts a save file again (its host record keeps the invite code and the seats'
    /// secrets, so every player takes their seat back).
    pub fn host_again(&mut self, path: &Path, ctx: &egui::Context) -> Option<Box<RemoteTable>> {
        let session = SaveFile::read(path)
            .map_err(SessionError::from)
            .and_then(|save| Session::restore(&save, &self.catalog));
        match session {
            Ok(session) => self.host_file(session, path.to_owned(), None, ctx),
            Err(e) => {
                self.report("error-load", &e, None);
                None
            }
        }
    }

    /// Starts a game; errors become a banner.
    fn start(&mut self, setup: &GameSetup) -> Option<Box<PlayState>> {
        match Session::start(
            &setup.plugin,
            setup.seats.clone(),
            setup.seed,
            setup.options.clone(),
        ) {
            Ok(session) => {
                self.notices.clear();
                let mut play = self.table_for(session);
                play.autosave(&mut self.notices, &self.l10n);
                Some(play)
            }
            Err(e) => {
                self.report("error-start", &e, Some(setup.plugin.id()));
                None
            }
        }
    }

    /// Loads a save file; a broken file's precise message becomes a banner.
    pub fn load(&mut self, path: &Path) -> Option<Box<PlayState>> {
        let result = SaveFile::read(path)
            .map_err(SessionError::from)
            .and_then(|save| Session::restore(&save, &self.catalog));
        match result {
            Ok(session) => {
                self.notices.clear();
                if session.rebuilt() {
                    self.notices.info(self.l10n.tr("notice-rebuilt"));
                } else if session.history_broken() {
                    self.notices.info(self.l10n.tr("notice-history-broken"));
                }
                let file = path
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default();
                self.notices.info(
                    self.l10n
                        .tr_args("notice-loaded", &[("file", FluentValue::from(file))]),
                );
                if let Screen::Play(old) = &mut self.screen {
                    old.stop_bots();
                }
                Some(self.table_for(session))
            }
            Err(e) => {
                self.report("error-load", &e, None);
                None
            }
        }
    }

    fn load_with_dialog(&mut self) -> Option<Box<PlayState>> {
        let request = DialogRequest {
            title: self.l10n.tr("dialog-open-title"),
            directory: self.dirs.saves.clone(),
            file_name: String::new(),
            filter_name: self.l10n.tr("dialog-filter"),
        };
        let path = self.dialogs.open_path(&request);
        if path.is_none() && self.dialogs.unavailable() {
            self.in_app_dialog = Some(InAppDialog::open(&request));
        }
        self.load(&path?)
    }

    /// Saves the game being played where the player chooses.
    pub fn save_with_dialog(&mut self) {
        let Screen::Play(play) = &self.screen else {
            return;
        };
        let stamp: String = crate::core::save::now()
            .to_string()
            .chars()
            .filter(|c| c.is_ascii_digit())
            .take(12)
            .collect();
        let request = DialogRequest {
            title: self.l10n.tr("dialog-save-title"),
            directory: self.dirs.saves.clone(),
            file_name: super::dialogs::unused_save_name(
                &self.dirs.saves,
                &format!("{}-{stamp}", play.plugin_id()),
            ),
            filter_name: self.l10n.tr("dialog-filter"),
        };
        let Some(path) = self.dialogs.save_path(&request) else {
            if self.dialogs.unavailable() {
                self.in_app_dialog = Some(InAppDialog::save(&request));
            }
            return;
        };
        self.save_to(&with_toml_extension(&path));
    }

    /// Saves the game being played to a file; a toast says where.
    pub fn save_to(&mut self, path: &Path) {
        let path = path.to_owned();
        let result = match &self.screen {
            Screen::Play(play) => play.session().save_to(&path),
            _ => return,
        };
        match result {
            Ok(()) => {
                let shown = path.display().to_string();
                self.notices.info(
                    self.l10n
                        .tr_args("notice-saved-to", &[("path", FluentValue::from(shown))]),
                );
                self.saves = SavesBrowser::scan(&self.dirs);
            }
            Err(e) => {
                let plugin_id = self.play().map(|p| p.plugin_id().to_owned());
                self.report("error-save", &e, plugin_id.as_deref());
            }
        }
    }

    fn report(&mut self, title_id: &str, error: &SessionError, plugin_id: Option<&str>) {
        let l10n = &self.l10n;
        let names = |seat: u32| l10n.default_seat_name(seat);
        let (title, detail) = errors::describe(
            l10n,
            title_id,
            error,
            &ErrorContext {
                plugin_id,
                seat_name: &names,
            },
        );
        self.notices.error(title, detail);
    }

    /// The launcher's own save or open dialog (when the desktop offers none).
    pub fn in_app_dialog(&self) -> Option<&InAppDialog> {
        self.in_app_dialog.as_ref()
    }

    fn in_app_dialog_ui(&mut self, ctx: &egui::Context) {
        let Some(mut dialog) = self.in_app_dialog.take() else {
            return;
        };
        let l10n = &self.l10n;
        let mut go = false;
        let mut cancel = false;
        let mut picked: Option<std::path::PathBuf> = None;
        // For opening: the readable saves, then the autosaves, each as the game, the players
        // and the local time.
        let lists: Vec<(String, Vec<(String, std::path::PathBuf)>)> = if dialog.saving {
            Vec::new()
        } else {
            [
                (l10n.tr("saves-yours"), &self.saves.saves),
                (l10n.tr("saves-autosaves"), &self.saves.autosaves),
            ]
            .into_iter()
            .map(|(heading, entries)| {
                let rows = entries
                    .iter()
                    .filter_map(|e| e.info.as_ref().ok())
                    .map(|summary| {
                        let text = saves::summary_text(
                            summary,
                            &self.catalog,
                            self.time_zone.as_ref(),
                            l10n,
                        );
                        (text, summary.path.clone())
                    })
                    .collect::<Vec<_>>();
                (heading, rows)
            })
            .filter(|(_, rows)| !rows.is_empty())
            .collect()
        };
        let response = egui::Modal::new(Id::unique("in-app-file-dialog"))
            .frame(modal_frame(ctx))
            .show(ctx, |ui| {
                ui.set_max_width(560.0);
                let title = if dialog.saving {
                    l10n.tr("dialog-save-title")
                } else {
                    l10n.tr("dialog-open-title")
                };
                ui.heading(title);
                ui.add_space(6.0);
                ui_ext::hint(
                    ui,
                    &l10n.tr_args(
                        "dialog-in-app-folder",
                        &[(
                            "folder",
                            FluentValue::from(dialog.request_dir.display().to_string()),
                        )],
                    ),
                );
                ui.add_space(6.0);
                if !lists.is_empty() {
                    ScrollArea::vertical().max_height(220.0).show(ui, |ui| {
                        ui.set_width(ui.available_width());
                        for (heading, rows) in &lists {
                            ui.label(
                                RichText::new(heading)
                                    .small()
                                    .color(theme::palette(ui).ink_weak),
                            );
                            for (text, path) in rows {
                                let row = ui
                                    .add(egui::Button::selectable(false, text.as_str()).wrap())
                                    .on_hover_text(path.display().to_string());
                                if row.clicked() {
                                    picked = Some(path.clone());
                                }
                            }
                            ui.add_space(4.0);
                        }
                    });
                    ui.add_space(6.0);
                }
                ui.label(if dialog.saving {
                    l10n.tr("dialog-in-app-name")
                } else {
                    l10n.tr("dialog-in-app-path")
                });
                let field = ui
                    .add(egui::TextEdit::singleline(&mut dialog.name).desired_width(f32::INFINITY));
                if field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter)) {
                    go = true;
                }
                // Saving over a file says so before it happens.
                let replaces = dialog.saving && dialog.path().is_some_and(|p| p.exists());
                if replaces {
                    ui.add_space(4.0);
                    ui.label(
                        RichText::new(l10n.tr("dialog-in-app-exists"))
                            .color(theme::palette(ui).danger),
                    );
                }
                ui.add_space(10.0);
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    let label = if replaces {
                        l10n.tr("dialog-replace")
                    } else if dialog.saving {
                        l10n.tr("play-save")
                    } else {
                        l10n.tr("play-load")
                    };
                    if ui
                        .add_enabled(
                            dialog.path().is_some(),
                            ui_ext::primary_button(ui, None, &label),
                        )
                        .clicked()
                    {
                        go = true;
                    }
                    if ui.button(l10n.tr("play-cancel")).clicked() {
                        cancel = true;
                    }
                });
            });
        if response.should_close() {
            cancel = true;
        }
        let target = picked.or_else(|| go.then(|| dialog.path()).flatten());
        match target {
            Some(path) if dialog.saving => self.save_to(&path),
            Some(path) => {
                if let Some(play) = self.load(&path) {
                    self.screen = Screen::Play(play);
                }
            }
            None if !cancel => self.in_app_dialog = Some(dialog),
            None => {}
        }
    }

    fn settings_modal(&mut self, ctx: &egui::Context) {
        if !self.settings_open {
            return;
        }
        let mut settings = self.settings.clone();
        let (changed, closed) = dialog_ui(
            ctx,
            "settings-modal",
            &self.l10n.tr("settings-done"),
            |ui| {
                let changed = settings::settings_ui(ui, &mut settings, &self.l10n);
                ui.add_space(4.0);
                changed
            },
        );
        if changed {
            self.set_settings(settings);
        }
        if closed {
            self.settings_open = false;
        }
    }

    /// Opens a game's rules reference, at the top.
    /// The rules of a table joined or hosted online: this launcher's copy of the game's
    /// rules when it has the game, else a notice that they are not available here.
    fn remote_rules(&mut self, id: String, section: Option<String>) {
        if has_rules(&self.catalog, &id) {
            self.open_rules(id.clone());
            if let Some(section) = section {
                self.rules_markdown
                    .scroll_to_heading(&rules_viewer_id(&id), Some(section));
            }
        } else {
            self.notices.info(self.l10n.tr("online-rules-missing"));
        }
    }

    fn open_rules(&mut self, id: String) {
        self.rules_for = Some(id);
        self.rules_opened = self.rules_opened.wrapping_add(1);
    }

    fn rules_modal(&mut self, ctx: &egui::Context) {
        let Some(id) = self.rules_for.clone() else {
            return;
        };
        let Some(plugin) = self.catalog.get(&id).cloned() else {
            self.rules_for = None;
            return;
        };
        let ((), closed) = dialog_ui(ctx, "rules-modal", &self.l10n.tr("rules-close"), |ui| {
            let manifest = plugin.manifest();
            ui.set_max_width(620.0);
            ui.label(RichText::new(self.l10n.tr("rules-title")).color(theme::palette(ui).ink_weak));
            ui.heading(self.l10n.plugin_tr(&id, &manifest.name));
            ui.add_space(8.0);
            // The rules are Markdown: headings, lists and emphasis.
            let text = self.l10n.plugin_tr(&id, &manifest.rules);
            ScrollArea::vertical()
                .id_salt(("rules", &id, self.rules_opened))
                .max_height(ctx.content_rect().height() * 0.6)
                .show(ui, |ui| {
                    egui_commonmark::CommonMarkViewer::new()
                        .enable_scroll_to_heading(true)
                        .show_with_id(rules_viewer_id(&id), ui, &mut self.rules_markdown, &text);
                });
            ui.add_space(12.0);
        });
        if closed {
            self.rules_for = None;
        }
    }
}

/// The Markdown viewer of a game's rules (its scroll requests are addressed by this id).
fn rules_viewer_id(game: &str) -> egui::Id {
    egui::Id::unique(("rules-viewer", game))
}

/// A modal dialog with `body` and a primary close button at the bottom right. Returns what
/// `body` returned and whether the dialog was closed (the button, Escape, or a click outside).
fn dialog_ui<R>(
    ctx: &egui::Context,
    id: &str,
    close_label: &str,
    body: impl FnOnce(&mut Ui) -> R,
) -> (R, bool) {
    let mut close = false;
    let response = egui::Modal::new(Id::unique(id))
        .frame(modal_frame(ctx))
        .show(ctx, |ui| {
            let inner = body(ui);
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                if ui
                    .add(ui_ext::primary_button(ui, None, close_label))
                    .clicked()
                {
                    close = true;
                }
            });
            inner
        });
    let closed = close || response.should_close();
    (response.inner, closed)
}

/// The frame of dialogs: a card on the table.
fn modal_frame(ctx: &egui::Context) -> egui::Frame {
    let style = ctx.global_style();
    let p = theme::palette_for(style.visuals.dark_mode);
    egui::Frame::new()
        .fill(p.surface)
        .stroke(egui::Stroke::new(1.0, p.border))
        .corner_radius(egui::CornerRadius::same(16))
        .inner_margin(egui::Margin::same(28))
        .shadow(style.visuals.window_shadow)
}

/// The little Parlour mark and name.
fn brand_ui(ui: &mut Ui, name: &str) {
    let p = theme::palette(ui);
    let (rect, _) = ui.allocate_exact_size(vec2(28.0, 28.0), egui::Sense::hover());
    let painter = ui.painter();
    painter.circle_filled(rect.center(), 13.0, p.accent);
    // A pawn on the mark.
    let c = rect.center();
    painter.circle_filled(c + vec2(0.0, -4.0), 3.6, p.on_accent);
    painter.add(egui::Shape::convex_polygon(
        vec![
            c + vec2(-3.0, -1.0),
            c + vec2(3.0, -1.0),
            c + vec2(5.5, 7.0),
            c + vec2(-5.5, 7.0),
        ],
        p.on_accent,
        egui::Stroke::NONE,
    ));
    ui.label(RichText::new(name).size(20.0).strong().color(p.accent));
}

/// The margins of the launcher's own screens (library, new game, saves, joining).
const SCREEN_MARGIN: egui::Margin = egui::Margin::symmetric(32, 20);

/// A screen of the launcher's own, not a table: the background, its margins and the notices
/// above what `add` draws.
fn screen_panel<R>(
    ui: &mut Ui,
    margin: egui::Margin,
    notices: &mut Notices,
    l10n: &Localizer,
    add: impl FnOnce(&mut Ui) -> R,
) -> R {
    let p = theme::palette(ui);
    egui::CentralPanel::default()
        .frame(egui::Frame::new().fill(p.background).inner_margin(margin))
        .show(ui, |ui| {
            notices.notices_ui(ui, l10n);
            add(ui)
        })
        .inner
}

impl eframe::App for ParlourApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        ParlourApp::ui(self, ui);
    }
}

/// Whether this launcher has the game's rules (a table joined online may be of a game that
/// is not installed here).
fn has_rules(catalog: &Catalog, id: &str) -> bool {
    catalog
        .get(id)
        .is_some_and(|plugin| !plugin.manifest().rules.is_empty())
}
