//! The rest of the rulebook's worked examples (spec section 2): E-04's follow-ups (cover in a
//! fight), E-05's later clean-ups, E-07 (Nemesis advantages per agent) and the numbers of E-08
//! that a one-shot uses, one test each. The intermezzo, new-campaign and chapter-fragment
//! numbers of E-08 belong to the campaign (issue 15).

use super::Sdk;
use parlour_plugin_api::Ctx;
use parlour_plugin_api::Game;

use super::fixtures::*;
use super::new_game;
use crate::board::map::grid_from_drawing;
use crate::board::{EdgeKind, Hop, Pos};
use crate::combat::dice;
use crate::data::{AttackKind, Face, NemAdv, data};
use crate::state::*;

fn p(x: i32, y: i32) -> Pos {
    Pos::new(x, y)
}

/// Reveals `card` as the board would and starts its activation.
fn reveal(g: &mut Smog, card: ActCard) {
    g.order = vec![card];
    g.revealed = 0;
    g.reveal_next(&mut Ctx::new());
    ask(g);
}

/// Plays every open decision of the fight on top with the plain choice (no reroll, crowns as
/// hits, no paid defence, no prevention card, no counterattack).
fn settle(g: &mut Smog) {
    for _ in 0..32 {
        let Some(stage) = g.fights.last().map(|f| f.stage) else {
            return;
        };
        let Some((seat, _)) = g.fight_question() else {
            return;
        };
        let action = match stage {
            FightStage::Reroll => Action::Reroll(Vec::new()),
            FightStage::Crowns => Action::Crowns(0),
            FightStage::Defend(_) => Action::Defend {
                elusive: false,
                bonuses: Vec::new(),
            },
            FightStage::Prevent(_) => Action::Prevent(None),
            FightStage::Counter(_) => Action::NoCounter,
            FightStage::Chaos(_) => Action::PassWindow,
        };
        g.act(seat, &action).expect("plain fight choice");
    }
}

fn ranged(attacker: FigId, target: FigId, weapon: &str) -> AttackDecl {
    AttackDecl {
        kind: AttackKind::Ranged,
        weapon: Some(weapon.into()),
        ..melee(attacker, target)
    }
}

/// E-04 follow-up: cover faces block hits only for a target in cover.
#[test]
fn e04_cover_faces_block_only_in_cover() {
    use Face::*;
    assert_eq!(dice::blocks(&[Cover, Cover, Dodge, Hit], true, false), 3);
    assert_eq!(dice::blocks(&[Cover, Cover, Dodge, Hit], false, false), 1);
    // In a fight: the Major shoots a killer clown behind another one (cover), then again once
    // the one in front is knocked down (no cover). Four hits against three cover faces.
    let shoot = |knocked: bool| {
        let mut g = arena(9, 7);
        let major = add(&mut g, FigKind::Gentleman, "major", 0, 3);
        g.fig_mut(major).unwrap().equipment = vec!["shotgun".into()];
        let front = add(&mut g, FigKind::Minion, "killer_clown", 2, 3);
        let clown = add(&mut g, FigKind::Minion, "killer_clown", 3, 3);
        g.fig_mut(front).unwrap().knocked = knocked;
        activate(&mut g, ActCard::Gentleman(major), vec![(major, 2)]);
        let decl = ranged(major, clown, "shotgun");
        assert_eq!(g.attack_pool(&decl), 4);
        g.forced = vec![Hit; 4];
        g.forced.extend(vec![Cover; 10]);
        g.act(1, &Action::Attack(decl)).expect("shot");
        settle(&mut g);
        g.fig(clown).unwrap().gone
    };
    // 4 hits - 3 blocks = 1, which the clown's Rubber Bones ignores.
    assert!(!shoot(false), "in cover the clown survives");
    assert!(shoot(true), "without cover every hit lands");
}

