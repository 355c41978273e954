//! A sample view with every node kind, for tests and the launcher's widget gallery.

use parlour_plugin_api::{
    Anchor, Arg, Badge, Board, Card, CardSize, Cell, Color, Counter, Dice, Die, DieFace, Edge,
    EdgeKind, Emphasis, GridBoard, Hover, Image, Mat, Node, NodeKind, Overlay, Piece, Pip, Placed,
    Shape, Shapes, Side, Stack, Stroke, Text, TextStyle, Token, TokenShape, Track, TrackMarker,
    TrackSpace, id_of,
};
use serde_json::json;

use crate::icons;

/// English for every text id used by [`gallery_view`]; `{$name}` placeholders are filled from
/// the text's arguments. Unknown ids are returned as they are.
pub fn gallery_localize(text: &Text) -> String {
    let template = match text.id.as_str() {
        "gallery-title" => "Widget gallery",
        "gallery-intro" => "Every element a game can show, drawn by the host.",
        "gallery-cards" => "Cards",
        "gallery-pieces" => "Pieces and piles",
        "gallery-tracks" => "Tracks, dice and resources",
        "gallery-players" => "Player mats",
        "gallery-boards" => "Boards",
        "gallery-odds" => "Shapes, images and the rest",
        "gallery-steam-engine" => "Steam Engine",
        "gallery-steam-engine-body" => "Gain 2 steam. You may turn one steam into a gear.",
        "gallery-card-tip" => "Play Steam Engine",
        "gallery-decree" => "Royal Decree",
        "gallery-decree-body" => "Every other player discards a card.",
        "gallery-decree-tip" => "Play Royal Decree",
        "gallery-spark" => "Spark",
        "gallery-lighthouse" => "Lighthouse",
        "gallery-lighthouse-body" => "Look at the top three cards of the deck.",
        "gallery-deck-name" => "Market",
        "gallery-token-tip" => "Move the blue meeple",
        "gallery-draw-pile" => "Draw pile",
        "gallery-draw-tip" => "Draw a card",
        "gallery-discard" => "Discard",
        "gallery-empty-pile" => "Empty pile",
        "gallery-score" => "Score",
        "gallery-advance-tip" => "Advance to 5",
        "gallery-round" => "Round",
        "gallery-coins" => "Coins",
        "gallery-health" => "Health",
        "gallery-alice" => "Alice",
        "gallery-bob" => "Bob",
        "gallery-move-tip" => "Move here",
        "gallery-door-tip" => "Open the door",
        "gallery-knight-tip" => "Select the knight",
        "gallery-river" => "River",
        "gallery-camp" => "Camp",
        "gallery-shape-text" => "Hello",
        "gallery-small" => "Small print: rules reference, page {$page}.",
        "gallery-strong" => "Strong text",
        "gallery-body" => "Body text wraps when it runs out of room.",
        "gallery-emphasis" => "Emphasis",
        "gallery-em-target" => "Target",
        "gallery-em-selected" => "Selected",
        "gallery-em-resolving" => "Resolving",
        "gallery-em-last-change" => "Last change",
        "gallery-em-done" => "Done",
        "gallery-em-warning" => "Warning",
        "gallery-em-winner" => "Winner",
        "gallery-em-unknown" => "Unknown",
        "gallery-states" => "Card states and dice faces",
        "gallery-chosen" => "Chosen",
        "gallery-tapped" => "Tapped",
        "gallery-locked" => "Locked",
        "gallery-locked-why" => "You need 2 more steam.",
        "gallery-select-tip" => "Select this card",
        "gallery-die-dodge" => "Dodge",
        "gallery-reroll-tip" => "Reroll this die",
        "gallery-keep-tip" => "Keep the crown",
        "gallery-tactics" => "Tactical grid, anchors and alt text",
        "gallery-hero-tip" => "The hero",
        "gallery-attack-tip" => "Attack the ogre",
        "gallery-moves-left" => "{$points} movement points left",
        "gallery-centre" => "centre",
        "gallery-left" => "left",
        "gallery-right" => "right",
        "gallery-alt" => "The harbour at dusk",
        other => other,
    };
    let mut out = template.to_owned();
    for (name, arg) in &text.args {
        let value = match arg {
            Arg::Num(n) => n.to_string(),
            Arg::Str(s) => s.clone(),
            Arg::Seat { seat } => format!("Player {}", seat + 1),
            Arg::Msg(inner) => gallery_localize(inner),
            Arg::Unknown => "…".to_owned(),
        };
        out = out.replace(&format!("{{${name}}}"), &value);
    }
    out
}

