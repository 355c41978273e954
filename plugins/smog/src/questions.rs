//! Who decides now: the questions the rules ask, one kind of decision a variant of [`Ask`],
//! kept on the SDK's question stack (`Smog::questions`). The seats that act
//! (`Game::acting_seats`), the moves they have (`Smog::simple_actions` and the choice tree in
//! `moves.rs`, one arm per question) and the prompt ([`Smog::prompt`]) all follow from the
//! question on top; nothing else says who acts.
//!
//! Where questions are asked: after every move, [`Smog::proceed`](crate::moves) resolves
//! what needs no decision and asks the *standing* question it stops at (the set-up step, the
//! command row, the activation's next action, a fight's stage, a suffering card, the fire,
//! the intermezzo, a location card); a move answers it (`Smog::play` settles it). The Nemesis's standing orders are no answer and leave it open.
//!
//! Out-of-turn questions a rule opens in the middle of a move are *pending* questions
//! ([`Ask::is_pending`]): figures to place ([`Ask::Place`]), a prevention card before damage
//! ([`Ask::Guard`]), a Guardian Angel ([`Ask::Intercept`]), a Taunt ([`Ask::Pull`]), a
//! charge's attack ([`Ask::Charge`]), the steps of a move action ([`Ask::Move`]). The rule
//! that opens one pushes it with its data on top of whatever is open (`open_placing`,
//! `open_guard`, `open_intercept`, `open_pull`, `open_charge`, `open_move`); `proceed` keeps it (it withdraws only the standing questions) and, when
//! it stops there, asks it again on top with the seat the rules give now (`ask_on_top`); its
//! answer takes it off (`take_placing`, `take_guard`, `take_intercept`, `take_pull`,
//! `take_charge`, `take_move`), and `proceed` then goes on from where the move left the activation. The Nemesis's "any time" chaos
//! window in a gentleman's activation ([`Ask::Chaos`], `open_chaos_window`) and his
//! distribution of received ether ([`Ask::Ether`], `open_ether`) are pending questions too.
//! Adding one: the variant (listed in `is_pending`), the rule that
//! pushes it (`questions.ask(NEMESIS_SEAT, ..)`), its arm in `simple_actions` (and `choose`
//! if it is composed) and in the bot, its prompt, its `play` arm that takes it off, and its
//! stop in `resolve` (after the placing, before the fights).
//!
//! A pending question holds its data (figures to place, the step a prevention card would
//! cover, the intercepted attack, the pull, the charge, the move), so the stack and the
//! state cannot disagree; the rules read it through `placing()`, `guarded()`,
//! `intercept()`, `pull()`, `charging()`, `moving()`. The data of the standing questions
//! stays in the state, where other rules, the views and the bots read it too (`fights`,
//! `reactions`, the activation stack, the set-up steps, the rows, the fire sources, the
//! campaign); those questions name the decision (and a fight's figure) and are asked from
//! the state after every move.

use parlour_plugin_api::{Seat, Text};
use serde::{Deserialize, Serialize};

use crate::data::Effect;
use crate::london::LondonRoll;
use crate::reactions::{Intercept, Pull};
use crate::state::{FigId, FightStage, Guard, Moving, NEMESIS_SEAT, Placing, Smog, Team};

