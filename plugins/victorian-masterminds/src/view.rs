//! What each seat sees.
//!
//! Nothing secret leaves here: agents in a stack show only their owner's colour, except the
//! viewer's own agents (which the viewer saw when placing them). Piles are face down; the
//! viewer sees the top of their own pile (all of it once they own five codex tokens).
//!
//! Keys: `root`, `header`, `prompt`, `board`, `city-{city}`, `city-{city}-name`,
//! `stack-{city}`, `mission-{city}`, `building-{city}-{kind}`, `service`, `resolution`,
//! `mat-{seat}`, `segment-{seat}-{n}`, `pile-{seat}`, `discard-{seat}`, `lab-{seat}`,
//! `codex-{seat}`, `firepower-{seat}`, `mayhem-{seat}`, `buildings-{seat}`, `missions-{seat}`.

use parlour_plugin_api::{
    Board, Card, CardSize, Color, Counter, Emphasis, Mat, Node, Pip, Placed as BoardPlaced, Seat,
    Stack, Text, TextStyle, Token, TokenShape, Track, TrackMarker, Viewer,
};

use crate::data::{Need, Unlock, data};
use crate::{
    Action, Agent, BuildingKind, City, Decision, Masterminds, Placed, Stage, building_text,
    seg_text,
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
        t = t.msg("kind", Text::new(format!("kind-{}", k.id())));
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
        title: Some(Text::new(format!("mission-{}", m + 1))),
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
        node.tooltip(Text::new("tip-own-agent").msg("agent", p.agent.text()))
    } else {
        node.tooltip(Text::new("tip-hidden-agent").seat("player", p.owner))
    }
}

