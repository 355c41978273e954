//! The 15 worked examples of the rule text (spec §2, E-01..E-15).

use parlour_plugin_api::Game;

use super::*;
use crate::data::{Negative, Positive};
use crate::state::{HType, Trait, Unit};

/// E-01: the 1st player gets $8, each later player $1 more.
#[test]
fn e01_starting_money_rises_by_player_order() {
    for n in 2..=5 {
        let g = new_game(n, 40 + u64::from(n));
        let money: Vec<i32> = g.order.iter().map(|&s| g.p(s).money).collect();
        let want: Vec<i32> = (0..n as i32).map(|i| 8 + i).collect();
        assert_eq!(money, want);
        // Each player also holds one secret Scheme card.
        assert!((0..n).all(|s| g.p(s).schemes.len() == 1));
    }
}

/// E-02: building the Intrinsic Field Chamber raises Scientist attraction by 5.
#[test]
fn e02_building_a_room_raises_its_attraction() {
    let mut g = new_game(2, 1);
    let card = room_card_of("intrinsic-field-chamber");
    g.pm(0).hand[0] = card;
    g.pm(1).hand.retain(|&c| c != card);
    let money = g.p(0).money;
    act(&mut g, 0, Action::Draft { card, build: true });
    let other = g.p(1).hand[0];
    act(
        &mut g,
        1,
        Action::Draft {
            card: other,
            build: false,
        },
    );
    assert_eq!(g.p(0).attraction[HType::Scientists.index()], 5);
    assert_eq!(g.p(0).money, money - 3);
    assert!(g.p(0).rooms.iter().any(|r| r.card == card));
}

fn set_deck(g: &mut Maniacal, t: HType, top_first: &[&str]) {
    let mut deck: Vec<u8> = data()
        .henchmen
        .iter()
        .enumerate()
        .filter(|(_, h)| h.kind == t && !top_first.contains(&h.id.as_str()))
        .map(|(i, _)| i as u8)
        .collect();
    for id in top_first.iter().rev() {
        deck.push(henchman_index(id));
    }
    g.henchmen[t.index()] = deck;
}

/// E-03: a tie for the highest score goes to the earlier player; the other recruits next.
#[test]
fn e03_recruiting_ties_go_to_the_earlier_player() {
    let mut g = new_game(2, 2);
    g.order = vec![1, 0]; // Green = seat 1 is first, Blue = seat 0.
    for s in 0..2 {
        g.pm(s).attraction = [6, 0, 0, 0];
    }
    set_deck(&mut g, HType::Beasts, &["royal-jelly", "hammerhead"]);
    let mut log = Ctx::new();
    g.recruit_all(&mut log);
    assert_eq!(g.last_recruits.len(), 2);
    assert_eq!(g.last_recruits[0].0, 1, "green recruits first");
    assert_eq!(g.last_recruits[1].0, 0, "blue recruits the next beast");
    assert_eq!(g.p(1).attraction[0], 3);
    assert_eq!(g.p(0).attraction[0], 2);
}

fn names(g: &Maniacal, s: Seat) -> Vec<String> {
    g.p(s)
        .crew
        .iter()
        .filter_map(|h| match h.card {
            Card::Recruit(i) => Some(data().henchmen[usize::from(i)].id.clone()),
            _ => None,
        })
        .collect()
}

/// E-04: the three-player recruiting round (Simon 1st, Hassan 2nd, Dave 3rd).
#[test]
fn e04_three_player_recruiting_round() {
    let mut g = new_game(3, 3);
    let (simon, hassan, dave) = (0, 1, 2);
    g.order = vec![simon, hassan, dave];
    for s in 0..3 {
        g.pm(s).crew.retain(|h| h.is_lackey());
    }
    g.pm(simon).attraction = [4, 3, 3, 0];
    g.pm(hassan).attraction = [6, 0, 0, 4];
    g.pm(dave).attraction = [0, 1, 8, 2];
    set_deck(&mut g, HType::Beasts, &["royal-jelly", "hammerhead"]);
    set_deck(&mut g, HType::Criminals, &["ms-nomer", "magpie"]);
    set_deck(&mut g, HType::Scientists, &["gray-matter", "centrifuge"]);
    set_deck(&mut g, HType::Mystics, &["occulus", "the-minister"]);
    let mut log = Ctx::new();
    g.recruit_all(&mut log);
    assert_eq!(
        names(&g, hassan),
        ["royal-jelly", "occulus", "the-minister"]
    );
    assert_eq!(names(&g, simon), ["hammerhead", "ms-nomer", "centrifuge"]);
    assert_eq!(names(&g, dave), ["gray-matter"]);
    assert_eq!(g.last_recruits.len(), 7);
    assert_eq!(g.p(simon).attraction, [0, 0, 0, 0]);
    assert_eq!(g.p(hassan).attraction, [3, 0, 0, 0]);
    assert_eq!(g.p(dave).attraction, [0, 1, 3, 2]);
    // Magpie stays face up for the next round.
    assert_eq!(
        g.top_henchman(HType::Criminals),
        Some(henchman_index("magpie"))
    );
}

