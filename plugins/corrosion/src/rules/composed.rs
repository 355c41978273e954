//! The choice tree: every move a seat may make, click by click. This is the one place that
//! decides what is legal; the SDK accepts an action exactly when its clicks ([`path_of`]) walk
//! through this tree to it, and `apply` only ever sees such actions.
//!
//! The first click is one of the seat's actions now (`legal.rs` lists them). A decision with
//! several parts is one move (contract 1.1's composed moves): a repair and then the gears that
//! pay it, sector by sector (Confirm takes the rest from the sectors closest to X); making a
//! chrome gear and then the sector of its gear; playing or copying the steam engineer and then
//! how much steam; turning steam into gears and then how many are medium. The later clicks are
//! the answers to the questions the first one raises at once; the whole move is
//! `Action::Composed`, which `perform` plays as the action followed by its answers.
//!
//! Commit points: a part is offered only while the same seat is asked a question that belongs to
//! the same decision and nothing was drawn or revealed; anything else (a card taken from the
//! display, another seat's copy offer, a separate effect's question) ends the move. The parts
//! are tried on a quiet copy (no texts built); composing never changes the state.
//!
//! Old saves: before the SDK of issue 21 the first click alone (and any beginning of a composed
//! move) was a whole move, its further parts then asked as questions of their own; the bot and
//! `parlour actions` played that way. Where the tree goes on after some clicks, the step keeps
//! the move those clicks form legal without offering it (`Step::also_complete`), so such logs
//! replay; the state it leaves asks the open question, whose answers are then the first clicks.
//! `tests/legacy_saves.rs` replays games of the old bot.
//!
//! `why_refused` only puts into words why the SDK refused an action (it walks this same tree).

#[allow(unused_imports)]
use super::prelude::*;
use parlour_plugin_api::Quiet;
use parlour_plugin_api::Step as Next;
use parlour_plugin_api::walk;
use parlour_plugin_api::walk::one_of;

/// The clicks that compose `action`, in order: a composed move is its first action and then
/// its answers, except a last "the rest from the sectors closest to X", which is the Confirm of
/// the gear picks (the step's complete move) rather than a click.
pub fn path_of(action: &Action) -> Vec<Action> {
    match action {
        Action::Composed { first, answers } => {
            let answers = match answers.as_slice() {
                [before @ .., Answer::PayOldest] => before,
                all => all,
            };
            let mut path = vec![(**first).clone()];
            path.extend(answers.iter().cloned().map(Action::Answer));
            path
        }
        other => vec![other.clone()],
    }
}

/// Whether the question `d`, open right after `prev`, is a further part of the same decision.
fn continues(prev: &Action, d: &Decision) -> bool {
    match d {
        Decision::PayGears { .. } => matches!(
            prev,
            Action::Repair { .. } | Action::Answer(Answer::ChromeGear { .. } | Answer::Pay { .. })
        ),
        // Giving up a diploma engineer is part of a repair's cost.
        Decision::Sacrifice { .. } => matches!(
            prev,
            Action::Repair { .. } | Action::Answer(Answer::Pay { .. } | Answer::PayOldest)
        ),
        Decision::SteamAmount { .. } => matches!(
            prev,
            Action::Play { .. }
                | Action::Copy { .. }
                | Action::CopyPair { .. }
                | Action::Answer(Answer::Play { .. })
        ),
        Decision::Gears { .. } => {
            matches!(prev, Action::Answer(Answer::SteamToGears { .. }))
        }
        _ => false,
    }
}

impl Corrosion {
    /// The next step of a move after the clicks so far: the tree.
    pub fn compose(&self, seat: Seat, partial: &[Action]) -> Next<Action, Action> {
        if self.questions.for_seat(seat).is_none() {
            return Next::none();
        }
        let (first, mut rest) = walk!(one_of(partial, self.legal(seat)));
        let mut trial = Trial::start(self, seat, &first);
        loop {
            let step = trial.step(seat);
            if rest.is_empty() {
                return step;
            }
            let (click, tail) = walk!(one_of(rest, step.options));
            trial.answer(seat, &click);
            rest = tail;
        }
    }

