//! Turn flow: the end of a maintenance (emptying sector X), the end of a turn, the final phase trigger, the end of the game.

#[allow(unused_imports)]
use super::prelude::*;

impl Corrosion {
    pub(crate) fn end_maintenance(&mut self, ctx: &mut Ctx, seat: Seat) {
        // Empty sector X.
        let mut one_time = Vec::new();
        let mut turn = Vec::new();
        let p = self.p(seat);
        p.one_time.retain(|m| {
            if m.age == AGE_X {
                one_time.push(m.card);
                false
            } else {
                true
            }
        });
        p.turn.retain(|m| {
            if m.age == AGE_X {
                turn.push(m.card);
                false
            } else {
                true
            }
        });
        let gears = p.gears[3][0] + p.gears[3][1];
        p.gears[3] = [0, 0];
        let mut back = Vec::new();
        p.engineers.retain(|e| {
            if e.age == AGE_X && !e.fresh {
                back.push(e.card);
                false
            } else {
                true
            }
        });
        p.hand.extend(back.iter().copied());
        if !(one_time.is_empty() && turn.is_empty() && back.is_empty() && gears == 0) {
            log!(
                ctx,
                Text::new("log-empty-x")
                    .seat("player", seat)
                    .num("machines", (one_time.len() + turn.len()) as u32)
                    .num("gears", gears)
                    .num("engineers", back.len() as u32),
            );
        }
        self.discard[ROW_ONE_TIME].extend(one_time);
        self.discard[ROW_TURN].extend(turn);
        self.fill_gaps(ctx, ROW_ONE_TIME);
        self.fill_gaps(ctx, ROW_TURN);
        self.step = match self.step {
            Step::MaintBefore => Step::Main,
            Step::MaintAfter | Step::MaintExtra => Step::EndTurn,
            Step::MaintPass => {
                self.p(seat).passed = true;
                self.finish_turn(ctx);
                return;
            }
            other => other,
        };
    }

    pub(crate) fn finish_turn(&mut self, ctx: &mut Ctx) {
        if self.step == Step::GameOver {
            return;
        }
        self.questions.withdraw(|q| matches!(q, Ask::Turn));
        // The final phase: with several players when the special-marker supply or the award
        // supply runs low at the end of a turn; solo when the automa's deck ran out the
        // fourth time (see `automa_draw`). There is no other limit.
        if !self.solo()
            && !self.final_phase
            && (self.special_supply <= 3 || self.awards_left() <= 3)
        {
            self.final_phase = true;
            log!(ctx, Text::new("log-final-phase"));
        }
        self.turn += 1;
        if self.players.iter().all(|p| p.passed) {
            self.step = Step::GameOver;
            self.questions.clear();
            self.finish_game(ctx);
            return;
        }
        if self.solo() {
            self.automa_turn(ctx);
            return;
        }
        let n = self.players.len() as Seat;
        for i in 1..=n {
            let s = (self.active + i) % n;
            if !self.players[s as usize].passed {
                self.active = s;
                break;
            }
        }
        self.begin_turn(ctx);
    }

    pub(crate) fn begin_turn(&mut self, ctx: &mut Ctx) {
        self.flags = TurnFlags::default();
        self.step = if self.final_phase {
            Step::FinalChoice
        } else {
            Step::MaintBefore
        };
        self.questions.ask(self.active, Ask::Turn);
        log!(ctx, Text::new("log-turn").seat("player", self.active));
    }

    pub(crate) fn finish_game(&mut self, ctx: &mut Ctx) {
        for p in self.players.iter_mut() {
            let pairs = p.chrome / 2;
            p.chrome -= pairs * 2;
            p.green += pairs;
        }
        log!(ctx, Text::new("log-game-over"));
        if self.solo() {
            let band = Corrosion::solo_band(self.score(0));
            log!(ctx, Text::formatted(format_args!("rating-{band}")));
        }
    }
}
