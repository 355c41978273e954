//! Online play on loopback: the round trip of one choice, and how many five-seat tables one
//! host process holds with bots answering, with the memory per table.
//!
//! `cargo bench -p parlour-integration --bench online [-- TABLES]` (default 100 tables).
//! Prints figures; nothing is asserted.

#[path = "../tests/common/mod.rs"]
mod common;

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use parlour::core::bots::Level;
use parlour::core::discovery::Catalog;
use parlour::core::save::{SeatInfo, SeatKind};
use parlour::core::session::Session;
use parlour::net::client::{Client, ClientError};
use parlour::net::host::Host;
use parlour::net::protocol::{Refusal, Want, random_hex};
use parlour::net::table::Table;
use parlour::net::transport::NetConfig;
use serde_json::Value;

/// The resident memory of this process, in bytes (Linux; 0 elsewhere).
fn rss() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse::<u64>().ok())
        })
        .map_or(0, |kb| kb * 1024)
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples.get(samples.len() / 2).copied().unwrap_or_default()
}

fn table(catalog: &Catalog, game: &str, players: u32, online: u32, seed: u64) -> Table {
    let seats = (0..players)
        .map(|seat| SeatInfo {
            name: String::new(),
            kind: if seat < online {
                SeatKind::Human
            } else {
                SeatKind::Bot
            },
            level: Some(Level::Easy),
        })
        .collect();
    let session = Session::start(catalog.get(game).unwrap(), seats, seed, BTreeMap::new()).unwrap();
    Table::new(random_hex(16), session, None, &BTreeMap::new()).unwrap()
}

/// Composes and plays one move by always taking the first option; returns the time of each
/// request, or `None` if the game moved on first.
fn one_move(client: &mut Client, times: &mut Vec<Duration>) -> Option<()> {
    let mut partial: Vec<Value> = Vec::new();
    loop {
        let start = Instant::now();
        let choices = match client.choices(partial.clone()) {
            Ok(c) => c,
            Err(ClientError::Refused(Refusal::Stale { .. } | Refusal::NotYourTurn)) => return None,
            Err(e) => panic!("{e}"),
        };
        times.push(start.elapsed());
        if let Some(complete) = &choices.complete {
            let start = Instant::now();
            let applied = client.apply(complete.action.clone());
            times.push(start.elapsed());
            return applied.ok();
        }
        partial.push(choices.options.first()?.action.clone());
    }
}

fn main() {
    let tables: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(100);
    let dir = common::plugin_dir(&["parlour-example", "parlour-maniacal"]);
    let catalog = Catalog::from_dirs(&[dir.path().to_owned()]);
    let config = NetConfig::loopback();

    // 1. The round trip of one choice: a query of the first choices, host and client idle.
    let host = Host::start(
        table(&catalog, "example", 2, 2, 1),
        &config,
        iroh::SecretKey::generate(),
        0,
        None,
    )
    .unwrap();
    let mut client = Client::join(
        host.invite(),
        Want::Seat {
            seat: 0,
            secret: None,
        },
        "",
        &config,
    )
    .unwrap();
    client
        .wait_until(Duration::from_secs(30), |s| s.my_turn())
        .unwrap();
    let mut samples = Vec::new();
    for _ in 0..1000 {
        let start = Instant::now();
        client.choices(Vec::new()).unwrap();
        samples.push(start.elapsed());
    }
    let mut sorted = samples.clone();
    sorted.sort();
    println!(
        "round trip of one choice on loopback: median {:.3} ms, 90th percentile {:.3} ms ({} requests)",
        median(samples).as_secs_f64() * 1e3,
        sorted[sorted.len() * 9 / 10].as_secs_f64() * 1e3,
        sorted.len()
    );
    client.close();
    host.stop();

    // 2. Many five-seat tables in one host process: one online seat each, four bots.
    let before = rss();
    let started = Instant::now();
    let hosts: Vec<Host> = (0..tables)
        .map(|i| {
            Host::start(
                table(&catalog, "maniacal", 5, 1, i as u64 + 1),
                &config,
                iroh::SecretKey::generate(),
                0,
                None,
            )
            .unwrap()
        })
        .collect();
    let hosted = rss();
    println!(
        "{tables} five-seat Maniacal tables hosted in {:.1} s: {:.1} MB resident in all, {:.2} MB per table (hosts only, idle)",
        started.elapsed().as_secs_f64(),
        (hosted.saturating_sub(before)) as f64 / 1e6,
        (hosted.saturating_sub(before)) as f64 / 1e6 / tables as f64
    );
    let clients: Vec<Client> = hosts
        .iter()
        .map(|h| {
            Client::join(
                h.invite(),
                Want::Seat {
                    seat: 0,
                    secret: None,
                },
                "",
                &config,
            )
            .unwrap()
        })
        .collect();
    let joined = rss();
    let moves_each = 20;
    let started = Instant::now();
    let threads: Vec<_> = clients
        .into_iter()
        .map(|mut client| {
            std::thread::spawn(move || {
                let mut times = Vec::new();
                let mut moves = 0;
                while moves < moves_each {
                    if client
                        .wait_until(Duration::from_secs(120), |s| s.my_turn() || s.game_over())
                        .is_err()
                        || client.state.game_over()
                    {
                        break;
                    }
                    if one_move(&mut client, &mut times).is_some() {
                        moves += 1;
                    } else {
                        client.poll(Duration::from_millis(10));
                    }
                }
                (client, times, moves)
            })
        })
        .collect();
    let mut all = Vec::new();
    let mut total_moves = 0;
    let mut clients = Vec::new();
    for t in threads {
        let (client, times, moves) = t.join().unwrap();
        all.extend(times);
        total_moves += moves;
        clients.push(client);
    }
    let elapsed = started.elapsed();
    let playing = rss();
    let requests = all.len();
    println!(
        "{tables} tables playing at once: {total_moves} online moves (each answered by four bots) in {:.1} s; median request {:.2} ms over {requests} requests",
        elapsed.as_secs_f64(),
        median(all).as_secs_f64() * 1e3
    );
    println!(
        "memory: {:.1} MB with {tables} clients joined, {:.1} MB while playing: {:.2} MB per table with its client ({:.1} MB for 100 tables)",
        joined.saturating_sub(before) as f64 / 1e6,
        playing.saturating_sub(before) as f64 / 1e6,
        playing.saturating_sub(before) as f64 / 1e6 / tables as f64,
        playing.saturating_sub(before) as f64 / 1e6 / tables as f64 * 100.0
    );
    for client in clients {
        client.close();
    }
    for host in hosts {
        host.stop();
    }
}