fn t(id: &str) -> Text {
    Text::new(id)
}

fn pip(icon: &str, count: u32) -> Pip {
    Pip {
        icon: icon.to_owned(),
        count,
        color: None,
    }
}

fn token(shape: TokenShape, color: Color, label: Option<&str>, count: Option<u32>) -> Node {
    Node::from(Token {
        shape,
        color,
        label: label.map(str::to_owned),
        count,
        size: None,
    })
}

fn counter(icon: &str, value: i64, max: Option<i64>, label: Option<&str>) -> Node {
    Node::from(Counter {
        icon: icon.to_owned(),
        value,
        max,
        label: label.map(t),
        color: None,
    })
}

fn spark() -> Card {
    Card {
        face_up: true,
        title: Some(t("gallery-spark")),
        value: Some("3".into()),
        icons: vec![pip("bolt", 1)],
        color: Some(Color::named("gold")),
        size: CardSize::Small,
        ..Default::default()
    }
}

fn cards() -> Node {
    let steam_engine = Node::from(Card {
        face_up: true,
        title: Some(t("gallery-steam-engine")),
        body: Some(t("gallery-steam-engine-body")),
        value: Some("7".into()),
        cost: vec![pip("coin", 3), pip("gear", 1)],
        icons: vec![pip("gear", 1), pip("steam", 1), pip("star", 2)],
        color: Some(Color::hex("#b5562f")),
        ..Default::default()
    })
    .on_click(&json!({"play": "steam-engine"}))
    .tooltip("gallery-card-tip")
    .key("card-steam-engine");
    let decree = Node::from(Card {
        face_up: true,
        title: Some(t("gallery-decree")),
        body: Some(t("gallery-decree-body")),
        value: Some("K".into()),
        cost: vec![pip("crown", 1)],
        icons: vec![pip("codex", 1), pip("shield", 1)],
        color: Some(Color::named("purple")),
        ..Default::default()
    })
    .on_click(&json!({"play": "decree"}))
    .tooltip("gallery-decree-tip")
    .key("card-decree")
    .emphasis(Emphasis::Target);
    let lighthouse = Node::from(Card {
        face_up: true,
        title: Some(t("gallery-lighthouse")),
        body: Some(t("gallery-lighthouse-body")),
        value: Some("12".into()),
        cost: vec![pip("water", 2)],
        icons: vec![pip("eye", 1)],
        color: Some(Color::named("blue")),
        image: Some("lighthouse.svg".into()),
        size: CardSize::Large,
        ..Default::default()
    });
    let back = Node::from(Card {
        face_up: false,
        back: Some(t("gallery-deck-name")),
        color: Some(Color::hex("#7b2d3b")),
        ..Default::default()
    });
    Node::row(vec![
        steam_engine,
        decree,
        Node::from(spark()),
        lighthouse,
        back,
    ])
    .gap(14.0)
}

fn pieces() -> Node {
    let tokens = vec![
        token(TokenShape::Disc, Color::seat(0), Some("1"), None),
        token(TokenShape::Cube, Color::seat(1), None, Some(3)),
        token(TokenShape::Meeple, Color::seat(1), None, None)
            .on_click(&json!({"move": "meeple"}))
            .tooltip("gallery-token-tip"),
        token(TokenShape::Square, Color::seat(2), Some("K"), None),
        token(TokenShape::Hexagon, Color::seat(3), Some("5"), None),
        token(TokenShape::Pawn, Color::seat(4), None, None),
        token(TokenShape::Star, Color::named("gold"), None, None),
        token(TokenShape::Ring, Color::seat(5), None, None),
        token(TokenShape::Diamond, Color::hex("#3fb8c9"), None, Some(12)),
        token(TokenShape::Triangle, Color::named("orange"), None, None),
        Node::from(Token {
            shape: TokenShape::Meeple,
            color: Color::named("white"),
            size: Some(40.0),
            ..Default::default()
        }),
    ];
    let draw = Node::from(Stack {
        count: 42,
        face_down: true,
        top: None,
        label: Some(t("gallery-draw-pile")),
        color: Some(Color::hex("#7b2d3b")),
    })
    .on_click(&json!({"draw": 1}))
    .tooltip("gallery-draw-tip")
    .key("draw-pile");
    let discard = Node::from(Stack {
        count: 7,
        face_down: false,
        top: Some(Box::new(Node::from(Card {
            size: CardSize::Normal,
            ..spark()
        }))),
        label: Some(t("gallery-discard")),
        color: None,
    });
    let empty = Node::from(Stack {
        count: 0,
        label: Some(t("gallery-empty-pile")),
        ..Default::default()
    });
    Node::column(vec![
        Node::row(tokens).gap(12.0),
        Node::row(vec![draw, discard, empty]).gap(22.0),
    ])
    .gap(16.0)
}

