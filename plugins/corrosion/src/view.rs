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
    Board, Card, CardSize, Color, Counter, Emphasis, Mat, Node, Pip, Placed, Seat, Shape, Shapes,
    Stack, Stroke, Text, TextStyle, Token, TokenShape, Viewer,
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
        title: Some(Text::new(format!("eng-{}", e.key))),
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
        body: kind.map(|k| {
            Text::new("machine-body")
                .msg("state", state_text(repaired))
                .msg("effect", ops_text(&k.ops))
        }),
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
        Text::new(format!("ability-{}", c.ability.key()))
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
        body: Some(
            Text::new("chrome-body")
                .msg("state", state_text(repaired))
                .msg("effect", body)
                .msg("drive", Text::new(format!("drive-{}", c.drive.key()))),
        ),
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

struct Ctx<'a> {
    state: &'a Corrosion,
    legal: Vec<Action>,
}

impl Ctx<'_> {
    /// The first legal repair of a machine (or a repair that is not legal, so nothing clicks).
    fn repair(&self, m: MRef) -> Action {
        self.legal
            .iter()
            .find(|a| matches!(a, Action::Repair { machine, .. } if *machine == m))
            .cloned()
            .unwrap_or(Action::Repair {
                machine: m,
                medium: None,
            })
    }

    /// Makes the node clickable when the action is legal for the viewer.
    fn click(&self, node: Node, action: Action) -> Node {
        if self.legal.contains(&action) {
            node.on_click(&action).emphasis(Emphasis::Target)
        } else {
            node
        }
    }
}

pub fn build(state: &Corrosion, viewer: Viewer) -> Node {
    let legal = match viewer.seat() {
        Some(s) if state.current_seat() == Some(s) => {
            state.legal(s).into_iter().map(|l| l.action).collect()
        }
        _ => Vec::new(),
    };
    let ctx = Ctx { state, legal };
    let mut children = vec![header(&ctx, viewer)];
    children.push(Node::row(vec![display(&ctx), awards(&ctx)]).gap(16.0));
    if state.automa.is_some() {
        children.push(automa(&ctx));
    }
    let mut seats: Vec<Seat> = (0..state.players.len() as Seat).collect();
    seats.sort_by_key(|&s| viewer.is(s));
    for s in seats {
        children.push(player_mat(&ctx, s));
    }
    Node::column(children).gap(12.0).key("root")
}

fn prompt(state: &Corrosion, viewer: Viewer) -> Text {
    if state.step == Step::GameOver {
        return Text::new("prompt-game-over");
    }
    let Some(seat) = state.current_seat() else {
        return Text::new("prompt-wait-automa");
    };
    let what = if let Some(d) = &state.decision {
        match d {
            Decision::PayGears { small, medium, .. } => Text::new("ask-pay-gears")
                .num("small", *small)
                .num("medium", *medium),
            Decision::SteamAmount { max, .. } => Text::new("ask-steam-amount").num("max", *max),
            Decision::UseMoved { machine, .. } => {
                Text::new("ask-use-moved").msg("machine", machine_text(*machine))
            }
            _ => decision_text(d),
        }
    } else {
        match state.stack.last() {
            Some(Frame::Activation(_)) => Text::new("ask-activate"),
            Some(Frame::Copy(w)) => match w.leader {
                Some(l) => Text::new("ask-copy")
                    .seat("leader", l)
                    .msg("engineer", eng_text(w.card)),
                None => Text::new("ask-copy-automa").msg("engineer", eng_text(w.card)),
            },
            _ => Text::new(step_id(state.step)),
        }
    };
    if viewer.is(seat) {
        Text::new("prompt-you").msg("what", what)
    } else {
        Text::new("prompt-other")
            .seat("player", seat)
            .msg("what", what)
    }
}

fn header(ctx: &Ctx, viewer: Viewer) -> Node {
    let s = ctx.state;
    let mut row = vec![
        Node::heading("game-name").key("title"),
        Node::styled(
            Text::new("header-turn").num("turn", s.turn),
            TextStyle::Strong,
        ),
        Node::label(prompt(s, viewer)).key("prompt"),
    ];
    if s.final_phase {
        row.push(Node::styled("header-final-phase", TextStyle::Strong).key("final-phase"));
    }
    if let Some(Frame::Copy(w)) = s.stack.iter().rev().find(|f| matches!(f, Frame::Copy(_))) {
        let who = match w.leader {
            Some(l) => Text::new("played-by").seat("player", l),
            None => Text::new("played-by-automa"),
        };
        row.push(
            Node::column(vec![
                Node::styled(who, TextStyle::Small),
                Node::from(engineer_card(w.card, CardSize::Small)).emphasis(Emphasis::Resolving),
            ])
            .key("played-card"),
        );
    }
    if s.step == Step::GameOver && s.automa.is_some() {
        let band = Corrosion::solo_band(s.score(0));
        row.push(
            Node::styled(Text::new(format!("rating-{band}")), TextStyle::Strong).key("rating"),
        );
    }
    Node::row(row).gap(16.0).key("header")
}

