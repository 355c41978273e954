//! The conformance checker behind `parlour check`: the modder's best friend and CI's gate for
//! every bundled plugin. It plays the game through the ABI exactly as the launcher would and
//! reports every check it made.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::sync::Arc;

use parlour_plugin_api::{GameRng, LegalAction, Manifest, OptionKind, SetupRequest, Status, Text};
use serde_json::Value;

use super::discovery::Catalog;
use super::i18n::{Catalogue, Lang};
use super::plugin::{GameHandle, Plugin};
use super::save::LogRecord;
use super::session;

/// Random-move games per player count.
pub const RANDOM_GAMES: u32 = 3;
/// Bot games per player count.
pub const BOT_GAMES: u32 = 1;
/// A game that takes more actions than this is reported as not finishing.
pub const MAX_STEPS: u32 = 50_000;

/// One check and its result.
#[derive(Debug, Clone)]
pub struct CheckLine {
    pub name: String,
    pub ok: bool,
    /// The check could not run for this plugin (`detail` says why); it does not fail it.
    pub skipped: bool,
    pub detail: String,
}

/// Everything the checker found.
#[derive(Debug, Default, Clone)]
pub struct CheckReport {
    pub plugin: String,
    pub lines: Vec<CheckLine>,
}

impl CheckReport {
    fn pass(&mut self, name: &str, detail: impl Into<String>) {
        self.lines.push(CheckLine {
            name: name.into(),
            ok: true,
            skipped: false,
            detail: detail.into(),
        });
    }

    fn fail(&mut self, name: &str, detail: impl Into<String>) {
        self.lines.push(CheckLine {
            name: name.into(),
            ok: false,
            skipped: false,
            detail: detail.into(),
        });
    }

    fn skip(&mut self, name: &str, why: impl Into<String>) {
        self.lines.push(CheckLine {
            name: name.into(),
            ok: true,
            skipped: true,
            detail: why.into(),
        });
    }

    /// Passes the check, or fails it with its problems, each kind told once: problems that
    /// differ only in their numbers (the step, the seat, the seed) are one problem, shown at
    /// its first occurrence with how often it recurred.
    fn record(&mut self, name: &str, problems: &[String], ok_detail: impl Into<String>) {
        if problems.is_empty() {
            self.pass(name, ok_detail);
            return;
        }
        let mut kinds: Vec<(String, &str, usize)> = Vec::new();
        for problem in problems {
            let shape = shape_of(problem);
            match kinds.iter_mut().find(|(s, _, _)| *s == shape) {
                Some((_, _, count)) => *count += 1,
                None => kinds.push((shape, problem, 1)),
            }
        }
        let shown: Vec<String> = kinds
            .iter()
            .take(10)
            .map(|(_, first, count)| match count {
                1 => (*first).to_owned(),
                n => format!("{first} (and {} more times like it)", n - 1),
            })
            .collect();
        let more = if kinds.len() > 10 {
            format!("\n       … and {} more kinds of problem", kinds.len() - 10)
        } else {
            String::new()
        };
        self.fail(name, format!("{}{more}", shown.join("\n       ")));
    }

    /// Whether every check passed (and there was at least one).
    pub fn passed(&self) -> bool {
        !self.lines.is_empty() && self.lines.iter().all(|l| l.ok)
    }

    /// The report as text, one line per check, and a verdict.
    pub fn render(&self) -> String {
        let mut out = format!("Checking plugin {}\n", self.plugin);
        for line in &self.lines {
            let mark = match (line.ok, line.skipped) {
                (_, true) => "skip",
                (true, false) => "ok  ",
                (false, false) => "FAIL",
            };
            let _ = writeln!(out, "{mark} {}: {}", line.name, line.detail);
        }
        let failed = self.lines.iter().filter(|l| !l.ok).count();
        let skipped = self.lines.iter().filter(|l| l.skipped).count();
        if self.passed() && skipped > 0 {
            let _ = writeln!(
                out,
                "All {} checks that ran passed; {skipped} skipped (see above why).",
                self.lines.len() - skipped
            );
        } else if self.passed() {
            let _ = writeln!(out, "All {} checks passed.", self.lines.len());
        } else {
            let _ = writeln!(out, "{failed} of {} checks failed.", self.lines.len());
        }
        out
    }
}

/// Checks a plugin given by id or by library path.
pub fn check(catalog: &mut Catalog, id_or_path: &str) -> CheckReport {
    let mut report = CheckReport {
        plugin: id_or_path.to_owned(),
        ..Default::default()
    };
    let plugin = match catalog.resolve(id_or_path) {
        Ok(plugin) => plugin,
        Err(reason) => {
            report.fail("load", reason);
            return report;
        }
    };
    report.pass(
        "load",
        format!(
            "{} {} (ABI {}) from {}",
            plugin.id(),
            plugin.manifest().version,
            plugin.abi(),
            plugin.path().display()
        ),
    );
    check_plugin(&plugin, &mut report);
    report
}

