//! # Victorian Masterminds
//!
//! Antoine Bauza's and Eric M. Lang's game of villains, agents and machines, for 2 to 4 players.
//!
//! The rules engine is a small effect machine: a resolution pushes effects (spoils, abilities,
//! machine powers) onto a queue; effects that need a player's decision stop the queue with a
//! question ([`Ask`]) pushed on the state's question stack, on top of the turn it interrupts;
//! only that player's legal actions answer it.
//!
//! Where to find what:
//!
//! | Module | What |
//! | --- | --- |
//! | `vocab` | cities, agents, buildings, resources, machines; [`Action`], the moves |
//! | `state` | [`Masterminds`], the state; [`Ask`], every question the rules ask a seat (who decides now is the top of [`Masterminds::questions`]); what a seat owns, has unlocked, meets; the supply; the phase line |
//! | `setup` | a new game |
//! | `moves` | the legal moves: the one place that decides what is legal |
//! | `turn` | the active player's moves: machine pick, placement, codex pick, Recycle, forced resolution, Extra Turn, Capture!, end of turn and the last round |
//! | `decisions` | answers to the decisions of a resolution (order, segment, building, copy, city, resource, mission, Mole, Engineer step) |
//! | `resolution` | resolving stacks and the engine's loop ([`Masterminds::advance`]); mission refill; reshuffles; the final resolution |
//! | `effects` | the effect queue: gaining resources, parts and segments, captures and the Secret Service, missions, the end trigger |
//! | `powers` | agent abilities; the Engineer's machine powers and bonuses |
//! | `scoring` | score sheet and ranking |
//! | `game` | the [`Game`](parlour_plugin_api::Game) implementation: manifest, options, apply, status, determinize |
//! | `data` | designed content (missions, segments, Secret Service start) from `data/*.toml` |
//! | `view` | what each seat sees |
//! | `bot` | the heuristic computer player |
//! | `tests` | unit tests, including the rulebooks' worked examples |

#![deny(unsafe_code)]

pub mod bot;
pub mod data;
mod decisions;
mod effects;
mod game;
mod moves;
mod powers;
mod resolution;
mod scoring;
mod setup;
mod state;
#[cfg(test)]
mod tests;
mod turn;
mod view;
mod vocab;

pub use state::{Ask, Effect, Masterminds, Placed, Player, Resolution, Stage};
pub use vocab::{
    Action, Agent, BuildingKind, City, Edition, EngineStep, Icon, MachineId, Machines, Order, Part,
    Res, ResOpt, building_text, seg_text,
};

/// The plugin id.
pub const PLUGIN_ID: &str = "victorian-masterminds";
/// Segments per machine.
pub const SEGMENTS: usize = 8;
/// Library slots.
pub const LIBRARY: usize = 10;
/// Codex tokens needed for the pile-choice power.
pub const CODEX_POWER: usize = 5;

parlour_plugin_api::export_game!(Masterminds);
