//! Renders the widget gallery with egui_kittest and checks interaction, keyboard access and
//! accessibility.

use std::sync::Arc;

use egui::accesskit::Role;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use egui_kittest::{Harness, OsThreshold, SnapshotOptions};
use parlour_plugin_api::{
    Board, Card, Cell, Color, Counter, Dice, Die, Edge, GridBoard, Image, Mat, Node, NodeKind,
    Piece, Pip, Placed, Shape, Shapes, Stack, Stroke, Text, Token, Track, TrackMarker, TrackSpace,
};
use parlour_widgets::{ViewEnv, gallery_localize, gallery_view, view_ui};
use serde_json::{Value, json};

const LIGHTHOUSE: &[u8] = include_bytes!("assets/lighthouse.svg");

/// Actions the viewing seat may take in the gallery. `{"play": "decree"}` is deliberately absent.
fn legal_actions() -> Vec<Value> {
    vec![
        json!({"play": "steam-engine"}),
        json!({"draw": 1}),
        json!({"move": "meeple"}),
        json!({"advance": 5}),
        json!({"go": [3, 4]}),
        json!({"open": [1, 2]}),
        json!({"select": "knight"}),
    ]
}

struct State {
    view: Node,
    legal: Vec<Value>,
    clicked: Vec<Value>,
}

fn draw(ui: &mut egui::Ui, state: &mut State) {
    let legal = state.legal.clone();
    let localize = |t: &Text| gallery_localize(t);
    let is_legal = move |a: &Value| legal.contains(a);
    let asset = |name: &str| -> Option<Arc<[u8]>> {
        (name == "lighthouse.svg").then(|| Arc::from(LIGHTHOUSE))
    };
    let env = ViewEnv {
        localize: &localize,
        is_legal: &is_legal,
        asset: &asset,
        asset_uri_prefix: "bytes://parlour/gallery/",
        unknown_label: "Unsupported element",
    };
    ui.painter()
        .rect_filled(ui.max_rect(), 0.0, ui.visuals().panel_fill);
    egui::Frame::central_panel(ui.style()).show(ui, |ui| {
        if let Some(action) = view_ui(ui, &state.view, &env) {
            state.clicked.push(action);
        }
    });
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
        legal: legal_actions(),
        clicked: Vec::new(),
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
                    color: None,
                    used: false,
                },
                Die {
                    sides: u32::MAX,
                    value: 0,
                    color: None,
                    used: true,
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
            children: vec![Placed {
                x: f32::INFINITY,
                y: nan,
                node: Node::new(NodeKind::Unknown),
            }],
            ..Default::default()
        }),
        Node::from(Image {
            name: String::new(),
            width: nan,
            height: 1e30,
        }),
        Node::label(""),
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