/// Runs every check on a loaded plugin.
pub fn check_plugin(plugin: &Arc<Plugin>, report: &mut CheckReport) {
    let manifest = plugin.manifest();
    report.record(
        "manifest",
        &manifest_problems(manifest),
        "id, version, player counts and options are sane",
    );

    let catalogues = locale_catalogues(manifest);
    let mut locale_problems = Vec::new();
    for lang in Lang::ALL {
        if !manifest.locales.contains_key(lang.code()) {
            locale_problems.push(format!("no Fluent resources for {}", lang.code()));
        }
    }
    let catalogue = Catalogue::for_manifest(manifest);
    locale_problems.extend(catalogue.problems.iter().cloned());
    let ids: BTreeMap<Lang, BTreeSet<String>> = catalogues;
    if let (Some(en), Some(de)) = (ids.get(&Lang::En), ids.get(&Lang::De)) {
        for id in en.difference(de) {
            locale_problems.push(format!("message {id:?} exists in en but not in de"));
        }
        for id in de.difference(en) {
            locale_problems.push(format!("message {id:?} exists in de but not in en"));
        }
    }
    for id in manifest_message_ids(manifest) {
        for lang in Lang::ALL {
            if !catalogue.has(lang, &id) {
                locale_problems.push(format!(
                    "the manifest uses {id:?}, which {} lacks",
                    lang.code()
                ));
            }
        }
    }
    report.record(
        "locales",
        &locale_problems,
        format!(
            "en and de each define the same {} messages",
            ids.get(&Lang::En).map_or(0, BTreeSet::len)
        ),
    );

    // Every game to play: each player count with random and bot moves, and each option's
    // other values once. The games are independent, so they run side by side on the
    // machine's cores; their findings are gathered in this order, so the report is the same
    // however the threads were scheduled.
    let mut jobs: Vec<Playout> = Vec::new();
    for players in manifest.min_players..=manifest.max_players {
        for game in 0..RANDOM_GAMES + BOT_GAMES {
            let seed = 1000 * u64::from(players) + u64::from(game);
            let bots = game >= RANDOM_GAMES;
            jobs.push(Playout {
                players,
                seed,
                options: BTreeMap::new(),
                bots,
                probe_illegal: game == 0,
                name: format!(
                    "{players} players, seed {seed}{}",
                    if bots { ", bots" } else { "" }
                ),
            });
        }
    }
    for (key, value) in option_variants(manifest) {
        let players = manifest.min_players;
        jobs.push(Playout {
            players,
            seed: 77,
            options: [(key.clone(), value.clone())].into(),
            bots: false,
            probe_illegal: false,
            name: format!("{players} players, option {key}={value}"),
        });
    }
    let (used, play) = play_all(plugin, &jobs);
    report.record(
        "playouts",
        &play.problems,
        format!(
            "{} games at {} to {} players finished, {} actions, every one legal",
            play.games, manifest.min_players, manifest.max_players, play.actions
        ),
    );
    report.record(
        "illegal actions",
        &play.illegal_problems,
        format!(
            "{} illegal or malformed actions were refused and left the state unchanged",
            play.illegal_tries
        ),
    );
    report.record(
        "save and load",
        &play.save_problems,
        format!(
            "{} save/load round trips reproduced identical states",
            play.round_trips
        ),
    );
    report.record(
        "replay",
        &play.replay_problems,
        format!(
            "replaying {} action logs from their seeds reproduced the final states",
            play.replays
        ),
    );
    report.record(
        "views",
        &play.view_problems,
        format!(
            "{} views rendered for every seat and a spectator; keys unique; {} clickable elements, each a legal choice",
            play.views, play.clickable
        ),
    );
    report.record(
        "composed moves",
        &play.composed_problems,
        format!(
            "{} moves walked choice by choice; the hot path agreed with the labelled choices, and cancelling left the state byte-identical; {} moves also made by choice ids or at random on copies agreed",
            play.walks, play.hot_paths
        ),
    );
    if play.determinized > 0 || !play.determinize_problems.is_empty() {
        let detail = if manifest.hidden_information {
            "sampled states kept the seat's view and legal choices and reseeded the random generator"
        } else {
            "sampled states were the state itself (the game hides nothing), with any random generator reseeded"
        };
        report.record(
            "determinize",
            &play.determinize_problems,
            format!("{} {detail}", play.determinized),
        );
    } else {
        report.skip(
            "determinize",
            "the plugin does not implement determinize: the search bot cannot play it (every \
             level plays its heuristic bot), and no sampled state was checked for hidden \
             information (implement Game::determinize, or declare PERFECT_INFORMATION)",
        );
    }

    let mut missing = Vec::new();
    for id in &used {
        for lang in Lang::ALL {
            if !catalogue.has(lang, id) {
                missing.push(format!("{id:?} is used but missing in {}", lang.code()));
            }
        }
    }
    report.record(
        "messages used in play",
        &missing,
        format!(
            "all {} message ids used by labels, views, logs and scores exist in en and de",
            used.len()
        ),
    );
}

