//! Decisions that belong to a seat instead of the engine: counterattacks and a charge's attack
//! composed like any attack, prevention cards and Spare Parts offered as interrupts, summons
//! placed by the Nemesis, the Leader's order, Fierce Attack by standing order.

use super::Sdk;
use parlour_plugin_api::Ctx;
use parlour_plugin_api::Game;

use super::fixtures::*;
use crate::board::Pos;
use crate::data::{AttackKind, Face};
use crate::state::*;

/// Walks a composed move click by click, taking the option whose choice matches each time.
fn compose(g: &Smog, seat: u32, clicks: &[Choice]) -> Action {
    let mut partial: Vec<Choice> = Vec::new();
    for c in clicks {
        let step = g.choices(seat, &partial);
        assert!(
            step.options.iter().any(|o| o.action == *c),
            "{c:?} is not offered after {partial:?}: {:?}",
            step.options.iter().map(|o| &o.action).collect::<Vec<_>>()
        );
        partial.push(c.clone());
    }
    let step = g.choices(seat, &partial);
    step.complete.clone().expect("the move is complete")
}

#[test]
fn a_counterattack_is_composed_with_weapon_and_ether_effect() {
    let mut g = arena(8, 8);
    let major = add(&mut g, FigKind::Gentleman, "major", 1, 1);
    g.fig_mut(major).unwrap().equipment = vec!["claw".into(), "hand_axe".into()];
    let clown = add(&mut g, FigKind::Minion, "killer_clown", 2, 1);
    activate(&mut g, ActCard::Minions, vec![(clown, 1)]);
    g.forced = vec![Face::Dodge; 3];
    g.act(NEMESIS_SEAT, &Action::Attack(melee(clown, major)))
        .expect("attack");
    // No damage, no paid defence: the Major is offered his counterattack.
    assert_eq!(g.acting_seats(), vec![1]);
    assert!(g.legal(1, &Action::NoCounter));
    let ether = g.fig(major).unwrap().ether;
    // He chooses the hand axe (not the strongest weapon) and pays its ether effect.
    let action = compose(
        &g,
        1,
        &[
            Choice::Attacker(major),
            Choice::Weapon(Some("hand_axe".into())),
            Choice::Ether(1),
        ],
    );
    let Action::Attack(decl) = &action else {
        panic!("an attack: {action:?}")
    };
    assert_eq!(decl.mode, AttackMode::Counter);
    assert_eq!(decl.kind, AttackKind::Melee);
    assert_eq!(decl.target, clown);
    g.forced = vec![Face::Hit; 8];
    g.act(1, &action).expect("counterattack");
    // 1 ether for the counterattack, 1 for the axe's effect.
    assert_eq!(g.fig(major).unwrap().ether, ether - 2);
    assert!(g.fig(clown).unwrap().gone, "the counterattack hits");
}

/// Every option a seat is offered leads on: to a complete move or to further options.
fn assert_no_dead_end(g: &Smog, seat: u32) {
    let first = g.choices(seat, &[]);
    assert!(!first.options.is_empty() || first.complete.is_some());
    for o in &first.options {
        let next = g.choices(seat, std::slice::from_ref(&o.action));
        assert!(
            !next.options.is_empty() || next.complete.is_some(),
            "{:?} leads nowhere",
            o.action
        );
    }
}

#[test]
fn figures_to_place_come_before_a_waiting_counterattack() {
    // A bot campaign found this: a chaos summon played while a counterattack was on offer left
    // the counterattack among the Nemesis's options, where it led nowhere.
    let mut g = arena(8, 8);
    let major = add(&mut g, FigKind::Gentleman, "major", 1, 1);
    g.fig_mut(major).unwrap().equipment = vec!["claw".into()];
    let clown = add(&mut g, FigKind::Minion, "killer_clown", 2, 1);
    activate(&mut g, ActCard::Minions, vec![(clown, 1)]);
    g.forced = vec![Face::Dodge; 3];
    g.act(NEMESIS_SEAT, &Action::Attack(melee(clown, major)))
        .expect("attack");
    assert!(
        g.legal(1, &Action::NoCounter),
        "the counterattack is offered"
    );
    g.open_placing(Placing {
        parts: None,
        near: Some(clown),
        at: Pos { x: 2, y: 1 },
        sheet: None,
        left: 1,
        optional: true,
    });
    ask(&mut g);
    assert_eq!(g.acting_seats(), vec![NEMESIS_SEAT], "placing comes first");
    let offered = g.choices(NEMESIS_SEAT, &[]);
    assert!(
        !offered
            .options
            .iter()
            .any(|o| matches!(o.action, Choice::Attacker(_) | Choice::Bond(_))),
        "no attack starts while figures wait to be placed"
    );
    assert_no_dead_end(&g, NEMESIS_SEAT);
    let mut counter = melee(major, clown);
    counter.mode = AttackMode::Counter;
    assert!(!g.legal(1, &Action::Attack(counter.clone())));
    g.act(NEMESIS_SEAT, &Action::EndPlacing)
        .expect("end placing");
    // Then the Major's counterattack is his again.
    assert_eq!(g.acting_seats(), vec![1]);
    assert!(
        g.choices(1, &[])
            .options
            .iter()
            .any(|o| o.action == Choice::Attacker(major))
    );
    assert_no_dead_end(&g, 1);
}

