//! The search bot through the real plugin libraries: it is honest (its choice depends only on
//! what its seat knows), it plays whole legal games, it beats random play, it stops when told,
//! and it falls back to the heuristic bot for a game without determinize.

use crate::common;

use std::sync::Arc;
use std::sync::atomic::AtomicU32;

use parlour::core::bots::{self, Chosen, Level};
use parlour::core::plugin::{GameHandle, Plugin};
use parlour::core::search::{self, SearchConfig};
use parlour_plugin_api::SetupRequest;

/// The bundled games, with a player count that has hidden information to sample and the
/// heuristic moves after which the honesty test looks for decisions (past the setup choices,
/// once hidden cards are in play).
const GAMES: [(&str, u32, u32); 5] = [
    ("parlour-example", 2, 3),
    ("parlour-corrosion", 2, 3),
    ("parlour-victorian-masterminds", 2, 3),
    ("parlour-maniacal", 3, 3),
    ("parlour-smog", 2, 40),
];

fn open(crate_name: &str) -> Arc<Plugin> {
    Plugin::open(&common::library(crate_name)).expect("the bundled plugin loads")
}

fn new_game(plugin: &Arc<Plugin>, players: u32, seed: u64) -> GameHandle {
    plugin
        .new_game(&SetupRequest {
            players,
            seed,
            ..Default::default()
        })
        .expect("setup")
}

/// Plays `moves` heuristic moves (fewer if the game ends), so that cards have been drawn and
/// choices made.
fn advance(game: &mut GameHandle, moves: u32, seed: u64) {
    for i in 0..moves {
        let (acting, over) = game.turn().unwrap();
        if over || acting == 0 {
            return;
        }
        let seat = acting.trailing_zeros();
        match game.bot_move(seat, seed + u64::from(i)) {
            Some(result) => result.unwrap(),
            None => {
                let action = game.bot(seat, seed + u64::from(i)).unwrap();
                game.apply(seat, &action).unwrap();
            }
        }
    }
}

fn small(seed: u64, iterations: u64) -> SearchConfig {
    SearchConfig {
        seed,
        iterations: Some(iterations),
        budget_ms: None,
        ..SearchConfig::default()
    }
}

/// A mid-game position in which the acting seat has a real decision to make.
fn decision_point(plugin: &Arc<Plugin>, players: u32) -> Option<(GameHandle, u32)> {
    decision_points(plugin, players, 3, 1).into_iter().next()
}

/// Positions after at least `warm_up` heuristic moves in which an acting seat has a real
/// decision to make, one for each of up to `seats` different seats (in SMOG, the Nemesis and a
/// gentleman see different things).
fn decision_points(
    plugin: &Arc<Plugin>,
    players: u32,
    warm_up: u32,
    seats: usize,
) -> Vec<(GameHandle, u32)> {
    let mut found: Vec<(GameHandle, u32)> = Vec::new();
    for seed in 1..40 {
        let mut game = new_game(plugin, players, seed);
        let moves = warm_up + (seed as u32 % 7) + 4 * found.len() as u32;
        advance(&mut game, moves, seed);
        let (acting, over) = game.turn().unwrap();
        if over || acting == 0 {
            continue;
        }
        let seat = acting.trailing_zeros();
        if found.iter().any(|(_, s)| *s == seat) {
            continue;
        }
        if search::forced_move(&game, seat).unwrap().is_none() {
            found.push((game, seat));
            if found.len() == seats {
                break;
            }
        }
    }
    found
}

/// The saved state without its random generator (a top-level `rng` field, where a plugin keeps
/// it): what remains differs only where the game's hidden information differs.
fn without_rng(game: &GameHandle) -> serde_json::Value {
    let mut state = game.save().unwrap().state;
    if let Some(object) = state.as_object_mut() {
        object.remove("rng");
    }
    state
}

/// Everything `seat` may know of a game: its view, its options with their ids and labels, who
/// acts and whether the game is over.
fn known_to(game: &GameHandle, seat: u32) -> serde_json::Value {
    let choices = game.choices(seat, &[], true, false).unwrap();
    let mut ids = Vec::new();
    game.choice_ids(seat, &[], &mut ids).unwrap();
    serde_json::json!({
        "view": game.view(Some(seat)).unwrap(),
        "options": choices.options,
        "prompt": choices.prompt,
        "ids": ids,
        "turn": game.turn().unwrap(),
    })
}

