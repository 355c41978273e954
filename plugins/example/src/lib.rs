//! # Sealed Bids — Parlour's example game
//!
//! A Goofspiel-style bidding game for two players, and the template for new Parlour plugins.
//!
//! Both players hold the cards `1..=N`. Each round a prize card is revealed, and both players
//! bid one card from their hand in secret and at the same time. The higher bid wins the prize;
//! tied prizes are discarded or carried over to the next round, depending on an option. After
//! `N` rounds the higher score wins.
//!
//! The crate is laid out the way we suggest for any plugin:
//!
//! * `lib.rs` (this file): the state, the rules and the [`Game`] implementation.
//! * `view.rs`: what each seat sees, built from the view vocabulary.
//! * `bot.rs`: the computer player's heuristic.
//! * `tests.rs`: unit tests, including checks that nothing secret leaks into a view and that
//!   every Fluent message id exists in every language.
//! * `locales/<lang>/example.ftl`: every word the players read.
//!
//! The last line, `export_game!`, turns the type into a plugin without any `unsafe` here.

#![deny(unsafe_code)]

use parlour_plugin_api::{
    Ctx, Game, GameError, GameOption, GameRng, Legal, Manifest, Node, Offered, Questions, Ranked,
    ScoreLine, Seat, SetupRequest, Status, Text, Viewer, ftl,
};
use serde::{Deserialize, Serialize};

mod bot;
#[cfg(test)]
mod tests;
mod view;

/// The plugin id. Saved games refer to it, so it never changes.
pub const PLUGIN_ID: &str = "example";

/// Number of seats. Sealed Bids is strictly a two-player game.
pub const PLAYERS: u32 = 2;

/// A move. On the wire it is readable JSON: `{"bid": 5}`.
///
/// The SDK looks an incoming action up among the legal actions by its id (a hash of the action
/// itself), so an action needs no validation code of its own beyond `legal_actions`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Bid the card with this value from your hand.
    Bid(u32),
}

/// What happens to the prize when both bids are equal (option `ties`; its choices are the
/// snake_case names, so the SDK reads the option straight into this type).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TieRule {
    /// The prize is thrown away.
    Discard,
    /// The prize stays on the table; the next round's winner takes it as well.
    Carry,
}

/// What the rules ask the players. Sealed Bids asks one thing: both players bid at the same
/// time (a simultaneous question, settled when both have answered). A game with turns,
/// reactions and interrupts has one variant for each, carrying what the seat decides about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ask {
    /// Seal a bid for this round's prize.
    Bid,
}

/// The outcome of a finished round, kept so the view can show the last reveal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundResult {
    pub round: u32,
    /// The prize card of the round.
    pub prize: u32,
    /// Prizes carried over from earlier rounds that were at stake as well.
    pub carried: Vec<u32>,
    /// Both bids, by seat.
    pub bids: [u32; 2],
    /// The seat that took the prizes, `None` for a tie.
    pub winner: Option<Seat>,
}

impl RoundResult {
    /// Points at stake in the round.
    pub fn stake(&self) -> u32 {
        self.prize + self.carried.iter().sum::<u32>()
    }
}

/// The whole game state. Everything, including the random number generator, is serialised
/// with it, so a saved game continues exactly where it stopped.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SealedBids {
    /// Cards per player and number of rounds (`N`).
    pub cards: u32,
    pub ties: TieRule,
    /// The round being played, from 1 to `cards`.
    pub round: u32,
    /// Each seat's hand, ascending.
    pub hands: [Vec<u32>; 2],
    /// The face-down prize deck; the next card is the last element.
    pub deck: Vec<u32>,
    /// The revealed prize of this round; `None` once the game is over.
    pub prize: Option<u32>,
    /// Prizes carried over from tied rounds (option `ties = carry`).
    pub carried: Vec<u32>,
    /// Prizes nobody won.
    pub discarded: Vec<u32>,
    /// Sealed bids of this round, by seat.
    pub bids: [Option<u32>; 2],
    /// Who must decide what now: the seats that still owe this round's bid. The acting seats
    /// and the legal moves follow from it.
    pub asked: Questions<Ask>,
    /// Prize cards each seat won with its own bid.
    pub won: [Vec<u32>; 2],
    /// Carried-over prize cards each seat won on top of a round's prize.
    pub won_carried: [Vec<u32>; 2],
    /// The last finished round, for the view.
    pub last: Option<RoundResult>,
    /// All randomness comes from here (the prize deck is shuffled at setup).
    pub rng: GameRng,
}

