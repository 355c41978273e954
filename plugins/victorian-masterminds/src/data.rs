//! Designed content, parsed from the TOML files in `data/` (embedded at compile time).
//!
//! The rulebook does not print mission prerequisites and rewards, segment costs, points, icons
//! and unlocks, nor the Secret Service start per player count. They live in these files so that
//! they can be tuned without touching the rules code.

use std::sync::OnceLock;

use serde::Deserialize;

use crate::{BuildingKind, Icon, MachineId, Res};

const SETUP: &str = include_str!("../data/setup.toml");
const MACHINES: &str = include_str!("../data/machines.toml");
const MISSIONS: &str = include_str!("../data/missions.toml");

/// What completing a segment unlocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Unlock {
    #[default]
    None,
    /// The engine room's first bonus power (the one printed on the sheet).
    Bonus1,
    /// The engine room's second bonus power (gain a resource).
    Bonus2,
    /// Laboratory cell 3.
    Lab3,
    /// Laboratory cell 4.
    Lab4,
    /// Library: codex tokens are gained on their 2 side.
    Library,
}

#[derive(Clone, Debug, Deserialize)]
pub struct SegmentData {
    pub bolts: u8,
    pub copper: u8,
    pub points: u8,
    pub icon: Icon,
    #[serde(default)]
    pub unlock: Unlock,
}

#[derive(Clone, Debug, Deserialize)]
pub struct MachineData {
    pub id: MachineId,
    /// What the second bonus power gives.
    pub bonus_gain: Res,
    /// Resources of the basic power's choice (Zeppelin: one of two; Diving Monster: the
    /// resource offered besides flipping a codex token).
    #[serde(default)]
    pub choice: Vec<Res>,
    /// Steam Mole: reward when the agent was placed under an own agent. Diving Monster: the
    /// resource of the first bonus power.
    #[serde(default)]
    pub bonus_resource: Option<Res>,
    pub segment: Vec<SegmentData>,
}

/// The kind of a mission prerequisite.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Need {
    Buildings,
    Building,
    Segments,
    Icon,
    Firepower,
    Codex,
    Scientists,
    Mayhem,
    Cities,
    Missions,
}

#[derive(Clone, Debug, Deserialize)]
pub struct MissionData {
    #[serde(default)]
    pub basic: bool,
    pub need: Need,
    pub count: u8,
    #[serde(default)]
    pub kind: Option<BuildingKind>,
    #[serde(default)]
    pub icon: Option<Icon>,
    pub reward: u8,
}

#[derive(Clone, Debug, Deserialize)]
pub struct SecretService {
    pub players_2: u8,
    pub players_3: u8,
    pub players_4: u8,
    pub last: u8,
}

#[derive(Clone, Debug, Deserialize)]
pub struct Pools {
    pub scientists: u8,
    pub codex: u8,
    pub mayhem: u8,
    pub parts: u8,
}

#[derive(Clone, Debug, Deserialize)]
pub struct SetupData {
    pub secret_service: SecretService,
    pub pools: Pools,
    #[serde(default)]
    pub start: Start,
}

/// Designed start bonuses that even out the turn order.
#[derive(Clone, Debug, Default, Deserialize)]
pub struct Start {
    /// Codex tokens (worth 1) each seat starts with, by seat in turn order.
    #[serde(default)]
    pub codex_by_seat: Vec<u8>,
}

#[derive(Clone, Debug, Deserialize)]
struct MachinesFile {
    machine: Vec<MachineData>,
}

#[derive(Clone, Debug, Deserialize)]
struct MissionsFile {
    mission: Vec<MissionData>,
}

/// All designed content.
#[derive(Clone, Debug)]
pub struct Data {
    pub setup: SetupData,
    pub machines: Vec<MachineData>,
    pub missions: Vec<MissionData>,
}

impl Data {
    /// Parses and checks the embedded files.
    pub fn parse() -> Result<Data, String> {
        let setup: SetupData = toml::from_str(SETUP).map_err(|e| format!("setup.toml: {e}"))?;
        let machines: MachinesFile =
            toml::from_str(MACHINES).map_err(|e| format!("machines.toml: {e}"))?;
        let missions: MissionsFile =
            toml::from_str(MISSIONS).map_err(|e| format!("missions.toml: {e}"))?;
        let data = Data {
            setup,
            machines: machines.machine,
            missions: missions.mission,
        };
        data.validate()?;
        Ok(data)
    }

    fn validate(&self) -> Result<(), String> {
        for id in MachineId::ALL {
            let Some(m) = self.machines.iter().find(|m| m.id == id) else {
                return Err(format!("machine {id:?} is missing"));
            };
            if m.segment.len() != crate::SEGMENTS {
                return Err(format!("machine {id:?} must have 8 segments"));
            }
            for unlock in [
                Unlock::Bonus1,
                Unlock::Bonus2,
                Unlock::Lab3,
                Unlock::Lab4,
                Unlock::Library,
            ] {
                if m.segment.iter().filter(|s| s.unlock == unlock).count() != 1 {
                    return Err(format!(
                        "machine {id:?} must unlock {unlock:?} exactly once"
                    ));
                }
            }
            if m.segment.iter().any(|s| s.bolts + s.copper == 0) {
                return Err(format!("machine {id:?} has a segment without parts"));
            }
        }
        if self.machines.len() != 6 {
            return Err("there must be exactly 6 machines".into());
        }
        if self.missions.len() != 24 || self.missions.iter().filter(|m| m.basic).count() != 5 {
            return Err("there must be 24 missions, 5 of them basic".into());
        }
        for (i, m) in self.missions.iter().enumerate() {
            if !(2..=4).contains(&m.reward) {
                return Err(format!("mission {i} rewards 2, 3 or 4 points"));
            }
            if m.need == Need::Building && m.kind.is_none() {
                return Err(format!("mission {i} needs a building kind"));
            }
            if m.need == Need::Icon && m.icon.is_none() {
                return Err(format!("mission {i} needs an icon"));
            }
        }
        Ok(())
    }

    /// The machine's data.
    pub fn machine(&self, id: MachineId) -> Option<&MachineData> {
        self.machines.iter().find(|m| m.id == id)
    }

    /// Secret Service start for a player count.
    pub fn service_start(&self, players: u32) -> u8 {
        match players {
            2 => self.setup.secret_service.players_2,
            3 => self.setup.secret_service.players_3,
            _ => self.setup.secret_service.players_4,
        }
    }
}

/// The parsed data, or `None` when the embedded files are broken (a unit test rules this out).
pub fn data() -> Option<&'static Data> {
    static DATA: OnceLock<Option<Data>> = OnceLock::new();
    DATA.get_or_init(|| Data::parse().ok()).as_ref()
}