#[test]
fn the_search_chooses_the_same_move_whatever_its_seat_cannot_see() {
    let never = AtomicU32::new(0);
    for (name, players, warm_up) in GAMES {
        let plugin = open(name);
        assert!(
            plugin
                .new_game(&SetupRequest {
                    players,
                    seed: 1,
                    ..Default::default()
                })
                .unwrap()
                .can_determinize(),
            "{name}: every bundled game determinizes"
        );
        let points = decision_points(&plugin, players, warm_up, 2);
        assert!(!points.is_empty(), "{name}: a decision point");
        for (game, seat) in points {
            let known = known_to(&game, seat);
            let mut hidden_differs = false;
            // The same position as the seat knows it, with everything hidden from it sampled
            // anew: other hands, face-down decks and cards, the random generator.
            for other_seed in [11, 12, 13] {
                let other = game.determinize(seat, other_seed).unwrap();
                assert_eq!(
                    known,
                    known_to(&other, seat),
                    "{name}, seat {seat}: the seat knows the same of both states"
                );
                assert_ne!(
                    game.rng_fingerprint(),
                    other.rng_fingerprint(),
                    "{name}: the states differ in what the seat cannot know"
                );
                hidden_differs |= without_rng(&game) != without_rng(&other);
                // Both rollout policies and both models of the other seats; the launcher's
                // settings with rollouts cut short by the game's evaluation where it has one,
                // random rollouts to the end of the game, which meet more hidden cards, and a
                // tree keyed on the seats' views.
                let config = match other_seed {
                    11 => SearchConfig {
                        seed: 7,
                        iterations: Some(40),
                        budget_ms: None,
                        cutoff: Some(40),
                        ..bots::tuned(&plugin.manifest().bot)
                    },
                    12 => small(7, 40),
                    _ => SearchConfig {
                        observe: true,
                        ..small(7, 40)
                    },
                };
                let here = search::search(&game, seat, &config, &never).unwrap();
                let there = search::search(&other, seat, &config, &never).unwrap();
                assert!(
                    here.stats.iterations == 40 && !here.stats.forced,
                    "{name}: a real search"
                );
                assert_eq!(
                    here.path, there.path,
                    "{name}, seat {seat}: the choice depends on hidden information"
                );
                assert_eq!(
                    here.root, there.root,
                    "{name}, seat {seat}: the search statistics depend on hidden information"
                );
            }
            assert!(
                hidden_differs,
                "{name}, seat {seat}: the samples differ from the real state beyond the generator"
            );
        }
    }
}

#[test]
fn the_search_plays_whole_games_with_legal_moves() {
    let never = AtomicU32::new(0);
    for (name, players, warm_up) in GAMES {
        let plugin = open(name);
        let mut game = new_game(&plugin, players, 3);
        // Past the setup choices, a few searched moves for every seat, then the heuristic bots
        // finish the game.
        advance(&mut game, warm_up, 3);
        for step in 0..12u64 {
            let (acting, over) = game.turn().unwrap();
            if over {
                break;
            }
            let seat = acting.trailing_zeros();
            let (chosen, thought) =
                bots::decide(&game, seat, Some(&small(step, 12)), step, &never).unwrap();
            match chosen {
                Chosen::Path(path) => {
                    let action = bots::action_of_path(&game, seat, &path).unwrap();
                    let mut copy = game.try_clone().unwrap();
                    copy.apply(seat, &action).expect("the action JSON is legal");
                    game.apply_path(seat, &path, false)
                        .expect("the path is legal");
                    assert_eq!(
                        game.save().unwrap().state,
                        copy.save().unwrap().state,
                        "{name}: the path and its action JSON are the same move"
                    );
                }
                Chosen::Action(action) => {
                    assert!(
                        !game.can_determinize() || thought.cheap,
                        "{name}: only a fallback or a cheap decision answers JSON"
                    );
                    game.apply(seat, &action).unwrap();
                }
            }
        }
        advance(&mut game, 100_000, 5);
        assert!(game.turn().unwrap().1, "{name}: the game ends");
    }
}

