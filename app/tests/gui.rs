//! The launcher driven through egui_kittest, with the real example plugin library loaded
//! through the C ABI, fake file dialogs and a temporary data directory per test.

use crate::common;

use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use egui_kittest::kittest::Queryable;
use egui_kittest::{Harness, SnapshotOptions};
use parlour::core::discovery::Catalog;
use parlour::core::i18n::Lang;
use parlour::core::save::SaveFile;
use parlour::gui::{
    BotSpeed, DialogRequest, FileDialogs, ParlourApp, ScreenKind, Settings, ThemeChoice,
};

// ---------------------------------------------------------------------------------------------
// Helpers

/// The built example plugin (cargo builds it as a dev-dependency of these tests).
fn example_library() -> PathBuf {
    common::built_library("parlour_example")
}

/// File dialogs that answer from queues and record what they were asked.
#[derive(Clone, Default)]
struct FakeDialogs {
    save_answers: Arc<Mutex<VecDeque<PathBuf>>>,
    open_answers: Arc<Mutex<VecDeque<PathBuf>>>,
    requests: Arc<Mutex<Vec<DialogRequest>>>,
    /// Acts like a desktop without a file-dialog portal.
    no_portal: Arc<std::sync::atomic::AtomicBool>,
}

impl FakeDialogs {
    fn answer_save(&self, path: &Path) {
        self.save_answers.lock().unwrap().push_back(path.to_owned());
    }
    fn answer_open(&self, path: &Path) {
        self.open_answers.lock().unwrap().push_back(path.to_owned());
    }
}

impl FileDialogs for FakeDialogs {
    fn save_path(&mut self, request: &DialogRequest) -> Option<PathBuf> {
        self.requests.lock().unwrap().push(request.clone());
        self.save_answers.lock().unwrap().pop_front()
    }
    fn open_path(&mut self, request: &DialogRequest) -> Option<PathBuf> {
        self.requests.lock().unwrap().push(request.clone());
        self.open_answers.lock().unwrap().pop_front()
    }
    fn unavailable(&self) -> bool {
        self.no_portal.load(std::sync::atomic::Ordering::Relaxed)
    }
}

use common::test_settings;

struct Table {
    harness: Harness<'static, ParlourApp>,
    dialogs: FakeDialogs,
    data: tempfile::TempDir,
    _plugins: Option<tempfile::TempDir>,
}

fn catalog_with(extra: &[PathBuf]) -> Catalog {
    let mut catalog = Catalog::default();
    catalog.add_file(&example_library());
    for path in extra {
        catalog.add_file(path);
    }
    catalog
}

fn table_with(settings: Settings, catalog: Catalog, plugins: Option<tempfile::TempDir>) -> Table {
    let data = tempfile::tempdir().expect("a temporary data directory");
    let dialogs = FakeDialogs::default();
    let app = ParlourApp::new_for_tests(catalog, settings, Box::new(dialogs.clone()), data.path());
    let harness = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_eframe(|_cc| app);
    let mut table = Table {
        harness,
        dialogs,
        data,
        _plugins: plugins,
    };
    table.settle();
    table
}

fn table(lang: Lang) -> Table {
    table_with(test_settings(lang), catalog_with(&[]), None)
}

impl Table {
    fn app(&self) -> &ParlourApp {
        self.harness.state()
    }

    /// A few frames: enough for clicks to take effect and layouts to settle, even while a
    /// spinner keeps repainting.
    fn settle(&mut self) {
        self.harness.run_steps(3);
    }

    fn click(&mut self, label: &str) {
        self.harness.get_by_label(label).click();
        self.settle();
    }

    fn click_nth(&mut self, label: &str, index: usize) {
        let nodes: Vec<_> = self.harness.get_all_by_label(label).collect();
        assert!(
            nodes.len() > index,
            "only {} nodes are labelled {label:?}",
            nodes.len()
        );
        nodes[index].click();
        self.settle();
    }

    fn has(&self, label: &str) -> bool {
        self.harness.query_all_by_label(label).next().is_some()
    }

    fn has_containing(&self, part: &str) -> bool {
        self.harness
            .query_all_by_label_contains(part)
            .next()
            .is_some()
    }

    /// Steps until `done` holds, sleeping a little between frames so bot threads can answer.
    fn wait_until(&mut self, what: &str, mut done: impl FnMut(&ParlourApp) -> bool) {
        let deadline = Instant::now() + Duration::from_secs(20);
        while !done(self.harness.state()) {
            assert!(Instant::now() < deadline, "timed out waiting until {what}");
            self.harness.step();
            std::thread::sleep(Duration::from_millis(5));
        }
        self.settle();
    }

    /// From the library: "New game" for the example, optionally a second human, a fixed seed.
    fn start_example(&mut self, second_human: bool, seed: Option<u64>) {
        self.click("New game");
        assert_eq!(self.app().screen_kind(), ScreenKind::NewGame);
        if second_human {
            self.click_nth("Human", 1);
        }
        if let Some(seed) = seed {
            self.fixed_seed("Use a fixed seed", "Seed", &seed.to_string());
        }
        self.click("Start game");
        assert_eq!(self.app().screen_kind(), ScreenKind::Play);
    }

    /// Ticks "use a fixed seed" (`fixed`) and types `value` into the seed field (`seed`),
    /// scrolling to them first (at 150 % they are below the fold), as a player would.
    fn fixed_seed(&mut self, fixed: &str, seed: &str, value: &str) {
        self.harness.get_by_label(fixed).scroll_to_me();
        self.settle();
        self.click(fixed);
        self.harness.get_by_label(seed).scroll_to_me();
        self.settle();
        self.harness.get_by_label(seed).focus();
        self.harness.step();
        self.harness.get_by_label(seed).type_text(value);
        self.settle();
    }

    /// [`Table::start_example`] with the bots paused from the game's first frame, before
    /// anything a bot chose can be played (the test clock runs a step per pass, and the first
    /// frames of a board take several passes to fit it).
    fn start_example_paused(&mut self, seed: u64) {
        self.click("New game");
        self.fixed_seed("Use a fixed seed", "Seed", &seed.to_string());
        self.harness.get_by_label("Start game").click();
        self.harness.step();
        assert_eq!(self.app().screen_kind(), ScreenKind::Play);
        self.harness
            .state_mut()
            .play_mut()
            .expect("the table")
            .bots_paused = true;
        self.settle();
        assert!(self.has("Resume bots"));
    }

