//! The rulebook's worked examples (spec section 2), one test each.

use super::Sdk;

use super::fixtures::*;
use crate::board::map::grid_from_drawing;
use crate::board::{EdgeKind, Hop, Pos};
use crate::data::{AttackKind, Face};
use crate::state::*;

fn p(x: i32, y: i32) -> Pos {
    Pos::new(x, y)
}

/// E-01: two killer clowns and a zombie around Drago roll one attack of 7 dice.
#[test]
fn e01_group_attack_rolls_seven_dice() {
    let mut g = arena(10, 10);
    let drago = add(&mut g, FigKind::Gentleman, "drago", 5, 5);
    let c1 = add(&mut g, FigKind::Minion, "killer_clown", 4, 4);
    let c2 = add(&mut g, FigKind::Minion, "killer_clown", 6, 4);
    let z = add(&mut g, FigKind::Minion, "shambling_zombie", 5, 6);
    activate(&mut g, ActCard::Minions, vec![(c1, 1), (c2, 1), (z, 1)]);
    let mut decl = melee(c1, drago);
    decl.helpers = vec![c2, z];
    assert!(g.legal(NEMESIS_SEAT, &Action::Attack(decl.clone())));
    assert_eq!(g.attack_pool(&decl), 7);
    // Variant (a): a fourth minion joins: 9 dice.
    let mut g4 = g.clone();
    let c3 = add(&mut g4, FigKind::Minion, "killer_clown", 6, 6);
    g4.stack.last_mut().unwrap().left.push((c3, 1));
    let mut d4 = decl.clone();
    d4.helpers.push(c3);
    assert_eq!(g4.attack_pool(&d4), 9);
    // Variant (b): a strength-2 helper still adds 2.
    let mut gb = g.clone();
    gb.versions.retain(|(s, _)| s != "shambling_zombie");
    gb.versions.push(("shambling_zombie".into(), 1)); // strength 2, but horde adds 3
    let mut db = melee(c1, drago);
    db.helpers = vec![c2];
    assert_eq!(gb.attack_pool(&db), 5);
    // The attack spends every participant's action, and no other minion may attack Drago.
    g.forced = vec![Face::Dodge; 7];
    g.forced.extend(vec![Face::Hit; 4]);
    g.act(NEMESIS_SEAT, &Action::Attack(decl))
        .expect("group attack");
    for m in [c1, c2, z] {
        assert_eq!(g.actions_left(m), 0, "minion {m} spent its action");
    }
    assert!(
        g.stack.is_empty()
            || g.activation().map(|a| a.card.clone()) != Some(ActCard::Minions)
            || g.activation().unwrap().attacked.contains(&drago)
    );
    // Variant (d): a minion that has already acted cannot join.
    let mut gd = arena(10, 10);
    let drago = add(&mut gd, FigKind::Gentleman, "drago", 5, 5);
    let c1 = add(&mut gd, FigKind::Minion, "killer_clown", 4, 4);
    let c2 = add(&mut gd, FigKind::Minion, "killer_clown", 6, 4);
    activate(&mut gd, ActCard::Minions, vec![(c1, 1), (c2, 0)]);
    assert!(gd.helper_options(c1, AttackKind::Melee, drago).is_empty());
}

/// E-02: disengagement costs 1 per step taken next to enemies, however many.
#[test]
fn e02_disengagement_damage_per_step() {
    let run = |knock_g1: bool, defeat_g2: bool| -> (u8, u8) {
        let mut g = arena(8, 8);
        let g1 = add(&mut g, FigKind::Gentleman, "major", 2, 2);
        let g2 = add(&mut g, FigKind::Gentleman, "emma", 4, 2);
        add(&mut g, FigKind::Gentleman, "drago", 2, 5);
        let agent = add(&mut g, FigKind::Agent, "damon", 3, 3);
        g.fig_mut(g1).unwrap().knocked = knock_g1;
        g.fig_mut(g2).unwrap().defeated = defeat_g2;
        activate(&mut g, ActCard::Agent("damon".into()), vec![(agent, 2)]);
        let mp = g.mp(agent);
        g.act(
            NEMESIS_SEAT,
            &Action::Move {
                fig: agent,
                hop: Hop::Step(p(3, 4)),
            },
        )
        .expect("step 1");
        let first = g.fig(agent).unwrap().damage;
        g.act(NEMESIS_SEAT, &Action::Hop(Hop::Step(p(4, 5))))
            .expect("step 2");
        g.act(NEMESIS_SEAT, &Action::Hop(Hop::Step(p(5, 5))))
            .expect("step 3");
        // Agility 3: the three steps use every movement point and end the move.
        assert_eq!(mp, 3);
        assert!(g.moving().is_none());
        assert_eq!(g.fig(agent).unwrap().pos, p(5, 5));
        (first, g.fig(agent).unwrap().damage)
    };
    assert_eq!(run(false, false), (1, 2));
    // G1 knocked down and G2 defeated: the first step is free.
    assert_eq!(run(true, true), (0, 1));
}

