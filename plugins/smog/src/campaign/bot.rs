//! Both sides' bots in the intermezzo. The gentlemen weigh what a place gives against the
//! conspiracy points it hands the Nemesis: advantage cards of their profession while they hold
//! fewer than three, weapons for empty arsenal slots, then the rest. The Nemesis takes the
//! strongest power cards and returns the weakest at six; his stones go to the first agent.

use super::intermezzo::{self, Camp, Place, Stage};
use super::locations::{self, LocEffect};
use crate::data::{CardKind, data};
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
        // Advantage cards: the first of his profession's deck; a fourth sends the oldest back.
        Stage::Advantages { .. } | Stage::Return { .. } | Stage::Stones { .. } => {
            options.first().cloned()
        }
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
        Stage::Stone(_) => options.first().cloned(),
        // The line-up stays; the leader stays.
        Stage::Swap => Some(Camp::Done),
        Stage::Leader => {
            let leader = game.campaign.as_ref().map(|c| c.leader.clone());
            options
                .iter()
                .find(|a| matches!(a, Camp::Leader(l) if Some(l) == leader.as_ref()))
                .or(options.first())
                .cloned()
        }
    }
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
