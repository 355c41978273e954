//! What each seat sees: the scene as a grid board (walls, doors, windows, crates, rubble, fire,
//! manholes, exits; figures as pieces with wounds, ether, knocked-down and defeated states),
//! the activation board with both rows (face down until revealed), each gentleman's sheet, the
//! Nemesis board, the chaos hand for the Nemesis only, and the dice of the last attack. A
//! partial move is drawn on the board: reachable squares, the line of sight to a target.

use parlour_plugin_api::{
    Badge, Card, CardSize, Cell, Color, Counter, Dice, Die, DieFace, Edge, EdgeKind as ViewEdge,
    Emphasis, GridBoard, Hover, Mat, Node, NodeKind, Offered, Overlay, Piece, Side, Stack, Text,
    TextStyle, Token, TokenShape, Viewer,
};

use crate::board::movement::reachable;
use crate::board::{EdgeKind, Hop, Pos};
use crate::combat::attack::pos_code;
use crate::data::{Face, data};
use crate::state::*;

pub fn card_text(id: &str) -> Text {
    Text::formatted(format_args!("card-{}", id.replace('_', "-")))
}

pub fn card_body(id: &str) -> Text {
    Text::formatted(format_args!("card-{}-text", id.replace('_', "-")))
}

pub fn act_card_text(game: &Smog, card: &ActCard) -> Text {
    match card {
        ActCard::Gentleman(id) => Text::new("act-gentleman").msg("figure", game.fig_text(*id)),
        ActCard::Agent(sheet) => Text::new("act-agent").msg(
            "figure",
            Text::formatted(format_args!("figure-{}", sheet.replace('_', "-"))),
        ),
        ActCard::Minions => Text::new("act-minions"),
        ActCard::Allies => Text::new("act-allies"),
        ActCard::Chaos => Text::new("act-chaos"),
    }
}

fn hop_text(hop: &Hop) -> Text {
    match hop {
        Hop::Step(p) => Text::new("hop-step").str("square", pos_code(*p)),
        Hop::Door(p) => Text::new("hop-door").str("square", pos_code(*p)),
        Hop::Climb(p) => Text::new("hop-climb").str("square", pos_code(*p)),
    }
}

fn face_text(face: Face) -> Text {
    Text::new(match face {
        Face::Hit => "face-hit",
        Face::HitPlus => "face-hit-plus",
        Face::Crown => "face-crown",
        Face::Dodge => "face-dodge",
        Face::Cover => "face-cover",
    })
}

