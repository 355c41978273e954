//! The solo automa: its deck, its discard actions, its trophy machines, the rating bands.

#[allow(unused_imports)]
use super::prelude::*;

impl Corrosion {
    pub(crate) fn automa_draw(&mut self, ctx: &mut Ctx) -> Option<u32> {
        let automa = self.automa.as_mut()?;
        let card = automa.deck.pop();
        if let Some(c) = card {
            automa.discard.push(c);
        }
        if automa.deck.is_empty() {
            automa.exhausted += 1;
            let mut pile = std::mem::take(&mut automa.discard);
            self.rng.shuffle(&mut pile);
            automa.deck = pile;
            let exhausted = automa.exhausted;
            log!(ctx, Text::new("log-automa-shuffle").num("count", exhausted));
            if exhausted >= 4 && !self.final_phase {
                self.final_phase = true;
                log!(ctx, Text::new("log-final-phase"));
            }
        }
        card
    }

    /// The letter (0..3 for A..C) and arrow on the back of the automa's top card.
    pub fn automa_back(&self) -> (usize, Arrow) {
        let d = data();
        self.automa
            .as_ref()
            .and_then(|a| a.deck.last())
            .and_then(|&c| d.engineers.get(c as usize))
            .map_or((0, Arrow::Up), |e| (e.set.unwrap_or(0).min(2), e.arrow))
    }

    /// The display row the automa's action card empties a window of: the row of what its
    /// action hires or builds (chrome machines: basic with the arrow up, special down).
    pub fn automa_row(card: u32, arrow: Arrow) -> Option<usize> {
        let op = data()
            .engineers
            .get(card as usize)
            .and_then(|e| e.ops.first().cloned());
        match op {
            Some(Op::Hire) => Some(ROW_ENGINEER),
            Some(Op::BuildOneTime) => Some(ROW_ONE_TIME),
            Some(Op::BuildTurn) => Some(ROW_TURN),
            Some(Op::BuildChrome) => Some(if arrow == Arrow::Up {
                ROW_BASIC
            } else {
                ROW_SPECIAL
            }),
            _ => None,
        }
    }

    pub(crate) fn automa_turn(&mut self, ctx: &mut Ctx) {
        ctx.reveal();
        log!(ctx, Text::new("log-automa-turn"));
        self.automa_draw(ctx);
        let action = self.automa_draw(ctx);
        if let Some(a) = self.automa.as_mut() {
            a.action = action;
        }
        let Some(card) = action else {
            self.begin_turn(ctx);
            return;
        };
        log!(
            ctx,
            Text::new("log-automa-card").msg("engineer", eng_text(card))
        );
        let (letter, arrow) = self.automa_back();
        let d = data();
        let row = Self::automa_row(card, arrow);
        if let Some(row) = row
            && let Some(removed) = self.display[row][letter].take()
        {
            log!(
                ctx,
                Text::new("log-automa-remove")
                    .msg("item", self.display_text(row, removed))
                    .str("window", ["A", "B", "C"][letter]),
            );
            match row {
                ROW_BASIC | ROW_SPECIAL => {
                    // Out of the game, with its markers.
                    self.markers[row][letter] = 0;
                }
                ROW_ONE_TIME
                    if d.one_time
                        .get(removed as usize)
                        .and_then(|&k| d.one_time_kinds.get(k))
                        .is_some_and(|k| k.ops.contains(&Op::Award)) =>
                {
                    if let Some(a) = self.automa.as_mut() {
                        a.under.push((removed, 5));
                    }
                    log!(ctx, Text::new("log-automa-under"));
                }
                _ => self.discard[row].push(removed),
            }
            // Only the display is refilled: the special marker above window C belongs to a
            // player's chrome build, not to the automa's discard action.
            self.refill(ctx, row, letter);
        }
        self.active = 0;
        self.step = Step::MainRunning;
        self.push_effect(Effect::Copy(CopyWindow {
            leader: None,
            card,
            candidates: if self.players[0].passed {
                vec![]
            } else {
                vec![0]
            },
            placements: Vec::new(),
        }));
    }

    /// Step 4 of the automa's turn: water markers on its award machines.
    pub(crate) fn automa_awards(&mut self, ctx: &mut Ctx) {
        let (letter, arrow) = self.automa_back();
        let Some(a) = self.automa.as_mut() else {
            return;
        };
        let mut removals = 0;
        let mut keep = Vec::new();
        let mut freed = Vec::new();
        for (card, water) in a.under.drain(..) {
            if water <= 1 {
                removals += 1;
                freed.push(card);
            } else {
                keep.push((card, water - 1));
            }
        }
        a.under = keep;
        self.discard[ROW_ONE_TIME].extend(freed);
        self.fill_gaps(ctx, ROW_ONE_TIME);
        for _ in 0..removals {
            self.automa_remove_award(ctx, letter, arrow);
        }
    }

    pub fn automa_remove_award(&mut self, ctx: &mut Ctx, letter: usize, arrow: Arrow) {
        let nonempty: Vec<usize> = (0..self.awards.len())
            .filter(|&i| self.awards[i].count() > 0)
            .collect();
        let row = if nonempty.contains(&letter) {
            Some(letter)
        } else if nonempty.len() == 1 || arrow == Arrow::Up {
            nonempty.first().copied()
        } else {
            nonempty.last().copied()
        };
        let Some(row) = row else { return };
        let r = &mut self.awards[row];
        if r.chained.is_some() {
            r.chained = None;
        } else {
            r.plain = false;
        }
        log!(
            ctx,
            Text::new("log-automa-award").str("row", ["A", "B", "C", "D", "E", "F"][row.min(5)]),
        );
    }

    /// The solo rating band of a score (0 to 5).
    pub fn solo_band(score: u32) -> u32 {
        match score {
            100.. => 5,
            90..=99 => 4,
            70..=89 => 3,
            50..=69 => 2,
            30..=49 => 1,
            _ => 0,
        }
    }
}
