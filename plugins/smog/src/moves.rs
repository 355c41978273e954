//! The moves: the one-click answers to the question open now ([`Smog::simple_actions`], one
//! arm per kind of question, see `questions.rs`; and the standing orders), the choice tree
//! ([`Smog::choose`]: the one place that decides what is legal; the SDK walks [`Smog::path`]
//! through it before `apply` sees a move), and applying a move followed by everything that
//! resolves by itself up to the next question ([`Smog::play`], [`Smog::proceed`], which asks
//! it).
//!
//! The tree's parts: the one-click answers, an activation row (`in_order`), a reroll
//! (`subset`), and an attack composed click by click (`attack_step`: kind, target, weapon,
//! ether, sweep, helpers, bonuses), whose options are filtered by `attack_fits` in
//! `combat/attack.rs`.

use parlour_plugin_api::walk::{done, exactly, in_order, subset};
use parlour_plugin_api::{Ctx, GameRng, Legal, Pick, Seat, Step, Text, walk};

use crate::board::Pos;
use crate::combat::dice;
use crate::data::{AttackKind, CardKind, Effect, EtherEffect, data};
use crate::questions::Ask;
use crate::state::*;

impl Smog {
    /// An option's label: left empty when nobody reads it (a hot-path call, see
    /// `parlour_plugin_api::texts_wanted`), where building it would only cost time.
    fn label(&self, c: &Choice) -> Text {
        if parlour_plugin_api::texts_wanted() {
            crate::view::choice_label(self, c)
        } else {
            Text::default()
        }
    }

    /// An option of the tree with its label (see [`Smog::label`]).
    fn legal(&self, c: Choice) -> Legal<Choice> {
        let label = self.label(&c);
        Legal::new(c, label)
    }

    /// The one-click answers of `seat` to the question it is asked now (nothing when it is
    /// asked nothing; [`Smog::choose`] adds the composed moves), and the Nemesis's standing
    /// orders.
    pub fn simple_actions(&self, seat: Seat) -> Vec<Action> {
        let Some(ask) = self.questions.for_seat(seat) else {
            return Vec::new();
        };
        let mut out = self.answers(seat, ask);
        out.extend(self.standing_orders(seat, ask));
        out
    }

    /// [`Smog::simple_actions`] as the bots use them: the standing orders only where there
    /// is no answer. A bot picks its orders from [`Smog::order_options`] and checks them with
    /// [`Smog::offers`]; elsewhere it only looks for answers among these, and falls back to
    /// the first of them (an order only where there is no answer, as among all of them).
    pub fn bot_simple_actions(&self, seat: Seat) -> Vec<Action> {
        let Some(ask) = self.questions.for_seat(seat) else {
            return Vec::new();
        };
        let out = self.answers(seat, ask);
        if out.is_empty() {
            return self.standing_orders(seat, ask);
        }
        out
    }

    /// The Nemesis's standing orders he may change to beside his answer to `ask` (nothing for
    /// the other seats, once changed at this decision, and at the set-up, the intermezzo and
    /// a location card's offer). The only one-click moves that are `Action::Orders`.
    fn standing_orders(&self, seat: Seat, ask: &Ask) -> Vec<Action> {
        if self.offers_orders(seat, ask) {
            self.order_options()
                .into_iter()
                .map(Action::Orders)
                .collect()
        } else {
            Vec::new()
        }
    }

    /// The one-click answers of `seat` to `ask`, without the standing orders.
    fn answers(&self, seat: Seat, ask: &Ask) -> Vec<Action> {
        self.answers_with(seat, ask, true).0
    }

    /// [`Smog::answers`], with the uses of the Nemesis's power cards left out unless
    /// `powers`; and the index at which those stand (or would stand) when they are open now.
    fn answers_with(&self, seat: Seat, ask: &Ask, powers: bool) -> (Vec<Action>, Option<usize>) {
        let mut powers_at = None;
        let answers = match ask {
            Ask::Offer => crate::campaign::locations::offer_actions(self)
                .into_iter()
                .map(Action::Campaign)
                .collect(),
            Ask::Setup => self.setup_actions(),
            Ask::Intermezzo => crate::campaign::intermezzo::actions(self)
                .into_iter()
                .map(Action::Campaign)
                .collect(),
            Ask::Fire => self
                .fire_options()
                .into_iter()
                .map(|(from, to)| Action::Fire { from, to })
                .collect(),
            // The row is composed (see `choose`); so is a charge's attack.
            Ask::Command(_) | Ask::Charge { .. } => Vec::new(),
            // London's reroll is a pick of dice (see `choose`).
            Ask::London(_) => Vec::new(),
            Ask::Place(_) => self.placing_actions(),
            Ask::Ether(_) => self.distribute_actions(),
            Ask::Chaos(_) => self.window_actions(),
            Ask::Intercept(_) | Ask::Pull(_) => self.interruption_actions(),
            Ask::Guard { fig, .. } => self.prevent_actions(*fig),
            Ask::Suffering(_) => self.reaction_actions(),
            Ask::Fight { stage, fig } => {
                let mut v = match stage {
                    FightStage::Crowns => self
                        .fights
                        .last()
                        .map(|f| (0..=dice::crowns(&f.dice)).map(Action::Crowns).collect())
                        .unwrap_or_default(),
                    FightStage::Defend(_) => {
                        let mut v = vec![Action::Defend {
                            elusive: false,
                            bonuses: Vec::new(),
                        }];
                        v.extend(
                            self.defence_options(*fig)
                                .into_iter()
                                .map(|(elusive, bonuses)| Action::Defend { elusive, bonuses }),
                        );
                        // An Imitator may copy a card before his defence roll.
                        v.extend(self.imitate_actions(seat, Some(*fig)));
                        v
                    }
                    FightStage::Prevent(_) => self.prevent_actions(*fig),
                    // The Nemesis's cards "when a gentleman is attacked", or passing.
                    FightStage::Chaos(_) => self.fight_window_actions(),
                    // Striking back is composed (see `choose`); declining is one click.
                    FightStage::Counter(_) => vec![Action::NoCounter],
                    FightStage::Reroll => Vec::new(),
                };
                if seat == NEMESIS_SEAT {
                    v.extend(self.reaction_chaos_actions());
                }
                v
            }
            Ask::Activation | Ask::Move(_) => {
                let moving = matches!(ask, Ask::Move(_));
                let mut v = if powers {
                    self.activation_actions()
                } else {
                    let (v, at) = self.activation_actions_without_powers();
                    powers_at = at;
                    v
                };
                // Imitator works at any time: at every decision of the gentlemen's side.
                let act = self.activation();
                if act.is_some_and(|a| a.team == Team::Gentlemen && !a.revival) && !moving {
                    v.extend(self.imitate_actions(seat, None));
                }
                // Self-revival is the whole activation: it cannot be ended without it
                // (rule R-103, ruling A-26).
                let revival = act.is_some_and(|a| a.revival);
                if !moving && !revival {
                    v.push(Action::EndActivation);
                }
                v
            }
        };
        (answers, powers_at)
    }