/// E-04 follow-up: a melee target never has cover, nor does a sweep's extra target.
#[test]
fn e04_no_cover_in_melee_nor_for_a_sweep_target() {
    use Face::*;
    // Melee across a window: the window would give cover to a shot, not to a blow.
    let mut g = arena(6, 6);
    let major = add(&mut g, FigKind::Gentleman, "major", 1, 1);
    let clown = add(&mut g, FigKind::Minion, "killer_clown", 2, 1);
    g.grid.set_v(2, 1, EdgeKind::Window);
    assert!(g.sight(major, clown).cover);
    activate(&mut g, ActCard::Gentleman(major), vec![(major, 2)]);
    g.forced = vec![Crown, Dodge, Dodge];
    g.act(1, &Action::Attack(melee(major, clown)))
        .expect("blow");
    let fight = g.fights.last().expect("the crown is his to choose");
    assert!(!fight.defenders[0].cover);
    // A shotgun's sweep: the target behind a clown is in cover, the clown next to it is not,
    // although the line to it passes two figures.
    let mut g = arena(9, 7);
    let major = add(&mut g, FigKind::Gentleman, "major", 0, 3);
    g.fig_mut(major).unwrap().equipment = vec!["shotgun".into()];
    add(&mut g, FigKind::Minion, "killer_clown", 2, 3);
    let target = add(&mut g, FigKind::Minion, "killer_clown", 3, 3);
    let swept = add(&mut g, FigKind::Minion, "killer_clown", 4, 3);
    assert!(g.sight(major, swept).cover);
    activate(&mut g, ActCard::Gentleman(major), vec![(major, 2)]);
    let mut decl = ranged(major, target, "shotgun");
    decl.ether = 1;
    decl.sweep = Some(swept);
    assert!(g.legal(1, &Action::Attack(decl.clone())));
    g.forced = vec![Crown, Dodge, Dodge, Dodge];
    g.act(1, &Action::Attack(decl)).expect("sweep");
    let fight = g.fights.last().expect("the crown is his to choose");
    assert_eq!(fight.defenders.len(), 2);
    assert!(fight.defenders[0].cover, "the target is in cover");
    assert!(!fight.defenders[1].cover, "the swept clown is not");
}

