//! Who acts, which moves are legal, and how composed moves are built click by click
//! (contract 1.1: `choices` and `check`).

use parlour_plugin_api::{Legal, Seat, Step as Next};

use crate::data::{Effect, Positive, Timing, data};
use crate::state::{
    Action, Choice, CleanupChoice, Maniacal, Phase, RerollSource, Step, Trait, Unit,
};
use crate::turn::dedup_cards;

impl Maniacal {
    /// The seats that must decide something now.
    pub fn acting(&self) -> Vec<Seat> {
        match self.phase {
            Phase::ChooseVillain => self.choosing.first().copied().into_iter().collect(),
            Phase::Draft => self.draft_waiting(),
            Phase::Contract(step) => match step {
                Step::Choose => self.active().into_iter().collect(),
                Step::Window => self.window_seat().into_iter().collect(),
                Step::PreRoll | Step::PostRoll | Step::Result => {
                    self.attempt.as_ref().map(|a| a.seat).into_iter().collect()
                }
                Step::Effects => self.effects_seat().into_iter().collect(),
                Step::AfterAction => vec![self.focus],
            },
            Phase::Cleanup => self.cleanup_waiting(),
            Phase::Over => Vec::new(),
        }
    }

    /// The timing of Contract rooms in the current step, if any.
    fn room_timing(&self) -> Option<Timing> {
        match self.phase {
            Phase::Contract(Step::Choose) => Some(Timing::Action),
            Phase::Contract(Step::PreRoll) => Some(Timing::BeforeRoll),
            Phase::Contract(Step::PostRoll) => Some(Timing::AfterRoll),
            Phase::Contract(Step::Result) => Some(Timing::AfterResult),
            _ => None,
        }
    }

    /// Rooms usable now, with their units.
    pub fn usable_rooms(&self, seat: Seat) -> Vec<(u8, Vec<Unit>)> {
        match self.room_timing() {
            Some(Timing::Action) => {
                let units = self.p(seat).ready_units();
                self.action_rooms(seat)
                    .into_iter()
                    .map(|c| (c, units.clone()))
                    .collect()
            }
            Some(t) => self.contract_rooms(t),
            None => Vec::new(),
        }
    }

    /// Every one-click move of a seat (composed moves are built in [`Maniacal::choose`]).
    pub fn simple_moves(&self, seat: Seat) -> Vec<Action> {
        if !self.acting().contains(&seat) {
            return Vec::new();
        }
        match self.phase {
            Phase::ChooseVillain => (0..data().villains.len() as u8)
                .filter(|&v| !self.players.iter().any(|p| p.villain == Some(v)))
                .map(Action::ChooseVillain)
                .collect(),
            Phase::Draft => self.draft_moves(seat),
            Phase::Contract(step) => match step {
                Step::Choose => self.choose_moves(seat),
                Step::Window => self.window_moves(seat),
                Step::PreRoll => {
                    let mut out = self.refresh_moves(seat);
                    out.push(Action::Roll);
                    out
                }
                Step::PostRoll => vec![Action::Accept],
                Step::Result => {
                    let mut out = Vec::new();
                    if let Some(a) = &self.attempt
                        && a.success == Some(false)
                        && !a.consoled
                    {
                        for card in
                            dedup_cards(self, self.holds_positive(seat, Positive::Consolation))
                        {
                            out.push(Action::Console { card });
                        }
                    }
                    out.push(Action::Continue);
                    out
                }
                Step::Effects => self.effects_moves(seat),
                Step::AfterAction => {
                    let mut out = self.time_moves(seat);
                    out.push(Action::Finish);
                    out
                }
            },
            Phase::Cleanup | Phase::Over => Vec::new(),
        }
    }

