//! End of the game (R-127; rulings ): the money bonus by rank, then most Infamy wins,
//! ties to most henchmen, then a shared victory.

use parlour_plugin_api::{Ctx, Ranked, ScoreLine, Seat, Text, rank};

use crate::data::data;
use crate::state::{Maniacal, Phase};

impl Maniacal {
    /// Competition rank by money: 1 + the number of players with more money.
    pub fn money_rank(&self, seat: Seat) -> usize {
        let m = self.p(seat).money;
        1 + (0..self.n).filter(|&s| self.p(s).money > m).count()
    }

    pub fn end_game(&mut self, ctx: &mut Ctx) {
        for seat in 0..self.n {
            let r = self.money_rank(seat);
            let bonus = data().setup.money_bonus.get(r - 1).copied().unwrap_or(0);
            let p = self.pm(seat);
            p.bonus = bonus;
            p.infamy += bonus;
            ctx.log(
                Text::new("log-bonus")
                    .seat("player", seat)
                    .num("rank", r as u32)
                    .num("infamy", bonus),
            );
        }
        self.phase = Phase::Over;
    }

    pub fn ranking(&self) -> Vec<Ranked> {
        rank(
            0..self.n,
            |s| i64::from(self.p(s).infamy),
            |s| self.p(s).crew.len(),
            |s| self.breakdown(s),
        )
    }

    pub fn breakdown(&self, seat: Seat) -> Vec<ScoreLine> {
        let p = self.p(seat);
        let line = |id: &str, value: i32| ScoreLine {
            label: Text::new(id),
            value: i64::from(value),
        };
        vec![
            line("score-contracts", p.contract_infamy),
            line("score-rooms", p.room_infamy),
            line("score-schemes", p.scheme_infamy),
            line("score-money-bonus", p.bonus),
            ScoreLine {
                label: Text::new("score-henchmen"),
                value: p.crew.len() as i64,
            },
        ]
    }
}
