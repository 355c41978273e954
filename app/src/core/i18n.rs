//! Localisation with Project Fluent: the host's own messages and every plugin's messages, in
//! English and German, switchable at run time.

use std::collections::{BTreeSet, HashMap};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use parlour_plugin_api::{Arg, FtlFile, Manifest, Text};
use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

/// The languages Parlour speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    En,
    De,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::De];

    /// The language code, as in the `locales/<code>/` folders.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
        }
    }

    /// The language's own name, for a language picker.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
        }
    }

    /// Reads a code such as `de`, `de-AT` or `de_DE.UTF-8`.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_', '.']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "de" => Some(Lang::De),
            _ => None,
        }
    }

    /// The operating system's language, or English when it is neither English nor German.
    pub fn from_os() -> Lang {
        sys_locale::get_locales()
            .find_map(|code| Lang::from_code(&code))
            .unwrap_or(Lang::En)
    }

    fn langid(self) -> LanguageIdentifier {
        // Both codes are valid language identifiers; the default is only a formal fallback.
        self.code().parse().unwrap_or_default()
    }
}

include!(concat!(env!("OUT_DIR"), "/host_locales.rs"));

/// The host's own Fluent files, embedded at build time from `locales/<lang>/*.ftl`.
pub fn host_files(lang: Lang) -> Vec<FtlFile> {
    HOST_LOCALES
        .iter()
        .filter(|(code, _, _)| *code == lang.code())
        .map(|(_, name, source)| FtlFile {
            name: (*name).to_owned(),
            source: (*source).to_owned(),
        })
        .collect()
}

/// One set of messages (the host's, or one plugin's) in every language.
pub struct Catalogue {
    bundles: HashMap<Lang, FluentBundle<FluentResource>>,
    /// Problems found while reading the files: syntax errors and duplicate ids.
    pub problems: Vec<String>,
}

impl Catalogue {
    /// Reads Fluent files per language.
    pub fn new(files: impl IntoIterator<Item = (Lang, Vec<FtlFile>)>) -> Catalogue {
        let mut bundles = HashMap::new();
        let mut problems = Vec::new();
        for (lang, files) in files {
            let mut bundle = FluentBundle::new_concurrent(vec![lang.langid()]);
            bundle.set_use_isolating(false);
            for file in files {
                let resource = match FluentResource::try_new(file.source) {
                    Ok(resource) => resource,
                    Err((resource, errors)) => {
                        for error in errors {
                            problems.push(format!("{}/{}: {error}", lang.code(), file.name));
                        }
                        resource
                    }
                };
                if let Err(errors) = bundle.add_resource(resource) {
                    for error in errors {
                        problems.push(format!("{}/{}: {error}", lang.code(), file.name));
                    }
                }
            }
            bundles.insert(lang, bundle);
        }
        Catalogue { bundles, problems }
    }

    /// The messages of a plugin manifest.
    pub fn for_manifest(manifest: &Manifest) -> Catalogue {
        Catalogue::new(
            manifest
                .locales
                .iter()
                .filter_map(|(code, files)| Some((Lang::from_code(code)?, files.clone()))),
        )
    }

    /// The host's messages.
    pub fn host() -> Catalogue {
        Catalogue::new(Lang::ALL.map(|lang| (lang, host_files(lang))))
    }

    /// Whether a language has a message with this id.
    pub fn has(&self, lang: Lang, id: &str) -> bool {
        self.bundles.get(&lang).is_some_and(|b| b.has_message(id))
    }

    /// Every message id of a language, read from the files' sources.
    pub fn ids(files: &[FtlFile]) -> BTreeSet<String> {
        let mut ids = BTreeSet::new();
        for file in files {
            if let Ok(resource) = FluentResource::try_new(file.source.clone()) {
                for entry in resource.entries() {
                    if let fluent_syntax::ast::Entry::Message(message) = entry {
                        ids.insert(message.id.name.to_owned());
                    }
                }
            }
        }
        ids
    }

    /// Formats a message; falls back to English, then to the id itself.
    fn format(&self, lang: Lang, id: &str, args: Option<&FluentArgs>) -> Option<String> {
        for lang in [lang, Lang::En] {
            let Some(bundle) = self.bundles.get(&lang) else {
                continue;
            };
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            let mut errors = Vec::new();
            return Some(
                bundle
                    .format_pattern(pattern, args, &mut errors)
                    .into_owned(),
            );
        }
        None
    }
}

/// Formats host and plugin messages in the current language.
pub struct Localizer {
    lang: Lang,
    host: Catalogue,
    plugins: HashMap<String, Catalogue>,
}

