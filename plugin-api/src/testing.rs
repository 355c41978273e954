//! Checks a game's own tests run on its rules, shared so that every game tests the same
//! properties the same way: playing out, random moves, "the tree and apply agree", hidden
//! information in samples, and locale coverage with one Fluent reader.
//!
//! Every move here goes through the SDK's [`Instance`], exactly as the host would send it: its
//! legality is decided by walking [`Game::path_of`] through [`Game::choices`], never by the
//! game's own word.

use std::collections::{BTreeMap, BTreeSet};

use crate::instance::Instance;
use crate::protocol::{Applied, LogEntry, Manifest, Seat, SetupRequest};
use crate::sdk::{Game, GameRng, Viewer, random_action};
use crate::text::{Arg, Text};
use crate::view::Node;

/// A new game as the host makes it (options checked against the manifest, defaults filled in).
pub fn setup<G: Game>(players: u32, seed: u64, options: &[(&str, &str)]) -> Result<G, String> {
    let request = SetupRequest {
        players,
        seed,
        options: options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
    };
    let bytes = serde_json::to_vec(&request).map_err(|e| e.to_string())?;
    Instance::<G>::create(&bytes)
        .map(|instance| instance.game)
        .map_err(|e| format!("setup refused: {}", e.body.message))
}

/// Applies `action` for `seat` as the host would: refused unless it is legal now.
pub fn apply<G: Game>(game: &mut G, seat: Seat, action: &G::Action) -> Result<Applied, String> {
    let mut instance = Instance::new(game.clone());
    let applied = instance
        .apply_action(seat, action)
        .map_err(|e| e.body.message)?;
    *game = instance.game;
    Ok(applied)
}

/// What `viewer` sees, clickable where its first choices are (as the host draws it).
pub fn view<G: Game>(game: &G, viewer: Viewer) -> Node {
    Instance::new(game.clone()).plain_view(viewer)
}

/// Whether `action` is legal for `seat` now, by the SDK's rule ([`crate::sdk::is_legal`]).
pub fn is_legal<G: Game>(game: &G, seat: Seat, action: &G::Action) -> bool {
    crate::sdk::is_legal(game, seat, action)
}

/// A uniformly random complete move of `seat` (uniform at each choice of the tree).
pub fn random_move<G: Game>(game: &G, seat: Seat, rng: &mut GameRng) -> Option<G::Action> {
    random_action(game, seat, rng)
}

/// A played-out game: its final state and its moves.
pub type PlayedOut<G> = (G, Vec<Played<<G as Game>::Action>>);

/// One move of a played-out game.
#[derive(Clone, Debug)]
pub struct Played<A> {
    pub seat: Seat,
    pub action: A,
    pub log: Vec<LogEntry>,
    pub undoable: bool,
}

/// Plays `game` to its end (or `max_steps` moves) with random moves, or with the game's bot on
/// every `bot_every`-th move (0: never), each applied through the SDK's legality check. Returns
/// the final state and the moves; `Err` names the step where a seat had no move or a move the
/// game offered was refused.
pub fn play_out<G: Game>(
    game: G,
    seed: u64,
    bot_every: usize,
    max_steps: usize,
) -> Result<PlayedOut<G>, String> {
    let mut rng = GameRng::from_seed(seed);
    let mut step = 0usize;
    let mut missing = None;
    let result = play_out_with(
        game,
        |g, seat| {
            let by_bot = bot_every > 0 && step % bot_every == bot_every - 1;
            let action = if by_bot {
                g.bot_action(seat, seed.wrapping_add(step as u64))
            } else {
                random_action(g, seat, &mut rng)
            };
            if action.is_none() {
                missing = Some(format!("step {step}: acting seat {seat} has no move"));
            }
            step += 1;
            action
        },
        max_steps,
    );
    match missing {
        Some(problem) => Err(problem),
        None => result,
    }
}

