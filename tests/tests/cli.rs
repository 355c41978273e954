//! The command line as scripts use it: exact subcommands, JSON fields, exit codes, and bad input.

mod common;

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
        Fixture {
            plugins: common::plugin_dir(&["parlour-example", "parlour-fixture-wrong-abi"]),
            data: tempfile::tempdir().unwrap(),
            work: tempfile::tempdir().unwrap(),
        }
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
            "is not a move seat 0 can make now",
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
    // A partial move that was never offered is refused plainly.
    let out = run(&[
        "choices",
        &file,
        "--seat",
        "0",
        "--partial",
        r#"[{"no":"such"}]"#,
    ]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("not a legal beginning"),
        "{}",
        stderr(&out)
    );
    let out = run(&["choices", &file, "--seat", "0", "--partial", "{oops"]);
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
