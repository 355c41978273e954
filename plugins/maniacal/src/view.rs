//! What each seat sees: the world map with its face-down contracts, the Special Locations and
//! henchmen decks, the tracks, the attempt in progress with its dice, the draft, and every
//! player's lair. Also the labels of moves. Nothing hidden from the viewer is ever drawn.
//!
//! What the viewer may click comes from the SDK's [`Offered`] (the options of the next step of
//! the move it is composing, and the clicks so far); the view never works legality out.

use parlour_plugin_api::{
    Anchor, Board, Card, CardSize, Color, Counter, Dice, Die, DieFace, Emphasis, Mat, Node,
    Offered, Pip, Placed, Seat, Shape, Shapes, Stack, Stroke, Text, TextStyle, Token, TokenShape,
    Viewer, id_of,
};

/// What the viewer may click now.
type Clicks<'a, 'b> = &'a Offered<'b, Choice>;

fn emph(node: Node, on: bool, e: Emphasis) -> Node {
    if on { node.emphasis(e) } else { node }
}

use crate::contracts::power_text;
use crate::data::{Effect, data};
use crate::draft::room_text;
use crate::state::{
    Action, Choice, Difficulty, HType, Henchman, Location, Maniacal, Phase, RerollSource, Trait,
    Unit, continent_text,
};
use crate::turn::scheme_text;

pub fn villain_text(v: u8) -> Text {
    Text::formatted(format_args!(
        "villain-{}",
        data()
            .villains
            .get(usize::from(v))
            .map_or("", |v| v.id.as_str())
    ))
}

fn trait_pips(t: [u8; 4]) -> Vec<Pip> {
    Trait::ALL
        .into_iter()
        .filter(|tr| t[tr.index()] > 0)
        .map(|tr| Pip {
            icon: trait_icon(tr).into(),
            count: u32::from(t[tr.index()]),
            color: Some(Color::named(tr.color())),
        })
        .collect()
}

fn type_color(t: HType) -> Color {
    Color::named(match t {
        HType::Beasts => "brown",
        HType::Criminals => "purple",
        HType::Scientists => "green",
        HType::Mystics => "orange",
    })
}

/// A room card, face up.
pub fn room_card(card: u8) -> Card {
    let room = data().room(card);
    let mut body =
        Text::formatted(format_args!("effect-{}", room.effect.id())).num("amount", room.amount);
    if let Some(t) = room.arg_type() {
        body = body.msg("type", t.text());
    }
    if let Some(t) = room.arg_trait() {
        body = body.msg("trait", t.text());
    }
    if room.weeks > 0 {
        body = body.num("weeks", room.weeks);
    }
    Card {
        face_up: true,
        title: Some(room_text(card)),
        body: Some(body),
        value: Some(format!("${}", room.cost)),
        icons: vec![Pip {
            icon: type_icon(room.attracts).into(),
            count: room.attraction.max(0) as u32,
            color: Some(type_color(room.attracts)),
        }],
        color: Some(type_color(room.attracts)),
        size: CardSize::Small,
        ..Default::default()
    }
}

fn henchman_card(game: &Maniacal, h: &Henchman) -> Card {
    let mut icons = trait_pips(h.traits(game.options.advanced));
    if h.injuries > 0 {
        icons.push(Pip {
            icon: "heart".into(),
            count: u32::from(h.injuries),
            color: Some(Color::named("red")),
        });
    }
    let kind = match h.card {
        crate::state::Card::Recruit(_) => h.htype().map_or(Text::new("kind-lackey"), |t| t.text()),
        crate::state::Card::Lackey(_) => Text::new("kind-lackey"),
        crate::state::Card::Mercenary(_) => Text::new("kind-mercenary"),
        crate::state::Card::Bodyguard(_) => Text::new("kind-bodyguard"),
    };
    let powers: Vec<Text> = h.powers.iter().map(|&p| power_text(p)).collect();
    let body = Text::new("henchman-body")
        .msg("kind", kind)
        .num("injuries", h.injuries)
        .num("powers_count", powers.len() as u32)
        .msg("powers", join(powers));
    Card {
        face_up: true,
        exhausted: !h.ready,
        title: Some(h.name()),
        body: Some(body),
        icons,
        color: h.htype().map(type_color),
        size: CardSize::Small,
        ..Default::default()
    }
}

fn join(mut texts: Vec<Text>) -> Text {
    match texts.len() {
        0 => Text::new("nothing"),
        1 => texts.remove(0),
        _ => {
            let first = texts.remove(0);
            Text::new("list-pair").msg("a", first).msg("b", join(texts))
        }
    }
}

fn contract_back(game: &Maniacal, slot: usize) -> Option<Text> {
    game.back(slot).map(|(d, size, t)| {
        Text::new("contract-back")
            .msg("difficulty", d.text())
            .num("size", size)
            .msg("trait", t.text())
    })
}

fn contract_front(c: u8) -> Card {
    let cd = &data().contracts[usize::from(c) % data().contracts.len()];
    let result = |r: &crate::data::ResultData, id: &str| {
        let mut t = Text::new(id.to_owned())
            .num("infamy", r.infamy)
            .num("money", r.money);
        let effects: Vec<Text> = Maniacal::special_texts(&r.effects);
        t = t.msg("effects", join(effects));
        t
    };
    Card {
        face_up: true,
        title: Some(Text::formatted(format_args!("contract-{}", cd.id))),
        body: Some(
            Text::new("contract-front")
                .msg("success", result(&cd.success, "result-line"))
                .msg("failure", result(&cd.failure, "result-line")),
        ),
        value: Some(cd.target.to_string()),
        icons: vec![Pip {
            icon: format!("trait-{}", cd.trait_.id()),
            count: u32::from(cd.size),
            color: Some(Color::named(cd.trait_.color())),
        }],
        color: Some(Color::named("gold")),
        ..Default::default()
    }
}

/// The host icon standing for a trait.
fn trait_icon(t: Trait) -> &'static str {
    match t {
        Trait::Brawn => "sword",
        Trait::Stealth => "eye",
        Trait::Intellect => "gear",
        Trait::Magic => "bolt",
    }
}

/// The host icon standing for a henchman type (on rooms' attraction).
fn type_icon(t: HType) -> &'static str {
    match t {
        HType::Beasts => "fire",
        HType::Criminals => "key",
        HType::Scientists => "scientist",
        HType::Mystics => "star",
    }
}

fn difficulty_color(d: Difficulty) -> Color {
    Color::named(match d {
        Difficulty::Easy => "silver",
        Difficulty::Hard => "copper",
        Difficulty::Legendary => "gold",
    })
}

fn small(text: impl Into<Text>) -> Node {
    Node::styled(text, TextStyle::Small)
}

/// A face-down contract: its back shows the difficulty, the team size and the recommended
/// trait, and nothing of its front.
fn contract_back_card(game: &Maniacal, slot: usize) -> Option<Card> {
    let (d, size, t) = game.back(slot)?;
    Some(Card {
        face_up: true,
        title: Some(d.text()),
        body: Some(
            Text::new("contract-back-body")
                .num("size", size)
                .msg("trait", t.text()),
        ),
        value: Some(size.to_string()),
        icons: vec![Pip {
            icon: trait_icon(t).into(),
            count: 1,
            color: Some(Color::named(t.color())),
        }],
        color: Some(difficulty_color(d)),
        size: CardSize::Small,
        ..Default::default()
    })
}