fn display_card(row: usize, card: u32, markers: u32, size: CardSize) -> Card {
    match row {
        ROW_BASIC | ROW_SPECIAL => chrome_card(card, false, markers, size),
        ROW_ENGINEER => engineer_card(card, size),
        ROW_ONE_TIME => one_time_card(card, false, size),
        _ => turn_card(card, size),
    }
}

fn display(ctx: &Ctx) -> Node {
    let s = ctx.state;
    let mut cells = vec![Node::label("display-stacks")];
    for w in ["window-a", "window-b", "window-c"] {
        cells.push(Node::styled(w, TextStyle::Strong));
    }
    cells.push(Node::label("display-discards"));
    for row in 0..5 {
        // The supply stack: its top is visible (all stacks lie with a front side up).
        let top = s.supply[row]
            .last()
            .map(|&c| Box::new(Node::from(display_card(row, c, 0, CardSize::Small))));
        let stack = ctx.click(
            Node::from(Stack {
                count: s.supply[row].len() as u32,
                face_down: false,
                top,
                label: Some(Text::new(format!("row-{row}"))),
                color: None,
            })
            .key(format!("stack-{row}")),
            Action::Take {
                row: row as u8,
                col: 3,
            },
        );
        cells.push(stack);
        for col in 0..3 {
            let markers = if row <= ROW_SPECIAL {
                s.markers[row][col]
            } else {
                0
            };
            let node = match s.display[row][col] {
                Some(c) => {
                    let n = Node::from(display_card(row, c, markers, CardSize::Small))
                        .key(format!("display-{row}-{col}"));
                    let n = if markers > 0 {
                        n.tooltip(Text::new("tip-markers").num("count", markers))
                    } else {
                        n
                    };
                    ctx.click(
                        n,
                        Action::Take {
                            row: row as u8,
                            col: col as u8,
                        },
                    )
                }
                None => Node::styled("display-empty", TextStyle::Small)
                    .key(format!("display-{row}-{col}")),
            };
            let node = if col == 2 && row >= ROW_ENGINEER {
                ctx.click(node, Action::DiscardC { row: row as u8 })
            } else {
                node
            };
            cells.push(node);
        }
        let discard = &s.discard[row];
        cells.push(
            Node::from(Stack {
                count: discard.len() as u32,
                face_down: false,
                top: discard
                    .last()
                    .map(|&c| Box::new(Node::from(display_card(row, c, 0, CardSize::Small)))),
                label: Some(Text::new("stack-discard").num("count", discard.len() as u32)),
                color: None,
            })
            .key(format!("discard-{row}")),
        );
    }
    Node::from(Mat {
        title: Some(Text::new("mat-display").num("specials", s.special_supply)),
        color: Some(Color::named("grey")),
        active: false,
        children: vec![
            Node::from(Counter {
                icon: "star".to_owned(),
                value: i64::from(s.special_supply),
                max: None,
                label: Some(Text::new("counter-special-supply")),
                color: Some(Color::named("gold")),
            })
            .key("special-supply"),
            Node::grid(5, cells).gap(6.0),
        ],
    })
    .key("display")
}

fn award_card(kind: usize) -> Card {
    let d = data();
    let a = d.awards.get(kind);
    Card {
        face_up: true,
        title: Some(Text::new(format!(
            "award-{}",
            a.map_or("", |a| a.key.as_str())
        ))),
        body: Some(
            Text::new(format!("award-task-{}", a.map_or("", |a| a.key.as_str())))
                .num("points", a.map_or(0, |a| a.points)),
        ),
        color: Some(Color::named("gold")),
        size: CardSize::Small,
        ..Default::default()
    }
}

