//! The heuristic bot.
//!
//! For every legal action the bot plays the rest of its own turn with a fixed, cheap policy
//! (repair what it can, activate everything switched on, copy when possible, take specials)
//! on a copy of the state, and scores the resulting position: points count most, then
//! chrome gears, machines still to be repaired, engineers in hand, fresh gears and steam.
//! Gears close to sector X are worth little because they are about to rust. A bot that is not
//! behind also values every special marker and award that left the supply, which pushes the
//! game towards its final phase. The best action wins; the seed only breaks ties.

use parlour_plugin_api::{GameRng, Quiet, Seat, win_shares};

use crate::data::data;
use crate::*;

/// A cheap default choice, used inside the look-ahead.
pub fn quick_pick(state: &Corrosion, seat: Seat) -> Option<Action> {
    let legal: Vec<Action> = state.actions(seat);
    let first = legal.first().cloned()?;
    let has = |a: &Action| legal.contains(a);
    if let Some(d) = state.decision() {
        let pick = match d {
            Decision::Gears { n, .. } => Some(Action::Answer(Answer::Gears {
                medium: n.div_ceil(2),
                small: n - n.div_ceil(2),
            })),
            Decision::SpecialOrGreen => Some(Action::Answer(Answer::SpecialMarker)),
            Decision::MakeChrome => legal
                .iter()
                .find(|a| matches!(a, Action::Answer(Answer::ChromeGear { .. })))
                .cloned(),
            Decision::OneTimeToX { .. } => Some(Action::Answer(Answer::FastTrack)),
            Decision::SteamForGreen => Some(Action::Answer(Answer::SteamForGreen)),
            Decision::ChromePlace { .. } => Some(Action::Answer(Answer::Place(
                if state.player(seat).is_some_and(|p| p.waiting.is_none()) {
                    Placement::Waiting
                } else {
                    Placement::Drive
                },
            ))),
            Decision::Redistribute { .. } => Some(Action::Answer(Answer::Done)),
            Decision::Take { .. } => legal
                .iter()
                .max_by_key(|a| match a {
                    Action::Take { row, col } => {
                        let r = *row as usize;
                        let markers = if r <= ROW_SPECIAL && *col < 3 {
                            state.markers[r][*col as usize]
                        } else {
                            0
                        };
                        markers * 10 + u32::from(*col)
                    }
                    _ => 0,
                })
                .cloned(),
            _ => None,
        };
        return pick.filter(|a| has(a)).or(Some(first));
    }
    for a in &legal {
        if matches!(a, Action::Activate { .. } | Action::Repair { .. }) {
            return Some(a.clone());
        }
    }
    for a in &legal {
        if matches!(
            a,
            Action::Copy { .. } | Action::CopyPair { .. } | Action::PayTurn
        ) {
            return Some(a.clone());
        }
    }
    for a in [
        Action::FinishActivation,
        Action::EndMaintenance,
        Action::EndTurn,
        Action::Decline,
    ] {
        if has(&a) {
            return Some(a);
        }
    }
    Some(first)
}

/// How good a position is for a seat.
pub fn evaluate(state: &Corrosion, seat: Seat) -> f64 {
    let Some(p) = state.player(seat) else {
        return 0.0;
    };
    let d = data();
    let ending = state.final_phase || state.step == Step::GameOver;
    let res = if ending {
        0.3
    } else {
        // Solo: the automa's deck says how many turns are left; stock that cannot be turned
        // into points before the end is worth less and less.
        state.automa.as_ref().map_or(1.0, |a| {
            let left = (3u32.saturating_sub(a.exhausted) * 18 + a.deck.len() as u32) / 2;
            0.3 + 0.7 * (f64::from(left) / SOLO_RUN_OUT).min(1.0)
        })
    };
    let mut v = 10.0 * f64::from(state.score(seat));
    v += res * 4.0 * f64::from(p.chrome % 2) + f64::from(p.chrome) * if ending { 0.0 } else { 1.0 };
    // Gears: the freshest ones of each size count in full up to what the bot can use; the
    // rest (over all sectors) count a tenth, so a pile of gears is not worth hoarding.
    let freshness = [1.0, 0.8, 0.5, 0.0];
    for (kind, worth) in [(0, 2.0), (1, 3.0)] {
        let mut room = GEARS_USED;
        for (age, g) in p.gears.iter().enumerate() {
            let full = g[kind].min(room);
            room -= full;
            v += res * worth * freshness[age] * (f64::from(full) + 0.1 * f64::from(g[kind] - full));
        }
    }
    v += res * (2.5 * saturated(p.hot, STEAM_USED) + 1.0 * saturated(p.cold, STEAM_USED));
    // The best award the seat could take now: machines and engineers that take one are worth
    // part of it (the look-ahead does not reach the turn in which they are used).
    let best_award = state
        .awards
        .iter()
        .filter(|r| r.count() > 0)
        .map(|r| state.award_value(seat, r.kind))
        .max()
        .unwrap_or(0);
    for &c in &p.hand {
        let level = d.engineers.get(c as usize).map_or(1, |e| e.level);
        v += res * (2.0 + 0.5 * f64::from(level));
        // An engineer that takes an award: part of the best award it could take now.
        if d.engineers
            .get(c as usize)
            .is_some_and(|e| e.ops.contains(&crate::data::Op::Award))
        {
            v += AWARD_IN_HAND * 10.0 * f64::from(best_award);
        }
    }
    // Engineers in the workshop come back to the hand as the wheel turns: the closer to X,
    // the sooner (so a bot does not leave them there and never turn the wheel).
    for e in &p.engineers {
        v += res * (1.0 + 0.4 * f64::from(e.age.min(AGE_X)));
    }
    let mut unrepaired: Vec<u32> = p.waiting.into_iter().collect();
    unrepaired.extend(
        p.drives
            .iter()
            .filter_map(|d| d.last())
            .filter(|m| !m.repaired)
            .map(|m| m.card),
    );
    for c in unrepaired {
        v += res * UNREPAIRED_CHROME * f64::from(d.chrome.get(c as usize).map_or(0, |c| c.points));
    }
    // A one-time machine that takes an award is worth part of the best award it could take
    // now (the look-ahead does not reach the turn in which it is used).
    for m in &p.one_time {
        if m.age < AGE_X {
            v += res * if m.repaired { 9.0 } else { 4.0 };
            let takes_award = d
                .one_time
                .get(m.card as usize)
                .and_then(|&k| d.one_time_kinds.get(k))
                .is_some_and(|k| k.ops.contains(&crate::data::Op::Award));
            if takes_award && !m.used {
                let share = if m.repaired { 0.5 } else { 0.25 };
                v += share * 10.0 * f64::from(best_award);
            }
        }
    }
    for m in &p.turn {
        if m.age < AGE_X {
            v += res * 6.0;
        }
    }
    v + end_pressure(state, seat)
}

