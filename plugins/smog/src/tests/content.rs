//! The content of issue 24 the decks and chapters lacked: the chaos cards played when a
//! gentleman is attacked (design D-10) and their window in the fight, the Lost Item suffering
//! card (D-11), and the labels of cards played on a square alone.

use parlour_plugin_api::{Game, Viewer};

use super::Sdk;
use super::fixtures::*;
use crate::board::Pos;
use crate::data::Face;
use crate::questions::Ask;
use crate::state::*;

/// A killer clown next to the major, ready to attack him in the minions' activation. His
/// attack rolls one hit, the major's defence only cover faces (no cover: they block nothing).
fn clown_attacks_major(hand: &[&str], window: WindowOrder) -> (Smog, FigId, FigId) {
    let mut g = arena(8, 6);
    let major = add(&mut g, FigKind::Gentleman, "major", 3, 2);
    let clown = add(&mut g, FigKind::Minion, "killer_clown", 2, 2);
    g.hand = hand.iter().map(|c| (*c).to_owned()).collect();
    g.orders.window = window;
    g.suffering_deck = vec!["shudder".into(); 4];
    activate(&mut g, ActCard::Minions, vec![(clown, 1)]);
    let pool = usize::from(g.attack_pool(&melee(clown, major)));
    let mut forced = vec![Face::Hit];
    forced.extend(vec![Face::Dodge; pool - 1]);
    forced.extend(vec![Face::Cover; 12]);
    g.forced = forced;
    (g, major, clown)
}

/// On to the major's defence: his own choice if he has paid options (he takes none), else
/// it is rolled at once.
fn defend_plainly(g: &mut Smog) {
    if let Some(Ask::Fight {
        stage: FightStage::Defend(_),
        ..
    }) = g.questions.for_seat(1)
    {
        g.act(
            1,
            &Action::Defend {
                elusive: false,
                bonuses: Vec::new(),
            },
        )
        .expect("defend");
    }
}

fn chaos(card: &str, on: FigId) -> Action {
    Action::Chaos {
        card: card.into(),
        figs: vec![on],
        at: None,
    }
}

fn window_of(major: FigId) -> Ask {
    Ask::Fight {
        stage: FightStage::Chaos(0),
        fig: major,
    }
}

/// Design D-10 ("when a gentleman is attacked", about 4 of the 30 chaos cards) and ruling
/// A-33 (a window after the attack roll): the fight stops before the major's defence roll and
/// asks the Nemesis; Cruel Blow counts one hit more on him.
#[test]
fn cruel_blow_adds_a_hit_before_the_defence_roll() {
    let damage = |play: bool| {
        let (mut g, major, clown) = clown_attacks_major(&["cruel_blow"], WindowOrder::Actions);
        g.act(NEMESIS_SEAT, &Action::Attack(melee(clown, major)))
            .expect("attack");
        assert_eq!(g.questions.for_seat(NEMESIS_SEAT), Some(&window_of(major)));
        assert!(g.legal(NEMESIS_SEAT, &Action::PassWindow));
        if play {
            g.act(NEMESIS_SEAT, &chaos("cruel_blow", major))
                .expect("cruel blow");
            assert!(g.chaos_discard.contains(&"cruel_blow".to_string()));
            // The window stays open until he passes.
            assert_eq!(g.questions.for_seat(NEMESIS_SEAT), Some(&window_of(major)));
        }
        g.act(NEMESIS_SEAT, &Action::PassWindow).expect("pass");
        defend_plainly(&mut g);
        g.fig(major).expect("major").damage
    };
    assert_eq!(damage(false), 1);
    assert_eq!(damage(true), 2);
}

/// Treacherous Footing: the gentleman rolls 2 defence dice fewer.
#[test]
fn treacherous_footing_takes_two_defence_dice() {
    let rolled = |play: bool| {
        let (mut g, major, clown) =
            clown_attacks_major(&["treacherous_footing"], WindowOrder::Steps);
        g.act(NEMESIS_SEAT, &Action::Attack(melee(clown, major)))
            .expect("attack");
        if play {
            g.act(NEMESIS_SEAT, &chaos("treacherous_footing", major))
                .expect("footing");
        }
        g.act(NEMESIS_SEAT, &Action::PassWindow).expect("pass");
        defend_plainly(&mut g);
        g.last_defence.len()
    };
    let full = rolled(false);
    assert!(full >= 2, "the major rolls at least 2 dice");
    assert_eq!(rolled(true), full - 2);
}

