//! # Corrosion — a Parlour plugin
//!
//! Stefan Bauer's engine builder for 1 to 4 players: engineers, a rust wheel that ages gears and
//! machines, chrome machines and awards. With one player the automa described on the solo
//! pages of the rulebook is part of the rules engine (it is not a seat).
//!
//! * `data.rs`: the designed cards, read from `data/cards.toml`.
//! * `rules/`: the rules, one file per concern; `rules/mod.rs` has a table of where each rule
//!   lives. Legality is the choice tree in `rules/composed.rs` and nothing else; who decides
//!   now is the top of the SDK's question stack, `Corrosion::questions` (its questions are
//!   [`Ask`]), and every seat's moves and prompt follow from it.
//! * `view.rs`: what each seat sees, clickable where the SDK's `Offered` says.
//! * `bot.rs`: the heuristic bot.

#![deny(unsafe_code)]

use parlour_plugin_api::{
    Ctx, Game, GameError, GameRng, Manifest, Node, Offered, Questions, Ranked, ScoreLine, Seat,
    SetupRequest, Status, Text, Viewer, ftl,
};
use serde::{Deserialize, Serialize};

mod bot;
pub mod data;
mod rules;
#[cfg(test)]
mod tests;
mod view;

pub use data::{Colour, Drive, Op, data};

pub const PLUGIN_ID: &str = "corrosion";

/// Display rows: basic chrome, special chrome, diploma engineers, one-time and turn machines.
pub const ROW_BASIC: usize = 0;
pub const ROW_SPECIAL: usize = 1;
pub const ROW_ENGINEER: usize = 2;
pub const ROW_ONE_TIME: usize = 3;
pub const ROW_TURN: usize = 4;

/// Ages of items on the workshop: sector 3 is 0, sector 2 is 1, sector 1 is 2, sector X is 3.
pub const AGE_X: u8 = 3;

/// A machine that can be switched on, repaired or activated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MRef {
    Turn(u32),
    OneTime(u32),
    Chrome(u32),
    Prototype(u8),
}

/// An item on the workshop that a steam action can accelerate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Item {
    Engineer(u32),
    OneTime(u32),
    Turn(u32),
}

/// A move. Readable JSON, e.g. `{"play":{"card":3}}` or `"turn_wheel"`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Play an engineer from hand (main action or end-of-turn extra action).
    Play { card: u32 },
    /// Turn the rust wheel (main action).
    TurnWheel,
    /// Secondary action: repair a machine.
    Repair {
        machine: MRef,
        /// How many of the flexible ("small or medium") gears of the cost are paid with medium
        /// gears; only present when both sizes could pay.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        medium: Option<u32>,
    },
    /// Steam action: discard the item under window C of a display row.
    DiscardC { row: u8 },
    /// Steam action: move an item one sector on.
    Accelerate { item: Item },
    /// Move the chrome machine on the waiting slot onto its drive field (unrepaired).
    ClearWaiting,
    /// End the secondary actions and empty sector X.
    EndMaintenance,
    /// Activate a switched-on machine.
    Activate { machine: MRef },
    /// Stop activating machines.
    FinishActivation,
    /// Copy the played engineer's action.
    Copy { card: u32 },
    /// Copy with two engineers together.
    CopyPair { a: u32, b: u32 },
    /// Do not copy.
    Decline,
    /// Take from the display (column 3 is the top of the supply stack).
    Take { row: u8, col: u8 },
    /// Answer the open question (see [`Decision`]).
    Answer(Answer),
    /// Final phase: pay green points and take a normal turn.
    PayTurn,
    /// Final phase: pass for good.
    PassForGood,
    /// Phase 4: use an end-of-turn chrome machine (0 quick turn, 1 turn again, 2 play again).
    EndTurnMachine { which: u8 },
    /// Phase 4: end the turn.
    EndTurn,
    /// A move of several clicks (contract 1.1): an action and, in the same move, the answers
    /// to the questions it raises at once before anything is drawn, revealed or asked of
    /// another seat: which gears pay a repair or a chrome gear (sector by sector, the rest
    /// from the sectors closest to X with `pay_oldest`), how much "up to" steam the played or
    /// copied engineer makes, how many of the gears made from steam are medium. E.g.
    /// `{"composed":{"first":{"repair":{"machine":{"chrome":4}}},"answers":[{"pay":{"size":"small","from":"3"}},"pay_oldest"]}}`.
    Composed {
        first: Box<Action>,
        answers: Vec<Answer>,
    },
}

