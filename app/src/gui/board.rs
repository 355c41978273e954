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

/// Draws a view with the shared widgets, shown at `screen` times its layout size (the
/// table's fit and zoom); returns what the player did on it.
pub fn board_ui(
    ui: &mut Ui,
    node: &Node,
    env: &BoardEnv,
    screen: f32,
) -> parlour_widgets::ViewOutput {
    let env = parlour_widgets::ViewEnv {
        localize: env.localize,
        is_legal: env.is_legal,
        asset: env.asset,
        asset_uri_prefix: env.asset_uri_prefix,
        unknown_label: env.unknown_label,
        min_text: LEGIBLE / screen.max(0.05),
    };
    parlour_widgets::view_output_ui(ui, node, &env)
}

/// The colour of a seat, the same as on the board.
pub fn seat_color(seat: u32) -> Color32 {
    parlour_widgets::palette::seat_color(seat)
}

/// The smallest text a player reads on the board without hovering, in UI points: 11 pixels at
/// 100 %, larger with the UI scale like everything else.
pub const LEGIBLE: f32 = 11.0;

/// The smallest scale the fitting shrinks a board to (zooming in enlarges it again); text
/// keeps the fitting above the scale at which it would drop below [`LEGIBLE`].
const MIN_FIT: f32 = 0.2;
/// The largest scale the fitting enlarges a board smaller than its table to.
const MAX_GROW: f32 = 2.0;
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
    /// The smallest scale at which the board's text stays legible (measured on the last
    /// pass): below it the board pans instead of shrinking.
    floor: f32,
    /// The decision whose choices were last brought into view.
    revealed: Option<u64>,
}

/// The zoom and pan of a table view, owned by the caller (one per game).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ZoomPan {
    /// 1: the board fits the table; more: zoomed in.
    pub zoom: f32,
    /// The board's offset in points, when zoomed in.
    pub pan: Vec2,
}

