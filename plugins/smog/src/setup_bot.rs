//! The bots' set-up choices, shared by the one-shot set-up (`bot.rs`) and the campaign's
//! intermezzo (`campaign/bot.rs`). Each choice has a reason a player would give:
//!
//! * [`card_fit`]: what an advantage or role card is worth to one gentleman: dice for the kind
//!   of attack his weapons make, healing when the team lacks it, toughness and speed always;
//!   a card the bots never play (upkeep cards, Taunt, Imitator, ether actions) is worth least.
//! * [`advantage_pick`], [`return_pick`], [`role_pick`]: the best fitting card, the worst
//!   fitting one back, each role to the gentleman it fits best.
//! * [`leader_pick`]: the gentleman with the most life leads (he lasts longest).
//! * [`extras_pick`]: the balanced level's further advantage cards go where the best card
//!   still open adds most.
//! * [`conspiracy_pick`]: the Nemesis spends his points on the chapter's objective first: life
//!   for the agents whose death or escape decides it, then supply.
//! * [`objective_sheets`]: the agent sheets a chapter's objectives name.
//! * [`version_pick`]: the Nemesis's version of each sheet by what the chapter asks of it:
//!   speed where a side must cross the board, life and defence for the agents whose fate
//!   decides the chapter, strength and aim where it is a fight.
//! * [`share_pick`]: the leader shares the level's equipment out to the gentleman who uses it
//!   best (a gun to the best shot without one, a melee weapon to the strongest without one,
//!   other cards by [`card_fit`]), spreading cards over the team.

use crate::data::{
    Ability, AdvGift, AttackKind, CardDef, CardKind, ChapterDef, Effect, NemAdv, Timing, Version,
    data,
};
use crate::state::*;

/// In the figure tests, `SMOG_FIRST_CHOICE` set makes the bots take these choices as they
/// did before they had reasons (the first card offered, the first agent, no swap, the same
/// leader, life for the first agents and then supply), to measure what the reasons are worth
/// with the same seeds. Always off outside the tests.
pub fn first_choice() -> bool {
    #[cfg(test)]
    if std::env::var_os("SMOG_FIRST_CHOICE").is_some() {
        return true;
    }
    false
}

/// The weapons a gentleman carries: his figure's equipment on the table, else his start kit.
fn arms(game: &Smog, def: &str) -> (bool, bool) {
    let kit: Vec<String> = match game.gentlemen().find(|g| g.def == def) {
        Some(f) => f.equipment.clone(),
        None => data()
            .gentleman(def)
            .map(|g| g.start.clone())
            .unwrap_or_default(),
    };
    let has = |kind: AttackKind| {
        kit.iter().any(|c| {
            data()
                .card(c)
                .is_some_and(|d| d.kind == CardKind::Weapon && d.attack == Some(kind))
        })
    };
    (has(AttackKind::Ranged), has(AttackKind::Melee))
}

/// Whether a card heals a friend (not only its holder).
pub fn heals_others(card: &CardDef) -> bool {
    matches!(card.effect, Effect::HealAdjacent | Effect::HealAll)
}

/// Whether one of these gentlemen already holds a card that heals a friend.
fn team_heals(game: &Smog, team: &[String], but: &str) -> bool {
    team.iter().filter(|g| g.as_str() != but).any(|g| {
        held(game, g)
            .iter()
            .any(|c| data().card(c).is_some_and(heals_others))
    })
}

/// The advantage and role cards a gentleman holds: on the table, else kept by the campaign.
pub fn held(game: &Smog, def: &str) -> Vec<String> {
    if let Some(f) = game.gentlemen().find(|g| g.def == def) {
        let mut v = f.advantages.clone();
        v.extend(f.role.clone());
        return v;
    }
    game.campaign
        .as_ref()
        .and_then(|c| c.kept(def))
        .map(|k| k.advantages.clone())
        .unwrap_or_default()
}

/// The gentlemen of the team: the campaign's line-up, else those on the table.
fn team(game: &Smog) -> Vec<String> {
    match game.campaign.as_ref() {
        Some(c) if !c.lineup.is_empty() => c.lineup.clone(),
        _ => game.gentlemen().map(|g| g.def.clone()).collect(),
    }
}

/// How badly the team needs healing: 1 when nobody heals a friend, plus the gentlemen
/// defeated in the campaign's last chapter (the wounds it carried out), at most 3.
pub fn heal_need(game: &Smog, team: &[String], but: &str) -> i32 {
    let none = i32::from(!team_heals(game, team, but));
    let wounds = game
        .campaign
        .as_ref()
        .and_then(|c| c.history.last())
        .map(|r| i32::from(r.deaths))
        .unwrap_or(0);
    (none + wounds).min(3)
}

