//! The bots against a random player and against each other. The full figures (100 games per
//! side, balance per level) are an ignored benchmark:
//! `cargo test -p parlour-smog --release -- --ignored --nocapture strength`.

use super::Sdk;
use parlour_plugin_api::{Game, GameRng};

use super::*;
use crate::state::{NEMESIS_SEAT, Phase, Team};

/// Plays one game: `bot_side` uses the bot, the other side plays random moves (or the bot
/// too when `both`). Returns the winner.
pub fn duel(chapter: &str, level: &str, seed: u64, bot_side: Team, both: bool) -> Team {
    duel_at(3, chapter, level, seed, bot_side, both)
}

/// [`duel`] at a given seat count.
pub fn duel_at(
    seats: u32,
    chapter: &str,
    level: &str,
    seed: u64,
    bot_side: Team,
    both: bool,
) -> Team {
    let mut game = new_game(seats, seed, &[("chapter", chapter), ("level", level)]);
    let mut rng = GameRng::from_seed(seed ^ 0x5eed);
    let mut steps = 0u64;
    while !game.is_over() && steps < 60_000 {
        let seat = game.acting_seats()[0];
        let side = if seat == NEMESIS_SEAT {
            Team::Nemesis
        } else {
            Team::Gentlemen
        };
        let action = if both || side == bot_side {
            game.bot_action(seat, seed.wrapping_add(steps))
        } else {
            random_move(&game, seat, &mut rng)
        };
        let Some(action) = action else {
            panic!(
                "seed {seed}: seat {seat} has no move: phase {:?} moving {:?} fights {:?} stack {:?}",
                game.phase,
                game.moving(),
                game.fights.last(),
                game.stack.last()
            );
        };
        game.act(seat, &action).expect("apply");
        steps += 1;
    }
    match game.phase {
        Phase::Over(t) => t,
        _ => panic!("game did not end"),
    }
}

#[test]
fn each_bot_beats_a_random_player_most_of_the_time() {
    for side in [Team::Nemesis, Team::Gentlemen] {
        let wins = (0..6)
            .filter(|s| duel("1", "balanced", 100 + s, side, false) == side)
            .count();
        assert!(
            wins >= 4,
            "{side:?} bot won only {wins} of 6 against random play"
        );
    }
}

#[test]
#[ignore]
fn chapter_two_bot_games() {
    for s in 0..100 {
        duel("2", "balanced", s, Team::Nemesis, false);
        duel("2", "balanced", s, Team::Gentlemen, false);
    }
}

/// A benchmark's setting from the environment: a number, or `default` when unset or unreadable.
fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The chapters (one digit each) a benchmark measures: the variable `name`, else `default`.
fn env_chapters(name: &str, default: &str) -> Vec<String> {
    std::env::var(name)
        .unwrap_or_else(|_| default.into())
        .chars()
        .map(|c| c.to_string())
        .collect()
}

#[test]
#[ignore]
fn strength_figures() {
    // `LEVEL_GAMES` games per level (100 unless set); `LEVEL_CHAPTERS` picks the chapters;
    // `LEVEL_RANDOM` games of each bot against a random player (100 unless set).
    let n = env_number("LEVEL_GAMES", 100);
    let random = env_number("LEVEL_RANDOM", 100);
    for chapter in env_chapters("LEVEL_CHAPTERS", "12") {
        let chapter = chapter.as_str();
        for side in [Team::Nemesis, Team::Gentlemen] {
            if random == 0 {
                break;
            }
            let wins = (0..random)
                .filter(|s| duel(chapter, "balanced", *s, side, false) == side)
                .count();
            println!("chapter {chapter}: {side:?} bot vs random: {wins} of {random}");
        }
        for level in ["moderate", "balanced", "lots"] {
            let gents = (0..n)
                .filter(|s| {
                    duel(chapter, level, 1000 + s, Team::Gentlemen, true) == Team::Gentlemen
                })
                .count();
            println!(
                "chapter {chapter} {level}: gentlemen bots win {gents} of {n} against the Nemesis bot"
            );
        }
    }
}

#[test]
#[ignore]
fn balance_chapter_two() {
    let gents = (0..100)
        .filter(|s| duel("2", "balanced", 1000 + s, Team::Gentlemen, true) == Team::Gentlemen)
        .count();
    println!("chapter 2 balanced: gentlemen bots win {gents} of 100 against the Nemesis bot");
}

