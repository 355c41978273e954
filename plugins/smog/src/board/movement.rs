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
    #[inline]
    pub fn enterable(self) -> bool {
        self != Occupant::Enemy
    }
    #[inline]
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
    #[inline]
    pub fn cost(self) -> u32 {
        match self {
            Hop::Step(_) => STEP_COST,
            Hop::Door(_) => DOOR_COST,
            Hop::Climb(_) => WINDOW_COST,
        }
    }
    /// The square the figure stands on after the hop.
    #[inline]
    pub fn landing(self, from: Pos) -> Pos {
        match self {
            Hop::Step(p) | Hop::Climb(p) => p,
            Hop::Door(_) => from,
        }
    }
}

/// Whether a hop from `from` is legal by the scene and the figures (not by MP).
#[inline]
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

/// Calls `f` with every hop legal from `from` by the scene and figures, in the order of
/// [`hops_from`] (steps round the square, windows, doors), without collecting them.
pub fn each_hop(
    grid: &Grid,
    from: Pos,
    occupant: &impl Fn(Pos) -> Occupant,
    mut f: impl FnMut(Hop),
) {
    // `hop_legal` for each hop, with each edge round the square read once (an edge to a
    // square off the board reads as a wall).
    let edges = grid.edges_around(from);
    for (to, open) in from
        .around()
        .into_iter()
        .zip(grid.steps_around_with(from, edges))
    {
        if open && occupant(to).enterable() {
            f(Hop::Step(to));
        }
    }
    for (to, edge) in orthogonal(from).into_iter().zip(edges) {
        if edge == EdgeKind::Window && !grid.has_crate(to) && occupant(to).enterable() {
            f(Hop::Climb(to));
        }
    }
    for (to, edge) in orthogonal(from).into_iter().zip(edges) {
        if edge == EdgeKind::Door {
            f(Hop::Door(to));
        }
    }
}

/// The four orthogonal neighbours in the order of [`Grid::windows_from`] and
/// [`Grid::doors_from`].
fn orthogonal(a: Pos) -> [Pos; 4] {
    [
        a.offset(1, 0),
        a.offset(-1, 0),
        a.offset(0, 1),
        a.offset(0, -1),
    ]
}

/// Every hop legal from `from` by the scene and figures.
pub fn hops_from(grid: &Grid, from: Pos, occupant: impl Fn(Pos) -> Occupant) -> Vec<Hop> {
    let mut out = Vec::new();
    each_hop(grid, from, &occupant, |h| out.push(h));
    out
}

/// A square reachable within the movement points, with its cheapest route.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    pub cost: u32,
    pub hops: Vec<Hop>,
}

/// How the search reached a square: the square it came from (by index; `u32::MAX` for the
/// start and squares not reached) and the hop, where a door stands for opening it and
/// stepping through.
type Back = (u32, Hop);

/// The `Back` of the start and of squares not reached.
const NOWHERE: Back = (u32::MAX, Hop::Step(Pos { x: 0, y: 0 }));

/// The hops of the route to square `at` in `from`, from the start.
fn route_to(from: &[Back], mut at: usize) -> Vec<Hop> {
    let mut hops = Vec::new();
    while let Some(&(back, hop)) = from.get(at).filter(|b| b.0 != u32::MAX) {
        match hop {
            Hop::Door(to) => hops.extend([Hop::Step(to), hop]),
            _ => hops.push(hop),
        }
        at = back as usize;
    }
    hops.reverse();
    hops
}

/// Not reached (in [`reach_costs`]).
pub const UNREACHED: u32 = u32::MAX;

/// A square waiting in a search's queue with the cost to reach it, as one number that orders
/// like `(cost, square)` (squares by column, then row, as `Pos` orders): the queue's
/// comparisons are the searches' hottest. Only squares on the board are queued, whose
/// coordinates are small and not negative.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Queued(std::cmp::Reverse<u64>);

