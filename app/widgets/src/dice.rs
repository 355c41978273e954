//! Dice: d6 faces with pips, other dice as their polyhedron silhouette with the number; used
//! dice are dimmed.

use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Stroke, StrokeKind, Ui, vec2};
use parlour_plugin_api::{Dice, Die, Node};

use crate::context::{Cx, Outline, Target};
use crate::palette::{self, darker, lighter, with_alpha};
use crate::ui_ext::{PainterExt as _, UiExt as _, radius, ring_points, unit};

const IVORY: Color32 = Color32::from_rgb(0xf7, 0xf3, 0xea);
const DIE: f32 = 38.0;
const GAP: f32 = 7.0;

/// Draws a dice node: the dice side by side (wrapping if there are many).
pub(crate) fn dice_ui(ui: &mut Ui, cx: &mut Cx, node: &Node, dice: &Dice) {
    let d = cx.px(DIE);
    let gap = cx.px(GAP);
    let count = dice.dice.len().max(1);
    let avail = ui.fit_width();
    let per_row = if avail.is_finite() && avail > d {
        (((avail + gap) / (d + gap)).floor() as usize).clamp(1, count)
    } else {
        count
    };
    let rows = count.div_ceil(per_row);
    let size = vec2(
        per_row as f32 * (d + gap) - gap,
        rows as f32 * (d + gap) - gap,
    );
    let rect = ui.allocate_rect_sized(size);
    let target = Target::of(node);
    let id = cx.next_id(target.key);
    let outline = Outline::rect(rect.expand(cx.px(3.0)), cx.px(8.0));
    let hit = cx.interact(ui, id, rect, &target, outline);
    for (i, die) in dice.dice.iter().enumerate() {
        let (row, col) = (i / per_row, i % per_row);
        let min = rect.min + vec2(col as f32 * (d + gap), row as f32 * (d + gap));
        paint_die(ui.painter(), Rect::from_min_size(min, vec2(d, d)), die);
    }
    let name = dice
        .dice
        .iter()
        .map(|die| format!("d{} {}", sides(die), die.value))
        .collect::<Vec<_>>()
        .join(", ");
    let name = if name.is_empty() {
        "dice".to_owned()
    } else {
        name
    };
    cx.finish(ui, hit, &target, outline, &name, None);
}

fn sides(die: &Die) -> u32 {
    if die.sides == 0 { 6 } else { die.sides }
}

