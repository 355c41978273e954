//! The `parlour` binary starts and answers on the command line. (This integration test also
//! makes cargo build the binary that the workspace tests in `tests/` drive.)

use crate::common;

#[test]
fn the_binary_prints_its_version_and_refuses_unknown_subcommands() {
    let exe = env!("CARGO_BIN_EXE_parlour");
    let out = std::process::Command::new(exe)
        .arg("--version")
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains(env!("CARGO_PKG_VERSION")));
    let out = std::process::Command::new(exe)
        .arg("fly-to-the-moon")
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(!out.stderr.is_empty());
}

#[test]
fn damaged_plugin_files_are_refused_and_every_command_still_works() {
    let exe = env!("CARGO_BIN_EXE_parlour");
    let example = std::fs::read(common::built_library("parlour_example")).unwrap();
    let plugins = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    // A real plugin cut short, and a real ELF header followed by garbage: both used to kill
    // every command with SIGBUS inside the loader. (A debug build's loaded segments can all lie
    // in its first sixteenth, so the cut file may even load: it is refused all the same.)
    std::fs::write(
        plugins.path().join("libhalf.so"),
        &example[..example.len() / 16],
    )
    .unwrap();
    let mut garbage = example[..64.min(example.len())].to_vec();
    garbage.extend((0..200_000u32).map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8));
    std::fs::write(plugins.path().join("libgarbage.so"), &garbage).unwrap();
    std::fs::write(plugins.path().join("libparlour_example.so"), &example).unwrap();
    let run = |args: &[&str]| {
        std::process::Command::new(exe)
            .args(args)
            .env("PARLOUR_DATA_DIR", data.path())
            .env("PARLOUR_PLUGIN_PATH", plugins.path())
            .output()
            .unwrap()
    };
    for _ in 0..2 {
        // The second time the verdicts come from the data directory.
        let out = run(&["plugins"]);
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{text}{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(text.contains("libhalf.so"), "{text}");
        assert!(text.contains("libgarbage.so"), "{text}");
        assert!(text.contains("example"), "{text}");
    }
    let save = data.path().join("game.toml");
    let out = run(&[
        "new",
        "example",
        "--players",
        "2",
        "--out",
        save.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = run(&["show", save.to_str().unwrap()]);
    assert!(out.status.success());
    let cache = std::fs::read_to_string(data.path().join("plugin-probes.tsv")).unwrap();
    for name in ["libhalf.so", "libgarbage.so"] {
        let line = cache.lines().find(|l| l.ends_with(name)).expect(name);
        assert!(!line.contains("\tok"), "{line}");
    }
    assert!(
        cache
            .lines()
            .any(|l| l.contains("\tok:example\t") && l.ends_with("libparlour_example.so")),
        "{cache}"
    );
}

#[test]
fn orphaned_temporary_files_are_removed_and_live_ones_kept() {
    let dir = tempfile::tempdir().unwrap();
    let orphan = dir.path().join(".game.toml.tmp-4000000");
    let ours = dir
        .path()
        .join(format!(".game.toml.tmp-{}", std::process::id()));
    let live = dir.path().join(".game.toml.tmp-1");
    let save = dir.path().join("game.toml");
    for path in [&orphan, &ours, &live, &save] {
        std::fs::write(path, "x").unwrap();
    }
    parlour::core::session::remove_orphaned_temp_files(dir.path());
    assert!(!orphan.exists(), "a dead writer's file is removed");
    assert!(
        !ours.exists(),
        "a file of this process left by an earlier run is removed"
    );
    assert!(
        live.exists(),
        "a running process's file is kept (pid 1 is always alive)"
    );
    assert!(save.exists());
}

/// Runs the binary with a private data directory and only the example plugin.
fn parlour(
    data: &std::path::Path,
    plugins: &std::path::Path,
    args: &[&str],
) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_parlour"))
        .args(args)
        .env("PARLOUR_DATA_DIR", data)
        .env("PARLOUR_PLUGIN_PATH", plugins)
        .output()
        .unwrap()
}

fn example_dir() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(
        common::built_library("parlour_example"),
        dir.path().join("libparlour_example.so"),
    )
    .unwrap();
    dir
}

#[test]
fn refused_actions_are_explained_in_plain_words() {
    let data = tempfile::tempdir().unwrap();
    let plugins = example_dir();
    let save = data.path().join("g.toml");
    let file = save.to_str().unwrap();
    let out = parlour(
        data.path(),
        plugins.path(),
        &["new", "example", "--players", "2", "--out", file],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = parlour(
        data.path(),
        plugins.path(),
        &["apply", file, "--seat", "0", "--action", "{}"],
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    // The shape of the game's actions is shown with an example, not the parser's jargon.
    assert!(err.contains("is not an action of Sealed Bids"), "{err}");
    assert!(err.contains(r#"{"bid":"#), "{err}");
    assert!(!err.contains("line 1 column"), "{err}");
    let out = parlour(
        data.path(),
        plugins.path(),
        &["apply", file, "--seat", "0", "--index", "0"],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = parlour(
        data.path(),
        plugins.path(),
        &["apply", file, "--seat", "0", "--index", "0"],
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("seat 0 has nothing to do now"), "{err}");
}

#[test]
fn show_into_a_closed_pipe_ends_quietly() {
    let data = tempfile::tempdir().unwrap();
    let plugins = example_dir();
    let save = data.path().join("g.toml");
    let file = save.to_str().unwrap();
    let out = parlour(
        data.path(),
        plugins.path(),
        &["new", "example", "--players", "2", "--out", file],
    );
    assert!(out.status.success());
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_parlour"))
        .args(["show", file])
        .env("PARLOUR_DATA_DIR", data.path())
        .env("PARLOUR_PLUGIN_PATH", plugins.path())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // The reader goes away at once, like `head -1` after its line.
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn a_save_that_validate_refuses_is_not_applied_or_rewritten() {
    let data = tempfile::tempdir().unwrap();
    let plugins = example_dir();
    let save = data.path().join("g.toml");
    let file = save.to_str().unwrap();
    let out = parlour(
        data.path(),
        plugins.path(),
        &["new", "example", "--players", "2", "--out", file],
    );
    assert!(out.status.success());
    let out = parlour(
        data.path(),
        plugins.path(),
        &["apply", file, "--seat", "0", "--index", "0"],
    );
    assert!(out.status.success());
    // A second seat added with a fresh checksum: the log no longer replays for three seats.
    let mut edited = parlour::core::save::SaveFile::read(&save).unwrap();
    edited.seats.push(edited.seats[0].clone());
    edited.write(&save).unwrap();
    let before = std::fs::read(&save).unwrap();
    let validate = parlour(data.path(), plugins.path(), &["validate", file]);
    assert!(!validate.status.success(), "validate refuses it");
    for args in [
        vec!["apply", file, "--seat", "1", "--index", "0"],
        vec!["bot", file],
    ] {
        let out = parlour(data.path(), plugins.path(), &args);
        assert!(!out.status.success(), "{args:?} refused it");
        assert_eq!(
            std::fs::read(&save).unwrap(),
            before,
            "{args:?} left it alone"
        );
    }
}
