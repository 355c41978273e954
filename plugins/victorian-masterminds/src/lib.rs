//! # Victorian Masterminds
//!
//! Antoine Bauza's and Eric M. Lang's game of villains, agents and machines, for 2 to 4 players.
//!
//! * `lib.rs` (this file): the state, the rules and the [`Game`] implementation.
//! * `data.rs`: designed content (missions, segments, Secret Service start) from `data/*.toml`.
//! * `view.rs`: what each seat sees.
//! * `bot.rs`: the heuristic computer player.
//! * `tests.rs`: unit tests, including the rulebooks' worked examples.
//!
//! The rules engine is a small effect machine: a resolution pushes effects (spoils, abilities,
//! machine powers) onto a queue; effects that need a player's decision stop the queue with a
//! [`Decision`] that only that player's legal actions answer.

#![deny(unsafe_code)]

use std::collections::VecDeque;

use parlour_plugin_api::{
    Game, GameError, GameOption, GameRng, Legal, Manifest, Node, OptionChoice, OptionKind, Outcome,
    Ranked, ScoreLine, Seat, SetupRequest, Status, Text, Viewer, ftl,
};
use serde::{Deserialize, Serialize};

pub mod bot;
pub mod data;
#[cfg(test)]
mod tests;
mod view;

use data::{Need, Unlock, data};

/// The plugin id.
pub const PLUGIN_ID: &str = "victorian-masterminds";
/// Segments per machine.
pub const SEGMENTS: usize = 8;
/// Library slots.
pub const LIBRARY: usize = 10;
/// Codex tokens needed for the pile-choice power.
pub const CODEX_POWER: usize = 5;

// ---------------------------------------------------------------------------------------------
// Vocabulary

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum City {
    London,
    Moscow,
    Washington,
    Paris,
    Rome,
}

impl City {
    /// Board order.
    pub const ALL: [City; 5] = [
        City::London,
        City::Moscow,
        City::Washington,
        City::Paris,
        City::Rome,
    ];
    /// Order in which stacks left on the board are resolved at the end.
    pub const END_ORDER: [City; 5] = [
        City::London,
        City::Moscow,
        City::Paris,
        City::Rome,
        City::Washington,
    ];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn id(self) -> &'static str {
        match self {
            City::London => "london",
            City::Moscow => "moscow",
            City::Washington => "washington",
            City::Paris => "paris",
            City::Rome => "rome",
        }
    }
    pub fn text(self) -> Text {
        Text::new(format!("city-{}", self.id()))
    }
    /// The city's spoils.
    pub fn spoils(self) -> Res {
        match self {
            City::London => Res::Copper,
            City::Moscow => Res::Firepower,
            City::Washington => Res::Bolt,
            City::Paris => Res::Scientist,
            City::Rome => Res::Codex,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Agent {
    NumberTwo,
    Henchman,
    Saboteur,
    Gunner,
    Engineer,
}

impl Agent {
    pub const ALL: [Agent; 5] = [
        Agent::NumberTwo,
        Agent::Henchman,
        Agent::Saboteur,
        Agent::Gunner,
        Agent::Engineer,
    ];
    pub fn id(self) -> &'static str {
        match self {
            Agent::NumberTwo => "number-two",
            Agent::Henchman => "henchman",
            Agent::Saboteur => "saboteur",
            Agent::Gunner => "gunner",
            Agent::Engineer => "engineer",
        }
    }
    pub fn text(self) -> Text {
        Text::new(format!("agent-{}", self.id()))
    }
    /// The mark in the reader's language (the agent's initial there; `mark` is the English one,
    /// for hosts that draw no captions).
    pub fn mark_text(self) -> Text {
        Text::new(format!("agent-{}-mark", self.id()))
    }
    /// A one-character mark for small tokens (the tooltip names the agent).
    pub fn mark(self) -> &'static str {
        match self {
            Agent::NumberTwo => "2",
            Agent::Henchman => "H",
            Agent::Saboteur => "S",
            Agent::Gunner => "G",
            Agent::Engineer => "E",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BuildingKind {
    Factory,
    Furnace,
    University,
    Monument,
}

impl BuildingKind {
    pub const ALL: [BuildingKind; 4] = [
        BuildingKind::Factory,
        BuildingKind::Furnace,
        BuildingKind::University,
        BuildingKind::Monument,
    ];
    pub fn id(self) -> &'static str {
        match self {
            BuildingKind::Factory => "factory",
            BuildingKind::Furnace => "furnace",
            BuildingKind::University => "university",
            BuildingKind::Monument => "monument",
        }
    }
    /// What capturing it gives.
    pub fn reward(self) -> Res {
        match self {
            BuildingKind::Factory => Res::Bolt,
            BuildingKind::Furnace => Res::Copper,
            BuildingKind::University => Res::Scientist,
            BuildingKind::Monument => Res::Mayhem,
        }
    }
}

/// The name of a building (monuments have their own names).
pub fn building_text(city: City, kind: BuildingKind) -> Text {
    if kind == BuildingKind::Monument {
        Text::new(format!("monument-{}", city.id()))
    } else {
        Text::new(format!("building-{}", kind.id())).msg("city", city.text())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Res {
    Bolt,
    Copper,
    Firepower,
    Scientist,
    Codex,
    Mayhem,
}

impl Res {
    pub fn id(self) -> &'static str {
        match self {
            Res::Bolt => "bolt",
            Res::Copper => "copper",
            Res::Firepower => "firepower",
            Res::Scientist => "scientist",
            Res::Codex => "codex",
            Res::Mayhem => "mayhem",
        }
    }
    pub fn text(self) -> Text {
        Text::new(format!("res-{}", self.id()))
    }
    /// Icon name for the host.
    pub fn icon(self) -> &'static str {
        match self {
            Res::Bolt => "bolt",
            Res::Copper => "copper",
            Res::Firepower => "fire",
            Res::Scientist => "scientist",
            Res::Codex => "codex",
            Res::Mayhem => "mayhem",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Icon {
    Weapon,
    Engine,
    Cabin,
    Sensor,
}

impl Icon {
    pub fn id(self) -> &'static str {
        match self {
            Icon::Weapon => "weapon",
            Icon::Engine => "engine",
            Icon::Cabin => "cabin",
            Icon::Sensor => "sensor",
        }
    }
    pub fn text(self) -> Text {
        Text::new(format!("icon-{}", self.id()))
    }
    pub fn host_icon(self) -> &'static str {
        match self {
            Icon::Weapon => "sword",
            Icon::Engine => "gear",
            Icon::Cabin => "crown",
            Icon::Sensor => "eye",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MachineId {
    Fortress,
    Flyer,
    Spider,
    Zeppelin,
    Mole,
    Diving,
}

impl MachineId {
    pub const ALL: [MachineId; 6] = [
        MachineId::Fortress,
        MachineId::Flyer,
        MachineId::Spider,
        MachineId::Zeppelin,
        MachineId::Mole,
        MachineId::Diving,
    ];
    pub fn id(self) -> &'static str {
        match self {
            MachineId::Fortress => "fortress",
            MachineId::Flyer => "flyer",
            MachineId::Spider => "spider",
            MachineId::Zeppelin => "zeppelin",
            MachineId::Mole => "mole",
            MachineId::Diving => "diving",
        }
    }
    pub fn text(self) -> Text {
        Text::new(format!("machine-{}", self.id()))
    }
}

/// Bolt or copper plate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Part {
    Bolt,
    Copper,
}

/// Rules edition (option `edition`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Edition {
    /// Special actions may be combined in a turn; Capture! gives the building's spoil only.
    English,
    /// One special action per turn, none during an extra turn; Capture! also gives the city's
    /// spoils.
    German,
}

/// The order of spoils and ability for one agent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Order {
    SpoilsFirst,
    AbilityFirst,
}

/// The Diving Monster's and Zeppelin's resource choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ResOpt {
    Gain(Res),
    FlipCodex,
}

/// One part of an Engineer's machine activation, resolved in the owner's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EngineStep {
    /// The basic power (with the first bonus when it changes the power itself).
    Power,
    /// The first bonus power, when it is a step of its own (Zeppelin, Diving Monster).
    Bonus1,
    /// The second bonus power: gain a resource.
    Bonus2,
}

