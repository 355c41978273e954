//! What each seat sees. All information in Corrosion is open except the order of face-down
//! stacks (and the automa's deck), so every seat sees the same board; only the clickable
//! elements differ.
//!
//! Keys: `root`, `header`, `prompt`, `display`, `display-{row}-{col}`, `stack-{row}`,
//! `discard-{row}`, `awards`, `award-{row}-{chained|plain}`, `automa`, `automa-deck`,
//! `automa-discard`, `mat-{seat}`, `workshop-{seat}`, `wheel-{seat}`, `sector-{seat}-{age}`,
//! `boiler-{seat}`, `storage-{seat}`, `room-{seat}`, `waiting-{seat}`, `drive-{seat}-{d}`,
//! `hand-{seat}`, `hand-{seat}-{card}`, `awards-{seat}`, `wrench`.

use parlour_plugin_api::{
    Anchor, Board, Card, CardSize, Color, Counter, Emphasis, Node, Offered, Pip, Placed, Seat,
    Shape, Shapes, Stack, Stroke, Text, TextStyle, Token, TokenShape, Viewer,
};

use crate::data::{Ability, Arrow, Op, data};
use crate::rules::{chrome_text, eng_text, level_str, machine_text, one_time_text, turn_text};
use crate::*;

fn colour_of(c: Colour) -> Color {
    Color::hex(match c {
        Colour::Blue => "#3b6fd1",
        Colour::Green => "#3f9b4a",
        Colour::Orange => "#e08a2c",
        Colour::Grey => "#8a8a8a",
        Colour::Joker => "#b04fc4",
    })
}

/// A short description of an operation.
pub fn op_text(op: &Op) -> Text {
    let (id, n) = match op {
        Op::Small { n } => ("op-small", *n),
        Op::Medium { n } => ("op-medium", *n),
        Op::AnyGear { n } => ("op-any-gear", *n),
        Op::Steam { n } => ("op-steam", *n),
        Op::MaxSteam => ("op-max-steam", 0),
        Op::Water { n } => ("op-water", *n),
        Op::Chrome { n } => ("op-chrome", *n),
        Op::Green { n } => ("op-green", *n),
        Op::Special => ("op-special", 0),
        Op::SpecialOrGreen => ("op-special-or-green", 0),
        Op::MakeChrome => ("op-make-chrome", 0),
        Op::Hire => ("op-hire", 0),
        Op::BuildOneTime => ("op-build-one-time", 0),
        Op::BuildTurn => ("op-build-turn", 0),
        Op::BuildChrome => ("op-build-chrome", 0),
        Op::BuildMachine => ("op-build-machine", 0),
        Op::Award => ("op-award", 0),
        Op::GreenPerHot => ("op-green-per-hot", 0),
        Op::GearsPerWater => ("op-gears-per-water", 0),
        Op::GreenPerRepairedOneTime { n } => ("op-green-per-repaired", *n),
        Op::GreenPerTurnKind { n } => ("op-green-per-turn-kind", *n),
        Op::FreeRepair => ("op-free-repair", 0),
        Op::ReturnAllEngineers => ("op-return-all", 0),
        Op::ReturnEngineers { n } => ("op-return", *n),
        Op::SteamToGears { per } => ("op-steam-to-gears", *per),
        Op::VirtualTurn => ("op-virtual-turn", 0),
        Op::SearchDiscard => ("op-search", 0),
        Op::Redistribute => ("op-redistribute", 0),
        Op::RedistributeAll => ("op-redistribute-all", 0),
        Op::SteamForGreenIfL2 => ("op-steam-for-green", 0),
        Op::ReactivateTurn { n } => ("op-reactivate", *n),
    };
    Text::new(id).num("n", n)
}

pub fn ops_text(ops: &[Op]) -> Text {
    match ops {
        [] => Text::new("effect-none"),
        [a] => op_text(a),
        [a, rest @ ..] => Text::new("effect-then")
            .msg("first", op_text(a))
            .msg("rest", ops_text(rest)),
    }
}

fn cost_pips(cost: &data::Cost) -> Vec<Pip> {
    let mut v = Vec::new();
    for (icon, n, colour) in [
        ("chrome", cost.chrome, "silver"),
        ("gear", cost.medium, "copper"),
        ("gear", cost.small, "brown"),
        ("gear", cost.any, "grey"),
        ("steam", cost.steam, "white"),
        ("scientist", cost.engineer, "purple"),
    ] {
        if n > 0 {
            v.push(Pip {
                icon: icon.to_owned(),
                count: n,
                color: Some(Color::named(colour)),
            });
        }
    }
    v
}

fn state_text(repaired: bool) -> Text {
    Text::new(if repaired {
        "state-repaired"
    } else {
        "state-unrepaired"
    })
}

pub fn engineer_card(card: u32, size: CardSize) -> Card {
    let d = data();
    let Some(e) = d.engineers.get(card as usize) else {
        return Card::default();
    };
    Card {
        face_up: true,
        title: Some(Text::formatted(format_args!("eng-{}", e.key))),
        body: Some(ops_text(&e.ops)),
        value: Some(level_str(e.level)),
        color: Some(colour_of(e.colour)),
        size,
        ..Default::default()
    }
}

pub fn one_time_card(card: u32, repaired: bool, size: CardSize) -> Card {
    let d = data();
    let kind = d
        .one_time
        .get(card as usize)
        .and_then(|&k| d.one_time_kinds.get(k));
    Card {
        face_up: true,
        title: Some(one_time_text(card)),
        body: kind.map(|k| ops_text(&k.ops)),
        cost: if repaired {
            Vec::new()
        } else {
            kind.map(|k| cost_pips(&k.cost)).unwrap_or_default()
        },
        color: Some(Color::named(if repaired { "green" } else { "brown" })),
        size,
        ..Default::default()
    }
}

pub fn turn_card(card: u32, size: CardSize) -> Card {
    let d = data();
    let kind = d.turn.get(card as usize).and_then(|&k| d.turn_kinds.get(k));
    Card {
        face_up: true,
        title: Some(turn_text(card)),
        body: kind.map(|k| ops_text(&k.ops)),
        icons: vec![Pip {
            icon: "wheel".to_owned(),
            count: 1,
            color: None,
        }],
        color: Some(Color::named("copper")),
        size,
        ..Default::default()
    }
}

pub fn chrome_card(card: u32, repaired: bool, markers: u32, size: CardSize) -> Card {
    let d = data();
    let Some(c) = d.chrome.get(card as usize) else {
        return Card::default();
    };
    let body = if c.ability == Ability::Wheel || c.ability == Ability::None {
        ops_text(&c.ops)
    } else {
        Text::formatted(format_args!("ability-{}", c.ability.key()))
    };
    let mut icons = vec![Pip {
        icon: format!("drive-{}", c.drive.key()),
        count: 1,
        color: None,
    }];
    if c.ability == Ability::Wheel {
        icons.push(Pip {
            icon: "wheel".to_owned(),
            count: 1,
            color: None,
        });
    }
    if markers > 0 {
        icons.push(Pip {
            icon: "star".to_owned(),
            count: markers,
            color: Some(Color::named("gold")),
        });
    }
    Card {
        face_up: true,
        title: Some(chrome_text(card)),
        body: Some(body),
        value: Some(c.points.to_string()),
        cost: if repaired {
            Vec::new()
        } else {
            cost_pips(&c.cost)
        },
        icons,
        color: Some(Color::named(if repaired {
            "silver"
        } else if c.basic {
            "grey"
        } else {
            "purple"
        })),
        size,
        ..Default::default()
    }
}

// ---------------------------------------------------------------------------------------------
// The table: one board in board units, laid out like the physical game.
//
// Top: the display (two blocks: the chrome rows with the awards below them, and the engineer,
// one-time and turn rows), and on the right the opponents' compact workshops (or the automa).
// Bottom: the viewer's own area (a spectator sees the first seat's): the workshop with the rust
// wheel in the middle and its four sectors around it, storage and boiler, the machine room with
// the waiting slot and the three drive fields, and the hand.

/// The table's size in board units: a little wider than the table at 1400x900 (at 100% and
/// 150%), so that the board is fitted by its width and never has to shrink for its height.
const W: f32 = 1100.0;
const H: f32 = 800.0;
/// A small card in board units.
const CW: f32 = 72.0;
const CH: f32 = 100.0;
/// Where the opponents' column (or the automa) starts.
const SIDE_X: f32 = 716.0;
/// The top of the viewer's own area.
const OWN_Y: f32 = 382.0;

/// Colours of the table.
const FLOOR: &str = "#e6dccb";
const PANEL: &str = "#f3ecdf";
const PANEL_EDGE: &str = "#b9a88c";
const INK: &str = "#3a3128";

struct Ctx<'a> {
    state: &'a Corrosion,
    /// What the viewer may click now (the first clicks of a move, or the next clicks of the
    /// move being composed); nothing in areas the choices do not concern.
    offered: &'a Offered<'a, Action>,
    /// A move being composed: the gears picked so far to pay (by age, `[small, medium]`)...
    picked: [[u32; 2]; 4],
    /// ...and the machine it repairs.
    selected: Option<MRef>,
}

impl Ctx<'_> {
    /// Marks the machine a move being composed repairs.
    fn mark(&self, node: Node, m: MRef) -> Node {
        if self.selected == Some(m) {
            node.emphasis(Emphasis::Selected)
        } else {
            node
        }
    }

    /// The offered repairs of a machine (any way of paying; the first is clicked).
    fn repairs(&self, m: MRef) -> Vec<Action> {
        self.offered
            .options()
            .filter(|a| matches!(a, Action::Repair { machine, .. } if *machine == m))
            .cloned()
            .collect()
    }
}

/// Children of the table board.
#[derive(Default)]
struct Canvas {
    children: Vec<Placed>,
}

impl Canvas {
    fn put(&mut self, x: f32, y: f32, node: Node) {
        self.children.push(Placed::at(x, y, node));
    }

