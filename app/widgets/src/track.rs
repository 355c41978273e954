//! Score and progress tracks: a winding road of numbered spaces (wrapping onto several rows),
//! or spaces on a ring; markers stand on their space and fan out when they share one.

use std::collections::BTreeMap;

use egui::{Align2, Pos2, Rect, Shape, Stroke, StrokeKind, Ui, vec2};
use parlour_plugin_api::{Node, Track, TrackMarker};

use crate::context::{Cx, Outline, Target, Tone};
use crate::palette::{self, with_alpha};
use crate::token::paint_token;
use crate::ui_ext::{PainterExt as _, UiExt as _, radius};

/// At most this many spaces are drawn.
const MAX_SPACES: usize = 2000;

/// Draws a track node.
pub(crate) fn track_ui(ui: &mut Ui, cx: &mut Cx, node: &Node, track: &Track) {
    let spaces = &track.spaces[..track.spaces.len().min(MAX_SPACES)];
    let n = spaces.len();
    let title = track.title.as_ref().map(|t| cx.tr(t));
    let avail = ui.fit_width();
    let avail = if avail.is_finite() && avail > 0.0 {
        avail
    } else {
        cx.px(600.0)
    };
    let mut s = cx.px(34.0);
    let gap = cx.px(8.0);
    let text_color = cx.ink(ui, Tone::Strong);

    // Layout: the centre of every space, and the size of the whole track.
    let (centers, size, title_pos, title_wrap) = if track.circular {
        let mut ring = (n as f32 * (s + gap) / std::f32::consts::TAU).max(s * 1.6);
        if 2.0 * ring + s > avail {
            let k = (avail / (2.0 * ring + s)).max(0.05);
            ring *= k;
            s *= k;
        }
        let side = 2.0 * ring + s;
        let c = vec2(side * 0.5, side * 0.5);
        let centers: Vec<egui::Vec2> = (0..n)
            .map(|i| {
                let a = -std::f32::consts::FRAC_PI_2
                    + i as f32 * std::f32::consts::TAU / n.max(1) as f32;
                c + vec2(a.cos(), a.sin()) * ring
            })
            .collect();
        (centers, vec2(side, side), Some(c), (ring * 1.3).max(s))
    } else {
        let title_h = title.as_ref().map_or(0.0, |_| cx.px(22.0));
        let per_row = (((avail + gap) / (s + gap)).floor() as usize).clamp(1, n.max(1));
        let rows = n.div_ceil(per_row).max(1);
        let row_gap = cx.px(12.0);
        let centers: Vec<egui::Vec2> = (0..n)
            .map(|i| {
                let (r, j) = (i / per_row, i % per_row);
                let col = if r % 2 == 0 { j } else { per_row - 1 - j };
                vec2(
                    col as f32 * (s + gap) + s * 0.5,
                    title_h + r as f32 * (s + row_gap) + s * 0.5,
                )
            })
            .collect();
        let w = per_row as f32 * (s + gap) - gap;
        let h = title_h + rows as f32 * (s + row_gap) - row_gap;
        let w = if n == 0 { cx.px(120.0) } else { w };
        (centers, vec2(w, h.max(title_h)), None, avail)
    };

    let rect = ui.allocate_rect_sized(size);
    let target = Target::of(node);
    let id = cx.next_id(target.key);
    let outline = Outline::rect(rect.expand(cx.px(4.0)), cx.px(8.0));
    let hit = cx.interact(ui, id, rect, &target, outline);
    let centers: Vec<Pos2> = centers.into_iter().map(|c| rect.min + c).collect();

    // The road connecting the spaces.
    let on_dark = cx
        .surface
        .map_or(ui.is_dark(), |bg| palette::luminance(bg) < 0.5);
    let road_color = if on_dark {
        with_alpha(egui::Color32::WHITE, 40)
    } else {
        with_alpha(egui::Color32::BLACK, 35)
    };
    if track.circular && n > 1 {
        let c = rect.center();
        let ring = (centers[0] - c).length();
        ui.painter()
            .circle_stroke(c, ring, Stroke::new(s * 0.38, road_color));
    } else if n > 1 {
        ui.painter().add(Shape::line(
            centers.clone(),
            Stroke::new(s * 0.38, road_color),
        ));
    }

    // Title: above a linear track, in the middle of a ring.
    if let Some(title) = &title {
        let galley = ui
            .painter()
            .text_galley_wrapped(title, cx.font(13.5), text_color, title_wrap);
        match title_pos {
            Some(c) => {
                ui.painter().galley_at(
                    rect.min + c,
                    Align2::CENTER_CENTER,
                    galley,
                    text_color,
                    true,
                );
            }
            None => {
                ui.painter()
                    .galley_at(rect.left_top(), Align2::LEFT_TOP, galley, text_color, true);
            }
        }
    }

    // Spaces.
    let default_fill = palette::cell_default(ui.visuals());
    for (i, (space, center)) in spaces.iter().zip(&centers).enumerate() {
        let space_rect = Rect::from_center_size(*center, vec2(s, s));
        let rounding = if track.circular { s * 0.5 } else { s * 0.22 };
        let t = Target::part(space.choice, space.action.as_ref(), space.tooltip.as_ref());
        let space_outline = Outline::rect(space_rect, rounding);
        let space_hit = if t.is_inert() {
            None
        } else {
            Some(cx.interact(ui, id.with(("space", i)), space_rect, &t, space_outline))
        };
        let fill = palette::color_or(space.color.as_ref(), default_fill);
        let painter = ui.painter();
        painter.rect(
            space_rect,
            radius(rounding),
            fill,
            Stroke::new(cx.px(1.2).max(0.6), palette::outline_of(fill)),
            StrokeKind::Inside,
        );
        painter.rect_stroke(
            space_rect.shrink(s * 0.1),
            radius(rounding * 0.7),
            Stroke::new(cx.px(0.6), with_alpha(palette::lighter(fill, 0.5), 120)),
            StrokeKind::Inside,
        );
        if let Some(label) = space.label.as_deref().filter(|l| !l.is_empty()) {
            let size = if label.chars().count() > 2 {
                10.0
            } else {
                12.5
            };
            let size = size * s / cx.px(34.0);
            painter.text_at(
                *center,
                Align2::CENTER_CENTER,
                label,
                egui::FontId::proportional(cx.legible(size * cx.scale)),
                palette::text_on(fill),
                false,
            );
        }
        if let Some(space_hit) = space_hit {
            let name = space
                .label
                .clone()
                .filter(|l| !l.trim().is_empty())
                .unwrap_or_else(|| format!("space {}", i + 1));
            cx.finish(ui, space_hit, &t, space_outline, &name, None);
        }
    }

    // Markers, grouped by space.
    let mut by_space: BTreeMap<usize, Vec<&TrackMarker>> = BTreeMap::new();
    for m in &track.markers {
        let pos = m.position as usize;
        if pos < n {
            by_space.entry(pos).or_default().push(m);
        }
    }
    for (pos, markers) in by_space {
        let center = centers[pos];
        for (p, m) in fan(center, s, markers.len()).into_iter().zip(markers) {
            paint_token(
                ui.painter(),
                p.0,
                p.1,
                m.shape,
                palette::color(&m.color),
                m.label.as_deref(),
                None,
                cx.legible(0.0),
            );
        }
    }

    let name = title.unwrap_or_else(|| "track".to_owned());
    cx.finish(ui, hit, &target, outline, &name, None);
}

/// Positions and sizes of `k` markers sharing a space of side `s` centred at `center`.
pub(crate) fn fan(center: Pos2, s: f32, k: usize) -> Vec<(Pos2, f32)> {
    match k {
        0 => vec![],
        1 => vec![(center, s * 0.66)],
        _ => {
            let d = if k == 2 { s * 0.5 } else { s * 0.42 };
            let r = if k == 2 { s * 0.19 } else { s * 0.2 };
            (0..k)
                .map(|i| {
                    let a = -std::f32::consts::FRAC_PI_2 * 1.5
                        + i as f32 * std::f32::consts::TAU / k as f32;
                    (center + vec2(a.cos(), a.sin()) * r, d)
                })
                .collect()
        }
    }
}
