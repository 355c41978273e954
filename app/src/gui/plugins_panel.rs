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
                                if plugin.vocabulary_warning().is_some() {
                                    // Its boards need elements this launcher does not draw yet.
                                    ui.add(
                                        egui::Label::new(
                                            RichText::new(l10n.tr_args(
                                                "plugins-vocabulary-newer",
                                                &[
                                                    (
                                                        "needed",
                                                        FluentValue::from(manifest.vocabulary),
                                                    ),
                                                    (
                                                        "drawn",
                                                        FluentValue::from(
                                                            crate::core::plugin::HOST_VOCABULARY,
                                                        ),
                                                    ),
                                                ],
                                            ))
                                            .color(p.gold),
                                        )
                                        .wrap(),
                                    );
                                }
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
                                ui.add(
                                    egui::Label::new(l10n.tr(Refusal::of(reason).message_id()))
                                        .wrap(),
                                );
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

/// Why a plugin file was refused, in the categories the panel explains in plain words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Shorter than its own headers say: an interrupted copy or download.
    CutShort,
    /// Damaged: loading it crashed a test process, or the loader found it broken.
    Damaged,
    /// Built for another plugin ABI.
    Version,
    /// A second copy of a game that is already loaded.
    Duplicate,
    /// The plugin's manifest is missing or unusable.
    Manifest,
    /// A library, but not a Parlour plugin, or no library at all.
    NotPlugin,
    Other,
}

/// The phrases by which the host's refusal reasons (`core::libfile`, `core::discovery`,
/// `core::abi`, `core::plugin`) and the system loader's messages name each kind, first match
/// wins. The reasons cross a process boundary as text (the probe's verdict, cached in
/// `plugin-probes.tsv`), so the kind is recovered from the text here, in one table.
const REFUSAL_PHRASES: &[(&str, Refusal)] = &[
    ("not a library at all", Refusal::NotPlugin),
    ("cut short", Refusal::CutShort),
    ("too short", Refusal::CutShort),
    ("past end of file", Refusal::CutShort),
    ("truncated", Refusal::CutShort),
    ("crashed", Refusal::Damaged),
    ("damaged", Refusal::Damaged),
    ("corrupt", Refusal::Damaged),
    ("plugin abi", Refusal::Version),
    ("bytes of abi", Refusal::Version),
    ("newer", Refusal::Version),
    ("already loaded", Refusal::Duplicate),
    ("manifest", Refusal::Manifest),
    ("parlour_plugin_entry", Refusal::NotPlugin),
    ("symbol", Refusal::NotPlugin),
    ("not a loadable library", Refusal::NotPlugin),
];

impl Refusal {
    /// The kind of a refusal reason.
    pub fn of(reason: &str) -> Refusal {
        let reason = reason.to_lowercase();
        REFUSAL_PHRASES
            .iter()
            .find(|(phrase, _)| reason.contains(phrase))
            .map_or(Refusal::Other, |&(_, kind)| kind)
    }

    /// The Fluent message that explains it in plain words.
    pub fn message_id(self) -> &'static str {
        match self {
            Refusal::CutShort => "plugins-plain-cut-short",
            Refusal::Damaged => "plugins-plain-damaged",
            Refusal::Version => "plugins-plain-version",
            Refusal::Duplicate => "plugins-plain-duplicate",
            Refusal::Manifest => "plugins-plain-manifest",
            Refusal::NotPlugin => "plugins-plain-not-plugin",
            Refusal::Other => "plugins-plain-other",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Refusal;

    #[test]
    fn every_refusal_the_host_gives_has_its_plain_words() {
        for (reason, kind) in [
            (
                "the file is cut short: it has 4096 bytes, but its own headers describe at least \
                 9000 (an interrupted copy or download?)",
                Refusal::CutShort,
            ),
            (
                "not a loadable library: libx.so: file too short",
                Refusal::CutShort,
            ),
            (
                "not a loadable library: libx.so: ELF load command past end of file",
                Refusal::CutShort,
            ),
            (
                "the file starts like a library but its header is damaged",
                Refusal::Damaged,
            ),
            (
                "the file is damaged or is not a plugin for this system: loading it crashed a \
                 test process (SIGBUS, signal 7)",
                Refusal::Damaged,
            ),
            (
                "the plugin was built for plugin ABI 2.x, this launcher speaks ABI 1.x",
                Refusal::Version,
            ),
            (
                "the plugin's entry struct is 8 bytes, smaller than the 64 bytes of ABI 1.0",
                Refusal::Version,
            ),
            (
                "another plugin with the id \"example\" was already loaded from /a/libx.so",
                Refusal::Duplicate,
            ),
            (
                "the plugin's manifest is unusable: the manifest has no id",
                Refusal::Manifest,
            ),
            (
                "the library has no `parlour_plugin_entry` symbol, so it is not a Parlour plugin",
                Refusal::NotPlugin,
            ),
            (
                "not a loadable library: libbogus.so: invalid ELF header",
                Refusal::NotPlugin,
            ),
            (
                "not a loadable library: the file is not a library at all (it does not start \
                 like one); the loader says: dlopen failed: file too short",
                Refusal::NotPlugin,
            ),
            (
                "loading the plugin file did not finish within 10 seconds",
                Refusal::Other,
            ),
        ] {
            assert_eq!(Refusal::of(reason), kind, "{reason}");
        }
    }

    #[test]
    fn every_kind_has_its_message_in_both_languages() {
        use crate::core::i18n::{Lang, Localizer};
        for lang in [Lang::En, Lang::De] {
            let l10n = Localizer::new(lang);
            for kind in [
                Refusal::CutShort,
                Refusal::Damaged,
                Refusal::Version,
                Refusal::Duplicate,
                Refusal::Manifest,
                Refusal::NotPlugin,
                Refusal::Other,
            ] {
                let text = l10n.tr(kind.message_id());
                assert!(
                    !text.is_empty() && text != kind.message_id(),
                    "{lang:?} {kind:?}: {text}"
                );
            }
        }
    }
}
