//! The question stack: who must decide what, now.
//!
//! A game keeps one [`Questions`] in its state and pushes a question whenever the rules ask a
//! seat something: the ordinary turn ("your move"), a reaction out of turn ("do you counter
//! this attack?") on top of it, a simultaneous pick for several seats at once. The seats that
//! act, what they are asked, and so which moves they have, all follow from the top of the
//! stack; no game writes "who decides now" by hand.
//!
//! ```ignore
//! fn acting_seats(&self) -> Vec<Seat> { self.questions.acting() }
//! fn choices(&self, seat: Seat, partial: &[Choice]) -> Step<Choice, Action> {
//!     match self.questions.for_seat(seat) {
//!         Some(Ask::Turn) => self.turn_step(seat, partial),
//!         Some(Ask::Counter { attack }) => self.counter_step(seat, *attack, partial),
//!         None => Step::none(),
//!     }
//! }
//! ```

use serde::{Deserialize, Serialize};

use crate::protocol::Seat;

/// One question: what is asked, and the seats that still have to answer it.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Question<Q> {
    /// Seats that still owe an answer (several for a simultaneous pick).
    pub seats: Vec<Seat>,
    pub ask: Q,
}

// Written out so that `clone_from` reuses the lists' memory: a bot that resets a copy of its
// state for every candidate then allocates nothing for the questions.
impl<Q: Clone> Clone for Question<Q> {
    fn clone(&self) -> Self {
        Question {
            seats: self.seats.clone(),
            ask: self.ask.clone(),
        }
    }

    fn clone_from(&mut self, source: &Self) {
        self.seats.clone_from(&source.seats);
        self.ask.clone_from(&source.ask);
    }
}

/// The questions open now, the newest on top. Only the top one is answered; the ones below
/// wait (an interrupt pushed on a turn returns to the turn when it is answered).
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound(serialize = "Q: Serialize", deserialize = "Q: Deserialize<'de>"))]
pub struct Questions<Q> {
    stack: Vec<Question<Q>>,
}

// Written out for `clone_from`, as for `Question`.
impl<Q: Clone> Clone for Questions<Q> {
    fn clone(&self) -> Self {
        Questions {
            stack: self.stack.clone(),
        }
    }

    fn clone_from(&mut self, source: &Self) {
        self.stack.clone_from(&source.stack);
    }
}

impl<Q> Default for Questions<Q> {
    fn default() -> Self {
        Questions { stack: Vec::new() }
    }
}

impl<Q> Questions<Q> {
    /// No question open.
    pub fn new() -> Self {
        Questions::default()
    }

    /// Asks one seat, on top of whatever is open.
    pub fn ask(&mut self, seat: Seat, ask: Q) {
        self.stack.push(Question {
            seats: vec![seat],
            ask,
        });
    }

    /// Asks several seats at once (each answers in its own time; the question is settled when
    /// all have). Asking nobody opens nothing.
    pub fn ask_all(&mut self, seats: impl IntoIterator<Item = Seat>, ask: Q) {
        let seats: Vec<Seat> = seats.into_iter().collect();
        if !seats.is_empty() {
            self.stack.push(Question { seats, ask });
        }
    }

    /// Asks one seat under the current top (it comes next, after the open question).
    pub fn ask_next(&mut self, seat: Seat, ask: Q) {
        let at = self.stack.len().saturating_sub(1);
        self.stack.insert(
            at,
            Question {
                seats: vec![seat],
                ask,
            },
        );
    }

    /// The question being answered now.
    pub fn top(&self) -> Option<&Question<Q>> {
        self.stack.last()
    }

    /// What is asked now, if anything.
    pub fn current(&self) -> Option<&Q> {
        self.stack.last().map(|q| &q.ask)
    }

    /// What is asked now, to change its data as the answer is composed over several moves
    /// (a turn that records what was already done in it).
    pub fn current_mut(&mut self) -> Option<&mut Q> {
        self.stack.last_mut().map(|q| &mut q.ask)
    }

