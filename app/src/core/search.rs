//! The search bot: information-set Monte Carlo tree search over the plugin ABI.
//!
//! It works for any plugin that offers the determinize extension (contract 1.1), and it never
//! reads a state its seat could not see: every iteration starts from a fresh state that the
//! plugin samples for what the searching seat knows (`determinize`, with the random generator
//! reseeded, so the search never knows future dice or draws), and the search only walks and
//! plays those samples. The real game is only asked for what the seat sees anyway: whose turn
//! it is and the seat's own choices.
//!
//! One iteration:
//! 1. **Determinize** the root for the searching seat.
//! 2. **Select** down the tree. A move composed over several clicks is a chain of choice nodes
//!    of one seat, keyed by the choice ids picked so far; the state only changes when the path
//!    is a whole move (`apply_path` without a log). Each seat decides from its own nodes, keyed
//!    by the moves it has seen: a move made while another seat was deciding at the same time
//!    (simultaneous bids, secret picks) is hidden from that seat, so opponents in the tree
//!    cannot react to what they could not know. Children are chosen by UCT with availability
//!    counts (a child is only compared over the samples in which it was legal).
//! 3. **Expand** one new node per iteration.
//! 4. **Roll out** with uniformly random moves (in the plugin, in one call) or the plugin's
//!    heuristic bot, optionally cut off after some moves and scored with the plugin's
//!    evaluation.
//! 5. **Back up** a reward per seat: its place among the seats (1 for a sole winner, 0 for a
//!    sole loser, ties shared), or the normalised score in a solo game; each node adds the
//!    reward of the seat deciding there.
//!
//! With [`SearchConfig::threads`] above 1, that many threads run iterations on one shared
//! tree (each on its own copy of the game): the tree is locked only to walk and back up, never
//! while a sample is drawn, a click asked for or a rollout played, which is nearly all of an
//! iteration's time.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use super::plugin::{FailureKind, GameHandle, PluginError};

/// The tree edge for "confirm the move as it stands" when a path is complete and further
/// choices are still possible. Never sent to a plugin.
const CONFIRM: u64 = 0x434f_4e46_4952_4d21;
/// Stands for a move a seat could not see.
const HIDDEN: u64 = 0x4849_4444_454e_2121;
/// The history every seat starts from.
const ROOT: u64 = 0x524f_4f54_5f5f_5f5f;
/// The longest composed move the search follows (a longer one is a plugin bug).
const MAX_CHOICES: usize = 1_000;

/// How rollouts play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rollout {
    /// Uniformly random moves (uniform at each choice), played inside the plugin.
    Random,
    /// The plugin's heuristic bot for every seat.
    Heuristic,
}

impl Rollout {
    pub fn name(self) -> &'static str {
        match self {
            Rollout::Random => "random",
            Rollout::Heuristic => "heuristic",
        }
    }

    pub fn parse(text: &str) -> Option<Rollout> {
        match text {
            "random" => Some(Rollout::Random),
            "heuristic" => Some(Rollout::Heuristic),
            _ => None,
        }
    }
}

/// What the search may spend and how it plays.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchConfig {
    /// Seeds the sampling and every random choice: the same state (as the seat sees it), seed
    /// and iteration budget give the same move.
    pub seed: u64,
    /// At most this many iterations.
    pub iterations: Option<u64>,
    /// At most this much wall-clock time, in milliseconds.
    pub budget_ms: Option<u64>,
    /// The UCT exploration constant (rewards are in `0..=1`).
    pub exploration: f64,
    pub rollout: Rollout,
    /// Rollout moves after which the position is scored with the plugin's evaluation (when it
    /// has one); `None`: play to the end.
    pub cutoff: Option<u32>,
    /// The share of the reward that comes from the score margin instead of the place
    /// (`0..=1`), which helps a search in which every rollout is lost or won.
    pub margin_weight: f64,
    /// Virtual visits (at reward 1/2) given to the heuristic bot's next click in every new
    /// node of the searching seats' moves (every step of a composed move), so that the search
    /// starts from the heuristic's advice and leaves it only on evidence; 0: none.
    pub prior: u32,
    /// Standard errors by which the search's click must beat the heuristic bot's click in
    /// mean reward before the search plays it instead (see `BotHints::trust`); 0: the most
    /// visited click, whatever the bot would do.
    pub trust: f64,
    /// How the other seats decide inside the tree.
    pub opponents: Opponents,
    /// Also key every decision node below the root on the deciding seat's view, so that what
    /// the seat saw happen by chance (a revealed card, a roll) separates its nodes: without
    /// it, a node stands for every outcome the seat could have seen after the same moves.
    /// Costs one view per node visited in the tree.
    pub observe: bool,
    /// Stop before the budget once the iterations left can no longer change the move (the
    /// move is the same; only the time differs). Off, every decision spends its budget.
    pub settle: bool,
    /// Threads that run iterations on the shared tree (1: the caller's thread alone). The
    /// others join only once the caller's thread would not run the budget's iterations within
    /// a quarter of the time cap, judged once it has spent a fiftieth of the cap (at once
    /// without a cap), so a quick decision follows from the seed as on one thread. Once they
    /// have joined, a decision takes about half the time on two cores, but which thread
    /// finishes which iteration first varies the move.
    pub threads: u32,
}

/// How the search models the other seats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponents {
    /// Each seat searches for itself in its own nodes (UCT on its own rewards).
    Tree,
    /// The other seats play the rollout policy everywhere; only the searching seat's
    /// decisions form the tree (open loop over the others' moves). Exploits a weak or known
    /// opponent better.
    Policy,
}

impl Opponents {
    pub fn name(self) -> &'static str {
        match self {
            Opponents::Tree => "tree",
            Opponents::Policy => "policy",
        }
    }

    pub fn parse(text: &str) -> Option<Opponents> {
        match text {
            "tree" => Some(Opponents::Tree),
            "policy" => Some(Opponents::Policy),
            _ => None,
        }
    }
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig {
            seed: 0,
            iterations: Some(1_000),
            budget_ms: None,
            exploration: 0.7,
            rollout: Rollout::Random,
            cutoff: None,
            margin_weight: 0.0,
            prior: 0,
            trust: 0.0,
            opponents: Opponents::Tree,
            observe: false,
            settle: true,
            threads: 1,
        }
    }
}

/// What a search did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SearchStats {
    /// Completed iterations; each ends with one playout (or at the end of the game).
    pub iterations: u64,
    /// Iterations the root already had from the seat's last decision (a remembered tree).
    pub carried: u64,
    /// Moves played inside rollouts.
    pub rollout_moves: u64,
    /// Nodes in the tree.
    pub nodes: usize,
    pub elapsed: Duration,
    /// The caller's flag stopped the search early.
    pub cancelled: bool,
    /// The seat had a single legal move, so nothing was searched.
    pub forced: bool,
    /// The search stopped before its budget because the iterations left could no longer
    /// change the move it would make (see [`settled`]).
    pub settled: bool,
}

impl SearchStats {
    /// Iterations (playouts) per second.
    pub fn playouts_per_second(&self) -> f64 {
        let secs = self.elapsed.as_secs_f64();
        if secs > 0.0 {
            self.iterations as f64 / secs
        } else {
            0.0
        }
    }
}

/// One candidate of the root decision.
#[derive(Clone, Debug, PartialEq)]
pub struct RootEdge {
    /// The choice id.
    pub id: u64,
    pub visits: u32,
    /// The mean reward of the seat over those visits.
    pub mean: f64,
}

/// The search's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    /// The choice ids of the chosen move, a complete path for `apply_path`.
    pub path: Vec<u64>,
    pub stats: SearchStats,
    /// The first choices as the search rated them.
    pub root: Vec<RootEdge>,
}

/// The most nodes a remembered tree keeps; a larger one starts afresh.
const MEMORY_NODES: usize = 250_000;