    /// The first clicks of every composed move.
    fn composed_starts(&self, seat: Seat) -> Vec<Choice> {
        if !self.acting().contains(&seat) {
            return Vec::new();
        }
        let mut out = Vec::new();
        match self.phase {
            Phase::Contract(Step::Choose) => {
                out.extend(self.attemptable(seat).into_iter().map(Choice::Contract));
                if self.hospital_ok(seat) {
                    out.push(Choice::Hospital);
                }
            }
            Phase::Contract(Step::PostRoll) => {
                out.extend(
                    self.reroll_sources()
                        .into_iter()
                        .map(|(s, _)| Choice::RerollWith(s)),
                );
            }
            _ => {}
        }
        out.extend(
            self.usable_rooms(seat)
                .into_iter()
                .map(|(c, _)| Choice::UseRoom(c)),
        );
        out
    }

    /// The next step of a composed move after the clicks so far.
    pub fn choose(&self, seat: Seat, partial: &[Choice]) -> Next<Choice, Action> {
        let legal = |c: Choice| Legal::new(c.clone(), self.choice_label(seat, &c));
        match partial {
            [] => {
                if self.phase == Phase::Cleanup {
                    return self.cleanup_step(seat, &[]);
                }
                // What the board draws as clickable (contracts on the map, the Special
                // Locations, usable rooms) stays out of the side panel.
                let on_board = |c: &Choice| {
                    matches!(
                        c,
                        Choice::Contract(_)
                            | Choice::Hospital
                            | Choice::UseRoom(_)
                            | Choice::Act(Action::Underground | Action::Lounge)
                    )
                };
                let shown = |c: Choice| {
                    if on_board(&c) {
                        legal(c).board_only()
                    } else {
                        legal(c)
                    }
                };
                let mut options: Vec<Legal<Choice>> = self
                    .simple_moves(seat)
                    .into_iter()
                    .map(|a| shown(Choice::Act(a)))
                    .collect();
                options.extend(self.composed_starts(seat).into_iter().map(shown));
                Next::options(options)
            }
            [Choice::Act(a)] => {
                if self.simple_moves(seat).contains(a) {
                    Next::done(a.clone())
                } else {
                    Next::none()
                }
            }
            [Choice::Contract(slot), rest @ ..] => self.attempt_step(seat, *slot, rest),
            [Choice::Hospital, rest @ ..] => self.hospital_step(seat, rest),
            [Choice::RerollWith(source), rest @ ..] => self.reroll_step(seat, *source, rest),
            [Choice::UseRoom(card), rest @ ..] => self.room_step(seat, *card, rest),
            [Choice::Unpaid(_) | Choice::Fire(_), ..] => self.cleanup_step(seat, partial),
            _ => Next::none(),
        }
    }

    fn attempt_step(&self, seat: Seat, slot: u8, rest: &[Choice]) -> Next<Choice, Action> {
        if !self.composed_starts(seat).contains(&Choice::Contract(slot)) {
            return Next::none();
        }
        let Some((_, size, _)) = self.back(usize::from(slot)) else {
            return Next::none();
        };
        let mut team = Vec::new();
        let mut lackey = None;
        for c in rest {
            match c {
                Choice::Member(u) if lackey.is_none() => team.push(*u),
                Choice::LackeyTrait(t) if lackey.is_none() => lackey = Some(*t),
                _ => return Next::none(),
            }
        }
        let candidates = self.team_candidates(seat);
        if team.iter().any(|u| !candidates.contains(u))
            || team.len() > usize::from(size)
            || (1..team.len()).any(|i| team[..i].contains(&team[i]))
        {
            return Next::none();
        }
        let has_lackey = team
            .iter()
            .any(|&u| self.p(seat).henchman(u).is_some_and(|h| h.is_lackey()));
        if team.len() < usize::from(size) {
            if lackey.is_some() {
                return Next::none();
            }
            let options = candidates
                .into_iter()
                .filter(|u| !team.contains(u))
                .map(|u| {
                    Legal::new(
                        Choice::Member(u),
                        self.choice_label(seat, &Choice::Member(u)),
                    )
                })
                .collect();
            return Next::options(options)
                .prompt(parlour_plugin_api::Text::new("prompt-team").num("size", size))
                .subset(u32::from(size), u32::from(size), team.len() as u32);
        }
        if has_lackey && lackey.is_none() {
            let options = Trait::ALL
                .into_iter()
                .map(|t| {
                    Legal::new(
                        Choice::LackeyTrait(t),
                        self.choice_label(seat, &Choice::LackeyTrait(t)),
                    )
                })
                .collect();
            return Next::options(options)
                .prompt(parlour_plugin_api::Text::new("prompt-lackey-trait"));
        }
        if !has_lackey && lackey.is_some() {
            return Next::none();
        }
        let picked = team.len() as u32;
        team.sort_unstable();
        // Still a subset step: the host shows the whole attempt with Back, Cancel and Confirm
        // instead of committing it on the last click (the reveal follows at once).
        Next::done(Action::Attempt {
            slot,
            team,
            lackey_trait: lackey,
        })
        .subset(u32::from(size), u32::from(size), picked)
    }

