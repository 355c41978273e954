//! The game state: vocabulary types, the per-player area, the board, and the moves.

use std::collections::VecDeque;

use parlour_plugin_api::{GameRng, Questions, Seat, Text};
use serde::{Deserialize, Serialize};

use crate::data::{Ability, Negative, Positive, Special, data};

// ---------------------------------------------------------------------------------------------
// Vocabulary

/// The four traits (ruling A-02: Brawn, Stealth, Intellect, Magic).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Trait {
    Brawn,
    Stealth,
    Intellect,
    Magic,
}

impl Trait {
    pub const ALL: [Trait; 4] = [Trait::Brawn, Trait::Stealth, Trait::Intellect, Trait::Magic];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn id(self) -> &'static str {
        match self {
            Trait::Brawn => "brawn",
            Trait::Stealth => "stealth",
            Trait::Intellect => "intellect",
            Trait::Magic => "magic",
        }
    }
    pub fn text(self) -> Text {
        Text::formatted(format_args!("trait-{}", self.id()))
    }
    pub fn color(self) -> &'static str {
        match self {
            Trait::Brawn => "red",
            Trait::Stealth => "blue",
            Trait::Intellect => "green",
            Trait::Magic => "orange",
        }
    }
}

/// The four recruitable henchman types, in recruiting order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HType {
    Beasts,
    Criminals,
    Scientists,
    Mystics,
}

impl HType {
    pub const ALL: [HType; 4] = [
        HType::Beasts,
        HType::Criminals,
        HType::Scientists,
        HType::Mystics,
    ];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn id(self) -> &'static str {
        match self {
            HType::Beasts => "beasts",
            HType::Criminals => "criminals",
            HType::Scientists => "scientists",
            HType::Mystics => "mystics",
        }
    }
    pub fn text(self) -> Text {
        Text::formatted(format_args!("type-{}", self.id()))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Difficulty {
    Easy,
    Hard,
    Legendary,
}

impl Difficulty {
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Hard, Difficulty::Legendary];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn id(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Hard => "hard",
            Difficulty::Legendary => "legendary",
        }
    }
    pub fn text(self) -> Text {
        Text::formatted(format_args!("difficulty-{}", self.id()))
    }
}

/// The three Special Locations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Location {
    Underground,
    Hospital,
    Lounge,
}

impl Location {
    pub const ALL: [Location; 3] = [Location::Underground, Location::Hospital, Location::Lounge];
    pub fn id(self) -> &'static str {
        match self {
            Location::Underground => "underground",
            Location::Hospital => "hospital",
            Location::Lounge => "lounge",
        }
    }
    pub fn text(self) -> Text {
        Text::formatted(format_args!("location-{}", self.id()))
    }
}

/// Continent names of the six map spaces A..F (designed except C = Europe).
pub const CONTINENTS: [&str; 6] = [
    "north-america",
    "south-america",
    "europe",
    "africa",
    "asia",
    "oceania",
];

pub fn continent_text(slot: usize) -> Text {
    Text::formatted(format_args!(
        "continent-{}",
        CONTINENTS.get(slot).copied().unwrap_or("europe")
    ))
}

// ---------------------------------------------------------------------------------------------
// Player area

/// What kind of card a henchman is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "card")]
pub enum Card {
    /// A recruited Beast, Criminal, Scientist or Mystic (index into the henchmen data).
    Recruit(u8),
    /// The Lackey of a Supervillain (villain index).
    Lackey(u8),
    /// A Mercenary from Lucifer's Lounge (index into the mercenary data).
    Mercenary(u8),
    /// A Mercenary dealt as Bodyguard (variant): a normal henchman.
    Bodyguard(u8),
}

/// A henchman in a player's area. `uid` is unique within the game and public.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Henchman {
    pub uid: u32,
    pub card: Card,
    pub ready: bool,
    pub injuries: u8,
    pub powers: Vec<u8>,
}