/// Ruling A-33: the window asks the Nemesis by his window order alone. With a hand that
/// holds such a card and with one that does not (same size), he is asked the same question
/// in the same words, and the gentlemen's view and options are the same.
#[test]
fn the_fight_window_asks_whatever_the_hand_holds() {
    let scene = |card: &str| {
        let (mut g, major, clown) = clown_attacks_major(&[card], WindowOrder::Actions);
        g.act(NEMESIS_SEAT, &Action::Attack(melee(clown, major)))
            .expect("attack");
        (g, major)
    };
    let (with, major) = scene("cruel_blow");
    let (without, _) = scene("blaze");
    assert_eq!(
        with.questions.for_seat(NEMESIS_SEAT),
        Some(&window_of(major))
    );
    assert_eq!(
        without.questions.for_seat(NEMESIS_SEAT),
        Some(&window_of(major))
    );
    let prompt = |g: &Smog| g.prompt(&window_of(major));
    assert_eq!(prompt(&with), prompt(&without));
    assert!(prompt(&with).is_some());
    // The gentlemen's seat (seat 1 runs every gentleman in this two-seat game).
    let seat = 1;
    let a = serde_json::to_value(with.look(Viewer::Seat(seat))).expect("view");
    let b = serde_json::to_value(without.look(Viewer::Seat(seat))).expect("view");
    assert_eq!(a, b, "the gentlemen's view tells nothing of the hand");
    let options = |g: &Smog| {
        g.choices(seat, &[])
            .options
            .into_iter()
            .map(|o| (o.action, o.label))
            .collect::<Vec<_>>()
    };
    assert_eq!(options(&with), options(&without));
    let spectator = |g: &Smog| serde_json::to_value(g.look(Viewer::Spectator)).expect("view");
    assert_eq!(spectator(&with), spectator(&without));
    // Passing is offered either way; the card only where he holds it.
    assert!(with.legal(NEMESIS_SEAT, &Action::PassWindow));
    assert!(without.legal(NEMESIS_SEAT, &Action::PassWindow));
    assert!(with.legal(NEMESIS_SEAT, &chaos("cruel_blow", major)));
    assert!(!without.legal(NEMESIS_SEAT, &chaos("cruel_blow", major)));
    // With the window order "never" he is not asked at all, holding the card or not.
    let (mut g, major, clown) = clown_attacks_major(&["cruel_blow"], WindowOrder::Never);
    g.act(NEMESIS_SEAT, &Action::Attack(melee(clown, major)))
        .expect("attack");
    assert!(
        !matches!(
            g.questions.for_seat(NEMESIS_SEAT),
            Some(Ask::Fight {
                stage: FightStage::Chaos(_),
                ..
            })
        ),
        "not asked"
    );
    assert_eq!(g.hand, vec!["cruel_blow".to_string()], "nor played");
}

/// The window opens for gentlemen only: an ally attacked rolls his defence at once.
#[test]
fn the_fight_window_is_for_gentlemen() {
    let mut g = arena(8, 6);
    let bobby = add(&mut g, FigKind::Ally, "bobby", 3, 2);
    let clown = add(&mut g, FigKind::Minion, "killer_clown", 2, 2);
    g.hand = vec!["cruel_blow".into()];
    g.orders.window = WindowOrder::Steps;
    activate(&mut g, ActCard::Minions, vec![(clown, 1)]);
    g.forced = vec![Face::Dodge; 20];
    g.act(NEMESIS_SEAT, &Action::Attack(melee(clown, bobby)))
        .expect("attack");
    assert!(g.fights.is_empty(), "the fight is over without a window");
}

/// A standing order plays the card at the window without asking him (hotseat: no curtain).
#[test]
fn a_standing_order_plays_a_card_at_the_fight_window() {
    let (mut g, major, clown) = clown_attacks_major(&["cruel_blow"], WindowOrder::Never);
    g.orders.chaos = vec![("cruel_blow".into(), Trigger::Attacked)];
    assert!(g.orders_valid(&g.orders.clone()));
    g.act(NEMESIS_SEAT, &Action::Attack(melee(clown, major)))
        .expect("attack");
    defend_plainly(&mut g);
    assert!(g.hand.is_empty(), "played by the order");
    assert_eq!(g.fig(major).expect("major").damage, 2);
    // The order is one he may give: offered while he holds the card.
    let mut g = arena(8, 6);
    g.hand = vec!["treacherous_footing".into()];
    assert!(g.order_options().iter().any(|o| {
        o.chaos
            .contains(&("treacherous_footing".to_string(), Trigger::Attacked))
    }));
    assert!(
        !g.order_options().iter().any(|o| o
            .chaos
            .contains(&("treacherous_footing".to_string(), Trigger::AfterStep))),
        "not after a step"
    );
}