#[test]
fn the_search_beats_random_play_in_the_example_game() {
    let plugin = open("parlour-example");
    let never = AtomicU32::new(0);
    let mut wins = 0.0;
    let games = 12;
    for g in 0..games {
        let mut game = new_game(&plugin, 2, 100 + g);
        let searcher = (g % 2) as u32;
        let mut step = 0;
        loop {
            let (acting, over) = game.turn().unwrap();
            if over {
                break;
            }
            let seat = acting.trailing_zeros();
            step += 1;
            if seat == searcher {
                let decision =
                    search::search(&game, seat, &small(g * 1000 + step, 150), &never).unwrap();
                game.apply_path(seat, &decision.path, false).unwrap();
            } else {
                game.random_move(seat, g * 7919 + step).unwrap();
            }
        }
        let scores = game.scores().unwrap();
        let (mine, theirs) = (scores[searcher as usize], scores[1 - searcher as usize]);
        wins += if mine > theirs {
            1.0
        } else if mine == theirs {
            0.5
        } else {
            0.0
        };
    }
    assert!(
        wins >= 10.0,
        "the search won only {wins} of {games} games against random play"
    );
}

#[test]
fn a_raised_flag_stops_the_search_and_the_heuristic_answers() {
    let plugin = open("parlour-example");
    let (game, seat) = decision_point(&plugin, 2).unwrap();
    let raised = AtomicU32::new(1);
    let decision = search::search(&game, seat, &small(1, 1_000_000), &raised).unwrap();
    assert!(decision.stats.cancelled);
    assert_eq!(decision.stats.iterations, 0);
    // The launcher's call still answers with a legal move at once.
    let action = bots::choose_move(&game, seat, Level::Hard, 1, &raised).unwrap();
    let mut copy = game.try_clone().unwrap();
    copy.apply(seat, &action).expect("a legal move");
}

#[test]
fn every_level_answers_a_legal_move_in_every_game() {
    let never = AtomicU32::new(0);
    for (name, players, _) in GAMES {
        let plugin = open(name);
        let (game, seat) = decision_point(&plugin, players).unwrap();
        for level in [Level::Easy, Level::Normal] {
            let mut config = level.search_config(&game, 3);
            if let Some(config) = &mut config {
                // Keep the debug build quick: the level's settings with a small budget.
                config.iterations = Some(20);
            }
            assert_eq!(
                config.is_some(),
                level != Level::Easy && game.can_determinize()
            );
            let (chosen, _) = bots::decide(&game, seat, config.as_ref(), 3, &never).unwrap();
            let action = match chosen {
                Chosen::Path(path) => bots::action_of_path(&game, seat, &path).unwrap(),
                Chosen::Action(action) => action,
            };
            let mut copy = game.try_clone().unwrap();
            copy.apply(seat, &action)
                .unwrap_or_else(|e| panic!("{name} {level:?}: {action} refused: {e}"));
        }
    }
}

#[test]
fn levels_round_trip_through_their_names() {
    for level in Level::ALL {
        assert_eq!(Level::parse(level.key()), Some(level));
    }
    assert_eq!(Level::default(), Level::Normal);
}

/// Connect Four after `columns` were played in turn (a small perfect-information fixture).
fn connect_four(columns: &[usize]) -> GameHandle {
    let plugin = open("parlour-connect-four");
    let mut game = new_game(&plugin, 2, 1);
    for &column in columns {
        let (acting, _) = game.turn().unwrap();
        let seat = acting.trailing_zeros();
        game.apply(seat, &serde_json::json!({ "drop": column }))
            .unwrap();
    }
    game
}

/// The column the Normal level drops into.
fn normal_move(game: &GameHandle) -> serde_json::Value {
    let (acting, _) = game.turn().unwrap();
    let seat = acting.trailing_zeros();
    bots::choose_move(game, seat, Level::Normal, 3, &AtomicU32::new(0)).unwrap()
}

/// In a game without secrets the search samples the state itself, so it must take a win in
/// one, block the one win the opponent threatens, and find a win two moves deep (an open three
/// on the bottom row, which cannot be stopped on both ends).
#[test]
fn in_connect_four_the_search_takes_wins_blocks_and_finds_a_forced_win() {
    let column = |game: &GameHandle| normal_move(game)["drop"].as_u64().unwrap();
    // Seat 0 has three across in columns 2-4 (1-based) and is to move: column 1 or 5 wins.
    let win = column(&connect_four(&[1, 1, 2, 2, 3, 6]));
    assert!([0, 4].contains(&win), "took {win}");
    // Seat 0 has columns 1-3 of the bottom row; seat 1 must drop into column 4.
    assert_eq!(column(&connect_four(&[0, 6, 1, 6, 2])), 3);
    // Seat 0 has the middle two of the bottom row: a third beside them wins two moves later.
    let forced = column(&connect_four(&[2, 2, 3, 3]));
    assert!([1, 4].contains(&forced), "took {forced}");
}

