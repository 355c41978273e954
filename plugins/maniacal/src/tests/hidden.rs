//! Hidden information: a seat's view, options and labels depend only on what it may know.

use parlour_plugin_api::{Game, GameRng, Viewer};

use super::*;

/// Property: along random games, a state re-sampled for a seat (other hands, picks, Scheme
/// hands, face-down contract fronts, deck orders) shows that seat the same view, the same
/// options with the same labels and the same status; spectators see the same view too. The
/// samples really differ from the game in what is hidden (else the test would prove nothing).
#[test]
fn no_view_differs_when_only_hidden_information_differs() {
    let (mut samples, mut different) = (0, 0);
    for (n, seed) in [(2u32, 1u64), (3, 2), (4, 3), (5, 4)] {
        let mut g = setup(n, seed, &[("advanced", "true")]);
        let mut rng = GameRng::from_seed(seed);
        let mut steps = 0;
        while !g.is_over() && steps < 3_000 {
            if steps % 7 == 0 {
                for seat in 0..n {
                    let mut sampler = GameRng::from_seed(steps as u64 * 13 + u64::from(seat));
                    let other = g.determinize(seat, &mut sampler).expect("determinize");
                    samples += 1;
                    if serde_json::to_value(&other).ok() != serde_json::to_value(&g).ok() {
                        different += 1;
                    }
                    assert_eq!(g.status(), other.status(), "step {steps}, seat {seat}");
                    assert_eq!(
                        view(&g, Viewer::Seat(seat)),
                        view(&other, Viewer::Seat(seat)),
                        "step {steps}, seat {seat}"
                    );
                    assert_eq!(view(&g, Viewer::Spectator), view(&other, Viewer::Spectator));
                    assert_eq!(g.acting_seats(), other.acting_seats());
                    let mine = g.choices(seat, &[]);
                    let theirs = other.choices(seat, &[]);
                    assert_eq!(mine.options, theirs.options, "step {steps}, seat {seat}");
                }
            }
            let seat = g.acting_seats()[0];
            let action = if steps % 2 == 0 {
                random_move(&g, seat, &mut rng).expect("move")
            } else {
                g.bot_action(seat, steps as u64).expect("bot")
            };
            apply(&mut g, seat, &action).expect("apply");
            steps += 1;
        }
    }
    assert!(
        different * 10 >= samples * 9,
        "only {different} of {samples} samples differ from the real game"
    );
}

#[test]
fn face_down_contracts_show_only_their_back() {
    let g = new_game(3, 5);
    let json = serde_json::to_string(&view(&g, Viewer::Seat(0))).expect("json");
    for c in g.map.iter().flatten() {
        let id = &data().contracts[usize::from(*c)].id;
        assert!(
            !json.contains(&format!("contract-{id}\"")),
            "front of {id} leaked"
        );
    }
}

#[test]
fn determinize_keeps_the_seats_own_secrets_and_resamples_the_rest() {
    let g = new_game(4, 6);
    let mut rng = GameRng::from_seed(1);
    let d = g.determinize(0, &mut rng).expect("determinize");
    assert_eq!(d.p(0).hand, g.p(0).hand);
    assert_eq!(d.p(0).schemes, g.p(0).schemes);
    for slot in 0..6 {
        assert_eq!(d.back(slot), g.back(slot));
    }
    let differs = (1..4).any(|s| d.p(s).hand != g.p(s).hand);
    assert!(differs);
}

/// Property: determinize starts from a canonical order, so the sample depends only on the
/// generator and on what the seat knows. A state that differs from the real one only in what
/// is hidden from the seat (another sample) gives the very same sample for the same generator.
#[test]
fn determinize_does_not_depend_on_the_real_hidden_arrangement() {
    for (n, seed) in [(2u32, 11u64), (3, 12), (5, 13)] {
        let g = setup(n, seed, &[("advanced", "true")]);
        let differed = parlour_plugin_api::testing::determinize_is_canonical(g, seed, 11, 3_000)
            .unwrap_or_else(|e| panic!("{n} players: {e}"));
        assert!(differed > 0, "the other states really differ");
    }
}

/// Whether another seat builds its secret draft pick is hidden: the sample does not copy it.
#[test]
fn a_secret_pick_is_resampled_card_and_build_alike() {
    let mut g = new_game(2, 21);
    while g.phase != Phase::Draft {
        let seat = g.acting_seats()[0];
        let action = g.bot_action(seat, 0).expect("bot");
        apply(&mut g, seat, &action).expect("apply");
    }
    let card = g.p(1).hand[0];
    let mut builds = Vec::new();
    for build in [false, true] {
        let mut real = g.clone();
        real.pm(1).pick = Some((card, build));
        real.pm(1).money = 1_000;
        let sample = real
            .determinize(0, &mut GameRng::from_seed(5))
            .expect("determinize");
        builds.push(sample.p(1).pick);
    }
    assert_eq!(builds[0], builds[1], "the sample copies the real pick");
}

/// The drawer of a Scheme card reads "You drew …" and nothing else about that draw; the others
/// (and spectators) read that a card was drawn, without its name.
#[test]
fn a_scheme_draw_is_told_once_to_each_reader() {
    let mut checked = 0;
    for seed in 0..40 {
        let mut game = new_game(3, seed);
        let mut rng = GameRng::from_seed(seed);
        for _ in 0..3_000 {
            if game.is_over() {
                break;
            }
            let seat = game.acting_seats()[0];
            let action = random_move(&game, seat, &mut rng).expect("a move");
            let out = apply(&mut game, seat, &action).expect("applies");
            let drawn = out.log.iter().find(|l| l.text.id == "log-you-drew");
            let Some(drawn) = drawn else { continue };
            let drawer = drawn.visible_to.as_ref().expect("private")[0];
            let read_by = |viewer: Option<Seat>| -> Vec<&str> {
                out.log
                    .iter()
                    .filter(|l| l.visible_for(viewer))
                    .map(|l| l.text.id.as_str())
                    .filter(|id| *id == "log-you-drew" || *id == "log-draw-scheme")
                    .collect()
            };
            assert!(!read_by(Some(drawer)).contains(&"log-draw-scheme"));
            let other = (drawer + 1) % 3;
            assert!(!read_by(Some(other)).contains(&"log-you-drew"));
            if read_by(Some(other)).contains(&"log-draw-scheme") {
                assert_eq!(read_by(None), read_by(Some(other)));
                checked += 1;
            }
        }
        if checked >= 5 {
            break;
        }
    }
    assert!(checked >= 5, "only {checked} scheme draws seen");
}
