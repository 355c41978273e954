//! Phase III, the Contract Phase turn: the Time track and active player (R-064..R-070), Action
//! rooms (R-074..R-078), Special Locations (R-111..R-115), passing and the positive
//! Schemes a player may play when choosing an action (ruling A-26).
//!
//! The active player is asked `Ask::Action` (`next_turn`); the action that answers it settles
//! it, and `after_action` asks the same seat `Ask::AfterAction` or the next active player.

use parlour_plugin_api::{Ctx, Seat, Text};

use crate::data::{Ability, Effect, Positive, Timing, data};
use crate::draft::room_text;
use crate::state::{Action, Ask, Card, Henchman, Maniacal, Pending, Phase, Unit};

impl Maniacal {
    /// R-064 every token to the first space of this round's track, 1st player on top.
    pub fn start_contract_phase(&mut self) {
        for seat in self.order.clone().into_iter().rev() {
            let weeks = self.track_len(seat);
            self.arrivals += 1;
            let arrival = self.arrivals;
            let p = self.pm(seat);
            p.weeks = Some(weeks);
            p.arrival = arrival;
        }
        self.finished.clear();
        self.phase = Phase::Contract;
        self.ask_action();
    }

    /// R-065 the active player is asked for an action (nobody when every token has left the
    /// track).
    fn ask_action(&mut self) {
        if let Some(seat) = self.active() {
            self.questions.ask(seat, Ask::Action);
        }
    }

    /// Moves a token `weeks` spaces right; it lands on top of any tokens there.
    pub fn spend(&mut self, seat: Seat, weeks: u8) {
        self.arrivals += 1;
        let arrival = self.arrivals;
        let p = self.pm(seat);
        p.weeks = Some(p.weeks.unwrap_or(0).saturating_sub(weeks));
        p.arrival = arrival;
    }

    /// After an action (its question settled): at 0 weeks the token leaves the track,
    /// unless the player may still play a +2-week Scheme (ruling A-26 (5)); then the next
    /// active player acts.
    pub fn after_action(&mut self, seat: Seat) {
        if self.p(seat).weeks == Some(0) {
            // Asked whenever the seat holds any Scheme (counts are public): never reveals
            // whether it holds a +2-week one.
            if !self.p(seat).schemes.is_empty()
                && self.p(seat).time_schemes < data().setup.max_time_schemes
            {
                self.questions.ask(seat, Ask::AfterAction);
                return;
            }
            self.finish_token(seat);
        }
        self.next_turn();
    }

    /// The token goes to the leftmost free space of the Player Order track (ruling A-15).
    pub fn finish_token(&mut self, seat: Seat) {
        self.pm(seat).weeks = None;
        if !self.finished.contains(&seat) {
            self.finished.push(seat);
        }
    }

    pub fn next_turn(&mut self) {
        self.turn += 1;
        if self.active().is_none() {
            // R-070 every token is on the Player Order track: Clean-up, in the new order.
            for seat in 0..self.n {
                self.finish_token(seat);
            }
            self.order = self.finished.clone();
            self.start_cleanup();
        } else {
            self.ask_action();
        }
    }

    /// Action rooms a seat may activate now, with the units that may do it.
    pub fn action_rooms(&self, seat: Seat) -> Vec<u8> {
        let p = self.p(seat);
        let weeks = p.weeks.unwrap_or(0);
        if p.ready_units().is_empty() {
            return Vec::new();
        }
        p.rooms
            .iter()
            .filter(|r| {
                let room = data().room(r.card);
                room.effect.timing() == Timing::Action
                    && room.weeks <= weeks
                    && (!r.used
                        || (self.ability(seat) == Some(Ability::ReuseRoom) && !p.reuse_used))
                    && (room.effect != Effect::Heal || p.crew.iter().any(|h| h.injuries > 0))
            })
            .map(|r| r.card)
            .collect()
    }

    /// The Choose step's moves except the composed ones (contract attempts, the Hospital).
    pub fn choose_moves(&self, seat: Seat) -> Vec<Action> {
        let p = self.p(seat);
        let weeks = p.weeks.unwrap_or(0);
        let mut out = Vec::new();
        let loc = self.location_weeks(seat);
        if weeks >= loc && self.can_draw_scheme() {
            out.push(Action::Underground);
        }
        if weeks >= loc && !self.merc_deck.is_empty() {
            out.push(Action::Lounge);
        }
        out.extend(self.time_moves(seat));
        out.extend(self.refresh_moves(seat));
        out.push(Action::Pass);
        out
    }