/// The label of an action's button.
pub fn action_label(game: &Smog, action: &Action) -> Text {
    let fig = |id: &FigId| game.fig_text(*id);
    match action {
        Action::Version { sheet, version } => Text::new("action-version")
            .msg("sheet", sheet_name(sheet))
            .num("version", u32::from(*version) + 1),
        Action::TakePower(c) => Text::new("action-take-power").msg("card", card_text(c)),
        Action::Buy { adv, target, attr } => {
            let t = match target {
                Some(t) => match t.parse::<FigId>() {
                    Ok(id) => fig(&id),
                    Err(_) => Text::formatted(format_args!("figure-{}", t.replace('_', "-"))),
                },
                None => Text::new("nobody"),
            };
            let a = match attr {
                Some(Attr::Agility) => Text::new("attr-agility"),
                Some(Attr::Accuracy) => Text::new("attr-accuracy"),
                Some(Attr::Strength) => Text::new("attr-strength"),
                None => Text::new("nothing"),
            };
            Text::formatted(format_args!("adv-{}", format!("{adv:?}").to_lowercase()))
                .msg("target", t)
                .msg("attr", a)
        }
        Action::Role { fig: f, card } => Text::new("action-role")
            .msg("figure", fig(f))
            .msg("card", card_text(card)),
        Action::Advantage { fig: f, card } => Text::new("action-advantage")
            .msg("figure", fig(f))
            .msg("card", card_text(card)),
        Action::Leader(f) => Text::new("action-leader").msg("figure", fig(f)),
        Action::Extra(figs) => Text::new("action-extra").num("count", figs.len() as u32),
        Action::Give {
            card,
            to: Some(f),
            discard: None,
        } => Text::new("action-give")
            .msg("figure", fig(f))
            .msg("card", card_text(card)),
        Action::Give {
            card,
            to: Some(f),
            discard: Some(d),
        } => Text::new("action-give-discard")
            .msg("figure", fig(f))
            .msg("card", card_text(card))
            .msg("discard", card_text(d)),
        Action::Give { card, to: None, .. } => {
            Text::new("action-give-back").msg("card", card_text(card))
        }
        Action::Ready => Text::new("action-ready"),
        Action::Row(_) => Text::new("action-row"),
        Action::Move { fig: f, hop } => Text::new("action-move")
            .msg("figure", fig(f))
            .msg("hop", hop_text(hop)),
        Action::Hop(hop) => hop_text(hop),
        Action::Pass {
            card,
            to,
            discard: None,
        } => Text::new("action-pass")
            .msg("figure", fig(to))
            .msg("card", card_text(card)),
        Action::Pass {
            card,
            to,
            discard: Some(d),
        } => Text::new("action-pass-discard")
            .msg("figure", fig(to))
            .msg("card", card_text(card))
            .msg("discard", card_text(d)),
        Action::EndMove => Text::new("action-end-move"),
        Action::Attack(d) => Text::new("action-attack")
            .msg("figure", fig(&d.attacker))
            .msg("target", fig(&d.target)),
        Action::Charge { fig: f, target, to } => Text::new(if game.is_enemy(*f, *target) {
            "action-charge"
        } else {
            "action-charge-friend"
        })
        .msg("figure", fig(f))
        .msg("target", fig(target))
        .str("square", pos_code(*to)),
        Action::Rest(f) => Text::new("action-rest").msg("figure", fig(f)),
        Action::Revive { fig: f, target } => Text::new("action-revive")
            .msg("figure", fig(f))
            .msg("target", fig(target)),
        Action::SelfRevive(f) => Text::new("action-self-revive").msg("figure", fig(f)),
        Action::StandUp(f) => Text::new("action-stand-up").msg("figure", fig(f)),
        Action::Escape(f) => Text::new("action-escape").msg("figure", fig(f)),
        Action::Seal { .. }
        | Action::Plant { .. }
        | Action::Defuse { .. }
        | Action::Douse { .. }
        | Action::Unlock { .. }
        | Action::SetDown { .. }
        | Action::PickUp { .. }
        | Action::HandOver { .. }
        | Action::Leave(_) => crate::london_view::world_action_label(game, action),
        Action::Search { fig: f, at } => Text::new("action-search")
            .msg("figure", fig(f))
            .str("square", pos_code(*at)),
        Action::Use {
            fig: f,
            card,
            target,
        } => Text::new("action-use")
            .msg("figure", fig(f))
            .msg("card", card_text(card))
            .msg("target", target.map(|t| fig(&t)).unwrap_or_else(|| fig(f))),
        Action::Upkeep(f) => Text::new("action-upkeep").msg("figure", fig(f)),
        Action::Lead { fig: f, target } => Text::new("action-lead")
            .msg("figure", fig(f))
            .msg("target", fig(target)),
        Action::Power { card, figs, at } | Action::Chaos { card, figs, at } => {
            // The figures it is played on, and its square: either may be missing (a card
            // played on a square alone names no figure).
            let who = figs
                .iter()
                .map(&fig)
                .reduce(|acc, t| Text::new("and").msg("a", acc).msg("b", t));
            let on = match (who, at) {
                (Some(w), Some(p)) => Some(
                    Text::new("card-on-both")
                        .msg("figures", w)
                        .str("square", pos_code(*p)),
                ),
                (Some(w), None) => Some(w),
                (None, Some(p)) => Some(Text::new("card-on-square").str("square", pos_code(*p))),
                (None, None) => None,
            };
            let power = matches!(action, Action::Power { .. });
            match on {
                Some(on) => Text::new(if power {
                    "action-power"
                } else {
                    "action-chaos"
                })
                .msg("card", card_text(card))
                .msg("on", on),
                None => Text::new(if power {
                    "action-power-plain"
                } else {
                    "action-chaos-plain"
                })
                .msg("card", card_text(card)),
            }
        }
        Action::EndActivation => Text::new("action-end-activation"),
        Action::Reroll(d) => Text::new("action-reroll").num("count", d.len() as u32),
        Action::Crowns(n) => Text::new("action-crowns").num("count", *n),
        Action::Defend { elusive, bonuses } => Text::new("action-defend")
            .num("elusive", u32::from(*elusive))
            .num("bonuses", bonuses.len() as u32),
        Action::NoCounter => Text::new("action-no-counter"),
        Action::Prevent(None) => Text::new("action-no-prevent"),
        Action::Prevent(Some(c)) => Text::new("action-prevent").msg("card", card_text(c)),
        Action::Place { sheet, at } => Text::new("action-place")
            .msg(
                "figure",
                Text::formatted(format_args!("figure-{}", sheet.replace('_', "-"))),
            )
            .str("square", pos_code(*at)),
        Action::EndPlacing => Text::new(if game.placing().is_some_and(|p| p.parts.is_some()) {
            "action-no-spare-parts"
        } else {
            "action-end-placing"
        }),
        Action::Fire { from, to } => Text::new("action-fire")
            .str("from", pos_code(*from))
            .str("square", pos_code(*to)),
        Action::Guard { .. }
        | Action::NoGuard(_)
        | Action::Imitate { .. }
        | Action::Pull { .. }
        | Action::EndPull
        | Action::Rage { .. }
        | Action::Forgo => game.reaction_label(action),
        Action::Campaign(c) => crate::campaign::view::action_label(game, c),
        Action::Orders(o) if o.minion != game.orders.minion => {
            Text::new("action-orders-minion").msg("figure", minion_text(o.minion.as_deref()))
        }
        Action::Orders(o) if o.window != game.orders.window => {
            Text::new("action-orders-window").str("window", window_key(o.window))
        }
        Action::Orders(o) if o.fill != game.orders.fill => match &o.fill {
            Some((t, n)) => Text::new("action-orders-fill")
                .msg("target", ether_target_text(game, t))
                .num("count", u32::from(*n)),
            None => Text::new("action-orders-no-fill"),
        },
        Action::Orders(o) if o.ether != game.orders.ether => match &o.ether {
            Some(t) => Text::new("action-orders").msg("target", ether_target_text(game, t)),
            None => Text::new("action-orders-ask-ether"),
        },
        Action::Orders(o) => Text::new("action-orders-cards").num("cards", o.chaos.len() as u32),
        Action::Distribute { to, all } => Text::new(if *all {
            "action-distribute-all"
        } else {
            "action-distribute-one"
        })
        .msg("target", ether_target_text(game, to)),
        Action::PassWindow => Text::new("action-pass-window"),
    }
}

/// An agent or a power card that takes received ether.
fn ether_target_text(game: &Smog, t: &EtherTarget) -> Text {
    match t {
        EtherTarget::Power(c) => card_text(c),
        EtherTarget::Agent(a) => game.fig_text(*a),
    }
}

/// The selector of a window order in the messages.
fn window_key(w: WindowOrder) -> &'static str {
    match w {
        WindowOrder::Steps => "steps",
        WindowOrder::Actions => "actions",
        WindowOrder::Never => "never",
    }
}

/// A minion type named by the standing orders (none: the one with the most figures left).
fn minion_text(sheet: Option<&str>) -> Text {
    match sheet {
        Some(s) => Text::formatted(format_args!("figure-{}", s.replace('_', "-"))),
        None => Text::new("figure-any-minion"),
    }
}

