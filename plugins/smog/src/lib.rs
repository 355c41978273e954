//! # The World of SMOG: Rise of Moloch
//!
//! One Nemesis against four gentlemen of the Unicorn Club on a tactical grid, for 2 to 5
//! players, as a Parlour plugin. Each rule lives with its concern:
//!
//! * `board/`: the scene. `grid.rs` (squares, edges, adjacency), `los.rs` (line of sight and
//!   cover), `movement.rs` (movement points, reachability), `map.rs` (tiles and drawings).
//! * `combat/`: `dice.rs` (the custom die, counting, exact odds), `attack.rs` (the attack
//!   sequence, rerolls, crowns, defence, counterattacks).
//! * `rounds.rs`: command phase, reveals, activations, clean-up and end conditions.
//! * `actions.rs`: moving step by step, charge, rest, revive, escape, search, using cards.
//! * `ether.rs`: the Price of Power, the Nemesis supply and payments.
//! * `damage.rs`: damage, suffering, defeat, revival. `fire.rs`: fire damage and spreading.
//! * `cards.rs`: power and chaos cards, standing orders, summons.
//! * `scenario.rs`: setting up a chapter at a level. `data.rs`: the designed content.
//! * `world.rs`: the chapters' objectives and special actions (seal, bombs, escort, breakout,
//!   hunt, hold), arrivals, Chapter I's round ether. `london.rs`: the finale's Burning London board.
//! * `reactions.rs`: Guardian Angel, Taunt, Imitator, the suffering cards that act at once.
//! * `campaign/`: the campaign mode (option `mode = campaign`): carrying over, the intermezzo,
//!   location cards, its board and bot (see its module doc).
//! * `state.rs`: the state and the moves (`Action`, `Choice`).
//! * `questions.rs`: who decides now: the kinds of question the rules ask (`Ask`), kept on the
//!   SDK's question stack (`Smog::questions`); the acting seats, their moves and the prompt
//!   follow from its top.
//! * `moves.rs`: the one-click answers to each question (`simple_actions`), the choice tree
//!   (`choose`, the one place that decides what is legal; `path` takes a move apart for the
//!   SDK's check), applying a move (`play`) and resolving up to the next question, which it
//!   asks (`proceed`).
//! * `view.rs`: what each seat sees, clickable where the SDK's `Offered` says; the intermezzo's
//!   board in `campaign/view.rs`. `bot.rs`: both sides' bots. `hidden.rs`: determinization.
//! * Undo: nothing here counts secrets. Rolls and shuffles use the state's `GameRng`, which
//!   the SDK watches; a card turned over or drawn from a deck shuffled earlier calls
//!   `ctx.reveal()` where it happens.

#![deny(unsafe_code)]

use parlour_plugin_api::{
    Ctx, Game, GameError, GameOption, GameRng, Manifest, Node, Offered, OptionChoice, OptionKind,
    Ranked, Seat, SetupRequest, Status, Step, Text, Viewer, ftl,
};
use serde::Deserialize;

pub mod actions;
pub mod assets;
pub mod board;
pub mod bot;
pub mod bot_reactions;
pub mod campaign;
pub mod cards;
pub mod combat;
pub mod damage;
pub mod data;
mod effect_squares;
pub mod ether;
pub mod evaluation;
pub mod fire;
pub mod hidden;
pub mod london;
mod london_view;
pub mod moves;
pub mod preview;
pub mod questions;
pub mod reactions;
pub mod rounds;
pub mod scenario;
pub mod setup_bot;
pub mod state;
#[cfg(test)]
mod tests;
pub mod view;
pub mod world;

pub use state::{Action, Choice, Smog};
use state::{NEMESIS_SEAT, Phase, Team};

/// The plugin id.
pub const PLUGIN_ID: &str = "smog";

/// The option `mode`: one chapter, or a campaign of every chapter from the chosen one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
enum Mode {
    #[serde(rename = "one-shot")]
    OneShot,
    #[serde(rename = "campaign")]
    Campaign,
}

fn choice(value: &str, label: &str) -> OptionChoice {
    OptionChoice {
        value: value.to_owned(),
        label: label.to_owned(),
        ..Default::default()
    }
}

/// A choice with a one-line explanation (the message `LABEL-description`), shown in the
/// new-game form while it is chosen.
fn explained(value: &str, label: &str) -> OptionChoice {
    OptionChoice {
        description: format!("{label}-description"),
        ..choice(value, label)
    }
}

