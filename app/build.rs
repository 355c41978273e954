//! Embeds the host's Fluent files from `locales/<lang>/*.ftl` at the workspace root.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
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
