//! Setup (R-027..R-042) and the deck helpers every phase uses.

use parlour_plugin_api::{Ctx, GameError, GameRng, Questions, Seat, Text};

use crate::data::{data, try_data};
use crate::state::{Ask, Card, Difficulty, HType, Henchman, Maniacal, Options, Phase, Player};

impl Maniacal {
    /// A new game: everything of the setup that needs no player decision.
    pub fn new(n: u32, options: Options, seed: u64) -> Result<Self, GameError> {
        let Some(d) = try_data() else {
            return Err(GameError::internal("the embedded data files do not parse"));
        };
        let mut rng = GameRng::from_seed(seed);
        // R-028 contract decks, R-031 henchmen decks, R-033 rooms and Powers (separately, A-01),
        // R-034 Schemes and Mercenaries.
        let mut contract_decks: [Vec<u8>; 3] = Default::default();
        for (i, c) in d.contracts.iter().enumerate() {
            contract_decks[c.difficulty.index()].push(i as u8);
        }
        for deck in &mut contract_decks {
            rng.shuffle(deck);
        }
        let mut henchmen: [Vec<u8>; 4] = Default::default();
        for (i, h) in d.henchmen.iter().enumerate() {
            henchmen[h.kind.index()].push(i as u8);
        }
        for deck in &mut henchmen {
            rng.shuffle(deck);
        }
        let mut room_deck: Vec<u8> = (0..d.room_cards.len() as u8).collect();
        rng.shuffle(&mut room_deck);
        let mut power_deck: Vec<u8> = (0..d.powers.len() as u8).collect();
        rng.shuffle(&mut power_deck);
        let mut scheme_deck: Vec<u8> = (0..d.schemes.len() as u8).collect();
        rng.shuffle(&mut scheme_deck);
        let mut merc_deck: Vec<u8> = (0..d.mercenaries.len() as u8).collect();
        rng.shuffle(&mut merc_deck);
        // R-038 a random first player; the others follow clockwise.
        let first = rng.below(n);
        let order: Vec<Seat> = (0..n).map(|i| (first + i) % n).collect();
        let mut game = Maniacal {
            n,
            options,
            rng,
            round: 1,
            phase: Phase::Draft,
            order,
            finished: Vec::new(),
            arrivals: 0,
            players: (0..n).map(|_| Player::new()).collect(),
            map: [None; 6],
            contract_decks,
            contract_discard: Default::default(),
            henchmen,
            room_deck,
            room_discard: Vec::new(),
            room_buried: Vec::new(),
            scheme_deck,
            scheme_discard: Vec::new(),
            power_deck,
            power_discard: Vec::new(),
            merc_deck,
            pick: 0,
            next_uid: 0,
            attempt: None,
            questions: Questions::new(),
            turn: 1,
            revealed_picks: Vec::new(),
            last_recruits: Vec::new(),
            pending: Default::default(),
            focus: 0,
        };
        // Nothing of the setup is logged or taken back.
        let ctx = &mut Ctx::new();
        // R-029 4 Easy + 2 Hard face down on the continents.
        game.seed_contracts(ctx);
        // R-039 starting money by Player Order, R-040 one Scheme each.
        for (i, &seat) in game.order.clone().iter().enumerate() {
            game.pm(seat).money = d.setup.starting_money + i as i32;
            for _ in 0..d.setup.starting_schemes {
                game.draw_scheme(ctx, seat);
            }
        }
        // R-035 Supervillains: at random, or chosen in Player Order.
        if options.choose_villains {
            game.phase = Phase::ChooseVillain;
            // The first in Player Order on top: each chooses after the one before.
            for &seat in game.order.clone().iter().rev() {
                game.questions.ask(seat, Ask::Villain);
            }
        } else {
            let mut villains: Vec<u8> = (0..d.villains.len() as u8).collect();
            game.rng.shuffle(&mut villains);
            for seat in 0..n {
                game.give_villain(seat, villains[seat as usize]);
            }
            game.finish_setup(ctx);
        }
        Ok(game)
    }

    /// R-036 the Supervillain and its Lackey.
    pub fn give_villain(&mut self, seat: Seat, villain: u8) {
        self.pm(seat).villain = Some(villain);
        let uid = self.new_uid();
        self.pm(seat).crew.insert(
            0,
            Henchman {
                uid,
                card: Card::Lackey(villain),
                ready: true,
                injuries: 0,
                powers: Vec::new(),
            },
        );
    }