/// What the search of one seat remembers from its last decision, so that the next decision
/// of the same seat starts from the subtree below the move it made instead of from nothing:
/// the steps of one turn (SMOG's Nemesis moves minion after minion) then share their
/// iterations, and a decision whose subtree already holds the budget's iterations answers at
/// once.
///
/// Only with [`Opponents::Policy`] and without [`SearchConfig::observe`], and only for a
/// decision that follows the seat's own move directly (nobody else moved in between; what
/// chance did inside the move is averaged in the subtree, as everywhere below the root). The
/// caller hands in the seats that made the game's moves so far (the log's seats); a memory
/// that does not fit them (another game, an undo, another seat's move) is dropped.
#[derive(Default)]
pub struct SearchMemory {
    kept: Option<Kept>,
    /// The iterations of the decision under way (those carried over included), stored as the
    /// search goes: another thread reads it to show the bot's progress.
    pub progress: Arc<AtomicU64>,
}

struct Kept {
    seat: u32,
    tree: Tree,
    /// The searching seat's history right after its move.
    after: u64,
    /// The number of moves before that move (its index in the log).
    at: usize,
}

impl SearchMemory {
    /// Forgets the remembered tree.
    pub fn clear(&mut self) {
        self.kept = None;
    }

    /// Nodes remembered.
    pub fn nodes(&self) -> usize {
        self.kept.as_ref().map_or(0, |k| k.tree.len())
    }

    /// The remembered tree and the history the seat's next decision starts from, when the
    /// memory fits: the same seat, its move was the one applied at `at`, and `movers` are the
    /// seats of every move so far.
    fn resume(&mut self, seat: u32, movers: &[u32]) -> Option<(Tree, u64)> {
        let kept = self.kept.take()?;
        if kept.seat != seat || movers.get(kept.at) != Some(&seat) || kept.tree.len() > MEMORY_NODES
        {
            return None;
        }
        // Only the seat's own next decision right after its move: below a move of another
        // seat the tree holds every reply it might have made mixed together (the others are
        // not in the tree), which the seat no longer needs to guess.
        if movers.len() != kept.at + 1 {
            return None;
        }
        Some((kept.tree, kept.after))
    }
}

fn failure(kind: FailureKind, code: &str, message: String) -> PluginError {
    PluginError {
        kind,
        code: code.into(),
        message,
        text: None,
    }
}

/// Whether the search bot can play this game (it needs the determinize extension).
pub fn supported(game: &GameHandle) -> bool {
    game.can_determinize()
}

/// Mixes a value into a hash (splitmix64's finaliser over the sum).
fn mix(hash: u64, value: u64) -> u64 {
    let mut z = hash
        .rotate_left(23)
        .wrapping_add(value)
        .wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The search's own random numbers (splitmix64): cheap and fixed by the seed.
struct Rand(u64);

impl Rand {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        mix(self.0, 0)
    }

    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            ((u128::from(self.next()) * n as u128) >> 64) as usize
        }
    }
}

/// Node keys are already mixed hashes; hash them by identity.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = mix(self.0, u64::from(b));
        }
    }
    fn write_u64(&mut self, value: u64) {
        self.0 = value;
    }
}

type Tree = HashMap<u64, Node, BuildHasherDefault<KeyHasher>>;

#[derive(Default)]
struct Node {
    edges: Vec<Edge>,
}

struct Edge {
    id: u64,
    /// Visits, the prior's virtual ones included.
    visits: u32,
    /// How often this edge was legal when its node was visited.
    available: u32,
    /// The sum of rewards, the prior's included.
    reward: f64,
    /// The prior's virtual visits (at reward 1/2) among `visits`.
    prior: u32,
    /// The sum of the squared rewards of the real visits.
    squares: f64,
}

/// The reward a virtual visit of the prior counts.
const PRIOR_REWARD: f64 = 0.5;

impl Edge {
    /// Counts the prior's virtual visits.
    fn add_prior(&mut self, visits: u32) {
        self.visits += visits;
        self.prior += visits;
        self.reward += PRIOR_REWARD * f64::from(visits);
    }

    /// Counts a real visit with its reward.
    fn add_reward(&mut self, reward: f64) {
        self.visits += 1;
        self.reward += reward;
        self.squares += reward * reward;
    }

    /// The mean reward of the real visits and the variance of that mean (at least that of a
    /// reward spread evenly over a tenth of the range, so that a few equal rewards do not look
    /// certain); `None` without a real visit.
    fn real_mean(&self) -> Option<(f64, f64)> {
        let n = f64::from(self.visits - self.prior);
        if n < 1.0 {
            return None;
        }
        let mean = (self.reward - PRIOR_REWARD * f64::from(self.prior)) / n;
        let variance = (self.squares / n - mean * mean).max(1.0 / 1200.0);
        Some((mean, variance / n))
    }
}

impl Node {
    fn edge(&mut self, id: u64) -> usize {
        match self.edges.iter().position(|e| e.id == id) {
            Some(index) => index,
            None => {
                self.edges.push(Edge {
                    id,
                    visits: 0,
                    available: 0,
                    reward: 0.0,
                    prior: 0,
                    squares: 0.0,
                });
                self.edges.len() - 1
            }
        }
    }

    /// UCT over the available options, with availability counts. Untried options first, in
    /// random order.
    fn select(&mut self, options: &[u64], exploration: f64, rng: &mut Rand) -> usize {
        let mut indices = Vec::with_capacity(options.len());
        for &id in options {
            let index = self.edge(id);
            self.edges[index].available += 1;
            indices.push(index);
        }
        let untried: Vec<usize> = indices
            .iter()
            .copied()
            .filter(|&i| self.edges[i].visits == 0)
            .collect();
        if !untried.is_empty() {
            return untried[rng.below(untried.len())];
        }
        let mut best = indices[0];
        let mut best_value = f64::NEG_INFINITY;
        for &i in &indices {
            let e = &self.edges[i];
            let n = f64::from(e.visits);
            let value = e.reward / n + exploration * (f64::from(e.available).ln() / n).sqrt();
            if value > best_value {
                best_value = value;
                best = i;
            }
        }
        best
    }

    /// The most visited edge (ties: the better mean, then the smaller id).
    fn best(&self) -> Option<&Edge> {
        self.edges.iter().filter(|e| e.visits > 0).max_by(|a, b| {
            a.visits
                .cmp(&b.visits)
                .then_with(|| {
                    let ma = a.reward / f64::from(a.visits);
                    let mb = b.reward / f64::from(b.visits);
                    ma.total_cmp(&mb)
                })
                .then_with(|| b.id.cmp(&a.id))
        })
    }
}

/// The key of a seat's decision node, from the history it has seen.
fn node_key(history: u64, seat: u32) -> u64 {
    mix(history, u64::from(seat) + 1)
}

/// The options at a path: the next choice ids, plus [`CONFIRM`] when the path is complete and
/// more choices remain. `Ok(None)`: the path is a whole move with nothing more to add.
fn options_at(
    game: &GameHandle,
    seat: u32,
    path: &[u64],
    buffer: &mut Vec<u64>,
) -> Result<Option<()>, PluginError> {
    let complete = game.choice_ids(seat, path, buffer)?;
    if buffer.is_empty() {
        return if complete {
            Ok(None)
        } else {
            Err(failure(
                FailureKind::Protocol,
                "dead_end",
                format!("seat {seat} has neither choices nor a complete move after {path:x?}"),
            ))
        };
    }
    if complete {
        buffer.push(CONFIRM);
    }
    Ok(Some(()))
}

/// The seat's single possible move, if it has only one (a path of single options ending in a
/// complete move).
pub fn forced_move(game: &GameHandle, seat: u32) -> Result<Option<Vec<u64>>, PluginError> {
    let mut path = Vec::new();
    let mut buffer = Vec::new();
    while path.len() < MAX_CHOICES {
        match options_at(game, seat, &path, &mut buffer)? {
            None => return Ok(Some(path)),
            Some(()) if buffer.len() == 1 && buffer[0] != CONFIRM => path.push(buffer[0]),
            Some(()) => return Ok(None),
        }
    }
    Ok(None)
}

