//! Every plugin file that was found: the loaded ones and the refused ones with their reasons.

use egui::{RichText, Ui};
use fluent_bundle::FluentValue;

use super::theme;
use crate::core::discovery::{Catalog, Outcome};
use crate::core::i18n::Localizer;

pub fn plugins_panel_ui(
    ui: &mut Ui,
    catalog: &Catalog,
    l10n: &Localizer,
    user_plugins_dir: &std::path::Path,
) {
    let p = theme::palette(ui);
    let loaded = catalog.plugins().count();
    let refused = catalog.refused().count();
    let title = l10n.tr_args(
        "plugins-title",
        &[
            ("loaded", FluentValue::from(loaded)),
            ("refused", FluentValue::from(refused)),
        ],
    );
    egui::CollapsingHeader::new(RichText::new(title).strong().color(p.accent))
        .id_salt("plugins-panel")
        .default_open(false)
        .show(ui, |ui| {
            if catalog.files.is_empty() {
                ui.label(RichText::new(l10n.tr("plugins-none-found")).color(p.ink_weak));
            }
            for file in &catalog.files {
                let file_name = file
                    .path
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_else(|| file.path.display().to_string());
                egui::Frame::new()
                    .fill(p.surface_alt)
                    .corner_radius(egui::CornerRadius::same(8))
                    .inner_margin(egui::Margin::symmetric(12, 8))
                    .show(ui, |ui| {
                        ui.set_width(ui.available_width());
                        match &file.outcome {
                            Outcome::Loaded(plugin) => {
                                let manifest = plugin.manifest();
                                ui.horizontal(|ui| {
                                    status_dot(ui, p.success);
                                    ui.label(
                                        RichText::new(l10n.plugin_tr(plugin.id(), &manifest.name))
                                            .strong(),
                                    );
                                    ui.label(
                                        RichText::new(l10n.tr_args(
                                            "plugins-loaded-details",
                                            &[
                                                ("id", FluentValue::from(plugin.id())),
                                                (
                                                    "version",
                                                    FluentValue::from(manifest.version.as_str()),
                                                ),
                                                ("abi", FluentValue::from(plugin.abi())),
                                            ],
                                        ))
                                        .color(p.ink_weak),
                                    );
                                });
                                ui.label(
                                    RichText::new(file.path.display().to_string())
                                        .small()
                                        .color(p.ink_weak),
                                );
                            }
                            Outcome::Refused { reason, .. } => {
                                ui.horizontal(|ui| {
                                    status_dot(ui, p.danger);
                                    ui.label(
                                        RichText::new(l10n.tr("plugins-refused"))
                                            .strong()
                                            .color(p.danger),
                                    );
                                    ui.label(RichText::new(file_name).strong());
                                });
                                ui.add(egui::Label::new(l10n.tr(plain_reason_id(reason))).wrap());
                                egui::CollapsingHeader::new(l10n.tr("plugins-details"))
                                    .id_salt(("plugin-details", &file.path))
                                    .default_open(false)
                                    .show(ui, |ui| {
                                        ui.add(egui::Label::new(reason.as_str()).wrap());
                                        ui.label(
                                            RichText::new(file.path.display().to_string())
                                                .small()
                                                .color(p.ink_weak),
                                        );
                                    });
                            }
                        }
                    });
                ui.add_space(4.0);
            }
            ui.add_space(4.0);
            ui.label(
                RichText::new(l10n.tr_args(
                    "plugins-where",
                    &[(
                        "dir",
                        FluentValue::from(user_plugins_dir.display().to_string()),
                    )],
                ))
                .small()
                .color(p.ink_weak),
            );
        });
}

fn status_dot(ui: &mut Ui, color: egui::Color32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
    ui.painter().circle_filled(rect.center(), 5.0, color);
}

/// A plain-words explanation of why a file was refused, from the technical reason.
fn plain_reason_id(reason: &str) -> &'static str {
    let r = reason.to_ascii_lowercase();
    if r.contains("crashed") || r.contains("damaged") || r.contains("too short") {
        "plugins-plain-damaged"
    } else if r.contains("abi") || r.contains("newer") {
        "plugins-plain-version"
    } else if r.contains("already loaded") {
        "plugins-plain-duplicate"
    } else if r.contains("manifest") {
        "plugins-plain-manifest"
    } else if r.contains("symbol") || r.contains("not a loadable library") {
        "plugins-plain-not-plugin"
    } else {
        "plugins-plain-other"
    }
}