    fn hospital_step(&self, seat: Seat, rest: &[Choice]) -> Next<Choice, Action> {
        if !self.hospital_ok(seat) {
            return Next::none();
        }
        let mut heal = Vec::new();
        for c in rest {
            match c {
                Choice::Heal(u) => heal.push(*u),
                _ => return Next::none(),
            }
        }
        if !self.heal_ok(seat, &heal, false) {
            return Next::none();
        }
        let price = self.hospital_price(seat);
        let affordable = self.p(seat).money >= price * (heal.len() as i32 + 1);
        let options = if affordable {
            self.p(seat)
                .crew
                .iter()
                .filter(|h| usize::from(h.injuries) > heal.iter().filter(|&&u| u == h.uid).count())
                .map(|h| {
                    Legal::new(
                        Choice::Heal(h.uid),
                        self.choice_label(seat, &Choice::Heal(h.uid)),
                    )
                })
                .collect()
        } else {
            Vec::new()
        };
        let tokens = self.p(seat).injuries();
        let affordable_tokens = (self.p(seat).money / price.max(1)).max(0) as u32;
        let mut step = Next::options(options)
            .prompt(parlour_plugin_api::Text::new("prompt-heal"))
            .subset(1, tokens.min(affordable_tokens), heal.len() as u32);
        if !heal.is_empty() {
            heal.sort_unstable();
            step = step.or_complete(Action::Hospital { heal });
        }
        step
    }

    /// Whether a Hospital visit's list is legal (`whole`: it must be non-empty and sorted).
    pub fn heal_ok(&self, seat: Seat, heal: &[u32], whole: bool) -> bool {
        if whole && (heal.is_empty() || heal.windows(2).any(|w| w[0] > w[1])) {
            return false;
        }
        let p = self.p(seat);
        p.money >= self.hospital_price(seat) * heal.len() as i32
            && heal.iter().all(|&u| {
                p.henchman(u).is_some_and(|h| {
                    usize::from(h.injuries) >= heal.iter().filter(|&&x| x == u).count()
                })
            })
    }

    fn reroll_step(
        &self,
        seat: Seat,
        source: RerollSource,
        rest: &[Choice],
    ) -> Next<Choice, Action> {
        let Some(&(_, max)) = self.reroll_sources().iter().find(|(s, _)| *s == source) else {
            return Next::none();
        };
        if self.attempt.as_ref().map(|a| a.seat) != Some(seat) {
            return Next::none();
        }
        self.dice_step(rest, max, |dice| Action::Reroll { source, dice })
    }

