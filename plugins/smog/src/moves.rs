//! Who decides now ([`Smog::decider`], the one place that says it), the choice tree
//! ([`Smog::choose`]: the one place that decides what is legal; the SDK walks
//! [`Smog::path`] through it before `apply` sees a move), and applying a move followed by
//! everything that resolves by itself up to the next decision ([`Smog::play`],
//! [`Smog::proceed`]).
//!
//! The tree's parts: the one-click answers ([`Smog::simple_actions`], the standing orders),
//! an activation row (`in_order`), a reroll (`subset`), and an attack composed click by click
//! (`attack_step`: kind, target, weapon, ether, sweep, helpers, bonuses), whose options are
//! filtered by `attack_fits` in `combat/attack.rs`.

use parlour_plugin_api::walk::{done, in_order, one_click, subset};
use parlour_plugin_api::{Ctx, Legal, Seat, Step, Text, walk};

use crate::board::Pos;
use crate::combat::dice;
use crate::data::{AttackKind, CardKind, EtherEffect, data};
use crate::state::*;

impl Smog {
    /// The seat that must decide now (`None` when the game is over).
    pub fn decider(&self) -> Option<Seat> {
        // A location card's question in a campaign chapter (Sabbath, Séance).
        if let Some(seat) = crate::campaign::locations::offer_seat(self) {
            return Some(seat);
        }
        match &self.phase {
            Phase::Setup => self.setup_seat(),
            Phase::Command => self.commanding().map(|t| self.team_seat(t)),
            Phase::Fire(_) => Some(NEMESIS_SEAT),
            Phase::Intermezzo => crate::campaign::intermezzo::decider(self),
            Phase::Over(_) => None,
            Phase::Activation => {
                if self.placing.is_some() {
                    return Some(NEMESIS_SEAT);
                }
                if let Some(seat) = self.reaction_seat() {
                    return Some(seat);
                }
                if let Some((fig, _)) = &self.guard {
                    return Some(self.seat_of(*fig));
                }
                if !self.fights.is_empty() {
                    return self.fight_decider();
                }
                if let Some((fig, _)) = self.charging {
                    return Some(self.seat_of(fig));
                }
                if let Some(m) = &self.moving {
                    return Some(self.seat_of(m.fig));
                }
                let act = self.activation()?;
                Some(match &act.card {
                    ActCard::Gentleman(id) => self.seat_of(*id),
                    ActCard::Allies => self.leader_seat(),
                    _ => NEMESIS_SEAT,
                })
            }
        }
    }