impl Smog {
    /// Each seat's result: 1 for the winning side, 0 otherwise (0.5 while running).
    pub fn results(&self) -> Vec<f64> {
        (0..self.seats)
            .map(|s| {
                let team = Team::of_seat(s);
                match &self.phase {
                    Phase::Over(w) if *w == team => 1.0,
                    Phase::Over(_) => 0.0,
                    _ => 0.5,
                }
            })
            .collect()
    }

    /// The status bar's headline: the round against the chapter's limit and, in the
    /// activation phase, which of the round's activation cards is being played (the turn
    /// counter counts every step and roll, which a player cannot follow).
    fn headline(&self) -> Text {
        let round = |id: &str| {
            Text::new(id.to_owned())
                .num("round", self.round)
                .num("rounds", self.rounds)
        };
        match &self.phase {
            Phase::Command | Phase::Fire(_) => round("headline-round"),
            Phase::Activation => round("headline-activation")
                .num(
                    "activation",
                    self.revealed.clamp(1, self.order.len().max(1)) as u32,
                )
                .num("activations", self.order.len() as u32),
            _ => Text::formatted(format_args!("chapter-{}", self.chapter)),
        }
    }

    /// The phase beside the headline: what happens in the round now (whose activation card
    /// is being played), or the whole phase outside the rounds.
    fn status_phase(&self) -> Text {
        if campaign::phase_text(self).is_some() {
            return self.phase_text();
        }
        match &self.phase {
            Phase::Command => Text::new("status-phase-command"),
            Phase::Activation => match self.activation() {
                Some(a) => {
                    Text::new("status-phase-acting").msg("card", view::act_card_text(self, &a.card))
                }
                None => Text::new("status-phase-activation"),
            },
            Phase::Fire(_) => Text::new("status-phase-fire"),
            _ => self.phase_text(),
        }
    }

    fn phase_text(&self) -> Text {
        if let Some(t) = campaign::phase_text(self) {
            return t;
        }
        match &self.phase {
            Phase::Setup => Text::new("phase-setup"),
            Phase::Command => Text::new("phase-command").num("round", self.round),
            Phase::Activation => Text::new("phase-activation").num("round", self.round),
            Phase::Fire(_) => Text::new("phase-fire").num("round", self.round),
            Phase::Intermezzo => Text::new("phase-intermezzo").num("chapter", self.chapter + 1),
            Phase::Over(Team::Nemesis) => Text::new("phase-over-nemesis"),
            Phase::Over(Team::Gentlemen) => Text::new("phase-over-gentlemen"),
        }
    }
}

impl Game for Smog {
    type Action = Action;
    type Choice = Choice;

    const COMPOSED: bool = true;
    /// `apply` cannot fail (the SDK passes only moves the tree offers) and changes nothing
    /// before it knows the move: hot-path moves are applied without a copy of the state.
    const APPLY_IN_PLACE: bool = true;
    /// 2: the state keeps its question stack (`questions`). A schema 1 save is rebuilt by the
    /// launcher, replaying its log from the seed.
    /// 3: new questions and moves (Burning London's reroll rounds, `Ask::London`; the
    /// gentlemen's leader and further advantage cards at the set-up, `SetupStep::Leader`,
    /// `SetupStep::Extra`, `Action::Leader`, `Action::Extra`), which an older plugin cannot
    /// read. A schema 2 state is still valid as it is and is read unchanged.
    /// 4: the Nemesis's chaos window and distribution of received ether (`Ask::Chaos`,
    /// `Ask::Ether`, `Action::PassWindow`, `Action::Distribute`), his window order and ether
    /// split (`Orders::window`, `Orders::fill`; `Orders::ether` may be empty). A schema 2 or 3
    /// state reads unchanged: its ether order is kept and its window order is "never", so it
    /// goes on as before.
    /// 5: the fight's chaos window before a gentleman's defence roll (`FightStage::Chaos`,
    /// the order trigger `Trigger::Attacked`, the defender's `minus` and `extra_hits`), which
    /// an older plugin cannot read. A schema 2 to 4 state reads unchanged.
    /// 6: the witness of Chapter IV is a figure of her own (`WorldState::carried`,
    /// `Action::SetDown`, `Action::PickUp`, `Action::HandOver`). A schema 2 to 5 state reads
    /// unchanged: it has no witness figure, so its Tin Nanny carries her as before.
    const SCHEMA_VERSION: u32 = 6;

