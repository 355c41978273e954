//! Card rules that break into the usual flow, each asked of the seat the rules give it to:
//! Guardian Angel's interception of a declared attack (the holder's seat, ruling A-43), Taunt's
//! pull of enemies square by square (the taunter's seat, ruling A-58), Imitator's copy (ruling
//! A-59), the suffering cards that act at once (Blind Rage: the Nemesis charges with the
//! gentleman; Sacrifice: the gentleman's own free attack, then 2 damage; ruling A-24), and
//! the Smog cloud that blocks lines of sight until the clean-up.
//!
//! A suffering card drawn in the middle of an attack or a move acts as soon as that attack
//! (with its counterattacks) or move is over: nothing else happens in between.

use parlour_plugin_api::{Ctx, Seat, Text};
use serde::{Deserialize, Serialize};

use crate::board::movement::hops_from;
use crate::board::{Hop, Occupant, Pos, Reach, los::squares_on_line};
use crate::damage::Cause;
use crate::data::{AttackKind, CardKind, Effect, data};
use crate::state::*;

/// A declared attack waiting for the Guardian Angels in reach.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Intercept {
    pub decl: AttackDecl,
    /// Holders who let it go on.
    pub asked: Vec<FigId>,
}

/// Taunt: the enemies in sight when it was used, and how far each has come.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pull {
    pub taunter: FigId,
    pub targets: Vec<FigId>,
    pub moved: Vec<(FigId, u8)>,
}

/// A suffering card that acts at once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reaction {
    pub fig: FigId,
    pub card: String,
    pub effect: Effect,
    pub amount: u8,
    /// Its seat has decided (charged, attacked or let it go); what is left happens when the
    /// attack it started is over.
    pub done: bool,
}

/// Enemies a Taunt pulls, and squares each comes at most.
pub const TAUNT_FIGURES: usize = 3;
pub const TAUNT_SQUARES: u8 = 3;

impl Smog {
    /// A Guardian Angel's interception or a Taunt's pull is waiting for its seat.
    pub fn interrupted(&self) -> bool {
        self.intercept().is_some() || self.pull().is_some()
    }

    /// The suffering card whose seat decides now: nothing else is under way (no fight, no
    /// pending question: figures to place, a prevention card, an interruption, a charge, a
    /// move).
    pub fn open_reaction(&self) -> Option<&Reaction> {
        let r = self.reactions.first()?;
        let calm = self.fights.is_empty()
            && !self.questions.iter().any(|q| q.ask.is_pending())
            && self.phase == Phase::Activation;
        (calm && !r.done).then_some(r)
    }

    // ---- Guardian Angel -------------------------------------------------------------------

    /// The holder's Guardian Angel card (his own or copied) and its cost.
    fn guardian_card(&self, fig: FigId) -> Option<u8> {
        let f = self.fig(fig)?;
        f.cards()
            .filter_map(|c| data().card(c))
            .find(|c| c.effect == Effect::GuardianAngel)
            .map(|c| c.cost)
    }

    /// Gentlemen who may intercept this attack: standing, holding Guardian Angel with its
    /// ether, the attacked gentleman or ally within short range and in sight, and a free square
    /// next to him. Only attacks of the Nemesis's side are intercepted.
    pub fn guardians(&self, decl: &AttackDecl, asked: &[FigId]) -> Vec<FigId> {
        let nemesis_attack = match decl.mode {
            AttackMode::Grip => true,
            AttackMode::Bomb => false,
            _ => self
                .fig(decl.attacker)
                .is_some_and(|f| f.kind.team() == Team::Nemesis),
        };
        let Some(t) = self.fig(decl.target) else {
            return Vec::new();
        };
        if !nemesis_attack
            || !matches!(t.kind, FigKind::Gentleman | FigKind::Ally)
            || !self.active(t.id)
        {
            return Vec::new();
        }
        self.gentlemen()
            .filter(|h| {
                h.id != t.id
                    && h.id != decl.attacker
                    && !asked.contains(&h.id)
                    && self.active(h.id)
                    && !h.knocked
                    && self
                        .guardian_card(h.id)
                        .is_some_and(|cost| self.ether_available(h.id) >= cost)
                    && h.pos.dist(t.pos) <= SHORT_RANGE
                    && self.sight(h.id, t.id).visible
                    && !self.guard_squares(h.id, t.id).is_empty()
            })
            .map(|h| h.id)
            .collect()
    }

    /// Squares the guardian may take next to the target: free ones, or his own if he stands
    /// next to it already.
    pub fn guard_squares(&self, guardian: FigId, target: FigId) -> Vec<Pos> {
        let (Some(g), Some(t)) = (self.fig(guardian), self.fig(target)) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        if self.grid.adjacent(g.pos, t.pos, Reach::Effect) {
            out.push(g.pos);
        }
        out.extend(self.free_around(t.pos));
        out
    }

