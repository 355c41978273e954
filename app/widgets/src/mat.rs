//! Player mats and titled groups: a rounded frame in the player's colour with a title bar; the
//! mat of the acting seat gets a thicker, glowing frame.

use egui::{
    Align, Align2, CornerRadius, Layout, Margin, Rect, Shape, Stroke, StrokeKind, Ui, UiBuilder,
    epaint::RectShape, pos2, vec2,
};
use parlour_plugin_api::{Mat, Node};

use crate::context::{Cx, container_ui};
use crate::node_ui;
use crate::palette::{self, with_alpha};
use crate::ui_ext::{PainterExt as _, radius};

fn margin(v: f32) -> i8 {
    v.round().clamp(0.0, 127.0) as i8
}

/// Draws a mat node.
pub(crate) fn mat_ui(ui: &mut Ui, cx: &mut Cx, node: &Node, mat: &Mat) {
    let id = cx.next_id(node.key.as_deref());
    let rounding = cx.px(10.0);
    let title = mat.title.as_ref().map(|t| cx.tr(t));
    let builder = UiBuilder::new()
        .id_salt(id)
        .layout(Layout::top_down(Align::Min));
    container_ui(
        ui,
        cx,
        node,
        builder,
        rounding,
        title.as_deref().unwrap_or(""),
        |ui, cx| {
            let visuals = ui.visuals().clone();
            let color = mat
                .color
                .as_ref()
                .map(palette::color)
                .unwrap_or_else(|| visuals.widgets.noninteractive.bg_stroke.color);
            let bg_idx = ui.painter().add(Shape::Noop);
            let pad = cx.px(10.0);
            let fg = palette::text_on(color);
            let title_galley = title
                .as_deref()
                .map(|t| ui.painter().text_galley(t, cx.font(14.5), fg));
            let marker = if mat.active { cx.px(14.0) } else { 0.0 };
            let title_h = title_galley
                .as_ref()
                .map_or(0.0, |g| g.size().y + cx.px(10.0));
            // The "?" at the right end of the title bar, and room for it beside the title,
            // so that it never covers the title of a mat with little inside.
            let band_h = title_h.max(cx.px(20.0));
            let help_r = (band_h * 0.34).max(cx.px(7.0));
            let help_w = if node.help.is_some() {
                2.0 * help_r + cx.px(6.0)
            } else {
                0.0
            };
            let title_w = title_galley
                .as_ref()
                .map_or(0.0, |g| g.size().x + marker + help_w);

            let frame = egui::Frame::new().inner_margin(Margin {
                left: margin(pad),
                right: margin(pad),
                top: margin(title_h + pad * 0.8),
                bottom: margin(pad),
            });
            // A mat is filled with a tint of the panel colour, so its content uses the
            // theme's text colours even when the mat lies on a board.
            let old_surface = cx.surface.take();
            let response = frame
                .show(ui, |ui| {
                    ui.set_min_width(title_w);
                    ui.spacing_mut().item_spacing = vec2(cx.px(8.0), cx.px(8.0));
                    for child in &mat.children {
                        node_ui(ui, cx, child);
                    }
                })
                .response;
            cx.surface = old_surface;
            let rect = response.rect;

            let mut shapes = Vec::new();
            let surface = visuals.window_fill;
            let fill = palette::mix(surface, color, if visuals.dark_mode { 0.14 } else { 0.1 });
            if mat.active {
                shapes.push(Shape::Rect(
                    RectShape::filled(
                        rect.expand(cx.px(3.0)),
                        radius(rounding + cx.px(3.0)),
                        with_alpha(color, 170),
                    )
                    .with_blur_width(cx.px(14.0)),
                ));
            } else {
                shapes.push(Shape::Rect(
                    RectShape::filled(
                        rect.translate(vec2(0.0, cx.px(2.0))),
                        radius(rounding),
                        egui::Color32::from_black_alpha(40),
                    )
                    .with_blur_width(cx.px(6.0)),
                ));
            }
            let stroke = if mat.active {
                Stroke::new(cx.px(3.0), color)
            } else {
                Stroke::new(cx.px(1.5), palette::mix(color, surface, 0.25))
            };
            shapes.push(Shape::Rect(RectShape::new(
                rect,
                radius(rounding),
                fill,
                Stroke::NONE,
                StrokeKind::Inside,
            )));
            if let Some(galley) = title_galley {
                let band = Rect::from_min_size(rect.min, vec2(rect.width(), title_h));
                let r = radius(rounding).nw;
                shapes.push(Shape::Rect(RectShape::filled(
                    band,
                    CornerRadius {
                        nw: r,
                        ne: r,
                        sw: 0,
                        se: 0,
                    },
                    if mat.active {
                        color
                    } else {
                        palette::mix(color, surface, 0.15)
                    },
                )));
                let mut x = band.left() + pad;
                if mat.active {
                    // A "your turn" pointer before the title.
                    let c = pos2(x + marker * 0.35, band.center().y);
                    let s = marker * 0.32;
                    shapes.push(Shape::convex_polygon(
                        vec![
                            c + vec2(-s * 0.7, -s),
                            c + vec2(s, 0.0),
                            c + vec2(-s * 0.7, s),
                        ],
                        fg,
                        Stroke::NONE,
                    ));
                    x += marker;
                }
                let pos = Align2::LEFT_CENTER
                    .anchor_size(pos2(x, band.center().y), galley.size())
                    .min;
                shapes.push(Shape::galley(pos, galley.clone(), fg));
                shapes.push(Shape::galley(pos + vec2(cx.px(0.5), 0.0), galley, fg));
            }
            shapes.push(Shape::Rect(RectShape::stroke(
                rect,
                radius(rounding),
                stroke,
                StrokeKind::Inside,
            )));
            ui.painter().set(bg_idx, Shape::Vec(shapes));
            if let Some(section) = &node.help {
                // A "?" at the right end of the title bar opens the rules at its section.
                let center = pos2(rect.right() - pad - help_r, rect.top() + band_h / 2.0);
                help_button_ui(ui, cx, id.with("help"), center, help_r, fg, color, section);
            }
        },
    );
}

/// A "?" of radius `r` centred on `center` that opens the rules at `section` when clicked
/// (it sets [`Cx::help`]); `ink` draws it, `tint` fills it.
#[allow(clippy::too_many_arguments)]
pub(crate) fn help_button_ui(
    ui: &mut Ui,
    cx: &mut Cx,
    id: egui::Id,
    center: egui::Pos2,
    r: f32,
    ink: egui::Color32,
    tint: egui::Color32,
    section: &str,
) {
    let hit = Rect::from_center_size(center, vec2(r * 2.4, r * 2.4));
    let response = ui
        .interact(hit, id, egui::Sense::click())
        .on_hover_cursor(egui::CursorIcon::Help);
    response.widget_info(|| {
        egui::WidgetInfo::labeled(egui::Role::Button, true, format!("? {section}"))
    });
    let ring = if response.hovered() {
        ink
    } else {
        with_alpha(ink, 170)
    };
    ui.painter().circle(
        center,
        r,
        with_alpha(tint, 60),
        Stroke::new(cx.px(1.4), ring),
    );
    ui.painter().text(
        center,
        Align2::CENTER_CENTER,
        "?",
        egui::FontId::proportional(r * 1.5),
        ring,
    );
    if response.clicked() {
        cx.help = Some(section.to_owned());
    }
}
