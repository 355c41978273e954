//! Quarter turns of anything the widgets paint (exhausted cards, knocked-down pieces).
//!
//! egui's painter has no rotation, so the shapes an element paints are taken back from the
//! layer, tessellated into meshes, and their vertices turned around the given centre.

use egui::{Pos2, Shape, Ui, epaint::ClippedShape, epaint::Primitive, layers::ShapeIdx};

/// Runs `paint` and turns everything it painted on `ui`'s layer a quarter clockwise around
/// `center`.
pub(crate) fn paint_quarter_turned<R>(ui: &Ui, center: Pos2, paint: impl FnOnce(&Ui) -> R) -> R {
    let layer = ui.layer_id();
    let ctx = ui.ctx().clone();
    let start = ctx.graphics_mut(|g| g.entry(layer).next_idx());
    let out = paint(ui);
    let end = ctx.graphics_mut(|g| g.entry(layer).next_idx());
    if end.0 <= start.0 || !center.is_finite() {
        return out;
    }
    let mut taken = Vec::with_capacity(end.0 - start.0);
    ctx.graphics_mut(|g| {
        let list = g.entry(layer);
        for i in start.0..end.0 {
            list.mutate_shape(ShapeIdx(i), |clipped| {
                let shape = std::mem::replace(&mut clipped.shape, Shape::Noop);
                let mut shape = ClippedShape::new(clipped.clip_rect, shape);
                shape.transform_after_tessellation = clipped.transform_after_tessellation;
                taken.push(shape);
            });
        }
    });
    let turn = |p: Pos2| {
        let d = p - center;
        center + egui::vec2(-d.y, d.x)
    };
    let outer_clip = ui.clip_rect();
    let primitives = ctx.tessellate(taken, ctx.pixels_per_point());
    ctx.graphics_mut(|g| {
        let list = g.entry(layer);
        for primitive in primitives {
            if let Primitive::Mesh(mut mesh) = primitive.primitive {
                for v in &mut mesh.vertices {
                    v.pos = turn(v.pos);
                }
                // A quarter turn maps a clip rectangle to a rectangle.
                let clip = primitive.clip_rect;
                let clip = if clip.is_finite() {
                    egui::Rect::from_two_pos(turn(clip.min), turn(clip.max)).intersect(outer_clip)
                } else {
                    outer_clip
                };
                list.add(clip, Shape::mesh(mesh));
            }
        }
    });
    out
}
