//! The rule deviations of issue 24, each checked against the rulebook (line numbers are the
//! German rulebook's, approximate).

use super::Sdk;

use super::fixtures::*;
use crate::board::Pos;
use crate::state::*;

/// Rulebook L2286-2298: Charge is a special ability of any figure that has it, agents
/// included. Titus's second version has it; with 2 ether and a gentleman in sight three
/// squares away he charges, pays 1 ether and one action, and then makes his melee attack.
#[test]
fn an_agent_with_charge_is_offered_the_charge() {
    let mut g = arena(10, 6);
    g.versions.push(("titus".into(), 1));
    let major = add(&mut g, FigKind::Gentleman, "major", 5, 2);
    let titus = add(&mut g, FigKind::Agent, "titus", 2, 2);
    g.fig_mut(titus).expect("titus").ether = 2;
    activate(&mut g, ActCard::Agent("titus".into()), vec![(titus, 2)]);
    let charge = Action::Charge {
        fig: titus,
        target: major,
        to: Pos::new(4, 2),
    };
    assert!(g.legal(NEMESIS_SEAT, &charge), "Titus may charge");
    g.act(NEMESIS_SEAT, &charge).expect("charge");
    let t = g.fig(titus).expect("titus");
    assert_eq!((t.pos, t.ether), (Pos::new(4, 2), 1));
    assert_eq!(g.actions_left(titus), 1);
    assert_eq!(g.charging(), Some((titus, major)));
    let mut attack = melee(titus, major);
    attack.mode = AttackMode::Charge;
    assert!(g.legal(NEMESIS_SEAT, &Action::Attack(attack)));
    // Without ether, or next to the target, there is no charge.
    let mut g = arena(10, 6);
    g.versions.push(("titus".into(), 1));
    let major = add(&mut g, FigKind::Gentleman, "major", 5, 2);
    let titus = add(&mut g, FigKind::Agent, "titus", 2, 2);
    activate(&mut g, ActCard::Agent("titus".into()), vec![(titus, 2)]);
    let charge = Action::Charge {
        fig: titus,
        target: major,
        to: Pos::new(4, 2),
    };
    assert!(!g.legal(NEMESIS_SEAT, &charge), "no ether, no charge");
}

/// Rulebook L1388-1396 (ruling A-66): a minion of a Fierce Attack makes one move action and
/// then one attack, not two moves.
#[test]
fn a_fierce_attack_minion_moves_once_and_then_attacks() {
    let mut g = arena(12, 6);
    add(&mut g, FigKind::Gentleman, "major", 5, 2);
    let clown = add(&mut g, FigKind::Minion, "killer_clown", 1, 2);
    activate(&mut g, ActCard::Minions, vec![(clown, 2)]);
    g.activation_mut().expect("activation").nested = Nested::Fierce;
    let first = Action::Move {
        fig: clown,
        hop: crate::board::Hop::Step(Pos::new(2, 2)),
    };
    g.act(NEMESIS_SEAT, &first).expect("move");
    g.act(
        NEMESIS_SEAT,
        &Action::Hop(crate::board::Hop::Step(Pos::new(3, 2))),
    )
    .expect("hop");
    g.act(NEMESIS_SEAT, &Action::EndMove).expect("end move");
    let again = Action::Move {
        fig: clown,
        hop: crate::board::Hop::Step(Pos::new(4, 2)),
    };
    assert!(!g.legal(NEMESIS_SEAT, &again), "no second move");
    // Straight into the attack instead (without a move it may attack at once, too).
    let mut g = arena(12, 6);
    let major = add(&mut g, FigKind::Gentleman, "major", 5, 2);
    let clown = add(&mut g, FigKind::Minion, "killer_clown", 4, 2);
    activate(&mut g, ActCard::Minions, vec![(clown, 2)]);
    g.activation_mut().expect("activation").nested = Nested::Fierce;
    assert!(g.legal(NEMESIS_SEAT, &Action::Attack(melee(clown, major))));
}