    /// The guardian takes his place and becomes the target; the attack is rolled.
    fn intercept_with(&mut self, fig: FigId, at: Pos, ctx: &mut Ctx) {
        let Some(mut i) = self.take_intercept() else {
            return;
        };
        let cost = self.guardian_card(fig).unwrap_or(0);
        self.pay(fig, cost);
        if let Some(f) = self.fig_mut(fig) {
            f.pos = at;
        }
        self.events += 1;
        ctx.log(
            Text::new("log-guardian")
                .msg("figure", self.fig_text(fig))
                .msg("target", self.fig_text(i.decl.target)),
        );
        // Placing onto fire counts as entering it (ruling A-57).
        if self.grid.has_fire(at) {
            self.hurt(fig, 1, Cause::Fire, ctx);
        }
        i.decl.target = fig;
        // Shadow Grip has no attacker figure: it seizes whoever stands in.
        if i.decl.mode == AttackMode::Grip {
            i.decl.attacker = fig;
        }
        // A sweep's extra target must still stand next to the new target (ruling A-43).
        if let Some(s) = i.decl.sweep
            && (s == fig || !self.adjacent_figs(fig, s))
        {
            i.decl.sweep = None;
        }
        self.roll_attack(i.decl, ctx);
    }

    // ---- Taunt ----------------------------------------------------------------------------

    /// Enemies a Taunt may pull: on the scene and in the taunter's sight.
    pub fn taunt_targets(&self, fig: FigId) -> Vec<FigId> {
        self.on_scene()
            .filter(|e| self.is_enemy(fig, e.id) && !e.defeated && self.sight(fig, e.id).visible)
            .map(|e| e.id)
            .collect()
    }

    /// The next squares of the pull: each step brings the enemy closer to the taunter and ends
    /// on a free square (ruling A-58); up to 3 enemies, 3 squares each.
    pub fn pull_actions(&self) -> Vec<Action> {
        let Some(p) = self.pull() else {
            return Vec::new();
        };
        let Some(home) = self.fig(p.taunter).map(|f| f.pos) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for t in &p.targets {
            let done = p.moved.iter().find(|(f, _)| f == t).map(|(_, n)| *n);
            let may = match done {
                Some(n) => n < TAUNT_SQUARES,
                None => p.moved.len() < TAUNT_FIGURES,
            };
            let Some(f) = self.fig(*t).filter(|f| !f.gone) else {
                continue;
            };
            if !may {
                continue;
            }
            let left = u32::from(TAUNT_SQUARES - done.unwrap_or(0));
            for hop in hops_from(&self.grid, f.pos, |q| self.occupant(*t, q)) {
                if let Hop::Step(q) | Hop::Climb(q) = hop
                    && hop.cost() <= left
                    && self.occupant(*t, q) == Occupant::Free
                    && q.dist(home) < f.pos.dist(home)
                {
                    out.push(Action::Pull { fig: *t, to: q });
                }
            }
        }
        out
    }

    fn pull_step(&mut self, fig: FigId, to: Pos, ctx: &mut Ctx) {
        let Some(from) = self.fig(fig).map(|f| f.pos) else {
            return;
        };
        let hop = hops_from(&self.grid, from, |q| self.occupant(fig, q))
            .into_iter()
            .find(|h| matches!(h, Hop::Step(q) | Hop::Climb(q) if *q == to));
        let Some(hop) = hop else { return };
        if let Some(p) = self.pull_mut() {
            match p.moved.iter_mut().find(|(f, _)| *f == fig) {
                Some(slot) => slot.1 += hop.cost() as u8,
                None => p.moved.push((fig, hop.cost() as u8)),
            }
        }
        // Moved by the other side: no disengagement damage, but fire hurts.
        self.do_hop(fig, hop, true, ctx);
    }

    // ---- Imitator -------------------------------------------------------------------------

    /// Advantage cards of gentlemen in sight the Imitator may copy (not Imitator itself, and
    /// no extra crosses, whose loss would change his life in the middle of a round).
    pub fn imitations(&self, fig: FigId) -> Vec<String> {
        let Some(me) = self.fig(fig) else {
            return Vec::new();
        };
        let mut out: Vec<String> = Vec::new();
        for g in self.gentlemen() {
            if g.id == fig || !self.active(g.id) || !self.sight(fig, g.id).visible {
                continue;
            }
            for c in &g.advantages {
                let Some(d) = data().card(c) else { continue };
                let copyable = d.kind == CardKind::Advantage
                    && !matches!(
                        d.effect,
                        Effect::Imitate | Effect::ExtraCross | Effect::Life
                    );
                if copyable
                    && me.copy.as_ref() != Some(c)
                    && !me.advantages.contains(c)
                    && !out.contains(c)
                {
                    out.push(c.clone());
                }
            }
        }
        out
    }

