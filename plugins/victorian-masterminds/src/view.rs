//! What each seat sees.
//!
//! Nothing secret leaves here: agents in a stack show only their owner's colour, except the
//! viewer's own agents (which the viewer saw when placing them). Piles are face down; the
//! viewer sees the top of their own pile (all of it once they own five codex tokens).
//!
//! What the viewer may click comes from `Offered` (the moves the SDK offers it now): the view
//! never works out legality itself.
//!
//! Keys: `root`, `header`, `prompt`, `board`, `city-{city}`, `city-{city}-name`,
//! `stack-{city}`, `mission-{city}`, `building-{city}-{kind}`, `service`, `resolution`,
//! `mat-{seat}`, `segment-{seat}-{n}`, `pile-{seat}`, `discard-{seat}`, `lab-{seat}`,
//! `codex-{seat}`, `firepower-{seat}`, `mayhem-{seat}`, `buildings-{seat}`, `missions-{seat}`.

use parlour_plugin_api::{
    Board, Card, CardSize, Color, Counter, Emphasis, Mat, Node, Offered, Pip,
    Placed as BoardPlaced, Seat, Shape, Shapes, Stack, Stroke, Text, TextStyle, Token, TokenShape,
    Track, TrackMarker, Viewer,
};

use crate::data::{Need, Unlock, data};
use crate::{
    Action, Agent, Ask, BuildingKind, City, Effect, Masterminds, Placed, building_text, seg_text,
};

/// The text describing a mission's prerequisite.
pub fn mission_need(m: u8) -> Text {
    let Some(md) = data().and_then(|d| d.missions.get(usize::from(m))) else {
        return Text::new("unknown");
    };
    let id = match md.need {
        Need::Buildings => "need-buildings",
        Need::Building => "need-building",
        Need::Segments => "need-segments",
        Need::Icon => "need-icon",
        Need::Firepower => "need-firepower",
        Need::Codex => "need-codex",
        Need::Scientists => "need-scientists",
        Need::Mayhem => "need-mayhem",
        Need::Cities => "need-cities",
        Need::Missions => "need-missions",
    };
    let mut t = Text::new(id).num("count", md.count);
    if let Some(k) = md.kind {
        t = t.msg("kind", Text::formatted(format_args!("kind-{}", k.id())));
    }
    if let Some(i) = md.icon {
        t = t.msg("icon", i.text());
    }
    t
}

fn mission_card(m: u8, size: CardSize) -> Card {
    let reward = data()
        .and_then(|d| d.missions.get(usize::from(m)))
        .map_or(0, |d| d.reward);
    Card {
        face_up: true,
        title: Some(Text::formatted(format_args!("mission-{}", m + 1))),
        body: Some(mission_need(m)),
        value: Some(reward.to_string()),
        color: Some(Color::named("purple")),
        size,
        ..Default::default()
    }
}

fn agent_token(p: Placed, show: bool) -> Node {
    let node = Node::from(Token {
        shape: TokenShape::Disc,
        color: Color::seat(p.owner),
        label: show.then(|| p.agent.mark().to_owned()),
        count: None,
        size: Some(22.0),
    });
    if show {
        node.caption(p.agent.mark_text())
            .tooltip(Text::new("tip-own-agent").msg("agent", p.agent.text()))
    } else {
        node.tooltip(Text::new("tip-hidden-agent").seat("player", p.owner))
    }
}

fn agent_card(seat: Seat, agent: Agent, size: CardSize) -> Card {
    Card {
        face_up: true,
        title: Some(agent.text()),
        body: Some(Text::formatted(format_args!("agent-{}-text", agent.id()))),
        color: Some(Color::seat(seat)),
        size,
        ..Default::default()
    }
}

fn building_shape(kind: BuildingKind) -> (TokenShape, &'static str) {
    match kind {
        BuildingKind::Factory => (TokenShape::Cube, "F"),
        // "Cu": the copper it gives; a letter of its name would differ between languages.
        BuildingKind::Furnace => (TokenShape::Hexagon, "Cu"),
        BuildingKind::University => (TokenShape::Square, "U"),
        BuildingKind::Monument => (TokenShape::Star, "M"),
    }
}

fn building_token(city: City, kind: BuildingKind, size: f32) -> Node {
    let (shape, label) = building_shape(kind);
    Node::from(Token {
        shape,
        color: Color::named("brown"),
        label: Some(label.to_owned()),
        count: None,
        size: Some(size),
    })
    .tooltip(
        Text::new("tip-building")
            .msg("building", building_text(city, kind))
            .msg("res", kind.reward().text()),
    )
}

