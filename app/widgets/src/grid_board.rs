//! Grid boards: square cells, walls / doors / windows on cell edges, pieces on cells and
//! glowing highlighted cells. Cells, edges and pieces can each carry an action.

use std::collections::BTreeMap;

use egui::{Align2, Color32, Pos2, Rect, Shape, Stroke, StrokeKind, Ui, vec2};
use parlour_plugin_api::{Edge, EdgeKind, GridBoard, Node, Piece, Side};

use crate::context::{Cx, Outline, Target};
use crate::palette::{self, darker, lighter, with_alpha};
use crate::token::{paint_token, token_name, token_outline, token_size};
use crate::track::fan;
use crate::ui_ext::{PainterExt as _, UiExt as _, radius, sane};

/// Boards larger than this (in either direction) are cut off.
const MAX_CELLS: u32 = 256;

const WOOD: Color32 = Color32::from_rgb(0xb0, 0x72, 0x40);
const WALL: Color32 = Color32::from_rgb(0x33, 0x2c, 0x27);

/// Draws a grid board node.
pub(crate) fn grid_board_ui(ui: &mut Ui, cx: &mut Cx, node: &Node, grid: &GridBoard) {
    let cols = grid.columns.min(MAX_CELLS);
    let rows = grid.rows.min(MAX_CELLS);
    let mut cell = cx.px(sane(grid.cell_size.unwrap_or(40.0), 40.0, 4.0, 400.0));
    let margin = |cell: f32| (cell * 0.18).max(3.0);
    let avail = ui.fit_width();
    if cols > 0 && avail.is_finite() && avail > 0.0 {
        let fit = (avail - 2.0 * margin(cell)) / cols as f32;
        if cell > fit {
            cell = fit.max(4.0);
        }
    }
    let m = margin(cell);
    let size = vec2(cols as f32 * cell, rows as f32 * cell);
    let outer = ui.allocate_rect_sized(size + vec2(2.0 * m, 2.0 * m));
    let board = Rect::from_min_size(outer.min + vec2(m, m), size);

    let target = Target::of(node);
    let id = cx.next_id(target.key);
    let outline = Outline::rect(outer, m);
    let hit = cx.interact(ui, id, outer, &target, outline);

    let bg = palette::color_or(
        grid.background.as_ref(),
        palette::cell_default(ui.visuals()),
    );
    let ink = palette::ink_on(bg);
    let cell_rect = |x: u32, y: u32| {
        Rect::from_min_size(
            board.min + vec2(x as f32 * cell, y as f32 * cell),
            vec2(cell, cell),
        )
    };

    // Board, cells and grid lines.
    {
        let painter = ui.painter();
        painter.soft_shadow(outer, m, vec2(0.0, cx.px(2.0)), cx.px(8.0), 70);
        let frame = darker(bg, 0.45);
        painter.rect_filled(outer, radius(m), frame);
        painter.rect_filled(board, radius(1.0), bg);
        for c in &grid.cells {
            if let Some(fill) = c.fill.as_ref().filter(|_| c.x < cols && c.y < rows) {
                painter.rect_filled(cell_rect(c.x, c.y), 0.0, palette::color(fill));
            }
        }
        let line = Stroke::new((cell * 0.025).max(0.5), with_alpha(ink, 45));
        if cell >= 6.0 {
            for x in 1..cols {
                let px = board.left() + x as f32 * cell;
                painter.vline(px, board.y_range(), line);
            }
            for y in 1..rows {
                let py = board.top() + y as f32 * cell;
                painter.hline(board.x_range(), py, line);
            }
        }
        painter.rect_stroke(
            board,
            radius(1.0),
            Stroke::new(cx.px(1.0), with_alpha(ink, 90)),
            StrokeKind::Outside,
        );
    }

    // Highlights, labels and interactive cells.
    let glow = palette::highlight_glow(ui.visuals());
    for (i, c) in grid.cells.iter().enumerate() {
        if c.x >= cols || c.y >= rows {
            continue;
        }
        let r = cell_rect(c.x, c.y);
        let t = Target::part(c.action.as_ref(), c.tooltip.as_ref());
        let o = Outline::rect(r.shrink(cell * 0.06), cell * 0.12);
        let h = (!t.is_inert()).then(|| cx.interact(ui, id.with(("cell", i)), r, &t, o));
        let painter = ui.painter();
        if c.highlight {
            painter.rect_filled(r, 0.0, with_alpha(glow, 70));
            painter.glow(
                r.shrink(cell * 0.2),
                cell * 0.2,
                cell * 0.25,
                with_alpha(glow, 90),
            );
            painter.rect_stroke(
                r.shrink(cell * 0.05),
                radius(cell * 0.1),
                Stroke::new(cx.px(2.0), glow),
                StrokeKind::Inside,
            );
        }
        let fill = c.fill.as_ref().map_or(bg, palette::color);
        if let Some(label) = c.label.as_deref().filter(|l| !l.is_empty()) {
            let size = if label.chars().count() > 2 {
                cell * 0.26
            } else {
                cell * 0.34
            };
            painter.text_at(
                r.center(),
                Align2::CENTER_CENTER,
                label,
                egui::FontId::proportional(size.max(4.0)),
                with_alpha(palette::ink_on(fill), 200),
                false,
            );
        }
        if let Some(h) = h {
            let name = c
                .label
                .clone()
                .filter(|l| !l.trim().is_empty())
                .unwrap_or_else(|| format!("cell {}, {}", c.x + 1, c.y + 1));
            cx.finish(ui, h, &t, o, &name, None);
        }
    }

    // Walls, doors and windows: first every light rim, then the walls themselves, so that
    // joined walls read as one.
    for e in &grid.edges {
        if e.x < cols && e.y < rows {
            let (a, b, inward) = edge_line(cell_rect(e.x, e.y), e.side);
            paint_edge(ui.painter(), e, a, b, inward, cell, ink, Pass::Rim);
        }
    }
    for (i, e) in grid.edges.iter().enumerate() {
        if e.x >= cols || e.y >= rows {
            continue;
        }
        let (a, b, inward) = edge_line(cell_rect(e.x, e.y), e.side);
        let t = Target::part(e.action.as_ref(), e.tooltip.as_ref());
        let along = b - a;
        let hit_rect = Rect::from_center_size(
            a + along * 0.5,
            if along.x.abs() > along.y.abs() {
                vec2(cell * 0.7, cell * 0.3)
            } else {
                vec2(cell * 0.3, cell * 0.7)
            },
        );
        let o = Outline::rect(hit_rect, cell * 0.08);
        let h = (!t.is_inert()).then(|| cx.interact(ui, id.with(("edge", i)), hit_rect, &t, o));
        paint_edge(ui.painter(), e, a, b, inward, cell, ink, Pass::Core);
        if let Some(h) = h {
            cx.finish(ui, h, &t, o, &edge_name(e), None);
        }
    }

    // Pieces, fanned out when they share a cell.
    let mut by_cell: BTreeMap<(u32, u32), Vec<(usize, &Piece)>> = BTreeMap::new();
    for (i, p) in grid.pieces.iter().enumerate() {
        if p.x < cols && p.y < rows {
            by_cell.entry((p.x, p.y)).or_default().push((i, p));
        }
    }
    for ((x, y), pieces) in by_cell {
        let center = cell_rect(x, y).center();
        let alone = pieces.len() == 1;
        for ((pos, d), (i, piece)) in fan(center, cell, pieces.len()).into_iter().zip(pieces) {
            let d = if alone {
                piece
                    .token
                    .size
                    .map_or(cell * 0.72, |_| cx.px(token_size(&piece.token)))
                    .min(cell * 0.9)
            } else {
                d
            };
            let t = Target::part(piece.action.as_ref(), piece.tooltip.as_ref());
            let o = token_outline(piece.token.shape, pos, d);
            let h = (!t.is_inert()).then(|| {
                let r = Rect::from_center_size(pos, vec2(d, d));
                cx.interact(ui, id.with(("piece", i)), r, &t, o)
            });
            let lift = h.as_ref().map_or(0.0, |h| h.hover) * cell * 0.04;
            paint_token(
                ui.painter(),
                pos - vec2(0.0, lift),
                d,
                piece.token.shape,
                palette::color(&piece.token.color),
                piece.token.label.as_deref(),
                piece.token.count,
            );
            if let Some(h) = h {
                cx.finish(ui, h, &t, o, &token_name(&piece.token), None);
            }
        }
    }

    cx.finish(ui, hit, &target, outline, "board", None);
}

