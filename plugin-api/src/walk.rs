//! Step combinators: a game builds its choice tree ([`Game::choices`](crate::Game::choices))
//! from these instead of parsing the partial move by hand.
//!
//! Each combinator reads the choices it owns from the front of the partial move. Either it has
//! all it needs and hands back its value with the rest of the partial move ([`Walk::Got`]), or
//! the partial move ends inside it, or goes wrong there, and it answers with the [`Step`] to show
//! ([`Walk::Stop`]). The [`walk!`](crate::walk!) macro chains them:
//!
//! ```ignore
//! use parlour_plugin_api::{walk, walk::*};
//! fn choices(&self, seat: Seat, partial: &[Choice]) -> Step<Choice, Action> {
//!     let (slot, rest) = walk!(one_of(partial, self.contract_options(seat)));
//!     let (team, rest) = walk!(exactly(rest, self.members(seat), size, prompt));
//!     done(rest, Action::Attempt { slot, team })
//! }
//! ```
//!
//! Because every option is checked against what the game offers at its point, the tree is the
//! single source of legality: the SDK accepts an action exactly when the path
//! [`Game::path_of`](crate::Game::path_of) gives for it walks through the tree to it.

use crate::sdk::{Legal, Step};
use crate::text::Text;

/// What a combinator made of the front of a partial move.
#[derive(Debug)]
pub enum Walk<'p, C, A, T> {
    /// Its value, and the choices after the ones it read.
    Got(T, &'p [C]),
    /// The step to answer with: the partial move ends here (the options of the next click), or
    /// is not a legal beginning ([`Step::none`]).
    Stop(Step<C, A>),
}

/// Unwraps a [`Walk`]: `(value, rest)`, or returns its step from the enclosing function.
#[macro_export]
macro_rules! walk {
    ($walk:expr) => {
        match $walk {
            $crate::walk::Walk::Got(value, rest) => (value, rest),
            $crate::walk::Walk::Stop(step) => return step,
        }
    };
}

/// One of `options`: the first choice of `partial` when it is offered.
pub fn one_of<'p, C: PartialEq + Clone, A>(
    partial: &'p [C],
    options: Vec<Legal<C>>,
) -> Walk<'p, C, A, C> {
    match partial.split_first() {
        None => Walk::Stop(Step::options(options)),
        Some((first, rest)) if options.iter().any(|o| &o.action == first) => {
            Walk::Got(first.clone(), rest)
        }
        Some(_) => Walk::Stop(Step::none()),
    }
}

/// As [`one_of`], asking with a prompt.
pub fn ask<'p, C: PartialEq + Clone, A>(
    partial: &'p [C],
    prompt: Text,
    options: Vec<Legal<C>>,
) -> Walk<'p, C, A, C> {
    match one_of(partial, options) {
        Walk::Stop(step) => Walk::Stop(step.prompt(prompt)),
        got => got,
    }
}

/// Reads distinct candidates from the front of `partial`, up to `max`; `Err` when one is not
/// a candidate or is picked twice.
fn read_picks<'p, C: PartialEq + Clone>(
    partial: &'p [C],
    candidates: &[Legal<C>],
    max: usize,
) -> Result<(Vec<C>, &'p [C]), ()> {
    let mut picked: Vec<C> = Vec::new();
    let mut rest = partial;
    while picked.len() < max {
        let Some((first, tail)) = rest.split_first() else {
            break;
        };
        if !candidates.iter().any(|c| &c.action == first) {
            // Not a candidate: the pick is over (the caller decides whether that is legal).
            break;
        }
        if picked.contains(first) {
            return Err(());
        }
        picked.push(first.clone());
        rest = tail;
    }
    Ok((picked, rest))
}

/// The candidates not picked yet, as options.
fn remaining<C: PartialEq + Clone>(candidates: Vec<Legal<C>>, picked: &[C]) -> Vec<Legal<C>> {
    candidates
        .into_iter()
        .filter(|c| !picked.contains(&c.action))
        .collect()
}

/// Exactly `n` distinct candidates, in the order picked (a team of a fixed size, an ordered
/// row). The host shows it as a subset step of `n` to `n`.
pub fn exactly<'p, C: PartialEq + Clone, A>(
    partial: &'p [C],
    candidates: Vec<Legal<C>>,
    n: usize,
    prompt: Text,
) -> Walk<'p, C, A, Vec<C>> {
    let Ok((picked, rest)) = read_picks(partial, &candidates, n) else {
        return Walk::Stop(Step::none());
    };
    if picked.len() == n {
        return Walk::Got(picked, rest);
    }
    if !rest.is_empty() || candidates.len() < n {
        return Walk::Stop(Step::none());
    }
    let count = picked.len() as u32;
    Walk::Stop(
        Step::options(remaining(candidates, &picked))
            .prompt(prompt)
            .subset(n as u32, n as u32, count),
    )
}

