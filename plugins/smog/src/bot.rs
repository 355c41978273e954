//! The bots of both sides (spec section 7), usable in any seat. They read only what their seat
//! may see: the gentlemen's bot never looks at the chaos hand, the face-down Nemesis row or his
//! orders; the Nemesis's bot never looks at the face-down gentlemen row.
//!
//! * Nemesis: attacks the gentleman it hurts most (group attacks, focus on the weakest), moves
//!   towards the gentlemen, keeps engaged minions in place, uses a power card each activation,
//!   plays chaos cards that turn into damage and gives standing orders for the rest.
//! * Gentlemen: escape or search first, revive a fallen friend, rest when hurt and safe,
//!   attack when the odds are good, move towards the objective otherwise; Elusive and
//!   counterattacks when they matter; crowns as ether when ether is low.

use parlour_plugin_api::{GameRng, Seat};

use crate::board::movement::nearest;
use crate::board::{Hop, Occupant, Pos, Reach};
use crate::cards::orderable;
use crate::combat::dice::{self, HitRules};
use crate::data::{AttackKind, Effect, Face, data};
use crate::questions::Ask;
use crate::state::*;

/// The bot's complete move for a seat.
pub fn choose(game: &Smog, seat: Seat, seed: u64) -> Option<Action> {
    game.questions.for_seat(seat)?;
    let mut rng = GameRng::from_seed(seed);
    // A location card's offer is answered from the campaign's own list.
    let simple = if game.questions.for_seat(seat) == Some(&Ask::Offer) {
        Vec::new()
    } else {
        game.bot_simple_actions(seat)
    };
    let pick = pick_action(game, seat, &simple, &mut rng);
    match pick {
        Some(a) if game.offers_among(seat, &a, &simple) => Some(a),
        // Never an illegal move: fall back to a random legal one.
        _ => parlour_plugin_api::sdk::random_action(game, seat, &mut rng),
    }
}

fn pick_action(game: &Smog, seat: Seat, simple: &[Action], rng: &mut GameRng) -> Option<Action> {
    let ask = game.questions.for_seat(seat)?;
    if *ask == Ask::Offer {
        return crate::campaign::bot::answer_offer(game).map(Action::Campaign);
    }
    if seat == NEMESIS_SEAT && !game.orders_changed && !matches!(ask, Ask::Setup | Ask::Intermezzo)
    {
        let wanted = desired_orders(game);
        if wanted != game.orders && game.orders_valid(&wanted) {
            // The orders change one part at a time: the offered change closest to the wish.
            let agree = |o: &Orders| {
                let shared = o.chaos.iter().filter(|c| wanted.chaos.contains(c)).count();
                let stray = o.chaos.iter().filter(|c| !wanted.chaos.contains(c)).count();
                (usize::from(o.ether == wanted.ether)
                    + usize::from(o.minion == wanted.minion)
                    + usize::from(o.fill == wanted.fill)
                    + usize::from(o.window == wanted.window)
                    + shared) as i64
                    - stray as i64
            };
            let now = agree(&game.orders);
            let best = game
                .order_options()
                .into_iter()
                .map(|o| (agree(&o), o))
                .filter(|(score, _)| *score > now)
                .max_by_key(|(score, _)| *score);
            if let Some((_, orders)) = best {
                return Some(Action::Orders(orders));
            }
        }
    }
    match ask {
        Ask::Offer => None,
        Ask::Setup => setup_pick(game, simple),
        Ask::Command(_) => Some(Action::Row(row_for(game, seat))),
        // The spread closest to a gentleman first.
        Ask::Fire => simple
            .iter()
            .filter_map(|a| match a {
                Action::Fire { from, to } => Some((*from, *to)),
                _ => None,
            })
            .min_by_key(|(_, to)| nearest_gentleman(game, *to))
            .map(|(from, to)| Action::Fire { from, to }),
        Ask::Intermezzo => crate::campaign::bot::pick(game).map(Action::Campaign),
        Ask::Place(_) => placing_pick(game, simple),
        Ask::Ether(_) => ether_pick(game),
        // A card worth playing now, else pass (decided at once, whatever the hand holds).
        // Cards its orders can play wait for them: the orders' rules pick their moment and
        // targets better than its scores for its own turns (measured in Chapter I).
        Ask::Chaos(_) => {
            let by_hand: Vec<Action> = simple
                .iter()
                .filter(|a| match a {
                    Action::Chaos { card, .. } => {
                        data().card(card).is_some_and(|d| !orderable(d.effect))
                    }
                    _ => false,
                })
                .cloned()
                .collect();
            nemesis_card_play(game, &by_hand).or(Some(Action::PassWindow))
        }
        Ask::Intercept(_) => guardian_pick(game, simple),
        Ask::Pull(_) => pull_pick(simple),
        Ask::Suffering(_) => suffering_pick(game, seat, simple),
        // A prevention card before damage outside an attack: only against the left cross or
        // a defeat.
        Ask::Guard { fig, .. } => {
            let f = game.fig(*fig)?;
            let bad = f.damage + 1 >= game.suffering_threshold(*fig).min(game.life(*fig));
            let card = game.prevent_cards(*fig).into_iter().next();
            Some(Action::Prevent(if bad { card } else { None }))
        }
        // A fight's chaos window before a gentleman's defence roll.
        Ask::Fight {
            stage: FightStage::Chaos(_),
            ..
        } => crate::bot_reactions::fight_window(game, simple),
        Ask::Fight { .. } => fight_pick(game, game.fights.last()?),
        // Only crowns set London on fire: every other die is rolled again.
        Ask::London(roll) => Some(Action::Reroll(
            roll.dice
                .iter()
                .enumerate()
                .filter(|(_, f)| **f != Face::Crown)
                .map(|(i, _)| i as u8)
                .collect(),
        )),
        // The charge's attack: the best melee attack on the charged figure.
        Ask::Charge { fig, .. } => {
            best_attack(game, seat, *fig, AttackMode::Charge).map(|(_, decl)| Action::Attack(decl))
        }
        Ask::Activation | Ask::Move(_) => activation_pick(game, seat, simple, rng),
    }
}

