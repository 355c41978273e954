//! `parlour host` and `parlour join`: hosting a save without a window, and playing a seat from
//! the terminal with commands read from standard input, one per line (so scripts and tests
//! can drive it):
//!
//! * `show`: the status, this seat's view, the last log lines and chat;
//! * `choices [PARTIAL]`: the next choices after PARTIAL (a JSON array, default none);
//! * `apply ACTION`: play a whole move (JSON, as `parlour apply --action` takes it);
//! * `undo`: take back this seat's own last move, when the game allows it;
//! * `say TEXT`: a chat message;
//! * `wait`: wait until this seat must act or the game is over;
//! * `lang en|de`: switch the language;
//! * `quit`.
//!
//! With `--json`, every answer is one line of JSON.

use std::io::BufRead as _;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use fluent_bundle::FluentValue;
use parlour_plugin_api::{Manifest, Text};
use serde_json::{Value, json};

use super::client::{Client, ClientError, HeldSeat, SeatBook};
use super::host::{Host, HostNotice};
use super::invite::Invite;
use super::protocol::{Refusal, Want};
use super::table::{HostRecord, Table};
use super::transport::NetConfig;
use crate::core::i18n::{Lang, Localizer};
use crate::core::session::Session;
use crate::core::textview;

/// The message of a refusal in the reader's language.
pub fn refusal_text(l10n: &Localizer, refusal: &Refusal) -> String {
    let mut args: Vec<(&str, FluentValue)> = Vec::new();
    match refusal {
        Refusal::Version { host, client } => {
            args.push(("host", FluentValue::from(*host)));
            args.push(("client", FluentValue::from(*client)));
        }
        Refusal::NoSeat { seats } => {
            args.push(("last", FluentValue::from(seats.saturating_sub(1))))
        }
        Refusal::Malformed { detail }
        | Refusal::Illegal { detail }
        | Refusal::HostError { detail } => args.push(("detail", FluentValue::from(detail.clone()))),
        _ => {}
    }
    l10n.tr_args(refusal.message_id(), &args)
}

fn client_error_text(l10n: &Localizer, error: &ClientError) -> String {
    match error {
        ClientError::Refused(refusal) => refusal_text(l10n, refusal),
        ClientError::Net(e) => l10n.tr_args(
            "net-connection-failed",
            &[("detail", FluentValue::from(e.to_string()))],
        ),
        ClientError::Timeout => l10n.tr("net-timeout"),
    }
}

/// Options of `parlour host`.
pub struct HostOptions {
    pub file: PathBuf,
    pub config: NetConfig,
    pub bots_stand_in: bool,
    /// The seats played at the hosting launcher's screen (kept in the host record). `None`
    /// hosts without a screen: every seat a person plays is online.
    pub local: Option<Vec<u32>>,
}

/// Hosts a save: its host record beside it (created on first hosting) gives the table id,
/// the host key (so the invite code stays the same across restarts), the port tried first and
/// the seats' secrets; the save is written after every move.
pub fn host_save(
    session: Session,
    options: &HostOptions,
    notices: Option<std::sync::mpsc::Sender<HostNotice>>,
) -> Result<Host, String> {
    let mut record = HostRecord::load_or_new(&options.file)?;
    if let Some(local) = &options.local {
        record.local = local.clone();
    }
    let key = record
        .key_bytes()
        .map(|bytes| iroh::SecretKey::from_bytes(&bytes))
        .ok_or_else(|| "the host record's key is damaged".to_owned())?;
    // Written before the first player joins, so the table id and key are kept.
    record.write(&options.file)?;
    let local = options.local.as_deref().unwrap_or_default();
    let roles = Table::roles(&session, local);
    let mut table = Table::new(record.table.clone(), session, Some(roles), &record.secrets)
        .map_err(|e| e.to_string())?;
    table.autosave_to(options.file.clone());
    table.keep_record(options.file.clone());
    table.set_bots_stand_in(options.bots_stand_in);
    let port = record.port;
    let host =
        Host::start(table, &options.config, key, port, notices).map_err(|e| e.to_string())?;
    if host.port() != port {
        // Keep the port for the next start; the secrets may have changed meanwhile.
        let mut current = HostRecord::load_or_new(&options.file)?;
        current.port = host.port();
        current.write(&options.file)?;
    }
    Ok(host)
}

