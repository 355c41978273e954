//! # Parlour widgets
//!
//! Draws the plugin view vocabulary ([`parlour_plugin_api::view`]) with egui's painter, so that
//! every game's board looks like a board: cards, tokens, piles, tracks, dice, counters, player
//! mats, grid boards with walls and doors, free shapes and images.
//!
//! The launcher calls [`view_ui`] once per frame with a [`ViewEnv`]; it returns the id of the
//! choice (or one-click action) the player clicked or activated from the keyboard. Only
//! elements whose id is currently legal are clickable. Elements of a 1.0 view, which carry
//! action JSON instead of ids, are given the host's id for it
//! ([`parlour_plugin_api::id::json_id`]); calling [`Node::normalize_ids`] once per view does
//! the same work ahead of time.
//!
//! Emphasis kinds each have their own look; the table is in the `emphasis` module's source.
//!
//! One widget per file; functions that take `&mut Ui` end in `_ui`. Shared helpers live in
//! [`ui_ext`], colours in [`palette`], the icon painter in [`icons`].

#![forbid(unsafe_code)]

mod board;
mod card;
mod context;
pub use context::Chooser;
mod counter;
mod dice;
mod die;
mod emphasis;
mod gallery;
mod grid_board;
mod image;
mod label;
mod layout;
mod mat;
mod placeholder;
mod rotate;
mod shapes;
mod stack;
mod token;
mod track;

pub mod icons;
pub mod palette;
pub mod ui_ext;

use std::sync::Arc;

use parlour_plugin_api::{Node, NodeKind, Text};

use context::Cx;

pub use gallery::{gallery_localize, gallery_view};

/// What the host provides to draw a view.
pub struct ViewEnv<'a> {
    /// Formats a plugin Text in the current language.
    pub localize: &'a dyn Fn(&Text) -> String,
    /// Whether an id is one the viewing seat may pick now (only then is an element
    /// clickable). Ids are those of [`parlour_plugin_api::id`].
    pub is_legal: &'a dyn Fn(u64) -> bool,
    /// Image bytes of a plugin asset by name (PNG or SVG), or None.
    pub asset: &'a dyn Fn(&str) -> Option<Arc<[u8]>>,
    /// A prefix that makes asset URIs unique per plugin, e.g. "bytes://parlour/example/".
    pub asset_uri_prefix: &'a str,
    /// Host text for the placeholder of unknown node kinds (already localised), e.g.
    /// "Unsupported element".
    pub unknown_label: &'a str,
    /// The smallest text a player reads without hovering, in the UI points the view is laid
    /// out in (the host's legible minimum over the scale the view is shown at). Labels are
    /// never laid out smaller than [`LEGIBLE`]; the printed text of cards grows to this size
    /// where it would be smaller (cut short with an ellipsis, whole in the card's preview).
    pub min_text: f32,
}

/// The smallest font size of a label on a board, in UI points (11 pixels at 100 %).
pub const LEGIBLE: f32 = 11.0;

/// What the player did on a view this frame.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ViewOutput {
    /// The id of the element clicked (or activated from the keyboard).
    pub clicked: Option<u64>,
    /// An element standing for several moves was clicked: the host asks which.
    pub chooser: Option<context::Chooser>,
    /// The rules section whose "?" was clicked ([`Node::help`]).
    pub help: Option<String>,
    /// The bounding box of the elements the player may click now, as laid out.
    pub targets: Option<egui::Rect>,
}

/// Draws a view tree; returns the id of the element the player clicked (or activated from the
/// keyboard) this frame.
pub fn view_ui(ui: &mut egui::Ui, node: &Node, env: &ViewEnv) -> Option<u64> {
    view_output_ui(ui, node, env).clicked
}

/// Draws a view tree; returns everything the player did on it this frame.
pub fn view_output_ui(ui: &mut egui::Ui, node: &Node, env: &ViewEnv) -> ViewOutput {
    let root = ui.scope_id().with("parlour-view");
    let mut cx = Cx::new(env, root);
    ui.scope(|ui| node_ui(ui, &mut cx, node));
    ViewOutput {
        clicked: cx.clicked,
        chooser: cx.chooser,
        help: cx.help,
        targets: cx.targets,
    }
}

/// Draws any node.
pub(crate) fn node_ui(ui: &mut egui::Ui, cx: &mut Cx, node: &Node) {
    if cx.depth >= context::MAX_DEPTH {
        placeholder::placeholder_ui(ui, cx, node);
        return;
    }
    cx.depth += 1;
    // A mat puts its "?" on its title bar; any other element with a rules section gets a
    // small "?" at its top right corner.
    if let (Some(section), false) = (&node.help, matches!(node.kind, NodeKind::Mat(_))) {
        let drawn = ui.scope(|ui| node_kind_ui(ui, cx, node)).response.rect;
        let r = cx.px(7.0);
        let center = drawn.right_top() + egui::vec2(-r - cx.px(2.0), r + cx.px(2.0));
        let ink = ui.visuals().strong_text_color();
        let tint = ui.visuals().widgets.inactive.bg_fill;
        let id = ui
            .scope_id()
            .with(("help", section, drawn.min.x as i32, drawn.min.y as i32));
        mat::help_button_ui(ui, cx, id, center, r, ink, tint, section);
    } else {
        node_kind_ui(ui, cx, node);
    }
    cx.depth -= 1;
}

/// Draws a node by its kind.
fn node_kind_ui(ui: &mut egui::Ui, cx: &mut Cx, node: &Node) {
    match &node.kind {
        NodeKind::Row { children, gap } => layout::row_ui(ui, cx, node, children, *gap),
        NodeKind::Column { children, gap } => layout::column_ui(ui, cx, node, children, *gap),
        NodeKind::Grid {
            columns,
            children,
            gap,
        } => layout::grid_ui(ui, cx, node, *columns, children, *gap),
        NodeKind::Board(board) => board::board_ui(ui, cx, node, board),
        NodeKind::Label { text, style } => label::label_ui(ui, cx, node, text, *style),
        NodeKind::Card(card) => card::card_ui(ui, cx, node, card),
        NodeKind::Token(token) => token::token_ui(ui, cx, node, token),
        NodeKind::Stack(stack) => stack::stack_ui(ui, cx, node, stack),
        NodeKind::Track(track) => track::track_ui(ui, cx, node, track),
        NodeKind::Dice(dice) => dice::dice_ui(ui, cx, node, dice),
        NodeKind::Die(die) => die::die_ui(ui, cx, node, die),
        NodeKind::Counter(counter) => counter::counter_ui(ui, cx, node, counter),
        NodeKind::Mat(mat) => mat::mat_ui(ui, cx, node, mat),
        NodeKind::GridBoard(grid) => grid_board::grid_board_ui(ui, cx, node, grid),
        NodeKind::Shapes(shapes) => shapes::shapes_ui(ui, cx, node, shapes),
        NodeKind::Image(image) => image::image_ui(ui, cx, node, image),
        NodeKind::Spacer { width, height } => layout::spacer_ui(ui, cx, *width, *height),
        NodeKind::Unknown => placeholder::placeholder_ui(ui, cx, node),
    }
}
