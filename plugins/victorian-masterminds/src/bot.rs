//! The computer player: a fair heuristic (it never looks at hidden agents or the deck order).
//!
//! It values each resource by how much it can still use it (parts only while a slot is free,
//! scientists while a lab cell is free, firepower while it is behind the Secret Service, codex
//! tokens while the library has room), and places its agent where spoils and ability together
//! are worth most: a Gunner where it can capture, a Henchman where it meets the mission, a
//! Number Two where the doubled spoils are useful. Parts go to the segment closest to
//! completion. Three scientists buy a Capture!, a full laboratory an Extra Turn.

use parlour_plugin_api::{GameRng, Seat};

use crate::data::{Unlock, data};
use crate::{
    Action, Agent, Ask, BuildingKind, City, EngineStep, MachineId, Masterminds, Order, Part, Res,
    ResOpt,
};

/// Emphasis of a bot: multipliers for parts, captures (firepower and Gunner), codex and
/// missions. The default bot is balanced; the others exist to test that every strategy is
/// viable.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    pub parts: f64,
    pub capture: f64,
    pub codex: f64,
    pub missions: f64,
}

impl Style {
    pub const BALANCED: Style = Style {
        parts: 1.0,
        capture: 1.7,
        codex: 1.0,
        missions: 1.0,
    };
}

thread_local! {
    static STYLE: std::cell::Cell<Style> = const { std::cell::Cell::new(Style::BALANCED) };
}

fn style() -> Style {
    STYLE.with(std::cell::Cell::get)
}

/// Chooses with another style (for strategy tests).
pub fn choose_with(state: &Masterminds, seat: Seat, seed: u64, s: Style) -> Option<Action> {
    STYLE.with(|c| c.set(s));
    let a = choose(state, seat, seed);
    STYLE.with(|c| c.set(Style::BALANCED));
    a
}

/// How much a resource is worth to a seat now.
pub fn res_value(state: &Masterminds, seat: Seat, res: Res) -> f64 {
    let st = style();
    let base = res_value_base(state, seat, res);
    base * match res {
        Res::Bolt | Res::Copper => st.parts,
        Res::Firepower => st.capture,
        Res::Codex => st.codex,
        _ => 1.0,
    }
}

fn res_value_base(state: &Masterminds, seat: Seat, res: Res) -> f64 {
    let Some(p) = state.player(seat) else {
        return 0.0;
    };
    match res {
        Res::Bolt | Res::Copper => {
            let part = if res == Res::Bolt {
                Part::Bolt
            } else {
                Part::Copper
            };
            part_value(state, seat, part)
        }
        Res::Firepower => {
            let buildings = state.buildings.iter().map(Vec::len).sum::<usize>();
            if buildings == 0 || p.firepower >= 12 {
                0.1
            } else {
                // Worth most when it brings a capture within reach.
                match i32::from(state.level) - i32::from(p.firepower) {
                    ..=-2 => 0.3,
                    -1 | 0 => 0.7,
                    1 => 1.7,
                    2 => 1.2,
                    _ => 0.7,
                }
            }
        }
        Res::Scientist => {
            if p.scientists < state.lab_cells(seat) && state.scientists_in_pool() > 0 {
                1.4
            } else {
                0.0
            }
        }
        Res::Codex => {
            if p.codex.len() >= crate::LIBRARY {
                0.0
            } else {
                let v = if state.unlocked(seat, Unlock::Library) {
                    2.0
                } else {
                    1.0
                };
                v + if p.codex.len() + 1 == crate::CODEX_POWER {
                    0.8
                } else {
                    0.0
                }
            }
        }
        Res::Mayhem => 2.0,
    }
}

/// A part is worth more the closer it brings a segment to completion.
fn part_value(state: &Masterminds, seat: Seat, part: Part) -> f64 {
    let (Some(p), Some(md)) = (
        state.player(seat),
        state
            .player(seat)
            .and_then(|p| p.machine)
            .and_then(|m| data().and_then(|d| d.machine(m))),
    ) else {
        return 0.0;
    };
    let k = usize::from(part == Part::Copper);
    let best = md
        .segment
        .iter()
        .enumerate()
        .filter_map(|(i, s)| {
            // Only segments with a free slot for this part.
            let need = if k == 0 { s.bolts } else { s.copper };
            let have = p.parts.get(i).copied().unwrap_or([0, 0]);
            if p.done.get(i).copied().unwrap_or(true) || have[k] >= need {
                return None;
            }
            let left = u32::from(s.bolts.saturating_sub(have[0]))
                + u32::from(s.copper.saturating_sub(have[1]));
            let unlock = if s.unlock == Unlock::None { 0.0 } else { 0.5 };
            Some(if left <= 1 {
                1.0 + f64::from(s.points) / 3.0 + unlock
            } else {
                0.8 / f64::from(left - 1) + unlock * 0.4
            })
        })
        .fold(None, |acc: Option<f64>, v| {
            Some(acc.map_or(v, |a| a.max(v)))
        });
    match best {
        Some(b) => 1.1 + b,
        None => 0.0,
    }
}

