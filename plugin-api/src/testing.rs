//! Checks a game's own tests can run on its rules, shared so that every game tests the same
//! properties the same way.

use crate::sdk::{Game, GameRng, Viewer, random_action};

/// Plays a game with alternating random and bot moves (at most `max_steps`) and, every
/// `every` moves, for each seat: samples another state with [`Game::determinize`], checks
/// that the seat's view of it is the same, and that determinizing the real state and the
/// other state with the same generator gives the same sample, so a sample never depends on
/// the real hidden arrangement (the search bot's honesty rests on it). Returns how many of
/// the other states really differed from the real one, so a test can insist that something
/// hidden was resampled; `Err` names the first step and seat where a check failed.
pub fn determinize_is_canonical<G: Game>(
    mut game: G,
    seed: u64,
    every: usize,
    max_steps: usize,
) -> Result<usize, String> {
    let json = |g: &G| serde_json::to_value(g).map_err(|e| format!("state to JSON: {e}"));
    let mut rng = GameRng::from_seed(seed);
    let mut differed = 0;
    for step in 0..max_steps {
        if game.is_over() {
            break;
        }
        if step % every.max(1) == 0 {
            for seat in 0..game.player_count() {
                let k = step as u64 * 31 + u64::from(seat);
                let sample = |g: &G, k: u64| {
                    g.determinize(seat, &mut GameRng::from_seed(k))
                        .ok_or_else(|| format!("step {step}: seat {seat} cannot determinize"))
                };
                let other = sample(&game, k + 1)?;
                if other.view(Viewer::Seat(seat)) != game.view(Viewer::Seat(seat)) {
                    return Err(format!(
                        "step {step}, seat {seat}: a sample changes the view"
                    ));
                }
                differed += usize::from(json(&other)? != json(&game)?);
                if json(&sample(&game, k)?)? != json(&sample(&other, k)?)? {
                    return Err(format!(
                        "step {step}, seat {seat}: the sample depends on the hidden arrangement"
                    ));
                }
            }
        }
        let Some(&seat) = game.acting_seats().first() else {
            return Err(format!("step {step}: the game is not over but nobody acts"));
        };
        let action = if step % 2 == 0 {
            random_action(&game, seat, &mut rng)
        } else {
            game.bot_action(seat, step as u64)
        }
        .ok_or_else(|| format!("step {step}: seat {seat} has no move"))?;
        game.apply(seat, &action)
            .map_err(|e| format!("step {step}: seat {seat}'s move was refused: {e}"))?;
    }
    Ok(differed)
}