/// Every non-default value of every option (both ends of a range), to play once each.
fn option_variants(manifest: &Manifest) -> Vec<(String, String)> {
    let mut variants = Vec::new();
    for option in &manifest.options {
        let values: Vec<String> = match &option.kind {
            OptionKind::Bool => vec!["true".into(), "false".into()],
            OptionKind::Int { min, max } => vec![min.to_string(), max.to_string()],
            OptionKind::Choice { choices } => choices.iter().map(|c| c.value.clone()).collect(),
            OptionKind::Unknown => Vec::new(),
        };
        for value in values {
            if value != option.default && !variants.contains(&(option.key.clone(), value.clone())) {
                variants.push((option.key.clone(), value));
            }
        }
    }
    variants
}

fn locale_catalogues(manifest: &Manifest) -> BTreeMap<Lang, BTreeSet<String>> {
    manifest
        .locales
        .iter()
        .filter_map(|(code, files)| Some((Lang::from_code(code)?, Catalogue::ids(files))))
        .collect()
}

fn manifest_message_ids(manifest: &Manifest) -> Vec<String> {
    let mut ids = vec![manifest.name.clone(), manifest.description.clone()];
    ids.extend(manifest.seat_roles.iter().cloned());
    if !manifest.rules.is_empty() {
        ids.push(manifest.rules.clone());
    }
    for option in &manifest.options {
        ids.push(option.label.clone());
        if !option.description.is_empty() {
            ids.push(option.description.clone());
        }
        if let OptionKind::Choice { choices } = &option.kind {
            ids.extend(choices.iter().map(|c| c.label.clone()));
        }
    }
    ids
}

fn manifest_problems(manifest: &Manifest) -> Vec<String> {
    let mut problems = Vec::new();
    let version_ok = {
        let parts: Vec<&str> = manifest
            .version
            .split(['-', '+'])
            .next()
            .unwrap_or("")
            .split('.')
            .collect();
        parts.len() == 3
            && parts
                .iter()
                .all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()))
    };
    if !version_ok {
        problems.push(format!(
            "version {:?} is not a semantic version like 1.2.3",
            manifest.version
        ));
    }
    if manifest.name.is_empty() {
        problems.push("the name message id is empty".into());
    }
    if manifest.description.is_empty() {
        problems.push("the description message id is empty".into());
    }
    if manifest.schema_version == 0 {
        problems.push("schema_version is 0; start at 1".into());
    }
    let mut keys = BTreeSet::new();
    for option in &manifest.options {
        if option.key.is_empty() {
            problems.push("an option has an empty key".into());
        }
        if !keys.insert(option.key.clone()) {
            problems.push(format!("option key {:?} appears twice", option.key));
        }
        if let Err(e) = option.check_value(&option.default) {
            problems.push(format!("the default is invalid: {e}"));
        }
        if let OptionKind::Choice { choices } = &option.kind
            && choices.is_empty()
        {
            problems.push(format!("choice option {:?} has no choices", option.key));
        }
    }
    problems
}

#[derive(Default)]
struct PlayChecks {
    games: u32,
    actions: u64,
    problems: Vec<String>,
    illegal_tries: u32,
    illegal_problems: Vec<String>,
    round_trips: u32,
    save_problems: Vec<String>,
    replays: u32,
    replay_problems: Vec<String>,
    views: u32,
    view_problems: Vec<String>,
    /// Composed moves walked choice by choice, and what went wrong on the way.
    walks: u32,
    composed_problems: Vec<String>,
    determinized: u32,
    determinize_problems: Vec<String>,
    clickable: u32,
    /// Moves also made through the hot path (by choice ids, at random) and compared.
    hot_paths: u32,
    /// The JSON of every choice offered so far, by id, to name a choice in a problem.
    offered: BTreeMap<u64, String>,
}

impl PlayChecks {
    /// Adds what another game found.
    fn absorb(&mut self, other: PlayChecks) {
        self.games += other.games;
        self.actions += other.actions;
        self.problems.extend(other.problems);
        self.illegal_tries += other.illegal_tries;
        self.illegal_problems.extend(other.illegal_problems);
        self.round_trips += other.round_trips;
        self.save_problems.extend(other.save_problems);
        self.replays += other.replays;
        self.replay_problems.extend(other.replay_problems);
        self.views += other.views;
        self.view_problems.extend(other.view_problems);
        self.walks += other.walks;
        self.composed_problems.extend(other.composed_problems);
        self.determinized += other.determinized;
        self.determinize_problems.extend(other.determinize_problems);
        self.clickable += other.clickable;
        self.hot_paths += other.hot_paths;
        for (id, json) in other.offered {
            self.offered.entry(id).or_insert(json);
        }
    }