/// What each resource is worth to a seat now ([`res_value`]), worked out once for a decision
/// that compares many places: placing an agent weighs every city's spoils and buildings.
struct Worth([f64; 6]);

impl Worth {
    fn of(state: &Masterminds, seat: Seat) -> Worth {
        Worth(
            [
                Res::Bolt,
                Res::Copper,
                Res::Firepower,
                Res::Scientist,
                Res::Codex,
                Res::Mayhem,
            ]
            .map(|r| res_value(state, seat, r)),
        )
    }

    fn res(&self, res: Res) -> f64 {
        // The order of `of` (a new resource must be added to both).
        self.0[match res {
            Res::Bolt => 0,
            Res::Copper => 1,
            Res::Firepower => 2,
            Res::Scientist => 3,
            Res::Codex => 4,
            Res::Mayhem => 5,
        }]
    }
}

fn capture_value(state: &Masterminds, seat: Seat, worth: &Worth, city: City, extra_fp: u8) -> f64 {
    let fp = state.player(seat).map_or(0, |p| p.firepower) + extra_fp;
    if fp < state.level {
        return 0.0;
    }
    state.buildings[city.index()]
        .iter()
        .map(|k| 2.0 * style().capture + worth.res(k.reward()))
        .fold(0.0, f64::max)
}

/// Value of an agent's ability in a city for a seat.
fn ability_value(state: &Masterminds, seat: Seat, worth: &Worth, agent: Agent, city: City) -> f64 {
    let spoils = worth.res(city.spoils());
    let extra_fp = u8::from(city == City::Moscow);
    match agent {
        Agent::NumberTwo => spoils * 0.9,
        Agent::Henchman => match state.missions[city.index()] {
            Some(m) if state.meets(seat, m) => data()
                .and_then(|d| d.missions.get(usize::from(m)))
                .map_or(0.0, |d| f64::from(d.reward) * style().missions),
            _ => 0.0,
        },
        Agent::Saboteur => 0.3,
        Agent::Gunner => capture_value(state, seat, worth, city, extra_fp),
        Agent::Engineer => {
            let machine = state.player(seat).and_then(|p| p.machine);
            let bonus = if state.unlocked(seat, Unlock::Bonus2) {
                1.0
            } else {
                0.0
            };
            bonus
                + match machine {
                    Some(MachineId::Fortress) => spoils,
                    Some(MachineId::Spider) => capture_value(state, seat, worth, city, extra_fp),
                    Some(MachineId::Flyer) => 1.0,
                    Some(MachineId::Zeppelin) => 1.6,
                    Some(MachineId::Mole) => 0.5,
                    Some(MachineId::Diving) => 1.4,
                    None => 0.0,
                }
        }
    }
}

fn place_value(state: &Masterminds, seat: Seat, worth: &Worth, agent: Agent, city: City) -> f64 {
    let spoils = worth.res(city.spoils());
    let stack = &state.stacks[city.index()];
    // Completing a stack resolves it at once: no one can react any more.
    let closes = stack.len() + 1 >= state.threshold();
    let sure = if closes { 0.3 } else { 0.0 };
    spoils + ability_value(state, seat, worth, agent, city) + sure
}

fn best_place(state: &Masterminds, seat: Seat, worth: &Worth, agent: Agent) -> (f64, City) {
    let mut best = (f64::MIN, City::London);
    for city in City::ALL {
        let v = place_value(state, seat, worth, agent, city);
        if v > best.0 {
            best = (v, city);
        }
    }
    best
}

/// Picks an action for `seat`, or `None` when it has nothing to do.
pub fn choose(state: &Masterminds, seat: Seat, seed: u64) -> Option<Action> {
    let legal = state.legal_plain(seat);
    if legal.is_empty() {
        return None;
    }
    match choose_inner(state, seat, &legal) {
        Some(a) if legal.contains(&a) => Some(a),
        // A random pick (the machine at the start, or no rule applies): the generator is only
        // seeded here, as seeding costs more than most decisions.
        _ => GameRng::from_seed(seed ^ u64::from(seat).wrapping_mul(0x9e37_79b9_7f4a_7c15))
            .pick(&legal)
            .copied(),
    }
}

