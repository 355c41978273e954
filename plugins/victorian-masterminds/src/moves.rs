//! The legal moves: the single place that decides what a seat may do now.
//!
//! Every move of this game is one click ([`Action`]), so the choice tree is the list
//! [`Masterminds::legal_into`] writes: the SDK offers it to players (with labels), bots read it
//! plain, and an action is legal exactly when it is on it. [`crate::game`]'s `apply` therefore
//! checks nothing again.
//!
//! What a seat may do follows from the question it is asked (the top of the question stack,
//! [`Ask`]); a seat that is not asked has no move:
//!
//! * Before the first turn with option `machines = pick` ([`Ask::PickMachine`]): a machine
//!   nobody has.
//! * In the turn ([`Ask::Place`]): place the next agent in a city, the codex power's pick
//!   from the pile, Recycle; without an agent, resolve an own stack; else pass.
//! * After the placement ([`Ask::After`]): Extra Turn, Capture!, end the turn.
//! * During a resolution: the answers to the decision asked.

use parlour_plugin_api::{Legal, Seat, Text};

use crate::CODEX_POWER;
use crate::state::{Ask, Masterminds};
use crate::vocab::{
    Action, Agent, City, EngineStep, MachineId, Order, Part, ResOpt, building_text, seg_text,
};

impl Masterminds {
    /// Every legal action of a seat, into a sink (labelled for players, plain for bots).
    pub(crate) fn legal_into<S: Sink>(&self, seat: Seat, out: &mut S) {
        let Some(ask) = self.questions.for_seat(seat) else {
            return;
        };
        match ask {
            Ask::PickMachine => {
                for m in MachineId::ALL {
                    if !self.players.iter().any(|p| p.machine == Some(m)) {
                        out.add(Action::PickMachine(m), || {
                            Text::new("action-pick").msg("machine", m.text())
                        });
                    }
                }
            }
            Ask::Place => self.place_actions(seat, out),
            Ask::After => self.after_actions(seat, out),
            Ask::Order { agent, city, .. } => {
                for (order, id) in [
                    (Order::SpoilsFirst, "action-spoils-first"),
                    (Order::AbilityFirst, "action-ability-first"),
                ] {
                    out.add(Action::Order(order), || {
                        Text::new(id)
                            .msg("res", city.spoils().text())
                            .msg("agent", agent.text())
                    });
                }
            }
            Ask::Segment { part, options } => {
                let machine = self.player(seat).and_then(|p| p.machine);
                for &i in options {
                    out.add(Action::Segment(i), || {
                        let name =
                            machine.map_or(Text::new("unknown"), |m| seg_text(m, usize::from(i)));
                        Text::new(match part {
                            Part::Bolt => "action-segment-bolt",
                            Part::Copper => "action-segment-copper",
                        })
                        .msg("segment", name)
                    });
                }
            }
            Ask::Building {
                options, optional, ..
            } => {
                for &(c, k) in options {
                    out.add(Action::Building(c, k), || {
                        Text::new("action-capture").msg("building", building_text(c, k))
                    });
                }
                if *optional {
                    out.add(Action::Skip, || Text::new("action-skip-capture"));
                }
            }
            Ask::Copy { .. } => {
                for a in [
                    Agent::NumberTwo,
                    Agent::Henchman,
                    Agent::Saboteur,
                    Agent::Gunner,
                ] {
                    out.add(Action::Copy(a), || {
                        Text::new("action-copy").msg("agent", a.text())
                    });
                }
            }
            Ask::OtherCity { options, .. } => {
                for &c in options {
                    out.add(Action::City(c), || {
                        Text::new("action-other-spoils")
                            .msg("city", c.text())
                            .msg("res", c.spoils().text())
                    });
                }
            }
            Ask::Resource { options, .. } => {
                for &o in options {
                    out.add(Action::Resource(o), || match o {
                        ResOpt::Gain(r) => Text::new("action-gain").msg("res", r.text()),
                        ResOpt::FlipCodex => Text::new("action-flip-codex"),
                    });
                }
            }
            Ask::Mission { options, .. } => {
                for &c in options {
                    out.add(Action::Mission(c), || {
                        Text::new("action-mission").msg("city", c.text())
                    });
                }
                out.add(Action::Skip, || Text::new("action-skip"));
            }
            Ask::Engine { steps, .. } => {
                let m = self.machine_data(seat);
                for &step in steps {
                    out.add(Action::Engine(step), || match (step, m) {
                        (EngineStep::Power, Some(m)) => {
                            Text::new("action-engine-power").msg("machine", m.id.text())
                        }
                        (EngineStep::Bonus1, Some(m)) => match (m.id, m.bonus_resource) {
                            (MachineId::Diving, Some(r)) => {
                                Text::new("action-engine-gain").msg("res", r.text())
                            }
                            _ => Text::new("action-engine-mission"),
                        },
                        (EngineStep::Bonus2, Some(m)) => {
                            Text::new("action-engine-gain").msg("res", m.bonus_gain.text())
                        }
                        (_, None) => Text::new("unknown"),
                    });
                }
            }
            Ask::Mole { options, .. } => {
                for &c in options {
                    out.add(Action::City(c), || {
                        Text::new("action-mole").msg("city", c.text())
                    });
                }
                out.add(Action::Skip, || Text::new("action-skip"));
            }
        }
    }

