//! The evaluation the search scores a cut-off rollout with: it must tell the winner of the
//! heuristic bots' games from the middle of the game. The fit of its weights is an ignored
//! benchmark that prints the figures:
//! `cargo test -p parlour-smog --release -- --ignored --nocapture evaluation_fit`.

use parlour_plugin_api::Game;

use super::*;
use crate::evaluation::{self, FEATURES, NAMES};
use crate::state::{NEMESIS_SEAT, Phase, Team};

/// One position of a finished game: its features, the hand-weighted value the model replaced,
/// how far into the game it lies (0..1) and whether the Nemesis won in the end.
#[derive(Clone, Copy)]
struct Sample {
    x: [f64; FEATURES],
    old: f64,
    at: f64,
    chapter: u8,
    nemesis_won: bool,
}

/// The hand-weighted value the fitted model replaced, for comparison.
fn old_value(x: &[f64; FEATURES], game: &Smog) -> f64 {
    let time = f64::from(game.round) / f64::from(game.rounds.max(1));
    let time = if game.holds_at_the_end() { 0.5 } else { time };
    (0.5 + 0.35 * x[0] - 0.45 * x[1] + 0.2 * (time - 0.5)).clamp(0.02, 0.98)
}

/// Plays a heuristic game of a chapter (3 seats) and keeps every `every`-th position.
fn positions(chapter: u8, seed: u64, every: usize) -> Vec<Sample> {
    let mut game = new_game(
        3,
        seed,
        &[("chapter", &chapter.to_string()), ("level", "balanced")],
    );
    let mut kept = Vec::new();
    let mut step = 0usize;
    while !game.is_over() && step < 60_000 {
        let seat = game.acting_seats()[0];
        if step.is_multiple_of(every) && matches!(game.phase, Phase::Activation | Phase::Command) {
            let x = evaluation::features(&game);
            kept.push((x, old_value(&x, &game), step));
        }
        let action = game
            .bot_action(seat, seed.wrapping_add(step as u64))
            .expect("the bot has a move");
        game.act(seat, &action).expect("the bot's move is legal");
        step += 1;
    }
    let nemesis_won = matches!(game.phase, Phase::Over(Team::Nemesis));
    kept.into_iter()
        .map(|(x, old, at)| Sample {
            x,
            old,
            at: at as f64 / step.max(1) as f64,
            chapter,
            nemesis_won,
        })
        .collect()
}

fn gather(games_per_chapter: u64, first_seed: u64, every: usize) -> Vec<Sample> {
    (1..=6)
        .flat_map(|chapter| {
            (0..games_per_chapter).flat_map(move |g| positions(chapter, first_seed + g, every))
        })
        .collect()
}

/// Mean squared error of a predicted chance against the outcome (0.25 for a coin).
fn brier(samples: &[&Sample], predict: impl Fn(&Sample) -> f64) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| (predict(s) - f64::from(u8::from(s.nemesis_won))).powi(2))
        .sum();
    total / samples.len().max(1) as f64
}

/// Logistic regression by Newton's method, with a little L2 on the weights so that a rare
/// feature cannot run away. Matrix code: indices read better than iterators here.
#[allow(clippy::needless_range_loop)]
fn fit(samples: &[Sample]) -> [f64; FEATURES + 1] {
    const K: usize = FEATURES + 1;
    let mut w = [0.0; K];
    for _ in 0..25 {
        let mut grad = [0.0; K];
        let mut hess = [[0.0; K]; K];
        for s in samples {
            let p = evaluation::chance(&w, &s.x);
            let err = p - f64::from(u8::from(s.nemesis_won));
            let mut x = [1.0; K];
            x[1..].copy_from_slice(&s.x);
            for i in 0..K {
                grad[i] += err * x[i];
                for j in 0..K {
                    hess[i][j] += p * (1.0 - p) * x[i] * x[j];
                }
            }
        }
        for i in 0..K {
            grad[i] += 1e-2 * w[i];
            hess[i][i] += 1e-2;
        }
        // Solve hess * step = grad by Gaussian elimination with partial pivoting.
        let mut a = hess;
        let mut b = grad;
        for col in 0..K {
            let pivot = (col..K)
                .max_by(|&r, &q| a[r][col].abs().total_cmp(&a[q][col].abs()))
                .unwrap_or(col);
            a.swap(col, pivot);
            b.swap(col, pivot);
            for row in col + 1..K {
                let f = a[row][col] / a[col][col];
                for c in col..K {
                    a[row][c] -= f * a[col][c];
                }
                b[row] -= f * b[col];
            }
        }
        let mut step = [0.0; K];
        for row in (0..K).rev() {
            let rest: f64 = (row + 1..K).map(|c| a[row][c] * step[c]).sum();
            step[row] = (b[row] - rest) / a[row][row];
        }
        for (wi, d) in w.iter_mut().zip(step) {
            *wi -= d;
        }
    }
    w
}

