//! The rule deviations of issue 24, each checked against the rulebook (line numbers are the
//! German rulebook's, approximate).

use super::Sdk;

use super::fixtures::*;
use crate::board::Pos;
use crate::state::*;

/// Rulebook L2286-2298: Charge is a special ability of any figure that has it, agents
/// included. Titus's second version has it; with 2 ether and a gentleman in sight three
/// squares away he charges, pays 1 ether and one action, and then makes his melee attack.
#[test]
fn an_agent_with_charge_is_offered_the_charge() {
    let mut g = arena(10, 6);
    g.versions.push(("titus".into(), 1));
    let major = add(&mut g, FigKind::Gentleman, "major", 5, 2);
    let titus = add(&mut g, FigKind::Agent, "titus", 2, 2);
    g.fig_mut(titus).expect("titus").ether = 2;
    activate(&mut g, ActCard::Agent("titus".into()), vec![(titus, 2)]);
    let charge = Action::Charge {
        fig: titus,
        target: major,
        to: Pos::new(4, 2),
    };
    assert!(g.legal(NEMESIS_SEAT, &charge), "Titus may charge");
    g.act(NEMESIS_SEAT, &charge).expect("charge");
    let t = g.fig(titus).expect("titus");
    assert_eq!((t.pos, t.ether), (Pos::new(4, 2), 1));
    assert_eq!(g.actions_left(titus), 1);
    assert_eq!(g.charging, Some((titus, major)));
    let mut attack = melee(titus, major);
    attack.mode = AttackMode::Charge;
    assert!(g.legal(NEMESIS_SEAT, &Action::Attack(attack)));
    // Without ether, or next to the target, there is no charge.
    let mut g = arena(10, 6);
    g.versions.push(("titus".into(), 1));
    let major = add(&mut g, FigKind::Gentleman, "major", 5, 2);
    let titus = add(&mut g, FigKind::Agent, "titus", 2, 2);
    activate(&mut g, ActCard::Agent("titus".into()), vec![(titus, 2)]);
    let charge = Action::Charge {
        fig: titus,
        target: major,
        to: Pos::new(4, 2),
    };
    assert!(!g.legal(NEMESIS_SEAT, &charge), "no ether, no charge");
}
