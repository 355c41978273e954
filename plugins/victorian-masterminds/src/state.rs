//! The state of a game ([`Masterminds`]), the questions it asks the seats ([`Ask`], on the
//! state's question stack, whose top says who decides now) and what every rule asks of the
//! state: what a seat owns and has unlocked, what the supply still holds, whether a mission's
//! prerequisite is met, and the phase line.
//!
//! Nothing here changes the state.

use std::collections::VecDeque;

use parlour_plugin_api::{GameRng, Questions, Seat, Text};
use serde::{Deserialize, Serialize};

use crate::SEGMENTS;
use crate::data::{self, Need, Unlock, data};
use crate::vocab::{Agent, BuildingKind, City, Edition, EngineStep, MachineId, Part, Res, ResOpt};

/// One agent in a stack on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    pub owner: Seat,
    pub agent: Agent,
}

/// A stack being resolved, agents in resolution order (first placed first).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Resolution {
    pub city: City,
    pub agents: Vec<Placed>,
    pub cancelled: Vec<bool>,
    /// The agent being resolved.
    pub index: usize,
    /// Whether the current agent's effects have been queued.
    pub started: bool,
    /// Whether this is part of the end-of-game resolution.
    pub final_: bool,
}

/// Something waiting to happen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Effect {
    Spoils {
        seat: Seat,
        city: City,
    },
    Gain {
        seat: Seat,
        res: Res,
    },
    Ability {
        seat: Seat,
        agent: Agent,
        city: City,
    },
    /// A capture attempt: in `city`, or anywhere when `None`.
    Capture {
        seat: Seat,
        city: Option<City>,
        check_firepower: bool,
        times: u8,
        city_spoils: bool,
        optional: bool,
    },
    Engineer {
        seat: Seat,
        city: City,
    },
    /// Zeppelin bonus: complete any face-up mission.
    AnyMission {
        seat: Seat,
    },
    /// One part of an Engineer's machine activation.
    EnginePart {
        seat: Seat,
        city: City,
        step: EngineStep,
    },
    /// The owner orders the parts of the activation still to come.
    EngineNext {
        seat: Seat,
        city: City,
        steps: Vec<EngineStep>,
    },
    /// The Secret Service level rises after a capture (once the reward is taken).
    RaiseLevel,
}

/// A question the rules ask a seat; the open ones stand on [`Masterminds::questions`], whose
/// top says who decides now and what (the seats a question asks are kept by the stack, not in
/// the variant). The turn's own questions lie at the bottom; a resolution's decisions are
/// pushed on top of the turn they interrupt and popped when answered ([`crate::decisions`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ask {
    /// Setup with `machines = pick` ([`crate::setup`]): take a machine nobody has; asked of
    /// each seat in turn order, answered in [`crate::turn`].
    PickMachine,
    /// The turn ([`crate::turn`], rulebook "A turn"): place an agent (the top of the pile, the
    /// codex power's pick, or Recycle), or without one resolve an own stack or pass.
    Place,
    /// The turn after the placement ([`crate::turn`]): Extra Turn, Capture!, or end the turn.
    After,
    /// A resolution ([`crate::resolution`]): the owner of the agent being resolved orders its
    /// spoils and ability.
    Order { agent: Agent, city: City },
    /// Gaining a part ([`crate::effects`]): the segment it goes on.
    Segment { part: Part, options: Vec<u8> },
    /// A capture ([`crate::effects`]: Gunner, Spider, Capture!): the building taken.
    Building {
        options: Vec<(City, BuildingKind)>,
        times: u8,
        city_spoils: bool,
        optional: bool,
    },
    /// The Fortress's first bonus ([`crate::powers`]): the agent ability copied.
    Copy { city: City },
    /// The Flyer's power ([`crate::powers`]): the other city whose spoils are taken.
    OtherCity { options: Vec<City>, times: u8 },
    /// The Zeppelin's power or the Diving Monster's bonus ([`crate::powers`]): the resource.
    Resource { options: Vec<ResOpt> },
    /// The Zeppelin's bonus ([`crate::effects`]): a face-up mission to complete, or none.
    Mission { options: Vec<City> },
    /// The Steam Mole's power ([`crate::powers`]): the city its next agent goes under, or none.
    Mole { options: Vec<City>, bonus: bool },
    /// The Engineer ([`crate::powers`]): which part of the machine activation comes next.
    Engine { city: City, steps: Vec<EngineStep> },
}

impl Ask {
    /// Whether a resolution asks this (it interrupts the turn), not the turn itself.
    pub fn in_resolution(&self) -> bool {
        !matches!(self, Ask::PickMachine | Ask::Place | Ask::After)
    }
}

