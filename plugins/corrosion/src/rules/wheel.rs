//! The rust wheel: turning it, the machines it switches on, the wheel phase (activations), accelerating items with steam.

#[allow(unused_imports)]
use super::prelude::*;

impl Corrosion {
    /// Whether a switched-on machine can still be activated.
    pub(crate) fn machine_ready(&self, seat: Seat, m: MRef) -> bool {
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

    /// The newest wheel phase of `seat`, open now or under a question asked in it.
    pub(crate) fn current_activation(&self, seat: Seat) -> Option<&Activation> {
        self.questions.iter().rev().find_map(|q| match &q.ask {
            Ask::Activate(a) if q.seats == [seat] => Some(a),
            _ => None,
        })
    }

    /// Whether `seat` is carrying out its own main action now (not an extra action at the end
    /// of the turn, not a copy in someone else's turn, not the automa's turn).
    pub(crate) fn in_main_action(&self, seat: Seat) -> bool {
        self.step == Step::MainRunning
            && seat == self.active
            && self.copy_window().is_none_or(|w| w.leader == Some(seat))
    }

    /// Switches on the visible repaired end-of-turn machines of the seat (turn again, play
    /// again): turning the wheel as the main action does this.
    pub(crate) fn switch_on_end_of_turn(&mut self, seat: Seat) {
        let d = data();
        let Some(p) = self.player(seat) else {
            return;
        };
        for c in p.active_chrome() {
            match d.chrome.get(c as usize).map(|c| c.ability) {
                Some(Ability::EndTurnWheel) => self.flags.on[1] = true,
                Some(Ability::EndTurnPlay) => self.flags.on[2] = true,
                _ => {}
            }
        }
    }

    pub fn turn_wheel(&mut self, ctx: &mut Ctx, seat: Seat, main: bool) {
        log!(ctx, Text::new("log-turn-wheel").seat("player", seat));
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
        self.questions.ask(
            seat,
            Ask::Activate(Activation {
                virtual_turn: false,
                on,
                used: Vec::new(),
            }),
        );
        for &i in protos.iter().filter(|&&i| i == PROTO_CHAIN) {
            log!(
                ctx,
                Text::new("log-activate")
                    .seat("player", seat)
                    .msg("machine", machine_text(MRef::Prototype(i))),
            );
            let ops = self.machine_ops(MRef::Prototype(i));
            self.push_ops(seat, ops);
        }
    }

    pub(crate) fn accelerate(&mut self, ctx: &mut Ctx, seat: Seat, item: Item) {
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
        log!(
            ctx,
            Text::new("log-accelerate")
                .seat("player", seat)
                .msg("item", text)
                .msg("sector", sector_text(age)),
        );
        // Activating the moved machine is optional.
        if let Some(machine) = ask {
            self.ask_decision(seat, Decision::UseMoved { machine });
        }
    }
}
