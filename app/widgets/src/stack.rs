//! Piles of cards or tiles: offset edges suggesting depth, the count, and the visible top.

use egui::{Align, Align2, Color32, Layout, Rect, Shape, Stroke, Ui, UiBuilder, pos2, vec2};
use parlour_plugin_api::{Node, NodeKind, Stack};

use crate::card::{card_size, default_back, paint_back, paint_edge};
use crate::context::{Cx, Outline, Target, Tone};
use crate::node_ui;
use crate::palette::{self, with_alpha};
use crate::ui_ext::{PainterExt as _, UiExt as _, radius};

/// How many edges to draw under the top for a pile of `count`.
fn layers(count: u32) -> usize {
    match count {
        0 | 1 => 0,
        2..=3 => 1,
        4..=10 => 2,
        11..=30 => 3,
        _ => 4,
    }
}

/// Draws a stack node.
pub(crate) fn stack_ui(ui: &mut Ui, cx: &mut Cx, node: &Node, stack: &Stack) {
    let front_size = match stack.top.as_deref().map(|n| &n.kind) {
        Some(NodeKind::Card(card)) => card_size(card.size),
        _ => card_size(Default::default()),
    } * cx.scale;
    let n = layers(stack.count);
    let step = vec2(cx.px(1.2), cx.px(2.6));
    let label = stack.label.as_ref().map(|l| cx.tr(l));
    let label_galley = label.as_deref().map(|l| {
        ui.painter().text_galley_wrapped(
            l,
            cx.font(11.5),
            cx.ink(ui, Tone::Normal),
            front_size.x + cx.px(30.0),
        )
    });
    let label_h = label_galley
        .as_ref()
        .map_or(0.0, |g| g.size().y + cx.px(4.0));
    let pile_size = front_size + step * n as f32;
    let width = pile_size
        .x
        .max(label_galley.as_ref().map_or(0.0, |g| g.size().x));
    let area = ui.allocate_rect_sized(vec2(width, pile_size.y + label_h));
    let pile = Rect::from_min_size(
        pos2(area.center().x - pile_size.x * 0.5, area.top()),
        pile_size,
    );
    let front = Rect::from_min_size(pile.min, front_size);
    let k = front.width() / 100.0;
    let rounding = 7.0 * k;

    let target = Target::of(node);
    let id = cx.next_id(target.key);
    let outline = Outline::rect(pile, rounding);
    let hit = cx.interact(ui, id, pile, &target, outline);
    let painter = ui.painter();
    let back = palette::color_or(stack.color.as_ref(), default_back());

    if stack.count == 0 && stack.top.is_none() {
        // An empty slot.
        painter.rect_filled(front, radius(rounding), ui.faint_surface());
        let pts = [
            front.left_top(),
            front.right_top(),
            front.right_bottom(),
            front.left_bottom(),
            front.left_top(),
        ];
        painter.extend(Shape::dashed_line(
            &pts,
            Stroke::new(cx.px(1.2), ui.visuals().weak_text_color()),
            cx.px(6.0),
            cx.px(4.0),
        ));
    } else {
        painter.soft_shadow(pile, rounding, vec2(0.0, 2.0 * k), 6.0 * k, 80);
        for i in (1..=n).rev() {
            paint_edge(
                painter,
                front.translate(step * i as f32),
                stack.face_down,
                back,
            );
        }
        match &stack.top {
            Some(top) => {
                if !matches!(top.kind, NodeKind::Card(_)) {
                    if stack.face_down {
                        paint_back(painter, front, back, None);
                    } else {
                        paint_edge(painter, front, false, back);
                    }
                }
                let mut child = ui.new_child(
                    UiBuilder::new()
                        .max_rect(front)
                        .layout(Layout::top_down(Align::Center)),
                );
                if !matches!(top.kind, NodeKind::Card(_)) {
                    child.add_space(front.height() * 0.2);
                }
                node_ui(&mut child, cx, top);
            }
            None if stack.face_down => paint_back(painter, front, back, None),
            None => {
                paint_edge(painter, front, false, back);
                painter.rect_stroke(
                    front.shrink(5.0 * k),
                    radius(4.0 * k),
                    Stroke::new(0.8 * k, with_alpha(back, 110)),
                    egui::StrokeKind::Inside,
                );
            }
        }
    }

    let painter = ui.painter();
    if stack.count > 1 {
        let text = if stack.count > 9999 {
            "9999+".to_owned()
        } else {
            stack.count.to_string()
        };
        let h = cx.px(20.0);
        painter.count_badge(
            pos2(front.right() - h * 0.35, front.top() + h * 0.35),
            &text,
            h,
            Color32::from_rgb(0x2d, 0x2f, 0x36),
        );
    }
    if let Some(galley) = label_galley {
        let color = cx.ink(ui, Tone::Normal);
        painter.galley_at(
            pos2(area.center().x, pile.bottom() + cx.px(4.0)),
            Align2::CENTER_TOP,
            galley,
            color,
            false,
        );
    }

    let name = match (&label, stack.count) {
        (Some(l), c) => format!("{l} ({c})"),
        (None, c) => format!("pile ({c})"),
    };
    cx.finish(ui, hit, &target, outline, &name, None);
}