    /// Using a prevention card for `fig`'s damage, or not.
    fn prevent_actions(&self, fig: FigId) -> Vec<Action> {
        let mut v = vec![Action::Prevent(None)];
        v.extend(
            self.prevent_cards(fig)
                .into_iter()
                .map(|c| Action::Prevent(Some(c))),
        );
        v
    }

    /// Whether the question is answered by a composed move (a row, a reroll) beside which
    /// only the standing orders are one click.
    fn composing(ask: &Ask) -> bool {
        matches!(
            ask,
            Ask::Command(_)
                | Ask::Fight {
                    stage: FightStage::Reroll,
                    ..
                }
                | Ask::London(_)
        )
    }

    /// Whether `action` is among the one-click moves of the first step (the standing orders
    /// beside a row or a reroll, otherwise every simple action): only the standing orders are
    /// listed for a change of orders, only the answers for anything else.
    fn one_click_offered(&self, seat: Seat, ask: &Ask, action: &Action) -> bool {
        match action {
            Action::Orders(_) => self.standing_orders(seat, ask).contains(action),
            _ => !Self::composing(ask) && self.answers(seat, ask).contains(action),
        }
    }

    /// The choice tree: the next click of a move of `seat`, the one place that decides what
    /// is legal (the SDK walks [`Smog::path`] through it before a move is applied). A seat
    /// that is asked nothing has no move.
    pub fn choose(&self, seat: Seat, partial: &[Choice]) -> Step<Choice, Action> {
        let Some(ask) = self.questions.for_seat(seat) else {
            return Step::none();
        };
        match (ask, partial) {
            (_, []) => self.first_step(seat, ask),
            (_, [Choice::Act(action)]) => {
                if self.one_click_offered(seat, ask, action) {
                    Step::done(action.clone())
                } else {
                    Step::none()
                }
            }
            (Ask::Command(team), [Choice::Card(_), ..]) => self.row_step(*team, partial),
            (
                Ask::Fight {
                    stage: FightStage::Reroll,
                    ..
                },
                [Choice::Die(_), ..],
            ) => self.reroll_step(partial),
            (Ask::London(roll), [Choice::Die(_), ..]) => self.london_step(roll, partial),
            (Ask::Setup, [Choice::Gentleman(_), ..]) => self.extra_step(partial),
            (_, [Choice::Attacker(fig), rest @ ..]) => {
                let mode = match ask {
                    Ask::Fight {
                        stage: FightStage::Counter(_),
                        ..
                    } => AttackMode::Counter,
                    Ask::Charge { .. } => AttackMode::Charge,
                    Ask::Suffering(_) => AttackMode::Free,
                    _ => AttackMode::Action,
                };
                self.attack_step(seat, *fig, mode, rest)
            }
            (_, [Choice::Bond(fig), rest @ ..]) => {
                self.attack_step(seat, *fig, AttackMode::Bond, rest)
            }
            _ => Step::none(),
        }
    }

    /// The first click: an activation row's first card, a die to reroll, the first click of
    /// an attack, or a one-click move; and the older forms of the standing orders an older
    /// log holds (never offered).
    fn first_step(&self, seat: Seat, ask: &Ask) -> Step<Choice, Action> {
        let mut step = self.first_click(seat, ask);
        if seat == NEMESIS_SEAT {
            for o in self.old_order_forms(ask) {
                step = step.also_complete(Action::Orders(o));
            }
        }
        step
    }

