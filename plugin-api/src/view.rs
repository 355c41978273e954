//! The view vocabulary: a declarative tree that describes what one seat (or a spectator) sees.
//! The host draws it with shared widgets; plugins never draw pixels themselves.
//!
//! Every [`Node`] (and every track space, grid cell, edge, piece and die) may carry a `choice`:
//! the id ([`crate::id`]) of one of the choices or one-click actions the viewing seat may pick
//! now. The host makes that element clickable and picks the choice when it is clicked. A 1.0
//! plugin sends the action's JSON as `action` instead; the host turns it into its id
//! ([`Node::normalize_ids`]).
//!
//! Growth: every field added since 1.0 is optional, and every enum has an `Unknown` fallback
//! (`#[serde(other)]`), so a view from a newer plugin (unknown node kinds, enum values, overlays,
//! shapes or fields) parses, and the host draws what it does not know as a placeholder (or not
//! at all), never treating it as an error. `emphasis` replaces 1.0's boolean `highlight`,
//! which is still read as [`Emphasis::Target`].
//!
//! Sizes are in logical points at a UI scale of 1; the host scales boards to fit the window.

/// The view vocabulary this SDK draws: 1 is ABI 1.0's, 2 adds ABI 1.1's elements (dice and card
/// states, emphasis, grid overlays, keys, anchors, hover previews). A plugin declares the
/// version its views need in [`Manifest::vocabulary`](crate::protocol::Manifest::vocabulary).
pub const VOCABULARY: u32 = 2;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::text::Text;

/// A colour: `"#rrggbb"`, `"#rrggbbaa"`, `"seat:N"` (the colour the host gives seat N) or one of
/// the names `red`, `blue`, `green`, `yellow`, `purple`, `orange`, `black`, `white`, `grey`,
/// `brown`, `gold`, `silver`, `copper`. Unknown values are drawn grey.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(transparent)]
pub struct Color(pub String);

impl Color {
    pub fn seat(seat: u32) -> Self {
        Color(format!("seat:{seat}"))
    }
    pub fn hex(hex: &str) -> Self {
        Color(hex.to_owned())
    }
    pub fn named(name: &str) -> Self {
        Color(name.to_owned())
    }
}

/// One element of a view.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Node {
    #[serde(flatten)]
    pub kind: NodeKind,
    /// ABI 1.0: the JSON of the legal action this element stands for. 1.1 plugins set
    /// `choice` instead; the host turns a 1.0 action into its id ([`Node::normalize_ids`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action: Option<Value>,
    /// The id of the choice (or one-click action) a click on this element picks: one of the
    /// ids the viewing seat may pick now. See [`crate::id`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub choice: Option<u64>,
    /// Further choices a click on this element may mean besides `choice` (a piece with
    /// several moves): the host then lets the player pick among them at the pointer instead
    /// of picking `choice` at once. A host that does not know the field picks `choice`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub alternatives: Vec<u64>,
    /// Shown when the pointer rests on the element; also its accessible description.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tooltip: Option<Text>,
    /// A stable identifier, unique within the view, for tests and for animations.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    /// How the element is emphasised: clickable target, selected, being resolved, last change,
    /// done, warning or winner. Each kind has its own look.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub emphasis: Option<Emphasis>,
    /// ABI 1.0's single emphasis. Still accepted: `true` counts as [`Emphasis::Target`] when
    /// `emphasis` is absent ([`Node::shown_emphasis`]). 1.1 plugins set `emphasis`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub highlight: bool,
    /// A preview shown at once while the pointer rests on the element: a short text such as
    /// "3 movement points" and/or overlays on the grid board the element belongs to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hover: Option<Hover>,
    /// For a child of a [`Board`]: which point of this node sits at the child's `x`, `y`
    /// (default: the top-left corner). Ignored elsewhere.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub anchor: Option<Anchor>,
    /// The section of the game's rules that explains this element: the id of a heading in
    /// the Markdown of the manifest's `rules` text (`### Codex {#codex}`). The host puts a
    /// "?" on the element (on a mat's title bar) that opens the rules at that section.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub help: Option<String>,
    /// A short localised text drawn in place of the element's own short label: a piece's
    /// letter that differs by language (an agent marked "E" in English and "I" in German).
    /// Pieces ([`Token`]) only, for now. A host that does not know it draws the plain label, so
    /// set both.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub caption: Option<Text>,
}

/// How an element is emphasised. Every kind looks different, so that "you can click this",
/// "this is being resolved" and "this is done" never look alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Emphasis {
    /// A target of the current decision: clicking it picks something.
    Target,
    /// Chosen as part of the decision being composed (a die to reroll, a team member).
    Selected,
    /// Being resolved right now (the card whose effect is running, the attack in progress).
    Resolving,
    /// Changed by the last moves of the other seats.
    LastChange,
    /// Finished, used up or built.
    Done,
    /// Something to watch out for (a threat, a deadline, a rule about to bite).
    Warning,
    /// The winner (or the winning element) at the end.
    Winner,
    /// A kind this version does not know; drawn as a plain outline.
    #[serde(other)]
    Unknown,
}

/// A preview shown while the pointer rests on an element.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Hover {
    /// A short text shown beside the pointer, such as "3 movement points".
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<Text>,
    /// Overlays drawn on the grid board of the element (for a grid cell or piece, or a grid
    /// board node itself), in cell units. Ignored elsewhere.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub overlays: Vec<Overlay>,
}

impl Hover {
    /// A hover preview with just a text.
    pub fn text(text: impl Into<Text>) -> Self {
        Hover {
            text: Some(text.into()),
            overlays: Vec::new(),
        }
    }
}

/// What a node is.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum NodeKind {
    /// Children side by side. A row wider than its space wraps: a child that does not fit
    /// beside the ones before it starts a new line (a container, such as a column or a mat,
    /// by the width it took when last drawn).
    Row {
        children: Vec<Node>,
        #[serde(default)]
        gap: Option<f32>,
    },
    /// Children one below the other.
    Column {
        children: Vec<Node>,
        #[serde(default)]
        gap: Option<f32>,
    },
    /// Children in a grid, filled row by row.
    Grid {
        columns: u32,
        children: Vec<Node>,
        #[serde(default)]
        gap: Option<f32>,
    },
    /// A fixed-size board area in which children sit at absolute positions (board units).
    Board(Board),
    /// A line of text.
    Label {
        text: Text,
        #[serde(default)]
        style: TextStyle,
    },
    Card(Card),
    Token(Token),
    Stack(Stack),
    Track(Track),
    Dice(Dice),
    /// A single die, clickable and selectable on its own. Its `key`, `choice`, `tooltip` and
    /// `emphasis` are the node's (in JSON they sit once, at the node's level; build one with
    /// `Node::from(die)`).
    Die(Die),
    Counter(Counter),
    /// A framed area belonging to a player (a player mat) or a titled group.
    Mat(Mat),
    GridBoard(GridBoard),
    /// Free 2D shapes for art a plugin draws itself.
    Shapes(Shapes),
    /// An image the plugin ships, by asset name.
    Image(Image),
    /// Empty space.
    Spacer {
        #[serde(default)]
        width: f32,
        #[serde(default)]
        height: f32,
    },
    /// A node kind this version does not know. Drawn as a placeholder.
    #[serde(other)]
    Unknown,
}