/// A move, as readable JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Setup with machine picking: take this machine.
    PickMachine(MachineId),
    /// Place the selected agent (the top of the pile unless another was chosen) in a city.
    Place(City),
    /// With five codex tokens: take this agent from the pile instead of the top one.
    ChooseAgent(Agent),
    /// Recycle (1 scientist): take this agent from the discard instead.
    Recycle(Agent),
    /// When no agent can be placed: resolve this city's stack.
    Resolve(City),
    /// Extra Turn (2 scientists).
    ExtraTurn,
    /// Capture! (3 scientists).
    CaptureAnywhere,
    /// Finish the turn.
    EndTurn,
    /// Order of spoils and ability of the agent being resolved.
    Order(Order),
    /// Put the part just gained on this segment.
    Segment(u8),
    /// Capture this building.
    Building(City, BuildingKind),
    /// Fortress bonus: copy this ability.
    Copy(Agent),
    /// Flyer: take the spoils of this city. Steam Mole: place under the agent here.
    City(City),
    /// Zeppelin / Diving Monster choice.
    Resource(ResOpt),
    /// Zeppelin bonus: complete the mission of this city.
    Mission(City),
    /// Engineer: resolve this part of the machine activation next.
    Engine(EngineStep),
    /// Decline an optional effect.
    Skip,
}

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

/// A decision a player must take before play goes on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    Order {
        seat: Seat,
        agent: Agent,
        city: City,
    },
    Segment {
        seat: Seat,
        part: Part,
        options: Vec<u8>,
    },
    Building {
        seat: Seat,
        options: Vec<(City, BuildingKind)>,
        times: u8,
        city_spoils: bool,
        optional: bool,
    },
    Copy {
        seat: Seat,
        city: City,
    },
    OtherCity {
        seat: Seat,
        options: Vec<City>,
        times: u8,
    },
    Resource {
        seat: Seat,
        options: Vec<ResOpt>,
    },
    Mission {
        seat: Seat,
        options: Vec<City>,
    },
    Mole {
        seat: Seat,
        options: Vec<City>,
        bonus: bool,
    },
    /// Engineer: which part of the machine activation comes next.
    Engine {
        seat: Seat,
        city: City,
        steps: Vec<EngineStep>,
    },
}

impl Decision {
    pub fn seat(&self) -> Seat {
        match self {
            Decision::Order { seat, .. }
            | Decision::Segment { seat, .. }
            | Decision::Building { seat, .. }
            | Decision::Copy { seat, .. }
            | Decision::OtherCity { seat, .. }
            | Decision::Resource { seat, .. }
            | Decision::Mission { seat, .. }
            | Decision::Mole { seat, .. }
            | Decision::Engine { seat, .. } => *seat,
        }
    }
}

/// Where the turn stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Seats pick machines in turn order.
    PickMachine,
    /// The active player places an agent.
    Place,
    /// After the placement: special actions or end of turn.
    After,
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
    fn new() -> Self {
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
    pub effects: VecDeque<Effect>,
    pub decision: Option<Decision>,
    pub end_triggered: bool,
    /// Turns left after the triggering turn.
    pub turns_left: Option<u32>,
    pub turn: u32,
    /// Machine picking order (option `machines = pick`): remaining seats.
    pub picking: Vec<Seat>,
    /// The last resolved stack, for the view.
    pub last_resolved: Option<(City, Vec<Placed>)>,
    /// Counts resolutions and shuffles (reveals), for undo decisions.
    pub reveals: u32,
    pub rng: GameRng,
}

fn choice(value: &str, label: &str) -> OptionChoice {
    OptionChoice {
        value: value.to_owned(),
        label: label.to_owned(),
    }
}

fn seg_text(machine: MachineId, index: usize) -> Text {
    Text::new(format!("seg-{}-{}", machine.id(), index + 1))
}

impl Masterminds {
    /// A new game.
    pub fn new(players: u32, edition: Edition, pick: bool, seed: u64) -> Result<Self, GameError> {
        let data =
            data().ok_or_else(|| GameError::internal("the embedded game data do not parse"))?;
        if !(2..=4).contains(&players) {
            return Err(GameError::invalid_setup(format!(
                "Victorian Masterminds takes 2 to 4 players, not {players}"
            )));
        }
        let mut rng = GameRng::from_seed(seed);
        let mut basic: Vec<u8> = (0..data.missions.len() as u8)
            .filter(|&i| data.missions[i as usize].basic)
            .collect();
        rng.shuffle(&mut basic);
        let mut deck: Vec<u8> = (0..data.missions.len() as u8)
            .filter(|&i| !data.missions[i as usize].basic)
            .collect();
        rng.shuffle(&mut deck);
        let mut machines = MachineId::ALL.to_vec();
        rng.shuffle(&mut machines);
        let mut list = Vec::new();
        for seat in 0..players as usize {
            let mut p = Player::new();
            if !pick {
                p.machine = machines.get(seat).copied();
            }
            p.pile = Agent::ALL.to_vec();
            rng.shuffle(&mut p.pile);
            let codex = data
                .setup
                .start
                .codex_by_seat
                .get(seat)
                .copied()
                .unwrap_or(0);
            p.codex = vec![1; usize::from(codex)];
            list.push(p);
        }
        Ok(Masterminds {
            players: list,
            edition,
            level: data.service_start(players),
            buildings: std::array::from_fn(|_| BuildingKind::ALL.to_vec()),
            missions: std::array::from_fn(|i| basic.get(i).copied()),
            deck,
            stacks: Default::default(),
            active: 0,
            stage: if pick {
                Stage::PickMachine
            } else {
                Stage::Place
            },
            extra_turn: false,
            special_used: false,
            forced: false,
            selected: None,
            resolution: None,
            pending: Vec::new(),
            effects: VecDeque::new(),
            decision: None,
            end_triggered: false,
            turns_left: None,
            turn: 1,
            picking: if pick {
                (0..players).collect()
            } else {
                Vec::new()
            },
            last_resolved: None,
            reveals: 0,
            rng,
        })
    }