/// Where the game stands; within [`Stage::Play`] the questions say whose move it is and which
/// part of the turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Seats pick machines (option `machines = pick`), then take turns.
    Play,
    /// The stacks left on the board are resolved.
    Final,
    Over,
}

/// One villain.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub machine: Option<MachineId>,
    /// Face-down pile; the top is the last element.
    pub pile: Vec<Agent>,
    pub discard: Vec<Agent>,
    pub firepower: u8,
    pub scientists: u8,
    /// Codex tokens by value.
    pub codex: Vec<u8>,
    pub mayhem: u8,
    pub buildings: Vec<(City, BuildingKind)>,
    /// Completed missions (indices into the mission data).
    pub missions: Vec<u8>,
    /// Parts on each segment: [bolts, copper].
    pub parts: [[u8; 2]; SEGMENTS],
    pub done: [bool; SEGMENTS],
    /// The pile must be reshuffled once the current resolutions are over.
    pub reshuffle: bool,
}

impl Player {
    pub(crate) fn new() -> Self {
        Player {
            machine: None,
            pile: Vec::new(),
            discard: Vec::new(),
            firepower: 1,
            scientists: 1,
            codex: Vec::new(),
            mayhem: 0,
            buildings: Vec::new(),
            missions: Vec::new(),
            parts: [[0, 0]; SEGMENTS],
            done: [false; SEGMENTS],
            reshuffle: false,
        }
    }
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Masterminds {
    pub players: Vec<Player>,
    pub edition: Edition,
    pub level: u8,
    /// Buildings still on the board, per city (in `BuildingKind::ALL` order).
    pub buildings: [Vec<BuildingKind>; 5],
    /// Face-up mission per city.
    pub missions: [Option<u8>; 5],
    /// Advanced mission deck; the top is the last element.
    pub deck: Vec<u8>,
    /// Stacks on the board, per city, in placement order.
    pub stacks: [Vec<Placed>; 5],
    pub active: Seat,
    pub stage: Stage,
    /// The current placement is an extra turn.
    pub extra_turn: bool,
    /// A special action was used this turn (German edition: at most one).
    pub special_used: bool,
    /// This turn's stack was resolved because no agent could be placed: no agent was played,
    /// so no special action follows.
    #[serde(default)]
    pub forced: bool,
    /// The agent chosen for the next placement (codex power or Recycle).
    pub selected: Option<(Agent, bool)>,
    pub resolution: Option<Resolution>,
    /// Cities whose stacks must be resolved next.
    pub pending: Vec<City>,
    /// What is still to happen in the resolution under way (run by `Masterminds::advance`).
    pub effects: VecDeque<Effect>,
    /// Who must decide what now: the turn's question, a resolution's decision on top of it.
    pub questions: Questions<Ask>,
    pub end_triggered: bool,
    /// Turns left after the triggering turn.
    pub turns_left: Option<u32>,
    pub turn: u32,
    /// The last resolved stack, for the view.
    pub last_resolved: Option<(City, Vec<Placed>)>,
    pub rng: GameRng,
}

impl Masterminds {
    /// The number of players.
    pub fn n(&self) -> u32 {
        self.players.len() as u32
    }

    /// A seat's villain.
    pub fn player(&self, seat: Seat) -> Option<&Player> {
        self.players.get(seat as usize)
    }

    /// Agents that trigger a resolution.
    /// The English rulebook resolves two-player stacks at two agents; the German rulebook has
    /// no such exception.
    pub fn threshold(&self) -> usize {
        if self.n() == 2 && self.edition == Edition::English {
            2
        } else {
            3
        }
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.stage == Stage::Over
    }

    /// The designed data of a seat's machine.
    pub(crate) fn machine_data(&self, seat: Seat) -> Option<&'static data::MachineData> {
        let id = self.player(seat)?.machine?;
        data()?.machine(id)
    }

    /// Whether a seat has completed the segment that unlocks this.
    pub fn unlocked(&self, seat: Seat, unlock: Unlock) -> bool {
        let (Some(m), Some(p)) = (self.machine_data(seat), self.player(seat)) else {
            return false;
        };
        m.segment
            .iter()
            .zip(&p.done)
            .any(|(s, &done)| done && s.unlock == unlock)
    }

    /// Unlocked laboratory cells.
    pub fn lab_cells(&self, seat: Seat) -> u8 {
        2 + u8::from(self.unlocked(seat, Unlock::Lab3))
            + u8::from(self.unlocked(seat, Unlock::Lab4))
    }

    /// What the supply still holds: scientists, codex tokens, mayhem tokens, parts.
    pub fn scientists_in_pool(&self) -> u8 {
        let used: u32 = self.players.iter().map(|p| u32::from(p.scientists)).sum();
        let total = data().map_or(12, |d| d.setup.pools.scientists);
        total.saturating_sub(used.min(255) as u8)
    }

