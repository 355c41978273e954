//! Tokens: game pieces in ten shapes, with an optional label and a count badge.

use egui::{Align2, Color32, Painter, Pos2, Rect, Shape, Stroke, Ui, pos2, vec2};
use parlour_plugin_api::{Node, Token, TokenShape};

use crate::context::{Cx, Outline, Target};
use crate::palette;
use crate::ui_ext::{PainterExt as _, UiExt as _, radius, ring_points, sane, unit};

/// Default diameter of a token in points.
pub(crate) const DEFAULT_SIZE: f32 = 28.0;

/// The diameter of a token in view points (sanitised).
pub(crate) fn token_size(token: &Token) -> f32 {
    sane(token.size.unwrap_or(DEFAULT_SIZE), DEFAULT_SIZE, 4.0, 600.0)
}

/// A short description of a piece for accessibility.
pub(crate) fn token_name(token: &Token) -> String {
    token_name_with(token, token.label.as_deref())
}

/// [`token_name`] with the label as drawn (a localised caption).
fn token_name_with(token: &Token, label: Option<&str>) -> String {
    let shape = match token.shape {
        TokenShape::Unknown => "piece",
        known => known.name(),
    };
    match label {
        Some(label) if !label.trim().is_empty() => format!("{label} ({shape})"),
        _ => shape.to_owned(),
    }
}

/// The outline used for glows around a token.
pub(crate) fn token_outline(shape: TokenShape, center: Pos2, d: f32) -> Outline {
    match shape {
        TokenShape::Square | TokenShape::Cube | TokenShape::Meeple | TokenShape::Pawn => {
            Outline::rect(
                Rect::from_center_size(center, egui::Vec2::splat(d)),
                d * 0.18,
            )
        }
        _ => Outline::circle(center, d * 0.5),
    }
}

/// Draws a token node.
pub(crate) fn token_ui(ui: &mut Ui, cx: &mut Cx, node: &Node, token: &Token) {
    let d = cx.px(token_size(token));
    let rect = ui.allocate_rect_sized(egui::Vec2::splat(d + cx.px(4.0)));
    let center = rect.center();
    let target = Target::of(node);
    let id = cx.next_id(target.key);
    let outline = token_outline(token.shape, center, d);
    let hit = cx.interact(ui, id, rect, &target, outline);
    let lift = hit.hover * cx.px(1.5);
    // A caption is the label in the reader's language.
    let label = node
        .caption
        .as_ref()
        .map(|c| cx.tr(c))
        .or_else(|| token.label.clone());
    paint_token(
        ui.painter(),
        center - vec2(0.0, lift),
        d,
        token.shape,
        palette::color(&token.color),
        label.as_deref(),
        token.count,
        cx.legible(0.0),
    );
    let name = token_name_with(token, label.as_deref());
    cx.finish(ui, hit, &target, outline, &name, None);
}