/// Rulebook L213-231 (Damon Smith's Pyromaniac, ruling A-74): an attack bonus of X ether for
/// X dice, X at least 1 and at most what he can pay, chosen while the attack is composed.
#[test]
fn pyromaniac_buys_one_die_per_ether() {
    use parlour_plugin_api::Game;
    let mut g = arena(10, 6);
    let major = add(&mut g, FigKind::Gentleman, "major", 3, 2);
    let damon = add(&mut g, FigKind::Agent, "damon", 2, 2);
    g.fig_mut(damon).expect("damon").ether = 3;
    activate(&mut g, ActCard::Agent("damon".into()), vec![(damon, 2)]);
    let base = g.attack_pool(&melee(damon, major));
    let with = |x: u8| {
        let mut d = melee(damon, major);
        d.ether = x;
        d
    };
    for x in 1..=3 {
        assert!(g.legal(NEMESIS_SEAT, &Action::Attack(with(x))), "X = {x}");
        assert_eq!(g.attack_pool(&with(x)), base + x);
    }
    assert!(
        !g.legal(NEMESIS_SEAT, &Action::Attack(with(4))),
        "only 3 ether"
    );
    // The old fixed bonus (1 ether for 2 dice) is gone.
    let mut old = melee(damon, major);
    old.bonuses.push("pyromaniac".into());
    assert!(!g.legal(NEMESIS_SEAT, &Action::Attack(old)));
    // The tree asks for X.
    let step = g.choices(
        NEMESIS_SEAT,
        &[
            Choice::Attacker(damon),
            Choice::Kind(crate::data::AttackKind::Melee),
            Choice::Target(major),
        ],
    );
    let asked: Vec<Choice> = step.options.iter().map(|o| o.action.clone()).collect();
    assert_eq!(
        asked,
        (0..=3).map(Choice::Ether).collect::<Vec<_>>(),
        "X is a choice"
    );
    g.act(NEMESIS_SEAT, &Action::Attack(with(2)))
        .expect("attack");
    assert_eq!(g.fig(damon).expect("damon").ether, 1, "paid X = 2");
    assert_eq!(g.last_roll.len(), usize::from(base + 2));
    // Indoors the gift does not work (ruling A-74).
    let mut g = arena(10, 6);
    let major = add(&mut g, FigKind::Gentleman, "major", 3, 2);
    let damon = add(&mut g, FigKind::Agent, "damon", 2, 2);
    g.fig_mut(damon).expect("damon").ether = 3;
    g.grid.set_indoor(Pos::new(2, 2), true);
    activate(&mut g, ActCard::Agent("damon".into()), vec![(damon, 2)]);
    let mut d = melee(damon, major);
    d.ether = 1;
    assert!(!g.legal(NEMESIS_SEAT, &Action::Attack(d)));
}

/// Rulebook L619-636 (Imitator, permanent; ruling A-59: at any time): the copy may be made in
/// another gentleman's activation and when the Imitator is asked how to defend.
#[test]
fn imitator_works_outside_its_holders_activation() {
    let mut g = arena(10, 6);
    let emma = add(&mut g, FigKind::Gentleman, "emma", 2, 2);
    let major = add(&mut g, FigKind::Gentleman, "major", 5, 2);
    g.fig_mut(emma)
        .expect("emma")
        .advantages
        .push("imitator".into());
    g.fig_mut(major)
        .expect("major")
        .advantages
        .push("stalwart".into());
    let copy = Action::Imitate {
        fig: emma,
        card: "stalwart".into(),
    };
    // In the major's activation (his seat is hers).
    activate(&mut g, ActCard::Gentleman(major), vec![(major, 2)]);
    assert!(g.legal(1, &copy), "in another gentleman's activation");
    // In the Nemesis's activation, when she is asked how to defend.
    g.stack.clear();
    let clown = add(&mut g, FigKind::Minion, "killer_clown", 2, 3);
    activate(&mut g, ActCard::Minions, vec![(clown, 1)]);
    g.forced = vec![crate::data::Face::Hit; 3];
    g.act(NEMESIS_SEAT, &Action::Attack(melee(clown, emma)))
        .expect("attack");
    assert!(
        g.fights
            .last()
            .is_some_and(|f| matches!(f.stage, FightStage::Defend(_)))
    );
    assert!(g.legal(1, &copy), "before her defence roll");
    g.act(1, &copy).expect("imitate");
    assert_eq!(g.fig(emma).expect("emma").copy.as_deref(), Some("stalwart"));
    assert!(
        g.defence_options(emma)
            .iter()
            .any(|(_, b)| b.iter().any(|c| c == "stalwart")),
        "the copy defends"
    );
}

