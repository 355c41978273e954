//! Parlour: a desktop launcher in which board games are plugins.
//!
//! * [`core`]: loading plugins through the C ABI, sessions, saves, localisation, checks.
//! * [`cli`]: the headless command line.
//! * [`gui`]: the eframe/egui launcher.

pub mod cli;
pub mod core;
pub mod gui;