    /// The copies `seat`'s Imitators may make now (the card is permanent: usable at any time,
    /// rulebook L619-636, ruling A-59). The engine offers them whenever it asks that seat
    /// anyway: at each decision of a gentlemen's activation, and before an Imitator's own
    /// defence roll (`only`). A figure lying down uses no card (ruling A-29).
    pub fn imitate_actions(&self, seat: Seat, only: Option<FigId>) -> Vec<Action> {
        let mut out = Vec::new();
        let holders: Vec<(FigId, u8)> = self
            .gentlemen()
            .filter(|g| only.is_none_or(|o| o == g.id) && !g.knocked && self.active(g.id))
            .filter_map(|g| {
                g.advantages
                    .iter()
                    .filter_map(|c| data().card(c))
                    .find(|c| c.effect == Effect::Imitate)
                    .map(|c| (g.id, c.cost))
            })
            .collect();
        for (fig, cost) in holders {
            if self.seat_of(fig) != seat || self.ether_available(fig) < cost {
                continue;
            }
            out.extend(
                self.imitations(fig)
                    .into_iter()
                    .map(|card| Action::Imitate { fig, card }),
            );
        }
        out
    }

    fn imitate(&mut self, fig: FigId, card: &str, ctx: &mut Ctx) {
        let cost = self
            .fig(fig)
            .and_then(|f| {
                f.advantages
                    .iter()
                    .filter_map(|c| data().card(c))
                    .find(|c| c.effect == Effect::Imitate)
            })
            .map(|c| c.cost)
            .unwrap_or(1);
        self.pay(fig, cost);
        if let Some(f) = self.fig_mut(fig) {
            f.copy = Some(card.to_owned());
        }
        ctx.log(
            Text::new("log-imitate")
                .msg("figure", self.fig_text(fig))
                .msg("card", crate::view::card_text(card)),
        );
    }

    // ---- Suffering cards that act at once ------------------------------------------------

    /// A drawn Blind Rage or Sacrifice waits for its seat.
    pub fn queue_reaction(&mut self, fig: FigId, card: &str) {
        let Some(d) = data().card(card) else { return };
        if self.phase != Phase::Activation {
            self.suffering_discard.push(card.to_owned());
            return;
        }
        self.reactions.push(Reaction {
            fig,
            card: card.to_owned(),
            effect: d.effect,
            amount: d.amount,
            done: false,
        });
    }

    /// The gentleman of an open Sacrifice, if he can attack anybody.
    pub fn sacrifice_attacker(&self) -> Option<FigId> {
        let r = self.open_reaction()?;
        if r.effect != Effect::Sacrifice {
            return None;
        }
        let fig = r.fig;
        let seat = self.seat_of(fig);
        let any = self.on_scene().any(|t| {
            [AttackKind::Melee, AttackKind::Ranged]
                .into_iter()
                .any(|kind| {
                    self.weapon_choices(fig, kind, AttackMode::Free)
                        .into_iter()
                        .any(|weapon| {
                            self.attack_fits(
                                seat,
                                &AttackDecl::plain(fig, kind, t.id, weapon, AttackMode::Free),
                            )
                        })
                })
        });
        any.then_some(fig)
    }

    /// One-click answers to the open suffering card: Blind Rage's charges, and letting it go.
    pub fn reaction_actions(&self) -> Vec<Action> {
        let Some(r) = self.open_reaction() else {
            return Vec::new();
        };
        let mut out = Vec::new();
        if r.effect == Effect::BlindRage {
            for (target, to) in self.charge_targets(r.fig) {
                out.push(Action::Rage { target, to });
            }
        }
        out.push(Action::Forgo);
        out
    }

    /// The Sacrifice attack: the card is answered; its damage follows the attack.
    pub fn sacrifice_attack(&mut self, decl: AttackDecl, ctx: &mut Ctx) {
        if let Some(r) = self.reactions.first_mut() {
            r.done = true;
        }
        self.declare(decl, ctx);
    }

    /// Whether a suffering card leaves its seat a decision: a Blind Rage with an enemy to
    /// charge, a Sacrifice with an attacker.
    fn reaction_decides(&self, r: &Reaction) -> bool {
        !r.done
            && self.active(r.fig)
            && match r.effect {
                Effect::BlindRage => !self.charge_targets(r.fig).is_empty(),
                Effect::Sacrifice => self.sacrifice_attacker().is_some(),
                _ => false,
            }
    }