fn awards(ctx: &Ctx) -> Node {
    let s = ctx.state;
    let d = data();
    let mut rows = Vec::new();
    for (i, r) in s.awards.iter().enumerate() {
        let mut row = Vec::new();
        if s.automa.is_some() {
            row.push(Node::styled(
                Text::new("award-row").str("row", ["A", "B", "C", "D", "E", "F"][i.min(5)]),
                TextStyle::Strong,
            ));
        }
        match r.chained {
            Some(w) => {
                let watch = d.watch_kinds.get(w);
                row.push(
                    Node::from(award_card(r.kind))
                        .key(format!("award-{i}-chained"))
                        .tooltip(Text::new("tip-chained")),
                );
                row.push(
                    Node::from(Token {
                        shape: TokenShape::Ring,
                        color: Color::named("gold"),
                        label: None,
                        count: None,
                        size: Some(26.0),
                    })
                    .tooltip(Text::new(format!(
                        "watch-{}",
                        watch.map_or("", |w| w.key.as_str())
                    )))
                    .key(format!("watch-{i}")),
                );
            }
            None => row.push(Node::styled("award-taken", TextStyle::Small)),
        }
        if r.plain {
            row.push(Node::from(award_card(r.kind)).key(format!("award-{i}-plain")));
        } else {
            row.push(Node::styled("award-taken", TextStyle::Small));
        }
        rows.push(Node::row(row).gap(6.0));
    }
    Node::from(Mat {
        title: Some(Text::new("mat-awards").num("count", s.awards_left())),
        color: Some(Color::named("gold")),
        active: false,
        children: rows,
    })
    .key("awards")
}

fn automa(ctx: &Ctx) -> Node {
    let s = ctx.state;
    let Some(a) = &s.automa else {
        return Node::spacer(0.0, 0.0);
    };
    let (letter, arrow) = s.automa_back();
    let back = Text::new("automa-back")
        .str("letter", ["A", "B", "C"][letter.min(2)])
        .msg(
            "arrow",
            Text::new(if arrow == Arrow::Up {
                "arrow-up"
            } else {
                "arrow-down"
            }),
        );
    let mut row = vec![
        Node::from(Stack {
            count: a.deck.len() as u32,
            face_down: true,
            top: None,
            label: Some(back),
            color: Some(Color::named("black")),
        })
        .key("automa-deck"),
        Node::from(Stack {
            count: a.discard.len() as u32,
            face_down: false,
            top: a
                .discard
                .last()
                .map(|&c| Box::new(Node::from(engineer_card(c, CardSize::Small)))),
            label: Some(Text::new("stack-automa-discard")),
            color: None,
        })
        .key("automa-discard"),
        Node::from(Counter {
            icon: "card".to_owned(),
            value: i64::from(a.exhausted),
            max: Some(4),
            label: Some(Text::new("counter-shuffles")),
            color: None,
        })
        .key("automa-shuffles"),
    ];
    for (i, &(card, water)) in a.under.iter().enumerate() {
        row.push(
            Node::column(vec![
                Node::from(one_time_card(card, true, CardSize::Small)),
                Node::from(Token {
                    shape: TokenShape::Disc,
                    color: Color::named("blue"),
                    label: None,
                    count: Some(water),
                    size: Some(20.0),
                })
                .tooltip(Text::new("tip-automa-water").num("count", water)),
            ])
            .key(format!("automa-under-{i}")),
        );
    }
    if let Some(card) = a.action {
        row.push(Node::styled(
            Text::new("automa-last").msg("engineer", eng_text(card)),
            TextStyle::Small,
        ));
    }
    Node::from(Mat {
        title: Some(Text::new("mat-automa")),
        color: Some(Color::named("black")),
        active: false,
        children: vec![Node::row(row).gap(10.0)],
    })
    .key("automa")
}

/// Screen position (0 bottom, 1 right, 2 top, 3 left) of a sector age.
fn position(p: &Player, age: u8) -> u8 {
    (age + 4 - p.bottom_age()) % 4
}

