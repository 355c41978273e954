//! The Nemesis's cards: power cards (one per Nemesis activation, each once on the chaos
//! activation card) and chaos cards (played at their timing in his activations by hand; in the
//! gentlemen's activations at the chaos windows, by his standing orders and, as his window
//! order says, by hand), the chaos window of a fight before a gentleman's defence roll (cards
//! played when a gentleman is attacked), standing orders, summons and their placement.

use parlour_plugin_api::{Ctx, Text};

use crate::board::{Pos, Reach};
use crate::data::{CardKind, Effect, SheetKind, Timing, data};
use crate::state::*;

/// Chaos effects the Nemesis may play by standing orders: the order's rules choose what the
/// effect leaves open (squares and minions nearest to the gentleman who set it off, the
/// order's minion type).
pub fn orderable(effect: Effect) -> bool {
    matches!(
        effect,
        Effect::SummonManhole
            | Effect::Blaze
            | Effect::Supply
            | Effect::Trip
            | Effect::FierceAttack
            | Effect::DefenceMinus
            | Effect::ExtraHits
    )
}

/// The triggers an order may name for an effect. Fierce Attack waits for the end of the
/// gentleman's action: its minions act between his actions, not in the middle of his move.
pub fn triggers(effect: Effect) -> &'static [Trigger] {
    if effect == Effect::FierceAttack {
        &[Trigger::Manual, Trigger::AfterAction]
    } else if matches!(effect, Effect::DefenceMinus | Effect::ExtraHits) {
        &[Trigger::Manual, Trigger::Attacked]
    } else {
        &[Trigger::Manual, Trigger::AfterStep, Trigger::AfterAction]
    }
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
    pub(crate) fn free_around(&self, p: Pos) -> Vec<Pos> {
        self.grid
            .neighbours(p, Reach::Effect)
            .filter(|q| !self.grid.has_crate(*q) && self.at(*q).is_none())
            .collect()
    }

    /// Puts one minion of `sheet` on `q` (ruling A-57: placing onto fire counts as entering).
    fn place_minion(&mut self, q: Pos, sheet: &str, ctx: &mut Ctx) -> FigId {
        let id = self.figures.len() as FigId;
        self.figures
            .push(Figure::new(id, FigKind::Minion, sheet, q));
        if !self.versions.iter().any(|(s, _)| s == sheet) {
            self.versions.push((sheet.to_owned(), 0));
        }
        self.events += 1;
        ctx.log(
            Text::new("log-place")
                .msg("figure", self.fig_text(id))
                .str("square", crate::combat::attack::pos_code(q)),
        );
        if self.grid.has_fire(q) {
            self.hurt(id, 1, crate::damage::Cause::Fire, ctx);
        }
        id
    }

    /// Places up to `n` minions of `sheet` next to a square, nearest to `towards` first (the
    /// rule a standing order names; ruling A-57).
    pub fn summon_at(&mut self, p: Pos, sheet: &str, n: u8, towards: Pos, ctx: &mut Ctx) -> u8 {
        let mut squares = self.free_around(p);
        squares.sort_by_key(|q| (q.dist(towards), *q));
        let mut placed = 0;
        for q in squares {
            if placed >= n || self.in_box(sheet) == 0 {
                break;
            }
            self.place_minion(q, sheet, ctx);
            placed += 1;
        }
        placed
    }

    /// The chapter's minion types the Nemesis may place now (a fixed type if the effect names
    /// one), with figures left in the box.
    pub fn placing_sheets(&self, placing: &Placing) -> Vec<String> {
        match &placing.sheet {
            Some(s) => vec![s.clone()],
            None => self
                .versions
                .iter()
                .filter(|(s, _)| self.sheet_kind(s) == Some(SheetKind::Minion))
                .map(|(s, _)| s.clone())
                .collect(),
        }
        .into_iter()
        .filter(|s| self.in_box(s) > 0)
        .collect()
    }

    /// Free squares next to the placement's anchor.
    pub fn placing_squares(&self, placing: &Placing) -> Vec<Pos> {
        let at = placing
            .near
            .and_then(|f| self.fig(f).filter(|f| !f.gone).map(|f| f.pos))
            .unwrap_or(placing.at);
        self.free_around(at)
    }

    pub fn placement_possible(&self, placing: &Placing) -> bool {
        placing.left > 0
            && !self.placing_sheets(placing).is_empty()
            && !self.placing_squares(placing).is_empty()
            && placing
                .parts
                .is_none_or(|f| self.active(f) && self.ether_available(f) >= 2)
    }

    /// The Nemesis's placement choices: each type on each free square, and stopping when the
    /// effect says "up to" (or declining Spare Parts before paying).
    pub fn placing_actions(&self) -> Vec<Action> {
        let Some(p) = self.placing() else {
            return Vec::new();
        };
        let mut out = Vec::new();
        if self.placement_possible(p) {
            for sheet in self.placing_sheets(p) {
                for at in self.placing_squares(p) {
                    out.push(Action::Place {
                        sheet: sheet.clone(),
                        at,
                    });
                }
            }
        }
        if p.optional || p.parts.is_some() || out.is_empty() {
            out.push(Action::EndPlacing);
        }
        out
    }

    /// Places one figure (paying for Spare Parts with the first).
    pub fn place(&mut self, sheet: &str, at: Pos, ctx: &mut Ctx) {
        let Some(mut p) = self.take_placing() else {
            return;
        };
        if let Some(tobias) = p.parts.take() {
            self.pay(tobias, 2);
            ctx.log(Text::new("log-spare-parts").num("count", u32::from(p.left)));
        }
        self.place_minion(at, sheet, ctx);
        p.left = p.left.saturating_sub(1);
        if self.placement_possible(&p) {
            self.open_placing(p);
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

    /// Up to two of the given figures: every single one and every pair (as an effect's
    /// parameters, on no square).
    fn pairs(ids: &[FigId]) -> Vec<(Vec<FigId>, Option<Pos>)> {
        let n = ids.len();
        let mut out = Vec::with_capacity(n + n * n.saturating_sub(1) / 2);
        out.extend(ids.iter().map(|i| (vec![*i], None)));
        for (i, a) in ids.iter().enumerate() {
            for b in &ids[i + 1..] {
                out.push((vec![*a, *b], None));
            }
        }
        out
    }

    /// Targets of an effect: (figs, square) parameter sets.
    pub(crate) fn effect_params(&self, effect: Effect) -> Vec<(Vec<FigId>, Option<Pos>)> {
        let none = vec![(Vec::new(), None)];
        match effect {
            // On the gentleman whose defence the fight's chaos window waits for.
            Effect::DefenceMinus | Effect::ExtraHits => self
                .fight_window_defender()
                .map(|g| vec![(vec![g], None)])
                .unwrap_or_default(),
            Effect::DrawChaos
            | Effect::Supply
            | Effect::MinionCoverHits
            | Effect::AgentHitPlus
            | Effect::AgentDice => none,
            Effect::CommandMinions | Effect::FierceAttack => Self::pairs(&self.minion_ids()),
            Effect::PlaceFire | Effect::Blaze | Effect::Smog | Effect::SummonManhole => self
                .effect_squares(effect)
                .map(|set| set.iter().map(|p| (Vec::new(), Some(p))).collect())
                .unwrap_or_default(),
            Effect::Summon
            | Effect::SummonAgent
            | Effect::ShadowGrip
            | Effect::AgentHeal
            | Effect::Haste
            | Effect::Puppet
            | Effect::Drain => {
                let mut out = Vec::new();
                self.each_single_target(effect, |f| out.push((vec![f], None)));
                out
            }
            _ => Vec::new(),
        }
    }

    /// Power card uses open to the Nemesis now.
    pub fn power_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        for (id, effect) in self.usable_powers() {
            for (figs, at) in self.effect_params(effect) {
                out.push(Action::Power {
                    card: id.to_owned(),
                    figs,
                    at,
                });
            }
        }
        out
    }

    /// How many [`Smog::power_actions`] there are, without building them (the pairs of
    /// minions are counted, not listed).
    pub fn power_count(&self) -> usize {
        self.usable_powers()
            .into_iter()
            .map(|(_, effect)| self.effect_param_count(effect))
            .sum()
    }

    /// How many sets [`Smog::effect_params`] lists, without building the ones naming figures.
    fn effect_param_count(&self, effect: Effect) -> usize {
        match effect {
            Effect::DefenceMinus | Effect::ExtraHits => {
                usize::from(self.fight_window_defender().is_some())
            }
            Effect::DrawChaos
            | Effect::Supply
            | Effect::MinionCoverHits
            | Effect::AgentHitPlus
            | Effect::AgentDice => 1,
            Effect::CommandMinions | Effect::FierceAttack => pair_count(self.minion_ids().len()),
            Effect::Summon
            | Effect::SummonAgent
            | Effect::ShadowGrip
            | Effect::AgentHeal
            | Effect::Haste
            | Effect::Puppet
            | Effect::Drain => {
                let mut count = 0;
                self.each_single_target(effect, |_| count += 1);
                count
            }
            Effect::PlaceFire | Effect::Blaze | Effect::Smog | Effect::SummonManhole => {
                self.effect_squares(effect).map_or(0, |set| set.count())
            }
            _ => self.effect_params(effect).len(),
        }
    }

    /// The figures an effect aimed at one figure may target now, each handed to `each` in
    /// the order [`Smog::effect_params`] lists them (so a count and the list cannot differ).
    fn each_single_target(&self, effect: Effect, mut each: impl FnMut(FigId)) {
        match effect {
            // Next to an agent with room around him for the newcomers.
            Effect::Summon | Effect::SummonAgent => {
                if self.summon_sheet().is_none() {
                    return;
                }
                self.agent_ids()
                    .into_iter()
                    .filter(|a| self.fig(*a).is_some_and(|f| self.any_free_around(f.pos)))
                    .for_each(each);
            }
            Effect::ShadowGrip => self
                .gentlemen()
                .filter(|g| self.active(g.id))
                .for_each(|g| each(g.id)),
            Effect::AgentHeal => self
                .agent_ids()
                .into_iter()
                .filter(|a| self.fig(*a).is_some_and(|f| f.damage > 0))
                .for_each(each),
            Effect::Haste | Effect::Puppet => self
                .agent_ids()
                .into_iter()
                .chain(self.minion_ids())
                .filter(|a| self.fig(*a).is_some_and(|f| !f.knocked))
                .for_each(each),
            // A gentleman with ether within short range of an agent.
            Effect::Drain => {
                let agents: Vec<Pos> = self
                    .agent_ids()
                    .iter()
                    .filter_map(|a| self.fig(*a).map(|f| f.pos))
                    .collect();
                self.gentlemen()
                    .filter(|g| self.active(g.id) && g.ether > 0)
                    .filter(|g| agents.iter().any(|p| p.dist(g.pos) <= SHORT_RANGE))
                    .for_each(|g| each(g.id));
            }
            _ => {}
        }
    }

    /// The `index`th of [`Smog::power_actions`], built alone; `None` past the last.
    pub fn power_action(&self, index: usize) -> Option<Action> {
        let mut k = index;
        for (id, effect) in self.usable_powers() {
            let (figs, at) = match effect {
                Effect::CommandMinions | Effect::FierceAttack => {
                    let ids = self.minion_ids();
                    let count = pair_count(ids.len());
                    if k >= count {
                        k -= count;
                        continue;
                    }
                    (nth_pair(&ids, k)?, None)
                }
                Effect::PlaceFire | Effect::Blaze | Effect::Smog | Effect::SummonManhole => {
                    let set = self.effect_squares(effect)?;
                    let count = set.count();
                    if k >= count {
                        k -= count;
                        continue;
                    }
                    (Vec::new(), Some(set.iter().nth(k)?))
                }
                _ => {
                    let mut params = self.effect_params(effect);
                    if k >= params.len() {
                        k -= params.len();
                        continue;
                    }
                    params.swap_remove(k)
                }
            };
            return Some(Action::Power {
                card: id.to_owned(),
                figs,
                at,
            });
        }
        None
    }

    /// Whether [`Smog::power_actions`] is not empty.
    pub fn any_power_action(&self) -> bool {
        self.usable_powers()
            .into_iter()
            .any(|(_, effect)| self.effect_has_params(effect))
    }

    /// The power cards the Nemesis may use now if their effect finds a target, with their
    /// effects, in the order he holds them.
    fn usable_powers(&self) -> Vec<(&str, Effect)> {
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
            out.push((p.id.as_str(), d.effect));
        }
        out
    }

    /// Whether [`Smog::effect_params`] is not empty, without listing every pair of minions.
    fn effect_has_params(&self, effect: Effect) -> bool {
        match effect {
            Effect::CommandMinions | Effect::FierceAttack => !self.minion_ids().is_empty(),
            Effect::PlaceFire | Effect::Blaze | Effect::Smog | Effect::SummonManhole => self
                .effect_squares(effect)
                .is_some_and(|set| set.count() > 0),
            _ => !self.effect_params(effect).is_empty(),
        }
    }

    /// Chaos cards the Nemesis may play by hand now (timing of the activation).
    pub fn chaos_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        for (card, effect) in self.playable_chaos() {
            for (figs, at) in self.effect_params(effect) {
                out.push(Action::Chaos {
                    card: card.to_owned(),
                    figs,
                    at,
                });
            }
        }
        out
    }

    /// Whether [`Smog::chaos_actions`] is not empty.
    pub fn any_chaos_action(&self) -> bool {
        self.playable_chaos()
            .into_iter()
            .any(|(_, effect)| self.effect_has_params(effect))
    }

    /// The chaos cards in his hand (each once) whose timing fits the activation now, with
    /// their effects.
    fn playable_chaos(&self) -> Vec<(&str, Effect)> {
        let Some(act) = self.activation() else {
            return Vec::new();
        };
        if act.team != Team::Nemesis || act.nested != Nested::No {
            return Vec::new();
        }
        let mut out: Vec<(&str, Effect)> = Vec::new();
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
            out.push((card.as_str(), d.effect));
        }
        out
    }

    /// "Any time" chaos cards the Nemesis may play by hand when he is asked out of turn in a
    /// gentlemen's activation (his figures' Elusive, defence or counterattack). The question
    /// comes from the fight, not from his hand, so it leaks nothing. Minions of a Fierce
    /// Attack act when the fight is over.
    pub fn reaction_chaos_actions(&self) -> Vec<Action> {
        let in_gent_activation = self
            .activation()
            .is_some_and(|a| matches!(a.card, ActCard::Gentleman(_)) || a.card == ActCard::Allies);
        if !in_gent_activation || self.fights.is_empty() || self.placing().is_some() {
            return Vec::new();
        }
        self.any_time_actions()
    }

    /// The Nemesis's answers at a chaos window of a gentleman's activation: each "any time"
    /// card in his hand with each of its targets, and passing (offered whatever he holds).
    pub fn window_actions(&self) -> Vec<Action> {
        let mut out = self.any_time_actions();
        out.push(Action::PassWindow);
        out
    }

    /// The gentleman whose defence roll the fight on top waits for at its chaos window.
    pub fn fight_window_defender(&self) -> Option<FigId> {
        let f = self.fights.last()?;
        match f.stage {
            FightStage::Chaos(i) => f.defenders.get(usize::from(i)).map(|d| d.fig),
            _ => None,
        }
    }

    /// Whether the chaos window of a fight before a gentleman's defence roll asks the
    /// Nemesis: his window order alone says so ("every window" and "start and actions" ask,
    /// "never" leaves it to his card orders), never what he holds (ruling A-33).
    pub fn fight_window_asks(&self) -> bool {
        self.orders.window != WindowOrder::Never
    }

    /// The Nemesis's answers at a fight's chaos window: each card "when a gentleman is
    /// attacked" in his hand on that gentleman, and passing (offered whatever he holds).
    pub fn fight_window_actions(&self) -> Vec<Action> {
        let mut out = self.chaos_actions_of(Timing::GentlemanAttacked);
        out.push(Action::PassWindow);
        out
    }

    /// The fight's chaos window opens before gentleman `gent`'s defence roll: each card in
    /// hand whose order names this trigger plays on him (one of each kind). Whether the
    /// Nemesis is asked after that is [`Smog::fight_window_asks`].
    pub(crate) fn fight_window(&mut self, gent: FigId, ctx: &mut Ctx) {
        let mut cards: Vec<String> = Vec::new();
        for c in &self.hand {
            let ordered = self
                .orders
                .chaos
                .iter()
                .any(|(id, t)| id == c && *t == Trigger::Attacked);
            if ordered && !cards.contains(c) {
                cards.push(c.clone());
            }
        }
        for card in cards {
            let Some(d) = data().card(&card) else {
                continue;
            };
            if d.timing != Timing::GentlemanAttacked || !self.active(gent) {
                continue;
            }
            let Some(gpos) = self.fig(gent).map(|f| f.pos) else {
                continue;
            };
            self.order_chaos(&card, &[gent], None, gpos, ctx);
        }
    }

    /// The Nemesis passes at the fight's chaos window: defender `i` rolls next.
    pub fn pass_fight_window(&mut self, i: u8) {
        if let Some(f) = self.fights.last_mut()
            && f.stage == FightStage::Chaos(i)
        {
            f.stage = FightStage::Defend(i);
        }
    }

    /// "Any time" chaos cards in hand with each of their targets.
    fn any_time_actions(&self) -> Vec<Action> {
        self.chaos_actions_of(Timing::AnyTime)
    }

    /// The chaos cards of one timing in hand (each kind once) with each of their targets.
    fn chaos_actions_of(&self, timing: Timing) -> Vec<Action> {
        let mut out = Vec::new();
        let mut seen: Vec<&String> = Vec::new();
        for card in &self.hand {
            if seen.contains(&card) {
                continue;
            }
            seen.push(card);
            let Some(d) = data().card(card) else { continue };
            if d.timing != timing {
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

    pub fn apply_power(&mut self, card: &str, figs: &[FigId], at: Option<Pos>, ctx: &mut Ctx) {
        let Some(d) = data().card(card) else { return };
        self.pay_power(card, d.cost);
        if let Some(a) = self.activation_mut() {
            a.power_used = true;
            a.powers_used.push(card.to_owned());
        }
        ctx.log(Text::new("log-power").msg("card", crate::view::card_text(card)));
        self.resolve_effect(d.effect, d.amount, figs, at, None, ctx);
    }

    pub fn apply_chaos(&mut self, card: &str, figs: &[FigId], at: Option<Pos>, ctx: &mut Ctx) {
        let Some(d) = data().card(card) else { return };
        self.discard_chaos(card, ctx);
        self.resolve_effect(d.effect, d.amount, figs, at, None, ctx);
    }

    /// A chaos card leaves the hand for the discard pile, face up for all; an order for a
    /// card he no longer holds is dropped.
    fn discard_chaos(&mut self, card: &str, ctx: &mut Ctx) {
        if let Some(i) = self.hand.iter().position(|c| c == card) {
            self.hand.remove(i);
        }
        self.chaos_discard.push(card.to_owned());
        if !self.hand.iter().any(|c| c == card) {
            self.orders.chaos.retain(|(c, _)| c != card);
        }
        // The card leaves the Nemesis's hidden hand face up.
        ctx.reveal();
        ctx.log(Text::new("log-chaos").msg("card", crate::view::card_text(card)));
    }

    /// A chaos card played by a standing order: the order's rules choose what the effect
    /// leaves open, next to the gentleman at `towards`.
    fn order_chaos(
        &mut self,
        card: &str,
        figs: &[FigId],
        at: Option<Pos>,
        towards: Pos,
        ctx: &mut Ctx,
    ) {
        let Some(d) = data().card(card) else { return };
        self.discard_chaos(card, ctx);
        self.resolve_effect(d.effect, d.amount, figs, at, Some(towards), ctx);
    }

    /// The minion type the standing orders summon: the one they name, or else the chapter's
    /// type with the most figures left.
    pub fn order_sheet(&self) -> Option<String> {
        self.orders
            .minion
            .clone()
            .filter(|s| self.in_box(s) > 0)
            .or_else(|| self.summon_sheet())
    }

    fn draw_chaos(&mut self, n: u8, ctx: &mut Ctx) {
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
        // The Nemesis sees the cards drawn from a deck shuffled earlier.
        ctx.reveal();
    }

    pub(crate) fn resolve_effect(
        &mut self,
        effect: Effect,
        amount: u8,
        figs: &[FigId],
        at: Option<Pos>,
        auto: Option<Pos>,
        ctx: &mut Ctx,
    ) {
        let first = figs.first().copied();
        match effect {
            Effect::DrawChaos => self.draw_chaos(amount.max(1), ctx),
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
            Effect::Puppet => {
                if let Some(f) = first {
                    self.push_nested(
                        ActCard::Minions,
                        Team::Nemesis,
                        vec![(f, 1)],
                        Nested::Strings(amount),
                    );
                }
            }
            Effect::Smog => {
                if let Some(p) = at {
                    self.smog.push(p);
                    ctx.log(
                        Text::new("log-smog").str("square", crate::combat::attack::pos_code(p)),
                    );
                }
            }
            Effect::PlaceFire | Effect::Blaze => {
                if let Some(p) = at {
                    self.place_fire(p);
                }
            }
            // Summons: the Nemesis places each minion himself, choosing its type among the
            // chapter's and its square (ruling ); by standing orders the order's type
            // goes on the squares nearest to the gentleman who set it off.
            Effect::Summon | Effect::SummonAgent | Effect::SummonManhole => {
                let near = if effect == Effect::SummonManhole {
                    None
                } else {
                    first
                };
                let anchor = near.and_then(|f| self.fig(f).map(|f| f.pos)).or(at);
                let Some(anchor) = anchor else { return };
                if let Some(towards) = auto {
                    if let Some(sheet) = self.order_sheet() {
                        let n = self.summon_at(anchor, &sheet, amount, towards, ctx);
                        ctx.log(Text::new("log-summon").num("count", n));
                    }
                    return;
                }
                let placing = Placing {
                    parts: None,
                    near,
                    at: anchor,
                    sheet: None,
                    left: amount,
                    optional: true,
                };
                if self.placement_possible(&placing) {
                    self.open_placing(placing);
                }
            }
            Effect::ShadowGrip => {
                if let Some(g) = first {
                    let decl = AttackDecl::plain(
                        g,
                        crate::data::AttackKind::Ranged,
                        g,
                        None,
                        AttackMode::Grip,
                    );
                    self.declare(decl, ctx);
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
                    ctx.log(Text::new("log-knocked").msg("figure", self.fig_text(g)));
                }
            }
            // On the defender of the fight on top who has not rolled yet.
            Effect::DefenceMinus | Effect::ExtraHits => {
                if let Some(g) = first
                    && let Some(d) = self
                        .fights
                        .last_mut()
                        .and_then(|f| f.defenders.iter_mut().find(|d| d.fig == g && !d.rolled))
                {
                    if effect == Effect::DefenceMinus {
                        d.minus = d.minus.saturating_add(amount);
                    } else {
                        d.extra_hits = d.extra_hits.saturating_add(amount);
                    }
                }
            }
            _ => {}
        }
    }

    /// A chaos window in a gentleman's activation: every card in hand whose standing order
    /// names this trigger is played if it has an effect now, with targets chosen near the
    /// gentleman. The window opens the same way whatever the Nemesis holds.
    pub fn chaos_window(&mut self, trigger: Trigger, gent: FigId, ctx: &mut Ctx) {
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
                    // Trip Wire is a gentleman's card: never on an ally.
                    (engaged
                        && self
                            .fig(gent)
                            .is_some_and(|f| !f.knocked && f.kind == FigKind::Gentleman))
                    .then(|| (vec![gent], None))
                }
                Effect::SummonManhole => self
                    .effect_params(d.effect)
                    .into_iter()
                    .filter(|(_, p)| p.is_some_and(|p| p.dist(gpos) <= SHORT_RANGE))
                    .min_by_key(|(_, p)| p.map(|p| p.dist(gpos)).unwrap_or(99)),
                // Up to 2 minions nearest to the gentleman that a move brings next to him;
                // the Nemesis then moves and attacks with them himself.
                Effect::FierceAttack if trigger == Trigger::AfterAction => {
                    let mut near: Vec<(i32, FigId)> = self
                        .minion_ids()
                        .into_iter()
                        .filter_map(|m| self.fig(m).map(|f| (f.pos.dist(gpos), m)))
                        .filter(|(d, m)| *d <= i32::from(self.mp(*m)) + 1)
                        .collect();
                    near.sort();
                    let figs: Vec<FigId> = near.into_iter().take(2).map(|(_, m)| m).collect();
                    (!figs.is_empty()).then_some((figs, None))
                }
                Effect::Blaze => self
                    .effect_params(d.effect)
                    .into_iter()
                    .find(|(_, p)| p.is_some_and(|p| self.grid.adjacent(p, gpos, Reach::Effect))),
                _ => None,
            };
            if let Some((figs, at)) = choice {
                self.order_chaos(&card, &figs, at, gpos, ctx);
                if d.effect == Effect::FierceAttack {
                    // Its minions act now; the other orders wait for the next window.
                    break;
                }
            }
        }
        // Then he is asked himself, if his window order says so: the question depends on
        // that order alone, never on what he holds (ruling A-33).
        let asked = match self.orders.window {
            WindowOrder::Steps => true,
            WindowOrder::Actions => trigger != Trigger::AfterStep,
            WindowOrder::Never => false,
        };
        if asked && self.active(gent) {
            self.open_chaos_window(gent);
        }
    }

    /// Whether an open chaos window may still be answered: the gentlemen's activation it
    /// opened in (the gentleman's own, or the leader's who moved him) is still under way.
    pub fn window_alive(&self) -> bool {
        self.phase == Phase::Activation
            && self
                .stack
                .iter()
                .any(|a| matches!(a.card, ActCard::Gentleman(_) | ActCard::Allies))
    }

    /// Whether the chaos window is asked now: no fight is under way and the gentlemen's
    /// activation is on top (the minions of a Fierce Attack played in it act first).
    pub fn window_due(&self) -> bool {
        self.fights.is_empty()
            && self.activation().is_some_and(|a| {
                matches!(a.card, ActCard::Gentleman(_)) || a.card == ActCard::Allies
            })
    }

    /// New standing orders answer what they cover of the open questions at once: received
    /// ether waiting to be placed, a chaos window they no longer ask him about. Returns
    /// whether they answered anything.
    pub fn orders_answer(&mut self) -> bool {
        let mut answered = false;
        let left = self.ether_to_place();
        if left > 0 && (self.orders.ether.is_some() || self.orders.fill.is_some()) {
            self.take_ether();
            self.nemesis_receives(left);
            answered = self.ether_to_place() != left;
        }
        if self.orders.window == WindowOrder::Never && self.take_chaos_window().is_some() {
            answered = true;
        }
        answered
    }

    /// Standing orders the Nemesis may give now: one change from his current orders each.
    pub fn order_options(&self) -> Vec<Orders> {
        self.order_changes(None, &self.order_lists()).1
    }

    /// The ether targets and minion types standing orders may name now (what
    /// [`Smog::order_count`] and [`Smog::order_option`] take, listed once for both).
    pub fn order_lists(&self) -> (Vec<EtherTarget>, Vec<String>) {
        (self.ether_targets(), self.minion_sheets())
    }

    /// How many [`Smog::order_options`] there are, without building them.
    pub fn order_count(&self, lists: &(Vec<EtherTarget>, Vec<String>)) -> usize {
        self.order_changes(Some(usize::MAX), lists).0
    }

    /// The `index`th of [`Smog::order_options`], built alone.
    pub fn order_option(
        &self,
        index: usize,
        lists: &(Vec<EtherTarget>, Vec<String>),
    ) -> Option<Orders> {
        self.order_changes(Some(index), lists).1.pop()
    }

    /// [`Smog::order_options`] counted; all of them built, or only the one at `pick` (the
    /// others are only counted: nothing of theirs is copied).
    fn order_changes(
        &self,
        pick: Option<usize>,
        (targets, sheets): &(Vec<EtherTarget>, Vec<String>),
    ) -> (usize, Vec<Orders>) {
        let mut out = Emit {
            pick,
            count: 0,
            built: Vec::new(),
        };
        let o = &self.orders;
        // Orders naming a target that is gone (a dead agent) change from valid ones: that
        // ether is asked for again.
        let ether_gone = o.ether.as_ref().is_some_and(|t| !targets.contains(t));
        let fill_gone = o.fill.as_ref().is_some_and(|(t, _)| !targets.contains(t));
        let base = || {
            let mut base = o.clone();
            if ether_gone {
                base.ether = None;
            }
            if fill_gone {
                base.fill = None;
            }
            base
        };
        // Only valid orders are offered (`orders_fit`). Each option changes one part of
        // `base`, and every part it puts in is valid: it is offered when the parts of `base`
        // it keeps are valid, checked once here instead of for every option.
        let fill_ok = fill_gone || o.fill.as_ref().is_none_or(|(_, n)| *n > 0);
        let minion_ok = o.minion.as_ref().is_none_or(|m| sheets.contains(m));
        let bad_chaos: Vec<&String> = o
            .chaos
            .iter()
            .filter(|(c, t)| !self.chaos_order_fits(c, *t))
            .map(|(c, _)| c)
            .collect();
        let chaos_ok = bad_chaos.is_empty();
        if fill_ok && chaos_ok && minion_ok {
            for t in targets.iter().map(Some).chain([None]) {
                if t != o.ether.as_ref() {
                    out.push(|| Orders {
                        ether: t.cloned(),
                        ..base()
                    });
                }
            }
        }
        // A split (fill one place up to an amount, the rest by the order above), offered
        // while he places received ether, where it matters.
        if self.ether_to_place() > 0 && chaos_ok && minion_ok {
            for t in targets {
                let amounts = match t {
                    EtherTarget::Power(c) => {
                        let cost = data().card(c).map(|d| d.cost.max(1)).unwrap_or(1);
                        [cost, cost.saturating_mul(2)]
                    }
                    EtherTarget::Agent(_) => [2, 4],
                };
                for n in amounts {
                    if o.fill
                        .as_ref()
                        .is_none_or(|(ft, fnum)| ft != t || *fnum != n)
                    {
                        out.push(|| Orders {
                            fill: Some((t.clone(), n)),
                            ..base()
                        });
                    }
                }
            }
            if o.fill.is_some() {
                out.push(|| Orders {
                    fill: None,
                    ..base()
                });
            }
        }
        if fill_ok && chaos_ok && minion_ok {
            for w in [WindowOrder::Steps, WindowOrder::Actions, WindowOrder::Never] {
                if w != o.window {
                    out.push(|| Orders {
                        window: w,
                        ..base()
                    });
                }
            }
        }
        let mut seen: Vec<&String> = Vec::new();
        for card in &self.hand {
            let Some(d) = data().card(card) else { continue };
            if seen.contains(&card) || !orderable(d.effect) {
                continue;
            }
            seen.push(card);
            // The card's new order is valid; the others must be.
            if !(fill_ok && minion_ok && bad_chaos.iter().all(|c| *c == card)) {
                continue;
            }
            let current = o
                .chaos
                .iter()
                .find(|(c, _)| c == card)
                .map(|(_, t)| *t)
                .unwrap_or_default();
            for &t in triggers(d.effect) {
                if t != current {
                    out.push(|| {
                        let mut chaos: Vec<(String, Trigger)> =
                            o.chaos.iter().filter(|(c, _)| c != card).cloned().collect();
                        if t != Trigger::Manual {
                            chaos.push((card.clone(), t));
                        }
                        chaos.sort();
                        Orders { chaos, ..base() }
                    });
                }
            }
        }
        if sheets.len() > 1 && fill_ok && chaos_ok {
            for m in sheets.iter().map(Some).chain([None]) {
                if m != o.minion.as_ref() {
                    out.push(|| Orders {
                        minion: m.cloned(),
                        ..base()
                    });
                }
            }
        }
        debug_assert!(
            out.built
                .iter()
                .all(|o| self.orders_fit(o, targets, sheets))
        );
        (out.count, out.built)
    }

    /// The chapter's minion types.
    pub fn minion_sheets(&self) -> Vec<String> {
        self.versions
            .iter()
            .filter(|(s, _)| self.sheet_kind(s) == Some(SheetKind::Minion))
            .map(|(s, _)| s.clone())
            .collect()
    }

    /// Whether a set of standing orders is valid: the filter of [`Smog::order_options`].
    pub fn orders_valid(&self, orders: &Orders) -> bool {
        self.orders_fit(orders, &self.ether_targets(), &self.minion_sheets())
    }

    /// [`Smog::orders_valid`] with the ether targets and minion types listed already.
    fn orders_fit(&self, orders: &Orders, targets: &[EtherTarget], sheets: &[String]) -> bool {
        orders.ether.as_ref().is_none_or(|t| targets.contains(t))
            && orders
                .fill
                .as_ref()
                .is_none_or(|(t, n)| *n > 0 && targets.contains(t))
            && orders
                .chaos
                .iter()
                .all(|(c, t)| self.chaos_order_fits(c, *t))
            && orders.minion.as_ref().is_none_or(|m| sheets.contains(m))
    }

    /// Whether a standing order may play chaos card `card` at `trigger`: a card in his hand
    /// that plays by itself at that trigger.
    fn chaos_order_fits(&self, card: &str, trigger: Trigger) -> bool {
        trigger != Trigger::Manual
            && self.hand.iter().any(|h| h == card)
            && data()
                .card(card)
                .is_some_and(|d| orderable(d.effect) && triggers(d.effect).contains(&trigger))
    }
}

/// How many sets `Smog::pairs` lists for `n` minions: each alone, then each pair.
fn pair_count(n: usize) -> usize {
    n + n * n.saturating_sub(1) / 2
}

/// The `k`th set `Smog::pairs` lists, built alone.
fn nth_pair(ids: &[FigId], k: usize) -> Option<Vec<FigId>> {
    if let Some(id) = ids.get(k) {
        return Some(vec![*id]);
    }
    let mut k = k - ids.len();
    for (i, a) in ids.iter().enumerate() {
        let rest = &ids[i + 1..];
        if let Some(b) = rest.get(k) {
            return Some(vec![*a, *b]);
        }
        k -= rest.len();
    }
    None
}

/// Collects standing orders as [`Smog::order_options`] lists them: counts every one and
/// builds all of them, or only the one at `pick`.
struct Emit {
    pick: Option<usize>,
    count: usize,
    built: Vec<Orders>,
}

impl Emit {
    #[inline]
    fn push(&mut self, make: impl FnOnce() -> Orders) {
        if self.pick.is_none_or(|k| k == self.count) {
            self.built.push(make());
        }
        self.count += 1;
    }
}
