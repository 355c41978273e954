//! The intermezzo between two chapters (R-111 to R-115, D-14, A-39): the displays of Hardy's
//! Bazaar, Wilkinson's, the Shadow Market and three location cards; each gentleman visits one
//! free top-hat space (leader first, then by seat) and the Nemesis gains its conspiracy points;
//! the Nemesis takes a power card (at most six); the gentlemen may swap, then choose a leader.
//! Every step is a decision of the seat it belongs to; all of it is public.

use parlour_plugin_api::{Ctx, Seat, Text};
use serde::{Deserialize, Serialize};

use super::locations::{self, LocEffect};
use super::{Campaign, Once, Stone};
use crate::data::{CardKind, Profession, data};
use crate::state::*;

/// Most advantage cards a gentleman keeps and power cards the Nemesis keeps.
pub const MAX_ADVANTAGES: usize = 3;
pub const MAX_POWERS: usize = 6;
/// Conspiracy points of the board's places (D-14).
pub const BAZAAR_POINTS: u8 = 1;
pub const WILKINSON_POINTS: u8 = 2;
pub const MARKET_POINTS: u8 = 3;
pub const CLUB_POINTS: u8 = 2;
/// Swaps of gentlemen per intermezzo (four covers any line-up).
pub const MAX_SWAPS: u8 = 4;
/// The equipment deck of the Moloch stones.
pub const MOLOCH: &str = "moloch";

/// A top-hat space and what the visitor takes there.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    /// One of Hardy's three pairs of utensils.
    Bazaar(u8),
    /// A card at Wilkinson's.
    Wilkinson(String),
    /// A card at the Shadow Market.
    Market(String),
    /// An advantage card of his profession at the Unicorn Club.
    Club(String),
    /// A location card.
    Location(String),
}

/// A decision of the intermezzo.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Camp {
    Visit {
        gentleman: String,
        place: Place,
    },
    /// A card of choice (a location's deck, an advantage card).
    Pick(String),
    /// The Séance names this activation card of the Nemesis (in a chapter).
    Name(ActCard),
    /// The Sabbath cancels the revealed agent card (in a chapter).
    Cancel,
    /// A fourth advantage card arrived: this one goes back.
    Return(String),
    /// A power card left out of the next chapter (a consequence).
    SetAside(String),
    ReturnPower(String),
    TakePower(String),
    /// A Moloch stone of the Nemesis assigned to an agent sheet of the next chapter.
    Stone {
        card: String,
        agent: Option<String>,
    },
    Swap {
        out: String,
        into: String,
    },
    Leader(String),
    Done,
}

/// What the intermezzo asks next (the first of the queue).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// The winner of the chapter picks Moloch stones from their deck.
    Stones {
        team: Team,
        left: u8,
    },
    Visit,
    Choose {
        gentleman: String,
        deck: String,
        left: u8,
    },
    Advantages {
        gentleman: String,
        left: u8,
    },
    Return {
        gentleman: String,
    },
    SetAside(u8),
    Powers(u8),
    Stone(u8),
    Swap,
    Leader,
}

/// The intermezzo board and where it stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Intermezzo {
    /// Hardy's three pairs (an empty pair has been taken).
    pub bazaar: Vec<Vec<String>>,
    pub wilkinson: Vec<String>,
    pub market: Vec<String>,
    pub locations: Vec<String>,
    /// Top-hat spaces taken: (gentleman, place).
    pub visits: Vec<(String, Place)>,
    /// Gentlemen still to visit, the next first.
    pub order: Vec<String>,
    pub stages: Vec<Stage>,
    /// Conspiracy points gained in this intermezzo.
    pub gained: u8,
    pub swaps: u8,
}

fn draw(game: &mut Smog, deck: &str, n: usize) -> Vec<String> {
    let mut out = Vec::new();
    for _ in 0..n {
        match game.deck_mut(deck).pop() {
            Some(c) => out.push(c),
            None => break,
        }
    }
    out
}

