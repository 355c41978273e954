//! The command line as scripts use it: exact subcommands, JSON fields, exit codes, and bad input.

use crate::common;

use std::path::Path;

use common::{parlour, stderr, stdout};
use serde_json::Value;

struct Fixture {
    plugins: tempfile::TempDir,
    data: tempfile::TempDir,
    work: tempfile::TempDir,
}

impl Fixture {
    fn new() -> Fixture {
        Fixture::with(&["parlour-example", "parlour-fixture-wrong-abi"])
    }

    /// A fixture whose plugin folder holds copies of these crates' libraries.
    fn with(crates: &[&str]) -> Fixture {
        Fixture {
            plugins: common::plugin_dir(crates),
            data: tempfile::tempdir().unwrap(),
            work: tempfile::tempdir().unwrap(),
        }
    }

    /// Runs a command that must fail with exit status 1; returns its stderr.
    fn fails(&self, args: &[&str]) -> String {
        let out = self.run(args);
        assert_eq!(
            out.status.code(),
            Some(1),
            "parlour {args:?} should fail with status 1:\n{}{}",
            stdout(&out),
            stderr(&out)
        );
        stderr(&out)
    }

    fn run(&self, args: &[&str]) -> std::process::Output {
        parlour(self.plugins.path(), self.data.path(), args)
    }

    fn ok(&self, args: &[&str]) -> String {
        let out = self.run(args);
        assert!(
            out.status.success(),
            "parlour {args:?} failed:\n{}",
            stderr(&out)
        );
        stdout(&out)
    }

    fn json(&self, args: &[&str]) -> Value {
        let text = self.ok(args);
        serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("parlour {args:?} printed no JSON ({e}):\n{text}"))
    }

    fn path(&self, name: &str) -> String {
        self.work.path().join(name).display().to_string()
    }

    fn new_game(&self, name: &str) -> String {
        let file = self.path(name);
        self.ok(&[
            "new",
            "example",
            "--players",
            "2",
            "--seed",
            "5",
            "--bots",
            "1",
            "--names",
            "Anna,Ben",
            "--out",
            &file,
        ]);
        file
    }
}

#[test]
fn plugins_lists_every_file_with_the_documented_fields() {
    let f = Fixture::new();
    let rows = f.json(&["plugins", "--json"]);
    let rows = rows.as_array().expect("an array");
    let example = rows
        .iter()
        .find(|r| r["id"] == "example")
        .expect("example is listed");
    assert_eq!(example["status"], "ok");
    assert_eq!(example["abi"], "1.1");
    assert!(
        example["name"].is_string()
            && example["version"].is_string()
            && example["path"].is_string()
    );
    assert!(example["reason"].is_null());
    let refused = rows
        .iter()
        .find(|r| r["status"] == "refused")
        .expect("the wrong-ABI fixture is listed");
    assert!(refused["id"].is_null());
    assert!(refused["reason"].as_str().unwrap().contains("ABI 99"));
    for row in rows {
        for field in ["id", "name", "version", "abi", "path", "status", "reason"] {
            assert!(row.get(field).is_some(), "{field} missing in {row}");
        }
    }
}

#[test]
fn a_game_is_played_to_the_end_through_the_command_line() {
    let f = Fixture::new();
    let file = f.new_game("game.toml");
    let actions = f.json(&["actions", &file, "--json"]);
    let first = &actions.as_array().unwrap()[0];
    for field in ["index", "seat", "label", "action"] {
        assert!(first.get(field).is_some(), "{field} missing");
    }
    assert_eq!(first["index"], 0);
    f.ok(&["apply", &file, "--index", "0"]);
    let action = r#"{"bid":2}"#;
    let out = f.run(&["apply", &file, "--action", action, "--seat", "1"]);
    assert!(out.status.success(), "{}", stderr(&out));
    f.ok(&["bot", &file, "--until-end"]);
    let shown = f.json(&["show", &file, "--seat", "0", "--json"]);
    assert_eq!(shown["status"]["game_over"], true);
    assert!(shown["status"]["ranking"].as_array().unwrap().len() == 2);
    let validated = f.ok(&["validate", &file]);
    assert!(validated.contains("is valid"), "{validated}");
}