/// Rewards per seat from final (or current) scores: the seat's place among the others (1: it
/// beat everyone, ties count half), blended with its margin over the best other seat. A solo
/// seat's score is normalised by the range seen so far.
fn score_rewards(scores: &[f64], margin_weight: f64, range: &mut (f64, f64)) -> Vec<f64> {
    let n = scores.len();
    if n <= 1 {
        let score = scores.first().copied().unwrap_or(0.0);
        range.0 = range.0.min(score);
        range.1 = range.1.max(score);
        let width = range.1 - range.0;
        return vec![if width > 0.0 {
            (score - range.0) / width
        } else {
            0.5
        }];
    }
    let spread = scores.iter().fold(0.0f64, |m, s| m.max(s.abs())).max(1.0);
    (0..n)
        .map(|s| {
            let mut beaten = 0.0;
            let mut best_other = f64::NEG_INFINITY;
            for (o, &other) in scores.iter().enumerate() {
                if o == s {
                    continue;
                }
                best_other = best_other.max(other);
                if other < scores[s] {
                    beaten += 1.0;
                } else if other == scores[s] {
                    beaten += 0.5;
                }
            }
            let place = beaten / (n - 1) as f64;
            if margin_weight > 0.0 {
                let margin = 0.5 + 0.5 * ((scores[s] - best_other) / spread).clamp(-1.0, 1.0);
                (1.0 - margin_weight) * place + margin_weight * margin
            } else {
                place
            }
        })
        .collect()
}

/// The search state shared by the iterations of one decision.
struct Searcher<'a> {
    config: &'a SearchConfig,
    /// The searching seat's history at the root (not the plain root when a remembered tree
    /// goes on).
    start: u64,
    players: usize,
    max_moves: u32,
    /// The tree, shared with the decision's other threads (see [`SearchConfig::threads`]).
    tree: &'a Mutex<Tree>,
    rng: Rand,
    buffer: Vec<u64>,
    range: (f64, f64),
    rollout_moves: u64,
    /// Whether the game has an evaluation (asked once).
    evaluates: Option<bool>,
    /// Where a failing iteration is written (`PARLOUR_SEARCH_DUMP`), see [`Dump`].
    dump: Option<std::path::PathBuf>,
    /// With a dump file: the determinize seed of the iteration under way, and a copy of the
    /// sample as the playout started, with its seed and bound.
    sample_seed: u64,
    playout_start: Option<(GameHandle, u64, u32)>,
}

/// What the search writes when an iteration fails and the environment variable
/// `PARLOUR_SEARCH_DUMP` names a file: enough to replay the failure without the search (the
/// real state and seat, the determinize seed, the sampled state, the state at the failure,
/// and the playout's start, seed, bound and policy when it was the playout that failed: replay
/// it with the plugin's `playout` for `random`, `bot_playout` for `heuristic`).
/// A developer's tool: the file holds the whole real state, hidden cards included.
#[derive(serde::Serialize, serde::Deserialize)]
pub struct Dump {
    pub error: String,
    pub seat: u32,
    pub real: parlour_plugin_api::SavedState,
    pub determinize_seed: u64,
    pub sample: Option<parlour_plugin_api::SavedState>,
    pub failed_at: Option<parlour_plugin_api::SavedState>,
    pub playout_start: Option<parlour_plugin_api::SavedState>,
    pub playout_seed: Option<u64>,
    pub playout_limit: Option<u32>,
    /// `random` or `heuristic` ([`Rollout::name`]); absent in a dump written before it.
    #[serde(default)]
    pub playout_policy: Option<String>,
}

