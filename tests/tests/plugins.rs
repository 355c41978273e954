//! Loading real plugin libraries through the ABI: good ones, refused ones, panicking ones.

use crate::common;

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

/// Each action is refused by seat 0's `game_apply` with the expected kind, its code and a
/// message.
fn assert_refused(game: &mut parlour::core::plugin::GameHandle, cases: &[(&[u8], FailureKind)]) {
    for (bytes, kind) in cases {
        let err = game.apply_raw(0, bytes).unwrap_err();
        let shown = String::from_utf8_lossy(bytes);
        assert_eq!(&err.kind, kind, "{shown}: {}", err.message);
        let code = if *kind == FailureKind::Illegal {
            "illegal_action"
        } else {
            "bad_request"
        };
        assert_eq!(err.code, code, "{shown}");
        assert!(!err.message.is_empty(), "{shown}");
    }
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
    assert_refused(&mut game, &cases);
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
    let warning = plugin.vocabulary_warning().expect("vocabulary 9 is newer");
    assert!(warning.contains("vocabulary 9"), "{warning}");
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

/// Compiles the ABI 1.1 C plugin (`fixtures/c-plugin/walker.c`) and loads it.
fn c_walker(dir: &std::path::Path) -> (Catalog, std::sync::Arc<parlour::core::plugin::Plugin>) {
    compile_c("walker.c", "c_walker", dir, false);
    let catalog = Catalog::from_dirs(&[dir.to_owned()]);
    let plugin = catalog
        .get("c-walker")
        .expect("the 1.1 C plugin loads")
        .clone();
    (catalog, plugin)
}

#[test]
fn a_plugin_written_in_c_against_abi_1_1_passes_the_conformance_checker() {
    let dir = tempfile::tempdir().unwrap();
    let (mut catalog, plugin) = c_walker(dir.path());
    assert_eq!(plugin.abi(), "1.1");
    assert!(plugin.has_v11(), "game_choices and game_choice_ids are set");
    assert_eq!(plugin.vocabulary_warning(), None);
    let report = parlour::core::check::check(&mut catalog, "c-walker");
    assert!(report.passed(), "{}", report.render());
    let composed = report
        .lines
        .iter()
        .find(|l| l.name == "composed moves")
        .expect("the checker walked composed moves");
    assert!(
        composed.detail.contains("moves walked"),
        "{}",
        composed.detail
    );
}

#[test]
fn a_c_plugin_composes_a_walk_choice_by_choice_through_the_host() {
    let dir = tempfile::tempdir().unwrap();
    let (_catalog, plugin) = c_walker(dir.path());
    let mut game = plugin.new_game(&setup(1, 7)).unwrap();
    assert_eq!(game.turn().unwrap(), (1, false));
    let start = game.save().unwrap();

    // The first click: walk or rest, with a prompt and the board whose token starts a walk.
    let first = game.choices(0, &[], true, true).unwrap();
    let actions: Vec<_> = first.options.iter().map(|o| o.action.clone()).collect();
    assert_eq!(actions, vec![json!("walk"), json!("rest")]);
    assert!(first.complete.is_none());
    assert!(first.prompt.is_some());
    assert!(first.options.iter().all(|o| !o.label.id.is_empty()));
    let (walk, rest) = (first.options[0].id, first.options[1].id);
    assert_ne!(walk, rest);
    assert_eq!(
        first.view.expect("a view was asked for").choices(),
        vec![walk]
    );
    let mut ids = Vec::new();
    assert!(!game.choice_ids(0, &[], &mut ids).unwrap());
    assert_eq!(ids, vec![walk, rest]);

    // After "walk": one or two steps, not yet a whole move.
    let walking = game.choices(0, &[json!("walk")], true, true).unwrap();
    let steps: Vec<_> = walking.options.iter().map(|o| o.action.clone()).collect();
    assert_eq!(steps, vec![json!({"step": 1}), json!({"step": 2})]);
    assert!(walking.complete.is_none());
    let (one, two) = (walking.options[0].id, walking.options[1].id);
    let mut clickable = walking.view.expect("a preview").choices();
    clickable.sort_unstable();
    let mut expected = vec![one, two];
    expected.sort_unstable();
    assert_eq!(clickable, expected, "the reachable spaces are clickable");
    assert!(!game.choice_ids(0, &[walk], &mut ids).unwrap());
    assert_eq!(ids, vec![one, two]);

    // A step of two: complete already, and one point is left for a step of one.
    let partial = [json!("walk"), json!({"step": 2})];
    let after_two = game.choices(0, &partial, true, false).unwrap();
    assert_eq!(after_two.options.len(), 1);
    assert_eq!(
        after_two.options[0].id, one,
        "an id depends only on the choice"
    );
    let complete = after_two.complete.expect("one step makes a whole walk");
    assert_eq!(complete.action, json!({"walk": [2]}));
    assert!(game.choice_ids(0, &[walk, two], &mut ids).unwrap());
    assert_eq!(ids, vec![one]);

    // Then one: every point spent, nothing more to pick.
    let partial = [json!("walk"), json!({"step": 2}), json!({"step": 1})];
    let spent = game.choices(0, &partial, true, false).unwrap();
    assert!(spent.options.is_empty());
    assert_eq!(spent.complete.unwrap().action, json!({"walk": [2, 1]}));
    assert!(game.choice_ids(0, &[walk, two, one], &mut ids).unwrap());
    assert!(ids.is_empty());

    // Beginnings that are not legal are refused, on both paths.
    let too_far = [json!("walk"), json!({"step": 2}), json!({"step": 2})];
    let err = game.choices(0, &too_far, false, false).unwrap_err();
    assert_eq!(err.kind, FailureKind::Illegal, "{}", err.message);
    let err = game.choice_ids(0, &[walk, two, two], &mut ids).unwrap_err();
    assert_eq!(err.kind, FailureKind::Illegal);
    let err = game.choice_ids(0, &[rest, walk], &mut ids).unwrap_err();
    assert_eq!(err.kind, FailureKind::Illegal);
    assert_eq!(game.save().unwrap(), start, "composing changed nothing");

    // An incomplete path is not applied; the complete one is, with its log on request.
    let err = game.apply_path(0, &[walk], true).unwrap_err();
    assert_eq!(err.kind, FailureKind::Illegal);
    assert_eq!(game.save().unwrap(), start);
    let applied = game
        .apply_path(0, &[walk, two, one], true)
        .unwrap()
        .expect("the log was asked for");
    assert!(applied.undoable);
    assert_eq!(applied.log.len(), 1);
    assert_eq!(applied.log[0].text.id, "walker-log-walk");
    assert_eq!(game.scores().unwrap(), vec![3.0]);
    assert_eq!(game.status().unwrap().turn, 2);

    // The complete action's JSON through the logged game_apply; illegal and malformed
    // actions are refused and leave the game as it was.
    let before = game.save().unwrap();
    let refused: [(&[u8], FailureKind); 6] = [
        (br#"{"walk":[2,2]}"#, FailureKind::Illegal),
        (br#"{"walk":[]}"#, FailureKind::Illegal),
        (br#"{"walk":[1,1,1,1]}"#, FailureKind::Illegal),
        (br#""walk""#, FailureKind::BadRequest),
        (b"{\"walk\":[1", FailureKind::BadRequest),
        (b"", FailureKind::BadRequest),
    ];
    assert_refused(&mut game, &refused);
    assert_eq!(game.save().unwrap(), before);
    let err = game.apply(1, &json!("rest")).unwrap_err();
    assert_eq!(err.kind, FailureKind::Illegal, "there is no seat 1");
    game.apply(0, &json!({"walk": [1, 2]})).unwrap();
    assert_eq!(game.scores().unwrap(), vec![6.0]);

    // Resting is one click that is already a whole move; the hot path applies it silently.
    let resting = game.choices(0, &[json!("rest")], true, false).unwrap();
    assert!(resting.options.is_empty());
    assert_eq!(resting.complete.unwrap().action, json!("rest"));
    assert_eq!(game.apply_path(0, &[rest], false).unwrap(), None);
    assert_eq!(game.scores().unwrap(), vec![6.0]);

    // A 1.0 host sees the same moves as one-click actions.
    let listed: Vec<_> = game
        .actions(0)
        .unwrap()
        .into_iter()
        .map(|a| a.action)
        .collect();
    assert_eq!(listed.len(), 7, "{listed:?}");
    assert!(listed.contains(&json!({"walk": [1, 1, 1]})) && listed.contains(&json!("rest")));

    // The last turn at random; then the game is over and nothing more is offered.
    game.random_move(0, 42).unwrap();
    assert_eq!(game.turn().unwrap(), (0, true));
    let score = game.scores().unwrap()[0];
    assert!((6.0..=9.0).contains(&score), "{score}");
    let status = game.status().unwrap();
    assert!(status.game_over);
    assert_eq!(status.ranking[0].score as f64, score);
    let err = game.random_move(0, 43).unwrap_err();
    assert_eq!(err.kind, FailureKind::Unsupported);
    assert!(
        game.choices(0, &[], true, false)
            .unwrap()
            .options
            .is_empty()
    );
    assert!(game.actions(0).unwrap().is_empty());
}

#[test]
fn random_and_bot_players_finish_the_c_plugins_games() {
    use parlour::core::simulate::{Players, simulate_with};
    let dir = tempfile::tempdir().unwrap();
    let (_catalog, plugin) = c_walker(dir.path());
    let report = simulate_with(&plugin, 50, 1, 1, Players::Random).unwrap();
    assert_eq!(report.finished, 50, "{}", report.summary("c-walker"));
    assert_eq!(report.errors, 0);
    assert_eq!(report.mean_actions, 4.0, "a game is four turns");
    let report = simulate_with(&plugin, 5, 1, 1, Players::Bots).unwrap();
    assert_eq!(report.finished, 5, "{}", report.summary("c-walker"));

    // Random moves are drawn from the seed alone and are uniform at each choice.
    let play = |seed: u64| {
        let mut game = plugin.new_game(&setup(1, 1)).unwrap();
        game.random_move(0, seed).unwrap();
        game.save().unwrap()
    };
    assert_eq!(play(9), play(9));
    let rested = (0..400)
        .filter(|&seed| play(seed).state["pos"] == json!(0))
        .count();
    assert!(
        (140..=260).contains(&rested),
        "rest is one of two first choices: {rested}"
    );
}

#[test]
fn the_arena_counts_a_game_that_runs_into_its_action_bound_as_won_by_nobody() {
    use parlour::core::arena::{ArenaOptions, Contender};
    let dir = tempfile::tempdir().unwrap();
    compile_c("bounded.c", "c_bounded", dir.path(), false);
    let catalog = Catalog::from_dirs(&[dir.path().to_owned()]);
    let plugin = catalog
        .get("c-counter")
        .expect("the C plugin loads")
        .clone();
    assert_eq!(plugin.manifest().max_actions, 3);
    let options = ArenaOptions {
        players: 1,
        games: 4,
        bots: vec![Contender::Heuristic, Contender::Random],
        seed: 1,
        search: Default::default(),
        threads: 1,
        rotate: true,
    };
    let report = parlour::core::arena::run(&plugin, &options, &|_| {}).unwrap();
    assert_eq!(
        (report.finished, report.unfinished, report.errors),
        (4, 4, 0)
    );
    for bot in &report.bots {
        assert_eq!(bot.seats, 2, "{}", bot.name);
        assert_eq!(
            bot.wins, 0.0,
            "{}: nobody wins an unfinished game",
            bot.name
        );
        assert_eq!(
            bot.mean_score, 3.0,
            "{}: the score when the bound was hit",
            bot.name
        );
    }
    assert!(
        report
            .summary()
            .contains("4 of them reached the game's action bound")
    );
}

#[test]
fn a_command_about_one_game_loads_no_other_plugin_into_its_process() {
    let plugins = tempfile::tempdir().unwrap();
    compile_c("loud.c", "c_loud", plugins.path(), false);
    let data = tempfile::tempdir().unwrap();
    let work = tempfile::tempdir().unwrap();
    let marker = work.path().join("loads.txt");
    let save = work.path().join("game.toml");
    let run = |args: &[&str]| {
        let out = std::process::Command::new(common::parlour_bin())
            .args(args)
            .arg("--plugins")
            .arg(plugins.path())
            .env("PARLOUR_DATA_DIR", data.path())
            .env("PARLOUR_TEST_LOAD_MARKER", &marker)
            .env_remove("PARLOUR_PLUGIN_PATH")
            .output()
            .unwrap();
        assert!(out.status.success(), "{args:?}: {}", common::stderr(&out));
    };
    let loads = || {
        std::fs::read_to_string(&marker)
            .unwrap_or_default()
            .lines()
            .count()
    };
    // The first command meets the new file and checks it in a child process, once.
    run(&[
        "new",
        "example",
        "--players",
        "2",
        "--out",
        save.to_str().unwrap(),
    ]);
    assert_eq!(loads(), 1, "only the probe's child process loaded it");
    // From then on the remembered verdict names the plugin, and commands about another game
    // leave it alone.
    run(&["show", save.to_str().unwrap()]);
    run(&["bot", save.to_str().unwrap(), "--steps", "1"]);
    run(&["simulate", "example", "--games", "1"]);
    assert_eq!(
        loads(),
        1,
        "no command about Sealed Bids loaded the counter"
    );
    // Listing the plugins and playing the counter load it.
    run(&["plugins"]);
    assert_eq!(loads(), 2);
    let counter = work.path().join("counter.toml");
    run(&[
        "new",
        "c-counter",
        "--players",
        "1",
        "--out",
        counter.to_str().unwrap(),
    ]);
    assert_eq!(loads(), 3);
}
