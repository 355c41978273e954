//! Whole games: random and bot games finish at every seat count, chapter and level.

use super::Sdk;
use parlour_plugin_api::{Game, GameRng};

use super::*;

#[test]
fn random_games_finish_at_every_seat_count() {
    for n in 2..=5u32 {
        for chapter in ["1", "2", "3", "4", "5", "6"] {
            let game = new_game(n, u64::from(n) * 7, &[("chapter", chapter)]);
            let (game, moves) = play_out(game, u64::from(n), 0, 60_000);
            assert!(
                game.is_over(),
                "{n} seats chapter {chapter}: not over after {moves} moves"
            );
        }
    }
}

#[test]
fn bot_games_finish_at_every_level() {
    for level in ["moderate", "balanced", "lots"] {
        for chapter in ["1", "2"] {
            let game = new_game(3, 11, &[("chapter", chapter), ("level", level)]);
            let (game, moves) = play_out(game, 11, 1, 20_000);
            assert!(
                game.is_over(),
                "{level} chapter {chapter}: not over after {moves} moves"
            );
        }
    }
}

#[test]
fn data_files_parse_and_match_the_components() {
    let d = crate::data::Data::parse().expect("data parses");
    assert_eq!(d.gentlemen.len(), 5);
    assert_eq!(d.chapters.len(), 6);
    let count = |k: crate::data::CardKind| {
        d.cards
            .iter()
            .filter(|c| c.kind == k)
            .map(|c| c.copies)
            .sum::<u32>()
    };
    assert_eq!(count(crate::data::CardKind::Chaos), 30);
    assert_eq!(count(crate::data::CardKind::Suffering), 20);
    assert_eq!(count(crate::data::CardKind::Power), 8);
    assert_eq!(count(crate::data::CardKind::Role), 6);
    // Two power cards are basic.
    assert_eq!(d.cards.iter().filter(|c| c.basic).count(), 2);
    // At most 5 crates on any chapter's scene (the box holds 5).
    for ch in &d.chapters {
        let grid = d.build_grid(ch).expect("grid");
        assert!(grid.crates.iter().filter(|c| **c).count() <= 5, "{}", ch.id);
    }
}

#[test]
fn games_run_through_the_sdk_instance_and_survive_saving() {
    use parlour_plugin_api::export::Instance;
    let req = serde_json::to_vec(
        &serde_json::json!({"players": 4, "seed": 5, "options": {"chapter": "2"}}),
    )
    .unwrap();
    let mut inst = Instance::<Smog>::create(&req).expect("create");
    let taken = inst.playout(9, 40_000).expect("playout");
    assert!(inst.status().game_over, "{taken} moves");
    // Save and load in the middle of a game gives the same state.
    let mut game = new_game(3, 8, &[]);
    for i in 0..300u64 {
        if game.is_over() {
            break;
        }
        let seat = game.acting_seats()[0];
        let a = game.bot_action(seat, i).unwrap();
        game.act(seat, &a).unwrap();
    }
    let saved = serde_json::to_string(&game).unwrap();
    let loaded: Smog = serde_json::from_str(&saved).unwrap();
    assert_eq!(serde_json::to_string(&loaded).unwrap(), saved);
}

#[test]
fn clickable_view_elements_are_legal_choices() {
    use parlour_plugin_api::Viewer;
    let mut game = new_game(2, 3, &[]);
    let mut rng = GameRng::from_seed(2);
    for step in 0..800u64 {
        if game.is_over() {
            break;
        }
        for seat in 0..2 {
            let legal: std::collections::BTreeSet<u64> = game
                .choices(seat, &[])
                .options
                .iter()
                .map(|o| parlour_plugin_api::id_of(&o.action))
                .collect();
            for id in game.look(Viewer::Seat(seat)).choices() {
                assert!(
                    legal.contains(&id),
                    "step {step}: seat {seat} view offers an illegal click"
                );
            }
        }
        let seat = game.acting_seats()[0];
        let a = if step % 2 == 0 {
            random_move(&game, seat, &mut rng).unwrap()
        } else {
            game.bot_action(seat, step).unwrap()
        };
        game.act(seat, &a).unwrap();
    }
}