    fn manifest() -> Manifest {
        Manifest {
            // The picture on the launcher's shelf and the figures' portraits (designed for
            // Parlour).
            assets: assets::names(),
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
                    key: "mode".to_owned(),
                    label: "option-mode".to_owned(),
                    description: "option-mode-description".to_owned(),
                    kind: OptionKind::Choice {
                        choices: vec![
                            explained("one-shot", "option-mode-one-shot"),
                            explained("campaign", "option-mode-campaign"),
                        ],
                    },
                    default: "one-shot".to_owned(),
                },
                GameOption {
                    key: "chapter".to_owned(),
                    label: "option-chapter".to_owned(),
                    description: "option-chapter-description".to_owned(),
                    kind: OptionKind::Choice {
                        choices: vec![
                            choice("1", "option-chapter-1"),
                            choice("2", "option-chapter-2"),
                            choice("3", "option-chapter-3"),
                            choice("4", "option-chapter-4"),
                            choice("5", "option-chapter-5"),
                            choice("6", "option-chapter-6"),
                        ],
                    },
                    default: "1".to_owned(),
                },
                GameOption {
                    key: "level".to_owned(),
                    label: "option-level".to_owned(),
                    description: "option-level-description".to_owned(),
                    kind: OptionKind::Choice {
                        choices: vec![
                            explained("moderate", "option-level-moderate"),
                            explained("balanced", "option-level-balanced"),
                            explained("lots", "option-level-lots"),
                        ],
                    },
                    default: "balanced".to_owned(),
                },
                GameOption {
                    key: "bench".to_owned(),
                    label: "option-bench".to_owned(),
                    description: "option-bench-description".to_owned(),
                    kind: OptionKind::Choice {
                        choices: vec![
                            choice("major", "figure-major"),
                            choice("walther", "figure-walther"),
                            choice("abigail", "figure-abigail"),
                            choice("emma", "figure-emma"),
                            choice("drago", "figure-drago"),
                        ],
                    },
                    default: "walther".to_owned(),
                },
            ],
            locales: ftl!(
                "en" => ["locales/en/smog.ftl", "locales/en/content.ftl", "locales/en/cards.ftl", "locales/en/campaign.ftl", "locales/en/world.ftl", "locales/en/view.ftl"],
                "de" => ["locales/de/smog.ftl", "locales/de/content.ftl", "locales/de/cards.ftl", "locales/de/campaign.ftl", "locales/de/world.ftl", "locales/de/view.ftl"]
            ),
            hidden_information: true,
            // The game's publisher, as the shelf says "By …"; the plugin's README credits the
            // plugin.
            authors: vec!["CMON".to_owned()],
            // A campaign of every chapter is one game: room for six chapters of 50,000.
            max_actions: 300_000,
            // The search plays the heuristic bot in its rollouts and for the other seats,
            // starts each step of its own moves from the bot's advice (ten virtual visits) and
            // leaves the bot's move only where its playouts say another click is better by two
            // standard errors. Measured with `parlour arena smog --players 3 --fixed-seats`
            // (README, bot table): as the Nemesis, random rollouts won 0 of 6 games against
            // the heuristic gentlemen, heuristic rollouts 10 of 14, with the prior 3 of 6
            // more; with the trust the Nemesis won 78 of 105 (the heuristic Nemesis 61% over
            // 5,000 games). As the gentlemen the search without trust won 1 of 24, with it 113
            // of 194 (the heuristic gentlemen 39%). Cut-offs scored with `evaluate` after 60 or
            // 150 moves won 1 of 16. A Normal count of 150 iterations (`iterations`) instead
            // of the host's 400 won 26 of 60 as the gentlemen and 23 of 39 as the Nemesis.
            bot: parlour_plugin_api::BotHints {
                heuristic: true,
                rollout: Some(parlour_plugin_api::RolloutHint::Heuristic),
                prior: Some(10),
                trust: Some(2.0),
                ..Default::default()
            },
            // Seat 0 plays the Nemesis; the other seats share the gentlemen.
            seat_roles: [
                "seat-role-nemesis",
                "seat-role-gentlemen",
                "seat-role-gentlemen",
                "seat-role-gentlemen",
                "seat-role-gentlemen",
            ]
            .map(str::to_owned)
            .to_vec(),
            ..Default::default()
        }
    }

    fn asset(name: &str) -> Option<&'static [u8]> {
        assets::bytes(name)
    }

    /// The SDK has checked the player count and every option against the manifest.
    fn setup(request: &SetupRequest) -> Result<Self, GameError> {
        let opts = scenario::Options {
            players: request.players,
            chapter: request.option("chapter")?,
            level: request.option("level")?,
            bench: request.option("bench")?,
            seed: request.seed,
        };
        let mut game = Smog::new(&opts)?;
        if request.option::<Mode>("mode")? == Mode::Campaign {
            campaign::start(&mut game);
        }
        Ok(game)
    }

    fn player_count(&self) -> u32 {
        self.seats
    }

    fn acting_seats(&self) -> Vec<Seat> {
        self.questions.acting()
    }

    fn is_acting(&self, seat: Seat) -> bool {
        self.questions.asks(seat)
    }

    fn choices(&self, seat: Seat, partial: &[Choice]) -> Step<Choice, Action> {
        self.choose(seat, partial)
    }

    /// A one-click answer offered at the first step is the whole move ([`Smog::choose`]
    /// answers `Step::done` for it).
    fn settled(&self, _seat: Seat, partial: &[Choice], choice: &Choice) -> Option<Action> {
        match (partial, choice) {
            ([], Choice::Act(action)) => Some(action.clone()),
            _ => None,
        }
    }

    fn random_pick(
        &self,
        seat: Seat,
        partial: &[Choice],
        rng: &mut GameRng,
    ) -> Option<parlour_plugin_api::Pick<Choice, Action>> {
        self.random_first_pick(seat, partial, rng)
    }

    fn path_of(&self, seat: Seat, action: &Action) -> Option<Vec<Choice>> {
        Some(self.path(seat, action))
    }

    /// The SDK passes only actions the choice tree offers.
    fn apply(&mut self, ctx: &mut Ctx, seat: Seat, action: &Action) -> Result<(), GameError> {
        // Standing orders are private: never logged in the open.
        if let Action::Orders(_) = action {
            ctx.log_private(Text::new("log-orders"), vec![NEMESIS_SEAT]);
        }
        self.play(seat, action, ctx);
        Ok(())
    }

    fn view(&self, viewer: Viewer, offered: &Offered<'_, Choice>) -> Node {
        view::build(self, viewer, offered)
    }

    fn status(&self) -> Status {
        let over = matches!(self.phase, Phase::Over(_));
        let results = self.results();
        let ranking: Vec<Ranked> = if over {
            parlour_plugin_api::rank(
                0..self.seats,
                |s| results.get(s as usize).map(|r| *r as i64).unwrap_or(0),
                |_| 0,
                // A campaign's end screen tells its chapters one by one.
                |s| campaign::breakdown(self, Team::of_seat(s)),
            )
        } else {
            Vec::new()
        };
        Status {
            acting: Vec::new(),
            turn: self.events,
            round: Some(u32::from(self.round)),
            phase: Some(self.status_phase()),
            headline: Some(self.headline()),
            // No points in SMOG: a side wins a chapter (the ranking says who at the end).
            scores: Vec::new(),
            game_over: over,
            ranking,
        }
    }

    fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over(_))
    }

    fn scores(&self) -> Vec<f64> {
        self.results()
    }

    fn evaluate(&self) -> Option<Vec<f64>> {
        Some(evaluation::evaluate(self))
    }

    /// Left to the bot by the search: Burning London's rerolls (the bot rerolls every die
    /// that shows no crown, the best the Nemesis can do), the share-out of received ether one
    /// by one, and the chaos windows. A window is answered at once whatever the hand holds,
    /// so how long the Nemesis takes never hints at a playable card. Also the steps of a walk
    /// under way: the search picks the figure and its first step (`Action::Move`), and the
    /// bot walks it on towards its goal square, one step at a time as a player clicks; a turn
    /// of the Nemesis then searches once per figure's move, not once per square. And the
    /// choices whose worth shows only over a whole chapter: the set-up (versions, powers,
    /// roles, advantages, the share-out), the intermezzo and each round's activation row. A
    /// second of playouts cannot tell them apart, so the search's answer would be noise.
    fn cheap_decision(&self, seat: Seat) -> bool {
        use questions::Ask;
        matches!(
            self.questions.for_seat(seat),
            Some(
                Ask::Setup
                    | Ask::Intermezzo
                    | Ask::Command(_)
                    | Ask::London(_)
                    | Ask::Ether(_)
                    | Ask::Chaos(_)
                    | Ask::Move(_)
                    | Ask::Fight {
                        stage: state::FightStage::Chaos(_),
                        ..
                    }
            )
        )
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

    /// Schemas 2 to 5 are a part of schema 6 (questions, moves, fight stages, the witness and
    /// defaulted fields were added); schema 1 is refused, and the launcher replays its log.
    fn upgrade(
        schema_version: u32,
        state: serde_json::Value,
    ) -> Result<serde_json::Value, GameError> {
        if (2..=5).contains(&schema_version) {
            return Ok(state);
        }
        Err(GameError::bad_state(format!(
            "saved state has schema version {schema_version}, this plugin reads version {}",
            Self::SCHEMA_VERSION
        )))
    }
}

parlour_plugin_api::export_game!(Smog);