    /// Standing orders as a log written before the window order and the distribution gives
    /// them (schema 3 or older): no window order (they never asked him), no split, and always
    /// a place for received ether, besides one change of the card or minion orders. Accepted
    /// at a command phase while a game still has a new game's orders (asked about ether and
    /// every window), where his first orders came (the Nemesis's first decision after the
    /// set-up): the old log's orders then make it go on as it did.
    fn old_order_forms(&self, ask: &Ask) -> Vec<Orders> {
        let o = &self.orders;
        if self.orders_changed
            || !matches!(ask, Ask::Command(_))
            || o.window == WindowOrder::Never
            || o.ether.is_some()
            || o.fill.is_some()
        {
            return Vec::new();
        }
        // The card and minion orders now, or after one change of them.
        let mut parts: Vec<Orders> = vec![o.clone()];
        for c in self.order_options() {
            if !parts
                .iter()
                .any(|p| p.chaos == c.chaos && p.minion == c.minion)
            {
                parts.push(c);
            }
        }
        let mut out = Vec::new();
        for t in self.ether_targets() {
            for p in &parts {
                out.push(Orders {
                    ether: Some(t.clone()),
                    fill: None,
                    window: WindowOrder::Never,
                    ..p.clone()
                });
            }
        }
        out
    }

    fn first_click(&self, seat: Seat, ask: &Ask) -> Step<Choice, Action> {
        self.first_click_with(seat, ask, true, true).0
    }

    /// Whether the first click of `seat` offers a change of the standing orders now.
    fn offers_orders(&self, seat: Seat, ask: &Ask) -> bool {
        seat == NEMESIS_SEAT
            && !self.orders_changed
            && !matches!(ask, Ask::Setup | Ask::Intermezzo | Ask::Offer)
    }

    /// A set-up question with its prompt, and its buttons as a player reads them: a card
    /// handed out or taken shows its text on hover, a sheet's version its numbers; the role
    /// cards are grouped by gentleman, the equipment to share out by card.
    fn setup_step(&self, acts: Vec<Legal<Choice>>) -> Step<Choice, Action> {
        // Tooltips, short labels and headings only where texts are read (not in playouts).
        let quiet = !parlour_plugin_api::texts_wanted();
        let acts: Vec<Legal<Choice>> = acts
            .into_iter()
            .map(|legal| {
                if quiet {
                    return legal;
                }
                let Choice::Act(action) = &legal.action else {
                    return legal;
                };
                let tooltip = self.setup_tooltip(action);
                let short = self.setup_short_label(action);
                let group = match action {
                    Action::Role { fig, .. } => {
                        Some(Text::new("group-for-figure").msg("figure", self.fig_text(*fig)))
                    }
                    Action::Give { card, .. } => Some(crate::view::card_text(card)),
                    _ => None,
                };
                let mut legal = match tooltip {
                    Some(tip) => legal.tooltip(tip),
                    None => legal,
                };
                // Under its heading a button need not repeat it: the gentleman's name above
                // his role cards, the card's name above the gentlemen it can go to.
                if let Some(short) = short {
                    legal.label = short;
                }
                match group {
                    Some(heading) => legal.group(heading),
                    None => legal,
                }
            })
            .collect();
        let prompt = match self.setup.first() {
            Some(SetupStep::Extra(_)) => return self.extra_step(&[]),
            None => return Step::options(acts),
            Some(SetupStep::Leader) => Text::new("prompt-leader"),
            Some(SetupStep::Version(sheet)) => {
                Text::new("prompt-version").msg("sheet", crate::view::sheet_name(sheet))
            }
            Some(SetupStep::Powers(n)) => Text::new("prompt-powers").num("count", u32::from(*n)),
            Some(SetupStep::Conspiracy) => Text::new("prompt-conspiracy"),
            Some(SetupStep::Roles) => Text::new("prompt-roles"),
            Some(SetupStep::Advantages(fig, n)) => Text::new("prompt-advantages")
                .msg("figure", self.fig_text(*fig))
                .num("count", u32::from(*n)),
            Some(SetupStep::Share) => Text::new("prompt-share"),
        };
        Step::options(acts).prompt(prompt)
    }

    /// A set-up button's label under its group heading, without what the heading says.
    fn setup_short_label(&self, action: &Action) -> Option<Text> {
        use crate::view::card_text;
        match action {
            Action::Role { card, .. } => Some(Text::new("short-role").msg("card", card_text(card))),
            Action::Give {
                to: Some(fig),
                discard: None,
                ..
            } => Some(Text::new("short-give").msg("figure", self.fig_text(*fig))),
            Action::Give {
                to: Some(fig),
                discard: Some(d),
                ..
            } => Some(
                Text::new("short-give-discard")
                    .msg("figure", self.fig_text(*fig))
                    .msg("discard", card_text(d)),
            ),
            Action::Give { to: None, .. } => Some(Text::new("short-give-back")),
            _ => None,
        }
    }

    /// What a set-up button shows on hover: the text of the card it hands out or takes, or a
    /// sheet version's numbers.
    fn setup_tooltip(&self, action: &Action) -> Option<Text> {
        match action {
            Action::Role { card, .. }
            | Action::Advantage { card, .. }
            | Action::TakePower(card)
            | Action::Give { card, .. } => Some(crate::view::card_body(card)),
            Action::Version { sheet, version } => {
                let v = data().sheet(sheet)?.version.get(usize::from(*version))?;
                Some(
                    Text::new("version-summary")
                        .num("agility", v.agility)
                        .num("accuracy", v.accuracy)
                        .num("strength", v.strength)
                        .num("life", v.life),
                )
            }
            _ => None,
        }
    }

