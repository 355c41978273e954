//! The custom die: rolling, counting hits and blocks, and the exact damage distribution that
//! previews and bots use.

use parlour_plugin_api::GameRng;

use crate::data::{Face, data};

/// Rolls `n` dice with the designed faces.
pub fn roll(rng: &mut GameRng, n: usize) -> Vec<Face> {
    let faces = &data().faces;
    (0..n)
        .map(|_| {
            faces
                .get(rng.below(faces.len() as u32) as usize)
                .copied()
                .unwrap_or(Face::Dodge)
        })
        .collect()
}

/// How attack dice count.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HitRules {
    /// A hit-plus counts as 2 hits (Steam Fist, Attack Order).
    pub hit_plus_double: bool,
    /// A cover face counts as a hit (Wild Pack).
    pub cover_hits: bool,
}

/// Hits of an attack roll; `crowns_as_ether` crowns are taken as ether instead of a hit.
pub fn hits(dice: &[Face], rules: HitRules, crowns_as_ether: u8) -> u8 {
    let mut crowns_left = crowns_as_ether;
    let mut n = 0u8;
    for f in dice {
        n = n.saturating_add(match f {
            Face::Hit => 1,
            Face::HitPlus => {
                if rules.hit_plus_double {
                    2
                } else {
                    1
                }
            }
            Face::Crown => {
                if crowns_left > 0 {
                    crowns_left -= 1;
                    0
                } else {
                    1
                }
            }
            Face::Cover => u8::from(rules.cover_hits),
            Face::Dodge => 0,
        });
    }
    n
}

/// Hits blocked by a defence roll: each dodge, and each cover face when in cover (or always
/// when cover counts as a dodge).
pub fn blocks(dice: &[Face], cover: bool, cover_dodge: bool) -> u8 {
    dice.iter()
        .filter(|f| match f {
            Face::Dodge => true,
            Face::Cover => cover || cover_dodge,
            _ => false,
        })
        .count() as u8
}

pub fn crowns(dice: &[Face]) -> u8 {
    dice.iter().filter(|f| **f == Face::Crown).count() as u8
}

/// Probability of each hit count (index) of `n` attack dice.
fn hit_distribution(n: usize, rules: HitRules) -> Vec<f64> {
    let faces = &data().faces;
    let k = faces.len().max(1) as f64;
    let mut dist = vec![1.0];
    for _ in 0..n {
        let mut next = vec![0.0; dist.len() + 2];
        for (h, p) in dist.iter().enumerate() {
            for f in faces {
                let add = hits(&[*f], rules, 0) as usize;
                next[h + add] += p / k;
            }
        }
        dist = next;
    }
    dist
}

fn block_distribution(n: usize, cover: bool) -> Vec<f64> {
    let faces = &data().faces;
    let k = faces.len().max(1) as f64;
    let mut dist = vec![1.0];
    for _ in 0..n {
        let mut next = vec![0.0; dist.len() + 1];
        for (b, p) in dist.iter().enumerate() {
            for f in faces {
                let add = blocks(&[*f], cover, false) as usize;
                next[b + add] += p / k;
            }
        }
        dist = next;
    }
    dist
}

/// Expected damage and the chance of at least `need` damage, for `attack` dice against
/// `defence` dice (exact convolution). `ignore` is damage ignored per attack (Rubber Bones).
pub fn expected(
    attack: usize,
    defence: usize,
    cover: bool,
    rules: HitRules,
    ignore: u8,
    need: u8,
) -> (f64, f64) {
    let hd = hit_distribution(attack.min(30), rules);
    let bd = block_distribution(defence.min(30), cover);
    let mut mean = 0.0;
    let mut reach = 0.0;
    for (h, ph) in hd.iter().enumerate() {
        for (b, pb) in bd.iter().enumerate() {
            let dmg = (h.saturating_sub(b) as u8).saturating_sub(ignore);
            mean += ph * pb * f64::from(dmg);
            if dmg >= need {
                reach += ph * pb;
            }
        }
    }
    (mean, reach)
}
