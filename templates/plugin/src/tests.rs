//! The rules' tests, and the checks every Parlour game runs through the SDK's shared helpers.

use parlour_plugin_api::testing;
use parlour_plugin_api::{Game, Viewer};

use super::*;

fn game(players: u32) -> __TYPE__ {
    testing::setup(players, 1, &[]).expect("setup")
}

#[test]
fn the_seat_that_reaches_the_target_wins_and_overshooting_is_refused() {
    let mut g = game(2);
    g.total = 19;
    assert!(
        testing::apply(&mut g, 0, &Action::Add(3)).is_err(),
        "22 overshoots 21"
    );
    testing::apply(&mut g, 0, &Action::Add(2)).expect("legal");
    let status = g.status();
    assert!(status.game_over);
    assert_eq!(status.ranking[0].seat, 0);
    for seat in 0..2 {
        assert!(
            testing::apply(&mut g, seat, &Action::Add(1)).is_err(),
            "nobody moves after the end"
        );
    }
}

#[test]
fn turns_go_round_the_table_and_only_the_seat_to_move_may_click() {
    let mut g = game(3);
    for expected in [0, 1, 2, 0] {
        assert_eq!(g.acting_seats(), vec![expected]);
        assert!(testing::apply(&mut g, (expected + 1) % 3, &Action::Add(1)).is_err());
        testing::apply(&mut g, expected, &Action::Add(1)).expect("legal");
    }
    let clickable = testing::view(&g, Viewer::Seat(1)).choices();
    assert_eq!(clickable.len(), 3, "seat 1 is to move: +1, +2 and +3");
    assert!(testing::view(&g, Viewer::Seat(0)).choices().is_empty());
}

#[test]
fn random_games_end_and_the_tree_and_apply_agree() {
    for (players, seed) in [(2, 1), (3, 2), (4, 3)] {
        let (end, _) = testing::play_out(game(players), seed, 0, 1_000).expect("plays");
        assert!(end.is_over());
        testing::tree_and_apply_agree(game(players), seed, 1, 3, 1_000).expect("agree");
    }
}

#[test]
fn every_language_has_every_message_the_game_shows() {
    testing::locales_agree(&__TYPE__::manifest()).expect("en and de agree");
    testing::texts_of_played_games(|seed| game(2 + (seed % 3) as u32), 6, 200)
        .expect("every text is defined");
}
