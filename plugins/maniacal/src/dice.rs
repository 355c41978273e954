//! Trait dice (R-084..R-088; faces designed, D-03): building the pool, rolling, rerolling, and
//! the exact success distribution the bot uses.

use parlour_plugin_api::{Ctx, Text};

use crate::data::{Negative, data};
use crate::state::{Ask, Maniacal, Trait};

impl Maniacal {
    /// Rolls the pool: the team's trait dice plus added dice, less the die a "remove one die"
    /// Scheme takes (R-085, ruling A-22).
    pub fn roll(&mut self, ctx: &mut Ctx) {
        let Some(a) = self.attempt.clone() else {
            return;
        };
        let pool = self.team_pool(a.seat, &a.team, a.lackey_trait);
        let mut dice: Vec<Trait> = Vec::new();
        for t in Trait::ALL {
            for _ in 0..pool[t.index()] {
                dice.push(t);
            }
        }
        dice.extend(a.extra.iter().copied());
        if let Some(n) = &a.negative
            && n.effect == Negative::RemoveDie
            && let Some(t) = n.die
            && let Some(i) = dice.iter().position(|&d| d == t)
        {
            dice.remove(i);
        }
        let sides = data().setup.dice.faces.len() as u32;
        let rolled: Vec<(Trait, u8)> = dice
            .into_iter()
            .map(|t| (t, self.rng.below(sides) as u8))
            .collect();
        if let Some(a) = &mut self.attempt {
            a.dice = rolled;
            a.rolled = true;
        }
        ctx.log(
            Text::new("log-roll")
                .num(
                    "dice",
                    self.attempt.as_ref().map_or(0, |a| a.dice.len() as u32),
                )
                .num("successes", self.successes()),
        );
        self.questions.replace(Ask::AfterRoll).ok();
    }

    /// Rerolls the dice at these pool positions.
    pub fn reroll(&mut self, dice: &[u8]) {
        let sides = data().setup.dice.faces.len() as u32;
        let faces: Vec<u8> = dice.iter().map(|_| self.rng.below(sides) as u8).collect();
        if let Some(a) = &mut self.attempt {
            for (&i, face) in dice.iter().zip(faces) {
                if let Some(d) = a.dice.get_mut(usize::from(i)) {
                    d.1 = face;
                }
            }
        }
    }
}

/// The distribution of successes of `on` dice of the recommended trait and `off` other dice:
/// `p[k]` = probability of exactly k successes (the last entry collects everything above).
pub fn distribution(on: u32, off: u32) -> Vec<f64> {
    const MAX: usize = 64;
    let faces = &data().setup.dice.faces;
    let icon = usize::from(data().setup.dice.icon);
    let n = faces.len().max(1) as f64;
    let mut p = vec![0.0; MAX + 1];
    p[0] = 1.0;
    let add = |p: &mut Vec<f64>, doubled: bool| {
        let mut next = vec![0.0; MAX + 1];
        for (k, &pk) in p.iter().enumerate() {
            if pk == 0.0 {
                continue;
            }
            for (f, &v) in faces.iter().enumerate() {
                let v = if doubled && f == icon { v * 2 } else { v };
                let j = (k + usize::from(v)).min(MAX);
                next[j] += pk / n;
            }
        }
        *p = next;
    };
    for _ in 0..on {
        add(&mut p, true);
    }
    for _ in 0..off {
        add(&mut p, false);
    }
    p
}

/// Probability of at least `target` successes.
pub fn chance(on: u32, off: u32, target: i32) -> f64 {
    match cached(on, off) {
        Some(p) => at_least(p, target),
        None => at_least(&distribution(on, off), target),
    }
}

/// The probability of at least `target` successes in a [`distribution`].
fn at_least(p: &[f64], target: i32) -> f64 {
    if target <= 0 {
        return 1.0;
    }
    p.iter()
        .enumerate()
        .filter(|&(k, _)| k as i32 >= target)
        .map(|(_, p)| p)
        .sum()
}

/// Pools of fewer than this many dice of each kind have their distribution computed once.
const CACHED: u32 = 40;

/// The distribution of a pool below [`CACHED`] dice of each kind, computed on its first use:
/// the bot asks for them many times in every playout. `None` for a larger pool.
fn cached(on: u32, off: u32) -> Option<&'static [f64]> {
    use std::sync::OnceLock;
    static TABLE: OnceLock<Vec<OnceLock<Vec<f64>>>> = OnceLock::new();
    if on >= CACHED || off >= CACHED {
        return None;
    }
    let table = TABLE.get_or_init(|| (0..CACHED * CACHED).map(|_| OnceLock::new()).collect());
    let entry = table.get((on * CACHED + off) as usize)?;
    Some(entry.get_or_init(|| distribution(on, off)))
}

/// Expected successes of one die showing `face`.
pub fn face_value(face: u8, doubled: bool) -> i32 {
    let d = &data().setup.dice;
    let v = i32::from(d.faces.get(usize::from(face)).copied().unwrap_or(0));
    if doubled && face == d.icon { v * 2 } else { v }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cached_chances_are_the_computed_ones() {
        for on in [0, 1, 3, 15, 39, 40, 45] {
            for off in [0, 2, 17, 39, 40] {
                for target in [-1, 0, 1, 4, 9, 30, 70] {
                    assert_eq!(
                        chance(on, off, target).to_bits(),
                        at_least(&distribution(on, off), target).to_bits(),
                        "{on} {off} {target}"
                    );
                }
            }
        }
        assert!(chance(3, 0, 1) > chance(3, 0, 3));
    }
}
