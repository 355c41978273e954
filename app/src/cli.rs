//! The headless command line. Scripts depend on its exact shape: subcommands, flags, JSON
//! fields, exit codes. Errors go to stderr with a non-zero exit code.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use clap::{Parser, Subcommand};
use fluent_bundle::FluentValue;
use parlour_plugin_api::{LegalAction, Text};
use serde_json::{Value, json};

use crate::core::check;
use crate::core::discovery::{Catalog, Outcome};
use crate::core::i18n::{Lang, Localizer};
use crate::core::plugin::{FailureKind, Plugin};
use crate::core::save::{SaveFile, SeatInfo, SeatKind};
use crate::core::session::{self, Session, SessionError, random_seed, seat_namer};
use crate::core::simulate;
use crate::core::textview;

#[derive(Parser, Debug)]
#[command(
    name = "parlour",
    version,
    about = "Parlour: board games as plugins. Without a subcommand, starts the launcher."
)]
pub struct Cli {
    /// An extra directory to search for plugins (after PARLOUR_PLUGIN_PATH).
    #[arg(long, global = true, value_name = "DIR")]
    pub plugins: Option<PathBuf>,
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Lists every discovered plugin file, loaded or refused.
    Plugins {
        #[arg(long)]
        json: bool,
    },
    /// Starts a new game and writes it to a save file.
    New {
        /// The plugin id.
        game: String,
        #[arg(long)]
        players: u32,
        #[arg(long)]
        seed: Option<u64>,
        /// Seats played by bots, as a comma-separated list of seat numbers (from 0).
        #[arg(long, value_name = "SEATS", value_delimiter = ',')]
        bots: Vec<u32>,
        /// Seat names, comma-separated.
        #[arg(long, value_name = "NAMES", value_delimiter = ',')]
        names: Vec<String>,
        /// A setup option, KEY=VALUE; may be repeated.
        #[arg(long = "option", value_name = "K=V")]
        options: Vec<String>,
        #[arg(long)]
        out: PathBuf,
        /// The language of the messages: en or de (default: the system's).
        #[arg(long)]
        lang: Option<String>,
    },
    /// Prints the status and a seat's (or a spectator's) view.
    Show {
        file: PathBuf,
        #[arg(long, conflicts_with = "spectator")]
        seat: Option<u32>,
        #[arg(long)]
        spectator: bool,
        #[arg(long)]
        lang: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Lists the legal actions of the acting seats (or of one seat).
    Actions {
        file: PathBuf,
        #[arg(long)]
        seat: Option<u32>,
        #[arg(long)]
        lang: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Lists the next choices of a move composed over several clicks, after the choices in
    /// --partial (a JSON array of the choices made so far). Nothing is written: a partial move
    /// never changes the game.
    Choices {
        file: PathBuf,
        #[arg(long)]
        seat: u32,
        /// The choices made so far, as a JSON array (default: none).
        #[arg(long)]
        partial: Option<String>,
        #[arg(long)]
        lang: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Applies an action, by its index in `parlour actions` or as JSON, and writes the save.
    Apply {
        file: PathBuf,
        #[arg(long, conflicts_with = "action", required_unless_present = "action")]
        index: Option<usize>,
        #[arg(long)]
        action: Option<String>,
        #[arg(long)]
        seat: Option<u32>,
        /// Write the result here instead of back to FILE.
        #[arg(long)]
        out: Option<PathBuf>,
        /// The language of the messages: en or de (default: the system's).
        #[arg(long)]
        lang: Option<String>,
    },
    /// Lets bots move for the acting seats and writes the save.
    Bot {
        file: PathBuf,
        #[arg(long, conflicts_with = "until_end")]
        steps: Option<u32>,
        #[arg(long)]
        until_end: bool,
        /// Play every seat at this level (easy, normal, hard) instead of each seat's saved one.
        #[arg(long)]
        level: Option<String>,
        /// Write the result here instead of back to FILE. A finished game is not rewritten: with
        /// no move to make, FILE is left as it is (and copied unchanged to --out).
        #[arg(long)]
        out: Option<PathBuf>,
        /// Print how the bots thought: the decisions they searched, stopped early or left to
        /// the game's own bot, and the time it took.
        #[arg(long)]
        stats: bool,
        /// The language of the messages: en or de (default: the system's).
        #[arg(long)]
        lang: Option<String>,
    },
    /// Checks a save: header, plugin, and that replaying its log reproduces its state and the
    /// header's turn, game-over flag, ABI and undo flags.
    Validate {
        file: PathBuf,
        /// The language of the messages: en or de (default: the system's).
        #[arg(long)]
        lang: Option<String>,
    },
    /// Plays bot-only games through the plugin ABI and reports throughput.
    Simulate {
        game: String,
        #[arg(long, default_value_t = 100)]
        games: u32,
        #[arg(long)]
        players: Option<u32>,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Uniformly random moves in every seat instead of the plugin's bots.
        #[arg(long)]
        random: bool,
        /// A setup option, KEY=VALUE; may be repeated (as for `new`).
        #[arg(long = "option", value_name = "K=V")]
        options: Vec<String>,
        #[arg(long)]
        json: bool,
    },
    /// Hosts a save for online play without a window: prints the invite code, serves the
    /// table until interrupted, and writes the save after every move.
    Host {
        file: PathBuf,
        /// A self-hosted relay instead of the default ones.
        #[arg(long, value_name = "URL", conflicts_with = "no_relay")]
        relay: Option<String>,
        /// No relay: direct connections only (a local network).
        #[arg(long)]
        no_relay: bool,
        /// `auto`: a bot plays an online seat while its player is away (after leaving).
        #[arg(long, value_name = "auto")]
        bots: Option<String>,
        /// Listen on 127.0.0.1 only (tests and scripts on one machine).
        #[arg(long, hide = true)]
        loopback: bool,
        /// The language of the messages: en or de (default: the system's).
        #[arg(long)]
        lang: Option<String>,
    },
    /// Joins a hosted table with its invite code and plays a seat from standard input (one
    /// command a line: show, choices [PARTIAL], apply ACTION, undo, say TEXT, wait, lang, quit).
    Join {
        code: String,
        /// The seat to take (default: the one held at this table before).
        #[arg(long, conflicts_with = "spectator")]
        seat: Option<u32>,
        /// Watch with the spectator's view.
        #[arg(long)]
        spectator: bool,
        /// The name to show for the seat.
        #[arg(long, default_value = "")]
        name: String,
        #[arg(long, value_name = "URL", conflicts_with = "no_relay")]
        relay: Option<String>,
        #[arg(long)]
        no_relay: bool,
        /// Bind to 127.0.0.1 only (tests and scripts on one machine).
        #[arg(long, hide = true)]
        loopback: bool,
        /// Answer every command with one line of JSON.
        #[arg(long)]
        json: bool,
        #[arg(long)]
        lang: Option<String>,
    },
    /// Runs the conformance checker on a plugin, by id or by library path.
    Check { game: String },
    /// Opens one plugin file and reports whether it loads (used by the launcher to check new
    /// plugin files in a child process, so a damaged file cannot crash it).
    #[command(hide = true)]
    Probe { file: PathBuf },
    /// Plays bots against each other with seats rotated and reports wins, draws, mean scores
    /// with 95% confidence intervals, time per move and the search's playouts per second.
    Arena {
        game: String,
        #[arg(long)]
        players: Option<u32>,
        #[arg(long, default_value_t = 100)]
        games: u32,
        /// The bots, comma-separated: search (with the options below), heuristic, random, or a
        /// level as the launcher plays it: normal, hard.
        #[arg(long, value_delimiter = ',', default_value = "search,heuristic")]
        bots: Vec<String>,
        /// The search bot's time budget per move in milliseconds.
        #[arg(long)]
        budget_ms: Option<u64>,
        /// The search bot's iteration budget per move (default: the Normal level's, unless
        /// --budget-ms is given).
        #[arg(long)]
        iterations: Option<u64>,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Rollouts of the search bot: random or heuristic (default: tuned per game).
        #[arg(long)]
        rollout: Option<String>,
        /// The search's UCT exploration constant.
        #[arg(long)]
        exploration: Option<f64>,
        /// Score rollouts with the game's evaluation after this many moves.
        #[arg(long)]
        cutoff: Option<u32>,
        /// The share of the search's reward from the score margin (0 to 1).
        #[arg(long)]
        margin: Option<f64>,
        /// Virtual visits for the heuristic bot's move in each new node (0: none).
        #[arg(long)]
        prior: Option<u32>,
        /// Standard errors by which the search's click must beat the heuristic bot's before
        /// the search plays it (0: its most visited click).
        #[arg(long)]
        trust: Option<f64>,
        /// How the search models the other seats: tree (each searches for itself) or policy
        /// (they play the rollout policy).
        #[arg(long)]
        opponents: Option<String>,
        /// Whether the search's nodes below the root also key on the deciding seat's view
        /// (what chance showed it): on or off.
        #[arg(long)]
        observe: Option<String>,
        /// Games played at once, one thread each.
        #[arg(long, default_value_t = 1)]
        threads: u32,
        /// Seat the bots in the order given in every game (bot i at seat i, the list repeated
        /// when it is shorter) instead of rotating them: for games whose seats differ, such as
        /// SMOG's Nemesis at seat 0 and its gentlemen.
        #[arg(long)]
        fixed_seats: bool,
        #[arg(long)]
        json: bool,
        /// The language of the progress and of the messages: en or de (default: the system's).
        #[arg(long)]
        lang: Option<String>,
    },
    /// Makes a new plugin crate from the template: it compiles, passes `parlour check` and has
    /// tests, in English and German. Replace its placeholder rules with your game's.
    NewPlugin {
        /// The plugin id: lowercase letters, digits and '-' (saves refer to it forever).
        id: String,
        /// Where to write the crate: a new or empty directory. Default: plugins/ID inside a
        /// Parlour checkout (the workspace then builds it), else ./ID.
        #[arg(long)]
        dir: Option<PathBuf>,
        /// The game's display name (default: from the id).
        #[arg(long)]
        name: Option<String>,
        /// The plugin SDK (the `plugin-api` directory) the crate depends on. Default: the one
        /// this launcher was built from.
        #[arg(long, value_name = "DIR")]
        sdk: Option<PathBuf>,
    },
}

/// A command-line failure: the message for stderr.
#[derive(Debug)]
pub struct CliError(pub String);

impl<E: std::fmt::Display> From<E> for CliError {
    fn from(e: E) -> Self {
        CliError(e.to_string())
    }
}

type CliResult = Result<ExitCode, CliError>;

/// The program's entry point.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    quiet_on_broken_pipe();
    if let Some(Command::Probe { file }) = &cli.command {
        return crate::core::discovery::probe_main(file);
    }
    // New or changed plugin files are opened in a child process first.
    if let Ok(exe) = std::env::current_exe() {
        crate::core::discovery::probe_with(exe);
    }
    if let Some(Command::NewPlugin { id, dir, name, sdk }) = &cli.command {
        return match new_plugin(id, dir.as_deref(), name.as_deref(), sdk.as_deref()) {
            Ok(code) => code,
            Err(CliError(message)) => {
                eprintln!("parlour: {message}");
                ExitCode::FAILURE
            }
        };
    }
    match cli.command {
        None => crate::gui::run(cli.plugins),
        Some(command) => match run(command, cli.plugins.as_deref()) {
            Ok(code) => code,
            Err(CliError(message)) => {
                eprintln!("parlour: {message}");
                ExitCode::FAILURE
            }
        },
    }
}

/// When the reader of stdout goes away (`parlour show FILE | head -1`), printing fails:
/// end quietly, as command-line tools do, instead of reporting a panic.
fn quiet_on_broken_pipe() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info.payload_as_str().unwrap_or("");
        if message.starts_with("failed printing to stdout") && message.contains("Broken pipe") {
            std::process::exit(141);
        }
        default(info);
    }));
}