// The map is wide and low: a board grows with the width it gets, and the table must still
// fit the window's height.
const MAP_W: f32 = 520.0;
const MAP_H: f32 = 280.0;
/// The Infamy track runs round the map in a band this wide.
const BAND: f32 = 20.0;
const SLOT_W: f32 = 120.0;

/// The centre of space `i` of `n` on the Infamy track round the map, clockwise from the top
/// left corner.
fn ring_point(i: usize, n: usize) -> (f32, f32) {
    let (x0, y0) = (BAND / 2.0, BAND / 2.0);
    let (w, h) = (MAP_W - BAND, MAP_H - BAND);
    let p = 2.0 * (w + h);
    let d = (i as f32 + 0.5) * p / n.max(1) as f32;
    if d < w {
        (x0 + d, y0)
    } else if d < w + h {
        (x0 + w, y0 + d - w)
    } else if d < 2.0 * w + h {
        (x0 + w - (d - w - h), y0 + h)
    } else {
        (x0, y0 + h - (d - 2.0 * w - h))
    }
}

fn seat_token(seat: Seat, shape: TokenShape, size: f32, tip: Text, key: String) -> Node {
    Node::from(Token {
        shape,
        color: Color::seat(seat),
        label: None,
        count: None,
        size: Some(size),
    })
    .tooltip(tip)
    .key(key)
}

/// Land masses under the six continents' contracts (radii round the slot's centre).
const LAND: [[f32; 8]; 6] = [
    [1.0, 0.8, 0.9, 0.7, 0.85, 0.95, 0.8, 0.9],
    [0.8, 0.9, 1.0, 0.75, 0.9, 0.7, 0.95, 0.85],
    [0.9, 0.7, 0.85, 0.95, 0.8, 0.9, 0.75, 1.0],
    [0.85, 1.0, 0.8, 0.9, 0.7, 0.95, 0.9, 0.8],
    [1.0, 0.9, 0.75, 0.85, 0.95, 0.8, 1.0, 0.7],
    [0.7, 0.85, 0.95, 0.8, 1.0, 0.75, 0.85, 0.9],
];

fn slot_centre(slot: usize) -> (f32, f32) {
    let col = (slot % 3) as f32;
    let row = (slot / 3) as f32;
    (BAND + 8.0 + SLOT_W * (col + 0.5), BAND + 3.0 + 118.0 * row)
}

/// The world map: the six continents with their contracts, the Infamy track round its edge
/// and the round's Time track on its right.
fn world_map(game: &Maniacal, viewer: Viewer, offered: Clicks) -> Node {
    let mut shapes = Vec::new();
    let mut children = Vec::new();
    // Land.
    for (slot, radii) in LAND.iter().enumerate() {
        let (cx, top) = slot_centre(slot);
        let cy = top + 62.0;
        let points = radii
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let a = i as f32 * std::f32::consts::TAU / 8.0;
                [cx + a.cos() * 58.0 * r, cy + a.sin() * 56.0 * r]
            })
            .collect();
        shapes.push(Shape::Polygon {
            points,
            fill: Some(Color::hex("#3d6b4f")),
            stroke: Some(Stroke {
                width: 1.5,
                color: Color::hex("#5e8f6a"),
            }),
        });
    }
    // The Infamy track.
    let top = (0..game.n)
        .map(|s| game.p(s).infamy)
        .max()
        .unwrap_or(0)
        .max(0) as usize;
    let n = (top + 1).div_ceil(10).max(5) * 10;
    let cell = (2.0 * (MAP_W + MAP_H - 2.0 * BAND) / n as f32 - 3.0).min(BAND - 4.0);
    for i in 0..n {
        let (x, y) = ring_point(i, n);
        shapes.push(Shape::Rect {
            x: x - cell / 2.0,
            y: y - cell / 2.0,
            w: cell,
            h: cell,
            radius: 3.0,
            fill: Some(Color::hex(if i % 5 == 0 { "#e7d8b4" } else { "#c9b98f" })),
            stroke: None,
        });
        if i % 5 == 0 {
            shapes.push(Shape::Text {
                x,
                y,
                text: number(i as u32),
                size: Some(9.0),
                color: Some(Color::hex("#3a2f1c")),
                align: None,
            });
        }
    }
    // The Time track: most weeks at the top.
    let len = data().setup.time_tracks[usize::from(game.round.clamp(1, 3) - 1)];
    let tx = BAND + 8.0 + 3.0 * SLOT_W + 12.0;
    let tw = MAP_W - BAND - 4.0 - tx;
    let pitch = (MAP_H - 2.0 * BAND - 24.0) / f32::from(len + 1);
    let week_y = |w: u8| BAND + 22.0 + f32::from(len - w.min(len)) * pitch;
    for w in 0..=len {
        let y = week_y(w);
        shapes.push(Shape::Rect {
            x: tx,
            y,
            w: tw,
            h: pitch - 2.0,
            radius: 3.0,
            fill: Some(Color::hex("#f1e6c8")),
            stroke: None,
        });
        shapes.push(Shape::Text {
            x: tx + 3.0,
            y: y + pitch / 2.0 - 1.0,
            text: number(u32::from(w)),
            size: Some(9.0),
            color: Some(Color::hex("#3a2f1c")),
            align: Some(Anchor::Left),
        });
    }
    children.push(Placed::at(
        0.0,
        0.0,
        Node::from(Shapes {
            width: MAP_W,
            height: MAP_H,
            shapes,
        }),
    ));
    children.push(Placed::anchored(
        tx + tw / 2.0,
        BAND + 3.0,
        Anchor::Top,
        small(Text::new("track-weeks")).tooltip(
            Text::new("tip-time-track")
                .num("round", u32::from(game.round))
                .num("weeks", u32::from(len)),
        ),
    ));
    // Tokens on the Time track: later arrivals lie on top (drawn last, further right).
    let mut stacked: Vec<Seat> = (0..game.n).filter(|&s| game.p(s).weeks.is_some()).collect();
    stacked.sort_by_key(|&s| game.p(s).arrival);
    let mut on_space = [0u8; 32];
    for s in stacked {
        let w = game.p(s).weeks.unwrap_or(0).min(len);
        let k = on_space[usize::from(w)];
        on_space[usize::from(w)] += 1;
        children.push(Placed::anchored(
            tx + 26.0 + f32::from(k) * 9.0,
            week_y(w) + pitch / 2.0 - 1.0,
            Anchor::Center,
            seat_token(
                s,
                TokenShape::Disc,
                (pitch - 3.0).min(13.0),
                Text::new("tip-weeks-left")
                    .seat("player", s)
                    .num("weeks", u32::from(w)),
                format!("time-{s}"),
            ),
        ));
    }
    // Infamy markers.
    let mut at = std::collections::BTreeMap::<usize, u8>::new();
    for s in 0..game.n {
        let v = game.p(s).infamy.max(0) as usize % n;
        let k = at.entry(v).or_default();
        let (x, y) = ring_point(v, n);
        children.push(Placed::anchored(
            x + f32::from(*k) * 4.0,
            y - f32::from(*k) * 4.0,
            Anchor::Center,
            seat_token(
                s,
                TokenShape::Pawn,
                14.0,
                Text::new("tip-infamy")
                    .seat("player", s)
                    .num("infamy", game.p(s).infamy),
                format!("infamy-{s}"),
            ),
        ));
        *k += 1;
    }
    // The continents and their contracts.
    let flipped = game
        .attempt
        .as_ref()
        .and_then(|a| a.contract.map(|c| (usize::from(a.slot), c)));
    for slot in 0..6 {
        let (x, y) = slot_centre(slot);
        children.push(Placed::anchored(
            x,
            y,
            Anchor::Top,
            small(continent_text(slot)).key(format!("continent-name-{slot}")),
        ));
        let attempted = game
            .attempt
            .as_ref()
            .is_some_and(|a| usize::from(a.slot) == slot);
        let chosen = offered.partial().contains(&Choice::Contract(slot as u8));
        let node = match flipped {
            Some((s, c)) if s == slot => Node::from(Card {
                size: CardSize::Small,
                ..contract_front(c)
            }),
            _ => match contract_back_card(game, slot) {
                Some(card) => offered.click(
                    Node::from(Card {
                        selected: chosen,
                        ..card
                    }),
                    &Choice::Contract(slot as u8),
                ),
                None => small("map-no-contract"),
            },
        };
        children.push(Placed::anchored(
            x,
            y + 15.0,
            Anchor::Top,
            emph(
                node.key(format!("continent-{slot}")),
                attempted,
                Emphasis::Resolving,
            ),
        ));
        // What a trip there costs the viewer's Supervillain, beside the card.
        if let Some(v) = viewer
            .seat()
            .filter(|&v| v < game.n && game.p(v).villain.is_some())
        {
            let weeks = game.contract_weeks(v, slot);
            children.push(Placed::at(
                x + 39.0,
                y + 17.0,
                Node::from(Token {
                    shape: TokenShape::Disc,
                    color: Color::hex("#f1e6c8"),
                    label: Some(weeks.to_string()),
                    count: None,
                    size: Some(18.0),
                })
                .tooltip(Text::new("tip-trip-weeks").num("weeks", weeks))
                .key(format!("trip-{slot}")),
            ));
        }
    }
    Node::from(Board {
        width: MAP_W,
        height: MAP_H,
        background: Some(Color::hex("#1d3b5a")),
        children,
        ..Default::default()
    })
    .key("world-map")
    .help("contracts")
}

