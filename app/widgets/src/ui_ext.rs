//! Small shared helpers: painting primitives every widget uses ([`PainterExt`]), a few [`Ui`]
//! conveniences ([`UiExt`]) and number sanitising.

use std::sync::Arc;

use egui::{
    Align2, Color32, CornerRadius, FontId, Galley, Mesh, Painter, Pos2, Rect, Shape, Stroke,
    StrokeKind, Ui, Vec2, epaint::RectShape, pos2, vec2,
};

use crate::palette;

/// A finite value clamped to `min..=max`; NaN and infinities become `default`.
pub fn sane(v: f32, default: f32, min: f32, max: f32) -> f32 {
    if v.is_finite() {
        v.clamp(min, max)
    } else {
        default
    }
}

/// A corner radius in points, clamped to what [`CornerRadius`] can hold.
pub fn radius(r: f32) -> CornerRadius {
    CornerRadius::same(sane(r, 0.0, 0.0, 255.0).round() as u8)
}

/// Painting helpers on top of [`Painter`].
pub trait PainterExt {
    /// Fills any simple polygon (convex or not) and strokes its outline.
    fn polygon(&self, points: &[Pos2], fill: Color32, stroke: Stroke);

    /// A soft drop shadow under a rounded rectangle.
    fn soft_shadow(&self, rect: Rect, rounding: f32, offset: Vec2, blur: f32, alpha: u8);

    /// A blurred halo around a rounded rectangle (a circle when `rounding` is half the side).
    fn glow(&self, rect: Rect, rounding: f32, width: f32, color: Color32);

    /// Lays out `text` on one line.
    fn text_galley(&self, text: &str, font: FontId, color: Color32) -> Arc<Galley>;

    /// Lays out `text`, wrapping at `width`. A word wider than `width` (a long German
    /// compound) never breaks at an arbitrary letter: the font shrinks to fit it, down to 70%,
    /// and a word still too wide is split with a hyphen.
    fn text_galley_wrapped(
        &self,
        text: &str,
        font: FontId,
        color: Color32,
        width: f32,
    ) -> Arc<Galley>;

    /// Paints text anchored at `pos`, with a faux-bold double stroke when `bold`.
    fn text_at(
        &self,
        pos: Pos2,
        anchor: Align2,
        text: &str,
        font: FontId,
        color: Color32,
        bold: bool,
    ) -> Rect;

    /// Paints a galley with its anchor at `pos`, faux-bold when `bold`.
    fn galley_at(
        &self,
        pos: Pos2,
        anchor: Align2,
        galley: Arc<Galley>,
        color: Color32,
        bold: bool,
    ) -> Rect;

    /// A small rounded badge with a number, e.g. the size of a pile.
    fn count_badge(&self, center: Pos2, text: &str, height: f32, fill: Color32);
}

impl PainterExt for Painter {
    fn polygon(&self, points: &[Pos2], fill: Color32, stroke: Stroke) {
        let points: Vec<Pos2> = points.iter().copied().filter(|p| p.is_finite()).collect();
        if points.len() < 3 {
            return;
        }
        if is_convex(&points) {
            self.add(Shape::convex_polygon(points, fill, stroke));
            return;
        }
        if fill.a() > 0 {
            let mut mesh = Mesh::default();
            for p in &points {
                mesh.colored_vertex(*p, fill);
            }
            for [a, b, c] in triangulate(&points) {
                mesh.add_triangle(a, b, c);
            }
            self.add(Shape::mesh(mesh));
            // The mesh has no anti-aliasing; a hairline of the fill colour softens its edge.
            if stroke.is_empty() {
                self.add(Shape::closed_line(points.clone(), Stroke::new(0.8, fill)));
            }
        }
        if !stroke.is_empty() {
            self.add(Shape::closed_line(points, stroke));
        }
    }

    fn soft_shadow(&self, rect: Rect, rounding: f32, offset: Vec2, blur: f32, alpha: u8) {
        if !rect.is_finite() {
            return;
        }
        self.add(
            RectShape::filled(
                rect.translate(offset),
                radius(rounding),
                Color32::from_black_alpha(alpha),
            )
            .with_blur_width(blur.max(0.0)),
        );
    }

