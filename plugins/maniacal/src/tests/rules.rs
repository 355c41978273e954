//! Rules beyond the worked examples: draft directions, the recruiting stop rule and cap, the
//! out-of-turn Scheme window, composed moves and undo flags.

use parlour_plugin_api::Game;

use super::*;
use crate::data::{Negative, Positive};
use crate::state::{HType, Trait, Unit};

fn pick_all(g: &mut Maniacal) {
    for s in 0..g.n {
        let card = g.p(s).hand[0];
        act(g, s, Action::Draft { card, build: false });
    }
}

#[test]
fn draft_passes_clockwise_in_rounds_one_and_three_and_counter_clockwise_in_two() {
    for (round, clockwise) in [(1u8, true), (2, false), (3, true)] {
        let mut g = new_game(4, 20 + u64::from(round));
        g.round = round;
        let before: Vec<Vec<u8>> = (0..4).map(|s| g.p(s).hand[1..].to_vec()).collect();
        pick_all(&mut g);
        for s in 0..4u32 {
            let to = if clockwise { (s + 1) % 4 } else { (s + 3) % 4 };
            assert_eq!(
                g.p(to).hand,
                before[s as usize],
                "round {round}: seat {s} passes to {to}"
            );
        }
    }
}

#[test]
fn picks_are_simultaneous_and_secret_until_all_have_picked() {
    let mut g = new_game(3, 30);
    let card = g.p(0).hand[0];
    let out = apply(&mut g, 0, &Action::Draft { card, build: false }).expect("pick");
    assert!(out.undoable, "a secret pick reveals nothing");
    assert_eq!(g.questions.acting(), vec![1, 2], "the others still pick");
    // Nothing is resolved yet.
    assert!(g.p(0).hand.contains(&card));
    assert!(g.revealed_picks.is_empty());
    let c1 = g.p(1).hand[0];
    apply(
        &mut g,
        1,
        &Action::Draft {
            card: c1,
            build: false,
        },
    )
    .expect("pick");
    let c2 = g.p(2).hand[0];
    let out = apply(
        &mut g,
        2,
        &Action::Draft {
            card: c2,
            build: false,
        },
    )
    .expect("pick");
    assert!(!out.undoable, "the reveal cannot be undone");
    assert_eq!(g.revealed_picks.len(), 3);
}

#[test]
fn building_needs_the_money_selling_is_always_possible() {
    let mut g = new_game(2, 31);
    g.pm(0).money = 0;
    let moves = g.draft_moves(0);
    assert!(
        moves
            .iter()
            .all(|m| !matches!(m, Action::Draft { build: true, .. }))
    );
    assert!(!moves.is_empty());
}

#[test]
fn recruiting_stops_when_the_top_score_cannot_pay_even_if_a_cheaper_card_follows() {
    let mut g = new_game(2, 32);
    g.order = vec![0, 1];
    g.pm(0).attraction = [2, 0, 0, 0];
    g.pm(1).attraction = [1, 0, 0, 0];
    // Top Beast costs 3, a 1-cost Beast waits below.
    let mut deck: Vec<u8> = data()
        .henchmen
        .iter()
        .enumerate()
        .filter(|(_, h)| h.kind == HType::Beasts && h.cost != 3)
        .map(|(i, _)| i as u8)
        .collect();
    deck.push(henchman_index("royal-jelly"));
    g.henchmen[0] = deck;
    let mut log = Ctx::new();
    g.recruit_all(&mut log);
    assert!(g.last_recruits.is_empty());
    assert_eq!(
        g.top_henchman(HType::Beasts),
        Some(henchman_index("royal-jelly"))
    );
    assert_eq!(g.p(0).attraction[0], 2, "nothing paid");
}

#[test]
fn at_most_two_of_a_type_are_recruited_per_round() {
    let mut g = new_game(2, 33);
    g.pm(0).attraction = [50, 0, 0, 0];
    let mut log = Ctx::new();
    g.recruit_all(&mut log);
    assert_eq!(g.last_recruits.len(), 2);
    assert!(g.p(0).attraction[0] < 50);
}

