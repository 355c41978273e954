//! The engine: resolving the stack of pending effects until a seat must decide, and what each card effect (Op) does.

#[allow(unused_imports)]
use super::prelude::*;

impl Corrosion {
    /// Resolves effects until a seat must decide: an effect on top is resolved; a wheel phase
    /// with nothing left to do is settled; an effect's question or a copy offer waits for its
    /// answer; with only the turn open, the turn's step moves on.
    pub fn advance(&mut self, ctx: &mut Ctx) {
        for _ in 0..10_000 {
            if self.step == Step::GameOver {
                return;
            }
            if self.effect_due() {
                if let Some(p) = self.effects.pop() {
                    self.resolve_effect(ctx, p.effect);
                }
                continue;
            }
            let idle_wheel_phase = match self.questions.top() {
                Some(q) => match &q.ask {
                    Ask::Decide(_) | Ask::Copy(_) => return,
                    Ask::Activate(a) => {
                        let seat = q.seats.first().copied().unwrap_or(self.active);
                        if self.activation_work(seat, a) {
                            return;
                        }
                        true
                    }
                    Ask::Turn => false,
                },
                None => false,
            };
            if idle_wheel_phase {
                self.questions.settle();
                continue;
            }
            match self.step {
                Step::MainRunning => self.step = Step::MaintAfter,
                Step::ExtraRunning => self.step = Step::MaintExtra,
                Step::MaintBefore | Step::MaintAfter | Step::MaintExtra | Step::MaintPass
                    if !self.secondary_work(self.active, true) =>
                {
                    self.end_maintenance(ctx, self.active);
                }
                Step::EndTurn => {
                    if (0..3).any(|w| self.end_turn_available(w)) {
                        return;
                    }
                    self.finish_turn(ctx);
                }
                _ => return,
            }
        }
    }

    /// Resolves one effect taken off the effect stack.
    fn resolve_effect(&mut self, ctx: &mut Ctx, effect: Effect) {
        match effect {
            Effect::Op { seat, op } => self.resolve(ctx, seat, op),
            Effect::Repair {
                seat,
                machine,
                sacrifice,
            } => self.repair(ctx, seat, machine, sacrifice),
            Effect::Copy(mut w) => {
                // Ask the next seat that can copy; the window closes when none is left.
                while let Some(&s) = w.candidates.first() {
                    w.candidates.remove(0);
                    if !self.copy_options(s, w.card).is_empty() {
                        self.questions.ask(s, Ask::Copy(w));
                        return;
                    }
                }
                for (s, c) in w.placements {
                    self.place_engineer(s, c);
                }
                if w.leader.is_none() {
                    self.automa_awards(ctx);
                    self.begin_turn(ctx);
                }
            }
            Effect::Reactivate { seat, left, done } => self.ask_reactivate(seat, left, done),
        }
    }

    /// Asks which turn machine to activate once more, when there is a choice.
    fn ask_reactivate(&mut self, seat: Seat, left: u32, done: Vec<u32>) {
        if left > 0 {
            let d = Decision::Reactivate { left, done };
            if self.answers(seat, &d).len() > 1 {
                self.ask_decision(seat, d);
            }
        }
    }

