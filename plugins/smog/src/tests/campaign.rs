//! The campaign: bots play whole campaigns; what carries over between chapters; the limits of
//! the intermezzo and of conspiracy spending; a save continues identically; the location cards
//! and the campaign's messages. The figures (finale share per side, time per campaign) are an
//! ignored benchmark: `cargo test -p parlour-smog --release -- --ignored --nocapture
//! campaign_figures`.

use super::Sdk;
use parlour_plugin_api::Ctx;
use std::collections::BTreeSet;

use parlour_plugin_api::{Game, GameRng, Viewer};

use super::*;
use crate::campaign::intermezzo::{self, Camp, Place, Stage};
use crate::campaign::{self as camp, Once};
use crate::data::{NemAdv, data};
use crate::state::{ActCard, Action, Attr, FigKind, NEMESIS_SEAT, Phase, SetupStep, Team};

fn campaign_game(seed: u64, extra: &[(&str, &str)]) -> Smog {
    let mut opts = vec![("mode", "campaign")];
    opts.extend_from_slice(extra);
    new_game(3, seed, &opts)
}

/// One bot move (the seed follows the event counter and the move count).
fn bot_step(game: &mut Smog, k: u64) {
    let seat = game.acting_seats()[0];
    let action = game
        .bot_action(
            seat,
            k.wrapping_mul(31).wrapping_add(u64::from(game.events)),
        )
        .expect("the bot has a move");
    assert!(game.legal(seat, &action), "illegal {action:?}");
    game.act(seat, &action).expect("apply");
}

/// Plays bot moves until `stop` holds (or the game ends); returns the moves made.
fn run_until(game: &mut Smog, stop: impl Fn(&Smog) -> bool, limit: u64) -> u64 {
    let mut k = 0;
    while !game.is_over() && !stop(game) && k < limit {
        bot_step(game, k);
        k += 1;
    }
    k
}

fn in_intermezzo(g: &Smog) -> bool {
    g.phase == Phase::Intermezzo
}

#[test]
fn a_seeded_bot_campaign_runs_from_chapter_one_to_the_finale() {
    let mut game = campaign_game(5, &[]);
    let chapters = camp::chapter_numbers();
    let mut intermezzos = 0;
    let mut k = 0u64;
    let mut was = false;
    while !game.is_over() && k < 200_000 {
        bot_step(&mut game, k);
        let now = in_intermezzo(&game);
        if now && !was {
            intermezzos += 1;
        }
        was = now;
        k += 1;
    }
    assert!(game.is_over(), "the campaign ended");
    let c = game.campaign.as_ref().expect("campaign");
    let played: Vec<u8> = c.history.iter().map(|r| r.chapter).collect();
    assert_eq!(played, chapters, "every chapter in order, the finale last");
    assert_eq!(
        intermezzos,
        chapters.len() - 1,
        "an intermezzo between chapters"
    );
    assert_eq!(game.chapter, camp::finale());
    // The end status names the campaign's winner; the view shows its history.
    let status = game.status();
    assert!(status.game_over);
    let phase = status.phase.expect("phase");
    assert!(phase.id.starts_with("phase-campaign-"), "{}", phase.id);
    let ids: Vec<String> = game
        .look(Viewer::Spectator)
        .texts()
        .iter()
        .map(|t| t.id.clone())
        .collect();
    assert!(ids.iter().any(|i| i.starts_with("campaign-won-")));
    assert_eq!(
        ids.iter().filter(|i| i.starts_with("history-")).count()
            - ids.iter().filter(|i| *i == "history-visit").count(),
        chapters.len()
    );
    // The end screen tells every chapter's winner to every seat, the finale last, and ranks
    // the finale's winners first.
    let finale_winner = c.history.last().map(|r| r.winner).expect("finale");
    assert_eq!(
        status.ranking.first().map(|r| Team::of_seat(r.seat)),
        Some(finale_winner)
    );
    for ranked in &status.ranking {
        assert_eq!(ranked.breakdown.len(), chapters.len());
        for (line, record) in ranked.breakdown.iter().zip(&c.history) {
            let won = record.winner == Team::of_seat(ranked.seat);
            assert_eq!(line.value, i64::from(won), "{:?}", line.label);
            assert_eq!(
                line.label.args.get("chapter"),
                Some(&parlour_plugin_api::Arg::Num(f64::from(record.chapter)))
            );
        }
    }
}

#[test]
fn a_new_campaign_gets_its_extras_and_a_later_start_the_one_shot_set_up() {
    let game = campaign_game(9, &[("chapter", "1"), ("level", "lots")]);
    assert!(game.pool.is_empty(), "no level equipment in a new campaign");
    assert_eq!(game.conspiracy, 0);
    let mut advantages = 0;
    let mut powers = 0;
    for s in &game.setup {
        match s {
            SetupStep::Advantages(_, n) => {
                assert_eq!(*n, 1);
                advantages += 1;
            }
            SetupStep::Powers(n) => {
                assert_eq!(*n, 1);
                powers += 1;
            }
            SetupStep::Conspiracy | SetupStep::Share => panic!("a one-shot extra: {s:?}"),
            _ => {}
        }
    }
    assert_eq!((advantages, powers), (4, 1));
    // Starting at Chapter II: the one-shot set-up at the chosen level, then campaign rules.
    let later = campaign_game(9, &[("chapter", "2"), ("level", "lots")]);
    let one_shot = new_game(3, 9, &[("chapter", "2"), ("level", "lots")]);
    assert_eq!(later.pool, one_shot.pool);
    assert_eq!(later.conspiracy, one_shot.conspiracy);
    assert_eq!(later.setup, one_shot.setup);
    assert_eq!(later.campaign.as_ref().map(|c| c.first), Some(2));
}

fn equipment(game: &Smog) -> Vec<String> {
    let mut v: Vec<String> = game
        .gentlemen()
        .flat_map(|g| g.equipment.iter().cloned())
        .collect();
    v.sort();
    v
}

