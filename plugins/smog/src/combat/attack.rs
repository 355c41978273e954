//! The attack sequence (rulebook steps 1-6, rulings ): who may attack
//! whom, the dice pool, the roll, rerolls (each die once per action), crowns (a hit or 2 ether
//! for a gentleman), the Nemesis's chaos window before a gentleman's defence roll (cards played
//! when a gentleman is attacked; the cards themselves are in `cards.rs`), each defender's
//! Elusive and defence bonuses and roll, damage, knockdown,
//! dazed, fire, healing, and the counterattack offer. Each roll is a commit point: what follows
//! it is a new decision.

use parlour_plugin_api::{Ctx, Text};

use crate::board::{Pos, Reach, line_of_sight};
use crate::combat::dice::{self, HitRules};
use crate::damage::Cause;
use crate::data::{
    Ability, AdvGift, AttackKind, CardKind, Effect, EtherEffect, Face, Gift, NemAdv, Timing, data,
};
use crate::questions::Ask;
use crate::state::*;

/// What is left to check on a target of an attack once its attacker, kind and weapon passed
/// (see `Smog::attack_reach`).
struct AttackReach {
    fig: FigId,
    kind: AttackKind,
    pos: Pos,
    gentleman: bool,
    /// A ranged attack of short range.
    short: bool,
    /// The adjacent enemies in sight a gentleman's ranged attack must aim at, if any: worked
    /// out at the first target that needs them.
    forced: std::cell::OnceCell<Vec<FigId>>,
    /// A minion's or ally's attack in an activation: each target once.
    once_per_target: bool,
}

/// An attack bonus a figure may switch on in step 3.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BonusOption {
    pub id: String,
    pub cost: u8,
}

impl Smog {
    /// A figure that may attack: standing on the scene, not knocked down, not carrying a
    /// non-combatant (the Tin Nanny, see `world.rs`) and not a non-combatant herself (the
    /// witness).
    fn can_fight(&self, fig: FigId) -> bool {
        self.active(fig)
            && !self.fig(fig).is_some_and(|f| f.knocked)
            && !self.carrying(fig)
            && !self.noncombatant(fig)
    }

    /// Figures other than the attacker and the target that give cover on a line.
    pub fn sight(&self, from: FigId, to: FigId) -> crate::board::Sight {
        let (Some(a), Some(b)) = (self.fig(from), self.fig(to)) else {
            return crate::board::Sight {
                visible: false,
                cover: false,
            };
        };
        let (pa, pb) = (a.pos, b.pos);
        let sight = line_of_sight(&self.grid, pa, pb, |p| {
            self.on_scene()
                .any(|f| f.pos == p && f.id != from && f.id != to && !f.defeated && !f.knocked)
        });
        if sight.visible && self.smogged(pa, pb) {
            return crate::board::Sight {
                visible: false,
                cover: false,
            };
        }
        sight
    }

    /// Whether a figure may be attacked at all: on the scene and not a defeated gentleman.
    pub fn attackable(&self, fig: FigId) -> bool {
        self.active(fig)
    }

    /// Effect adjacency between two figures.
    pub fn adjacent_figs(&self, a: FigId, b: FigId) -> bool {
        match (self.fig(a), self.fig(b)) {
            (Some(x), Some(y)) => self.grid.adjacent(x.pos, y.pos, Reach::Effect),
            _ => false,
        }
    }

    /// Ranged weapons of a gentleman (others need none).
    pub fn weapons(&self, fig: FigId, kind: AttackKind) -> Vec<String> {
        let Some(f) = self.fig(fig) else {
            return Vec::new();
        };
        let mut out: Vec<String> = f
            .equipment
            .iter()
            .filter(|c| {
                data()
                    .card(c)
                    .is_some_and(|d| d.kind == CardKind::Weapon && d.attack == Some(kind))
            })
            .cloned()
            .collect();
        out.dedup();
        out
    }

    /// Whether `fig` may make an attack of this kind on `target` with this weapon (range, LOS,
    /// the forced adjacent target for gentlemen). The target need not be an enemy: attacking a
    /// non-enemy is allowed (rulebook L2072-2076, ruling A-67).
    /// A quick test that [`Smog::may_attack`] needs to pass, whatever the weapon: `fig` may
    /// aim at `target` at all (another figure, not defeated, and adjacent for a melee
    /// attack). Lets the lists of targets skip the rest of the checks.
    #[inline]
    pub fn may_aim(&self, fig: FigId, kind: AttackKind, target: FigId) -> bool {
        fig != target
            && self.attackable(target)
            && (kind != AttackKind::Melee || self.adjacent_figs(fig, target))
    }

    pub fn may_attack(
        &self,
        fig: FigId,
        kind: AttackKind,
        target: FigId,
        weapon: Option<&str>,
    ) -> bool {
        self.attack_reach(fig, kind, weapon)
            .is_some_and(|reach| self.reaches(&reach, target))
    }

    /// What [`Smog::may_attack`] asks of the attacker and his weapon alone: `None` when he may
    /// not make this attack on any target, else what is left to check on each target.
    fn attack_reach(
        &self,
        fig: FigId,
        kind: AttackKind,
        weapon: Option<&str>,
    ) -> Option<AttackReach> {
        if !self.can_fight(fig) {
            return None;
        }
        let f = self.fig(fig)?;
        let gentleman = f.kind == FigKind::Gentleman;
        if let Some(w) = weapon {
            let ok = gentleman
                && f.equipment.iter().any(|c| c == w)
                && data()
                    .card(w)
                    .is_some_and(|c| c.kind == CardKind::Weapon && c.attack == Some(kind));
            if !ok {
                return None;
            }
        }
        let short = match kind {
            AttackKind::Melee => false,
            AttackKind::Ranged if gentleman => data().card(weapon?)?.short,
            AttackKind::Ranged => {
                if self.attr(fig, Attr::Accuracy) == 0 {
                    return None;
                }
                self.short_range(fig)
            }
        };
        Some(AttackReach {
            fig,
            kind,
            pos: f.pos,
            gentleman,
            short,
            forced: std::cell::OnceCell::new(),
            once_per_target: false,
        })
    }

