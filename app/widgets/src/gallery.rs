//! A sample view with every node kind, for tests and the launcher's widget gallery.

use parlour_plugin_api::{
    Arg, Board, Card, CardSize, Cell, Color, Counter, Dice, Die, Edge, EdgeKind, GridBoard, Image,
    Mat, Node, NodeKind, Piece, Pip, Placed, Shape, Shapes, Side, Stack, Stroke, Text, TextStyle,
    Token, TokenShape, Track, TrackMarker, TrackSpace,
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
        other => other,
    };
    let mut out = template.to_owned();
    for (name, arg) in &text.args {
        let value = match arg {
            Arg::Num(n) => n.to_string(),
            Arg::Str(s) => s.clone(),
            Arg::Seat { seat } => format!("Player {}", seat + 1),
            Arg::Msg(inner) => gallery_localize(inner),
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
    .highlighted(true);
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
            })
            .chain([
                Die {
                    sides: 6,
                    value: 4,
                    color: Some(Color::named("red")),
                    used: true,
                },
                Die {
                    sides: 20,
                    value: 17,
                    color: Some(Color::hex("#3b5bdb")),
                    used: false,
                },
                Die {
                    sides: 12,
                    value: 11,
                    color: Some(Color::named("green")),
                    used: false,
                },
                Die {
                    sides: 10,
                    value: 10,
                    color: Some(Color::named("black")),
                    used: false,
                },
                Die {
                    sides: 8,
                    value: 5,
                    color: Some(Color::named("purple")),
                    used: true,
                },
                Die {
                    sides: 4,
                    value: 3,
                    color: Some(Color::named("orange")),
                    used: false,
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
        highlight: true,
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
        }),
        Node::from(Image {
            name: "missing.png".into(),
            width: 96.0,
            height: 96.0,
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

/// A sample view tree with every node kind, using text ids `gallery-…` (see
/// [`gallery_localize`] for their English). Legal-looking actions are `{"play": …}`,
/// `{"draw": 1}`, `{"move": "meeple"}`, `{"advance": 5}`, `{"go": [3, 4]}`, `{"open": [1, 2]}`
/// and `{"select": "knight"}`; the assets it refers to are `lighthouse.svg`, `gem.png` and
/// `missing.png`.
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
    ])
    .gap(12.0)
}
