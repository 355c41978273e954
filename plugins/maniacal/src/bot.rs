//! The heuristic bot: drafts rooms whose attraction it can turn into henchmen, recruits for the
//! traits its contracts need (recruiting is automatic: it builds the attraction), attempts the
//! contracts it can likely win with the best team, and plays Schemes against the leader.

use parlour_plugin_api::{GameRng, Seat, win_shares};

use crate::data::{Effect, Negative, Positive, Special, Timing, data};
use crate::dice::chance;
use crate::state::{
    Action, Ask, CleanupChoice, Difficulty, Henchman, Maniacal, RerollSource, Trait, Unit,
};
use crate::turn::dedup_cards;

/// A heuristic value of each seat's position, 0..1.
pub fn evaluate(game: &Maniacal) -> Vec<f64> {
    let worth: Vec<f64> = (0..game.n)
        .map(|s| f64::from(game.p(s).infamy) + 0.3 * f64::from(game.p(s).money))
        .collect();
    win_shares(&worth, 5.0)
}

/// How strong a henchman is overall (for choosing whom to risk or lose).
fn strength(game: &Maniacal, h: &Henchman) -> u32 {
    let t = h.traits(game.options.advanced);
    let sum: u32 = t.iter().map(|&x| u32::from(x)).sum();
    if h.is_lackey() {
        u32::from(*t.iter().max().unwrap_or(&1)) + 1
    } else {
        sum
    }
}

/// Expected successes a henchman brings to a contract with this recommended trait, and the
/// Lackey's best trait.
fn member_value(game: &Maniacal, h: &Henchman, rec: Trait) -> (f64, Option<Trait>) {
    let t = h.traits(game.options.advanced);
    let die = |tr: Trait, n: u8| f64::from(n) * if tr == rec { 1.0 } else { 0.67 };
    if h.is_lackey() {
        Trait::ALL
            .into_iter()
            .map(|tr| (die(tr, t[tr.index()]), Some(tr)))
            .fold((0.0, None), |a, b| if b.0 > a.0 { b } else { a })
    } else {
        (
            Trait::ALL
                .into_iter()
                .map(|tr| die(tr, t[tr.index()]))
                .sum(),
            None,
        )
    }
}

/// The best team for a contract back: (team, lackey trait, on-trait dice, other dice).
fn best_team(
    game: &Maniacal,
    seat: Seat,
    size: u8,
    rec: Trait,
) -> Option<(Vec<u32>, Option<Trait>, u32, u32)> {
    let p = game.p(seat);
    let mut cands: Vec<(f64, u32, Option<Trait>)> = game
        .team_candidates(seat)
        .into_iter()
        .filter_map(|u| p.henchman(u))
        .map(|h| {
            let (v, lt) = member_value(game, h, rec);
            (v, h.uid, lt)
        })
        .collect();
    if cands.len() < usize::from(size) {
        return None;
    }
    cands.sort_by(|a, b| {
        b.0.partial_cmp(&a.0)
            .unwrap_or(std::cmp::Ordering::Equal)
            .then(a.1.cmp(&b.1))
    });
    cands.truncate(usize::from(size));
    let mut team: Vec<u32> = cands.iter().map(|c| c.1).collect();
    team.sort_unstable();
    let lackey = cands.iter().find_map(|c| c.2);
    let pool = game.team_pool(seat, &team, lackey);
    let on = u32::from(pool[rec.index()]);
    let off: u32 = pool.iter().map(|&x| u32::from(x)).sum::<u32>() - on;
    Some((team, lackey, on, off))
}

/// Expected Infamy-equivalent value of attempting a back with this many dice.
fn contract_value(
    diff: Difficulty,
    size: u8,
    rec: Trait,
    on: u32,
    off: u32,
    extra_target: i32,
) -> (f64, f64) {
    let mut total = 0.0;
    let mut prob = 0.0;
    let mut n = 0.0;
    for c in data()
        .contracts
        .iter()
        .filter(|c| c.difficulty == diff && c.size == size && c.trait_ == rec)
    {
        let p = chance(on, off, c.target + extra_target);
        let risk = |effects: &[Special]| -> f64 {
            effects
                .iter()
                .map(|e| match e {
                    Special::Captured => -3.0,
                    Special::Injured => -1.5,
                    Special::Scheme => 1.5,
                    Special::Power => 2.0,
                })
                .sum()
        };
        let win = f64::from(c.success.infamy)
            + 0.4 * f64::from(c.success.money)
            + risk(&c.success.effects);
        let lose = f64::from(c.failure.infamy)
            + 0.4 * f64::from(c.failure.money)
            + risk(&c.failure.effects);
        total += p * win + (1.0 - p) * lose;
        prob += p;
        n += 1.0;
    }
    if n == 0.0 {
        (0.0, 0.0)
    } else {
        (total / n, prob / n)
    }
}