/// The three Special Locations with their decks, and what is left of the contract decks.
fn locations(game: &Maniacal, offered: Clicks) -> Node {
    let deck = |loc: Location, count: usize, action: Action| {
        let node = Node::from(Stack {
            count: count as u32,
            face_down: true,
            // A small face-down card on top makes the pile as small as the henchmen decks.
            top: (count > 0).then(|| {
                Box::new(Node::from(Card {
                    face_up: false,
                    color: Some(Color::named("black")),
                    size: CardSize::Small,
                    ..Default::default()
                }))
            }),
            label: Some(loc.text()),
            color: Some(Color::named("black")),
        })
        .key(format!("location-{}", loc.id()));
        offered.click(node, &Choice::Act(action))
    };
    let underground = deck(
        Location::Underground,
        game.scheme_deck.len(),
        Action::Underground,
    )
    .tooltip(Text::new("tip-underground"));
    let lounge = deck(Location::Lounge, game.merc_deck.len(), Action::Lounge)
        .tooltip(Text::new("tip-lounge"));
    let hospital = Node::from(Card {
        face_up: true,
        title: Some(Location::Hospital.text()),
        body: Some(Text::new("hospital-body").num("price", data().setup.hospital_price)),
        icons: vec![Pip {
            icon: "heart".into(),
            count: 1,
            color: Some(Color::named("red")),
        }],
        color: Some(Color::named("red")),
        size: CardSize::Small,
        ..Default::default()
    })
    .key("location-hospital");
    let hospital = offered.click(hospital, &Choice::Hospital);
    let decks = Node::column(vec![
        small(Text::new("contract-decks-title")),
        small(Text::new("contract-decks-easy").num("count", game.contract_decks[0].len() as u32)),
        small(Text::new("contract-decks-hard").num("count", game.contract_decks[1].len() as u32)),
        small(
            Text::new("contract-decks-legendary").num("count", game.contract_decks[2].len() as u32),
        ),
    ])
    .gap(2.0)
    .key("contract-decks");
    Node::column(vec![
        Node::row(vec![underground, lounge]).gap(6.0),
        Node::row(vec![hospital, decks]).gap(6.0),
    ])
    .gap(6.0)
    .key("locations")
}

fn henchmen_decks(game: &Maniacal) -> Node {
    let decks = HType::ALL
        .into_iter()
        .map(|t| {
            let top = game
                .top_henchman(t)
                .and_then(|c| data().henchmen.get(usize::from(c)));
            Node::from(Stack {
                count: game.henchmen[t.index()].len() as u32,
                face_down: top.is_none(),
                top: top.map(|h| {
                    Box::new(Node::from(Card {
                        face_up: true,
                        title: Some(Text::formatted(format_args!("henchman-{}", h.id))),
                        body: Some(Text::new("deck-top-body").msg("type", t.text())),
                        value: Some(h.cost.to_string()),
                        icons: trait_pips(h.traits),
                        color: Some(type_color(t)),
                        size: CardSize::Small,
                        ..Default::default()
                    }))
                }),
                label: Some(t.text()),
                color: Some(type_color(t)),
            })
            .key(format!("deck-{}", t.id()))
        })
        .collect();
    Node::row(decks).gap(6.0).key("henchmen-decks")
}

const TRACKS_W: f32 = 352.0;
const ROW_H: f32 = 22.0;
const TRACK_X: f32 = 84.0;