    /// The one-click moves of the deciding seat (see [`Smog::decider`]; [`Smog::choose`]
    /// asks only for it): the answers to the question open now, and the Nemesis's standing
    /// orders.
    pub fn simple_actions(&self, seat: Seat) -> Vec<Action> {
        if crate::campaign::locations::offer_seat(self).is_some() {
            return crate::campaign::locations::offer_actions(self)
                .into_iter()
                .map(Action::Campaign)
                .collect();
        }
        let mut out = match &self.phase {
            Phase::Setup => self.setup_actions(),
            Phase::Intermezzo => crate::campaign::intermezzo::actions(self)
                .into_iter()
                .map(Action::Campaign)
                .collect(),
            Phase::Fire(_) => self
                .fire_options()
                .into_iter()
                .map(|(from, to)| Action::Fire { from, to })
                .collect(),
            Phase::Activation if self.placing.is_some() => self.placing_actions(),
            Phase::Activation if self.interrupted() => self.interruption_actions(),
            Phase::Activation if self.guard.is_some() => {
                let fig = self.guard.as_ref().map(|(f, _)| *f).unwrap_or(0);
                let mut v = vec![Action::Prevent(None)];
                v.extend(
                    self.prevent_cards(fig)
                        .into_iter()
                        .map(|c| Action::Prevent(Some(c))),
                );
                v
            }
            Phase::Activation => {
                if let Some(fight) = self.fights.last() {
                    let mut v = match fight.stage {
                        FightStage::Crowns => (0..=dice::crowns(&fight.dice))
                            .map(Action::Crowns)
                            .collect(),
                        FightStage::Defend(i) => {
                            let fig = fight
                                .defenders
                                .get(usize::from(i))
                                .map(|d| d.fig)
                                .unwrap_or(0);
                            let mut v = vec![Action::Defend {
                                elusive: false,
                                bonuses: Vec::new(),
                            }];
                            v.extend(
                                self.defence_options(fig)
                                    .into_iter()
                                    .map(|(elusive, bonuses)| Action::Defend { elusive, bonuses }),
                            );
                            // An Imitator may copy a card before his defence roll.
                            v.extend(self.imitate_actions(seat, Some(fig)));
                            v
                        }
                        FightStage::Prevent(i) => {
                            let fig = fight
                                .defenders
                                .get(usize::from(i))
                                .map(|d| d.fig)
                                .unwrap_or(0);
                            let mut v = vec![Action::Prevent(None)];
                            v.extend(
                                self.prevent_cards(fig)
                                    .into_iter()
                                    .map(|c| Action::Prevent(Some(c))),
                            );
                            v
                        }
                        // Striking back is composed (see `choose`); declining is one click.
                        FightStage::Counter(_) => vec![Action::NoCounter],
                        FightStage::Reroll => Vec::new(),
                    };
                    if seat == NEMESIS_SEAT {
                        v.extend(self.reaction_chaos_actions());
                    }
                    v
                } else if self.charging.is_some() {
                    Vec::new()
                } else if self.open_reaction().is_some() {
                    self.reaction_actions()
                } else {
                    let mut v = self.activation_actions();
                    // Imitator works at any time: at every decision of the gentlemen's side.
                    let act = self.activation();
                    if act.is_some_and(|a| a.team == Team::Gentlemen && !a.revival)
                        && self.moving.is_none()
                    {
                        v.extend(self.imitate_actions(seat, None));
                    }
                    // Self-revival is the whole activation: it cannot be ended without it
                    // (rule R-103, ruling A-26).
                    let revival = self.activation().is_some_and(|a| a.revival);
                    if self.moving.is_none() && !revival {
                        v.push(Action::EndActivation);
                    }
                    v
                }
            }
            _ => Vec::new(),
        };
        if seat == NEMESIS_SEAT
            && !self.orders_changed
            && !matches!(
                self.phase,
                Phase::Over(_) | Phase::Setup | Phase::Intermezzo
            )
        {
            out.extend(self.order_options().into_iter().map(Action::Orders));
        }
        out
    }

    /// The one-click moves of the first step: a location card's answers; the standing orders
    /// beside a row or a reroll; otherwise every simple action.
    fn one_clicks(&self, seat: Seat) -> Vec<Action> {
        if crate::campaign::locations::offer_seat(self).is_some() {
            return self.simple_actions(seat);
        }
        let composing = self.commanding().is_some()
            || self
                .fights
                .last()
                .is_some_and(|f| f.stage == FightStage::Reroll);
        if !composing {
            return self.simple_actions(seat);
        }
        if seat == NEMESIS_SEAT && !self.orders_changed && self.phase != Phase::Intermezzo {
            self.order_options()
                .into_iter()
                .map(Action::Orders)
                .collect()
        } else {
            Vec::new()
        }
    }

    /// The choice tree: the next click of a move of `seat`, the one place that decides what
    /// is legal (the SDK walks [`Smog::path`] through it before a move is applied).
    pub fn choose(&self, seat: Seat, partial: &[Choice]) -> Step<Choice, Action> {
        if self.decider() != Some(seat) {
            return Step::none();
        }
        match partial {
            [] => self.first_step(seat),
            [Choice::Act(_)] => {
                let acts = self
                    .one_clicks(seat)
                    .into_iter()
                    .map(|a| Legal::new(a, Text::default()))
                    .collect();
                one_click(partial, acts, Choice::Act, |c| match c {
                    Choice::Act(a) => Some(a.clone()),
                    _ => None,
                })
            }
            [Choice::Card(_), ..] => match self.commanding() {
                Some(team) => self.row_step(team, partial),
                None => Step::none(),
            },
            [Choice::Die(_), ..] => self.reroll_step(partial),
            [Choice::Attacker(fig), rest @ ..] => {
                let mode = if self
                    .fights
                    .last()
                    .is_some_and(|f| matches!(f.stage, FightStage::Counter(_)))
                {
                    AttackMode::Counter
                } else if self.charging.is_some() {
                    AttackMode::Charge
                } else if self.open_reaction().is_some() {
                    AttackMode::Free
                } else {
                    AttackMode::Action
                };
                self.attack_step(seat, *fig, mode, rest)
            }
            [Choice::Bond(fig), rest @ ..] => self.attack_step(seat, *fig, AttackMode::Bond, rest),
            _ => Step::none(),
        }
    }

