//! What carries from one chapter into the next: the
//! chapter's consequences for the side that won it, the cards each side keeps, and building
//! the next chapter with the campaign's pool, advantages, powers, conspiracy points and
//! location powers in place of the one-shot level's extras.

use parlour_plugin_api::{Ctx, Text};

use super::Campaign;
use crate::data::{Consequence, data};
use crate::scenario::Options;
use crate::state::*;

/// The finished chapter's consequences and the clearing of the table: the gentlemen keep their
/// equipment and advantage cards, the Nemesis his power cards; chaos cards, ether, damage and
/// suffering go.
pub fn after_chapter(game: &mut Smog, camp: &mut Campaign, winner: Team, ctx: &mut Ctx) {
    let cons = game
        .chapter_def()
        .map(|c| match winner {
            Team::Gentlemen => c.campaign.gentlemen.clone(),
            Team::Nemesis => c.campaign.nemesis.clone(),
        })
        .unwrap_or_default();
    apply_consequence(game, camp, winner, &cons, ctx);
    clear_table(game, camp, ctx);
}

/// What the chapter's `campaign` section gives the side that won it.
pub fn apply_consequence(
    game: &mut Smog,
    camp: &mut Campaign,
    winner: Team,
    cons: &Consequence,
    ctx: &mut Ctx,
) {
    if let Some(r) = camp.history.last_mut() {
        r.text = cons.text.clone();
        r.outcome = cons.outcome.clone();
    }
    // The winner picks Moloch stones from their deck at the start of the intermezzo.
    camp.stone_picks = (cons.moloch_stones > 0).then_some((winner, cons.moloch_stones));
    camp.conspiracy = camp.conspiracy.saturating_add(cons.conspiracy);
    // Cards drawn from decks shuffled earlier come to light.
    if !cons.draw.is_empty() {
        ctx.reveal();
    }
    for deck in &cons.draw {
        if let Some(c) = game.deck_mut(deck).pop() {
            camp.stash.push(c);
        }
    }
    camp.extra_powers = camp.extra_powers.saturating_add(cons.powers);
    camp.lose_powers = camp.lose_powers.saturating_add(cons.lose_powers);
    camp.supply = camp.supply.saturating_add(cons.supply);
}

/// The table after a chapter: each gentleman keeps his cards (advantages recorded with him),
/// damage, ether, suffering and roles go; the Nemesis keeps his powers, his chaos cards go.
fn clear_table(game: &mut Smog, camp: &mut Campaign, ctx: &mut Ctx) {
    // The gentlemen: advantage cards kept with each of them, the table cleared.
    let ids: Vec<FigId> = game.gentlemen().map(|g| g.id).collect();
    for id in ids {
        let Some(f) = game.fig(id).cloned() else {
            continue;
        };
        camp.kept_mut(&f.def).advantages = f.advantages.clone();
        if let Some(g) = game.fig_mut(id) {
            g.damage = 0;
            g.ether = 0;
            g.upkeep = 0;
            g.knocked = false;
            g.defeated = false;
            g.role = None;
            let suffering = std::mem::take(&mut g.suffering);
            game.suffering_discard.extend(suffering);
        }
    }
    // The Nemesis: power cards kept (ether off), chaos cards discarded.
    camp.powers = game.powers.iter().map(|p| p.id.clone()).collect();
    for p in game.powers.iter_mut() {
        p.ether = 0;
    }
    let hand = std::mem::take(&mut game.hand);
    game.chaos_discard.extend(hand);
    game.supply = 0;
    camp.leader = game
        .fig(game.leader)
        .map(|f| f.def.clone())
        .unwrap_or_default();
    camp.lineup = game.gentlemen().map(|g| g.def.clone()).collect();
    ctx.log(Text::new("log-carry-over"));
}

fn remove_one(decks: &mut [(String, Vec<String>)], card: &str) {
    for (_, deck) in decks.iter_mut() {
        if let Some(i) = deck.iter().position(|c| c == card) {
            deck.remove(i);
            return;
        }
    }
}

