//! Scoring: what an award is worth.

#[allow(unused_imports)]
use super::prelude::*;

impl Corrosion {
    /// Points an award is worth to a seat.
    pub fn award_value(&self, seat: Seat, kind: usize) -> u32 {
        let d = data();
        let (Some(p), Some(a)) = (self.player(seat), d.awards.get(kind)) else {
            return 0;
        };
        let count = match a.key.as_str() {
            "gear-drive" => p.drives[0].iter().filter(|m| m.repaired).count() as u32,
            "piston-drive" => p.drives[1].iter().filter(|m| m.repaired).count() as u32,
            "chain-drive" => p.drives[2].iter().filter(|m| m.repaired).count() as u32,
            "turn-machines" => p.turn.len() as u32,
            "water" => (p.hot + p.cold).saturating_sub(3),
            "diplomas" => p.diploma_count(),
            "specials" => p.specials,
            "one-time" => p.one_time.iter().filter(|m| m.repaired).count() as u32,
            _ => 0,
        };
        count.min(a.max.unwrap_or(u32::MAX)) * a.points
    }
}