    pub(crate) fn resolve(&mut self, ctx: &mut Ctx, seat: Seat, op: Op) {
        let seat = seat.min(self.players.len() as Seat - 1);
        match op {
            Op::Small { n } => self.p(seat).gears[0][0] += n,
            Op::Medium { n } => self.p(seat).gears[0][1] += n,
            Op::AnyGear { n } => {
                if n > 0 {
                    self.ask_decision(seat, Decision::Gears { n });
                }
            }
            Op::Steam { n } => {
                let p = self.p(seat);
                let k = n.min(p.cold);
                if n >= 2 && k > 0 {
                    // "Up to" steam: the seat chooses the amount.
                    self.ask_decision(seat, Decision::SteamAmount { max: k });
                } else {
                    p.cold -= k;
                    p.hot += k;
                }
            }
            Op::MaxSteam => {
                let p = self.p(seat);
                p.hot += p.cold;
                p.cold = 0;
            }
            Op::Water { n } => self.p(seat).hot += n,
            Op::Chrome { n } => self.p(seat).chrome += n,
            Op::Green { n } => self.p(seat).green += n,
            Op::Special => self.take_special(seat),
            Op::SpecialOrGreen => {
                if self.special_supply > 0 {
                    self.ask_decision(seat, Decision::SpecialOrGreen);
                } else {
                    self.p(seat).green += 1;
                }
            }
            Op::MakeChrome => {
                let p = &self.players[seat as usize];
                if p.hot > 0 && p.small() + p.medium() > 0 {
                    self.ask_decision(seat, Decision::MakeChrome);
                }
            }
            Op::Hire => self.ask_take(ctx, seat, vec![ROW_ENGINEER as u8]),
            Op::BuildOneTime => self.ask_take(ctx, seat, vec![ROW_ONE_TIME as u8]),
            Op::BuildTurn => self.ask_take(ctx, seat, vec![ROW_TURN as u8]),
            Op::BuildChrome => self.ask_take(ctx, seat, vec![ROW_BASIC as u8, ROW_SPECIAL as u8]),
            Op::BuildMachine => self.ask_take(ctx, seat, vec![ROW_ONE_TIME as u8, ROW_TURN as u8]),
            Op::Award => {
                if self.awards_left() > 0 {
                    self.ask_decision(seat, Decision::Award);
                }
            }
            Op::GreenPerHot => {
                let p = self.p(seat);
                p.green += p.hot;
            }
            Op::GearsPerWater => {
                let p = &self.players[seat as usize];
                let n = p.hot + p.cold;
                if n > 0 {
                    self.ask_decision(seat, Decision::Gears { n });
                }
            }
            Op::GreenPerRepairedOneTime { n } => {
                let p = self.p(seat);
                p.green += n * p.one_time.iter().filter(|m| m.repaired).count() as u32;
            }
            Op::GreenPerTurnKind { n } => {
                let d = data();
                let p = self.p(seat);
                let mut kinds: Vec<usize> = p
                    .turn
                    .iter()
                    .filter_map(|t| d.turn.get(t.card as usize).copied())
                    .collect();
                kinds.sort_unstable();
                kinds.dedup();
                p.green += n * kinds.len() as u32;
            }
            Op::FreeRepair => {
                if !self.repair_candidates(seat).is_empty() {
                    self.ask_decision(seat, Decision::FreeRepair);
                }
            }
            Op::ReturnAllEngineers => {
                let p = self.p(seat);
                let cards: Vec<u32> = p.engineers.drain(..).map(|e| e.card).collect();
                p.hand.extend(cards);
            }
            Op::ReturnEngineers { n } => {
                if n > 0 && !self.players[seat as usize].engineers.is_empty() {
                    self.ask_decision(seat, Decision::ReturnEngineers { left: n });
                }
            }
            Op::SteamToGears { per } => {
                if self.players[seat as usize].hot > 0 {
                    self.ask_decision(seat, Decision::SteamToGears { per });
                }
            }
            Op::VirtualTurn => {
                let p = &self.players[seat as usize];
                let d = data();
                let mut on: Vec<MRef> = p.turn.iter().map(|t| MRef::Turn(t.card)).collect();
                on.extend(
                    p.active_chrome()
                        .into_iter()
                        .filter(|&c| {
                            d.chrome
                                .get(c as usize)
                                .is_some_and(|c| c.ability == Ability::Wheel)
                        })
                        .map(MRef::Chrome),
                );
                // Played as the main action, the virtual turn switches on the end-of-turn
                // machines like a real turn of the wheel does.
                if self.in_main_action(seat) {
                    self.switch_on_end_of_turn(seat);
                }
                self.questions.ask(
                    seat,
                    Ask::Activate(Activation {
                        virtual_turn: true,
                        on,
                        used: Vec::new(),
                    }),
                );
            }
            Op::SearchDiscard => {
                if !self.search_options(seat).is_empty() {
                    self.ask_decision(seat, Decision::SearchDiscard);
                }
            }
            Op::Redistribute => self.ask_decision(
                seat,
                Decision::Redistribute {
                    all: false,
                    moved: Vec::new(),
                },
            ),
            Op::RedistributeAll => self.ask_decision(
                seat,
                Decision::Redistribute {
                    all: true,
                    moved: Vec::new(),
                },
            ),
            Op::SteamForGreenIfL2 => {
                let d = data();
                let p = &self.players[seat as usize];
                let l2 = p
                    .engineers
                    .iter()
                    .filter(|e| {
                        e.age == AGE_X
                            && d.engineers
                                .get(e.card as usize)
                                .is_some_and(|x| x.level == 2)
                    })
                    .count();
                if l2 >= 2 && p.hot > 0 {
                    self.ask_decision(seat, Decision::SteamForGreen);
                }
            }
            Op::ReactivateTurn { n } => self.ask_reactivate(seat, n, Vec::new()),
        }
    }
}