fn tracks() -> Node {
    let mut score = Track::numbered(0, 30);
    score.title = Some(t("gallery-score"));
    score.spaces[5].action = Some(json!({"advance": 5}));
    score.spaces[5].tooltip = Some(t("gallery-advance-tip"));
    for i in [10, 20, 30] {
        score.spaces[i].color = Some(Color::hex("#e9c46a"));
    }
    score.markers = vec![
        TrackMarker {
            position: 12,
            color: Color::seat(0),
            shape: TokenShape::Disc,
            label: None,
        },
        TrackMarker {
            position: 12,
            color: Color::seat(1),
            shape: TokenShape::Disc,
            label: None,
        },
        TrackMarker {
            position: 12,
            color: Color::seat(2),
            shape: TokenShape::Cube,
            label: None,
        },
        TrackMarker {
            position: 25,
            color: Color::seat(3),
            shape: TokenShape::Meeple,
            label: None,
        },
        TrackMarker {
            position: 999,
            color: Color::seat(4),
            shape: TokenShape::Disc,
            label: None,
        },
    ];
    let round = Track {
        title: Some(t("gallery-round")),
        circular: true,
        spaces: (1..=12)
            .map(|i| TrackSpace {
                label: Some(i.to_string()),
                color: Some(if i % 4 == 0 {
                    Color::hex("#9ad1d4")
                } else {
                    Color::hex("#f4ecd8")
                }),
                ..Default::default()
            })
            .collect(),
        markers: vec![TrackMarker {
            position: 3,
            color: Color::named("black"),
            shape: TokenShape::Pawn,
            label: None,
        }],
    };
    let dice = Dice {
        dice: (1..=6)
            .map(|v| Die {
                sides: 6,
                value: v,
                color: None,
                used: false,
                ..Default::default()
            })
            .chain([
                Die {
                    sides: 6,
                    value: 4,
                    color: Some(Color::named("red")),
                    used: true,
                    ..Default::default()
                },
                Die {
                    sides: 20,
                    value: 17,
                    color: Some(Color::hex("#3b5bdb")),
                    used: false,
                    ..Default::default()
                },
                Die {
                    sides: 12,
                    value: 11,
                    color: Some(Color::named("green")),
                    used: false,
                    ..Default::default()
                },
                Die {
                    sides: 10,
                    value: 10,
                    color: Some(Color::named("black")),
                    used: false,
                    ..Default::default()
                },
                Die {
                    sides: 8,
                    value: 5,
                    color: Some(Color::named("purple")),
                    used: true,
                    ..Default::default()
                },
                Die {
                    sides: 4,
                    value: 3,
                    color: Some(Color::named("orange")),
                    used: false,
                    ..Default::default()
                },
            ])
            .collect(),
    };
    let mut all_icons: Vec<Node> = icons::KNOWN
        .iter()
        .enumerate()
        .map(|(i, name)| counter(name, i as i64 + 1, None, None))
        .collect();
    all_icons.push(counter("mana", 4, None, None));
    all_icons.push(counter("image:gem.png", 2, None, None));
    Node::column(vec![
        Node::from(score),
        Node::row(vec![
            Node::from(round),
            Node::column(vec![
                Node::from(dice),
                Node::row(vec![
                    counter("coin", 12, None, Some("gallery-coins")),
                    counter("heart", 7, Some(10), Some("gallery-health")),
                    counter("gear", -2, Some(5), None),
                ]),
                Node::grid(6, all_icons).gap(6.0),
            ])
            .gap(12.0),
        ])
        .gap(20.0),
    ])
    .gap(14.0)
}