/// One kind of decision the rules ask a seat: a pending question with the data of its
/// decision, a standing one with the figure it is about.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ask {
    /// A campaign location card asks its holder (Sabbath, Séance; `campaign/locations.rs`).
    Offer,
    /// The first open set-up step (`Smog::setup`; `scenario.rs`): versions, powers,
    /// conspiracy, roles, advantages, sharing out equipment.
    Setup,
    /// The command phase: this side lays out its activation row (`rounds.rs`).
    Command(Team),
    /// The activation on top of the stack: its side moves, attacks, uses cards or ends it
    /// (`actions.rs`, `cards.rs`; the card's owner, the leader for allies).
    Activation,
    /// A move action under way: the mover's next step, or its end (opened by a move action
    /// in `actions.rs`, taken when it ends or the mover falls).
    Move(Moving),
    /// A charge has moved: the charger's melee attack on this target is still to be
    /// composed (opened at the end of the charge's walk in `actions.rs`, taken by the attack).
    Charge { fig: FigId, target: FigId },
    /// A fight waits at this stage for the seat of this figure (`combat/attack.rs`): the
    /// attacker's reroll and crowns, a defender's defence, prevention card or counterattack.
    Fight { stage: FightStage, fig: FigId },
    /// A prevention card before damage that is not an attack's, for this gentleman, and what
    /// goes on after his choice: his next hop, his charge, the start of his activation
    /// (ruling A-41; opened in `actions.rs`, `rounds.rs`, answered by `resolve_guard`).
    Guard { fig: FigId, on: Guard },
    /// Guardian Angel: the declared attack waits while the holders in reach are asked in
    /// turn whether one steps in for the attacked friend (ruling A-43; opened by `declare`
    /// in `combat/attack.rs`, answered in `reactions.rs`).
    Intercept(Intercept),
    /// Taunt: the taunter pulls enemies square by square (ruling A-58; opened by the card in
    /// `actions.rs`, answered in `reactions.rs`).
    Pull(Pull),
    /// A suffering card of this gentleman that acts at once: Blind Rage (the Nemesis charges
    /// with him) or Sacrifice (his free attack) (ruling A-24; `reactions.rs`).
    Suffering(FigId),
    /// The Nemesis places summoned figures one by one: where, which, how many are left
    /// (ruling A-57; opened by a summon in `cards.rs` or Spare Parts in `damage.rs`, answered
    /// by `place`).
    Place(Placing),
    /// The clean-up: the Nemesis spreads the fire of a source (ruling A-22; `rounds.rs`).
    Fire,
    /// The finale's roll for Burning London waits for the Nemesis's next reroll round
    /// (rulebook L112-124, ruling A-15; opened by the roll in `london.rs`, answered by a
    /// `Reroll` of the dice he picks).
    London(LondonRoll),
    /// Between two chapters of a campaign (`campaign/intermezzo.rs`).
    Intermezzo,
    /// The Price of Power: the Nemesis places this much received ether on his agents and
    /// power cards (rulebook L1910-1915, L2354-2363, ruling A-31; opened by `nemesis_receives`
    /// in `ether.rs` when his orders do not place it all, answered by `Distribute`).
    Ether(u8),
    /// The "any time" chaos window in this gentleman's activation (rulebook L1897-1906,
    /// ruling A-33): at its start, after each step and after each action, as his window order
    /// says (opened by `chaos_window` in `cards.rs` whatever he holds, answered by a chaos
    /// card or `PassWindow`).
    Chaos(FigId),
}

impl Ask {
    /// A question a rule opens with the data of its decision (see the module doc): it stays
    /// on the stack until its answer takes it. The others are standing questions, asked
    /// anew by `proceed` after every move.
    pub fn is_pending(&self) -> bool {
        matches!(
            self,
            Ask::Place(_)
                | Ask::Guard { .. }
                | Ask::Intercept(_)
                | Ask::Pull(_)
                | Ask::Charge { .. }
                | Ask::Move(_)
                | Ask::London(_)
                | Ask::Ether(_)
                | Ask::Chaos(_)
        )
    }

    /// A question that must be answered before any attack starts: figures to place, an
    /// interruption, a prevention card for a step's damage.
    pub fn holds_attacks(&self) -> bool {
        matches!(
            self,
            Ask::Place(_)
                | Ask::Intercept(_)
                | Ask::Pull(_)
                | Ask::Guard { .. }
                | Ask::London(_)
                | Ask::Ether(_)
                | Ask::Chaos(_)
        )
    }
}