fn give_room(g: &mut Maniacal, s: Seat, id: &str, copy: usize) -> u8 {
    let design = data().rooms.iter().position(|r| r.id == id).expect("room");
    let card = data()
        .room_cards
        .iter()
        .enumerate()
        .filter(|(_, d)| **d == design)
        .nth(copy)
        .map(|(i, _)| i as u8)
        .expect("copy");
    g.pm(s).rooms.push(crate::state::Room { card, used: false });
    card
}

/// E-05 and E-07: the Time track, stacking and who acts; the Arctic Queen's Europe costs 4.
#[test]
fn e05_e07_time_track_and_turn_order() {
    let (mut g, _) = attempt_fixture(5);
    let (simon, hassan, dave) = (0, 1, 2);
    // Hassan plays the Arctic Queen and has a henchman for the contract in Europe.
    g.pm(simon).villain = Some(1);
    g.pm(hassan).villain = Some(0);
    g.pm(hassan).crew.clear();
    let member = recruit(&mut g, hassan, "tusk");
    g.map[2] = g.map[0];
    let lab_simon = give_room(&mut g, simon, "id-lab", 0);
    let lab_dave = give_room(&mut g, dave, "id-lab", 1);
    assert_eq!(g.contract_weeks(hassan, 2), 4);
    let mut actors = Vec::new();
    actors.push(g.active().expect("active"));
    act(
        &mut g,
        simon,
        Action::Room {
            card: lab_simon,
            unit: Unit::Villain,
            target: None,
        },
    );
    assert_eq!(g.p(simon).weeks, Some(7));
    actors.push(g.active().expect("active"));
    act(
        &mut g,
        hassan,
        Action::Attempt {
            slot: 2,
            team: vec![member],
            lackey_trait: None,
        },
    );
    // No opponent holds a Scheme: the contract is flipped at once.
    assert_eq!(g.p(hassan).weeks, Some(4));
    act(&mut g, hassan, Action::Roll);
    act(&mut g, hassan, Action::Accept);
    act(&mut g, hassan, Action::Continue);
    actors.push(g.active().expect("active"));
    act(
        &mut g,
        dave,
        Action::Room {
            card: lab_dave,
            unit: Unit::Villain,
            target: None,
        },
    );
    assert_eq!(g.p(dave).weeks, Some(7));
    actors.push(g.active().expect("active"));
    act(&mut g, dave, Action::Underground);
    actors.push(g.active().expect("active"));
    assert_eq!(actors, [simon, hassan, dave, dave, simon]);
    assert_eq!(
        [g.p(simon).weeks, g.p(dave).weeks, g.p(hassan).weeks],
        [Some(7), Some(5), Some(4)]
    );
}

/// E-06: the Id Lab gives 2 Infamy per Scientist, costs a week and exhausts the Supervillain.
#[test]
fn e06_id_lab_scores_per_scientist() {
    let (mut g, _) = attempt_fixture(6);
    recruit(&mut g, 0, "centrifuge");
    let lab = give_room(&mut g, 0, "id-lab", 0);
    act(
        &mut g,
        0,
        Action::Room {
            card: lab,
            unit: Unit::Villain,
            target: None,
        },
    );
    assert_eq!(g.p(0).infamy, 2);
    assert_eq!(g.p(0).weeks, Some(7));
    assert!(!g.p(0).meeple_ready);
    assert!(g.action_rooms(0).is_empty(), "once per round");
}

/// E-08: Cloaks & Costumes, before the roll, exhausts a henchman off the team: +1 die, no time.
#[test]
fn e08_cloaks_and_costumes_adds_a_die_without_time() {
    let (mut g, tusk) = attempt_fixture(8);
    let moist = recruit(&mut g, 0, "mr-moist");
    let cloaks = give_room(&mut g, 0, "cloaks-and-costumes", 0);
    attempt_alone(&mut g, tusk);
    let weeks = g.p(0).weeks;
    // A team member cannot activate it.
    assert!(!is_legal(
        &g,
        0,
        &Action::ContractRoom {
            card: cloaks,
            unit: Unit::Henchman(tusk),
            die: Some(Trait::Magic),
            dice: vec![]
        }
    ));
    act(
        &mut g,
        0,
        Action::ContractRoom {
            card: cloaks,
            unit: Unit::Henchman(moist),
            die: Some(Trait::Magic),
            dice: vec![],
        },
    );
    assert_eq!(g.p(0).weeks, weeks);
    assert!(!g.p(0).henchman(moist).expect("moist").ready);
    act(&mut g, 0, Action::Roll);
    let dice = &g.attempt.as_ref().expect("attempt").dice;
    assert_eq!(dice.len(), 5, "4 Brawn dice of Tusk and the added die");
    assert_eq!(dice.iter().filter(|d| d.0 == Trait::Magic).count(), 1);
}

