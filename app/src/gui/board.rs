//! The bridge to the shared widgets crate: drawing a plugin's view and the seat colours.

use std::sync::Arc;

use egui::{Color32, Ui, Vec2};
use parlour_plugin_api::{Node, Text};

/// What the board needs from the host to draw a view.
pub struct BoardEnv<'a> {
    pub localize: &'a dyn Fn(&Text) -> String,
    /// Whether a choice id may be picked now (a lookup in the set of current option ids).
    pub is_legal: &'a dyn Fn(u64) -> bool,
    pub asset: &'a dyn Fn(&str) -> Option<Arc<[u8]>>,
    pub asset_uri_prefix: &'a str,
    pub unknown_label: &'a str,
}

/// Draws a view with the shared widgets; returns the choice id of the element the player
/// clicked or activated from the keyboard.
pub fn board_ui(ui: &mut Ui, node: &Node, env: &BoardEnv) -> parlour_widgets::ViewOutput {
    let env = parlour_widgets::ViewEnv {
        localize: env.localize,
        is_legal: env.is_legal,
        asset: env.asset,
        asset_uri_prefix: env.asset_uri_prefix,
        unknown_label: env.unknown_label,
    };
    parlour_widgets::view_output_ui(ui, node, &env)
}

/// The colour of a seat, the same as on the board.
pub fn seat_color(seat: u32) -> Color32 {
    parlour_widgets::palette::seat_color(seat)
}

/// The smallest scale the fitting shrinks a board to (zooming in enlarges it again).
const MIN_FIT: f32 = 0.2;
/// The zoom range on top of the fitted scale.
pub const ZOOM_RANGE: std::ops::RangeInclusive<f32> = 0.5..=4.0;
/// How much larger the fitting scale must be than the current one before a board whose
/// content shrank is enlarged again.
const REGROW: f32 = 1.15;
/// One step of Ctrl+plus/minus and of the zoom buttons.
pub const ZOOM_STEP: f32 = 1.25;

/// What [`zoomable_ui`] remembers between frames.
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
    /// The smallest scale this generation had to shrink from: growing back to it or beyond
    /// would only rewrap the content and shrink again (a board flickering between two sizes).
    ceiling: f32,
}

/// The zoom and pan of a table view, owned by the caller (one per game).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ZoomPan {
    /// 1: the board fits the table; more: zoomed in.
    pub zoom: f32,
    /// The board's offset in points, when zoomed in.
    pub pan: Vec2,
}

/// Shows `add` fitted to the available space (scaled down, never up, like a board looked at
/// from a little further away), then zoomed by `view.zoom` and panned by `view.pan`. Input and
/// painting are both transformed, so the board stays clickable. Ctrl+wheel (and a pinch)
/// zooms around the pointer, dragging the table pans. `content_key` changes whenever the
/// content's size may have changed (not with every move, so the board keeps its place).
/// Returns what `add` returned and whether the zoom changed.
pub fn zoomable_ui<R>(
    ui: &mut Ui,
    id_salt: &str,
    content_key: u64,
    view: &mut ZoomPan,
    add: impl FnOnce(&mut Ui) -> R,
) -> (R, bool) {
    use egui::emath::TSTransform;
    use egui::{LayerId, Rect, Sense, UiBuilder};

    let outer = ui.available_rect_before_wrap();
    let id = ui.scope_id().with(id_salt);
    let background = ui.interact(outer, id.with("pan"), Sense::drag());
    ui.allocate_rect(outer, Sense::hover());
    let generation = (
        content_key,
        [outer.width().round() as i32, outer.height().round() as i32],
    );
    let mut fit: Fit = ui.ctx().data(|d| d.get_temp(id)).unwrap_or(Fit {
        generation,
        scale: 1.0,
        free_steps: 2,
        natural: None,
        ceiling: f32::INFINITY,
    });
    if fit.generation != generation {
        fit = Fit {
            generation,
            free_steps: 2,
            ceiling: f32::INFINITY,
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
        let wanted = wanted.max(MIN_FIT);
        let change = (wanted - fit.scale).abs() > 0.01;
        // Even a sliver of the board below the table's edge counts: shrinking by less than the
        // step above would otherwise leave it cut off.
        let overflows = natural.y * fit.scale > outer.height() + 0.5;
        if change && fit.free_steps > 0 {
            fit.scale = wanted;
            fit.free_steps -= 1;
            ui.ctx().request_discard("the board is being fitted");
            ui.ctx().request_repaint();
        } else if (change || overflows) && wanted < fit.scale {
            // Content that no longer fits shrinks at once. A second shrink in one fitting means
            // content that grows taller as shrinking widens it: go a little further, so it fits
            // after it rewraps instead of creeping up on the edge frame by frame.
            let chasing = fit.ceiling.is_finite() && natural.x <= width + 1.0;
            fit.ceiling = fit.ceiling.min(fit.scale);
            fit.scale = (wanted * if chasing { 0.97 } else { 1.0 }).max(MIN_FIT);
            ui.ctx().request_repaint();
        } else if wanted > fit.scale * REGROW && wanted < fit.ceiling * 0.99 {
            // Content that shrank grows back only when it is much smaller than the table, so
            // a hand losing a card does not rescale (and shift) the whole board.
            fit.scale = wanted;
            ui.ctx().request_repaint();
        }
    }
    if !fit.scale.is_finite() || fit.scale <= 0.0 {
        fit.scale = 1.0;
    }

    // Zoom: Ctrl+wheel or a pinch over the table, around the pointer.
    let old_zoom = view.zoom;
    let hovered = ui.rect_contains_pointer(outer);
    if hovered {
        let (delta, pointer) = ui.input(|i| (i.zoom_delta(), i.pointer.hover_pos()));
        if (delta - 1.0).abs() > f32::EPSILON {
            let new_zoom = (view.zoom * delta).clamp(*ZOOM_RANGE.start(), *ZOOM_RANGE.end());
            if let Some(p) = pointer {
                // Keep the point under the pointer in place.
                let anchor = p - outer.min - view.pan;
                view.pan += anchor - anchor * (new_zoom / view.zoom);
            }
            view.zoom = new_zoom;
        }
    }
    if background.dragged() {
        view.pan += background.drag_delta();
    }
    let scale = fit.scale * view.zoom;
    // The board is laid out at the fitted size only, so zooming never reflows it.
    let inner_rect = Rect::from_min_size(outer.min, outer.size() / fit.scale);
    // Measured with the width laid out now, so a stale measure never shifts the board.
    let drawn = fit.natural.map_or(outer.size(), |(n, _)| {
        Vec2::new(n.x.max(inner_rect.width()), n.y)
    }) * scale;
    // Keep the board on the table: no panning past its edges; centred when it is smaller.
    let spare = (outer.size() - drawn).max(Vec2::ZERO);
    let low = (outer.size() - drawn).min(Vec2::ZERO);
    view.pan = Vec2::new(
        if spare.x > 0.0 {
            0.0
        } else {
            view.pan.x.clamp(low.x, 0.0)
        },
        if spare.y > 0.0 {
            0.0
        } else {
            view.pan.y.clamp(low.y, 0.0)
        },
    );
    let centre = Vec2::new(spare.x / 2.0, 0.0);

    let mut child = ui.new_child(UiBuilder::new().max_rect(outer));
    let layer = LayerId::new(ui.layer_id().order, id.with("layer"));
    ui.ctx().set_sublayer(ui.layer_id(), layer);
    let origin = outer.min.to_vec2();
    let transform = TSTransform::from_translation(centre + view.pan)
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
        // The content changed size: fit it again before anyone sees (or clicks) this pass.
        ui.ctx().request_discard("the board is being fitted");
        ui.ctx().request_repaint();
    }
    fit.natural = Some((measured, inner_rect.width()));
    ui.ctx().data_mut(|d| d.insert_temp(id, fit));
    (inner, (view.zoom - old_zoom).abs() > f32::EPSILON)
}