fn mats() -> Node {
    let hand: Vec<Node> = ["2", "5", "9"]
        .iter()
        .map(|v| {
            Node::from(Card {
                face_up: true,
                value: Some((*v).into()),
                title: Some(t("gallery-spark")),
                icons: vec![pip("bolt", 1)],
                color: Some(Color::seat(1)),
                size: CardSize::Small,
                ..Default::default()
            })
        })
        .collect();
    let alice = Node::from(Mat {
        title: Some(t("gallery-alice")),
        color: Some(Color::seat(0)),
        active: true,
        children: vec![
            Node::row(vec![
                counter("coin", 5, None, None),
                counter("steam", 2, None, None),
                counter("point", 14, None, None),
            ]),
            Node::row(vec![
                token(TokenShape::Meeple, Color::seat(0), None, Some(4)),
                token(TokenShape::Cube, Color::seat(0), None, Some(9)),
            ]),
        ],
    });
    let bob = Node::from(Mat {
        title: Some(t("gallery-bob")),
        color: Some(Color::seat(1)),
        active: false,
        children: vec![Node::row(hand).gap(6.0)],
    });
    Node::row(vec![alice, bob]).gap(16.0)
}

fn grid_board() -> Node {
    let room = |x0: u32, y0: u32, x1: u32, y1: u32, color: &str| -> Vec<Cell> {
        let mut v = Vec::new();
        for y in y0..=y1 {
            for x in x0..=x1 {
                v.push(Cell {
                    x,
                    y,
                    fill: Some(Color::hex(color)),
                    ..Default::default()
                });
            }
        }
        v
    };
    let mut cells = room(0, 0, 2, 2, "#d9c7a7");
    cells.extend(room(5, 0, 7, 3, "#b8c9a3"));
    cells.push(Cell {
        x: 3,
        y: 4,
        emphasis: Some(Emphasis::Target),
        action: Some(json!({"go": [3, 4]})),
        tooltip: Some(t("gallery-move-tip")),
        ..Default::default()
    });
    cells.push(Cell {
        x: 4,
        y: 4,
        highlight: true,
        ..Default::default()
    });
    cells.push(Cell {
        x: 7,
        y: 5,
        label: Some("EXIT".into()),
        fill: Some(Color::hex("#e9c46a")),
        ..Default::default()
    });
    let wall = |x, y, side| Edge {
        x,
        y,
        side,
        kind: EdgeKind::Wall,
        ..Default::default()
    };
    let mut edges = Vec::new();
    for i in 0..3 {
        edges.push(wall(i, 0, Side::North));
        edges.push(wall(0, i, Side::West));
        edges.push(wall(2, i, Side::East));
    }
    edges.push(wall(0, 2, Side::South));
    edges.push(Edge {
        x: 1,
        y: 2,
        side: Side::South,
        kind: EdgeKind::Door,
        action: Some(json!({"open": [1, 2]})),
        tooltip: Some(t("gallery-door-tip")),
        ..Default::default()
    });
    edges.push(wall(2, 2, Side::South));
    edges.push(Edge {
        kind: EdgeKind::Window,
        ..wall(1, 0, Side::North)
    });
    for x in 5..8 {
        edges.push(wall(x, 0, Side::North));
        edges.push(wall(x, 3, Side::South));
    }
    for y in 0..4 {
        edges.push(wall(7, y, Side::East));
        if y != 2 {
            edges.push(wall(5, y, Side::West));
        }
    }
    edges.push(Edge {
        kind: EdgeKind::OpenDoor,
        ..wall(5, 2, Side::West)
    });
    edges.push(Edge {
        kind: EdgeKind::Window,
        ..wall(7, 1, Side::East)
    });
    let piece = |x, y, shape, color: Color, label: Option<&str>| Piece {
        x,
        y,
        token: Token {
            shape,
            color,
            label: label.map(str::to_owned),
            ..Default::default()
        },
        ..Default::default()
    };
    let pieces = vec![
        Piece {
            action: Some(json!({"select": "knight"})),
            tooltip: Some(t("gallery-knight-tip")),
            ..piece(3, 3, TokenShape::Pawn, Color::seat(1), None)
        },
        piece(1, 1, TokenShape::Meeple, Color::seat(0), None),
        piece(6, 1, TokenShape::Disc, Color::seat(2), Some("G")),
        piece(6, 1, TokenShape::Disc, Color::seat(3), Some("Y")),
        piece(6, 2, TokenShape::Cube, Color::named("brown"), None),
        piece(99, 99, TokenShape::Disc, Color::seat(4), None),
    ];
    Node::from(GridBoard {
        columns: 8,
        rows: 6,
        cell_size: Some(44.0),
        background: None,
        cells,
        edges,
        pieces,
        ..Default::default()
    })
}

