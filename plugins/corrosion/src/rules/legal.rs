//! The first clicks of a seat now: the root of the choice tree (`composed.rs`). `actions`
//! lists them without labels (cheap: the bot's look-ahead uses it), `label` names one, and
//! `legal` pairs them for the tree. The top level of a turn: final-phase choice, maintenance (repairs and steam
//! actions), main action, end-of-turn machines; inside it the open question, the wheel phase
//! and the copy window.

#[allow(unused_imports)]
use super::prelude::*;

impl Corrosion {
    /// The legal actions of a seat with their labels.
    pub fn legal(&self, seat: Seat) -> Vec<Legal<Action>> {
        self.actions(seat)
            .into_iter()
            .map(|a| {
                let label = self.label(seat, &a);
                Legal::new(a, label)
            })
            .collect()
    }

    /// The legal actions of a seat, in the order offered: one arm per kind of question it is
    /// asked now (nothing when it is asked nothing).
    pub fn actions(&self, seat: Seat) -> Vec<Action> {
        match self.questions.for_seat(seat) {
            None => Vec::new(),
            Some(Ask::Decide(Decision::Take { rows })) => self
                .take_options(seat, rows)
                .into_iter()
                .map(|(row, col, _)| Action::Take {
                    row: row as u8,
                    col: col as u8,
                })
                .collect(),
            Some(Ask::Decide(d)) => self
                .answers(seat, d)
                .into_iter()
                .map(Action::Answer)
                .collect(),
            Some(Ask::Activate(a)) => {
                let mut out = Vec::new();
                for &m in &a.on {
                    if !a.used.contains(&m) && self.machine_ready(seat, m) {
                        out.push(Action::Activate { machine: m });
                    }
                }
                self.secondary_actions(seat, false, &mut out);
                out.push(Action::FinishActivation);
                out
            }
            Some(Ask::Copy(w)) => {
                let mut out = self.copy_options(seat, w.card);
                out.push(Action::Decline);
                out
            }
            Some(Ask::Turn) => self.turn_actions(seat),
        }
    }

    /// The actions of the active player's turn at its step.
    fn turn_actions(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        match self.step {
            Step::FinalChoice => {
                if let Some(p) = self.player(self.active)
                    && p.final_turns < 3
                    && p.green > p.final_turns
                {
                    out.push(Action::PayTurn);
                }
                out.push(Action::PassForGood);
                self.clear_waiting_action(seat, &mut out);
            }
            // Maintenance before the main action: choosing the main action ends it (one click
            // less per turn); there is no separate "end maintenance".
            Step::MaintBefore => {
                self.secondary_actions(seat, true, &mut out);
                self.main_actions(seat, &mut out);
            }
            // Maintenance after the main action: ending it also ends the turn, unless an
            // end-of-turn machine is used instead (which ends the maintenance first).
            Step::MaintAfter | Step::MaintExtra => {
                self.secondary_actions(seat, true, &mut out);
                self.end_turn_machines(&mut out);
                out.push(Action::EndMaintenance);
            }
            Step::MaintPass => {
                self.secondary_actions(seat, true, &mut out);
                out.push(Action::EndMaintenance);
            }
            Step::Main => {
                self.main_actions(seat, &mut out);
                self.clear_waiting_action(seat, &mut out);
            }
            Step::EndTurn => {
                self.end_turn_machines(&mut out);
                out.push(Action::EndTurn);
                self.clear_waiting_action(seat, &mut out);
            }
            _ => {}
        }
        out
    }