fn wheel(p: &Player, seat: Seat) -> Node {
    let (cx, cy, r) = (80.0f32, 80.0f32, 70.0f32);
    let mut shapes = Vec::new();
    let labels = ["wheel-3", "wheel-2", "wheel-1", "wheel-x"];
    let fills = ["#9c6b3f", "#a8784a", "#b48656", "#6b3a1f"];
    for age in 0..4u8 {
        let pos = position(p, age);
        // Angle of the centre of the quarter in screen coordinates (y downwards).
        let centre = match pos {
            0 => 90.0f32,
            1 => 0.0,
            2 => 270.0,
            _ => 180.0,
        };
        let mut points = vec![[cx, cy]];
        for k in 0..=8 {
            let a = (centre - 45.0 + 11.25 * k as f32).to_radians();
            points.push([cx + r * a.cos(), cy + r * a.sin()]);
        }
        shapes.push(Shape::Polygon {
            points,
            fill: Some(Color::hex(fills[age as usize])),
            stroke: Some(Stroke {
                width: 2.0,
                color: Color::named("black"),
            }),
        });
        let a = centre.to_radians();
        shapes.push(Shape::Text {
            x: cx + 0.6 * r * a.cos() - 6.0,
            y: cy + 0.6 * r * a.sin() - 8.0,
            text: Text::new(labels[age as usize]),
            size: Some(18.0),
            color: Some(Color::named("white")),
            align: None,
        });
    }
    shapes.push(Shape::Circle {
        x: cx,
        y: cy,
        r: 8.0,
        fill: Some(Color::named("silver")),
        stroke: None,
    });
    Node::from(Shapes {
        width: 160.0,
        height: 160.0,
        shapes,
    })
    .key(format!("wheel-{seat}"))
    .tooltip(Text::new("tip-wheel").num("turns", p.rotation))
}

fn sector(ctx: &Ctx, p: &Player, seat: Seat, age: u8) -> Node {
    let mut items = vec![Node::styled(
        crate::rules::sector_text(age),
        TextStyle::Strong,
    )];
    let [small, medium] = p.gears[age as usize];
    let mut gears = Vec::new();
    if medium > 0 {
        gears.push(
            Node::from(Token {
                shape: TokenShape::Hexagon,
                color: Color::named("copper"),
                label: None,
                count: Some(medium),
                size: Some(24.0),
            })
            .tooltip(Text::new("tip-medium").num("count", medium)),
        );
    }
    if small > 0 {
        gears.push(
            Node::from(Token {
                shape: TokenShape::Hexagon,
                color: Color::named("brown"),
                label: None,
                count: Some(small),
                size: Some(18.0),
            })
            .tooltip(Text::new("tip-small").num("count", small)),
        );
    }
    if !gears.is_empty() {
        items.push(Node::row(gears).gap(4.0));
    }
    let mut cards = Vec::new();
    for e in p.engineers.iter().filter(|e| e.age == age) {
        let node = Node::from(engineer_card(e.card, CardSize::Small));
        let node = if e.fresh {
            node.tooltip("tip-fresh")
        } else {
            node
        };
        cards.push(ctx.click(
            node,
            Action::Accelerate {
                item: Item::Engineer(e.card),
            },
        ));
    }
    for m in p.one_time.iter().filter(|m| m.age == age) {
        let node = Node::from(one_time_card(m.card, m.repaired, CardSize::Small));
        let node = ctx.click(node, ctx.repair(MRef::OneTime(m.card)));
        let node = if node.action.is_none() {
            ctx.click(
                node,
                Action::Activate {
                    machine: MRef::OneTime(m.card),
                },
            )
        } else {
            node
        };
        cards.push(node);
    }
    for m in p.turn.iter().filter(|m| m.age == age) {
        cards.push(ctx.click(
            Node::from(turn_card(m.card, CardSize::Small)),
            Action::Activate {
                machine: MRef::Turn(m.card),
            },
        ));
    }
    if !cards.is_empty() {
        items.push(Node::row(cards).gap(3.0));
    }
    Node::column(items)
        .gap(3.0)
        .key(format!("sector-{seat}-{age}"))
}

fn workshop(ctx: &Ctx, p: &Player, seat: Seat) -> Node {
    let (w, h) = (760.0f32, 520.0f32);
    let wheel_node = ctx.click(wheel(p, seat), Action::TurnWheel);
    let mut children = vec![Placed::at(w / 2.0 - 80.0, h / 2.0 - 80.0, wheel_node)];
    for age in 0..4u8 {
        let (x, y) = match position(p, age) {
            0 => (w / 2.0 - 150.0, h / 2.0 + 90.0),
            1 => (w / 2.0 + 95.0, h / 2.0 - 60.0),
            2 => (w / 2.0 - 150.0, 4.0),
            _ => (4.0, h / 2.0 - 60.0),
        };
        children.push(Placed::at(x, y, sector(ctx, p, seat, age)));
    }
    Node::from(Board {
        width: w,
        height: h,
        background: Some(Color::hex("#d9cbb5")),
        image: None,
        children,
    })
    .key(format!("workshop-{seat}"))
}