/// Emphasis of a [`NodeKind::Label`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TextStyle {
    Heading,
    Strong,
    #[default]
    Body,
    Small,
    #[serde(other)]
    Unknown,
}

/// A board area with absolutely positioned children.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Board {
    pub width: f32,
    pub height: f32,
    pub background: Option<Color>,
    /// An asset drawn stretched over the whole board, under the children.
    pub image: Option<String>,
    pub children: Vec<Placed>,
}

/// A child of a [`Board`]: the point of the child named by its anchor (by default its
/// top-left corner) sits at `x`, `y` in board units.
///
/// The anchor is the child node's `anchor` field. In JSON it may also be given beside `x` and
/// `y` (`{"x": 50, "y": 40, "anchor": "center", "node": {…}}`); the node's own wins.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(from = "PlacedJson")]
pub struct Placed {
    pub x: f32,
    pub y: f32,
    pub node: Node,
}

/// The JSON of a [`Placed`], with the anchor allowed beside `x` and `y`.
#[derive(Deserialize)]
struct PlacedJson {
    x: f32,
    y: f32,
    node: Node,
    #[serde(default)]
    anchor: Option<Anchor>,
}

impl From<PlacedJson> for Placed {
    fn from(json: PlacedJson) -> Self {
        let mut node = json.node;
        if node.anchor.is_none() {
            node.anchor = json.anchor;
        }
        Placed {
            x: json.x,
            y: json.y,
            node,
        }
    }
}

impl Placed {
    /// A child whose top-left corner sits at `x`, `y`.
    pub fn at(x: f32, y: f32, node: Node) -> Self {
        Placed { x, y, node }
    }

    /// A child whose `anchor` point sits at `x`, `y`.
    pub fn anchored(x: f32, y: f32, anchor: Anchor, mut node: Node) -> Self {
        node.anchor = Some(anchor);
        Placed { x, y, node }
    }

    /// Which point of the child sits at `x`, `y`.
    pub fn anchor(&self) -> Anchor {
        self.node.anchor.unwrap_or_default()
    }
}

/// A point of a box: a corner, the middle of a side, or the centre. Used for placed children
/// and the alignment of shape text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Anchor {
    #[default]
    TopLeft,
    Top,
    TopRight,
    Left,
    Center,
    Right,
    BottomLeft,
    Bottom,
    BottomRight,
    /// A value this version does not know; treated as the default of the field.
    #[serde(other)]
    Unknown,
}

impl Anchor {
    /// The anchor as fractions of the box: (0, 0) is the top-left corner, (1, 1) the bottom
    /// right. `Unknown` gives `None` (the caller uses its default).
    pub fn fractions(self) -> Option<[f32; 2]> {
        Some(match self {
            Anchor::TopLeft => [0.0, 0.0],
            Anchor::Top => [0.5, 0.0],
            Anchor::TopRight => [1.0, 0.0],
            Anchor::Left => [0.0, 0.5],
            Anchor::Center => [0.5, 0.5],
            Anchor::Right => [1.0, 0.5],
            Anchor::BottomLeft => [0.0, 1.0],
            Anchor::Bottom => [0.5, 1.0],
            Anchor::BottomRight => [1.0, 1.0],
            Anchor::Unknown => return None,
        })
    }
}

/// A playing card.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Card {
    /// Face down shows only the back (with `back` as its label, if any).
    pub face_up: bool,
    pub title: Option<Text>,
    pub body: Option<Text>,
    /// A big value in the corner, such as "7".
    pub value: Option<String>,
    /// What it costs to play, as icon counts.
    pub cost: Vec<Pip>,
    /// Symbols printed on the card.
    pub icons: Vec<Pip>,
    /// Accent colour of the card frame.
    pub color: Option<Color>,
    /// Label on the back, such as the deck's name.
    pub back: Option<Text>,
    /// An asset drawn as the card's art.
    pub image: Option<String>,
    pub size: CardSize,
    /// Chosen as part of the decision being composed: drawn raised with a check mark.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub selected: bool,
    /// Used for this round (tapped): drawn turned a quarter clockwise.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub exhausted: bool,
    /// Why the card cannot be played now: the card is dimmed and the reason is shown on hover.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disabled: Option<Text>,
}

/// The size class of a card.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardSize {
    Small,
    #[default]
    Normal,
    Large,
    #[serde(other)]
    Unknown,
}

/// An icon with a count, such as "3 gears". Icon names the host knows: `coin`, `gear`, `steam`,
/// `water`, `star`, `bolt`, `copper`, `scientist`, `codex`, `mayhem`, `heart`, `sword`,
/// `shield`, `crown`, `fire`, `card`, `point`, `chrome`, `wheel`, `skull`, `eye`, `key`. Others
/// (or `image:NAME` for a plugin asset) fall back to a labelled disc.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Pip {
    pub icon: String,
    pub count: u32,
    pub color: Option<Color>,
}

/// A game piece.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Token {
    pub shape: TokenShape,
    pub color: Color,
    /// A short label drawn on the piece (one to three characters work best).
    pub label: Option<String>,
    /// How many of this piece lie here; drawn as a badge when above 1.
    pub count: Option<u32>,
    /// Diameter in points (default 28).
    pub size: Option<f32>,
}

/// Shapes of pieces.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TokenShape {
    #[default]
    Disc,
    Cube,
    Meeple,
    Square,
    Hexagon,
    Pawn,
    Star,
    Ring,
    Diamond,
    Triangle,
    #[serde(other)]
    Unknown,
}

impl TokenShape {
    /// The shape's name as the JSON spells it (`"unknown"` for a shape from a newer plugin).
    pub fn name(self) -> &'static str {
        match self {
            TokenShape::Disc => "disc",
            TokenShape::Cube => "cube",
            TokenShape::Meeple => "meeple",
            TokenShape::Square => "square",
            TokenShape::Hexagon => "hexagon",
            TokenShape::Pawn => "pawn",
            TokenShape::Star => "star",
            TokenShape::Ring => "ring",
            TokenShape::Diamond => "diamond",
            TokenShape::Triangle => "triangle",
            TokenShape::Unknown => "unknown",
        }
    }
}

