//! Grid boards: square cells, walls / doors / windows on cell edges, pieces on cells (tokens or
//! framed portraits, with status badges, knocked down or defeated), emphasised cells, and an
//! overlay layer in cell units (lines of sight, paths with arrows, area outlines, range
//! shading). Cells, edges and pieces can each be clicked; cells and pieces can show a hover
//! preview with its own overlays.

use std::collections::{BTreeMap, HashSet};

use egui::{Align2, Color32, Pos2, Rect, Shape, Stroke, StrokeKind, Ui, vec2};
use parlour_plugin_api::{Badge, Edge, EdgeKind, Emphasis, GridBoard, Node, Overlay, Piece, Side};

use crate::context::{Cx, Outline, Target};
use crate::image::{paint_asset, paint_icon_ui};
use crate::palette::{self, darker, lighter, with_alpha};
use crate::rotate::paint_quarter_turned;
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
    if !grid.fixed_cell && cols > 0 && avail.is_finite() && avail > 0.0 {
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

    // Emphasis, labels and interactive cells.
    let glow = palette::highlight_glow(ui.visuals());
    let mut hovered: Vec<&Overlay> = Vec::new();
    for (i, c) in grid.cells.iter().enumerate() {
        if c.x >= cols || c.y >= rows {
            continue;
        }
        let r = cell_rect(c.x, c.y);
        let t = Target::part(c.choice, c.action.as_ref(), c.tooltip.as_ref())
            .with_key(c.key.as_deref())
            .with_emphasis(c.shown_emphasis())
            .with_hover(c.hover.as_ref());
        let o = Outline::rect(r.shrink(cell * 0.06), cell * 0.12);
        let cell_id = match t.key {
            Some(key) => cx.next_id(Some(key)),
            None => id.with(("cell", i)),
        };
        let h = (!t.is_inert()).then(|| cx.interact(ui, cell_id, r, &t, o));
        let painter = ui.painter();
        if t.emphasis == Some(Emphasis::Target) {
            painter.rect_filled(r, 0.0, with_alpha(glow, 70));
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
                egui::FontId::proportional(cx.legible(size.max(4.0))),
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
            let response = cx.finish(ui, h, &t, o, &name, None);
            if response.hovered()
                && let Some(hover) = &c.hover
            {
                hovered.extend(hover.overlays.iter());
            }
        }
    }
    if hit.response.hovered()
        && let Some(hover) = &node.hover
    {
        hovered.extend(hover.overlays.iter());
    }

    // Range shading and area outlines lie on the floor, under walls and pieces.
    let geometry = Geometry {
        origin: board.min,
        cell,
        cols,
        rows,
        ink,
        glow,
    };
    for overlay in &grid.overlays {
        geometry.paint(ui.painter(), overlay, Layer::Floor);
    }

    // Walls, doors and windows: first every light rim, then the walls themselves, so that
    // joined walls read as one.
    for e in &grid.edges {
        if e.x < cols && e.y < rows && e.side != Side::Unknown {
            let (a, b, inward) = edge_line(cell_rect(e.x, e.y), e.side);
            paint_edge(ui.painter(), e, a, b, inward, cell, ink, Pass::Rim);
        }
    }
    for (i, e) in grid.edges.iter().enumerate() {
        if e.x >= cols || e.y >= rows || e.side == Side::Unknown {
            continue;
        }
        let (a, b, inward) = edge_line(cell_rect(e.x, e.y), e.side);
        let t = Target::part(e.choice, e.action.as_ref(), e.tooltip.as_ref());
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

    // Area outlines, lines of sight and paths, under the pieces that stand on them.
    for layer in [Layer::Walls, Layer::Top] {
        for overlay in &grid.overlays {
            geometry.paint(ui.painter(), overlay, layer);
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
            let t = Target::part(piece.choice, piece.action.as_ref(), piece.tooltip.as_ref())
                .with_key(piece.key.as_deref())
                .with_emphasis(piece.emphasis)
                .with_hover(piece.hover.as_ref());
            let o = if piece.portrait.is_some() {
                Outline::circle(pos, d * 0.5)
            } else {
                token_outline(piece.token.shape, pos, d)
            };
            let piece_id = match t.key {
                Some(key) => cx.next_id(Some(key)),
                None => id.with(("piece", i)),
            };
            let h = (!t.is_inert()).then(|| {
                let r = Rect::from_center_size(pos, vec2(d, d));
                cx.interact(ui, piece_id, r, &t, o)
            });
            let lift = h.as_ref().map_or(0.0, |h| h.hover) * cell * 0.04;
            paint_piece(ui, cx, piece, pos - vec2(0.0, lift), d, cell);
            if let Some(h) = h {
                let response = cx.finish(ui, h, &t, o, &piece_name(piece), None);
                if response.hovered()
                    && let Some(hover) = &piece.hover
                {
                    hovered.extend(hover.overlays.iter());
                }
            }
        }
    }

    // The hover preview's overlays go over everything.
    for overlay in hovered {
        for layer in [Layer::Floor, Layer::Walls, Layer::Top] {
            geometry.paint(ui.painter(), overlay, layer);
        }
    }

    cx.finish(ui, hit, &target, outline, "board", None);
}

/// A piece's name for accessibility: its token and its state.
fn piece_name(piece: &Piece) -> String {
    let mut name = token_name(&piece.token);
    if piece.knocked_down {
        name.push_str(", knocked down");
    }
    if piece.defeated {
        name.push_str(", defeated");
    }
    name
}

/// Paints a piece of diameter `d` at `pos`: its token or framed portrait, turned over when
/// knocked down, greyed and crossed out when defeated, with its badges.
fn paint_piece(ui: &Ui, cx: &Cx, piece: &Piece, pos: Pos2, d: f32, cell: f32) {
    let color = palette::color(&piece.token.color);
    let draw = |ui: &Ui| {
        let framed = piece.portrait.as_deref().is_some_and(|name| {
            let painter = ui.painter();
            painter.circle_filled(
                pos + vec2(0.0, d * 0.05),
                d * 0.5,
                with_alpha(Color32::BLACK, 70),
            );
            painter.circle_filled(pos, d * 0.5, color);
            let inner = Rect::from_center_size(pos, vec2(d * 0.8, d * 0.8));
            let ok = paint_asset(ui, cx, inner, name, d * 0.4);
            painter.circle_stroke(
                pos,
                d * 0.5,
                Stroke::new((d * 0.05).max(1.0), darker(color, 0.4)),
            );
            ok
        });
        if !framed {
            let mut painter = ui.painter().clone();
            if piece.defeated {
                painter.multiply_opacity(0.45);
            }
            paint_token(
                &painter,
                pos,
                d,
                piece.token.shape,
                color,
                piece.token.label.as_deref(),
                piece.token.count,
                cx.legible(0.0),
            );
        }
    };
    if piece.knocked_down {
        paint_quarter_turned(ui, pos + vec2(0.0, d * 0.08), draw);
    } else {
        draw(ui);
    }
    let painter = ui.painter();
    if piece.knocked_down {
        // A small "down" chevron at the bottom left.
        let c = pos + vec2(-d * 0.42, d * 0.36);
        let r = (d * 0.17).max(4.0);
        painter.circle(
            c,
            r,
            Color32::from_rgb(0x55, 0x5b, 0x66),
            Stroke::new(1.0, Color32::WHITE),
        );
        let s = Stroke::new((r * 0.28).max(1.0), Color32::WHITE);
        painter.add(Shape::line(
            vec![
                c + vec2(-0.45, -0.2) * r,
                c + vec2(0.0, 0.3) * r,
                c + vec2(0.45, -0.2) * r,
            ],
            s,
        ));
    }
    if piece.defeated {
        let veil = palette::with_alpha(Color32::from_rgb(0x6e, 0x6e, 0x6e), 110);
        if piece.portrait.is_some() {
            painter.circle_filled(pos, d * 0.5, veil);
        }
        let k = d * 0.32;
        for (a, b) in [(vec2(-k, -k), vec2(k, k)), (vec2(-k, k), vec2(k, -k))] {
            painter.line_segment(
                [pos + a, pos + b],
                Stroke::new((d * 0.12).max(2.0), Color32::WHITE),
            );
            painter.line_segment(
                [pos + a, pos + b],
                Stroke::new((d * 0.07).max(1.2), Color32::from_rgb(0xb0, 0x1e, 0x1e)),
            );
        }
    }
    let size = (d * 0.44).max(cx.px(10.0)).min(cell * 0.42);
    for (i, badge) in piece.badges.iter().take(4).enumerate() {
        // Down the left side: the top-right corner belongs to emphasis badges.
        let c = pos + vec2(-d * 0.46, -d * 0.34 + i as f32 * size * 0.98);
        paint_badge(ui, cx, c, size, badge);
    }
}

/// A status badge: a disc with an icon or short text, and its count when above 1.
fn paint_badge(ui: &Ui, cx: &Cx, c: Pos2, size: f32, badge: &Badge) {
    let painter = ui.painter();
    let fill = badge.color.as_ref().map_or(palette::PAPER, palette::color);
    let r = size * 0.5;
    painter.circle_filled(c + vec2(0.0, r * 0.12), r, with_alpha(Color32::BLACK, 80));
    painter.circle(
        c,
        r,
        fill,
        Stroke::new((r * 0.12).max(0.8), darker(fill, 0.5)),
    );
    let inner = Rect::from_center_size(c, vec2(size * 0.7, size * 0.7));
    match (badge.icon.as_deref(), badge.text.as_deref()) {
        (Some(icon), _) if !icon.is_empty() => paint_icon_ui(ui, cx, inner, icon, None),
        (_, Some(text)) => {
            let text: String = text.chars().take(3).collect();
            let font = egui::FontId::proportional(
                cx.legible(size * if text.chars().count() > 1 { 0.42 } else { 0.6 }),
            );
            painter.text_at(
                c,
                Align2::CENTER_CENTER,
                &text,
                font,
                palette::text_on(fill),
                true,
            );
        }
        _ => {}
    }
    if badge.count > 1 {
        let text = badge.count.min(999).to_string();
        let font = egui::FontId::proportional(cx.legible(size * 0.5));
        let at = c + vec2(r * 0.75, r * 0.6);
        for o in [
            vec2(-0.8, 0.0),
            vec2(0.8, 0.0),
            vec2(0.0, -0.8),
            vec2(0.0, 0.8),
        ] {
            painter.text_at(
                at + o,
                Align2::CENTER_CENTER,
                &text,
                font.clone(),
                palette::INK,
                true,
            );
        }
        painter.text_at(at, Align2::CENTER_CENTER, &text, font, Color32::WHITE, true);
    }
}

/// Which overlays a pass paints.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Layer {
    /// Range shading, on the floor.
    Floor,
    /// Area outlines, over walls.
    Walls,
    /// Lines and paths, over outlines (and under pieces).
    Top,
}