    /// The first click: an activation row's first card, a die to reroll, the first click of
    /// an attack, or a one-click move.
    fn first_step(&self, seat: Seat) -> Step<Choice, Action> {
        let label = |c: &Choice| crate::view::choice_label(self, c);
        let acts: Vec<Legal<Choice>> = self
            .one_clicks(seat)
            .into_iter()
            .map(|a| {
                let c = Choice::Act(a);
                Legal::new(c.clone(), label(&c))
            })
            .collect();
        if crate::campaign::locations::offer_seat(self).is_some() {
            return Step::options(acts);
        }
        let mut step = if let Some(team) = self.commanding() {
            self.row_step(team, &[])
        } else if self
            .fights
            .last()
            .is_some_and(|f| f.stage == FightStage::Reroll)
        {
            self.reroll_step(&[])
        } else {
            let mut options = acts;
            // Figures being placed, an interruption or a prevention question come first:
            // no attack can start until they are answered.
            if !self.attacks_wait() {
                self.attack_options(&mut options);
            }
            let step = Step::options(options);
            return match self.situation_prompt() {
                Some(p) => step.prompt(p),
                None => step,
            };
        };
        step.options.extend(acts);
        step
    }

    /// Whether the tree offers `action` to `seat` now: its path walks through
    /// [`Smog::choose`] to this very move (the SDK's check; the bots ask it too).
    pub fn offers(&self, seat: Seat, action: &Action) -> bool {
        let path = self.path(seat, action);
        (0..path.len()).all(|d| {
            self.choose(seat, &path[..d])
                .options
                .iter()
                .any(|o| o.action == path[d])
        }) && self.choose(seat, &path).complete.as_ref() == Some(action)
    }

    /// The clicks that compose `action`, in the order [`Smog::choose`] asks for them. It only
    /// takes the action apart: whether the tree offers each click decides legality.
    pub fn path(&self, seat: Seat, action: &Action) -> Vec<Choice> {
        match action {
            Action::Row(row) => row.iter().cloned().map(Choice::Card).collect(),
            Action::Reroll(dice) => dice.iter().copied().map(Choice::Die).collect(),
            Action::Attack(decl) => self.attack_path(seat, decl),
            other => vec![Choice::Act(other.clone())],
        }
    }

    /// An attack's clicks: its attacker, then each part the tree asks about (the kind, target,
    /// weapon, ether and sweep are asked only when there is a choice), then helpers and
    /// bonuses.
    fn attack_path(&self, seat: Seat, decl: &AttackDecl) -> Vec<Choice> {
        let mut path = vec![match decl.mode {
            AttackMode::Bond => Choice::Bond(decl.attacker),
            _ => Choice::Attacker(decl.attacker),
        }];
        let parts = [
            Choice::Kind(decl.kind),
            Choice::Target(decl.target),
            Choice::Weapon(decl.weapon.clone()),
            Choice::Ether(decl.ether),
            Choice::Sweep(decl.sweep),
        ];
        for part in parts {
            let asked = self
                .choose(seat, &path)
                .options
                .iter()
                .any(|o| std::mem::discriminant(&o.action) == std::mem::discriminant(&part));
            if asked {
                path.push(part);
            }
        }
        path.extend(decl.helpers.iter().copied().map(Choice::Helper));
        path.extend(decl.bonuses.iter().cloned().map(Choice::Bonus));
        path
    }

    /// Whether a question that comes before any attack is open: figures to place, an
    /// interruption, a prevention card for a step's damage (the order of `simple_actions`).
    pub(crate) fn attacks_wait(&self) -> bool {
        self.placing.is_some() || self.interrupted() || self.guard.is_some()
    }

