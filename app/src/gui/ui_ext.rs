//! Small building blocks shared by the screens: cards, buttons with painted icons, seat chips.

use egui::{
    Align2, Atom, Button, Color32, CornerRadius, FontId, Frame, Margin, Pos2, Rect, Response,
    RichText, Shape, Stroke, Ui, Vec2, pos2, vec2,
};

use super::board::seat_color;
use super::theme;

/// A framed card on a surface: tiles, dialogs' sections, the end screen.
pub fn card_frame(ui: &Ui) -> Frame {
    let p = theme::palette(ui);
    Frame::new()
        .fill(p.surface)
        .stroke(Stroke::new(1.0, p.border))
        .corner_radius(CornerRadius::same(12))
        .inner_margin(Margin::same(18))
        .shadow(egui::epaint::Shadow {
            offset: [0, 2],
            blur: 8,
            spread: 0,
            color: Color32::from_black_alpha(if ui.visuals().dark_mode { 90 } else { 28 }),
        })
}

/// A small, accented title above a group of controls.
pub fn section_title(ui: &mut Ui, text: &str) -> Response {
    let p = theme::palette(ui);
    ui.label(RichText::new(text).strong().size(15.0).color(p.accent))
}

/// A large screen title.
pub fn screen_title(ui: &mut Ui, text: &str) -> Response {
    ui.label(RichText::new(text).size(32.0).strong())
}

/// Weak, small explanatory text.
pub fn hint(ui: &mut Ui, text: &str) -> Response {
    let p = theme::palette(ui);
    ui.label(RichText::new(text).color(p.ink_weak))
}

/// The icons painted on buttons. They are drawn, not text, so a button's accessible name is
/// just its words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Icon {
    Play,
    Pause,
    /// To the start of a timeline: a bar and a triangle pointing left.
    First,
    /// One step back: a triangle pointing left.
    Previous,
    /// One step on: a triangle pointing right.
    Next,
    /// To the end of a timeline: a triangle pointing right and a bar.
    Last,
    /// A replay: a circular arrow around a small triangle.
    Replay,
    Save,
    Open,
    Undo,
    Gear,
    Back,
    Bot,
    Human,
    Book,
    Shelf,
    Close,
    Eye,
    Trophy,
}

/// An icon as an atom for a button or label.
pub fn icon<'a>(icon: Icon) -> Atom<'a> {
    Atom::paint(Vec2::splat(16.0), move |ui, args| {
        paint_icon(ui.painter(), args.rect, icon, args.fallback_text_color);
    })
}

