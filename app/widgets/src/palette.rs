//! Colours: parsing the view vocabulary's [`Color`] strings, seat colours, and small helpers
//! for shading (lighter/darker variants, readable text on a fill).

use egui::{Color32, Visuals};
use parlour_plugin_api::Color;

/// Grey used for colours we cannot parse.
pub const UNKNOWN: Color32 = Color32::from_rgb(0x8a, 0x8d, 0x91);

/// Gold used to mark elements the player can act on.
pub const LEGAL: Color32 = Color32::from_rgb(0xff, 0xc1, 0x2e);

/// The face of a card (and other printed paper): warm ivory, the same in both themes.
pub const PAPER: Color32 = Color32::from_rgb(0xfb, 0xf6, 0xea);

/// Ink printed on [`PAPER`].
pub const INK: Color32 = Color32::from_rgb(0x2b, 0x27, 0x22);

/// The colour of seat `seat`: six distinct, friendly colours, then generated hues.
pub fn seat_color(seat: u32) -> Color32 {
    const SEATS: [Color32; 6] = [
        Color32::from_rgb(0xd6, 0x45, 0x45), // red
        Color32::from_rgb(0x3b, 0x7d, 0xd8), // blue
        Color32::from_rgb(0x3f, 0xa3, 0x4d), // green
        Color32::from_rgb(0xe8, 0xb0, 0x1f), // yellow
        Color32::from_rgb(0x8f, 0x5b, 0xd0), // purple
        Color32::from_rgb(0x1f, 0xa3, 0xa3), // teal
    ];
    if let Some(c) = SEATS.get(seat as usize) {
        return *c;
    }
    // Further seats: walk the hue circle by the golden angle.
    let hue = (seat as f32 * 0.618_034).fract();
    egui::ecolor::Hsva::new(hue, 0.62, 0.82, 1.0).into()
}

/// A named colour of the vocabulary, or `None`.
pub fn named(name: &str) -> Option<Color32> {
    let c = match name.to_ascii_lowercase().as_str() {
        "red" => Color32::from_rgb(0xd6, 0x45, 0x45),
        "blue" => Color32::from_rgb(0x3b, 0x7d, 0xd8),
        "green" => Color32::from_rgb(0x3f, 0xa3, 0x4d),
        "yellow" => Color32::from_rgb(0xf2, 0xc8, 0x2f),
        "purple" => Color32::from_rgb(0x8f, 0x5b, 0xd0),
        "orange" => Color32::from_rgb(0xeb, 0x84, 0x2a),
        "black" => Color32::from_rgb(0x2a, 0x2a, 0x2e),
        "white" => Color32::from_rgb(0xf6, 0xf4, 0xef),
        "grey" | "gray" => UNKNOWN,
        "brown" => Color32::from_rgb(0x8b, 0x5a, 0x2b),
        "gold" => Color32::from_rgb(0xe0, 0xb0, 0x35),
        "silver" => Color32::from_rgb(0xbf, 0xc4, 0xcc),
        "copper" => Color32::from_rgb(0xc0, 0x6c, 0x3c),
        _ => return None,
    };
    Some(c)
}

/// Parses a colour string; `None` if it is not valid.
pub fn try_parse(value: &str) -> Option<Color32> {
    let value = value.trim();
    if let Some(hex) = value.strip_prefix('#') {
        return parse_hex(hex);
    }
    if let Some(seat) = value.strip_prefix("seat:") {
        return seat.trim().parse::<u32>().ok().map(seat_color);
    }
    named(value)
}

fn parse_hex(hex: &str) -> Option<Color32> {
    if !hex.is_ascii() {
        return None;
    }
    let byte = |i: usize| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok();
    let nibble = |i: usize| u8::from_str_radix(hex.get(i..=i)?, 16).ok().map(|n| n * 17);
    match hex.len() {
        3 => Some(Color32::from_rgb(nibble(0)?, nibble(1)?, nibble(2)?)),
        6 => Some(Color32::from_rgb(byte(0)?, byte(2)?, byte(4)?)),
        8 => Some(Color32::from_rgba_unmultiplied(
            byte(0)?,
            byte(2)?,
            byte(4)?,
            byte(6)?,
        )),
        _ => None,
    }
}

/// The colour a view [`Color`] stands for; unknown values are grey.
pub fn color(color: &Color) -> Color32 {
    try_parse(&color.0).unwrap_or(UNKNOWN)
}