/// Shows `add` fitted to the available space (scaled down like a board looked at from a little
/// further away, but never so far that its text drops below [`LEGIBLE`]: a board that cannot
/// fit legibly pans instead; a board smaller than the table both ways is enlarged until it
/// meets an edge, up to [`MAX_GROW`]), then zoomed by `view.zoom` and panned by
/// `view.pan`. Input and painting are both transformed, so the board stays clickable.
/// Ctrl+wheel (and a pinch) zooms around the pointer; dragging the table or the wheel pans it,
/// and bars at its edges show what part of a larger board is in view. `add` gets the scale
/// at which it is shown. Text that this scale would draw below [`LEGIBLE`] and that is not
/// kept legible by the fitting (small print inside a card or a token, whose hover shows it
/// whole) is left out. `content_key` changes whenever the content's size may have changed (not
/// with every move, so the board keeps its place). Returns what `add` returned and whether the
/// zoom changed.
///
/// `reveal` names what the player may click now and a key for the decision: when a new
/// decision's choices are not wholly in view on a board larger than the table, the board
/// pans to them once (before that frame is shown), and then stays where the player puts it.
pub fn zoomable_ui<R>(
    ui: &mut Ui,
    id_salt: &str,
    content_key: u64,
    view: &mut ZoomPan,
    add: impl FnOnce(&mut Ui, f32) -> R,
    reveal: impl FnOnce(&R) -> Option<(u64, egui::Rect)>,
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
        floor: 1.0,
        revealed: None,
    });
    if fit.generation != generation {
        fit = Fit {
            generation,
            free_steps: 2,
            ceiling: f32::INFINITY,
            ..fit
        };
    }
    // Whether this pass is only a step of the fitting (it is not shown).
    let mut refit = fit.natural.is_none();
    if let Some((natural, width)) = fit.natural.filter(|(n, _)| n.x > 0.0 && n.y > 0.0) {
        let mut wanted = (outer.height() / natural.y).min(1.0);
        // Content that fills whatever width it gets does not limit the scale by its width;
        // content wider than its space does.
        if natural.x > width + 1.0 {
            wanted = wanted.min(outer.width() / natural.x);
        } else if wanted >= 1.0 && natural.x < width - 1.0 {
            // A board smaller than the table both ways grows until it meets an edge, so a
            // large window shows it larger instead of leaving the table empty around it.
            wanted = (outer.height() / natural.y)
                .min(outer.width() / natural.x)
                .clamp(1.0, MAX_GROW);
        }
        let wanted = wanted.max(fit.floor).max(MIN_FIT);
        let change = (wanted - fit.scale).abs() > 0.01;
        // Even a sliver of the board below the table's edge counts: shrinking by less than the
        // step above would otherwise leave it cut off.
        let overflows = natural.y * fit.scale > outer.height() + 0.5;
        if change && fit.free_steps > 0 {
            refit = true;
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
    // The wheel pans a board larger than the table (Ctrl+wheel zooms, above).
    let overflow = fit
        .natural
        .map_or(Vec2::ZERO, |(n, _)| n * scale - outer.size());
    if hovered && (overflow.x > 0.5 || overflow.y > 0.5) {
        let scroll = ui.input(|i| i.smooth_scroll_delta);
        let scroll = Vec2::new(
            if overflow.x > 0.5 { scroll.x } else { 0.0 },
            if overflow.y > 0.5 { scroll.y } else { 0.0 },
        );
        if scroll != Vec2::ZERO {
            view.pan += scroll;
            ui.input_mut(|i| i.smooth_scroll_delta -= scroll);
        }
    }
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
    let inner = add(&mut scaled, scale);
    let measured = scaled.min_rect().size();
    let smallest = ui.ctx().graphics_mut(|g| {
        g.get_mut(layer)
            .map_or(f32::INFINITY, |list| legible_text(list, scale))
    });
    fit.floor = (LEGIBLE / smallest).clamp(MIN_FIT, 1.0);
    if fit
        .natural
        .is_none_or(|(n, _)| (n - measured).length() > 0.5)
    {
        // The content changed size: fit it again before anyone sees (or clicks) this pass.
        refit = true;
        ui.ctx().request_discard("the board is being fitted");
        ui.ctx().request_repaint();
    }
    if let Some((key, targets)) = reveal(&inner).filter(|_| !refit)
        && fit.revealed != Some(key)
    {
        fit.revealed = Some(key);
        let shown = transform.mul_rect(targets);
        let room = outer.shrink(8.0);
        // Moves `min..max` into `lo..hi`, its start first where it is longer.
        let shift = |min: f32, max: f32, lo: f32, hi: f32| {
            if max > hi {
                (hi - max).max(lo - min)
            } else if min < lo {
                lo - min
            } else {
                0.0
            }
        };
        let by = Vec2::new(
            shift(shown.min.x, shown.max.x, room.min.x, room.max.x),
            shift(shown.min.y, shown.max.y, room.min.y, room.max.y),
        );
        if by.length() > 0.5 && shown.is_finite() {
            view.pan += by;
            ui.ctx().request_discard("the board turns to the choices");
            ui.ctx().request_repaint();
        }
    }
    scroll_bars(ui, outer, drawn, view.pan);
    fit.natural = Some((measured, inner_rect.width()));
    ui.ctx().data_mut(|d| d.insert_temp(id, fit));
    (inner, (view.zoom - old_zoom).abs() > f32::EPSILON)
}

/// Goes through the text painted on a board's layer: returns the smallest size (in layout
/// points) of the text that is at least [`LEGIBLE`] at layout size, which the fitting keeps
/// legible, and leaves out smaller text that `scale` would draw below [`LEGIBLE`].
fn legible_text(list: &mut egui::layers::PaintList, scale: f32) -> f32 {
    fn walk(shape: &mut egui::Shape, scale: f32, smallest: &mut f32) {
        match shape {
            egui::Shape::Vec(shapes) => {
                for shape in shapes {
                    walk(shape, scale, smallest);
                }
            }
            // A sign without letters or digits ("?", "×") stays: it is a symbol.
            egui::Shape::Text(text) if text.galley.job.text.chars().any(char::is_alphanumeric) => {
                let size = text_size(&text.galley.job);
                if size >= LEGIBLE - 0.01 {
                    *smallest = smallest.min(size);
                } else if size * scale < LEGIBLE - 0.01 {
                    *shape = egui::Shape::Noop;
                }
            }
            _ => {}
        }
    }
    let mut smallest = f32::INFINITY;
    for i in 0..list.next_idx().0 {
        list.mutate_shape(egui::layers::ShapeIdx(i), |clipped| {
            walk(&mut clipped.shape, scale, &mut smallest);
        });
    }
    smallest
}

/// The smallest font size of a text's sections.
fn text_size(job: &egui::text::LayoutJob) -> f32 {
    job.sections
        .iter()
        .map(|s| s.format.font_id.size)
        .fold(f32::INFINITY, f32::min)
}

/// Thin bars along the right and bottom edges of a table whose board is larger than the table
/// (drawn at `drawn` size, panned by `pan`): where the part in view lies in the whole.
fn scroll_bars(ui: &Ui, outer: egui::Rect, drawn: Vec2, pan: Vec2) {
    let painter = ui
        .ctx()
        .layer_painter(egui::LayerId::new(
            egui::Order::Foreground,
            ui.scope_id().with("board-scroll-bars"),
        ))
        .with_clip_rect(outer);
    let color = ui
        .visuals()
        .widgets
        .inactive
        .fg_stroke
        .color
        .gamma_multiply(0.45);
    let thickness = 4.0;
    if drawn.y > outer.height() + 0.5 {
        let span = outer.height();
        let length = (span * span / drawn.y).max(24.0);
        let at = -pan.y / (drawn.y - span) * (span - length);
        let x = outer.right() - thickness - 2.0;
        painter.rect_filled(
            egui::Rect::from_min_size(
                egui::pos2(x, outer.top() + at),
                Vec2::new(thickness, length),
            ),
            thickness / 2.0,
            color,
        );
    }
    if drawn.x > outer.width() + 0.5 {
        let span = outer.width();
        let length = (span * span / drawn.x).max(24.0);
        let at = -pan.x / (drawn.x - span) * (span - length);
        let y = outer.bottom() - thickness - 2.0;
        painter.rect_filled(
            egui::Rect::from_min_size(
                egui::pos2(outer.left() + at, y),
                Vec2::new(length, thickness),
            ),
            thickness / 2.0,
            color,
        );
    }
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
    /// A table of `size` whose whole area is one zoomable board drawn by `content` (given the
    /// board's scale on screen), starting at zoom 1 with no pan.
    fn board_harness(
        size: Vec2,
        mut content: impl FnMut(&mut egui::Ui, f32) + 'static,
    ) -> Harness<'static> {
        let mut view = ZoomPan {
            zoom: 1.0,
            pan: Vec2::ZERO,
        };
        Harness::builder().with_size(size).build_ui(move |ui| {
            zoomable_ui(ui, "board", 7, &mut view, &mut content, |_| None);
        })
    }

    /// A board that fills the table's width and grows taller as it gets wider (a map kept in
    /// proportion above a fixed part): shrinking it widens it, so the fit must keep shrinking
    /// until not even a sliver is cut off at the bottom, within a few frames.
    #[test]
    fn a_board_that_grows_taller_when_widened_fits_the_table_entirely() {
        let heights = Rc::new(RefCell::new(Vec::new()));
        let seen = heights.clone();
        let mut harness = board_harness(Vec2::new(600.0, 445.0), move |ui, _| {
            let width = ui.available_width();
            let height = 244.0 + 0.54 * width;
            seen.borrow_mut().push((width, height));
            ui.allocate_exact_size(Vec2::new(width, height), egui::Sense::hover());
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

    /// The smallest font size of the text in a frame's shapes, in points as drawn, and the
    /// sizes of all of them.
    fn drawn_text_sizes(output: &egui::FullOutput) -> Vec<f32> {
        fn walk(shape: &egui::Shape, out: &mut Vec<f32>) {
            match shape {
                egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
                egui::Shape::Text(text) => {
                    let laid = super::text_size(&text.galley.job);
                    // The layer's scaling shows in the rows' sizes, not in the glyphs.
                    let scaling = text
                        .galley
                        .rows
                        .iter()
                        .find_map(|row| {
                            let h = row.glyphs.iter().map(|g| g.line_height).fold(0.0, f32::max);
                            (h > 0.0).then(|| row.size.y / h)
                        })
                        .unwrap_or(1.0);
                    out.push(laid * scaling);
                }
                _ => {}
            }
        }
        let mut out = Vec::new();
        for clipped in &output.shapes {
            walk(&clipped.shape, &mut out);
        }
        out
    }

    /// A board three times the table's size with 12-point text: fitting it whole would draw its
    /// text at a third of that, so it keeps a legible scale and the table pans over it; small
    /// print that would still be illegible (6 points) is left out.
    #[test]
    fn a_board_too_large_to_read_when_fitted_is_panned_not_shrunk() {
        let scales = Rc::new(RefCell::new(Vec::new()));
        let seen = scales.clone();
        let mut harness = board_harness(Vec2::new(600.0, 400.0), move |ui, screen| {
            seen.borrow_mut().push(screen);
            ui.label(egui::RichText::new("Legible heading").size(12.0));
            ui.label(egui::RichText::new("small print").size(6.0));
            ui.allocate_exact_size(Vec2::new(1800.0, 1200.0), egui::Sense::hover());
        });
        harness.run_steps(8);
        let last = *scales.borrow().last().expect("drawn");
        assert!(
            last >= super::LEGIBLE / 12.0 - 0.01,
            "the board shrank to {last}, drawing 12-point text at {} points",
            12.0 * last
        );
        let sizes = drawn_text_sizes(harness.output());
        assert!(
            sizes.iter().any(|&s| s >= super::LEGIBLE - 0.01),
            "the heading is drawn: {sizes:?}"
        );
        assert!(
            sizes.iter().all(|&s| s >= super::LEGIBLE - 0.01),
            "no text below the legible minimum: {sizes:?}"
        );
    }

    /// A board smaller than the table in both directions (a large window) is enlarged until
    /// it meets the table's edge, not left small in a corner.
    #[test]
    fn a_small_board_grows_to_fill_a_large_table() {
        let scales = Rc::new(RefCell::new(Vec::new()));
        let seen = scales.clone();
        let mut harness = board_harness(Vec2::new(900.0, 600.0), move |ui, screen| {
            seen.borrow_mut().push(screen);
            ui.allocate_exact_size(Vec2::new(500.0, 400.0), egui::Sense::hover());
        });
        harness.run_steps(8);
        let last = *scales.borrow().last().expect("drawn");
        // The height meets its edge first: 600 / 400 = 1.5 less the window's margin (the
        // width would allow 900 / 500 = 1.8).
        assert!((1.4..=1.5).contains(&last), "fitted at {last}");
        let tail: Vec<f32> = scales.borrow().iter().rev().take(3).copied().collect();
        assert!(
            tail.windows(2).all(|w| (w[0] - w[1]).abs() < 0.001),
            "settled: {tail:?}"
        );
    }

    /// A board that fits the table legibly is still fitted whole.
    #[test]
    fn a_board_that_fits_legibly_is_shrunk_to_the_table() {
        let scales = Rc::new(RefCell::new(Vec::new()));
        let seen = scales.clone();
        let mut harness = board_harness(Vec2::new(600.0, 400.0), move |ui, screen| {
            seen.borrow_mut().push(screen);
            ui.label(egui::RichText::new("Large print").size(22.0));
            ui.allocate_exact_size(Vec2::new(500.0, 600.0), egui::Sense::hover());
        });
        harness.run_steps(8);
        let last = *scales.borrow().last().expect("drawn");
        assert!(
            last < 0.8 && 22.0 * last >= super::LEGIBLE,
            "fitted at {last}"
        );
    }

    #[test]
    fn a_board_that_rewraps_when_fitted_settles_on_one_scale() {
        let widths = Rc::new(RefCell::new(Vec::new()));
        let seen = widths.clone();
        let mut harness = board_harness(Vec2::new(550.0, 300.0), move |ui, _| {
            seen.borrow_mut().push(ui.available_width());
            ui.allocate_exact_size(Vec2::new(100.0, 350.0), egui::Sense::hover());
            ui.horizontal_wrapped(|ui| {
                for _ in 0..9 {
                    ui.allocate_exact_size(Vec2::splat(100.0), egui::Sense::hover());
                }
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