/// Lays out the board and the visiting order.
pub fn prepare(game: &mut Smog, camp: &mut Campaign, ctx: &mut Ctx) {
    // The bazaar and the shops are dealt from decks shuffled earlier.
    ctx.reveal();
    let utensils = draw(game, "utensil", 6);
    let bazaar: Vec<Vec<String>> = utensils.chunks(2).map(|c| c.to_vec()).collect();
    let wilkinson = draw(game, "simple", 3);
    let market = draw(game, "artefact", 3);
    let n = camp.locations.len().saturating_sub(3);
    let locations = camp.locations.split_off(n);
    // Leader first, then by seat; a seat with several gentlemen visits once per turn.
    let leader_seat = game.leader_seat();
    let gent_seats = game.seats.saturating_sub(1).max(1);
    let mut queues: Vec<Vec<String>> = (0..gent_seats)
        .map(|k| {
            let seat = 1 + (leader_seat - 1 + k) % gent_seats;
            let mut q: Vec<(bool, FigId, String)> = game
                .gentlemen()
                .filter(|g| game.controller(g.id) == seat)
                .map(|g| (g.id != game.leader, g.id, g.def.clone()))
                .collect();
            q.sort();
            q.into_iter().map(|(_, _, d)| d).collect()
        })
        .collect();
    let mut order = Vec::new();
    while queues.iter().any(|q| !q.is_empty()) {
        for q in queues.iter_mut() {
            if !q.is_empty() {
                order.push(q.remove(0));
            }
        }
    }
    camp.intermezzo = Some(Intermezzo {
        bazaar,
        wilkinson,
        market,
        locations,
        visits: Vec::new(),
        order,
        stages: match camp.stone_picks.take() {
            Some((team, left)) if !deck_choices(game, MOLOCH).is_empty() => {
                vec![Stage::Stones { team, left }, Stage::Visit]
            }
            _ => vec![Stage::Visit],
        },
        gained: 0,
        swaps: 0,
    });
    ctx.log(Text::new("log-intermezzo"));
}

fn camp(game: &Smog) -> Option<&Campaign> {
    game.campaign.as_deref()
}

fn stage(game: &Smog) -> Option<&Stage> {
    camp(game)?.intermezzo.as_ref()?.stages.first()
}

/// The figure of a gentleman of the finished chapter.
pub fn figure_of(game: &Smog, gentleman: &str) -> Option<FigId> {
    game.gentlemen().find(|g| g.def == gentleman).map(|g| g.id)
}

fn seat_of_gentleman(game: &Smog, gentleman: &str) -> Seat {
    figure_of(game, gentleman)
        .map(|f| game.controller(f))
        .unwrap_or_else(|| game.leader_seat())
}

/// The seat the intermezzo's open stage asks (`Ask::Intermezzo`).
pub fn asked(game: &Smog) -> Option<Seat> {
    let im = camp(game)?.intermezzo.as_ref()?;
    Some(match im.stages.first()? {
        Stage::Visit => seat_of_gentleman(game, im.order.first()?),
        Stage::Choose { gentleman, .. }
        | Stage::Advantages { gentleman, .. }
        | Stage::Return { gentleman } => seat_of_gentleman(game, gentleman),
        Stage::SetAside(_) | Stage::Powers(_) | Stage::Stone(_) => NEMESIS_SEAT,
        Stage::Stones { team, .. } => game.team_seat(*team),
        Stage::Swap | Stage::Leader => game.leader_seat(),
    })
}

fn profession(gentleman: &str) -> Option<Profession> {
    data().gentleman(gentleman).map(|g| g.profession)
}

/// Advantage cards of a profession nobody in the campaign holds.
pub fn free_advantages(camp: &Campaign, prof: Option<Profession>) -> Vec<String> {
    let held: Vec<&String> = camp
        .roster
        .iter()
        .flat_map(|k| k.advantages.iter())
        .collect();
    data()
        .cards
        .iter()
        .filter(|c| c.kind == CardKind::Advantage && c.profession == prof && !held.contains(&&c.id))
        .map(|c| c.id.clone())
        .collect()
}

/// Distinct cards of an equipment deck (a choice from the deck does not show its order).
fn deck_choices(game: &Smog, deck: &str) -> Vec<String> {
    let mut v: Vec<String> = game
        .decks
        .iter()
        .find(|(n, _)| n == deck)
        .map(|(_, d)| d.clone())
        .unwrap_or_default();
    v.sort();
    v.dedup();
    v
}

/// Agent sheets of the next chapter (where the Nemesis's stones can go).
fn next_agents(game: &Smog) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    if let Some(ch) = super::next_chapter(game.chapter).and_then(|n| data().chapter(n)) {
        for a in &ch.agents {
            if !out.contains(&a.sheet) {
                out.push(a.sheet.clone());
            }
        }
    }
    out
}

