//! Speed work: a golden trace that proves an optimisation changed no behaviour, a workload
//! for a profiler, and the shortcuts the search and the playouts take.
//!
//! `SMOG_GOLDEN=/some/dir cargo test -p parlour-smog --release golden -- --ignored` plays seeded
//! games through the SDK's `Instance` (random moves on the hot path as playouts make them, and
//! the heuristic bot) in every chapter, one-shot and campaign, and writes one line per move:
//! the move, and a hash of the saved state, the status, every seat's and the spectator's view,
//! the log and undo flag, the acting seat's first choices with their labels, and a sample
//! determinized for the acting seat. The first run writes `DIR/smog-golden.txt`; a later run
//! compares against it line by line and names the first move that differs. Keep the file out
//! of git: it is large and only means something against the commit that wrote it.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::io::{BufRead, Write};

use parlour_plugin_api::export::Instance;
use parlour_plugin_api::{Game, GameRng, Viewer};

use super::*;

fn hash_json(value: &impl serde::Serialize) -> u64 {
    let text = serde_json::to_string(value).expect("serialisable");
    let mut h = DefaultHasher::new();
    text.hash(&mut h);
    h.finish()
}

/// One game's lines.
fn trace(lines: &mut Vec<String>, name: &str, request: serde_json::Value, bots: bool, limit: u32) {
    let bytes = serde_json::to_vec(&request).expect("request");
    let mut inst = Instance::<Smog>::create(&bytes).expect("setup");
    let seats = inst.game.seats;
    for step in 0..limit {
        let (acting, over) = inst.turn().expect("turn");
        if over {
            break;
        }
        let seat = acting.trailing_zeros();
        let seed = u64::from(step).wrapping_mul(0x9e37_79b9) ^ 0x51;
        // The labelled side: the move as a player's client sees and applies it.
        let mut loud = inst.game.clone();
        let action = if bots {
            loud.bot_action(seat, seed).expect("bot move")
        } else {
            random_move(&loud, seat, &mut GameRng::from_seed(seed)).expect("random move")
        };
        let first = inst
            .choices(seat, br#"{"labels":true}"#)
            .expect("first choices");
        let applied = loud.act(seat, &action).expect("legal");
        // The hot path: the same move made in place, quietly (no labels, no log).
        if bots {
            inst.bot_move(seat, seed).expect("bot move");
        } else {
            inst.random_move(seat, seed).expect("random move");
        }
        let saved = inst.save().expect("save");
        let loud_saved = Instance::new(loud).save().expect("save");
        assert_eq!(
            hash_json(&saved),
            hash_json(&loud_saved),
            "{name} step {step}: the quiet and the labelled move differ"
        );
        let views: Vec<u64> = (0..seats)
            .map(|s| hash_json(&inst.plain_view(Viewer::Seat(s))))
            .chain([hash_json(&inst.plain_view(Viewer::Spectator))])
            .collect();
        let sample = if step % 7 == 0 && !inst.status().game_over {
            let who = inst.turn().expect("turn").0.trailing_zeros().min(seats - 1);
            hash_json(
                &inst
                    .determinize(who, seed)
                    .expect("determinize")
                    .save()
                    .unwrap(),
            )
        } else {
            0
        };
        lines.push(format!(
            "{name} {step} s{seat} {} state={:x} status={:x} views={views:x?} log={:x} first={:x} sample={sample:x}",
            serde_json::to_string(&action).expect("action"),
            hash_json(&saved),
            hash_json(&inst.status()),
            hash_json(&(&applied.log, applied.undoable)),
            hash_json(&first),
        ));
    }
}

#[test]
#[ignore = "writes or checks a golden trace named by SMOG_GOLDEN; see the module doc"]
fn golden_trace() {
    let Ok(dir) = std::env::var("SMOG_GOLDEN") else {
        panic!("set SMOG_GOLDEN to a directory");
    };
    let mut lines = Vec::new();
    for chapter in 1..=6u32 {
        for (players, seed) in [(2u32, 3u64), (3, 5), (5, 7)] {
            let request = serde_json::json!({"players": players, "seed": seed + u64::from(chapter),
                "options": {"chapter": chapter.to_string()}});
            let name = format!("one-shot-ch{chapter}-{players}p");
            trace(
                &mut lines,
                &format!("{name}-random"),
                request.clone(),
                false,
                4_000,
            );
            trace(&mut lines, &format!("{name}-bots"), request, true, 4_000);
        }
    }
    for (players, seed) in [(3u32, 21u64), (4, 22)] {
        let request = serde_json::json!({"players": players, "seed": seed,
            "options": {"mode": "campaign"}});
        let name = format!("campaign-{players}p");
        trace(
            &mut lines,
            &format!("{name}-random"),
            request.clone(),
            false,
            30_000,
        );
        trace(&mut lines, &format!("{name}-bots"), request, true, 30_000);
    }
    let path = std::path::Path::new(&dir).join("smog-golden.txt");
    if !path.exists() {
        let mut out = std::fs::File::create(&path).expect("create the golden file");
        for line in &lines {
            writeln!(out, "{line}").expect("write");
        }
        eprintln!("wrote {} lines to {}", lines.len(), path.display());
        return;
    }
    let file = std::fs::File::open(&path).expect("open the golden file");
    let golden: Vec<String> = std::io::BufReader::new(file)
        .lines()
        .map(|l| l.expect("read"))
        .collect();
    for (i, (want, got)) in golden.iter().zip(&lines).enumerate() {
        assert_eq!(want, got, "line {i} differs from the golden trace");
    }
    assert_eq!(golden.len(), lines.len(), "the number of moves differs");
    eprintln!("{} lines match {}", lines.len(), path.display());
}

/// For a profiler (`valgrind --tool=callgrind` on the test binary): random playouts as the
/// search's rollouts make them, `SMOG_PROFILE_GAMES` games (default 4) of 3 players; prints
/// the actions played.
#[test]
#[ignore = "a workload for a profiler"]
fn profile_playouts() {
    let games: u64 = std::env::var("SMOG_PROFILE_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(4);
    let mut actions = 0;
    for seed in 0..games {
        let request = format!("{{\"players\":3,\"seed\":{}}}", seed + 1);
        let mut inst = Instance::<Smog>::create(request.as_bytes()).expect("setup");
        actions += inst.playout(seed * 31, 60_000).expect("playout");
        assert!(inst.status().game_over);
    }
    eprintln!("{actions} actions in {games} games");
}

/// The random moves' shortcut (`Game::settled`) answers what the choice tree answers: every
/// one-click option it settles is, one step further down the tree, that whole move alone.
#[test]
fn settled_moves_are_what_the_tree_completes() {
    for (players, chapter) in [(3u32, "1"), (5, "4")] {
        let mut game = new_game(players, 9, &[("chapter", chapter)]);
        let mut rng = GameRng::from_seed(4);
        let mut settled = 0;
        for _ in 0..600 {
            if game.is_over() {
                break;
            }
            let seat = game.acting_seats()[0];
            for option in game.choose(seat, &[]).options {
                if let Some(action) = game.settled(seat, &[], &option.action) {
                    let next = game.choose(seat, std::slice::from_ref(&option.action));
                    assert!(next.options.is_empty() && next.also.is_empty());
                    assert_eq!(next.complete, Some(action));
                    settled += 1;
                }
            }
            let action = random_move(&game, seat, &mut rng).expect("a move");
            game.act(seat, &action).expect("legal");
        }
        assert!(settled > 100, "only {settled} settled options were checked");
    }
}

/// The search leaves a walk under way to the bot (one search per figure's move, not per
/// square), and the set-up and each round's activation row, but searches where a figure starts
/// to move and every other activation decision.
#[test]
fn a_walk_under_way_the_set_up_and_the_row_are_cheap_decisions() {
    use crate::questions::Ask;
    let mut game = new_game(3, 12, &[]);
    let mut rng = GameRng::from_seed(8);
    let (mut walking, mut choosing, mut planning) = (0, 0, 0);
    for _ in 0..3_000 {
        if game.is_over() {
            break;
        }
        let seat = game.acting_seats()[0];
        match game.questions.for_seat(seat) {
            Some(Ask::Move(_)) => {
                assert!(game.cheap_decision(seat));
                walking += 1;
            }
            Some(Ask::Activation) => {
                assert!(!game.cheap_decision(seat));
                choosing += 1;
            }
            Some(Ask::Setup | Ask::Command(_)) => {
                assert!(game.cheap_decision(seat));
                planning += 1;
            }
            _ => {}
        }
        let action = random_move(&game, seat, &mut rng).expect("a move");
        game.act(seat, &action).expect("legal");
    }
    assert!(
        walking > 10 && choosing > 10 && planning > 5,
        "{walking} walk steps, {choosing} choices, {planning} set-up and row steps"
    );
}

/// The quick answers the hot path asks instead of listing every move say what the lists say:
/// whether an activation can only end, whether a power or chaos card has a use, whether a
/// figure may aim at a target (a necessary condition of every attack on it).
#[test]
fn quick_checks_agree_with_the_lists() {
    use crate::data::AttackKind;
    use crate::state::AttackMode;
    let (mut idle, mut busy, mut aims) = (0, 0, 0);
    for (players, chapter) in [
        (3u32, "1"),
        (5, "2"),
        (2, "3"),
        (4, "4"),
        (3, "5"),
        (5, "6"),
    ] {
        let mut game = new_game(players, 31, &[("chapter", chapter)]);
        let mut rng = GameRng::from_seed(17);
        for _ in 0..1_500 {
            if game.is_over() {
                break;
            }
            let actions = game.activation_actions();
            assert_eq!(game.activation_idle(), actions.is_empty());
            assert_eq!(game.any_power_action(), !game.power_actions().is_empty());
            assert_eq!(game.any_chaos_action(), !game.chaos_actions().is_empty());
            if actions.is_empty() {
                idle += 1;
            } else {
                busy += 1;
            }
            let ids: Vec<_> = game.on_scene().map(|f| f.id).collect();
            for &a in &ids {
                for &t in &ids {
                    for kind in [AttackKind::Melee, AttackKind::Ranged] {
                        for weapon in game.weapon_choices(a, kind, AttackMode::Action) {
                            if game.may_attack(a, kind, t, weapon.as_deref()) {
                                assert!(game.may_aim(a, kind, t));
                                aims += 1;
                            }
                        }
                    }
                }
            }
            let seat = game.acting_seats()[0];
            let action = random_move(&game, seat, &mut rng).expect("a move");
            game.act(seat, &action).expect("legal");
        }
    }
    assert!(
        idle > 20 && busy > 200 && aims > 200,
        "{idle} idle, {busy} busy states, {aims} possible attacks"
    );
}

/// An agent's bought advantages name it by its id in decimal.
#[test]
fn a_figure_id_is_read_as_its_decimal() {
    for id in [0u16, 1, 7, 10, 42, 100, 999, 65535] {
        for text in [
            "", "0", "00", "01", "1", "7", "10", "010", "42", "100", "999", "65535", "x",
        ] {
            assert_eq!(
                crate::state::is_decimal_of(text, id),
                text == id.to_string(),
                "{text:?} against {id}"
            );
        }
    }
}

/// The random moves' shortcut for the first click (`Game::random_pick`, which counts the
/// Nemesis's standing orders and the uses of his power cards instead of building them, and
/// builds the other options without labels) picks what a draw from the whole step picks, with
/// the same draws: every index of every step it answers, in games of every chapter, among them
/// uses of power cards on pairs of minions and the gentlemen's moves, fights and reactions.
#[test]
fn the_random_pick_is_the_draw_from_the_whole_step() {
    use parlour_plugin_api::Pick;
    let mut answered = 0;
    let mut orders = 0;
    let mut powers = 0;
    let mut pairs = 0;
    let mut gentlemen = 0;
    for (players, chapter, seed) in [(3u32, "1", 9u64), (5, "4", 10), (2, "6", 11), (4, "3", 12)] {
        let mut game = new_game(players, seed, &[("chapter", chapter)]);
        let mut rng = GameRng::from_seed(seed);
        for _ in 0..800 {
            if game.is_over() {
                break;
            }
            let seat = game.acting_seats()[0];
            let step = game.choose(seat, &[]);
            let n = step.options.len() + usize::from(step.complete.is_some());
            // Every index the draw may give, through a generator that gives it.
            for draw in 0..n as u64 {
                let mut fixed = GameRng::from_seed(draw);
                let expected_draw = {
                    let mut probe = fixed.clone();
                    probe.below_u64(n as u64) as usize
                };
                let Some(picked) = game.random_pick(seat, &[], &mut fixed) else {
                    break;
                };
                let expected = if expected_draw == step.options.len() {
                    Pick::Complete(step.complete.clone().expect("complete"))
                } else {
                    Pick::Option(step.options[expected_draw].action.clone())
                };
                assert_eq!(picked, expected, "draw {expected_draw} of {n}");
                let mut probe = GameRng::from_seed(draw);
                probe.below_u64(n as u64);
                assert_eq!(fixed, probe, "the pick drew as the SDK draws");
                if matches!(
                    picked,
                    Pick::Option(crate::state::Choice::Act(Action::Orders(_)))
                ) {
                    orders += 1;
                }
                if let Pick::Option(crate::state::Choice::Act(Action::Power { figs, .. })) = &picked
                {
                    powers += 1;
                    pairs += usize::from(figs.len() == 2);
                }
                answered += 1;
                gentlemen += usize::from(seat != crate::state::NEMESIS_SEAT);
            }
            let action = random_move(&game, seat, &mut rng).expect("a move");
            game.act(seat, &action).expect("legal");
        }
    }
    assert!(
        answered > 10_000 && orders > 5_000 && powers > 1_000 && pairs > 300 && gentlemen > 2_000,
        "{answered} picks checked, {orders} of them orders, {powers} uses of power cards \
         ({pairs} on two minions), {gentlemen} of the gentlemen"
    );
}

/// The squares a power or chaos card may target, marked on the grid instead of listed, are the
/// ones the rules name, in the order the moves list them: a Smog cloud's centre within 2 of a
/// standing gentleman and not a centre already (board order), a fire next to an agent, a
/// minion or a fire (Place Fire) or next to a standing gentleman (Blaze) on a square without
/// fire or crate (sorted), an open manhole with a free square around it (board order). The
/// counts and the single uses the random moves build agree with the lists.
#[test]
fn square_targets_are_the_rules_squares() {
    use crate::board::{Pos, Reach};
    use crate::data::Effect;
    use crate::state::FigKind;
    fn fire_around(game: &Smog, origins: Vec<Pos>) -> Vec<Pos> {
        let mut squares: Vec<Pos> = Vec::new();
        for o in origins {
            for q in game.grid.neighbours(o, Reach::Effect) {
                if !game.grid.has_fire(q) && !game.grid.has_crate(q) && !squares.contains(&q) {
                    squares.push(q);
                }
            }
        }
        if game.fire_supply == 0 {
            return Vec::new();
        }
        squares.sort();
        squares
    }
    fn expected(game: &Smog, effect: Effect) -> Vec<Pos> {
        let gents: Vec<Pos> = game
            .gentlemen()
            .filter(|g| game.active(g.id))
            .map(|g| g.pos)
            .collect();
        match effect {
            Effect::Smog => game
                .grid
                .squares()
                .filter(|p| !game.smog.contains(p) && gents.iter().any(|g| g.dist(*p) <= 2))
                .collect(),
            Effect::PlaceFire => fire_around(
                game,
                game.figures
                    .iter()
                    .filter(|f| matches!(f.kind, FigKind::Agent | FigKind::Minion) && !f.gone)
                    .map(|f| f.pos)
                    .chain(game.grid.squares().filter(|p| game.grid.has_fire(*p)))
                    .collect(),
            ),
            Effect::Blaze => fire_around(game, gents),
            _ => {
                if game.summon_sheet().is_none() {
                    return Vec::new();
                }
                game.grid
                    .squares()
                    .filter(|p| game.open_manhole(*p) && !game.free_around(*p).is_empty())
                    .collect()
            }
        }
    }
    let mut checked = [0usize; 4];
    let effects = [
        Effect::Smog,
        Effect::PlaceFire,
        Effect::Blaze,
        Effect::SummonManhole,
    ];
    for (players, chapter, seed) in [(3u32, "1", 5u64), (5, "2", 6), (4, "3", 7), (2, "6", 8)] {
        let mut game = new_game(players, seed, &[("chapter", chapter)]);
        let mut rng = GameRng::from_seed(seed);
        for _ in 0..1_500 {
            if game.is_over() {
                break;
            }
            for (i, effect) in effects.into_iter().enumerate() {
                let want = expected(&game, effect);
                let got: Vec<Pos> = game
                    .effect_params(effect)
                    .into_iter()
                    .map(|(figs, at)| {
                        assert!(figs.is_empty());
                        at.expect("a square")
                    })
                    .collect();
                assert_eq!(got, want, "{effect:?}");
                checked[i] += want.len();
            }
            let uses = game.power_actions();
            assert_eq!(game.power_count(), uses.len());
            for (k, action) in uses.iter().enumerate() {
                assert_eq!(game.power_action(k).as_ref(), Some(action));
            }
            assert_eq!(game.power_action(uses.len()), None);
            assert_eq!(game.any_power_action(), !uses.is_empty());
            let seat = game.acting_seats()[0];
            let action = random_move(&game, seat, &mut rng).expect("a move");
            game.act(seat, &action).expect("legal");
        }
    }
    assert!(
        checked.iter().all(|n| *n > 100),
        "squares checked (Smog, Place Fire, Blaze, manholes): {checked:?}"
    );
}
