//! The state of a chapter and the moves: figures, the activation board, the Nemesis's board and
//! hand, the decks, the attack in progress, and the `Action`/`Choice` vocabulary.

use parlour_plugin_api::{GameRng, Seat};
use serde::{Deserialize, Serialize};

use crate::board::{Grid, Hop, Pos};
use crate::data::{
    Ability, AdvGift, AttackKind, CardKind, Effect, Face, Gift, NemAdv, SheetKind, data,
};

pub type FigId = u16;

/// The two sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Team {
    Nemesis,
    Gentlemen,
}

impl Team {
    /// The side a seat plays: seat 0 the Nemesis, every other seat the gentlemen.
    pub fn of_seat(seat: Seat) -> Team {
        if seat == NEMESIS_SEAT {
            Team::Nemesis
        } else {
            Team::Gentlemen
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FigKind {
    Gentleman,
    Agent,
    Minion,
    Ally,
}

impl FigKind {
    pub fn team(self) -> Team {
        match self {
            FigKind::Gentleman | FigKind::Ally => Team::Gentlemen,
            FigKind::Agent | FigKind::Minion => Team::Nemesis,
        }
    }
}

/// One attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Attr {
    Agility,
    Accuracy,
    Strength,
}

/// A figure on the scene (or removed from it).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Figure {
    pub id: FigId,
    pub kind: FigKind,
    /// Gentleman id, adversary sheet id or ally id.
    pub def: String,
    pub pos: Pos,
    pub damage: u8,
    pub ether: u8,
    pub knocked: bool,
    /// A gentleman lying defeated (he stays on the scene).
    pub defeated: bool,
    /// Removed from the scene (a dead adversary or ally, an escaped gentleman).
    pub gone: bool,
    pub escaped: bool,
    /// Gentlemen: equipment cards (arsenal and others).
    pub equipment: Vec<String>,
    pub advantages: Vec<String>,
    pub role: Option<String>,
    pub suffering: Vec<String>,
    /// Ether lying on the upkeep gift (Channel Senses).
    pub upkeep: u8,
    /// Imitator: the advantage card copied until the start of his next activation.
    #[serde(default)]
    pub copy: Option<String>,
    /// Upkeep cards paid for: each holds its cost in ether, and works, until the start of his
    /// next activation (then the ether goes to the Nemesis).
    #[serde(default)]
    pub upkept: Vec<String>,
}

impl Figure {
    /// A figure entering the scene unhurt, without ether, cards or upkeep.
    pub fn new(id: FigId, kind: FigKind, def: &str, pos: Pos) -> Figure {
        Figure {
            id,
            kind,
            def: def.to_owned(),
            pos,
            damage: 0,
            ether: 0,
            knocked: false,
            defeated: false,
            gone: false,
            escaped: false,
            equipment: Vec::new(),
            advantages: Vec::new(),
            role: None,
            suffering: Vec::new(),
            upkeep: 0,
            copy: None,
            upkept: Vec::new(),
        }
    }

    /// The cards whose rules the figure has: equipment (and Moloch stones), advantage and role
    /// cards, and the advantage an Imitator copies.
    pub fn cards(&self) -> impl Iterator<Item = &String> {
        self.equipment
            .iter()
            .chain(self.advantages.iter())
            .chain(self.role.iter())
            .chain(self.copy.iter())
    }
}

/// An activation card.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ActCard {
    Gentleman(FigId),
    Agent(String),
    Minions,
    Allies,
    Chaos,
}

impl ActCard {
    pub fn team(&self) -> Team {
        match self {
            ActCard::Gentleman(_) | ActCard::Allies => Team::Gentlemen,
            _ => Team::Nemesis,
        }
    }
}

/// Effects that last until the end of the current activation (chaos cards).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mods {
    pub agent_hit_plus: bool,
    pub minion_cover_hits: bool,
    pub agent_dice: u8,
}

/// An activation being resolved: the revealed card, or a figure or group activated by a power,
/// chaos card or the Leader role on top of it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Activation {
    pub card: ActCard,
    pub team: Team,
    /// Actions left per activated figure (fixed at the start).
    pub left: Vec<(FigId, u8)>,
    pub power_used: bool,
    pub powers_used: Vec<String>,
    pub bonus_used: Vec<FigId>,
    /// Targets already attacked by minions or allies in this activation.
    pub attacked: Vec<FigId>,
    pub mods: Mods,
    /// A nested activation (power, chaos card, Leader): only movement and attacks.
    pub nested: Nested,
    /// The defeated gentleman's activation: only self-revival.
    pub revival: bool,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Nested {
    #[default]
    No,
    /// Command Minions: 1 action each.
    Command,
    /// Fierce Attack: a move action, then an attack that may be rerolled.
    Fierce,
    /// One move action (Quick March).
    MoveOnly,
    /// The Leader role: the leader (this figure) makes one action of any kind with another
    /// gentleman (ruling A-52); the leader's seat decides for that gentleman meanwhile.
    Lead(FigId),
    /// Puppet Strings: one move of up to this many squares, moved by the Nemesis's hand (no
    /// disengagement damage).
    Strings(u8),
}