/// Rulebook L1095-1101: allies have attributes but no special abilities.
#[test]
fn allies_have_no_special_abilities() {
    for ally in &crate::data::data().allies {
        assert!(ally.abilities.is_empty(), "{} has abilities", ally.id);
    }
    let mut g = arena(6, 6);
    let reporter = add(&mut g, FigKind::Ally, "reporter", 2, 2);
    assert!(!g.has_ability(reporter, crate::data::Ability::Elusive));
}

/// Rulebook L604: the box holds two exit markers, so no chapter uses more.
#[test]
fn no_chapter_uses_more_exits_than_the_box_holds() {
    for ch in &crate::data::data().chapters {
        assert!(
            ch.exits.len() <= 2,
            "{} uses {} exits",
            ch.id,
            ch.exits.len()
        );
    }
}

/// The in-app rules: the combat terms a player meets have their sections in both languages,
/// and the clean-up checks the end conditions before the fire spreads.
#[test]
fn the_rules_text_covers_the_combat_terms_and_the_clean_up_order() {
    use parlour_plugin_api::Game;
    let manifest = Smog::manifest();
    let rules = |lang: &str| -> String {
        let files = manifest.locales.get(lang).expect("locale");
        let source = files
            .iter()
            .find(|f| f.source.contains("\ngame-rules ="))
            .map(|f| f.source.clone())
            .expect("game-rules");
        let start = source.find("\ngame-rules =").expect("start");
        source[start + 1..]
            .lines()
            .skip(1)
            .take_while(|l| l.is_empty() || l.starts_with(' '))
            .collect::<Vec<_>>()
            .join("\n")
    };
    for lang in ["en", "de"] {
        let text = rules(lang);
        for anchor in ["{#effects}", "{#range}", "{#abilities}", "{#cleanup}"] {
            assert!(
                text.contains(&format!("{{\"{anchor}\"}}")),
                "{lang}: section {anchor}"
            );
        }
    }
    let en = rules("en").to_lowercase();
    for term in [
        "sweep",
        "knock",
        "dazed",
        "reroll",
        "fire",
        "short range",
        "elusive",
        "counterattack",
    ] {
        assert!(en.contains(term), "en: {term}");
    }
    let de = rules("de").to_lowercase();
    for term in [
        "umkreis",
        "niederwerfen",
        "benommen",
        "neuwurf",
        "feuer",
        "kurze reichweite",
        "schwer zu fassen",
        "gegenangriff",
    ] {
        assert!(de.contains(term), "de: {term}");
    }
    for (lang, text, end, fire) in [
        ("en", &en, "end condition", "fire"),
        ("de", &de, "endbedingung", "feuer"),
    ] {
        let cleanup = &text[text.find("{#cleanup}").expect("clean-up")..];
        let end = cleanup.find(end).expect("end conditions");
        let fire = cleanup.find(fire).expect("fire");
        assert!(end < fire, "{lang}: end conditions before the fire");
    }
    // The sweep's second target needs neither sight nor range and gets no cover (rulebook
    // L2229-2235, `combat/attack.rs`); a counterattack is not answered with another (L2305-2309).
    for (lang, text, sweep, cover, counter) in [
        (
            "en",
            &en,
            "sweep:",
            "cover",
            "strikes back at a counterattack",
        ),
        ("de", &de, "umkreis:", "deckung", "auf einen gegenangriff"),
    ] {
        let effects = &text[text.find(sweep).expect("sweep")..];
        let sentence = &effects[..effects.find('.').expect("a full stop")];
        assert!(sentence.contains(cover), "{lang}: the sweep's cover");
        assert!(
            text.contains(counter),
            "{lang}: no counter to a counterattack"
        );
    }
    // Fire spreads neither through walls nor over red edges (rulebook L2472-2474).
    for (lang, text, red) in [("en", &en, "red edge"), ("de", &de, "rote kante")] {
        let fire =
            &text[text.find("{#fire}").expect("fire")..text.find("{#cleanup}").expect("clean-up")];
        assert!(fire.contains(red), "{lang}: red edges in the fire rule");
    }
}

