//! Chapters III to VI and the world content: every chapter sets up, tiles turn and overlays
//! and rubble change the scene, the new gifts and special actions work, each new objective
//! ends the game for the right side, and bot games of every chapter finish.

use super::Sdk;
use parlour_plugin_api::Ctx;
use parlour_plugin_api::Game;

use super::*;
use crate::board::map::{Drawing, grid_from_drawing};
use crate::board::{EdgeKind, Pos, Reach};
use crate::data::{AdvGift, data};
use crate::state::{ActCard, FigKind, Phase, Team};

#[test]
fn every_chapter_sets_up_at_every_seat_count() {
    for chapter in ["1", "2", "3", "4", "5", "6"] {
        for n in 2..=5u32 {
            let game = new_game(n, 3, &[("chapter", chapter)]);
            let ch = game.chapter_def().expect("chapter");
            let placed = ch.agents.iter().chain(&ch.minions).chain(&ch.allies);
            // The four gentlemen, the placed figures and a carried witness.
            let witness = usize::from(ch.goals.witness.is_some());
            let want: usize = 4 + witness + placed.map(|p| p.at.len()).sum::<usize>();
            assert_eq!(game.figures.len(), want, "chapter {chapter}");
            assert!(game.rounds >= 7, "chapter {chapter} has a round limit");
        }
    }
}

#[test]
fn the_roster_has_fourteen_sheets_with_two_versions_and_six_allies() {
    let d = data();
    assert_eq!(d.sheets.len(), 14);
    assert!(d.sheets.iter().all(|s| s.version.len() == 2));
    // Six ally cards and the witness of Chapter IV, a non-combatant.
    assert_eq!(d.allies.len(), 7);
    assert_eq!(d.allies.iter().filter(|a| a.noncombatant).count(), 1);
    assert_eq!(d.sheet("hammerlotte").map(|s| s.figures), Some(2));
    assert_eq!(d.sheet("lamia").map(|s| s.figures), Some(4));
}

#[test]
fn a_turned_drawing_keeps_its_walls_and_squares() {
    let text = "
+===+===+===+
| i   M   . |
+   +---+   +
| .   .   . D
+===+===+===+
";
    let d = Drawing::parse(text).expect("parses");
    let t = d.rotated(1);
    assert_eq!((t.width, t.height), (2, 3));
    // Square (x, y) goes to (h - 1 - y, x): the manhole at (1, 0) lands on (1, 1).
    assert_eq!(t.square(1, 1), 'M');
    assert_eq!(t.square(1, 0), 'i');
    let mut g = crate::board::Grid::new(2, 3);
    t.stamp(&mut g, Pos::new(0, 0)).expect("stamps");
    // The wall under the manhole (H(1,1)) becomes the wall left of it (V(1,1)).
    assert_eq!(g.v(1, 1), EdgeKind::Wall);
    // The door on the right border (V(3,1)) becomes the bottom border under (0, 2).
    assert_eq!(g.h(0, 3), EdgeKind::Door);
    // Four quarter turns give the same scene back.
    let stamped = |d: &Drawing| {
        let mut g = crate::board::Grid::new(d.width, d.height);
        d.stamp(&mut g, Pos::new(0, 0)).expect("stamps");
        g
    };
    assert_eq!(stamped(&d.rotated(4)), stamped(&d));
    assert_eq!(stamped(&t.rotated(3)), stamped(&d));
}