/// Each seat's chance to win from here, for a search that cuts its playouts short: the seats'
/// [`evaluate`] values weighed against each other (a lead of [`WIN_SCALE`] is worth odds of e
/// to 1). `None` in a solo game, which is scored by points rather than won or lost.
pub fn win_chances(state: &Corrosion) -> Option<Vec<f64>> {
    if state.solo() {
        return None;
    }
    let values: Vec<f64> = (0..state.players.len() as Seat)
        .map(|seat| evaluate(state, seat))
        .collect();
    Some(win_shares(&values, WIN_SCALE))
}

/// The lead in [`evaluate`]'s units (ten a point) that makes a seat e times as likely to win as
/// the other.
const WIN_SCALE: f64 = 40.0;

/// A stock counted at full value up to what a turn or two can use and at a tenth beyond it,
/// so that a pile the bot cannot spend does not outweigh everything else it could do.
fn saturated(count: u32, used: u32) -> f64 {
    f64::from(count.min(used)) + 0.1 * f64::from(count.saturating_sub(used))
}

/// Gears of one size and age a bot can put to use (machines cost up to about six).
const GEARS_USED: u32 = 6;
/// Steam a bot can put to use.
const STEAM_USED: u32 = 8;

/// Pushes towards the end of the game when the seat is not behind: every special marker that
/// left the supply and every award taken counts (the final phase starts when either runs low).
fn end_pressure(state: &Corrosion, seat: Seat) -> f64 {
    if state.solo() || state.final_phase {
        return 0.0;
    }
    let own = i64::from(state.score(seat));
    let best_other = (0..state.players.len() as Seat)
        .filter(|&s| s != seat)
        .map(|s| i64::from(state.score(s)))
        .max()
        .unwrap_or(0);
    if own + END_PRESSURE_MARGIN < best_other {
        return 0.0;
    }
    -END_PRESSURE_WEIGHT * f64::from(state.special_supply + 2 * state.awards_left())
}

/// Solo: the automa turns left below which stock loses value towards the end.
const SOLO_RUN_OUT: f64 = 6.0;

/// Share of the best award counted for an engineer in hand that takes one.
const AWARD_IN_HAND: f64 = 0.5;

/// How far behind (in points) a bot still pushes towards the end.
const END_PRESSURE_MARGIN: i64 = 5;
/// Value of one special marker leaving the supply (an award counts twice).
const END_PRESSURE_WEIGHT: f64 = 3.0;
/// Value per printed point of a built chrome machine not yet repaired (a repaired one counts
/// its points in full, so repairing stays attractive).
const UNREPAIRED_CHROME: f64 = 2.0;

/// The bot's move: its pick of the first click, made whole as the choice tree composes it
/// (further parts of the same decision answered as the bot answers the question).
pub fn choose(state: &Corrosion, seat: Seat, seed: u64) -> Option<Action> {
    // The look-ahead's log lines and the tree's labels are never read.
    let _quiet = Quiet::start();
    let first = pick(state, seat, seed)?;
    Some(whole_move(state, seat, first, seed))
}

