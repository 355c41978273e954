//! Contract attempts, the "leap of faith" (R-079..R-095, R-101..R-110; rulings A-18..A-34, A-53):
//! declaring a team, the negative Scheme window, the flip, Contract rooms, the roll and rerolls,
//! the result, the special effects and the close.
//!
//! The attempt's steps replace the turn's question (`Ask::BeforeRoll`, `AfterRoll`, `Result`);
//! the Scheme window asks each opponent `Ask::Scheme` on top of it, and each special effect that
//! needs a decision is asked when `process_pending` reaches it.

use parlour_plugin_api::{Ctx, Seat, Text};

use crate::data::{Ability, Effect, Negative, Positive, Special, Timing, data};
use crate::draft::room_text;
use crate::state::{
    Action, Ask, Attempt, Difficulty, Maniacal, Pending, PlayedNegative, Trait, Unit,
    continent_text,
};
use crate::turn::{dedup_cards, scheme_text};

impl Maniacal {
    /// Henchmen that may join a team: ready and not injured (R-080; A-18 no Supervillain).
    pub fn team_candidates(&self, seat: Seat) -> Vec<u32> {
        self.p(seat)
            .crew
            .iter()
            .filter(|h| h.ready && h.injuries == 0)
            .map(|h| h.uid)
            .collect()
    }

    /// Continents whose contract the seat can attempt now.
    pub fn attemptable(&self, seat: Seat) -> Vec<u8> {
        let weeks = self.p(seat).weeks.unwrap_or(0);
        let candidates = self.team_candidates(seat).len();
        (0..6u8)
            .filter(|&slot| {
                self.back(usize::from(slot)).is_some_and(|(_, size, _)| {
                    usize::from(size) <= candidates
                        && self.contract_weeks(seat, usize::from(slot)) <= weeks
                })
            })
            .collect()
    }

    /// Declares the attempt: committed before the Scheme window.
    pub fn declare(
        &mut self,
        seat: Seat,
        slot: u8,
        team: Vec<u32>,
        lackey_trait: Option<Trait>,
        ctx: &mut Ctx,
    ) {
        let weeks = self.contract_weeks(seat, usize::from(slot));
        // Every opponent holding a Scheme is asked, in order after the active player
        // (rulings ); hand sizes are public, so this reveals nothing.
        let to_ask: Vec<Seat> = self
            .others_after(seat)
            .into_iter()
            .filter(|&s| !self.p(s).schemes.is_empty())
            .collect();
        ctx.log(
            Text::new("log-attempt")
                .seat("player", seat)
                .msg("continent", continent_text(usize::from(slot)))
                .num("size", team.len() as u32)
                .num("weeks", weeks),
        );
        self.attempt = Some(Attempt {
            seat,
            slot,
            team,
            lackey_trait,
            weeks,
            negative: None,
            contract: None,
            extra: Vec::new(),
            target_mod: 0,
            dice: Vec::new(),
            rolled: false,
            lackey_reroll_used: false,
            bonus: 0,
            success: None,
            shield_injury: 0,
            shield_capture: 0,
            consoled: false,
            captured: Vec::new(),
        });
        self.focus = seat;
        // The attempt goes on before the roll once the window (asked on top) has closed.
        self.questions.replace(Ask::BeforeRoll).ok();
        for &s in to_ask.iter().rev() {
            self.questions.ask(s, Ask::Scheme);
        }
        if !self.window_open() {
            self.flip(ctx);
        }
    }

    /// Whether an opponent is being asked for a negative Scheme against the attempt.
    pub fn window_open(&self) -> bool {
        self.questions.current() == Some(&Ask::Scheme)
    }