/// Rulebook L999-1006: a gentleman whose arsenal slots are full may discard one of his arsenal
/// cards to receive another, in a move's pass and when the equipment is shared out.
#[test]
fn a_full_arsenal_discards_to_make_room() {
    let mut g = arena(8, 6);
    let emma = add(&mut g, FigKind::Gentleman, "emma", 0, 1);
    let major = add(&mut g, FigKind::Gentleman, "major", 2, 2);
    g.fig_mut(emma).expect("emma").equipment = vec!["revolver".into()];
    g.fig_mut(major).expect("major").equipment = vec!["shotgun".into(), "cane_sword".into()];
    assert_eq!(g.free_slots(major), 0);
    activate(&mut g, ActCard::Gentleman(emma), vec![(emma, 2)]);
    g.act(
        1,
        &Action::Move {
            fig: emma,
            hop: crate::board::Hop::Step(Pos::new(1, 1)),
        },
    )
    .expect("step");
    let plain = Action::Pass {
        card: "revolver".into(),
        to: major,
        discard: None,
    };
    assert!(!g.legal(1, &plain), "no free slot");
    let pass = Action::Pass {
        card: "revolver".into(),
        to: major,
        discard: Some("cane_sword".into()),
    };
    assert!(g.legal(1, &pass), "he discards the cane sword first");
    g.act(1, &pass).expect("pass");
    let m = g.fig(major).expect("major");
    assert!(m.equipment.contains(&"revolver".to_string()));
    assert!(!m.equipment.contains(&"cane_sword".to_string()));
    // Sharing out at the set-up.
    let mut g = arena(8, 6);
    let major = add(&mut g, FigKind::Gentleman, "major", 2, 2);
    g.fig_mut(major).expect("major").equipment = vec!["shotgun".into(), "cane_sword".into()];
    g.phase = Phase::Setup;
    g.setup = vec![SetupStep::Share];
    g.pool = vec!["revolver".into()];
    let give = Action::Give {
        card: "revolver".into(),
        to: Some(major),
        discard: Some("shotgun".into()),
    };
    assert!(g.setup_actions().contains(&give));
    assert!(
        !g.setup_actions().iter().any(|a| matches!(
            a,
            Action::Give {
                to: Some(_),
                discard: None,
                ..
            }
        )),
        "not without a discard"
    );
    g.apply_setup(&give);
    let m = g.fig(major).expect("major");
    assert!(m.equipment.contains(&"revolver".to_string()));
    assert!(!m.equipment.contains(&"shotgun".to_string()));
    assert!(
        g.pool.is_empty(),
        "the discarded card does not come back to be shared"
    );
}

/// A game of `chapter` at `level` whose set-up the bots have made.
fn set_up(chapter: &str, level: &str) -> Smog {
    let mut g = super::new_game(3, 5, &[("chapter", chapter), ("level", level)]);
    while g.phase == Phase::Setup {
        let seat = parlour_plugin_api::Game::acting_seats(&g)[0];
        let a = parlour_plugin_api::Game::bot_action(&g, seat, 1).expect("setup move");
        g.act(seat, &a).expect("applies");
    }
    g
}

