//! # Maniacal
//!
//! Hassan Lopez's game of rival supervillains for 2 to 5 players, as a Parlour plugin.
//! This file holds only the [`Game`] implementation; each rule lives with its concern:
//!
//! * `state.rs`: the state, the vocabulary, the moves (`Action`, `Choice`) and the questions
//!   the rules ask (`Ask`, on the state's question stack: who acts now).
//! * `setup.rs`: setup and the deck helpers.
//! * `draft.rs`: Phase I, the room draft. `recruit.rs`: Phase II, recruiting.
//! * `turn.rs`: Phase III's Time track, Action rooms, Special Locations, passing.
//! * `contracts.rs`: contract attempts, Schemes, special effects. `dice.rs`: trait dice.
//! * `cleanup.rs`: Phase IV. `scoring.rs`: the end of the game.
//! * `moves.rs`: the choice tree, the only place that decides what is legal: one step per
//!   question the rules ask (`state::Ask`; who acts is the top of `Maniacal::questions`).
//! * `data.rs`: the designed content.
//! * `view.rs`: what each seat sees (clickable where the tree offers), labels.
//! * `bot.rs`: the heuristic bot.
//! * `hidden.rs`: determinization for search bots.

#![deny(unsafe_code)]

use parlour_plugin_api::{
    Ctx, Game, GameError, GameOption, GameRng, Manifest, Node, Offered, Seat, SetupRequest, Status,
    Text, Viewer, ftl,
};
use serde::Deserialize;

pub mod bot;
pub mod cleanup;
pub mod contracts;
pub mod data;
pub mod dice;
pub mod draft;
pub mod hidden;
pub mod moves;
pub mod recruit;
pub mod scoring;
pub mod setup;
pub mod state;
#[cfg(test)]
mod tests;
pub mod turn;
pub mod view;

pub use state::{Action, Choice, Maniacal, Options};
use state::{Ask, Phase};

/// The plugin id.
pub const PLUGIN_ID: &str = "maniacal";

/// How the Supervillains are dealt (option `villains`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Villains {
    Random,
    Chosen,
}

impl Maniacal {
    /// Plays a move the tree offered: where each move's rule lives.
    fn play(&mut self, ctx: &mut Ctx, seat: Seat, action: &Action) {
        match action {
            Action::ChooseVillain(v) => {
                self.give_villain(seat, *v);
                ctx.log(
                    Text::new("log-villain")
                        .seat("player", seat)
                        .msg("villain", view::villain_text(*v)),
                );
                self.questions.answered(seat);
                if self.questions.is_empty() {
                    self.finish_setup(ctx);
                }
            }
            Action::Draft { card, build } => self.draft_pick(seat, *card, *build, ctx),
            Action::Room { card, unit, target } => {
                self.use_action_room(seat, *card, *unit, *target, ctx)
            }
            Action::Attempt {
                slot,
                team,
                lackey_trait,
            } => self.declare(seat, *slot, team.clone(), *lackey_trait, ctx),
            Action::Underground => self.visit_underground(seat, ctx),
            Action::Lounge => self.visit_lounge(seat, ctx),
            Action::Hospital { heal } => self.visit_hospital(seat, heal, ctx),
            Action::Pass => self.pass(seat, ctx),
            Action::Time { card } => self.play_time(seat, *card, ctx),
            Action::Refresh { card, uid } => self.play_refresh(seat, *card, *uid, ctx),
            Action::Scheme { card, die } => self.play_negative(seat, *card, *die, ctx),
            Action::Decline => self.decline(seat, ctx),
            Action::ContractRoom {
                card,
                unit,
                die,
                dice,
            } => self.use_contract_room(*card, *unit, *die, dice, ctx),
            Action::Roll => self.roll(ctx),
            Action::Reroll { source, dice } => self.use_reroll(*source, dice, ctx),
            Action::Accept => self.accept_roll(ctx),
            Action::Console { card } => self.console(*card, ctx),
            Action::Continue => match self.questions.current() {
                Some(Ask::Result) => self.collect(ctx),
                _ => self.accept_injury(seat, ctx),
            },
            Action::Target { uid } => self.choose_target(seat, *uid, ctx),
            Action::Cancel { card } => self.cancel_effect(seat, *card, ctx),
            Action::GivePower { power, uid } => self.give_power(seat, *power, *uid, ctx),
            Action::Finish => {
                self.questions.answered(seat);
                self.finish_token(seat);
                self.next_turn();
            }
            Action::Cleanup(choice) => self.submit_cleanup(seat, choice.clone(), ctx),
        }
    }

    fn phase_text(&self) -> Text {
        let id = match self.phase {
            Phase::ChooseVillain => "phase-villains",
            Phase::Draft => "phase-draft",
            Phase::Contract => "phase-contracts",
            Phase::Cleanup => "phase-cleanup",
            Phase::Over => "phase-over",
        };
        Text::new(id).num("round", u32::from(self.round))
    }
}