/// Paints one die in `rect`.
pub(crate) fn paint_die(painter: &Painter, rect: Rect, die: &Die) {
    let dim = |c: Color32| if die.used { c.gamma_multiply(0.38) } else { c };
    let fill = palette::color_or(die.color.as_ref(), IVORY);
    let ink = dim(palette::text_on(fill));
    let edge = dim(palette::outline_of(fill));
    let face = dim(fill);
    let bevel = dim(lighter(fill, 0.45));
    let c = rect.center();
    let r = rect.width() * 0.5;
    let stroke = Stroke::new((r * 0.07).max(1.0), edge);
    let sides = sides(die);

    if !die.used {
        painter.soft_shadow(
            rect.shrink(r * 0.08),
            r * 0.25,
            vec2(r * 0.05, r * 0.12),
            r * 0.2,
            80,
        );
    }
    let number_center = match sides {
        4 => {
            let pts = unit(c, r, &[[0.0, -0.98], [0.98, 0.8], [-0.98, 0.8]]);
            painter.polygon(&pts, face, stroke);
            c + vec2(0.0, r * 0.28)
        }
        8 => {
            let pts = unit(c, r, &[[0.0, -1.0], [0.9, 0.0], [0.0, 1.0], [-0.9, 0.0]]);
            painter.polygon(&pts, face, stroke);
            let tri = unit(c, r, &[[0.0, -1.0], [0.62, 0.32], [-0.62, 0.32]]);
            painter.add(egui::Shape::closed_line(
                tri,
                Stroke::new(stroke.width * 0.5, with_alpha(edge, 140)),
            ));
            c + vec2(0.0, r * 0.02)
        }
        10 => {
            let pts = unit(
                c,
                r,
                &[
                    [0.0, -1.0],
                    [0.95, -0.1],
                    [0.55, 0.55],
                    [0.0, 0.95],
                    [-0.55, 0.55],
                    [-0.95, -0.1],
                ],
            );
            painter.polygon(&pts, face, stroke);
            c + vec2(0.0, r * 0.05)
        }
        12 => {
            let pts = ring_points(c, &[r], 5, -std::f32::consts::FRAC_PI_2);
            painter.polygon(&pts, face, stroke);
            let inner = ring_points(c, &[r * 0.58], 5, -std::f32::consts::FRAC_PI_2);
            painter.add(egui::Shape::closed_line(
                inner,
                Stroke::new(stroke.width * 0.5, with_alpha(edge, 120)),
            ));
            c
        }
        20 => {
            let hex = ring_points(c, &[r], 6, -std::f32::consts::FRAC_PI_2);
            painter.polygon(&hex, face, stroke);
            let tri = unit(c, r, &[[0.0, -0.58], [0.62, 0.42], [-0.62, 0.42]]);
            let facet = Stroke::new(stroke.width * 0.5, with_alpha(edge, 140));
            painter.add(egui::Shape::closed_line(tri.clone(), facet));
            // Lines from the triangle's corners to the hexagon's corners.
            for (t, h) in [(0, 0), (1, 2), (2, 4)] {
                painter.line_segment([tri[t], hex[h]], facet);
            }
            c + vec2(0.0, r * 0.1)
        }
        2 => {
            painter.circle(c, r * 0.95, face, stroke);
            painter.circle_stroke(
                c,
                r * 0.75,
                Stroke::new(stroke.width * 0.5, with_alpha(edge, 140)),
            );
            c
        }
        _ => {
            let body = rect.shrink(r * 0.04);
            painter.rect(
                body,
                radius(r * 0.28),
                dim(darker(fill, 0.08)),
                stroke,
                StrokeKind::Inside,
            );
            let top = Rect::from_min_max(
                body.min + vec2(r * 0.1, r * 0.08),
                body.max - vec2(r * 0.1, r * 0.16),
            );
            painter.rect_filled(top, radius(r * 0.22), face);
            painter.line_segment(
                [
                    top.left_top() + vec2(r * 0.25, r * 0.06),
                    top.right_top() + vec2(-r * 0.25, r * 0.06),
                ],
                Stroke::new(r * 0.05, with_alpha(bevel, 200)),
            );
            if sides == 6 && (1..=6).contains(&die.value) {
                paint_pips(painter, top, die.value, ink);
                return;
            }
            top.center()
        }
    };
    let text = if die.value == 0 {
        "?".to_owned()
    } else {
        die.value.to_string()
    };
    let size = match text.chars().count() {
        1 => r * 0.95,
        2 => r * 0.8,
        _ => r * 0.55,
    };
    let size = if sides == 4 { size * 0.8 } else { size };
    painter.text_at(
        number_center,
        Align2::CENTER_CENTER,
        &text,
        FontId::proportional(size.max(4.0)),
        ink,
        true,
    );
}

fn paint_pips(painter: &Painter, face: Rect, value: u32, ink: Color32) {
    let c = face.center();
    let o = face.width() * 0.27;
    let pip_r = face.width() * 0.095;
    let at = |x: f32, y: f32| -> Pos2 { c + vec2(x * o, y * o) };
    let spots: &[(f32, f32)] = match value {
        1 => &[(0.0, 0.0)],
        2 => &[(-1.0, -1.0), (1.0, 1.0)],
        3 => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
        4 => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
        5 => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (0.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
        _ => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (-1.0, 0.0),
            (1.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
    };
    for (x, y) in spots {
        let p = at(*x, *y);
        let r = if value == 1 { pip_r * 1.45 } else { pip_r };
        painter.circle_filled(p, r, ink);
        painter.circle_filled(
            p + vec2(-r * 0.3, -r * 0.3),
            r * 0.3,
            with_alpha(Color32::WHITE, 60),
        );
    }
}
