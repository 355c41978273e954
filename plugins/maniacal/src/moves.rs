//! The choice tree: the one place that decides which moves are legal.
//!
//! Who acts is not decided here: the rules ask questions ([`Ask`], on
//! [`Maniacal::questions`]) where they arise, and a seat has moves only while the top question
//! is asked of it. [`Maniacal::choose`] is the whole tree. Its first click is one of
//! [`Maniacal::first_options`]: a one-click move wrapped as [`Choice::Act`] (listed by
//! [`Maniacal::simple_moves`], one arm per question), or the start of a composed move, which
//! continues in its own step below:
//!
//! | First click | Step | Then |
//! | --- | --- | --- |
//! | `Contract(slot)` | `attempt_step` | exactly the contract's team size of members, the Lackey's trait if it is on the team |
//! | `Hospital` | `hospital_step` | one Injury token per click, as many as the seat can pay |
//! | `RerollWith(source)` | `reroll_step` | 1 to the source's number of dice |
//! | `UseRoom(card)` | `room_step` | the unit, then the room's target, die or dice |
//! | (Clean-up) | `cleanup_step` | exactly the unpaid henchmen, then maybe one to fire |
//!
//! [`Maniacal::path_of`] takes a complete move apart into these clicks; the SDK accepts a move
//! exactly when that path walks through the tree. Nothing else checks legality.

use parlour_plugin_api::walk::{ask, done, done_or, exactly, one_of, subset};
use parlour_plugin_api::{Legal, Seat, Step as Next, Text, texts_wanted, walk};

use crate::data::{Effect, Positive, Timing, data};
use crate::state::{Action, Ask, Choice, CleanupChoice, Maniacal, RerollSource, Trait, Unit};
use crate::turn::dedup_cards;

impl Maniacal {
    /// The timing of Contract rooms a question allows, if any.
    fn room_timing(ask: &Ask) -> Option<Timing> {
        match ask {
            Ask::Action => Some(Timing::Action),
            Ask::BeforeRoll => Some(Timing::BeforeRoll),
            Ask::AfterRoll => Some(Timing::AfterRoll),
            Ask::Result => Some(Timing::AfterResult),
            _ => None,
        }
    }

    /// Rooms usable now, with their units.
    pub fn usable_rooms(&self, seat: Seat) -> Vec<(u8, Vec<Unit>)> {
        match self.questions.for_seat(seat).and_then(Self::room_timing) {
            Some(Timing::Action) => {
                let units = self.p(seat).ready_units();
                self.action_rooms(seat)
                    .into_iter()
                    .map(|c| (c, units.clone()))
                    .collect()
            }
            Some(t) => self.contract_rooms(t),
            None => Vec::new(),
        }
    }

    /// Every one-click move answering what the seat is asked (composed moves start in
    /// [`Maniacal::composed_starts`]; Clean-up is composed from its first click).
    pub fn simple_moves(&self, seat: Seat) -> Vec<Action> {
        let Some(ask) = self.questions.for_seat(seat) else {
            return Vec::new();
        };
        match ask {
            Ask::Villain => (0..data().villains.len() as u8)
                .filter(|&v| !self.players.iter().any(|p| p.villain == Some(v)))
                .map(Action::ChooseVillain)
                .collect(),
            Ask::Draft => self.draft_moves(seat),
            Ask::Action => self.choose_moves(seat),
            Ask::Scheme => self.window_moves(seat),
            Ask::BeforeRoll => {
                let mut out = self.refresh_moves(seat);
                out.push(Action::Roll);
                out
            }
            Ask::AfterRoll => vec![Action::Accept],
            Ask::Result => {
                let mut out = Vec::new();
                if let Some(a) = &self.attempt
                    && a.success == Some(false)
                    && !a.consoled
                {
                    for card in dedup_cards(self, self.holds_positive(seat, Positive::Consolation))
                    {
                        out.push(Action::Console { card });
                    }
                }
                out.push(Action::Continue);
                out
            }
            Ask::Captured
            | Ask::Injured
            | Ask::Power(_)
            | Ask::SchemerInjury
            | Ask::ConfirmInjury(_) => self.effects_moves(seat, ask),
            Ask::AfterAction => {
                let mut out = self.time_moves(seat);
                out.push(Action::Finish);
                out
            }
            Ask::Cleanup => Vec::new(),
        }
    }

    /// The first clicks of every composed move but Clean-up.
    fn composed_starts(&self, seat: Seat) -> Vec<Choice> {
        let mut out = Vec::new();
        match self.questions.for_seat(seat) {
            Some(Ask::Action) => {
                out.extend(self.attemptable(seat).into_iter().map(Choice::Contract));
                if self.hospital_ok(seat) {
                    out.push(Choice::Hospital);
                }
            }
            Some(Ask::AfterRoll) => {
                out.extend(
                    self.reroll_sources()
                        .into_iter()
                        .map(|(s, _)| Choice::RerollWith(s)),
                );
            }
            _ => {}
        }
        out.extend(
            self.usable_rooms(seat)
                .into_iter()
                .map(|(c, _)| Choice::UseRoom(c)),
        );
        out
    }