#[test]
fn the_scheme_window_asks_each_opponent_holding_a_scheme_in_order_and_hides_who_holds_which() {
    let (mut g, tusk) = attempt_fixture(40);
    // Seat 2 holds a harmless-looking card, seat 1 holds none: only seat 2 is asked.
    let c2 = scheme_with(Negative::TargetUp, Positive::Cancel);
    g.scheme_deck.retain(|&c| c != c2);
    g.pm(2).schemes.push(c2);
    attempt_alone(&mut g, tusk);
    assert_eq!(g.questions.acting(), vec![2]);
    // Both seats hold one: both are asked, in order after the active player, whatever they hold.
    let (mut g, tusk) = attempt_fixture(41);
    g.order = vec![1, 2, 0];
    to_contract_phase(&mut g);
    let (a, b) = (
        scheme_with(Negative::ExtraWeek, Positive::Time),
        scheme_with(Negative::Steal, Positive::Refresh),
    );
    g.scheme_deck.retain(|&c| c != a && c != b);
    g.pm(0).schemes.push(a);
    g.pm(2).schemes.push(b);
    // Seat 1 attempts (first in order): asked are 2, then 0.
    recruit(&mut g, 1, "tusk");
    let m = g.p(1).crew.last().expect("member").uid;
    let _ = tusk;
    act(
        &mut g,
        1,
        Action::Attempt {
            slot: 0,
            team: vec![m],
            lackey_trait: None,
        },
    );
    assert_eq!(g.questions.acting(), vec![2]);
    act(&mut g, 2, Action::Decline);
    assert_eq!(g.questions.acting(), vec![0], "out of turn: seat 0 decides");
    act(&mut g, 0, Action::Decline);
    assert_eq!(
        g.questions.current(),
        Some(&Ask::BeforeRoll),
        "flipped after every no"
    );
    assert!(g.attempt.as_ref().expect("attempt").contract.is_some());
}

#[test]
fn a_negative_scheme_closes_the_window_and_the_schemer_may_have_finished() {
    let (mut g, tusk) = attempt_fixture(42);
    let (a, b) = (
        scheme_with(Negative::TargetUp, Positive::Time),
        scheme_with(Negative::Steal, Positive::Time),
    );
    g.scheme_deck.retain(|&c| c != a && c != b);
    g.pm(1).schemes.push(a);
    g.pm(2).schemes.push(b);
    g.finish_token(1);
    attempt_alone(&mut g, tusk);
    assert_eq!(
        g.questions.acting(),
        vec![1],
        "a finished player may still scheme (ruling A-20)"
    );
    act(&mut g, 1, Action::Scheme { card: a, die: None });
    assert_eq!(
        g.questions.current(),
        Some(&Ask::BeforeRoll),
        "only one negative per attempt"
    );
    assert!(g.p(2).schemes.contains(&b));
}

#[test]
fn remove_die_takes_one_die_of_the_chosen_trait() {
    let (mut g, tusk) = attempt_fixture(43);
    let card = scheme_with(Negative::RemoveDie, Positive::Time);
    g.scheme_deck.retain(|&c| c != card);
    g.pm(1).schemes.push(card);
    attempt_alone(&mut g, tusk);
    // Tusk has no Magic: that die cannot be named.
    assert!(!is_legal(
        &g,
        1,
        &Action::Scheme {
            card,
            die: Some(Trait::Magic)
        }
    ));
    act(
        &mut g,
        1,
        Action::Scheme {
            card,
            die: Some(Trait::Brawn),
        },
    );
    act(&mut g, 0, Action::Roll);
    assert_eq!(g.attempt.as_ref().expect("attempt").dice.len(), 3);
}

