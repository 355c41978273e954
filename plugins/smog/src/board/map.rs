//! Building a scene from drawn tiles and overlays (`data/tiles.toml`, chapter maps).
//!
//! A drawing has `2h + 1` lines of `4w + 1` characters, like the spec's diagrams:
//!
//! ```text
//! +---+---+
//! | .   i |
//! +   +WWW+
//! ```
//!
//! Square characters (the middle of each 3-character cell): `.` outdoor, `i` indoor, `X` crate
//! outdoor, `x` crate indoor, `F` fire indoor, `f` fire outdoor, `M` manhole (outdoor), `m` manhole (indoor), `R`
//! rubble (outdoor), `r` rubble (indoor). Edge characters: space open, `|`, `-`, `=` wall, `D`
//! closed door, `W` window, `R` red edge. The border of a tile is copied like any other edge;
//! the border of the whole scene is always a wall.

use super::grid::{EdgeKind, Grid, Pos};

/// A parsed drawing: its size, squares and edges, to be stamped onto a grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawing {
    pub width: i32,
    pub height: i32,
    lines: Vec<Vec<char>>,
}

/// Why a drawing cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawingError(pub String);

impl Drawing {
    pub fn parse(text: &str) -> Result<Drawing, DrawingError> {
        // Lines keep their trailing spaces (open edges on the right border); shorter lines
        // are padded with spaces.
        let mut lines: Vec<Vec<char>> = text
            .lines()
            .map(|l| l.trim_end_matches('\r'))
            .filter(|l| !l.trim().is_empty())
            .map(|l| l.chars().collect())
            .collect();
        let longest = lines.iter().map(Vec::len).max().unwrap_or(0);
        for line in &mut lines {
            line.resize(longest, ' ');
        }
        if lines.len() < 3 || lines.len().is_multiple_of(2) {
            return Err(DrawingError(format!(
                "a drawing needs 2h+1 lines, got {}",
                lines.len()
            )));
        }
        let chars = lines[0].len();
        if chars < 5 || !(chars - 1).is_multiple_of(4) {
            return Err(DrawingError(format!(
                "a drawing line needs 4w+1 characters, got {chars}"
            )));
        }
        if let Some(bad) = lines.iter().position(|l| l.len() != chars) {
            return Err(DrawingError(format!(
                "line {} has {} characters, not {chars}",
                bad + 1,
                lines[bad].len()
            )));
        }
        Ok(Drawing {
            width: ((chars - 1) / 4) as i32,
            height: ((lines.len() - 1) / 2) as i32,
            lines,
        })
    }

    fn at(&self, line: i32, col: i32) -> char {
        self.lines
            .get(line as usize)
            .and_then(|l| l.get(col as usize))
            .copied()
            .unwrap_or(' ')
    }

    /// The drawing turned `quarters` quarter turns clockwise (tiles and overlays placed with a
    /// rotation). Square `(x, y)` of a drawing `h` squares high goes to `(h - 1 - y, x)`; its
    /// top edge becomes its right edge, its left edge its top edge.
    pub fn rotated(&self, quarters: u8) -> Drawing {
        let mut out = self.clone();
        for _ in 0..quarters % 4 {
            out = out.turn();
        }
        out
    }

    fn turn(&self) -> Drawing {
        let (w, h) = (self.width, self.height);
        // The turned drawing is h squares wide and w high.
        let mut lines = vec![vec![' '; (4 * h + 1) as usize]; (2 * w + 1) as usize];
        for line in lines.iter_mut().step_by(2) {
            for c in line.iter_mut().step_by(4) {
                *c = '+';
            }
        }
        for ny in 0..w {
            for nx in 0..h {
                // New square (nx, ny) is old square (ny, h - 1 - nx).
                let sq = self.square(ny, h - 1 - nx);
                lines[(2 * ny + 1) as usize][(4 * nx + 2) as usize] = sq;
            }
        }
        // New vertical edge V'(nx, ny) = old horizontal edge H(ny, h - nx).
        for ny in 0..w {
            for nx in 0..=h {
                let c = self.at(2 * (h - nx), 4 * ny + 2);
                lines[(2 * ny + 1) as usize][(4 * nx) as usize] = match c {
                    '-' | '=' => '|',
                    other => other,
                };
            }
        }
        // New horizontal edge H'(nx, ny) = old vertical edge V(ny, h - 1 - nx).
        for ny in 0..=w {
            for nx in 0..h {
                let c = self.at(2 * (h - 1 - nx) + 1, 4 * ny);
                let c = match c {
                    '|' => '-',
                    other => other,
                };
                for k in 1..=3 {
                    lines[(2 * ny) as usize][(4 * nx + k) as usize] = c;
                }
            }
        }
        Drawing {
            width: h,
            height: w,
            lines,
        }
    }