    /// An option with its label. In playouts, where nobody reads labels, the label's look-ups
    /// and formatting are skipped.
    fn option(&self, seat: Seat, choice: Choice) -> Legal<Choice> {
        let label = if texts_wanted() {
            self.choice_label(seat, &choice)
        } else {
            Text::default()
        };
        Legal::new(choice, label)
    }

    /// The first click of every move but Clean-up: the one-click moves, then the starts of the
    /// composed ones. What the board draws as clickable (contracts on the map, the Special
    /// Locations, usable rooms) stays out of the side panel.
    pub fn first_options(&self, seat: Seat) -> Vec<Legal<Choice>> {
        let on_board = |c: &Choice| {
            matches!(
                c,
                Choice::Contract(_)
                    | Choice::Hospital
                    | Choice::UseRoom(_)
                    | Choice::Act(Action::Underground | Action::Lounge)
            )
        };
        self.simple_moves(seat)
            .into_iter()
            .map(Choice::Act)
            .chain(self.composed_starts(seat))
            .map(|c| {
                let board = on_board(&c);
                let legal = self.option(seat, c);
                if board { legal.board_only() } else { legal }
            })
            .collect()
    }

    /// What a question asks the seat: the prompt of the move's first step.
    pub fn prompt(&self, seat: Seat, question: &Ask) -> Text {
        let id = match question {
            Ask::Villain => "prompt-villain",
            Ask::Draft => "prompt-draft",
            Ask::Action => "prompt-action",
            Ask::Scheme => "prompt-scheme",
            Ask::BeforeRoll => "prompt-before-roll",
            Ask::AfterRoll => "prompt-after-roll",
            Ask::Result => "prompt-result",
            Ask::Captured => "prompt-captured",
            Ask::Injured => "prompt-injured",
            Ask::Power(_) => "prompt-power",
            Ask::SchemerInjury => "prompt-schemer-injury",
            Ask::ConfirmInjury(_) => "prompt-confirm-injury",
            Ask::AfterAction => "prompt-after-action",
            Ask::Cleanup => {
                // Nothing to leave unpaid: the step asks for the firing at once.
                let k = self.unpaid_count(seat);
                if k == 0 {
                    return Text::new("prompt-fire");
                }
                return Text::new("prompt-unpaid").num("count", k as u32);
            }
        };
        Text::new(id)
    }

    /// The choice tree: the next step of a move after the clicks so far.
    pub fn choose(&self, seat: Seat, partial: &[Choice]) -> Next<Choice, Action> {
        let Some(question) = self.questions.for_seat(seat) else {
            return Next::none();
        };
        let prompt = self.prompt(seat, question);
        if *question == Ask::Cleanup {
            return self.cleanup_step(seat, partial, prompt);
        }
        let (first, rest) = walk!(ask(partial, prompt, self.first_options(seat)));
        match first {
            Choice::Act(action) => done(rest, action),
            Choice::Contract(slot) => self.attempt_step(seat, slot, rest),
            Choice::Hospital => self.hospital_step(seat, rest),
            Choice::RerollWith(source) => self.reroll_step(source, rest),
            Choice::UseRoom(card) => self.room_step(seat, card, rest),
            _ => Next::none(),
        }
    }

    /// The clicks of a complete move, in the order the tree offers them (teams, dice, heals
    /// and unpaid henchmen sorted, as the move stores them).
    pub fn clicks_of(&self, action: &Action) -> Vec<Choice> {
        let mut path = Vec::new();
        match action {
            Action::Attempt {
                slot,
                team,
                lackey_trait,
            } => {
                path.push(Choice::Contract(*slot));
                path.extend(team.iter().map(|&u| Choice::Member(u)));
                path.extend(lackey_trait.map(Choice::LackeyTrait));
            }
            Action::Hospital { heal } => {
                path.push(Choice::Hospital);
                path.extend(heal.iter().map(|&u| Choice::Heal(u)));
            }
            Action::Room { card, unit, target } => {
                path.extend([Choice::UseRoom(*card), Choice::Unit(*unit)]);
                path.extend(target.map(Choice::RoomTarget));
            }
            Action::ContractRoom {
                card,
                unit,
                die,
                dice,
            } => {
                path.extend([Choice::UseRoom(*card), Choice::Unit(*unit)]);
                path.extend(die.map(Choice::Die));
                path.extend(dice.iter().map(|&i| Choice::RerollDie(i)));
            }
            Action::Reroll { source, dice } => {
                path.push(Choice::RerollWith(*source));
                path.extend(dice.iter().map(|&i| Choice::RerollDie(i)));
            }
            Action::Cleanup(choice) => {
                path.extend(choice.unpaid.iter().map(|&u| Choice::Unpaid(u)));
                path.extend(choice.fire.map(Choice::Fire));
            }
            other => path.push(Choice::Act(other.clone())),
        }
        path
    }