impl SealedBids {
    /// A new game with `cards` cards per player, shuffled from `seed`.
    pub fn new(cards: u32, ties: TieRule, seed: u64) -> Self {
        let mut rng = GameRng::from_seed(seed);
        let mut deck: Vec<u32> = (1..=cards).collect();
        rng.shuffle(&mut deck);
        let prize = deck.pop();
        let hand: Vec<u32> = (1..=cards).collect();
        let mut asked = Questions::new();
        asked.ask_all(0..PLAYERS, Ask::Bid);
        SealedBids {
            cards,
            ties,
            round: 1,
            hands: [hand.clone(), hand],
            deck,
            prize,
            carried: Vec::new(),
            discarded: Vec::new(),
            bids: [None, None],
            asked,
            won: [Vec::new(), Vec::new()],
            won_carried: [Vec::new(), Vec::new()],
            last: None,
            rng,
        }
    }

    /// Whether all rounds have been played.
    pub fn is_over(&self) -> bool {
        self.prize.is_none()
    }

    /// A seat's points so far.
    pub fn score(&self, seat: Seat) -> u32 {
        let s = seat as usize;
        let direct: u32 = self.won.get(s).map_or(0, |w| w.iter().sum());
        let carried: u32 = self.won_carried.get(s).map_or(0, |w| w.iter().sum());
        direct + carried
    }

    /// All points in the game: `1 + 2 + ... + N`.
    pub fn max_points(&self) -> u32 {
        self.cards * (self.cards + 1) / 2
    }

    /// Points at stake this round: the prize plus any carried-over prizes.
    pub fn stake(&self) -> u32 {
        self.prize.unwrap_or(0) + self.carried.iter().sum::<u32>()
    }

    /// A seat's hand, or an empty slice for a seat that does not exist.
    pub fn hand(&self, seat: Seat) -> &[u32] {
        self.hands.get(seat as usize).map_or(&[], |h| h.as_slice())
    }

    /// A seat's sealed bid this round.
    pub fn bid(&self, seat: Seat) -> Option<u32> {
        self.bids.get(seat as usize).copied().flatten()
    }

    /// Whether a seat still has to bid this round.
    pub fn must_bid(&self, seat: Seat) -> bool {
        self.asked.for_seat(seat) == Some(&Ask::Bid)
    }

    /// The seat that did not play `seat`.
    pub fn other(seat: Seat) -> Seat {
        1 - seat.min(1)
    }