#[test]
fn show_speaks_german_and_hides_the_other_seats_secrets() {
    let f = Fixture::new();
    let file = f.new_game("game.toml");
    let english = f.ok(&["show", &file, "--seat", "0"]);
    let german = f.ok(&["show", &file, "--seat", "0", "--lang", "de"]);
    assert!(english.contains("Turn"), "{english}");
    assert!(german.contains("Zug"), "{german}");
    assert_ne!(english, german);
    let seat0 = f.json(&["show", &file, "--seat", "0", "--json"]);
    let spectator = f.json(&["show", &file, "--spectator", "--json"]);
    let keys = |v: &Value| v["view"].to_string();
    assert!(
        keys(&seat0).contains("hand-0-card-"),
        "seat 0 sees its own hand"
    );
    assert!(
        !keys(&spectator).contains("hand-0-card-"),
        "a spectator does not"
    );
    let out = f.run(&["show", &file, "--seat", "7"]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("no seat 7"));
}

#[test]
fn illegal_or_malformed_input_fails_clearly_and_leaves_the_file_untouched() {
    let f = Fixture::new();
    let file = f.new_game("game.toml");
    let before = std::fs::read(&file).unwrap();
    let cases: [(&[&str], &str); 5] = [
        (&["apply", &file, "--index", "999"], "no action 999"),
        (&["apply", &file, "--action", "{not json"], "not valid JSON"),
        (
            &["apply", &file, "--action", r#"{"bid":77}"#, "--seat", "0"],
            "is not a move seat 0 can make now",
        ),
        (
            &[
                "apply",
                &file,
                "--action",
                r#"{"teleport":1}"#,
                "--seat",
                "0",
            ],
            "is not an action of Sealed Bids. Its actions are JSON such as {\"bid\":1}",
        ),
        (&["show", &file, "--lang", "fr"], "unknown language"),
    ];
    for (args, expected) in cases {
        let out = f.run(args);
        assert!(!out.status.success(), "{args:?} should fail");
        assert!(
            stderr(&out).contains(expected),
            "{args:?}: {}",
            stderr(&out)
        );
        assert_eq!(
            std::fs::read(&file).unwrap(),
            before,
            "{args:?} changed the file"
        );
    }
}

#[test]
fn broken_saves_are_refused_and_kept() {
    let f = Fixture::new();
    let file = f.new_game("game.toml");
    let text = std::fs::read_to_string(&file).unwrap();
    let broken = f.path("broken.toml");
    std::fs::write(&broken, &text[..text.len() / 2]).unwrap();
    for args in [
        vec!["apply", broken.as_str(), "--index", "0"],
        vec!["bot", broken.as_str()],
        vec!["validate", broken.as_str()],
    ] {
        let out = f.run(&args);
        assert!(!out.status.success());
        assert!(
            stderr(&out).contains("damaged or truncated"),
            "{}",
            stderr(&out)
        );
    }
    assert_eq!(
        std::fs::read_to_string(&broken).unwrap(),
        text[..text.len() / 2]
    );
    let missing = f.path("missing-plugin.toml");
    std::fs::write(
        &missing,
        text.replace("plugin = \"example\"", "plugin = \"chess\""),
    )
    .unwrap();
    let out = f.run(&["validate", &missing]);
    assert!(!out.status.success());
}

#[test]
fn apply_can_write_elsewhere_and_new_never_overwrites() {
    let f = Fixture::new();
    let file = f.new_game("game.toml");
    let before = std::fs::read(&file).unwrap();
    let copy = f.path("next.toml");
    f.ok(&["apply", &file, "--index", "0", "--out", &copy]);
    assert_eq!(std::fs::read(&file).unwrap(), before);
    assert!(Path::new(&copy).is_file());
    let out = f.run(&["new", "example", "--players", "2", "--out", &file]);
    assert!(
        !out.status.success(),
        "an existing file is not replaced by `new`"
    );
    assert_eq!(std::fs::read(&file).unwrap(), before);
    let out = f.run(&[
        "new",
        "example",
        "--players",
        "3",
        "--out",
        &f.path("three.toml"),
    ]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("2 to 2 players"), "{}", stderr(&out));
    let out = f.run(&[
        "new",
        "example",
        "--players",
        "2",
        "--option",
        "cards=7",
        "--out",
        &f.path("x.toml"),
    ]);
    assert!(!out.status.success());
    let out = f.run(&[
        "new",
        "nonexistent",
        "--players",
        "2",
        "--out",
        &f.path("y.toml"),
    ]);
    // The plugins next to the binary are installed too, so only the shape of the list is fixed.
    let message = stderr(&out);
    assert!(message.contains("no plugin \"nonexistent\""), "{message}");
    assert!(
        message.contains("installed: ") && message.contains("example"),
        "{message}"
    );
}

#[test]
fn simulate_reports_the_documented_figures() {
    let f = Fixture::new();
    let report = f.json(&[
        "simulate",
        "example",
        "--games",
        "20",
        "--players",
        "2",
        "--seed",
        "3",
        "--json",
    ]);
    for field in [
        "games",
        "finished",
        "errors",
        "seconds",
        "games_per_second",
        "mean_actions",
    ] {
        assert!(report.get(field).is_some(), "{field} missing in {report}");
    }
    assert_eq!(report["games"], 20);
    assert_eq!(report["finished"], 20);
    assert_eq!(report["errors"], 0);
    assert!(
        report["mean_actions"].as_f64().unwrap() >= 18.0,
        "two bids per round, nine rounds"
    );
}

#[test]
fn check_passes_for_the_example_and_fails_precisely_for_a_broken_plugin() {
    let f = Fixture::new();
    let out = f.ok(&["check", "example"]);
    assert!(
        out.contains("All") && out.contains("checks passed"),
        "{out}"
    );
    let panicky = common::library("parlour-fixture-panicky");
    let out = f.run(&["check", panicky.to_str().unwrap()]);
    assert!(!out.status.success());
    let text = stdout(&out);
    assert!(
        text.contains("FAIL playouts") && text.contains("boom"),
        "{text}"
    );
    assert!(
        text.contains("FAIL views") && text.contains("spectator"),
        "{text}"
    );
}

#[test]
fn plugin_path_variable_is_searched_before_the_plugins_flag() {
    let f = Fixture::new();
    let env_dir = common::plugin_dir(&["parlour-example"]);
    let out = std::process::Command::new(common::parlour_bin())
        .args(["plugins", "--json", "--plugins"])
        .arg(f.plugins.path())
        .env("PARLOUR_DATA_DIR", f.data.path())
        .env("PARLOUR_PLUGIN_PATH", env_dir.path())
        .output()
        .unwrap();
    let rows: Value = serde_json::from_slice(&out.stdout).unwrap();
    let loaded = rows
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["id"] == "example" && r["status"] == "ok")
        .unwrap();
    assert!(
        loaded["path"]
            .as_str()
            .unwrap()
            .starts_with(env_dir.path().to_str().unwrap())
    );
}