#[test]
fn rubble_opens_the_walls_around_it_and_overlays_replace_the_tiles() {
    let mut g = grid_from_drawing(
        "
+---+---+---+
| i | i | i |
+---+---+---+
",
    )
    .expect("grid");
    assert!(!g.adjacent(Pos::new(0, 0), Pos::new(1, 0), Reach::Step));
    crate::board::map::place_rubble(&mut g, Pos::new(1, 0));
    assert!(g.has_rubble(Pos::new(1, 0)));
    assert!(g.adjacent(Pos::new(0, 0), Pos::new(1, 0), Reach::Step));
    assert!(g.adjacent(Pos::new(1, 0), Pos::new(2, 0), Reach::Step));
    // Chapter III: the rubble between the sewers opens the tiles' shared wall, and the
    // overlay in the corner brings its manhole.
    let d = data();
    let ch = d.chapter(3).expect("chapter 3");
    let grid = d.build_grid(ch).expect("grid");
    assert!(grid.adjacent(Pos::new(7, 2), Pos::new(8, 2), Reach::Step));
    assert!(!grid.adjacent(Pos::new(7, 3), Pos::new(8, 3), Reach::Step));
    assert!(grid.has_manhole(Pos::new(14, 11)));
}

/// A game of `chapter` at its first round with nobody acting yet.
fn ready(chapter: &str) -> Smog {
    ready_at(chapter, "balanced")
}

/// [`ready`] at a level.
fn ready_at(chapter: &str, level: &str) -> Smog {
    let mut game = new_game(3, 5, &[("chapter", chapter), ("level", level)]);
    while game.phase == Phase::Setup {
        let seat = game.acting_seats()[0];
        let a = game.bot_action(seat, 1).expect("setup move");
        game.act(seat, &a).expect("applies");
    }
    assert_eq!(game.phase, Phase::Command);
    game
}

fn first(game: &Smog, def: &str) -> crate::state::FigId {
    game.figures
        .iter()
        .find(|f| f.def == def && !f.gone)
        .map(|f| f.id)
        .expect("figure")
}

/// Gives `fig` a fresh activation of its own with `n` actions.
fn activate(game: &mut Smog, fig: crate::state::FigId, n: u8) {
    let team = game.fig(fig).map(|f| f.kind.team()).expect("fig");
    game.phase = Phase::Activation;
    game.push_nested(
        ActCard::Minions,
        team,
        vec![(fig, n)],
        crate::state::Nested::No,
    );
    super::fixtures::ask_activation(game);
}

fn act(game: &mut Smog, action: &Action) {
    let mut log = Ctx::new();
    game.apply_activation(action, &mut log);
}

#[test]
fn sealing_manholes_wins_chapter_three_and_stops_summons_there() {
    let mut game = ready("3");
    let g = first(&game, "major");
    let holes: Vec<Pos> = game
        .grid
        .squares()
        .filter(|p| game.grid.has_manhole(*p))
        .collect();
    let need = usize::from(
        game.chapter_def()
            .and_then(|c| c.goals.sealed)
            .expect("goal"),
    );
    assert!(holes.len() >= need);
    for (i, p) in holes.iter().take(need).enumerate() {
        let free = std::iter::once(*p)
            .chain(p.around())
            .find(|q| game.grid.on_board(*q) && game.at(*q).is_none() && !game.grid.has_crate(*q))
            .expect("room next to the manhole");
        game.fig_mut(g).expect("g").pos = free;
        activate(&mut game, g, 2);
        let seal = Action::Seal { fig: g, at: *p };
        assert!(game.world_actions(g, 2).contains(&seal), "seal {i}");
        act(&mut game, &seal);
        assert!(!game.open_manhole(*p));
        assert!(!game.world_actions(g, 2).contains(&seal));
        // Death from Below no longer offers the sealed shaft.
        game.hand = vec!["death_from_below".into()];
        game.stack.clear();
        game.phase = Phase::Activation;
        game.push_nested(
            ActCard::Minions,
            Team::Nemesis,
            Vec::new(),
            crate::state::Nested::No,
        );
        let shafts: Vec<Pos> = game
            .chaos_actions()
            .iter()
            .filter_map(|a| match a {
                Action::Chaos { at, .. } => *at,
                _ => None,
            })
            .collect();
        assert!(!shafts.contains(p), "a sealed manhole summons");
        assert!(!shafts.is_empty(), "the open ones still do");
        game.stack.clear();
        let mut log = Ctx::new();
        game.round = 1;
        game.start_cleanup(&mut log);
        if i + 1 < need {
            assert!(!game.is_over(), "only {} sealed", i + 1);
            game.phase = Phase::Command;
        }
    }
    assert_eq!(game.phase, Phase::Over(Team::Gentlemen));
}