/// The two ends of an edge of a cell, and the unit vector pointing into the cell.
fn edge_line(r: Rect, side: Side) -> (Pos2, Pos2, egui::Vec2) {
    match side {
        Side::North => (r.left_top(), r.right_top(), vec2(0.0, 1.0)),
        Side::South => (r.left_bottom(), r.right_bottom(), vec2(0.0, -1.0)),
        Side::West => (r.left_top(), r.left_bottom(), vec2(1.0, 0.0)),
        Side::East => (r.right_top(), r.right_bottom(), vec2(-1.0, 0.0)),
    }
}

fn edge_name(e: &Edge) -> String {
    let kind = match e.kind {
        EdgeKind::Wall => "wall",
        EdgeKind::Door => "door",
        EdgeKind::OpenDoor => "open door",
        EdgeKind::Window => "window",
        EdgeKind::Unknown => "edge",
    };
    let side = match e.side {
        Side::North => "north",
        Side::East => "east",
        Side::South => "south",
        Side::West => "west",
    };
    format!("{kind} {side} of cell {}, {}", e.x + 1, e.y + 1)
}

/// Edges are painted in two passes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pass {
    /// The light rim around walls, so dark walls read on dark floors.
    Rim,
    /// Walls, doors and windows.
    Core,
}

/// A wall segment with round ends.
fn wall(painter: &egui::Painter, a: Pos2, b: Pos2, w: f32, pass: Pass) {
    let (w, color) = match pass {
        Pass::Rim => (
            w + 2.0,
            with_alpha(Color32::from_rgb(0xf4, 0xee, 0xe2), 120),
        ),
        Pass::Core => (w, WALL),
    };
    painter.line_segment([a, b], Stroke::new(w, color));
    painter.circle_filled(a, w * 0.5, color);
    painter.circle_filled(b, w * 0.5, color);
}