/// `n` distinct candidates where the order of picking matters (who goes first, second, …):
/// the same walk as [`exactly`], shown as a sequence of single picks.
pub fn in_order<'p, C: PartialEq + Clone, A>(
    partial: &'p [C],
    candidates: Vec<Legal<C>>,
    n: usize,
    prompt: Text,
) -> Walk<'p, C, A, Vec<C>> {
    match exactly(partial, candidates, n, prompt) {
        Walk::Stop(mut step) => {
            step.subset = None;
            Walk::Stop(step)
        }
        got => got,
    }
}

/// The last part of a move: between `min` and `max` distinct candidates (dice to reroll,
/// wounds to heal). Once `min` are picked the player may confirm (`finish` makes the move from
/// the picks, in the order picked); up to `max`, more are offered.
pub fn subset<C: PartialEq + Clone, A>(
    partial: &[C],
    candidates: Vec<Legal<C>>,
    min: usize,
    max: usize,
    prompt: Text,
    finish: impl FnOnce(Vec<C>) -> A,
) -> Step<C, A> {
    let Ok((picked, rest)) = read_picks(partial, &candidates, max) else {
        return Step::none();
    };
    if !rest.is_empty() {
        return Step::none();
    }
    let count = picked.len();
    let options = if count < max {
        remaining(candidates, &picked)
    } else {
        Vec::new()
    };
    if count < min && count + options.len() < min {
        return Step::none();
    }
    let mut step =
        Step::options(options)
            .prompt(prompt)
            .subset(min as u32, max as u32, count as u32);
    if count >= min {
        step = step.or_complete(finish(picked));
    }
    step
}

/// The last part of a move that may pick a candidate more than once (one wound token of a
/// henchman per click): each candidate comes with how often it may be picked. Between `min`
/// and `max` picks in all; `finish` makes the move from the picks, in the order picked.
pub fn repeats<C: PartialEq + Clone, A>(
    partial: &[C],
    candidates: Vec<(Legal<C>, usize)>,
    min: usize,
    max: usize,
    prompt: Text,
    finish: impl FnOnce(Vec<C>) -> A,
) -> Step<C, A> {
    let times = |c: &C, picked: &[C]| picked.iter().filter(|p| *p == c).count();
    let mut picked: Vec<C> = Vec::new();
    for choice in partial {
        let allowed = candidates
            .iter()
            .find(|(legal, _)| &legal.action == choice)
            .map_or(0, |(_, n)| *n);
        if picked.len() >= max || times(choice, &picked) >= allowed {
            return Step::none();
        }
        picked.push(choice.clone());
    }
    let count = picked.len();
    let options: Vec<Legal<C>> = if count < max {
        candidates
            .into_iter()
            .filter(|(legal, n)| times(&legal.action, &picked) < *n)
            .map(|(legal, _)| legal)
            .collect()
    } else {
        Vec::new()
    };
    if count < min && options.is_empty() {
        return Step::none();
    }
    let mut step =
        Step::options(options)
            .prompt(prompt)
            .subset(min as u32, max as u32, count as u32);
    if count >= min {
        step = step.or_complete(finish(picked));
    }
    step
}

/// The end of a move: `action` when nothing follows in `partial`.
pub fn done<C, A>(rest: &[C], action: A) -> Step<C, A> {
    if rest.is_empty() {
        Step::done(action)
    } else {
        Step::none()
    }
}

/// The end of a move that may be confirmed as it stands or continued with `more` (an optional
/// extra).
pub fn done_or<C, A>(rest: &[C], action: A, more: Vec<Legal<C>>) -> Step<C, A> {
    if rest.is_empty() {
        Step::options(more).or_complete(action)
    } else {
        Step::none()
    }
}