    pub(crate) fn codex_in_pool(&self) -> u32 {
        let used: u32 = self.players.iter().map(|p| p.codex.len() as u32).sum();
        u32::from(data().map_or(48, |d| d.setup.pools.codex)).saturating_sub(used)
    }

    pub(crate) fn mayhem_in_pool(&self) -> u32 {
        let used: u32 = self.players.iter().map(|p| u32::from(p.mayhem)).sum();
        u32::from(data().map_or(30, |d| d.setup.pools.mayhem)).saturating_sub(used)
    }

    pub(crate) fn parts_in_pool(&self) -> u32 {
        let used: u32 = self
            .players
            .iter()
            .flat_map(|p| p.parts.iter())
            .map(|s| u32::from(s[0]) + u32::from(s[1]))
            .sum();
        u32::from(data().map_or(85, |d| d.setup.pools.parts)).saturating_sub(used)
    }

    /// Segments with a free slot for this part.
    pub fn free_segments(&self, seat: Seat, part: Part) -> Vec<u8> {
        let (Some(m), Some(p)) = (self.machine_data(seat), self.player(seat)) else {
            return Vec::new();
        };
        let k = match part {
            Part::Bolt => 0,
            Part::Copper => 1,
        };
        (0..SEGMENTS)
            .filter(|&i| {
                let need = match part {
                    Part::Bolt => m.segment[i].bolts,
                    Part::Copper => m.segment[i].copper,
                };
                let placed = p.parts.get(i).map_or(u8::MAX, |s| s[k]);
                !p.done.get(i).copied().unwrap_or(true) && placed < need
            })
            .map(|i| i as u8)
            .collect()
    }

    /// Completed segments.
    pub fn segments_done(&self, seat: Seat) -> usize {
        self.player(seat)
            .map_or(0, |p| p.done.iter().filter(|&&d| d).count())
    }

    /// Whether a seat meets a mission's prerequisite.
    pub fn meets(&self, seat: Seat, mission: u8) -> bool {
        let (Some(d), Some(p)) = (data(), self.player(seat)) else {
            return false;
        };
        let Some(m) = d.missions.get(mission as usize) else {
            return false;
        };
        let have: usize = match m.need {
            Need::Buildings => p.buildings.len(),
            Need::Building => p
                .buildings
                .iter()
                .filter(|(_, k)| Some(*k) == m.kind)
                .count(),
            Need::Segments => self.segments_done(seat),
            Need::Icon => match self.machine_data(seat) {
                Some(md) => md
                    .segment
                    .iter()
                    .zip(&p.done)
                    .filter(|(s, done)| **done && Some(s.icon) == m.icon)
                    .count(),
                None => 0,
            },
            Need::Firepower => usize::from(p.firepower),
            Need::Codex => p.codex.len(),
            Need::Scientists => usize::from(p.scientists),
            Need::Mayhem => usize::from(p.mayhem),
            Need::Missions => p.missions.len(),
            Need::Cities => {
                let mut cities: Vec<City> = p.buildings.iter().map(|(c, _)| *c).collect();
                cities.sort();
                cities.dedup();
                cities.len()
            }
        };
        have >= usize::from(m.count)
    }

    // -----------------------------------------------------------------------------------------
    // Scoring

    /// The agent the active player would place now, if any.
    pub fn next_agent(&self, seat: Seat) -> Option<Agent> {
        match self.selected {
            Some((a, _)) if seat == self.active => Some(a),
            _ => self.player(seat)?.pile.last().copied(),
        }
    }

    /// Whether scientists may pay for a special action now (German edition: one a turn, none
    /// during an extra turn).
    pub(crate) fn may_use_scientists(&self) -> bool {
        match self.edition {
            Edition::English => true,
            Edition::German => !self.extra_turn && !self.special_used,
        }
    }

    /// Whether any building is left to capture.
    pub(crate) fn any_building(&self) -> bool {
        self.buildings.iter().any(|b| !b.is_empty())
    }

    /// The decision a resolution asks now, with the seat it asks.
    pub fn decision(&self) -> Option<(Seat, &Ask)> {
        let q = self.questions.top().filter(|q| q.ask.in_resolution())?;
        Some((*q.seats.first()?, &q.ask))
    }

    /// What is going on, localised.
    pub fn phase_text(&self) -> Text {
        let Some(q) = self.questions.top() else {
            // Nobody is asked only while the stacks left are resolved, and at the end.
            return Text::new(if self.is_over() {
                "phase-over"
            } else {
                "phase-final"
            });
        };
        let seat = q.seats.first().copied().unwrap_or(0);
        Text::new(match q.ask {
            Ask::PickMachine => "phase-pick",
            Ask::Place => "phase-place",
            Ask::After => "phase-after",
            _ => "phase-decide",
        })
        .seat("player", seat)
    }
}