fn boiler(p: &Player, seat: Seat) -> Node {
    let water = |n: u32, colour: &str| -> Node {
        Node::from(Token {
            shape: TokenShape::Disc,
            color: Color::named(colour),
            label: None,
            count: Some(n),
            size: Some(22.0),
        })
    };
    Node::from(Mat {
        title: Some(Text::new("mat-boiler")),
        color: Some(Color::named("red")),
        active: false,
        children: vec![
            Node::row(vec![
                Node::styled("boiler-hot", TextStyle::Small),
                water(p.hot, "red"),
            ])
            .gap(4.0)
            .tooltip(Text::new("tip-hot").num("count", p.hot)),
            Node::row(vec![
                Node::styled("boiler-cold", TextStyle::Small),
                water(p.cold, "blue"),
            ])
            .gap(4.0)
            .tooltip(Text::new("tip-cold").num("count", p.cold)),
        ],
    })
    .key(format!("boiler-{seat}"))
}

fn storage(s: &Corrosion, p: &Player, seat: Seat) -> Node {
    let counter = |icon: &str, value: u32, label: &str, colour: &str| -> Node {
        Node::from(Counter {
            icon: icon.to_owned(),
            value: i64::from(value),
            max: None,
            label: Some(Text::new(label.to_owned())),
            color: Some(Color::named(colour)),
        })
    };
    Node::from(Mat {
        title: Some(Text::new("mat-storage")),
        color: Some(Color::named("silver")),
        active: false,
        children: vec![
            counter("chrome", p.chrome, "counter-chrome", "silver"),
            counter("point", p.green, "counter-green", "green"),
            counter("star", p.specials, "counter-specials", "gold"),
            counter("crown", s.score(seat), "counter-score", "white"),
        ],
    })
    .key(format!("storage-{seat}"))
}

