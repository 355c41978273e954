//! Phase IV, Clean-up (R-118, R-120..R-126; rulings A-39..A-41): salaries, firing, then the
//! next round (refresh, reseed, round marker) or the end of the game. Every seat is asked
//! `Ask::Cleanup` at once.

use parlour_plugin_api::{Ctx, Seat, Text};

use crate::data::{Ability, data};
use crate::state::{Ask, Card, CleanupChoice, Maniacal, Phase};

impl Maniacal {
    pub fn start_cleanup(&mut self) {
        for s in 0..self.n {
            self.pm(s).cleanup = None;
        }
        self.phase = Phase::Cleanup;
        self.questions.ask_all(0..self.n, Ask::Cleanup);
    }

    /// Henchmen that draw a salary apart from Mercenaries (the Lackey is paid nothing, A-39).
    pub fn salaried(&self, seat: Seat) -> Vec<u32> {
        self.p(seat)
            .crew
            .iter()
            .filter(|h| !h.is_lackey() && !h.is_mercenary())
            .map(|h| h.uid)
            .collect()
    }

    /// How many non-Mercenary henchmen the seat cannot pay (Mercenaries are paid first).
    pub fn unpaid_count(&self, seat: Seat) -> usize {
        let salary = data().setup.salary.max(1);
        let p = self.p(seat);
        let mercs = p.crew.iter().filter(|h| h.is_mercenary()).count() as i32;
        let left = (p.money - mercs * salary).max(0);
        let affordable = (left / salary) as usize;
        self.salaried(seat).len().saturating_sub(affordable)
    }

    /// Firing candidates: any henchman but the Lackey; Mercenaries have left by then.
    pub fn firable(&self, seat: Seat, unpaid: &[u32]) -> Vec<u32> {
        self.salaried(seat)
            .into_iter()
            .filter(|u| !unpaid.contains(u))
            .collect()
    }

    /// Records a secret Clean-up decision; when all have decided, resolves every seat.
    pub fn submit_cleanup(&mut self, seat: Seat, choice: CleanupChoice, ctx: &mut Ctx) {
        // Secret: the others only read that the seat has decided.
        ctx.log(Text::new("log-cleanup-decided").seat("player", seat));
        self.pm(seat).cleanup = Some(choice);
        if self.questions.answered(seat).is_some() {
            self.resolve_cleanup(ctx);
        }
    }

    fn resolve_cleanup(&mut self, ctx: &mut Ctx) {
        // Every decision comes to light.
        ctx.reveal();
        let salary = data().setup.salary;
        for seat in self.order.clone() {
            let Some(choice) = self.pm(seat).cleanup.take() else {
                continue;
            };
            // Mercenaries first; then they go back under the deck (or, unpaid,
            // leave the game), losing Injuries and Powers.
            let crew = std::mem::take(&mut self.pm(seat).crew);
            let mut kept = Vec::new();
            let mut paid = 0;
            for h in crew {
                match h.card {
                    Card::Mercenary(m) => {
                        if self.p(seat).money >= salary {
                            self.pm(seat).money -= salary;
                            paid += salary;
                            self.merc_deck.push(m);
                        }
                        self.power_discard.extend(h.powers);
                    }
                    _ => kept.push(h),
                }
            }
            let mut left = Vec::new();
            for h in kept {
                if choice.unpaid.contains(&h.uid) {
                    ctx.log(Text::new("log-unpaid").msg("henchman", h.name()));
                    self.power_discard.extend(h.powers);
                } else if Some(h.uid) == choice.fire {
                    if !h.is_lackey() {
                        self.pm(seat).money -= salary;
                        paid += salary;
                    }
                    ctx.log(Text::new("log-fired").msg("henchman", h.name()));
                    self.power_discard.extend(h.powers);
                } else {
                    if !h.is_lackey() {
                        self.pm(seat).money -= salary;
                        paid += salary;
                    }
                    left.push(h);
                }
            }
            // Advanced: the Baron pays more (designed D-05), as far as his money goes.
            if self.ability(seat) == Some(Ability::ReuseRoom) && self.p(seat).money > 0 {
                let extra = data()
                    .abilities
                    .reuse_room
                    .extra_salary
                    .min(self.p(seat).money);
                self.pm(seat).money -= extra;
                paid += extra;
            }
            let p = self.pm(seat);
            p.money = p.money.max(0);
            p.crew = left;
            ctx.log(
                Text::new("log-salaries")
                    .seat("player", seat)
                    .num("money", paid),
            );
        }
        if self.round >= 3 {
            self.end_game(ctx);
            return;
        }
        // R-125 refresh, reseed, next round.
        for p in &mut self.players {
            p.meeple_ready = true;
            for h in &mut p.crew {
                h.ready = true;
            }
            for r in &mut p.rooms {
                r.used = false;
            }
            p.reuse_used = false;
            p.ice_used = false;
            p.time_schemes = 0;
        }
        for slot in 0..6 {
            if let Some(c) = self.map[slot].take()
                && let Some(cd) = data().contracts.get(usize::from(c))
            {
                self.contract_discard[cd.difficulty.index()].push(c);
            }
        }
        self.round += 1;
        self.seed_contracts(ctx);
        self.start_draft(ctx);
    }
}
