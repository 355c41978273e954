//! What the table draws: the rules links of its parts, the reach of a moving figure with the
//! cost and the damage of each square, the figures' portraits.

use super::Sdk;
use std::collections::BTreeSet;

use parlour_plugin_api::{Game, NodeKind, Viewer};

use super::fixtures::*;
use super::new_game;
use crate::board::{Hop, Pos};
use crate::state::*;

/// The "?" links of the table (scene, activation board, dice, sheets, Nemesis board) open
/// sections that exist in the rules of both languages.
#[test]
fn every_help_link_names_a_section_of_the_rules() {
    let mut links = BTreeSet::new();
    let g = new_game(3, 4, &[("chapter", "1")]);
    for seat in [0, 1] {
        g.look(Viewer::Seat(seat)).walk(&mut |node| {
            links.extend(node.help.clone());
        });
    }
    for section in ["scene", "rounds", "combat", "sheet", "nemesis"] {
        assert!(links.contains(section), "{section} in {links:?}");
    }
    for (lang, text) in [
        ("en", include_str!("../../locales/en/smog.ftl")),
        ("de", include_str!("../../locales/de/smog.ftl")),
    ] {
        for section in &links {
            let anchor = format!("{{\"{{#{section}}}\"}}");
            assert!(text.contains(&anchor), "{lang} rules lack {anchor}");
        }
    }
}

/// The cells of the scene by position, with their labels and hover texts.
fn scene_cells(g: &Smog, seat: u32) -> Vec<parlour_plugin_api::Cell> {
    let mut cells = Vec::new();
    g.look(Viewer::Seat(seat)).walk(&mut |node| {
        if let NodeKind::GridBoard(b) = &node.kind {
            cells = b.cells.clone();
        }
    });
    cells
}

/// While a figure moves, each square it can still reach shows its movement points, and a
/// square whose way costs damage (leaving an enemy, entering fire) is marked and explained.
#[test]
fn a_moving_figure_shows_the_cost_of_each_square() {
    let mut g = arena(8, 6);
    let emma = add(&mut g, FigKind::Gentleman, "emma", 1, 1);
    add(&mut g, FigKind::Minion, "killer_clown", 0, 0);
    g.place_fire(Pos::new(5, 1));
    activate(&mut g, ActCard::Gentleman(emma), vec![(emma, 2)]);
    g.act(
        1,
        &Action::Move {
            fig: emma,
            hop: Hop::Step(Pos::new(2, 1)),
        },
    )
    .expect("step away from the clown");
    assert_eq!(g.fig(emma).unwrap().damage, 1, "disengagement");
    let cells = scene_cells(&g, 1);
    let cell = |x: u32, y: u32| {
        cells
            .iter()
            .find(|c| c.x == x && c.y == y)
            .expect("every square is drawn")
    };
    // 3 movement points left: (3,1) costs 1, (5,1) costs 3 and burns.
    assert_eq!(cell(3, 1).label.as_deref(), Some("1"));
    assert_eq!(cell(5, 1).label.as_deref(), Some("3!"));
    let hover = cell(5, 1).hover.as_ref().and_then(|h| h.text.clone());
    assert_eq!(hover.map(|t| t.id), Some("reach-square".to_owned()));
    // Out of reach: no cost.
    assert_eq!(cell(7, 5).label, None);
    // The first step back next to the clown costs nothing, leaving it again would.
    assert_eq!(cell(1, 1).label.as_deref(), Some("1"));
    assert_eq!(cell(0, 1).label.as_deref(), Some("2!"));
}

/// Every figure of the chapters is drawn as a portrait the plugin ships.
#[test]
fn every_figure_has_a_portrait() {
    for chapter in ["1", "2"] {
        let g = new_game(3, 4, &[("chapter", chapter), ("level", "lots")]);
        g.look(Viewer::Spectator).walk(&mut |node| {
            if let NodeKind::GridBoard(b) = &node.kind {
                for p in &b.pieces {
                    let name = p.portrait.as_deref().expect("a portrait");
                    assert!(Smog::asset(name).is_some(), "{name} is shipped");
                    assert!(Smog::manifest().assets.iter().any(|a| a == name));
                }
            }
        });
    }
}

/// The view of `seat` while it has composed `partial` (as the host draws it mid-move).
fn look_partial(g: &Smog, seat: u32, partial: &[Choice]) -> parlour_plugin_api::Node {
    let step = g.choices(seat, partial);
    let offered =
        parlour_plugin_api::Offered::new(seat, partial, &step.options, step.complete.is_some());
    g.view(Viewer::Seat(seat), &offered)
}

