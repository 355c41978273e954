//! Renders the widget gallery with egui_kittest and checks interaction, keyboard access and
//! accessibility.

use std::collections::HashMap;
use std::sync::Arc;

use egui::accesskit::Role;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use egui_kittest::{Harness, OsThreshold, SnapshotOptions};
use parlour_plugin_api::id::json_id;
use parlour_plugin_api::{
    Board, Card, Cell, Color, Counter, Dice, Die, Edge, GridBoard, Image, Mat, Node, NodeKind,
    Piece, Pip, Placed, Shape, Shapes, Stack, Stroke, Text, Token, Track, TrackMarker, TrackSpace,
    id_of,
};
use parlour_widgets::{ViewEnv, gallery_localize, gallery_view};
use serde_json::{Value, json};

const LIGHTHOUSE: &[u8] = include_bytes!("assets/lighthouse.svg");
const HERO: &[u8] = include_bytes!("assets/hero.svg");

/// Actions the viewing seat may take in the gallery. `{"play": "decree"}` is deliberately absent;
/// `{"play": "locked"}` is legal but its card is disabled.
fn legal_actions() -> Vec<Value> {
    vec![
        json!({"play": "steam-engine"}),
        json!({"draw": 1}),
        json!({"move": "meeple"}),
        json!({"advance": 5}),
        json!({"go": [3, 4]}),
        json!({"open": [1, 2]}),
        json!({"select": "knight"}),
        json!({"select": "chosen"}),
        json!({"play": "locked"}),
        json!({"reroll": 0}),
        json!({"keep": "crown"}),
        json!({"walk": [3, 2]}),
        json!({"attack": "ogre"}),
    ]
}

struct State {
    view: Node,
    /// The legal ids and the action each stands for: the SDK's id of the JSON (1.1 nodes) and
    /// the host's id of it (1.0 elements that carry JSON).
    legal: HashMap<u64, Value>,
    clicked: Vec<Value>,
    /// The last click on an element standing for several moves.
    chooser: Option<parlour_widgets::Chooser>,
}

fn legal_ids() -> HashMap<u64, Value> {
    let mut ids = HashMap::new();
    for action in legal_actions() {
        ids.insert(id_of(&action), action.clone());
        ids.insert(json_id(&action), action);
    }
    ids
}

fn draw(ui: &mut egui::Ui, state: &mut State) {
    let localize = |t: &Text| gallery_localize(t);
    let legal = &state.legal;
    let is_legal = |id: u64| legal.contains_key(&id);
    let asset = |name: &str| -> Option<Arc<[u8]>> {
        match name {
            "lighthouse.svg" => Some(Arc::from(LIGHTHOUSE)),
            "hero.svg" => Some(Arc::from(HERO)),
            _ => None,
        }
    };
    let env = ViewEnv {
        localize: &localize,
        is_legal: &is_legal,
        asset: &asset,
        asset_uri_prefix: "bytes://parlour/gallery/",
        unknown_label: "Unsupported element",
        min_text: 0.0,
    };
    ui.painter()
        .rect_filled(ui.max_rect(), 0.0, ui.visuals().panel_fill);
    let mut picked = None;
    egui::Frame::central_panel(ui.style()).show(ui, |ui| {
        let out = parlour_widgets::view_output_ui(ui, &state.view, &env);
        picked = out.clicked;
        if out.chooser.is_some() {
            state.chooser = out.chooser;
        }
    });
    if let Some(id) = picked {
        let action = state.legal.get(&id).cloned().unwrap_or(json!(id));
        state.clicked.push(action);
    }
}

fn harness(view: Node, theme: egui::Theme, width: f32) -> Harness<'static, State> {
    let mut harness = harness_sized(view, theme, egui::vec2(width, 800.0));
    harness.fit_contents();
    harness.run();
    harness
}

fn harness_sized(view: Node, theme: egui::Theme, size: egui::Vec2) -> Harness<'static, State> {
    let state = State {
        view,
        legal: legal_ids(),
        clicked: Vec::new(),
        chooser: None,
    };
    let mut harness = Harness::builder()
        .with_size(size)
        .with_theme(theme)
        .with_context_setup(egui_extras::install_image_loaders)
        .build_ui_state(draw, state);
    harness.run();
    harness
}