impl Henchman {
    pub fn htype(&self) -> Option<HType> {
        match self.card {
            Card::Recruit(i) => data().henchmen.get(usize::from(i)).map(|h| h.kind),
            _ => None,
        }
    }
    pub fn is_lackey(&self) -> bool {
        matches!(self.card, Card::Lackey(_))
    }
    pub fn is_mercenary(&self) -> bool {
        matches!(self.card, Card::Mercenary(_))
    }
    pub fn name(&self) -> Text {
        let d = data();
        match self.card {
            Card::Recruit(i) => Text::formatted(format_args!(
                "henchman-{}",
                d.henchmen.get(usize::from(i)).map_or("", |h| h.id.as_str())
            )),
            Card::Lackey(v) => Text::formatted(format_args!(
                "lackey-{}",
                d.villains
                    .get(usize::from(v))
                    .map_or("", |h| h.lackey.as_str())
            )),
            Card::Mercenary(i) | Card::Bodyguard(i) => Text::formatted(format_args!(
                "merc-{}",
                d.mercenaries
                    .get(usize::from(i))
                    .map_or("", |h| h.id.as_str())
            )),
        }
    }
    /// Printed traits (advanced Lackeys take their Supervillain's values).
    pub fn base_traits(&self, advanced: bool) -> [u8; 4] {
        let d = data();
        match self.card {
            Card::Recruit(i) => d.henchmen.get(usize::from(i)).map_or([0; 4], |h| h.traits),
            Card::Lackey(v) => {
                if advanced {
                    d.villains
                        .get(usize::from(v))
                        .map_or([1; 4], |v| v.lackey_advanced)
                } else {
                    [1; 4]
                }
            }
            Card::Mercenary(i) | Card::Bodyguard(i) => d
                .mercenaries
                .get(usize::from(i))
                .map_or([0; 4], |h| h.traits),
        }
    }
    /// Trait values with every Power added (ruling A-03: no cap).
    pub fn traits(&self, advanced: bool) -> [u8; 4] {
        let mut t = self.base_traits(advanced);
        for &p in &self.powers {
            if let Some(power) = data().powers.get(usize::from(p)) {
                for (a, b) in t.iter_mut().zip(power.traits) {
                    *a = a.saturating_add(b);
                }
            }
        }
        t
    }
}

/// A built room (by room card) and whether it was activated this round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Room {
    pub card: u8,
    pub used: bool,
}

/// Who activates a room: the Supervillain's meeple or a henchman.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unit {
    Villain,
    Henchman(u32),
}

/// A seat's pending Clean-up decision (hidden until every seat has decided).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CleanupChoice {
    pub unpaid: Vec<u32>,
    pub fire: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Player {
    pub villain: Option<u8>,
    pub meeple_ready: bool,
    pub money: i32,
    pub infamy: i32,
    pub attraction: [i32; 4],
    pub rooms: Vec<Room>,
    pub crew: Vec<Henchman>,
    /// Secret Scheme hand.
    pub schemes: Vec<u8>,
    /// Secret draft hand.
    pub hand: Vec<u8>,
    /// Secret draft pick: (room card, build?).
    pub pick: Option<(u8, bool)>,
    /// Weeks left on the Time track; `None` once the token is on the Player Order track.
    pub weeks: Option<u8>,
    /// Stacking: the highest arrival on a space is on top.
    pub arrival: u32,
    pub time_schemes: u8,
    pub reuse_used: bool,
    pub ice_used: bool,
    pub cleanup: Option<CleanupChoice>,
    /// End-game money bonus received.
    pub bonus: i32,
    /// Contracts completed (for the score breakdown).
    pub completed: u32,
    pub contract_infamy: i32,
    pub scheme_infamy: i32,
    pub room_infamy: i32,
}

