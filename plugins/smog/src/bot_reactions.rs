//! The Nemesis bot's answers at the chaos window of a fight, before a gentleman's defence roll
//! (cards played "when a gentleman is attacked", design D-10). Like the other windows it is
//! answered at once whatever the hand holds (`Game::cheap_decision`), so how long the bot
//! takes never hints at a card.
//!
//! The attack's roll is known there: a card is played when the roll already hits, so that
//! one more hit or two fewer defence dice most likely turn into damage; with no hit the bot
//! keeps its cards for a better roll.

use crate::combat::dice::{self, HitRules};
use crate::data::{Effect, data};
use crate::state::{Action, FightStage, Smog};

/// The bot's answer at a fight's chaos window: a card worth playing on the defender, else
/// passing. `offered` are the window's answers (`Smog::fight_window_actions`).
pub fn fight_window(game: &Smog, offered: &[Action]) -> Option<Action> {
    let f = game.fights.last()?;
    let FightStage::Chaos(i) = f.stage else {
        return Some(Action::PassWindow);
    };
    let d = f.defenders.get(usize::from(i))?;
    let rules = HitRules {
        hit_plus_double: f.hit_plus_double,
        cover_hits: f.cover_hits,
    };
    let hits = dice::hits(&f.dice, rules, 0).saturating_add(d.extra_hits);
    if hits == 0 {
        return Some(Action::PassWindow);
    }
    // One more hit first (it cannot be dodged away as easily), then fewer defence dice
    // while the gentleman still rolls any.
    let pool = game.defence_pool(d.fig, 0, f.defender_minus.saturating_add(d.minus));
    let value = |a: &Action| match a {
        Action::Chaos { card, .. } => match data().card(card).map(|c| c.effect) {
            Some(Effect::ExtraHits) => 2,
            Some(Effect::DefenceMinus) if pool > 0 => 1,
            _ => 0,
        },
        _ => 0,
    };
    offered
        .iter()
        .filter(|a| value(a) > 0)
        .max_by_key(|a| value(a))
        .cloned()
        .or(Some(Action::PassWindow))
}
