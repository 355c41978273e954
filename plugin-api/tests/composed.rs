//! The SDK's composed moves, tested on a small game: a token walks along a line with three
//! movement points (a walk is composed step by step and may stop after any step), or the
//! player picks one to three of their dice to reroll (a subset, one die per click, ended by
//! "done"). The reroll is the commit point: it happens inside the apply. A watchman stands on
//! square 5: a walk that reaches it stops there (an interruption), and the rest of the path
//! is dropped.

use parlour_plugin_api::export::Instance;
use parlour_plugin_api::{
    Ctx, Game, GameError, GameRng, Legal, Manifest, Node, Offered, Seat, SetupRequest, Status,
    Step, Text, Viewer, id_of,
};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Walker {
    position: u32,
    dice: [u32; 3],
    moves: u32,
    rng: GameRng,
}

/// A complete move, as logged and saved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Action {
    Walk(Vec<u32>),
    Reroll(Vec<usize>),
}

/// One click.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Choice {
    Walk,
    Step(u32),
    Reroll,
    Die(usize),
    Done,
}

const POINTS: u32 = 3;
const WATCHMAN: u32 = 5;

impl Game for Walker {
    type Action = Action;
    type Choice = Choice;
    const COMPOSED: bool = true;

    fn manifest() -> Manifest {
        Manifest {
            id: "walker".into(),
            version: "1.0.0".into(),
            name: "walker".into(),
            description: "walker".into(),
            min_players: 1,
            max_players: 1,
            ..Default::default()
        }
    }

    fn setup(request: &SetupRequest) -> Result<Self, GameError> {
        let mut rng = GameRng::from_seed(request.seed);
        let dice = [rng.roll(6), rng.roll(6), rng.roll(6)];
        Ok(Walker {
            position: 0,
            dice,
            moves: 0,
            rng,
        })
    }

    fn player_count(&self) -> u32 {
        1
    }

    fn acting_seats(&self) -> Vec<Seat> {
        if self.moves < 4 { vec![0] } else { vec![] }
    }

    fn legal_actions(&self, _seat: Seat) -> Vec<Legal<Action>> {
        Vec::new()
    }

    fn choices(&self, seat: Seat, partial: &[Choice]) -> Step<Choice, Action> {
        if seat != 0 || self.moves >= 4 {
            return Step::none();
        }
        match partial {
            [] => Step::options(vec![
                Legal::new(Choice::Walk, Text::new("walk")),
                Legal::new(Choice::Reroll, Text::new("reroll")),
            ]),
            [Choice::Walk, steps @ ..] => {
                let mut used = 0;
                let mut path = Vec::new();
                for step in steps {
                    let Choice::Step(n) = step else {
                        return Step::none();
                    };
                    used += n;
                    path.push(*n);
                }
                if used > POINTS {
                    return Step::none();
                }
                let options = (1..=2)
                    .filter(|n| used + n <= POINTS)
                    .map(|n| Legal::new(Choice::Step(n), Text::new("step").num("n", n)))
                    .collect();
                let step = Step::options(options).prompt(Text::new("walk-prompt"));
                if path.is_empty() {
                    // Standing still was a move in an older version of this game: saves may
                    // hold it, so it stays legal, but it is no longer offered.
                    step.also_complete(Action::Walk(Vec::new()))
                } else {
                    step.or_complete(Action::Walk(path))
                }
            }
            [Choice::Reroll, picks @ ..] => {
                let mut picked = Vec::new();
                for (i, pick) in picks.iter().enumerate() {
                    match pick {
                        Choice::Die(d) if *d < 3 && !picked.contains(d) => picked.push(*d),
                        Choice::Done if i + 1 == picks.len() && !picked.is_empty() => {
                            return Step::done(Action::Reroll(picked));
                        }
                        _ => return Step::none(),
                    }
                }
                let mut options: Vec<Legal<Choice>> = (0..3)
                    .filter(|d| !picked.contains(d))
                    .map(|d| Legal::new(Choice::Die(d), Text::new("die")))
                    .collect();
                if !picked.is_empty() {
                    options.push(Legal::new(Choice::Done, Text::new("done")));
                }
                Step::options(options).subset(1, 3, picked.len() as u32)
            }
            _ => Step::none(),
        }
    }

    fn path_of(&self, _seat: Seat, action: &Action) -> Option<Vec<Choice>> {
        Some(match action {
            Action::Walk(path) => std::iter::once(Choice::Walk)
                .chain(path.iter().map(|&n| Choice::Step(n)))
                .collect(),
            Action::Reroll(dice) => std::iter::once(Choice::Reroll)
                .chain(dice.iter().map(|&d| Choice::Die(d)))
                .chain([Choice::Done])
                .collect(),
        })
    }