    /// Waits until the bot has bid in Sealed Bids and the board has fitted itself to the
    /// table (over a few frames), so that pictures and pointer positions are stable.
    fn settle_after_bot_bid(&mut self) {
        self.wait_until("the bot has bid", |app| {
            app.play().is_some_and(|p| !p.session().log().is_empty())
        });
        self.harness.run_steps(10);
    }

    fn log_len(&self) -> usize {
        self.app().play().map_or(0, |p| p.session().log().len())
    }

    fn game_over(&self) -> bool {
        self.app()
            .play()
            .is_some_and(|p| p.session().status().game_over)
    }

    /// The label of the first legal action of the human at the screen.
    fn first_action_label(&self) -> Option<String> {
        let play = self.app().play()?;
        let seat = play.active_human()?;
        let action = play.session().actions(seat).ok()?.into_iter().next()?;
        let card = action.action.get("bid")?.as_u64()?;
        Some(format!("Bid {card}"))
    }
}

impl Table {
    /// Renders the window and compares it with the stored image.
    fn snapshot(&mut self, name: &str, options: &SnapshotOptions) {
        self.harness.remove_cursor();
        self.harness.run_steps(2);
        self.harness.snapshot_options(name, options);
    }
}

fn snapshot_options() -> SnapshotOptions {
    // Software rasterisers (lavapipe, llvmpipe) differ in anti-aliasing from GPUs: allow small
    // per-pixel differences, and a few hundred pixels of edge noise on these large images.
    SnapshotOptions::new().threshold(2.0).max_failed_pixels(600)
}

// ---------------------------------------------------------------------------------------------
// Tests

#[test]
fn the_library_shows_the_example_game_with_its_players_and_description() {
    let mut t = table(Lang::En);
    assert_eq!(t.app().screen_kind(), ScreenKind::Library);
    assert!(t.has("Your game shelf"));
    assert!(t.has("Sealed Bids"), "the game's localised name");
    assert!(t.has("2 players"));
    assert!(
        t.has_containing("both players bid for each prize card"),
        "the description"
    );
    assert!(t.has("Plugins: 1 loaded, 0 refused"));
    t.harness.run();
    t.snapshot("library", &snapshot_options());
}

/// A player on the keyboard takes no focus outline along to the next screen: the button that
/// led there is gone, and the widgets of the new screen that share its id (the top bar's, or
/// one at the same place) stay unmarked until Tab.
#[test]
fn a_screen_change_clears_the_keyboard_focus() {
    let mut t = table(Lang::En);
    let focused = |t: &Table| t.harness.ctx.memory(|m| m.focused());
    for (label, screen) in [
        ("New game", ScreenKind::NewGame),
        ("Start game", ScreenKind::Play),
        ("Library", ScreenKind::Library),
    ] {
        t.harness.get_by_label(label).focus();
        t.settle();
        assert!(focused(&t).is_some(), "{label} has the focus");
        t.harness.key_press(egui::Key::Enter);
        t.settle();
        assert_eq!(t.app().screen_kind(), screen, "Enter on {label}");
        assert_eq!(focused(&t), None, "the focus after {label}");
    }
    // Tab still starts at the first button of the screen.
    t.harness.key_press(egui::Key::Tab);
    t.settle();
    assert!(focused(&t).is_some(), "Tab gives the focus again");
}

#[test]
fn a_refused_plugin_file_is_listed_with_its_reason() {
    let plugins = tempfile::tempdir().unwrap();
    let bogus = plugins.path().join("libbogus.so");
    std::fs::write(&bogus, "this is not a shared library").unwrap();
    let catalog = catalog_with(&[bogus]);
    let mut t = table_with(test_settings(Lang::En), catalog, Some(plugins));
    assert!(t.has("Plugins: 1 loaded, 1 refused"));
    assert!(!t.has("libbogus.so"), "the panel opens collapsed");
    t.click("Plugins: 1 loaded, 1 refused");
    assert!(t.has("libbogus.so"), "the refused file is named");
    assert!(
        t.has("This file is not a Parlour game."),
        "the refusal in plain words"
    );
    t.click("Details");
    assert!(t.has("Refused"));
    let reason = {
        let catalog_reason = Catalog::from_dirs(&[t._plugins.as_ref().unwrap().path().to_owned()]);
        catalog_reason
            .refused()
            .next()
            .map(|(_, r)| r.to_owned())
            .unwrap()
    };
    assert!(t.has(&reason), "the reason {reason:?} is shown");
}

#[test]
fn a_cut_short_plugin_file_is_explained_as_incomplete() {
    let plugins = tempfile::tempdir().unwrap();
    let bytes = std::fs::read(example_library()).unwrap();
    let cut = plugins.path().join("libcut.so");
    std::fs::write(&cut, &bytes[..bytes.len() / 2]).unwrap();
    let catalog = catalog_with(&[cut]);
    let reason = catalog.refused().next().map(|(_, r)| r.to_owned()).unwrap();
    assert!(reason.contains("cut short"), "{reason}");
    let mut t = table_with(test_settings(Lang::En), catalog, Some(plugins));
    t.click("Plugins: 1 loaded, 1 refused");
    assert!(t.has("libcut.so"));
    assert!(
        t.has_containing("This file is incomplete"),
        "a cut-short file is explained in plain words"
    );
    t.click("Details");
    assert!(t.has(&reason), "the technical reason behind Details");
}

