//! A single die: its silhouette (d6 with pips, other dice as polyhedra with the number), a
//! custom face (icons or a name), the selected state (raised, ringed and checked), and used
//! dice dimmed. Drawn as a node of its own or as one of a [`Dice`](parlour_plugin_api::Dice)
//! row.

use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Stroke, StrokeKind, Ui, vec2};
use parlour_plugin_api::{Die, DieFace, Emphasis, Node};

use crate::context::{Cx, Outline, Target};
use crate::image::paint_icon_ui;
use crate::palette::{self, darker, lighter, with_alpha};
use crate::ui_ext::{PainterExt as _, UiExt as _, radius, ring_points, unit};

const IVORY: Color32 = Color32::from_rgb(0xf7, 0xf3, 0xea);
/// Side of a die in view points.
pub(crate) const DIE: f32 = 38.0;

/// Draws a die node. The node's own fields (choice, tooltip, key, emphasis) win over the
/// die's.
pub(crate) fn die_ui(ui: &mut Ui, cx: &mut Cx, node: &Node, die: &Die) {
    let d = cx.px(DIE);
    let pad = cx.px(4.0);
    let rect = ui
        .allocate_rect_sized(vec2(d + 2.0 * pad, d + 2.0 * pad))
        .shrink(pad);
    let node_target = Target::of(node);
    let own = die_target(die);
    let target = Target {
        choice: node_target.choice.or(own.choice),
        tooltip: node_target.tooltip.or(own.tooltip),
        key: node_target.key.or(own.key),
        emphasis: match node_target.emphasis {
            None | Some(Emphasis::Target) if die.selected => Some(Emphasis::Selected),
            None => own.emphasis,
            some => some,
        },
        hover: node_target.hover,
        ..Default::default()
    };
    let id = cx.next_id(target.key);
    one_die_ui(ui, cx, id, rect, die, &target);
}

/// The interactive fields of a die.
pub(crate) fn die_target(die: &Die) -> Target<'_> {
    Target::part(die.choice, None, die.tooltip.as_ref())
        .with_key(die.key.as_deref())
        .with_emphasis(match die.emphasis {
            None | Some(Emphasis::Target) if die.selected => Some(Emphasis::Selected),
            other => other,
        })
}

/// Draws one die in `rect` with its interaction (when `target` is not inert).
pub(crate) fn one_die_ui(
    ui: &Ui,
    cx: &mut Cx,
    id: egui::Id,
    rect: Rect,
    die: &Die,
    target: &Target,
) {
    let r = rect.width() * 0.5;
    // Selected dice stand a little raised; legal dice rise more under the pointer.
    let raised = rect.translate(vec2(0.0, if die.selected { -cx.px(3.0) } else { 0.0 }));
    let outline = Outline::rect(raised.expand(cx.px(1.5)), r * 0.3);
    if target.is_inert() {
        paint_die(ui, cx, raised, die);
        return;
    }
    let hit = cx.interact(ui, id, rect, target, outline);
    paint_die(
        ui,
        cx,
        raised.translate(vec2(0.0, -hit.hover * cx.px(2.0))),
        die,
    );
    let name = die_name(cx, die);
    cx.finish(ui, hit, target, outline, &name, None);
}

/// A readable name: "d6 4", or the face's name.
pub(crate) fn die_name(cx: &Cx, die: &Die) -> String {
    match die.face.as_ref() {
        Some(face) => {
            let what = face
                .text
                .as_ref()
                .map(|t| cx.tr(t))
                .or_else(|| face.icon.clone())
                .unwrap_or_default();
            if face.count > 1 {
                format!("d{}: {} × {what}", sides(die), face.count)
            } else {
                format!("d{}: {what}", sides(die))
            }
        }
        None => format!("d{} {}", sides(die), die.value),
    }
}