pub fn choice_label(game: &Smog, choice: &Choice) -> Text {
    match choice {
        Choice::Act(a) => action_label(game, a),
        Choice::Attacker(f) => Text::new("choice-attacker").msg("figure", game.fig_text(*f)),
        Choice::Bond(f) => Text::new("choice-bond").msg("figure", game.fig_text(*f)),
        Choice::Kind(crate::data::AttackKind::Melee) => Text::new("choice-melee"),
        Choice::Kind(crate::data::AttackKind::Ranged) => Text::new("choice-ranged"),
        Choice::Target(t) => Text::new("choice-target").msg("figure", game.fig_text(*t)),
        Choice::Weapon(Some(w)) => card_text(w),
        Choice::Weapon(None) => Text::new("choice-unarmed"),
        Choice::Ether(n) => Text::new("choice-ether").num("count", *n),
        Choice::Sweep(Some(t)) => Text::new("choice-sweep").msg("figure", game.fig_text(*t)),
        Choice::Sweep(None) => Text::new("choice-no-sweep"),
        Choice::Helper(h) => Text::new("choice-helper").msg("figure", game.fig_text(*h)),
        Choice::Bonus(b) => match b.as_str() {
            "steam_fist" | "buckshot" => {
                Text::formatted(format_args!("gift-{}", b.replace('_', "-")))
            }
            other => card_text(other),
        },
        Choice::Card(c) => act_card_text(game, c),
        Choice::Die(i) => Text::new("choice-die").num("die", u32::from(*i) + 1),
        Choice::Gentleman(f) => Text::new("choice-extra").msg("figure", game.fig_text(*f)),
    }
}

fn team_color(team: Team) -> Color {
    match team {
        Team::Nemesis => Color::hex("#8e2c48"),
        Team::Gentlemen => Color::hex("#c9a227"),
    }
}

fn short(def: &str) -> String {
    let mut s: String = def.split('_').filter_map(|w| w.chars().next()).collect();
    if s.len() < 2 {
        s = def.chars().take(2).collect();
    }
    s.to_uppercase()
}

pub(crate) fn die_node(face: Face) -> Die {
    let (icon, count) = match face {
        Face::Hit => ("sword", 1),
        Face::HitPlus => ("sword", 2),
        Face::Crown => ("crown", 1),
        Face::Dodge => ("eye", 1),
        Face::Cover => ("shield", 1),
    };
    Die {
        sides: 6,
        value: 1,
        face: Some(DieFace {
            icon: Some(icon.to_owned()),
            text: Some(face_text(face)),
            count,
            color: None,
        }),
        tooltip: Some(face_text(face)),
        ..Default::default()
    }
}

/// The whole view; the viewer's own composed clicks (`offered.partial()`) are drawn on the
/// board, and what the SDK offers it now is clickable.
pub fn build(game: &Smog, viewer: Viewer, offered: &Offered<'_, Choice>) -> Node {
    if game.phase == Phase::Intermezzo {
        return crate::campaign::view::build(game, viewer, offered);
    }
    let partial = offered.partial();
    let options: Vec<Choice> = offered.options().cloned().collect();
    // The scene with the dice under it, and the rows and the Nemesis board beside it (two
    // columns of about the same height, so no corner of the table stays empty); the gentlemen's
    // sheets below, side by side.
    let mut head = vec![
        Node::row(vec![
            Node::heading(Text::formatted(format_args!("chapter-{}", game.chapter))),
            Node::label(game_status(game)),
        ])
        .gap(16.0),
        Node::label(goals_text(game)),
    ];
    head.extend(crate::london_view::chapter_lines(game));
    let head = Node::column(head).gap(2.0);
    let side = Node::column(vec![
        activation_board(game, viewer),
        nemesis_board(game, viewer),
    ])
    .gap(8.0);
    // The finale's Burning London lies under the scene too.
    let mut left = vec![scene(game, viewer, &options, partial)];
    left.extend(crate::london_view::london_board(game, offered));
    left.push(dice_row(game, offered));
    let top = Node::row(vec![Node::column(left).gap(8.0), side]).gap(10.0);
    let sheets = Node::row(game.gentlemen().map(|g| sheet(game, g.id)).collect()).gap(8.0);
    let mut table = vec![head, top, sheets];
    table.extend(crate::campaign::view::history(game));
    Node::column(table).gap(8.0)
}

/// A figure sheet's name, for the goals.
pub(crate) fn sheet_name(sheet: &str) -> Text {
    Text::formatted(format_args!("figure-{}", sheet.replace('_', "-")))
}

