//! The end of a game: who won, the ranking and how each seat's score came about.

use egui::{
    Align, Align2, Color32, CornerRadius, FontId, Layout, RichText, ScrollArea, Stroke, Ui, vec2,
};
use fluent_bundle::FluentValue;

use super::play::TableModel;
use super::theme;
use super::ui_ext::{self, Icon};
use crate::core::i18n::Localizer;
use crate::core::session::seat_namer;

/// What the player chose on the end screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndAction {
    ShowBoard,
    PlayAgain,
    Replay,
    Leave,
}

/// Medal colours for the first three places.
fn medal(place: u32) -> Color32 {
    match place {
        1 => Color32::from_rgb(0xe0, 0xb0, 0x35),
        2 => Color32::from_rgb(0xb8, 0xbe, 0xc6),
        3 => Color32::from_rgb(0xc0, 0x7a, 0x46),
        _ => Color32::from_rgb(0x8a, 0x8d, 0x91),
    }
}

pub fn end_screen_ui(ui: &mut Ui, play: &dyn TableModel, l10n: &Localizer) -> Option<EndAction> {
    let status = play.status();
    let names = seat_namer(play.seats(), l10n);
    let plugin_id = play.plugin_id();
    let p = theme::palette(ui);
    let mut action = None;

    let winners: Vec<u32> = status
        .ranking
        .iter()
        .filter(|r| r.place == 1)
        .map(|r| r.seat)
        .collect();
    let headline = match winners.as_slice() {
        [] => l10n.tr("end-title"),
        [one] => l10n.tr_args("end-winner", &[("player", FluentValue::from(names(*one)))]),
        several => {
            let list: Vec<String> = several.iter().map(|&s| names(s)).collect();
            l10n.tr_args(
                "end-shared-win",
                &[("players", FluentValue::from(list.join(", ")))],
            )
        }
    };

    ScrollArea::vertical()
        .id_salt("end-screen")
        .auto_shrink(false)
        .show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(16.0);
                ui_ext::card_frame(ui).show(ui, |ui| {
                    ui.set_width(ui.available_width().min(640.0));
                    ui.vertical_centered(|ui| {
                        let (rect, _) =
                            ui.allocate_exact_size(vec2(56.0, 56.0), egui::Sense::hover());
                        ui.painter().circle_filled(rect.center(), 28.0, medal(1));
                        ui_ext::paint_icon(
                            ui.painter(),
                            rect.shrink(12.0),
                            Icon::Trophy,
                            Color32::WHITE,
                        );
                        ui.add_space(6.0);
                        ui.label(RichText::new(l10n.tr("end-title")).color(p.ink_weak));
                        ui.label(RichText::new(headline).size(32.0).strong());
                    });
                    ui.add_space(14.0);
                    for ranked in &status.ranking {
                        ranking_row_ui(
                            ui,
                            ranked,
                            &names(ranked.seat),
                            play.is_bot(ranked.seat),
                            |t| l10n.plugin_text(plugin_id, t, &names),
                            l10n,
                        );
                        ui.add_space(8.0);
                    }
                    if status.ranking.is_empty() {
                        ui_ext::hint(ui, &l10n.tr("end-no-ranking"));
                    }
                    ui.add_space(8.0);
                    // A table joined online has no game here to play again or step through.
                    let local = play.is_local();
                    ui.horizontal(|ui| {
                        if local
                            && ui
                                .add(ui_ext::primary_button(
                                    ui,
                                    Some(Icon::Play),
                                    &l10n.tr("end-play-again"),
                                ))
                                .clicked()
                        {
                            action = Some(EndAction::PlayAgain);
                        }
                        if ui
                            .add(ui_ext::icon_button(Icon::Eye, l10n.tr("end-show-board")))
                            .clicked()
                        {
                            action = Some(EndAction::ShowBoard);
                        }
                        if local
                            && ui
                                .add(ui_ext::icon_button(Icon::Replay, l10n.tr("replay-open")))
                                .on_hover_text(l10n.tr("replay-open-hint"))
                                .clicked()
                        {
                            action = Some(EndAction::Replay);
                        }
                        if ui
                            .add(ui_ext::icon_button(Icon::Shelf, l10n.tr("end-leave")))
                            .clicked()
                        {
                            action = Some(EndAction::Leave);
                        }
                    });
                });
            });
        });
    action
}

fn ranking_row_ui(
    ui: &mut Ui,
    ranked: &parlour_plugin_api::Ranked,
    name: &str,
    bot: bool,
    localize: impl Fn(&parlour_plugin_api::Text) -> String,
    l10n: &Localizer,
) {
    let p = theme::palette(ui);
    let winner = ranked.place == 1;
    egui::Frame::new()
        .fill(if winner {
            p.gold.gamma_multiply(0.18)
        } else {
            p.surface_alt
        })
        .stroke(Stroke::new(
            if winner { 2.0 } else { 1.0 },
            if winner { p.gold } else { p.border },
        ))
        .corner_radius(CornerRadius::same(10))
        .inner_margin(egui::Margin::symmetric(14, 10))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                let (rect, _) = ui.allocate_exact_size(vec2(34.0, 34.0), egui::Sense::hover());
                ui.painter()
                    .circle_filled(rect.center(), 16.0, medal(ranked.place));
                ui.painter().text(
                    rect.center(),
                    Align2::CENTER_CENTER,
                    ranked.place.to_string(),
                    FontId::proportional(17.0),
                    Color32::WHITE,
                );
                ui_ext::seat_chip(ui, ranked.seat, name, bot, winner);
                ui.label(l10n.tr_args("end-place", &[("place", FluentValue::from(ranked.place))]));
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    ui.label(
                        RichText::new(l10n.tr_args(
                            "status-points",
                            &[("points", FluentValue::from(ranked.score))],
                        ))
                        .size(20.0)
                        .strong(),
                    );
                });
            });
            if !ranked.breakdown.is_empty() {
                ui.add_space(4.0);
                egui::Grid::new(("breakdown", ranked.seat))
                    .num_columns(2)
                    .spacing(vec2(24.0, 2.0))
                    .show(ui, |ui| {
                        for line in &ranked.breakdown {
                            ui.horizontal(|ui| {
                                ui.add_space(46.0);
                                ui.label(RichText::new(localize(&line.label)).color(p.ink_weak));
                            });
                            ui.label(RichText::new(format_signed(line.value)).strong());
                            ui.end_row();
                        }
                    });
            }
        });
}

/// A score line's value with its sign, e.g. "+12", "−3", "0".
fn format_signed(value: i64) -> String {
    match value {
        v if v > 0 => format!("+{v}"),
        v if v < 0 => format!("\u{2212}{}", v.unsigned_abs()),
        _ => "0".into(),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn score_lines_show_their_sign() {
        assert_eq!(super::format_signed(12), "+12");
        assert_eq!(super::format_signed(-3), "\u{2212}3");
        assert_eq!(super::format_signed(0), "0");
    }
}
