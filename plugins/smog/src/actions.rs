//! The actions of an activation: moving step by step (doors, windows, passing equipment,
//! disengagement and fire damage), charge, rest, revive, stand up, escape, search, using cards,
//! the Leader role, and the list of what the acting side may do now.

use parlour_plugin_api::{Ctx, Text};

use crate::board::Grid;
use crate::board::movement::{
    UNREACHED, each_hop, hop_legal, reach_costs, reachable, reaches_any, routes,
};
use crate::board::{EdgeKind, Hop, Occupant, Pos, Reach};
use crate::combat::attack::pos_code;
use crate::damage::Cause;
use crate::data::{Ability, AttackKind, CardKind, Effect, Gift, Timing, data};
use crate::state::*;

/// Who stands on each square, seen from one moving figure: [`Smog::occupant`] worked out once
/// for the whole scene, for the searches that ask it of many squares. Derived from the
/// figures when asked, never kept in the state.
pub struct Occupancy<'a> {
    game: &'a Smog,
    mover: FigId,
    /// The first figure on the scene on each square decides, as in [`Smog::occupant`]; `None`
    /// is a free square.
    cells: Vec<Option<Occupant>>,
}

impl Occupancy<'_> {
    /// Who stands on `p` (off the board: as [`Smog::occupant`] says).
    #[inline]
    pub fn get(&self, p: Pos) -> Occupant {
        match self.game.grid.index(p) {
            Some(i) => self.cells[i].unwrap_or(Occupant::Free),
            None => self.game.occupant(self.mover, p),
        }
    }
}

/// Whether some free square lies within `mp` of `start` on `grid` (the start included).
fn free_within(grid: &Grid, start: Pos, mp: u32, occ: &Occupancy<'_>) -> bool {
    let free = |i: usize| occ.cells.get(i).is_some_and(Option::is_none);
    reaches_any(grid, start, mp, |p| occ.get(p), free)
        .unwrap_or_else(|| occ.get(start) == Occupant::Free)
}

