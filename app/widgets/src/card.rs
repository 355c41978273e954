//! Playing cards: a printed face (corner value, cost pips, title ribbon, art, rules text,
//! symbols) or a patterned back. Hovering a face-up card shows it enlarged.

use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Stroke, StrokeKind, Ui, pos2, vec2};
use parlour_plugin_api::{Card, CardSize, Emphasis, Node, Pip};

use crate::context::{Cx, Outline, Target};
use crate::image::{paint_asset, paint_icon_ui};
use crate::palette::{self, INK, PAPER, darker, lighter, with_alpha};
use crate::rotate::paint_quarter_turned;
use crate::ui_ext::{PainterExt as _, UiExt as _, hyphenate_long_words, radius, ring_points};

/// Default accent of cards without a colour.
const DEFAULT_ACCENT: Color32 = Color32::from_rgb(0x5a, 0x6b, 0x86);
/// Default colour of card backs.
const DEFAULT_BACK: Color32 = Color32::from_rgb(0x34, 0x50, 0x8a);

/// The size of a card in view points.
pub(crate) fn card_size(size: CardSize) -> egui::Vec2 {
    match size {
        CardSize::Small => vec2(72.0, 100.0),
        CardSize::Normal | CardSize::Unknown => vec2(100.0, 140.0),
        CardSize::Large => vec2(140.0, 196.0),
    }
}

/// A readable name for a card: title and value, or its back's label.
pub(crate) fn card_name(cx: &Cx, card: &Card) -> String {
    if !card.face_up {
        return card
            .back
            .as_ref()
            .map(|b| cx.tr(b))
            .unwrap_or_else(|| "face-down card".to_owned());
    }
    let title = card.title.as_ref().map(|t| cx.tr(t));
    match (title, card.value.as_deref()) {
        (Some(t), Some(v)) if !v.is_empty() => format!("{t} ({v})"),
        (Some(t), _) => t,
        (None, Some(v)) if !v.is_empty() => v.to_owned(),
        _ => "card".to_owned(),
    }
}

/// Draws a card node: selected cards stand raised with a check mark, exhausted cards lie
/// turned a quarter clockwise, disabled cards are dimmed and say why on hover.
pub(crate) fn card_ui(ui: &mut Ui, cx: &mut Cx, node: &Node, card: &Card) {
    let upright = card_size(card.size) * cx.scale;
    let size = if card.exhausted {
        vec2(upright.y, upright.x)
    } else {
        upright
    };
    let rect = ui.allocate_rect_sized(size);
    let mut target = Target::of(node);
    // A selected card that is still a target (click again to put it back) looks selected;
    // the "legal" look says it can be clicked.
    if card.selected && matches!(target.emphasis, None | Some(Emphasis::Target)) {
        target.emphasis = Some(Emphasis::Selected);
    }
    target.disabled = card.disabled.is_some();
    target.note = card.disabled.as_ref();
    let id = cx.next_id(target.key);
    let rounding = rect.size().min_elem() * 0.07;
    // Selected cards stand raised; legal cards rise a little more under the pointer.
    let raised = rect.translate(vec2(0.0, if card.selected { -cx.px(5.0) } else { 0.0 }));
    let outline = Outline::rect(raised, rounding);
    let hit = cx.interact(ui, id, rect, &target, outline);
    let lifted = raised.translate(vec2(0.0, -hit.hover * cx.px(3.0)));
    if card.exhausted {
        let face = Rect::from_center_size(lifted.center(), upright);
        paint_quarter_turned(ui, lifted.center(), |ui| {
            paint_card(ui, cx, face, card);
        });
    } else {
        paint_card(ui, cx, lifted, card);
    }
    if card.disabled.is_some() {
        paint_disabled(ui, cx, lifted, rounding);
    }
    let name = card_name(cx, card);
    let preview = |ui: &mut Ui| {
        let big = card_size(card.size) * (1.9 * 140.0 / card_size(card.size).y).max(1.0);
        let rect = ui.allocate_rect_sized(big);
        // A long text that even the enlarged card cuts short follows in full below it.
        if paint_card(ui, cx, rect, card)
            && let Some(body) = &card.body
        {
            ui.set_max_width(big.x);
            ui.add(egui::Label::new(cx.tr(body)).wrap());
        }
    };
    let preview: Option<&dyn Fn(&mut Ui)> = if card.face_up && !ui.is_tooltip() {
        Some(&preview)
    } else {
        None
    };
    cx.finish(ui, hit, &target, outline, &name, preview);
}