    /// Nodes side by side from (x, y), `step` apart. (A row would centre its pieces in a line
    /// of the host's height, which on a scaled board is not the pieces' height.)
    fn line(&mut self, x: f32, y: f32, step: f32, nodes: Vec<Node>) {
        for (i, node) in nodes.into_iter().enumerate() {
            self.put(x + step * i as f32, y, node);
        }
    }

    /// An invisible area that names (by its key) and explains (on hover) a part of the table.
    fn area(&mut self, x: f32, y: f32, w: f32, h: f32, key: String, tip: Option<Text>) {
        let node = Node::from(Shapes {
            width: w,
            height: h,
            shapes: Vec::new(),
        })
        .key(key);
        self.put(
            x,
            y,
            match tip {
                Some(tip) => node.tooltip(tip),
                None => node,
            },
        );
    }
}

/// A title with the final-phase state of its seat added when the final phase is on.
fn with_final(s: &Corrosion, p: &Player, title: Text) -> Text {
    if !s.final_phase {
        return title;
    }
    let extra = if p.passed {
        Text::new("player-passed")
    } else {
        Text::new("player-final-turns").num("count", p.final_turns)
    };
    Text::new("view-title-with")
        .msg("title", title)
        .msg("extra", extra)
}

fn rect(x: f32, y: f32, w: f32, h: f32, radius: f32, fill: &str, edge: Option<&str>) -> Shape {
    Shape::Rect {
        x,
        y,
        w,
        h,
        radius,
        fill: Some(Color::hex(fill)),
        stroke: edge.map(|c| Stroke {
            width: 1.5,
            color: Color::hex(c),
        }),
    }
}

fn text_at(x: f32, y: f32, text: impl Into<Text>, size: f32, colour: &str, align: Anchor) -> Shape {
    Shape::Text {
        x,
        y,
        text: text.into(),
        size: Some(size),
        color: Some(Color::hex(colour)),
        align: Some(align),
    }
}

/// A framed panel of the table (drawn under the things lying on it).
fn panel(w: f32, h: f32, fill: &str, edge: &str, title: Option<Text>) -> Node {
    let mut shapes = vec![rect(0.0, 0.0, w, h, 10.0, fill, Some(edge))];
    if let Some(title) = title {
        shapes.push(text_at(10.0, 5.0, title, 12.5, INK, Anchor::TopLeft));
    }
    Node::from(Shapes {
        width: w,
        height: h,
        shapes,
    })
}

/// An empty place for a card: a faint, framed card-sized field.
fn empty_slot() -> Node {
    Node::from(Shapes {
        width: CW,
        height: CH,
        shapes: vec![rect(
            1.0,
            1.0,
            CW - 2.0,
            CH - 2.0,
            6.0,
            "#00000012",
            Some("#00000040"),
        )],
    })
}

/// A list of texts as one text: "a, b, c"; `view-empty` when there is none.
fn list_text(items: &[Text]) -> Text {
    match items {
        [] => Text::new("view-empty"),
        [a] => a.clone(),
        [a, rest @ ..] => Text::new("view-list")
            .msg("first", a.clone())
            .msg("rest", list_text(rest)),
    }
}

fn points_text(points: u32) -> Text {
    Text::new("view-points").num("points", points)
}

/// The whole text of an engineer card: name, colour and level, and its action.
fn engineer_tip(card: u32) -> Text {
    let ops = data()
        .engineers
        .get(card as usize)
        .map(|e| e.ops.clone())
        .unwrap_or_default();
    Text::new("view-card-tip")
        .msg("card", eng_text(card))
        .msg("effect", ops_text(&ops))
}

/// The whole text of a machine: name, state, effect (and points and drive of a chrome machine).
fn machine_tip(m: MRef, repaired: bool) -> Text {
    let d = data();
    let effect = match m {
        MRef::Turn(c) => d
            .turn
            .get(c as usize)
            .and_then(|&k| d.turn_kinds.get(k))
            .map(|k| ops_text(&k.ops)),
        MRef::OneTime(c) => d
            .one_time
            .get(c as usize)
            .and_then(|&k| d.one_time_kinds.get(k))
            .map(|k| ops_text(&k.ops)),
        MRef::Chrome(c) => d.chrome.get(c as usize).map(|c| {
            if c.ability == Ability::Wheel || c.ability == Ability::None {
                ops_text(&c.ops)
            } else {
                Text::formatted(format_args!("ability-{}", c.ability.key()))
            }
        }),
        MRef::Prototype(i) => d.prototypes.get(i as usize).map(|p| ops_text(&p.ops)),
    }
    .unwrap_or_else(|| Text::new("effect-none"));
    // Turn machines are built working and prototypes are printed: no state to tell.
    if matches!(m, MRef::Turn(_) | MRef::Prototype(_)) {
        return Text::new("view-card-tip")
            .msg("card", machine_text(m))
            .msg("effect", effect);
    }
    let tip = Text::new("view-machine-tip")
        .msg("machine", machine_text(m))
        .msg("state", state_text(repaired))
        .msg("effect", effect);
    match m {
        MRef::Chrome(c) => match d.chrome.get(c as usize) {
            Some(def) => Text::new("view-chrome-tip")
                .msg("machine", tip)
                .num("points", def.points)
                .msg(
                    "drive",
                    Text::formatted(format_args!("drive-{}", def.drive.key())),
                ),
            None => tip,
        },
        _ => tip,
    }
}

/// What `viewer` sees. `offered` holds its next clicks: the first clicks of a move, or while it
/// composes a move (contract 1.1) the next ones: a repair's gears are picked on the sectors
/// that hold them, the gears picked so far lie apart and the machine being repaired is marked.
/// Only the seat's own choices are drawn, so nothing hidden is used.
pub fn build(state: &Corrosion, viewer: Viewer, offered: &Offered<'_, Action>) -> Node {
    let partial = offered.partial();
    let mut picked = [[0u32; 2]; 4];
    for answer in partial.iter().skip(1) {
        if let Action::Answer(Answer::Pay { size, from }) = answer {
            picked[usize::from(from.age())][size.index()] += 1;
        }
    }
    let selected = match partial.first() {
        Some(Action::Repair { machine, .. }) => Some(*machine),
        _ => None,
    };
    table(
        Ctx {
            state,
            offered,
            picked,
            selected,
        },
        viewer,
    )
}

fn table(ctx: Ctx, viewer: Viewer) -> Node {
    let state = ctx.state;
    let mut c = Canvas::default();
    display(&mut c, &ctx);
    awards(&mut c, &ctx);
    let own = viewer
        .seat()
        .filter(|&s| (s as usize) < state.players.len())
        .unwrap_or(0);
    if state.automa.is_some() {
        automa(&mut c, &ctx);
    } else {
        let n = state.players.len() as Seat;
        let others: Vec<Seat> = (1..n).map(|k| (own + k) % n).collect();
        let h = ((372.0 - 30.0) / others.len().max(1) as f32).min(150.0);
        for (i, &seat) in others.iter().enumerate() {
            opponent(&mut c, &ctx, seat, SIDE_X, 30.0 + i as f32 * h, h - 6.0);
        }
    }
    own_area(&mut c, &ctx, own, viewer.is(own));
    // Last, so that nothing lies over the prompt.
    header(&mut c, &ctx, viewer);
    Node::from(Board {
        width: W,
        height: H,
        background: Some(Color::hex(FLOOR)),
        image: None,
        children: c.children,
    })
    .key("root")
}

fn prompt(state: &Corrosion, viewer: Viewer) -> Text {
    if state.step == Step::GameOver {
        return Text::new("prompt-game-over");
    }
    let (Some(&seat), Some(ask)) = (state.questions.acting().first(), state.questions.current())
    else {
        return Text::new("prompt-wait-automa");
    };
    let what = state.ask_text(ask);
    if viewer.is(seat) {
        Text::new("prompt-you").msg("what", what)
    } else {
        Text::new("prompt-other")
            .seat("player", seat)
            .msg("what", what)
    }
}

fn header(c: &mut Canvas, ctx: &Ctx, viewer: Viewer) {
    let s = ctx.state;
    let mut row = vec![
        Node::styled(
            Text::new("header-turn").num("turn", s.turn),
            TextStyle::Strong,
        ),
        Node::label(prompt(s, viewer)).key("prompt"),
    ];
    // What is left of the supplies that end the game: special markers and awards.
    c.line(
        W - 58.0,
        3.0,
        28.0,
        vec![
            Node::from(Token {
                shape: TokenShape::Star,
                color: Color::named("gold"),
                label: Some(s.special_supply.to_string()),
                count: None,
                size: Some(22.0),
            })
            .tooltip(Text::new("mat-display").num("specials", s.special_supply))
            .key("special-supply"),
            Node::from(Token {
                shape: TokenShape::Hexagon,
                color: Color::named("gold"),
                label: Some(s.awards_left().to_string()),
                count: None,
                size: Some(22.0),
            })
            .tooltip(Text::new("mat-awards").num("count", s.awards_left()))
            .key("awards-left"),
        ],
    );
    if s.final_phase {
        row.push(
            Node::styled("header-final-phase", TextStyle::Strong)
                .emphasis(Emphasis::Warning)
                .key("final-phase"),
        );
    }
    if s.step == Step::GameOver && s.automa.is_some() {
        let band = Corrosion::solo_band(s.score(0));
        row.push(
            Node::styled(
                Text::formatted(format_args!("rating-{band}")),
                TextStyle::Strong,
            )
            .emphasis(Emphasis::Winner)
            .key("rating"),
        );
    }
    c.put(8.0, 4.0, Node::row(row).gap(14.0).key("header"));
}

// ---------------------------------------------------------------------------------------------
// The display

fn display_card(row: usize, card: u32, markers: u32, size: CardSize) -> Card {
    match row {
        ROW_BASIC | ROW_SPECIAL => chrome_card(card, false, markers, size),
        ROW_ENGINEER => engineer_card(card, size),
        ROW_ONE_TIME => one_time_card(card, false, size),
        _ => turn_card(card, size),
    }
}

/// The whole text of a card of a display row.
fn display_tip(row: usize, card: u32) -> Text {
    match row {
        ROW_BASIC | ROW_SPECIAL => machine_tip(MRef::Chrome(card), false),
        ROW_ENGINEER => engineer_tip(card),
        ROW_ONE_TIME => machine_tip(MRef::OneTime(card), false),
        _ => machine_tip(MRef::Turn(card), true),
    }
}