fn machine_room(ctx: &Ctx, p: &Player, seat: Seat) -> Node {
    let d = data();
    let mut row = Vec::new();
    let waiting = match p.waiting {
        Some(c) => ctx.click(
            Node::from(chrome_card(c, false, 0, CardSize::Small)),
            ctx.repair(MRef::Chrome(c)),
        ),
        None => Node::styled("waiting-empty", TextStyle::Small),
    };
    row.push(
        Node::column(vec![
            Node::styled("waiting-slot", TextStyle::Small),
            waiting,
        ])
        .key(format!("waiting-{seat}")),
    );
    for (i, drive) in Drive::ALL.iter().enumerate() {
        let fields = &p.drives[i];
        let top = match fields.last() {
            Some(m) => {
                let node = Node::from(chrome_card(m.card, m.repaired, 0, CardSize::Small));
                let node = ctx.click(node, ctx.repair(MRef::Chrome(m.card)));
                if node.action.is_none() {
                    ctx.click(
                        node,
                        Action::Activate {
                            machine: MRef::Chrome(m.card),
                        },
                    )
                } else {
                    node
                }
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
                .tooltip("tip-prototype");
                ctx.click(
                    node,
                    Action::Activate {
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
        row.push(
            Node::column(vec![
                Node::styled(
                    Text::new("drive-field")
                        .msg("drive", Text::new(format!("drive-{}", drive.key())))
                        .num("count", fields.len() as u32)
                        .num("points", points),
                    TextStyle::Small,
                ),
                top,
            ])
            .key(format!("drive-{seat}-{i}")),
        );
    }
    Node::from(Mat {
        title: Some(Text::new("mat-machine-room")),
        color: Some(Color::named("grey")),
        active: false,
        children: vec![Node::row(row).gap(8.0)],
    })
    .key(format!("room-{seat}"))
}

fn hand(ctx: &Ctx, p: &Player, seat: Seat) -> Node {
    let mut cards = Vec::new();
    for &c in &p.hand {
        let node = Node::from(engineer_card(c, CardSize::Small)).key(format!("hand-{seat}-{c}"));
        let node = ctx.click(node, Action::Play { card: c });
        let node = if node.action.is_none() {
            ctx.click(node, Action::Copy { card: c })
        } else {
            node
        };
        cards.push(node);
    }
    if cards.is_empty() {
        cards.push(Node::styled("hand-empty", TextStyle::Small));
    }
    Node::column(vec![
        Node::styled(
            Text::new("hand-title").num("count", p.hand.len() as u32),
            TextStyle::Small,
        ),
        Node::row(cards).gap(4.0),
    ])
    .key(format!("hand-{seat}"))
}

/// The wrench that marks the active player, drawn as a spanner lying diagonally: an open jaw
/// at the top right, a straight handle, and a ring with a hexagonal socket at the bottom left.
pub fn wrench() -> Node {
    const SIZE: f32 = 40.0;
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
            SIZE / 2.0 + x * cos - y * sin,
            SIZE / 2.0 + x * sin + y * cos,
        ]
    };
    let arc = |from: f32, to: f32, points: &mut Vec<[f32; 2]>| {
        for k in 0..=10 {
            let a = from + (to - from) * k as f32 / 10.0;
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
        .map(|k| {
            let a = std::f32::consts::FRAC_PI_3 * k as f32;
            [rx + 0.5 * RING * a.cos(), ry + 0.5 * RING * a.sin()]
        })
        .collect();
    Node::from(Shapes {
        width: SIZE,
        height: SIZE,
        shapes: vec![
            Shape::Polygon {
                points: body,
                fill: Some(Color::named("silver")),
                stroke: outline.clone(),
            },
            Shape::Circle {
                x: rx,
                y: ry,
                r: RING,
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

fn player_mat(ctx: &Ctx, seat: Seat) -> Node {
    let s = ctx.state;
    let Some(p) = s.player(seat) else {
        return Node::spacer(0.0, 0.0);
    };
    // Every action concerns the acting seat's own area: another seat's wheel and prototypes
    // (the same actions by name) are not clickable.
    let own = Ctx {
        state: s,
        legal: if s.current_seat() == Some(seat) {
            ctx.legal.clone()
        } else {
            Vec::new()
        },
    };
    let ctx = &own;
    let mut top = Vec::new();
    if s.active == seat && s.step != Step::GameOver {
        top.push(wrench().tooltip("tip-wrench").key("wrench"));
    }
    if s.final_phase {
        top.push(Node::styled(
            if p.passed {
                Text::new("player-passed")
            } else {
                Text::new("player-final-turns").num("count", p.final_turns)
            },
            TextStyle::Small,
        ));
    }
    top.push(storage(s, p, seat));
    top.push(boiler(p, seat));
    if !p.awards.is_empty() {
        let awards: Vec<Node> = p
            .awards
            .iter()
            .map(|&k| {
                Node::from(award_card(k))
                    .tooltip(Text::new("tip-award-value").num("points", s.award_value(seat, k)))
            })
            .collect();
        top.push(Node::row(awards).gap(4.0).key(format!("awards-{seat}")));
    }
    let children = vec![
        Node::row(top).gap(10.0),
        Node::row(vec![workshop(ctx, p, seat), machine_room(ctx, p, seat)]).gap(10.0),
        hand(ctx, p, seat),
    ];
    Node::from(Mat {
        title: Some(Text::new("mat-player").seat("player", seat)),
        color: Some(Color::seat(seat)),
        active: s.current_seat() == Some(seat),
        children,
    })
    .key(format!("mat-{seat}"))
}

/// The prompt text of an open question without variables.
fn decision_text(d: &Decision) -> Text {
    Text::new(match d {
        Decision::Gears { .. } => "ask-gears",
        Decision::SpecialOrGreen { .. } => "ask-special-or-green",
        Decision::MakeChrome { .. } => "ask-make-chrome",
        Decision::Take { .. } => "ask-take",
        Decision::ChromePlace { .. } => "ask-chrome-place",
        Decision::Award { .. } => "ask-award",
        Decision::SteamToGears { .. } => "ask-steam-to-gears",
        Decision::ReturnEngineers { .. } => "ask-return",
        Decision::FreeRepair { .. } => "ask-free-repair",
        Decision::SearchDiscard { .. } => "ask-search",
        Decision::OneTimeToX { .. } => "ask-one-time-to-x",
        Decision::SteamForGreen { .. } => "ask-steam-for-green",
        Decision::Reactivate { .. } => "ask-reactivate",
        Decision::Redistribute { .. } => "ask-redistribute",
        Decision::Sacrifice { .. } => "ask-sacrifice",
        Decision::ExtraPlay { .. } => "ask-extra-play",
        Decision::SteamAmount { .. } => "ask-steam-amount",
        Decision::UseMoved { .. } => "ask-use-moved",
        Decision::PayGears { .. } => "ask-pay-gears",
    })
}
