//! Layout nodes: rows (wrapping), columns, grids and spacers.

use egui::{Align, Layout, Rect, Ui, UiBuilder, vec2};
use parlour_plugin_api::{Node, NodeKind};

use crate::context::{Cx, container_ui};
use crate::node_ui;
use crate::ui_ext::{UiExt as _, sane};

const DEFAULT_GAP: f32 = 8.0;

fn gap_px(cx: &Cx, gap: Option<f32>) -> f32 {
    cx.px(sane(gap.unwrap_or(DEFAULT_GAP), DEFAULT_GAP, 0.0, 400.0))
}

/// Whether a node is a small, self-contained piece that reads best centred in a row.
fn is_small(node: &Node) -> bool {
    matches!(
        node.kind,
        NodeKind::Label { .. }
            | NodeKind::Card(_)
            | NodeKind::Token(_)
            | NodeKind::Stack(_)
            | NodeKind::Dice(_)
            | NodeKind::Counter(_)
            | NodeKind::Spacer { .. }
            | NodeKind::Image(_)
            | NodeKind::Unknown
    )
}

/// Children side by side, wrapping onto further lines when the row is wider than the space.
pub(crate) fn row_ui(ui: &mut Ui, cx: &mut Cx, node: &Node, children: &[Node], gap: Option<f32>) {
    let gap = gap_px(cx, gap);
    let align = if children.iter().all(is_small) {
        Align::Center
    } else {
        Align::Min
    };
    let id = cx.next_id(node.key.as_deref());
    // Like `Ui::horizontal_wrapped`: start one line high, so that centring happens within the
    // line rather than within all the remaining space.
    let start = ui.available_rect_before_wrap();
    let line = Rect::from_min_size(start.min, vec2(start.width(), ui.spacing().interact_size.y));
    let builder = UiBuilder::new()
        .id_salt(id)
        .max_rect(line)
        .layout(Layout::left_to_right(align).with_main_wrap(true));
    container_ui(ui, cx, node, builder, cx.px(6.0), "", |ui, cx| {
        ui.spacing_mut().item_spacing = vec2(gap, gap);
        for (i, child) in children.iter().enumerate() {
            if is_small(child) {
                node_ui(ui, cx, child);
                continue;
            }
            // The layout wraps only what it knows the size of: a container (a column, a mat)
            // starts a new line when the width it took last time does not fit beside the
            // pieces before it, instead of being squeezed into the rest of this line.
            let width_id = id.with(("child-width", i));
            let last: Option<f32> = ui.ctx().data(|d| d.get_temp(width_id));
            let room = ui.available_size_before_wrap().x;
            if i > 0 && last.is_some_and(|w| w > room + 0.5) {
                ui.end_row();
            }
            let width = ui.scope(|ui| node_ui(ui, cx, child)).response.rect.width();
            if last.is_none_or(|w| (w - width).abs() > 0.5) {
                ui.ctx().data_mut(|d| d.insert_temp(width_id, width));
            }
        }
    });
}

/// Children one below the other.
pub(crate) fn column_ui(
    ui: &mut Ui,
    cx: &mut Cx,
    node: &Node,
    children: &[Node],
    gap: Option<f32>,
) {
    let gap = gap_px(cx, gap);
    let id = cx.next_id(node.key.as_deref());
    let builder = UiBuilder::new()
        .id_salt(id)
        .layout(Layout::top_down(Align::Min));
    container_ui(ui, cx, node, builder, cx.px(6.0), "", |ui, cx| {
        ui.spacing_mut().item_spacing = vec2(gap, gap);
        for child in children {
            node_ui(ui, cx, child);
        }
    });
}

/// Children in a grid, filled row by row.
pub(crate) fn grid_ui(
    ui: &mut Ui,
    cx: &mut Cx,
    node: &Node,
    columns: u32,
    children: &[Node],
    gap: Option<f32>,
) {
    let gap = gap_px(cx, gap);
    let columns = columns.clamp(1, 1000) as usize;
    let id = cx.next_id(node.key.as_deref());
    let builder = UiBuilder::new()
        .id_salt(id)
        .layout(Layout::top_down(Align::Min));
    container_ui(ui, cx, node, builder, cx.px(6.0), "", |ui, cx| {
        egui::Grid::new(("parlour-grid", id))
            .spacing(vec2(gap, gap))
            .show(ui, |ui| {
                for (i, child) in children.iter().enumerate() {
                    node_ui(ui, cx, child);
                    if (i + 1) % columns == 0 {
                        ui.end_row();
                    }
                }
            });
    });
}

/// Empty space.
pub(crate) fn spacer_ui(ui: &mut Ui, cx: &mut Cx, width: f32, height: f32) {
    let w = cx.px(sane(width, 0.0, 0.0, 10_000.0));
    let h = cx.px(sane(height, 0.0, 0.0, 10_000.0));
    ui.allocate_rect_sized(vec2(w, h));
}