#[cfg(test)]
mod tests {
    use super::{ZoomPan, zoomable_ui};
    use egui::Vec2;
    use egui_kittest::Harness;
    use std::cell::RefCell;
    use std::rc::Rc;

    /// A board whose height depends on its width: a tall block above a row of nine cards that
    /// wraps onto a second row when the table is narrow. Fitting it once rewraps it; the fit
    /// must settle instead of flickering between a one-row and a two-row board.
    /// A board that fills the table's width and grows taller as it gets wider (a map kept in
    /// proportion above a fixed part): shrinking it widens it, so the fit must keep shrinking
    /// until not even a sliver is cut off at the bottom, within a few frames.
    #[test]
    fn a_board_that_grows_taller_when_widened_fits_the_table_entirely() {
        let heights = Rc::new(RefCell::new(Vec::new()));
        let seen = heights.clone();
        let mut view = ZoomPan {
            zoom: 1.0,
            pan: Vec2::ZERO,
        };
        let mut harness = Harness::builder()
            .with_size(Vec2::new(600.0, 445.0))
            .build_ui(move |ui| {
                zoomable_ui(ui, "board", 7, &mut view, |ui| {
                    let width = ui.available_width();
                    let height = 244.0 + 0.54 * width;
                    seen.borrow_mut().push((width, height));
                    ui.allocate_exact_size(Vec2::new(width, height), egui::Sense::hover());
                });
            });
        harness.run_steps(10);
        let &(width, height) = heights.borrow().last().expect("drawn");
        let scale = 600.0 / width;
        assert!(
            height * scale <= 445.0 + 0.5,
            "at scale {scale} the board is {} high on a table of 445",
            height * scale
        );
        let (w2, _) = heights.borrow()[heights.borrow().len() - 2];
        assert!((w2 - width).abs() < 0.5, "the fit settled");
    }

    #[test]
    fn a_board_that_rewraps_when_fitted_settles_on_one_scale() {
        let widths = Rc::new(RefCell::new(Vec::new()));
        let seen = widths.clone();
        let mut view = ZoomPan {
            zoom: 1.0,
            pan: Vec2::ZERO,
        };
        let mut harness = Harness::builder()
            .with_size(Vec2::new(550.0, 300.0))
            .build_ui(move |ui| {
                zoomable_ui(ui, "board", 7, &mut view, |ui| {
                    seen.borrow_mut().push(ui.available_width());
                    ui.allocate_exact_size(Vec2::new(100.0, 350.0), egui::Sense::hover());
                    ui.horizontal_wrapped(|ui| {
                        for _ in 0..9 {
                            ui.allocate_exact_size(Vec2::splat(100.0), egui::Sense::hover());
                        }
                    });
                });
            });
        harness.run_steps(30);
        let widths = widths.borrow();
        let last: Vec<f32> = widths[widths.len() - 6..].to_vec();
        assert!(
            last.windows(2).all(|w| (w[0] - w[1]).abs() < 0.5),
            "the board keeps rescaling: laid out at widths {last:?}"
        );
        // It settled on a scale at which the whole board fits the table's height.
        let width = last[last.len() - 1];
        let scale = 550.0 / width;
        let rows = if width >= 9.0 * 100.0 + 8.0 * 8.0 {
            1.0
        } else {
            2.0
        };
        let height = 350.0 + rows * 100.0;
        assert!(
            height * scale <= 300.0 + 16.0,
            "at scale {scale} the board is {} high on a table of 300",
            height * scale
        );
    }
}