    /// Changes whenever something is revealed or shuffled: resolutions and shuffles, the deck
    /// and every pile (a pile losing its top shows its owner the next agent).
    fn knowledge_mark(&self) -> (u32, usize, u64) {
        let piles = self
            .players
            .iter()
            .fold(0u64, |acc, p| (acc << 8) ^ p.pile.len() as u64);
        (self.reveals, self.deck.len(), piles)
    }

    pub fn n(&self) -> u32 {
        self.players.len() as u32
    }

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

    pub fn is_over(&self) -> bool {
        self.stage == Stage::Over
    }

    fn machine_data(&self, seat: Seat) -> Option<&'static data::MachineData> {
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

    pub fn scientists_in_pool(&self) -> u8 {
        let used: u32 = self.players.iter().map(|p| u32::from(p.scientists)).sum();
        let total = data().map_or(12, |d| d.setup.pools.scientists);
        total.saturating_sub(used.min(255) as u8)
    }

    fn codex_in_pool(&self) -> u32 {
        let used: u32 = self.players.iter().map(|p| p.codex.len() as u32).sum();
        u32::from(data().map_or(48, |d| d.setup.pools.codex)).saturating_sub(used)
    }

    fn mayhem_in_pool(&self) -> u32 {
        let used: u32 = self.players.iter().map(|p| u32::from(p.mayhem)).sum();
        u32::from(data().map_or(30, |d| d.setup.pools.mayhem)).saturating_sub(used)
    }