    /// The negative Schemes the asked seat may play (R-104; rulings ).
    pub fn window_moves(&self, seat: Seat) -> Vec<Action> {
        let Some(a) = &self.attempt else {
            return Vec::new();
        };
        let mut out = vec![Action::Decline];
        let pool = self.team_pool(a.seat, &a.team, a.lackey_trait);
        for card in dedup_cards(self, self.p(seat).schemes.clone()) {
            let Some(s) = self.scheme(card) else { continue };
            match s.negative {
                Negative::ExtraWeek => {
                    let weeks = self.p(a.seat).weeks.unwrap_or(0);
                    if weeks >= a.weeks + data().setup.extra_week {
                        out.push(Action::Scheme { card, die: None });
                    }
                }
                Negative::RemoveDie => {
                    for t in Trait::ALL {
                        if pool[t.index()] > 0 {
                            out.push(Action::Scheme { card, die: Some(t) });
                        }
                    }
                }
                _ => out.push(Action::Scheme { card, die: None }),
            }
        }
        out
    }

    /// The asked opponent declines: the next one is asked, or the window closes.
    pub fn decline(&mut self, seat: Seat, ctx: &mut Ctx) {
        self.questions.answered(seat);
        if !self.window_open() {
            self.flip(ctx);
        }
    }

    /// A negative Scheme closes the window; its player gains 2 Infamy.
    pub fn play_negative(&mut self, seat: Seat, card: u8, die: Option<Trait>, ctx: &mut Ctx) {
        let Some(effect) = self.scheme(card).map(|s| s.negative) else {
            return;
        };
        self.discard_scheme(seat, card);
        let gain = data().setup.schemer_infamy;
        let p = self.pm(seat);
        p.infamy += gain;
        p.scheme_infamy += gain;
        ctx.log(
            Text::new("log-negative")
                .seat("player", seat)
                .msg("card", scheme_text(card))
                .msg(
                    "effect",
                    Text::formatted(format_args!("negative-{}", effect.id())),
                ),
        );
        // The first negative closes the window for every opponent not yet asked.
        self.questions.withdraw(|q| *q == Ask::Scheme);
        if let Some(a) = &mut self.attempt {
            a.negative = Some(PlayedNegative {
                by: seat,
                card,
                effect,
                die,
            });
            if effect == Negative::TargetUp {
                a.target_mod += data().setup.target_up;
            }
        }
        self.flip(ctx);
    }

    /// Pays the time and flips the contract.
    pub fn flip(&mut self, ctx: &mut Ctx) {
        let Some(a) = &self.attempt else { return };
        let seat = a.seat;
        let extra = if a
            .negative
            .as_ref()
            .is_some_and(|n| n.effect == Negative::ExtraWeek)
        {
            data().setup.extra_week
        } else {
            0
        };
        let weeks = a.weeks + extra;
        let contract = self.map[usize::from(a.slot) % 6];
        self.spend(seat, weeks);
        // The contract's front comes to light.
        ctx.reveal();
        let madame = self.ability(seat) == Some(Ability::ExtraDie);
        if let Some(a) = &mut self.attempt {
            a.contract = contract;
            if madame && let Some(t) = a.recommended() {
                for _ in 0..data().abilities.extra_die.extra_dice {
                    a.extra.push(t);
                }
            }
        }
        if let Some(cd) = contract.and_then(|c| data().contracts.get(usize::from(c))) {
            ctx.log(
                Text::new("log-flip")
                    .msg(
                        "contract",
                        Text::formatted(format_args!("contract-{}", cd.id)),
                    )
                    .num("target", cd.target),
            );
        }
    }

    /// Contract rooms of the attempting seat usable at a timing, with the units that may
    /// activate them (R-094: a ready unit that is not on the team).
    pub fn contract_rooms(&self, timing: Timing) -> Vec<(u8, Vec<Unit>)> {
        let Some(a) = &self.attempt else {
            return Vec::new();
        };
        let p = self.p(a.seat);
        let units: Vec<Unit> = p
            .ready_units()
            .into_iter()
            .filter(|u| !matches!(u, Unit::Henchman(uid) if a.team.contains(uid)))
            .collect();
        if units.is_empty() {
            return Vec::new();
        }
        let success = a.success;
        p.rooms
            .iter()
            .filter(|r| !r.used)
            .filter(|r| {
                let room = data().room(r.card);
                room.effect.timing() == timing
                    && match room.effect {
                        Effect::Reroll => !a.dice.is_empty(),
                        Effect::SuccessMoney | Effect::SuccessInfamy => success == Some(true),
                        Effect::FailureMoney => success == Some(false),
                        _ => true,
                    }
            })
            .map(|r| (r.card, units.clone()))
            .collect()
    }