/// Plays `game` with moves from `pick` (for example a bot style of the test's own) until it
/// ends or `max_steps` moves were made, each applied through the SDK's legality check; `pick`
/// answering `None` stops early. `Err` names the step where a move was refused.
pub fn play_out_with<G: Game>(
    mut game: G,
    mut pick: impl FnMut(&G, Seat) -> Option<G::Action>,
    max_steps: usize,
) -> Result<PlayedOut<G>, String> {
    let mut played = Vec::new();
    for step in 0..max_steps {
        if game.is_over() {
            break;
        }
        let Some(&seat) = game.acting_seats().first() else {
            return Err(format!("step {step}: the game is not over but nobody acts"));
        };
        let Some(action) = pick(&game, seat) else {
            break;
        };
        let applied = apply(&mut game, seat, &action).map_err(|e| {
            format!(
                "step {step}: seat {seat}'s move {} was refused: {e}",
                serde_json::to_string(&action).unwrap_or_default()
            )
        })?;
        played.push(Played {
            seat,
            action,
            log: applied.log,
            undoable: applied.undoable,
        });
    }
    Ok((game, played))
}

/// The tree and apply agree: over a random game, at every `every`-th move and for every acting
/// seat, `samples` random complete moves are drawn from the choice tree; each must be found
/// legal by the SDK (its [`Game::path_of`] walks back through the tree to it) and must apply
/// without an error. Returns how many moves were checked.
pub fn tree_and_apply_agree<G: Game>(
    mut game: G,
    seed: u64,
    every: usize,
    samples: usize,
    max_steps: usize,
) -> Result<usize, String> {
    let mut rng = GameRng::from_seed(seed);
    let mut checked = 0;
    for step in 0..max_steps {
        if game.is_over() {
            break;
        }
        if step % every.max(1) == 0 {
            for seat in game.acting_seats() {
                for _ in 0..samples {
                    let Some(action) = random_action(&game, seat, &mut rng) else {
                        return Err(format!("step {step}: acting seat {seat} has no move"));
                    };
                    let json = serde_json::to_string(&action).unwrap_or_default();
                    if !is_legal(&game, seat, &action) {
                        return Err(format!(
                            "step {step}: seat {seat}: the tree offers {json}, but its path_of \
                             does not lead back to it"
                        ));
                    }
                    let mut copy = game.clone();
                    apply(&mut copy, seat, &action)
                        .map_err(|e| format!("step {step}: seat {seat}: {json} failed: {e}"))?;
                    checked += 1;
                }
            }
        }
        let Some(&seat) = game.acting_seats().first() else {
            return Err(format!("step {step}: the game is not over but nobody acts"));
        };
        let action = random_action(&game, seat, &mut rng)
            .ok_or_else(|| format!("step {step}: seat {seat} has no move"))?;
        apply(&mut game, seat, &action).map_err(|e| format!("step {step}: {e}"))?;
    }
    Ok(checked)
}

/// Plays a game with alternating random and bot moves (at most `max_steps`) and, every
/// `every` moves, for each seat: samples another state with [`Game::determinize`], checks
/// that the seat's view of it is the same, and that determinizing the real state and the
/// other state with the same generator gives the same sample, so a sample never depends on
/// the real hidden arrangement (the search bot's honesty rests on it). Returns how many of
/// the other states really differed from the real one, so a test can insist that something
/// hidden was resampled; `Err` names the first step and seat where a check failed.
pub fn determinize_is_canonical<G: Game>(
    mut game: G,
    seed: u64,
    every: usize,
    max_steps: usize,
) -> Result<usize, String> {
    let json = |g: &G| serde_json::to_value(g).map_err(|e| format!("state to JSON: {e}"));
    let mut rng = GameRng::from_seed(seed);
    let mut differed = 0;
    for step in 0..max_steps {
        if game.is_over() {
            break;
        }
        if step % every.max(1) == 0 {
            for seat in 0..game.player_count() {
                let k = step as u64 * 31 + u64::from(seat);
                let sample = |g: &G, k: u64| {
                    g.determinize(seat, &mut GameRng::from_seed(k))
                        .ok_or_else(|| format!("step {step}: seat {seat} cannot determinize"))
                };
                let other = sample(&game, k + 1)?;
                if view(&other, Viewer::Seat(seat)) != view(&game, Viewer::Seat(seat)) {
                    return Err(format!(
                        "step {step}, seat {seat}: a sample changes the view"
                    ));
                }
                differed += usize::from(json(&other)? != json(&game)?);
                if json(&sample(&game, k)?)? != json(&sample(&other, k)?)? {
                    return Err(format!(
                        "step {step}, seat {seat}: the sample depends on the hidden arrangement"
                    ));
                }
            }
        }
        let Some(&seat) = game.acting_seats().first() else {
            return Err(format!("step {step}: the game is not over but nobody acts"));
        };
        let action = if step % 2 == 0 {
            random_action(&game, seat, &mut rng)
        } else {
            game.bot_action(seat, step as u64)
        }
        .ok_or_else(|| format!("step {step}: seat {seat} has no move"))?;
        apply(&mut game, seat, &action).map_err(|e| format!("step {step}: {e}"))?;
    }
    Ok(differed)
}