/// A move action in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Moving {
    pub fig: FigId,
    pub mp: u8,
    /// The figure is moved by the other side (no disengagement damage).
    pub controlled: bool,
    /// The squares of the walk so far, the start first (for its line in the log).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub path: Vec<crate::board::Pos>,
}

/// How an attack came about.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackMode {
    #[default]
    Action,
    /// Symbiotic Bond: a bonus action with the symbiont rifle, 2 ether.
    Bond,
    /// The attack of a charge.
    Charge,
    Counter,
    /// Fire bottle: every figure adjacent, no weapon.
    Bomb,
    /// Shadow Grip: no attacker figure.
    Grip,
    /// A free attack a card grants at once (Sacrifice).
    Free,
}

/// A declared attack (steps 1 to 3 of the attack sequence).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackDecl {
    pub attacker: FigId,
    pub kind: AttackKind,
    pub target: FigId,
    #[serde(default)]
    pub weapon: Option<String>,
    /// Ether paid for the weapon's ether effect, or an agent's X for Pyromaniac (0: not used).
    #[serde(default)]
    pub ether: u8,
    /// Sweep's extra target.
    #[serde(default)]
    pub sweep: Option<FigId>,
    /// Other minions or allies joining a group attack.
    #[serde(default)]
    pub helpers: Vec<FigId>,
    /// Attack bonuses switched on (gift and card ids).
    #[serde(default)]
    pub bonuses: Vec<String>,
    #[serde(default)]
    pub mode: AttackMode,
}

impl AttackDecl {
    /// An attack with no ether, sweep, helpers or bonuses chosen yet: the start of composing
    /// one, and what checks whether any attack of this kind is possible.
    pub fn plain(
        attacker: FigId,
        kind: AttackKind,
        target: FigId,
        weapon: Option<String>,
        mode: AttackMode,
    ) -> AttackDecl {
        AttackDecl {
            attacker,
            kind,
            target,
            weapon,
            ether: 0,
            sweep: None,
            helpers: Vec::new(),
            bonuses: Vec::new(),
            mode,
        }
    }
}

/// A defender in a fight.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Defender {
    pub fig: FigId,
    pub cover: bool,
    pub dice: Vec<Face>,
    pub rolled: bool,
    pub damage: u8,
    pub countered: bool,
    /// Damage of the roll waiting for the defender's prevention choice.
    #[serde(default)]
    pub pending: u8,
    /// What his prevention card can still absorb of this attack's dazed damage.
    #[serde(default)]
    pub absorb: u8,
    /// Defence dice he loses to chaos cards played on him (Treacherous Footing).
    #[serde(default)]
    pub minus: u8,
    /// Hits the attack counts on him more, from chaos cards (Cruel Blow).
    #[serde(default)]
    pub extra_hits: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FightStage {
    Reroll,
    Crowns,
    /// The Nemesis's chaos window before defender `i` (a gentleman) rolls his defence: cards
    /// played "when a gentleman is attacked" (design D-10, ruling A-33).
    Chaos(u8),
    Defend(u8),
    /// Defender `i` may absorb the damage of his roll with a prevention card.
    Prevent(u8),
    Counter(u8),
}

/// An attack after its roll: the dice, rerolls, crowns, each defender.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Fight {
    pub decl: AttackDecl,
    pub team: Team,
    pub dice: Vec<Face>,
    pub rerolled: Vec<bool>,
    pub can_reroll: bool,
    pub hit_plus_double: bool,
    pub cover_hits: bool,
    pub crowns_as_ether: u8,
    pub knockdown: bool,
    pub dazed: u8,
    pub fire: bool,
    pub heal_per_damage: bool,
    pub defender_minus: u8,
    pub dynamo: bool,
    pub ignore_cover: bool,
    pub defenders: Vec<Defender>,
    pub stage: FightStage,
}

/// Figures the Nemesis places one by one (summons, Spare Parts; ruling A-57): he picks each
/// square and, unless it is fixed, each minion type.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placing {
    /// Spare Parts: the agent pays 2 ether with the first figure (declining places none).
    pub parts: Option<FigId>,
    /// Next to this figure (an agent, Tobias); otherwise next to `at`.
    pub near: Option<FigId>,
    pub at: Pos,
    /// A fixed minion type; otherwise any of the chapter's.
    pub sheet: Option<String>,
    /// Figures still to place.
    pub left: u8,
    /// Whether he may stop before placing all of them ("up to").
    pub optional: bool,
}

