//! The bots' set-up and intermezzo choices follow their stated reasons (`setup_bot.rs`,
//! `campaign/bot.rs`): each test sets up a situation where the reason and the list order
//! disagree, so a bot taking the first option fails it.

use super::Sdk;
use parlour_plugin_api::Game;

use super::*;
use crate::campaign::intermezzo::{Camp, Stage};
use crate::data::{NemAdv, data};
use crate::setup_bot::heals_others;
use crate::state::{Action, Choice, FigId, Phase, SetupStep};

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
    game.gentlemen()
        .find(|g| g.def == def)
        .expect("on the table")
        .id
}

/// The Major's first advantage card of choice in a balanced one-shot of Chapter I, carrying
/// only `weapon`, when his deck offers only the melee dice (Drill Sergeant, offered first) and
/// the shooting dice (Steady Aim): a teammate holds the rest of it.
fn majors_pick(weapon: &str) -> String {
    let mut game = new_game(
        3,
        77,
        &[("chapter", "1"), ("level", "balanced"), ("bench", "drago")],
    );
    let major = figure(&game, "major");
    setup_until(
        &mut game,
        |g| matches!(g.setup.first(), Some(SetupStep::Advantages(f, _)) if *f == major),
    );
    let rest: Vec<String> = game
        .advantage_options(major)
        .into_iter()
        .filter(|c| c != "drill_sergeant" && c != "steady_aim")
        .collect();
    let mate = game
        .gentlemen()
        .find(|g| g.id != major)
        .expect("a teammate")
        .id;
    if let Some(f) = game.fig_mut(mate) {
        f.advantages.extend(rest);
    }
    if let Some(f) = game.fig_mut(major) {
        f.equipment = vec![weapon.to_owned()];
        f.advantages.clear();
    }
    assert_eq!(
        game.advantage_options(major),
        vec!["drill_sergeant".to_owned(), "steady_aim".to_owned()],
        "the melee dice come first in the list"
    );
    let seat = game.acting_seats()[0];
    match game.bot_action(seat, 1) {
        Some(Action::Advantage { fig, card }) if fig == major => card,
        other => panic!("not an advantage card: {other:?}"),
    }
}

#[test]
fn a_gentleman_takes_the_advantage_card_that_suits_his_weapon() {
    assert_eq!(
        majors_pick("shotgun"),
        "steady_aim",
        "a shooter takes the shooting dice"
    );
    assert_eq!(
        majors_pick("hand_axe"),
        "drill_sergeant",
        "an axeman takes the melee dice"
    );
}

