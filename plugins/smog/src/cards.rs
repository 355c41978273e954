//! The Nemesis's cards: power cards (one per Nemesis activation, each once on the chaos
//! activation card) and chaos cards (played at their timing in his activations by hand, and in
//! the gentlemen's activations by his standing orders), summons and their placement.

use parlour_plugin_api::Text;

use crate::board::{Pos, Reach};
use crate::data::{CardKind, Effect, SheetKind, Timing, data};
use crate::state::*;

/// Chaos effects the engine can play by standing orders (they need no further choice).
pub fn orderable(effect: Effect) -> bool {
    matches!(
        effect,
        Effect::SummonManhole | Effect::Blaze | Effect::Supply | Effect::Trip
    )
}

impl Smog {
    /// Figures of a minion sheet still in the box.
    fn in_box(&self, sheet: &str) -> u8 {
        let total = data().sheet(sheet).map(|s| s.figures).unwrap_or(0);
        let used = self
            .figures
            .iter()
            .filter(|f| f.def == sheet && !f.gone)
            .count() as u8;
        total.saturating_sub(used)
    }

    /// Free squares effect-adjacent to `p` (no figure, no crate), in board order.
    fn free_around(&self, p: Pos) -> Vec<Pos> {
        self.grid
            .neighbours(p, Reach::Effect)
            .into_iter()
            .filter(|q| !self.grid.has_crate(*q) && self.at(*q).is_none())
            .collect()
    }

    /// Places up to `n` minions of `sheet` next to a square (ruling A-57). Placing onto fire
    /// counts as entering it.
    pub fn summon_at(&mut self, p: Pos, sheet: &str, n: u8) -> u8 {
        let mut placed = 0;
        for q in self.free_around(p) {
            if placed >= n || self.in_box(sheet) == 0 {
                break;
            }
            let id = self.figures.len() as FigId;
            self.figures.push(Figure {
                id,
                kind: FigKind::Minion,
                def: sheet.to_owned(),
                pos: q,
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
            });
            if !self.versions.iter().any(|(s, _)| s == sheet) {
                self.versions.push((sheet.to_owned(), 0));
            }
            placed += 1;
            if self.grid.has_fire(q) {
                let mut log = Vec::new();
                self.hurt(id, 1, crate::damage::Cause::Fire, &mut log);
            }
        }
        self.events += 1;
        placed
    }

    pub fn summon_near(&mut self, fig: FigId, sheet: &str, n: u8) -> u8 {
        match self.fig(fig).map(|f| f.pos) {
            Some(p) => self.summon_at(p, sheet, n),
            None => 0,
        }
    }

    /// The chapter's minion type with the most figures left in the box.
    pub fn summon_sheet(&self) -> Option<String> {
        self.versions
            .iter()
            .filter(|(s, _)| self.sheet_kind(s) == Some(SheetKind::Minion))
            .max_by_key(|(s, _)| self.in_box(s))
            .filter(|(s, _)| self.in_box(s) > 0)
            .map(|(s, _)| s.clone())
    }

    fn minion_ids(&self) -> Vec<FigId> {
        self.figures
            .iter()
            .filter(|f| f.kind == FigKind::Minion && !f.gone && !f.knocked)
            .map(|f| f.id)
            .collect()
    }

    fn agent_ids(&self) -> Vec<FigId> {
        self.figures
            .iter()
            .filter(|f| f.kind == FigKind::Agent && !f.gone)
            .map(|f| f.id)
            .collect()
    }

    /// Up to two of the given figures: every single one and every pair.
    fn pairs(ids: &[FigId]) -> Vec<Vec<FigId>> {
        let mut out: Vec<Vec<FigId>> = ids.iter().map(|i| vec![*i]).collect();
        for (i, a) in ids.iter().enumerate() {
            for b in &ids[i + 1..] {
                out.push(vec![*a, *b]);
            }
        }
        out
    }

