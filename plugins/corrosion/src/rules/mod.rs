//! The rules of Corrosion, one file per concern. Where to find a rule:
//!
//! | Rule | File |
//! | --- | --- |
//! | setup, whose turn it is, logging, steam and special-marker helpers | `setup.rs` |
//! | a player's gears, payments, visible chrome machines | `player.rs` |
//! | what may be done at the top level of a turn (maintenance, main action, end of turn, final phase) | `legal.rs` |
//! | performing a top-level action | `actions.rs` |
//! | open questions inside effects and their typed answers | `decisions.rs` |
//! | moves of several clicks (which gears pay, how much steam) and whether a whole move is legal | `composed.rs` |
//! | repairs: costs, discounts, paying gears, repair triggers (fast track, …) | `repair.rs` |
//! | the rust wheel, the wheel phase, activations, accelerating with steam | `wheel.rs` |
//! | playing and copying engineers (colour/level rules, tandem), placing them | `copy.rs` |
//! | the display: hiring, building, refills, discards, searching | `display.rs` |
//! | resolving pending effects and what each card effect (`Op`) does | `engine.rs` |
//! | end of maintenance (sector X), end of turn, final phase, end of game | `turns.rs` |
//! | the solo automa | `automa.rs` |
//! | award values | `scoring.rs` |
//! | names of cards, machines and sectors | `texts.rs` |

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
