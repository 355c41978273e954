//! Movement points: steps (1 MP), opening a door (1 MP), climbing through a window (2 MP), and
//! the reachability map that charges, previews and bots use (Appendix A).

use std::collections::{BTreeMap, BinaryHeap};

use serde::{Deserialize, Serialize};

use super::grid::{EdgeKind, Grid, Pos, Reach};

/// Movement costs (rulebook: step 1, door 1, window 2, pass equipment 1).
pub const STEP_COST: u32 = 1;
pub const DOOR_COST: u32 = 1;
pub const WINDOW_COST: u32 = 2;
pub const PASS_COST: u32 = 1;

/// Who stands on a square, seen from the moving figure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Occupant {
    Free,
    /// A figure of the mover's side: may be passed, not ended on.
    Friend,
    /// An enemy figure: may not be entered.
    Enemy,
    /// A defeated gentleman: anyone may pass, nobody may end there.
    Fallen,
}

impl Occupant {
    pub fn enterable(self) -> bool {
        self != Occupant::Enemy
    }
    pub fn endable(self) -> bool {
        self == Occupant::Free
    }
}

/// One movement option inside a move action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Hop {
    /// Step into an adjacent square.
    Step(Pos),
    /// Open the closed door towards this orthogonal neighbour (the figure stays).
    Door(Pos),
    /// Climb through the window towards this orthogonal neighbour.
    Climb(Pos),
}

impl Hop {
    pub fn cost(self) -> u32 {
        match self {
            Hop::Step(_) => STEP_COST,
            Hop::Door(_) => DOOR_COST,
            Hop::Climb(_) => WINDOW_COST,
        }
    }
    /// The square the figure stands on after the hop.
    pub fn landing(self, from: Pos) -> Pos {
        match self {
            Hop::Step(p) | Hop::Climb(p) => p,
            Hop::Door(_) => from,
        }
    }
}

/// Whether a hop from `from` is legal by the scene and the figures (not by MP).
pub fn hop_legal(grid: &Grid, from: Pos, hop: Hop, occupant: impl Fn(Pos) -> Occupant) -> bool {
    match hop {
        Hop::Step(to) => {
            grid.adjacent(from, to, Reach::Step) && !grid.has_crate(to) && occupant(to).enterable()
        }
        Hop::Climb(to) => {
            from.dist(to) == 1
                && (from.x == to.x || from.y == to.y)
                && grid.edge(from, to) == EdgeKind::Window
                && !grid.has_crate(to)
                && occupant(to).enterable()
        }
        Hop::Door(to) => {
            from.dist(to) == 1
                && (from.x == to.x || from.y == to.y)
                && grid.edge(from, to) == EdgeKind::Door
        }
    }
}

/// Every hop legal from `from` by the scene and figures.
pub fn hops_from(grid: &Grid, from: Pos, occupant: impl Fn(Pos) -> Occupant) -> Vec<Hop> {
    let mut out = Vec::new();
    for to in from.around() {
        if hop_legal(grid, from, Hop::Step(to), &occupant) {
            out.push(Hop::Step(to));
        }
    }
    for to in grid.windows_from(from) {
        if hop_legal(grid, from, Hop::Climb(to), &occupant) {
            out.push(Hop::Climb(to));
        }
    }
    for to in grid.doors_from(from) {
        out.push(Hop::Door(to));
    }
    out
}

/// A square reachable within the movement points, with its cheapest route.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    pub cost: u32,
    pub hops: Vec<Hop>,
}

/// Cheapest routes from `start` to every square reachable with `mp` points. Opening a door is
/// planned as "open, then step through" (the door is gone afterwards). Squares that may only be
/// passed are included; callers filter end squares with [`Occupant::endable`].
pub fn reachable(
    grid: &Grid,
    start: Pos,
    mp: u32,
    occupant: impl Fn(Pos) -> Occupant,
) -> BTreeMap<Pos, Route> {
    let mut best: BTreeMap<Pos, Route> = BTreeMap::new();
    best.insert(
        start,
        Route {
            cost: 0,
            hops: Vec::new(),
        },
    );
    let mut heap = BinaryHeap::new();
    heap.push(std::cmp::Reverse((0u32, start)));
    while let Some(std::cmp::Reverse((cost, at))) = heap.pop() {
        if best.get(&at).is_some_and(|r| r.cost < cost) {
            continue;
        }
        let base = best.get(&at).map(|r| r.hops.clone()).unwrap_or_default();
        let mut moves: Vec<(Vec<Hop>, Pos, u32)> = Vec::new();
        for hop in hops_from(grid, at, &occupant) {
            match hop {
                Hop::Step(to) | Hop::Climb(to) => moves.push((vec![hop], to, hop.cost())),
                Hop::Door(to) => {
                    if !grid.has_crate(to) && occupant(to).enterable() {
                        moves.push((vec![hop, Hop::Step(to)], to, DOOR_COST + STEP_COST));
                    }
                }
            }
        }
        for (hops, to, extra) in moves {
            let total = cost + extra;
            if total > mp {
                continue;
            }
            if best.get(&to).is_none_or(|r| r.cost > total) {
                let mut route = base.clone();
                route.extend(hops);
                best.insert(
                    to,
                    Route {
                        cost: total,
                        hops: route,
                    },
                );
                heap.push(std::cmp::Reverse((total, to)));
            }
        }
    }
    best
}
