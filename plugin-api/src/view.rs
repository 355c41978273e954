//! The view vocabulary: a declarative tree that describes what one seat (or a spectator) sees.
//! The host draws it with shared widgets; plugins never draw pixels themselves.
//!
//! Every [`Node`] may carry an `action` (the JSON of one of the viewing seat's legal actions):
//! the host makes that element clickable and applies the action when it is clicked. A node kind
//! this host does not know is drawn as a placeholder, never treated as an error.
//!
//! Sizes are in logical points at a UI scale of 1; the host scales boards to fit the window.

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
    /// The legal action this element stands for; clicking it applies the action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action: Option<Value>,
    /// Shown when the pointer rests on the element; also its accessible description.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tooltip: Option<Text>,
    /// A stable identifier, unique within the view, for tests and for animations.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    /// Draw attention to this element (a glow), for example the last card played.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub highlight: bool,
}

/// What a node is.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum NodeKind {
    /// Children side by side.
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

/// A child of a [`Board`], with its top-left corner in board units.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Placed {
    pub x: f32,
    pub y: f32,
    pub node: Node,
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

/// One die.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Die {
    pub sides: u32,
    pub value: u32,
    pub color: Option<Color>,
    /// A die that is set aside or used is drawn dimmed.
    pub used: bool,
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
}

/// A listed cell of a [`GridBoard`]; `x` counts columns from the left, `y` rows from the top.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Cell {
    pub x: u32,
    pub y: u32,
    pub fill: Option<Color>,
    pub label: Option<String>,
    pub highlight: bool,
    pub action: Option<Value>,
    pub tooltip: Option<Text>,
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
    pub tooltip: Option<Text>,
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
}

impl Node {
    /// Wraps a kind into a node with no action, tooltip or key.
    pub fn new(kind: NodeKind) -> Self {
        Node {
            kind,
            action: None,
            tooltip: None,
            key: None,
            highlight: false,
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

    /// Ties the node to a legal action, serialised to JSON.
    pub fn on_click(mut self, action: &impl Serialize) -> Self {
        self.action = serde_json::to_value(action).ok();
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

    pub fn highlighted(mut self, on: bool) -> Self {
        self.highlight = on;
        self
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

    /// Every text anywhere in the tree, for locale completeness checks.
    pub fn texts(&self) -> Vec<&Text> {
        let mut out = Vec::new();
        self.walk(&mut |node| {
            if let Some(t) = &node.tooltip {
                out.push(t);
            }
            match &node.kind {
                NodeKind::Label { text, .. } => out.push(text),
                NodeKind::Card(card) => {
                    out.extend(card.title.iter());
                    out.extend(card.body.iter());
                    out.extend(card.back.iter());
                }
                NodeKind::Stack(stack) => out.extend(stack.label.iter()),
                NodeKind::Track(track) => {
                    out.extend(track.title.iter());
                    out.extend(track.spaces.iter().filter_map(|s| s.tooltip.as_ref()));
                }
                NodeKind::Counter(counter) => out.extend(counter.label.iter()),
                NodeKind::Mat(mat) => out.extend(mat.title.iter()),
                NodeKind::GridBoard(grid) => {
                    out.extend(grid.cells.iter().filter_map(|c| c.tooltip.as_ref()));
                    out.extend(grid.edges.iter().filter_map(|e| e.tooltip.as_ref()));
                    out.extend(grid.pieces.iter().filter_map(|p| p.tooltip.as_ref()));
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

    /// Every action JSON anywhere in the tree (nodes, track spaces, grid cells, edges, pieces).
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
        ]);
        let json = serde_json::to_string(&view).unwrap();
        let back: Node = serde_json::from_str(&json).unwrap();
        assert_eq!(back, view);
        assert_eq!(back.actions().len(), 2);
        let ids: Vec<&str> = back.texts().iter().map(|t| t.id.as_str()).collect();
        assert_eq!(ids, vec!["title", "card-tip", "card-name"]);
    }
}