#[test]
fn equipment_stays_chaos_cards_and_damage_go_and_ether_is_refilled() {
    let mut game = campaign_game(21, &[]);
    // The last move of Chapter I.
    let mut k = 0;
    let mut before = game.clone();
    while !in_intermezzo(&game) && !game.is_over() && k < 50_000 {
        before = game.clone();
        bot_step(&mut game, k);
        k += 1;
    }
    assert!(in_intermezzo(&game), "Chapter I ended in the intermezzo");
    assert_eq!(equipment(&game), equipment(&before), "equipment kept");
    for g in game.gentlemen() {
        assert_eq!((g.damage, g.ether), (0, 0));
        assert!(g.suffering.is_empty() && g.role.is_none());
    }
    assert!(game.hand.is_empty(), "chaos cards discarded");
    let c = game.campaign.as_ref().expect("campaign");
    let kept: Vec<String> = before.powers.iter().map(|p| p.id.clone()).collect();
    assert_eq!(c.powers, kept, "the Nemesis keeps his power cards");
    for g in before.gentlemen() {
        assert_eq!(c.kept(&g.def).map(|k| &k.advantages), Some(&g.advantages));
    }
    // Through the intermezzo: every card collected comes back in the shared pool.
    let mut last = game.clone();
    while in_intermezzo(&game) {
        last = game.clone();
        bot_step(&mut game, k);
        k += 1;
    }
    assert_eq!(game.phase, Phase::Setup);
    assert_eq!(
        game.chapter,
        camp::next_chapter(1).expect("a second chapter")
    );
    let mut collected = equipment(&last);
    collected.extend(
        last.campaign
            .as_ref()
            .map(|c| c.stash.clone())
            .unwrap_or_default(),
    );
    collected.sort();
    let mut pool = game.pool.clone();
    pool.extend(equipment(&game));
    pool.sort();
    assert_eq!(pool, collected, "the shared pool holds all equipment");
    // Nothing held is also in a deck.
    for card in &collected {
        let in_decks: usize = game
            .decks
            .iter()
            .map(|(_, d)| d.iter().filter(|c| *c == card).count())
            .sum();
        let copies = data().card(card).map(|d| d.copies).unwrap_or(1) as usize;
        let held = collected.iter().filter(|c| *c == card).count();
        assert_eq!(in_decks + held, copies, "{card}: deck and pool");
    }
    run_until(&mut game, |g| g.phase != Phase::Setup, 5_000);
    // The bots share the pool back: each gentleman gets his own kit again (what needs no slot
    // surely; arsenal cards as far as his slots go).
    for g in last.gentlemen() {
        let Some(now) = game.gentlemen().find(|n| n.def == g.def) else {
            continue;
        };
        for card in &g.equipment {
            let slotless = data().card(card).is_some_and(|d| !d.kind.arsenal());
            if slotless {
                assert!(now.equipment.contains(card), "{} keeps {card}", g.def);
            }
        }
    }
    for g in game.gentlemen() {
        assert_eq!(g.damage, 0);
        assert_eq!(g.ether, game.max_ether(g.id), "ether refilled");
        assert!(g.suffering.is_empty());
    }
    assert_eq!(game.hand.len(), 2, "a fresh chaos hand");
}

/// A campaign in its first intermezzo.
fn at_intermezzo(seed: u64) -> Smog {
    let mut game = campaign_game(seed, &[]);
    run_until(&mut game, in_intermezzo, 50_000);
    assert!(in_intermezzo(&game));
    game
}

fn stage(game: &Smog) -> Option<Stage> {
    game.campaign
        .as_ref()
        .and_then(|c| c.intermezzo.as_ref())
        .and_then(|im| im.stages.first().cloned())
}

fn act(game: &mut Smog, c: Camp) {
    let seat = game.acting_seats()[0];
    let a = Action::Campaign(c);
    assert!(game.legal(seat, &a), "{a:?} not legal in {:?}", stage(game));
    game.act(seat, &a).expect("apply");
}

#[test]
fn visits_go_leader_first_and_pay_the_nemesis() {
    let mut game = at_intermezzo(31);
    let c = game.campaign.as_ref().expect("campaign");
    let im = c.intermezzo.as_ref().expect("intermezzo");
    let leader = game.fig(game.leader).map(|f| f.def.clone());
    assert_eq!(im.order.first().cloned(), leader, "the leader visits first");
    assert_eq!(im.order.len(), 4);
    assert_eq!(im.bazaar.len(), 3);
    assert!(im.bazaar.iter().all(|p| p.len() == 2), "pairs of utensils");
    assert_eq!(im.locations.len(), 3);
    let gent = im.order[0].clone();
    let before = c.conspiracy;
    // Only the visitor's seat decides; his options are places he may visit.
    let seat = game.acting_seats()[0];
    assert_ne!(seat, NEMESIS_SEAT);
    act(
        &mut game,
        Camp::Visit {
            gentleman: gent.clone(),
            place: Place::Bazaar(0),
        },
    );
    let c = game.campaign.as_ref().expect("campaign");
    assert_eq!(c.conspiracy, before + intermezzo::BAZAAR_POINTS);
    let im = c.intermezzo.as_ref().expect("intermezzo");
    assert!(im.bazaar[0].is_empty(), "the pair is taken");
    // The space is taken: nobody else can go there.
    let next = im.order[0].clone();
    assert!(!intermezzo::places(&game, &next).contains(&Place::Bazaar(0)));
    // A location card restricted to other professions cannot be visited.
    for l in &im.locations {
        let def = camp::locations::location(l).expect("location");
        let allowed = intermezzo::places(&game, &next).contains(&Place::Location(l.clone()));
        assert_eq!(allowed, camp::locations::may_visit(def, &next), "{l}");
    }
}

#[test]
fn a_fourth_advantage_card_sends_one_back() {
    let mut game = at_intermezzo(41);
    let gent = game
        .campaign
        .as_ref()
        .and_then(|c| c.intermezzo.as_ref())
        .map(|im| im.order[0].clone())
        .expect("visitor");
    let prof = data().gentleman(&gent).map(|g| g.profession);
    let free = intermezzo::free_advantages(game.campaign.as_ref().expect("c"), prof);
    assert!(!free.is_empty());
    // He already holds three (cards of other professions, to leave his own deck open).
    let others: Vec<String> = data()
        .cards
        .iter()
        .filter(|c| c.kind == crate::data::CardKind::Advantage && c.profession != prof)
        .take(3)
        .map(|c| c.id.clone())
        .collect();
    if let Some(c) = game.campaign.as_mut() {
        c.kept_mut(&gent).advantages = others.clone();
    }
    act(
        &mut game,
        Camp::Visit {
            gentleman: gent.clone(),
            place: Place::Club(free[0].clone()),
        },
    );
    assert_eq!(
        stage(&game),
        Some(Stage::Return {
            gentleman: gent.clone()
        })
    );
    act(&mut game, Camp::Return(others[0].clone()));
    let held = game
        .campaign
        .as_ref()
        .and_then(|c| c.kept(&gent))
        .map(|k| k.advantages.clone())
        .unwrap_or_default();
    assert_eq!(held.len(), intermezzo::MAX_ADVANTAGES);
    assert!(held.contains(&free[0]) && !held.contains(&others[0]));
}

/// Visits with the bot until the Nemesis's power step.
fn to_powers(game: &mut Smog) {
    run_until(game, |g| matches!(stage(g), Some(Stage::Powers(_))), 100);
    assert!(matches!(stage(game), Some(Stage::Powers(_))));
}

#[test]
fn the_nemesis_holds_at_most_six_power_cards() {
    let mut game = at_intermezzo(51);
    to_powers(&mut game);
    let all: Vec<String> = data()
        .cards
        .iter()
        .filter(|c| c.kind == crate::data::CardKind::Power)
        .map(|c| c.id.clone())
        .collect();
    assert!(all.len() > intermezzo::MAX_POWERS);
    if let Some(c) = game.campaign.as_mut() {
        c.powers = all[..intermezzo::MAX_POWERS].to_vec();
    }
    let options = intermezzo::actions(&game);
    assert!(
        options.iter().all(|a| matches!(a, Camp::ReturnPower(_))),
        "at six he must return one first"
    );
    // A basic power may go back.
    let basic = data()
        .cards
        .iter()
        .find(|c| c.basic)
        .map(|c| c.id.clone())
        .expect("basic");
    act(&mut game, Camp::ReturnPower(basic.clone()));
    let options = intermezzo::actions(&game);
    assert!(options.iter().all(|a| matches!(a, Camp::TakePower(_))));
    let new = options
        .iter()
        .find_map(|a| match a {
            Camp::TakePower(p) if *p != basic => Some(p.clone()),
            _ => None,
        })
        .expect("a card to take");
    act(&mut game, Camp::TakePower(new.clone()));
    let c = game.campaign.as_ref().expect("c");
    assert_eq!(c.powers.len(), intermezzo::MAX_POWERS);
    assert!(c.powers.contains(&new) && !c.powers.contains(&basic));
}