/// Something that would damage a gentleman holding a prevention card, waiting for his choice
/// (the card's own trigger: "when you would take damage", ruling A-41).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Guard {
    /// The moving gentleman's next hop (disengagement, entering fire).
    Hop(Hop),
    /// A charge whose walk would hurt him.
    Charge { target: FigId, to: Pos },
    /// The start of his activation (standing in fire, bleeding).
    Start,
}

/// When a chaos card in hand is played by itself (the Nemesis's standing orders).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Trigger {
    /// Only when the Nemesis plays it himself in his activations.
    #[default]
    Manual,
    /// At the first window after a gentleman's movement step where it has an effect.
    AfterStep,
    /// At the first window after a gentleman's action where it has an effect.
    AfterAction,
    /// When a gentleman is attacked: at the fight's window before his defence roll.
    Attacked,
}

/// Where ether the Nemesis receives goes (standing orders).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EtherTarget {
    Power(String),
    Agent(FigId),
}

/// Whether the "any time" chaos windows of the gentlemen's activations ask the Nemesis
/// (ruling A-33; his standing orders). The windows open the same way whatever he holds: what
/// this order says decides whether he is asked, never his hand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WindowOrder {
    /// Asked at every window: the start of an activation, after each movement step, after
    /// each action (the bot's order).
    Steps,
    /// Asked at the start of an activation and after each action; the windows after a step
    /// are answered by the card orders alone (a new game's order).
    Actions,
    /// Never asked: the card orders answer every window at once (an older save's behaviour).
    #[default]
    Never,
}

/// The Nemesis's private standing orders, followed without asking him at every step.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Orders {
    /// Where received ether goes (after `fill`); none: he is asked to distribute it (the
    /// Price of Power, rulebook L1910-1915, L2354-2363).
    #[serde(default)]
    pub ether: Option<EtherTarget>,
    /// A split: received ether first fills this place up to this much ether on it, the rest
    /// goes by `ether`.
    #[serde(default)]
    pub fill: Option<(EtherTarget, u8)>,
    /// Triggers by chaos card id (cards not listed are manual).
    pub chaos: Vec<(String, Trigger)>,
    /// The minion type summons by standing orders place (none: the type with most left).
    #[serde(default)]
    pub minion: Option<String>,
    /// Whether the chaos windows of the gentlemen's activations ask him.
    #[serde(default)]
    pub window: WindowOrder,
}

/// A purchased Nemesis advantage.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bought {
    pub adv: NemAdv,
    /// Agent figure or minion sheet id; none for the supply.
    pub target: Option<String>,
    pub attr: Option<Attr>,
}

/// A power card on the Nemesis board with the ether on it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Power {
    pub id: String,
    pub ether: u8,
}

/// The steps before the first round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SetupStep {
    /// The Nemesis chooses the version of this sheet.
    Version(String),
    /// The Nemesis takes power cards of his choice (how many left).
    Powers(u8),
    /// The Nemesis spends conspiracy points.
    Conspiracy,
    /// The gentlemen name their leader (rulebook L1581-1585; the seat of the leader named so
    /// far decides for the group, as it confirms the sharing out).
    Leader,
    /// The leader gives the remaining role cards.
    Roles,
    /// The gentlemen choose this many different gentlemen who each take one further
    /// advantage card of choice (the balanced level, rulebook L1653); their `Advantages`
    /// steps follow.
    Extra(u8),
    /// A gentleman chooses advantage cards (how many left).
    Advantages(FigId, u8),
    /// The leader shares out the drawn equipment.
    Share,
}

/// Where the round stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Setup,
    Command,
    Activation,
    /// Clean-up fire: the sources still to spread from.
    Fire(Vec<Pos>),
    /// Between two chapters of a campaign (`campaign/intermezzo.rs`).
    Intermezzo,
    Over(Team),
}