fn snapshot_options() -> SnapshotOptions {
    // Software rasterisers (lavapipe, WARP, …) differ slightly in anti-aliasing.
    SnapshotOptions::new()
        .threshold(OsThreshold::new(1.2))
        .max_failed_pixels(OsThreshold::new(40))
}

#[test]
fn gallery_snapshot_light() {
    let mut harness = harness(gallery_view(), egui::Theme::Light, 1000.0);
    harness.snapshot_options("gallery_light", &snapshot_options());
}

#[test]
fn gallery_snapshot_dark() {
    let mut harness = harness(gallery_view(), egui::Theme::Dark, 1000.0);
    harness.snapshot_options("gallery_dark", &snapshot_options());
}

#[test]
fn hovering_a_card_shows_it_enlarged() {
    let cards = match gallery_view().kind {
        NodeKind::Column { children, .. } => children[3].clone(),
        _ => unreachable!(),
    };
    let mut harness = harness(cards, egui::Theme::Dark, 700.0);
    harness.set_size(egui::vec2(700.0, 520.0));
    harness.get_by_label("Play Steam Engine").hover();
    harness.run();
    harness.snapshot_options("card_tooltip", &snapshot_options());
}

#[test]
fn clicking_a_legal_card_returns_its_action() {
    let mut harness = harness(gallery_view(), egui::Theme::Light, 1000.0);
    let card = harness.get_by_label("Play Steam Engine");
    assert_eq!(card.accesskit_node().role(), Role::Button);
    card.click();
    harness.run();
    assert_eq!(
        harness.state().clicked,
        vec![json!({"play": "steam-engine"})]
    );
}

#[test]
fn a_card_standing_for_several_moves_asks_which_instead_of_picking_one() {
    let steam = id_of(&json!({"play": "steam-engine"}));
    let draw = id_of(&json!({"draw": 1}));
    let mut view = gallery_view();
    view.walk_mut(&mut |node| {
        if node.choice == Some(steam) {
            node.alternatives = vec![draw];
        }
    });
    let mut harness = harness(view, egui::Theme::Light, 1000.0);
    harness.get_by_label("Play Steam Engine").click();
    harness.run();
    assert!(harness.state().clicked.is_empty(), "no move picked yet");
    let chooser = harness
        .state()
        .chooser
        .clone()
        .expect("the moves are asked");
    assert_eq!(chooser.choices, vec![steam, draw], "its own move first");
}

#[test]
fn an_element_whose_action_is_not_legal_is_not_clickable() {
    let mut harness = harness(gallery_view(), egui::Theme::Light, 1000.0);
    let card = harness.get_by_label("Play Royal Decree");
    assert_ne!(card.accesskit_node().role(), Role::Button);
    card.click();
    harness.run();
    assert!(harness.state().clicked.is_empty());
}

#[test]
fn parts_of_tracks_and_grid_boards_are_clickable() {
    let mut harness = harness(gallery_view(), egui::Theme::Light, 1000.0);
    for label in [
        "Move the blue meeple",
        "Draw a card",
        "Advance to 5",
        "Move here",
        "Open the door",
        "Select the knight",
    ] {
        let node = harness.get_by_role_and_label(Role::Button, label);
        eprintln!("{label} rect {:?}", node.rect());
        node.click();
        harness.run();
        eprintln!("{label}: {:?}", harness.state().clicked);
    }
    assert_eq!(
        harness.state().clicked,
        vec![
            json!({"move": "meeple"}),
            json!({"draw": 1}),
            json!({"advance": 5}),
            json!({"go": [3, 4]}),
            json!({"open": [1, 2]}),
            json!({"select": "knight"}),
        ]
    );
}

#[test]
fn interactive_elements_work_from_the_keyboard() {
    let mut harness = harness(gallery_view(), egui::Theme::Light, 1000.0);
    // Tab reaches the first legal element, the Steam Engine card; Space activates it.
    harness.key_press(egui::Key::Tab);
    harness.run();
    harness.key_press(egui::Key::Space);
    harness.run();
    assert_eq!(
        harness.state().clicked,
        vec![json!({"play": "steam-engine"})]
    );

    // Focus the draw pile and press Enter.
    harness.get_by_label("Draw a card").focus();
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert_eq!(harness.state().clicked.last(), Some(&json!({"draw": 1})));
}

