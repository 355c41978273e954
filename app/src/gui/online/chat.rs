//! The chat of an online table, beside the game log: the lines so far (each with who said it,
//! in the seat's colour) and a line to write. A line is at most
//! [`MAX_CHAT_CHARS`](crate::net::protocol::MAX_CHAT_CHARS) characters, as the host accepts.

use egui::{RichText, ScrollArea, Ui};
use fluent_bundle::FluentValue;

use super::super::theme;
use super::super::ui_ext;
use crate::core::i18n::Localizer;
use crate::net::protocol::{ChatMsg, MAX_CHAT_CHARS};

/// How tall the chat's lines may grow before they scroll, in points.
const CHAT_HEIGHT: f32 = 110.0;

/// Draws the chat; returns a line to send when the player sent one (Enter or the button).
/// `draft` is the line being written; `names` names a seat.
pub fn chat_ui(
    ui: &mut Ui,
    lines: &[ChatMsg],
    draft: &mut String,
    can_write: bool,
    names: &dyn Fn(u32) -> String,
    l10n: &Localizer,
) -> Option<String> {
    let p = theme::palette(ui);
    let title = ui_ext::section_title(ui, &l10n.tr("net-chat-title"));
    ui.add_space(4.0);
    super::super::play::log_frame(p).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ScrollArea::vertical()
            .id_salt("online-chat")
            .stick_to_bottom(true)
            .max_height(CHAT_HEIGHT)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                if lines.is_empty() {
                    ui_ext::hint(ui, &l10n.tr("net-chat-empty"));
                }
                for line in lines {
                    ui.horizontal_wrapped(|ui| {
                        ui.spacing_mut().item_spacing.x = 4.0;
                        let who = match line.seat {
                            Some(seat) => {
                                ui_ext::seat_dot(ui, seat, 9.0);
                                names(seat)
                            }
                            None => l10n.tr("net-chat-spectator"),
                        };
                        ui.label(RichText::new(format!("{who}:")).strong());
                        ui.add(egui::Label::new(line.text.as_str()).wrap());
                    });
                }
            });
    });
    ui.add_space(4.0);
    let mut send = None;
    ui.horizontal(|ui| {
        let button_width = 90.0;
        let edit = ui
            .add_enabled(
                can_write,
                egui::TextEdit::singleline(draft)
                    .char_limit(MAX_CHAT_CHARS)
                    .hint_text(l10n.tr("net-chat-hint"))
                    .desired_width((ui.available_width() - button_width).max(60.0)),
            )
            .labelled_by(title.id);
        let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let clicked = ui
            .add_enabled(
                can_write && !draft.trim().is_empty(),
                egui::Button::new(l10n.tr("net-chat-send")),
            )
            .clicked();
        if (entered || clicked) && !draft.trim().is_empty() {
            send = Some(draft.trim().to_owned());
            draft.clear();
            if entered {
                edit.request_focus();
            }
        }
    });
    let left = MAX_CHAT_CHARS.saturating_sub(draft.chars().count());
    if left < 50 {
        ui.label(
            RichText::new(
                l10n.tr_args("net-chat-left", &[("left", FluentValue::from(left as u64))]),
            )
            .small()
            .color(p.ink_weak),
        );
    }
    send
}