/// A gear size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Size {
    Small,
    Medium,
}

impl Size {
    /// Index into a `[small, medium]` gear pair.
    pub fn index(self) -> usize {
        match self {
            Size::Small => 0,
            Size::Medium => 1,
        }
    }
}

/// A sector of the workshop, as printed on the wheel ("3", "2", "1", "x").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Sector {
    #[serde(rename = "3")]
    Three,
    #[serde(rename = "2")]
    Two,
    #[serde(rename = "1")]
    One,
    #[serde(rename = "x")]
    X,
}

impl Sector {
    pub const ALL: [Sector; 4] = [Sector::Three, Sector::Two, Sector::One, Sector::X];

    /// The sector that holds items of this age (0 = sector 3, 3 = sector X).
    pub fn of_age(age: u8) -> Sector {
        Sector::ALL[usize::from(age.min(AGE_X))]
    }

    /// The age of items in this sector.
    pub fn age(self) -> u8 {
        match self {
            Sector::Three => 0,
            Sector::Two => 1,
            Sector::One => 2,
            Sector::X => AGE_X,
        }
    }
}

/// Where a newly built chrome machine goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Placement {
    /// On the free waiting slot.
    Waiting,
    /// On top of its drive field.
    Drive,
    /// On the waiting slot, after moving the machine there onto its drive field.
    Swap,
}

