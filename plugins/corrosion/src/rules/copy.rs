//! Playing engineers and copying them: the colour and level rules, the tandem, the copy window and placing engineers by level.

#[allow(unused_imports)]
use super::prelude::*;

impl Corrosion {
    /// Ways a seat can copy the played engineer: single cards and (with the tandem) pairs.
    pub fn copy_options(&self, seat: Seat, played: u32) -> Vec<Action> {
        let d = data();
        let (Some(p), Some(e)) = (self.player(seat), d.engineers.get(played as usize)) else {
            return Vec::new();
        };
        if p.passed {
            return Vec::new();
        }
        let any_colour = p.has(Ability::CopyAnyColour);
        let same_level = p.has(Ability::CopySameLevel);
        let colour_ok = |c: Colour| -> bool {
            if any_colour {
                return true;
            }
            if e.colour.is_primary() {
                c == e.colour || c == Colour::Joker
            } else if e.colour == Colour::Joker {
                c.is_primary() || c == Colour::Joker
            } else {
                c == Colour::Grey
            }
        };
        let beats = |level: u32| level > e.level || (same_level && level == e.level);
        let mut out = Vec::new();
        let fitting: Vec<u32> = p
            .hand
            .iter()
            .copied()
            .filter(|&c| {
                d.engineers
                    .get(c as usize)
                    .is_some_and(|x| colour_ok(x.colour))
            })
            .collect();
        for &c in &fitting {
            if d.engineers.get(c as usize).is_some_and(|x| beats(x.level)) {
                out.push(Action::Copy { card: c });
            }
        }
        if p.has(Ability::CopyPair) {
            for (i, &a) in fitting.iter().enumerate() {
                for &b in &fitting[i + 1..] {
                    let la = d.engineers.get(a as usize).map_or(0, |x| x.level);
                    let lb = d.engineers.get(b as usize).map_or(0, |x| x.level);
                    if beats(la + lb) {
                        out.push(Action::CopyPair { a, b });
                    }
                }
            }
        }
        out
    }

    pub(crate) fn play_engineer(&mut self, ctx: &mut Ctx, seat: Seat, card: u32, main: bool) {
        let d = data();
        let Some(e) = d.engineers.get(card as usize) else {
            return;
        };
        let p = self.p(seat);
        if let Some(i) = p.hand.iter().position(|&c| c == card) {
            p.hand.remove(i);
        }
        log!(
            ctx,
            Text::new("log-play")
                .seat("player", seat)
                .msg("engineer", eng_text(card)),
        );
        let low = e.level == 1 || (e.diploma && e.level == 2);
        if main && low && self.players[seat as usize].has(Ability::L1l2EndTurn) {
            self.flags.on[0] = true;
        }
        let candidates = self.copy_order(Some(seat));
        // The copy window waits under the engineer's effects.
        self.push_effect(Effect::Copy(CopyWindow {
            leader: Some(seat),
            card,
            candidates,
            placements: vec![(seat, card)],
        }));
        let mut ops = e.ops.clone();
        ops.extend(self.play_triggers(seat, card));
        self.push_ops(seat, ops);
    }

    /// Effects of chrome machines that fire when the seat plays (or copies with) an engineer.
    pub(crate) fn play_triggers(&self, seat: Seat, card: u32) -> Vec<Op> {
        let mut ops = Vec::new();
        let (Some(p), Some(e)) = (self.player(seat), data().engineers.get(card as usize)) else {
            return ops;
        };
        if (e.level == 1 || (e.diploma && e.level == 2)) && p.has(Ability::GearOnL1l2) {
            ops.push(Op::AnyGear { n: 1 });
        }
        if e.level == 2 && p.has(Ability::SteamOnL2) {
            ops.push(Op::Steam { n: 1 });
        }
        ops
    }

    /// Seats that may copy, clockwise after the leader.
    pub(crate) fn copy_order(&self, leader: Option<Seat>) -> Vec<Seat> {
        let n = self.players.len() as Seat;
        match leader {
            None => vec![0],
            Some(l) => (1..n)
                .map(|i| (l + i) % n)
                .filter(|&s| !self.players[s as usize].passed)
                .collect(),
        }
    }

    pub(crate) fn copy(&mut self, ctx: &mut Ctx, seat: Seat, cards: &[u32]) {
        let Some(mut w) = self.settle_copy() else {
            return;
        };
        let played = w.card;
        for &c in cards {
            w.placements.push((seat, c));
        }
        // The window asks its next seat once the copy's effects are resolved.
        self.push_effect(Effect::Copy(w));
        for &c in cards {
            let p = self.p(seat);
            if let Some(i) = p.hand.iter().position(|&h| h == c) {
                p.hand.remove(i);
            }
        }
        let text = match cards {
            [a, b] => Text::new("log-copy-pair")
                .seat("player", seat)
                .msg("first", eng_text(*a))
                .msg("second", eng_text(*b)),
            _ => Text::new("log-copy")
                .seat("player", seat)
                .msg("engineer", eng_text(cards.first().copied().unwrap_or(0))),
        };
        log!(ctx, text);
        let mut ops = data()
            .engineers
            .get(played as usize)
            .map(|e| e.ops.clone())
            .unwrap_or_default();
        for &c in cards {
            ops.extend(self.play_triggers(seat, c));
        }
        self.push_ops(seat, ops);
    }

    /// Settles the copy offer asked now and gives back its window.
    pub(crate) fn settle_copy(&mut self) -> Option<CopyWindow> {
        if !matches!(self.questions.current(), Some(Ask::Copy(_))) {
            return None;
        }
        match self.questions.settle() {
            Some(Ask::Copy(w)) => Some(w),
            _ => None,
        }
    }

    /// Lays a played engineer into the sector of its level.
    pub(crate) fn place_engineer(&mut self, seat: Seat, card: u32) {
        let Some(e) = data().engineers.get(card as usize) else {
            return;
        };
        let shift = self.players[seat as usize].has(Ability::ShiftPlacement)
            && !(e.colour == Colour::Grey && e.level == 3);
        let (age, fresh) = match (e.level, shift) {
            (4.., false) => (AGE_X, true),
            (4.., true) => (0, false),
            (l, false) => ((3 - l.min(3)) as u8, false),
            (l, true) => ((4 - l.min(3)) as u8, false),
        };
        self.p(seat)
            .engineers
            .push(PlacedEngineer { card, age, fresh });
    }
}
