//! Setting up a game and small helpers shared by every rule: asking a question, the open
//! question and copy window, pushing effects, steam, special markers, machine effects.

#[allow(unused_imports)]
use super::prelude::*;

impl Corrosion {
    pub fn new(players: u32, seed: u64) -> Self {
        let players = players.clamp(1, 4);
        let d = data();
        let mut rng = GameRng::from_seed(seed);
        let solo = players == 1;
        let mut supply: [Vec<u32>; 5] = Default::default();
        supply[ROW_BASIC] = (0..data::BASIC_CHROME as u32).collect();
        supply[ROW_SPECIAL] = (data::BASIC_CHROME as u32..d.chrome.len() as u32).collect();
        supply[ROW_ENGINEER] = (START_CARDS as u32..d.engineers.len() as u32).collect();
        supply[ROW_ONE_TIME] = (0..d.one_time.len() as u32).collect();
        supply[ROW_TURN] = (0..d.turn.len() as u32).collect();
        for pile in supply.iter_mut() {
            rng.shuffle(pile);
        }
        let specials_total = if solo {
            36
        } else {
            [22, 22, 29, 36][players as usize - 1]
        };
        // Awards: a number of random tasks, each with its chained duplicate and a pocket watch.
        let award_count = if solo { 3 } else { players as usize + 2 };
        let mut kinds: Vec<usize> = (0..d.awards.len()).collect();
        rng.shuffle(&mut kinds);
        let mut watches = d.watches.clone();
        rng.shuffle(&mut watches);
        let awards = kinds
            .iter()
            .take(award_count)
            .enumerate()
            .map(|(i, &kind)| AwardRow {
                kind,
                chained: watches.get(i).copied(),
                plain: true,
            })
            .collect();
        // Start sets: the solo player always takes set D.
        let players_vec = if solo {
            vec![Player::new(3)]
        } else {
            (0..players as usize).map(Player::new).collect()
        };
        let automa = if solo {
            let mut deck: Vec<u32> = (0..18).collect();
            rng.shuffle(&mut deck);
            let first = deck.pop();
            Some(Automa {
                deck,
                discard: first.into_iter().collect(),
                exhausted: 0,
                under: Vec::new(),
                action: None,
            })
        } else {
            None
        };
        let mut game = Corrosion {
            players: players_vec,
            active: 0,
            turn: 1,
            step: Step::MaintBefore,
            display: [[None; 3]; 5],
            supply,
            discard: Default::default(),
            markers: [[0, 0, 1], [0, 0, 1]],
            special_supply: specials_total - 2,
            awards,
            questions: Questions::new(),
            effects: Vec::new(),
            final_phase: false,
            flags: TurnFlags::default(),
            automa,
            rng,
        };
        // The first player's turn (later turns are asked by `begin_turn`).
        game.questions.ask(0, Ask::Turn);
        for row in 0..5 {
            for col in (0..3).rev() {
                game.display[row][col] = game.supply[row].pop();
            }
        }
        // Setup logs nothing: its lines go nowhere.
        game.advance(&mut Ctx::new());
        game
    }

    pub fn solo(&self) -> bool {
        self.automa.is_some()
    }

    pub(crate) fn p(&mut self, seat: Seat) -> &mut Player {
        let i = (seat as usize).min(self.players.len().saturating_sub(1));
        &mut self.players[i]
    }

    pub fn player(&self, seat: Seat) -> Option<&Player> {
        self.players.get(seat as usize)
    }

    /// Asks `seat` a question inside an effect, on top of whatever is open.
    pub(crate) fn ask_decision(&mut self, seat: Seat, decision: Decision) {
        self.questions.ask(seat, Ask::Decide(decision));
    }

    /// The question inside an effect that is asked now, if that is what is asked.
    pub fn decision(&self) -> Option<&Decision> {
        match self.questions.current() {
            Some(Ask::Decide(d)) => Some(d),
            _ => None,
        }
    }

    /// Whether only the active player's turn is asked (no wheel phase, copy window or
    /// effect's question open on top of it).
    pub fn turn_only(&self) -> bool {
        matches!(self.questions.current(), Some(Ask::Turn)) && self.effects.is_empty()
    }

    /// Whether an effect lies on top of every open question: it is resolved before anything
    /// is asked again.
    pub(crate) fn effect_due(&self) -> bool {
        self.effects
            .last()
            .is_some_and(|p| p.over >= self.questions.len())
    }

    /// The open copy window, whether it asks a seat now or waits under effects (there is at
    /// most one: engineers are played only with nothing else open).
    pub fn copy_window(&self) -> Option<&CopyWindow> {
        self.effects
            .iter()
            .rev()
            .find_map(|p| match &p.effect {
                Effect::Copy(w) => Some(w),
                _ => None,
            })
            .or_else(|| {
                self.questions.iter().find_map(|q| match &q.ask {
                    Ask::Copy(w) => Some(w),
                    _ => None,
                })
            })
    }

    /// Pushes an effect to resolve before anything asked so far is asked again.
    pub(crate) fn push_effect(&mut self, effect: Effect) {
        let over = self.questions.len();
        self.effects.push(Pending { over, effect });
    }

    pub fn awards_left(&self) -> u32 {
        self.awards.iter().map(AwardRow::count).sum()
    }

    pub(crate) fn spend_steam(&mut self, seat: Seat, n: u32) {
        let p = self.p(seat);
        let k = n.min(p.hot);
        p.hot -= k;
        p.cold += k;
    }

    pub(crate) fn take_special(&mut self, seat: Seat) {
        if self.special_supply > 0 {
            self.special_supply -= 1;
            self.p(seat).specials += 1;
        } else {
            self.p(seat).green += 1;
        }
    }

    pub fn machine_ops(&self, m: MRef) -> Vec<Op> {
        let d = data();
        match m {
            MRef::Turn(c) => d
                .turn
                .get(c as usize)
                .and_then(|&k| d.turn_kinds.get(k))
                .map(|k| k.ops.clone()),
            MRef::OneTime(c) => d
                .one_time
                .get(c as usize)
                .and_then(|&k| d.one_time_kinds.get(k))
                .map(|k| k.ops.clone()),
            MRef::Chrome(c) => d.chrome.get(c as usize).map(|c| c.ops.clone()),
            MRef::Prototype(i) => d.prototypes.get(i as usize).map(|p| p.ops.clone()),
        }
        .unwrap_or_default()
    }

    /// Pushes operations so that the first one is resolved next.
    pub(crate) fn push_ops(&mut self, seat: Seat, ops: Vec<Op>) {
        for op in ops.into_iter().rev() {
            self.push_effect(Effect::Op { seat, op });
        }
    }
}
