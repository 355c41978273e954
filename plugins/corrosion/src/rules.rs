//! The rules: setup, legal actions, state changes.

use parlour_plugin_api::{GameError, GameRng, Legal, Seat, Text};

use crate::data::{Ability, Arrow, Cost, START_CARDS, data};
use crate::*;

/// The prototype on the chain drive field (its special marker is mandatory).
const PROTO_CHAIN: u8 = 2;

/// After this many turns the final phase starts regardless (a safety net against endless games).
const TURN_CAP: u32 = 240;

pub fn level_str(level: u32) -> String {
    if level >= 5 {
        "4+".to_owned()
    } else {
        level.to_string()
    }
}

/// Text naming an engineer card.
pub fn eng_text(card: u32) -> Text {
    match data().engineers.get(card as usize) {
        Some(e) => Text::new("eng-name")
            .msg("name", Text::new(format!("eng-{}", e.key)))
            .msg("colour", Text::new(format!("colour-{}", e.colour.key())))
            .str("level", level_str(e.level)),
        None => Text::new("unknown"),
    }
}

pub fn one_time_text(card: u32) -> Text {
    let d = data();
    match d
        .one_time
        .get(card as usize)
        .and_then(|&k| d.one_time_kinds.get(k))
    {
        Some(k) => Text::new(format!("one-time-{}", k.key)),
        None => Text::new("unknown"),
    }
}

pub fn turn_text(card: u32) -> Text {
    let d = data();
    match d.turn.get(card as usize).and_then(|&k| d.turn_kinds.get(k)) {
        Some(k) => Text::new(format!("turn-{}", k.key)),
        None => Text::new("unknown"),
    }
}

pub fn chrome_text(card: u32) -> Text {
    match data().chrome.get(card as usize) {
        Some(c) => Text::new(format!("chrome-{}", c.key)),
        None => Text::new("unknown"),
    }
}

pub fn machine_text(m: MRef) -> Text {
    match m {
        MRef::Turn(c) => turn_text(c),
        MRef::OneTime(c) => one_time_text(c),
        MRef::Chrome(c) => chrome_text(c),
        MRef::Prototype(d) => Text::new(format!(
            "prototype-{}",
            Drive::ALL.get(d as usize).map_or("gear", |d| d.key())
        )),
    }
}

pub fn sector_text(age: u8) -> Text {
    Text::new(match age {
        0 => "sector-3",
        1 => "sector-2",
        2 => "sector-1",
        _ => "sector-x",
    })
}

fn yes_no(yes: &str, no: &str) -> Vec<(u32, Text)> {
    vec![
        (1, Text::new(yes.to_owned())),
        (0, Text::new(no.to_owned())),
    ]
}

impl Player {
    fn new(set: usize) -> Self {
        let mut gears = [[0; 2]; 4];
        gears[0] = [1, 1];
        Player {
            set,
            hand: (0..6).map(|i| (set * 6 + i) as u32).collect(),
            engineers: Vec::new(),
            gears,
            hot: 1,
            cold: 2,
            chrome: 1,
            green: 3,
            specials: 0,
            one_time: Vec::new(),
            turn: Vec::new(),
            waiting: None,
            drives: [Vec::new(), Vec::new(), Vec::new()],
            awards: Vec::new(),
            rotation: 0,
            final_turns: 0,
            passed: false,
        }
    }

    pub fn small(&self) -> u32 {
        self.gears.iter().map(|g| g[0]).sum()
    }
    pub fn medium(&self) -> u32 {
        self.gears.iter().map(|g| g[1]).sum()
    }
    /// The age (sector) at the bottom of the workshop: X is at the bottom when this is 3.
    pub fn bottom_age(&self) -> u8 {
        (self.rotation % 4) as u8
    }
    /// Visible repaired chrome machines (tops of the drive fields).
    pub fn active_chrome(&self) -> Vec<u32> {
        self.drives
            .iter()
            .filter_map(|d| d.last())
            .filter(|m| m.repaired)
            .map(|m| m.card)
            .collect()
    }
    pub fn has(&self, ability: Ability) -> bool {
        let d = data();
        self.active_chrome().iter().any(|&c| {
            d.chrome
                .get(c as usize)
                .is_some_and(|c| c.ability == ability)
        })
    }
    pub fn diplomas(&self) -> Vec<u32> {
        let d = data();
        self.hand
            .iter()
            .copied()
            .chain(self.engineers.iter().map(|e| e.card))
            .filter(|&c| d.engineers.get(c as usize).is_some_and(|e| e.diploma))
            .collect()
    }

    /// Spends gears, oldest sectors first.
    fn spend_gears(&mut self, small: u32, medium: u32, any: u32) {
        let mut need = [small, medium];
        for age in (0..4).rev() {
            for (kind, left) in need.iter_mut().enumerate() {
                let take = (*left).min(self.gears[age][kind]);
                self.gears[age][kind] -= take;
                *left -= take;
            }
        }
        let mut any = any;
        for age in (0..4).rev() {
            for kind in 0..2 {
                let take = any.min(self.gears[age][kind]);
                self.gears[age][kind] -= take;
                any -= take;
            }
        }
    }

    /// Whether paying `small` and `medium` gears leaves a choice of sectors.
    pub fn gear_choice(&self, small: u32, medium: u32) -> bool {
        [small, medium].iter().enumerate().any(|(kind, &need)| {
            let total: u32 = self.gears.iter().map(|g| g[kind]).sum();
            let sectors = self.gears.iter().filter(|g| g[kind] > 0).count();
            need > 0 && need < total && sectors >= 2
        })
    }

    fn can_pay(&self, cost: &Cost) -> bool {
        let (s, m) = (self.small(), self.medium());
        s >= cost.small
            && m >= cost.medium
            && (s - cost.small) + (m - cost.medium) >= cost.any
            && self.chrome >= cost.chrome
            && self.hot >= cost.steam
            && self.diplomas().len() as u32 >= cost.engineer
    }

