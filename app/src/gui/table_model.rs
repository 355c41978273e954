//! The seam between drawing a table and driving it. The play screen ([`super::play`]) and the
//! results ([`super::end_screen`]) draw from a [`TableModel`]: the seats, the status, the
//! localised view, choices and log ([`Cache`]) and the move being composed, and they hand the
//! player's clicks back to it. Two kinds of table implement it:
//!
//! * [`PlayState`]: a game at this screen, around a `Session` (bots, hotseat, undo, autosave);
//! * [`super::online::remote::RemoteTable`]: a table joined online, drawn from what the host
//!   sends (no plugin needed), its clicks sent to the host.

use std::hash::{Hash, Hasher};
use std::sync::Arc;

use parlour_plugin_api::Status;

use super::notices::Notices;
use super::settings::Settings;
use super::table::{Cache, Composing, PlayState};
use crate::core::i18n::Localizer;
use crate::core::save::SeatInfo;

/// Where the board gets the game's pictures.
pub type Assets = Box<dyn Fn(&str) -> Option<Arc<[u8]>>>;

/// The drawing's own state of a table, kept by the model between frames: the board's zoom
/// and pan, a chooser opened on a piece, a rules section asked for, the final board shown.
pub struct TableUi<'a> {
    pub zoom: &'a mut f32,
    pub pan: &'a mut egui::Vec2,
    pub zoom_changed: &'a mut bool,
    pub chooser: &'a mut Option<parlour_widgets::Chooser>,
    pub rules_section: &'a mut Option<String>,
    pub show_final_board: &'a mut bool,
}

/// What a table's drawing reads and where it sends the player's clicks.
pub trait TableModel {
    /// The game's id (for its texts and assets).
    fn plugin_id(&self) -> &str;
    /// The seats with their names and who plays them.
    fn seats(&self) -> &[SeatInfo];
    /// Whether a bot plays the seat.
    fn is_bot(&self, seat: u32) -> bool;
    fn status(&self) -> &Status;
    /// The seat whose board is shown (`None`: a spectator's view).
    fn viewer(&self) -> Option<u32>;
    /// Identifies the game and viewer: a new one is fitted to the table afresh.
    fn board_key(&self) -> u64;
    /// The seat waiting behind the hotseat curtain.
    fn curtain(&self) -> Option<u32> {
        None
    }
    /// The player at the screen is the seat behind the curtain.
    fn reveal(&mut self) {}
    /// Counts changes of the game.
    fn revision(&self) -> u64;
    fn composing(&self) -> &Composing;
    /// The seat that must choose at this screen now.
    fn active_human(&self) -> Option<u32>;
    /// The view, the choices and the log, localised.
    fn cache(&mut self, l10n: &Localizer) -> &Cache;
    fn choose(&mut self, id: u64, notices: &mut Notices, l10n: &Localizer);
    fn back(&mut self);
    fn cancel(&mut self);
    fn confirm(&mut self, notices: &mut Notices, l10n: &Localizer);
    fn can_undo(&self) -> bool;
    fn hover_log(&mut self, action: Option<usize>);
    fn hover_option(&mut self, id: Option<u64>);
    /// Whether this screen runs bots (then they can be paused).
    fn has_bots(&self) -> bool {
        false
    }
    /// The seat a bot of this screen thinks for.
    fn thinking(&self) -> Option<u32> {
        None
    }
    /// How far the bot that decides now has come (a bot of this screen only).
    fn bot_progress(&self, _now: f64) -> Option<super::bot::Progress> {
        None
    }
    fn bots_paused(&self) -> bool {
        false
    }
    fn set_bots_paused(&mut self, _paused: bool) {}
    /// The game's pictures by name (the board draws without those it does not get).
    fn assets(&self) -> Assets;
    /// Once a frame, before drawing: bots move, or what the host sent is taken in.
    fn drive(
        &mut self,
        ctx: &egui::Context,
        settings: &Settings,
        notices: &mut Notices,
        l10n: &Localizer,
    );
    fn table_ui(&mut self) -> TableUi<'_>;
    /// Whether the game is played at this screen (then it can be played again or replayed
    /// from its end); false for a table joined online.
    fn is_local(&self) -> bool {
        true
    }
    /// More of the side panel, above the log (the chat of an online table).
    fn side_extra_ui(&mut self, _ui: &mut egui::Ui, _l10n: &Localizer) {}
}

impl TableModel for PlayState {
    fn plugin_id(&self) -> &str {
        PlayState::plugin_id(self)
    }
    fn seats(&self) -> &[SeatInfo] {
        self.session().seats()
    }
    fn is_bot(&self, seat: u32) -> bool {
        self.session().is_bot(seat)
    }
    fn status(&self) -> &Status {
        PlayState::status(self)
    }
    fn viewer(&self) -> Option<u32> {
        PlayState::viewer(self)
    }
    fn board_key(&self) -> u64 {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        (self.session().autosave_name(), PlayState::viewer(self)).hash(&mut h);
        h.finish()
    }
    fn curtain(&self) -> Option<u32> {
        PlayState::curtain(self)
    }
    fn reveal(&mut self) {
        PlayState::reveal(self)
    }
    fn revision(&self) -> u64 {
        PlayState::revision(self)
    }
    fn composing(&self) -> &Composing {
        PlayState::composing(self)
    }
    fn active_human(&self) -> Option<u32> {
        PlayState::active_human(self)
    }
    fn cache(&mut self, l10n: &Localizer) -> &Cache {
        PlayState::cache(self, l10n)
    }
    fn choose(&mut self, id: u64, notices: &mut Notices, l10n: &Localizer) {
        PlayState::choose(self, id, notices, l10n)
    }
    fn back(&mut self) {
        PlayState::back(self)
    }
    fn cancel(&mut self) {
        PlayState::cancel(self)
    }
    fn confirm(&mut self, notices: &mut Notices, l10n: &Localizer) {
        PlayState::confirm(self, notices, l10n)
    }
    fn can_undo(&self) -> bool {
        PlayState::can_undo(self)
    }
    fn hover_log(&mut self, action: Option<usize>) {
        PlayState::hover_log(self, action)
    }
    fn hover_option(&mut self, id: Option<u64>) {
        PlayState::hover_option(self, id)
    }
    fn has_bots(&self) -> bool {
        PlayState::has_bots(self)
    }
    fn thinking(&self) -> Option<u32> {
        PlayState::thinking(self)
    }
    fn bot_progress(&self, now: f64) -> Option<super::bot::Progress> {
        PlayState::bot_progress(self, now)
    }
    fn bots_paused(&self) -> bool {
        self.bots_paused
    }
    fn set_bots_paused(&mut self, paused: bool) {
        self.bots_paused = paused;
    }
    fn assets(&self) -> Assets {
        let plugin = Arc::clone(self.session().plugin());
        Box::new(move |name| plugin.asset(name))
    }
    fn drive(
        &mut self,
        ctx: &egui::Context,
        settings: &Settings,
        notices: &mut Notices,
        l10n: &Localizer,
    ) {
        self.drive_bots(ctx, settings, notices, l10n);
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
}