#[test]
fn the_contract_attempt_is_composed_contract_then_team_then_lackey_trait() {
    let (g, tusk) = attempt_fixture(44);
    let lackey = g
        .p(0)
        .crew
        .iter()
        .find(|h| h.is_lackey())
        .expect("lackey")
        .uid;
    let step = g.choices(0, &[Choice::Contract(0)]);
    assert_eq!(step.subset.as_ref().map(|s| (s.min, s.max)), Some((1, 1)));
    assert!(
        step.options
            .iter()
            .any(|o| o.action == Choice::Member(tusk))
    );
    let done = g.choices(0, &[Choice::Contract(0), Choice::Member(tusk)]);
    assert_eq!(
        done.complete,
        Some(Action::Attempt {
            slot: 0,
            team: vec![tusk],
            lackey_trait: None
        })
    );
    let lack = g.choices(0, &[Choice::Contract(0), Choice::Member(lackey)]);
    assert!(lack.complete.is_none());
    assert_eq!(lack.options.len(), 4, "the Lackey's trait is chosen");
    // A partial move never changes the state; an illegal team is refused.
    assert!(!is_legal(
        &g,
        0,
        &Action::Attempt {
            slot: 0,
            team: vec![tusk, lackey],
            lackey_trait: None
        }
    ));
}

#[test]
fn undo_never_crosses_a_roll_or_a_reveal() {
    let (mut g, tusk) = attempt_fixture(45);
    let lab = {
        let design = data()
            .rooms
            .iter()
            .position(|r| r.id == "id-lab")
            .expect("room");
        let card = data()
            .room_cards
            .iter()
            .position(|&d| d == design)
            .expect("card") as u8;
        g.pm(0).rooms.push(crate::state::Room { card, used: false });
        card
    };
    let out = apply(
        &mut g,
        0,
        &Action::Room {
            card: lab,
            unit: crate::state::Unit::Villain,
            target: None,
        },
    )
    .expect("room");
    assert!(
        out.undoable,
        "an action room without draws can be taken back"
    );
    // Seat 0 is no longer on top; let the others pass until seat 0 acts again.
    while g.active() != Some(0) {
        let s = g.active().expect("active");
        apply(&mut g, s, &Action::Pass).expect("pass");
    }
    let out = apply(
        &mut g,
        0,
        &Action::Attempt {
            slot: 0,
            team: vec![tusk],
            lackey_trait: None,
        },
    )
    .expect("attempt");
    assert!(!out.undoable, "no window: the contract is flipped at once");
    let out = apply(&mut g, 0, &Action::Roll).expect("roll");
    assert!(!out.undoable);
    let out = apply(&mut g, 0, &Action::Accept).expect("accept");
    assert!(out.undoable);
}

#[test]
fn captured_henchmen_leave_with_their_powers_and_injured_cannot_join_teams() {
    let (mut g, tusk) = attempt_fixture(46);
    g.pm(0).henchman_mut(tusk).expect("tusk").powers.push(0);
    g.power_deck.retain(|&p| p != 0);
    g.attempt = None;
    attempt_alone(&mut g, tusk);
    act(&mut g, 0, Action::Roll);
    act(&mut g, 0, Action::Accept);
    ask_effect(&mut g, Ask::Captured, &[]);
    act(&mut g, 0, Action::Target { uid: tusk });
    assert!(g.p(0).henchman(tusk).is_none());
    assert!(g.power_discard.contains(&0));
    let (mut g, tusk) = attempt_fixture(47);
    g.pm(0).henchman_mut(tusk).expect("tusk").injuries = 1;
    assert!(!g.team_candidates(0).contains(&tusk));
}