/// Paints an icon into `rect` with `color`.
pub fn paint_icon(painter: &egui::Painter, rect: Rect, icon: Icon, color: Color32) {
    let c = rect.center();
    let s = rect.width().min(rect.height()) / 16.0;
    let p = |x: f32, y: f32| pos2(c.x + x * s, c.y + y * s);
    let stroke = Stroke::new(1.6 * s, color);
    match icon {
        Icon::Play => {
            painter.add(Shape::convex_polygon(
                vec![p(-4.5, -6.0), p(6.0, 0.0), p(-4.5, 6.0)],
                color,
                Stroke::NONE,
            ));
        }
        Icon::Pause => {
            painter.rect_filled(Rect::from_min_max(p(-5.0, -6.0), p(-1.5, 6.0)), 1.0, color);
            painter.rect_filled(Rect::from_min_max(p(1.5, -6.0), p(5.0, 6.0)), 1.0, color);
        }
        Icon::First | Icon::Previous | Icon::Next | Icon::Last => {
            // Triangles point right; mirrored for the backward steps.
            let dir = if matches!(icon, Icon::First | Icon::Previous) {
                -1.0
            } else {
                1.0
            };
            let q = |x: f32, y: f32| p(dir * x, y);
            let (tip, base) = match icon {
                Icon::First | Icon::Last => (3.5, -5.0),
                _ => (5.0, -4.0),
            };
            painter.add(Shape::convex_polygon(
                vec![q(base, -5.5), q(tip, 0.0), q(base, 5.5)],
                color,
                Stroke::NONE,
            ));
            if matches!(icon, Icon::First | Icon::Last) {
                let (a, b) = (q(4.5, -6.0), q(6.5, 6.0));
                painter.rect_filled(Rect::from_two_pos(a, b), 1.0, color);
            }
        }
        Icon::Replay => {
            let points: Vec<egui::Pos2> = (0..=20)
                .map(|i| {
                    let a = -0.6 + 5.0 * i as f32 / 20.0;
                    p(6.0 * a.cos(), 6.0 * a.sin())
                })
                .collect();
            let end = points[points.len() - 1];
            painter.add(Shape::line(points, stroke));
            painter.add(Shape::convex_polygon(
                vec![
                    end + egui::vec2(-3.0 * s, -s),
                    end + egui::vec2(2.0 * s, -2.5 * s),
                    end + egui::vec2(0.5 * s, 2.5 * s),
                ],
                color,
                Stroke::NONE,
            ));
            painter.add(Shape::convex_polygon(
                vec![p(-1.5, -2.5), p(2.5, 0.0), p(-1.5, 2.5)],
                color,
                Stroke::NONE,
            ));
        }
        Icon::Save => {
            let body = Rect::from_min_max(p(-6.5, -6.5), p(6.5, 6.5));
            painter.rect_stroke(body, 2.0 * s, stroke, egui::StrokeKind::Middle);
            painter.rect_filled(Rect::from_min_max(p(-3.5, -6.5), p(3.0, -2.0)), 1.0, color);
            painter.rect_stroke(
                Rect::from_min_max(p(-4.0, 1.5), p(4.0, 6.5)),
                1.0,
                stroke,
                egui::StrokeKind::Middle,
            );
        }
        Icon::Open => {
            painter.add(Shape::closed_line(
                vec![
                    p(-7.0, -5.0),
                    p(-2.5, -5.0),
                    p(-1.0, -3.0),
                    p(7.0, -3.0),
                    p(7.0, 6.0),
                    p(-7.0, 6.0),
                ],
                stroke,
            ));
            painter.line_segment([p(-7.0, -0.5), p(7.0, -0.5)], stroke);
        }
        Icon::Undo => {
            let points: Vec<Pos2> = (0..=12)
                .map(|i| {
                    let a = std::f32::consts::PI * (1.0 + i as f32 / 12.0 * 1.25);
                    p(5.5 * a.cos() + 1.0, 5.5 * a.sin() + 2.0)
                })
                .collect();
            painter.add(Shape::line(points, stroke));
            painter.add(Shape::convex_polygon(
                vec![p(-8.0, 1.0), p(-2.0, 1.0), p(-5.0, 5.5)],
                color,
                Stroke::NONE,
            ));
        }
        Icon::Gear => {
            for i in 0..8 {
                let a = i as f32 * std::f32::consts::TAU / 8.0;
                let (sin, cos) = a.sin_cos();
                painter.line_segment(
                    [p(cos * 4.0, sin * 4.0), p(cos * 7.0, sin * 7.0)],
                    Stroke::new(2.6 * s, color),
                );
            }
            painter.circle_stroke(c, 4.5 * s, stroke);
            painter.circle_filled(c, 1.6 * s, color);
        }
        Icon::Back => {
            painter.line_segment([p(-6.0, 0.0), p(6.5, 0.0)], stroke);
            painter.add(Shape::line(
                vec![p(-1.0, -5.0), p(-6.0, 0.0), p(-1.0, 5.0)],
                stroke,
            ));
        }
        Icon::Bot => {
            painter.rect_stroke(
                Rect::from_min_max(p(-6.0, -3.5), p(6.0, 6.5)),
                2.5 * s,
                stroke,
                egui::StrokeKind::Middle,
            );
            painter.circle_filled(p(-2.5, 1.5), 1.4 * s, color);
            painter.circle_filled(p(2.5, 1.5), 1.4 * s, color);
            painter.line_segment([p(0.0, -3.5), p(0.0, -6.5)], stroke);
            painter.circle_filled(p(0.0, -7.0), 1.3 * s, color);
        }
        Icon::Human => {
            painter.circle_filled(p(0.0, -3.5), 3.2 * s, color);
            painter.add(Shape::convex_polygon(
                vec![
                    p(-6.5, 7.0),
                    p(-5.0, 2.0),
                    p(-2.0, 0.5),
                    p(2.0, 0.5),
                    p(5.0, 2.0),
                    p(6.5, 7.0),
                ],
                color,
                Stroke::NONE,
            ));
        }
        Icon::Book => {
            painter.add(Shape::closed_line(
                vec![p(0.0, -4.5), p(-7.0, -6.0), p(-7.0, 5.0), p(0.0, 6.5)],
                stroke,
            ));
            painter.add(Shape::closed_line(
                vec![p(0.0, -4.5), p(7.0, -6.0), p(7.0, 5.0), p(0.0, 6.5)],
                stroke,
            ));
        }
        Icon::Shelf => {
            for (i, h) in [(0, 11.0), (1, 9.0), (2, 12.0)] {
                let x = -6.0 + i as f32 * 4.2;
                painter.rect_filled(
                    Rect::from_min_max(p(x, 6.0 - h), p(x + 3.0, 6.0)),
                    0.5,
                    color,
                );
            }
            painter.line_segment([p(-7.5, 7.0), p(7.5, 7.0)], stroke);
        }
        Icon::Close => {
            painter.line_segment([p(-5.0, -5.0), p(5.0, 5.0)], stroke);
            painter.line_segment([p(5.0, -5.0), p(-5.0, 5.0)], stroke);
        }
        Icon::Eye => {
            let top: Vec<Pos2> = (0..=10)
                .map(|i| {
                    let t = i as f32 / 10.0;
                    p(-7.0 + 14.0 * t, -4.5 * (std::f32::consts::PI * t).sin())
                })
                .collect();
            let bottom: Vec<Pos2> = top.iter().map(|q| pos2(q.x, 2.0 * c.y - q.y)).collect();
            painter.add(Shape::line(top, stroke));
            painter.add(Shape::line(bottom, stroke));
            painter.circle_filled(c, 2.2 * s, color);
        }
        Icon::Trophy => {
            painter.add(Shape::convex_polygon(
                vec![
                    p(-5.0, -6.5),
                    p(5.0, -6.5),
                    p(4.0, -1.0),
                    p(0.0, 1.5),
                    p(-4.0, -1.0),
                ],
                color,
                Stroke::NONE,
            ));
            painter.line_segment([p(0.0, 1.0), p(0.0, 5.0)], stroke);
            painter.line_segment([p(-4.0, 6.0), p(4.0, 6.0)], Stroke::new(2.2 * s, color));
        }
    }
}

