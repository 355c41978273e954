//! Who decides now: the questions the rules ask, one kind of decision a variant of [`Ask`],
//! kept on the SDK's question stack (`Smog::questions`). The seats that act
//! (`Game::acting_seats`), the moves they have (`Smog::simple_actions` and the choice tree in
//! `moves.rs`, one arm per question) and the prompt ([`Smog::prompt`]) all follow from the
//! question on top; nothing else says who acts.
//!
//! Where questions are asked: after every move, [`Smog::proceed`](crate::moves) resolves
//! what needs no decision and asks the question it stops at (the *standing* question: the
//! set-up step, the command row, the activation's next step, a fight's stage, a prevention
//! card, a reaction, figures to place, the fire, the intermezzo, a location card). A move
//! answers the question on top (`Smog::play` settles it); the Nemesis's standing orders are
//! no answer and leave it open.
//!
//! Out-of-turn windows a rule opens in the middle of a move (to come: the Nemesis's "any
//! time" chaos window after each step of a gentleman's activation, his distribution of spent
//! ether) are entries of their own: a variant here whose [`Ask::is_window`] is true, pushed
//! with `questions.ask(NEMESIS_SEAT, ..)` where the rule opens it (in `play`'s move, or
//! returned by `resolve` like any question). While one is on top `proceed` resolves nothing
//! and keeps it; its answer settles it, and `proceed` then goes on from where the move left
//! the activation and asks the standing question again. Adding one is the variant, its arm
//! in `simple_actions` (and `choose` if it is composed), its prompt and its `play` arm.
//!
//! The data of a decision stays in the state where other rules, the views and the bots read
//! it too (`placing`, `guard`, `intercept`, `pull`, `charging`, `moving`, `fights`,
//! `reactions`); the question names the decision and its figure. Stack and state cannot
//! disagree: the standing question is asked from the state after every move.

use parlour_plugin_api::Text;
use serde::{Deserialize, Serialize};

use crate::data::Effect;
use crate::state::{FigId, FightStage, Smog, Team};

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
    /// A prevention card before damage that is not an attack's, for this gentleman (moving,
    /// charging, the start of his activation; ruling A-41; `actions.rs`, `rounds.rs`).
    Guard(FigId),
    /// Guardian Angel: may this holder step in for the attacked friend (ruling A-43;
    /// `reactions.rs`)? Each holder in reach is asked in turn.
    Intercept(FigId),
    /// Taunt: this taunter pulls enemies square by square (ruling A-58; `reactions.rs`).
    Pull(FigId),
    /// A suffering card of this gentleman that acts at once: Blind Rage (the Nemesis charges
    /// with him) or Sacrifice (his free attack) (ruling A-24; `reactions.rs`).
    Suffering(FigId),
    /// The Nemesis places summoned figures one by one (ruling A-57; `cards.rs`).
    Place,
    /// The clean-up: the Nemesis spreads the fire of a source (ruling A-22; `rounds.rs`).
    Fire,
    /// Between two chapters of a campaign (`campaign/intermezzo.rs`).
    Intermezzo,
}

impl Ask {
    /// A window a rule opened on top of the standing question in the middle of a move
    /// (none yet; see the module doc): `proceed` waits while it is open.
    pub fn is_window(&self) -> bool {
        false
    }

    /// A question that must be answered before any attack starts: figures to place, an
    /// interruption, a prevention card for a step's damage.
    pub fn holds_attacks(&self) -> bool {
        matches!(
            self,
            Ask::Place | Ask::Intercept(_) | Ask::Pull(_) | Ask::Guard(_)
        )
    }
}

impl Smog {
    /// What the question open now is about, above its first step's options: the figures to
    /// place, the damage a prevention card could absorb, a reaction, the counterattack offer.
    pub fn prompt(&self, ask: &Ask) -> Option<Text> {
        match ask {
            Ask::Place => {
                let left = self.placing.as_ref().map(|p| p.left).unwrap_or(0);
                Some(Text::new("prompt-place").num("count", u32::from(left)))
            }
            Ask::Guard(fig) => {
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