/// The four attraction tracks and the Player Order track, drawn at a fixed size (the
/// markers' values are in the hover text).
fn tracks(game: &Maniacal) -> Node {
    let mut shapes = Vec::new();
    let top = (0..game.n)
        .flat_map(|s| game.p(s).attraction)
        .max()
        .unwrap_or(0)
        .max(0) as usize;
    let cells = (top + 1).max(16);
    let pitch = (TRACKS_W - TRACK_X - 2.0) / cells as f32;
    let disc = |shapes: &mut Vec<Shape>, x: f32, y: f32, r: f32, seat: Seat| {
        shapes.push(Shape::Circle {
            x,
            y,
            r,
            fill: Some(Color::seat(seat)),
            stroke: Some(Stroke {
                width: 1.0,
                color: Color::hex("#00000080"),
            }),
        });
    };
    for (r, t) in HType::ALL.into_iter().enumerate() {
        let y = 2.0 + r as f32 * ROW_H;
        shapes.push(Shape::Rect {
            x: 0.0,
            y,
            w: TRACK_X - 4.0,
            h: ROW_H - 3.0,
            radius: 4.0,
            fill: Some(type_color(t)),
            stroke: None,
        });
        shapes.push(Shape::Text {
            x: 5.0,
            y: y + ROW_H / 2.0 - 1.5,
            text: t.text(),
            size: Some(10.5),
            color: Some(Color::named("white")),
            align: Some(Anchor::Left),
        });
        for i in 0..cells {
            let x = TRACK_X + i as f32 * pitch;
            shapes.push(Shape::Rect {
                x,
                y,
                w: pitch - 1.5,
                h: ROW_H - 3.0,
                radius: 2.0,
                fill: Some(Color::hex(if i % 5 == 0 { "#e7d8b4" } else { "#f4ecd6" })),
                stroke: None,
            });
            if i % 5 == 0 {
                shapes.push(Shape::Text {
                    x: x + 1.5,
                    y: y + 5.0,
                    text: number(i as u32),
                    size: Some(7.0),
                    color: Some(Color::hex("#6b5a3a")),
                    align: Some(Anchor::Left),
                });
            }
        }
        let mut at = std::collections::BTreeMap::<usize, u8>::new();
        for s in 0..game.n {
            let v = game.p(s).attraction[t.index()].max(0) as usize;
            let k = at.entry(v).or_default();
            disc(
                &mut shapes,
                TRACK_X + (v as f32 + 0.5) * pitch + f32::from(*k) * 3.0,
                y + ROW_H / 2.0 + 1.0 - f32::from(*k) * 3.0,
                ((pitch - 2.0) / 2.0).clamp(4.5, 6.5),
                s,
            );
            *k += 1;
        }
    }
    // The Player Order track: this round's order, or during the Contract Phase the order in
    // which the players have run out of time (the next round's order).
    let next = game.phase == Phase::Contract;
    let order: &[Seat] = if next { &game.finished } else { &game.order };
    let mut order_shapes = Vec::new();
    for i in 0..game.n as usize {
        let x = 24.0 + i as f32 * 34.0;
        order_shapes.push(Shape::Circle {
            x,
            y: 11.0,
            r: 9.0,
            fill: Some(Color::hex("#f4ecd6")),
            stroke: Some(Stroke {
                width: 1.0,
                color: Color::hex("#b8a57a"),
            }),
        });
        order_shapes.push(Shape::Text {
            x: x - 14.0,
            y: 11.0,
            text: number(i as u32 + 1),
            size: Some(10.0),
            color: Some(Color::hex("#6b5a3a")),
            align: None,
        });
        if let Some(&s) = order.get(i) {
            disc(&mut order_shapes, x, 11.0, 7.5, s);
        }
    }
    let players: Vec<Text> = (0..game.n)
        .map(|s| {
            let a = game.p(s).attraction;
            Text::new("tip-attraction-player")
                .seat("player", s)
                .num("beasts", a[0])
                .num("criminals", a[1])
                .num("scientists", a[2])
                .num("mystics", a[3])
        })
        .collect();
    let places: Vec<Text> = order
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            Text::new("tip-order")
                .seat("player", s)
                .num("place", i as u32 + 1)
        })
        .collect();
    Node::column(vec![
        Node::from(Shapes {
            width: TRACKS_W,
            height: 4.0 * ROW_H + 2.0,
            shapes,
        })
        .tooltip(Text::new("tip-attraction-tracks").msg("players", join(players)))
        .key("attraction-tracks"),
        Node::row(vec![
            small(Text::new(if next {
                "track-next-order"
            } else {
                "track-order"
            })),
            Node::from(Shapes {
                width: 34.0 * game.n as f32 + 4.0,
                height: 22.0,
                shapes: order_shapes,
            })
            .tooltip(if places.is_empty() {
                Text::new("tip-order-empty")
            } else {
                join(places)
            })
            .key("order-track"),
        ])
        .gap(4.0),
    ])
    .gap(2.0)
    .key("tracks")
    .help("recruiting")
}

fn die(game: &Maniacal, i: usize, die: (Trait, u8), picked: bool, clickable: bool) -> Die {
    let rec = game.attempt.as_ref().and_then(|a| a.recommended());
    let value = game.die_value(die, rec);
    let icon = die.1 == data().setup.dice.icon;
    Die {
        sides: data().setup.dice.faces.len() as u32,
        value: u32::from(die.1) + 1,
        color: Some(Color::named(die.0.color())),
        face: Some(DieFace {
            icon: if icon {
                Some("crown".to_owned())
            } else if value > 0 {
                Some(trait_icon(die.0).to_owned())
            } else {
                None
            },
            text: Some(Text::new("die-face").num("successes", value)),
            count: if icon {
                (value / 2).max(1) as u32
            } else {
                value.max(0) as u32
            },
            color: None,
        }),
        used: value == 0,
        selected: picked,
        key: Some(format!("die-{i}")),
        choice: clickable.then(|| id_of(&Choice::RerollDie(i as u8))),
        tooltip: Some(
            Text::new("tip-die")
                .msg("trait", die.0.text())
                .num("successes", value),
        ),
        ..Default::default()
    }
}

/// Dice not rolled yet: one per trait point of the team (and the extra dice).
fn pool_dice(pool: [u8; 4], extra: &[Trait]) -> Vec<Die> {
    let mut out = Vec::new();
    for t in Trait::ALL {
        let n = usize::from(pool[t.index()]) + extra.iter().filter(|&&e| e == t).count();
        for _ in 0..n {
            out.push(Die {
                sides: data().setup.dice.faces.len() as u32,
                value: 0,
                color: Some(Color::named(t.color())),
                key: Some(format!("pool-{}", out.len())),
                tooltip: Some(Text::new("tip-pool-die").msg("trait", t.text())),
                ..Default::default()
            });
        }
    }
    out
}

fn attempt_panel(game: &Maniacal, offered: Clicks) -> Option<Node> {
    let a = game.attempt.as_ref()?;
    let mut row = Vec::new();
    row.push(match a.contract {
        Some(c) => Node::from(Card {
            size: CardSize::Small,
            ..contract_front(c)
        })
        .key("attempt-contract"),
        None => contract_back_card(game, usize::from(a.slot))
            .map_or(small("map-no-contract"), Node::from)
            .key("attempt-contract"),
    });
    for h in a.team.iter().filter_map(|&u| game.p(a.seat).henchman(u)) {
        row.push(Node::from(henchman_card(game, h)).key(format!("team-{}", h.uid)));
    }
    let mut lines = Vec::new();
    // The steps so far, in order.
    if let Some(t) = a.lackey_trait {
        lines.push(small(Text::new("lackey-uses").msg("trait", t.text())));
    }
    if let Some(n) = &a.negative {
        lines.push(
            small(Text::new("negative-played").seat("player", n.by).msg(
                "effect",
                Text::formatted(format_args!("negative-{}", n.effect.id())),
            ))
            .emphasis(Emphasis::Warning),
        );
    } else if game.window_open() {
        lines.push(small(Text::new("window-open")));
    } else if a.contract.is_some() {
        lines.push(small(Text::new("window-closed")));
    }
    if !a.extra.is_empty() {
        lines.push(small(
            Text::new("extra-dice").num("count", a.extra.len() as u32),
        ));
    }
    let dice: Vec<Die> = if a.rolled {
        a.dice
            .iter()
            .enumerate()
            .map(|(i, &d)| {
                die(
                    game,
                    i,
                    d,
                    offered.partial().contains(&Choice::RerollDie(i as u8)),
                    offered.has(&Choice::RerollDie(i as u8)),
                )
            })
            .collect()
    } else {
        pool_dice(game.team_pool(a.seat, &a.team, a.lackey_trait), &a.extra)
    };
    if a.lackey_reroll_used {
        lines.push(small(Text::new("lackey-rerolled")));
    }
    lines.push(small(Text::new(if a.rolled {
        "dice-rolled"
    } else {
        "dice-to-roll"
    })));
    let mut dice_row = vec![Node::from(Dice { dice }).key("dice")];
    if a.contract.is_some() {
        let score = Node::styled(
            Text::new("successes-vs-target")
                .num("successes", game.successes())
                .num("target", game.target()),
            TextStyle::Heading,
        )
        .key("score");
        dice_row.push(match a.success {
            Some(true) => score.emphasis(Emphasis::Winner),
            Some(false) => score.emphasis(Emphasis::Warning),
            None => score,
        });
    }
    if let Some(s) = a.success {
        dice_row.push(Node::heading(if s {
            "result-success"
        } else {
            "result-failure"
        }));
    }
    lines.push(Node::row(dice_row).gap(12.0));
    row.push(Node::column(lines).gap(4.0));
    Some(
        Node::from(Mat {
            title: Some(
                Text::new("attempt-title")
                    .seat("player", a.seat)
                    .msg("continent", continent_text(usize::from(a.slot)))
                    .num("weeks", a.weeks),
            ),
            color: Some(Color::seat(a.seat)),
            active: true,
            children: vec![Node::row(row).gap(8.0)],
        })
        .key("attempt")
        .help("contracts"),
    )
}