/// A button with an icon before its words.
pub fn icon_button<'a>(icon_kind: Icon, text: impl Into<egui::WidgetText>) -> Button<'a> {
    Button::new((icon(icon_kind), text.into()))
}

/// A button showing an icon alone, named `name` for screen readers and on hover.
pub fn icon_only_button_ui(ui: &mut Ui, icon_kind: Icon, name: &str, enabled: bool) -> Response {
    let response = ui
        .add_enabled(enabled, Button::new(icon(icon_kind)))
        .on_hover_text(name)
        .on_disabled_hover_text(name);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, name));
    response
}

/// The width of an [`icon_button`] with these words, or of its icon alone.
pub fn icon_button_width(ui: &Ui, words: Option<&str>) -> f32 {
    let padding = 2.0 * ui.spacing().button_padding.x;
    let text = words.map_or(0.0, |words| {
        ui.spacing().icon_spacing
            + egui::WidgetText::from(words)
                .into_galley(
                    ui,
                    Some(egui::TextWrapMode::Extend),
                    f32::INFINITY,
                    egui::TextStyle::Button,
                )
                .size()
                .x
    });
    padding + 16.0 + text
}

/// The main call to action of a screen: filled with the accent colour.
pub fn primary_button<'a>(ui: &Ui, icon_kind: Option<Icon>, text: &str) -> Button<'a> {
    let p = theme::palette(ui);
    let text = RichText::new(text).strong().color(p.on_accent);
    let button = match icon_kind {
        Some(kind) => Button::new((
            Atom::paint(Vec2::splat(16.0), move |ui, args| {
                paint_icon(ui.painter(), args.rect, kind, p.on_accent);
            }),
            text,
        )),
        None => Button::new(text),
    };
    button
        .fill(p.accent)
        .stroke(Stroke::new(1.0, theme::palette(ui).accent))
        .min_size(vec2(0.0, 34.0))
}

/// A round dot in a seat's colour.
pub fn seat_dot(ui: &mut Ui, seat: u32, size: f32) -> Response {
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(size), egui::Sense::hover());
    let color = seat_color(seat);
    ui.painter().circle_filled(rect.center(), size / 2.0, color);
    ui.painter().circle_stroke(
        rect.center(),
        size / 2.0,
        Stroke::new(1.0, color.gamma_multiply(0.6)),
    );
    response
}