/// A pile of cards or tiles.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Stack {
    pub count: u32,
    /// Whether the pile's cards lie face down.
    pub face_down: bool,
    /// The visible top of the pile, if any.
    pub top: Option<Box<Node>>,
    pub label: Option<Text>,
    pub color: Option<Color>,
}

/// A score or progress track.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Track {
    pub title: Option<Text>,
    /// The spaces in order. A circular track wraps from the last to the first.
    pub spaces: Vec<TrackSpace>,
    pub circular: bool,
    pub markers: Vec<TrackMarker>,
}

/// One space of a [`Track`].
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct TrackSpace {
    pub label: Option<String>,
    pub color: Option<Color>,
    pub action: Option<Value>,
    /// The id of the choice a click picks (ABI 1.1).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub choice: Option<u64>,
    pub tooltip: Option<Text>,
}

/// A marker on a [`Track`].
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct TrackMarker {
    /// Index into `spaces`.
    pub position: u32,
    pub color: Color,
    pub shape: TokenShape,
    pub label: Option<String>,
}

/// Dice showing faces.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Dice {
    pub dice: Vec<Die>,
}

/// One die: in a [`Dice`] row, or as a node of its own ([`NodeKind::Die`]).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Die {
    /// Number of faces (default 6); d2, d4, d6, d8, d10, d12 and d20 have their own silhouette.
    pub sides: u32,
    /// The face showing, 1-based; 0 means not rolled yet ("?").
    pub value: u32,
    pub color: Option<Color>,
    /// A die that is set aside or used is drawn dimmed.
    pub used: bool,
    /// A custom face shown instead of the number or pips (a hit, a crown, a dodge …).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub face: Option<DieFace>,
    /// Chosen as part of the decision being composed (a die to reroll): drawn raised with a
    /// ring and a check mark.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub selected: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub emphasis: Option<Emphasis>,
    /// A stable identifier, unique within the view.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    /// The id of the choice a click on this die picks (ABI 1.1).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub choice: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tooltip: Option<Text>,
}

/// A custom die face: an icon (a host icon name such as `sword`, `crown`, `shield`, `skull`,
/// or `image:NAME` for a plugin asset) and/or a short name, repeated `count` times.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct DieFace {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub icon: Option<String>,
    /// The face's name, drawn when there is no icon and used as its accessible name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<Text>,
    /// How many symbols the face shows (0 or 1: one). A "double hit" face has 2.
    pub count: u32,
    /// Colour of the symbols (default: the ink of the die).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub color: Option<Color>,
}

/// A resource counter: an icon and a number.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Counter {
    pub icon: String,
    pub value: i64,
    /// Drawn as "value / max" when set.
    pub max: Option<i64>,
    pub label: Option<Text>,
    pub color: Option<Color>,
}

/// A framed area: a player's mat or a titled group of elements.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Mat {
    pub title: Option<Text>,
    pub color: Option<Color>,
    /// Marks the mat of a seat that is acting now.
    pub active: bool,
    pub children: Vec<Node>,
}

/// A board of square cells, with walls, doors and windows on cell edges, and pieces on cells.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct GridBoard {
    pub columns: u32,
    pub rows: u32,
    /// Side of a cell in points (default 40).
    pub cell_size: Option<f32>,
    /// Colour of cells that are not listed in `cells`.
    pub background: Option<Color>,
    pub cells: Vec<Cell>,
    pub edges: Vec<Edge>,
    pub pieces: Vec<Piece>,
    /// Keep `cell_size`: the grid is never shrunk cell by cell to fit the width (the host
    /// scales the whole board instead), so elements placed over it stay aligned.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub fixed_cell: bool,
    /// Lines, paths, outlines and shading over the cells, in cell units.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub overlays: Vec<Overlay>,
}

/// A drawing over a [`GridBoard`], in cell units: the point `[x, y]` is `x` cells from the left
/// edge and `y` cells from the top, so the centre of cell (2, 3) is `[2.5, 3.5]`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "overlay", rename_all = "snake_case")]
pub enum Overlay {
    /// A straight line, such as a line of sight.
    Line {
        from: [f32; 2],
        to: [f32; 2],
        #[serde(default, skip_serializing_if = "Option::is_none")]
        color: Option<Color>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        dashed: bool,
    },
    /// A path through points, such as a walk, with an arrow head at its end when `arrow`.
    Path {
        points: Vec<[f32; 2]>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        arrow: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        color: Option<Color>,
    },
    /// The outline around a set of cells `[x, y]`, such as an area or a room.
    Outline {
        cells: Vec<[u32; 2]>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        color: Option<Color>,
    },
    /// Translucent shading of a set of cells `[x, y]`, such as a range (several colours may
    /// overlap).
    Shade {
        cells: Vec<[u32; 2]>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        color: Option<Color>,
    },
    /// An overlay this version does not know; not drawn.
    #[serde(other)]
    Unknown,
}

/// A listed cell of a [`GridBoard`]; `x` counts columns from the left, `y` rows from the top.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Cell {
    pub x: u32,
    pub y: u32,
    pub fill: Option<Color>,
    pub label: Option<String>,
    /// ABI 1.0: counts as [`Emphasis::Target`] when `emphasis` is absent.
    pub highlight: bool,
    pub action: Option<Value>,
    /// The id of the choice a click picks (ABI 1.1).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub choice: Option<u64>,
    pub tooltip: Option<Text>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub emphasis: Option<Emphasis>,
    /// A stable identifier, unique within the view.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hover: Option<Hover>,
}

impl Cell {
    /// The emphasis to draw: `emphasis`, or [`Emphasis::Target`] for a 1.0 `highlight`.
    pub fn shown_emphasis(&self) -> Option<Emphasis> {
        self.emphasis.or(self.highlight.then_some(Emphasis::Target))
    }
}

/// The side of a cell an edge lies on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    #[default]
    North,
    East,
    South,
    West,
    /// A side this version does not know; the edge is not drawn.
    #[serde(other)]
    Unknown,
}

/// What stands on an edge.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EdgeKind {
    #[default]
    Wall,
    Door,
    OpenDoor,
    Window,
    #[serde(other)]
    Unknown,
}

/// A wall, door or window on the edge of a cell.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Edge {
    pub x: u32,
    pub y: u32,
    pub side: Side,
    pub kind: EdgeKind,
    pub action: Option<Value>,
    /// The id of the choice a click picks (ABI 1.1).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub choice: Option<u64>,
    pub tooltip: Option<Text>,
}