fn choose_inner(state: &Masterminds, seat: Seat, legal: &[Action]) -> Option<Action> {
    match state.questions.for_seat(seat) {
        // Any machine: picked at random by the caller.
        Some(Ask::PickMachine) => None,
        Some(Ask::Place) => {
            let worth = Worth::of(state, seat);
            let current = state.next_agent(seat);
            let (mut best_v, mut best) = match current {
                Some(a) => {
                    let (v, c) = best_place(state, seat, &worth, a);
                    (v, Some(Action::Place(c)))
                }
                None => (f64::MIN, None),
            };
            for a in legal {
                match *a {
                    Action::ChooseAgent(agent) => {
                        let (v, _) = best_place(state, seat, &worth, agent);
                        if v > best_v + 0.2 {
                            best_v = v;
                            best = Some(*a);
                        }
                    }
                    Action::Recycle(agent) => {
                        let (v, _) = best_place(state, seat, &worth, agent);
                        if v > best_v + 2.5 {
                            best_v = v;
                            best = Some(*a);
                        }
                    }
                    _ => {}
                }
            }
            if best.is_none() {
                // Forced resolution: the stack with most of my agents.
                let mut options: Vec<(usize, Action)> = legal
                    .iter()
                    .filter_map(|a| match a {
                        Action::Resolve(c) => Some((
                            state.stacks[c.index()]
                                .iter()
                                .filter(|p| p.owner == seat)
                                .count(),
                            *a,
                        )),
                        _ => None,
                    })
                    .collect();
                options.sort_by_key(|(n, _)| std::cmp::Reverse(*n));
                return options.first().map(|(_, a)| *a).or(legal.first().copied());
            }
            best
        }
        Some(Ask::After) => {
            let p = state.player(seat)?;
            if legal.contains(&Action::CaptureAnywhere) {
                return Some(Action::CaptureAnywhere);
            }
            if legal.contains(&Action::ExtraTurn)
                && p.scientists >= state.lab_cells(seat)
                && state.lab_cells(seat) < 3
            {
                return Some(Action::ExtraTurn);
            }
            Some(Action::EndTurn)
        }
        Some(d) => decide(state, seat, d, legal),
        None => legal.first().copied(),
    }
}

/// The answer to a resolution's decision.
fn decide(state: &Masterminds, seat: Seat, d: &Ask, legal: &[Action]) -> Option<Action> {
    match d {
        // The turn's own questions are played by `choose_inner`.
        Ask::PickMachine | Ask::Place | Ask::After => None,
        Ask::Order { .. } => {
            // Spoils first never hurts: they can only help a prerequisite, bring firepower up
            // for a capture, or give a codex token that a Diving Monster may then flip.
            Some(Action::Order(Order::SpoilsFirst))
        }
        Ask::Segment { options, .. } => {
            let md = state
                .player(seat)
                .and_then(|p| p.machine)
                .and_then(|m| data().and_then(|d| d.machine(m)))?;
            let p = state.player(seat)?;
            let remaining = |i: u8| -> (u32, u32) {
                let i = usize::from(i);
                let Some(s) = md.segment.get(i) else {
                    return (u32::MAX, 9);
                };
                let have = p.parts.get(i).copied().unwrap_or([0, 0]);
                let left = u32::from(s.bolts.saturating_sub(have[0]))
                    + u32::from(s.copper.saturating_sub(have[1]));
                let prio = match s.unlock {
                    Unlock::Library => 0,
                    Unlock::Bonus1 | Unlock::Lab3 => 1,
                    Unlock::Lab4 | Unlock::Bonus2 => 2,
                    Unlock::None => 3,
                };
                // A codex collector builds its library first.
                if style().codex > 1.5 && s.unlock == Unlock::Library {
                    (0, 0)
                } else {
                    (left, prio)
                }
            };
            options
                .iter()
                .min_by_key(|&&i| remaining(i))
                .map(|&i| Action::Segment(i))
        }
        Ask::Building { options, .. } => options
            .iter()
            .max_by(|a, b| {
                let va = res_value(state, seat, a.1.reward())
                    + f64::from(u8::from(a.1 == BuildingKind::Monument)) * 0.1;
                let vb = res_value(state, seat, b.1.reward())
                    + f64::from(u8::from(b.1 == BuildingKind::Monument)) * 0.1;
                va.total_cmp(&vb)
            })
            .map(|&(c, k)| Action::Building(c, k)),
        Ask::Copy { city, .. } => {
            let worth = Worth::of(state, seat);
            let best = [Agent::Gunner, Agent::Henchman, Agent::NumberTwo]
                .into_iter()
                .max_by(|a, b| {
                    ability_value(state, seat, &worth, *a, *city)
                        .total_cmp(&ability_value(state, seat, &worth, *b, *city))
                })?;
            Some(Action::Copy(best))
        }
        Ask::OtherCity { options, .. } => options
            .iter()
            .max_by(|a, b| {
                res_value(state, seat, a.spoils()).total_cmp(&res_value(state, seat, b.spoils()))
            })
            .map(|&c| Action::City(c)),
        Ask::Resource { options, .. } => options
            .iter()
            .max_by(|a, b| {
                let v = |o: &ResOpt| match o {
                    ResOpt::Gain(r) => res_value(state, seat, *r),
                    ResOpt::FlipCodex => 1.0,
                };
                v(a).total_cmp(&v(b))
            })
            .map(|&o| Action::Resource(o)),
        Ask::Mission { options, .. } => options.first().map(|&c| Action::Mission(c)),
        Ask::Engine { steps, .. } => {
            // Resources first (they may bring a capture or a mission within reach), then the
            // power, then the Zeppelin's mission.
            [EngineStep::Bonus2, EngineStep::Power, EngineStep::Bonus1]
                .into_iter()
                .find(|s| steps.contains(s))
                .map(Action::Engine)
        }
        Ask::Mole { options, .. } => {
            let own = options.iter().find(|c| {
                state.stacks[c.index()]
                    .first()
                    .is_some_and(|p| p.owner == seat)
            });
            own.or(options.first()).map(|&c| Action::City(c))
        }
    }
    .or_else(|| legal.first().copied())
}
