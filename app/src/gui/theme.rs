//! The look of Parlour: a warm parchment-and-wood light theme and a deep green-felt dark theme.

use egui::epaint::Shadow;
use egui::{
    Color32, Context, CornerRadius, FontFamily, FontId, Margin, Stroke, TextStyle, Theme, Ui, Vec2,
    Visuals,
};
use serde::{Deserialize, Serialize};

/// The theme the player chose.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ThemeChoice {
    /// Parchment and wood.
    #[default]
    Light,
    /// Green felt at night.
    Dark,
}

/// The named colours of a theme, for the screens' own painting.
#[derive(Clone, Copy, Debug)]
pub struct Palette {
    /// The window background.
    pub background: Color32,
    /// Side and top panels.
    pub panel: Color32,
    /// Cards, tiles and dialogs.
    pub surface: Color32,
    /// A second, slightly stronger surface (rows, headers).
    pub surface_alt: Color32,
    /// The table the board lies on.
    pub table: Color32,
    pub border: Color32,
    pub ink: Color32,
    pub ink_weak: Color32,
    /// The main accent: buttons that start things.
    pub accent: Color32,
    /// Text on the accent.
    pub on_accent: Color32,
    /// Gold, for winners and highlights.
    pub gold: Color32,
    pub danger: Color32,
    pub danger_bg: Color32,
    pub success: Color32,
    pub info_bg: Color32,
}

pub const LIGHT: Palette = Palette {
    background: Color32::from_rgb(0xf1, 0xe6, 0xcf),
    panel: Color32::from_rgb(0xe6, 0xd5, 0xb3),
    surface: Color32::from_rgb(0xfb, 0xf5, 0xe8),
    surface_alt: Color32::from_rgb(0xf0, 0xe3, 0xc6),
    table: Color32::from_rgb(0xdd, 0xc3, 0x94),
    border: Color32::from_rgb(0xc9, 0xae, 0x80),
    ink: Color32::from_rgb(0x33, 0x26, 0x1b),
    ink_weak: Color32::from_rgb(0x7a, 0x65, 0x4f),
    accent: Color32::from_rgb(0x9e, 0x3b, 0x27),
    on_accent: Color32::from_rgb(0xff, 0xf8, 0xec),
    gold: Color32::from_rgb(0xc2, 0x8b, 0x1e),
    danger: Color32::from_rgb(0xa3, 0x22, 0x1b),
    danger_bg: Color32::from_rgb(0xf7, 0xd9, 0xcf),
    success: Color32::from_rgb(0x3d, 0x7a, 0x3a),
    info_bg: Color32::from_rgb(0xe2, 0xec, 0xd6),
};

pub const DARK: Palette = Palette {
    background: Color32::from_rgb(0x14, 0x24, 0x1d),
    panel: Color32::from_rgb(0x1b, 0x2e, 0x25),
    surface: Color32::from_rgb(0x23, 0x3a, 0x2f),
    surface_alt: Color32::from_rgb(0x2b, 0x46, 0x39),
    table: Color32::from_rgb(0x1e, 0x4d, 0x36),
    border: Color32::from_rgb(0x3f, 0x5f, 0x4e),
    ink: Color32::from_rgb(0xef, 0xe6, 0xd2),
    ink_weak: Color32::from_rgb(0xa9, 0xb5, 0xa2),
    accent: Color32::from_rgb(0xd9, 0xa4, 0x41),
    on_accent: Color32::from_rgb(0x22, 0x1a, 0x0c),
    gold: Color32::from_rgb(0xe8, 0xbb, 0x4f),
    danger: Color32::from_rgb(0xff, 0x8a, 0x75),
    danger_bg: Color32::from_rgb(0x4d, 0x22, 0x1d),
    success: Color32::from_rgb(0x8f, 0xd0, 0x7f),
    info_bg: Color32::from_rgb(0x24, 0x45, 0x3a),
};

/// The palette of the theme a `Ui` is drawn in.
pub fn palette(ui: &Ui) -> &'static Palette {
    palette_for(ui.visuals().dark_mode)
}

pub fn palette_for(dark: bool) -> &'static Palette {
    if dark { &DARK } else { &LIGHT }
}

/// Installs both themes' styles and selects the chosen one.
pub fn apply(ctx: &Context, choice: ThemeChoice) {
    ctx.set_style_of(Theme::Light, style(&LIGHT, false));
    ctx.set_style_of(Theme::Dark, style(&DARK, true));
    ctx.set_theme(match choice {
        ThemeChoice::Light => Theme::Light,
        ThemeChoice::Dark => Theme::Dark,
    });
}