    /// The first clicks of the attacks that may start now: a counterattack, a charge's attack,
    /// a sacrificed minion's attack, and the activation's attacks.
    fn attack_options(&self, options: &mut Vec<Legal<Choice>>) {
        let label = |c: &Choice| crate::view::choice_label(self, c);
        // A counterattack or a charge's attack is composed like any attack.
        if let Some(fight) = self.fights.last()
            && let FightStage::Counter(i) = fight.stage
            && let Some(d) = fight.defenders.get(usize::from(i))
        {
            let c = Choice::Attacker(d.fig);
            options.insert(0, Legal::new(c, Text::new("action-counter")));
        }
        if let Some((fig, _)) = self.charging {
            let c = Choice::Attacker(fig);
            options.push(Legal::new(c, Text::new("choice-charge-attack")));
        }
        if let Some(fig) = self.sacrifice_attacker() {
            let c = Choice::Attacker(fig);
            options.push(Legal::new(c, Text::new("choice-sacrifice-attack")));
        }
        for (fig, mode) in self.attack_starts() {
            let c = match mode {
                AttackMode::Bond => Choice::Bond(fig),
                _ => Choice::Attacker(fig),
            };
            options.push(Legal::new(c.clone(), label(&c)));
        }
    }

    /// What an out-of-turn question is about: the damage a prevention card could absorb, the
    /// figures to place, the counterattack offer.
    fn situation_prompt(&self) -> Option<Text> {
        if let Some(p) = &self.placing {
            return Some(Text::new("prompt-place").num("count", u32::from(p.left)));
        }
        if let Some((fig, _)) = &self.guard {
            return Some(Text::new("prompt-prevent-step").msg("figure", self.fig_text(*fig)));
        }
        if let Some(p) = self.reaction_prompt() {
            return Some(p);
        }
        let fight = self.fights.last()?;
        match fight.stage {
            FightStage::Prevent(i) => {
                let d = fight.defenders.get(usize::from(i))?;
                Some(
                    Text::new("prompt-prevent")
                        .msg("figure", self.fig_text(d.fig))
                        .num("damage", u32::from(d.pending)),
                )
            }
            FightStage::Counter(i) => {
                let d = fight.defenders.get(usize::from(i))?;
                Some(Text::new("prompt-counter").msg("figure", self.fig_text(d.fig)))
            }
            _ => None,
        }
    }

    /// An activation row: every card of the side, one space after the other.
    fn row_step(&self, team: Team, partial: &[Choice]) -> Step<Choice, Action> {
        let cards: Vec<Legal<Choice>> = match team {
            Team::Nemesis => self.nemesis_cards(),
            Team::Gentlemen => self.gentlemen_cards(),
        }
        .into_iter()
        .map(|c| {
            let choice = Choice::Card(c);
            Legal::new(choice.clone(), crate::view::choice_label(self, &choice))
        })
        .collect();
        let n = cards.len();
        let prompt = Text::new("prompt-row").num("space", partial.len() as u32 + 1);
        let (row, rest) = walk!(in_order(partial, cards, n, prompt));
        let row = row
            .into_iter()
            .filter_map(|c| match c {
                Choice::Card(card) => Some(card),
                _ => None,
            })
            .collect();
        done(rest, Action::Row(row))
    }

    /// A reroll: any of the dice not rerolled yet.
    fn reroll_step(&self, partial: &[Choice]) -> Step<Choice, Action> {
        let Some(fight) = self.fights.last() else {
            return Step::none();
        };
        let dice: Vec<Legal<Choice>> = (0..fight.dice.len() as u8)
            .filter(|i| !fight.rerolled[usize::from(*i)])
            .map(|i| {
                let c = Choice::Die(i);
                Legal::new(c.clone(), crate::view::choice_label(self, &c))
            })
            .collect();
        let max = dice.len();
        subset(
            partial,
            dice,
            0,
            max,
            Text::new("prompt-reroll"),
            |picked| {
                Action::Reroll(
                    picked
                        .into_iter()
                        .filter_map(|c| match c {
                            Choice::Die(i) => Some(i),
                            _ => None,
                        })
                        .collect(),
                )
            },
        )
    }

    /// The attack kinds a figure may use on some target now.
    fn kinds_for(&self, seat: Seat, fig: FigId, mode: AttackMode) -> Vec<AttackKind> {
        [AttackKind::Melee, AttackKind::Ranged]
            .into_iter()
            .filter(|k| !self.targets_for(seat, fig, mode, *k).is_empty())
            .collect()
    }

    /// The weapons a figure may choose for an attack of this kind (gentlemen; the others
    /// attack without one).
    pub(crate) fn weapon_choices(
        &self,
        fig: FigId,
        kind: AttackKind,
        mode: AttackMode,
    ) -> Vec<Option<String>> {
        if self.fig(fig).is_some_and(|f| f.kind == FigKind::Gentleman) {
            let mut w: Vec<Option<String>> =
                self.weapons(fig, kind).into_iter().map(Some).collect();
            if kind == AttackKind::Melee {
                w.push(None);
            }
            if mode == AttackMode::Bond {
                w.retain(|x| x.as_deref() == Some("symbiont_rifle"));
            }
            w
        } else {
            vec![None]
        }
    }