/// The whole view for one viewer.
///
/// Layout (sized to fit a 1400x900 window at a UI scale of 1): the opponents' compact sheets
/// in a column on the left, beside the header, the central board (cities and the Secret
/// Service track) and the stack resolution; the viewer's own sheet in full at the bottom. An opponent's full sheet is shown on hover over its compact summary.
pub fn build(state: &Masterminds, viewer: Viewer, offered: &Offered<'_, Action>) -> Node {
    let me = viewer.seat().filter(|&s| s < state.n());
    let mut seats: Vec<Seat> = (0..state.n()).collect();
    if let Some(me) = me {
        seats.sort_by_key(|&s| (s + state.n() - me) % state.n());
    }
    let mut others = Vec::new();
    let mut own = None;
    for seat in seats {
        let mat = player_mat(state, me, seat, offered);
        if Some(seat) == me {
            own = Some(mat);
        } else {
            others.push(mat);
        }
    }
    let table = Node::column(vec![
        header(state, me),
        board(state, me, offered),
        resolution(state, me),
    ])
    .gap(8.0)
    .key("table");
    let mut children =
        vec![Node::row(vec![Node::column(others).gap(8.0).key("opponents"), table]).gap(8.0)];
    children.extend(own);
    Node::column(children).gap(8.0).key("root")
}

fn header(state: &Masterminds, me: Option<Seat>) -> Node {
    let prompt = if state.is_over() {
        let ranking = state.ranking();
        let winners = ranking.iter().filter(|r| r.place == 1).count();
        match ranking.first() {
            Some(r) if winners > 1 => Text::new("result-shared")
                .seat("player", r.seat)
                .num("others", (winners - 1) as u32)
                .num("score", r.score as f64),
            Some(r) => Text::new("result-winner")
                .seat("player", r.seat)
                .num("score", r.score as f64),
            None => Text::new("phase-over"),
        }
    } else if let Some(ask) = me.and_then(|m| state.questions.for_seat(m)) {
        prompt(state, ask)
    } else {
        state.phase_text()
    };
    // The game's name stands in the host's title bar.
    let mut row = vec![
        Node::styled(
            Text::new("header-turn").num("turn", state.turn),
            TextStyle::Strong,
        ),
        Node::label(prompt).key("prompt"),
    ];
    if state.end_triggered && !state.is_over() {
        row.push(
            Node::styled(Text::new("header-last-round"), TextStyle::Strong)
                .emphasis(Emphasis::Warning)
                .key("last-round"),
        );
    }
    let edition = match state.edition {
        crate::Edition::English => "option-edition-en",
        crate::Edition::German => "option-edition-de",
    };
    row.push(Node::styled(edition, TextStyle::Small));
    Node::row(row).gap(12.0).key("header")
}

/// What the seat asked `ask` reads as its prompt.
fn prompt(state: &Masterminds, ask: &Ask) -> Text {
    match ask {
        Ask::PickMachine => Text::new("prompt-pick"),
        Ask::Place => Text::new("prompt-place"),
        Ask::After => Text::new("prompt-after"),
        Ask::Order { agent, city, .. } => Text::new("prompt-order")
            .msg("agent", agent.text())
            .msg("city", city.text()),
        Ask::Segment { part, .. } => Text::new(match part {
            crate::Part::Bolt => "prompt-segment-bolt",
            crate::Part::Copper => "prompt-segment-copper",
        }),
        Ask::Building { .. } => Text::new("prompt-building"),
        Ask::Copy { .. } => Text::new("prompt-copy"),
        Ask::OtherCity { .. } => Text::new("prompt-other-city"),
        Ask::Resource { .. } => Text::new("prompt-resource"),
        Ask::Mission { .. } => Text::new("prompt-mission"),
        Ask::Mole { .. } => Text::new(if state.threshold() == 2 {
            "prompt-mole-resolves"
        } else {
            "prompt-mole"
        }),
        Ask::Engine { .. } => Text::new("prompt-engine"),
    }
}

/// Width of a city's area on the board.
const CITY_W: f32 = 140.0;
/// Where the Secret Service track starts, below the cities.
const TRACK_Y: f32 = 212.0;