/// The Nemesis's bot answers the window: a card when the roll hits, else it passes.
#[test]
fn the_bot_plays_a_card_when_the_roll_hits() {
    let (mut g, major, clown) = clown_attacks_major(&["cruel_blow"], WindowOrder::Steps);
    // The bot's own orders (it places received ether when asked), so it has none to change.
    g.orders.ether = None;
    g.act(NEMESIS_SEAT, &Action::Attack(melee(clown, major)))
        .expect("attack");
    assert!(g.cheap_decision(NEMESIS_SEAT), "answered at once");
    assert_eq!(
        g.bot_action(NEMESIS_SEAT, 0),
        Some(chaos("cruel_blow", major))
    );
    // A roll without a hit: the bot keeps its card.
    let (mut g, major, clown) = clown_attacks_major(&["cruel_blow"], WindowOrder::Steps);
    g.orders.ether = None;
    g.forced = vec![Face::Dodge; 20];
    g.act(NEMESIS_SEAT, &Action::Attack(melee(clown, major)))
        .expect("attack");
    assert_eq!(g.bot_action(NEMESIS_SEAT, 0), Some(Action::PassWindow));
}

/// The deck holds the new cards (D-10: about 4 cards "when a gentleman is attacked"; D-11:
/// Lost Item) and both languages name them.
#[test]
fn the_decks_hold_the_new_cards() {
    let d = crate::data::data();
    let copies = |id: &str| d.card(id).map(|c| c.copies).unwrap_or(0);
    let attacked: u32 = d
        .cards
        .iter()
        .filter(|c| c.timing == crate::data::Timing::GentlemanAttacked)
        .map(|c| c.copies)
        .sum();
    assert_eq!(attacked, 4);
    assert_eq!(copies("lost_item"), 2);
    for lang in ["en", "de"] {
        for id in ["treacherous-footing", "cruel-blow", "lost-item"] {
            assert!(
                super::locales::message(lang, &format!("card-{id}-text")).is_some(),
                "{lang}: {id}"
            );
        }
    }
}

/// Design D-11, Lost Item: the utensil carried longest goes back to its deck at once; the
/// card does not stay with him.
#[test]
fn lost_item_takes_the_oldest_utensil() {
    let mut g = arena(8, 6);
    let major = add(&mut g, FigKind::Gentleman, "major", 3, 2);
    g.fig_mut(major).expect("major").equipment = vec![
        "revolver".into(),
        "laudanum".into(),
        "stout_umbrella".into(),
    ];
    g.suffering_deck = vec!["lost_item".into()];
    let threshold = g.suffering_threshold(major);
    let before = g.deck_mut("utensil").len();
    g.hurt(
        major,
        threshold,
        crate::damage::Cause::Other,
        &mut parlour_plugin_api::Ctx::new(),
    );
    let m = g.fig(major).expect("major");
    assert_eq!(
        m.equipment,
        vec!["revolver".to_string(), "stout_umbrella".to_string()]
    );
    assert!(m.suffering.is_empty(), "it acts at once");
    assert_eq!(g.deck_mut("utensil").len(), before + 1);
    assert!(g.suffering_discard.contains(&"lost_item".to_string()));
    // Without a utensil nothing is lost.
    let mut g = arena(8, 6);
    let major = add(&mut g, FigKind::Gentleman, "major", 3, 2);
    g.fig_mut(major).expect("major").equipment = vec!["revolver".into()];
    g.suffering_deck = vec!["lost_item".into()];
    let threshold = g.suffering_threshold(major);
    g.hurt(
        major,
        threshold,
        crate::damage::Cause::Other,
        &mut parlour_plugin_api::Ctx::new(),
    );
    assert_eq!(
        g.fig(major).expect("major").equipment,
        vec!["revolver".to_string()]
    );
}

