//! Phase II, Henchmen: automatic recruiting by attraction (R-055..R-063; ruling A-07).

use parlour_plugin_api::{Ctx, Seat, Text};

use crate::data::data;
use crate::state::{Card, HType, Henchman, Maniacal};

impl Maniacal {
    /// The seat with the highest attraction of a type; ties go to the earlier player in
    /// Player Order.
    pub fn top_attraction(&self, t: HType) -> Option<Seat> {
        let mut best: Option<Seat> = None;
        for &s in &self.order {
            let score = self.p(s).attraction[t.index()];
            if best.is_none_or(|b| score > self.p(b).attraction[t.index()]) {
                best = Some(s);
            }
        }
        best
    }

    /// Recruits Beasts, Criminals, Scientists and Mystics in this order, at most two of each;
    /// a type stops as soon as its top scorer cannot pay.
    pub fn recruit_all(&mut self, ctx: &mut Ctx) {
        self.last_recruits.clear();
        for t in HType::ALL {
            for _ in 0..data().setup.recruits_per_type {
                let (Some(card), Some(seat)) = (self.top_henchman(t), self.top_attraction(t))
                else {
                    break;
                };
                let cost = data()
                    .henchmen
                    .get(usize::from(card))
                    .map_or(i32::MAX, |h| h.cost);
                let name = Text::formatted(format_args!(
                    "henchman-{}",
                    data()
                        .henchmen
                        .get(usize::from(card))
                        .map_or("", |h| h.id.as_str())
                ));
                if self.p(seat).attraction[t.index()] < cost {
                    ctx.log(
                        Text::new("log-recruit-stop")
                            .msg("henchman", name)
                            .msg("type", t.text()),
                    );
                    break;
                }
                self.henchmen[t.index()].pop();
                // The next card is turned face up.
                ctx.reveal();
                let uid = self.new_uid();
                let p = self.pm(seat);
                p.attraction[t.index()] -= cost;
                p.crew.push(Henchman {
                    uid,
                    card: Card::Recruit(card),
                    ready: true,
                    injuries: 0,
                    powers: Vec::new(),
                });
                self.last_recruits.push((seat, uid));
                ctx.log(
                    Text::new("log-recruit")
                        .seat("player", seat)
                        .msg("henchman", name)
                        .num("cost", cost),
                );
            }
        }
    }
}
