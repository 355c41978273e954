//! Rules a player relies on: the Price of Power, defeat and revival, suffering, rows.

use super::Sdk;
use parlour_plugin_api::Ctx;
use parlour_plugin_api::Game;

use super::fixtures::*;
use crate::board::Pos;
use crate::data::Face;
use crate::state::*;

#[test]
fn price_of_power_ether_goes_where_the_orders_say() {
    let mut g = arena(8, 8);
    let abigail = add(&mut g, FigKind::Gentleman, "abigail", 1, 1);
    let damon = add(&mut g, FigKind::Agent, "damon", 6, 6);
    activate(&mut g, ActCard::Gentleman(abigail), vec![(abigail, 2)]);
    // Orders: ether to Damon.
    let mut orders = g.orders.clone();
    orders.ether = Some(EtherTarget::Agent(damon));
    assert!(
        !g.legal(NEMESIS_SEAT, &Action::Orders(orders.clone())),
        "not his decision now"
    );
    g.orders = orders;
    let before = g.fig(damon).unwrap().ether;
    assert!(g.pay(abigail, 2));
    assert_eq!(g.fig(damon).unwrap().ether, before + 2);
    // A dead agent's order covers nothing: the Nemesis is asked where the ether goes.
    g.fig_mut(damon).unwrap().gone = true;
    let cards: u8 = g.powers.iter().map(|p| p.ether).sum();
    assert!(g.pay(abigail, 1));
    assert_eq!(g.ether_to_place(), 1);
    g.distribute(
        &EtherTarget::Power(g.powers[0].id.clone()),
        true,
        &mut parlour_plugin_api::Ctx::new(),
    );
    assert_eq!(g.ether_to_place(), 0);
    assert_eq!(g.powers.iter().map(|p| p.ether).sum::<u8>(), cards + 1);
    g.orders.ether = Some(EtherTarget::Power(g.powers[0].id.clone()));
    // Upkeep ether lies on the card and reaches the Nemesis only at the next activation.
    let e = g.fig(abigail).unwrap().ether;
    g.act(1, &Action::Upkeep(abigail)).expect("upkeep");
    assert_eq!(g.fig(abigail).unwrap().ether, e - 1);
    assert_eq!(g.fig(abigail).unwrap().upkeep, 1);
    let cards: u8 = g.powers.iter().map(|p| p.ether).sum();
    g.release_upkeep(abigail);
    assert_eq!(g.powers.iter().map(|p| p.ether).sum::<u8>(), cards + 1);
}

#[test]
fn defeat_gives_the_nemesis_two_ether_and_revival_heals_everything() {
    let mut g = arena(8, 8);
    let major = add(&mut g, FigKind::Gentleman, "major", 1, 1);
    let emma = add(&mut g, FigKind::Gentleman, "emma", 2, 1);
    let mut log = Ctx::new();
    g.fig_mut(major)
        .unwrap()
        .suffering
        .push("broken_arm".into());
    let life = g.life(major);
    g.hurt(major, life, crate::damage::Cause::Other, &mut log);
    assert!(g.fig(major).unwrap().defeated);
    assert_eq!(g.supply, DEFEAT_ETHER);
    assert_eq!(g.deaths, 1);
    // Revival by an adjacent friend costs one action and heals everything.
    activate(&mut g, ActCard::Gentleman(emma), vec![(emma, 2)]);
    assert!(g.legal(
        1,
        &Action::Revive {
            fig: emma,
            target: major
        }
    ));
    g.act(
        1,
        &Action::Revive {
            fig: emma,
            target: major,
        },
    )
    .expect("revive");
    let m = g.fig(major).unwrap();
    assert!(!m.defeated && m.damage == 0 && m.suffering.is_empty());
    assert_eq!(g.actions_left(emma), 1);
}