fn free_board() -> Node {
    let river = Node::from(Shapes {
        width: 200.0,
        height: 80.0,
        shapes: vec![
            Shape::Polygon {
                points: vec![
                    [0.0, 30.0],
                    [60.0, 10.0],
                    [120.0, 40.0],
                    [200.0, 20.0],
                    [200.0, 55.0],
                    [120.0, 75.0],
                    [60.0, 45.0],
                    [0.0, 65.0],
                ],
                fill: Some(Color::hex("#4a90c2")),
                stroke: Some(Stroke {
                    width: 2.0,
                    color: Color::hex("#2d6a96"),
                }),
            },
            Shape::Text {
                x: 100.0,
                y: 48.0,
                text: t("gallery-river"),
                size: Some(13.0),
                color: Some(Color::named("white")),
                align: None,
            },
        ],
    });
    Node::from(Board {
        width: 520.0,
        height: 240.0,
        background: Some(Color::hex("#2f5d3a")),
        image: None,
        children: vec![
            Placed {
                x: 20.0,
                y: 20.0,
                node: river,
            },
            Placed {
                x: 300.0,
                y: 30.0,
                node: Node::from(spark()),
            },
            Placed {
                x: 390.0,
                y: 50.0,
                node: Node::from(Card {
                    face_up: false,
                    size: CardSize::Small,
                    ..Default::default()
                }),
            },
            Placed {
                x: 60.0,
                y: 140.0,
                node: token(TokenShape::Meeple, Color::seat(0), None, None),
            },
            Placed {
                x: 110.0,
                y: 150.0,
                node: token(TokenShape::Cube, Color::seat(3), None, None),
            },
            Placed {
                x: 200.0,
                y: 170.0,
                node: Node::styled(t("gallery-camp"), TextStyle::Strong),
            },
            Placed {
                x: f32::NAN,
                y: 200.0,
                node: token(TokenShape::Star, Color::named("gold"), None, None),
            },
        ],
    })
}

fn odds() -> Node {
    let canvas = Node::from(Shapes {
        width: 240.0,
        height: 110.0,
        shapes: vec![
            Shape::Rect {
                x: 5.0,
                y: 5.0,
                w: 90.0,
                h: 60.0,
                radius: 8.0,
                fill: Some(Color::hex("#f4a261")),
                stroke: Some(Stroke {
                    width: 2.0,
                    color: Color::named("brown"),
                }),
            },
            Shape::Circle {
                x: 140.0,
                y: 40.0,
                r: 30.0,
                fill: Some(Color::hex("#2a9d8f")),
                stroke: None,
            },
            Shape::Line {
                points: vec![[10.0, 100.0], [60.0, 80.0], [110.0, 100.0], [160.0, 80.0]],
                stroke: Stroke {
                    width: 3.0,
                    color: Color::named("red"),
                },
            },
            Shape::Polygon {
                points: (0..10)
                    .map(|i| {
                        let a =
                            -std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::TAU / 10.0;
                        let r = if i % 2 == 0 { 28.0 } else { 12.0 };
                        [205.0 + r * a.cos(), 60.0 + r * a.sin()]
                    })
                    .collect(),
                fill: Some(Color::named("gold")),
                stroke: Some(Stroke {
                    width: 1.5,
                    color: Color::named("black"),
                }),
            },
            Shape::Text {
                x: 50.0,
                y: 35.0,
                text: t("gallery-shape-text"),
                size: Some(16.0),
                color: Some(Color::named("black")),
                align: None,
            },
            Shape::Unknown,
        ],
    });
    let unknown = Node::new(NodeKind::Unknown).key("mystery");
    Node::row(vec![
        canvas,
        Node::from(Image {
            name: "lighthouse.svg".into(),
            width: 96.0,
            height: 96.0,
            alt: None,
        }),
        Node::from(Image {
            name: "missing.png".into(),
            width: 96.0,
            height: 96.0,
            alt: None,
        }),
        Node::spacer(10.0, 10.0),
        unknown,
        Node::column(vec![
            Node::styled(t("gallery-strong"), TextStyle::Strong),
            Node::label("gallery-body"),
            Node::styled(Text::new("gallery-small").num("page", 12), TextStyle::Small),
        ]),
    ])
    .gap(14.0)
}

