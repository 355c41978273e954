//! The table's controller: whose board is shown and the hotseat curtain, the move being
//! composed, the undo policy with its snapshots, the bots' scheduling and the autosave. It
//! draws nothing; `play.rs` draws it.

use crate::core::changes::{Seen, changed_elements, emphasize, emphasize_choice, mark_changes};
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, Sender, channel};

use fluent_bundle::FluentValue;
use parlour_plugin_api::{Choices, LegalAction, Node, Status};
use serde_json::Value;

use super::bot::BotRunner;
use super::errors::{self, ErrorContext};
use super::notices::Notices;
use super::settings::Settings;
use crate::core::i18n::{Lang, Localizer};
use crate::core::plugin::{GameHandle, PluginError};
use crate::core::save::{SaveFile, SeatKind};
use crate::core::session::seat_namer;
use crate::core::session::{self, Session, SessionError};

/// How many snapshots for undo are kept (older decisions fall back to a replay of the log).
const SNAPSHOTS_KEPT: usize = 32;

/// One entry of the action log as the undo policy sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    pub seat: u32,
    /// False when the action revealed information or drew on randomness.
    pub undoable: bool,
}

/// The undo policy: the log index an undo by `undoer` rolls back to, or `None`.
///
/// A player takes back only their own last decision, and only while nothing else happened after
/// it: another seat's move (that they have seen on the board), a reveal or a random draw (the
/// plugin marks those `undoable: false`) all close the door, so undo never becomes a way to peek
/// and replay. A seat behind the curtain (`undoer` `None`) cannot undo at all.
pub fn undo_target(log: &[Decision], undoer: Option<u32>, game_over: bool) -> Option<usize> {
    let undoer = undoer?;
    if game_over {
        return None;
    }
    let last = log.last()?;
    (last.seat == undoer && last.undoable).then(|| log.len() - 1)
}

/// A game state kept to undo to: the state before the decision at `log_len`.
struct Snapshot {
    log_len: usize,
    game: GameHandle,
}

/// A button of the side panel: a choice that cannot be made on the board.
#[derive(Clone, Debug)]
pub struct PanelOption {
    pub id: u64,
    pub label: String,
    pub tooltip: Option<String>,
    pub icon: Option<String>,
}

/// The choices of the side panel under one heading (`None`: no heading).
#[derive(Clone, Debug)]
pub struct PanelGroup {
    pub heading: Option<String>,
    pub options: Vec<PanelOption>,
}

/// Numbers the options that read alike in the order they are listed ("Target: Killer clown
/// (1)", "(2)"); the pointer on one then shows its place on the board.
fn number_alike(panel: &mut [PanelGroup]) {
    let mut count: HashMap<String, usize> = HashMap::new();
    for option in panel.iter().flat_map(|g| &g.options) {
        *count.entry(option.label.clone()).or_default() += 1;
    }
    let mut numbered: HashMap<String, usize> = HashMap::new();
    for option in panel.iter_mut().flat_map(|g| &mut g.options) {
        if count.get(&option.label).copied().unwrap_or(0) > 1 {
            let n = numbered.entry(option.label.clone()).or_default();
            *n += 1;
            option.label = format!("{} ({n})", option.label);
        }
    }
}

/// A group of log lines from one action, localised.
#[derive(Clone, Debug)]
pub struct LogGroup {
    /// The seat that acted.
    pub seat: u32,
    /// The index of the action in the session's log.
    pub action: usize,
    pub lines: Vec<LogText>,
}

/// One localised log line and the seat whose colour it wears (see [`line_seat`]).
#[derive(Clone, Debug, PartialEq)]
pub struct LogText {
    pub seat: u32,
    pub text: String,
}

/// The seat a log line is about: the seat that acted, unless the line names other seats and
/// not that one ("Revealed: Ben bid 6", "Ben wins the prize" after Anna's bid is Ben's line);
/// of several, the one named first in the line as it reads. A line naming no seat ("Round 2
/// begins") stays with the seat whose action brought it.
pub fn line_seat(
    text: &parlour_plugin_api::Text,
    actor: u32,
    line: &str,
    name: &dyn Fn(u32) -> String,
) -> u32 {
    fn named(text: &parlour_plugin_api::Text, seats: &mut Vec<u32>) {
        for arg in text.args.values() {
            match arg {
                parlour_plugin_api::Arg::Seat { seat } if !seats.contains(seat) => {
                    seats.push(*seat)
                }
                parlour_plugin_api::Arg::Msg(inner) => named(inner, seats),
                _ => {}
            }
        }
    }
    let mut seats = Vec::new();
    named(text, &mut seats);
    if seats.is_empty() || seats.contains(&actor) {
        return actor;
    }
    // The earliest name in the line; of names starting at one place, the longest ("Player 10"
    // before "Player 1").
    seats
        .iter()
        .map(|&seat| {
            let n = name(seat);
            let at = if n.is_empty() { None } else { line.find(&n) };
            (at.unwrap_or(usize::MAX), std::cmp::Reverse(n.len()), seat)
        })
        .min()
        .map_or(actor, |(_, _, seat)| seat)
}

/// The move being composed: the choices so far (their JSON and what they said).
#[derive(Clone, Debug, Default)]
pub struct Composing {
    pub choices: Vec<Value>,
    pub labels: Vec<String>,
}

/// Everything drawn from one state, fetched and localised once per change, viewer, partial
/// move and language, never per frame.
pub struct Cache {
    pub key: CacheKey,
    pub view: Result<Node, PluginError>,
    /// The choices of the acting human seat that looks at the board.
    pub choices: Option<Choices>,
    /// The ids a click on the board may pick now.
    pub legal: HashSet<u64>,
    /// Every option offered now by its id (labels not localised yet).
    pub options: HashMap<u64, LegalAction>,
    pub panel: Vec<PanelGroup>,
    pub prompt: Option<String>,
    /// The label of Confirm when the choices so far form a whole move that may go on.
    pub confirm: Option<String>,
    pub log: Vec<LogGroup>,
}