    fn targets_for(
        &self,
        seat: Seat,
        fig: FigId,
        mode: AttackMode,
        kind: AttackKind,
    ) -> Vec<FigId> {
        self.on_scene()
            .map(|t| t.id)
            .filter(|t| {
                self.weapon_choices(fig, kind, mode)
                    .into_iter()
                    .any(|w| self.attack_fits(seat, &AttackDecl::plain(fig, kind, *t, w, mode)))
            })
            .collect()
    }

    /// Composes an attack: kind (when both are possible), target, weapon, ether for the
    /// weapon's effect, sweep target, helpers, bonuses.
    fn attack_step(
        &self,
        seat: Seat,
        fig: FigId,
        mode: AttackMode,
        rest: &[Choice],
    ) -> Step<Choice, Action> {
        let opt = |c: Choice| Legal::new(c.clone(), crate::view::choice_label(self, &c));
        let kinds = self.kinds_for(seat, fig, mode);
        if kinds.is_empty() {
            return Step::none();
        }
        let mut rest = rest;
        let kind = match (kinds.as_slice(), rest.first()) {
            ([only], _) => *only,
            (_, Some(Choice::Kind(k))) if kinds.contains(k) => {
                rest = &rest[1..];
                *k
            }
            (_, None) => {
                return Step::options(kinds.into_iter().map(|k| opt(Choice::Kind(k))).collect())
                    .prompt(Text::new("prompt-attack-kind"));
            }
            _ => return Step::none(),
        };
        let targets = self.targets_for(seat, fig, mode, kind);
        // A charge's or counterattack's target is given when only one figure may be aimed at.
        let given = match (mode, targets.as_slice()) {
            (AttackMode::Charge | AttackMode::Counter, [only]) => Some(*only),
            _ => None,
        };
        let target = match rest.first() {
            _ if given.is_some() => given.unwrap_or_default(),
            Some(Choice::Target(t)) if targets.contains(t) => {
                rest = &rest[1..];
                *t
            }
            None => {
                // Non-enemies may be attacked too (ruling A-67); the button says so plainly.
                return Step::options(
                    targets
                        .into_iter()
                        .map(|t| {
                            if self.is_enemy(fig, t) {
                                opt(Choice::Target(t))
                            } else {
                                Legal::new(
                                    Choice::Target(t),
                                    Text::new("choice-target-friend")
                                        .msg("figure", self.fig_text(t)),
                                )
                                .tooltip(Text::new("tip-not-enemy"))
                            }
                        })
                        .collect(),
                )
                .prompt(Text::new("prompt-target"));
            }
            _ => return Step::none(),
        };
        let weapons: Vec<Option<String>> = self
            .weapon_choices(fig, kind, mode)
            .into_iter()
            .filter(|w| {
                self.attack_fits(seat, &AttackDecl::plain(fig, kind, target, w.clone(), mode))
            })
            .collect();
        let gentleman = self.fig(fig).is_some_and(|f| f.kind == FigKind::Gentleman);
        let weapon = if !gentleman {
            None
        } else {
            match rest.first() {
                Some(Choice::Weapon(w)) if weapons.contains(w) => {
                    rest = &rest[1..];
                    w.clone()
                }
                None => {
                    return Step::options(
                        weapons
                            .into_iter()
                            .map(|w| opt(Choice::Weapon(w)))
                            .collect(),
                    )
                    .prompt(Text::new("prompt-weapon"));
                }
                _ => return Step::none(),
            }
        };
        let mut decl = AttackDecl::plain(fig, kind, target, weapon.clone(), mode);
        // Ether for the weapon's effect, or an agent's X for Pyromaniac (X ether, X dice).
        let ether_steps = match weapon.as_deref().and_then(|w| data().card(w)) {
            Some(w) if w.ether_effect == Some(EtherEffect::Dice) => Some((
                (0..=w.amount)
                    .map(|n| n * w.ether.max(1))
                    .collect::<Vec<u8>>(),
                "prompt-ether",
            )),
            Some(w) => Some((vec![0, w.ether], "prompt-ether")),
            None if self.pyromaniac(fig) => Some((
                (0..=self.ether_available(fig)).collect(),
                "prompt-pyromaniac",
            )),
            None => None,
        };
        if let Some((steps, prompt)) = ether_steps {
            let affordable: Vec<u8> = steps
                .into_iter()
                .filter(|n| {
                    let mut d = decl.clone();
                    d.ether = *n;
                    self.attack_fits(seat, &d)
                })
                .collect();
            if affordable.len() > 1 {
                match rest.first() {
                    Some(Choice::Ether(n)) if affordable.contains(n) => {
                        rest = &rest[1..];
                        decl.ether = *n;
                    }
                    None => {
                        return Step::options(
                            affordable
                                .into_iter()
                                .map(|n| opt(Choice::Ether(n)))
                                .collect(),
                        )
                        .prompt(Text::new(prompt));
                    }
                    _ => return Step::none(),
                }
            }
        }
        let sweeps = self.sweep_targets(&decl);
        if !sweeps.is_empty() {
            match rest.first() {
                Some(Choice::Sweep(s)) if s.is_none_or(|s| sweeps.contains(&s)) => {
                    rest = &rest[1..];
                    decl.sweep = *s;
                }
                None => {
                    let mut options: Vec<Legal<Choice>> = sweeps
                        .into_iter()
                        .map(|s| opt(Choice::Sweep(Some(s))))
                        .collect();
                    options.push(opt(Choice::Sweep(None)));
                    return Step::options(options).prompt(Text::new("prompt-sweep"));
                }
                _ => return Step::none(),
            }
        }
        // Helpers, then bonuses, one per click.
        for c in rest {
            match c {
                Choice::Helper(h) if decl.bonuses.is_empty() => decl.helpers.push(*h),
                Choice::Bonus(b) => decl.bonuses.push(b.clone()),
                _ => return Step::none(),
            }
        }
        if !self.attack_fits(seat, &decl) {
            return Step::none();
        }
        let mut options = Vec::new();
        if decl.bonuses.is_empty() {
            for h in self.helper_options(fig, kind, target) {
                let mut d = decl.clone();
                d.helpers.push(h);
                if !decl.helpers.contains(&h) && self.attack_fits(seat, &d) {
                    options.push(opt(Choice::Helper(h)));
                }
            }
        }
        for b in self.bonus_options(fig, kind) {
            let mut d = decl.clone();
            d.bonuses.push(b.id.clone());
            if !decl.bonuses.contains(&b.id) && self.attack_fits(seat, &d) {
                options.push(opt(Choice::Bonus(b.id)));
            }
        }
        Step::options(options)
            .or_complete(Action::Attack(decl))
            .prompt(Text::new("prompt-attack-extras"))
    }