/// On several threads the search shares one tree: the budget's iterations are run between
/// the threads (each counted once at the root), the win and the block are still found, and a
/// SMOG decision, whose samples each thread draws from its own copy of the game, ends in a
/// legal move. A decision that one thread finishes well within its time cap stays on it: the
/// same move and the same counts as on one thread.
#[test]
fn a_search_on_several_threads_shares_its_budget_and_its_tree() {
    let never = AtomicU32::new(0);
    let threaded = |seed: u64, iterations: u64| SearchConfig {
        threads: 2,
        settle: false,
        ..small(seed, iterations)
    };
    for (columns, wanted) in [
        (&[1, 1, 2, 2, 3, 6][..], &[0, 4][..]),
        (&[0, 6, 1, 6, 2], &[3]),
    ] {
        let game = connect_four(columns);
        let seat = game.turn().unwrap().0.trailing_zeros();
        let decision = search::search(&game, seat, &threaded(5, 1_200), &never).unwrap();
        let iterations = decision.stats.iterations;
        assert!(
            (1_200..1_202).contains(&iterations),
            "two threads ran {iterations} iterations for a budget of 1,200"
        );
        let at_root: u64 = decision.root.iter().map(|e| u64::from(e.visits)).sum();
        assert_eq!(at_root, iterations, "every iteration reached the one tree");
        let mut played = game.try_clone().unwrap();
        played.apply_path(seat, &decision.path, false).unwrap();
        let action = bots::action_of_path(&game, seat, &decision.path).unwrap();
        let column = action["drop"].as_u64().unwrap();
        assert!(wanted.contains(&column), "dropped into {column}");
    }
    let game = connect_four(&[0, 6, 1, 6, 2]);
    let capped = |threads: u32| SearchConfig {
        // A cap far beyond the decision: helpers never join, whatever the machine's load.
        budget_ms: Some(600_000),
        threads,
        ..small(3, 400)
    };
    let one = search::search(&game, 1, &capped(1), &never).unwrap();
    let two = search::search(&game, 1, &capped(2), &never).unwrap();
    assert_eq!((&one.path, &one.root), (&two.path, &two.root));
    let smog = open("parlour-smog");
    let (game, seat) = decision_point(&smog, 3).expect("a SMOG decision");
    let config = SearchConfig {
        budget_ms: Some(400),
        ..threaded(9, 1_000_000)
    };
    let decision = search::search(&game, seat, &config, &never).unwrap();
    assert!(decision.stats.iterations > 0);
    let mut played = game.try_clone().unwrap();
    played
        .apply_path(seat, &decision.path, false)
        .expect("the threaded search's move is legal");
}