impl Smog {
    /// The figures the Nemesis is placing, while he is asked to.
    pub fn placing(&self) -> Option<&Placing> {
        match self.questions.find(|q| matches!(q, Ask::Place(_))) {
            Some(Ask::Place(p)) => Some(p),
            _ => None,
        }
    }

    /// Asks the Nemesis to place figures.
    pub fn open_placing(&mut self, placing: Placing) {
        self.questions.ask(NEMESIS_SEAT, Ask::Place(placing));
    }

    /// Takes the placing question off the stack (answered, or no longer possible).
    pub fn take_placing(&mut self) -> Option<Placing> {
        self.questions
            .withdraw(|q| matches!(q, Ask::Place(_)))
            .into_iter()
            .find_map(|q| match q {
                Ask::Place(p) => Some(p),
                _ => None,
            })
    }

    /// The gentleman asked for a prevention card before damage outside an attack.
    pub fn guarded(&self) -> Option<FigId> {
        match self.questions.find(|q| matches!(q, Ask::Guard { .. })) {
            Some(Ask::Guard { fig, .. }) => Some(*fig),
            _ => None,
        }
    }

    /// Asks `fig`'s seat whether he uses a prevention card before what `on` would do to him.
    pub fn open_guard(&mut self, fig: FigId, on: Guard) {
        let seat = self.seat_of(fig);
        self.questions.ask(seat, Ask::Guard { fig, on });
    }

    /// Takes the prevention question off the stack (answered).
    pub fn take_guard(&mut self) -> Option<(FigId, Guard)> {
        self.questions
            .withdraw(|q| matches!(q, Ask::Guard { .. }))
            .into_iter()
            .find_map(|q| match q {
                Ask::Guard { fig, on } => Some((fig, on)),
                _ => None,
            })
    }

    /// The declared attack a Guardian Angel may intercept, while its holders are asked.
    pub fn intercept(&self) -> Option<&Intercept> {
        match self.questions.find(|q| matches!(q, Ask::Intercept(_))) {
            Some(Ask::Intercept(i)) => Some(i),
            _ => None,
        }
    }

    /// The interception, to record a holder who lets the attack go on.
    pub fn intercept_mut(&mut self) -> Option<&mut Intercept> {
        match self.questions.find_mut(|q| matches!(q, Ask::Intercept(_))) {
            Some(Ask::Intercept(i)) => Some(i),
            _ => None,
        }
    }

    /// Asks the first Guardian Angel holder in reach of the declared attack (asked anew by
    /// `proceed` for the next holder while any is left).
    pub fn open_intercept(&mut self, i: Intercept) {
        let seat = self
            .guardians(&i.decl, &i.asked)
            .first()
            .map(|h| self.seat_of(*h))
            .unwrap_or(NEMESIS_SEAT);
        self.questions.ask(seat, Ask::Intercept(i));
    }

    /// Takes the interception off the stack (a holder stepped in, or none is left).
    pub fn take_intercept(&mut self) -> Option<Intercept> {
        self.questions
            .withdraw(|q| matches!(q, Ask::Intercept(_)))
            .into_iter()
            .find_map(|q| match q {
                Ask::Intercept(i) => Some(i),
                _ => None,
            })
    }

    /// A Taunt's pull under way.
    pub fn pull(&self) -> Option<&Pull> {
        match self.questions.find(|q| matches!(q, Ask::Pull(_))) {
            Some(Ask::Pull(p)) => Some(p),
            _ => None,
        }
    }

    /// The pull, to record a square an enemy came.
    pub fn pull_mut(&mut self) -> Option<&mut Pull> {
        match self.questions.find_mut(|q| matches!(q, Ask::Pull(_))) {
            Some(Ask::Pull(p)) => Some(p),
            _ => None,
        }
    }

    /// Asks the taunter's seat to pull the enemies in sight.
    pub fn open_pull(&mut self, pull: Pull) {
        let seat = self.seat_of(pull.taunter);
        self.questions.ask(seat, Ask::Pull(pull));
    }

