//! The icon painter: small vector pictures for the icon names of the view vocabulary (see
//! [`parlour_plugin_api::Pip`]), drawn with egui's painter. Unknown names fall back to a
//! labelled disc.

use std::f32::consts::{FRAC_PI_2, PI, TAU};

use egui::{
    Align2, Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, StrokeKind, emath::Rot2, pos2,
    vec2,
};

use crate::palette::{self, darker, lighter, with_alpha};
use crate::ui_ext::{PainterExt as _, radius, ring_points};

/// Every icon name this painter draws.
pub const KNOWN: &[&str] = &[
    "coin",
    "gear",
    "steam",
    "water",
    "star",
    "bolt",
    "copper",
    "scientist",
    "codex",
    "mayhem",
    "heart",
    "sword",
    "shield",
    "crown",
    "fire",
    "card",
    "point",
    "chrome",
    "wheel",
    "skull",
    "eye",
    "key",
    "hit",
    "dodge",
];

/// Whether `name` is one of the [`KNOWN`] icons.
pub fn is_known(name: &str) -> bool {
    KNOWN.contains(&name.trim().to_ascii_lowercase().as_str())
}

/// The colour an icon is drawn in when no tint is given.
pub fn default_color(name: &str) -> Color32 {
    let rgb = |r, g, b| Color32::from_rgb(r, g, b);
    match name.trim().to_ascii_lowercase().as_str() {
        "coin" | "crown" => rgb(0xe8, 0xb8, 0x3a),
        "gear" => rgb(0x9a, 0xa3, 0xad),
        "steam" => rgb(0xe4, 0xe8, 0xed),
        "water" => rgb(0x3e, 0x8e, 0xde),
        "star" => rgb(0xf2, 0xc2, 0x30),
        "bolt" => rgb(0xf7, 0xd0, 0x38),
        "copper" => rgb(0xc8, 0x70, 0x3f),
        "scientist" => rgb(0x5b, 0xc4, 0x6b),
        "codex" => rgb(0x8e, 0x3b, 0x46),
        "mayhem" => rgb(0xe2, 0x55, 0x3a),
        "heart" => rgb(0xd9, 0x43, 0x4e),
        "sword" => rgb(0xcb, 0xd2, 0xda),
        "shield" => rgb(0x3f, 0x6f, 0xb5),
        "fire" => rgb(0xf0, 0x77, 0x2f),
        "card" => rgb(0x4a, 0x78, 0xc2),
        "point" => rgb(0x5b, 0x9a, 0x4a),
        "chrome" => rgb(0xc4, 0xca, 0xd3),
        "wheel" => rgb(0x8b, 0x5a, 0x2b),
        "skull" => rgb(0xed, 0xe6, 0xd6),
        "eye" => rgb(0x3d, 0x7b, 0xc8),
        "key" => rgb(0xd9, 0xa4, 0x41),
        "hit" => rgb(0xd6, 0x2f, 0x2f),
        "dodge" => rgb(0x3a, 0x9f, 0xd6),
        other => hashed_color(other),
    }
}

fn hashed_color(name: &str) -> Color32 {
    let h = name
        .bytes()
        .fold(2166136261_u32, |h, b| (h ^ b as u32).wrapping_mul(16777619));
    let hue = (h % 360) as f32 / 360.0;
    egui::ecolor::Hsva::new(hue, 0.45, 0.7, 1.0).into()
}

/// Paints the icon `name` inside `rect`. `tint` replaces the icon's main colour.
pub fn paint_icon(painter: &Painter, rect: Rect, name: &str, tint: Option<Color32>) {
    if !rect.is_finite() || rect.width() <= 0.5 || rect.height() <= 0.5 {
        return;
    }
    let key = name.trim().to_ascii_lowercase();
    let fill = tint.unwrap_or_else(|| default_color(&key));
    let c = rect.center();
    let r = rect.size().min_elem() * 0.5 * 0.94;
    let p = Pen::new(painter, c, r, fill);
    match key.as_str() {
        "coin" => p.coin(),
        "gear" => p.gear(),
        "steam" => p.steam(),
        "water" => p.water(),
        "star" => p.star(),
        "bolt" => p.bolt(),
        "copper" => p.copper(),
        "scientist" => p.flask(),
        "codex" => p.book(),
        "mayhem" => p.burst(),
        "heart" => p.heart(),
        "sword" => p.sword(),
        "shield" => p.shield(),
        "crown" => p.crown(),
        "fire" => p.fire(),
        "card" => p.cards(),
        "point" => p.laurel(),
        "chrome" => p.nut(),
        "wheel" => p.wheel(),
        "skull" => p.skull(),
        "eye" => p.eye(),
        "key" => p.key(),
        "hit" => p.hit(),
        "dodge" => p.dodge(),
        _ => p.disc_with_letter(name),
    }
}

