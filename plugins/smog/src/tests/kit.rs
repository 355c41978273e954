//! The board kit (issue 24, D-15): every tile face and overlay face is drawn, every one lies
//! on some chapter's board, the chapters are built from different tiles, and every chapter's
//! board keeps its rules working (every figure, exit and objective square reachable, nobody
//! starting on a crate). `draw_chapter_boards` renders the boards as pictures to look at.

use std::collections::BTreeSet;

use crate::board::movement::reachable;
use crate::board::{EdgeKind, Grid, Occupant, Pos};
use crate::data::{ChapterDef, data};

/// Every square a chapter names: (what, square).
fn named_squares(ch: &ChapterDef) -> Vec<(String, [i32; 2])> {
    let mut out: Vec<(String, [i32; 2])> = Vec::new();
    out.extend(ch.gentlemen.iter().map(|p| ("gentleman".to_owned(), *p)));
    out.extend(ch.exits.iter().map(|p| ("exit".to_owned(), *p)));
    out.extend(ch.sites.iter().map(|p| ("site".to_owned(), *p)));
    for group in [&ch.agents, &ch.minions, &ch.allies] {
        for p in group {
            out.extend(p.at.iter().map(|a| (p.sheet.clone(), *a)));
        }
    }
    for a in &ch.arrivals {
        out.extend(a.at.iter().map(|p| (a.sheet.clone(), *p)));
    }
    out
}

#[test]
fn the_kit_has_twelve_tile_faces_twenty_four_overlay_faces_and_the_curtain() {
    let d = data();
    let tiles: BTreeSet<&str> = d.tiles.iter().map(|t| t.id.as_str()).collect();
    let want: BTreeSet<String> = (1..=6)
        .flat_map(|n| ["a", "b"].map(|s| format!("t{n}{s}")))
        .collect();
    assert_eq!(
        tiles,
        want.iter().map(String::as_str).collect(),
        "six double-sided tiles"
    );
    let overlays: BTreeSet<&str> = d.overlays.iter().map(|t| t.id.as_str()).collect();
    let mut want: BTreeSet<String> = (1..=12)
        .flat_map(|n| ["a", "b"].map(|s| format!("o{n}{s}")))
        .collect();
    want.insert("curtain".to_owned());
    assert_eq!(overlays, want.iter().map(String::as_str).collect());
    for t in d.tiles.iter().chain(&d.overlays) {
        let drawing = crate::board::map::Drawing::parse(&t.drawing)
            .unwrap_or_else(|e| panic!("{}: {}", t.id, e.0));
        if t.id.starts_with('t') {
            assert_eq!((drawing.width, drawing.height), (8, 6), "{}", t.id);
        } else {
            let (w, h) = (
                drawing.width.min(drawing.height),
                drawing.width.max(drawing.height),
            );
            assert!(w >= 1 && h <= 6 && drawing.width <= 4, "{}: {w}x{h}", t.id);
        }
    }
}

#[test]
fn every_face_lies_on_a_chapter_board_and_the_chapters_differ() {
    let d = data();
    let mut used: BTreeSet<&str> = BTreeSet::new();
    for ch in &d.chapters {
        used.extend(ch.tiles.iter().map(|t| t.tile.as_str()));
        used.extend(ch.overlays.iter().map(|t| t.tile.as_str()));
    }
    for t in d.tiles.iter().chain(&d.overlays) {
        assert!(used.contains(t.id.as_str()), "{} is on no board", t.id);
    }
    // No two chapters share more than two of their tile faces.
    let faces =
        |ch: &ChapterDef| -> BTreeSet<String> { ch.tiles.iter().map(|t| t.tile.clone()).collect() };
    for (i, a) in d.chapters.iter().enumerate() {
        for b in &d.chapters[i + 1..] {
            let shared = faces(a).intersection(&faces(b)).count();
            assert!(
                shared <= 2,
                "chapters {} and {} share {shared} tiles",
                a.number,
                b.number
            );
        }
    }
}

/// Squares a figure can walk to from `start` with any number of movement points (doors
/// opened, windows climbed).
fn walkable(grid: &Grid, start: Pos) -> BTreeSet<Pos> {
    reachable(grid, start, 10_000, |_| Occupant::Free)
        .into_keys()
        .collect()
}

