//! The game's vocabulary: cities, agents, buildings, resources, machines, and [`Action`], the
//! moves as they travel as JSON (and are saved in the action log).

use parlour_plugin_api::Text;
use serde::{Deserialize, Serialize};

/// A capital on the board.
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
        Text::formatted(format_args!("city-{}", self.id()))
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
        Text::formatted(format_args!("agent-{}", self.id()))
    }
    /// The mark in the reader's language (the agent's initial there; `mark` is the English one,
    /// for hosts that draw no captions).
    pub fn mark_text(self) -> Text {
        Text::formatted(format_args!("agent-{}-mark", self.id()))
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
        Text::formatted(format_args!("monument-{}", city.id()))
    } else {
        Text::formatted(format_args!("building-{}", kind.id())).msg("city", city.text())
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
        Text::formatted(format_args!("res-{}", self.id()))
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
        Text::formatted(format_args!("icon-{}", self.id()))
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
        Text::formatted(format_args!("machine-{}", self.id()))
    }
}

/// Bolt or copper plate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Part {
    Bolt,
    Copper,
}

/// Rules edition (option `edition`; the option's values `en` and `de` read straight into it,
/// while the state keeps saving the full names).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Edition {
    /// Special actions may be combined in a turn; Capture! gives the building's spoil only.
    #[serde(alias = "en")]
    English,
    /// One special action per turn, none during an extra turn; Capture! also gives the city's
    /// spoils.
    #[serde(alias = "de")]
    German,
}

/// How the machines are handed out (option `machines`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Machines {
    /// Dealt at random.
    Random,
    /// Picked by the seats in turn order before the first turn.
    Pick,
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

/// The name of a machine's segment.
pub fn seg_text(machine: MachineId, index: usize) -> Text {
    Text::formatted(format_args!("seg-{}-{}", machine.id(), index + 1))
}
