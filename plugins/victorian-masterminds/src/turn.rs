//! The active player's turn (rulebook: "A turn"): picking a machine, placing an agent (the top
//! of the pile, one picked with the codex power, or one recycled from the discard), a forced
//! resolution without an agent, the special actions Extra Turn and Capture!, and the end of
//! the turn with the last round's count-down.

use parlour_plugin_api::{Ctx, GameError, Seat, Text};

use crate::state::{Ask, Effect, Masterminds, Stage};
use crate::vocab::{Action, City, Edition};

impl Masterminds {
    /// Ends the turn (its question is answered): the next seat's turn, or after the last round
    /// the final resolution.
    pub(crate) fn end_turn(&mut self, ctx: &mut Ctx) {
        self.questions
            .withdraw(|ask| matches!(ask, Ask::Place | Ask::After));
        self.selected = None;
        self.extra_turn = false;
        self.special_used = false;
        self.forced = false;
        if self.end_triggered {
            let left = match self.turns_left {
                None => self.n(),
                Some(k) => k.saturating_sub(1),
            };
            self.turns_left = Some(left);
            if left == 0 {
                self.stage = Stage::Final;
                ctx.log(Text::new("log-final-resolution"));
                for city in City::END_ORDER {
                    if !self.stacks[city.index()].is_empty() {
                        self.pending.push(city);
                    }
                }
                return;
            }
        }
        self.active = (self.active + 1) % self.n().max(1);
        self.turn += 1;
        self.questions.ask(self.active, Ask::Place);
        ctx.log(Text::new("log-turn").seat("player", self.active));
    }

    /// `seat`'s answer to the question it is asked: a machine pick, a move of its turn, or a
    /// resolution's decision ([`Masterminds::answer`]). Only legal actions reach here: the SDK
    /// has found each on the list [`Masterminds::legal_into`] makes, so nothing is checked
    /// again.
    pub(crate) fn play(
        &mut self,
        seat: Seat,
        action: &Action,
        ctx: &mut Ctx,
    ) -> Result<(), GameError> {
        match (self.questions.for_seat(seat), *action) {
            (Some(Ask::PickMachine), Action::PickMachine(m)) => {
                self.questions.answered(seat);
                if let Some(p) = self.players.get_mut(seat as usize) {
                    p.machine = Some(m);
                }
                ctx.log(
                    Text::new("log-picked")
                        .seat("player", seat)
                        .msg("machine", m.text()),
                );
                // The last pick uncovers the first turn.
                if self.questions.current() == Some(&Ask::Place) {
                    ctx.log(Text::new("log-turn").seat("player", self.active));
                }
            }
            (Some(Ask::Place), Action::Place(city)) => self.place(seat, city, ctx)?,
            (Some(Ask::Place), Action::ChooseAgent(agent)) => {
                self.selected = Some((agent, false));
            }
            (Some(Ask::Place), Action::Recycle(agent)) => {
                if let Some(p) = self.players.get_mut(seat as usize) {
                    p.scientists = p.scientists.saturating_sub(1);
                }
                self.special_used = true;
                self.selected = Some((agent, true));
                ctx.log(
                    Text::new("log-recycle")
                        .seat("player", seat)
                        .msg("agent", agent.text()),
                );
            }
            (Some(Ask::Place), Action::Resolve(city)) => {
                ctx.log(
                    Text::new("log-forced-resolve")
                        .seat("player", seat)
                        .msg("city", city.text()),
                );
                self.pending.push(city);
                self.forced = true;
                let _ = self.questions.replace(Ask::After);
            }
            (Some(Ask::After), Action::ExtraTurn) => {
                if let Some(p) = self.players.get_mut(seat as usize) {
                    p.scientists = p.scientists.saturating_sub(2);
                }
                self.special_used = true;
                self.extra_turn = true;
                let _ = self.questions.replace(Ask::Place);
                ctx.log(Text::new("log-extra-turn").seat("player", seat));
            }
            (Some(Ask::After), Action::CaptureAnywhere) => {
                if let Some(p) = self.players.get_mut(seat as usize) {
                    p.scientists = p.scientists.saturating_sub(3);
                }
                self.special_used = true;
                ctx.log(Text::new("log-capture-anywhere").seat("player", seat));
                self.effects.push_back(Effect::Capture {
                    seat,
                    city: None,
                    check_firepower: false,
                    times: 1,
                    city_spoils: self.edition == Edition::German,
                    optional: false,
                });
            }
            // Passing without an agent to place, or ending the turn after the placement.
            (Some(Ask::Place | Ask::After), Action::EndTurn) => self.end_turn(ctx),
            (Some(ask), _) if ask.in_resolution() => return self.answer(seat, action, ctx),
            _ => return Err(not_offered(action)),
        }
        Ok(())
    }

    /// Places the selected agent (the top of the pile unless one was picked with the codex
    /// power or recycled) face down in `city`.
    fn place(&mut self, seat: Seat, city: City, ctx: &mut Ctx) -> Result<(), GameError> {
        let (agent, recycled) = match self.selected {
            Some(selected) => selected,
            None => match self.player(seat).and_then(|p| p.pile.last()) {
                Some(&top) => (top, false),
                None => return Err(not_offered(&Action::Place(city))),
            },
        };
        let Some(p) = self.players.get_mut(seat as usize) else {
            return Err(not_offered(&Action::Place(city)));
        };
        let source = if recycled {
            &mut p.discard
        } else {
            &mut p.pile
        };
        let Some(pos) = source.iter().rposition(|&a| a == agent) else {
            return Err(not_offered(&Action::Place(city)));
        };
        source.remove(pos);
        if !recycled {
            // The pile lost an agent: its owner now sees the next one.
            ctx.reveal();
            if p.pile.is_empty() {
                p.reshuffle = true;
            }
        }
        self.selected = None;
        self.put_agent(seat, agent, city, false);
        ctx.log_private(
            Text::new("log-you-placed")
                .msg("agent", agent.text())
                .msg("city", city.text()),
            vec![seat],
        );
        // The owner reads "You placed …" instead.
        ctx.log_except(
            Text::new("log-placed")
                .seat("player", seat)
                .msg("city", city.text()),
            vec![seat],
        );
        let _ = self.questions.replace(Ask::After);
        Ok(())
    }
}

/// The state does not fit an action the legal moves offered: a broken saved state, never a
/// player's mistake (the SDK refuses illegal actions before they reach the rules).
pub(crate) fn not_offered(action: &Action) -> GameError {
    GameError::internal(format!("{action:?} does not fit the state"))
}