fn board(state: &Masterminds, me: Option<Seat>, offered: &Offered<'_, Action>) -> Node {
    let mut children = Vec::new();
    for (i, city) in City::ALL.iter().copied().enumerate() {
        let x = 6.0 + i as f32 * CITY_W;
        let mut col = Vec::new();
        let mut name =
            Node::styled(city.text(), TextStyle::Heading).key(format!("city-{}-name", city.id()));
        if offered.has(&Action::Place(city)) {
            let agent = me.and_then(|m| state.next_agent(m));
            name = offered.target(name, &Action::Place(city));
            if let Some(a) = agent {
                name = name.tooltip(
                    Text::new("action-place")
                        .msg("agent", a.text())
                        .msg("city", city.text()),
                );
            }
        }
        col.push(name);
        // Spoils and buildings on one line.
        let mut line = vec![
            Node::from(Counter {
                icon: city.spoils().icon().to_owned(),
                value: 1,
                max: None,
                label: None,
                color: None,
            })
            .tooltip(Text::new("label-spoils").msg("res", city.spoils().text()))
            .key(format!("spoils-{}", city.id())),
        ];
        for &k in &state.buildings[city.index()] {
            let node =
                building_token(city, k, 17.0).key(format!("building-{}-{}", city.id(), k.id()));
            line.push(offered.target(node, &Action::Building(city, k)));
        }
        col.push(Node::row(line).gap(2.0));
        // The mission card at a readable size, the stack in a narrow column beside it.
        let mut pair = Vec::new();
        match state.missions[city.index()] {
            Some(m) => {
                let node = Node::from(mission_card(m, CardSize::Normal))
                    .key(format!("mission-{}", city.id()));
                pair.push(offered.target(node, &Action::Mission(city)));
            }
            None => pair.push(
                Node::styled("label-no-mission", TextStyle::Small)
                    .key(format!("mission-{}", city.id())),
            ),
        }
        // The stack: its agents as discs in placement order, top to bottom (only the
        // viewer's own show which agent they are), under the count of agents that triggers
        // its resolution.
        let stack = &state.stacks[city.index()];
        let tokens: Vec<Node> = stack
            .iter()
            .map(|&p| agent_token(p, Some(p.owner) == me))
            .collect();
        let count = Text::new("stack-agents")
            .num("count", stack.len() as u32)
            .num("threshold", state.threshold() as u32);
        let mut stack_node = Node::column(vec![
            Node::styled(
                Text::new("stack-count")
                    .num("count", stack.len() as u32)
                    .num("threshold", state.threshold() as u32),
                TextStyle::Strong,
            ),
            Node::column(tokens)
                .gap(3.0)
                .key(format!("stack-{}-order", city.id())),
        ])
        .gap(4.0)
        .key(format!("stack-{}", city.id()))
        .tooltip(count);
        if offered.has(&Action::Resolve(city)) {
            stack_node = offered
                .target(stack_node, &Action::Resolve(city))
                .tooltip(Text::new("action-resolve").msg("city", city.text()));
        } else if offered.has(&Action::City(city)) {
            stack_node = offered.target(stack_node, &Action::City(city));
        } else if offered.has(&Action::Place(city)) {
            stack_node = offered.click(stack_node, &Action::Place(city));
        }
        if state.resolution.as_ref().is_some_and(|r| r.city == city) {
            stack_node = stack_node.emphasis(Emphasis::Resolving);
        }
        pair.push(stack_node);
        col.push(Node::row(pair).gap(5.0));
        children.push(BoardPlaced {
            x,
            y: 6.0,
            node: Node::column(col)
                .gap(6.0)
                .key(format!("city-{}", city.id())),
        });
    }
    children.push(BoardPlaced {
        x: 8.0,
        y: TRACK_Y,
        node: service(state),
    });
    children.push(BoardPlaced {
        x: 540.0,
        y: TRACK_Y + 28.0,
        node: Node::styled(
            Text::new("label-mission-deck").num("count", state.deck.len() as u32),
            TextStyle::Small,
        )
        .key("mission-deck"),
    });
    Node::from(Board {
        width: 12.0 + 5.0 * CITY_W,
        height: TRACK_Y + 64.0,
        background: Some(Color::hex("#3b3024")),
        image: None,
        children,
    })
    .key("board")
}

fn service(state: &Masterminds) -> Node {
    let last = data().map_or(12, |d| d.setup.secret_service.last);
    let mut track = Track::numbered(1, i64::from(last));
    track.title = Some(Text::new("track-service").num("level", state.level));
    let mut markers = vec![TrackMarker {
        position: u32::from(state.level.saturating_sub(1)),
        color: Color::named("black"),
        shape: TokenShape::Diamond,
        label: Some("SS".to_owned()),
    }];
    for (seat, p) in state.players.iter().enumerate() {
        markers.push(TrackMarker {
            position: u32::from(p.firepower.clamp(1, last) - 1),
            color: Color::seat(seat as u32),
            shape: TokenShape::Disc,
            label: Some((seat + 1).to_string()),
        });
    }
    track.markers = markers;
    Node::from(track).key("service")
}

/// What a resolution's decision is about, for the players watching it being taken (the turn's
/// own questions have the phase line instead).
fn decision_what(d: &Ask) -> Option<Text> {
    Some(Text::new(match d {
        Ask::PickMachine | Ask::Place | Ask::After => return None,
        Ask::Order { .. } => "what-order",
        Ask::Segment {
            part: crate::Part::Bolt,
            ..
        } => "what-segment-bolt",
        Ask::Segment {
            part: crate::Part::Copper,
            ..
        } => "what-segment-copper",
        Ask::Building { .. } => "what-building",
        Ask::Copy { .. } => "what-copy",
        Ask::OtherCity { .. } => "what-other-city",
        Ask::Resource { .. } => "what-resource",
        Ask::Mission { .. } => "what-mission",
        Ask::Mole { .. } => "what-mole",
        Ask::Engine { .. } => "what-engine",
    }))
}