fn agent_card(seat: Seat, agent: Agent, size: CardSize) -> Card {
    Card {
        face_up: true,
        title: Some(agent.text()),
        body: Some(Text::new(format!("agent-{}-text", agent.id()))),
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

fn building_token(city: City, kind: BuildingKind) -> Node {
    let (shape, label) = building_shape(kind);
    Node::from(Token {
        shape,
        color: Color::named("brown"),
        label: Some(label.to_owned()),
        count: None,
        size: Some(24.0),
    })
    .tooltip(
        Text::new("tip-building")
            .msg("building", building_text(city, kind))
            .msg("res", kind.reward().text()),
    )
}

/// The whole view for one viewer.
pub fn build(state: &Masterminds, viewer: Viewer) -> Node {
    let me = viewer.seat().filter(|&s| s < state.n());
    let legal: Vec<Action> = me
        .map(|s| {
            parlour_plugin_api::Game::legal_actions(state, s)
                .into_iter()
                .map(|l| l.action)
                .collect()
        })
        .unwrap_or_default();
    let mut children = vec![header(state, me), board(state, me, &legal), service(state)];
    children.push(resolution(state, me));
    let mut seats: Vec<Seat> = (0..state.n()).collect();
    if let Some(me) = me {
        seats.sort_by_key(|&s| (s + state.n() - me) % state.n());
    }
    for seat in seats {
        children.push(player_mat(state, me, seat, &legal));
    }
    Node::column(children).gap(10.0).key("root")
}

fn header(state: &Masterminds, me: Option<Seat>) -> Node {
    let prompt = if state.is_over() {
        match state.ranking().first() {
            Some(r) => Text::new("result-winner")
                .seat("player", r.seat)
                .num("score", r.score as f64),
            None => Text::new("phase-over"),
        }
    } else if let Some(d) = state.decision.as_ref().filter(|d| Some(d.seat()) == me) {
        decision_prompt(state, d)
    } else if me.is_some_and(|m| state.acting_seats_public().contains(&m)) {
        match state.stage {
            Stage::PickMachine => Text::new("prompt-pick"),
            Stage::Place => Text::new("prompt-place"),
            _ => Text::new("prompt-after"),
        }
    } else {
        state.phase_text()
    };
    let mut row = vec![
        Node::heading("game-name"),
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
    Node::row(row).gap(16.0).key("header")
}

fn decision_prompt(state: &Masterminds, d: &Decision) -> Text {
    match d {
        Decision::Order { agent, city, .. } => Text::new("prompt-order")
            .msg("agent", agent.text())
            .msg("city", city.text()),
        Decision::Segment { part, .. } => Text::new(match part {
            crate::Part::Bolt => "prompt-segment-bolt",
            crate::Part::Copper => "prompt-segment-copper",
        }),
        Decision::Building { .. } => Text::new("prompt-building"),
        Decision::Copy { .. } => Text::new("prompt-copy"),
        Decision::OtherCity { .. } => Text::new("prompt-other-city"),
        Decision::Resource { .. } => Text::new("prompt-resource"),
        Decision::Mission { .. } => Text::new("prompt-mission"),
        Decision::Mole { .. } => Text::new(if state.threshold() == 2 {
            "prompt-mole-resolves"
        } else {
            "prompt-mole"
        }),
        Decision::Engine { .. } => Text::new("prompt-engine"),
    }
}

fn board(state: &Masterminds, me: Option<Seat>, legal: &[Action]) -> Node {
    let mut children = Vec::new();
    for (i, city) in City::ALL.iter().copied().enumerate() {
        let x = 8.0 + i as f32 * 200.0;
        let mut col = Vec::new();
        let mut name =
            Node::styled(city.text(), TextStyle::Heading).key(format!("city-{}-name", city.id()));
        if legal.contains(&Action::Place(city)) {
            let agent = me.and_then(|m| state.next_agent(m));
            name = name
                .on_click(&Action::Place(city))
                .emphasis(Emphasis::Target);
            if let Some(a) = agent {
                name = name.tooltip(
                    Text::new("action-place")
                        .msg("agent", a.text())
                        .msg("city", city.text()),
                );
            }
        }
        col.push(name);
        col.push(
            Node::from(Counter {
                icon: city.spoils().icon().to_owned(),
                value: 1,
                max: None,
                label: None,
                color: None,
            })
            .tooltip(Text::new("label-spoils").msg("res", city.spoils().text()))
            .key(format!("spoils-{}", city.id())),
        );
        // Buildings.
        let buildings: Vec<Node> = state.buildings[city.index()]
            .iter()
            .map(|&k| {
                let mut node =
                    building_token(city, k).key(format!("building-{}-{}", city.id(), k.id()));
                if legal.contains(&Action::Building(city, k)) {
                    node = node
                        .on_click(&Action::Building(city, k))
                        .emphasis(Emphasis::Target);
                }
                node
            })
            .collect();
        col.push(Node::row(buildings).gap(4.0));
        // Mission and stack side by side.
        let mut pair = Vec::new();
        match state.missions[city.index()] {
            Some(m) => {
                let mut node = Node::from(mission_card(m, CardSize::Small))
                    .key(format!("mission-{}", city.id()));
                if legal.contains(&Action::Mission(city)) {
                    node = node
                        .on_click(&Action::Mission(city))
                        .emphasis(Emphasis::Target);
                }
                pair.push(node);
            }
            None => pair.push(Node::styled("label-no-mission", TextStyle::Small)),
        }
        // Stack.
        let stack = &state.stacks[city.index()];
        let mut stack_node = Node::from(Stack {
            count: stack.len() as u32,
            face_down: true,
            top: None,
            label: Some(
                Text::new("stack-agents")
                    .num("count", stack.len() as u32)
                    .num("threshold", state.threshold() as u32),
            ),
            color: stack.last().map(|p| Color::seat(p.owner)),
        })
        .key(format!("stack-{}", city.id()));
        if legal.contains(&Action::Resolve(city)) {
            stack_node = stack_node
                .on_click(&Action::Resolve(city))
                .emphasis(Emphasis::Target);
        } else if legal.contains(&Action::City(city)) {
            stack_node = stack_node
                .on_click(&Action::City(city))
                .emphasis(Emphasis::Target);
        } else if legal.contains(&Action::Place(city)) {
            stack_node = stack_node.on_click(&Action::Place(city));
        }
        pair.push(stack_node);
        col.push(Node::row(pair).gap(6.0));
        let tokens: Vec<Node> = stack
            .iter()
            .map(|&p| agent_token(p, Some(p.owner) == me))
            .collect();
        col.push(
            Node::row(tokens)
                .gap(3.0)
                .key(format!("stack-{}-order", city.id())),
        );
        children.push(BoardPlaced {
            x,
            y: 8.0,
            node: Node::column(col)
                .gap(6.0)
                .key(format!("city-{}", city.id())),
        });
    }
    children.push(BoardPlaced {
        x: 8.0,
        y: 306.0,
        node: Node::styled(
            Text::new("label-mission-deck").num("count", state.deck.len() as u32),
            TextStyle::Small,
        )
        .key("mission-deck"),
    });
    Node::from(Board {
        width: 1008.0,
        height: 330.0,
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

fn resolution(state: &Masterminds, me: Option<Seat>) -> Node {
    let (title, city, agents, current, cancelled) = match &state.resolution {
        Some(r) => (
            Text::new("mat-resolution").msg("city", r.city.text()),
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
        let mut card = agent_card(p.owner, p.agent, CardSize::Small);
        if cancelled.get(i).copied().unwrap_or(false) {
            card.body = Some(Text::new("label-cancelled"));
        }
        card.value = Some((i + 1).to_string());
        row.push(
            Node::column(vec![
                Node::styled(
                    Text::new("label-owner").seat("player", p.owner),
                    TextStyle::Small,
                ),
                Node::from(card)
                    .emphasis_if(current == Some(i), Emphasis::Resolving)
                    .key(format!("resolution-{i}")),
            ])
            .gap(2.0),
        );
    }
    if let Some(d) = &state.decision {
        let who = d.seat();
        let text = if Some(who) == me {
            decision_prompt(state, d)
        } else {
            Text::new("phase-decide").seat("player", who)
        };
        row.push(Node::label(text).key("resolution-prompt"));
    }
    Node::from(Mat {
        title: Some(title),
        color: Some(Color::named("gold")),
        active: state.resolution.is_some(),
        children: vec![Node::row(row).gap(10.0)],
    })
    .key("resolution")
    .tooltip(Text::new("tip-resolution").msg("city", city.text()))
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

fn player_mat(state: &Masterminds, me: Option<Seat>, seat: Seat, legal: &[Action]) -> Node {
    let Some(p) = state.player(seat) else {
        return Node::spacer(0.0, 0.0);
    };
    let own = me == Some(seat);
    // A player's own sheet in full, the opponents' sheets compact.
    let compact = me.is_some() && !own;
    let mut children = Vec::new();
    // Machine sheet.
    if let Some(machine) = p.machine {
        let md = data().and_then(|d| d.machine(machine));
        let b1 = state.unlocked(seat, Unlock::Bonus1);
        let b2 = state.unlocked(seat, Unlock::Bonus2);
        if compact {
            // The machine's name; its power on hover.
            children.push(
                Node::styled(machine.text(), TextStyle::Strong)
                    .tooltip(Text::new(format!("power-{}", machine.id())))
                    .key(format!("machine-{seat}")),
            );
        } else {
            children.push(
                Node::row(vec![
                    Node::styled(machine.text(), TextStyle::Strong),
                    Node::styled(
                        Text::new(format!("power-{}", machine.id())),
                        TextStyle::Small,
                    ),
                ])
                .gap(8.0),
            );
        }
        if !compact {
            children.push(
                Node::row(vec![
                    Node::styled(
                        Text::new(format!("bonus1-{}", machine.id())),
                        TextStyle::Small,
                    )
                    .emphasis_if(b1, Emphasis::Done),
                    Node::styled(
                        Text::new("bonus2").msg(
                            "res",
                            md.map_or(Text::new("unknown"), |m| m.bonus_gain.text()),
                        ),
                        TextStyle::Small,
                    )
                    .emphasis_if(b2, Emphasis::Done),
                ])
                .gap(12.0),
            );
        }
        let mut segs = Vec::new();
        if let Some(md) = md {
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
                if compact {
                    // An opponent's sheet: one small piece per segment (gold when built, else
                    // the parts placed of those needed); the tooltip tells the rest.
                    let label = if done {
                        s.points.to_string()
                    } else {
                        format!("{}/{}", placed[0] + placed[1], s.bolts + s.copper)
                    };
                    segs.push(
                        Node::from(Token {
                            shape: TokenShape::Square,
                            color: if done {
                                Color::named("gold")
                            } else {
                                Color::seat(seat)
                            },
                            label: Some(label),
                            count: None,
                            size: Some(26.0),
                        })
                        .key(format!("segment-{seat}-{i}"))
                        .emphasis_if(done, Emphasis::Done)
                        .tooltip(
                            Text::new("tip-segment-named")
                                .msg("segment", seg_text(machine, i))
                                .msg("detail", tip),
                        ),
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
                    size: CardSize::Normal,
                    ..Default::default()
                };
                let mut node = Node::from(card)
                    .key(format!("segment-{seat}-{i}"))
                    .emphasis_if(done, Emphasis::Done)
                    .tooltip(tip);
                if own && legal.contains(&Action::Segment(i as u8)) {
                    node = node
                        .on_click(&Action::Segment(i as u8))
                        .emphasis(Emphasis::Target);
                }
                segs.push(node);
            }
        }
        if compact {
            children.push(Node::row(segs).gap(4.0).key(format!("segments-{seat}")));
        } else {
            children.push(Node::grid(4, segs).gap(6.0));
        }
    } else {
        children.push(Node::styled("label-no-machine", TextStyle::Small));
    }
    // Resources.
    let codex_value: u32 = p.codex.iter().map(|&v| u32::from(v)).sum();
    children.push(
        Node::row(vec![
            Node::from(Counter {
                icon: "scientist".into(),
                value: i64::from(p.scientists),
                max: Some(i64::from(state.lab_cells(seat))),
                label: Some(Text::new("counter-lab")),
                color: None,
            })
            .key(format!("lab-{seat}")),
            Node::from(Counter {
                icon: "codex".into(),
                value: p.codex.len() as i64,
                max: Some(crate::LIBRARY as i64),
                label: Some(Text::new("counter-codex").num("points", codex_value)),
                color: None,
            })
            .key(format!("codex-{seat}")),
            Node::from(Counter {
                icon: "fire".into(),
                value: i64::from(p.firepower),
                max: None,
                label: Some(Text::new("counter-firepower")),
                color: Some(Color::seat(seat)),
            })
            .key(format!("firepower-{seat}")),
            Node::from(Counter {
                icon: "mayhem".into(),
                value: i64::from(p.mayhem),
                max: None,
                label: Some(Text::new("counter-mayhem")),
                color: None,
            })
            .key(format!("mayhem-{seat}")),
            Node::from(Counter {
                icon: "point".into(),
                value: state.score(seat),
                max: None,
                label: Some(Text::new("counter-points")),
                color: Some(Color::seat(seat)),
            })
            .key(format!("score-{seat}")),
        ])
        .gap(12.0),
    );
    // Laboratory cells and library slots.
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
    lab.push(Node::spacer(12.0, 0.0));
    lab.push(Node::styled("label-library", TextStyle::Small));
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
        lab.push(node);
    }
    children.push(Node::row(lab).gap(3.0).key(format!("library-{seat}")));
    // Buildings and missions.
    let buildings: Vec<Node> = p
        .buildings
        .iter()
        .map(|&(c, k)| building_token(c, k))
        .collect();
    let mut trophies = vec![
        Node::styled(
            Text::new("label-buildings").num("count", p.buildings.len() as u32),
            TextStyle::Small,
        ),
        Node::row(buildings)
            .gap(3.0)
            .key(format!("buildings-{seat}")),
    ];
    let missions: Vec<Node> = p
        .missions
        .iter()
        .map(|&m| Node::from(mission_card(m, CardSize::Small)))
        .collect();
    trophies.push(Node::styled(
        Text::new("label-missions").num("count", p.missions.len() as u32),
        TextStyle::Small,
    ));
    trophies.push(Node::row(missions).gap(3.0).key(format!("missions-{seat}")));
    children.push(Node::row(trophies).gap(8.0));
    // Pile and discard.
    let top = if own {
        state.next_agent(seat).map(|a| {
            let mut card = agent_card(seat, a, CardSize::Small);
            if matches!(state.selected, Some((_, true))) && seat == state.active {
                card.back = Some(Text::new("label-recycled"));
            }
            Box::new(Node::from(card))
        })
    } else {
        None
    };
    let pile = Node::from(Stack {
        count: p.pile.len() as u32,
        face_down: !own,
        top,
        label: Some(Text::new("stack-pile")),
        color: Some(Color::seat(seat)),
    })
    .key(format!("pile-{seat}"));
    let mut piles = vec![pile];
    if own && p.codex.len() >= crate::CODEX_POWER {
        for &a in p.pile.iter().rev() {
            let mut node = Node::from(agent_card(seat, a, CardSize::Small));
            if legal.contains(&Action::ChooseAgent(a)) {
                node = node
                    .on_click(&Action::ChooseAgent(a))
                    .emphasis(Emphasis::Target);
            }
            piles.push(node);
        }
    }
    let discard_top = p
        .discard
        .last()
        .map(|&a| Box::new(Node::from(agent_card(seat, a, CardSize::Small))));
    piles.push(
        Node::from(Stack {
            count: p.discard.len() as u32,
            face_down: false,
            top: discard_top,
            label: Some(Text::new("stack-discard")),
            color: Some(Color::seat(seat)),
        })
        .key(format!("discard-{seat}")),
    );
    for &a in &p.discard {
        let mut node = Node::from(Token {
            shape: TokenShape::Disc,
            color: Color::seat(seat),
            label: Some(a.mark().to_owned()),
            count: None,
            size: Some(22.0),
        })
        .tooltip(a.text());
        if own && legal.contains(&Action::Recycle(a)) {
            node = node
                .on_click(&Action::Recycle(a))
                .emphasis(Emphasis::Target)
                .tooltip(Text::new("action-recycle").msg("agent", a.text()));
        }
        piles.push(node);
    }
    children.push(Node::row(piles).gap(8.0));
    let active = state.acting_seats_public().contains(&seat);
    Node::from(Mat {
        title: Some(Text::new(if own { "mat-own" } else { "mat-player" }).seat("player", seat)),
        color: Some(Color::seat(seat)),
        active,
        children,
    })
    .key(format!("mat-{seat}"))
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