/// E-02 variant: a wall between the agent and the gentlemen means no adjacency.
#[test]
fn e02_no_disengagement_across_a_wall() {
    let mut g = arena(8, 8);
    add(&mut g, FigKind::Gentleman, "major", 3, 2);
    let agent = add(&mut g, FigKind::Agent, "damon", 3, 3);
    for x in 0..8 {
        g.grid.set_h(x, 3, EdgeKind::Wall);
    }
    activate(&mut g, ActCard::Agent("damon".into()), vec![(agent, 2)]);
    g.act(
        NEMESIS_SEAT,
        &Action::Move {
            fig: agent,
            hop: Hop::Step(p(3, 4)),
        },
    )
    .expect("step");
    assert_eq!(g.fig(agent).unwrap().damage, 0);
}

/// E-04 in play: the Bobby's shot at clown 5 behind clown 4 is in cover; knocked down, no.
#[test]
fn e04_cover_from_a_standing_figure_in_an_attack() {
    let mut g = arena(9, 7);
    let bobby = add(&mut g, FigKind::Ally, "bobby", 1, 3);
    let c4 = add(&mut g, FigKind::Minion, "killer_clown", 3, 3);
    let c5 = add(&mut g, FigKind::Minion, "killer_clown", 6, 3);
    assert!(g.sight(bobby, c5).cover);
    assert!(!g.sight(bobby, c4).cover);
    g.fig_mut(c4).unwrap().knocked = true;
    assert!(!g.sight(bobby, c5).cover);
    // Bobbies shoot at short range only: clown 5 is 5 squares away. Blackmore has no limit.
    assert!(!g.may_attack(bobby, AttackKind::Ranged, c5, None));
    let close = add(&mut g, FigKind::Minion, "killer_clown", 5, 2);
    assert!(g.may_attack(bobby, AttackKind::Ranged, close, None));
    g.fig_mut(bobby).unwrap().def = "blackmore".into();
    assert!(g.may_attack(bobby, AttackKind::Ranged, c5, None));
}

/// E-05: fire doubles each clean-up, from the markers present at its start, through doors
/// (burning them) and windows, never through walls; outdoor fire is washed away.
#[test]
fn e05_fire_spreads_from_the_markers_present_at_the_start() {
    let room = grid_from_drawing(
        "
+---+---+---+---+---+---+---+---+
| .   .   .   .   .   .   .   . |
+   +===+===+===+===+===+   +   +
| . | F   i   i   i   i | .   . |
+   +   +   +   +   +   +   +   +
| . | i   i   i   i   i D .   . |
+   +   +   +   +   +   +   +   +
| . | i   i   i   i   i | .   . |
+   +===+===+WWW+===+===+   +   +
| .   .   .   .   .   .   .   . |
+   +   +   +   +   +   +   +   +
| .   .   .   .   .   .   .   . |
+---+---+---+---+---+---+---+---+
",
    )
    .expect("room");
    let mut g = arena(8, 6);
    g.grid = room;
    // Clean-up 1: one source, three legal squares.
    let sources = g.start_fire_spread();
    assert_eq!(sources, vec![p(1, 1)]);
    let mut targets = g.spread_targets(p(1, 1));
    targets.sort();
    assert_eq!(
        targets,
        vec![p(2, 1), p(1, 2), p(2, 2)]
            .into_iter()
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect::<Vec<_>>()
    );
    g.spread_fire(p(1, 1), p(2, 2));
    assert_eq!(g.grid.fire_count(), 2);
    // Clean-up 2: sources are the two markers; a new marker does not spread in the same phase.
    let sources = g.start_fire_spread();
    assert_eq!(sources.len(), 2);
    assert!(g.spread_targets(p(2, 2)).contains(&p(3, 3)));
    g.spread_fire(p(2, 2), p(3, 3));
    assert!(
        !sources
            .iter()
            .any(|s| g.spread_targets(*s).contains(&p(4, 3)) && s.dist(p(4, 3)) > 1)
    );
    g.spread_fire(p(1, 1), p(1, 2));
    assert_eq!(g.grid.fire_count(), 4);
    // Through the door: it burns, and the outdoor square catches fire.
    g.grid.set_fire(p(5, 2), true);
    assert!(g.spread_targets(p(5, 2)).contains(&p(6, 2)));
    g.spread_fire(p(5, 2), p(6, 2));
    assert_eq!(g.grid.v(6, 2), EdgeKind::Open, "the door burned");
    assert!(g.grid.has_fire(p(6, 2)));
    // Through the window, never through the wall.
    g.grid.set_fire(p(3, 3), true);
    assert!(g.spread_targets(p(3, 3)).contains(&p(3, 4)));
    assert!(!g.spread_targets(p(2, 3)).contains(&p(2, 4)));
    // The next clean-up washes the outdoor markers away first; they are no sources.
    let sources = g.start_fire_spread();
    assert!(!g.grid.has_fire(p(6, 2)));
    assert!(!sources.contains(&p(6, 2)));
}