/// E-09: a Power can add traits a henchman lacks: Brawn 4 with +1 Stealth +1 Magic = 6 dice.
#[test]
fn e09_power_adds_new_traits() {
    let (mut g, tusk) = attempt_fixture(9);
    g.pm(0)
        .henchman_mut(tusk)
        .expect("tusk")
        .powers
        .push(power_of("shadow-sight"));
    assert_eq!(g.team_pool(0, &[tusk], None), [4, 1, 0, 1]);
}

/// E-10: a Lackey with Berserker Strength rolls 3 Brawn dice, or 1 die of another trait.
#[test]
fn e10_lackey_with_a_power_uses_one_trait() {
    let (mut g, _) = attempt_fixture(10);
    let lackey = g
        .p(0)
        .crew
        .iter()
        .find(|h| h.is_lackey())
        .expect("lackey")
        .uid;
    g.pm(0)
        .henchman_mut(lackey)
        .expect("lackey")
        .powers
        .push(power_of("berserker-strength"));
    assert_eq!(g.team_pool(0, &[lackey], Some(Trait::Brawn)), [3, 0, 0, 0]);
    assert_eq!(
        g.team_pool(0, &[lackey], Some(Trait::Stealth)),
        [0, 1, 0, 0]
    );
    assert_eq!(g.team_pool(0, &[lackey], Some(Trait::Magic)), [0, 0, 0, 1]);
}

/// E-11: with nothing else possible Simon must pass; finishing order is the next order.
#[test]
fn e11_passing_sets_the_next_player_order() {
    let (mut g, _) = attempt_fixture(11);
    let (simon, hassan, dave) = (0, 1, 2);
    g.pm(simon).crew.clear();
    g.finish_token(hassan);
    g.finish_token(dave);
    g.pm(simon).weeks = Some(1);
    let options = g.choices(simon, &[]).options;
    assert_eq!(options.len(), 1);
    assert_eq!(options[0].action, Choice::Act(Action::Pass));
    act(&mut g, simon, Action::Pass);
    assert_eq!(g.phase, Phase::Cleanup);
    assert_eq!(g.order, [hassan, dave, simon]);
}

/// E-12: in round 1's Clean-up the map is reseeded with 2 Easy, 2 Hard and 2 Legendary.
#[test]
fn e12_reseeding_follows_the_contract_key() {
    let (mut g, _) = attempt_fixture(12);
    let before: Vec<u8> = g.map.iter().flatten().copied().collect();
    for s in 0..3 {
        g.finish_token(s);
    }
    g.next_turn();
    for s in 0..3 {
        let a = Action::Cleanup(crate::state::CleanupChoice {
            unpaid: vec![],
            fire: None,
        });
        act(&mut g, s, a);
    }
    assert_eq!(g.round, 2);
    let mut counts = [0; 3];
    for slot in 0..6 {
        counts[g.back(slot).expect("a contract").0.index()] += 1;
    }
    assert_eq!(counts, [2, 2, 2]);
    let discarded: Vec<u8> = g.contract_discard.iter().flatten().copied().collect();
    assert!(before.iter().all(|c| discarded.contains(c)));
}

/// E-13: 5 cards, pick, pass 4, pick, pass 3, pick, discard 2.
#[test]
fn e13_draft_card_counts() {
    let mut g = new_game(3, 13);
    for (pick, hand) in [(0, 5), (1, 4), (2, 3)] {
        assert_eq!(g.pick, pick);
        for s in 0..3 {
            assert_eq!(g.p(s).hand.len(), hand);
        }
        for s in 0..3 {
            let card = g.p(s).hand[0];
            act(&mut g, s, Action::Draft { card, build: false });
        }
    }
    assert!(g.phase == Phase::Contract);
    assert_eq!(g.room_buried.len(), 6);
    assert!((0..3).all(|s| g.p(s).hand.is_empty()));
}