/// A chaos card played on a square alone names the square, not "nobody".
#[test]
fn a_card_on_a_square_names_no_figure() {
    let g = arena(8, 6);
    let label = crate::view::action_label(
        &g,
        &Action::Chaos {
            card: "death_from_below".into(),
            figs: Vec::new(),
            at: Some(Pos::new(8, 12)),
        },
    );
    let json = serde_json::to_string(&label).expect("json");
    assert!(!json.contains("\"nobody\""), "{json}");
    assert!(json.contains("card-on-square"), "{json}");
    let plain = crate::view::action_label(
        &g,
        &Action::Chaos {
            card: "ether_tide".into(),
            figs: Vec::new(),
            at: None,
        },
    );
    assert_eq!(plain.id, "action-chaos-plain");
}

/// Rulebook L1897-1906 (chaos cards in every activation) and ruling A-33 (windows at the start
/// of any activation, after each action and after each movement step): the allies' activation
/// opens the Nemesis's chaos window like a gentleman's, at its start and after an ally's step.
#[test]
fn the_allies_activation_opens_the_chaos_window() {
    let scene = || {
        let mut g = arena(8, 6);
        add(&mut g, FigKind::Gentleman, "major", 6, 4);
        let bobby = add(&mut g, FigKind::Ally, "bobby", 2, 2);
        g.orders.window = WindowOrder::Steps;
        (g, bobby)
    };
    // At its start.
    let (mut g, bobby) = scene();
    g.order = vec![ActCard::Allies];
    g.revealed = 0;
    g.reveal_next(&mut parlour_plugin_api::Ctx::new());
    ask(&mut g);
    assert_eq!(g.questions.for_seat(NEMESIS_SEAT), Some(&Ask::Chaos(bobby)));
    let prompt = g.prompt(&Ask::Chaos(bobby)).expect("prompt");
    assert_eq!(prompt.id, "prompt-chaos-window-allies");
    // After an ally's step.
    let (mut g, bobby) = scene();
    activate(&mut g, ActCard::Allies, vec![(bobby, 1)]);
    let seat = g.leader_seat();
    g.act(
        seat,
        &Action::Move {
            fig: bobby,
            hop: crate::board::Hop::Step(Pos::new(3, 2)),
        },
    )
    .expect("step");
    assert_eq!(g.questions.for_seat(NEMESIS_SEAT), Some(&Ask::Chaos(bobby)));
    // A card order for after a step plays on the ally's step too (Ether Tide).
    let (mut g, bobby) = scene();
    g.orders.window = WindowOrder::Never;
    g.hand = vec!["ether_tide".into()];
    g.orders.chaos = vec![("ether_tide".into(), Trigger::AfterStep)];
    let supply = g.supply;
    activate(&mut g, ActCard::Allies, vec![(bobby, 1)]);
    let seat = g.leader_seat();
    g.act(
        seat,
        &Action::Move {
            fig: bobby,
            hop: crate::board::Hop::Step(Pos::new(3, 2)),
        },
    )
    .expect("step");
    assert!(g.hand.is_empty(), "Ether Tide played by its order");
    assert_eq!(g.supply, supply + 2);
}

/// A schema 4 save, written before the fight's chaos window, loads: its defenders lack the
/// new fields and read them as none, and a fight waiting for a defence goes on.
#[test]
fn a_schema_4_save_in_a_fight_loads() {
    let (mut g, major, clown) = clown_attacks_major(&[], WindowOrder::Never);
    g.fig_mut(major).expect("major").ether = 3;
    g.fig_mut(major)
        .expect("major")
        .advantages
        .push("stalwart".into());
    g.act(NEMESIS_SEAT, &Action::Attack(melee(clown, major)))
        .expect("attack");
    assert!(matches!(
        g.fights.last().map(|f| f.stage),
        Some(FightStage::Defend(0))
    ));
    let mut v = serde_json::to_value(&g).expect("state");
    for fight in v["fights"].as_array_mut().expect("fights") {
        for d in fight["defenders"].as_array_mut().expect("defenders") {
            let d = d.as_object_mut().expect("defender");
            d.remove("minus");
            d.remove("extra_hits");
        }
    }
    let v = Smog::upgrade(4, v).expect("schema 4 reads");
    let mut old: Smog = serde_json::from_value(v).expect("loads");
    let d = &old.fights.last().expect("fight").defenders[0];
    assert_eq!((d.minus, d.extra_hits), (0, 0));
    defend_plainly(&mut old);
    assert_eq!(old.fig(major).expect("major").damage, 1);
}

