//! The looks of [`Emphasis`]: each kind has its own, so that "you can click this", "this is
//! being resolved", "this is selected" and "this is done" never look alike.
//!
//! | Emphasis | Look |
//! | --- | --- |
//! | `target` | a blue glow and outline (the gold "legal" look takes over when clickable) |
//! | `selected` | a thick green ring and a check-mark badge |
//! | `resolving` | an amber dashed frame with an amber halo |
//! | `last_change` | a magenta "new" dot and a thin magenta outline |
//! | `done` | the element muted under a veil, with a grey check mark |
//! | `warning` | a red glow, a red outline and a "!" badge |
//! | `winner` | a wide gold glow, a double gold outline and a crown badge |
//! | unknown | a thin grey outline |
//!
//! Also the hover preview's text pill.

use egui::{
    Align2, Color32, Id, LayerId, Order, Pos2, Rect, Shape, Stroke, StrokeKind, Ui, Vec2, pos2,
    vec2,
};
use parlour_plugin_api::Emphasis;

use crate::context::{Cx, Outline, glow_shape};
use crate::icons;
use crate::palette::{self, with_alpha};
use crate::ui_ext::{PainterExt as _, radius, ring_points};

/// Ring and badge of selected elements.
pub(crate) const SELECTED: Color32 = Color32::from_rgb(0x2e, 0xa0, 0x43);
/// Frame of the element being resolved.
pub(crate) const RESOLVING: Color32 = Color32::from_rgb(0xff, 0x8c, 0x1a);
/// The "new" dot of last changes.
pub(crate) const LAST_CHANGE: Color32 = Color32::from_rgb(0xe0, 0x39, 0x9b);
/// Warnings.
pub(crate) const WARNING: Color32 = Color32::from_rgb(0xe5, 0x38, 0x3b);
/// The winner's gold.
pub(crate) const WINNER: Color32 = Color32::from_rgb(0xf2, 0xbe, 0x22);

/// The shapes painted under an element with this emphasis (glows).
pub(crate) fn under(
    ui: &Ui,
    cx: &Cx,
    emphasis: Emphasis,
    legal: bool,
    outline: Outline,
) -> Vec<Shape> {
    let (rect, rounding) = outline.rect_and_rounding();
    let glow = |width: f32, color: Color32| glow_shape(rect, rounding, cx.px(width), color);
    match emphasis {
        // A clickable target already wears the "legal" glow.
        Emphasis::Target if legal => vec![],
        Emphasis::Target => vec![glow(
            12.0,
            with_alpha(palette::highlight_glow(ui.visuals()), 200),
        )],
        Emphasis::Resolving => vec![glow(10.0, with_alpha(RESOLVING, 150))],
        Emphasis::Warning => vec![glow(10.0, with_alpha(WARNING, 160))],
        Emphasis::Winner => vec![glow(18.0, with_alpha(WINNER, 210))],
        Emphasis::Selected => vec![glow(6.0, with_alpha(SELECTED, 120))],
        Emphasis::LastChange | Emphasis::Done | Emphasis::Unknown => vec![],
    }
}