#[test]
fn a_counterattack_cannot_aim_elsewhere_nor_cost_more_than_he_has() {
    let mut g = arena(8, 8);
    let major = add(&mut g, FigKind::Gentleman, "major", 1, 1);
    g.fig_mut(major).unwrap().equipment = vec!["claw".into()];
    let clown = add(&mut g, FigKind::Minion, "killer_clown", 2, 1);
    let other = add(&mut g, FigKind::Minion, "killer_clown", 1, 2);
    activate(&mut g, ActCard::Minions, vec![(clown, 1)]);
    g.forced = vec![Face::Dodge; 3];
    g.act(NEMESIS_SEAT, &Action::Attack(melee(clown, major)))
        .expect("attack");
    let mut decl = melee(major, other);
    decl.mode = AttackMode::Counter;
    assert!(
        !g.legal(1, &Action::Attack(decl.clone())),
        "only the attacker"
    );
    decl.target = clown;
    assert!(g.legal(1, &Action::Attack(decl.clone())));
    g.fig_mut(major).unwrap().ether = 1;
    decl.weapon = Some("claw".into());
    decl.ether = 1;
    assert!(
        !g.legal(1, &Action::Attack(decl)),
        "1 ether pays the counterattack but not the claw's effect too"
    );
}

#[test]
fn a_charge_ends_in_an_attack_the_charger_composes() {
    let mut g = arena(10, 4);
    let drago = add(&mut g, FigKind::Gentleman, "drago", 0, 1);
    g.fig_mut(drago).unwrap().equipment = vec!["claw".into(), "gas_pipe".into()];
    let clown = add(&mut g, FigKind::Minion, "killer_clown", 4, 1);
    activate(&mut g, ActCard::Gentleman(drago), vec![(drago, 2)]);
    let charge = Action::Charge {
        fig: drago,
        target: clown,
        to: Pos::new(3, 1),
    };
    assert!(g.legal(1, &charge));
    let ether = g.fig(drago).unwrap().ether;
    g.act(1, &charge).expect("charge");
    assert_eq!(g.fig(drago).unwrap().pos, Pos::new(3, 1));
    assert!(g.fights.is_empty(), "no attack before he chooses it");
    assert_eq!(g.acting_seats(), vec![1]);
    assert!(
        !g.legal(1, &Action::EndActivation),
        "the charge's attack comes first"
    );
    let action = compose(
        &g,
        1,
        &[
            Choice::Attacker(drago),
            Choice::Weapon(Some("gas_pipe".into())),
            Choice::Ether(1),
        ],
    );
    let Action::Attack(decl) = &action else {
        panic!("an attack: {action:?}")
    };
    assert_eq!(decl.mode, AttackMode::Charge);
    g.forced = vec![Face::Hit; 12];
    g.act(1, &action).expect("the charge's attack");
    assert_eq!(
        g.fig(drago).unwrap().ether,
        ether - 2,
        "charge and dazed effect"
    );
    assert_eq!(g.actions_left(drago), 1, "the attack is part of the charge");
}

