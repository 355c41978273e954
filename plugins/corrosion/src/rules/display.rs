//! The display: taking (hiring/building), refilling from the stacks, discard piles and gaps, searching the discards.

#[allow(unused_imports)]
use super::prelude::*;

impl Corrosion {
    pub fn display_text(&self, row: usize, card: u32) -> Text {
        match row {
            ROW_BASIC | ROW_SPECIAL => chrome_text(card),
            ROW_ENGINEER => eng_text(card),
            ROW_ONE_TIME => one_time_text(card),
            _ => turn_text(card),
        }
    }

    /// `(row, col, card)` that a seat may take; column 3 is the top of the supply stack.
    pub fn take_options(&self, seat: Seat, rows: &[u8]) -> Vec<(usize, usize, u32)> {
        let Some(p) = self.player(seat) else {
            return Vec::new();
        };
        let from_stack = p.has(Ability::TakeFromStack);
        let mut out = Vec::new();
        for &row in rows {
            let row = row as usize;
            if row > ROW_TURN {
                continue;
            }
            let mut cards: Vec<(usize, u32)> = (0..3)
                .filter_map(|col| self.display[row][col].map(|c| (col, c)))
                .collect();
            if from_stack && let Some(&top) = self.supply[row].last() {
                cards.push((3, top));
            }
            for (col, card) in cards {
                if row == ROW_ENGINEER && !self.can_hire(seat, card) {
                    continue;
                }
                out.push((row, col, card));
            }
        }
        out
    }

    pub(crate) fn can_hire(&self, seat: Seat, card: u32) -> bool {
        let level = data().engineers.get(card as usize).map_or(0, |e| e.level);
        level < 4
            || self
                .player(seat)
                .is_some_and(|p| p.green >= 1 && p.hot >= 1)
    }

    pub(crate) fn search_options(&self, seat: Seat) -> Vec<(usize, u32)> {
        let mut out = Vec::new();
        for row in [ROW_ENGINEER, ROW_ONE_TIME, ROW_TURN] {
            for &card in &self.discard[row] {
                if row != ROW_ENGINEER || self.can_hire(seat, card) {
                    out.push((row, card));
                }
            }
        }
        out
    }

    pub(crate) fn gain(&mut self, ctx: &mut Ctx, seat: Seat, row: usize, card: u32) {
        match row {
            ROW_ENGINEER => {
                // An unknown card (`u32::MAX`) counts as a 4.
                let level = data().engineers.get(card as usize).map_or(4, |e| e.level);
                let p = self.p(seat);
                if level >= 4 {
                    p.green = p.green.saturating_sub(1);
                    p.hot = p.hot.saturating_sub(1);
                    p.cold += 1;
                }
                p.hand.push(card);
            }
            ROW_ONE_TIME => self.p(seat).one_time.push(OneTimeSlot {
                card,
                age: 0,
                repaired: false,
                used: false,
            }),
            ROW_TURN => {
                self.p(seat).turn.push(TurnSlot { card, age: 0 });
                if self.players[seat as usize].has(Ability::ActivateBuiltTurn) {
                    let ops = self.machine_ops(MRef::Turn(card));
                    self.push_ops(seat, ops);
                }
            }
            _ => {}
        }
        log!(
            ctx,
            Text::new("log-take")
                .seat("player", seat)
                .msg("item", self.display_text(row, card)),
        );
    }

    pub(crate) fn take(&mut self, ctx: &mut Ctx, seat: Seat, row: usize, col: usize) {
        let row = row.min(ROW_TURN);
        let card = if col >= 3 {
            ctx.reveal();
            self.supply[row].pop()
        } else {
            self.display[row][col].take()
        };
        let Some(card) = card else { return };
        if row <= ROW_SPECIAL {
            let markers = if col < 3 {
                std::mem::take(&mut self.markers[row][col])
            } else {
                0
            };
            self.p(seat).specials += markers;
            log!(
                ctx,
                Text::new("log-build-chrome")
                    .seat("player", seat)
                    .msg("item", chrome_text(card))
                    .num("markers", markers),
            );
            if col < 3 {
                self.refill(ctx, row, col);
            }
            if self.special_supply > 0 && self.display[row][2].is_some() {
                self.special_supply -= 1;
                self.markers[row][2] += 1;
            }
            self.ask_decision(seat, Decision::ChromePlace { card });
        } else {
            if col < 3 {
                self.refill(ctx, row, col);
            }
            self.gain(ctx, seat, row, card);
        }
    }

    /// Shifts the cards left of `col` one place right and draws a new card at window A.
    pub fn refill(&mut self, ctx: &mut Ctx, row: usize, col: usize) {
        for i in (1..=col.min(2)).rev() {
            self.display[row][i] = self.display[row][i - 1];
            if row <= ROW_SPECIAL {
                self.markers[row][i] = self.markers[row][i - 1];
            }
        }
        if row <= ROW_SPECIAL {
            self.markers[row][0] = 0;
        }
        self.display[row][0] = self.draw(ctx, row);
    }

    pub(crate) fn draw(&mut self, ctx: &mut Ctx, row: usize) -> Option<u32> {
        ctx.reveal();
        if self.supply[row].is_empty() && !self.discard[row].is_empty() {
            let mut pile = std::mem::take(&mut self.discard[row]);
            self.rng.shuffle(&mut pile);
            self.supply[row] = pile;
        }
        if let Some(c) = self.supply[row].pop() {
            return Some(c);
        }
        if row <= ROW_SPECIAL {
            return self.supply[1 - row].pop();
        }
        None
    }

    /// Fills empty display places once a discard pile exists again.
    pub(crate) fn fill_gaps(&mut self, ctx: &mut Ctx, row: usize) {
        while let Some(col) = (0..3).rev().find(|&c| self.display[row][c].is_none()) {
            if self.supply[row].is_empty() && self.discard[row].is_empty() {
                break;
            }
            self.refill(ctx, row, col);
        }
    }

    pub(crate) fn ask_take(&mut self, ctx: &mut Ctx, seat: Seat, rows: Vec<u8>) {
        if self.take_options(seat, &rows).is_empty() {
            log!(ctx, Text::new("log-nothing-to-take").seat("player", seat));
        } else {
            self.ask_decision(seat, Decision::Take { rows });
        }
    }
}
