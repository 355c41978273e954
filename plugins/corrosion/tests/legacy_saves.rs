//! Old saves replay: action logs written before Corrosion's choice tree became the only source
//! of legality still replay through the SDK, and end in the very state the old game reached.
//!
//! `legacy-games.json` holds three whole games (solo, 2 and 4 players) played by the bot of
//! commit 5b78bc0 through that commit's SDK: each move as the seat and the action JSON the
//! old game accepted, and the final saved state (without the `revealed` flag the state no
//! longer saves; with schema 1's `stack`, `decision` and `pending_reactivate`, which the
//! question stack `questions` and the effect stack `effects` of schema 2 replaced: those are
//! compared by what they say, nothing open). That bot, like `parlour actions`, made a decision of several parts as
//! separate moves: the first click alone (a repair whose gears leave a choice, the steam
//! engineer with cold water), then each answer as a move of its own. The tree now composes
//! those into one move, and keeps the split forms legal without offering them
//! (`Step::also_complete`).

use parlour_corrosion::{Action, Corrosion};
use parlour_plugin_api::instance::Instance;
use parlour_plugin_api::{Game, Seat, id_of};
use serde_json::{Value, json};

const FIXTURE: &str = include_str!("legacy-games.json");

/// What replaying one old game found.
struct Replayed {
    moves: usize,
    /// Moves the tree accepts but does not offer (old split forms).
    split: usize,
}

/// Replays one game of the fixture through the SDK's legality and apply, and compares the
/// final saved state with the old one.
fn replay(game: &Value) -> Replayed {
    let players = game["players"].as_u64().expect("players");
    let seed = game["seed"].as_u64().expect("seed");
    let request = json!({"players": players, "seed": seed, "options": {}});
    let mut instance =
        Instance::<Corrosion>::create(request.to_string().as_bytes()).expect("setup");
    let moves = game["moves"].as_array().expect("moves");
    let mut split = 0;
    for (i, m) in moves.iter().enumerate() {
        let seat = m["seat"].as_u64().expect("seat") as Seat;
        let action: Action = serde_json::from_value(m["action"].clone()).expect("an action");
        // Offered as a whole move (the step after its clicks completes to it), or only kept
        // legal for old saves.
        let path = instance.game.path_of(seat, &action).expect("a path");
        let offered = instance
            .game
            .choices(seat, &path)
            .complete
            .is_some_and(|c| id_of(&c) == id_of(&action));
        if !offered {
            split += 1;
        }
        if let Err(e) = instance.apply(seat, m["action"].to_string().as_bytes()) {
            panic!(
                "{players} players, seed {seed}: old move {i} (seat {seat}, {}) refused: {}",
                m["action"], e.body.message
            );
        }
    }
    let saved = serde_json::to_value(instance.save().expect("save")).expect("saved state");
    assert_eq!(saved["schema_version"], json!(Corrosion::SCHEMA_VERSION));
    // The question stack replaced the old pending-work fields: compare every other field, and
    // check that the new ones say what the old ones said.
    let mut old = game["final"]["state"].clone();
    let mut new = saved["state"].clone();
    let old_open = strip(&mut old, &["stack", "decision", "pending_reactivate"]);
    strip(&mut new, &["questions", "effects"]);
    assert_eq!(
        new, old,
        "{players} players, seed {seed}: the replayed game ends in another state"
    );
    assert_eq!(
        old_open,
        [json!([]), Value::Null, Value::Null],
        "{players} players, seed {seed}: the old game ended with nothing open"
    );
    assert!(
        instance.game.questions.is_empty() && instance.game.effects.is_empty(),
        "{players} players, seed {seed}: the replayed game ends with nothing asked or pending"
    );
    assert_eq!(
        instance.status().game_over,
        game["over"].as_bool().expect("over")
    );
    Replayed {
        moves: moves.len(),
        split,
    }
}

/// Removes `keys` from a saved state, giving back their values (`null` when absent).
fn strip(state: &mut Value, keys: &[&str]) -> Vec<Value> {
    let fields = state.as_object_mut().expect("a state object");
    keys.iter()
        .map(|k| fields.remove(*k).unwrap_or(Value::Null))
        .collect()
}

#[test]
fn old_bot_games_with_split_moves_replay_to_the_old_final_state() {
    let fixture: Value = serde_json::from_str(FIXTURE).expect("fixture parses");
    let games = fixture["games"].as_array().expect("games");
    assert_eq!(games.len(), 3);
    let mut moves = 0;
    let mut split = 0;
    for game in games {
        let r = replay(game);
        moves += r.moves;
        split += r.split;
    }
    eprintln!(
        "replayed {} old games, {moves} moves, {split} of them split forms",
        games.len()
    );
    assert_eq!(moves, 812);
    // The fixture holds split forms to replay, or it would prove nothing.
    assert!(split >= 20, "only {split} split moves in the fixture");
}