impl Player {
    pub fn new() -> Self {
        Player {
            villain: None,
            meeple_ready: true,
            money: 0,
            infamy: 0,
            attraction: [0; 4],
            rooms: Vec::new(),
            crew: Vec::new(),
            schemes: Vec::new(),
            hand: Vec::new(),
            pick: None,
            weeks: None,
            arrival: 0,
            time_schemes: 0,
            reuse_used: false,
            ice_used: false,
            cleanup: None,
            bonus: 0,
            completed: 0,
            contract_infamy: 0,
            scheme_infamy: 0,
            room_infamy: 0,
        }
    }
    pub fn henchman(&self, uid: u32) -> Option<&Henchman> {
        self.crew.iter().find(|h| h.uid == uid)
    }
    pub fn henchman_mut(&mut self, uid: u32) -> Option<&mut Henchman> {
        self.crew.iter_mut().find(|h| h.uid == uid)
    }
    pub fn count_type(&self, t: HType) -> usize {
        self.crew.iter().filter(|h| h.htype() == Some(t)).count()
    }
    pub fn room(&self, card: u8) -> Option<&Room> {
        self.rooms.iter().find(|r| r.card == card)
    }
    pub fn unit_ready(&self, unit: Unit) -> bool {
        match unit {
            Unit::Villain => self.meeple_ready,
            Unit::Henchman(uid) => self.henchman(uid).is_some_and(|h| h.ready),
        }
    }
    pub fn ready_units(&self) -> Vec<Unit> {
        let mut out = Vec::new();
        if self.meeple_ready {
            out.push(Unit::Villain);
        }
        out.extend(
            self.crew
                .iter()
                .filter(|h| h.ready)
                .map(|h| Unit::Henchman(h.uid)),
        );
        out
    }
    pub fn exhaust(&mut self, unit: Unit) {
        match unit {
            Unit::Villain => self.meeple_ready = false,
            Unit::Henchman(uid) => {
                if let Some(h) = self.henchman_mut(uid) {
                    h.ready = false;
                }
            }
        }
    }
    pub fn injuries(&self) -> u32 {
        self.crew.iter().map(|h| u32::from(h.injuries)).sum()
    }
}

impl Default for Player {
    fn default() -> Self {
        Player::new()
    }
}

// ---------------------------------------------------------------------------------------------
// The contract attempt in progress

/// The negative Scheme played against an attempt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayedNegative {
    pub by: Seat,
    pub card: u8,
    pub effect: Negative,
    pub die: Option<Trait>,
}

/// An effect of a contract result (or of a Power room) not yet reached, resolved in order
/// (ruling A-33). The ones that need a decision become a question ([`Ask`]) when reached.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pending {
    Captured,
    Injured,
    Scheme,
    Power,
    /// The negative "injure" Scheme: its player chooses a target.
    SchemerInjury,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Attempt {
    pub seat: Seat,
    pub slot: u8,
    pub team: Vec<u32>,
    pub lackey_trait: Option<Trait>,
    /// Weeks the attempt costs (before the extra-week Scheme).
    pub weeks: u8,
    pub negative: Option<PlayedNegative>,
    /// The contract, once flipped.
    pub contract: Option<u8>,
    /// Dice added before the roll (rooms, abilities).
    pub extra: Vec<Trait>,
    pub target_mod: i32,
    /// The rolled pool: (trait, face index).
    pub dice: Vec<(Trait, u8)>,
    pub rolled: bool,
    pub lackey_reroll_used: bool,
    pub bonus: i32,
    pub success: Option<bool>,
    pub shield_injury: u8,
    pub shield_capture: u8,
    pub consoled: bool,
    pub captured: Vec<u32>,
}

impl Attempt {
    pub fn recommended(&self) -> Option<Trait> {
        self.contract
            .and_then(|c| data().contracts.get(usize::from(c)))
            .map(|c| c.trait_)
    }
}