/// Guardian Angel, Taunt, Blind Rage, Sacrifice (spec section 7): guard a friend close to the
/// left cross or defeat; pull every enemy as far as it comes; rage into another gentleman,
/// next to as many Nemesis figures as possible; make the Sacrifice attack if there is one.
fn guardian_pick(game: &Smog, simple: &[Action]) -> Option<Action> {
    let i = game.intercept()?;
    let t = game.fig(i.decl.target)?;
    let danger = t.damage + 3 >= game.suffering_threshold(t.id).min(game.life(t.id));
    let guard = simple.iter().find(|a| match a {
        Action::Guard { fig, .. } => game
            .fig(*fig)
            .is_some_and(|g| g.damage + 4 < game.suffering_threshold(g.id)),
        _ => false,
    });
    match (danger, guard) {
        (true, Some(a)) => Some(a.clone()),
        _ => simple
            .iter()
            .find(|a| matches!(a, Action::NoGuard(_)))
            .cloned(),
    }
}

fn pull_pick(simple: &[Action]) -> Option<Action> {
    simple
        .iter()
        .find(|a| matches!(a, Action::Pull { .. }))
        .or_else(|| simple.iter().find(|a| **a == Action::EndPull))
        .cloned()
}

fn suffering_pick(game: &Smog, seat: Seat, simple: &[Action]) -> Option<Action> {
    let r = game.open_reaction()?;
    match r.effect {
        Effect::BlindRage => simple
            .iter()
            .filter_map(|a| match a {
                Action::Rage { target, to } => {
                    let t = game.fig(*target)?;
                    if t.kind.team() == Team::Nemesis {
                        return None;
                    }
                    let around = game
                        .on_scene()
                        .filter(|f| {
                            f.kind.team() == Team::Nemesis
                                && game.grid.adjacent(f.pos, *to, Reach::Effect)
                        })
                        .count() as i32;
                    Some((3 * around + i32::from(game.grid.has_fire(*to)) * 2, a))
                }
                _ => None,
            })
            .max_by_key(|(s, _)| *s)
            .map(|(_, a)| a.clone())
            .or(Some(Action::Forgo)),
        _ => match best_attack(game, seat, r.fig, AttackMode::Free) {
            Some((_, decl)) => Some(Action::Attack(decl)),
            None => Some(Action::Forgo),
        },
    }
}

/// The power card the Nemesis's bot saves ether for: a summon or Shadow Grip, else
/// Command Minions.
fn saving_for(game: &Smog) -> Option<&Power> {
    game.powers
        .iter()
        .find(|p| {
            data()
                .card(&p.id)
                .is_some_and(|c| c.effect == Effect::Summon || c.effect == Effect::ShadowGrip)
        })
        .or_else(|| {
            game.powers.iter().find(|p| {
                data()
                    .card(&p.id)
                    .is_some_and(|c| c.effect == Effect::CommandMinions)
            })
        })
}

