//! Unit tests: the rulebooks' worked examples, edge cases, locales, hidden information and the
//! bot's strength.
//!
//! Moves go through the SDK (`testing::apply`), which accepts an action only when the legal
//! moves offer it; views are drawn as the host draws them (`testing::view`).

use std::collections::BTreeSet;

use parlour_plugin_api::abi::SPECTATOR;
use parlour_plugin_api::export::{Instance, full_manifest};
use parlour_plugin_api::testing::{self, Texts};
use parlour_plugin_api::{Applied, Ctx, Game, GameRng, Node, Questions, Seat, Text, Viewer};
use serde_json::json;

use super::*;
use crate::data::data;
use crate::state::Masterminds;

// ---------------------------------------------------------------------------------------------
// Helpers

/// A new game without the designed start codex tokens, so that the rulebook examples count
/// from zero.
fn game(players: u32, seed: u64) -> Masterminds {
    let mut g = Masterminds::new(players, Edition::English, false, seed).expect("setup");
    for pl in &mut g.players {
        pl.codex.clear();
    }
    g
}

/// Applies an action through the SDK, which refuses it unless it is legal.
fn act(g: &mut Masterminds, seat: Seat, action: Action) -> Applied {
    testing::apply(g, seat, &action).unwrap_or_else(|e| {
        let legal: Vec<Action> = g.legal_plain(seat);
        panic!(
            "{action:?} for seat {seat}: {e}; legal: {legal:?}; decision {:?}",
            decision(g)
        )
    })
}

/// What a viewer sees, clickable where its moves are (as the host draws it).
fn look(g: &Masterminds, viewer: Viewer) -> Node {
    testing::view(g, viewer)
}

/// The decision a resolution asks now and the seat it asks (a copy, to match on).
fn decision(g: &Masterminds) -> Option<(Seat, Ask)> {
    g.decision().map(|(seat, ask)| (seat, ask.clone()))
}

/// Answers pending decisions with the first legal action until the stage needs `seat`'s turn.
fn settle(g: &mut Masterminds) {
    for _ in 0..200 {
        if decision(g).is_none() {
            return;
        }
        let seat = g.acting_seats()[0];
        let first = g.legal_actions(seat)[0].action;
        act(g, seat, first);
    }
}

/// Ends the turn if the game still waits for it (with fewer than two scientists it ends itself).
fn end_turn(g: &mut Masterminds, seat: Seat) {
    if g.legal_actions(seat)
        .iter()
        .any(|l| l.action == Action::EndTurn)
    {
        act(g, seat, Action::EndTurn);
    }
}

fn set_machine(g: &mut Masterminds, seat: Seat, m: MachineId) {
    g.players[seat as usize].machine = Some(m);
}

fn p(owner: Seat, agent: Agent) -> Placed {
    Placed { owner, agent }
}

fn parts_placed(g: &Masterminds, seat: Seat) -> (u32, u32) {
    let pl = &g.players[seat as usize];
    (
        pl.parts.iter().map(|s| u32::from(s[0])).sum(),
        pl.parts.iter().map(|s| u32::from(s[1])).sum(),
    )
}

// ---------------------------------------------------------------------------------------------
// Data and manifest

#[test]
fn data_parses_and_is_complete() {
    let d = data::Data::parse().expect("data parses");
    assert_eq!(d.machines.len(), 6);
    assert_eq!(d.missions.len(), 24);
    assert_eq!(d.missions.iter().filter(|m| m.basic).count(), 5);
    for m in &d.machines {
        assert_eq!(m.segment.len(), SEGMENTS);
    }
    for players in 2..=4 {
        let start = d.service_start(players);
        assert!((1..12).contains(&start));
    }
    assert_eq!(d.setup.pools.scientists, 12);
    assert_eq!(d.setup.pools.codex, 48);
    assert_eq!(d.setup.pools.mayhem, 30);
}

#[test]
fn manifest_describes_the_game() {
    let m = full_manifest::<Masterminds>();
    assert_eq!(m.id, "victorian-masterminds");
    assert_eq!((m.min_players, m.max_players), (2, 4));
    assert!(m.hidden_information);
    assert_eq!(m.options.len(), 2);
    assert_eq!(m.options[0].default, "en");
    assert_eq!(m.options[1].default, "random");
}

#[test]
fn setup_follows_the_rulebook() {
    let g = game(4, 7);
    assert_eq!(g.buildings.iter().map(Vec::len).sum::<usize>(), 20);
    assert!(g.missions.iter().all(|m| m.is_some()));
    assert_eq!(g.deck.len(), 19);
    let mut basic: Vec<u8> = g.missions.iter().flatten().copied().collect();
    basic.sort();
    assert_eq!(
        basic,
        vec![0, 1, 2, 3, 4],
        "the five basic missions, one per city"
    );
    let mut machines = BTreeSet::new();
    for pl in &g.players {
        assert_eq!(pl.pile.len(), 5);
        assert_eq!(pl.firepower, 1);
        assert_eq!(pl.scientists, 1);
        assert!(machines.insert(pl.machine.expect("machine")));
    }
    assert_eq!(g.level, data().map(|d| d.service_start(4)).unwrap_or(0));
    let again = game(4, 7);
    assert_eq!(g, again, "setup is deterministic");
}

#[test]
fn machines_can_be_picked() {
    let mut g = Masterminds::new(3, Edition::English, true, 1).expect("setup");
    assert_eq!(g.acting_seats(), vec![0]);
    act(&mut g, 0, Action::PickMachine(MachineId::Mole));
    assert_eq!(g.acting_seats(), vec![1]);
    assert!(
        !g.legal_actions(1)
            .iter()
            .any(|l| l.action == Action::PickMachine(MachineId::Mole))
    );
    act(&mut g, 1, Action::PickMachine(MachineId::Spider));
    act(&mut g, 2, Action::PickMachine(MachineId::Flyer));
    assert_eq!(g.questions.current(), Some(&Ask::Place));
    assert_eq!(g.acting_seats(), vec![0]);
    assert_eq!(g.players[0].machine, Some(MachineId::Mole));
}

// ---------------------------------------------------------------------------------------------
// Worked examples of the rulebooks

#[test]
fn example_number_two_in_london() {
    let mut g = game(4, 1);
    set_machine(&mut g, 1, MachineId::Fortress);
    // Philippe (seat 1) placed his Number Two first; two more agents follow.
    g.stacks[City::London.index()] = vec![p(1, Agent::NumberTwo), p(2, Agent::Henchman)];
    g.players[0].pile = vec![Agent::Henchman];
    act(&mut g, 0, Action::Place(City::London));
    assert!(g.resolution.is_some());
    act(&mut g, 1, Action::Order(Order::SpoilsFirst));
    // First copper plate: a segment choice.
    let seg = match decision(&g) {
        Some((
            1,
            Ask::Segment {
                part: Part::Copper,
                options,
            },
        )) => options[0],
        other => panic!("expected a copper segment choice, got {other:?}"),
    };
    act(&mut g, 1, Action::Segment(seg));
    let seg = match decision(&g) {
        Some((
            1,
            Ask::Segment {
                part: Part::Copper,
                options,
            },
        )) => options[0],
        other => panic!("expected a second copper choice, got {other:?}"),
    };
    act(&mut g, 1, Action::Segment(seg));
    assert_eq!(parts_placed(&g, 1), (0, 2), "two copper plates, no bolt");
    assert!(g.players[1].discard.contains(&Agent::NumberTwo));
}

#[test]
fn example_henchman_in_paris() {
    let mut g = game(4, 2);
    // Paris shows the basic mission "own a captured building" (index 0, reward 2).
    g.missions[City::Paris.index()] = Some(0);
    g.players[2]
        .buildings
        .push((City::Rome, BuildingKind::University));
    g.stacks[City::Paris.index()] = vec![p(1, Agent::NumberTwo), p(2, Agent::Henchman)];
    g.players[0].pile = vec![Agent::NumberTwo];
    let deck_before = g.deck.len();
    act(&mut g, 0, Action::Place(City::Paris));
    act(&mut g, 1, Action::Order(Order::SpoilsFirst));
    act(&mut g, 2, Action::Order(Order::AbilityFirst));
    assert_eq!(g.players[2].missions, vec![0]);
    assert_eq!(
        g.missions[City::Paris.index()],
        None,
        "refilled only after the stack"
    );
    settle(&mut g);
    assert!(g.resolution.is_none());
    assert!(g.missions[City::Paris.index()].is_some(), "slot refilled");
    assert_eq!(g.deck.len(), deck_before - 1);
    let missions = g.score_lines(2)[2].value;
    assert_eq!(missions, 2, "the mission is worth 2 mayhem points");
}

#[test]
fn example_two_saboteurs_in_rome() {
    let mut g = game(4, 3);
    set_machine(&mut g, 2, MachineId::Fortress);
    // Vincent (3) first, then a Saboteur of seat 1, then seat 2's Number Two.
    g.stacks[City::Rome.index()] = vec![p(3, Agent::Saboteur), p(1, Agent::Saboteur)];
    g.players[2].pile = vec![Agent::NumberTwo];
    g.active = 2;
    g.questions = Questions::new();
    g.questions.ask(2, Ask::Place);
    act(&mut g, 2, Action::Place(City::Rome));
    act(&mut g, 3, Action::Order(Order::SpoilsFirst));
    assert_eq!(g.players[3].codex, vec![1]);
    let r = g.resolution.as_ref().expect("resolving");
    assert_eq!(r.cancelled, vec![false, true, false]);
    // The sabotaged Saboteur takes its spoils without a choice and cannot sabotage.
    assert!(matches!(decision(&g), Some((2, Ask::Order { .. }))));
    assert_eq!(g.players[1].codex, vec![1]);
    act(&mut g, 2, Action::Order(Order::SpoilsFirst));
    assert_eq!(
        g.players[2].codex,
        vec![1, 1],
        "the third agent works normally"
    );
}