    /// Applies a Contract room: exhaust the unit, no time, the effect at once.
    pub fn use_contract_room(
        &mut self,
        card: u8,
        unit: Unit,
        die: Option<Trait>,
        dice: &[u8],
        ctx: &mut Ctx,
    ) {
        let Some(seat) = self.attempt.as_ref().map(|a| a.seat) else {
            return;
        };
        let room = data().room(card);
        {
            let p = self.pm(seat);
            p.exhaust(unit);
            if let Some(r) = p.rooms.iter_mut().find(|r| r.card == card) {
                r.used = true;
            }
        }
        ctx.log(
            Text::new("log-room")
                .seat("player", seat)
                .msg("room", room_text(card)),
        );
        let amount = room.amount;
        let arg = room.arg_trait();
        match room.effect {
            Effect::ExtraDie => {
                if let (Some(a), Some(t)) = (&mut self.attempt, die) {
                    a.extra.push(t);
                }
            }
            Effect::ExtraDice => {
                if let (Some(a), Some(t)) = (&mut self.attempt, arg) {
                    for _ in 0..amount.max(1) {
                        a.extra.push(t);
                    }
                }
            }
            Effect::TargetMinus => {
                if let Some(a) = &mut self.attempt {
                    a.target_mod -= amount;
                }
            }
            Effect::Reroll => self.reroll(dice),
            Effect::PlusSuccess => {
                if let Some(a) = &mut self.attempt {
                    a.bonus += amount;
                }
            }
            Effect::ShieldInjury => {
                if let Some(a) = &mut self.attempt {
                    a.shield_injury += 1;
                }
            }
            Effect::ShieldCapture => {
                if let Some(a) = &mut self.attempt {
                    a.shield_capture += 1;
                }
            }
            Effect::SuccessMoney | Effect::FailureMoney => self.gain_money(seat, amount, ctx),
            Effect::SuccessInfamy => self.gain_room_infamy(seat, amount, ctx),
            _ => {}
        }
    }

    /// Moves after the roll: rerolls, after-roll rooms, accept.
    pub fn reroll_sources(&self) -> Vec<(crate::state::RerollSource, usize)> {
        use crate::state::RerollSource;
        let Some(a) = &self.attempt else {
            return Vec::new();
        };
        if a.dice.is_empty() {
            return Vec::new();
        }
        let mut out = Vec::new();
        let lackey_on_team = a
            .team
            .iter()
            .any(|&u| self.p(a.seat).henchman(u).is_some_and(|h| h.is_lackey()));
        if lackey_on_team && !a.lackey_reroll_used {
            out.push((RerollSource::Lackey, a.dice.len()));
        }
        for card in dedup_cards(self, self.holds_positive(a.seat, Positive::Reroll)) {
            out.push((RerollSource::Scheme(card), data().setup.scheme_reroll));
        }
        out
    }

    pub fn use_reroll(&mut self, source: crate::state::RerollSource, dice: &[u8], ctx: &mut Ctx) {
        use crate::state::RerollSource;
        let Some(seat) = self.attempt.as_ref().map(|a| a.seat) else {
            return;
        };
        match source {
            RerollSource::Lackey => {
                if let Some(a) = &mut self.attempt {
                    a.lackey_reroll_used = true;
                }
            }
            RerollSource::Scheme(card) => {
                self.discard_scheme(seat, card);
                ctx.log(
                    Text::new("log-positive")
                        .seat("player", seat)
                        .msg("card", scheme_text(card))
                        .msg("effect", Text::new("positive-reroll")),
                );
            }
        }
        self.reroll(dice);
        ctx.log(
            Text::new("log-reroll")
                .seat("player", seat)
                .num("dice", dice.len() as u32),
        );
    }