fn emphasis_row() -> Node {
    let kinds = [
        (Some(Emphasis::Target), "gallery-em-target"),
        (Some(Emphasis::Selected), "gallery-em-selected"),
        (Some(Emphasis::Resolving), "gallery-em-resolving"),
        (Some(Emphasis::LastChange), "gallery-em-last-change"),
        (Some(Emphasis::Done), "gallery-em-done"),
        (Some(Emphasis::Warning), "gallery-em-warning"),
        (Some(Emphasis::Winner), "gallery-em-winner"),
        (Some(Emphasis::Unknown), "gallery-em-unknown"),
    ];
    let columns = kinds
        .into_iter()
        .enumerate()
        .map(|(i, (emphasis, label))| {
            let mut card = Node::from(Card {
                face_up: true,
                title: Some(t("gallery-spark")),
                value: Some((i + 1).to_string()),
                icons: vec![pip("bolt", 1)],
                color: Some(Color::seat(i as u32 % 6)),
                size: CardSize::Small,
                ..Default::default()
            })
            .key(format!("emphasis-card-{i}"));
            let mut piece = token(TokenShape::Disc, Color::seat(i as u32 % 6), None, None);
            if let Some(e) = emphasis {
                card = card.emphasis(e);
                piece = piece.emphasis(e);
            }
            Node::column(vec![card, piece, Node::styled(t(label), TextStyle::Small)]).gap(10.0)
        })
        .collect();
    Node::row(columns).gap(22.0)
}

fn face(icon: Option<&str>, text: Option<&str>, count: u32) -> Option<DieFace> {
    Some(DieFace {
        icon: icon.map(str::to_owned),
        text: text.map(t),
        count,
        color: None,
    })
}

fn states() -> Node {
    let chosen = Node::from(Card {
        face_up: true,
        title: Some(t("gallery-chosen")),
        value: Some("4".into()),
        icons: vec![pip("gear", 2)],
        color: Some(Color::named("green")),
        size: CardSize::Small,
        selected: true,
        ..Default::default()
    })
    .on_click(&json!({"select": "chosen"}))
    .tooltip("gallery-select-tip");
    let tapped = Node::from(Card {
        face_up: true,
        title: Some(t("gallery-tapped")),
        value: Some("2".into()),
        icons: vec![pip("steam", 1)],
        color: Some(Color::hex("#b5562f")),
        size: CardSize::Small,
        exhausted: true,
        ..Default::default()
    });
    let locked = Node::from(Card {
        face_up: true,
        title: Some(t("gallery-locked")),
        value: Some("9".into()),
        cost: vec![pip("steam", 3)],
        icons: vec![pip("star", 3)],
        color: Some(Color::named("purple")),
        size: CardSize::Small,
        disabled: Some(t("gallery-locked-why")),
        ..Default::default()
    })
    .on_click(&json!({"play": "locked"}))
    .key("card-locked");
    let tapped_back = Node::from(Card {
        face_up: false,
        size: CardSize::Small,
        exhausted: true,
        color: Some(Color::hex("#7b2d3b")),
        ..Default::default()
    });
    let red = Some(Color::named("red"));
    let dice = Dice {
        dice: vec![
            Die {
                sides: 6,
                value: 1,
                face: face(Some("hit"), None, 1),
                color: red.clone(),
                choice: Some(id_of(&json!({"reroll": 0}))),
                tooltip: Some(t("gallery-reroll-tip")),
                key: Some("die-0".into()),
                ..Default::default()
            },
            Die {
                sides: 6,
                value: 2,
                face: face(Some("hit"), None, 2),
                color: red.clone(),
                selected: true,
                key: Some("die-1".into()),
                ..Default::default()
            },
            Die {
                sides: 6,
                value: 3,
                face: face(None, Some("gallery-die-dodge"), 1),
                color: red.clone(),
                selected: true,
                ..Default::default()
            },
            Die {
                sides: 6,
                value: 4,
                face: face(None, None, 1),
                color: red,
                used: true,
                ..Default::default()
            },
            Die {
                sides: 8,
                value: 5,
                face: face(Some("dodge"), None, 1),
                color: Some(Color::named("blue")),
                emphasis: Some(Emphasis::LastChange),
                ..Default::default()
            },
            Die {
                sides: 6,
                value: 6,
                face: face(Some("skull"), None, 3),
                color: Some(Color::named("black")),
                ..Default::default()
            },
        ],
    };
    let crown = Node::from(Die {
        sides: 6,
        value: 6,
        face: face(Some("crown"), None, 1),
        color: Some(Color::named("gold")),
        ..Default::default()
    })
    .on_click(&json!({"keep": "crown"}))
    .tooltip("gallery-keep-tip")
    .key("die-crown");
    let plain = Node::from(Die {
        sides: 20,
        value: 20,
        color: Some(Color::named("purple")),
        ..Default::default()
    })
    .emphasis(Emphasis::Winner);
    Node::row(vec![
        chosen,
        tapped,
        locked,
        tapped_back,
        Node::column(vec![
            Node::from(dice),
            Node::row(vec![crown, plain]).gap(14.0),
        ])
        .gap(8.0),
    ])
    .gap(16.0)
}

