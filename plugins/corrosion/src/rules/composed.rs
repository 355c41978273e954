//! Moves of several clicks (contract 1.1's composed moves) and whether a whole move is legal.
//!
//! A decision with several parts is one move: a repair and then the gears that pay it, sector by
//! sector (Confirm takes the rest from the sectors closest to X); making a chrome gear and then
//! the sector of its gear; playing or copying the steam engineer and then how much steam;
//! turning steam into gears and then how many are medium. The first click is the one-click
//! action (the bot and `parlour actions` use it alone and answer the questions afterwards); the
//! later clicks are the answers to the questions that action raises at once. The whole move is
//! `Action::Composed`, which `perform` plays as the action followed by its answers.
//!
//! Commit points: a part is offered only while the same seat is asked a question that belongs to
//! the same decision and nothing was drawn or revealed (`revealed`); anything else (a card taken
//! from the display, another seat's copy offer, a separate effect's question) ends the move.
//! Composing never changes the state: the parts are tried on a quiet copy.

#[allow(unused_imports)]
use super::prelude::*;
use parlour_plugin_api::Step as Next;

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
    /// The next step of a move after the clicks so far.
    pub fn compose(&self, seat: Seat, partial: &[Action]) -> Next<Action, Action> {
        if self.current_seat() != Some(seat) {
            return Next::none();
        }
        let Some((first, answers)) = partial.split_first() else {
            return Next::options(self.legal(seat));
        };
        let answers: Option<Vec<Answer>> = answers
            .iter()
            .map(|a| match a {
                Action::Answer(a) => Some(a.clone()),
                _ => None,
            })
            .collect();
        let Some(answers) = answers else {
            return Next::none();
        };
        let Ok(sim) = self.try_parts(seat, first, &answers) else {
            return Next::none();
        };
        let prev = answers
            .last()
            .map_or_else(|| first.clone(), |a| Action::Answer(a.clone()));
        let whole = |answers: Vec<Answer>| {
            if answers.is_empty() {
                first.clone()
            } else {
                Action::Composed {
                    first: Box::new(first.clone()),
                    answers,
                }
            }
        };
        let picked = answers
            .iter()
            .filter(|a| matches!(a, Answer::Pay { .. }))
            .count() as u32;
        match sim.open_part(seat, &prev) {
            Some(d @ Decision::PayGears { small, medium, .. }) => {
                let options = sim
                    .answers(&d)
                    .into_iter()
                    .filter(|a| *a != Answer::PayOldest)
                    .map(|a| {
                        let label = sim.answer_label(&d, &a);
                        Legal::new(Action::Answer(a), label)
                    })
                    .collect();
                let mut options: Vec<Legal<Action>> = options;
                let mut rest = answers.clone();
                rest.push(Answer::PayOldest);
                let step = |options| {
                    Next::options(options)
                        .prompt(
                            Text::new("ask-pay-gears")
                                .num("small", small)
                                .num("medium", medium),
                        )
                        .subset(0, picked + small + medium, picked)
                };
                // Confirm pays the rest from the sectors closest to X, unless the cost goes on
                // (a diploma engineer to give up): then that is an option of its own.
                let oldest = Action::Answer(Answer::PayOldest);
                let mut after = sim.clone();
                let goes_on = after.perform(seat, &oldest).is_ok() && {
                    after.advance();
                    after.open_part(seat, &oldest).is_some()
                };
                if goes_on {
                    let label = sim.answer_label(&d, &Answer::PayOldest);
                    options.push(Legal::new(oldest, label));
                    step(options)
                } else {
                    step(options).or_complete(whole(rest))
                }
            }
            Some(d) => {
                let options = sim
                    .answers(&d)
                    .into_iter()
                    .map(|a| {
                        let label = sim.answer_label(&d, &a);
                        Legal::new(Action::Answer(a), label)
                    })
                    .collect();
                let prompt = match d {
                    Decision::SteamAmount { max, .. } => {
                        Text::new("ask-steam-amount").num("max", max)
                    }
                    _ => Text::new("ask-gears"),
                };
                Next::options(options).prompt(prompt)
            }
            // The move is whole. Gears picked one by one wait for Confirm.
            None if picked > 0 => Next::options(Vec::new())
                .subset(0, picked, picked)
                .or_complete(whole(answers)),
            None => Next::done(whole(answers)),
        }
    }

    /// The question open on this (quiet) copy if it is a further part of the move whose last
    /// click was `prev`.
    fn open_part(&self, seat: Seat, prev: &Action) -> Option<Decision> {
        let d = self.decision.as_ref()?;
        (d.seat() == seat && !self.revealed && continues(prev, d)).then(|| d.clone())
    }

    /// Plays `first` and `answers` on a quiet copy, checking each part; the copy, or why the
    /// move is not legal.
    fn try_parts(&self, seat: Seat, first: &Action, answers: &[Answer]) -> Result<Self, String> {
        if matches!(first, Action::Composed { .. }) {
            return Err("a composed move cannot start with another composed move".to_owned());
        }
        if !self.actions(seat).contains(first) {
            return Err(format!("{first:?} is not legal for seat {seat} now"));
        }
        let mut sim = self.clone();
        sim.quiet = true;
        sim.log.clear();
        sim.revealed = false;
        sim.perform(seat, first).map_err(|e| e.message)?;
        sim.advance();
        let mut prev = first.clone();
        for (i, answer) in answers.iter().enumerate() {
            let Some(d) = sim.open_part(seat, &prev) else {
                return Err(format!(
                    "part {} ({answer:?}): the move asks nothing more at this point",
                    i + 1
                ));
            };
            let action = Action::Answer(answer.clone());
            if !sim.actions(seat).contains(&action) {
                return Err(format!("part {}: {}", i + 1, sim.why_not(&d, answer)));
            }
            sim.perform(seat, &action).map_err(|e| e.message)?;
            sim.advance();
            prev = action;
        }
        Ok(sim)
    }

    /// Why an answer does not fit the open question, in words.
    fn why_not(&self, d: &Decision, answer: &Answer) -> String {
        match (d, answer) {
            (
                Decision::PayGears {
                    seat,
                    small,
                    medium,
                },
                Answer::Pay { size, from },
            ) => {
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
                    .player(*seat)
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

    /// Whether a whole move is legal for the seat now; the reason when it is not.
    pub fn check_move(&self, seat: Seat, action: &Action) -> Result<(), String> {
        if self.current_seat() != Some(seat) {
            return Err(format!("seat {seat} has nothing to decide now"));
        }
        match action {
            Action::Composed { first, answers } => {
                if answers.is_empty() {
                    return Err("a composed move has at least one answer".to_owned());
                }
                self.try_parts(seat, first, answers).map(|_| ())
            }
            _ if self.actions(seat).contains(action) => Ok(()),
            _ => Err(format!("{action:?} is not legal for seat {seat} now")),
        }
    }
}