#[test]
fn the_evaluation_tells_the_winner_of_a_game_under_way() {
    let samples = gather(3, 9_000, 7);
    let late: Vec<&Sample> = samples.iter().filter(|s| s.at >= 0.5).collect();
    assert!(late.len() > 100, "only {} positions", late.len());
    let model = brier(&late, |s| {
        evaluation::chance(evaluation::weights(s.chapter), &s.x)
    });
    let coin = brier(&late, |_| 0.5);
    assert!(
        model < 0.8 * coin,
        "in the second half of the games the evaluation's error {model:.3} is not well under \
         a coin's {coin:.3}"
    );
}

#[test]
fn a_fallen_gentleman_is_good_for_the_nemesis() {
    // A position of round 2, in every chapter.
    for chapter in 1..=6 {
        fallen_gentleman_in(chapter);
    }
}

fn fallen_gentleman_in(chapter: u8) {
    let mut game = new_game(
        3,
        4,
        &[("chapter", &chapter.to_string()), ("level", "balanced")],
    );
    let mut step = 0;
    while game.round < 2 || !matches!(game.phase, Phase::Activation) {
        let seat = game.acting_seats()[0];
        let action = game.bot_action(seat, step).expect("a move");
        game.act(seat, &action).expect("legal");
        step += 1;
        assert!(
            !game.is_over() && step < 5_000,
            "chapter {chapter}: no round 2"
        );
    }
    let before = evaluation::evaluate(&game);
    let mut worse = game.clone();
    let gentleman = worse
        .figures
        .iter()
        .position(|f| f.kind == crate::state::FigKind::Gentleman && !f.defeated && !f.gone)
        .expect("a standing gentleman");
    worse.figures[gentleman].defeated = true;
    worse.deaths += 1;
    let after = evaluation::evaluate(&worse);
    let nemesis = NEMESIS_SEAT as usize;
    assert!(
        after[nemesis] > before[nemesis],
        "chapter {chapter}: {before:?} -> {after:?}"
    );
    assert!(after[1] < before[1] && after[2] < before[2]);
    assert!((after[nemesis] + after[1] - 1.0).abs() < 1e-9);
}

#[test]
#[ignore]
fn evaluation_fit() {
    let started = std::time::Instant::now();
    let train = gather(100, 0, 5);
    let test = gather(30, 100_000, 5);
    println!(
        "{} training and {} test positions from heuristic games in {:.1} s",
        train.len(),
        test.len(),
        started.elapsed().as_secs_f64()
    );
    let w = fit(&train);
    println!("refitted weights:");
    println!("    {:>7.3}  constant", w[0]);
    for (wi, name) in w[1..].iter().zip(NAMES) {
        println!("    {wi:>7.3}  {name}");
    }
    println!(
        "    [{}]",
        w.iter()
            .map(|v| format!("{v:.2}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    println!("per chapter (test positions: coin, pooled refit, the chapter's own fit):");
    for chapter in 1..=6u8 {
        let own: Vec<Sample> = train
            .iter()
            .filter(|s| s.chapter == chapter)
            .copied()
            .collect();
        let wc = fit(&own);
        let part: Vec<&Sample> = test.iter().filter(|s| s.chapter == chapter).collect();
        println!(
            "    chapter {chapter}: {:.3} {:.3} {:.3}   [{}]",
            brier(&part, |_| 0.5),
            brier(&part, |s| evaluation::chance(&w, &s.x)),
            brier(&part, |s| evaluation::chance(&wc, &s.x)),
            wc.iter()
                .map(|v| format!("{v:.2}"))
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    let won = test.iter().filter(|s| s.nemesis_won).count() as f64 / test.len() as f64;
    println!(
        "Brier score on the test games (lower is better; the Nemesis won {:.0}% of positions' games):",
        100.0 * won
    );
    println!("    part of the game   coin    old value  stored   refit (one model)");
    for (label, lo, hi) in [
        ("all", 0.0, 1.01),
        ("first third", 0.0, 1.0 / 3.0),
        ("second third", 1.0 / 3.0, 2.0 / 3.0),
        ("last third", 2.0 / 3.0, 1.01),
    ] {
        let part: Vec<&Sample> = test.iter().filter(|s| s.at >= lo && s.at < hi).collect();
        println!(
            "    {label:<16} {:>6.3}  {:>9.3}  {:>7.3}  {:>5.3}",
            brier(&part, |_| 0.5),
            brier(&part, |s| s.old),
            brier(&part, |s| evaluation::chance(
                evaluation::weights(s.chapter),
                &s.x
            )),
            brier(&part, |s| evaluation::chance(&w, &s.x)),
        );
    }
}