#[test]
fn a_new_profession_brings_an_advantage_card_and_benched_cards_stay() {
    let mut game = at_intermezzo(61);
    run_until(&mut game, |g| stage(g) == Some(Stage::Swap), 100);
    assert_eq!(stage(&game), Some(Stage::Swap));
    let c = game.campaign.as_ref().expect("c").clone();
    let bench = data()
        .gentlemen
        .iter()
        .map(|g| g.id.clone())
        .find(|g| !c.lineup.contains(g))
        .expect("a benched gentleman");
    let out = c.lineup[1].clone();
    if let Some(cm) = game.campaign.as_mut() {
        cm.kept_mut(&out).advantages = vec!["nimble".to_owned()];
    }
    let new_prof = data()
        .gentleman(&bench)
        .map(|g| g.profession)
        .expect("prof");
    assert!(!c.professions.contains(&new_prof));
    act(
        &mut game,
        Camp::Swap {
            out: out.clone(),
            into: bench.clone(),
        },
    );
    assert_eq!(
        stage(&game),
        Some(Stage::Advantages {
            gentleman: bench.clone(),
            left: 1
        })
    );
    let pick = intermezzo::actions(&game).first().cloned().expect("a card");
    act(&mut game, pick);
    act(&mut game, Camp::Done);
    let c = game.campaign.as_ref().expect("c");
    assert!(c.lineup.contains(&bench) && !c.lineup.contains(&out));
    assert_eq!(
        c.kept(&out).map(|k| k.advantages.clone()),
        Some(vec!["nimble".to_owned()])
    );
    assert_eq!(c.kept(&bench).map(|k| k.advantages.len()), Some(1));
    // Finish the intermezzo: the newcomer plays with his card, the benched one is absent.
    run_until(&mut game, |g| g.phase == Phase::Setup, 100);
    let defs: Vec<String> = game.gentlemen().map(|g| g.def.clone()).collect();
    assert!(defs.contains(&bench) && !defs.contains(&out));
    let newcomer = game.gentlemen().find(|g| g.def == bench).expect("newcomer");
    assert_eq!(newcomer.advantages.len(), 1);
}

#[test]
fn conspiracy_points_buy_each_advantage_twice_and_vanish_unspent() {
    let mut game = at_intermezzo(71);
    run_until(&mut game, |g| g.phase == Phase::Setup, 200);
    // Reach the conspiracy step with 8 points (the versions are chosen first).
    game.conspiracy = 8;
    if !game.setup.contains(&SetupStep::Conspiracy) {
        let at = game
            .setup
            .iter()
            .position(|s| !matches!(s, SetupStep::Version(_)))
            .unwrap_or(game.setup.len());
        game.setup.insert(at, SetupStep::Conspiracy);
    }
    run_until(
        &mut game,
        |g| g.setup.first() == Some(&SetupStep::Conspiracy),
        20,
    );
    assert_eq!(game.setup.first(), Some(&SetupStep::Conspiracy));
    let agent = game
        .figures
        .iter()
        .find(|f| f.kind == FigKind::Agent)
        .map(|f| f.id.to_string())
        .expect("an agent");
    let buy = |adv, attr| Action::Buy {
        adv,
        target: Some(agent.clone()),
        attr,
    };
    let agility = buy(NemAdv::AgentAttr, Some(Attr::Agility));
    let strength = buy(NemAdv::AgentAttr, Some(Attr::Strength));
    game.conspiracy = 8;
    game.act(NEMESIS_SEAT, &agility).expect("first +1 agility");
    assert!(
        !game.legal(NEMESIS_SEAT, &agility),
        "the same advantage twice on one agent"
    );
    assert!(
        game.legal(NEMESIS_SEAT, &strength),
        "another attribute is another advantage"
    );
    game.act(NEMESIS_SEAT, &strength).expect("+1 strength");
    game.conspiracy = 8;
    let accuracy = buy(NemAdv::AgentAttr, Some(Attr::Accuracy));
    assert!(
        !game.legal(NEMESIS_SEAT, &accuracy),
        "a third of one row in a chapter"
    );
    let supply = Action::Buy {
        adv: NemAdv::Supply,
        target: None,
        attr: None,
    };
    let before = game.supply;
    game.conspiracy = 5;
    for _ in 0..4 {
        game.act(NEMESIS_SEAT, &supply)
            .expect("+2 supply as often as paid");
    }
    assert_eq!(game.supply, before + 8);
    assert_eq!(game.conspiracy, 1);
    game.act(NEMESIS_SEAT, &Action::Ready).expect("ready");
    assert_eq!(game.conspiracy, 0, "unspent points are lost");
}

#[test]
fn the_seance_and_the_sabbath_are_their_holders_decisions() {
    let mut game = campaign_game(81, &[]);
    run_until(&mut game, |g| g.phase == Phase::Command, 100);
    let arcanist = game
        .gentlemen()
        .find(|g| {
            data().gentleman(&g.def).map(|d| d.profession)
                == Some(crate::data::Profession::Arcanist)
        })
        .map(|g| (g.id, g.def.clone()));
    let (fig, def) = arcanist.expect("an arcanist plays Chapter I");
    let seat = game.controller(fig);
    if let Some(c) = game.campaign.as_mut() {
        c.once = vec![Once::Seance(def.clone()), Once::Sabbath(def.clone())];
    }
    super::fixtures::ask(&mut game);
    // The Séance: at the start of the command phase his seat names a card (or waits).
    assert_eq!(game.acting_seats(), vec![seat]);
    let options = game.simple_actions(seat);
    assert!(options.contains(&Action::Campaign(Camp::Done)));
    assert!(options.contains(&Action::Campaign(Camp::Name(ActCard::Minions))));
    game.act(seat, &Action::Campaign(Camp::Name(ActCard::Minions)))
        .expect("name");
    assert_eq!(
        game.acting_seats(),
        vec![NEMESIS_SEAT],
        "the Nemesis lays his row now"
    );
    let mut row = game.nemesis_cards();
    row.retain(|c| *c != ActCard::Minions);
    row.push(ActCard::Minions);
    game.act(NEMESIS_SEAT, &Action::Row(row)).expect("row");
    assert_eq!(
        game.nem_row.first(),
        Some(&ActCard::Minions),
        "the named card opens it"
    );
    // Everyone knows where the named card lies: a gentleman's sample keeps it there.
    let gentleman_seat = (0..game.player_count())
        .find(|&s| s != NEMESIS_SEAT)
        .expect("a gentlemen's seat");
    for s in 0..40 {
        let mut rng = GameRng::from_seed(s);
        let sample = crate::hidden::determinize(&game, gentleman_seat, &mut rng);
        assert_eq!(
            sample.nem_row.first(),
            Some(&ActCard::Minions),
            "sample {s} keeps the named card first"
        );
    }
    // The Sabbath: when an agent card is revealed, his seat may cancel it.
    let mut k = 0;
    while !game.is_over() && k < 3_000 {
        let asked = game.campaign.as_ref().is_some_and(|c| c.offer.is_some());
        if asked {
            break;
        }
        bot_step(&mut game, k);
        k += 1;
    }
    let Some(super::super::campaign::locations::Offer::Sabbath(card)) =
        game.campaign.as_ref().and_then(|c| c.offer.clone())
    else {
        panic!("an agent card was revealed in Chapter I");
    };
    assert!(matches!(card, ActCard::Agent(_)));
    assert_eq!(game.acting_seats(), vec![seat]);
    let revealed = game.revealed;
    game.act(seat, &Action::Campaign(Camp::Cancel))
        .expect("cancel");
    assert!(
        game.revealed > revealed || game.phase != Phase::Activation,
        "the next card goes on"
    );
    assert!(
        game.stack.iter().all(|a| a.card != card),
        "the agent does not act"
    );
    let c = game.campaign.as_ref().expect("c");
    assert!(c.once.is_empty(), "both powers are spent");
}

