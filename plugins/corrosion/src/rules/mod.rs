//! The rules of Corrosion, one file per concern. Where to find a rule:
//!
//! | Rule | File |
//! | --- | --- |
//! | **what is legal**: the choice tree, click by click, including moves of several clicks (which gears pay, how much steam); `path_of`; why a refused action was refused | `composed.rs` |
//! | the first clicks of a seat now, one arm per kind of question it is asked (`Ask`: turn, wheel phase, copy window, effect's question), their labels, and the prompt of each question (`ask_text`) | `legal.rs` |
//! | **who decides now**: the top of the SDK's question stack `questions` (its questions are `crate::Ask`, each documented with the rule that asks it); setup, asking a question (`ask_decision`), pushing effects, steam and special-marker helpers | `setup.rs` |
//! | performing an action | `actions.rs` |
//! | open questions inside effects: the answers each accepts, their labels, what each does | `decisions.rs` |
//! | resolving the pending effects (`advance`: the effect stack `effects`, each effect above the questions open when it was pushed; settling idle wheel phases; asking a copy window's seats) and what each card effect (`Op`) does | `engine.rs` |
//! | a player's gears, payments, visible chrome machines | `player.rs` |
//! | repairs: costs, discounts, paying gears, repair triggers (fast track, …) | `repair.rs` |
//! | the rust wheel, the wheel phase, activations, accelerating with steam | `wheel.rs` |
//! | playing and copying engineers (colour/level rules, tandem), placing them | `copy.rs` |
//! | the display: hiring, building, refills, discards, searching | `display.rs` |
//! | end of maintenance (sector X), end of turn, final phase, end of game | `turns.rs` |
//! | the solo automa | `automa.rs` |
//! | award values | `scoring.rs` |
//! | names of cards, machines and sectors | `texts.rs` |
//!
//! Every state change reports through the SDK's `Ctx`: log lines with `log!` and, where
//! something hidden is shown without a draw on the game's generator (the top of a supply stack
//! after a card is taken, the automa's cards), `ctx.reveal()`. The SDK sees draws itself and
//! decides from both whether a move may be taken back.

/// Adds a public log line to the move's context; on the hot path (bots, playouts) the text is
/// not even built.
macro_rules! log {
    ($ctx:expr, $text:expr $(,)?) => {
        if $ctx.logging() {
            $ctx.log($text);
        }
    };
}

mod actions;
mod automa;
mod composed;
mod copy;
mod decisions;
mod display;
mod engine;
mod legal;
mod player;
mod repair;
mod scoring;
mod setup;
mod texts;
mod turns;
mod wheel;

pub use composed::path_of;
pub use texts::*;

/// What every rules file uses.
mod prelude {
    pub use parlour_plugin_api::{Ctx, GameRng, Legal, Seat, Text};

    pub use super::PROTO_CHAIN;
    pub use super::texts::*;
    pub use crate::data::{Ability, Arrow, Cost, START_CARDS, data};
    pub use crate::*;
}

/// The prototype on the chain drive field (its special marker is mandatory).
pub const PROTO_CHAIN: u8 = 2;