impl Queued {
    fn new(cost: u32, p: Pos) -> Queued {
        let square = (u64::from(p.x as u16) << 16) | u64::from(p.y as u16);
        Queued(std::cmp::Reverse((u64::from(cost) << 32) | square))
    }

    fn cost(self) -> u32 {
        (self.0.0 >> 32) as u32
    }

    fn square(self) -> Pos {
        Pos::new(
            i32::from((self.0.0 >> 16) as u16),
            i32::from(self.0.0 as u16),
        )
    }
}

/// The search behind [`reachable`], [`reach_costs`] and [`nearest`]: Dijkstra over the
/// squares (ties in the order of `(cost, square)`), each square's cost and the square and hops
/// it was reached from, indexed like the grid's squares. It ends early at the first square
/// (by that order) for which `stop` holds, and returns it; the squares settled by then have
/// their final costs and routes. `None` when `start` lies off the board.
fn search(
    grid: &Grid,
    start: Pos,
    mp: u32,
    occupant: &impl Fn(Pos) -> Occupant,
    stop: impl Fn(usize) -> bool,
) -> Option<(Vec<u32>, Vec<Back>, Option<usize>)> {
    let first = grid.index(start)?;
    let cells = (grid.width * grid.height) as usize;
    let mut cost_of = vec![UNREACHED; cells];
    let mut from = vec![NOWHERE; cells];
    cost_of[first] = 0;
    let mut heap = BinaryHeap::new();
    heap.push(Queued::new(0, start));
    let mut moves: Vec<(Hop, Pos, u32)> = Vec::with_capacity(12);
    while let Some(queued) = heap.pop() {
        let (cost, at) = (queued.cost(), queued.square());
        let Some(here) = grid.index(at) else { continue };
        if cost_of[here] < cost {
            continue;
        }
        if stop(here) {
            return Some((cost_of, from, Some(here)));
        }
        moves.clear();
        each_hop(grid, at, occupant, |hop| match hop {
            Hop::Step(to) | Hop::Climb(to) => moves.push((hop, to, hop.cost())),
            // Opened and stepped through (see `Back`).
            Hop::Door(to) => {
                if !grid.has_crate(to) && occupant(to).enterable() {
                    moves.push((hop, to, DOOR_COST + STEP_COST));
                }
            }
        });
        for &(hop, to, extra) in &moves {
            let total = cost + extra;
            if total > mp {
                continue;
            }
            let Some(i) = grid.index(to) else { continue };
            if cost_of[i] > total {
                cost_of[i] = total;
                from[i] = (here as u32, hop);
                heap.push(Queued::new(total, to));
            }
        }
    }
    Some((cost_of, from, None))
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
    let Some(Routes { cost_of, from, .. }) = routes(grid, start, mp, occupant) else {
        // Off the board nothing is legal: the start alone.
        best.insert(
            start,
            Route {
                cost: 0,
                hops: Vec::new(),
            },
        );
        return best;
    };
    let width = grid.width as usize;
    for (i, &cost) in cost_of.iter().enumerate() {
        if cost == UNREACHED {
            continue;
        }
        let hops = route_to(&from, i);
        let p = Pos::new((i % width) as i32, (i / width) as i32);
        best.insert(p, Route { cost, hops });
    }
    best
}

/// The cheapest routes of [`reachable`], kept as the search left them: a route is put
/// together only when asked for.
pub struct Routes {
    width: i32,
    height: i32,
    cost_of: Vec<u32>,
    from: Vec<Back>,
}

impl Routes {
    fn index(&self, p: Pos) -> Option<usize> {
        (p.x >= 0 && p.y >= 0 && p.x < self.width && p.y < self.height)
            .then(|| (p.y * self.width + p.x) as usize)
    }

    /// The cost of the cheapest route to `p`, if it is reached.
    pub fn cost(&self, p: Pos) -> Option<u32> {
        self.index(p)
            .map(|i| self.cost_of[i])
            .filter(|c| *c != UNREACHED)
    }