/// The measures of a seat chip: its name laid out, the margin inside the outline, the gap
/// between dot, icon and name, and the whole size.
struct ChipLayout {
    galley: std::sync::Arc<egui::Galley>,
    stroke: Stroke,
    margin: Vec2,
    size: Vec2,
}

const CHIP_GAP: f32 = 6.0;
const CHIP_DOT: f32 = 10.0;
const CHIP_ICON: f32 = 14.0;

fn chip_layout(ui: &Ui, seat: u32, name: &str, bot: bool, active: bool) -> ChipLayout {
    let color = seat_color(seat);
    let stroke = if active {
        Stroke::new(2.0, color)
    } else {
        Stroke::new(1.0, color.gamma_multiply(0.6))
    };
    let text = RichText::new(name);
    let galley = egui::WidgetText::from(if active { text.strong() } else { text }).into_galley(
        ui,
        Some(egui::TextWrapMode::Extend),
        f32::INFINITY,
        egui::TextStyle::Body,
    );
    // The margin inside the outline, as a frame would keep it.
    let margin = vec2(10.0, 3.0) + Vec2::splat(stroke.width);
    let icon_width = if bot { CHIP_ICON + CHIP_GAP } else { 0.0 };
    let inner = vec2(
        CHIP_DOT + CHIP_GAP + icon_width + galley.size().x,
        galley.size().y.max(ui.spacing().interact_size.y),
    );
    ChipLayout {
        galley,
        stroke,
        margin,
        size: inner + 2.0 * margin,
    }
}

/// The width of a [`seat_chip`].
pub fn seat_chip_width(ui: &Ui, seat: u32, name: &str, bot: bool, active: bool) -> f32 {
    chip_layout(ui, seat, name, bot, active).size.x
}

/// A seat's name in a pill of its colour; `active` seats get a stronger outline.
pub fn seat_chip(ui: &mut Ui, seat: u32, name: &str, bot: bool, active: bool) -> Response {
    let color = seat_color(seat);
    let p = theme::palette(ui);
    let fill = if active {
        color.gamma_multiply(0.35)
    } else {
        color.gamma_multiply(0.12)
    };
    // Painted as one widget, so that it reads the same in right-to-left rows (status bar).
    let ChipLayout {
        galley,
        stroke,
        margin,
        size,
    } = chip_layout(ui, seat, name, bot, active);
    let (gap, dot, icon) = (CHIP_GAP, CHIP_DOT, CHIP_ICON);
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::hover());
    if ui.is_rect_visible(rect) {
        let painter = ui.painter();
        painter.rect(
            rect,
            CornerRadius::same(14),
            fill,
            stroke,
            egui::StrokeKind::Inside,
        );
        let mut x = rect.min.x + margin.x;
        let y = rect.center().y;
        painter.circle_filled(egui::pos2(x + dot / 2.0, y), dot / 2.0, color);
        painter.circle_stroke(
            egui::pos2(x + dot / 2.0, y),
            dot / 2.0,
            Stroke::new(1.0, color.gamma_multiply(0.6)),
        );
        x += dot + gap;
        if bot {
            let icon_rect = Rect::from_min_size(egui::pos2(x, y - icon / 2.0), Vec2::splat(icon));
            paint_icon(painter, icon_rect, Icon::Bot, p.ink_weak);
            x += icon + gap;
        }
        let text_pos = egui::pos2(x, y - galley.size().y / 2.0);
        painter.galley(text_pos, galley.clone(), ui.visuals().text_color());
    }
    response.widget_info(|| {
        egui::WidgetInfo::labeled(egui::Role::Label, ui.is_enabled(), galley.text())
    });
    response
}

/// The asset a plugin ships as its cover: a picture of 330 × 120 (11:4).
const COVER_ASSETS: [&str; 2] = ["cover.svg", "cover.png"];

/// A game's cover: the picture its plugin ships, else a box lid drawn in the game's colour.
/// A size narrower than the picture shows its middle.
pub fn plugin_cover_ui(
    ui: &mut Ui,
    plugin: Option<&crate::core::plugin::Plugin>,
    name: &str,
    id: &str,
    size: egui::Vec2,
) {
    let picture = plugin.and_then(|plugin| {
        COVER_ASSETS
            .into_iter()
            .filter(|asset| plugin.manifest().assets.iter().any(|a| a == asset))
            .find_map(|asset| plugin.asset(asset).map(|bytes| (asset, bytes)))
    });
    let Some((asset, bytes)) = picture else {
        game_cover(ui, name, id, size);
        return;
    };
    let aspect = 330.0 / 120.0;
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::hover());
    // The whole picture at the height (or width) that covers the rect, centred and clipped.
    let whole = if size.x / size.y >= aspect {
        egui::vec2(size.x, size.x / aspect)
    } else {
        egui::vec2(size.y * aspect, size.y)
    };
    let image = egui::Image::from_bytes(format!("bytes://parlour/{id}/{asset}"), bytes)
        .corner_radius((size.y * 0.1).min(12.0));
    let mut clipped = ui.new_child(egui::UiBuilder::new().max_rect(rect));
    clipped.set_clip_rect(rect.intersect(ui.clip_rect()));
    image.paint_at(&clipped, egui::Rect::from_center_size(rect.center(), whole));
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, name));
}

