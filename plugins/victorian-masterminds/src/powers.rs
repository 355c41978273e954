//! Agent abilities and machine powers (rulebook: "Agents", "Machines"): what an agent does when
//! its stack is resolved, and the Engineer's machine activation — the basic power of each of
//! the six machines and its two bonus powers, resolved in the order the owner chooses.

use parlour_plugin_api::{Ctx, Seat, Text};

use crate::data::{self, Unlock};
use crate::state::{Ask, Effect, Masterminds};
use crate::vocab::{Agent, City, EngineStep, MachineId, ResOpt};

impl Masterminds {
    /// An agent's ability, resolved in `city` for its owner `seat`.
    pub(crate) fn ability(&mut self, seat: Seat, agent: Agent, city: City, ctx: &mut Ctx) {
        match agent {
            Agent::NumberTwo => self.gain(seat, city.spoils(), ctx),
            Agent::Henchman => {
                let before = self.player(seat).map_or(0, |p| p.missions.len());
                self.complete_mission(seat, city, ctx);
                if self.player(seat).map_or(0, |p| p.missions.len()) == before {
                    ctx.log(
                        Text::new("log-mission-failed")
                            .seat("player", seat)
                            .msg("city", city.text()),
                    );
                }
            }
            Agent::Saboteur => {
                if let Some(r) = &mut self.resolution {
                    let next = r.index + 1;
                    if let Some(victim) = r.agents.get(next).copied() {
                        if victim.owner != seat {
                            if let Some(c) = r.cancelled.get_mut(next) {
                                *c = true;
                            }
                            ctx.log(
                                Text::new("log-sabotage")
                                    .seat("player", seat)
                                    .seat("victim", victim.owner)
                                    .msg("agent", victim.agent.text()),
                            );
                        } else {
                            ctx.log(Text::new("log-sabotage-own").seat("player", seat));
                        }
                    } else {
                        ctx.log(Text::new("log-sabotage-none").seat("player", seat));
                    }
                }
            }
            Agent::Gunner => self.push_front(vec![Effect::Capture {
                seat,
                city: Some(city),
                check_firepower: true,
                times: 1,
                city_spoils: false,
                optional: true,
            }]),
            Agent::Engineer => self.push_front(vec![Effect::Engineer { seat, city }]),
        }
    }

    /// The Engineer activates the machine: its power and each unlocked bonus, in the order the
    /// owner chooses (as with spoils and ability).
    pub(crate) fn engineer(&mut self, seat: Seat, city: City, ctx: &mut Ctx) {
        let Some(m) = self.machine_data(seat) else {
            return;
        };
        ctx.log(
            Text::new("log-engineer")
                .seat("player", seat)
                .msg("machine", m.id.text()),
        );
        let mut steps = vec![EngineStep::Power];
        if self.unlocked(seat, Unlock::Bonus1) && separate_bonus1(m) {
            steps.push(EngineStep::Bonus1);
        }
        if self.unlocked(seat, Unlock::Bonus2) {
            steps.push(EngineStep::Bonus2);
        }
        self.engine_next(seat, city, steps);
    }

    /// The next part of a machine activation: asked when more than one is left.
    pub(crate) fn engine_next(&mut self, seat: Seat, city: City, steps: Vec<EngineStep>) {
        match steps.as_slice() {
            [] => {}
            [step] => self.push_front(vec![Effect::EnginePart {
                seat,
                city,
                step: *step,
            }]),
            _ => self.questions.ask(seat, Ask::Engine { city, steps }),
        }
    }

    pub(crate) fn engine_step(&mut self, seat: Seat, city: City, step: EngineStep, ctx: &mut Ctx) {
        let Some(m) = self.machine_data(seat) else {
            return;
        };
        match step {
            EngineStep::Power => self.machine_power(seat, city, ctx),
            EngineStep::Bonus1 => match m.id {
                MachineId::Zeppelin => self.push_front(vec![Effect::AnyMission { seat }]),
                _ => {
                    if let Some(r) = m.bonus_resource {
                        self.gain(seat, r, ctx);
                    }
                }
            },
            EngineStep::Bonus2 => self.gain(seat, m.bonus_gain, ctx),
        }
    }

    /// The basic machine power (with the first bonus where it changes the power itself).
    pub(crate) fn machine_power(&mut self, seat: Seat, city: City, ctx: &mut Ctx) {
        let Some(m) = self.machine_data(seat) else {
            return;
        };
        let bonus1 = self.unlocked(seat, Unlock::Bonus1);
        let mut effects = Vec::new();
        let mut decision = None;
        match m.id {
            MachineId::Fortress => {
                if bonus1 {
                    decision = Some(Ask::Copy { city });
                } else {
                    effects.push(Effect::Spoils { seat, city });
                }
            }
            MachineId::Flyer => {
                let options: Vec<City> = City::ALL
                    .iter()
                    .copied()
                    .filter(|&c| {
                        c != city && self.stacks[c.index()].iter().any(|a| a.owner == seat)
                    })
                    .collect();
                if options.is_empty() {
                    ctx.log(Text::new("log-power-nothing").seat("player", seat));
                } else {
                    decision = Some(Ask::OtherCity {
                        options,
                        times: if bonus1 { 2 } else { 1 },
                    });
                }
            }
            MachineId::Spider => effects.push(Effect::Capture {
                seat,
                city: Some(city),
                check_firepower: true,
                times: if bonus1 { 2 } else { 1 },
                city_spoils: false,
                optional: true,
            }),
            MachineId::Zeppelin => {
                let options: Vec<ResOpt> = m.choice.iter().map(|&r| ResOpt::Gain(r)).collect();
                if !options.is_empty() {
                    decision = Some(Ask::Resource { options });
                }
            }
            MachineId::Mole => {
                let has_agent = self.player(seat).is_some_and(|p| !p.pile.is_empty());
                let options: Vec<City> = City::ALL
                    .iter()
                    .copied()
                    .filter(|&c| c != city && self.stacks[c.index()].len() == 1)
                    .collect();
                let final_ = self.resolution.as_ref().is_some_and(|r| r.final_);
                if has_agent && !options.is_empty() && !final_ {
                    decision = Some(Ask::Mole {
                        options,
                        bonus: bonus1,
                    });
                } else {
                    ctx.log(Text::new("log-power-nothing").seat("player", seat));
                }
            }
            MachineId::Diving => {
                let mut options: Vec<ResOpt> = m.choice.iter().map(|&r| ResOpt::Gain(r)).collect();
                if self.player(seat).is_some_and(|p| p.codex.contains(&1)) {
                    options.push(ResOpt::FlipCodex);
                }
                decision = Some(Ask::Resource { options });
            }
        }
        self.push_front(effects);
        if let Some(ask) = decision {
            self.questions.ask(seat, ask);
        }
    }
}

/// Whether a machine's first bonus is a step of its own (Zeppelin: a mission; Diving Monster: a
/// resource) rather than a change of the basic power (Fortress, Flyer, Spider, Steam Mole).
pub(crate) fn separate_bonus1(m: &data::MachineData) -> bool {
    matches!(m.id, MachineId::Zeppelin | MachineId::Diving)
}