/// The whole game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Smog {
    pub seats: u32,
    pub chapter: u8,
    pub level: String,
    pub round: u8,
    pub rounds: u8,
    pub grid: Grid,
    pub exits: Vec<Pos>,
    pub figures: Vec<Figure>,
    /// The seat running each gentleman (seat 0 is the Nemesis).
    pub controller: Vec<(FigId, Seat)>,
    pub leader: FigId,
    pub phase: Phase,
    pub setup: Vec<SetupStep>,
    /// The chapter's adversary sheets with the chosen version (0 or 1).
    pub versions: Vec<(String, u8)>,
    pub gent_row: Vec<ActCard>,
    pub nem_row: Vec<ActCard>,
    /// Resolution order of the board this round, and how many are revealed.
    pub order: Vec<ActCard>,
    pub revealed: usize,
    pub stack: Vec<Activation>,
    pub fights: Vec<Fight>,
    /// Nemesis.
    pub powers: Vec<Power>,
    pub supply: u8,
    pub hand: Vec<String>,
    pub chaos_deck: Vec<String>,
    pub chaos_discard: Vec<String>,
    pub orders: Orders,
    /// The Nemesis changed his orders at this decision already.
    pub orders_changed: bool,
    /// Damage a prevention card still absorbs from the next damage to this figure.
    #[serde(default)]
    pub shield: Option<(FigId, u8)>,
    /// A gentleman whose action just ended: the chaos window after it is still to open.
    #[serde(default)]
    pub after_action: Option<FigId>,
    /// Suffering cards that act at once (Blind Rage, Sacrifice), in the order drawn.
    #[serde(default)]
    pub reactions: Vec<crate::reactions::Reaction>,
    /// A gentleman the Nemesis charges with (Blind Rage) until that charge's attack is over.
    #[serde(default)]
    pub rage: Option<FigId>,
    /// Centres of Smog clouds (3 x 3, until the clean-up).
    #[serde(default)]
    pub smog: Vec<Pos>,
    pub conspiracy: u8,
    pub bought: Vec<Bought>,
    pub deaths: u8,
    /// The chapters' objectives (seals, bombs, figures that left, Burning London).
    #[serde(default)]
    pub world: crate::world::WorldState,
    /// Question-mark marker (crates searched).
    pub question: u8,
    pub searched: Vec<Pos>,
    /// Gentlemen.
    pub suffering_deck: Vec<String>,
    pub suffering_discard: Vec<String>,
    pub pool: Vec<String>,
    pub decks: Vec<(String, Vec<String>)>,
    pub fire_supply: u8,
    /// Event counter and when each side's goal first held (ruling A-49).
    pub events: u32,
    pub gent_goal_at: Option<u32>,
    pub nem_goal_at: Option<u32>,
    pub rng: GameRng,
    /// The last public happenings for the view (dice of the last attack).
    pub last_roll: Vec<Face>,
    pub last_defence: Vec<Face>,
    /// Faces the next rolls show instead of random ones (tests of the worked examples).
    #[serde(skip)]
    pub forced: Vec<Face>,
    /// Set only in the search's sample of a campaign chapter (`hidden::determinize`): the
    /// sample ends with this chapter, its winner taking the game, instead of playing on
    /// through every chapter to the finale (see `rounds.rs`). Never saved, never shown.
    #[serde(skip)]
    pub horizon: Option<u8>,
    /// The campaign this chapter belongs to (none in a one-shot; `campaign/`).
    #[serde(default)]
    pub campaign: Option<Box<crate::campaign::Campaign>>,
    /// Who must decide what now (`questions.rs`): the acting seats and their moves follow
    /// from the top.
    #[serde(default)]
    pub questions: parlour_plugin_api::Questions<crate::questions::Ask>,
}

pub const NEMESIS_SEAT: Seat = 0;
/// Fire markers in the box (ruling A-56).
pub const FIRE_MARKERS: u8 = 30;
/// Short range in squares.
pub const SHORT_RANGE: i32 = 4;
/// Ether the Nemesis gains when a gentleman is defeated.
pub const DEFEAT_ETHER: u8 = 2;