    /// Reveals both bids, hands out the prize and reveals the next prize card.
    fn resolve(&mut self, ctx: &mut Ctx, [bid0, bid1]: [u32; 2]) {
        // Both bids and the next prize card come to light: no taking this back.
        ctx.reveal();
        for (seat, bid) in [(0, bid0), (1, bid1)] {
            ctx.log(
                Text::new("log-revealed-bid")
                    .seat("player", seat)
                    .num("card", bid),
            );
        }
        let prize = self.prize.take().unwrap_or(0);
        let carried = std::mem::take(&mut self.carried);
        let stake = prize + carried.iter().sum::<u32>();
        let winner = match bid0.cmp(&bid1) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        };
        match winner {
            Some(seat) => {
                let s = seat as usize;
                self.won[s].push(prize);
                self.won_carried[s].extend(carried.iter().copied());
                ctx.log(
                    Text::new("log-won")
                        .seat("player", seat)
                        .num("points", stake)
                        .num("cards", 1 + carried.len() as u32),
                );
            }
            None if self.ties == TieRule::Carry && !self.deck.is_empty() => {
                self.carried = carried.clone();
                self.carried.push(prize);
                ctx.log(Text::new("log-tie-carry").num("points", stake));
            }
            None => {
                self.discarded.extend(carried.iter().copied());
                self.discarded.push(prize);
                ctx.log(Text::new("log-tie-discard").num("points", stake));
            }
        }
        self.last = Some(RoundResult {
            round: self.round,
            prize,
            carried,
            bids: [bid0, bid1],
            winner,
        });
        self.bids = [None, None];
        if let Some(next) = self.deck.pop() {
            self.prize = Some(next);
            self.round += 1;
            self.asked.ask_all(0..PLAYERS, Ask::Bid);
            ctx.log(
                Text::new("log-prize")
                    .num("round", self.round)
                    .num("prize", next),
            );
        } else {
            let (a, b) = (self.score(0), self.score(1));
            let text = match a.cmp(&b) {
                std::cmp::Ordering::Equal => Text::new("log-game-drawn").num("score", a),
                std::cmp::Ordering::Greater => Text::new("log-game-won")
                    .seat("player", 0)
                    .num("score", a)
                    .num("other", b),
                std::cmp::Ordering::Less => Text::new("log-game-won")
                    .seat("player", 1)
                    .num("score", b)
                    .num("other", a),
            };
            ctx.log(text);
        }
    }

    /// The ranking, best first; equal scores share a place.
    pub fn ranking(&self) -> Vec<Ranked> {
        parlour_plugin_api::rank(
            0..PLAYERS,
            |seat| i64::from(self.score(seat)),
            |_| (),
            |seat| self.breakdown(seat),
        )
    }

    /// How a seat's score came about: prizes won with its own bids, plus carried-over prizes.
    pub fn breakdown(&self, seat: Seat) -> Vec<ScoreLine> {
        let s = seat as usize;
        let won = self.won.get(s).map_or(&[][..], |w| w.as_slice());
        let carried = self.won_carried.get(s).map_or(&[][..], |w| w.as_slice());
        let mut lines = vec![ScoreLine {
            label: Text::new("score-prizes-won").num("count", won.len() as u32),
            value: i64::from(won.iter().sum::<u32>()),
        }];
        if !carried.is_empty() {
            lines.push(ScoreLine {
                label: Text::new("score-carried-won").num("count", carried.len() as u32),
                value: i64::from(carried.iter().sum::<u32>()),
            });
        }
        lines
    }
}

impl Game for SealedBids {
    type Action = Action;
    type Choice = Action;
    /// `apply` never fails on a legal action, so bots and playouts may apply moves in place
    /// instead of on a copy of the game.
    const APPLY_IN_PLACE: bool = true;
    /// Version 2 keeps the open questions in the state (`asked`). A save of version 1 is
    /// rebuilt by the launcher from its moves, so no `upgrade` is needed.
    const SCHEMA_VERSION: u32 = 2;

    fn manifest() -> Manifest {
        Manifest {
            // The picture on the launcher's shelf (designed for Parlour).
            assets: vec!["cover.svg".to_owned()],
            options: vec![
                GameOption::choice("cards", "option-cards", &["9", "13"], "9"),
                GameOption::choice("ties", "option-ties", &["discard", "carry"], "discard"),
            ],
            locales: ftl!("en" => ["locales/en/example.ftl"], "de" => ["locales/de/example.ftl"]),
            hidden_information: true,
            // Credits are names, shown as they are in every language ("By Parlour", "Von
            // Parlour"): a phrase such as "the Parlour developers" would stay English.
            authors: vec!["Parlour".to_owned()],
            // The game has a heuristic bot; the search keeps playing random rollouts, which
            // are far cheaper (heuristic rollouts are not yet measured against them here).
            bot: parlour_plugin_api::BotHints {
                heuristic: true,
                rollout: Some(parlour_plugin_api::RolloutHint::Random),
                ..Default::default()
            },
            // Id, version, the conventional message ids, player counts, ABI 1.1's vocabulary.
            ..Manifest::game(PLUGIN_ID, env!("CARGO_PKG_VERSION"), PLAYERS..=PLAYERS)
        }
    }

