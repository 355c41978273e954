//! The designed content, read from `data/cards.toml` (embedded at compile time).

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

/// One operation of an effect. Effects are lists of operations resolved in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case")]
pub enum Op {
    Small {
        n: u32,
    },
    Medium {
        n: u32,
    },
    /// Produce `n` gears, each small or medium by choice.
    AnyGear {
        n: u32,
    },
    /// Produce up to `n` steam.
    Steam {
        n: u32,
    },
    MaxSteam,
    Water {
        n: u32,
    },
    Chrome {
        n: u32,
    },
    Green {
        n: u32,
    },
    /// Take a special marker (green point when the supply is empty).
    Special,
    SpecialOrGreen,
    /// May spend a gear and a steam for a chrome gear.
    MakeChrome,
    Hire,
    BuildOneTime,
    BuildTurn,
    BuildChrome,
    /// Build a turn or a one-time machine.
    BuildMachine,
    Award,
    GreenPerHot,
    GearsPerWater,
    GreenPerRepairedOneTime {
        n: u32,
    },
    GreenPerTurnKind {
        n: u32,
    },
    FreeRepair,
    ReturnAllEngineers,
    ReturnEngineers {
        n: u32,
    },
    SteamToGears {
        per: u32,
    },
    VirtualTurn,
    SearchDiscard,
    /// Move one-time machines between sectors.
    Redistribute,
    /// Move turn machines and unused one-time machines between sectors.
    RedistributeAll,
    SteamForGreenIfL2,
    ReactivateTurn {
        n: u32,
    },
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Cost {
    pub small: u32,
    pub medium: u32,
    pub any: u32,
    pub chrome: u32,
    pub steam: u32,
    /// Diploma engineers to give up.
    pub engineer: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    Blue,
    Green,
    Orange,
    Grey,
    Joker,
}

impl Colour {
    pub fn key(self) -> &'static str {
        match self {
            Colour::Blue => "blue",
            Colour::Green => "green",
            Colour::Orange => "orange",
            Colour::Grey => "grey",
            Colour::Joker => "joker",
        }
    }
    pub fn is_primary(self) -> bool {
        matches!(self, Colour::Blue | Colour::Green | Colour::Orange)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Drive {
    Gear,
    Piston,
    Chain,
}

impl Drive {
    pub const ALL: [Drive; 3] = [Drive::Gear, Drive::Piston, Drive::Chain];
    pub fn index(self) -> usize {
        match self {
            Drive::Gear => 0,
            Drive::Piston => 1,
            Drive::Chain => 2,
        }
    }
    pub fn key(self) -> &'static str {
        match self {
            Drive::Gear => "gear",
            Drive::Piston => "piston",
            Drive::Chain => "chain",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arrow {
    Up,
    Down,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ability {
    Wheel,
    None,
    L1l2EndTurn,
    GearOnL1l2,
    SteamOnL2,
    ShiftPlacement,
    ActivateBuiltTurn,
    OneTimeToX,
    GreenOnOneTimeRepair,
    GreenOnChromeRepair,
    SteamOnChromeRepair,
    EndTurnPlay,
    EndTurnWheel,
    CopySameLevel,
    CopyAnyColour,
    CopyPair,
    ChromeDiscount,
    MediumDiscount,
    SmallDiscount,
    TakeFromStack,
}

impl Ability {
    pub fn key(self) -> &'static str {
        match self {
            Ability::Wheel => "wheel",
            Ability::None => "none",
            Ability::L1l2EndTurn => "l1l2-end-turn",
            Ability::GearOnL1l2 => "gear-on-l1l2",
            Ability::SteamOnL2 => "steam-on-l2",
            Ability::ShiftPlacement => "shift-placement",
            Ability::ActivateBuiltTurn => "activate-built-turn",
            Ability::OneTimeToX => "one-time-to-x",
            Ability::GreenOnOneTimeRepair => "green-on-one-time-repair",
            Ability::GreenOnChromeRepair => "green-on-chrome-repair",
            Ability::SteamOnChromeRepair => "steam-on-chrome-repair",
            Ability::EndTurnPlay => "end-turn-play",
            Ability::EndTurnWheel => "end-turn-wheel",
            Ability::CopySameLevel => "copy-same-level",
            Ability::CopyAnyColour => "copy-any-colour",
            Ability::CopyPair => "copy-pair",
            Ability::ChromeDiscount => "chrome-discount",
            Ability::MediumDiscount => "medium-discount",
            Ability::SmallDiscount => "small-discount",
            Ability::TakeFromStack => "take-from-stack",
        }
    }
}

#[derive(Clone, Debug, Deserialize)]
pub struct StartDef {
    pub key: String,
    pub level: u32,
    pub colours: [Colour; 4],
    pub arrows: [Arrow; 3],
    pub ops: Vec<Op>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct DiplomaDef {
    pub key: String,
    pub colour: Colour,
    pub level: u32,
    pub ops: Vec<Op>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct MachineDef {
    pub key: String,
    #[serde(default = "one")]
    pub count: u32,
    #[serde(default)]
    pub cost: Cost,
    pub ops: Vec<Op>,
}

fn one() -> u32 {
    1
}

#[derive(Clone, Debug, Deserialize)]
pub struct ChromeDef {
    pub key: String,
    #[serde(default)]
    pub basic: bool,
    pub drive: Drive,
    pub points: u32,
    pub cost: Cost,
    pub ability: Ability,
    pub ops: Vec<Op>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct AwardDef {
    pub key: String,
    pub points: u32,
    /// At most this many things are counted (none: no limit).
    #[serde(default)]
    pub max: Option<u32>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct WatchDef {
    pub key: String,
    pub count: u32,
    pub ops: Vec<Op>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct PrototypeDef {
    pub drive: Drive,
    pub ops: Vec<Op>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct RawData {
    pub start: Vec<StartDef>,
    pub diploma: Vec<DiplomaDef>,
    pub one_time: Vec<MachineDef>,
    pub turn: Vec<MachineDef>,
    pub chrome: Vec<ChromeDef>,
    pub award: Vec<AwardDef>,
    pub watch: Vec<WatchDef>,
    pub prototype: Vec<PrototypeDef>,
}

/// An engineer card as played.
#[derive(Clone, Debug)]
pub struct Engineer {
    pub key: String,
    pub colour: Colour,
    /// 1 to 4, 5 stands for 4+.
    pub level: u32,
    pub diploma: bool,
    /// Start set 0..4 (A..D) for start engineers.
    pub set: Option<usize>,
    pub arrow: Arrow,
    pub ops: Vec<Op>,
}

/// Everything, expanded to single cards (card ids index these vectors).
#[derive(Clone, Debug, Default)]
pub struct Data {
    pub engineers: Vec<Engineer>,
    pub one_time_kinds: Vec<MachineDef>,
    /// Kind of each one-time machine card.
    pub one_time: Vec<usize>,
    pub turn_kinds: Vec<MachineDef>,
    pub turn: Vec<usize>,
    pub chrome: Vec<ChromeDef>,
    pub awards: Vec<AwardDef>,
    pub watch_kinds: Vec<WatchDef>,
    pub watches: Vec<usize>,
    pub prototypes: Vec<PrototypeDef>,
}

pub const SOURCE: &str = include_str!("../data/cards.toml");

pub fn parse(source: &str) -> Result<Data, String> {
    let raw: RawData = toml::from_str(source).map_err(|e| e.to_string())?;
    let mut data = Data::default();
    for set in 0..4 {
        for def in &raw.start {
            data.engineers.push(Engineer {
                key: def.key.clone(),
                colour: def.colours[set],
                level: def.level,
                diploma: false,
                set: Some(set),
                arrow: def.arrows.get(set).copied().unwrap_or(Arrow::Up),
                ops: def.ops.clone(),
            });
        }
    }
    for def in &raw.diploma {
        data.engineers.push(Engineer {
            key: def.key.clone(),
            colour: def.colour,
            level: def.level,
            diploma: true,
            set: None,
            arrow: Arrow::Up,
            ops: def.ops.clone(),
        });
    }
    for (kind, def) in raw.one_time.iter().enumerate() {
        data.one_time
            .extend(std::iter::repeat_n(kind, def.count as usize));
    }
    for (kind, def) in raw.turn.iter().enumerate() {
        data.turn
            .extend(std::iter::repeat_n(kind, def.count as usize));
    }
    for (kind, def) in raw.watch.iter().enumerate() {
        data.watches
            .extend(std::iter::repeat_n(kind, def.count as usize));
    }
    data.one_time_kinds = raw.one_time;
    data.turn_kinds = raw.turn;
    // Basic machines first, then the special ones.
    let (basic, special): (Vec<ChromeDef>, Vec<ChromeDef>) =
        raw.chrome.into_iter().partition(|c| c.basic);
    data.chrome = basic.into_iter().chain(special).collect();
    data.awards = raw.award;
    data.watch_kinds = raw.watch;
    data.prototypes = raw.prototype;
    Ok(data)
}

static DATA: OnceLock<Result<Data, String>> = OnceLock::new();
static EMPTY: OnceLock<Data> = OnceLock::new();

/// The parsed data. Empty (and setup refuses to start) if the embedded file were broken.
pub fn data() -> &'static Data {
    match DATA.get_or_init(|| parse(SOURCE)) {
        Ok(data) => data,
        Err(_) => EMPTY.get_or_init(Data::default),
    }
}

pub fn data_error() -> Option<String> {
    DATA.get_or_init(|| parse(SOURCE)).as_ref().err().cloned()
}

/// Number of start engineers (4 sets of 6).
pub const START_CARDS: usize = 24;
pub const BASIC_CHROME: usize = 12;
