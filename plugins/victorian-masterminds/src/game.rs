//! The [`Game`] implementation: how the SDK reaches the rules. The manifest and options, whose
//! move it is (the question stack's top), the legal moves ([`crate::moves`]), applying a move ([`crate::turn`] or
//! [`crate::decisions`], then [`crate::resolution`]'s engine until somebody must decide),
//! the view, the status, the bot and the search bot's `determinize`.

use parlour_plugin_api::{
    Ctx, Game, GameError, GameOption, GameRng, Legal, Manifest, Node, Offered, Seat, SetupRequest,
    Status, Viewer, ftl,
};

use crate::state::{Masterminds, Stage};
use crate::vocab::{Action, Agent, Edition, Machines};
use crate::{CODEX_POWER, PLUGIN_ID, bot, view};

impl Game for Masterminds {
    type Action = Action;
    type Choice = Action;
    /// `apply` never fails on a legal action and changes nothing before it could fail (only a
    /// broken saved state makes it fail), so bots and playouts apply moves in place.
    const APPLY_IN_PLACE: bool = true;
    /// 2: who decides now is the question stack (`questions`), which replaced the pending
    /// `decision` and the `picking` order; the stage no longer tells placement from after it.
    /// Older saves are rebuilt by the launcher from their action log.
    const SCHEMA_VERSION: u32 = 2;

    fn manifest() -> Manifest {
        Manifest {
            // The picture on the launcher's shelf (designed for Parlour).
            assets: vec!["cover.svg".to_owned()],
            options: vec![
                GameOption::choice("edition", "option-edition", &["en", "de"], "en"),
                GameOption::choice("machines", "option-machines", &["random", "pick"], "random"),
            ],
            locales: ftl!(
                "en" => ["locales/en/victorian-masterminds.ftl", "locales/en/content.ftl"],
                "de" => ["locales/de/victorian-masterminds.ftl", "locales/de/content.ftl"]
            ),
            hidden_information: true,
            // The game's designers, as the shelf says "By …"; the plugin's README credits the
            // plugin.
            authors: vec!["Antoine Bauza".to_owned(), "Eric M. Lang".to_owned()],
            // The Secret Service track or a finished machine ends a game; random four-player
            // games take about 400 actions, so 4,000 only catches a broken rule.
            max_actions: 4_000,
            // The search plays its rollouts with the heuristic bot and models the other seats
            // with it: that played best in the arena.
            bot: parlour_plugin_api::BotHints::heuristic(),
            // Id, version, the conventional message ids, player counts, ABI 1.1's vocabulary.
            ..Manifest::game(PLUGIN_ID, env!("CARGO_PKG_VERSION"), 2..=4)
        }
    }

    fn asset(name: &str) -> Option<&'static [u8]> {
        (name == "cover.svg").then_some(include_bytes!("../assets/cover.svg").as_slice())
    }

    /// The SDK has checked the player count and both options against the manifest.
    fn setup(request: &SetupRequest) -> Result<Self, GameError> {
        let edition: Edition = request.option("edition")?;
        let machines: Machines = request.option("machines")?;
        Masterminds::new(
            request.players,
            edition,
            machines == Machines::Pick,
            request.seed,
        )
    }

    fn player_count(&self) -> u32 {
        self.n()
    }

    fn acting_seats(&self) -> Vec<Seat> {
        self.questions.acting()
    }

    fn is_acting(&self, seat: Seat) -> bool {
        self.questions.asks(seat)
    }

    /// Every move is one click; the list is the single source of legality.
    fn legal_actions(&self, seat: Seat) -> Vec<Legal<Action>> {
        let mut out = Vec::new();
        self.legal_into(seat, &mut out);
        out
    }

    /// The SDK passes only actions on [`Game::legal_actions`]. Whether the move may be taken
    /// back follows from what it reveals (`ctx.reveal()`: a stack turned over, a pile's next
    /// agent, a mission from the deck, a reshuffle, the order of spoils and ability) and from
    /// the shuffles the SDK sees on the game's generator.
    fn apply(&mut self, ctx: &mut Ctx, seat: Seat, action: &Action) -> Result<(), GameError> {
        self.play(seat, action, ctx)?;
        self.advance(ctx);
        Ok(())
    }

    fn view(&self, viewer: Viewer, offered: &Offered<'_, Action>) -> Node {
        view::build(self, viewer, offered)
    }

    fn status(&self) -> Status {
        let over = self.is_over();
        Status {
            acting: Vec::new(),
            turn: self.turn,
            round: Some(1 + (self.turn.saturating_sub(1)) / self.n().max(1)),
            phase: Some(self.phase_text()),
            headline: None,
            scores: (0..self.n()).map(|s| self.score(s)).collect(),
            game_over: over,
            ranking: if over { self.ranking() } else { Vec::new() },
        }
    }

    fn bot_action(&self, seat: Seat, seed: u64) -> Option<Action> {
        bot::choose(self, seat, seed)
    }

    fn is_over(&self) -> bool {
        self.stage == Stage::Over
    }

    fn scores(&self) -> Vec<f64> {
        (0..self.n()).map(|s| self.score(s) as f64).collect()
    }

    /// Resamples what `seat` cannot know: which agent of another seat lies where (in its pile,
    /// its face-down agents on the board, an agent it picked with the codex power), the order of
    /// the own pile below its top, and the order of the mission deck. Every pool is sorted
    /// before it is shuffled, so the sample depends only on `rng` and on what the seat knows,
    /// never on the real hidden arrangement.
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Option<Self> {
        if seat >= self.n() {
            return None;
        }
        let mut g = self.clone();
        for other in (0..self.n()).filter(|&o| o != seat) {
            let o = other as usize;
            let mut pool: Vec<Agent> = g.players[o].pile.clone();
            for stack in &g.stacks {
                pool.extend(stack.iter().filter(|p| p.owner == other).map(|p| p.agent));
            }
            pool.sort_unstable();
            rng.shuffle(&mut pool);
            let mut it = pool.into_iter();
            for stack in &mut g.stacks {
                for placed in stack.iter_mut().filter(|p| p.owner == other) {
                    placed.agent = it.next()?;
                }
            }
            g.players[o].pile = it.collect();
            if g.active == other
                && let Some((_, false)) = g.selected
            {
                // An agent picked from the pile with the codex power, still face down.
                g.selected = g.players[o].pile.last().map(|&a| (a, false));
            }
        }
        // The own pile: its top is known, and with the codex power the whole pile in order.
        let sees_pile = g.players[seat as usize].codex.len() >= CODEX_POWER;
        let own = &mut g.players[seat as usize].pile;
        if own.len() > 2 && !sees_pile {
            let below = own.len() - 1;
            own[..below].sort_unstable();
            rng.shuffle(&mut own[..below]);
        }
        g.deck.sort_unstable();
        rng.shuffle(&mut g.deck);
        Some(g)
    }

    fn rng_mut(&mut self) -> Option<&mut GameRng> {
        Some(&mut self.rng)
    }
}
