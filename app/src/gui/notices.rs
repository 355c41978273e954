//! Banners for errors and short confirmations. Errors stay until dismissed; confirmations fade
//! after a few seconds.

use egui::{Align, CornerRadius, Frame, Layout, Margin, RichText, Stroke, Ui};

use super::theme;
use super::ui_ext::{self, Icon};
use crate::core::i18n::Localizer;

/// How long a confirmation stays, in seconds.
const INFO_SECONDS: f64 = 4.0;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    Error,
    Info,
}

/// One banner: a localised headline and an optional precise detail.
#[derive(Clone, Debug)]
pub struct Notice {
    pub kind: NoticeKind,
    pub title: String,
    pub detail: Option<String>,
    /// When it was shown (egui time), for fading confirmations.
    pub shown_at: Option<f64>,
    id: u64,
}

#[derive(Default)]
pub struct Notices {
    list: Vec<Notice>,
    next_id: u64,
}

impl Notices {
    pub fn error(&mut self, title: impl Into<String>, detail: impl Into<Option<String>>) {
        self.push(NoticeKind::Error, title.into(), detail.into());
    }

    pub fn info(&mut self, title: impl Into<String>) {
        self.push(NoticeKind::Info, title.into(), None);
    }

    fn push(&mut self, kind: NoticeKind, title: String, detail: Option<String>) {
        // The same error twice in a row is shown once.
        if self
            .list
            .last()
            .is_some_and(|n| n.kind == kind && n.title == title && n.detail == detail)
        {
            return;
        }
        self.next_id += 1;
        self.list.push(Notice {
            kind,
            title,
            detail,
            shown_at: None,
            id: self.next_id,
        });
        // Keep the last few only.
        if self.list.len() > 4 {
            self.list.remove(0);
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = &Notice> {
        self.list.iter()
    }

    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    pub fn clear(&mut self) {
        self.list.clear();
    }

    /// Draws the error banners in the layout; their dismiss buttons remove them.
    pub fn notices_ui(&mut self, ui: &mut Ui, l10n: &Localizer) {
        let mut dismissed = Vec::new();
        for notice in self.list.iter().filter(|n| n.kind == NoticeKind::Error) {
            if notice_ui(ui, notice, l10n) {
                dismissed.push(notice.id);
            }
        }
        self.list.retain(|n| !dismissed.contains(&n.id));
    }

    /// Draws confirmations as toasts floating above the bottom of the window, so that they
    /// never push the screen's contents around; they fade after a few seconds.
    pub fn toasts_ui(&mut self, ctx: &egui::Context, l10n: &Localizer) {
        let now = ctx.input(|i| i.time);
        let mut expired = Vec::new();
        for notice in self.list.iter_mut().filter(|n| n.kind == NoticeKind::Info) {
            let shown_at = *notice.shown_at.get_or_insert(now);
            let left = shown_at + INFO_SECONDS - now;
            if left <= 0.0 {
                expired.push(notice.id);
            } else {
                ctx.request_repaint_after_secs(left as f32);
            }
        }
        self.list.retain(|n| !expired.contains(&n.id));
        let infos: Vec<Notice> = self
            .list
            .iter()
            .filter(|n| n.kind == NoticeKind::Info)
            .cloned()
            .collect();
        if infos.is_empty() {
            return;
        }
        let mut dismissed = Vec::new();
        egui::Area::new(egui::Id::unique("parlour-toasts"))
            .order(egui::Order::Foreground)
            .anchor(egui::Align2::CENTER_BOTTOM, egui::vec2(0.0, -72.0))
            .show(ctx, |ui| {
                ui.set_max_width(560.0);
                for notice in &infos {
                    if notice_ui(ui, notice, l10n) {
                        dismissed.push(notice.id);
                    }
                }
            });
        self.list.retain(|n| !dismissed.contains(&n.id));
    }
}

/// One banner; returns true when it was dismissed.
fn notice_ui(ui: &mut Ui, notice: &Notice, l10n: &Localizer) -> bool {
    let p = theme::palette(ui);
    let (fill, accent) = match notice.kind {
        NoticeKind::Error => (p.danger_bg, p.danger),
        NoticeKind::Info => (p.info_bg, p.success),
    };
    let mut dismissed = false;
    Frame::new()
        .fill(fill)
        .stroke(Stroke::new(1.0, accent))
        .corner_radius(CornerRadius::same(10))
        .inner_margin(Margin::symmetric(14, 10))
        .show(ui, |ui| {
            if notice.kind == NoticeKind::Error {
                ui.set_width(ui.available_width());
            }
            ui.horizontal(|ui| {
                let (rect, _) = ui.allocate_exact_size(egui::vec2(6.0, 34.0), egui::Sense::hover());
                ui.painter().rect_filled(rect, 3.0, accent);
                ui.vertical(|ui| {
                    // The text wraps before the dismiss button, never under it.
                    let room = match notice.kind {
                        NoticeKind::Error => 140.0,
                        NoticeKind::Info => 48.0,
                    };
                    ui.set_max_width((ui.available_width() - room).max(120.0));
                    ui.label(RichText::new(&notice.title).strong().color(accent));
                    if let Some(detail) = &notice.detail {
                        ui.label(RichText::new(detail).small());
                    }
                });
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    if ui
                        .add(ui_ext::icon_button(Icon::Close, l10n.tr("notice-dismiss")))
                        .clicked()
                    {
                        dismissed = true;
                    }
                });
            });
        });
    ui.add_space(6.0);
    dismissed
}