/// `parlour host`: serves the save until interrupted, printing the invite code first.
pub fn host(session: Session, options: HostOptions, lang: Lang) -> Result<ExitCode, String> {
    let l10n = Localizer::new(lang);
    let (tx, notices) = std::sync::mpsc::channel();
    let host = host_save(session, &options, Some(tx))?;
    println!("{}", l10n.tr("net-host-invite"));
    println!("{}", host.invite().code());
    let stop = Arc::new(AtomicBool::new(false));
    {
        let stop = Arc::clone(&stop);
        if let Err(e) = ctrlc::set_handler(move || stop.store(true, Ordering::SeqCst)) {
            eprintln!("parlour: {e}");
        }
    }
    while !stop.load(Ordering::SeqCst) {
        let Ok(notice) = notices.recv_timeout(Duration::from_millis(200)) else {
            continue;
        };
        let who = |seat: Option<u32>| match seat {
            Some(seat) => l10n.default_seat_name(seat),
            None => l10n.tr("net-spectator"),
        };
        let line = match notice {
            HostNotice::Joined { seat } => {
                l10n.tr_args("net-host-joined", &[("who", FluentValue::from(who(seat)))])
            }
            HostNotice::Left { seat } => {
                l10n.tr_args("net-host-left", &[("who", FluentValue::from(who(seat)))])
            }
            HostNotice::Refused(refusal) => l10n.tr_args(
                "net-host-refused",
                &[("why", FluentValue::from(refusal_text(&l10n, &refusal)))],
            ),
            HostNotice::BotFailed(detail) => l10n.tr_args(
                "net-host-bot-failed",
                &[("detail", FluentValue::from(detail))],
            ),
        };
        println!("{line}");
    }
    host.stop();
    Ok(ExitCode::SUCCESS)
}

/// Options of `parlour join`.
pub struct JoinOptions {
    pub code: String,
    pub seat: Option<u32>,
    pub spectator: bool,
    pub name: String,
    pub config: NetConfig,
    pub json: bool,
    pub data_dir: PathBuf,
}

/// The localiser for a joined table: the host's messages and the game's, from the texts the
/// host sent.
pub fn table_localizer(client: &Client, lang: Lang) -> Localizer {
    let mut l10n = Localizer::new(lang);
    let game = &client.state.game;
    l10n.add_plugin(&Manifest {
        id: game.id.clone(),
        name: game.name.clone(),
        version: game.version.clone(),
        locales: game.locales.clone(),
        ..Manifest::default()
    });
    l10n
}

/// `parlour join`: plays a seat from standard input.
pub fn join(options: JoinOptions, lang: Lang) -> Result<ExitCode, String> {
    let l10n = Localizer::new(lang);
    let invite = Invite::parse(&options.code)
        .map_err(|e| l10n.tr_args("net-bad-invite", &[("detail", FluentValue::from(e.0))]))?;
    let mut book = SeatBook::load(&options.data_dir);
    let want = if options.spectator {
        Want::Spectator
    } else {
        let seat = options
            .seat
            .or_else(|| book.tables.get(&invite.table).map(|h| h.seat))
            .ok_or_else(|| l10n.tr("net-join-which-seat"))?;
        Want::Seat {
            seat,
            secret: book.secret_for(&invite.table, seat),
        }
    };
    let mut client = Client::join(&invite, want, &options.name, &options.config)
        .map_err(|e| client_error_text(&l10n, &e))?;
    if let (Some(seat), Some(secret)) = (client.state.seat, client.state.secret.clone()) {
        book.tables
            .insert(invite.table.clone(), HeldSeat { seat, secret });
        if let Err(e) = book.save(&options.data_dir) {
            eprintln!("parlour: {e}");
        }
    }
    let _ = client.wait_until(Duration::from_secs(10), |s| s.update.is_some());
    let mut session = Terminal {
        l10n: table_localizer(&client, lang),
        client,
        json: options.json,
    };
    session.joined();
    let stdin = std::io::stdin();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        if !session.command(line) {
            break;
        }
        if session.client.closed().is_some() {
            session.error(&session.l10n.tr("net-host-gone"));
            return Ok(ExitCode::FAILURE);
        }
    }
    session.client.close();
    Ok(ExitCode::SUCCESS)
}