/// A complete move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    // Setup.
    Version {
        sheet: String,
        version: u8,
    },
    TakePower(String),
    Buy {
        adv: NemAdv,
        target: Option<String>,
        attr: Option<Attr>,
    },
    Role {
        fig: FigId,
        card: String,
    },
    Advantage {
        fig: FigId,
        card: String,
    },
    /// The gentlemen name this gentleman their leader.
    Leader(FigId),
    /// These gentlemen take one further advantage card each.
    Extra(Vec<FigId>),
    Give {
        card: String,
        to: Option<FigId>,
        /// An arsenal card the receiver discards first to make room (rulebook L999-1006).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        discard: Option<String>,
    },
    Ready,
    // Command phase.
    Row(Vec<ActCard>),
    // Activation phase.
    Move {
        fig: FigId,
        hop: Hop,
    },
    Hop(Hop),
    Pass {
        card: String,
        to: FigId,
        /// An arsenal card the receiver discards first to make room (rulebook L999-1006).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        discard: Option<String>,
    },
    EndMove,
    Attack(AttackDecl),
    Charge {
        fig: FigId,
        target: FigId,
        to: Pos,
    },
    Rest(FigId),
    Revive {
        fig: FigId,
        target: FigId,
    },
    SelfRevive(FigId),
    StandUp(FigId),
    Escape(FigId),
    Search {
        fig: FigId,
        at: Pos,
    },
    /// A gentleman seals a manhole on or next to his square (chapter objective).
    Seal {
        fig: FigId,
        at: Pos,
    },
    /// An agent plants a bomb on a special marker on or next to his square.
    Plant {
        fig: FigId,
        at: Pos,
    },
    /// A gentleman defuses a planted bomb on or next to his square.
    Defuse {
        fig: FigId,
        at: Pos,
    },
    /// The chapter's key holder (Blackmore) unlocks the locked door between his square and
    /// `at`.
    Unlock {
        fig: FigId,
        at: Pos,
    },
    /// The figure carrying the witness sets her down on a free square beside him.
    SetDown {
        fig: FigId,
        at: Pos,
    },
    /// A friend beside the witness on her feet picks her up.
    PickUp {
        fig: FigId,
        of: FigId,
    },
    /// The figure carrying the witness hands her to a friend beside him.
    HandOver {
        fig: FigId,
        to: FigId,
    },
    /// An ally with Extinguish puts out a fire on or next to its square.
    Douse {
        fig: FigId,
        at: Pos,
    },
    /// A figure leaves the scene through an exit or at the ritual site (chapter objective).
    Leave(FigId),
    Use {
        fig: FigId,
        card: String,
        target: Option<FigId>,
    },
    Upkeep(FigId),
    Lead {
        fig: FigId,
        target: FigId,
    },
    Power {
        card: String,
        figs: Vec<FigId>,
        at: Option<Pos>,
    },
    Chaos {
        card: String,
        figs: Vec<FigId>,
        at: Option<Pos>,
    },
    EndActivation,
    // Reactions inside an attack.
    Reroll(Vec<u8>),
    Crowns(u8),
    Defend {
        elusive: bool,
        bonuses: Vec<String>,
    },
    /// The defender declines his counterattack (he makes one with an `Attack` in counter mode).
    NoCounter,
    /// The defender absorbs his damage with this prevention card, or takes it all.
    Prevent(Option<String>),
    /// The Nemesis places one figure of this type on this square.
    Place {
        sheet: String,
        at: Pos,
    },
    /// The Nemesis places no more figures (or declines Spare Parts).
    EndPlacing,
    /// Guardian Angel: this gentleman steps onto this square next to the attacked friend and
    /// becomes the target.
    Guard {
        fig: FigId,
        at: Pos,
    },
    /// The holder of a Guardian Angel lets the attack go on.
    NoGuard(FigId),
    /// Imitator: copy this advantage card of a gentleman in sight.
    Imitate {
        fig: FigId,
        card: String,
    },
    /// Taunt: one square of one pulled enemy.
    Pull {
        fig: FigId,
        to: Pos,
    },
    /// Taunt: pull no further.
    EndPull,
    /// Blind Rage: the Nemesis charges with the gentleman at `target`, ending on `to`.
    Rage {
        target: FigId,
        to: Pos,
    },
    /// A suffering card that acts at once is let go (no charge; no Sacrifice attack).
    Forgo,
    /// The Price of Power: one ether of those received goes here, or all that are left.
    Distribute {
        to: EtherTarget,
        all: bool,
    },
    /// The Nemesis plays no (more) chaos cards at this window.
    PassWindow,
    // Clean-up: the Nemesis spreads the fire of one source (ruling A-22).
    Fire {
        from: Pos,
        to: Pos,
    },
    // The Nemesis's standing orders.
    Orders(Orders),
    /// A decision between chapters of a campaign (`campaign/intermezzo.rs`).
    Campaign(crate::campaign::Camp),
}

/// One click of a composed move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Choice {
    /// A whole one-click move.
    Act(Action),
    /// Attack composition: attacker, kind, target, weapon, ether, sweep, helpers, bonuses.
    Attacker(FigId),
    /// Symbiotic Bond: a free attack with the symbiont rifle.
    Bond(FigId),
    Kind(AttackKind),
    Target(FigId),
    Weapon(Option<String>),
    Ether(u8),
    Sweep(Option<FigId>),
    Helper(FigId),
    Bonus(String),
    /// Activation row: the next card.
    Card(ActCard),
    /// Reroll: one die.
    Die(u8),
    /// A gentleman picked at the set-up (for a further advantage card).
    Gentleman(FigId),
}

