//! The workspace's integration tests, one binary: every file beside this one is a module (the
//! conformance of every bundled plugin, the CLI, saves, replays, search, online play). One
//! binary links the launcher once and runs all its tests side by side; pick a file's tests with
//! `cargo test -p parlour-integration --test integration conformance::`.

mod common;

mod cli;
mod conformance;
mod online;
mod online_cli;
mod online_hidden;
mod plugins;
mod replay;
mod saves;
mod search;