#[expect(clippy::too_many_arguments)]
fn paint_edge(
    painter: &egui::Painter,
    e: &Edge,
    a: Pos2,
    b: Pos2,
    inward: egui::Vec2,
    cell: f32,
    ink: Color32,
    pass: Pass,
) {
    let w = (cell * 0.13).max(2.0);
    let along = b - a;
    let at = |t: f32| a + along * t;
    match e.kind {
        EdgeKind::Wall => wall(painter, a, b, w, pass),
        EdgeKind::Door | EdgeKind::OpenDoor => {
            wall(painter, a, at(0.18), w, pass);
            wall(painter, at(0.82), b, w, pass);
            if pass == Pass::Rim {
                return;
            }
            let hinge = at(0.2);
            let len = along.length() * 0.6;
            let leaf_w = (w * 0.7).max(2.0);
            let leaf_color = WOOD;
            let edge = darker(WOOD, 0.45);
            if e.kind == EdgeKind::Door {
                let end = at(0.8);
                painter.line_segment([hinge, end], Stroke::new(leaf_w + 2.0, edge));
                painter.line_segment([hinge, end], Stroke::new(leaf_w, leaf_color));
                painter.circle_filled(
                    at(0.72) + inward * leaf_w * 0.9,
                    leaf_w * 0.45,
                    Color32::from_rgb(0xe8, 0xc0, 0x50),
                );
            } else {
                let end = hinge + inward * len;
                // The swing of the door, as a dashed quarter circle.
                let dir = along.normalized();
                let arc: Vec<Pos2> = (0..=10)
                    .map(|i| {
                        let t = i as f32 / 10.0 * std::f32::consts::FRAC_PI_2;
                        hinge + (dir * t.cos() + inward * t.sin()) * len
                    })
                    .collect();
                painter.extend(Shape::dashed_line(
                    &arc,
                    Stroke::new(1.0, with_alpha(ink, 140)),
                    3.0,
                    3.0,
                ));
                painter.line_segment([hinge, end], Stroke::new(leaf_w + 2.0, edge));
                painter.line_segment([hinge, end], Stroke::new(leaf_w, lighter(leaf_color, 0.1)));
            }
            painter.circle_filled(hinge, leaf_w * 0.6, edge);
        }
        EdgeKind::Window => {
            wall(painter, a, at(0.15), w, pass);
            wall(painter, at(0.85), b, w, pass);
            if pass == Pass::Rim {
                return;
            }
            let n = inward * (w * 0.5);
            let (p, q) = (at(0.15), at(0.85));
            let glass = Color32::from_rgb(0xb8, 0xe0, 0xf5);
            painter.add(Shape::convex_polygon(
                vec![p + n, q + n, q - n, p - n],
                glass,
                Stroke::NONE,
            ));
            let thin = Stroke::new((w * 0.24).max(1.0), WALL);
            painter.line_segment([p + n, q + n], thin);
            painter.line_segment([p - n, q - n], thin);
        }
        EdgeKind::Unknown if pass == Pass::Rim => {}
        EdgeKind::Unknown => {
            painter.extend(Shape::dashed_line(
                &[a, b],
                Stroke::new(w * 0.4, ink),
                4.0,
                3.0,
            ));
        }
    }
}