/// Left edge and top of a display row's first card (the supply stack).
fn row_origin(row: usize) -> (f32, f32) {
    match row {
        ROW_BASIC | ROW_SPECIAL => (14.0, 50.0 + row as f32 * 104.0),
        _ => (366.0, 50.0 + (row - ROW_ENGINEER) as f32 * 106.0),
    }
}

const COL_STEP: f32 = 76.0;

fn display(c: &mut Canvas, ctx: &Ctx) {
    let s = ctx.state;
    c.put(
        4.0,
        28.0,
        panel(704.0, 348.0, PANEL, PANEL_EDGE, None)
            .key("display")
            .help("engineers")
            .tooltip(Text::new("view-display-tip").num("specials", s.special_supply)),
    );
    // Column heads over both blocks.
    let mut heads = Vec::new();
    for x0 in [14.0f32, 366.0] {
        let x = x0 - 4.0;
        heads.push(text_at(
            x + CW / 2.0,
            0.0,
            "display-stacks",
            10.5,
            INK,
            Anchor::Top,
        ));
        for (i, w) in ["window-a", "window-b", "window-c"].iter().enumerate() {
            heads.push(text_at(
                x + COL_STEP * (i + 1) as f32 + CW / 2.0,
                0.0,
                *w,
                10.5,
                INK,
                Anchor::Top,
            ));
        }
    }
    c.put(
        4.0,
        36.0,
        Node::from(Shapes {
            width: 700.0,
            height: 14.0,
            shapes: heads,
        }),
    );
    for row in 0..5 {
        let (x0, y0) = row_origin(row);
        // The supply stack: its top is visible (all stacks lie with a front side up).
        let top = s.supply[row].last().map(|&card| {
            Box::new(
                Node::from(display_card(row, card, 0, CardSize::Small))
                    .tooltip(display_tip(row, card)),
            )
        });
        let stack = Node::from(Stack {
            count: s.supply[row].len() as u32,
            face_down: false,
            top,
            label: None,
            color: None,
        })
        .key(format!("stack-{row}"))
        .tooltip(
            Text::new("view-stack-tip")
                .msg("row", Text::formatted(format_args!("row-{row}")))
                .num("count", s.supply[row].len() as u32),
        );
        c.put(
            x0,
            y0,
            ctx.offered.target(
                stack,
                &Action::Take {
                    row: row as u8,
                    col: 3,
                },
            ),
        );
        for col in 0..3 {
            let x = x0 + COL_STEP * (col + 1) as f32;
            let markers = if row <= ROW_SPECIAL {
                s.markers[row][col]
            } else {
                0
            };
            let node = match s.display[row][col] {
                Some(card) => {
                    let tip = display_tip(row, card);
                    let tip = if markers > 0 {
                        Text::new("view-tip-and")
                            .msg("first", tip)
                            .msg("rest", Text::new("tip-markers").num("count", markers))
                    } else {
                        tip
                    };
                    let n = Node::from(display_card(row, card, markers, CardSize::Small))
                        .key(format!("display-{row}-{col}"))
                        .tooltip(tip);
                    let mut actions = vec![Action::Take {
                        row: row as u8,
                        col: col as u8,
                    }];
                    if col == 2 && row >= ROW_ENGINEER {
                        actions.push(Action::DiscardC { row: row as u8 });
                    }
                    ctx.offered.target_first(n, actions)
                }
                None => empty_slot()
                    .key(format!("display-{row}-{col}"))
                    .tooltip("display-empty"),
            };
            c.put(x, y0, node);
        }
        // The discard pile: a small pile with its count; the top card on hover.
        let discard = &s.discard[row];
        let tip = match discard.last() {
            Some(&top) => Text::new("view-discard-tip")
                .num("count", discard.len() as u32)
                .msg("top", display_tip(row, top)),
            None => Text::new("view-discard-empty"),
        };
        let searchable: Vec<Action> = discard
            .iter()
            .map(|&card| {
                Action::Answer(Answer::Search {
                    row: row as u8,
                    card,
                })
            })
            .collect();
        c.put(
            x0 + COL_STEP * 4.0,
            y0 + 30.0,
            ctx.offered.target_first(
                Node::from(Token {
                    shape: TokenShape::Square,
                    color: Color::hex(if discard.is_empty() {
                        "#ddd5c6"
                    } else {
                        "#b8aa92"
                    }),
                    label: Some(discard.len().to_string()),
                    count: None,
                    size: Some(26.0),
                })
                .key(format!("discard-{row}"))
                .tooltip(tip),
                searchable,
            ),
        );
    }
}

fn award_card(kind: usize) -> Card {
    let d = data();
    let a = d.awards.get(kind);
    Card {
        face_up: true,
        title: Some(Text::formatted(format_args!(
            "award-{}",
            a.map_or("", |a| a.key.as_str())
        ))),
        body: Some(
            Text::formatted(format_args!(
                "award-task-{}",
                a.map_or("", |a| a.key.as_str())
            ))
            .num("points", a.map_or(0, |a| a.points)),
        ),
        color: Some(Color::named("gold")),
        size: CardSize::Small,
        ..Default::default()
    }
}

fn award_tip(kind: usize) -> Text {
    let d = data();
    let a = d.awards.get(kind);
    Text::new("view-card-tip")
        .msg(
            "card",
            Text::formatted(format_args!("award-{}", a.map_or("", |a| a.key.as_str()))),
        )
        .msg(
            "effect",
            Text::formatted(format_args!(
                "award-task-{}",
                a.map_or("", |a| a.key.as_str())
            ))
            .num("points", a.map_or(0, |a| a.points)),
        )
}