/// The unit to exhaust for a room: the Supervillain, else the weakest ready henchman.
fn spare_unit(game: &Maniacal, seat: Seat, units: &[Unit]) -> Option<Unit> {
    if units.contains(&Unit::Villain) {
        return Some(Unit::Villain);
    }
    let p = game.p(seat);
    units.iter().copied().min_by_key(|u| match u {
        Unit::Henchman(uid) => p.henchman(*uid).map_or(0, |h| {
            if h.injuries > 0 {
                0
            } else {
                strength(game, h) + 1
            }
        }),
        Unit::Villain => 0,
    })
}

fn room_value(game: &Maniacal, seat: Seat, card: u8) -> f64 {
    let room = data().room(card);
    let p = game.p(seat);
    let amount = f64::from(room.amount);
    match room.effect {
        Effect::InfamyPerType => amount * room.arg_type().map_or(0, |t| p.count_type(t)) as f64,
        Effect::Infamy => amount,
        Effect::Money => 0.4 * amount,
        Effect::MoneyPerType => {
            0.4 * amount * room.arg_type().map_or(0, |t| p.count_type(t)) as f64
        }
        Effect::DrawScheme => 1.8,
        Effect::GainPower => 2.0,
        Effect::Heal => 1.5 * f64::from(p.crew.iter().map(|h| h.injuries).max().unwrap_or(0)),
        Effect::Attraction => {
            if game.round < 3 {
                0.4 * amount
            } else {
                0.1
            }
        }
        _ => 0.0,
    }
}

/// A playing style: how much the bot leans on its base's rooms or on contracts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    /// Weight of action and contract room effects when drafting and acting.
    pub rooms: f64,
    /// Weight of contract attempts.
    pub contracts: f64,
    /// Weight of selling a room instead of building it.
    pub sell: f64,
}

impl Style {
    pub const BALANCED: Style = Style {
        rooms: 1.0,
        contracts: 1.0,
        sell: 1.0,
    };
    /// Builds nearly everything and runs its base's rooms.
    pub const ROOMS: Style = Style {
        rooms: 2.0,
        contracts: 1.0,
        sell: 0.4,
    };
    /// Builds for attraction only and spends its weeks on contracts.
    pub const CONTRACTS: Style = Style {
        rooms: 0.3,
        contracts: 1.3,
        sell: 1.0,
    };
}

/// The bot's move with the balanced style.
pub fn choose(game: &Maniacal, seat: Seat, seed: u64) -> Option<Action> {
    choose_styled(game, seat, seed, Style::BALANCED)
}

/// The bot's move with a playing style.
pub fn choose_styled(game: &Maniacal, seat: Seat, seed: u64, style: Style) -> Option<Action> {
    let ask = game.questions.for_seat(seat)?;
    let mut rng = GameRng::from_seed(seed);
    let moves = game.simple_moves(seat);
    let action = match ask {
        Ask::Villain => moves.first().cloned(),
        Ask::Draft => draft(game, seat, &moves, style),
        Ask::Cleanup => Some(cleanup(game, seat)),
        Ask::Action => Some(turn(game, seat, &mut rng, style)),
        Ask::Scheme => Some(window(game, seat, &moves)),
        Ask::BeforeRoll => Some(pre_roll(game, seat)),
        Ask::AfterRoll => Some(post_roll(game, seat)),
        Ask::Result => Some(result(game, seat, &moves)),
        Ask::Captured
        | Ask::Injured
        | Ask::Power(_)
        | Ask::SchemerInjury
        | Ask::ConfirmInjury(_) => effects(game, seat, ask, &moves),
        Ask::AfterAction => Some(
            moves
                .iter()
                .find(|m| matches!(m, Action::Time { .. }))
                .cloned()
                .unwrap_or(Action::Finish),
        ),
    };
    action.filter(|a| game.offers(seat, a))
}