/// Maps cell units to screen points.
struct Geometry {
    origin: Pos2,
    cell: f32,
    cols: u32,
    rows: u32,
    ink: Color32,
    glow: Color32,
}

/// Overlays with more points or cells than this are cut.
const MAX_OVERLAY_ITEMS: usize = 4096;

impl Geometry {
    /// A point in cell units; `None` when it is not finite or far off the board.
    fn at(&self, [x, y]: [f32; 2]) -> Option<Pos2> {
        let far = 4.0;
        let ok = x.is_finite()
            && y.is_finite()
            && (-far..=self.cols as f32 + far).contains(&x)
            && (-far..=self.rows as f32 + far).contains(&y);
        ok.then(|| self.origin + vec2(x * self.cell, y * self.cell))
    }

    fn cells<'c>(&self, cells: &'c [[u32; 2]]) -> impl Iterator<Item = (u32, u32)> + 'c {
        let (cols, rows) = (self.cols, self.rows);
        cells
            .iter()
            .take(MAX_OVERLAY_ITEMS)
            .map(|[x, y]| (*x, *y))
            .filter(move |(x, y)| *x < cols && *y < rows)
    }

    fn paint(&self, painter: &egui::Painter, overlay: &Overlay, layer: Layer) {
        let cell = self.cell;
        match overlay {
            Overlay::Shade { cells, color } if layer == Layer::Floor => {
                let c = color.as_ref().map_or(self.glow, palette::color);
                let c = with_alpha(c, c.a().min(95));
                for (x, y) in self.cells(cells) {
                    let r = Rect::from_min_size(
                        self.origin + vec2(x as f32 * cell, y as f32 * cell),
                        vec2(cell, cell),
                    );
                    painter.rect_filled(r, 0.0, c);
                }
            }
            Overlay::Outline { cells, color } if layer == Layer::Walls => {
                let c = color.as_ref().map_or(self.ink, palette::color);
                let set: HashSet<(u32, u32)> = self.cells(cells).collect();
                let w = (cell * 0.07).max(1.5);
                let stroke = Stroke::new(w, c);
                let p = |x: u32, y: u32| self.origin + vec2(x as f32 * cell, y as f32 * cell);
                for &(x, y) in &set {
                    let open = |dx: i64, dy: i64| {
                        let (nx, ny) = (i64::from(x) + dx, i64::from(y) + dy);
                        nx < 0 || ny < 0 || !set.contains(&(nx as u32, ny as u32))
                    };
                    let sides = [
                        (open(0, -1), p(x, y), p(x + 1, y)),
                        (open(0, 1), p(x, y + 1), p(x + 1, y + 1)),
                        (open(-1, 0), p(x, y), p(x, y + 1)),
                        (open(1, 0), p(x + 1, y), p(x + 1, y + 1)),
                    ];
                    for (is_open, a, b) in sides {
                        if is_open {
                            painter.line_segment([a, b], stroke);
                            painter.circle_filled(a, w * 0.5, c);
                            painter.circle_filled(b, w * 0.5, c);
                        }
                    }
                }
            }
            Overlay::Line {
                from,
                to,
                color,
                dashed,
            } if layer == Layer::Top => {
                let (Some(a), Some(b)) = (self.at(*from), self.at(*to)) else {
                    return;
                };
                let c = color
                    .as_ref()
                    .map_or(Color32::from_rgb(0xd6, 0x28, 0x28), palette::color);
                let w = (cell * 0.06).max(1.5);
                let under = Stroke::new(w + 2.0, with_alpha(Color32::WHITE, 150));
                if *dashed {
                    let (dash, gap) = (cell * 0.2, cell * 0.12);
                    painter.extend(Shape::dashed_line(&[a, b], under, dash, gap));
                    painter.extend(Shape::dashed_line(&[a, b], Stroke::new(w, c), dash, gap));
                } else {
                    painter.line_segment([a, b], under);
                    painter.line_segment([a, b], Stroke::new(w, c));
                }
                for p in [a, b] {
                    painter.circle(p, w * 1.4, c, Stroke::new(1.0, Color32::WHITE));
                }
            }
            Overlay::Path {
                points,
                arrow,
                color,
            } if layer == Layer::Top => {
                let pts: Vec<Pos2> = points
                    .iter()
                    .take(MAX_OVERLAY_ITEMS)
                    .filter_map(|p| self.at(*p))
                    .collect();
                if pts.len() < 2 {
                    return;
                }
                let c = color
                    .as_ref()
                    .map_or(Color32::from_rgb(0x1f, 0x7a, 0xd6), palette::color);
                let w = (cell * 0.1).max(2.0);
                painter.add(Shape::line(
                    pts.clone(),
                    Stroke::new(w + 2.5, with_alpha(Color32::WHITE, 170)),
                ));
                painter.add(Shape::line(pts.clone(), Stroke::new(w, c)));
                for p in &pts[..pts.len() - 1] {
                    painter.circle_filled(*p, w * 0.85, c);
                }
                let (last, prev) = (pts[pts.len() - 1], pts[pts.len() - 2]);
                let dir = (last - prev).normalized();
                if *arrow && dir.is_finite() {
                    let side = vec2(-dir.y, dir.x);
                    let len = cell * 0.32;
                    let tip = last + dir * len * 0.3;
                    let head = vec![
                        tip,
                        tip - dir * len + side * len * 0.55,
                        tip - dir * len - side * len * 0.55,
                    ];
                    painter.add(Shape::convex_polygon(
                        head,
                        c,
                        Stroke::new(1.2, with_alpha(Color32::WHITE, 200)),
                    ));
                }
            }
            _ => {}
        }
    }
}

/// The two ends of an edge of a cell, and the unit vector pointing into the cell.
fn edge_line(r: Rect, side: Side) -> (Pos2, Pos2, egui::Vec2) {
    match side {
        Side::North => (r.left_top(), r.right_top(), vec2(0.0, 1.0)),
        Side::South => (r.left_bottom(), r.right_bottom(), vec2(0.0, -1.0)),
        Side::West => (r.left_top(), r.left_bottom(), vec2(1.0, 0.0)),
        Side::East | Side::Unknown => (r.right_top(), r.right_bottom(), vec2(-1.0, 0.0)),
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
        Side::Unknown => "unknown side",
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