#[test]
fn lamias_breaking_out_win_chapter_three_for_the_nemesis() {
    let mut game = ready("3");
    let exits = game.exits.clone();
    for (k, exit) in exits.iter().enumerate() {
        let l = first(&game, "lamia");
        assert!(game.at(*exit).is_none());
        game.fig_mut(l).expect("l").pos = *exit;
        activate(&mut game, l, 2);
        assert!(game.world_actions(l, 2).contains(&Action::Leave(l)));
        act(&mut game, &Action::Leave(l));
        assert!(game.fig(l).is_some_and(|f| f.gone));
        assert_eq!(game.world.left.len(), k + 1);
    }
    let mut log = Ctx::new();
    game.start_cleanup(&mut log);
    assert_eq!(game.phase, Phase::Over(Team::Nemesis));
}

#[test]
fn the_tin_nanny_leaving_with_the_witness_wins_and_the_witness_dying_loses_chapter_four() {
    let mut game = ready("4");
    let nanny = first(&game, "tin_nanny");
    let g = first(&game, "major");
    // A gentleman on an exit may not escape in this chapter.
    let exit = game.exits[0];
    game.fig_mut(g).expect("g").pos = exit;
    activate(&mut game, g, 2);
    assert!(!game.activation_actions().contains(&Action::Escape(g)));
    game.fig_mut(g).expect("g").pos = Pos::new(1, 3);
    let mut won = game.clone();
    won.fig_mut(nanny).expect("n").pos = exit;
    activate(&mut won, nanny, 1);
    act(&mut won, &Action::Leave(nanny));
    let mut log = Ctx::new();
    won.start_cleanup(&mut log);
    assert_eq!(won.phase, Phase::Over(Team::Gentlemen));
    // Her death lets the witness down; killing the witness loses the chapter.
    let life = game.life(nanny);
    game.hurt(nanny, life, crate::damage::Cause::Attack, &mut log);
    assert!(game.fig(nanny).is_some_and(|f| f.gone));
    let w = game.witness().expect("the witness");
    assert!(game.active(w), "let down when the nanny fell");
    let mut going_on = game.clone();
    going_on.start_cleanup(&mut log);
    assert_ne!(going_on.phase, Phase::Over(Team::Nemesis));
    let life = game.life(w);
    game.hurt(w, life, crate::damage::Cause::Attack, &mut log);
    game.start_cleanup(&mut log);
    assert_eq!(game.phase, Phase::Over(Team::Nemesis));
}

#[test]
fn chapter_five_bombs_defusing_holding_and_the_hunt() {
    let base = ready("5");
    let h = first(&base, "hammerlotte");
    let sites: Vec<Pos> = base
        .chapter_def()
        .expect("ch")
        .sites
        .iter()
        .map(|[x, y]| Pos::new(*x, *y))
        .collect();
    // Three bombs win for the Nemesis; a defused one must be planted again.
    let mut game = base.clone();
    let mut log = Ctx::new();
    for (i, s) in sites.iter().take(3).enumerate() {
        let spot = s
            .around()
            .into_iter()
            .find(|q| game.grid.adjacent(*q, *s, Reach::Effect) && game.at(*q).is_none())
            .expect("room");
        game.fig_mut(h).expect("h").pos = spot;
        activate(&mut game, h, 2);
        let plant = Action::Plant { fig: h, at: *s };
        assert!(game.world_actions(h, 2).contains(&plant));
        act(&mut game, &plant);
        if i == 0 {
            let g = first(&game, "major");
            let near = s
                .around()
                .into_iter()
                .find(|q| game.grid.adjacent(*q, *s, Reach::Effect) && game.at(*q).is_none())
                .expect("room");
            game.fig_mut(g).expect("g").pos = near;
            activate(&mut game, g, 2);
            act(&mut game, &Action::Defuse { fig: g, at: *s });
            assert!(game.world.bombs.is_empty());
            activate(&mut game, h, 2);
            act(&mut game, &plant);
        }
    }
    game.start_cleanup(&mut log);
    assert_eq!(game.phase, Phase::Over(Team::Nemesis));
    // Holding to the end of the last round wins for the gentlemen.
    let mut game = base.clone();
    game.round = game.rounds;
    game.start_cleanup(&mut log);
    assert_eq!(game.phase, Phase::Over(Team::Gentlemen));
    // So does killing both Hammerlotties.
    let mut game = base.clone();
    for _ in 0..2 {
        let h = first(&game, "hammerlotte");
        let life = game.life(h);
        game.hurt(h, life, crate::damage::Cause::Attack, &mut log);
    }
    game.start_cleanup(&mut log);
    assert_eq!(game.phase, Phase::Over(Team::Gentlemen));
}