    fn parts_in_pool(&self) -> u32 {
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

    pub fn score_lines(&self, seat: Seat) -> Vec<ScoreLine> {
        let Some(p) = self.player(seat) else {
            return Vec::new();
        };
        let segment_points: i64 = match self.machine_data(seat) {
            Some(m) => m
                .segment
                .iter()
                .zip(&p.done)
                .filter(|(_, d)| **d)
                .map(|(s, _)| i64::from(s.points))
                .sum(),
            None => 0,
        };
        let mission_points: i64 = p
            .missions
            .iter()
            .filter_map(|&m| data().and_then(|d| d.missions.get(m as usize)))
            .map(|m| i64::from(m.reward))
            .sum();
        let codex: i64 = p.codex.iter().map(|&v| i64::from(v)).sum();
        vec![
            ScoreLine {
                label: Text::new("score-segments").num("count", self.segments_done(seat) as u32),
                value: segment_points,
            },
            ScoreLine {
                label: Text::new("score-buildings").num("count", p.buildings.len() as u32),
                value: 2 * p.buildings.len() as i64,
            },
            ScoreLine {
                label: Text::new("score-missions").num("count", p.missions.len() as u32),
                value: mission_points,
            },
            ScoreLine {
                label: Text::new("score-mayhem").num("count", p.mayhem),
                value: 2 * i64::from(p.mayhem),
            },
            ScoreLine {
                label: Text::new("score-codex").num("count", p.codex.len() as u32),
                value: codex,
            },
        ]
    }

    pub fn score(&self, seat: Seat) -> i64 {
        self.score_lines(seat).iter().map(|l| l.value).sum()
    }

    /// Final ranking: points, then completed segments; remaining ties share a place.
    pub fn ranking(&self) -> Vec<Ranked> {
        parlour_plugin_api::rank(
            0..self.n(),
            |seat| self.score(seat),
            |seat| self.segments_done(seat),
            |seat| self.score_lines(seat),
        )
    }

    // -----------------------------------------------------------------------------------------
    // Turn helpers

    /// The agent the active player would place now, if any.
    pub fn next_agent(&self, seat: Seat) -> Option<Agent> {
        match self.selected {
            Some((a, _)) if seat == self.active => Some(a),
            _ => self.player(seat)?.pile.last().copied(),
        }
    }

    fn may_use_scientists(&self) -> bool {
        match self.edition {
            Edition::English => true,
            Edition::German => !self.extra_turn && !self.special_used,
        }
    }

    fn any_building(&self) -> bool {
        self.buildings.iter().any(|b| !b.is_empty())
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
        if !recycled && p.codex.len() >= CODEX_POWER {
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

    fn decision_actions<S: Sink>(&self, d: &Decision, out: &mut S) {
        match d {
            Decision::Order { agent, city, .. } => {
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
            Decision::Segment {
                seat,
                part,
                options,
            } => {
                let machine = self.player(*seat).and_then(|p| p.machine);
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
            Decision::Building {
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
            Decision::Copy { .. } => {
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
            Decision::OtherCity { options, .. } => {
                for &c in options {
                    out.add(Action::City(c), || {
                        Text::new("action-other-spoils")
                            .msg("city", c.text())
                            .msg("res", c.spoils().text())
                    });
                }
            }
            Decision::Resource { options, .. } => {
                for &o in options {
                    out.add(Action::Resource(o), || match o {
                        ResOpt::Gain(r) => Text::new("action-gain").msg("res", r.text()),
                        ResOpt::FlipCodex => Text::new("action-flip-codex"),
                    });
                }
            }
            Decision::Mission { options, .. } => {
                for &c in options {
                    out.add(Action::Mission(c), || {
                        Text::new("action-mission").msg("city", c.text())
                    });
                }
                out.add(Action::Skip, || Text::new("action-skip"));
            }
            Decision::Engine { seat, steps, .. } => {
                let m = self.machine_data(*seat);
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
            Decision::Mole { options, .. } => {
                for &c in options {
                    out.add(Action::City(c), || {
                        Text::new("action-mole").msg("city", c.text())
                    });
                }
                out.add(Action::Skip, || Text::new("action-skip"));
            }
        }
    }

    /// Every legal action of a seat, into a sink (labelled for players, plain for bots).
    pub(crate) fn legal_into<S: Sink>(&self, seat: Seat, out: &mut S) {
        if !self.is_acting(seat) {
            return;
        }
        if let Some(d) = &self.decision {
            self.decision_actions(d, out);
            return;
        }
        match self.stage {
            Stage::PickMachine => {
                for m in MachineId::ALL {
                    if !self.players.iter().any(|p| p.machine == Some(m)) {
                        out.add(Action::PickMachine(m), || {
                            Text::new("action-pick").msg("machine", m.text())
                        });
                    }
                }
            }
            Stage::Place => self.place_actions(seat, out),
            Stage::After => self.after_actions(seat, out),
            Stage::Final | Stage::Over => {}
        }
    }

    /// The legal actions without labels (bots, legality checks).
    pub fn legal_plain(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::with_capacity(12);
        self.legal_into(seat, &mut out);
        out
    }

    /// Whether a seat must act now (without allocating).
    pub fn is_acting(&self, seat: Seat) -> bool {
        if let Some(d) = &self.decision {
            return d.seat() == seat;
        }
        match self.stage {
            Stage::PickMachine => self.picking.first() == Some(&seat),
            Stage::Place | Stage::After => self.active == seat,
            Stage::Final | Stage::Over => false,
        }
    }

    // -----------------------------------------------------------------------------------------
    // Effects

    fn push_front(&mut self, effects: Vec<Effect>) {
        for e in effects.into_iter().rev() {
            self.effects.push_front(e);
        }
    }

    fn trigger_end(&mut self, out: &mut Outcome) {
        if !self.end_triggered && self.stage != Stage::Final && self.stage != Stage::Over {
            self.end_triggered = true;
            out.log.push(parlour_plugin_api::LogEntry::public(Text::new(
                "log-last-round",
            )));
        }
    }

    fn raise_level(&mut self, out: &mut Outcome) {
        let last = data().map_or(12, |d| d.setup.secret_service.last);
        self.level = (self.level + 1).min(last);
        log(out, Text::new("log-level").num("level", self.level));
        if self.level >= last {
            self.trigger_end(out);
        }
    }

    /// Puts a part on a segment and completes the segment when full.
    fn put_part(&mut self, seat: Seat, part: Part, segment: u8, out: &mut Outcome) {
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
        log(
            out,
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
            log(
                out,
                Text::new("log-segment-done")
                    .seat("player", seat)
                    .msg("segment", seg_text(machine, i))
                    .num("points", sd.points),
            );
            if all {
                log(out, Text::new("log-machine-done").seat("player", seat));
                self.trigger_end(out);
            }
        }
    }

    fn gain(&mut self, seat: Seat, res: Res, out: &mut Outcome) {
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
                    log(
                        out,
                        Text::new("log-part-lost")
                            .seat("player", seat)
                            .msg("res", res.text()),
                    );
                } else if options.len() == 1 {
                    self.put_part(seat, part, options[0], out);
                } else {
                    self.decision = Some(Decision::Segment {
                        seat,
                        part,
                        options,
                    });
                }
            }
            Res::Firepower => {
                let p = &mut self.players[s];
                let before = p.firepower;
                p.firepower = (p.firepower + 1).min(12);
                let fp = p.firepower;
                log(
                    out,
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
                    log(out, Text::new("log-scientist-lost").seat("player", seat));
                } else if self.scientists_in_pool() == 0 {
                    log(out, Text::new("log-scientist-none").seat("player", seat));
                } else {
                    self.players[s].scientists += 1;
                    log(out, Text::new("log-scientist").seat("player", seat));
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
                    log(
                        out,
                        Text::new("log-codex")
                            .seat("player", seat)
                            .num("value", value),
                    );
                    if self.players[s].codex.len() == CODEX_POWER {
                        log(out, Text::new("log-codex-power").seat("player", seat));
                    }
                } else {
                    log(out, Text::new("log-codex-lost").seat("player", seat));
                }
            }
            Res::Mayhem => {
                if self.mayhem_in_pool() > 0 {
                    self.players[s].mayhem += 1;
                    log(out, Text::new("log-mayhem").seat("player", seat));
                } else {
                    log(out, Text::new("log-mayhem-lost").seat("player", seat));
                }
            }
        }
    }

    fn capture(
        &mut self,
        seat: Seat,
        city: City,
        kind: BuildingKind,
        times: u8,
        city_spoils: bool,
        out: &mut Outcome,
    ) {
        let list = &mut self.buildings[city.index()];
        let Some(pos) = list.iter().position(|&k| k == kind) else {
            return;
        };
        list.remove(pos);
        if let Some(p) = self.players.get_mut(seat as usize) {
            p.buildings.push((city, kind));
        }
        log(
            out,
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

    fn complete_mission(&mut self, seat: Seat, city: City, out: &mut Outcome) {
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
        log(
            out,
            Text::new("log-mission")
                .seat("player", seat)
                .msg("mission", Text::new(format!("mission-{}", m + 1)))
                .num("points", reward),
        );
    }

    fn run_effect(&mut self, effect: Effect, out: &mut Outcome) {
        match effect {
            Effect::Spoils { seat, city } => self.gain(seat, city.spoils(), out),
            Effect::Gain { seat, res } => self.gain(seat, res, out),
            Effect::Ability { seat, agent, city } => self.ability(seat, agent, city, out),
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
                    log(
                        out,
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
                    log(out, Text::new("log-capture-none").seat("player", seat));
                    return;
                }
                self.decision = Some(Decision::Building {
                    seat,
                    options,
                    times,
                    city_spoils,
                    optional,
                });
            }
            Effect::Engineer { seat, city } => self.engineer(seat, city, out),
            Effect::EnginePart { seat, city, step } => self.engine_step(seat, city, step, out),
            Effect::EngineNext { seat, city, steps } => self.engine_next(seat, city, steps),
            Effect::RaiseLevel => self.raise_level(out),
            Effect::AnyMission { seat } => {
                let options: Vec<City> = City::ALL
                    .iter()
                    .copied()
                    .filter(|&c| self.missions[c.index()].is_some_and(|mi| self.meets(seat, mi)))
                    .collect();
                if options.is_empty() {
                    log(out, Text::new("log-no-mission").seat("player", seat));
                } else {
                    self.decision = Some(Decision::Mission { seat, options });
                }
            }
        }
    }

    fn ability(&mut self, seat: Seat, agent: Agent, city: City, out: &mut Outcome) {
        match agent {
            Agent::NumberTwo => self.gain(seat, city.spoils(), out),
            Agent::Henchman => {
                let before = self.player(seat).map_or(0, |p| p.missions.len());
                self.complete_mission(seat, city, out);
                if self.player(seat).map_or(0, |p| p.missions.len()) == before {
                    log(
                        out,
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
                            log(
                                out,
                                Text::new("log-sabotage")
                                    .seat("player", seat)
                                    .seat("victim", victim.owner)
                                    .msg("agent", victim.agent.text()),
                            );
                        } else {
                            log(out, Text::new("log-sabotage-own").seat("player", seat));
                        }
                    } else {
                        log(out, Text::new("log-sabotage-none").seat("player", seat));
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
    fn engineer(&mut self, seat: Seat, city: City, out: &mut Outcome) {
        let Some(m) = self.machine_data(seat) else {
            return;
        };
        log(
            out,
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
    fn engine_next(&mut self, seat: Seat, city: City, steps: Vec<EngineStep>) {
        match steps.as_slice() {
            [] => {}
            [step] => self.push_front(vec![Effect::EnginePart {
                seat,
                city,
                step: *step,
            }]),
            _ => self.decision = Some(Decision::Engine { seat, city, steps }),
        }
    }

    fn engine_step(&mut self, seat: Seat, city: City, step: EngineStep, out: &mut Outcome) {
        let Some(m) = self.machine_data(seat) else {
            return;
        };
        match step {
            EngineStep::Power => self.machine_power(seat, city, out),
            EngineStep::Bonus1 => match m.id {
                MachineId::Zeppelin => self.push_front(vec![Effect::AnyMission { seat }]),
                _ => {
                    if let Some(r) = m.bonus_resource {
                        self.gain(seat, r, out);
                    }
                }
            },
            EngineStep::Bonus2 => self.gain(seat, m.bonus_gain, out),
        }
    }

    /// The basic machine power (with the first bonus where it changes the power itself).
    fn machine_power(&mut self, seat: Seat, city: City, out: &mut Outcome) {
        let Some(m) = self.machine_data(seat) else {
            return;
        };
        let bonus1 = self.unlocked(seat, Unlock::Bonus1);
        let mut effects = Vec::new();
        let mut decision = None;
        match m.id {
            MachineId::Fortress => {
                if bonus1 {
                    decision = Some(Decision::Copy { seat, city });
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
                    log(out, Text::new("log-power-nothing").seat("player", seat));
                } else {
                    decision = Some(Decision::OtherCity {
                        seat,
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
                    decision = Some(Decision::Resource { seat, options });
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
                    decision = Some(Decision::Mole {
                        seat,
                        options,
                        bonus: bonus1,
                    });
                } else {
                    log(out, Text::new("log-power-nothing").seat("player", seat));
                }
            }
            MachineId::Diving => {
                let mut options: Vec<ResOpt> = m.choice.iter().map(|&r| ResOpt::Gain(r)).collect();
                if self.player(seat).is_some_and(|p| p.codex.contains(&1)) {
                    options.push(ResOpt::FlipCodex);
                }
                decision = Some(Decision::Resource { seat, options });
            }
        }
        self.push_front(effects);
        if decision.is_some() {
            self.decision = decision;
        }
    }
}

/// Whether a machine's first bonus is a step of its own (Zeppelin: a mission; Diving Monster: a
/// resource) rather than a change of the basic power (Fortress, Flyer, Spider, Steam Mole).
fn separate_bonus1(m: &data::MachineData) -> bool {
    matches!(m.id, MachineId::Zeppelin | MachineId::Diving)
}

fn log(out: &mut Outcome, text: Text) {
    out.log.push(parlour_plugin_api::LogEntry::public(text));
}

/// A log line for everyone except `seat`, who reads a private line about the same event.
fn log_except(out: &mut Outcome, seat: Seat, text: Text) {
    out.log
        .push(parlour_plugin_api::LogEntry::except(text, vec![seat]));
}

// ---------------------------------------------------------------------------------------------
// The engine: resolutions, turns and the end of the game.

impl Masterminds {
    /// Takes a city's stack off the board and starts resolving it.
    fn start_resolution(&mut self, city: City, final_: bool, out: &mut Outcome) {
        let agents = std::mem::take(&mut self.stacks[city.index()]);
        if agents.is_empty() {
            return;
        }
        self.reveals += 1;
        log(out, Text::new("log-resolve").msg("city", city.text()));
        for (i, a) in agents.iter().enumerate() {
            log(
                out,
                Text::new("log-revealed")
                    .num("position", i as u32 + 1)
                    .seat("player", a.owner)
                    .msg("agent", a.agent.text()),
            );
        }
        self.resolution = Some(Resolution {
            city,
            cancelled: vec![false; agents.len()],
            agents,
            index: 0,
            started: false,
            final_,
        });
    }

    /// Runs the game forward until a player must decide something.
    fn advance(&mut self, out: &mut Outcome) {
        for _ in 0..10_000 {
            if self.decision.is_some() || self.stage == Stage::Over {
                return;
            }
            if let Some(effect) = self.effects.pop_front() {
                self.run_effect(effect, out);
                continue;
            }
            if let Some(r) = &self.resolution {
                let (city, index, started) = (r.city, r.index, r.started);
                let cancelled = r.cancelled.get(index).copied().unwrap_or(false);
                if let Some(&agent) = r.agents.get(index) {
                    if !started {
                        if let Some(res) = &mut self.resolution {
                            res.started = true;
                        }
                        if cancelled {
                            log(
                                out,
                                Text::new("log-cancelled")
                                    .seat("player", agent.owner)
                                    .msg("agent", agent.agent.text()),
                            );
                            self.effects.push_back(Effect::Spoils {
                                seat: agent.owner,
                                city,
                            });
                        } else {
                            self.decision = Some(Decision::Order {
                                seat: agent.owner,
                                agent: agent.agent,
                                city,
                            });
                        }
                    } else {
                        if let Some(p) = self.players.get_mut(agent.owner as usize) {
                            p.discard.push(agent.agent);
                        }
                        if let Some(res) = &mut self.resolution {
                            res.index += 1;
                            res.started = false;
                        }
                    }
                    continue;
                }
                // The stack is resolved.
                if let Some(done) = self.resolution.take() {
                    self.last_resolved = Some((done.city, done.agents));
                }
                self.refill_missions(out);
                continue;
            }
            if let Some(city) = (!self.pending.is_empty()).then(|| self.pending.remove(0)) {
                let final_ = self.stage == Stage::Final;
                self.start_resolution(city, final_, out);
                continue;
            }
            // No resolution under way: shuffles that waited for it.
            for seat in 0..self.n() {
                self.reshuffle_if_due(seat, out);
            }
            match self.stage {
                Stage::Final => {
                    self.stage = Stage::Over;
                    self.active = 0;
                    log(out, Text::new("log-game-over"));
                    for r in self.ranking() {
                        log(
                            out,
                            Text::new("log-final-score")
                                .num("place", r.place)
                                .seat("player", r.seat)
                                .num("score", r.score as f64),
                        );
                    }
                    return;
                }
                Stage::Place => {
                    // Agents came back to an empty pile (see README): shuffle them in.
                    let active = self.active;
                    if let Some(p) = self.players.get(active as usize)
                        && p.pile.is_empty()
                        && !p.discard.is_empty()
                        && self.selected.is_none()
                    {
                        self.shuffle_discard(active, out);
                    }
                    return;
                }
                Stage::After => {
                    // Nothing to choose: the turn ends by itself.
                    let mut count = Counter::default();
                    self.after_actions(self.active, &mut count);
                    if count.0 <= 1 {
                        self.end_turn(out);
                        continue;
                    }
                    return;
                }
                Stage::PickMachine | Stage::Over => return,
            }
        }
    }

    fn refill_missions(&mut self, out: &mut Outcome) {
        for city in City::ALL {
            if self.missions[city.index()].is_none()
                && let Some(m) = self.deck.pop()
            {
                self.missions[city.index()] = Some(m);
                log(
                    out,
                    Text::new("log-new-mission")
                        .msg("city", city.text())
                        .msg("mission", Text::new(format!("mission-{}", m + 1))),
                );
            }
        }
    }

    fn shuffle_discard(&mut self, seat: Seat, out: &mut Outcome) {
        let Some(p) = self.players.get_mut(seat as usize) else {
            return;
        };
        let mut pile = std::mem::take(&mut p.discard);
        pile.append(&mut p.pile);
        self.rng.shuffle(&mut pile);
        let count = pile.len() as u32;
        if let Some(p) = self.players.get_mut(seat as usize) {
            p.pile = pile;
        }
        self.reveals += 1;
        log(
            out,
            Text::new("log-reshuffle")
                .seat("player", seat)
                .num("count", count),
        );
    }

    fn reshuffle_if_due(&mut self, seat: Seat, out: &mut Outcome) {
        let due = self
            .players
            .get_mut(seat as usize)
            .map(|p| std::mem::replace(&mut p.reshuffle, false))
            .unwrap_or(false);
        if due {
            self.shuffle_discard(seat, out);
        }
    }

    /// Places an agent of `seat` on top of a city's stack (or under it, for the Steam Mole).
    fn put_agent(&mut self, seat: Seat, agent: Agent, city: City, under: bool) {
        let placed = Placed { owner: seat, agent };
        let stack = &mut self.stacks[city.index()];
        if under {
            stack.insert(0, placed);
        } else {
            stack.push(placed);
        }
        if stack.len() >= self.threshold() && !self.pending.contains(&city) {
            self.pending.push(city);
        }
    }

    fn end_turn(&mut self, out: &mut Outcome) {
        self.selected = None;
        self.extra_turn = false;
        self.special_used = false;
        self.forced = false;
        if self.end_triggered {
            let left = match self.turns_left {
                None => self.n(),
                Some(k) => k.saturating_sub(1),
            };
            self.turns_left = Some(left);
            if left == 0 {
                self.stage = Stage::Final;
                log(out, Text::new("log-final-resolution"));
                for city in City::END_ORDER {
                    if !self.stacks[city.index()].is_empty() {
                        self.pending.push(city);
                    }
                }
                return;
            }
        }
        self.active = (self.active + 1) % self.n().max(1);
        self.turn += 1;
        self.stage = Stage::Place;
        log(out, Text::new("log-turn").seat("player", self.active));
    }

    fn check_seat(&self, seat: Seat) -> Result<(), GameError> {
        if self.acting_seats().contains(&seat) {
            Ok(())
        } else {
            Err(GameError::illegal(format!("seat {seat} cannot act now")))
        }
    }

    fn answer(&mut self, seat: Seat, action: &Action, out: &mut Outcome) -> Result<(), GameError> {
        let Some(decision) = self.decision.take() else {
            return Err(GameError::illegal("nothing to decide"));
        };
        if decision.seat() != seat {
            self.decision = Some(decision);
            return Err(GameError::illegal("another seat decides"));
        }
        let bad = || GameError::illegal(format!("{action:?} does not answer the decision"));
        match (&decision, *action) {
            (Decision::Order { seat, agent, city }, Action::Order(order)) => {
                let spoils = Effect::Spoils {
                    seat: *seat,
                    city: *city,
                };
                let ability = Effect::Ability {
                    seat: *seat,
                    agent: *agent,
                    city: *city,
                };
                log(
                    out,
                    Text::new(match order {
                        Order::SpoilsFirst => "log-order-spoils",
                        Order::AbilityFirst => "log-order-ability",
                    })
                    .seat("player", *seat)
                    .msg("agent", agent.text()),
                );
                match order {
                    Order::SpoilsFirst => self.push_front(vec![spoils, ability]),
                    Order::AbilityFirst => self.push_front(vec![ability, spoils]),
                }
            }
            (
                Decision::Segment {
                    seat,
                    part,
                    options,
                },
                Action::Segment(i),
            ) => {
                if !options.contains(&i) {
                    return Err(bad());
                }
                self.put_part(*seat, *part, i, out);
            }
            (
                Decision::Building {
                    seat,
                    options,
                    times,
                    city_spoils,
                    ..
                },
                Action::Building(c, k),
            ) => {
                if !options.contains(&(c, k)) {
                    return Err(bad());
                }
                self.capture(*seat, c, k, *times, *city_spoils, out);
            }
            (Decision::Building { seat, optional, .. }, Action::Skip) => {
                if !optional {
                    return Err(bad());
                }
                log(out, Text::new("log-skip").seat("player", *seat));
            }
            (Decision::Copy { seat, city }, Action::Copy(agent)) => {
                if agent == Agent::Engineer {
                    return Err(bad());
                }
                log(
                    out,
                    Text::new("log-copy")
                        .seat("player", *seat)
                        .msg("agent", agent.text()),
                );
                self.ability(*seat, agent, *city, out);
            }
            (
                Decision::OtherCity {
                    seat,
                    options,
                    times,
                },
                Action::City(c),
            ) => {
                if !options.contains(&c) {
                    return Err(bad());
                }
                let effects = (0..*times)
                    .map(|_| Effect::Spoils {
                        seat: *seat,
                        city: c,
                    })
                    .collect();
                self.push_front(effects);
            }
            (Decision::Resource { seat, options }, Action::Resource(o)) => {
                if !options.contains(&o) {
                    return Err(bad());
                }
                match o {
                    ResOpt::Gain(r) => self.gain(*seat, r, out),
                    ResOpt::FlipCodex => {
                        if let Some(p) = self.players.get_mut(*seat as usize)
                            && let Some(t) = p.codex.iter_mut().find(|v| **v == 1)
                        {
                            *t = 2;
                            log(out, Text::new("log-flip").seat("player", *seat));
                        }
                    }
                }
            }
            (Decision::Engine { seat, city, steps }, Action::Engine(step)) => {
                if !steps.contains(&step) {
                    return Err(bad());
                }
                let rest: Vec<EngineStep> = steps.iter().copied().filter(|&s| s != step).collect();
                self.push_front(vec![
                    Effect::EnginePart {
                        seat: *seat,
                        city: *city,
                        step,
                    },
                    Effect::EngineNext {
                        seat: *seat,
                        city: *city,
                        steps: rest,
                    },
                ]);
            }
            (Decision::Mission { seat, options }, Action::Mission(c)) => {
                if !options.contains(&c) {
                    return Err(bad());
                }
                self.complete_mission(*seat, c, out);
            }
            (Decision::Mission { seat, .. } | Decision::Mole { seat, .. }, Action::Skip) => {
                log(out, Text::new("log-skip").seat("player", *seat));
            }
            (
                Decision::Mole {
                    seat,
                    options,
                    bonus,
                },
                Action::City(c),
            ) => {
                if !options.contains(&c) {
                    return Err(bad());
                }
                let lone = self.stacks[c.index()].first().copied();
                let Some(agent) = self
                    .players
                    .get_mut(*seat as usize)
                    .and_then(|p| p.pile.pop())
                else {
                    return Err(bad());
                };
                self.put_agent(*seat, agent, c, true);
                // The pile is rebuilt as soon as its last agent leaves it; agents still
                // resolving are not in the discard yet.
                if self.player(*seat).is_some_and(|p| p.pile.is_empty()) {
                    self.shuffle_discard(*seat, out);
                }
                out.log.push(parlour_plugin_api::LogEntry::private(
                    Text::new("log-you-placed")
                        .msg("agent", agent.text())
                        .msg("city", c.text()),
                    vec![*seat],
                ));
                // The owner reads "You placed …" instead.
                log_except(
                    out,
                    *seat,
                    Text::new("log-mole")
                        .seat("player", *seat)
                        .msg("city", c.text()),
                );
                if *bonus
                    && lone.is_some_and(|l| l.owner == *seat)
                    && let Some(r) = self.machine_data(*seat).and_then(|m| m.bonus_resource)
                {
                    self.gain(*seat, r, out);
                }
            }
            _ => {
                self.decision = Some(decision);
                return Err(bad());
            }
        }
        Ok(())
    }

    fn play(&mut self, seat: Seat, action: &Action, out: &mut Outcome) -> Result<(), GameError> {
        self.check_seat(seat)?;
        if self.decision.is_some() {
            return self.answer(seat, action, out);
        }
        match (self.stage, *action) {
            (Stage::PickMachine, Action::PickMachine(m)) => {
                if self.players.iter().any(|p| p.machine == Some(m)) {
                    return Err(GameError::illegal("machine taken"));
                }
                if self.picking.first() != Some(&seat) {
                    return Err(GameError::illegal("not your pick"));
                }
                self.picking.remove(0);
                if let Some(p) = self.players.get_mut(seat as usize) {
                    p.machine = Some(m);
                }
                log(
                    out,
                    Text::new("log-picked")
                        .seat("player", seat)
                        .msg("machine", m.text()),
                );
                if self.picking.is_empty() {
                    self.stage = Stage::Place;
                    log(out, Text::new("log-turn").seat("player", self.active));
                }
            }
            (Stage::Place, Action::Place(city)) => {
                let (agent, recycled) = match self.selected.take() {
                    Some(s) => s,
                    None => {
                        let a = self
                            .player(seat)
                            .and_then(|p| p.pile.last().copied())
                            .ok_or_else(|| GameError::illegal("no agent to place"))?;
                        (a, false)
                    }
                };
                let p = self
                    .players
                    .get_mut(seat as usize)
                    .ok_or_else(|| GameError::illegal("no such seat"))?;
                let source = if recycled {
                    &mut p.discard
                } else {
                    &mut p.pile
                };
                let pos = source
                    .iter()
                    .rposition(|&a| a == agent)
                    .ok_or_else(|| GameError::illegal("agent not available"))?;
                source.remove(pos);
                if !recycled && p.pile.is_empty() {
                    p.reshuffle = true;
                }
                self.put_agent(seat, agent, city, false);
                out.log.push(parlour_plugin_api::LogEntry::private(
                    Text::new("log-you-placed")
                        .msg("agent", agent.text())
                        .msg("city", city.text()),
                    vec![seat],
                ));
                // The owner reads "You placed …" instead.
                log_except(
                    out,
                    seat,
                    Text::new("log-placed")
                        .seat("player", seat)
                        .msg("city", city.text()),
                );
                self.stage = Stage::After;
            }
            (Stage::Place, Action::ChooseAgent(agent)) => {
                let ok = self
                    .player(seat)
                    .is_some_and(|p| p.codex.len() >= CODEX_POWER && p.pile.contains(&agent))
                    && !matches!(self.selected, Some((_, true)));
                if !ok {
                    return Err(GameError::illegal("cannot choose that agent"));
                }
                self.selected = Some((agent, false));
            }
            (Stage::Place, Action::Recycle(agent)) => {
                let ok = self.may_use_scientists()
                    && !matches!(self.selected, Some((_, true)))
                    && self
                        .player(seat)
                        .is_some_and(|p| p.scientists >= 1 && p.discard.contains(&agent));
                if !ok {
                    return Err(GameError::illegal("cannot recycle that agent"));
                }
                if let Some(p) = self.players.get_mut(seat as usize) {
                    p.scientists -= 1;
                }
                self.special_used = true;
                self.selected = Some((agent, true));
                log(
                    out,
                    Text::new("log-recycle")
                        .seat("player", seat)
                        .msg("agent", agent.text()),
                );
            }
            (Stage::Place, Action::Resolve(city)) => {
                let ok = self.next_agent(seat).is_none()
                    && self.stacks[city.index()].iter().any(|a| a.owner == seat);
                if !ok {
                    return Err(GameError::illegal("cannot resolve that city"));
                }
                log(
                    out,
                    Text::new("log-forced-resolve")
                        .seat("player", seat)
                        .msg("city", city.text()),
                );
                self.pending.push(city);
                self.forced = true;
                self.stage = Stage::After;
            }
            (Stage::Place, Action::EndTurn) => {
                let mut plain: Vec<Action> = Vec::new();
                self.place_actions(seat, &mut plain);
                let only_pass = plain.iter().all(|&a| a == Action::EndTurn);
                if !only_pass {
                    return Err(GameError::illegal("you must place an agent"));
                }
                self.end_turn(out);
            }
            (Stage::After, Action::ExtraTurn) => {
                let ok = self.may_use_scientists()
                    && self.player(seat).is_some_and(|p| p.scientists >= 2);
                if !ok {
                    return Err(GameError::illegal("no extra turn"));
                }
                if let Some(p) = self.players.get_mut(seat as usize) {
                    p.scientists -= 2;
                }
                self.special_used = true;
                self.extra_turn = true;
                self.stage = Stage::Place;
                log(out, Text::new("log-extra-turn").seat("player", seat));
            }
            (Stage::After, Action::CaptureAnywhere) => {
                let ok = self.may_use_scientists()
                    && self.any_building()
                    && self.player(seat).is_some_and(|p| p.scientists >= 3);
                if !ok {
                    return Err(GameError::illegal("no capture"));
                }
                if let Some(p) = self.players.get_mut(seat as usize) {
                    p.scientists -= 3;
                }
                self.special_used = true;
                log(out, Text::new("log-capture-anywhere").seat("player", seat));
                self.effects.push_back(Effect::Capture {
                    seat,
                    city: None,
                    check_firepower: false,
                    times: 1,
                    city_spoils: self.edition == Edition::German,
                    optional: false,
                });
            }
            (Stage::After, Action::EndTurn) => self.end_turn(out),
            _ => return Err(GameError::illegal(format!("{action:?} is not legal now"))),
        }
        Ok(())
    }

    /// The seats that must act now (same as `Game::acting_seats`).
    pub fn acting_seats_public(&self) -> Vec<Seat> {
        Game::acting_seats(self)
    }

    /// What is going on, localised.
    pub fn phase_text(&self) -> Text {
        if let Some(d) = &self.decision {
            return Text::new("phase-decide").seat("player", d.seat());
        }
        match self.stage {
            Stage::PickMachine => {
                Text::new("phase-pick").seat("player", self.picking.first().copied().unwrap_or(0))
            }
            Stage::Place => Text::new("phase-place").seat("player", self.active),
            Stage::After => Text::new("phase-after").seat("player", self.active),
            Stage::Final => Text::new("phase-final"),
            Stage::Over => Text::new("phase-over"),
        }
    }
}

impl Game for Masterminds {
    type Action = Action;
    type Choice = Action;
    const APPLY_IN_PLACE: bool = true;

    fn manifest() -> Manifest {
        Manifest {
            // The picture on the launcher's shelf (designed for Parlour).
            assets: vec!["cover.svg".to_owned()],
            id: PLUGIN_ID.to_owned(),
            version: env!("CARGO_PKG_VERSION").to_owned(),
            // Dice and card states, emphasis kinds, grid overlays (ABI 1.1's vocabulary).
            vocabulary: parlour_plugin_api::view::VOCABULARY,
            name: "game-name".to_owned(),
            description: "game-description".to_owned(),
            rules: "game-rules".to_owned(),
            min_players: 2,
            max_players: 4,
            options: vec![
                GameOption {
                    key: "edition".to_owned(),
                    label: "option-edition".to_owned(),
                    description: "option-edition-description".to_owned(),
                    kind: OptionKind::Choice {
                        choices: vec![
                            choice("en", "option-edition-en"),
                            choice("de", "option-edition-de"),
                        ],
                    },
                    default: "en".to_owned(),
                },
                GameOption {
                    key: "machines".to_owned(),
                    label: "option-machines".to_owned(),
                    description: "option-machines-description".to_owned(),
                    kind: OptionKind::Choice {
                        choices: vec![
                            choice("random", "option-machines-random"),
                            choice("pick", "option-machines-pick"),
                        ],
                    },
                    default: "random".to_owned(),
                },
            ],
            locales: ftl!(
                "en" => ["locales/en/victorian-masterminds.ftl", "locales/en/content.ftl"],
                "de" => ["locales/de/victorian-masterminds.ftl", "locales/de/content.ftl"]
            ),
            hidden_information: true,
            // The game's designers, as the shelf says "By …"; the plugin's README credits the
            // plugin.
            authors: vec!["Antoine Bauza".to_owned(), "Eric M. Lang".to_owned()],
            // The Secret Service track or a finished machine ends a game; random four-player
            // games take about 400 actions, so 4,000 only catches a broken rule.
            max_actions: 4_000,
            ..Default::default()
        }
    }

    fn asset(name: &str) -> Option<&'static [u8]> {
        (name == "cover.svg").then_some(include_bytes!("../assets/cover.svg").as_slice())
    }

    fn setup(request: &SetupRequest) -> Result<Self, GameError> {
        let edition = match request.options.get("edition").map(String::as_str) {
            None | Some("en") => Edition::English,
            Some("de") => Edition::German,
            Some(other) => {
                return Err(GameError::invalid_setup(format!(
                    "option edition takes en or de, not {other:?}"
                )));
            }
        };
        let pick = match request.options.get("machines").map(String::as_str) {
            None | Some("random") => false,
            Some("pick") => true,
            Some(other) => {
                return Err(GameError::invalid_setup(format!(
                    "option machines takes random or pick, not {other:?}"
                )));
            }
        };
        Masterminds::new(request.players, edition, pick, request.seed)
    }

    fn player_count(&self) -> u32 {
        self.n()
    }

    fn acting_seats(&self) -> Vec<Seat> {
        if let Some(d) = &self.decision {
            return vec![d.seat()];
        }
        match self.stage {
            Stage::PickMachine => self.picking.first().copied().into_iter().collect(),
            Stage::Place | Stage::After => vec![self.active],
            Stage::Final | Stage::Over => Vec::new(),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Legal<Action>> {
        let mut out = Vec::new();
        self.legal_into(seat, &mut out);
        out
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Outcome, GameError> {
        // Checked before anything changes, so that an error leaves the state as it was.
        let mut check = Contains {
            target: *action,
            found: false,
            count: 0,
        };
        self.legal_into(seat, &mut check);
        if !check.found {
            return Err(GameError::illegal(format!("{action:?} is not legal now")));
        }
        let before = self.knowledge_mark();
        let mut out = Outcome::undoable();
        self.play(seat, action, &mut out)?;
        self.advance(&mut out);
        // Final when anything was revealed to anyone (a stack, a pile's new top, a mission from
        // the deck) or randomness was drawn (a shuffle).
        out.undoable = self.knowledge_mark() == before && !matches!(action, Action::Order(_));
        Ok(out)
    }

    fn view(&self, viewer: Viewer) -> Node {
        view::build(self, viewer)
    }

    fn status(&self) -> Status {
        let over = self.is_over();
        Status {
            acting: Vec::new(),
            turn: self.turn,
            round: Some(1 + (self.turn.saturating_sub(1)) / self.n().max(1)),
            phase: Some(self.phase_text()),
            scores: (0..self.n()).map(|s| self.score(s)).collect(),
            game_over: over,
            ranking: if over { self.ranking() } else { Vec::new() },
        }
    }

    fn bot_action(&self, seat: Seat, seed: u64) -> Option<Action> {
        bot::choose(self, seat, seed)
    }

    fn is_over(&self) -> bool {
        self.stage == Stage::Over
    }

    fn scores(&self) -> Vec<f64> {
        (0..self.n()).map(|s| self.score(s) as f64).collect()
    }

    /// Resamples what `seat` cannot know: which agent of another seat lies where (in its pile,
    /// its face-down agents on the board, an agent it picked with the codex power), the order of
    /// the own pile below its top, and the order of the mission deck. Every pool is sorted
    /// before it is shuffled, so the sample depends only on `rng` and on what the seat knows,
    /// never on the real hidden arrangement.
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Option<Self> {
        if seat >= self.n() {
            return None;
        }
        let mut g = self.clone();
        for other in (0..self.n()).filter(|&o| o != seat) {
            let o = other as usize;
            let mut pool: Vec<Agent> = g.players[o].pile.clone();
            for stack in &g.stacks {
                pool.extend(stack.iter().filter(|p| p.owner == other).map(|p| p.agent));
            }
            pool.sort_unstable();
            rng.shuffle(&mut pool);
            let mut it = pool.into_iter();
            for stack in &mut g.stacks {
                for placed in stack.iter_mut().filter(|p| p.owner == other) {
                    placed.agent = it.next()?;
                }
            }
            g.players[o].pile = it.collect();
            if g.active == other
                && let Some((_, false)) = g.selected
            {
                // An agent picked from the pile with the codex power, still face down.
                g.selected = g.players[o].pile.last().map(|&a| (a, false));
            }
        }
        // The own pile: its top is known, and with the codex power the whole pile in order.
        let sees_pile = g.players[seat as usize].codex.len() >= CODEX_POWER;
        let own = &mut g.players[seat as usize].pile;
        if own.len() > 2 && !sees_pile {
            let below = own.len() - 1;
            own[..below].sort_unstable();
            rng.shuffle(&mut own[..below]);
        }
        g.deck.sort_unstable();
        rng.shuffle(&mut g.deck);
        Some(g)
    }

    fn rng_mut(&mut self) -> Option<&mut GameRng> {
        Some(&mut self.rng)
    }
}

parlour_plugin_api::export_game!(Masterminds);

/// Where legal actions go: with labels for players, without for bots and checks.
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

/// Looks for one action among the legal ones without allocating.
struct Contains {
    target: Action,
    found: bool,
    count: usize,
}

impl Sink for Contains {
    fn add(&mut self, action: Action, _label: impl FnOnce() -> Text) {
        self.found |= action == self.target;
        self.count += 1;
    }
    fn len(&self) -> usize {
        self.count
    }
}