fn json(game: &Smog) -> String {
    serde_json::to_string(game).expect("serialises")
}

/// Saves, loads and plays both copies on with the same bot moves: they stay identical.
fn round_trip_continues(game: &Smog, moves: u64) {
    let text = json(game);
    let mut loaded: Smog = serde_json::from_str(&text).expect("loads");
    assert_eq!(json(&loaded), text);
    let mut original = game.clone();
    for k in 0..moves {
        if original.is_over() {
            break;
        }
        bot_step(&mut original, k);
        bot_step(&mut loaded, k);
    }
    assert_eq!(json(&loaded), json(&original));
}

#[test]
fn a_save_in_each_intermezzo_and_each_chapter_continues_identically() {
    let mut game = campaign_game(91, &[]);
    let mut chapters_saved = BTreeSet::new();
    let mut intermezzos_saved = BTreeSet::new();
    let mut k = 0;
    while !game.is_over() && k < 100_000 {
        bot_step(&mut game, k);
        k += 1;
        // In each chapter once its rounds run, and in each intermezzo after its first visit.
        if game.phase == Phase::Activation && chapters_saved.insert(game.chapter) {
            round_trip_continues(&game, 300);
        }
        let visited = game
            .campaign
            .as_ref()
            .and_then(|c| c.intermezzo.as_ref())
            .is_some_and(|im| !im.visits.is_empty());
        if in_intermezzo(&game) && visited && intermezzos_saved.insert(game.chapter) {
            round_trip_continues(&game, 300);
        }
    }
    assert!(game.is_over());
    assert_eq!(chapters_saved.len(), camp::chapter_numbers().len());
    assert_eq!(intermezzos_saved.len(), camp::chapter_numbers().len() - 1);
}

#[test]
fn random_players_finish_campaigns_at_every_seat_count() {
    for n in [2u32, 5] {
        let game = new_game(n, u64::from(n) * 13, &[("mode", "campaign")]);
        let (game, moves) = play_out(game, u64::from(n), 0, 300_000);
        assert!(game.is_over(), "{n} seats: not over after {moves} moves");
        let c = game.campaign.as_ref().expect("campaign");
        assert_eq!(c.history.len(), camp::chapter_numbers().len());
    }
}

#[test]
fn hidden_information_stays_hidden_in_the_intermezzo() {
    let game = at_intermezzo(101);
    // The location deck's order is hidden: determinizations differ in it, never in the board.
    let mut seen = BTreeSet::new();
    for s in 0..8u64 {
        let mut rng = GameRng::from_seed(s);
        let d = game.determinize(1, &mut rng).expect("determinize");
        let c = d.campaign.as_ref().expect("c");
        assert_eq!(
            c.intermezzo,
            game.campaign.as_ref().and_then(|c| c.intermezzo.clone())
        );
        seen.insert(c.locations.clone());
    }
    assert!(seen.len() > 1);
    // Everything on the intermezzo board is public: every seat sees the same.
    let texts = |v: Viewer| -> Vec<String> {
        game.look(v)
            .texts()
            .iter()
            .map(|t| format!("{t:?}"))
            .collect()
    };
    assert_eq!(texts(Viewer::Seat(1)), texts(Viewer::Seat(NEMESIS_SEAT)));
    assert_eq!(texts(Viewer::Seat(2)), texts(Viewer::Spectator));
}

#[test]
fn location_cards_parse_and_every_campaign_text_exists_in_both_languages() {
    let locs = camp::locations::parse().expect("locations parse");
    assert_eq!(locs.len(), 25, "D-12: 25 location cards");
    for known in ["sabbath", "seance", "buckingham_palace", "seasoned_mentor"] {
        assert!(locs.iter().any(|l| l.id == known), "{known}");
    }
    // Both languages hold the same messages (checked in `locales`); every file of the game.
    let en = super::locales::lang("en/");
    for l in &locs {
        let key = l.id.replace('_', "-");
        assert!(
            en.contains(&format!("location-{key}")) && en.contains(&format!("location-{key}-text"))
        );
    }
    // Every text a campaign shows (views, labels, logs, status) exists.
    let mut used = BTreeSet::new();
    let mut game = campaign_game(111, &[]);
    let mut k = 0;
    let mut rng = GameRng::from_seed(4);
    while !game.is_over() && k < 30_000 {
        let seat = game.acting_seats()[0];
        if in_intermezzo(&game) || game.phase == Phase::Setup || k % 50 == 0 {
            for v in [Viewer::Seat(seat), Viewer::Spectator] {
                for t in game.look(v).texts() {
                    used.extend(t.message_ids().into_iter().map(str::to_owned));
                }
            }
            for o in &game.choices(seat, &[]).options {
                used.extend(o.label.message_ids().into_iter().map(str::to_owned));
            }
        }
        let action = if in_intermezzo(&game) && k % 2 == 0 {
            random_move(&game, seat, &mut rng).expect("move")
        } else {
            game.bot_action(seat, k).expect("bot")
        };
        let out = game.act(seat, &action).expect("apply");
        for l in out.log {
            used.extend(l.text.message_ids().into_iter().map(str::to_owned));
        }
        if let Some(p) = game.status().phase {
            used.extend(p.message_ids().into_iter().map(str::to_owned));
        }
        k += 1;
    }
    for t in game.look(Viewer::Spectator).texts() {
        used.extend(t.message_ids().into_iter().map(str::to_owned));
    }
    let missing: Vec<&String> = used.iter().filter(|id| !en.contains(*id)).collect();
    assert!(missing.is_empty(), "messages missing: {missing:?}");
}