/// The Price of Power (spec section 7): received ether first fills the power card the bot
/// saves for up to its cost, then goes to the agent nearest to a gentleman that has a use for
/// ether (Charge, Elusive, Counterattack, Pyromaniac, Spare Parts) while it holds less than 2,
/// and otherwise onto that card, which pays from it in every activation.
fn ether_pick(game: &Smog) -> Option<Action> {
    // One ether per answer; the last one is "all that are left".
    let all = game.ether_to_place() <= 1;
    let card = saving_for(game).map(|p| (EtherTarget::Power(p.id.clone()), p));
    if let Some((to, p)) = &card {
        let cost = data().card(&p.id).map(|d| d.cost).unwrap_or(0);
        if p.ether < cost {
            return Some(Action::Distribute {
                to: to.clone(),
                all,
            });
        }
    }
    let uses_ether = |f: &Figure| {
        !game.abilities(f.id).is_empty()
            || game
                .adv_gifts(f.id)
                .contains(&crate::data::AdvGift::Pyromaniac)
            || f.def == "tobias"
    };
    let agent = game
        .figures
        .iter()
        .filter(|f| f.kind == FigKind::Agent && !f.gone && f.ether < 2 && uses_ether(f))
        .min_by_key(|f| (nearest_gentleman(game, f.pos), f.id))
        .map(|f| EtherTarget::Agent(f.id));
    let to = agent
        .or(card.map(|(to, _)| to))
        .or_else(|| game.ether_targets().into_iter().next())?;
    Some(Action::Distribute { to, all })
}

fn desired_orders(game: &Smog) -> Orders {
    // The bot places received ether itself when asked (`ether_pick`) and answers every
    // chaos window: its window order never depends on its hand.
    let mut chaos: Vec<(String, Trigger)> = Vec::new();
    for c in &game.hand {
        if data().card(c).is_some_and(|d| orderable(d.effect)) && !chaos.iter().any(|(x, _)| x == c)
        {
            let t = if data()
                .card(c)
                .is_some_and(|d| matches!(d.effect, Effect::Supply | Effect::FierceAttack))
            {
                Trigger::AfterAction
            } else {
                Trigger::AfterStep
            };
            // Cards of a fight's window are played by hand (`bot_reactions.rs`).
            if !crate::cards::triggers(data().card(c).map(|d| d.effect).unwrap_or_default())
                .contains(&t)
            {
                continue;
            }
            chaos.push((c.clone(), t));
        }
    }
    chaos.sort();
    Orders {
        ether: None,
        fill: None,
        chaos,
        minion: game.orders.minion.clone(),
        window: WindowOrder::Steps,
    }
}