/// Rulebook L112-124 and ruling A-15: the Nemesis rolls 3 dice for Burning London
/// with 2 rerolls, two reroll rounds in which he picks any dice (a die may be rolled again in
/// both). Each round is his question; keeping the dice ends the roll. The bot rerolls every
/// die without a crown.
#[test]
fn the_nemesis_makes_the_rerolls_of_londons_roll_himself() {
    use crate::data::Face;
    let mut g = set_up("6", "balanced");
    let fire = |g: &Smog| -> u8 { g.world.london.as_ref().map_or(0, |l| l.fire.iter().sum()) };
    let before = fire(&g);
    g.phase = Phase::Activation;
    let mut ctx = parlour_plugin_api::Ctx::new();
    g.forced = vec![Face::Dodge, Face::Hit, Face::Cover];
    g.london_roll(&mut ctx);
    assert_eq!(fire(&g), before, "nothing counts before his rerolls");
    assert_eq!(
        parlour_plugin_api::Game::acting_seats(&g),
        vec![NEMESIS_SEAT]
    );
    assert!(g.legal(NEMESIS_SEAT, &Action::Reroll(vec![0, 1, 2])));
    assert!(g.legal(NEMESIS_SEAT, &Action::Reroll(Vec::new())));
    assert!(!g.legal(1, &Action::Reroll(vec![0])));
    // (The bot's standing orders are settled: it answers the question itself.)
    g.orders_changed = true;
    assert_eq!(
        parlour_plugin_api::Game::bot_action(&g, NEMESIS_SEAT, 1),
        Some(Action::Reroll(vec![0, 1, 2]))
    );
    // First round: all three; one crown comes up.
    g.forced = vec![Face::Crown, Face::Dodge, Face::Dodge];
    g.act(NEMESIS_SEAT, &Action::Reroll(vec![0, 1, 2]))
        .expect("first round");
    assert_eq!(fire(&g), before);
    assert_eq!(g.london_rolling().map(|r| r.rerolls), Some(1));
    g.orders_changed = true;
    assert_eq!(
        parlour_plugin_api::Game::bot_action(&g, NEMESIS_SEAT, 1),
        Some(Action::Reroll(vec![1, 2]))
    );
    // Second round: the same dice again.
    g.forced = vec![Face::Crown, Face::Hit];
    let applied = g
        .act(NEMESIS_SEAT, &Action::Reroll(vec![1, 2]))
        .expect("second round");
    assert!(g.london_rolling().is_none(), "no round is left");
    assert_eq!(fire(&g), before + 2, "two crowns, two markers");
    assert!(!applied.log.is_empty(), "the roll is logged");
    // Keeping the dice ends the roll at once.
    g.forced = vec![Face::Crown, Face::Hit, Face::Hit];
    g.london_roll(&mut ctx);
    g.act(NEMESIS_SEAT, &Action::Reroll(Vec::new()))
        .expect("keep");
    assert!(g.london_rolling().is_none());
    assert_eq!(fire(&g), before + 3);
}