/// Paints the fallback of an unknown icon: a disc with the name's first letter.
pub fn paint_labelled_disc(painter: &Painter, rect: Rect, name: &str, tint: Option<Color32>) {
    if !rect.is_finite() {
        return;
    }
    let fill = tint.unwrap_or_else(|| hashed_color(name));
    let r = rect.size().min_elem() * 0.5 * 0.94;
    Pen::new(painter, rect.center(), r, fill).disc_with_letter(name);
}

/// Draws in a unit frame: `(-1, -1)` is the top left of the icon, `(1, 1)` the bottom right.
struct Pen<'p> {
    painter: &'p Painter,
    c: Pos2,
    r: f32,
    fill: Color32,
    outline: Stroke,
}

impl<'p> Pen<'p> {
    fn new(painter: &'p Painter, c: Pos2, r: f32, fill: Color32) -> Self {
        let edge = darker(palette::outline_of(fill), 0.15);
        Pen {
            painter,
            c,
            r,
            fill,
            outline: Stroke::new((r * 0.1).clamp(0.7, 2.4), edge),
        }
    }

    fn at(&self, x: f32, y: f32) -> Pos2 {
        pos2(self.c.x + x * self.r, self.c.y + y * self.r)
    }

    fn pts(&self, pts: &[[f32; 2]]) -> Vec<Pos2> {
        pts.iter().map(|[x, y]| self.at(*x, *y)).collect()
    }

    fn rotated(&self, pts: &[[f32; 2]], angle: f32) -> Vec<Pos2> {
        let rot = Rot2::from_angle(angle);
        pts.iter()
            .map(|[x, y]| self.c + rot * (vec2(*x, *y) * self.r))
            .collect()
    }

    fn w(&self, k: f32) -> f32 {
        (self.r * k).max(0.5)
    }

    fn thin(&self, color: Color32) -> Stroke {
        Stroke::new(self.outline.width * 0.6, color)
    }

    fn coin(&self) {
        let c = self.c;
        let r = self.r;
        self.painter
            .circle(c, r, darker(self.fill, 0.18), self.outline);
        self.painter.circle_filled(c, r * 0.78, self.fill);
        self.painter
            .circle_stroke(c, r * 0.78, self.thin(darker(self.fill, 0.35)));
        self.painter
            .circle_filled(c, r * 0.34, darker(self.fill, 0.12));
        self.painter
            .circle_stroke(c, r * 0.34, self.thin(darker(self.fill, 0.3)));
        // Shine.
        let arc: Vec<Pos2> = (0..=8)
            .map(|i| {
                let a = PI + 0.35 + i as f32 * 0.12;
                c + vec2(a.cos(), a.sin()) * r * 0.6
            })
            .collect();
        self.painter.add(Shape::line(
            arc,
            Stroke::new(self.w(0.1), with_alpha(Color32::WHITE, 170)),
        ));
    }

    fn gear(&self) {
        let teeth = 8;
        let step = TAU / teeth as f32;
        let mut pts = Vec::with_capacity(teeth * 4);
        for i in 0..teeth {
            let a = i as f32 * step;
            for (k, rad) in [(-0.32, 0.74), (-0.18, 1.0), (0.18, 1.0), (0.32, 0.74)] {
                let ang = a + k * step;
                pts.push(self.c + vec2(ang.cos(), ang.sin()) * self.r * rad);
            }
        }
        self.painter.polygon(&pts, self.fill, self.outline);
        self.painter
            .circle_stroke(self.c, self.r * 0.52, self.thin(lighter(self.fill, 0.4)));
        self.painter.circle(
            self.c,
            self.r * 0.26,
            darker(self.fill, 0.55),
            self.thin(self.outline.color),
        );
    }