#[test]
fn a_defeated_gentleman_spends_his_activation_reviving() {
    let mut g = super::new_game(2, 5, &[("level", "moderate")]);
    while g.phase == Phase::Setup {
        let s = g.acting_seats()[0];
        let a = g.bot_action(s, 0).unwrap();
        g.act(s, &a).unwrap();
    }
    let gent = g.gentlemen().next().unwrap().id;
    g.fig_mut(gent).unwrap().defeated = true;
    g.fig_mut(gent).unwrap().damage = 9;
    // Rows: the gentleman first.
    let nem = g.nemesis_cards();
    g.act(NEMESIS_SEAT, &Action::Row(nem)).expect("nemesis row");
    let mut row = g.gentlemen_cards();
    row.retain(|c| *c != ActCard::Gentleman(gent));
    row.insert(0, ActCard::Gentleman(gent));
    g.act(1, &Action::Row(row)).expect("gentlemen row");
    let options = g.simple_actions(1);
    assert_eq!(options, vec![Action::SelfRevive(gent)]);
    g.act(1, &Action::SelfRevive(gent)).expect("self revive");
    assert!(!g.fig(gent).unwrap().defeated);
    assert_eq!(g.fig(gent).unwrap().damage, 0);
    // The activation ended: the next card (the Nemesis's) is running.
    assert_eq!(g.activation().map(|a| a.team), Some(Team::Nemesis));
}

#[test]
fn suffering_is_drawn_at_the_left_cross_but_not_on_defeat() {
    let mut g = arena(8, 8);
    let major = add(&mut g, FigKind::Gentleman, "major", 1, 1);
    let mut log = Ctx::new();
    let deck = g.suffering_deck.len();
    g.hurt(major, 4, crate::damage::Cause::Other, &mut log); // left cross 4
    assert_eq!(g.suffering_deck.len(), deck - 1);
    let drago = add(&mut g, FigKind::Gentleman, "drago", 3, 3);
    let deck = g.suffering_deck.len();
    g.hurt(drago, 8, crate::damage::Cause::Other, &mut log);
    assert!(g.fig(drago).unwrap().defeated);
    assert_eq!(
        g.suffering_deck.len(),
        deck,
        "no card when the same damage defeats him"
    );
}

#[test]
fn the_nemesis_places_his_row_first_and_rows_must_hold_every_card() {
    let mut g = super::new_game(3, 9, &[("level", "moderate")]);
    while g.phase == Phase::Setup {
        let s = g.acting_seats()[0];
        let a = g.bot_action(s, 0).unwrap();
        g.act(s, &a).unwrap();
    }
    assert_eq!(g.acting_seats(), vec![NEMESIS_SEAT]);
    let mut nem = g.nemesis_cards();
    nem.pop();
    assert!(!g.legal(NEMESIS_SEAT, &Action::Row(nem)));
    let nem = g.nemesis_cards();
    g.act(NEMESIS_SEAT, &Action::Row(nem)).unwrap();
    assert_eq!(g.acting_seats(), vec![g.leader_seat()]);
}

#[test]
fn a_gentleman_must_shoot_an_adjacent_enemy_first() {
    let mut g = arena(8, 8);
    let major = add(&mut g, FigKind::Gentleman, "major", 1, 1);
    g.fig_mut(major).unwrap().equipment = vec!["revolver".into()];
    let near = add(&mut g, FigKind::Minion, "killer_clown", 2, 1);
    let far = add(&mut g, FigKind::Minion, "killer_clown", 1, 4);
    use crate::data::AttackKind::Ranged;
    assert!(g.may_attack(major, Ranged, near, Some("revolver")));
    assert!(!g.may_attack(major, Ranged, far, Some("revolver")));
    // A minion may shoot past an adjacent enemy (ruling A-13).
    let bobby = add(&mut g, FigKind::Ally, "bobby", 5, 5);
    let _ = bobby;
    let _ = Pos::new(0, 0);
}

