//! Labels: a line (or a wrapped paragraph) of localised text.

use egui::{Align2, Role, Ui};
use parlour_plugin_api::{Node, Text, TextStyle};

use crate::context::{Cx, Outline, Target};
use crate::ui_ext::{PainterExt as _, UiExt as _};

/// Draws a label in one of the text styles.
pub(crate) fn label_ui(ui: &mut Ui, cx: &mut Cx, node: &Node, text: &Text, style: TextStyle) {
    let string = cx.tr(text);
    let visuals = ui.visuals();
    let (size, color, bold) = match style {
        TextStyle::Heading => (20.0, visuals.strong_text_color(), true),
        TextStyle::Strong => (14.5, visuals.strong_text_color(), true),
        TextStyle::Body | TextStyle::Unknown => (14.0, visuals.text_color(), false),
        TextStyle::Small => (11.5, visuals.weak_text_color(), false),
    };
    let wrap = ui.available_width().max(cx.px(40.0));
    let galley = ui
        .painter()
        .galley_wrapped(&string, cx.font(size), color, wrap);
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