    fn saw(&mut self, options: &[LegalAction]) {
        for option in options {
            self.offered
                .entry(option.id)
                .or_insert_with(|| option.action.to_string());
        }
    }
}

fn collect_status_ids(status: &Status, used: &mut BTreeSet<String>) {
    let mut texts: Vec<&Text> = status.phase.iter().collect();
    for ranked in &status.ranking {
        texts.extend(ranked.breakdown.iter().map(|l| &l.label));
    }
    for text in texts {
        used.extend(text.message_ids().into_iter().map(str::to_owned));
    }
}

/// Plays one game to the end, checking everything on the way.
/// One game the checker plays.
struct Playout {
    players: u32,
    seed: u64,
    options: BTreeMap<String, String>,
    bots: bool,
    probe_illegal: bool,
    /// How a problem names this game.
    name: String,
}

/// Plays every game of `jobs` on as many threads as the machine has cores and gathers what
/// they found, in the order of `jobs`.
fn play_all(plugin: &Arc<Plugin>, jobs: &[Playout]) -> (BTreeSet<String>, PlayChecks) {
    let threads = std::thread::available_parallelism().map_or(1, usize::from);
    let results = super::parallel::each_index(jobs.len(), threads, |index| {
        let job = &jobs[index];
        let mut used = BTreeSet::new();
        let mut play = PlayChecks {
            games: 1,
            ..PlayChecks::default()
        };
        if let Err(problem) = playout(plugin, job, &mut used, &mut play) {
            play.problems.push(format!("{}: {problem}", job.name));
        }
        Some((used, play))
    });
    let mut used = BTreeSet::new();
    let mut play = PlayChecks::default();
    for (job, result) in jobs.iter().zip(results) {
        match result {
            Some((job_used, job_play)) => {
                used.extend(job_used);
                play.absorb(job_play);
            }
            None => {
                play.games += 1;
                play.problems
                    .push(format!("{}: the game's thread stopped early", job.name));
            }
        }
    }
    (used, play)
}

fn playout(
    plugin: &Arc<Plugin>,
    job: &Playout,
    used: &mut BTreeSet<String>,
    checks: &mut PlayChecks,
) -> Result<(), String> {
    let Playout {
        players,
        seed,
        ref options,
        bots,
        probe_illegal,
        ..
    } = *job;
    let mut game = plugin
        .new_game(&SetupRequest {
            players,
            seed,
            options: options.clone(),
        })
        .map_err(|e| format!("setup failed: {e}"))?;
    let mut rng = GameRng::from_seed(seed ^ 0x5eed);
    let mut log: Vec<LogRecord> = Vec::new();
    let mut step = 0u32;
    loop {
        let status = game
            .status()
            .map_err(|e| format!("status failed after {step} actions: {e}"))?;
        collect_status_ids(&status, used);
        if step < 40 || step.is_multiple_of(10) || status.game_over {
            check_views(&game, players, step, used, checks);
        }
        if status.game_over {
            if !bots {
                check_ranking(&status, players)?;
            }
            break;
        }
        let limit = MAX_STEPS.min(super::simulate::max_actions(plugin));
        if step >= limit {
            return Err(format!("the game did not end within {limit} actions"));
        }
        if status.acting.is_empty() {
            return Err(format!(
                "after {step} actions the game is not over, yet no seat is acting"
            ));
        }
        let mut legal_by_seat: Vec<(u32, Vec<LegalAction>)> = Vec::new();
        for &seat in &status.acting {
            if seat >= players {
                return Err(format!(
                    "seat {seat} is acting, but the game has {players} seats"
                ));
            }
            let first = game
                .choices(seat, &[], true, false)
                .map_err(|e| format!("choices of seat {seat} failed: {e}"))?;
            if first.options.is_empty() && first.complete.is_none() {
                return Err(format!(
                    "after {step} actions seat {seat} must act but has no legal choice"
                ));
            }
            for option in &first.options {
                used.extend(option.label.message_ids().into_iter().map(str::to_owned));
            }
            checks.saw(&first.options);
            legal_by_seat.push((seat, first.options));
        }
        if probe_illegal && step.is_multiple_of(7) && checks.illegal_tries < 60 {
            probe_illegal_actions(&mut game, players, &legal_by_seat, step, checks);
        }
        if probe_illegal && step.is_multiple_of(25) {
            check_round_trip(plugin, &game, players, step, checks);
        }
        if probe_illegal && step.is_multiple_of(10) && game.can_determinize() {
            for (seat, _) in &legal_by_seat {
                check_determinize(
                    &game,
                    *seat,
                    seed ^ u64::from(step),
                    step,
                    plugin.manifest().hidden_information,
                    checks,
                );
            }
        }
        let pick = rng.below(legal_by_seat.len() as u32) as usize;
        let seat = &legal_by_seat[pick].0;
        let (action, path) = if bots {
            let action = game
                .bot(*seat, rng.next_u64())
                .map_err(|e| format!("the bot of seat {seat} failed after {step} actions: {e}"))?;
            (action, Vec::new())
        } else {
            walk_move(&game, *seat, &mut rng, step, used, checks)?
        };
        // Every so often the same move also goes down the hot path on a copy: it must give
        // the same state as the logged apply.
        let hot = (probe_illegal && !path.is_empty() && step.is_multiple_of(11))
            .then(|| game.try_clone().ok())
            .flatten();
        if probe_illegal && step.is_multiple_of(17) {
            check_random_move(&game, *seat, rng.next_u64(), step, checks);
        }
        let applied = game.apply(*seat, &action).map_err(|e| {
            if bots {
                format!("the bot of seat {seat} chose {action}, which was refused: {e}")
            } else {
                format!("the legal action {action} of seat {seat} was refused: {e}")
            }
        })?;
        for entry in &applied.log {
            used.extend(entry.text.message_ids().into_iter().map(str::to_owned));
        }
        if let Some(mut hot) = hot {
            checks.hot_paths += 1;
            let same =
                hot.apply_path(*seat, &path, false).is_ok() && hot.save().ok() == game.save().ok();
            if !same {
                checks.composed_problems.push(format!(
                    "after {step} actions, applying {action} by its choice ids (the hot path) gave another state than applying its JSON"
                ));
            }
        }
        log.push(LogRecord {
            seat: *seat,
            action: action.to_string(),
            undoable: applied.undoable,
        });
        step += 1;
        checks.actions += 1;
    }
    check_round_trip(plugin, &game, players, step, checks);
    match session::replay(plugin, players, seed, options, &log) {
        Ok((replayed, _)) => {
            checks.replays += 1;
            if replayed.save().ok() != game.save().ok() {
                checks.replay_problems.push(format!(
                    "{players} players, seed {seed}: the replayed state differs from the played one"
                ));
            }
        }
        Err(e) => checks
            .replay_problems
            .push(format!("{players} players, seed {seed}: {e}")),
    }
    Ok(())
}