#[test]
fn the_steel_top_hat_is_the_defenders_choice() {
    let mut g = arena(8, 8);
    let abigail = add(&mut g, FigKind::Gentleman, "abigail", 1, 1);
    g.fig_mut(abigail).unwrap().equipment = vec!["steel_top_hat".into()];
    g.fig_mut(abigail).unwrap().ether = 0;
    let clown = add(&mut g, FigKind::Minion, "killer_clown", 2, 1);
    activate(&mut g, ActCard::Minions, vec![(clown, 1)]);
    // Two hits, no dodges: a little damage, far from the left cross.
    g.forced = vec![Face::Hit, Face::Hit, Face::Cover];
    g.forced.extend([Face::Hit; 6]);
    g.act(NEMESIS_SEAT, &Action::Attack(melee(clown, abigail)))
        .expect("attack");
    assert_eq!(g.acting_seats(), vec![1], "the gentleman decides");
    assert_eq!(g.fig(abigail).unwrap().damage, 0, "nothing dealt before");
    let hat = Action::Prevent(Some("steel_top_hat".into()));
    assert!(g.legal(1, &hat));
    assert!(g.legal(1, &Action::Prevent(None)));
    g.act(1, &hat).expect("absorb");
    assert_eq!(g.fig(abigail).unwrap().damage, 0);
    assert!(g.fig(abigail).unwrap().equipment.is_empty(), "discarded");
}

#[test]
fn spare_parts_is_the_nemesis_choice_and_he_places_the_zombies() {
    let mut g = arena(8, 8);
    let major = add(&mut g, FigKind::Gentleman, "major", 1, 1);
    let tobias = add(&mut g, FigKind::Agent, "tobias", 2, 1);
    g.fig_mut(tobias).unwrap().ether = 3;
    activate(&mut g, ActCard::Gentleman(major), vec![(major, 2)]);
    g.forced = vec![Face::Hit; 6];
    g.forced.extend([Face::Hit; 6]);
    g.act(1, &Action::Attack(melee(major, tobias)))
        .expect("attack");
    assert!(g.fig(tobias).unwrap().damage > 0);
    assert_eq!(
        g.acting_seats(),
        vec![NEMESIS_SEAT],
        "Spare Parts is his decision"
    );
    assert_eq!(g.fig(tobias).unwrap().ether, 3, "nothing paid yet");
    assert!(g.legal(NEMESIS_SEAT, &Action::EndPlacing), "he may decline");
    let at = Pos::new(3, 2);
    let place = Action::Place {
        sheet: "shambling_zombie".into(),
        at,
    };
    assert!(g.legal(NEMESIS_SEAT, &place));
    assert!(
        !g.legal(
            NEMESIS_SEAT,
            &Action::Place {
                sheet: "killer_clown".into(),
                at
            }
        ),
        "Spare Parts brings shambling zombies only"
    );
    g.act(NEMESIS_SEAT, &place).expect("first zombie");
    assert_eq!(
        g.fig(tobias).unwrap().ether,
        1,
        "paid with the first zombie"
    );
    assert!(g.at(at).is_some_and(|f| f.def == "shambling_zombie"));
    assert!(
        !g.legal(NEMESIS_SEAT, &Action::EndPlacing),
        "once paid, both zombies come"
    );
    let second = g
        .simple_actions(NEMESIS_SEAT)
        .into_iter()
        .find(|a| matches!(a, Action::Place { .. }))
        .expect("a second square");
    g.act(NEMESIS_SEAT, &second).expect("second zombie");
    assert!(g.placing().is_none());
    let zombies = g.on_scene().filter(|f| f.def == "shambling_zombie").count();
    assert_eq!(zombies, 2);
}

#[test]
fn the_nemesis_chooses_type_and_square_of_each_summoned_minion() {
    let mut g = arena(8, 8);
    add(&mut g, FigKind::Gentleman, "emma", 1, 1);
    let damon = add(&mut g, FigKind::Agent, "damon", 5, 5);
    g.powers = vec![Power {
        id: "summon_minions".into(),
        ether: 2,
    }];
    activate(&mut g, ActCard::Agent("damon".into()), vec![(damon, 2)]);
    let power = Action::Power {
        card: "summon_minions".into(),
        figs: vec![damon],
        at: None,
    };
    assert!(g.legal(NEMESIS_SEAT, &power));
    g.act(NEMESIS_SEAT, &power).expect("power");
    assert!(
        g.figures.iter().all(|f| f.kind != FigKind::Minion),
        "nothing placed before he chooses"
    );
    for sheet in ["killer_clown", "shambling_zombie"] {
        for at in [Pos::new(4, 4), Pos::new(6, 6)] {
            assert!(g.legal(
                NEMESIS_SEAT,
                &Action::Place {
                    sheet: sheet.into(),
                    at
                }
            ));
        }
    }
    assert!(
        !g.legal(
            NEMESIS_SEAT,
            &Action::Place {
                sheet: "killer_clown".into(),
                at: Pos::new(2, 2)
            }
        ),
        "only next to the agent"
    );
    g.act(
        NEMESIS_SEAT,
        &Action::Place {
            sheet: "shambling_zombie".into(),
            at: Pos::new(6, 6),
        },
    )
    .expect("place");
    assert!(
        g.at(Pos::new(6, 6))
            .is_some_and(|f| f.def == "shambling_zombie")
    );
    assert!(g.legal(NEMESIS_SEAT, &Action::EndPlacing), "up to two");
    g.act(NEMESIS_SEAT, &Action::EndPlacing).expect("stop");
    assert_eq!(
        g.figures
            .iter()
            .filter(|f| f.kind == FigKind::Minion)
            .count(),
        1
    );
}