fn draft(game: &Maniacal, seat: Seat, moves: &[Action], style: Style) -> Option<Action> {
    let p = game.p(seat);
    let rounds_left = f64::from(4 - game.round.clamp(1, 3));
    let mut best: Option<(f64, Action)> = None;
    for m in moves {
        let Action::Draft { card, build } = m else {
            continue;
        };
        let room = data().room(*card);
        let value = if *build {
            let t = room.attracts.index();
            // Attraction counts where it can beat the rivals for the face-up henchman.
            let rival = (0..game.n)
                .filter(|&s| s != seat)
                .map(|s| game.p(s).attraction[t])
                .max()
                .unwrap_or(0);
            let mine = p.attraction[t] + room.attraction;
            let cost = game
                .top_henchman(room.attracts)
                .and_then(|c| data().henchmen.get(usize::from(c)))
                .map_or(3, |h| h.cost);
            let useful = if mine > rival && mine >= cost {
                1.3
            } else {
                0.7
            };
            let effect = style.rooms
                * match room.effect.timing() {
                    Timing::Action => 1.6 * rounds_left,
                    Timing::Never => 0.0,
                    _ => 1.0 * rounds_left,
                };
            let salary_room = if p.money - room.cost < 2 { -1.5 } else { 0.0 };
            f64::from(room.attraction) * useful + effect - 0.9 * f64::from(room.cost) + salary_room
        } else {
            style.sell
                * (0.9 * f64::from(room.cost)
                    + if game.round == 3 {
                        0.6 * f64::from(room.cost)
                    } else {
                        0.0
                    })
        };
        if best.as_ref().is_none_or(|(v, _)| value > *v) {
            best = Some((value, m.clone()));
        }
    }
    best.map(|(_, a)| a)
}

fn turn(game: &Maniacal, seat: Seat, rng: &mut GameRng, style: Style) -> Action {
    let p = game.p(seat);
    let weeks = f64::from(p.weeks.unwrap_or(1).max(1));
    let mut best: (f64, Action) = (0.15 + 0.01 * f64::from(rng.below(3)), Action::Pass);
    // Contracts.
    for slot in game.attemptable(seat) {
        let Some((diff, size, rec)) = game.back(usize::from(slot)) else {
            continue;
        };
        let Some((team, lackey, on, off)) = best_team(game, seat, size, rec) else {
            continue;
        };
        let (value, p_win) = contract_value(diff, size, rec, on, off, 0);
        let w = f64::from(game.contract_weeks(seat, usize::from(slot)));
        let score = style.contracts * value / w - if p_win < 0.35 { 0.5 } else { 0.0 };
        if score > best.0 {
            best = (
                score,
                Action::Attempt {
                    slot,
                    team,
                    lackey_trait: lackey,
                },
            );
        }
    }
    // Action rooms.
    for card in game.action_rooms(seat) {
        let room = data().room(card);
        let Some(unit) = spare_unit(game, seat, &p.ready_units()) else {
            continue;
        };
        let target = if room.effect == Effect::Heal {
            p.crew
                .iter()
                .filter(|h| h.injuries > 0)
                .max_by_key(|h| h.injuries)
                .map(|h| h.uid)
        } else {
            None
        };
        let score = style.rooms * room_value(game, seat, card) / f64::from(room.weeks.max(1));
        let a = Action::Room { card, unit, target };
        if score > best.0 && game.offers(seat, &a) {
            best = (score, a);
        }
    }
    // Special Locations.
    let loc = f64::from(game.location_weeks(seat));
    for m in game.choose_moves(seat) {
        let score = match &m {
            Action::Underground => 1.4 / loc,
            Action::Lounge => {
                if game.round < 3 || weeks > 5.0 {
                    2.2 / loc
                } else {
                    0.5 / loc
                }
            }
            Action::Time { .. } if weeks < 3.0 => 5.0,
            _ => 0.0,
        };
        if score > best.0 {
            best = (score, m);
        }
    }
    if game.hospital_ok(seat) {
        let price = game.hospital_price(seat);
        let mut heal: Vec<u32> = Vec::new();
        let mut money = p.money - 2;
        for h in &p.crew {
            for _ in 0..h.injuries {
                if money >= price && strength(game, h) >= 3 {
                    heal.push(h.uid);
                    money -= price;
                }
            }
        }
        heal.sort_unstable();
        let score = 1.2 * heal.len() as f64 / loc;
        let a = Action::Hospital { heal };
        if score > best.0 && game.offers(seat, &a) {
            best = (score, a);
        }
    }
    best.1
}