    /// The rest of [`Smog::may_attack`]: whether the attack `reach` describes may aim at
    /// `target` (range, line of sight, the forced adjacent target for gentlemen).
    fn reaches(&self, reach: &AttackReach, target: FigId) -> bool {
        let fig = reach.fig;
        if fig == target || !self.attackable(target) {
            return false;
        }
        match reach.kind {
            AttackKind::Melee => self.adjacent_figs(fig, target),
            AttackKind::Ranged => {
                let dist = self
                    .fig(target)
                    .map(|t| t.pos.dist(reach.pos))
                    .unwrap_or(99);
                if reach.short && dist > SHORT_RANGE {
                    return false;
                }
                if !self.sight(fig, target).visible {
                    return false;
                }
                if reach.gentleman {
                    // An adjacent enemy in sight must be the target (if possible).
                    let forced = reach.forced.get_or_init(|| {
                        self.on_scene()
                            .filter(|e| self.is_enemy(fig, e.id) && self.attackable(e.id))
                            .filter(|e| {
                                self.adjacent_figs(fig, e.id) && self.sight(fig, e.id).visible
                            })
                            .map(|e| e.id)
                            .collect()
                    });
                    if !forced.is_empty() && !forced.contains(&target) {
                        return false;
                    }
                }
                true
            }
        }
    }

    /// Attack bonuses the attacker may switch on (cost > 0 ones; free ones are always on).
    pub fn bonus_options(&self, fig: FigId, kind: AttackKind) -> Vec<BonusOption> {
        let mut out = Vec::new();
        let Some(f) = self.fig(fig) else { return out };
        match f.kind {
            FigKind::Gentleman => {
                if let Some((Gift::SteamFist, cost)) = self.gift(fig)
                    && kind == AttackKind::Melee
                {
                    out.push(BonusOption {
                        id: "steam_fist".into(),
                        cost,
                    });
                }
                for c in f.cards() {
                    let Some(d) = data().card(c) else { continue };
                    if d.timing != Timing::AttackBonus || d.cost == 0 {
                        continue;
                    }
                    let fits = match d.effect {
                        Effect::MeleeDice => kind == AttackKind::Melee,
                        Effect::RangedDice => kind == AttackKind::Ranged,
                        Effect::AnyDice => true,
                        _ => false,
                    };
                    if fits && !out.iter().any(|b: &BonusOption| b.id == d.id) {
                        out.push(BonusOption {
                            id: d.id.clone(),
                            cost: d.cost,
                        });
                    }
                }
            }
            FigKind::Agent => {
                let gifts = self.adv_gifts(fig);
                if gifts.contains(&AdvGift::Buckshot) && kind == AttackKind::Ranged {
                    out.push(BonusOption {
                        id: "buckshot".into(),
                        cost: 2,
                    });
                }
            }
            _ => {}
        }
        out
    }

    /// Whether the attacker's Pyromaniac works now: an agent's attack bonus on an outdoor
    /// square, X ether for X dice (rulebook L213-231, ruling A-74). X is the declaration's
    /// `ether` (agents carry no weapons, so it is free for this).
    pub fn pyromaniac(&self, fig: FigId) -> bool {
        self.fig(fig).is_some_and(|f| {
            f.kind == FigKind::Agent
                && self.adv_gifts(fig).contains(&AdvGift::Pyromaniac)
                && !self.grid.is_indoor(f.pos)
        })
    }

    /// Free (always on) attack dice from cards.
    fn free_dice(&self, fig: FigId, kind: AttackKind) -> u8 {
        self.card_effects(fig)
            .filter(|(_, _, cost)| *cost == 0)
            .map(|(e, n, _)| match e {
                Effect::MeleeDice if kind == AttackKind::Melee => n,
                Effect::RangedDice if kind == AttackKind::Ranged => n,
                Effect::AnyDice => n,
                _ => 0,
            })
            .sum()
    }

    /// The ether an attack declaration costs its attacker.
    pub fn attack_cost(&self, decl: &AttackDecl) -> u8 {
        // (A plain declaration, the usual case, asks for no list of bonuses.)
        let bonuses: u8 = if decl.bonuses.is_empty() {
            0
        } else {
            self.bonus_options(decl.attacker, decl.kind)
                .iter()
                .filter(|b| decl.bonuses.contains(&b.id))
                .map(|b| b.cost)
                .sum()
        };
        let bond = if decl.mode == AttackMode::Bond {
            self.gift(decl.attacker).map(|(_, c)| c).unwrap_or(2)
        } else {
            0
        };
        // A counterattack costs 1 ether on top of what its attack costs (rule R-083).
        let counter = u8::from(decl.mode == AttackMode::Counter);
        decl.ether + bonuses + bond + counter
    }

    /// Whether the declaration's sweep is allowed (weapon effect paid, Buckshot, shredded zombie).
    fn sweeps(&self, decl: &AttackDecl) -> bool {
        let weapon_sweep = decl.ether > 0
            && decl
                .weapon
                .as_deref()
                .and_then(|w| data().card(w))
                .is_some_and(|c| c.ether_effect == Some(EtherEffect::Sweep));
        weapon_sweep
            || decl.bonuses.iter().any(|b| b == "buckshot")
            || (decl.kind == AttackKind::Melee
                && self.adv_gifts(decl.attacker).contains(&AdvGift::SweepMelee))
    }

    /// Legal sweep targets: enemies of the attacker adjacent to the first target.
    pub fn sweep_targets(&self, decl: &AttackDecl) -> Vec<FigId> {
        if !self.sweeps(decl) {
            return Vec::new();
        }
        self.on_scene()
            .filter(|f| {
                f.id != decl.target && self.is_enemy(decl.attacker, f.id) && self.attackable(f.id)
            })
            .filter(|f| self.adjacent_figs(decl.target, f.id))
            .map(|f| f.id)
            .collect()
    }

