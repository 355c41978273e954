//! Parlour: a desktop launcher in which board games are plugins.
//!
//! * [`core`]: loading plugins through the C ABI, sessions, saves, localisation, checks.
//! * [`cli`]: the headless command line.
//! * [`gui`]: the eframe/egui launcher.
//! * [`net`]: online play (hosting and joining a table).

#![deny(unsafe_code)] // Only the ABI layer, `core::abi`, may opt out.

pub mod cli;
pub mod core;
pub mod gui;
pub mod net;