/// A step still waiting in the current resolution.
fn effect_text(e: &Effect) -> Text {
    match e {
        Effect::Spoils { seat, city } => Text::new("step-spoils")
            .seat("player", *seat)
            .msg("res", city.spoils().text()),
        Effect::Gain { seat, res } => Text::new("step-gain")
            .seat("player", *seat)
            .msg("res", res.text()),
        Effect::Ability { seat, agent, .. } => Text::new("step-ability")
            .seat("player", *seat)
            .msg("agent", agent.text()),
        Effect::Capture { seat, .. } => Text::new("step-capture").seat("player", *seat),
        Effect::Engineer { seat, .. }
        | Effect::EnginePart { seat, .. }
        | Effect::EngineNext { seat, .. } => Text::new("step-engine").seat("player", *seat),
        Effect::AnyMission { seat } => Text::new("step-mission").seat("player", *seat),
        Effect::RaiseLevel => Text::new("step-raise"),
    }
}

/// The stack being resolved, step by step: every agent in order with its owner and whether it
/// is done, resolving now or still to come; then who is choosing what, and the steps queued.
fn resolution(state: &Masterminds, me: Option<Seat>) -> Node {
    let (title, city, agents, current, cancelled) = match &state.resolution {
        Some(r) => (
            Text::new("mat-resolution-step")
                .msg("city", r.city.text())
                .num("step", (r.index + 1).min(r.agents.len()) as u32)
                .num("steps", r.agents.len() as u32),
            r.city,
            r.agents.clone(),
            Some(r.index),
            r.cancelled.clone(),
        ),
        None => match &state.last_resolved {
            Some((city, agents)) => (
                Text::new("mat-last-resolution").msg("city", city.text()),
                *city,
                agents.clone(),
                None,
                vec![false; agents.len()],
            ),
            None => {
                return Node::from(Mat {
                    title: Some(Text::new("mat-no-resolution")),
                    color: Some(Color::named("grey")),
                    active: false,
                    children: vec![Node::styled("label-no-resolution", TextStyle::Small)],
                })
                .key("resolution");
            }
        },
    };
    let mut row = Vec::new();
    for (i, p) in agents.iter().enumerate() {
        let sabotaged = cancelled.get(i).copied().unwrap_or(false);
        let mut card = agent_card(p.owner, p.agent, CardSize::Small);
        if sabotaged {
            card.body = Some(Text::new("label-cancelled"));
        }
        card.value = Some((i + 1).to_string());
        let (status, emphasis) = match current {
            Some(c) if i < c => ("step-status-done", Some(Emphasis::Done)),
            Some(c) if i == c => ("step-status-now", Some(Emphasis::Resolving)),
            Some(_) => ("step-status-next", None),
            None => ("step-status-done", Some(Emphasis::Done)),
        };
        let mut card = Node::from(card).key(format!("resolution-{i}"));
        if let Some(e) = emphasis {
            card = card.emphasis(e);
        }
        // Under the card: its owner and its state ("Darwin · resolved").
        let status = Text::new("step-owner")
            .seat("player", p.owner)
            .msg("status", Text::new(status));
        let status = if current == Some(i) {
            Node::styled(status, TextStyle::Strong).emphasis(Emphasis::Resolving)
        } else {
            Node::styled(status, TextStyle::Small)
        };
        row.push(Node::column(vec![card, status]).gap(3.0));
    }
    // The choice being made and what is still to come.
    let mut now = Vec::new();
    if let Some((who, d)) = state.decision()
        && let Some(what) = decision_what(d)
    {
        let text = if Some(who) == me {
            prompt(state, d)
        } else {
            Text::new("resolution-decides")
                .seat("player", who)
                .msg("what", what)
        };
        now.push(
            Node::styled(text, TextStyle::Strong)
                .emphasis(Emphasis::Resolving)
                .key("resolution-prompt"),
        );
    }
    if state.resolution.is_some() && !state.effects.is_empty() {
        now.push(Node::styled("label-steps-to-come", TextStyle::Small));
        for e in state.effects.iter().take(4) {
            now.push(Node::styled(effect_text(e), TextStyle::Small));
        }
    }
    if !now.is_empty() {
        row.push(Node::column(now).gap(4.0).key("resolution-now"));
    }
    Node::from(Mat {
        title: Some(title),
        color: Some(Color::named("gold")),
        active: state.resolution.is_some(),
        children: vec![Node::row(row).gap(10.0)],
    })
    .key("resolution")
    .tooltip(Text::new("tip-resolution").msg("city", city.text()))
    .help("resolving")
}

fn unlock_text(u: Unlock) -> Text {
    Text::new(match u {
        Unlock::None => "unlock-none",
        Unlock::Bonus1 => "unlock-bonus1",
        Unlock::Bonus2 => "unlock-bonus2",
        Unlock::Lab3 => "unlock-lab3",
        Unlock::Lab4 => "unlock-lab4",
        Unlock::Library => "unlock-library",
    })
}

