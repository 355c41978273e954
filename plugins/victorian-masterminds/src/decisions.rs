//! Answers to the decisions a resolution asks: the owner's order of spoils and ability, a
//! segment for a part, a building to capture, the Fortress's copy, the Flyer's city, the
//! Zeppelin's and Diving Monster's resource, the Zeppelin's mission, the Steam Mole's city and
//! the Engineer's next step.
//!
//! Only answers the decision on top of the question stack offers reach here (see
//! [`crate::moves`]): nothing is checked again. The answer pops the question; whatever it sets
//! off may ask the next one.

use parlour_plugin_api::{Ctx, GameError, Seat, Text};

use crate::state::{Ask, Effect, Masterminds};
use crate::turn::not_offered;
use crate::vocab::{Action, EngineStep, Order, ResOpt};

impl Masterminds {
    /// `seat`'s answer to the decision it is asked (the top question).
    pub(crate) fn answer(
        &mut self,
        seat: Seat,
        action: &Action,
        ctx: &mut Ctx,
    ) -> Result<(), GameError> {
        let Some(decision) = self.questions.answered(seat) else {
            return Err(not_offered(action));
        };
        match (&decision, *action) {
            (&Ask::Order { agent, city, .. }, Action::Order(order)) => {
                let spoils = Effect::Spoils { seat, city };
                let ability = Effect::Ability { seat, agent, city };
                ctx.log(
                    Text::new(match order {
                        Order::SpoilsFirst => "log-order-spoils",
                        Order::AbilityFirst => "log-order-ability",
                    })
                    .seat("player", seat)
                    .msg("agent", agent.text()),
                );
                match order {
                    Order::SpoilsFirst => self.push_front(vec![spoils, ability]),
                    Order::AbilityFirst => self.push_front(vec![ability, spoils]),
                }
                // This plugin's rule (README, "Undo"): the order of spoils and ability commits
                // the resolution under way, so it is never taken back.
                ctx.commit();
            }
            (&Ask::Segment { part, .. }, Action::Segment(i)) => {
                self.put_part(seat, part, i, ctx);
            }
            (
                &Ask::Building {
                    times, city_spoils, ..
                },
                Action::Building(c, k),
            ) => {
                self.capture(seat, c, k, times, city_spoils, ctx);
            }
            (&Ask::Copy { city, .. }, Action::Copy(agent)) => {
                ctx.log(
                    Text::new("log-copy")
                        .seat("player", seat)
                        .msg("agent", agent.text()),
                );
                self.ability(seat, agent, city, ctx);
            }
            (&Ask::OtherCity { times, .. }, Action::City(c)) => {
                let effects = (0..times)
                    .map(|_| Effect::Spoils { seat, city: c })
                    .collect();
                self.push_front(effects);
            }
            (Ask::Resource { .. }, Action::Resource(ResOpt::Gain(r))) => {
                self.gain(seat, r, ctx);
            }
            (Ask::Resource { .. }, Action::Resource(ResOpt::FlipCodex)) => {
                if let Some(p) = self.players.get_mut(seat as usize)
                    && let Some(t) = p.codex.iter_mut().find(|v| **v == 1)
                {
                    *t = 2;
                    ctx.log(Text::new("log-flip").seat("player", seat));
                }
            }
            (
                &Ask::Engine {
                    city, ref steps, ..
                },
                Action::Engine(step),
            ) => {
                let rest: Vec<EngineStep> = steps.iter().copied().filter(|&s| s != step).collect();
                self.push_front(vec![
                    Effect::EnginePart { seat, city, step },
                    Effect::EngineNext {
                        seat,
                        city,
                        steps: rest,
                    },
                ]);
            }
            (Ask::Mission { .. }, Action::Mission(c)) => {
                self.complete_mission(seat, c, ctx);
            }
            (Ask::Building { .. } | Ask::Mission { .. } | Ask::Mole { .. }, Action::Skip) => {
                ctx.log(Text::new("log-skip").seat("player", seat));
            }
            (&Ask::Mole { bonus, .. }, Action::City(c)) => {
                let lone = self.stacks[c.index()].first().copied();
                let Some(agent) = self
                    .players
                    .get_mut(seat as usize)
                    .and_then(|p| p.pile.pop())
                else {
                    self.questions.ask(seat, decision);
                    return Err(not_offered(action));
                };
                // The pile lost its top: its owner now sees the next agent.
                ctx.reveal();
                self.put_agent(seat, agent, c, true);
                // The pile is rebuilt as soon as its last agent leaves it; agents still
                // resolving are not in the discard yet.
                if self.player(seat).is_some_and(|p| p.pile.is_empty()) {
                    self.shuffle_discard(seat, ctx);
                }
                ctx.log_private(
                    Text::new("log-you-placed")
                        .msg("agent", agent.text())
                        .msg("city", c.text()),
                    vec![seat],
                );
                // The owner reads "You placed …" instead.
                ctx.log_except(
                    Text::new("log-mole")
                        .seat("player", seat)
                        .msg("city", c.text()),
                    vec![seat],
                );
                if bonus
                    && lone.is_some_and(|l| l.owner == seat)
                    && let Some(r) = self.machine_data(seat).and_then(|m| m.bonus_resource)
                {
                    self.gain(seat, r, ctx);
                }
            }
            _ => {
                self.questions.ask(seat, decision);
                return Err(not_offered(action));
            }
        }
        Ok(())
    }
}