#[test]
fn every_chapter_board_keeps_its_rules_working() {
    let d = data();
    for ch in &d.chapters {
        let grid = d.build_grid(ch).expect("the board builds");
        let start = ch.gentlemen.first().expect("gentlemen start somewhere");
        let walk = walkable(&grid, Pos::new(start[0], start[1]));
        let named = named_squares(ch);
        let mut figures = BTreeSet::new();
        for (what, [x, y]) in &named {
            let p = Pos::new(*x, *y);
            let chapter = ch.number;
            assert!(
                grid.on_board(p),
                "chapter {chapter}: {what} at {p:?} off the board"
            );
            assert!(
                !grid.has_crate(p),
                "chapter {chapter}: {what} on a crate at {p:?}"
            );
            assert!(
                walk.contains(&p),
                "chapter {chapter}: {what} at {p:?} cannot be reached"
            );
            if what != "exit" && what != "site" && !ch.arrivals.iter().any(|a| &a.sheet == what) {
                assert!(figures.insert(p), "chapter {chapter}: two figures on {p:?}");
            }
        }
        // The goals that count squares of the board still have them.
        if let Some(n) = ch.goals.sealed {
            let shafts = grid.squares().filter(|p| grid.has_manhole(*p)).count();
            assert!(
                shafts >= usize::from(n),
                "chapter {}: {shafts} manholes",
                ch.number
            );
        }
        if let Some(n) = ch.goals.searched {
            let crates = grid.squares().filter(|p| grid.has_crate(*p)).count();
            assert_eq!(crates, usize::from(n), "chapter {}: every crate", ch.number);
        }
    }
}

/// Chapter I's stage: the curtain hangs along its front; the gentlemen starting on the
/// stage push through it (2 movement points, as through a window) or leave by the wings'
/// doors, and a shot through it is in cover.
#[test]
fn the_curtain_hangs_in_front_of_the_stage() {
    let d = data();
    let ch = d.chapter(1).expect("chapter 1");
    let grid = d.build_grid(ch).expect("the board");
    for x in 2..6 {
        assert_eq!(
            grid.edge(Pos::new(x, 1), Pos::new(x, 2)),
            EdgeKind::Window,
            "the curtain above ({x}, 2)"
        );
    }
    let route = reachable(&grid, Pos::new(3, 1), 2, |_| Occupant::Free);
    assert_eq!(route.get(&Pos::new(3, 2)).map(|r| r.cost), Some(2));
    let sight = crate::board::line_of_sight(&grid, Pos::new(3, 0), Pos::new(3, 4), |_| false);
    assert!(sight.visible && sight.cover, "{sight:?}");
}

/// Writes each chapter's board as a picture (`chapterN.png` in the system's temporary
/// directory) to look at: indoor floor brown, outdoor grey, crates dark, manholes and rubble
/// marked, walls black, red edges red, doors orange, windows (and the curtain) blue.
#[test]
#[ignore = "pictures to look at: cargo test -p parlour-smog -- --ignored draw_chapter_boards"]
fn draw_chapter_boards() {
    let d = data();
    let dir = std::env::temp_dir().join("smog-boards");
    std::fs::create_dir_all(&dir).expect("a directory");
    for ch in &d.chapters {
        let grid = d.build_grid(ch).expect("the board");
        let png = picture(&grid, ch);
        let path = dir.join(format!("chapter{}.png", ch.number));
        std::fs::write(&path, png).expect("written");
        println!("{}", path.display());
    }
}

const CELL: usize = 24;