    /// Takes the pull off the stack (ended, or nothing more to pull).
    pub fn take_pull(&mut self) -> Option<Pull> {
        self.questions
            .withdraw(|q| matches!(q, Ask::Pull(_)))
            .into_iter()
            .find_map(|q| match q {
                Ask::Pull(p) => Some(p),
                _ => None,
            })
    }

    /// The move action under way.
    pub fn moving(&self) -> Option<&Moving> {
        match self.questions.find(|q| matches!(q, Ask::Move(_))) {
            Some(Ask::Move(m)) => Some(m),
            _ => None,
        }
    }

    /// The move action under way, to spend its movement points.
    pub fn moving_mut(&mut self) -> Option<&mut Moving> {
        match self.questions.find_mut(|q| matches!(q, Ask::Move(_))) {
            Some(Ask::Move(m)) => Some(m),
            _ => None,
        }
    }

    /// Asks the mover's seat for the steps of a move action.
    pub fn open_move(&mut self, moving: Moving) {
        let seat = self.seat_of(moving.fig);
        self.questions.ask(seat, Ask::Move(moving));
    }

    /// Takes the move off the stack (ended, or the mover fell).
    pub fn take_move(&mut self) -> Option<Moving> {
        self.questions
            .withdraw(|q| matches!(q, Ask::Move(_)))
            .into_iter()
            .find_map(|q| match q {
                Ask::Move(m) => Some(m),
                _ => None,
            })
    }

    /// A charge whose attack is still to be composed: (charger, target).
    pub fn charging(&self) -> Option<(FigId, FigId)> {
        match self.questions.find(|q| matches!(q, Ask::Charge { .. })) {
            Some(Ask::Charge { fig, target }) => Some((*fig, *target)),
            _ => None,
        }
    }

    /// Asks the charger's seat for the charge's attack (the Nemesis's in a Blind Rage: the
    /// seat is known once the charge is open).
    pub fn open_charge(&mut self, fig: FigId, target: FigId) {
        self.questions
            .ask(NEMESIS_SEAT, Ask::Charge { fig, target });
        self.ask_on_top(self.seat_of(fig), |q| matches!(q, Ask::Charge { .. }));
    }

    /// Takes the charge's question off the stack (its attack is declared, or it is dropped).
    pub fn take_charge(&mut self) -> Option<(FigId, FigId)> {
        self.questions
            .withdraw(|q| matches!(q, Ask::Charge { .. }))
            .into_iter()
            .find_map(|q| match q {
                Ask::Charge { fig, target } => Some((fig, target)),
                _ => None,
            })
    }

    /// Received ether the Nemesis still has to place (Price of Power).
    pub fn ether_to_place(&self) -> u8 {
        match self.questions.find(|q| matches!(q, Ask::Ether(_))) {
            Some(Ask::Ether(n)) => *n,
            _ => 0,
        }
    }

    /// Asks the Nemesis to place `n` more received ether (added to what he is placing).
    pub fn open_ether(&mut self, n: u8) {
        let left = self.take_ether().saturating_add(n);
        if left > 0 {
            self.questions.ask(NEMESIS_SEAT, Ask::Ether(left));
        }
    }

    /// Takes the distribution off the stack: the ether still to place.
    pub fn take_ether(&mut self) -> u8 {
        self.questions
            .withdraw(|q| matches!(q, Ask::Ether(_)))
            .into_iter()
            .map(|q| match q {
                Ask::Ether(n) => n,
                _ => 0,
            })
            .fold(0, u8::saturating_add)
    }

    /// The gentleman in whose activation a chaos window is open.
    pub fn chaos_window_open(&self) -> Option<FigId> {
        match self.questions.find(|q| matches!(q, Ask::Chaos(_))) {
            Some(Ask::Chaos(g)) => Some(*g),
            _ => None,
        }
    }