    /// Replaces what is asked now, keeping the seats that owe an answer (one step of a
    /// question leads to the next step for the same seats). Returns the old question; with
    /// nothing open it opens nothing and gives `ask` back as `Err`.
    pub fn replace(&mut self, ask: Q) -> Result<Q, Q> {
        match self.stack.last_mut() {
            Some(top) => Ok(std::mem::replace(&mut top.ask, ask)),
            None => Err(ask),
        }
    }

    /// The newest open question that `pred` accepts, anywhere on the stack (a turn waiting
    /// under an interrupt).
    pub fn find(&self, mut pred: impl FnMut(&Q) -> bool) -> Option<&Q> {
        self.stack.iter().rev().map(|q| &q.ask).find(|q| pred(q))
    }

    /// Like [`find`](Self::find), to change it.
    pub fn find_mut(&mut self, mut pred: impl FnMut(&Q) -> bool) -> Option<&mut Q> {
        self.stack
            .iter_mut()
            .rev()
            .map(|q| &mut q.ask)
            .find(|q| pred(q))
    }

    /// Moves the newest open question that `pred` accepts to the top, asked of `seat` alone
    /// (a question opened earlier that must now be answered before one opened after it, by
    /// the seat the rules give now). Returns whether there was one.
    pub fn raise(&mut self, seat: Seat, mut pred: impl FnMut(&Q) -> bool) -> bool {
        let Some(at) = self.stack.iter().rposition(|q| pred(&q.ask)) else {
            return false;
        };
        let mut question = self.stack.remove(at);
        question.seats.clear();
        question.seats.push(seat);
        self.stack.push(question);
        true
    }

    /// Withdraws every open question that `pred` accepts (a reaction window that closed
    /// because what it reacted to is gone), oldest first.
    pub fn withdraw(&mut self, mut pred: impl FnMut(&Q) -> bool) -> Vec<Q> {
        // In place: most calls withdraw nothing, and a game calls this after every move.
        let mut gone = Vec::new();
        let mut at = 0;
        while at < self.stack.len() {
            if pred(&self.stack[at].ask) {
                gone.push(self.stack.remove(at).ask);
            } else {
                at += 1;
            }
        }
        gone
    }

    /// How many questions are open.
    pub fn len(&self) -> usize {
        self.stack.len()
    }

    /// The seats that must decide now.
    pub fn acting(&self) -> Vec<Seat> {
        self.stack
            .last()
            .map(|q| q.seats.clone())
            .unwrap_or_default()
    }

    /// Whether `seat` must decide now (without building the list of [`Questions::acting`]).
    pub fn asks(&self, seat: Seat) -> bool {
        self.stack.last().is_some_and(|q| q.seats.contains(&seat))
    }

    /// What `seat` is asked now, if it must decide.
    pub fn for_seat(&self, seat: Seat) -> Option<&Q> {
        self.stack
            .last()
            .filter(|q| q.seats.contains(&seat))
            .map(|q| &q.ask)
    }

    /// `seat` answered the top question. Returns the question when that settled it (every
    /// seat asked has answered), so the game can go on from it; `None` while others still owe
    /// an answer, or when `seat` was not asked.
    pub fn answered(&mut self, seat: Seat) -> Option<Q> {
        let top = self.stack.last_mut()?;
        let before = top.seats.len();
        top.seats.retain(|&s| s != seat);
        if top.seats.len() == before || !top.seats.is_empty() {
            return None;
        }
        self.stack.pop().map(|q| q.ask)
    }

    /// Removes the top question whoever still owes an answer.
    pub fn settle(&mut self) -> Option<Q> {
        self.stack.pop().map(|q| q.ask)
    }

    /// Removes every open question (the game is over).
    pub fn clear(&mut self) {
        self.stack.clear();
    }

