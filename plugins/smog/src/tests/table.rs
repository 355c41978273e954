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