    /// The character of square `(x, y)`.
    pub fn square(&self, x: i32, y: i32) -> char {
        self.at(2 * y + 1, 4 * x + 2)
    }

    fn edge_kind(c: char) -> Result<EdgeKind, DrawingError> {
        Ok(match c {
            ' ' | '+' => EdgeKind::Open,
            '|' | '-' | '=' => EdgeKind::Wall,
            'D' => EdgeKind::Door,
            'W' => EdgeKind::Window,
            'R' => EdgeKind::Red,
            other => return Err(DrawingError(format!("unknown edge character {other:?}"))),
        })
    }

    /// Copies the drawing onto `grid` with its top-left square at `at`: squares and every edge
    /// of the drawn area (including its border) replace what was there.
    pub fn stamp(&self, grid: &mut Grid, at: Pos) -> Result<(), DrawingError> {
        for y in 0..self.height {
            for x in 0..self.width {
                let p = at.offset(x, y);
                let Some(i) = grid.index(p) else {
                    return Err(DrawingError(format!("square {p:?} lies outside the scene")));
                };
                let c = self.square(x, y);
                let (indoor, crate_, fire, manhole, rubble) = match c {
                    '.' | ' ' => (false, false, false, false, false),
                    'i' => (true, false, false, false, false),
                    'X' => (false, true, false, false, false),
                    'x' => (true, true, false, false, false),
                    'F' => (true, false, true, false, false),
                    'f' => (false, false, true, false, false),
                    'M' => (false, false, false, true, false),
                    'm' => (true, false, false, true, false),
                    'R' => (false, false, false, false, true),
                    'r' => (true, false, false, false, true),
                    other => {
                        return Err(DrawingError(format!("unknown square character {other:?}")));
                    }
                };
                grid.indoor[i] = indoor;
                grid.crates[i] = crate_;
                grid.fire[i] = fire;
                grid.manholes[i] = manhole;
                grid.rubble[i] = rubble;
            }
        }
        for y in 0..self.height {
            for x in 0..=self.width {
                let kind = Self::edge_kind(self.at(2 * y + 1, 4 * x))?;
                grid.set_v(at.x + x, at.y + y, kind);
            }
        }
        for y in 0..=self.height {
            for x in 0..self.width {
                let kind = Self::edge_kind(self.at(2 * y, 4 * x + 2))?;
                grid.set_h(at.x + x, at.y + y, kind);
            }
        }
        Ok(())
    }
}

/// Closes the scene's border with walls (after stamping tiles whose borders are open).
pub fn close_border(grid: &mut Grid) {
    for y in 0..grid.height {
        grid.set_v(0, y, EdgeKind::Wall);
        grid.set_v(grid.width, y, EdgeKind::Wall);
    }
    for x in 0..grid.width {
        grid.set_h(x, 0, EdgeKind::Wall);
        grid.set_h(x, grid.height, EdgeKind::Wall);
    }
}

/// Puts rubble on a square: it stands for a destroyed wall, so every wall, red edge or door
/// around the square opens (the scene's border stays closed).
pub fn place_rubble(grid: &mut Grid, p: Pos) {
    let Some(i) = grid.index(p) else { return };
    grid.rubble[i] = true;
    grid.crates[i] = false;
    if p.x > 0 {
        grid.set_v(p.x, p.y, EdgeKind::Open);
    }
    if p.x + 1 < grid.width {
        grid.set_v(p.x + 1, p.y, EdgeKind::Open);
    }
    if p.y > 0 {
        grid.set_h(p.x, p.y, EdgeKind::Open);
    }
    if p.y + 1 < grid.height {
        grid.set_h(p.x, p.y + 1, EdgeKind::Open);
    }
}

/// A grid straight from one drawing (tests and small maps).
pub fn grid_from_drawing(text: &str) -> Result<Grid, DrawingError> {
    let drawing = Drawing::parse(text)?;
    let mut grid = Grid::new(drawing.width, drawing.height);
    drawing.stamp(&mut grid, Pos::new(0, 0))?;
    close_border(&mut grid);
    Ok(grid)
}