/// The answer to an open question ([`Decision`]). Each question has its own answers, so a
/// save or the command line reads e.g. `{"answer":{"gears":{"medium":1,"small":1}}}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Answer {
    /// Freely chosen gears (`Decision::Gears`).
    Gears { medium: u32, small: u32 },
    /// Take a special marker (`Decision::SpecialOrGreen`).
    SpecialMarker,
    /// Take a green point (`Decision::SpecialOrGreen`).
    GreenPoint,
    /// Make a chrome gear from a gear of this size and 1 steam (`Decision::MakeChrome`).
    ChromeGear { from: Size },
    /// Fast track: move the repaired one-time machine to sector X, use it, 1 green point.
    FastTrack,
    /// Spend 1 steam for 3 green points (`Decision::SteamForGreen`).
    SteamForGreen,
    /// Where the built chrome machine goes (`Decision::ChromePlace`).
    Place(Placement),
    /// Which award (and whether the chained one with its pocket watch) to take.
    Award { row: u8, watch: bool },
    /// How much steam to turn into gears (`Decision::SteamToGears`).
    SteamToGears { steam: u32 },
    /// Take this engineer back into the hand (`Decision::ReturnEngineers`).
    Return { card: u32 },
    /// Repair this machine for free (`Decision::FreeRepair`).
    FreeRepair { machine: MRef },
    /// Take this card from a discard pile (`Decision::SearchDiscard`).
    Search { row: u8, card: u32 },
    /// Activate this turn machine once more (`Decision::Reactivate`).
    Reactivate { card: u32 },
    /// Move a machine to a sector (`Decision::Redistribute`).
    Move { machine: MRef, to: Sector },
    /// Give up this diploma engineer as part of a repair cost (`Decision::Sacrifice`).
    GiveUp { card: u32 },
    /// Play this engineer as the extra action (`Decision::ExtraPlay`).
    Play { card: u32 },
    /// Make this much of the "up to" steam (`Decision::SteamAmount`).
    Steam { amount: u32 },
    /// Activate the machine the steam action moved on (`Decision::UseMoved`).
    UseMoved,
    /// Pay one gear of this size from this sector (`Decision::PayGears`).
    Pay { size: Size, from: Sector },
    /// Pay all remaining gears from the sectors closest to X (`Decision::PayGears`).
    PayOldest,
    /// Leave an optional effect unused.
    Skip,
    /// Finish a question that may be answered several times (return, reactivate, move).
    Done,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlacedEngineer {
    pub card: u32,
    pub age: u8,
    /// A 4 or 4+ laid into X since the wheel last moved.
    pub fresh: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OneTimeSlot {
    pub card: u32,
    pub age: u8,
    pub repaired: bool,
    pub used: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnSlot {
    pub card: u32,
    pub age: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChromeSlot {
    pub card: u32,
    pub repaired: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub set: usize,
    pub hand: Vec<u32>,
    pub engineers: Vec<PlacedEngineer>,
    /// Gears by age: `[small, medium]`.
    pub gears: [[u32; 2]; 4],
    pub hot: u32,
    pub cold: u32,
    pub chrome: u32,
    pub green: u32,
    pub specials: u32,
    pub one_time: Vec<OneTimeSlot>,
    pub turn: Vec<TurnSlot>,
    pub waiting: Option<u32>,
    pub drives: [Vec<ChromeSlot>; 3],
    /// Award kinds won.
    pub awards: Vec<usize>,
    /// Quarter turns of the rust wheel so far.
    pub rotation: u32,
    pub final_turns: u32,
    pub passed: bool,
}

/// One row of the award supply: the chained duplicate (with its pocket watch) and the plain award.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AwardRow {
    pub kind: usize,
    /// The chained duplicate, still there, with its pocket watch kind.
    pub chained: Option<usize>,
    pub plain: bool,
}

impl AwardRow {
    pub fn count(&self) -> u32 {
        u32::from(self.chained.is_some()) + u32::from(self.plain)
    }
}

/// The solo automa.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Automa {
    /// Face-down deck, top is the last element (engineer ids of sets A to C).
    pub deck: Vec<u32>,
    /// Face-up discard, top is the last element.
    pub discard: Vec<u32>,
    /// How often the deck ran out.
    pub exhausted: u32,
    /// Award-removing one-time machines under the deck: (card, water markers).
    pub under: Vec<(u32, u32)>,
    /// The last action card.
    pub action: Option<u32>,
}

/// A question inside an effect, asked of one seat (the seat is the question's on
/// [`Corrosion::questions`]). Each is answered with its own [`Answer`]s (`rules/decisions.rs`);
/// the rule that asks it is named on each variant.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// How many of `n` gears are medium: a free gear (`Op::AnyGear`, `rules/engine.rs`),
    /// gears per water, or steam turned into gears (`Decision::SteamToGears`).
    Gears { n: u32 },
    /// A special marker or a green point (`Op::SpecialOrGreen`, `rules/engine.rs`).
    SpecialOrGreen,
    /// Whether to make a chrome gear, and from which gear (`Op::MakeChrome`, `rules/engine.rs`).
    MakeChrome,
    /// What to hire or build from these display rows (`ask_take`, `rules/display.rs`).
    Take { rows: Vec<u8> },
    /// Where the chrome machine just built goes (`take`, `rules/display.rs`).
    ChromePlace { card: u32 },
    /// Which award to take (`Op::Award`, `rules/engine.rs`).
    Award,
    /// How much steam to turn into `per` gears each (`Op::SteamToGears`, `rules/engine.rs`).
    SteamToGears { per: u32 },
    /// Which engineers to take back, `left` more at most (`Op::ReturnEngineers`).
    ReturnEngineers { left: u32 },
    /// Which machine to repair for free (`Op::FreeRepair`, `rules/engine.rs`).
    FreeRepair,
    /// What to take from a discard pile (`Op::SearchDiscard`, `rules/engine.rs`).
    SearchDiscard,
    /// Whether to fast-track the one-time machine just repaired (`repair`, `rules/repair.rs`).
    OneTimeToX { card: u32 },
    /// Whether to spend 1 steam for 3 green points (`Op::SteamForGreenIfL2`).
    SteamForGreen,
    /// Which turn machine to activate once more, `left` more at most, `done` already
    /// (`Op::ReactivateTurn`, asked again by `Effect::Reactivate`).
    Reactivate { left: u32, done: Vec<u32> },
    /// Which machine to move to which sector (`Op::Redistribute`, `Op::RedistributeAll`).
    Redistribute { all: bool, moved: Vec<MRef> },
    /// Which diploma engineer to give up as part of a repair cost (`repair`,
    /// `rules/repair.rs`); `fast_track` is the repaired one-time machine to offer the fast
    /// track for once the cost is paid.
    Sacrifice {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        fast_track: Option<u32>,
    },
    /// Which engineer to play as the extra action ("play again", `rules/actions.rs`).
    ExtraPlay,
    /// "Up to" steam: how much of at most `max` steam to make (`Op::Steam`).
    SteamAmount { max: u32 },
    /// Whether to activate a machine that a steam action just moved on (`accelerate`,
    /// `rules/wheel.rs`).
    UseMoved { machine: MRef },
    /// Which gears (size and sector) to spend; `small`/`medium` are still to be paid
    /// (`pay_gears`, `rules/repair.rs`).
    PayGears { small: u32, medium: u32 },
}