/// A board is fitted to the table within the frame it first appears in: the card a player
/// aims at in the first frame is where it stays, so the first click lands on it.
#[test]
fn the_board_does_not_move_after_its_first_frame() {
    let mut t = table(Lang::En);
    // Two humans at one screen, no bot to change the board meanwhile: the board appears when
    // the first player lifts the curtain.
    t.start_example(true, Some(11));
    t.harness.get_by_label_contains("show my board").click();
    t.harness.step();
    let label = t.first_action_label().expect("a legal bid");
    let card = format!("{label} for ");
    // The first frame that shows the card.
    let mut frames = 0;
    while t.harness.query_by_label_contains(&card).is_none() {
        t.harness.step();
        frames += 1;
        assert!(frames < 5, "the board never appeared");
    }
    let first = t.harness.get_by_label_contains(&card).rect();
    t.harness.run_steps(20);
    let settled = t.harness.get_by_label_contains(&card).rect();
    // Once fitted, a frame is one pass: nothing keeps asking for another.
    let passes = t.harness.ctx.cumulative_pass_nr();
    t.harness.run_steps(10);
    assert_eq!(
        t.harness.ctx.cumulative_pass_nr() - passes,
        10,
        "extra passes per frame"
    );
    assert!(
        (first.min - settled.min).length() < 0.5 && (first.size() - settled.size()).length() < 0.5,
        "the card moved from {first:?} to {settled:?} after the first frame"
    );
}

/// A piece that stands for several moves asks which at the pointer: the menu lists them with
/// their labels, a pick plays it, Escape closes the menu and plays nothing.
#[test]
fn a_piece_with_several_moves_asks_which_at_the_pointer() {
    let mut t = table(Lang::En);
    t.start_example(true, Some(11));
    t.harness.get_by_label_contains("show my board").click();
    t.settle();
    let seat = t
        .app()
        .play()
        .unwrap()
        .active_human()
        .expect("a human to act");
    let ids: Vec<u64> = t.app().play().unwrap().session().actions(seat).unwrap()[..2]
        .iter()
        .map(|a| a.id)
        .collect();
    let open = |t: &mut Table| {
        t.harness.state_mut().play_mut().unwrap().chooser = Some(parlour_widgets::Chooser {
            choices: ids.clone(),
            at: egui::pos2(420.0, 300.0),
        });
        t.settle();
    };
    open(&mut t);
    assert!(t.has("Which move?"));
    t.harness.key_press(egui::Key::Escape);
    t.settle();
    assert!(!t.has("Which move?"), "Escape closes it");
    assert_eq!(t.log_len(), 0, "and plays nothing");
    open(&mut t);
    t.snapshot("chooser", &snapshot_options());
    // The menu's buttons come after the panel's, which read the same.
    let second = t
        .harness
        .get_all_by_label("Bid 2")
        .last()
        .expect("Bid 2 in the menu");
    second.click();
    t.settle();
    assert!(!t.has("Which move?"));
    assert_eq!(t.log_len(), 1, "the pick was played");
    assert!(t.app().play().unwrap().chooser.is_none());
}

#[test]
fn a_game_against_the_bot_is_played_to_the_end_by_clicking() {
    let mut t = table(Lang::En);
    t.start_example(false, Some(11));
    let mut rounds = 0;
    while !t.game_over() {
        t.wait_until("the human can bid or the game is over", |app| {
            app.play()
                .is_some_and(|p| p.active_human().is_some() || p.session().status().game_over)
        });
        if t.game_over() {
            break;
        }
        let label = t.first_action_label().expect("a legal bid");
        let before = t.log_len();
        if rounds % 2 == 0 {
            // The card in the hand on the board, named by its tooltip "Bid 3 for 7 points".
            let card = format!("{label} for ");
            t.harness.get_by_label_contains(&card).click();
            t.settle();
        } else {
            // The same move from the action panel.
            t.click(&label);
        }
        assert!(t.log_len() > before, "bidding with {label:?} was applied");
        rounds += 1;
        assert!(rounds <= 13, "the game ends");
    }
    assert_eq!(rounds, 9, "one bid per round, nine rounds");
    assert!(t.has("Game over"));
    assert!(t.has_containing("wins!") || t.has_containing("shared victory"));
    assert!(t.has_containing("prize"), "the score breakdown is shown");
    assert!(t.has("Play again"));
    t.harness.state_mut().flush_autosave();
    let autosaves: Vec<_> = std::fs::read_dir(t.data.path().join("autosave"))
        .unwrap()
        .flatten()
        .collect();
    assert_eq!(autosaves.len(), 1, "the game was autosaved");
    t.click("Back to the library");
    assert_eq!(t.app().screen_kind(), ScreenKind::Library);
}

#[test]
fn hotseat_with_hidden_hands_puts_up_a_curtain_between_humans() {
    let mut t = table(Lang::En);
    t.start_example(true, Some(5));
    assert!(
        t.has("Pass to Player 1"),
        "the first player confirms before seeing their hand"
    );
    assert!(
        t.first_action_label().is_none(),
        "no actions behind the curtain"
    );
    assert!(!t.has("Bid 1"));
    t.click("I'm Player 1: show my board");
    assert_eq!(t.app().play().unwrap().viewer(), Some(0));
    t.click("Bid 3");
    assert!(
        t.has("Pass to Player 2"),
        "both act at once: the second bids behind a new curtain"
    );
    assert!(
        !t.has_containing("You secretly bid 3"),
        "the first player's secret is hidden from the log"
    );
    // The curtain's button has the keyboard focus: Enter reveals the board.
    t.harness.key_press(egui::Key::Enter);
    t.settle();
    assert_eq!(t.app().play().unwrap().viewer(), Some(1));
    assert!(
        !t.has_containing("You secretly bid 3"),
        "the second player cannot read the first's bid"
    );
    t.click("Bid 5");
    assert!(t.has_containing("Player 2 bid 5"), "the round is revealed");
    // The second player holds the device and bids first in round two; no curtain needed.
    assert!(!t.has_containing("Pass to"));
    assert_eq!(t.app().play().unwrap().active_human(), Some(1));
}

#[test]
fn the_next_seat_cannot_take_back_the_previous_seats_move_from_behind_the_curtain() {
    let mut t = table(Lang::En);
    t.start_example(true, Some(5));
    t.click("I'm Player 1: show my board");
    t.click("Bid 4");
    assert!(t.has("Pass to Player 2"));
    assert_eq!(t.log_len(), 1);
    assert!(
        !t.app().play().unwrap().can_undo(),
        "undo is off at the curtain"
    );
    t.harness
        .key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    t.settle();
    assert_eq!(t.log_len(), 1, "Ctrl+Z changed nothing");
    t.click("I'm Player 2: show my board");
    assert!(
        !t.app().play().unwrap().can_undo(),
        "Player 2 cannot take back Player 1's bid"
    );
}