/// The attempt being composed: the chosen contract's back, the team so far and its dice.
fn composing_panel(game: &Maniacal, seat: Seat, partial: &[Choice]) -> Option<Node> {
    let slot = partial.iter().find_map(|c| match c {
        Choice::Contract(s) => Some(usize::from(*s)),
        _ => None,
    })?;
    let team: Vec<u32> = partial
        .iter()
        .filter_map(|c| match c {
            Choice::Member(u) => Some(*u),
            _ => None,
        })
        .collect();
    let lackey = partial.iter().find_map(|c| match c {
        Choice::LackeyTrait(t) => Some(*t),
        _ => None,
    });
    let mut row = vec![
        contract_back_card(game, slot)
            .map_or(small("map-no-contract"), Node::from)
            .key("composing-contract"),
    ];
    for h in team.iter().filter_map(|&u| game.p(seat).henchman(u)) {
        row.push(Node::from(henchman_card(game, h)).key(format!("composing-{}", h.uid)));
    }
    let size = game.back(slot).map_or(0, |(_, s, _)| s);
    row.push(
        Node::column(vec![
            small(
                Text::new("composing-team")
                    .num("picked", team.len() as u32)
                    .num("size", size),
            ),
            Node::from(Dice {
                dice: pool_dice(game.team_pool(seat, &team, lackey), &[]),
            })
            .key("composing-dice"),
        ])
        .gap(4.0),
    );
    Some(
        Node::from(Mat {
            title: Some(
                Text::new("composing-title")
                    .msg("continent", continent_text(slot))
                    .num("weeks", game.contract_weeks(seat, slot)),
            ),
            color: Some(Color::seat(seat)),
            active: true,
            children: vec![Node::row(row).gap(8.0)],
        })
        .key("composing"),
    )
}

fn draft_panel(game: &Maniacal, viewer: Viewer, offered: Clicks) -> Option<Node> {
    if game.phase != Phase::Draft {
        return None;
    }
    let mut row = Vec::new();
    if let Some(seat) = viewer.seat() {
        let p = game.p(seat);
        let hand: Vec<Node> = p
            .hand
            .iter()
            .map(|&c| {
                let mut card = room_card(c);
                card.selected = p.pick.is_some_and(|(pc, _)| pc == c);
                let build = Choice::Act(Action::Draft {
                    card: c,
                    build: true,
                });
                offered.click(Node::from(card).key(format!("hand-{c}")), &build)
            })
            .collect();
        let mut mine = vec![small(
            Text::new("draft-hand").num("cards", p.hand.len() as u32),
        )];
        mine.push(Node::row(hand).gap(6.0).key("hand"));
        if let Some((card, build)) = p.pick {
            mine.push(small(
                Text::new(if build { "you-build" } else { "you-sell" })
                    .msg("room", room_text(card)),
            ));
        }
        row.push(Node::column(mine).gap(4.0));
        // The own picks so far this round: built rooms, and sold ones dimmed.
        let picks: Vec<Node> = game
            .revealed_picks
            .iter()
            .filter(|&&(s, _, _)| s == seat)
            .map(|&(_, c, build)| {
                let mut card = room_card(c);
                if !build {
                    card.disabled = Some(Text::new("draft-sold"));
                }
                Node::from(card).key(format!("picked-{c}"))
            })
            .collect();
        let mut col = vec![small(Text::new("draft-your-picks"))];
        if picks.is_empty() {
            col.push(small("nothing"));
        } else {
            col.push(Node::row(picks).gap(6.0).key("your-picks"));
        }
        row.push(Node::column(col).gap(4.0));
    }
    let mut others = Vec::new();
    for s in 0..game.n {
        if Some(s) == viewer.seat() {
            continue;
        }
        others.push(small(
            Text::new(if game.p(s).pick.is_some() {
                "has-chosen"
            } else {
                "is-choosing"
            })
            .seat("player", s)
            .num("cards", game.p(s).hand.len() as u32),
        ));
        let theirs: Vec<Text> = game
            .revealed_picks
            .iter()
            .filter(|&&(by, _, _)| by == s)
            .map(|&(_, c, build)| {
                Text::new(if build { "pick-built" } else { "pick-sold" }).msg("room", room_text(c))
            })
            .collect();
        if !theirs.is_empty() {
            others.push(small(Text::new("pick-list").msg("picks", join(theirs))));
        }
    }
    row.push(Node::column(others).gap(3.0).key("revealed"));
    Some(
        Node::from(Mat {
            title: Some(
                Text::new("draft-title")
                    .num("pick", u32::from(game.pick) + 1)
                    .num("picks", u32::from(data().setup.picks))
                    .num("clockwise", u32::from(game.clockwise())),
            ),
            active: viewer
                .seat()
                .is_some_and(|s| game.questions.for_seat(s).is_some()),
            children: vec![Node::row(row).gap(14.0)],
            ..Default::default()
        })
        .key("draft")
        .help("draft"),
    )
}

fn villain_body(game: &Maniacal, v: u8) -> Text {
    let vd = &data().villains[usize::from(v) % data().villains.len()];
    let times = vd
        .times
        .iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(" ");
    let body = Text::new("villain-times").str("times", times);
    if game.options.advanced {
        Text::new("villain-ability")
            .msg("times", body)
            .msg("ability", ability_text(&vd.id))
    } else {
        body
    }
}

fn lair_title(game: &Maniacal, seat: Seat) -> Text {
    match game.p(seat).villain {
        Some(v) => Text::new("lair-title-villain")
            .seat("player", seat)
            .msg("villain", villain_text(v)),
        None => Text::new("lair-title").seat("player", seat),
    }
}

fn counter(icon: &str, value: i32, label: Option<&str>, tip: Text) -> Node {
    Node::from(Counter {
        icon: icon.into(),
        value: i64::from(value),
        label: label.map(Text::new),
        ..Default::default()
    })
    .tooltip(tip)
}