/// A decision whose outcome the rest of the budget could no longer change stops early, and
/// the move is the very one the whole budget gives: in Connect Four's only win in one, and at real
/// decisions of Victorian Masterminds, Maniacal and SMOG, with and without a trust in the bot.
#[test]
fn a_settled_decision_stops_early_with_the_move_the_whole_budget_makes() {
    let never = AtomicU32::new(0);
    // Seat 0 has three stacked in the first column and is to move: only that column wins.
    let win = connect_four(&[0, 1, 0, 1, 0, 6]);
    let config = small(7, 2_000);
    let decision = search::search(&win, 0, &config, &never).unwrap();
    assert!(
        decision.stats.settled && decision.stats.iterations < 1_500,
        "a win in one spent {} of 2,000 iterations",
        decision.stats.iterations
    );
    let mut won = win.try_clone().unwrap();
    won.apply_path(0, &decision.path, false).unwrap();
    assert!(won.turn().unwrap().1, "the settled move wins");
    let (mut settled, mut compared) = (0, 0);
    for (crate_name, players) in [
        ("parlour-victorian-masterminds", 2),
        ("parlour-maniacal", 3),
        ("parlour-smog", 2),
    ] {
        let plugin = open(crate_name);
        let declared = bots::tuned(&plugin.manifest().bot);
        // SMOG declares a trust in its bot; the others are asked with one as well, so that
        // both kinds of settling are held to the whole budget's move.
        let trusting = SearchConfig {
            trust: 2.0,
            prior: 10,
            ..declared.clone()
        };
        let configs = if declared.trust > 0.0 {
            vec![declared]
        } else {
            vec![declared, trusting]
        };
        for (game, seat) in decision_points(&plugin, players, 4, 4) {
            for base in &configs {
                let config = SearchConfig {
                    iterations: Some(300),
                    budget_ms: None,
                    seed: 11,
                    cutoff: Some(8),
                    ..base.clone()
                };
                let early = search::search(&game, seat, &config, &never).unwrap();
                let full = search::search(
                    &game,
                    seat,
                    &SearchConfig {
                        settle: false,
                        ..config.clone()
                    },
                    &never,
                )
                .unwrap();
                let trust = config.trust;
                assert_eq!(
                    early.path, full.path,
                    "{crate_name}: seat {seat}, trust {trust}"
                );
                assert_eq!(full.stats.iterations, 300);
                assert!(!full.stats.settled);
                compared += 1;
                if early.stats.settled {
                    assert!(early.stats.iterations < 300);
                    settled += 1;
                }
            }
        }
    }
    assert!(
        compared >= 6 && settled > 0,
        "{settled} of {compared} settled early"
    );
}

/// A seat that decides again right after its own move goes on from the tree of its last
/// decision: the iterations below the move it made count towards the budget, so the steps of
/// one turn share their work. After another seat's move it starts afresh.
#[test]
fn the_next_step_of_a_turn_goes_on_from_the_last_decisions_tree() {
    for (crate_name, players) in [("parlour-maniacal", 3), ("parlour-smog", 2)] {
        let plugin = open(crate_name);
        let mut game = new_game(&plugin, players, 5);
        let config = SearchConfig {
            iterations: Some(60),
            cutoff: Some(8),
            ..bots::tuned(&plugin.manifest().bot)
        };
        let never = AtomicU32::new(0);
        let mut memories: Vec<search::SearchMemory> =
            (0..players).map(|_| Default::default()).collect();
        let mut movers: Vec<u32> = Vec::new();
        let (mut resumed, mut fresh) = (0, 0);
        for _ in 0..80 {
            let (acting, over) = game.turn().unwrap();
            if over {
                break;
            }
            let seat = acting.trailing_zeros();
            let decision = search::search_remembering(
                &game,
                seat,
                &config,
                &never,
                &mut memories[seat as usize],
                &movers,
            )
            .unwrap();
            let stats = &decision.stats;
            if !stats.forced {
                let follows_own = movers.last() == Some(&seat);
                if stats.carried > 0 {
                    assert!(
                        follows_own,
                        "{crate_name}: a tree kept across another's move"
                    );
                    resumed += 1;
                } else {
                    fresh += 1;
                }
                assert!(
                    stats.iterations + stats.carried >= 60 || stats.settled,
                    "{crate_name}: the budget counts what the tree already had"
                );
                assert!(stats.iterations <= 60);
            }
            game.apply_path(seat, &decision.path, false).unwrap();
            movers.push(seat);
        }
        assert!(
            resumed > 0 && fresh > 0,
            "{crate_name}: {resumed} decisions went on from a kept tree, {fresh} started afresh"
        );
    }
}