/// Walks one move choice by choice, uniformly at random (confirming counts as one option), as
/// the launcher offers it: labels and previews at every step. Checks on the way that the hot
/// path lists the same ids, that every preview's clickable elements are among the options, and
/// that walking and cancelling leaves the state byte-identical. Returns the complete action
/// and the path of choice ids that composed it.
fn walk_move(
    game: &GameHandle,
    seat: u32,
    rng: &mut GameRng,
    step: u32,
    used: &mut BTreeSet<String>,
    checks: &mut PlayChecks,
) -> Result<(Value, Vec<u64>), String> {
    let before = game.save().map_err(|e| format!("save failed: {e}"))?;
    let mut partial: Vec<Value> = Vec::new();
    let mut path: Vec<u64> = Vec::new();
    let mut ids = Vec::new();
    let preview = step < 60 || step.is_multiple_of(5);
    checks.walks += 1;
    for _ in 0..1_000 {
        let choices = game
            .choices(seat, &partial, true, preview)
            .map_err(|e| format!("choices after {} picks failed: {e}", partial.len()))?;
        if let Some(prompt) = &choices.prompt {
            used.extend(prompt.message_ids().into_iter().map(str::to_owned));
        }
        for option in &choices.options {
            used.extend(option.label.message_ids().into_iter().map(str::to_owned));
        }
        checks.saw(&choices.options);
        if let Some(view) = &choices.view {
            for text in view.texts() {
                used.extend(text.message_ids().into_iter().map(str::to_owned));
            }
            if !partial.is_empty() {
                let legal: BTreeSet<u64> = choices.options.iter().map(|o| o.id).collect();
                let (problems, clickable) = view_problems(view, &legal, &checks.offered);
                checks.clickable += clickable;
                for problem in problems.into_iter().take(2) {
                    checks.composed_problems.push(format!(
                        "after {step} actions, the preview after {} picks: {problem}",
                        partial.len()
                    ));
                }
            }
        }
        let complete = game
            .choice_ids(seat, &path, &mut ids)
            .map_err(|e| format!("choice ids after {} picks failed: {e}", path.len()))?;
        let listed: Vec<u64> = choices.options.iter().map(|o| o.id).collect();
        if ids != listed || complete != choices.complete.is_some() {
            checks.composed_problems.push(format!(
                "after {step} actions and {} picks the hot path lists other choices than game_choices",
                path.len()
            ));
        }
        let n = choices.options.len() + usize::from(choices.complete.is_some());
        if n == 0 {
            return Err(format!(
                "after {step} actions seat {seat}'s move ends after {} picks with nothing to pick and nothing to confirm",
                partial.len()
            ));
        }
        let pick = rng.below(n as u32) as usize;
        if pick == choices.options.len() {
            let after = game.save().map_err(|e| format!("save failed: {e}"))?;
            if after != before {
                checks.composed_problems.push(format!(
                    "after {step} actions, composing a move (and cancelling it) changed the state"
                ));
            }
            let complete = choices.complete.unwrap_or_default();
            return Ok((complete.action, path));
        }
        let option = &choices.options[pick];
        partial.push(option.action.clone());
        path.push(option.id);
    }
    Err(format!(
        "after {step} actions seat {seat}'s move did not end within 1000 choices"
    ))
}

