//! The round: the command phase (the Nemesis's hidden row first, then the gentlemen's), the
//! activation phase (alternating reveals, gentlemen first; rulings ),
//! and the clean-up (end conditions, round marker, fire, cards back; rulings ).

use parlour_plugin_api::{Ctx, Text};

use crate::damage::Cause;
use crate::data::{AdvGift, Effect};
use crate::state::*;

impl Smog {
    /// The Nemesis's activation cards this round: one per agent sheet still on the scene, the
    /// minions card and the chaos activation card.
    pub fn nemesis_cards(&self) -> Vec<ActCard> {
        let mut out = Vec::new();
        for f in self
            .figures
            .iter()
            .filter(|f| f.kind == FigKind::Agent && !f.gone)
        {
            let card = ActCard::Agent(f.def.clone());
            if !out.contains(&card) {
                out.push(card);
            }
        }
        out.push(ActCard::Minions);
        out.push(ActCard::Chaos);
        out
    }

    /// The gentlemen's cards: one per gentleman still in the chapter, and the allies card.
    pub fn gentlemen_cards(&self) -> Vec<ActCard> {
        let mut out: Vec<ActCard> = self
            .gentlemen()
            .filter(|g| !g.escaped)
            .map(|g| ActCard::Gentleman(g.id))
            .collect();
        if self.figures.iter().any(|f| f.kind == FigKind::Ally) {
            out.push(ActCard::Allies);
        }
        out
    }

    /// Which side places its row now (the Nemesis first).
    pub fn commanding(&self) -> Option<Team> {
        if self.phase != Phase::Command {
            return None;
        }
        if self.nem_row.is_empty() {
            Some(Team::Nemesis)
        } else if self.gent_row.is_empty() {
            Some(Team::Gentlemen)
        } else {
            None
        }
    }

    /// Places a row face down; when both are placed, the activation phase begins.
    pub fn place_row(&mut self, team: Team, row: Vec<ActCard>, ctx: &mut Ctx) {
        match team {
            Team::Nemesis => self.nem_row = row,
            Team::Gentlemen => self.gent_row = row,
        }
        // A campaign's Séance: the named card opens the Nemesis's row.
        crate::campaign::locations::seance(self, ctx);
        ctx.log(Text::new(match team {
            Team::Nemesis => "log-row-nemesis",
            Team::Gentlemen => "log-row-gentlemen",
        }));
        if !self.nem_row.is_empty() && !self.gent_row.is_empty() {
            let mut order = Vec::new();
            for i in 0..self.gent_row.len().max(self.nem_row.len()) {
                if let Some(c) = self.gent_row.get(i) {
                    order.push(c.clone());
                }
                if let Some(c) = self.nem_row.get(i) {
                    order.push(c.clone());
                }
            }
            self.order = order;
            self.revealed = 0;
            self.phase = Phase::Activation;
        }
    }

    /// Reveals cards until one starts an activation, or goes to the clean-up.
    pub fn reveal_next(&mut self, ctx: &mut Ctx) {
        while self.revealed < self.order.len() {
            let card = self.order[self.revealed].clone();
            self.revealed += 1;
            // The face-down card is turned over.
            ctx.reveal();
            ctx.log(Text::new("log-reveal").msg("card", crate::view::act_card_text(self, &card)));
            // A campaign's Sabbath may cancel an agent's card: its holder is asked first.
            if crate::campaign::locations::offer_sabbath(self, &card) {
                return;
            }
            if self.start_activation(card, ctx) {
                return;
            }
        }
        self.start_cleanup(ctx);
    }

