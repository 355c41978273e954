//! The bots' set-up and intermezzo choices follow their stated reasons (`setup_bot.rs`,
//! `campaign/bot.rs`): each test sets up a situation where the reason and the list order
//! disagree, so a bot taking the first option fails it.

use super::Sdk;
use parlour_plugin_api::Game;

use super::*;
use crate::campaign::intermezzo::{Camp, Stage};
use crate::data::{NemAdv, data};
use crate::setup_bot::heals_others;
use crate::state::{Action, FigId, NEMESIS_SEAT, Phase, SetupStep};

/// Plays bot moves of the set-up until `stop` holds; panics if the set-up ends first.
fn setup_until(game: &mut Smog, stop: impl Fn(&Smog) -> bool) {
    let mut k = 0u64;
    while !stop(game) {
        assert_eq!(game.phase, Phase::Setup, "the set-up ended before the step");
        let seat = game.acting_seats()[0];
        let a = game.bot_action(seat, k).expect("a set-up move");
        game.act(seat, &a).expect("apply");
        k += 1;
        assert!(k < 500, "the step never came");
    }
}

fn figure(game: &Smog, def: &str) -> FigId {
    game.gentlemen().find(|g| g.def == def).expect("on the table").id
}

/// The Major's first advantage card of choice in a balanced one-shot of Chapter I.
fn majors_pick(weapon: &str) -> String {
    let mut game = new_game(
        3,
        77,
        &[("chapter", "1"), ("level", "balanced"), ("bench", "drago")],
    );
    let major = figure(&game, "major");
    setup_until(&mut game, |g| {
        matches!(g.setup.first(), Some(SetupStep::Advantages(f, _)) if *f == major)
    });
    if let Some(f) = game.fig_mut(major) {
        f.equipment = vec![weapon.to_owned()];
        f.advantages.clear();
    }
    let seat = game.acting_seats()[0];
    match game.bot_action(seat, 1) {
        Some(Action::Advantage { fig, card }) if fig == major => card,
        other => panic!("not an advantage card: {other:?}"),
    }
}

#[test]
fn a_gentleman_takes_the_advantage_card_that_suits_his_weapon() {
    // The knight's deck opens with a defence card; the list order would take it every time.
    let first = data()
        .cards
        .iter()
        .find(|c| c.profession == Some(crate::data::Profession::Knight))
        .map(|c| c.id.clone())
        .expect("a knight card");
    let with_gun = majors_pick("shotgun");
    assert_eq!(with_gun, "steady_aim", "a shooter takes the shooting dice");
    let with_axe = majors_pick("hand_axe");
    assert_eq!(with_axe, "drill_sergeant", "an axeman takes the melee dice");
    assert_ne!(with_gun, first);
}

#[test]
fn roles_go_to_the_gentlemen_they_fit() {
    // The marksman's dice go to a gentleman who shoots, never to one without a gun.
    let mut game = new_game(
        3,
        78,
        &[("chapter", "1"), ("level", "balanced"), ("bench", "drago")],
    );
    setup_until(&mut game, |g| matches!(g.setup.first(), Some(SetupStep::Roles)));
    let shooter = figure(&game, "major");
    let ids: Vec<FigId> = game.gentlemen().map(|g| g.id).collect();
    for id in ids {
        if let Some(f) = game.fig_mut(id) {
            f.equipment = vec![if id == shooter { "revolver" } else { "hand_axe" }.to_owned()];
        }
    }
    let mut k = 0;
    while matches!(game.setup.first(), Some(SetupStep::Roles)) && k < 10 {
        let seat = game.acting_seats()[0];
        let a = game.bot_action(seat, k).expect("a role");
        if let Action::Role { fig, card } = &a
            && card == "marksman"
        {
            assert_eq!(*fig, shooter, "the marksman's role goes to the shooter");
        }
        game.act(seat, &a).expect("apply");
        k += 1;
    }
    let marksman = game
        .gentlemen()
        .find(|g| g.role.as_deref() == Some("marksman"))
        .map(|g| g.id);
    assert!(
        marksman.is_none() || marksman == Some(shooter),
        "marksman: {marksman:?}"
    );
}

