//! The launcher's integration tests, one binary: every file beside this one is a module (the
//! GUI screens and tables with their snapshots, the `parlour` binary, frame costs). One binary
//! links the launcher once and runs all its tests side by side; pick a file's tests with
//! `cargo test -p parlour --test app board_text::`.

mod common;

mod binary;
mod board_text;
mod corrosion_table;
mod frame_cost;
mod gui;
mod library_shelf;
mod maniacal_table;
mod online_gui;
mod smog_table;
mod table_controller;
mod vm_table;
