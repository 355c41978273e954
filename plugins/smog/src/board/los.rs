//! Line of sight and cover, exactly as the spec's Appendix A (rulings ): a line from
//! centre to centre, walked crossing by crossing in exact integer arithmetic; at a grid corner
//! the line is blocked only when both detours around the corner are blocked.

use super::grid::{EdgeKind, Grid, Pos};

/// What a line of sight finds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sight {
    pub visible: bool,
    /// The target has cover (a window or a standing figure on the line).
    pub cover: bool,
}

impl Sight {
    const BLOCKED: Sight = Sight {
        visible: false,
        cover: false,
    };
}

/// The squares whose interior the line from `a` to `b` passes, in order, excluding `a` and
/// `b`, together with the crossing of each step. Used by [`line_of_sight`] and by views.
fn walk(grid: &Grid, a: Pos, b: Pos, mut visit: impl FnMut(Crossing) -> bool) {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let (adx, ady) = (i64::from(dx.abs()), i64::from(dy.abs()));
    let (sx, sy) = (dx.signum(), dy.signum());
    let mut cur = a;
    let (mut i, mut j) = (1i64, 1i64);
    // Crossing i of a vertical grid line happens at t = (2i-1)/(2|dx|), crossing j of a
    // horizontal one at t = (2j-1)/(2|dy|). Compare (2i-1)|dy| with (2j-1)|dx|.
    while i <= adx || j <= ady {
        let vertical_next = if i > adx {
            false
        } else if j > ady {
            true
        } else {
            (2 * i - 1) * ady <= (2 * j - 1) * adx
        };
        let corner = i <= adx && j <= ady && (2 * i - 1) * ady == (2 * j - 1) * adx;
        let crossing = if corner {
            i += 1;
            j += 1;
            let next = cur.offset(sx, sy);
            Crossing::Corner {
                from: cur,
                to: next,
            }
        } else if vertical_next {
            i += 1;
            let next = cur.offset(sx, 0);
            Crossing::Edge {
                to: next,
                kind: grid.edge(cur, next),
            }
        } else {
            j += 1;
            let next = cur.offset(0, sy);
            Crossing::Edge {
                to: next,
                kind: grid.edge(cur, next),
            }
        };
        cur = match crossing {
            Crossing::Corner { to, .. } | Crossing::Edge { to, .. } => to,
        };
        if !visit(crossing) {
            return;
        }
    }
}

#[derive(Clone, Copy, Debug)]
enum Crossing {
    Edge { to: Pos, kind: EdgeKind },
    Corner { from: Pos, to: Pos },
}

/// Line of sight from `a` to `b`. `gives_cover(p)` says whether square `p` holds a standing
/// figure other than the attacker and the target (those squares never block).
pub fn line_of_sight(grid: &Grid, a: Pos, b: Pos, gives_cover: impl Fn(Pos) -> bool) -> Sight {
    if !grid.on_board(a) || !grid.on_board(b) {
        return Sight::BLOCKED;
    }
    let mut visible = true;
    let mut cover = false;
    walk(grid, a, b, |crossing| {
        let entered = match crossing {
            Crossing::Edge { to, kind, .. } => {
                if kind.impassable() {
                    visible = false;
                    return false;
                }
                if kind == EdgeKind::Window {
                    cover = true;
                }
                to
            }
            Crossing::Corner { from, to } => {
                let mut open_detours = 0;
                let mut open_without_window = 0;
                for side in [Pos::new(to.x, from.y), Pos::new(from.x, to.y)] {
                    let (e1, e2) = (grid.edge(from, side), grid.edge(side, to));
                    let blocked = !grid.on_board(side)
                        || e1.impassable()
                        || e2.impassable()
                        || grid.has_crate(side);
                    if !blocked {
                        open_detours += 1;
                        if e1 != EdgeKind::Window && e2 != EdgeKind::Window {
                            open_without_window += 1;
                        }
                    }
                }
                if open_detours == 0 {
                    visible = false;
                    return false;
                }
                if open_without_window == 0 {
                    cover = true;
                }
                to
            }
        };
        if entered != b {
            if grid.has_crate(entered) {
                visible = false;
                return false;
            }
            if gives_cover(entered) {
                cover = true;
            }
        }
        true
    });
    if visible {
        Sight {
            visible: true,
            cover,
        }
    } else {
        Sight::BLOCKED
    }
}

/// The squares strictly between `a` and `b` whose interior the line passes (for drawing).
pub fn squares_on_line(grid: &Grid, a: Pos, b: Pos) -> Vec<Pos> {
    let mut out = Vec::new();
    walk(grid, a, b, |c| {
        let to = match c {
            Crossing::Edge { to, .. } | Crossing::Corner { to, .. } => to,
        };
        if to != b {
            out.push(to);
        }
        true
    });
    out
}