    /// Targets of an effect: (figs, square) parameter sets.
    fn effect_params(&self, effect: Effect) -> Vec<(Vec<FigId>, Option<Pos>)> {
        let none = vec![(Vec::new(), None)];
        match effect {
            Effect::DrawChaos
            | Effect::Supply
            | Effect::MinionCoverHits
            | Effect::AgentHitPlus
            | Effect::AgentDice => none,
            Effect::CommandMinions | Effect::FierceAttack => Self::pairs(&self.minion_ids())
                .into_iter()
                .map(|f| (f, None))
                .collect(),
            Effect::PlaceFire => {
                let mut squares: Vec<Pos> = Vec::new();
                let origins: Vec<Pos> = self
                    .figures
                    .iter()
                    .filter(|f| matches!(f.kind, FigKind::Agent | FigKind::Minion) && !f.gone)
                    .map(|f| f.pos)
                    .chain(self.grid.squares().filter(|p| self.grid.has_fire(*p)))
                    .collect();
                for o in origins {
                    for q in self.grid.neighbours(o, Reach::Effect) {
                        if !self.grid.has_fire(q)
                            && !self.grid.has_crate(q)
                            && !squares.contains(&q)
                        {
                            squares.push(q);
                        }
                    }
                }
                if self.fire_supply == 0 {
                    return Vec::new();
                }
                squares.sort();
                squares.into_iter().map(|p| (Vec::new(), Some(p))).collect()
            }
            Effect::Summon | Effect::SummonAgent => {
                if self.summon_sheet().is_none() {
                    return Vec::new();
                }
                self.agent_ids()
                    .into_iter()
                    .filter(|a| {
                        self.fig(*a)
                            .is_some_and(|f| !self.free_around(f.pos).is_empty())
                    })
                    .map(|a| (vec![a], None))
                    .collect()
            }
            Effect::ShadowGrip => self
                .gentlemen()
                .filter(|g| self.active(g.id))
                .map(|g| (vec![g.id], None))
                .collect(),
            Effect::AgentHeal => self
                .agent_ids()
                .into_iter()
                .filter(|a| self.fig(*a).is_some_and(|f| f.damage > 0))
                .map(|a| (vec![a], None))
                .collect(),
            Effect::Haste => self
                .agent_ids()
                .into_iter()
                .chain(self.minion_ids())
                .filter(|a| self.fig(*a).is_some_and(|f| !f.knocked))
                .map(|a| (vec![a], None))
                .collect(),
            Effect::Drain => {
                let agents: Vec<Pos> = self
                    .agent_ids()
                    .iter()
                    .filter_map(|a| self.fig(*a).map(|f| f.pos))
                    .collect();
                self.gentlemen()
                    .filter(|g| self.active(g.id) && g.ether > 0)
                    .filter(|g| agents.iter().any(|p| p.dist(g.pos) <= SHORT_RANGE))
                    .map(|g| (vec![g.id], None))
                    .collect()
            }
            Effect::SummonManhole => {
                if self.summon_sheet().is_none() {
                    return Vec::new();
                }
                self.grid
                    .squares()
                    .filter(|p| self.grid.has_manhole(*p) && !self.free_around(*p).is_empty())
                    .map(|p| (Vec::new(), Some(p)))
                    .collect()
            }
            Effect::Blaze => {
                let mut squares: Vec<Pos> = Vec::new();
                for g in self.gentlemen().filter(|g| self.active(g.id)) {
                    for q in self.grid.neighbours(g.pos, Reach::Effect) {
                        if !self.grid.has_fire(q)
                            && !self.grid.has_crate(q)
                            && !squares.contains(&q)
                        {
                            squares.push(q);
                        }
                    }
                }
                if self.fire_supply == 0 {
                    return Vec::new();
                }
                squares.sort();
                squares.into_iter().map(|p| (Vec::new(), Some(p))).collect()
            }
            _ => Vec::new(),
        }
    }

    /// Power card uses open to the Nemesis now.
    pub fn power_actions(&self) -> Vec<Action> {
        let Some(act) = self.activation() else {
            return Vec::new();
        };
        if act.team != Team::Nemesis || act.nested != Nested::No {
            return Vec::new();
        }
        let chaos = act.card == ActCard::Chaos;
        if !chaos && act.power_used {
            return Vec::new();
        }
        let mut out = Vec::new();
        for p in &self.powers {
            if chaos && act.powers_used.contains(&p.id) {
                continue;
            }
            let Some(d) = data().card(&p.id) else {
                continue;
            };
            if self.power_available(&p.id) < d.cost {
                continue;
            }
            for (figs, at) in self.effect_params(d.effect) {
                out.push(Action::Power {
                    card: p.id.clone(),
                    figs,
                    at,
                });
            }
        }
        out
    }

    /// Chaos cards the Nemesis may play by hand now (timing of the activation).
    pub fn chaos_actions(&self) -> Vec<Action> {
        let Some(act) = self.activation() else {
            return Vec::new();
        };
        if act.team != Team::Nemesis || act.nested != Nested::No {
            return Vec::new();
        }
        let mut out = Vec::new();
        let mut seen: Vec<&String> = Vec::new();
        for card in &self.hand {
            if seen.contains(&card) {
                continue;
            }
            seen.push(card);
            let Some(d) = data().card(card) else { continue };
            let fits = match d.timing {
                Timing::AnyTime => true,
                Timing::AgentActivation => matches!(act.card, ActCard::Agent(_)),
                Timing::MinionActivation => act.card == ActCard::Minions,
                _ => false,
            };
            if !fits || d.effect == Effect::Trip {
                continue;
            }
            for (figs, at) in self.effect_params(d.effect) {
                out.push(Action::Chaos {
                    card: card.clone(),
                    figs,
                    at,
                });
            }
        }
        out
    }