/// Rulebook L1581-1585 and L1653: at the set-up the gentlemen name their
/// leader (who then gives the roles), and at the balanced level the two further advantage
/// cards go to two different gentlemen of the players' choice. Both are the gentlemen's
/// decisions; a log written before (the first gentleman led, the first two took the further
/// cards) still replays.
#[test]
fn the_gentlemen_choose_their_leader_and_who_takes_the_further_cards() {
    use parlour_plugin_api::Game;
    let mut g = super::new_game(3, 7, &[("chapter", "2"), ("level", "balanced")]);
    let bot_until = |g: &mut Smog, stop: &dyn Fn(&Smog) -> bool| {
        while g.phase == Phase::Setup && !stop(g) {
            let seat = g.acting_seats()[0];
            let a = g.bot_action(seat, 1).expect("setup move");
            g.act(seat, &a).expect("applies");
        }
    };
    bot_until(&mut g, &|g| g.setup.first() == Some(&SetupStep::Leader));
    let gents: Vec<FigId> = g.gentlemen().map(|f| f.id).collect();
    assert_eq!(g.acting_seats(), vec![g.leader_seat()]);
    for f in &gents {
        assert!(g.legal(1, &Action::Leader(*f)), "any gentleman may lead");
    }
    // The bot names the gentleman with the most life.
    let strongest = gents
        .iter()
        .copied()
        .max_by_key(|f| (g.life(*f), std::cmp::Reverse(*f)))
        .expect("gentlemen");
    assert_eq!(g.bot_action(1, 1), Some(Action::Leader(strongest)));
    // An older log's role card here is accepted but never offered.
    let old = g.old_setup_forms();
    assert!(!old.is_empty() && g.legal(1, &old[0]));
    let offered = g.choose(1, &[]);
    assert!(
        !offered
            .options
            .iter()
            .any(|o| matches!(&o.action, Choice::Act(Action::Role { .. })))
    );
    // The second gentleman (seat 2) leads: he holds the leader's card and gives the roles.
    let second = gents[1];
    g.act(1, &Action::Leader(second)).expect("leader");
    assert_eq!(g.leader, second);
    assert_eq!(
        g.fig(second).and_then(|f| f.role.clone()).as_deref(),
        Some("leader")
    );
    assert_eq!(g.fig(gents[0]).and_then(|f| f.role.clone()), None);
    assert_eq!(g.setup.first(), Some(&SetupStep::Roles));
    assert_eq!(g.acting_seats(), vec![2]);
    bot_until(&mut g, &|g| {
        matches!(g.setup.first(), Some(SetupStep::Extra(_)))
    });
    assert_eq!(g.setup.first(), Some(&SetupStep::Extra(2)));
    assert_eq!(g.acting_seats(), vec![2], "the leader's seat confirms");
    let (third, fourth) = (gents[2], gents[3]);
    assert!(g.legal(2, &Action::Extra(vec![third, fourth])));
    assert!(!g.legal(2, &Action::Extra(vec![third])), "two gentlemen");
    assert!(
        !g.legal(2, &Action::Extra(vec![third, third])),
        "different ones"
    );
    assert!(matches!(g.bot_action(2, 1), Some(Action::Extra(f)) if f.len() == 2));
    g.act(2, &Action::Extra(vec![third, fourth]))
        .expect("extras");
    bot_until(&mut g, &|_| false);
    let held: Vec<usize> = gents
        .iter()
        .map(|f| g.fig(*f).map_or(0, |x| x.advantages.len()))
        .collect();
    assert_eq!(held, vec![1, 1, 2, 2]);
}

/// A gentleman (the Major, 6 ether) starting his activation, with an agent (Damon) close
/// enough for Ether Leech, and the Nemesis holding `hand`, asked at every chaos window.
fn window_scene(hand: &[&str]) -> (Smog, FigId) {
    let mut g = arena(12, 6);
    let major = add(&mut g, FigKind::Gentleman, "major", 2, 2);
    add(&mut g, FigKind::Agent, "damon", 6, 2);
    g.hand = hand.iter().map(|c| c.to_string()).collect();
    g.orders.window = WindowOrder::Steps;
    activate(&mut g, ActCard::Gentleman(major), vec![(major, 2)]);
    (g, major)
}