/// The set-up's decisions (the reasons are in `setup_bot.rs`): the leader with the most life,
/// the further advantage cards where they add most, each gentleman's best fitting advantage
/// card, roles to the gentlemen they fit, the Nemesis's versions by what the chapter asks of
/// them, his powers by strength and his conspiracy points on the chapter's objective, the
/// level's equipment to the gentlemen who use it best.
fn setup_pick(game: &Smog, simple: &[Action]) -> Option<Action> {
    if simple.iter().any(|a| matches!(a, Action::Leader(_))) {
        let candidates: Vec<FigId> = simple
            .iter()
            .filter_map(|a| match a {
                Action::Leader(g) => Some(*g),
                _ => None,
            })
            .collect();
        return crate::setup_bot::leader_pick(game, &candidates).map(Action::Leader);
    }
    if let Some(SetupStep::Extra(n)) = game.setup.first() {
        let figs = crate::setup_bot::extras_pick(game, &game.extra_candidates(), usize::from(*n));
        return Some(Action::Extra(figs));
    }
    // The choices as they were before they had reasons (figure tests only).
    let reasons = !crate::setup_bot::first_choice();
    if reasons && let Some(SetupStep::Advantages(fig, _)) = game.setup.first() {
        let def = game.fig(*fig).map(|f| f.def.clone()).unwrap_or_default();
        let options = game.advantage_options(*fig);
        if let Some(card) = crate::setup_bot::advantage_pick(game, &def, &options) {
            let a = Action::Advantage {
                fig: *fig,
                card: card.clone(),
            };
            if simple.contains(&a) {
                return Some(a);
            }
        }
    }
    if reasons && let Some(SetupStep::Version(sheet)) = game.setup.first() {
        let a = Action::Version {
            sheet: sheet.clone(),
            version: crate::setup_bot::version_pick(game, sheet),
        };
        if simple.contains(&a) {
            return Some(a);
        }
    }
    if reasons
        && matches!(game.setup.first(), Some(SetupStep::Roles))
        && let Some((fig, card)) = crate::setup_bot::role_pick(game, &game.role_assignments())
    {
        return Some(Action::Role { fig, card });
    }
    let prefer_power = [
        "shadow_grip",
        "summon_minions",
        "pyromaniac",
        "dark_mending",
        "puppet_strings",
        "smog",
    ];
    for p in prefer_power {
        if let Some(a) = simple
            .iter()
            .find(|a| matches!(a, Action::TakePower(c) if c == p))
        {
            return Some(a.clone());
        }
    }
    if reasons
        && matches!(game.setup.first(), Some(SetupStep::Conspiracy))
        && let Some(a) = crate::setup_bot::conspiracy_pick(game, simple)
    {
        return Some(a);
    }
    for adv in [crate::data::NemAdv::AgentLife, crate::data::NemAdv::Supply] {
        if let Some(a) = simple
            .iter()
            .find(|a| matches!(a, Action::Buy { adv: x, .. } if *x == adv))
        {
            return Some(a.clone());
        }
    }
    if simple.contains(&Action::Ready) {
        return Some(Action::Ready);
    }
    // In a campaign a pooled card goes back to the gentleman who carried it.
    if let Some(a) = crate::campaign::bot::share_back(game, simple) {
        return Some(a);
    }
    // Share: each card to the gentleman who uses it best.
    if reasons
        && matches!(game.setup.first(), Some(SetupStep::Share))
        && let Some(a) = crate::setup_bot::share_pick(game, simple)
    {
        return Some(a);
    }
    // Before the choices had reasons: to the gentleman holding the fewest cards.
    let gives: Vec<&Action> = simple
        .iter()
        .filter(|a| matches!(a, Action::Give { to: Some(_), .. }))
        .collect();
    if !gives.is_empty() {
        return gives
            .into_iter()
            .min_by_key(|a| match a {
                Action::Give { to: Some(f), .. } => {
                    game.fig(*f).map(|g| g.equipment.len()).unwrap_or(99)
                }
                _ => 99,
            })
            .cloned();
    }
    simple.first().cloned()
}

fn nearest_gentleman(game: &Smog, p: Pos) -> i32 {
    game.gentlemen()
        .filter(|g| game.active(g.id))
        .map(|g| g.pos.dist(p))
        .min()
        .unwrap_or(99)
}

fn row_for(game: &Smog, seat: Seat) -> Vec<ActCard> {
    if seat == NEMESIS_SEAT {
        let mut row = vec![ActCard::Minions];
        row.extend(
            game.nemesis_cards()
                .into_iter()
                .filter(|c| matches!(c, ActCard::Agent(_))),
        );
        row.push(ActCard::Chaos);
        row
    } else {
        // Defeated and threatened gentlemen first, the allies last.
        let mut gents: Vec<(i32, ActCard)> = game
            .gentlemen_cards()
            .into_iter()
            .map(|c| {
                let key = match &c {
                    ActCard::Gentleman(id) => {
                        let f = game.fig(*id);
                        if f.is_some_and(|f| f.defeated) {
                            -100
                        } else {
                            f.map(|f| -(game.engaged(*id, f.pos) as i32) * 10 - i32::from(f.damage))
                                .unwrap_or(0)
                        }
                    }
                    _ => 100,
                };
                (key, c)
            })
            .collect();
        gents.sort_by_key(|(k, _)| *k);
        gents.into_iter().map(|(_, c)| c).collect()
    }
}

/// Summons and Spare Parts: each figure on the free square nearest to a gentleman, of the
/// type with the most figures left; Spare Parts always paid.
fn placing_pick(game: &Smog, simple: &[Action]) -> Option<Action> {
    let left = |sheet: &str| {
        let total = data().sheet(sheet).map(|s| s.figures).unwrap_or(0);
        let used = game
            .figures
            .iter()
            .filter(|f| f.def == sheet && !f.gone)
            .count() as u8;
        total.saturating_sub(used)
    };
    simple
        .iter()
        .filter_map(|a| match a {
            Action::Place { sheet, at } => {
                Some(((nearest_gentleman(game, *at), u8::MAX - left(sheet)), a))
            }
            _ => None,
        })
        .min_by_key(|(k, _)| *k)
        .map(|(_, a)| a.clone())
        .or_else(|| simple.first().cloned())
}

