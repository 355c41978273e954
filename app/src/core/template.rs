//! `parlour new-plugin`: a new plugin crate from the template in `templates/plugin/`.
//!
//! The crate it writes compiles, passes `parlour check`, and has tests (its rules, the tree
//! and apply agreeing, every message in English and German). Its rules are a small race to a
//! target, to be replaced by the modder's game. Nothing is ever overwritten: a directory that
//! exists and is not empty is refused.

use std::path::{Component, Path, PathBuf};

/// The template's files: (path inside the crate, text with placeholders).
const FILES: &[(&str, &str)] = &[
    (
        "Cargo.toml",
        include_str!("../../../templates/plugin/Cargo.toml"),
    ),
    (
        "README.md",
        include_str!("../../../templates/plugin/README.md"),
    ),
    (
        "src/lib.rs",
        include_str!("../../../templates/plugin/src/lib.rs"),
    ),
    (
        "src/view.rs",
        include_str!("../../../templates/plugin/src/view.rs"),
    ),
    (
        "src/tests.rs",
        include_str!("../../../templates/plugin/src/tests.rs"),
    ),
    (
        "locales/en/__ID__.ftl",
        include_str!("../../../templates/plugin/locales/en/__ID__.ftl"),
    ),
    (
        "locales/de/__ID__.ftl",
        include_str!("../../../templates/plugin/locales/de/__ID__.ftl"),
    ),
];

/// Why a plugin crate could not be made.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum TemplateError {
    #[error(
        "{0:?} is not a plugin id: use lowercase letters, digits and '-', starting with a letter"
    )]
    BadId(String),
    #[error("{0} exists and is not empty; nothing was written")]
    NotEmpty(PathBuf),
    #[error("cannot write {path}: {reason}")]
    Write { path: PathBuf, reason: String },
}

/// What the new crate is called.
#[derive(Debug, Clone, PartialEq)]
pub struct Names {
    /// The plugin id (`race-to-21`).
    pub id: String,
    /// The cargo package (`parlour-race-to-21`).
    pub krate: String,
    /// The library file's stem (`parlour_race_to_21`).
    pub lib: String,
    /// The state type (`RaceTo21`).
    pub type_name: String,
    /// The game's display name (`Race To 21`).
    pub name: String,
}

impl Names {
    /// Names from a plugin id, and a display name (from the id when not given).
    pub fn new(id: &str, name: Option<&str>) -> Result<Names, TemplateError> {
        let valid = id.starts_with(|c: char| c.is_ascii_lowercase())
            && id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            && !id.ends_with('-')
            && !id.contains("--");
        if !valid {
            return Err(TemplateError::BadId(id.to_owned()));
        }
        let words: Vec<String> = id
            .split('-')
            .map(|w| {
                let mut chars = w.chars();
                chars
                    .next()
                    .map(|c| c.to_ascii_uppercase().to_string() + chars.as_str())
                    .unwrap_or_default()
            })
            .collect();
        Ok(Names {
            id: id.to_owned(),
            krate: format!("parlour-{id}"),
            lib: format!("parlour_{}", id.replace('-', "_")),
            type_name: words.concat(),
            name: name.map_or_else(|| words.join(" "), str::to_owned),
        })
    }
}

/// The template's files for `names`, with `sdk` as the path to `plugin-api` written into
/// `Cargo.toml`.
pub fn render(names: &Names, sdk: &str) -> Vec<(PathBuf, String)> {
    let fill = |text: &str| {
        text.replace("__CRATE__", &names.krate)
            .replace("__LIB__", &names.lib)
            .replace("__TYPE__", &names.type_name)
            .replace("__NAME__", &names.name)
            .replace("__SDK__", sdk)
            .replace("__ID__", &names.id)
    };
    FILES
        .iter()
        .map(|(path, text)| (PathBuf::from(fill(path)), fill(text)))
        .collect()
}