    /// R-088 compare successes with the Target.
    pub fn accept_roll(&mut self, ctx: &mut Ctx) {
        let successes = self.successes();
        let target = self.target();
        let success = successes >= target;
        if let Some(a) = &mut self.attempt {
            a.success = Some(success);
        }
        ctx.log(
            Text::new(if success {
                "log-success"
            } else {
                "log-failure"
            })
            .num("successes", successes)
            .num("target", target),
        );
        self.questions.replace(Ask::Result).ok();
    }

    /// Positive Scheme after a failure: +2 Infamy and $2 (R-105 P5).
    pub fn console(&mut self, card: u8, ctx: &mut Ctx) {
        let Some(seat) = self.attempt.as_ref().map(|a| a.seat) else {
            return;
        };
        self.discard_scheme(seat, card);
        let s = &data().setup;
        let p = self.pm(seat);
        p.infamy += s.consolation_infamy;
        p.scheme_infamy += s.consolation_infamy;
        p.money += s.consolation_money;
        if let Some(a) = &mut self.attempt {
            a.consoled = true;
        }
        ctx.log(
            Text::new("log-positive")
                .seat("player", seat)
                .msg("card", scheme_text(card))
                .msg("effect", Text::new("positive-consolation")),
        );
    }

    /// R-089 rewards, then the special effects in order (ruling A-33).
    pub fn collect(&mut self, ctx: &mut Ctx) {
        let Some(a) = self.attempt.clone() else {
            return;
        };
        self.questions.answered(a.seat);
        let Some(c) = a
            .contract
            .and_then(|c| data().contracts.get(usize::from(c)))
        else {
            self.close_attempt(ctx);
            return;
        };
        let success = a.success == Some(true);
        let result = if success { &c.success } else { &c.failure };
        {
            let p = self.pm(a.seat);
            p.infamy += result.infamy;
            p.contract_infamy += result.infamy;
            p.money += result.money;
            if success {
                p.completed += 1;
            }
        }
        ctx.log(
            Text::new("log-reward")
                .seat("player", a.seat)
                .num("infamy", result.infamy)
                .num("money", result.money),
        );
        // N5 takes $3 after the reward is paid (ruling A-24).
        if let Some(n) = &a.negative
            && n.effect == Negative::Steal
            && success
        {
            let amount = data().setup.steal.min(self.p(a.seat).money).max(0);
            self.pm(a.seat).money -= amount;
            self.pm(n.by).money += amount;
            ctx.log(
                Text::new("log-steal")
                    .seat("player", n.by)
                    .num("money", amount),
            );
        }
        let order = [
            Special::Captured,
            Special::Injured,
            Special::Scheme,
            Special::Power,
        ];
        for kind in order {
            for e in result.effects.iter().filter(|&&e| e == kind) {
                self.pending.push_back(match e {
                    Special::Captured => Pending::Captured,
                    Special::Injured => Pending::Injured,
                    Special::Scheme => Pending::Scheme,
                    Special::Power => Pending::Power,
                });
            }
        }
        if a.negative
            .as_ref()
            .is_some_and(|n| n.effect == Negative::Injure)
        {
            self.pending.push_back(Pending::SchemerInjury);
        }
        self.focus = a.seat;
        self.process_pending(ctx);
    }

    /// Team members an effect may hit: on the team and not captured.
    pub fn effect_targets(&self) -> Vec<u32> {
        let Some(a) = &self.attempt else {
            return Vec::new();
        };
        a.team
            .iter()
            .copied()
            .filter(|u| !a.captured.contains(u) && self.p(a.seat).henchman(*u).is_some())
            .collect()
    }