    pub fn apply_power(
        &mut self,
        card: &str,
        figs: &[FigId],
        at: Option<Pos>,
        log: &mut Vec<Text>,
    ) {
        let Some(d) = data().card(card) else { return };
        self.pay_power(card, d.cost);
        if let Some(a) = self.activation_mut() {
            a.power_used = true;
            a.powers_used.push(card.to_owned());
        }
        log.push(Text::new("log-power").msg("card", crate::view::card_text(card)));
        self.resolve_effect(d.effect, d.amount, figs, at, log);
    }

    pub fn apply_chaos(
        &mut self,
        card: &str,
        figs: &[FigId],
        at: Option<Pos>,
        log: &mut Vec<Text>,
    ) {
        let Some(d) = data().card(card) else { return };
        if let Some(i) = self.hand.iter().position(|c| c == card) {
            self.hand.remove(i);
        }
        self.chaos_discard.push(card.to_owned());
        if !self.hand.iter().any(|c| c == card) {
            self.orders.chaos.retain(|(c, _)| c != card);
        }
        self.secret();
        log.push(Text::new("log-chaos").msg("card", crate::view::card_text(card)));
        self.resolve_effect(d.effect, d.amount, figs, at, log);
    }

    fn draw_chaos(&mut self, n: u8) {
        for _ in 0..n {
            if self.chaos_deck.is_empty() {
                let mut deck = std::mem::take(&mut self.chaos_discard);
                self.rng.shuffle(&mut deck);
                self.chaos_deck = deck;
            }
            if let Some(c) = self.chaos_deck.pop() {
                self.hand.push(c);
            }
        }
        self.secret();
    }

    fn resolve_effect(
        &mut self,
        effect: Effect,
        amount: u8,
        figs: &[FigId],
        at: Option<Pos>,
        log: &mut Vec<Text>,
    ) {
        let first = figs.first().copied();
        match effect {
            Effect::DrawChaos => self.draw_chaos(amount.max(1)),
            Effect::CommandMinions => {
                let left = figs.iter().map(|f| (*f, 1)).collect();
                self.push_nested(ActCard::Minions, Team::Nemesis, left, Nested::Command);
            }
            Effect::FierceAttack => {
                let left = figs.iter().map(|f| (*f, 2)).collect();
                self.push_nested(ActCard::Minions, Team::Nemesis, left, Nested::Fierce);
            }
            Effect::Haste => {
                if let Some(f) = first {
                    self.push_nested(
                        ActCard::Minions,
                        Team::Nemesis,
                        vec![(f, 1)],
                        Nested::MoveOnly,
                    );
                }
            }
            Effect::PlaceFire | Effect::Blaze => {
                if let Some(p) = at {
                    self.place_fire(p);
                }
            }
            Effect::Summon | Effect::SummonAgent => {
                if let (Some(a), Some(sheet)) = (first, self.summon_sheet()) {
                    let n = self.summon_near(a, &sheet, amount);
                    log.push(Text::new("log-summon").num("count", n));
                }
            }
            Effect::SummonManhole => {
                if let (Some(p), Some(sheet)) = (at, self.summon_sheet()) {
                    let n = self.summon_at(p, &sheet, amount);
                    log.push(Text::new("log-summon").num("count", n));
                }
            }
            Effect::ShadowGrip => {
                if let Some(g) = first {
                    let decl = AttackDecl {
                        attacker: g,
                        kind: crate::data::AttackKind::Ranged,
                        target: g,
                        weapon: None,
                        ether: 0,
                        sweep: None,
                        helpers: Vec::new(),
                        bonuses: Vec::new(),
                        mode: AttackMode::Grip,
                    };
                    self.declare(decl, log);
                }
            }
            Effect::AgentHeal => {
                let target = first.or_else(|| {
                    self.activation()
                        .filter(|a| matches!(a.card, ActCard::Agent(_)))
                        .and_then(|a| a.left.first().map(|(f, _)| *f))
                });
                if let Some(a) = target {
                    self.heal(a, amount);
                }
            }
            Effect::Drain => {
                if let Some(g) = first
                    && let Some(f) = self.fig_mut(g)
                {
                    f.ether = f.ether.saturating_sub(amount);
                }
            }
            Effect::Supply => self.supply = self.supply.saturating_add(amount),
            Effect::AgentHitPlus => {
                if let Some(a) = self.activation_mut() {
                    a.mods.agent_hit_plus = true;
                }
            }
            Effect::MinionCoverHits => {
                if let Some(a) = self.activation_mut() {
                    a.mods.minion_cover_hits = true;
                }
            }
            Effect::AgentDice => {
                if let Some(a) = self.activation_mut() {
                    a.mods.agent_dice = a.mods.agent_dice.saturating_add(amount);
                }
            }
            Effect::Trip => {
                if let Some(g) = first {
                    if let Some(f) = self.fig_mut(g) {
                        f.knocked = true;
                    }
                    log.push(Text::new("log-knocked").msg("figure", self.fig_text(g)));
                }
            }
            _ => {}
        }
    }