    fn glow(&self, rect: Rect, rounding: f32, width: f32, color: Color32) {
        if !rect.is_finite() || width <= 0.0 {
            return;
        }
        self.add(
            RectShape::filled(
                rect.expand(width * 0.5),
                radius(rounding + width * 0.5),
                color,
            )
            .with_blur_width(width * 1.6),
        );
    }

    fn text_galley(&self, text: &str, font: FontId, color: Color32) -> Arc<Galley> {
        self.layout_no_wrap(text.to_owned(), font, color)
    }

    fn text_galley_wrapped(
        &self,
        text: &str,
        font: FontId,
        color: Color32,
        width: f32,
    ) -> Arc<Galley> {
        let width = width.max(1.0);
        let (text, font) = fit_long_words(self, text, font, width);
        self.layout(text, font, color, width)
    }

    fn text_at(
        &self,
        pos: Pos2,
        anchor: Align2,
        text: &str,
        font: FontId,
        color: Color32,
        bold: bool,
    ) -> Rect {
        let galley = PainterExt::text_galley(self, text, font, color);
        self.galley_at(pos, anchor, galley, color, bold)
    }

    fn galley_at(
        &self,
        pos: Pos2,
        anchor: Align2,
        galley: Arc<Galley>,
        color: Color32,
        bold: bool,
    ) -> Rect {
        let rect = anchor.anchor_size(pos, galley.size());
        if !rect.is_finite() {
            return Rect::NOTHING;
        }
        if bold {
            // By the height of one row: a title on two rows is no bolder than on one (a wider
            // nudge splits each stroke in two).
            let row = galley.rows.first().map_or(galley.size().y, |r| r.size.y);
            let nudge = (row / 28.0).clamp(0.35, 1.2);
            self.galley(rect.min + vec2(nudge, 0.0), galley.clone(), color);
        }
        self.galley(rect.min, galley, color);
        rect
    }

    fn count_badge(&self, center: Pos2, text: &str, height: f32, fill: Color32) {
        let font = FontId::proportional(height * 0.68);
        let galley = PainterExt::text_galley(self, text, font, palette::text_on(fill));
        let w = (galley.size().x + height * 0.55).max(height);
        let rect = Rect::from_center_size(center, vec2(w, height));
        self.soft_shadow(rect, height * 0.5, vec2(0.0, 1.0), 2.0, 90);
        self.rect(
            rect,
            radius(height * 0.5),
            fill,
            Stroke::new(1.2, Color32::WHITE),
            StrokeKind::Outside,
        );
        let text_color = palette::text_on(fill);
        self.galley_at(center, Align2::CENTER_CENTER, galley, text_color, true);
    }
}

/// Conveniences on [`Ui`].
pub trait UiExt {
    /// Whether the dark theme is active.
    fn is_dark(&self) -> bool;

    /// A colour for faint surfaces (slots, empty spaces) that works in both themes.
    fn faint_surface(&self) -> Color32;

    /// Allocates exactly `size` (sanitised) and returns the rect.
    fn allocate_rect_sized(&mut self, size: Vec2) -> Rect;

    /// The width a widget that scales to fit should use: what is left on the current line of
    /// a wrapping row when that is a fair share, else the whole width (the widget then wraps).
    /// Always finite and positive.
    fn fit_width(&self) -> f32;
}

impl UiExt for Ui {
    fn is_dark(&self) -> bool {
        self.visuals().dark_mode
    }

    fn faint_surface(&self) -> Color32 {
        if self.is_dark() {
            Color32::from_white_alpha(18)
        } else {
            Color32::from_black_alpha(14)
        }
    }

    fn allocate_rect_sized(&mut self, size: Vec2) -> Rect {
        let size = vec2(
            sane(size.x, 0.0, 0.0, 100_000.0),
            sane(size.y, 0.0, 0.0, 100_000.0),
        );
        self.allocate_space(size).1
    }

