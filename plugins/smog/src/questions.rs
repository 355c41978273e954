//! Who decides now: the questions the rules ask, one kind of decision a variant of [`Ask`],
//! kept on the SDK's question stack (`Smog::questions`). The seats that act
//! (`Game::acting_seats`), the moves they have (`Smog::simple_actions` and the choice tree in
//! `moves.rs`, one arm per question) and the prompt ([`Smog::prompt`]) all follow from the
//! question on top; nothing else says who acts.
//!
//! Where questions are asked: after every move, [`Smog::proceed`](crate::moves) resolves
//! what needs no decision and asks the *standing* question it stops at (the set-up step, the
//! command row, the activation's next step, a charge's attack, a fight's stage, a
//! Guardian Angel, a Taunt, a suffering card, the fire, the intermezzo, a location card);
//! a move answers it (`Smog::play` settles it). The Nemesis's standing orders are no answer
//! and leave it open.
//!
//! Out-of-turn windows a rule opens in the middle of a move (to come: the Nemesis's "any
//! time" chaos window after each step of a gentleman's activation, his distribution of spent
//! ether) are *pending* questions, like the figures to place ([`Ask::Place`]) and a
//! prevention card before damage ([`Ask::Guard`]) already: the rule that opens one pushes it
//! with its data (`questions.ask`, or `open_placing`/`open_guard`), on top of whatever is
//! open; [`Ask::is_pending`] says so. `proceed` keeps a pending question (it withdraws only
//! the standing ones) and asks nothing over it while it is on top; its answer takes it off
//! (`take_placing`, `take_guard`), and `proceed` then goes on from where the move left the
//! activation. Adding one is the variant (in `is_pending`), its arm in `simple_actions` (and
//! `choose` if it is composed), its prompt, its `play` arm, and its check in `resolve`.
//!
//! A pending question holds its data, so the stack and the state cannot disagree. The data
//! of the standing questions stays in the state, where other rules, the views and the bots
//! read it too (`intercept`, `pull`, `charging`, `moving`, `fights`, `reactions`); those
//! questions name the decision and its figure and are asked from the state after every move.

use parlour_plugin_api::Text;
use serde::{Deserialize, Serialize};

use crate::data::Effect;
use crate::state::{FigId, FightStage, Guard, NEMESIS_SEAT, Placing, Smog, Team};

/// One kind of decision the rules ask a seat, with what identifies it (its data lives in
/// the state where other rules, the views and the bots read it as well).
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
    /// A move action under way: this figure's next step, or its end (`actions.rs`).
    Move(FigId),
    /// A charge has moved: this figure's melee attack is still to be composed (`actions.rs`).
    Charge(FigId),
    /// A fight waits at this stage for the seat of this figure (`combat/attack.rs`): the
    /// attacker's reroll and crowns, a defender's defence, prevention card or counterattack.
    Fight { stage: FightStage, fig: FigId },
    /// A prevention card before damage that is not an attack's, for this gentleman, and what
    /// goes on after his choice: his next hop, his charge, the start of his activation
    /// (ruling A-41; opened in `actions.rs`, `rounds.rs`, answered by `resolve_guard`).
    Guard { fig: FigId, on: Guard },
    /// Guardian Angel: may this holder step in for the attacked friend (ruling A-43;
    /// `reactions.rs`)? Each holder in reach is asked in turn.
    Intercept(FigId),
    /// Taunt: this taunter pulls enemies square by square (ruling A-58; `reactions.rs`).
    Pull(FigId),
    /// A suffering card of this gentleman that acts at once: Blind Rage (the Nemesis charges
    /// with him) or Sacrifice (his free attack) (ruling A-24; `reactions.rs`).
    Suffering(FigId),
    /// The Nemesis places summoned figures one by one: where, which, how many are left
    /// (ruling A-57; opened by a summon in `cards.rs` or Spare Parts in `damage.rs`, answered
    /// by `place`).
    Place(Placing),
    /// The clean-up: the Nemesis spreads the fire of a source (ruling A-22; `rounds.rs`).
    Fire,
    /// Between two chapters of a campaign (`campaign/intermezzo.rs`).
    Intermezzo,
}

impl Ask {
    /// A question a rule opens with the data of its decision (see the module doc): it stays
    /// on the stack until its answer takes it. The others are standing questions, asked
    /// anew by `proceed` after every move.
    pub fn is_pending(&self) -> bool {
        matches!(self, Ask::Place(_) | Ask::Guard { .. })
    }

    /// A question that must be answered before any attack starts: figures to place, an
    /// interruption, a prevention card for a step's damage.
    pub fn holds_attacks(&self) -> bool {
        matches!(
            self,
            Ask::Place(_) | Ask::Intercept(_) | Ask::Pull(_) | Ask::Guard { .. }
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

    /// What the question open now is about, above its first step's options: the figures to
    /// place, the damage a prevention card could absorb, a reaction, the counterattack offer.
    pub fn prompt(&self, ask: &Ask) -> Option<Text> {
        match ask {
            Ask::Place(p) => Some(Text::new("prompt-place").num("count", u32::from(p.left))),
            Ask::Guard { fig, .. } => {
                Some(Text::new("prompt-prevent-step").msg("figure", self.fig_text(*fig)))
            }
            Ask::Intercept(_) => {
                let target = self.intercept.as_ref()?.decl.target;
                Some(Text::new("prompt-guardian").msg("target", self.fig_text(target)))
            }
            Ask::Pull(_) => Some(Text::new("prompt-pull")),
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
            _ => None,
        }
    }
}