impl Smog {
    #[inline]
    pub fn fig(&self, id: FigId) -> Option<&Figure> {
        self.figures.get(usize::from(id))
    }
    pub fn fig_mut(&mut self, id: FigId) -> Option<&mut Figure> {
        self.figures.get_mut(usize::from(id))
    }
    /// Figures standing on the scene (not removed; defeated gentlemen included).
    #[inline]
    pub fn on_scene(&self) -> impl Iterator<Item = &Figure> {
        self.figures.iter().filter(|f| !f.gone)
    }
    pub fn at(&self, p: Pos) -> Option<&Figure> {
        self.on_scene().find(|f| f.pos == p)
    }
    pub fn controller(&self, fig: FigId) -> Seat {
        self.controller
            .iter()
            .find(|(f, _)| *f == fig)
            .map(|(_, s)| *s)
            .unwrap_or(self.leader_seat())
    }
    pub fn leader_seat(&self) -> Seat {
        self.controller
            .iter()
            .find(|(f, _)| *f == self.leader)
            .map(|(_, s)| *s)
            .unwrap_or(1)
    }
    pub fn team_seat(&self, team: Team) -> Seat {
        match team {
            Team::Nemesis => NEMESIS_SEAT,
            Team::Gentlemen => self.leader_seat(),
        }
    }
    /// The seat deciding for a figure.
    pub fn seat_of(&self, fig: FigId) -> Seat {
        // Blind Rage: the Nemesis makes the charge and its attack with the gentleman.
        if self.rage == Some(fig)
            && (self.charging().is_some_and(|(c, _)| c == fig)
                || self.fights.last().is_some_and(|f| {
                    f.decl.attacker == fig
                        && matches!(f.stage, FightStage::Reroll | FightStage::Crowns)
                }))
        {
            return NEMESIS_SEAT;
        }
        // A gentleman acting on the Leader's order is directed by the leader's seat.
        if let Some(act) = self.stack.last()
            && let Nested::Lead(leader) = act.nested
            && act.left.iter().any(|(f, _)| *f == fig)
        {
            return self.controller(leader);
        }
        match self.fig(fig).map(|f| f.kind) {
            Some(FigKind::Gentleman) => self.controller(fig),
            Some(FigKind::Ally) => self.leader_seat(),
            _ => NEMESIS_SEAT,
        }
    }
    pub fn gentlemen(&self) -> impl Iterator<Item = &Figure> {
        self.figures.iter().filter(|f| f.kind == FigKind::Gentleman)
    }

    /// A figure that stands and acts: on the scene, not defeated.
    #[inline]
    pub fn active(&self, id: FigId) -> bool {
        self.fig(id).is_some_and(|f| !f.gone && !f.defeated)
    }

    /// Enemies of a figure: the other team, on the scene, not defeated.
    #[inline]
    pub fn is_enemy(&self, a: FigId, b: FigId) -> bool {
        match (self.fig(a), self.fig(b)) {
            (Some(x), Some(y)) => x.kind.team() != y.kind.team(),
            _ => false,
        }
    }

    // ---- Stats -----------------------------------------------------------------------------

    pub fn version(&self, sheet: &str) -> u8 {
        self.versions
            .iter()
            .find(|(s, _)| s == sheet)
            .map(|(_, v)| *v)
            .unwrap_or(0)
    }

    fn bought_for<'a>(&'a self, f: &'a Figure) -> impl Iterator<Item = &'a Bought> {
        // An agent's advantages name the figure by its id, the others' their sheet.
        let names = move |t: &str| match f.kind {
            FigKind::Agent => is_decimal_of(t, f.id),
            _ => t == f.def,
        };
        self.bought
            .iter()
            .filter(move |b| b.target.as_deref().is_some_and(names))
    }

    fn base(&self, f: &Figure, attr: Attr) -> i32 {
        let d = data();
        let pick = |ag: u8, ac: u8, st: u8| match attr {
            Attr::Agility => i32::from(ag),
            Attr::Accuracy => i32::from(ac),
            Attr::Strength => i32::from(st),
        };
        match f.kind {
            FigKind::Gentleman => d
                .gentleman(&f.def)
                .map(|g| pick(g.agility, g.accuracy, g.strength))
                .unwrap_or(0),
            FigKind::Ally => d
                .ally(&f.def)
                .map(|a| pick(a.agility, a.accuracy, a.strength))
                .unwrap_or(0),
            FigKind::Agent | FigKind::Minion => d
                .sheet(&f.def)
                .and_then(|s| s.version.get(usize::from(self.version(&f.def))))
                .map(|v| pick(v.agility, v.accuracy, v.strength))
                .unwrap_or(0),
        }
    }