    fn asset(name: &str) -> Option<&'static [u8]> {
        (name == "cover.svg").then_some(include_bytes!("../assets/cover.svg").as_slice())
    }

    /// The SDK has checked the player count and the options against the manifest.
    fn setup(request: &SetupRequest) -> Result<Self, GameError> {
        Ok(SealedBids::new(
            request.option("cards")?,
            request.option("ties")?,
            request.seed,
        ))
    }

    fn acting_seats(&self) -> Vec<Seat> {
        self.asked.acting()
    }

    fn is_acting(&self, seat: Seat) -> bool {
        self.asked.asks(seat)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Legal<Action>> {
        if !self.must_bid(seat) {
            return Vec::new();
        }
        self.hand(seat)
            .iter()
            .map(|&card| Legal::new(Action::Bid(card), Text::new("action-bid").num("card", card)))
            .collect()
    }

    /// The SDK passes only legal actions: the bid is a card of the seat's hand, in a round in
    /// which it has not bid yet.
    fn apply(&mut self, ctx: &mut Ctx, seat: Seat, action: &Action) -> Result<(), GameError> {
        let Action::Bid(card) = *action;
        let s = seat as usize;
        self.hands[s].retain(|&c| c != card);
        self.bids[s] = Some(card);
        // Seats as an array: no list is built on the hot path, where no line is kept.
        ctx.log_private(Text::new("log-you-bid").num("card", card), [seat]);
        ctx.log_except(Text::new("log-placed-bid").seat("player", seat), [seat]);
        // The first bid of a round reveals nothing yet and may be taken back; the second
        // settles the question and resolves the round.
        if let (Some(Ask::Bid), [Some(a), Some(b)]) = (self.asked.answered(seat), self.bids) {
            self.resolve(ctx, [a, b]);
        }
        Ok(())
    }

    fn view(&self, viewer: Viewer, offered: &Offered<'_, Action>) -> Node {
        view::build(self, viewer, offered)
    }

    fn status(&self) -> Status {
        let game_over = self.is_over();
        Status {
            acting: Vec::new(), // filled in by the SDK
            turn: self.round,
            round: Some(self.round),
            phase: Some(if game_over {
                Text::new("phase-game-over")
            } else {
                Text::new("phase-bidding")
                    .num("round", self.round)
                    .num("points", self.stake())
            }),
            headline: None,
            scores: (0..PLAYERS)
                .map(|seat| i64::from(self.score(seat)))
                .collect(),
            game_over,
            ranking: if game_over {
                self.ranking()
            } else {
                Vec::new()
            },
        }
    }

    fn is_over(&self) -> bool {
        SealedBids::is_over(self)
    }

    fn scores(&self) -> Vec<f64> {
        (0..PLAYERS)
            .map(|seat| f64::from(self.score(seat)))
            .collect()
    }

    /// What a seat cannot see: the order of the prize deck, and the opponent's bid while it
    /// lies face down (it is one of the cards the opponent had before bidding).
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Option<Self> {
        let mut sample = self.clone();
        sample.deck.sort_unstable();
        rng.shuffle(&mut sample.deck);
        let other = SealedBids::other(seat) as usize;
        if let Some(bid) = sample.bids[other] {
            let mut unseen = sample.hands[other].clone();
            unseen.push(bid);
            unseen.sort_unstable();
            let pick = rng.below(unseen.len() as u32) as usize;
            sample.bids[other] = Some(unseen.remove(pick));
            sample.hands[other] = unseen;
        }
        Some(sample)
    }

    fn rng_mut(&mut self) -> Option<&mut GameRng> {
        Some(&mut self.rng)
    }

    fn bot_action(&self, seat: Seat, seed: u64) -> Option<Action> {
        bot::choose(self, seat, seed)
    }
}

parlour_plugin_api::export_game!(SealedBids);