impl Searcher<'_> {
    /// One iteration on a fresh sample; returns nothing, the tree holds the result.
    fn iterate(&mut self, root: &GameHandle, seat: u32) -> Result<(), PluginError> {
        self.sample_seed = self.rng.next();
        self.playout_start = None;
        let mut game = root.determinize(seat, self.sample_seed)?;
        let result = self.iterate_on(&mut game, seat);
        if let (Err(error), Some(file)) = (&result, &self.dump) {
            self.write_dump(file, root, &game, seat, error);
        }
        result
    }

    /// Writes a failing iteration to the dump file (see [`Dump`]); a dump that cannot be
    /// written is reported on stderr and otherwise ignored (the search's error stands).
    fn write_dump(
        &self,
        file: &std::path::Path,
        root: &GameHandle,
        game: &GameHandle,
        seat: u32,
        error: &PluginError,
    ) {
        let written = (|| -> Result<(), String> {
            let real = root.save().map_err(|e| e.message)?;
            let start = self.playout_start.as_ref();
            let dump = Dump {
                error: format!("{}: {}", error.code, error.message),
                seat,
                real,
                determinize_seed: self.sample_seed,
                sample: root
                    .determinize(seat, self.sample_seed)
                    .and_then(|g| g.save())
                    .ok(),
                failed_at: game.save().ok(),
                playout_start: start.and_then(|(g, _, _)| g.save().ok()),
                playout_seed: start.map(|&(_, seed, _)| seed),
                playout_limit: start.map(|&(_, _, limit)| limit),
                playout_policy: start.map(|_| self.config.rollout.name().to_string()),
            };
            let text = serde_json::to_string_pretty(&dump).map_err(|e| e.to_string())?;
            std::fs::write(file, text).map_err(|e| e.to_string())
        })();
        match written {
            Ok(()) => eprintln!(
                "search: the failing iteration was written to {}",
                file.display()
            ),
            Err(e) => eprintln!("search: could not write {}: {e}", file.display()),
        }
    }

    fn iterate_on(&mut self, game: &mut GameHandle, seat: u32) -> Result<(), PluginError> {
        let mut history = vec![ROOT; self.players];
        if let Some(own) = history.get_mut(seat as usize) {
            *own = self.start;
        }
        let mut trail: Vec<(u64, usize, u32)> = Vec::new();
        let mut in_tree = true;
        let mut moves = 0u32;
        let mut path: Vec<u64> = Vec::new();
        let rewards = loop {
            let (acting, over) = game.turn()?;
            if over {
                break self.final_rewards(game)?;
            }
            if acting == 0 {
                return Err(failure(
                    FailureKind::Protocol,
                    "nobody_acts",
                    "the game is not over but no seat is acting".into(),
                ));
            }
            if !in_tree {
                break self.rollout(game, moves)?;
            }
            // The searching seat decides first at the root; after that the lowest acting seat.
            let actor = if moves == 0 && acting & (1 << seat) != 0 {
                seat
            } else {
                acting.trailing_zeros()
            };
            if actor != seat && self.config.opponents == Opponents::Policy {
                let seed = self.rng.next();
                self.policy_move(game, actor, seed)?;
                moves += 1;
                let unseen = mix(u64::from(actor), HIDDEN);
                for h in history.iter_mut() {
                    *h = mix(*h, unseen);
                }
                continue;
            }
            let mut key = node_key(history[actor as usize], actor);
            if self.config.observe && moves > 0 {
                // The root is one information set by construction; below it the seat's view
                // tells apart what chance showed it.
                key = mix(key, game.view_fingerprint(actor)?);
            }
            path.clear();
            loop {
                if path.len() >= MAX_CHOICES {
                    return Err(failure(
                        FailureKind::Protocol,
                        "endless_move",
                        format!("a move of seat {actor} has more than {MAX_CHOICES} choices"),
                    ));
                }
                let mut options = std::mem::take(&mut self.buffer);
                let step = options_at(game, actor, &path, &mut options);
                let chosen = match step {
                    Err(e) => {
                        self.buffer = options;
                        return Err(e);
                    }
                    Ok(None) => None,
                    Ok(Some(())) if options.len() == 1 => Some(options[0]),
                    Ok(Some(())) if in_tree => {
                        let fresh = !lock(self.tree).contains_key(&key);
                        let advice = if fresh && self.config.prior > 0 {
                            self.advice(game, actor, &path)
                        } else {
                            None
                        };
                        let mut tree = lock(self.tree);
                        // Another thread may have made the node meanwhile, with its prior.
                        let made = !tree.contains_key(&key);
                        let node = tree.entry(key).or_default();
                        if let Some(id) = advice.filter(|id| made && options.contains(id)) {
                            let index = node.edge(id);
                            node.edges[index].add_prior(self.config.prior);
                        }
                        let index = node.select(&options, self.config.exploration, &mut self.rng);
                        let id = node.edges[index].id;
                        trail.push((key, index, actor));
                        if fresh {
                            // One new node per iteration; below it, random choices.
                            in_tree = false;
                        }
                        Some(id)
                    }
                    Ok(Some(())) => Some(options[self.rng.below(options.len())]),
                };
                self.buffer = options;
                match chosen {
                    None | Some(CONFIRM) => break,
                    Some(id) => {
                        path.push(id);
                        key = mix(key, id);
                    }
                }
            }
            game.apply_path(actor, &path, false)?;
            moves += 1;
            let mut seen = mix(u64::from(actor), path.len() as u64);
            for &id in &path {
                seen = mix(seen, id);
            }
            let hidden = mix(u64::from(actor), HIDDEN);
            for (s, h) in history.iter_mut().enumerate() {
                let simultaneous = s as u32 != actor && acting & (1 << s) != 0;
                *h = mix(*h, if simultaneous { hidden } else { seen });
            }
            if moves > self.max_moves {
                break vec![0.0; self.players];
            }
        };
        let mut tree = lock(self.tree);
        for (key, index, actor) in trail {
            if let Some(edge) = tree
                .get_mut(&key)
                .and_then(|node| node.edges.get_mut(index))
            {
                edge.add_reward(rewards.get(actor as usize).copied().unwrap_or(0.0));
            }
        }
        Ok(())
    }

    /// One move of the rollout policy for a seat.
    fn policy_move(&self, game: &mut GameHandle, actor: u32, seed: u64) -> Result<(), PluginError> {
        let heuristic = match self.config.rollout {
            Rollout::Heuristic => game.bot_move(actor, seed),
            Rollout::Random => None,
        };
        match heuristic {
            Some(result) => result,
            None => game.random_move(actor, seed),
        }
    }

    /// The plugin bot's next click after `path` (the clicks of this move so far), when its
    /// move goes that way: at every step of a composed move when the plugin gives the bot's
    /// path, else at the first click of a one-click move.
    fn advice(&mut self, game: &GameHandle, actor: u32, path: &[u64]) -> Option<u64> {
        let seed = self.rng.next();
        match game.bot_path(actor, seed) {
            Some(Ok(bot)) => next_click(&bot, path),
            Some(Err(_)) => None,
            None if path.is_empty() => self.heuristic_choice(game, actor),
            None => None,
        }
    }

    /// The first choice id of the heuristic bot's move in a sampled state, for a plugin that
    /// does not give the bot's path (one-click moves only).
    fn heuristic_choice(&mut self, game: &GameHandle, actor: u32) -> Option<u64> {
        let action = game.bot(actor, self.rng.next()).ok()?;
        let choices = game.choices(actor, &[], false, false).ok()?;
        choices
            .options
            .iter()
            .find(|o| o.action == action)
            .map(|o| o.id)
    }

    fn final_rewards(&mut self, game: &GameHandle) -> Result<Vec<f64>, PluginError> {
        let mut scores = game.scores()?;
        scores.resize(self.players, 0.0);
        Ok(score_rewards(
            &scores,
            self.config.margin_weight,
            &mut self.range,
        ))
    }

    /// Rewards of an unfinished position: the plugin's evaluation, else the current scores.
    fn current_rewards(&mut self, game: &GameHandle) -> Result<Vec<f64>, PluginError> {
        match game.evaluate() {
            Some(mut values) if !values.is_empty() => {
                values.resize(self.players, 0.5);
                Ok(values)
            }
            _ => self.final_rewards(game),
        }
    }

    /// Plays on from a position outside the tree and scores the result.
    fn rollout(&mut self, game: &mut GameHandle, taken: u32) -> Result<Vec<f64>, PluginError> {
        let budget = self.max_moves.saturating_sub(taken);
        let evaluates = *self
            .evaluates
            .get_or_insert_with(|| game.evaluate().is_some());
        let cutoff = self.config.cutoff.filter(|_| evaluates);
        let limit = cutoff.map_or(budget, |c| c.min(budget));
        let random = self.config.rollout == Rollout::Random;
        let seed = self.rng.next();
        if self.dump.is_some() {
            self.playout_start = game.try_clone().ok().map(|g| (g, seed, limit));
        }
        // The whole playout in one call to the plugin, else a call a move (a plugin built
        // before `bot_playout`), with the moves' seeds drawn as `bot_playout` draws them.
        let played = if random {
            game.playout(seed, limit)
        } else {
            game.bot_playout(seed, limit)
        };
        if let Some(result) = played {
            self.rollout_moves += u64::from(result?);
        } else {
            let mut seeds = parlour_plugin_api::GameRng::from_seed(seed);
            let mut played = 0;
            while played < limit {
                let (acting, over) = game.turn()?;
                if over {
                    break;
                }
                if acting == 0 {
                    return Err(failure(
                        FailureKind::Protocol,
                        "nobody_acts",
                        "the game is not over but no seat is acting".into(),
                    ));
                }
                self.policy_move(game, acting.trailing_zeros(), seeds.next_u64())?;
                played += 1;
            }
            self.rollout_moves += u64::from(played);
        }
        let (_, over) = game.turn()?;
        if over {
            self.final_rewards(game)
        } else if limit == budget {
            // The game ran into its action bound: a game that never ends is nobody's win, so
            // the search never steers towards stalling.
            Ok(vec![0.0; self.players])
        } else {
            self.current_rewards(game)
        }
    }
}

/// Searches for `seat`'s move in `game`. The seat must be acting and the game must offer the
/// determinize extension ([`supported`]). Stops at the iteration budget, the time budget or
/// when `cancel` becomes non-zero, whichever comes first; without a budget it runs 1,000
/// iterations.
pub fn search(
    game: &GameHandle,
    seat: u32,
    config: &SearchConfig,
    cancel: &AtomicU32,
) -> Result<Decision, PluginError> {
    search_remembering(
        game,
        seat,
        config,
        cancel,
        &mut SearchMemory::default(),
        &[],
    )
}

/// [`search`], going on from what `memory` kept of the seat's last decision (see
/// [`SearchMemory`]; `movers` are the seats of the game's moves so far), and keeping this
/// decision's tree in it. The iterations the remembered subtree already holds count towards
/// the budget.
pub fn search_remembering(
    game: &GameHandle,
    seat: u32,
    config: &SearchConfig,
    cancel: &AtomicU32,
    memory: &mut SearchMemory,
    movers: &[u32],
) -> Result<Decision, PluginError> {
    let dump = dump_file(std::env::var_os("PARLOUR_SEARCH_DUMP"));
    search_dumping(game, seat, config, cancel, memory, movers, dump)
}

/// The dump file `PARLOUR_SEARCH_DUMP` names (see [`Dump`]): none when it is unset or empty.
fn dump_file(variable: Option<std::ffi::OsString>) -> Option<std::path::PathBuf> {
    variable.filter(|v| !v.is_empty()).map(Into::into)
}