/// An attempting player more than this many Infamy behind the lead (the bot's own or its leading
/// opponent's) is not worth a negative Scheme.
const FAR_BEHIND: i32 = 6;

/// The opponent `seat` aims its negative Schemes at: the one with the most Infamy among its
/// opponents, a tie going to the one ahead in the turn order (the Player Order track).
pub fn scheme_target(game: &Maniacal, seat: Seat) -> Option<Seat> {
    let place = |s: Seat| {
        game.order
            .iter()
            .position(|&o| o == s)
            .unwrap_or(usize::MAX)
    };
    game.others_after(seat)
        .into_iter()
        .max_by_key(|&s| (game.p(s).infamy, std::cmp::Reverse((place(s), s))))
}

/// The Scheme window of another player's attempt: a negative Scheme goes to the leader among
/// the opponents whenever the bot holds one; another opponent gets one only when the hand can
/// spare it (one card stays for the leader), and nobody far behind gets one. Once the leader
/// has finished the last Contract Phase, every card left is 2 Infamy or nothing, so any
/// attempt gets one.
fn window(game: &Maniacal, seat: Seat, moves: &[Action]) -> Action {
    let Some(a) = &game.attempt else {
        return Action::Decline;
    };
    let me = game.p(seat).infamy;
    let them = game.p(a.seat).infamy;
    let leader = scheme_target(game, seat);
    let lead = leader.map_or(them, |l| game.p(l).infamy);
    let last_chance = game.round >= 3 && leader.is_none_or(|l| game.finished.contains(&l));
    if !last_chance {
        if them + FAR_BEHIND < me.max(lead) {
            return Action::Decline;
        }
        if leader != Some(a.seat) && game.p(seat).schemes.len() < 2 {
            return Action::Decline;
        }
    }
    let rank = |m: &Action| match m {
        Action::Scheme { card, .. } => match game.scheme(*card).map(|s| s.negative) {
            Some(Negative::TargetUp) => 5,
            Some(Negative::RemoveDie) => 4,
            Some(Negative::Steal) => 3,
            Some(Negative::Injure) => 2,
            Some(Negative::ExtraWeek) => 1,
            None => 0,
        },
        _ => 0,
    };
    moves
        .iter()
        .filter(|m| matches!(m, Action::Scheme { .. }))
        .max_by_key(|m| rank(m))
        .cloned()
        .unwrap_or(Action::Decline)
}

fn pre_roll(game: &Maniacal, seat: Seat) -> Action {
    let rec = game
        .attempt
        .as_ref()
        .and_then(|a| a.recommended())
        .unwrap_or(Trait::Brawn);
    for (card, units) in game.contract_rooms(Timing::BeforeRoll) {
        let Some(unit) = spare_unit(game, seat, &units) else {
            continue;
        };
        let die = (data().room(card).effect == Effect::ExtraDie).then_some(rec);
        return Action::ContractRoom {
            card,
            unit,
            die,
            dice: Vec::new(),
        };
    }
    Action::Roll
}

fn post_roll(game: &Maniacal, seat: Seat) -> Action {
    let Some(a) = &game.attempt else {
        return Action::Accept;
    };
    if game.successes() >= game.target() {
        return Action::Accept;
    }
    let rec = a.recommended();
    let mut low: Vec<u8> = a
        .dice
        .iter()
        .enumerate()
        .filter(|(_, d)| game.die_value(**d, rec) == 0)
        .map(|(i, _)| i as u8)
        .collect();
    if low.is_empty() {
        return Action::Accept;
    }
    for (card, units) in game.contract_rooms(Timing::AfterRoll) {
        let Some(unit) = spare_unit(game, seat, &units) else {
            continue;
        };
        let room = data().room(card);
        if room.effect == Effect::PlusSuccess {
            return Action::ContractRoom {
                card,
                unit,
                die: None,
                dice: Vec::new(),
            };
        }
        let mut dice = low.clone();
        dice.truncate(room.amount.max(1) as usize);
        return Action::ContractRoom {
            card,
            unit,
            die: None,
            dice,
        };
    }
    for (source, max) in game.reroll_sources() {
        if matches!(source, RerollSource::Scheme(_)) && game.target() - game.successes() > 3 {
            continue;
        }
        low.truncate(max);
        return Action::Reroll { source, dice: low };
    }
    Action::Accept
}