impl Smog {
    /// [`Smog::occupant`] of every square for `mover`.
    pub fn occupancy(&self, mover: FigId) -> Occupancy<'_> {
        let mut cells = vec![None; self.grid.indoor.len()];
        for f in self.on_scene() {
            if f.id == mover {
                continue;
            }
            let Some(i) = self.grid.index(f.pos) else {
                continue;
            };
            if let Some(cell @ None) = cells.get_mut(i) {
                *cell = Some(if f.defeated {
                    Occupant::Fallen
                } else if self.is_enemy(mover, f.id) {
                    Occupant::Enemy
                } else {
                    Occupant::Friend
                });
            }
        }
        Occupancy {
            game: self,
            mover,
            cells,
        }
    }

    /// Who stands on `p`, seen from `mover`.
    pub fn occupant(&self, mover: FigId, p: Pos) -> Occupant {
        match self.on_scene().find(|f| f.pos == p && f.id != mover) {
            None => Occupant::Free,
            Some(f) if f.defeated => Occupant::Fallen,
            Some(f) if self.is_enemy(mover, f.id) => Occupant::Enemy,
            Some(_) => Occupant::Friend,
        }
    }

    /// Enemies that would deal disengagement damage to `fig` standing at `p`.
    pub fn engaged(&self, fig: FigId, p: Pos) -> bool {
        self.on_scene().any(|e| {
            self.is_enemy(fig, e.id)
                && !e.defeated
                && !e.knocked
                && self.grid.adjacent(p, e.pos, Reach::Effect)
        })
    }

    /// Ends the move action under way: its walk reaches the log as one line with its path
    /// ("Major Dreadful walks C4 – D4 – D5"), however the move ends (ended, out of steps,
    /// the figure defeated on the way, the activation or the round over).
    pub fn end_walk(&mut self, ctx: &mut Ctx) -> Option<Moving> {
        let m = self.take_move()?;
        // (Bots searching ahead want no texts: no path is spelled out for them.)
        if m.path.len() >= 2 && parlour_plugin_api::texts_wanted() {
            let path: Vec<String> = m.path.iter().map(|p| pos_code(*p)).collect();
            ctx.log(
                Text::new("log-walk")
                    .msg("figure", self.fig_text(m.fig))
                    .str("path", path.join(" – ")),
            );
        }
        Some(m)
    }

    /// Whether a hop is legal for the figure moving now with its movement points left.
    pub fn hop_ok(&self, hop: Hop) -> bool {
        let Some(m) = self.moving() else { return false };
        self.hop_ok_for(m.fig, m.mp, hop)
    }

    /// Whether `fig` with `mp` movement points left may take this hop.
    pub fn hop_ok_for(&self, fig: FigId, mp: u8, hop: Hop) -> bool {
        self.hop_ok_with(fig, mp, hop, &self.occupancy(fig))
    }

    /// [`Smog::hop_ok_for`] with the mover's [`Occupancy`] worked out already.
    pub(crate) fn hop_ok_with(&self, fig: FigId, mp: u8, hop: Hop, occ: &Occupancy<'_>) -> bool {
        self.fig(fig).is_some_and(|f| {
            hop_legal(&self.grid, f.pos, hop, |p| occ.get(p)) && self.hop_room(f, mp, hop, occ)
        })
    }

    /// The rest of [`Smog::hop_ok_with`] for a hop the scene and figures allow (as
    /// [`each_hop`] gives them, so not checked again): the movement points it costs, and room
    /// to end the move on a free square after passing a figure.
    fn hop_room(&self, f: &Figure, mp: u8, hop: Hop, occ: &Occupancy<'_>) -> bool {
        if u32::from(mp) < hop.cost() {
            return false;
        }
        let landing = hop.landing(f.pos);
        if occ.get(landing) == Occupant::Free {
            return true;
        }
        // Passing a figure: the move must be able to end on a free square afterwards.
        let left = u32::from(mp) - hop.cost();
        if let Hop::Door(to) = hop {
            let mut grid = self.grid.clone();
            grid.set_edge(f.pos, to, EdgeKind::Open);
            return free_within(&grid, landing, left, occ);
        }
        free_within(&self.grid, landing, left, occ)
    }

    /// Carries out one hop: disengagement damage first, then the move, then fire. Returns
    /// whether the figure is still standing.
    pub fn do_hop(&mut self, fig: FigId, hop: Hop, controlled: bool, ctx: &mut Ctx) -> bool {
        let Some(from) = self.fig(fig).map(|f| f.pos) else {
            return false;
        };
        if let Some(m) = self.moving_mut() {
            m.mp = m.mp.saturating_sub(hop.cost() as u8);
        }
        match hop {
            Hop::Door(to) => {
                self.grid.set_edge(from, to, EdgeKind::Open);
                self.events += 1;
                ctx.log(Text::new("log-door").msg("figure", self.fig_text(fig)));
                true
            }
            Hop::Step(to) | Hop::Climb(to) => {
                if !controlled && self.engaged(fig, from) {
                    self.hurt(fig, 1, Cause::Disengage, ctx);
                    if !self.active(fig) {
                        return false;
                    }
                }
                if let Some(f) = self.fig_mut(fig) {
                    f.pos = to;
                }
                if let Some(m) = self.moving_mut().filter(|m| m.fig == fig) {
                    m.path.push(to);
                }
                self.events += 1;
                if self.grid.has_fire(to) {
                    self.hurt(fig, 1, Cause::Fire, ctx);
                }
                // An ally's step too (rulebook L1897-1906: every activation; ruling A-33).
                if self
                    .fig(fig)
                    .is_some_and(|f| f.kind.team() == Team::Gentlemen)
                    && self.active(fig)
                {
                    self.chaos_window(Trigger::AfterStep, fig, ctx);
                }
                self.active(fig)
            }
        }
    }

    /// A charge's route: cheapest hops to `to` (free, effect-adjacent to the target).
    pub fn charge_route(&self, fig: FigId, target: FigId, to: Pos) -> Option<Vec<Hop>> {
        let f = self.fig(fig)?;
        let t = self.fig(target)?;
        if !self.grid.adjacent(to, t.pos, Reach::Effect) || self.occupant(fig, to) != Occupant::Free
        {
            return None;
        }
        let occ = self.occupancy(fig);
        // Only the route to `to` is put together (not every square's, as `reachable` does).
        match routes(&self.grid, f.pos, u32::from(self.mp(fig)), |p| occ.get(p)) {
            Some(r) => r.hops(to),
            // Off the board: only the start, with no hops (as `reachable` answers).
            None => (to == f.pos).then(Vec::new),
        }
    }

    /// Charge options of a figure: (target, end square).
    pub fn charge_options(&self, fig: FigId) -> Vec<(FigId, Pos)> {
        let Some(f) = self.fig(fig) else {
            return Vec::new();
        };
        if !self.has_ability(fig, Ability::Charge) || self.ether_available(fig) < 1 || f.knocked {
            return Vec::new();
        }
        self.charge_targets(fig)
    }

    /// Every (target, end square) a charge of `fig` could take, whatever pays for it: a
    /// figure in sight, not adjacent, and a free square next to it within his movement.
    pub fn charge_targets(&self, fig: FigId) -> Vec<(FigId, Pos)> {
        let Some(f) = self.fig(fig) else {
            return Vec::new();
        };
        if f.knocked || !self.active(fig) {
            return Vec::new();
        }
        // Any figure in sight, enemy or not (ruling A-67): found before the squares he
        // reaches are worked out, which most figures need not then.
        let targets: Vec<&Figure> = self
            .on_scene()
            .filter(|t| {
                t.id != fig
                    && self.attackable(t.id)
                    && !self.adjacent_figs(fig, t.id)
                    && self.sight(fig, t.id).visible
            })
            .collect();
        if targets.is_empty() {
            return Vec::new();
        }
        let occ = self.occupancy(fig);
        let Some(costs) = reach_costs(&self.grid, f.pos, u32::from(self.mp(fig)), |p| occ.get(p))
        else {
            // Off the board: only his own square, which a charge never ends on.
            return Vec::new();
        };
        // A free square reached within his movement.
        let free_reached = |p: Pos| {
            self.grid
                .index(p)
                .is_some_and(|i| costs[i] != UNREACHED && occ.cells[i].is_none())
        };
        let mut out = Vec::new();
        for t in targets {
            // The squares round the target in the order of `Pos` (column by column).
            let round = (-1..=1).flat_map(|dx| (-1..=1).map(move |dy| (dx, dy)));
            for p in round
                .filter(|d| *d != (0, 0))
                .map(|(dx, dy)| t.pos.offset(dx, dy))
            {
                if p != f.pos && free_reached(p) && self.grid.adjacent(p, t.pos, Reach::Effect) {
                    out.push((t.id, p));
                }
            }
        }
        out
    }

    /// The cards a gentleman may use now, with their targets.
    pub fn use_options(&self, fig: FigId, actions_left: u8, bonus_free: bool) -> Vec<Action> {
        let Some(f) = self.fig(fig) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        // Each card once (a gentleman may hold two of a kind); copied only into a move.
        let mut seen: Vec<&String> = Vec::new();
        for card in f.cards() {
            if seen.contains(&card) {
                continue;
            }
            seen.push(card);
            let Some(d) = data().card(card) else {
                continue;
            };
            let timing_ok = match d.timing {
                Timing::Action => actions_left > 0,
                Timing::FreeAction => true,
                Timing::BonusAction => bonus_free,
                // An upkeep card is paid for once until the start of his next activation.
                Timing::Upkeep => !f.upkept.contains(card),
                _ => false,
            };
            if !timing_ok || self.ether_available(fig) < d.cost {
                continue;
            }
            if d.timing == Timing::Upkeep {
                out.push(Action::Use {
                    fig,
                    card: card.clone(),
                    target: None,
                });
                continue;
            }
            match d.effect {
                Effect::Heal | Effect::Ether | Effect::HealAll => {
                    out.push(Action::Use {
                        fig,
                        card: card.clone(),
                        target: None,
                    });
                }
                Effect::Crystal => {
                    if matches!(d.kind, CardKind::Artefact) {
                        out.push(Action::Use {
                            fig,
                            card: card.clone(),
                            target: None,
                        });
                    }
                }
                Effect::HealAdjacent => {
                    for g in self.gentlemen() {
                        if (g.id == fig || (self.active(g.id) && self.adjacent_figs(fig, g.id)))
                            && self.active(g.id)
                        {
                            out.push(Action::Use {
                                fig,
                                card: card.clone(),
                                target: Some(g.id),
                            });
                        }
                    }
                }
                Effect::Taunt if !self.taunt_targets(fig).is_empty() => {
                    out.push(Action::Use {
                        fig,
                        card: card.clone(),
                        target: None,
                    });
                }
                Effect::Bomb if !self.bomb_targets(fig).is_empty() => {
                    out.push(Action::Use {
                        fig,
                        card: card.clone(),
                        target: None,
                    });
                }
                _ => {}
            }
        }
        out
    }

    /// Every one-click action of the current activation for its side (attacks are composed
    /// separately, see [`Smog::attack_starts`]). `EndActivation` is always last.
    pub fn activation_actions(&self) -> Vec<Action> {
        self.activation_parts(true, true).0
    }

    /// [`Smog::activation_actions`] with the uses of the Nemesis's power cards left out, and
    /// the index at which they stand in the whole list when they are open now (`None` when
    /// the list has no place for them): a random move counts them and builds only the one it
    /// draws ([`Smog::power_count`], [`Smog::power_action`]).
    pub fn activation_actions_without_powers(&self) -> (Vec<Action>, Option<usize>) {
        let (out, _, at) = self.activation_parts(true, false);
        (out, at)
    }

    /// Whether [`Smog::activation_actions`] is empty (the activation can only end), without
    /// listing every use of the Nemesis's cards.
    pub fn activation_idle(&self) -> bool {
        let (out, cards_open, _) = self.activation_parts(false, true);
        out.is_empty() && !(cards_open && (self.any_power_action() || self.any_chaos_action()))
    }

    /// [`Smog::activation_actions`], the uses of the Nemesis's power and chaos cards only
    /// when `cards`; and whether those uses are open now (they come last). Without `cards`
    /// the list may stop after the first figure with an action. The uses of power cards are
    /// left out unless `powers`; the third answer is the index at which they stand among
    /// the cards' uses (when `cards` and they are open).
    fn activation_parts(&self, cards: bool, powers: bool) -> (Vec<Action>, bool, Option<usize>) {
        // Room for a usual activation's options at once (growing the list step by step cost
        // about 1% of a random game).
        let mut out = Vec::with_capacity(if cards { 32 } else { 4 });
        let Some(act) = self.activation() else {
            return (out, false, None);
        };
        if self.fights.last().is_some()
            || self.charging().is_some()
            || self.placing().is_some()
            || self.guarded().is_some()
            || self.interrupted()
        {
            return (out, false, None);
        }
        if let Some(m) = self.moving() {
            if let Some(f) = self.fig(m.fig) {
                // The hops the moving figure may take now.
                let occ = self.occupancy(m.fig);
                each_hop(&self.grid, f.pos, &|p| occ.get(p), |h| {
                    if self.hop_room(f, m.mp, h, &occ) {
                        out.push(Action::Hop(h));
                    }
                });
                let stuck = out.is_empty();
                let on_free = occ.get(f.pos) == Occupant::Free;
                let can_finish = on_free
                    || free_within(&self.grid, f.pos, u32::from(m.mp.saturating_sub(1)), &occ);
                if f.kind == FigKind::Gentleman && m.mp >= 1 && can_finish {
                    for g in self.gentlemen() {
                        if g.id != m.fig && self.active(g.id) && self.adjacent_figs(m.fig, g.id) {
                            let mut cards = f.equipment.clone();
                            cards.dedup();
                            for c in cards {
                                for discard in self.receive_options(g.id, &c) {
                                    out.push(Action::Pass {
                                        card: c.clone(),
                                        to: g.id,
                                        discard,
                                    });
                                }
                            }
                        }
                    }
                }
                if self.occupant(m.fig, f.pos) == Occupant::Free || stuck {
                    out.push(Action::EndMove);
                }
            }
            return (out, false, None);
        }
        if act.revival {
            if let Some((fig, _)) = act.left.first() {
                out.push(Action::SelfRevive(*fig));
            }
            return (out, false, None);
        }
        for &(fig, n) in &act.left {
            // Asked only whether there is any action: one figure's is enough.
            if !cards && !out.is_empty() {
                return (out, false, None);
            }
            if !self.active(fig) {
                continue;
            }
            let Some(f) = self.fig(fig) else { continue };
            if f.knocked {
                if n > 0 {
                    out.push(Action::StandUp(fig));
                }
                continue;
            }
            if act.nested == Nested::No {
                out.extend(self.world_actions(fig, n));
            }
            // Fierce Attack: one move action and then one attack (rulebook L1388-1396, ruling
            // A-66), so a minion moves only as its first action.
            let may_move = n > 0 && !(act.nested == Nested::Fierce && n < 2);
            if may_move {
                let mp = match act.nested {
                    Nested::Strings(n) => u32::from(n),
                    _ => u32::from(self.mp(fig)),
                };
                let occ = self.occupancy(fig);
                each_hop(&self.grid, f.pos, &|p| occ.get(p), |hop| {
                    if self.hop_room(f, mp as u8, hop, &occ) {
                        out.push(Action::Move { fig, hop });
                    }
                });
            }
            // Any figure with the Charge ability may charge, agents too (rulebook L2286-2298,
            // rule R-081): in its own activation, not when a card lends it only some actions.
            if f.kind != FigKind::Gentleman && act.nested == Nested::No && n > 0 {
                for (target, to) in self.charge_options(fig) {
                    out.push(Action::Charge { fig, target, to });
                }
            }
            // On the leader's order a gentleman makes one action of any kind, but no free or
            // bonus actions of his own (ruling A-52).
            let lead = matches!(act.nested, Nested::Lead(_));
            if f.kind != FigKind::Gentleman || !(act.nested == Nested::No || lead) {
                continue;
            }
            let bonus_free = !lead && !act.bonus_used.contains(&fig);
            if n > 0 {
                out.push(Action::Rest(fig));
                for g in self.gentlemen() {
                    if g.id != fig && g.defeated && !g.gone && self.adjacent_figs(fig, g.id) {
                        out.push(Action::Revive { fig, target: g.id });
                    }
                }
                for (target, to) in self.charge_options(fig) {
                    out.push(Action::Charge { fig, target, to });
                }
                if self.exits.contains(&f.pos)
                    && self
                        .chapter_def()
                        .is_some_and(|c| c.goals.escaped.is_some())
                {
                    out.push(Action::Escape(fig));
                }
                if self
                    .chapter_def()
                    .is_some_and(|c| c.goals.searched.is_some())
                {
                    for p in f.pos.around() {
                        if self.grid.has_crate(p)
                            && !self.searched.contains(&p)
                            && self.grid.adjacent(f.pos, p, Reach::Effect)
                        {
                            out.push(Action::Search { fig, at: p });
                        }
                    }
                }
            }
            out.extend(
                self.use_options(fig, n, bonus_free)
                    .into_iter()
                    .filter(|a| !lead || self.uses_action(a)),
            );
            if lead {
                continue;
            }
            if let Some((Gift::ChannelSenses, cost)) = self.gift(fig)
                && f.upkeep == 0
                && f.ether >= cost
                && cost > 0
            {
                out.push(Action::Upkeep(fig));
            }
            if bonus_free
                && f.role
                    .as_deref()
                    .is_some_and(|r| data().card(r).is_some_and(|c| c.effect == Effect::Leader))
            {
                let cost = f
                    .role
                    .as_deref()
                    .and_then(|r| data().card(r))
                    .map(|c| c.cost)
                    .unwrap_or(2);
                if f.ether >= cost {
                    for g in self.gentlemen() {
                        // A knocked-down gentleman may use the action to stand up.
                        if g.id != fig && self.active(g.id) && self.sight(fig, g.id).visible {
                            out.push(Action::Lead { fig, target: g.id });
                        }
                    }
                }
            }
        }
        let cards_open = act.team == Team::Nemesis && act.nested == Nested::No;
        let mut powers_at = None;
        if cards && cards_open {
            powers_at = Some(out.len());
            if powers {
                out.extend(self.power_actions());
            }
            out.extend(self.chaos_actions());
        }
        (out, cards_open, powers_at)
    }

    /// Whether the move under way can only end: [`Smog::activation_actions`] is `EndMove`
    /// alone. Answered at once when some hop is left, the usual case.
    pub fn move_is_over(&self) -> bool {
        if self.activation().is_some()
            && self.fights.is_empty()
            && self.charging().is_none()
            && self.placing().is_none()
            && self.guarded().is_none()
            && !self.interrupted()
            && self.any_hop()
        {
            // The list starts with that hop.
            return false;
        }
        self.activation_actions() == [Action::EndMove]
    }

    /// Whether the moving figure has any hop (of those [`Smog::activation_actions`] lists in a
    /// move).
    fn any_hop(&self) -> bool {
        let Some(m) = self.moving() else { return false };
        let Some(f) = self.fig(m.fig) else {
            return false;
        };
        let occ = self.occupancy(m.fig);
        let mut any = false;
        each_hop(&self.grid, f.pos, &|p| occ.get(p), |h| {
            any = any || self.hop_room(f, m.mp, h, &occ);
        });
        any
    }

    /// A quick sure sign that [`Smog::activation_actions`] is not empty, outside a move: a
    /// figure with actions left stands up, or a gentleman in his own activation (or on the
    /// leader's order) may rest. `false` says nothing.
    pub fn surely_busy(&self) -> bool {
        let Some(act) = self.activation() else {
            return false;
        };
        if !self.fights.is_empty()
            || self.charging().is_some()
            || self.placing().is_some()
            || self.guarded().is_some()
            || self.interrupted()
            || self.moving().is_some()
            || act.revival
        {
            return false;
        }
        let own = matches!(act.nested, Nested::No | Nested::Lead(_));
        act.left.iter().any(|(fig, n)| {
            *n > 0
                && self.active(*fig)
                && self
                    .fig(*fig)
                    .is_some_and(|f| f.knocked || (f.kind == FigKind::Gentleman && own))
        })
    }

    /// Attackers that may start an attack now (for composition), with their attack modes.
    pub fn attack_starts(&self) -> Vec<(FigId, AttackMode)> {
        let mut out = Vec::new();
        let Some(act) = self.activation() else {
            return out;
        };
        if self.fights.last().is_some()
            || self.moving().is_some()
            || self.charging().is_some()
            || act.revival
            || matches!(act.nested, Nested::MoveOnly | Nested::Strings(_))
            || self.interrupted()
        {
            return out;
        }
        for (fig, n) in &act.left {
            if !self.active(*fig) || self.fig(*fig).is_some_and(|f| f.knocked) {
                continue;
            }
            let seat = self.seat_of(*fig);
            let has_target = |mode: AttackMode| {
                // The weapons of each kind do not depend on the target: listed once.
                [AttackKind::Melee, AttackKind::Ranged]
                    .into_iter()
                    .any(|k| {
                        let weapons = self.weapon_choices(*fig, k, mode);
                        self.plain_targets(seat, *fig, k, mode, &weapons)
                            .next()
                            .is_some()
                    })
            };
            if *n > 0 && has_target(AttackMode::Action) {
                out.push((*fig, AttackMode::Action));
            }
            if matches!(self.gift(*fig), Some((Gift::SymbioticBond, _)))
                && has_target(AttackMode::Bond)
            {
                out.push((*fig, AttackMode::Bond));
            }
        }
        out
    }

    /// Applies one activation action (legality already checked).
    pub fn apply_activation(&mut self, action: &Action, ctx: &mut Ctx) {
        match action {
            Action::Move { fig, hop } => {
                self.spend_action(*fig);
                // Puppet Strings: the Nemesis's hand moves the figure (no disengagement).
                let strings = match self.activation().map(|a| a.nested) {
                    Some(Nested::Strings(n)) => Some(n),
                    _ => None,
                };
                let mp = strings.unwrap_or_else(|| self.mp(*fig));
                let start = self.fig(*fig).map(|f| f.pos);
                self.open_move(Moving {
                    fig: *fig,
                    mp,
                    controlled: strings.is_some(),
                    path: start.into_iter().collect(),
                });
                self.guarded_hop(*fig, *hop, strings.is_some(), ctx);
            }
            Action::Hop(hop) => {
                if let Some(fig) = self.moving().map(|m| m.fig) {
                    let controlled = self.moving().is_some_and(|m| m.controlled);
                    self.guarded_hop(fig, *hop, controlled, ctx);
                }
            }
            Action::Pass { card, to, discard } => {
                if let Some(fig) = self.moving().map(|m| m.fig) {
                    // A full arsenal discards one of its cards first (rulebook L999-1006).
                    if let Some(d) = discard {
                        self.discard_equipment(*to, d);
                        ctx.log(
                            Text::new("log-discard-arsenal")
                                .msg("figure", self.fig_text(*to))
                                .msg("discard", crate::view::card_text(d)),
                        );
                    }
                    if let Some(m) = self.moving_mut() {
                        m.mp = m.mp.saturating_sub(1);
                    }
                    if let Some(f) = self.fig_mut(fig)
                        && let Some(i) = f.equipment.iter().position(|c| c == card)
                    {
                        f.equipment.remove(i);
                    }
                    if let Some(g) = self.fig_mut(*to) {
                        g.equipment.push(card.clone());
                    }
                    ctx.log(
                        Text::new("log-pass")
                            .msg("card", crate::view::card_text(card))
                            .msg("figure", self.fig_text(*to)),
                    );
                }
            }
            Action::EndMove => {
                let fig = self.end_walk(ctx).map(|m| m.fig);
                if let Some(fig) = fig {
                    self.settle(fig);
                    if self
                        .fig(fig)
                        .is_some_and(|f| f.kind.team() == Team::Gentlemen)
                    {
                        self.after_action = Some(fig);
                    }
                }
            }
            Action::Charge { fig, target, to } => {
                let route = self.charge_route(*fig, *target, *to).unwrap_or_default();
                if self.route_hurts(*fig, &route, false) && !self.prevent_cards(*fig).is_empty() {
                    self.open_guard(
                        *fig,
                        Guard::Charge {
                            target: *target,
                            to: *to,
                        },
                    );
                    return;
                }
                self.do_charge(*fig, *target, *to, false, ctx);
            }
            Action::Rest(fig) => {
                self.spend_action(*fig);
                let extra: u8 = self
                    .card_effects(*fig)
                    .filter(|(e, _, _)| *e == Effect::Bodyguard)
                    .map(|_| 1)
                    .sum();
                let healed = self.heal(*fig, 3 + extra);
                self.gain_ether(*fig, 2);
                self.drop_suffering(*fig, |e| {
                    matches!(
                        e,
                        Effect::StrengthMinus
                            | Effect::AgilityMinus
                            | Effect::Concussion
                            | Effect::Shaken
                    )
                });
                ctx.log(
                    Text::new("log-rest")
                        .msg("figure", self.fig_text(*fig))
                        .num("healed", healed),
                );
                self.mark_after(*fig);
            }
            Action::Revive { fig, target } => {
                self.spend_action(*fig);
                self.revive(*target);
                ctx.log(Text::new("log-revive").msg("figure", self.fig_text(*target)));
                self.mark_after(*fig);
            }
            Action::SelfRevive(fig) => {
                self.revive(*fig);
                ctx.log(Text::new("log-revive").msg("figure", self.fig_text(*fig)));
                self.end_activation(ctx);
            }
            Action::StandUp(fig) => {
                self.spend_action(*fig);
                if let Some(f) = self.fig_mut(*fig) {
                    f.knocked = false;
                }
                self.mark_after(*fig);
            }
            Action::Escape(fig) => {
                self.spend_action(*fig);
                if let Some(f) = self.fig_mut(*fig) {
                    f.gone = true;
                    f.escaped = true;
                }
                self.set_actions_left(*fig, 0);
                self.events += 1;
                ctx.log(Text::new("log-escape").msg("figure", self.fig_text(*fig)));
                self.check_goals();
            }
            Action::Search { fig, at } => {
                self.spend_action(*fig);
                self.searched.push(*at);
                self.question += 1;
                self.events += 1;
                let found = self.deck_mut("utensil").pop();
                ctx.log(Text::new("log-search").num("count", self.question));
                if let Some(card) = found {
                    // The top card of the utensil deck comes to light.
                    ctx.reveal();
                    ctx.log(Text::new("log-found").msg("card", crate::view::card_text(&card)));
                    if let Some(f) = self.fig_mut(*fig) {
                        f.equipment.push(card);
                    }
                }
                self.check_goals();
                self.mark_after(*fig);
            }
            Action::Use { fig, card, target } => self.use_card(*fig, card, *target, ctx),
            Action::Seal { .. }
            | Action::Plant { .. }
            | Action::Defuse { .. }
            | Action::Douse { .. }
            | Action::Unlock { .. }
            | Action::SetDown { .. }
            | Action::PickUp { .. }
            | Action::HandOver { .. }
            | Action::Leave(_) => self.apply_world(action, ctx),
            Action::Upkeep(fig) => {
                let cost = self.gift(*fig).map(|(_, c)| c).unwrap_or(1);
                if let Some(f) = self.fig_mut(*fig) {
                    f.ether -= cost.min(f.ether);
                    f.upkeep = cost;
                }
                ctx.log(Text::new("log-upkeep").msg("figure", self.fig_text(*fig)));
            }
            Action::Lead { fig, target } => {
                let cost = self
                    .fig(*fig)
                    .and_then(|f| f.role.clone())
                    .and_then(|r| data().card(&r).map(|c| c.cost))
                    .unwrap_or(2);
                self.pay(*fig, cost);
                if let Some(a) = self.activation_mut() {
                    a.bonus_used.push(*fig);
                }
                ctx.log(Text::new("log-lead").msg("figure", self.fig_text(*target)));
                self.push_nested(
                    ActCard::Gentleman(*target),
                    Team::Gentlemen,
                    vec![(*target, 1)],
                    Nested::Lead(*fig),
                );
            }
            other => self.apply_reaction(other, ctx),
        }
    }

    /// A charge: pay, walk, then the charger composes his attack (ruling A-44). A `free`
    /// charge (Blind Rage) costs neither ether nor an action, and the Nemesis walks it (no
    /// disengagement damage, rule R-056).
    pub fn do_charge(&mut self, fig: FigId, target: FigId, to: Pos, free: bool, ctx: &mut Ctx) {
        let route = self.charge_route(fig, target, to).unwrap_or_default();
        if !free {
            self.pay(fig, 1);
            self.spend_action(fig);
        }
        ctx.log(
            Text::new("log-charge")
                .msg("figure", self.fig_text(fig))
                .msg("target", self.fig_text(target)),
        );
        let start = self.fig(fig).map(|f| f.pos);
        self.open_move(Moving {
            fig,
            mp: self.mp(fig),
            controlled: false,
            path: start.into_iter().collect(),
        });
        for hop in route {
            let from = self.fig(fig).map(|f| f.pos).unwrap_or(to);
            let open = hop_legal(&self.grid, from, hop, |p| self.occupant(fig, p));
            if !open || !self.do_hop(fig, hop, free, ctx) {
                break;
            }
        }
        self.end_walk(ctx);
        self.settle(fig);
        // The melee attack is composed next by the charger: weapon, ether effect, bonuses.
        // If he cannot attack any more, `proceed` drops it.
        self.open_charge(fig, target);
    }

    /// Whether walking these hops from where `fig` stands would hurt it (disengagement, fire).
    pub fn route_hurts(&self, fig: FigId, route: &[Hop], controlled: bool) -> bool {
        let Some(mut at) = self.fig(fig).map(|f| f.pos) else {
            return false;
        };
        for hop in route {
            if let Hop::Step(to) | Hop::Climb(to) = *hop {
                if (!controlled && self.engaged(fig, at)) || self.grid.has_fire(to) {
                    return true;
                }
                at = to;
            }
        }
        false
    }

    /// A hop that would hurt a gentleman holding a prevention card waits for his choice.
    fn guarded_hop(&mut self, fig: FigId, hop: Hop, controlled: bool, ctx: &mut Ctx) {
        if self.route_hurts(fig, &[hop], controlled) && !self.prevent_cards(fig).is_empty() {
            self.open_guard(fig, Guard::Hop(hop));
            return;
        }
        self.do_hop(fig, hop, controlled, ctx);
    }

    /// The gentleman's prevention choice for the damage he is about to take outside an attack:
    /// the card (if any) absorbs up to its amount of the next damage, then the action goes on.
    pub fn resolve_guard(&mut self, card: Option<&str>, ctx: &mut Ctx) {
        let Some((fig, guard)) = self.take_guard() else {
            return;
        };
        if let Some(card) = card
            && self.prevent_cards(fig).iter().any(|c| c == card)
        {
            let n = data().card(card).map(|c| c.amount).unwrap_or(0);
            self.discard_equipment(fig, card);
            ctx.log(Text::new("log-prevent").msg("card", crate::view::card_text(card)));
            self.shield = Some((fig, n));
        }
        match guard {
            Guard::Hop(hop) => {
                let controlled = self.moving().is_some_and(|m| m.controlled);
                self.do_hop(fig, hop, controlled, ctx);
            }
            // Asked once for the whole walk: the card covers its first damage.
            Guard::Charge { target, to } => self.do_charge(fig, target, to, false, ctx),
            Guard::Start => {
                self.start_damage(fig, ctx);
                if !self.active(fig) {
                    self.end_activation(ctx);
                }
            }
        }
        self.shield = None;
    }

    /// Whether a card use costs an action (not a free or bonus action).
    fn uses_action(&self, a: &Action) -> bool {
        matches!(a, Action::Use { card, .. }
            if data().card(card).is_some_and(|d| d.timing == Timing::Action))
    }

    /// Whether the charger can still make the melee attack that ends his charge.
    pub fn charge_attack_possible(&self, fig: FigId, target: FigId) -> bool {
        let seat = self.seat_of(fig);
        self.weapon_choices(fig, AttackKind::Melee, AttackMode::Charge)
            .into_iter()
            .any(|weapon| {
                let decl =
                    AttackDecl::plain(fig, AttackKind::Melee, target, weapon, AttackMode::Charge);
                self.attack_fits(seat, &decl)
            })
    }

    /// A figure whose move cannot end on a free square (squares filled up during the move, by
    /// summons for example) is put on the nearest free square it could walk to (a designed
    /// ruling: the rulebook never lets two figures share a square).
    pub fn settle(&mut self, fig: FigId) {
        let Some(pos) = self.fig(fig).map(|f| f.pos) else {
            return;
        };
        if self.occupant(fig, pos) == Occupant::Free {
            return;
        }
        let occ = self.occupancy(fig);
        let spot = reachable(&self.grid, pos, 200, |p| occ.get(p))
            .into_iter()
            .filter(|(p, _)| occ.get(*p) == Occupant::Free)
            .min_by_key(|(p, r)| (r.cost, *p))
            .map(|(p, _)| p);
        if let (Some(p), Some(f)) = (spot, self.fig_mut(fig)) {
            f.pos = p;
        }
    }

    /// A gentleman's action is over: the chaos window after it opens when nothing else runs.
    pub fn mark_after(&mut self, fig: FigId) {
        if self
            .fig(fig)
            .is_some_and(|f| f.kind.team() == Team::Gentlemen)
        {
            self.after_action = Some(fig);
        }
    }

    pub fn push_nested(
        &mut self,
        card: ActCard,
        team: Team,
        left: Vec<(FigId, u8)>,
        nested: Nested,
    ) {
        let mods = self
            .activation()
            .map(|a| a.mods.clone())
            .unwrap_or_default();
        self.stack.push(Activation {
            card,
            team,
            left,
            power_used: true,
            powers_used: Vec::new(),
            bonus_used: Vec::new(),
            attacked: Vec::new(),
            mods,
            nested,
            revival: false,
        });
    }

    fn use_card(&mut self, fig: FigId, card: &str, target: Option<FigId>, ctx: &mut Ctx) {
        let Some(d) = data().card(card) else { return };
        // Upkeep: the ether lies on the card (it reaches the Nemesis at the start of his next
        // activation, like the Channel Senses gift), and the card works until then.
        if d.timing == Timing::Upkeep {
            if let Some(f) = self.fig_mut(fig) {
                f.ether = f.ether.saturating_sub(d.cost);
                f.upkept.push(card.to_owned());
            }
            ctx.log(
                Text::new("log-upkeep-card")
                    .msg("figure", self.fig_text(fig))
                    .msg("card", crate::view::card_text(card)),
            );
            return;
        }
        self.pay(fig, d.cost);
        match d.timing {
            Timing::Action => self.spend_action(fig),
            Timing::BonusAction => {
                if let Some(a) = self.activation_mut() {
                    a.bonus_used.push(fig);
                }
            }
            _ => {}
        }
        ctx.log(
            Text::new("log-use")
                .msg("figure", self.fig_text(fig))
                .msg("card", crate::view::card_text(card)),
        );
        let single_use = matches!(d.kind, CardKind::Utensil | CardKind::Artefact);
        match d.effect {
            Effect::Heal => {
                self.heal(fig, d.amount);
            }
            Effect::HealAdjacent => {
                self.heal(target.unwrap_or(fig), d.amount);
            }
            Effect::HealAll => {
                let pos = self.fig(fig).map(|f| f.pos);
                let ids: Vec<FigId> = self
                    .gentlemen()
                    .filter(|g| pos.is_some_and(|p| g.pos.dist(p) <= SHORT_RANGE))
                    .map(|g| g.id)
                    .collect();
                for g in ids {
                    self.heal(g, d.amount);
                }
            }
            Effect::Ether => self.gain_ether(fig, d.amount),
            Effect::Crystal => {
                let max = self.max_ether(fig);
                if let Some(f) = self.fig_mut(fig) {
                    f.ether = f.ether.max(max);
                }
            }
            Effect::Taunt => {
                let targets = self.taunt_targets(fig);
                self.open_pull(crate::reactions::Pull {
                    taunter: fig,
                    targets,
                    moved: Vec::new(),
                });
            }
            Effect::Bomb => {
                let targets = self.bomb_targets(fig);
                if single_use {
                    self.discard_equipment(fig, card);
                }
                if let Some(first) = targets.first() {
                    let decl = AttackDecl {
                        attacker: fig,
                        kind: AttackKind::Melee,
                        target: *first,
                        // The card itself: its amount is the attack's dice.
                        weapon: Some(card.to_owned()),
                        ether: 0,
                        sweep: None,
                        helpers: Vec::new(),
                        bonuses: Vec::new(),
                        mode: AttackMode::Bomb,
                    };
                    self.declare(decl, ctx);
                }
                self.mark_after(fig);
                return;
            }
            _ => {}
        }
        if single_use {
            self.discard_equipment(fig, card);
        }
        self.mark_after(fig);
    }
}