fn meeple(game: &Maniacal, seat: Seat, viewer: Viewer, offered: Clicks) -> Node {
    let p = game.p(seat);
    let mut node = Node::from(Token {
        shape: TokenShape::Meeple,
        color: Color::seat(seat),
        label: None,
        count: None,
        size: Some(26.0),
    })
    .tooltip({
        let state = Text::new(if p.meeple_ready {
            "tip-villain-ready"
        } else {
            "tip-villain-exhausted"
        });
        // The Supervillain's time table (and ability) with its state, for opponents too.
        match p.villain {
            Some(v) => Text::new("tip-villain")
                .msg("villain", villain_text(v))
                .msg("body", villain_body(game, v))
                .msg("state", state),
            None => state,
        }
    })
    .key(format!("meeple-{seat}"));
    if !p.meeple_ready {
        node = node.emphasis(Emphasis::Done);
    }
    if viewer.is(seat) {
        node = offered.click(node, &Choice::Unit(Unit::Villain));
    }
    node
}

fn henchman_tip(game: &Maniacal, h: &Henchman) -> Text {
    let traits: Vec<Text> = Trait::ALL
        .into_iter()
        .map(|t| (t, h.traits(game.options.advanced)[t.index()]))
        .filter(|&(_, v)| v > 0)
        .map(|(t, v)| {
            Text::new("trait-value")
                .msg("trait", t.text())
                .num("value", v)
        })
        .collect();
    let powers: Vec<Text> = h.powers.iter().map(|&p| power_text(p)).collect();
    Text::new("tip-henchman")
        .msg("name", h.name())
        .msg("traits", join(traits))
        .num("injuries", h.injuries)
        .num("powers_count", powers.len() as u32)
        .msg("powers", join(powers))
        .num("ready", u32::from(h.ready))
}

/// A room of an opponent's lair as a small card: upright when ready, turned when used.
fn room_chip(seat: Seat, r: &crate::state::Room) -> Node {
    let room = data().room(r.card);
    let (w, h) = if r.used { (26.0, 18.0) } else { (18.0, 26.0) };
    let mut shapes = vec![Shape::Rect {
        x: 0.5,
        y: 0.5,
        w: w - 1.0,
        h: h - 1.0,
        radius: 3.0,
        fill: Some(type_color(room.attracts)),
        stroke: Some(Stroke {
            width: 1.0,
            color: Color::hex("#00000055"),
        }),
    }];
    shapes.push(Shape::Text {
        x: w / 2.0,
        y: h / 2.0,
        text: number(room.attraction.max(0) as u32),
        size: Some(10.0),
        color: Some(Color::named("white")),
        align: None,
    });
    if r.used {
        shapes.push(Shape::Rect {
            x: 0.0,
            y: 0.0,
            w,
            h,
            radius: 3.0,
            fill: Some(Color::hex("#ffffff80")),
            stroke: None,
        });
    }
    Node::from(Shapes {
        width: w,
        height: h,
        shapes,
    })
    .tooltip(
        Text::new("tip-room")
            .msg("room", room_text(r.card))
            .msg(
                "effect",
                room_card(r.card).body.unwrap_or(Text::new("nothing")),
            )
            .num("used", u32::from(r.used)),
    )
    .key(format!("room-{seat}-{}", r.card))
}

/// A henchman of an opponent's lair as a small card with its traits (Brawn and Stealth on
/// top, Intellect and Magic below), a red dot per injury and a gold corner per Power; turned
/// when exhausted.
fn henchman_chip(game: &Maniacal, seat: Seat, h: &Henchman) -> Node {
    let (w, hh) = if h.ready { (30.0, 38.0) } else { (38.0, 30.0) };
    let color = match h.htype() {
        Some(t) => type_color(t),
        None if h.is_lackey() => Color::seat(seat),
        None => Color::named("grey"),
    };
    let mut shapes = vec![
        Shape::Rect {
            x: 0.5,
            y: 0.5,
            w: w - 1.0,
            h: hh - 1.0,
            radius: 3.0,
            fill: Some(Color::hex("#fbf6ea")),
            stroke: Some(Stroke {
                width: 1.5,
                color: color.clone(),
            }),
        },
        Shape::Rect {
            x: 0.5,
            y: 0.5,
            w: w - 1.0,
            h: 5.0,
            radius: 2.0,
            fill: Some(color),
            stroke: None,
        },
    ];
    let traits = h.traits(game.options.advanced);
    for t in Trait::ALL {
        let v = traits[t.index()];
        if v == 0 {
            continue;
        }
        let (col, row) = (t.index() % 2, t.index() / 2);
        let x = w / 2.0 + if col == 0 { -7.5 } else { 7.5 };
        let y = 6.0 + (hh - 6.0) / 2.0 + if row == 0 { -7.0 } else { 7.0 };
        shapes.push(Shape::Circle {
            x,
            y,
            r: 6.5,
            fill: Some(Color::named(t.color())),
            stroke: None,
        });
        shapes.push(Shape::Text {
            x,
            y,
            text: number(u32::from(v)),
            size: Some(9.0),
            color: Some(Color::named("white")),
            align: None,
        });
    }
    for i in 0..h.injuries {
        shapes.push(Shape::Circle {
            x: 4.0 + f32::from(i) * 5.0,
            y: hh - 4.0,
            r: 2.5,
            fill: Some(Color::named("red")),
            stroke: None,
        });
    }
    if !h.powers.is_empty() {
        shapes.push(Shape::Polygon {
            points: vec![[w - 9.0, 0.5], [w - 0.5, 0.5], [w - 0.5, 9.0]],
            fill: Some(Color::named("gold")),
            stroke: None,
        });
    }
    if !h.ready {
        shapes.push(Shape::Rect {
            x: 0.0,
            y: 0.0,
            w,
            h: hh,
            radius: 3.0,
            fill: Some(Color::hex("#ffffff70")),
            stroke: None,
        });
    }
    Node::from(Shapes {
        width: w,
        height: hh,
        shapes,
    })
    .tooltip(henchman_tip(game, h))
    .key(format!("chip-{}", h.uid))
}

/// An opponent's lair, compact: counters, rooms and henchmen as pieces (their details on
/// hover), and the Scheme hand as backs.
fn compact_lair(game: &Maniacal, seat: Seat) -> Node {
    let p = game.p(seat);
    let mut head = vec![meeple(game, seat, Viewer::Spectator, &Offered::nothing())];
    head.push(counter(
        "coin",
        p.money,
        None,
        Text::new("tip-money").num("money", p.money),
    ));
    head.push(counter(
        "skull",
        p.infamy,
        None,
        Text::new("tip-infamy")
            .seat("player", seat)
            .num("infamy", p.infamy),
    ));
    if let Some(w) = p.weeks {
        head.push(counter(
            "wheel",
            i32::from(w),
            None,
            Text::new("tip-weeks-left")
                .seat("player", seat)
                .num("weeks", u32::from(w)),
        ));
    }
    let backs: Vec<Node> = (0..p.schemes.len())
        .map(|i| {
            Node::from(Token {
                shape: TokenShape::Square,
                color: Color::named("black"),
                label: None,
                count: None,
                size: Some(15.0),
            })
            .key(format!("scheme-back-{seat}-{i}"))
        })
        .collect();
    if !backs.is_empty() {
        head.push(
            Node::row(backs)
                .gap(2.0)
                .tooltip(Text::new("tip-scheme-backs").num("count", p.schemes.len() as u32))
                .key(format!("schemes-{seat}")),
        );
    }
    let mut children = vec![Node::row(head).gap(6.0)];
    let rooms: Vec<Node> = p.rooms.iter().map(|r| room_chip(seat, r)).collect();
    if !rooms.is_empty() {
        children.push(Node::row(rooms).gap(3.0).key(format!("rooms-{seat}")));
    }
    let crew: Vec<Node> = p
        .crew
        .iter()
        .map(|h| henchman_chip(game, seat, h))
        .collect();
    children.push(Node::row(crew).gap(3.0).key(format!("crew-{seat}")));
    lair_mat(game, seat, children)
}

