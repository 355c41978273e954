//! The Burning London board of the finale (design D-16, from the fragment R-140): districts
//! holding fire markers and the ritual site. The Nemesis sets London on fire: each time the
//! chaos activation card is revealed he rolls the dice of the board (with its rerolls), and,
//! once Moloch's Brood is on the scene, each time a gentleman is defeated; every crown puts
//! one fire marker in a district. A figure of a ritual sheet that reaches the ritual site
//! leaves the scene and puts its fire there too. A district with `capacity` markers burns;
//! the chapter's goal says how many burning districts win the game for the Nemesis.
//!
//! The roll is the Nemesis's own (rulebook L112-124, ruling A-15): he rolls the dice and then
//! has `rerolls` reroll rounds, in each of which he picks any of the dice to roll again (a die
//! may be rerolled in every round; an empty pick keeps the roll). Each round is a question on
//! the stack ([`Ask::London`](crate::questions::Ask::London), a pending question holding the
//! dice), answered by [`Action::Reroll`](crate::state::Action::Reroll) with the dice picked
//! (a `subset` in `moves.rs`); the crowns count once he keeps the dice or has no round left.
//! The roll is public: the question and its log lines show nothing hidden.
//!
//! Ruling kept: a marker always goes to the district with the most fire that still has room
//! (lowest number first), because nothing can put a district's fire out, so spreading the
//! markers never helps him; that placement is made for him and leaks nothing.

use parlour_plugin_api::{Ctx, Text};
use serde::{Deserialize, Serialize};

use crate::data::Face;
use crate::questions::Ask;
use crate::state::{FigKind, Smog};

/// The board as the chapter file describes it (`[london]`).
#[derive(Clone, Debug, Deserialize)]
pub struct LondonDef {
    /// District ids (Fluent `district-<id>`), in board order.
    pub districts: Vec<String>,
    /// Fire markers at which a district burns.
    pub capacity: u8,
    /// Dice rolled when the chaos activation card is revealed.
    pub dice: u8,
    /// Reroll rounds of that roll (in each the Nemesis rerolls any of the dice).
    pub rerolls: u8,
    /// Sheets whose figures perform the ritual on the ritual site (the chapter's sites).
    pub ritual: Vec<String>,
    /// The sheet whose arrival makes every gentleman's defeat a roll too.
    pub brood: String,
}

/// A roll for the board waiting for the Nemesis's rerolls: the dice as they lie and the
/// reroll rounds he has left.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LondonRoll {
    pub dice: Vec<Face>,
    pub rerolls: u8,
}

/// The fire on the board during the finale.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct London {
    /// Fire markers per district, in board order.
    pub fire: Vec<u8>,
    /// The last roll for the board (shown on it).
    pub roll: Vec<Face>,
}

impl London {
    pub fn new(def: &LondonDef) -> London {
        London {
            fire: vec![0; def.districts.len()],
            roll: Vec::new(),
        }
    }

    /// Districts that burn.
    pub fn burning(&self, def: &LondonDef) -> u8 {
        self.fire.iter().filter(|f| **f >= def.capacity).count() as u8
    }

    /// Puts one marker in the district with the most fire that still has room; returns it.
    pub fn add_fire(&mut self, def: &LondonDef) -> Option<usize> {
        let i = self
            .fire
            .iter()
            .enumerate()
            .filter(|(_, f)| **f < def.capacity)
            .max_by_key(|(i, f)| (**f, std::cmp::Reverse(*i)))
            .map(|(i, _)| i)?;
        self.fire[i] += 1;
        Some(i)
    }
}