/// What a seat's choices offer, localised: the ids a click on the board may pick, every
/// option by id, the side panel's buttons by group, the prompt and Confirm's label. Shared by
/// the local table and a table joined online (which gets the choices from its host).
#[derive(Default)]
pub struct ChoicePanel {
    pub legal: HashSet<u64>,
    pub options: HashMap<u64, LegalAction>,
    pub panel: Vec<PanelGroup>,
    pub prompt: Option<String>,
    pub confirm: Option<String>,
}

/// Localises a seat's choices for drawing (see [`ChoicePanel`]).
pub fn choice_panel(
    c: &Choices,
    text: &dyn Fn(&parlour_plugin_api::Text) -> String,
    l10n: &Localizer,
) -> ChoicePanel {
    let mut out = ChoicePanel {
        prompt: c.prompt.as_ref().map(text),
        ..ChoicePanel::default()
    };
    for option in &c.options {
        out.legal.insert(option.id);
        out.options.insert(option.id, option.clone());
        if option.board_only {
            continue;
        }
        let heading = option.group.as_ref().map(text);
        let entry = PanelOption {
            id: option.id,
            label: text(&option.label),
            tooltip: option.tooltip.as_ref().map(text),
            icon: option.icon.clone(),
        };
        match out.panel.iter_mut().find(|g| g.heading == heading) {
            Some(group) => group.options.push(entry),
            None => out.panel.push(PanelGroup {
                heading,
                options: vec![entry],
            }),
        }
    }
    number_alike(&mut out.panel);
    if let Some(complete) = &c.complete {
        out.confirm = Some(
            complete
                .label
                .as_ref()
                .map(text)
                .unwrap_or_else(|| l10n.tr("play-confirm")),
        );
    }
    out
}

/// The log lines a viewer may read (the seat that acted, the action's index, the text),
/// localised and grouped by action. Shared by the local and the online table.
pub fn log_groups<'a>(
    lines: impl Iterator<Item = (u32, usize, &'a parlour_plugin_api::Text)>,
    text: &dyn Fn(&parlour_plugin_api::Text) -> String,
    names: &dyn Fn(u32) -> String,
) -> Vec<LogGroup> {
    let mut log: Vec<LogGroup> = Vec::new();
    let mut last_index = None;
    for (seat, action, entry) in lines {
        let words = text(entry);
        let line_text = LogText {
            seat: line_seat(entry, seat, &words, names),
            text: words,
        };
        match log.last_mut() {
            Some(group) if last_index == Some(action) => group.lines.push(line_text),
            _ => log.push(LogGroup {
                seat,
                action,
                lines: vec![line_text],
            }),
        }
        last_index = Some(action);
    }
    log
}

/// The key a [`Cache`] is built for: the game's revision, the viewer, how many choices of
/// the move are made, the language.
pub type CacheKey = (u64, Option<u32>, usize, Lang);

/// An autosave written on a worker thread.
struct Autosaver {
    tx: Option<Sender<(SaveFile, PathBuf, PathBuf)>>,
    done: Receiver<Result<(), String>>,
}

impl Autosaver {
    fn new() -> Autosaver {
        let (tx, rx) = channel::<(SaveFile, PathBuf, PathBuf)>();
        let (done_tx, done) = channel();
        let spawned = std::thread::Builder::new()
            .name("parlour-autosave".into())
            .spawn(move || {
                while let Ok(mut job) = rx.recv() {
                    // Only the newest pending save matters.
                    while let Ok(newer) = rx.try_recv() {
                        job = newer;
                    }
                    let (save, dir, path) = job;
                    let result = save
                        .write(&path)
                        .map(|()| session::prune_autosaves(&dir, &path))
                        .map_err(|e| e.to_string());
                    if done_tx.send(result).is_err() {
                        break;
                    }
                }
            });
        Autosaver {
            tx: spawned.is_ok().then_some(tx),
            done,
        }
    }
}

/// A game on the table.
pub struct PlayState {
    pub(super) session: Session,
    /// Whether the game hides information between seats (hotseat curtains then).
    hidden: bool,
    /// The seat whose view is shown; `None` for a spectator's view.
    viewer: Option<u32>,
    /// A seat waiting behind the curtain for the device.
    curtain: Option<u32>,
    bots: BotRunner,
    pub bots_paused: bool,
    /// Counts changes of the session, to invalidate caches and stale bot moves.
    revision: u64,
    cache: Option<Cache>,
    composing: Composing,
    snapshots: Vec<Snapshot>,
    /// Per human seat, the board as it was right after its last decision: what changed since
    /// is marked as the last change until its next decision.
    seen: HashMap<u32, Seen>,
    /// The viewer's board before the latest change, to find what each move changed.
    before: Option<(Option<u32>, Seen, usize)>,
    /// Per action of the log: the viewer it was seen by and the elements it changed there.
    moved: HashMap<usize, (Option<u32>, Vec<String>)>,
    /// The action whose log entry the pointer rests on: its elements are highlighted.
    hovered_log: Option<usize>,
    /// The option of the decision panel the pointer rests on: its place on the board is
    /// highlighted.
    hovered_option: Option<u64>,
    /// A piece standing for several moves was clicked: the moves offered at the pointer.
    pub chooser: Option<parlour_widgets::Chooser>,
    /// The rules section the player asked for with a "?" on the board.
    pub rules_section: Option<String>,
    /// After the game: whether the final board is shown instead of the results.
    pub show_final_board: bool,
    autosave_dir: PathBuf,
    autosave_path: PathBuf,
    autosaver: Autosaver,
    /// When the last autosave failed, to not repeat the same error after every move.
    autosave_failed: bool,
    /// The board's zoom (1: fitted to the table) and pan, for this game.
    pub zoom: f32,
    pub pan: egui::Vec2,
    /// Set when the player changed the zoom, so the app remembers it for this game.
    pub zoom_changed: bool,
}

