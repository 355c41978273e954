//! Both sides' bots in the intermezzo. The gentlemen weigh what a place gives against the
//! conspiracy points it hands the Nemesis: advantage cards of their profession while they hold
//! fewer than three, weapons for empty arsenal slots, then the rest. An advantage card of
//! choice is the one that fits the gentleman best (`setup_bot::card_fit`: his weapons, the
//! team's healing), the worst fitting one goes back. The swaps cover the team's weaknesses for
//! the next chapter ([`swap_pick`]); the leader is the gentleman with the most life. The
//! Nemesis takes the strongest power cards and returns the weakest at six; his stones go to
//! the agent whose fate decides the next chapter.

use super::intermezzo::{self, Camp, Place, Stage};
use super::locations::{self, LocEffect};
use crate::data::{CardKind, ChapterDef, Profession, data};
use crate::setup_bot::{self, card_fit, heals_others};
use crate::state::*;

/// Power cards in the order the Nemesis's bot wants them (the rest after these).
const POWER_PREFERENCE: [&str; 8] = [
    "shadow_grip",
    "summon_minions",
    "command_minions",
    "pyromaniac",
    "dark_mending",
    "dark_haste",
    "ether_drain",
    "stoke_chaos",
];

fn power_rank(id: &str) -> usize {
    POWER_PREFERENCE
        .iter()
        .position(|p| *p == id)
        .unwrap_or(POWER_PREFERENCE.len())
}

/// How much a card is worth to a gentleman (in tenths of a point).
fn card_value(game: &Smog, gentleman: &str, card: &str) -> i32 {
    let Some(def) = data().card(card) else {
        return 0;
    };
    let free_slot = intermezzo::figure_of(game, gentleman).is_some_and(|f| game.free_slots(f) > 0);
    match def.kind {
        CardKind::Weapon if free_slot => 50 + 5 * i32::from(def.bonus),
        CardKind::Item if free_slot => 40,
        CardKind::Weapon | CardKind::Item => 20,
        CardKind::Artefact => 35,
        CardKind::Utensil => 20,
        _ => 25,
    }
}

fn advantages_held(game: &Smog, gentleman: &str) -> usize {
    game.campaign
        .as_ref()
        .and_then(|c| c.kept(gentleman))
        .map(|k| k.advantages.len())
        .unwrap_or(0)
}

fn place_value(game: &Smog, gentleman: &str, place: &Place) -> i32 {
    let Some(im) = game.campaign.as_ref().and_then(|c| c.intermezzo.as_ref()) else {
        return 0;
    };
    let (gain, points) = match place {
        Place::Bazaar(i) => (
            im.bazaar
                .get(usize::from(*i))
                .map(|p| p.iter().map(|c| card_value(game, gentleman, c)).sum())
                .unwrap_or(0),
            intermezzo::BAZAAR_POINTS,
        ),
        Place::Wilkinson(c) => (card_value(game, gentleman, c), intermezzo::WILKINSON_POINTS),
        Place::Market(c) => (card_value(game, gentleman, c), intermezzo::MARKET_POINTS),
        Place::Club(_) => (
            if advantages_held(game, gentleman) < intermezzo::MAX_ADVANTAGES {
                70
            } else {
                5
            },
            intermezzo::CLUB_POINTS,
        ),
        Place::Location(id) => {
            let Some(l) = locations::location(id) else {
                return 0;
            };
            let gain = match l.effect {
                LocEffect::Choose => 60 * i32::from(l.count),
                LocEffect::Draw => 30 * i32::from(l.count),
                LocEffect::Advantages => {
                    let room = intermezzo::MAX_ADVANTAGES
                        .saturating_sub(advantages_held(game, gentleman))
                        .min(usize::from(l.count));
                    70 * room as i32 + 5
                }
                LocEffect::Undermine => 15 * i32::from(l.count),
                LocEffect::FewerMinions => 30 * i32::from(l.count),
                LocEffect::Sabbath | LocEffect::Seance => 45,
                LocEffect::NoFire | LocEffect::ExtraRound => 40,
                LocEffect::ChaosMinus => 35,
            };
            (gain, l.conspiracy)
        }
    };
    gain - 12 * i32::from(points)
}