    /// Whether the first suffering card, which leaves its seat a decision, must wait because
    /// something else is still under way ([`Smog::open_reaction`]): a chaos window that
    /// waits below the minions of a Fierce Attack played in it. Asked now, its seat would
    /// have nothing to answer.
    pub fn reaction_waits(&self) -> bool {
        self.reactions
            .first()
            .is_some_and(|r| self.open_reaction().is_none() && self.reaction_decides(r))
    }

    /// Resolves the first suffering card as far as it goes without a decision. Returns true
    /// when its seat must decide.
    pub fn settle_reaction(&mut self, ctx: &mut Ctx) -> bool {
        let Some(r) = self.reactions.first().cloned() else {
            return false;
        };
        if self.reaction_decides(&r) {
            return true;
        }
        self.reactions.remove(0);
        self.suffering_discard.push(r.card.clone());
        // Sacrifice: the damage comes whether he attacked or not (ruling A-24).
        if r.effect == Effect::Sacrifice {
            self.hurt(r.fig, r.amount, Cause::Other, ctx);
        }
        false
    }

    /// The clean-up: a suffering card still waiting (nothing should be) acts no more.
    pub fn drop_reactions(&mut self) {
        let cards: Vec<String> = self.reactions.drain(..).map(|r| r.card).collect();
        self.suffering_discard.extend(cards);
        self.rage = None;
    }

    // ---- Smog ---------------------------------------------------------------------------

    /// Whether a Smog cloud lies between two squares (a square of a 3 x 3 cloud strictly
    /// between them on the line).
    pub fn smogged(&self, a: Pos, b: Pos) -> bool {
        !self.smog.is_empty()
            && squares_on_line(&self.grid, a, b)
                .iter()
                .any(|q| self.smog.iter().any(|c| c.dist(*q) <= 1))
    }

    // ---- Applying -------------------------------------------------------------------------

    /// The answers an interruption offers: the guardian's squares or letting it be; the
    /// pull's next squares or stopping.
    pub fn interruption_actions(&self) -> Vec<Action> {
        if let Some(i) = self.intercept() {
            let Some(h) = self.guardians(&i.decl, &i.asked).first().copied() else {
                return Vec::new();
            };
            let mut out: Vec<Action> = self
                .guard_squares(h, i.decl.target)
                .into_iter()
                .map(|at| Action::Guard { fig: h, at })
                .collect();
            out.push(Action::NoGuard(h));
            return out;
        }
        if self.pull().is_some() {
            let mut out = self.pull_actions();
            out.push(Action::EndPull);
            return out;
        }
        Vec::new()
    }

    /// Applies the moves of this module (legality already checked).
    pub fn apply_reaction(&mut self, action: &Action, ctx: &mut Ctx) {
        match action {
            Action::Guard { fig, at } => self.intercept_with(*fig, *at, ctx),
            Action::NoGuard(fig) => {
                if let Some(i) = self.intercept_mut() {
                    i.asked.push(*fig);
                }
            }
            Action::Imitate { fig, card } => self.imitate(*fig, card, ctx),
            Action::Pull { fig, to } => self.pull_step(*fig, *to, ctx),
            Action::EndPull => {
                self.take_pull();
            }
            Action::Rage { target, to } => {
                let Some(fig) = self.reactions.first().map(|r| r.fig) else {
                    return;
                };
                if let Some(r) = self.reactions.first_mut() {
                    r.done = true;
                }
                self.rage = Some(fig);
                ctx.log(Text::new("log-rage").msg("figure", self.fig_text(fig)));
                self.do_charge(fig, *target, *to, true, ctx);
            }
            Action::Forgo => {
                if let Some(r) = self.reactions.first_mut() {
                    r.done = true;
                }
            }
            _ => {}
        }
    }

    /// Button labels of this module's moves.
    pub fn reaction_label(&self, action: &Action) -> Text {
        let sq = crate::combat::attack::pos_code;
        match action {
            Action::Guard { fig, at } => Text::new("action-guard")
                .msg("figure", self.fig_text(*fig))
                .str("square", sq(*at)),
            Action::NoGuard(fig) => Text::new("action-no-guard").msg("figure", self.fig_text(*fig)),
            Action::Imitate { fig, card } => Text::new("action-imitate")
                .msg("figure", self.fig_text(*fig))
                .msg("card", crate::view::card_text(card)),
            Action::Pull { fig, to } => Text::new("action-pull")
                .msg("figure", self.fig_text(*fig))
                .str("square", sq(*to)),
            Action::EndPull => Text::new("action-end-pull"),
            Action::Rage { target, to } => Text::new("action-rage")
                .msg("target", self.fig_text(*target))
                .str("square", sq(*to)),
            Action::Forgo => match self.reactions.first().map(|r| r.effect) {
                Some(Effect::BlindRage) => Text::new("action-forgo-rage"),
                _ => Text::new("action-forgo-sacrifice"),
            },
            _ => Text::new("figure-unknown"),
        }
    }
}
