//! Unit tests: the rule text's worked examples, the hidden-information guarantees, complete
//! games and the bot. Fixtures build states directly; games run through the SDK's `Instance`
//! exactly as the launcher drives them.

pub use parlour_plugin_api::Ctx;
use parlour_plugin_api::export::Instance;
pub use parlour_plugin_api::testing::{self, apply, is_legal, random_move, view};
use parlour_plugin_api::{Game, Seat, SetupRequest};

use crate::data::data;
use crate::state::{Action, Ask, Card, Choice, Henchman, Maniacal, Options, Phase};

mod examples;
mod games;
mod hidden;
mod rules;

pub fn options(advanced: bool, choose: bool, bodyguards: bool) -> Options {
    Options {
        advanced,
        choose_villains: choose,
        bodyguards,
    }
}

pub fn new_game(n: u32, seed: u64) -> Maniacal {
    Maniacal::new(n, options(false, false, false), seed).expect("setup")
}

/// A new game as the host makes it (options checked and defaulted by the SDK).
pub fn setup(n: u32, seed: u64, opts: &[(&str, &str)]) -> Maniacal {
    testing::setup(n, seed, opts).expect("setup")
}

/// Plays a game to the end with a move picker (a bot style, a mix of bots and random moves),
/// every move through the SDK's legality check; returns the number of moves.
pub fn play_with(
    game: &mut Maniacal,
    mut pick: impl FnMut(&Maniacal, Seat) -> Option<Action>,
    limit: u32,
) -> u32 {
    let mut moves = 0;
    while !game.is_over() && moves < limit {
        let seat = *game.acting_seats().first().expect("somebody acts");
        let action = pick(game, seat).expect("the acting seat has a move");
        if let Err(e) = apply(game, seat, &action) {
            panic!("{action:?} in {:?}: {e}", game.phase);
        }
        moves += 1;
    }
    moves
}

/// A recruited henchman by its data id.
pub fn recruit(game: &mut Maniacal, seat: Seat, id: &str) -> u32 {
    let index = data()
        .henchmen
        .iter()
        .position(|h| h.id == id)
        .expect("henchman id") as u8;
    let uid = game.new_uid();
    game.pm(seat).crew.push(Henchman {
        uid,
        card: Card::Recruit(index),
        ready: true,
        injuries: 0,
        powers: Vec::new(),
    });
    uid
}

pub fn room_card_of(id: &str) -> u8 {
    let design = data()
        .rooms
        .iter()
        .position(|r| r.id == id)
        .expect("room id");
    data()
        .room_cards
        .iter()
        .position(|&d| d == design)
        .expect("room card") as u8
}

pub fn power_of(id: &str) -> u8 {
    data()
        .powers
        .iter()
        .position(|p| p.id == id)
        .expect("power id") as u8
}

pub fn henchman_index(id: &str) -> u8 {
    data()
        .henchmen
        .iter()
        .position(|h| h.id == id)
        .expect("henchman id") as u8
}

/// Puts a game straight into the Contract Phase of round 1 with empty draft hands.
pub fn to_contract_phase(game: &mut Maniacal) {
    for s in 0..game.n {
        game.pm(s).hand.clear();
        game.pm(s).pick = None;
    }
    // The draft is skipped, and its question with it.
    game.questions.clear();
    game.start_contract_phase();
}

pub fn request(n: u32, seed: u64, opts: &[(&str, &str)]) -> SetupRequest {
    SetupRequest {
        players: n,
        seed,
        options: opts
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
    }
}

pub fn instance(req: &SetupRequest) -> Instance<Maniacal> {
    let bytes = serde_json::to_vec(req).expect("request");
    Instance::<Maniacal>::create(&bytes).expect("setup")
}

pub fn contract_where(f: impl Fn(&crate::data::ContractData) -> bool) -> u8 {
    data()
        .contracts
        .iter()
        .position(f)
        .expect("a contract fits") as u8
}

pub fn scheme_with(neg: crate::data::Negative, pos: crate::data::Positive) -> u8 {
    data()
        .schemes
        .iter()
        .position(|s| s.negative == neg && s.positive == pos)
        .expect("scheme pairing") as u8
}

/// Three players in the Contract Phase of round 1, no Scheme cards anywhere, seat 0 active
/// with the Arctic Queen, one recruit (Tusk, Brawn 4) and its Lackey; the contract on
/// continent A is an effect-free Easy contract for one, recommended Brawn.
pub fn attempt_fixture(seed: u64) -> (Maniacal, u32) {
    let mut g = new_game(3, seed);
    g.order = vec![0, 1, 2];
    for s in 0..3 {
        let back = std::mem::take(&mut g.pm(s).schemes);
        g.scheme_deck.extend(back);
    }
    let tusk = recruit(&mut g, 0, "tusk");
    g.pm(0).villain = Some(0);
    let c = contract_where(|c| {
        c.difficulty == crate::state::Difficulty::Easy
            && c.size == 1
            && c.trait_ == crate::state::Trait::Brawn
            && c.success.effects.is_empty()
            && c.failure.effects.is_empty()
    });
    g.map[0] = Some(c);
    to_contract_phase(&mut g);
    (g, tusk)
}

/// Seat 0 attempts the fixture's contract on continent A with `henchman` alone.
pub fn attempt_alone(g: &mut Maniacal, henchman: u32) {
    act(
        g,
        0,
        Action::Attempt {
            slot: 0,
            team: vec![henchman],
            lackey_trait: None,
        },
    );
}

/// Stands in for a contract result that asks the active player about one effect: the turn's
/// question gives way to the effect's (as `collect` does), `pending` holding what follows.
pub fn ask_effect(g: &mut Maniacal, ask: Ask, then: &[crate::state::Pending]) {
    g.questions.settle();
    g.focus = 0;
    g.pending.extend(then.iter().cloned());
    g.questions.ask(0, ask);
}

/// Applies a move that must be legal.
pub fn act(g: &mut Maniacal, seat: Seat, a: Action) {
    if let Err(e) = apply(g, seat, &a) {
        panic!(
            "{a:?} should be legal for seat {seat} in {:?}: {e}",
            g.phase
        );
    }
}