/// The one plugin a command works with, when it needs only one: the game it names, or the
/// game of the save file it reads. Other plugin files are then not loaded at all (a damaged
/// one cannot get in the way); a path to a library, or a file that is not a readable save,
/// gets the whole catalog and the usual messages.
fn needed_plugin(command: &Command) -> Option<String> {
    let named = |game: &String| (!Path::new(game).exists()).then(|| game.clone());
    let save = |file: &PathBuf| {
        crate::core::save::SaveFile::read(file)
            .ok()
            .map(|save| save.game.plugin)
    };
    match command {
        Command::New { game, .. }
        | Command::Simulate { game, .. }
        | Command::Check { game }
        | Command::Arena { game, .. } => named(game),
        Command::Show { file, .. }
        | Command::Actions { file, .. }
        | Command::Choices { file, .. }
        | Command::Apply { file, .. }
        | Command::Bot { file, .. }
        | Command::Validate { file, .. }
        | Command::Host { file, .. } => save(file),
        Command::Plugins { .. }
        | Command::Probe { .. }
        | Command::NewPlugin { .. }
        | Command::Join { .. } => None,
    }
}

/// The language a command speaks, in its output and in its error messages: `--lang` when
/// given; otherwise English for the commands that print a game (`show`, `actions`, `choices`,
/// whose output scripts read) and the system's language for the others.
fn command_lang(command: &Command) -> Result<Lang, CliError> {
    match command {
        Command::Show { lang, .. }
        | Command::Actions { lang, .. }
        | Command::Choices { lang, .. } => parse_lang(lang.as_deref(), Lang::En),
        Command::New { lang, .. }
        | Command::Apply { lang, .. }
        | Command::Bot { lang, .. }
        | Command::Validate { lang, .. }
        | Command::Host { lang, .. }
        | Command::Join { lang, .. }
        | Command::Arena { lang, .. } => parse_lang(lang.as_deref(), Lang::from_os()),
        Command::Plugins { .. }
        | Command::Simulate { .. }
        | Command::Check { .. }
        | Command::Probe { .. }
        | Command::NewPlugin { .. } => Ok(Lang::from_os()),
    }
}