/// A lair's mat in its seat's colour around `children`, with the Clean-up decision's state
/// (decided or still deciding, never what) during Clean-up.
fn lair_mat(game: &Maniacal, seat: Seat, mut children: Vec<Node>) -> Node {
    if game.phase == Phase::Cleanup {
        children.push(small(
            Text::new(if game.players[seat as usize].cleanup.is_some() {
                "cleanup-decided"
            } else {
                "cleanup-deciding"
            })
            .seat("player", seat),
        ));
    }
    Node::from(Mat {
        title: Some(lair_title(game, seat)),
        color: Some(Color::seat(seat)),
        active: game.questions.for_seat(seat).is_some(),
        children,
    })
    .key(format!("lair-{seat}"))
}

/// The viewer's own lair in full: the Supervillain, the rooms (Action rooms clickable, used
/// ones turned), the henchmen with traits, injuries and Powers, and the Scheme hand.
fn own_lair(game: &Maniacal, seat: Seat, viewer: Viewer, offered: Clicks) -> Node {
    let p = game.p(seat);
    let partial = offered.partial();
    let mut line = Vec::new();
    if let Some(v) = p.villain {
        line.push(
            Node::from(Card {
                face_up: true,
                title: Some(villain_text(v)),
                body: Some(villain_body(game, v)),
                color: Some(Color::seat(seat)),
                size: CardSize::Small,
                ..Default::default()
            })
            .key(format!("villain-{seat}")),
        );
    }
    let mut side = vec![meeple(game, seat, viewer, offered)];
    side.push(counter(
        "coin",
        p.money,
        None,
        Text::new("tip-money").num("money", p.money),
    ));
    side.push(counter(
        "skull",
        p.infamy,
        None,
        Text::new("tip-infamy")
            .seat("player", seat)
            .num("infamy", p.infamy),
    ));
    if let Some(w) = p.weeks {
        side.push(counter(
            "wheel",
            i32::from(w),
            Some("weeks"),
            Text::new("tip-weeks-left")
                .seat("player", seat)
                .num("weeks", u32::from(w)),
        ));
    }
    line.push(Node::column(side).gap(4.0));
    // Rooms: used rooms lie turned (exhausted); usable ones are clickable.
    for r in &p.rooms {
        let mut card = room_card(r.card);
        card.exhausted = r.used;
        card.selected = viewer.is(seat) && partial.contains(&Choice::UseRoom(r.card));
        let mut n = Node::from(card).key(format!("room-{seat}-{}", r.card));
        if viewer.is(seat) {
            n = offered.click(n, &Choice::UseRoom(r.card));
        }
        line.push(n);
    }
    line.push(Node::spacer(4.0, 0.0));
    for h in &p.crew {
        let mut card = henchman_card(game, h);
        card.selected = viewer.is(seat)
            && partial.iter().any(|c| {
                matches!(c, Choice::Member(u) | Choice::Heal(u) | Choice::Unpaid(u)
                        | Choice::RoomTarget(u) if *u == h.uid)
                    || *c == Choice::Unit(Unit::Henchman(h.uid))
            });
        let mut n = Node::from(card).key(format!("henchman-{}", h.uid));
        if viewer.is(seat) {
            // A henchman picks the first of its possible clicks that is offered.
            let clicks = [
                Choice::Member(h.uid),
                Choice::Unit(Unit::Henchman(h.uid)),
                Choice::Heal(h.uid),
                Choice::RoomTarget(h.uid),
                Choice::Unpaid(h.uid),
                Choice::Fire(h.uid),
                Choice::Act(Action::Target { uid: h.uid }),
            ];
            if let Some(c) = clicks.into_iter().find(|c| offered.has(c)) {
                n = n.on_click(&c);
            }
        }
        line.push(n);
    }
    line.push(Node::spacer(4.0, 0.0));
    // The Scheme hand, faces up for its owner.
    for &c in &p.schemes {
        let s = &data().schemes[usize::from(c) % data().schemes.len()];
        line.push(
            Node::from(Card {
                face_up: true,
                title: Some(scheme_text(c)),
                body: Some(
                    Text::new("scheme-body")
                        .msg(
                            "negative",
                            Text::formatted(format_args!("negative-{}", s.negative.id())),
                        )
                        .msg(
                            "positive",
                            Text::formatted(format_args!("positive-{}", s.positive.id())),
                        ),
                ),
                color: Some(Color::named("black")),
                size: CardSize::Small,
                ..Default::default()
            })
            .key(format!("scheme-{c}")),
        );
    }
    let children = vec![Node::row(line).gap(6.0).key(format!("own-{seat}"))];
    lair_mat(game, seat, children).help("turns")
}

/// The whole table as `viewer` sees it, with the move it is composing drawn (`offered`).
pub fn build(game: &Maniacal, viewer: Viewer, offered: Clicks) -> Node {
    let me = viewer.seat().filter(|&s| s < game.n);
    // Opponents in play order from the viewer.
    let mut seats: Vec<Seat> = (0..game.n).collect();
    if let Some(me) = me {
        seats.sort_by_key(|&s| (s + game.n - me) % game.n);
        seats.retain(|&s| s != me);
    }
    let others: Vec<Node> = seats.iter().map(|&s| compact_lair(game, s)).collect();
    let mut table = vec![
        Node::row(vec![
            locations(game, offered),
            world_map(game, viewer, offered),
        ])
        .gap(8.0),
        Node::row(vec![henchmen_decks(game), tracks(game)]).gap(8.0),
    ];
    if let Some(panel) = attempt_panel(game, offered) {
        table.push(panel);
    } else if let Some(panel) = me.and_then(|s| composing_panel(game, s, offered.partial())) {
        table.push(panel);
    }
    if let Some(panel) = draft_panel(game, viewer, offered) {
        table.push(panel);
    }
    let mut children = vec![
        Node::row(vec![
            Node::column(others).gap(8.0).key("opponents"),
            Node::column(table).gap(8.0).key("table"),
        ])
        .gap(8.0),
    ];
    if let Some(me) = me {
        children.push(own_lair(game, me, viewer, offered));
    }
    Node::column(children).gap(8.0).key("maniacal")
}

/// A number drawn on the board.
fn number(n: u32) -> Text {
    Text::new("number").num("n", n)
}

impl Maniacal {
    fn name_of(&self, seat: Seat, uid: u32) -> Text {
        self.p(seat)
            .henchman(uid)
            .map_or(Text::new("nothing"), |h| h.name())
    }

