//! Small scenes built by hand for the worked examples.

use super::Sdk;
use parlour_plugin_api::Game;

use crate::board::{Grid, Pos};
use crate::state::*;

/// A finished set-up (two seats, moderate level) whose scene and figures are then cleared.
pub fn arena(width: i32, height: i32) -> Smog {
    let mut g = super::new_game(2, 1, &[("level", "moderate")]);
    while g.phase == Phase::Setup {
        let s = g.acting_seats()[0];
        let a = g.bot_action(s, 0).expect("setup move");
        g.act(s, &a).expect("setup applies");
    }
    g.grid = Grid::new(width, height);
    g.figures.clear();
    g.controller.clear();
    g.stack.clear();
    g.exits.clear();
    g.fire_supply = FIRE_MARKERS;
    g.phase = Phase::Activation;
    g.order.clear();
    g.revealed = 0;
    g.hand.clear();
    g.orders.chaos.clear();
    // A Nemesis with standing orders: received ether goes whole to his first power card and
    // the chaos windows never ask him (tests of those questions set other orders).
    g.orders.ether = g.powers.first().map(|p| EtherTarget::Power(p.id.clone()));
    g.orders.fill = None;
    g.orders.window = WindowOrder::Never;
    g.supply = 0;
    for p in g.powers.iter_mut() {
        p.ether = 0;
    }
    g.versions = vec![
        ("killer_clown".into(), 0),
        ("shambling_zombie".into(), 0),
        ("damon".into(), 1),
        ("emerson".into(), 0),
        ("tobias".into(), 0),
    ];
    g
}

/// Adds a figure; gentlemen are run by seat 1 and start with full ether.
pub fn add(g: &mut Smog, kind: FigKind, def: &str, x: i32, y: i32) -> FigId {
    let id = g.figures.len() as FigId;
    g.figures.push(Figure::new(id, kind, def, Pos::new(x, y)));
    if kind == FigKind::Gentleman {
        if g.controller.is_empty() {
            g.leader = id;
        }
        g.controller.push((id, 1));
        let max = g.max_ether(id);
        if let Some(f) = g.fig_mut(id) {
            f.ether = max;
        }
    }
    id
}

/// Starts an activation of these figures.
pub fn activate(g: &mut Smog, card: ActCard, left: Vec<(FigId, u8)>) {
    let team = card.team();
    g.stack.push(Activation {
        card,
        team,
        left,
        power_used: false,
        powers_used: Vec::new(),
        bonus_used: Vec::new(),
        attacked: Vec::new(),
        mods: Mods::default(),
        nested: Nested::No,
        revival: false,
    });
    ask_activation(g);
}

/// The activation on top asks its side what to do (the card's owner; the leader for allies),
/// as the rules do once nothing else is pending.
pub fn ask_activation(g: &mut Smog) {
    let seat = match g.stack.last().map(|a| &a.card) {
        Some(ActCard::Gentleman(id)) => g.seat_of(*id),
        Some(ActCard::Allies) => g.leader_seat(),
        _ => NEMESIS_SEAT,
    };
    g.questions.clear();
    g.questions.ask(seat, crate::questions::Ask::Activation);
}

/// A scene changed by hand asks its question, as the rules do after every move (what needs
/// no decision resolves first).
pub fn ask(g: &mut Smog) {
    g.proceed(&mut parlour_plugin_api::Ctx::new());
}

pub fn melee(attacker: FigId, target: FigId) -> AttackDecl {
    AttackDecl {
        attacker,
        kind: crate::data::AttackKind::Melee,
        target,
        weapon: None,
        ether: 0,
        sweep: None,
        helpers: Vec::new(),
        bonuses: Vec::new(),
        mode: AttackMode::Action,
    }
}