    /// Resolves the effects in order until one needs a decision, which is asked (the move that
    /// caused them has answered its question); when none is left, closes the action.
    pub fn process_pending(&mut self, ctx: &mut Ctx) {
        let seat = self.focus;
        while let Some(front) = self.pending.pop_front() {
            match front {
                Pending::Captured | Pending::Injured => {
                    let injured = front == Pending::Injured;
                    if self.effect_targets().is_empty() {
                        continue;
                    }
                    let shielded = match &mut self.attempt {
                        Some(a) if injured && a.shield_injury > 0 => {
                            a.shield_injury -= 1;
                            true
                        }
                        Some(a) if !injured && a.shield_capture > 0 => {
                            a.shield_capture -= 1;
                            true
                        }
                        _ => false,
                    };
                    let ice = injured
                        && !shielded
                        && self.ability(seat) == Some(Ability::IceArmour)
                        && !self.p(seat).ice_used;
                    if ice {
                        self.pm(seat).ice_used = true;
                    }
                    if shielded || ice {
                        ctx.log(Text::new("log-effect-cancelled").seat("player", seat));
                        continue;
                    }
                    let ask = if injured { Ask::Injured } else { Ask::Captured };
                    self.questions.ask(seat, ask);
                    return;
                }
                Pending::Scheme => {
                    // The drawer reads "You drew …" instead.
                    ctx.log_except(
                        Text::new("log-draw-scheme").seat("player", seat),
                        vec![seat],
                    );
                    self.draw_scheme(ctx, seat);
                }
                Pending::Power => {
                    let draws = if self.ability(seat) == Some(Ability::PowerChoice) {
                        data().abilities.power_choice.power_draws
                    } else {
                        1
                    };
                    let drawn: Vec<u8> = (0..draws).filter_map(|_| self.draw_power(ctx)).collect();
                    if self.p(seat).crew.is_empty() {
                        // Nobody can take it (even the Lackey was captured): discarded.
                        self.power_discard.extend(drawn);
                        continue;
                    }
                    if !drawn.is_empty() {
                        self.questions.ask(seat, Ask::Power(drawn));
                        return;
                    }
                }
                Pending::SchemerInjury => {
                    let schemer = self
                        .attempt
                        .as_ref()
                        .and_then(|a| a.negative.as_ref())
                        .map(|n| n.by);
                    if let Some(schemer) = schemer
                        && !self.effect_targets().is_empty()
                    {
                        self.questions.ask(schemer, Ask::SchemerInjury);
                        return;
                    }
                }
            }
        }
        if self.attempt.is_some() {
            self.close_attempt(ctx);
        } else {
            self.after_action(seat);
        }
    }

    /// The moves that answer an effect's question.
    pub fn effects_moves(&self, seat: Seat, ask: &Ask) -> Vec<Action> {
        let cancels = || -> Vec<Action> {
            dedup_cards(self, self.holds_positive(seat, Positive::Cancel))
                .into_iter()
                .map(|card| Action::Cancel { card })
                .collect()
        };
        let targets = || -> Vec<Action> {
            self.effect_targets()
                .into_iter()
                .map(|uid| Action::Target { uid })
                .collect()
        };
        match ask {
            Ask::Captured | Ask::Injured => {
                let mut out = targets();
                out.extend(cancels());
                out
            }
            Ask::SchemerInjury => targets(),
            Ask::ConfirmInjury(_) => {
                let mut out = vec![Action::Continue];
                out.extend(cancels());
                out
            }
            Ask::Power(drawn) => {
                let mut out = Vec::new();
                for &power in drawn {
                    for h in &self.p(seat).crew {
                        out.push(Action::GivePower { power, uid: h.uid });
                    }
                }
                out
            }
            _ => Vec::new(),
        }
    }