    /// Picking dice by pool position, 1 to `max` of them.
    fn dice_step(
        &self,
        rest: &[Choice],
        max: usize,
        make: impl Fn(Vec<u8>) -> Action,
    ) -> Next<Choice, Action> {
        let Some(a) = &self.attempt else {
            return Next::none();
        };
        let mut dice = Vec::new();
        for c in rest {
            match c {
                Choice::RerollDie(i) if usize::from(*i) < a.dice.len() && !dice.contains(i) => {
                    dice.push(*i)
                }
                _ => return Next::none(),
            }
        }
        let max = max.min(a.dice.len());
        if dice.len() > max {
            return Next::none();
        }
        let options = if dice.len() < max {
            (0..a.dice.len() as u8)
                .filter(|i| !dice.contains(i))
                .map(|i| Legal::new(Choice::RerollDie(i), self.die_label(i)))
                .collect()
        } else {
            Vec::new()
        };
        let mut step = Next::options(options)
            .prompt(parlour_plugin_api::Text::new("prompt-reroll").num("max", max as u32))
            .subset(1, max as u32, dice.len() as u32);
        if !dice.is_empty() {
            dice.sort_unstable();
            step = step.or_complete(make(dice));
        }
        step
    }

    fn room_step(&self, seat: Seat, card: u8, rest: &[Choice]) -> Next<Choice, Action> {
        let Some((_, units)) = self
            .usable_rooms(seat)
            .into_iter()
            .find(|(c, _)| *c == card)
        else {
            return Next::none();
        };
        let action_room = self.room_timing() == Some(Timing::Action);
        let room = data().room(card);
        match rest {
            [] => Next::options(
                units
                    .into_iter()
                    .map(|u| Legal::new(Choice::Unit(u), self.choice_label(seat, &Choice::Unit(u))))
                    .collect(),
            )
            .prompt(parlour_plugin_api::Text::new("prompt-unit")),
            [Choice::Unit(u), more @ ..] if units.contains(u) => {
                let unit = *u;
                match room.effect {
                    Effect::Heal => match more {
                        [] => Next::options(
                            self.p(seat)
                                .crew
                                .iter()
                                .filter(|h| h.injuries > 0)
                                .map(|h| {
                                    Legal::new(
                                        Choice::RoomTarget(h.uid),
                                        self.choice_label(seat, &Choice::RoomTarget(h.uid)),
                                    )
                                })
                                .collect(),
                        ),
                        [Choice::RoomTarget(t)]
                            if self.p(seat).henchman(*t).is_some_and(|h| h.injuries > 0) =>
                        {
                            Next::done(Action::Room {
                                card,
                                unit,
                                target: Some(*t),
                            })
                        }
                        _ => Next::none(),
                    },
                    Effect::ExtraDie => match more {
                        [] => Next::options(
                            Trait::ALL
                                .into_iter()
                                .map(|t| {
                                    Legal::new(
                                        Choice::Die(t),
                                        self.choice_label(seat, &Choice::Die(t)),
                                    )
                                })
                                .collect(),
                        ),
                        [Choice::Die(t)] => Next::done(Action::ContractRoom {
                            card,
                            unit,
                            die: Some(*t),
                            dice: Vec::new(),
                        }),
                        _ => Next::none(),
                    },
                    Effect::Reroll => self.dice_step(more, room.amount.max(1) as usize, |dice| {
                        Action::ContractRoom {
                            card,
                            unit,
                            die: None,
                            dice,
                        }
                    }),
                    _ if more.is_empty() => {
                        if action_room {
                            Next::done(Action::Room {
                                card,
                                unit,
                                target: None,
                            })
                        } else {
                            Next::done(Action::ContractRoom {
                                card,
                                unit,
                                die: None,
                                dice: Vec::new(),
                            })
                        }
                    }
                    _ => Next::none(),
                }
            }
            _ => Next::none(),
        }
    }