/// A piece whose letter differs by language carries a caption: the host draws (and names) the
/// caption in the reader's language instead of the plain label.
#[test]
fn a_pieces_caption_replaces_its_label_in_the_readers_language() {
    let piece = |caption: bool| {
        let node = Node::from(parlour_plugin_api::Token {
            label: Some("E".into()),
            ..Default::default()
        });
        if caption {
            node.caption(Text::new("gallery-spark"))
        } else {
            node
        }
    };
    let view = Node::row(vec![piece(true)]);
    let harness = harness(view, egui::Theme::Light, 400.0);
    harness.get_by_label("Spark (disc)");
    assert!(harness.query_by_label("E (disc)").is_none());
    drop(harness);
    let harness = self::harness(Node::row(vec![piece(false)]), egui::Theme::Light, 400.0);
    harness.get_by_label("E (disc)");
}

#[test]
fn unknown_node_kinds_render_a_placeholder() {
    let json = r#"{"kind":"column","children":[{"kind":"hologram","sparkle":true},{"kind":"label","text":"gallery-body"}]}"#;
    let view: Node = serde_json::from_str(json).unwrap();
    let harness = harness(view, egui::Theme::Light, 400.0);
    harness.get_by_label("Unsupported element");
    harness.get_by_label("Body text wraps when it runs out of room.");
}

/// Every kind of nonsense a plugin might send.
fn hostile_view() -> Node {
    let nan = f32::NAN;
    let mut deep = Node::label("deep");
    for _ in 0..200 {
        deep = Node::column(vec![deep]);
    }
    Node::column(vec![
        Node::row(vec![]),
        Node::grid(0, vec![Node::label("x"), Node::label("y")]),
        Node::grid(u32::MAX, vec![Node::label("z")]),
        Node::row(vec![
            Node::spacer(nan, f32::INFINITY),
            Node::spacer(-5.0, 1e30),
        ])
        .gap(nan),
        Node::from(Card {
            face_up: true,
            title: Some(Text::new(
                "a very long title that goes on and on and on and on and on and on",
            )),
            value: Some("123456789".into()),
            cost: vec![
                Pip {
                    icon: String::new(),
                    count: u32::MAX,
                    color: Some(Color::hex("#12")),
                };
                20
            ],
            icons: vec![
                Pip {
                    icon: "image:nothing".into(),
                    count: 0,
                    color: None,
                };
                20
            ],
            body: Some(Text::new("word ".repeat(400))),
            image: Some("nothing.png".into()),
            ..Default::default()
        }),
        Node::from(Token {
            size: Some(nan),
            count: Some(u32::MAX),
            label: Some("WWWWWWWWWWWWWWWW".into()),
            color: Color::hex("seat:9999999999"),
            ..Default::default()
        }),
        Node::from(Token {
            size: Some(0.0),
            ..Default::default()
        }),
        Node::from(Stack {
            count: u32::MAX,
            top: Some(Box::new(Node::from(Token::default()))),
            ..Default::default()
        }),
        Node::from(Track {
            spaces: vec![TrackSpace::default(); 3000],
            markers: vec![
                TrackMarker {
                    position: u32::MAX,
                    ..Default::default()
                };
                5
            ],
            ..Default::default()
        }),
        Node::from(Track {
            circular: true,
            spaces: vec![TrackSpace::default(); 1],
            markers: vec![TrackMarker::default(); 40],
            ..Default::default()
        }),
        Node::from(Track::default()),
        Node::from(Dice {
            dice: vec![
                Die {
                    sides: 0,
                    value: u32::MAX,
                    ..Default::default()
                },
                Die {
                    sides: u32::MAX,
                    value: 0,
                    used: true,
                    ..Default::default()
                },
            ],
        }),
        Node::from(Dice::default()),
        Node::from(Counter {
            value: i64::MIN,
            max: Some(i64::MAX),
            ..Default::default()
        }),
        Node::from(Mat::default()),
        Node::from(GridBoard {
            columns: u32::MAX,
            rows: u32::MAX,
            cell_size: Some(nan),
            cells: vec![Cell {
                x: u32::MAX,
                y: 0,
                ..Default::default()
            }],
            edges: vec![Edge {
                x: 0,
                y: u32::MAX,
                ..Default::default()
            }],
            pieces: vec![Piece::default(); 50],
            ..Default::default()
        }),
        Node::from(GridBoard::default()),
        Node::from(Shapes {
            width: nan,
            height: -1.0,
            shapes: vec![
                Shape::Circle {
                    x: nan,
                    y: 0.0,
                    r: nan,
                    fill: None,
                    stroke: None,
                },
                Shape::Polygon {
                    points: vec![[0.0, 0.0], [nan, 1.0], [1.0, 1.0], [1.0, 1.0]],
                    fill: Some(Color::named("red")),
                    stroke: None,
                },
                Shape::Line {
                    points: vec![],
                    stroke: Stroke::default(),
                },
            ],
        }),
        Node::from(Board {
            width: 0.0,
            height: nan,
            children: vec![Placed::anchored(
                f32::INFINITY,
                nan,
                parlour_plugin_api::Anchor::Center,
                Node::new(NodeKind::Unknown),
            )],
            ..Default::default()
        }),
        Node::from(Image {
            name: String::new(),
            width: nan,
            height: 1e30,
            alt: Some(Text::new("")),
        }),
        Node::label(""),
        Node::from(Card {
            exhausted: true,
            selected: true,
            disabled: Some(Text::new("")),
            face_up: true,
            ..Default::default()
        })
        .emphasis(parlour_plugin_api::Emphasis::Unknown),
        Node::from(Die {
            sides: 3,
            face: Some(parlour_plugin_api::DieFace {
                icon: Some("image:nothing".into()),
                count: u32::MAX,
                ..Default::default()
            }),
            selected: true,
            ..Default::default()
        }),
        Node::from(GridBoard {
            columns: 3,
            rows: 3,
            fixed_cell: true,
            cell_size: Some(1e9),
            overlays: vec![
                parlour_plugin_api::Overlay::Path {
                    points: vec![[nan, 0.0], [1.0, 1.0]],
                    arrow: true,
                    color: None,
                },
                parlour_plugin_api::Overlay::Path {
                    points: vec![[1.0, 1.0], [1.0, 1.0]],
                    arrow: true,
                    color: None,
                },
                parlour_plugin_api::Overlay::Line {
                    from: [f32::INFINITY, 0.0],
                    to: [1e30, -1e30],
                    color: Some(Color::hex("nonsense")),
                    dashed: true,
                },
                parlour_plugin_api::Overlay::Outline {
                    cells: vec![[u32::MAX, u32::MAX]; 10_000],
                    color: None,
                },
                parlour_plugin_api::Overlay::Shade {
                    cells: vec![[0, 0]; 10_000],
                    color: None,
                },
            ],
            pieces: vec![Piece {
                portrait: Some("nothing.png".into()),
                badges: vec![parlour_plugin_api::Badge::default(); 100],
                knocked_down: true,
                defeated: true,
                ..Default::default()
            }],
            ..Default::default()
        }),
        deep,
    ])
}