    fn steam(&self) {
        let puffs = [
            (-0.5, 0.28, 0.36),
            (0.48, 0.3, 0.34),
            (-0.14, 0.0, 0.44),
            (0.28, -0.28, 0.4),
            (0.0, 0.42, 0.34),
        ];
        let w = self.outline.width;
        for (x, y, rr) in puffs {
            self.painter
                .circle_filled(self.at(x, y), rr * self.r + w, self.outline.color);
        }
        for (x, y, rr) in puffs {
            self.painter
                .circle_filled(self.at(x, y), rr * self.r, self.fill);
        }
        self.painter.circle_filled(
            self.at(0.18, -0.38),
            self.r * 0.14,
            with_alpha(Color32::WHITE, 200),
        );
    }

    fn drop_points(&self, cx: f32, cy: f32, rr: f32, apex_y: f32) -> Vec<Pos2> {
        let d = (cy - apex_y).max(rr * 1.05);
        let phi = (rr / d).clamp(-1.0, 1.0).acos();
        let start = -FRAC_PI_2 + phi;
        let end = -FRAC_PI_2 - phi + TAU;
        let mut pts = vec![self.at(cx, apex_y)];
        let steps = 20;
        for i in 0..=steps {
            let a = start + (end - start) * i as f32 / steps as f32;
            pts.push(self.at(cx + rr * a.cos(), cy + rr * a.sin()));
        }
        pts
    }

    fn water(&self) {
        let pts = self.drop_points(0.0, 0.3, 0.62, -0.98);
        self.painter.polygon(&pts, self.fill, self.outline);
        self.painter.add(Shape::ellipse_filled(
            self.at(-0.24, 0.22),
            vec2(self.r * 0.12, self.r * 0.22),
            with_alpha(Color32::WHITE, 190),
        ));
    }

    fn star(&self) {
        let pts = ring_points(self.c, &[self.r, self.r * 0.46], 5, -FRAC_PI_2);
        self.painter.polygon(&pts, self.fill, self.outline);
        let inner = ring_points(
            self.c + vec2(0.0, self.r * 0.04),
            &[self.r * 0.5, self.r * 0.23],
            5,
            -FRAC_PI_2,
        );
        self.painter
            .polygon(&inner, lighter(self.fill, 0.35), Stroke::NONE);
    }

    fn bolt(&self) {
        let pts = self.pts(&[
            [0.02, -0.98],
            [0.55, -0.98],
            [0.18, -0.22],
            [0.62, -0.22],
            [-0.32, 1.0],
            [-0.08, 0.12],
            [-0.55, 0.12],
        ]);
        self.painter.polygon(&pts, self.fill, self.outline);
        self.painter.line_segment(
            [self.at(0.1, -0.85), self.at(-0.3, 0.0)],
            Stroke::new(self.w(0.08), with_alpha(Color32::WHITE, 170)),
        );
    }

    fn copper(&self) {
        let front = self.pts(&[[-0.95, 0.6], [0.95, 0.6], [0.7, -0.08], [-0.7, -0.08]]);
        let top = self.pts(&[[-0.7, -0.08], [0.7, -0.08], [0.52, -0.5], [-0.52, -0.5]]);
        self.painter.polygon(&front, self.fill, self.outline);
        self.painter
            .polygon(&top, lighter(self.fill, 0.3), self.outline);
        self.painter.line_segment(
            [self.at(-0.55, 0.25), self.at(0.3, 0.25)],
            Stroke::new(self.w(0.07), with_alpha(lighter(self.fill, 0.6), 200)),
        );
    }