/// The bot's intermezzo decision for the deciding seat.
pub fn pick(game: &Smog) -> Option<Camp> {
    let options = intermezzo::actions(game);
    let stage = game
        .campaign
        .as_ref()
        .and_then(|c| c.intermezzo.as_ref())
        .and_then(|im| im.stages.first().cloned())?;
    // The choices as they were before they had reasons (figure tests only).
    if setup_bot::first_choice() {
        match &stage {
            Stage::Advantages { .. } | Stage::Return { .. } | Stage::Stone(_) => {
                return options.first().cloned();
            }
            Stage::Swap => return Some(Camp::Done),
            Stage::Leader => {
                let leader = game.campaign.as_ref().map(|c| c.leader.clone());
                return options
                    .iter()
                    .find(|a| matches!(a, Camp::Leader(l) if Some(l) == leader.as_ref()))
                    .or(options.first())
                    .cloned();
            }
            _ => {}
        }
    }
    match stage {
        Stage::Visit => options
            .iter()
            .max_by_key(|a| match a {
                Camp::Visit { gentleman, place } => place_value(game, gentleman, place),
                _ => i32::MIN,
            })
            .cloned(),
        Stage::Choose { gentleman, .. } => options
            .iter()
            .max_by_key(|a| match a {
                Camp::Pick(c) => card_value(game, &gentleman, c),
                _ => i32::MIN,
            })
            .cloned(),
        // Advantage cards: the one that fits him best; a fourth sends the worst fitting back.
        Stage::Advantages { gentleman, .. } => {
            let cards: Vec<String> = options
                .iter()
                .filter_map(|a| match a {
                    Camp::Pick(c) => Some(c.clone()),
                    _ => None,
                })
                .collect();
            setup_bot::advantage_pick(game, &gentleman, &cards)
                .cloned()
                .map(Camp::Pick)
                .or_else(|| options.first().cloned())
        }
        Stage::Return { gentleman } => {
            let held = game
                .campaign
                .as_ref()
                .and_then(|c| c.kept(&gentleman))
                .map(|k| k.advantages.clone())
                .unwrap_or_default();
            setup_bot::return_pick(game, &gentleman, &held)
                .cloned()
                .map(Camp::Return)
                .filter(|a| options.contains(a))
                .or_else(|| options.first().cloned())
        }
        Stage::Stones { .. } => options.first().cloned(),
        Stage::SetAside(_) => options
            .iter()
            .max_by_key(|a| match a {
                Camp::SetAside(p) => power_rank(p),
                _ => 0,
            })
            .cloned(),
        Stage::Powers(_) => {
            let take = options
                .iter()
                .filter(|a| matches!(a, Camp::TakePower(_)))
                .min_by_key(|a| match a {
                    Camp::TakePower(p) => power_rank(p),
                    _ => usize::MAX,
                })
                .cloned();
            take.or_else(|| {
                options
                    .iter()
                    .max_by_key(|a| match a {
                        Camp::ReturnPower(p) => power_rank(p),
                        _ => 0,
                    })
                    .cloned()
            })
        }
        // A stone to the agent whose fate decides the next chapter, else the first.
        Stage::Stone(_) => {
            let objective = next_chapter(game)
                .map(setup_bot::objective_sheets)
                .unwrap_or_default();
            options
                .iter()
                .find(|a| matches!(a, Camp::Stone { agent: Some(s), .. } if objective.contains(s)))
                .or(options.first())
                .cloned()
        }
        Stage::Swap => Some(swap_pick(game, &options)),
        // The leader: the gentleman of the line-up with the most life (the present leader
        // on a tie).
        Stage::Leader => {
            let leader = game.campaign.as_ref().map(|c| c.leader.clone());
            options
                .iter()
                .filter_map(|a| match a {
                    Camp::Leader(g) => Some((
                        data().gentleman(g).map_or(0, |d| d.left + d.right),
                        Some(g) == leader.as_ref(),
                        a,
                    )),
                    _ => None,
                })
                .max_by_key(|(life, current, _)| (*life, *current))
                .map(|(_, _, a)| a.clone())
                .or(options.first().cloned())
        }
    }
}

/// The chapter after the one just played.
fn next_chapter(game: &Smog) -> Option<&'static ChapterDef> {
    super::next_chapter(game.chapter).and_then(|n| data().chapter(n))
}

/// Whether a chapter's objective is a race across the board (escape, escort, sealing shafts,
/// searching crates), where speed counts more than strength.
fn race(ch: &ChapterDef) -> bool {
    let g = &ch.goals;
    g.escaped.is_some() || g.escort.is_some() || g.sealed.is_some() || g.searched.is_some()
}

/// What gentleman `def` brings to the next chapter: his life, the attributes its objective
/// asks for (agility in a race, strength and accuracy in a fight), the advantage cards he
/// holds by how they fit him, and, for a profession new to the campaign, the card of choice
/// he brings (the best his deck still offers).
fn member_value(game: &Smog, def: &str, next: Option<&ChapterDef>) -> i32 {
    let Some(g) = data().gentleman(def) else {
        return 0;
    };
    let c = game.campaign.as_ref();
    let life = 3 * i32::from(g.left + g.right);
    let attrs = if next.is_some_and(race) {
        8 * i32::from(g.agility) + 2 * i32::from(g.strength + g.accuracy)
    } else {
        2 * i32::from(g.agility) + 5 * i32::from(g.strength + g.accuracy)
    };
    let cards: i32 = setup_bot::held(game, def)
        .iter()
        .map(|card| card_fit(game, def, card))
        .sum();
    let new_prof = c.is_some_and(|c| !c.professions.contains(&g.profession));
    let brings = if new_prof {
        c.map(|c| intermezzo::free_advantages(c, Some(g.profession)))
            .and_then(|free| {
                setup_bot::advantage_pick(game, def, &free).map(|x| card_fit(game, def, x))
            })
            .unwrap_or(0)
    } else {
        0
    };
    life + attrs + cards + brings
}