fn fight_pick(game: &Smog, f: &Fight) -> Option<Action> {
    match f.stage {
        FightStage::Reroll => {
            let misses: Vec<u8> = f
                .dice
                .iter()
                .enumerate()
                .filter(|(i, d)| {
                    !f.rerolled[*i] && matches!(d, Face::Dodge)
                        || (!f.rerolled[*i] && **d == Face::Cover && !f.cover_hits)
                })
                .map(|(i, _)| i as u8)
                .collect();
            Some(Action::Reroll(misses))
        }
        FightStage::Crowns => {
            let crowns = dice::crowns(&f.dice);
            let ether = game.fig(f.decl.attacker).map(|a| a.ether).unwrap_or(0);
            let max = game.max_ether(f.decl.attacker);
            let take = if ether + 1 < max.min(3) {
                1.min(crowns)
            } else {
                0
            };
            Some(Action::Crowns(take))
        }
        FightStage::Defend(i) => {
            let d = f.defenders.get(usize::from(i))?;
            let rules = HitRules {
                hit_plus_double: f.hit_plus_double,
                cover_hits: f.cover_hits,
            };
            let hits = dice::hits(&f.dice, rules, f.crowns_as_ether).saturating_add(d.extra_hits);
            let fig = game.fig(d.fig)?;
            let left = game.life(d.fig).saturating_sub(fig.damage);
            let worried = hits >= 2 || hits >= left;
            let options = game.defence_options(d.fig);
            let best = options
                .into_iter()
                .filter(|(e, _)| *e)
                .min_by_key(|(_, b)| b.len());
            match (worried, best) {
                (true, Some((elusive, bonuses))) => Some(Action::Defend { elusive, bonuses }),
                _ => Some(Action::Defend {
                    elusive: false,
                    bonuses: Vec::new(),
                }),
            }
        }
        FightStage::Chaos(_) => crate::bot_reactions::fight_window(game, &game.simple_actions(0)),
        FightStage::Prevent(i) => {
            // Absorb when the damage would reach the left cross or defeat the gentleman.
            let d = f.defenders.get(usize::from(i))?;
            let fig = game.fig(d.fig)?;
            let bad =
                fig.damage + d.pending >= game.suffering_threshold(d.fig).min(game.life(d.fig));
            let card = game
                .prevent_cards(d.fig)
                .into_iter()
                .max_by_key(|c| data().card(c).map(|c| c.amount).unwrap_or(0));
            Some(Action::Prevent(if bad { card } else { None }))
        }
        FightStage::Counter(i) => {
            let d = f.defenders.get(usize::from(i))?;
            let ok = game.ether_available(d.fig) >= 2
                || game.fig(d.fig).is_some_and(|x| x.kind == FigKind::Agent);
            let seat = game.seat_of(d.fig);
            match best_attack(game, seat, d.fig, AttackMode::Counter) {
                Some((_, decl)) if ok => Some(Action::Attack(decl)),
                _ => Some(Action::NoCounter),
            }
        }
    }
}

/// Expected damage of an attack declaration against its target.
fn attack_value(game: &Smog, decl: &AttackDecl) -> f64 {
    let Some(t) = game.fig(decl.target) else {
        return 0.0;
    };
    let pool = usize::from(game.attack_pool(decl));
    let defence = game.attr(decl.target, Attr::Agility).max(0) as usize;
    let cover = decl.kind == AttackKind::Ranged && game.sight(decl.attacker, decl.target).cover;
    let ignore = u8::from(
        game.adv_gifts(decl.target)
            .contains(&crate::data::AdvGift::RubberBones),
    );
    let left = game.life(decl.target).saturating_sub(t.damage);
    let (mean, kill) = dice::expected(pool, defence, cover, HitRules::default(), ignore, left);
    let weight = match t.kind {
        FigKind::Gentleman => 1.5,
        FigKind::Agent => 1.3,
        _ => 1.0,
    };
    (mean + 2.0 * kill) * weight
}