    /// Applies a legal move and resolves everything that follows by itself.
    pub fn play(&mut self, seat: Seat, action: &Action, ctx: &mut Ctx) {
        let nemesis_acted = seat == NEMESIS_SEAT;
        match action {
            Action::Version { .. }
            | Action::TakePower(_)
            | Action::Buy { .. }
            | Action::Role { .. }
            | Action::Advantage { .. }
            | Action::Give { .. }
            | Action::Ready => self.apply_setup(action),
            Action::Campaign(c) => crate::campaign::apply(self, c, ctx),
            Action::Row(row) => {
                if let Some(team) = self.commanding() {
                    self.place_row(team, row.clone(), ctx);
                    if self.phase == Phase::Activation {
                        self.reveal_next(ctx);
                    }
                }
            }
            Action::Attack(decl) if decl.mode == AttackMode::Counter => {
                self.counter_attack(decl.clone(), ctx);
            }
            Action::Attack(decl) if decl.mode == AttackMode::Free => {
                self.sacrifice_attack(decl.clone(), ctx);
            }
            Action::Attack(decl) => {
                let attacker = decl.attacker;
                if decl.mode == AttackMode::Charge {
                    self.charging = None;
                }
                self.declare(decl.clone(), ctx);
                self.mark_after(attacker);
            }
            Action::Reroll(dice) => self.reroll(dice, ctx),
            Action::Crowns(n) => self.take_crowns(*n, ctx),
            Action::Defend { elusive, bonuses } => {
                if let Some(FightStage::Defend(i)) = self.fights.last().map(|f| f.stage) {
                    if *elusive {
                        let fig = self
                            .fights
                            .last()
                            .and_then(|f| f.defenders.get(usize::from(i)))
                            .map(|d| d.fig);
                        if let Some(fig) = fig {
                            ctx.log(Text::new("log-elusive").msg("figure", self.fig_text(fig)));
                        }
                    }
                    self.defend(i, *elusive, bonuses, ctx);
                }
            }
            Action::NoCounter => self.decline_counter(ctx),
            Action::Place { sheet, at } => self.place(sheet, *at, ctx),
            Action::EndPlacing => self.placing = None,
            Action::Prevent(card) if self.guard.is_some() => {
                self.resolve_guard(card.as_deref(), ctx)
            }
            Action::Prevent(card) => self.prevent(card.as_deref(), ctx),
            Action::Fire { from, to } => self.fire_choice(*from, *to, ctx),
            Action::Orders(o) => {
                self.orders = o.clone();
                self.orders_changed = true;
                return;
            }
            Action::EndActivation => self.end_activation(ctx),
            Action::Power { card, figs, at } => self.apply_power(card, figs, *at, ctx),
            Action::Chaos { card, figs, at } => self.apply_chaos(card, figs, *at, ctx),
            other => self.apply_activation(other, ctx),
        }
        if nemesis_acted {
            self.orders_changed = false;
        }
        self.proceed(ctx);
    }