/// What the rules ask a seat now: one entry of the question stack ([`Maniacal::questions`]).
/// The acting seats, their moves (`moves.rs`) and the bot's choice all follow from it.
///
/// In the Contract Phase the turn's question (`Action`, then an attempt's `BeforeRoll`,
/// `AfterRoll` and `Result`, or `AfterAction`) is settled by the move that ends it; the Scheme
/// window is asked on top of the attempt's question; the special effects' decisions are asked
/// one at a time as `process_pending` reaches them, after the move that caused them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ask {
    /// R-035 (option "chosen"): choose a Supervillain; asked of every seat in Player Order.
    Villain,
    /// R-046 a draft pick, to build or sell: asked of every seat with cards in hand at once,
    /// secret until all have picked.
    Draft,
    /// the active player's action: a contract attempt, a Special Location, an
    /// Action room or passing; positive Schemes meanwhile (ruling A-26).
    Action,
    /// the negative Scheme window of an attempt: an opponent plays one or
    /// declines, asked one at a time clockwise after the active player (rulings ).
    Scheme,
    /// R-083..R-086, R-094 the contract is flipped: Contract rooms and refresh Schemes, then
    /// the roll.
    BeforeRoll,
    /// R-087 rerolls and after-roll Contract rooms, then accepting the roll.
    AfterRoll,
    /// the result is known: after-result Contract rooms and the consolation
    /// Scheme, then collecting the rewards.
    Result,
    /// R-090 Captured: the active player chooses the team member, or cancels it (R-105 P4).
    Captured,
    /// R-090 Injured: the active player chooses the team member, or cancels it (R-105 P4).
    Injured,
    /// R-106..R-110 Powers drawn: the active player gives one of them to a henchman.
    Power(Vec<u8>),
    /// R-091 the negative "injure" Scheme: its player chooses a team member (out of turn).
    SchemerInjury,
    /// P4: the active player may cancel the schemer's injury on this henchman.
    ConfirmInjury(u32),
    /// Ruling A-26 (5): at 0 weeks the player may still play a +2-week Scheme, or finish.
    AfterAction,
    /// R-120..R-123 Clean-up: the henchmen left unpaid and the one fired; asked of every seat
    /// at once, secret until all have decided.
    Cleanup,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    ChooseVillain,
    Draft,
    Contract,
    Cleanup,
    Over,
}

// ---------------------------------------------------------------------------------------------
// Moves

/// A complete move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    ChooseVillain(u8),
    /// Draft: build or sell one room card of the hand (secret until all have chosen).
    Draft {
        card: u8,
        build: bool,
    },
    /// Activate an Action room; `target` for rooms that act on a henchman.
    Room {
        card: u8,
        unit: Unit,
        target: Option<u32>,
    },
    /// Attempt a face-down contract with a team (committed before the Scheme window).
    Attempt {
        slot: u8,
        team: Vec<u32>,
        lackey_trait: Option<Trait>,
    },
    Underground,
    Lounge,
    /// Hoodlum Hospital: one Injury token removed per listed henchman entry.
    Hospital {
        heal: Vec<u32>,
    },
    Pass,
    /// Positive Scheme: +2 weeks.
    Time {
        card: u8,
    },
    /// Positive Scheme: refresh an exhausted henchman.
    Refresh {
        card: u8,
        uid: u32,
    },
    /// Negative Scheme window: play a card against the attempt, or decline.
    Scheme {
        card: u8,
        die: Option<Trait>,
    },
    Decline,
    /// A Contract room during one's own attempt.
    ContractRoom {
        card: u8,
        unit: Unit,
        die: Option<Trait>,
        dice: Vec<u8>,
    },
    Roll,
    /// Reroll dice (by pool index) with the Lackey or a reroll Scheme.
    Reroll {
        source: RerollSource,
        dice: Vec<u8>,
    },
    Accept,
    /// Positive Scheme after a failure: +2 Infamy and $2.
    Console {
        card: u8,
    },
    Continue,
    /// Choose the henchman hit by a Captured or Injured effect.
    Target {
        uid: u32,
    },
    /// Cancel the Injured or Captured effect with a Scheme.
    Cancel {
        card: u8,
    },
    /// Take a drawn Power and give it to a henchman.
    GivePower {
        power: u8,
        uid: u32,
    },
    /// End the turn at 0 weeks.
    Finish,
    /// Clean-up: the henchmen left unpaid and the one fired (secret until all have decided).
    Cleanup(CleanupChoice),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RerollSource {
    Lackey,
    Scheme(u8),
}