/// A question the rules ask a seat: one entry of [`Corrosion::questions`], the SDK's question
/// stack, from which the acting seat, its moves (`rules/legal.rs`) and the prompt
/// (`Corrosion::ask_text`) all follow. A question asked inside another (an effect's question in
/// the wheel phase, the wheel phase inside a turn) lies on top of it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ask {
    /// The active player's turn: final-phase choice, maintenance, main action, end of turn, as
    /// `Corrosion::step` says. Asked by `begin_turn` (`rules/turns.rs`), settled by
    /// `finish_turn`; it lies at the bottom of the stack.
    Turn,
    /// The wheel phase: which switched-on machine to activate (repairs allowed). Asked by
    /// `turn_wheel` (`rules/wheel.rs`) and the virtual turn (`Op::VirtualTurn`); settled when
    /// the seat finishes or nothing is left to do (`advance`, `rules/engine.rs`).
    Activate(Activation),
    /// Whether to copy the engineer just played (out of turn): asked of each seat of the copy
    /// window in turn by `Effect::Copy` (`rules/engine.rs`), settled by its answer
    /// (`rules/copy.rs`).
    Copy(CopyWindow),
    /// A question inside an effect.
    Decide(Decision),
}

/// The copy window after an engineer was played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CopyWindow {
    /// The seat that played, `None` for the automa.
    pub leader: Option<Seat>,
    pub card: u32,
    /// Seats still to be asked after the one asked now, in order.
    pub candidates: Vec<Seat>,
    /// Engineers to lay into the workshops when the window closes.
    pub placements: Vec<(Seat, u32)>,
}

/// Machines switched on by turning the wheel (or by the inspector's action); the seat is the
/// question's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Activation {
    pub virtual_turn: bool,
    pub on: Vec<MRef>,
    pub used: Vec<MRef>,
}

/// Work the rules still have to do before the question under it is asked again: no seat
/// decides anything here (`rules/engine.rs` resolves it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Effect {
    /// A card effect of `seat`.
    Op { seat: Seat, op: Op },
    /// A repair whose costs are being paid; finished once the gears are spent.
    Repair {
        seat: Seat,
        machine: MRef,
        sacrifice: bool,
    },
    /// A copy window: asks its next candidate (`Ask::Copy`), or closes and lays the engineers.
    Copy(CopyWindow),
    /// Asks `Decision::Reactivate` again after a reactivated machine's effect.
    Reactivate {
        seat: Seat,
        left: u32,
        done: Vec<u32>,
    },
}

/// An effect waiting on the effect stack, `over` the number of questions open under it: it is
/// resolved once no question is open above it (questions asked after it wait until it is).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    pub over: usize,
    pub effect: Effect,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    FinalChoice,
    /// Phase 1.
    MaintBefore,
    Main,
    MainRunning,
    /// Phase 3.
    MaintAfter,
    EndTurn,
    ExtraRunning,
    MaintExtra,
    /// The last maintenance of a player passing for good.
    MaintPass,
    GameOver,
}

/// End-of-turn machines switched on this turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnFlags {
    /// 0 quick turn (after L1/diploma L2), 1 turn again, 2 play again.
    pub on: [bool; 3],
    pub used: [bool; 3],
}

