//! Boards: a fixed-size area (in board units) with a background colour or image and children at
//! absolute positions (by their top-left corner, centre or another anchor), scaled as a whole
//! to fit the available width.

use egui::{Align, Layout, Rect, Stroke, StrokeKind, Ui, UiBuilder, Vec2, pos2, vec2};
use parlour_plugin_api::{Board, Node};

use crate::context::{Cx, Outline, Target};
use crate::image::paint_asset;
use crate::node_ui;
use crate::palette::{self, darker, with_alpha};
use crate::ui_ext::{PainterExt as _, UiExt as _, radius, sane};

/// Boards grow at most this much beyond their size to fill the width.
const MAX_UPSCALE: f32 = 1.75;
/// Boards shrink at most to this share of their size in a narrow place: beyond it their text
/// would crowd their spaces, and the table pans over a wider board instead.
const MIN_DOWNSCALE: f32 = 0.85;

/// Draws a board node.
pub(crate) fn board_ui(ui: &mut Ui, cx: &mut Cx, node: &Node, board: &Board) {
    let w = sane(board.width, 0.0, 0.0, 100_000.0);
    let h = sane(board.height, 0.0, 0.0, 100_000.0);
    let (w, h) = if w <= 0.0 || h <= 0.0 {
        (400.0, 300.0)
    } else {
        (w, h)
    };
    let avail = ui.fit_width();
    let scale = if avail.is_finite() && avail > 1.0 {
        (avail / w)
            .min(MAX_UPSCALE * cx.scale)
            .max(MIN_DOWNSCALE * cx.scale)
    } else {
        cx.scale
    };
    let rect = ui.allocate_rect_sized(vec2(w * scale, h * scale));
    let target = Target::of(node);
    let id = cx.next_id(target.key);
    let rounding = (10.0 * scale).min(rect.size().min_elem() * 0.5);
    let outline = Outline::rect(rect, rounding);
    let hit = cx.interact(ui, id, rect, &target, outline);

    let bg = palette::color_or(
        board.background.as_ref(),
        palette::board_default(ui.visuals()),
    );
    {
        let painter = ui.painter();
        painter.soft_shadow(rect, rounding, vec2(0.0, 3.0 * scale), 12.0 * scale, 90);
        painter.rect_filled(rect, radius(rounding), bg);
    }
    if let Some(image) = &board.image {
        paint_asset(ui, cx, rect, image, rounding);
    }
    {
        let painter = ui.painter();
        // A thin bevel, so the board reads as a physical object in both themes.
        painter.rect_stroke(
            rect.shrink(3.0 * scale),
            radius(rounding - 3.0 * scale),
            Stroke::new(1.0 * scale, with_alpha(egui::Color32::WHITE, 40)),
            StrokeKind::Inside,
        );
        painter.rect_stroke(
            rect,
            radius(rounding),
            Stroke::new((1.5 * scale).max(1.0), darker(bg, 0.4)),
            StrokeKind::Inside,
        );
    }

    let (old_scale, old_surface) = (cx.scale, cx.surface);
    cx.scale = scale;
    cx.surface = Some(bg);
    for (i, placed) in board.children.iter().enumerate() {
        let x = sane(placed.x, 0.0, -w, w * 2.0);
        let y = sane(placed.y, 0.0, -h, h * 2.0);
        let point = rect.min + vec2(x, y) * scale;
        // An anchor other than the top-left corner needs the child's size: the size it had
        // last frame (a changed size redoes the frame before it is shown).
        let fractions = placed.anchor().fractions().filter(|f| *f != [0.0, 0.0]);
        let size_id = id.with(("placed-size", i));
        let known: Option<Vec2> = fractions.and_then(|_| ui.ctx().data(|d| d.get_temp(size_id)));
        let min = match (fractions, known) {
            (Some([fx, fy]), Some(size)) => point - vec2(size.x * fx, size.y * fy),
            _ => point,
        };
        let max = pos2(
            rect.right().max(min.x + 40.0 * scale),
            rect.bottom().max(min.y + 40.0 * scale),
        );
        let mut child = ui.new_child(
            UiBuilder::new()
                .id_salt(("placed", id, i))
                .max_rect(Rect::from_min_max(min, max))
                .layout(Layout::top_down(Align::Min)),
        );
        // Nothing placed spills over the board's edge (a glow or a badge may reach a little
        // past it).
        child.set_clip_rect(rect.expand(8.0 * scale).intersect(ui.clip_rect()));
        node_ui(&mut child, cx, &placed.node);
        if fractions.is_some() {
            let size = child.min_rect().size();
            let changed = known.is_none_or(|k| (k - size).length() > 0.5);
            if changed && size.is_finite() {
                ui.ctx().data_mut(|d| d.insert_temp(size_id, size));
                ui.ctx()
                    .request_discard("an anchored board child changed size");
            }
        }
    }
    cx.scale = old_scale;
    cx.surface = old_surface;

    cx.finish(ui, hit, &target, outline, "board", None);
}
