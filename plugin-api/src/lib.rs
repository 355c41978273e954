//! # Parlour plugin API
//!
//! The contract between the Parlour launcher and its game plugins.
//!
//! * [`abi`]: the C ABI (`#[repr(C)]` entry struct, buffers, status codes). Stable across rustc
//!   and egui versions; see `plugin-api/README.md` for the full specification.
//! * [`protocol`]: the JSON messages that cross the ABI.
//! * [`view`]: the declarative view vocabulary the host draws.
//! * [`text`]: localised text as Fluent message ids with arguments.
//! * [`context`]: what a game reports while it applies a move ([`Ctx`]) and what a viewer may
//!   click while it draws a view ([`Offered`]).
//! * [`walk`](mod@walk): step combinators from which a game builds its choice tree.
//! * [`questions`]: the question stack from which the acting seats follow.
//! * [`instance`]: the SDK's safe core around a game, as the host calls it.
//! * [`sdk`]: the safe [`Game`] trait a game author implements, and
//!   [`export_game!`] which turns it into a plugin without any `unsafe` in the game crate.

#![deny(unsafe_code)] // Only the ABI layer, `export`, may opt out.

pub mod abi;
pub mod context;
#[allow(unsafe_code)]
pub mod export;
pub mod id;
pub mod instance;
pub mod protocol;
pub mod questions;
pub mod sdk;
pub mod testing;
pub mod text;
pub mod view;
pub mod walk;

pub use context::{Ctx, Offered};
pub use id::{ActionId, id_of};
pub use protocol::*;
pub use questions::{Question, Questions};
pub use sdk::{
    BotBudget, Cancel, ErrorKind, Game, GameError, GameRng, Legal, Outcome, Pick, Step, Viewer,
    rank, win_shares,
};
pub use text::{Arg, Args, Quiet, Text, texts_wanted};
pub use view::*;

/// What nearly every game names, for `use parlour_plugin_api::prelude::*;`. A game's own item
/// of the same name (its `Step` of a turn, say) takes precedence over the glob.
pub mod prelude {
    pub use crate::questions::alternating;
    pub use crate::{
        BotHints, Ctx, Game, GameError, GameOption, GameRng, Legal, Manifest, Node, Offered,
        Questions, Seat, SetupRequest, Status, Step, Text, Viewer, export_game, ftl,
    };
}

/// Embeds a plugin's Fluent files for the manifest, one list of files per language; paths are
/// relative to the crate root (`CARGO_MANIFEST_DIR`):
///
/// ```ignore
/// Manifest::game("my-game", env!("CARGO_PKG_VERSION"), 2..=4).locales(ftl!(
///     "en" => ["locales/en/my-game.ftl", "locales/en/cards.ftl"],
///     "de" => ["locales/de/my-game.ftl", "locales/de/cards.ftl"]
/// ))
/// ```
///
/// With the usual layout, `locales/<lang>/<file>` for every language, name the languages and
/// the files once:
///
/// ```ignore
/// ftl!(["en", "de"] => ["my-game.ftl", "cards.ftl"])
/// ```
#[macro_export]
macro_rules! ftl {
    ([$($lang:literal),* $(,)?] => $files:tt) => {{
        let mut locales = ::std::collections::BTreeMap::new();
        $(
            locales.insert($lang.to_string(), $crate::ftl!(@files $lang $files));
        )*
        locales
    }};
    (@files $lang:literal [$($file:literal),* $(,)?]) => {
        vec![$($crate::FtlFile {
            name: concat!("locales/", $lang, "/", $file).to_string(),
            source: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/", $lang, "/", $file)).to_string(),
        }),*]
    };
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