    /// The legal actions without labels (bots).
    pub fn legal_plain(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::with_capacity(12);
        self.legal_into(seat, &mut out);
        out
    }

    /// Whether the active player has nothing to choose after its placement but the end of
    /// its turn (the turn then ends by itself).
    pub(crate) fn nothing_after_placement(&self) -> bool {
        let mut count = Counter::default();
        self.after_actions(self.active, &mut count);
        count.0 <= 1
    }

    fn place_actions<S: Sink>(&self, seat: Seat, out: &mut S) {
        let Some(p) = self.player(seat) else {
            return;
        };
        let start = out.len();
        let current = self.next_agent(seat);
        if let Some(agent) = current {
            for city in City::ALL {
                out.add(Action::Place(city), || {
                    Text::new("action-place")
                        .msg("agent", agent.text())
                        .msg("city", city.text())
                });
            }
        }
        let recycled = matches!(self.selected, Some((_, true)));
        // One pick from the pile a turn: picking again and again would be a move that never
        // ends the turn (a bot searching could loop on it). Undo takes a pick back.
        if self.selected.is_none() && p.codex.len() >= CODEX_POWER {
            let mut seen = [false; 5];
            for &a in p.pile.iter().rev() {
                if Some(a) != current && !seen[a as usize] {
                    seen[a as usize] = true;
                    out.add(Action::ChooseAgent(a), || {
                        Text::new("action-choose-agent").msg("agent", a.text())
                    });
                }
            }
        }
        if !recycled && p.scientists >= 1 && self.may_use_scientists() {
            let mut seen = [false; 5];
            for &a in &p.discard {
                if !seen[a as usize] {
                    seen[a as usize] = true;
                    out.add(Action::Recycle(a), || {
                        Text::new("action-recycle").msg("agent", a.text())
                    });
                }
            }
        }
        if current.is_none() {
            for city in City::ALL {
                let stack = &self.stacks[city.index()];
                if stack.iter().any(|a| a.owner == seat) {
                    out.add(Action::Resolve(city), || {
                        Text::new("action-resolve").msg("city", city.text())
                    });
                }
            }
        }
        if out.len() == start {
            out.add(Action::EndTurn, || Text::new("action-pass"));
        }
    }

    fn after_actions<S: Sink>(&self, seat: Seat, out: &mut S) {
        let Some(p) = self.player(seat) else {
            return;
        };
        if self.may_use_scientists() && !self.forced {
            if p.scientists >= 2 {
                out.add(Action::ExtraTurn, || Text::new("action-extra-turn"));
            }
            if p.scientists >= 3 && self.any_building() {
                out.add(Action::CaptureAnywhere, || {
                    Text::new("action-capture-anywhere")
                });
            }
        }
        out.add(Action::EndTurn, || Text::new("action-end-turn"));
    }
}

/// Where legal actions go: with labels for players, without for bots and counts.
pub(crate) trait Sink {
    fn add(&mut self, action: Action, label: impl FnOnce() -> Text);
    fn len(&self) -> usize;
}

impl Sink for Vec<Legal<Action>> {
    fn add(&mut self, action: Action, label: impl FnOnce() -> Text) {
        self.push(Legal::new(action, label()));
    }
    fn len(&self) -> usize {
        Vec::len(self)
    }
}

impl Sink for Vec<Action> {
    fn add(&mut self, action: Action, _label: impl FnOnce() -> Text) {
        self.push(action);
    }
    fn len(&self) -> usize {
        Vec::len(self)
    }
}

/// Counts legal actions.
#[derive(Default)]
struct Counter(usize);

impl Sink for Counter {
    fn add(&mut self, _action: Action, _label: impl FnOnce() -> Text) {
        self.0 += 1;
    }
    fn len(&self) -> usize {
        self.0
    }
}