/// One random move on two copies with the same seed: both must succeed and agree (random
/// play is a function of the state and the seed), and the real game stays untouched.
fn check_random_move(game: &GameHandle, seat: u32, seed: u64, step: u32, checks: &mut PlayChecks) {
    let problem = (|| -> Result<(), String> {
        let before = game.save().map_err(|e| format!("save failed: {e}"))?;
        let mut a = game.try_clone().map_err(|e| format!("clone failed: {e}"))?;
        let mut b = game.try_clone().map_err(|e| format!("clone failed: {e}"))?;
        a.random_move(seat, seed)
            .map_err(|e| format!("a random move failed: {e}"))?;
        b.random_move(seat, seed)
            .map_err(|e| format!("a random move failed: {e}"))?;
        if a.save().ok() != b.save().ok() {
            return Err("two random moves with the same seed gave different states".into());
        }
        if game.save().ok() != Some(before) {
            return Err("a random move on a copy changed the original".into());
        }
        Ok(())
    })();
    checks.hot_paths += 1;
    if let Err(problem) = problem {
        checks
            .composed_problems
            .push(format!("after {step} actions, for seat {seat}: {problem}"));
    }
}

/// Samples a state for a seat and checks that the seat cannot tell it from the real one,
/// while the random generator was reseeded, and (every tenth sample) that the bot plays on
/// from it.
fn check_determinize(
    game: &GameHandle,
    seat: u32,
    seed: u64,
    step: u32,
    hides_anything: bool,
    checks: &mut PlayChecks,
) {
    // Every tenth sample is also played on (a few samples a game are enough to find a bot
    // that cannot play from one, and the bot's moves are the slow part of a check).
    let play_on = checks.determinized.is_multiple_of(10);
    let problem = (|| -> Result<(), String> {
        let mut sampled = game
            .determinize(seat, seed)
            .map_err(|e| format!("determinize failed: {e}"))?;
        let view = |g: &GameHandle| {
            g.view(Some(seat))
                .ok()
                .and_then(|v| serde_json::to_value(v).ok())
        };
        if let (Some(a), Some(b)) = (view(&sampled), view(game))
            && a != b
        {
            return Err(format!(
                "the seat's view differs at {}",
                first_difference(&b, &a)
            ));
        }
        let ids = |g: &GameHandle| {
            let mut ids = Vec::new();
            g.choice_ids(seat, &[], &mut ids).ok().map(|c| (ids, c))
        };
        if ids(&sampled) != ids(game) {
            return Err("the seat's legal choices differ".into());
        }
        let fingerprint = game.rng_fingerprint();
        // A game without a random generator (fingerprint 0) that hides nothing samples itself.
        if fingerprint != 0 && sampled.rng_fingerprint() == fingerprint {
            return Err("the random generator was not reseeded".into());
        }
        // A game that hides nothing and has no generator to reseed samples the state itself.
        if !hides_anything && fingerprint == 0 {
            let state = |g: &GameHandle| g.save().map(|s| s.state).map_err(|e| e.to_string());
            let (real, sample) = (state(game)?, state(&sampled)?);
            if real != sample {
                return Err(format!(
                    "the game declares no hidden information, yet the sample differs at {}",
                    first_difference(&real, &sample)
                ));
            }
        }
        // The search plays on from samples with the plugin's bot.
        if play_on && let Some(Err(e)) = sampled.bot_playout(seed, 10) {
            return Err(format!("the bot's playout from the sample failed: {e}"));
        }
        Ok(())
    })();
    checks.determinized += 1;
    if let Err(problem) = problem {
        checks
            .determinize_problems
            .push(format!("after {step} actions, for seat {seat}: {problem}"));
    }
}

fn check_ranking(status: &Status, players: u32) -> Result<(), String> {
    let seats: BTreeSet<u32> = status.ranking.iter().map(|r| r.seat).collect();
    if seats.len() != players as usize || status.ranking.len() != players as usize {
        return Err(format!(
            "the final ranking lists seats {:?}; it must list each of the {players} seats once",
            status.ranking.iter().map(|r| r.seat).collect::<Vec<_>>()
        ));
    }
    if !status.ranking.iter().any(|r| r.place == 1) {
        return Err("the final ranking has no first place".into());
    }
    Ok(())
}