/// [`search_remembering`], writing a failing iteration to `dump` if given.
fn search_dumping(
    game: &GameHandle,
    seat: u32,
    config: &SearchConfig,
    cancel: &AtomicU32,
    memory: &mut SearchMemory,
    movers: &[u32],
    dump: Option<std::path::PathBuf>,
) -> Result<Decision, PluginError> {
    let start = Instant::now();
    let (acting, over) = game.turn()?;
    if over || seat >= 64 || acting & (1 << seat) == 0 {
        return Err(failure(
            FailureKind::Unsupported,
            "no_action",
            format!("seat {seat} has nothing to do now"),
        ));
    }
    if let Some(path) = forced_move(game, seat)? {
        return Ok(Decision {
            path,
            stats: SearchStats {
                forced: true,
                elapsed: start.elapsed(),
                ..Default::default()
            },
            root: Vec::new(),
        });
    }
    if !game.can_determinize() {
        return Err(failure(
            FailureKind::Unsupported,
            "unsupported",
            "this game cannot determinize, so the search bot cannot play it".into(),
        ));
    }
    let players = game.scores()?.len().max(seat as usize + 1);
    let reusable = config.opponents == Opponents::Policy && !config.observe;
    let resumed = if reusable {
        memory.resume(seat, movers)
    } else {
        memory.clear();
        None
    };
    let (tree, history) = resumed.unwrap_or_else(|| (Tree::default(), ROOT));
    let root_key = node_key(history, seat);
    let carried = tree.get(&root_key).map_or(0, |node| {
        node.edges.iter().map(|e| u64::from(e.visits)).sum()
    });
    let max_moves = super::simulate::max_actions(game.plugin());
    let tree = Mutex::new(tree);
    let searcher_for = |rng: u64, dump: Option<std::path::PathBuf>| Searcher {
        config,
        start: history,
        players,
        max_moves,
        tree: &tree,
        rng: Rand(rng),
        buffer: Vec::new(),
        range: (f64::INFINITY, f64::NEG_INFINITY),
        rollout_moves: 0,
        evaluates: None,
        dump,
        sample_seed: 0,
        playout_start: None,
    };
    let mut searcher = searcher_for(mix(config.seed, 0x5345_4152_4348), dump);
    let iterations = match (config.iterations, config.budget_ms) {
        (Some(n), _) => n,
        (None, Some(_)) => u64::MAX,
        (None, None) => 1_000,
    };
    let deadline = config.budget_ms.map(|ms| start + Duration::from_millis(ms));
    let limits = Limits {
        iterations,
        carried,
        deadline,
        margin: config
            .budget_ms
            .map_or(Duration::ZERO, |ms| Duration::from_millis(ms) / END_MARGIN),
        cancel,
        done: AtomicU64::new(0),
        stop: AtomicBool::new(false),
    };
    let mut cancelled = false;
    let mut settled_early = false;
    let mut advice = Advice::new(game, seat, mix(config.seed, 0x0042_4f54_5041_5448));
    memory.progress.store(carried, Ordering::Relaxed);
    let (main, helpers) = std::thread::scope(|scope| {
        let mut helpers = Vec::new();
        // Helpers join once one thread would not run the budget's iterations within a quarter
        // of the time cap (at once without a cap): a quick decision stays on one thread, and
        // so follows from the seed.
        let mut alone = config.threads > 1;
        let spawn_helpers = |helpers: &mut Vec<_>| -> Result<(), PluginError> {
            for i in 1..config.threads {
                // Each helper searches on its own copy of the game.
                let copy = game.try_clone()?;
                let helper = searcher_for(mix(config.seed, 0x4845_4c50 + u64::from(i)), None);
                let limits = &limits;
                helpers.push(scope.spawn(move || help(helper, &copy, seat, limits)));
            }
            Ok(())
        };
        let main = (|| -> Result<(), PluginError> {
            let mut next_check = SETTLED_EVERY;
            let mut pace = Pace::new(start);
            loop {
                let finished = limits.done.load(Ordering::Relaxed);
                let now = Instant::now();
                if let Some(ended) = limits.ended(now, &pace) {
                    cancelled = ended == Ended::Cancelled;
                    return Ok(());
                }
                if alone {
                    // Until helpers join, every iteration so far is this thread's.
                    let behind = deadline.is_none_or(|d| {
                        let spent = now.duration_since(start).as_secs_f64();
                        let per_iteration = spent / finished.max(1) as f64;
                        let cap = d.duration_since(start).as_secs_f64();
                        finished >= HELPERS_AFTER
                            && spent >= JUDGED_AFTER * cap
                            && spent + per_iteration * (iterations - finished - carried) as f64
                                > ALONE_SHARE * cap
                    });
                    if behind {
                        alone = false;
                        spawn_helpers(&mut helpers)?;
                    }
                }
                if config.settle && finished >= next_check {
                    next_check = finished + SETTLED_EVERY;
                    let mut left = iterations - finished - carried;
                    if let Some(deadline) = deadline {
                        // At this decision's pace so far, with room for slower iterations.
                        let pace =
                            finished as f64 / now.duration_since(start).as_secs_f64().max(1e-6);
                        let by_time = 1.5 * pace * deadline.duration_since(now).as_secs_f64();
                        left = left.min(by_time.ceil() as u64 + 1);
                    }
                    let is_settled = settled(
                        game,
                        seat,
                        history,
                        &lock(&tree),
                        left,
                        config.trust,
                        &mut advice,
                    )?;
                    if is_settled {
                        settled_early = true;
                        return Ok(());
                    }
                }
                searcher.iterate(game, seat)?;
                // From the loop's top: a settled check before an iteration delays its end too.
                pace.record(now.elapsed());
                let finished = limits.done.fetch_add(1, Ordering::Relaxed) + 1;
                memory.progress.store(finished + carried, Ordering::Relaxed);
            }
        })();
        limits.stop.store(true, Ordering::Relaxed);
        let helpers: Vec<Result<u64, PluginError>> = helpers
            .into_iter()
            .map(|h| {
                h.join().unwrap_or_else(|_| {
                    Err(failure(
                        FailureKind::Protocol,
                        "search_thread",
                        "a thread of the search stopped unexpectedly".into(),
                    ))
                })
            })
            .collect();
        (main, helpers)
    });
    main?;
    let mut rollout_moves = searcher.rollout_moves;
    let mut rng = searcher.rng;
    for helper in helpers {
        rollout_moves += helper?;
    }
    let done = limits.done.into_inner();
    let tree = tree.into_inner().unwrap_or_else(|e| e.into_inner());
    let root = tree
        .get(&root_key)
        .map(|node| {
            node.edges
                .iter()
                .filter(|e| e.visits > 0)
                .map(|e| RootEdge {
                    id: e.id,
                    visits: e.visits,
                    mean: e.reward / f64::from(e.visits),
                })
                .collect()
        })
        .unwrap_or_default();
    let path = best_path(
        game,
        seat,
        history,
        &tree,
        config.trust,
        &mut advice,
        &mut rng,
    )?;
    let nodes = tree.len();
    if reusable {
        let mut after = mix(u64::from(seat), path.len() as u64);
        for &id in &path {
            after = mix(after, id);
        }
        memory.kept = Some(Kept {
            seat,
            tree,
            after: mix(history, after),
            at: movers.len(),
        });
    }
    Ok(Decision {
        path,
        stats: SearchStats {
            iterations: done,
            carried,
            rollout_moves,
            nodes,
            elapsed: start.elapsed(),
            cancelled,
            forced: false,
            settled: settled_early,
        },
        root,
    })
}

/// When the threads of one decision stop starting iterations (see [`Limits::ended`]).
struct Limits<'a> {
    iterations: u64,
    /// Iterations the root already had from the seat's last decision.
    carried: u64,
    deadline: Option<Instant>,
    /// Kept free before the deadline for the work after the last iteration (choosing the
    /// move, applying it), so that the decision ends within its time cap.
    margin: Duration,
    /// The caller's flag (non-zero: answer now).
    cancel: &'a AtomicU32,
    /// Iterations done by every thread of this decision.
    done: AtomicU64,
    /// Set when the decision's thread is done or a helper failed: the others stop.
    stop: AtomicBool,
}

