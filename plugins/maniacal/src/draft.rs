//! Phase I, Base Building: the simultaneous room draft (R-045..R-054): every seat with cards
//! in hand is asked `Ask::Draft` at once.

use parlour_plugin_api::{Ctx, Seat, Text};

use crate::data::data;
use crate::state::{Action, Ask, HType, Maniacal, Phase};

impl Maniacal {
    /// R-045 deal 5 room cards to each player.
    pub fn start_draft(&mut self, ctx: &mut Ctx) {
        let size = data().setup.hand_size;
        for seat in self.order.clone() {
            let mut hand = Vec::with_capacity(size);
            for _ in 0..size {
                if let Some(c) = self.room_deck.pop() {
                    hand.push(c);
                }
            }
            let p = self.pm(seat);
            p.hand = hand;
            p.pick = None;
        }
        // Each seat sees its new hand.
        ctx.reveal();
        self.pick = 0;
        self.phase = Phase::Draft;
        self.revealed_picks.clear();
        self.ask_picks();
    }

    /// R-046 every seat with cards in hand picks, all at once.
    fn ask_picks(&mut self) {
        let seats: Vec<Seat> = (0..self.n)
            .filter(|&s| !self.p(s).hand.is_empty())
            .collect();
        self.questions.ask_all(seats, Ask::Draft);
    }

    /// The picks a seat may make: sell any card; build one it can pay for (ruling A-13).
    pub fn draft_moves(&self, seat: Seat) -> Vec<Action> {
        let p = self.p(seat);
        let mut out = Vec::new();
        let mut seen = Vec::new();
        for &card in &p.hand {
            // Copies of one design are the same move; offer the first copy only.
            let design = data().room_cards.get(usize::from(card)).copied();
            if seen.contains(&design) {
                continue;
            }
            seen.push(design);
            let room = data().room(card);
            if p.money >= room.cost {
                out.push(Action::Draft { card, build: true });
            }
            out.push(Action::Draft { card, build: false });
        }
        out
    }

    /// Records a secret pick; when every seat has picked, all picks are revealed and resolved
    /// together, then the hands are passed or the phase ends.
    pub fn draft_pick(&mut self, seat: Seat, card: u8, build: bool, ctx: &mut Ctx) {
        // Secret: the others only read that a pick was made.
        ctx.log(Text::new("log-picked").seat("player", seat));
        self.pm(seat).pick = Some((card, build));
        if self.questions.answered(seat).is_none() {
            return;
        }
        // Every pick comes to light.
        ctx.reveal();
        for s in self.order.clone() {
            let Some((card, build)) = self.pm(s).pick.take() else {
                continue;
            };
            self.pm(s).hand.retain(|&c| c != card);
            let room = data().room(card);
            if build {
                let mut gain = room.attraction;
                // Advanced: the Arctic Queen's Criminal rooms attract less (designed D-05).
                if room.attracts == HType::Criminals
                    && self.ability(s) == Some(crate::data::Ability::IceArmour)
                {
                    gain = (gain - data().abilities.ice_armour.criminal_attraction_less).max(0);
                }
                let p = self.pm(s);
                p.money -= room.cost;
                p.attraction[room.attracts.index()] += gain;
                p.rooms.push(crate::state::Room { card, used: false });
                ctx.log(
                    Text::new("log-build")
                        .seat("player", s)
                        .msg("room", room_text(card))
                        .num("points", gain)
                        .msg("type", room.attracts.text()),
                );
            } else {
                self.pm(s).money += room.cost;
                self.room_discard.push(card);
                ctx.log(
                    Text::new("log-sell")
                        .seat("player", s)
                        .msg("room", room_text(card))
                        .num("money", room.cost),
                );
            }
            self.revealed_picks.push((s, card, build));
        }
        self.pick += 1;
        if self.pick < data().setup.picks {
            self.pass_hands();
            self.ask_picks();
        } else {
            for s in 0..self.n {
                let rest = std::mem::take(&mut self.pm(s).hand);
                self.room_buried.extend(rest);
            }
            self.recruit_all(ctx);
            self.start_contract_phase();
        }
    }

    /// Whether this round's hands go clockwise (to the next seat).
    pub fn clockwise(&self) -> bool {
        data().setup.clockwise[usize::from(self.round.clamp(1, 3) - 1)]
    }

    /// R-049 pass the remaining cards: clockwise in rounds 1 and 3, counter-clockwise in 2.
    pub fn pass_hands(&mut self) {
        let n = self.n;
        let hands: Vec<Vec<u8>> = (0..n)
            .map(|s| std::mem::take(&mut self.pm(s).hand))
            .collect();
        for (s, hand) in hands.into_iter().enumerate() {
            let s = s as u32;
            let to = if self.clockwise() {
                (s + 1) % n
            } else {
                (s + n - 1) % n
            };
            self.pm(to).hand = hand;
        }
    }
}

pub fn room_text(card: u8) -> Text {
    Text::formatted(format_args!("room-{}", data().room(card).id))
}