/// What each side needs to win the chapter (every goal kind a chapter file can name).
fn goals_text(game: &Smog) -> Text {
    let Some(ch) = game.chapter_def() else {
        return Text::new("nothing");
    };
    let g = &ch.goals;
    let mut wins: Vec<Text> = Vec::new();
    if let Some(n) = g.escaped {
        wins.push(Text::new("goal-escape").num("count", n));
    }
    if let Some(n) = g.searched {
        wins.push(Text::new("goal-search").num("count", n));
    }
    if g.brothers {
        wins.push(Text::new("goal-brothers"));
    }
    if let Some(n) = g.sealed {
        wins.push(Text::new("goal-seal").num("count", n));
    }
    // With the witness a figure of her own, she is the one who must get out (and must not die).
    let witness = g.witness.as_ref().filter(|_| game.witness().is_some());
    if let Some(a) = witness.or(g.escort.as_ref()) {
        wins.push(Text::new("goal-escort").msg("figure", sheet_name(a)));
    }
    if let Some(k) = &g.kill {
        wins.push(Text::new("goal-kill").msg("figure", sheet_name(k)));
    }
    if g.hold {
        wins.push(Text::new("goal-hold").num("rounds", game.rounds));
    }
    let mut losses: Vec<Text> = vec![Text::new("goal-defeats").num("count", g.defeats)];
    if let (Some(n), Some(s)) = (g.breakout, &g.breakout_sheet) {
        losses.push(
            Text::new("goal-breakout")
                .num("count", n)
                .msg("figure", sheet_name(s)),
        );
    }
    if g.escort_dies
        && let Some(w) = witness
    {
        losses.push(Text::new("goal-witness-dies").msg("figure", sheet_name(w)));
    } else if g.escort_dies
        && let Some(a) = &g.escort
    {
        losses.push(Text::new("goal-escort-dies").msg("figure", sheet_name(a)));
    }
    if let Some(n) = g.bombs {
        losses.push(Text::new("goal-bombs").num("count", n));
    }
    if let Some(n) = g.districts {
        losses.push(Text::new("goal-districts").num("count", n));
    }
    if !g.hold {
        losses.push(Text::new("goal-rounds").num("rounds", game.rounds));
    }
    let or = |parts: Vec<Text>| {
        parts
            .into_iter()
            .reduce(|a, b| Text::new("goal-or").msg("a", a).msg("b", b))
            .unwrap_or_else(|| Text::new("nothing"))
    };
    Text::new("goal-line")
        .msg("gentlemen", or(wins))
        .msg("nemesis", or(losses))
}

fn game_status(game: &Smog) -> Text {
    let line = Text::new("status-line")
        .num("round", game.round)
        .num("rounds", game.rounds)
        .num("deaths", game.deaths);
    // The counts of the chapter's own goals only.
    let goals = game.chapter_def().map(|c| &c.goals);
    let mut parts = Vec::new();
    if goals.is_some_and(|g| g.searched.is_some()) {
        parts.push(Text::new("status-searched").num("count", game.question));
    }
    if goals.is_some_and(|g| g.escaped.is_some()) {
        let escaped = game.gentlemen().filter(|g| g.escaped).count() as u32;
        parts.push(Text::new("status-escaped").num("count", escaped));
    }
    parts.into_iter().fold(line, |a, b| {
        Text::new("status-join").msg("a", a).msg("b", b)
    })
}