impl Smog {
    /// The finale's board definition, when this chapter has one.
    pub fn london_def(&self) -> Option<&'static LondonDef> {
        self.chapter_def().and_then(|c| c.london.as_ref())
    }

    /// One fire marker on the board (ritual, roll).
    pub fn london_fire(&mut self, ctx: &mut Ctx) {
        let Some(def) = self.london_def() else { return };
        let london = self.world.london.get_or_insert_with(|| London::new(def));
        if let Some(i) = london.add_fire(def) {
            let district = def.districts.get(i).cloned().unwrap_or_default();
            self.events += 1;
            ctx.log(Text::new("log-london-fire").msg(
                "district",
                Text::formatted(format_args!("district-{district}")),
            ));
        }
        self.check_goals();
    }

    /// The roll for the board: `dice` dice, then the Nemesis's reroll rounds (each asked on
    /// the stack); each crown is a fire marker.
    pub fn london_roll(&mut self, ctx: &mut Ctx) {
        let Some(def) = self.london_def() else { return };
        let dice = self.roll_dice(usize::from(def.dice));
        ctx.log(Text::new("log-london-roll").msg("roll", crate::combat::attack::roll_text(&dice)));
        self.london_next(
            LondonRoll {
                dice,
                rerolls: def.rerolls,
            },
            ctx,
        );
    }

    /// Shows the roll on the board and asks the Nemesis for his next reroll round; with no
    /// round left, or nothing a reroll could gain (every die a crown), the roll counts.
    fn london_next(&mut self, roll: LondonRoll, ctx: &mut Ctx) {
        let Some(def) = self.london_def() else { return };
        self.world
            .london
            .get_or_insert_with(|| London::new(def))
            .roll = roll.dice.clone();
        if roll.rerolls > 0 && roll.dice.iter().any(|f| *f != Face::Crown) {
            self.questions
                .ask(crate::state::NEMESIS_SEAT, Ask::London(roll));
        } else {
            self.london_count(&roll.dice, ctx);
        }
    }

    /// The roll counts: one fire marker per crown.
    fn london_count(&mut self, dice: &[Face], ctx: &mut Ctx) {
        let crowns = dice.iter().filter(|f| **f == Face::Crown).count() as u32;
        ctx.log(
            Text::new("log-london-crowns")
                .msg("roll", crate::combat::attack::roll_text(dice))
                .num("crowns", crowns),
        );
        for _ in 0..crowns {
            self.london_fire(ctx);
        }
    }

    /// The roll waiting for the Nemesis's rerolls, while he is asked.
    pub fn london_rolling(&self) -> Option<&LondonRoll> {
        match self.questions.find(|q| matches!(q, Ask::London(_))) {
            Some(Ask::London(r)) => Some(r),
            _ => None,
        }
    }

    /// The Nemesis's answer to a reroll round: the dice picked are rolled again (none keeps
    /// the roll, which then counts).
    pub fn london_reroll(&mut self, picked: &[u8], ctx: &mut Ctx) {
        let Some(Ask::London(mut roll)) = self.questions.settle() else {
            return;
        };
        if picked.is_empty() {
            self.london_count(&roll.dice, ctx);
            return;
        }
        for i in picked {
            let face = self.roll_dice(1).first().copied().unwrap_or(Face::Dodge);
            if let Some(d) = roll.dice.get_mut(usize::from(*i)) {
                *d = face;
            }
        }
        roll.rerolls = roll.rerolls.saturating_sub(1);
        ctx.log(
            Text::new("log-london-reroll")
                .num("count", picked.len() as u32)
                .msg("roll", crate::combat::attack::roll_text(&roll.dice)),
        );
        self.london_next(roll, ctx);
    }

    /// The chaos activation card was revealed.
    pub fn london_chaos(&mut self, ctx: &mut Ctx) {
        if self.london_def().is_some() && !matches!(self.phase, crate::state::Phase::Over(_)) {
            self.london_roll(ctx);
        }
    }

    /// A gentleman was defeated: a roll once the brood is on the scene.
    pub fn london_defeat(&mut self, ctx: &mut Ctx) {
        let Some(def) = self.london_def() else { return };
        let brood = self
            .figures
            .iter()
            .any(|f| f.kind == FigKind::Agent && f.def == def.brood && !f.gone);
        if brood {
            self.london_roll(ctx);
        }
    }

    /// Burning districts (0 outside the finale).
    pub fn districts_burning(&self) -> u8 {
        match (self.london_def(), &self.world.london) {
            (Some(def), Some(l)) => l.burning(def),
            _ => 0,
        }
    }
}