/// Builds the next chapter after the intermezzo: its scene and figures from the chapter file,
/// the four gentlemen of the line-up with their advantage cards, the whole equipment pool for
/// the leader to share out, the Nemesis's kept powers, conspiracy points and extra
/// supply, the location powers; then its set-up decisions (versions, conspiracy, roles,
/// sharing).
pub fn build_next(game: &mut Smog, ctx: &mut Ctx) {
    let Some(mut camp) = game.campaign.take() else {
        return;
    };
    let Some(number) = super::next_chapter(game.chapter) else {
        game.campaign = Some(camp);
        return;
    };
    // Everything the gentlemen collected: what they hold and the stash.
    let mut pool: Vec<String> = std::mem::take(&mut camp.stash);
    camp.owners.clear();
    for g in game.gentlemen() {
        pool.extend(g.equipment.iter().cloned());
        camp.owners
            .extend(g.equipment.iter().map(|c| (c.clone(), g.def.clone())));
    }
    let bench = data()
        .gentlemen
        .iter()
        .map(|g| g.id.clone())
        .find(|g| !camp.lineup.contains(g))
        .unwrap_or_default();
    let opts = Options {
        players: game.seats,
        chapter: number,
        level: game.level.clone(),
        bench,
        seed: game.rng.next_u64(),
    };
    let mut next = match Smog::new(&opts) {
        Ok(n) => n,
        Err(_) => {
            // Content that cannot be set up ends the campaign where it stands.
            let winner = camp
                .history
                .last()
                .map(|r| r.winner)
                .unwrap_or(Team::Nemesis);
            game.campaign = Some(camp);
            game.phase = Phase::Over(winner);
            return;
        }
    };
    // The level's random equipment and extras do not apply in a running campaign.
    let level_pool = std::mem::take(&mut next.pool);
    for card in level_pool {
        let deck = data()
            .card(&card)
            .and_then(|c| c.deck.clone())
            .unwrap_or_default();
        next.deck_mut(&deck).push(card);
    }
    // The line-up in order, without sheet starting equipment, with kept advantages.
    let gent_ids: Vec<FigId> = next.gentlemen().map(|g| g.id).collect();
    for (i, id) in gent_ids.iter().enumerate() {
        let def = camp.lineup.get(i).cloned();
        let advantages = def
            .as_ref()
            .and_then(|d| camp.kept(d))
            .map(|k| k.advantages.clone())
            .unwrap_or_default();
        let Some(f) = next.fig_mut(*id) else { continue };
        if let Some(d) = def {
            f.def = d;
        }
        let start = std::mem::take(&mut f.equipment);
        f.advantages = advantages;
        f.role = None;
        for card in start {
            let deck = data()
                .card(&card)
                .and_then(|c| c.deck.clone())
                .unwrap_or_default();
            next.deck_mut(&deck).push(card);
        }
    }
    for card in &pool {
        remove_one(&mut next.decks, card);
    }
    let held: Vec<String> = next
        .gentlemen()
        .flat_map(|g| g.advantages.iter().cloned())
        .collect();
    for card in &held {
        remove_one(&mut next.decks, card);
    }
    let mut rng = parlour_plugin_api::GameRng::from_seed(next.rng.next_u64());
    for (_, deck) in next.decks.iter_mut() {
        rng.shuffle(deck);
    }
    next.pool = pool;
    // The leader chosen in the intermezzo.
    let chosen = next
        .gentlemen()
        .find(|g| g.def == camp.leader)
        .map(|g| g.id);
    if let Some(leader) = chosen {
        next.leader = leader;
    }
    let leader = next.leader;
    if let Some(f) = next.fig_mut(leader) {
        f.role = Some("leader".to_owned());
    }
    // The Nemesis: kept powers (without those set aside), points and supply.
    next.powers = camp
        .powers
        .iter()
        .filter(|p| !camp.resting.contains(p))
        .map(|p| Power {
            id: p.clone(),
            ether: 0,
        })
        .collect();
    camp.resting.clear();
    // The Nemesis's Moloch stones leave the deck; each assigned one lies with the first figure
    // of its agent's sheet, whose rules then read it like any card.
    for stone in &camp.stones {
        remove_one(&mut next.decks, &stone.card);
        let Some(sheet) = stone.agent.as_deref() else {
            continue;
        };
        if let Some(f) = next
            .figures
            .iter_mut()
            .find(|f| f.kind == FigKind::Agent && f.def == sheet)
        {
            f.equipment.push(stone.card.clone());
        }
    }
    // The Nemesis's standing orders that still make sense carry over: whether his chaos
    // windows ask him, and received ether for a power card he kept (agents are new figures).
    let targets = next.ether_targets();
    let kept = |t: &EtherTarget| matches!(t, EtherTarget::Power(_)) && targets.contains(t);
    next.orders.window = game.orders.window;
    next.orders.ether = game.orders.ether.clone().filter(|t| kept(t));
    next.orders.fill = game.orders.fill.clone().filter(|(t, _)| kept(t));
    next.conspiracy = std::mem::take(&mut camp.conspiracy);
    next.supply = next.supply.saturating_add(std::mem::take(&mut camp.supply));
    let mut once = std::mem::take(&mut camp.once);
    super::locations::apply_at_setup(&mut next, &mut once);
    camp.once = once;
    super::story::set_up(&mut next, &mut camp, ctx);
    let mut steps: Vec<SetupStep> = next
        .setup
        .iter()
        .filter(|s| matches!(s, SetupStep::Version(_)))
        .cloned()
        .collect();
    if next.conspiracy > 0 {
        steps.push(SetupStep::Conspiracy);
    }
    steps.push(SetupStep::Roles);
    if !next.pool.is_empty() {
        steps.push(SetupStep::Share);
    }
    next.setup = steps;
    camp.intermezzo = None;
    camp.offer = None;
    camp.seance_round = 0;
    // One game: the event counter runs on.
    next.events = game.events;
    next.campaign = Some(camp);
    *game = next;
    // The new chapter is dealt with a generator of its own, which replaces the state's: the
    // SDK cannot compare its draws, so the move says itself that it used chance.
    ctx.reveal();
    ctx.log(Text::new("log-next-chapter").num("chapter", game.chapter));
    if let Some(intro) = game.chapter_def().map(|c| &c.campaign.intro)
        && !intro.is_empty()
    {
        ctx.log(Text::new(intro.clone()));
    }
    game.skip_empty_setup();
}