#[test]
fn nonsense_input_does_not_panic() {
    let mut harness = harness_sized(hostile_view(), egui::Theme::Dark, egui::vec2(600.0, 2000.0));
    harness.render().expect("render");
    harness.set_size(egui::vec2(1.0, 1.0));
    harness.run();
    harness.render().expect("render");
}

#[test]
fn containers_can_be_clickable_without_stealing_their_childrens_clicks() {
    let card = Node::from(Card {
        face_up: true,
        value: Some("7".into()),
        ..Default::default()
    })
    .on_click(&json!({"play": "steam-engine"}))
    .tooltip("gallery-card-tip");
    let mat = Node::from(Mat {
        title: Some(Text::new("gallery-alice")),
        color: Some(Color::seat(0)),
        active: true,
        children: vec![Node::row(vec![card, Node::from(Token::default())])],
    })
    .on_click(&json!({"draw": 1}))
    .tooltip("gallery-draw-tip");
    let mut harness = harness(mat, egui::Theme::Light, 400.0);
    // Container responses use the previous frame's rect; give them a frame to settle.
    harness.run();
    harness.get_by_label("Play Steam Engine").click();
    harness.run();
    // Click the mat's title bar, away from its children.
    let mat_rect = harness.get_by_label("Draw a card").rect();
    let pos = egui::pos2(mat_rect.min.x as f32 + 30.0, mat_rect.min.y as f32 + 10.0);
    harness.event(egui::Event::PointerMoved(pos));
    for pressed in [true, false] {
        harness.event(egui::Event::PointerButton {
            pos,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::default(),
        });
    }
    harness.run();
    assert_eq!(
        harness.state().clicked,
        vec![json!({"play": "steam-engine"}), json!({"draw": 1})]
    );
}