#[test]
fn rerolls_each_die_once() {
    let mut g = arena(8, 8);
    let walther = add(&mut g, FigKind::Gentleman, "walther", 1, 1);
    g.fig_mut(walther).unwrap().equipment = vec!["cane_sword".into()];
    let z = add(&mut g, FigKind::Minion, "shambling_zombie", 2, 1);
    activate(&mut g, ActCard::Gentleman(walther), vec![(walther, 2)]);
    let mut decl = melee(walther, z);
    decl.weapon = Some("cane_sword".into());
    decl.ether = 1;
    g.forced = vec![Face::Dodge, Face::Dodge, Face::Dodge, Face::Dodge];
    g.act(1, &Action::Attack(decl)).expect("attack");
    assert_eq!(g.fights.last().map(|f| f.stage), Some(FightStage::Reroll));
    assert!(!g.legal(1, &Action::Reroll(vec![0, 0])));
    g.forced = vec![Face::Hit, Face::Hit];
    g.act(1, &Action::Reroll(vec![0, 1])).expect("reroll");
    assert!(g.fights.is_empty() || g.fights.last().map(|f| f.stage) != Some(FightStage::Reroll));
}

#[test]
fn standing_orders_play_a_chaos_card_after_a_gentlemans_step() {
    let mut g = arena(8, 8);
    let emma = add(&mut g, FigKind::Gentleman, "emma", 1, 1);
    g.grid.manholes[(3 * 8 + 3) as usize] = true;
    g.hand = vec!["death_from_below".into()];
    g.orders.chaos = vec![("death_from_below".into(), Trigger::AfterStep)];
    activate(&mut g, ActCard::Gentleman(emma), vec![(emma, 2)]);
    let minions = g
        .figures
        .iter()
        .filter(|f| f.kind == FigKind::Minion)
        .count();
    assert_eq!(minions, 0);
    g.act(
        1,
        &Action::Move {
            fig: emma,
            hop: crate::board::Hop::Step(Pos::new(2, 2)),
        },
    )
    .expect("step");
    assert!(g.hand.is_empty(), "the card was played by the orders");
    let minions = g
        .figures
        .iter()
        .filter(|f| f.kind == FigKind::Minion && !f.gone)
        .count();
    assert_eq!(minions, 3, "three minions next to the manhole");
    // Without an order the card stays in the hand.
    let mut g = arena(8, 8);
    let emma = add(&mut g, FigKind::Gentleman, "emma", 1, 1);
    g.grid.manholes[(3 * 8 + 3) as usize] = true;
    g.hand = vec!["death_from_below".into()];
    activate(&mut g, ActCard::Gentleman(emma), vec![(emma, 2)]);
    g.act(
        1,
        &Action::Move {
            fig: emma,
            hop: crate::board::Hop::Step(Pos::new(2, 2)),
        },
    )
    .expect("step");
    assert_eq!(g.hand.len(), 1);
}

#[test]
fn elusive_costs_the_gentleman_one_ether_for_the_nemesis() {
    let mut g = arena(8, 8);
    let emma = add(&mut g, FigKind::Gentleman, "emma", 1, 1);
    let clown = add(&mut g, FigKind::Minion, "killer_clown", 2, 1);
    activate(&mut g, ActCard::Minions, vec![(clown, 1)]);
    g.forced = vec![Face::Hit, Face::Hit, Face::Hit];
    g.act(NEMESIS_SEAT, &Action::Attack(melee(clown, emma)))
        .expect("attack");
    assert_eq!(g.acting_seats(), vec![1], "the defender decides on Elusive");
    let ether = g.fig(emma).unwrap().ether;
    let on_cards: u8 = g.powers.iter().map(|p| p.ether).sum();
    g.forced = vec![Face::Dodge; 7];
    g.act(
        1,
        &Action::Defend {
            elusive: true,
            bonuses: Vec::new(),
        },
    )
    .expect("defend");
    assert_eq!(g.fig(emma).unwrap().ether, ether - 1);
    assert_eq!(g.powers.iter().map(|p| p.ether).sum::<u8>(), on_cards + 1);
    assert_eq!(
        g.fig(emma).unwrap().damage,
        0,
        "seven dodges block three hits"
    );
}