impl PlayState {
    pub fn new(session: Session, autosave_dir: &Path) -> PlayState {
        let hidden = session.plugin().manifest().hidden_information;
        let autosave_path = autosave_dir.join(session.autosave_name());
        let mut play = PlayState {
            session,
            hidden,
            viewer: None,
            curtain: None,
            bots: BotRunner::default(),
            bots_paused: false,
            revision: 0,
            cache: None,
            composing: Composing::default(),
            snapshots: Vec::new(),
            seen: HashMap::new(),
            before: None,
            moved: HashMap::new(),
            hovered_log: None,
            hovered_option: None,
            chooser: None,
            rules_section: None,
            show_final_board: false,
            autosave_dir: autosave_dir.to_owned(),
            autosave_path,
            autosaver: Autosaver::new(),
            autosave_failed: false,
            zoom: 1.0,
            pan: egui::Vec2::ZERO,
            zoom_changed: false,
        };
        play.update_viewer(None, false);
        play.remember_what_changed();
        play
    }

    /// The game being played.
    pub fn session(&self) -> &Session {
        &self.session
    }

    pub fn plugin_id(&self) -> &str {
        self.session.plugin().id()
    }

    pub fn autosave_path(&self) -> &Path {
        &self.autosave_path
    }

    /// The seat whose board is shown (`None`: a spectator's view).
    pub fn viewer(&self) -> Option<u32> {
        self.viewer
    }

    /// The seat the curtain waits for.
    pub fn curtain(&self) -> Option<u32> {
        self.curtain
    }

    /// The move being composed.
    pub fn composing(&self) -> &Composing {
        &self.composing
    }

    /// Counts changes of the game (not of a move being composed).
    pub fn revision(&self) -> u64 {
        self.revision
    }

    fn humans(&self) -> Vec<u32> {
        (0..self.session.seats().len() as u32)
            .filter(|&s| !self.session.is_bot(s))
            .collect()
    }

    pub fn has_bots(&self) -> bool {
        self.session.seats().iter().any(|s| s.kind == SeatKind::Bot)
    }

    /// The seat a bot is thinking for right now.
    pub fn thinking(&self) -> Option<u32> {
        self.bots
            .job()
            .filter(|j| j.revision == self.revision)
            .map(|j| j.seat)
    }

    /// How far the bot thinking for the current state has come (egui time `now`).
    pub fn bot_progress(&self, now: f64) -> Option<super::bot::Progress> {
        self.bots
            .job()
            .filter(|j| j.revision == self.revision)
            .map(|j| j.progress(now))
    }

    /// The human seat that acts now at this screen: acting, looking at its board, no curtain.
    pub fn active_human(&self) -> Option<u32> {
        let seat = self.viewer?;
        (self.curtain.is_none()
            && !self.session.is_bot(seat)
            && self.session.status().acting.contains(&seat))
        .then_some(seat)
    }

    /// Chooses whose board is shown after a change. `preferred` is a seat to show first if it
    /// acts; `force_curtain` hides the board even from the current viewer.
    fn update_viewer(&mut self, preferred: Option<u32>, force_curtain: bool) {
        self.cache = None;
        let status = self.session.status();
        let (viewer, curtain) = next_view(
            &ViewSituation {
                humans: self.humans(),
                acting: status.acting.clone(),
                game_over: status.game_over,
                hidden: self.hidden,
                viewer: self.viewer,
                curtain: self.curtain,
            },
            preferred,
            force_curtain,
        );
        self.viewer = viewer;
        self.curtain = curtain;
        if self.curtain.is_some() {
            // A move being composed is never shown to another seat.
            self.composing = Composing::default();
        }
    }

    /// The player in front of the screen confirms they are the seat behind the curtain.
    pub fn reveal(&mut self) {
        self.cache = None;
        if let Some(seat) = self.curtain.take() {
            self.viewer = Some(seat);
        }
    }

    /// Call after every change of the session.
    fn changed(&mut self, notices: &mut Notices, l10n: &Localizer) {
        self.revision += 1;
        self.cache = None;
        self.chooser = None;
        self.remember_what_changed();
        self.composing = Composing::default();
        if self.bots.job().is_some_and(|j| j.revision != self.revision) {
            self.bots.cancel();
        }
        self.autosave(notices, l10n);
    }

    /// Records which elements of the viewer's board the latest action changed, for the
    /// highlight when the pointer rests on its log entry. Taking moves back forgets theirs.
    fn remember_what_changed(&mut self) {
        let len = self.session.log().len();
        self.moved.retain(|&action, _| action < len);
        let Ok(view) = self.session.view(self.viewer) else {
            self.before = None;
            return;
        };
        let now = Seen::of(&view);
        if let Some((viewer, before, before_len)) = &self.before
            && *viewer == self.viewer
            && len == before_len + 1
        {
            let keys = changed_elements(before, &view);
            self.moved.insert(len - 1, (self.viewer, keys));
        }
        self.before = Some((self.viewer, now, len));
    }

    /// The action whose log entry the pointer rests on.
    pub fn hovered_log_action(&self) -> Option<usize> {
        self.hovered_log
    }

