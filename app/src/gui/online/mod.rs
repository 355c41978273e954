//! Online play in the window (see [`crate::net`] for the network side). One screen or widget
//! per file:
//!
//! * [`link`]: a connection to a host on a thread of its own, so the window never waits on
//!   the network;
//! * [`remote`]: a joined table, drawn by the play screen through
//!   [`TableModel`](super::table_model::TableModel) from what the host sends;
//! * [`hosting`]: hosting a table from the launcher, and the host's card (invite code,
//!   presence, bots for away players);
//! * [`join`]: "Join a table": the invite code, the table's seats, taking one or watching;
//! * [`chat`]: the chat beside the log.

pub mod chat;
pub mod hosting;
pub mod join;
pub mod link;
pub mod remote;
