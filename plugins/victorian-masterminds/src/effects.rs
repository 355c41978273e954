//! Effects (rulebook: "Resolving a stack", "Resources", "Capturing buildings", "Missions"): the
//! queue a resolution fills, and what each effect does to the state — gaining a resource (a
//! part on a segment, firepower, a scientist in a free cell, a codex token, a mayhem token), a
//! capture and the Secret Service level it raises, a mission, and the end of the game they may
//! trigger.

use parlour_plugin_api::{Ctx, Seat, Text};

use crate::data::{Unlock, data};
use crate::state::{Ask, Effect, Masterminds, Stage};
use crate::vocab::{BuildingKind, City, Part, Res, building_text, seg_text};
use crate::{CODEX_POWER, LIBRARY};

impl Masterminds {
    /// Queues effects to run next, in the given order, before everything queued already.
    pub(crate) fn push_front(&mut self, effects: Vec<Effect>) {
        for e in effects.into_iter().rev() {
            self.effects.push_front(e);
        }
    }

    /// The last round begins (a finished machine, or the Secret Service at its last level).
    pub(crate) fn trigger_end(&mut self, ctx: &mut Ctx) {
        if !self.end_triggered && self.stage == Stage::Play {
            self.end_triggered = true;
            ctx.log(Text::new("log-last-round"));
        }
    }

    /// The Secret Service level rises after a capture.
    pub(crate) fn raise_level(&mut self, ctx: &mut Ctx) {
        let last = data().map_or(12, |d| d.setup.secret_service.last);
        self.level = (self.level + 1).min(last);
        ctx.log(Text::new("log-level").num("level", self.level));
        if self.level >= last {
            self.trigger_end(ctx);
        }
    }

    /// Puts a part on a segment and completes the segment when full.
    pub(crate) fn put_part(&mut self, seat: Seat, part: Part, segment: u8, ctx: &mut Ctx) {
        let Some(m) = self.machine_data(seat) else {
            return;
        };
        let i = usize::from(segment);
        let Some(sd) = m.segment.get(i) else { return };
        let machine = m.id;
        let Some(p) = self.players.get_mut(seat as usize) else {
            return;
        };
        let (Some(done), Some(slots)) = (p.done.get(i).copied(), p.parts.get_mut(i)) else {
            return;
        };
        if done {
            return;
        }
        match part {
            Part::Bolt => slots[0] = (slots[0] + 1).min(sd.bolts),
            Part::Copper => slots[1] = (slots[1] + 1).min(sd.copper),
        }
        let full = slots[0] >= sd.bolts && slots[1] >= sd.copper;
        ctx.log(
            Text::new(match part {
                Part::Bolt => "log-part-bolt",
                Part::Copper => "log-part-copper",
            })
            .seat("player", seat)
            .msg("segment", seg_text(machine, i)),
        );
        if full {
            *slots = [0, 0];
            if let Some(d) = p.done.get_mut(i) {
                *d = true;
            }
            let all = p.done.iter().all(|&d| d);
            ctx.log(
                Text::new("log-segment-done")
                    .seat("player", seat)
                    .msg("segment", seg_text(machine, i))
                    .num("points", sd.points),
            );
            if all {
                ctx.log(Text::new("log-machine-done").seat("player", seat));
                self.trigger_end(ctx);
            }
        }
    }

    /// `seat` gains one `res`: a part goes on a segment with a free slot (the seat chooses when
    /// several have one), the others into their track, laboratory or library; lost without
    /// room or supply.
    pub(crate) fn gain(&mut self, seat: Seat, res: Res, ctx: &mut Ctx) {
        let s = seat as usize;
        if s >= self.players.len() {
            return;
        }
        match res {
            Res::Bolt | Res::Copper => {
                let part = if res == Res::Bolt {
                    Part::Bolt
                } else {
                    Part::Copper
                };
                let options = self.free_segments(seat, part);
                if options.is_empty() || self.parts_in_pool() == 0 {
                    ctx.log(
                        Text::new("log-part-lost")
                            .seat("player", seat)
                            .msg("res", res.text()),
                    );
                } else if options.len() == 1 {
                    self.put_part(seat, part, options[0], ctx);
                } else {
                    self.questions.ask(seat, Ask::Segment { part, options });
                }
            }
            Res::Firepower => {
                let p = &mut self.players[s];
                let before = p.firepower;
                p.firepower = (p.firepower + 1).min(12);
                let fp = p.firepower;
                ctx.log(
                    Text::new(if fp > before {
                        "log-firepower"
                    } else {
                        "log-firepower-max"
                    })
                    .seat("player", seat)
                    .num("value", fp),
                );
            }
            Res::Scientist => {
                let cells = self.lab_cells(seat);
                if self.players[s].scientists >= cells {
                    ctx.log(Text::new("log-scientist-lost").seat("player", seat));
                } else if self.scientists_in_pool() == 0 {
                    ctx.log(Text::new("log-scientist-none").seat("player", seat));
                } else {
                    self.players[s].scientists += 1;
                    ctx.log(Text::new("log-scientist").seat("player", seat));
                }
            }
            Res::Codex => {
                let value = if self.unlocked(seat, Unlock::Library) {
                    2
                } else {
                    1
                };
                if self.players[s].codex.len() < LIBRARY && self.codex_in_pool() > 0 {
                    self.players[s].codex.push(value);
                    ctx.log(
                        Text::new("log-codex")
                            .seat("player", seat)
                            .num("value", value),
                    );
                    if self.players[s].codex.len() == CODEX_POWER {
                        ctx.log(Text::new("log-codex-power").seat("player", seat));
                    }
                } else {
                    ctx.log(Text::new("log-codex-lost").seat("player", seat));
                }
            }
            Res::Mayhem => {
                if self.mayhem_in_pool() > 0 {
                    self.players[s].mayhem += 1;
                    ctx.log(Text::new("log-mayhem").seat("player", seat));
                } else {
                    ctx.log(Text::new("log-mayhem-lost").seat("player", seat));
                }
            }
        }
    }