#[test]
fn a_move_that_can_no_longer_end_on_a_free_square_settles_on_the_nearest() {
    let mut g = arena(6, 6);
    let emma = add(&mut g, FigKind::Gentleman, "emma", 0, 0);
    add(&mut g, FigKind::Gentleman, "major", 1, 0);
    activate(&mut g, ActCard::Gentleman(emma), vec![(emma, 2)]);
    g.act(
        1,
        &Action::Move {
            fig: emma,
            hop: crate::board::Hop::Step(Pos::new(1, 0)),
        },
    )
    .expect("step onto a friend");
    g.moving_mut().unwrap().mp = 1;
    // Squares fill up around (as a summon would do).
    for (x, y) in [(0, 0), (2, 0), (0, 1), (1, 1), (2, 1)] {
        add(&mut g, FigKind::Ally, "bobby", x, y);
    }
    assert!(g.legal(1, &Action::EndMove), "a stuck move may end");
    g.act(1, &Action::EndMove).expect("end");
    let mut squares: Vec<Pos> = g.on_scene().map(|f| f.pos).collect();
    let n = squares.len();
    squares.sort();
    squares.dedup();
    assert_eq!(squares.len(), n, "no two figures share a square");
}

/// the self-revival is mandatory; the activation cannot simply be ended.
#[test]
fn self_revival_is_mandatory_and_the_activation_cannot_be_ended_without_it() {
    let mut g = arena(8, 8);
    let major = add(&mut g, FigKind::Gentleman, "major", 1, 1);
    let clown = add(&mut g, FigKind::Minion, "killer_clown", 2, 1);
    let mut log = Ctx::new();
    let life = g.life(major);
    g.hurt(major, life, crate::damage::Cause::Other, &mut log);
    assert!(g.fig(major).unwrap().defeated);
    activate(&mut g, ActCard::Gentleman(major), vec![(major, 1)]);
    g.stack.last_mut().unwrap().revival = true;
    assert_eq!(g.acting_seats(), vec![1]);
    assert!(
        !g.legal(1, &Action::EndActivation),
        "no way around the revival"
    );
    assert!(g.act(1, &Action::EndActivation).is_err());
    assert_eq!(g.simple_actions(1), vec![Action::SelfRevive(major)]);
    let step = g.choices(1, &[]);
    assert_eq!(step.options.len(), 1, "the revival is the only choice");
    // The bot revives.
    assert_eq!(g.bot_action(1, 7), Some(Action::SelfRevive(major)));
    g.act(1, &Action::SelfRevive(major)).expect("revive");
    assert!(!g.fig(major).unwrap().defeated);
    let _ = clown;
}

/// the Nemesis chooses the order of the sources and each square; a source with a
/// single square no other source can reach spreads by itself.
#[test]
fn the_nemesis_chooses_which_fire_source_spreads_first_and_where() {
    let p = Pos::new;
    let mut g = arena(8, 8);
    for sq in g.grid.squares().collect::<Vec<_>>() {
        g.grid.set_indoor(sq, true);
    }
    let mut log = Ctx::new();
    // Two open sources: both may spread first, to any of their squares.
    g.grid.set_fire(p(1, 1), true);
    g.grid.set_fire(p(5, 5), true);
    let sources = g.start_fire_spread();
    g.phase = Phase::Fire(sources);
    g.proceed(&mut log);
    assert_eq!(g.acting_seats(), vec![NEMESIS_SEAT]);
    let options = g.simple_actions(NEMESIS_SEAT);
    let later = Action::Fire {
        from: p(5, 5),
        to: p(6, 6),
    };
    assert!(options.contains(&later), "the second source may go first");
    assert!(options.contains(&Action::Fire {
        from: p(1, 1),
        to: p(0, 0)
    }));
    assert_eq!(
        options
            .iter()
            .filter(|a| matches!(a, Action::Fire { .. }))
            .count(),
        16
    );
    g.act(NEMESIS_SEAT, &later).expect("spread");
    assert!(g.grid.has_fire(p(6, 6)));
    let options = g.simple_actions(NEMESIS_SEAT);
    assert!(
        options
            .iter()
            .all(|a| !matches!(a, Action::Fire { from, .. } if *from != p(1, 1)))
    );
    g.act(
        NEMESIS_SEAT,
        &Action::Fire {
            from: p(1, 1),
            to: p(2, 0),
        },
    )
    .expect("spread");
    assert_eq!(g.phase, Phase::Command);
    assert_eq!(g.grid.fire_count(), 4);

    // Sources with a single square of their own spread without a decision.
    let mut g = arena(8, 8);
    for sq in g.grid.squares().collect::<Vec<_>>() {
        g.grid.set_indoor(sq, true);
    }
    for c in [p(1, 0), p(1, 1), p(6, 7), p(6, 6)] {
        g.grid.set_crate(c, true);
    }
    g.grid.set_fire(p(0, 0), true);
    g.grid.set_fire(p(7, 7), true);
    let sources = g.start_fire_spread();
    g.phase = Phase::Fire(sources);
    g.proceed(&mut log);
    assert_eq!(g.phase, Phase::Command, "nothing to choose");
    assert!(g.grid.has_fire(p(0, 1)) && g.grid.has_fire(p(7, 6)));

    // A single square that another source could take is still his choice of order.
    let mut g = arena(8, 8);
    for sq in g.grid.squares().collect::<Vec<_>>() {
        g.grid.set_indoor(sq, true);
    }
    for c in [p(1, 0), p(1, 1)] {
        g.grid.set_crate(c, true);
    }
    g.grid.set_fire(p(0, 0), true);
    g.grid.set_fire(p(0, 2), true);
    let sources = g.start_fire_spread();
    g.phase = Phase::Fire(sources);
    g.proceed(&mut log);
    let options = g.simple_actions(NEMESIS_SEAT);
    assert!(options.contains(&Action::Fire {
        from: p(0, 2),
        to: p(0, 1)
    }));
    assert!(options.contains(&Action::Fire {
        from: p(0, 0),
        to: p(0, 1)
    }));
    // The bot answers the decision.
    let a = g.bot_action(NEMESIS_SEAT, 1).expect("bot spreads");
    assert!(g.legal(NEMESIS_SEAT, &a));
}