fn result(game: &Maniacal, seat: Seat, moves: &[Action]) -> Action {
    let effects: Vec<Special> = game
        .attempt
        .as_ref()
        .and_then(|a| {
            let c = data().contracts.get(usize::from(a.contract?))?;
            Some(if a.success == Some(true) {
                c.success.effects.clone()
            } else {
                c.failure.effects.clone()
            })
        })
        .unwrap_or_default();
    for (card, units) in game.contract_rooms(Timing::AfterResult) {
        let Some(unit) = spare_unit(game, seat, &units) else {
            continue;
        };
        let useful = match data().room(card).effect {
            Effect::ShieldInjury => effects.contains(&Special::Injured),
            Effect::ShieldCapture => effects.contains(&Special::Captured),
            _ => true,
        };
        if useful {
            return Action::ContractRoom {
                card,
                unit,
                die: None,
                dice: Vec::new(),
            };
        }
    }
    moves
        .iter()
        .find(|m| matches!(m, Action::Console { .. }))
        .cloned()
        .unwrap_or(Action::Continue)
}

fn effects(game: &Maniacal, seat: Seat, ask: &Ask, moves: &[Action]) -> Option<Action> {
    let owner = game.focus;
    let by_strength = |m: &&Action| match m {
        Action::Target { uid } => game
            .p(owner)
            .henchman(*uid)
            .map_or(0, |h| strength(game, h)),
        _ => 0,
    };
    match ask {
        Ask::Captured | Ask::Injured => {
            let weakest = moves
                .iter()
                .filter(|m| matches!(m, Action::Target { .. }))
                .min_by_key(by_strength);
            let cancel = moves.iter().find(|m| matches!(m, Action::Cancel { .. }));
            let captured = *ask == Ask::Captured;
            match (weakest, cancel) {
                (Some(w), Some(c)) if captured && by_strength(&w) >= 4 => Some(c.clone()),
                (Some(w), _) => Some(w.clone()),
                (None, c) => c.cloned(),
            }
        }
        Ask::SchemerInjury => moves
            .iter()
            .filter(|m| matches!(m, Action::Target { .. }))
            .max_by_key(by_strength)
            .cloned(),
        Ask::ConfirmInjury(_) => Some(
            moves
                .iter()
                .find(|m| matches!(m, Action::Cancel { .. }))
                .filter(|_| game.holds_positive(seat, Positive::Cancel).len() > 1)
                .cloned()
                .unwrap_or(Action::Continue),
        ),
        Ask::Power(_) => {
            let p = game.p(seat);
            moves
                .iter()
                .filter_map(|m| match m {
                    Action::GivePower { power, uid } => {
                        let h = p.henchman(*uid)?;
                        let gain: u32 = data()
                            .powers
                            .get(usize::from(*power))?
                            .traits
                            .iter()
                            .map(|&x| u32::from(x))
                            .sum();
                        let keeps = if h.is_mercenary() { 0 } else { 10 };
                        let lackey = if h.is_lackey() { 0 } else { 5 };
                        Some((keeps + lackey + strength(game, h) + gain, m))
                    }
                    _ => None,
                })
                .max_by_key(|(v, _)| *v)
                .map(|(_, m)| m.clone())
        }
        _ => moves.first().cloned(),
    }
}

fn cleanup(game: &Maniacal, seat: Seat) -> Action {
    let k = game.unpaid_count(seat);
    let p = game.p(seat);
    let mut salaried: Vec<&Henchman> = game
        .salaried(seat)
        .into_iter()
        .filter_map(|u| p.henchman(u))
        .collect();
    salaried.sort_by_key(|h| {
        (
            strength(game, h).saturating_sub(u32::from(h.injuries) * 2),
            h.uid,
        )
    });
    let mut unpaid: Vec<u32> = salaried.iter().take(k).map(|h| h.uid).collect();
    unpaid.sort_unstable();
    // Fire a badly injured weak henchman that costs more than it brings.
    let fire = salaried
        .iter()
        .skip(k)
        .find(|h| h.injuries >= 2 && strength(game, h) <= 3 && game.round < 3)
        .map(|h| h.uid);
    let _ = dedup_cards;
    Action::Cleanup(CleanupChoice { unpaid, fire })
}
