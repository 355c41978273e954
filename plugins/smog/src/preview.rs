//! The numbers a player decides an attack by, for the table's hover texts (`view.rs`): the
//! attack dice, the defender's dice and cover, and the expected hits and damage, computed
//! exactly from the die's faces (`combat::dice::expected`) with the same counting rules the
//! roll uses (`Smog::hit_rules`, `Smog::defence_pool`, `Smog::cover_dodge`).

use parlour_plugin_api::{Seat, Text};

use crate::combat::dice::{self, HitRules};
use crate::data::{AdvGift, AttackKind, EtherEffect, data};
use crate::questions::Ask;
use crate::state::*;

/// What an attack on one target is expected to do, before anything is rolled.
#[derive(Clone, Debug, PartialEq)]
pub struct AttackPreview {
    pub weapon: Option<String>,
    /// Attack dice.
    pub dice: u8,
    /// The defender's dice (without the Elusive and bonus dice he may still pay for).
    pub defence: u8,
    /// The target stands in cover (a ranged attack past a figure or a wall corner).
    pub cover: bool,
    /// Expected hits of the attack dice alone.
    pub hits: f64,
    /// Expected damage after the defence roll (and Rubber Bones).
    pub damage: f64,
    /// The chance that the attack defeats the target.
    pub defeat: f64,
}

impl Smog {
    /// The preview of a declared (or partly composed) attack.
    pub fn attack_preview(&self, decl: &AttackDecl) -> AttackPreview {
        let target = decl.target;
        let dice_n = self.attack_pool(decl);
        let rules: HitRules = self.hit_rules(decl);
        let weapon = decl.weapon.as_deref().and_then(|w| data().card(w));
        let minus = match weapon {
            Some(w) if decl.ether > 0 && w.ether_effect == Some(EtherEffect::DefenderMinus) => {
                w.amount
            }
            _ => 0,
        };
        let defence = self.defence_pool(target, 0, minus);
        let cover = decl.kind == AttackKind::Ranged && self.sight(decl.attacker, target).cover;
        let blocks_cover = cover || self.cover_dodge(target);
        let ignore = u8::from(self.adv_gifts(target).contains(&AdvGift::RubberBones));
        let left = self
            .fig(target)
            .map(|t| self.life(target).saturating_sub(t.damage))
            .unwrap_or(0)
            .max(1);
        let (hits, _) = dice::expected(usize::from(dice_n), 0, false, rules, 0, 1);
        let (damage, defeat) = dice::expected(
            usize::from(dice_n),
            defence,
            blocks_cover,
            rules,
            ignore,
            left,
        );
        AttackPreview {
            weapon: decl.weapon.clone(),
            dice: dice_n,
            defence: defence as u8,
            cover,
            hits,
            damage,
            defeat,
        }
    }

    /// How an attack that `seat` composes now came about (an action, a charge's attack, a
    /// counterattack, a Sacrifice's free attack, Symbiotic Bond).
    pub fn composing_mode(&self, seat: Option<Seat>, bond: bool) -> AttackMode {
        if bond {
            return AttackMode::Bond;
        }
        match seat.and_then(|s| self.questions.for_seat(s)) {
            Some(Ask::Fight {
                stage: FightStage::Counter(_),
                ..
            }) => AttackMode::Counter,
            Some(Ask::Charge { .. }) => AttackMode::Charge,
            Some(Ask::Suffering(_)) => AttackMode::Free,
            _ => AttackMode::Action,
        }
    }

    /// The previews of every weapon `attacker` may use on `target` (one for a figure that
    /// needs no weapon), best first.
    pub fn target_previews(
        &self,
        seat: Seat,
        attacker: FigId,
        kind: AttackKind,
        target: FigId,
        mode: AttackMode,
    ) -> Vec<AttackPreview> {
        let mut out: Vec<AttackPreview> = self
            .weapon_choices(attacker, kind, mode)
            .into_iter()
            .map(|w| AttackDecl::plain(attacker, kind, target, w, mode))
            .filter(|d| self.attack_fits(seat, d))
            .map(|d| self.attack_preview(&d))
            .collect();
        out.sort_by(|a, b| b.damage.total_cmp(&a.damage));
        out
    }
}

/// A number with one decimal as its whole part and its tenths, for a hover text (each
/// language writes its own decimal sign between them).
fn decimal(text: Text, name: &str, x: f64) -> Text {
    let tenths = (x.max(0.0) * 10.0).round() as u32;
    text.num(&format!("{name}-whole"), tenths / 10)
        .num(&format!("{name}-tenth"), tenths % 10)
}

/// The hover text of a target: its cover and defence, and for each weapon (at most three)
/// the attack dice, the expected hits and damage and the chance to defeat it.
pub fn preview_text(
    game: &Smog,
    attacker: FigId,
    target: FigId,
    previews: &[AttackPreview],
) -> Option<Text> {
    let first = previews.first()?;
    let armed = game
        .fig(attacker)
        .is_some_and(|f| f.kind == FigKind::Gentleman);
    let mut text = Text::new("preview-target")
        .msg("figure", game.fig_text(target))
        .num("defence", first.defence)
        .num("cover", u32::from(first.cover));
    for p in previews.iter().take(3) {
        let line = match &p.weapon {
            Some(w) => Text::new("preview-weapon").msg("weapon", crate::view::card_text(w)),
            None if armed => Text::new("preview-weapon").msg("weapon", Text::new("choice-unarmed")),
            None => Text::new("preview-attack"),
        };
        let line = line
            .num("dice", p.dice)
            .num("defeat", (p.defeat * 100.0).round());
        let line = decimal(line, "hits", p.hits);
        let line = decimal(line, "damage", p.damage);
        text = Text::new("preview-join").msg("a", text).msg("b", line);
    }
    Some(text)
}