/// What a card is worth to gentleman `def` (points; higher is better). The reasons:
///
/// * dice for ranged attacks only with a ranged weapon, for melee attacks most with a melee
///   weapon (a bare fist is weak), dice for any attack always;
/// * defence dice, extra crosses, a bodyguard's crosses and movement always (the bots use
///   each of them: defence when a hit threatens, movement on every walk);
/// * healing a friend by how badly the team needs it ([`heal_need`]), healing himself a
///   little less;
/// * a card the bots never play (upkeep cards, Taunt, Imitator, ether actions) least of all;
/// * every ether a use costs 20 points less: the bots spend it only with ether to spare, and
///   each ether a gentleman spends goes to the Nemesis (the Price of Power).
pub fn card_fit(game: &Smog, def: &str, card: &str) -> i32 {
    let Some(c) = data().card(card) else {
        return 0;
    };
    let (ranged, melee) = arms(game, def);
    let a = i32::from(c.amount.max(1));
    let strong = data().gentleman(def).is_some_and(|g| g.strength >= 4);
    let value = if c.timing == Timing::Upkeep {
        2
    } else {
        match c.effect {
            Effect::RangedDice if ranged => 20 + 8 * a,
            Effect::RangedDice => 0,
            Effect::MeleeDice if melee => 20 + 8 * a,
            Effect::MeleeDice if strong => 12 + 6 * a,
            Effect::MeleeDice => 4 + 3 * a,
            Effect::AnyDice => 18 + 8 * a,
            Effect::DefenceDice if c.timing == Timing::Permanent => 18 + 6 * a,
            Effect::DefenceDice => 14 + 6 * a,
            Effect::ExtraCross | Effect::Bodyguard | Effect::Life => 16 * a,
            Effect::Mp => 10 * a,
            Effect::EtherMax => 14,
            Effect::GuardianAngel => 22,
            Effect::HealAdjacent | Effect::HealAll => 8 + 12 * heal_need(game, &team(game), def),
            Effect::Heal => 12 + 2 * a,
            _ => 2,
        }
    };
    value - COST_WEIGHT * i32::from(c.cost)
}

/// Points a card loses for each ether a use costs (see [`card_fit`]). Measured: at 8 the bots
/// chose ether-hungry attack bonuses over free defence and crosses and the gentlemen of
/// Chapter II won 38 % at the moderate level (57 % with the first cards offered); at 20 they
/// won 56 %, and no level lost (README, Figures).
const COST_WEIGHT: i32 = 20;

/// The advantage card that fits gentleman `def` best (the first of equals).
pub fn advantage_pick<'a>(game: &Smog, def: &str, options: &'a [String]) -> Option<&'a String> {
    options.iter().rev().max_by_key(|c| card_fit(game, def, c))
}

/// The card that fits gentleman `def` worst: it goes back when a fourth arrives.
pub fn return_pick<'a>(game: &Smog, def: &str, held: &'a [String]) -> Option<&'a String> {
    held.iter().min_by_key(|c| card_fit(game, def, c))
}

/// The role assignment whose card fits its gentleman best (a marksman's dice to a shooter).
pub fn role_pick(game: &Smog, assignments: &[(FigId, String)]) -> Option<(FigId, String)> {
    assignments
        .iter()
        .rev()
        .max_by_key(|(f, card)| {
            let def = game.fig(*f).map(|g| g.def.clone()).unwrap_or_default();
            card_fit(game, &def, card)
        })
        .cloned()
}

/// The gentlemen's leader: the one with the most life (the first of them on a tie), who lasts
/// longest to lead the group.
pub fn leader_pick(game: &Smog, candidates: &[FigId]) -> Option<FigId> {
    candidates
        .iter()
        .copied()
        .max_by_key(|g| (game.life(*g), std::cmp::Reverse(*g)))
}