#[test]
fn salaries_mercenaries_first_lackey_free_unpaid_leave() {
    let (mut g, tusk) = attempt_fixture(48);
    let merc_uid = g.new_uid();
    g.pm(0).crew.push(Henchman {
        uid: merc_uid,
        card: Card::Mercenary(0),
        ready: true,
        injuries: 0,
        powers: vec![],
    });
    g.merc_deck.retain(|&m| m != 0);
    let other = recruit(&mut g, 0, "beaker");
    g.pm(0).money = 2;
    for s in 0..3 {
        g.finish_token(s);
    }
    g.next_turn();
    assert_eq!(
        g.unpaid_count(0),
        1,
        "$2: the Mercenary and one of two recruits"
    );
    act(
        &mut g,
        0,
        Action::Cleanup(crate::state::CleanupChoice {
            unpaid: vec![other],
            fire: None,
        }),
    );
    for s in 1..3 {
        act(
            &mut g,
            s,
            Action::Cleanup(crate::state::CleanupChoice {
                unpaid: vec![],
                fire: None,
            }),
        );
    }
    assert_eq!(g.p(0).money, 0);
    assert!(g.p(0).henchman(tusk).is_some());
    assert!(g.p(0).henchman(other).is_none());
    assert!(g.p(0).henchman(merc_uid).is_none());
    assert_eq!(
        g.merc_deck.last(),
        Some(&0),
        "back under the Mercenary deck"
    );
    assert!(g.p(0).crew.iter().any(|h| h.is_lackey()));
}

#[test]
fn end_game_money_bonus_shares_ranks_and_ties_break_on_henchmen() {
    let mut g = new_game(3, 49);
    g.round = 3;
    g.pm(0).money = 10;
    g.pm(1).money = 10;
    g.pm(2).money = 4;
    let mut log = Ctx::new();
    g.end_game(&mut log);
    assert_eq!([g.p(0).bonus, g.p(1).bonus, g.p(2).bonus], [6, 6, 1]);
    g.pm(0).infamy = 20;
    g.pm(1).infamy = 20;
    recruit(&mut g, 1, "beaker");
    let ranking = g.ranking();
    assert_eq!(ranking[0].seat, 1);
    assert_eq!(ranking[0].place, 1);
    assert_eq!(ranking[1].place, 2);
}

#[test]
fn a_power_with_nobody_to_take_it_is_discarded_instead_of_blocking() {
    let (mut g, _) = attempt_fixture(50);
    g.pm(0).crew.clear();
    g.focus = 0;
    g.pending.push_back(crate::state::Pending::Power);
    // As a Power room does: the action's question is answered, then its effect resolves.
    g.questions.settle();
    let mut log = Ctx::new();
    g.process_pending(&mut log);
    assert!(g.pending.is_empty());
    assert_eq!(g.questions.current(), Some(&Ask::Action));
    assert_eq!(g.power_discard.len(), 1);
}

#[test]
fn the_preview_marks_the_team_picked_so_far_and_offers_the_rest() {
    let (g, tusk) = attempt_fixture(51);
    let partial = serde_json::json!({
        "partial": [Choice::Contract(0), Choice::Member(tusk)],
        "view": true,
    });
    let node = parlour_plugin_api::export::Instance::new(g)
        .choices(0, partial.to_string().as_bytes())
        .expect("choices")
        .view
        .expect("the view of the move in progress");
    let mut selected = false;
    node.walk(&mut |n| {
        if n.key.as_deref() == Some(&format!("henchman-{tusk}"))
            && let parlour_plugin_api::NodeKind::Card(c) = &n.kind
        {
            selected = c.selected;
        }
    });
    assert!(selected);
}

#[test]
fn a_seat_sees_its_own_hand_and_schemes_but_only_counts_of_the_others() {
    let g = new_game(3, 52);
    let node = view(&g, parlour_plugin_api::Viewer::Seat(0));
    let keys = node.keys();
    for c in &g.p(0).hand {
        assert!(keys.iter().any(|k| *k == format!("hand-{c}")));
    }
    for c in &g.p(1).hand {
        assert!(!keys.iter().any(|k| *k == format!("hand-{c}")) || g.p(0).hand.contains(c));
    }
    for c in &g.p(1).schemes {
        assert!(!keys.iter().any(|k| *k == format!("scheme-{c}")));
    }
}