/// `parlour new-plugin`: writes the template crate and says what to do next.
fn new_plugin(id: &str, dir: Option<&Path>, name: Option<&str>, sdk: Option<&Path>) -> CliResult {
    use crate::core::template;
    let names = template::Names::new(id, name)?;
    let dir = dir.map(Path::to_owned).unwrap_or_else(|| {
        let checkout = Path::new("plugins").is_dir() && Path::new("plugin-api").is_dir();
        if checkout {
            Path::new("plugins").join(id)
        } else {
            PathBuf::from(id)
        }
    });
    let sdk = sdk.map_or_else(template::bundled_sdk, Path::to_owned);
    if !sdk.join("Cargo.toml").is_file() {
        return Err(CliError(format!(
            "{} is not the plugin SDK (no Cargo.toml there); pass --sdk with the path of \
             Parlour's plugin-api directory",
            sdk.display()
        )));
    }
    let written = template::write(&dir, &names, &sdk)?;
    println!(
        "Made the plugin crate {} in {}:",
        names.krate,
        dir.display()
    );
    for path in &written {
        println!("  {}", path.display());
    }
    println!();
    println!("Next:");
    println!("  cargo test -p {}", names.krate);
    println!("  cargo build --release -p {}", names.krate);
    println!(
        "  parlour check target/release/{}{}{}",
        std::env::consts::DLL_PREFIX,
        names.lib,
        std::env::consts::DLL_SUFFIX
    );
    Ok(ExitCode::SUCCESS)
}

/// Runs one subcommand; printing goes to stdout.
pub fn run(command: Command, plugins_dir: Option<&Path>) -> CliResult {
    let lang = command_lang(&command)?;
    let l10n = Localizer::new(lang);
    let mut catalog = match needed_plugin(&command) {
        Some(id) => Catalog::discover_only(plugins_dir, &id),
        // Joining needs no plugin (the host sends the table), so none is loaded.
        None if matches!(command, Command::Join { .. }) => Catalog::default(),
        None => Catalog::discover(plugins_dir),
    };
    let cx = Cx { l10n: &l10n, lang };
    match command {
        Command::Plugins { json } => plugins(&catalog, json),
        Command::New {
            game,
            players,
            seed,
            bots,
            names,
            options,
            out,
            lang: _,
        } => {
            check_out_dir(&cx, &out)?;
            let plugin = resolve(&cx, &mut catalog, &game)?;
            new(&cx, &plugin, players, seed, &bots, &names, &options, &out)
        }
        Command::Show {
            file,
            seat,
            spectator,
            lang: _,
            json,
        } => {
            let _ = spectator;
            show(&cx, &catalog, &file, seat, json)
        }
        Command::Actions {
            file,
            seat,
            lang: _,
            json,
        } => actions(&cx, &catalog, &file, seat, json),
        Command::Choices {
            file,
            seat,
            partial,
            lang: _,
            json,
        } => choices(&cx, &catalog, &file, seat, partial.as_deref(), json),
        Command::Apply {
            file,
            index,
            action,
            seat,
            out,
            lang: _,
        } => {
            if let Some(out) = &out {
                check_out_dir(&cx, out)?;
            }
            apply(
                &cx,
                &catalog,
                &file,
                index,
                action.as_deref(),
                seat,
                out.as_deref(),
            )
        }
        Command::Bot {
            file,
            steps,
            until_end,
            level,
            out,
            stats,
            lang: _,
        } => {
            let level = match level {
                None => None,
                Some(text) => Some(crate::core::bots::Level::parse(&text).ok_or_else(|| {
                    CliError(format!("--level takes easy, normal or hard, not {text:?}"))
                })?),
            };
            if let Some(out) = &out {
                check_out_dir(&cx, out)?;
            }
            bot(
                &cx,
                &catalog,
                &file,
                if until_end {
                    None
                } else {
                    Some(steps.unwrap_or(1))
                },
                level,
                out.as_deref(),
                stats,
            )
        }
        Command::Validate { file, lang: _ } => validate(&cx, &catalog, &file),
        Command::Host {
            file,
            relay,
            no_relay,
            bots,
            loopback,
            lang: _,
        } => {
            let config = net_config(relay.as_deref(), no_relay, loopback)?;
            let bots_stand_in = match bots.as_deref() {
                None => false,
                Some("auto") => true,
                Some(other) => {
                    return Err(CliError(format!("--bots takes \"auto\", not {other:?}")));
                }
            };
            let (_, session) = load_checked(&cx, &catalog, &file)?;
            let options = crate::net::terminal::HostOptions {
                file,
                config,
                bots_stand_in,
                local: None,
            };
            crate::net::terminal::host(session, options, lang).map_err(CliError)
        }
        // Joining needs no plugin: the host sends what the table needs.
        Command::Join {
            code,
            seat,
            spectator,
            name,
            relay,
            no_relay,
            loopback,
            json,
            lang: _,
        } => {
            let config = net_config(relay.as_deref(), no_relay, loopback)?;
            let options = crate::net::terminal::JoinOptions {
                code,
                seat,
                spectator,
                name,
                config,
                json,
                data_dir: crate::core::paths::data_dir(),
            };
            crate::net::terminal::join(options, lang).map_err(CliError)
        }
        Command::Simulate {
            game,
            games,
            players,
            seed,
            random,
            options,
            json,
        } => {
            let plugin = resolve(&cx, &mut catalog, &game)?;
            let players = players.unwrap_or(plugin.manifest().min_players);
            let who = if random {
                simulate::Players::Random
            } else {
                simulate::Players::Bots
            };
            let options = parse_options(&options)?;
            let report =
                simulate::simulate_with_options(&plugin, games, players, seed, who, &options)
                    .map_err(CliError)?;
            if json {
                println!("{}", serde_json::to_string_pretty(&report)?);
            } else {
                println!("{}", report.summary(plugin.id()));
            }
            Ok(if report.errors == 0 {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            })
        }
        Command::Arena {
            game,
            players,
            games,
            bots,
            budget_ms,
            iterations,
            seed,
            rollout,
            exploration,
            cutoff,
            margin,
            prior,
            trust,
            opponents,
            observe,
            threads,
            fixed_seats,
            json,
            lang: _,
        } => {
            let plugin = resolve(&cx, &mut catalog, &game)?;
            let hints = &plugin.manifest().bot;
            let mut search = crate::core::bots::tuned(hints);
            search.budget_ms = budget_ms;
            search.iterations = match (iterations, budget_ms) {
                (Some(n), _) => Some(n),
                (None, Some(_)) => None,
                // Normal's count, the game's own if it declares one.
                (None, None) => crate::core::bots::Level::Normal.iterations(hints),
            };
            if let Some(text) = rollout {
                search.rollout = crate::core::search::Rollout::parse(&text).ok_or_else(|| {
                    CliError(format!("--rollout takes random or heuristic, not {text:?}"))
                })?;
            }
            if let Some(c) = exploration {
                search.exploration = c;
            }
            search.cutoff = cutoff.or(search.cutoff);
            if let Some(m) = margin {
                search.margin_weight = m.clamp(0.0, 1.0);
            }
            if let Some(p) = prior {
                search.prior = p;
            }
            if let Some(z) = trust {
                if !(z.is_finite() && z >= 0.0) {
                    return Err(CliError(format!(
                        "--trust takes a number of standard errors, 0 or more, not {z}"
                    )));
                }
                search.trust = z;
            }
            if let Some(text) = opponents {
                search.opponents =
                    crate::core::search::Opponents::parse(&text).ok_or_else(|| {
                        CliError(format!("--opponents takes tree or policy, not {text:?}"))
                    })?;
            }
            if let Some(text) = observe {
                search.observe = match text.as_str() {
                    "on" => true,
                    "off" => false,
                    _ => {
                        return Err(CliError(format!("--observe takes on or off, not {text:?}")));
                    }
                };
            }
            let bots = bots
                .iter()
                .map(|name| {
                    crate::core::arena::Contender::parse(name).ok_or_else(|| {
                        CliError(format!(
                            "unknown bot {name:?}; the bots are search, heuristic, random, normal and hard"
                        ))
                    })
                })
                .collect::<Result<Vec<_>, _>>()?;
            let options = crate::core::arena::ArenaOptions {
                players: players.unwrap_or(plugin.manifest().min_players),
                games,
                bots,
                seed,
                search,
                threads,
                rotate: !fixed_seats,
            };
            arena(&cx, &plugin, &options, json)
        }
        Command::Probe { file } => Ok(crate::core::discovery::probe_main(&file)),
        Command::NewPlugin { id, dir, name, sdk } => {
            new_plugin(&id, dir.as_deref(), name.as_deref(), sdk.as_deref())
        }
        Command::Check { game } => {
            let report = check::check(&mut catalog, &game);
            print!("{}", report.render());
            Ok(if report.passed() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            })
        }
    }
}