/// The colour of an optional view colour, or `fallback`.
pub fn color_or(color: Option<&Color>, fallback: Color32) -> Color32 {
    color.map_or(fallback, self::color)
}

/// Mixes `a` towards `b` by `t` (0 = a, 1 = b), in gamma space, keeping `a`'s alpha.
pub fn mix(a: Color32, b: Color32, t: f32) -> Color32 {
    let t = if t.is_finite() {
        t.clamp(0.0, 1.0)
    } else {
        0.0
    };
    let l = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    let [ar, ag, ab, aa] = a.to_srgba_unmultiplied();
    let [br, bg, bb, _] = b.to_srgba_unmultiplied();
    Color32::from_rgba_unmultiplied(l(ar, br), l(ag, bg), l(ab, bb), aa)
}

/// A lighter variant.
pub fn lighter(c: Color32, t: f32) -> Color32 {
    mix(c, Color32::WHITE, t)
}

/// A darker variant.
pub fn darker(c: Color32, t: f32) -> Color32 {
    mix(c, Color32::BLACK, t)
}

/// The same colour with alpha `a` (0..=255), unmultiplied.
pub fn with_alpha(c: Color32, a: u8) -> Color32 {
    let [r, g, b, _] = c.to_srgba_unmultiplied();
    Color32::from_rgba_unmultiplied(r, g, b, a)
}

/// Perceived brightness, 0..1.
pub fn luminance(c: Color32) -> f32 {
    let [r, g, b, _] = c.to_srgba_unmultiplied();
    (0.299 * r as f32 + 0.587 * g as f32 + 0.114 * b as f32) / 255.0
}

/// Black-ish or white text, whichever reads better on `fill`.
pub fn text_on(fill: Color32) -> Color32 {
    if luminance(fill) > 0.6 {
        INK
    } else {
        Color32::WHITE
    }
}

/// An outline that separates `fill` from its surroundings.
pub fn outline_of(fill: Color32) -> Color32 {
    if luminance(fill) < 0.25 {
        lighter(fill, 0.35)
    } else {
        darker(fill, 0.45)
    }
}

/// Glow for `highlight: true` elements.
pub fn highlight_glow(visuals: &Visuals) -> Color32 {
    if visuals.dark_mode {
        Color32::from_rgb(0x6c, 0xd4, 0xff)
    } else {
        Color32::from_rgb(0x1e, 0x9b, 0xe8)
    }
}

/// Background of a board area when the plugin gives none: felt green in dark mode,
/// light wood in light mode.
pub fn board_default(visuals: &Visuals) -> Color32 {
    if visuals.dark_mode {
        Color32::from_rgb(0x2c, 0x4a, 0x3a)
    } else {
        Color32::from_rgb(0xe8, 0xd9, 0xb8)
    }
}

/// Colour of empty cells of a grid board when the plugin gives none.
pub fn cell_default(visuals: &Visuals) -> Color32 {
    if visuals.dark_mode {
        Color32::from_rgb(0x4a, 0x46, 0x3f)
    } else {
        Color32::from_rgb(0xee, 0xe4, 0xcc)
    }
}

/// Ink for walls and lines drawn on a surface of colour `surface`.
pub fn ink_on(surface: Color32) -> Color32 {
    if luminance(surface) > 0.5 {
        Color32::from_rgb(0x3a, 0x30, 0x29)
    } else {
        Color32::from_rgb(0xe9, 0xe1, 0xd2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_form() {
        assert_eq!(try_parse("#ff0000"), Some(Color32::from_rgb(255, 0, 0)));
        assert_eq!(
            try_parse("#00ff0080"),
            Some(Color32::from_rgba_unmultiplied(0, 255, 0, 128))
        );
        assert_eq!(try_parse("#fff"), Some(Color32::WHITE));
        assert_eq!(try_parse("seat:1"), Some(seat_color(1)));
        assert_eq!(try_parse("Gold"), named("gold"));
        assert_eq!(try_parse("#zzzzzz"), None);
        assert_eq!(try_parse("#ééé"), None);
        assert_eq!(try_parse("seat:-1"), None);
        assert_eq!(color(&Color::named("mauve")), UNKNOWN);
    }

    #[test]
    fn seat_colours_are_distinct() {
        let seats: Vec<Color32> = (0..12).map(seat_color).collect();
        for (i, a) in seats.iter().enumerate() {
            for b in &seats[i + 1..] {
                assert_ne!(a, b);
            }
        }
        let _ = seat_color(u32::MAX);
    }
}
