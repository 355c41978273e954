//! Resource counters: an icon chip with the value (and "/ max"), and an optional caption.

use egui::{Align2, Rect, Stroke, StrokeKind, Ui, pos2, vec2};
use parlour_plugin_api::{Counter, Node};

use crate::context::{Cx, Outline, Target, Tone};
use crate::image::paint_icon_ui;
use crate::palette;
use crate::ui_ext::{PainterExt as _, UiExt as _, radius};

/// Draws a counter node.
pub(crate) fn counter_ui(ui: &mut Ui, cx: &mut Cx, node: &Node, counter: &Counter) {
    let visuals = ui.visuals();
    let strong = visuals.strong_text_color();
    let weak = visuals.weak_text_color();
    let h = cx.px(30.0);
    let pad = cx.px(5.0);
    let icon = cx.px(22.0);
    let painter = ui.painter();
    let value = painter.text_galley(&counter.value.to_string(), cx.font(17.0), strong);
    let max = counter
        .max
        .map(|m| painter.text_galley(&format!("/{m}"), cx.font(12.0), weak));
    let label_text = counter.label.as_ref().map(|l| cx.tr(l));
    let label = label_text
        .as_deref()
        .map(|l| painter.text_galley(l, cx.font(12.0), cx.ink(ui, Tone::Normal)));

    let mut w = pad + icon + pad * 0.8 + value.size().x + pad * 1.4;
    if let Some(m) = &max {
        w += m.size().x + cx.px(1.0);
    }
    let label_w = label.as_ref().map_or(0.0, |l| l.size().x + pad * 1.2);
    let rect = ui.allocate_rect_sized(vec2(w + label_w, h));
    let chip = Rect::from_min_size(rect.min, vec2(w, h));

    let target = Target::of(node);
    let id = cx.next_id(target.key);
    let outline = Outline::rect(chip, h * 0.5);
    let hit = cx.interact(ui, id, rect, &target, outline);

    let painter = ui.painter();
    let accent = counter.color.as_ref().map(palette::color);
    let fill = match accent {
        Some(a) => palette::mix(ui.visuals().extreme_bg_color, a, 0.2),
        None => ui.visuals().extreme_bg_color,
    };
    let border = accent.unwrap_or_else(|| ui.visuals().widgets.noninteractive.bg_stroke.color);
    painter.soft_shadow(chip, h * 0.5, vec2(0.0, cx.px(1.0)), cx.px(3.0), 40);
    painter.rect(
        chip,
        radius(h * 0.5),
        fill,
        Stroke::new(cx.px(1.2), border),
        StrokeKind::Inside,
    );
    let icon_rect = Rect::from_center_size(
        pos2(chip.left() + pad + icon * 0.5, chip.center().y),
        vec2(icon, icon),
    );
    paint_icon_ui(ui, cx, icon_rect, &counter.icon, None);
    let mut x = icon_rect.right() + pad * 0.8;
    let r = painter.galley_at(
        pos2(x, chip.center().y),
        Align2::LEFT_CENTER,
        value,
        strong,
        true,
    );
    x = r.right() + cx.px(1.0);
    if let Some(m) = max {
        painter.galley_at(
            pos2(x, r.bottom() - cx.px(2.0)),
            Align2::LEFT_BOTTOM,
            m,
            weak,
            false,
        );
    }
    let label_color = cx.ink(ui, Tone::Normal);
    if let Some(l) = label {
        painter.galley_at(
            pos2(chip.right() + pad * 1.2, chip.center().y),
            Align2::LEFT_CENTER,
            l,
            label_color,
            false,
        );
    }

    let name = match (&label_text, counter.max) {
        (Some(l), Some(m)) => format!("{l}: {} / {m}", counter.value),
        (Some(l), None) => format!("{l}: {}", counter.value),
        (None, Some(m)) => format!("{}: {} / {m}", counter.icon, counter.value),
        (None, None) => format!("{}: {}", counter.icon, counter.value),
    };
    cx.finish(ui, hit, &target, outline, &name, None);
}