#[test]
fn choices_walks_a_composed_move_that_apply_then_plays() {
    let plugins = common::plugin_dir(&["parlour-maniacal"]);
    let data = tempfile::tempdir().unwrap();
    let work = tempfile::tempdir().unwrap();
    let file = work.path().join("m.toml").display().to_string();
    let run = |args: &[&str]| parlour(plugins.path(), data.path(), args);
    let ok = |args: &[&str]| {
        let out = run(args);
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        stdout(&out)
    };
    ok(&[
        "new",
        "maniacal",
        "--players",
        "3",
        "--seed",
        "4",
        "--out",
        &file,
    ]);
    let before = std::fs::read_to_string(&file).unwrap();
    // Follow the first option at every step until the choices form a whole move.
    let mut partial: Vec<Value> = Vec::new();
    let complete = loop {
        let text = serde_json::to_string(&partial).unwrap();
        let step: Value = serde_json::from_str(&ok(&[
            "choices",
            &file,
            "--seat",
            "0",
            "--partial",
            &text,
            "--json",
        ]))
        .unwrap();
        assert_eq!(step["partial"], Value::Array(partial.clone()));
        let options = step["options"].as_array().unwrap();
        if !step["complete"].is_null() && (options.is_empty() || partial.len() >= 6) {
            break step["complete"]["action"].clone();
        }
        assert!(!options.is_empty(), "a step offers something: {step}");
        assert!(
            options
                .iter()
                .all(|o| o["id"].is_u64() && o["label"].is_string())
        );
        partial.push(options[0]["choice"].clone());
        assert!(partial.len() < 50, "the move ends");
    };
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        before,
        "asking for choices changes nothing"
    );
    // The readable listing of the same step.
    let text = serde_json::to_string(&partial[..partial.len() - 1]).unwrap();
    assert!(!ok(&["choices", &file, "--seat", "0", "--partial", &text]).is_empty());
    ok(&[
        "apply",
        &file,
        "--seat",
        "0",
        "--action",
        &serde_json::to_string(&complete).unwrap(),
    ]);
    assert_ne!(std::fs::read_to_string(&file).unwrap(), before);
    // A partial move that was never offered is refused plainly (seat 1 still drafts; seat 0
    // has made its move and, with nothing to do, is refused as `apply` refuses it).
    let out = run(&[
        "choices",
        &file,
        "--seat",
        "1",
        "--partial",
        r#"[{"no":"such"}]"#,
    ]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("not a legal beginning"),
        "{}",
        stderr(&out)
    );
    let out = run(&["choices", &file, "--seat", "1", "--partial", "{oops"]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("JSON array"), "{}", stderr(&out));
}