fn picture(grid: &Grid, ch: &ChapterDef) -> Vec<u8> {
    let (w, h) = (
        grid.width as usize * CELL + 1,
        grid.height as usize * CELL + 1,
    );
    let mut px = vec![[255u8, 255, 255]; w * h];
    let mut fill = |x0: usize, y0: usize, x1: usize, y1: usize, c: [u8; 3]| {
        for y in y0..y1.min(h) {
            for x in x0..x1.min(w) {
                px[y * w + x] = c;
            }
        }
    };
    for p in grid.squares() {
        let (x, y) = (p.x as usize * CELL, p.y as usize * CELL);
        let floor = if grid.is_indoor(p) {
            [176, 139, 94]
        } else {
            [150, 153, 160]
        };
        fill(x, y, x + CELL, y + CELL, floor);
        if grid.has_crate(p) {
            fill(x + 4, y + 4, x + CELL - 4, y + CELL - 4, [90, 56, 30]);
        }
        if grid.has_manhole(p) {
            fill(x + 8, y + 8, x + CELL - 8, y + CELL - 8, [30, 30, 30]);
        }
        if grid.has_rubble(p) {
            for k in (4..CELL - 4).step_by(5) {
                fill(x + k, y + k, x + k + 3, y + k + 3, [110, 100, 90]);
            }
        }
        if grid.has_fire(p) {
            fill(x + 2, y + 2, x + 8, y + 8, [224, 102, 43]);
        }
    }
    let mark = |v: &[[i32; 2]], c: [u8; 3], px: &mut Vec<[u8; 3]>| {
        for [x, y] in v {
            let (x, y) = (*x as usize * CELL, *y as usize * CELL);
            for yy in y + 14..y + 20 {
                for xx in x + 14..x + 20 {
                    px[yy * w + xx] = c;
                }
            }
        }
    };
    mark(&ch.exits, [63, 125, 78], &mut px);
    mark(&ch.sites, [200, 40, 200], &mut px);
    mark(&ch.gentlemen, [201, 162, 39], &mut px);
    let mut fill = |x0: usize, y0: usize, x1: usize, y1: usize, c: [u8; 3]| {
        for y in y0..y1.min(h) {
            for x in x0..x1.min(w) {
                px[y * w + x] = c;
            }
        }
    };
    let colour = |k: EdgeKind| match k {
        EdgeKind::Open => None,
        EdgeKind::Wall => Some([0, 0, 0]),
        EdgeKind::Red => Some([200, 30, 30]),
        EdgeKind::Door => Some([230, 140, 20]),
        EdgeKind::Window => Some([60, 120, 220]),
    };
    for y in 0..grid.height {
        for x in 0..=grid.width {
            if let Some(c) = colour(grid.v(x, y)) {
                let (px0, py0) = (x as usize * CELL, y as usize * CELL);
                fill(px0.saturating_sub(1), py0, px0 + 2, py0 + CELL, c);
            }
        }
    }
    for y in 0..=grid.height {
        for x in 0..grid.width {
            if let Some(c) = colour(grid.h(x, y)) {
                let (px0, py0) = (x as usize * CELL, y as usize * CELL);
                fill(px0, py0.saturating_sub(1), px0 + CELL, py0 + 2, c);
            }
        }
    }
    png(w, h, &px)
}

/// A minimal PNG: 8-bit RGB, stored (uncompressed) deflate blocks.
fn png(w: usize, h: usize, px: &[[u8; 3]]) -> Vec<u8> {
    let mut raw = Vec::with_capacity(h * (1 + 3 * w));
    for y in 0..h {
        raw.push(0);
        for x in 0..w {
            raw.extend_from_slice(&px[y * w + x]);
        }
    }
    let mut z = vec![0x78, 0x01];
    let chunks: Vec<&[u8]> = raw.chunks(65_535).collect();
    for (i, c) in chunks.iter().enumerate() {
        z.push(u8::from(i + 1 == chunks.len()));
        let len = c.len() as u16;
        z.extend_from_slice(&len.to_le_bytes());
        z.extend_from_slice(&(!len).to_le_bytes());
        z.extend_from_slice(c);
    }
    let (mut a, mut b) = (1u32, 0u32);
    for byte in &raw {
        a = (a + u32::from(*byte)) % 65_521;
        b = (b + a) % 65_521;
    }
    z.extend_from_slice(&((b << 16) | a).to_be_bytes());
    let mut out = vec![0x89, b'P', b'N', b'G', 0x0d, 0x0a, 0x1a, 0x0a];
    let mut chunk = |kind: &[u8; 4], data: &[u8]| {
        out.extend_from_slice(&(data.len() as u32).to_be_bytes());
        let mut body = kind.to_vec();
        body.extend_from_slice(data);
        out.extend_from_slice(&body);
        out.extend_from_slice(&crc32(&body).to_be_bytes());
    };
    let mut ihdr = Vec::new();
    ihdr.extend_from_slice(&(w as u32).to_be_bytes());
    ihdr.extend_from_slice(&(h as u32).to_be_bytes());
    ihdr.extend_from_slice(&[8, 2, 0, 0, 0]);
    chunk(b"IHDR", &ihdr);
    chunk(b"IDAT", &z);
    chunk(b"IEND", &[]);
    out
}

fn crc32(data: &[u8]) -> u32 {
    let mut crc = 0xffff_ffffu32;
    for byte in data {
        crc ^= u32::from(*byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xedb8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}