fn tactics() -> Node {
    let area = |x0: u32, y0: u32, x1: u32, y1: u32| -> Vec<[u32; 2]> {
        (y0..=y1)
            .flat_map(|y| (x0..=x1).map(move |x| [x, y]))
            .collect()
    };
    let mut range = Vec::new();
    for y in 0..6u32 {
        for x in 0..8u32 {
            let d = x.abs_diff(1) + y.abs_diff(3);
            if (1..=3).contains(&d) {
                range.push([x, y]);
            }
        }
    }
    let walk = Hover {
        text: Some(Text::new("gallery-moves-left").num("points", 2)),
        overlays: vec![Overlay::Path {
            points: vec![[1.5, 3.5], [2.5, 3.5], [3.5, 3.5], [3.5, 2.5]],
            arrow: true,
            color: None,
        }],
    };
    let cells = vec![
        Cell {
            x: 3,
            y: 2,
            emphasis: Some(Emphasis::Target),
            choice: Some(id_of(&json!({"walk": [3, 2]}))),
            hover: Some(walk),
            key: Some("cell-3-2".into()),
            ..Default::default()
        },
        Cell {
            x: 6,
            y: 4,
            fill: Some(Color::hex("#8fb3c9")),
            label: Some("~".into()),
            ..Default::default()
        },
        Cell {
            x: 5,
            y: 0,
            emphasis: Some(Emphasis::Warning),
            ..Default::default()
        },
    ];
    let piece = |x, y, shape, color: Color| Piece {
        x,
        y,
        token: Token {
            shape,
            color,
            ..Default::default()
        },
        ..Default::default()
    };
    let pieces = vec![
        Piece {
            portrait: Some("hero.svg".into()),
            badges: vec![
                Badge {
                    icon: Some("heart".into()),
                    count: 3,
                    ..Default::default()
                },
                Badge {
                    text: Some("S".into()),
                    color: Some(Color::named("yellow")),
                    ..Default::default()
                },
            ],
            emphasis: Some(Emphasis::Selected),
            tooltip: Some(t("gallery-hero-tip")),
            key: Some("hero".into()),
            ..piece(1, 3, TokenShape::Disc, Color::seat(1))
        },
        Piece {
            choice: Some(id_of(&json!({"attack": "ogre"}))),
            tooltip: Some(t("gallery-attack-tip")),
            emphasis: Some(Emphasis::Target),
            badges: vec![Badge {
                icon: Some("skull".into()),
                count: 2,
                color: Some(Color::hex("#f0d0d0")),
                ..Default::default()
            }],
            key: Some("ogre".into()),
            ..piece(5, 3, TokenShape::Meeple, Color::seat(0))
        },
        Piece {
            knocked_down: true,
            ..piece(4, 1, TokenShape::Meeple, Color::seat(0))
        },
        Piece {
            defeated: true,
            ..piece(6, 1, TokenShape::Pawn, Color::seat(0))
        },
        Piece {
            emphasis: Some(Emphasis::Resolving),
            ..piece(2, 0, TokenShape::Pawn, Color::seat(2))
        },
    ];
    let overlays = vec![
        Overlay::Shade {
            cells: range,
            color: Some(Color::hex("#3b7dd8")),
        },
        Overlay::Shade {
            cells: area(5, 2, 6, 4),
            color: Some(Color::hex("#d64545")),
        },
        Overlay::Outline {
            cells: area(4, 0, 7, 1),
            color: Some(Color::named("brown")),
        },
        Overlay::Line {
            from: [1.5, 3.5],
            to: [5.5, 3.5],
            color: None,
            dashed: true,
        },
        Overlay::Path {
            points: vec![[1.5, 3.5], [1.5, 4.5], [2.5, 4.5], [3.5, 4.5], [3.5, 5.5]],
            arrow: true,
            color: Some(Color::named("green")),
        },
        Overlay::Unknown,
    ];
    let grid = Node::from(GridBoard {
        columns: 8,
        rows: 6,
        cell_size: Some(46.0),
        fixed_cell: true,
        cells,
        pieces,
        overlays,
        edges: vec![
            Edge {
                x: 4,
                y: 2,
                side: Side::West,
                ..Default::default()
            },
            Edge {
                x: 4,
                y: 3,
                side: Side::Unknown,
                ..Default::default()
            },
        ],
        ..Default::default()
    })
    .key("tactics");

    // Anchors: the marks are where x, y point; each child sits by its anchor.
    let marks: Vec<Shape> = [[30.0, 30.0], [130.0, 80.0], [250.0, 150.0]]
        .iter()
        .flat_map(|[x, y]| {
            let stroke = Stroke {
                width: 1.5,
                color: Color::named("white"),
            };
            [
                Shape::Line {
                    points: vec![[x - 8.0, *y], [x + 8.0, *y]],
                    stroke: stroke.clone(),
                },
                Shape::Line {
                    points: vec![[*x, y - 8.0], [*x, y + 8.0]],
                    stroke,
                },
            ]
        })
        .chain([
            Shape::Text {
                x: 10.0,
                y: 120.0,
                text: t("gallery-left"),
                size: Some(12.0),
                color: Some(Color::named("white")),
                align: Some(Anchor::Left),
            },
            Shape::Text {
                x: 250.0,
                y: 20.0,
                text: t("gallery-right"),
                size: Some(12.0),
                color: Some(Color::named("white")),
                align: Some(Anchor::TopRight),
            },
        ])
        .collect();
    let anchors = Node::from(Board {
        width: 260.0,
        height: 160.0,
        background: Some(Color::hex("#34495e")),
        image: None,
        children: vec![
            Placed::at(
                0.0,
                0.0,
                Node::from(Shapes {
                    width: 260.0,
                    height: 160.0,
                    shapes: marks,
                }),
            ),
            Placed::at(
                30.0,
                30.0,
                token(TokenShape::Cube, Color::seat(3), None, None),
            ),
            Placed::anchored(
                130.0,
                80.0,
                Anchor::Center,
                token(TokenShape::Disc, Color::seat(1), Some("C"), None),
            ),
            Placed::anchored(
                250.0,
                150.0,
                Anchor::BottomRight,
                Node::from(Card {
                    face_up: false,
                    size: CardSize::Small,
                    ..Default::default()
                }),
            ),
        ],
    });
    let alt = Node::from(Image {
        name: "harbour.png".into(),
        width: 120.0,
        height: 96.0,
        alt: Some(t("gallery-alt")),
    });
    Node::row(vec![grid, Node::column(vec![anchors, alt]).gap(12.0)]).gap(20.0)
}

