//! Moves applied in place on the hot path (`Game::APPLY_IN_PLACE`): a refused move changes
//! nothing, a panic while changing the game makes the handle unusable instead of leaving a
//! half-changed game in play, and the logged `game_apply` stays transactional either way.

use std::panic::{AssertUnwindSafe, catch_unwind};

use parlour_plugin_api::export::Instance;
use parlour_plugin_api::{
    Ctx, Game, GameError, Legal, Manifest, Node, Offered, Seat, SetupRequest, Status, Text, Viewer,
    id_of,
};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Fragile {
    total: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Action {
    Add(u32),
    /// Legal, but the game breaks halfway through applying it (a plugin bug).
    Boom,
}

impl Game for Fragile {
    type Action = Action;
    type Choice = Action;
    const APPLY_IN_PLACE: bool = true;

    fn manifest() -> Manifest {
        Manifest {
            id: "fragile".into(),
            version: "1.0.0".into(),
            name: "fragile".into(),
            description: "fragile".into(),
            min_players: 1,
            max_players: 1,
            ..Default::default()
        }
    }

    fn setup(_request: &SetupRequest) -> Result<Self, GameError> {
        Ok(Fragile { total: 0 })
    }

    fn player_count(&self) -> u32 {
        1
    }

    fn acting_seats(&self) -> Vec<Seat> {
        if self.total < 10 { vec![0] } else { vec![] }
    }

    fn legal_actions(&self, _seat: Seat) -> Vec<Legal<Action>> {
        vec![
            Legal::new(Action::Add(1), Text::new("add")),
            Legal::new(Action::Add(2), Text::new("add")),
            Legal::new(Action::Boom, Text::new("boom")),
        ]
    }

    fn apply(&mut self, _ctx: &mut Ctx, _seat: Seat, action: &Action) -> Result<(), GameError> {
        match action {
            Action::Add(n) => self.total += n,
            Action::Boom => {
                self.total += 100;
                panic!("broken halfway");
            }
        }
        Ok(())
    }

    fn view(&self, _viewer: Viewer, _offered: &Offered<'_, Action>) -> Node {
        Node::label("fragile")
    }

    fn status(&self) -> Status {
        Status {
            game_over: self.total >= 10,
            ..Default::default()
        }
    }
}

fn game() -> Instance<Fragile> {
    Instance::create(br#"{"players":1,"seed":1}"#).expect("setup")
}

#[test]
fn a_refused_hot_path_move_changes_nothing() {
    let mut g = game();
    g.apply_path(0, &[id_of(&Action::Add(2))], false).unwrap();
    let before = g.save().unwrap();
    assert!(g.apply_path(0, &[id_of(&Action::Add(3))], false).is_err());
    assert!(g.apply_path(0, &[], false).is_err());
    assert_eq!(g.save().unwrap(), before);
}

#[test]
fn a_panic_while_applying_in_place_makes_the_handle_unusable() {
    let mut g = game();
    g.apply_path(0, &[id_of(&Action::Add(1))], false).unwrap();
    let panicked = catch_unwind(AssertUnwindSafe(|| {
        let _ = g.apply_path(0, &[id_of(&Action::Boom)], false);
    }));
    assert!(panicked.is_err(), "the panic reaches the export layer");
    let refused = g.save().expect_err("the half-changed game is never saved");
    assert_eq!(refused.body.code, "poisoned");
    assert!(g.turn().is_err());
    assert!(g.random_move(0, 1).is_err());
}

#[test]
fn the_logged_apply_stays_transactional_even_for_an_in_place_game() {
    let mut g = game();
    g.apply(0, br#"{"add":1}"#).unwrap();
    let before = g.save().unwrap();
    let panicked = catch_unwind(AssertUnwindSafe(|| {
        let _ = g.apply(0, br#""boom""#);
    }));
    assert!(panicked.is_err());
    assert_eq!(g.save().unwrap(), before, "worked on a copy");
    assert!(
        g.apply(0, br#"{"add":2}"#).is_ok(),
        "and the handle still plays"
    );
}
