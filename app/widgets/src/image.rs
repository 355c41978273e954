//! Plugin images: the image node, and painting assets (card art, board backgrounds, `image:`
//! icons) through egui's image loaders.

use egui::{Align2, Color32, Rect, Shape, Stroke, TextureOptions, Ui, load::SizeHint, pos2, vec2};
use parlour_plugin_api::{Image, Node};

use crate::context::{Cx, Outline, Target};
use crate::icons;
use crate::ui_ext::{PainterExt as _, UiExt as _, radius, sane};

/// Paints the asset `name` stretched over `rect`. Returns `false` when the plugin has no such
/// asset or it cannot be decoded (the caller then draws a fallback).
pub(crate) fn paint_asset(ui: &Ui, cx: &Cx, rect: Rect, name: &str, rounding: f32) -> bool {
    if !rect.is_finite() || rect.width() < 1.0 || rect.height() < 1.0 || name.is_empty() {
        return false;
    }
    let Some(bytes) = (cx.env.asset)(name) else {
        return false;
    };
    let uri = format!("{}{}", cx.env.asset_uri_prefix, name);
    let image = egui::Image::from_bytes(uri, bytes)
        .corner_radius(radius(rounding))
        .show_loading_spinner(true);
    // Ask for the same size `paint_at` will ask for, so the load below is the one it reuses.
    let ppp = ui.pixels_per_point();
    let pixels = (egui::emath::GuiRounding::round_to_pixels(rect, ppp).size() * ppp).round();
    let hint = SizeHint::Size {
        width: pixels.x.max(1.0) as u32,
        height: pixels.y.max(1.0) as u32,
        maintain_aspect_ratio: false,
    };
    let loaded = image
        .source(ui.ctx())
        .clone()
        .load(ui.ctx(), TextureOptions::default(), hint);
    if loaded.is_err() {
        return false;
    }
    image.paint_at(ui, rect);
    true
}

/// Paints an icon by name: `image:NAME` draws a plugin asset, anything else the vector icon
/// painter (with its labelled-disc fallback).
pub(crate) fn paint_icon_ui(ui: &Ui, cx: &Cx, rect: Rect, icon: &str, tint: Option<Color32>) {
    if let Some(asset) = icon.strip_prefix("image:") {
        if paint_asset(ui, cx, rect, asset, rect.width() * 0.2) {
            return;
        }
        icons::paint_labelled_disc(ui.painter(), rect, asset, tint);
        return;
    }
    icons::paint_icon(ui.painter(), rect, icon, tint);
}

/// A picture-frame placeholder for a missing image.
pub(crate) fn paint_missing(ui: &Ui, rect: Rect, rounding: f32, caption: &str) {
    let painter = ui.painter();
    let stroke_color = ui.visuals().weak_text_color();
    painter.rect_filled(rect, radius(rounding), ui.faint_surface());
    painter.rect_stroke(
        rect,
        radius(rounding),
        Stroke::new(1.0, stroke_color),
        egui::StrokeKind::Inside,
    );
    // A little landscape: a sun and two hills.
    let s = rect.size().min_elem();
    if s > 16.0 {
        let c = rect.center();
        let k = s * 0.22;
        painter.circle_filled(c + vec2(k * 0.8, -k * 0.6), k * 0.28, stroke_color);
        let hills = vec![
            c + vec2(-k * 1.4, k * 0.9),
            c + vec2(-k * 0.4, -k * 0.3),
            c + vec2(k * 0.3, k * 0.4),
            c + vec2(k * 0.8, 0.0),
            c + vec2(k * 1.4, k * 0.9),
        ];
        painter.add(Shape::line(hills, Stroke::new(1.5, stroke_color)));
    }
    if !caption.is_empty() && rect.height() > 40.0 {
        let galley = painter.text_galley_wrapped(
            caption,
            egui::FontId::proportional(10.0),
            stroke_color,
            rect.width() - 6.0,
        );
        painter.galley_at(
            pos2(rect.center().x, rect.bottom() - 3.0),
            Align2::CENTER_BOTTOM,
            galley,
            stroke_color,
            false,
        );
    }
}

/// Draws an image node.
pub(crate) fn image_ui(ui: &mut Ui, cx: &mut Cx, node: &Node, image: &Image) {
    let w = sane(image.width, 64.0, 0.0, 4000.0);
    let h = sane(image.height, 64.0, 0.0, 4000.0);
    let (w, h) = match (w > 0.0, h > 0.0) {
        (true, true) => (w, h),
        (true, false) => (w, w),
        (false, true) => (h, h),
        (false, false) => (64.0, 64.0),
    };
    let mut size = vec2(cx.px(w), cx.px(h));
    let avail = ui.fit_width();
    if avail.is_finite() && avail > 8.0 && size.x > avail {
        size *= avail / size.x;
    }
    let rect = ui.allocate_rect_sized(size);
    let target = Target::of(node);
    let id = cx.next_id(target.key);
    let rounding = cx.px(4.0);
    let outline = Outline::rect(rect, rounding);
    let hit = cx.interact(ui, id, rect, &target, outline);
    let alt = image.alt.as_ref().map(|t| cx.tr(t));
    let name = alt
        .as_deref()
        .filter(|a| !a.trim().is_empty())
        .unwrap_or(&image.name);
    if !paint_asset(ui, cx, rect, &image.name, rounding) {
        paint_missing(ui, rect, rounding, name);
    }
    cx.finish(ui, hit, &target, outline, name, None);
}
