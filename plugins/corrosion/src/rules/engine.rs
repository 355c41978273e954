//! The engine: resolving the stack of pending effects until a seat must decide, and what each card effect (Op) does.

#[allow(unused_imports)]
use super::prelude::*;

impl Corrosion {
    pub fn advance(&mut self, ctx: &mut Ctx) {
        for _ in 0..10_000 {
            if self.step == Step::GameOver || self.decision.is_some() {
                return;
            }
            match self.stack.last() {
                Some(Frame::Op { .. }) => {
                    if let Some(Frame::Op { seat, op }) = self.stack.pop() {
                        self.resolve(ctx, seat, op);
                    }
                    continue;
                }
                Some(Frame::Repair { .. }) => {
                    if let Some(Frame::Repair {
                        seat,
                        machine,
                        sacrifice,
                    }) = self.stack.pop()
                    {
                        self.repair(ctx, seat, machine, sacrifice);
                    }
                    continue;
                }
                Some(Frame::Activation(a)) => {
                    let a = a.clone();
                    if !self.activation_work(&a) {
                        self.stack.pop();
                        continue;
                    }
                    return;
                }
                Some(Frame::Copy(w)) => {
                    let w = w.clone();
                    match w.candidates.first() {
                        Some(&s) if !self.copy_options(s, w.card).is_empty() => return,
                        Some(_) => {
                            if let Some(Frame::Copy(w)) = self.stack.last_mut() {
                                w.candidates.remove(0);
                            }
                            continue;
                        }
                        None => {
                            self.stack.pop();
                            for (s, c) in w.placements {
                                self.place_engineer(s, c);
                            }
                            if w.leader.is_none() {
                                self.automa_awards(ctx);
                                self.begin_turn(ctx);
                            }
                            continue;
                        }
                    }
                }
                None => {}
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

    pub(crate) fn resolve(&mut self, ctx: &mut Ctx, seat: Seat, op: Op) {
        let seat = seat.min(self.players.len() as Seat - 1);
        match op {
            Op::Small { n } => self.p(seat).gears[0][0] += n,
            Op::Medium { n } => self.p(seat).gears[0][1] += n,
            Op::AnyGear { n } => {
                if n > 0 {
                    self.decision = Some(Decision::Gears { seat, n });
                }
            }
            Op::Steam { n } => {
                let p = self.p(seat);
                let k = n.min(p.cold);
                if n >= 2 && k > 0 {
                    // "Up to" steam: the seat chooses the amount.
                    self.decision = Some(Decision::SteamAmount { seat, max: k });
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
                    self.decision = Some(Decision::SpecialOrGreen { seat });
                } else {
                    self.p(seat).green += 1;
                }
            }
            Op::MakeChrome => {
                let p = &self.players[seat as usize];
                if p.hot > 0 && p.small() + p.medium() > 0 {
                    self.decision = Some(Decision::MakeChrome { seat });
                }
            }
            Op::Hire => self.ask_take(ctx, seat, vec![ROW_ENGINEER as u8]),
            Op::BuildOneTime => self.ask_take(ctx, seat, vec![ROW_ONE_TIME as u8]),
            Op::BuildTurn => self.ask_take(ctx, seat, vec![ROW_TURN as u8]),
            Op::BuildChrome => self.ask_take(ctx, seat, vec![ROW_BASIC as u8, ROW_SPECIAL as u8]),
            Op::BuildMachine => self.ask_take(ctx, seat, vec![ROW_ONE_TIME as u8, ROW_TURN as u8]),
            Op::Award => {
                if self.awards_left() > 0 {
                    self.decision = Some(Decision::Award { seat });
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
                    self.decision = Some(Decision::Gears { seat, n });
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
                    self.decision = Some(Decision::FreeRepair { seat });
                }
            }
            Op::ReturnAllEngineers => {
                let p = self.p(seat);
                let cards: Vec<u32> = p.engineers.drain(..).map(|e| e.card).collect();
                p.hand.extend(cards);
            }
            Op::ReturnEngineers { n } => {
                if n > 0 && !self.players[seat as usize].engineers.is_empty() {
                    self.decision = Some(Decision::ReturnEngineers { seat, left: n });
                }
            }
            Op::SteamToGears { per } => {
                if self.players[seat as usize].hot > 0 {
                    self.decision = Some(Decision::SteamToGears { seat, per });
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
                self.stack.push(Frame::Activation(Activation {
                    seat,
                    virtual_turn: true,
                    on,
                    used: Vec::new(),
                }));
            }
            Op::SearchDiscard => {
                if !self.search_options(seat).is_empty() {
                    self.decision = Some(Decision::SearchDiscard { seat });
                }
            }
            Op::Redistribute => {
                self.decision = Some(Decision::Redistribute {
                    seat,
                    all: false,
                    moved: Vec::new(),
                })
            }
            Op::RedistributeAll => {
                self.decision = Some(Decision::Redistribute {
                    seat,
                    all: true,
                    moved: Vec::new(),
                })
            }
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
                    self.decision = Some(Decision::SteamForGreen { seat });
                }
            }
            Op::ReactivateTurn { n } => {
                let (left, done) = if n == 0 {
                    self.pending_reactivate.take().unwrap_or((0, Vec::new()))
                } else {
                    (n, Vec::new())
                };
                if left > 0 {
                    let d = Decision::Reactivate { seat, left, done };
                    if self.answers(&d).len() > 1 {
                        self.decision = Some(d);
                    }
                }
            }
        }
    }
}
