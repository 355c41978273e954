//! The value of an unfinished position for each side: the search bot scores a rollout it cuts
//! off with it (`Game::evaluate`). A logistic model of the Nemesis's chance to win, over a few
//! features of the position that both sides may see, with weights fitted to the outcomes of
//! the heuristic bots' games in every chapter (the fit and its error against the old
//! hand-weighted value: `cargo test -p parlour-smog --release -- --ignored --nocapture
//! evaluation_fit`).

use crate::state::*;

/// How many features [`features`] gives (the weights have one more: the constant).
pub const FEATURES: usize = 10;

/// The features' names, for the fit's printout.
pub const NAMES: [&str; FEATURES] = [
    "defeats towards the Nemesis's goal",
    "gentlemen's objective done",
    "Nemesis's objective done",
    "time spent (the gentlemen must finish)",
    "time spent (the gentlemen must hold)",
    "time spent x objective not done",
    "wounds of the standing gentlemen",
    "gentlemen lying defeated",
    "the Nemesis's figures' health (per gentleman)",
    "gentlemen's distance to the chapter's squares",
];

/// Weights of the logistic model for a chapter without weights of its own: the constant, then
/// one per feature (fitted by `evaluation_fit` on 600 games of the heuristic bots, 3 seats,
/// 100 in each chapter).
pub const WEIGHTS: [f64; FEATURES + 1] = [
    -0.57, 2.25, -5.68, -0.13, 3.09, 3.62, -4.34, 0.99, 1.15, 0.33, 0.43,
];

/// Each chapter's own weights (chapters 1 to 6; fitted on its 100 games): the chapters'
/// objectives differ so much that one model tells their winners apart much worse.
pub const CHAPTER_WEIGHTS: [[f64; FEATURES + 1]; 6] = [
    [
        -7.16, 4.37, -0.58, 0.00, 1.43, 0.00, 0.55, 2.46, -0.04, 5.24, 3.78,
    ],
    [
        -6.86, 2.20, 0.01, 0.00, -0.04, 0.00, 3.57, 1.32, 1.24, 4.81, 2.44,
    ],
    [
        -7.73, 2.43, -6.50, -0.27, 9.26, 0.00, -1.85, 0.87, -0.17, 5.23, 10.80,
    ],
    [
        -2.22, 0.15, 0.00, 0.00, 0.73, 0.00, 0.73, 0.79, 2.44, 3.32, 3.25,
    ],
    [
        -10.33, 4.95, -6.44, -0.06, 0.00, 10.19, 0.00, 3.00, 3.67, 8.47, 0.88,
    ],
    [
        -2.92, -0.84, -5.41, 5.39, 1.88, 0.00, -2.84, 1.29, 1.86, 1.74, -0.51,
    ],
];

/// The weights for a chapter.
pub fn weights(chapter: u8) -> &'static [f64; FEATURES + 1] {
    usize::from(chapter)
        .checked_sub(1)
        .and_then(|i| CHAPTER_WEIGHTS.get(i))
        .unwrap_or(&WEIGHTS)
}

/// The position's features, each roughly in 0..1 (public information only).
pub fn features(game: &Smog) -> [f64; FEATURES] {
    let goals = game.chapter_def().map(|c| &c.goals);
    let defeats = goals.map_or(1, |g| g.defeats.max(1));
    let death_share = f64::from(game.deaths) / f64::from(defeats);
    let gent_share = match goals.map_or((None, None), |g| (g.escaped, g.searched)) {
        (Some(n), _) => game.gentlemen().filter(|g| g.escaped).count() as f64 / f64::from(n.max(1)),
        (_, Some(n)) => f64::from(game.question) / f64::from(n.max(1)),
        _ => 0.0,
    };
    let (world_gent, world_nem) = game.world_progress();
    let gent_share = gent_share.max(world_gent).min(1.0);
    let death_share = death_share.max(world_nem).min(1.0);
    let time = f64::from(game.round) / f64::from(game.rounds.max(1));
    let hold = game.holds_at_the_end();
    let standing: Vec<&Figure> = game
        .gentlemen()
        .filter(|g| !g.gone && !g.defeated)
        .collect();
    let gentlemen = game.gentlemen().count().max(1) as f64;
    let wounds = if standing.is_empty() {
        1.0
    } else {
        standing
            .iter()
            .map(|g| f64::from(g.damage) / f64::from(game.suffering_threshold(g.id).max(1)))
            .sum::<f64>()
            / standing.len() as f64
    };
    let down = game.gentlemen().filter(|g| g.defeated && !g.gone).count() as f64 / gentlemen;
    let force = game
        .on_scene()
        .filter(|f| f.kind.team() == Team::Nemesis && game.active(f.id))
        .map(|f| f64::from(game.life(f.id).saturating_sub(f.damage)))
        .sum::<f64>()
        / (10.0 * gentlemen);
    // How far the standing gentlemen are from the chapter's squares (its objectives, the
    // exits, the crates), 0 in a chapter without any.
    let shared = crate::bot::escape_and_search_squares(game);
    let distance = if standing.is_empty() {
        1.0
    } else {
        standing
            .iter()
            .map(|g| {
                let own = game.objective_squares(g.id);
                let squares = if own.is_empty() { &shared } else { &own };
                squares
                    .iter()
                    .map(|p| p.dist(g.pos))
                    .min()
                    .map_or(0.0, f64::from)
                    .min(20.0)
                    / 10.0
            })
            .sum::<f64>()
            / standing.len() as f64
    };
    [
        death_share,
        gent_share,
        world_nem.min(1.0),
        if hold { 0.0 } else { time },
        if hold { time } else { 0.0 },
        if hold { 0.0 } else { time * (1.0 - gent_share) },
        wounds,
        down,
        force,
        distance,
    ]
}

/// The model's chance that the Nemesis wins from features `x` under `weights`.
pub fn chance(weights: &[f64; FEATURES + 1], x: &[f64; FEATURES]) -> f64 {
    let z = weights[0] + weights[1..].iter().zip(x).map(|(w, v)| w * v).sum::<f64>();
    1.0 / (1.0 + (-z).exp())
}

/// A value of the position for each seat in 0..1 (the Nemesis's seat gets his chance to win,
/// the gentlemen's seats the rest); a finished game's result as it is.
pub fn evaluate(game: &Smog) -> Vec<f64> {
    if let Phase::Over(_) = game.phase {
        return game.results();
    }
    let nem = chance(weights(game.chapter), &features(game)).clamp(0.02, 0.98);
    (0..game.seats)
        .map(|s| if s == NEMESIS_SEAT { nem } else { 1.0 - nem })
        .collect()
}
