//! Loading real plugin libraries through the ABI: good ones, refused ones, panicking ones.

mod common;

use parlour::core::discovery::{Catalog, Outcome};
use parlour::core::plugin::FailureKind;
use parlour_plugin_api::SetupRequest;
use serde_json::json;

fn setup(players: u32, seed: u64) -> SetupRequest {
    SetupRequest {
        players,
        seed,
        ..Default::default()
    }
}

fn refusal(catalog: &Catalog, file: &str) -> String {
    let entry = catalog
        .files
        .iter()
        .find(|f| f.path.file_name().is_some_and(|n| n == file))
        .unwrap_or_else(|| panic!("{file} was not discovered"));
    match &entry.outcome {
        Outcome::Refused { reason, .. } => reason.clone(),
        Outcome::Loaded(_) => panic!("{file} was loaded but should be refused"),
    }
}

#[test]
fn broken_plugin_files_are_listed_as_refused_with_their_reason() {
    let dir = common::plugin_dir(&[
        "parlour-example",
        "parlour-fixture-wrong-abi",
        "parlour-fixture-null-entry",
        "parlour-fixture-bad-manifest",
    ]);
    let text_file = format!("libnotes{}", std::env::consts::DLL_SUFFIX);
    std::fs::write(
        dir.path().join(&text_file),
        "these are not machine instructions",
    )
    .unwrap();
    let catalog = Catalog::from_dirs(&[dir.path().to_owned()]);

    let ids: Vec<&str> = catalog.plugins().map(|p| p.id()).collect();
    assert_eq!(ids, vec!["example"], "only the sound plugin loads");

    let wrong = refusal(
        &catalog,
        &common::library_file_name("parlour-fixture-wrong-abi"),
    );
    assert!(
        wrong.contains("ABI 99") && wrong.contains("ABI 1"),
        "{wrong}"
    );
    let null = refusal(
        &catalog,
        &common::library_file_name("parlour-fixture-null-entry"),
    );
    assert!(null.contains("null"), "{null}");
    let panicked = refusal(
        &catalog,
        &common::library_file_name("parlour-fixture-bad-manifest"),
    );
    assert!(
        panicked.contains("panicked") && panicked.contains("always panics"),
        "{panicked}"
    );
    let text = refusal(&catalog, &text_file);
    assert!(text.contains("not a loadable library"), "{text}");
}

