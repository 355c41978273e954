//! Damage, healing, suffering cards at the left cross, defeat (gentlemen lie down, the others
//! leave the scene), the death marker, and revival.

use parlour_plugin_api::{Ctx, Text};

use crate::data::{AdvGift, CardKind, Effect, data};
use crate::state::*;

/// Why a figure takes damage (Rubber Bones and prevention only work against attacks).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    Attack,
    Fire,
    Disengage,
    Other,
}

impl Smog {
    /// Deals damage. Returns the damage actually taken. `log` collects public lines.
    pub fn hurt(&mut self, fig: FigId, amount: u8, cause: Cause, ctx: &mut Ctx) -> u8 {
        if amount == 0 || !self.active(fig) {
            return 0;
        }
        if cause == Cause::Fire && self.adv_gifts(fig).contains(&AdvGift::Fireproof) {
            return 0;
        }
        // A prevention card used for this damage absorbs up to its amount.
        let mut amount = amount;
        if let Some((f, n)) = self.shield
            && f == fig
        {
            self.shield = None;
            amount = amount.saturating_sub(n);
            if amount == 0 {
                return 0;
            }
        }
        let kind = self.fig(fig).map(|f| f.kind);
        if amount == 0 {
            return 0;
        }
        let life = self.life(fig);
        let threshold = self.suffering_threshold(fig);
        let before = self.fig(fig).map(|f| f.damage).unwrap_or(0);
        let after = before.saturating_add(amount).min(life).max(before);
        if let Some(f) = self.fig_mut(fig) {
            f.damage = after;
        }
        self.events += 1;
        ctx.log(
            Text::new("log-damage")
                .msg("figure", self.fig_text(fig))
                .num("amount", after - before),
        );
        if after >= life {
            self.defeat(fig, ctx);
        } else if kind == Some(FigKind::Gentleman) && before < threshold && after >= threshold {
            self.draw_suffering(fig, ctx);
        }
        // Spare Parts: when Tobias is hurt, the Nemesis may pay 2 ether for 2 shambling
        // zombies next to him, placing them himself (rulings ).
        if self.active(fig)
            && self.adv_gifts(fig).contains(&AdvGift::SpareParts)
            && self.ether_available(fig) >= 2
            && self.placing().is_none()
            && let Some(at) = self.fig(fig).map(|f| f.pos)
        {
            let placing = Placing {
                parts: Some(fig),
                near: Some(fig),
                at,
                sheet: Some("shambling_zombie".into()),
                left: 2,
                optional: false,
            };
            if self.placement_possible(&placing) {
                self.open_placing(placing);
            }
        }
        after - before
    }

    /// Heals up to `n` (never below 0). Healing of any amount ends Bleeding.
    pub fn heal(&mut self, fig: FigId, n: u8) -> u8 {
        if !self.active(fig) || n == 0 {
            return 0;
        }
        let mut healed = 0;
        if let Some(f) = self.fig_mut(fig) {
            healed = f.damage.min(n);
            f.damage -= healed;
        }
        if healed > 0 {
            self.drop_suffering(fig, |e| e == Effect::Bleeding);
        }
        healed
    }

    pub fn drop_suffering(&mut self, fig: FigId, which: impl Fn(Effect) -> bool) {
        let mut dropped = Vec::new();
        if let Some(f) = self.fig_mut(fig) {
            f.suffering.retain(|s| {
                let go = data().card(s).is_some_and(|c| which(c.effect));
                if go {
                    dropped.push(s.clone());
                }
                !go
            });
        }
        self.suffering_discard.extend(dropped);
    }