    fn cleanup_step(&self, seat: Seat, partial: &[Choice]) -> Next<Choice, Action> {
        if !self.cleanup_waiting().contains(&seat) {
            return Next::none();
        }
        let k = self.unpaid_count(seat);
        let salaried = self.salaried(seat);
        let mut unpaid = Vec::new();
        let mut fire = None;
        for c in partial {
            match c {
                Choice::Unpaid(u)
                    if fire.is_none() && salaried.contains(u) && !unpaid.contains(u) =>
                {
                    unpaid.push(*u)
                }
                Choice::Fire(u) if fire.is_none() && unpaid.len() == k => fire = Some(*u),
                _ => return Next::none(),
            }
        }
        if unpaid.len() > k {
            return Next::none();
        }
        if unpaid.len() < k {
            let options = salaried
                .into_iter()
                .filter(|u| !unpaid.contains(u))
                .map(|u| {
                    Legal::new(
                        Choice::Unpaid(u),
                        self.choice_label(seat, &Choice::Unpaid(u)),
                    )
                })
                .collect();
            return Next::options(options)
                .prompt(parlour_plugin_api::Text::new("prompt-unpaid").num("count", k as u32))
                .subset(k as u32, k as u32, unpaid.len() as u32);
        }
        unpaid.sort_unstable();
        if let Some(f) = fire {
            let choice = CleanupChoice {
                unpaid,
                fire: Some(f),
            };
            return if self.cleanup_ok(seat, &choice) {
                Next::done(Action::Cleanup(choice))
            } else {
                Next::none()
            };
        }
        let options = self
            .firable(seat, &unpaid)
            .into_iter()
            .map(|u| Legal::new(Choice::Fire(u), self.choice_label(seat, &Choice::Fire(u))))
            .collect();
        Next::options(options)
            .prompt(parlour_plugin_api::Text::new("prompt-fire"))
            .or_complete(Action::Cleanup(CleanupChoice { unpaid, fire: None }))
    }

    /// Direct legality of any complete move (contract 1.1 `check`).
    pub fn is_legal(&self, seat: Seat, action: &Action) -> bool {
        if !self.acting().contains(&seat) {
            return false;
        }
        match action {
            Action::Attempt {
                slot,
                team,
                lackey_trait,
            } => {
                self.phase == Phase::Contract(Step::Choose)
                    && self.attempt_ok(seat, *slot, team, *lackey_trait)
            }
            Action::Hospital { heal } => {
                self.phase == Phase::Contract(Step::Choose)
                    && self.hospital_ok(seat)
                    && self.heal_ok(seat, heal, true)
            }
            Action::Room { card, unit, target } => {
                self.room_timing() == Some(Timing::Action)
                    && self
                        .usable_rooms(seat)
                        .iter()
                        .any(|(c, units)| c == card && units.contains(unit))
                    && match data().room(*card).effect {
                        Effect::Heal => target.is_some_and(|t| {
                            self.p(seat).henchman(t).is_some_and(|h| h.injuries > 0)
                        }),
                        _ => target.is_none(),
                    }
            }
            Action::ContractRoom {
                card,
                unit,
                die,
                dice,
            } => {
                let timing = self.room_timing();
                if timing.is_none() || timing == Some(Timing::Action) {
                    return false;
                }
                let room = data().room(*card);
                let n = self.attempt.as_ref().map_or(0, |a| a.dice.len());
                self.usable_rooms(seat)
                    .iter()
                    .any(|(c, units)| c == card && units.contains(unit))
                    && (die.is_some() == (room.effect == Effect::ExtraDie))
                    && if room.effect == Effect::Reroll {
                        dice_ok(dice, room.amount.max(1) as usize, n)
                    } else {
                        dice.is_empty()
                    }
            }
            Action::Reroll { source, dice } => {
                self.phase == Phase::Contract(Step::PostRoll)
                    && self.reroll_sources().iter().any(|(s, max)| {
                        s == source
                            && dice_ok(
                                dice,
                                *max,
                                self.attempt.as_ref().map_or(0, |a| a.dice.len()),
                            )
                    })
            }
            Action::Cleanup(choice) => {
                self.cleanup_waiting().contains(&seat) && self.cleanup_ok(seat, choice)
            }
            other => self.simple_moves(seat).contains(other),
        }
    }
}

fn dice_ok(dice: &[u8], max: usize, n: usize) -> bool {
    !dice.is_empty()
        && dice.len() <= max
        && dice.windows(2).all(|w| w[0] < w[1])
        && dice.iter().all(|&i| usize::from(i) < n)
}