    /// The question open on this trial copy if it is a further part of the move whose last
    /// click was `prev` (`revealed`: something hidden was shown or drawn since the move began).
    fn open_part(&self, seat: Seat, prev: &Action, revealed: bool) -> Option<Decision> {
        let Some(Ask::Decide(d)) = self.questions.for_seat(seat) else {
            return None;
        };
        (!revealed && continues(prev, d)).then(|| d.clone())
    }

    /// Why the SDK refused `action` (it is not a path through the tree), in words.
    pub fn why_refused(&self, seat: Seat, action: &Action) -> Option<String> {
        if self.questions.for_seat(seat).is_none() {
            return Some(format!("seat {seat} has nothing to decide now"));
        }
        let path = path_of(action);
        let answers = match action {
            Action::Composed { first, answers } => {
                if matches!(**first, Action::Composed { .. }) {
                    return Some(
                        "a composed move cannot start with another composed move".to_owned(),
                    );
                }
                if answers.is_empty() {
                    return Some("a composed move has at least one answer".to_owned());
                }
                answers.as_slice()
            }
            _ => &[],
        };
        // The first click the tree does not offer.
        let offered = |k: usize| {
            self.compose(seat, &path[..k])
                .options
                .iter()
                .any(|o| o.action == path[k])
        };
        let Some(k) = (0..path.len()).find(|&k| !offered(k)) else {
            return Some(format!("{action:?} is not a whole move"));
        };
        if k == 0 {
            return Some(format!("{:?} is not legal for seat {seat} now", path[0]));
        }
        let mut trial = Trial::start(self, seat, &path[0]);
        for click in &path[1..k] {
            trial.answer(seat, click);
        }
        let answer = answers.get(k - 1)?;
        Some(
            match trial.sim.open_part(seat, &trial.prev, trial.revealed) {
                None => format!("part {k} ({answer:?}): the move asks nothing more at this point"),
                Some(d) => format!("part {k}: {}", trial.sim.why_not(seat, &d, answer)),
            },
        )
    }

    /// Why an answer does not fit the open question, in words.
    fn why_not(&self, seat: Seat, d: &Decision, answer: &Answer) -> String {
        match (d, answer) {
            (Decision::PayGears { small, medium }, Answer::Pay { size, from }) => {
                let (name, need) = match size {
                    Size::Small => ("small", *small),
                    Size::Medium => ("medium", *medium),
                };
                let sector = match from {
                    Sector::Three => "3",
                    Sector::Two => "2",
                    Sector::One => "1",
                    Sector::X => "X",
                };
                let held = self
                    .player(seat)
                    .map_or(0, |p| p.gears[usize::from(from.age())][size.index()]);
                if need == 0 {
                    format!(
                        "no more {name} gears are to be paid ({small} small and {medium} medium left)"
                    )
                } else if held == 0 {
                    format!("sector {sector} holds no {name} gear left to pay with")
                } else {
                    format!("a {name} gear from sector {sector} cannot pay now")
                }
            }
            (Decision::SteamAmount { max, .. }, Answer::Steam { amount }) => {
                format!("at most {max} steam can be made here, not {amount}")
            }
            (Decision::Gears { n, .. }, Answer::Gears { medium, small }) => {
                format!("{n} gears are made, not {medium} medium and {small} small")
            }
            _ => format!("{answer:?} does not answer the question {d:?}"),
        }
    }
}

/// A move being composed, played on a copy of the state click by click.
struct Trial {
    sim: Corrosion,
    first: Action,
    answers: Vec<Answer>,
    /// The last click.
    prev: Action,
    /// Something hidden was shown or drawn since the move began (a commit point).
    revealed: bool,
}

impl Trial {
    fn start(state: &Corrosion, seat: Seat, first: &Action) -> Trial {
        let mut trial = Trial {
            sim: state.clone(),
            first: first.clone(),
            answers: Vec::new(),
            prev: first.clone(),
            revealed: false,
        };
        trial.play(seat, first);
        trial
    }

    fn play(&mut self, seat: Seat, click: &Action) {
        self.revealed |= play_reporting(&mut self.sim, seat, click);
    }