fn scene(game: &Smog, viewer: Viewer, options: &[Choice], partial: &[Choice]) -> Node {
    let g = &game.grid;
    let mut cells = Vec::new();
    let click_square = |p: Pos| -> Option<Choice> {
        let found = options
            .iter()
            .find(|c| match c {
                Choice::Act(Action::Hop(Hop::Step(q) | Hop::Climb(q) | Hop::Door(q))) => *q == p,
                Choice::Act(Action::Fire { to, .. }) => *to == p,
                Choice::Act(Action::Place { at, .. }) => *at == p,
                _ => false,
            })
            .cloned();
        // The first step of a move, when exactly one figure can take it to this square.
        found.or_else(|| {
            let mut starts = options.iter().filter(|c| {
                matches!(c, Choice::Act(Action::Move { hop: Hop::Step(q) | Hop::Climb(q) | Hop::Door(q), .. }) if *q == p)
            });
            match (starts.next(), starts.next()) {
                (Some(c), None) => Some(c.clone()),
                _ => None,
            }
        })
    };
    // The moving figure's reach: the cost of every square and the damage on the way; before
    // the first step, the reach of the one figure that may start a move now.
    let reach = match game.moving() {
        Some(m) => reach_costs(game, m.fig, m.mp, m.controlled),
        None => sole_mover(options)
            .map(|f| reach_costs(game, f, game.mp(f), false))
            .unwrap_or_default(),
    };
    for p in g.squares() {
        let mut fill = if g.is_indoor(p) { "#b08b5e" } else { "#6d7178" };
        let mut label: Option<String> = None;
        let mut tip: Option<Text> = None;
        if g.has_crate(p) {
            fill = "#6b4423";
            label = Some("X".into());
            tip = Some(Text::new("square-crate"));
        }
        if g.has_manhole(p) {
            label = Some("O".into());
            tip = Some(Text::new("square-manhole"));
        }
        if g.has_rubble(p) {
            label = Some("::".into());
            tip = Some(Text::new("square-rubble"));
        }
        if game.exits.contains(&p) {
            fill = "#3f7d4e";
            label = Some("EX".into());
            tip = Some(Text::new("square-exit"));
        }
        if g.has_fire(p) {
            fill = "#e0662b";
            label = Some("F".into());
            tip = Some(Text::new("square-fire"));
        }
        if game.searched.contains(&p) {
            label = Some("?".into());
        }
        // A Smog cloud (until the clean-up): no line of sight through it.
        if game.smog.iter().any(|c| c.dist(p) <= 1) {
            fill = "#7d7f86";
            tip = Some(Text::new("square-smog"));
        }
        crate::london_view::mark_square(game, p, &mut label, &mut tip);
        let choice = click_square(p);
        let mut hover = None;
        if let Some(r) = reach.iter().find(|r| r.at == p) {
            label = Some(match r.damage {
                0 => r.cost.to_string(),
                _ => format!("{}!", r.cost),
            });
            hover = Some(Hover::text(
                Text::new("reach-square")
                    .num("cost", r.cost)
                    .num("disengage", r.disengage)
                    .num("fire", r.fire),
            ));
        }
        cells.push(Cell {
            x: p.x as u32,
            y: p.y as u32,
            fill: Some(Color::hex(fill)),
            label,
            tooltip: tip,
            emphasis: choice.as_ref().map(|_| Emphasis::Target),
            choice: choice.as_ref().map(parlour_plugin_api::id_of),
            key: Some(format!("sq-{}-{}", p.x, p.y)),
            hover,
            ..Default::default()
        });
    }
    let mut edges = Vec::new();
    // A locked door (a wall to the rules until it is unlocked) is drawn as a door whose
    // tooltip says it is locked and who holds the key.
    let locked_tip = || {
        let by = game
            .chapter_def()
            .and_then(|c| c.locked.as_ref())
            .map(|l| Text::formatted(format_args!("figure-{}", l.by.replace('_', "-"))))
            .unwrap_or_else(|| Text::new("nobody"));
        Text::new("edge-locked").msg("figure", by)
    };
    for y in 0..g.height {
        for x in 0..=g.width {
            if game.locked_door(Pos::new(x - 1, y), Pos::new(x, y)) && x < g.width {
                edges.push(Edge {
                    x: x as u32,
                    y: y as u32,
                    side: Side::West,
                    kind: ViewEdge::Door,
                    tooltip: Some(locked_tip()),
                    ..Default::default()
                });
                continue;
            }
            if let Some(kind) = view_edge(g.v(x, y)) {
                if x < g.width {
                    edges.push(Edge {
                        x: x as u32,
                        y: y as u32,
                        side: Side::West,
                        kind,
                        ..Default::default()
                    });
                } else {
                    edges.push(Edge {
                        x: (x - 1) as u32,
                        y: y as u32,
                        side: Side::East,
                        kind,
                        ..Default::default()
                    });
                }
            }
        }
    }
    for y in 0..=g.height {
        for x in 0..g.width {
            if game.locked_door(Pos::new(x, y - 1), Pos::new(x, y)) && y < g.height {
                edges.push(Edge {
                    x: x as u32,
                    y: y as u32,
                    side: Side::North,
                    kind: ViewEdge::Door,
                    tooltip: Some(locked_tip()),
                    ..Default::default()
                });
                continue;
            }
            if let Some(kind) = view_edge(g.h(x, y)) {
                if y < g.height {
                    edges.push(Edge {
                        x: x as u32,
                        y: y as u32,
                        side: Side::North,
                        kind,
                        ..Default::default()
                    });
                } else {
                    edges.push(Edge {
                        x: x as u32,
                        y: (y - 1) as u32,
                        side: Side::South,
                        kind,
                        ..Default::default()
                    });
                }
            }
        }
    }
    let mut pieces = Vec::new();
    for f in game.on_scene() {
        let choice = options
            .iter()
            .find(|c| matches!(c, Choice::Attacker(a) | Choice::Target(a) | Choice::Helper(a) if *a == f.id)
                || matches!(c, Choice::Sweep(Some(a)) if *a == f.id))
            .cloned();
        let mut badges = Vec::new();
        if f.damage > 0 {
            badges.push(Badge {
                icon: Some("heart".into()),
                text: None,
                count: u32::from(f.damage),
                color: Some(Color::hex("#b3261e")),
            });
        }
        if f.ether > 0 {
            badges.push(Badge {
                icon: Some("steam".into()),
                text: None,
                count: u32::from(f.ether),
                color: Some(Color::hex("#4f86c6")),
            });
        }
        // The Tin Nanny carrying the witness.
        if game.carrying(f.id) {
            badges.push(Badge {
                icon: None,
                text: Some("W".into()),
                count: 0,
                color: Some(Color::hex("#d4a017")),
            });
        }
        let may_move = options
            .iter()
            .any(|c| matches!(c, Choice::Act(Action::Move { fig, .. }) if *fig == f.id))
            && game.moving().is_none();
        let previews = attack_hover(game, viewer, options, partial, f.id);
        let hover = previews.or_else(|| {
            may_move.then(|| {
                let reach = reach_costs(game, f.id, game.mp(f.id), false);
                Hover {
                    text: Some(Text::new("reach-figure").num("mp", game.mp(f.id))),
                    overlays: reach_overlays(&reach),
                }
            })
        });
        pieces.push(Piece {
            x: f.pos.x as u32,
            y: f.pos.y as u32,
            portrait: crate::assets::portrait(&f.def),
            hover,
            token: Token {
                shape: match f.kind {
                    FigKind::Gentleman => TokenShape::Pawn,
                    FigKind::Agent => TokenShape::Star,
                    FigKind::Minion => TokenShape::Disc,
                    FigKind::Ally => TokenShape::Square,
                },
                color: team_color(f.kind.team()),
                label: Some(short(&f.def)),
                count: None,
                size: Some(32.0),
            },
            tooltip: Some(if game.carrying(f.id) {
                Text::new("piece-tooltip-carrying").msg(
                    "figure",
                    Text::new("piece-tooltip")
                        .msg("figure", game.fig_text(f.id))
                        .num("damage", f.damage)
                        .num("life", game.life(f.id))
                        .num("ether", f.ether),
                )
            } else {
                Text::new("piece-tooltip")
                    .msg("figure", game.fig_text(f.id))
                    .num("damage", f.damage)
                    .num("life", game.life(f.id))
                    .num("ether", f.ether)
            }),
            key: Some(format!("fig-{}", f.id)),
            emphasis: choice.as_ref().map(|_| Emphasis::Target),
            choice: choice.as_ref().map(parlour_plugin_api::id_of),
            badges,
            knocked_down: f.knocked,
            defeated: f.defeated,
            ..Default::default()
        });
    }
    // The moving figure's reachable squares, those that cost damage on the way marked.
    let mut overlays = reach_overlays(&reach);
    // The line of sight of an attack being composed.
    let attacker = partial.iter().find_map(|c| match c {
        Choice::Attacker(a) | Choice::Bond(a) => Some(*a),
        _ => None,
    });
    let target = partial.iter().find_map(|c| match c {
        Choice::Target(t) => Some(*t),
        _ => None,
    });
    if let (Some(a), Some(fa)) = (attacker, attacker.and_then(|a| game.fig(a))) {
        let centre = |p: Pos| [p.x as f32 + 0.5, p.y as f32 + 0.5];
        match target.and_then(|t| game.fig(t).map(|f| (t, f.pos))) {
            Some((t, tp)) => {
                let sight = game.sight(a, t);
                overlays.push(Overlay::Line {
                    from: centre(fa.pos),
                    to: centre(tp),
                    color: Some(Color::hex(if sight.cover { "#e0a82b" } else { "#3f7d4e" })),
                    dashed: sight.cover,
                });
            }
            None => {
                for c in options {
                    if let Choice::Target(t) = c
                        && let Some(tf) = game.fig(*t)
                    {
                        let sight = game.sight(a, *t);
                        overlays.push(Overlay::Line {
                            from: centre(fa.pos),
                            to: centre(tf.pos),
                            color: Some(Color::hex(if sight.cover {
                                "#e0a82b"
                            } else {
                                "#3f7d4e"
                            })),
                            dashed: sight.cover,
                        });
                    }
                }
            }
        }
    }
    Node::new(NodeKind::GridBoard(GridBoard {
        columns: g.width as u32,
        rows: g.height as u32,
        cell_size: Some(36.0),
        background: Some(Color::hex("#6d7178")),
        cells,
        edges,
        pieces,
        fixed_cell: true,
        overlays,
    }))
    .key("scene")
    .help("scene")
}