/// E-05: 30 markers in the box; none beyond.
#[test]
fn e05_fire_markers_run_out_at_thirty() {
    let mut g = arena(8, 8);
    g.fire_supply = 1;
    assert!(g.place_fire(p(1, 1)));
    assert!(!g.place_fire(p(2, 2)));
    assert!(g.spread_targets(p(1, 1)).is_empty());
}

/// E-05: entering fire costs 1 damage, placing fire under a figure does not.
#[test]
fn e05_entering_fire_hurts_placing_does_not() {
    let mut g = arena(8, 8);
    let agent = add(&mut g, FigKind::Agent, "damon", 3, 3);
    g.place_fire(p(3, 3));
    assert_eq!(g.fig(agent).unwrap().damage, 0);
    g.place_fire(p(4, 3));
    activate(&mut g, ActCard::Agent("damon".into()), vec![(agent, 2)]);
    g.act(
        NEMESIS_SEAT,
        &Action::Move {
            fig: agent,
            hop: Hop::Step(p(4, 3)),
        },
    )
    .expect("step into fire");
    assert_eq!(g.fig(agent).unwrap().damage, 1);
}

fn major_vs_emerson(
    steam_fist: bool,
    roll: Vec<Face>,
    crowns_as_ether: u8,
) -> (Smog, FigId, FigId, u8) {
    let mut g = arena(8, 8);
    let major = add(&mut g, FigKind::Gentleman, "major", 3, 3);
    g.fig_mut(major).unwrap().equipment = vec!["claw".into()];
    let emerson = add(&mut g, FigKind::Agent, "emerson", 4, 3);
    activate(&mut g, ActCard::Gentleman(major), vec![(major, 2)]);
    let mut decl = melee(major, emerson);
    decl.weapon = Some("claw".into());
    if steam_fist {
        decl.bonuses = vec!["steam_fist".into()];
    }
    let pool = g.attack_pool(&decl);
    g.forced = roll;
    g.forced.extend(vec![Face::Hit; 3]); // Emerson's defence blocks nothing
    g.act(1, &Action::Attack(decl)).expect("attack");
    if g.fights
        .last()
        .is_some_and(|f| f.stage == FightStage::Crowns)
    {
        g.act(1, &Action::Crowns(crowns_as_ether)).expect("crowns");
    }
    (g, major, emerson, pool)
}

/// E-06: the Major's claw and Steam Fist: 7 dice, 1 ether to the Nemesis.
#[test]
fn e06_the_majors_attack() {
    use Face::*;
    let roll = vec![HitPlus, HitPlus, Hit, Crown, Dodge, Cover, Hit];
    let (g, major, emerson, pool) = major_vs_emerson(true, roll.clone(), 0);
    assert_eq!(pool, 7);
    assert_eq!(g.fig(major).unwrap().ether, 2, "3 ether, 1 paid");
    assert_eq!(
        g.powers.iter().map(|p| p.ether).sum::<u8>(),
        1,
        "the Nemesis placed the ether on a power card"
    );
    assert_eq!(g.fig(emerson).unwrap().damage, 7, "crown taken as a hit");
    let (g, major, emerson, _) = major_vs_emerson(true, roll, 1);
    assert_eq!(g.fig(emerson).unwrap().damage, 6, "crown taken as ether");
    assert_eq!(
        g.fig(major).unwrap().ether,
        3,
        "2 + 2 capped at the maximum of 3"
    );
    // Without Steam Fist: 5 dice and a hit-plus counts once.
    let (g, _, emerson, pool) =
        major_vs_emerson(false, vec![HitPlus, HitPlus, Hit, Crown, Dodge], 0);
    assert_eq!(pool, 5);
    assert_eq!(g.fig(emerson).unwrap().damage, 4);
}

/// Numbers of E-08: two actions, rest heals 3 and gives 2 ether, minions have 1 life, the
/// killer clown ignores 1 damage per attack, short range is 4.
#[test]
fn e08_numbers() {
    let mut g = arena(8, 8);
    let emma = add(&mut g, FigKind::Gentleman, "emma", 1, 1);
    g.fig_mut(emma).unwrap().damage = 5;
    g.fig_mut(emma).unwrap().ether = 0;
    activate(&mut g, ActCard::Gentleman(emma), vec![(emma, 2)]);
    g.act(1, &Action::Rest(emma)).expect("rest");
    assert_eq!(g.fig(emma).unwrap().damage, 2);
    assert_eq!(g.fig(emma).unwrap().ether, 2);
    assert_eq!(g.actions_left(emma), 1);
    let clown = add(&mut g, FigKind::Minion, "killer_clown", 2, 2);
    assert_eq!(g.life(clown), 1);
    // A 1-hit attack on a killer clown does nothing (Rubber Bones).
    g.forced = vec![
        Face::Hit,
        Face::Dodge,
        Face::Cover,
        Face::Crown,
        Face::Hit,
        Face::Hit,
    ];
    let decl = melee(emma, clown);
    g.act(1, &Action::Attack(decl)).expect("attack");
    assert!(!g.fig(clown).unwrap().gone, "1 hit is ignored");
}