#[test]
fn a_saboteur_spares_its_owner() {
    let mut g = game(3, 4);
    g.stacks[City::Rome.index()] = vec![p(1, Agent::Saboteur), p(1, Agent::NumberTwo)];
    g.players[0].pile = vec![Agent::Henchman];
    act(&mut g, 0, Action::Place(City::Rome));
    act(&mut g, 1, Action::Order(Order::SpoilsFirst));
    assert_eq!(
        g.resolution.as_ref().map(|r| r.cancelled.clone()),
        Some(vec![false, false, false])
    );
    act(&mut g, 1, Action::Order(Order::SpoilsFirst));
    assert_eq!(g.players[1].codex, vec![1, 1, 1]);
}

#[test]
fn example_gunner_in_washington() {
    let mut g = game(4, 5);
    g.level = 5;
    g.players[1].firepower = 7;
    g.stacks[City::Washington.index()] = vec![p(1, Agent::Gunner), p(2, Agent::Henchman)];
    g.players[0].pile = vec![Agent::Henchman];
    act(&mut g, 0, Action::Place(City::Washington));
    act(&mut g, 1, Action::Order(Order::SpoilsFirst));
    if let Some((_, Ask::Segment { options, .. })) = decision(&g) {
        act(&mut g, 1, Action::Segment(options[0]));
    }
    assert_eq!(parts_placed(&g, 1).0, 1, "a bolt first");
    act(
        &mut g,
        1,
        Action::Building(City::Washington, BuildingKind::Monument),
    );
    assert_eq!(g.players[1].mayhem, 1);
    assert_eq!(g.level, 6);
    assert_eq!(
        g.players[1].buildings,
        vec![(City::Washington, BuildingKind::Monument)]
    );
    assert!(!g.buildings[City::Washington.index()].contains(&BuildingKind::Monument));
}

#[test]
fn a_gunner_below_the_level_captures_nothing() {
    let mut g = game(2, 5);
    g.level = 5;
    g.players[1].firepower = 4;
    g.stacks[City::Moscow.index()] = vec![p(1, Agent::Gunner)];
    g.players[0].pile = vec![Agent::Henchman];
    act(&mut g, 0, Action::Place(City::Moscow));
    // Ability first: firepower 4 < 5.
    act(&mut g, 1, Action::Order(Order::AbilityFirst));
    assert!(g.players[1].buildings.is_empty());
    assert_eq!(g.players[1].firepower, 5);
}

#[test]
fn example_engineer_in_moscow_with_the_steam_mole() {
    let mut g = game(4, 6);
    set_machine(&mut g, 3, MachineId::Mole);
    g.stacks[City::Moscow.index()] = vec![p(3, Agent::Engineer), p(1, Agent::Henchman)];
    g.stacks[City::Paris.index()] = vec![p(2, Agent::Gunner)];
    g.players[3].pile = vec![Agent::Saboteur, Agent::Gunner];
    g.players[0].pile = vec![Agent::Henchman];
    act(&mut g, 0, Action::Place(City::Moscow));
    act(&mut g, 3, Action::Order(Order::SpoilsFirst));
    assert_eq!(g.players[3].firepower, 2);
    match decision(&g) {
        Some((
            3,
            Ask::Mole {
                options,
                bonus: false,
            },
        )) => {
            assert_eq!(options, vec![City::Paris])
        }
        other => panic!("expected the Steam Mole's choice, got {other:?}"),
    }
    act(&mut g, 3, Action::City(City::Paris));
    assert_eq!(
        g.stacks[City::Paris.index()],
        vec![p(3, Agent::Gunner), p(2, Agent::Gunner)],
        "the top agent goes under the lone agent"
    );
    assert_eq!(g.players[3].pile, vec![Agent::Saboteur]);
}

#[test]
fn two_players_resolve_at_two_agents() {
    let mut g = game(2, 8);
    g.players[0].pile = vec![Agent::Henchman, Agent::Gunner];
    g.players[1].pile = vec![Agent::Henchman, Agent::NumberTwo];
    act(&mut g, 0, Action::Place(City::Rome));
    assert!(g.resolution.is_none());
    end_turn(&mut g, 0);
    act(&mut g, 1, Action::Place(City::Rome));
    assert!(
        g.resolution.is_some(),
        "the second agent triggers resolution"
    );
    assert!(g.stacks[City::Rome.index()].is_empty());
}

#[test]
fn three_players_resolve_at_three_agents() {
    let mut g = game(3, 8);
    g.players[0].pile = vec![Agent::Henchman, Agent::Gunner];
    g.players[1].pile = vec![Agent::Henchman, Agent::NumberTwo];
    act(&mut g, 0, Action::Place(City::Rome));
    end_turn(&mut g, 0);
    act(&mut g, 1, Action::Place(City::Rome));
    assert!(g.resolution.is_none());
    assert_eq!(g.stacks[City::Rome.index()].len(), 2);
}

#[test]
fn the_end_resolves_the_stacks_left_in_order() {
    let mut g = game(4, 9);
    g.stacks[City::Washington.index()] = vec![p(1, Agent::Henchman)];
    g.stacks[City::London.index()] = vec![p(2, Agent::Henchman)];
    g.stacks[City::Rome.index()] = vec![p(3, Agent::Henchman)];
    g.stacks[City::Moscow.index()] = vec![p(1, Agent::NumberTwo)];
    g.stacks[City::Paris.index()] = vec![p(2, Agent::Saboteur)];
    g.end_triggered = true;
    g.turns_left = Some(1);
    g.players[0].pile = vec![Agent::Henchman];
    // Seat 0 is on its last turn: placing in London (2 agents, below 3) and ending.
    act(&mut g, 0, Action::Place(City::London));
    end_turn(&mut g, 0);
    assert_eq!(g.stage, Stage::Final);
    let mut order = Vec::new();
    if let Some(r) = &g.resolution {
        order.push(r.city);
    }
    for _ in 0..200 {
        if g.is_over() {
            break;
        }
        let seat = g.acting_seats()[0];
        let first = g.legal_actions(seat)[0].action;
        let out = act(&mut g, seat, first);
        for line in out.log {
            if line.text.id == "log-resolve"
                && let Some(parlour_plugin_api::Arg::Msg(city)) = line.text.args.get("city")
            {
                order.push(
                    City::ALL
                        .into_iter()
                        .find(|c| c.text() == *city)
                        .expect("a city"),
                );
            }
        }
    }
    assert!(
        g.is_over(),
        "{:?} {:?} {:?} {:?}",
        g.stage,
        decision(&g),
        g.resolution,
        g.pending
    );
    assert_eq!(
        order,
        vec![
            City::London,
            City::Moscow,
            City::Paris,
            City::Rome,
            City::Washington
        ]
    );
    assert!(g.stacks.iter().all(Vec::is_empty));
}

#[test]
fn the_last_round_gives_everyone_one_more_turn() {
    let mut g = game(3, 10);
    g.level = 11;
    g.players[1].firepower = 11;
    g.stacks[City::Rome.index()] = vec![p(1, Agent::Gunner), p(2, Agent::Henchman)];
    g.players[0].pile = vec![Agent::Henchman, Agent::Henchman];
    act(&mut g, 0, Action::Place(City::Rome));
    act(&mut g, 1, Action::Order(Order::AbilityFirst));
    act(
        &mut g,
        1,
        Action::Building(City::Rome, BuildingKind::Monument),
    );
    assert_eq!(g.level, 12);
    assert!(g.end_triggered);
    settle(&mut g);
    while g.questions.current() == Some(&Ask::After) && g.active == 0 {
        end_turn(&mut g, 0);
    }
    // Seats 1, 2 and 0 each take one more turn.
    let mut turns = Vec::new();
    for _ in 0..200 {
        if g.stage == Stage::Final || g.is_over() {
            break;
        }
        if g.questions.current() == Some(&Ask::Place) && turns.last() != Some(&g.active) {
            turns.push(g.active);
        }
        let seat = g.acting_seats()[0];
        let a = bot::choose(&g, seat, 1).expect("an action");
        act(&mut g, seat, a);
    }
    assert_eq!(turns, vec![1, 2, 0]);
}

// ---------------------------------------------------------------------------------------------
// Limits and timing

#[test]
fn ties_go_to_more_segments_then_are_shared() {
    let mut g = game(3, 11);
    g.stage = Stage::Over;
    g.players[0].mayhem = 2; // 4 points
    g.players[1].mayhem = 2;
    g.players[2].mayhem = 2;
    // Give seat 1 a built segment worth points, and make the totals equal again.
    g.players[1].done[0] = true;
    let pts = g.score(1) - 4;
    g.players[0].codex = vec![1; pts as usize];
    g.players[2].codex = vec![1; pts as usize];
    assert_eq!(g.score(0), g.score(1));
    let ranking = g.ranking();
    assert_eq!(ranking[0].seat, 1);
    assert_eq!(ranking[0].place, 1);
    let places: Vec<(Seat, u32)> = ranking.iter().map(|r| (r.seat, r.place)).collect();
    assert!(
        places.contains(&(0, 2)) && places.contains(&(2, 2)),
        "{places:?}"
    );
}

#[test]
fn the_library_holds_ten_codex_tokens() {
    let mut g = game(2, 12);
    let mut ctx = Ctx::new();
    for _ in 0..12 {
        g.gain(0, Res::Codex, &mut ctx);
    }
    assert_eq!(g.players[0].codex.len(), LIBRARY);
    assert!(ctx.lines().iter().any(|l| l.text.id == "log-codex-lost"));
}