/// The one figure that may start a move now, when only one may (a gentleman's activation).
fn sole_mover(options: &[Choice]) -> Option<FigId> {
    let mut movers = options.iter().filter_map(|c| match c {
        Choice::Act(Action::Move { fig, .. }) => Some(*fig),
        _ => None,
    });
    let first = movers.next()?;
    movers.all(|f| f == first).then_some(first)
}

/// The hover of a figure that an attack being composed may aim at, or aims at: its cover and
/// defence dice and, for each weapon the attacker may still choose, the attack dice, the
/// expected hits and damage and the chance to defeat it.
fn attack_hover(
    game: &Smog,
    viewer: Viewer,
    options: &[Choice],
    partial: &[Choice],
    fig: FigId,
) -> Option<Hover> {
    let seat = viewer.seat()?;
    let (attacker, bond) = partial.iter().find_map(|c| match c {
        Choice::Attacker(a) => Some((*a, false)),
        Choice::Bond(a) => Some((*a, true)),
        _ => None,
    })?;
    let mode = game.composing_mode(Some(seat), bond);
    let kinds: Vec<crate::data::AttackKind> = match partial.iter().find_map(|c| match c {
        Choice::Kind(k) => Some(*k),
        _ => None,
    }) {
        Some(k) => vec![k],
        None => vec![
            crate::data::AttackKind::Melee,
            crate::data::AttackKind::Ranged,
        ],
    };
    let chosen = partial.iter().find_map(|c| match c {
        Choice::Target(t) => Some(*t),
        _ => None,
    });
    let previews = match chosen {
        // The attack aims at this figure: the declaration so far (weapon, ether, helpers,
        // bonuses) as the roll would count it.
        Some(t) if t == fig => {
            let mut decl = AttackDecl::plain(attacker, *kinds.first()?, t, None, mode);
            for c in partial {
                match c {
                    Choice::Weapon(w) => decl.weapon = w.clone(),
                    Choice::Ether(n) => decl.ether = *n,
                    Choice::Helper(h) => decl.helpers.push(*h),
                    Choice::Bonus(b) => decl.bonuses.push(b.clone()),
                    _ => {}
                }
            }
            if partial.iter().any(|c| matches!(c, Choice::Weapon(_))) {
                vec![game.attack_preview(&decl)]
            } else {
                game.target_previews(seat, attacker, decl.kind, t, mode)
            }
        }
        Some(_) => return None,
        None if options.contains(&Choice::Target(fig)) => kinds
            .iter()
            .map(|k| game.target_previews(seat, attacker, *k, fig, mode))
            .find(|p| !p.is_empty())?,
        None => return None,
    };
    let text = crate::preview::preview_text(game, attacker, fig, &previews)?;
    Some(Hover::text(text))
}

/// A square a figure can reach in this move action: its movement points and the damage on
/// the cheapest way there (leaving squares next to standing enemies, entering fire).
#[derive(Clone, Debug)]
struct Reach {
    at: Pos,
    cost: u32,
    disengage: u32,
    fire: u32,
    damage: u32,
}

fn reach_costs(game: &Smog, fig: FigId, mp: u8, controlled: bool) -> Vec<Reach> {
    let Some(start) = game.fig(fig).map(|f| f.pos) else {
        return Vec::new();
    };
    let map = reachable(&game.grid, start, u32::from(mp), |p| game.occupant(fig, p));
    let mut out: Vec<Reach> = map
        .iter()
        .filter(|(p, _)| **p != start)
        .map(|(p, r)| {
            let mut from = start;
            let (mut disengage, mut fire) = (0, 0);
            for hop in &r.hops {
                if let Hop::Step(to) | Hop::Climb(to) = *hop {
                    if !controlled && game.engaged(fig, from) {
                        disengage += 1;
                    }
                    if game.grid.has_fire(to) {
                        fire += 1;
                    }
                    from = to;
                }
            }
            Reach {
                at: *p,
                cost: r.cost,
                disengage,
                fire,
                damage: disengage + fire,
            }
        })
        .collect();
    out.sort_by_key(|r| (r.at.y, r.at.x));
    out
}

fn reach_overlays(reach: &[Reach]) -> Vec<Overlay> {
    let cells = |hurt: bool| -> Vec<[u32; 2]> {
        reach
            .iter()
            .filter(|r| (r.damage > 0) == hurt)
            .map(|r| [r.at.x as u32, r.at.y as u32])
            .collect()
    };
    let mut out = Vec::new();
    if !reach.is_empty() {
        out.push(Overlay::Shade {
            cells: cells(false),
            color: Some(Color::hex("#4f86c688")),
        });
        let hurt = cells(true);
        if !hurt.is_empty() {
            out.push(Overlay::Shade {
                cells: hurt,
                color: Some(Color::hex("#c0392b88")),
            });
        }
    }
    out
}