/// A custom face: `count` symbols (icon, or the face's name) arranged on `area`.
fn paint_face(ui: &Ui, cx: &Cx, area: Rect, face: &DieFace, ink: Color32, used: bool) {
    let n = face.count.clamp(1, 6) as usize;
    // Symbols are printed in the die's ink unless the face has a colour of its own.
    let tint = face.color.as_ref().map_or(ink, |c| {
        let c = palette::color(c);
        if used { c.gamma_multiply(0.38) } else { c }
    });
    match face.icon.as_deref().filter(|i| !i.is_empty()) {
        Some(icon) => {
            let w = area.width();
            let (size, spots): (f32, &[(f32, f32)]) = match n {
                1 => (0.78, &[(0.0, 0.0)]),
                2 => (0.52, &[(-0.23, -0.23), (0.23, 0.23)]),
                3 => (0.42, &[(-0.28, -0.28), (0.0, 0.0), (0.28, 0.28)]),
                4 => (
                    0.42,
                    &[(-0.24, -0.24), (0.24, -0.24), (-0.24, 0.24), (0.24, 0.24)],
                ),
                5 => (
                    0.36,
                    &[
                        (-0.3, -0.3),
                        (0.3, -0.3),
                        (0.0, 0.0),
                        (-0.3, 0.3),
                        (0.3, 0.3),
                    ],
                ),
                _ => (
                    0.32,
                    &[
                        (-0.26, -0.32),
                        (0.26, -0.32),
                        (-0.26, 0.0),
                        (0.26, 0.0),
                        (-0.26, 0.32),
                        (0.26, 0.32),
                    ],
                ),
            };
            let mut painter = ui.painter().clone();
            if used {
                painter.multiply_opacity(0.45);
            }
            for (x, y) in spots {
                let c = area.center() + vec2(*x, *y) * w;
                let r = Rect::from_center_size(c, vec2(w * size, w * size));
                if used {
                    crate::icons::paint_icon(&painter, r, icon, Some(tint));
                } else {
                    paint_icon_ui(ui, cx, r, icon, Some(tint));
                }
            }
        }
        None => {
            let name = face.text.as_ref().map(|t| cx.tr(t)).unwrap_or_default();
            let name = name.trim();
            if name.is_empty() {
                return; // A blank face.
            }
            let color = tint;
            let label = if n > 1 {
                format!("{n}×{name}")
            } else {
                name.to_owned()
            };
            let painter = ui.painter();
            let mut size = area.height() * 0.42;
            let mut galley = painter.text_galley(&label, FontId::proportional(size), color);
            if galley.size().x > area.width() {
                size *= area.width() / galley.size().x;
                galley = painter.text_galley(
                    &label,
                    FontId::proportional(cx.legible(size.max(3.0))),
                    color,
                );
            } else if size < cx.legible(size) {
                galley = painter.text_galley(&label, FontId::proportional(cx.legible(size)), color);
            }
            painter.galley_at(area.center(), Align2::CENTER_CENTER, galley, color, true);
        }
    }
}

pub(crate) fn sides(die: &Die) -> u32 {
    if die.sides == 0 { 6 } else { die.sides }
}

/// Paints one die in `rect`: its silhouette, then pips, its number or its custom face.
pub(crate) fn paint_die(ui: &Ui, cx: &Cx, rect: Rect, die: &Die) {
    if !rect.is_finite() || rect.width() < 2.0 {
        return;
    }
    let painter = ui.painter();
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
            if let Some(face) = &die.face {
                paint_face(ui, cx, top.shrink(r * 0.06), face, ink, die.used);
                return;
            }
            if sides == 6 && (1..=6).contains(&die.value) {
                paint_pips(painter, top, die.value, ink);
                return;
            }
            top.center()
        }
    };
    if let Some(face) = &die.face {
        let area = Rect::from_center_size(number_center, vec2(r * 0.95, r * 0.95));
        paint_face(ui, cx, area, face, ink, die.used);
        return;
    }
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
        FontId::proportional(cx.legible(size.max(4.0))),
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