/// Dims a card that cannot be played and marks it with a "no entry" sign.
fn paint_disabled(ui: &Ui, cx: &Cx, rect: Rect, rounding: f32) {
    let painter = ui.painter();
    let veil = cx.surface.unwrap_or(ui.visuals().panel_fill);
    painter.rect_filled(rect, radius(rounding), with_alpha(veil, 150));
    let r = (rect.size().min_elem() * 0.14).max(4.0);
    let c = pos2(rect.center().x, rect.bottom() - r * 1.6);
    let red = Color32::from_rgb(0xc6, 0x3b, 0x3b);
    painter.circle(c, r, Color32::WHITE, Stroke::new(r * 0.22, red));
    let d = vec2(r * 0.62, -r * 0.62);
    painter.line_segment([c - d, c + d], Stroke::new(r * 0.22, red));
}

/// Paints a card (face or back) filling `rect`. Everything scales with the rect's width.
/// Returns whether the card's text had to be cut short to fit.
pub(crate) fn paint_card(ui: &Ui, cx: &Cx, rect: Rect, card: &Card) -> bool {
    if !rect.is_finite() || rect.width() < 2.0 || rect.height() < 2.0 {
        return card.face_up && card.body.is_some();
    }
    if card.face_up {
        paint_face(ui, cx, rect, card)
    } else {
        let label = card.back.as_ref().map(|b| cx.tr(b));
        let back = palette::color_or(card.color.as_ref(), DEFAULT_BACK);
        paint_back(ui.painter(), rect, back, label.as_deref());
        false
    }
}