/// The whole game state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Corrosion {
    pub players: Vec<Player>,
    /// Whose turn it is (the seat `Ask::Turn` is asked of; not always the seat deciding now).
    pub active: Seat,
    pub turn: u32,
    /// Where the active player's turn stands: what `Ask::Turn` offers.
    pub step: Step,
    pub display: [[Option<u32>; 3]; 5],
    pub supply: [Vec<u32>; 5],
    pub discard: [Vec<u32>; 5],
    /// Special markers on the chrome machines of the two chrome rows.
    pub markers: [[u32; 3]; 2],
    pub special_supply: u32,
    pub awards: Vec<AwardRow>,
    /// Who must decide what, now: the SDK's question stack (the top question is answered).
    pub questions: Questions<Ask>,
    /// Effects still to resolve, each above the questions open when it was pushed.
    pub effects: Vec<Pending>,
    pub final_phase: bool,
    pub flags: TurnFlags,
    pub automa: Option<Automa>,
    pub rng: GameRng,
}

impl Game for Corrosion {
    type Action = Action;
    type Choice = Action;

    const COMPOSED: bool = true;
    /// `apply` never fails (the SDK passes only moves the tree offers), so bots, playouts and
    /// the search's steps apply moves without a copy of the whole state.
    const APPLY_IN_PLACE: bool = true;

    /// 2: the question stack (`questions`, `effects`) replaced `stack`, `decision` and
    /// `pending_reactivate`. Older saves are rebuilt by the launcher from their action log.
    const SCHEMA_VERSION: u32 = 2;

    fn manifest() -> Manifest {
        Manifest {
            // The picture on the launcher's shelf (designed for Parlour).
            assets: vec!["cover.svg".to_owned()],
            options: Vec::new(),
            locales: ftl!("en" => ["locales/en/corrosion.ftl"], "de" => ["locales/de/corrosion.ftl"]),
            hidden_information: false,
            // The game's designer, as the shelf says "By …"; the plugin's README credits the
            // plugin.
            authors: vec!["Stefan Bauer".to_owned()],
            // Nothing in the rules forces the end: players who never take special markers or
            // awards could turn the wheel for ever. Bot games take 120 to 900 actions.
            max_actions: 5_000,
            // The search plays its rollouts with the heuristic bot and models the other seats
            // with it: that played best in the arena. Whole games, not cut off: scoring a
            // rollout with `evaluate` after 20 moves was four times as fast but lost a game in
            // seven to the heuristic bot (see the README).
            bot: parlour_plugin_api::BotHints::heuristic(),
            // Id, version, the conventional message ids, player counts, ABI 1.1's vocabulary.
            ..Manifest::game(PLUGIN_ID, env!("CARGO_PKG_VERSION"), 1..=4)
        }
    }