    /// The keys of the elements highlighted for the hovered log entry.
    pub fn highlighted_keys(&self) -> Vec<String> {
        match self.hovered_log.and_then(|a| self.moved.get(&a)) {
            Some((viewer, keys)) if *viewer == self.viewer => keys.clone(),
            _ => Vec::new(),
        }
    }

    /// The pointer rests on the log entry of this action (or on none).
    /// The decision panel's option under the pointer, if any.
    pub fn hover_option(&mut self, id: Option<u64>) {
        if self.hovered_option != id {
            self.hovered_option = id;
            self.cache = None;
        }
    }

    pub fn hovered_option(&self) -> Option<u64> {
        self.hovered_option
    }

    pub fn hover_log(&mut self, action: Option<usize>) {
        if self.hovered_log != action {
            self.hovered_log = action;
            self.cache = None;
        }
    }

    /// Hands the autosave to the writer thread; reports a failure of an earlier one once until
    /// a later autosave works.
    pub fn autosave(&mut self, notices: &mut Notices, l10n: &Localizer) {
        self.poll_autosave(notices, l10n);
        let result = self.session.to_save().and_then(|save| {
            let job = (save, self.autosave_dir.clone(), self.autosave_path.clone());
            match &self.autosaver.tx {
                Some(tx) if tx.send(job.clone()).is_ok() => Ok(()),
                // No writer thread: write here.
                _ => {
                    let _ = std::fs::create_dir_all(&job.1);
                    job.0
                        .write(&job.2)
                        .map(|()| session::prune_autosaves(&job.1, &job.2))
                        .map_err(|e| SessionError::Setup(e.to_string()))
                }
            }
        });
        if let Err(e) = result {
            self.autosave_error(notices, l10n, &e);
        }
    }

    /// Waits until the autosaves handed to the writer are on disk (for tests and leaving).
    pub fn flush_autosave(&mut self, notices: &mut Notices, l10n: &Localizer) {
        if let Some(tx) = self.autosaver.tx.take() {
            drop(tx);
            while let Ok(result) = self.autosaver.done.recv() {
                match result {
                    Ok(()) => self.autosave_failed = false,
                    Err(e) => self.autosave_error(notices, l10n, &SessionError::Setup(e)),
                }
            }
            self.autosaver = Autosaver::new();
        }
    }

    fn poll_autosave(&mut self, notices: &mut Notices, l10n: &Localizer) {
        while let Ok(result) = self.autosaver.done.try_recv() {
            match result {
                Ok(()) => self.autosave_failed = false,
                Err(e) => self.autosave_error(notices, l10n, &SessionError::Setup(e)),
            }
        }
    }

    fn autosave_error(&mut self, notices: &mut Notices, l10n: &Localizer, e: &SessionError) {
        if !self.autosave_failed {
            let (title, detail) = self.describe(l10n, "error-autosave", e);
            notices.error(title, detail);
        }
        self.autosave_failed = true;
    }

    /// A readable title and detail for an error of this game.
    pub fn describe(
        &self,
        l10n: &Localizer,
        title_id: &str,
        error: &SessionError,
    ) -> (String, Option<String>) {
        let names = seat_namer(self.session.seats(), l10n);
        errors::describe(
            l10n,
            title_id,
            error,
            &ErrorContext {
                plugin_id: Some(self.plugin_id()),
                seat_name: &names,
            },
        )
    }

    /// Applies a whole action of the acting human seat, keeping a snapshot to undo to.
    pub fn apply_human(&mut self, action: &Value, notices: &mut Notices, l10n: &Localizer) {
        let Some(seat) = self.active_human() else {
            return;
        };
        let before = self.session.game().try_clone().ok();
        let log_len = self.session.log().len();
        let composed = self.composing.choices.len();
        match self.session.apply(seat, action) {
            Ok(applied) => {
                if let Some(done) = applied.applied_choices {
                    // The plugin stopped the move at an interruption (an opponent reacted).
                    notices.info(l10n.tr_args(
                        "play-move-interrupted",
                        &[
                            ("done", FluentValue::from(done)),
                            ("total", FluentValue::from(composed.max(done as usize))),
                        ],
                    ));
                }
                if let Some(game) = before {
                    self.snapshots.push(Snapshot { log_len, game });
                    if self.snapshots.len() > SNAPSHOTS_KEPT {
                        self.snapshots.remove(0);
                    }
                }
                self.changed(notices, l10n);
                // Remember the board as this seat left it (the acting human is the viewer, whose
                // board `changed` has just taken in), to mark what the others change.
                if let Some((Some(viewer), now, _)) = &self.before
                    && *viewer == seat
                {
                    self.seen.insert(seat, now.clone());
                }
                self.update_viewer(None, false);
            }
            Err(e) => {
                let (title, detail) = self.describe(l10n, "error-move-refused", &e);
                notices.error(title, detail);
            }
        }
    }

    /// The player picked the option `id` (on the board or in the side panel). A choice that
    /// completes a move with nothing more to choose applies it at once; otherwise it becomes
    /// part of the move being composed.
    pub fn choose(&mut self, id: u64, notices: &mut Notices, l10n: &Localizer) {
        let Some(seat) = self.active_human() else {
            return;
        };
        self.ensure_cache(l10n);
        let Some(option) = self
            .cache
            .as_ref()
            .and_then(|c| c.options.get(&id))
            .cloned()
        else {
            return;
        };
        let mut partial = self.composing.choices.clone();
        partial.push(option.action.clone());
        match self.session.game().choices(seat, &partial, false, false) {
            Ok(next) => {
                if let Some(complete) = next
                    .complete
                    .as_ref()
                    .filter(|_| next.options.is_empty() && next.subset.is_none())
                {
                    let action = complete.action.clone();
                    self.apply_human(&action, notices, l10n);
                } else {
                    let names = seat_namer(self.session.seats(), l10n);
                    let label = l10n.plugin_text(self.plugin_id(), &option.label, &names);
                    self.composing.choices = partial;
                    self.composing.labels.push(label);
                    self.cache = None;
                }
            }
            Err(e) => {
                let (title, detail) =
                    self.describe(l10n, "error-move-refused", &SessionError::Plugin(e));
                notices.error(title, detail);
            }
        }
    }