fn unlock_short(u: Unlock) -> Text {
    Text::new(match u {
        Unlock::None => "unlock-short-none",
        Unlock::Bonus1 => "unlock-short-bonus1",
        Unlock::Bonus2 => "unlock-short-bonus2",
        Unlock::Lab3 => "unlock-short-lab3",
        Unlock::Lab4 => "unlock-short-lab4",
        Unlock::Library => "unlock-short-library",
    })
}

/// A segment of an opponent's machine as it lies on their sheet: a small plate with one slot
/// per part (a filled disc when the part lies there, a ring when it is still missing; silver
/// for bolts, copper for copper plates), or a gold plate with its points once built.
fn segment_plate(placed: [u8; 2], bolts: u8, copper: u8, done: bool, points: u8) -> Shapes {
    const W: f32 = 22.0;
    const H: f32 = 26.0;
    let mut shapes = vec![Shape::Rect {
        x: 0.5,
        y: 0.5,
        w: W - 1.0,
        h: H - 1.0,
        radius: 3.0,
        fill: Some(Color::hex(if done { "#d4a72c" } else { "#f6efdf" })),
        stroke: Some(Stroke {
            width: 1.0,
            color: Color::hex("#5b4a32"),
        }),
    }];
    if done {
        shapes.push(Shape::Text {
            x: W / 2.0,
            y: H / 2.0,
            text: Text::new("label-number").num("n", points),
            size: Some(13.0),
            color: Some(Color::hex("#3b2a10")),
            align: None,
        });
        return Shapes {
            width: W,
            height: H,
            shapes,
        };
    }
    let mut slots = Vec::new();
    for k in 0..bolts {
        slots.push((k < placed[0], "#9aa1ab", "#5f6670"));
    }
    for k in 0..copper {
        slots.push((k < placed[1], "#c46a2b", "#8a4516"));
    }
    let n = slots.len();
    for (j, (filled, fill, ring)) in slots.into_iter().enumerate() {
        // One or two slots in a row; three or four in two rows.
        let (cols, rows) = if n <= 2 { (n, 1) } else { (2, n.div_ceil(2)) };
        let (r, c) = (j / cols.max(1), j % cols.max(1));
        let in_row = if r + 1 == rows { n - r * cols } else { cols };
        let x = W / 2.0 + (c as f32 - (in_row as f32 - 1.0) / 2.0) * 9.5;
        let y = H / 2.0 + (r as f32 - (rows as f32 - 1.0) / 2.0) * 10.0;
        shapes.push(Shape::Circle {
            x,
            y,
            r: 3.8,
            fill: filled.then(|| Color::hex(fill)),
            stroke: Some(Stroke {
                width: if filled { 1.0 } else { 1.6 },
                color: Color::hex(ring),
            }),
        });
    }
    Shapes {
        width: W,
        height: H,
        shapes,
    }
}

/// A completed mission as a small purple token; its title, requirement and reward on hover.
fn mission_token(m: u8) -> Node {
    let reward = data()
        .and_then(|d| d.missions.get(usize::from(m)))
        .map_or(0, |d| d.reward);
    Node::from(Token {
        shape: TokenShape::Square,
        color: Color::named("purple"),
        label: Some(reward.to_string()),
        count: None,
        size: Some(20.0),
    })
    .tooltip(
        Text::new("tip-mission")
            .msg(
                "mission",
                Text::formatted(format_args!("mission-{}", m + 1)),
            )
            .msg("need", mission_need(m))
            .num("points", reward),
    )
}

/// An agent as a disc in its owner's colour, marked with its letter, named on hover (the
/// discards, which are public, and your own pile once you may take any agent from it).
fn discard_token(seat: Seat, a: Agent, size: f32) -> Node {
    Node::from(Token {
        shape: TokenShape::Disc,
        color: Color::seat(seat),
        label: Some(a.mark().to_owned()),
        count: None,
        size: Some(size),
    })
    .caption(a.mark_text())
    .tooltip(a.text())
}