#[test]
fn five_codex_tokens_let_you_pick_from_the_pile() {
    let mut g = game(2, 13);
    g.players[0].pile = vec![Agent::Gunner, Agent::Saboteur, Agent::Henchman];
    g.players[0].codex = vec![1; 4];
    assert!(
        !g.legal_actions(0)
            .iter()
            .any(|l| matches!(l.action, Action::ChooseAgent(_)))
    );
    g.players[0].codex.push(1);
    act(&mut g, 0, Action::ChooseAgent(Agent::Gunner));
    // The pick is made once: no second pick (choosing back and forth would never end the
    // turn); the chosen agent is the one placed.
    assert!(
        !g.legal_actions(0)
            .iter()
            .any(|l| matches!(l.action, Action::ChooseAgent(_))),
        "one pick a turn"
    );
    act(&mut g, 0, Action::Place(City::Paris));
    assert_eq!(g.stacks[City::Paris.index()], vec![p(0, Agent::Gunner)]);
    assert_eq!(g.players[0].pile, vec![Agent::Saboteur, Agent::Henchman]);
}

#[test]
fn library_segment_gives_codex_worth_two() {
    let mut g = game(2, 14);
    let md = data()
        .and_then(|d| d.machine(g.players[0].machine.expect("m")))
        .expect("md");
    let lib = md
        .segment
        .iter()
        .position(|s| s.unlock == data::Unlock::Library)
        .expect("library");
    g.players[0].done[lib] = true;
    let mut ctx = Ctx::new();
    g.gain(0, Res::Codex, &mut ctx);
    assert_eq!(g.players[0].codex, vec![2]);
}

#[test]
fn a_part_without_a_free_slot_is_lost() {
    let mut g = game(2, 15);
    // Fill every bolt slot.
    let md = data()
        .and_then(|d| d.machine(g.players[0].machine.expect("m")))
        .expect("md");
    for (i, s) in md.segment.iter().enumerate() {
        g.players[0].parts[i][0] = s.bolts;
    }
    let before = g.players[0].parts;
    let mut ctx = Ctx::new();
    g.gain(0, Res::Bolt, &mut ctx);
    assert!(decision(&g).is_none());
    assert_eq!(g.players[0].parts, before);
    assert!(ctx.lines().iter().any(|l| l.text.id == "log-part-lost"));
}

#[test]
fn a_full_segment_is_built_and_its_parts_return() {
    let mut g = game(2, 16);
    let md = data()
        .and_then(|d| d.machine(g.players[0].machine.expect("m")))
        .expect("md");
    let (i, s) = md
        .segment
        .iter()
        .enumerate()
        .find(|(_, s)| s.bolts >= 1)
        .expect("a segment with a bolt");
    g.players[0].parts[i] = [s.bolts - 1, s.copper];
    let mut ctx = Ctx::new();
    g.put_part(0, Part::Bolt, i as u8, &mut ctx);
    assert!(g.players[0].done[i]);
    assert_eq!(g.players[0].parts[i], [0, 0]);
}

#[test]
fn scientists_need_a_free_cell() {
    let mut g = game(2, 17);
    let mut ctx = Ctx::new();
    g.gain(0, Res::Scientist, &mut ctx);
    g.gain(0, Res::Scientist, &mut ctx);
    assert_eq!(g.players[0].scientists, 2, "two cells at the start");
    // A third finds no free cell, and the log says so (not that the supply is empty).
    let mut ctx = Ctx::new();
    g.gain(0, Res::Scientist, &mut ctx);
    assert_eq!(g.players[0].scientists, 2);
    let ids: Vec<&str> = ctx.lines().iter().map(|l| l.text.id.as_str()).collect();
    assert_eq!(ids, ["log-scientist-lost"]);
    // With a free cell but all twelve scientists in other laboratories, the supply is empty.
    let mut g = game(4, 17);
    g.players[0].scientists = 0;
    for p in &mut g.players[1..] {
        p.scientists = 4;
    }
    let mut ctx = Ctx::new();
    g.gain(0, Res::Scientist, &mut ctx);
    assert_eq!(g.players[0].scientists, 0);
    let ids: Vec<&str> = ctx.lines().iter().map(|l| l.text.id.as_str()).collect();
    assert_eq!(ids, ["log-scientist-none"]);
}

#[test]
fn the_pile_is_reshuffled_after_the_resolution_it_triggered() {
    let mut g = game(2, 18);
    g.players[0].pile = vec![Agent::Gunner];
    g.players[0].discard = vec![Agent::Henchman, Agent::Saboteur];
    g.stacks[City::Rome.index()] = vec![p(1, Agent::NumberTwo)];
    act(&mut g, 0, Action::Place(City::Rome));
    // Resolution under way: the discard is not yet shuffled in.
    assert!(g.resolution.is_some());
    assert!(g.players[0].pile.is_empty());
    assert_eq!(g.players[0].discard.len(), 2);
    settle(&mut g);
    assert!(g.resolution.is_none());
    // The Gunner resolved first went to the discard, then the whole discard became the pile.
    assert_eq!(g.players[0].pile.len(), 3);
    assert!(g.players[0].discard.is_empty());
    assert!(g.players[0].pile.contains(&Agent::Gunner));
}

#[test]
fn the_pile_is_reshuffled_at_once_without_resolution() {
    let mut g = game(3, 19);
    g.players[0].pile = vec![Agent::Gunner];
    g.players[0].discard = vec![Agent::Henchman];
    act(&mut g, 0, Action::Place(City::Rome));
    assert_eq!(g.players[0].pile, vec![Agent::Henchman]);
}

#[test]
fn without_an_agent_you_must_resolve_a_stack_of_yours() {
    let mut g = game(3, 20);
    g.players[0].pile.clear();
    g.players[0].discard.clear();
    g.stacks[City::Rome.index()] = vec![p(0, Agent::Gunner)];
    g.stacks[City::Paris.index()] = vec![p(1, Agent::Gunner)];
    let legal: Vec<Action> = g.legal_actions(0).into_iter().map(|l| l.action).collect();
    assert_eq!(legal, vec![Action::Resolve(City::Rome)]);
    act(&mut g, 0, Action::Resolve(City::Rome));
    assert!(g.resolution.is_some());
}

#[test]
fn recycle_extra_turn_and_capture() {
    let mut g = game(3, 21);
    g.players[0].scientists = 4;
    g.players[0].discard = vec![Agent::Gunner];
    act(&mut g, 0, Action::Recycle(Agent::Gunner));
    assert_eq!(g.players[0].scientists, 3);
    act(&mut g, 0, Action::Place(City::Paris));
    assert_eq!(g.stacks[City::Paris.index()], vec![p(0, Agent::Gunner)]);
    assert!(g.players[0].discard.is_empty());
    assert_eq!(g.players[0].pile.len(), 5);
    let level = g.level;
    act(&mut g, 0, Action::CaptureAnywhere);
    act(
        &mut g,
        0,
        Action::Building(City::Rome, BuildingKind::Monument),
    );
    assert_eq!(g.level, level + 1);
    assert_eq!(g.players[0].mayhem, 1);
    assert_eq!(g.players[0].codex.len(), 0, "English: no city spoils");
    assert_eq!(g.players[0].scientists, 0);
    assert_eq!(g.active, 1, "nothing left to do: the turn ends by itself");
}

#[test]
fn german_edition_limits_special_actions_and_capture_gives_spoils() {
    let mut g = Masterminds::new(3, Edition::German, false, 22).expect("setup");
    g.players[0].scientists = 4;
    act(&mut g, 0, Action::Place(City::Paris));
    act(&mut g, 0, Action::CaptureAnywhere);
    act(
        &mut g,
        0,
        Action::Building(City::Rome, BuildingKind::Monument),
    );
    assert_eq!(g.players[0].codex.len(), 1, "German: the city's spoils too");
    // One special action per turn: the turn ended by itself.
    assert_eq!(g.active, 1);
    let mut g = Masterminds::new(3, Edition::German, false, 23).expect("setup");
    g.players[0].scientists = 4;
    act(&mut g, 0, Action::Place(City::Paris));
    act(&mut g, 0, Action::ExtraTurn);
    let legal: Vec<Action> = g.legal_actions(0).into_iter().map(|l| l.action).collect();
    assert!(!legal.iter().any(|a| matches!(a, Action::Recycle(_))));
    act(&mut g, 0, Action::Place(City::Rome));
    assert_eq!(g.active, 1, "no scientists during the extra turn");
}

#[test]
fn english_edition_combines_special_actions() {
    let mut g = game(3, 24);
    g.players[0].scientists = 4;
    act(&mut g, 0, Action::Place(City::Paris));
    act(&mut g, 0, Action::ExtraTurn);
    act(&mut g, 0, Action::Place(City::Rome));
    assert!(
        g.legal_actions(0)
            .iter()
            .any(|l| l.action == Action::ExtraTurn)
    );
}

// ---------------------------------------------------------------------------------------------
// Hidden information and views

fn keys(view: &Node) -> Vec<String> {
    let mut out = Vec::new();
    view.walk(&mut |node| out.extend(node.key.clone()));
    out
}

/// Every agent disc that shows its letter also carries the letter as a localised caption
/// (German Draufgängerin and Ingenieur are "D" and "I"), and only the seat's own agents do.
#[test]
fn agent_discs_carry_their_initial_in_the_readers_language() {
    let mut g = game(3, 25);
    g.stacks[City::Rome.index()] = vec![p(1, Agent::Gunner), p(0, Agent::Engineer)];
    let view = look(&g, Viewer::Seat(0));
    let mut captions = Vec::new();
    view.walk(&mut |node| {
        if let parlour_plugin_api::NodeKind::Token(token) = &node.kind
            && token.label.is_some()
            && let Some(caption) = &node.caption
        {
            captions.push((token.label.clone().unwrap_or_default(), caption.id.clone()));
        }
    });
    assert!(
        captions.contains(&("E".to_owned(), "agent-engineer-mark".to_owned())),
        "{captions:?}"
    );
    assert!(
        !captions.iter().any(|(_, id)| id == "agent-gunner-mark"),
        "another seat's hidden agent shows no letter: {captions:?}"
    );
}

