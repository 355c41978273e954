//! # __NAME__
//!
//! A race to a target: the players take turns adding 1, 2 or 3 to a shared total, and whoever
//! brings it exactly to the target wins. Replace these rules with your game's.
//!
//! * `lib.rs` (this file): the state, the rules and the [`Game`] implementation.
//! * `view.rs`: what each seat sees.
//! * `tests.rs`: the rules' tests and the SDK's shared checks.
//! * `locales/<lang>/__ID__.ftl`: every word the players read, in English and German.

#![deny(unsafe_code)]

// The names nearly every game uses: `Game`, `Ctx`, `Text`, `Manifest`, `ftl!`, ...
use parlour_plugin_api::prelude::*;
use serde::{Deserialize, Serialize};

#[cfg(test)]
mod tests;
mod view;

/// A move: add 1, 2 or 3 to the total. On the wire: `{"add": 2}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    Add(u32),
}

/// The whole game state (it is what a save holds).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct __TYPE__ {
    pub players: u32,
    pub target: u32,
    pub total: u32,
    /// The turn being played, from 1.
    pub turn: u32,
    pub winner: Option<Seat>,
}

impl __TYPE__ {
    /// The seat whose turn it is.
    pub fn to_move(&self) -> Seat {
        alternating(self.turn, self.players)
    }
}

impl Game for __TYPE__ {
    type Action = Action;
    type Choice = Action;
    /// Nothing is hidden and nothing is left to chance: the SDK determinizes for the search
    /// bot by copying the state.
    const PERFECT_INFORMATION: bool = true;

    fn manifest() -> Manifest {
        Manifest::game("__ID__", env!("CARGO_PKG_VERSION"), 2..=4)
            .option(GameOption::choice(
                "target",
                "option-target",
                &["21", "31"],
                "21",
            ))
            .locales(ftl!(["en", "de"] => ["__ID__.ftl"]))
    }

    /// The SDK has checked the player count and the options against the manifest.
    fn setup(request: &SetupRequest) -> Result<Self, GameError> {
        Ok(__TYPE__ {
            players: request.players,
            target: request.option("target")?,
            total: 0,
            turn: 1,
            winner: None,
        })
    }

    /// A game with one player count may leave this out (the SDK reads the manifest).
    fn player_count(&self) -> u32 {
        self.players
    }

    /// Asked only while the game is not over.
    fn acting_seats(&self) -> Vec<Seat> {
        vec![self.to_move()]
    }

    /// The only place that decides what is legal: the SDK refuses anything not listed here.
    /// Asked only of the acting seat.
    fn legal_actions(&self, _seat: Seat) -> Vec<Legal<Action>> {
        (1..=3)
            .filter(|n| self.total + n <= self.target)
            .map(|n| Legal::new(Action::Add(n), Text::new("action-add").num("n", n)))
            .collect()
    }

    fn apply(&mut self, ctx: &mut Ctx, seat: Seat, action: &Action) -> Result<(), GameError> {
        let Action::Add(n) = *action;
        self.total += n;
        ctx.log(
            Text::new("log-add")
                .seat("player", seat)
                .num("n", n)
                .num("total", self.total),
        );
        if self.total == self.target {
            self.winner = Some(seat);
            ctx.log(Text::new("log-won").seat("player", seat));
        } else {
            self.turn += 1;
        }
        Ok(())
    }

    fn view(&self, viewer: Viewer, offered: &Offered<'_, Action>) -> Node {
        view::build(self, viewer, offered)
    }

    fn status(&self) -> Status {
        let scores = (0..self.players)
            .map(|seat| i64::from(self.winner == Some(seat)))
            .collect();
        let mut status = Status::from_scores(self.turn, scores, self.winner.is_some());
        status.phase = Some(Text::new("phase-race").num("target", self.target));
        status
    }
}

export_game!(__TYPE__);