    fn flask(&self) {
        let glass = Color32::from_rgb(0xdc, 0xef, 0xf5);
        let edge = Stroke::new(self.outline.width, Color32::from_rgb(0x3a, 0x4a, 0x55));
        let body = self.pts(&[[-0.2, -0.35], [0.2, -0.35], [0.8, 0.9], [-0.8, 0.9]]);
        let neck = Rect::from_min_max(self.at(-0.2, -0.86), self.at(0.2, -0.3));
        self.painter.polygon(&body, glass, edge);
        self.painter
            .rect(neck, 0.0, glass, edge, StrokeKind::Middle);
        // Cover the seam between neck and body.
        self.painter.rect_filled(
            Rect::from_min_max(self.at(-0.17, -0.38), self.at(0.17, -0.28)),
            0.0,
            glass,
        );
        let liquid = self.pts(&[[-0.47, 0.28], [0.47, 0.28], [0.72, 0.82], [-0.72, 0.82]]);
        self.painter.polygon(&liquid, self.fill, Stroke::NONE);
        self.painter.line_segment(
            [self.at(-0.3, -0.9), self.at(0.3, -0.9)],
            Stroke::new(self.w(0.14), edge.color),
        );
        self.painter.circle_filled(
            self.at(-0.1, 0.5),
            self.r * 0.08,
            with_alpha(Color32::WHITE, 200),
        );
        self.painter.circle_filled(
            self.at(0.18, 0.62),
            self.r * 0.06,
            with_alpha(Color32::WHITE, 200),
        );
        self.painter.circle_filled(
            self.at(0.02, 0.05),
            self.r * 0.06,
            with_alpha(self.fill, 200),
        );
    }

    fn book(&self) {
        let pages = Rect::from_min_max(self.at(-0.55, -0.72), self.at(0.82, 0.92));
        self.painter.rect(
            pages,
            radius(self.r * 0.08),
            palette::PAPER,
            self.outline,
            StrokeKind::Middle,
        );
        for k in [0.78, 0.84] {
            self.painter.line_segment(
                [self.at(-0.5, k), self.at(0.78, k)],
                self.thin(Color32::from_gray(170)),
            );
        }
        let cover = Rect::from_min_max(self.at(-0.8, -0.92), self.at(0.66, 0.72));
        self.painter.rect(
            cover,
            radius(self.r * 0.1),
            self.fill,
            self.outline,
            StrokeKind::Middle,
        );
        let spine = Rect::from_min_max(self.at(-0.8, -0.92), self.at(-0.56, 0.72));
        self.painter
            .rect_filled(spine, radius(self.r * 0.08), darker(self.fill, 0.3));
        let gold = Color32::from_rgb(0xe8, 0xc0, 0x50);
        let emblem = ring_points(self.at(0.05, -0.12), &[self.r * 0.26], 4, -FRAC_PI_2);
        self.painter
            .polygon(&emblem, gold, self.thin(darker(gold, 0.4)));
        let ribbon = self.pts(&[
            [0.3, 0.7],
            [0.46, 0.7],
            [0.46, 1.0],
            [0.38, 0.9],
            [0.3, 1.0],
        ]);
        self.painter.polygon(&ribbon, gold, Stroke::NONE);
    }

    fn burst(&self) {
        let rr = self.r;
        let outer = ring_points(self.c, &[rr, rr * 0.55, rr * 0.82, rr * 0.5], 5, -1.4);
        self.painter.polygon(&outer, self.fill, self.outline);
        let inner = ring_points(self.c, &[rr * 0.58, rr * 0.3], 7, -1.2);
        self.painter
            .polygon(&inner, Color32::from_rgb(0xff, 0xd3, 0x4d), Stroke::NONE);
        self.painter
            .circle_filled(self.c, rr * 0.14, Color32::from_rgb(0xff, 0xf4, 0xc8));
    }

    /// An impact: a jagged eight-pointed star with a pale core.
    fn hit(&self) {
        let rr = self.r;
        let outer = ring_points(self.c, &[rr, rr * 0.5], 8, -PI / 2.0);
        self.painter.polygon(&outer, self.fill, self.outline);
        let inner = ring_points(self.c, &[rr * 0.5, rr * 0.26], 8, -PI / 2.0 + 0.2);
        self.painter
            .polygon(&inner, lighter(self.fill, 0.55), Stroke::NONE);
    }