    /// An attribute with every lasting modifier (advantages, suffering, Long Legs).
    pub fn attr(&self, id: FigId, attr: Attr) -> i32 {
        let Some(f) = self.fig(id) else { return 0 };
        let mut v = self.base(f, attr);
        for b in self.bought_for(f) {
            match (b.adv, b.attr) {
                (NemAdv::AgentAttr, Some(a)) if a == attr => v += 1,
                (NemAdv::MinionAgility, _) if attr == Attr::Agility => v += 1,
                _ => {}
            }
        }
        for s in &f.suffering {
            match (data().card(s).map(|c| c.effect), attr) {
                (Some(Effect::StrengthMinus), Attr::Strength)
                | (Some(Effect::AgilityMinus), Attr::Agility) => v -= 1,
                _ => {}
            }
        }
        if attr == Attr::Agility
            && self.adv_gifts(id).contains(&AdvGift::LongLegs)
            && !self.grid.is_indoor(f.pos)
        {
            v += 2;
        }
        v.max(0)
    }

    /// Movement points of one move action.
    pub fn mp(&self, id: FigId) -> u8 {
        let extra: i32 = self
            .card_effects(id)
            .filter(|(e, _, _)| *e == Effect::Mp)
            .map(|(_, n, _)| i32::from(n))
            .sum();
        // Carrying the chapter's non-combatant slows the Tin Nanny (`world.rs`).
        let load = i32::from(self.carrying(id));
        (self.attr(id, Attr::Agility) + extra - load).clamp(0, 20) as u8
    }

    /// Life: crosses (with extra crosses) for gentlemen, sheet life for the others.
    pub fn life(&self, id: FigId) -> u8 {
        let Some(f) = self.fig(id) else { return 1 };
        let d = data();
        match f.kind {
            FigKind::Gentleman => {
                let base = d.gentleman(&f.def).map(|g| g.left + g.right).unwrap_or(1);
                base + self.extra_crosses(id)
            }
            FigKind::Ally => d.ally(&f.def).map(|a| a.life).unwrap_or(1),
            FigKind::Minion => 1,
            FigKind::Agent => {
                let base = d
                    .sheet(&f.def)
                    .and_then(|s| s.version.get(usize::from(self.version(&f.def))))
                    .map(|v| v.life)
                    .unwrap_or(1);
                let bonus = self
                    .bought_for(f)
                    .filter(|b| b.adv == NemAdv::AgentLife)
                    .count() as u8
                    * 5;
                // Moloch stones with extra life.
                let stones: u8 = self
                    .card_effects(id)
                    .filter(|(e, _, _)| *e == Effect::Life)
                    .map(|(_, n, _)| n)
                    .sum();
                base + bonus + stones
            }
        }
    }

    pub fn extra_crosses(&self, id: FigId) -> u8 {
        self.card_effects(id)
            .filter(|(e, _, _)| matches!(e, Effect::ExtraCross | Effect::Bodyguard | Effect::Life))
            .map(|(_, n, _)| n)
            .sum()
    }

    /// The damage at which a gentleman draws a suffering card (extra crosses + left cross).
    pub fn suffering_threshold(&self, id: FigId) -> u8 {
        let left = self
            .fig(id)
            .and_then(|f| data().gentleman(&f.def))
            .map(|g| g.left)
            .unwrap_or(1);
        left + self.extra_crosses(id)
    }

    pub fn max_ether(&self, id: FigId) -> u8 {
        let Some(f) = self.fig(id) else { return 0 };
        let base = data().gentleman(&f.def).map(|g| g.ether).unwrap_or(0);
        let extra: u8 = self
            .card_effects(id)
            .filter(|(e, _, _)| matches!(e, Effect::EtherMax | Effect::Crystal))
            .map(|(_, n, _)| n)
            .sum();
        base + extra
    }

