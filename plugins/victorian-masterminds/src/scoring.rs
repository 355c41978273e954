//! Scoring (rulebook: "End of the game"): segments, buildings, missions, mayhem and codex, and
//! the ranking with its tie-break by built segments.

use parlour_plugin_api::{Ranked, ScoreLine, Seat, Text};

use crate::data::data;
use crate::state::Masterminds;

impl Masterminds {
    /// The score sheet of a seat, line by line.
    pub fn score_lines(&self, seat: Seat) -> Vec<ScoreLine> {
        let Some(p) = self.player(seat) else {
            return Vec::new();
        };
        let segment_points: i64 = match self.machine_data(seat) {
            Some(m) => m
                .segment
                .iter()
                .zip(&p.done)
                .filter(|(_, d)| **d)
                .map(|(s, _)| i64::from(s.points))
                .sum(),
            None => 0,
        };
        let mission_points: i64 = p
            .missions
            .iter()
            .filter_map(|&m| data().and_then(|d| d.missions.get(m as usize)))
            .map(|m| i64::from(m.reward))
            .sum();
        let codex: i64 = p.codex.iter().map(|&v| i64::from(v)).sum();
        vec![
            ScoreLine {
                label: Text::new("score-segments").num("count", self.segments_done(seat) as u32),
                value: segment_points,
            },
            ScoreLine {
                label: Text::new("score-buildings").num("count", p.buildings.len() as u32),
                value: 2 * p.buildings.len() as i64,
            },
            ScoreLine {
                label: Text::new("score-missions").num("count", p.missions.len() as u32),
                value: mission_points,
            },
            ScoreLine {
                label: Text::new("score-mayhem").num("count", p.mayhem),
                value: 2 * i64::from(p.mayhem),
            },
            ScoreLine {
                label: Text::new("score-codex").num("count", p.codex.len() as u32),
                value: codex,
            },
        ]
    }

    /// A seat's points.
    pub fn score(&self, seat: Seat) -> i64 {
        self.score_lines(seat).iter().map(|l| l.value).sum()
    }

    /// Final ranking: points, then completed segments; remaining ties share a place.
    pub fn ranking(&self) -> Vec<Ranked> {
        parlour_plugin_api::rank(
            0..self.n(),
            |seat| self.score(seat),
            |seat| self.segments_done(seat),
            |seat| self.score_lines(seat),
        )
    }
}