/// E-05, clean-ups 3 and 4: the four markers of clean-up 2 place four more (8), and then the
/// room caps the count.
#[test]
fn e05_four_sources_double_to_eight_then_the_room_caps_it() {
    let room = grid_from_drawing(
        "
+---+---+---+---+---+---+---+---+
| .   .   .   .   .   .   .   . |
+   +===+===+===+===+===+   +   +
| . | F   i   i   i   i | .   . |
+   +   +   +   +   +   +   +   +
| . | F   F   i   i   i D .   . |
+   +   +   +   +   +   +   +   +
| . | i   i   F   i   i | .   . |
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
    assert_eq!(g.grid.fire_count(), 4);
    let sources = g.start_fire_spread();
    assert_eq!(sources.len(), 4);
    for (from, to) in [
        (p(1, 1), p(2, 1)),
        (p(1, 2), p(1, 3)),
        (p(2, 2), p(3, 2)),
        (p(3, 3), p(4, 3)),
    ] {
        assert!(g.spread_targets(from).contains(&to), "{from:?} -> {to:?}");
        g.spread_fire(from, to);
    }
    assert_eq!(g.grid.fire_count(), 8);
    // Clean-up 4: eight sources, but every spread needs a free square next to its own source.
    let sources = g.start_fire_spread();
    assert_eq!(sources.len(), 8);
    let mut placed = 0;
    for s in &sources {
        if let Some(to) = g.spread_targets(*s).into_iter().next() {
            g.spread_fire(*s, to);
            placed += 1;
        }
    }
    assert!(g.grid.fire_count() <= 16);
    assert_eq!(g.grid.fire_count(), 8 + placed);
}

/// E-05 (5): a figure that starts its activation on fire takes 1 damage.
#[test]
fn e05_starting_an_activation_in_fire_hurts() {
    let mut g = arena(8, 8);
    let damon = add(&mut g, FigKind::Agent, "damon", 3, 3);
    let clown = add(&mut g, FigKind::Minion, "killer_clown", 5, 5);
    g.place_fire(p(3, 3));
    reveal(&mut g, ActCard::Agent("damon".into()));
    assert_eq!(g.fig(damon).unwrap().damage, 1);
    g.stack.clear();
    g.place_fire(p(5, 5));
    reveal(&mut g, ActCard::Minions);
    assert!(g.fig(clown).unwrap().gone, "a minion has 1 life");
}

/// E-07: an agent takes each "+1 attribute" once, other advantages at most twice a chapter,
/// the supply without limit; unspent points vanish.
#[test]
fn e07_nemesis_advantages_per_agent() {
    let mut g = new_game(3, 5, &[("chapter", "1"), ("level", "balanced")]);
    while g.setup.first() != Some(&SetupStep::Conspiracy) {
        let s = g.acting_seats()[0];
        let a = g.bot_action(s, 0).expect("setup move");
        g.act(s, &a).expect("setup applies");
    }
    assert_eq!(g.conspiracy, 8, "the balanced level's points");
    g.conspiracy = 30;
    let agent = g
        .figures
        .iter()
        .find(|f| f.kind == FigKind::Agent)
        .expect("an agent")
        .id
        .to_string();
    let attr = |a: Attr| Action::Buy {
        adv: NemAdv::AgentAttr,
        target: Some(agent.clone()),
        attr: Some(a),
    };
    assert!(g.legal(NEMESIS_SEAT, &attr(Attr::Agility)));
    g.act(NEMESIS_SEAT, &attr(Attr::Agility)).expect("agility");
    assert!(
        !g.legal(NEMESIS_SEAT, &attr(Attr::Agility)),
        "the same +1 twice"
    );
    assert!(g.legal(NEMESIS_SEAT, &attr(Attr::Strength)));
    g.act(NEMESIS_SEAT, &attr(Attr::Strength))
        .expect("strength");
    assert!(
        !g.legal(NEMESIS_SEAT, &attr(Attr::Accuracy)),
        "a third purchase of one advantage"
    );
    let supply = Action::Buy {
        adv: NemAdv::Supply,
        target: None,
        attr: None,
    };
    let before = g.supply;
    for _ in 0..4 {
        assert!(g.legal(NEMESIS_SEAT, &supply));
        g.act(NEMESIS_SEAT, &supply).expect("supply");
    }
    assert_eq!(g.supply, before + 8);
    g.act(NEMESIS_SEAT, &Action::Ready).expect("ready");
    assert_eq!(g.conspiracy, 0, "unspent points vanish");
}

/// E-08: two actions for a gentleman or agent (the same one may repeat), one for each minion
/// and ally, all of the card's figures together.
#[test]
fn e08_actions_per_activation() {
    let mut g = arena(10, 10);
    let emma = add(&mut g, FigKind::Gentleman, "emma", 1, 1);
    let damon = add(&mut g, FigKind::Agent, "damon", 8, 8);
    let c1 = add(&mut g, FigKind::Minion, "killer_clown", 5, 1);
    let c2 = add(&mut g, FigKind::Minion, "killer_clown", 5, 3);
    let b1 = add(&mut g, FigKind::Ally, "bobby", 1, 8);
    let b2 = add(&mut g, FigKind::Ally, "bobby", 2, 8);
    g.fig_mut(emma).unwrap().damage = 4;
    reveal(&mut g, ActCard::Gentleman(emma));
    assert_eq!(g.actions_left(emma), 2);
    g.act(1, &Action::Rest(emma)).expect("rest");
    assert!(g.legal(1, &Action::Rest(emma)), "the same action again");
    g.act(1, &Action::Rest(emma)).expect("rest again");
    assert_eq!(g.actions_left(emma), 0);
    g.stack.clear();
    reveal(&mut g, ActCard::Agent("damon".into()));
    assert_eq!(g.actions_left(damon), 2);
    g.stack.clear();
    reveal(&mut g, ActCard::Minions);
    assert_eq!((g.actions_left(c1), g.actions_left(c2)), (1, 1));
    g.stack.clear();
    reveal(&mut g, ActCard::Allies);
    assert_eq!((g.actions_left(b1), g.actions_left(b2)), (1, 1));
}

/// E-08: movement points equal agility; a step costs 1, opening a door 1, climbing through a
/// window 2, passing equipment 1.
#[test]
fn e08_movement_point_costs() {
    let mut g = arena(8, 4);
    let emma = add(&mut g, FigKind::Gentleman, "emma", 0, 1);
    let major = add(&mut g, FigKind::Gentleman, "major", 2, 2);
    g.fig_mut(emma).unwrap().equipment = vec!["symbiont_rifle".into(), "whisky".into()];
    g.grid.set_v(2, 1, EdgeKind::Door);
    g.grid.set_v(3, 1, EdgeKind::Window);
    reveal(&mut g, ActCard::Gentleman(emma));
    assert_eq!(g.mp(emma), 4, "Emma's agility");
    let mp = |g: &Smog| g.moving().map(|m| m.mp);
    g.act(
        1,
        &Action::Move {
            fig: emma,
            hop: Hop::Step(p(1, 1)),
        },
    )
    .expect("step");
    assert_eq!(mp(&g), Some(3));
    let pass = Action::Pass {
        card: "whisky".into(),
        to: major,
        discard: None,
    };
    assert!(g.legal(1, &pass), "the Major stands next to her");
    g.act(1, &pass).expect("pass");
    assert_eq!(mp(&g), Some(2));
    g.act(1, &Action::Hop(Hop::Door(p(2, 1))))
        .expect("open the door");
    assert_eq!(mp(&g), Some(1));
    assert_eq!(g.grid.v(2, 1), EdgeKind::Open);
    assert!(
        !g.legal(1, &Action::Hop(Hop::Climb(p(3, 1)))),
        "a climb needs 2 movement points"
    );
    g.act(1, &Action::Hop(Hop::Step(p(2, 1))))
        .expect("through the door");
    assert!(g.moving().is_none(), "all 4 points spent");
    // A new move action: the climb costs 2 of the 4 points.
    g.act(
        1,
        &Action::Move {
            fig: emma,
            hop: Hop::Climb(p(3, 1)),
        },
    )
    .expect("climb");
    assert_eq!(mp(&g), Some(2));
}

/// E-08: a gentleman's crown is his choice (a hit or 2 ether) before the defence roll; the
/// Nemesis's crowns are hits without a question.
#[test]
fn e08_crowns_for_each_side() {
    use Face::*;
    let mut g = arena(8, 8);
    let walther = add(&mut g, FigKind::Gentleman, "walther", 1, 1);
    let clown = add(&mut g, FigKind::Minion, "killer_clown", 2, 1);
    activate(&mut g, ActCard::Minions, vec![(clown, 1)]);
    g.forced = vec![Crown, Crown, Dodge];
    g.forced.extend(vec![Hit; 6]);
    g.act(NEMESIS_SEAT, &Action::Attack(melee(clown, walther)))
        .expect("clown attacks");
    settle(&mut g);
    assert_eq!(g.fig(walther).unwrap().damage, 2, "two crowns, two hits");
    // Walther strikes back in his own activation: the crown waits for his choice and no die
    // of the defence is rolled before it.
    let mut g = arena(8, 8);
    let walther = add(&mut g, FigKind::Gentleman, "walther", 1, 1);
    let damon = add(&mut g, FigKind::Agent, "damon", 2, 1);
    activate(&mut g, ActCard::Gentleman(walther), vec![(walther, 2)]);
    g.fig_mut(walther).unwrap().ether = 1;
    g.forced = vec![Crown, Dodge, Dodge];
    g.act(1, &Action::Attack(melee(walther, damon)))
        .expect("attack");
    let fight = g.fights.last().expect("fight");
    assert_eq!(fight.stage, FightStage::Crowns);
    assert!(!fight.defenders[0].rolled);
    assert_eq!(g.acting_seats(), vec![1]);
    g.act(1, &Action::Crowns(1)).expect("crown as ether");
    assert_eq!(g.fig(walther).unwrap().ether, 3, "1 + 2 ether");
}

/// E-08: a charge costs 1 ether and never aims at an adjacent figure.
#[test]
fn e08_charge_costs_one_ether_and_not_against_adjacent() {
    let mut g = arena(10, 4);
    let drago = add(&mut g, FigKind::Gentleman, "drago", 0, 1);
    let near = add(&mut g, FigKind::Minion, "killer_clown", 1, 1);
    let far = add(&mut g, FigKind::Minion, "killer_clown", 4, 1);
    activate(&mut g, ActCard::Gentleman(drago), vec![(drago, 2)]);
    let targets: Vec<FigId> = g.charge_options(drago).into_iter().map(|o| o.0).collect();
    assert!(!targets.contains(&near));
    assert!(targets.contains(&far));
    let ether = g.fig(drago).unwrap().ether;
    g.fig_mut(near).unwrap().gone = true;
    let charge = Action::Charge {
        fig: drago,
        target: far,
        to: p(3, 1),
    };
    g.act(1, &charge).expect("charge");
    assert_eq!(g.fig(drago).unwrap().ether, ether - 1);
    // Without ether there is no charge.
    let mut g = arena(10, 4);
    let drago = add(&mut g, FigKind::Gentleman, "drago", 0, 1);
    add(&mut g, FigKind::Minion, "killer_clown", 4, 1);
    activate(&mut g, ActCard::Gentleman(drago), vec![(drago, 2)]);
    g.fig_mut(drago).unwrap().ether = 0;
    assert!(g.charge_options(drago).is_empty());
}

/// E-08: Elusive costs 1 ether (for the Nemesis) and adds 3 defence dice, once per attack.
#[test]
fn e08_elusive_adds_three_dice_for_one_ether() {
    let mut g = arena(8, 8);
    let emma = add(&mut g, FigKind::Gentleman, "emma", 1, 1);
    let clown = add(&mut g, FigKind::Minion, "killer_clown", 2, 1);
    activate(&mut g, ActCard::Minions, vec![(clown, 1)]);
    g.forced = vec![Face::Hit; 3];
    g.act(NEMESIS_SEAT, &Action::Attack(melee(clown, emma)))
        .expect("attack");
    assert_eq!(
        g.defence_options(emma),
        vec![(true, Vec::<String>::new())],
        "Elusive once, nothing else to pay"
    );
    let ether = g.fig(emma).unwrap().ether;
    let nemesis: u8 = g.powers.iter().map(|p| p.ether).sum();
    g.act(
        1,
        &Action::Defend {
            elusive: true,
            bonuses: Vec::new(),
        },
    )
    .expect("elusive");
    assert_eq!(g.fig(emma).unwrap().ether, ether - 1);
    assert_eq!(g.powers.iter().map(|p| p.ether).sum::<u8>(), nemesis + 1);
    assert_eq!(g.last_defence.len(), 4 + 3, "agility 4 and 3 more");
}

/// E-08: a counterattack costs 1 ether, and a counterattack is never answered by another.
#[test]
fn e08_no_counter_to_a_counterattack() {
    use Face::*;
    let mut g = arena(8, 8);
    let major = add(&mut g, FigKind::Gentleman, "major", 1, 1);
    let damon = add(&mut g, FigKind::Agent, "damon", 2, 1);
    g.fig_mut(damon).unwrap().ether = 1;
    activate(&mut g, ActCard::Gentleman(major), vec![(major, 2)]);
    g.forced = vec![Dodge; 3];
    g.forced.extend(vec![Dodge; 6]);
    g.act(1, &Action::Attack(melee(major, damon)))
        .expect("attack");
    // Damon (counterattack version) is offered his counterattack.
    assert_eq!(g.acting_seats(), vec![NEMESIS_SEAT]);
    let counter = AttackDecl {
        mode: AttackMode::Counter,
        ..melee(damon, major)
    };
    assert!(g.legal(NEMESIS_SEAT, &Action::Attack(counter.clone())));
    g.forced = vec![Dodge; 3];
    g.forced.extend(vec![Dodge; 6]);
    g.act(NEMESIS_SEAT, &Action::Attack(counter))
        .expect("counter");
    assert_eq!(g.fig(damon).unwrap().ether, 0, "1 ether paid");
    // The Major may not answer it: every fight is over and his activation goes on.
    settle(&mut g);
    assert!(g.fights.is_empty());
    assert_eq!(g.actions_left(major), 1);
    let mut again = melee(major, damon);
    again.mode = AttackMode::Counter;
    assert!(!g.legal(1, &Action::Attack(again)));
}

/// E-08: the start of a chapter: 2 chaos cards in hand, the 2 basic powers at 1 ether each.
#[test]
fn e08_chapter_start_hand_and_basic_powers() {
    for chapter in ["1", "2"] {
        let g = new_game(3, 9, &[("chapter", chapter), ("level", "moderate")]);
        assert_eq!(g.hand.len(), 2);
        let basic: Vec<&Power> = g
            .powers
            .iter()
            .filter(|p| data().card(&p.id).is_some_and(|c| c.basic))
            .collect();
        assert_eq!(basic.len(), 2);
        for p in basic {
            assert_eq!(data().card(&p.id).map(|c| c.cost), Some(1), "{}", p.id);
        }
    }
}

/// E-08 / R-123: each one-shot level's extras, on top of the standard set-up: equipment drawn
/// for the gentlemen, advantage cards per gentleman, conspiracy points and power cards.
#[test]
fn e08_one_shot_levels() {
    for (level, pool, advantages, points, powers) in [
        ("moderate", 6, [1, 1, 1, 1], 4, 1),
        ("balanced", 11, [2, 2, 1, 1], 8, 2),
        ("lots", 15, [2, 2, 2, 2], 10, 4),
    ] {
        let g = new_game(3, 3, &[("chapter", "1"), ("level", level)]);
        assert_eq!(g.pool.len(), pool, "{level}: equipment drawn");
        assert_eq!(g.conspiracy, points, "{level}: conspiracy points");
        assert!(g.setup.contains(&SetupStep::Powers(powers)), "{level}");
        // The further cards are counted once the gentlemen have chosen who takes them
        // (rulebook L1653).
        let extra = g
            .setup
            .iter()
            .find_map(|s| match s {
                SetupStep::Extra(n) => Some(usize::from(*n)),
                _ => None,
            })
            .unwrap_or(0);
        let mut adv: Vec<u8> = g
            .setup
            .iter()
            .filter_map(|s| match s {
                SetupStep::Advantages(_, n) => Some(*n),
                _ => None,
            })
            .collect();
        for n in adv.iter_mut().take(extra) {
            *n += 1;
        }
        adv.sort_unstable_by(|a, b| b.cmp(a));
        assert_eq!(adv, advantages, "{level}: advantage cards");
    }
}

/// E-01 variant (c), ruling A-12: in a group attack only the lead's special attack effects
/// apply. A burning zombie sets its target on fire when it leads, not when it helps.
#[test]
fn e01_only_the_leads_special_effects_apply() {
    let fire_after = |zombie_leads: bool| {
        let mut g = arena(10, 10);
        g.versions.push(("burning_zombie".into(), 0));
        let drago = add(&mut g, FigKind::Gentleman, "drago", 5, 5);
        let clown = add(&mut g, FigKind::Minion, "killer_clown", 4, 4);
        let zombie = add(&mut g, FigKind::Minion, "burning_zombie", 6, 4);
        // A third minion still to act keeps the activation (and the round) going: the
        // clean-up's rain would wash the outdoor fire away.
        let other = add(&mut g, FigKind::Minion, "killer_clown", 0, 9);
        activate(
            &mut g,
            ActCard::Minions,
            vec![(clown, 1), (zombie, 1), (other, 1)],
        );
        let (lead, helper) = if zombie_leads {
            (zombie, clown)
        } else {
            (clown, zombie)
        };
        let mut decl = melee(lead, drago);
        decl.helpers = vec![helper];
        assert_eq!(g.attack_pool(&decl), 5, "strength 3 and 2 for the helper");
        g.forced = vec![Face::Hit; 5];
        g.forced.extend(vec![Face::Dodge; 4]);
        g.act(NEMESIS_SEAT, &Action::Attack(decl))
            .expect("group attack");
        settle(&mut g);
        assert_eq!(g.fig(drago).unwrap().damage, 1, "5 hits, 4 dodges");
        g.grid.has_fire(p(5, 5))
    };
    assert!(fire_after(true), "the burning zombie leads: fire");
    assert!(!fire_after(false), "the burning zombie helps: no fire");
}