#[test]
fn a_library_without_the_entry_symbol_is_refused() {
    // Another workspace cdylib renamed: loadable, but the fixture exports the symbol... so use a
    // plain system library instead when one exists.
    let candidates = [
        "/lib/x86_64-linux-gnu/libm.so.6",
        "/usr/lib/x86_64-linux-gnu/libm.so.6",
        "/lib64/libm.so.6",
    ];
    let Some(libm) = candidates
        .iter()
        .map(std::path::Path::new)
        .find(|p| p.is_file())
    else {
        eprintln!("no system libm found; skipping");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let target = dir
        .path()
        .join(format!("libm{}", std::env::consts::DLL_SUFFIX));
    std::fs::copy(libm, &target).unwrap();
    let catalog = Catalog::from_dirs(&[dir.path().to_owned()]);
    let reason = refusal(&catalog, target.file_name().unwrap().to_str().unwrap());
    assert!(reason.contains("parlour_plugin_entry"), "{reason}");
}

#[test]
fn the_first_plugin_with_an_id_wins_and_later_duplicates_are_refused() {
    let first = common::plugin_dir(&["parlour-example"]);
    let second = common::plugin_dir(&["parlour-example"]);
    let catalog = Catalog::from_dirs(&[first.path().to_owned(), second.path().to_owned()]);
    assert_eq!(catalog.plugins().count(), 1);
    assert!(
        catalog
            .get("example")
            .unwrap()
            .path()
            .starts_with(first.path())
    );
    let reason = catalog
        .refused()
        .next()
        .expect("the duplicate is listed")
        .1
        .to_owned();
    assert!(reason.contains("already loaded"), "{reason}");
}

#[test]
fn a_panicking_plugin_reports_an_error_and_keeps_its_state() {
    let dir = common::plugin_dir(&["parlour-fixture-panicky"]);
    let catalog = Catalog::from_dirs(&[dir.path().to_owned()]);
    let plugin = catalog
        .get("panicky")
        .expect("the panicky fixture loads: only its game panics");
    let mut game = plugin.new_game(&setup(1, 1)).unwrap();
    game.apply(0, &json!("inc")).unwrap();
    let before = game.save().unwrap();

    let err = game.apply(0, &json!("boom")).unwrap_err();
    assert_eq!(err.kind, FailureKind::Panic);
    assert!(
        err.message.contains("boom after changing the count to 2"),
        "{}",
        err.message
    );
    assert!(
        err.message.contains("lib.rs"),
        "the location is reported: {}",
        err.message
    );
    assert_eq!(
        game.save().unwrap(),
        before,
        "the half-applied change was discarded"
    );

    let err = game.view(None).unwrap_err();
    assert_eq!(err.kind, FailureKind::Panic);
    assert!(
        game.view(Some(0)).is_ok(),
        "the plugin keeps working after a panic"
    );
    game.apply(0, &json!("inc")).unwrap();
    assert_eq!(game.status().unwrap().turn, 3);
}

#[test]
fn illegal_and_malformed_actions_are_refused_without_changing_the_game() {
    let dir = common::plugin_dir(&["parlour-example"]);
    let catalog = Catalog::from_dirs(&[dir.path().to_owned()]);
    let plugin = catalog.get("example").unwrap();
    let mut game = plugin.new_game(&setup(2, 9)).unwrap();
    let before = game.save().unwrap();
    let cases: [(&[u8], FailureKind); 4] = [
        (b"{\"bid\": 99}", FailureKind::Illegal),
        (b"{\"fly\": true}", FailureKind::BadRequest),
        (b"not json at all", FailureKind::BadRequest),
        (b"", FailureKind::BadRequest),
    ];
    for (bytes, kind) in cases {
        let err = game.apply_raw(0, bytes).unwrap_err();
        assert_eq!(
            err.kind,
            kind,
            "{}: {}",
            String::from_utf8_lossy(bytes),
            err.message
        );
        assert!(!err.message.is_empty());
    }
    assert_eq!(game.save().unwrap(), before);
    let err = plugin
        .new_game(&setup(5, 1))
        .err()
        .expect("five players are refused");
    assert!(err.message.contains("2 to 2 players"), "{}", err.message);
}

#[test]
fn a_cloned_game_is_independent_of_its_original() {
    let dir = common::plugin_dir(&["parlour-example"]);
    let catalog = Catalog::from_dirs(&[dir.path().to_owned()]);
    let plugin = catalog.get("example").unwrap();
    let mut game = plugin.new_game(&setup(2, 3)).unwrap();
    let copy = game.try_clone().unwrap();
    let action = game.actions(0).unwrap()[0].action.clone();
    game.apply(0, &action).unwrap();
    assert_ne!(game.save().unwrap(), copy.save().unwrap());
    // The copy can move to another thread, as the launcher's bot thread does.
    let from_thread = std::thread::spawn(move || copy.bot(0, 1))
        .join()
        .unwrap()
        .unwrap();
    assert!(game.try_clone().is_ok());
    assert!(from_thread.is_object());
}

/// The C compiler to use, if the machine has one.
fn c_compiler() -> Option<String> {
    let candidates = [
        std::env::var("CC").ok(),
        Some("cc".into()),
        Some("gcc".into()),
    ];
    candidates.into_iter().flatten().find(|cc| {
        std::process::Command::new(cc)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    })
}

/// Compiles a C fixture plugin (`fixtures/c-plugin/<file>`) into `dir` as `lib<name>`. With
/// `header_1_0`, the source's include of the plugin header is pointed at the frozen ABI 1.0
/// header, so the plugin is built exactly as it was against ABI 1.0.
fn compile_c(
    file: &str,
    name: &str,
    dir: &std::path::Path,
    header_1_0: bool,
) -> std::path::PathBuf {
    let Some(cc) = c_compiler() else {
        panic!("no C compiler found (set CC); the C plugin tests need one");
    };
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut source = root.join("fixtures/c-plugin").join(file);
    if header_1_0 {
        let text = std::fs::read_to_string(&source).unwrap();
        let frozen = root.join("../plugin-api/include/parlour_plugin_1_0.h");
        let text = text.replace(
            "\"../../../plugin-api/include/parlour_plugin.h\"",
            &format!("\"{}\"", frozen.display()),
        );
        assert!(
            text.contains("parlour_plugin_1_0.h"),
            "the include line moved"
        );
        source = dir.join(file);
        std::fs::write(&source, text).unwrap();
    }
    let library = dir.join(format!("lib{name}{}", std::env::consts::DLL_SUFFIX));
    let out = std::process::Command::new(&cc)
        .args(["-shared", "-fPIC", "-std=c99", "-Wall", "-Werror", "-o"])
        .arg(&library)
        .arg(&source)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{cc} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    library
}

#[test]
fn a_plugin_written_in_c_against_abi_1_0_still_passes_the_conformance_checker() {
    let dir = tempfile::tempdir().unwrap();
    compile_c("counter.c", "c_counter", dir.path(), true);
    let mut catalog = Catalog::from_dirs(&[dir.path().to_owned()]);
    let plugin = catalog.get("c-counter").expect("the 1.0 C plugin loads");
    assert_eq!(plugin.abi(), "1.0");
    assert!(!plugin.has_v11());
    let report = parlour::core::check::check(&mut catalog, "c-counter");
    assert!(report.passed(), "{}", report.render());
}

#[test]
fn a_c_plugin_built_against_the_1_1_header_without_the_new_calls_passes_too() {
    // Compiled as it is against today's header: it claims 1.1 but leaves every 1.1 function
    // pointer NULL, which the host treats as "not supported".
    let dir = tempfile::tempdir().unwrap();
    compile_c("counter.c", "c_counter", dir.path(), false);
    let mut catalog = Catalog::from_dirs(&[dir.path().to_owned()]);
    let plugin = catalog.get("c-counter").expect("the C plugin loads");
    assert_eq!(plugin.abi(), "1.1");
    assert!(!plugin.has_v11());
    let report = parlour::core::check::check(&mut catalog, "c-counter");
    assert!(report.passed(), "{}", report.render());
}

#[test]
fn a_plugin_of_a_newer_minor_version_with_a_larger_entry_loads_and_plays() {
    let dir = tempfile::tempdir().unwrap();
    compile_c("future.c", "c_future", dir.path(), false);
    let mut catalog = Catalog::from_dirs(&[dir.path().to_owned()]);
    let plugin = catalog
        .get("c-counter")
        .expect("the 1.7 plugin loads")
        .clone();
    assert_eq!(plugin.abi(), "1.7");
    let report = parlour::core::check::check(&mut catalog, "c-counter");
    assert!(report.passed(), "{}", report.render());
    let report = parlour::core::simulate::simulate(&plugin, 3, 1, 1).unwrap();
    assert_eq!(report.finished, 3);
}

#[test]
fn an_entry_struct_smaller_than_abi_1_0_is_refused_with_a_reason() {
    let dir = tempfile::tempdir().unwrap();
    let library = compile_c("tiny.c", "c_tiny", dir.path(), false);
    let refused = parlour::core::plugin::Plugin::open(&library).expect_err("refused");
    let reason = refused.to_string();
    assert!(reason.contains("40 bytes"), "{reason}");
    assert!(reason.contains("ABI 1.0"), "{reason}");
}