    fn apply(&mut self, ctx: &mut Ctx, _seat: Seat, action: &Action) -> Result<(), GameError> {
        self.moves += 1;
        match action {
            Action::Walk(path) => {
                for (taken, step) in path.iter().enumerate() {
                    self.position += step;
                    if self.position == WATCHMAN && taken + 1 < path.len() {
                        // The walk choice and the steps taken so far took effect.
                        ctx.cut_short(taken as u32 + 2);
                        return Ok(());
                    }
                }
            }
            // The SDK sees the rolls: no taking a reroll back.
            Action::Reroll(dice) => {
                for &d in dice {
                    self.dice[d] = self.rng.roll(6);
                }
            }
        }
        Ok(())
    }

    fn refusal(&self, _seat: Seat, action: &Action) -> Option<GameError> {
        match action {
            Action::Walk(path) if path.iter().sum::<u32>() > POINTS => Some(GameError::illegal(
                format!("a walk spends at most {POINTS} movement points"),
            )),
            _ => None,
        }
    }

    fn view(&self, _viewer: Viewer, _offered: &Offered<'_, Choice>) -> Node {
        Node::label("walker")
    }

    fn status(&self) -> Status {
        Status {
            turn: self.moves + 1,
            game_over: self.moves >= 4,
            ..Default::default()
        }
    }

    fn determinize(&self, _seat: Seat, _rng: &mut GameRng) -> Option<Self> {
        Some(self.clone())
    }

    fn rng_mut(&mut self) -> Option<&mut GameRng> {
        Some(&mut self.rng)
    }
}