// ---------------------------------------------------------------------------------------------
// Locales

/// The messages (and terms, `-name`) a Fluent file defines, each with the `$variables` its
/// body refers to (in all its variants and attributes).
pub fn ftl_messages(source: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut messages: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in source.lines() {
        let starts = line.starts_with(|c: char| c.is_ascii_alphabetic() || c == '-');
        if starts {
            let id: String = line
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect();
            let rest = &line[id.len()..];
            if let Some(body) = rest.trim_start().strip_prefix('=') {
                messages.insert(id.clone(), variables(body));
                current = Some(id);
                continue;
            }
        }
        if line.starts_with([' ', '\t']) {
            if let Some(vars) = current.as_ref().and_then(|id| messages.get_mut(id)) {
                vars.extend(variables(line));
            }
        } else if !line.trim().is_empty() {
            current = None;
        }
    }
    messages
}

/// The `$variables` a piece of a Fluent body refers to: `$name` inside a placeable `{ … }`,
/// never a dollar sign in plain text (a price such as "$2").
fn variables(body: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut depth = 0usize;
    for (i, c) in body.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            '$' if depth > 0 => {
                let name: String = body[i + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                    .collect();
                if name.starts_with(|c: char| c.is_ascii_alphabetic()) {
                    out.insert(name);
                }
            }
            _ => {}
        }
    }
    out
}

/// Every message of a manifest's language, from all its files.
pub fn locale(manifest: &Manifest, lang: &str) -> BTreeMap<String, BTreeSet<String>> {
    manifest
        .locales
        .get(lang)
        .into_iter()
        .flatten()
        .flat_map(|file| ftl_messages(&file.source))
        .collect()
}

