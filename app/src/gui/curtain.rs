//! The hotseat curtain: hides the board while the device passes to the next player.

use egui::{Align2, Color32, CornerRadius, FontId, RichText, Stroke, Ui, vec2};
use fluent_bundle::FluentValue;

use super::board::seat_color;
use super::theme;
use super::ui_ext::{self, Icon};
use crate::core::i18n::Localizer;

/// Draws the curtain for `seat`; returns true when that player asked to see their board.
pub fn curtain_ui(ui: &mut Ui, seat: u32, name: &str, l10n: &Localizer) -> bool {
    let p = theme::palette(ui);
    let rect = ui.available_rect_before_wrap();
    let color = seat_color(seat);
    // The drape: the seat's colour, deepened, with soft folds.
    let painter = ui.painter_at(rect);
    let dark = ui.visuals().dark_mode;
    let velvet = if dark {
        parlour_widgets::palette::darker(color, 0.55)
    } else {
        parlour_widgets::palette::lighter(color, 0.55)
    };
    painter.rect_filled(rect, CornerRadius::same(14), velvet);
    // Soft folds: bands that darken towards their edges.
    let folds = 12;
    let fold_width = rect.width() / folds as f32;
    for i in 0..folds {
        let left = rect.left() + fold_width * i as f32;
        for (offset, alpha) in [(0.0, 26u8), (0.12, 16), (0.24, 8)] {
            let band = egui::Rect::from_min_max(
                egui::pos2(left + fold_width * offset, rect.top() + 2.0),
                egui::pos2(left + fold_width * (offset + 0.1), rect.bottom() - 2.0),
            );
            painter.rect_filled(band, 0.0, Color32::from_black_alpha(alpha));
        }
        let shine = egui::Rect::from_min_max(
            egui::pos2(left + fold_width * 0.55, rect.top() + 2.0),
            egui::pos2(left + fold_width * 0.7, rect.bottom() - 2.0),
        );
        painter.rect_filled(
            shine,
            0.0,
            Color32::from_white_alpha(if dark { 8 } else { 30 }),
        );
    }
    painter.rect_stroke(
        rect,
        CornerRadius::same(14),
        Stroke::new(2.0, color),
        egui::StrokeKind::Inside,
    );

    let mut revealed = false;
    let args = [("player", FluentValue::from(name))];
    let card_width = 460.0_f32.min(rect.width() - 40.0).max(200.0);
    ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space((rect.height() * 0.22).max(20.0));
            ui_ext::card_frame(ui).show(ui, |ui| {
                ui.set_width(card_width);
                ui.vertical_centered(|ui| {
                    let (badge, _) = ui.allocate_exact_size(vec2(64.0, 64.0), egui::Sense::hover());
                    ui.painter().circle_filled(badge.center(), 30.0, color);
                    ui.painter()
                        .circle_stroke(badge.center(), 30.0, Stroke::new(3.0, p.surface));
                    ui.painter().text(
                        badge.center(),
                        Align2::CENTER_CENTER,
                        (seat + 1).to_string(),
                        FontId::proportional(30.0),
                        Color32::WHITE,
                    );
                    ui.add_space(10.0);
                    ui.label(
                        RichText::new(l10n.tr_args("curtain-title", &args))
                            .size(30.0)
                            .strong(),
                    );
                    ui.add_space(6.0);
                    ui.label(RichText::new(l10n.tr_args("curtain-body", &args)).color(p.ink_weak));
                    ui.add_space(18.0);
                    let button = ui.add(
                        ui_ext::primary_button(
                            ui,
                            Some(Icon::Eye),
                            &l10n.tr_args("curtain-reveal", &args),
                        )
                        .min_size(vec2(220.0, 42.0)),
                    );
                    // Keyboard players confirm with Enter or Space right away.
                    if ui.memory(|m| m.focused().is_none()) {
                        button.request_focus();
                    }
                    if button.clicked() {
                        revealed = true;
                    }
                });
            });
        });
    });
    revealed
}