/// The best attack a figure can make now (with helpers for minions and allies).
fn best_attack(game: &Smog, seat: Seat, fig: FigId, mode: AttackMode) -> Option<(f64, AttackDecl)> {
    let mut best: Option<(f64, AttackDecl)> = None;
    let gentleman = game.fig(fig).is_some_and(|f| f.kind == FigKind::Gentleman);
    // Only enemies: attacking a friend is legal (ruling A-67) but never worth it for the bots.
    let targets: Vec<FigId> = game
        .on_scene()
        .filter(|t| game.is_enemy(fig, t.id))
        .map(|f| f.id)
        .collect();
    for t in targets {
        for kind in [AttackKind::Melee, AttackKind::Ranged] {
            let weapons: Vec<Option<String>> = if gentleman {
                let mut w: Vec<Option<String>> =
                    game.weapons(fig, kind).into_iter().map(Some).collect();
                if kind == AttackKind::Melee {
                    w.push(None);
                }
                w
            } else {
                vec![None]
            };
            for weapon in weapons {
                let mut decl = AttackDecl::plain(fig, kind, t, weapon, mode);
                if !game.attack_fits(seat, &decl) {
                    continue;
                }
                // Helpers join when they are not stronger than the lead.
                for h in game.helper_options(fig, kind, t) {
                    let mut d = decl.clone();
                    d.helpers.push(h);
                    if game.attack_fits(seat, &d) {
                        decl = d;
                    }
                }
                // Pyromaniac: X of the agent's own ether for X dice (at least 1, at most 3).
                if !gentleman && game.pyromaniac(fig) {
                    let own = game.fig(fig).map(|f| f.ether).unwrap_or(0).clamp(1, 3);
                    for x in (1..=own).rev() {
                        let mut d = decl.clone();
                        d.ether = x;
                        if game.attack_fits(seat, &d) {
                            decl = d;
                            break;
                        }
                    }
                }
                // Agents spend ether on their attack bonuses; gentlemen only when it may kill.
                for b in game.bonus_options(fig, kind) {
                    let mut d = decl.clone();
                    d.bonuses.push(b.id.clone());
                    let spend = !gentleman || game.ether_available(fig) > b.cost + 1;
                    if spend && game.attack_fits(seat, &d) {
                        decl = d;
                    }
                }
                if let Some(s) = game.sweep_targets(&decl).first() {
                    let mut d = decl.clone();
                    d.sweep = Some(*s);
                    if game.attack_fits(seat, &d) {
                        decl = d;
                    }
                }
                let v = attack_value(game, &decl);
                if best.as_ref().is_none_or(|(bv, _)| v > *bv) {
                    best = Some((v, decl));
                }
            }
        }
    }
    best
}

/// Squares a figure wants to reach.
fn goals_for(game: &Smog, fig: FigId) -> Vec<Pos> {
    let Some(f) = game.fig(fig) else {
        return Vec::new();
    };
    let enemy_squares = |_: ()| -> Vec<Pos> {
        game.on_scene()
            .filter(|e| game.is_enemy(fig, e.id) && game.active(e.id))
            .flat_map(|e| {
                e.pos
                    .around()
                    .into_iter()
                    .filter(|p| game.grid.adjacent(*p, e.pos, Reach::Effect))
            })
            .collect()
    };
    // The chapter's objective squares (world.rs) come first for the figures that pursue one.
    let objective = game.objective_squares(fig);
    if !objective.is_empty() && (f.kind != FigKind::Gentleman || fig.is_multiple_of(2)) {
        return objective;
    }
    match f.kind {
        FigKind::Gentleman => {
            let mut goals = escape_and_search_squares(game);
            // A fallen friend first.
            for g in game.gentlemen().filter(|g| g.defeated && !g.gone) {
                if g.pos.dist(f.pos) <= 4 {
                    goals = g
                        .pos
                        .around()
                        .into_iter()
                        .filter(|q| game.grid.adjacent(*q, g.pos, Reach::Effect))
                        .collect();
                }
            }
            if goals.is_empty() {
                goals = enemy_squares(());
            }
            goals
        }
        _ => enemy_squares(()),
    }
}

/// The squares where the gentlemen escape or search, when the chapter asks for that.
pub(crate) fn escape_and_search_squares(game: &Smog) -> Vec<Pos> {
    let mut goals: Vec<Pos> = game.exits.clone();
    if game
        .chapter_def()
        .is_some_and(|c| c.goals.escaped.is_none())
    {
        goals.clear();
    }
    if game
        .chapter_def()
        .is_some_and(|c| c.goals.searched.is_some())
    {
        for p in game.grid.squares() {
            if game.grid.has_crate(p) && !game.searched.contains(&p) {
                goals.extend(p.around().into_iter().filter(|q| {
                    game.grid.adjacent(*q, p, Reach::Effect) && !game.grid.has_crate(*q)
                }));
            }
        }
    }
    goals
}

