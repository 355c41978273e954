//! # Maniacal
//!
//! Hassan Lopez's game of rival supervillains for 2 to 5 players, as a Parlour plugin.
//! This file holds only the [`Game`] implementation; each rule lives with its concern:
//!
//! * `state.rs`: the state, the vocabulary and the moves (`Action`, `Choice`).
//! * `setup.rs`: setup and the deck helpers.
//! * `draft.rs`: Phase I, the room draft. `recruit.rs`: Phase II, recruiting.
//! * `turn.rs`: Phase III's Time track, Action rooms, Special Locations, passing.
//! * `contracts.rs`: contract attempts, Schemes, special effects. `dice.rs`: trait dice.
//! * `cleanup.rs`: Phase IV. `scoring.rs`: the end of the game.
//! * `moves.rs`: who acts, legal moves, composed moves. `data.rs`: the designed content.
//! * `view.rs`: what each seat sees, labels. `bot.rs`: the heuristic bot.
//! * `hidden.rs`: determinization for search bots.

#![deny(unsafe_code)]

use parlour_plugin_api::{
    Game, GameError, GameOption, GameRng, Legal, LogEntry, Manifest, Node, OptionChoice,
    OptionKind, Outcome, Seat, SetupRequest, Status, Text, Viewer, ftl,
};

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
use state::{Phase, Step};

/// The plugin id.
pub const PLUGIN_ID: &str = "maniacal";

fn option_bool(request: &SetupRequest, key: &str) -> Result<bool, GameError> {
    match request.options.get(key).map(String::as_str) {
        None | Some("false") => Ok(false),
        Some("true") => Ok(true),
        Some(other) => Err(GameError::invalid_setup(format!(
            "option {key} takes true or false, not {other:?}"
        ))),
    }
}

fn choice(value: &str, label: &str) -> OptionChoice {
    OptionChoice {
        value: value.to_owned(),
        label: label.to_owned(),
    }
}

impl Maniacal {
    /// Plays a legal move; `log` collects public lines.
    fn play(&mut self, seat: Seat, action: &Action, log: &mut Vec<Text>) {
        match action {
            Action::ChooseVillain(v) => {
                self.give_villain(seat, *v);
                log.push(
                    Text::new("log-villain")
                        .seat("player", seat)
                        .msg("villain", view::villain_text(*v)),
                );
                if !self.choosing.is_empty() {
                    self.choosing.remove(0);
                }
                if self.choosing.is_empty() {
                    self.finish_setup();
                }
            }
            Action::Draft { card, build } => self.draft_pick(seat, *card, *build, log),
            Action::Room { card, unit, target } => {
                self.use_action_room(seat, *card, *unit, *target, log)
            }
            Action::Attempt {
                slot,
                team,
                lackey_trait,
            } => self.declare(seat, *slot, team.clone(), *lackey_trait, log),
            Action::Underground => self.visit_underground(seat, log),
            Action::Lounge => self.visit_lounge(seat, log),
            Action::Hospital { heal } => self.visit_hospital(seat, heal, log),
            Action::Pass => self.pass(seat, log),
            Action::Time { card } => self.play_time(seat, *card, log),
            Action::Refresh { card, uid } => self.play_refresh(seat, *card, *uid, log),
            Action::Scheme { card, die } => self.play_negative(seat, *card, *die, log),
            Action::Decline => self.decline(log),
            Action::ContractRoom {
                card,
                unit,
                die,
                dice,
            } => self.use_contract_room(*card, *unit, *die, dice, log),
            Action::Roll => self.roll(log),
            Action::Reroll { source, dice } => self.use_reroll(*source, dice, log),
            Action::Accept => self.accept_roll(log),
            Action::Console { card } => self.console(*card, log),
            Action::Continue => match self.phase {
                Phase::Contract(Step::Result) => self.collect(log),
                _ => self.accept_injury(log),
            },
            Action::Target { uid } => self.choose_target(seat, *uid, log),
            Action::Cancel { card } => self.cancel_effect(seat, *card, log),
            Action::GivePower { power, uid } => self.give_power(seat, *power, *uid, log),
            Action::Finish => {
                self.finish_token(seat);
                self.next_turn();
            }
            Action::Cleanup(choice) => self.submit_cleanup(seat, choice.clone(), log),
        }
    }