/// Design D-04 and Chapter IV: the Tin Nanny carries the witness out. Her hands are full: she
/// makes no attack (the urchin beside her may) and has 1 movement point less. Outside the
/// chapter whose goals say she carries, she fights and moves as her sheet says.
#[test]
fn the_tin_nanny_carries_the_witness() {
    let scene = |chapter: u8| {
        let mut g = arena(8, 6);
        g.chapter = chapter;
        let nanny = add(&mut g, FigKind::Ally, "tin_nanny", 2, 2);
        let urchin = add(&mut g, FigKind::Ally, "urchin", 4, 2);
        let clown = add(&mut g, FigKind::Minion, "killer_clown", 3, 2);
        (g, nanny, urchin, clown)
    };
    let melee_kind = crate::data::AttackKind::Melee;
    let (g, nanny, urchin, clown) = scene(4);
    assert!(g.carrying(nanny));
    assert!(!g.carrying(urchin));
    let agility = g.attr(nanny, Attr::Agility);
    assert_eq!(i32::from(g.mp(nanny)), agility - 1, "1 movement point less");
    assert!(
        !g.may_attack(nanny, melee_kind, clown, None),
        "her hands are full"
    );
    assert!(g.may_attack(urchin, melee_kind, clown, None));
    // Chapter II's goals carry nobody.
    let (g, nanny, _, clown) = scene(2);
    assert!(!g.carrying(nanny));
    assert_eq!(i32::from(g.mp(nanny)), agility);
    assert!(g.may_attack(nanny, melee_kind, clown, None));
}

/// Design D-04 and Chapter II: the workshop's door to the foyer is locked. A locked door is a wall to
/// the rules (no step, no sight, no fire) and is drawn as a door that says it is locked;
/// Blackmore, standing beside it, unlocks it with an action, and it is a closed door after.
#[test]
fn blackmore_unlocks_the_workshop() {
    let mut g = super::new_game(2, 3, &[("chapter", "2"), ("level", "balanced")]);
    let (a, b) = (Pos::new(7, 3), Pos::new(8, 3));
    assert_eq!(g.world.locked.len(), 1);
    assert!(g.locked_door(b, a));
    assert_eq!(g.grid.edge(a, b), crate::board::EdgeKind::Wall);
    let view = serde_json::to_string(&g.look(Viewer::Spectator)).expect("view");
    assert!(view.contains("edge-locked"), "drawn as a locked door");
    while g.phase == Phase::Setup {
        let s = g.acting_seats()[0];
        let a = g.bot_action(s, 0).expect("setup move");
        g.act(s, &a).expect("setup applies");
    }
    let blackmore = g
        .figures
        .iter()
        .find(|f| f.def == "blackmore")
        .map(|f| f.id)
        .expect("blackmore");
    let gent = g.gentlemen().next().map(|f| f.id).expect("a gentleman");
    // Beside the foyer door only Blackmore has the key (each tried there in turn).
    g.fig_mut(gent).expect("gentleman").pos = b;
    assert!(
        !g.world_actions(gent, 1)
            .iter()
            .any(|x| matches!(x, Action::Unlock { .. })),
        "a gentleman has no key"
    );
    g.fig_mut(gent).expect("gentleman").pos = Pos::new(2, 6);
    g.fig_mut(blackmore).expect("blackmore").pos = b;
    let unlock = Action::Unlock {
        fig: blackmore,
        at: a,
    };
    assert!(g.world_actions(blackmore, 1).contains(&unlock));
    g.stack.clear();
    activate(&mut g, ActCard::Allies, vec![(blackmore, 1)]);
    let seat = g.leader_seat();
    assert!(g.legal(seat, &unlock));
    g.act(seat, &unlock).expect("unlock");
    assert_eq!(g.grid.edge(a, b), crate::board::EdgeKind::Door);
    assert!(!g.locked_door(a, b));
    assert!(g.world.locked.is_empty());
}