/// Problems of one view: duplicate keys, and clickable elements that are not among the ids
/// the viewer may pick now.
/// The clickable element is named by its key, and the choice it picks by its JSON when that
/// choice was offered at some point of the game (`offered`).
fn view_problems(
    node: &parlour_plugin_api::Node,
    legal: &BTreeSet<u64>,
    offered: &BTreeMap<u64, String>,
) -> (Vec<String>, u32) {
    let mut problems = Vec::new();
    let mut keys = BTreeSet::new();
    for key in node.keys() {
        if !keys.insert(key) {
            problems.push(format!("the key {key:?} appears twice"));
        }
    }
    let clickables = node.clickables();
    for (element, id) in &clickables {
        if legal.contains(id) {
            continue;
        }
        let choice = offered.get(id).map_or_else(
            || format!("a choice never offered in this game (id {id:#x})"),
            |json| format!("the choice {json}"),
        );
        problems.push(format!(
            "the element {element} is clickable as {choice}, which is not among the viewer's choices now"
        ));
    }
    let clickable = clickables.len() as u32;
    (problems, clickable)
}

fn check_views(
    game: &GameHandle,
    players: u32,
    step: u32,
    used: &mut BTreeSet<String>,
    checks: &mut PlayChecks,
) {
    for viewer in (0..players).map(Some).chain([None]) {
        checks.views += 1;
        match game.view(viewer) {
            Ok(node) => {
                for text in node.texts() {
                    used.extend(text.message_ids().into_iter().map(str::to_owned));
                }
                let legal: BTreeSet<u64> = match viewer {
                    Some(seat) => game
                        .choices(seat, &[], false, false)
                        .map(|c| c.options.iter().map(|o| o.id).collect())
                        .unwrap_or_default(),
                    None => BTreeSet::new(),
                };
                let (problems, clickable) = view_problems(&node, &legal, &checks.offered);
                checks.clickable += clickable;
                let who = viewer.map_or("the spectator".to_string(), |s| format!("seat {s}"));
                for problem in problems.into_iter().take(3) {
                    checks.view_problems.push(format!(
                        "after {step} actions, the view of {who}: {problem}"
                    ));
                }
            }
            Err(e) => {
                let who = viewer.map_or("the spectator".to_string(), |s| format!("seat {s}"));
                checks.view_problems.push(format!(
                    "after {step} actions the view of {who} failed: {e}"
                ));
            }
        }
    }
}

fn probe_illegal_actions(
    game: &mut GameHandle,
    players: u32,
    legal_by_seat: &[(u32, Vec<LegalAction>)],
    step: u32,
    checks: &mut PlayChecks,
) {
    let Ok(before) = game.save() else {
        checks
            .illegal_problems
            .push(format!("after {step} actions saving failed"));
        return;
    };
    let some_legal = legal_by_seat
        .first()
        .and_then(|(_, l)| l.first())
        .map(|l| l.action.clone());
    let mut probes: Vec<(String, u32, Vec<u8>)> = vec![
        (
            "malformed JSON".into(),
            legal_by_seat[0].0,
            b"{not json".to_vec(),
        ),
        (
            "an action of an unknown shape".into(),
            legal_by_seat[0].0,
            br#"{"parlour-check":"no such action"}"#.to_vec(),
        ),
    ];
    if let Some(action) = &some_legal {
        probes.push((
            "a legal action for a seat that does not exist".into(),
            players,
            action.to_string().into_bytes(),
        ));
        let idle: Vec<u32> = (0..players)
            .filter(|s| !legal_by_seat.iter().any(|(seat, _)| seat == s))
            .collect();
        if let Some(&idle_seat) = idle.first()
            && game.actions(idle_seat).is_ok_and(|a| a.is_empty())
        {
            probes.push((
                format!("another seat's action for seat {idle_seat}, which need not act"),
                idle_seat,
                action.to_string().into_bytes(),
            ));
        }
    }
    for (what, seat, bytes) in probes {
        checks.illegal_tries += 1;
        match game.apply_raw(seat, &bytes) {
            Ok(_) => checks
                .illegal_problems
                .push(format!("after {step} actions {what} was accepted")),
            Err(_) => {
                if game.save().ok().as_ref() != Some(&before) {
                    checks.illegal_problems.push(format!(
                        "after {step} actions refusing {what} changed the state"
                    ));
                }
            }
        }
    }
}

fn check_round_trip(
    plugin: &Arc<Plugin>,
    game: &GameHandle,
    players: u32,
    step: u32,
    checks: &mut PlayChecks,
) {
    checks.round_trips += 1;
    let result = (|| -> Result<(), String> {
        let saved = game.save().map_err(|e| format!("save failed: {e}"))?;
        let loaded = plugin
            .load_game(&saved)
            .map_err(|e| format!("load failed: {e}"))?;
        let again = loaded
            .save()
            .map_err(|e| format!("save after load failed: {e}"))?;
        if again != saved {
            return Err("saving a loaded game gives a different state".into());
        }
        if loaded.status().ok() != game.status().ok() {
            return Err("a loaded game reports a different status".into());
        }
        for seat in 0..players {
            if loaded.actions(seat).ok() != game.actions(seat).ok() {
                return Err(format!(
                    "a loaded game offers seat {seat} different actions"
                ));
            }
        }
        let json: Value = serde_json::to_value(&saved).map_err(|e| e.to_string())?;
        let text = json.to_string();
        let parsed: parlour_plugin_api::SavedState =
            serde_json::from_str(&text).map_err(|e| e.to_string())?;
        if parsed != saved {
            return Err("the saved state does not survive JSON text".into());
        }
        Ok(())
    })();
    if let Err(problem) = result {
        checks.save_problems.push(format!(
            "{players} players, after {step} actions: {problem}"
        ));
    }
}