    /// A sidestep: a curved arrow with speed lines.
    fn dodge(&self) {
        let arc: Vec<Pos2> = (0..=12)
            .map(|i| {
                let a = PI * 0.95 + i as f32 / 12.0 * PI * 0.85;
                self.at(0.15 + a.cos() * 0.7, 0.25 + a.sin() * 0.7)
            })
            .collect();
        let end = arc[arc.len() - 1];
        let before = arc[arc.len() - 2];
        let w = self.w(0.2);
        self.painter.add(Shape::line(
            arc.clone(),
            Stroke::new(w + self.outline.width * 2.0, self.outline.color),
        ));
        self.painter
            .add(Shape::line(arc, Stroke::new(w, self.fill)));
        let dir = (end - before).normalized();
        let side = vec2(-dir.y, dir.x);
        let len = self.r * 0.5;
        let head = vec![
            end + dir * len * 0.6,
            end - side * len * 0.55,
            end + side * len * 0.55,
        ];
        self.painter.polygon(&head, self.fill, self.outline);
        for (i, y) in [-0.05f32, 0.3, 0.65].iter().enumerate() {
            let x0 = -0.95 + i as f32 * 0.08;
            self.painter.line_segment(
                [self.at(x0, *y), self.at(x0 + 0.35, *y)],
                Stroke::new(self.w(0.09), with_alpha(self.outline.color, 200)),
            );
        }
    }

    fn heart(&self) {
        let pts: Vec<Pos2> = (0..48)
            .map(|i| {
                let t = i as f32 / 48.0 * TAU;
                let x = 16.0 * t.sin().powi(3);
                let y = 13.0 * t.cos()
                    - 5.0 * (2.0 * t).cos()
                    - 2.0 * (3.0 * t).cos()
                    - (4.0 * t).cos();
                self.at(x / 16.5, -y / 15.5 - 0.12)
            })
            .collect();
        self.painter.polygon(&pts, self.fill, self.outline);
        self.painter.add(Shape::ellipse_filled(
            self.at(-0.45, -0.35),
            vec2(self.r * 0.16, self.r * 0.12),
            with_alpha(Color32::WHITE, 170),
        ));
    }

    fn sword(&self) {
        let angle = PI / 4.0;
        let steel = self.fill;
        let blade = self.rotated(
            &[
                [0.0, -1.18],
                [0.15, -0.98],
                [0.15, 0.32],
                [-0.15, 0.32],
                [-0.15, -0.98],
            ],
            angle,
        );
        self.painter.polygon(&blade, steel, self.outline);
        let fuller = self.rotated(&[[0.0, -0.9], [0.0, 0.25]], angle);
        self.painter
            .line_segment([fuller[0], fuller[1]], self.thin(darker(steel, 0.3)));
        let brass = Color32::from_rgb(0xc9, 0x9a, 0x3a);
        let guard = self.rotated(
            &[[-0.45, 0.3], [0.45, 0.3], [0.45, 0.46], [-0.45, 0.46]],
            angle,
        );
        self.painter.polygon(&guard, brass, self.outline);
        let leather = Color32::from_rgb(0x6b, 0x43, 0x2a);
        let grip = self.rotated(
            &[[-0.09, 0.46], [0.09, 0.46], [0.09, 0.86], [-0.09, 0.86]],
            angle,
        );
        self.painter.polygon(&grip, leather, self.outline);
        let pommel = self.rotated(&[[0.0, 0.96]], angle)[0];
        self.painter
            .circle(pommel, self.r * 0.13, brass, self.outline);
    }

    fn shield_points(&self, k: f32) -> Vec<Pos2> {
        let mut pts = vec![[-0.82, -0.88], [0.82, -0.88], [0.82, -0.1]];
        for i in 1..10 {
            let t = i as f32 / 10.0;
            // Quadratic curve from (0.82, -0.1) via (0.78, 0.62) to (0, 1).
            let (x0, y0, x1, y1, x2, y2) = (0.82, -0.1, 0.78, 0.62, 0.0, 1.0);
            let u = 1.0 - t;
            pts.push([
                u * u * x0 + 2.0 * u * t * x1 + t * t * x2,
                u * u * y0 + 2.0 * u * t * y1 + t * t * y2,
            ]);
        }
        pts.push([0.0, 1.0]);
        let right: Vec<[f32; 2]> = pts[2..pts.len() - 1].to_vec();
        for [x, y] in right.iter().rev() {
            pts.push([-x, *y]);
        }
        let pts: Vec<[f32; 2]> = pts
            .into_iter()
            .map(|[x, y]| [x * k, y * k - (1.0 - k) * 0.1])
            .collect();
        self.pts(&pts)
    }