/// The in-app rules cover this content in both languages: the cards played when a gentleman
/// is attacked, Lost Item, the allies' windows, locked doors and the Tin Nanny's load.
#[test]
fn the_rules_text_covers_the_new_content() {
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
    let en = rules("en");
    for term in [
        "Cruel Blow",
        "Treacherous Footing",
        "Lost Item",
        "allies' activations",
        "Locked doors",
        "Blackmore",
        "Tin Nanny carries",
        "before a gentleman's defence roll",
    ] {
        assert!(en.contains(term), "en: {term}");
    }
    let de = rules("de");
    for term in [
        "Grausamer Hieb",
        "Tückischer Grund",
        "Verlorener Gegenstand",
        "Verbündeten",
        "Verschlossene Türen",
        "Blechnanny",
        "{#chapters}",
    ] {
        assert!(de.contains(term), "de: {term}");
    }
}

/// Design D-04, Chapter IV: the witness is a figure of her own. The Tin Nanny carries her at
/// the start; with an action she sets her down beside her, a gentleman beside her picks her
/// up (his hands are full then), hands her on; on her feet she never attacks; when her
/// carrier falls she is let down beside him; she gets out with whoever carries her through
/// an exit, and the Nemesis wins when she is killed.
#[test]
fn the_witness_is_carried_set_down_picked_up_and_handed_over() {
    let melee_kind = crate::data::AttackKind::Melee;
    let mut g = arena(8, 6);
    g.chapter = 4;
    g.exits = vec![Pos::new(7, 2)];
    let nanny = add(&mut g, FigKind::Ally, "tin_nanny", 2, 2);
    let major = add(&mut g, FigKind::Gentleman, "major", 4, 2);
    let clown = add(&mut g, FigKind::Minion, "killer_clown", 3, 3);
    g.board_witness();
    let w = g.witness().expect("the witness is a figure");
    assert!(g.carrying(nanny) && !g.active(w), "carried, off the board");
    assert!(!g.may_attack(nanny, melee_kind, clown, None), "hands full");

    // The nanny sets her down between herself and the major.
    activate(&mut g, ActCard::Allies, vec![(nanny, 2)]);
    let down = Action::SetDown {
        fig: nanny,
        at: Pos::new(3, 2),
    };
    let seat = g.leader_seat();
    assert!(g.legal(seat, &down), "setting her down is a move");
    g.act(seat, &down).expect("set down");
    assert!(g.active(w) && g.fig(w).map(|f| f.pos) == Some(Pos::new(3, 2)));
    assert!(!g.carrying(nanny));
    assert!(g.may_attack(nanny, melee_kind, clown, None), "hands free");
    assert!(
        !g.may_attack(w, melee_kind, clown, None),
        "a non-combatant never attacks"
    );
    assert!(!g.world_gent_goal() && !g.world_nem_goal());

    // The major beside her picks her up: he carries her now, 1 movement point less.
    g.stack.clear();
    activate(&mut g, ActCard::Gentleman(major), vec![(major, 2)]);
    let mp = g.mp(major);
    let up = Action::PickUp { fig: major, of: w };
    assert!(g.legal(1, &up), "picking her up is a move");
    g.act(1, &up).expect("pick up");
    assert!(g.carrying(major) && !g.active(w));
    assert_eq!(g.mp(major) + 1, mp);
    assert!(!g.may_attack(major, melee_kind, clown, None));

    // He hands her to the nanny, two squares away: not from there; beside her he may.
    let hand = Action::HandOver {
        fig: major,
        to: nanny,
    };
    assert!(!g.legal(1, &hand), "the nanny is not beside him");
    g.fig_mut(nanny).expect("nanny").pos = Pos::new(3, 1);
    assert!(g.legal(1, &hand));
    g.act(1, &hand).expect("hand over");
    assert!(g.carrying(nanny) && !g.carrying(major));

    // The nanny falls: the witness is let down where she stood (her square is free now).
    let mut ctx = parlour_plugin_api::Ctx::new();
    g.defeat(nanny, &mut ctx);
    let at = g.fig(w).map(|f| f.pos).expect("witness");
    assert!(g.active(w) && at == Pos::new(3, 1), "let down at {at:?}");
    assert!(
        !g.world_nem_goal(),
        "the nanny's fall alone decides nothing"
    );

    // Killed, she loses the chapter for the gentlemen.
    let mut dead = g.clone();
    dead.defeat(w, &mut ctx);
    assert!(dead.world_nem_goal());

    // Carried out through the exit by the major, she wins it.
    g.fig_mut(w).expect("witness").pos = Pos::new(6, 3);
    g.fig_mut(major).expect("major").pos = Pos::new(7, 2);
    g.phase = Phase::Activation;
    g.stack.clear();
    activate(&mut g, ActCard::Gentleman(major), vec![(major, 2)]);
    let up = Action::PickUp { fig: major, of: w };
    g.act(1, &up).expect("pick up");
    assert!(g.legal(1, &Action::Leave(major)), "her carrier may leave");
    g.act(1, &Action::Leave(major)).expect("leave");
    assert!(g.world_gent_goal(), "the witness got out");
    assert!(!g.world_nem_goal());
}

