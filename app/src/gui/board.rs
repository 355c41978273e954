//! The bridge to the shared widgets crate: drawing a plugin's view and the seat colours.

use std::sync::Arc;

use egui::{Color32, Ui, Vec2};
use parlour_plugin_api::{Node, Text};
use serde_json::Value;

/// What the board needs from the host to draw a view.
pub struct BoardEnv<'a> {
    pub localize: &'a dyn Fn(&Text) -> String,
    pub is_legal: &'a dyn Fn(&Value) -> bool,
    pub asset: &'a dyn Fn(&str) -> Option<Arc<[u8]>>,
    pub asset_uri_prefix: &'a str,
    pub unknown_label: &'a str,
}

/// Draws a view with the shared widgets; returns the action of the element the player clicked
/// or activated from the keyboard.
pub fn board_ui(ui: &mut Ui, node: &Node, env: &BoardEnv) -> Option<Value> {
    let env = parlour_widgets::ViewEnv {
        localize: env.localize,
        is_legal: env.is_legal,
        asset: env.asset,
        asset_uri_prefix: env.asset_uri_prefix,
        unknown_label: env.unknown_label,
    };
    parlour_widgets::view_ui(ui, node, &env)
}

/// The colour of a seat, the same as on the board.
pub fn seat_color(seat: u32) -> Color32 {
    parlour_widgets::palette::seat_color(seat)
}

/// The smallest scale a board is shrunk to; a board that needs more shrinking scrolls instead.
const MIN_SCALE: f32 = 0.6;

/// What [`fitted_ui`] remembers between frames.
#[derive(Clone, Copy, Debug)]
struct Fit {
    /// The content and the space it was fitted to; a change starts a new fitting.
    generation: (u64, [i32; 2]),
    scale: f32,
    /// Adjustments that may still go either way; after them the scale only shrinks, so that
    /// content whose height depends on its width cannot make the scale oscillate.
    free_steps: u8,
    /// The content's size at scale 1, measured in this generation, and the width it had.
    natural: Option<(Vec2, f32)>,
}

/// Shows `add` scaled down (never up) so that it fits the available space, like a board that
/// is looked at from a little further away. Input and painting are both transformed, so the
/// board stays clickable. When the board would become too small it scrolls instead.
/// `content_key` changes whenever the content may have changed size.
pub fn fitted_ui<R>(
    ui: &mut Ui,
    id_salt: &str,
    content_key: u64,
    add: impl FnOnce(&mut Ui) -> R,
) -> R {
    use egui::emath::TSTransform;
    use egui::{LayerId, Rect, ScrollArea, Sense, UiBuilder};

    let outer = ui.available_rect_before_wrap();
    ui.allocate_rect(outer, Sense::hover());
    let id = ui.scope_id().with(id_salt);
    let generation = (
        content_key,
        [outer.width().round() as i32, outer.height().round() as i32],
    );
    let mut fit: Fit = ui.ctx().data(|d| d.get_temp(id)).unwrap_or(Fit {
        generation,
        scale: 1.0,
        free_steps: 2,
        natural: None,
    });
    if fit.generation != generation {
        fit = Fit {
            generation,
            free_steps: 2,
            natural: None,
            ..fit
        };
    }
    if let Some((natural, width)) = fit.natural.filter(|(n, _)| n.x > 0.0 && n.y > 0.0) {
        let mut wanted = (outer.height() / natural.y).min(1.0);
        // Content that fills whatever width it gets does not limit the scale by its width;
        // content wider than its space does.
        if natural.x > width + 1.0 {
            wanted = wanted.min(outer.width() / natural.x);
        }
        let change = (wanted - fit.scale).abs() > 0.01;
        if change && fit.free_steps > 0 {
            fit.scale = wanted;
            fit.free_steps -= 1;
            ui.ctx().request_repaint();
        } else if change && wanted < fit.scale {
            fit.scale = wanted;
            ui.ctx().request_repaint();
        }
    }
    let scale = fit.scale;

    let mut child = ui.new_child(UiBuilder::new().max_rect(outer));
    if scale < MIN_SCALE || !scale.is_finite() {
        // Too big to shrink: scroll at full size.
        let mut measured = Vec2::ZERO;
        let inner = ScrollArea::both()
            .id_salt(id.with("scroll"))
            .auto_shrink(false)
            .show(&mut child, |ui| {
                let r = add(ui);
                measured = ui.min_rect().size();
                r
            })
            .inner;
        fit.natural = Some((measured, outer.width()));
        ui.ctx().data_mut(|d| d.insert_temp(id, fit));
        return inner;
    }

    let layer = LayerId::new(ui.layer_id().order, id.with("layer"));
    ui.ctx().set_sublayer(ui.layer_id(), layer);
    // Centre the board horizontally when it is narrower than the table. Content that filled
    // its width will fill it again and is not moved.
    let inner_rect = Rect::from_min_size(outer.min, outer.size() / scale);
    let spare = match fit.natural {
        Some((n, width)) if n.x + 1.0 < width && (width - inner_rect.width()).abs() < 0.5 => {
            (outer.width() - n.x * scale).max(0.0) / 2.0
        }
        _ => 0.0,
    };
    let origin = outer.min.to_vec2();
    let transform = TSTransform::from_translation(Vec2::new(spare, 0.0))
        * TSTransform::from_translation(origin)
        * TSTransform::from_scaling(scale)
        * TSTransform::from_translation(-origin);
    let mut scaled = child.new_child(UiBuilder::new().layer_id(layer).max_rect(inner_rect));
    scaled.set_clip_rect(transform.inverse() * outer.intersect(ui.clip_rect()));
    ui.ctx().set_transform_layer(layer, transform);
    // Screen readers (and UI tests) get the elements where they are drawn: the board's
    // accessibility node carries the same transform as the layer.
    let t = transform.translation;
    let affine = egui::accesskit::Affine::new([
        f64::from(transform.scaling),
        0.0,
        0.0,
        f64::from(transform.scaling),
        f64::from(t.x),
        f64::from(t.y),
    ]);
    ui.ctx()
        .accesskit_node_builder(scaled.unique_id(), |node| node.set_transform(affine));
    let inner = add(&mut scaled);
    let measured = scaled.min_rect().size();
    if fit
        .natural
        .is_none_or(|(n, _)| (n - measured).length() > 0.5)
    {
        // The content changed size: fit it again on the next frame.
        ui.ctx().request_repaint();
    }
    fit.natural = Some((measured, inner_rect.width()));
    ui.ctx().data_mut(|d| d.insert_temp(id, fit));
    inner
}