/// The balanced level's further advantage cards: to the `n` gentlemen for whom the best card
/// still open fits best (a shooter whose deck offers shooting dice before a gentleman whose
/// deck offers him nothing he plays).
pub fn extras_pick(game: &Smog, candidates: &[FigId], n: usize) -> Vec<FigId> {
    let mut figs: Vec<(i32, FigId)> = candidates
        .iter()
        .map(|f| {
            let def = game.fig(*f).map(|g| g.def.clone()).unwrap_or_default();
            let options = game.advantage_options(*f);
            let best = advantage_pick(game, &def, &options)
                .map(|c| card_fit(game, &def, c))
                .unwrap_or(-100);
            (best, *f)
        })
        .collect();
    figs.sort_by_key(|(v, f)| (std::cmp::Reverse(*v), *f));
    figs.into_iter().take(n).map(|(_, f)| f).collect()
}

/// The agent sheets whose fate decides a chapter: those the gentlemen must kill (the blood
/// brothers, the Hammerlotties, Moloch's Brood), those that must break out (the lamias) and
/// those that carry the fire to the ritual.
pub fn objective_sheets(ch: &ChapterDef) -> Vec<String> {
    let g = &ch.goals;
    let mut out: Vec<String> = g
        .kill
        .iter()
        .chain(g.breakout_sheet.iter())
        .cloned()
        .collect();
    if g.brothers {
        for a in &ch.agents {
            let brother = data().sheet(&a.sheet).is_some_and(|s| {
                s.version
                    .iter()
                    .any(|v| v.gifts.contains(&crate::data::AdvGift::BloodBrothers))
            });
            if brother {
                out.push(a.sheet.clone());
            }
        }
    }
    if let Some(l) = ch.london.as_ref() {
        out.extend(l.ritual.iter().cloned());
    }
    out.dedup();
    out
}

/// The Nemesis's conspiracy points, spent on the chapter's objective: first +5 life for an
/// agent whose fate decides the chapter ([`objective_sheets`]), then +5 life for any agent,
/// then +2 supply with whatever is left; ready when nothing else is offered. (A hit-plus for a
/// horde of minions instead of supply was measured and made him weaker: Chapter II's
/// gentlemen won 66 % instead of 62 % at balanced, 57 % instead of 47 % at lots.)
pub fn conspiracy_pick(game: &Smog, simple: &[Action]) -> Option<Action> {
    let objective = game.chapter_def().map(objective_sheets).unwrap_or_default();
    let sheet_of = |target: &Option<String>| -> Option<String> {
        let id: FigId = target.as_deref()?.parse().ok()?;
        game.fig(id).map(|f| f.def.clone())
    };
    let buy = |adv: NemAdv, pred: &dyn Fn(&Option<String>) -> bool| {
        simple
            .iter()
            .find(|a| matches!(a, Action::Buy { adv: x, target, .. } if *x == adv && pred(target)))
            .cloned()
    };
    buy(NemAdv::AgentLife, &|t| {
        sheet_of(t).is_some_and(|s| objective.contains(&s))
    })
    .or_else(|| buy(NemAdv::AgentLife, &|_| true))
    .or_else(|| buy(NemAdv::Supply, &|_| true))
    .or_else(|| simple.contains(&Action::Ready).then_some(Action::Ready))
}

/// Whether a chapter asks a side to cross the board: the gentlemen escape, escort, seal or
/// search, or the Nemesis's figures must break out or carry bombs to their markers. Speed
/// counts there on both sides (to get through, and to catch or block whoever runs).
pub fn crossing(ch: &ChapterDef) -> bool {
    let g = &ch.goals;
    g.escaped.is_some()
        || g.escort.is_some()
        || g.sealed.is_some()
        || g.searched.is_some()
        || g.breakout.is_some()
        || g.bombs.is_some()
}

/// What version `v` of sheet `sheet` is worth to the Nemesis in chapter `ch` (points; higher
/// is better). Every attribute, life, ether, ability and gift counts; the chapter moves the
/// weights:
///
/// * in a chapter where a side crosses the board ([`crossing`]) agility counts 5 instead of 3
///   (movement to catch, block or get through), Long Legs 4 more;
/// * an agent whose fate decides the chapter ([`objective_sheets`]: he must survive, break out
///   or carry the fire) counts life double and agility 3 more (his defence dice), Elusive 6
///   more;
/// * where the Nemesis wins by destroying the escorted ally, strength and aim count 1 more.
///
/// A ranged attack counts only with some accuracy, short range 2 less.
pub fn version_value(ch: Option<&ChapterDef>, sheet: &str, v: &Version) -> i32 {
    let cross = ch.is_some_and(crossing);
    let objective = ch.is_some_and(|c| objective_sheets(c).iter().any(|s| s == sheet));
    let kill_ally = ch.is_some_and(|c| c.goals.escort_dies);
    let (mut life_w, mut agi_w, mut str_w, mut acc_w) = (3, 3, 4, 3);
    if cross {
        agi_w = 5;
    }
    if objective {
        life_w = 6;
        agi_w += 3;
    }
    if kill_ally {
        str_w += 1;
        acc_w += 1;
    }
    let aim = if v.accuracy > 0 {
        acc_w * i32::from(v.accuracy) - if v.short_range { 2 } else { 0 }
    } else {
        0
    };
    let abilities: i32 = v
        .abilities
        .iter()
        .map(|a| match a {
            Ability::Elusive if objective => 11,
            _ => 5,
        })
        .sum();
    let gifts: i32 = v
        .gifts
        .iter()
        .map(|g| match g {
            AdvGift::LongLegs if cross => 8,
            _ => 4,
        })
        .sum();
    life_w * i32::from(v.life)
        + str_w * i32::from(v.strength)
        + aim
        + agi_w * i32::from(v.agility)
        + 3 * i32::from(v.ether)
        + abilities
        + gifts
}

