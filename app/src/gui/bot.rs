//! Bots think on a background thread on a clone of the game, so the window never freezes. The
//! UI thread applies their moves after a delay that lets humans follow, and shows how far a
//! searching bot has come ([`Job::progress`], from a counter the search updates).

use std::sync::Arc;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};

use serde_json::Value;

use crate::core::bots::{self, Level};
use crate::core::plugin::{GameHandle, PluginError};
use crate::core::search::SearchMemory;

/// A bot's answer from its thread, with its seat's search memory handed back.
struct Reply {
    job: u64,
    seat: u32,
    result: Result<Value, PluginError>,
    memory: SearchMemory,
}

/// The bot move being worked out or waiting to be played.
#[derive(Debug)]
pub struct Job {
    id: u64,
    pub seat: u32,
    /// The session revision the bot looked at; a move for an older state is thrown away.
    pub revision: u64,
    /// When the bot started (egui time, seconds).
    pub started: f64,
    /// The bot's answer, once it arrived.
    pub result: Option<Result<Value, PluginError>>,
    /// Set to stop the bot's search (undo, load, leaving the game).
    cancel: Arc<AtomicU32>,
    /// The bot's level.
    pub level: Level,
    /// What the search may spend on this move (`None`: the game's heuristic bot answers).
    pub budget: Option<Budget>,
    /// The search's iterations so far, stored by the bot's thread.
    counter: Arc<AtomicU64>,
}

/// What a searching bot may spend on one move: whichever ends first.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    pub iterations: u64,
    pub seconds: f64,
}

/// How far a bot has come with its move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Progress {
    pub seat: u32,
    pub level: Level,
    /// Iterations done and the budget's, when the search plays (not the heuristic bot).
    pub iterations: Option<(u64, u64)>,
    /// The share of the budget spent, `0..=1`: iterations or time, whichever is further on.
    pub fraction: Option<f32>,
}

impl Job {
    /// How far the bot has come at egui time `now`.
    pub fn progress(&self, now: f64) -> Progress {
        let iterations = self.budget.map(|b| {
            (
                self.counter.load(Ordering::Relaxed).min(b.iterations),
                b.iterations,
            )
        });
        let fraction = self.budget.map(|b| {
            let by_count = iterations.map_or(0.0, |(done, of)| done as f64 / of.max(1) as f64);
            let by_time = (now - self.started) / b.seconds.max(0.001);
            // An answer that came early (a remembered tree, a cheap decision) fills the bar.
            let answered = if self.result.is_some() { 1.0 } else { 0.0 };
            by_count.max(by_time).max(answered).clamp(0.0, 1.0) as f32
        });
        Progress {
            seat: self.seat,
            level: self.level,
            iterations,
            fraction,
        }
    }
}

/// Runs one bot at a time.
pub struct BotRunner {
    tx: Sender<Reply>,
    rx: Receiver<Reply>,
    job: Option<Job>,
    next_id: u64,
    /// Each bot seat's search memory: the next decision of a seat goes on from the tree of
    /// its last one (while its thread runs, the thread holds it).
    memories: std::collections::HashMap<u32, SearchMemory>,
}

impl Default for BotRunner {
    fn default() -> Self {
        let (tx, rx) = channel();
        BotRunner {
            tx,
            rx,
            job: None,
            next_id: 0,
            memories: Default::default(),
        }
    }
}

impl BotRunner {
    /// Starts a bot of `level` on its own thread with a clone of the game, thinking on at most
    /// `threads` threads; `movers` are the seats of the game's moves so far (for the seat's
    /// search memory).
    #[allow(clippy::too_many_arguments)]
    pub fn start(
        &mut self,
        game: GameHandle,
        movers: Vec<u32>,
        seat: u32,
        level: Level,
        threads: u32,
        seed: u64,
        revision: u64,
        now: f64,
        ctx: egui::Context,
    ) {
        self.next_id += 1;
        let id = self.next_id;
        let tx = self.tx.clone();
        self.cancel();
        let cancel = Arc::new(AtomicU32::new(0));
        let flag = Arc::clone(&cancel);
        let mut memory = self.memories.remove(&seat).unwrap_or_default();
        // The search counts this move's iterations into the memory's counter; the table reads
        // it to show the bot's progress.
        memory.progress.store(0, Ordering::Relaxed);
        let counter = Arc::clone(&memory.progress);
        let budget = level.search_config(&game, seed).and_then(|c| {
            Some(Budget {
                iterations: c.iterations?,
                seconds: c.budget_ms? as f64 / 1000.0,
            })
        });
        let spawned = std::thread::Builder::new()
            .name(format!("parlour-bot-{seat}"))
            .spawn(move || {
                let result = bots::choose_move_thinking(
                    &game,
                    seat,
                    level,
                    seed,
                    &flag,
                    &mut memory,
                    &movers,
                    threads,
                )
                .map(|(action, _)| action);
                // The receiver is gone when the game was closed meanwhile; nothing to do then.
                let _ = tx.send(Reply {
                    job: id,
                    seat,
                    result,
                    memory,
                });
                ctx.request_repaint();
            });
        let result = match spawned {
            Ok(_) => None,
            Err(e) => Some(Err(PluginError {
                kind: crate::core::plugin::FailureKind::Game,
                code: "thread".into(),
                message: format!("cannot start a thread for the bot: {e}"),
                text: None,
            })),
        };
        self.job = Some(Job {
            id,
            seat,
            revision,
            started: now,
            result,
            cancel,
            level,
            budget,
            counter,
        });
    }

    /// Collects answers that arrived; answers to cancelled jobs are dropped.
    pub fn poll(&mut self) {
        while let Ok(reply) = self.rx.try_recv() {
            if let Some(job) = self.job.as_mut().filter(|j| j.id == reply.job) {
                job.result = Some(reply.result);
                self.memories.insert(reply.seat, reply.memory);
            }
        }
    }

    pub fn job(&self) -> Option<&Job> {
        self.job.as_ref()
    }

    /// Takes the finished job out.
    pub fn take(&mut self) -> Option<Job> {
        self.job.take()
    }

    /// Whether a bot is still thinking (its answer has not arrived).
    pub fn busy(&self) -> bool {
        self.job.as_ref().is_some_and(|j| j.result.is_none())
    }

    /// Forgets the current job (after undo, load, or a human move that changed the state).
    pub fn cancel(&mut self) {
        if let Some(job) = self.job.take() {
            job.cancel.store(1, Ordering::Relaxed);
        }
    }

    /// Forgets what the bots' searches remember (the game was taken back or replaced).
    pub fn forget(&mut self) {
        self.cancel();
        self.memories.clear();
    }
}