    /// Resolves what needs no decision: fights without choices, the chaos window after a
    /// gentleman's action, ends of moves and activations, reveals, fire without choice.
    pub fn proceed(&mut self, ctx: &mut Ctx) {
        for _ in 0..10_000 {
            if crate::campaign::locations::offer_seat(self).is_some() {
                return;
            }
            match &self.phase {
                Phase::Activation => {
                    // The Nemesis places summoned figures before anything else goes on.
                    if let Some(p) = &self.placing {
                        if self.placement_possible(p) {
                            return;
                        }
                        self.placing = None;
                        continue;
                    }
                    if let Some(i) = &self.intercept {
                        if !self.guardians(&i.decl, &i.asked).is_empty() {
                            return;
                        }
                        if let Some(i) = self.intercept.take() {
                            self.roll_attack(i.decl, ctx);
                        }
                        continue;
                    }
                    if self.guard.is_some() {
                        return;
                    }
                    if self.pull.is_some() {
                        if !self.pull_actions().is_empty() {
                            return;
                        }
                        self.pull = None;
                        continue;
                    }
                    if !self.fights.is_empty() {
                        if self.fight_decider().is_some() {
                            return;
                        }
                        self.advance_fight(ctx);
                        if !self.fights.is_empty() {
                            return;
                        }
                        continue;
                    }
                    if let Some((fig, target)) = self.charging {
                        if self.charge_attack_possible(fig, target) {
                            return;
                        }
                        // The charger fell or was knocked down on the way: no attack.
                        self.charging = None;
                        self.mark_after(fig);
                        continue;
                    }
                    if let Some(m) = self.moving.clone() {
                        if !self.active(m.fig) {
                            self.moving = None;
                            continue;
                        }
                        let acts = self.activation_actions();
                        if acts == vec![Action::EndMove] {
                            self.moving = None;
                            self.settle(m.fig);
                            self.mark_after(m.fig);
                            continue;
                        }
                        return;
                    }
                    if self.rage.is_some() {
                        self.rage = None;
                    }
                    if !self.reactions.is_empty() {
                        if self.settle_reaction(ctx) {
                            return;
                        }
                        continue;
                    }
                    if let Some(g) = self.after_action.take() {
                        self.chaos_window(Trigger::AfterAction, g, ctx);
                        continue;
                    }
                    if self.stack.is_empty() {
                        self.reveal_next(ctx);
                        continue;
                    }
                    let idle =
                        self.activation_actions().is_empty() && self.attack_starts().is_empty();
                    if idle {
                        self.end_activation(ctx);
                        continue;
                    }
                    return;
                }
                Phase::Fire(_) => {
                    self.settle_fire(ctx);
                    if matches!(self.phase, Phase::Fire(_)) {
                        return;
                    }
                }
                _ => return,
            }
        }
    }

    /// Card kinds for labels.
    pub fn is_weapon(card: &str) -> bool {
        data()
            .card(card)
            .is_some_and(|c| c.kind == CardKind::Weapon)
    }

    /// Squares for labels.
    pub fn square_code(p: Pos) -> String {
        crate::combat::attack::pos_code(p)
    }
}