/// A decorative game "box cover" for library tiles: a fan of cards on a printed box lid, in a
/// colour picked from the game's id so each game keeps its own.
pub fn game_cover(ui: &mut Ui, name: &str, seed: &str, size: Vec2) -> Response {
    use parlour_widgets::palette::{INK, PAPER, darker, lighter};
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::hover());
    let hash = seed
        .bytes()
        .fold(7u32, |h, b| h.wrapping_mul(31).wrapping_add(u32::from(b)));
    let base = seat_color(hash % 6);
    let lid = darker(base, 0.35);
    let painter = ui.painter_at(rect);
    let radius = CornerRadius::same((size.y * 0.1).min(12.0) as u8);
    painter.rect_filled(rect, radius, lid);
    // Printed diagonal stripes inside a thin frame.
    let inner = rect.shrink(size.y * 0.06);
    let stripes = painter.with_clip_rect(inner.shrink(1.0));
    let stripe = Stroke::new(size.y * 0.07, darker(base, 0.45));
    let mut x = rect.left() - rect.height();
    while x < rect.right() {
        stripes.line_segment(
            [pos2(x, rect.bottom()), pos2(x + rect.height(), rect.top())],
            stripe,
        );
        x += size.y * 0.2;
    }
    painter.rect_stroke(
        inner,
        radius,
        Stroke::new(1.5, lighter(base, 0.45)),
        egui::StrokeKind::Inside,
    );
    // A fan of three cards.
    let card = vec2(size.y * 0.42, size.y * 0.6);
    let pivot = pos2(rect.center().x, rect.center().y + card.y * 0.55);
    for (i, angle) in [(0, -16.0_f32), (2, 16.0), (1, 0.0)] {
        let (sin, cos) = angle.to_radians().sin_cos();
        let rotate = |p: Vec2| pivot + vec2(p.x * cos - p.y * sin, p.x * sin + p.y * cos);
        let half = card.x / 2.0;
        let corners = [
            vec2(-half, -card.y * 1.05),
            vec2(half, -card.y * 1.05),
            vec2(half, -card.y * 0.05),
            vec2(-half, -card.y * 0.05),
        ];
        let points: Vec<Pos2> = corners.iter().map(|c| rotate(*c)).collect();
        let fill = if i == 1 { PAPER } else { lighter(base, 0.6) };
        painter.add(Shape::convex_polygon(
            points,
            fill,
            Stroke::new(1.0, darker(base, 0.5)),
        ));
    }
    let initial: String = name
        .chars()
        .next()
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default();
    let face = pivot + vec2(0.0, -card.y * 0.55);
    painter.text(
        face,
        Align2::CENTER_CENTER,
        initial,
        FontId::proportional(size.y * 0.34),
        darker(base, 0.1),
    );
    // A small pip in the corner of the front card.
    let pip = face + vec2(-card.x * 0.3, -card.y * 0.34);
    let r = size.y * 0.035;
    painter.add(Shape::convex_polygon(
        vec![
            pip + vec2(0.0, -r * 1.4),
            pip + vec2(r, 0.0),
            pip + vec2(0.0, r * 1.4),
            pip + vec2(-r, 0.0),
        ],
        INK,
        Stroke::NONE,
    ));
    response
}

/// A thin horizontal rule in the border colour, with space around it.
pub fn rule(ui: &mut Ui) {
    let p = theme::palette(ui);
    ui.add_space(4.0);
    let width = ui.available_width();
    let (rect, _) = ui.allocate_exact_size(vec2(width, 1.0), egui::Sense::hover());
    ui.painter().line_segment(
        [rect.left_center(), rect.right_center()],
        Stroke::new(1.0, p.border),
    );
    ui.add_space(4.0);
}