/// A problem's shape: its text with every run of digits (and hex ids) folded, so that the same
/// problem at another step or seat counts as the same.
fn shape_of(problem: &str) -> String {
    let mut out = String::with_capacity(problem.len());
    let mut in_number = false;
    for c in problem.chars() {
        if c.is_ascii_digit() || (in_number && c.is_ascii_hexdigit()) || (in_number && c == 'x') {
            if !in_number {
                out.push('#');
            }
            in_number = true;
        } else {
            in_number = false;
            out.push(c);
        }
    }
    out
}

/// Where two JSON documents first differ, named as a modder can find it: the path of object
/// keys and list positions, with the nearest view element's `key` when there is one.
fn first_difference(expected: &Value, actual: &Value) -> String {
    fn walk(a: &Value, b: &Value, path: &mut Vec<String>, keyed: &mut Option<String>) -> bool {
        if a == b {
            return false;
        }
        if let Some(Value::String(key)) = a.get("key") {
            *keyed = Some(key.clone());
        }
        match (a, b) {
            (Value::Object(x), Value::Object(y)) => {
                for (k, v) in x {
                    let other = y.get(k).unwrap_or(&Value::Null);
                    if v != other {
                        path.push(k.clone());
                        walk(v, other, path, keyed);
                        return true;
                    }
                }
                if let Some(k) = y.keys().find(|k| !x.contains_key(*k)) {
                    path.push(k.clone());
                }
                true
            }
            (Value::Array(x), Value::Array(y)) => {
                for (i, v) in x.iter().enumerate() {
                    let other = y.get(i).unwrap_or(&Value::Null);
                    if v != other {
                        path.push(i.to_string());
                        walk(v, other, path, keyed);
                        return true;
                    }
                }
                path.push(format!(
                    "{} (length {} instead of {})",
                    x.len(),
                    y.len(),
                    x.len()
                ));
                true
            }
            _ => {
                let show = |v: &Value| {
                    let text = v.to_string();
                    if text.len() > 60 {
                        format!("{}…", &text[..text.floor_char_boundary(60)])
                    } else {
                        text
                    }
                };
                path.push(format!("({} instead of {})", show(b), show(a)));
                true
            }
        }
    }
    let mut path = Vec::new();
    let mut keyed = None;
    walk(expected, actual, &mut path, &mut keyed);
    let at = if path.is_empty() {
        "the top".to_owned()
    } else {
        path.join(".")
    };
    match keyed {
        Some(key) => format!("the element keyed {key:?}: {at}"),
        None => at,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_problem_that_recurs_at_other_steps_is_told_once_with_its_count() {
        let mut report = CheckReport::default();
        let problems: Vec<String> = (0..4)
            .map(|step| {
                format!(
                    "after {step} actions, for seat {}: the view differs",
                    step % 2
                )
            })
            .chain(["after 3 actions: a key appears twice".to_owned()])
            .collect();
        report.record("views", &problems, "fine");
        let detail = &report.lines[0].detail;
        assert_eq!(detail.matches("the view differs").count(), 1, "{detail}");
        assert!(detail.contains("(and 3 more times like it)"), "{detail}");
        assert!(detail.contains("a key appears twice"), "{detail}");
    }

    #[test]
    fn a_difference_is_named_by_its_path_and_the_nearest_element_key() {
        let a = serde_json::json!({"kind": "column", "children": [
            {"key": "hand-0", "children": [{"label": "5"}]},
        ]});
        let mut b = a.clone();
        b["children"][0]["children"][0]["label"] = serde_json::json!("7");
        let at = first_difference(&a, &b);
        assert!(at.contains("\"hand-0\""), "{at}");
        assert!(at.contains("children.0.label"), "{at}");
        assert!(at.contains("\"7\" instead of \"5\""), "{at}");
    }

    #[test]
    fn a_skipped_check_says_why_and_does_not_fail_the_plugin() {
        let mut report = CheckReport::default();
        report.pass("load", "fine");
        report.skip("determinize", "the plugin does not implement determinize");
        assert!(report.passed());
        let text = report.render();
        assert!(
            text.contains("skip determinize: the plugin does not implement"),
            "{text}"
        );
        assert!(text.contains("1 skipped"), "{text}");
    }
}