/// figures that are not enemies may be attacked (the forced adjacent target still
/// concerns enemies only); the bots leave them alone.
#[test]
fn figures_that_are_not_enemies_may_be_attacked() {
    use crate::data::AttackKind::{Melee, Ranged};
    let mut g = arena(8, 8);
    let major = add(&mut g, FigKind::Gentleman, "major", 1, 1);
    let emma = add(&mut g, FigKind::Gentleman, "emma", 2, 1);
    let bobby = add(&mut g, FigKind::Ally, "bobby", 1, 5);
    g.fig_mut(major).unwrap().equipment = vec!["revolver".into()];
    assert!(g.may_attack(major, Melee, emma, None));
    assert!(g.may_attack(major, Ranged, bobby, Some("revolver")));
    activate(&mut g, ActCard::Gentleman(major), vec![(major, 2)]);
    assert!(g.legal(1, &Action::Attack(melee(major, emma))));
    // The composed attack offers the friend, marked as not an enemy.
    let step = g.choices(1, &[Choice::Attacker(major), Choice::Kind(Melee)]);
    let friend = step
        .options
        .iter()
        .find(|o| o.action == Choice::Target(emma))
        .expect("the friend is offered");
    assert_eq!(friend.label.id, "choice-target-friend");
    // An adjacent enemy in sight still forces a gentleman's ranged target.
    let clown = add(&mut g, FigKind::Minion, "killer_clown", 0, 1);
    assert!(!g.may_attack(major, Ranged, bobby, Some("revolver")));
    assert!(g.may_attack(major, Ranged, clown, Some("revolver")));
    // Minions may attack each other too, but the Nemesis bot attacks gentlemen.
    let clown2 = add(&mut g, FigKind::Minion, "killer_clown", 0, 2);
    assert!(g.may_attack(clown2, Melee, clown, None));
    g.stack.clear();
    activate(&mut g, ActCard::Minions, vec![(clown, 1), (clown2, 1)]);
    g.orders_changed = true; // no standing-orders move first
    let a = g.bot_action(NEMESIS_SEAT, 3).expect("bot move");
    let Action::Attack(d) = a else {
        panic!("the bot attacks the adjacent gentleman: {a:?}");
    };
    assert!(g.is_enemy(d.attacker, d.target), "bots attack enemies only");
}
