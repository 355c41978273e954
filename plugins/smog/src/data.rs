//! Designed content, parsed from the TOML files in `data/` (embedded at compile time): the die,
//! the gentlemen, adversaries and allies, every card, the tiles, the chapters and the one-shot
//! levels. The rulebook gives names and rules; the numbers here are designed (see README).

use std::sync::OnceLock;

use rustc_hash::FxHashMap;
use serde::{Deserialize, Serialize};

use crate::board::grid::{Grid, Pos};
use crate::board::map::{Drawing, close_border};

const DICE: &str = include_str!("../data/dice.toml");
const GENTLEMEN: &str = include_str!("../data/gentlemen.toml");
const ADVERSARIES: &str = include_str!("../data/adversaries.toml");
const CARDS: &str = include_str!("../data/cards.toml");
/// The full decks of the content budget (D-06 to D-11), on top of `cards.toml`.
const MORE_CARDS: [(&str, &str); 3] = [
    (
        "cards/equipment.toml",
        include_str!("../data/cards/equipment.toml"),
    ),
    (
        "cards/advantages.toml",
        include_str!("../data/cards/advantages.toml"),
    ),
    (
        "cards/nemesis.toml",
        include_str!("../data/cards/nemesis.toml"),
    ),
];
const TILES: &str = include_str!("../data/tiles.toml");
const LEVELS: &str = include_str!("../data/levels.toml");
const CHAPTERS: [&str; 6] = [
    include_str!("../data/chapters/chapter1.toml"),
    include_str!("../data/chapters/chapter2.toml"),
    include_str!("../data/chapters/chapter3.toml"),
    include_str!("../data/chapters/chapter4.toml"),
    include_str!("../data/chapters/chapter5.toml"),
    include_str!("../data/chapters/chapter6.toml"),
];

/// A face of the custom die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Face {
    Hit,
    HitPlus,
    Crown,
    Dodge,
    Cover,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Profession {
    Knight,
    Mechanist,
    Arcanist,
    Dilettante,
    Monster,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ability {
    Charge,
    Elusive,
    Counterattack,
}

/// A gentleman's gift (the rulebook names them; the numbers are designed).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Gift {
    /// Attack bonus, melee only: +2 dice and a hit-plus counts as 2 hits.
    SteamFist,
    /// With the Tesla gloves each crown taken as a hit also gives 1 ether.
    Dynamo,
    /// Upkeep: +1 attack die and +1 defence die while paid.
    ChannelSenses,
    /// Bonus action: a free attack with the symbiont rifle.
    SymbioticBond,
    /// +2 melee dice on the attack of a charge.
    WildCharge,
}

#[derive(Clone, Debug, Deserialize)]
pub struct GentlemanDef {
    pub id: String,
    pub profession: Profession,
    pub agility: u8,
    pub accuracy: u8,
    pub strength: u8,
    pub left: u8,
    pub right: u8,
    pub ether: u8,
    pub abilities: Vec<Ability>,
    pub slots: u8,
    pub start: Vec<String>,
    pub gift: Gift,
    pub gift_cost: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SheetKind {
    Minion,
    Agent,
}

/// Gifts of adversary sheets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AdvGift {
    /// Ignores 1 damage of every attack against it.
    RubberBones,
    /// Joins a group attack with +3 dice instead of +2.
    Horde,
    /// Its melee attacks set fire; it leaves fire where it falls.
    Burning,
    /// Its melee attacks sweep one more enemy adjacent to the target.
    SweepMelee,
    /// When hurt, 2 ether: 2 shambling zombies appear next to it.
    SpareParts,
    /// +1 action while the other brother is dead.
    BloodBrothers,
    /// Attack bonus, 2 ether, ranged: +2 dice and sweep.
    Buckshot,
    /// +2 agility on outdoor squares.
    LongLegs,
    /// Attack bonus, 1 ether per die (up to 2), on outdoor squares only.
    Pyromaniac,
    /// Its melee attacks knock down every figure they damage.
    Hammer,
    /// Its melee attacks heal it 1 per damage they deal.
    LifeDrain,
    /// Fire never damages it.
    Fireproof,
    /// Heals 1 at the start of each of its activations.
    Regenerate,
    /// Allies: an action puts out the fire on its square or an adjacent one.
    Extinguish,
}

