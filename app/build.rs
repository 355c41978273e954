//! Embeds the host's Fluent files from `locales/<lang>/*.ftl` at the workspace root.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    bundled_plugins();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut entries = Vec::new();
    if let Ok(langs) = std::fs::read_dir(&root) {
        for lang in langs.flatten() {
            let lang_path = lang.path();
            if !lang_path.is_dir() {
                continue;
            }
            println!("cargo:rerun-if-changed={}", lang_path.display());
            let code = lang.file_name().to_string_lossy().into_owned();
            if let Ok(files) = std::fs::read_dir(&lang_path) {
                for file in files.flatten() {
                    let path = file.path();
                    if path.extension().is_some_and(|e| e == "ftl") {
                        println!("cargo:rerun-if-changed={}", path.display());
                        let name = file.file_name().to_string_lossy().into_owned();
                        entries.push((code.clone(), name, path.canonicalize().unwrap_or(path)));
                    }
                }
            }
        }
    }
    entries.sort();
    let mut out = String::from(
        "/// (language code, file name, source) of every host Fluent file.\npub const HOST_LOCALES: &[(&str, &str, &str)] = &[\n",
    );
    for (code, name, path) in entries {
        let _ = writeln!(
            out,
            "    ({code:?}, {name:?}, include_str!({:?})),",
            path.display().to_string()
        );
    }
    out.push_str("];\n");
    let dest =
        Path::new(&std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into())).join("host_locales.rs");
    if let Err(e) = std::fs::write(&dest, out) {
        panic!("cannot write {}: {e}", dest.display());
    }
}

/// Lists the library names of the bundled plugins (every crate under `plugins/`), so that the
/// launcher can find the libraries cargo builds for them in `target/<profile>/deps`.
fn bundled_plugins() {
    let plugins = Path::new(env!("CARGO_MANIFEST_DIR")).join("../plugins");
    println!("cargo:rerun-if-changed={}", plugins.display());
    let mut names = Vec::new();
    if let Ok(entries) = std::fs::read_dir(&plugins) {
        for entry in entries.flatten() {
            let manifest = entry.path().join("Cargo.toml");
            let Ok(text) = std::fs::read_to_string(&manifest) else {
                continue;
            };
            println!("cargo:rerun-if-changed={}", manifest.display());
            let in_package = text.split("[package]").nth(1).unwrap_or("");
            if let Some(name) = in_package.lines().find_map(|l| {
                l.trim()
                    .strip_prefix("name")
                    .map(|r| r.trim_start().trim_start_matches('=').trim())
            }) {
                names.push(name.trim_matches('"').replace('-', "_"));
            }
        }
    }
    names.sort();
    let list: Vec<String> = names.iter().map(|n| format!("{n:?}")).collect();
    let out = format!(
        "/// Library names (without prefix and suffix) of the plugins bundled with this build.\npub const BUNDLED_PLUGINS: &[&str] = &[{}];\n",
        list.join(", ")
    );
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into()))
        .join("bundled_plugins.rs");
    if let Err(e) = std::fs::write(&dest, out) {
        panic!("cannot write {}: {e}", dest.display());
    }
}