    /// Opens the chaos window of `gent`'s activation for the Nemesis (one at a time: a
    /// window still open is the same window).
    pub fn open_chaos_window(&mut self, gent: FigId) {
        self.take_chaos_window();
        self.questions.ask(NEMESIS_SEAT, Ask::Chaos(gent));
    }

    /// Takes the chaos window off the stack (answered, or its activation is over).
    pub fn take_chaos_window(&mut self) -> Option<FigId> {
        self.questions
            .withdraw(|q| matches!(q, Ask::Chaos(_)))
            .into_iter()
            .find_map(|q| match q {
                Ask::Chaos(g) => Some(g),
                _ => None,
            })
    }

    /// Asks every open roll for Burning London again, on top, of the Nemesis (in the order
    /// they were opened: the newest is answered first).
    pub fn ask_london_on_top(&mut self) {
        for q in self.questions.withdraw(|q| matches!(q, Ask::London(_))) {
            self.questions.ask(NEMESIS_SEAT, q);
        }
    }

    /// Asks the open question `pred` accepts again, on top, of `seat`: `proceed` stops at a
    /// pending question and asks it on top of one opened after it (figures to place during a
    /// charge's walk), with the seat the rules give now.
    pub fn ask_on_top(&mut self, seat: Seat, pred: impl Fn(&Ask) -> bool) {
        self.questions.raise(seat, pred);
    }

    /// What the question open now is about, above its first step's options: the figures to
    /// place, the damage a prevention card could absorb, a reaction, the counterattack offer.
    pub fn prompt(&self, ask: &Ask) -> Option<Text> {
        match ask {
            Ask::Place(p) => Some(Text::new("prompt-place").num("count", u32::from(p.left))),
            Ask::Guard { fig, .. } => {
                Some(Text::new("prompt-prevent-step").msg("figure", self.fig_text(*fig)))
            }
            Ask::Intercept(i) => {
                Some(Text::new("prompt-guardian").msg("target", self.fig_text(i.decl.target)))
            }
            Ask::Pull(_) => Some(Text::new("prompt-pull")),
            Ask::Ether(n) => Some(Text::new("prompt-ether-receive").num("count", u32::from(*n))),
            // The same words whatever he holds (the allies' activation has its own).
            Ask::Chaos(g) => Some(
                Text::new(
                    if self
                        .fig(*g)
                        .is_some_and(|f| f.kind == crate::state::FigKind::Ally)
                    {
                        "prompt-chaos-window-allies"
                    } else {
                        "prompt-chaos-window"
                    },
                )
                .msg("figure", self.fig_text(*g)),
            ),
            Ask::London(r) => Some(Text::new("prompt-london").num("rerolls", u32::from(r.rerolls))),
            Ask::Suffering(fig) => {
                let rage = self
                    .reactions
                    .first()
                    .is_some_and(|r| r.effect == Effect::BlindRage);
                Some(
                    Text::new(if rage {
                        "prompt-rage"
                    } else {
                        "prompt-sacrifice"
                    })
                    .msg("figure", self.fig_text(*fig)),
                )
            }
            Ask::Fight {
                stage: FightStage::Prevent(i),
                fig,
            } => {
                let d = self.fights.last()?.defenders.get(usize::from(*i))?;
                Some(
                    Text::new("prompt-prevent")
                        .msg("figure", self.fig_text(*fig))
                        .num("damage", u32::from(d.pending)),
                )
            }
            Ask::Fight {
                stage: FightStage::Counter(_),
                fig,
            } => Some(Text::new("prompt-counter").msg("figure", self.fig_text(*fig))),
            // The same words whatever he holds.
            Ask::Fight {
                stage: FightStage::Chaos(_),
                fig,
            } => Some(Text::new("prompt-fight-chaos").msg("figure", self.fig_text(*fig))),
            _ => None,
        }
    }
}