/// Every move the choice tree offers is accepted by the SDK (its path leads back to it) and
/// applies: one-shots of every chapter and a campaign, at several seat counts.
#[test]
fn the_tree_and_apply_agree() {
    for (n, seed, options) in [
        (2u32, 1u64, vec![("chapter", "1")]),
        (3, 2, vec![("chapter", "2")]),
        (4, 3, vec![("chapter", "3"), ("level", "lots")]),
        (5, 4, vec![("chapter", "4")]),
        (2, 5, vec![("chapter", "5"), ("level", "moderate")]),
        (3, 6, vec![("chapter", "6")]),
        (4, 7, vec![("mode", "campaign")]),
    ] {
        let game = new_game(n, seed, &options);
        let checked = parlour_plugin_api::testing::tree_and_apply_agree(game, seed, 3, 3, 600)
            .unwrap_or_else(|e| panic!("{n} seats {options:?}: {e}"));
        assert!(checked > 100, "{checked} moves checked");
    }
}

/// The figures of a view's board as (key, square, badges, lying, defeated), in order.
fn collect_pieces(node: &serde_json::Value, out: &mut Vec<serde_json::Value>) {
    match node {
        serde_json::Value::Object(o) => {
            if let Some(serde_json::Value::Array(pieces)) = o.get("pieces") {
                for p in pieces {
                    out.push(serde_json::json!([
                        p["key"],
                        p["x"],
                        p["y"],
                        p["badges"],
                        p["knocked_down"],
                        p["defeated"]
                    ]));
                }
            }
            for v in o.values() {
                collect_pieces(v, out);
            }
        }
        serde_json::Value::Array(a) => a.iter().for_each(|v| collect_pieces(v, out)),
        _ => {}
    }
}

/// A save of an older schema (before the question stack, or with the old `secrets` counter)
/// is rebuilt by the launcher by replaying its log from the seed: a game recorded with
/// schema 1 replays move by move through the SDK and ends where it ended then (the same
/// status, acting seat and views).
#[test]
#[ignore = "recorded with the decks before issue 24's chaos and suffering cards: a replay from \
            the seed shuffles the new decks and parts at the first draw that differs (schema 2 \
            and later saves keep their decks in their state and load unchanged)"]
fn a_schema_1_game_replays_from_its_log() {
    use parlour_plugin_api::abi;
    use parlour_plugin_api::export::Instance;
    let old: serde_json::Value =
        serde_json::from_str(include_str!("data/schema1-log.json")).expect("the recorded game");
    let req = serde_json::to_vec(&old["request"]).unwrap();
    let mut inst = Instance::<Smog>::create(&req).expect("create");
    let moves = old["moves"].as_array().expect("moves");
    assert_eq!(moves.len(), 300);
    for (i, m) in moves.iter().enumerate() {
        let seat = m["seat"].as_u64().expect("seat") as u32;
        assert_eq!(inst.status().acting.first(), Some(&seat), "move {i}");
        let action = serde_json::to_vec(&m["action"]).unwrap();
        inst.apply(seat, &action)
            .unwrap_or_else(|e| panic!("move {i} replays: {e:?}"));
    }
    // The state reached, as the status and the figures on the board show it (the texts and
    // the table's drawing have changed since the recording: the phase, the headline, the
    // cost labels and the dice).
    let state_part = |mut status: serde_json::Value| {
        if let Some(o) = status.as_object_mut() {
            o.remove("phase");
            o.remove("headline");
        }
        status
    };
    let status = serde_json::to_value(inst.status()).unwrap();
    assert_eq!(state_part(status), state_part(old["status"].clone()));
    let acting = inst.status().acting[0] as i32;
    let pieces = |view: &serde_json::Value| {
        let mut out = Vec::new();
        collect_pieces(view, &mut out);
        out
    };
    let view = |seat: i32| serde_json::to_value(inst.view(seat).unwrap()).unwrap();
    assert_eq!(pieces(&view(acting)), pieces(&old["acting_view"]));
    assert_eq!(
        pieces(&view(abi::SPECTATOR)),
        pieces(&old["spectator_view"])
    );
    assert!(!pieces(&old["spectator_view"]).is_empty());
    // A schema 1 state itself is not read as the current shape (the launcher replays it).
    let mut saved = serde_json::to_value(inst.save().unwrap()).unwrap();
    saved["schema_version"] = serde_json::json!(1);
    let bytes = serde_json::to_vec(&saved).unwrap();
    assert!(Instance::<Smog>::load(&bytes).is_err());
    // A schema 2 state is read as it is (schema 3 only added questions and moves).
    saved["schema_version"] = serde_json::json!(2);
    let bytes = serde_json::to_vec(&saved).unwrap();
    let loaded = Instance::<Smog>::load(&bytes).expect("a schema 2 state loads");
    assert_eq!(
        serde_json::to_value(loaded.save().unwrap()).unwrap()["state"],
        saved["state"]
    );
}