#[test]
fn simulate_takes_setup_options_checked_as_new_checks_them() {
    let plugins = common::plugin_dir(&["parlour-maniacal"]);
    let data = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| parlour(plugins.path(), data.path(), args);
    let base = ["simulate", "maniacal", "--games", "2", "--players", "3"];
    let with = |extra: &[&str]| {
        let mut args = base.to_vec();
        args.extend_from_slice(extra);
        run(&args)
    };
    let out = with(&["--option", "advanced=true", "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let report: Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(report["finished"], 2, "{report}");
    assert_eq!(report["options"]["advanced"], "true", "{report}");
    assert!(
        report["options"]["bodyguards"].is_string(),
        "the defaults are filled in: {report}"
    );
    // The readable summary names the options the games were played with.
    let out = with(&["--option", "advanced=true"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("advanced=true"), "{}", stdout(&out));
    // An unknown option, a bad value and a malformed flag are refused before any game.
    let out = with(&["--option", "turbo=true"]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("maniacal has no option \"turbo\""),
        "{}",
        stderr(&out)
    );
    let out = with(&["--option", "advanced=maybe"]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("option advanced takes true or false, not \"maybe\""),
        "{}",
        stderr(&out)
    );
    let out = with(&["--option", "advanced"]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("KEY=VALUE"), "{}", stderr(&out));
}

// ---------------------------------------------------------------------------------------------
// The rough edges a script, a modder or a damaged install hits; each in both languages.

const LANGS: [&str; 2] = ["en", "de"];

/// The text expected in a message, by language (`en`, `de`).
fn by_lang<'a>(lang: &str, en: &'a str, de: &'a str) -> &'a str {
    if lang == "de" { de } else { en }
}

/// A new game of a composed-move game (Maniacal or SMOG) with 3 seats and a fixed seed.
fn composed_game(f: &Fixture, game: &str, name: &str) -> String {
    let file = f.path(name);
    f.ok(&["new", game, "--players", "3", "--seed", "4", "--out", &file]);
    file
}

#[test]
fn apply_by_index_in_a_composed_game_says_how_to_make_the_move() {
    let f = Fixture::with(&["parlour-maniacal", "parlour-smog"]);
    for game in ["maniacal", "smog"] {
        let file = composed_game(&f, game, &format!("{game}.toml"));
        let before = std::fs::read(&file).unwrap();
        let shown = f.json(&["show", &file, "--json"]);
        let seat = shown["status"]["acting"][0].as_u64().expect("a seat acts") as u32;
        let seat = seat.to_string();
        for lang in LANGS {
            for args in [
                vec!["apply", &file, "--index", "0", "--lang", lang],
                vec![
                    "apply", &file, "--index", "0", "--seat", &seat, "--lang", lang,
                ],
            ] {
                let message = f.fails(&args);
                assert!(
                    message.contains(by_lang(
                        lang,
                        "composes each move from several choices",
                        "setzt sich jeder Zug aus mehreren Wahlen zusammen"
                    )),
                    "{game} {args:?}: {message}"
                );
                assert!(
                    message.contains(&format!("parlour choices FILE --seat {seat}"))
                        && message.contains("--action JSON"),
                    "{game} {args:?}: {message}"
                );
                assert!(!message.contains("nothing to do"), "{message}");
            }
        }
        assert_eq!(
            std::fs::read(&file).unwrap(),
            before,
            "{game}: file unchanged"
        );
    }
}

#[test]
fn an_action_of_the_wrong_shape_is_answered_with_what_an_action_looks_like() {
    let f = Fixture::new();
    let file = f.new_game("game.toml");
    let before = std::fs::read(&file).unwrap();
    let example = f.json(&["actions", &file, "--seat", "0", "--json"])[0]["action"].to_string();
    for lang in LANGS {
        for action in ["{}", "null", r#"{"bid":"two"}"#, r#"[1,2]"#] {
            let message = f.fails(&[
                "apply", &file, "--action", action, "--seat", "0", "--lang", lang,
            ]);
            assert!(
                message.contains(by_lang(
                    lang,
                    "is not an action of Sealed Bids",
                    "ist kein Zug in"
                )),
                "{action}: {message}"
            );
            assert!(message.contains(&example), "{action}: {message}");
            assert!(message.contains("parlour actions FILE --json"), "{message}");
            assert!(!message.contains("line 1 column"), "{message}");
        }
        // Well-formed but not legal now: the existing, precise answer.
        let message = f.fails(&[
            "apply",
            &file,
            "--action",
            r#"{"bid":77}"#,
            "--seat",
            "0",
            "--lang",
            lang,
        ]);
        assert!(
            message.contains(by_lang(
                lang,
                "is not a move seat 0 can make now",
                "ist gerade kein erlaubter Zug für Platz 0"
            )),
            "{message}"
        );
    }
    assert_eq!(std::fs::read(&file).unwrap(), before);
}

#[test]
fn a_choice_given_to_apply_as_a_move_points_to_choices() {
    let f = Fixture::with(&["parlour-maniacal"]);
    let file = composed_game(&f, "maniacal", "m.toml");
    let before = std::fs::read(&file).unwrap();
    let shown = f.json(&["show", &file, "--json"]);
    let seat = shown["status"]["acting"][0].as_u64().unwrap().to_string();
    let step = f.json(&["choices", &file, "--seat", &seat, "--json"]);
    let options = step["options"].as_array().unwrap();
    assert!(!options.is_empty(), "{step}");
    // Every first choice, and an `act` choice with a value not offered, are recognised.
    let mut choices: Vec<String> = options.iter().map(|o| o["choice"].to_string()).collect();
    choices.push(r#"{"act":"underground"}"#.to_owned());
    for lang in LANGS {
        for choice in &choices {
            let message = f.fails(&[
                "apply", &file, "--action", choice, "--seat", &seat, "--lang", lang,
            ]);
            assert!(
                message.contains(by_lang(
                    lang,
                    "is one choice of a move, not a whole move",
                    "ist nur eine Wahl innerhalb eines Zuges"
                )),
                "{choice}: {message}"
            );
            assert!(
                message.contains(&format!(
                    "parlour choices FILE --seat {seat} --partial '[{choice}]'"
                )),
                "{choice}: {message}"
            );
            assert!(!message.contains("unknown variant"), "{message}");
        }
        // Not a choice and not a move: the shape of a whole move, from the game.
        let message = f.fails(&[
            "apply", &file, "--action", "{}", "--seat", &seat, "--lang", lang,
        ]);
        assert!(
            message.contains(by_lang(lang, "is not a move of", "ist kein Zug in"))
                && message.contains("parlour choices FILE --seat"),
            "{message}"
        );
    }
    assert_eq!(std::fs::read(&file).unwrap(), before);
}

/// Rewrites a save with one field changed and a fresh checksum, as a careful editor would.
fn edit_save(from: &str, to: &str, edit: impl FnOnce(&mut parlour::core::save::SaveFile)) {
    let mut save = parlour::core::save::SaveFile::read(Path::new(from)).unwrap();
    edit(&mut save);
    let _ = std::fs::remove_file(to);
    save.write(Path::new(to)).unwrap();
}

#[test]
fn validate_holds_the_header_and_undo_flags_to_the_replayed_game() {
    let f = Fixture::new();
    let file = f.new_game("game.toml");
    f.ok(&["bot", &file, "--steps", "5"]);
    let save = parlour::core::save::SaveFile::read(Path::new(&file)).unwrap();
    assert!(save.log.len() >= 5);
    type Edit = Box<dyn Fn(&mut parlour::core::save::SaveFile)>;
    let cases: Vec<(&str, Edit)> = vec![
        (
            "log[2].undoable",
            Box::new(|s| s.log[2].undoable = !s.log[2].undoable),
        ),
        ("game.turn", Box::new(|s| s.game.turn += 3)),
        (
            "game.game_over",
            Box::new(|s| s.game.game_over = !s.game.game_over),
        ),
        ("game.abi", Box::new(|s| s.game.abi = "1.0".into())),
    ];
    for (field, edit) in cases {
        let edited = f.path("edited.toml");
        edit_save(&file, &edited, edit);
        let before = std::fs::read(&edited).unwrap();
        for lang in LANGS {
            let message = f.fails(&["validate", &edited, "--lang", lang]);
            assert!(
                message.contains(&format!(
                    "{} {field} ",
                    by_lang(lang, "its field", "Das Feld")
                )),
                "{field}: {message}"
            );
            assert!(
                message.contains(by_lang(
                    lang,
                    "but replaying its action log gives",
                    "das Nachspielen der Zugliste ergibt aber"
                )),
                "{message}"
            );
            // Commands that rewrite the file refuse it as `validate` does.
            for args in [
                vec!["apply", edited.as_str(), "--index", "0", "--lang", lang],
                vec!["bot", edited.as_str(), "--lang", lang],
            ] {
                let refused = f.fails(&args);
                assert!(refused.contains(field), "{args:?}: {refused}");
            }
        }
        assert_eq!(std::fs::read(&edited).unwrap(), before, "{field}");
    }
    // The untouched file still validates.
    assert!(f.ok(&["validate", &file]).contains("is valid"));
}

#[test]
fn an_output_file_in_a_missing_folder_is_refused_before_any_work() {
    let f = Fixture::new();
    let file = f.new_game("game.toml");
    let before = std::fs::read(&file).unwrap();
    let missing = f.work.path().join("no").join("such");
    let out = missing.join("x.toml").display().to_string();
    let not_a_folder = format!("{file}/x.toml");
    for lang in LANGS {
        for args in [
            vec![
                "apply", &file, "--index", "0", "--out", &out, "--lang", lang,
            ],
            vec!["bot", &file, "--out", &out, "--lang", lang],
            vec![
                "new",
                "example",
                "--players",
                "2",
                "--out",
                &out,
                "--lang",
                lang,
            ],
        ] {
            let message = f.fails(&args);
            assert!(
                message.contains(&missing.display().to_string())
                    && message.contains(by_lang(
                        lang,
                        "does not exist (create it first",
                        "gibt es nicht (lege ihn zuerst an"
                    )),
                "{args:?}: {message}"
            );
        }
        let message = f.fails(&[
            "apply",
            &file,
            "--index",
            "0",
            "--out",
            &not_a_folder,
            "--lang",
            lang,
        ]);
        assert!(
            message.contains(by_lang(lang, "is not a folder", "ist kein Ordner")),
            "{message}"
        );
    }
    assert!(!f.work.path().join("no").exists(), "no folder was created");
    assert_eq!(std::fs::read(&file).unwrap(), before);
}

#[test]
fn a_damaged_file_under_a_plugins_name_is_named_with_the_loaders_reason() {
    let library = common::library_file_name("parlour-example");
    for (contents, reason) in [
        (&b""[..], "file too short"),
        (
            "a text file, not a library\n".repeat(10).as_bytes(),
            "invalid ELF header",
        ),
    ] {
        if cfg!(not(target_os = "linux")) {
            return;
        }
        let f = Fixture::with(&["parlour-fixture-wrong-abi"]);
        let damaged = f.plugins.path().join(&library);
        std::fs::write(&damaged, contents).unwrap();
        let rows = f.json(&["plugins", "--json"]);
        let row = rows
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["path"].as_str().is_some_and(|p| p.ends_with(&library)))
            .expect("the damaged file is listed");
        assert_eq!(row["status"], "refused");
        let listed = row["reason"].as_str().unwrap();
        assert!(listed.contains(reason), "{listed}");
        for lang in LANGS {
            let out = f.path(&format!("new-{lang}.toml"));
            let message = f.fails(&[
                "new",
                "example",
                "--players",
                "2",
                "--out",
                &out,
                "--lang",
                lang,
            ]);
            assert!(
                message.contains(by_lang(
                    lang,
                    "no plugin \"example\" is installed",
                    "kein Plugin „example“ installiert"
                )),
                "{message}"
            );
            assert!(
                message.contains(&damaged.display().to_string())
                    && message.contains(reason)
                    && message.contains(by_lang(
                        lang,
                        "may be it, but it was refused",
                        "könnte es sein, wurde aber abgelehnt"
                    )),
                "{message}"
            );
            assert!(!Path::new(&out).exists());
        }
    }
}

/// Starts an arena that takes long, waits for its first progress line on stderr, stops it with
/// SIGTERM and returns (exit status, stdout, stderr).
fn interrupted_arena(f: &Fixture, extra: &[&str]) -> (Option<i32>, String, String) {
    use std::io::Read;
    let mut child = std::process::Command::new(common::parlour_bin())
        .args([
            "arena",
            "example",
            "--players",
            "2",
            "--games",
            "100000",
            "--bots",
            "search,random",
            "--iterations",
            "50",
        ])
        .args(extra)
        .arg("--plugins")
        .arg(f.plugins.path())
        .env("PARLOUR_DATA_DIR", f.data.path())
        .env_remove("PARLOUR_PLUGIN_PATH")
        .env("LC_ALL", "C")
        .env("LANG", "C")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout_pipe = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        stdout_pipe.read_to_string(&mut text).unwrap();
        text
    });
    let mut stderr_pipe = child.stderr.take().unwrap();
    // The first progress report (after ten games), then the signal. The text mode's progress
    // ends in a carriage return, not a line break: read whatever has arrived.
    let mut seen = Vec::new();
    let mut chunk = [0u8; 4096];
    loop {
        let n = stderr_pipe.read(&mut chunk).unwrap();
        seen.extend_from_slice(&chunk[..n]);
        if n == 0 || String::from_utf8_lossy(&seen).contains("/100000 ") {
            break;
        }
    }
    let status = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let mut rest = String::new();
    stderr_pipe.read_to_string(&mut rest).unwrap();
    let code = child.wait().unwrap().code();
    let err = format!("{}{rest}", String::from_utf8_lossy(&seen));
    (code, reader.join().unwrap(), err)
}

#[test]
#[cfg(unix)]
fn an_interrupted_arena_prints_its_progress_and_the_table_so_far() {
    let f = Fixture::with(&["parlour-example"]);
    for lang in LANGS {
        let (code, out, err) = interrupted_arena(&f, &["--json", "--lang", lang]);
        assert_eq!(code, Some(130), "stdout: {out}\nstderr: {err}");
        assert!(
            err.contains(&format!("10/100000 {}", by_lang(lang, "games", "Partien"))),
            "progress on stderr in JSON mode: {err}"
        );
        assert!(
            err.contains(by_lang(
                lang,
                "Stopped by a signal after",
                "durch ein Signal angehalten"
            )),
            "{err}"
        );
        let report: Value = serde_json::from_str(&out).expect("the partial report is JSON");
        assert_eq!(report["interrupted"], true, "{report}");
        let finished = report["finished"].as_u64().unwrap();
        assert!((10..100_000).contains(&finished), "{report}");
        assert_eq!(
            report["errors"], 0,
            "unplayed games are no errors: {report}"
        );
        let seats: u64 = report["bots"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["seats"].as_u64().unwrap())
            .sum();
        assert_eq!(seats, 2 * finished, "the table covers the finished games");
    }
    let (code, out, _) = interrupted_arena(&f, &[]);
    assert_eq!(code, Some(130));
    assert!(
        out.contains("stopped early") && out.contains("win %"),
        "{out}"
    );
}

/// The arena rotates the bots over the seats from game to game; `--fixed-seats` keeps bot i at
/// seat i (the list repeated), for games whose seats play different sides.
#[test]
fn the_arena_rotates_seats_unless_they_are_fixed() {
    let f = Fixture::with(&["parlour-maniacal"]);
    let seats = |extra: &[&str]| -> Vec<(String, u64)> {
        let mut args = vec![
            "arena",
            "maniacal",
            "--players",
            "3",
            "--games",
            "4",
            "--bots",
            "heuristic,random",
            "--json",
        ];
        args.extend_from_slice(extra);
        let report = f.json(&args);
        report["bots"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| {
                (
                    b["name"].as_str().unwrap().to_owned(),
                    b["seats"].as_u64().unwrap(),
                )
            })
            .collect()
    };
    let both = |h: u64, r: u64| vec![("heuristic".to_owned(), h), ("random".to_owned(), r)];
    assert_eq!(
        seats(&[]),
        both(6, 6),
        "rotated: each bot plays every seat in turn"
    );
    assert_eq!(
        seats(&["--fixed-seats"]),
        both(8, 4),
        "fixed: the heuristic bot at seats 0 and 2, the random bot at seat 1"
    );
}

#[test]
fn choices_and_apply_agree_about_a_seat_that_cannot_act() {
    let f = Fixture::new();
    let file = f.new_game("game.toml");
    // Seat 0 bids; then only seat 1 is to act.
    f.ok(&["apply", &file, "--index", "0"]);
    let shown = f.json(&["show", &file, "--json"]);
    assert_eq!(shown["status"]["acting"], serde_json::json!([1]), "{shown}");
    for lang in LANGS {
        let choices = f.fails(&["choices", &file, "--seat", "0", "--lang", lang]);
        let json = f.fails(&["choices", &file, "--seat", "0", "--json", "--lang", lang]);
        let applied = f.fails(&[
            "apply",
            &file,
            "--seat",
            "0",
            "--action",
            r#"{"bid":3}"#,
            "--lang",
            lang,
        ]);
        let by_index = f.fails(&[
            "apply", &file, "--seat", "0", "--index", "0", "--lang", lang,
        ]);
        assert_eq!(choices, applied, "one answer for one situation");
        assert_eq!(json, applied);
        assert_eq!(by_index, applied);
        assert!(
            choices.contains(by_lang(
                lang,
                "seat 0 has nothing to do now; it is seat 1's turn",
                "Platz 0 hat gerade nichts zu tun; Platz 1 ist am Zug"
            )),
            "{choices}"
        );
    }
    // The seat that is to act gets its choices.
    f.ok(&["choices", &file, "--seat", "1"]);
}

/// `parlour bot --stats` accounts for every move it made: searched, forced or left to the
/// game's own bot, in the player's language.
#[test]
fn bot_stats_account_for_every_move_the_bots_made() {
    let f = Fixture::new();
    let number_before = |said: &str, word: &str| -> u32 {
        let words: Vec<&str> = said.split_whitespace().collect();
        let at = words.iter().position(|w| w.starts_with(word)).unwrap();
        words[at - 1].trim_start_matches('(').parse().unwrap()
    };
    let easy = f.new_game("easy.toml");
    let said = f.ok(&["bot", &easy, "--steps", "3", "--level", "easy", "--stats"]);
    assert!(said.contains("Thinking: 0 searched decisions"), "{said}");
    assert_eq!(number_before(&said, "left"), 3, "{said}");
    for lang in LANGS {
        let file = f.new_game(&format!("normal-{lang}.toml"));
        let said = f.ok(&[
            "bot", &file, "--steps", "3", "--level", "normal", "--stats", "--lang", lang,
        ]);
        let (searched, forced, own) = if lang == "de" {
            ("durchsuchte", "erzwungene", "dem")
        } else {
            ("searched", "forced", "left")
        };
        let searched = number_before(&said, searched);
        assert!(searched >= 1, "{said}");
        assert_eq!(
            searched + number_before(&said, forced) + number_before(&said, own),
            3,
            "{said}"
        );
    }
}

#[test]
fn a_finished_game_is_left_untouched_by_bot_and_refused_by_choices_and_apply() {
    let f = Fixture::new();
    let file = f.new_game("game.toml");
    f.ok(&["bot", &file, "--until-end"]);
    let before = std::fs::read(&file).unwrap();
    let modified = std::fs::metadata(&file).unwrap().modified().unwrap();
    std::thread::sleep(std::time::Duration::from_millis(1100));
    for lang in LANGS {
        let said = f.ok(&["bot", &file, "--until-end", "--lang", lang]);
        assert!(
            said.contains(by_lang(
                lang,
                "The bots made no move: the game is over",
                "Die Bots haben keinen Zug gemacht: Die Partie ist vorbei"
            )),
            "{said}"
        );
        assert_eq!(
            std::fs::read(&file).unwrap(),
            before,
            "same bytes, same time"
        );
        assert_eq!(
            std::fs::metadata(&file).unwrap().modified().unwrap(),
            modified,
            "the file was not rewritten"
        );
        // With --out, an unchanged copy.
        let copy = f.path(&format!("copy-{lang}.toml"));
        f.ok(&["bot", &file, "--out", &copy, "--lang", lang]);
        assert_eq!(std::fs::read(&copy).unwrap(), before);
        let over = by_lang(lang, "the game is over", "die Partie ist vorbei");
        let choices = f.fails(&["choices", &file, "--seat", "0", "--lang", lang]);
        let applied = f.fails(&["apply", &file, "--index", "0", "--lang", lang]);
        assert!(choices.contains(over), "{choices}");
        assert_eq!(choices, applied);
    }
}
