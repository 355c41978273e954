//! Free shapes: a canvas of rectangles, circles, lines, polygons and text a plugin draws itself.

use egui::{Align2, Color32, Pos2, Rect, Shape as EShape, Stroke as EStroke, StrokeKind, Ui, vec2};
use parlour_plugin_api::{Node, Shape, Shapes, Stroke};

use crate::context::{Cx, Outline, Target};
use crate::palette;
use crate::ui_ext::{PainterExt as _, UiExt as _, radius, sane};

/// At most this many points per line or polygon are drawn.
const MAX_POINTS: usize = 10_000;

/// Draws a shapes canvas, scaled down to fit the available width.
pub(crate) fn shapes_ui(ui: &mut Ui, cx: &mut Cx, node: &Node, shapes: &Shapes) {
    let w = sane(shapes.width, 0.0, 0.0, 20_000.0);
    let h = sane(shapes.height, 0.0, 0.0, 20_000.0);
    let mut k = cx.scale;
    let avail = ui.fit_width();
    if avail.is_finite() && avail > 1.0 && w * k > avail {
        k = avail / w;
    }
    let rect = ui.allocate_rect_sized(vec2(w * k, h * k));
    let target = Target::of(node);
    let id = cx.next_id(target.key);
    let outline = Outline::rect(rect, cx.px(4.0));
    let hit = cx.interact(ui, id, rect, &target, outline);

    let painter = ui.painter().with_clip_rect(rect.intersect(ui.clip_rect()));
    let map = |x: f32, y: f32| -> Option<Pos2> {
        (x.is_finite() && y.is_finite()).then(|| rect.min + vec2(x, y) * k)
    };
    let stroke_of = |s: &Stroke| -> EStroke {
        EStroke::new(sane(s.width, 1.0, 0.0, 500.0) * k, palette::color(&s.color))
    };
    let fill_of = |c: &Option<parlour_plugin_api::Color>| -> Color32 {
        c.as_ref().map_or(Color32::TRANSPARENT, palette::color)
    };
    let default_text = ui.visuals().text_color();

    for shape in &shapes.shapes {
        match shape {
            Shape::Rect {
                x,
                y,
                w,
                h,
                radius: r,
                fill,
                stroke,
            } => {
                let (Some(a), Some(b)) = (map(*x, *y), map(x + w, y + h)) else {
                    continue;
                };
                let rr = Rect::from_two_pos(a, b);
                let stroke = stroke.as_ref().map_or(EStroke::NONE, stroke_of);
                painter.rect(
                    rr,
                    radius(sane(*r, 0.0, 0.0, 1000.0) * k),
                    fill_of(fill),
                    stroke,
                    StrokeKind::Middle,
                );
            }
            Shape::Circle {
                x,
                y,
                r,
                fill,
                stroke,
            } => {
                let Some(c) = map(*x, *y) else { continue };
                let r = sane(*r, 0.0, 0.0, 20_000.0) * k;
                let stroke = stroke.as_ref().map_or(EStroke::NONE, stroke_of);
                painter.circle(c, r, fill_of(fill), stroke);
            }
            Shape::Line { points, stroke } => {
                let pts: Vec<Pos2> = points
                    .iter()
                    .take(MAX_POINTS)
                    .filter_map(|[x, y]| map(*x, *y))
                    .collect();
                if pts.len() >= 2 {
                    painter.add(EShape::line(pts, stroke_of(stroke)));
                }
            }
            Shape::Polygon {
                points,
                fill,
                stroke,
            } => {
                let pts: Vec<Pos2> = points
                    .iter()
                    .take(MAX_POINTS)
                    .filter_map(|[x, y]| map(*x, *y))
                    .collect();
                let stroke = stroke.as_ref().map_or(EStroke::NONE, stroke_of);
                painter.polygon(&pts, fill_of(fill), stroke);
            }
            Shape::Text {
                x,
                y,
                text,
                size,
                color,
                align,
            } => {
                let Some(p) = map(*x, *y) else { continue };
                let size = sane(size.unwrap_or(14.0), 14.0, 1.0, 400.0) * k;
                let color = color.as_ref().map_or(default_text, palette::color);
                painter.text_at(
                    p,
                    align_of(*align),
                    &cx.tr(text),
                    egui::FontId::proportional(cx.legible(size.max(1.0))),
                    color,
                    false,
                );
            }
            Shape::Unknown => {}
        }
    }
    cx.finish(ui, hit, &target, outline, "", None);
}

/// The text alignment of an anchor (the centre when absent or unknown).
fn align_of(anchor: Option<parlour_plugin_api::Anchor>) -> Align2 {
    let Some([fx, fy]) = anchor.and_then(|a| a.fractions()) else {
        return Align2::CENTER_CENTER;
    };
    let axis = |f: f32| {
        if f < 0.25 {
            egui::Align::Min
        } else if f > 0.75 {
            egui::Align::Max
        } else {
            egui::Align::Center
        }
    };
    Align2([axis(fx), axis(fy)])
}