#[test]
fn roles_go_to_the_gentlemen_they_fit() {
    // The marksman's dice go to the one gentleman who shoots. He is the second without a
    // role: the list order would give him the scout's card and the marksman's to the third.
    let mut game = new_game(
        3,
        78,
        &[("chapter", "1"), ("level", "balanced"), ("bench", "drago")],
    );
    setup_until(&mut game, |g| {
        matches!(g.setup.first(), Some(SetupStep::Roles))
    });
    let open: Vec<FigId> = game
        .gentlemen()
        .filter(|g| g.role.is_none())
        .map(|g| g.id)
        .collect();
    assert_eq!(open.len(), 3, "three gentlemen wait for a role");
    let shooter = open[1];
    for id in open {
        if let Some(f) = game.fig_mut(id) {
            f.equipment = vec![
                if id == shooter {
                    "revolver"
                } else {
                    "hand_axe"
                }
                .to_owned(),
            ];
        }
    }
    let mut k = 0;
    while matches!(game.setup.first(), Some(SetupStep::Roles)) && k < 10 {
        let seat = game.acting_seats()[0];
        let a = game.bot_action(seat, k).expect("a role");
        game.act(seat, &a).expect("apply");
        k += 1;
    }
    let marksman = game
        .gentlemen()
        .find(|g| g.role.as_deref() == Some("marksman"))
        .map(|g| g.id);
    assert_eq!(
        marksman,
        Some(shooter),
        "the marksman's role goes to the shooter"
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

#[test]
fn the_nemesis_buys_life_for_the_agents_the_chapter_turns_on() {
    // Chapter V: the gentlemen win by killing both Hammerlotties; the mechanist decides
    // nothing. With the mechanist's offer first, the list order would make him tougher.
    let mut game = new_game(3, 80, &[("chapter", "5"), ("level", "balanced")]);
    setup_until(&mut game, |g| {
        matches!(g.setup.first(), Some(SetupStep::Conspiracy))
    });
    let def = |a: &Action| match a {
        Action::Buy { target, .. } => target
            .as_deref()
            .and_then(|t| t.parse::<FigId>().ok())
            .and_then(|f| game.fig(f))
            .map(|f| f.def.clone())
            .unwrap_or_default(),
        _ => String::new(),
    };
    let mut offers: Vec<Action> = game
        .setup_actions()
        .into_iter()
        .filter(|a| {
            matches!(
                a,
                Action::Buy {
                    adv: NemAdv::AgentLife,
                    ..
                }
            )
        })
        .collect();
    offers.sort_by_key(|a| def(a) != "mechanist");
    assert_eq!(def(&offers[0]), "mechanist", "the list order's pick");
    let pick = crate::setup_bot::conspiracy_pick(&game, &offers).expect("a purchase");
    assert_eq!(def(&pick), "hammerlotte");
}

/// The Nemesis bot's version of `sheet` at a balanced one-shot of `chapter`.
fn version_chosen(chapter: &str, sheet: &str) -> u8 {
    let mut game = new_game(3, 81, &[("chapter", chapter), ("level", "balanced")]);
    setup_until(
        &mut game,
        |g| matches!(g.setup.first(), Some(SetupStep::Version(s)) if s == sheet),
    );
    let seat = game.acting_seats()[0];
    let options = game.setup_actions();
    assert_eq!(
        options.first(),
        Some(&Action::Version {
            sheet: sheet.to_owned(),
            version: 0
        }),
        "version 0 is first in the list"
    );
    match game.bot_action(seat, 1) {
        Some(Action::Version { sheet: s, version }) if s == sheet => version,
        other => panic!("not a version of {sheet}: {other:?}"),
    }
}

#[test]
fn the_nemesis_takes_the_versions_the_chapter_asks_for() {
    // Burning zombies: version 1 is faster (agility 3, strength 2), version 0 stronger
    // (agility 2, strength 3). In Chapter III the gentlemen run from manhole to manhole, so
    // speed catches them; in Chapter VI the fight at the ritual wants the stronger one.
    assert_eq!(version_chosen("3", "burning_zombie"), 1, "fast in a race");
    assert_eq!(
        version_chosen("6", "burning_zombie"),
        0,
        "strong in a fight"
    );
    // Chapter IV: Titus must catch the Tin Nanny before she gets out: the charging, faster
    // version (agility 4, Charge) rather than the first (agility 3, Counterattack).
    assert_eq!(
        version_chosen("4", "titus"),
        1,
        "Titus charges after the nanny"
    );
    // Chapter II: the brothers' deaths decide it, so Emerson takes the version that survives
    // (agility 4 for his defence, Elusive) over the better shot with more life.
    assert_eq!(version_chosen("2", "emerson"), 1, "Emerson keeps alive");
}

#[test]
fn the_leader_shares_a_gun_to_the_gentleman_without_one() {
    // The level's pool holds one hunting rifle. The first gentleman carries a shotgun (he
    // shoots already) and nothing else, the second an axe and whisky: the old rule (to the
    // gentleman with the fewest cards) gave the rifle to the first; it is the second's only
    // way to shoot.
    let mut game = new_game(
        3,
        82,
        &[("chapter", "1"), ("level", "balanced"), ("bench", "drago")],
    );
    setup_until(&mut game, |g| {
        matches!(g.setup.first(), Some(SetupStep::Share))
    });
    let ids: Vec<FigId> = game.gentlemen().map(|g| g.id).collect();
    for (i, id) in ids.iter().enumerate() {
        if let Some(f) = game.fig_mut(*id) {
            f.equipment = match i {
                0 => vec!["shotgun".to_owned()],
                1 => vec!["hand_axe".to_owned(), "whisky".to_owned()],
                _ => vec![
                    "shotgun".to_owned(),
                    "whisky".to_owned(),
                    "bandage".to_owned(),
                ],
            };
        }
    }
    game.pool = vec!["hunting_rifle".to_owned()];
    let seat = game.acting_seats()[0];
    match game.bot_action(seat, 0) {
        Some(Action::Give {
            card,
            to: Some(to),
            discard: None,
        }) => {
            assert_eq!(card, "hunting_rifle");
            assert_eq!(
                to, ids[1],
                "the rifle goes to the gentleman who cannot shoot"
            );
        }
        other => panic!("the rifle is not given: {other:?}"),
    }
    // A shield goes to the gentleman with room for it rather than to one who would have to
    // throw a weapon away for it.
    let slots = |g: &Smog, id: FigId| g.free_slots(id);
    game.pool = vec!["gyro_shield".to_owned()];
    let best = crate::setup_bot::share_pick(&game, &game.setup_actions()).expect("a move");
    match best {
        Action::Give {
            to: Some(to),
            discard,
            ..
        } => {
            assert!(discard.is_none(), "no weapon is thrown away");
            assert!(slots(&game, to) > 0);
        }
        other => panic!("the shield is not given: {other:?}"),
    }
}

/// Every question of the set-up says what it asks (versions, powers, conspiracy, leader,
/// roles, advantage cards, sharing), a card handed out or taken shows its text on hover,
/// and the role cards, one button per gentleman and card, stand under a heading for each
/// gentleman (the equipment to share under one for each card) without repeating it.
#[test]
fn every_set_up_question_has_a_prompt_and_roles_are_grouped_by_gentleman() {
    let mut game = new_game(3, 78, &[("chapter", "1"), ("level", "balanced")]);
    let mut asked = std::collections::BTreeSet::new();
    let mut k = 0u64;
    while game.phase == Phase::Setup {
        let seat = game.acting_seats()[0];
        let step = game.choices(seat, &[]);
        let what = format!("{:?}", game.setup.first());
        let prompt = step
            .prompt
            .as_ref()
            .unwrap_or_else(|| panic!("no prompt at {what}"));
        asked.insert(prompt.id.clone());
        // A button that hands out or takes a card shows the card's text on hover.
        for option in &step.options {
            if let Choice::Act(
                Action::Role { card, .. }
                | Action::Advantage { card, .. }
                | Action::TakePower(card),
            ) = &option.action
            {
                let tip = option.shown.as_ref().and_then(|s| s.tooltip.as_ref());
                assert_eq!(
                    tip.map(|t| t.id.as_str()),
                    Some(crate::view::card_body(card).id.as_str()),
                    "{:?}",
                    option.action
                );
            }
        }
        // A sheet's version shows its numbers on hover.
        for option in &step.options {
            if let Choice::Act(Action::Version { .. }) = &option.action {
                let tip = option.shown.as_ref().and_then(|s| s.tooltip.as_ref());
                assert_eq!(tip.map(|t| t.id.as_str()), Some("version-summary"));
            }
        }
        if matches!(game.setup.first(), Some(SetupStep::Share)) {
            for option in &step.options {
                if let Choice::Act(Action::Give { card, discard, .. }) = &option.action {
                    let group = option.shown.as_ref().and_then(|s| s.group.as_ref());
                    assert_eq!(
                        group.map(|g| g.id.as_str()),
                        Some(crate::view::card_text(card).id.as_str()),
                        "the equipment is shared out card by card"
                    );
                    let card_id = crate::view::card_text(card).id;
                    assert!(
                        discard.as_ref() == Some(card)
                            || !option.label.message_ids().contains(&card_id.as_str()),
                        "the button under the card's heading does not repeat it: {:?}",
                        option.label
                    );
                }
            }
        }
        if matches!(game.setup.first(), Some(SetupStep::Roles)) {
            for option in &step.options {
                let Choice::Act(Action::Role { fig, .. }) = &option.action else {
                    continue;
                };
                let group = option
                    .shown
                    .as_ref()
                    .and_then(|s| s.group.as_ref())
                    .unwrap_or_else(|| panic!("{:?} has no heading", option.action));
                assert_eq!(group.id, "group-for-figure");
                let name = game.fig_text(*fig);
                assert!(
                    group.message_ids().contains(&name.id.as_str()),
                    "the heading names the gentleman: {group:?}"
                );
                assert!(
                    !option.label.message_ids().contains(&name.id.as_str()),
                    "the button under the heading does not repeat his name: {:?}",
                    option.label
                );
            }
        }
        let a = game.bot_action(seat, k).expect("a set-up move");
        game.act(seat, &a).expect("apply");
        k += 1;
        assert!(k < 500, "the set-up never ended");
    }
    for id in [
        "prompt-version",
        "prompt-leader",
        "prompt-roles",
        "prompt-advantages",
    ] {
        assert!(asked.contains(id), "{id} was asked: {asked:?}");
    }
}
