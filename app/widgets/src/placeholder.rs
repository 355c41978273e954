//! The placeholder drawn for node kinds this host does not know.

use egui::{Align2, Role, Shape, Stroke, Ui, pos2, vec2};
use parlour_plugin_api::Node;

use crate::context::{Cx, Outline, Target, Tone};
use crate::ui_ext::{PainterExt as _, UiExt as _};

/// A dashed frame with a question mark and the host's "unsupported element" text.
pub(crate) fn placeholder_ui(ui: &mut Ui, cx: &mut Cx, node: &Node) {
    let label = cx.env.unknown_label;
    let color = cx.ink(ui, Tone::Weak);
    let icon = cx.px(18.0);
    let pad = cx.px(8.0);
    // Where the room is narrower than the label (placed near a board's edge, in a narrow
    // column), the label wraps inside the frame instead of running past the edge.
    let room = ui.available_width();
    let galley = ui.painter().text_galley(label, cx.font(12.0), color);
    let text_room = room - pad * 3.0 - icon;
    let galley = if room.is_finite() && galley.size().x > text_room {
        ui.painter()
            .text_galley_wrapped(label, cx.font(12.0), color, text_room.max(cx.px(40.0)))
    } else {
        galley
    };
    let size = vec2(
        pad * 3.0 + icon + galley.size().x,
        (galley.size().y.max(icon)) + pad * 2.0,
    );
    let rect = ui.allocate_rect_sized(size);
    let target = Target::of(node);
    let id = cx.next_id(target.key);
    let outline = Outline::rect(rect, cx.px(6.0));
    let mut hit = cx.interact(ui, id, rect, &target, outline);
    hit.role = Role::Label;

    let painter = ui.painter();
    painter.rect_filled(rect, crate::ui_ext::radius(cx.px(6.0)), ui.faint_surface());
    let corners = [
        rect.left_top(),
        rect.right_top(),
        rect.right_bottom(),
        rect.left_bottom(),
        rect.left_top(),
    ];
    painter.extend(Shape::dashed_line(
        &corners,
        Stroke::new(cx.px(1.2), color),
        cx.px(5.0),
        cx.px(3.0),
    ));
    let c = pos2(rect.left() + pad + icon * 0.5, rect.center().y);
    painter.circle_stroke(c, icon * 0.5, Stroke::new(cx.px(1.5), color));
    painter.text_at(c, Align2::CENTER_CENTER, "?", cx.font(12.0), color, true);
    painter.galley_at(
        pos2(c.x + icon * 0.5 + pad, rect.center().y),
        Align2::LEFT_CENTER,
        galley,
        color,
        false,
    );
    cx.finish(ui, hit, &target, outline, label, None);
}