#[test]
fn burning_london_rolls_ritual_fires_and_the_brood() {
    let mut game = ready("6");
    let def = game.london_def().expect("london").clone();
    let mut log = Ctx::new();
    // The Brood arrives at the start of round 3.
    assert!(!game.figures.iter().any(|f| f.def == def.brood));
    game.round = 2;
    game.start_cleanup(&mut log);
    assert_eq!(game.round, 3);
    let brood = first(&game, &def.brood);
    assert_eq!(game.fig(brood).map(|f| f.kind), Some(FigKind::Agent));
    // A ritual figure on the ritual site leaves and puts one fire on the board.
    let titus = first(&game, "titus");
    let site = Pos::new(7, 5);
    if let Some(other) = game.at(site).map(|f| f.id) {
        game.fig_mut(other).expect("o").pos = Pos::new(0, 11);
    }
    game.fig_mut(titus).expect("t").pos = site;
    activate(&mut game, titus, 2);
    act(&mut game, &Action::Leave(titus));
    let fire: u8 = game.world.london.as_ref().expect("board").fire.iter().sum();
    assert_eq!(fire, 1);
    // Three crowns on the chaos roll put three more markers, filling districts in turn.
    game.forced = vec![crate::data::Face::Crown; 3];
    game.london_roll(&mut log);
    let board = game.world.london.clone().expect("board");
    assert_eq!(board.fire.iter().sum::<u8>(), 4);
    assert_eq!(board.burning(&def), 2);
    // With the Brood on the scene a gentleman's defeat rolls too: rerolls replace misses.
    game.forced = vec![
        crate::data::Face::Dodge,
        crate::data::Face::Crown,
        crate::data::Face::Hit,
        crate::data::Face::Crown,
        crate::data::Face::Crown,
    ];
    let g = first(&game, "major");
    let life = game.life(g);
    game.hurt(g, life, crate::damage::Cause::Attack, &mut log);
    // The Nemesis rerolls the two dice without a crown himself (rulebook L112-124).
    assert!(game.london_rolling().is_some());
    game.act(0, &Action::Reroll(vec![0, 2])).expect("reroll");
    let board = game.world.london.clone().expect("board");
    assert_eq!(board.fire.iter().sum::<u8>(), 7);
    // Enough burning districts win for the Nemesis; killing the Brood first wins for the
    // gentlemen.
    let goal = game
        .chapter_def()
        .and_then(|c| c.goals.districts)
        .expect("goal");
    let mut lost = game.clone();
    while lost.districts_burning() < goal {
        assert!(!lost.is_over());
        lost.london_fire(&mut log);
    }
    lost.start_cleanup(&mut log);
    assert_eq!(lost.phase, Phase::Over(Team::Nemesis));
    let life = game.life(brood);
    game.hurt(brood, life, crate::damage::Cause::Attack, &mut log);
    game.start_cleanup(&mut log);
    assert_eq!(game.phase, Phase::Over(Team::Gentlemen));
}

