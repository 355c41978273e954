//! `parlour host` and `parlour join` as separate processes on 127.0.0.1, driven as a script
//! would drive them: commands on standard input, one JSON answer a line.

use crate::common;

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use serde_json::Value;

/// How long a process may take to answer one command before the test fails (a hang fails
/// the test instead of holding up CI).
const ANSWER_TIMEOUT: Duration = Duration::from_secs(60);

/// A `parlour` process whose standard output is read line by line on a thread of its own, so
/// that waiting for a line has a deadline; the process is killed when this is dropped (a
/// failing test leaves no `parlour host` behind).
struct Proc {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: mpsc::Receiver<String>,
}

impl Proc {
    fn spawn(plugins: &Path, data: &Path, args: &[&str]) -> Proc {
        let mut child = Command::new(common::parlour_bin())
            .args(args)
            .arg("--plugins")
            .arg(plugins)
            .env("PARLOUR_DATA_DIR", data)
            .env_remove("PARLOUR_PLUGIN_PATH")
            .env("LC_ALL", "C")
            .env("LANG", "C")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("parlour starts");
        let stdin = child.stdin.take();
        let stdout = BufReader::new(child.stdout.take().expect("a piped stdout"));
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in stdout.lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Proc {
            child,
            stdin,
            lines,
        }
    }

    /// The next line the process prints, failing the test after [`ANSWER_TIMEOUT`] or when
    /// the process ended.
    fn line(&mut self, waiting_for: &str) -> String {
        match self.lines.recv_timeout(ANSWER_TIMEOUT) {
            Ok(line) => line,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                panic!("no answer within {ANSWER_TIMEOUT:?} to {waiting_for:?}")
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                let status = self.child.wait().ok();
                panic!("the process ended ({status:?}) while waiting for {waiting_for:?}")
            }
        }
    }

    fn send(&mut self, command: &str) {
        let stdin = self.stdin.as_mut().expect("stdin is open");
        writeln!(stdin, "{command}").expect("the process reads its input");
    }

    /// Waits for the process to end by itself (after `quit`), with the same deadline.
    fn wait(&mut self) -> std::process::ExitStatus {
        self.stdin = None;
        let deadline = Instant::now() + ANSWER_TIMEOUT;
        loop {
            if let Some(status) = self.child.try_wait().expect("the process can be waited on") {
                return status;
            }
            assert!(Instant::now() < deadline, "the process did not end");
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Proc {
    fn drop(&mut self) {
        self.kill();
    }
}

/// A `parlour join --json` process.
struct Player(Proc);

impl Player {
    fn start(plugins: &Path, data: &Path, code: &str, seat: Option<&str>) -> Player {
        let mut args = vec!["join", code, "--no-relay", "--loopback", "--json"];
        if let Some(seat) = seat {
            args.extend(["--seat", seat]);
        }
        let mut player = Player(Proc::spawn(plugins, data, &args));
        let joined = player.line("joining");
        assert_eq!(joined["joined"], "example", "{joined}");
        player
    }

    fn line(&mut self, waiting_for: &str) -> Value {
        let line = self.0.line(waiting_for);
        serde_json::from_str(&line).unwrap_or_else(|_| panic!("not JSON: {line:?}"))
    }

    fn ask(&mut self, command: &str) -> Value {
        self.0.send(command);
        self.line(command)
    }

    fn quit(mut self) {
        self.0.send("quit");
        assert!(self.0.wait().success());
    }
}

/// Plays seat 0 until the game is over or `moves` moves were made; returns whether it is over.
fn play(player: &mut Player, moves: usize) -> bool {
    for _ in 0..moves {
        let status = player.ask("wait");
        if status["game_over"] == true {
            return true;
        }
        assert_eq!(status["my_turn"], true, "{status}");
        let mut partial: Vec<Value> = Vec::new();
        let action = loop {
            let choices = player.ask(&format!("choices {}", Value::from(partial.clone())));
            if let Some(action) = choices["complete"]["action"].as_object() {
                break Value::Object(action.clone());
            }
            let options = choices["options"]
                .as_array()
                .unwrap_or_else(|| panic!("no options: {choices}"));
            assert!(!options.is_empty(), "{choices}");
            partial.push(options[options.len() - 1]["choice"].clone());
        };
        let applied = player.ask(&format!("apply {action}"));
        assert_eq!(applied["applied"], action, "{applied}");
    }
    false
}

#[test]
fn a_game_is_hosted_and_played_from_the_terminal_across_a_host_crash() {
    let plugins = common::plugin_dir(&["parlour-example"]);
    let host_data = tempfile::tempdir().unwrap();
    let player_data = tempfile::tempdir().unwrap();
    let file = host_data.path().join("game.toml");
    let file_arg = file.to_str().unwrap();
    let made = common::parlour(
        plugins.path(),
        host_data.path(),
        &[
            "new",
            "example",
            "--players",
            "2",
            "--bots",
            "1",
            "--seed",
            "12",
            "--out",
            file_arg,
        ],
    );
    assert!(made.status.success());

    let start_host = || {
        let mut host = Proc::spawn(
            plugins.path(),
            host_data.path(),
            &["host", file_arg, "--no-relay", "--loopback", "--lang", "en"],
        );
        let mut code = String::new();
        while !code.starts_with("parlour:") {
            code = host.line("the invite code");
        }
        (host, code.trim().to_owned())
    };
    let (mut host, code) = start_host();
    let mut player = Player::start(plugins.path(), player_data.path(), &code, Some("0"));
    assert_eq!(player.ask("say hello there")["said"], "hello there");
    assert!(!play(&mut player, 3));
    // The language switches while playing: the same log reads differently.
    let english = player.ask("show");
    assert_eq!(player.ask("lang de")["lang"], "de");
    let german = player.ask("show");
    assert_eq!(english["seq"], german["seq"]);
    assert!(!english["log"].as_array().unwrap().is_empty());
    assert_ne!(english["log"], german["log"]);
    // An illegal move is refused with a message, and nothing changes.
    let refused = player.ask("apply {\"no\":\"such move\"}");
    assert!(refused["error"].is_string(), "{refused}");
    assert_eq!(player.ask("show")["seq"], german["seq"]);

    // The host dies; the save on its disk has every move the player saw (and the bot's reply,
    // when it came before the kill) and the chat.
    host.kill();
    let save = parlour::core::save::SaveFile::read(&file).unwrap();
    let seen = german["seq"].as_u64().expect("a sequence number");
    assert!(
        save.log.len() as u64 >= seen,
        "the save has {} moves, the player saw {seen}",
        save.log.len()
    );
    assert_eq!(save.chat[0].text, "hello there");
    player.quit();

    // Hosted again, the same code works and the player takes its seat back without naming it:
    // the secret is in its data folder.
    let (mut host, code_again) = start_host();
    assert_eq!(code_again, code);
    let mut player = Player::start(plugins.path(), player_data.path(), &code, None);
    assert_eq!(player.ask("show")["seat"], 0);
    assert!(play(&mut player, 10_000), "the game ends");
    player.quit();
    host.kill();
    let save = parlour::core::save::SaveFile::read(&file).unwrap();
    assert!(save.game.game_over);
    let book = std::fs::read_to_string(player_data.path().join("online/seats.toml")).unwrap();
    assert!(book.contains("seat = 0"), "{book}");
}