fn style(p: &Palette, dark: bool) -> egui::Style {
    let mut style = egui::Style {
        visuals: visuals(p, dark),
        ..Default::default()
    };
    style.text_styles = [
        (
            TextStyle::Heading,
            FontId::new(26.0, FontFamily::Proportional),
        ),
        (TextStyle::Body, FontId::new(15.5, FontFamily::Proportional)),
        (
            TextStyle::Button,
            FontId::new(15.5, FontFamily::Proportional),
        ),
        (
            TextStyle::Small,
            FontId::new(12.5, FontFamily::Proportional),
        ),
        (
            TextStyle::Monospace,
            FontId::new(13.5, FontFamily::Monospace),
        ),
    ]
    .into();
    let spacing = &mut style.spacing;
    spacing.item_spacing = Vec2::new(10.0, 8.0);
    spacing.button_padding = Vec2::new(14.0, 6.0);
    spacing.interact_size.y = 30.0;
    spacing.window_margin = Margin::same(20);
    spacing.menu_margin = Margin::same(10);
    spacing.indent = 20.0;
    spacing.text_edit_width = 220.0;
    style
}

fn visuals(p: &Palette, dark: bool) -> Visuals {
    let mut v = if dark {
        Visuals::dark()
    } else {
        Visuals::light()
    };
    let radius = CornerRadius::same(8);
    v.override_text_color = Some(p.ink);
    v.panel_fill = p.background;
    v.window_fill = p.surface;
    v.window_stroke = Stroke::new(1.0, p.border);
    v.window_corner_radius = CornerRadius::same(14);
    v.window_shadow = Shadow {
        offset: [0, 6],
        blur: 24,
        spread: 0,
        color: Color32::from_black_alpha(if dark { 140 } else { 60 }),
    };
    v.popup_shadow = Shadow {
        offset: [0, 3],
        blur: 12,
        spread: 0,
        color: Color32::from_black_alpha(if dark { 120 } else { 40 }),
    };
    v.menu_corner_radius = radius;
    v.faint_bg_color = p.surface_alt;
    v.extreme_bg_color = if dark {
        Color32::from_rgb(0x10, 0x1c, 0x16)
    } else {
        Color32::from_rgb(0xff, 0xfb, 0xf2)
    };
    v.code_bg_color = p.surface_alt;
    v.hyperlink_color = p.accent;
    v.warn_fg_color = p.gold;
    v.error_fg_color = p.danger;
    v.selection.bg_fill = if dark {
        Color32::from_rgb(0x7a, 0x5c, 0x1f)
    } else {
        Color32::from_rgb(0xe0, 0xb0, 0x7a)
    };
    v.selection.stroke = Stroke::new(1.5, p.ink);

    let w = &mut v.widgets;
    w.noninteractive.bg_fill = p.surface;
    w.noninteractive.weak_bg_fill = p.surface;
    w.noninteractive.bg_stroke = Stroke::new(1.0, p.border);
    w.noninteractive.fg_stroke = Stroke::new(1.0, p.ink);
    w.noninteractive.corner_radius = radius;

    let (inactive, hovered, active) = if dark {
        (
            Color32::from_rgb(0x2f, 0x4d, 0x3e),
            Color32::from_rgb(0x3b, 0x60, 0x4d),
            Color32::from_rgb(0x4a, 0x74, 0x5d),
        )
    } else {
        (
            Color32::from_rgb(0xe9, 0xd9, 0xb8),
            Color32::from_rgb(0xdf, 0xc9, 0x9c),
            Color32::from_rgb(0xd2, 0xb6, 0x80),
        )
    };
    w.inactive.bg_fill = inactive;
    w.inactive.weak_bg_fill = inactive;
    w.inactive.bg_stroke = Stroke::new(1.0, p.border);
    w.inactive.fg_stroke = Stroke::new(1.5, p.ink);
    w.inactive.corner_radius = radius;
    w.hovered.bg_fill = hovered;
    w.hovered.weak_bg_fill = hovered;
    w.hovered.bg_stroke = Stroke::new(1.5, p.accent);
    w.hovered.fg_stroke = Stroke::new(1.5, p.ink);
    w.hovered.corner_radius = radius;
    w.hovered.expansion = 1.0;
    w.active.bg_fill = active;
    w.active.weak_bg_fill = active;
    w.active.bg_stroke = Stroke::new(2.0, p.accent);
    w.active.fg_stroke = Stroke::new(2.0, p.ink);
    w.active.corner_radius = radius;
    w.open.bg_fill = hovered;
    w.open.weak_bg_fill = hovered;
    w.open.bg_stroke = Stroke::new(1.0, p.accent);
    w.open.fg_stroke = Stroke::new(1.5, p.ink);
    w.open.corner_radius = radius;
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_readable_on_every_surface() {
        fn lum(c: Color32) -> f32 {
            let [r, g, b, _] = c.to_srgba_unmultiplied();
            (0.299 * r as f32 + 0.587 * g as f32 + 0.114 * b as f32) / 255.0
        }
        for p in [&LIGHT, &DARK] {
            for surface in [p.background, p.panel, p.surface, p.surface_alt] {
                assert!(
                    (lum(p.ink) - lum(surface)).abs() > 0.5,
                    "ink on {surface:?}"
                );
            }
            assert!((lum(p.on_accent) - lum(p.accent)).abs() > 0.4);
        }
    }
}