    /// Minions (or allies) that may join a group attack led by `lead` on `target`.
    pub fn helper_options(&self, lead: FigId, kind: AttackKind, target: FigId) -> Vec<FigId> {
        let Some(act) = self.activation() else {
            return Vec::new();
        };
        let lead_kind = self.fig(lead).map(|f| f.kind);
        if !matches!(lead_kind, Some(FigKind::Minion | FigKind::Ally)) {
            return Vec::new();
        }
        act.left
            .iter()
            .filter(|(f, n)| *f != lead && *n > 0)
            .map(|(f, _)| *f)
            .filter(|f| self.fig(*f).map(|x| x.kind) == lead_kind)
            .filter(|f| self.may_attack(*f, kind, target, None))
            .collect()
    }

    /// The attack tree's filter: whether a declaration, whole or in the making, fits the
    /// situation. Only the choice tree (`moves.rs`, `attack_step` and the attack starts) and
    /// the bot's attack search ask it; what is legal is what the tree offers.
    pub(crate) fn attack_fits(&self, seat: parlour_plugin_api::Seat, decl: &AttackDecl) -> bool {
        self.declaration_fits(seat, decl)
            .is_some_and(|reach| self.target_fits(decl, &reach))
    }

    /// The targets of plain declarations ([`AttackDecl::plain`]) of `fig` of this kind and
    /// mode with any of `weapons`, in the scene's order: those [`Smog::attack_fits`] allows,
    /// what does not depend on the target checked once per weapon.
    pub(crate) fn plain_targets<'a>(
        &'a self,
        seat: parlour_plugin_api::Seat,
        fig: FigId,
        kind: AttackKind,
        mode: AttackMode,
        weapons: &[Option<String>],
    ) -> impl Iterator<Item = FigId> + 'a {
        let mut fits: Vec<(AttackDecl, AttackReach)> = weapons
            .iter()
            .filter_map(|w| {
                let decl = AttackDecl::plain(fig, kind, fig, w.clone(), mode);
                self.declaration_fits(seat, &decl)
                    .map(|reach| (decl, reach))
            })
            .collect();
        let none = fits.is_empty();
        self.on_scene()
            .take_while(move |_| !none)
            .map(|t| t.id)
            .filter(move |t| {
                self.may_aim(fig, kind, *t)
                    && fits.iter_mut().any(|(decl, reach)| {
                        decl.target = *t;
                        self.target_fits(decl, reach)
                    })
            })
    }

    /// The checks of [`Smog::attack_fits`] that do not look at the declaration's target (nor
    /// its sweep and helpers): `None` when one fails, else what is left to check.
    fn declaration_fits(
        &self,
        seat: parlour_plugin_api::Seat,
        decl: &AttackDecl,
    ) -> Option<AttackReach> {
        if self.phase != Phase::Activation || self.attacks_wait() {
            return None;
        }
        // While a suffering card waits (Blind Rage, Sacrifice), only its own attack.
        if self.open_reaction().is_some() != (decl.mode == AttackMode::Free) {
            return None;
        }
        // Blind Rage: the Nemesis spends none of the gentleman's ether.
        if self.rage == Some(decl.attacker) && self.attack_cost(decl) > 0 {
            return None;
        }
        let act = self.activation()?;
        if act.revival || self.seat_of(decl.attacker) != seat {
            return None;
        }
        let f = self.fig(decl.attacker)?;
        match decl.mode {
            // A counterattack is composed like any attack, by the defender, when the fight on
            // top offers it to him (rule R-083, ruling A-45).
            AttackMode::Counter => {}
            // The melee attack that ends a charge (ruling A-44).
            AttackMode::Charge => {
                if !self.fights.is_empty()
                    || self.moving().is_some()
                    || self.charging().is_none_or(|(c, _)| c != decl.attacker)
                    || decl.kind != AttackKind::Melee
                {
                    return None;
                }
            }
            AttackMode::Action | AttackMode::Bond => {
                if !self.fights.is_empty() || self.moving().is_some() || self.charging().is_some() {
                    return None;
                }
                if decl.mode == AttackMode::Action && self.actions_left(decl.attacker) == 0 {
                    return None;
                }
                if decl.mode == AttackMode::Bond
                    && (!matches!(self.gift(decl.attacker), Some((Gift::SymbioticBond, _)))
                        || act.bonus_used.contains(&decl.attacker)
                        || decl.weapon.as_deref() != Some("symbiont_rifle")
                        || act.nested != Nested::No)
                {
                    return None;
                }
                if matches!(act.nested, Nested::MoveOnly | Nested::Strings(_))
                    || !act.left.iter().any(|(x, _)| *x == decl.attacker)
                {
                    return None;
                }
            }
            // Sacrifice: the gentleman who drew it attacks at once, out of turn.
            AttackMode::Free => {
                if !self.fights.is_empty()
                    || self.charging().is_some()
                    || self
                        .open_reaction()
                        .is_none_or(|r| r.fig != decl.attacker || r.effect != Effect::Sacrifice)
                {
                    return None;
                }
            }
            _ => return None,
        }
        if decl.mode != AttackMode::Action && !decl.helpers.is_empty() {
            return None;
        }
        if f.kind != FigKind::Gentleman
            && (decl.weapon.is_some() || (decl.ether > 0 && !self.pyromaniac(decl.attacker)))
        {
            return None;
        }
        let mut reach = self.attack_reach(decl.attacker, decl.kind, decl.weapon.as_deref())?;
        if let Some(w) = decl.weapon.as_deref().and_then(|w| data().card(w)) {
            let max = if w.ether_effect == Some(EtherEffect::Dice) {
                w.amount.max(1) * w.ether.max(1)
            } else {
                w.ether
            };
            if decl.ether > 0
                && (decl.ether > max
                    || (w.ether_effect != Some(EtherEffect::Dice) && decl.ether != w.ether))
            {
                return None;
            }
        } else if decl.ether > 0 && !self.pyromaniac(decl.attacker) {
            return None;
        }
        if !decl.bonuses.is_empty() {
            let options = self.bonus_options(decl.attacker, decl.kind);
            for (i, b) in decl.bonuses.iter().enumerate() {
                if !options.iter().any(|o| &o.id == b) || decl.bonuses[..i].contains(b) {
                    return None;
                }
            }
        }
        if self.ether_available(decl.attacker) < self.attack_cost(decl) {
            return None;
        }
        // Minions and allies attack each target at most once per activation, together.
        reach.once_per_target = matches!(decl.mode, AttackMode::Action | AttackMode::Bond)
            && matches!(f.kind, FigKind::Minion | FigKind::Ally);
        Some(reach)
    }

    /// The rest of [`Smog::attack_fits`], once [`Smog::declaration_fits`] passed: the checks
    /// that look at the target, the sweep and the helpers.
    fn target_fits(&self, decl: &AttackDecl, reach: &AttackReach) -> bool {
        match decl.mode {
            AttackMode::Counter if !self.counter_context(decl) => return false,
            AttackMode::Charge if self.charging() != Some((decl.attacker, decl.target)) => {
                return false;
            }
            _ => {}
        }
        if reach.once_per_target
            && self
                .activation()
                .is_some_and(|a| a.attacked.contains(&decl.target))
        {
            return false;
        }
        if !self.reaches(reach, decl.target) {
            return false;
        }
        if let Some(s) = decl.sweep
            && !self.sweep_targets(decl).contains(&s)
        {
            return false;
        }
        if !decl.helpers.is_empty() {
            let helpers = self.helper_options(decl.attacker, decl.kind, decl.target);
            for (i, h) in decl.helpers.iter().enumerate() {
                if !helpers.contains(h) || decl.helpers[..i].contains(h) {
                    return false;
                }
            }
        }
        // The lead of a group is the participant with the most dice (ruling A-12).
        if !decl.helpers.is_empty() {
            let lead_dice = self.base_dice(decl.attacker, decl.kind);
            if decl
                .helpers
                .iter()
                .any(|h| self.base_dice(*h, decl.kind) > lead_dice)
            {
                return false;
            }
        }
        true
    }

    fn base_dice(&self, fig: FigId, kind: AttackKind) -> u8 {
        let attr = match kind {
            AttackKind::Melee => Attr::Strength,
            AttackKind::Ranged => Attr::Accuracy,
        };
        self.attr(fig, attr).clamp(0, 30) as u8
    }

    /// The dice pool of a declared attack.
    pub fn attack_pool(&self, decl: &AttackDecl) -> u8 {
        match decl.mode {
            AttackMode::Grip | AttackMode::Bomb => return 0,
            _ => {}
        }
        let mut n = self.base_dice(decl.attacker, decl.kind);
        if let Some(w) = decl.weapon.as_deref().and_then(|w| data().card(w)) {
            n += w.bonus;
            if w.ether_effect == Some(EtherEffect::Dice) {
                n += decl.ether / w.ether.max(1);
            }
        }
        if decl.weapon.is_none() && self.pyromaniac(decl.attacker) {
            n += decl.ether;
        }
        n += self.free_dice(decl.attacker, decl.kind);
        for b in &decl.bonuses {
            n += match b.as_str() {
                "steam_fist" | "buckshot" => 2,
                id => data().card(id).map(|c| c.amount).unwrap_or(0),
            };
        }
        if self.fig(decl.attacker).is_some_and(|f| f.upkeep > 0) {
            n += 1;
        }
        if decl.mode == AttackMode::Charge
            && matches!(self.gift(decl.attacker), Some((Gift::WildCharge, _)))
        {
            n += 2;
        }
        if self
            .fig(decl.attacker)
            .is_some_and(|f| f.kind == FigKind::Agent)
        {
            n += self.activation().map(|a| a.mods.agent_dice).unwrap_or(0);
        }
        for h in &decl.helpers {
            n += if self.adv_gifts(*h).contains(&AdvGift::Horde) {
                3
            } else {
                2
            };
        }
        n
    }

    /// Declares an attack: a Guardian Angel in reach may intercept it first (ruling A-43),
    /// otherwise it is rolled at once.
    pub fn declare(&mut self, decl: AttackDecl, ctx: &mut Ctx) {
        if self.guardians(&decl, &[]).is_empty() {
            self.roll_attack(decl, ctx);
        } else {
            self.open_intercept(crate::reactions::Intercept {
                decl,
                asked: Vec::new(),
            });
        }
    }

    /// Rolls a declared attack (a commit point). The action is spent, costs are paid.
    pub fn roll_attack(&mut self, decl: AttackDecl, ctx: &mut Ctx) {
        let attacker = decl.attacker;
        let team = if decl.mode == AttackMode::Grip {
            Team::Nemesis
        } else {
            self.fig(attacker)
                .map(|f| f.kind.team())
                .unwrap_or(Team::Nemesis)
        };
        let cost = self.attack_cost(&decl);
        self.pay(attacker, cost);
        match decl.mode {
            AttackMode::Action => self.spend_action(attacker),
            AttackMode::Bond => {
                if let Some(a) = self.activation_mut() {
                    a.bonus_used.push(attacker);
                }
            }
            _ => {}
        }
        for h in &decl.helpers {
            self.set_actions_left(*h, 0);
        }
        // Fierce Attack: the attack ends that minion's actions.
        let fierce = self
            .activation()
            .is_some_and(|a| a.nested == Nested::Fierce);
        if fierce && decl.mode == AttackMode::Action {
            self.set_actions_left(attacker, 0);
        }
        let minionish = self
            .fig(attacker)
            .is_some_and(|f| matches!(f.kind, FigKind::Minion | FigKind::Ally));
        if minionish
            && decl.mode == AttackMode::Action
            && let Some(a) = self.activation_mut()
        {
            a.attacked.push(decl.target);
        }
        let weapon = decl.weapon.as_deref().and_then(|w| data().card(w));
        let paid =
            |e: EtherEffect| decl.ether > 0 && weapon.is_some_and(|w| w.ether_effect == Some(e));
        let (pool, ignore_cover) = match decl.mode {
            AttackMode::Grip => (
                data()
                    .cards
                    .iter()
                    .find(|c| c.effect == Effect::ShadowGrip)
                    .map(|c| c.amount)
                    .unwrap_or(5),
                true,
            ),
            AttackMode::Bomb => (
                decl.weapon
                    .as_deref()
                    .and_then(|w| data().card(w))
                    .map(|c| c.amount)
                    .unwrap_or(3),
                true,
            ),
            _ => (self.attack_pool(&decl), false),
        };
        let HitRules {
            hit_plus_double,
            cover_hits,
        } = self.hit_rules(&decl);
        let burning =
            decl.kind == AttackKind::Melee && self.adv_gifts(attacker).contains(&AdvGift::Burning);
        let mut targets = vec![decl.target];
        if decl.mode == AttackMode::Bomb {
            targets = self.bomb_targets(attacker);
        } else if let Some(s) = decl.sweep {
            targets.push(s);
        }
        let defenders: Vec<Defender> = targets
            .iter()
            .enumerate()
            .map(|(i, t)| Defender {
                fig: *t,
                cover: decl.kind == AttackKind::Ranged
                    && i == 0
                    && !ignore_cover
                    && self.sight(attacker, *t).cover,
                dice: Vec::new(),
                rolled: false,
                damage: 0,
                countered: false,
                pending: 0,
                absorb: 0,
                minus: 0,
                extra_hits: 0,
            })
            .collect();
        let dice = self.roll_dice(usize::from(pool));
        self.events += 1;
        ctx.log(
            Text::new(if decl.mode == AttackMode::Grip {
                "log-grip"
            } else {
                "log-attack"
            })
            .msg("attacker", self.fig_text(attacker))
            .msg("target", self.fig_text(decl.target))
            .num("dice", pool)
            .msg("roll", roll_text(&dice)),
        );
        let can_reroll = paid(EtherEffect::Reroll) || (fierce && decl.mode == AttackMode::Action);
        let dynamo = decl.weapon.as_deref() == Some("tesla_gloves")
            && matches!(self.gift(attacker), Some((Gift::Dynamo, _)));
        self.last_roll = dice.clone();
        self.last_defence.clear();
        self.fights.push(Fight {
            rerolled: vec![false; dice.len()],
            dice,
            team,
            can_reroll,
            hit_plus_double,
            cover_hits,
            crowns_as_ether: 0,
            knockdown: paid(EtherEffect::Knockdown)
                || (decl.kind == AttackKind::Melee
                    && self.adv_gifts(attacker).contains(&AdvGift::Hammer)),
            dazed: if paid(EtherEffect::Dazed) {
                weapon.map(|w| w.amount).unwrap_or(1)
            } else {
                0
            },
            fire: paid(EtherEffect::Fire) || burning,
            heal_per_damage: paid(EtherEffect::HealPerDamage)
                || (decl.kind == AttackKind::Melee
                    && self.adv_gifts(attacker).contains(&AdvGift::LifeDrain)),
            defender_minus: if paid(EtherEffect::DefenderMinus) {
                weapon.map(|w| w.amount).unwrap_or(1)
            } else {
                0
            },
            dynamo,
            ignore_cover,
            defenders,
            stage: FightStage::Reroll,
            decl,
        });
        self.advance_fight(ctx);
    }

    /// Figures hit by a fire bottle: every figure effect-adjacent to the thrower.
    pub fn bomb_targets(&self, fig: FigId) -> Vec<FigId> {
        let Some(p) = self.fig(fig).map(|f| f.pos) else {
            return Vec::new();
        };
        self.on_scene()
            .filter(|f| {
                f.id != fig && self.attackable(f.id) && self.grid.adjacent(p, f.pos, Reach::Effect)
            })
            .map(|f| f.id)
            .collect()
    }

    /// The question the fight on top asks at its stage, and whose seat (`None` when the
    /// stage resolves by itself): the attacker's reroll and crowns, a defender's paid
    /// defence, prevention card or counterattack.
    pub fn fight_question(&self) -> Option<(parlour_plugin_api::Seat, Ask)> {
        let fight = self.fights.last()?;
        let stage = fight.stage;
        let defender = |i: u8| fight.defenders.get(usize::from(i)).map(|d| d.fig);
        let fig = match stage {
            FightStage::Reroll => fight.can_reroll.then_some(fight.decl.attacker)?,
            FightStage::Crowns => {
                let gent = self
                    .fig(fight.decl.attacker)
                    .is_some_and(|f| f.kind == FigKind::Gentleman)
                    && !matches!(fight.decl.mode, AttackMode::Grip);
                (gent && dice::crowns(&fight.dice) > 0).then_some(fight.decl.attacker)?
            }
            FightStage::Defend(i) => {
                let d = defender(i)?;
                (!self.defence_options(d).is_empty()).then_some(d)?
            }
            // The Nemesis's window before a gentleman's defence roll, asked by his window
            // order alone (never by his hand, ruling A-33).
            FightStage::Chaos(i) => {
                let d = defender(i)?;
                if !self.fight_window_asks() {
                    return None;
                }
                return Some((NEMESIS_SEAT, Ask::Fight { stage, fig: d }));
            }
            FightStage::Prevent(i) => defender(i)?,
            FightStage::Counter(i) => {
                let d = defender(i)?;
                self.may_counter(fight, d).then_some(d)?
            }
        };
        Some((self.seat_of(fig), Ask::Fight { stage, fig }))
    }

    /// Paid defence choices of a defender: (elusive, bonuses) combinations other than none.
    pub fn defence_options(&self, fig: FigId) -> Vec<(bool, Vec<String>)> {
        if !self.attackable(fig) {
            return Vec::new();
        }
        let ether = self.ether_available(fig);
        let elusive = self.has_ability(fig, Ability::Elusive);
        let paid: Vec<(String, u8)> = match self.fig(fig) {
            Some(f) if f.kind == FigKind::Gentleman => f
                .cards()
                .filter_map(|c| data().card(c))
                .filter(|c| c.timing == Timing::DefenceBonus && c.cost > 0)
                .map(|c| (c.id.clone(), c.cost))
                .collect(),
            _ => Vec::new(),
        };
        let mut out = Vec::new();
        for use_elusive in [false, true] {
            if use_elusive && !elusive {
                continue;
            }
            for mask in 0..(1u32 << paid.len().min(4)) {
                let chosen: Vec<&(String, u8)> = paid
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| mask & (1 << i) != 0)
                    .map(|(_, b)| b)
                    .collect();
                let cost = u8::from(use_elusive) + chosen.iter().map(|(_, c)| *c).sum::<u8>();
                if (use_elusive || !chosen.is_empty()) && cost <= ether {
                    out.push((
                        use_elusive,
                        chosen.iter().map(|(id, _)| id.clone()).collect(),
                    ));
                }
            }
        }
        out
    }

    /// The figures a counterattack may aim at: the original attacker, or one participant of a
    /// group attack (ruling A-45).
    pub fn counter_targets(fight: &Fight) -> Vec<FigId> {
        let mut out = vec![fight.decl.attacker];
        out.extend(fight.decl.helpers.iter().copied());
        out
    }

    /// Whether a declaration is the counterattack the fight on top offers now: made by the
    /// defender whose offer it is, standing and able to counter, against a counter target.
    fn counter_context(&self, decl: &AttackDecl) -> bool {
        let Some(fight) = self.fights.last() else {
            return false;
        };
        let FightStage::Counter(i) = fight.stage else {
            return false;
        };
        let Some(d) = fight.defenders.get(usize::from(i)) else {
            return false;
        };
        d.fig == decl.attacker
            && !matches!(fight.decl.mode, AttackMode::Counter | AttackMode::Grip)
            && self.can_fight(d.fig)
            && self.has_ability(d.fig, Ability::Counterattack)
            && Self::counter_targets(fight).contains(&decl.target)
    }

    fn may_counter(&self, fight: &Fight, fig: FigId) -> bool {
        if matches!(fight.decl.mode, AttackMode::Counter | AttackMode::Grip)
            || !self.can_fight(fig)
            || !self.has_ability(fig, Ability::Counterattack)
        {
            return false;
        }
        let seat = self.seat_of(fig);
        Self::counter_targets(fight).into_iter().any(|target| {
            [AttackKind::Melee, AttackKind::Ranged]
                .into_iter()
                .any(|kind| {
                    self.weapon_choices(fig, kind, AttackMode::Counter)
                        .into_iter()
                        .any(|weapon| {
                            let decl =
                                AttackDecl::plain(fig, kind, target, weapon, AttackMode::Counter);
                            self.attack_fits(seat, &decl)
                        })
                })
        })
    }

    /// Runs the fight on top until a seat must decide or it ends.
    pub fn advance_fight(&mut self, ctx: &mut Ctx) {
        for _ in 0..64 {
            let Some(fight) = self.fights.last() else {
                return;
            };
            if self.fight_question().is_some() || self.placing().is_some() || self.interrupted() {
                return;
            }
            let stage = fight.stage;
            let n = fight.defenders.len() as u8;
            match stage {
                FightStage::Reroll => self.top_fight(|f| f.stage = FightStage::Crowns),
                FightStage::Crowns => self.move_on_to_defender(0, ctx),
                // Not asked (his window order changed to "never"): on to the roll.
                FightStage::Chaos(i) => self.top_fight(|f| f.stage = FightStage::Defend(i)),
                FightStage::Defend(i) => {
                    if i < n {
                        self.defend(i, false, &[], ctx);
                    } else {
                        self.finish_defence(ctx);
                        self.top_fight(|f| f.stage = FightStage::Counter(0));
                    }
                }
                FightStage::Prevent(_) => self.prevent(None, ctx),
                FightStage::Counter(i) => {
                    if i < n {
                        self.top_fight(|f| f.stage = FightStage::Counter(i + 1));
                    } else {
                        self.fights.pop();
                        // A counterattack returns to the attack it answered.
                        if self.fights.is_empty() {
                            return;
                        }
                    }
                }
            }
        }
    }

    /// Moves the fight on to defender `i`: a gentleman first gets the Nemesis's chaos window
    /// (cards played "when a gentleman is attacked", design D-10; his card orders play there
    /// at once), everyone else rolls his defence next.
    fn move_on_to_defender(&mut self, i: u8, ctx: &mut Ctx) {
        let gent = self
            .fights
            .last()
            .and_then(|f| f.defenders.get(usize::from(i)))
            .map(|d| d.fig)
            .filter(|d| {
                self.attackable(*d) && self.fig(*d).is_some_and(|f| f.kind == FigKind::Gentleman)
            });
        let stage = match gent {
            Some(g) => {
                self.fight_window(g, ctx);
                FightStage::Chaos(i)
            }
            None => FightStage::Defend(i),
        };
        self.top_fight(|f| f.stage = stage);
    }

    fn top_fight(&mut self, f: impl FnOnce(&mut Fight)) {
        if let Some(fight) = self.fights.last_mut() {
            f(fight);
        }
    }

    /// Rerolls the chosen dice (each at most once per action).
    pub fn reroll(&mut self, dice: &[u8], ctx: &mut Ctx) {
        let mut rolled = Vec::new();
        for i in dice {
            let die = self.roll_dice(1);
            rolled.extend(die.iter().copied());
            if let Some(fight) = self.fights.last_mut()
                && let (Some(slot), Some(face)) = (fight.dice.get_mut(usize::from(*i)), die.first())
            {
                *slot = *face;
                fight.rerolled[usize::from(*i)] = true;
            }
        }
        if !dice.is_empty() {
            ctx.log(Text::new("log-reroll").msg("roll", roll_text(&rolled)));
        }
        if let Some(f) = self.fights.last() {
            self.last_roll = f.dice.clone();
        }
        self.top_fight(|f| f.stage = FightStage::Crowns);
        self.advance_fight(ctx);
    }

    /// Crowns taken as ether (the others count as hits), chosen before the defence rolls.
    pub fn take_crowns(&mut self, as_ether: u8, ctx: &mut Ctx) {
        let (attacker, crowns, dynamo) = match self.fights.last() {
            Some(f) => (f.decl.attacker, dice::crowns(&f.dice), f.dynamo),
            None => return,
        };
        let as_ether = as_ether.min(crowns);
        self.gain_ether(attacker, as_ether * 2);
        if dynamo {
            self.gain_ether(attacker, crowns - as_ether);
        }
        self.top_fight(|f| f.crowns_as_ether = as_ether);
        self.move_on_to_defender(0, ctx);
        if as_ether > 0 {
            ctx.log(
                Text::new("log-crowns")
                    .msg("figure", self.fig_text(attacker))
                    .num("count", as_ether),
            );
        }
        self.advance_fight(ctx);
    }

    /// Defender `i` rolls, with Elusive and paid defence bonuses; damage is dealt at once.
    pub fn defend(&mut self, i: u8, elusive: bool, bonuses: &[String], ctx: &mut Ctx) {
        let Some(fight) = self.fights.last().cloned() else {
            return;
        };
        let Some(d) = fight.defenders.get(usize::from(i)).cloned() else {
            return;
        };
        let fig = d.fig;
        let mut cost = u8::from(elusive);
        let mut extra = if elusive { 3 } else { 0 };
        for b in bonuses {
            if let Some(c) = data().card(b) {
                cost += c.cost;
                extra += c.amount;
            }
        }
        self.pay(fig, cost);
        let pool = self.defence_pool(fig, extra, fight.defender_minus.saturating_add(d.minus));
        let rolled = if self.attackable(fig) {
            self.roll_dice(pool)
        } else {
            Vec::new()
        };
        let cover_dodge = self.cover_dodge(fig);
        let rules = HitRules {
            hit_plus_double: fight.hit_plus_double,
            cover_hits: fight.cover_hits,
        };
        let crowns_as_ether = if fight.team == Team::Gentlemen
            && self
                .fig(fight.decl.attacker)
                .is_some_and(|f| f.kind == FigKind::Gentleman)
        {
            fight.crowns_as_ether
        } else {
            0
        };
        let hits = dice::hits(&fight.dice, rules, crowns_as_ether).saturating_add(d.extra_hits);
        let blocks = dice::blocks(&rolled, d.cover, cover_dodge);
        let mut damage = hits.saturating_sub(blocks);
        if damage > 0 && self.adv_gifts(fig).contains(&AdvGift::RubberBones) {
            damage -= 1;
        }
        ctx.log(
            Text::new("log-defence")
                .msg("figure", self.fig_text(fig))
                .num("dice", pool as u32)
                .msg("roll", roll_text(&rolled))
                .num("hits", hits)
                .num("damage", damage),
        );
        self.last_defence = rolled.clone();
        self.top_fight(|f| {
            if let Some(slot) = f.defenders.get_mut(usize::from(i)) {
                slot.dice = rolled;
                slot.rolled = true;
            }
        });
        // A gentleman holding a prevention card decides whether to absorb the damage (the
        // card's own trigger, ruling A-41) before it is dealt.
        if damage > 0 && !self.prevent_cards(fig).is_empty() {
            self.top_fight(|f| {
                if let Some(slot) = f.defenders.get_mut(usize::from(i)) {
                    slot.pending = damage;
                }
                f.stage = FightStage::Prevent(i);
            });
            return;
        }
        self.deal_defender(i, damage, ctx);
    }

    /// How the dice of a declared attack count: a hit-plus as 2 hits (Steam Fist, a Moloch
    /// stone, Attack Order, the Nemesis's advantage for a minion type), a cover face as a hit
    /// (Wild Pack).
    pub(crate) fn hit_rules(&self, decl: &AttackDecl) -> HitRules {
        let attacker = decl.attacker;
        let attacker_kind = self.fig(attacker).map(|f| f.kind);
        let mods = self
            .activation()
            .map(|a| a.mods.clone())
            .unwrap_or_default();
        let minion_hp = attacker_kind == Some(FigKind::Minion)
            && self.fig(attacker).is_some_and(|f| {
                self.bought.iter().any(|b| {
                    b.adv == NemAdv::MinionHitPlus && b.target.as_deref() == Some(f.def.as_str())
                })
            });
        HitRules {
            hit_plus_double: decl.bonuses.iter().any(|b| b == "steam_fist")
                || (decl.mode != AttackMode::Grip && self.cards_hit_plus(attacker))
                || (attacker_kind == Some(FigKind::Agent) && mods.agent_hit_plus)
                || minion_hp,
            cover_hits: attacker_kind == Some(FigKind::Minion) && mods.minion_cover_hits,
        }
    }

    /// The defence dice a figure rolls: agility, `extra` dice it pays for (Elusive, bonus
    /// cards), the dice its cards always add and its upkeep's die, less `minus` (the
    /// attacker's weapon effect).
    pub(crate) fn defence_pool(&self, fig: FigId, extra: u8, minus: u8) -> usize {
        let free = self.free_defence_dice(fig);
        let upkeep = u8::from(self.fig(fig).is_some_and(|f| f.upkeep > 0));
        (self.attr(fig, Attr::Agility) + i32::from(extra) + i32::from(free) + i32::from(upkeep)
            - i32::from(minus))
        .clamp(0, 30) as usize
    }

    /// Whether a cover face always blocks for this defender (the Nemesis's advantage for an
    /// agent, a Moloch stone), in cover or not.
    pub(crate) fn cover_dodge(&self, fig: FigId) -> bool {
        self.fig(fig).is_some_and(|f| {
            f.kind == FigKind::Agent
                && self.bought.iter().any(|b| {
                    b.adv == NemAdv::CoverDodge
                        && b.target.as_deref() == Some(f.id.to_string().as_str())
                })
        }) || self.cards_cover_dodge(fig)
    }

    /// Defence dice the figure's cards always add.
    pub fn free_defence_dice(&self, fig: FigId) -> u8 {
        self.card_effects(fig)
            .filter(|(e, _, c)| *e == Effect::DefenceDice && *c == 0)
            .map(|(_, n, _)| n)
            .sum()
    }

    /// Whether the figure's cards (a Moloch stone) make a hit-plus count as 2 hits when it
    /// attacks.
    pub fn cards_hit_plus(&self, fig: FigId) -> bool {
        self.card_effects(fig).any(|(e, _, _)| e == Effect::HitPlus)
    }

    /// Whether the figure's cards (a Moloch stone) make a cover face a dodge when it defends.
    pub fn cards_cover_dodge(&self, fig: FigId) -> bool {
        self.card_effects(fig)
            .any(|(e, _, _)| e == Effect::CoverDodge)
    }

    /// Prevention cards a gentleman holds (steel top hat, aegis charm), each kind once.
    pub fn prevent_cards(&self, fig: FigId) -> Vec<String> {
        let Some(f) = self.fig(fig).filter(|f| f.kind == FigKind::Gentleman) else {
            return Vec::new();
        };
        let mut out: Vec<String> = Vec::new();
        for c in &f.equipment {
            if data().card(c).is_some_and(|d| d.effect == Effect::Prevent) && !out.contains(c) {
                out.push(c.clone());
            }
        }
        out
    }

    /// The defender's prevention choice: the card absorbs up to its amount, then the rest of
    /// the damage is dealt.
    pub fn prevent(&mut self, card: Option<&str>, ctx: &mut Ctx) {
        let Some(fight) = self.fights.last() else {
            return;
        };
        let FightStage::Prevent(i) = fight.stage else {
            return;
        };
        let Some(d) = fight.defenders.get(usize::from(i)) else {
            return;
        };
        let (fig, mut damage) = (d.fig, d.pending);
        if let Some(card) = card
            && self.prevent_cards(fig).iter().any(|c| c == card)
        {
            let n = data().card(card).map(|c| c.amount).unwrap_or(0);
            // What is left over also absorbs this attack's dazed damage.
            let left = n.saturating_sub(damage);
            damage = damage.saturating_sub(n);
            self.top_fight(|f| {
                if let Some(slot) = f.defenders.get_mut(usize::from(i)) {
                    slot.absorb = left;
                }
            });
            self.discard_equipment(fig, card);
            ctx.log(Text::new("log-prevent").msg("card", crate::view::card_text(card)));
        }
        self.deal_defender(i, damage, ctx);
    }

    /// Deals defender `i` the damage of his roll and moves on to the next defender.
    fn deal_defender(&mut self, i: u8, damage: u8, ctx: &mut Ctx) {
        let Some(fig) = self
            .fights
            .last()
            .and_then(|f| f.defenders.get(usize::from(i)))
            .map(|d| d.fig)
        else {
            return;
        };
        let dealt = self.hurt(fig, damage, Cause::Attack, ctx);
        self.top_fight(|f| {
            if let Some(slot) = f.defenders.get_mut(usize::from(i)) {
                slot.damage = dealt;
                slot.pending = 0;
            }
        });
        self.move_on_to_defender(i + 1, ctx);
        self.advance_fight(ctx);
    }

    /// After every defender rolled: knockdown, dazed, fire, healing.
    fn finish_defence(&mut self, ctx: &mut Ctx) {
        let Some(fight) = self.fights.last().cloned() else {
            return;
        };
        let rules = HitRules {
            hit_plus_double: fight.hit_plus_double,
            cover_hits: fight.cover_hits,
        };
        let any_hit = dice::hits(&fight.dice, rules, fight.crowns_as_ether) > 0;
        let mut total = 0u8;
        for d in &fight.defenders {
            total += d.damage;
            if d.damage > 0 && self.active(d.fig) {
                if fight.knockdown {
                    if let Some(f) = self.fig_mut(d.fig) {
                        f.knocked = true;
                    }
                    ctx.log(Text::new("log-knocked").msg("figure", self.fig_text(d.fig)));
                }
                if fight.dazed > 0 {
                    let have = self.fig(d.fig).map(|f| f.ether).unwrap_or(0);
                    let lose = have.min(fight.dazed);
                    if let Some(f) = self.fig_mut(d.fig) {
                        f.ether -= lose;
                    }
                    let short = (fight.dazed - lose).saturating_sub(d.absorb);
                    self.hurt(d.fig, short, Cause::Other, ctx);
                }
            }
            if fight.fire
                && any_hit
                && let Some(p) = self.fig(d.fig).map(|f| f.pos)
            {
                self.place_fire(p);
            }
        }
        if fight.heal_per_damage && total > 0 {
            self.heal(fight.decl.attacker, total);
        }
    }

    /// Defender `i` declines his counterattack.
    pub fn decline_counter(&mut self, ctx: &mut Ctx) {
        if let Some(FightStage::Counter(i)) = self.fights.last().map(|f| f.stage) {
            self.top_fight(|f| f.stage = FightStage::Counter(i + 1));
        }
        self.advance_fight(ctx);
    }

    /// Defender `i` strikes back with the attack he composed (its 1 ether is in its cost).
    pub fn counter_attack(&mut self, decl: AttackDecl, ctx: &mut Ctx) {
        let Some(FightStage::Counter(i)) = self.fights.last().map(|f| f.stage) else {
            return;
        };
        self.top_fight(|f| f.stage = FightStage::Counter(i + 1));
        ctx.log(Text::new("log-counter").msg("figure", self.fig_text(decl.attacker)));
        self.declare(decl, ctx);
    }
}

/// A roll for logs, in words: how many of each face ("2 hits, 1 crown").
pub fn roll_text(dice: &[Face]) -> Text {
    [
        (Face::Hit, "roll-hit"),
        (Face::HitPlus, "roll-hit-plus"),
        (Face::Crown, "roll-crown"),
        (Face::Dodge, "roll-dodge"),
        (Face::Cover, "roll-cover"),
    ]
    .into_iter()
    .filter_map(|(face, id)| {
        let n = dice.iter().filter(|f| **f == face).count() as u32;
        (n > 0).then(|| Text::new(id).num("count", n))
    })
    .reduce(|a, b| Text::new("roll-join").msg("a", a).msg("b", b))
    .unwrap_or_else(|| Text::new("roll-none"))
}

/// A square's position for texts.
pub fn pos_code(p: Pos) -> String {
    format!("{}{}", (b'A' + (p.x.clamp(0, 25) as u8)) as char, p.y + 1)
}
