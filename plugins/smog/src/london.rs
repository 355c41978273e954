//! The Burning London board of the finale (design D-16, from the fragment R-140): districts
//! holding fire markers and the ritual site. The Nemesis sets London on fire: each time the
//! chaos activation card is revealed he rolls the dice of the board (with its rerolls), and,
//! once Moloch's Brood is on the scene, each time a gentleman is defeated; every crown puts
//! one fire marker in a district. A figure of a ritual sheet that reaches the ritual site
//! leaves the scene and puts its fire there too. A district with `capacity` markers burns;
//! the chapter's goal says how many burning districts win the game for the Nemesis.
//!
//! Rulings: the rerolls are single dice, and the Nemesis always rerolls a die without a crown
//! (only crowns count, so rerolling anything else is never better); a marker always goes to the
//! district with the most fire that still has room (lowest number first), because nothing can
//! put a district's fire out, so spreading the markers never helps him. Both decisions are
//! therefore made for him and leak nothing.

use parlour_plugin_api::{Ctx, Text};
use serde::{Deserialize, Serialize};

use crate::data::Face;
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
    /// Single-die rerolls of that roll.
    pub rerolls: u8,
    /// Sheets whose figures perform the ritual on the ritual site (the chapter's sites).
    pub ritual: Vec<String>,
    /// The sheet whose arrival makes every gentleman's defeat a roll too.
    pub brood: String,
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
            ctx.log(
                Text::new("log-london-fire")
                    .msg("district", Text::new(format!("district-{district}"))),
            );
        }
        self.check_goals();
    }

    /// The roll for the board: `dice` dice, rerolling a die without a crown `rerolls` times;
    /// each crown is a fire marker.
    pub fn london_roll(&mut self, ctx: &mut Ctx) {
        let Some(def) = self.london_def() else { return };
        let mut dice = self.roll_dice(usize::from(def.dice));
        for _ in 0..def.rerolls {
            if let Some(i) = dice.iter().position(|f| *f != Face::Crown) {
                dice[i] = self.roll_dice(1).first().copied().unwrap_or(Face::Dodge);
            }
        }
        let crowns = dice.iter().filter(|f| **f == Face::Crown).count() as u32;
        ctx.log(
            Text::new("log-london-roll")
                .msg("roll", crate::combat::attack::roll_text(&dice))
                .num("crowns", crowns),
        );
        self.world
            .london
            .get_or_insert_with(|| London::new(def))
            .roll = dice;
        for _ in 0..crowns {
            self.london_fire(ctx);
        }
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