    /// After the Supervillains: Bodyguards (variant) and the first draft.
    pub fn finish_setup(&mut self, ctx: &mut Ctx) {
        if self.options.bodyguards {
            // R-130 one random Mercenary each, kept as a normal henchman.
            for seat in self.order.clone() {
                if self.merc_deck.is_empty() {
                    break;
                }
                let m = self.merc_deck.remove(0);
                let uid = self.new_uid();
                self.pm(seat).crew.push(Henchman {
                    uid,
                    card: Card::Bodyguard(m),
                    ready: true,
                    injuries: 0,
                    powers: Vec::new(),
                });
            }
        }
        self.start_draft(ctx);
    }

    pub fn new_uid(&mut self) -> u32 {
        self.next_uid += 1;
        self.next_uid
    }

    /// Six contracts by the round's Contract Key (R-029, R-125; ruling A-06), shuffled onto
    /// the continents.
    pub fn seed_contracts(&mut self, ctx: &mut Ctx) {
        let key = &data().setup.contract_key[usize::from(self.round.clamp(1, 3) - 1)];
        let mut drawn = Vec::new();
        for diff in Difficulty::ALL {
            for _ in 0..key.count(diff) {
                if let Some(c) = self.draw_contract(ctx, diff) {
                    drawn.push(c);
                }
            }
        }
        self.rng.shuffle(&mut drawn);
        let mut it = drawn.into_iter();
        for slot in self.map.iter_mut() {
            *slot = it.next();
        }
    }

    /// Draws a contract of a difficulty; an empty deck is refilled from its discards, else the
    /// next difficulty is used (ruling A-42: Hard → Legendary → Easy).
    /// Its back (difficulty, team size, trait) comes to light.
    pub fn draw_contract(&mut self, ctx: &mut Ctx, diff: Difficulty) -> Option<u8> {
        let order = match diff {
            Difficulty::Easy => [Difficulty::Easy, Difficulty::Hard, Difficulty::Legendary],
            Difficulty::Hard => [Difficulty::Hard, Difficulty::Legendary, Difficulty::Easy],
            Difficulty::Legendary => [Difficulty::Legendary, Difficulty::Hard, Difficulty::Easy],
        };
        for d in order {
            let i = d.index();
            if self.contract_decks[i].is_empty() && !self.contract_discard[i].is_empty() {
                let mut pile = std::mem::take(&mut self.contract_discard[i]);
                self.rng.shuffle(&mut pile);
                self.contract_decks[i] = pile;
            }
            if let Some(c) = self.contract_decks[i].pop() {
                ctx.reveal();
                return Some(c);
            }
        }
        None
    }

    /// Draws a Scheme card into a hand (R-102: the discard is reshuffled when needed); only
    /// its new owner reads which.
    pub fn draw_scheme(&mut self, ctx: &mut Ctx, seat: Seat) -> Option<u8> {
        if self.scheme_deck.is_empty() && !self.scheme_discard.is_empty() {
            let mut pile = std::mem::take(&mut self.scheme_discard);
            self.rng.shuffle(&mut pile);
            self.scheme_deck = pile;
        }
        let card = self.scheme_deck.pop()?;
        ctx.reveal();
        ctx.log_private(
            Text::new("log-you-drew").msg("card", crate::turn::scheme_text(card)),
            vec![seat],
        );
        self.pm(seat).schemes.push(card);
        Some(card)
    }

    /// Draws a Power card (ruling A-34: the discard is reshuffled when needed).
    pub fn draw_power(&mut self, ctx: &mut Ctx) -> Option<u8> {
        if self.power_deck.is_empty() && !self.power_discard.is_empty() {
            let mut pile = std::mem::take(&mut self.power_discard);
            self.rng.shuffle(&mut pile);
            self.power_deck = pile;
        }
        let card = self.power_deck.pop()?;
        ctx.reveal();
        Some(card)
    }

    pub fn can_draw_scheme(&self) -> bool {
        !self.scheme_deck.is_empty() || !self.scheme_discard.is_empty()
    }

    /// The face-up top henchman of a type.
    pub fn top_henchman(&self, t: HType) -> Option<u8> {
        self.henchmen[t.index()].last().copied()
    }
}