#[test]
fn new_gifts_hammer_life_drain_fireproof_regenerate_extinguish() {
    let mut game = ready("6");
    let mut log = Ctx::new();
    // Fireproof: the Brood and the fireman take no fire damage.
    game.round = 2;
    game.start_cleanup(&mut log);
    let brood = first(&game, "moloch_brood");
    assert!(game.adv_gifts(brood).contains(&AdvGift::Fireproof));
    assert_eq!(game.hurt(brood, 1, crate::damage::Cause::Fire, &mut log), 0);
    assert_eq!(
        game.hurt(brood, 2, crate::damage::Cause::Attack, &mut log),
        2
    );
    // Regenerate: 1 healed at the start of its activation.
    game.phase = Phase::Activation;
    game.order = vec![ActCard::Agent("moloch_brood".into())];
    game.revealed = 0;
    game.stack.clear();
    game.reveal_next(&mut log);
    assert_eq!(game.fig(brood).map(|f| f.damage), Some(1));
    // Extinguish: the fireman puts out a fire next to him.
    let fireman = first(&game, "fireman");
    let at = game.fig(fireman).expect("f").pos;
    let spot = at
        .around()
        .into_iter()
        .find(|q| game.grid.adjacent(at, *q, Reach::Effect) && game.at(*q).is_none())
        .expect("room");
    game.grid.set_fire(spot, true);
    game.stack.clear();
    activate(&mut game, fireman, 1);
    let douse = Action::Douse {
        fig: fireman,
        at: spot,
    };
    assert!(game.activation_actions().contains(&douse));
    assert_eq!(
        game.hurt(fireman, 1, crate::damage::Cause::Fire, &mut log),
        0
    );
    act(&mut game, &douse);
    assert!(!game.grid.has_fire(spot));
    // Hammer knocks down, Life Drain heals: a melee attack with forced hits.
    for (sheet, chapter) in [("hammerlotte", "5"), ("lamia", "3")] {
        let mut game = ready(chapter);
        let a = first(&game, sheet);
        let g = first(&game, "major");
        let apos = game.fig(a).expect("a").pos;
        let spot = apos
            .around()
            .into_iter()
            .find(|q| game.grid.adjacent(apos, *q, Reach::Effect) && game.at(*q).is_none())
            .expect("room");
        game.fig_mut(g).expect("g").pos = spot;
        game.fig_mut(a).expect("a").damage = 2;
        activate(&mut game, a, 2);
        let decl = crate::state::AttackDecl {
            attacker: a,
            kind: crate::data::AttackKind::Melee,
            target: g,
            weapon: None,
            ether: 0,
            sweep: None,
            helpers: Vec::new(),
            bonuses: Vec::new(),
            mode: crate::state::AttackMode::Action,
        };
        assert!(
            game.legal(0, &Action::Attack(decl.clone())),
            "{sheet} may attack"
        );
        game.forced = vec![crate::data::Face::HitPlus; 8];
        game.forced.extend(vec![crate::data::Face::Hit; 12]);
        let mut log = Ctx::new();
        game.declare(decl, &mut log);
        // The fight resolves as far as nobody is asked: the flags of a fight still open, or
        // what they did.
        match game.fights.last() {
            Some(fight) => {
                assert_eq!(fight.knockdown, sheet == "hammerlotte", "{sheet}");
                assert_eq!(fight.heal_per_damage, sheet == "lamia", "{sheet}");
            }
            None if sheet == "hammerlotte" => {
                assert!(
                    log.lines()
                        .iter()
                        .map(|l| &l.text)
                        .any(|t| t.id == "log-knocked"),
                    "the hammer knocks down"
                );
            }
            None => assert!(game.fig(a).expect("a").damage < 2, "the lamia drank"),
        }
        // Resolve the fight with the bots' answers: the hammer leaves the gentleman lying.
        game.proceed(&mut log);
        let mut steps = 0;
        while !game.fights.is_empty() && steps < 50 {
            let seat = game.acting_seats()[0];
            let a2 = game.bot_action(seat, steps).expect("answer");
            game.act(seat, &a2).expect("apply");
            steps += 1;
        }
        let gf = game.fig(g).expect("g");
        assert!(gf.damage > 0, "{sheet} hurt the gentleman");
        if sheet == "hammerlotte" {
            assert!(gf.knocked || gf.defeated, "the hammer knocks down");
        }
    }
}