/// Why a decision's threads stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ended {
    /// The iteration budget is spent, or another thread stopped the search.
    Budget,
    Cancelled,
    Time,
}

impl Limits<'_> {
    /// Why a thread going at `pace` may start no further iteration at `now`, if it may not:
    /// under a time cap, an iteration starts only when the thread expects to finish it, with
    /// room to spare ([`Pace::expected`]), before the [`margin`](Limits::margin) the decision
    /// keeps free at its end.
    fn ended(&self, now: Instant, pace: &Pace) -> Option<Ended> {
        if self.done.load(Ordering::Relaxed) + self.carried >= self.iterations
            || self.stop.load(Ordering::Relaxed)
        {
            Some(Ended::Budget)
        } else if self.cancel.load(Ordering::Relaxed) != 0 {
            Some(Ended::Cancelled)
        } else if self
            .deadline
            .is_some_and(|d| now + pace.expected(now) + self.margin >= d)
        {
            Some(Ended::Time)
        } else {
            None
        }
    }
}

/// A helper thread of a decision: iterations on its own copy of the game into the shared tree
/// until the limits end them; answers the moves its rollouts played. Its failure stops the
/// other threads.
fn help(
    mut searcher: Searcher<'_>,
    game: &GameHandle,
    seat: u32,
    limits: &Limits<'_>,
) -> Result<u64, PluginError> {
    let mut pace = Pace::new(Instant::now());
    loop {
        let began = Instant::now();
        if limits.ended(began, &pace).is_some() {
            break;
        }
        if let Err(e) = searcher.iterate(game, seat) {
            limits.stop.store(true, Ordering::Relaxed);
            return Err(e);
        }
        pace.record(began.elapsed());
        limits.done.fetch_add(1, Ordering::Relaxed);
    }
    Ok(searcher.rollout_moves)
}

/// One thread's iterations in a decision since it began: how long the next one may take.
struct Pace {
    since: Instant,
    iterations: u64,
    /// The longest iteration so far: a game's playouts differ in length, a few far longer
    /// than the mean.
    longest: Duration,
}

impl Pace {
    fn new(since: Instant) -> Self {
        Pace {
            since,
            iterations: 0,
            longest: Duration::ZERO,
        }
    }

    /// Counts an iteration that took `took`.
    fn record(&mut self, took: Duration) {
        self.iterations += 1;
        self.longest = self.longest.max(took);
    }

    /// The time an iteration started at `now` is expected to take, with room for a slower one
    /// than the average: twice the thread's mean so far, or its longest iteration when that
    /// took longer (nothing before its first, whose length it cannot know).
    fn expected(&self, now: Instant) -> Duration {
        if self.iterations == 0 {
            return Duration::ZERO;
        }
        let mean = now.duration_since(self.since).as_secs_f64() / self.iterations as f64;
        Duration::from_secs_f64(2.0 * mean).max(self.longest)
    }
}

/// The share of a decision's time cap kept free at its end (one part in this many) for
/// choosing and applying the move.
const END_MARGIN: u32 = 100;

/// The tree behind its lock. A thread that panicked while holding it cannot leave it half
/// changed in a way that matters (an edge's counts are plain sums), so a poisoned lock is
/// used as it stands.
fn lock(tree: &Mutex<Tree>) -> MutexGuard<'_, Tree> {
    tree.lock().unwrap_or_else(|e| e.into_inner())
}

/// The iterations one thread runs alone before it judges whether it will finish the budget in
/// time (see [`SearchConfig::threads`]).
const HELPERS_AFTER: u64 = 2;

/// The share of the time cap one thread spends alone before it judges, so that a thread
/// held up for a few milliseconds by a busy machine does not call helpers into a decision it
/// would have finished quickly (and reproducibly) alone.
const JUDGED_AFTER: f64 = 0.02;

/// The share of the time cap within which one thread must expect to finish the budget's
/// iterations to search alone; a longer decision gets its helpers.
const ALONE_SHARE: f64 = 0.25;

/// How often (in iterations) the search asks whether its move is already [`settled`].
const SETTLED_EVERY: u64 = 16;

/// Whether `left` more iterations could no longer change the move [`best_path`] would make:
/// at every choice of the seat's own move, the most visited option leads every other one by
/// more than `left` visits (one iteration adds at most one visit to one option of a node), and
/// it is an option of the real game. Stopping then gives the very move the whole budget would
/// give, sooner: a clear decision does not spend the budget of a close one.
///
/// With `trust`, a click where the plugin's bot has a say is settled only when the most visited
/// option is the bot's own and leads as above: where they part, the trust decides between the
/// two at the end ([`best_path`]), and more iterations may yet show the other clearly better.
fn settled(
    game: &GameHandle,
    seat: u32,
    history: u64,
    tree: &Tree,
    left: u64,
    trust: f64,
    advice: &mut Advice<'_>,
) -> Result<bool, PluginError> {
    let mut key = node_key(history, seat);
    let mut path = Vec::new();
    let mut options = Vec::new();
    while path.len() < MAX_CHOICES {
        if options_at(game, seat, &path, &mut options)?.is_none() {
            return Ok(true);
        }
        let chosen = if options.len() == 1 {
            options[0]
        } else {
            let Some(node) = tree.get(&key) else {
                return Ok(false);
            };
            let Some(best) = node.best().filter(|e| options.contains(&e.id)) else {
                return Ok(false);
            };
            let runner_up = node
                .edges
                .iter()
                .filter(|e| e.id != best.id)
                .map(|e| e.visits)
                .max()
                .unwrap_or(0);
            // Under a trust, a bot's click that is not the most visited is weighed at the end.
            if u64::from(best.visits - runner_up) <= left
                || (trust > 0.0
                    && advice
                        .click(&path)
                        .is_some_and(|bot| bot != best.id && options.contains(&bot)))
            {
                return Ok(false);
            }
            best.id
        };
        if chosen == CONFIRM {
            return Ok(true);
        }
        path.push(chosen);
        key = mix(key, chosen);
    }
    Ok(false)
}

/// The plugin bot's move in the real game, asked once when first needed (see
/// `SearchExt::bot_path`).
struct Advice<'a> {
    game: &'a GameHandle,
    seat: u32,
    seed: u64,
    /// `None` until asked; then `Some(None)` when the plugin gives no path.
    path: Option<Option<Vec<u64>>>,
}

impl<'a> Advice<'a> {
    fn new(game: &'a GameHandle, seat: u32, seed: u64) -> Self {
        Advice {
            game,
            seat,
            seed,
            path: None,
        }
    }

    /// The bot's next click after the clicks `path` ([`next_click`]).
    fn click(&mut self, path: &[u64]) -> Option<u64> {
        let (game, seat, seed) = (self.game, self.seat, self.seed);
        self.path
            .get_or_insert_with(|| game.bot_path(seat, seed).and_then(Result::ok))
            .as_deref()
            .and_then(|bot| next_click(bot, path))
    }
}

/// Whether edge `a`'s mean reward over its real visits beats edge `b`'s by more than `z`
/// standard errors of the difference ([`Edge::real_mean`]). An edge with no real visit is
/// never clearly better and never clearly beaten.
fn clearly_better(a: &Edge, b: &Edge, z: f64) -> bool {
    match (a.real_mean(), b.real_mean()) {
        (Some((ma, va)), Some((mb, vb))) => ma - mb > z * (va + vb).sqrt(),
        _ => false,
    }
}

/// The plugin bot's next click after the clicks `path` of a move, given the bot's whole move
/// `bot` ([`CONFIRM`] once `path` is all of it); `None` when the move so far leaves the bot's.
fn next_click(bot: &[u64], path: &[u64]) -> Option<u64> {
    bot.starts_with(path)
        .then(|| bot.get(path.len()).copied().unwrap_or(CONFIRM))
}