    fn phase_text(&self) -> Text {
        let id = match self.phase {
            Phase::ChooseVillain => "phase-villains",
            Phase::Draft => "phase-draft",
            Phase::Contract(_) => "phase-contracts",
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

    fn manifest() -> Manifest {
        Manifest {
            // The picture on the launcher's shelf (designed for Parlour).
            assets: vec!["cover.svg".to_owned()],
            id: PLUGIN_ID.to_owned(),
            version: env!("CARGO_PKG_VERSION").to_owned(),
            // Dice and card states, emphasis kinds, grid overlays (ABI 1.1's vocabulary).
            vocabulary: parlour_plugin_api::view::VOCABULARY,
            name: "game-name".to_owned(),
            description: "game-description".to_owned(),
            rules: "game-rules".to_owned(),
            min_players: 2,
            max_players: 5,
            options: vec![
                GameOption {
                    key: "advanced".to_owned(),
                    label: "option-advanced".to_owned(),
                    description: "option-advanced-description".to_owned(),
                    kind: OptionKind::Bool,
                    default: "false".to_owned(),
                },
                GameOption {
                    key: "villains".to_owned(),
                    label: "option-villains".to_owned(),
                    description: "option-villains-description".to_owned(),
                    kind: OptionKind::Choice {
                        choices: vec![
                            choice("random", "option-villains-random"),
                            choice("chosen", "option-villains-chosen"),
                        ],
                    },
                    default: "random".to_owned(),
                },
                GameOption {
                    key: "bodyguards".to_owned(),
                    label: "option-bodyguards".to_owned(),
                    description: "option-bodyguards-description".to_owned(),
                    kind: OptionKind::Bool,
                    default: "false".to_owned(),
                },
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
            ..Default::default()
        }
    }

    fn asset(name: &str) -> Option<&'static [u8]> {
        (name == "cover.svg").then_some(include_bytes!("../assets/cover.svg").as_slice())
    }

    fn setup(request: &SetupRequest) -> Result<Self, GameError> {
        let choose_villains = match request.options.get("villains").map(String::as_str) {
            None | Some("random") => false,
            Some("chosen") => true,
            Some(other) => {
                return Err(GameError::invalid_setup(format!(
                    "option villains takes random or chosen, not {other:?}"
                )));
            }
        };
        let options = Options {
            advanced: option_bool(request, "advanced")?,
            choose_villains,
            bodyguards: option_bool(request, "bodyguards")?,
        };
        Maniacal::new(request.players, options, request.seed)
    }

    fn player_count(&self) -> u32 {
        self.n
    }

    fn acting_seats(&self) -> Vec<Seat> {
        self.acting()
    }

    fn legal_actions(&self, _seat: Seat) -> Vec<Legal<Action>> {
        // Moves are composed: the SDK walks `choices`.
        Vec::new()
    }

    fn choices(&self, seat: Seat, partial: &[Choice]) -> parlour_plugin_api::Step<Choice, Action> {
        self.choose(seat, partial)
    }

    fn check(&self, seat: Seat, action: &Action) -> Option<bool> {
        Some(self.is_legal(seat, action))
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Outcome, GameError> {
        if !self.is_legal(seat, action) {
            return Err(GameError::illegal(format!(
                "{action:?} is not legal for seat {seat} now"
            )));
        }
        let secrets = self.secrets;
        let mut lines = Vec::new();
        // A secret pick is logged only for its player.
        let private = match action {
            Action::Draft { .. } => Some(Text::new("log-picked").seat("player", seat)),
            Action::Cleanup(_) => Some(Text::new("log-cleanup-decided").seat("player", seat)),
            _ => None,
        };
        let hands: Vec<Vec<u8>> = self.players.iter().map(|p| p.schemes.clone()).collect();
        self.play(seat, action, &mut lines);
        let mut out = if self.secrets == secrets {
            Outcome::undoable()
        } else {
            Outcome::final_()
        };
        if let Some(text) = private {
            out.log.push(LogEntry::public(text));
        }
        for line in lines {
            // The drawer reads "You drew …" (below) instead of "… draws a Scheme card".
            let drawer = match line.args.get("player") {
                Some(parlour_plugin_api::Arg::Seat { seat }) if line.id == "log-draw-scheme" => {
                    Some(*seat)
                }
                _ => None,
            };
            out = match drawer {
                Some(seat) => out.log_except(line, vec![seat]),
                None => out.log(line),
            };
        }
        // Each drawn Scheme card is named only to its new owner.
        for (s, before) in hands.iter().enumerate() {
            for &card in &self.players[s].schemes {
                if !before.contains(&card) {
                    out = out.log_private(
                        Text::new("log-you-drew").msg("card", turn::scheme_text(card)),
                        vec![s as Seat],
                    );
                }
            }
        }
        Ok(out)
    }

    fn view(&self, viewer: Viewer) -> Node {
        view::build(self, viewer)
    }

    fn preview(&self, seat: Seat, partial: &[Choice]) -> Option<Node> {
        Some(view::preview(self, seat, partial))
    }

    fn status(&self) -> Status {
        let over = self.phase == Phase::Over;
        Status {
            acting: Vec::new(),
            turn: self.turn,
            round: Some(u32::from(self.round)),
            phase: Some(self.phase_text()),
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
