//! The squares a power or chaos effect may target (a Smog cloud's centre, a fire to place, a
//! manhole to summon from), marked on the grid instead of listed: the random playouts and the
//! search count these uses and build only the one they pick, while the lists of moves
//! (`Smog::effect_params`) read the same marks in their own order.

use crate::board::{Grid, Pos, Reach};
use crate::data::Effect;
use crate::state::*;

/// Squares of the scene picked out, one flag per square (row by row), listed in the order the
/// effect's moves list them.
pub(crate) struct SquareSet {
    width: i32,
    height: i32,
    flags: Vec<bool>,
    /// Listed column by column (the squares sorted as `Pos` sorts), else row by row (the
    /// order of `Grid::squares`).
    by_column: bool,
}

impl SquareSet {
    fn new(grid: &Grid, by_column: bool) -> Self {
        SquareSet {
            width: grid.width,
            height: grid.height,
            flags: vec![false; (grid.width * grid.height) as usize],
            by_column,
        }
    }

    #[inline]
    fn index(&self, p: Pos) -> Option<usize> {
        (p.x >= 0 && p.y >= 0 && p.x < self.width && p.y < self.height)
            .then(|| (p.y * self.width + p.x) as usize)
    }

    #[inline]
    fn set(&mut self, p: Pos, on: bool) {
        if let Some(i) = self.index(p) {
            self.flags[i] = on;
        }
    }

    /// How many squares are marked.
    pub(crate) fn count(&self) -> usize {
        self.flags.iter().filter(|f| **f).count()
    }

    /// The marked squares, in the effect's order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = Pos> + '_ {
        let (w, h) = (self.width, self.height);
        let by_column = self.by_column;
        (0..w * h)
            .map(move |k| {
                if by_column {
                    Pos::new(k / h, k % h)
                } else {
                    Pos::new(k % w, k / w)
                }
            })
            .filter(|p| self.index(*p).is_some_and(|i| self.flags[i]))
    }
}

impl Smog {
    /// The squares `effect` may target now, or `None` for an effect that targets no square.
    pub(crate) fn effect_squares(&self, effect: Effect) -> Option<SquareSet> {
        match effect {
            // Fire next to an agent, a minion or a fire (Place Fire), or next to a standing
            // gentleman (Blaze), on a square without fire or crate, while fire tokens last.
            Effect::PlaceFire | Effect::Blaze => {
                let mut set = SquareSet::new(&self.grid, true);
                if self.fire_supply == 0 {
                    return Some(set);
                }
                let mut spread = |o: Pos| {
                    for q in o.around() {
                        if self.grid.adjacent(o, q, Reach::Effect)
                            && !self.grid.has_fire(q)
                            && !self.grid.has_crate(q)
                        {
                            set.set(q, true);
                        }
                    }
                };
                if effect == Effect::PlaceFire {
                    for f in self
                        .figures
                        .iter()
                        .filter(|f| matches!(f.kind, FigKind::Agent | FigKind::Minion) && !f.gone)
                    {
                        spread(f.pos);
                    }
                    for p in self.grid.squares().filter(|p| self.grid.has_fire(*p)) {
                        spread(p);
                    }
                } else {
                    for g in self.gentlemen().filter(|g| self.active(g.id)) {
                        spread(g.pos);
                    }
                }
                Some(set)
            }
            // A Smog cloud's centre: any square within 2 of a standing gentleman that is not
            // a cloud's centre already.
            Effect::Smog => {
                let mut set = SquareSet::new(&self.grid, false);
                for g in self.gentlemen().filter(|g| self.active(g.id)) {
                    for dy in -2..=2 {
                        for dx in -2..=2 {
                            set.set(g.pos.offset(dx, dy), true);
                        }
                    }
                }
                for c in &self.smog {
                    set.set(*c, false);
                }
                Some(set)
            }
            // An open manhole with a free square next to it, while minions are left to summon.
            Effect::SummonManhole => {
                let mut set = SquareSet::new(&self.grid, false);
                if self.summon_sheet().is_some() {
                    for p in self.grid.squares() {
                        if self.open_manhole(p) && self.any_free_around(p) {
                            set.set(p, true);
                        }
                    }
                }
                Some(set)
            }
            _ => None,
        }
    }

    /// Whether some square effect-adjacent to `p` is free (no figure, no crate):
    /// `Smog::free_around` is not empty.
    pub(crate) fn any_free_around(&self, p: Pos) -> bool {
        p.around().into_iter().any(|q| {
            self.grid.adjacent(p, q, Reach::Effect)
                && !self.grid.has_crate(q)
                && self.at(q).is_none()
        })
    }
}