/// A move made of one click: offers `actions`, each wrapped as a choice with `wrap`, and
/// completes the clicked one (`unwrap` reads it back).
pub fn one_click<C: PartialEq + Clone, A: Clone>(
    partial: &[C],
    actions: Vec<Legal<A>>,
    wrap: impl Fn(A) -> C,
    unwrap: impl Fn(&C) -> Option<A>,
) -> Step<C, A> {
    match partial {
        [] => Step::options(
            actions
                .into_iter()
                .map(|legal| Legal {
                    action: wrap(legal.action),
                    label: legal.label,
                    shown: legal.shown,
                })
                .collect(),
        ),
        [one] => match unwrap(one) {
            Some(action) if actions.iter().any(|l| wrap(l.action.clone()) == *one) => {
                Step::done(action)
            }
            _ => Step::none(),
        },
        _ => Step::none(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn legal(values: &[u32]) -> Vec<Legal<u32>> {
        values
            .iter()
            .map(|&v| Legal::new(v, Text::default()))
            .collect()
    }

    fn ids(step: &Step<u32, Vec<u32>>) -> Vec<u32> {
        step.options.iter().map(|o| o.action).collect()
    }

    /// A move: a slot (1..=3), then exactly two of 10..=13, then an optional bonus of 7.
    fn tree(partial: &[u32]) -> Step<u32, Vec<u32>> {
        let (slot, rest) = walk!(one_of(partial, legal(&[1, 2, 3])));
        let (team, rest) = walk!(exactly(rest, legal(&[10, 11, 12, 13]), 2, Text::default()));
        let mut whole = vec![slot];
        whole.extend(team);
        match rest {
            [] => done_or(rest, whole, legal(&[7])),
            [7] => {
                whole.push(7);
                done(&rest[1..], whole)
            }
            _ => Step::none(),
        }
    }

    #[test]
    fn a_chain_offers_each_part_in_turn_and_refuses_what_is_not_offered() {
        assert_eq!(ids(&tree(&[])), vec![1, 2, 3]);
        assert_eq!(ids(&tree(&[2])), vec![10, 11, 12, 13]);
        assert_eq!(
            tree(&[2]).subset.map(|s| (s.min, s.max, s.picked)),
            Some((2, 2, 0))
        );
        assert_eq!(ids(&tree(&[2, 11])), vec![10, 12, 13]);
        let full = tree(&[2, 11, 10]);
        assert_eq!(ids(&full), vec![7]);
        assert_eq!(full.complete, Some(vec![2, 11, 10]));
        assert_eq!(tree(&[2, 11, 10, 7]).complete, Some(vec![2, 11, 10, 7]));
        // Not offered, picked twice, too few, or something after the end.
        assert!(tree(&[4]).is_empty());
        assert!(tree(&[2, 11, 11]).is_empty());
        assert!(tree(&[2, 11, 7]).is_empty());
        assert!(tree(&[2, 11, 10, 7, 7]).is_empty());
    }

    #[test]
    fn a_subset_completes_from_its_minimum_and_stops_offering_at_its_maximum() {
        let step =
            |partial: &[u32]| subset(partial, legal(&[1, 2, 3]), 1, 2, Text::default(), |p| p);
        assert_eq!(step(&[]).complete, None);
        assert_eq!(step(&[]).options.len(), 3);
        assert_eq!(step(&[3]).complete, Some(vec![3]));
        assert_eq!(ids(&step(&[3])), vec![1, 2]);
        assert_eq!(step(&[3, 1]).complete, Some(vec![3, 1]));
        assert!(step(&[3, 1]).options.is_empty());
        assert!(step(&[3, 1, 2]).is_empty());
        assert!(step(&[3, 3]).is_empty());
        // Not enough candidates to reach the minimum: nothing to offer at all.
        let short = subset(&[], legal(&[1]), 2, 3, Text::default(), |p: Vec<u32>| p);
        assert!(short.is_empty());
    }

    #[test]
    fn a_candidate_may_be_picked_as_often_as_it_allows() {
        let step = |partial: &[u32]| {
            let candidates = vec![
                (Legal::new(1, Text::default()), 2),
                (Legal::new(2, Text::default()), 1),
            ];
            repeats(partial, candidates, 1, 3, Text::default(), |p| p)
        };
        assert_eq!(ids(&step(&[1])), vec![1, 2]);
        assert_eq!(ids(&step(&[1, 1])), vec![2], "1 twice at most");
        assert_eq!(step(&[1, 2, 1]).complete, Some(vec![1, 2, 1]));
        assert!(step(&[1, 2, 1]).options.is_empty(), "three picks at most");
        assert!(step(&[2, 2]).is_empty());
        assert!(step(&[3]).is_empty());
    }

    #[test]
    fn one_click_wraps_and_unwraps_actions() {
        #[derive(Clone, Debug, PartialEq)]
        enum C {
            Act(u32),
            Other,
        }
        let actions = legal(&[5, 6]);
        let step = |p: &[C]| {
            one_click(p, actions.clone(), C::Act, |c| match c {
                C::Act(a) => Some(*a),
                C::Other => None,
            })
        };
        assert_eq!(step(&[]).options.len(), 2);
        assert_eq!(step(&[C::Act(6)]).complete, Some(6));
        assert!(step(&[C::Act(7)]).is_empty());
        assert!(step(&[C::Other]).is_empty());
    }
}
