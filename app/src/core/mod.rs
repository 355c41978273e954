//! The host core: everything below the GUI. Loading plugins, running games, saves,
//! localisation, the conformance checker and bot playouts.

#[allow(unsafe_code)]
pub mod abi;
pub mod arena;
pub mod bots;
pub mod changes;
pub mod check;
pub mod discovery;
pub mod i18n;
pub mod libfile;
pub mod parallel;
pub mod paths;
pub mod plugin;
pub mod replay;
pub mod save;
pub mod search;
pub mod session;
pub mod simulate;
pub mod template;
pub mod textview;