/// Chapters III to VI: the gentlemen bots against the Nemesis bot at the balanced level, at 2
/// and 5 seats (`WORLD_GAMES` games each, 40 unless set; `WORLD_CHAPTERS` picks chapters,
/// `WORLD_SEATS` the seat counts).
#[test]
#[ignore]
fn world_balance() {
    let n = env_number("WORLD_GAMES", 40);
    let seats: Vec<u32> = std::env::var("WORLD_SEATS")
        .unwrap_or_else(|_| "25".into())
        .chars()
        .filter_map(|c| c.to_digit(10))
        .collect();
    for chapter in env_chapters("WORLD_CHAPTERS", "3456") {
        for seats in seats.iter().copied() {
            let gents = (0..n)
                .filter(|s| {
                    duel_at(seats, &chapter, "balanced", 2000 + s, Team::Gentlemen, true)
                        == Team::Gentlemen
                })
                .count();
            println!(
                "chapter {chapter} at {seats} seats, balanced: gentlemen bots win {gents} of {n} against the Nemesis bot"
            );
        }
    }
}

/// How the games of one chapter end (`WORLD_CHAPTERS`, first chapter): for tuning.
#[test]
#[ignore]
fn world_endings() {
    let chapter = env_chapters("WORLD_CHAPTERS", "3")
        .into_iter()
        .next()
        .unwrap_or_else(|| "3".into());
    let chapter = chapter.as_str();
    for s in 0..12u64 {
        let mut game = new_game(3, 2000 + s, &[("chapter", chapter), ("level", "balanced")]);
        let mut steps = 0u64;
        while !game.is_over() && steps < 60_000 {
            let seat = game.acting_seats()[0];
            let a = game.bot_action(seat, 2000 + s + steps).expect("move");
            game.act(seat, &a).expect("apply");
            steps += 1;
        }
        println!(
            "seed {s}: {:?} round {} deaths {} sealed {} left {:?} bombs {} burning {} alive {:?}",
            game.phase,
            game.round,
            game.deaths,
            game.world.sealed.len(),
            game.world.left,
            game.world.bombs.len(),
            game.districts_burning(),
            game.figures
                .iter()
                .filter(|f| f.kind == crate::state::FigKind::Agent && !f.gone)
                .map(|f| (f.def.clone(), f.damage))
                .collect::<Vec<_>>()
        );
    }
}

/// How the one-shots of one chapter end at each level (`ENDINGS_CHAPTER`, `ENDINGS_LEVELS`
/// (initials of moderate, balanced, lots), `ENDINGS_GAMES` games from seed 1000, the seeds of
/// `strength_figures`): the winner, the last round, the gentlemen's defeats, burning districts
/// and the agents left with their damage, then per level how many games ended each way. For
/// tuning a chapter's balance.
#[test]
#[ignore]
fn level_endings() {
    let chapter = env_chapters("ENDINGS_CHAPTER", "6")
        .into_iter()
        .next()
        .unwrap_or_else(|| "6".into());
    let n = env_number("ENDINGS_GAMES", 20);
    let levels = std::env::var("ENDINGS_LEVELS").unwrap_or_else(|_| "mbl".into());
    for level in ["moderate", "balanced", "lots"] {
        if !levels.contains(&level[..1]) {
            continue;
        }
        let mut ends: std::collections::BTreeMap<String, u32> = Default::default();
        for s in 0..n {
            let seed = 1000 + s;
            let mut game = new_game(3, seed, &[("chapter", chapter.as_str()), ("level", level)]);
            let mut steps = 0u64;
            let mut kit = Vec::new();
            while !game.is_over() && steps < 60_000 {
                if kit.is_empty() && game.phase == Phase::Activation {
                    kit = game
                        .gentlemen()
                        .map(|g| (g.equipment.len(), g.advantages.len()))
                        .collect();
                }
                let seat = game.acting_seats()[0];
                let a = game
                    .bot_action(seat, seed.wrapping_add(steps))
                    .expect("move");
                game.act(seat, &a).expect("apply");
                steps += 1;
            }
            let goals = game
                .chapter_def()
                .map(|c| c.goals.clone())
                .unwrap_or_default();
            let why = match game.phase {
                Phase::Over(Team::Gentlemen) => "gentlemen: goal".to_string(),
                Phase::Over(Team::Nemesis) if game.deaths >= goals.defeats => {
                    "nemesis: defeats".into()
                }
                Phase::Over(Team::Nemesis) if game.round >= game.rounds => "nemesis: time".into(),
                Phase::Over(Team::Nemesis) => "nemesis: goal".into(),
                _ => "unfinished".into(),
            };
            *ends.entry(why.clone()).or_default() += 1;
            println!(
                "{level} seed {seed}: {why} round {} deaths {} burning {} supply {} powers {:?} gentlemen's (equipment, advantages) {kit:?} agents {:?}",
                game.round,
                game.deaths,
                game.districts_burning(),
                game.supply,
                game.powers.iter().map(|p| p.id.clone()).collect::<Vec<_>>(),
                game.figures
                    .iter()
                    .filter(|f| f.kind == crate::state::FigKind::Agent && !f.gone)
                    .map(|f| (f.def.clone(), f.damage))
                    .collect::<Vec<_>>()
            );
        }
        println!("chapter {chapter} {level}: {ends:?}");
    }
}