#[test]
fn bot_games_of_every_new_chapter_finish_at_two_and_five_seats() {
    for chapter in ["3", "4", "5", "6"] {
        for n in [2u32, 5] {
            let game = new_game(n, 17 + u64::from(n), &[("chapter", chapter)]);
            let (game, moves) = play_out(game, 17, 1, 30_000);
            assert!(
                game.is_over(),
                "chapter {chapter} at {n} seats: not over after {moves} moves"
            );
        }
    }
}

#[test]
fn ally_gifts_come_from_their_cards() {
    let mut game = ready("4");
    let urchin = first(&game, "urchin");
    let at = game.fig(urchin).expect("u").pos;
    assert!(!game.grid.is_indoor(at));
    // Long Legs: +2 agility outdoors (base 4).
    assert_eq!(game.attr(urchin, crate::state::Attr::Agility), 6);
    game.grid.set_indoor(at, true);
    assert_eq!(game.attr(urchin, crate::state::Attr::Agility), 4);
    // No special abilities, though (rulebook L1095-1101).
    let game = ready("6");
    let reporter = first(&game, "reporter");
    assert!(!game.has_ability(reporter, crate::data::Ability::Elusive));
}

#[test]
fn every_chapter_has_a_story_and_both_campaign_results() {
    let en = include_str!("../../locales/en/world.ftl");
    let de = include_str!("../../locales/de/world.ftl");
    for ch in &data().chapters {
        let story = format!("story-chapter-{} =", ch.number);
        assert!(en.contains(&story) && de.contains(&story), "{}", ch.id);
        for c in [&ch.campaign.gentlemen, &ch.campaign.nemesis] {
            assert!(!c.text.is_empty(), "{}", ch.id);
            let line = format!("{} =", c.text);
            assert!(en.contains(&line) && de.contains(&line), "{}", c.text);
        }
        // The winner of every chapter but the finale carries something forward.
        if ch.number < 6 {
            let g = &ch.campaign.gentlemen;
            let n = &ch.campaign.nemesis;
            assert!(
                g.moloch_stones + g.lose_powers > 0 || !g.draw.is_empty(),
                "{}",
                ch.id
            );
            assert!(n.conspiracy + n.powers + n.supply > 0, "{}", ch.id);
        }
    }
}

/// The round-ether line of the objectives as the gentlemen (seat 1) read it.
fn round_ether_line(game: &Smog) -> Option<parlour_plugin_api::Text> {
    game.look(parlour_plugin_api::Viewer::Seat(1))
        .texts()
        .into_iter()
        .find(|t| t.id == "objective-round-ether")
        .cloned()
}