/// One click of a composed move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Choice {
    /// A one-click move.
    Act(Action),
    /// Contract attempt: the contract, then team members, then the Lackey's trait.
    Contract(u8),
    Member(u32),
    LackeyTrait(Trait),
    /// Action and Contract rooms: the room, the unit, then its parameter.
    UseRoom(u8),
    Unit(Unit),
    RoomTarget(u32),
    Die(Trait),
    /// Dice to reroll.
    RerollWith(RerollSource),
    RerollDie(u8),
    /// Hoodlum Hospital: the visit, then one Injury token per click.
    Hospital,
    Heal(u32),
    /// Clean-up.
    Unpaid(u32),
    Fire(u32),
}

// ---------------------------------------------------------------------------------------------
// Options and the whole state

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub advanced: bool,
    pub choose_villains: bool,
    pub bodyguards: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Maniacal {
    pub n: u32,
    pub options: Options,
    pub rng: GameRng,
    pub round: u8,
    pub phase: Phase,
    /// The Player Order track, 1st first.
    pub order: Vec<Seat>,
    /// Tokens that reached the Player Order track this Contract Phase, in order.
    pub finished: Vec<Seat>,
    pub arrivals: u32,
    pub players: Vec<Player>,
    /// The six continents: face-down contracts (their fronts are hidden from everyone).
    pub map: [Option<u8>; 6],
    pub contract_decks: [Vec<u8>; 3],
    pub contract_discard: [Vec<u8>; 3],
    /// Henchmen decks; the last card is the face-up top.
    pub henchmen: [Vec<u8>; 4],
    pub room_deck: Vec<u8>,
    /// Sold rooms (face up).
    pub room_discard: Vec<u8>,
    /// Rooms left over at the end of drafts (face down).
    pub room_buried: Vec<u8>,
    pub scheme_deck: Vec<u8>,
    pub scheme_discard: Vec<u8>,
    pub power_deck: Vec<u8>,
    pub power_discard: Vec<u8>,
    /// The Mercenary deck; index 0 is the top.
    pub merc_deck: Vec<u8>,
    pub pick: u8,
    pub next_uid: u32,
    pub attempt: Option<Attempt>,
    /// Who must decide what now: every acting seat and its moves follow from it.
    pub questions: Questions<Ask>,
    pub turn: u32,
    /// The last resolved draft picks, public once revealed: (seat, card, build).
    pub revealed_picks: Vec<(Seat, u8, bool)>,
    /// Recruits of the last Henchmen Phase: (seat, henchman uid).
    pub last_recruits: Vec<(Seat, u32)>,
    /// Effects not yet reached (contract results, Power draws of rooms).
    pub pending: VecDeque<Pending>,
    /// The seat whose action produced `pending`: it draws, and its henchmen are hit.
    pub focus: Seat,
}