#[test]
fn a_player_takes_back_their_own_move_but_not_after_seeing_the_bots_reply() {
    let mut settings = test_settings(Lang::En);
    // A slow bot: its answer waits on the table long enough to undo before it is played.
    settings.bot_speed = BotSpeed::Slow;
    let mut t = table_with(settings, catalog_with(&[]), None);
    // Paused, so that the bot's answer waits however slowly a busy machine runs the test (the
    // bot bids at the same time as the human, its delay counts from the start).
    t.start_example_paused(5);
    t.wait_until("the human can bid", |app| {
        app.play().is_some_and(|p| p.active_human().is_some())
    });
    let label = t.first_action_label().expect("a legal bid");
    t.click(&label);
    assert_eq!(t.log_len(), 1);
    assert!(
        t.app().play().unwrap().can_undo(),
        "the bot has not answered yet"
    );
    t.click("Undo");
    assert_eq!(t.log_len(), 0, "the bid was taken back");
    assert!(t.has(&label), "the card is back in the hand");
    t.click(&label);
    t.click("Resume bots");
    t.wait_until("the bot answered", |app| {
        app.play().is_some_and(|p| p.session().log().len() >= 2)
    });
    assert!(
        !t.app().play().unwrap().can_undo(),
        "after seeing the bot's reply, undo would let the player peek and replay"
    );
}