#[test]
fn the_finale_feeds_the_nemesis_two_ether_per_power_card_and_says_so() {
    // Chapter VI's terror rule (balance, issue 24): 2 ether a round for each power card
    // beyond the basic ones, so his extra powers at a higher level reach the race against
    // the Brood; the gentlemen read the amount per card on the objective line.
    for (level, extra) in [("moderate", 1u8), ("balanced", 2), ("lots", 4)] {
        let mut game = ready_at("6", level);
        assert_eq!(game.round_ether(), 2 * extra, "{level}");
        let line = round_ether_line(&game).expect("the gentlemen see the rule");
        let num = |name: &str| match line.args.get(name) {
            Some(parlour_plugin_api::Arg::Num(n)) => *n,
            other => panic!("{name}: {other:?}"),
        };
        assert_eq!(num("per"), 2.0, "{level}");
        assert_eq!(num("ether"), f64::from(2 * extra), "{level}");
        let before = game.supply;
        game.phase = Phase::Activation;
        game.start_cleanup(&mut Ctx::new());
        assert_eq!(game.supply, before + 2 * extra, "{level}");
    }
    // In a campaign the rule counts one power card at most (`Smog::round_ether`), and the
    // line says so instead of promising ether for each card (4 extra cards here: 2 ether).
    let mut game = ready_at("6", "lots");
    game.campaign = new_game(3, 5, &[("mode", "campaign")]).campaign;
    assert_eq!(game.round_ether(), 2);
    let line = round_ether_line(&game).expect("the gentlemen see the rule");
    assert_eq!(
        line.args.get("ether"),
        Some(&parlour_plugin_api::Arg::Num(2.0))
    );
    assert_eq!(
        line.args.get("counts"),
        Some(&parlour_plugin_api::Arg::Str("one".into()))
    );
    let one_shot =
        round_ether_line(&ready_at("6", "lots")).and_then(|t| t.args.get("counts").cloned());
    assert_eq!(one_shot, Some(parlour_plugin_api::Arg::Str("each".into())));
    // Both languages word the campaign's case without "each card".
    for (lang, each) in [("en", "for each power card"), ("de", "für jede Machtkarte")] {
        let source: String = Smog::manifest().locales[lang]
            .iter()
            .map(|f| f.source.clone())
            .collect();
        let start = source.find("objective-round-ether =").expect(lang);
        let body = &source[start..start + source[start..].find("\nlog-").expect(lang)];
        let one = body
            .lines()
            .find(|l| l.trim_start().starts_with("[one] ") && l.len() > 30)
            .expect("a campaign variant");
        assert!(!one.contains(each), "{lang}: {one}");
        assert!(body.contains(each), "{lang}: the one-shot variant");
    }
    // Chapter I keeps 1 ether a card.
    let game = ready_at("1", "lots");
    let view = game.look(parlour_plugin_api::Viewer::Seat(1));
    let per = view
        .texts()
        .into_iter()
        .find(|t| t.id == "objective-round-ether")
        .and_then(|t| t.args.get("per").cloned());
    assert_eq!(per, Some(parlour_plugin_api::Arg::Num(1.0)));
}

#[test]
fn chapter_one_panic_feeds_the_nemesis_one_ether_per_power_beyond_the_basic_ones() {
    // The levels give him 1, 2 and 4 power cards of choice beside the two basic ones.
    for (level, extra) in [("moderate", 1u8), ("balanced", 2), ("lots", 4)] {
        let mut game = ready_at("1", level);
        assert_eq!(game.powers.len(), 2 + usize::from(extra), "{level}");
        assert_eq!(game.round_ether(), extra, "{level}");
        let shown = game
            .look(parlour_plugin_api::Viewer::Seat(1))
            .texts()
            .iter()
            .any(|t| t.message_ids().contains(&"objective-round-ether"));
        assert!(shown, "the gentlemen see the rule");
        let before = game.supply;
        let mut log = Ctx::new();
        game.phase = Phase::Activation;
        game.start_cleanup(&mut log);
        assert_eq!(game.round, 2);
        assert_eq!(game.supply, before + extra, "{level}");
        assert!(
            log.lines()
                .iter()
                .map(|l| &l.text)
                .any(|t| t.message_ids().contains(&"log-round-ether"))
        );
    }
    // In a campaign his extra power cards come from the intermezzos, not a level: the rule
    // counts one of them at most, so that six cards by the finale do not flood him with ether.
    let mut game = ready_at("2", "lots");
    assert_eq!(game.round_ether(), 4, "a one-shot counts every extra card");
    game.campaign = new_game(3, 5, &[("mode", "campaign")]).campaign;
    assert!(game.campaign.is_some());
    assert_eq!(game.round_ether(), 1, "a campaign counts one");
    // Chapter IV has no such rule (II, III, V and VI took it over for balance).
    let mut game = ready("4");
    let before = game.supply;
    game.phase = Phase::Activation;
    game.start_cleanup(&mut Ctx::new());
    assert_eq!(game.round_ether(), 0);
    assert_eq!(game.supply, before);
}