#[test]
fn standing_orders_summon_the_ordered_type_nearest_to_the_gentleman() {
    let mut g = arena(8, 8);
    let emma = add(&mut g, FigKind::Gentleman, "emma", 1, 1);
    g.grid.manholes[(3 * 8 + 3) as usize] = true;
    g.hand = vec!["death_from_below".into()];
    let mut orders = g.orders.clone();
    orders.chaos = vec![("death_from_below".into(), Trigger::AfterStep)];
    orders.minion = Some("shambling_zombie".into());
    assert!(g.orders_valid(&orders));
    orders.minion = Some("damon".into());
    assert!(!g.orders_valid(&orders), "an agent is no minion type");
    orders.minion = Some("killer_clown".into());
    g.orders = orders;
    g.fig_mut(emma).unwrap().pos = Pos::new(5, 5);
    activate(&mut g, ActCard::Gentleman(emma), vec![(emma, 2)]);
    g.act(
        1,
        &Action::Move {
            fig: emma,
            hop: crate::board::Hop::Step(Pos::new(4, 4)),
        },
    )
    .expect("step");
    assert_eq!(g.acting_seats(), vec![1], "the gentleman moves on at once");
    let placed: Vec<&Figure> = g
        .figures
        .iter()
        .filter(|f| f.kind == FigKind::Minion)
        .collect();
    assert_eq!(placed.len(), 3);
    assert!(placed.iter().all(|f| f.def == "killer_clown"));
    for p in [Pos::new(4, 3), Pos::new(3, 4)] {
        assert!(
            placed.iter().any(|f| f.pos == p),
            "the squares nearest to Emma first"
        );
    }
}

#[test]
fn the_leaders_order_allows_any_action() {
    let mut g = arena(8, 8);
    let major = add(&mut g, FigKind::Gentleman, "major", 1, 1);
    let emma = add(&mut g, FigKind::Gentleman, "emma", 4, 1);
    g.fig_mut(major).unwrap().role = Some("leader".into());
    g.fig_mut(emma).unwrap().damage = 3;
    g.fig_mut(emma).unwrap().knocked = true;
    // Emma belongs to another seat.
    g.seats = 3;
    g.controller = vec![(major, 1), (emma, 2)];
    activate(&mut g, ActCard::Gentleman(major), vec![(major, 2)]);
    let lead = Action::Lead {
        fig: major,
        target: emma,
    };
    assert!(g.legal(1, &lead), "a gentleman lying down may be ordered");
    g.act(1, &lead).expect("lead");
    assert_eq!(
        g.acting_seats(),
        vec![1],
        "the leader's seat makes the action"
    );
    assert!(!g.legal(2, &Action::StandUp(emma)));
    assert!(g.legal(1, &Action::StandUp(emma)));
    g.fig_mut(emma).unwrap().knocked = false;
    assert!(g.legal(1, &Action::Rest(emma)), "resting is an action too");
    assert!(
        !g.legal(1, &Action::Upkeep(emma)),
        "no free actions of his own"
    );
    g.act(1, &Action::Rest(emma)).expect("rest");
    assert_eq!(g.fig(emma).unwrap().damage, 0);
    // Back in the Major's activation.
    assert_eq!(
        g.activation().map(|a| a.card.clone()),
        Some(ActCard::Gentleman(major))
    );
    assert_eq!(g.actions_left(major), 2);
}