/// Paints what goes over an element with this emphasis (outlines, badges, veils).
pub(crate) fn over(ui: &Ui, cx: &Cx, emphasis: Emphasis, legal: bool, outline: Outline) {
    let painter = ui.painter();
    let (rect, _) = outline.rect_and_rounding();
    if !rect.is_finite() {
        return;
    }
    let badge_r = cx.px(7.5).min(rect.size().min_elem() * 0.24).max(3.0);
    let corner = badge_corner(outline);
    match emphasis {
        Emphasis::Target if legal => {}
        Emphasis::Target => {
            let glow = palette::highlight_glow(ui.visuals());
            outline.stroke(painter, cx.px(1.0), Stroke::new(cx.px(1.8), glow));
        }
        Emphasis::Selected => {
            outline.stroke(painter, cx.px(1.5), Stroke::new(cx.px(3.5), SELECTED));
            paint_badge(painter, corner, badge_r, SELECTED, Mark::Check);
        }
        Emphasis::Resolving => {
            let stroke = Stroke::new(cx.px(2.6), RESOLVING);
            painter.extend(Shape::dashed_line(
                &outline_path(outline, cx.px(3.0)),
                stroke,
                cx.px(7.0),
                cx.px(4.0),
            ));
            // Corner brackets, so the frame reads even where dashes fall short.
            bracket_corners(painter, outline, cx.px(3.0), cx.px(8.0), stroke);
        }
        Emphasis::LastChange => {
            outline.stroke(
                painter,
                cx.px(1.0),
                Stroke::new(cx.px(1.2), with_alpha(LAST_CHANGE, 190)),
            );
            let r = badge_r * 0.72;
            painter.circle(
                corner,
                r,
                LAST_CHANGE,
                Stroke::new(cx.px(1.5), Color32::WHITE),
            );
        }
        Emphasis::Done => {
            let veil = cx.surface.unwrap_or(ui.visuals().panel_fill);
            let veil = with_alpha(veil, 140);
            match outline {
                Outline::Rect { rect, rounding } => {
                    painter.rect_filled(rect, radius(rounding), veil);
                }
                Outline::Circle { center, radius } => {
                    painter.circle_filled(center, radius, veil);
                }
            }
            let grey = Color32::from_rgb(0x7d, 0x86, 0x7f);
            paint_badge(painter, corner, badge_r, grey, Mark::Check);
        }
        Emphasis::Warning => {
            outline.stroke(painter, cx.px(1.0), Stroke::new(cx.px(2.4), WARNING));
            paint_badge(painter, corner, badge_r, WARNING, Mark::Bang);
        }
        Emphasis::Winner => {
            outline.stroke(painter, cx.px(1.0), Stroke::new(cx.px(3.0), WINNER));
            outline.stroke(
                painter,
                cx.px(5.0),
                Stroke::new(cx.px(1.2), with_alpha(WINNER, 200)),
            );
            paint_badge(painter, corner, badge_r * 1.15, Color32::WHITE, Mark::Crown);
        }
        Emphasis::Unknown => {
            outline.stroke(
                painter,
                cx.px(1.0),
                Stroke::new(cx.px(1.5), with_alpha(palette::UNKNOWN, 220)),
            );
        }
    }
}

/// Where an element's badge sits: its top-right corner.
fn badge_corner(outline: Outline) -> Pos2 {
    match outline {
        Outline::Rect { rect, rounding } => {
            let inset = (rounding * 0.3).min(rect.size().min_elem() * 0.15);
            pos2(rect.right() - inset, rect.top() + inset)
        }
        Outline::Circle { center, radius } => {
            center + vec2(radius, -radius) * std::f32::consts::FRAC_1_SQRT_2
        }
    }
}

/// What a badge shows.
#[derive(Clone, Copy)]
enum Mark {
    Check,
    Bang,
    Crown,
}

fn paint_badge(painter: &egui::Painter, c: Pos2, r: f32, fill: Color32, mark: Mark) {
    painter.circle_filled(
        c + vec2(0.0, r * 0.12),
        r * 1.05,
        with_alpha(Color32::BLACK, 70),
    );
    painter.circle(c, r, fill, Stroke::new((r * 0.18).max(1.0), Color32::WHITE));
    let ink = palette::text_on(fill);
    match mark {
        Mark::Check => {
            let pts = vec![
                c + vec2(-0.48, 0.02) * r,
                c + vec2(-0.14, 0.38) * r,
                c + vec2(0.5, -0.36) * r,
            ];
            painter.add(Shape::line(pts, Stroke::new((r * 0.26).max(1.0), ink)));
        }
        Mark::Bang => {
            painter.line_segment(
                [c + vec2(0.0, -0.55) * r, c + vec2(0.0, 0.12) * r],
                Stroke::new((r * 0.26).max(1.0), ink),
            );
            painter.circle_filled(c + vec2(0.0, 0.45) * r, (r * 0.15).max(0.7), ink);
        }
        Mark::Crown => {
            let rect = Rect::from_center_size(c, Vec2::splat(r * 1.5));
            icons::paint_icon(painter, rect, "crown", Some(WINNER));
        }
    }
}

