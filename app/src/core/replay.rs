//! Replays: a game stepped through move by move from its log, as any seat saw it at the time
//! (or as a spectator once the game is over), and a new game branched off at any point.
//!
//! A replay runs the game's own plugin over the saved log from the seed, so it works for every
//! plugin through the contract it already has: nothing is shown that the plugin's view would
//! not have shown that seat after that move.

use std::collections::BTreeMap;
use std::sync::Arc;

use parlour_plugin_api::{Node, SetupRequest, Status};

use super::discovery::Catalog;
use super::plugin::{GameHandle, Plugin, PluginError};
use super::save::{LogRecord, SaveFile, SeatInfo};
use super::session::{LogLine, Session, SessionError, apply_record, log_lines, plugin_for};

/// How many moves lie between two kept states: stepping back replays at most this many.
const CHECKPOINT_EVERY: usize = 32;

/// Who watches a replay.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Watcher {
    /// A seat: its own view and its own log lines, as it saw them at the time.
    Seat(u32),
    /// The spectator's view and the public log, once the game is over.
    Spectator,
}

impl Watcher {
    fn seat(self) -> Option<u32> {
        match self {
            Watcher::Seat(seat) => Some(seat),
            Watcher::Spectator => None,
        }
    }
}

/// A game being replayed.
pub struct Replay {
    plugin: Arc<Plugin>,
    seats: Vec<SeatInfo>,
    seed: u64,
    options: BTreeMap<String, String>,
    log: Vec<LogRecord>,
    /// Every log line of the whole game, each with the move that wrote it.
    lines: Vec<LogLine>,
    /// The state after 0, `CHECKPOINT_EVERY`, 2 x `CHECKPOINT_EVERY`, ... moves.
    checkpoints: Vec<GameHandle>,
    /// Moves shown: the state is the one after the first `position` moves.
    position: usize,
    game: GameHandle,
    /// Whether the whole log ends the game.
    finished: bool,
}

impl Replay {
    /// The replay of a running or finished game.
    pub fn of_session(session: &Session) -> Result<Replay, SessionError> {
        Replay::build(
            session.plugin(),
            session.seats().to_vec(),
            session.seed(),
            session.options().clone(),
            session.log().to_vec(),
        )
    }

    /// The replay of a saved game. A save whose log does not replay (a damaged file, a plugin
    /// that changed its rules) cannot be replayed, with the reason.
    pub fn of_save(save: &SaveFile, catalog: &Catalog) -> Result<Replay, SessionError> {
        Replay::build(
            plugin_for(save, catalog)?,
            save.seats.clone(),
            save.game.seed,
            save.game.options.clone(),
            save.log.clone(),
        )
    }

    /// Plays the whole log once, keeping a state every few moves and every log line.
    fn build(
        plugin: &Arc<Plugin>,
        seats: Vec<SeatInfo>,
        seed: u64,
        options: BTreeMap<String, String>,
        log: Vec<LogRecord>,
    ) -> Result<Replay, SessionError> {
        let mut game = plugin.new_game(&SetupRequest {
            players: seats.len() as u32,
            seed,
            options: options.clone(),
        })?;
        let mut checkpoints = vec![game.try_clone()?];
        let mut lines = Vec::new();
        for (index, record) in log.iter().enumerate() {
            let applied = apply_record(&mut game, index, record)?;
            lines.extend(log_lines(index, record.seat, applied.log));
            if (index + 1) % CHECKPOINT_EVERY == 0 {
                checkpoints.push(game.try_clone()?);
            }
        }
        let finished = game.status()?.game_over;
        Ok(Replay {
            plugin: Arc::clone(plugin),
            seats,
            seed,
            options,
            position: log.len(),
            log,
            lines,
            checkpoints,
            game,
            finished,
        })
    }

    pub fn plugin(&self) -> &Arc<Plugin> {
        &self.plugin
    }

    pub fn seats(&self) -> &[SeatInfo] {
        &self.seats
    }

    /// How many moves the game has.
    pub fn len(&self) -> usize {
        self.log.len()
    }

    pub fn is_empty(&self) -> bool {
        self.log.is_empty()
    }

    /// How many moves are shown.
    pub fn position(&self) -> usize {
        self.position
    }

    /// Whether the replayed game reached its end.
    pub fn finished(&self) -> bool {
        self.finished
    }

    /// Who may watch: every seat, and the spectator once the game is over (a running game is
    /// watched from a seat, as it was played).
    pub fn watchers(&self) -> Vec<Watcher> {
        let mut all: Vec<Watcher> = (0..self.seats.len() as u32).map(Watcher::Seat).collect();
        if self.finished {
            all.push(Watcher::Spectator);
        }
        all
    }

    /// The seat that made move `index` (counted from 0).
    pub fn mover(&self, index: usize) -> Option<u32> {
        self.log.get(index).map(|r| r.seat)
    }

    /// Shows the state after the first `position` moves (at most every move).
    pub fn seek(&mut self, position: usize) -> Result<(), SessionError> {
        let position = position.min(self.log.len());
        if position == self.position {
            return Ok(());
        }
        // From the kept state just before `position`, unless the state shown is nearer.
        let kept = position / CHECKPOINT_EVERY;
        let mut at = kept * CHECKPOINT_EVERY;
        if position < self.position || at > self.position {
            self.game = self.checkpoints[kept].try_clone()?;
        } else {
            at = self.position;
        }
        while at < position {
            apply_record(&mut self.game, at, &self.log[at])?;
            at += 1;
        }
        self.position = position;
        Ok(())
    }

    /// The state shown, as `watcher` saw it then.
    pub fn view(&self, watcher: Watcher) -> Result<Node, PluginError> {
        self.game.view(watcher.seat())
    }

    pub fn status(&self) -> Result<Status, PluginError> {
        self.game.status()
    }

    /// The log lines of the moves shown that `watcher` could read.
    pub fn lines(&self, watcher: Watcher) -> impl Iterator<Item = &LogLine> {
        let position = self.position;
        self.lines
            .iter()
            .take_while(move |line| line.action_index < position)
            .filter(move |line| line.entry.visible_for(watcher.seat()))
    }

    /// A new game with the same seats that goes on from the state shown: its own save, the
    /// replayed game left as it was.
    pub fn play_on(&self) -> Result<Session, SessionError> {
        Session::from_history(
            &self.plugin,
            self.seats.clone(),
            self.seed,
            self.options.clone(),
            self.log[..self.position].to_vec(),
        )
    }
}