    fn asset(name: &str) -> Option<&'static [u8]> {
        (name == "cover.svg").then_some(include_bytes!("../assets/cover.svg").as_slice())
    }

    fn setup(request: &SetupRequest) -> Result<Self, GameError> {
        // The SDK has checked the player count (1 to 4) and that no option is given.
        if let Some(err) = data::data_error() {
            return Err(GameError::internal(format!("card data unreadable: {err}")));
        }
        Ok(Corrosion::new(request.players, request.seed))
    }

    fn player_count(&self) -> u32 {
        self.players.len() as u32
    }

    fn acting_seats(&self) -> Vec<Seat> {
        self.questions.acting()
    }

    fn is_acting(&self, seat: Seat) -> bool {
        self.questions.asks(seat)
    }

    fn choices(&self, seat: Seat, partial: &[Action]) -> parlour_plugin_api::Step<Action, Action> {
        self.compose(seat, partial)
    }

    fn path_of(&self, _seat: Seat, action: &Action) -> Option<Vec<Action>> {
        Some(rules::path_of(action))
    }

    fn refusal(&self, seat: Seat, action: &Action) -> Option<GameError> {
        self.why_refused(seat, action).map(GameError::illegal)
    }

    fn apply(&mut self, ctx: &mut Ctx, seat: Seat, action: &Action) -> Result<(), GameError> {
        self.perform(ctx, seat, action);
        self.advance(ctx);
        Ok(())
    }

    fn view(&self, viewer: Viewer, offered: &Offered<'_, Action>) -> Node {
        view::build(self, viewer, offered)
    }

    fn status(&self) -> Status {
        let game_over = self.step == Step::GameOver;
        let automa_copy = self.copy_window().is_some_and(|w| w.leader.is_none());
        let phase = if game_over {
            Text::new("phase-game-over")
        } else if automa_copy {
            // The automa's turn: the player is only asked whether to copy its action card.
            Text::new("phase-automa-copy")
        } else {
            Text::new("phase-turn")
                .seat("player", self.active)
                .msg("step", Text::new(step_id(self.step)))
        };
        Status {
            acting: Vec::new(),
            turn: self.turn,
            round: None,
            phase: Some(phase),
            headline: None,
            scores: (0..self.players.len())
                .map(|s| i64::from(self.score(s as Seat)))
                .collect(),
            game_over,
            ranking: if game_over {
                self.ranking()
            } else {
                Vec::new()
            },
        }
    }

    // Hot path for bots and playouts: no status with its texts and breakdowns.
    fn is_over(&self) -> bool {
        self.step == Step::GameOver
    }

    fn scores(&self) -> Vec<f64> {
        (0..self.players.len() as Seat)
            .map(|seat| f64::from(self.score(seat)))
            .collect()
    }

    fn evaluate(&self) -> Option<Vec<f64>> {
        bot::win_chances(self)
    }

    fn bot_action(&self, seat: Seat, seed: u64) -> Option<Action> {
        bot::choose(self, seat, seed)
    }

    /// Everything on the table is open in Corrosion except the cards below the face-up tops
    /// of the supply stacks, the order of the automa's deck (only the back of its top card shows) and the
    /// generator's future draws: those are resampled.
    fn determinize(&self, _seat: Seat, rng: &mut GameRng) -> Option<Self> {
        let mut state = self.clone();
        state.resample_hidden(rng);
        Some(state)
    }

    fn rng_mut(&mut self) -> Option<&mut GameRng> {
        Some(&mut self.rng)
    }
}

pub fn step_id(step: Step) -> &'static str {
    match step {
        Step::FinalChoice => "step-final-choice",
        Step::MaintBefore => "step-maint-before",
        Step::Main | Step::MainRunning => "step-main",
        Step::MaintAfter => "step-maint-after",
        Step::EndTurn | Step::ExtraRunning => "step-end-turn",
        Step::MaintExtra => "step-maint-extra",
        Step::MaintPass => "step-maint-pass",
        Step::GameOver => "phase-game-over",
    }
}

impl Corrosion {
    /// Makes `self` equal to `source`, reusing the memory of `self`'s lists: the bot's
    /// look-ahead resets one copy for every candidate it weighs, and a fresh clone would
    /// allocate some 35 lists each time. Every field is named, so a field added to the state
    /// without being copied here does not compile.
    pub fn copy_from(&mut self, source: &Corrosion) {
        let Corrosion {
            players,
            active,
            turn,
            step,
            display,
            supply,
            discard,
            markers,
            special_supply,
            awards,
            questions,
            effects,
            final_phase,
            flags,
            automa,
            rng,
        } = source;
        self.players.truncate(players.len());
        for (to, from) in self.players.iter_mut().zip(players) {
            to.copy_from(from);
        }
        let have = self.players.len();
        self.players.extend(players[have..].iter().cloned());
        self.active = *active;
        self.turn = *turn;
        self.step = *step;
        self.display = *display;
        self.supply.clone_from(supply);
        self.discard.clone_from(discard);
        self.markers = *markers;
        self.special_supply = *special_supply;
        self.awards.clone_from(awards);
        self.questions.clone_from(questions);
        self.effects.clone_from(effects);
        self.final_phase = *final_phase;
        self.flags = *flags;
        self.automa.clone_from(automa);
        self.rng.clone_from(rng);
    }
}