/// What every command's work needs besides its arguments: the language it speaks and the
/// launcher's messages in it.
struct Cx<'a> {
    l10n: &'a Localizer,
    lang: Lang,
}

impl Cx<'_> {
    /// A failure in the command's language.
    fn fail(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> CliError {
        CliError(self.l10n.tr_args(id, args))
    }
}

/// The exit status after an interrupted arena run, as shells report a process stopped by
/// SIGINT (128 + 2).
const EXIT_INTERRUPTED: u8 = 130;

/// `parlour arena`: progress on stderr in both modes (a carriage-return counter in the text
/// mode, one line per ten games with `--json`, which a log file keeps readable); on SIGINT or
/// SIGTERM the games in progress are dropped and the table of the finished ones is printed.
fn arena(
    cx: &Cx,
    plugin: &Arc<Plugin>,
    options: &crate::core::arena::ArenaOptions,
    json: bool,
) -> CliResult {
    use std::sync::atomic::{AtomicU32, Ordering};
    let stop = Arc::new(AtomicU32::new(0));
    {
        let stop = Arc::clone(&stop);
        // A second signal ends the process at once, for a stop that is not quick enough.
        let handler = ctrlc::set_handler(move || {
            if stop.swap(1, Ordering::SeqCst) != 0 {
                std::process::exit(i32::from(EXIT_INTERRUPTED));
            }
        });
        if let Err(e) = handler {
            eprintln!("parlour: an interrupt will stop the arena without a table ({e})");
        }
    }
    let games = options.games;
    let report = crate::core::arena::run_until(
        plugin,
        options,
        &|done| {
            if done % 10 != 0 && done != games {
                return;
            }
            let line = cx.l10n.tr_args(
                "cli-arena-progress",
                &[
                    ("done", FluentValue::from(done)),
                    ("games", FluentValue::from(games)),
                ],
            );
            if json {
                eprintln!("{line}");
            } else {
                eprint!("\r{line}");
            }
        },
        &stop,
    )
    .map_err(CliError)?;
    if !json {
        eprintln!();
    }
    if report.interrupted {
        eprintln!(
            "{}",
            cx.l10n.tr_args(
                "cli-arena-interrupted",
                &[
                    ("finished", FluentValue::from(report.finished)),
                    ("games", FluentValue::from(report.games)),
                ],
            )
        );
    }
    if json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        print!("{}", report.summary());
    }
    Ok(if report.interrupted {
        ExitCode::from(EXIT_INTERRUPTED)
    } else if report.errors == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// A plugin by id or library path; when no installed plugin has the id, the message lists the
/// installed ones and names every refused file that may have been it, with the reason.
fn resolve(cx: &Cx, catalog: &mut Catalog, game: &str) -> Result<Arc<Plugin>, CliError> {
    if catalog.get(game).is_some() || Path::new(game).is_file() {
        return catalog.resolve(game).map_err(CliError);
    }
    let known: std::collections::BTreeSet<&str> = catalog.plugins().map(|p| p.id()).collect();
    let known: Vec<&str> = known.into_iter().collect();
    let mut message = if known.is_empty() {
        cx.l10n.tr_args(
            "cli-no-plugin-at-all",
            &[("id", FluentValue::from(game.to_owned()))],
        )
    } else {
        cx.l10n.tr_args(
            "cli-no-plugin",
            &[
                ("id", FluentValue::from(game.to_owned())),
                ("installed", FluentValue::from(known.join(", "))),
            ],
        )
    };
    message.push_str(&refused_lines(cx, catalog, game));
    Err(CliError(message))
}

/// One line per refused plugin file that may have been the plugin `id`, each starting with a
/// line break: its path and why it was refused.
fn refused_lines(cx: &Cx, catalog: &Catalog, id: &str) -> String {
    catalog
        .refused_as(id)
        .into_iter()
        .map(|(path, reason)| {
            format!(
                "\n  {}",
                cx.l10n.tr_args(
                    "cli-plugin-file-refused",
                    &[
                        ("path", FluentValue::from(path.display().to_string())),
                        ("reason", FluentValue::from(reason.to_owned())),
                    ],
                )
            )
        })
        .collect()
}

/// A failure to open or keep up a game, in the command's language where the launcher has
/// words for it: a save's plugin that is not installed (naming refused files that may be it)
/// and a save whose fields disagree with its replayed log.
fn session_error(cx: &Cx, catalog: &Catalog, file: &Path, error: SessionError) -> CliError {
    match error {
        SessionError::MissingPlugin { id, version } => {
            let mut message = cx.l10n.tr_args(
                "cli-save-needs-plugin",
                &[
                    ("id", FluentValue::from(id.clone())),
                    ("version", FluentValue::from(version)),
                ],
            );
            message.push_str(&refused_lines(cx, catalog, &id));
            CliError(message)
        }
        SessionError::Inconsistent {
            field,
            saved,
            replayed,
        } => cx.fail(
            "cli-save-inconsistent",
            &[
                ("file", FluentValue::from(file.display().to_string())),
                ("field", FluentValue::from(field)),
                ("saved", FluentValue::from(saved)),
                ("replayed", FluentValue::from(replayed)),
            ],
        ),
        other => CliError(other.to_string()),
    }
}

/// Refuses an output path whose folder does not exist (or is not a folder), before any work:
/// a mistyped path is not turned into new folders.
fn check_out_dir(cx: &Cx, out: &Path) -> Result<(), CliError> {
    let Some(dir) = out.parent().filter(|d| !d.as_os_str().is_empty()) else {
        return Ok(());
    };
    let args = [
        ("file", FluentValue::from(out.display().to_string())),
        ("dir", FluentValue::from(dir.display().to_string())),
    ];
    match std::fs::metadata(dir) {
        Ok(meta) if meta.is_dir() => Ok(()),
        Ok(_) => Err(cx.fail("cli-out-not-a-folder", &args)),
        Err(_) => Err(cx.fail("cli-out-no-folder", &args)),
    }
}

fn plugins(catalog: &Catalog, json: bool) -> CliResult {
    // Names in the listing are in English, like every other JSON field.
    let mut l10n = Localizer::new(Lang::En);
    let rows: Vec<Value> = catalog
        .files
        .iter()
        .map(|file| match &file.outcome {
            Outcome::Loaded(plugin) => {
                l10n.add_plugin(plugin.manifest());
                json!({
                    "id": plugin.id(),
                    "name": l10n.plugin_tr(plugin.id(), &plugin.manifest().name),
                    "version": plugin.manifest().version,
                    "abi": plugin.abi(),
                    "vocabulary": plugin.manifest().vocabulary,
                    "path": file.path.display().to_string(),
                    "status": "ok",
                    "reason": plugin.vocabulary_warning(),
                })
            }
            Outcome::Refused { id, reason } => json!({
                "id": id,
                "name": Value::Null,
                "version": Value::Null,
                "abi": Value::Null,
                "path": file.path.display().to_string(),
                "status": "refused",
                "reason": reason,
            }),
        })
        .collect();
    if json {
        println!("{}", serde_json::to_string_pretty(&rows)?);
    } else if rows.is_empty() {
        println!("{}", Localizer::new(Lang::from_os()).tr("cli-no-plugins"));
        for dir in Catalog::search_path(None) {
            println!("  {}", dir.display());
        }
    } else {
        for row in &rows {
            let path = row["path"].as_str().unwrap_or_default();
            if row["status"] == "ok" {
                println!(
                    "ok       {} {} ({}), ABI {}\n         {path}",
                    row["id"].as_str().unwrap_or_default(),
                    row["version"].as_str().unwrap_or_default(),
                    row["name"].as_str().unwrap_or_default(),
                    row["abi"].as_str().unwrap_or_default()
                );
                if let Some(warning) = row["reason"].as_str() {
                    println!("         {warning}");
                }
            } else {
                println!(
                    "refused  {path}\n         {}",
                    row["reason"].as_str().unwrap_or_default()
                );
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The network set-up of `host` and `join` from their flags.
fn net_config(
    relay: Option<&str>,
    no_relay: bool,
    loopback: bool,
) -> Result<crate::net::transport::NetConfig, CliError> {
    let relays = crate::net::transport::Relays::from_flags(relay, no_relay).map_err(CliError)?;
    let mut config = crate::net::transport::NetConfig::new(relays);
    config.loopback = loopback;
    Ok(config)
}

fn localizer_for(plugin: &Plugin, lang: Lang) -> Localizer {
    let mut l10n = Localizer::new(lang);
    l10n.add_plugin(plugin.manifest());
    l10n
}

fn parse_lang(lang: Option<&str>, default: Lang) -> Result<Lang, CliError> {
    match lang {
        None => Ok(default),
        Some(code) => match code {
            "en" => Ok(Lang::En),
            "de" => Ok(Lang::De),
            other => Err(CliError(format!(
                "unknown language {other:?}; use en or de"
            ))),
        },
    }
}

/// Reads repeated `--option KEY=VALUE` flags (checked against the manifest later, at setup).
fn parse_options(options: &[String]) -> Result<BTreeMap<String, String>, CliError> {
    let mut option_map = BTreeMap::new();
    for option in options {
        let (key, value) = option
            .split_once('=')
            .ok_or_else(|| CliError(format!("--option takes KEY=VALUE, not {option:?}")))?;
        option_map.insert(key.trim().to_owned(), value.trim().to_owned());
    }
    Ok(option_map)
}

#[allow(clippy::too_many_arguments)]
fn new(
    cx: &Cx,
    plugin: &Arc<Plugin>,
    players: u32,
    seed: Option<u64>,
    bots: &[u32],
    names: &[String],
    options: &[String],
    out: &Path,
) -> CliResult {
    if let Some(bad) = bots.iter().find(|&&s| s >= players) {
        return Err(CliError(format!(
            "--bots names seat {bad}, but seats are numbered 0 to {}",
            players.saturating_sub(1)
        )));
    }
    if names.len() > players as usize {
        return Err(CliError(format!(
            "--names gives {} names for {players} players",
            names.len()
        )));
    }
    let option_map = parse_options(options)?;
    let seats = (0..players)
        .map(|seat| SeatInfo {
            name: names.get(seat as usize).cloned().unwrap_or_default(),
            kind: if bots.contains(&seat) {
                SeatKind::Bot
            } else {
                SeatKind::Human
            },
            level: None,
        })
        .collect();
    let seed = seed.unwrap_or_else(random_seed);
    let session = Session::start(plugin, seats, seed, option_map)?;
    if out.exists() {
        return Err(cx.fail(
            "cli-out-exists",
            &[("file", FluentValue::from(out.display().to_string()))],
        ));
    }
    session.save_to(out)?;
    let l10n = localizer_for(plugin, cx.lang);
    println!(
        "{}",
        l10n.tr_args(
            "cli-new-written",
            &[
                (
                    "game",
                    FluentValue::from(l10n.plugin_tr(plugin.id(), &plugin.manifest().name))
                ),
                ("players", FluentValue::from(players)),
                ("seed", FluentValue::from(seed.to_string())),
                ("file", FluentValue::from(out.display().to_string())),
            ]
        )
    );
    Ok(ExitCode::SUCCESS)
}

fn load(cx: &Cx, catalog: &Catalog, file: &Path) -> Result<(SaveFile, Session), CliError> {
    let save = SaveFile::read(file)?;
    let session =
        Session::restore(&save, catalog).map_err(|e| session_error(cx, catalog, file, e))?;
    Ok((save, session))
}

/// Loads a save that a command will change and rewrite: only one that `validate` accepts.
fn load_checked(cx: &Cx, catalog: &Catalog, file: &Path) -> Result<(SaveFile, Session), CliError> {
    let save = SaveFile::read(file)?;
    let session = Session::restore_checked(&save, catalog)
        .map_err(|e| session_error(cx, catalog, file, e))?;
    Ok((save, session))
}

/// Loads a save for `show`, `actions` or `choices`: checks the seat and sets up the language.
fn open_to_read(
    cx: &Cx,
    catalog: &Catalog,
    file: &Path,
    seat: Option<u32>,
) -> Result<(Session, Localizer), CliError> {
    let (_, session) = load(cx, catalog, file)?;
    check_seat(cx, &session, seat)?;
    let l10n = localizer_for(session.plugin(), cx.lang);
    Ok((session, l10n))
}

fn show(cx: &Cx, catalog: &Catalog, file: &Path, seat: Option<u32>, json: bool) -> CliResult {
    let (session, l10n) = open_to_read(cx, catalog, file, seat)?;
    let names = seat_namer(session.seats(), &l10n);
    let plugin_id = session.plugin().id().to_owned();
    let tr = |text: &Text| l10n.plugin_text(&plugin_id, text, &names);
    let view = session.view(seat)?;
    let status = session.status();
    let log: Vec<String> = session
        .lines()
        .iter()
        .filter(|line| line.entry.visible_for(seat))
        .map(|line| tr(&line.entry.text))
        .collect();
    if json {
        let out = json!({
            "game": plugin_id,
            "viewer": seat.map_or(Value::String("spectator".into()), |s| json!(s)),
            "status": status,
            "view": view,
            "log": log,
        });
        println!("{}", serde_json::to_string_pretty(&out)?);
    } else {
        println!("{}", textview::status_text(status, &l10n, &tr, &names));
        println!();
        print!(
            "{}",
            textview::view_text_with_names(&view, &l10n, &tr, &names)
        );
        if !log.is_empty() {
            println!();
            println!("{}", l10n.tr("log-heading"));
            for line in log.iter().rev().take(10).rev() {
                println!("  {line}");
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn check_seat(cx: &Cx, session: &Session, seat: Option<u32>) -> Result<(), CliError> {
    match seat {
        Some(seat) if seat as usize >= session.seats().len() => Err(cx.fail(
            "cli-no-seat",
            &[
                ("seat", FluentValue::from(seat)),
                (
                    "last",
                    FluentValue::from(session.seats().len().saturating_sub(1)),
                ),
            ],
        )),
        _ => Ok(()),
    }
}

/// The listed actions: for one seat, or for every acting seat in order.
fn listed_actions(
    session: &Session,
    seat: Option<u32>,
) -> Result<Vec<(u32, LegalAction)>, CliError> {
    let seats: Vec<u32> = match seat {
        Some(seat) => vec![seat],
        None => session.status().acting.clone(),
    };
    let mut listed = Vec::new();
    for seat in seats {
        for action in session.actions(seat)? {
            listed.push((seat, action));
        }
    }
    Ok(listed)
}

/// Whether this seat's moves are composed of several choices: it lists no whole actions but
/// has choices to make (Maniacal, SMOG).
fn composes_moves(session: &Session, seat: u32) -> bool {
    session.actions(seat).is_ok_and(|a| a.is_empty())
        && session
            .game()
            .choices(seat, &[], false, false)
            .is_ok_and(|c| !c.options.is_empty())
}

fn actions(cx: &Cx, catalog: &Catalog, file: &Path, seat: Option<u32>, json: bool) -> CliResult {
    let (session, l10n) = open_to_read(cx, catalog, file, seat)?;
    let names = seat_namer(session.seats(), &l10n);
    let plugin_id = session.plugin().id().to_owned();
    let listed = listed_actions(&session, seat)?;
    if json {
        let rows: Vec<Value> = listed
            .iter()
            .enumerate()
            .map(|(index, (seat, legal))| {
                json!({
                    "index": index,
                    "seat": seat,
                    "label": l10n.plugin_text(&plugin_id, &legal.label, &names),
                    "action": legal.action,
                })
            })
            .collect();
        println!("{}", serde_json::to_string_pretty(&rows)?);
    } else if listed.is_empty() {
        let composed = session
            .status()
            .acting
            .iter()
            .any(|&s| seat.is_none_or(|wanted| wanted == s) && composes_moves(&session, s));
        if composed {
            println!("{}", l10n.tr("cli-choices-composed-hint"));
        } else {
            println!("{}", l10n.tr("cli-no-actions"));
        }
    } else {
        for (index, (seat, legal)) in listed.iter().enumerate() {
            println!(
                "{index:>4}  [{}] {}  {}",
                names(*seat),
                l10n.plugin_text(&plugin_id, &legal.label, &names),
                legal.action
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `choices` succeeds only for a seat that can act now, as `apply` does: a finished game or
/// a seat whose turn it is not is refused with the same message `apply` gives.
fn choices(
    cx: &Cx,
    catalog: &Catalog,
    file: &Path,
    seat: u32,
    partial: Option<&str>,
    json: bool,
) -> CliResult {
    let (session, l10n) = open_to_read(cx, catalog, file, Some(seat))?;
    if session.status().game_over {
        return Err(cx.fail("cli-game-over", &[]));
    }
    if !session.status().acting.contains(&seat) {
        return Err(nothing_to_do(cx, &session, seat));
    }
    let names = seat_namer(session.seats(), &l10n);
    let plugin_id = session.plugin().id().to_owned();
    let partial: Vec<Value> = match partial {
        None => Vec::new(),
        Some(text) => serde_json::from_str(text).map_err(|_| {
            CliError(format!(
                "--partial takes a JSON array of the choices made so far, such as '[{{\"figure\":1}}]', not {text:?}"
            ))
        })?,
    };
    let choices = session
        .game()
        .choices(seat, &partial, true, false)
        .map_err(|e| {
            CliError(format!(
                "these choices are not a legal beginning of a move: {e}"
            ))
        })?;
    let tr = |text: &Text| l10n.plugin_text(&plugin_id, text, &names);
    if json {
        let out = json!({
            "seat": seat,
            "partial": partial,
            "prompt": choices.prompt.as_ref().map(&tr),
            "options": choices.options.iter().enumerate().map(|(index, o)| json!({
                "index": index,
                "id": o.id,
                "label": tr(&o.label),
                "choice": o.action,
            })).collect::<Vec<_>>(),
            "subset": choices.subset,
            "complete": choices.complete.as_ref().map(|c| json!({"id": c.id, "action": c.action})),
        });
        println!("{}", serde_json::to_string_pretty(&out)?);
        return Ok(ExitCode::SUCCESS);
    }
    if choices.options.is_empty() && choices.complete.is_none() {
        println!("{}", l10n.tr("cli-choices-none"));
        return Ok(ExitCode::SUCCESS);
    }
    let player = FluentValue::from(names(seat));
    match &choices.prompt {
        Some(prompt) => println!(
            "{}",
            l10n.tr_args(
                "cli-choices-prompt",
                &[
                    ("player", player),
                    ("prompt", FluentValue::from(tr(prompt)))
                ]
            )
        ),
        None => println!(
            "{}",
            l10n.tr_args(
                "cli-choices-heading",
                &[
                    ("player", player),
                    ("picked", FluentValue::from(partial.len()))
                ]
            )
        ),
    }
    if let Some(subset) = &choices.subset {
        println!(
            "{}",
            l10n.tr_args(
                "cli-choices-subset",
                &[
                    ("min", FluentValue::from(subset.min)),
                    ("max", FluentValue::from(subset.max)),
                    ("picked", FluentValue::from(subset.picked)),
                ]
            )
        );
    }
    for (index, option) in choices.options.iter().enumerate() {
        println!("{index:>4}  {}  {}", tr(&option.label), option.action);
    }
    if let Some(complete) = &choices.complete {
        println!(
            "{}",
            l10n.tr_args(
                "cli-choices-complete",
                &[
                    ("seat", FluentValue::from(seat)),
                    ("action", FluentValue::from(complete.action.to_string())),
                ]
            )
        );
    }
    Ok(ExitCode::SUCCESS)
}

fn apply(
    cx: &Cx,
    catalog: &Catalog,
    file: &Path,
    index: Option<usize>,
    action: Option<&str>,
    seat: Option<u32>,
    out: Option<&Path>,
) -> CliResult {
    let (_, mut session) = load_checked(cx, catalog, file)?;
    check_seat(cx, &session, seat)?;
    if session.status().game_over {
        return Err(cx.fail("cli-game-over", &[]));
    }
    let (seat, action) = match (index, action) {
        (Some(index), _) => {
            let listed = listed_actions(&session, seat)?;
            let count = listed.len();
            listed
                .into_iter()
                .nth(index)
                .map(|(s, l)| (s, l.action))
                .ok_or_else(|| nothing_at(cx, &session, seat, index, count))?
        }
        (None, Some(text)) => {
            let action: Value = serde_json::from_str(text).map_err(|e| {
                cx.fail(
                    "cli-action-not-json",
                    &[("detail", FluentValue::from(e.to_string()))],
                )
            })?;
            let seat = match seat {
                Some(seat) => seat,
                None => infer_seat(cx, &session, &action)?,
            };
            (seat, action)
        }
        (None, None) => return Err(CliError("give --index or --action".into())),
    };
    if !session.status().acting.contains(&seat) {
        return Err(nothing_to_do(cx, &session, seat));
    }
    let applied = match session.apply(seat, &action) {
        Ok(applied) => applied,
        Err(SessionError::Plugin(p))
            if matches!(p.kind, FailureKind::Illegal | FailureKind::BadRequest) =>
        {
            return Err(refused_action(cx, &session, seat, &action, &p));
        }
        Err(e) => return Err(CliError(format!("the action was refused: {e}"))),
    };
    let target = out.unwrap_or(file);
    session.save_to(target)?;
    let l10n = localizer_for(session.plugin(), cx.lang);
    println!(
        "{}",
        l10n.tr_args(
            "cli-applied",
            &[
                ("action", FluentValue::from(action.to_string())),
                (
                    "player",
                    FluentValue::from(seat_namer(session.seats(), &l10n)(seat))
                ),
                ("file", FluentValue::from(target.display().to_string())),
            ]
        )
    );
    if let Some(done) = applied.applied_choices {
        println!(
            "{}",
            l10n.tr_args("cli-move-interrupted", &[("done", FluentValue::from(done))])
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// Why the game refused an action given as JSON, with the way to the right one: a choice of
/// a composed move (as `choices` prints them) points to `choices --partial`; JSON that is not
/// an action of this game at all shows what one looks like; a well-formed move that is not
/// legal now points to the list of legal ones.
fn refused_action(
    cx: &Cx,
    session: &Session,
    seat: u32,
    action: &Value,
    error: &crate::core::plugin::PluginError,
) -> CliError {
    let composed = composes_moves(session, seat);
    if composed && let Some(partial) = choice_path(session, seat, action) {
        return cx.fail(
            "cli-action-is-choice",
            &[
                ("action", FluentValue::from(action.to_string())),
                ("seat", FluentValue::from(seat)),
                (
                    "partial",
                    FluentValue::from(Value::Array(partial).to_string()),
                ),
            ],
        );
    }
    if error.kind == FailureKind::BadRequest {
        let example = session
            .actions(seat)
            .ok()
            .and_then(|listed| listed.into_iter().next().map(|l| l.action))
            .or_else(|| session.bot_action(seat).ok());
        if let Some(example) = example {
            let l10n = localizer_for(session.plugin(), cx.lang);
            let game = l10n.plugin_tr(session.plugin().id(), &session.plugin().manifest().name);
            return cx.fail(
                if composed {
                    "cli-action-shape-composed"
                } else {
                    "cli-action-shape"
                },
                &[
                    ("action", FluentValue::from(action.to_string())),
                    ("game", FluentValue::from(game)),
                    ("example", FluentValue::from(example.to_string())),
                    ("seat", FluentValue::from(seat)),
                ],
            );
        }
    }
    cx.fail(
        "cli-action-illegal",
        &[
            ("action", FluentValue::from(action.to_string())),
            ("seat", FluentValue::from(seat)),
            ("detail", FluentValue::from(error.to_string())),
        ],
    )
}

/// When `action` is one of the choices that begin a composed move (or one of the choices
/// right after those), the choices up to and including it, for `choices --partial`. A JSON
/// object with the same fields as a first choice counts too (a choice with a value that is
/// not offered now is still a choice, not a move).
fn choice_path(session: &Session, seat: u32, action: &Value) -> Option<Vec<Value>> {
    let game = session.game();
    let first = game.choices(seat, &[], false, false).ok()?.options;
    if first.iter().any(|o| &o.action == action) {
        return Some(vec![action.clone()]);
    }
    for option in &first {
        let next = game.choices(seat, std::slice::from_ref(&option.action), false, false);
        if next.is_ok_and(|c| c.options.iter().any(|o| &o.action == action)) {
            return Some(vec![option.action.clone(), action.clone()]);
        }
    }
    let keys = |v: &Value| v.as_object().map(|o| o.keys().cloned().collect::<Vec<_>>());
    let wanted = keys(action)?;
    first
        .iter()
        .any(|o| keys(&o.action).as_ref() == Some(&wanted))
        .then(|| vec![action.clone()])
}

/// Why `--index` found nothing: nobody (or not this seat) has anything to do, the seats due
/// to act compose their moves from choices (no index), or the index is past the list.
fn nothing_at(
    cx: &Cx,
    session: &Session,
    seat: Option<u32>,
    index: usize,
    count: usize,
) -> CliError {
    if count == 0 {
        let acting = &session.status().acting;
        let composing = acting
            .iter()
            .copied()
            .filter(|&s| seat.is_none_or(|wanted| wanted == s))
            .find(|&s| composes_moves(session, s));
        if let Some(composing) = composing {
            return cx.fail(
                "cli-apply-composed",
                &[("seat", FluentValue::from(composing))],
            );
        }
        return match seat {
            Some(seat) => nothing_to_do(cx, session, seat),
            None if acting.is_empty() => cx.fail("cli-nobody-acts", &[]),
            None => cx.fail(
                "cli-no-actions-listed",
                &[("acting", FluentValue::from(seat_list(acting)))],
            ),
        };
    }
    cx.fail(
        "cli-no-action-at",
        &[
            ("index", FluentValue::from(index)),
            ("count", FluentValue::from(count)),
            ("last", FluentValue::from(count - 1)),
        ],
    )
}

fn seat_list(seats: &[u32]) -> String {
    seats
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// A seat that is not acting now, in plain words (the same for `apply` and `choices`).
fn nothing_to_do(cx: &Cx, session: &Session, seat: u32) -> CliError {
    let acting = &session.status().acting;
    if acting.contains(&seat) {
        // Acting, but nothing listed for it: a move composed of choices has no index.
        return if composes_moves(session, seat) {
            cx.fail("cli-apply-composed", &[("seat", FluentValue::from(seat))])
        } else {
            cx.fail(
                "cli-no-actions-listed",
                &[("acting", FluentValue::from(seat.to_string()))],
            )
        };
    }
    cx.fail(
        "cli-seat-idle",
        &[
            ("seat", FluentValue::from(seat)),
            ("count", FluentValue::from(acting.len())),
            ("acting", FluentValue::from(seat_list(acting))),
        ],
    )
}

/// The acting seat for which an action is legal, when no --seat was given.
fn infer_seat(cx: &Cx, session: &Session, action: &Value) -> Result<u32, CliError> {
    let acting = session.status().acting.clone();
    for &seat in &acting {
        if session.actions(seat)?.iter().any(|l| &l.action == action) {
            return Ok(seat);
        }
    }
    match acting.as_slice() {
        [only] => Ok(*only),
        [] => Err(cx.fail("cli-nobody-acts", &[])),
        _ => Err(CliError(format!(
            "the action is legal for none of the acting seats {acting:?}; give --seat"
        ))),
    }
}

/// Lets bots move. When they make no move (the game is over, or nobody is due to act), the
/// save is not rewritten: FILE keeps its bytes and time, and `--out` gets an unchanged copy.
fn bot(
    cx: &Cx,
    catalog: &Catalog,
    file: &Path,
    steps: Option<u32>,
    level: Option<crate::core::bots::Level>,
    out: Option<&Path>,
    stats: bool,
) -> CliResult {
    let (_, mut session) = load_checked(cx, catalog, file)?;
    let mut moves = 0u32;
    let mut thinking = Thinking::default();
    const SAFETY_LIMIT: u32 = 1_000_000;
    // Each seat's search goes on from its last decision.
    let mut memories: std::collections::HashMap<u32, crate::core::search::SearchMemory> =
        Default::default();
    while steps.is_none_or(|s| moves < s) && !session.status().game_over && moves < SAFETY_LIMIT {
        let Some(&seat) = session.status().acting.first() else {
            break;
        };
        let level = level.unwrap_or_else(|| session.bot_level(seat));
        let never = std::sync::atomic::AtomicU32::new(0);
        let movers = session.movers();
        let started = std::time::Instant::now();
        let (action, thought) = crate::core::bots::choose_move_thinking(
            session.game(),
            seat,
            level,
            session.bot_seed(seat),
            &never,
            memories.entry(seat).or_default(),
            &movers,
            crate::core::bots::thinking_threads(),
        )?;
        thinking.count(&thought, started.elapsed());
        session
            .apply(seat, &action)
            .map_err(|e| CliError(format!("the bot's move for seat {seat} was refused: {e}")))?;
        moves += 1;
    }
    let l10n = localizer_for(session.plugin(), cx.lang);
    let over = FluentValue::from(if session.status().game_over {
        "yes"
    } else {
        "no"
    });
    if moves == 0 {
        let copy = out.filter(|out| !same_file(out, file));
        if let Some(copy) = copy {
            let bytes = std::fs::read(file)?;
            crate::core::save::write_atomic(copy, &bytes)
                .map_err(|e| CliError(format!("{} could not be written: {e}", copy.display())))?;
        }
        let mut args = vec![
            ("over", over),
            ("file", FluentValue::from(file.display().to_string())),
        ];
        if let Some(copy) = copy {
            args.push(("copy", FluentValue::from(copy.display().to_string())));
        }
        let id = if copy.is_some() {
            "cli-bots-none-copied"
        } else {
            "cli-bots-none"
        };
        println!("{}", l10n.tr_args(id, &args));
        return Ok(ExitCode::SUCCESS);
    }
    let target = out.unwrap_or(file);
    session.save_to(target)?;
    println!(
        "{}",
        l10n.tr_args(
            "cli-bots-moved",
            &[
                ("moves", FluentValue::from(moves)),
                ("over", over),
                ("file", FluentValue::from(target.display().to_string())),
            ]
        )
    );
    if stats {
        println!("{}", thinking.summary(&l10n));
    }
    Ok(ExitCode::SUCCESS)
}

/// How the bots of `parlour bot --stats` thought: their decisions by kind and the time spent.
#[derive(Default)]
struct Thinking {
    /// The time of each searched decision, in milliseconds.
    searched: Vec<f64>,
    /// Searched decisions that stopped before their budget (settled).
    settled: u32,
    /// Moves the seat could make only one way.
    forced: u32,
    /// Decisions the game's own bot answered (marked cheap, or no search at that level).
    own_bot: u32,
    /// All the time the bots took, in seconds.
    total: f64,
}

impl Thinking {
    fn count(&mut self, thought: &crate::core::bots::Thought, took: std::time::Duration) {
        self.total += took.as_secs_f64();
        match &thought.search {
            Some(stats) if stats.forced => self.forced += 1,
            Some(stats) => {
                self.searched.push(took.as_secs_f64() * 1000.0);
                self.settled += u32::from(stats.settled);
            }
            None => self.own_bot += 1,
        }
    }

    fn summary(&self, l10n: &Localizer) -> String {
        let mut sorted = self.searched.clone();
        sorted.sort_by(f64::total_cmp);
        let median = sorted.get(sorted.len() / 2).copied().unwrap_or(0.0);
        let longest = sorted.last().copied().unwrap_or(0.0);
        let number = |value: f64| FluentValue::from(format!("{value:.0}"));
        l10n.tr_args(
            "cli-bots-stats",
            &[
                ("searched", FluentValue::from(self.searched.len())),
                ("settled", FluentValue::from(self.settled)),
                ("forced", FluentValue::from(self.forced)),
                ("own", FluentValue::from(self.own_bot)),
                ("seconds", number(self.total)),
                ("median", number(median)),
                ("longest", number(longest)),
            ],
        )
    }
}

/// Whether two paths name the same file (when both exist), or are the same path.
fn same_file(a: &Path, b: &Path) -> bool {
    a == b
        || matches!(
            (a.canonicalize(), b.canonicalize()),
            (Ok(a), Ok(b)) if a == b
        )
}

fn validate(cx: &Cx, catalog: &Catalog, file: &Path) -> CliResult {
    let save = SaveFile::read(file)?;
    let status =
        session::validate(&save, catalog).map_err(|e| session_error(cx, catalog, file, e))?;
    println!(
        "{}",
        cx.l10n.tr_args(
            "cli-valid",
            &[
                ("file", FluentValue::from(file.display().to_string())),
                ("game", FluentValue::from(save.game.plugin.clone())),
                ("seats", FluentValue::from(save.seats.len())),
                ("actions", FluentValue::from(save.log.len())),
                ("turn", FluentValue::from(status.turn)),
                (
                    "over",
                    FluentValue::from(if status.game_over { "yes" } else { "no" })
                ),
            ]
        )
    );
    Ok(ExitCode::SUCCESS)
}