    /// The lasting card effects of a gentleman: (effect, amount, cost) of his arsenal items,
    /// artefacts held, advantage and role cards.
    pub fn card_effects(&self, id: FigId) -> impl Iterator<Item = (Effect, u8, u8)> + '_ {
        let f = self.fig(id);
        f.into_iter().flat_map(Figure::cards).filter_map(move |c| {
            let def = data().card(c)?;
            // An upkeep card works while its ether lies on it (already paid: free).
            if def.timing == crate::data::Timing::Upkeep {
                let paid = f.is_some_and(|f| f.upkept.contains(c));
                return paid.then_some((def.effect, def.amount, 0));
            }
            // Single-use cards act only when used, except the crystal skull's lasting +2.
            let lasting = match def.kind {
                CardKind::Utensil => false,
                CardKind::Artefact => {
                    def.effect == Effect::Crystal || def.timing == crate::data::Timing::Permanent
                }
                _ => true,
            };
            lasting.then_some((def.effect, def.amount, def.cost))
        })
    }

    pub fn abilities(&self, id: FigId) -> Vec<Ability> {
        let Some(f) = self.fig(id) else {
            return Vec::new();
        };
        let d = data();
        match f.kind {
            FigKind::Gentleman => d
                .gentleman(&f.def)
                .map(|g| g.abilities.clone())
                .unwrap_or_default(),
            FigKind::Agent | FigKind::Minion => d
                .sheet(&f.def)
                .and_then(|s| s.version.get(usize::from(self.version(&f.def))))
                .map(|v| v.abilities.clone())
                .unwrap_or_default(),
            FigKind::Ally => d
                .ally(&f.def)
                .map(|a| a.abilities.clone())
                .unwrap_or_default(),
        }
    }

    /// The gifts of an adversary's or ally's sheet (a gentleman has none), as the data lists
    /// them.
    pub fn adv_gifts(&self, id: FigId) -> &'static [AdvGift] {
        let Some(f) = self.fig(id) else {
            return &[];
        };
        match f.kind {
            FigKind::Ally => data().ally(&f.def).map_or(&[], |a| a.gifts.as_slice()),
            FigKind::Gentleman => &[],
            _ => data()
                .sheet(&f.def)
                .and_then(|s| s.version.get(usize::from(self.version(&f.def))))
                .map_or(&[], |v| v.gifts.as_slice()),
        }
    }

    pub fn gift(&self, id: FigId) -> Option<(Gift, u8)> {
        let f = self.fig(id)?;
        data().gentleman(&f.def).map(|g| (g.gift, g.gift_cost))
    }

    /// Whether an adversary or ally makes short-range ranged attacks (gentlemen use weapons).
    pub fn short_range(&self, id: FigId) -> bool {
        let Some(f) = self.fig(id) else { return true };
        match f.kind {
            FigKind::Ally => data().ally(&f.def).is_none_or(|a| a.short_range),
            FigKind::Agent | FigKind::Minion => data()
                .sheet(&f.def)
                .and_then(|s| s.version.get(usize::from(self.version(&f.def))))
                .is_none_or(|v| v.short_range),
            FigKind::Gentleman => true,
        }
    }

    pub fn sheet_kind(&self, sheet: &str) -> Option<SheetKind> {
        data().sheet(sheet).map(|s| s.kind)
    }

    /// Has the figure a suffering card with this effect?
    pub fn suffers(&self, id: FigId, effect: Effect) -> bool {
        self.fig(id).is_some_and(|f| {
            f.suffering
                .iter()
                .any(|s| data().card(s).is_some_and(|c| c.effect == effect))
        })
    }

    pub fn has_ability(&self, id: FigId, a: Ability) -> bool {
        self.abilities(id).contains(&a)
            && !(a != Ability::Charge && self.suffers(id, Effect::Shaken))
    }

    /// The current activation (top of the stack).
    pub fn activation(&self) -> Option<&Activation> {
        self.stack.last()
    }
    pub fn activation_mut(&mut self) -> Option<&mut Activation> {
        self.stack.last_mut()
    }
    pub fn actions_left(&self, fig: FigId) -> u8 {
        self.activation()
            .and_then(|a| a.left.iter().find(|(f, _)| *f == fig))
            .map(|(_, n)| *n)
            .unwrap_or(0)
    }
    pub fn set_actions_left(&mut self, fig: FigId, n: u8) {
        if let Some(a) = self.activation_mut()
            && let Some(slot) = a.left.iter_mut().find(|(f, _)| *f == fig)
        {
            slot.1 = n;
        }
    }
    pub fn spend_action(&mut self, fig: FigId) {
        let n = self.actions_left(fig);
        self.set_actions_left(fig, n.saturating_sub(1));
    }

    /// The equipment deck of this name (mutable), created empty if missing.
    pub fn deck_mut(&mut self, name: &str) -> &mut Vec<String> {
        if let Some(i) = self.decks.iter().position(|(n, _)| n == name) {
            &mut self.decks[i].1
        } else {
            self.decks.push((name.to_owned(), Vec::new()));
            let last = self.decks.len() - 1;
            &mut self.decks[last].1
        }
    }

    /// Rolls `n` dice (forced faces first, for tests).
    pub fn roll_dice(&mut self, n: usize) -> Vec<Face> {
        let take = n.min(self.forced.len());
        let mut out: Vec<Face> = self.forced.drain(..take).collect();
        out.extend(crate::combat::dice::roll(&mut self.rng, n - take));
        out
    }
}

/// Whether `text` is `id` written in decimal (`id.to_string()`), without writing it.
pub(crate) fn is_decimal_of(text: &str, id: FigId) -> bool {
    let mut rest = u32::from(id);
    let mut digits = text.bytes().rev();
    loop {
        match digits.next() {
            Some(d) if d == b'0' + (rest % 10) as u8 => rest /= 10,
            _ => return false,
        }
        if rest == 0 {
            return digits.next().is_none();
        }
    }
}