#[derive(Clone, Debug, Deserialize)]
pub struct Version {
    pub agility: u8,
    pub accuracy: u8,
    pub strength: u8,
    #[serde(default = "one")]
    pub life: u8,
    #[serde(default)]
    pub ether: u8,
    #[serde(default)]
    pub short_range: bool,
    #[serde(default)]
    pub abilities: Vec<Ability>,
    #[serde(default)]
    pub gifts: Vec<AdvGift>,
}

fn one() -> u8 {
    1
}
fn one_u32() -> u32 {
    1
}

#[derive(Clone, Debug, Deserialize)]
pub struct SheetDef {
    pub id: String,
    pub kind: SheetKind,
    pub figures: u8,
    pub version: Vec<Version>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct AllyDef {
    pub id: String,
    pub figures: u8,
    pub agility: u8,
    pub accuracy: u8,
    pub strength: u8,
    pub life: u8,
    pub short_range: bool,
    #[serde(default)]
    pub abilities: Vec<Ability>,
    #[serde(default)]
    pub gifts: Vec<AdvGift>,
    /// A non-combatant (the witness): she never attacks, helps an attack or strikes back, and
    /// is carried by a friend (see `Goals::witness`).
    #[serde(default)]
    pub noncombatant: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardKind {
    Weapon,
    Item,
    Utensil,
    Artefact,
    Advantage,
    Role,
    Power,
    Chaos,
    Suffering,
    /// Won in the campaign; a lasting benefit for a gentleman or an agent (no slot).
    MolochStone,
}

impl CardKind {
    /// Arsenal cards take a slot.
    pub fn arsenal(self) -> bool {
        matches!(self, CardKind::Weapon | CardKind::Item)
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Timing {
    #[default]
    Permanent,
    Upkeep,
    Action,
    FreeAction,
    BonusAction,
    AttackBonus,
    DefenceBonus,
    WhenDamaged,
    AnyTime,
    AgentActivation,
    MinionActivation,
    GentlemanActivation,
    /// Chaos: when a gentleman is attacked, after the attack roll and before his defence
    /// roll (design D-10; the fight's chaos window, `FightStage::Chaos`).
    GentlemanAttacked,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackKind {
    Melee,
    Ranged,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EtherEffect {
    /// Extra dice: 1 die per ether paid, up to `amount`.
    Dice,
    Reroll,
    Sweep,
    Knockdown,
    Dazed,
    Fire,
    /// Heal 1 per damage the attack deals.
    HealPerDamage,
    /// The defender rolls `amount` dice fewer.
    DefenderMinus,
}

/// Locked doors of a chapter: each door given by the two squares it lies between (they must
/// be orthogonal neighbours with a door between them on the board), and the ally sheet whose
/// figure unlocks them with an action from either side.
#[derive(Clone, Debug, Deserialize)]
pub struct LockedDoors {
    pub doors: Vec<[i32; 4]>,
    pub by: String,
}

/// What a non-weapon card does (engine ids; each is implemented in `cards.rs`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Effect {
    #[default]
    None,
    MeleeDice,
    RangedDice,
    AnyDice,
    DefenceDice,
    Heal,
    HealAdjacent,
    HealAll,
    Prevent,
    Bomb,
    Ether,
    Crystal,
    EtherMax,
    ExtraCross,
    Mp,
    Leader,
    Bodyguard,
    DrawChaos,
    CommandMinions,
    PlaceFire,
    Summon,
    ShadowGrip,
    AgentHeal,
    Haste,
    Drain,
    SummonManhole,
    AgentHitPlus,
    MinionCoverHits,
    FierceAttack,
    Blaze,
    Supply,
    Trip,
    SummonAgent,
    AgentDice,
    StrengthMinus,
    Bleeding,
    Concussion,
    Shaken,
    LoseEther,
    AgilityMinus,
    /// Guardian Angel: step in front of an attacked friend and take the attack.
    GuardianAngel,
    /// Imitator: copy an advantage card of a gentleman in sight until your next activation.
    Imitate,
    /// Taunt: up to 3 enemies in sight come up to 3 squares each towards you.
    Taunt,
    /// Blind Rage: the Nemesis charges with the gentleman at once.
    BlindRage,
    /// Sacrifice: a free attack at once, then `amount` damage.
    Sacrifice,
    /// Smog: until the clean-up no line of sight passes through a 3 x 3 area.
    Smog,
    /// Puppet Strings: one agent or minion moves up to `amount` squares, without
    /// disengagement damage.
    Puppet,
    /// Extra life: crosses for a gentleman, life for an agent.
    Life,
    /// A hit-plus counts as 2 hits when this figure attacks.
    HitPlus,
    /// A cover face counts as a dodge when this figure defends.
    CoverDodge,
    /// Chaos, when a gentleman is attacked: he rolls `amount` fewer defence dice.
    DefenceMinus,
    /// Chaos, when a gentleman is attacked: the attack counts `amount` more hits on him.
    ExtraHits,
    /// Suffering: the gentleman loses the utensil he has carried longest.
    LoseUtensil,
}

#[derive(Clone, Debug, Deserialize)]
pub struct CardDef {
    pub id: String,
    pub kind: CardKind,
    #[serde(default)]
    pub deck: Option<String>,
    #[serde(default = "one_u32")]
    pub copies: u32,
    #[serde(default)]
    pub profession: Option<Profession>,
    #[serde(default)]
    pub basic: bool,
    #[serde(default)]
    pub attack: Option<AttackKind>,
    #[serde(default)]
    pub short: bool,
    #[serde(default)]
    pub bonus: u8,
    #[serde(default)]
    pub ether: u8,
    #[serde(default)]
    pub ether_effect: Option<EtherEffect>,
    #[serde(default)]
    pub amount: u8,
    #[serde(default)]
    pub effect: Effect,
    #[serde(default)]
    pub cost: u8,
    #[serde(default)]
    pub timing: Timing,
}

#[derive(Clone, Debug, Deserialize)]
pub struct TileDef {
    pub id: String,
    pub drawing: String,
}

#[derive(Clone, Debug, Deserialize)]
pub struct TilePlace {
    pub tile: String,
    pub x: i32,
    pub y: i32,
    /// Quarter turns clockwise (0 to 3).
    #[serde(default)]
    pub rot: u8,
}

/// Figures arriving at the start of a round.
#[derive(Clone, Debug, Deserialize)]
pub struct Arrival {
    pub round: u8,
    pub sheet: String,
    pub at: Vec<[i32; 2]>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct Placement {
    pub sheet: String,
    pub at: Vec<[i32; 2]>,
}

#[derive(Clone, Debug, Default, Deserialize)]
pub struct Goals {
    #[serde(default)]
    pub escaped: Option<u8>,
    #[serde(default)]
    pub searched: Option<u8>,
    #[serde(default)]
    pub brothers: bool,
    pub defeats: u8,
    /// Gentlemen: seal this many manholes (an action next to or on one).
    #[serde(default)]
    pub sealed: Option<u8>,
    /// Gentlemen: this ally leaves through an exit.
    #[serde(default)]
    pub escort: Option<String>,
    /// The escorted ally carries a non-combatant out (the Tin Nanny and the witness, D-04):
    /// she makes no attacks and has 1 movement point less while she carries him.
    #[serde(default)]
    pub carries: bool,
    /// The non-combatant who is carried (the witness, D-04): a figure of her own, carried by
    /// the escorted ally at the start. Any friend who may fight carries her (hands full), sets
    /// her down beside him, hands her to a friend next to him or picks her up from beside him,
    /// each with an action; on her feet she walks in the allies' activation and never
    /// attacks. The gentlemen win when she leaves through an exit (carried or on foot), the
    /// Nemesis when she dies (`escort_dies`); whoever carries her falls, she is set down.
    #[serde(default)]
    pub witness: Option<String>,
    /// Gentlemen: every figure of this sheet is dead.
    #[serde(default)]
    pub kill: Option<String>,
    /// Gentlemen: they win when the last round ends (a defence).
    #[serde(default)]
    pub hold: bool,
    /// Nemesis: this many figures of `breakout_sheet` leave through an exit.
    #[serde(default)]
    pub breakout: Option<u8>,
    #[serde(default)]
    pub breakout_sheet: Option<String>,
    /// Nemesis: the escorted ally dies.
    #[serde(default)]
    pub escort_dies: bool,
    /// Nemesis: this many bombs planted on the chapter's special markers.
    #[serde(default)]
    pub bombs: Option<u8>,
    /// Nemesis: this many districts of Burning London burn.
    #[serde(default)]
    pub districts: Option<u8>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct ChapterDef {
    pub id: String,
    pub number: u8,
    pub width: i32,
    pub height: i32,
    pub rounds: u8,
    pub tiles: Vec<TilePlace>,
    /// Doors locked at the start and the ally who unlocks them (Blackmore, design D-04).
    #[serde(default)]
    pub locked: Option<LockedDoors>,
    #[serde(default)]
    pub fire: Vec<[i32; 2]>,
    #[serde(default)]
    pub exits: Vec<[i32; 2]>,
    pub gentlemen: Vec<[i32; 2]>,
    #[serde(default)]
    pub equipment_decks: Vec<String>,
    #[serde(default)]
    pub agents: Vec<Placement>,
    #[serde(default)]
    pub minions: Vec<Placement>,
    #[serde(default)]
    pub allies: Vec<Placement>,
    pub goals: Goals,
    /// Overlays placed over the tiles, in order.
    #[serde(default)]
    pub overlays: Vec<TilePlace>,
    /// Crates, rubble (which opens the walls around its square) and manhole covers placed by
    /// the chapter on top of the tiles.
    #[serde(default)]
    pub crates: Vec<[i32; 2]>,
    #[serde(default)]
    pub rubble: Vec<[i32; 2]>,
    #[serde(default)]
    pub manholes: Vec<[i32; 2]>,
    /// Special markers (bomb sites, the ritual site).
    #[serde(default)]
    pub sites: Vec<[i32; 2]>,
    /// Figures that arrive later: (round, placement) at the start of that round's command
    /// phase, on the nearest free squares.
    #[serde(default)]
    pub arrivals: Vec<Arrival>,
    /// The finale's Burning London board.
    #[serde(default)]
    pub london: Option<crate::london::LondonDef>,
    /// Special rule (Chapter I's panic in the stalls; Chapters II, III, V and VI for balance):
    /// at the start of every round after the first, the Nemesis takes this much ether into his
    /// supply for each power card he holds beyond the basic ones, so the level's extra powers
    /// feed him.
    #[serde(default)]
    pub supply_per_power: u8,
    /// What each result carries into the next chapter of a campaign.
    #[serde(default)]
    pub campaign: CampaignDef,
}

/// A chapter's campaign section: the consequences of each side's win (issue 15). Chapter
/// files write it as `[campaign.gentlemen]` and `[campaign.nemesis]`.
#[derive(Clone, Debug, Default, Deserialize)]
pub struct CampaignDef {
    /// When the gentlemen win the chapter.
    #[serde(default)]
    pub gentlemen: Consequence,
    /// When the Nemesis wins the chapter.
    #[serde(default)]
    pub nemesis: Consequence,
    /// Fluent id of the story read out when the chapter starts (issue 24).
    #[serde(default)]
    pub intro: String,
    /// Agents met earlier who return, each after his fate (`campaign/story.rs`).
    #[serde(default)]
    pub returns: Vec<crate::campaign::story::Recurring>,
    /// The finale's set-up after the campaign so far: twists by chapters won.
    #[serde(default)]
    pub tally: Vec<crate::campaign::story::Tally>,
}

/// What one result of a chapter brings into the next chapter.
#[derive(Clone, Debug, Default, Deserialize)]
pub struct Consequence {
    /// Moloch stones the winning side picks from the stone deck (the gentlemen's join the
    /// shared pool; the Nemesis assigns his to agents, A-61).
    #[serde(default)]
    pub moloch_stones: u8,
    /// Conspiracy points the Nemesis gains for the next chapter's set-up.
    #[serde(default)]
    pub conspiracy: u8,
    /// Equipment the gentlemen draw into the shared pool: one card from each deck named.
    #[serde(default)]
    pub draw: Vec<String>,
    /// Power cards the Nemesis takes at once (kept for the campaign, at most six).
    #[serde(default)]
    pub powers: u8,
    /// Power cards the Nemesis must leave out of the next chapter (he chooses which).
    #[serde(default)]
    pub lose_powers: u8,
    /// Ether the Nemesis's supply starts the next chapter with, on top of the usual.
    #[serde(default)]
    pub supply: u8,
    /// Fluent id of the story text read out after the chapter.
    #[serde(default)]
    pub text: String,
    /// Fluent id of the outcome's story (what it means for the next chapter).
    #[serde(default)]
    pub outcome: String,
    /// What the outcome changes on the next chapter's table (`campaign/story.rs`).
    #[serde(default)]
    pub next: crate::campaign::story::Twist,
}

#[derive(Clone, Debug, Deserialize)]
pub struct LevelDef {
    pub id: String,
    pub simple: u8,
    pub special: u8,
    pub royal: u8,
    pub artefact: u8,
    pub utensil: u8,
    /// Advantage cards per gentleman, in gentleman order.
    pub advantages: Vec<u8>,
    pub conspiracy: u8,
    pub powers: u8,
}

/// The Nemesis advantages bought with conspiracy points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NemAdv {
    /// +2 ether supply.
    Supply,
    /// One agent: a cover face counts as a dodge when defending.
    CoverDodge,
    /// One minion type: a hit-plus counts as 2 hits when attacking.
    MinionHitPlus,
    /// One agent: +5 life.
    AgentLife,
    /// One agent: +1 agility, accuracy or strength.
    AgentAttr,
    /// One minion type: +1 agility.
    MinionAgility,
}

#[derive(Clone, Debug, Deserialize)]
pub struct AdvantageDef {
    pub id: NemAdv,
    pub cost: u8,
    /// Purchases per chapter; 0 = unlimited.
    pub limit: u8,
    #[serde(default)]
    pub target: Option<String>,
}

#[derive(Deserialize)]
struct DiceFile {
    faces: Vec<Face>,
}
#[derive(Deserialize)]
struct GentlemenFile {
    gentleman: Vec<GentlemanDef>,
}
#[derive(Deserialize)]
struct AdversaryFile {
    sheet: Vec<SheetDef>,
    ally: Vec<AllyDef>,
}
#[derive(Deserialize)]
struct CardFile {
    card: Vec<CardDef>,
}
#[derive(Deserialize)]
struct TileFile {
    tile: Vec<TileDef>,
    #[serde(default)]
    overlay: Vec<TileDef>,
}
#[derive(Deserialize)]
struct LevelFile {
    level: Vec<LevelDef>,
    advantage: Vec<AdvantageDef>,
}

/// All designed content.
#[derive(Clone, Debug, Default)]
pub struct Data {
    pub faces: Vec<Face>,
    pub gentlemen: Vec<GentlemanDef>,
    pub sheets: Vec<SheetDef>,
    pub allies: Vec<AllyDef>,
    pub cards: Vec<CardDef>,
    pub tiles: Vec<TileDef>,
    pub overlays: Vec<TileDef>,
    pub chapters: Vec<ChapterDef>,
    pub levels: Vec<LevelDef>,
    pub advantages: Vec<AdvantageDef>,
    /// Cards by id, in a hash map with a fast hash for short keys: cards are looked up by name
    /// on every move (a sorted map's string comparisons took some 8% of a random game).
    by_card: FxHashMap<String, usize>,
}

impl Data {
    pub fn parse() -> Result<Data, String> {
        let dice: DiceFile = toml::from_str(DICE).map_err(|e| format!("dice.toml: {e}"))?;
        let gentlemen: GentlemenFile =
            toml::from_str(GENTLEMEN).map_err(|e| format!("gentlemen.toml: {e}"))?;
        let adversaries: AdversaryFile = toml::from_str(&tuned("adversaries.toml", ADVERSARIES))
            .map_err(|e| format!("adversaries.toml: {e}"))?;
        let mut cards: CardFile = toml::from_str(CARDS).map_err(|e| format!("cards.toml: {e}"))?;
        for (name, text) in MORE_CARDS {
            let more: CardFile = toml::from_str(text).map_err(|e| format!("{name}: {e}"))?;
            cards.card.extend(more.card);
        }
        let tiles: TileFile = toml::from_str(TILES).map_err(|e| format!("tiles.toml: {e}"))?;
        let levels: LevelFile = toml::from_str(&tuned("levels.toml", LEVELS))
            .map_err(|e| format!("levels.toml: {e}"))?;
        let mut chapters = Vec::new();
        for (i, text) in CHAPTERS.iter().enumerate() {
            let text = tuned(&format!("chapters/chapter{}.toml", i + 1), text);
            chapters.push(
                toml::from_str::<ChapterDef>(&text)
                    .map_err(|e| format!("chapter {}: {e}", i + 1))?,
            );
        }
        if dice.faces.is_empty() {
            return Err("the die needs faces".into());
        }
        let by_card = cards
            .card
            .iter()
            .enumerate()
            .map(|(i, c)| (c.id.clone(), i))
            .collect();
        let data = Data {
            faces: dice.faces,
            gentlemen: gentlemen.gentleman,
            sheets: adversaries.sheet,
            allies: adversaries.ally,
            cards: cards.card,
            tiles: tiles.tile,
            overlays: tiles.overlay,
            chapters,
            levels: levels.level,
            advantages: levels.advantage,
            by_card,
        };
        data.validate()?;
        Ok(data)
    }

    /// Cross-references: every named card, sheet, tile and square exists.
    fn validate(&self) -> Result<(), String> {
        for g in &self.gentlemen {
            for c in &g.start {
                self.card(c)
                    .ok_or(format!("{}: unknown start card {c}", g.id))?;
            }
        }
        for s in &self.sheets {
            if s.version.len() != 2 {
                return Err(format!("sheet {} needs two versions", s.id));
            }
        }
        for (i, c) in self.cards.iter().enumerate() {
            if self.by_card.get(&c.id) != Some(&i) {
                return Err(format!("card {} is defined twice", c.id));
            }
            if c.kind == CardKind::Weapon && (c.attack.is_none() || c.ether_effect.is_none()) {
                return Err(format!("weapon {} needs attack and ether_effect", c.id));
            }
        }
        for ch in &self.chapters {
            let grid = self.build_grid(ch)?;
            let all = ch
                .gentlemen
                .iter()
                .chain(ch.exits.iter())
                .chain(ch.fire.iter())
                .chain(ch.agents.iter().flat_map(|a| a.at.iter()))
                .chain(ch.minions.iter().flat_map(|a| a.at.iter()))
                .chain(ch.allies.iter().flat_map(|a| a.at.iter()))
                .chain(ch.sites.iter())
                .chain(ch.arrivals.iter().flat_map(|a| a.at.iter()));
            for [x, y] in all {
                if !grid.on_board(Pos::new(*x, *y)) || grid.has_crate(Pos::new(*x, *y)) {
                    return Err(format!(
                        "{}: square ({x},{y}) is off the board or a crate",
                        ch.id
                    ));
                }
            }
            for p in ch.agents.iter().chain(ch.minions.iter()) {
                self.sheet(&p.sheet)
                    .ok_or(format!("{}: unknown sheet {}", ch.id, p.sheet))?;
            }
            for p in &ch.allies {
                self.ally(&p.sheet)
                    .ok_or(format!("{}: unknown ally {}", ch.id, p.sheet))?;
            }
            for a in &ch.arrivals {
                self.sheet(&a.sheet)
                    .ok_or(format!("{}: unknown arriving sheet {}", ch.id, a.sheet))?;
            }
            crate::world::check_chapter(self, ch)?;
            crate::campaign::story::check(self, ch)?;
            if ch.gentlemen.len() != 4 {
                return Err(format!("{}: four gentleman start squares", ch.id));
            }
        }
        Ok(())
    }

    pub fn card(&self, id: &str) -> Option<&CardDef> {
        self.by_card.get(id).and_then(|i| self.cards.get(*i))
    }
    pub fn gentleman(&self, id: &str) -> Option<&GentlemanDef> {
        self.gentlemen.iter().find(|g| g.id == id)
    }
    pub fn sheet(&self, id: &str) -> Option<&SheetDef> {
        self.sheets.iter().find(|s| s.id == id)
    }
    pub fn ally(&self, id: &str) -> Option<&AllyDef> {
        self.allies.iter().find(|s| s.id == id)
    }
    pub fn chapter(&self, number: u8) -> Option<&ChapterDef> {
        self.chapters.iter().find(|c| c.number == number)
    }
    pub fn level(&self, id: &str) -> Option<&LevelDef> {
        self.levels.iter().find(|l| l.id == id)
    }
    pub fn advantage(&self, id: NemAdv) -> Option<&AdvantageDef> {
        self.advantages.iter().find(|a| a.id == id)
    }

    /// Every copy of the cards of a deck (equipment decks by `deck`; chaos, suffering by kind).
    pub fn deck(&self, pick: impl Fn(&CardDef) -> bool) -> Vec<String> {
        let mut out = Vec::new();
        for c in self.cards.iter().filter(|c| pick(c)) {
            for _ in 0..c.copies {
                out.push(c.id.clone());
            }
        }
        out
    }

    /// The chapter's scene: its tiles stamped in order (each turned by its rotation), the
    /// overlays over them, the border closed, then crates, rubble (opening the walls around
    /// it), manhole covers and the starting fire.
    pub fn build_grid(&self, chapter: &ChapterDef) -> Result<Grid, String> {
        let mut grid = Grid::new(chapter.width, chapter.height);
        let layers = [
            (&chapter.tiles, &self.tiles),
            (&chapter.overlays, &self.overlays),
        ];
        for (places, defs) in layers {
            for place in places {
                let tile = defs
                    .iter()
                    .find(|t| t.id == place.tile)
                    .ok_or(format!("unknown tile or overlay {}", place.tile))?;
                let drawing = Drawing::parse(&tile.drawing)
                    .map_err(|e| format!("{}: {}", tile.id, e.0))?
                    .rotated(place.rot);
                drawing
                    .stamp(&mut grid, Pos::new(place.x, place.y))
                    .map_err(|e| format!("{}: {}", tile.id, e.0))?;
            }
        }
        close_border(&mut grid);
        for [x, y] in &chapter.crates {
            grid.set_crate(Pos::new(*x, *y), true);
        }
        for [x, y] in &chapter.rubble {
            crate::board::map::place_rubble(&mut grid, Pos::new(*x, *y));
        }
        for [x, y] in &chapter.manholes {
            if let Some(i) = grid.index(Pos::new(*x, *y)) {
                grid.manholes[i] = true;
            }
        }
        for [x, y] in &chapter.fire {
            grid.set_fire(Pos::new(*x, *y), true);
        }
        Ok(grid)
    }
}

/// A data file's text: the embedded one, or in the tests' balance benchmarks the same file
/// under the directory `SMOG_TUNE` when that is set (to try numbers without a rebuild).
fn tuned(name: &str, embedded: &'static str) -> std::borrow::Cow<'static, str> {
    #[cfg(test)]
    if let Ok(dir) = std::env::var("SMOG_TUNE")
        && let Ok(text) = std::fs::read_to_string(std::path::Path::new(&dir).join(name))
    {
        return text.into();
    }
    let _ = name;
    embedded.into()
}

/// The parsed content (empty when the files do not parse; `setup` then refuses to start and a
/// unit test fails).
pub fn data() -> &'static Data {
    static DATA: OnceLock<(Data, Option<String>)> = OnceLock::new();
    &DATA
        .get_or_init(|| match Data::parse() {
            Ok(d) => (d, None),
            Err(e) => (Data::default(), Some(e)),
        })
        .0
}

/// Why the content did not parse, if it did not.
pub fn data_error() -> Option<String> {
    static ERR: OnceLock<Option<String>> = OnceLock::new();
    ERR.get_or_init(|| Data::parse().err()).clone()
}