/// The first hop towards the closest goal square, within `mp`.
fn route_hop(game: &Smog, fig: FigId, mp: u8) -> Option<Hop> {
    let f = game.fig(fig)?;
    let goals = goals_for(game, fig);
    if goals.contains(&f.pos) {
        return None;
    }
    let occ = game.occupancy(fig);
    // The free goal squares, by their index among the grid's squares.
    let mut wanted = vec![false; game.grid.indoor.len()];
    for g in goals {
        if let Some(i) = game.grid.index(g)
            && occ.get(g) == Occupant::Free
        {
            wanted[i] = true;
        }
    }
    // Off the board he reaches only his own square, which is no goal here.
    let (_, hops) = nearest(&game.grid, f.pos, 80, |p| occ.get(p), |i| wanted[i])?;
    let hop = *hops.first()?;
    game.hop_ok_with(fig, mp, hop, &occ).then_some(hop)
}

fn activation_pick(
    game: &Smog,
    seat: Seat,
    simple: &[Action],
    rng: &mut GameRng,
) -> Option<Action> {
    if let Some(m) = game.moving() {
        // Stop next to an enemy we want to fight, or on the goal.
        if let Some(hop) = route_hop(game, m.fig, m.mp) {
            let engaged_now = game.fig(m.fig).is_some_and(|f| game.engaged(m.fig, f.pos));
            let nemesis = game
                .fig(m.fig)
                .is_some_and(|f| f.kind.team() == Team::Nemesis);
            if !(nemesis && engaged_now) && simple.contains(&Action::Hop(hop)) {
                return Some(Action::Hop(hop));
            }
        }
        if simple.contains(&Action::EndMove) {
            return Some(Action::EndMove);
        }
        return simple.first().cloned();
    }
    let act = game.activation()?;
    // A defeated gentleman's activation is his self-revival (rule R-103).
    if act.revival
        && let Some(a) = simple.iter().find(|a| matches!(a, Action::SelfRevive(_)))
    {
        return Some(a.clone());
    }
    // Nemesis: power cards and chaos cards at the start.
    if act.team == Team::Nemesis
        && act.nested == Nested::No
        && let Some(a) = nemesis_card_play(game, simple)
    {
        return Some(a);
    }
    for (fig, n) in act.left.clone() {
        if !game.active(fig) {
            continue;
        }
        let f = game.fig(fig)?;
        if act.revival {
            return Some(Action::SelfRevive(fig));
        }
        if n == 0 {
            continue;
        }
        if f.knocked && simple.contains(&Action::StandUp(fig)) {
            return Some(Action::StandUp(fig));
        }
        // The chapter's special actions (seal, plant, defuse, leave) come before anything else.
        if act.nested == Nested::No
            && let Some(a) = game.objective_action(fig, simple)
        {
            return Some(a);
        }
        if f.kind == FigKind::Gentleman && act.nested == Nested::No {
            if simple.contains(&Action::Escape(fig)) {
                return Some(Action::Escape(fig));
            }
            if let Some(a) = simple
                .iter()
                .find(|a| matches!(a, Action::Revive { fig: x, .. } if *x == fig))
            {
                return Some(a.clone());
            }
            if let Some(a) = simple
                .iter()
                .find(|a| matches!(a, Action::Search { fig: x, .. } if *x == fig))
            {
                return Some(a.clone());
            }
            let hurt = f.damage + 2 >= game.suffering_threshold(fig);
            if hurt && !game.engaged(fig, f.pos) && simple.contains(&Action::Rest(fig)) {
                return Some(Action::Rest(fig));
            }
            if let Some(a) = simple.iter().find(|a| {
                matches!(a, Action::Use { fig: x, card, .. } if *x == fig
                    && data().card(card).is_some_and(|c| matches!(c.effect, Effect::Heal | Effect::HealAdjacent) && f.damage >= c.amount))
            }) {
                return Some(a.clone());
            }
        }
        let attack = best_attack(game, seat, fig, AttackMode::Action);
        let goal_far = game.exits.is_empty()
            || f.kind != FigKind::Gentleman
            || game
                .chapter_def()
                .is_some_and(|c| c.goals.escaped.is_none());
        if let Some((v, decl)) = attack
            && v >= if goal_far { 0.3 } else { 1.2 }
        {
            return Some(Action::Attack(decl));
        }
        // Nemesis figures engaged with a gentleman stay and fight.
        let engaged = game.engaged(fig, f.pos);
        if engaged && f.kind.team() == Team::Nemesis {
            continue;
        }
        if let Some(hop) = route_hop(game, fig, game.mp(fig)) {
            let a = Action::Move { fig, hop };
            if simple.contains(&a) {
                return Some(a);
            }
        }
        if f.kind == FigKind::Gentleman
            && act.nested == Nested::No
            && f.damage > 0
            && !engaged
            && simple.contains(&Action::Rest(fig))
        {
            return Some(Action::Rest(fig));
        }
    }
    let _ = rng;
    if simple.contains(&Action::EndActivation) {
        return Some(Action::EndActivation);
    }
    simple.first().cloned()
}