    fn draw_suffering(&mut self, fig: FigId, ctx: &mut Ctx) {
        if self.suffering_deck.is_empty() {
            self.suffering_deck = std::mem::take(&mut self.suffering_discard);
            let mut deck = std::mem::take(&mut self.suffering_deck);
            self.rng.shuffle(&mut deck);
            self.suffering_deck = deck;
        }
        let Some(card) = self.suffering_deck.pop() else {
            return;
        };
        // The top card of the suffering deck comes to light.
        ctx.reveal();
        ctx.log(
            Text::new("log-suffering")
                .msg("figure", self.fig_text(fig))
                .msg("card", crate::view::card_text(&card)),
        );
        match data().card(&card).map(|c| c.effect) {
            Some(Effect::LoseEther) => {
                if let Some(f) = self.fig_mut(fig) {
                    f.ether = 0;
                }
                self.suffering_discard.push(card);
            }
            Some(Effect::None) | None => self.suffering_discard.push(card),
            // Lost Item (D-11): the utensil he has carried longest goes back to its deck.
            Some(Effect::LoseUtensil) => {
                let lost = self.fig(fig).and_then(|f| {
                    f.equipment
                        .iter()
                        .find(|c| data().card(c).is_some_and(|d| d.kind == CardKind::Utensil))
                        .cloned()
                });
                if let Some(u) = lost {
                    self.discard_equipment(fig, &u);
                    ctx.log(
                        Text::new("log-lost-item")
                            .msg("figure", self.fig_text(fig))
                            .msg("card", crate::view::card_text(&u)),
                    );
                }
                self.suffering_discard.push(card);
            }
            // Blind Rage and Sacrifice act at once (see `reactions.rs`).
            Some(Effect::BlindRage | Effect::Sacrifice) => self.queue_reaction(fig, &card),
            Some(_) => {
                if let Some(f) = self.fig_mut(fig) {
                    f.suffering.push(card);
                }
            }
        }
    }

    /// Defeat: gentlemen lie down (+2 supply, death marker, upkeep to the Nemesis); the others
    /// leave the scene (a burning zombie leaves its fire behind).
    pub fn defeat(&mut self, fig: FigId, ctx: &mut Ctx) {
        let Some(kind) = self.fig(fig).map(|f| f.kind) else {
            return;
        };
        ctx.log(Text::new("log-defeated").msg("figure", self.fig_text(fig)));
        if kind == FigKind::Gentleman {
            if let Some(f) = self.fig_mut(fig) {
                f.defeated = true;
                f.knocked = false;
            }
            self.supply = self.supply.saturating_add(DEFEAT_ETHER);
            self.deaths += 1;
            self.london_defeat(ctx);
            self.release_upkeep(fig);
            // A defeated gentleman's activation ends at once (ruling A-27).
            if self.moving().is_some_and(|m| m.fig == fig) {
                self.end_walk(ctx);
            }
            self.set_actions_left(fig, 0);
        } else {
            let pos = self.fig(fig).map(|f| f.pos);
            let burning = self.adv_gifts(fig).contains(&AdvGift::Burning);
            if let Some(f) = self.fig_mut(fig) {
                f.gone = true;
                f.knocked = false;
            }
            if let (Some(p), true) = (pos, burning) {
                self.place_fire(p);
            }
            if self.moving().is_some_and(|m| m.fig == fig) {
                self.end_walk(ctx);
            }
            self.set_actions_left(fig, 0);
        }
        // Whoever carried the witness lets her down (design D-04).
        self.drop_witness(fig, ctx);
        self.check_goals();
    }

    /// Revival: all damage healed, suffering discarded, standing again.
    pub fn revive(&mut self, fig: FigId) {
        let cards = self
            .fig(fig)
            .map(|f| f.suffering.clone())
            .unwrap_or_default();
        self.suffering_discard.extend(cards);
        if let Some(f) = self.fig_mut(fig) {
            f.defeated = false;
            f.damage = 0;
            f.knocked = false;
            f.suffering.clear();
        }
        self.events += 1;
    }

    pub fn discard_equipment(&mut self, fig: FigId, card: &str) {
        if let Some(f) = self.fig_mut(fig)
            && let Some(i) = f.equipment.iter().position(|c| c == card)
        {
            f.equipment.remove(i);
        }
        let deck = data()
            .card(card)
            .and_then(|c| c.deck.clone())
            .unwrap_or_default();
        self.deck_mut(&deck).insert(0, card.to_owned());
    }

    /// A figure's name for texts.
    pub fn fig_text(&self, fig: FigId) -> Text {
        match self.fig(fig) {
            Some(f) => Text::formatted(format_args!("figure-{}", f.def.replace('_', "-"))),
            None => Text::new("figure-unknown"),
        }
    }
}
