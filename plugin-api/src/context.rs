//! The two contexts the SDK hands a game: [`Ctx`] while it applies a move, [`Offered`] while it
//! draws a view.
//!
//! Every rule change reports through [`Ctx`]: its log lines, and whether it showed a seat
//! something hidden ([`Ctx::reveal`]). The SDK itself sees whether the move drew on the game's
//! random generator, and from both derives whether the move may be taken back: a game never
//! counts its own secrets.
//!
//! [`Offered`] carries what the viewer may click now (the options of the next step of its move)
//! and the choices it already made, so a view marks a piece clickable with one call
//! ([`Offered::click`], [`Offered::target`]) and never works out legality again.

use crate::protocol::{LogEntry, Seat};
use crate::sdk::{Legal, Outcome};
use crate::text::Text;
use crate::view::{Emphasis, Node};

/// What applying one move reports. Handed to [`Game::apply`](crate::Game::apply) by the SDK.
#[derive(Debug, Default)]
pub struct Ctx {
    log: Vec<LogEntry>,
    revealed: bool,
    applied_choices: Option<u32>,
}

impl Ctx {
    /// A fresh context (the SDK makes one per move; tests may make their own).
    pub fn new() -> Self {
        Ctx::default()
    }

    /// Whether log lines are wanted: false on the hot path (bots, playouts), where a game may
    /// skip building texts it would only log.
    #[inline]
    pub fn logging(&self) -> bool {
        crate::text::texts_wanted()
    }

    /// A public log line.
    #[inline]
    pub fn log(&mut self, text: Text) {
        // Texts built during a quiet call are empty (see `Text::new`).
        if !text.id.is_empty() {
            self.log.push(LogEntry::public(text));
        }
    }

    /// A log line only `seats` may read.
    #[inline]
    pub fn log_private(&mut self, text: Text, seats: impl Into<Vec<Seat>>) {
        if !text.id.is_empty() {
            self.log.push(LogEntry::private(text, seats.into()));
        }
    }

    /// A log line for everyone but `seats` (who read their own private line about the same
    /// event): `log_private(you_bid, [s])` and `log_except(placed_a_bid, [s])`.
    #[inline]
    pub fn log_except(&mut self, text: Text, seats: impl Into<Vec<Seat>>) {
        if !text.id.is_empty() {
            self.log.push(LogEntry::except(text, seats.into()));
        }
    }

    /// The move showed some seat something that was hidden from it (a sealed bid turned over,
    /// the top card of a deck shuffled earlier): it can no longer be taken back. Rolls, draws
    /// and shuffles made with the game's [`GameRng`](crate::GameRng) need no call: the SDK sees
    /// them.
    pub fn reveal(&mut self) {
        self.revealed = true;
    }

    /// The move may not be taken back by the game's own rule, though it showed nothing hidden
    /// (a choice the rules make binding at once).
    pub fn commit(&mut self) {
        self.revealed = true;
    }

    /// Whether [`Ctx::reveal`] or [`Ctx::commit`] was called during this move.
    pub fn revealed(&self) -> bool {
        self.revealed
    }

    /// The move was cut short at an interruption (an opponent reacted to a step): only its
    /// first `choices` choices took effect. The host tells the player; what follows is a new
    /// decision.
    pub fn cut_short(&mut self, choices: u32) {
        self.applied_choices = Some(choices);
    }

    /// The log lines collected so far.
    pub fn lines(&self) -> &[LogEntry] {
        &self.log
    }

    /// What the move reported; `drew` says whether it used the game's random generator.
    pub fn finish(self, drew: bool) -> Outcome {
        Outcome {
            undoable: !self.revealed && !drew,
            log: self.log,
            applied_choices: self.applied_choices,
        }
    }
}

/// What a viewer may click now, handed to [`Game::view`](crate::Game::view) by the SDK.
///
/// For a seat that is due to decide: the options of the next step of its move, after the
/// choices it has already made (`partial`). For anybody else: nothing.
#[derive(Debug)]
pub struct Offered<'a, C> {
    seat: Option<Seat>,
    partial: &'a [C],
    options: &'a [Legal<C>],
    complete: bool,
}

impl<'a, C: PartialEq> Offered<'a, C> {
    /// Nothing to click (spectators, seats not due to act).
    pub fn nothing() -> Self {
        Offered {
            seat: None,
            partial: &[],
            options: &[],
            complete: false,
        }
    }

    /// The options `seat` has after the choices `partial` (`complete`: the choices so far
    /// already form a whole move).
    pub fn new(seat: Seat, partial: &'a [C], options: &'a [Legal<C>], complete: bool) -> Self {
        Offered {
            seat: Some(seat),
            partial,
            options,
            complete,
        }
    }