    /// A chaos window in a gentleman's activation: every card in hand whose standing order
    /// names this trigger is played if it has an effect now, with targets chosen near the
    /// gentleman. The window opens the same way whatever the Nemesis holds.
    pub fn chaos_window(&mut self, trigger: Trigger, gent: FigId, log: &mut Vec<Text>) {
        let in_gent_activation = self
            .activation()
            .is_some_and(|a| matches!(a.card, ActCard::Gentleman(_)) || a.card == ActCard::Allies);
        if !in_gent_activation || self.phase != Phase::Activation {
            return;
        }
        let Some(gpos) = self.fig(gent).map(|f| f.pos) else {
            return;
        };
        let cards: Vec<String> = self
            .hand
            .iter()
            .filter(|c| {
                self.orders
                    .chaos
                    .iter()
                    .any(|(id, t)| id == *c && *t == trigger)
            })
            .cloned()
            .collect();
        for card in cards {
            if !self.hand.contains(&card) || !self.active(gent) {
                continue;
            }
            let Some(d) = data().card(&card) else {
                continue;
            };
            if d.kind != CardKind::Chaos || !orderable(d.effect) {
                continue;
            }
            let choice: Option<(Vec<FigId>, Option<Pos>)> = match d.effect {
                Effect::Supply => Some((Vec::new(), None)),
                Effect::Trip => {
                    let engaged = self.on_scene().any(|e| {
                        matches!(e.kind, FigKind::Minion | FigKind::Agent)
                            && !e.knocked
                            && self.grid.adjacent(gpos, e.pos, Reach::Effect)
                    });
                    (engaged && self.fig(gent).is_some_and(|f| !f.knocked))
                        .then(|| (vec![gent], None))
                }
                Effect::SummonManhole => self
                    .effect_params(d.effect)
                    .into_iter()
                    .filter(|(_, p)| p.is_some_and(|p| p.dist(gpos) <= SHORT_RANGE))
                    .min_by_key(|(_, p)| p.map(|p| p.dist(gpos)).unwrap_or(99)),
                Effect::Blaze => self
                    .effect_params(d.effect)
                    .into_iter()
                    .find(|(_, p)| p.is_some_and(|p| self.grid.adjacent(p, gpos, Reach::Effect))),
                _ => None,
            };
            if let Some((figs, at)) = choice {
                self.apply_chaos(&card, &figs, at, log);
            }
        }
    }

    /// Standing orders the Nemesis may give now: one change from his current orders each.
    pub fn order_options(&self) -> Vec<Orders> {
        let mut out = Vec::new();
        for t in self.ether_targets() {
            if t != self.orders.ether {
                out.push(Orders {
                    ether: t,
                    chaos: self.orders.chaos.clone(),
                });
            }
        }
        let mut seen: Vec<&String> = Vec::new();
        for card in &self.hand {
            if seen.contains(&card) || !data().card(card).is_some_and(|c| orderable(c.effect)) {
                continue;
            }
            seen.push(card);
            let current = self
                .orders
                .chaos
                .iter()
                .find(|(c, _)| c == card)
                .map(|(_, t)| *t)
                .unwrap_or_default();
            for t in [Trigger::Manual, Trigger::AfterStep, Trigger::AfterAction] {
                if t != current {
                    let mut chaos: Vec<(String, Trigger)> = self
                        .orders
                        .chaos
                        .iter()
                        .filter(|(c, _)| c != card)
                        .cloned()
                        .collect();
                    if t != Trigger::Manual {
                        chaos.push((card.clone(), t));
                    }
                    chaos.sort();
                    out.push(Orders {
                        ether: self.orders.ether.clone(),
                        chaos,
                    });
                }
            }
        }
        out
    }

    /// Whether a set of standing orders is valid.
    pub fn check_orders(&self, orders: &Orders) -> bool {
        self.ether_targets().contains(&orders.ether)
            && orders.chaos.iter().all(|(c, t)| {
                *t != Trigger::Manual
                    && self.hand.contains(c)
                    && data().card(c).is_some_and(|d| orderable(d.effect))
            })
    }
}