/// Follows the most visited edges of the seat's own composed move; where the tree has no
/// statistics, completes the move as the plugin's bot would (its path, while the move so far
/// follows it), else with random choices (asked of the real game: these are the seat's own
/// choices, which it sees). With `trust`, a click where the bot's move and the most visited
/// edge part keeps the bot's click unless the other is clearly better ([`clearly_better`]).
fn best_path(
    game: &GameHandle,
    seat: u32,
    history: u64,
    tree: &Tree,
    trust: f64,
    advice: &mut Advice<'_>,
    rng: &mut Rand,
) -> Result<Vec<u64>, PluginError> {
    let mut key = node_key(history, seat);
    let mut path = Vec::new();
    let mut options = Vec::new();
    while path.len() < MAX_CHOICES {
        if options_at(game, seat, &path, &mut options)?.is_none() {
            return Ok(path);
        }
        let chosen = if options.len() == 1 {
            options[0]
        } else {
            let node = tree.get(&key);
            match node
                .and_then(Node::best)
                .filter(|e| options.contains(&e.id))
            {
                Some(best) if trust > 0.0 => advice
                    .click(&path)
                    .filter(|id| *id != best.id && options.contains(id))
                    .filter(|id| {
                        let bot = node.and_then(|n| n.edges.iter().find(|e| e.id == *id));
                        !bot.is_some_and(|bot| clearly_better(best, bot, trust))
                    })
                    .unwrap_or(best.id),
                Some(best) => best.id,
                None => advice
                    .click(&path)
                    .filter(|id| options.contains(id))
                    .unwrap_or_else(|| options[rng.below(options.len())]),
            }
        };
        if chosen == CONFIRM {
            return Ok(path);
        }
        path.push(chosen);
        key = mix(key, chosen);
    }
    Err(failure(
        FailureKind::Protocol,
        "endless_move",
        format!("a move of seat {seat} has more than {MAX_CHOICES} choices"),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A one-seat game of ten moves whose samples are broken on purpose: in a sampled state
    /// the seat has no move after its second one, so a search's random playout fails.
    mod broken {
        use parlour_plugin_api::abi::{DeterminizeExt, ParlourGame, ParlourPluginEntry, SearchExt};
        use parlour_plugin_api::{
            Ctx, Game, GameError, GameRng, Legal, Manifest, Node, Offered, Seat, SetupRequest,
            Status, Text, Viewer, export,
        };

        #[derive(Clone, serde::Serialize, serde::Deserialize)]
        pub struct Broken {
            moves: u32,
            sampled: bool,
            rng: GameRng,
        }

        impl Game for Broken {
            type Action = u8;
            type Choice = u8;

            fn manifest() -> Manifest {
                Manifest {
                    id: "broken-samples".into(),
                    version: "0.1.0".into(),
                    name: "broken-samples".into(),
                    min_players: 1,
                    max_players: 1,
                    ..Default::default()
                }
            }

            fn setup(request: &SetupRequest) -> Result<Self, GameError> {
                Ok(Broken {
                    moves: 0,
                    sampled: false,
                    rng: GameRng::from_seed(request.seed),
                })
            }

            fn acting_seats(&self) -> Vec<Seat> {
                if self.moves < 10 { vec![0] } else { Vec::new() }
            }

            fn legal_actions(&self, _: Seat) -> Vec<Legal<u8>> {
                if self.moves >= 10 || (self.sampled && self.moves >= 2) {
                    return Vec::new();
                }
                (1..=2).map(|n| Legal::new(n, Text::new("step"))).collect()
            }

            fn apply(&mut self, _: &mut Ctx, _: Seat, _: &u8) -> Result<(), GameError> {
                self.moves += 1;
                Ok(())
            }

            fn view(&self, _: Viewer, _: &Offered<'_, u8>) -> Node {
                Node::label(Text::new("moves").num("count", self.moves))
            }

            fn status(&self) -> Status {
                Status {
                    turn: self.moves + 1,
                    game_over: self.moves >= 10,
                    scores: vec![i64::from(self.moves)],
                    ..Default::default()
                }
            }

            fn determinize(&self, _: Seat, _: &mut GameRng) -> Option<Self> {
                Some(Broken {
                    sampled: true,
                    ..self.clone()
                })
            }

            fn rng_mut(&mut self) -> Option<&mut GameRng> {
                Some(&mut self.rng)
            }
        }

        static DETERMINIZE: DeterminizeExt = export::determinize_ext::<Broken>();
        static SEARCH: SearchExt = export::search_ext::<Broken>();

        extern "C" fn extension(
            game: *const ParlourGame,
            id: *const std::ffi::c_char,
        ) -> *const std::ffi::c_void {
            export::game_extension_for::<Broken>(game, id, &DETERMINIZE, &SEARCH)
        }

        pub static ENTRY: ParlourPluginEntry = export::entry::<Broken>(extension);

        /// The same game as a plugin built before `bot_path` was appended to the search
        /// extension: its struct ends after `bot_move`.
        static SEARCH_V1_0: SearchExt = SearchExt {
            struct_size: parlour_plugin_api::abi::SEARCH_EXT_SIZE_V1_0,
            ..export::search_ext::<Broken>()
        };

        extern "C" fn extension_v1_0(
            game: *const ParlourGame,
            id: *const std::ffi::c_char,
        ) -> *const std::ffi::c_void {
            export::game_extension_for::<Broken>(game, id, &DETERMINIZE, &SEARCH_V1_0)
        }

        pub static ENTRY_V1_0: ParlourPluginEntry = export::entry::<Broken>(extension_v1_0);
    }

    /// A plugin whose search extension predates `bot_path` keeps its other search calls, and
    /// the host never reads past the plugin's struct: the bot's path is simply not offered.
    #[test]
    fn a_search_extension_built_before_the_bots_path_keeps_its_other_calls() {
        let new_game = |entry| {
            let plugin = crate::core::plugin::Plugin::linked(entry);
            drop(std::panic::take_hook());
            let request = parlour_plugin_api::SetupRequest {
                players: 1,
                seed: 3,
                ..Default::default()
            };
            plugin
                .expect("the manifest")
                .new_game(&request)
                .expect("setup")
        };
        let old = new_game(&broken::ENTRY_V1_0);
        assert!(
            old.bot_path(0, 1).is_none(),
            "no bot path past the old struct"
        );
        let mut played = old.try_clone().expect("a copy");
        assert!(
            matches!(played.playout(1, 3), Some(Ok(3))),
            "the old struct's playout still runs"
        );
        // The same game with the whole struct offers the call.
        let new = new_game(&broken::ENTRY);
        assert!(new.bot_path(0, 1).is_some());
    }

    /// `PARLOUR_SEARCH_DUMP`: a search whose random playout fails writes the failing iteration
    /// to the named file, with every field the README promises, enough to replay the failure;
    /// with the variable unset or empty it writes nothing.
    #[test]
    fn a_failing_iteration_is_dumped_only_to_a_named_file() {
        let plugin = crate::core::plugin::Plugin::linked(&broken::ENTRY);
        // The SDK linked into this test binary installed its panic hook, which keeps a panic's
        // message for the error it returns: the default hook prints the failures of the tests.
        drop(std::panic::take_hook());
        let plugin = plugin.expect("the manifest");
        let request = parlour_plugin_api::SetupRequest {
            players: 1,
            seed: 3,
            ..Default::default()
        };
        let game = plugin.new_game(&request).expect("setup");
        let config = SearchConfig {
            seed: 5,
            iterations: Some(20),
            budget_ms: None,
            ..SearchConfig::default()
        };
        let fail = |dump: Option<std::path::PathBuf>| {
            let cancel = AtomicU32::new(0);
            let mut memory = SearchMemory::default();
            match search_dumping(&game, 0, &config, &cancel, &mut memory, &[], dump) {
                Ok(_) => panic!("the broken sample should fail the search"),
                Err(e) => e,
            }
        };
        let dir = tempfile::tempdir().expect("a temporary directory");
        let file = dir.path().join("dump.json");

        assert_eq!(dump_file(None), None);
        assert_eq!(dump_file(Some("".into())), None);
        // The random playout in the plugin fails: the ABI tells its status alone.
        let error = fail(dump_file(None));
        assert!(error.message.contains("playout"), "{}", error.message);
        let written = std::fs::read_dir(dir.path())
            .expect("the directory")
            .count();
        assert_eq!(written, 0, "nothing is written without a file");

        let named = dump_file(Some(file.clone().into()));
        assert_eq!(named.as_ref(), Some(&file));
        assert_eq!(fail(named), error, "the same failure");
        let text = std::fs::read_to_string(&file).expect("the dump file is written");
        let value: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        for key in [
            "error",
            "seat",
            "real",
            "determinize_seed",
            "sample",
            "failed_at",
            "playout_start",
            "playout_seed",
            "playout_limit",
            "playout_policy",
        ] {
            assert!(
                value.get(key).is_some_and(|v| !v.is_null()),
                "{key}: {text}"
            );
        }
        let dump: Dump = serde_json::from_value(value).expect("a dump");
        assert!(dump.error.ends_with(&error.message), "{}", dump.error);
        assert_eq!(dump.seat, 0);
        let state = |s: &parlour_plugin_api::SavedState| {
            (s.state["moves"].clone(), s.state["sampled"].clone())
        };
        assert_eq!(
            state(&dump.real),
            (0.into(), false.into()),
            "the real state"
        );
        let sample = dump.sample.as_ref().expect("the sample");
        assert_eq!(state(sample), (0.into(), true.into()));
        let again = game
            .determinize(0, dump.determinize_seed)
            .and_then(|g| g.save())
            .expect("a sample");
        assert_eq!(&again, sample, "the seed gives the sample again");
        let failed = dump.failed_at.as_ref().expect("the state at the failure");
        assert_eq!(state(failed), (2.into(), true.into()));
        let start = dump.playout_start.as_ref().expect("the playout's start");
        assert_eq!(state(start), (1.into(), true.into()));
        // The playout replays from its start, seed and bound, and fails the same way.
        let mut replay = plugin.load_game(start).expect("the playout's start loads");
        let seed = dump.playout_seed.expect("the playout's seed");
        let limit = dump.playout_limit.expect("the playout's bound");
        match replay.playout(seed, limit) {
            Some(Err(e)) => assert_eq!(e, error),
            _ => panic!("the replayed playout should fail"),
        }
    }

    #[test]
    fn places_share_ties_and_sum_to_the_seats() {
        let mut range = (f64::INFINITY, f64::NEG_INFINITY);
        let r = score_rewards(&[10.0, 7.0, 10.0], 0.0, &mut range);
        assert_eq!(r, vec![0.75, 0.0, 0.75]);
        let r = score_rewards(&[3.0, 5.0], 0.0, &mut range);
        assert_eq!(r, vec![0.0, 1.0]);
    }

    #[test]
    fn the_margin_rewards_a_bigger_win() {
        let mut range = (f64::INFINITY, f64::NEG_INFINITY);
        let close = score_rewards(&[11.0, 10.0], 0.2, &mut range);
        let wide = score_rewards(&[20.0, 10.0], 0.2, &mut range);
        assert!(wide[0] > close[0] && close[0] > 0.8);
        assert!(wide[1] < close[1] && close[1] < 0.2);
    }

    #[test]
    fn solo_scores_are_normalised_by_the_range_seen() {
        let mut range = (f64::INFINITY, f64::NEG_INFINITY);
        assert_eq!(score_rewards(&[4.0], 0.0, &mut range), vec![0.5]);
        assert_eq!(score_rewards(&[8.0], 0.0, &mut range), vec![1.0]);
        assert_eq!(score_rewards(&[6.0], 0.0, &mut range), vec![0.5]);
    }

    fn edge(real: &[f64], prior: u32) -> Edge {
        let mut node = Node::default();
        let index = node.edge(0);
        let mut edge = node.edges.swap_remove(index);
        edge.add_prior(prior);
        for &reward in real {
            edge.add_reward(reward);
        }
        edge
    }

    #[test]
    fn only_a_clear_margin_over_real_visits_counts_as_better() {
        let strong = edge(&[1.0, 0.0, 1.0, 1.0].repeat(25), 0);
        let even = edge(&[1.0, 0.0].repeat(50), 0);
        assert!(clearly_better(&strong, &even, 2.0));
        assert!(!clearly_better(&even, &strong, 2.0));
        // The same means over four visits each are within the noise.
        let strong_few = edge(&[1.0, 0.0, 1.0, 1.0], 0);
        let even_few = edge(&[1.0, 0.0, 1.0, 0.0], 0);
        assert!(!clearly_better(&strong_few, &even_few, 2.0));
        // The prior's virtual visits are no evidence either way.
        let advised = edge(&[], 50);
        assert!(!clearly_better(&strong, &advised, 2.0));
        assert!(!clearly_better(&advised, &even, 0.0));
        let advised_tried = edge(&[1.0, 0.0].repeat(50), 50);
        assert!(clearly_better(&strong, &advised_tried, 2.0));
    }

    #[test]
    fn under_a_time_cap_no_iteration_starts_that_would_end_after_it() {
        let begun = Instant::now();
        let at = |ms: u64| begun + Duration::from_millis(ms);
        let cancel = AtomicU32::new(0);
        let limits = Limits {
            iterations: u64::MAX,
            carried: 0,
            deadline: Some(at(1_000)),
            margin: Duration::from_millis(10),
            cancel: &cancel,
            done: AtomicU64::new(0),
            stop: AtomicBool::new(false),
        };
        // Fifty iterations in 900 ms: 18 ms each, so one started now ends well in time.
        let mut pace = Pace::new(begun);
        for _ in 0..50 {
            pace.record(Duration::from_millis(18));
        }
        assert_eq!(limits.ended(at(900), &pace), None);
        // At 960 ms, twice the mean (38 ms) and the margin reach past the cap.
        assert_eq!(limits.ended(at(960), &pace), Some(Ended::Time));
        // One iteration of 80 ms among them: the next may be as long, so none starts at
        // 915 ms, where twice the mean (37 ms) alone would still have let one start.
        let mut uneven = Pace::new(begun);
        for _ in 0..49 {
            uneven.record(Duration::from_millis(17));
        }
        uneven.record(Duration::from_millis(80));
        assert_eq!(limits.ended(at(900), &uneven), None);
        assert_eq!(limits.ended(at(915), &uneven), Some(Ended::Time));
        // A thread that has not finished an iteration yet only keeps the margin free.
        let fresh = Pace::new(at(950));
        assert_eq!(limits.ended(at(985), &fresh), None);
        assert_eq!(limits.ended(at(990), &fresh), Some(Ended::Time));
        // Without a cap, time never ends a search; the cancel flag still does.
        let uncapped = Limits {
            deadline: None,
            ..limits
        };
        assert_eq!(uncapped.ended(at(5_000), &pace), None);
        cancel.store(1, Ordering::Relaxed);
        assert_eq!(uncapped.ended(at(5_000), &pace), Some(Ended::Cancelled));
    }

    #[test]
    fn uct_tries_every_option_before_repeating_one() {
        let mut node = Node::default();
        let mut rng = Rand(1);
        let mut seen = Vec::new();
        for _ in 0..3 {
            let i = node.select(&[7, 8, 9], 0.7, &mut rng);
            node.edges[i].visits += 1;
            seen.push(node.edges[i].id);
        }
        seen.sort_unstable();
        assert_eq!(seen, vec![7, 8, 9]);
        assert!(node.edges.iter().all(|e| e.available == 3));
    }
}