    /// The label of a legal action.
    pub fn label(&self, seat: Seat, action: &Action) -> Text {
        match action {
            Action::Play { card } => Text::new("action-play").msg("engineer", eng_text(*card)),
            Action::TurnWheel => Text::new("action-turn-wheel"),
            Action::Repair { machine, medium } => match medium {
                None => Text::new("action-repair").msg("machine", machine_text(*machine)),
                Some(k) => Text::new("action-repair-mix")
                    .msg("machine", machine_text(*machine))
                    .num("medium", *k)
                    .num(
                        "small",
                        self.repair_cost(seat, *machine).any.saturating_sub(*k),
                    ),
            },
            Action::DiscardC { row } => {
                let row = usize::from(*row).min(ROW_TURN);
                match self.display[row][2] {
                    Some(card) => {
                        Text::new("action-discard-c").msg("item", self.display_text(row, card))
                    }
                    None => Text::new("unknown"),
                }
            }
            Action::Accelerate { item } => {
                let p = self.player(seat);
                let (name, age) = match *item {
                    Item::Engineer(c) => (
                        eng_text(c),
                        p.and_then(|p| p.engineers.iter().find(|e| e.card == c))
                            .map_or(0, |e| e.age),
                    ),
                    Item::OneTime(c) => (
                        one_time_text(c),
                        p.and_then(|p| p.one_time.iter().find(|e| e.card == c))
                            .map_or(0, |e| e.age),
                    ),
                    Item::Turn(c) => (
                        turn_text(c),
                        p.and_then(|p| p.turn.iter().find(|e| e.card == c))
                            .map_or(0, |e| e.age),
                    ),
                };
                Text::new("action-accelerate")
                    .msg("item", name)
                    .msg("sector", sector_text(age + 1))
            }
            Action::ClearWaiting => match self.player(seat).and_then(|p| p.waiting) {
                Some(c) => Text::new("action-clear-waiting").msg("machine", chrome_text(c)),
                None => Text::new("unknown"),
            },
            Action::EndMaintenance => Text::new(
                if matches!(self.step, Step::MaintAfter | Step::MaintExtra) {
                    "action-end-maintenance-turn"
                } else {
                    "action-end-maintenance"
                },
            ),
            Action::Activate { machine } => {
                Text::new("action-activate").msg("machine", machine_text(*machine))
            }
            Action::FinishActivation => Text::new("action-finish-activation"),
            Action::Copy { card } => Text::new("action-copy").msg("engineer", eng_text(*card)),
            Action::CopyPair { a, b } => Text::new("action-copy-pair")
                .msg("first", eng_text(*a))
                .msg("second", eng_text(*b)),
            Action::Decline => Text::new("action-decline"),
            Action::Take { row, col } => {
                let row = usize::from(*row).min(ROW_TURN);
                let kind = match row {
                    ROW_ENGINEER => "action-hire",
                    ROW_BASIC | ROW_SPECIAL => "action-build-chrome",
                    _ => "action-build",
                };
                // Column 3 is the top of the supply stack, which lies face up.
                let card = if *col < 3 {
                    self.display[row].get(usize::from(*col)).copied().flatten()
                } else {
                    self.supply[row].last().copied()
                };
                let id = if *col < 3 {
                    kind.to_owned()
                } else {
                    format!("{kind}-stack")
                };
                match card {
                    Some(card) => Text::new(id).msg("item", self.display_text(row, card)),
                    None => Text::new("unknown"),
                }
            }
            Action::Answer(a) => match self.decision() {
                Some(d) => self.answer_label(seat, d, a),
                None => Text::new("unknown"),
            },
            Action::PayTurn => Text::new("action-pay-turn").num(
                "cost",
                self.player(self.active).map_or(1, |p| p.final_turns + 1),
            ),
            Action::PassForGood => Text::new("action-pass"),
            Action::EndTurnMachine { which } => {
                Text::formatted(format_args!("action-end-turn-machine-{}", (*which).min(2)))
            }
            Action::EndTurn => Text::new("action-end-turn"),
            Action::Composed { first, .. } => self.label(seat, first),
        }
    }

    /// What a question asks, as the prompt says it (the view's prompt line and the steps of a
    /// move composed of several clicks).
    pub fn ask_text(&self, ask: &Ask) -> Text {
        let d = match ask {
            Ask::Turn => return Text::new(step_id(self.step)),
            Ask::Activate(_) => return Text::new("ask-activate"),
            Ask::Copy(w) => {
                return match w.leader {
                    Some(l) => Text::new("ask-copy")
                        .seat("leader", l)
                        .msg("engineer", eng_text(w.card)),
                    None => Text::new("ask-copy-automa").msg("engineer", eng_text(w.card)),
                };
            }
            Ask::Decide(d) => d,
        };
        match d {
            Decision::PayGears { small, medium } => Text::new("ask-pay-gears")
                .num("small", *small)
                .num("medium", *medium),
            Decision::SteamAmount { max } => Text::new("ask-steam-amount").num("max", *max),
            Decision::UseMoved { machine } => {
                Text::new("ask-use-moved").msg("machine", machine_text(*machine))
            }
            Decision::Gears { .. } => Text::new("ask-gears"),
            Decision::SpecialOrGreen => Text::new("ask-special-or-green"),
            Decision::MakeChrome => Text::new("ask-make-chrome"),
            Decision::Take { .. } => Text::new("ask-take"),
            Decision::ChromePlace { .. } => Text::new("ask-chrome-place"),
            Decision::Award => Text::new("ask-award"),
            Decision::SteamToGears { .. } => Text::new("ask-steam-to-gears"),
            Decision::ReturnEngineers { .. } => Text::new("ask-return"),
            Decision::FreeRepair => Text::new("ask-free-repair"),
            Decision::SearchDiscard => Text::new("ask-search"),
            Decision::OneTimeToX { .. } => Text::new("ask-one-time-to-x"),
            Decision::SteamForGreen => Text::new("ask-steam-for-green"),
            Decision::Reactivate { .. } => Text::new("ask-reactivate"),
            Decision::Redistribute { .. } => Text::new("ask-redistribute"),
            Decision::Sacrifice { .. } => Text::new("ask-sacrifice"),
            Decision::ExtraPlay => Text::new("ask-extra-play"),
        }
    }

