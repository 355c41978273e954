//! The `parlour` binary starts and answers on the command line. (This integration test also
//! makes cargo build the binary that the workspace tests in `tests/` drive.)

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