fn game() -> Instance<Walker> {
    Instance::create(br#"{"players":1,"seed":5}"#).expect("setup")
}

fn ids(choices: &[Choice]) -> Vec<u64> {
    choices.iter().map(id_of).collect()
}

#[test]
fn a_walk_is_composed_step_by_step_and_may_stop_after_any_step() {
    let mut g = game();
    let first = g.choices(0, br#"{"partial":[],"labels":true}"#).unwrap();
    assert_eq!(first.options.len(), 2);
    assert!(first.complete.is_none());
    let after_walk = g.choices(0, br#"{"partial":["walk"]}"#).unwrap();
    assert_eq!(after_walk.options.len(), 2, "one or two squares");
    assert!(after_walk.complete.is_none(), "a walk needs a step");
    let after_two = g.choices(0, br#"{"partial":["walk",{"step":2}]}"#).unwrap();
    assert_eq!(after_two.options.len(), 1, "one movement point is left");
    let complete = after_two.complete.expect("may stop here");
    assert_eq!(complete.action, serde_json::json!({"walk": [2]}));
    assert_eq!(complete.id, id_of(&Action::Walk(vec![2])));

    // The hot path lists the same ids, and applies the path.
    let path = ids(&[Choice::Walk, Choice::Step(2)]);
    let (next, done) = g.choice_ids(0, &path).unwrap();
    assert!(done);
    assert_eq!(next, vec![id_of(&Choice::Step(1))]);
    g.apply_path(0, &path, false).unwrap();
    assert_eq!(g.game.position, 2);
}

#[test]
fn a_partial_move_that_was_never_offered_is_refused_and_changes_nothing() {
    let mut g = game();
    let before = g.save().unwrap();
    assert!(
        g.choices(0, br#"{"partial":["walk",{"step":2},{"step":2}]}"#)
            .is_err()
    );
    assert!(g.choices(0, br#"{"partial":[{"step":1}]}"#).is_err());
    let bad = ids(&[Choice::Walk, Choice::Step(2), Choice::Step(2)]);
    assert!(g.apply_path(0, &bad, false).is_err());
    assert!(
        g.apply_path(0, &ids(&[Choice::Walk]), false).is_err(),
        "not complete"
    );
    assert_eq!(g.save().unwrap(), before);
}

#[test]
fn a_subset_is_picked_one_option_per_click_and_the_reroll_happens_in_the_apply() {
    let mut g = game();
    let picked = g
        .choices(0, br#"{"partial":["reroll",{"die":2}]}"#)
        .unwrap();
    let subset = picked.subset.expect("a subset step");
    assert_eq!((subset.min, subset.max, subset.picked), (1, 3, 1));
    assert_eq!(picked.options.len(), 3, "two dice left and done");
    let path = ids(&[Choice::Reroll, Choice::Die(2), Choice::Die(0), Choice::Done]);
    let applied = g
        .apply_path(0, &path, true)
        .unwrap()
        .expect("log asked for");
    assert!(!applied.undoable, "a roll is final");
}

#[test]
fn a_complete_action_sent_as_json_is_checked_by_walking_the_choices() {
    let mut g = game();
    assert!(g.apply(0, br#"{"walk":[1,2]}"#).is_ok());
    // A refusal says why when the game knows (the walk is too long), and falls back to the
    // general message when it does not.
    let refused = g.apply(0, br#"{"walk":[2,2]}"#).unwrap_err();
    assert_eq!(refused.body.code, "illegal_action");
    assert_eq!(
        refused.body.message,
        "a walk spends at most 3 movement points"
    );
    let refused = g.apply(0, br#"{"reroll":[]}"#).unwrap_err();
    assert!(
        refused.body.message.contains("is not a legal action"),
        "at least one die: {}",
        refused.body.message
    );
    assert!(g.apply(0, br#"{"reroll":[1]}"#).is_ok());
}

#[test]
fn random_moves_are_always_legal_and_reach_the_end() {
    for seed in 0..50 {
        let mut g = game();
        let taken = g.playout(seed, 100).unwrap();
        assert_eq!(taken, 4);
        assert!(g.turn().unwrap().1);
    }
}

/// The search's heuristic rollout in one call plays the very moves `bot_move` makes, one call
/// a move, with the seeds drawn in turn from the playout's seed; a bound stops it early.
#[test]
fn a_bot_playout_makes_the_bots_moves_to_the_end() {
    for seed in 0..30 {
        let mut g = game();
        let taken = g.bot_playout(seed, 100).unwrap();
        assert!(g.turn().unwrap().1, "the game is over");
        let mut again = game();
        let mut rng = GameRng::from_seed(seed);
        for _ in 0..taken {
            let (acting, over) = again.turn().unwrap();
            assert!(!over);
            again
                .bot_move(acting.trailing_zeros(), rng.next_u64())
                .unwrap();
        }
        assert_eq!(g.game, again.game, "seed {seed}");

        let mut short = game();
        assert_eq!(short.bot_playout(seed, 2).unwrap(), 2);
        assert!(!short.turn().unwrap().1, "two moves do not end it");
    }
}

#[test]
fn determinize_reseeds_the_random_generator() {
    let mut g = game();
    let mut sampled = g.determinize(0, 9).unwrap();
    assert_ne!(sampled.rng_fingerprint(), g.rng_fingerprint());
    // The rerolls of the sampled game differ from the real ones: the search cannot know them.
    let path = ids(&[
        Choice::Reroll,
        Choice::Die(0),
        Choice::Die(1),
        Choice::Die(2),
        Choice::Done,
    ]);
    g.apply_path(0, &path, false).unwrap();
    sampled.apply_path(0, &path, false).unwrap();
    assert_eq!(g.game.position, sampled.game.position);
    assert_ne!(
        (g.game.dice, g.game.rng.fingerprint()),
        (sampled.game.dice, sampled.game.rng.fingerprint())
    );
}

#[test]
fn a_walk_stopped_by_the_watchman_reports_how_much_of_it_was_applied() {
    let mut g = game();
    let applied = g.apply(0, br#"{"walk":[1,2]}"#).unwrap();
    assert_eq!(applied.applied_choices, None, "a whole move");
    assert_eq!(g.game.position, 3);
    // 3 -> 5 meets the watchman: the last step of the path is dropped.
    let applied = g.apply(0, br#"{"walk":[2,1]}"#).unwrap();
    assert_eq!(
        applied.applied_choices,
        Some(2),
        "the walk choice and one step"
    );
    assert_eq!(g.game.position, WATCHMAN);
    // The same through the hot path, with the log asked for.
    let mut g = game();
    g.apply(0, br#"{"walk":[1,2]}"#).unwrap();
    let path = ids(&[Choice::Walk, Choice::Step(2), Choice::Step(1)]);
    let applied = g
        .apply_path(0, &path, true)
        .unwrap()
        .expect("log asked for");
    assert_eq!(applied.applied_choices, Some(2));
    assert_eq!(g.game.position, WATCHMAN);
}

#[test]
fn an_older_form_of_a_move_stays_legal_but_is_not_offered() {
    let mut g = game();
    let step = g.game.choices(0, &[Choice::Walk]);
    assert!(step.complete.is_none(), "standing still is not offered");
    let before = g.game.position;
    g.apply(0, br#"{"walk":[]}"#)
        .expect("an old save's move replays");
    assert_eq!(g.game.position, before);
    assert_eq!(g.game.moves, 1);
}