/// The awards: one card per row (the plain award and, chained to it with its pocket watch,
/// the duplicate), below the chrome rows.
fn awards(c: &mut Canvas, ctx: &Ctx) {
    let s = ctx.state;
    let d = data();
    let (x0, y0) = (14.0, 266.0);
    let n = s.awards.len().max(1);
    // Two cards per row side by side when they fit, else one card per row.
    let step = ((338.0 - CW) / (n as f32 - 0.5).max(1.0)).min(CW + 6.0);
    c.put(
        x0 - 6.0,
        y0,
        Node::from(Shapes {
            width: 344.0,
            height: CH + 8.0,
            shapes: vec![rect(0.0, 0.0, 344.0, CH + 8.0, 8.0, "#efe0b8", None)],
        })
        .key("awards")
        .tooltip(Text::new("mat-awards").num("count", s.awards_left())),
    );
    for (i, r) in s.awards.iter().enumerate() {
        let x = x0 + step * i as f32;
        let y = y0 + 4.0;
        let letter = ["A", "B", "C", "D", "E", "F"][i.min(5)];
        let mut card = award_card(r.kind);
        if s.automa.is_some() {
            card.value = Some(letter.to_owned());
        }
        if r.count() == 0 {
            card.disabled = Some(Text::new("award-taken"));
        }
        let tip = Text::new("view-award-row-tip")
            .msg("award", award_tip(r.kind))
            .num("count", r.count());
        let actions = [
            Action::Answer(Answer::Award {
                row: i as u8,
                watch: false,
            }),
            Action::Answer(Answer::Award {
                row: i as u8,
                watch: true,
            }),
        ];
        let key = if r.plain {
            format!("award-{i}-plain")
        } else {
            format!("award-{i}-chained")
        };
        c.put(
            x,
            y,
            ctx.offered
                .target_first(Node::from(card).key(key).tooltip(tip), actions.clone()),
        );
        if r.plain
            && let Some(w) = r.chained
        {
            // The chained duplicate with its pocket watch, tucked under the corner.
            let watch = d.watch_kinds.get(w);
            c.put(
                x + CW - 20.0,
                y + CH - 26.0,
                ctx.offered.target(
                    Node::from(Token {
                        shape: TokenShape::Ring,
                        color: Color::named("gold"),
                        label: Some("2".to_owned()),
                        count: None,
                        size: Some(22.0),
                    })
                    .tooltip(
                        Text::new("view-tip-and")
                            .msg("first", Text::new("tip-chained"))
                            .msg(
                                "rest",
                                Text::formatted(format_args!(
                                    "watch-{}",
                                    watch.map_or("", |w| w.key.as_str())
                                )),
                            ),
                    )
                    .key(format!("award-{i}-chained")),
                    &actions[1],
                ),
            );
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The automa

fn automa(c: &mut Canvas, ctx: &Ctx) {
    let s = ctx.state;
    let Some(a) = &s.automa else {
        return;
    };
    let (x0, y0, w, h) = (SIDE_X, 28.0, W - SIDE_X - 4.0, 348.0);
    c.put(
        x0,
        y0,
        panel(
            w,
            h,
            "#e4e1dc",
            "#4a4a4a",
            Some(Text::new("view-automa-title").num("count", a.exhausted)),
        )
        .key("automa")
        .tooltip(Text::new("view-automa-tip"))
        .help("solo"),
    );
    let (letter, arrow) = s.automa_back();
    let letter_str = ["A", "B", "C"][letter.min(2)];
    let arrow_text = Text::new(if arrow == Arrow::Up {
        "arrow-up"
    } else {
        "arrow-down"
    });
    let back = Text::new("automa-back")
        .str("letter", letter_str)
        .msg("arrow", arrow_text.clone());
    // Deck (the back of its top card shows letter and arrow), discard, trophy machines.
    c.put(
        x0 + 10.0,
        y0 + 24.0,
        Node::from(Stack {
            count: a.deck.len() as u32,
            face_down: true,
            top: Some(Box::new(Node::from(Card {
                face_up: false,
                back: Some(
                    Text::new("view-automa-back")
                        .str("letter", letter_str)
                        .msg("arrow", arrow_text.clone()),
                ),
                color: Some(Color::hex("#2f2f35")),
                size: CardSize::Small,
                ..Default::default()
            }))),
            label: None,
            color: Some(Color::hex("#2f2f35")),
        })
        .key("automa-deck")
        .tooltip(
            Text::new("view-automa-deck-tip")
                .num("count", a.deck.len() as u32)
                .msg("back", back.clone()),
        ),
    );
    c.put(
        x0 + 96.0,
        y0 + 24.0,
        Node::from(Stack {
            count: a.discard.len() as u32,
            face_down: false,
            top: a.discard.last().map(|&card| {
                Box::new(
                    Node::from(engineer_card(card, CardSize::Small)).tooltip(engineer_tip(card)),
                )
            }),
            label: None,
            color: None,
        })
        .key("automa-discard")
        .tooltip(Text::new("stack-automa-discard")),
    );
    for (i, &(card, water)) in a.under.iter().enumerate().take(2) {
        let x = x0 + 180.0 + i as f32 * 66.0;
        c.put(
            x,
            y0 + 24.0,
            Node::from(one_time_card(card, true, CardSize::Small))
                .key(format!("automa-under-{i}"))
                .tooltip(
                    Text::new("view-automa-trophy-tip")
                        .msg("machine", one_time_text(card))
                        .num("count", water),
                ),
        );
        c.put(
            x + 30.0,
            y0 + 100.0,
            Node::from(Token {
                shape: TokenShape::Disc,
                color: Color::named("blue"),
                label: Some(water.to_string()),
                count: None,
                size: Some(20.0),
            })
            .tooltip(Text::new("tip-automa-water").num("count", water)),
        );
    }
    // Its last turn, step by step.
    let Some(action) = a.action else {
        c.put(
            x0 + 10.0,
            y0 + 150.0,
            Node::styled("view-automa-no-turn", TextStyle::Small),
        );
        return;
    };
    let revealed = match a.discard.as_slice() {
        [.., first, last] if *last == action => Some(*first),
        _ => None,
    };
    let y = y0 + 144.0;
    c.put(
        x0 + 10.0,
        y,
        Node::styled("view-automa-last-turn", TextStyle::Strong),
    );
    let mut x = x0 + 10.0;
    if let Some(first) = revealed {
        c.put(
            x,
            y + 22.0,
            Node::styled("view-automa-step-1", TextStyle::Small),
        );
        c.put(
            x,
            y + 40.0,
            Node::from(engineer_card(first, CardSize::Small)).tooltip(engineer_tip(first)),
        );
        x += 80.0;
    }
    c.put(
        x,
        y + 22.0,
        Node::styled("view-automa-step-2", TextStyle::Small),
    );
    c.put(
        x,
        y + 40.0,
        Node::from(engineer_card(action, CardSize::Small))
            .tooltip(engineer_tip(action))
            .emphasis(Emphasis::Resolving)
            .key("automa-action"),
    );
    x += 84.0;
    let row = Corrosion::automa_row(action, arrow);
    let step3 = match row {
        Some(row) => Text::new("view-automa-step-3")
            .msg("back", back)
            .str("window", letter_str)
            .msg("row", Text::formatted(format_args!("row-{row}"))),
        None => Text::new("view-automa-step-3-none").msg("back", back),
    };
    let mut steps = vec![Node::styled(step3, TextStyle::Small)];
    if !a.under.is_empty() {
        steps.push(Node::styled("view-automa-step-4", TextStyle::Small));
    }
    steps.push(Node::styled(
        Text::new("view-automa-step-5").msg("engineer", eng_text(action)),
        TextStyle::Small,
    ));
    c.put(
        x,
        y + 22.0,
        Node::column(steps).gap(6.0).key("automa-steps"),
    );
}

// ---------------------------------------------------------------------------------------------
// Opponents: compact workshops, the whole area on hover

/// Everything of a seat's area as one text (the compact area's hover).
fn sheet_text(s: &Corrosion, seat: Seat, p: &Player) -> Text {
    let d = data();
    let mut sectors = Vec::new();
    for age in 0..4u8 {
        let mut items: Vec<Text> = Vec::new();
        let [small, medium] = p.gears[age as usize];
        if medium > 0 {
            items.push(Text::new("tip-medium").num("count", medium));
        }
        if small > 0 {
            items.push(Text::new("tip-small").num("count", small));
        }
        items.extend(
            p.engineers
                .iter()
                .filter(|e| e.age == age)
                .map(|e| eng_text(e.card)),
        );
        items.extend(p.one_time.iter().filter(|m| m.age == age).map(|m| {
            Text::new("view-named-state")
                .msg("name", one_time_text(m.card))
                .msg("state", state_text(m.repaired))
        }));
        items.extend(
            p.turn
                .iter()
                .filter(|m| m.age == age)
                .map(|m| turn_text(m.card)),
        );
        sectors.push(
            Text::new("view-sheet-sector")
                .msg(
                    "sector",
                    Text::new("view-sector").str("name", ["3", "2", "1", "X"][age as usize]),
                )
                .msg("items", list_text(&items)),
        );
    }
    let mut room = Vec::new();
    if let Some(w) = p.waiting {
        room.push(Text::new("view-sheet-waiting").msg("machine", chrome_text(w)));
    }
    for (i, drive) in Drive::ALL.iter().enumerate() {
        let fields = &p.drives[i];
        let points: u32 = fields
            .iter()
            .filter(|m| m.repaired)
            .filter_map(|m| d.chrome.get(m.card as usize))
            .map(|c| c.points)
            .sum();
        let top = match fields.last() {
            Some(m) => Text::new("view-named-state")
                .msg("name", chrome_text(m.card))
                .msg("state", state_text(m.repaired)),
            None => machine_text(MRef::Prototype(i as u8)),
        };
        room.push(
            Text::new("view-sheet-drive")
                .msg(
                    "drive",
                    Text::formatted(format_args!("drive-{}", drive.key())),
                )
                .num("count", fields.len() as u32)
                .msg("points", points_text(points))
                .msg("top", top),
        );
    }
    let awards: Vec<Text> = p
        .awards
        .iter()
        .map(|&k| {
            Text::new("view-named-points")
                .msg(
                    "name",
                    Text::formatted(format_args!(
                        "award-{}",
                        d.awards.get(k).map_or("", |a| a.key.as_str())
                    )),
                )
                .num("points", s.award_value(seat, k))
        })
        .collect();
    let hand: Vec<Text> = p.hand.iter().map(|&c| eng_text(c)).collect();
    let [s3, s2, s1, sx] = [0, 1, 2, 3].map(|i| sectors[i].clone());
    Text::new("view-sheet")
        .seat("player", seat)
        .num("points", s.score(seat))
        .msg("hand", list_text(&hand))
        .msg("s3", s3)
        .msg("s2", s2)
        .msg("s1", s1)
        .msg("sx", sx)
        .num("hot", p.hot)
        .num("cold", p.cold)
        .msg(
            "storage",
            list_text(&[
                Text::new("view-count-chrome").num("count", p.chrome),
                Text::new("view-count-green").num("count", p.green),
                Text::new("view-count-specials").num("count", p.specials),
            ]),
        )
        .msg("room", list_text(&room))
        .msg("awards", list_text(&awards))
}

fn engineer_token(card: u32, size: f32) -> Node {
    let d = data();
    let e = d.engineers.get(card as usize);
    Node::from(Token {
        shape: TokenShape::Square,
        color: e.map_or(Color::named("grey"), |e| colour_of(e.colour)),
        label: Some(e.map_or(String::new(), |e| level_str(e.level))),
        count: None,
        size: Some(size),
    })
    .tooltip(engineer_tip(card))
}

fn gear_token(medium: bool, count: u32, size: f32) -> Node {
    Node::from(Token {
        shape: TokenShape::Hexagon,
        color: Color::named(if medium { "copper" } else { "brown" }),
        label: None,
        count: Some(count),
        size: Some(size),
    })
    .tooltip(Text::new(if medium { "tip-medium" } else { "tip-small" }).num("count", count))
}

fn resource_token(shape: TokenShape, colour: &str, value: u32, tip: Text) -> Node {
    Node::from(Token {
        shape,
        color: Color::named(colour),
        label: Some(value.to_string()),
        count: None,
        size: Some(20.0),
    })
    .tooltip(tip)
}

/// An opponent's compact workshop: name and score, storage and boiler as numbered pieces, the
/// four sectors from 3 to X with their engineers, gears and machines as small pieces, the hand
/// and the machine room. The whole area is described on hover.
fn opponent(c: &mut Canvas, ctx: &Ctx, seat: Seat, x0: f32, y0: f32, h: f32) {
    let s = ctx.state;
    let Some(p) = s.player(seat) else {
        return;
    };
    let w = W - x0 - 4.0;
    let acting = s.questions.for_seat(seat).is_some();
    let mut shapes = vec![
        rect(0.0, 0.0, w, h, 9.0, PANEL, None),
        Shape::Rect {
            x: 0.0,
            y: 0.0,
            w,
            h,
            radius: 9.0,
            fill: None,
            stroke: Some(Stroke {
                width: if acting { 3.5 } else { 2.0 },
                color: Color::seat(seat),
            }),
        },
    ];
    // The four sectors in rusting order, X last.
    let cell_w = (w - 12.0) / 4.0;
    for age in 0..4u8 {
        let x = 6.0 + cell_w * age as f32;
        shapes.push(rect(
            x,
            26.0,
            cell_w - 4.0,
            40.0,
            5.0,
            SECTOR_FILLS[age as usize],
            None,
        ));
        shapes.push(text_at(
            x + 4.0,
            28.0,
            Text::new(["wheel-3", "wheel-2", "wheel-1", "wheel-x"][age as usize]),
            10.0,
            INK,
            Anchor::TopLeft,
        ));
    }
    c.put(
        x0,
        y0,
        Node::from(Shapes {
            width: w,
            height: h,
            shapes,
        })
        .key(format!("mat-{seat}"))
        .tooltip(sheet_text(s, seat, p)),
    );
    let title = Text::new("view-opp-title")
        .seat("player", seat)
        .msg("points", points_text(s.score(seat)));
    c.put(
        x0 + 8.0,
        y0 + 3.0,
        Node::styled(with_final(s, p, title), TextStyle::Strong),
    );
    if s.active == seat && s.step != Step::GameOver {
        c.put(x0 + w - 30.0, y0 + 1.0, wrench(24.0).tooltip("tip-wrench"));
    }
    // Storage and boiler on the title line, at the right.
    let res = vec![
        resource_token(
            TokenShape::Disc,
            "silver",
            p.chrome,
            Text::new("view-count-chrome").num("count", p.chrome),
        ),
        resource_token(
            TokenShape::Disc,
            "green",
            p.green,
            Text::new("view-count-green").num("count", p.green),
        ),
        resource_token(
            TokenShape::Star,
            "gold",
            p.specials,
            Text::new("view-count-specials").num("count", p.specials),
        ),
        resource_token(
            TokenShape::Disc,
            "red",
            p.hot,
            Text::new("tip-hot").num("count", p.hot),
        ),
        resource_token(
            TokenShape::Disc,
            "blue",
            p.cold,
            Text::new("tip-cold").num("count", p.cold),
        ),
    ];
    c.area(
        x0 + w - 160.0,
        y0 + 2.0,
        120.0,
        22.0,
        format!("storage-{seat}"),
        None,
    );
    c.line(x0 + w - 160.0, y0 + 2.0, 24.0, res);
    for age in 0..4u8 {
        let mut items = Vec::new();
        let [small, medium] = p.gears[age as usize];
        if medium > 0 {
            items.push(gear_token(true, medium, 14.0));
        }
        if small > 0 {
            items.push(gear_token(false, small, 12.0));
        }
        for e in p.engineers.iter().filter(|e| e.age == age) {
            items.push(engineer_token(e.card, 14.0));
        }
        for m in p.one_time.iter().filter(|m| m.age == age) {
            items.push(
                Node::from(Token {
                    shape: TokenShape::Diamond,
                    color: Color::named(if m.repaired { "green" } else { "brown" }),
                    label: None,
                    count: None,
                    size: Some(14.0),
                })
                .tooltip(machine_tip(MRef::OneTime(m.card), m.repaired)),
            );
        }
        for m in p.turn.iter().filter(|m| m.age == age) {
            items.push(
                Node::from(Token {
                    shape: TokenShape::Disc,
                    color: Color::named("copper"),
                    label: None,
                    count: None,
                    size: Some(14.0),
                })
                .tooltip(machine_tip(MRef::Turn(m.card), true)),
            );
        }
        let x = x0 + 6.0 + cell_w * age as f32;
        c.put(
            x,
            y0 + 26.0,
            Node::from(Shapes {
                width: cell_w - 4.0,
                height: 40.0,
                shapes: Vec::new(),
            })
            .key(format!("sector-{seat}-{age}"))
            .tooltip(
                Text::new("view-sector-tip")
                    .str("name", ["3", "2", "1", "X"][age as usize])
                    .num("turns", u32::from(AGE_X - age)),
            ),
        );
        // The pieces in up to two lines; they overlap a little when there are many.
        let per_line = (((cell_w - 16.0) / 18.0).floor() as usize).max(1);
        let lines = items.len().div_ceil(per_line).max(1);
        let per_line = items.len().div_ceil(lines).max(1);
        let step = ((cell_w - 16.0 - 18.0) / (per_line.max(2) - 1) as f32).min(18.0);
        let line_h = if lines > 1 { 19.0 } else { 0.0 };
        for (i, item) in items.into_iter().enumerate() {
            let (row, col) = (i / per_line, i % per_line);
            c.put(
                x + 11.0 + col as f32 * step,
                y0 + 28.0 + if lines == 1 { 9.0 } else { row as f32 * line_h },
                item,
            );
        }
    }
    // The hand, then the machine room.
    let mut line: Vec<Node> = p
        .hand
        .iter()
        .map(|&card| engineer_token(card, 16.0))
        .collect();
    if line.is_empty() {
        line.push(Node::styled("hand-empty", TextStyle::Small));
    }
    c.area(
        x0 + 8.0,
        y0 + h - 30.0,
        w - 150.0,
        24.0,
        format!("hand-{seat}"),
        Some(Text::new("hand-title").num("count", p.hand.len() as u32)),
    );
    let step = ((w - 170.0) / line.len().max(1) as f32).min(20.0);
    c.line(x0 + 8.0, y0 + h - 28.0, step, line);
    let d = data();
    let mut room = Vec::new();
    if let Some(card) = p.waiting {
        room.push(
            Node::from(Token {
                shape: TokenShape::Square,
                color: Color::named("purple"),
                label: Some("W".to_owned()),
                count: None,
                size: Some(18.0),
            })
            .tooltip(
                Text::new("view-sheet-waiting")
                    .msg("machine", machine_tip(MRef::Chrome(card), false)),
            )
            .key(format!("waiting-{seat}")),
        );
    }
    for (i, fields) in p.drives.iter().enumerate() {
        let points: u32 = fields
            .iter()
            .filter(|m| m.repaired)
            .filter_map(|m| d.chrome.get(m.card as usize))
            .map(|c| c.points)
            .sum();
        let tip = match fields.last() {
            Some(m) => machine_tip(MRef::Chrome(m.card), m.repaired),
            None => machine_tip(MRef::Prototype(i as u8), true),
        };
        room.push(
            Node::from(Token {
                shape: TokenShape::Square,
                color: Color::named(if fields.last().is_some_and(|m| m.repaired) {
                    "silver"
                } else if fields.is_empty() {
                    "brown"
                } else {
                    "grey"
                }),
                label: Some(points.to_string()),
                count: (fields.len() > 1).then_some(fields.len() as u32),
                size: Some(18.0),
            })
            .tooltip(
                Text::new("view-drive-tip")
                    .msg(
                        "drive",
                        Text::formatted(format_args!("drive-{}", Drive::ALL[i].key())),
                    )
                    .num("count", fields.len() as u32)
                    .msg("points", points_text(points))
                    .msg("top", tip),
            )
            .key(format!("drive-{seat}-{i}")),
        );
    }
    for &k in &p.awards {
        room.push(
            Node::from(Token {
                shape: TokenShape::Hexagon,
                color: Color::named("gold"),
                label: Some(s.award_value(seat, k).to_string()),
                count: None,
                size: Some(18.0),
            })
            .tooltip(Text::new("view-tip-and").msg("first", award_tip(k)).msg(
                "rest",
                Text::new("tip-award-value").num("points", s.award_value(seat, k)),
            )),
        );
    }
    let step = 23.0;
    let rx = x0 + w - 8.0 - step * room.len() as f32;
    c.area(
        rx,
        y0 + h - 30.0,
        step * room.len() as f32,
        24.0,
        format!("room-{seat}"),
        Some(Text::new("mat-machine-room")),
    );
    c.line(rx, y0 + h - 30.0, step, room);
}

// ---------------------------------------------------------------------------------------------
// The viewer's own area

/// Tints of the sectors by age (3, 2, 1, X): the closer to X, the rustier.
const SECTOR_FILLS: [&str; 4] = ["#e8e2d2", "#e6d6bb", "#e3c6a0", "#d8a787"];

/// Screen position (0 bottom, 1 right, 2 top, 3 left) of a sector age.
fn position(p: &Player, age: u8) -> u8 {
    (age + 4 - p.bottom_age()) % 4
}

/// The workshop's frame in board units.
const WS_X: f32 = 10.0;
const WS_Y: f32 = OWN_Y + 26.0;
const WS_W: f32 = 560.0;
const WS_H: f32 = H - WS_Y - 6.0;
/// The side bands' width and the top and bottom bands' height.
const BAND_W: f32 = 196.0;
const BAND_H: f32 = 112.0;

/// A sector's band on the workshop (x, y, w, h), relative to the workshop.
fn band(pos: u8) -> (f32, f32, f32, f32) {
    match pos {
        0 => (0.0, WS_H - BAND_H, WS_W, BAND_H),
        1 => (WS_W - BAND_W, BAND_H, BAND_W, WS_H - 2.0 * BAND_H),
        2 => (0.0, 0.0, WS_W, BAND_H),
        _ => (0.0, BAND_H, BAND_W, WS_H - 2.0 * BAND_H),
    }
}

/// The rust wheel, drawn in its current orientation: four quarters 3, 2, 1 and X (the rusty
/// one), a toothed rim and the hub; an arrow shows the way it turns.
fn wheel(p: &Player, seat: Seat, size: f32) -> Node {
    let (cx, cy) = (size / 2.0, size / 2.0);
    let r = size / 2.0 - 10.0;
    let mut shapes = Vec::new();
    // The toothed rim.
    let teeth = 24;
    let mut rim = Vec::new();
    for k in 0..teeth * 4 {
        let a = (k as f32 / (teeth * 4) as f32) * std::f32::consts::TAU;
        let rr = if (k / 2) % 2 == 0 { r + 8.0 } else { r + 2.0 };
        rim.push([cx + rr * a.cos(), cy + rr * a.sin()]);
    }
    shapes.push(Shape::Polygon {
        points: rim,
        fill: Some(Color::hex("#6e5a44")),
        stroke: Some(Stroke {
            width: 1.0,
            color: Color::hex("#3a2e22"),
        }),
    });
    let labels = ["wheel-3", "wheel-2", "wheel-1", "wheel-x"];
    let fills = ["#c9a46a", "#b88b52", "#a8723f", "#7a3b1e"];
    for age in 0..4u8 {
        let centre = match position(p, age) {
            0 => 90.0f32,
            1 => 0.0,
            2 => 270.0,
            _ => 180.0,
        };
        let mut points = vec![[cx, cy]];
        for k in 0..=12 {
            let a = (centre - 45.0 + 7.5 * k as f32).to_radians();
            points.push([cx + r * a.cos(), cy + r * a.sin()]);
        }
        shapes.push(Shape::Polygon {
            points,
            fill: Some(Color::hex(fills[age as usize])),
            stroke: Some(Stroke {
                width: 2.0,
                color: Color::hex("#3a2e22"),
            }),
        });
        let a = centre.to_radians();
        shapes.push(text_at(
            cx + 0.62 * r * a.cos(),
            cy + 0.62 * r * a.sin(),
            Text::new(labels[age as usize]),
            22.0,
            "#fff8ec",
            Anchor::Center,
        ));
    }
    // The turning direction (clockwise), as an arc with an arrow head in the rim.
    let mut arc = Vec::new();
    for k in 0..=10 {
        let a = (-60.0f32 + 6.0 * k as f32).to_radians();
        arc.push([cx + (r - 6.0) * a.cos(), cy + (r - 6.0) * a.sin()]);
    }
    let end = (0.0f32).to_radians();
    let tip = [cx + (r - 6.0) * end.cos(), cy + (r - 6.0) * end.sin()];
    shapes.push(Shape::Line {
        points: arc,
        stroke: Stroke {
            width: 2.0,
            color: Color::hex("#fff8ec"),
        },
    });
    shapes.push(Shape::Polygon {
        points: vec![
            [tip[0] - 6.0, tip[1] - 6.0],
            [tip[0] + 6.0, tip[1] - 6.0],
            [tip[0], tip[1] + 4.0],
        ],
        fill: Some(Color::hex("#fff8ec")),
        stroke: None,
    });
    shapes.push(Shape::Circle {
        x: cx,
        y: cy,
        r: 12.0,
        fill: Some(Color::named("silver")),
        stroke: Some(Stroke {
            width: 1.5,
            color: Color::hex("#3a2e22"),
        }),
    });
    Node::from(Shapes {
        width: size,
        height: size,
        shapes,
    })
    .key(format!("wheel-{seat}"))
    .tooltip(Text::new("tip-wheel").num("turns", p.rotation))
}

/// Positions for `n` cards in a band of `w` × `h` starting at (x, y): one row, or two rows
/// overlapping so that the lower row hides only the lower part of the upper one; cards
/// overlap sideways when there are too many.
fn card_slots(n: usize, x: f32, y: f32, w: f32, h: f32) -> Vec<(f32, f32)> {
    if n == 0 {
        return Vec::new();
    }
    let rows = if n as f32 * (CW + 4.0) <= w || h < CH + 40.0 {
        1
    } else {
        2
    };
    let per_row = n.div_ceil(rows);
    let step_x = if per_row <= 1 {
        0.0
    } else {
        ((w - CW) / (per_row - 1) as f32).min(CW + 4.0)
    };
    let step_y = if rows == 2 { (h - CH).min(CH) } else { 0.0 };
    (0..n)
        .map(|i| {
            let (r, k) = (i / per_row, i % per_row);
            (x + k as f32 * step_x, y + r as f32 * step_y)
        })
        .collect()
}

fn sector(c: &mut Canvas, ctx: &Ctx, p: &Player, seat: Seat, age: u8) {
    let pos = position(p, age);
    let (bx, by, bw, bh) = band(pos);
    let (x0, y0) = (WS_X + bx, WS_Y + by);
    // The band itself, named, with what happens to it next.
    let name = ["3", "2", "1", "X"][age as usize];
    let tip = Text::new("view-sector-tip")
        .str("name", name)
        .num("turns", u32::from(AGE_X - age));
    let mut shapes = vec![rect(
        2.0,
        2.0,
        bw - 4.0,
        bh - 4.0,
        8.0,
        SECTOR_FILLS[age as usize],
        None,
    )];
    let title_at = match pos {
        // Bottom and top bands: the name in the corner away from the wheel's sides.
        0 | 2 => (bw - 8.0, 6.0, Anchor::TopRight),
        _ => (8.0, bh - 6.0, Anchor::BottomLeft),
    };
    shapes.push(text_at(
        title_at.0,
        title_at.1,
        Text::new("view-sector").str("name", name),
        12.0,
        if age == AGE_X { "#7a2a12" } else { INK },
        title_at.2,
    ));
    let band_node = Node::from(Shapes {
        width: bw,
        height: bh,
        shapes,
    })
    .key(format!("sector-{seat}-{age}"))
    .tooltip(tip);
    // Moving one-time machines to this sector (redistribution) is picked on the band.
    let moves: Vec<Action> = ctx
        .offered
        .options()
        .filter(
            |a| matches!(a, Action::Answer(Answer::Move { to, .. }) if *to == Sector::of_age(age)),
        )
        .cloned()
        .collect();
    let band_node = if moves.len() == 1 {
        ctx.offered.target_first(band_node, moves)
    } else {
        band_node
    };
    c.put(x0, y0, band_node);

    // Gears: a little column (or row) of two hexagons with their counts.
    // Gears picked to pay for a repair being composed lie apart, marked as chosen; the others
    // are picked with a click when the repair asks for gears.
    let mut gears = Vec::new();
    for size in [Size::Medium, Size::Small] {
        let count = p.gears[age as usize][size.index()];
        let picked = ctx.picked[age as usize][size.index()].min(count);
        let (medium, big) = (
            size == Size::Medium,
            if size == Size::Medium { 24.0 } else { 20.0 },
        );
        if count > picked {
            gears.push(ctx.offered.target(
                gear_token(medium, count - picked, big),
                &Action::Answer(Answer::Pay {
                    size,
                    from: Sector::of_age(age),
                }),
            ));
        }
        if picked > 0 {
            gears.push(gear_token(medium, picked, big).emphasis(Emphasis::Selected));
        }
    }
    let side = pos == 1 || pos == 3;
    let (cards_x, cards_y, cards_w, cards_h) = if side {
        // Side bands: gears on a line at the top, cards below.
        if !gears.is_empty() {
            c.line(x0 + 6.0, y0 + 4.0, 30.0, gears);
        }
        (x0 + 6.0, y0 + 34.0, bw - 12.0, bh - 56.0)
    } else {
        if !gears.is_empty() {
            c.put(x0 + 4.0, y0 + 8.0, Node::column(gears).gap(2.0));
        }
        // Leave room for the sector's name in the top right corner.
        (x0 + 34.0, y0 + 6.0, bw - 40.0 - 62.0, bh - 10.0)
    };
    // Engineers (fanned, like the cards laid at the sector), then one-time and turn machines.
    let mut cards: Vec<Node> = Vec::new();
    for e in p.engineers.iter().filter(|e| e.age == age) {
        let tip = if e.fresh {
            Text::new("view-tip-and")
                .msg("first", engineer_tip(e.card))
                .msg("rest", Text::new("tip-fresh"))
        } else {
            engineer_tip(e.card)
        };
        let node = Node::from(engineer_card(e.card, CardSize::Small))
            .tooltip(tip)
            .key(format!("eng-{seat}-{}", e.card));
        let node = if e.fresh {
            node.emphasis(Emphasis::Warning)
        } else {
            node
        };
        cards.push(ctx.offered.target_first(
            node,
            [
                Action::Accelerate {
                    item: Item::Engineer(e.card),
                },
                Action::Answer(Answer::Return { card: e.card }),
            ],
        ));
    }
    for m in p.one_time.iter().filter(|m| m.age == age) {
        let mr = MRef::OneTime(m.card);
        let mut card = one_time_card(m.card, m.repaired, CardSize::Small);
        if m.used {
            card.disabled = Some(Text::new("view-used"));
        }
        let node = ctx.mark(
            Node::from(card)
                .tooltip(machine_tip(mr, m.repaired))
                .key(format!("one-time-{seat}-{}", m.card)),
            mr,
        );
        let mut actions = ctx.repairs(mr);
        actions.extend([
            Action::Activate { machine: mr },
            Action::Answer(Answer::FreeRepair { machine: mr }),
            Action::Accelerate {
                item: Item::OneTime(m.card),
            },
        ]);
        cards.push(ctx.offered.target_first(node, actions));
    }
    for m in p.turn.iter().filter(|m| m.age == age) {
        let mr = MRef::Turn(m.card);
        let node = Node::from(turn_card(m.card, CardSize::Small))
            .tooltip(machine_tip(mr, true))
            .key(format!("turn-{seat}-{}", m.card));
        cards.push(ctx.offered.target_first(
            node,
            [
                Action::Activate { machine: mr },
                Action::Answer(Answer::Reactivate { card: m.card }),
                Action::Accelerate {
                    item: Item::Turn(m.card),
                },
            ],
        ));
    }
    let slots = card_slots(cards.len(), cards_x, cards_y, cards_w, cards_h);
    for (node, (x, y)) in cards.into_iter().zip(slots) {
        c.put(x, y, node);
    }
}

fn boiler(p: &Player, seat: Seat) -> Node {
    let (w, h) = (150.0f32, 84.0f32);
    let mut shapes = vec![
        rect(0.0, 0.0, w, h, 14.0, "#8c8f96", Some("#4a4d54")),
        rect(6.0, 18.0, w - 12.0, (h - 24.0) / 2.0, 6.0, "#f2c2b0", None),
        rect(
            6.0,
            18.0 + (h - 24.0) / 2.0,
            w - 12.0,
            (h - 24.0) / 2.0,
            6.0,
            "#c4d8ef",
            None,
        ),
        text_at(w / 2.0, 3.0, "mat-boiler", 11.0, "#ffffff", Anchor::Top),
        text_at(10.0, 20.0, "boiler-hot", 9.0, "#7a2a12", Anchor::TopLeft),
        text_at(
            10.0,
            20.0 + (h - 24.0) / 2.0,
            "boiler-cold",
            9.0,
            "#1d3f6e",
            Anchor::TopLeft,
        ),
    ];
    // The water markers, lined up in their halves.
    for (half, n, colour) in [(0.0, p.hot, "#d64545"), (1.0, p.cold, "#3b7dd8")] {
        let y = 18.0 + half * (h - 24.0) / 2.0 + (h - 24.0) / 4.0 + 4.0;
        let per = n.min(10);
        for k in 0..per {
            shapes.push(Shape::Circle {
                x: 52.0 + k as f32 * 9.0,
                y,
                r: 5.5,
                fill: Some(Color::hex(colour)),
                stroke: Some(Stroke {
                    width: 1.0,
                    color: Color::hex("#222222"),
                }),
            });
        }
        if n > per {
            shapes.push(text_at(
                w - 10.0,
                y,
                Text::new("view-n").num("n", n),
                10.0,
                INK,
                Anchor::Right,
            ));
        }
    }
    Node::from(Shapes {
        width: w,
        height: h,
        shapes,
    })
    .key(format!("boiler-{seat}"))
    .tooltip(
        Text::new("view-tip-and")
            .msg("first", Text::new("tip-hot").num("count", p.hot))
            .msg("rest", Text::new("tip-cold").num("count", p.cold)),
    )
}

fn storage(c: &mut Canvas, p: &Player, seat: Seat, x: f32, y: f32) {
    let counter = |icon: &str, value: u32, tip: Text, colour: &str| -> Node {
        Node::from(Counter {
            icon: icon.to_owned(),
            value: i64::from(value),
            max: None,
            label: None,
            color: Some(Color::named(colour)),
        })
        .tooltip(tip)
    };
    c.area(
        x,
        y,
        186.0,
        30.0,
        format!("storage-{seat}"),
        Some(Text::new("mat-storage")),
    );
    c.line(
        x,
        y,
        62.0,
        vec![
            counter(
                "chrome",
                p.chrome,
                Text::new("view-count-chrome").num("count", p.chrome),
                "silver",
            ),
            counter(
                "point",
                p.green,
                Text::new("view-count-green").num("count", p.green),
                "green",
            ),
            counter(
                "star",
                p.specials,
                Text::new("view-count-specials").num("count", p.specials),
                "gold",
            ),
        ],
    );
}

/// The distance between the waiting slot and the drive fields.
const ROOM_STEP: f32 = 96.0;

fn machine_room(c: &mut Canvas, ctx: &Ctx, p: &Player, seat: Seat, x0: f32, y0: f32) {
    let d = data();
    let w = 4.0 * ROOM_STEP + 6.0;
    c.put(
        x0,
        y0,
        panel(
            w,
            166.0,
            "#dcdde0",
            "#8a8d91",
            Some(Text::new("mat-machine-room")),
        )
        .key(format!("room-{seat}"))
        .help("wheel"),
    );
    let waiting = match p.waiting {
        Some(card) => {
            let node = ctx.mark(
                Node::from(chrome_card(card, false, 0, CardSize::Small))
                    .tooltip(machine_tip(MRef::Chrome(card), false)),
                MRef::Chrome(card),
            );
            let mut actions = ctx.repairs(MRef::Chrome(card));
            actions.push(Action::ClearWaiting);
            ctx.offered.target_first(node, actions)
        }
        None => empty_slot().tooltip("waiting-empty"),
    };
    c.put(
        x0 + 10.0,
        y0 + 22.0,
        Node::column(vec![
            waiting,
            Node::styled("waiting-slot", TextStyle::Small),
        ])
        .gap(4.0)
        .key(format!("waiting-{seat}")),
    );
    for (i, drive) in Drive::ALL.iter().enumerate() {
        let fields = &p.drives[i];
        let top = match fields.last() {
            Some(m) => {
                let mr = MRef::Chrome(m.card);
                let node = ctx.mark(
                    Node::from(chrome_card(m.card, m.repaired, 0, CardSize::Small))
                        .tooltip(machine_tip(mr, m.repaired)),
                    mr,
                );
                let mut actions = ctx.repairs(mr);
                actions.push(Action::Activate { machine: mr });
                actions.push(Action::Answer(Answer::FreeRepair { machine: mr }));
                ctx.offered.target_first(node, actions)
            }
            None => {
                let ops = d
                    .prototypes
                    .get(i)
                    .map(|p| p.ops.clone())
                    .unwrap_or_default();
                let node = Node::from(Card {
                    face_up: true,
                    title: Some(machine_text(MRef::Prototype(i as u8))),
                    body: Some(ops_text(&ops)),
                    color: Some(Color::named("brown")),
                    size: CardSize::Small,
                    ..Default::default()
                })
                .tooltip(
                    Text::new("view-tip-and")
                        .msg("first", machine_tip(MRef::Prototype(i as u8), true))
                        .msg("rest", Text::new("tip-prototype")),
                );
                ctx.offered.target(
                    node,
                    &Action::Activate {
                        machine: MRef::Prototype(i as u8),
                    },
                )
            }
        };
        let points: u32 = fields
            .iter()
            .filter(|m| m.repaired)
            .filter_map(|m| d.chrome.get(m.card as usize))
            .map(|c| c.points)
            .sum();
        let pile = Node::from(Stack {
            count: fields.len() as u32,
            face_down: false,
            top: Some(Box::new(top)),
            label: None,
            color: None,
        });
        c.put(
            x0 + 10.0 + ROOM_STEP * (i + 1) as f32,
            y0 + 22.0,
            Node::column(vec![
                pile,
                Node::styled(
                    Text::formatted(format_args!("drive-{}", drive.key())),
                    TextStyle::Small,
                ),
                Node::styled(points_text(points), TextStyle::Small),
            ])
            .gap(2.0)
            .key(format!("drive-{seat}-{i}"))
            .tooltip(
                Text::new("view-drive-tip")
                    .msg(
                        "drive",
                        Text::formatted(format_args!("drive-{}", drive.key())),
                    )
                    .num("count", fields.len() as u32)
                    .msg("points", points_text(points))
                    .msg(
                        "top",
                        match fields.last() {
                            Some(m) => machine_tip(MRef::Chrome(m.card), m.repaired),
                            None => machine_tip(MRef::Prototype(i as u8), true),
                        },
                    ),
            ),
        );
    }
}

fn hand(c: &mut Canvas, ctx: &Ctx, p: &Player, seat: Seat, x0: f32, y0: f32, w: f32) {
    c.put(
        x0,
        y0,
        Node::styled(
            Text::new("hand-title").num("count", p.hand.len() as u32),
            TextStyle::Small,
        )
        .key(format!("hand-{seat}")),
    );
    if p.hand.is_empty() {
        c.put(x0, y0 + 20.0, Node::styled("hand-empty", TextStyle::Small));
        return;
    }
    let slots = card_slots(p.hand.len(), x0, y0 + 20.0, w, CH);
    for (&card, (x, y)) in p.hand.iter().zip(slots) {
        let node = Node::from(engineer_card(card, CardSize::Small))
            .tooltip(engineer_tip(card))
            .key(format!("hand-{seat}-{card}"));
        // Playing or copying with the card (however its steam is chosen later).
        let mut actions: Vec<Action> = ctx
            .offered
            .options()
            .filter(|a| {
                matches!(a, Action::Play { card: c, .. } | Action::Copy { card: c, .. } if *c == card)
            })
            .cloned()
            .collect();
        actions.extend([
            Action::Answer(Answer::Play { card }),
            Action::Answer(Answer::GiveUp { card }),
        ]);
        c.put(x, y, ctx.offered.target_first(node, actions));
    }
}

/// The wrench that marks the active player, drawn as a spanner lying diagonally: an open jaw
/// at the top right, a straight handle, and a ring with a hexagonal socket at the bottom left.
pub fn wrench(size: f32) -> Node {
    let k = size / 40.0;
    // Drawn along the x axis (the ring's centre at 0, the jaw's mouth at LENGTH), centred on
    // the canvas and turned 45 degrees so that the jaw points to the top right.
    const LENGTH: f32 = 40.0;
    const HANDLE: f32 = 2.4; // half the handle's width
    const HEAD: f32 = 7.0; // radius of the jaw's head
    const MOUTH: f32 = 3.3; // half the jaw's opening
    const RING: f32 = 5.6; // radius of the ring
    let head = LENGTH - HEAD;
    let (sin, cos) = (-std::f32::consts::FRAC_PI_4).sin_cos();
    let at = |x: f32, y: f32| -> [f32; 2] {
        let x = x - LENGTH / 2.0 + RING / 2.0;
        [
            (20.0 + x * cos - y * sin) * k,
            (20.0 + x * sin + y * cos) * k,
        ]
    };
    let arc = |from: f32, to: f32, points: &mut Vec<[f32; 2]>| {
        for i in 0..=10 {
            let a = from + (to - from) * i as f32 / 10.0;
            points.push(at(head + HEAD * a.cos(), HEAD * a.sin()));
        }
    };
    let neck = (HANDLE / HEAD).asin();
    let lip = (MOUTH / HEAD).asin();
    let mouth_x = head + HEAD * lip.cos();
    let mut body = vec![at(RING - 1.0, -HANDLE)];
    arc(neck - std::f32::consts::PI, -lip, &mut body);
    body.extend([
        at(mouth_x, -MOUTH),
        at(head - 1.5, -MOUTH),
        at(head - 1.5, MOUTH),
        at(mouth_x, MOUTH),
    ]);
    arc(lip, std::f32::consts::PI - neck, &mut body);
    body.push(at(RING - 1.0, HANDLE));
    let outline = Some(Stroke {
        width: 1.2,
        color: Color::hex("#4a4f57"),
    });
    let [rx, ry] = at(0.0, 0.0);
    let socket = (0..6)
        .map(|i| {
            let a = std::f32::consts::FRAC_PI_3 * i as f32;
            [rx + 0.5 * RING * k * a.cos(), ry + 0.5 * RING * k * a.sin()]
        })
        .collect();
    Node::from(Shapes {
        width: size,
        height: size,
        shapes: vec![
            Shape::Polygon {
                points: body,
                fill: Some(Color::named("silver")),
                stroke: outline.clone(),
            },
            Shape::Circle {
                x: rx,
                y: ry,
                r: RING * k,
                fill: Some(Color::named("silver")),
                stroke: outline,
            },
            Shape::Polygon {
                points: socket,
                fill: Some(Color::hex("#3a3d42")),
                stroke: None,
            },
        ],
    })
}

fn own_area(c: &mut Canvas, ctx: &Ctx, seat: Seat, is_viewer: bool) {
    let s = ctx.state;
    let Some(p) = s.player(seat) else {
        return;
    };
    // Every action concerns the acting seat's own area.
    let nothing = Offered::nothing();
    let own = Ctx {
        state: s,
        offered: if s.questions.for_seat(seat).is_some() {
            ctx.offered
        } else {
            &nothing
        },
        picked: ctx.picked,
        selected: ctx.selected,
    };
    let ctx = &own;
    let acting = s.questions.for_seat(seat).is_some();
    c.put(
        4.0,
        OWN_Y,
        Node::from(Shapes {
            width: W - 8.0,
            height: H - OWN_Y - 2.0,
            shapes: vec![
                rect(0.0, 0.0, W - 8.0, H - OWN_Y - 2.0, 10.0, PANEL, None),
                Shape::Rect {
                    x: 0.0,
                    y: 0.0,
                    w: W - 8.0,
                    h: H - OWN_Y - 2.0,
                    radius: 10.0,
                    fill: None,
                    stroke: Some(Stroke {
                        width: if acting { 4.0 } else { 2.0 },
                        color: Color::seat(seat),
                    }),
                },
            ],
        })
        .key(format!("mat-{seat}"))
        .help("goal"),
    );
    let mut x = 14.0;
    if s.active == seat && s.step != Step::GameOver {
        c.put(
            x,
            OWN_Y + 1.0,
            wrench(22.0).tooltip("tip-wrench").key("wrench"),
        );
        x += 26.0;
    }
    let title = Text::new(if is_viewer {
        "view-own-title"
    } else {
        "view-opp-title"
    })
    .seat("player", seat)
    .msg("points", points_text(s.score(seat)));
    c.put(
        x,
        OWN_Y + 4.0,
        Node::styled(with_final(s, p, title), TextStyle::Strong),
    );

    // The workshop: the floor, the four sectors around the wheel, the wheel.
    c.put(
        WS_X,
        WS_Y,
        Node::from(Shapes {
            width: WS_W,
            height: WS_H,
            shapes: vec![rect(0.0, 0.0, WS_W, WS_H, 10.0, "#cbbfa9", Some("#8c7a5e"))],
        })
        .key(format!("workshop-{seat}")),
    );
    for age in 0..4u8 {
        sector(c, ctx, p, seat, age);
    }
    let size = (WS_H - 2.0 * BAND_H).min(WS_W - 2.0 * BAND_W) + 4.0;
    let wheel_node = ctx.offered.target_first(
        wheel(p, seat, size),
        [
            Action::TurnWheel,
            Action::EndTurnMachine { which: 0 },
            Action::EndTurnMachine { which: 1 },
        ],
    );
    c.put(
        WS_X + (WS_W - size) / 2.0,
        WS_Y + (WS_H - size) / 2.0,
        wheel_node,
    );

    // Storage and boiler, the machine room, the hand.
    let rx = WS_X + WS_W + 12.0;
    storage(c, p, seat, rx, OWN_Y + 34.0);
    if !p.awards.is_empty() {
        let awards: Vec<Node> = p
            .awards
            .iter()
            .map(|&k| {
                Node::from(Token {
                    shape: TokenShape::Hexagon,
                    color: Color::named("gold"),
                    label: Some(s.award_value(seat, k).to_string()),
                    count: None,
                    size: Some(26.0),
                })
                .tooltip(
                    Text::new("view-tip-and").msg("first", award_tip(k)).msg(
                        "rest",
                        Text::new("tip-award-value").num("points", s.award_value(seat, k)),
                    ),
                )
            })
            .collect();
        c.area(
            rx + 196.0,
            OWN_Y + 34.0,
            32.0 * awards.len() as f32,
            30.0,
            format!("awards-{seat}"),
            None,
        );
        c.line(rx + 196.0, OWN_Y + 34.0, 32.0, awards);
    }
    c.put(W - 164.0, OWN_Y + 8.0, boiler(p, seat));
    let room_y = OWN_Y + 98.0;
    machine_room(c, ctx, p, seat, rx, room_y);
    // The engineer being copied, beside the machine room.
    if let Some(w) = s.copy_window() {
        let who = match w.leader {
            Some(l) => Text::new("played-by").seat("player", l),
            None => Text::new("played-by-automa"),
        };
        c.put(
            rx + 4.0 * ROOM_STEP + 16.0,
            room_y,
            Node::column(vec![
                Node::styled(who, TextStyle::Small),
                Node::from(engineer_card(w.card, CardSize::Small))
                    .tooltip(engineer_tip(w.card))
                    .emphasis(Emphasis::Resolving),
            ])
            .gap(4.0)
            .key("played-card"),
        );
    }
    let hand_y = room_y + 176.0;
    hand(c, ctx, p, seat, rx, hand_y, W - rx - 14.0);
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_plugin_api::testing;
    use parlour_plugin_api::{Game, SetupRequest};
    use std::collections::BTreeSet;

    /// The seat's view while it composes a move, as the host draws it.
    fn preview(g: &Corrosion, seat: Seat, partial: &[Action]) -> Node {
        let step = g.choices(seat, partial);
        let offered = Offered::new(seat, partial, &step.options, step.complete.is_some());
        build(g, Viewer::Seat(seat), &offered)
    }

    fn game(players: u32, seed: u64) -> Corrosion {
        Corrosion::setup(&SetupRequest {
            players,
            seed,
            options: Default::default(),
        })
        .expect("setup")
    }

    /// Every clickable element picks one of the viewer's current choices, keys are unique,
    /// and every seat's four sectors, wheel, boiler, storage and machine room are drawn.
    #[test]
    fn the_table_clicks_only_current_choices_and_names_every_sector() {
        for players in [1u32, 2, 4] {
            let mut g = game(players, 5);
            let mut rng = parlour_plugin_api::GameRng::from_seed(9);
            for _ in 0..160 {
                if g.step == Step::GameOver {
                    break;
                }
                let seat = g.acting_seats()[0];
                for viewer in (0..players).map(Viewer::Seat).chain([Viewer::Spectator]) {
                    let view = testing::view(&g, viewer);
                    let legal: BTreeSet<u64> = match viewer.seat() {
                        Some(s) if s == seat => g
                            .choices(s, &[])
                            .options
                            .iter()
                            .map(|o| &o.action)
                            .map(parlour_plugin_api::id::id_of)
                            .collect(),
                        _ => BTreeSet::new(),
                    };
                    for id in view.choices() {
                        assert!(legal.contains(&id), "clickable but not a choice: {id}");
                    }
                    let keys = view.keys();
                    let unique: BTreeSet<&str> = keys.iter().copied().collect();
                    assert_eq!(unique.len(), keys.len(), "keys are unique");
                }
                let a = g.bot_action(seat, rng.next_u64()).expect("a move");
                testing::apply(&mut g, seat, &a).expect("legal");
            }
            let view = testing::view(&g, Viewer::Seat(0));
            let keys: BTreeSet<&str> = view.keys().into_iter().collect();
            for seat in 0..players {
                for part in ["mat", "storage", "room", "hand"] {
                    assert!(
                        keys.contains(format!("{part}-{seat}").as_str()),
                        "{part}-{seat}"
                    );
                }
                for age in 0..4 {
                    assert!(keys.contains(format!("sector-{seat}-{age}").as_str()));
                }
            }
            for key in [
                "wheel-0",
                "workshop-0",
                "boiler-0",
                "waiting-0",
                "drive-0-2",
            ] {
                assert!(keys.contains(key), "{key}");
            }
            if players == 1 {
                assert!(keys.contains("automa-deck") && keys.contains("automa-discard"));
            }
        }
    }

    /// The workshop is drawn in the wheel's orientation: sector X lies where X points.
    #[test]
    fn sector_x_lies_where_the_wheel_points() {
        let mut g = game(2, 1);
        for rotation in 0..4u32 {
            g.players[0].rotation = rotation;
            let p = &g.players[0];
            // X (age 3) is at the bottom (position 0) exactly when the rotation is 3 mod 4.
            assert_eq!(position(p, AGE_X) == 0, rotation % 4 == 3);
            let positions: BTreeSet<u8> = (0..4).map(|age| position(p, age)).collect();
            assert_eq!(positions.len(), 4, "four sectors on four sides");
        }
    }

    /// While a repair is composed, its gears are picked on the sectors: the preview's clicks
    /// are exactly some of the next choices, every gear size and sector offered can be clicked,
    /// and a picked gear lies apart, marked as chosen.
    #[test]
    fn a_repairs_gears_are_picked_on_the_sectors() {
        let mut found = 0;
        for seed in 0..6 {
            let mut g = game(2, seed);
            let mut rng = parlour_plugin_api::GameRng::from_seed(seed);
            for _ in 0..300 {
                if g.step == Step::GameOver {
                    break;
                }
                let seat = g.acting_seats()[0];
                let repairs: Vec<Action> = g
                    .choices(seat, &[])
                    .options
                    .into_iter()
                    .map(|o| o.action)
                    .filter(|a| matches!(a, Action::Repair { .. }))
                    .collect();
                for repair in repairs {
                    let partial = vec![repair.clone()];
                    let options: Vec<Action> = g
                        .compose(seat, &partial)
                        .options
                        .into_iter()
                        .map(|l| l.action)
                        .collect();
                    let pays: Vec<&Action> = options
                        .iter()
                        .filter(|a| matches!(a, Action::Answer(Answer::Pay { .. })))
                        .collect();
                    let Some(&first_pay) = pays.first() else {
                        continue;
                    };
                    found += 1;
                    let view = preview(&g, seat, &partial);
                    let ids: BTreeSet<u64> =
                        options.iter().map(parlour_plugin_api::id::id_of).collect();
                    let clicks: BTreeSet<u64> = view.choices().into_iter().collect();
                    assert!(clicks.is_subset(&ids), "only next choices are clickable");
                    for pay in &pays {
                        assert!(
                            clicks.contains(&parlour_plugin_api::id::id_of(*pay)),
                            "{pay:?} can be clicked on the board"
                        );
                    }
                    let mut selected = 0;
                    preview(&g, seat, &[repair.clone(), first_pay.clone()]).walk(&mut |n| {
                        if n.emphasis == Some(Emphasis::Selected) {
                            selected += 1;
                        }
                    });
                    assert!(selected >= 2, "the machine and the picked gear are marked");
                }
                let a = g.bot_action(seat, rng.next_u64()).expect("a move");
                testing::apply(&mut g, seat, &a).expect("legal");
            }
        }
        assert!(found > 0, "no repair with a choice of gears was met");
    }
}