/// Completes a move whose first click is `first`: while the tree asks for a further part, the
/// bot answers it on a copy where the clicks so far are played; Confirm (the step's complete
/// move) where its answer is not a click of the tree.
fn whole_move(state: &Corrosion, seat: Seat, first: Action, seed: u64) -> Action {
    let mut partial = vec![first];
    // The copy with the clicks so far played, made only for a move of several parts (most
    // moves are one click).
    let mut played: Option<Corrosion> = None;
    // A move has a handful of parts; the bound only guards against a tree without end.
    for _ in 0..64 {
        let step = state.compose(seat, &partial);
        if step.options.is_empty() {
            return step.complete.unwrap_or_else(|| partial[0].clone());
        }
        let sim = played.get_or_insert_with(|| {
            let mut sim = state.clone();
            sim.play(seat, &partial[0]);
            sim
        });
        let answer = pick(sim, seat, seed).filter(|a| step.options.iter().any(|o| o.action == *a));
        match (answer, step.complete) {
            (Some(a), _) => {
                sim.play(seat, &a);
                partial.push(a);
            }
            (None, Some(whole)) => return whole,
            (None, None) => {
                let a = step.options[0].action.clone();
                sim.play(seat, &a);
                partial.push(a);
            }
        }
    }
    partial[0].clone()
}

/// The bot's pick among the one-click actions of the seat now. It never looks at hidden
/// information: it plays on a copy whose face-down stacks, automa deck (below the visible back
/// of its top card) and random generator are resampled from its seed, so its choice is the same
/// whatever the hidden cards are.
fn pick(state: &Corrosion, seat: Seat, seed: u64) -> Option<Action> {
    // Only a seat that is asked something picks.
    state.questions.for_seat(seat)?;
    let actions = state.actions(seat);
    if actions.len() <= 1 {
        return actions.into_iter().next();
    }
    #[cfg(test)]
    STATS.with(|c| c.borrow_mut().0 += 1);
    let mut rng = GameRng::from_seed(seed ^ 0xc0ff_ee00 ^ u64::from(seat));
    // Two working copies, reset rather than allocated anew ([`SCRATCH`]).
    let mut kept = match SCRATCH.take() {
        Some(mut kept) => {
            kept.0.copy_from(state);
            kept
        }
        None => Box::new((state.clone(), state.clone())),
    };
    let (base, copy) = &mut *kept;
    base.resample_hidden(&mut rng);
    let base_value = evaluate(base, seat);
    // Each candidate with its value and whether the look-ahead stopped before the main action
    // (a repair or steam action in the maintenance before it).
    let mut scored: Vec<(f64, bool, Action)> = Vec::with_capacity(actions.len());
    // One copy, reset for every candidate (no fresh lists each time).
    for action in actions {
        copy.copy_from(base);
        copy.play(seat, &action);
        for _ in 0..60 {
            if copy.questions.for_seat(seat).is_none()
                || matches!(
                    copy.step,
                    Step::Main | Step::MaintBefore | Step::FinalChoice | Step::GameOver
                ) && copy.turn_only()
            {
                break;
            }
            let Some(a) = quick_pick(copy, seat) else {
                break;
            };
            copy.play(seat, &a);
            #[cfg(test)]
            STATS.with(|c| c.borrow_mut().2 += 1);
        }
        #[cfg(test)]
        STATS.with(|c| c.borrow_mut().1 += 1);
        let before_main = copy.active == seat
            && matches!(copy.step, Step::MaintBefore | Step::Main)
            && copy.turn_only();
        let noise = f64::from(rng.below(1000)) / 10_000.0;
        scored.push((evaluate(copy, seat) + noise, before_main, action));
    }
    SCRATCH.set(Some(kept));
    // An action before the main action is worth what it adds now plus the best main action,
    // so that it competes fairly with the main actions (whose look-ahead went further).
    let best_main = scored
        .iter()
        .filter(|(_, before, _)| !before)
        .map(|(v, _, _)| *v)
        .fold(None, |m: Option<f64>, v| Some(m.map_or(v, |m| m.max(v))));
    let mut best: Option<(f64, Action)> = None;
    for (value, before_main, action) in scored {
        let value = match best_main {
            Some(main) if before_main => value - base_value + main,
            _ => value,
        };
        if best.as_ref().is_none_or(|(v, _)| value > *v) {
            best = Some((value, action));
        }
    }
    best.map(|(_, a)| a)
}

thread_local! {
    /// The two working copies of the state [`pick`] plays its candidates on, kept from one
    /// pick to the next so that each pick resets them ([`Corrosion::copy_from`]) instead of
    /// allocating and freeing two whole states (a tenth of a bot's game in `perf`). A pick
    /// overwrites every field before it reads one, so nothing of one pick reaches the next.
    static SCRATCH: std::cell::Cell<Option<Box<(Corrosion, Corrosion)>>> =
        const { std::cell::Cell::new(None) };
}

#[cfg(test)]
thread_local! {
    /// Searching bot calls, candidate actions, look-ahead steps (for tuning).
    pub static STATS: std::cell::RefCell<(u64, u64, u64)> = const { std::cell::RefCell::new((0, 0, 0)) };
}