#[test]
fn new_elements_are_clickable_by_id_but_disabled_cards_are_not() {
    let mut harness = harness(gallery_view(), egui::Theme::Light, 1000.0);
    for label in [
        "Select this card",
        "Reroll this die",
        "Keep the crown",
        "Attack the ogre",
        "cell 4, 3",
    ] {
        harness.get_by_role_and_label(Role::Button, label).click();
        harness.run();
    }
    assert_eq!(
        harness.state().clicked,
        vec![
            json!({"select": "chosen"}),
            json!({"reroll": 0}),
            json!({"keep": "crown"}),
            json!({"attack": "ogre"}),
            json!({"walk": [3, 2]}),
        ]
    );
    // Its id is legal, but the card says why it cannot be played.
    let locked = harness.get_by_label("Locked (9)");
    assert_ne!(locked.accesskit_node().role(), Role::Button);
    locked.click();
    harness.run();
    assert_eq!(harness.state().clicked.len(), 5);
}

#[test]
fn images_are_named_by_their_alt_text() {
    let harness = harness(gallery_view(), egui::Theme::Light, 1000.0);
    harness.get_by_label("The harbour at dusk");
}

#[test]
fn hovering_a_cell_shows_its_preview_text_and_overlays() {
    let tactics = match gallery_view().kind {
        NodeKind::Column { children, .. } => children.last().cloned().expect("tactics"),
        _ => unreachable!(),
    };
    let mut harness = harness(tactics, egui::Theme::Light, 820.0);
    harness.get_by_label("cell 4, 3").hover();
    harness.run();
    harness.snapshot_options("grid_hover", &snapshot_options());
}

/// A view from a newer plugin: unknown node kinds, enum values, overlays, shapes, text
/// arguments and fields everywhere.
const FUTURE_VIEW: &str = r#"{
    "kind": "column", "gap": 4, "glitter": 3,
    "children": [
        {"kind": "label", "text": "gallery-strong", "style": "whisper", "emphasis": "sparkling"},
        {"kind": "hologram", "key": "holo", "tooltip": "gallery-body"},
        {"kind": "row", "children": [
            {"kind": "card", "face_up": true, "size": "huge", "exhausted": true, "foil": true,
             "title": {"id": "gallery-small", "args": {"page": {"quantum": 1}}}},
            {"kind": "token", "shape": "dodecahedron", "color": "seat:1", "emphasis": "glowing"},
            {"kind": "die", "sides": 6, "value": 3, "face": {"icon": "hit", "sparkle": 1},
             "emphasis": "glowing"},
            {"kind": "dice", "dice": [{"sides": 6, "value": 2, "emphasis": "rainbow",
                                       "face": {"text": "gallery-die-dodge", "count": 2}}]}
        ]},
        {"kind": "grid_board", "columns": 4, "rows": 3, "fixed_cell": true, "cell_size": 36,
         "cells": [{"x": 1, "y": 1, "emphasis": "teleporting", "fill": "plaid"}],
         "edges": [{"x": 0, "y": 0, "side": "up", "kind": "portcullis"},
                   {"x": 1, "y": 0, "side": "east", "kind": "portcullis"}],
         "overlays": [{"overlay": "spiral", "turns": 3},
                      {"overlay": "line", "from": [0.5, 0.5], "to": [3.5, 2.5],
                       "dashed": true, "style": "wavy"}],
         "pieces": [{"x": 2, "y": 1, "token": {"shape": "torus", "color": "red"},
                     "emphasis": "shimmer", "badges": [{"icon": "hex", "count": 2,
                     "blink": true}], "state": "levitating"}]},
        {"kind": "board", "width": 200, "height": 90,
         "children": [{"x": 100, "y": 45, "anchor": "middle_ish",
                       "node": {"kind": "quantum_token"}}]},
        {"kind": "shapes", "width": 120, "height": 30,
         "shapes": [{"shape": "text", "x": 60, "y": 15, "text": "gallery-left", "align": "justify"},
                    {"shape": "bezier"}]},
        {"kind": "image", "name": "x.png", "width": 60, "height": 40,
         "alt": {"id": "gallery-alt", "args": {"n": {"quantum": 1}}}}
    ]
}"#;

