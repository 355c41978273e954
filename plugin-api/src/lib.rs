//! # Parlour plugin API
//!
//! The contract between the Parlour launcher and its game plugins.
//!
//! * [`abi`]: the C ABI (`#[repr(C)]` entry struct, buffers, status codes). Stable across rustc
//!   and egui versions; see `plugin-api/README.md` for the full specification.
//! * [`protocol`]: the JSON messages that cross the ABI.
//! * [`view`]: the declarative view vocabulary the host draws.
//! * [`text`]: localised text as Fluent message ids with arguments.
//! * [`sdk`]: the safe [`Game`](sdk::Game) trait a game author implements, and
//!   [`export_game!`] which turns it into a plugin without any `unsafe` in the game crate.

#![deny(unsafe_code)] // Only the ABI layer, `export`, may opt out.

pub mod abi;
#[allow(unsafe_code)]
pub mod export;
pub mod id;
pub mod protocol;
pub mod sdk;
pub mod testing;
pub mod text;
pub mod view;

pub use id::{ActionId, id_of};
pub use protocol::*;
pub use sdk::{
    BotBudget, Cancel, ErrorKind, Game, GameError, GameRng, Legal, Outcome, Step, Viewer, rank,
};
pub use text::{Arg, Text, texts_wanted};
pub use view::*;

/// Embeds a plugin's Fluent files for the manifest: `ftl!("en" => "locales/en/game.ftl", ...)`.
/// Paths are relative to the crate root (`CARGO_MANIFEST_DIR`).
#[macro_export]
macro_rules! ftl {
    ($($lang:literal => [$($path:literal),* $(,)?]),* $(,)?) => {{
        let mut locales = ::std::collections::BTreeMap::new();
        $(
            locales.insert(
                $lang.to_string(),
                vec![$($crate::FtlFile {
                    name: $path.to_string(),
                    source: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/", $path)).to_string(),
                }),*],
            );
        )*
        locales
    }};
}
