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
use crate::core::plugin::Plugin;
use crate::core::save::{SaveFile, SeatInfo, SeatKind};
use crate::core::session::{self, Session, random_seed, seat_namer};
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
        /// Write the result here instead of back to FILE.
        #[arg(long)]
        out: Option<PathBuf>,
    },
    /// Checks a save: header, plugin, and that replaying its log reproduces its state.
    Validate { file: PathBuf },
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
        /// The bots, comma-separated: search, heuristic, random.
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
        #[arg(long)]
        json: bool,
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
        | Command::Validate { file } => save(file),
        Command::Plugins { .. } | Command::Probe { .. } | Command::NewPlugin { .. } => None,
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
    let mut catalog = match needed_plugin(&command) {
        Some(id) => Catalog::discover_only(plugins_dir, &id),
        None => Catalog::discover(plugins_dir),
    };
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
        } => {
            let plugin = catalog.resolve(&game).map_err(CliError)?;
            new(&plugin, players, seed, &bots, &names, &options, &out)
        }
        Command::Show {
            file,
            seat,
            spectator,
            lang,
            json,
        } => {
            let _ = spectator;
            show(&catalog, &file, seat, lang.as_deref(), json)
        }
        Command::Actions {
            file,
            seat,
            lang,
            json,
        } => actions(&catalog, &file, seat, lang.as_deref(), json),
        Command::Choices {
            file,
            seat,
            partial,
            lang,
            json,
        } => choices(
            &catalog,
            &file,
            seat,
            partial.as_deref(),
            lang.as_deref(),
            json,
        ),
        Command::Apply {
            file,
            index,
            action,
            seat,
            out,
        } => apply(
            &catalog,
            &file,
            index,
            action.as_deref(),
            seat,
            out.as_deref(),
        ),
        Command::Bot {
            file,
            steps,
            until_end,
            level,
            out,
        } => {
            let level = match level {
                None => None,
                Some(text) => Some(crate::core::bots::Level::parse(&text).ok_or_else(|| {
                    CliError(format!("--level takes easy, normal or hard, not {text:?}"))
                })?),
            };
            bot(
                &catalog,
                &file,
                if until_end {
                    None
                } else {
                    Some(steps.unwrap_or(1))
                },
                level,
                out.as_deref(),
            )
        }
        Command::Validate { file } => validate(&catalog, &file),
        Command::Simulate {
            game,
            games,
            players,
            seed,
            random,
            options,
            json,
        } => {
            let plugin = catalog.resolve(&game).map_err(CliError)?;
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
            opponents,
            observe,
            threads,
            json,
        } => {
            let plugin = catalog.resolve(&game).map_err(CliError)?;
            let mut search = crate::core::bots::tuned(&plugin.manifest().bot);
            search.budget_ms = budget_ms;
            search.iterations = match (iterations, budget_ms) {
                (Some(n), _) => Some(n),
                (None, Some(_)) => None,
                (None, None) => Some(crate::core::bots::NORMAL_ITERATIONS),
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
                            "unknown bot {name:?}; the bots are search, heuristic and random"
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
            };
            let quiet = json;
            let report = crate::core::arena::run(&plugin, &options, &|done| {
                if !quiet && (done % 10 == 0 || done == games) {
                    eprint!("\r{done}/{games} games");
                }
            })
            .map_err(CliError)?;
            if !quiet {
                eprintln!();
            }
            if json {
                println!("{}", serde_json::to_string_pretty(&report)?);
            } else {
                print!("{}", report.summary());
            }
            Ok(if report.errors == 0 {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            })
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

fn localizer_for(plugin: &Plugin, lang: Lang) -> Localizer {
    let mut l10n = Localizer::new(lang);
    l10n.add_plugin(plugin.manifest());
    l10n
}

fn parse_lang(lang: Option<&str>) -> Result<Lang, CliError> {
    match lang {
        None => Ok(Lang::En),
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

fn new(
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
        return Err(CliError(format!(
            "{} already exists; choose another --out",
            out.display()
        )));
    }
    session.save_to(out)?;
    let l10n = localizer_for(plugin, Lang::from_os());
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

fn load(catalog: &Catalog, file: &Path) -> Result<(SaveFile, Session), CliError> {
    let save = SaveFile::read(file)?;
    let session = Session::restore(&save, catalog)?;
    Ok((save, session))
}

/// Loads a save that a command will change and rewrite: only one that `validate` accepts.
fn load_checked(catalog: &Catalog, file: &Path) -> Result<(SaveFile, Session), CliError> {
    let save = SaveFile::read(file)?;
    let session = Session::restore_checked(&save, catalog)?;
    Ok((save, session))
}

/// Loads a save for `show` or `actions`: checks the seat and sets up the language.
fn open_to_read(
    catalog: &Catalog,
    file: &Path,
    seat: Option<u32>,
    lang: Option<&str>,
) -> Result<(Session, Localizer), CliError> {
    let lang = parse_lang(lang)?;
    let (_, session) = load(catalog, file)?;
    check_seat(&session, seat)?;
    let l10n = localizer_for(session.plugin(), lang);
    Ok((session, l10n))
}

fn show(
    catalog: &Catalog,
    file: &Path,
    seat: Option<u32>,
    lang: Option<&str>,
    json: bool,
) -> CliResult {
    let (session, l10n) = open_to_read(catalog, file, seat, lang)?;
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

fn check_seat(session: &Session, seat: Option<u32>) -> Result<(), CliError> {
    match seat {
        Some(seat) if seat as usize >= session.seats().len() => Err(CliError(format!(
            "there is no seat {seat}; this game has seats 0 to {}",
            session.seats().len().saturating_sub(1)
        ))),
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

fn actions(
    catalog: &Catalog,
    file: &Path,
    seat: Option<u32>,
    lang: Option<&str>,
    json: bool,
) -> CliResult {
    let (session, l10n) = open_to_read(catalog, file, seat, lang)?;
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
        let composed = session.status().acting.iter().any(|&s| {
            seat.is_none_or(|wanted| wanted == s)
                && session
                    .game()
                    .choices(s, &[], false, false)
                    .is_ok_and(|c| !c.options.is_empty())
        });
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

fn choices(
    catalog: &Catalog,
    file: &Path,
    seat: u32,
    partial: Option<&str>,
    lang: Option<&str>,
    json: bool,
) -> CliResult {
    let (session, l10n) = open_to_read(catalog, file, Some(seat), lang)?;
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
    catalog: &Catalog,
    file: &Path,
    index: Option<usize>,
    action: Option<&str>,
    seat: Option<u32>,
    out: Option<&Path>,
) -> CliResult {
    let (_, mut session) = load_checked(catalog, file)?;
    check_seat(&session, seat)?;
    if session.status().game_over {
        return Err(CliError(
            "the game is over; no more actions can be applied".into(),
        ));
    }
    let (seat, action) = match (index, action) {
        (Some(index), _) => {
            let listed = listed_actions(&session, seat)?;
            let count = listed.len();
            listed
                .into_iter()
                .nth(index)
                .map(|(s, l)| (s, l.action))
                .ok_or_else(|| nothing_at(&session, seat, index, count))?
        }
        (None, Some(text)) => {
            let action: Value = serde_json::from_str(text)
                .map_err(|e| CliError(format!("--action is not valid JSON: {e}")))?;
            let seat = match seat {
                Some(seat) => seat,
                None => infer_seat(&session, &action)?,
            };
            (seat, action)
        }
        (None, None) => return Err(CliError("give --index or --action".into())),
    };
    if !session.status().acting.contains(&seat) {
        return Err(CliError(nothing_to_do(&session, seat)));
    }
    let applied = session.apply(seat, &action).map_err(|e| match &e {
        session::SessionError::Plugin(p)
            if matches!(
                p.kind,
                crate::core::plugin::FailureKind::Illegal
                    | crate::core::plugin::FailureKind::BadRequest
            ) =>
        {
            CliError(format!(
                "{action} is not a move seat {seat} can make now; `parlour actions FILE --seat {seat}` lists the moves (the game says: {e})"
            ))
        }
        _ => CliError(format!("the action was refused: {e}")),
    })?;
    let target = out.unwrap_or(file);
    session.save_to(target)?;
    let l10n = localizer_for(session.plugin(), Lang::from_os());
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

/// Why `--index` found nothing: nobody (or not this seat) has anything to do, or the index is
/// past the list.
fn nothing_at(session: &Session, seat: Option<u32>, index: usize, count: usize) -> CliError {
    if count == 0 {
        return CliError(match seat {
            Some(seat) => nothing_to_do(session, seat),
            None => "no seat has anything to do now".into(),
        });
    }
    CliError(format!(
        "there is no action {index}; `parlour actions` lists {count}, numbered 0 to {}",
        count - 1
    ))
}

/// A seat that is not acting now, in plain words.
fn nothing_to_do(session: &Session, seat: u32) -> String {
    let acting = &session.status().acting;
    match acting.as_slice() {
        [] => format!("seat {seat} has nothing to do now, and neither has any other seat"),
        [one] => format!("seat {seat} has nothing to do now; it is seat {one}'s turn"),
        many => format!(
            "seat {seat} has nothing to do now; the seats to act are {}",
            many.iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// The acting seat for which an action is legal, when no --seat was given.
fn infer_seat(session: &Session, action: &Value) -> Result<u32, CliError> {
    let acting = session.status().acting.clone();
    for &seat in &acting {
        if session.actions(seat)?.iter().any(|l| &l.action == action) {
            return Ok(seat);
        }
    }
    match acting.as_slice() {
        [only] => Ok(*only),
        [] => Err(CliError("no seat is acting now".into())),
        _ => Err(CliError(format!(
            "the action is legal for none of the acting seats {acting:?}; give --seat"
        ))),
    }
}

fn bot(
    catalog: &Catalog,
    file: &Path,
    steps: Option<u32>,
    level: Option<crate::core::bots::Level>,
    out: Option<&Path>,
) -> CliResult {
    let (_, mut session) = load_checked(catalog, file)?;
    let mut moves = 0u32;
    const SAFETY_LIMIT: u32 = 1_000_000;
    while steps.is_none_or(|s| moves < s) && !session.status().game_over && moves < SAFETY_LIMIT {
        let Some(&seat) = session.status().acting.first() else {
            break;
        };
        let level = level.unwrap_or_else(|| {
            session
                .seats()
                .get(seat as usize)
                .map(SeatInfo::bot_level)
                .unwrap_or_default()
        });
        let never = std::sync::atomic::AtomicU32::new(0);
        let action = crate::core::bots::choose_move(
            session.game(),
            seat,
            level,
            session.bot_seed(seat),
            &never,
        )?;
        session
            .apply(seat, &action)
            .map_err(|e| CliError(format!("the bot's move for seat {seat} was refused: {e}")))?;
        moves += 1;
    }
    let target = out.unwrap_or(file);
    session.save_to(target)?;
    let l10n = localizer_for(session.plugin(), Lang::from_os());
    println!(
        "{}",
        l10n.tr_args(
            "cli-bots-moved",
            &[
                ("moves", FluentValue::from(moves)),
                (
                    "over",
                    FluentValue::from(if session.status().game_over {
                        "yes"
                    } else {
                        "no"
                    })
                ),
                ("file", FluentValue::from(target.display().to_string())),
            ]
        )
    );
    Ok(ExitCode::SUCCESS)
}

fn validate(catalog: &Catalog, file: &Path) -> CliResult {
    let save = SaveFile::read(file)?;
    let status = session::validate(&save, catalog)?;
    let l10n = Localizer::new(Lang::from_os());
    println!(
        "{}",
        l10n.tr_args(
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