/// A sample view tree with every node kind, using text ids `gallery-…` (see
/// [`gallery_localize`] for their English). Legal-looking actions are `{"play": …}`,
/// `{"draw": 1}`, `{"move": "meeple"}`, `{"advance": 5}`, `{"go": [3, 4]}`, `{"open": [1, 2]}`,
/// `{"select": "knight"}`, `{"select": "chosen"}`, `{"reroll": 0}`, `{"keep": "crown"}`,
/// `{"walk": [3, 2]}` and `{"attack": "ogre"}` (their ids: [`id_of`] of that JSON, or
/// [`parlour_plugin_api::id::json_id`] for the 1.0-style cells, edges, pieces and track
/// spaces that carry JSON); the assets it refers to are `lighthouse.svg`, `hero.svg`,
/// `gem.png`, `missing.png` and `harbour.png`.
pub fn gallery_view() -> Node {
    let section = |id: &str| Node::styled(t(id), TextStyle::Heading);
    Node::column(vec![
        Node::heading("gallery-title"),
        Node::styled(t("gallery-intro"), TextStyle::Small),
        section("gallery-cards"),
        cards(),
        section("gallery-pieces"),
        pieces(),
        section("gallery-tracks"),
        tracks(),
        section("gallery-players"),
        mats(),
        section("gallery-boards"),
        Node::row(vec![grid_board(), free_board()]).gap(20.0),
        section("gallery-odds"),
        odds(),
        section("gallery-emphasis"),
        emphasis_row(),
        section("gallery-states"),
        states(),
        section("gallery-tactics"),
        tactics(),
    ])
    .gap(12.0)
}