/// A piece standing on a cell.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Piece {
    pub x: u32,
    pub y: u32,
    pub token: Token,
    pub action: Option<Value>,
    /// The id of the choice a click picks (ABI 1.1).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub choice: Option<u64>,
    pub tooltip: Option<Text>,
    /// A stable identifier, unique within the view.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub emphasis: Option<Emphasis>,
    /// An asset drawn as the piece's portrait, framed in the token's colour and shape.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub portrait: Option<String>,
    /// Status markers around the piece: wounds, conditions.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub badges: Vec<Badge>,
    /// Knocked down: drawn lying on its side.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub knocked_down: bool,
    /// Out of the fight: drawn greyed and crossed out.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub defeated: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hover: Option<Hover>,
}

/// A status marker on a piece: an icon (host icon name or `image:NAME`) or a short text, with
/// a count drawn beside it when above 1.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Badge {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub icon: Option<String>,
    /// One to three characters, drawn when there is no icon.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    pub count: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub color: Option<Color>,
}

/// A canvas of free shapes, `width` × `height` points.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Shapes {
    pub width: f32,
    pub height: f32,
    pub shapes: Vec<Shape>,
}

/// A stroke: line width and colour.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Stroke {
    pub width: f32,
    pub color: Color,
}

/// One free shape, in the canvas' coordinates.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "shape", rename_all = "snake_case")]
pub enum Shape {
    Rect {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        #[serde(default)]
        radius: f32,
        #[serde(default)]
        fill: Option<Color>,
        #[serde(default)]
        stroke: Option<Stroke>,
    },
    Circle {
        x: f32,
        y: f32,
        r: f32,
        #[serde(default)]
        fill: Option<Color>,
        #[serde(default)]
        stroke: Option<Stroke>,
    },
    Line {
        points: Vec<[f32; 2]>,
        stroke: Stroke,
    },
    Polygon {
        points: Vec<[f32; 2]>,
        #[serde(default)]
        fill: Option<Color>,
        #[serde(default)]
        stroke: Option<Stroke>,
    },
    Text {
        x: f32,
        y: f32,
        text: Text,
        #[serde(default)]
        size: Option<f32>,
        #[serde(default)]
        color: Option<Color>,
        /// Which point of the text sits at `x`, `y` (default: its centre).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        align: Option<Anchor>,
    },
    #[serde(other)]
    Unknown,
}

/// A plugin-shipped image.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Image {
    /// An asset name from the manifest.
    pub name: String,
    pub width: f32,
    pub height: f32,
    /// What the image shows, for players who cannot see it and when it cannot be loaded.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub alt: Option<Text>,
}

impl Node {
    /// Wraps a kind into a node with no action, tooltip or key.
    pub fn new(kind: NodeKind) -> Self {
        Node {
            kind,
            action: None,
            choice: None,
            alternatives: Vec::new(),
            tooltip: None,
            key: None,
            emphasis: None,
            highlight: false,
            hover: None,
            anchor: None,
            help: None,
            caption: None,
        }
    }

    pub fn row(children: Vec<Node>) -> Self {
        Node::new(NodeKind::Row {
            children,
            gap: None,
        })
    }

    pub fn column(children: Vec<Node>) -> Self {
        Node::new(NodeKind::Column {
            children,
            gap: None,
        })
    }

    pub fn grid(columns: u32, children: Vec<Node>) -> Self {
        Node::new(NodeKind::Grid {
            columns,
            children,
            gap: None,
        })
    }

    pub fn label(text: impl Into<Text>) -> Self {
        Node::new(NodeKind::Label {
            text: text.into(),
            style: TextStyle::Body,
        })
    }

    pub fn heading(text: impl Into<Text>) -> Self {
        Node::new(NodeKind::Label {
            text: text.into(),
            style: TextStyle::Heading,
        })
    }

    pub fn styled(text: impl Into<Text>, style: TextStyle) -> Self {
        Node::new(NodeKind::Label {
            text: text.into(),
            style,
        })
    }

    pub fn spacer(width: f32, height: f32) -> Self {
        Node::new(NodeKind::Spacer { width, height })
    }

    /// Makes the node pick a choice (or a one-click action) when clicked: it carries the
    /// choice's id ([`crate::id::id_of`]), never its JSON.
    pub fn on_click(mut self, choice: &impl Serialize) -> Self {
        self.choice = Some(crate::id::id_of(choice));
        self
    }

    pub fn tooltip(mut self, text: impl Into<Text>) -> Self {
        self.tooltip = Some(text.into());
        self
    }

    pub fn key(mut self, key: impl Into<String>) -> Self {
        self.key = Some(key.into());
        self
    }

    /// Links the element to a section of the rules (a heading `{#section}`): the host shows a
    /// "?" that opens the rules there.
    pub fn help(mut self, section: impl Into<String>) -> Self {
        self.help = Some(section.into());
        self
    }

    /// Draws `text`, localised, in place of a piece's own label ([`Node::caption`](Self)).
    pub fn caption(mut self, text: impl Into<Text>) -> Self {
        self.caption = Some(text.into());
        self
    }

    /// Emphasises the element ([`Emphasis`]).
    pub fn emphasis(mut self, emphasis: Emphasis) -> Self {
        self.emphasis = Some(emphasis);
        self
    }

    /// ABI 1.0's highlight: `true` emphasises the node as a [`Emphasis::Target`], `false`
    /// removes any emphasis.
    #[deprecated(note = "use `.emphasis(Emphasis::Target)` or another `Emphasis`")]
    pub fn highlighted(mut self, on: bool) -> Self {
        self.emphasis = on.then_some(Emphasis::Target);
        self.highlight = false;
        self
    }

    /// Shows `hover` at once while the pointer rests on the element.
    pub fn hover(mut self, hover: Hover) -> Self {
        self.hover = Some(hover);
        self
    }

    /// The emphasis to draw: `emphasis`, or [`Emphasis::Target`] for a 1.0 `highlight`.
    pub fn shown_emphasis(&self) -> Option<Emphasis> {
        self.emphasis.or(self.highlight.then_some(Emphasis::Target))
    }

    /// Sets the gap between children of a row, column or grid; other kinds are unchanged.
    pub fn gap(mut self, value: f32) -> Self {
        if let NodeKind::Row { gap, .. }
        | NodeKind::Column { gap, .. }
        | NodeKind::Grid { gap, .. } = &mut self.kind
        {
            *gap = Some(value);
        }
        self
    }

    /// Calls `f` on this node and every node below it, depth first.
    pub fn walk<'a>(&'a self, f: &mut dyn FnMut(&'a Node)) {
        f(self);
        match &self.kind {
            NodeKind::Row { children, .. }
            | NodeKind::Column { children, .. }
            | NodeKind::Grid { children, .. } => children.iter().for_each(|c| c.walk(f)),
            NodeKind::Mat(mat) => mat.children.iter().for_each(|c| c.walk(f)),
            NodeKind::Board(board) => board.children.iter().for_each(|p| p.node.walk(f)),
            NodeKind::Stack(stack) => {
                if let Some(top) = &stack.top {
                    top.walk(f);
                }
            }
            _ => {}
        }
    }

