//! The location cards of the intermezzo (designed, D-12; `data/locations.toml`) and the powers
//! they give for the next chapter: Sabbath and Séance while it is played, the others
//! at its set-up.

use std::sync::OnceLock;

use parlour_plugin_api::Text;
use serde::Deserialize;

use super::Once;
use crate::data::{Profession, data};
use crate::state::*;

const LOCATIONS: &str = include_str!("../../data/locations.toml");

/// What visiting a location gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LocEffect {
    Choose,
    Draw,
    Advantages,
    Sabbath,
    Seance,
    NoFire,
    FewerMinions,
    ExtraRound,
    ChaosMinus,
    Undermine,
}

#[derive(Clone, Debug, Deserialize)]
pub struct LocationDef {
    pub id: String,
    pub conspiracy: u8,
    #[serde(default)]
    pub professions: Vec<Profession>,
    pub effect: LocEffect,
    #[serde(default)]
    pub deck: Option<String>,
    #[serde(default)]
    pub count: u8,
}

#[derive(Deserialize)]
struct LocationFile {
    location: Vec<LocationDef>,
}

/// Parses and checks the location cards.
pub fn parse() -> Result<Vec<LocationDef>, String> {
    let file: LocationFile =
        toml::from_str(LOCATIONS).map_err(|e| format!("locations.toml: {e}"))?;
    for l in &file.location {
        if !(1..=5).contains(&l.conspiracy) {
            return Err(format!("{}: conspiracy points 1 to 5", l.id));
        }
        let needs_deck = matches!(l.effect, LocEffect::Choose | LocEffect::Draw);
        if needs_deck != l.deck.is_some() {
            return Err(format!("{}: a deck exactly for choose and draw", l.id));
        }
        let needs_count = matches!(
            l.effect,
            LocEffect::Choose
                | LocEffect::Draw
                | LocEffect::Advantages
                | LocEffect::FewerMinions
                | LocEffect::Undermine
        );
        if needs_count != (l.count > 0) {
            return Err(format!(
                "{}: a count exactly where the effect needs one",
                l.id
            ));
        }
        if file.location.iter().filter(|o| o.id == l.id).count() != 1 {
            return Err(format!("{}: location cards are unique", l.id));
        }
    }
    Ok(file.location)
}

/// The parsed location cards (none when the file does not parse; a test fails then).
pub fn locations() -> &'static [LocationDef] {
    static LOC: OnceLock<Vec<LocationDef>> = OnceLock::new();
    LOC.get_or_init(|| parse().unwrap_or_default())
}

pub fn location(id: &str) -> Option<&'static LocationDef> {
    locations().iter().find(|l| l.id == id)
}

/// Whether a card can be dealt with this content: a card drawing from a deck needs that deck
/// (the Moloch stones' deck, for example, may be missing).
pub fn dealable(l: &LocationDef) -> bool {
    match &l.deck {
        Some(deck) => data().cards.iter().any(|c| c.deck.as_deref() == Some(deck)),
        None => true,
    }
}

/// Whether a gentleman may visit this location (A-39: restrictions by profession).
pub fn may_visit(l: &LocationDef, gentleman: &str) -> bool {
    l.professions.is_empty()
        || data()
            .gentleman(gentleman)
            .is_some_and(|g| l.professions.contains(&g.profession))
}

fn take_once(game: &mut Smog, pick: impl Fn(&Once) -> bool) -> Option<Once> {
    let camp = game.campaign.as_mut()?;
    let i = camp.once.iter().position(pick)?;
    Some(camp.once.remove(i))
}

/// Sabbath: the first agent activation of the chapter is cancelled (A-35; the card counts as
/// resolved). Returns true when it cancels this card.
pub fn sabbath(game: &mut Smog, card: &ActCard, log: &mut Vec<Text>) -> bool {
    if !matches!(card, ActCard::Agent(_)) || game.phase != Phase::Activation {
        return false;
    }
    if take_once(game, |o| *o == Once::Sabbath).is_none() {
        return false;
    }
    log.push(Text::new("log-sabbath").msg("card", crate::view::act_card_text(game, card)));
    true
}

/// Séance: when both rows of the first command phase lie, the named card moves to the first
/// space of the Nemesis's row (the rest keep his order).
pub fn seance(game: &mut Smog, log: &mut Vec<Text>) {
    let named = game.campaign.as_ref().and_then(|c| {
        c.once.iter().find_map(|o| match o {
            Once::Seance(card) => Some(card.clone()),
            _ => None,
        })
    });
    let Some(named) = named else { return };
    let _ = take_once(game, |o| matches!(o, Once::Seance(_)));
    if let Some(i) = game.nem_row.iter().position(|c| *c == named) {
        let card = game.nem_row.remove(i);
        game.nem_row.insert(0, card);
        log.push(Text::new("log-seance").msg("card", crate::view::act_card_text(game, &named)));
    }
}

/// The location powers that act at the next chapter's set-up (the others stay for play).
pub fn apply_at_setup(game: &mut Smog, once: &mut Vec<Once>) {
    let mut keep = Vec::new();
    for o in once.drain(..) {
        match o {
            Once::NoFire => {
                let fire: Vec<crate::board::Pos> = game
                    .chapter_def()
                    .map(|c| {
                        c.fire
                            .iter()
                            .map(|[x, y]| crate::board::Pos::new(*x, *y))
                            .collect()
                    })
                    .unwrap_or_default();
                for p in fire {
                    if game.grid.has_fire(p) {
                        game.grid.set_fire(p, false);
                        game.fire_supply = game.fire_supply.saturating_add(1);
                    }
                }
            }
            Once::FewerMinions(n) => {
                // The minions farthest from the first gentleman's square stay away.
                let start = game
                    .gentlemen()
                    .next()
                    .map(|g| g.pos)
                    .unwrap_or(crate::board::Pos::new(0, 0));
                let mut minions: Vec<(i32, FigId)> = game
                    .figures
                    .iter()
                    .filter(|f| f.kind == FigKind::Minion && !f.gone)
                    .map(|f| (-f.pos.dist(start), f.id))
                    .collect();
                minions.sort_unstable();
                for (_, id) in minions.into_iter().take(usize::from(n)) {
                    if let Some(f) = game.fig_mut(id) {
                        f.gone = true;
                    }
                }
            }
            Once::ExtraRound => game.rounds = game.rounds.saturating_add(1),
            Once::ChaosMinus => {
                if let Some(c) = game.hand.pop() {
                    game.chaos_discard.push(c);
                }
            }
            other => keep.push(other),
        }
    }
    *once = keep;
}