    /// Pays the chrome gears and steam of a cost (gears are paid separately).
    fn pay_other(&mut self, cost: &Cost) {
        self.chrome = self.chrome.saturating_sub(cost.chrome);
        let steam = cost.steam.min(self.hot);
        self.hot -= steam;
        self.cold += steam;
    }
}

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
            revealed: false,
            pending_reactivate: None,
            log: Vec::new(),
            rng,
        };
        for row in 0..5 {
            for col in (0..3).rev() {
                game.display[row][col] = game.supply[row].pop();
            }
        }
        game.advance();
        game.log.clear();
        game
    }

    pub fn solo(&self) -> bool {
        self.automa.is_some()
    }

    fn p(&mut self, seat: Seat) -> &mut Player {
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

    // -----------------------------------------------------------------------------------------
    // Legal actions

    pub fn legal(&self, seat: Seat) -> Vec<Legal<Action>> {
        if let Some(d) = &self.decision {
            return self.decision_legal(d);
        }
        match self.stack.last() {
            Some(Frame::Activation(a)) => return self.activation_legal(a),
            Some(Frame::Copy(w)) => return self.copy_legal(w, seat),
            Some(Frame::Op { .. } | Frame::Repair { .. }) => return Vec::new(),
            None => {}
        }
        let mut out = Vec::new();
        match self.step {
            Step::FinalChoice => {
                let p = &self.players[self.active as usize];
                let cost = p.final_turns + 1;
                if p.final_turns < 3 && p.green >= cost {
                    out.push(Legal::new(
                        Action::PayTurn,
                        Text::new("action-pay-turn").num("cost", cost),
                    ));
                }
                out.push(Legal::new(Action::PassForGood, Text::new("action-pass")));
            }
            Step::MaintBefore | Step::MaintAfter | Step::MaintExtra | Step::MaintPass => {
                out = self.secondary_legal(seat, true);
                out.push(Legal::new(
                    Action::EndMaintenance,
                    Text::new("action-end-maintenance"),
                ));
            }
            Step::Main => {
                let p = &self.players[seat as usize];
                for &card in &p.hand {
                    out.push(Legal::new(
                        Action::Play { card },
                        Text::new("action-play").msg("engineer", eng_text(card)),
                    ));
                }
                out.push(Legal::new(
                    Action::TurnWheel,
                    Text::new("action-turn-wheel"),
                ));
            }
            Step::EndTurn => {
                for which in 0..3u8 {
                    if self.end_turn_available(which) {
                        out.push(Legal::new(
                            Action::EndTurnMachine { which },
                            Text::new(format!("action-end-turn-machine-{which}")),
                        ));
                    }
                }
                out.push(Legal::new(Action::EndTurn, Text::new("action-end-turn")));
            }
            _ => {}
        }
        out
    }

    fn end_turn_available(&self, which: u8) -> bool {
        let w = which as usize;
        let Some(p) = self.players.get(self.active as usize) else {
            return false;
        };
        if !self.flags.on[w] || self.flags.used[w] {
            return false;
        }
        let ability = [
            Ability::L1l2EndTurn,
            Ability::EndTurnWheel,
            Ability::EndTurnPlay,
        ][w];
        if !p.has(ability) {
            return false;
        }
        match which {
            0 => true,
            1 => p.hot >= 1,
            _ => p.hot >= 1 && !p.hand.is_empty(),
        }
    }

    /// Repairs (and, outside the wheel phase, steam actions) of a seat.
    pub fn secondary_legal(&self, seat: Seat, steam: bool) -> Vec<Legal<Action>> {
        let mut out = Vec::new();
        let Some(p) = self.player(seat) else {
            return out;
        };
        for m in self.repairable(seat) {
            for medium in self.repair_variants(seat, m) {
                let label = match medium {
                    None => Text::new("action-repair").msg("machine", machine_text(m)),
                    Some(k) => Text::new("action-repair-mix")
                        .msg("machine", machine_text(m))
                        .num("medium", k)
                        .num("small", self.repair_cost(seat, m).any - k),
                };
                out.push(Legal::new(Action::Repair { machine: m, medium }, label));
            }
        }
        if steam && let Some(c) = p.waiting {
            out.push(Legal::new(
                Action::ClearWaiting,
                Text::new("action-clear-waiting").msg("machine", chrome_text(c)),
            ));
        }
        if steam && p.hot > 0 {
            for row in [ROW_ENGINEER, ROW_ONE_TIME, ROW_TURN] {
                if let Some(card) = self.display[row][2] {
                    out.push(Legal::new(
                        Action::DiscardC { row: row as u8 },
                        Text::new("action-discard-c").msg("item", self.display_text(row, card)),
                    ));
                }
            }
            for e in &p.engineers {
                if e.age < AGE_X {
                    out.push(Legal::new(
                        Action::Accelerate {
                            item: Item::Engineer(e.card),
                        },
                        Text::new("action-accelerate")
                            .msg("item", eng_text(e.card))
                            .msg("sector", sector_text(e.age + 1)),
                    ));
                }
            }
            for m in &p.one_time {
                if m.age < AGE_X {
                    out.push(Legal::new(
                        Action::Accelerate {
                            item: Item::OneTime(m.card),
                        },
                        Text::new("action-accelerate")
                            .msg("item", one_time_text(m.card))
                            .msg("sector", sector_text(m.age + 1)),
                    ));
                }
            }
            for m in &p.turn {
                if m.age < AGE_X {
                    out.push(Legal::new(
                        Action::Accelerate {
                            item: Item::Turn(m.card),
                        },
                        Text::new("action-accelerate")
                            .msg("item", turn_text(m.card))
                            .msg("sector", sector_text(m.age + 1)),
                    ));
                }
            }
        }
        out
    }

    pub fn display_text(&self, row: usize, card: u32) -> Text {
        match row {
            ROW_BASIC | ROW_SPECIAL => chrome_text(card),
            ROW_ENGINEER => eng_text(card),
            ROW_ONE_TIME => one_time_text(card),
            _ => turn_text(card),
        }
    }

    /// Unrepaired machines the seat could repair now (cost affordable).
    pub fn repairable(&self, seat: Seat) -> Vec<MRef> {
        self.repair_candidates(seat)
            .into_iter()
            .filter(|&m| {
                let cost = self.repair_cost(seat, m);
                self.player(seat).is_some_and(|p| p.can_pay(&cost))
            })
            .collect()
    }

    /// Unrepaired machines that may be repaired, regardless of cost.
    pub fn repair_candidates(&self, seat: Seat) -> Vec<MRef> {
        let Some(p) = self.player(seat) else {
            return Vec::new();
        };
        let mut out: Vec<MRef> = p
            .one_time
            .iter()
            .filter(|m| !m.repaired)
            .map(|m| MRef::OneTime(m.card))
            .collect();
        if let Some(c) = p.waiting {
            out.push(MRef::Chrome(c));
        }
        for drive in &p.drives {
            if let Some(top) = drive.last().filter(|m| !m.repaired) {
                out.push(MRef::Chrome(top.card));
            }
        }
        out
    }

    /// Ways to pay the flexible gears of a repair: `None` when there is no choice, otherwise
    /// the number of medium gears used for them.
    pub fn repair_variants(&self, seat: Seat, m: MRef) -> Vec<Option<u32>> {
        let cost = self.repair_cost(seat, m);
        let Some(p) = self.player(seat) else {
            return vec![None];
        };
        if cost.any == 0 {
            return vec![None];
        }
        let feasible: Vec<u32> = (0..=cost.any)
            .filter(|&k| p.medium() >= cost.medium + k && p.small() >= cost.small + (cost.any - k))
            .collect();
        if feasible.len() <= 1 {
            vec![None]
        } else {
            feasible.into_iter().map(Some).collect()
        }
    }

    pub fn repair_cost(&self, seat: Seat, m: MRef) -> Cost {
        let d = data();
        let (mut cost, chrome) = match m {
            MRef::OneTime(c) => (
                d.one_time
                    .get(c as usize)
                    .and_then(|&k| d.one_time_kinds.get(k))
                    .map(|k| k.cost)
                    .unwrap_or_default(),
                false,
            ),
            MRef::Chrome(c) => (
                d.chrome.get(c as usize).map(|c| c.cost).unwrap_or_default(),
                true,
            ),
            _ => (Cost::default(), false),
        };
        let Some(p) = self.player(seat) else {
            return cost;
        };
        if chrome && p.has(Ability::ChromeDiscount) {
            cost.chrome = cost.chrome.saturating_sub(1);
        }
        if p.has(Ability::MediumDiscount) {
            let a = cost.medium.min(2);
            cost.medium -= a;
            cost.any = cost.any.saturating_sub(2 - a);
        }
        if p.has(Ability::SmallDiscount) {
            let a = cost.small.min(2);
            cost.small -= a;
            cost.any = cost.any.saturating_sub(2 - a);
        }
        cost
    }

    fn activation_legal(&self, a: &Activation) -> Vec<Legal<Action>> {
        let mut out = Vec::new();
        for &m in &a.on {
            if !a.used.contains(&m) && self.machine_ready(a.seat, m) {
                out.push(Legal::new(
                    Action::Activate { machine: m },
                    Text::new("action-activate").msg("machine", machine_text(m)),
                ));
            }
        }
        out.extend(self.secondary_legal(a.seat, false));
        out.push(Legal::new(
            Action::FinishActivation,
            Text::new("action-finish-activation"),
        ));
        out
    }

    /// Whether a switched-on machine can still be activated.
    fn machine_ready(&self, seat: Seat, m: MRef) -> bool {
        let Some(p) = self.player(seat) else {
            return false;
        };
        match m {
            MRef::Turn(c) => p.turn.iter().any(|t| t.card == c),
            MRef::OneTime(c) => p
                .one_time
                .iter()
                .any(|t| t.card == c && t.repaired && !t.used && t.age == AGE_X),
            MRef::Chrome(c) => p.active_chrome().contains(&c),
            MRef::Prototype(d) => p.drives.get(d as usize).is_some_and(Vec::is_empty),
        }
    }

    /// Ways a seat can copy the played engineer: single cards and (with the tandem) pairs.
    pub fn copy_options(&self, seat: Seat, played: u32) -> Vec<Action> {
        let d = data();
        let (Some(p), Some(e)) = (self.player(seat), d.engineers.get(played as usize)) else {
            return Vec::new();
        };
        if p.passed {
            return Vec::new();
        }
        let any_colour = p.has(Ability::CopyAnyColour);
        let same_level = p.has(Ability::CopySameLevel);
        let colour_ok = |c: Colour| -> bool {
            if any_colour {
                return true;
            }
            if e.colour.is_primary() {
                c == e.colour || c == Colour::Joker
            } else if e.colour == Colour::Joker {
                c.is_primary() || c == Colour::Joker
            } else {
                c == Colour::Grey
            }
        };
        let beats = |level: u32| level > e.level || (same_level && level == e.level);
        let mut out = Vec::new();
        let fitting: Vec<u32> = p
            .hand
            .iter()
            .copied()
            .filter(|&c| {
                d.engineers
                    .get(c as usize)
                    .is_some_and(|x| colour_ok(x.colour))
            })
            .collect();
        for &c in &fitting {
            if d.engineers.get(c as usize).is_some_and(|x| beats(x.level)) {
                out.push(Action::Copy { card: c });
            }
        }
        if p.has(Ability::CopyPair) {
            for (i, &a) in fitting.iter().enumerate() {
                for &b in &fitting[i + 1..] {
                    let la = d.engineers.get(a as usize).map_or(0, |x| x.level);
                    let lb = d.engineers.get(b as usize).map_or(0, |x| x.level);
                    if beats(la + lb) && !beats(la) && !beats(lb) {
                        out.push(Action::CopyPair { a, b });
                    }
                }
            }
        }
        out
    }

    fn copy_legal(&self, w: &CopyWindow, seat: Seat) -> Vec<Legal<Action>> {
        let mut out: Vec<Legal<Action>> = self
            .copy_options(seat, w.card)
            .into_iter()
            .map(|a| {
                let label = match &a {
                    Action::Copy { card } => {
                        Text::new("action-copy").msg("engineer", eng_text(*card))
                    }
                    Action::CopyPair { a, b } => Text::new("action-copy-pair")
                        .msg("first", eng_text(*a))
                        .msg("second", eng_text(*b)),
                    _ => Text::new("action-decline"),
                };
                Legal::new(a, label)
            })
            .collect();
        out.push(Legal::new(Action::Decline, Text::new("action-decline")));
        out
    }

    /// The options of an open question as `(value, label)`.
    pub fn choices(&self, d: &Decision) -> Vec<(u32, Text)> {
        let dd = data();
        match d {
            Decision::Gears { n, .. } => (0..=*n)
                .rev()
                .map(|m| {
                    (
                        m,
                        Text::new("choice-gears")
                            .num("medium", m)
                            .num("small", n - m),
                    )
                })
                .collect(),
            Decision::SpecialOrGreen { .. } => yes_no("choice-special", "choice-green"),
            Decision::MakeChrome { seat } => {
                let mut v = Vec::new();
                if let Some(p) = self.player(*seat) {
                    if p.medium() > 0 {
                        v.push((2, Text::new("choice-make-chrome-medium")));
                    }
                    if p.small() > 0 {
                        v.push((1, Text::new("choice-make-chrome-small")));
                    }
                }
                v.push((0, Text::new("choice-skip")));
                v
            }
            Decision::OneTimeToX { .. } => yes_no("choice-one-time-to-x", "choice-skip"),
            Decision::SteamForGreen { .. } => yes_no("choice-steam-for-green", "choice-skip"),
            Decision::ChromePlace { seat, .. } => {
                let waiting = self.player(*seat).and_then(|p| p.waiting);
                let mut v = vec![(1, Text::new("choice-place-drive"))];
                if waiting.is_none() {
                    v.insert(0, (0, Text::new("choice-place-waiting")));
                } else {
                    v.push((2, Text::new("choice-place-swap")));
                }
                v
            }
            Decision::Award { .. } => {
                let mut v = Vec::new();
                for (i, row) in self.awards.iter().enumerate() {
                    let name = Text::new(format!(
                        "award-{}",
                        dd.awards.get(row.kind).map_or("", |a| a.key.as_str())
                    ));
                    if let Some(w) = row.chained {
                        let watch = Text::new(format!(
                            "watch-{}",
                            dd.watch_kinds.get(w).map_or("", |k| k.key.as_str())
                        ));
                        v.push((
                            (i * 2) as u32,
                            Text::new("choice-award-watch")
                                .msg("award", name.clone())
                                .msg("watch", watch),
                        ));
                    }
                    if row.plain {
                        v.push((
                            (i * 2 + 1) as u32,
                            Text::new("choice-award").msg("award", name),
                        ));
                    }
                }
                v
            }
            Decision::SteamToGears { seat, per } => {
                let hot = self.player(*seat).map_or(0, |p| p.hot);
                (0..=hot)
                    .rev()
                    .map(|k| {
                        (
                            k,
                            Text::new("choice-steam-to-gears")
                                .num("steam", k)
                                .num("gears", k * per),
                        )
                    })
                    .collect()
            }
            Decision::ReturnEngineers { seat, .. } => {
                let mut v: Vec<(u32, Text)> = self
                    .player(*seat)
                    .map(|p| {
                        p.engineers
                            .iter()
                            .map(|e| {
                                (
                                    e.card,
                                    Text::new("choice-return").msg("engineer", eng_text(e.card)),
                                )
                            })
                            .collect()
                    })
                    .unwrap_or_default();
                v.push((u32::MAX, Text::new("choice-done")));
                v
            }
            Decision::FreeRepair { seat } => self
                .repair_candidates(*seat)
                .into_iter()
                .enumerate()
                .map(|(i, m)| {
                    (
                        i as u32,
                        Text::new("action-repair").msg("machine", machine_text(m)),
                    )
                })
                .collect(),
            Decision::SearchDiscard { seat } => self
                .search_options(*seat)
                .into_iter()
                .map(|(row, card)| {
                    (
                        (row as u32) * 1000 + card,
                        Text::new("choice-search").msg("item", self.display_text(row, card)),
                    )
                })
                .collect(),
            Decision::Reactivate { seat, done, .. } => {
                let mut v: Vec<(u32, Text)> = self
                    .current_activation(*seat)
                    .map(|a| {
                        a.used
                            .iter()
                            .filter_map(|m| match m {
                                MRef::Turn(c) if !done.contains(c) => Some(*c),
                                _ => None,
                            })
                            .filter(|c| self.machine_ready(*seat, MRef::Turn(*c)))
                            .map(|c| (c, Text::new("action-activate").msg("machine", turn_text(c))))
                            .collect()
                    })
                    .unwrap_or_default();
                v.push((u32::MAX, Text::new("choice-done")));
                v
            }
            Decision::Redistribute { seat, all, moved } => {
                let mut v = Vec::new();
                if let Some(p) = self.player(*seat) {
                    let mut items: Vec<(MRef, u8)> = p
                        .one_time
                        .iter()
                        .filter(|m| !m.used)
                        .map(|m| (MRef::OneTime(m.card), m.age))
                        .collect();
                    if *all {
                        items.extend(p.turn.iter().map(|t| (MRef::Turn(t.card), t.age)));
                    }
                    for (m, age) in items {
                        if moved.contains(&m) {
                            continue;
                        }
                        for to in 0..4u8 {
                            if to != age {
                                let (kind, card) = match m {
                                    MRef::Turn(c) => (1, c),
                                    MRef::OneTime(c) => (0, c),
                                    _ => continue,
                                };
                                v.push((
                                    kind * 100_000 + card * 10 + u32::from(to),
                                    Text::new("choice-move")
                                        .msg("machine", machine_text(m))
                                        .msg("sector", sector_text(to)),
                                ));
                            }
                        }
                    }
                }
                v.push((u32::MAX, Text::new("choice-done")));
                v
            }
            Decision::Sacrifice { seat } => self
                .player(*seat)
                .map(|p| {
                    p.diplomas()
                        .into_iter()
                        .map(|c| {
                            (
                                c,
                                Text::new("choice-sacrifice").msg("engineer", eng_text(c)),
                            )
                        })
                        .collect()
                })
                .unwrap_or_default(),
            Decision::ExtraPlay { seat } => self
                .player(*seat)
                .map(|p| {
                    p.hand
                        .iter()
                        .map(|&c| (c, Text::new("action-play").msg("engineer", eng_text(c))))
                        .collect()
                })
                .unwrap_or_default(),
            Decision::SteamAmount { max, .. } => (0..=*max)
                .rev()
                .map(|k| (k, Text::new("choice-steam").num("steam", k)))
                .collect(),
            Decision::UseMoved { .. } => yes_no("choice-use-moved", "choice-skip"),
            Decision::PayGears {
                seat,
                small,
                medium,
            } => {
                let mut v = vec![(PAY_OLDEST, Text::new("choice-pay-oldest"))];
                if let Some(p) = self.player(*seat) {
                    for age in (0..4u8).rev() {
                        for (kind, need) in [*small, *medium].into_iter().enumerate() {
                            if need > 0 && p.gears[age as usize][kind] > 0 {
                                v.push((
                                    u32::from(age) * 2 + kind as u32,
                                    Text::new(if kind == 0 {
                                        "choice-pay-small"
                                    } else {
                                        "choice-pay-medium"
                                    })
                                    .msg("sector", sector_text(age))
                                    .num("count", p.gears[age as usize][kind]),
                                ));
                            }
                        }
                    }
                }
                v
            }
            Decision::Take { .. } => Vec::new(),
        }
    }

    fn decision_legal(&self, d: &Decision) -> Vec<Legal<Action>> {
        if let Decision::Take { seat, rows } = d {
            return self
                .take_options(*seat, rows)
                .into_iter()
                .map(|(row, col, card)| {
                    let label = match row {
                        ROW_ENGINEER => "action-hire",
                        ROW_BASIC | ROW_SPECIAL => "action-build-chrome",
                        _ => "action-build",
                    };
                    let label = if col == 3 {
                        Text::new(format!("{label}-stack"))
                    } else {
                        Text::new(label.to_owned())
                    };
                    Legal::new(
                        Action::Take {
                            row: row as u8,
                            col: col as u8,
                        },
                        label.msg("item", self.display_text(row, card)),
                    )
                })
                .collect();
        }
        self.choices(d)
            .into_iter()
            .map(|(option, label)| Legal::new(Action::Choose { option }, label))
            .collect()
    }

    /// `(row, col, card)` that a seat may take; column 3 is the top of the supply stack.
    pub fn take_options(&self, seat: Seat, rows: &[u8]) -> Vec<(usize, usize, u32)> {
        let Some(p) = self.player(seat) else {
            return Vec::new();
        };
        let from_stack = p.has(Ability::TakeFromStack);
        let mut out = Vec::new();
        for &row in rows {
            let row = row as usize;
            if row > ROW_TURN {
                continue;
            }
            let mut cards: Vec<(usize, u32)> = (0..3)
                .filter_map(|col| self.display[row][col].map(|c| (col, c)))
                .collect();
            if from_stack && let Some(&top) = self.supply[row].last() {
                cards.push((3, top));
            }
            for (col, card) in cards {
                if row == ROW_ENGINEER && !self.can_hire(seat, card) {
                    continue;
                }
                out.push((row, col, card));
            }
        }
        out
    }

    fn can_hire(&self, seat: Seat, card: u32) -> bool {
        let level = data().engineers.get(card as usize).map_or(0, |e| e.level);
        level < 4
            || self
                .player(seat)
                .is_some_and(|p| p.green >= 1 && p.hot >= 1)
    }

    fn search_options(&self, seat: Seat) -> Vec<(usize, u32)> {
        let mut out = Vec::new();
        for row in [ROW_ENGINEER, ROW_ONE_TIME, ROW_TURN] {
            for &card in &self.discard[row] {
                if row != ROW_ENGINEER || self.can_hire(seat, card) {
                    out.push((row, card));
                }
            }
        }
        out
    }

    fn current_activation(&self, seat: Seat) -> Option<&Activation> {
        self.stack.iter().rev().find_map(|f| match f {
            Frame::Activation(a) if a.seat == seat => Some(a),
            _ => None,
        })
    }

    // -----------------------------------------------------------------------------------------
    // Performing actions

    pub fn perform(&mut self, seat: Seat, action: &Action) -> Result<(), GameError> {
        if let Some(d) = self.decision.clone() {
            return self.answer(seat, d, action);
        }
        match action {
            Action::PayTurn => {
                let p = self.p(seat);
                let cost = p.final_turns + 1;
                p.green = p.green.saturating_sub(cost);
                p.final_turns += 1;
                self.log(
                    Text::new("log-pay-turn")
                        .seat("player", seat)
                        .num("cost", cost),
                );
                self.step = Step::MaintBefore;
            }
            Action::PassForGood => {
                self.log(Text::new("log-pass").seat("player", seat));
                self.step = Step::MaintPass;
            }
            Action::EndMaintenance => self.end_maintenance(seat),
            Action::Repair { machine, medium } => {
                let cost = self.repair_cost(seat, *machine);
                let k = match medium {
                    Some(k) => (*k).min(cost.any),
                    None => self
                        .player(seat)
                        .and_then(|p| {
                            (0..=cost.any).find(|&k| {
                                p.medium() >= cost.medium + k
                                    && p.small() >= cost.small + (cost.any - k)
                            })
                        })
                        .unwrap_or(0),
                };
                self.p(seat).pay_other(&cost);
                self.stack.push(Frame::Repair {
                    seat,
                    machine: *machine,
                    sacrifice: cost.engineer > 0,
                });
                self.pay_gears(seat, cost.small + (cost.any - k), cost.medium + k);
            }
            Action::DiscardC { row } => {
                let row = *row as usize;
                self.spend_steam(seat, 1);
                if let Some(card) = self.display[row.min(4)][2].take() {
                    self.log(
                        Text::new("log-discard-c")
                            .seat("player", seat)
                            .msg("item", self.display_text(row, card)),
                    );
                    self.discard[row].push(card);
                    self.refill(row, 2);
                }
            }
            Action::Accelerate { item } => self.accelerate(seat, *item),
            Action::ClearWaiting => {
                let p = self.p(seat);
                if let Some(c) = p.waiting.take() {
                    let drive = data().chrome.get(c as usize).map_or(0, |d| d.drive.index());
                    p.drives[drive].push(ChromeSlot {
                        card: c,
                        repaired: false,
                    });
                    self.log(
                        Text::new("log-clear-waiting")
                            .seat("player", seat)
                            .msg("machine", chrome_text(c)),
                    );
                }
            }
            Action::Play { card } => {
                self.step = Step::MainRunning;
                self.play_engineer(seat, *card, true);
            }
            Action::TurnWheel => {
                self.step = Step::MainRunning;
                self.turn_wheel(seat, true);
            }
            Action::Activate { machine } => {
                if let Some(Frame::Activation(a)) = self.stack.last_mut() {
                    a.used.push(*machine);
                }
                self.log(
                    Text::new("log-activate")
                        .seat("player", seat)
                        .msg("machine", machine_text(*machine)),
                );
                let ops = self.machine_ops(*machine);
                self.push_ops(seat, ops);
            }
            Action::FinishActivation => {
                self.stack.pop();
            }
            Action::Copy { card } => self.copy(seat, &[*card]),
            Action::CopyPair { a, b } => self.copy(seat, &[*a, *b]),
            Action::Decline => {
                if let Some(Frame::Copy(w)) = self.stack.last_mut()
                    && !w.candidates.is_empty()
                {
                    w.candidates.remove(0);
                }
            }
            Action::EndTurnMachine { which } => {
                let w = (*which as usize).min(2);
                self.flags.used[w] = true;
                self.log(Text::new(format!("log-end-turn-machine-{w}")).seat("player", seat));
                self.step = Step::ExtraRunning;
                match w {
                    0 => self.turn_wheel(seat, false),
                    1 => {
                        self.spend_steam(seat, 1);
                        self.turn_wheel(seat, false);
                    }
                    _ => {
                        self.spend_steam(seat, 1);
                        self.decision = Some(Decision::ExtraPlay { seat });
                    }
                }
            }
            Action::EndTurn => self.finish_turn(),
            Action::Take { .. } | Action::Choose { .. } => {
                return Err(GameError::illegal("no open question"));
            }
        }
        Ok(())
    }

    fn answer(&mut self, seat: Seat, d: Decision, action: &Action) -> Result<(), GameError> {
        if let (Decision::Take { .. }, Action::Take { row, col }) = (&d, action) {
            self.decision = None;
            self.take(seat, *row as usize, *col as usize);
            return Ok(());
        }
        let Action::Choose { option } = action else {
            return Err(GameError::illegal("answer the open question first"));
        };
        let option = *option;
        self.decision = None;
        let dd = data();
        match d {
            Decision::Gears { n, .. } => {
                let m = option.min(n);
                let p = self.p(seat);
                p.gears[0][1] += m;
                p.gears[0][0] += n - m;
                self.log(
                    Text::new("log-gears")
                        .seat("player", seat)
                        .num("medium", m)
                        .num("small", n - m),
                );
            }
            Decision::SpecialOrGreen { .. } => {
                if option == 1 {
                    self.take_special(seat);
                } else {
                    self.p(seat).green += 1;
                }
            }
            Decision::MakeChrome { .. } => {
                if option >= 1 {
                    let p = self.p(seat);
                    p.hot = p.hot.saturating_sub(1);
                    p.cold += 1;
                    p.chrome += 1;
                    self.log(Text::new("log-make-chrome").seat("player", seat));
                    if option == 2 {
                        self.pay_gears(seat, 0, 1);
                    } else {
                        self.pay_gears(seat, 1, 0);
                    }
                }
            }
            Decision::OneTimeToX { card, .. } => {
                if option == 1 {
                    if let Some(m) = self.p(seat).one_time.iter_mut().find(|m| m.card == card) {
                        m.age = AGE_X;
                        m.used = true;
                    }
                    self.p(seat).green += 1;
                    let ops = self.machine_ops(MRef::OneTime(card));
                    self.push_ops(seat, ops);
                }
            }
            Decision::SteamForGreen { .. } => {
                if option == 1 {
                    self.spend_steam(seat, 1);
                    self.p(seat).green += 3;
                }
            }
            Decision::ChromePlace { card, .. } => {
                let drive = dd.chrome.get(card as usize).map_or(0, |c| c.drive.index());
                let p = self.p(seat);
                match option {
                    0 => p.waiting = Some(card),
                    2 => {
                        if let Some(old) = p.waiting.take() {
                            let od = dd.chrome.get(old as usize).map_or(0, |c| c.drive.index());
                            p.drives[od].push(ChromeSlot {
                                card: old,
                                repaired: false,
                            });
                        }
                        p.waiting = Some(card);
                    }
                    _ => p.drives[drive].push(ChromeSlot {
                        card,
                        repaired: false,
                    }),
                }
            }
            Decision::Award { .. } => {
                let row = (option / 2) as usize;
                let chained = option % 2 == 0;
                let mut watch = None;
                let mut kind = None;
                if let Some(r) = self.awards.get_mut(row) {
                    kind = Some(r.kind);
                    if chained {
                        watch = r.chained.take();
                    } else {
                        r.plain = false;
                    }
                }
                if let Some(kind) = kind {
                    self.p(seat).awards.push(kind);
                    self.log(Text::new("log-award").seat("player", seat).msg(
                        "award",
                        Text::new(format!(
                            "award-{}",
                            dd.awards.get(kind).map_or("", |a| a.key.as_str())
                        )),
                    ));
                }
                if let Some(w) = watch
                    && let Some(k) = dd.watch_kinds.get(w)
                {
                    self.push_ops(seat, k.ops.clone());
                }
            }
            Decision::SteamToGears { per, .. } => {
                let k = option.min(self.p(seat).hot);
                if k > 0 {
                    self.spend_steam(seat, k);
                    self.decision = Some(Decision::Gears { seat, n: k * per });
                }
            }
            Decision::ReturnEngineers { left, .. } => {
                if option != u32::MAX {
                    let p = self.p(seat);
                    if let Some(i) = p.engineers.iter().position(|e| e.card == option) {
                        p.engineers.remove(i);
                        p.hand.push(option);
                    }
                    if left > 1 && !self.p(seat).engineers.is_empty() {
                        self.decision = Some(Decision::ReturnEngineers {
                            seat,
                            left: left - 1,
                        });
                    }
                }
            }
            Decision::FreeRepair { .. } => {
                if let Some(&m) = self.repair_candidates(seat).get(option as usize) {
                    self.repair(seat, m, false);
                }
            }
            Decision::SearchDiscard { .. } => {
                let row = (option / 1000) as usize;
                let card = option % 1000;
                if let Some(i) = self
                    .discard
                    .get(row)
                    .and_then(|p| p.iter().position(|&c| c == card))
                {
                    self.discard[row].remove(i);
                    self.gain(seat, row, card);
                }
            }
            Decision::Reactivate { left, mut done, .. } => {
                if option != u32::MAX {
                    done.push(option);
                    self.log(
                        Text::new("log-activate")
                            .seat("player", seat)
                            .msg("machine", turn_text(option)),
                    );
                    if left > 1 {
                        // Ask again after the machine's effect.
                        self.stack.push(Frame::Op {
                            seat,
                            op: Op::ReactivateTurn { n: 0 },
                        });
                        self.pending_reactivate = Some((left - 1, done));
                    }
                    let ops = self.machine_ops(MRef::Turn(option));
                    self.push_ops(seat, ops);
                }
            }
            Decision::Redistribute { all, mut moved, .. } => {
                if option != u32::MAX {
                    let kind = option / 100_000;
                    let card = (option % 100_000) / 10;
                    let to = (option % 10) as u8;
                    let m = if kind == 1 {
                        MRef::Turn(card)
                    } else {
                        MRef::OneTime(card)
                    };
                    moved.push(m);
                    let mut activate = false;
                    let p = self.p(seat);
                    match m {
                        MRef::Turn(c) => {
                            if let Some(t) = p.turn.iter_mut().find(|t| t.card == c) {
                                t.age = to;
                            }
                        }
                        _ => {
                            if let Some(t) = p.one_time.iter_mut().find(|t| t.card == card) {
                                t.age = to;
                                if to == AGE_X && t.repaired && !t.used {
                                    t.used = true;
                                    activate = true;
                                }
                            }
                        }
                    }
                    self.log(
                        Text::new("log-move")
                            .seat("player", seat)
                            .msg("machine", machine_text(m))
                            .msg("sector", sector_text(to)),
                    );
                    self.decision = Some(Decision::Redistribute { seat, all, moved });
                    if activate {
                        // Resolve the activation after the redistribution finishes.
                        let ops = self.machine_ops(m);
                        self.push_ops(seat, ops);
                    }
                }
            }
            Decision::Sacrifice { .. } => {
                let p = self.p(seat);
                if let Some(i) = p.hand.iter().position(|&c| c == option) {
                    p.hand.remove(i);
                } else if let Some(i) = p.engineers.iter().position(|e| e.card == option) {
                    p.engineers.remove(i);
                }
                self.discard[ROW_ENGINEER].push(option);
                self.fill_gaps(ROW_ENGINEER);
                self.log(
                    Text::new("log-sacrifice")
                        .seat("player", seat)
                        .msg("engineer", eng_text(option)),
                );
            }
            Decision::ExtraPlay { .. } => {
                self.play_engineer(seat, option, false);
            }
            Decision::SteamAmount { max, .. } => {
                let p = self.p(seat);
                let k = option.min(max).min(p.cold);
                p.cold -= k;
                p.hot += k;
                self.log(Text::new("log-steam").seat("player", seat).num("steam", k));
            }
            Decision::UseMoved { machine, .. } => {
                if option == 1 {
                    if let MRef::OneTime(c) = machine
                        && let Some(t) = self.p(seat).one_time.iter_mut().find(|t| t.card == c)
                    {
                        t.used = true;
                    }
                    self.log(
                        Text::new("log-activate")
                            .seat("player", seat)
                            .msg("machine", machine_text(machine)),
                    );
                    let ops = self.machine_ops(machine);
                    self.push_ops(seat, ops);
                }
            }
            Decision::PayGears { small, medium, .. } => {
                if option == PAY_OLDEST {
                    self.p(seat).spend_gears(small, medium, 0);
                } else {
                    let age = (option / 2) as usize;
                    let kind = (option % 2) as usize;
                    let mut need = [small, medium];
                    let p = self.p(seat);
                    if age < 4 && need[kind] > 0 && p.gears[age][kind] > 0 {
                        p.gears[age][kind] -= 1;
                        need[kind] -= 1;
                        self.log(
                            Text::new(if kind == 0 {
                                "log-pay-small"
                            } else {
                                "log-pay-medium"
                            })
                            .seat("player", seat)
                            .msg("sector", sector_text(age as u8)),
                        );
                    }
                    self.pay_gears(seat, need[0], need[1]);
                }
            }
            Decision::Take { .. } => {}
        }
        Ok(())
    }

    /// Spends gears: at once when the sectors leave no choice, otherwise by asking the seat.
    fn pay_gears(&mut self, seat: Seat, small: u32, medium: u32) {
        if small + medium == 0 {
            return;
        }
        if self.p(seat).gear_choice(small, medium) {
            self.decision = Some(Decision::PayGears {
                seat,
                small,
                medium,
            });
        } else {
            self.p(seat).spend_gears(small, medium, 0);
        }
    }

    pub fn log(&mut self, text: Text) {
        self.log.push(text);
    }

    fn spend_steam(&mut self, seat: Seat, n: u32) {
        let p = self.p(seat);
        let k = n.min(p.hot);
        p.hot -= k;
        p.cold += k;
    }

    fn take_special(&mut self, seat: Seat) {
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
    fn push_ops(&mut self, seat: Seat, ops: Vec<Op>) {
        for op in ops.into_iter().rev() {
            self.stack.push(Frame::Op { seat, op });
        }
    }

    fn accelerate(&mut self, seat: Seat, item: Item) {
        self.spend_steam(seat, 1);
        let mut ask = None;
        let p = self.p(seat);
        let (text, age) = match item {
            Item::Engineer(c) => {
                let mut age = 0;
                if let Some(e) = p.engineers.iter_mut().find(|e| e.card == c) {
                    e.age = (e.age + 1).min(AGE_X);
                    age = e.age;
                }
                (eng_text(c), age)
            }
            Item::Turn(c) => {
                let mut age = 0;
                if let Some(t) = p.turn.iter_mut().find(|t| t.card == c) {
                    t.age = (t.age + 1).min(AGE_X);
                    age = t.age;
                }
                ask = Some(MRef::Turn(c));
                (turn_text(c), age)
            }
            Item::OneTime(c) => {
                let mut age = 0;
                if let Some(t) = p.one_time.iter_mut().find(|t| t.card == c) {
                    t.age = (t.age + 1).min(AGE_X);
                    age = t.age;
                    if t.age == AGE_X && t.repaired && !t.used {
                        ask = Some(MRef::OneTime(c));
                    }
                }
                (one_time_text(c), age)
            }
        };
        self.log(
            Text::new("log-accelerate")
                .seat("player", seat)
                .msg("item", text)
                .msg("sector", sector_text(age)),
        );
        // Activating the moved machine is optional.
        if let Some(machine) = ask {
            self.decision = Some(Decision::UseMoved { seat, machine });
        }
    }

    /// Repairs a machine whose costs are paid (or free); `sacrifice` asks for a diploma
    /// engineer to give up as part of the cost.
    fn repair(&mut self, seat: Seat, m: MRef, sacrifice: bool) {
        let d = data();
        let green_one = self
            .player(seat)
            .is_some_and(|p| p.has(Ability::GreenOnOneTimeRepair));
        let to_x = self
            .player(seat)
            .is_some_and(|p| p.has(Ability::OneTimeToX));
        let green_chrome = self
            .player(seat)
            .is_some_and(|p| p.has(Ability::GreenOnChromeRepair));
        let steam_chrome = self
            .player(seat)
            .is_some_and(|p| p.has(Ability::SteamOnChromeRepair));
        self.log(
            Text::new("log-repair")
                .seat("player", seat)
                .msg("machine", machine_text(m)),
        );
        let in_activation =
            matches!(self.stack.last(), Some(Frame::Activation(a)) if a.seat == seat);
        match m {
            MRef::OneTime(card) => {
                let mut in_x = false;
                if let Some(t) = self.p(seat).one_time.iter_mut().find(|t| t.card == card) {
                    t.repaired = true;
                    in_x = t.age == AGE_X;
                }
                if green_one {
                    self.p(seat).green += 2;
                }
                if in_activation
                    && in_x
                    && let Some(Frame::Activation(a)) = self.stack.last_mut()
                    && !a.virtual_turn
                {
                    a.on.push(m);
                }
                if sacrifice {
                    self.decision = Some(Decision::Sacrifice { seat });
                } else if to_x {
                    self.decision = Some(Decision::OneTimeToX { seat, card });
                }
            }
            MRef::Chrome(card) => {
                let Some(def) = d.chrome.get(card as usize) else {
                    return;
                };
                let p = self.p(seat);
                if p.waiting == Some(card) {
                    p.waiting = None;
                    p.drives[def.drive.index()].push(ChromeSlot {
                        card,
                        repaired: true,
                    });
                } else if let Some(top) = p.drives[def.drive.index()].last_mut()
                    && top.card == card
                {
                    top.repaired = true;
                }
                if green_chrome {
                    p.green += 3;
                }
                if steam_chrome {
                    p.hot += p.cold;
                    p.cold = 0;
                }
                if in_activation && let Some(Frame::Activation(a)) = self.stack.last_mut() {
                    if def.ability == Ability::Wheel {
                        a.on.push(m);
                    }
                    if !a.virtual_turn && self.step == Step::MainRunning {
                        match def.ability {
                            Ability::EndTurnWheel => self.flags.on[1] = true,
                            Ability::EndTurnPlay => self.flags.on[2] = true,
                            _ => {}
                        }
                    }
                }
            }
            _ => {}
        }
    }

    fn play_engineer(&mut self, seat: Seat, card: u32, main: bool) {
        let d = data();
        let Some(e) = d.engineers.get(card as usize) else {
            return;
        };
        let p = self.p(seat);
        if let Some(i) = p.hand.iter().position(|&c| c == card) {
            p.hand.remove(i);
        }
        self.log(
            Text::new("log-play")
                .seat("player", seat)
                .msg("engineer", eng_text(card)),
        );
        let low = e.level == 1 || (e.diploma && e.level == 2);
        if main && low && self.players[seat as usize].has(Ability::L1l2EndTurn) {
            self.flags.on[0] = true;
        }
        let candidates = self.copy_order(Some(seat));
        self.stack.push(Frame::Copy(CopyWindow {
            leader: Some(seat),
            card,
            candidates,
            placements: vec![(seat, card)],
        }));
        let mut ops = e.ops.clone();
        ops.extend(self.play_triggers(seat, card));
        self.push_ops(seat, ops);
    }

    /// Effects of chrome machines that fire when the seat plays (or copies with) an engineer.
    fn play_triggers(&self, seat: Seat, card: u32) -> Vec<Op> {
        let mut ops = Vec::new();
        let (Some(p), Some(e)) = (self.player(seat), data().engineers.get(card as usize)) else {
            return ops;
        };
        if (e.level == 1 || (e.diploma && e.level == 2)) && p.has(Ability::GearOnL1l2) {
            ops.push(Op::AnyGear { n: 1 });
        }
        if e.level == 2 && p.has(Ability::SteamOnL2) {
            ops.push(Op::Steam { n: 1 });
        }
        ops
    }

    /// Seats that may copy, clockwise after the leader.
    fn copy_order(&self, leader: Option<Seat>) -> Vec<Seat> {
        let n = self.players.len() as Seat;
        match leader {
            None => vec![0],
            Some(l) => (1..n)
                .map(|i| (l + i) % n)
                .filter(|&s| !self.players[s as usize].passed)
                .collect(),
        }
    }

    fn copy(&mut self, seat: Seat, cards: &[u32]) {
        let Some(Frame::Copy(w)) = self.stack.last_mut() else {
            return;
        };
        if !w.candidates.is_empty() {
            w.candidates.remove(0);
        }
        let played = w.card;
        for &c in cards {
            w.placements.push((seat, c));
        }
        for &c in cards {
            let p = self.p(seat);
            if let Some(i) = p.hand.iter().position(|&h| h == c) {
                p.hand.remove(i);
            }
        }
        let text = match cards {
            [a, b] => Text::new("log-copy-pair")
                .seat("player", seat)
                .msg("first", eng_text(*a))
                .msg("second", eng_text(*b)),
            _ => Text::new("log-copy")
                .seat("player", seat)
                .msg("engineer", eng_text(cards.first().copied().unwrap_or(0))),
        };
        self.log(text);
        let mut ops = data()
            .engineers
            .get(played as usize)
            .map(|e| e.ops.clone())
            .unwrap_or_default();
        for &c in cards {
            ops.extend(self.play_triggers(seat, c));
        }
        self.push_ops(seat, ops);
    }

    /// Lays a played engineer into the sector of its level.
    fn place_engineer(&mut self, seat: Seat, card: u32) {
        let Some(e) = data().engineers.get(card as usize) else {
            return;
        };
        let shift = self.players[seat as usize].has(Ability::ShiftPlacement)
            && !(e.colour == Colour::Grey && e.level == 3);
        let (age, fresh) = match (e.level, shift) {
            (4.., false) => (AGE_X, true),
            (4.., true) => (0, false),
            (l, false) => ((3 - l.min(3)) as u8, false),
            (l, true) => ((4 - l.min(3)) as u8, false),
        };
        self.p(seat)
            .engineers
            .push(PlacedEngineer { card, age, fresh });
    }

    pub fn turn_wheel(&mut self, seat: Seat, main: bool) {
        self.log(Text::new("log-turn-wheel").seat("player", seat));
        let p = self.p(seat);
        p.rotation += 1;
        for e in p.engineers.iter_mut() {
            e.age = (e.age + 1) % 4;
            e.fresh = false;
        }
        p.gears.rotate_right(1);
        for m in p.one_time.iter_mut() {
            m.age = (m.age + 1) % 4;
        }
        for m in p.turn.iter_mut() {
            m.age = (m.age + 1) % 4;
        }
        let mut on: Vec<MRef> = p.turn.iter().map(|t| MRef::Turn(t.card)).collect();
        on.extend(
            p.one_time
                .iter()
                .filter(|m| m.age == AGE_X && m.repaired && !m.used)
                .map(|m| MRef::OneTime(m.card)),
        );
        let d = data();
        for c in p.active_chrome() {
            match d.chrome.get(c as usize).map(|c| c.ability) {
                Some(Ability::Wheel) => on.push(MRef::Chrome(c)),
                Some(Ability::EndTurnWheel) if main => self.flags.on[1] = true,
                Some(Ability::EndTurnPlay) if main => self.flags.on[2] = true,
                _ => {}
            }
        }
        let p = &self.players[seat as usize];
        let protos: Vec<u8> = if p.bottom_age() == AGE_X {
            (0..3u8)
                .filter(|&i| p.drives[i as usize].is_empty())
                .collect()
        } else {
            Vec::new()
        };
        // The gear and piston prototypes are switched on like any machine (optional, any
        // order); the chain prototype's special marker is mandatory and taken at once.
        on.extend(
            protos
                .iter()
                .filter(|&&i| i != PROTO_CHAIN)
                .map(|&i| MRef::Prototype(i)),
        );
        self.stack.push(Frame::Activation(Activation {
            seat,
            virtual_turn: false,
            on,
            used: Vec::new(),
        }));
        for &i in protos.iter().filter(|&&i| i == PROTO_CHAIN) {
            self.log(
                Text::new("log-activate")
                    .seat("player", seat)
                    .msg("machine", machine_text(MRef::Prototype(i))),
            );
            let ops = self.machine_ops(MRef::Prototype(i));
            self.push_ops(seat, ops);
        }
    }

    fn end_maintenance(&mut self, seat: Seat) {
        // Empty sector X.
        let mut one_time = Vec::new();
        let mut turn = Vec::new();
        let p = self.p(seat);
        p.one_time.retain(|m| {
            if m.age == AGE_X {
                one_time.push(m.card);
                false
            } else {
                true
            }
        });
        p.turn.retain(|m| {
            if m.age == AGE_X {
                turn.push(m.card);
                false
            } else {
                true
            }
        });
        let gears = p.gears[3][0] + p.gears[3][1];
        p.gears[3] = [0, 0];
        let mut back = Vec::new();
        p.engineers.retain(|e| {
            if e.age == AGE_X && !e.fresh {
                back.push(e.card);
                false
            } else {
                true
            }
        });
        p.hand.extend(back.iter().copied());
        if !(one_time.is_empty() && turn.is_empty() && back.is_empty() && gears == 0) {
            self.log(
                Text::new("log-empty-x")
                    .seat("player", seat)
                    .num("machines", (one_time.len() + turn.len()) as u32)
                    .num("gears", gears)
                    .num("engineers", back.len() as u32),
            );
        }
        self.discard[ROW_ONE_TIME].extend(one_time);
        self.discard[ROW_TURN].extend(turn);
        self.fill_gaps(ROW_ONE_TIME);
        self.fill_gaps(ROW_TURN);
        self.step = match self.step {
            Step::MaintBefore => Step::Main,
            Step::MaintAfter | Step::MaintExtra => Step::EndTurn,
            Step::MaintPass => {
                self.p(seat).passed = true;
                self.finish_turn();
                return;
            }
            other => other,
        };
    }

    fn gain(&mut self, seat: Seat, row: usize, card: u32) {
        match row {
            ROW_ENGINEER => {
                let level = data().engineers.get(card as usize).map_or(0, |e| e.level);
                let p = self.p(seat);
                if level >= 4 {
                    p.green = p.green.saturating_sub(1);
                    p.hot = p.hot.saturating_sub(1);
                    p.cold += 1;
                }
                p.hand.push(card);
            }
            ROW_ONE_TIME => self.p(seat).one_time.push(OneTimeSlot {
                card,
                age: 0,
                repaired: false,
                used: false,
            }),
            ROW_TURN => {
                self.p(seat).turn.push(TurnSlot { card, age: 0 });
                if self.players[seat as usize].has(Ability::ActivateBuiltTurn) {
                    let ops = self.machine_ops(MRef::Turn(card));
                    self.push_ops(seat, ops);
                }
            }
            _ => {}
        }
        self.log(
            Text::new("log-take")
                .seat("player", seat)
                .msg("item", self.display_text(row, card)),
        );
    }

    fn take(&mut self, seat: Seat, row: usize, col: usize) {
        let row = row.min(ROW_TURN);
        let card = if col >= 3 {
            self.revealed = true;
            self.supply[row].pop()
        } else {
            self.display[row][col].take()
        };
        let Some(card) = card else { return };
        if row <= ROW_SPECIAL {
            let markers = if col < 3 {
                std::mem::take(&mut self.markers[row][col])
            } else {
                0
            };
            self.p(seat).specials += markers;
            self.log(
                Text::new("log-build-chrome")
                    .seat("player", seat)
                    .msg("item", chrome_text(card))
                    .num("markers", markers),
            );
            if col < 3 {
                self.refill(row, col);
            }
            if self.special_supply > 0 && self.display[row][2].is_some() {
                self.special_supply -= 1;
                self.markers[row][2] += 1;
            }
            self.decision = Some(Decision::ChromePlace { seat, card });
        } else {
            if col < 3 {
                self.refill(row, col);
            }
            self.gain(seat, row, card);
        }
    }

    /// Shifts the cards left of `col` one place right and draws a new card at window A.
    pub fn refill(&mut self, row: usize, col: usize) {
        for i in (1..=col.min(2)).rev() {
            self.display[row][i] = self.display[row][i - 1];
            if row <= ROW_SPECIAL {
                self.markers[row][i] = self.markers[row][i - 1];
            }
        }
        if row <= ROW_SPECIAL {
            self.markers[row][0] = 0;
        }
        self.display[row][0] = self.draw(row);
    }

    fn draw(&mut self, row: usize) -> Option<u32> {
        self.revealed = true;
        if self.supply[row].is_empty() && !self.discard[row].is_empty() {
            let mut pile = std::mem::take(&mut self.discard[row]);
            self.rng.shuffle(&mut pile);
            self.supply[row] = pile;
        }
        if let Some(c) = self.supply[row].pop() {
            return Some(c);
        }
        if row <= ROW_SPECIAL {
            return self.supply[1 - row].pop();
        }
        None
    }

    /// Fills empty display places once a discard pile exists again.
    fn fill_gaps(&mut self, row: usize) {
        while let Some(col) = (0..3).rev().find(|&c| self.display[row][c].is_none()) {
            if self.supply[row].is_empty() && self.discard[row].is_empty() {
                break;
            }
            self.refill(row, col);
        }
    }

    // -----------------------------------------------------------------------------------------
    // The engine: resolve work until someone has to decide.

    pub fn advance(&mut self) {
        for _ in 0..10_000 {
            if self.step == Step::GameOver || self.decision.is_some() {
                return;
            }
            match self.stack.last() {
                Some(Frame::Op { .. }) => {
                    if let Some(Frame::Op { seat, op }) = self.stack.pop() {
                        self.resolve(seat, op);
                    }
                    continue;
                }
                Some(Frame::Repair { .. }) => {
                    if let Some(Frame::Repair {
                        seat,
                        machine,
                        sacrifice,
                    }) = self.stack.pop()
                    {
                        self.repair(seat, machine, sacrifice);
                    }
                    continue;
                }
                Some(Frame::Activation(a)) => {
                    let a = a.clone();
                    if self.activation_legal(&a).len() <= 1 {
                        self.stack.pop();
                        continue;
                    }
                    return;
                }
                Some(Frame::Copy(w)) => {
                    let w = w.clone();
                    match w.candidates.first() {
                        Some(&s) if !self.copy_options(s, w.card).is_empty() => return,
                        Some(_) => {
                            if let Some(Frame::Copy(w)) = self.stack.last_mut() {
                                w.candidates.remove(0);
                            }
                            continue;
                        }
                        None => {
                            self.stack.pop();
                            for (s, c) in w.placements {
                                self.place_engineer(s, c);
                            }
                            if w.leader.is_none() {
                                self.automa_awards();
                                self.begin_turn();
                            }
                            continue;
                        }
                    }
                }
                None => {}
            }
            match self.step {
                Step::MainRunning => self.step = Step::MaintAfter,
                Step::ExtraRunning => self.step = Step::MaintExtra,
                Step::MaintBefore | Step::MaintAfter | Step::MaintExtra | Step::MaintPass
                    if self.secondary_legal(self.active, true).is_empty() =>
                {
                    self.end_maintenance(self.active);
                }
                Step::EndTurn => {
                    if (0..3).any(|w| self.end_turn_available(w)) {
                        return;
                    }
                    self.finish_turn();
                }
                _ => return,
            }
        }
    }

    fn resolve(&mut self, seat: Seat, op: Op) {
        let seat = seat.min(self.players.len() as Seat - 1);
        match op {
            Op::Small { n } => self.p(seat).gears[0][0] += n,
            Op::Medium { n } => self.p(seat).gears[0][1] += n,
            Op::AnyGear { n } => {
                if n > 0 {
                    self.decision = Some(Decision::Gears { seat, n });
                }
            }
            Op::Steam { n } => {
                let p = self.p(seat);
                let k = n.min(p.cold);
                if n >= 2 && k > 0 {
                    // "Up to" steam: the seat chooses the amount.
                    self.decision = Some(Decision::SteamAmount { seat, max: k });
                } else {
                    p.cold -= k;
                    p.hot += k;
                }
            }
            Op::MaxSteam => {
                let p = self.p(seat);
                p.hot += p.cold;
                p.cold = 0;
            }
            Op::Water { n } => self.p(seat).hot += n,
            Op::Chrome { n } => self.p(seat).chrome += n,
            Op::Green { n } => self.p(seat).green += n,
            Op::Special => self.take_special(seat),
            Op::SpecialOrGreen => {
                if self.special_supply > 0 {
                    self.decision = Some(Decision::SpecialOrGreen { seat });
                } else {
                    self.p(seat).green += 1;
                }
            }
            Op::MakeChrome => {
                let p = &self.players[seat as usize];
                if p.hot > 0 && p.small() + p.medium() > 0 {
                    self.decision = Some(Decision::MakeChrome { seat });
                }
            }
            Op::Hire => self.ask_take(seat, vec![ROW_ENGINEER as u8]),
            Op::BuildOneTime => self.ask_take(seat, vec![ROW_ONE_TIME as u8]),
            Op::BuildTurn => self.ask_take(seat, vec![ROW_TURN as u8]),
            Op::BuildChrome => self.ask_take(seat, vec![ROW_BASIC as u8, ROW_SPECIAL as u8]),
            Op::BuildMachine => self.ask_take(seat, vec![ROW_ONE_TIME as u8, ROW_TURN as u8]),
            Op::Award => {
                if self.awards_left() > 0 {
                    self.decision = Some(Decision::Award { seat });
                }
            }
            Op::GreenPerHot => {
                let p = self.p(seat);
                p.green += p.hot;
            }
            Op::GearsPerWater => {
                let p = &self.players[seat as usize];
                let n = p.hot + p.cold;
                if n > 0 {
                    self.decision = Some(Decision::Gears { seat, n });
                }
            }
            Op::GreenPerRepairedOneTime { n } => {
                let p = self.p(seat);
                p.green += n * p.one_time.iter().filter(|m| m.repaired).count() as u32;
            }
            Op::GreenPerTurnKind { n } => {
                let d = data();
                let p = self.p(seat);
                let mut kinds: Vec<usize> = p
                    .turn
                    .iter()
                    .filter_map(|t| d.turn.get(t.card as usize).copied())
                    .collect();
                kinds.sort_unstable();
                kinds.dedup();
                p.green += n * kinds.len() as u32;
            }
            Op::FreeRepair => {
                if !self.repair_candidates(seat).is_empty() {
                    self.decision = Some(Decision::FreeRepair { seat });
                }
            }
            Op::ReturnAllEngineers => {
                let p = self.p(seat);
                let cards: Vec<u32> = p.engineers.drain(..).map(|e| e.card).collect();
                p.hand.extend(cards);
            }
            Op::ReturnEngineers { n } => {
                if n > 0 && !self.players[seat as usize].engineers.is_empty() {
                    self.decision = Some(Decision::ReturnEngineers { seat, left: n });
                }
            }
            Op::SteamToGears { per } => {
                if self.players[seat as usize].hot > 0 {
                    self.decision = Some(Decision::SteamToGears { seat, per });
                }
            }
            Op::VirtualTurn => {
                let p = &self.players[seat as usize];
                let d = data();
                let mut on: Vec<MRef> = p.turn.iter().map(|t| MRef::Turn(t.card)).collect();
                on.extend(
                    p.active_chrome()
                        .into_iter()
                        .filter(|&c| {
                            d.chrome
                                .get(c as usize)
                                .is_some_and(|c| c.ability == Ability::Wheel)
                        })
                        .map(MRef::Chrome),
                );
                self.stack.push(Frame::Activation(Activation {
                    seat,
                    virtual_turn: true,
                    on,
                    used: Vec::new(),
                }));
            }
            Op::SearchDiscard => {
                if !self.search_options(seat).is_empty() {
                    self.decision = Some(Decision::SearchDiscard { seat });
                }
            }
            Op::Redistribute => {
                self.decision = Some(Decision::Redistribute {
                    seat,
                    all: false,
                    moved: Vec::new(),
                })
            }
            Op::RedistributeAll => {
                self.decision = Some(Decision::Redistribute {
                    seat,
                    all: true,
                    moved: Vec::new(),
                })
            }
            Op::SteamForGreenIfL2 => {
                let d = data();
                let p = &self.players[seat as usize];
                let l2 = p
                    .engineers
                    .iter()
                    .filter(|e| {
                        e.age == AGE_X
                            && d.engineers
                                .get(e.card as usize)
                                .is_some_and(|x| x.level == 2)
                    })
                    .count();
                if l2 >= 2 && p.hot > 0 {
                    self.decision = Some(Decision::SteamForGreen { seat });
                }
            }
            Op::ReactivateTurn { n } => {
                let (left, done) = if n == 0 {
                    self.pending_reactivate.take().unwrap_or((0, Vec::new()))
                } else {
                    (n, Vec::new())
                };
                if left > 0 {
                    let d = Decision::Reactivate { seat, left, done };
                    if self.choices(&d).len() > 1 {
                        self.decision = Some(d);
                    }
                }
            }
        }
    }

    fn ask_take(&mut self, seat: Seat, rows: Vec<u8>) {
        if self.take_options(seat, &rows).is_empty() {
            self.log(Text::new("log-nothing-to-take").seat("player", seat));
        } else {
            self.decision = Some(Decision::Take { seat, rows });
        }
    }

    // -----------------------------------------------------------------------------------------
    // Turns

    fn finish_turn(&mut self) {
        if self.step == Step::GameOver {
            return;
        }
        let multi = !self.solo();
        if multi
            && !self.final_phase
            && (self.special_supply <= 3 || self.awards_left() <= 3 || self.turn >= TURN_CAP)
        {
            self.final_phase = true;
            self.log(Text::new("log-final-phase"));
        }
        if self.solo() && self.turn >= TURN_CAP && !self.final_phase {
            self.final_phase = true;
            self.log(Text::new("log-final-phase"));
        }
        self.turn += 1;
        if self.players.iter().all(|p| p.passed) {
            self.step = Step::GameOver;
            self.finish_game();
            return;
        }
        if self.solo() {
            self.automa_turn();
            return;
        }
        let n = self.players.len() as Seat;
        for i in 1..=n {
            let s = (self.active + i) % n;
            if !self.players[s as usize].passed {
                self.active = s;
                break;
            }
        }
        self.begin_turn();
    }

    fn begin_turn(&mut self) {
        self.flags = TurnFlags::default();
        self.step = if self.final_phase {
            Step::FinalChoice
        } else {
            Step::MaintBefore
        };
        self.log(Text::new("log-turn").seat("player", self.active));
    }

    fn finish_game(&mut self) {
        for p in self.players.iter_mut() {
            let pairs = p.chrome / 2;
            p.chrome -= pairs * 2;
            p.green += pairs;
        }
        self.log(Text::new("log-game-over"));
        if self.solo() {
            let band = Corrosion::solo_band(self.score(0));
            self.log(Text::new(format!("rating-{band}")));
        }
    }

    // -----------------------------------------------------------------------------------------
    // The solo automa

    fn automa_draw(&mut self) -> Option<u32> {
        let automa = self.automa.as_mut()?;
        let card = automa.deck.pop();
        if let Some(c) = card {
            automa.discard.push(c);
        }
        if automa.deck.is_empty() {
            automa.exhausted += 1;
            let mut pile = std::mem::take(&mut automa.discard);
            self.rng.shuffle(&mut pile);
            automa.deck = pile;
            let exhausted = automa.exhausted;
            self.log(Text::new("log-automa-shuffle").num("count", exhausted));
            if exhausted >= 4 && !self.final_phase {
                self.final_phase = true;
                self.log(Text::new("log-final-phase"));
            }
        }
        card
    }

    /// The letter (0..3 for A..C) and arrow on the back of the automa's top card.
    pub fn automa_back(&self) -> (usize, Arrow) {
        let d = data();
        self.automa
            .as_ref()
            .and_then(|a| a.deck.last())
            .and_then(|&c| d.engineers.get(c as usize))
            .map_or((0, Arrow::Up), |e| (e.set.unwrap_or(0).min(2), e.arrow))
    }

    fn automa_turn(&mut self) {
        self.revealed = true;
        self.log(Text::new("log-automa-turn"));
        self.automa_draw();
        let action = self.automa_draw();
        if let Some(a) = self.automa.as_mut() {
            a.action = action;
        }
        let Some(card) = action else {
            self.begin_turn();
            return;
        };
        self.log(Text::new("log-automa-card").msg("engineer", eng_text(card)));
        let (letter, arrow) = self.automa_back();
        let d = data();
        let op = d
            .engineers
            .get(card as usize)
            .and_then(|e| e.ops.first().cloned());
        let row = match op {
            Some(Op::Hire) => Some(ROW_ENGINEER),
            Some(Op::BuildOneTime) => Some(ROW_ONE_TIME),
            Some(Op::BuildTurn) => Some(ROW_TURN),
            Some(Op::BuildChrome) => Some(if arrow == Arrow::Up {
                ROW_BASIC
            } else {
                ROW_SPECIAL
            }),
            _ => None,
        };
        if let Some(row) = row
            && let Some(removed) = self.display[row][letter].take()
        {
            self.log(
                Text::new("log-automa-remove")
                    .msg("item", self.display_text(row, removed))
                    .str("window", ["A", "B", "C"][letter]),
            );
            match row {
                ROW_BASIC | ROW_SPECIAL => {
                    // Out of the game, with its markers.
                    self.markers[row][letter] = 0;
                }
                ROW_ONE_TIME
                    if d.one_time
                        .get(removed as usize)
                        .and_then(|&k| d.one_time_kinds.get(k))
                        .is_some_and(|k| k.ops.contains(&Op::Award)) =>
                {
                    if let Some(a) = self.automa.as_mut() {
                        a.under.push((removed, 5));
                    }
                    self.log(Text::new("log-automa-under"));
                }
                _ => self.discard[row].push(removed),
            }
            self.refill(row, letter);
            if row <= ROW_SPECIAL && self.special_supply > 0 && self.display[row][2].is_some() {
                self.special_supply -= 1;
                self.markers[row][2] += 1;
            }
        }
        self.active = 0;
        self.step = Step::MainRunning;
        self.stack.push(Frame::Copy(CopyWindow {
            leader: None,
            card,
            candidates: if self.players[0].passed {
                vec![]
            } else {
                vec![0]
            },
            placements: Vec::new(),
        }));
    }

    /// Step 4 of the automa's turn: water markers on its award machines.
    fn automa_awards(&mut self) {
        let (letter, arrow) = self.automa_back();
        let Some(a) = self.automa.as_mut() else {
            return;
        };
        let mut removals = 0;
        let mut keep = Vec::new();
        let mut freed = Vec::new();
        for (card, water) in a.under.drain(..) {
            if water <= 1 {
                removals += 1;
                freed.push(card);
            } else {
                keep.push((card, water - 1));
            }
        }
        a.under = keep;
        self.discard[ROW_ONE_TIME].extend(freed);
        self.fill_gaps(ROW_ONE_TIME);
        for _ in 0..removals {
            self.automa_remove_award(letter, arrow);
        }
    }

    pub fn automa_remove_award(&mut self, letter: usize, arrow: Arrow) {
        let nonempty: Vec<usize> = (0..self.awards.len())
            .filter(|&i| self.awards[i].count() > 0)
            .collect();
        let row = if nonempty.contains(&letter) {
            Some(letter)
        } else if nonempty.len() == 1 || arrow == Arrow::Up {
            nonempty.first().copied()
        } else {
            nonempty.last().copied()
        };
        let Some(row) = row else { return };
        let r = &mut self.awards[row];
        if r.chained.is_some() {
            r.chained = None;
        } else {
            r.plain = false;
        }
        self.log(
            Text::new("log-automa-award").str("row", ["A", "B", "C", "D", "E", "F"][row.min(5)]),
        );
    }

    /// The solo rating band of a score (0 to 5).
    pub fn solo_band(score: u32) -> u32 {
        match score {
            100.. => 5,
            90..=99 => 4,
            70..=89 => 3,
            50..=69 => 2,
            30..=49 => 1,
            _ => 0,
        }
    }

    /// Points an award is worth to a seat.
    pub fn award_value(&self, seat: Seat, kind: usize) -> u32 {
        let d = data();
        let (Some(p), Some(a)) = (self.player(seat), d.awards.get(kind)) else {
            return 0;
        };
        let count = match a.key.as_str() {
            "gear-drive" => p.drives[0].iter().filter(|m| m.repaired).count() as u32,
            "piston-drive" => p.drives[1].iter().filter(|m| m.repaired).count() as u32,
            "chain-drive" => p.drives[2].iter().filter(|m| m.repaired).count() as u32,
            "turn-machines" => p.turn.len() as u32,
            "water" => (p.hot + p.cold).saturating_sub(3),
            "diplomas" => p.diplomas().len() as u32,
            "specials" => p.specials,
            "one-time" => p.one_time.iter().filter(|m| m.repaired).count() as u32,
            _ => 0,
        };
        count * a.points
    }
}