    /// Calls `f` on this node and every node below it, depth first, mutably.
    pub fn walk_mut(&mut self, f: &mut dyn FnMut(&mut Node)) {
        f(self);
        match &mut self.kind {
            NodeKind::Row { children, .. }
            | NodeKind::Column { children, .. }
            | NodeKind::Grid { children, .. } => children.iter_mut().for_each(|c| c.walk_mut(f)),
            NodeKind::Mat(mat) => mat.children.iter_mut().for_each(|c| c.walk_mut(f)),
            NodeKind::Board(board) => board.children.iter_mut().for_each(|p| p.node.walk_mut(f)),
            NodeKind::Stack(stack) => {
                if let Some(top) = &mut stack.top {
                    top.walk_mut(f);
                }
            }
            _ => {}
        }
    }

    /// The view as a host that draws an older vocabulary can read it. For vocabulary 1 (ABI
    /// 1.0 hosts): every emphasis becomes 1.0's `highlight`, and a single [`Die`] node becomes
    /// a [`Dice`] row of one (1.0 had no die node). The SDK applies it to every view when the
    /// host said so in `host_hello`; newer fields are simply ignored by an older host.
    pub fn for_vocabulary(mut self, vocabulary: u32) -> Node {
        if vocabulary >= VOCABULARY {
            return self;
        }
        self.walk_mut(&mut |node| {
            node.highlight = node.shown_emphasis().is_some();
            if let NodeKind::Die(die) = &mut node.kind {
                let die = std::mem::take(die);
                node.kind = NodeKind::Dice(Dice { dice: vec![die] });
            }
            if let NodeKind::GridBoard(board) = &mut node.kind {
                for cell in &mut board.cells {
                    cell.highlight = cell.shown_emphasis().is_some();
                }
            }
        });
        self
    }

    /// Every text anywhere in the tree, for locale completeness checks.
    pub fn texts(&self) -> Vec<&Text> {
        let mut out = Vec::new();
        self.walk(&mut |node| {
            if let Some(t) = &node.tooltip {
                out.push(t);
            }
            out.extend(node.caption.iter());
            if let Some(hover) = &node.hover {
                out.extend(hover.text.iter());
            }
            match &node.kind {
                NodeKind::Label { text, .. } => out.push(text),
                NodeKind::Card(card) => {
                    out.extend(card.title.iter());
                    out.extend(card.body.iter());
                    out.extend(card.back.iter());
                    out.extend(card.disabled.iter());
                }
                NodeKind::Dice(dice) => dice.dice.iter().for_each(|d| d.texts_into(&mut out)),
                NodeKind::Die(die) => die.texts_into(&mut out),
                NodeKind::Image(image) => out.extend(image.alt.iter()),
                NodeKind::Stack(stack) => out.extend(stack.label.iter()),
                NodeKind::Track(track) => {
                    out.extend(track.title.iter());
                    out.extend(track.spaces.iter().filter_map(|s| s.tooltip.as_ref()));
                }
                NodeKind::Counter(counter) => out.extend(counter.label.iter()),
                NodeKind::Mat(mat) => out.extend(mat.title.iter()),
                NodeKind::GridBoard(grid) => {
                    for cell in &grid.cells {
                        out.extend(cell.tooltip.iter());
                        out.extend(cell.hover.iter().filter_map(|h| h.text.as_ref()));
                    }
                    out.extend(grid.edges.iter().filter_map(|e| e.tooltip.as_ref()));
                    for piece in &grid.pieces {
                        out.extend(piece.tooltip.iter());
                        out.extend(piece.hover.iter().filter_map(|h| h.text.as_ref()));
                    }
                }
                NodeKind::Shapes(shapes) => {
                    for shape in &shapes.shapes {
                        if let Shape::Text { text, .. } = shape {
                            out.push(text);
                        }
                    }
                }
                _ => {}
            }
        });
        out
    }

    /// Every clickable choice id anywhere in the tree (nodes, track spaces, grid cells, edges,
    /// pieces).
    pub fn choices(&self) -> Vec<u64> {
        let mut out = Vec::new();
        self.walk(&mut |node| {
            out.extend(node.choice);
            out.extend(&node.alternatives);
            match &node.kind {
                NodeKind::Track(track) => out.extend(track.spaces.iter().filter_map(|s| s.choice)),
                NodeKind::Dice(dice) => out.extend(dice.dice.iter().filter_map(|d| d.choice)),
                NodeKind::Die(die) => out.extend(die.choice),
                NodeKind::GridBoard(grid) => {
                    out.extend(grid.cells.iter().filter_map(|c| c.choice));
                    out.extend(grid.edges.iter().filter_map(|e| e.choice));
                    out.extend(grid.pieces.iter().filter_map(|p| p.choice));
                }
                _ => {}
            }
        });
        out
    }

    /// Every clickable element with the choice id it picks, each named as a modder finds it:
    /// its key, or the key of the board or track it lies on with its place.
    pub fn clickables(&self) -> Vec<(String, u64)> {
        let mut out = Vec::new();
        self.walk(&mut |node| {
            let name = node.key.as_deref().unwrap_or("(no key)");
            if let Some(id) = node.choice {
                out.push((format!("{name:?}"), id));
            }
            out.extend(
                node.alternatives
                    .iter()
                    .map(|&id| (format!("{name:?}"), id)),
            );
            match &node.kind {
                NodeKind::Track(track) => {
                    for (i, space) in track.spaces.iter().enumerate() {
                        out.extend(space.choice.map(|id| (format!("{name:?} space {i}"), id)));
                    }
                }
                NodeKind::Dice(dice) => {
                    for (i, die) in dice.dice.iter().enumerate() {
                        let die_name = die
                            .key
                            .as_ref()
                            .map_or_else(|| format!("{name:?} die {i}"), |k| format!("{k:?}"));
                        out.extend(die.choice.map(|id| (die_name, id)));
                    }
                }
                NodeKind::Die(die) => out.extend(die.choice.map(|id| (format!("{name:?}"), id))),
                NodeKind::GridBoard(grid) => {
                    for cell in &grid.cells {
                        let cell_name = cell.key.as_ref().map_or_else(
                            || format!("{name:?} cell ({}, {})", cell.x, cell.y),
                            |k| format!("{k:?}"),
                        );
                        out.extend(cell.choice.map(|id| (cell_name, id)));
                    }
                    for edge in &grid.edges {
                        out.extend(edge.choice.map(|id| {
                            (
                                format!("{name:?} edge ({}, {}) {:?}", edge.x, edge.y, edge.side),
                                id,
                            )
                        }));
                    }
                    for piece in &grid.pieces {
                        let piece_name = piece.key.as_ref().map_or_else(
                            || format!("{name:?} piece at ({}, {})", piece.x, piece.y),
                            |k| format!("{k:?}"),
                        );
                        out.extend(piece.choice.map(|id| (piece_name, id)));
                    }
                }
                _ => {}
            }
        });
        out
    }