#[test]
fn a_decision_the_plugin_marks_cheap_goes_to_its_bot_without_a_search() {
    // SMOG's finale: Burning London's rerolls are the Nemesis's (seat 0), and the plugin marks
    // them cheap: its bot's answer (reroll every die without a crown) is the best there is.
    let plugin = open("parlour-smog");
    let mut game = plugin
        .new_game(&SetupRequest {
            players: 2,
            seed: 3,
            options: [("chapter".to_string(), "6".to_string())].into(),
        })
        .expect("the finale sets up");
    let config = Level::Normal
        .search_config(&game, 1)
        .expect("SMOG has the search bot");
    let never = AtomicU32::new(0);
    let (mut cheap, mut searched) = (0, 0);
    for i in 0..600 {
        let (acting, over) = game.turn().unwrap();
        if over || (cheap > 0 && searched > 0) {
            break;
        }
        let seat = acting.trailing_zeros();
        let marked = game.choices(seat, &[], false, false).unwrap().cheap;
        if marked
            || (seat == 0 && searched == 0 && search::forced_move(&game, seat).unwrap().is_none())
        {
            let (chosen, thought) = bots::decide(&game, seat, Some(&config), i, &never).unwrap();
            assert_eq!(thought.cheap, marked, "the mark decides who answers");
            if marked {
                assert!(thought.search.is_none(), "no search for a cheap decision");
                let Chosen::Action(action) = chosen else {
                    panic!("the plugin's bot answers a cheap decision with its action");
                };
                assert_eq!(action, game.bot(seat, i).unwrap(), "it is the bot's move");
                cheap += 1;
            } else {
                assert!(thought.search.is_some(), "a real decision is searched");
                searched += 1;
            }
        }
        let action = game.bot(seat, i).unwrap();
        game.apply(seat, &action).unwrap();
    }
    assert!(cheap > 0, "the finale reached London's rerolls");
    assert!(searched > 0);
}

/// A plugin's bot says which clicks make its move (the search extension's `bot_path`): in every
/// bundled game, clicking that path makes the very move `bot_move` makes with the same seed.
/// The search starts every step of a composed move from that advice: with a prior far above
/// its budget it plays one of the bot's moves, click for click.
#[test]
fn the_bots_path_clicks_its_move_and_a_strong_prior_follows_it_through_a_composed_move() {
    let never = AtomicU32::new(0);
    let mut composed = 0;
    for (crate_name, players, warm_up) in GAMES {
        let plugin = open(crate_name);
        for (game, seat) in decision_points(&plugin, players, warm_up, 4) {
            let path = game
                .bot_path(seat, 5)
                .expect("the bundled plugins give their bot's path")
                .unwrap();
            let mut clicked = game.try_clone().unwrap();
            clicked.apply_path(seat, &path, false).unwrap();
            let mut moved = game.try_clone().unwrap();
            moved.bot_move(seat, 5).unwrap().unwrap();
            assert_eq!(
                clicked.save().unwrap().state,
                moved.save().unwrap().state,
                "{crate_name}: seat {seat}: the bot's path {path:x?} is another move"
            );
            composed += usize::from(path.len() > 1);
            let config = SearchConfig {
                prior: 1_000_000,
                settle: false,
                ..small(3, 30)
            };
            let decision = search::search(&game, seat, &config, &never).unwrap();
            let bot_moves: Vec<Vec<u64>> = (0..32)
                .map(|seed| game.bot_path(seat, seed).unwrap().unwrap())
                .collect();
            assert!(
                bot_moves.contains(&decision.path),
                "{crate_name}: seat {seat}: the search left the bot's advice with a prior of a \
                 million visits: {:x?}",
                decision.path
            );
        }
    }
    assert!(composed >= 2, "only {composed} bot moves of several clicks");
}

#[test]
fn a_search_that_trusts_the_bot_plays_its_move_without_clear_evidence_against_it() {
    // A prior of one visit only: the tree's most visited clicks are the search's own, and a
    // trust of a billion standard errors is evidence no playout gives, so every click where
    // they part keeps the bot's.
    let never = AtomicU32::new(0);
    let mut parted = 0;
    for (crate_name, players, warm_up) in GAMES {
        let plugin = open(crate_name);
        for (game, seat) in decision_points(&plugin, players, warm_up, 4) {
            let bot_moves: Vec<Vec<u64>> = (0..32)
                .map(|seed| game.bot_path(seat, seed).unwrap().unwrap())
                .collect();
            let config = SearchConfig {
                prior: 1,
                settle: false,
                ..small(3, 30)
            };
            let free = search::search(&game, seat, &config, &never).unwrap();
            let trusting = SearchConfig {
                trust: 1e9,
                ..config
            };
            let decision = search::search(&game, seat, &trusting, &never).unwrap();
            assert!(
                bot_moves.contains(&decision.path),
                "{crate_name}: seat {seat}: the trusting search played {:x?}, not the bot's move",
                decision.path
            );
            parted += usize::from(!bot_moves.contains(&free.path));
        }
    }
    assert!(
        parted >= 1,
        "the search without trust always played the bot's move: the test shows nothing"
    );
}