fn nemesis_card_play(game: &Smog, simple: &[Action]) -> Option<Action> {
    let score = |a: &Action| -> i32 {
        let (card, figs, at) = match a {
            Action::Power { card, figs, at } | Action::Chaos { card, figs, at } => (card, figs, at),
            _ => return -1,
        };
        let Some(d) = data().card(card) else {
            return -1;
        };
        let near = |p: Pos| nearest_gentleman(game, p);
        match d.effect {
            Effect::ShadowGrip => figs
                .first()
                .and_then(|g| game.fig(*g))
                .map(|g| 50 + i32::from(g.damage) * 5)
                .unwrap_or(-1),
            Effect::Summon | Effect::SummonAgent => figs
                .first()
                .and_then(|f| game.fig(*f))
                .map(|f| if near(f.pos) <= 3 { 45 } else { 10 })
                .unwrap_or(-1),
            Effect::SummonManhole => at.map(|p| if near(p) <= 2 { 44 } else { -1 }).unwrap_or(-1),
            Effect::CommandMinions | Effect::FierceAttack => {
                let close = figs
                    .iter()
                    .filter(|m| {
                        game.fig(**m)
                            .is_some_and(|f| game.engaged(f.id, f.pos) || near(f.pos) <= 3)
                    })
                    .count() as i32;
                if close == figs.len() as i32 && close > 0 {
                    30 + close * 5
                } else {
                    -1
                }
            }
            Effect::PlaceFire | Effect::Blaze => at
                .map(|p| {
                    if near(p) <= 1 && game.at(p).is_none() {
                        25
                    } else {
                        -1
                    }
                })
                .unwrap_or(-1),
            Effect::DrawChaos => 5,
            Effect::Supply => 20,
            Effect::AgentDice | Effect::AgentHitPlus => {
                let engaged = game
                    .activation()
                    .map(|a| {
                        a.left
                            .iter()
                            .any(|(f, _)| game.fig(*f).is_some_and(|x| near(x.pos) <= 4))
                    })
                    .unwrap_or(false);
                if engaged { 28 } else { -1 }
            }
            Effect::MinionCoverHits => {
                let engaged = game
                    .figures
                    .iter()
                    .filter(|m| m.kind == FigKind::Minion && !m.gone && game.engaged(m.id, m.pos))
                    .count();
                if engaged >= 2 { 27 } else { -1 }
            }
            Effect::AgentHeal => figs
                .first()
                .and_then(|f| game.fig(*f))
                .map(|f| if f.damage >= 3 { 35 } else { -1 })
                .unwrap_or(-1),
            Effect::Drain => 15,
            // Smog on a shooter blinds him beyond his neighbours.
            Effect::Smog => at
                .and_then(|p| game.at(p))
                .filter(|g| {
                    g.kind == FigKind::Gentleman
                        && !game.weapons(g.id, AttackKind::Ranged).is_empty()
                        && game.on_scene().any(|e| {
                            e.kind.team() == Team::Nemesis
                                && e.pos.dist(g.pos) >= 2
                                && game.sight(g.id, e.id).visible
                        })
                })
                .map(|_| 26)
                .unwrap_or(-1),
            // A move that brings an idle agent or minion next to a gentleman.
            Effect::Haste | Effect::Puppet => figs
                .first()
                .and_then(|f| game.fig(*f))
                .map(|f| {
                    let reach = if d.effect == Effect::Puppet {
                        i32::from(d.amount)
                    } else {
                        i32::from(game.mp(f.id))
                    };
                    let far = near(f.pos);
                    if !game.engaged(f.id, f.pos) && far >= 2 && far <= reach + 1 {
                        22
                    } else {
                        -1
                    }
                })
                .unwrap_or(-1),
            _ => -1,
        }
    };
    simple
        .iter()
        .filter(|a| matches!(a, Action::Power { .. } | Action::Chaos { .. }))
        .map(|a| (score(a), a))
        .filter(|(s, _)| *s > 0)
        .max_by_key(|(s, _)| *s)
        .map(|(_, a)| a.clone())
}
