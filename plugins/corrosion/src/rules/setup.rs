//! Setting up a game and small helpers shared by every rule: whose turn it is, logging, steam, special markers, pushing machine effects.

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
            stack: Vec::new(),
            decision: None,
            final_phase: false,
            flags: TurnFlags::default(),
            automa,
            pending_reactivate: None,
            rng,
        };
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

    /// Who must act now.
    pub fn current_seat(&self) -> Option<Seat> {
        if self.step == Step::GameOver {
            return None;
        }
        if let Some(d) = &self.decision {
            return Some(d.seat());
        }
        match self.stack.last() {
            Some(Frame::Activation(a)) => Some(a.seat),
            Some(Frame::Copy(w)) => w.candidates.first().copied(),
            Some(Frame::Op { .. } | Frame::Repair { .. }) => None,
            None => Some(self.active),
        }
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
            self.stack.push(Frame::Op { seat, op });
        }
    }
}