#[test]
fn fierce_attack_plays_by_standing_order_after_a_gentlemans_action() {
    let mut g = arena(8, 8);
    let emma = add(&mut g, FigKind::Gentleman, "emma", 1, 1);
    g.fig_mut(emma).unwrap().damage = 2;
    let clown = add(&mut g, FigKind::Minion, "killer_clown", 4, 1);
    g.hand = vec!["fierce_attack".into()];
    let mut orders = g.orders.clone();
    orders.chaos = vec![("fierce_attack".into(), Trigger::AfterStep)];
    assert!(!g.orders_valid(&orders), "not in the middle of a move");
    orders.chaos = vec![("fierce_attack".into(), Trigger::AfterAction)];
    assert!(g.orders_valid(&orders));
    g.orders = orders;
    activate(&mut g, ActCard::Gentleman(emma), vec![(emma, 2)]);
    g.act(1, &Action::Rest(emma)).expect("rest");
    assert!(g.hand.is_empty(), "played by the orders");
    assert_eq!(g.acting_seats(), vec![NEMESIS_SEAT], "the minion acts now");
    assert_eq!(
        g.activation().map(|a| (a.nested, a.left.clone())),
        Some((Nested::Fierce, vec![(clown, 2)]))
    );
    let step = Action::Move {
        fig: clown,
        hop: crate::board::Hop::Step(Pos::new(3, 1)),
    };
    g.act(NEMESIS_SEAT, &step).expect("move");
    g.act(
        NEMESIS_SEAT,
        &Action::Hop(crate::board::Hop::Step(Pos::new(2, 1))),
    )
    .expect("hop");
    g.act(NEMESIS_SEAT, &Action::EndMove).expect("end move");
    g.forced = vec![Face::Dodge; 8];
    g.act(NEMESIS_SEAT, &Action::Attack(melee(clown, emma)))
        .expect("attack");
    assert!(
        g.fights.last().is_some_and(|f| f.can_reroll),
        "fierce rerolls"
    );
}

#[test]
fn fierce_attack_by_hand_when_the_nemesis_is_asked_in_a_gentlemans_turn() {
    let mut g = arena(8, 8);
    let major = add(&mut g, FigKind::Gentleman, "major", 1, 1);
    let damon = add(&mut g, FigKind::Agent, "damon", 2, 1);
    g.fig_mut(damon).unwrap().ether = 1;
    let clown = add(&mut g, FigKind::Minion, "killer_clown", 5, 1);
    g.hand = vec!["fierce_attack".into()];
    activate(&mut g, ActCard::Gentleman(major), vec![(major, 2)]);
    g.forced = vec![Face::Dodge; 20];
    g.act(1, &Action::Attack(melee(major, damon)))
        .expect("attack");
    // Damon (counterattack) makes the Nemesis decide: he may play the card now.
    assert_eq!(g.acting_seats(), vec![NEMESIS_SEAT]);
    let fierce = Action::Chaos {
        card: "fierce_attack".into(),
        figs: vec![clown],
        at: None,
    };
    assert!(g.legal(NEMESIS_SEAT, &fierce));
    g.act(NEMESIS_SEAT, &fierce).expect("fierce attack");
    assert!(g.hand.is_empty());
    assert!(
        g.legal(NEMESIS_SEAT, &Action::NoCounter),
        "the fight goes on"
    );
    g.act(NEMESIS_SEAT, &Action::NoCounter).expect("no counter");
    // The fight is over: the clown acts, then the Major's turn goes on.
    assert!(g.fights.is_empty());
    assert_eq!(g.acting_seats(), vec![NEMESIS_SEAT]);
    assert_eq!(g.activation().map(|a| a.nested), Some(Nested::Fierce));
    g.act(NEMESIS_SEAT, &Action::EndActivation).expect("end");
    assert_eq!(
        g.activation().map(|a| a.card.clone()),
        Some(ActCard::Gentleman(major))
    );
    assert_eq!(g.acting_seats(), vec![1]);
}

#[test]
fn a_prevention_card_is_offered_before_a_step_into_fire() {
    let mut g = arena(8, 8);
    let emma = add(&mut g, FigKind::Gentleman, "emma", 1, 1);
    g.fig_mut(emma).unwrap().equipment = vec!["steel_top_hat".into()];
    g.grid.set_fire(Pos::new(2, 1), true);
    activate(&mut g, ActCard::Gentleman(emma), vec![(emma, 2)]);
    let step = Action::Move {
        fig: emma,
        hop: crate::board::Hop::Step(Pos::new(2, 1)),
    };
    g.act(1, &step).expect("step");
    assert_eq!(
        g.fig(emma).unwrap().pos,
        Pos::new(1, 1),
        "asked before the step"
    );
    assert_eq!(g.acting_seats(), vec![1]);
    assert!(g.legal(1, &Action::Prevent(None)));
    g.act(1, &Action::Prevent(Some("steel_top_hat".into())))
        .expect("absorb");
    assert_eq!(g.fig(emma).unwrap().pos, Pos::new(2, 1));
    assert_eq!(g.fig(emma).unwrap().damage, 0, "the hat took the fire");
    assert!(g.fig(emma).unwrap().equipment.is_empty());
    // The next step out of the fire hurts nobody: no question.
    g.act(1, &Action::Hop(crate::board::Hop::Step(Pos::new(3, 1))))
        .expect("hop");
    assert!(g.guarded().is_none());
    assert_eq!(g.fig(emma).unwrap().damage, 0);
}