/// Rulebook L1897-1906 (R-053, ruling A-33): "any time" chaos cards may be played in every
/// activation, the gentlemen's included. After a gentleman's step the Nemesis is asked and may
/// play Ether Leech by hand; the window stays open until he passes, and then the gentleman's
/// move goes on.
#[test]
fn the_nemesis_may_play_an_any_time_card_after_a_gentlemans_step() {
    use parlour_plugin_api::Game;
    let (mut g, major) = window_scene(&["ether_leech", "ether_leech"]);
    let step = Action::Move {
        fig: major,
        hop: crate::board::Hop::Step(Pos::new(3, 2)),
    };
    g.act(1, &step).expect("step");
    assert_eq!(g.acting_seats(), vec![NEMESIS_SEAT], "the window asks him");
    let leech = Action::Chaos {
        card: "ether_leech".into(),
        figs: vec![major],
        at: None,
    };
    assert!(g.legal(NEMESIS_SEAT, &leech));
    let before = g.fig(major).expect("major").ether;
    g.act(NEMESIS_SEAT, &leech).expect("leech");
    assert_eq!(g.fig(major).expect("major").ether, before - 2);
    // He may play another card in the same window, or pass.
    assert_eq!(g.acting_seats(), vec![NEMESIS_SEAT]);
    assert!(g.legal(NEMESIS_SEAT, &leech));
    g.act(NEMESIS_SEAT, &Action::PassWindow).expect("pass");
    assert_eq!(g.acting_seats(), vec![1], "the move goes on");
    assert!(g.legal(1, &Action::EndMove));
    // Ending the move is an action: the window after it asks him again.
    g.act(1, &Action::EndMove).expect("end move");
    assert_eq!(g.acting_seats(), vec![NEMESIS_SEAT]);
    // The bot answers it: a legal card or a pass.
    let bot = g.bot_action(NEMESIS_SEAT, 3).expect("bot answers");
    assert!(g.legal(NEMESIS_SEAT, &bot), "{bot:?}");
}

/// Ruling A-33: the windows open the same way whatever the Nemesis holds. With an empty hand,
/// or a card he cannot play now, he is asked at the same moments, and the gentleman's view is
/// the same as when he holds Ether Leech; with the window order "never" he is not asked, full
/// hand or not.
#[test]
fn the_chaos_window_opens_whatever_the_nemesis_holds() {
    use parlour_plugin_api::{Game, Viewer};
    let step = |g: &mut Smog, major: FigId| {
        let a = Action::Move {
            fig: major,
            hop: crate::board::Hop::Step(Pos::new(3, 2)),
        };
        g.act(1, &a).expect("step");
    };
    let (mut leech, major) = window_scene(&["ether_leech"]);
    let (mut other, _) = window_scene(&["quick_march"]);
    let (mut empty, _) = window_scene(&[]);
    for g in [&mut leech, &mut other, &mut empty] {
        step(g, major);
        assert_eq!(g.acting_seats(), vec![NEMESIS_SEAT]);
        assert!(g.legal(NEMESIS_SEAT, &Action::PassWindow));
    }
    let seen = |g: &Smog| serde_json::to_value(g.look(Viewer::Seat(1))).expect("view");
    assert_eq!(seen(&leech), seen(&other), "the gentleman cannot tell");
    for mut g in [leech, empty] {
        g.orders.window = WindowOrder::Never;
        g.act(NEMESIS_SEAT, &Action::PassWindow).expect("pass");
        g.act(1, &Action::EndMove).expect("end move");
        assert_eq!(g.acting_seats(), vec![1], "never asked");
    }
    // Setting the order while asked answers the window at once.
    let (mut g, major) = window_scene(&["ether_leech"]);
    step(&mut g, major);
    let never = g
        .order_options()
        .into_iter()
        .find(|o| o.window == WindowOrder::Never)
        .expect("a window order");
    g.act(NEMESIS_SEAT, &Action::Orders(never)).expect("orders");
    assert_eq!(g.acting_seats(), vec![1]);
}