    fn answer(&mut self, seat: Seat, click: &Action) {
        if let Action::Answer(a) = click {
            self.answers.push(a.clone());
        }
        self.play(seat, click);
        self.prev = click.clone();
    }

    /// The move made of the clicks so far plus `more`.
    fn whole(&self, more: Option<Answer>) -> Action {
        let mut answers = self.answers.clone();
        answers.extend(more);
        if answers.is_empty() {
            self.first.clone()
        } else {
            Action::Composed {
                first: Box::new(self.first.clone()),
                answers,
            }
        }
    }

    /// What the move offers after the clicks so far.
    ///
    /// Where the move goes on, the clicks so far also form an older, shorter move: before the
    /// SDK of issue 21 the game accepted the first click alone (and any beginning of a composed
    /// move) as a whole move, its further parts then being asked as questions of their own,
    /// and the bot and `parlour actions` played that way. Old saves' logs hold such moves, so
    /// the step keeps them legal without offering them ([`Next::also_complete`]); the state
    /// they leave asks the open question again, whose answers are the first clicks there.
    fn step(&self, seat: Seat) -> Next<Action, Action> {
        let step = self.next(seat);
        if step.complete.as_ref() == Some(&self.whole(None)) {
            return step;
        }
        step.also_complete(self.whole(None))
    }

    /// What the move offers after the clicks so far, as it is offered.
    fn next(&self, seat: Seat) -> Next<Action, Action> {
        let sim = &self.sim;
        let picked = self
            .answers
            .iter()
            .filter(|a| matches!(a, Answer::Pay { .. }))
            .count() as u32;
        let label = |d: &Decision, a: Answer| {
            let label = sim.answer_label(seat, d, &a);
            Legal::new(Action::Answer(a), label)
        };
        match sim.open_part(seat, &self.prev, self.revealed) {
            Some(d @ Decision::PayGears { small, medium }) => {
                let mut options: Vec<Legal<Action>> = sim
                    .answers(seat, &d)
                    .into_iter()
                    .filter(|a| *a != Answer::PayOldest)
                    .map(|a| label(&d, a))
                    .collect();
                let prompt = sim.ask_text(&Ask::Decide(d.clone()));
                let step = |options| {
                    Next::options(options).prompt(prompt.clone()).subset(
                        0,
                        picked + small + medium,
                        picked,
                    )
                };
                // Confirm pays the rest from the sectors closest to X, unless the cost goes on
                // (a diploma engineer to give up): then that is an option of its own.
                let oldest = Action::Answer(Answer::PayOldest);
                let mut after = sim.clone();
                let revealed = self.revealed | play_reporting(&mut after, seat, &oldest);
                if after.open_part(seat, &oldest, revealed).is_some() {
                    options.push(label(&d, Answer::PayOldest));
                    // An old move that stopped after "the rest from the sectors closest to
                    // X" (its clicks are those before it: see `path_of`).
                    step(options).also_complete(self.whole(Some(Answer::PayOldest)))
                } else {
                    step(options).or_complete(self.whole(Some(Answer::PayOldest)))
                }
            }
            Some(d) => {
                let prompt = sim.ask_text(&Ask::Decide(d.clone()));
                let options = sim
                    .answers(seat, &d)
                    .into_iter()
                    .map(|a| label(&d, a))
                    .collect();
                Next::options(options).prompt(prompt)
            }
            // The move is whole. Gears picked one by one wait for Confirm.
            None if picked > 0 => Next::options(Vec::new())
                .subset(0, picked, picked)
                .or_complete(self.whole(None)),
            None => Next::done(self.whole(None)),
        }
    }
}

/// Plays a click on a trial copy and resolves what follows; whether that showed or drew
/// anything hidden.
fn play_reporting(sim: &mut Corrosion, seat: Seat, click: &Action) -> bool {
    // The copy's log lines are never read.
    let _quiet = Quiet::start();
    let draws = sim.rng.draws();
    let mut ctx = Ctx::new();
    sim.perform(&mut ctx, seat, click);
    sim.advance(&mut ctx);
    ctx.revealed() || sim.rng.draws() != draws
}