#[test]
fn a_prevention_card_is_offered_before_fire_at_the_start_of_an_activation() {
    let mut g = arena(8, 8);
    let major = add(&mut g, FigKind::Gentleman, "major", 1, 1);
    g.fig_mut(major).unwrap().equipment = vec!["aegis_charm".into()];
    g.grid.set_fire(Pos::new(1, 1), true);
    g.order = vec![ActCard::Gentleman(major)];
    g.revealed = 0;
    let mut log = Ctx::new();
    g.reveal_next(&mut log);
    ask(&mut g);
    assert_eq!(g.acting_seats(), vec![1]);
    assert_eq!(
        g.fig(major).unwrap().damage,
        0,
        "nothing dealt before his choice"
    );
    g.act(1, &Action::Prevent(None)).expect("take it");
    assert_eq!(g.fig(major).unwrap().damage, 1);
    assert_eq!(
        g.fig(major).unwrap().equipment,
        vec!["aegis_charm".to_string()]
    );
    assert!(g.legal(1, &Action::Rest(major)), "his activation goes on");
}

#[test]
fn standing_orders_stay_changeable_when_the_ether_target_died() {
    let mut g = arena(8, 8);
    add(&mut g, FigKind::Gentleman, "emma", 1, 1);
    let damon = add(&mut g, FigKind::Agent, "damon", 5, 5);
    g.hand = vec!["trip_wire".into()];
    g.orders.ether = Some(EtherTarget::Agent(damon));
    g.fig_mut(damon).unwrap().gone = true;
    let options = g.order_options();
    assert!(options.iter().all(|o| g.orders_valid(o)), "{options:?}");
    assert!(
        options
            .iter()
            .any(|o| o.chaos == vec![("trip_wire".to_string(), Trigger::AfterStep)]),
        "the chaos card's order can still be given"
    );
}

/// The bots' check of a move (`Smog::offers`, which answers a one-click move and an attack's
/// first click without building the whole first step, and `Smog::offers_among`, which looks
/// a one-click move up among the seat's one-click moves) says what the SDK's walk through the
/// choice tree says: for every one-click move offered now, the moves offered a decision
/// earlier and the last 30 moves played (mostly no longer offered), for every seat, over
/// random games of three chapters. A bot whose move passed a wrong check would play a move
/// the tree refuses.
#[test]
fn the_bots_check_of_a_move_agrees_with_the_choice_tree() {
    let mut compared = 0;
    let mut refused = 0;
    for (chapter, seed) in [("1", 21u64), ("3", 22), ("5", 23)] {
        let mut game = super::new_game(3, seed, &[("chapter", chapter)]);
        let mut rng = parlour_plugin_api::GameRng::from_seed(seed);
        let mut earlier: Vec<Action> = Vec::new();
        let mut played: std::collections::VecDeque<Action> = Default::default();
        for _ in 0..300 {
            if game.is_over() {
                break;
            }
            let seat = game.acting_seats()[0];
            let action = super::random_move(&game, seat, &mut rng).expect("a move");
            if played.len() == 30 {
                played.pop_front();
            }
            played.push_back(action.clone());
            let mut asked: Vec<Action> = earlier.clone();
            asked.extend(played.iter().cloned());
            for s in 0..game.seats {
                let now = game.simple_actions(s);
                for a in now.iter().chain(&asked) {
                    let walked = game.legal(s, a);
                    assert_eq!(game.offers(s, a), walked, "seat {s}, {a:?}");
                    assert_eq!(game.offers_among(s, a, &now), walked, "seat {s}, {a:?}");
                    compared += 1;
                    refused += usize::from(!walked);
                }
                if s == seat {
                    earlier = now;
                }
            }
            game.act(seat, &action).expect("legal");
        }
    }
    assert!(
        compared > 5_000 && refused > 500,
        "{compared} checks, {refused} refused"
    );
}