/// Every language of the manifest defines the same messages with the same variables, no
/// message twice in one language, and the manifest's own ids (name, description, rules,
/// option labels) exist. `Err` lists every difference.
pub fn locales_agree(manifest: &Manifest) -> Result<(), String> {
    let mut problems = Vec::new();
    let langs: Vec<&String> = manifest.locales.keys().collect();
    for lang in &langs {
        let mut seen = BTreeSet::new();
        for file in &manifest.locales[*lang] {
            for id in ftl_messages(&file.source).into_keys() {
                if !seen.insert(id.clone()) {
                    problems.push(format!("{lang}: {id} is defined twice ({})", file.name));
                }
            }
        }
    }
    if let Some(first) = langs.first() {
        let base = locale(manifest, first);
        for lang in &langs[1..] {
            let other = locale(manifest, lang);
            for (id, vars) in &base {
                match other.get(id) {
                    None => problems.push(format!("{id} is missing in {lang}")),
                    Some(v) if v != vars => {
                        problems.push(format!("{id} uses {vars:?} in {first} but {v:?} in {lang}"))
                    }
                    Some(_) => {}
                }
            }
            for id in other.keys().filter(|id| !base.contains_key(*id)) {
                problems.push(format!("{id} is missing in {first}"));
            }
        }
        let mut ids = vec![&manifest.name, &manifest.description, &manifest.rules];
        ids.extend(&manifest.seat_roles);
        for option in &manifest.options {
            ids.push(&option.label);
            ids.push(&option.description);
            if let crate::protocol::OptionKind::Choice { choices } = &option.kind {
                ids.extend(choices.iter().map(|c| &c.label));
                ids.extend(
                    choices
                        .iter()
                        .map(|c| &c.description)
                        .filter(|d| !d.is_empty()),
                );
            }
        }
        for id in ids {
            if !base.contains_key(id) {
                problems.push(format!("the manifest's {id} is not defined"));
            }
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

/// Collects the texts a game shows, to check them against its locales.
#[derive(Default)]
pub struct Texts {
    seen: BTreeMap<String, BTreeSet<String>>,
}

impl Texts {
    pub fn new() -> Self {
        Texts::default()
    }

    /// A text and the messages nested in its arguments.
    pub fn add(&mut self, text: &Text) {
        if text.id.is_empty() {
            return;
        }
        self.seen
            .entry(text.id.clone())
            .or_default()
            .extend(text.args.keys().cloned());
        for arg in text.args.values() {
            if let Arg::Msg(inner) = arg {
                self.add(inner);
            }
        }
    }

    /// Every text of a view.
    pub fn add_view(&mut self, node: &Node) {
        for text in node.texts() {
            self.add(text);
        }
    }

    /// Every log line of played moves.
    pub fn add_log(&mut self, log: &[LogEntry]) {
        for line in log {
            self.add(&line.text);
        }
    }

    /// The ids seen so far.
    pub fn ids(&self) -> BTreeSet<&str> {
        self.seen.keys().map(String::as_str).collect()
    }

    /// Every text seen is defined in every language of the manifest, and each message refers
    /// to no variable the game does not give it. `Err` lists every problem.
    pub fn all_defined(&self, manifest: &Manifest) -> Result<(), String> {
        let mut problems = Vec::new();
        for lang in manifest.locales.keys() {
            let messages = locale(manifest, lang);
            for (id, given) in &self.seen {
                match messages.get(id) {
                    None => problems.push(format!("{id} is not defined in {lang}")),
                    Some(wanted) => {
                        let missing: Vec<&String> = wanted.difference(given).collect();
                        if !missing.is_empty() {
                            problems.push(format!("{id} in {lang} needs {missing:?}"));
                        }
                    }
                }
            }
        }
        if problems.is_empty() {
            Ok(())
        } else {
            Err(problems.join("\n"))
        }
    }
}

/// Plays `games` random games (with the bot on every third move) from `make(seed)` and
/// collects every text of every seat's and the spectator's view, of every step's options and
/// of the log, then checks them all with [`Texts::all_defined`]. Returns the texts seen.
pub fn texts_of_played_games<G: Game>(
    make: impl Fn(u64) -> G,
    games: u64,
    max_steps: usize,
) -> Result<Texts, String> {
    let mut texts = Texts::new();
    for seed in 0..games {
        let mut game = make(seed);
        let mut rng = GameRng::from_seed(seed);
        for step in 0..max_steps {
            let mut viewers: Vec<Viewer> = (0..game.player_count()).map(Viewer::Seat).collect();
            viewers.push(Viewer::Spectator);
            for viewer in viewers {
                texts.add_view(&view(&game, viewer));
            }
            if game.is_over() {
                break;
            }
            let Some(&seat) = game.acting_seats().first() else {
                return Err(format!("seed {seed}, step {step}: nobody acts"));
            };
            let first = game.choices(seat, &[]);
            if let Some(prompt) = &first.prompt {
                texts.add(prompt);
            }
            for option in &first.options {
                texts.add(&option.label);
            }
            let action = if step % 3 == 2 {
                game.bot_action(seat, seed ^ step as u64)
            } else {
                random_action(&game, seat, &mut rng)
            }
            .ok_or_else(|| format!("seed {seed}, step {step}: seat {seat} has no move"))?;
            let applied = apply(&mut game, seat, &action)?;
            texts.add_log(&applied.log);
            let status = game.status();
            if let Some(phase) = &status.phase {
                texts.add(phase);
            }
        }
    }
    texts.all_defined(&G::manifest())?;
    Ok(texts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fluent_reader_finds_messages_terms_and_every_variable() {
        let source = "\
# a comment
price = It costs $2, paid by { $payer }.
greeting = Hello { $name }!
-brand = Parlour
count = { $n ->
    [one] one card from { $place }
   *[other] { $n } cards
  }
    .title = { $extra }
";
        let messages = ftl_messages(source);
        assert_eq!(
            messages.keys().collect::<Vec<_>>(),
            vec!["-brand", "count", "greeting", "price"]
        );
        assert_eq!(
            messages["count"],
            ["extra", "n", "place"].map(String::from).into()
        );
        assert_eq!(messages["greeting"], ["name".to_owned()].into());
        assert_eq!(
            messages["price"],
            ["payer".to_owned()].into(),
            "a price is no variable"
        );
    }
}