/// A seat's sheet: the viewer's own in full, the others as a compact summary (machine,
/// segments as plates with their part slots, scientists, codex, firepower, mayhem, points,
/// piles, buildings and missions) whose hover shows the whole sheet.
fn player_mat(
    state: &Masterminds,
    me: Option<Seat>,
    seat: Seat,
    offered: &Offered<'_, Action>,
) -> Node {
    let Some(p) = state.player(seat) else {
        return Node::spacer(0.0, 0.0);
    };
    let own = me == Some(seat);
    let compact = !own;
    let md = p.machine.and_then(|m| data().and_then(|d| d.machine(m)));
    let codex_value: u32 = p.codex.iter().map(|&v| u32::from(v)).sum();
    let mut children = Vec::new();
    let mut segs = Vec::new();
    let mut seg_lines = Vec::new();
    if let (Some(machine), Some(md)) = (p.machine, md) {
        for (i, s) in md.segment.iter().enumerate() {
            let done = p.done.get(i).copied().unwrap_or(false);
            let placed = p.parts.get(i).copied().unwrap_or([0, 0]);
            let tip = Text::new(if done {
                "tip-segment-built"
            } else {
                "tip-segment"
            })
            .msg("icon", s.icon.text())
            .num("bolts", placed[0])
            .num("bolts_needed", s.bolts)
            .num("copper", placed[1])
            .num("copper_needed", s.copper)
            .num("points", s.points)
            .msg("unlock", unlock_text(s.unlock));
            let named = Text::new("tip-segment-named")
                .msg("segment", seg_text(machine, i))
                .msg("detail", tip.clone());
            seg_lines.push(named.clone());
            if compact {
                segs.push(
                    Node::from(segment_plate(placed, s.bolts, s.copper, done, s.points))
                        .key(format!("segment-{seat}-{i}"))
                        .tooltip(named),
                );
                continue;
            }
            let card = Card {
                face_up: true,
                title: Some(seg_text(machine, i)),
                body: match (done, s.unlock) {
                    (true, Unlock::None) => Some(Text::new("label-segment-built")),
                    (true, u) => {
                        Some(Text::new("label-segment-done").msg("unlock", unlock_short(u)))
                    }
                    (false, Unlock::None) => None,
                    (false, u) => Some(unlock_short(u)),
                },
                value: Some(s.points.to_string()),
                // One pip per slot: filled with the part placed there, or grey and empty.
                // A built segment shows no slots.
                cost: if done {
                    Vec::new()
                } else {
                    part_slots(placed, s.bolts, s.copper)
                },
                icons: vec![Pip {
                    icon: s.icon.host_icon().into(),
                    count: 1,
                    color: None,
                }],
                color: Some(if done {
                    Color::named("gold")
                } else {
                    Color::seat(seat)
                }),
                // Your own sheet is read at a glance: full-size cards.
                size: CardSize::Normal,
                ..Default::default()
            };
            let mut node = Node::from(card)
                .key(format!("segment-{seat}-{i}"))
                .emphasis_if(done, Emphasis::Done)
                .tooltip(tip);
            if own && offered.has(&Action::Segment(i as u8)) {
                node = offered.target(node, &Action::Segment(i as u8));
            }
            segs.push(node);
        }
    }
    let lab = Counter {
        icon: "scientist".into(),
        value: i64::from(p.scientists),
        max: Some(i64::from(state.lab_cells(seat))),
        label: None,
        color: None,
    };
    let codex = Counter {
        icon: "codex".into(),
        value: p.codex.len() as i64,
        max: Some(crate::LIBRARY as i64),
        label: None,
        color: None,
    };
    let fire = Counter {
        icon: "fire".into(),
        value: i64::from(p.firepower),
        max: None,
        label: None,
        color: Some(Color::seat(seat)),
    };
    let mayhem = Counter {
        icon: "mayhem".into(),
        value: i64::from(p.mayhem),
        max: None,
        label: None,
        color: None,
    };
    let points = Counter {
        icon: "point".into(),
        value: state.score(seat),
        max: None,
        label: None,
        color: Some(Color::seat(seat)),
    };
    let codex_tip = Text::new("counter-codex").num("points", codex_value);
    let buildings: Vec<Node> = p
        .buildings
        .iter()
        .map(|&(c, k)| building_token(c, k, 19.0))
        .collect();
    let missions: Vec<Node> = p.missions.iter().map(|&m| mission_token(m)).collect();

    if compact {
        // Segments and points.
        let mut line = segs;
        if p.machine.is_none() {
            line.push(Node::styled("label-no-machine", TextStyle::Small));
        }
        line.push(
            Node::from(points)
                .tooltip(Text::new("counter-points"))
                .key(format!("score-{seat}")),
        );
        children.push(Node::row(line).gap(3.0).key(format!("segments-{seat}")));
        // Scientists, codex, firepower and mayhem; then the piles (the discard is public),
        // buildings and missions.
        let line = vec![
            Node::from(lab)
                .tooltip(Text::new("counter-lab"))
                .key(format!("lab-{seat}")),
            Node::from(codex)
                .tooltip(codex_tip)
                .key(format!("codex-{seat}")),
            Node::from(fire)
                .tooltip(Text::new("counter-firepower"))
                .key(format!("firepower-{seat}")),
            Node::from(mayhem)
                .tooltip(Text::new("counter-mayhem"))
                .key(format!("mayhem-{seat}")),
        ];
        children.push(Node::row(line).gap(4.0));
        let mut line = vec![
            Node::styled(
                Text::new("label-piles")
                    .num("pile", p.pile.len() as u32)
                    .num("discard", p.discard.len() as u32),
                TextStyle::Small,
            )
            .key(format!("pile-{seat}")),
        ];
        line.extend(p.discard.iter().map(|&a| discard_token(seat, a, 16.0)));
        line.extend(won_row(
            "buildings",
            seat,
            buildings,
            p.buildings.len(),
            2.0,
        ));
        line.extend(won_row("missions", seat, missions, p.missions.len(), 2.0));
        children.push(Node::row(line).gap(4.0));
        let title = match p.machine {
            Some(m) => Text::new("mat-player-machine")
                .seat("player", seat)
                .msg("machine", m.text()),
            None => Text::new("mat-player").seat("player", seat),
        };
        let sheet = match (p.machine, md) {
            (Some(m), Some(md)) => {
                let mut t = Text::new("tip-sheet")
                    .msg("machine", m.text())
                    .msg("power", Text::formatted(format_args!("power-{}", m.id())))
                    .msg("bonus1", Text::formatted(format_args!("bonus1-{}", m.id())))
                    .msg(
                        "bonus2",
                        Text::new("bonus2").msg("res", md.bonus_gain.text()),
                    )
                    .num("scientists", p.scientists)
                    .num("cells", state.lab_cells(seat))
                    .num("codex", p.codex.len() as u32)
                    .num("codex_points", codex_value)
                    .num("firepower", p.firepower)
                    .num("mayhem", p.mayhem)
                    .num("buildings", p.buildings.len() as u32)
                    .num("missions", p.missions.len() as u32)
                    .num("pile", p.pile.len() as u32)
                    .num("discard", p.discard.len() as u32);
                for (i, line) in seg_lines.into_iter().enumerate() {
                    t = t.msg(&format!("s{}", i + 1), line);
                }
                t
            }
            _ => Text::new("label-no-machine"),
        };
        let active = state.questions.for_seat(seat).is_some();
        return Node::from(Mat {
            title: Some(title),
            color: Some(Color::seat(seat)),
            active,
            children,
        })
        .key(format!("mat-{seat}"))
        .tooltip(sheet);
    }

    // The own sheet in full.
    if let (Some(machine), Some(md)) = (p.machine, md) {
        let b1 = state.unlocked(seat, Unlock::Bonus1);
        let b2 = state.unlocked(seat, Unlock::Bonus2);
        // Two lines whatever the language: the power, then both bonuses.
        children.push(
            Node::column(vec![
                Node::styled(
                    Text::formatted(format_args!("power-{}", machine.id())),
                    TextStyle::Small,
                ),
                Node::row(vec![
                    Node::styled(
                        Text::formatted(format_args!("bonus1-{}", machine.id())),
                        TextStyle::Small,
                    )
                    .emphasis_if(b1, Emphasis::Done),
                    Node::styled(
                        Text::new("bonus2").msg("res", md.bonus_gain.text()),
                        TextStyle::Small,
                    )
                    .emphasis_if(b2, Emphasis::Done),
                ])
                .gap(12.0),
            ])
            .gap(2.0)
            .key(format!("powers-{seat}")),
        );
    } else {
        children.push(Node::styled("label-no-machine", TextStyle::Small));
    }
    // Segments, then the pile and the discard.
    let mut line = segs;
    line.push(Node::spacer(4.0, 0.0));
    // Once the whole pile is laid out below (five codex tokens), the pile itself shows only
    // its size, so no agent is shown twice.
    let whole_pile = p.codex.len() >= crate::CODEX_POWER;
    let recycled = matches!(state.selected, Some((_, true))) && seat == state.active;
    let top = state
        .next_agent(seat)
        .filter(|_| recycled || !whole_pile)
        .map(|a| {
            let mut card = agent_card(seat, a, CardSize::Small);
            if recycled {
                card.back = Some(Text::new("label-recycled"));
            }
            Box::new(Node::from(card))
        });
    let mut pile = vec![
        Node::from(Stack {
            count: p.pile.len() as u32,
            face_down: whole_pile && top.is_none(),
            top,
            label: Some(Text::new("stack-pile")),
            color: Some(Color::seat(seat)),
        })
        .key(format!("pile-{seat}")),
    ];
    if whole_pile {
        // Every agent of the pile, top first, as a disc you may take.
        let mut discs = Vec::new();
        for &a in p.pile.iter().rev() {
            let mut node = discard_token(seat, a, 22.0);
            if offered.has(&Action::ChooseAgent(a)) {
                node = offered
                    .target(node, &Action::ChooseAgent(a))
                    .tooltip(Text::new("action-choose-agent").msg("agent", a.text()));
            }
            discs.push(node);
        }
        pile.push(
            Node::column(discs)
                .gap(3.0)
                .key(format!("pile-{seat}-agents")),
        );
    }
    line.push(Node::row(pile).gap(6.0));
    // The discard is public: every agent in it as a disc (clickable to recycle).
    let mut discards = vec![Node::styled(
        if p.discard.is_empty() {
            Text::new("label-discard-empty")
        } else {
            Text::new("stack-discard")
        },
        TextStyle::Small,
    )];
    for &a in &p.discard {
        let mut node = discard_token(seat, a, 22.0);
        if offered.has(&Action::Recycle(a)) {
            node = offered
                .target(node, &Action::Recycle(a))
                .tooltip(Text::new("action-recycle").msg("agent", a.text()));
        }
        discards.push(node);
    }
    line.push(
        Node::column(discards)
            .gap(3.0)
            .key(format!("discard-{seat}")),
    );
    children.push(Node::row(line).gap(6.0));
    // Laboratory and library (the scientists and codex tokens themselves), firepower,
    // mayhem, points, buildings and missions on one line.
    let cells = state.lab_cells(seat);
    let mut lab = vec![Node::styled("label-lab", TextStyle::Small)];
    for cell in 0..4u8 {
        let (shape, color, tip) = if cell < p.scientists {
            (
                TokenShape::Pawn,
                Color::named("white"),
                "tip-cell-scientist",
            )
        } else if cell < cells {
            (TokenShape::Ring, Color::named("grey"), "tip-cell-free")
        } else {
            (TokenShape::Square, Color::named("black"), "tip-cell-locked")
        };
        lab.push(
            Node::from(Token {
                shape,
                color,
                label: None,
                count: None,
                size: Some(20.0),
            })
            .tooltip(Text::new(tip).num("cell", cell + 1)),
        );
    }
    let mut library = vec![Node::styled(codex_tip, TextStyle::Small)];
    for slot in 0..crate::LIBRARY {
        let node = match p.codex.get(slot) {
            Some(&v) => Node::from(Token {
                shape: TokenShape::Square,
                color: Color::named(if v == 2 { "gold" } else { "silver" }),
                label: Some(v.to_string()),
                count: None,
                size: Some(18.0),
            })
            .tooltip(Text::new("tip-codex").num("value", v)),
            None => Node::from(Token {
                shape: TokenShape::Ring,
                color: Color::named("grey"),
                label: None,
                count: None,
                size: Some(18.0),
            })
            .tooltip(Text::new("tip-codex-free").num("slot", slot as u32 + 1)),
        };
        library.push(node);
    }
    let mut line = vec![
        Node::row(lab).gap(3.0).key(format!("lab-{seat}")).tooltip(
            Text::new("tip-lab")
                .num("scientists", p.scientists)
                .num("cells", cells),
        ),
        Node::row(library)
            .gap(2.0)
            .key(format!("codex-{seat}"))
            .tooltip(Text::new("tip-library").num("count", p.codex.len() as u32)),
        Node::from(Counter {
            label: Some(Text::new("counter-firepower")),
            ..fire
        })
        .key(format!("firepower-{seat}")),
        Node::from(Counter {
            label: Some(Text::new("counter-mayhem")),
            ..mayhem
        })
        .key(format!("mayhem-{seat}")),
        Node::from(Counter {
            label: Some(Text::new("counter-points")),
            ..points
        })
        .key(format!("score-{seat}")),
    ];
    line.extend(won_row(
        "buildings",
        seat,
        buildings,
        p.buildings.len(),
        3.0,
    ));
    line.extend(won_row("missions", seat, missions, p.missions.len(), 3.0));
    children.push(Node::row(line).gap(12.0).key(format!("library-{seat}")));
    let title = match p.machine {
        Some(m) => Text::new("mat-own-machine")
            .seat("player", seat)
            .msg("machine", m.text()),
        None => Text::new("mat-own").seat("player", seat),
    };
    let active = state.questions.for_seat(seat).is_some();
    Node::from(Mat {
        title: Some(title),
        color: Some(Color::seat(seat)),
        active,
        children,
    })
    .key(format!("mat-{seat}"))
    .help("parts")
}

