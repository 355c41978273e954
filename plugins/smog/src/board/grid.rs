//! The scene as a square grid: squares with their flags, the edges between them, and the
//! adjacency tests of the spec's Appendix A (effect adjacency, steps, fire).
//!
//! Coordinates: `(x, y)`, x to the right, y downwards. `V(x, y)` is the vertical edge on the
//! left side of square `(x, y)`; `H(x, y)` the horizontal edge on its top side. The border of
//! the scene is impassable.

use serde::{Deserialize, Serialize};

/// A square of the scene.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Pos {
    pub x: i32,
    pub y: i32,
}

impl Pos {
    #[inline]
    pub const fn new(x: i32, y: i32) -> Self {
        Pos { x, y }
    }
    #[inline]
    pub fn offset(self, dx: i32, dy: i32) -> Pos {
        Pos::new(self.x + dx, self.y + dy)
    }
    /// Distance in squares (Chebyshev, ruling A-02): a diagonal step counts 1, walls ignored.
    #[inline]
    pub fn dist(self, other: Pos) -> i32 {
        (self.x - other.x).abs().max((self.y - other.y).abs())
    }
    /// The eight surrounding squares (some may lie off the board).
    #[inline]
    pub fn around(self) -> [Pos; 8] {
        [
            self.offset(-1, -1),
            self.offset(0, -1),
            self.offset(1, -1),
            self.offset(-1, 0),
            self.offset(1, 0),
            self.offset(-1, 1),
            self.offset(0, 1),
            self.offset(1, 1),
        ]
    }
}

/// What lies on an edge between two orthogonal neighbours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EdgeKind {
    /// Nothing (also an opened door or a wall replaced by rubble).
    #[default]
    Open,
    Wall,
    /// A red edge: blocks LOS and every movement.
    Red,
    /// A closed door.
    Door,
    Window,
}

impl EdgeKind {
    /// Walls, red edges and closed doors (and the border) are impassable.
    #[inline]
    pub fn impassable(self) -> bool {
        matches!(self, EdgeKind::Wall | EdgeKind::Red | EdgeKind::Door)
    }
}

/// Which passability an adjacency test asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// Melee, disengagement, sweep, revive, passing equipment, placement: windows are fine.
    Effect,
    /// A 1-MP step: every edge used must be open.
    Step,
    /// Fire spreading: windows and closed doors are passable, walls and red edges are not.
    Fire,
}

impl Reach {
    #[inline]
    fn passes(self, kind: EdgeKind) -> bool {
        match self {
            Reach::Effect => !kind.impassable(),
            Reach::Step => kind == EdgeKind::Open,
            Reach::Fire => !matches!(kind, EdgeKind::Wall | EdgeKind::Red),
        }
    }
}

/// The scene: flags per square and the kind of every edge.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Grid {
    pub width: i32,
    pub height: i32,
    pub indoor: Vec<bool>,
    pub crates: Vec<bool>,
    pub rubble: Vec<bool>,
    pub manholes: Vec<bool>,
    pub fire: Vec<bool>,
    /// `V(x, y)` for x in `0..=width`, y in `0..height`: index `y * (width + 1) + x`.
    pub vertical: Vec<EdgeKind>,
    /// `H(x, y)` for x in `0..width`, y in `0..=height`: index `y * width + x`.
    pub horizontal: Vec<EdgeKind>,
}

impl Grid {
    /// An empty outdoor scene with walls only along its border.
    pub fn new(width: i32, height: i32) -> Self {
        let width = width.max(1);
        let height = height.max(1);
        let cells = (width * height) as usize;
        let mut grid = Grid {
            width,
            height,
            indoor: vec![false; cells],
            crates: vec![false; cells],
            rubble: vec![false; cells],
            manholes: vec![false; cells],
            fire: vec![false; cells],
            vertical: vec![EdgeKind::Open; ((width + 1) * height) as usize],
            horizontal: vec![EdgeKind::Open; (width * (height + 1)) as usize],
        };
        for y in 0..height {
            grid.set_v(0, y, EdgeKind::Wall);
            grid.set_v(width, y, EdgeKind::Wall);
        }
        for x in 0..width {
            grid.set_h(x, 0, EdgeKind::Wall);
            grid.set_h(x, height, EdgeKind::Wall);
        }
        grid
    }

    #[inline]
    pub fn on_board(&self, p: Pos) -> bool {
        p.x >= 0 && p.y >= 0 && p.x < self.width && p.y < self.height
    }

    #[inline]
    pub fn index(&self, p: Pos) -> Option<usize> {
        self.on_board(p).then(|| (p.y * self.width + p.x) as usize)
    }