    pub fn time_moves(&self, seat: Seat) -> Vec<Action> {
        let p = self.p(seat);
        if p.time_schemes >= data().setup.max_time_schemes
            || p.weeks.unwrap_or(0) >= self.track_len(seat)
        {
            return Vec::new();
        }
        dedup_cards(self, self.holds_positive(seat, Positive::Time))
            .into_iter()
            .map(|card| Action::Time { card })
            .collect()
    }

    pub fn refresh_moves(&self, seat: Seat) -> Vec<Action> {
        let cards = dedup_cards(self, self.holds_positive(seat, Positive::Refresh));
        let mut out = Vec::new();
        for card in cards {
            for h in self.p(seat).crew.iter().filter(|h| !h.ready) {
                out.push(Action::Refresh { card, uid: h.uid });
            }
        }
        out
    }

    pub fn hospital_ok(&self, seat: Seat) -> bool {
        let p = self.p(seat);
        p.weeks.unwrap_or(0) >= self.location_weeks(seat)
            && p.injuries() > 0
            && p.money >= self.hospital_price(seat)
    }

    /// Applies an Action room: exhaust the unit, pay the time, apply the effect.
    pub fn use_action_room(
        &mut self,
        seat: Seat,
        card: u8,
        unit: Unit,
        target: Option<u32>,
        ctx: &mut Ctx,
    ) {
        self.questions.answered(seat);
        let room = data().room(card);
        let reuse = self.p(seat).room(card).is_some_and(|r| r.used);
        {
            let p = self.pm(seat);
            p.exhaust(unit);
            if reuse {
                p.reuse_used = true;
            }
            if let Some(r) = p.rooms.iter_mut().find(|r| r.card == card) {
                r.used = true;
            }
        }
        self.spend(seat, room.weeks);
        ctx.log(
            Text::new("log-room")
                .seat("player", seat)
                .msg("room", room_text(card)),
        );
        match room.effect {
            Effect::InfamyPerType => {
                let count = room.arg_type().map_or(0, |t| self.p(seat).count_type(t)) as i32;
                self.gain_room_infamy(seat, count * room.amount, ctx);
            }
            Effect::Infamy => self.gain_room_infamy(seat, room.amount, ctx),
            Effect::Money => self.gain_money(seat, room.amount, ctx),
            Effect::MoneyPerType => {
                let count = room.arg_type().map_or(0, |t| self.p(seat).count_type(t)) as i32;
                self.gain_money(seat, count * room.amount, ctx);
            }
            Effect::DrawScheme => {
                // The drawer reads "You drew …" instead.
                ctx.log_except(
                    Text::new("log-draw-scheme").seat("player", seat),
                    vec![seat],
                );
                for _ in 0..room.amount.max(1) {
                    self.draw_scheme(ctx, seat);
                }
            }
            Effect::GainPower => {
                self.focus = seat;
                self.pending.push_back(Pending::Power);
            }
            Effect::Heal => {
                if let Some(h) = target.and_then(|uid| self.pm(seat).henchman_mut(uid)) {
                    h.injuries = 0;
                }
            }
            Effect::Attraction => {
                if let Some(t) = room.arg_type() {
                    self.pm(seat).attraction[t.index()] += room.amount;
                }
            }
            _ => {}
        }
        if self.pending.is_empty() {
            self.after_action(seat);
        } else {
            self.process_pending(ctx);
        }
    }

    pub fn gain_room_infamy(&mut self, seat: Seat, amount: i32, ctx: &mut Ctx) {
        let p = self.pm(seat);
        p.infamy += amount;
        p.room_infamy += amount;
        ctx.log(
            Text::new("log-infamy")
                .seat("player", seat)
                .num("amount", amount),
        );
    }

    pub fn gain_money(&mut self, seat: Seat, amount: i32, ctx: &mut Ctx) {
        self.pm(seat).money += amount;
        ctx.log(
            Text::new("log-money")
                .seat("player", seat)
                .num("amount", amount),
        );
    }

    /// R-113 The Underground: draw one Scheme.
    pub fn visit_underground(&mut self, seat: Seat, ctx: &mut Ctx) {
        self.questions.answered(seat);
        let w = self.location_weeks(seat);
        self.spend(seat, w);
        ctx.log(Text::new("log-underground").seat("player", seat));
        self.draw_scheme(ctx, seat);
        self.after_action(seat);
    }