/// Emphasis only when a condition holds.
trait EmphasisIf {
    fn emphasis_if(self, on: bool, kind: Emphasis) -> Self;
}

impl EmphasisIf for Node {
    fn emphasis_if(self, on: bool, kind: Emphasis) -> Self {
        if on { self.emphasis(kind) } else { self }
    }
}

/// The part slots of a segment, as the physical tokens: each slot a pip, coloured when a part
/// lies on it and grey when empty.
fn part_slots(placed: [u8; 2], bolts: u8, copper: u8) -> Vec<Pip> {
    let mut out = Vec::with_capacity(usize::from(bolts + copper));
    for (icon, filled, need, colour) in [
        ("bolt", placed[0], bolts, "silver"),
        ("copper", placed[1], copper, "copper"),
    ] {
        for k in 0..need {
            out.push(Pip {
                icon: icon.into(),
                count: 1,
                color: Some(Color::named(if k < filled { colour } else { "grey" })),
            });
        }
    }
    out
}

/// A player's captured buildings or completed missions as one row with its count on hover;
/// nothing while there are none. `what` is "buildings" or "missions".
fn won_row(what: &str, seat: Seat, items: Vec<Node>, count: usize, gap: f32) -> Option<Node> {
    (!items.is_empty()).then(|| {
        Node::row(items)
            .gap(gap)
            .key(format!("{what}-{seat}"))
            .tooltip(Text::formatted(format_args!("label-{what}")).num("count", count as u32))
    })
}