/// Paints a piece of diameter `d` centred on `center`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn paint_token(
    painter: &Painter,
    center: Pos2,
    d: f32,
    shape: TokenShape,
    fill: Color32,
    label: Option<&str>,
    count: Option<u32>,
    min_text: f32,
) {
    if !center.is_finite() || !d.is_finite() || d <= 0.0 {
        return;
    }
    let r = d * 0.5;
    let edge = palette::outline_of(fill);
    let stroke = Stroke::new((r * 0.07).clamp(0.8, 3.0), edge);
    let light = palette::lighter(fill, 0.3);
    let dark = palette::darker(fill, 0.25);
    let shadow = Color32::from_black_alpha(70);
    let drop = vec2(r * 0.06, r * 0.12);
    let mut label_center = center;

    match shape {
        TokenShape::Disc | TokenShape::Unknown => {
            painter.circle_filled(center + drop, r, shadow);
            painter.circle(center, r, dark, stroke);
            painter.circle_filled(center - vec2(0.0, r * 0.06), r * 0.84, fill);
            painter.circle_stroke(
                center - vec2(0.0, r * 0.06),
                r * 0.84,
                Stroke::new(r * 0.05, palette::with_alpha(light, 160)),
            );
            label_center -= vec2(0.0, r * 0.06);
        }
        TokenShape::Ring => {
            painter.circle_stroke(center + drop, r * 0.74, Stroke::new(r * 0.46, shadow));
            painter.circle_stroke(center, r * 0.74, Stroke::new(r * 0.46, fill));
            painter.circle_stroke(center, r, stroke);
            painter.circle_stroke(center, r * 0.5, stroke);
            painter.circle_stroke(
                center - vec2(0.0, r * 0.04),
                r * 0.74,
                Stroke::new(r * 0.08, palette::with_alpha(light, 140)),
            );
        }
        TokenShape::Square => {
            let rect = Rect::from_center_size(center, egui::Vec2::splat(r * 1.72));
            painter.soft_shadow(rect, r * 0.2, drop, r * 0.15, 80);
            painter.rect(
                rect,
                radius(r * 0.2),
                dark,
                stroke,
                egui::StrokeKind::Middle,
            );
            let top = Rect::from_min_max(
                rect.min + vec2(r * 0.12, r * 0.08),
                rect.max - vec2(r * 0.12, r * 0.2),
            );
            painter.rect_filled(top, radius(r * 0.14), fill);
            painter.line_segment(
                [
                    top.left_top() + vec2(r * 0.15, r * 0.08),
                    top.right_top() + vec2(-r * 0.15, r * 0.08),
                ],
                Stroke::new(r * 0.06, palette::with_alpha(light, 170)),
            );
            label_center = top.center();
        }
        TokenShape::Hexagon => {
            let start = -std::f32::consts::FRAC_PI_2;
            let outer = ring_points(center, &[r], 6, start);
            let shadow_pts: Vec<Pos2> = outer.iter().map(|p| *p + drop).collect();
            painter.polygon(&shadow_pts, shadow, Stroke::NONE);
            painter.polygon(&outer, dark, stroke);
            let inner = ring_points(center - vec2(0.0, r * 0.05), &[r * 0.8], 6, start);
            painter.polygon(
                &inner,
                fill,
                Stroke::new(r * 0.05, palette::with_alpha(light, 150)),
            );
            label_center -= vec2(0.0, r * 0.05);
        }
        TokenShape::Cube => {
            let k = r * 0.92;
            let top = unit(
                center,
                k,
                &[[0.0, -1.0], [0.87, -0.5], [0.0, 0.0], [-0.87, -0.5]],
            );
            let left = unit(
                center,
                k,
                &[[-0.87, -0.5], [0.0, 0.0], [0.0, 1.0], [-0.87, 0.5]],
            );
            let right = unit(
                center,
                k,
                &[[0.0, 0.0], [0.87, -0.5], [0.87, 0.5], [0.0, 1.0]],
            );
            let hex = unit(
                center + drop,
                k,
                &[
                    [0.0, -1.0],
                    [0.87, -0.5],
                    [0.87, 0.5],
                    [0.0, 1.0],
                    [-0.87, 0.5],
                    [-0.87, -0.5],
                ],
            );
            painter.polygon(&hex, shadow, Stroke::NONE);
            let thin = Stroke::new(stroke.width * 0.6, palette::with_alpha(edge, 200));
            painter.polygon(&left, fill, thin);
            painter.polygon(&right, palette::darker(fill, 0.3), thin);
            painter.polygon(&top, light, thin);
            let hex = unit(
                center,
                k,
                &[
                    [0.0, -1.0],
                    [0.87, -0.5],
                    [0.87, 0.5],
                    [0.0, 1.0],
                    [-0.87, 0.5],
                    [-0.87, -0.5],
                ],
            );
            painter.add(Shape::closed_line(hex, stroke));
            label_center = center + vec2(0.0, -0.5 * k);
        }
        TokenShape::Meeple => {
            let pts = meeple_points(center, r);
            let shadow_pts: Vec<Pos2> = pts.iter().map(|p| *p + drop).collect();
            painter.polygon(&shadow_pts, shadow, Stroke::NONE);
            painter.polygon(&pts, fill, stroke);
            // A soft highlight on the head.
            painter.circle_filled(
                center + vec2(-r * 0.08, -r * 0.66),
                r * 0.1,
                palette::with_alpha(light, 150),
            );
            label_center = center + vec2(0.0, r * 0.1);
        }
        TokenShape::Pawn => {
            painter.add(Shape::ellipse_filled(
                center + vec2(r * 0.06, r * 0.86),
                vec2(r * 0.78, r * 0.2),
                shadow,
            ));
            let body = unit(
                center,
                r,
                &[[-0.24, -0.25], [0.24, -0.25], [0.5, 0.66], [-0.5, 0.66]],
            );
            painter.polygon(&body, fill, stroke);
            let base = Rect::from_min_max(
                center + vec2(-0.72 * r, 0.6 * r),
                center + vec2(0.72 * r, 0.92 * r),
            );
            painter.rect(
                base,
                radius(r * 0.16),
                dark,
                stroke,
                egui::StrokeKind::Middle,
            );
            painter.add(Shape::ellipse_filled(
                center + vec2(0.0, -0.26 * r),
                vec2(0.42 * r, 0.11 * r),
                dark,
            ));
            painter.add(Shape::ellipse_stroke(
                center + vec2(0.0, -0.26 * r),
                vec2(0.42 * r, 0.11 * r),
                stroke,
            ));
            let head = center + vec2(0.0, -0.58 * r);
            painter.circle(head, r * 0.34, fill, stroke);
            painter.circle_filled(
                head + vec2(-r * 0.1, -r * 0.1),
                r * 0.1,
                palette::with_alpha(light, 170),
            );
            label_center = center + vec2(0.0, r * 0.25);
        }
        TokenShape::Star => {
            let start = -std::f32::consts::FRAC_PI_2;
            let pts = ring_points(center, &[r, r * 0.46], 5, start);
            let shadow_pts: Vec<Pos2> = pts.iter().map(|p| *p + drop).collect();
            painter.polygon(&shadow_pts, shadow, Stroke::NONE);
            painter.polygon(&pts, fill, stroke);
            // Facets: light lines from the centre to the points.
            for (i, p) in pts.iter().enumerate() {
                if i % 2 == 0 {
                    painter.line_segment(
                        [center, center + (*p - center) * 0.75],
                        Stroke::new(r * 0.04, palette::with_alpha(light, 150)),
                    );
                }
            }
            label_center += vec2(0.0, r * 0.06);
        }
        TokenShape::Diamond => {
            let pts = unit(
                center,
                r,
                &[[0.0, -1.0], [0.78, 0.0], [0.0, 1.0], [-0.78, 0.0]],
            );
            let shadow_pts: Vec<Pos2> = pts.iter().map(|p| *p + drop).collect();
            painter.polygon(&shadow_pts, shadow, Stroke::NONE);
            painter.polygon(&pts, fill, stroke);
            let facet = unit(center, r, &[[0.0, -1.0], [0.0, 0.0], [-0.78, 0.0]]);
            painter.polygon(&facet, palette::with_alpha(light, 120), Stroke::NONE);
            let facet = unit(center, r, &[[0.0, 0.0], [0.78, 0.0], [0.0, 1.0]]);
            painter.polygon(&facet, palette::with_alpha(dark, 140), Stroke::NONE);
        }
        TokenShape::Triangle => {
            let pts = unit(center, r, &[[0.0, -0.95], [0.95, 0.72], [-0.95, 0.72]]);
            let shadow_pts: Vec<Pos2> = pts.iter().map(|p| *p + drop).collect();
            painter.polygon(&shadow_pts, shadow, Stroke::NONE);
            painter.polygon(&pts, fill, stroke);
            let inner = unit(
                center + vec2(0.0, r * 0.1),
                r * 0.6,
                &[[0.0, -0.95], [0.95, 0.72], [-0.95, 0.72]],
            );
            painter.add(Shape::closed_line(
                inner,
                Stroke::new(r * 0.05, palette::with_alpha(light, 150)),
            ));
            label_center = center + vec2(0.0, r * 0.22);
        }
    }

    if let Some(label) = label.map(str::trim).filter(|l| !l.is_empty()) {
        let chars = label.chars().count();
        let k = match chars {
            1 => 0.5,
            2 => 0.42,
            _ => 0.34,
        };
        // Never below the legible minimum, even where a long label then runs a little past
        // the piece's edge.
        let size = (d * k).max(6.0).max(min_text);
        let text_color = match shape {
            TokenShape::Cube => palette::text_on(light),
            _ => palette::text_on(fill),
        };
        let font = egui::FontId::proportional(size);
        let galley = painter.text_galley(label, font, text_color);
        // Keep long labels inside the piece.
        let galley = if galley.size().x > d * 0.9 && chars > 1 && size > min_text {
            painter.text_galley(
                label,
                egui::FontId::proportional((size * d * 0.9 / galley.size().x).max(min_text)),
                text_color,
            )
        } else {
            galley
        };
        if palette::luminance(text_color) > 0.5 {
            painter.galley_at(
                label_center + vec2(0.0, size * 0.06),
                Align2::CENTER_CENTER,
                galley.clone(),
                Color32::from_black_alpha(110),
                true,
            );
        }
        painter.galley_at(
            label_center,
            Align2::CENTER_CENTER,
            galley,
            text_color,
            true,
        );
    }

    if let Some(count) = count.filter(|c| *c > 1) {
        let h = (d * 0.5).clamp(11.0, 22.0);
        let pos = pos2(center.x + r * 0.78, center.y - r * 0.78);
        painter.count_badge(
            pos,
            &count.to_string(),
            h,
            Color32::from_rgb(0x2d, 0x2f, 0x36),
        );
    }
}