    /// Drops the last choice of the move being composed.
    pub fn back(&mut self) {
        if self.composing.choices.pop().is_some() {
            self.composing.labels.pop();
            self.cache = None;
        }
    }

    /// Drops the whole move being composed.
    pub fn cancel(&mut self) {
        if !self.composing.choices.is_empty() {
            self.composing = Composing::default();
            self.cache = None;
        }
    }

    /// Applies the move composed so far.
    pub fn confirm(&mut self, notices: &mut Notices, l10n: &Localizer) {
        self.ensure_cache(l10n);
        let Some(action) = self
            .cache
            .as_ref()
            .and_then(|c| c.choices.as_ref())
            .and_then(|c| c.complete.as_ref())
            .map(|c| c.action.clone())
        else {
            return;
        };
        self.apply_human(&action, notices, l10n);
    }

    /// The log as the undo policy sees it.
    fn decisions(&self) -> Vec<Decision> {
        self.session
            .log()
            .iter()
            .map(|r| Decision {
                seat: r.seat,
                undoable: r.undoable,
            })
            .collect()
    }

    /// The seat that would undo now: the human at the screen, never someone behind the curtain.
    fn undoer(&self) -> Option<u32> {
        if self.curtain.is_some() || self.session.history_broken() {
            return None;
        }
        self.viewer.filter(|&s| !self.session.is_bot(s))
    }

    pub fn can_undo(&self) -> bool {
        undo_target(
            &self.decisions(),
            self.undoer(),
            self.session.status().game_over,
        )
        .is_some()
    }

    /// Takes back the viewer's last decision (see [`undo_target`]), from a snapshot when one
    /// was kept. A bot thinking about its answer stops.
    pub fn undo(&mut self, notices: &mut Notices, l10n: &Localizer) {
        let Some(target) = undo_target(
            &self.decisions(),
            self.undoer(),
            self.session.status().game_over,
        ) else {
            return;
        };
        let seat = self.session.log()[target].seat;
        self.bots.forget();
        self.snapshots.retain(|s| s.log_len <= target);
        let from_snapshot = self.snapshots.last().is_some_and(|s| s.log_len == target);
        let result = match from_snapshot.then(|| self.snapshots.pop()).flatten() {
            Some(snapshot) => self.session.rewind(target, snapshot.game),
            None => self.session.rewind_by_replay(target),
        };
        // Marks of moves that were taken back would mislead.
        self.seen.clear();
        self.changed(notices, l10n);
        self.update_viewer(Some(seat), false);
        if let Err(e) = result {
            let (title, detail) = self.describe(l10n, "error-undo", &e);
            notices.error(title, detail);
        }
    }

    /// Stops a bot that is thinking (leaving the game, loading another).
    pub fn stop_bots(&mut self) {
        self.bots.forget();
    }

    /// Lets bots think and plays their moves after the configured delay.
    pub fn drive_bots(
        &mut self,
        ctx: &egui::Context,
        settings: &Settings,
        notices: &mut Notices,
        l10n: &Localizer,
    ) {
        self.poll_autosave(notices, l10n);
        let now = ctx.input(|i| i.time);
        self.bots.poll();
        // At most two steps: a stale or finished bot is cancelled, then the next one starts.
        for _ in 0..2 {
            let situation = BotSituation {
                game_over: self.session.status().game_over,
                paused: self.bots_paused,
                job: self.bots.job().map(|job| BotJob {
                    stale: job.revision != self.revision,
                    answered: job.result.is_some(),
                    due: job.started + settings.bot_speed.delay_secs(),
                }),
                acting_bot: self
                    .session
                    .status()
                    .acting
                    .iter()
                    .copied()
                    .find(|&s| self.session.is_bot(s)),
            };
            match next_bot_step(&situation, now) {
                BotStep::Nothing => return,
                BotStep::Cancel => self.bots.cancel(),
                BotStep::WaitUntil(due) => {
                    ctx.request_repaint_after_secs((due - now) as f32);
                    return;
                }
                BotStep::Play => {
                    self.play_bot_answer(notices, l10n);
                    ctx.request_repaint();
                    return;
                }
                BotStep::Start(seat) => {
                    self.start_bot(seat, settings.bot_threads(), now, ctx, notices, l10n);
                    return;
                }
            }
        }
    }

    /// Applies the answer of the bot that finished; a refused move or a failed bot pauses the
    /// bots and says why.
    fn play_bot_answer(&mut self, notices: &mut Notices, l10n: &Localizer) {
        let Some(job) = self.bots.take() else { return };
        match job.result {
            Some(Ok(action)) => match self.session.apply(job.seat, &action) {
                Ok(_) => {
                    self.changed(notices, l10n);
                    self.update_viewer(None, false);
                }
                Err(e) => {
                    self.bots_paused = true;
                    let (title, detail) = self.bot_error(l10n, job.seat, &e);
                    notices.error(title, detail);
                }
            },
            Some(Err(e)) => {
                self.bots_paused = true;
                let (title, detail) = self.bot_error(l10n, job.seat, &SessionError::Plugin(e));
                notices.error(title, detail);
            }
            None => {}
        }
    }