    /// Starts the activation of a revealed card; false when it is skipped (no figure left).
    pub(crate) fn start_activation(&mut self, card: ActCard, ctx: &mut Ctx) -> bool {
        let team = card.team();
        let mut act = Activation {
            card: card.clone(),
            team,
            left: Vec::new(),
            power_used: false,
            powers_used: Vec::new(),
            bonus_used: Vec::new(),
            attacked: Vec::new(),
            mods: Mods::default(),
            nested: Nested::No,
            revival: false,
        };
        match &card {
            ActCard::Gentleman(id) => {
                let id = *id;
                if self.fig(id).is_none_or(|f| f.gone) {
                    return false;
                }
                self.release_upkeep(id);
                // An Imitator's copy lasts until the start of his next activation.
                if let Some(f) = self.fig_mut(id) {
                    f.copy = None;
                }
                if self.fig(id).is_some_and(|f| f.defeated) {
                    act.revival = true;
                    act.left.push((id, 1));
                    self.stack.push(act);
                    return true;
                }
                let n = if self.suffers(id, Effect::Concussion) {
                    1
                } else {
                    2
                };
                let hurts = self.suffers(id, Effect::Bleeding)
                    || self.fig(id).is_some_and(|f| self.grid.has_fire(f.pos));
                if hurts && !self.prevent_cards(id).is_empty() {
                    // He decides on his prevention card before the damage (see `resolve_guard`).
                    act.left.push((id, n));
                    self.stack.push(act);
                    self.after_action = Some(id);
                    self.open_guard(id, Guard::Start);
                    return true;
                }
                self.start_damage(id, ctx);
                if !self.active(id) {
                    return false;
                }
                act.left.push((id, n));
                self.stack.push(act);
                self.after_action = Some(id);
                true
            }
            ActCard::Agent(sheet) => {
                let ids: Vec<FigId> = self
                    .figures
                    .iter()
                    .filter(|f| f.kind == FigKind::Agent && &f.def == sheet && !f.gone)
                    .map(|f| f.id)
                    .collect();
                for id in &ids {
                    if self.adv_gifts(*id).contains(&AdvGift::Regenerate) {
                        self.heal(*id, 1);
                    }
                    self.start_fire_damage(*id, ctx);
                }
                for id in ids.iter().filter(|i| self.active(**i)) {
                    let brother_dead = self.adv_gifts(*id).contains(&AdvGift::BloodBrothers)
                        && self.figures.iter().any(|f| {
                            f.kind == FigKind::Agent
                                && f.def != *sheet
                                && f.gone
                                && self.adv_gifts(f.id).contains(&AdvGift::BloodBrothers)
                        });
                    act.left.push((*id, 2 + u8::from(brother_dead)));
                }
                if act.left.is_empty() {
                    return false;
                }
                self.stack.push(act);
                true
            }
            ActCard::Minions | ActCard::Allies => {
                let kind = if card == ActCard::Minions {
                    FigKind::Minion
                } else {
                    FigKind::Ally
                };
                let ids: Vec<FigId> = self
                    .figures
                    .iter()
                    .filter(|f| f.kind == kind && !f.gone)
                    .map(|f| f.id)
                    .collect();
                for id in &ids {
                    self.start_fire_damage(*id, ctx);
                }
                act.left = ids
                    .into_iter()
                    .filter(|i| self.active(*i))
                    .map(|i| (i, 1))
                    .collect();
                if act.left.is_empty() {
                    return false;
                }
                // The allies' activation opens the Nemesis's chaos window at its start like a
                // gentleman's (rulebook L1897-1906: every activation; ruling A-33).
                let first = act.left.first().map(|(f, _)| *f);
                let allies = act.card == ActCard::Allies;
                self.stack.push(act);
                if allies {
                    self.after_action = first;
                }
                true
            }
            ActCard::Chaos => {
                self.stack.push(act);
                // The finale: the Nemesis rolls to set London on fire.
                self.london_chaos(ctx);
                true
            }
        }
    }

    /// A gentleman's damage at the start of his activation: fire under him, bleeding.
    pub fn start_damage(&mut self, id: FigId, ctx: &mut Ctx) {
        self.start_fire_damage(id, ctx);
        if self.suffers(id, Effect::Bleeding) {
            self.hurt(id, 1, Cause::Other, ctx);
        }
    }

    /// A figure starting its activation in fire takes 1 damage.
    fn start_fire_damage(&mut self, fig: FigId, ctx: &mut Ctx) {
        if let Some(p) = self
            .fig(fig)
            .filter(|f| !f.defeated && !f.gone)
            .map(|f| f.pos)
            && self.grid.has_fire(p)
        {
            self.hurt(fig, 1, Cause::Fire, ctx);
        }
    }

    /// Ends the activation on top of the stack.
    pub fn end_activation(&mut self, ctx: &mut Ctx) {
        self.end_walk(ctx);
        self.stack.pop();
        if self.stack.is_empty() {
            self.reveal_next(ctx);
        }
    }

    /// Records when each side's goal first held (ruling A-49).
    pub fn check_goals(&mut self) {
        let Some(ch) = self.chapter_def() else { return };
        let goals = &ch.goals;
        let escaped = self.gentlemen().filter(|g| g.escaped).count() as u8;
        let brothers: Vec<&Figure> = self
            .figures
            .iter()
            .filter(|f| {
                f.kind == FigKind::Agent && self.adv_gifts(f.id).contains(&AdvGift::BloodBrothers)
            })
            .collect();
        let gents = goals.escaped.is_some_and(|n| escaped >= n)
            || goals.searched.is_some_and(|n| self.question >= n)
            || (goals.brothers && !brothers.is_empty() && brothers.iter().all(|f| f.gone));
        let gents = gents || self.world_gent_goal();
        let nem = self.deaths >= goals.defeats || self.world_nem_goal();
        if gents && self.gent_goal_at.is_none() {
            self.gent_goal_at = Some(self.events);
        }
        if nem && self.nem_goal_at.is_none() {
            self.nem_goal_at = Some(self.events);
        }
    }