    /// The main actions: play an engineer from hand or turn the wheel.
    fn main_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        if let Some(p) = self.player(seat) {
            out.extend(p.hand.iter().map(|&card| Action::Play { card }));
        }
        out.push(Action::TurnWheel);
    }

    /// The end-of-turn machines the active seat may use now.
    fn end_turn_machines(&self, out: &mut Vec<Action>) {
        out.extend(
            (0..3u8)
                .filter(|&which| self.end_turn_available(which))
                .map(|which| Action::EndTurnMachine { which }),
        );
    }

    /// Clearing the waiting slot, which the rulebook allows at any time.
    fn clear_waiting_action(&self, seat: Seat, out: &mut Vec<Action>) {
        if self.player(seat).is_some_and(|p| p.waiting.is_some()) {
            out.push(Action::ClearWaiting);
        }
    }

    /// Repairs, clearing the waiting slot and (with `steam`, outside the wheel phase) the
    /// steam actions of a seat.
    pub fn secondary_actions(&self, seat: Seat, steam: bool, out: &mut Vec<Action>) {
        let Some(p) = self.player(seat) else {
            return;
        };
        for m in self.repairable(seat) {
            for medium in self.repair_variants(seat, m) {
                out.push(Action::Repair { machine: m, medium });
            }
        }
        self.clear_waiting_action(seat, out);
        if steam && p.hot > 0 {
            for row in [ROW_ENGINEER, ROW_ONE_TIME, ROW_TURN] {
                if self.display[row][2].is_some() {
                    out.push(Action::DiscardC { row: row as u8 });
                }
            }
            let items = p
                .engineers
                .iter()
                .filter(|e| e.age < AGE_X)
                .map(|e| Item::Engineer(e.card))
                .chain(
                    p.one_time
                        .iter()
                        .filter(|m| m.age < AGE_X)
                        .map(|m| Item::OneTime(m.card)),
                )
                .chain(
                    p.turn
                        .iter()
                        .filter(|m| m.age < AGE_X)
                        .map(|m| Item::Turn(m.card)),
                );
            out.extend(items.map(|item| Action::Accelerate { item }));
        }
    }

    /// Whether a seat has a repair or (with `steam`) a steam action to make. Clearing the
    /// waiting slot does not count: it is allowed at any time, so no step waits for it.
    pub(crate) fn secondary_work(&self, seat: Seat, steam: bool) -> bool {
        let Some(p) = self.player(seat) else {
            return false;
        };
        if steam
            && p.hot > 0
            && ([ROW_ENGINEER, ROW_ONE_TIME, ROW_TURN]
                .iter()
                .any(|&row| self.display[row][2].is_some())
                || p.engineers.iter().any(|e| e.age < AGE_X)
                || p.one_time.iter().any(|m| m.age < AGE_X)
                || p.turn.iter().any(|m| m.age < AGE_X))
        {
            return true;
        }
        !self.repairable(seat).is_empty()
    }

    /// Whether a wheel phase still offers a machine to activate or a repair.
    pub(crate) fn activation_work(&self, seat: Seat, a: &Activation) -> bool {
        a.on.iter()
            .any(|m| !a.used.contains(m) && self.machine_ready(seat, *m))
            || self.secondary_work(seat, false)
    }

    pub(crate) fn end_turn_available(&self, which: u8) -> bool {
        let w = which as usize;
        let Some(p) = self.players.get(self.active as usize) else {
            return false;
        };
        if !self.flags.on[w] || self.flags.used[w] {
            return false;
        }
        let ability = [
            Ability::L1l2EndTurn,
            Ability::EndTurnWheel,
            Ability::EndTurnPlay,
        ][w];
        if !p.has(ability) {
            return false;
        }
        match which {
            0 => true,
            1 => p.hot >= 1,
            _ => p.hot >= 1 && !p.hand.is_empty(),
        }
    }
}
