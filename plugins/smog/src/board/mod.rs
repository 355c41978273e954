//! The scene: the grid and its edges (`grid`), line of sight and cover (`los`), movement points
//! and reachability (`movement`), and building a scene from tiles and overlays (`map`).

pub mod grid;
pub mod los;
pub mod map;
pub mod movement;

pub use grid::{EdgeKind, Grid, Pos, Reach};
pub use los::{Sight, line_of_sight};
pub use movement::{Hop, Occupant};