    /// The seat whose options these are, if any.
    pub fn seat(&self) -> Option<Seat> {
        self.seat
    }

    /// The choices the seat has made so far in the move it is composing.
    pub fn partial(&self) -> &'a [C] {
        self.partial
    }

    /// Whether the viewer is in the middle of composing a move.
    pub fn composing(&self) -> bool {
        !self.partial.is_empty()
    }

    /// Whether the choices so far already form a whole move that may be confirmed.
    pub fn complete(&self) -> bool {
        self.complete
    }

    /// The options of the next click.
    pub fn options(&self) -> impl Iterator<Item = &'a C> + 'a {
        self.options.iter().map(|legal| &legal.action)
    }

    /// Whether `choice` is one of the options now.
    pub fn has(&self, choice: &C) -> bool {
        self.options.iter().any(|legal| &legal.action == choice)
    }

    /// The id a clickable grid cell, piece, die or track space carries for `choice`
    /// (`cell.choice = offered.id(&choice)`), when `choice` is an option now.
    pub fn id(&self, choice: &C) -> Option<u64>
    where
        C: serde::Serialize,
    {
        self.has(choice).then(|| crate::id::id_of(choice))
    }

    /// The label the game gave an option.
    pub fn label(&self, choice: &C) -> Option<&'a Text> {
        self.options
            .iter()
            .find(|legal| &legal.action == choice)
            .map(|legal| &legal.label)
    }

    /// Makes `node` pick `choice` when clicked, when `choice` is an option now; returns
    /// `node` unchanged otherwise.
    pub fn click(&self, node: Node, choice: &C) -> Node
    where
        C: serde::Serialize,
    {
        if self.has(choice) {
            node.on_click(choice)
        } else {
            node
        }
    }

    /// As [`Offered::click`], and marks the clickable node as a target.
    pub fn target(&self, node: Node, choice: &C) -> Node
    where
        C: serde::Serialize,
    {
        self.click_as(node, choice, Emphasis::Target)
    }

    /// As [`Offered::click`], with `emphasis` on the clickable node.
    pub fn click_as(&self, node: Node, choice: &C, emphasis: Emphasis) -> Node
    where
        C: serde::Serialize,
    {
        if self.has(choice) {
            node.on_click(choice).emphasis(emphasis)
        } else {
            node
        }
    }

    /// Like [`Offered::target_first`], with no emphasis.
    pub fn click_first(&self, node: Node, choices: impl IntoIterator<Item = C>) -> Node
    where
        C: serde::Serialize,
    {
        let mut offered = choices.into_iter().filter(|c| self.has(c));
        match offered.next() {
            Some(choice) => {
                let mut node = node.on_click(&choice);
                node.alternatives = offered.map(|c| crate::id::id_of(&c)).collect();
                node
            }
            None => node,
        }
    }

    /// Makes `node` a target for every one of `choices` that is an option now (a piece with
    /// several possible moves). With one, a click picks it; with several, the host lets the
    /// player pick among them at the pointer, in the order given here (list them in the order
    /// a player expects; a host that knows no chooser picks the first).
    pub fn target_first(&self, node: Node, choices: impl IntoIterator<Item = C>) -> Node
    where
        C: serde::Serialize,
    {
        let mut offered = choices.into_iter().filter(|c| self.has(c));
        match offered.next() {
            Some(choice) => {
                let mut node = node.on_click(&choice).emphasis(Emphasis::Target);
                node.alternatives = offered.map(|c| crate::id::id_of(&c)).collect();
                node
            }
            None => node,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::id::id_of;
    use crate::sdk::Legal;
    use crate::text::Text;

    #[test]
    fn a_piece_with_several_moves_carries_every_offered_one_in_order() {
        let options: Vec<Legal<u32>> = [2, 5, 9]
            .into_iter()
            .map(|c| Legal::new(c, Text::new("move")))
            .collect();
        let offered = Offered::new(0, &[], &options, false);
        let piece = offered.target_first(Node::spacer(1.0, 1.0), [7, 5, 9, 2]);
        assert_eq!(
            piece.choice,
            Some(id_of(&5)),
            "the first offered one is clicked"
        );
        assert_eq!(piece.alternatives, vec![id_of(&9), id_of(&2)]);
        assert_eq!(piece.emphasis, Some(Emphasis::Target));
        let single = offered.target_first(Node::spacer(1.0, 1.0), [9]);
        assert!(single.alternatives.is_empty());
        let none = offered.target_first(Node::spacer(1.0, 1.0), [1]);
        assert_eq!((none.choice, none.emphasis), (None, None));
    }
}