    /// The clean-up: end conditions, round marker, fire.
    pub fn start_cleanup(&mut self, ctx: &mut Ctx) {
        self.stack.clear();
        self.end_walk(ctx);
        // Smog lifts at the clean-up; nothing of a suffering card is left waiting.
        self.smog.clear();
        self.drop_reactions();
        self.check_goals();
        let winner = match (self.gent_goal_at, self.nem_goal_at) {
            (Some(g), Some(n)) => Some(if g < n {
                Team::Gentlemen
            } else {
                Team::Nemesis
            }),
            (Some(_), None) => Some(Team::Gentlemen),
            (None, Some(_)) => Some(Team::Nemesis),
            (None, None) if self.round >= self.rounds => Some(if self.holds_at_the_end() {
                Team::Gentlemen
            } else {
                Team::Nemesis
            }),
            _ => None,
        };
        if let Some(team) = winner {
            self.phase = Phase::Over(team);
            ctx.log(Text::new(match team {
                Team::Nemesis => "log-win-nemesis",
                Team::Gentlemen => "log-win-gentlemen",
            }));
            // In a campaign every chapter but the finale leads to the intermezzo; the
            // search's sample of a chapter ends with it (`hidden::determinize`).
            if self.horizon != Some(self.chapter) {
                crate::campaign::chapter_over(self, team, ctx);
            }
            return;
        }
        self.round += 1;
        ctx.log(Text::new("log-round").num("round", self.round));
        self.arrive(ctx);
        self.take_round_ether(ctx);
        let sources = self.start_fire_spread();
        self.phase = Phase::Fire(sources);
        self.settle_fire(ctx);
    }

    /// Every placement the Nemesis may make now: (source, square) for each remaining source
    /// (he chooses which source spreads next and where, ruling A-22).
    pub fn fire_options(&self) -> Vec<(crate::board::Pos, crate::board::Pos)> {
        let Phase::Fire(sources) = &self.phase else {
            return Vec::new();
        };
        sources
            .iter()
            .flat_map(|s| self.spread_targets(*s).into_iter().map(move |t| (*s, t)))
            .collect()
    }

    /// Resolves the clean-up fire as far as the Nemesis has no choice: sources with nowhere
    /// to spread place nothing, and a source with a single square that no other source can
    /// reach spreads there by itself (while the markers last for every source, the order then
    /// changes nothing). When no source is left the next round begins.
    pub fn settle_fire(&mut self, ctx: &mut Ctx) {
        loop {
            let Phase::Fire(sources) = &self.phase else {
                return;
            };
            // Each source's squares, asked once; a source with none places nothing.
            let (sources, targets): (Vec<crate::board::Pos>, Vec<Vec<crate::board::Pos>>) = sources
                .iter()
                .map(|s| (*s, self.spread_targets(*s)))
                .filter(|(_, t)| !t.is_empty())
                .unzip();
            if sources.is_empty() {
                self.gent_row.clear();
                self.nem_row.clear();
                self.order.clear();
                self.revealed = 0;
                self.phase = Phase::Command;
                ctx.log(Text::new("log-command"));
                return;
            }
            let forced = if usize::from(self.fire_supply) >= sources.len() {
                targets.iter().enumerate().find_map(|(i, t)| {
                    let only = match t.as_slice() {
                        [only] => *only,
                        _ => return None,
                    };
                    let shared = targets
                        .iter()
                        .enumerate()
                        .any(|(j, o)| j != i && o.contains(&only));
                    (!shared).then_some((sources[i], only))
                })
            } else {
                None
            };
            self.phase = Phase::Fire(sources);
            match forced {
                Some((from, to)) => self.spread_from(from, to, ctx),
                None => return,
            }
        }
    }

    /// Spreads `from`'s fire to `to` and removes `from` from the remaining sources.
    fn spread_from(&mut self, from: crate::board::Pos, to: crate::board::Pos, ctx: &mut Ctx) {
        let Phase::Fire(sources) = &self.phase else {
            return;
        };
        let mut sources = sources.clone();
        let Some(i) = sources.iter().position(|s| *s == from) else {
            return;
        };
        sources.remove(i);
        self.spread_fire(from, to);
        ctx.log(Text::new("log-fire").str("square", crate::combat::attack::pos_code(to)));
        self.phase = Phase::Fire(sources);
    }

    /// The Nemesis spreads the fire of source `from` to `to` (legal by
    /// [`Smog::fire_options`]).
    pub fn fire_choice(&mut self, from: crate::board::Pos, to: crate::board::Pos, ctx: &mut Ctx) {
        self.spread_from(from, to, ctx);
        self.settle_fire(ctx);
    }
}