    /// Whether nothing is asked.
    pub fn is_empty(&self) -> bool {
        self.stack.is_empty()
    }

    /// Every open question, oldest first (`.rev()` for the newest first).
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &Question<Q>> + ExactSizeIterator {
        self.stack.iter()
    }
}

/// Plain alternating turns: the seat whose turn `turn` (counted from 1) is.
pub fn alternating(turn: u32, players: u32) -> Seat {
    turn.saturating_sub(1) % players.max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    enum Ask {
        Turn,
        Counter,
        Pick,
    }

    #[test]
    fn an_interrupt_is_answered_before_the_turn_it_interrupts() {
        let mut q = Questions::new();
        q.ask(0, Ask::Turn);
        q.ask(1, Ask::Counter);
        assert_eq!(q.acting(), vec![1]);
        assert_eq!(q.for_seat(0), None);
        assert_eq!(q.for_seat(1), Some(&Ask::Counter));
        assert_eq!(q.answered(0), None, "seat 0 was not asked");
        assert_eq!(q.answered(1), Some(Ask::Counter));
        assert_eq!(q.acting(), vec![0]);
        assert_eq!(q.current(), Some(&Ask::Turn));
    }

    #[test]
    fn a_simultaneous_pick_waits_for_every_seat() {
        let mut q = Questions::new();
        q.ask_all([0, 1, 2], Ask::Pick);
        assert_eq!(q.answered(1), None);
        assert_eq!(q.acting(), vec![0, 2]);
        assert_eq!(q.answered(1), None, "an answer counts once");
        assert_eq!(q.answered(0), None);
        assert_eq!(q.answered(2), Some(Ask::Pick));
        assert!(q.is_empty());
        q.ask_all([], Ask::Pick);
        assert!(q.is_empty());
    }

    #[test]
    fn a_question_changes_in_place_and_closed_windows_are_withdrawn() {
        let mut q = Questions::new();
        assert_eq!(
            q.replace(Ask::Turn),
            Err(Ask::Turn),
            "nothing open, nothing opened"
        );
        q.ask(0, Ask::Turn);
        q.ask_all([1, 2], Ask::Pick);
        assert_eq!(q.replace(Ask::Counter), Ok(Ask::Pick));
        assert_eq!(q.acting(), vec![1, 2], "the same seats owe the next step");
        *q.current_mut().unwrap() = Ask::Pick;
        assert_eq!(q.find(|a| *a == Ask::Turn), Some(&Ask::Turn));
        assert_eq!(q.withdraw(|a| *a == Ask::Pick), vec![Ask::Pick]);
        assert_eq!((q.len(), q.acting()), (1, vec![0]));
        *q.find_mut(|a| *a == Ask::Turn).unwrap() = Ask::Counter;
        assert_eq!(q.current(), Some(&Ask::Counter));
        // An older question raised above a newer one, for the seat asked now.
        q.ask(1, Ask::Pick);
        q.ask(2, Ask::Turn);
        assert!(q.raise(3, |a| *a == Ask::Pick));
        assert_eq!((q.current(), q.acting()), (Some(&Ask::Pick), vec![3]));
        assert_eq!(q.len(), 3, "nothing else changed");
        assert!(!q.raise(0, |_| false), "no such question");
    }

    #[test]
    fn a_question_asked_next_comes_after_the_open_one_and_the_stack_saves() {
        let mut q = Questions::new();
        q.ask(0, Ask::Turn);
        q.ask_next(1, Ask::Turn);
        assert_eq!(q.acting(), vec![0]);
        q.answered(0);
        assert_eq!(q.acting(), vec![1]);
        let json = serde_json::to_string(&q).unwrap();
        let back: Questions<Ask> = serde_json::from_str(&json).unwrap();
        assert_eq!(back, q);
        assert_eq!(alternating(1, 2), 0);
        assert_eq!(alternating(4, 3), 0);
        assert_eq!(alternating(5, 3), 1);
    }
}
