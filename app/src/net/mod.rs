//! Online play: a host runs the game and its bots and is the only one that knows the whole
//! state; clients get what their seat may see and send back choices. Built on iroh (QUIC
//! connections dialed by public key, with relay fallback); the async runtime stays inside this
//! module, and the rest of the app talks to it synchronously.
//!
//! * [`protocol`]: the messages, their limits and checks, frames.
//! * [`table`]: the host-authoritative table (seats, secrets, bots, what each seat is shown).
//! * [`host`]: serving a table on the network (one task per connection, the table on a thread).
//! * [`client`]: joining a table; the seat secrets kept in the data folder.
//! * [`transport`]: endpoint set-up (relays, addresses) and frame reading and writing.
//! * [`invite`]: the invite code.
//! * [`terminal`]: `parlour host` and `parlour join` on the command line.

pub mod client;
pub mod host;
pub mod invite;
pub mod protocol;
pub mod table;
pub mod terminal;
pub mod transport;