    fn shield(&self) {
        let silver = Color32::from_rgb(0xc9, 0xce, 0xd6);
        self.painter
            .polygon(&self.shield_points(1.0), silver, self.outline);
        self.painter.polygon(
            &self.shield_points(0.78),
            self.fill,
            self.thin(darker(self.fill, 0.4)),
        );
        let band = self.pts(&[[-0.64, -0.2], [0.64, -0.2], [0.64, 0.0], [-0.64, 0.0]]);
        self.painter
            .polygon(&band, lighter(self.fill, 0.55), Stroke::NONE);
    }

    fn crown(&self) {
        let pts = self.pts(&[
            [-0.82, 0.6],
            [0.82, 0.6],
            [0.95, -0.5],
            [0.45, -0.02],
            [0.0, -0.72],
            [-0.45, -0.02],
            [-0.95, -0.5],
        ]);
        self.painter.polygon(&pts, self.fill, self.outline);
        let band = Rect::from_min_max(self.at(-0.84, 0.38), self.at(0.84, 0.72));
        self.painter.rect(
            band,
            radius(self.r * 0.06),
            darker(self.fill, 0.15),
            self.outline,
            StrokeKind::Middle,
        );
        let ruby = Color32::from_rgb(0xd2, 0x3a, 0x4a);
        let sapphire = Color32::from_rgb(0x3a, 0x6e, 0xd2);
        for (x, y, c) in [
            (-0.95, -0.5, ruby),
            (0.0, -0.72, sapphire),
            (0.95, -0.5, ruby),
        ] {
            self.painter.circle(
                self.at(x, y),
                self.r * 0.13,
                c,
                self.thin(self.outline.color),
            );
        }
        for (x, c) in [(-0.45, sapphire), (0.0, ruby), (0.45, sapphire)] {
            self.painter
                .circle_filled(self.at(x, 0.55), self.r * 0.09, c);
        }
    }

    fn flame_points(&self, k: f32, dy: f32) -> Vec<Pos2> {
        let mut pts: Vec<[f32; 2]> = vec![
            [0.0, -1.0],
            [0.22, -0.52],
            [0.46, -0.8],
            [0.58, -0.3],
            [0.62, 0.12],
        ];
        let steps = 12;
        for i in 0..=steps {
            let a = 0.0 + PI * i as f32 / steps as f32;
            pts.push([0.62 * a.cos(), 0.36 + 0.6 * a.sin()]);
        }
        pts.extend_from_slice(&[[-0.62, 0.1], [-0.52, -0.32], [-0.4, -0.58], [-0.2, -0.3]]);
        let pts: Vec<[f32; 2]> = pts.into_iter().map(|[x, y]| [x * k, y * k + dy]).collect();
        self.pts(&pts)
    }

    fn fire(&self) {
        let outer = self.flame_points(1.0, 0.0);
        self.painter.polygon(&outer, self.fill, self.outline);
        let inner = self.flame_points(0.58, 0.38);
        self.painter
            .polygon(&inner, Color32::from_rgb(0xff, 0xd2, 0x3f), Stroke::NONE);
        self.painter.circle_filled(
            self.at(0.0, 0.72),
            self.r * 0.16,
            Color32::from_rgb(0xff, 0xf2, 0xb0),
        );
    }

    fn card_shape(&self, angle: f32, dx: f32, fill: Color32) {
        let rot = Rot2::from_angle(angle);
        let corners = [[-0.46, -0.66], [0.46, -0.66], [0.46, 0.66], [-0.46, 0.66]];
        let pts: Vec<Pos2> = corners
            .iter()
            .map(|[x, y]| self.c + vec2(dx * self.r, 0.0) + rot * (vec2(*x, *y) * self.r))
            .collect();
        self.painter.polygon(&pts, fill, self.outline);
        let inner: Vec<Pos2> = corners
            .iter()
            .map(|[x, y]| self.c + vec2(dx * self.r, 0.0) + rot * (vec2(*x, *y) * self.r * 0.72))
            .collect();
        self.painter.add(Shape::closed_line(
            inner,
            self.thin(with_alpha(self.fill, 220)),
        ));
    }