/// Seat 1 holds a card with this negative; seat 0 attempts; seat 1 plays it.
fn scheme_against(neg: Negative, die: Option<Trait>, seed: u64) -> (Maniacal, u32) {
    let (mut g, tusk) = attempt_fixture(seed);
    let card = scheme_with(neg, Positive::Reroll);
    g.scheme_deck.retain(|&c| c != card);
    g.pm(1).schemes.push(card);
    attempt_alone(&mut g, tusk);
    assert_eq!(g.questions.acting(), vec![1]);
    act(&mut g, 1, Action::Scheme { card, die });
    (g, tusk)
}

/// E-14: Scheme numbers.
#[test]
fn e14_scheme_numbers() {
    // Negative play: +2 Infamy for its player; target +2.
    let (g, _) = scheme_against(Negative::TargetUp, None, 141);
    assert_eq!(g.p(1).infamy, 2);
    let base = data().contracts[usize::from(
        g.attempt
            .as_ref()
            .and_then(|a| a.contract)
            .expect("flipped"),
    )]
    .target;
    assert_eq!(g.target(), base + 2);
    // One more week.
    let (g, _) = scheme_against(Negative::ExtraWeek, None, 142);
    assert_eq!(g.p(0).weeks, Some(8 - 3 - 1), "Arctic Queen: A costs 3, +1");
    // Steal $3 on a success (after the reward).
    let (mut g, _) = scheme_against(Negative::Steal, None, 143);
    g.attempt.as_mut().expect("attempt").target_mod = -99;
    act(&mut g, 0, Action::Roll);
    act(&mut g, 0, Action::Accept);
    let (m0, m1) = (g.p(0).money, g.p(1).money);
    act(&mut g, 0, Action::Continue);
    let reward = data().contracts
        [usize::from(g.contract_discard[0].last().copied().expect("discarded"))]
    .success
    .money;
    assert_eq!(g.p(0).money, m0 + reward - 3);
    assert_eq!(g.p(1).money, m1 + 3);
    // Reroll up to 3 dice.
    let (mut g, tusk) = attempt_fixture(144);
    let card = scheme_with(Negative::Steal, Positive::Reroll);
    g.scheme_deck.retain(|&c| c != card);
    g.pm(0).schemes.push(card);
    let _ = tusk;
    attempt_alone(&mut g, tusk);
    act(&mut g, 0, Action::Roll);
    let src = crate::state::RerollSource::Scheme(card);
    assert!(is_legal(
        &g,
        0,
        &Action::Reroll {
            source: src,
            dice: vec![0, 1, 2]
        }
    ));
    assert!(!is_legal(
        &g,
        0,
        &Action::Reroll {
            source: src,
            dice: vec![0, 1, 2, 3]
        }
    ));
    // +2 weeks, never past the track's first space: 7 -> 8.
    let (mut g, _) = attempt_fixture(145);
    let card = scheme_with(Negative::Steal, Positive::Time);
    g.scheme_deck.retain(|&c| c != card);
    g.pm(0).schemes.push(card);
    g.pm(0).weeks = Some(7);
    g.pm(1).weeks = Some(5);
    g.pm(2).weeks = Some(5);
    act(&mut g, 0, Action::Time { card });
    assert_eq!(g.p(0).weeks, Some(8));
    // After a failure: +2 Infamy and $2.
    let (mut g, tusk) = attempt_fixture(146);
    let card = scheme_with(Negative::Steal, Positive::Consolation);
    g.scheme_deck.retain(|&c| c != card);
    g.pm(0).schemes.push(card);
    attempt_alone(&mut g, tusk);
    g.attempt.as_mut().expect("attempt").target_mod = 99;
    act(&mut g, 0, Action::Roll);
    act(&mut g, 0, Action::Accept);
    let (inf, money) = (g.p(0).infamy, g.p(0).money);
    act(&mut g, 0, Action::Console { card });
    assert_eq!((g.p(0).infamy, g.p(0).money), (inf + 2, money + 2));
}

/// E-15: removing 2 Injury tokens at Hoodlum Hospital costs $4.
#[test]
fn e15_hospital_costs_two_per_token() {
    let (mut g, tusk) = attempt_fixture(15);
    g.pm(0).henchman_mut(tusk).expect("tusk").injuries = 2;
    let money = g.p(0).money;
    // Composed: the visit, then one click per token.
    let path = [Choice::Hospital, Choice::Heal(tusk), Choice::Heal(tusk)];
    let action = g.choices(0, &path).complete.expect("complete");
    assert_eq!(
        action,
        Action::Hospital {
            heal: vec![tusk, tusk]
        }
    );
    act(&mut g, 0, action);
    assert_eq!(g.p(0).money, money - 4);
    assert_eq!(g.p(0).henchman(tusk).expect("tusk").injuries, 0);
    assert_eq!(g.p(0).weeks, Some(6));
}