/// The places a gentleman may visit now.
pub fn places(game: &Smog, gentleman: &str) -> Vec<Place> {
    let Some(c) = camp(game) else {
        return Vec::new();
    };
    let Some(im) = c.intermezzo.as_ref() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (i, pair) in im.bazaar.iter().enumerate() {
        if !pair.is_empty() {
            out.push(Place::Bazaar(i as u8));
        }
    }
    out.extend(im.wilkinson.iter().map(|c| Place::Wilkinson(c.clone())));
    out.extend(im.market.iter().map(|c| Place::Market(c.clone())));
    out.extend(
        free_advantages(c, profession(gentleman))
            .into_iter()
            .map(Place::Club),
    );
    for l in &im.locations {
        let taken = im
            .visits
            .iter()
            .any(|(_, p)| *p == Place::Location(l.clone()));
        if !taken && locations::location(l).is_some_and(|d| locations::may_visit(d, gentleman)) {
            out.push(Place::Location(l.clone()));
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Every legal intermezzo decision now.
pub fn actions(game: &Smog) -> Vec<Camp> {
    let Some(c) = camp(game) else {
        return Vec::new();
    };
    let Some(im) = c.intermezzo.as_ref() else {
        return Vec::new();
    };
    match im.stages.first() {
        Some(Stage::Visit) => match im.order.first() {
            Some(g) => places(game, g)
                .into_iter()
                .map(|place| Camp::Visit {
                    gentleman: g.clone(),
                    place,
                })
                .collect(),
            None => Vec::new(),
        },
        Some(Stage::Stones { .. }) => deck_choices(game, MOLOCH)
            .into_iter()
            .map(Camp::Pick)
            .collect(),
        Some(Stage::Choose { deck, .. }) => deck_choices(game, deck)
            .into_iter()
            .map(Camp::Pick)
            .collect(),
        Some(Stage::Advantages { gentleman, .. }) => free_advantages(c, profession(gentleman))
            .into_iter()
            .map(Camp::Pick)
            .collect(),
        Some(Stage::Return { gentleman }) => c
            .kept(gentleman)
            .map(|k| k.advantages.iter().cloned().map(Camp::Return).collect())
            .unwrap_or_default(),
        Some(Stage::SetAside(_)) => c
            .powers
            .iter()
            .filter(|p| !c.resting.contains(p))
            .cloned()
            .map(Camp::SetAside)
            .collect(),
        Some(Stage::Powers(_)) => {
            if c.powers.len() >= MAX_POWERS {
                c.powers.iter().cloned().map(Camp::ReturnPower).collect()
            } else {
                data()
                    .cards
                    .iter()
                    .filter(|d| d.kind == CardKind::Power && !c.powers.contains(&d.id))
                    .map(|d| Camp::TakePower(d.id.clone()))
                    .collect()
            }
        }
        Some(Stage::Stone(i)) => {
            let Some(s) = c.stones.get(usize::from(*i)) else {
                return Vec::new();
            };
            next_agents(game)
                .into_iter()
                .map(|a| Camp::Stone {
                    card: s.card.clone(),
                    agent: Some(a),
                })
                .collect()
        }
        Some(Stage::Swap) => {
            let mut v = vec![Camp::Done];
            let bench: Vec<&String> = data()
                .gentlemen
                .iter()
                .map(|g| &g.id)
                .filter(|g| !c.lineup.contains(g))
                .collect();
            for out in &c.lineup {
                for into in &bench {
                    // Each profession at most once.
                    let clash = c
                        .lineup
                        .iter()
                        .filter(|g| *g != out)
                        .any(|g| profession(g) == profession(into));
                    if !clash {
                        v.push(Camp::Swap {
                            out: out.clone(),
                            into: (*into).clone(),
                        });
                    }
                }
            }
            v
        }
        Some(Stage::Leader) => c.lineup.iter().cloned().map(Camp::Leader).collect(),
        None => Vec::new(),
    }
}

fn gain(camp: &mut Campaign, points: u8) {
    camp.conspiracy = camp.conspiracy.saturating_add(points);
    if let Some(im) = camp.intermezzo.as_mut() {
        im.gained = im.gained.saturating_add(points);
    }
}

fn give_equipment(game: &mut Smog, camp: &mut Campaign, gentleman: &str, cards: Vec<String>) {
    match figure_of(game, gentleman).and_then(|f| game.fig_mut(f)) {
        Some(f) => f.equipment.extend(cards),
        None => camp.stash.extend(cards),
    }
}

fn add_advantage(camp: &mut Campaign, gentleman: &str, card: String) -> bool {
    let kept = camp.kept_mut(gentleman);
    kept.advantages.push(card);
    kept.advantages.len() > MAX_ADVANTAGES
}

/// Applies a legal intermezzo decision and everything that follows by itself.
pub fn apply(game: &mut Smog, action: &Camp, ctx: &mut Ctx) {
    let Some(mut c) = game.campaign.take() else {
        return;
    };
    apply_to(game, &mut c, action, ctx);
    game.campaign = Some(c);
    advance(game, ctx);
}

fn front(c: &mut Campaign) -> Option<&mut Stage> {
    c.intermezzo.as_mut()?.stages.first_mut()
}

fn pop(c: &mut Campaign) {
    if let Some(im) = c.intermezzo.as_mut()
        && !im.stages.is_empty()
    {
        im.stages.remove(0);
    }
}

fn push_front(c: &mut Campaign, stage: Stage) {
    if let Some(im) = c.intermezzo.as_mut() {
        im.stages.insert(0, stage);
    }
}

fn apply_to(game: &mut Smog, c: &mut Campaign, action: &Camp, ctx: &mut Ctx) {
    match action {
        Camp::Visit { gentleman, place } => visit(game, c, gentleman, place, ctx),
        Camp::Pick(card) => match front(c).cloned() {
            Some(Stage::Stones { team, left }) => {
                let d = game.deck_mut(MOLOCH);
                if let Some(i) = d.iter().position(|x| x == card) {
                    d.remove(i);
                }
                match team {
                    // The gentlemen's stones join the shared pool; the Nemesis's wait for an
                    // agent.
                    Team::Gentlemen => c.stash.push(card.clone()),
                    Team::Nemesis => c.stones.push(Stone {
                        card: card.clone(),
                        agent: None,
                    }),
                }
                if left <= 1 {
                    pop(c);
                } else if let Some(Stage::Stones { left: l, .. }) = front(c) {
                    *l = left - 1;
                }
            }
            Some(Stage::Choose {
                gentleman,
                deck,
                left,
            }) => {
                // The deck was searched: it is shuffled again.
                let mut d = std::mem::take(game.deck_mut(&deck));
                if let Some(i) = d.iter().position(|x| x == card) {
                    d.remove(i);
                }
                game.rng.shuffle(&mut d);
                *game.deck_mut(&deck) = d;
                // The searched deck was seen (a shuffle of one card draws nothing).
                ctx.reveal();
                give_equipment(game, c, &gentleman, vec![card.clone()]);
                set_left(c, left);
            }
            Some(Stage::Advantages { gentleman, left }) => {
                set_left(c, left);
                if add_advantage(c, &gentleman, card.clone()) {
                    push_front(c, Stage::Return { gentleman });
                }
            }
            _ => {}
        },
        // Answers to questions in a chapter (see `locations::answer`).
        Camp::Name(_) | Camp::Cancel => {}
        Camp::Return(card) => {
            if let Some(Stage::Return { gentleman }) = front(c).cloned() {
                let kept = c.kept_mut(&gentleman);
                if let Some(i) = kept.advantages.iter().position(|x| x == card) {
                    kept.advantages.remove(i);
                }
                pop(c);
            }
        }
        Camp::SetAside(p) => {
            c.resting.push(p.clone());
            if let Some(Stage::SetAside(n)) = front(c).cloned() {
                set_count(c, n);
            }
        }
        Camp::ReturnPower(p) => {
            c.powers.retain(|x| x != p);
            c.resting.retain(|x| x != p);
        }
        Camp::TakePower(p) => {
            c.powers.push(p.clone());
            ctx.log(Text::new("log-campaign-power").msg("card", crate::view::card_text(p)));
            if let Some(Stage::Powers(n)) = front(c).cloned() {
                set_count(c, n);
            }
        }
        Camp::Stone { card, agent } => {
            if let Some(Stage::Stone(i)) = front(c).cloned() {
                if let Some(s) = c.stones.get_mut(usize::from(i)) {
                    debug_assert_eq!(&s.card, card);
                    s.agent = agent.clone();
                }
                pop(c);
            }
        }
        Camp::Swap { out, into } => {
            if let Some(i) = c.lineup.iter().position(|g| g == out) {
                c.lineup[i] = into.clone();
            }
            // His equipment stays in the shared pool; his advantage cards stay with him.
            if let Some(f) = figure_of(game, out).and_then(|f| game.fig_mut(f)) {
                let kit = std::mem::take(&mut f.equipment);
                c.stash.extend(kit);
            }
            if let Some(im) = c.intermezzo.as_mut() {
                im.swaps += 1;
            }
            ctx.log(
                Text::new("log-swap")
                    .msg("out", gentleman_text(out))
                    .msg("into", gentleman_text(into)),
            );
            let prof = profession(into);
            let _ = c.kept_mut(into);
            if let Some(p) = prof
                && !c.professions.contains(&p)
            {
                c.professions.push(p);
                push_front(
                    c,
                    Stage::Advantages {
                        gentleman: into.clone(),
                        left: 1,
                    },
                );
            }
        }
        Camp::Done => pop(c),
        Camp::Leader(g) => {
            c.leader = g.clone();
            pop(c);
        }
    }
}

fn set_left(c: &mut Campaign, left: u8) {
    if left <= 1 {
        pop(c);
    } else if let Some(Stage::Choose { left: l, .. } | Stage::Advantages { left: l, .. }) = front(c)
    {
        *l = left - 1;
    }
}

fn set_count(c: &mut Campaign, n: u8) {
    if n <= 1 {
        pop(c);
    } else if let Some(Stage::SetAside(k) | Stage::Powers(k)) = front(c) {
        *k = n - 1;
    }
}

pub fn gentleman_text(def: &str) -> Text {
    Text::formatted(format_args!("figure-{}", def.replace('_', "-")))
}

fn visit(game: &mut Smog, c: &mut Campaign, gentleman: &str, place: &Place, ctx: &mut Ctx) {
    let mut points = 0;
    let mut cards: Vec<String> = Vec::new();
    let Some(im) = c.intermezzo.as_mut() else {
        return;
    };
    match place {
        Place::Bazaar(i) => {
            if let Some(pair) = im.bazaar.get_mut(usize::from(*i)) {
                cards = std::mem::take(pair);
            }
            points = BAZAAR_POINTS;
        }
        Place::Wilkinson(card) => {
            if let Some(i) = im.wilkinson.iter().position(|x| x == card) {
                cards.push(im.wilkinson.remove(i));
            }
            points = WILKINSON_POINTS;
        }
        Place::Market(card) => {
            if let Some(i) = im.market.iter().position(|x| x == card) {
                cards.push(im.market.remove(i));
            }
            points = MARKET_POINTS;
        }
        Place::Club(_) | Place::Location(_) => {}
    }
    im.visits.push((gentleman.to_owned(), place.clone()));
    if !im.order.is_empty() {
        im.order.remove(0);
    }
    give_equipment(game, c, gentleman, cards);
    match place {
        Place::Club(card) => {
            points = CLUB_POINTS;
            if add_advantage(c, gentleman, card.clone()) {
                push_front(
                    c,
                    Stage::Return {
                        gentleman: gentleman.to_owned(),
                    },
                );
            }
        }
        Place::Location(id) => {
            if let Some(l) = locations::location(id) {
                points = l.conspiracy;
                location_effect(game, c, gentleman, l, ctx);
            }
        }
        _ => {}
    }
    gain(c, points);
    if let Some(l) = locations::location(match place {
        Place::Location(id) => id,
        _ => "",
    }) && l.effect == LocEffect::Undermine
    {
        c.conspiracy = c.conspiracy.saturating_sub(l.count);
    }
    if let Some(r) = c.history.last_mut() {
        r.visits.push((gentleman.to_owned(), place.clone()));
        r.conspiracy = r.conspiracy.saturating_add(points);
    }
    ctx.log(
        Text::new("log-visit")
            .msg("figure", gentleman_text(gentleman))
            .msg("place", super::view::place_text(place))
            .num("points", points),
    );
}

fn location_effect(
    game: &mut Smog,
    c: &mut Campaign,
    gentleman: &str,
    l: &locations::LocationDef,
    ctx: &mut Ctx,
) {
    let g = gentleman.to_owned();
    match l.effect {
        LocEffect::Choose => {
            let deck = l.deck.clone().unwrap_or_default();
            if !deck_choices(game, &deck).is_empty() {
                push_front(
                    c,
                    Stage::Choose {
                        gentleman: g,
                        deck,
                        left: l.count,
                    },
                );
            }
        }
        LocEffect::Draw => {
            // Cards drawn from a deck shuffled earlier.
            ctx.reveal();
            let cards = draw(
                game,
                l.deck.as_deref().unwrap_or_default(),
                usize::from(l.count),
            );
            // Moloch stones of the gentlemen join the shared pool.
            if l.deck.as_deref() == Some(MOLOCH) {
                c.stash.extend(cards);
            } else {
                give_equipment(game, c, &g, cards);
            }
        }
        LocEffect::Advantages => {
            if !free_advantages(c, profession(&g)).is_empty() {
                push_front(
                    c,
                    Stage::Advantages {
                        gentleman: g,
                        left: l.count,
                    },
                );
            }
        }
        LocEffect::Seance => c.once.push(Once::Seance(g)),
        LocEffect::Sabbath => c.once.push(Once::Sabbath(g)),
        LocEffect::NoFire => c.once.push(Once::NoFire),
        LocEffect::FewerMinions => c.once.push(Once::FewerMinions(l.count)),
        LocEffect::ExtraRound => c.once.push(Once::ExtraRound),
        LocEffect::ChaosMinus => c.once.push(Once::ChaosMinus),
        LocEffect::Undermine => {}
    }
}

/// Passes over stages with nothing to decide, queues the Nemesis's and the last steps after
/// the visits, and builds the next chapter after the last one.
pub fn advance(game: &mut Smog, ctx: &mut Ctx) {
    for _ in 0..100 {
        if game.phase != Phase::Intermezzo {
            return;
        }
        let Some(st) = stage(game).cloned() else {
            super::carry::build_next(game, ctx);
            return;
        };
        let empty = actions(game).is_empty();
        let Some(mut c) = game.campaign.take() else {
            return;
        };
        let visits_done =
            st == Stage::Visit && c.intermezzo.as_ref().is_some_and(|im| im.order.is_empty());
        if visits_done {
            pop(&mut c);
            end_visits(game, &mut c);
        } else if empty {
            if st != Stage::Visit {
                pop(&mut c);
            } else if let Some(im) = c.intermezzo.as_mut()
                && !im.order.is_empty()
            {
                // Nowhere left to go (thin decks): he stays at home.
                im.order.remove(0);
            }
        } else if st == Stage::Swap
            && c.intermezzo
                .as_ref()
                .is_some_and(|im| im.swaps >= MAX_SWAPS)
        {
            pop(&mut c);
        } else {
            game.campaign = Some(c);
            return;
        }
        game.campaign = Some(c);
    }
}

/// After the visits: untaken cards go back, then the Nemesis's power, his stones, the
/// swaps and the new leader.
fn end_visits(game: &mut Smog, c: &mut Campaign) {
    let Some(im) = c.intermezzo.as_mut() else {
        return;
    };
    let mut back: Vec<String> = Vec::new();
    for pair in im.bazaar.iter_mut() {
        back.append(pair);
    }
    back.append(&mut im.wilkinson);
    back.append(&mut im.market);
    let visited: Vec<String> = im
        .visits
        .iter()
        .filter_map(|(_, p)| match p {
            Place::Location(l) => Some(l.clone()),
            _ => None,
        })
        .collect();
    // Visited location cards leave the campaign; the others go back into the deck.
    let untaken: Vec<String> = im
        .locations
        .iter()
        .filter(|l| !visited.contains(l))
        .cloned()
        .collect();
    c.locations.extend(untaken);
    game.rng.shuffle(&mut c.locations);
    for card in back {
        let deck = data()
            .card(&card)
            .and_then(|d| d.deck.clone())
            .unwrap_or_default();
        game.deck_mut(&deck).push(card);
    }
    for (_, deck) in game.decks.iter_mut() {
        game.rng.shuffle(deck);
    }
    let mut stages = Vec::new();
    if c.lose_powers > 0 && !c.powers.is_empty() {
        stages.push(Stage::SetAside(c.lose_powers.min(c.powers.len() as u8)));
    }
    stages.push(Stage::Powers(1 + c.extra_powers));
    if !next_agents(game).is_empty() {
        for i in 0..c.stones.len() {
            stages.push(Stage::Stone(i as u8));
        }
    }
    if data().gentlemen.len() > c.lineup.len() {
        stages.push(Stage::Swap);
    }
    stages.push(Stage::Leader);
    if let Some(im) = c.intermezzo.as_mut() {
        im.stages = stages;
    }
    c.lose_powers = 0;
    c.extra_powers = 0;
}

/// A Moloch stone of the Nemesis waiting for its agent.
pub fn unassigned(c: &Campaign) -> Vec<&Stone> {
    c.stones.iter().filter(|s| s.agent.is_none()).collect()
}