/// The SDK this launcher was built from (`plugin-api` beside it in the source tree).
pub fn bundled_sdk() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../plugin-api");
    dir.canonicalize().unwrap_or(dir)
}

/// `target` relative to the directory `from` (both made absolute), as a path with `/`.
pub fn relative(target: &Path, from: &Path) -> String {
    let absolute = |p: &Path| {
        let p = if p.is_absolute() {
            p.to_owned()
        } else {
            std::env::current_dir().unwrap_or_default().join(p)
        };
        // Resolve `.` and `..` by hand: `from` does not exist yet.
        let mut out = PathBuf::new();
        for part in p.components() {
            match part {
                Component::ParentDir => {
                    out.pop();
                }
                Component::CurDir => {}
                other => out.push(other),
            }
        }
        out
    };
    let (target, from) = (absolute(target), absolute(from));
    let common = target
        .components()
        .zip(from.components())
        .take_while(|(a, b)| a == b)
        .count();
    let mut parts: Vec<String> = from
        .components()
        .skip(common)
        .map(|_| "..".to_owned())
        .collect();
    parts.extend(
        target
            .components()
            .skip(common)
            .map(|c| c.as_os_str().to_string_lossy().into_owned()),
    );
    if parts.is_empty() {
        ".".to_owned()
    } else {
        parts.join("/")
    }
}

/// Writes a new plugin crate into `dir` (created; refused when it exists and is not empty).
/// Returns the files written.
pub fn write(dir: &Path, names: &Names, sdk: &Path) -> Result<Vec<PathBuf>, TemplateError> {
    if std::fs::read_dir(dir).is_ok_and(|mut entries| entries.next().is_some()) {
        return Err(TemplateError::NotEmpty(dir.to_owned()));
    }
    let sdk = relative(sdk, dir);
    let mut written = Vec::new();
    for (path, text) in render(names, &sdk) {
        let path = dir.join(path);
        let failed = |e: std::io::Error| TemplateError::Write {
            path: path.clone(),
            reason: e.to_string(),
        };
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(failed)?;
        }
        std::fs::write(&path, text).map_err(failed)?;
        written.push(path);
    }
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_the_id_and_bad_ids_are_refused() {
        let names = Names::new("race-to-21", None).unwrap();
        assert_eq!(names.krate, "parlour-race-to-21");
        assert_eq!(names.lib, "parlour_race_to_21");
        assert_eq!(names.type_name, "RaceTo21");
        assert_eq!(names.name, "Race To 21");
        assert_eq!(Names::new("chess", Some("Schach")).unwrap().name, "Schach");
        for bad in ["", "Chess", "9men", "a_b", "a--b", "a-", "ä"] {
            assert!(Names::new(bad, None).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn every_placeholder_is_filled() {
        let names = Names::new("race-to-21", None).unwrap();
        for (path, text) in render(&names, "../../plugin-api") {
            assert!(
                !text.contains("__"),
                "{} keeps a placeholder",
                path.display()
            );
            assert!(!path.to_string_lossy().contains("__"));
        }
    }

    #[test]
    fn relative_paths_climb_to_the_common_directory() {
        assert_eq!(
            relative(Path::new("/w/plugin-api"), Path::new("/w/plugins/x")),
            "../../plugin-api"
        );
        assert_eq!(relative(Path::new("/w/sdk"), Path::new("/w")), "sdk");
    }

    #[test]
    fn a_directory_with_files_is_never_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("keep.txt"), "mine").unwrap();
        let names = Names::new("race", None).unwrap();
        let err = write(dir.path(), &names, &bundled_sdk()).unwrap_err();
        assert_eq!(err, TemplateError::NotEmpty(dir.path().to_owned()));
        assert_eq!(
            std::fs::read_to_string(dir.path().join("keep.txt")).unwrap(),
            "mine"
        );
        let fresh = dir.path().join("race");
        let written = write(&fresh, &names, &bundled_sdk()).unwrap();
        assert!(written.iter().any(|p| p.ends_with("locales/de/race.ftl")));
    }
}