    pub fn injure(&mut self, seat: Seat, uid: u32, ctx: &mut Ctx) {
        if let Some(h) = self.pm(seat).henchman_mut(uid) {
            h.injuries += 1;
            let name = h.name();
            ctx.log(Text::new("log-injured").msg("henchman", name));
        }
    }

    /// Captured: the henchman leaves the game; Powers are discarded.
    pub fn capture(&mut self, seat: Seat, uid: u32, ctx: &mut Ctx) {
        let p = self.pm(seat);
        if let Some(i) = p.crew.iter().position(|h| h.uid == uid) {
            let h = p.crew.remove(i);
            ctx.log(Text::new("log-captured").msg("henchman", h.name()));
            self.power_discard.extend(h.powers);
            if let Some(a) = &mut self.attempt {
                a.captured.push(uid);
            }
        }
    }

    /// The team member hit by Captured, Injured or the schemer's injury; the schemer's
    /// injury then waits for the active player, who may cancel it if holding any Scheme.
    pub fn choose_target(&mut self, seat: Seat, uid: u32, ctx: &mut Ctx) {
        let owner = self.focus;
        match self.questions.answered(seat) {
            Some(Ask::Captured) => self.capture(owner, uid, ctx),
            Some(Ask::Injured) => self.injure(owner, uid, ctx),
            Some(Ask::SchemerInjury) => {
                if !self.p(owner).schemes.is_empty() {
                    self.questions.ask(owner, Ask::ConfirmInjury(uid));
                    return;
                }
                self.injure(owner, uid, ctx);
            }
            _ => {}
        }
        self.process_pending(ctx);
    }

    /// Positive Scheme: cancel an Injured or Captured effect (R-105 P4, ruling A-27).
    pub fn cancel_effect(&mut self, seat: Seat, card: u8, ctx: &mut Ctx) {
        self.discard_scheme(seat, card);
        self.questions.answered(seat);
        ctx.log(
            Text::new("log-positive")
                .seat("player", seat)
                .msg("card", scheme_text(card))
                .msg("effect", Text::new("positive-cancel")),
        );
        self.process_pending(ctx);
    }

    /// The active player lets the schemer's injury stand.
    pub fn accept_injury(&mut self, seat: Seat, ctx: &mut Ctx) {
        if let Some(Ask::ConfirmInjury(uid)) = self.questions.answered(seat) {
            self.injure(seat, uid, ctx);
        }
        self.process_pending(ctx);
    }

    pub fn give_power(&mut self, seat: Seat, power: u8, uid: u32, ctx: &mut Ctx) {
        if let Some(Ask::Power(drawn)) = self.questions.answered(seat) {
            for p in drawn {
                if p != power {
                    self.power_discard.push(p);
                }
            }
            if let Some(h) = self.pm(seat).henchman_mut(uid) {
                h.powers.push(power);
                let name = h.name();
                ctx.log(
                    Text::new("log-power")
                        .msg("henchman", name)
                        .msg("power", power_text(power)),
                );
            }
        }
        self.process_pending(ctx);
    }

    /// R-093 discard the contract, exhaust the team, refill the continent.
    pub fn close_attempt(&mut self, ctx: &mut Ctx) {
        let Some(a) = self.attempt.take() else { return };
        if let Some(c) = a.contract {
            let diff = data()
                .contracts
                .get(usize::from(c))
                .map_or(Difficulty::Easy, |c| c.difficulty);
            self.contract_discard[diff.index()].push(c);
            self.map[usize::from(a.slot) % 6] = self.draw_contract(ctx, diff);
        }
        for uid in &a.team {
            if let Some(h) = self.pm(a.seat).henchman_mut(*uid) {
                h.ready = false;
            }
        }
        self.after_action(a.seat);
    }
}

pub fn power_text(power: u8) -> Text {
    Text::formatted(format_args!(
        "power-{}",
        data()
            .powers
            .get(usize::from(power))
            .map_or("", |p| p.id.as_str())
    ))
}