    fn cards(&self) {
        self.card_shape(-0.32, -0.22, lighter(self.fill, 0.75));
        self.card_shape(0.18, 0.2, palette::PAPER);
        let center = self.c + vec2(0.2 * self.r, 0.0);
        let pip = ring_points(center, &[self.r * 0.22], 4, -FRAC_PI_2);
        let rot = Rot2::from_angle(0.18);
        let pip: Vec<Pos2> = pip.iter().map(|p| center + rot * (*p - center)).collect();
        self.painter.polygon(&pip, self.fill, Stroke::NONE);
    }

    fn leaf(&self, base: Pos2, angle: f32, len: f32, width: f32, color: Color32) {
        let dir = vec2(angle.cos(), angle.sin());
        let n = vec2(-dir.y, dir.x);
        let steps = 6;
        let mut pts = Vec::with_capacity(steps * 2);
        for i in 0..=steps {
            let t = i as f32 / steps as f32;
            pts.push(base + dir * len * t + n * width * (t * PI).sin());
        }
        for i in (1..steps).rev() {
            let t = i as f32 / steps as f32;
            pts.push(base + dir * len * t - n * width * (t * PI).sin());
        }
        self.painter
            .polygon(&pts, color, self.thin(darker(color, 0.45)));
    }

    fn laurel(&self) {
        let green = self.fill;
        let stem = Stroke::new(self.w(0.07), darker(green, 0.4));
        for side in [-1.0_f32, 1.0] {
            let arc: Vec<Pos2> = (0..=12)
                .map(|i| {
                    let a = FRAC_PI_2 + side * (0.25 + 2.3 * i as f32 / 12.0);
                    self.c + vec2(a.cos(), a.sin()) * self.r * 0.68
                })
                .collect();
            self.painter.add(Shape::line(arc, stem));
            for k in 0..5 {
                let a = FRAC_PI_2 + side * (0.45 + 0.5 * k as f32);
                let base = self.c + vec2(a.cos(), a.sin()) * self.r * 0.68;
                // Leaves point along the branch (upwards), tilted outwards.
                let tangent = a + side * FRAC_PI_2;
                self.leaf(
                    base,
                    tangent - side * 0.5,
                    self.r * 0.42,
                    self.r * 0.12,
                    green,
                );
                self.leaf(
                    base,
                    tangent + side * 0.35,
                    self.r * 0.36,
                    self.r * 0.1,
                    lighter(green, 0.15),
                );
            }
        }
        let gold = Color32::from_rgb(0xf2, 0xc2, 0x30);
        let star = ring_points(self.c, &[self.r * 0.36, self.r * 0.16], 5, -FRAC_PI_2);
        self.painter
            .polygon(&star, gold, self.thin(darker(gold, 0.45)));
    }

    fn nut(&self) {
        let hex = ring_points(self.c, &[self.r], 6, 0.0);
        self.painter.polygon(&hex, self.fill, self.outline);
        let upper: Vec<Pos2> = vec![hex[3], hex[4], hex[5], hex[0]];
        self.painter
            .polygon(&upper, lighter(self.fill, 0.35), Stroke::NONE);
        self.painter.add(Shape::closed_line(hex, self.outline));
        self.painter.circle(
            self.c,
            self.r * 0.42,
            Color32::from_rgb(0x5e, 0x66, 0x70),
            self.outline,
        );
        self.painter.circle_stroke(
            self.c,
            self.r * 0.3,
            self.thin(Color32::from_rgb(0x8a, 0x92, 0x9c)),
        );
        self.painter.line_segment(
            [self.at(-0.72, -0.42), self.at(-0.3, -0.72)],
            Stroke::new(self.w(0.08), with_alpha(Color32::WHITE, 200)),
        );
    }

    fn wheel(&self) {
        let rim_r = self.r * 0.8;
        let rim_w = self.r * 0.22;
        self.painter
            .circle_stroke(self.c, rim_r, Stroke::new(rim_w, self.fill));
        for k in [rim_r + rim_w * 0.5, rim_r - rim_w * 0.5] {
            self.painter.circle_stroke(self.c, k, self.outline);
        }
        for i in 0..6 {
            let a = i as f32 * TAU / 6.0 + 0.2;
            let d = vec2(a.cos(), a.sin());
            self.painter.line_segment(
                [
                    self.c + d * self.r * 0.2,
                    self.c + d * (rim_r - rim_w * 0.5),
                ],
                Stroke::new(self.w(0.11), darker(self.fill, 0.15)),
            );
        }
        self.painter
            .circle(self.c, self.r * 0.24, darker(self.fill, 0.25), self.outline);
        self.painter
            .circle_filled(self.c, self.r * 0.08, darker(self.fill, 0.6));
    }