    /// `seat` captures a building: its reward (`times` over), the city's spoils when
    /// `city_spoils`, then the Secret Service level rises.
    pub(crate) fn capture(
        &mut self,
        seat: Seat,
        city: City,
        kind: BuildingKind,
        times: u8,
        city_spoils: bool,
        ctx: &mut Ctx,
    ) {
        let list = &mut self.buildings[city.index()];
        let Some(pos) = list.iter().position(|&k| k == kind) else {
            return;
        };
        list.remove(pos);
        if let Some(p) = self.players.get_mut(seat as usize) {
            p.buildings.push((city, kind));
        }
        ctx.log(
            Text::new("log-captured")
                .seat("player", seat)
                .msg("building", building_text(city, kind)),
        );
        let mut effects = Vec::new();
        for _ in 0..times.max(1) {
            effects.push(Effect::Gain {
                seat,
                res: kind.reward(),
            });
        }
        if city_spoils {
            effects.push(Effect::Spoils { seat, city });
        }
        // The rulebook: take the reward, then raise the Secret Service level.
        effects.push(Effect::RaiseLevel);
        self.push_front(effects);
    }

    /// `seat` completes the face-up mission of `city` when it meets its prerequisite.
    pub(crate) fn complete_mission(&mut self, seat: Seat, city: City, ctx: &mut Ctx) {
        let Some(Some(m)) = self.missions.get(city.index()).copied() else {
            return;
        };
        if !self.meets(seat, m) {
            return;
        }
        self.missions[city.index()] = None;
        if let Some(p) = self.players.get_mut(seat as usize) {
            p.missions.push(m);
        }
        let reward = data()
            .and_then(|d| d.missions.get(usize::from(m)))
            .map_or(0, |d| d.reward);
        ctx.log(
            Text::new("log-mission")
                .seat("player", seat)
                .msg(
                    "mission",
                    Text::formatted(format_args!("mission-{}", m + 1)),
                )
                .num("points", reward),
        );
    }

    /// Runs one queued effect; one that needs a decision asks it on [`Masterminds::questions`].
    pub(crate) fn run_effect(&mut self, effect: Effect, ctx: &mut Ctx) {
        match effect {
            Effect::Spoils { seat, city } => self.gain(seat, city.spoils(), ctx),
            Effect::Gain { seat, res } => self.gain(seat, res, ctx),
            Effect::Ability { seat, agent, city } => self.ability(seat, agent, city, ctx),
            Effect::Capture {
                seat,
                city,
                check_firepower,
                times,
                city_spoils,
                optional,
            } => {
                let fp = self.player(seat).map_or(0, |p| p.firepower);
                if check_firepower && fp < self.level {
                    ctx.log(
                        Text::new("log-capture-weak")
                            .seat("player", seat)
                            .num("firepower", fp)
                            .num("level", self.level),
                    );
                    return;
                }
                let options: Vec<(City, BuildingKind)> = City::ALL
                    .iter()
                    .filter(|&&c| city.is_none_or(|x| x == c))
                    .flat_map(|&c| self.buildings[c.index()].iter().map(move |&k| (c, k)))
                    .collect();
                if options.is_empty() {
                    ctx.log(Text::new("log-capture-none").seat("player", seat));
                    return;
                }
                self.questions.ask(
                    seat,
                    Ask::Building {
                        options,
                        times,
                        city_spoils,
                        optional,
                    },
                );
            }
            Effect::Engineer { seat, city } => self.engineer(seat, city, ctx),
            Effect::EnginePart { seat, city, step } => self.engine_step(seat, city, step, ctx),
            Effect::EngineNext { seat, city, steps } => self.engine_next(seat, city, steps),
            Effect::RaiseLevel => self.raise_level(ctx),
            Effect::AnyMission { seat } => {
                let options: Vec<City> = City::ALL
                    .iter()
                    .copied()
                    .filter(|&c| self.missions[c.index()].is_some_and(|mi| self.meets(seat, mi)))
                    .collect();
                if options.is_empty() {
                    ctx.log(Text::new("log-no-mission").seat("player", seat));
                } else {
                    self.questions.ask(seat, Ask::Mission { options });
                }
            }
        }
    }
}