/// Points around an outline, expanded by `expand`, closed.
fn outline_path(outline: Outline, expand: f32) -> Vec<Pos2> {
    match outline {
        Outline::Circle { center, radius } => {
            let mut pts = ring_points(center, &[radius + expand], 48, 0.0);
            pts.push(pts[0]);
            pts
        }
        Outline::Rect { rect, rounding } => {
            let rect = rect.expand(expand);
            let r = (rounding + expand).clamp(0.0, rect.size().min_elem() * 0.5);
            let corners = [
                (pos2(rect.right() - r, rect.top() + r), -90.0f32),
                (pos2(rect.right() - r, rect.bottom() - r), 0.0),
                (pos2(rect.left() + r, rect.bottom() - r), 90.0),
                (pos2(rect.left() + r, rect.top() + r), 180.0),
            ];
            let mut pts = Vec::with_capacity(4 * 7 + 1);
            for (c, start) in corners {
                for i in 0..=6 {
                    let a = (start + i as f32 * 15.0).to_radians();
                    pts.push(c + vec2(a.cos(), a.sin()) * r);
                }
            }
            pts.push(pts[0]);
            pts
        }
    }
}

/// Short solid brackets on the four corners of an outline.
fn bracket_corners(painter: &egui::Painter, outline: Outline, expand: f32, len: f32, s: Stroke) {
    let Outline::Rect { rect, .. } = outline else {
        return;
    };
    let r = rect.expand(expand);
    let len = len.min(r.width() * 0.3).min(r.height() * 0.3);
    for (corner, dx, dy) in [
        (r.left_top(), 1.0, 1.0),
        (r.right_top(), -1.0, 1.0),
        (r.right_bottom(), -1.0, -1.0),
        (r.left_bottom(), 1.0, -1.0),
    ] {
        painter.add(Shape::line(
            vec![
                corner + vec2(dx * len, 0.0),
                corner,
                corner + vec2(0.0, dy * len),
            ],
            s,
        ));
    }
}

/// The hover preview's text: a pill above the element (below it when there is no room), on a
/// layer above the board, shown at once.
pub(crate) fn hover_text(ui: &Ui, cx: &Cx, id: Id, rect: Rect, text: &str) {
    let text = text.trim();
    if text.is_empty() || !rect.is_finite() {
        return;
    }
    let painter = ui
        .ctx()
        .layer_painter(LayerId::new(Order::Tooltip, id.with("hover-preview")));
    let dark = ui.visuals().dark_mode;
    let (fill, ink) = if dark {
        (Color32::from_rgb(0xf4, 0xee, 0xe0), palette::INK)
    } else {
        (Color32::from_rgb(0x24, 0x26, 0x2b), Color32::WHITE)
    };
    let font = egui::FontId::proportional(13.0_f32.max(cx.px(12.0)).min(18.0));
    let galley = painter.text_galley_wrapped(text, font, ink, 260.0);
    let pad = vec2(8.0, 4.0);
    let size = galley.size() + pad * 2.0;
    let screen = ui.ctx().content_rect();
    let mut min = pos2(rect.center().x - size.x * 0.5, rect.top() - size.y - 6.0);
    if min.y < screen.top() {
        min.y = rect.bottom() + 6.0;
    }
    min.x = min
        .x
        .clamp(screen.left(), (screen.right() - size.x).max(screen.left()));
    let pill = Rect::from_min_size(min, size);
    painter.soft_shadow(pill, size.y * 0.5, vec2(0.0, 2.0), 6.0, 90);
    painter.rect(
        pill,
        radius(size.y * 0.5),
        fill,
        Stroke::new(1.0, with_alpha(palette::LEGAL, 200)),
        StrokeKind::Inside,
    );
    painter.galley_at(pill.center(), Align2::CENTER_CENTER, galley, ink, false);
}