#[test]
#[ignore = "benchmark: cargo test -p parlour-smog --release -- --ignored --nocapture campaign_figures"]
fn campaign_figures() {
    // `CAMPAIGN_GAMES` campaigns (50 unless set), seeds from 5000.
    let n = std::env::var("CAMPAIGN_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(50u64);
    let start = std::time::Instant::now();
    let mut nemesis = 0;
    let mut most_moves = 0;
    let mut chapters: Vec<(u32, u32)> = vec![(0, 0); usize::from(camp::finale()) + 1];
    for seed in 0..n {
        let mut game = campaign_game(5000 + seed, &[]);
        let mut k = 0u64;
        while !game.is_over() && k < 400_000 {
            bot_step(&mut game, k);
            k += 1;
        }
        assert!(game.is_over(), "campaign {seed} ended");
        most_moves = most_moves.max(k);
        if game.phase == Phase::Over(Team::Nemesis) {
            nemesis += 1;
        }
        for r in &game.campaign.as_ref().expect("c").history {
            if let Some(slot) = chapters.get_mut(usize::from(r.chapter)) {
                slot.0 += u32::from(r.winner == Team::Gentlemen);
                slot.1 += 1;
            }
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{n} bot campaigns (3 seats, chapters {:?}): finale won by the Nemesis {nemesis}, by the gentlemen {}; {:.2} s per campaign",
        camp::chapter_numbers(),
        n - nemesis,
        secs / n as f64
    );
    println!("most moves in one campaign: {most_moves}");
    for (i, (g, t)) in chapters.iter().enumerate() {
        if *t > 0 {
            println!("chapter {i}: gentlemen won {g} of {t}");
        }
    }
}

#[test]
fn the_intermezzo_board_offers_the_visits_as_clicks() {
    let mut game = at_intermezzo(121);
    let mut clicked = 0;
    while in_intermezzo(&game) {
        for seat in 0..game.seats {
            let legal: BTreeSet<u64> = game
                .choices(seat, &[])
                .options
                .iter()
                .map(|o| parlour_plugin_api::id_of(&o.action))
                .collect();
            let clicks = game.look(Viewer::Seat(seat)).choices();
            for id in &clicks {
                assert!(
                    legal.contains(id),
                    "seat {seat}: an illegal click on the board"
                );
            }
            clicked += clicks.len();
        }
        // Each visit: the board offers the visitor's places as clicks.
        if stage(&game) == Some(Stage::Visit) {
            let seat = game.acting_seats()[0];
            assert!(!game.look(Viewer::Seat(seat)).choices().is_empty());
        }
        bot_step(&mut game, 0);
    }
    assert!(clicked > 0);
}

#[test]
fn a_chapters_consequences_reach_the_next_chapter() {
    let mut game = at_intermezzo(131);
    // Replay the consequences of a designed campaign section on the campaign of this intermezzo.
    let cons = crate::data::Consequence {
        conspiracy: 3,
        draw: vec!["simple".to_owned()],
        powers: 1,
        lose_powers: 1,
        supply: 2,
        ..Default::default()
    };
    let mut c = game.campaign.take().expect("c");
    let (stash, points) = (c.stash.len(), c.conspiracy);
    crate::campaign::carry::apply_consequence(
        &mut game,
        &mut c,
        Team::Nemesis,
        &cons,
        &mut Ctx::new(),
    );
    assert_eq!(
        c.stash.len(),
        stash + 1,
        "one simple arsenal card for the pool"
    );
    assert_eq!(c.conspiracy, points + 3);
    game.campaign = Some(c);
    // The Nemesis leaves one power out and takes two.
    run_until(
        &mut game,
        |g| matches!(stage(g), Some(Stage::SetAside(_))),
        100,
    );
    assert_eq!(stage(&game), Some(Stage::SetAside(1)));
    let resting = match intermezzo::actions(&game).first() {
        Some(Camp::SetAside(p)) => p.clone(),
        other => panic!("{other:?}"),
    };
    act(&mut game, Camp::SetAside(resting.clone()));
    assert_eq!(stage(&game), Some(Stage::Powers(2)));
    let held = game.campaign.as_ref().map(|c| c.powers.len()).unwrap_or(0);
    run_until(&mut game, |g| g.phase == Phase::Setup, 100);
    let c = game.campaign.as_ref().expect("c");
    assert_eq!(c.powers.len(), held + 2, "two power cards taken");
    assert!(
        !game.powers.iter().any(|p| p.id == resting),
        "the set-aside power rests"
    );
    assert_eq!(game.powers.len(), held + 1);
    assert!(game.supply >= 2, "the extra supply");
}

#[test]
fn a_campaign_runs_and_saves_through_the_sdk_instance() {
    use parlour_plugin_api::export::Instance;
    let req = serde_json::to_vec(&serde_json::json!({
        "players": 4, "seed": 17, "options": {"mode": "campaign"}
    }))
    .expect("request");
    let mut inst = Instance::<Smog>::create(&req).expect("create");
    // Bots up to the first intermezzo, then a save and a load there.
    let mut k = 0u64;
    loop {
        let (acting, over) = inst.turn().expect("turn");
        assert!(!over, "the campaign does not end in Chapter I");
        let saved = inst.save().expect("save");
        let intermezzo = saved.state.get("phase").and_then(|p| p.as_str()) == Some("intermezzo");
        if intermezzo {
            let bytes = serde_json::to_vec(&saved).expect("bytes");
            let loaded = Instance::<Smog>::load(&bytes).expect("load");
            assert_eq!(loaded.save().expect("save").state, saved.state);
            break;
        }
        inst.bot_move(acting.trailing_zeros(), k).expect("bot move");
        k += 1;
        assert!(k < 50_000);
    }
    let taken = inst.playout(3, 300_000).expect("playout");
    assert!(
        inst.status().game_over,
        "{taken} random moves to the finale"
    );
}

#[test]
fn moloch_stones_are_picked_by_the_winner_and_assigned_to_agents() {
    let mut game = at_intermezzo(141);
    *game.deck_mut(intermezzo::MOLOCH) =
        vec!["stone_a".into(), "stone_of_life".into(), "stone_c".into()];
    if let Some(im) = game.campaign.as_mut().and_then(|c| c.intermezzo.as_mut()) {
        im.stages.insert(
            0,
            Stage::Stones {
                team: Team::Nemesis,
                left: 2,
            },
        );
    }
    super::fixtures::ask(&mut game);
    assert_eq!(game.acting_seats(), vec![NEMESIS_SEAT]);
    act(&mut game, Camp::Pick("stone_of_life".into()));
    act(&mut game, Camp::Pick("stone_a".into()));
    assert_eq!(
        game.deck_mut(intermezzo::MOLOCH).clone(),
        vec!["stone_c".to_owned()]
    );
    let c = game.campaign.as_ref().expect("c");
    assert_eq!(c.stones.len(), 2);
    assert!(c.stones.iter().all(|s| s.agent.is_none()));
    // Before the next chapter he gives each stone to one of its agents.
    run_until(
        &mut game,
        |g| matches!(stage(g), Some(Stage::Stone(_))),
        100,
    );
    let next = camp::next_chapter(game.chapter).and_then(|n| data().chapter(n));
    let agents: Vec<String> = next
        .map(|ch| ch.agents.iter().map(|a| a.sheet.clone()).collect())
        .unwrap_or_default();
    assert!(!agents.is_empty());
    for _ in 0..2 {
        assert_eq!(game.acting_seats(), vec![NEMESIS_SEAT]);
        let a = intermezzo::actions(&game)
            .first()
            .cloned()
            .expect("an agent");
        act(&mut game, a);
    }
    let c = game.campaign.as_ref().expect("c");
    assert!(
        c.stones
            .iter()
            .all(|s| s.agent.as_ref().is_some_and(|a| agents.contains(a)))
    );
    // In the next chapter the stone lies with its agent and its rules apply to him: the
    // Stone of Life adds to his life.
    let sheet = c
        .stones
        .iter()
        .find(|s| s.card == "stone_of_life")
        .and_then(|s| s.agent.clone())
        .expect("assigned");
    let chapter = game.chapter;
    run_until(&mut game, |g| g.chapter != chapter, 2_000);
    let agent = game
        .figures
        .iter()
        .find(|f| f.kind == FigKind::Agent && f.def == sheet)
        .expect("the agent is on the scene");
    assert!(agent.equipment.contains(&"stone_of_life".to_owned()));
    let mut bare = game.clone();
    if let Some(f) = bare.fig_mut(agent.id) {
        f.equipment.clear();
    }
    assert!(game.life(agent.id) > bare.life(agent.id));
    assert!(
        !game
            .decks
            .iter()
            .any(|(_, d)| d.contains(&"stone_of_life".to_owned()))
    );
    // The gentlemen's stones join the shared pool.
    let mut game = at_intermezzo(142);
    *game.deck_mut(intermezzo::MOLOCH) = vec!["stone_a".into()];
    if let Some(im) = game.campaign.as_mut().and_then(|c| c.intermezzo.as_mut()) {
        im.stages.insert(
            0,
            Stage::Stones {
                team: Team::Gentlemen,
                left: 1,
            },
        );
    }
    assert_eq!(game.acting_seats(), vec![game.leader_seat()]);
    act(&mut game, Camp::Pick("stone_a".into()));
    assert!(
        game.campaign
            .as_ref()
            .is_some_and(|c| c.stash.contains(&"stone_a".to_owned()))
    );
}

#[test]
fn a_campaign_started_at_the_finale_ends_with_it() {
    let finale = camp::finale().to_string();
    let mut game = campaign_game(151, &[("chapter", finale.as_str()), ("level", "moderate")]);
    run_until(&mut game, |_| false, 50_000);
    assert!(game.is_over());
    let c = game.campaign.as_ref().expect("campaign");
    let played: Vec<u8> = c.history.iter().map(|r| r.chapter).collect();
    assert_eq!(played, vec![camp::finale()]);
    assert_eq!(c.first, camp::finale());
}

// The campaign's story (issue 24): each outcome's twist, recurring agents, the finale's tally.

/// Plays the chapter's set-up with the bots, lets `hurt` change the table, ends the chapter
/// with `winner` and plays the intermezzo up to the next chapter's set-up. The location cards
/// are taken away first: their powers (a round more, minions away) would blur the twists.
fn end_chapter(game: &mut Smog, winner: Team, hurt: impl Fn(&mut Smog)) {
    run_until(game, |g| g.phase == Phase::Command, 2_000);
    assert_eq!(
        game.phase,
        Phase::Command,
        "chapter {} set up",
        game.chapter
    );
    hurt(game);
    if let Some(c) = game.campaign.as_mut() {
        c.locations.clear();
    }
    game.phase = Phase::Over(winner);
    camp::chapter_over(game, winner, &mut Ctx::new());
    run_until(game, |g| g.phase != Phase::Intermezzo, 5_000);
}

/// A campaign from Chapter I whose chapters end as `winners` says, each after `hurt` (given
/// the chapter) changed its table; it stands at the set-up of the chapter after the last.
fn campaign_through(seed: u64, winners: &[Team], hurt: impl Fn(u8, &mut Smog)) -> Smog {
    let mut game = campaign_game(seed, &[]);
    for (i, w) in winners.iter().enumerate() {
        let chapter = i as u8 + 1;
        assert_eq!(game.chapter, chapter);
        end_chapter(&mut game, *w, |g| hurt(chapter, g));
    }
    game
}

fn present(game: &Smog, kind: FigKind, sheet: &str) -> Vec<crate::state::Figure> {
    game.figures
        .iter()
        .filter(|f| f.kind == kind && f.def == sheet && !f.gone)
        .cloned()
        .collect()
}

fn minions(game: &Smog) -> usize {
    game.figures
        .iter()
        .filter(|f| f.kind == FigKind::Minion && !f.gone)
        .count()
}

fn district_fire(game: &Smog, district: &str) -> u8 {
    let def = game.chapter_def().and_then(|c| c.london.as_ref());
    let i = def.and_then(|d| d.districts.iter().position(|x| x == district));
    match (i, game.world.london.as_ref()) {
        (Some(i), Some(l)) => l.fire.get(i).copied().unwrap_or(0),
        _ => 0,
    }
}

fn story_texts(game: &Smog) -> BTreeSet<String> {
    game.look(Viewer::Spectator)
        .texts()
        .iter()
        .flat_map(|t| t.message_ids().into_iter().map(str::to_owned))
        .collect()
}

fn kill(game: &mut Smog, sheet: &str, n: usize) {
    let ids: Vec<crate::state::FigId> = present(game, FigKind::Agent, sheet)
        .iter()
        .map(|f| f.id)
        .take(n)
        .collect();
    for id in ids {
        if let Some(f) = game.fig_mut(id) {
            f.gone = true;
        }
    }
}

fn wound(game: &mut Smog, sheet: &str, damage: u8) {
    let ids: Vec<crate::state::FigId> = present(game, FigKind::Agent, sheet)
        .iter()
        .map(|f| f.id)
        .collect();
    for id in ids {
        if let Some(f) = game.fig_mut(id) {
            f.damage = damage;
        }
    }
}

#[test]
fn each_outcome_changes_the_next_chapters_table_and_the_other_outcome_does_not() {
    for chapter in 1..camp::finale() {
        let def = data().chapter(chapter).expect("chapter");
        let next = data().chapter(chapter + 1).expect("next");
        let mut tables = Vec::new();
        for winner in [Team::Gentlemen, Team::Nemesis] {
            let (twist, other) = match winner {
                Team::Gentlemen => (&def.campaign.gentlemen.next, &def.campaign.nemesis.next),
                Team::Nemesis => (&def.campaign.nemesis.next, &def.campaign.gentlemen.next),
            };
            assert!(
                !twist.text.is_empty(),
                "chapter {chapter}: {winner:?} outcome has a designed consequence"
            );
            let n = chapter.to_string();
            let mut game = campaign_game(
                300 + u64::from(chapter),
                &[("chapter", n.as_str()), ("level", "moderate")],
            );
            end_chapter(&mut game, winner, |_| {});
            assert_eq!(game.chapter, chapter + 1);
            assert_eq!(game.phase, Phase::Setup);
            // The round limit.
            assert_eq!(
                i16::from(game.rounds),
                i16::from(next.rounds) + i16::from(twist.rounds),
                "chapter {chapter} {winner:?}: rounds"
            );
            // Allies who join.
            let mut allies: Vec<&str> = next.allies.iter().map(|p| p.sheet.as_str()).collect();
            allies.extend(
                twist
                    .allies
                    .iter()
                    .chain(other.allies.iter())
                    .map(|p| p.sheet.as_str()),
            );
            for sheet in allies {
                let placed: usize = next
                    .allies
                    .iter()
                    .filter(|p| p.sheet == sheet)
                    .map(|p| p.at.len())
                    .sum();
                let joined: usize = twist
                    .allies
                    .iter()
                    .filter(|p| p.sheet == sheet)
                    .map(|p| p.at.len())
                    .sum();
                assert_eq!(
                    present(&game, FigKind::Ally, sheet).len(),
                    placed + joined,
                    "chapter {chapter} {winner:?}: allies {sheet}"
                );
            }
            // Minions who join or stay away.
            let placed: usize = next.minions.iter().map(|p| p.at.len()).sum();
            let joined: usize = twist.minions.iter().map(|p| p.at.len()).sum();
            assert_eq!(
                minions(&game),
                placed + joined - usize::from(twist.fewer_minions),
                "chapter {chapter} {winner:?}: minions"
            );
            for p in &twist.minions {
                assert!(
                    game.versions.iter().any(|(s, _)| *s == p.sheet),
                    "a joining minion sheet has its version"
                );
            }
            // The Nemesis's chaos hand and the burning districts.
            assert_eq!(
                game.hand.len() as i16,
                2 + i16::from(twist.chaos),
                "chapter {chapter} {winner:?}: chaos cards"
            );
            for d in twist.districts.iter().chain(other.districts.iter()) {
                let fires = twist.districts.iter().filter(|x| *x == d).count();
                assert_eq!(usize::from(district_fire(&game, d)), fires, "{d}");
            }
            // The players read it: the cause's line, not the other outcome's.
            let texts = story_texts(&game);
            assert!(
                texts.contains(&twist.text),
                "chapter {chapter}: {}",
                twist.text
            );
            assert!(
                !texts.contains(&other.text),
                "chapter {chapter}: {}",
                other.text
            );
            assert!(
                texts.contains(&next.campaign.intro),
                "the introduction shows"
            );
            let table = (
                game.rounds,
                game.figures
                    .iter()
                    .filter(|f| !f.gone && f.kind != FigKind::Agent)
                    .map(|f| f.def.clone())
                    .collect::<Vec<_>>(),
                game.hand.len(),
                game.world.london.as_ref().map(|l| l.fire.clone()),
            );
            tables.push(table);
        }
        assert_ne!(
            tables[0], tables[1],
            "chapter {chapter}: both outcomes leave the same table"
        );
    }
}

#[test]
fn an_agent_who_escaped_returns_with_his_wounds_on_his_other_version() {
    let g = Team::Gentlemen;
    let game = campaign_through(401, &[g, g, g], |ch, game| {
        if ch == 1 {
            wound(game, "damon", 4);
        }
    });
    assert_eq!(game.chapter, 4);
    let damon = present(&game, FigKind::Agent, "damon");
    assert_eq!(damon.len(), 1, "Damon hunts the Tin Nanny");
    assert_eq!(damon[0].damage, 4, "with the wounds of the theatre");
    assert!(game.versions.contains(&("damon".to_owned(), 1)));
    assert!(
        !game.setup.contains(&SetupStep::Version("damon".to_owned())),
        "his version is no choice"
    );
    let c = game.campaign.as_ref().expect("campaign");
    let fate = c.story.fate("damon").expect("fate");
    assert_eq!(fate.kind(), crate::campaign::story::FateKind::Fled);
    assert_eq!(fate.chapter, 1);
    assert!(story_texts(&game).contains("story-return-fled"));
    // The lamias driven off in Chapter III stay away.
    assert!(present(&game, FigKind::Agent, "lamia").is_empty());
}

#[test]
fn a_slain_agent_stays_away_and_a_victorious_one_brings_more_ether() {
    let (g, n) = (Team::Gentlemen, Team::Nemesis);
    // Slain in the theatre: no Damon in Chapter IV, nor in the finale.
    let mut game = campaign_through(402, &[g, g, g], |ch, game| {
        if ch == 1 {
            kill(game, "damon", 1);
        }
    });
    assert!(present(&game, FigKind::Agent, "damon").is_empty());
    for ch in [4, 5] {
        assert_eq!(game.chapter, ch);
        end_chapter(&mut game, g, |_| {});
    }
    assert_eq!(game.chapter, camp::finale());
    assert!(present(&game, FigKind::Agent, "damon").is_empty());
    // Victorious in the theatre: more ether in Chapter IV; the lamias who broke out come too.
    let mut game = campaign_through(402, &[n, g, n], |_, _| {});
    assert_eq!(game.chapter, 4);
    assert_eq!(present(&game, FigKind::Agent, "lamia").len(), 2);
    run_until(&mut game, |g| g.phase == Phase::Command, 2_000);
    let damon = present(&game, FigKind::Agent, "damon");
    assert_eq!(damon.len(), 1);
    let version = game.version("damon");
    let base = data().sheet("damon").expect("sheet").version[usize::from(version)].ether;
    assert_eq!(damon[0].ether, base + 1, "one ether more");
    assert!(story_texts(&game).contains("story-return-won"));
}

#[test]
fn the_blood_brothers_storm_the_palace_only_after_they_won_the_workshop() {
    let (g, n) = (Team::Gentlemen, Team::Nemesis);
    // The gentlemen took the letters and the brothers fled: they stay away from the palace
    // (balance, issue 24: with them the gentlemen won Chapter V in 20 of 100 bot campaigns).
    let game = campaign_through(403, &[g, g, g, g], |_, _| {});
    assert_eq!(game.chapter, 5);
    let c = game.campaign.as_ref().expect("campaign");
    for sheet in ["tobias", "emerson"] {
        let fate = c.story.fate(sheet).expect("fate");
        assert_eq!(
            fate.kind(),
            crate::campaign::story::FateKind::Fled,
            "{sheet}"
        );
        assert!(present(&game, FigKind::Agent, sheet).is_empty(), "{sheet}");
    }
    // The brothers won the workshop: both storm the palace.
    let game = campaign_through(403, &[g, n, g, g], |_, _| {});
    assert_eq!(game.chapter, 5);
    for sheet in ["tobias", "emerson"] {
        assert_eq!(present(&game, FigKind::Agent, sheet).len(), 1, "{sheet}");
    }
}

#[test]
fn the_finale_follows_the_campaign_so_far() {
    let (g, n) = (Team::Gentlemen, Team::Nemesis);
    let finale = data().chapter(camp::finale()).expect("finale");
    let reporters = |game: &Smog| present(game, FigKind::Ally, "reporter").len();
    let placed_reporters: usize = finale
        .allies
        .iter()
        .filter(|p| p.sheet == "reporter")
        .map(|p| p.at.len())
        .sum();
    // The gentlemen won four chapters; Titus fell in Chapter IV, one Hammerlotte in Chapter V
    // and the other got away hurt; the Mechanist escaped unhurt.
    let game = campaign_through(403, &[g, g, n, g, g], |ch, game| match ch {
        4 => kill(game, "titus", 1),
        5 => {
            kill(game, "hammerlotte", 1);
            wound(game, "hammerlotte", 3);
        }
        _ => {}
    });
    assert_eq!(game.chapter, camp::finale());
    assert_eq!(game.rounds, finale.rounds + 1, "the gentlemen's tally");
    assert_eq!(reporters(&game), placed_reporters + 1);
    assert_eq!(district_fire(&game, "whitechapel"), 0);
    assert_eq!(district_fire(&game, "westminster"), 0);
    assert!(
        present(&game, FigKind::Agent, "titus").is_empty(),
        "Titus fell"
    );
    let lotte = present(&game, FigKind::Agent, "hammerlotte");
    assert_eq!(lotte.len(), 1, "one Hammerlotte is left");
    assert_eq!(lotte[0].damage, 3);
    assert_eq!(present(&game, FigKind::Agent, "mechanist").len(), 1);
    assert_eq!(
        present(&game, FigKind::Agent, "damon").len(),
        1,
        "Damon is free"
    );
    assert!(story_texts(&game).contains("tally-gentlemen"));
    // The Nemesis won four chapters; every villain is still free.
    let game = campaign_through(403, &[n, n, g, n, n], |_, _| {});
    assert_eq!(game.rounds, finale.rounds);
    assert_eq!(reporters(&game), placed_reporters);
    assert_eq!(
        district_fire(&game, "whitechapel"),
        1,
        "the Nemesis's tally"
    );
    assert_eq!(district_fire(&game, "westminster"), 1, "Chapter V's bombs");
    assert_eq!(game.hand.len(), 3);
    assert_eq!(present(&game, FigKind::Agent, "titus").len(), 1);
    assert_eq!(present(&game, FigKind::Agent, "hammerlotte").len(), 2);
    assert!(story_texts(&game).contains("tally-nemesis"));
}

#[test]
fn an_intermezzo_announces_the_twist_and_old_saves_without_a_story_load() {
    let mut game = campaign_game(404, &[("chapter", "2"), ("level", "moderate")]);
    run_until(&mut game, |g| g.phase == Phase::Command, 2_000);
    game.phase = Phase::Over(Team::Nemesis);
    camp::chapter_over(&mut game, Team::Nemesis, &mut Ctx::new());
    assert!(in_intermezzo(&game));
    let texts = story_texts(&game);
    assert!(texts.contains("story-next") && texts.contains("twist-ch2-nemesis"));
    assert!(texts.contains("story-ch2-nemesis"), "the outcome's story");
    assert!(!texts.contains("twist-ch2-gentlemen"));
    // A save from before the story: no `story`, no `outcome`.
    let mut value: serde_json::Value = serde_json::from_str(&json(&game)).expect("json");
    let c = value
        .get_mut("campaign")
        .and_then(|c| c.as_object_mut())
        .expect("campaign");
    c.remove("story");
    for r in c
        .get_mut("history")
        .and_then(|h| h.as_array_mut())
        .expect("history")
    {
        r.as_object_mut().expect("record").remove("outcome");
    }
    let old: Smog = serde_json::from_value(value).expect("an old save loads");
    let c = old.campaign.as_ref().expect("campaign");
    assert!(c.story.fates.is_empty() && c.story.pending.is_none());
    let mut old = old;
    run_until(&mut old, |g| g.phase != Phase::Intermezzo, 5_000);
    assert_eq!(old.chapter, 3, "it plays on into the next chapter");
}

#[test]
fn every_story_text_of_the_chapters_exists_in_both_languages() {
    let (en, de) = (super::locales::lang("en/"), super::locales::lang("de/"));
    for ch in &data().chapters {
        let c = &ch.campaign;
        let mut ids = vec![&c.intro];
        for cons in [&c.gentlemen, &c.nemesis] {
            ids.extend([&cons.outcome, &cons.next.text]);
        }
        ids.extend(c.tally.iter().map(|t| &t.next.text));
        assert!(!c.intro.is_empty(), "{}: an introduction", ch.id);
        assert!(!c.gentlemen.outcome.is_empty() && !c.nemesis.outcome.is_empty());
        for id in ids.into_iter().filter(|i| !i.is_empty()) {
            assert!(en.contains(id) && de.contains(id), "{}: {id}", ch.id);
        }
    }
}

/// How one chapter of the bot campaigns goes (`CAMPAIGN_CHAPTER`, 5 unless set;
/// `CAMPAIGN_GAMES` campaigns from seed 5000, the seeds of `campaign_figures`): per campaign
/// the chapters before it, its round limit and agents at the start, and how it ended (rounds,
/// defeats, bombs, burning districts, the agents left with their damage). For tuning.
#[test]
#[ignore]
fn campaign_chapter_endings() {
    let n = std::env::var("CAMPAIGN_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20u64);
    let chapter: u8 = std::env::var("CAMPAIGN_CHAPTER")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5);
    let agents = |game: &Smog| -> Vec<(String, u8)> {
        game.figures
            .iter()
            .filter(|f| f.kind == FigKind::Agent && !f.gone)
            .map(|f| (f.def.clone(), f.damage))
            .collect()
    };
    for seed in 0..n {
        let mut game = campaign_game(5000 + seed, &[]);
        let mut k = 0u64;
        let mut started = false;
        let mut before = String::new();
        while !game.is_over() && k < 400_000 {
            let done = game.campaign.as_ref().map_or(0, |c| c.history.len());
            let playing = done + 1 == usize::from(chapter) && game.phase == Phase::Activation;
            if playing && !started {
                started = true;
                let history: Vec<String> = game
                    .campaign
                    .as_ref()
                    .map(|c| {
                        c.history
                            .iter()
                            .map(|r| format!("{}{:?}", r.chapter, r.winner))
                            .collect()
                    })
                    .unwrap_or_default();
                let kit: Vec<(usize, usize)> = game
                    .gentlemen()
                    .map(|g| (g.equipment.len(), g.advantages.len()))
                    .collect();
                println!(
                    "campaign {seed}: before {history:?}; chapter {chapter} has {} rounds, supply {}, powers {:?}, gentlemen's (equipment, advantages) {kit:?}, agents {:?}",
                    game.rounds,
                    game.supply,
                    game.powers
                        .iter()
                        .map(|p| p.id.as_str())
                        .collect::<Vec<_>>(),
                    agents(&game)
                );
            }
            if playing {
                before = format!(
                    "round {} deaths {} bombs {} burning {} agents {:?}",
                    game.round,
                    game.deaths,
                    game.world.bombs.len(),
                    game.districts_burning(),
                    agents(&game)
                );
            }
            bot_step(&mut game, k);
            k += 1;
            let after = game.campaign.as_ref().map_or(0, |c| c.history.len());
            if done + 1 == usize::from(chapter) && after == done + 1 {
                let winner = game
                    .campaign
                    .as_ref()
                    .and_then(|c| c.history.last())
                    .map(|r| r.winner);
                println!("campaign {seed}: chapter {chapter} won by {winner:?}; last: {before}");
            }
        }
        if game.is_over() && usize::from(chapter) == usize::from(camp::finale()) {
            println!("campaign {seed}: finale {:?}; last: {before}", game.phase);
        }
    }
}

/// The search's sample of a campaign chapter ends with the chapter, its winner taking the
/// game: played on exactly like the same state without that end, it stops where the real
/// campaign would go to the intermezzo, with the same winner. A one-shot's sample and one
/// drawn in the intermezzo play on as the real game does.
#[test]
fn a_search_sample_of_a_campaign_ends_with_its_chapter() {
    let mut game = campaign_game(7, &[]);
    run_until(&mut game, |g| g.phase == Phase::Activation, 5_000);
    let seat = game.acting_seats()[0];
    let mut sample = game
        .determinize(seat, &mut GameRng::from_seed(3))
        .expect("determinize");
    assert_eq!(sample.horizon, Some(game.chapter));
    let mut open = sample.clone();
    open.horizon = None;
    run_until(&mut sample, |_| false, 50_000);
    run_until(&mut open, in_intermezzo, 50_000);
    assert!(sample.is_over(), "the sample ends with its chapter");
    assert_eq!(sample.chapter, game.chapter);
    assert!(
        in_intermezzo(&open),
        "without the end it goes on to the intermezzo"
    );
    let record = open
        .campaign
        .as_ref()
        .and_then(|c| c.history.last())
        .expect("the chapter is recorded");
    assert_eq!(sample.phase, Phase::Over(record.winner), "the same winner");
    let won = |s: u32| {
        if Team::of_seat(s) == record.winner {
            1.0
        } else {
            0.0
        }
    };
    let expected: Vec<f64> = (0..sample.seats).map(won).collect();
    assert_eq!(
        sample.scores(),
        expected,
        "the chapter's winner takes the sample"
    );
    assert!(
        sample.status().game_over,
        "the search sees the sample as over"
    );
    // A sample drawn in the intermezzo, or of a one-shot, has no end of its own.
    let mut rng = GameRng::from_seed(4);
    let later = open.determinize(1, &mut rng).expect("determinize");
    assert_eq!(later.horizon, None);
    let one_shot = new_game(3, 7, &[]);
    assert_eq!(
        one_shot.determinize(1, &mut rng).expect("sample").horizon,
        None
    );
}
