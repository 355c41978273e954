//! CI's gate: every bundled plugin under `plugins/` passes the conformance checker, and every
//! Fluent message exists in every language, for the host and for every plugin.

use crate::common;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use parlour::core::check;
use parlour::core::discovery::Catalog;

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("tests/ sits in the workspace")
        .to_owned()
}

/// The package name of every crate under `plugins/`.
fn bundled_plugin_crates() -> Vec<String> {
    let mut crates = Vec::new();
    for entry in std::fs::read_dir(workspace_root().join("plugins"))
        .unwrap()
        .flatten()
    {
        let manifest = entry.path().join("Cargo.toml");
        let Ok(text) = std::fs::read_to_string(&manifest) else {
            continue;
        };
        let table: toml::Table = text
            .parse()
            .unwrap_or_else(|e| panic!("{}: {e}", manifest.display()));
        let name = table["package"]["name"]
            .as_str()
            .expect("a package name")
            .to_owned();
        crates.push(name);
    }
    crates.sort();
    assert!(!crates.is_empty(), "the example plugin at least");
    crates
}

/// The bundled plugins with a test of their own below: one test each, so that the test
/// harness checks them side by side (SMOG's check alone takes minutes in a debug build).
const CHECKED: [&str; 5] = [
    "parlour-corrosion",
    "parlour-example",
    "parlour-maniacal",
    "parlour-smog",
    "parlour-victorian-masterminds",
];

/// Runs the conformance checker on the bundled plugin crate `name`, built by this test run.
fn passes_the_checker(name: &str) {
    let path = common::profile_dir()
        .join("deps")
        .join(common::library_file_name(name));
    let path = if path.is_file() {
        path
    } else {
        common::profile_dir().join(common::library_file_name(name))
    };
    assert!(
        path.is_file(),
        "{name} is not built: run the tests with `cargo test --workspace`"
    );
    let mut catalog = Catalog::default();
    let report = check::check(&mut catalog, path.to_str().unwrap());
    assert!(
        report.passed(),
        "{name} fails the conformance checker:\n{}",
        report.render()
    );
}

#[test]
fn every_bundled_plugin_has_a_conformance_test() {
    assert_eq!(
        bundled_plugin_crates(),
        CHECKED,
        "add a test below for each plugin under plugins/ (and to CHECKED)"
    );
}

#[test]
fn corrosion_passes_the_conformance_checker() {
    passes_the_checker("parlour-corrosion");
}

#[test]
fn the_example_passes_the_conformance_checker() {
    passes_the_checker("parlour-example");
}

#[test]
fn maniacal_passes_the_conformance_checker() {
    passes_the_checker("parlour-maniacal");
}

#[test]
fn smog_passes_the_conformance_checker() {
    passes_the_checker("parlour-smog");
}

#[test]
fn victorian_masterminds_passes_the_conformance_checker() {
    passes_the_checker("parlour-victorian-masterminds");
}

/// Message ids defined in the `.ftl` files of one language folder (read with the SDK's one
/// Fluent reader).
fn message_ids(dir: &Path) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return ids;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().is_none_or(|e| e != "ftl") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        ids.extend(parlour_plugin_api::testing::ftl_messages(&text).into_keys());
    }
    ids
}

#[test]
fn every_message_exists_in_english_and_german_for_the_host_and_every_plugin() {
    let root = workspace_root();
    let mut folders = vec![root.join("locales")];
    for entry in std::fs::read_dir(root.join("plugins")).unwrap().flatten() {
        if entry.path().join("locales").is_dir() {
            folders.push(entry.path().join("locales"));
        }
    }
    let mut problems = Vec::new();
    for folder in &folders {
        let en = message_ids(&folder.join("en"));
        let de = message_ids(&folder.join("de"));
        if en.is_empty() {
            problems.push(format!("{}: no English messages", folder.display()));
        }
        for id in en.difference(&de) {
            problems.push(format!("{}: {id} is missing in de", folder.display()));
        }
        for id in de.difference(&en) {
            problems.push(format!("{}: {id} is missing in en", folder.display()));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Adding a game is one step: a directory under `plugins/` is a workspace member and a default
/// member (so `cargo run --release` builds its library), and the launcher does not depend on
/// any game.
#[test]
fn every_bundled_plugin_is_built_by_cargo_run_without_a_manifest_edit() {
    let root: toml::Table = std::fs::read_to_string(workspace_root().join("Cargo.toml"))
        .unwrap()
        .parse()
        .unwrap();
    let workspace = root["workspace"].as_table().unwrap();
    for key in ["members", "default-members"] {
        let list = workspace[key].as_array().unwrap();
        assert!(
            list.iter().any(|m| m.as_str() == Some("plugins/*")),
            "workspace.{key} must list plugins/*"
        );
    }
    let app: toml::Table = std::fs::read_to_string(workspace_root().join("app/Cargo.toml"))
        .unwrap()
        .parse()
        .unwrap();
    let deps = app["dependencies"].as_table().unwrap();
    for name in bundled_plugin_crates() {
        assert!(
            !deps.contains_key(&name),
            "the launcher must not depend on {name}: a game is a plugin it loads"
        );
    }
}

/// `parlour new-plugin` makes exactly the crate committed as `tests/fixtures/template-game`,
/// which the workspace builds and tests like any plugin; here it also passes the checker.
#[test]
fn a_plugin_made_from_the_template_compiles_is_tested_and_passes_the_checker() {
    use parlour::core::template::{Names, render};
    let fixture = workspace_root().join("tests/fixtures/template-game");
    let names = Names::new("template-game", Some("Race to 21")).unwrap();
    for (path, text) in render(&names, "../../../plugin-api") {
        let committed = std::fs::read_to_string(fixture.join(&path))
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(
            committed,
            text,
            "{} differs from the template: regenerate the fixture with `parlour new-plugin \
             template-game --name \"Race to 21\" --dir tests/fixtures/template-game`",
            path.display()
        );
    }
    let library = common::profile_dir()
        .join("deps")
        .join(common::library_file_name("parlour-template-game"));
    let mut catalog = Catalog::default();
    let report = check::check(&mut catalog, library.to_str().unwrap());
    assert!(report.passed(), "{}", report.render());
    assert!(
        report.lines.iter().all(|l| !l.skipped),
        "a perfect-information game gets determinize for free:\n{}",
        report.render()
    );
}