fn view_edge(kind: EdgeKind) -> Option<ViewEdge> {
    match kind {
        EdgeKind::Open => None,
        EdgeKind::Wall | EdgeKind::Red => Some(ViewEdge::Wall),
        EdgeKind::Door => Some(ViewEdge::Door),
        EdgeKind::Window => Some(ViewEdge::Window),
    }
}

/// Both rows: revealed cards face up; unrevealed ones face up only to their own side.
fn activation_board(game: &Smog, viewer: Viewer) -> Node {
    let revealed: Vec<&ActCard> = game.order.iter().take(game.revealed).collect();
    let sees = |team: Team| match viewer.seat() {
        Some(s) => (s == NEMESIS_SEAT) == (team == Team::Nemesis),
        None => false,
    };
    let row = |team: Team, cards: &[ActCard]| {
        let mut shown_revealed = revealed.clone();
        let nodes: Vec<Node> = cards
            .iter()
            .map(|c| {
                let up_idx = shown_revealed.iter().position(|r| *r == c);
                let face_up = up_idx.is_some() || sees(team);
                if let Some(i) = up_idx {
                    shown_revealed.remove(i);
                }
                Node::new(NodeKind::Card(Card {
                    face_up,
                    title: face_up.then(|| act_card_text(game, c)),
                    back: Some(Text::new(match team {
                        Team::Nemesis => "back-nemesis",
                        Team::Gentlemen => "back-gentlemen",
                    })),
                    color: Some(team_color(team)),
                    size: CardSize::Small,
                    exhausted: up_idx.is_some(),
                    ..Default::default()
                }))
            })
            .collect();
        Node::row(nodes).gap(4.0)
    };
    Node::new(NodeKind::Mat(Mat {
        title: Some(Text::new("activation-board")),
        color: None,
        active: false,
        children: vec![
            row(Team::Gentlemen, &game.gent_row),
            row(Team::Nemesis, &game.nem_row),
        ],
    }))
    .key("activation-board")
    .help("rounds")
}

/// The attack and defence dice; during a reroll the dice the viewer may still pick are
/// clickable (exactly the `Die` options of the step).
fn dice_row(game: &Smog, offered: &Offered<'_, Choice>) -> Node {
    let picked: Vec<u8> = offered
        .partial()
        .iter()
        .filter_map(|c| {
            if let Choice::Die(i) = c {
                Some(*i)
            } else {
                None
            }
        })
        .collect();
    let attack: Vec<Die> = game
        .last_roll
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let mut d = die_node(*f);
            d.key = Some(format!("attack-die-{i}"));
            d.selected = picked.contains(&(i as u8));
            // (London's reroll picks its own dice, on the board of the finale.)
            if offered.has(&Choice::Die(i as u8)) && game.london_rolling().is_none() {
                d.choice = Some(parlour_plugin_api::id_of(&Choice::Die(i as u8)));
                d.emphasis = Some(Emphasis::Target);
            }
            d
        })
        .collect();
    let defence: Vec<Die> = game.last_defence.iter().map(|f| die_node(*f)).collect();
    // Attack and defence on lines of their own, so that neither is cut off beside the
    // activation board when the table is zoomed in.
    Node::column(vec![
        Node::row(vec![
            Node::label(Text::new("dice-attack")),
            Node::new(NodeKind::Dice(Dice { dice: attack })),
        ])
        .gap(6.0),
        Node::row(vec![
            Node::label(Text::new("dice-defence")),
            Node::new(NodeKind::Dice(Dice { dice: defence })),
        ])
        .gap(6.0),
    ])
    .gap(4.0)
    .key("dice")
    .help("combat")
}

fn sheet(game: &Smog, id: FigId) -> Node {
    let Some(f) = game.fig(id) else {
        return Node::spacer(0.0, 0.0);
    };
    let life = game.life(id);
    let cross = game.suffering_threshold(id);
    let mut children = vec![
        Node::label(
            Text::new("sheet-attributes")
                .num("agility", game.attr(id, Attr::Agility) as u32)
                .num("accuracy", game.attr(id, Attr::Accuracy) as u32)
                .num("strength", game.attr(id, Attr::Strength) as u32),
        ),
        Node::row(vec![
            Node::new(NodeKind::Counter(Counter {
                icon: "heart".into(),
                value: i64::from(life) - i64::from(f.damage),
                max: Some(i64::from(life)),
                label: Some(Text::new("counter-life")),
                color: None,
            }))
            .tooltip(
                Text::new("sheet-crosses")
                    .num("damage", f.damage)
                    .num("cross", cross)
                    .num("life", life),
            ),
            Node::new(NodeKind::Counter(Counter {
                icon: "steam".into(),
                value: i64::from(f.ether),
                max: Some(i64::from(game.max_ether(id))),
                label: Some(Text::new("counter-ether")),
                color: None,
            })),
        ])
        .gap(8.0),
        Node::label(
            Text::new("sheet-cross-slots")
                .num("cross", cross)
                .num("used", slots_used(game, id))
                .num(
                    "slots",
                    data().gentleman(&f.def).map(|g| g.slots).unwrap_or(0),
                ),
        ),
    ];
    if f.upkeep > 0 {
        children.push(Node::label(
            Text::new("sheet-upkeep").num("ether", f.upkeep),
        ));
    }
    for c in &f.upkept {
        children.push(Node::label(
            Text::new("sheet-upkept").msg("card", card_text(c)),
        ));
    }
    // The cards by their names (arsenal, other equipment, advantages and role, an Imitator's
    // copy until his next activation, suffering); the text is on the name's tooltip.
    let cards: Vec<Node> = f
        .cards()
        .chain(f.suffering.iter())
        .map(|c| {
            let kind = data().card(c).map(|d| d.kind);
            let style = match kind {
                Some(k) if k.arsenal() => TextStyle::Strong,
                _ => TextStyle::Body,
            };
            let mut node = Node::styled(card_text(c), style).tooltip(card_body(c));
            if kind == Some(crate::data::CardKind::Suffering) {
                node.emphasis = Some(Emphasis::Warning);
            }
            node
        })
        .collect();
    // Two names to a line.
    let mut cards = cards.into_iter();
    while let Some(first) = cards.next() {
        let mut line = vec![first];
        line.extend(cards.next());
        children.push(Node::row(line).gap(12.0));
    }
    let title = if f.defeated {
        Text::new("sheet-defeated").msg("figure", game.fig_text(id))
    } else if f.escaped {
        Text::new("sheet-escaped").msg("figure", game.fig_text(id))
    } else {
        game.fig_text(id)
    };
    Node::new(NodeKind::Mat(Mat {
        title: Some(title),
        color: Some(team_color(Team::Gentlemen)),
        active: game
            .activation()
            .is_some_and(|a| a.card == ActCard::Gentleman(id)),
        children,
    }))
    .key(format!("sheet-{id}"))
    .help("sheet")
}