    /// Every key in the tree, for the checker's uniqueness test.
    pub fn keys(&self) -> Vec<&str> {
        let mut out = Vec::new();
        self.walk(&mut |node| {
            out.extend(node.key.as_deref());
            match &node.kind {
                NodeKind::Dice(dice) => {
                    out.extend(dice.dice.iter().filter_map(|d| d.key.as_deref()))
                }
                NodeKind::Die(die) => out.extend(die.key.as_deref()),
                NodeKind::GridBoard(grid) => {
                    out.extend(grid.cells.iter().filter_map(|c| c.key.as_deref()));
                    out.extend(grid.pieces.iter().filter_map(|p| p.key.as_deref()));
                }
                _ => {}
            }
        });
        out
    }

    /// Gives every clickable element of a 1.0 view (which carries action JSON) the id the
    /// host uses for that action ([`crate::id::json_id`]). Elements that have an id keep it.
    pub fn normalize_ids(&mut self) {
        fn fill(choice: &mut Option<u64>, action: &Option<Value>) {
            if choice.is_none()
                && let Some(json) = action
            {
                *choice = Some(crate::id::json_id(json));
            }
        }
        fill(&mut self.choice, &self.action);
        match &mut self.kind {
            NodeKind::Row { children, .. }
            | NodeKind::Column { children, .. }
            | NodeKind::Grid { children, .. } => children.iter_mut().for_each(Node::normalize_ids),
            NodeKind::Mat(mat) => mat.children.iter_mut().for_each(Node::normalize_ids),
            NodeKind::Board(board) => board
                .children
                .iter_mut()
                .for_each(|p| p.node.normalize_ids()),
            NodeKind::Stack(stack) => {
                if let Some(top) = &mut stack.top {
                    top.normalize_ids();
                }
            }
            NodeKind::Track(track) => {
                for space in &mut track.spaces {
                    fill(&mut space.choice, &space.action);
                }
            }
            NodeKind::GridBoard(grid) => {
                for cell in &mut grid.cells {
                    fill(&mut cell.choice, &cell.action);
                }
                for edge in &mut grid.edges {
                    fill(&mut edge.choice, &edge.action);
                }
                for piece in &mut grid.pieces {
                    fill(&mut piece.choice, &piece.action);
                }
            }
            _ => {}
        }
    }

    /// Every 1.0 action JSON anywhere in the tree (nodes, track spaces, grid cells, edges,
    /// pieces).
    pub fn actions(&self) -> Vec<&Value> {
        let mut out = Vec::new();
        self.walk(&mut |node| {
            out.extend(node.action.iter());
            match &node.kind {
                NodeKind::Track(track) => {
                    out.extend(track.spaces.iter().filter_map(|s| s.action.as_ref()))
                }
                NodeKind::GridBoard(grid) => {
                    out.extend(grid.cells.iter().filter_map(|c| c.action.as_ref()));
                    out.extend(grid.edges.iter().filter_map(|e| e.action.as_ref()));
                    out.extend(grid.pieces.iter().filter_map(|p| p.action.as_ref()));
                }
                _ => {}
            }
        });
        out
    }
}

impl Die {
    fn texts_into<'a>(&'a self, out: &mut Vec<&'a Text>) {
        out.extend(self.tooltip.iter());
        out.extend(self.face.iter().filter_map(|f| f.text.as_ref()));
    }
}

impl From<Die> for Node {
    /// A die node. The die's `key`, `choice`, `tooltip` and `emphasis` move to the node: in
    /// JSON a die node has one of each, at the node's level.
    fn from(mut v: Die) -> Self {
        let mut node = Node::new(NodeKind::Die(Die::default()));
        node.key = v.key.take();
        node.choice = v.choice.take();
        node.tooltip = v.tooltip.take();
        node.emphasis = v.emphasis.take();
        node.kind = NodeKind::Die(v);
        node
    }
}

impl From<Card> for Node {
    fn from(v: Card) -> Self {
        Node::new(NodeKind::Card(v))
    }
}
impl From<Token> for Node {
    fn from(v: Token) -> Self {
        Node::new(NodeKind::Token(v))
    }
}
impl From<Stack> for Node {
    fn from(v: Stack) -> Self {
        Node::new(NodeKind::Stack(v))
    }
}
impl From<Track> for Node {
    fn from(v: Track) -> Self {
        Node::new(NodeKind::Track(v))
    }
}
impl From<Dice> for Node {
    fn from(v: Dice) -> Self {
        Node::new(NodeKind::Dice(v))
    }
}
impl From<Counter> for Node {
    fn from(v: Counter) -> Self {
        Node::new(NodeKind::Counter(v))
    }
}
impl From<Mat> for Node {
    fn from(v: Mat) -> Self {
        Node::new(NodeKind::Mat(v))
    }
}
impl From<GridBoard> for Node {
    fn from(v: GridBoard) -> Self {
        Node::new(NodeKind::GridBoard(v))
    }
}
impl From<Shapes> for Node {
    fn from(v: Shapes) -> Self {
        Node::new(NodeKind::Shapes(v))
    }
}
impl From<Image> for Node {
    fn from(v: Image) -> Self {
        Node::new(NodeKind::Image(v))
    }
}
impl From<Board> for Node {
    fn from(v: Board) -> Self {
        Node::new(NodeKind::Board(v))
    }
}