    /// Whether the tree offers `action` to `seat` now (for the bot, which weighs moves it
    /// builds itself): its path walked click by click, ending in this very move.
    pub fn offers(&self, seat: Seat, action: &Action) -> bool {
        parlour_plugin_api::sdk::is_legal(self, seat, action)
    }

    /// R-080 a contract attempt: exactly the contract's team size of ready, uninjured
    /// henchmen, then the trait the Lackey rolls if it is on the team.
    fn attempt_step(&self, seat: Seat, slot: u8, rest: &[Choice]) -> Next<Choice, Action> {
        let Some((_, size, _)) = self.back(usize::from(slot)) else {
            return Next::none();
        };
        let candidates = self
            .team_candidates(seat)
            .into_iter()
            .map(|u| self.option(seat, Choice::Member(u)))
            .collect();
        let prompt = Text::new("prompt-team").num("size", size);
        let (members, rest) = walk!(exactly(rest, candidates, usize::from(size), prompt));
        let mut team: Vec<u32> = members
            .iter()
            .filter_map(|c| match c {
                Choice::Member(u) => Some(*u),
                _ => None,
            })
            .collect();
        let has_lackey = team
            .iter()
            .any(|&u| self.p(seat).henchman(u).is_some_and(|h| h.is_lackey()));
        let (lackey_trait, rest) = if has_lackey {
            let traits = Trait::ALL
                .into_iter()
                .map(|t| self.option(seat, Choice::LackeyTrait(t)))
                .collect();
            let prompt = Text::new("prompt-lackey-trait");
            match walk!(ask(rest, prompt, traits)) {
                (Choice::LackeyTrait(t), rest) => (Some(t), rest),
                _ => return Next::none(),
            }
        } else {
            (None, rest)
        };
        if !rest.is_empty() {
            return Next::none();
        }
        team.sort_unstable();
        // Still a subset step: the host shows the whole attempt with Back, Cancel and Confirm
        // instead of committing it on the last click (the reveal follows at once).
        Next::done(Action::Attempt {
            slot,
            team,
            lackey_trait,
        })
        .subset(u32::from(size), u32::from(size), u32::from(size))
    }

    /// R-114 Hoodlum Hospital: one Injury token per click, while the seat can pay for one
    /// more; the same henchman may be picked once per token.
    fn hospital_step(&self, seat: Seat, rest: &[Choice]) -> Next<Choice, Action> {
        let mut heal = Vec::new();
        for c in rest {
            match c {
                Choice::Heal(u) => heal.push(*u),
                _ => return Next::none(),
            }
        }
        if !self.heal_ok(seat, &heal) {
            return Next::none();
        }
        let price = self.hospital_price(seat);
        let affordable = self.p(seat).money >= price * (heal.len() as i32 + 1);
        let options = if affordable {
            self.p(seat)
                .crew
                .iter()
                .filter(|h| usize::from(h.injuries) > heal.iter().filter(|&&u| u == h.uid).count())
                .map(|h| self.option(seat, Choice::Heal(h.uid)))
                .collect()
        } else {
            Vec::new()
        };
        let tokens = self.p(seat).injuries();
        let affordable_tokens = (self.p(seat).money / price.max(1)).max(0) as u32;
        let mut step = Next::options(options)
            .prompt(Text::new("prompt-heal"))
            .subset(1, tokens.min(affordable_tokens), heal.len() as u32);
        if !heal.is_empty() {
            heal.sort_unstable();
            step = step.or_complete(Action::Hospital { heal });
        }
        step
    }

    /// Whether the seat can pay for these Injury tokens and every henchman has as many.
    fn heal_ok(&self, seat: Seat, heal: &[u32]) -> bool {
        let p = self.p(seat);
        p.money >= self.hospital_price(seat) * heal.len() as i32
            && heal.iter().all(|&u| {
                p.henchman(u).is_some_and(|h| {
                    usize::from(h.injuries) >= heal.iter().filter(|&&x| x == u).count()
                })
            })
    }

    /// R-087 a reroll with the Lackey or a Scheme: 1 to the source's number of dice.
    fn reroll_step(&self, source: RerollSource, rest: &[Choice]) -> Next<Choice, Action> {
        let Some(&(_, max)) = self.reroll_sources().iter().find(|(s, _)| *s == source) else {
            return Next::none();
        };
        self.dice_step(rest, max, |dice| Action::Reroll { source, dice })
    }

