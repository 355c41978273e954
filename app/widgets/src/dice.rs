//! Dice rows: the dice side by side (wrapping when there are many). Each die may be clickable
//! and selectable on its own; see [`crate::die`] for how one die is drawn.

use egui::{Rect, Ui, vec2};
use parlour_plugin_api::{Dice, Node};

use crate::context::{Cx, Outline, Target};
use crate::die::{DIE, die_name, die_target, one_die_ui};
use crate::ui_ext::UiExt as _;

const GAP: f32 = 9.0;

/// Draws a dice node.
pub(crate) fn dice_ui(ui: &mut Ui, cx: &mut Cx, node: &Node, dice: &Dice) {
    let d = cx.px(DIE);
    let gap = cx.px(GAP);
    let pad = cx.px(4.0);
    let count = dice.dice.len().max(1);
    let avail = ui.fit_width() - 2.0 * pad;
    let per_row = if avail.is_finite() && avail > d {
        (((avail + gap) / (d + gap)).floor() as usize).clamp(1, count)
    } else {
        count
    };
    let rows = count.div_ceil(per_row);
    let size = vec2(
        per_row as f32 * (d + gap) - gap,
        rows as f32 * (d + gap) - gap,
    );
    // Room around the dice for raised dice, rings and badges.
    let rect = ui
        .allocate_rect_sized(size + vec2(2.0 * pad, 2.0 * pad))
        .shrink(pad);
    let target = Target::of(node);
    let id = cx.next_id(target.key);
    let outline = Outline::rect(rect.expand(cx.px(3.0)), cx.px(8.0));
    let hit = cx.interact(ui, id, rect, &target, outline);
    for (i, die) in dice.dice.iter().enumerate() {
        let (row, col) = (i / per_row, i % per_row);
        let min = rect.min + vec2(col as f32 * (d + gap), row as f32 * (d + gap));
        let die_rect = Rect::from_min_size(min, vec2(d, d));
        let t = die_target(die);
        let die_id = match t.key {
            Some(key) => cx.next_id(Some(key)),
            None => id.with(("die", i)),
        };
        one_die_ui(ui, cx, die_id, die_rect, die, &t);
    }
    let name = dice
        .dice
        .iter()
        .map(|die| die_name(cx, die))
        .collect::<Vec<_>>()
        .join(", ");
    let name = if name.is_empty() {
        "dice".to_owned()
    } else {
        name
    };
    cx.finish(ui, hit, &target, outline, &name, None);
}
