//! Repairing machines: what can be repaired, its cost with discounts, paying gears, and what a finished repair triggers (fast track, green points, maximum steam).

#[allow(unused_imports)]
use super::prelude::*;

impl Corrosion {
    /// Unrepaired machines the seat could repair now (cost affordable).
    pub fn repairable(&self, seat: Seat) -> Vec<MRef> {
        self.repair_candidates(seat)
            .into_iter()
            .filter(|&m| {
                let cost = self.repair_cost(seat, m);
                self.player(seat).is_some_and(|p| p.can_pay(&cost))
            })
            .collect()
    }

    /// Unrepaired machines that may be repaired, regardless of cost.
    pub fn repair_candidates(&self, seat: Seat) -> Vec<MRef> {
        let Some(p) = self.player(seat) else {
            return Vec::new();
        };
        let mut out: Vec<MRef> = p
            .one_time
            .iter()
            .filter(|m| !m.repaired)
            .map(|m| MRef::OneTime(m.card))
            .collect();
        if let Some(c) = p.waiting {
            out.push(MRef::Chrome(c));
        }
        for drive in &p.drives {
            if let Some(top) = drive.last().filter(|m| !m.repaired) {
                out.push(MRef::Chrome(top.card));
            }
        }
        out
    }

    /// Ways to pay the flexible gears of a repair: `None` when there is no choice, otherwise
    /// the number of medium gears used for them.
    pub fn repair_variants(&self, seat: Seat, m: MRef) -> Vec<Option<u32>> {
        let cost = self.repair_cost(seat, m);
        let Some(p) = self.player(seat) else {
            return vec![None];
        };
        if cost.any == 0 {
            return vec![None];
        }
        let feasible: Vec<u32> = (0..=cost.any)
            .filter(|&k| p.medium() >= cost.medium + k && p.small() >= cost.small + (cost.any - k))
            .collect();
        if feasible.len() <= 1 {
            vec![None]
        } else {
            feasible.into_iter().map(Some).collect()
        }
    }

    pub fn repair_cost(&self, seat: Seat, m: MRef) -> Cost {
        let d = data();
        let (mut cost, chrome) = match m {
            MRef::OneTime(c) => (
                d.one_time
                    .get(c as usize)
                    .and_then(|&k| d.one_time_kinds.get(k))
                    .map(|k| k.cost)
                    .unwrap_or_default(),
                false,
            ),
            MRef::Chrome(c) => (
                d.chrome.get(c as usize).map(|c| c.cost).unwrap_or_default(),
                true,
            ),
            _ => (Cost::default(), false),
        };
        let Some(p) = self.player(seat) else {
            return cost;
        };
        if chrome && p.has(Ability::ChromeDiscount) {
            cost.chrome = cost.chrome.saturating_sub(1);
        }
        if p.has(Ability::MediumDiscount) {
            let a = cost.medium.min(2);
            cost.medium -= a;
            cost.any = cost.any.saturating_sub(2 - a);
        }
        if p.has(Ability::SmallDiscount) {
            let a = cost.small.min(2);
            cost.small -= a;
            cost.any = cost.any.saturating_sub(2 - a);
        }
        cost
    }

    /// Spends gears: at once when the sectors leave no choice, otherwise by asking the seat.
    pub(crate) fn pay_gears(&mut self, seat: Seat, small: u32, medium: u32) {
        if small + medium == 0 {
            return;
        }
        if self.p(seat).gear_choice(small, medium) {
            self.ask_decision(seat, Decision::PayGears { small, medium });
        } else {
            self.p(seat).spend_gears(small, medium, 0);
        }
    }

    /// Repairs a machine whose costs are paid (or free); `sacrifice` asks for a diploma
    /// engineer to give up as part of the cost.
    pub(crate) fn repair(&mut self, ctx: &mut Ctx, seat: Seat, m: MRef, sacrifice: bool) {
        let d = data();
        let green_one = self
            .player(seat)
            .is_some_and(|p| p.has(Ability::GreenOnOneTimeRepair));
        let to_x = self
            .player(seat)
            .is_some_and(|p| p.has(Ability::OneTimeToX));
        let green_chrome = self
            .player(seat)
            .is_some_and(|p| p.has(Ability::GreenOnChromeRepair));
        let steam_chrome = self
            .player(seat)
            .is_some_and(|p| p.has(Ability::SteamOnChromeRepair));
        log!(
            ctx,
            Text::new("log-repair")
                .seat("player", seat)
                .msg("machine", machine_text(m)),
        );
        // Repaired in the seat's own wheel phase, with nothing else pending above it.
        let in_activation =
            !self.effect_due() && matches!(self.questions.for_seat(seat), Some(Ask::Activate(_)));
        match m {
            MRef::OneTime(card) => {
                let mut in_x = false;
                if let Some(t) = self.p(seat).one_time.iter_mut().find(|t| t.card == card) {
                    t.repaired = true;
                    in_x = t.age == AGE_X;
                }
                if green_one {
                    self.p(seat).green += 2;
                }
                if in_activation
                    && in_x
                    && let Some(Ask::Activate(a)) = self.questions.current_mut()
                    && !a.virtual_turn
                {
                    a.on.push(m);
                }
                if sacrifice {
                    // Giving up the diploma engineer is part of the cost; the fast track
                    // follows once it is paid.
                    self.ask_decision(
                        seat,
                        Decision::Sacrifice {
                            fast_track: to_x.then_some(card),
                        },
                    );
                } else if to_x {
                    self.ask_decision(seat, Decision::OneTimeToX { card });
                }
            }
            MRef::Chrome(card) => {
                let Some(def) = d.chrome.get(card as usize) else {
                    return;
                };
                let p = self.p(seat);
                if p.waiting == Some(card) {
                    p.waiting = None;
                    p.drives[def.drive.index()].push(ChromeSlot {
                        card,
                        repaired: true,
                    });
                } else if let Some(top) = p.drives[def.drive.index()].last_mut()
                    && top.card == card
                {
                    top.repaired = true;
                }
                if green_chrome {
                    p.green += 3;
                }
                if steam_chrome {
                    p.hot += p.cold;
                    p.cold = 0;
                }
                if in_activation && let Some(Ask::Activate(a)) = self.questions.current_mut() {
                    if def.ability == Ability::Wheel {
                        a.on.push(m);
                    }
                    if self.in_main_action(seat) {
                        match def.ability {
                            Ability::EndTurnWheel => self.flags.on[1] = true,
                            Ability::EndTurnPlay => self.flags.on[2] = true,
                            _ => {}
                        }
                    }
                }
            }
            _ => {}
        }
    }
}
