//! Fire: damage for starting an activation in fire or entering it, placing markers (30 in the
//! box), and the clean-up: outdoor fire is removed, each indoor marker that existed at the start
//! of the clean-up spreads one marker to an adjacent square, through doors (burning them) and
//! windows, never through walls (rulings ).

use crate::board::{EdgeKind, Pos, Reach};
use crate::state::*;

impl Smog {
    /// Puts a fire marker on a square (no damage to a figure standing there). Returns whether
    /// a marker was placed.
    pub fn place_fire(&mut self, p: Pos) -> bool {
        if !self.grid.on_board(p)
            || self.grid.has_fire(p)
            || self.grid.has_crate(p)
            || self.fire_supply == 0
        {
            return false;
        }
        self.grid.set_fire(p, true);
        self.fire_supply -= 1;
        self.events += 1;
        true
    }

    pub fn remove_fire(&mut self, p: Pos) {
        if self.grid.has_fire(p) {
            self.grid.set_fire(p, false);
            self.fire_supply = self.fire_supply.saturating_add(1).min(FIRE_MARKERS);
        }
    }

    /// Squares a fire source may spread to: fire-adjacent, without fire or crate.
    pub fn spread_targets(&self, source: Pos) -> Vec<Pos> {
        if self.fire_supply == 0 {
            return Vec::new();
        }
        self.grid
            .neighbours(source, Reach::Fire)
            .filter(|p| !self.grid.has_fire(*p) && !self.grid.has_crate(*p))
            .collect()
    }

    /// Starts the clean-up's fire handling: outdoor markers go, indoor ones become sources.
    pub fn start_fire_spread(&mut self) -> Vec<Pos> {
        let all: Vec<Pos> = self
            .grid
            .squares()
            .filter(|p| self.grid.has_fire(*p))
            .collect();
        let mut sources = Vec::new();
        for p in all {
            if self.grid.is_indoor(p) {
                sources.push(p);
            } else {
                self.remove_fire(p);
            }
        }
        sources
    }

    /// Spreads from `source` to `to` (legal by [`Smog::spread_targets`]): a closed door on the
    /// way burns away.
    pub fn spread_fire(&mut self, source: Pos, to: Pos) {
        if let Some(route) = self.grid.adjacency_route(source, to, Reach::Fire) {
            for (a, b) in route {
                if self.grid.edge(a, b) == EdgeKind::Door {
                    self.grid.set_edge(a, b, EdgeKind::Open);
                }
            }
        }
        self.place_fire(to);
    }
}