impl Track {
    /// A track whose spaces are numbered `from..=to`.
    pub fn numbered(from: i64, to: i64) -> Self {
        Track {
            spaces: (from..=to)
                .map(|n| TrackSpace {
                    label: Some(n.to_string()),
                    ..Default::default()
                })
                .collect(),
            ..Default::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_node_kinds_parse_as_placeholders_keeping_common_fields() {
        let json = r#"{"kind":"hologram","tooltip":"tip","key":"k1","sparkle":true}"#;
        let node: Node = serde_json::from_str(json).unwrap();
        assert_eq!(node.kind, NodeKind::Unknown);
        assert_eq!(node.key.as_deref(), Some("k1"));
        assert_eq!(node.tooltip, Some(Text::new("tip")));
    }

    #[test]
    fn unknown_children_do_not_spoil_their_parent() {
        let json =
            r#"{"kind":"row","children":[{"kind":"label","text":"a"},{"kind":"teleporter"}]}"#;
        let node: Node = serde_json::from_str(json).unwrap();
        let NodeKind::Row { children, .. } = node.kind else {
            panic!("not a row")
        };
        assert_eq!(children[1].kind, NodeKind::Unknown);
    }

    #[test]
    fn views_round_trip_and_expose_their_actions_and_texts() {
        let view = Node::column(vec![
            Node::heading("title"),
            Node::from(Card {
                face_up: true,
                title: Some(Text::new("card-name")),
                value: Some("7".into()),
                ..Default::default()
            })
            .on_click(&serde_json::json!({"play": 7}))
            .tooltip("card-tip"),
            Node::from(GridBoard {
                columns: 2,
                rows: 2,
                cells: vec![Cell {
                    x: 1,
                    y: 0,
                    action: Some(serde_json::json!({"go": [1, 0]})),
                    ..Default::default()
                }],
                ..Default::default()
            }),
            Node::from(Token {
                label: Some("E".into()),
                ..Default::default()
            })
            .caption("mark"),
        ]);
        let json = serde_json::to_string(&view).unwrap();
        let back: Node = serde_json::from_str(&json).unwrap();
        assert_eq!(back, view);
        assert_eq!(back.actions().len(), 1);
        assert_eq!(
            back.choices(),
            vec![crate::id::id_of(&serde_json::json!({"play": 7}))]
        );
        let mut normalized = back.clone();
        normalized.normalize_ids();
        assert_eq!(normalized.choices().len(), 2);
        let ids: Vec<&str> = back.texts().iter().map(|t| t.id.as_str()).collect();
        assert_eq!(ids, vec!["title", "card-tip", "card-name", "mark"]);
        // A view without captions (every 1.0 and earlier 1.1 plugin) reads as before.
        let plain: Node = serde_json::from_str(r#"{"kind":"token","label":"E"}"#).unwrap();
        assert_eq!(plain.caption, None);
    }

    #[test]
    fn views_for_a_1_0_host_carry_highlights_and_no_die_nodes() {
        let die = Die {
            sides: 6,
            value: 4,
            selected: true,
            ..Default::default()
        };
        let view = Node::row(vec![
            Node::new(NodeKind::Die(die.clone())).emphasis(Emphasis::Selected),
            Node::spacer(1.0, 1.0).emphasis(Emphasis::Winner),
            Node::spacer(1.0, 1.0),
        ]);
        assert_eq!(
            view.clone().for_vocabulary(VOCABULARY),
            view,
            "unchanged for today's host"
        );
        let old = view.for_vocabulary(1);
        let NodeKind::Row { children, .. } = &old.kind else {
            panic!("still a row");
        };
        assert_eq!(children[0].kind, NodeKind::Dice(Dice { dice: vec![die] }));
        assert!(children[0].highlight && children[1].highlight);
        assert!(!children[2].highlight);
        // A 1.0 host knows no "die" kind: the JSON it reads has none.
        let json = serde_json::to_string(&old).unwrap();
        assert!(!json.contains(r#""kind":"die""#), "{json}");
    }

    #[test]
    fn a_1_0_highlight_counts_as_a_target_and_emphasis_wins() {
        let node: Node = serde_json::from_str(r#"{"kind":"spacer","highlight":true}"#).unwrap();
        assert_eq!(node.shown_emphasis(), Some(Emphasis::Target));
        let node: Node =
            serde_json::from_str(r#"{"kind":"spacer","highlight":true,"emphasis":"winner"}"#)
                .unwrap();
        assert_eq!(node.shown_emphasis(), Some(Emphasis::Winner));
        let cell: Cell = serde_json::from_str(r#"{"x":1,"y":2,"highlight":true}"#).unwrap();
        assert_eq!(cell.shown_emphasis(), Some(Emphasis::Target));
        #[allow(deprecated)]
        let node = Node::spacer(1.0, 1.0).highlighted(true);
        assert_eq!(node.shown_emphasis(), Some(Emphasis::Target));
        #[allow(deprecated)]
        let node = node.highlighted(false);
        assert_eq!(node.shown_emphasis(), None);
    }

    #[test]
    fn every_emphasis_has_a_snake_case_name() {
        let all = [
            (Emphasis::Target, "target"),
            (Emphasis::Selected, "selected"),
            (Emphasis::Resolving, "resolving"),
            (Emphasis::LastChange, "last_change"),
            (Emphasis::Done, "done"),
            (Emphasis::Warning, "warning"),
            (Emphasis::Winner, "winner"),
        ];
        for (emphasis, name) in all {
            assert_eq!(
                serde_json::to_value(emphasis).unwrap(),
                serde_json::json!(name)
            );
        }
    }

    /// A view from a newer plugin: unknown node kinds, enum values, overlays, shapes and
    /// fields everywhere. It must parse, keeping everything this version knows.
    pub(crate) const FUTURE_VIEW: &str = r#"{
        "kind": "column", "gap": 4, "glitter": 3,
        "children": [
            {"kind": "label", "text": "a", "style": "whisper", "emphasis": "sparkling"},
            {"kind": "hologram", "key": "holo", "tooltip": "tip"},
            {"kind": "card", "face_up": true, "size": "huge", "exhausted": true, "foil": true},
            {"kind": "token", "shape": "dodecahedron", "color": "seat:1"},
            {"kind": "die", "sides": 6, "value": 3, "face": {"icon": "hit", "sparkle": 1},
             "emphasis": "glowing", "choice": 7},
            {"kind": "grid_board", "columns": 3, "rows": 3, "fixed_cell": true,
             "edges": [{"x": 0, "y": 0, "side": "up", "kind": "portcullis"}],
             "overlays": [{"overlay": "spiral", "turns": 3},
                          {"overlay": "line", "from": [0.5, 0.5], "to": [2.5, 2.5],
                           "dashed": true, "style": "wavy"}],
             "pieces": [{"x": 1, "y": 1, "token": {"shape": "disc", "color": "red"},
                         "emphasis": "shimmer", "badges": [{"icon": "heart", "count": 2,
                         "blink": true}]}]},
            {"kind": "board", "width": 100, "height": 100,
             "children": [{"x": 50, "y": 50, "anchor": "middle_ish",
                           "node": {"kind": "token"}}]},
            {"kind": "shapes", "width": 10, "height": 10,
             "shapes": [{"shape": "text", "x": 1, "y": 1, "text": "t", "align": "justify"},
                        {"shape": "bezier"}]},
            {"kind": "image", "name": "x.png", "alt": {"id": "alt", "args": {"n": {"quantum": 1}}}}
        ]
    }"#;

    #[test]
    fn unknown_kinds_enum_values_and_fields_parse_to_fallbacks() {
        let view: Node = serde_json::from_str(FUTURE_VIEW).unwrap();
        let NodeKind::Column { children, .. } = &view.kind else {
            panic!("not a column")
        };
        assert!(matches!(
            children[0].kind,
            NodeKind::Label {
                style: TextStyle::Unknown,
                ..
            }
        ));
        assert_eq!(children[0].emphasis, Some(Emphasis::Unknown));
        assert_eq!(children[1].kind, NodeKind::Unknown);
        let NodeKind::Card(card) = &children[2].kind else {
            panic!("not a card")
        };
        assert_eq!(card.size, CardSize::Unknown);
        assert!(card.exhausted);
        let NodeKind::Token(token) = &children[3].kind else {
            panic!("not a token")
        };
        assert_eq!(token.shape, TokenShape::Unknown);
        let NodeKind::Die(die) = &children[4].kind else {
            panic!("not a die")
        };
        assert_eq!(children[4].emphasis, Some(Emphasis::Unknown));
        assert_eq!(children[4].choice, Some(7));
        assert_eq!(
            die.face.as_ref().and_then(|f| f.icon.as_deref()),
            Some("hit")
        );
        let NodeKind::GridBoard(grid) = &children[5].kind else {
            panic!("not a grid board")
        };
        assert_eq!(grid.edges[0].side, Side::Unknown);
        assert_eq!(grid.edges[0].kind, EdgeKind::Unknown);
        assert_eq!(grid.overlays[0], Overlay::Unknown);
        assert!(matches!(
            grid.overlays[1],
            Overlay::Line { dashed: true, .. }
        ));
        assert_eq!(grid.pieces[0].emphasis, Some(Emphasis::Unknown));
        assert_eq!(grid.pieces[0].badges[0].count, 2);
        let NodeKind::Board(board) = &children[6].kind else {
            panic!("not a board")
        };
        assert_eq!(board.children[0].anchor(), Anchor::Unknown);
        let NodeKind::Shapes(shapes) = &children[7].kind else {
            panic!("not shapes")
        };
        assert!(matches!(
            shapes.shapes[0],
            Shape::Text {
                align: Some(Anchor::Unknown),
                ..
            }
        ));
        assert_eq!(shapes.shapes[1], Shape::Unknown);
        assert_eq!(view.choices(), vec![7]);
        assert_eq!(view.keys(), vec!["holo"]);
    }

    #[test]
    fn an_anchor_beside_x_and_y_or_in_the_node_is_the_childs() {
        let json = r#"{"kind":"board","children":[
            {"x":1,"y":2,"anchor":"center","node":{"kind":"spacer"}},
            {"x":1,"y":2,"anchor":"center","node":{"kind":"spacer","anchor":"bottom_right"}},
            {"x":1,"y":2,"node":{"kind":"spacer"}}]}"#;
        let node: Node = serde_json::from_str(json).unwrap();
        let NodeKind::Board(board) = &node.kind else {
            panic!("not a board")
        };
        let anchors: Vec<Anchor> = board.children.iter().map(Placed::anchor).collect();
        assert_eq!(
            anchors,
            vec![Anchor::Center, Anchor::BottomRight, Anchor::TopLeft]
        );
        let back: Node = serde_json::from_str(&serde_json::to_string(&node).unwrap()).unwrap();
        assert_eq!(back, node);
    }

    #[test]
    fn new_texts_reach_the_locale_checker() {
        let view = Node::column(vec![
            Node::from(Card {
                face_up: true,
                disabled: Some(Text::new("card-why")),
                ..Default::default()
            })
            .hover(Hover::text("card-hover")),
            Node::from(Die {
                tooltip: Some(Text::new("die-tip")),
                face: Some(DieFace {
                    text: Some(Text::new("die-face")),
                    ..Default::default()
                }),
                ..Default::default()
            }),
            Node::from(Dice {
                dice: vec![Die {
                    tooltip: Some(Text::new("dice-tip")),
                    ..Default::default()
                }],
            }),
            Node::from(Image {
                alt: Some(Text::new("image-alt")),
                ..Default::default()
            }),
            Node::from(GridBoard {
                cells: vec![Cell {
                    hover: Some(Hover::text("cell-hover")),
                    ..Default::default()
                }],
                pieces: vec![Piece {
                    hover: Some(Hover::text("piece-hover")),
                    ..Default::default()
                }],
                ..Default::default()
            }),
        ]);
        let mut ids: Vec<&str> = view.texts().iter().map(|t| t.id.as_str()).collect();
        ids.sort_unstable();
        assert_eq!(
            ids,
            vec![
                "card-hover",
                "card-why",
                "cell-hover",
                "dice-tip",
                "die-face",
                "die-tip",
                "image-alt",
                "piece-hover"
            ]
        );
    }

    #[test]
    fn dice_choices_and_keys_are_listed_and_new_fields_round_trip() {
        let view = Node::row(vec![
            Node::from(Dice {
                dice: vec![Die {
                    key: Some("d1".into()),
                    choice: Some(11),
                    selected: true,
                    ..Default::default()
                }],
            }),
            Node::from(Die {
                key: Some("d2".into()),
                choice: Some(12),
                ..Default::default()
            })
            .emphasis(Emphasis::Resolving),
            Node::from(GridBoard {
                columns: 2,
                rows: 2,
                cells: vec![Cell {
                    key: Some("c".into()),
                    ..Default::default()
                }],
                pieces: vec![Piece {
                    key: Some("p".into()),
                    portrait: Some("hero.png".into()),
                    knocked_down: true,
                    badges: vec![Badge {
                        icon: Some("heart".into()),
                        count: 2,
                        ..Default::default()
                    }],
                    ..Default::default()
                }],
                overlays: vec![Overlay::Path {
                    points: vec![[0.5, 0.5], [1.5, 0.5]],
                    arrow: true,
                    color: None,
                }],
                ..Default::default()
            }),
            Node::from(Board {
                children: vec![Placed::anchored(5.0, 5.0, Anchor::Center, Node::label("x"))],
                ..Default::default()
            }),
        ]);
        assert_eq!(view.choices(), vec![11, 12]);
        assert_eq!(view.keys(), vec!["d1", "d2", "c", "p"]);
        let json = serde_json::to_string(&view).unwrap();
        let back: Node = serde_json::from_str(&json).unwrap();
        assert_eq!(back, view);
        // Defaults stay out of the JSON, so 1.0 hosts see 1.0-shaped views.
        let plain = serde_json::to_string(&Node::from(Card::default())).unwrap();
        assert!(
            !plain.contains("exhausted") && !plain.contains("selected"),
            "{plain}"
        );
    }
}
