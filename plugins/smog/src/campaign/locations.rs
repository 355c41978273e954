//! The location cards of the intermezzo (designed, D-12; `data/locations.toml`) and the powers
//! they give for the next chapter: Sabbath and Séance while it is played, the others
//! at its set-up.

use std::sync::OnceLock;

use parlour_plugin_api::{Ctx, Seat, Text};
use serde::{Deserialize, Serialize};

use super::{Camp, Once};
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

/// A location card's question in the chapter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Offer {
    /// This agent card was just revealed: cancel its activation with the Sabbath?
    Sabbath(ActCard),
}

fn take_once(game: &mut Smog, pick: impl Fn(&Once) -> bool) -> Option<Once> {
    let camp = game.campaign.as_mut()?;
    let i = camp.once.iter().position(pick)?;
    Some(camp.once.remove(i))
}

fn holder_seat(game: &Smog, gentleman: &str) -> Seat {
    game.gentlemen()
        .find(|g| g.def == gentleman)
        .map(|g| game.controller(g.id))
        .unwrap_or_else(|| game.leader_seat())
}

fn sabbath_holder(game: &Smog) -> Option<&str> {
    game.campaign.as_ref()?.once.iter().find_map(|o| match o {
        Once::Sabbath(by) => Some(by.as_str()),
        _ => None,
    })
}

fn seance_holder(game: &Smog) -> Option<&str> {
    game.campaign.as_ref()?.once.iter().find_map(|o| match o {
        Once::Seance(by) => Some(by.as_str()),
        _ => None,
    })
}

/// Whether the Séance question is open: the start of a command phase it was not asked in.
fn seance_open(game: &Smog) -> bool {
    game.phase == Phase::Command
        && game.nem_row.is_empty()
        && game.gent_row.is_empty()
        && game
            .campaign
            .as_ref()
            .is_some_and(|c| c.seance_round != game.round)
        && seance_holder(game).is_some()
}

/// The seat a location card's question waits for, if any.
pub fn offer_seat(game: &Smog) -> Option<Seat> {
    let c = game.campaign.as_ref()?;
    if let Some(Offer::Sabbath(_)) = &c.offer {
        return Some(holder_seat(game, sabbath_holder(game)?));
    }
    if seance_open(game) {
        return Some(holder_seat(game, seance_holder(game)?));
    }
    None
}

/// The answers to the open question.
pub fn offer_actions(game: &Smog) -> Vec<Camp> {
    let Some(c) = game.campaign.as_ref() else {
        return Vec::new();
    };
    if let Some(Offer::Sabbath(_)) = &c.offer {
        return vec![Camp::Cancel, Camp::Done];
    }
    if seance_open(game) {
        let mut v: Vec<Camp> = game.nemesis_cards().into_iter().map(Camp::Name).collect();
        v.push(Camp::Done);
        return v;
    }
    Vec::new()
}

/// Sabbath: when an agent's card is revealed, its holder may cancel the activation
/// before anything of it happens. Returns true when the question is asked.
pub fn offer_sabbath(game: &mut Smog, card: &ActCard) -> bool {
    let ActCard::Agent(sheet) = card else {
        return false;
    };
    if game.phase != Phase::Activation || sabbath_holder(game).is_none() {
        return false;
    }
    let present = game
        .figures
        .iter()
        .any(|f| f.kind == FigKind::Agent && f.def == *sheet && !f.gone);
    if !present {
        return false;
    }
    if let Some(c) = game.campaign.as_mut() {
        c.offer = Some(Offer::Sabbath(card.clone()));
    }
    true
}

/// Applies the answer to a location card's question.
pub fn answer(game: &mut Smog, action: &Camp, ctx: &mut Ctx) {
    let offer = game.campaign.as_mut().and_then(|c| c.offer.take());
    if let Some(Offer::Sabbath(card)) = offer {
        if *action == Camp::Cancel {
            let _ = take_once(game, |o| matches!(o, Once::Sabbath(_)));
            ctx.log(Text::new("log-sabbath").msg("card", crate::view::act_card_text(game, &card)));
            game.reveal_next(ctx);
        } else if !game.start_activation(card, ctx) {
            game.reveal_next(ctx);
        }
        return;
    }
    let round = game.round;
    if let Some(c) = game.campaign.as_mut() {
        c.seance_round = round;
    }
    if let Camp::Name(card) = action {
        let _ = take_once(game, |o| matches!(o, Once::Seance(_)));
        if let Some(c) = game.campaign.as_mut() {
            c.once.push(Once::Named(card.clone()));
        }
        ctx.log(Text::new("log-seance").msg("card", crate::view::act_card_text(game, card)));
    }
}

/// Séance: the named card goes to the first space of the Nemesis's row (he laid the rest).
pub fn seance(game: &mut Smog, ctx: &mut Ctx) {
    let _ = ctx;
    if game.nem_row.is_empty() {
        return;
    }
    let Some(Once::Named(named)) = take_once(game, |o| matches!(o, Once::Named(_))) else {
        return;
    };
    if let Some(i) = game.nem_row.iter().position(|c| *c == named) {
        let card = game.nem_row.remove(i);
        game.nem_row.insert(0, card);
        let round = game.round;
        if let Some(c) = game.campaign.as_mut() {
            c.named_first = Some(round);
        }
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