impl Maniacal {
    pub fn p(&self, seat: Seat) -> &Player {
        &self.players[seat as usize % self.players.len()]
    }
    pub fn pm(&mut self, seat: Seat) -> &mut Player {
        let n = self.players.len();
        &mut self.players[seat as usize % n]
    }
    pub fn ability(&self, seat: Seat) -> Option<Ability> {
        if !self.options.advanced {
            return None;
        }
        self.p(seat)
            .villain
            .and_then(|v| data().villains.get(usize::from(v)))
            .map(|v| v.ability)
    }
    /// the next active player of the Contract Phase: most weeks left, then on top
    /// of the stack (whom the turn's question is asked, see `next_turn`).
    pub fn active(&self) -> Option<Seat> {
        (0..self.n)
            .filter_map(|s| self.p(s).weeks.map(|w| (w, self.p(s).arrival, s)))
            .filter(|&(w, _, _)| w > 0)
            .max_by_key(|&(w, a, _)| (w, a))
            .map(|(_, _, s)| s)
    }
    /// The length of this round's Time track for a seat.
    pub fn track_len(&self, seat: Seat) -> u8 {
        let base = data().setup.time_tracks[usize::from(self.round.clamp(1, 3) - 1)];
        if self.ability(seat) == Some(Ability::PowerChoice) {
            base.saturating_sub(data().abilities.power_choice.track_shorter)
                .max(1)
        } else {
            base
        }
    }
    /// Weeks to attempt the contract on `slot` (Supervillain's table and ability).
    pub fn contract_weeks(&self, seat: Seat, slot: usize) -> u8 {
        let base = self
            .p(seat)
            .villain
            .and_then(|v| data().villains.get(usize::from(v)))
            .and_then(|v| v.times.get(slot).copied())
            .unwrap_or(4);
        if self.ability(seat) == Some(Ability::FastTravel) {
            let fast = &data().abilities.fast_travel;
            base.saturating_sub(fast.contract_saving)
                .max(fast.contract_floor)
        } else {
            base
        }
    }
    pub fn location_weeks(&self, seat: Seat) -> u8 {
        let w = data().setup.location_weeks;
        if self.ability(seat) == Some(Ability::FastTravel) {
            w + data().abilities.fast_travel.location_extra
        } else {
            w
        }
    }
    pub fn hospital_price(&self, seat: Seat) -> i32 {
        let p = data().setup.hospital_price;
        if self.ability(seat) == Some(Ability::ExtraDie) {
            p + data().abilities.extra_die.hospital_extra
        } else {
            p
        }
    }
    /// Seats after `seat`, clockwise.
    pub fn others_after(&self, seat: Seat) -> Vec<Seat> {
        (1..self.n).map(|i| (seat + i) % self.n).collect()
    }
    pub fn scheme(&self, card: u8) -> Option<&'static crate::data::SchemeData> {
        data().schemes.get(usize::from(card))
    }
    pub fn holds_positive(&self, seat: Seat, effect: Positive) -> Vec<u8> {
        self.p(seat)
            .schemes
            .iter()
            .copied()
            .filter(|&c| self.scheme(c).is_some_and(|s| s.positive == effect))
            .collect()
    }
    /// Trait dice a team member adds to a pool.
    pub fn member_dice(&self, h: &Henchman, lackey_trait: Option<Trait>) -> [u8; 4] {
        let t = h.traits(self.options.advanced);
        if h.is_lackey() {
            let mut out = [0; 4];
            let chosen = lackey_trait.unwrap_or(Trait::Brawn);
            out[chosen.index()] = t[chosen.index()];
            out
        } else {
            t
        }
    }
    /// The team's dice pool per trait.
    pub fn team_pool(&self, seat: Seat, team: &[u32], lackey_trait: Option<Trait>) -> [u8; 4] {
        let mut pool = [0u8; 4];
        for &uid in team {
            if let Some(h) = self.p(seat).henchman(uid) {
                for (a, b) in pool.iter_mut().zip(self.member_dice(h, lackey_trait)) {
                    *a = a.saturating_add(b);
                }
            }
        }
        pool
    }
    /// Successes a die shows (ruling D-03: the icon doubles on the recommended trait).
    pub fn die_value(&self, die: (Trait, u8), recommended: Option<Trait>) -> i32 {
        let dice = &data().setup.dice;
        let v = i32::from(dice.faces.get(usize::from(die.1)).copied().unwrap_or(0));
        if die.1 == dice.icon && Some(die.0) == recommended {
            v * 2
        } else {
            v
        }
    }
    pub fn successes(&self) -> i32 {
        match &self.attempt {
            Some(a) => {
                let rec = a.recommended();
                a.dice.iter().map(|&d| self.die_value(d, rec)).sum::<i32>() + a.bonus
            }
            None => 0,
        }
    }
    pub fn target(&self) -> i32 {
        match &self.attempt {
            Some(a) => {
                let base = a
                    .contract
                    .and_then(|c| data().contracts.get(usize::from(c)))
                    .map_or(0, |c| c.target);
                (base + a.target_mod).max(0)
            }
            None => 0,
        }
    }
    /// The face-down contract's back: (difficulty, team size, recommended trait).
    pub fn back(&self, slot: usize) -> Option<(Difficulty, u8, Trait)> {
        self.map
            .get(slot)
            .copied()
            .flatten()
            .and_then(|c| data().contracts.get(usize::from(c)))
            .map(|c| (c.difficulty, c.size, c.trait_))
    }
    pub fn special_texts(effects: &[Special]) -> Vec<Text> {
        effects
            .iter()
            .map(|e| Text::formatted(format_args!("special-{}", e.id())))
            .collect()
    }
}