    /// The hops of the cheapest route to `p` (the route [`reachable`] gives), if it is reached.
    pub fn hops(&self, p: Pos) -> Option<Vec<Hop>> {
        self.cost(p)?;
        Some(route_to(&self.from, self.index(p)?))
    }
}

/// The search of [`reachable`] without putting every route together. `None` when `start`
/// lies off the board.
pub fn routes(
    grid: &Grid,
    start: Pos,
    mp: u32,
    occupant: impl Fn(Pos) -> Occupant,
) -> Option<Routes> {
    search(grid, start, mp, &occupant, |_| false).map(|(cost_of, from, _)| Routes {
        width: grid.width,
        height: grid.height,
        cost_of,
        from,
    })
}

/// The square for which `goal` holds (by its index among the grid's squares) that is
/// cheapest to reach within `mp` (ties to the lower square), with the hops of its route:
/// what [`routes`] finds for that square, but searched only until the square is settled.
/// The start counts, with no hops. `None` when no such square is reached or `start` lies
/// off the board.
pub fn nearest(
    grid: &Grid,
    start: Pos,
    mp: u32,
    occupant: impl Fn(Pos) -> Occupant,
    goal: impl Fn(usize) -> bool,
) -> Option<(Pos, Vec<Hop>)> {
    let (cost_of, from, found) = search(grid, start, mp, &occupant, goal)?;
    let found = found?;
    let width = grid.width as usize;
    let routes = Routes {
        width: grid.width,
        height: grid.height,
        cost_of,
        from,
    };
    let square = Pos::new((found % width) as i32, (found / width) as i32);
    Some((square, routes.hops(square)?))
}

/// Whether a square for which `goal` holds (by its index among the grid's squares) is among
/// the squares of [`reachable`] (the start included), searched only until one is found.
/// `None` when `start` lies off the board.
pub fn reaches_any(
    grid: &Grid,
    start: Pos,
    mp: u32,
    occupant: impl Fn(Pos) -> Occupant,
    goal: impl Fn(usize) -> bool,
) -> Option<bool> {
    let first = grid.index(start)?;
    if goal(first) {
        return Some(true);
    }
    let cells = (grid.width * grid.height) as usize;
    let mut cost_of = vec![UNREACHED; cells];
    cost_of[first] = 0;
    let mut heap = BinaryHeap::new();
    heap.push(Queued::new(0, start));
    let mut found = false;
    while let Some(queued) = heap.pop() {
        let (cost, at) = (queued.cost(), queued.square());
        let Some(here) = grid.index(at) else { continue };
        if cost_of[here] < cost {
            continue;
        }
        each_hop(grid, at, &occupant, |hop| {
            let (to, extra) = match hop {
                Hop::Step(to) | Hop::Climb(to) => (to, hop.cost()),
                Hop::Door(to) => {
                    if grid.has_crate(to) || !occupant(to).enterable() {
                        return;
                    }
                    (to, DOOR_COST + STEP_COST)
                }
            };
            let total = cost + extra;
            let Some(i) = grid.index(to) else { return };
            if total <= mp && cost_of[i] > total {
                cost_of[i] = total;
                found |= goal(i);
                heap.push(Queued::new(total, to));
            }
        });
        if found {
            return Some(true);
        }
    }
    Some(false)
}

/// The cost of the cheapest route to every square, as [`reachable`] finds them but without
/// the routes, indexed like the grid's squares ([`UNREACHED`] beyond `mp`). `None` when
/// `start` lies off the board.
pub fn reach_costs(
    grid: &Grid,
    start: Pos,
    mp: u32,
    occupant: impl Fn(Pos) -> Occupant,
) -> Option<Vec<u32>> {
    search(grid, start, mp, &occupant, |_| false).map(|(costs, _, _)| costs)
}