/// The outline of a meeple, fitting in a circle of radius `r` around `center`.
fn meeple_points(center: Pos2, r: f32) -> Vec<Pos2> {
    let mut pts = Vec::with_capacity(40);
    // Head: an arc over the top, from the left of the neck to its right.
    let head = pos2(0.0, -0.62);
    let hr = 0.3;
    let steps = 14;
    let (a0, a1) = (2.3_f32, 2.3_f32 + std::f32::consts::TAU - 1.46);
    for i in 0..=steps {
        let a = a0 + (a1 - a0) * i as f32 / steps as f32;
        pts.push([head.x + hr * a.cos(), head.y + hr * a.sin()]);
    }
    pts.extend_from_slice(&[
        [0.3, -0.3],
        [0.8, -0.22],
        [0.95, -0.12],
        [0.96, 0.02],
        [0.84, 0.1],
        [0.4, 0.12],
        [0.6, 0.82],
        [0.6, 0.95],
        [0.52, 0.98],
        [0.16, 0.98],
        [0.0, 0.66],
        [-0.16, 0.98],
        [-0.52, 0.98],
        [-0.6, 0.95],
        [-0.6, 0.82],
        [-0.4, 0.12],
        [-0.84, 0.1],
        [-0.96, 0.02],
        [-0.95, -0.12],
        [-0.8, -0.22],
        [-0.3, -0.3],
    ]);
    unit(center, r, &pts)
}