/// Arsenal cards a gentleman carries (each takes a slot).
fn slots_used(game: &Smog, id: FigId) -> u32 {
    game.fig(id).map_or(0, |f| {
        f.equipment
            .iter()
            .filter(|c| data().card(c).is_some_and(|d| d.kind.arsenal()))
            .count() as u32
    })
}

fn nemesis_board(game: &Smog, viewer: Viewer) -> Node {
    let counter = |icon: &str, value: u8, label: &str| {
        Node::new(NodeKind::Counter(Counter {
            icon: icon.into(),
            value: i64::from(value),
            max: None,
            label: Some(Text::new(label.to_owned())),
            color: None,
        }))
    };
    let mut children = vec![
        Node::row(vec![
            counter("steam", game.supply, "counter-supply"),
            counter("skull", game.deaths, "counter-deaths"),
            counter("key", game.question, "counter-question"),
            counter("star", game.conspiracy, "counter-conspiracy"),
        ])
        .gap(10.0),
    ];
    let powers: Vec<Node> = game
        .powers
        .iter()
        .map(|p| {
            Node::new(NodeKind::Card(Card {
                face_up: true,
                title: Some(card_text(&p.id)),
                value: Some(p.ether.to_string()),
                cost: data()
                    .card(&p.id)
                    .map(|c| {
                        vec![parlour_plugin_api::Pip {
                            icon: "steam".into(),
                            count: u32::from(c.cost),
                            color: None,
                        }]
                    })
                    .unwrap_or_default(),
                size: CardSize::Small,
                color: Some(team_color(Team::Nemesis)),
                ..Default::default()
            }))
            .tooltip(
                Text::new("power-tooltip")
                    .msg("text", card_body(&p.id))
                    .num("ether", p.ether),
            )
        })
        .collect();
    let mut powers = powers;
    if !viewer.is(NEMESIS_SEAT) {
        // The others see how many chaos cards he holds, beside his power cards.
        powers.push(
            Node::new(NodeKind::Stack(Stack {
                count: game.hand.len() as u32,
                face_down: true,
                top: None,
                label: Some(Text::new("chaos-hand")),
                color: Some(team_color(Team::Nemesis)),
            }))
            .key("chaos-hand"),
        );
    }
    children.push(Node::row(powers).gap(4.0));
    let agents: Vec<Node> = game
        .figures
        .iter()
        .filter(|f| f.kind == FigKind::Agent && !f.gone)
        .map(|f| {
            Node::label(
                Text::new("agent-line")
                    .msg("figure", game.fig_text(f.id))
                    .num("damage", f.damage)
                    .num("life", game.life(f.id))
                    .num("ether", f.ether),
            )
        })
        .collect();
    children.extend(agents);
    if viewer.is(NEMESIS_SEAT) {
        let hand: Vec<Node> = game
            .hand
            .iter()
            .map(|c| {
                Node::new(NodeKind::Card(Card {
                    face_up: true,
                    title: Some(card_text(c)),
                    size: CardSize::Small,
                    color: Some(Color::hex("#4a2a5a")),
                    ..Default::default()
                }))
                .tooltip(card_body(c))
            })
            .collect();
        children.push(Node::row(hand).gap(4.0).key("chaos-hand"));
        let target = match &game.orders.ether {
            Some(t) => ether_target_text(game, t),
            None => Text::new("orders-ether-asked"),
        };
        children.push(Node::label(
            Text::new("orders-line")
                .msg("target", target)
                .num("cards", game.orders.chaos.len() as u32),
        ));
        if let Some((t, n)) = &game.orders.fill {
            children.push(Node::label(
                Text::new("orders-fill-line")
                    .msg("target", ether_target_text(game, t))
                    .num("count", u32::from(*n)),
            ));
        }
        children.push(Node::label(
            Text::new("orders-window-line").str("window", window_key(game.orders.window)),
        ));
        if game.minion_sheets().len() > 1 {
            children.push(Node::label(
                Text::new("orders-minion-line")
                    .msg("figure", minion_text(game.orders.minion.as_deref())),
            ));
        }
    }
    Node::new(NodeKind::Mat(Mat {
        title: Some(Text::new("nemesis-board")),
        color: Some(team_color(Team::Nemesis)),
        active: viewer.is(NEMESIS_SEAT) && game.questions.for_seat(NEMESIS_SEAT).is_some(),
        children,
    }))
    .key("nemesis-board")
    .help("nemesis")
}