    /// Every square, row by row.
    pub fn squares(&self) -> impl Iterator<Item = Pos> + '_ {
        (0..self.height).flat_map(move |y| (0..self.width).map(move |x| Pos::new(x, y)))
    }

    #[inline]
    fn flag(&self, flags: &[bool], p: Pos) -> bool {
        self.index(p)
            .and_then(|i| flags.get(i).copied())
            .unwrap_or(false)
    }
    pub fn is_indoor(&self, p: Pos) -> bool {
        self.flag(&self.indoor, p)
    }
    #[inline]
    pub fn has_crate(&self, p: Pos) -> bool {
        self.flag(&self.crates, p)
    }
    #[inline]
    pub fn has_fire(&self, p: Pos) -> bool {
        self.flag(&self.fire, p)
    }
    pub fn has_manhole(&self, p: Pos) -> bool {
        self.flag(&self.manholes, p)
    }
    pub fn has_rubble(&self, p: Pos) -> bool {
        self.flag(&self.rubble, p)
    }
    pub fn set_fire(&mut self, p: Pos, on: bool) {
        if let Some(i) = self.index(p) {
            self.fire[i] = on;
        }
    }
    pub fn set_crate(&mut self, p: Pos, on: bool) {
        if let Some(i) = self.index(p) {
            self.crates[i] = on;
        }
    }
    pub fn set_indoor(&mut self, p: Pos, on: bool) {
        if let Some(i) = self.index(p) {
            self.indoor[i] = on;
        }
    }
    pub fn fire_count(&self) -> usize {
        self.fire.iter().filter(|f| **f).count()
    }

    /// `V(x, y)`; off the board it reads as a wall.
    #[inline]
    pub fn v(&self, x: i32, y: i32) -> EdgeKind {
        if x < 0 || x > self.width || y < 0 || y >= self.height {
            return EdgeKind::Wall;
        }
        self.vertical[(y * (self.width + 1) + x) as usize]
    }
    /// `H(x, y)`; off the board it reads as a wall.
    #[inline]
    pub fn h(&self, x: i32, y: i32) -> EdgeKind {
        if x < 0 || x >= self.width || y < 0 || y > self.height {
            return EdgeKind::Wall;
        }
        self.horizontal[(y * self.width + x) as usize]
    }
    pub fn set_v(&mut self, x: i32, y: i32, kind: EdgeKind) {
        if x >= 0 && x <= self.width && y >= 0 && y < self.height {
            self.vertical[(y * (self.width + 1) + x) as usize] = kind;
        }
    }
    pub fn set_h(&mut self, x: i32, y: i32, kind: EdgeKind) {
        if x >= 0 && x < self.width && y >= 0 && y <= self.height {
            self.horizontal[(y * self.width + x) as usize] = kind;
        }
    }

    /// The edge between two orthogonal neighbours (a wall for anything else or off the board).
    #[inline]
    pub fn edge(&self, a: Pos, b: Pos) -> EdgeKind {
        if !self.on_board(a) || !self.on_board(b) {
            return EdgeKind::Wall;
        }
        match (b.x - a.x, b.y - a.y) {
            (1, 0) => self.v(b.x, a.y),
            (-1, 0) => self.v(a.x, a.y),
            (0, 1) => self.h(a.x, b.y),
            (0, -1) => self.h(a.x, a.y),
            _ => EdgeKind::Wall,
        }
    }

    /// Sets the edge between two orthogonal neighbours.
    pub fn set_edge(&mut self, a: Pos, b: Pos, kind: EdgeKind) {
        match (b.x - a.x, b.y - a.y) {
            (1, 0) => self.set_v(b.x, a.y, kind),
            (-1, 0) => self.set_v(a.x, a.y, kind),
            (0, 1) => self.set_h(a.x, b.y, kind),
            (0, -1) => self.set_h(a.x, a.y, kind),
            _ => {}
        }
    }

    /// Whether `a` and `c` are adjacent for the given purpose (Appendix A). Crates do not stop
    /// adjacency to or from the crate square itself (callers check what may stand there), but a
    /// crate in a side square closes that detour.
    #[inline]
    pub fn adjacent(&self, a: Pos, c: Pos, reach: Reach) -> bool {
        // The test of `adjacency_route` without building the route.
        if !self.on_board(a) || !self.on_board(c) || a == c {
            return false;
        }
        let (dx, dy) = (c.x - a.x, c.y - a.y);
        if dx.abs() > 1 || dy.abs() > 1 {
            return false;
        }
        if dx == 0 || dy == 0 {
            return reach.passes(self.edge(a, c));
        }
        [a.offset(dx, 0), a.offset(0, dy)].into_iter().any(|side| {
            self.on_board(side)
                && !self.has_crate(side)
                && reach.passes(self.edge(a, side))
                && reach.passes(self.edge(side, c))
        })
    }

    /// For each square of `a.around()` in its order, whether a 1-MP step from `a` enters it:
    /// [`Grid::adjacent`] by [`Reach::Step`] and no crate there. The walks' hot path: each of
    /// the four edges round `a` is read once for the eight squares.
    #[inline]
    pub fn steps_around(&self, a: Pos) -> [bool; 8] {
        self.steps_around_with(a, self.edges_around(a))
    }

    /// The edges from `a` to its four orthogonal neighbours, east, west, south and north (a
    /// wall where the neighbour lies off the board).
    #[inline]
    pub fn edges_around(&self, a: Pos) -> [EdgeKind; 4] {
        if !self.on_board(a) {
            return [EdgeKind::Wall; 4];
        }
        // What `edge` reads for each neighbour, by index.
        let (x, y) = (a.x, a.y);
        let wall = EdgeKind::Wall;
        [
            if x + 1 < self.width {
                self.v(x + 1, y)
            } else {
                wall
            },
            if x > 0 { self.v(x, y) } else { wall },
            if y + 1 < self.height {
                self.h(x, y + 1)
            } else {
                wall
            },
            if y > 0 { self.h(x, y) } else { wall },
        ]
    }

    /// [`Grid::steps_around`] with [`Grid::edges_around`] read already. The searches' inner
    /// loop: the edges are read by their index (see [`Grid::v`], [`Grid::h`]) rather than
    /// through [`Grid::edge`], the crates once each.
    #[inline]
    pub fn steps_around_with(&self, a: Pos, edges: [EdgeKind; 4]) -> [bool; 8] {
        let mut out = [false; 8];
        if !self.on_board(a) {
            return out;
        }
        // An open edge lies on the board on both sides (off it an edge reads as a wall).
        let [east, west, south, north] = edges.map(|e| e == EdgeKind::Open);
        let (x, y) = (a.x, a.y);
        // A square that may be entered or passed round: on the board, no crate.
        let clear = |dx: i32, dy: i32| {
            let p = Pos::new(x + dx, y + dy);
            self.on_board(p) && !self.has_crate(p)
        };
        let open = |e: EdgeKind| e == EdgeKind::Open;
        let (w, e, n, s) = (clear(-1, 0), clear(1, 0), clear(0, -1), clear(0, 1));
        // A diagonal step goes round either corner: the side square free of crates, the edge
        // from here to it open and the edge from it to the corner square open. The edge from
        // (px, py) to (px, py ± 1) is `H(px, larger y)`, to (px ± 1, py) `V(larger x, py)`.
        let diagonal =
            |dx: i32, dy: i32, side_x: bool, clear_x: bool, side_y: bool, clear_y: bool| {
                clear(dx, dy)
                    && ((side_x && clear_x && open(self.h(x + dx, y.max(y + dy))))
                        || (side_y && clear_y && open(self.v(x.max(x + dx), y + dy))))
            };
        // In the order of `Pos::around`.
        out[0] = diagonal(-1, -1, west, w, north, n);
        out[1] = north && n;
        out[2] = diagonal(1, -1, east, e, north, n);
        out[3] = west && w;
        out[4] = east && e;
        out[5] = diagonal(-1, 1, west, w, south, s);
        out[6] = south && s;
        out[7] = diagonal(1, 1, east, e, south, s);
        out
    }

    /// The route that makes `a` and `c` adjacent: `Some(edges crossed)`, preferring a route
    /// without closed doors (fire burns the doors of the route it takes).
    pub fn adjacency_route(&self, a: Pos, c: Pos, reach: Reach) -> Option<Vec<(Pos, Pos)>> {
        if !self.on_board(a) || !self.on_board(c) || a == c {
            return None;
        }
        let (dx, dy) = (c.x - a.x, c.y - a.y);
        if dx.abs() > 1 || dy.abs() > 1 {
            return None;
        }
        if dx == 0 || dy == 0 {
            return reach.passes(self.edge(a, c)).then(|| vec![(a, c)]);
        }
        let mut best: Option<Vec<(Pos, Pos)>> = None;
        for side in [a.offset(dx, 0), a.offset(0, dy)] {
            if !self.on_board(side) || self.has_crate(side) {
                continue;
            }
            let (e1, e2) = (self.edge(a, side), self.edge(side, c));
            if reach.passes(e1) && reach.passes(e2) {
                let route = vec![(a, side), (side, c)];
                let doors = [e1, e2].iter().filter(|e| **e == EdgeKind::Door).count();
                if doors == 0 {
                    return Some(route);
                }
                if best.is_none() {
                    best = Some(route);
                }
            }
        }
        best
    }

    /// The squares adjacent to `a` by `reach`, in the order of [`Pos::around`] (an iterator:
    /// fire asks for them for every source at every clean-up, and random games play many).
    pub fn neighbours(&self, a: Pos, reach: Reach) -> impl Iterator<Item = Pos> + '_ {
        a.around()
            .into_iter()
            .filter(move |c| self.adjacent(a, *c, reach))
    }

    /// The square across a window on an edge of `a`'s square, if any (ruling A-07).
    pub fn windows_from(&self, a: Pos) -> Vec<Pos> {
        [
            a.offset(1, 0),
            a.offset(-1, 0),
            a.offset(0, 1),
            a.offset(0, -1),
        ]
        .into_iter()
        .filter(|c| self.on_board(*c) && self.edge(a, *c) == EdgeKind::Window)
        .collect()
    }

    /// Closed doors on the four edges of `a`'s square, named by the square beyond them.
    pub fn doors_from(&self, a: Pos) -> Vec<Pos> {
        [
            a.offset(1, 0),
            a.offset(-1, 0),
            a.offset(0, 1),
            a.offset(0, -1),
        ]
        .into_iter()
        .filter(|c| self.on_board(*c) && self.edge(a, *c) == EdgeKind::Door)
        .collect()
    }
}