    /// [`Smog::first_click`], with the standing orders and the uses of power cards among its
    /// options or left out; the index among the options at which the orders stand (or would
    /// stand), and the one at which the uses of power cards would stand when left out and
    /// open now.
    fn first_click_with(
        &self,
        seat: Seat,
        ask: &Ask,
        orders: bool,
        powers: bool,
    ) -> (Step<Choice, Action>, usize, Option<usize>) {
        let (answers, powers_at) = if Self::composing(ask) {
            (Vec::new(), None)
        } else {
            self.answers_with(seat, ask, powers)
        };
        let before = answers.len();
        let mut acts: Vec<Legal<Choice>> = answers
            .into_iter()
            .map(|a| self.legal(Choice::Act(a)))
            .collect();
        if orders {
            acts.extend(
                self.standing_orders(seat, ask)
                    .into_iter()
                    .map(|a| self.legal(Choice::Act(a))),
            );
        }
        let mut step = match ask {
            Ask::Offer => return (Step::options(acts), before, powers_at),
            Ask::Command(team) => self.row_step(*team, &[]),
            Ask::Fight {
                stage: FightStage::Reroll,
                ..
            } => self.reroll_step(&[]),
            Ask::London(roll) => self.london_step(roll, &[]),
            Ask::Setup => {
                let mut step = self.setup_step(acts);
                // The moves an older log made here still replay (never offered).
                for a in self.old_setup_forms() {
                    step = step.also_complete(a);
                }
                return (step, before, powers_at);
            }
            _ => {
                let mut options = acts;
                let mut at = before;
                let labelled = |c, key: Option<&'static str>| match key {
                    Some(key) => Legal::new(c, Text::new(key)),
                    None => self.legal(c),
                };
                if self.attack_options(ask, &mut options, labelled) {
                    at += 1;
                }
                let step = Step::options(options);
                let step = match self.prompt(ask) {
                    Some(p) => step.prompt(p),
                    None => step,
                };
                return (step, at, powers_at);
            }
        };
        let at = step.options.len() + before;
        step.options.extend(acts);
        (step, at, powers_at)
    }

    /// The first click's options as [`Smog::first_click_with`] builds them without standing
    /// orders and power uses, without their labels (a random pick reads none): the options, the
    /// complete move, where the orders would go and where the power uses would go. The
    /// activation's step (answers, then the attacks' first clicks, [`Smog::attack_options`]) is
    /// built here directly; the other steps are taken from [`Smog::first_click_with`].
    fn first_click_bare(
        &self,
        seat: Seat,
        ask: &Ask,
    ) -> (Vec<Choice>, Option<Action>, usize, Option<usize>) {
        if Self::composing(ask) || matches!(ask, Ask::Offer | Ask::Setup) {
            let (step, o, powers_at) = self.first_click_with(seat, ask, false, false);
            let options = step.options.into_iter().map(|l| l.action).collect();
            return (options, step.complete, o, powers_at);
        }
        let (answers, powers_at) = self.answers_with(seat, ask, false);
        let mut at = answers.len();
        let mut options: Vec<Choice> = answers.into_iter().map(Choice::Act).collect();
        if self.attack_options(ask, &mut options, |c, _| c) {
            at += 1;
        }
        (options, None, at, powers_at)
    }

    /// [`Game::random_pick`] for the first click: the Nemesis's changes of his standing orders
    /// and uses of his power cards are counted, and only the one the draw picks is built (they
    /// are most of the options and the costliest: each pair of minions a card may command is
    /// its own use); the other options are built without their labels. `None` for a later
    /// click, the set-up, a location card's offer, and a row or a reroll without the orders
    /// beside it (the SDK builds those steps).
    pub fn random_first_pick(
        &self,
        seat: Seat,
        partial: &[Choice],
        rng: &mut GameRng,
    ) -> Option<Pick<Choice, Action>> {
        let ask = self.questions.for_seat(seat)?;
        if !partial.is_empty() {
            return None;
        }
        let lazy_orders = self.offers_orders(seat, ask);
        if matches!(ask, Ask::Setup | Ask::Offer) || (!lazy_orders && Self::composing(ask)) {
            return None;
        }
        // The whole step is `S[..p]`, the power uses, `S[p..o]`, the orders, `S[o..]`, `S`
        // being the options built here (the uses stand among the answers, before the orders).
        let (mut options, complete, o, powers_at) = self.first_click_bare(seat, ask);
        let lists = lazy_orders.then(|| self.order_lists());
        let orders = lists.as_ref().map_or(0, |l| self.order_count(l));
        let p = powers_at.unwrap_or(0).min(o);
        let powers = if powers_at.is_some() {
            self.power_count()
        } else {
            0
        };
        let total = options.len() + powers + orders;
        let n = total + usize::from(complete.is_some());
        if n == 0 {
            return Some(Pick::Nothing);
        }
        let pick = rng.below_u64(n as u64) as usize;
        let built = if pick == total {
            return Some(complete.map_or(Pick::Nothing, Pick::Complete));
        } else if pick < p {
            Some(options.swap_remove(pick))
        } else if pick < p + powers {
            self.power_action(pick - p).map(Choice::Act)
        } else if pick < o + powers {
            Some(options.swap_remove(pick - powers))
        } else if pick < o + powers + orders {
            lists
                .as_ref()
                .and_then(|l| self.order_option(pick - o - powers, l))
                .map(|o| Choice::Act(Action::Orders(o)))
        } else {
            Some(options.swap_remove(pick - powers - orders))
        };
        Some(match built {
            Some(choice) => Pick::Option(choice),
            // Counted and built by the same walks, so never here; the whole step answers.
            None => self
                .first_click(seat, ask)
                .options
                .into_iter()
                .nth(pick)
                .map_or(Pick::Nothing, |o| Pick::Option(o.action)),
        })
    }

    /// Whether the tree offers `action` to `seat` now: what the SDK's check
    /// (`sdk::is_legal`, the path walked through [`Smog::choose`] to this very move) answers,
    /// with a one-click move and an attack's first click looked up without building the first
    /// step, and an attack's path walked as it is found ([`Smog::offers_attack`]). The bot's
    /// check ([`Smog::offers_among`]).
    pub fn offers(&self, seat: Seat, action: &Action) -> bool {
        let ask = self.questions.for_seat(seat);
        // An attack's path is found and walked in one pass.
        if let Action::Attack(decl) = action {
            return self.offers_attack(seat, ask, decl, action);
        }
        let path = self.path(seat, action);
        // A one-click move: the first step offers it exactly when it is among the one-click
        // answers or standing orders, and then completes it. Asked directly, so the bots'
        // check need not build and label the first step's every option.
        if let [Choice::Act(one)] = path.as_slice()
            && let Some(ask) = ask
            && *ask != Ask::Setup
        {
            return self.one_click_offered(seat, ask, one);
        }
        (0..path.len()).all(|d| {
            self.choose(seat, &path[..d])
                .options
                .iter()
                .any(|o| o.action == path[d])
        }) && self.choose(seat, &path).complete.as_ref() == Some(action)
    }

    /// [`Smog::offers`] for a seat whose [`Smog::simple_actions`] are at hand (the bot's
    /// check): a one-click move among them is offered (they are the first step's one-click
    /// options); anything else is asked of [`Smog::offers`].
    pub fn offers_among(&self, seat: Seat, action: &Action, simple: &[Action]) -> bool {
        let one_click = || matches!(self.path(seat, action).as_slice(), [Choice::Act(_)]);
        let setup = self.questions.for_seat(seat) == Some(&Ask::Setup);
        (!setup && simple.contains(action) && one_click()) || self.offers(seat, action)
    }

    /// The clicks that compose `action`, in the order [`Smog::choose`] asks for them. It only
    /// takes the action apart: whether the tree offers each click decides legality.
    pub fn path(&self, seat: Seat, action: &Action) -> Vec<Choice> {
        match action {
            Action::Row(row) => row.iter().cloned().map(Choice::Card).collect(),
            Action::Reroll(dice) => dice.iter().copied().map(Choice::Die).collect(),
            Action::Extra(figs) => figs.iter().copied().map(Choice::Gentleman).collect(),
            // An older log's orders: the empty path, whose step accepts them
            // (`old_order_forms`).
            Action::Orders(o)
                if seat == NEMESIS_SEAT
                    && self
                        .questions
                        .for_seat(seat)
                        .is_some_and(|ask| self.old_order_forms(ask).contains(o)) =>
            {
                Vec::new()
            }
            // An older log's move at a set-up decision of the gentlemen: the empty path, whose
            // step accepts it (`old_setup_forms`).
            Action::Role { .. } | Action::Advantage { .. }
                if self.questions.for_seat(seat) == Some(&Ask::Setup)
                    && self.old_setup_forms().contains(action) =>
            {
                Vec::new()
            }
            Action::Attack(decl) => self.attack_path(seat, decl),
            other => vec![Choice::Act(other.clone())],
        }
    }

    /// [`Smog::offers`] for an attack: its clicks as [`Smog::attack_path`] finds them, each
    /// checked against the step that asks for it as it is found, so every step is built once
    /// (the attacker's click is looked up without building the first step), and the path
    /// complete as this very attack.
    fn offers_attack(
        &self,
        seat: Seat,
        ask: Option<&Ask>,
        decl: &AttackDecl,
        action: &Action,
    ) -> bool {
        let (first, parts) = Self::attack_parts(decl);
        let mut path = vec![first];
        let first_offered = match ask.and_then(|a| self.offers_attack_start(a, &path[0])) {
            Some(offered) => offered,
            None => self
                .choose(seat, &[])
                .options
                .iter()
                .any(|o| o.action == path[0]),
        };
        if !first_offered {
            return false;
        }
        // The step after the clicks so far, built again only when a click is added.
        let mut step = self.choose(seat, &path);
        for part in parts {
            let same_kind = |o: &Legal<Choice>| {
                std::mem::discriminant(&o.action) == std::mem::discriminant(&part)
            };
            if step.options.iter().any(same_kind) {
                if !step.options.iter().any(|o| o.action == part) {
                    return false;
                }
                path.push(part);
                step = self.choose(seat, &path);
            }
        }
        let rest = decl
            .helpers
            .iter()
            .copied()
            .map(Choice::Helper)
            .chain(decl.bonuses.iter().cloned().map(Choice::Bonus));
        for click in rest {
            if !step.options.iter().any(|o| o.action == click) {
                return false;
            }
            path.push(click);
            step = self.choose(seat, &path);
        }
        step.complete.as_ref() == Some(action)
    }

    /// An attack's first click (its attacker) and the parts the tree may ask about after it,
    /// in its order.
    fn attack_parts(decl: &AttackDecl) -> (Choice, [Choice; 5]) {
        let first = match decl.mode {
            AttackMode::Bond => Choice::Bond(decl.attacker),
            _ => Choice::Attacker(decl.attacker),
        };
        let parts = [
            Choice::Kind(decl.kind),
            Choice::Target(decl.target),
            Choice::Weapon(decl.weapon.clone()),
            Choice::Ether(decl.ether),
            Choice::Sweep(decl.sweep),
        ];
        (first, parts)
    }

    /// An attack's clicks: its attacker, then each part the tree asks about (the kind, target,
    /// weapon, ether and sweep are asked only when there is a choice), then helpers and
    /// bonuses.
    fn attack_path(&self, seat: Seat, decl: &AttackDecl) -> Vec<Choice> {
        let (first, parts) = Self::attack_parts(decl);
        let mut path = vec![first];
        // The step after the clicks so far, built again only when a click is added.
        let mut step = self.choose(seat, &path);
        for part in parts {
            let asked = step
                .options
                .iter()
                .any(|o| std::mem::discriminant(&o.action) == std::mem::discriminant(&part));
            if asked {
                path.push(part);
                step = self.choose(seat, &path);
            }
        }
        path.extend(decl.helpers.iter().copied().map(Choice::Helper));
        path.extend(decl.bonuses.iter().cloned().map(Choice::Bonus));
        path
    }

    /// Whether the question open now must be answered before any attack starts (figures to
    /// place, an interruption, a prevention card for a step's damage).
    pub(crate) fn attacks_wait(&self) -> bool {
        self.questions.current().is_some_and(Ask::holds_attacks)
    }

    /// Adds to a first step's `options` (its answers so far) the first clicks of the attacks
    /// that may start now: a counterattack, a charge's attack, a sacrificed minion's attack,
    /// and the activation's attacks, each made an option by `option` (given its label's key
    /// for the attack the question itself calls for). None while figures are being placed or
    /// an interruption or a prevention question is open: no attack can start until they are
    /// answered. Returns whether one went before the answers (a counterattack comes first of
    /// all), which moves the answers on by one. The labelled step ([`Smog::first_click_with`])
    /// and the random pick's ([`Smog::first_click_bare`]) both order their options here.
    fn attack_options<T>(
        &self,
        ask: &Ask,
        options: &mut Vec<T>,
        option: impl Fn(Choice, Option<&'static str>) -> T,
    ) -> bool {
        if ask.holds_attacks() {
            return false;
        }
        let (special, starts) = self.attack_clicks(ask);
        let counter = matches!(
            ask,
            Ask::Fight {
                stage: FightStage::Counter(_),
                ..
            }
        );
        let mut first = false;
        if let Some((c, key)) = special {
            let special = option(c, Some(key));
            if counter {
                options.insert(0, special);
                first = true;
            } else {
                options.push(special);
            }
        }
        options.extend(starts.into_iter().map(|c| option(c, None)));
        first
    }

    /// The choices of [`Smog::attack_options`] without their labels: the attacker of the
    /// attack `ask` itself calls for (a counterattack, a charge's attack or a sacrificed
    /// minion's, composed like any attack) with its label's key, and the first clicks of the
    /// activation's attacks.
    fn attack_clicks(&self, ask: &Ask) -> (Option<(Choice, &'static str)>, Vec<Choice>) {
        let special = match ask {
            Ask::Fight {
                stage: FightStage::Counter(_),
                fig,
            } => Some((Choice::Attacker(*fig), "action-counter")),
            Ask::Charge { fig, .. } => Some((Choice::Attacker(*fig), "choice-charge-attack")),
            Ask::Suffering(_) => self
                .sacrifice_attacker()
                .map(|fig| (Choice::Attacker(fig), "choice-sacrifice-attack")),
            _ => None,
        };
        let starts = self
            .attack_starts()
            .into_iter()
            .map(|(fig, mode)| match mode {
                AttackMode::Bond => Choice::Bond(fig),
                _ => Choice::Attacker(fig),
            })
            .collect();
        (special, starts)
    }

    /// Whether the first step offers `choice` when it starts an attack, answered without
    /// building the step: `None` for any other choice, and where the first step is not the
    /// one of answers and attacks (a row, a reroll, the set-up, a location card's offer).
    fn offers_attack_start(&self, ask: &Ask, choice: &Choice) -> Option<bool> {
        if !matches!(choice, Choice::Attacker(_) | Choice::Bond(_))
            || Self::composing(ask)
            || matches!(ask, Ask::Setup | Ask::Offer)
        {
            return None;
        }
        if ask.holds_attacks() {
            return Some(false);
        }
        let (special, starts) = self.attack_clicks(ask);
        Some(special.is_some_and(|(c, _)| c == *choice) || starts.contains(choice))
    }

    /// An activation row: every card of the side, one space after the other.
    fn row_step(&self, team: Team, partial: &[Choice]) -> Step<Choice, Action> {
        let cards: Vec<Legal<Choice>> = match team {
            Team::Nemesis => self.nemesis_cards(),
            Team::Gentlemen => self.gentlemen_cards(),
        }
        .into_iter()
        .map(|c| self.legal(Choice::Card(c)))
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
        let dice = (0..fight.dice.len() as u8).filter(|i| !fight.rerolled[usize::from(*i)]);
        self.dice_reroll(partial, dice, Text::new("prompt-reroll"))
    }

    /// Any of `dice` (by index) to roll again, none keeping them: the answer is a reroll.
    fn dice_reroll(
        &self,
        partial: &[Choice],
        dice: impl Iterator<Item = u8>,
        prompt: Text,
    ) -> Step<Choice, Action> {
        let dice: Vec<Legal<Choice>> = dice.map(|i| self.legal(Choice::Die(i))).collect();
        let max = dice.len();
        subset(partial, dice, 0, max, prompt, |picked| {
            Action::Reroll(
                picked
                    .into_iter()
                    .filter_map(|c| match c {
                        Choice::Die(i) => Some(i),
                        _ => None,
                    })
                    .collect(),
            )
        })
    }

    /// The gentlemen who take the level's further advantage cards: as many different
    /// gentlemen as the step says.
    fn extra_step(&self, partial: &[Choice]) -> Step<Choice, Action> {
        let Some(SetupStep::Extra(n)) = self.setup.first() else {
            return Step::none();
        };
        let n = usize::from(*n);
        let figs: Vec<Legal<Choice>> = self
            .extra_candidates()
            .into_iter()
            .map(|f| self.legal(Choice::Gentleman(f)))
            .collect();
        let prompt = Text::new("prompt-extra").num("count", n as u32);
        let (picked, rest) = walk!(exactly(partial, figs, n, prompt));
        let figs = picked
            .into_iter()
            .filter_map(|c| match c {
                Choice::Gentleman(f) => Some(f),
                _ => None,
            })
            .collect();
        done(rest, Action::Extra(figs))
    }

    /// A reroll round for Burning London: any of the dice (none keeps the roll).
    fn london_step(
        &self,
        roll: &crate::london::LondonRoll,
        partial: &[Choice],
    ) -> Step<Choice, Action> {
        let prompt = Text::new("prompt-london").num("rerolls", u32::from(roll.rerolls));
        self.dice_reroll(partial, 0..roll.dice.len() as u8, prompt)
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
        // The weapons do not depend on the target: listed once.
        let weapons = self.weapon_choices(fig, kind, mode);
        self.plain_targets(seat, fig, kind, mode, &weapons)
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
        let opt = |c: Choice| self.legal(c);
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

    /// Applies a legal move, which answers the question on top (the standing orders answer
    /// nothing and leave it open), and resolves everything that follows by itself up to the
    /// next question.
    pub fn play(&mut self, seat: Seat, action: &Action, ctx: &mut Ctx) {
        if let Action::Orders(o) = action {
            self.orders = o.clone();
            self.orders_changed = true;
            // Orders that cover an open distribution or chaos window answer it at once.
            if self.orders_answer() {
                self.orders_changed = false;
                self.proceed(ctx);
            }
            return;
        }
        // A standing question is answered by the move; a pending one is taken by its answer.
        let ask = match self.questions.current() {
            Some(q) if q.is_pending() => q.clone(),
            _ => match self.questions.settle() {
                Some(q) => q,
                None => return,
            },
        };
        let nemesis_acted = seat == NEMESIS_SEAT;
        match action {
            Action::Version { .. }
            | Action::TakePower(_)
            | Action::Buy { .. }
            | Action::Role { .. }
            | Action::Advantage { .. }
            | Action::Leader(_)
            | Action::Extra(_)
            | Action::Give { .. }
            | Action::Ready => self.apply_setup(action),
            Action::Campaign(c) => crate::campaign::apply(self, c, ask == Ask::Offer, ctx),
            Action::Row(row) => {
                if let Ask::Command(team) = ask {
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
                    self.take_charge();
                }
                self.declare(decl.clone(), ctx);
                self.mark_after(attacker);
            }
            Action::Reroll(dice) if matches!(ask, Ask::London(_)) => self.london_reroll(dice, ctx),
            Action::Reroll(dice) => self.reroll(dice, ctx),
            Action::Crowns(n) => self.take_crowns(*n, ctx),
            Action::Defend { elusive, bonuses } => {
                if let Ask::Fight {
                    stage: FightStage::Defend(i),
                    fig,
                } = ask
                {
                    if *elusive {
                        ctx.log(Text::new("log-elusive").msg("figure", self.fig_text(fig)));
                    }
                    self.defend(i, *elusive, bonuses, ctx);
                }
            }
            Action::NoCounter => self.decline_counter(ctx),
            Action::Place { sheet, at } => self.place(sheet, *at, ctx),
            Action::EndPlacing => {
                self.take_placing();
            }
            Action::Prevent(card) if matches!(ask, Ask::Guard { .. }) => {
                self.resolve_guard(card.as_deref(), ctx)
            }
            Action::Prevent(card) => self.prevent(card.as_deref(), ctx),
            Action::Fire { from, to } => self.fire_choice(*from, *to, ctx),
            Action::EndActivation => self.end_activation(ctx),
            Action::Power { card, figs, at } => self.apply_power(card, figs, *at, ctx),
            Action::Chaos { card, figs, at } => {
                // At a chaos window he may play more cards after this one: the window stays
                // open until he passes.
                let window = match ask {
                    Ask::Chaos(g) => self.take_chaos_window().or(Some(g)),
                    _ => None,
                };
                self.apply_chaos(card, figs, *at, ctx);
                if let Some(g) = window.filter(|_| self.window_alive()) {
                    self.open_chaos_window(g);
                }
            }
            Action::PassWindow => match ask {
                Ask::Fight {
                    stage: FightStage::Chaos(i),
                    ..
                } => self.pass_fight_window(i),
                _ => {
                    self.take_chaos_window();
                }
            },
            Action::Distribute { to, all } => self.distribute(to, *all, ctx),
            other => self.apply_activation(other, ctx),
        }
        if nemesis_acted {
            self.orders_changed = false;
        }
        self.proceed(ctx);
    }

    /// Resolves what needs no decision (fights without choices, the chaos window after a
    /// gentleman's action, ends of moves and activations, reveals, fire without choice) and
    /// asks the standing question it stops at. Pending questions stay open.
    pub fn proceed(&mut self, ctx: &mut Ctx) {
        self.questions.withdraw(|q| !q.is_pending());
        if let Some((seat, ask)) = self.resolve(ctx) {
            self.questions.ask(seat, ask);
        }
    }

    /// Resolves up to the next decision and returns the standing question to ask: who is
    /// asked what (nothing when a pending question is open, or once the game is over).
    fn resolve(&mut self, ctx: &mut Ctx) -> Option<(Seat, Ask)> {
        for _ in 0..10_000 {
            // The Nemesis's reroll rounds for Burning London come before anything else goes
            // on (a chaos card's roll, a gentleman's defeat in the middle of a fight).
            if self.london_rolling().is_some() {
                if matches!(self.phase, Phase::Over(_)) {
                    self.questions.withdraw(|q| matches!(q, Ask::London(_)));
                } else {
                    self.ask_london_on_top();
                }
                return None;
            }
            // Received ether is placed at once (ruling A-31), before anything else goes on;
            // with nowhere to place it (or once the chapter is over) it goes to the supply.
            if self.ether_to_place() > 0 {
                let placeable = matches!(self.phase, Phase::Activation | Phase::Fire(_))
                    && !self.ether_targets().is_empty();
                if !placeable {
                    self.ether_to_supply();
                    continue;
                }
                self.ask_on_top(NEMESIS_SEAT, |q| matches!(q, Ask::Ether(_)));
                return None;
            }
            // A location card's question in a campaign chapter (Sabbath, Séance).
            if let Some(seat) = crate::campaign::locations::offer_seat(self) {
                return Some((seat, Ask::Offer));
            }
            match &self.phase {
                Phase::Setup => return Some((self.setup_seat()?, Ask::Setup)),
                Phase::Command => {
                    let team = self.commanding()?;
                    return Some((self.team_seat(team), Ask::Command(team)));
                }
                Phase::Intermezzo => {
                    return Some((crate::campaign::intermezzo::asked(self)?, Ask::Intermezzo));
                }
                Phase::Over(_) => return None,
                Phase::Fire(_) => {
                    self.settle_fire(ctx);
                    if matches!(self.phase, Phase::Fire(_)) {
                        return Some((NEMESIS_SEAT, Ask::Fire));
                    }
                }
                Phase::Activation => {
                    // The Nemesis places summoned figures before anything else goes on.
                    if let Some(p) = self.placing() {
                        if self.placement_possible(p) {
                            self.ask_on_top(NEMESIS_SEAT, |q| matches!(q, Ask::Place(_)));
                            return None;
                        }
                        self.take_placing();
                        continue;
                    }
                    if let Some(i) = self.take_intercept() {
                        // The next holder in reach is asked; with none left, the attack rolls.
                        if !self.guardians(&i.decl, &i.asked).is_empty() {
                            self.open_intercept(i);
                            return None;
                        }
                        self.roll_attack(i.decl, ctx);
                        continue;
                    }
                    if let Some(fig) = self.guarded() {
                        self.ask_on_top(self.seat_of(fig), |q| matches!(q, Ask::Guard { .. }));
                        return None;
                    }
                    if let Some(taunter) = self.pull().map(|p| p.taunter) {
                        if !self.pull_actions().is_empty() {
                            self.ask_on_top(self.seat_of(taunter), |q| matches!(q, Ask::Pull(_)));
                            return None;
                        }
                        self.take_pull();
                        continue;
                    }
                    // The chaos window of a gentleman's activation, once no fight is under
                    // way and his activation is on top again.
                    if self.chaos_window_open().is_some() {
                        if !self.window_alive() {
                            self.take_chaos_window();
                            continue;
                        }
                        if self.window_due() {
                            self.ask_on_top(NEMESIS_SEAT, |q| matches!(q, Ask::Chaos(_)));
                            return None;
                        }
                    }
                    if !self.fights.is_empty() {
                        if let Some(asked) = self.fight_question() {
                            return Some(asked);
                        }
                        // Runs the fight until a seat must decide (asked above) or it ends.
                        self.advance_fight(ctx);
                        continue;
                    }
                    if let Some((fig, target)) = self.charging() {
                        if self.charge_attack_possible(fig, target) {
                            let seat = self.seat_of(fig);
                            self.ask_on_top(seat, |q| matches!(q, Ask::Charge { .. }));
                            return None;
                        }
                        // The charger fell or was knocked down on the way: no attack.
                        self.take_charge();
                        self.mark_after(fig);
                        continue;
                    }
                    if let Some(m) = self.moving().cloned() {
                        if !self.active(m.fig) {
                            self.end_walk(ctx);
                            continue;
                        }
                        if self.move_is_over() {
                            self.end_walk(ctx);
                            self.settle(m.fig);
                            self.mark_after(m.fig);
                            continue;
                        }
                        self.ask_on_top(self.seat_of(m.fig), |q| matches!(q, Ask::Move(_)));
                        return None;
                    }
                    if self.rage.is_some() {
                        self.rage = None;
                    }
                    // A suffering card waits while a chaos window waits for a Fierce
                    // Attack's minions: they act first, then the window, then the card.
                    if !self.reactions.is_empty() && !self.reaction_waits() {
                        if self.settle_reaction(ctx) {
                            let r = self.reactions.first()?;
                            let seat = match r.effect {
                                Effect::BlindRage => NEMESIS_SEAT,
                                _ => self.seat_of(r.fig),
                            };
                            return Some((seat, Ask::Suffering(r.fig)));
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
                    let idle = !self.surely_busy()
                        && self.activation_idle()
                        && self.attack_starts().is_empty();
                    if idle {
                        self.end_activation(ctx);
                        continue;
                    }
                    // The activation's side goes on: the card's owner, the leader for allies.
                    let act = self.activation()?;
                    let seat = match &act.card {
                        ActCard::Gentleman(id) => self.seat_of(*id),
                        ActCard::Allies => self.leader_seat(),
                        _ => NEMESIS_SEAT,
                    };
                    return Some((seat, Ask::Activation));
                }
            }
        }
        None
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