/// A Chapter IV game begins with the witness in the Tin Nanny's arms, and the bots finish it.
#[test]
fn chapter_four_starts_with_the_witness_carried() {
    let mut g = super::new_game(3, 7, &[("chapter", "4"), ("level", "balanced")]);
    let w = g.witness().expect("a witness figure");
    let nanny = g
        .figures
        .iter()
        .find(|f| f.def == "tin_nanny")
        .map(|f| f.id)
        .expect("nanny");
    assert_eq!(g.world.carried, Some(nanny));
    assert!(!g.active(w));
    let mut k = 0u64;
    while !g.is_over() && k < 60_000 {
        let seat = g.acting_seats()[0];
        let a = g.bot_action(seat, k).expect("a move");
        g.act(seat, &a).expect("apply");
        k += 1;
    }
    assert!(g.is_over());
}

/// The cards of the fight's chaos window name a gentleman (design D-10's timing "when a
/// gentleman is attacked"); the rulebook keeps allies apart from gentlemen (about L1097-1101:
/// citizens with attributes but no abilities) and names both where a card means both
/// (Guardian Angel, about L642: "Gentleman oder Verbündeter"). So an attacked ally gets no
/// window: with Cruel Blow in hand and a window order that asks, the street urchin's defence is
/// rolled at once, and Cruel Blow is never offered on her.
#[test]
fn an_attacked_ally_gets_no_fight_window() {
    let mut g = arena(8, 6);
    let _major = add(&mut g, FigKind::Gentleman, "major", 6, 4);
    let urchin = add(&mut g, FigKind::Ally, "urchin", 3, 2);
    let clown = add(&mut g, FigKind::Minion, "killer_clown", 2, 2);
    g.hand = vec!["cruel_blow".into()];
    g.orders.window = WindowOrder::Steps;
    activate(&mut g, ActCard::Minions, vec![(clown, 1)]);
    let pool = usize::from(g.attack_pool(&melee(clown, urchin)));
    let mut forced = vec![Face::Hit];
    forced.extend(vec![Face::Dodge; pool - 1]);
    forced.extend(vec![Face::Cover; 12]);
    g.forced = forced;
    g.act(NEMESIS_SEAT, &Action::Attack(melee(clown, urchin)))
        .expect("attack");
    assert_ne!(
        g.questions.for_seat(NEMESIS_SEAT),
        Some(&window_of(urchin)),
        "no window before an ally's defence"
    );
    assert!(!g.legal(NEMESIS_SEAT, &chaos("cruel_blow", urchin)));
    assert!(g.hand.contains(&"cruel_blow".to_string()), "the card stays");
    assert!(
        g.fig(urchin).is_some_and(|f| f.gone),
        "her defence was rolled"
    );
}

/// A schema 5 save of Chapter IV, written before the witness was a figure, loads and plays by
/// the old rule: no witness figure, the nanny carries by the chapter's goals, her leaving wins.
#[test]
fn a_schema_5_save_of_chapter_four_keeps_the_old_rule() {
    let g = super::new_game(3, 7, &[("chapter", "4"), ("level", "balanced")]);
    let w = g.witness().expect("witness") as usize;
    let mut v = serde_json::to_value(&g).expect("state");
    v["figures"].as_array_mut().expect("figures").remove(w);
    v["world"].as_object_mut().expect("world").remove("carried");
    let v = Smog::upgrade(5, v).expect("schema 5 reads");
    let old: Smog = serde_json::from_value(v).expect("loads");
    assert!(old.witness().is_none());
    let nanny = old
        .figures
        .iter()
        .find(|f| f.def == "tin_nanny")
        .map(|f| f.id)
        .expect("nanny");
    assert!(old.carrying(nanny), "the nanny carries as before");
    let mut won = old.clone();
    won.world.left.push("tin_nanny".into());
    assert!(won.world_gent_goal(), "her leaving wins as before");
}