#[test]
fn views_hide_other_agents_and_piles() {
    let mut g = game(3, 25);
    g.stacks[City::Rome.index()] = vec![p(1, Agent::Gunner), p(0, Agent::Saboteur)];
    let view = serde_json::to_string(&look(&g, Viewer::Seat(0))).expect("json");
    // Own agent is shown (its mark "S"), the other one is not.
    assert!(view.contains("agent-saboteur"));
    assert!(
        !view.contains("agent-gunner\"")
            || !view.contains("tip-own-agent\",\"args\":{\"agent\":{\"id\":\"agent-gunner")
    );
    let spectator = serde_json::to_string(&look(&g, Viewer::Spectator)).expect("json");
    assert!(!spectator.contains("tip-own-agent"));
    // Nobody sees another seat's pile top.
    let v1 = look(&g, Viewer::Seat(1));
    let k = keys(&v1);
    for key in [
        "board",
        "service",
        "resolution",
        "mat-0",
        "mat-1",
        "mat-2",
        "pile-1",
    ] {
        assert!(k.contains(&key.to_string()), "missing {key}");
    }
    let top0 = g.players[0].pile.last().copied().expect("top");
    let v1 = serde_json::to_value(&v1).expect("json");
    let mut found = false;
    fn walk(v: &serde_json::Value, f: &mut dyn FnMut(&serde_json::Value)) {
        f(v);
        match v {
            serde_json::Value::Object(m) => m.values().for_each(|x| walk(x, f)),
            serde_json::Value::Array(a) => a.iter().for_each(|x| walk(x, f)),
            _ => {}
        }
    }
    walk(&v1, &mut |n| {
        if n.get("key") == Some(&json!("pile-0")) && n.get("top").is_some_and(|t| !t.is_null()) {
            found = true;
        }
    });
    assert!(!found, "seat 1 sees no top of seat 0's pile ({top0:?})");
}

#[test]
fn the_own_pile_top_is_visible() {
    let g = game(2, 26);
    let v = serde_json::to_value(look(&g, Viewer::Seat(0))).expect("json");
    let top = g.players[0].pile.last().copied().expect("top");
    assert!(v.to_string().contains(&format!("agent-{}", top.id())));
}

#[test]
fn cities_are_clickable_for_the_active_player() {
    let g = game(2, 27);
    let view = look(&g, Viewer::Seat(0));
    let clicks = view.choices();
    for city in City::ALL {
        assert!(clicks.contains(&parlour_plugin_api::id::id_of(&Action::Place(city))));
    }
    assert!(look(&g, Viewer::Seat(1)).choices().is_empty());
}

// ---------------------------------------------------------------------------------------------
// Whole games, locales, bot

#[test]
fn both_languages_define_the_same_messages_and_variables() {
    let manifest = Masterminds::manifest();
    testing::locales_agree(&manifest).unwrap_or_else(|e| panic!("{e}"));
    let en = testing::locale(&manifest, "en");
    // All 48 segments and 24 missions are named.
    for m in MachineId::ALL {
        for i in 1..=8 {
            assert!(en.contains_key(&format!("seg-{}-{i}", m.id())));
        }
        assert!(en.contains_key(&format!("power-{}", m.id())));
        assert!(en.contains_key(&format!("bonus1-{}", m.id())));
    }
    for i in 1..=24 {
        assert!(en.contains_key(&format!("mission-{i}")));
    }
}

/// Plays a game with the given bots: `smart[seat]` chooses the heuristic bot, else a uniformly
/// random legal move.
fn play(players: u32, seed: u64, smart: &[bool]) -> Masterminds {
    let mut g = game(players, seed);
    let mut rng = GameRng::from_seed(seed ^ 0xabc);
    for step in 0..5000 {
        if g.is_over() {
            break;
        }
        let seat = g.acting_seats()[0];
        let action = if smart.get(seat as usize).copied().unwrap_or(false) {
            bot::choose(&g, seat, rng.next_u64()).expect("bot acts")
        } else {
            testing::random_move(&g, seat, &mut rng)
                .unwrap_or_else(|| panic!("no legal action at step {step}"))
        };
        act(&mut g, seat, action);
    }
    assert!(
        g.is_over(),
        "game {seed} with {players} players did not end"
    );
    g
}