    /// R-115 Lucifer's Lounge: the top Mercenary joins, ready (rulings ).
    pub fn visit_lounge(&mut self, seat: Seat, ctx: &mut Ctx) {
        self.questions.answered(seat);
        let w = self.location_weeks(seat);
        self.spend(seat, w);
        if !self.merc_deck.is_empty() {
            // The top of the Mercenary deck comes to light.
            let m = self.merc_deck.remove(0);
            ctx.reveal();
            let uid = self.new_uid();
            let h = Henchman {
                uid,
                card: Card::Mercenary(m),
                ready: true,
                injuries: 0,
                powers: Vec::new(),
            };
            ctx.log(
                Text::new("log-lounge")
                    .seat("player", seat)
                    .msg("henchman", h.name()),
            );
            self.pm(seat).crew.push(h);
        }
        self.after_action(seat);
    }

    /// R-114 Hoodlum Hospital: $2 per Injury token removed.
    pub fn visit_hospital(&mut self, seat: Seat, heal: &[u32], ctx: &mut Ctx) {
        self.questions.answered(seat);
        let w = self.location_weeks(seat);
        self.spend(seat, w);
        let price = self.hospital_price(seat);
        for &uid in heal {
            let p = self.pm(seat);
            if let Some(h) = p.henchman_mut(uid)
                && h.injuries > 0
            {
                h.injuries -= 1;
                p.money -= price;
            }
        }
        ctx.log(
            Text::new("log-hospital")
                .seat("player", seat)
                .num("tokens", heal.len() as u32)
                .num("money", price * heal.len() as i32),
        );
        self.after_action(seat);
    }

    /// R-119 pass: spend every remaining week.
    pub fn pass(&mut self, seat: Seat, ctx: &mut Ctx) {
        self.questions.answered(seat);
        let w = self.p(seat).weeks.unwrap_or(0);
        self.spend(seat, w);
        self.finish_token(seat);
        ctx.log(Text::new("log-pass").seat("player", seat));
        self.next_turn();
    }

    /// Positive Scheme: +2 weeks, never past the track's first space (R-105 P2, ruling A-51).
    pub fn play_time(&mut self, seat: Seat, card: u8, ctx: &mut Ctx) {
        self.discard_scheme(seat, card);
        let max = self.track_len(seat);
        let gain = data().setup.time_gain;
        self.arrivals += 1;
        let arrival = self.arrivals;
        let p = self.pm(seat);
        p.weeks = Some((p.weeks.unwrap_or(0) + gain).min(max));
        p.arrival = arrival;
        p.time_schemes += 1;
        ctx.log(
            Text::new("log-positive")
                .seat("player", seat)
                .msg("card", scheme_text(card))
                .msg("effect", Text::new("positive-time")),
        );
        if self.questions.current() == Some(&Ask::AfterAction) {
            self.questions.answered(seat);
            self.next_turn();
        }
    }

    /// Positive Scheme: refresh one exhausted henchman (ruling A-28).
    pub fn play_refresh(&mut self, seat: Seat, card: u8, uid: u32, ctx: &mut Ctx) {
        self.discard_scheme(seat, card);
        if let Some(h) = self.pm(seat).henchman_mut(uid) {
            h.ready = true;
        }
        ctx.log(
            Text::new("log-positive")
                .seat("player", seat)
                .msg("card", scheme_text(card))
                .msg("effect", Text::new("positive-refresh")),
        );
    }

    pub fn discard_scheme(&mut self, seat: Seat, card: u8) {
        let p = self.pm(seat);
        if let Some(i) = p.schemes.iter().position(|&c| c == card) {
            p.schemes.remove(i);
            self.scheme_discard.push(card);
        }
    }
}

pub fn scheme_text(card: u8) -> Text {
    Text::formatted(format_args!(
        "scheme-{}",
        data()
            .schemes
            .get(usize::from(card))
            .map_or("", |s| s.id.as_str())
    ))
}

/// Scheme cards with the same effects are the same move: keep one card per (negative, positive).
pub fn dedup_cards(game: &Maniacal, cards: Vec<u8>) -> Vec<u8> {
    let mut seen = Vec::new();
    let mut out = Vec::new();
    for c in cards {
        let key = game.scheme(c).map(|s| (s.negative, s.positive));
        if !seen.contains(&key) {
            seen.push(key);
            out.push(c);
        }
    }
    out
}
