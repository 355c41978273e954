//! Labels: a line (or a wrapped paragraph) of localised text.

use egui::{Align2, Role, Ui};
use parlour_plugin_api::{Node, Text, TextStyle};

use crate::context::{Cx, Outline, Target, Tone};
use crate::ui_ext::{PainterExt as _, UiExt as _};

/// Draws a label in one of the text styles.
pub(crate) fn label_ui(ui: &mut Ui, cx: &mut Cx, node: &Node, text: &Text, style: TextStyle) {
    let string = cx.tr(text);
    let (size, tone, bold) = match style {
        TextStyle::Heading => (20.0, Tone::Strong, true),
        TextStyle::Strong => (14.5, Tone::Strong, true),
        TextStyle::Body | TextStyle::Unknown => (14.0, Tone::Normal, false),
        TextStyle::Small => (11.5, Tone::Weak, false),
    };
    let color = cx.ink(ui, tone);
    let wrap = ui.available_width().max(cx.px(40.0));
    let galley = ui
        .painter()
        .text_galley_wrapped(&string, cx.font(size), color, wrap);
    let pad = cx.px(2.0);
    let rect = ui.allocate_rect_sized(galley.size() + egui::vec2(pad * 2.0, 0.0));

    let target = Target::of(node);
    let id = cx.next_id(target.key);
    let outline = Outline::rect(rect.expand(cx.px(2.0)), cx.px(4.0));
    let mut hit = cx.interact(ui, id, rect, &target, outline);
    hit.role = Role::Label;
    ui.painter().galley_at(
        rect.left_top() + egui::vec2(pad, 0.0),
        Align2::LEFT_TOP,
        galley,
        color,
        bold,
    );
    cx.finish(ui, hit, &target, outline, &string, None);
}