/// Whether gentleman `def` heals a friend in the next chapter: he holds such a card, or his
/// profession is new and its deck still offers one (he would choose it when it is needed).
fn heals(game: &Smog, def: &str) -> bool {
    let holds = setup_bot::held(game, def)
        .iter()
        .any(|c| data().card(c).is_some_and(heals_others));
    let prof: Option<Profession> = data().gentleman(def).map(|g| g.profession);
    let brings = game.campaign.as_ref().is_some_and(|c| {
        prof.is_some_and(|p| !c.professions.contains(&p))
            && intermezzo::free_advantages(c, prof)
                .iter()
                .any(|x| data().card(x).is_some_and(heals_others))
    });
    holds || brings
}

/// How well a line-up fits the next chapter: what each member brings, and a healer in it
/// when the team needs one ([`heal_need`]: nobody heals, wounds carried out of the last
/// chapter), 15 points for each degree of need.
fn team_value(game: &Smog, lineup: &[String]) -> i32 {
    let next = next_chapter(game);
    let members: i32 = lineup.iter().map(|g| member_value(game, g, next)).sum();
    let wounds = game
        .campaign
        .as_ref()
        .and_then(|c| c.history.last())
        .map(|r| i32::from(r.deaths).min(2))
        .unwrap_or(0);
    let healer = if lineup.iter().any(|g| heals(game, g)) {
        15 * (1 + wounds)
    } else {
        0
    };
    members + healer
}

/// The intermezzo's swap: the one that raises the line-up's [`team_value`] most, when it
/// raises it by more than 10 points (a change of team is worth it only for a clear gain: the
/// outgoing gentleman's kit goes to the pool); otherwise the line-up stays.
pub fn swap_pick(game: &Smog, options: &[Camp]) -> Camp {
    let Some(lineup) = game.campaign.as_ref().map(|c| c.lineup.clone()) else {
        return Camp::Done;
    };
    let now = team_value(game, &lineup);
    options
        .iter()
        .filter_map(|a| match a {
            Camp::Swap { out, into } => {
                let after: Vec<String> = lineup
                    .iter()
                    .map(|g| if g == out { into.clone() } else { g.clone() })
                    .collect();
                Some((team_value(game, &after) - now, a))
            }
            _ => None,
        })
        .filter(|(gain, _)| *gain > 10)
        .max_by_key(|(gain, _)| *gain)
        .map(|(_, a)| a.clone())
        .unwrap_or(Camp::Done)
}

/// The gentlemen's answer to a location card's question in a chapter: the Sabbath cancels an
/// agent whose figures are within six squares of a standing gentleman; the Séance names the
/// first agent card (the minions card when there is none) at the first command phase.
pub fn answer_offer(game: &Smog) -> Option<Camp> {
    let options = super::locations::offer_actions(game);
    if options.contains(&Camp::Cancel) {
        let sheet = match game.campaign.as_ref().and_then(|c| c.offer.as_ref()) {
            Some(super::locations::Offer::Sabbath(ActCard::Agent(s))) => s.clone(),
            _ => return Some(Camp::Done),
        };
        let near = game
            .figures
            .iter()
            .filter(|f| f.kind == FigKind::Agent && f.def == sheet && !f.gone)
            .any(|a| {
                game.gentlemen()
                    .filter(|g| game.active(g.id))
                    .any(|g| g.pos.dist(a.pos) <= 6)
            });
        return Some(if near { Camp::Cancel } else { Camp::Done });
    }
    options
        .iter()
        .find(|a| matches!(a, Camp::Name(ActCard::Agent(_))))
        .or_else(|| {
            options
                .iter()
                .find(|a| matches!(a, Camp::Name(ActCard::Minions)))
        })
        .or(options.first())
        .cloned()
}

/// Sharing out the pool at a campaign chapter's set-up: a card goes back to a gentleman who
/// carried it before and holds no copy of it now (his kit fits his gift and profession).
pub fn share_back(game: &Smog, simple: &[Action]) -> Option<Action> {
    let c = game.campaign.as_ref()?;
    simple
        .iter()
        .find(|a| match a {
            Action::Give {
                card,
                to: Some(fig),
                discard: None,
            } => game.fig(*fig).is_some_and(|f| {
                c.owners.iter().any(|(x, g)| x == card && *g == f.def)
                    && !f.equipment.contains(card)
            }),
            _ => false,
        })
        .cloned()
}