impl Localizer {
    pub fn new(lang: Lang) -> Localizer {
        Localizer {
            lang,
            host: Catalogue::host(),
            plugins: HashMap::new(),
        }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Switches the language; every later call formats in it.
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    /// Registers a plugin's messages (from its manifest) under its id.
    pub fn add_plugin(&mut self, manifest: &Manifest) {
        self.plugins
            .insert(manifest.id.clone(), Catalogue::for_manifest(manifest));
    }

    /// Whether a plugin's messages are registered.
    pub fn has_plugin(&self, plugin_id: &str) -> bool {
        self.plugins.contains_key(plugin_id)
    }

    /// A host message without arguments.
    pub fn tr(&self, id: &str) -> String {
        self.host
            .format(self.lang, id, None)
            .unwrap_or_else(|| id.to_owned())
    }

    /// A host message with arguments.
    pub fn tr_args(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        self.host
            .format(self.lang, id, Some(&fluent_args))
            .unwrap_or_else(|| id.to_owned())
    }

    /// A plugin's message id without arguments (names, option labels).
    pub fn plugin_tr(&self, plugin_id: &str, id: &str) -> String {
        self.plugins
            .get(plugin_id)
            .and_then(|c| c.format(self.lang, id, None))
            .unwrap_or_else(|| id.to_owned())
    }

    /// A plugin's [`Text`]; `seat_name` supplies the names for seat arguments.
    pub fn plugin_text(
        &self,
        plugin_id: &str,
        text: &Text,
        seat_name: &dyn Fn(u32) -> String,
    ) -> String {
        let Some(catalogue) = self.plugins.get(plugin_id) else {
            return text.id.clone();
        };
        let mut args = FluentArgs::new();
        for (name, arg) in &text.args {
            let value: FluentValue = match arg {
                Arg::Num(n) => FluentValue::from(*n),
                Arg::Str(s) => FluentValue::from(s.clone()),
                Arg::Seat { seat } => FluentValue::from(seat_name(*seat)),
                Arg::Msg(inner) => FluentValue::from(self.plugin_text(plugin_id, inner, seat_name)),
                Arg::Unknown => FluentValue::from("…"),
            };
            args.set(name.clone(), value);
        }
        catalogue
            .format(self.lang, &text.id, Some(&args))
            .unwrap_or_else(|| text.id.clone())
    }

    /// The default name of a seat with no name given: "Player 2" / "Spieler 2".
    pub fn default_seat_name(&self, seat: u32) -> String {
        self.tr_args(
            "seat-default-name",
            &[("number", FluentValue::from(seat + 1))],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn language_codes_from_the_os_are_understood() {
        assert_eq!(Lang::from_code("de_DE.UTF-8"), Some(Lang::De));
        assert_eq!(Lang::from_code("de-AT"), Some(Lang::De));
        assert_eq!(Lang::from_code("en-GB"), Some(Lang::En));
        assert_eq!(Lang::from_code("fr-FR"), None);
    }

    #[test]
    fn host_messages_switch_language_at_run_time() {
        let mut l10n = Localizer::new(Lang::En);
        let english = l10n.tr("menu-library");
        l10n.set_lang(Lang::De);
        let german = l10n.tr("menu-library");
        assert_ne!(english, german);
        assert_ne!(english, "menu-library");
        assert_eq!(
            l10n.default_seat_name(1),
            "Spieler 2",
            "no Unicode isolation marks around arguments"
        );
    }

    #[test]
    fn every_host_message_exists_in_every_language() {
        let en = Catalogue::ids(&host_files(Lang::En));
        assert!(en.len() > 10, "the host has its messages");
        for lang in Lang::ALL {
            let ids = Catalogue::ids(&host_files(lang));
            let missing: Vec<_> = en.difference(&ids).collect();
            let extra: Vec<_> = ids.difference(&en).collect();
            assert!(missing.is_empty(), "{} lacks {missing:?}", lang.code());
            assert!(
                extra.is_empty(),
                "{} has messages English lacks: {extra:?}",
                lang.code()
            );
        }
        assert!(
            Catalogue::host().problems.is_empty(),
            "{:?}",
            Catalogue::host().problems
        );
    }

    #[test]
    fn plugin_text_fills_seat_names_and_nested_messages_and_falls_back_to_english() {
        let manifest = Manifest {
            id: "demo".into(),
            locales: [
                (
                    "en".to_string(),
                    vec![FtlFile {
                        name: "demo.ftl".into(),
                        source: "won = { $who } wins { $prize } with { $n ->\n [one] one point\n *[other] { $n } points\n}\nparis = Paris\nonly-en = Only English\n".into(),
                    }],
                ),
                (
                    "de".to_string(),
                    vec![FtlFile {
                        name: "demo.ftl".into(),
                        source: "won = { $who } gewinnt { $prize } mit { $n } Punkten\nparis = Paris\n".into(),
                    }],
                ),
            ]
            .into(),
            ..Default::default()
        };
        let mut l10n = Localizer::new(Lang::En);
        l10n.add_plugin(&manifest);
        let text = Text::new("won")
            .seat("who", 1)
            .msg("prize", Text::new("paris"))
            .num("n", 1);
        let names = |seat: u32| ["Anna", "Ben"][seat as usize].to_string();
        assert_eq!(
            l10n.plugin_text("demo", &text, &names),
            "Ben wins Paris with one point"
        );
        l10n.set_lang(Lang::De);
        assert_eq!(
            l10n.plugin_text("demo", &text, &names),
            "Ben gewinnt Paris mit 1 Punkten"
        );
        assert_eq!(
            l10n.plugin_text("demo", &Text::new("only-en"), &names),
            "Only English"
        );
        assert_eq!(
            l10n.plugin_text("demo", &Text::new("nowhere"), &names),
            "nowhere"
        );
    }
}