#[test]
fn chosen_supervillains_are_picked_in_player_order_then_the_draft_starts() {
    let mut g = setup(3, 60, &[("villains", "chosen")]);
    assert_eq!(g.phase, Phase::ChooseVillain);
    let order = g.order.clone();
    for (i, &s) in order.iter().enumerate() {
        assert_eq!(g.questions.acting(), vec![s]);
        act(&mut g, s, Action::ChooseVillain(i as u8 + 1));
    }
    assert_eq!(g.phase, Phase::Draft);
    for (i, &s) in order.iter().enumerate() {
        assert_eq!(g.p(s).villain, Some(i as u8 + 1));
        assert!(
            g.p(s)
                .crew
                .iter()
                .any(|h| h.card == Card::Lackey(i as u8 + 1))
        );
    }
}

#[test]
fn bodyguards_stay_through_clean_up_as_normal_henchmen() {
    let mut g = setup(5, 61, &[("bodyguards", "true")]);
    assert_eq!(g.merc_deck.len(), 3);
    for s in 0..5 {
        assert!(
            g.p(s)
                .crew
                .iter()
                .any(|h| matches!(h.card, Card::Bodyguard(_)))
        );
    }
    to_contract_phase(&mut g);
    for s in 0..5 {
        g.finish_token(s);
    }
    g.next_turn();
    for s in 0..5 {
        act(
            &mut g,
            s,
            Action::Cleanup(crate::state::CleanupChoice {
                unpaid: vec![],
                fire: None,
            }),
        );
    }
    for s in 0..5 {
        assert!(
            g.p(s)
                .crew
                .iter()
                .any(|h| matches!(h.card, Card::Bodyguard(_)))
        );
    }
    assert_eq!(g.merc_deck.len(), 3, "bodyguards never return to the deck");
}

fn advanced_fixture(seed: u64, villain: u8) -> (Maniacal, u32) {
    let (mut g, tusk) = attempt_fixture(seed);
    g.options.advanced = true;
    g.pm(0).villain = Some(villain);
    to_contract_phase(&mut g);
    (g, tusk)
}

#[test]
fn advanced_abilities_each_change_their_rule() {
    // Admiral Abyss: contracts 1 week less (at least 3), Special Locations 3 weeks.
    let (g, _) = advanced_fixture(70, 4);
    assert_eq!(g.contract_weeks(0, 0), 3, "4 - 1");
    assert_eq!(g.contract_weeks(0, 1), 3, "3 stays 3");
    assert_eq!(g.location_weeks(0), 3);
    // Professor Null: one week less; draws two Powers and keeps one.
    let (mut g, tusk) = advanced_fixture(71, 3);
    assert_eq!(g.p(0).weeks, Some(7));
    g.focus = 0;
    g.pending.push_back(crate::state::Pending::Power);
    g.questions.settle();
    let mut log = Ctx::new();
    g.process_pending(&mut log);
    let Some(Ask::Power(drawn)) = g.questions.current().cloned() else {
        panic!("a power choice is pending");
    };
    assert_eq!(drawn.len(), 2);
    act(
        &mut g,
        0,
        Action::GivePower {
            power: drawn[1],
            uid: tusk,
        },
    );
    assert_eq!(g.p(0).henchman(tusk).expect("tusk").powers, vec![drawn[1]]);
    assert!(g.power_discard.contains(&drawn[0]));
    // Madame Mirage: one extra die of the recommended trait; the hospital costs $3.
    let (mut g, tusk) = advanced_fixture(72, 2);
    assert_eq!(g.hospital_price(0), 3);
    attempt_alone(&mut g, tusk);
    act(&mut g, 0, Action::Roll);
    assert_eq!(g.attempt.as_ref().expect("attempt").dice.len(), 5);
    // Baron von Gear: an action room a second time once a round; $1 more at clean-up.
    let (mut g, tusk) = advanced_fixture(73, 1);
    let design = data()
        .rooms
        .iter()
        .position(|r| r.id == "id-lab")
        .expect("room");
    let card = data()
        .room_cards
        .iter()
        .position(|&d| d == design)
        .expect("card") as u8;
    g.pm(0).rooms.push(crate::state::Room { card, used: true });
    assert_eq!(g.action_rooms(0), vec![card]);
    act(
        &mut g,
        0,
        Action::Room {
            card,
            unit: Unit::Henchman(tusk),
            target: None,
        },
    );
    while g.active() != Some(0) {
        let s = g.active().expect("active");
        act(&mut g, s, Action::Pass);
    }
    assert!(g.action_rooms(0).is_empty(), "only once a round");
    // Arctic Queen: the first injury to her team each round is ignored.
    let (mut g, tusk) = advanced_fixture(74, 0);
    attempt_alone(&mut g, tusk);
    act(&mut g, 0, Action::Roll);
    act(&mut g, 0, Action::Accept);
    g.focus = 0;
    g.pending.push_back(crate::state::Pending::Injured);
    g.pending.push_back(crate::state::Pending::Injured);
    g.questions.settle();
    g.process_pending(&mut log);
    assert_eq!(
        (g.pending.len(), g.questions.current()),
        (0, Some(&Ask::Injured)),
        "the first is ignored, the second waits for a target"
    );
    act(&mut g, 0, Action::Target { uid: tusk });
    assert_eq!(g.p(0).henchman(tusk).expect("tusk").injuries, 1);
}