/// The version of `sheet` the Nemesis takes in this chapter: the one worth most by
/// [`version_value`] (the first on a tie).
pub fn version_pick(game: &Smog, sheet: &str) -> u8 {
    let ch = game.chapter_def();
    let Some(s) = data().sheet(sheet) else {
        return 0;
    };
    s.version
        .iter()
        .enumerate()
        .rev()
        .max_by_key(|(_, v)| version_value(ch, sheet, v))
        .map(|(i, _)| i as u8)
        .unwrap_or(0)
}

/// The attack dice a weapon gives gentleman `fig`: his attribute for its kind plus its bonus.
fn weapon_dice(game: &Smog, fig: FigId, card: &CardDef) -> i32 {
    let attr = match card.attack {
        Some(AttackKind::Ranged) => Attr::Accuracy,
        _ => Attr::Strength,
    };
    game.attr(fig, attr) + i32::from(card.bonus)
}

/// What an equipment card is worth to gentleman `fig` (points; higher is better). A weapon of
/// a kind he lacks is worth most (he can make that attack at all), more the more dice he
/// rolls with it; one of a kind he carries only by the dice it adds over his best; short
/// range 2 less (a weapon he holds is weighed against his others). Items, artefacts and utensils by [`card_fit`]. Every card he already
/// carries costs 3 points, so cards of equal use spread over the team.
pub fn equipment_fit(game: &Smog, fig: FigId, card: &str) -> i32 {
    let Some(c) = data().card(card) else {
        return 0;
    };
    let Some(f) = game.fig(fig) else {
        return 0;
    };
    let spread = 3 * f.equipment.len() as i32;
    let value = if c.kind == CardKind::Weapon {
        let dice = weapon_dice(game, fig, c);
        let best = f
            .equipment
            .iter()
            .filter(|e| e.as_str() != card)
            .filter_map(|e| data().card(e))
            .filter(|e| e.kind == CardKind::Weapon && e.attack == c.attack)
            .map(|e| weapon_dice(game, fig, e))
            .max();
        let short = if c.short { 2 } else { 0 };
        match best {
            None => 20 + 6 * dice - short,
            Some(b) => 6 * (dice - b).max(0) + 2 - short,
        }
    } else {
        card_fit(game, &f.def, card)
    };
    value - spread
}

/// The leader's next move while he shares out the level's equipment: of all the cards still
/// in the pool and all the gentlemen who may take them, the pairing worth most by
/// [`equipment_fit`] (a card that needs a discard loses what the discarded card was worth,
/// and 4 points more); a card worth nothing to anyone is set aside. `None` outside sharing.
pub fn share_pick(game: &Smog, simple: &[Action]) -> Option<Action> {
    let gain = |a: &Action| match a {
        Action::Give {
            card,
            to: Some(fig),
            discard,
        } => Some(
            equipment_fit(game, *fig, card)
                - discard
                    .as_ref()
                    .map(|d| equipment_fit(game, *fig, d) + 4)
                    .unwrap_or(0),
        ),
        _ => None,
    };
    let best = simple
        .iter()
        .rev()
        .filter_map(|a| gain(a).map(|g| (g, a)))
        .max_by_key(|(g, _)| *g);
    match best {
        Some((g, a)) if g > 0 => Some(a.clone()),
        _ => simple
            .iter()
            .find(|a| matches!(a, Action::Give { to: None, .. }))
            .or(best.map(|(_, a)| a))
            .cloned(),
    }
}