impl Game for Maniacal {
    type Action = Action;
    type Choice = Choice;

    const COMPOSED: bool = true;
    /// `apply` never fails (the SDK passes only moves the tree offers), so bots, playouts and
    /// the search's steps apply moves without a copy of the whole state.
    const APPLY_IN_PLACE: bool = true;
    /// 2: the question stack (`questions`) replaced `choosing`, the Contract Phase's step,
    /// the Scheme window's `to_ask` and the pending decisions. An older save is rebuilt by
    /// the launcher from its action log.
    const SCHEMA_VERSION: u32 = 2;

    fn manifest() -> Manifest {
        Manifest {
            // The picture on the launcher's shelf (designed for Parlour).
            assets: vec!["cover.svg".to_owned()],
            options: vec![
                GameOption::flag("advanced", "option-advanced", false),
                GameOption::choice(
                    "villains",
                    "option-villains",
                    &["random", "chosen"],
                    "random",
                ),
                GameOption::flag("bodyguards", "option-bodyguards", false),
            ],
            locales: ftl!(
                "en" => ["locales/en/maniacal.ftl", "locales/en/content.ftl"],
                "de" => ["locales/de/maniacal.ftl", "locales/de/content.ftl"]
            ),
            hidden_information: true,
            // The game's designer, as the shelf says "By …"; the plugin's README credits the
            // plugin.
            authors: vec!["Hassan Lopez".to_owned()],
            max_actions: 20_000,
            // The game has a heuristic bot: the search plays it in its rollouts (the host's
            // default for such a game). Measured with `parlour arena maniacal --players 3`
            // (README, bot table): with it the search beats the heuristic bot without the
            // opponent model too (56.9% against 9.7% over 24 games), which random rollouts
            // did not (27.5% against 39.1%).
            bot: parlour_plugin_api::BotHints::heuristic(),
            // Id, version, the conventional message ids, player counts, ABI 1.1's vocabulary.
            ..Manifest::game(PLUGIN_ID, env!("CARGO_PKG_VERSION"), 2..=5)
        }
    }

    fn asset(name: &str) -> Option<&'static [u8]> {
        (name == "cover.svg").then_some(include_bytes!("../assets/cover.svg").as_slice())
    }

    /// The SDK has checked the player count and the options against the manifest.
    fn setup(request: &SetupRequest) -> Result<Self, GameError> {
        let options = Options {
            advanced: request.option("advanced")?,
            choose_villains: request.option::<Villains>("villains")? == Villains::Chosen,
            bodyguards: request.option("bodyguards")?,
        };
        Maniacal::new(request.players, options, request.seed)
    }

    fn player_count(&self) -> u32 {
        self.n
    }

    fn acting_seats(&self) -> Vec<Seat> {
        self.questions.acting()
    }

    fn is_acting(&self, seat: Seat) -> bool {
        self.questions.asks(seat)
    }

    fn choices(&self, seat: Seat, partial: &[Choice]) -> parlour_plugin_api::Step<Choice, Action> {
        self.choose(seat, partial)
    }

    fn path_of(&self, _seat: Seat, action: &Action) -> Option<Vec<Choice>> {
        Some(self.clicks_of(action))
    }

    fn apply(&mut self, ctx: &mut Ctx, seat: Seat, action: &Action) -> Result<(), GameError> {
        self.play(ctx, seat, action);
        Ok(())
    }

    fn view(&self, viewer: Viewer, offered: &Offered<'_, Choice>) -> Node {
        view::build(self, viewer, offered)
    }

    fn status(&self) -> Status {
        let over = self.phase == Phase::Over;
        Status {
            acting: Vec::new(),
            turn: self.turn,
            round: Some(u32::from(self.round)),
            phase: Some(self.phase_text()),
            headline: None,
            scores: (0..self.n).map(|s| i64::from(self.p(s).infamy)).collect(),
            game_over: over,
            ranking: if over { self.ranking() } else { Vec::new() },
        }
    }

    fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    fn scores(&self) -> Vec<f64> {
        (0..self.n).map(|s| f64::from(self.p(s).infamy)).collect()
    }

    fn evaluate(&self) -> Option<Vec<f64>> {
        Some(bot::evaluate(self))
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Option<Self> {
        Some(hidden::determinize(self, seat, rng))
    }

    fn rng_mut(&mut self) -> Option<&mut GameRng> {
        Some(&mut self.rng)
    }

    fn bot_action(&self, seat: Seat, seed: u64) -> Option<Action> {
        bot::choose(self, seat, seed)
    }
}

parlour_plugin_api::export_game!(Maniacal);