struct Terminal {
    client: Client,
    l10n: Localizer,
    json: bool,
}

impl Terminal {
    fn names(&self) -> impl Fn(u32) -> String + '_ {
        move |seat: u32| {
            let named = self
                .client
                .state
                .update
                .as_ref()
                .and_then(|u| u.seats.get(seat as usize))
                .map(|s| s.name.clone())
                .filter(|n| !n.is_empty());
            named.unwrap_or_else(|| self.l10n.default_seat_name(seat))
        }
    }

    fn tr(&self, text: &Text) -> String {
        let names = self.names();
        self.l10n
            .plugin_text(&self.client.state.game.id, text, &names)
    }

    fn out(&self, text: String, value: Value) {
        if self.json {
            println!("{value}");
        } else {
            println!("{text}");
        }
    }

    fn error(&self, message: &str) {
        if self.json {
            println!("{}", json!({ "error": message }));
        } else {
            eprintln!("parlour: {message}");
        }
    }

    fn joined(&self) {
        let state = &self.client.state;
        let who = match state.seat {
            Some(seat) => self.names()(seat),
            None => self.l10n.tr("net-spectator"),
        };
        let text = self.l10n.tr_args(
            "net-joined",
            &[
                ("game", FluentValue::from(state.game.name.clone())),
                ("who", FluentValue::from(who)),
            ],
        );
        self.out(
            text,
            json!({"joined": state.game.id, "seat": state.seat, "table": state.table}),
        );
    }

    /// Runs one command; false ends the session.
    fn command(&mut self, line: &str) -> bool {
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        let rest = rest.trim();
        match word {
            "quit" | "exit" => return false,
            "show" => {
                self.client.poll(Duration::from_millis(50));
                self.show();
            }
            "wait" => {
                let result = self
                    .client
                    .wait_until(Duration::from_secs(600), |s| s.my_turn() || s.game_over());
                match result {
                    Ok(()) => self.status_line(),
                    Err(e) => self.error(&client_error_text(&self.l10n, &e)),
                }
            }
            "choices" => {
                let partial: Result<Vec<Value>, _> = if rest.is_empty() {
                    Ok(Vec::new())
                } else {
                    serde_json::from_str(rest)
                };
                match partial {
                    Ok(partial) => self.choices(partial),
                    Err(_) => self.error(&self.l10n.tr("net-partial-not-json")),
                }
            }
            "apply" => match serde_json::from_str::<Value>(rest) {
                Ok(action) => match self.client.apply(action.clone()) {
                    Ok(()) => self.out(
                        self.l10n.tr_args(
                            "net-applied",
                            &[("action", FluentValue::from(action.to_string()))],
                        ),
                        json!({"applied": action, "seq": self.client.state.seq()}),
                    ),
                    Err(e) => self.error(&client_error_text(&self.l10n, &e)),
                },
                Err(_) => self.error(&self.l10n.tr("net-action-not-json")),
            },
            "undo" => match self.client.undo() {
                Ok(()) => self.out(self.l10n.tr("net-undone"), json!({"undone": true})),
                Err(e) => self.error(&client_error_text(&self.l10n, &e)),
            },
            "say" => match self.client.say(rest) {
                Ok(()) => self.out(self.l10n.tr("net-said"), json!({"said": rest})),
                Err(e) => self.error(&client_error_text(&self.l10n, &e)),
            },
            "lang" => match Lang::from_code(rest) {
                Some(lang) => {
                    self.l10n.set_lang(lang);
                    self.out(
                        self.l10n.tr("net-lang-switched"),
                        json!({"lang": lang.code()}),
                    );
                }
                None => self.error(&self.l10n.tr("net-unknown-lang")),
            },
            _ => self.error(&self.l10n.tr_args(
                "net-unknown-command",
                &[("command", FluentValue::from(word.to_owned()))],
            )),
        }
        true
    }

    fn status_line(&self) {
        let Some(update) = &self.client.state.update else {
            return;
        };
        let names = self.names();
        let tr = |t: &Text| self.tr(t);
        let text = textview::status_text(&update.status, &self.l10n, &tr, &names);
        self.out(
            text,
            json!({
                "seq": update.seq,
                "my_turn": self.client.state.my_turn(),
                "game_over": update.status.game_over,
                "status": update.status,
            }),
        );
    }

    fn show(&self) {
        let state = &self.client.state;
        let Some(update) = &state.update else {
            self.error(&self.l10n.tr("net-no-update"));
            return;
        };
        let names = self.names();
        let tr = |t: &Text| self.tr(t);
        let log: Vec<String> = state.log.iter().map(|l| tr(&l.text)).collect();
        let chat: Vec<String> = state
            .chat
            .iter()
            .map(|c| {
                let who = match c.seat {
                    Some(seat) => names(seat),
                    None => self.l10n.tr("net-spectator"),
                };
                format!("{who}: {}", c.text)
            })
            .collect();
        if self.json {
            println!(
                "{}",
                json!({
                    "seat": state.seat,
                    "seq": update.seq,
                    "status": update.status,
                    "view": update.view,
                    "log": log,
                    "chat": chat,
                    "seats": update.seats,
                    "can_undo": update.can_undo,
                })
            );
            return;
        }
        println!(
            "{}",
            textview::status_text(&update.status, &self.l10n, &tr, &names)
        );
        println!();
        if let Some(view) = &update.view {
            print!(
                "{}",
                textview::view_text_with_names(view, &self.l10n, &tr, &names)
            );
        }
        if !log.is_empty() {
            println!();
            println!("{}", self.l10n.tr("log-heading"));
            for line in log.iter().rev().take(10).rev() {
                println!("  {line}");
            }
        }
        if !chat.is_empty() {
            println!();
            println!("{}", self.l10n.tr("net-chat-heading"));
            for line in chat.iter().rev().take(10).rev() {
                println!("  {line}");
            }
        }
    }

    fn choices(&mut self, partial: Vec<Value>) {
        let choices = match self.client.choices(partial.clone()) {
            Ok(choices) => choices,
            Err(e) => return self.error(&client_error_text(&self.l10n, &e)),
        };
        if self.json {
            println!(
                "{}",
                json!({
                    "partial": partial,
                    "prompt": choices.prompt.as_ref().map(|t| self.tr(t)),
                    "options": choices.options.iter().enumerate().map(|(index, o)| json!({
                        "index": index,
                        "id": o.id,
                        "label": self.tr(&o.label),
                        "choice": o.action,
                    })).collect::<Vec<_>>(),
                    "subset": choices.subset,
                    "complete": choices.complete.as_ref().map(|c| json!({"id": c.id, "action": c.action})),
                })
            );
            return;
        }
        if let Some(prompt) = &choices.prompt {
            println!("{}", self.tr(prompt));
        }
        for (index, option) in choices.options.iter().enumerate() {
            println!("{index:>4}  {}  {}", self.tr(&option.label), option.action);
        }
        if let Some(complete) = &choices.complete {
            println!(
                "{}",
                self.l10n.tr_args(
                    "net-choices-complete",
                    &[("action", FluentValue::from(complete.action.to_string()))]
                )
            );
        }
        if choices.options.is_empty() && choices.complete.is_none() {
            println!("{}", self.l10n.tr("cli-choices-none"));
        }
    }
}