/// The hover text of a figure's piece.
fn piece_hover(view: &parlour_plugin_api::Node, fig: FigId) -> Option<parlour_plugin_api::Text> {
    let mut found = None;
    view.walk(&mut |node| {
        if let NodeKind::GridBoard(b) = &node.kind {
            found = b
                .pieces
                .iter()
                .find(|p| p.key.as_deref() == Some(&format!("fig-{fig}")))
                .and_then(|p| p.hover.as_ref())
                .and_then(|h| h.text.clone());
        }
    });
    found
}

/// The lines of a hover text joined with `preview-join`, first line first.
fn preview_lines(text: &parlour_plugin_api::Text) -> Vec<parlour_plugin_api::Text> {
    use parlour_plugin_api::Arg;
    if text.id != "preview-join" {
        return vec![text.clone()];
    }
    let mut out = match text.args.get("a") {
        Some(Arg::Msg(a)) => preview_lines(a),
        _ => Vec::new(),
    };
    if let Some(Arg::Msg(b)) = text.args.get("b") {
        out.push(b.clone());
    }
    out
}

fn num(text: &parlour_plugin_api::Text, name: &str) -> f64 {
    match text.args.get(name) {
        Some(parlour_plugin_api::Arg::Num(n)) => *n,
        other => panic!("{name} of {} is {other:?}", text.id),
    }
}

/// While an attack is composed, hovering a target tells its defence dice, whether it stands
/// in cover, and for each weapon the attack dice with the hits and damage expected, computed
/// from the die's faces.
#[test]
fn a_target_shows_the_expected_hits_and_its_cover() {
    let mut g = arena(8, 6);
    let emma = add(&mut g, FigKind::Gentleman, "emma", 1, 1);
    let clown = add(&mut g, FigKind::Minion, "killer_clown", 2, 1);
    activate(&mut g, ActCard::Gentleman(emma), vec![(emma, 2)]);
    let mut partial = vec![Choice::Attacker(emma)];
    if g.choices(1, &partial)
        .options
        .iter()
        .any(|o| o.action == Choice::Kind(crate::data::AttackKind::Melee))
    {
        partial.push(Choice::Kind(crate::data::AttackKind::Melee));
    }
    let view = look_partial(&g, 1, &partial);
    let text = piece_hover(&view, clown).expect("the target's hover text");
    let lines = preview_lines(&text);
    assert_eq!(lines[0].id, "preview-target");
    let agility = g.attr(clown, Attr::Agility) as f64;
    assert_eq!(
        num(&lines[0], "defence"),
        agility,
        "the clown's defence dice"
    );
    assert_eq!(num(&lines[0], "cover"), 0.0, "no cover in melee");
    // Bare hands: strength dice; each die hits on a hit, hit-plus or crown face.
    let bare = lines
        .iter()
        .find(|l| {
            matches!(l.args.get("weapon"), Some(parlour_plugin_api::Arg::Msg(w)) if w.id == "choice-unarmed")
        })
        .expect("a line for bare hands");
    let dice = g.attr(emma, Attr::Strength) as f64;
    assert_eq!(num(bare, "dice"), dice);
    let faces = &crate::data::data().faces;
    let per_die = faces
        .iter()
        .filter(|f| {
            matches!(
                f,
                crate::data::Face::Hit | crate::data::Face::HitPlus | crate::data::Face::Crown
            )
        })
        .count() as f64
        / faces.len() as f64;
    let tenths = (dice * per_die * 10.0).round();
    assert_eq!(
        num(bare, "hits-whole") * 10.0 + num(bare, "hits-tenth"),
        tenths,
        "expected hits of {dice} dice"
    );
    // Expected damage is below the hits (the defence blocks some) and above nothing.
    let damage = num(bare, "damage-whole") * 10.0 + num(bare, "damage-tenth");
    assert!(damage > 0.0 && damage < tenths, "{damage} tenths of damage");
    // A figure that is not a target has no such text.
    assert!(piece_hover(&view, emma).is_none_or(|t| t.id != "preview-join"));
}