#[test]
fn the_nemesis_spends_conspiracy_on_the_chapters_objective() {
    // Chapter II: the gentlemen win by killing both brothers, and eight shambling zombies
    // come at them. His points buy life for both brothers and hit-plus for the horde; the
    // list order (first offer, then supply) never buys the hit-plus.
    let mut game = new_game(3, 79, &[("chapter", "2"), ("level", "balanced")]);
    setup_until(&mut game, |g| {
        matches!(g.setup.first(), Some(SetupStep::Conspiracy))
    });
    let mut k = 0;
    while matches!(game.setup.first(), Some(SetupStep::Conspiracy)) && k < 20 {
        let a = game.bot_action(NEMESIS_SEAT, k).expect("a purchase");
        game.act(NEMESIS_SEAT, &a).expect("apply");
        k += 1;
    }
    let life: Vec<String> = game
        .bought
        .iter()
        .filter(|b| b.adv == NemAdv::AgentLife)
        .filter_map(|b| b.target.as_deref()?.parse::<FigId>().ok())
        .filter_map(|f| game.fig(f).map(|x| x.def.clone()))
        .collect();
    assert!(life.contains(&"tobias".to_owned()), "{life:?}");
    assert!(life.contains(&"emerson".to_owned()), "{life:?}");
    assert!(
        game.bought
            .iter()
            .any(|b| b.adv == NemAdv::MinionHitPlus
                && b.target.as_deref() == Some("shambling_zombie")),
        "hit-plus for the horde: {:?}",
        game.bought
    );
}

/// A campaign with Abigail (the arcanist, whose deck heals) on the bench, at the swap of the
/// first intermezzo, `deaths` gentlemen defeated in the chapter just played. Nobody in the
/// line-up holds a card that heals a friend, unless `healer`: then the first gentleman whose
/// deck has one holds it.
fn at_the_swap(deaths: u8, healer: bool) -> Smog {
    let mut game = new_game(3, 41, &[("mode", "campaign"), ("bench", "abigail")]);
    let mut k = 0u64;
    let at_swap = |g: &Smog| {
        g.campaign
            .as_ref()
            .and_then(|c| c.intermezzo.as_ref())
            .and_then(|im| im.stages.first())
            == Some(&Stage::Swap)
    };
    while !at_swap(&game) {
        assert!(!game.is_over() && k < 50_000, "no swap came");
        let seat = game.acting_seats()[0];
        let a = game.bot_action(seat, k).expect("a move");
        game.act(seat, &a).expect("apply");
        k += 1;
    }
    let heal = |c: &String| data().card(c).is_some_and(heals_others);
    let ids: Vec<FigId> = game.gentlemen().map(|g| g.id).collect();
    for id in ids {
        if let Some(f) = game.fig_mut(id) {
            f.advantages.retain(|c| !heal(c));
        }
    }
    let c = game.campaign.as_mut().expect("campaign");
    assert!(!c.lineup.contains(&"abigail".to_owned()));
    for kept in c.roster.iter_mut() {
        kept.advantages.retain(|c| !heal(c));
    }
    c.history.last_mut().expect("a chapter played").deaths = deaths;
    if healer {
        let lineup = c.lineup.clone();
        let (def, card) = lineup
            .iter()
            .find_map(|g| {
                let prof = data().gentleman(g)?.profession;
                let card = data()
                    .cards
                    .iter()
                    .find(|x| x.profession == Some(prof) && heals_others(x))?;
                Some((g.clone(), card.id.clone()))
            })
            .expect("a healer's deck in the line-up");
        c.kept_mut(&def).advantages.push(card.clone());
        let fig = figure(&game, &def);
        if let Some(f) = game.fig_mut(fig) {
            f.advantages.push(card);
        }
    }
    game
}

#[test]
fn a_wounded_team_swaps_in_a_healer() {
    let game = at_the_swap(2, false);
    let seat = game.acting_seats()[0];
    match game.bot_action(seat, 0) {
        Some(Action::Campaign(Camp::Swap { into, .. })) => assert_eq!(into, "abigail"),
        other => panic!("no swap for a healer: {other:?}"),
    }
    // With a healer in the line-up and no wounds the team has no such weakness and stays.
    let game = at_the_swap(0, true);
    let seat = game.acting_seats()[0];
    assert_eq!(
        game.bot_action(seat, 0),
        Some(Action::Campaign(Camp::Done)),
        "an unhurt team keeps its line-up"
    );
}