/// Paints a card's face; returns whether its text was cut short.
fn paint_face(ui: &Ui, cx: &Cx, rect: Rect, card: &Card) -> bool {
    let painter = ui.painter();
    let k = rect.width() / 100.0;
    let accent = palette::color_or(card.color.as_ref(), DEFAULT_ACCENT);
    let rounding = 7.0 * k;

    painter.soft_shadow(rect, rounding, vec2(0.0, 2.0 * k), 6.0 * k, 80);
    painter.rect(
        rect,
        radius(rounding),
        PAPER,
        Stroke::new(2.6 * k, accent),
        StrokeKind::Inside,
    );
    painter.rect_stroke(
        rect.shrink(5.0 * k),
        radius(4.0 * k),
        Stroke::new(0.8 * k, with_alpha(accent, 110)),
        StrokeKind::Inside,
    );
    let painter = painter.with_clip_rect(rect.intersect(painter.clip_rect()));

    // Corner value.
    let ink_accent = if palette::luminance(accent) > 0.55 {
        darker(accent, 0.45)
    } else {
        accent
    };
    let mut top = rect.top() + 7.0 * k;
    if let Some(value) = card.value.as_deref().filter(|v| !v.trim().is_empty()) {
        let size = if value.chars().count() > 2 {
            16.0
        } else {
            22.0
        };
        let r = painter.text_at(
            pos2(rect.left() + 9.0 * k, rect.top() + 5.0 * k),
            Align2::LEFT_TOP,
            value,
            FontId::proportional(size * k),
            ink_accent,
            true,
        );
        top = top.max(r.bottom());
        // The same value, upside down, in the opposite corner.
        let small = FontId::proportional(size * 0.55 * k);
        let galley = painter.text_galley(value, small, ink_accent);
        let anchor = pos2(rect.right() - 8.0 * k, rect.bottom() - 6.0 * k);
        painter.add(
            egui::epaint::TextShape::new(anchor, galley, ink_accent)
                .with_angle(std::f32::consts::PI),
        );
    }

    // Cost pips, right-aligned in the top row.
    let pip = 16.0 * k;
    let mut x = rect.right() - 8.0 * k - pip;
    for cost in card.cost.iter().take(5) {
        let r = Rect::from_min_size(pos2(x, rect.top() + 7.0 * k), vec2(pip, pip));
        paint_pip(ui, cx, &painter, r, cost);
        x -= pip + 2.0 * k;
        top = top.max(r.bottom());
    }

    // Title ribbon.
    let mut cut = false;
    let mut y = top + 3.0 * k;
    if let Some(title) = &card.title {
        let text = cx.tr(title);
        let fg = palette::text_on(accent);
        // Legible, in at most two lines (the preview shows a longer title whole).
        let font = FontId::proportional(cx.legible(11.0 * k));
        let width = (rect.width() - 8.0 * k).max(1.0);
        let text = hyphenate_long_words(&painter, &text, &font, width);
        let mut job = egui::text::LayoutJob::simple(text, font, fg, width);
        job.wrap = egui::text::TextWrapping {
            max_width: (rect.width() - 8.0 * k).max(1.0),
            max_rows: 2,
            break_anywhere: false,
            overflow_character: Some('…'),
        };
        let galley = painter.layout_job(job);
        let galley_elided = galley.elided;
        let h = galley.size().y.min((rect.height() * 0.4).max(30.0 * k)) + 5.0 * k;
        let band = Rect::from_min_max(
            pos2(rect.left() + 3.0 * k, y),
            pos2(rect.right() - 3.0 * k, y + h),
        );
        painter.rect_filled(band, radius(2.0 * k), accent);
        painter.line_segment(
            [band.left_bottom(), band.right_bottom()],
            Stroke::new(1.2 * k, darker(accent, 0.35)),
        );
        painter.with_clip_rect(band).galley_at(
            band.center(),
            Align2::CENTER_CENTER,
            galley,
            fg,
            true,
        );
        cut |= galley_elided;
        y = band.bottom() + 4.0 * k;
    }

    // Symbols along the bottom.
    let icon = 15.0 * k;
    let icons: Vec<&Pip> = card.icons.iter().take(6).collect();
    let bottom_limit = if icons.is_empty() {
        rect.bottom() - 8.0 * k
    } else {
        let n = icons.len() as f32;
        let row_w = n * icon + (n - 1.0) * 3.0 * k;
        let mut x = rect.center().x - row_w * 0.5;
        let iy = rect.bottom() - 8.0 * k - icon;
        for pip in icons {
            let r = Rect::from_min_size(pos2(x, iy), vec2(icon, icon));
            paint_pip(ui, cx, &painter, r, pip);
            x += icon + 3.0 * k;
        }
        iy - 3.0 * k
    };

    // Art: the plugin's image, or a faint watermark of the card's first symbol when there is
    // room to spare.
    let art_ratio = if card.body.is_some() { 0.5 } else { 0.8 };
    let art_h = ((bottom_limit - y) * art_ratio).max(0.0);
    if let Some(image) = card.image.as_deref() {
        if art_h > 8.0 * k {
            let art = Rect::from_min_max(
                pos2(rect.left() + 8.0 * k, y),
                pos2(rect.right() - 8.0 * k, y + art_h),
            );
            if !paint_asset(ui, cx, art, image, 3.0 * k) {
                painter.rect_filled(art, radius(3.0 * k), with_alpha(accent, 40));
            }
            painter.rect_stroke(
                art,
                radius(3.0 * k),
                Stroke::new(0.8 * k, with_alpha(accent, 160)),
                StrokeKind::Outside,
            );
            y = art.bottom() + 4.0 * k;
        }
    } else if card.body.is_none() {
        let symbol = card.icons.first().or(card.cost.first());
        let room = (bottom_limit - y).min(rect.width() * 0.6);
        if let Some(pip) = symbol.filter(|_| room > 16.0 * k) {
            let mut faint = painter.clone();
            faint.multiply_opacity(0.22);
            let r = Rect::from_center_size(
                pos2(rect.center().x, (y + bottom_limit) * 0.5),
                vec2(room * 0.8, room * 0.8),
            );
            let tint = pip.color.as_ref().map(palette::color);
            crate::icons::paint_icon(&faint, r, &pip.icon, tint);
        }
    }

    // Rules text, cut with an ellipsis when it does not fit (the hover preview then shows it
    // whole).
    if let Some(body) = &card.body {
        let text = cx.tr(body);
        let area = Rect::from_min_max(
            pos2(rect.left() + 8.0 * k, y),
            pos2(rect.right() - 8.0 * k, bottom_limit),
        );
        let font = FontId::proportional(cx.legible(8.6 * k));
        let row_h = painter.fonts_mut(|f| f.row_height(&font)).max(1.0);
        let rows = (area.height() / row_h).floor() as usize;
        cut |= rows == 0 && !text.is_empty();
        if rows > 0 {
            let text = hyphenate_long_words(&painter, &text, &font, area.width());
            let mut job =
                egui::text::LayoutJob::simple(text, font, with_alpha(INK, 230), area.width());
            job.halign = egui::Align::Center;
            job.wrap = egui::text::TextWrapping {
                max_width: area.width(),
                max_rows: rows,
                break_anywhere: false,
                overflow_character: Some('…'),
            };
            let galley = painter.layout_job(job);
            cut |= galley.elided;
            painter.galley(pos2(area.center().x, area.top()), galley, INK);
        }
    }
    cut
}