/// Seat 0 attempts the fixture's contract with the given Infamy for seats 0, 1 and 2 and
/// `cards` negative Scheme cards in seat 1's hand; returns the bot's answer for seat 1.
fn bot_window(infamy: [i32; 3], cards: usize) -> Action {
    let (mut g, tusk) = attempt_fixture(61);
    for (s, &i) in infamy.iter().enumerate() {
        g.pm(s as Seat).infamy = i;
    }
    for _ in 0..cards {
        let card = g.scheme_deck.pop().expect("a Scheme card");
        g.pm(1).schemes.push(card);
    }
    attempt_alone(&mut g, tusk);
    assert_eq!(g.questions.current(), Some(&Ask::Scheme));
    assert_eq!(g.questions.acting(), vec![1]);
    crate::bot::choose(&g, 1, 5).expect("the bot answers")
}

#[test]
fn bot_aims_negative_schemes_at_the_leader() {
    let schemes = |a: &Action| matches!(a, Action::Scheme { .. });
    // Seat 0 leads seat 1's opponents: it gets the card.
    assert!(schemes(&bot_window([5, 4, 3], 1)));
    // Seat 2 leads: the only card is kept for it; a second card can be spared.
    assert_eq!(bot_window([3, 4, 5], 1), Action::Decline);
    assert!(schemes(&bot_window([3, 4, 5], 2)));
    // Far behind the lead: no card, however many are held.
    assert_eq!(bot_window([0, 10, 2], 2), Action::Decline);
    assert_eq!(bot_window([0, 2, 10], 2), Action::Decline);
}

#[test]
fn the_scheme_target_is_the_leading_opponent_ties_to_the_turn_order() {
    let (mut g, _) = attempt_fixture(61);
    g.pm(0).infamy = 4;
    g.pm(1).infamy = 9;
    g.pm(2).infamy = 4;
    g.order = vec![0, 1, 2];
    assert_eq!(crate::bot::scheme_target(&g, 1), Some(0));
    g.order = vec![2, 1, 0];
    assert_eq!(crate::bot::scheme_target(&g, 1), Some(2));
    assert_eq!(
        crate::bot::scheme_target(&g, 2),
        Some(1),
        "the bot's own Infamy is no target"
    );
    g.pm(0).infamy = 5;
    assert_eq!(crate::bot::scheme_target(&g, 1), Some(0));
}