/// Rulebook L1910-1915, L2354-2363 (R-091, ruling A-31): ether a gentleman spends goes to
/// the Nemesis, who shares it out at once, out of turn, over his agents and power cards as he
/// likes.
#[test]
fn the_nemesis_shares_out_the_ether_a_gentleman_spends() {
    use parlour_plugin_api::Game;
    let mut g = arena(12, 6);
    let major = add(&mut g, FigKind::Gentleman, "major", 2, 2);
    let damon = add(&mut g, FigKind::Agent, "damon", 8, 2);
    g.fig_mut(damon).expect("damon").ether = 0;
    g.orders.ether = None;
    activate(&mut g, ActCard::Gentleman(major), vec![(major, 2)]);
    let card = g.powers[0].id.clone();
    let power = EtherTarget::Power(card.clone());
    g.fig_mut(major).expect("major").ether = 3;
    g.pay(major, 3);
    ask(&mut g);
    assert_eq!(g.acting_seats(), vec![NEMESIS_SEAT], "he is asked at once");
    assert_eq!(g.ether_to_place(), 3);
    // One on the card, the rest on Damon.
    g.act(
        NEMESIS_SEAT,
        &Action::Distribute {
            to: power.clone(),
            all: false,
        },
    )
    .expect("one");
    assert_eq!(g.acting_seats(), vec![NEMESIS_SEAT], "two are left");
    let bot = g.bot_action(NEMESIS_SEAT, 1).expect("bot answers");
    assert!(g.legal(NEMESIS_SEAT, &bot), "{bot:?}");
    g.act(
        NEMESIS_SEAT,
        &Action::Distribute {
            to: EtherTarget::Agent(damon),
            all: true,
        },
    )
    .expect("the rest");
    assert_eq!(
        (g.powers[0].ether, g.fig(damon).expect("damon").ether),
        (1, 2)
    );
    assert_eq!(g.acting_seats(), vec![1], "the gentleman goes on");

    // A standing order splits: the card is filled up to 2, the rest goes to Damon, and he
    // is not asked.
    g.orders.fill = Some((power.clone(), 2));
    g.orders.ether = Some(EtherTarget::Agent(damon));
    g.fig_mut(major).expect("major").ether = 3;
    g.pay(major, 3);
    ask(&mut g);
    assert_eq!(g.acting_seats(), vec![1]);
    assert_eq!(
        (g.powers[0].ether, g.fig(damon).expect("damon").ether),
        (2, 4)
    );

    // A fill without a rest order places what it covers and asks for the rest; an order
    // given then answers it at once.
    g.orders.ether = None;
    g.orders.fill = Some((power.clone(), 3));
    g.fig_mut(major).expect("major").ether = 2;
    g.pay(major, 2);
    ask(&mut g);
    assert_eq!((g.powers[0].ether, g.ether_to_place()), (3, 1));
    let all_on_card = g
        .order_options()
        .into_iter()
        .find(|o| o.ether == Some(power.clone()))
        .expect("an ether order");
    g.act(NEMESIS_SEAT, &Action::Orders(all_on_card))
        .expect("orders");
    assert_eq!((g.powers[0].ether, g.ether_to_place()), (4, 0));
    assert_eq!(g.acting_seats(), vec![1]);
}

/// A save written before the chaos window and the distribution (schema 3: its orders have no
/// window order and no split, and always name a place for the ether) loads as it was: its
/// ether order is kept and its windows never ask the Nemesis, so it goes on as before.
#[test]
fn an_older_save_keeps_its_orders_and_is_never_asked_at_windows() {
    use parlour_plugin_api::Game;
    let (g, _) = window_scene(&["ether_leech"]);
    let mut v = serde_json::to_value(&g).expect("state");
    let orders = v["orders"].as_object_mut().expect("orders");
    orders.remove("window");
    orders.remove("fill");
    orders.insert(
        "ether".into(),
        serde_json::json!({ "power": g.powers[0].id }),
    );
    let v = Smog::upgrade(3, v).expect("schema 3 reads");
    let old: Smog = serde_json::from_value(v).expect("loads");
    assert_eq!(old.orders.window, WindowOrder::Never);
    assert_eq!(
        old.orders.ether,
        Some(EtherTarget::Power(g.powers[0].id.clone()))
    );
}