    fn fit_width(&self) -> f32 {
        let full = self.available_width();
        let line = self.available_size_before_wrap().x;
        let w = if line.is_finite() && line >= 0.4 * full {
            line.min(full)
        } else {
            full
        };
        if w.is_finite() && w > 1.0 { w } else { 600.0 }
    }
}

/// Regular polygon / star points around `center`, starting at angle `start` (radians, 0 = right,
/// clockwise on screen since y grows downwards).
pub fn ring_points(center: Pos2, radii: &[f32], n: usize, start: f32) -> Vec<Pos2> {
    let n = n.max(1);
    let k = radii.len().max(1);
    (0..n * k)
        .map(|i| {
            let a = start + i as f32 * std::f32::consts::TAU / (n * k) as f32;
            let r = radii.get(i % k).copied().unwrap_or(1.0);
            center + vec2(a.cos(), a.sin()) * r
        })
        .collect()
}

/// Maps points given in a unit frame (`-1..1`) to a square around `center` of half-side `r`.
pub fn unit(center: Pos2, r: f32, points: &[[f32; 2]]) -> Vec<Pos2> {
    points
        .iter()
        .map(|[x, y]| pos2(center.x + x * r, center.y + y * r))
        .collect()
}

fn cross(o: Pos2, a: Pos2, b: Pos2) -> f32 {
    (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
}

fn is_convex(points: &[Pos2]) -> bool {
    let n = points.len();
    let mut sign = 0.0_f32;
    for i in 0..n {
        let c = cross(points[i], points[(i + 1) % n], points[(i + 2) % n]);
        if c.abs() < 1e-6 {
            continue;
        }
        if sign == 0.0 {
            sign = c.signum();
        } else if c.signum() != sign {
            return false;
        }
    }
    true
}

/// Ear-clipping triangulation of a simple polygon; returns index triples.
fn triangulate(points: &[Pos2]) -> Vec<[u32; 3]> {
    let n = points.len();
    let area: f32 = (0..n)
        .map(|i| {
            let (a, b) = (points[i], points[(i + 1) % n]);
            a.x * b.y - b.x * a.y
        })
        .sum();
    let orientation = area.signum();
    let mut idx: Vec<usize> = (0..n).collect();
    let mut out = Vec::with_capacity(n.saturating_sub(2));
    let mut guard = 0;
    while idx.len() > 3 && guard < n * n {
        guard += 1;
        let m = idx.len();
        let mut clipped = false;
        for i in 0..m {
            let (ia, ib, ic) = (idx[(i + m - 1) % m], idx[i], idx[(i + 1) % m]);
            let (a, b, c) = (points[ia], points[ib], points[ic]);
            if cross(a, b, c) * orientation <= 0.0 {
                continue; // reflex corner
            }
            let inside = idx.iter().any(|&j| {
                j != ia && j != ib && j != ic && in_triangle(points[j], a, b, c, orientation)
            });
            if inside {
                continue;
            }
            out.push([ia as u32, ib as u32, ic as u32]);
            idx.remove(i);
            clipped = true;
            break;
        }
        if !clipped {
            break; // degenerate polygon: fan the rest
        }
    }
    for i in 1..idx.len().saturating_sub(1) {
        out.push([idx[0] as u32, idx[i] as u32, idx[i + 1] as u32]);
    }
    out
}

fn in_triangle(p: Pos2, a: Pos2, b: Pos2, c: Pos2, orientation: f32) -> bool {
    cross(a, b, p) * orientation >= 0.0
        && cross(b, c, p) * orientation >= 0.0
        && cross(c, a, p) * orientation >= 0.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn triangulates_concave_polygons() {
        // An L shape.
        let pts = [
            pos2(0.0, 0.0),
            pos2(2.0, 0.0),
            pos2(2.0, 1.0),
            pos2(1.0, 1.0),
            pos2(1.0, 2.0),
            pos2(0.0, 2.0),
        ];
        assert!(!is_convex(&pts));
        let tris = triangulate(&pts);
        assert_eq!(tris.len(), 4);
        let area: f32 = tris
            .iter()
            .map(|[a, b, c]| {
                cross(pts[*a as usize], pts[*b as usize], pts[*c as usize]).abs() / 2.0
            })
            .sum();
        assert!((area - 3.0).abs() < 1e-4);
    }

    #[test]
    fn sanitises() {
        assert_eq!(sane(f32::NAN, 3.0, 0.0, 10.0), 3.0);
        assert_eq!(sane(f32::INFINITY, 3.0, 0.0, 10.0), 3.0);
        assert_eq!(sane(-5.0, 3.0, 0.0, 10.0), 0.0);
        assert_eq!(radius(1e9), CornerRadius::same(255));
    }
}

/// The smallest share of the font size to which a long word may shrink the text.
const SMALLEST_FIT: f32 = 0.7;

/// Makes every word of `text` fit `width`: returns the text (with hyphens where a word is
/// still too wide) and the font to lay it out with.
fn fit_long_words(painter: &Painter, text: &str, font: FontId, width: f32) -> (String, FontId) {
    let measure = |word: &str, font: &FontId| {
        painter
            .layout_no_wrap(word.to_owned(), font.clone(), Color32::WHITE)
            .size()
            .x
    };
    // Only words that could be too wide are measured (no glyph is wider than its font size).
    let suspects = |font: &FontId| {
        text.split_whitespace()
            .filter(|w| w.chars().count() as f32 * font.size > width)
            .map(|w| (w, measure(w, font)))
            .filter(|&(_, w)| w > width)
            .collect::<Vec<_>>()
    };
    let wide = suspects(&font);
    let Some(widest) = wide.iter().map(|&(_, w)| w).reduce(f32::max) else {
        return (text.to_owned(), font);
    };
    let mut font = font;
    font.size *= (width / widest).max(SMALLEST_FIT);
    let wide = suspects(&font);
    if wide.is_empty() {
        return (text.to_owned(), font);
    }
    // Still too wide at the smallest size: split such words where they fill a row.
    let mut out = String::with_capacity(text.len() + 8);
    for (i, word) in text.split(' ').enumerate() {
        if i > 0 {
            out.push(' ');
        }
        if !wide.iter().any(|&(w, _)| w == word) {
            out.push_str(word);
            continue;
        }
        out.push_str(&split_wide_word(word, |piece| measure(piece, &font), width));
    }
    (out, font)
}

/// Splits the words of `text` that are wider than `width` in `font` with hyphens where they
/// fill a row, keeping at least [`MIN_LETTERS_AT_BREAK`] letters on each side of a break, for
/// text whose size must not shrink (a card's title at the legible minimum): without it the
/// layout breaks such a word anywhere, without a hyphen ("Ganovenspit" over "al").
pub(crate) fn hyphenate_long_words(
    painter: &Painter,
    text: &str,
    font: &FontId,
    width: f32,
) -> String {
    let measure = |word: &str| {
        painter
            .layout_no_wrap(word.to_owned(), font.clone(), Color32::WHITE)
            .size()
            .x
    };
    // No glyph is wider than its font size: only longer words can be too wide.
    let too_wide =
        |word: &str| word.chars().count() as f32 * font.size > width && measure(word) > width;
    if !text.split_whitespace().any(too_wide) {
        return text.to_owned();
    }
    text.split(' ')
        .map(|word| {
            if too_wide(word) {
                split_wide_word(word, measure, width)
            } else {
                word.to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Splits one word wider than `width` into rows: a compound that already has hyphens
/// ("Zweikern-Heizkessel") breaks at them (the layout wraps after a dash), and only a part
/// still too wide is split by [`hyphenate`] (never "Zweikern-Heizkes-sel").
fn split_wide_word(word: &str, measure: impl Fn(&str) -> f32, width: f32) -> String {
    let parts: Vec<&str> = word.split_inclusive('-').collect();
    parts
        .iter()
        .map(|part| {
            if measure(part) <= width {
                (*part).to_owned()
            } else {
                let (stem, dash) = match part.strip_suffix('-') {
                    Some(stem) => (stem, "-"),
                    None => (*part, ""),
                };
                let pieces = hyphenate(stem, |piece| measure(&format!("{piece}-")) <= width);
                format!("{}{dash}", pieces.join("-\n"))
            }
        })
        .collect::<Vec<_>>()
        .concat()
}

/// The fewest letters a hyphen leaves on either side of a break ("Machtdemonstrati-/on", never
/// "Machtdemonstratio-/n").
const MIN_LETTERS_AT_BREAK: usize = 3;

/// Splits `word` into pieces that each fit (with their hyphen) where `fits` says so, filling
/// every row but keeping at least [`MIN_LETTERS_AT_BREAK`] letters on both sides of each break:
/// a short tail takes letters from the piece before it. A word too short for that is not
/// split.
fn hyphenate(word: &str, fits: impl Fn(&str) -> bool) -> Vec<String> {
    let letters = |s: &str| s.chars().filter(|c| c.is_alphanumeric()).count();
    if letters(word) < 2 * MIN_LETTERS_AT_BREAK {
        return vec![word.to_owned()];
    }
    let chars: Vec<char> = word.chars().collect();
    let mut pieces: Vec<String> = Vec::new();
    let mut start = 0;
    for i in 0..chars.len() {
        let candidate: String = chars[start..=i].iter().collect();
        if i - start >= MIN_LETTERS_AT_BREAK && !fits(&candidate) {
            // The row is full before `i`: break there, or up to three letters earlier where
            // a syllable ends ("Verbrennungs-kammer", not "Verbrennungska-mmer").
            let lo = (start + MIN_LETTERS_AT_BREAK).max(i.saturating_sub(3));
            let at = (lo..=i)
                .rev()
                .find(|&k| syllable_break(&chars, k))
                .unwrap_or(i);
            pieces.push(chars[start..at].iter().collect());
            start = at;
        }
    }
    pieces.push(chars[start..].iter().collect());
    // A tail of one or two letters borrows from the row above, which stays long enough.
    while pieces.len() > 1 {
        let n = pieces.len();
        if letters(&pieces[n - 1]) >= MIN_LETTERS_AT_BREAK {
            break;
        }
        if letters(&pieces[n - 2]) <= MIN_LETTERS_AT_BREAK {
            // Too short to give: the two join (the row may run a little wide).
            let tail = pieces.pop().unwrap_or_default();
            pieces[n - 2].push_str(&tail);
            continue;
        }
        let Some(c) = pieces[n - 2].pop() else { break };
        pieces[n - 1].insert(0, c);
    }
    pieces
}

/// Whether a word may break before its `k`-th letter as syllables do, without a dictionary:
/// after a hyphen it already has, between two consonants that are not one sound ("ch", "ck",
/// "ph", "th", "sch", "st"), or before a lone consonant between vowels ("Ge-gen").
fn syllable_break(chars: &[char], k: usize) -> bool {
    let (Some(&a), Some(&b)) = (k.checked_sub(1).and_then(|j| chars.get(j)), chars.get(k)) else {
        return false;
    };
    if a == '-' {
        return true;
    }
    if !a.is_alphabetic() || !b.is_alphabetic() {
        return false;
    }
    let vowel = |c: char| "aeiouyäöüAEIOUYÄÖÜ".contains(c);
    let (x, y) = (a.to_lowercase().next(), b.to_lowercase().next());
    let one_sound = matches!(
        (x, y),
        (Some('c'), Some('h' | 'k')) | (Some('p' | 't'), Some('h')) | (Some('s'), Some('c' | 't'))
    );
    match (vowel(a), vowel(b)) {
        (false, false) => !one_sound,
        (true, false) => chars.get(k + 1).is_some_and(|&c| vowel(c)),
        _ => false,
    }
}

#[cfg(test)]
mod fit_tests {
    use super::*;

    /// The rows of `text` laid out at `width` by the widgets' wrapping.
    fn rows(text: &str, size: f32, width: f32) -> (Vec<String>, f32) {
        let ctx = egui::Context::default();
        let mut out = (Vec::new(), 0.0);
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            let galley = ui.painter().text_galley_wrapped(
                text,
                FontId::proportional(size),
                Color32::WHITE,
                width,
            );
            out = (
                galley.rows.iter().map(|r| r.text()).collect(),
                galley
                    .job
                    .sections
                    .first()
                    .map_or(0.0, |s| s.format.font_id.size),
            );
        });
        output.textures_delta.clear();
        out
    }

    /// A card's title keeps its size: a German compound wider than the card (Maniacal's
    /// "Ganovenspital" showed as "Ganovenspit" over "al") is split with a hyphen, with at least
    /// three letters on each side, and every row fits the card.
    #[test]
    fn a_title_too_wide_for_its_card_breaks_with_a_hyphen_at_its_size() {
        let ctx = egui::Context::default();
        let mut checked = 0;
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            let painter = ui.painter();
            let font = FontId::proportional(11.0);
            for width in [40.0, 50.0, 60.0, 70.0] {
                let text = hyphenate_long_words(painter, "Das Ganovenspital", &font, width);
                let galley = painter.layout(text.clone(), font.clone(), Color32::WHITE, width);
                let rows: Vec<String> = galley.rows.iter().map(|r| r.text()).collect();
                assert_eq!(
                    rows.concat().replace("-\n", "").replace(['-', ' '], ""),
                    "DasGanovenspital",
                    "{rows:?}"
                );
                for row in &rows {
                    let w = painter
                        .layout_no_wrap(row.trim().to_owned(), font.clone(), Color32::WHITE)
                        .size()
                        .x;
                    assert!(w <= width + 0.5, "{row:?} is {w} wide at {width}: {rows:?}");
                    let letters = row.chars().filter(|c| c.is_alphanumeric()).count();
                    assert!(letters >= 3, "a row of {letters} letters: {rows:?}");
                }
                let word = painter
                    .layout_no_wrap("Ganovenspital".to_owned(), font.clone(), Color32::WHITE)
                    .size()
                    .x;
                if word > width {
                    assert!(text.contains("-\n"), "{rows:?}");
                    checked += 1;
                }
            }
            // A word that fits is left alone.
            assert_eq!(
                hyphenate_long_words(painter, "Das Ganovenspital", &font, 400.0),
                "Das Ganovenspital"
            );
        });
        output.textures_delta.clear();
        assert!(checked >= 2, "{checked} widths split the word");
    }

    /// At every width a title is laid out at, a word is either whole on its row or split with
    /// a hyphen, and a compound with a hyphen of its own breaks there first: never
    /// "Verbrennungskam" over "mer" or "Zweikern-Heizkes" over "sel".
    #[test]
    fn a_word_is_split_only_at_a_hyphen_at_any_width() {
        let ctx = egui::Context::default();
        let mut failures = Vec::new();
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            let painter = ui.painter();
            for size in [9.0, 11.0, 13.2] {
                let font = FontId::proportional(size);
                let measure = |s: &str| {
                    painter
                        .layout_no_wrap(s.to_owned(), font.clone(), Color32::WHITE)
                        .size()
                        .x
                };
                for step in 0..300 {
                    let width = 40.0 + step as f32 * 0.37;
                    for title in ["Verbrennungskammer", "Zweikern-Heizkessel", "Draufgängerin"] {
                        let text = hyphenate_long_words(painter, title, &font, width);
                        let galley =
                            painter.layout(text.clone(), font.clone(), Color32::WHITE, width);
                        let rows: Vec<String> = galley.rows.iter().map(|r| r.text()).collect();
                        let bare = rows[..rows.len() - 1]
                            .iter()
                            .any(|r| !r.ends_with('-') && !r.ends_with(char::is_whitespace));
                        // Where "Heizkessel" fits a row, the compound breaks after its dash.
                        let at_own_dash = !title.contains('-')
                            || galley.rows.len() == 1
                            || measure("Heizkessel") > width
                            || rows.iter().any(|r| r.trim() == "Heizkessel");
                        if bare || !at_own_dash {
                            failures.push(format!("{title} at {size}/{width}: {rows:?}"));
                        }
                    }
                }
            }
        });
        output.textures_delta.clear();
        assert!(
            failures.is_empty(),
            "{} layouts: {:?}",
            failures.len(),
            &failures[..failures.len().min(5)]
        );
    }

    /// A word split for its width breaks where a syllable ends when one lies within three
    /// letters of the row's end, never inside a doubled consonant or "st".
    #[test]
    fn a_split_word_breaks_between_syllables() {
        let by_letters = |n: usize| move |piece: &str| piece.chars().count() < n;
        assert_eq!(
            hyphenate("Verbrennungskammer", by_letters(15)),
            ["Verbrennungs", "kammer"]
        );
        assert_eq!(hyphenate("Gegenstand", by_letters(9)), ["Gegen", "stand"]);
        assert_eq!(
            hyphenate("Ganovenspital", by_letters(12)),
            ["Ganovenspi", "tal"]
        );
        // Without a syllable's end near the row's end, the row is filled.
        assert_eq!(hyphenate("Xxxxxxxxxx", by_letters(7)), ["Xxxxxx", "xxxx"]);
    }

    #[test]
    fn a_long_compound_shrinks_to_fit_instead_of_breaking() {
        let (rows, size) = rows("Machtdemonstration", 14.0, 110.0);
        assert_eq!(rows, ["Machtdemonstration"], "one row");
        assert!(size < 14.0, "a smaller font: {size}");
    }

    #[test]
    fn a_word_too_long_even_when_smaller_breaks_with_a_hyphen() {
        let (rows, _) = rows("die Verbrennungskammer brennt", 14.0, 60.0);
        assert!(rows.len() >= 3, "{rows:?}");
        // Every row ends with a whole word or with a hyphen, never at a bare letter.
        for row in &rows {
            let last = row.split_whitespace().last().unwrap_or_default();
            assert!(
                ["die", "brennt"].contains(&last)
                    || last.ends_with('-')
                    || last.ends_with("kammer"),
                "{rows:?}"
            );
        }
        let joined: String = rows.concat().replace("-\n", "").replace('-', "");
        assert!(joined.contains("Verbrennungskammer"), "{rows:?}");
    }

    #[test]
    fn a_break_leaves_at_least_three_letters_on_each_side() {
        // At every width that makes "Machtdemonstration" break, no row begins or ends with
        // fewer than three letters of it (the player saw "Machtdemonstratio-" over "n").
        let ctx = egui::Context::default();
        let mut checked = 0;
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            for word in [
                "Machtdemonstration",
                "Machtdemonstration.",
                "Verbrennungskammer",
            ] {
                for width in 40..140 {
                    let galley = ui.painter().text_galley_wrapped(
                        word,
                        FontId::proportional(14.0),
                        Color32::WHITE,
                        width as f32,
                    );
                    let rows: Vec<String> = galley.rows.iter().map(|r| r.text()).collect();
                    if rows.len() < 2 {
                        continue;
                    }
                    checked += 1;
                    for row in &rows {
                        let letters = row.chars().filter(|c| c.is_alphanumeric()).count();
                        assert!(letters >= 3, "{word} at {width}: {rows:?}");
                    }
                    let joined: String = rows.concat().replace("-\n", "").replace('-', "");
                    assert_eq!(joined.replace('\n', ""), word, "{rows:?}");
                }
            }
        });
        output.textures_delta.clear();
        assert!(checked > 10, "the words broke at {checked} widths only");
    }

    #[test]
    fn hyphenation_moves_a_short_tail_back() {
        // Rows of at most 17 letters: the greedy split left one letter on its own; the
        // break now also ends a syllable.
        let fits = |piece: &str| piece.chars().count() <= 17;
        assert_eq!(
            hyphenate("Machtdemonstration", fits),
            ["Machtdemonstra", "tion"]
        );
        assert_eq!(hyphenate("Macht", |_| false), ["Macht"]);
        let pieces = hyphenate("Verbrennungskammer", |p| p.chars().count() <= 4);
        assert!(pieces.iter().all(|p| p.chars().count() >= 3), "{pieces:?}");
        assert_eq!(pieces.concat(), "Verbrennungskammer");
    }

    #[test]
    fn ordinary_text_keeps_its_size() {
        let (rows, size) = rows("a few short words", 14.0, 60.0);
        assert_eq!(size, 14.0);
        assert!(rows.len() > 1);
    }
}
