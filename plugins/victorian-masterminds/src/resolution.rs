//! Resolving stacks and running the game forward (rulebook: "Resolving a stack", "End of the
//! game"): a full stack is turned over and its agents resolved first placed first, each
//! owner choosing the order of spoils and ability; then missions are refilled, piles that ran
//! out reshuffled, the turn ended when nothing is left to choose, and at the end the stacks
//! left on the board resolved and the game scored.
//!
//! [`Masterminds::advance`] is the engine's loop: it runs queued effects and resolutions until
//! a seat must decide something.

use parlour_plugin_api::{Ctx, Seat, Text};

use crate::state::{Ask, Effect, Masterminds, Placed, Resolution, Stage};
use crate::vocab::{Agent, City};

impl Masterminds {
    /// Takes a city's stack off the board and starts resolving it.
    pub(crate) fn start_resolution(&mut self, city: City, final_: bool, ctx: &mut Ctx) {
        let agents = std::mem::take(&mut self.stacks[city.index()]);
        if agents.is_empty() {
            return;
        }
        // The stack is turned over: every seat sees the agents the others placed.
        ctx.reveal();
        ctx.log(Text::new("log-resolve").msg("city", city.text()));
        for (i, a) in agents.iter().enumerate() {
            ctx.log(
                Text::new("log-revealed")
                    .num("position", i as u32 + 1)
                    .seat("player", a.owner)
                    .msg("agent", a.agent.text()),
            );
        }
        self.resolution = Some(Resolution {
            city,
            cancelled: vec![false; agents.len()],
            agents,
            index: 0,
            started: false,
            final_,
        });
    }

    /// Runs the game forward until a player must decide something.
    pub(crate) fn advance(&mut self, ctx: &mut Ctx) {
        for _ in 0..10_000 {
            if self.decision().is_some() || self.stage == Stage::Over {
                return;
            }
            if let Some(effect) = self.effects.pop_front() {
                self.run_effect(effect, ctx);
                continue;
            }
            if let Some(r) = &self.resolution {
                let (city, index, started) = (r.city, r.index, r.started);
                let cancelled = r.cancelled.get(index).copied().unwrap_or(false);
                if let Some(&agent) = r.agents.get(index) {
                    if !started {
                        if let Some(res) = &mut self.resolution {
                            res.started = true;
                        }
                        if cancelled {
                            ctx.log(
                                Text::new("log-cancelled")
                                    .seat("player", agent.owner)
                                    .msg("agent", agent.agent.text()),
                            );
                            self.effects.push_back(Effect::Spoils {
                                seat: agent.owner,
                                city,
                            });
                        } else {
                            self.questions.ask(
                                agent.owner,
                                Ask::Order {
                                    agent: agent.agent,
                                    city,
                                },
                            );
                        }
                    } else {
                        if let Some(p) = self.players.get_mut(agent.owner as usize) {
                            p.discard.push(agent.agent);
                        }
                        if let Some(res) = &mut self.resolution {
                            res.index += 1;
                            res.started = false;
                        }
                    }
                    continue;
                }
                // The stack is resolved.
                if let Some(done) = self.resolution.take() {
                    self.last_resolved = Some((done.city, done.agents));
                }
                self.refill_missions(ctx);
                continue;
            }
            if let Some(city) = (!self.pending.is_empty()).then(|| self.pending.remove(0)) {
                let final_ = self.stage == Stage::Final;
                self.start_resolution(city, final_, ctx);
                continue;
            }
            // No resolution under way: shuffles that waited for it.
            for seat in 0..self.n() {
                self.reshuffle_if_due(seat, ctx);
            }
            if self.stage == Stage::Final {
                self.stage = Stage::Over;
                self.active = 0;
                self.questions.clear();
                ctx.log(Text::new("log-game-over"));
                // The final scores, for the log only (not built on the hot path).
                let ranking = if ctx.logging() {
                    self.ranking()
                } else {
                    Vec::new()
                };
                for r in ranking {
                    ctx.log(
                        Text::new("log-final-score")
                            .num("place", r.place)
                            .seat("player", r.seat)
                            .num("score", r.score as f64),
                    );
                }
                return;
            }
            match self.questions.current() {
                Some(Ask::Place) => {
                    // Agents came back to an empty pile (see README): shuffle them in.
                    let active = self.active;
                    if let Some(p) = self.players.get(active as usize)
                        && p.pile.is_empty()
                        && !p.discard.is_empty()
                        && self.selected.is_none()
                    {
                        self.shuffle_discard(active, ctx);
                    }
                    return;
                }
                Some(Ask::After) => {
                    // Nothing to choose: the turn ends by itself.
                    if self.nothing_after_placement() {
                        self.end_turn(ctx);
                        continue;
                    }
                    return;
                }
                _ => return,
            }
        }
    }

    /// Fills every empty mission slot from the advanced deck.
    pub(crate) fn refill_missions(&mut self, ctx: &mut Ctx) {
        for city in City::ALL {
            if self.missions[city.index()].is_none()
                && let Some(m) = self.deck.pop()
            {
                self.missions[city.index()] = Some(m);
                // The top card of the deck shuffled at the setup comes to light.
                ctx.reveal();
                ctx.log(Text::new("log-new-mission").msg("city", city.text()).msg(
                    "mission",
                    Text::formatted(format_args!("mission-{}", m + 1)),
                ));
            }
        }
    }

    /// Shuffles a seat's discard (and what is left of its pile) into a new pile.
    pub(crate) fn shuffle_discard(&mut self, seat: Seat, ctx: &mut Ctx) {
        let Some(p) = self.players.get_mut(seat as usize) else {
            return;
        };
        let mut pile = std::mem::take(&mut p.discard);
        pile.append(&mut p.pile);
        self.rng.shuffle(&mut pile);
        let count = pile.len() as u32;
        if let Some(p) = self.players.get_mut(seat as usize) {
            p.pile = pile;
        }
        // The owner looks at the top of a new pile. A shuffle of several agents is seen by the
        // SDK as a draw; one of a single agent (or none) draws nothing but ends the turn's
        // chance of being taken back all the same.
        ctx.reveal();
        ctx.log(
            Text::new("log-reshuffle")
                .seat("player", seat)
                .num("count", count),
        );
    }

    /// The reshuffle that waited for the resolutions under way (rulebook: after the
    /// resolution the last agent triggered).
    pub(crate) fn reshuffle_if_due(&mut self, seat: Seat, ctx: &mut Ctx) {
        let due = self
            .players
            .get_mut(seat as usize)
            .map(|p| std::mem::replace(&mut p.reshuffle, false))
            .unwrap_or(false);
        if due {
            self.shuffle_discard(seat, ctx);
        }
    }

    /// Places an agent of `seat` on top of a city's stack (or under it, for the Steam Mole).
    pub(crate) fn put_agent(&mut self, seat: Seat, agent: Agent, city: City, under: bool) {
        let placed = Placed { owner: seat, agent };
        let stack = &mut self.stacks[city.index()];
        if under {
            stack.insert(0, placed);
        } else {
            stack.push(placed);
        }
        if stack.len() >= self.threshold() && !self.pending.contains(&city) {
            self.pending.push(city);
        }
    }
}