    fn skull(&self) {
        let w = self.outline.width;
        let jaw = Rect::from_min_max(self.at(-0.44, 0.2), self.at(0.44, 0.9));
        let crown_c = self.at(0.0, -0.18);
        let crown_r = self.r * 0.74;
        self.painter
            .circle_filled(crown_c, crown_r + w, self.outline.color);
        self.painter
            .rect_filled(jaw.expand(w), radius(self.r * 0.16 + w), self.outline.color);
        self.painter.circle_filled(crown_c, crown_r, self.fill);
        self.painter
            .rect_filled(jaw, radius(self.r * 0.16), self.fill);
        let socket = Color32::from_rgb(0x2e, 0x2a, 0x2a);
        for x in [-0.3, 0.3] {
            self.painter
                .circle_filled(self.at(x, -0.12), self.r * 0.21, socket);
        }
        let nose = self.pts(&[[0.0, 0.14], [0.12, 0.36], [-0.12, 0.36]]);
        self.painter.polygon(&nose, socket, Stroke::NONE);
        for x in [-0.22, 0.0, 0.22] {
            self.painter.line_segment(
                [self.at(x, 0.58), self.at(x, 0.9)],
                Stroke::new(w * 0.8, socket),
            );
        }
    }

    fn eye(&self) {
        let steps = 16;
        let mut pts = Vec::with_capacity(steps * 2);
        for i in 0..=steps {
            let t = i as f32 / steps as f32;
            pts.push(self.at(-0.98 + 1.96 * t, -0.6 * (t * PI).sin()));
        }
        for i in (1..steps).rev() {
            let t = i as f32 / steps as f32;
            pts.push(self.at(-0.98 + 1.96 * t, 0.6 * (t * PI).sin()));
        }
        self.painter
            .polygon(&pts, Color32::from_rgb(0xfa, 0xfa, 0xf7), self.outline);
        self.painter.circle(
            self.c,
            self.r * 0.42,
            self.fill,
            self.thin(darker(self.fill, 0.5)),
        );
        self.painter
            .circle_filled(self.c, self.r * 0.19, Color32::from_rgb(0x15, 0x15, 0x18));
        self.painter
            .circle_filled(self.at(-0.14, -0.14), self.r * 0.08, Color32::WHITE);
    }

    fn key(&self) {
        let angle = -PI / 4.0;
        let blade = self.rotated(
            &[
                [-0.2, -0.09],
                [0.98, -0.09],
                [0.98, 0.32],
                [0.82, 0.32],
                [0.82, 0.09],
                [0.7, 0.09],
                [0.7, 0.4],
                [0.55, 0.4],
                [0.55, 0.09],
                [-0.2, 0.09],
            ],
            angle,
        );
        let shift = Rot2::from_angle(angle) * vec2(0.28 * self.r, 0.0);
        let blade: Vec<Pos2> = blade.into_iter().map(|p| p - shift).collect();
        self.painter.polygon(&blade, self.fill, self.outline);
        let bow = self.c + Rot2::from_angle(angle) * vec2(-0.52 * self.r, 0.0) - shift * 0.2;
        let ring_r = self.r * 0.3;
        let ring_w = self.r * 0.2;
        self.painter
            .circle_stroke(bow, ring_r, Stroke::new(ring_w, self.fill));
        self.painter
            .circle_stroke(bow, ring_r + ring_w * 0.5, self.outline);
        self.painter
            .circle_stroke(bow, ring_r - ring_w * 0.5, self.outline);
    }

    fn disc_with_letter(&self, name: &str) {
        self.painter.circle(self.c, self.r, self.fill, self.outline);
        let shown = name.strip_prefix("image:").unwrap_or(name).trim();
        let letter: String = shown
            .chars()
            .next()
            .map(|c| c.to_uppercase().collect())
            .unwrap_or_else(|| "?".to_owned());
        self.painter.text_at(
            self.c,
            Align2::CENTER_CENTER,
            &letter,
            FontId::proportional((self.r * 1.15).max(4.0)),
            palette::text_on(self.fill),
            true,
        );
    }
}