#[test]
fn without_a_desktop_portal_save_and_open_use_the_launchers_own_dialog() {
    let mut t = table(Lang::En);
    t.dialogs
        .no_portal
        .store(true, std::sync::atomic::Ordering::Relaxed);
    t.start_example(false, Some(4));
    // The bot bids at once; wait for it so the picture does not depend on its thread.
    t.settle_after_bot_bid();
    t.harness
        .key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    // The dialog is drawn in the very frame that handles the key: no wait for another event.
    t.harness.step();
    assert!(t.app().in_app_dialog().is_some(), "Ctrl+S opened a dialog");
    assert!(
        t.harness.query_by_label("Save game").is_some(),
        "the dialog is drawn in the frame of the key press"
    );
    t.settle();
    // The saves folder (a new temporary one) and the suggested name (the time) differ from
    // run to run: allow for those two lines of text.
    t.snapshot(
        "in_app_save_dialog",
        &snapshot_options().max_failed_pixels(4_500),
    );
    // The dialog's Save (the toolbar has one too).
    t.harness.get_all_by_label("Save").last().unwrap().click();
    t.settle();
    let saves: Vec<_> = std::fs::read_dir(t.data.path().join("saves"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    assert_eq!(saves.len(), 1, "the game was saved in the saves folder");
    assert!(t.has_containing("Saved to"));
    // Saving again suggests a name that replaces nothing; typing an existing name says that
    // saving replaces it.
    t.harness
        .key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    t.settle();
    let suggested = t.app().in_app_dialog().expect("a dialog").path().unwrap();
    assert!(
        !suggested.exists(),
        "the suggested {suggested:?} is a new file"
    );
    assert!(!t.has("Replace"));
    let existing = saves[0].file_name().unwrap().to_string_lossy().into_owned();
    t.harness
        .get_by_role(egui::accesskit::Role::TextInput)
        .set_text_value_accesskit(&existing);
    t.settle();
    assert_eq!(
        t.app().in_app_dialog().unwrap().path().unwrap(),
        saves[0],
        "the typed name is the first save's"
    );
    assert!(
        t.has_containing("already exists"),
        "the dialog warns before replacing a save"
    );
    assert!(t.has("Replace"), "the button says what saving does");
    t.click("Cancel");
    assert!(t.app().in_app_dialog().is_none());
    t.click("Library");
    t.click("Saved games");
    t.click("Open a file…");
    assert!(t.app().in_app_dialog().is_some(), "Open showed a dialog");
    let name = saves[0].file_name().unwrap().to_string_lossy().into_owned();
    assert!(
        !t.has_containing(&name),
        "saves are listed by game, players and time, not by file name"
    );
    // The save, then the autosave: "Sealed Bids · Player 1, Player 2 (bot) · 2026-…".
    let rows: Vec<_> = t
        .harness
        .query_all_by_label_contains("Sealed Bids  ·  Player 1, Player 2 (bot)  ·  ")
        .collect();
    assert_eq!(rows.len(), 2, "the save and the autosave");
    rows[0].click();
    t.settle();
    assert_eq!(
        t.app().screen_kind(),
        ScreenKind::Play,
        "the save was opened"
    );
}

#[test]
fn a_bot_only_game_plays_itself_without_freezing_and_can_be_paused() {
    let mut t = table(Lang::En);
    t.click("New game");
    t.click_nth("Bot", 0);
    t.click("Start game");
    assert_eq!(t.app().play().unwrap().viewer(), None, "a spectator's view");
    t.wait_until("the bots have moved", |app| {
        app.play().is_some_and(|p| p.session().log().len() >= 2)
    });
    t.click("Pause bots");
    let paused_at = t.log_len();
    for _ in 0..20 {
        let started = Instant::now();
        t.harness.step();
        assert!(
            started.elapsed() < Duration::from_secs(2),
            "a frame never waits for a bot"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(t.log_len(), paused_at, "paused bots do not move");
    t.click("Resume bots");
    t.wait_until("the bots have finished", |app| {
        app.play().is_some_and(|p| p.session().status().game_over)
    });
    assert!(t.has("Game over"));
}

/// The texts drawn in the last frame (from its shapes, as a player sees them).
fn drawn_texts(harness: &Harness<'static, ParlourApp>) -> Vec<String> {
    fn walk(shape: &egui::epaint::Shape, out: &mut Vec<String>) {
        match shape {
            egui::epaint::Shape::Vec(inner) => inner.iter().for_each(|s| walk(s, out)),
            egui::epaint::Shape::Text(text) => out.push(text.galley.job.text.clone()),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &harness.output().shapes {
        walk(&clipped.shape, &mut out);
    }
    out
}

/// The decision panel's progress line, `(done, total)`, if one is drawn: "120 of 2000 search
/// iterations".
fn iterations_shown(texts: &[String]) -> Option<(u64, u64)> {
    texts
        .iter()
        .filter(|t| t.ends_with(" search iterations"))
        .find_map(|label| {
            let mut words = label.split_whitespace();
            let done = words.next()?.parse().ok()?;
            let total = words.nth(1)?.parse().ok()?;
            Some((done, total))
        })
}

#[test]
fn a_thinking_bot_is_named_with_its_search_progress() {
    // Two Hard bots play Sealed Bids by themselves (a spectator watches; the form remembers
    // the seats as last played): while one searches, the decision panel names it, counts its
    // iterations against its budget and says that a Hard bot takes longer.
    let mut settings = test_settings(Lang::En);
    let hard = |name: &str| parlour::gui::new_game::SeatDraft {
        name: name.into(),
        kind: parlour::core::save::SeatKind::Bot,
        level: parlour::core::bots::Level::Hard,
    };
    settings
        .seats_by_game
        .insert("example".into(), vec![hard("Ada"), hard("Babbage")]);
    let mut t = table_with(settings, catalog_with(&[]), None);
    t.click("New game");
    t.click("Start game");
    assert_eq!(t.app().play().unwrap().viewer(), None, "a spectator's view");
    let harness = &mut t.harness;
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut seen = None;
    while seen.is_none() {
        assert!(
            Instant::now() < deadline,
            "no bot was shown thinking with a count of its iterations"
        );
        harness.step();
        let texts = drawn_texts(harness);
        let thinking = ["Ada", "Babbage"]
            .into_iter()
            .find(|name| texts.contains(&format!("{name} is thinking…")));
        if let (Some(name), Some((done, total))) = (thinking, iterations_shown(&texts)) {
            // A count above zero comes from the search's own counter, while it runs.
            if done > 0 && done < total {
                seen = Some((name, total));
                assert!(
                    texts.contains(&"Hard bots think longer: up to 4 seconds a move.".to_owned()),
                    "a Hard bot says that it takes longer: {texts:?}"
                );
            }
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let (_, total) = seen.expect("seen");
    assert_eq!(
        total,
        parlour::core::bots::HARD_ITERATIONS,
        "the budget is the Hard level's"
    );
}

#[test]
fn a_game_is_saved_and_loaded_through_the_file_dialogs() {
    let mut t = table(Lang::En);
    t.start_example(true, Some(9));
    t.click("I'm Player 1: show my board");
    t.click("Bid 2");
    let path = t.data.path().join("my-game.toml");
    // A temporary file that a killed writer left where the game is saved is cleaned up.
    let orphan = t.data.path().join(".my-game.toml.tmp-4000000");
    std::fs::write(&orphan, "half a save").unwrap();
    t.dialogs.answer_save(&path);
    t.harness
        .key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    t.settle();
    let saved = SaveFile::read(&path).expect("a readable save");
    assert_eq!(saved.log.len(), 1);
    assert!(
        !orphan.exists(),
        "the dead writer's temporary file was removed"
    );
    assert!(
        t.has_containing("Saved to") && t.has_containing("my-game.toml"),
        "a toast says where the game was saved"
    );
    {
        let requests = t.dialogs.requests.lock().unwrap();
        assert_eq!(requests[0].directory, t.data.path().join("saves"));
        assert!(requests[0].file_name.starts_with("example-"));
    }

    t.click("Library");
    assert_eq!(t.app().screen_kind(), ScreenKind::Library);
    assert!(t.has("Continue"), "the autosave can be continued");
    t.click("Saved games");
    assert_eq!(t.app().screen_kind(), ScreenKind::Saves);
    t.dialogs.answer_open(&path);
    t.click("Open a file…");
    let notices: Vec<_> = t
        .app()
        .notices()
        .iter()
        .map(|n| (n.title.clone(), n.detail.clone()))
        .collect();
    assert_eq!(t.app().screen_kind(), ScreenKind::Play, "{notices:?}");
    assert_eq!(t.log_len(), 1, "the loaded game has the bid");
    assert!(
        t.has("Pass to Player 2"),
        "hidden hands stay hidden after loading"
    );
}

#[test]
fn a_broken_save_shows_its_precise_message_and_is_never_overwritten() {
    let mut t = table(Lang::En);
    let saves = t.data.path().join("saves");
    std::fs::create_dir_all(&saves).unwrap();
    let broken = saves.join("notes.toml");
    std::fs::write(&broken, "my precious notes").unwrap();
    t.click("Saved games");
    assert!(
        t.has("notes.toml cannot be opened"),
        "the browser lists the broken file"
    );
    t.dialogs.answer_open(&broken);
    t.click("Open a file…");
    assert_eq!(t.app().screen_kind(), ScreenKind::Saves);
    assert!(t.has("This saved game could not be opened"));
    assert!(
        t.has_containing("is not a Parlour save"),
        "the precise reason"
    );

    t.click("Library");
    t.start_example(false, Some(3));
    t.dialogs.answer_save(&broken);
    t.click("Save");
    assert!(t.has("The game could not be saved"));
    assert!(t.has_containing("is not overwritten"));
    assert_eq!(
        std::fs::read_to_string(&broken).unwrap(),
        "my precious notes"
    );
}

#[test]
fn switching_to_german_changes_every_label_including_the_game() {
    let mut t = table(Lang::En);
    t.click("Settings");
    t.click("Deutsch");
    t.click("Fertig");
    assert_eq!(t.app().settings().language, Some(Lang::De));
    assert!(t.has("Dein Spieleregal"));
    assert!(t.has("Neues Spiel"));
    assert!(t.has("2 Spieler"));
    assert!(!t.has("Sealed Bids"), "the game's name is German too");
    let stored = std::fs::read_to_string(t.data.path().join("settings.toml")).unwrap();
    assert!(stored.contains("language = \"de\""), "{stored}");

    t.click("Neues Spiel");
    t.click_nth("Mensch", 1);
    t.click("Spiel starten");
    assert!(t.has("Weiter an Spieler 1"));
    t.harness
        .get_by_label("Ich bin Spieler 1: Spielbrett zeigen")
        .click();
    t.settle();
    assert!(
        t.has("Gebot 1") || t.has_containing("1 bieten"),
        "German action labels"
    );
}

#[test]
fn the_play_screen_looks_like_a_game_table() {
    let mut t = table(Lang::En);
    t.start_example(false, Some(42));
    t.wait_until("the bot has bid", |app| {
        app.play().is_some_and(|p| !p.session().log().is_empty())
    });
    t.click("Bid 5");
    t.wait_until("round two", |app| {
        app.play().is_some_and(|p| {
            p.session().status().round == Some(2)
                && p.thinking().is_none()
                && !p.session().log().is_empty()
                && p.session().status().acting.len() == 1
        })
    });
    t.snapshot("play", &snapshot_options());
}

#[test]
fn at_150_percent_the_decisions_and_the_log_stay_visible() {
    at_150_percent(Lang::En, "play_150");
}

#[test]
fn at_150_percent_in_german_the_decisions_and_the_log_stay_visible() {
    at_150_percent(Lang::De, "play_150_de");
}

fn at_150_percent(lang: Lang, name: &str) {
    {
        let settings = Settings {
            ui_scale: 1.5,
            ..test_settings(lang)
        };
        let mut t = table_with(settings, catalog_with(&[]), None);
        let (new_game, fixed, seed, start) = if lang == Lang::En {
            ("New game", "Use a fixed seed", "Seed", "Start game")
        } else {
            (
                "Neues Spiel",
                "Festen Startwert verwenden",
                "Startwert",
                "Spiel starten",
            )
        };
        t.click(new_game);
        t.fixed_seed(fixed, seed, "42");
        t.harness.get_by_label(start).scroll_to_me();
        t.settle();
        t.click(start);
        // The bot bids at the same time; waiting for it keeps the picture the same each run.
        t.wait_until("the human can bid and the bot has bid", |app| {
            app.play().is_some_and(|p| {
                p.active_human().is_some()
                    && p.thinking().is_none()
                    && !p.session().log().is_empty()
            })
        });
        t.harness.run_steps(10);
        let log = if lang == Lang::En {
            "Game log"
        } else {
            "Spielverlauf"
        };
        // The bids are on screen in the decisions' card (which ends a margin above the
        // players' list) without scrolling: all nine in English; in German the longer labels
        // stand two to a row, and the log keeps three lines, so the last row is scrolled to (or
        // played on the board, where every card of the hand is clickable).
        let players = t
            .harness
            .get_by_label(if lang == Lang::En {
                "Players"
            } else {
                "Mitspieler"
            })
            .rect();
        let visible = (1..=9)
            .filter(|bid| {
                let label = if lang == Lang::En {
                    format!("Bid {bid}")
                } else {
                    format!("{bid} bieten")
                };
                t.harness.get_by_label(&label).rect().max.y < players.min.y - 26.0
            })
            .count();
        let expected = if lang == Lang::En { 9 } else { 6 };
        assert!(
            visible >= expected,
            "only {visible} bids are visible without scrolling"
        );
        let log_node = t.harness.get_by_label(log);
        let bottom = log_node.rect().max.y;
        assert!(
            bottom < 900.0 / 1.5 - 60.0,
            "the log heading is on screen with room below it ({bottom})"
        );
        // The toolbar's buttons stand side by side, all left of the settings.
        let (toolbar, settings, head) = if lang == Lang::En {
            (
                ["Library", "Undo", "Save", "Open", "Rules"],
                "Settings",
                "Turn 1  ·  Round 1",
            )
        } else {
            (
                ["Bibliothek", "Rückgängig", "Speichern", "Öffnen", "Regeln"],
                "Einstellungen",
                "Zug 1  ·  Runde 1",
            )
        };
        let settings = t.harness.get_by_label(settings).rect();
        let mut right = 0.0;
        for label in toolbar {
            let rect = t.harness.get_by_label(label).rect();
            assert!(rect.min.x >= right, "{label} overlaps the button before it");
            right = rect.max.x;
        }
        assert!(
            right + 4.0 <= settings.min.x,
            "the toolbar ends at {right}, the settings start at {}",
            settings.min.x
        );
        // The status bar is one row: the zoom buttons beside the turn, inside the window.
        let head = t.harness.get_by_label(head).rect();
        for zoom in ["−", "100 %", "+"] {
            let rect = t.harness.get_by_label(zoom).rect();
            assert!(
                (rect.center().y - head.center().y).abs() < 6.0,
                "{zoom} is on the status bar's row"
            );
            assert!(rect.max.x <= 1400.0 / 1.5, "{zoom} is inside the window");
        }
        t.snapshot(name, &snapshot_options());
    }
}

#[test]
fn the_play_screen_in_german_on_green_felt() {
    let settings = Settings {
        theme: ThemeChoice::Dark,
        ..test_settings(Lang::De)
    };
    let mut t = table_with(settings, catalog_with(&[]), None);
    t.click("Neues Spiel");
    t.click_nth("Mensch", 1);
    t.click("Festen Startwert verwenden");
    t.harness.get_by_label("Startwert").focus();
    t.harness.step();
    t.harness.get_by_label("Startwert").type_text("42");
    t.settle();
    t.click("Spiel starten");
    t.snapshot("curtain_de_dark", &snapshot_options());
    t.click("Ich bin Spieler 1: Spielbrett zeigen");
    t.snapshot("play_de_dark", &snapshot_options());
}

/// At 150 % the players fold into one row so that nine bids stay above the fold, and they
/// stay folded when the next decision is short (the curtain between two players at one
/// screen): unfolding and folding again with every decision would shift the log (and an
/// online table's chat) up and down under the pointer.
#[test]
fn the_folded_players_list_stays_folded_when_the_decision_gets_short() {
    let settings = Settings {
        ui_scale: 1.5,
        ..test_settings(Lang::En)
    };
    let mut t = table_with(settings, catalog_with(&[]), None);
    t.click("New game");
    t.click_nth("Human", 1);
    t.fixed_seed("Use a fixed seed", "Seed", "42");
    t.harness.get_by_label("Start game").scroll_to_me();
    t.settle();
    t.click("Start game");
    t.click("I'm Player 1: show my board");
    t.harness.run_steps(10);
    // The very first decision has the room an empty log does not need.
    t.click("Bid 1");
    t.click("I'm Player 2: show my board");
    t.harness.run_steps(10);
    // Folded: the seats' kinds ("Human") are not shown beside their names.
    assert!(
        t.harness.query_all_by_label("Human").count() == 0,
        "nine bids at 150 % beside a log fold the players into one row"
    );
    t.click("Bid 2");
    t.harness.run_steps(10);
    // The round is scored and Player 2, still at the screen, bids first in the next.
    t.click("Bid 3");
    t.harness.run_steps(10);
    assert!(
        t.harness
            .query_by_label("I'm Player 1: show my board")
            .is_some(),
        "the curtain for Player 1 is up"
    );
    assert!(
        t.harness.query_all_by_label("Human").count() == 0,
        "the players' list stays one row behind the curtain"
    );
}

#[test]
fn the_new_game_form_and_the_settings_dialog() {
    let mut t = table(Lang::En);
    t.click("New game");
    t.snapshot("new_game", &snapshot_options());
    t.click("Settings");
    t.snapshot("settings", &snapshot_options());
    t.click("Green felt (dark)");
    t.click("130\u{202f}%");
    assert_eq!(t.harness.ctx.theme(), egui::Theme::Dark);
    assert!((t.harness.ctx.zoom_factor() - 1.3).abs() < 1e-3);
    t.click("Done");
    assert_eq!(t.app().screen_kind(), ScreenKind::NewGame);
    let stored = Settings::load(&t.data.path().join("settings.toml"));
    assert_eq!(stored.theme, ThemeChoice::Dark);
    assert!((stored.ui_scale - 1.3).abs() < 1e-3);
}

#[test]
fn each_game_remembers_who_played_its_seats_and_names_carry_over() {
    use parlour::core::bots::Level;
    use parlour::core::save::SeatKind;
    use parlour::gui::new_game::SeatDraft;
    let seat = |name: &str, kind, level| SeatDraft {
        name: name.into(),
        kind,
        level,
    };
    // The last game started was another one, with two humans: only the names carry over.
    let mut settings = test_settings(Lang::En);
    settings.last_seats = vec![
        seat("Anna", SeatKind::Human, Level::Normal),
        seat("Ben", SeatKind::Human, Level::Normal),
    ];
    let mut t = table_with(settings.clone(), catalog_with(&[]), None);
    t.click("New game");
    let form = t.app().new_game_form().expect("the form");
    assert_eq!(form.seats[1].name, "Ben");
    assert_eq!(form.seats[1].kind, SeatKind::Bot, "this game's own default");
    // Starting remembers this game's seats.
    t.click("Start game");
    let stored = Settings::load(&t.data.path().join("settings.toml"));
    assert_eq!(
        stored.seats_by_game.get("example").map(|s| s[1].kind),
        Some(SeatKind::Bot)
    );
    // Its form opens as it was last played.
    settings.seats_by_game.insert(
        "example".into(),
        vec![
            seat("Cleo", SeatKind::Bot, Level::Hard),
            seat("Dora", SeatKind::Human, Level::Easy),
        ],
    );
    let mut t = table_with(settings, catalog_with(&[]), None);
    t.click("New game");
    let form = t.app().new_game_form().expect("the form");
    assert_eq!(
        (form.seats[0].kind, form.seats[0].level, form.seats[1].kind),
        (SeatKind::Bot, Level::Hard, SeatKind::Human)
    );
}

/// Two bots play a whole game with a fixed seed; the end screen shows.
fn finished_game(lang: Lang, scale: f32) -> Table {
    let settings = Settings {
        ui_scale: scale,
        ..test_settings(lang)
    };
    let mut t = table_with(settings, catalog_with(&[]), None);
    let (new_game, bot, fixed, seed, start) = if lang == Lang::De {
        (
            "Neues Spiel",
            "Bot",
            "Festen Startwert verwenden",
            "Startwert",
            "Spiel starten",
        )
    } else {
        ("New game", "Bot", "Use a fixed seed", "Seed", "Start game")
    };
    t.click(new_game);
    t.click_nth(bot, 0);
    t.fixed_seed(fixed, seed, "2024");
    t.click(start);
    t.wait_until("the bots have finished", |app| {
        app.play().is_some_and(|p| p.session().status().game_over)
    });
    t
}

#[test]
fn a_finished_game_replays_move_by_move_and_plays_on_from_any_move() {
    let mut t = finished_game(Lang::En, 1.0);
    let original = t.app().play().unwrap().session().log().to_vec();
    let total = original.len();
    t.click("Replay");
    assert_eq!(t.app().screen_kind(), ScreenKind::Replay);
    assert!(t.has(&format!("Before the first move of {total}")));
    for _ in 0..5 {
        t.click("One move on");
    }
    assert!(t.has(&format!("After move 5 of {total}")));
    t.click("One move back");
    assert!(t.has(&format!("After move 4 of {total}")));
    // The first player's bid of the fourth move is no secret to the spectator any more than
    // to the others: a finished game is watched as a spectator first.
    assert!(t.has("Spectator"));
    t.harness.remove_cursor();
    t.snapshot("replay", &snapshot_options());
    t.click("Play on from here");
    assert_eq!(t.app().screen_kind(), ScreenKind::Play);
    // The new game's bots play on from there at once.
    let log = t.app().play().unwrap().session().log().to_vec();
    assert!(log.len() >= 4);
    assert_eq!(&log[..4], &original[..4], "a new game from the fourth move");
}

#[test]
fn the_replay_in_german_at_150_percent() {
    let mut t = finished_game(Lang::De, 1.5);
    t.harness.get_by_label("Wiederholung").scroll_to_me();
    t.settle();
    t.click("Wiederholung");
    assert_eq!(t.app().screen_kind(), ScreenKind::Replay);
    t.click("Zum Ende");
    t.click("Einen Zug zurück");
    t.harness.remove_cursor();
    t.snapshot("replay_150_de", &snapshot_options());
}

#[test]
fn the_end_screen_shows_the_ranking_and_the_score_breakdown() {
    let mut t = table(Lang::En);
    t.click("New game");
    t.click_nth("Bot", 0);
    t.click("Use a fixed seed");
    t.harness.get_by_label("Seed").focus();
    t.harness.step();
    t.harness.get_by_label("Seed").type_text("2024");
    t.settle();
    t.click("Start game");
    t.wait_until("the bots have finished", |app| {
        app.play().is_some_and(|p| p.session().status().game_over)
    });
    let status = t.app().play().unwrap().session().status().clone();
    assert_eq!(status.ranking.len(), 2);
    assert!(t.has_containing("prizes won with bids") || t.has_containing("prize won with a bid"));
    t.snapshot("end_screen", &snapshot_options());
    t.click("Show the final board");
    assert!(t.has("Show the results"));
}

#[test]
fn the_saves_browser_lists_saves_autosaves_and_broken_files() {
    use parlour::core::save::local_time::TimeZone;
    use parlour::core::save::{SeatKind, datetime_from_unix};
    use parlour::core::session::Session;
    let mut t = table(Lang::En);
    let catalog = catalog_with(&[]);
    let plugin = catalog.get("example").expect("the example plugin").clone();
    let seats = common::seats(&[("Anna", SeatKind::Human), ("Ben", SeatKind::Bot)]);
    let mut session = Session::start(&plugin, seats, 77, Default::default()).unwrap();
    let first = session.actions(0).unwrap()[2].action.clone();
    session.apply(0, &first).unwrap();
    let mut save = session.to_save().unwrap();
    save.game.created = datetime_from_unix(1_795_000_000);
    save.game.updated = datetime_from_unix(1_795_003_600);
    let saves = t.data.path().join("saves");
    save.write(&saves.join("anna-vs-ben.toml")).unwrap();
    save.game.updated = datetime_from_unix(1_795_007_200);
    save.write(&t.data.path().join("autosave").join("example-auto.toml"))
        .unwrap();
    std::fs::write(
        saves.join("truncated.toml"),
        "[format]\nname = \"parlour-save\"\nversion = 1\n[game",
    )
    .unwrap();

    // Times are shown in the local zone; this test's is Central European Time.
    t.harness
        .state_mut()
        .set_time_zone(TimeZone::from_posix("CET-1CEST,M3.5.0,M10.5.0/3"));
    t.click("Saved games");
    assert!(t.has("Anna, Ben (bot)"));
    assert!(
        t.has("Turn 1  ·  2026-11-18 13:06"),
        "12:06 UTC in local (winter) time"
    );
    assert!(t.has("Turn 1  ·  2026-11-18 14:06"), "the autosave");
    assert!(!t.has_containing("UTC"));
    assert!(
        !t.has_containing("anna-vs-ben.toml"),
        "a readable save is shown by its game, players and time, not its file name"
    );
    assert!(t.has("truncated.toml cannot be opened"));
    assert!(
        t.has_containing("damaged or truncated"),
        "the precise message"
    );
    t.snapshot("saves", &snapshot_options());
    // Without a desktop portal, Open lists the same saves in the launcher's own dialog.
    t.dialogs
        .no_portal
        .store(true, std::sync::atomic::Ordering::Relaxed);
    t.click("Open a file…");
    assert!(t.has("Sealed Bids  ·  Anna, Ben (bot)  ·  2026-11-18 13:06"));
    assert!(t.has("Sealed Bids  ·  Anna, Ben (bot)  ·  2026-11-18 14:06"));
    t.snapshot("in_app_open_dialog", &snapshot_options());
    t.click("Cancel");
    assert!(t.app().in_app_dialog().is_none());
    // Where the zone is not known, the times are UTC and say so.
    t.harness.state_mut().set_time_zone(None);
    t.settle();
    assert!(t.has("Turn 1  ·  2026-11-18 12:06 UTC"));
    t.harness.state_mut().set_time_zone(Some(TimeZone::utc()));

    t.click("Library");
    assert!(t.has("Continue"), "the autosave is offered");
    t.click("Continue");
    assert_eq!(t.app().screen_kind(), ScreenKind::Play);
    assert!(t.log_len() >= 1, "the loaded game goes on from Anna's bid");
    // The bot (normal level) may think for a moment first.
    t.wait_until("Anna acts", |app| {
        app.play().is_some_and(|p| p.active_human().is_some())
    });
    assert!(
        t.has("Anna, your move"),
        "Anna plays against the bot: no curtain"
    );
}

#[test]
fn a_panicking_plugin_shows_a_banner_and_the_game_keeps_its_last_good_state() {
    let catalog = catalog_with(&[common::built_library("parlour_fixture_panicky")]);
    let mut t = table_with(test_settings(Lang::En), catalog, None);
    assert!(t.has("Panicky"));
    // Panicky is shelved before Sealed Bids (by name).
    t.click_nth("New game", 0);
    t.click("Start game");
    t.click("Count up");
    assert_eq!(t.log_len(), 1);
    t.click("Explode");
    assert!(
        t.has("The game plugin ran into an internal error. Nothing was changed."),
        "a readable banner"
    );
    assert_eq!(t.log_len(), 1, "the game stays at its last good state");
    assert!(t.has_containing("Count: 1"));
    t.click("Dismiss");
    assert!(!t.has_containing("internal error"));
    t.click("Count up");
    assert_eq!(t.log_len(), 2, "the game goes on");
}

#[test]
fn a_question_mark_on_the_board_opens_the_rules_at_its_section() {
    let mut t = table(Lang::En);
    t.start_example(false, Some(42));
    t.settle_after_bot_bid();
    // The prize area links to the section about a round (activated as a screen reader
    // does: the board lies on a scaled layer).
    t.harness.get_by_label("? round").click_accesskit();
    t.harness.run_steps(6);
    assert!(t.has("How to play"), "the rules are open");
    assert!(t.has("A round"), "with the section's heading");
    assert!(
        !t.has_containing("{#round}"),
        "the anchor is not shown as text"
    );
}

#[test]
fn resting_on_a_log_entry_highlights_the_pieces_of_that_move() {
    let mut t = table(Lang::En);
    t.start_example(false, Some(42));
    t.settle_after_bot_bid();
    let entry = t.harness.get_by_label("Player 2 has placed a bid.").rect();
    t.harness.hover_at(entry.center());
    t.harness.run_steps(4);
    let play = t.app().play().expect("playing");
    assert_eq!(
        play.hovered_log_action(),
        Some(0),
        "the bot's bid is the first action"
    );
    assert!(
        !play.highlighted_keys().is_empty(),
        "the bid changed something on the board"
    );
    t.snapshot("log_hover", &snapshot_options());
}