/// One pip: an icon with its count written over it when the count is not 1.
fn paint_pip(ui: &Ui, cx: &Cx, painter: &Painter, rect: Rect, pip: &Pip) {
    let tint = pip.color.as_ref().map(palette::color);
    paint_icon_ui(ui, cx, rect, &pip.icon, tint);
    if pip.count != 1 {
        let text = pip.count.to_string();
        let font = FontId::proportional(cx.legible(rect.height() * 0.62));
        let c = rect.center() + vec2(0.0, rect.height() * 0.04);
        for d in [
            vec2(-0.8, 0.0),
            vec2(0.8, 0.0),
            vec2(0.0, -0.8),
            vec2(0.0, 0.8),
        ] {
            painter.text_at(c + d, Align2::CENTER_CENTER, &text, font.clone(), INK, true);
        }
        painter.text_at(c, Align2::CENTER_CENTER, &text, font, Color32::WHITE, true);
    }
}

/// Paints a card back: a coloured field with a lattice and a medallion with the label.
pub(crate) fn paint_back(painter: &Painter, rect: Rect, back: Color32, label: Option<&str>) {
    if !rect.is_finite() || rect.width() < 2.0 {
        return;
    }
    let k = rect.width() / 100.0;
    let rounding = 7.0 * k;
    painter.soft_shadow(rect, rounding, vec2(0.0, 2.0 * k), 6.0 * k, 80);
    painter.rect(
        rect,
        radius(rounding),
        back,
        Stroke::new(1.0 * k, darker(back, 0.45)),
        StrokeKind::Inside,
    );
    let inner = rect.shrink(6.0 * k);
    let lattice = painter.with_clip_rect(inner.intersect(painter.clip_rect()));
    let line = Stroke::new(0.9 * k, with_alpha(lighter(back, 0.35), 150));
    let step = 9.0 * k;
    let span = inner.width() + inner.height();
    let mut t = -inner.height();
    while t < inner.width() + step {
        let a = pos2(inner.left() + t, inner.top());
        lattice.line_segment([a, a + vec2(span, span)], line);
        let b = pos2(inner.right() - t, inner.top());
        lattice.line_segment([b, b + vec2(-span, span)], line);
        t += step;
    }
    painter.rect_stroke(
        inner,
        radius(4.0 * k),
        Stroke::new(1.6 * k, with_alpha(Color32::WHITE, 200)),
        StrokeKind::Middle,
    );

    // Medallion.
    let c = rect.center();
    let gold = Color32::from_rgb(0xe8, 0xc8, 0x6a);
    let medal = vec2(rect.width() * 0.36, rect.width() * 0.26);
    painter.add(egui::Shape::ellipse_filled(c, medal, darker(back, 0.3)));
    painter.add(egui::Shape::ellipse_stroke(
        c,
        medal,
        Stroke::new(1.5 * k, gold),
    ));
    match label.map(str::trim).filter(|l| !l.is_empty()) {
        Some(label) => {
            let galley = painter.text_galley_wrapped(
                label,
                FontId::proportional(10.5 * k),
                Color32::WHITE,
                medal.x * 1.7,
            );
            painter.galley_at(c, Align2::CENTER_CENTER, galley, Color32::WHITE, true);
        }
        None => {
            let star: Vec<Pos2> = ring_points(c, &[medal.y * 0.7, medal.y * 0.25], 4, 0.0);
            painter.polygon(&star, gold, Stroke::NONE);
        }
    }
}

/// Paints the edge of a card seen from the side of a pile (used by stacks).
pub(crate) fn paint_edge(painter: &Painter, rect: Rect, face_down: bool, back: Color32) {
    let k = rect.width() / 100.0;
    let fill = if face_down { back } else { PAPER };
    painter.rect(
        rect,
        radius(7.0 * k),
        fill,
        Stroke::new(1.0 * k, darker(fill, 0.4)),
        StrokeKind::Inside,
    );
}

/// The default colour of card backs.
pub(crate) fn default_back() -> Color32 {
    DEFAULT_BACK
}
