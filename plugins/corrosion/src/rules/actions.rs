//! Performing an action (the answer to an open question goes on to `decisions.rs`). Actions
//! arrive here already found legal by the choice tree (`composed.rs`), so nothing is checked.

#[allow(unused_imports)]
use super::prelude::*;

impl Corrosion {
    /// Applies a legal action and resolves what follows, reporting nowhere (the bot's
    /// look-ahead and the choice tree's trial copies).
    pub fn play(&mut self, seat: Seat, action: &Action) {
        let mut ctx = Ctx::new();
        self.perform(&mut ctx, seat, action);
        self.advance(&mut ctx);
    }

    /// Carries out a legal action (without resolving the effects it leaves on the stack:
    /// [`Corrosion::advance`] does that).
    pub fn perform(&mut self, ctx: &mut Ctx, seat: Seat, action: &Action) {
        // A composed move: the action, then each answer once the effects before it resolved.
        if let Action::Composed { first, answers } = action {
            self.perform(ctx, seat, first);
            for answer in answers {
                self.advance(ctx);
                self.perform(ctx, seat, &Action::Answer(answer.clone()));
            }
            return;
        }
        if let Some(d) = self.decision().cloned() {
            self.answer(ctx, seat, d, action);
            return;
        }
        match action {
            Action::PayTurn => {
                let p = self.p(seat);
                let cost = p.final_turns + 1;
                p.green = p.green.saturating_sub(cost);
                p.final_turns += 1;
                log!(
                    ctx,
                    Text::new("log-pay-turn")
                        .seat("player", seat)
                        .num("cost", cost),
                );
                self.step = Step::MaintBefore;
            }
            Action::PassForGood => {
                log!(ctx, Text::new("log-pass").seat("player", seat));
                self.step = Step::MaintPass;
            }
            Action::EndMaintenance => {
                let after_main = matches!(self.step, Step::MaintAfter | Step::MaintExtra);
                self.end_maintenance(ctx, seat);
                // After the main action this click also ends the turn: the end-of-turn
                // machines were offered next to it.
                if after_main && self.step == Step::EndTurn {
                    self.finish_turn(ctx);
                }
            }
            Action::Repair { machine, medium } => {
                let cost = self.repair_cost(seat, *machine);
                let k = match medium {
                    Some(k) => (*k).min(cost.any),
                    None => self
                        .player(seat)
                        .and_then(|p| {
                            (0..=cost.any).find(|&k| {
                                p.medium() >= cost.medium + k
                                    && p.small() >= cost.small + (cost.any - k)
                            })
                        })
                        .unwrap_or(0),
                };
                // Where the cost leaves a choice of gears, the log says which were paid (the
                // other seats saw only "repairs the Crane" before).
                if cost.any > 0 {
                    log!(
                        ctx,
                        Text::new("log-repair-gears")
                            .seat("player", seat)
                            .msg("machine", machine_text(*machine))
                            .num("medium", cost.medium + k)
                            .num("small", cost.small + (cost.any - k)),
                    );
                }
                self.p(seat).pay_other(&cost);
                self.push_effect(Effect::Repair {
                    seat,
                    machine: *machine,
                    sacrifice: cost.engineer > 0,
                });
                self.pay_gears(seat, cost.small + (cost.any - k), cost.medium + k);
            }
            Action::DiscardC { row } => {
                let row = *row as usize;
                self.spend_steam(seat, 1);
                if let Some(card) = self.display[row.min(4)][2].take() {
                    log!(
                        ctx,
                        Text::new("log-discard-c")
                            .seat("player", seat)
                            .msg("item", self.display_text(row, card)),
                    );
                    self.discard[row].push(card);
                    self.refill(ctx, row, 2);
                }
            }
            Action::Accelerate { item } => self.accelerate(ctx, seat, *item),
            Action::ClearWaiting => {
                let p = self.p(seat);
                if let Some(c) = p.waiting.take() {
                    let drive = data().chrome.get(c as usize).map_or(0, |d| d.drive.index());
                    p.drives[drive].push(ChromeSlot {
                        card: c,
                        repaired: false,
                    });
                    log!(
                        ctx,
                        Text::new("log-clear-waiting")
                            .seat("player", seat)
                            .msg("machine", chrome_text(c)),
                    );
                }
            }
            Action::Play { card } => {
                // Choosing the main action ends the maintenance before it.
                if self.step == Step::MaintBefore {
                    self.end_maintenance(ctx, seat);
                }
                self.step = Step::MainRunning;
                self.play_engineer(ctx, seat, *card, true);
            }
            Action::TurnWheel => {
                if self.step == Step::MaintBefore {
                    self.end_maintenance(ctx, seat);
                }
                self.step = Step::MainRunning;
                self.turn_wheel(ctx, seat, true);
            }
            Action::Activate { machine } => {
                if let Some(Ask::Activate(a)) = self.questions.current_mut() {
                    a.used.push(*machine);
                }
                // A one-time machine works once: it is marked used before its effect runs, so
                // its own effect (the Crane's redistribution) cannot move it out of X again.
                if let MRef::OneTime(c) = machine
                    && let Some(t) = self.p(seat).one_time.iter_mut().find(|t| t.card == *c)
                {
                    t.used = true;
                }
                log!(
                    ctx,
                    Text::new("log-activate")
                        .seat("player", seat)
                        .msg("machine", machine_text(*machine)),
                );
                let ops = self.machine_ops(*machine);
                self.push_ops(seat, ops);
            }
            Action::FinishActivation => {
                self.questions.settle();
            }
            Action::Copy { card } => self.copy(ctx, seat, &[*card]),
            Action::CopyPair { a, b } => self.copy(ctx, seat, &[*a, *b]),
            Action::Decline => {
                // The window goes on with its next seat.
                if let Some(w) = self.settle_copy() {
                    self.push_effect(Effect::Copy(w));
                }
            }
            Action::EndTurnMachine { which } => {
                // Used from the maintenance after the main action, it ends that first.
                if matches!(self.step, Step::MaintAfter | Step::MaintExtra) {
                    self.end_maintenance(ctx, seat);
                }
                let w = (*which as usize).min(2);
                self.flags.used[w] = true;
                log!(
                    ctx,
                    Text::formatted(format_args!("log-end-turn-machine-{w}")).seat("player", seat)
                );
                self.step = Step::ExtraRunning;
                match w {
                    0 => self.turn_wheel(ctx, seat, false),
                    1 => {
                        self.spend_steam(seat, 1);
                        self.turn_wheel(ctx, seat, false);
                    }
                    _ => {
                        self.spend_steam(seat, 1);
                        self.ask_decision(seat, Decision::ExtraPlay);
                    }
                }
            }
            Action::EndTurn => self.finish_turn(ctx),
            // Answers come only while a question is open (above); a composed move was unpacked.
            Action::Composed { .. } | Action::Take { .. } | Action::Answer(_) => {}
        }
    }
}