    /// Picking 1 to `max` dice of the pool by position.
    fn dice_step(
        &self,
        rest: &[Choice],
        max: usize,
        make: impl FnOnce(Vec<u8>) -> Action,
    ) -> Next<Choice, Action> {
        let Some(a) = &self.attempt else {
            return Next::none();
        };
        let max = max.min(a.dice.len());
        let candidates = (0..a.dice.len() as u8)
            .map(|i| Legal::new(Choice::RerollDie(i), self.die_label(i)))
            .collect();
        let prompt = Text::new("prompt-reroll").num("max", max as u32);
        subset(rest, candidates, 1, max, prompt, |picked| {
            let mut dice: Vec<u8> = picked
                .iter()
                .filter_map(|c| match c {
                    Choice::RerollDie(i) => Some(*i),
                    _ => None,
                })
                .collect();
            dice.sort_unstable();
            make(dice)
        })
    }

    /// R-075 an Action room or R-094 a Contract room: the unit that activates it, then what
    /// the room acts on (an injured henchman, the die to add, the dice to reroll).
    fn room_step(&self, seat: Seat, card: u8, rest: &[Choice]) -> Next<Choice, Action> {
        let Some((_, units)) = self
            .usable_rooms(seat)
            .into_iter()
            .find(|(c, _)| *c == card)
        else {
            return Next::none();
        };
        let units = units
            .into_iter()
            .map(|u| self.option(seat, Choice::Unit(u)))
            .collect();
        let prompt = Text::new("prompt-unit");
        let (unit, more) = match walk!(ask(rest, prompt, units)) {
            (Choice::Unit(unit), more) => (unit, more),
            _ => return Next::none(),
        };
        let room = data().room(card);
        match room.effect {
            Effect::Heal => {
                let injured = self
                    .p(seat)
                    .crew
                    .iter()
                    .filter(|h| h.injuries > 0)
                    .map(|h| self.option(seat, Choice::RoomTarget(h.uid)))
                    .collect();
                match walk!(one_of(more, injured)) {
                    (Choice::RoomTarget(t), rest) => done(
                        rest,
                        Action::Room {
                            card,
                            unit,
                            target: Some(t),
                        },
                    ),
                    _ => Next::none(),
                }
            }
            Effect::ExtraDie => {
                let traits = Trait::ALL
                    .into_iter()
                    .map(|t| self.option(seat, Choice::Die(t)))
                    .collect();
                match walk!(one_of(more, traits)) {
                    (Choice::Die(t), rest) => done(
                        rest,
                        Action::ContractRoom {
                            card,
                            unit,
                            die: Some(t),
                            dice: Vec::new(),
                        },
                    ),
                    _ => Next::none(),
                }
            }
            Effect::Reroll => self.dice_step(more, room.amount.max(1) as usize, |dice| {
                Action::ContractRoom {
                    card,
                    unit,
                    die: None,
                    dice,
                }
            }),
            _ if self.questions.for_seat(seat) == Some(&Ask::Action) => done(
                more,
                Action::Room {
                    card,
                    unit,
                    target: None,
                },
            ),
            _ => done(
                more,
                Action::ContractRoom {
                    card,
                    unit,
                    die: None,
                    dice: Vec::new(),
                },
            ),
        }
    }

    /// R-120..R-123 Clean-up: exactly the henchmen the seat cannot pay, then optionally one
    /// more to fire.
    /// `prompt` is the question's: what its first step asks.
    fn cleanup_step(&self, seat: Seat, partial: &[Choice], prompt: Text) -> Next<Choice, Action> {
        let k = self.unpaid_count(seat);
        let salaried = self
            .salaried(seat)
            .into_iter()
            .map(|u| self.option(seat, Choice::Unpaid(u)))
            .collect();
        let (picked, rest) = walk!(exactly(partial, salaried, k, prompt));
        let mut unpaid: Vec<u32> = picked
            .iter()
            .filter_map(|c| match c {
                Choice::Unpaid(u) => Some(*u),
                _ => None,
            })
            .collect();
        unpaid.sort_unstable();
        let firable: Vec<Legal<Choice>> = self
            .firable(seat, &unpaid)
            .into_iter()
            .map(|u| self.option(seat, Choice::Fire(u)))
            .collect();
        match rest {
            [] => done_or(
                rest,
                Action::Cleanup(CleanupChoice { unpaid, fire: None }),
                firable,
            )
            .prompt(Text::new("prompt-fire")),
            [fire, more @ ..] if firable.iter().any(|o| &o.action == fire) => match fire {
                Choice::Fire(f) => done(
                    more,
                    Action::Cleanup(CleanupChoice {
                        unpaid,
                        fire: Some(*f),
                    }),
                ),
                _ => Next::none(),
            },
            _ => Next::none(),
        }
    }
}