    /// Starts the bot of `seat` thinking on a clone of the game, on at most `threads` threads.
    fn start_bot(
        &mut self,
        seat: u32,
        threads: u32,
        now: f64,
        ctx: &egui::Context,
        notices: &mut Notices,
        l10n: &Localizer,
    ) {
        match self.session.game().try_clone() {
            Ok(game) => {
                let seed = self.session.bot_seed(seat);
                let level = self.session.bot_level(seat);
                let movers = self.session.movers();
                self.bots.start(
                    game,
                    movers,
                    seat,
                    level,
                    threads,
                    seed,
                    self.revision,
                    now,
                    ctx.clone(),
                );
            }
            Err(e) => {
                self.bots_paused = true;
                let (title, detail) = self.bot_error(l10n, seat, &SessionError::Plugin(e));
                notices.error(title, detail);
            }
        }
    }

    fn bot_error(
        &self,
        l10n: &Localizer,
        seat: u32,
        error: &SessionError,
    ) -> (String, Option<String>) {
        let names = seat_namer(self.session.seats(), l10n);
        let (_, detail) = self.describe(l10n, "error-bot", error);
        (
            l10n.tr_args("error-bot", &[("player", FluentValue::from(names(seat)))]),
            detail,
        )
    }

    fn ensure_cache(&mut self, l10n: &Localizer) {
        self.cache(l10n);
    }

    /// The view, the choices and the localised texts for the current state and viewer.
    pub fn cache(&mut self, l10n: &Localizer) -> &Cache {
        let key = (
            self.revision,
            self.viewer,
            self.composing.choices.len(),
            l10n.lang(),
        );
        let cache = match self.cache.take() {
            Some(c) if c.key == key => c,
            _ => self.build_cache(key, l10n),
        };
        self.cache.insert(cache)
    }

    fn build_cache(&mut self, key: (u64, Option<u32>, usize, Lang), l10n: &Localizer) -> Cache {
        let plugin_id = self.plugin_id().to_owned();
        let names = seat_namer(self.session.seats(), l10n);
        let text = |t: &parlour_plugin_api::Text| l10n.plugin_text(&plugin_id, t, &names);
        let mut choices = None;
        if let Some(seat) = self.active_human() {
            match self
                .session
                .game()
                .choices(seat, &self.composing.choices, true, true)
            {
                Ok(c) => choices = Some(c),
                Err(_) if !self.composing.choices.is_empty() => {
                    // The partial move no longer fits (it never should): start it again.
                    self.composing = Composing::default();
                    choices = self.session.game().choices(seat, &[], true, true).ok();
                }
                Err(_) => {}
            }
        }
        let mut view = match choices.as_mut().and_then(|c| c.view.take()) {
            Some(view) => Ok(view),
            None => self.session.view(self.viewer),
        };
        if let (Ok(view), Some(seen)) = (&mut view, self.viewer.and_then(|v| self.seen.get(&v))) {
            mark_changes(view, seen);
        }
        // The pieces of the move whose log entry the pointer rests on, as this viewer saw it.
        if let (Ok(view), Some((viewer, keys))) =
            (&mut view, self.hovered_log.and_then(|a| self.moved.get(&a)))
            && *viewer == self.viewer
        {
            emphasize(view, keys, parlour_plugin_api::Emphasis::Selected);
        }
        // Where the option under the pointer lies on the board.
        if let (Ok(view), Some(id)) = (&mut view, self.hovered_option) {
            emphasize_choice(view, id, parlour_plugin_api::Emphasis::Selected);
        }
        let ChoicePanel {
            legal,
            options,
            panel,
            prompt,
            confirm,
        } = choices
            .as_ref()
            .map(|c| choice_panel(c, &text, l10n))
            .unwrap_or_default();
        let reader = if self.curtain.is_some() {
            None
        } else {
            self.viewer
        };
        let log = log_groups(
            self.session
                .lines()
                .iter()
                .filter(|line| line.entry.visible_for(reader))
                .map(|line| (line.seat, line.action_index, &line.entry.text)),
            &text,
            &names,
        );
        Cache {
            key,
            view,
            choices,
            legal,
            options,
            panel,
            prompt,
            confirm,
            log,
        }
    }

    /// The status of the game.
    pub fn status(&self) -> &Status {
        self.session.status()
    }
}

impl Drop for PlayState {
    fn drop(&mut self) {
        // A bot still thinking stops at once; the autosave writer finishes its file.
        self.bots.cancel();
    }
}

/// What the bot scheduling looks at.
#[derive(Clone, Debug)]
pub struct BotSituation {
    pub game_over: bool,
    /// The player paused the bots (or a bot failed).
    pub paused: bool,
    /// The bot move being worked out or waiting to be played.
    pub job: Option<BotJob>,
    /// A bot seat among those that must decide now.
    pub acting_bot: Option<u32>,
}

/// A bot's job as the scheduling sees it.
#[derive(Clone, Copy, Debug)]
pub struct BotJob {
    /// The game changed since the bot started (an undo, a human move, a load).
    pub stale: bool,
    /// Its answer arrived.
    pub answered: bool,
    /// When its move may be played, so that humans can follow (egui time, seconds).
    pub due: f64,
}

/// What the table does about bots this frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum BotStep {
    Nothing,
    /// Stop the current bot and throw its answer away.
    Cancel,
    /// Wait until this time, then play the answer.
    WaitUntil(f64),
    /// Play the bot's answer now.
    Play,
    /// Start this seat's bot.
    Start(u32),
}