/// A ranged target behind another figure is in cover: its hover says so and the expected
/// damage is lower than for the same shot in the open.
#[test]
fn a_target_in_cover_says_so() {
    let expected = |blocker: bool| {
        let mut g = arena(8, 6);
        let major = add(&mut g, FigKind::Gentleman, "major", 0, 1);
        if let Some(f) = g.fig_mut(major) {
            f.equipment.push("revolver".into());
        }
        let clown = add(&mut g, FigKind::Minion, "killer_clown", 4, 1);
        if blocker {
            add(&mut g, FigKind::Minion, "killer_clown", 2, 1);
        }
        activate(&mut g, ActCard::Gentleman(major), vec![(major, 2)]);
        let mut partial = vec![Choice::Attacker(major)];
        if g.choices(1, &partial)
            .options
            .iter()
            .any(|o| o.action == Choice::Kind(crate::data::AttackKind::Ranged))
        {
            partial.push(Choice::Kind(crate::data::AttackKind::Ranged));
        }
        let view = look_partial(&g, 1, &partial);
        let lines = preview_lines(&piece_hover(&view, clown).unwrap_or_else(|| {
            panic!(
                "a hover text, blocker {blocker}, {partial:?}: {:?}",
                g.choices(1, &partial)
                    .options
                    .iter()
                    .map(|o| o.action.clone())
                    .collect::<Vec<_>>()
            )
        }));
        (
            num(&lines[0], "cover"),
            num(&lines[1], "damage-whole") * 10.0 + num(&lines[1], "damage-tenth"),
        )
    };
    let (open_cover, open_damage) = expected(false);
    let (cover, damage) = expected(true);
    assert_eq!((open_cover, cover), (0.0, 1.0));
    assert!(damage < open_damage, "{damage} < {open_damage}");
}

/// Before the first step of a move, each square the one figure that may move can reach
/// shows its cost.
#[test]
fn the_first_step_shows_the_cost_of_each_square() {
    let mut g = arena(8, 6);
    let emma = add(&mut g, FigKind::Gentleman, "emma", 1, 1);
    activate(&mut g, ActCard::Gentleman(emma), vec![(emma, 2)]);
    let cells = scene_cells(&g, 1);
    let cell = |x: u32, y: u32| cells.iter().find(|c| c.x == x && c.y == y).expect("drawn");
    assert_eq!(cell(2, 1).label.as_deref(), Some("1"));
    assert_eq!(cell(4, 1).label.as_deref(), Some("3"));
    assert_eq!(cell(1, 1).label, None, "her own square");
    let mp = u32::from(g.mp(emma));
    let far = 1 + mp + 1;
    if far < 8 {
        assert_eq!(cell(far, 1).label, None, "out of reach");
    }
    // The Nemesis, who may not move her, sees the squares plain.
    let nemesis = scene_cells(&g, NEMESIS_SEAT);
    assert!(nemesis.iter().all(|c| c.label.is_none()));
}

/// A walk reaches the log as one line with its whole path when the move ends.
#[test]
fn a_walk_is_logged_once_with_its_path() {
    let mut g = arena(8, 6);
    let emma = add(&mut g, FigKind::Gentleman, "emma", 1, 1);
    activate(&mut g, ActCard::Gentleman(emma), vec![(emma, 2)]);
    let first = g
        .act(
            1,
            &Action::Move {
                fig: emma,
                hop: Hop::Step(Pos::new(2, 1)),
            },
        )
        .expect("first step");
    let second = g
        .act(1, &Action::Hop(Hop::Step(Pos::new(3, 2))))
        .expect("second step");
    let walked = |log: &[parlour_plugin_api::LogEntry]| {
        log.iter()
            .filter(|l| l.text.id == "log-walk")
            .cloned()
            .collect::<Vec<_>>()
    };
    assert!(walked(&first.log).is_empty() && walked(&second.log).is_empty());
    let end = g.act(1, &Action::EndMove).expect("end the move");
    let lines = walked(&end.log);
    assert_eq!(lines.len(), 1, "{:?}", end.log);
    let path = match lines[0].text.args.get("path") {
        Some(parlour_plugin_api::Arg::Str(s)) => s.clone(),
        other => panic!("{other:?}"),
    };
    let code = |x, y| crate::combat::attack::pos_code(Pos::new(x, y));
    assert_eq!(
        path,
        format!("{} – {} – {}", code(1, 1), code(2, 1), code(3, 2))
    );
}

/// The status bar counts rounds and activations, not every step, and names whose
/// activation card is being played.
#[test]
fn the_status_names_the_round_and_the_activation() {
    let mut g = arena(8, 6);
    let emma = add(&mut g, FigKind::Gentleman, "emma", 1, 1);
    g.round = 2;
    g.order = vec![ActCard::Minions, ActCard::Gentleman(emma), ActCard::Allies];
    g.revealed = 2;
    activate(&mut g, ActCard::Gentleman(emma), vec![(emma, 2)]);
    g.events = 35;
    let status = g.status();
    let headline = status.headline.expect("a headline");
    assert_eq!(headline.id, "headline-activation");
    assert_eq!(num(&headline, "round"), 2.0);
    assert_eq!(num(&headline, "rounds"), f64::from(g.rounds));
    assert_eq!(num(&headline, "activation"), 2.0);
    assert_eq!(num(&headline, "activations"), 3.0);
    let phase = status.phase.expect("a phase");
    assert_eq!(phase.id, "status-phase-acting");
    // Saves still count every event as a turn.
    assert_eq!(status.turn, 35);
}