    /// The label of a die in the pool.
    pub fn die_label(&self, i: u8) -> Text {
        let rec = self.attempt.as_ref().and_then(|a| a.recommended());
        match self
            .attempt
            .as_ref()
            .and_then(|a| a.dice.get(usize::from(i)))
        {
            Some(&d) => Text::new("choice-die")
                .msg("trait", d.0.text())
                .num("successes", self.die_value(d, rec))
                .num("index", u32::from(i) + 1),
            None => Text::new("nothing"),
        }
    }

    /// The label of one click.
    pub fn choice_label(&self, seat: Seat, choice: &Choice) -> Text {
        match choice {
            Choice::Act(a) => self.action_label(seat, a),
            Choice::Contract(slot) => {
                let slot = usize::from(*slot);
                Text::new("choice-contract")
                    .msg("continent", continent_text(slot))
                    .msg(
                        "back",
                        contract_back(self, slot).unwrap_or(Text::new("nothing")),
                    )
                    .num("weeks", self.contract_weeks(seat, slot))
            }
            Choice::Member(u) => Text::new("choice-member").msg("name", self.name_of(seat, *u)),
            Choice::LackeyTrait(t) => Text::new("choice-lackey-trait").msg("trait", t.text()),
            Choice::UseRoom(c) => Text::new("choice-room").msg("room", room_text(*c)),
            Choice::Unit(Unit::Villain) => Text::new("choice-unit-villain"),
            Choice::Unit(Unit::Henchman(u)) => {
                Text::new("choice-unit").msg("name", self.name_of(seat, *u))
            }
            Choice::RoomTarget(u) => {
                Text::new("choice-heal-all").msg("name", self.name_of(seat, *u))
            }
            Choice::Die(t) => Text::new("choice-add-die").msg("trait", t.text()),
            Choice::RerollWith(RerollSource::Lackey) => Text::new("choice-reroll-lackey"),
            Choice::RerollWith(RerollSource::Scheme(c)) => {
                Text::new("choice-reroll-scheme").msg("card", scheme_text(*c))
            }
            Choice::RerollDie(i) => self.die_label(*i),
            Choice::Hospital => Text::new("choice-hospital")
                .num("weeks", self.location_weeks(seat))
                .num("price", self.hospital_price(seat)),
            Choice::Heal(u) => Text::new("choice-heal").msg("name", self.name_of(seat, *u)),
            Choice::Unpaid(u) => Text::new("choice-unpaid").msg("name", self.name_of(seat, *u)),
            Choice::Fire(u) => Text::new("choice-fire").msg("name", self.name_of(seat, *u)),
        }
    }

    /// The label of a complete move.
    pub fn action_label(&self, seat: Seat, action: &Action) -> Text {
        match action {
            Action::ChooseVillain(v) => {
                Text::new("action-villain").msg("villain", villain_text(*v))
            }
            Action::Draft { card, build } => {
                let room = data().room(*card);
                Text::new(if *build {
                    "action-build"
                } else {
                    "action-sell"
                })
                .msg("room", room_text(*card))
                .num("cost", room.cost)
            }
            Action::Room { card, .. } | Action::ContractRoom { card, .. } => {
                Text::new("choice-room").msg("room", room_text(*card))
            }
            Action::Attempt { slot, .. } => Text::new("choice-contract")
                .msg("continent", continent_text(usize::from(*slot)))
                .msg(
                    "back",
                    contract_back(self, usize::from(*slot)).unwrap_or(Text::new("nothing")),
                )
                .num("weeks", self.contract_weeks(seat, usize::from(*slot))),
            Action::Underground => Text::new("action-visit")
                .msg("location", Location::Underground.text())
                .num("weeks", self.location_weeks(seat)),
            Action::Lounge => Text::new("action-visit")
                .msg("location", Location::Lounge.text())
                .num("weeks", self.location_weeks(seat)),
            Action::Hospital { heal } => {
                Text::new("action-hospital").num("tokens", heal.len() as u32)
            }
            Action::Pass => Text::new("action-pass").num("weeks", self.p(seat).weeks.unwrap_or(0)),
            Action::Time { card } => positive(*card, "time"),
            Action::Refresh { card, uid } => {
                positive(*card, "refresh").msg("name", self.name_of(seat, *uid))
            }
            Action::Scheme { card, die } => {
                let effect = self.scheme(*card).map_or("target-up", |s| s.negative.id());
                let mut t = Text::new("action-scheme")
                    .msg("card", scheme_text(*card))
                    .msg("effect", Text::formatted(format_args!("negative-{effect}")));
                if let Some(d) = die {
                    t = Text::new("action-scheme-die")
                        .msg("base", t)
                        .msg("trait", d.text());
                }
                t
            }
            Action::Decline => Text::new("action-decline"),
            Action::Roll => Text::new("action-roll"),
            Action::Reroll { dice, .. } => {
                Text::new("action-reroll").num("dice", dice.len() as u32)
            }
            Action::Accept => Text::new("action-accept"),
            Action::Console { card } => positive(*card, "consolation"),
            Action::Continue => Text::new("action-continue"),
            Action::Target { uid } => {
                // The henchman is the active player's, the schemer's injury included.
                let owner = if self.questions.current() == Some(&crate::state::Ask::SchemerInjury) {
                    self.attempt.as_ref().map_or(seat, |a| a.seat)
                } else {
                    self.focus
                };
                Text::new("action-target").msg("name", self.name_of(owner, *uid))
            }
            Action::Cancel { card } => positive(*card, "cancel"),
            Action::GivePower { power, uid } => Text::new("action-power")
                .msg("power", power_text(*power))
                .msg("name", self.name_of(seat, *uid)),
            Action::Finish => Text::new("action-finish"),
            Action::Cleanup(_) => Text::new("action-cleanup"),
        }
    }
}

fn positive(card: u8, effect: &str) -> Text {
    Text::new("action-positive")
        .msg("card", scheme_text(card))
        .msg("effect", Text::formatted(format_args!("positive-{effect}")))
}

/// Effects a room's text may show (kept so every effect id has a message).
pub const EFFECTS: [Effect; 19] = [
    Effect::None,
    Effect::InfamyPerType,
    Effect::Money,
    Effect::MoneyPerType,
    Effect::DrawScheme,
    Effect::GainPower,
    Effect::Heal,
    Effect::Attraction,
    Effect::Infamy,
    Effect::ExtraDie,
    Effect::ExtraDice,
    Effect::TargetMinus,
    Effect::Reroll,
    Effect::PlusSuccess,
    Effect::ShieldInjury,
    Effect::ShieldCapture,
    Effect::SuccessMoney,
    Effect::SuccessInfamy,
    Effect::FailureMoney,
];

/// A Supervillain's Advanced ability, with its amounts from `data/villains.toml`.
fn ability_text(villain: &str) -> Text {
    let d = data();
    let a = &d.abilities;
    Text::formatted(format_args!("ability-{villain}"))
        .num("less", a.ice_armour.criminal_attraction_less)
        .num("salary", a.reuse_room.extra_salary)
        .num("dice", a.extra_die.extra_dice)
        .num(
            "hospital",
            d.setup.hospital_price + a.extra_die.hospital_extra,
        )
        .num("draws", a.power_choice.power_draws)
        .num("shorter", a.power_choice.track_shorter)
        .num("saving", a.fast_travel.contract_saving)
        .num("floor", a.fast_travel.contract_floor)
        .num(
            "location",
            d.setup.location_weeks + a.fast_travel.location_extra,
        )
}