/// The bot scheduling: one bot at a time; an answer for an older state is thrown away; an
/// answer is played only after the configured delay and never while the bots are paused; a
/// finished game stops every bot.
pub fn next_bot_step(now: &BotSituation, time: f64) -> BotStep {
    if let Some(job) = &now.job {
        if job.stale || now.game_over {
            return BotStep::Cancel;
        }
        if now.paused || !job.answered {
            return BotStep::Nothing;
        }
        return if time < job.due {
            BotStep::WaitUntil(job.due)
        } else {
            BotStep::Play
        };
    }
    if now.game_over || now.paused {
        return BotStep::Nothing;
    }
    now.acting_bot.map_or(BotStep::Nothing, BotStep::Start)
}

/// What the viewer and curtain policy looks at.
#[derive(Clone, Debug)]
pub struct ViewSituation {
    /// The human seats.
    pub humans: Vec<u32>,
    /// The seats that must decide now.
    pub acting: Vec<u32>,
    pub game_over: bool,
    /// Whether the game hides information between seats.
    pub hidden: bool,
    /// The seat whose board is shown now, and the seat waiting behind the curtain.
    pub viewer: Option<u32>,
    pub curtain: Option<u32>,
}

/// Whose board to show next, and whether a curtain must hide it until that player confirms
/// they sit at the screen: `(viewer, curtain)`.
///
/// - With no human seat the spectator's view is shown; with one, always that seat's.
/// - With several humans the board follows the human who must decide (`preferred` first, then
///   the one already shown); while only bots move it stays as it is.
/// - When the game hides information, a change of human seat goes through the curtain
///   (`force` puts it up even for the same seat, and hides the board behind it).
pub fn next_view(
    now: &ViewSituation,
    preferred: Option<u32>,
    force: bool,
) -> (Option<u32>, Option<u32>) {
    match now.humans.as_slice() {
        [] => return (None, None),
        [only] => return (Some(*only), None),
        _ => {}
    }
    if now.game_over {
        return (now.viewer, None);
    }
    let acting: Vec<u32> = now
        .acting
        .iter()
        .copied()
        .filter(|s| now.humans.contains(s))
        .collect();
    let Some(&first) = acting.first() else {
        // Bots are moving; the board stays as it is.
        return (now.viewer, now.curtain);
    };
    let current = now.curtain.or(now.viewer);
    let next = preferred
        .filter(|s| acting.contains(s))
        .or(current.filter(|s| acting.contains(s)))
        .unwrap_or(first);
    if !now.hidden {
        return (Some(next), None);
    }
    if force {
        (None, Some(next))
    } else if Some(next) != now.viewer {
        (now.viewer, Some(next))
    } else {
        (now.viewer, None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn option(id: u64, label: &str) -> PanelOption {
        PanelOption {
            id,
            label: label.into(),
            tooltip: None,
            icon: None,
        }
    }

    #[test]
    fn options_that_read_alike_are_numbered_in_their_order() {
        let mut panel = vec![
            PanelGroup {
                heading: None,
                options: vec![option(1, "Target: Killer clown"), option(2, "Move")],
            },
            PanelGroup {
                heading: Some("Attack".into()),
                options: vec![option(3, "Target: Killer clown")],
            },
        ];
        number_alike(&mut panel);
        let labels: Vec<&str> = panel
            .iter()
            .flat_map(|g| &g.options)
            .map(|o| o.label.as_str())
            .collect();
        assert_eq!(
            labels,
            [
                "Target: Killer clown (1)",
                "Move",
                "Target: Killer clown (2)"
            ]
        );
    }

    #[test]
    fn a_log_line_wears_the_colour_of_the_seat_it_is_about() {
        use parlour_plugin_api::Text;
        let names = |seat: u32| ["Anna", "Ben", "Ben Jr"][seat as usize].to_owned();
        let seat = |text: &Text, actor, line: &str| line_seat(text, actor, line, &names);
        // Ben's bid and win, told after Anna's bid (Anna acted): Ben's lines.
        let revealed = Text::new("log-revealed-bid").seat("player", 1);
        assert_eq!(seat(&revealed, 0, "Revealed: Ben bid 6."), 1);
        let won = Text::new("log-won").seat("player", 1).num("cards", 1.0);
        assert_eq!(seat(&won, 0, "Ben wins the prize."), 1);
        // The actor's own lines, and lines naming nobody, stay the actor's.
        let own = Text::new("log-revealed-bid").seat("player", 0);
        assert_eq!(seat(&own, 0, "Revealed: Anna bid 5."), 0);
        assert_eq!(seat(&Text::new("log-prize"), 0, "Round 2 begins."), 0);
        let both = Text::new("log-capture")
            .seat("attacker", 1)
            .seat("victim", 0);
        assert_eq!(seat(&both, 0, "Ben captures Anna's agent."), 0);
        // Of other seats, the one named first; a seat named inside a nested message counts.
        let nested = Text::new("log-outer")
            .msg("a", Text::new("x").seat("who", 2))
            .seat("b", 1);
        assert_eq!(seat(&nested, 0, "Ben Jr passes to Ben."), 2);
        assert_eq!(seat(&nested, 0, "Ben takes from Ben Jr."), 1);
    }

    fn d(seat: u32, undoable: bool) -> Decision {
        Decision { seat, undoable }
    }

    #[test]
    fn a_player_takes_back_their_own_last_decision() {
        let log = [d(1, true), d(0, true)];
        assert_eq!(undo_target(&log, Some(0), false), Some(1));
    }

    #[test]
    fn a_player_cannot_take_back_another_seats_move() {
        // Hotseat: seat 0 moved, seat 1 is at the screen now.
        let log = [d(0, true)];
        assert_eq!(undo_target(&log, Some(1), false), None);
    }

    #[test]
    fn a_bot_reply_that_was_seen_closes_undo() {
        // Seat 0 moved, the bot in seat 1 answered on the board: no peeking and replaying.
        let log = [d(0, true), d(1, true)];
        assert_eq!(undo_target(&log, Some(0), false), None);
    }

    #[test]
    fn a_reveal_or_a_random_draw_closes_undo() {
        let log = [d(0, true), d(0, false)];
        assert_eq!(undo_target(&log, Some(0), false), None);
    }

    #[test]
    fn nobody_undoes_from_behind_the_curtain_or_after_the_game() {
        let log = [d(0, true)];
        assert_eq!(undo_target(&log, None, false), None);
        assert_eq!(undo_target(&log, Some(0), true), None);
        assert_eq!(undo_target(&[], Some(0), false), None);
    }

    fn bots(job: Option<BotJob>, acting_bot: Option<u32>) -> BotSituation {
        BotSituation {
            game_over: false,
            paused: false,
            job,
            acting_bot,
        }
    }

    fn job(stale: bool, answered: bool) -> Option<BotJob> {
        Some(BotJob {
            stale,
            answered,
            due: 10.0,
        })
    }

    #[test]
    fn a_bot_whose_turn_it_is_starts_thinking_and_only_one_at_a_time() {
        assert_eq!(next_bot_step(&bots(None, Some(2)), 0.0), BotStep::Start(2));
        assert_eq!(next_bot_step(&bots(None, None), 0.0), BotStep::Nothing);
        // While one thinks, no other starts.
        assert_eq!(
            next_bot_step(&bots(job(false, false), Some(3)), 0.0),
            BotStep::Nothing
        );
    }

    #[test]
    fn a_bots_move_is_played_after_the_delay_so_humans_can_follow() {
        let answered = bots(job(false, true), Some(1));
        assert_eq!(next_bot_step(&answered, 9.0), BotStep::WaitUntil(10.0));
        assert_eq!(next_bot_step(&answered, 10.0), BotStep::Play);
    }

    #[test]
    fn a_bots_answer_for_an_older_state_is_thrown_away() {
        // An undo or a human move changed the game while the bot thought.
        assert_eq!(
            next_bot_step(&bots(job(true, true), Some(1)), 20.0),
            BotStep::Cancel
        );
        assert_eq!(
            next_bot_step(&bots(job(true, false), Some(1)), 0.0),
            BotStep::Cancel
        );
    }

    #[test]
    fn paused_bots_neither_start_nor_play_and_a_finished_game_stops_them() {
        let paused = |job| BotSituation {
            paused: true,
            ..bots(job, Some(1))
        };
        assert_eq!(next_bot_step(&paused(None), 0.0), BotStep::Nothing);
        assert_eq!(
            next_bot_step(&paused(job(false, true)), 20.0),
            BotStep::Nothing
        );
        let over = |job| BotSituation {
            game_over: true,
            ..bots(job, Some(1))
        };
        assert_eq!(next_bot_step(&over(None), 0.0), BotStep::Nothing);
        assert_eq!(
            next_bot_step(&over(job(false, true)), 20.0),
            BotStep::Cancel
        );
    }

    fn situation(humans: &[u32], acting: &[u32], hidden: bool) -> ViewSituation {
        ViewSituation {
            humans: humans.to_vec(),
            acting: acting.to_vec(),
            game_over: false,
            hidden,
            viewer: None,
            curtain: None,
        }
    }

    #[test]
    fn one_human_always_sees_their_own_board() {
        let now = situation(&[1], &[0], true);
        assert_eq!(next_view(&now, None, false), (Some(1), None));
        assert_eq!(
            next_view(&situation(&[], &[0], true), None, false),
            (None, None)
        );
    }

    #[test]
    fn hotseat_with_hidden_information_passes_the_device_behind_a_curtain() {
        let mut now = situation(&[0, 1], &[1], true);
        now.viewer = Some(0);
        // Seat 1 must decide: seat 0's board stays up until seat 1 confirms.
        assert_eq!(next_view(&now, None, false), (Some(0), Some(1)));
        // The same seat deciding again needs no curtain.
        now.acting = vec![0];
        assert_eq!(next_view(&now, None, false), (Some(0), None));
        // A forced curtain (after loading) hides the board too.
        assert_eq!(next_view(&now, None, true), (None, Some(0)));
    }

    #[test]
    fn without_hidden_information_the_board_follows_the_deciding_human() {
        let mut now = situation(&[0, 1], &[1], false);
        now.viewer = Some(0);
        assert_eq!(next_view(&now, None, false), (Some(1), None));
    }

    #[test]
    fn while_bots_move_or_after_the_game_the_board_stays() {
        let mut now = situation(&[0, 2], &[1], true);
        now.viewer = Some(2);
        assert_eq!(next_view(&now, None, false), (Some(2), None));
        now.game_over = true;
        now.curtain = Some(0);
        assert_eq!(next_view(&now, None, false), (Some(2), None));
    }

    #[test]
    fn of_several_deciding_humans_the_preferred_one_then_the_shown_one_goes_first() {
        let mut now = situation(&[0, 1, 2], &[1, 2], false);
        now.viewer = Some(2);
        assert_eq!(next_view(&now, None, false), (Some(2), None));
        assert_eq!(next_view(&now, Some(1), false), (Some(1), None));
        assert_eq!(
            next_view(&now, Some(0), false),
            (Some(2), None),
            "0 is not deciding"
        );
    }

    #[test]
    fn several_own_decisions_in_a_row_are_taken_back_one_by_one() {
        let mut log = vec![d(1, true), d(0, true), d(0, true)];
        let first = undo_target(&log, Some(0), false);
        assert_eq!(first, Some(2));
        log.truncate(2);
        assert_eq!(undo_target(&log, Some(0), false), Some(1));
        log.truncate(1);
        assert_eq!(undo_target(&log, Some(0), false), None);
    }
}
