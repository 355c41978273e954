//! What each seat sees: the world map with its face-down contracts, the Special Locations and
//! henchmen decks, the tracks, the attempt in progress with its dice, the draft, and every
//! player's lair. Also the labels of moves. Nothing hidden from the viewer is ever drawn.

use parlour_plugin_api::{
    Board, Card, CardSize, Color, Counter, Dice, Die, DieFace, Emphasis, Mat, Node, Pip, Placed,
    Seat, Stack, Text, Token, TokenShape, Track, TrackMarker, TrackSpace, Viewer, id_of,
};

fn emph(node: Node, on: bool, e: Emphasis) -> Node {
    if on { node.emphasis(e) } else { node }
}

use crate::contracts::power_text;
use crate::data::{Effect, data};
use crate::draft::room_text;
use crate::state::{
    Action, Choice, HType, Henchman, Location, Maniacal, Phase, RerollSource, Trait, Unit,
    continent_text,
};
use crate::turn::scheme_text;

pub fn villain_text(v: u8) -> Text {
    Text::new(format!(
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
            icon: format!("trait-{}", tr.id()),
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
    let mut body = Text::new(format!("effect-{}", room.effect.id())).num("amount", room.amount);
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
            icon: format!("type-{}", room.attracts.id()),
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
            icon: "injury".into(),
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
    let body = if powers.is_empty() {
        kind
    } else {
        Text::new("henchman-with-powers")
            .msg("kind", kind)
            .msg("powers", join(powers))
    };
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
        title: Some(Text::new(format!("contract-{}", cd.id))),
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

/// The clickable first choices of the viewer.
fn first_choices(game: &Maniacal, viewer: Viewer) -> Vec<Choice> {
    match viewer.seat() {
        Some(seat) => game
            .choose(seat, &[])
            .options
            .into_iter()
            .map(|l| l.action)
            .collect(),
        None => Vec::new(),
    }
}

/// The world map: continents, Special Locations, decks.
fn world_map(game: &Maniacal, clickable: &[Choice]) -> Node {
    const POS: [(f32, f32); 6] = [
        (40.0, 40.0),
        (150.0, 250.0),
        (330.0, 30.0),
        (340.0, 240.0),
        (540.0, 60.0),
        (620.0, 260.0),
    ];
    let mut children = Vec::new();
    let flipped = game
        .attempt
        .as_ref()
        .and_then(|a| a.contract.map(|c| (usize::from(a.slot), c)));
    for (slot, &(x, y)) in POS.iter().enumerate() {
        children.push(Placed::at(
            x,
            y,
            Node::styled(continent_text(slot), parlour_plugin_api::TextStyle::Strong),
        ));
        let attempted = game
            .attempt
            .as_ref()
            .is_some_and(|a| usize::from(a.slot) == slot);
        let node = match flipped {
            Some((s, c)) if s == slot => Node::from(Card {
                size: CardSize::Small,
                ..contract_front(c)
            }),
            _ => match contract_back(game, slot) {
                Some(back) => {
                    let mut n = Node::from(Card {
                        face_up: false,
                        back: Some(back),
                        color: game.back(slot).map(|(_, _, t)| Color::named(t.color())),
                        size: CardSize::Small,
                        ..Default::default()
                    });
                    if clickable.contains(&Choice::Contract(slot as u8)) {
                        n = n.on_click(&Choice::Contract(slot as u8));
                    }
                    n
                }
                None => Node::label("map-no-contract"),
            },
        };
        children.push(Placed::at(
            x,
            y + 24.0,
            emph(
                node.key(format!("continent-{slot}")),
                attempted,
                Emphasis::Resolving,
            ),
        ));
    }
    let stacks = [
        (Location::Underground, game.scheme_deck.len(), 800.0, 40.0),
        (Location::Hospital, 0, 800.0, 170.0),
        (Location::Lounge, game.merc_deck.len(), 800.0, 300.0),
    ];
    for (loc, count, x, y) in stacks {
        let mut node = Node::from(Stack {
            count: count as u32,
            face_down: true,
            label: Some(loc.text()),
            color: Some(Color::named("black")),
            ..Default::default()
        })
        .key(format!("location-{}", loc.id()));
        if loc == Location::Hospital && clickable.contains(&Choice::Hospital) {
            node = node.on_click(&Choice::Hospital);
        }
        let wanted = match loc {
            Location::Underground => Action::Underground,
            Location::Lounge => Action::Lounge,
            Location::Hospital => Action::Pass,
        };
        if loc != Location::Hospital && clickable.contains(&Choice::Act(wanted.clone())) {
            node = node.on_click(&Choice::Act(wanted));
        }
        children.push(Placed::at(x, y, node));
    }
    Node::from(Board {
        width: 960.0,
        height: 420.0,
        background: Some(Color::hex("#1d3b5a")),
        children,
        ..Default::default()
    })
    .key("world-map")
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
                        title: Some(Text::new(format!("henchman-{}", h.id))),
                        body: Some(t.text()),
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
    Node::row(decks).key("henchmen-decks")
}

fn track(title: Text, len: i32, markers: Vec<TrackMarker>, key: &str) -> Node {
    Node::from(Track {
        title: Some(title),
        spaces: (0..=len)
            .map(|i| TrackSpace {
                label: Some(i.to_string()),
                ..Default::default()
            })
            .collect(),
        circular: false,
        markers,
    })
    .key(key)
}

fn marker(seat: Seat, position: i32, shape: TokenShape) -> TrackMarker {
    TrackMarker {
        position: position.max(0) as u32,
        color: Color::seat(seat),
        shape,
        label: None,
    }
}

fn tracks(game: &Maniacal) -> Node {
    let mut out = Vec::new();
    for t in HType::ALL {
        let top = (0..game.n)
            .map(|s| game.p(s).attraction[t.index()])
            .max()
            .unwrap_or(0);
        out.push(track(
            Text::new("track-attraction").msg("type", t.text()),
            top.max(15),
            (0..game.n)
                .map(|s| marker(s, game.p(s).attraction[t.index()], TokenShape::Disc))
                .collect(),
            &format!("track-{}", t.id()),
        ));
    }
    let top = (0..game.n).map(|s| game.p(s).infamy).max().unwrap_or(0);
    out.push(track(
        Text::new("track-infamy"),
        top.max(40),
        (0..game.n)
            .map(|s| marker(s, game.p(s).infamy, TokenShape::Pawn))
            .collect(),
        "track-infamy",
    ));
    // The Time track, drawn from its first space (most weeks) on the left.
    let len = data().setup.time_tracks[usize::from(game.round.clamp(1, 3) - 1)];
    let mut stacked: Vec<Seat> = (0..game.n).filter(|&s| game.p(s).weeks.is_some()).collect();
    stacked.sort_by_key(|&s| game.p(s).arrival);
    out.push(
        Node::from(Track {
            title: Some(Text::new("track-time").num("round", u32::from(game.round))),
            spaces: (0..=len)
                .rev()
                .map(|w| TrackSpace {
                    label: Some(w.to_string()),
                    ..Default::default()
                })
                .collect(),
            circular: false,
            markers: stacked
                .into_iter()
                .map(|s| {
                    marker(
                        s,
                        i32::from(len) - i32::from(game.p(s).weeks.unwrap_or(0)),
                        TokenShape::Disc,
                    )
                })
                .collect(),
        })
        .key("track-time"),
    );
    let order: &[Seat] = if matches!(game.phase, Phase::Contract(_)) {
        &game.finished
    } else {
        &game.order
    };
    out.push(
        Node::from(Track {
            title: Some(Text::new("track-order")),
            spaces: (1..=game.n)
                .map(|i| TrackSpace {
                    label: Some(format!("{i}.")),
                    ..Default::default()
                })
                .collect(),
            circular: false,
            markers: order
                .iter()
                .enumerate()
                .map(|(i, &s)| marker(s, i as i32, TokenShape::Disc))
                .collect(),
        })
        .key("track-order"),
    );
    out.push(Node::label(
        Text::new("draft-direction")
            .num("round", u32::from(game.round))
            .num("clockwise", u32::from(game.clockwise())),
    ));
    Node::column(out).key("tracks")
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
            icon: icon.then(|| "star".to_owned()),
            text: Some(Text::new("die-face").num("successes", value)),
            count: if icon {
                (value / 2).max(1) as u32
            } else {
                value.max(0) as u32
            },
            color: None,
        }),
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

fn attempt_panel(game: &Maniacal, picked_dice: &[u8], clickable: &[Choice]) -> Option<Node> {
    let a = game.attempt.as_ref()?;
    let mut children = vec![Node::label(
        Text::new("attempt-title")
            .seat("player", a.seat)
            .msg("continent", continent_text(usize::from(a.slot)))
            .num("weeks", a.weeks),
    )];
    let mut team: Vec<Node> = a
        .team
        .iter()
        .filter_map(|&u| game.p(a.seat).henchman(u))
        .map(|h| Node::from(henchman_card(game, h)).key(format!("team-{}", h.uid)))
        .collect();
    if let Some(c) = a.contract {
        team.insert(0, Node::from(contract_front(c)).key("attempt-contract"));
    }
    children.push(Node::row(team).key("team"));
    if let Some(t) = a.lackey_trait {
        children.push(Node::label(Text::new("lackey-uses").msg("trait", t.text())));
    }
    if let Some(n) = &a.negative {
        children.push(Node::label(
            Text::new("negative-played")
                .seat("player", n.by)
                .msg("effect", Text::new(format!("negative-{}", n.effect.id()))),
        ));
    } else if !a.to_ask.is_empty() {
        children.push(Node::label(Text::new("window-open")));
    }
    if !a.extra.is_empty() {
        children.push(Node::label(
            Text::new("extra-dice").num("count", a.extra.len() as u32),
        ));
    }
    if a.rolled {
        let dice: Vec<Die> = a
            .dice
            .iter()
            .enumerate()
            .map(|(i, &d)| {
                die(
                    game,
                    i,
                    d,
                    picked_dice.contains(&(i as u8)),
                    clickable.contains(&Choice::RerollDie(i as u8)),
                )
            })
            .collect();
        children.push(Node::from(Dice { dice }).key("dice"));
    }
    if a.contract.is_some() {
        children.push(Node::styled(
            Text::new("successes-vs-target")
                .num("successes", game.successes())
                .num("target", game.target()),
            parlour_plugin_api::TextStyle::Strong,
        ));
    }
    if let Some(s) = a.success {
        children.push(Node::heading(if s {
            "result-success"
        } else {
            "result-failure"
        }));
    }
    Some(
        Node::from(Mat {
            title: Some(Text::new("attempt-heading")),
            color: Some(Color::seat(a.seat)),
            active: true,
            children,
        })
        .key("attempt"),
    )
}

fn draft_panel(game: &Maniacal, viewer: Viewer) -> Option<Node> {
    if game.phase != Phase::Draft {
        return None;
    }
    let mut children = vec![Node::label(
        Text::new("draft-pick")
            .num("pick", u32::from(game.pick) + 1)
            .num("picks", u32::from(data().setup.picks)),
    )];
    if let Some(seat) = viewer.seat() {
        let p = game.p(seat);
        let hand: Vec<Node> = p
            .hand
            .iter()
            .map(|&c| {
                let mut card = room_card(c);
                card.selected = p.pick.is_some_and(|(pc, _)| pc == c);
                Node::from(card).key(format!("hand-{c}"))
            })
            .collect();
        children.push(Node::row(hand).key("hand"));
        if let Some((card, build)) = p.pick {
            children.push(Node::label(
                Text::new(if build { "you-build" } else { "you-sell" })
                    .msg("room", room_text(card)),
            ));
        }
    }
    for s in 0..game.n {
        if Some(s) != viewer.seat() {
            children.push(Node::label(
                Text::new(if game.p(s).pick.is_some() {
                    "has-chosen"
                } else {
                    "is-choosing"
                })
                .seat("player", s)
                .num("cards", game.p(s).hand.len() as u32),
            ));
        }
    }
    if !game.revealed_picks.is_empty() {
        let picks: Vec<Node> = game
            .revealed_picks
            .iter()
            .map(|&(s, c, build)| {
                Node::label(
                    Text::new(if build {
                        "revealed-build"
                    } else {
                        "revealed-sell"
                    })
                    .seat("player", s)
                    .msg("room", room_text(c)),
                )
            })
            .collect();
        children.push(Node::column(picks).key("revealed"));
    }
    Some(
        Node::from(Mat {
            title: Some(Text::new("draft-heading")),
            children,
            ..Default::default()
        })
        .key("draft"),
    )
}

fn lair(
    game: &Maniacal,
    seat: Seat,
    viewer: Viewer,
    clickable: &[Choice],
    partial: &[Choice],
) -> Node {
    let p = game.p(seat);
    let mut children = Vec::new();
    let mut head = Vec::new();
    if let Some(v) = p.villain {
        let vd = &data().villains[usize::from(v) % data().villains.len()];
        let times = vd
            .times
            .iter()
            .map(|t| t.to_string())
            .collect::<Vec<_>>()
            .join(" ");
        let mut body = Text::new("villain-times").str("times", times);
        if game.options.advanced {
            body = Text::new("villain-ability")
                .msg("times", body)
                .msg("ability", ability_text(&vd.id));
        }
        head.push(
            Node::from(Card {
                face_up: true,
                title: Some(villain_text(v)),
                body: Some(body),
                color: Some(Color::seat(seat)),
                ..Default::default()
            })
            .key(format!("villain-{seat}")),
        );
    }
    let mut meeple = Node::from(Token {
        shape: TokenShape::Meeple,
        color: Color::seat(seat),
        label: None,
        count: None,
        size: None,
    })
    .tooltip(if p.meeple_ready {
        "tip-villain-ready"
    } else {
        "tip-villain-exhausted"
    })
    .key(format!("meeple-{seat}"));
    if clickable.contains(&Choice::Unit(Unit::Villain)) && viewer.is(seat) {
        meeple = meeple.on_click(&Choice::Unit(Unit::Villain));
    }
    if p.meeple_ready {
        head.push(meeple);
    }
    head.push(Node::from(Counter {
        icon: "coin".into(),
        value: i64::from(p.money),
        label: Some(Text::new("money")),
        ..Default::default()
    }));
    head.push(Node::from(Counter {
        icon: "skull".into(),
        value: i64::from(p.infamy),
        label: Some(Text::new("infamy")),
        ..Default::default()
    }));
    if let Some(w) = p.weeks {
        head.push(Node::from(Counter {
            icon: "weeks".into(),
            value: i64::from(w),
            label: Some(Text::new("weeks")),
            ..Default::default()
        }));
    }
    children.push(Node::row(head));
    // Rooms: used rooms are drawn turned (exhausted), clickable when usable.
    let rooms: Vec<Node> = p
        .rooms
        .iter()
        .map(|r| {
            let mut card = room_card(r.card);
            card.exhausted = r.used;
            card.selected = viewer.is(seat) && partial.contains(&Choice::UseRoom(r.card));
            let mut n = Node::from(card).key(format!("room-{seat}-{}", r.card));
            if viewer.is(seat) && clickable.contains(&Choice::UseRoom(r.card)) {
                n = n.on_click(&Choice::UseRoom(r.card));
            }
            n
        })
        .collect();
    if !rooms.is_empty() {
        children.push(Node::row(rooms).key(format!("rooms-{seat}")));
    }
    let crew: Vec<Node> = p
        .crew
        .iter()
        .map(|h| {
            let mut card = henchman_card(game, h);
            card.selected = viewer.is(seat)
                && partial.iter().any(|c| {
                    matches!(c, Choice::Member(u) | Choice::Heal(u) | Choice::Unpaid(u)
                        | Choice::RoomTarget(u) if *u == h.uid)
                        || *c == Choice::Unit(Unit::Henchman(h.uid))
                });
            let mut n = Node::from(card).key(format!("henchman-{}", h.uid));
            if viewer.is(seat) {
                for c in [
                    Choice::Member(h.uid),
                    Choice::Unit(Unit::Henchman(h.uid)),
                    Choice::Heal(h.uid),
                    Choice::RoomTarget(h.uid),
                    Choice::Unpaid(h.uid),
                    Choice::Fire(h.uid),
                    Choice::Act(Action::Target { uid: h.uid }),
                ] {
                    if clickable.contains(&c) {
                        n = n.on_click(&c);
                        break;
                    }
                }
            }
            n
        })
        .collect();
    children.push(Node::row(crew).key(format!("crew-{seat}")));
    // The Scheme hand: faces for its owner, a face-down pile for everyone else.
    if viewer.is(seat) {
        let cards: Vec<Node> = p
            .schemes
            .iter()
            .map(|&c| {
                let s = &data().schemes[usize::from(c) % data().schemes.len()];
                Node::from(Card {
                    face_up: true,
                    title: Some(scheme_text(c)),
                    body: Some(
                        Text::new("scheme-body")
                            .msg(
                                "negative",
                                Text::new(format!("negative-{}", s.negative.id())),
                            )
                            .msg(
                                "positive",
                                Text::new(format!("positive-{}", s.positive.id())),
                            ),
                    ),
                    color: Some(Color::named("black")),
                    size: CardSize::Small,
                    ..Default::default()
                })
                .key(format!("scheme-{c}"))
            })
            .collect();
        children.push(Node::row(cards).key(format!("schemes-{seat}")));
    } else {
        children.push(
            Node::from(Stack {
                count: p.schemes.len() as u32,
                face_down: true,
                label: Some(Text::new("scheme-hand")),
                ..Default::default()
            })
            .key(format!("schemes-{seat}")),
        );
    }
    if game.phase == Phase::Cleanup {
        children.push(Node::label(
            Text::new(if p.cleanup.is_some() {
                "cleanup-decided"
            } else {
                "cleanup-deciding"
            })
            .seat("player", seat),
        ));
    }
    Node::from(Mat {
        title: Some(Text::new("lair-title").seat("player", seat)),
        color: Some(Color::seat(seat)),
        active: game.acting().contains(&seat),
        children,
    })
    .key(format!("lair-{seat}"))
}

fn build_with(
    game: &Maniacal,
    viewer: Viewer,
    clickable: &[Choice],
    picked_dice: &[u8],
    partial: &[Choice],
) -> Node {
    let mut children = vec![Node::heading(
        Text::new("round-heading")
            .num("round", u32::from(game.round))
            .msg("phase", game_phase(game)),
    )];
    children.push(world_map(game, clickable));
    children.push(henchmen_decks(game));
    children.push(Node::label(
        Text::new("contract-decks")
            .num("easy", game.contract_decks[0].len() as u32)
            .num("hard", game.contract_decks[1].len() as u32)
            .num("legendary", game.contract_decks[2].len() as u32),
    ));
    children.push(tracks(game));
    if let Some(panel) = attempt_panel(game, picked_dice, clickable) {
        children.push(panel);
    }
    if let Some(panel) = draft_panel(game, viewer) {
        children.push(panel);
    }
    // The viewer's lair first.
    let mut seats: Vec<Seat> = (0..game.n).collect();
    if let Some(s) = viewer.seat() {
        seats.retain(|&x| x != s);
        seats.insert(0, s);
    }
    for s in seats {
        children.push(lair(game, s, viewer, clickable, partial));
    }
    Node::column(children).key("maniacal")
}

fn game_phase(game: &Maniacal) -> Text {
    Text::new(match game.phase {
        Phase::ChooseVillain => "phase-villains",
        Phase::Draft => "phase-draft",
        Phase::Contract(_) => "phase-contracts",
        Phase::Cleanup => "phase-cleanup",
        Phase::Over => "phase-over",
    })
    .num("round", u32::from(game.round))
}

pub fn build(game: &Maniacal, viewer: Viewer) -> Node {
    let clickable = first_choices(game, viewer);
    build_with(game, viewer, &clickable, &[], &[])
}

/// The board with a partial move drawn: the next options are clickable, picked dice marked.
pub fn preview(game: &Maniacal, seat: Seat, partial: &[Choice]) -> Node {
    let clickable: Vec<Choice> = game
        .choose(seat, partial)
        .options
        .into_iter()
        .map(|l| l.action)
        .collect();
    let picked: Vec<u8> = partial
        .iter()
        .filter_map(|c| match c {
            Choice::RerollDie(i) => Some(*i),
            _ => None,
        })
        .collect();
    build_with(game, Viewer::Seat(seat), &clickable, &picked, partial)
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
                    .msg("effect", Text::new(format!("negative-{effect}")));
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
                let owner = if self.pending.front() == Some(&crate::state::Pending::SchemerInjury) {
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
        .msg("effect", Text::new(format!("positive-{effect}")))
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
    Text::new(format!("ability-{villain}"))
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