#[test]
fn every_text_of_played_games_exists_with_its_arguments() {
    let manifest = Masterminds::manifest();
    for players in 2..=4 {
        testing::texts_of_played_games(|seed| game(players, seed), 3, 5000)
            .unwrap_or_else(|e| panic!("{players} players: {e}"));
    }
    // The score sheets of finished games.
    let mut texts = Texts::new();
    for players in 2..=4 {
        for r in play(players, 0, &[true, false, true, false]).ranking() {
            for line in &r.breakdown {
                texts.add(&line.label);
            }
        }
    }
    texts
        .all_defined(&manifest)
        .unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn games_end_at_every_player_count_and_replay_identically() {
    for players in 2..=4 {
        for seed in 0..10 {
            let bots = |seed| testing::play_out(game(players, seed), seed, 1, 5000);
            let (a, _) = bots(seed).unwrap_or_else(|e| panic!("{e}"));
            let (b, _) = bots(seed).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(a, b);
            let status = a.status();
            assert!(status.game_over);
            assert_eq!(status.ranking.len(), players as usize);
        }
    }
}

/// Every move the legal moves offer is accepted by the SDK and applies without an error, at
/// every player count and in both editions, with dealt and picked machines.
#[test]
fn the_legal_moves_and_apply_agree() {
    for players in 2..=4 {
        for (edition, pick) in [(Edition::English, false), (Edition::German, true)] {
            for seed in 0..3 {
                let g = Masterminds::new(players, edition, pick, 300 + seed).expect("setup");
                let checked = testing::tree_and_apply_agree(g, seed, 3, 2, 2000)
                    .unwrap_or_else(|e| panic!("{players} players, {edition:?}: {e}"));
                assert!(checked > 50, "only {checked} moves checked");
            }
        }
    }
}

/// A sampled state never depends on the real hidden arrangement (the search bot's honesty).
#[test]
fn determinize_is_canonical() {
    for players in 2..=4 {
        let g = game(players, 40 + u64::from(players));
        let differed = testing::determinize_is_canonical(g, 5, 7, 300)
            .unwrap_or_else(|e| panic!("{players} players: {e}"));
        assert!(differed > 0, "something hidden was resampled");
    }
}

#[test]
fn the_sdk_refuses_garbage_and_round_trips() {
    let request =
        json!({"players": 3, "seed": 5, "options": {"edition": "de", "machines": "pick"}});
    let mut inst = Instance::<Masterminds>::create(request.to_string().as_bytes()).expect("create");
    assert!(inst.apply(0, b"{nonsense").is_err());
    assert!(inst.apply(1, br#"{"pick_machine":"mole"}"#).is_err());
    inst.apply(0, br#"{"pick_machine":"mole"}"#).expect("legal");
    let saved = inst.save().expect("save");
    let bytes = serde_json::to_vec(&saved).expect("json");
    let loaded = Instance::<Masterminds>::load(&bytes).expect("load");
    assert_eq!(loaded.save().expect("save"), saved);
    for seat in [0, 1, 2, SPECTATOR] {
        assert!(inst.view(seat).is_ok());
    }
    // A save with a missing city is refused cleanly, not with a panic.
    let mut broken = serde_json::to_value(&saved).expect("json");
    if let Some(stacks) = broken["state"]["stacks"].as_array_mut() {
        stacks.pop();
    }
    let err = Instance::<Masterminds>::load(broken.to_string().as_bytes())
        .err()
        .expect("refused");
    assert_ne!(err.status, parlour_plugin_api::abi::status::PANIC);
    let bad = json!({"players": 5, "seed": 1});
    assert!(Instance::<Masterminds>::create(bad.to_string().as_bytes()).is_err());
}

/// Saves of schema 1 (before the question stack; the oldest also carry the `reveals` counter
/// the game kept before the SDK decided undo) are not read: the launcher rebuilds them from
/// their action log. Loading one is refused cleanly, and replaying the log from the seed
/// through `create` and `apply` gives the same game.
#[test]
fn old_saves_are_rebuilt_from_their_log() {
    let request = json!({"players": 3, "seed": 8, "options": {"machines": "pick"}});
    let mut inst = Instance::<Masterminds>::create(request.to_string().as_bytes()).expect("create");
    let mut rng = GameRng::from_seed(8);
    let mut log = Vec::new();
    for _ in 0..40 {
        let seat = inst.game.acting_seats()[0];
        let action = testing::random_move(&inst.game, seat, &mut rng).expect("a move");
        inst.apply_action(seat, &action).expect("legal");
        log.push((seat, serde_json::to_vec(&action).expect("json")));
    }
    let saved = inst.save().expect("save");
    let mut old = serde_json::to_value(&saved).expect("json");
    old["schema_version"] = json!(1);
    old["state"]["reveals"] = json!(7);
    let err = Instance::<Masterminds>::load(old.to_string().as_bytes())
        .err()
        .expect("an old schema is refused");
    assert_ne!(err.status, parlour_plugin_api::abi::status::PANIC);
    let mut replay =
        Instance::<Masterminds>::create(request.to_string().as_bytes()).expect("create");
    for (seat, action) in &log {
        replay.apply(*seat, action).expect("the log replays");
    }
    assert_eq!(replay.save().expect("save"), saved);
}

#[test]
fn the_bot_beats_a_random_player() {
    let mut wins = 0;
    let games = 200;
    for seed in 0..games {
        let smart_seat = (seed % 2) as usize;
        let mut smart = [false, false];
        smart[smart_seat] = true;
        let g = play(2, 1000 + seed, &smart);
        let ranking = g.ranking();
        if ranking
            .iter()
            .any(|r| r.seat == smart_seat as Seat && r.place == 1)
            && !ranking
                .iter()
                .any(|r| r.seat != smart_seat as Seat && r.place == 1)
        {
            wins += 1;
        }
    }
    println!("heuristic bot won {wins} of {games} games against random play");
    assert!(wins * 100 >= games * 75, "only {wins} of {games} wins");
}

/// Each focused style against three balanced bots at four players: every strategy must win a
/// fair share of games (a quarter would be an even share).
#[test]
fn every_strategy_can_win() {
    let b = bot::Style::BALANCED;
    let styles = [
        (
            "machine",
            bot::Style {
                parts: b.parts * 1.5,
                ..b
            },
        ),
        (
            "capture",
            bot::Style {
                capture: b.capture * 1.5,
                ..b
            },
        ),
        (
            "codex",
            bot::Style {
                codex: b.codex * 1.5,
                ..b
            },
        ),
        (
            "missions",
            bot::Style {
                missions: b.missions * 2.0,
                ..b
            },
        ),
    ];
    // Each style against three balanced bots.
    let games = 40u64;
    let mut report = Vec::new();
    for (name, st) in styles {
        let mut wins = 0;
        let mut cats = [0i64; 5];
        for seed in 0..games {
            let styled = (seed % 4) as Seat;
            let mut seat_styles = [b; 4];
            seat_styles[styled as usize] = st;
            let g = play_styles(7000 + seed, &seat_styles);
            for r in g.ranking() {
                if r.seat == styled {
                    if r.place == 1 {
                        wins += 1;
                    }
                    for (i, l) in r.breakdown.iter().enumerate() {
                        cats[i] += l.value;
                    }
                }
            }
        }
        report.push((name, wins, cats.map(|c| c / games as i64)));
    }
    println!(
        "against balanced bots: style, wins of {games}, mean points (segments, buildings, missions, mayhem, codex):"
    );
    for r in &report {
        println!("  {r:?}");
    }
    // The four styles at one table, rotated through the seats.
    let mut table = [0u32; 4];
    let games = 80u64;
    for seed in 0..games {
        let shift = (seed % 4) as usize;
        let seat_styles: [bot::Style; 4] = std::array::from_fn(|s| styles[(s + shift) % 4].1);
        let g = play_styles(9000 + seed, &seat_styles);
        for r in g.ranking() {
            if r.place == 1 {
                table[(r.seat as usize + shift) % 4] += 1;
            }
        }
    }
    println!("at one table, wins of {games} (machine, capture, codex, missions): {table:?}");
    assert!(table.iter().all(|&w| w >= 10), "{table:?}");
    assert!(report.iter().all(|r| r.1 >= 2), "{report:?}");
}

fn play_styles(seed: u64, styles: &[bot::Style; 4]) -> Masterminds {
    let mut g = game(4, seed);
    let mut rng = GameRng::from_seed(seed);
    for _ in 0..5000 {
        if g.is_over() {
            break;
        }
        let seat = g.acting_seats()[0];
        let a = bot::choose_with(&g, seat, rng.next_u64(), styles[seat as usize]).expect("acts");
        act(&mut g, seat, a);
    }
    assert!(g.is_over());
    g
}

/// Statistics for tuning (run with `--ignored --nocapture`).
#[test]
#[ignore]
fn statistics() {
    // The balance table of the README: the balanced bot in every seat.
    let games: u64 = std::env::var("VM_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(400);
    println!(
        "| players | games | games/s | Fortress | Flyer | Spider | Zeppelin | Mole | Diving | first seat | Secret Service end | buildings in winners' points | mean score |"
    );
    println!(
        "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
    );
    for players in 2..=4u32 {
        let mut wins = [0.0f64; 6];
        let mut seats_of = [0u32; 6];
        let mut first = 0.0;
        let mut by_level = 0;
        let (mut winner_points, mut winner_buildings) = (0i64, 0i64);
        let mut scores = 0i64;
        let start = std::time::Instant::now();
        for seed in 0..games {
            let mut bots = Instance::new(
                Masterminds::new(players, Edition::English, false, 10_000 + seed).expect("setup"),
            );
            let mut steps = 0;
            while !bots.game.is_over() && steps < 20_000 {
                steps += 1;
                let seat = bots.game.acting_seats()[0];
                bots.bot_move(seat, seed.wrapping_mul(7919) + steps)
                    .expect("bot acts");
            }
            let g = bots.game;
            let ranking = g.ranking();
            let winners: Vec<Seat> = ranking
                .iter()
                .filter(|r| r.place == 1)
                .map(|r| r.seat)
                .collect();
            let share = 1.0 / winners.len().max(1) as f64;
            for s in 0..players {
                if let Some(m) = g.players[s as usize].machine {
                    seats_of[m as usize] += 1;
                    if winners.contains(&s) {
                        wins[m as usize] += share;
                    }
                }
                scores += g.score(s);
            }
            if winners.contains(&0) {
                first += share;
            }
            for &w in &winners {
                winner_points += g.score(w);
                winner_buildings += 2 * g.players[w as usize].buildings.len() as i64;
            }
            if g.level >= 12 {
                by_level += 1;
            }
        }
        let secs = start.elapsed().as_secs_f64();
        let rate: Vec<String> = (0..6)
            .map(|m| format!("{:.0} %", 100.0 * wins[m] / f64::from(seats_of[m].max(1))))
            .collect();
        println!(
            "| {players} | {games} | {:.0} | {} | {:.0} % | {:.0} % | {:.1} % | {:.0} |",
            games as f64 / secs,
            rate.join(" | "),
            100.0 * first / games as f64,
            100.0 * f64::from(by_level) / games as f64,
            100.0 * winner_buildings as f64 / winner_points.max(1) as f64,
            scores as f64 / (games as f64 * f64::from(players)),
        );
    }
    println!("(fair share: 50 % / 33 % / 25 % at 2 / 3 / 4 players)");
}

// ---------------------------------------------------------------------------------------------
// Machine powers

/// Sets up seat 1's Engineer as the first agent of a full stack in `city`, resolved by seat 0.
fn engineer_in(machine: MachineId, city: City, seed: u64) -> Masterminds {
    let mut g = game(3, seed);
    set_machine(&mut g, 1, machine);
    g.stacks[city.index()] = vec![p(1, Agent::Engineer), p(2, Agent::Henchman)];
    g.players[0].pile = vec![Agent::Henchman];
    act(&mut g, 0, Action::Place(city));
    g
}

fn unlock(g: &mut Masterminds, seat: Seat, what: data::Unlock) {
    let md = data()
        .and_then(|d| d.machine(g.players[seat as usize].machine.expect("m")))
        .expect("md");
    let i = md
        .segment
        .iter()
        .position(|s| s.unlock == what)
        .expect("segment");
    g.players[seat as usize].done[i] = true;
}

#[test]
fn fortress_copies_number_two_and_with_its_bonus_any_ability() {
    let mut g = engineer_in(MachineId::Fortress, City::Rome, 30);
    act(&mut g, 1, Action::Order(Order::SpoilsFirst));
    assert_eq!(g.players[1].codex.len(), 2, "the spoils twice");
    let mut g = game(3, 31);
    set_machine(&mut g, 1, MachineId::Fortress);
    unlock(&mut g, 1, data::Unlock::Bonus1);
    unlock(&mut g, 1, data::Unlock::Bonus2);
    g.level = 1;
    g.stacks[City::Rome.index()] = vec![p(1, Agent::Engineer), p(2, Agent::Henchman)];
    g.players[0].pile = vec![Agent::Henchman];
    act(&mut g, 0, Action::Place(City::Rome));
    act(&mut g, 1, Action::Order(Order::AbilityFirst));
    assert!(matches!(decision(&g), Some((_, Ask::Engine { .. }))));
    act(&mut g, 1, Action::Engine(EngineStep::Power));
    assert!(matches!(decision(&g), Some((_, Ask::Copy { .. }))));
    act(&mut g, 1, Action::Copy(Agent::Gunner));
    act(
        &mut g,
        1,
        Action::Building(City::Rome, BuildingKind::Monument),
    );
    assert_eq!(
        g.players[1].mayhem, 2,
        "the monument, then the second bonus: a mayhem token"
    );
}

#[test]
fn flyer_takes_the_spoils_of_another_city_with_an_own_agent() {
    let mut g = game(3, 32);
    set_machine(&mut g, 1, MachineId::Flyer);
    unlock(&mut g, 1, data::Unlock::Bonus1);
    g.stacks[City::Rome.index()] = vec![p(1, Agent::Engineer), p(2, Agent::Henchman)];
    g.stacks[City::Moscow.index()] = vec![p(1, Agent::Gunner)];
    g.stacks[City::Paris.index()] = vec![p(2, Agent::Gunner)];
    g.players[0].pile = vec![Agent::Henchman];
    act(&mut g, 0, Action::Place(City::Rome));
    act(&mut g, 1, Action::Order(Order::AbilityFirst));
    match decision(&g) {
        Some((
            _,
            Ask::OtherCity {
                options, times: 2, ..
            },
        )) => {
            assert_eq!(options, vec![City::Moscow])
        }
        other => panic!("expected the Flyer's choice, got {other:?}"),
    }
    act(&mut g, 1, Action::City(City::Moscow));
    assert_eq!(g.players[1].firepower, 3, "bonus: twice");
}

#[test]
fn spider_captures_here_and_doubles_the_reward_with_its_bonus() {
    let mut g = game(3, 33);
    set_machine(&mut g, 1, MachineId::Spider);
    unlock(&mut g, 1, data::Unlock::Bonus1);
    g.level = 1;
    g.stacks[City::Paris.index()] = vec![p(1, Agent::Engineer), p(2, Agent::Henchman)];
    g.players[0].pile = vec![Agent::Henchman];
    act(&mut g, 0, Action::Place(City::Paris));
    act(&mut g, 1, Action::Order(Order::AbilityFirst));
    act(
        &mut g,
        1,
        Action::Building(City::Paris, BuildingKind::Monument),
    );
    assert_eq!(g.players[1].mayhem, 2);
}

#[test]
fn zeppelin_gives_a_part_and_with_its_bonus_any_mission() {
    let mut g = game(3, 34);
    set_machine(&mut g, 1, MachineId::Zeppelin);
    unlock(&mut g, 1, data::Unlock::Bonus1);
    g.players[1].firepower = 3;
    g.missions[City::London.index()] = Some(3); // firepower 3
    g.stacks[City::Rome.index()] = vec![p(1, Agent::Engineer), p(2, Agent::Henchman)];
    g.players[0].pile = vec![Agent::Henchman];
    act(&mut g, 0, Action::Place(City::Rome));
    act(&mut g, 1, Action::Order(Order::AbilityFirst));
    act(&mut g, 1, Action::Engine(EngineStep::Power));
    let legal: Vec<Action> = g.legal_actions(1).into_iter().map(|l| l.action).collect();
    assert!(legal.contains(&Action::Resource(ResOpt::Gain(Res::Bolt))));
    assert!(legal.contains(&Action::Resource(ResOpt::Gain(Res::Copper))));
    act(&mut g, 1, Action::Resource(ResOpt::Gain(Res::Bolt)));
    settle_segment(&mut g, 1);
    act(&mut g, 1, Action::Mission(City::London));
    assert_eq!(g.players[1].missions, vec![3]);
}

fn settle_segment(g: &mut Masterminds, seat: Seat) {
    if let Some((_, Ask::Segment { options, .. })) = decision(g) {
        act(g, seat, Action::Segment(options[0]));
    }
}

#[test]
fn diving_monster_flips_a_codex_token() {
    let mut g = game(3, 35);
    set_machine(&mut g, 1, MachineId::Diving);
    g.players[1].codex = vec![1, 1];
    g.stacks[City::Moscow.index()] = vec![p(1, Agent::Engineer), p(2, Agent::Henchman)];
    g.players[0].pile = vec![Agent::Henchman];
    act(&mut g, 0, Action::Place(City::Moscow));
    act(&mut g, 1, Action::Order(Order::AbilityFirst));
    act(&mut g, 1, Action::Resource(ResOpt::FlipCodex));
    assert_eq!(g.players[1].codex, vec![2, 1]);
}

#[test]
fn steam_mole_bonus_rewards_slipping_under_an_own_agent() {
    let mut g = game(2, 36);
    set_machine(&mut g, 1, MachineId::Mole);
    unlock(&mut g, 1, data::Unlock::Bonus1);
    g.stacks[City::Moscow.index()] = vec![p(1, Agent::Engineer)];
    g.stacks[City::Paris.index()] = vec![p(1, Agent::Gunner)];
    g.players[1].pile = vec![Agent::Henchman];
    g.players[1].discard = vec![Agent::Saboteur];
    g.players[0].pile = vec![Agent::NumberTwo, Agent::Henchman];
    act(&mut g, 0, Action::Place(City::Moscow));
    act(&mut g, 1, Action::Order(Order::AbilityFirst));
    act(&mut g, 1, Action::City(City::Paris));
    assert_eq!(g.players[1].mayhem, 1, "bonus for an own agent");
    // Two players: the new stack of two in Paris is resolved after Moscow.
    assert!(g.pending.contains(&City::Paris));
    settle(&mut g);
    assert!(g.stacks[City::Paris.index()].is_empty());
    // The Mole emptied the pile: the discard became the new pile at once; the agents
    // resolved afterwards wait in the discard.
    assert_eq!(g.players[1].pile, vec![Agent::Saboteur]);
    assert!(g.players[1].discard.contains(&Agent::Engineer));
}

#[test]
fn segments_are_clickable_when_a_part_must_be_placed() {
    let mut g = game(4, 1);
    g.stacks[City::London.index()] = vec![p(1, Agent::NumberTwo), p(2, Agent::Henchman)];
    g.players[0].pile = vec![Agent::Henchman];
    act(&mut g, 0, Action::Place(City::London));
    act(&mut g, 1, Action::Order(Order::SpoilsFirst));
    let Some((_, Ask::Segment { options, .. })) = decision(&g) else {
        panic!("a segment choice")
    };
    let view = look(&g, Viewer::Seat(1));
    let clicks = view.choices();
    for i in options {
        assert!(clicks.contains(&parlour_plugin_api::id::id_of(&Action::Segment(i))));
    }
    assert!(look(&g, Viewer::Seat(2)).choices().is_empty());
}

#[test]
fn no_view_ever_shows_another_seats_hidden_agents() {
    for seed in 0..4 {
        let mut g = game(3, 900 + seed);
        let mut rng = GameRng::from_seed(seed);
        for _ in 0..400 {
            if g.is_over() {
                break;
            }
            for viewer in (0..3).map(Viewer::Seat).chain([Viewer::Spectator]) {
                let view = look(&g, viewer);
                for city in City::ALL {
                    let key = format!("stack-{}-order", city.id());
                    let mut row = None;
                    view.walk(&mut |n| {
                        if n.key.as_deref() == Some(key.as_str()) {
                            row = Some(n.clone());
                        }
                    });
                    let Some(row) = row else { panic!("no {key}") };
                    let parlour_plugin_api::NodeKind::Column { children, .. } = &row.kind else {
                        panic!("not a column")
                    };
                    let stack = &g.stacks[city.index()];
                    assert_eq!(children.len(), stack.len());
                    for (node, placed) in children.iter().zip(stack) {
                        let parlour_plugin_api::NodeKind::Token(t) = &node.kind else {
                            panic!("not a token")
                        };
                        assert_eq!(t.color, parlour_plugin_api::Color::seat(placed.owner));
                        assert_eq!(
                            t.label.is_some(),
                            viewer == Viewer::Seat(placed.owner),
                            "only the owner sees the agent"
                        );
                    }
                }
                // Other seats' piles show no top.
                for seat in 0..3u32 {
                    let key = format!("pile-{seat}");
                    view.walk(&mut |n| {
                        if n.key.as_deref() == Some(key.as_str())
                            && let parlour_plugin_api::NodeKind::Stack(s) = &n.kind
                        {
                            if viewer == Viewer::Seat(seat) {
                                // The owner looks at the top, or at the whole pile laid out
                                // beside it once they own five codex tokens.
                                let whole =
                                    g.players[seat as usize].codex.len() >= crate::CODEX_POWER;
                                assert!(!s.face_down || whole, "the owner looks at the top");
                            } else {
                                assert!(s.face_down && s.top.is_none(), "hidden pile");
                            }
                        }
                    });
                }
            }
            let seat = g.acting_seats()[0];
            let a = testing::random_move(&g, seat, &mut rng).expect("legal");
            act(&mut g, seat, a);
        }
    }
}

/// Many random games in every mode (run with `--ignored`).
#[test]
#[ignore]
fn fuzz_random_games() {
    for players in 2..=4 {
        for (edition, pick) in [
            (Edition::English, false),
            (Edition::German, false),
            (Edition::English, true),
            (Edition::German, true),
        ] {
            for seed in 0..100 {
                let mut g = Masterminds::new(players, edition, pick, seed).expect("setup");
                let mut rng = GameRng::from_seed(seed + 77);
                let mut steps = 0;
                while !g.is_over() {
                    steps += 1;
                    assert!(steps < 20_000, "game too long");
                    let acting = g.acting_seats();
                    assert_eq!(acting.len(), 1);
                    let seat = acting[0];
                    let a = if rng.below(2) == 0 {
                        testing::random_move(&g, seat, &mut rng).expect("legal")
                    } else {
                        bot::choose(&g, seat, rng.next_u64()).expect("bot")
                    };
                    act(&mut g, seat, a);
                    let _ = look(&g, Viewer::Seat(seat));
                }
                assert_eq!(g.ranking().len(), players as usize);
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Issue 10: rule fixes (each test fails without its fix)

/// Seat 1's Engineer first in a Rome stack (3 players), resolved by seat 0, ability first.
fn engineer_with_bonuses(machine: MachineId, seed: u64) -> Masterminds {
    let mut g = game(3, seed);
    set_machine(&mut g, 1, machine);
    unlock(&mut g, 1, data::Unlock::Bonus1);
    unlock(&mut g, 1, data::Unlock::Bonus2);
    g.stacks[City::Rome.index()] = vec![p(1, Agent::Engineer), p(2, Agent::Henchman)];
    g.players[0].pile = vec![Agent::Gunner, Agent::Henchman];
    act(&mut g, 0, Action::Place(City::Rome));
    act(&mut g, 1, Action::Order(Order::AbilityFirst));
    g
}

#[test]
fn the_owner_orders_the_fortress_power_and_its_bonus() {
    // The Fortress's second bonus is a designed mayhem token (see README), which nothing in
    // the game reads before the final scoring: the owner's order shows in the log (the token
    // before or after the copied Gunner's capture) and the outcome is the same. Orders with a
    // consequence are tested with the Zeppelin below.
    let fortress = data().and_then(|d| d.machine(MachineId::Fortress));
    assert_eq!(fortress.map(|m| m.bonus_gain), Some(Res::Mayhem));
    let run = |first: EngineStep| {
        let mut g = engineer_with_bonuses(MachineId::Fortress, 60);
        g.players[1].firepower = 3;
        g.level = 3;
        let legal: Vec<Action> = g.legal_actions(1).into_iter().map(|l| l.action).collect();
        assert!(
            legal.contains(&Action::Engine(EngineStep::Power))
                && legal.contains(&Action::Engine(EngineStep::Bonus2)),
            "the owner chooses the order, offered {legal:?}"
        );
        let mut log = Vec::new();
        let mut step = |g: &mut Masterminds, a: Action| {
            let out = act(g, 1, a);
            log.extend(out.log.into_iter().map(|l| l.text.id));
        };
        step(&mut g, Action::Engine(first));
        if first == EngineStep::Bonus2 {
            assert!(matches!(decision(&g), Some((1, Ask::Copy { .. }))));
        }
        step(&mut g, Action::Copy(Agent::Gunner));
        step(
            &mut g,
            Action::Building(City::Rome, BuildingKind::University),
        );
        assert_eq!(g.players[1].buildings.len(), 1, "captured");
        assert_eq!(g.players[1].mayhem, 1, "the bonus token");
        let at = |id: &str| log.iter().position(|l| l == id).expect(id);
        at("log-mayhem") < at("log-captured")
    };
    assert!(run(EngineStep::Bonus2), "the token first");
    assert!(!run(EngineStep::Power), "the capture first");
}

#[test]
fn the_owner_orders_the_zeppelin_power_before_or_after_its_mission() {
    // The Zeppelin's power gives a bolt that completes a third segment; a "3 segments" mission
    // waits in London. The first bonus (any mission) completes it only after the power.
    let mission = data()
        .and_then(|d| {
            d.missions
                .iter()
                .position(|m| m.need == data::Need::Segments && m.count == 3)
        })
        .expect("a 3-segment mission") as u8;
    let setup = || {
        let mut g = engineer_with_bonuses(MachineId::Zeppelin, 66);
        assert_eq!(g.segments_done(1), 2, "the two bonus segments");
        let md = data()
            .and_then(|d| d.machine(MachineId::Zeppelin))
            .expect("zeppelin");
        let pl = &mut g.players[1];
        let seg = (0..8)
            .find(|&i| !pl.done[i] && md.segment[i].bolts > 0)
            .expect("a segment that takes a bolt");
        pl.parts[seg] = [md.segment[seg].bolts - 1, md.segment[seg].copper];
        g.missions = [None; 5];
        g.missions[City::London.index()] = Some(mission);
        (g, seg as u8)
    };
    let power = |g: &mut Masterminds, seg: u8| {
        act(g, 1, Action::Engine(EngineStep::Power));
        act(g, 1, Action::Resource(ResOpt::Gain(Res::Bolt)));
        if matches!(decision(g), Some((_, Ask::Segment { .. }))) {
            act(g, 1, Action::Segment(seg));
        }
        assert_eq!(g.segments_done(1), 3, "the bolt completed the segment");
    };

    // Power first: the new segment counts for the mission.
    let (mut g, seg) = setup();
    power(&mut g, seg);
    act(&mut g, 1, Action::Engine(EngineStep::Bonus1));
    act(&mut g, 1, Action::Mission(City::London));
    assert_eq!(g.players[1].missions, vec![mission]);

    // Mission first: two segments are not enough, and the power comes too late.
    let (mut g, seg) = setup();
    act(&mut g, 1, Action::Engine(EngineStep::Bonus1));
    assert!(
        !matches!(decision(&g), Some((_, Ask::Mission { .. }))),
        "no mission to complete yet"
    );
    power(&mut g, seg);
    assert!(g.players[1].missions.is_empty());
    assert_eq!(g.missions[City::London.index()], Some(mission));
}

#[test]
fn the_zeppelin_may_take_its_bonus_before_the_mission_check() {
    let mut g = engineer_with_bonuses(MachineId::Zeppelin, 61);
    g.players[1].scientists = 1;
    g.missions[City::London.index()] = Some(2); // 2 scientists
    let legal: Vec<Action> = g.legal_actions(1).into_iter().map(|l| l.action).collect();
    assert!(
        legal.contains(&Action::Engine(EngineStep::Bonus1))
            && legal.contains(&Action::Engine(EngineStep::Bonus2))
            && legal.contains(&Action::Engine(EngineStep::Power)),
        "power, mission bonus and resource bonus in the owner's order: {legal:?}"
    );
    act(&mut g, 1, Action::Engine(EngineStep::Bonus2));
    assert_eq!(g.players[1].scientists, 2, "the bonus scientist");
    act(&mut g, 1, Action::Engine(EngineStep::Bonus1));
    act(&mut g, 1, Action::Mission(City::London));
    assert_eq!(g.players[1].missions, vec![2]);
    // The basic power comes last by itself.
    assert!(matches!(decision(&g), Some((1, Ask::Resource { .. }))));
}

#[test]
fn placing_an_agent_shows_the_next_one_and_is_final() {
    let mut g = game(3, 62);
    let out = act(&mut g, 0, Action::Place(City::Rome));
    assert!(g.resolution.is_none());
    assert!(!out.undoable, "the placer now sees their next agent");
}

#[test]
fn a_choice_that_turns_up_a_new_mission_is_final() {
    let mut found = false;
    for seed in 0..40 {
        let mut g = game(3, 600 + seed);
        g.missions[City::London.index()] = None;
        g.stacks[City::London.index()] = vec![p(1, Agent::Saboteur), p(2, Agent::Saboteur)];
        g.players[0].pile = vec![Agent::Gunner, Agent::Henchman];
        act(&mut g, 0, Action::Place(City::London));
        let mut last = None;
        while g.resolution.is_some() {
            let seat = g.acting_seats()[0];
            let a = g.legal_actions(seat)[0].action;
            let out = act(&mut g, seat, a);
            last = Some((a, out.undoable));
        }
        assert!(g.missions[City::London.index()].is_some(), "refilled");
        if let Some((Action::Segment(_), undoable)) = last {
            assert!(!undoable, "the part choice turned up a mission");
            found = true;
        }
    }
    assert!(found, "some resolution ends with a part choice");
}

/// Seat 0's Gunner ends a London stack by capturing a building; London's mission slot is empty
/// (`refill`) or holds a mission. Returns the game before the building choice.
fn capture_ends_the_resolution(seed: u64, refill: bool) -> Masterminds {
    let mut g = game(3, seed);
    g.missions[City::London.index()] = if refill { None } else { Some(0) };
    g.stacks[City::London.index()] = vec![p(1, Agent::Henchman), p(2, Agent::Henchman)];
    g.players[0].pile = vec![Agent::Henchman, Agent::Gunner]; // the Gunner on top
    g.players[0].firepower = 12;
    g.level = 1;
    act(&mut g, 0, Action::Place(City::London));
    // The Henchmen find no mission they can complete; the Gunner takes its spoils first, so
    // that the capture is the last thing the stack resolves.
    while !matches!(decision(&g), Some((_, Ask::Building { .. }))) {
        let seat = g.acting_seats()[0];
        let legal: Vec<Action> = g
            .legal_actions(seat)
            .into_iter()
            .map(|l| l.action)
            .collect();
        let a = if legal.contains(&Action::Order(Order::SpoilsFirst)) {
            Action::Order(Order::SpoilsFirst)
        } else {
            legal[0]
        };
        act(&mut g, seat, a);
        assert!(
            g.resolution.is_some(),
            "the Gunner's capture ends the stack"
        );
    }
    g
}

#[test]
fn a_building_choice_that_turns_up_a_new_mission_is_final() {
    // The University brings a scientist: nothing else to decide after the capture.
    let capture = Action::Building(City::London, BuildingKind::University);
    let mut g = capture_ends_the_resolution(65, true);
    let deck = g.deck.len();
    let out = act(&mut g, 0, capture);
    assert!(g.resolution.is_none(), "the stack is resolved");
    assert_eq!(
        g.players[0].buildings,
        vec![(City::London, BuildingKind::University)]
    );
    assert_eq!(g.deck.len(), deck - 1, "a new mission from the deck");
    assert!(g.missions[City::London.index()].is_some(), "refilled");
    assert!(!out.undoable, "the building choice turned up a mission");
    // The same choice with London's mission still in place reveals nothing and may be undone.
    let mut g = capture_ends_the_resolution(65, false);
    let out = act(&mut g, 0, capture);
    assert!(g.resolution.is_none());
    assert_eq!(g.deck.len(), deck);
    assert!(out.undoable, "nothing was revealed");
}

#[test]
fn a_forced_resolution_is_not_playing_an_agent() {
    let mut g = game(3, 63);
    g.players[0].pile.clear();
    g.players[0].discard.clear();
    g.players[0].scientists = 3;
    g.players[0].firepower = 1;
    g.stacks[City::Rome.index()] = vec![p(0, Agent::Henchman)];
    act(&mut g, 0, Action::Resolve(City::Rome));
    settle(&mut g);
    assert!(g.resolution.is_none());
    let legal: Vec<Action> = g.legal_actions(0).into_iter().map(|l| l.action).collect();
    assert!(
        !legal.contains(&Action::ExtraTurn) && !legal.contains(&Action::CaptureAnywhere),
        "no Extra Turn or Capture! after a forced resolution: {legal:?}"
    );
    assert_eq!(g.active, 1, "the turn ends by itself");
    assert_eq!(g.players[0].scientists, 3);
}

#[test]
fn the_german_edition_resolves_two_player_stacks_at_three_agents() {
    let mut g = Masterminds::new(2, Edition::German, false, 64).expect("setup");
    assert_eq!(g.threshold(), 3);
    g.players[0].pile = vec![Agent::Henchman, Agent::Gunner];
    g.players[1].pile = vec![Agent::Henchman, Agent::NumberTwo];
    act(&mut g, 0, Action::Place(City::Rome));
    end_turn(&mut g, 0);
    act(&mut g, 1, Action::Place(City::Rome));
    assert!(g.resolution.is_none(), "two agents stay on the board");
    assert_eq!(g.stacks[City::Rome.index()].len(), 2);
    assert_eq!(
        game(2, 64).threshold(),
        2,
        "English: the two-player exception"
    );
}

#[test]
fn the_steam_mole_rebuilds_its_pile_at_once() {
    let mut g = game(2, 65);
    set_machine(&mut g, 1, MachineId::Mole);
    g.stacks[City::Moscow.index()] = vec![p(1, Agent::Engineer)];
    g.stacks[City::Paris.index()] = vec![p(0, Agent::Gunner)];
    g.players[1].pile = vec![Agent::Henchman];
    g.players[1].discard = vec![Agent::Saboteur];
    g.players[0].pile = vec![Agent::NumberTwo, Agent::Henchman];
    act(&mut g, 0, Action::Place(City::Moscow));
    act(&mut g, 1, Action::Order(Order::AbilityFirst));
    act(&mut g, 1, Action::City(City::Paris));
    assert_eq!(
        g.players[1].pile,
        vec![Agent::Saboteur],
        "the discard becomes the pile as soon as the last agent leaves it"
    );
    settle(&mut g);
    assert!(
        !g.players[1].pile.contains(&Agent::Engineer),
        "the Engineer still resolving does not join the new pile"
    );
}

#[test]
fn a_capture_gives_its_reward_before_the_level_rises() {
    let mut g = game(3, 66);
    g.level = 3;
    g.players[1].firepower = 5;
    g.stacks[City::Washington.index()] = vec![p(1, Agent::Gunner), p(2, Agent::Saboteur)];
    g.players[0].pile = vec![Agent::Gunner, Agent::Henchman];
    act(&mut g, 0, Action::Place(City::Washington));
    act(&mut g, 1, Action::Order(Order::AbilityFirst));
    let out = act(
        &mut g,
        1,
        Action::Building(City::Washington, BuildingKind::Factory),
    );
    let ids: Vec<String> = out.log.iter().map(|l| l.text.id.clone()).collect();
    let part = ids.iter().position(|i| i.starts_with("log-part-"));
    let level = ids.iter().position(|i| i == "log-level");
    if part.is_none() {
        // The bolt waits for a segment choice: the level has not risen yet.
        assert!(matches!(decision(&g), Some((_, Ask::Segment { .. }))));
        assert_eq!(g.level, 3, "reward first");
        assert!(level.is_none());
        settle_segment(&mut g, 1);
    } else {
        assert!(part < level, "reward logged before the level: {ids:?}");
    }
    assert_eq!(g.level, 4);
}

// ---------------------------------------------------------------------------------------------
// Contract 1.1: determinize and scores

#[test]
fn determinize_keeps_what_the_seat_knows_and_resamples_the_rest() {
    let mut g = game(3, 70);
    let mut rng = GameRng::from_seed(1);
    for _ in 0..30 {
        let seat = g.acting_seats()[0];
        let a = bot::choose(&g, seat, rng.next_u64()).expect("bot");
        act(&mut g, seat, a);
    }
    let mut differs = false;
    for k in 0..20 {
        let mut r = GameRng::from_seed(k);
        let d = g.determinize(0, &mut r).expect("supported");
        // Everything seat 0 sees is unchanged.
        assert_eq!(
            serde_json::to_value(look(&d, Viewer::Seat(0))).expect("json"),
            serde_json::to_value(look(&g, Viewer::Seat(0))).expect("json")
        );
        assert_eq!(d.legal_actions(0).len(), g.legal_actions(0).len());
        for seat in 0..3u32 {
            let hidden = |h: &Masterminds| {
                let mut all: Vec<Agent> = h.players[seat as usize].pile.clone();
                for stack in &h.stacks {
                    all.extend(stack.iter().filter(|p| p.owner == seat).map(|p| p.agent));
                }
                all.sort();
                all
            };
            assert_eq!(hidden(&d), hidden(&g), "the same agents, perhaps elsewhere");
            assert_eq!(
                d.players[seat as usize].discard,
                g.players[seat as usize].discard
            );
        }
        assert_eq!(
            d.players[0].pile.last(),
            g.players[0].pile.last(),
            "own top known"
        );
        differs |= d.players[1].pile != g.players[1].pile || d.deck != g.deck;
    }
    assert!(differs, "hidden agents and the deck are resampled");
    assert_eq!(
        g.scores(),
        (0..3).map(|s| g.score(s) as f64).collect::<Vec<_>>()
    );
}

#[test]
fn later_seats_start_with_codex_tokens() {
    let d = data::Data::parse().expect("data");
    let g = Masterminds::new(4, Edition::English, false, 3).expect("setup");
    for (seat, pl) in g.players.iter().enumerate() {
        let want = d.setup.start.codex_by_seat.get(seat).copied().unwrap_or(0);
        assert_eq!(pl.codex, vec![1; usize::from(want)]);
    }
    assert!(
        g.players[0].codex.is_empty(),
        "the first seat starts without"
    );
}

/// Speed of bot playouts, in process (run with `--release -- --ignored --nocapture speed`).
#[test]
#[ignore]
fn speed() {
    for players in [2u32, 4] {
        let games = 1000u64;
        let mut actions = 0u64;
        let start = std::time::Instant::now();
        for seed in 0..games {
            // Through the SDK's hot path: the bot's move applied in place, no texts.
            let mut bots = Instance::new(
                Masterminds::new(players, Edition::English, false, seed).expect("setup"),
            );
            while !bots.game.is_over() {
                let Some(&seat) = bots.game.acting_seats().first() else {
                    break;
                };
                bots.bot_move(seat, seed ^ actions).expect("bot acts");
                actions += 1;
            }
        }
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{players} players: {games} bot games in {secs:.2} s = {:.0} games/s, {:.0} actions/s",
            games as f64 / secs,
            actions as f64 / secs
        );
    }
}

#[test]
fn a_placement_is_told_once_to_each_reader() {
    let mut g = game(3, 5);
    let seat = g.acting_seats()[0];
    let city = g
        .legal_actions(seat)
        .into_iter()
        .find_map(|l| match l.action {
            Action::Place(city) => Some(city),
            _ => None,
        })
        .expect("a placement");
    let out = act(&mut g, seat, Action::Place(city));
    let read_by = |viewer: Option<Seat>| -> Vec<&str> {
        out.log
            .iter()
            .filter(|l| l.visible_for(viewer))
            .map(|l| l.text.id.as_str())
            .filter(|id| {
                id.starts_with("log-you-placed") || ["log-placed", "log-mole"].contains(id)
            })
            .collect()
    };
    // The owner knows which agent went where; the others only that one did.
    assert_eq!(read_by(Some(seat)), ["log-you-placed"]);
    let other = (seat + 1) % 3;
    assert_eq!(read_by(Some(other)).len(), 1);
    assert_ne!(read_by(Some(other)), ["log-you-placed"]);
    assert_eq!(read_by(None), read_by(Some(other)));
}

// ---------------------------------------------------------------------------------------------
// Texts that must tell the truth about the state

/// The text of the view's node with `key`, if it is a label.
fn label_text(view: &Node, key: &str) -> Option<Text> {
    let mut found = None;
    view.walk(&mut |n| {
        if n.key.as_deref() == Some(key)
            && let parlour_plugin_api::NodeKind::Label { text, .. } = &n.kind
        {
            found = Some(text.clone());
        }
    });
    found
}

#[test]
fn firepower_at_the_top_of_the_track_is_not_said_to_rise() {
    let mut g = game(2, 80);
    g.players[0].firepower = 11;
    let mut ctx = Ctx::new();
    g.gain(0, Res::Firepower, &mut ctx);
    g.gain(0, Res::Firepower, &mut ctx);
    assert_eq!(g.players[0].firepower, 12);
    let ids: Vec<&str> = ctx.lines().iter().map(|l| l.text.id.as_str()).collect();
    assert_eq!(ids, ["log-firepower", "log-firepower-max"]);
}

#[test]
fn the_mole_prompt_mentions_a_resolution_only_where_two_agents_resolve() {
    for players in [2, 3] {
        let mut g = game(players, 81);
        set_machine(&mut g, 1, MachineId::Mole);
        let mut moscow = vec![p(1, Agent::Engineer)];
        if players == 3 {
            moscow.push(p(2, Agent::Henchman));
        }
        g.stacks[City::Moscow.index()] = moscow;
        g.stacks[City::Paris.index()] = vec![p(0, Agent::Gunner)];
        g.players[0].pile = vec![Agent::NumberTwo, Agent::Henchman];
        act(&mut g, 0, Action::Place(City::Moscow));
        act(&mut g, 1, Action::Order(Order::AbilityFirst));
        assert!(matches!(decision(&g), Some((_, Ask::Mole { .. }))));
        let prompt = label_text(&look(&g, Viewer::Seat(1)), "prompt").expect("a prompt");
        let expected = if players == 2 {
            "prompt-mole-resolves"
        } else {
            "prompt-mole"
        };
        assert_eq!(prompt.id, expected, "{players} players");
    }
}

#[test]
fn a_shared_win_is_announced_as_shared() {
    let mut g = game(2, 82);
    g.stage = Stage::Over;
    // Equal scores and equal built segments: the rulebook shares the win.
    g.players[1].codex = g.players[0].codex.clone();
    assert_eq!(g.score(0), g.score(1));
    let prompt = label_text(&look(&g, Viewer::Spectator), "prompt").expect("a prompt");
    assert_eq!(prompt.id, "result-shared");
    g.players[1].codex.push(1);
    let prompt = label_text(&look(&g, Viewer::Spectator), "prompt").expect("a prompt");
    assert_eq!(prompt.id, "result-winner");
}