#[test]
fn a_view_from_a_newer_plugin_renders_with_placeholders() {
    let view: Node = serde_json::from_str(FUTURE_VIEW).expect("a newer view parses");
    let mut harness = harness(view, egui::Theme::Dark, 600.0);
    // Two unknown node kinds: one named by its tooltip, one by the host's placeholder text.
    harness.get_by_label("Unsupported element");
    harness.get_by_label("Body text wraps when it runs out of room.");
    harness.get_by_label("Strong text");
    harness.get_by_label("The harbour at dusk");
    // The unknown node placed in the middle of a narrow board wraps its words instead of
    // running past the board's edge, where they were cut off.
    let placeholder = harness.get_by_label("Unsupported element").rect();
    let boards: Vec<egui::Rect> = harness
        .get_all_by_label("board")
        .map(|b| b.rect())
        .collect();
    assert!(
        boards
            .iter()
            .any(|board| board.expand(1.0).contains_rect(placeholder)),
        "the placeholder at {placeholder:?} lies outside the boards at {boards:?}"
    );
    harness.snapshot_options("future_view", &snapshot_options());
}

#[test]
fn a_card_text_too_long_for_the_card_is_shown_whole_on_hover() {
    let long = "At the start of each of your turns, before anything else happens, you may \
                swap this card with any face-up card on the table, then gain one coin for \
                every card of the same colour in your tableau, and finally pass the first \
                player marker to the seat on your left unless it is already yours; the end \
                of this sentence is the word zeppelin.";
    let card = Node::from(Card {
        face_up: true,
        title: Some(Text::new("The Long Card")),
        body: Some(Text::new(long)),
        ..Default::default()
    });
    let mut harness = harness_sized(card, egui::Theme::Light, egui::vec2(700.0, 700.0));
    harness.get_by_label("The Long Card").hover();
    harness.run();
    // The whole text, to its last word, is readable in the hover preview.
    harness.get_by_label_contains("the word zeppelin.");
    harness.snapshot_options("card_long_text_tooltip", &snapshot_options());
}

/// Draws `view`, lets `click` act on the window, and returns the rules section the view asked
/// for, if any.
fn help_asked(view: &Node, click: impl FnOnce(&mut Harness<'_>)) -> Option<String> {
    let mut asked = None;
    let mut harness = Harness::builder()
        .with_size(egui::vec2(400.0, 300.0))
        .build_ui(|ui| {
            let localize = |t: &Text| gallery_localize(t);
            let is_legal = |_: u64| false;
            let asset = |_: &str| -> Option<Arc<[u8]>> { None };
            let env = ViewEnv {
                localize: &localize,
                is_legal: &is_legal,
                asset: &asset,
                asset_uri_prefix: "bytes://parlour/gallery/",
                unknown_label: "?",
                min_text: 0.0,
            };
            if let Some(section) = parlour_widgets::view_output_ui(ui, view, &env).help {
                asked = Some(section);
            }
        });
    click(&mut harness);
    harness.run();
    drop(harness);
    asked
}

#[test]
fn the_question_mark_of_a_mat_asks_for_its_rules_section() {
    let mat = Node::from(Mat {
        title: Some(Text::new("Your workshop")),
        children: vec![Node::label(Text::new("gears"))],
        ..Default::default()
    })
    .key("workshop-mat")
    .help("workshop");
    let asked = help_asked(&mat, |h| h.get_by_label("? workshop").click());
    assert_eq!(asked.as_deref(), Some("workshop"));
}

/// Any element, not only a mat, may link to a section of the rules: a drawn panel (as the
/// Corrosion workshop is) gets a "?" at its top right corner.
#[test]
fn any_element_with_a_rules_section_gets_a_question_mark() {
    let panel = Node::column(vec![
        Node::from(Card {
            face_up: true,
            title: Some(Text::new("gallery-spark")),
            ..Default::default()
        })
        .help("sparks"),
    ]);
    let asked = help_asked(&panel, |h| {
        let card = h.get_by_label_contains("Spark").rect();
        let help = h.get_by_label("? sparks");
        assert!(
            card.contains(help.rect().center()),
            "the ? sits on the card"
        );
        help.click();
    });
    assert_eq!(asked.as_deref(), Some("sparks"));
}