impl Player {
    /// Makes `self` equal to `source`, reusing the memory of `self`'s lists (see
    /// [`Corrosion::copy_from`]).
    pub fn copy_from(&mut self, source: &Player) {
        let Player {
            set,
            hand,
            engineers,
            gears,
            hot,
            cold,
            chrome,
            green,
            specials,
            one_time,
            turn,
            waiting,
            drives,
            awards,
            rotation,
            final_turns,
            passed,
        } = source;
        self.set = *set;
        self.hand.clone_from(hand);
        self.engineers.clone_from(engineers);
        self.gears = *gears;
        self.hot = *hot;
        self.cold = *cold;
        self.chrome = *chrome;
        self.green = *green;
        self.specials = *specials;
        self.one_time.clone_from(one_time);
        self.turn.clone_from(turn);
        self.waiting = *waiting;
        self.drives.clone_from(drives);
        self.awards.clone_from(awards);
        self.rotation = *rotation;
        self.final_turns = *final_turns;
        self.passed = *passed;
    }
}

impl Corrosion {
    /// Resamples what nobody can see: the supply stacks below their face-up top cards, the
    /// automa's deck below a top card with the same back, and the generator. The result
    /// depends only on what is visible and on `rng` (hidden cards are put in a fixed order
    /// before shuffling).
    pub fn resample_hidden(&mut self, rng: &mut GameRng) {
        for pile in self.supply.iter_mut() {
            if let Some((_, below)) = pile.split_last_mut() {
                below.sort_unstable();
                rng.shuffle(below);
            }
        }
        let back = self.automa_back();
        let d = data();
        if let Some(a) = self.automa.as_mut() {
            a.deck.sort_unstable();
            rng.shuffle(&mut a.deck);
            let same_back = |c: &u32| {
                d.engineers
                    .get(*c as usize)
                    .is_some_and(|e| (e.set.unwrap_or(0).min(2), e.arrow) == back)
            };
            if let Some(i) = a.deck.iter().rposition(same_back) {
                let top = a.deck.len() - 1;
                a.deck.swap(i, top);
            }
        }
        self.rng = GameRng::from_seed(rng.next_u64());
    }

    /// Final score of a seat (also shown during play).
    pub fn score(&self, seat: Seat) -> u32 {
        let Some(p) = self.players.get(seat as usize) else {
            return 0;
        };
        let d = data();
        let chrome_points: u32 = p
            .drives
            .iter()
            .flatten()
            .filter(|m| m.repaired)
            .filter_map(|m| d.chrome.get(m.card as usize))
            .map(|c| c.points)
            .sum();
        let award_points: u32 = p.awards.iter().map(|&k| self.award_value(seat, k)).sum();
        p.green + p.chrome / 2 + p.specials + chrome_points + award_points
    }

    pub fn breakdown(&self, seat: Seat) -> Vec<ScoreLine> {
        let Some(p) = self.players.get(seat as usize) else {
            return Vec::new();
        };
        let d = data();
        let chrome_points: u32 = p
            .drives
            .iter()
            .flatten()
            .filter(|m| m.repaired)
            .filter_map(|m| d.chrome.get(m.card as usize))
            .map(|c| c.points)
            .sum();
        let award_points: u32 = p.awards.iter().map(|&k| self.award_value(seat, k)).sum();
        vec![
            ScoreLine {
                label: Text::new("score-green"),
                value: i64::from(p.green),
            },
            ScoreLine {
                label: Text::new("score-chrome-gears"),
                value: i64::from(p.chrome / 2),
            },
            ScoreLine {
                label: Text::new("score-specials"),
                value: i64::from(p.specials),
            },
            ScoreLine {
                label: Text::new("score-machines"),
                value: i64::from(chrome_points),
            },
            ScoreLine {
                label: Text::new("score-awards"),
                value: i64::from(award_points),
            },
        ]
    }

    pub fn ranking(&self) -> Vec<Ranked> {
        parlour_plugin_api::rank(
            0..self.players.len() as Seat,
            |seat| i64::from(self.score(seat)),
            |seat| self.players.get(seat as usize).map_or(0, |p| p.specials),
            |seat| self.breakdown(seat),
        )
    }
}

parlour_plugin_api::export_game!(Corrosion);
