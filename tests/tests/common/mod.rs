//! Helpers shared by the integration tests: finding the real built plugin libraries and the
//! `parlour` binary, and temporary plugin directories.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The target profile directory (`target/debug`), derived from the test executable's path
/// (`target/debug/deps/<test>`).
pub fn profile_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test knows its own path");
    let deps = exe
        .parent()
        .expect("the test runs from target/<profile>/deps");
    deps.parent().expect("deps has a parent").to_owned()
}

/// The file name of a library crate's cdylib on this platform.
pub fn library_file_name(crate_name: &str) -> String {
    format!(
        "{}{}{}",
        std::env::consts::DLL_PREFIX,
        crate_name.replace('-', "_"),
        std::env::consts::DLL_SUFFIX
    )
}

/// The built cdylib of a workspace crate (built by cargo as a dev-dependency of these tests).
pub fn library(crate_name: &str) -> PathBuf {
    let name = library_file_name(crate_name);
    let dir = profile_dir();
    [dir.join("deps").join(&name), dir.join(&name)]
        .into_iter()
        .find(|p| p.is_file())
        .unwrap_or_else(|| {
            panic!("{name} was not built; run the tests with `cargo test --workspace`")
        })
}

/// The `parlour` binary (built because the `parlour` package has integration tests).
pub fn parlour_bin() -> PathBuf {
    let path = profile_dir().join(format!("parlour{}", std::env::consts::EXE_SUFFIX));
    assert!(
        path.is_file(),
        "{} was not built; run the tests with `cargo test --workspace`",
        path.display()
    );
    path
}

/// A temporary directory holding copies of the given plugin libraries.
pub fn plugin_dir(crates: &[&str]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary directory");
    for name in crates {
        let source = library(name);
        std::fs::copy(&source, dir.path().join(library_file_name(name)))
            .expect("copy the plugin library");
    }
    dir
}

/// Runs `parlour` with only the given plugin directory and data directory.
pub fn parlour(plugins: &Path, data: &Path, args: &[&str]) -> Output {
    Command::new(parlour_bin())
        .args(args)
        .arg("--plugins")
        .arg(plugins)
        .env("PARLOUR_DATA_DIR", data)
        .env_remove("PARLOUR_PLUGIN_PATH")
        .env("NO_COLOR", "1")
        .env("LC_ALL", "C")
        .env("LANG", "C")
        .output()
        .expect("parlour runs")
}

pub fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}
