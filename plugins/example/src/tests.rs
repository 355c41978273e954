//! Unit tests. Most go through `Instance`, the SDK wrapper the host's calls end up in, so they
//! exercise the plugin exactly as the launcher does (JSON in, JSON out), minus the C layer.

use std::collections::BTreeSet;

use parlour_plugin_api::abi::{SPECTATOR, status};
use parlour_plugin_api::export::{Instance, full_manifest};
use parlour_plugin_api::id_of;
use parlour_plugin_api::testing::{self, Texts};
use parlour_plugin_api::{Applied, Card, Game, GameRng, Node, NodeKind, Seat, Text, Viewer};
use serde_json::{Value, json};

use super::*;

// ---------------------------------------------------------------------------------------------
// Helpers

fn create(cards: u32, ties: &str, seed: u64) -> Instance<SealedBids> {
    let request =
        json!({"players": 2, "seed": seed, "options": {"cards": cards.to_string(), "ties": ties}});
    match Instance::<SealedBids>::create(request.to_string().as_bytes()) {
        Ok(instance) => instance,
        Err(e) => panic!("setup failed: {e:?}"),
    }
}

fn bid_json(card: u32) -> Vec<u8> {
    json!({ "bid": card }).to_string().into_bytes()
}

fn apply(instance: &mut Instance<SealedBids>, seat: Seat, card: u32) -> Applied {
    instance.apply(seat, &bid_json(card)).expect("legal bid")
}

fn state_json(instance: &Instance<SealedBids>) -> Value {
    serde_json::to_value(&instance.game).expect("state serialises")
}

fn view_json(instance: &Instance<SealedBids>, seat: i32) -> Value {
    serde_json::to_value(instance.view(seat).expect("view")).expect("view serialises")
}

/// The node with this key, if any.
fn find<'a>(view: &'a Node, key: &str) -> Option<&'a Node> {
    let mut found = None;
    view.walk(&mut |node| {
        if node.key.as_deref() == Some(key) && found.is_none() {
            found = Some(node);
        }
    });
    found
}

fn keys(view: &Node) -> Vec<String> {
    let mut out = Vec::new();
    view.walk(&mut |node| out.extend(node.key.clone()));
    out
}

fn card(node: &Node) -> &Card {
    match &node.kind {
        NodeKind::Card(card) => card,
        other => panic!("expected a card, got {other:?}"),
    }
}

/// A random legal bid, like the host's default random bot.
fn random_bid(instance: &Instance<SealedBids>, seat: Seat, rng: &mut GameRng) -> Option<Value> {
    let legal = instance.actions(seat).expect("actions");
    rng.pick(&legal).map(|l| l.action.clone())
}

/// Every text a played game showed anyone, for the locale checks.
#[derive(Default)]
struct Seen {
    texts: Texts,
    count: usize,
}

impl Seen {
    fn add(&mut self, text: &Text) {
        self.count += 1;
        self.texts.add(text);
    }

    fn snapshot(&mut self, instance: &Instance<SealedBids>) {
        for seat in [0, 1, SPECTATOR] {
            let view = instance.view(seat).expect("view");
            for text in view.texts() {
                self.add(text);
            }
        }
        for seat in 0..2 {
            for legal in instance.actions(seat).expect("actions") {
                self.add(&legal.label);
            }
        }
        let status = instance.status();
        if let Some(phase) = &status.phase {
            self.add(phase);
        }
        for ranked in &status.ranking {
            for line in &ranked.breakdown {
                self.add(&line.label);
            }
        }
    }
}

/// Plays a whole game with random bids through the SDK wrapper, checking invariants on the way.
fn play_random(cards: u32, ties: &str, seed: u64, seen: &mut Seen) -> Instance<SealedBids> {
    let mut instance = create(cards, ties, seed);
    let mut rng = GameRng::from_seed(seed.wrapping_add(1000));
    let mut rounds = 0;
    seen.snapshot(&instance);
    while !instance.status().game_over {
        let status = instance.status();
        assert_eq!(
            status.acting,
            vec![0, 1],
            "both seats bid at the start of a round"
        );
        assert_eq!(status.turn, rounds + 1);
        assert_eq!(status.scores.len(), 2);
        // Who bids first varies.
        let first = rng.below(2);
        let order = [first, 1 - first];
        let bid = random_bid(&instance, order[0], &mut rng).expect("a legal bid");
        let applied = instance
            .apply(order[0], bid.to_string().as_bytes())
            .expect("legal");
        assert!(applied.undoable, "the first bid of a round reveals nothing");
        for line in &applied.log {
            seen.add(&line.text);
        }
        assert_eq!(instance.status().acting, vec![order[1]]);
        assert!(
            instance.actions(order[0]).expect("actions").is_empty(),
            "a seat that has bid waits"
        );
        seen.snapshot(&instance);
        let bid = random_bid(&instance, order[1], &mut rng).expect("a legal bid");
        let applied = instance
            .apply(order[1], bid.to_string().as_bytes())
            .expect("legal");
        assert!(
            !applied.undoable,
            "the second bid reveals both bids and a new prize"
        );
        for line in &applied.log {
            seen.add(&line.text);
        }
        rounds += 1;
        seen.snapshot(&instance);
    }
    assert_eq!(rounds, cards, "the game lasts one round per card");
    instance
}

// ---------------------------------------------------------------------------------------------
// Manifest and setup

#[test]
fn manifest_describes_a_two_player_game_with_hidden_information() {
    let manifest = full_manifest::<SealedBids>();
    assert_eq!(manifest.id, "example");
    assert_eq!((manifest.min_players, manifest.max_players), (2, 2));
    assert!(manifest.hidden_information);
    assert_eq!(manifest.schema_version, SealedBids::SCHEMA_VERSION);
    let keys: Vec<&str> = manifest.options.iter().map(|o| o.key.as_str()).collect();
    assert_eq!(keys, ["cards", "ties"]);
    assert_eq!(manifest.options[0].default, "9");
    assert_eq!(manifest.options[1].default, "discard");
    assert!(
        manifest
            .options
            .iter()
            .all(|o| o.check_value(&o.default).is_ok())
    );
    assert_eq!(manifest.locales.keys().collect::<Vec<_>>(), ["de", "en"]);
    assert!(serde_json::to_string(&manifest).is_ok());
}

#[test]
fn setup_is_deterministic_for_a_seed() {
    for seed in [0, 1, 42, u64::MAX] {
        let a = create(13, "carry", seed);
        let b = create(13, "carry", seed);
        assert_eq!(state_json(&a), state_json(&b));
        assert_eq!(view_json(&a, 0), view_json(&b, 0));
        // The prize deck is a shuffled 1..=N.
        let mut prizes: Vec<u32> = a.game.deck.iter().copied().chain(a.game.prize).collect();
        prizes.sort_unstable();
        assert_eq!(prizes, (1..=13).collect::<Vec<_>>());
        assert_eq!(
            a.game.hands,
            [(1..=13).collect::<Vec<_>>(), (1..=13).collect::<Vec<_>>()]
        );
    }
    let decks: BTreeSet<Vec<u32>> = (0..20)
        .map(|seed| create(9, "discard", seed).game.deck)
        .collect();
    assert!(decks.len() > 15, "different seeds shuffle differently");
}

#[test]
fn defaults_and_bad_setups() {
    let instance =
        Instance::<SealedBids>::create(br#"{"players": 2, "seed": 3}"#).expect("defaults");
    assert_eq!(instance.game.cards, 9);
    assert_eq!(instance.game.ties, TieRule::Discard);
    for bad in [
        r#"{"players": 3, "seed": 3}"#,
        r#"{"players": 1, "seed": 3}"#,
        r#"{"players": 2, "options": {"cards": "10"}}"#,
        r#"{"players": 2, "options": {"ties": "split"}}"#,
        r#"{"players": 2, "options": {"colour": "red"}}"#,
    ] {
        assert!(
            Instance::<SealedBids>::create(bad.as_bytes()).is_err(),
            "{bad} must be refused"
        );
    }
    // The options arrive typed: the 13-card game with carried ties.
    let instance = Instance::<SealedBids>::create(
        br#"{"players": 2, "seed": 3, "options": {"cards": "13", "ties": "carry"}}"#,
    )
    .expect("options");
    assert_eq!(instance.game.cards, 13);
    assert_eq!(instance.game.ties, TieRule::Carry);
}

// ---------------------------------------------------------------------------------------------
// Actions, undo and the log

#[test]
fn actions_are_readable_json_with_labels() {
    assert_eq!(
        serde_json::to_string(&Action::Bid(5)).expect("json"),
        r#"{"bid":5}"#
    );
    let instance = create(9, "discard", 7);
    let legal = instance.actions(0).expect("actions");
    assert_eq!(legal.len(), 9);
    assert_eq!(legal[4].action, json!({"bid": 5}));
    assert_eq!(legal[4].label, Text::new("action-bid").num("card", 5));
}

#[test]
fn first_bid_is_private_and_undoable_second_reveals_and_is_final() {
    let mut instance = create(9, "discard", 11);
    let prize = instance.game.prize.expect("a prize");
    let first = apply(&mut instance, 1, 7);
    assert!(first.undoable);
    let private: Vec<_> = first
        .log
        .iter()
        .filter(|l| l.visible_to.is_some())
        .collect();
    assert_eq!(private.len(), 1);
    assert_eq!(private[0].text, Text::new("log-you-bid").num("card", 7));
    assert_eq!(private[0].visible_to, Some(vec![1]));
    assert!(!private[0].visible_for(Some(0)) && !private[0].visible_for(None));
    let public: Vec<&Text> = first
        .log
        .iter()
        .filter(|l| l.visible_to.is_none())
        .map(|l| &l.text)
        .collect();
    assert_eq!(public, [&Text::new("log-placed-bid").seat("player", 1)]);
    // Nothing public mentions the card.
    assert!(!serde_json::to_string(&public).expect("json").contains('7'));
    // Each reader is told of the bid once: the bidder in its own words, the others and
    // spectators in the third person.
    let read_by = |viewer: Option<u32>| -> Vec<&str> {
        first
            .log
            .iter()
            .filter(|l| l.visible_for(viewer))
            .map(|l| l.text.id.as_str())
            .collect()
    };
    assert_eq!(read_by(Some(1)), ["log-you-bid"]);
    assert_eq!(read_by(Some(0)), ["log-placed-bid"]);
    assert_eq!(read_by(None), ["log-placed-bid"]);

    let second = apply(&mut instance, 0, 3);
    assert!(!second.undoable);
    let public: Vec<&Text> = second
        .log
        .iter()
        .filter(|l| l.visible_to.is_none())
        .map(|l| &l.text)
        .collect();
    assert!(
        public.contains(
            &&Text::new("log-revealed-bid")
                .seat("player", 0)
                .num("card", 3)
        )
    );
    assert!(
        public.contains(
            &&Text::new("log-revealed-bid")
                .seat("player", 1)
                .num("card", 7)
        )
    );
    assert!(
        public.contains(
            &&Text::new("log-won")
                .seat("player", 1)
                .num("points", prize)
                .num("cards", 1)
        )
    );
    assert!(public.iter().any(|t| t.id == "log-prize"));
    assert_eq!(instance.game.score(1), prize);
    assert_eq!(instance.game.round, 2);
    assert_eq!(instance.status().acting, vec![0, 1]);
}

#[test]
fn illegal_bids_are_refused_and_leave_the_state_unchanged() {
    let mut instance = create(9, "discard", 5);
    apply(&mut instance, 0, 4);
    apply(&mut instance, 1, 6);
    apply(&mut instance, 0, 9);
    let before = state_json(&instance);
    let cases: [(Seat, &[u8], i32); 8] = [
        (0, br#"{"bid": 5}"#, status::ILLEGAL_ACTION), // bidding twice in a round
        (1, br#"{"bid": 6}"#, status::ILLEGAL_ACTION), // card already used
        (1, br#"{"bid": 10}"#, status::ILLEGAL_ACTION), // no such card
        (1, br#"{"bid": 0}"#, status::ILLEGAL_ACTION),
        (2, br#"{"bid": 1}"#, status::ILLEGAL_ACTION), // no such seat
        (1, br#"{"bid": -1}"#, status::BAD_REQUEST),
        (1, br#"{"pass": null}"#, status::BAD_REQUEST),
        (1, b"not json", status::BAD_REQUEST),
    ];
    for (seat, action, expected) in cases {
        let error = instance.apply(seat, action).expect_err("must be refused");
        assert_eq!(
            error.status,
            expected,
            "{}",
            String::from_utf8_lossy(action)
        );
        assert_eq!(
            state_json(&instance),
            before,
            "state changed by {}",
            String::from_utf8_lossy(action)
        );
    }
    // The legal bid still works.
    apply(&mut instance, 1, 1);
}

#[test]
fn nothing_is_legal_after_the_game_and_no_bot_move() {
    let instance = play_random(9, "discard", 3, &mut Seen::default());
    assert!(instance.status().acting.is_empty());
    for seat in 0..2 {
        assert!(instance.actions(seat).expect("actions").is_empty());
        assert!(instance.bot(seat, b"").is_err());
    }
}

// ---------------------------------------------------------------------------------------------
// Tie rules

#[test]
fn ties_discard_the_prize() {
    let mut instance = create(9, "discard", 21);
    let prize = instance.game.prize.expect("prize");
    apply(&mut instance, 0, 5);
    let applied = apply(&mut instance, 1, 5);
    assert!(
        applied
            .log
            .iter()
            .any(|l| l.text == Text::new("log-tie-discard").num("points", prize))
    );
    assert_eq!(instance.game.discarded, vec![prize]);
    assert!(instance.game.carried.is_empty());
    assert_eq!(instance.status().scores, vec![0, 0]);
    // The next round is worth only its own prize.
    let next = instance.game.prize.expect("next prize");
    apply(&mut instance, 0, 9);
    apply(&mut instance, 1, 1);
    assert_eq!(instance.status().scores, vec![i64::from(next), 0]);
    assert_eq!(
        instance.game.breakdown(0).len(),
        1,
        "no carried line without carried prizes"
    );
}

#[test]
fn ties_carry_the_prize_to_the_next_winner() {
    let mut instance = create(9, "carry", 21);
    let first = instance.game.prize.expect("prize");
    apply(&mut instance, 0, 5);
    let applied = apply(&mut instance, 1, 5);
    assert!(applied.log.iter().any(|l| l.text.id == "log-tie-carry"));
    assert_eq!(instance.game.carried, vec![first]);
    assert!(instance.game.discarded.is_empty());
    let view = instance.view(0).expect("view");
    assert!(find(&view, "carried").is_some(), "carried prizes are shown");
    assert_eq!(
        card(find(&view, "last-bid-0").expect("last bids"))
            .value
            .as_deref(),
        Some("5")
    );

    // A second tie piles up.
    let second = instance.game.prize.expect("prize");
    apply(&mut instance, 1, 2);
    apply(&mut instance, 0, 2);
    assert_eq!(instance.game.carried, vec![first, second]);

    let third = instance.game.prize.expect("prize");
    assert_eq!(instance.game.stake(), first + second + third);
    apply(&mut instance, 0, 1);
    apply(&mut instance, 1, 9);
    assert!(instance.game.carried.is_empty());
    assert_eq!(instance.game.score(1), first + second + third);
    let breakdown = instance.game.breakdown(1);
    assert_eq!(breakdown.len(), 2);
    assert_eq!(
        breakdown[0].label,
        Text::new("score-prizes-won").num("count", 1)
    );
    assert_eq!(breakdown[0].value, i64::from(third));
    assert_eq!(
        breakdown[1].label,
        Text::new("score-carried-won").num("count", 2)
    );
    assert_eq!(breakdown[1].value, i64::from(first + second));
}

#[test]
fn a_tie_in_the_last_round_is_discarded_even_when_carrying() {
    let mut instance = create(9, "carry", 8);
    // Rounds 1 to 8 without a tie; afterwards both seats hold only the 9.
    for card in 1..=7 {
        apply(&mut instance, 0, card);
        apply(&mut instance, 1, card + 1);
    }
    apply(&mut instance, 0, 8);
    apply(&mut instance, 1, 1);
    assert!(instance.game.carried.is_empty() && instance.game.discarded.is_empty());
    let last = instance.game.prize.expect("last prize");
    apply(&mut instance, 0, 9);
    let applied = apply(&mut instance, 1, 9);
    assert!(
        applied
            .log
            .iter()
            .any(|l| l.text == Text::new("log-tie-discard").num("points", last))
    );
    assert!(
        applied
            .log
            .iter()
            .any(|l| l.text.id == "log-game-won" || l.text.id == "log-game-drawn")
    );
    let game = &instance.game;
    assert!(game.is_over());
    assert!(game.carried.is_empty());
    assert_eq!(game.discarded, vec![last]);
    let status = instance.status();
    assert!(status.game_over);
    assert_eq!(status.scores.iter().sum::<i64>() + i64::from(last), 45);
    let view = instance.view(0).expect("view");
    match &find(&view, "last-result").expect("result").kind {
        NodeKind::Label { text, .. } => assert_eq!(text.id, "last-tie-discarded"),
        other => panic!("result is {other:?}"),
    }
}

// ---------------------------------------------------------------------------------------------
// Whole games, status and ranking

#[test]
fn random_games_finish_with_a_valid_ranking() {
    let mut seen = Seen::default();
    for (cards, ties) in [(9, "discard"), (9, "carry"), (13, "discard"), (13, "carry")] {
        for seed in 0..25 {
            let instance = play_random(cards, ties, seed, &mut seen);
            let game = &instance.game;
            let status = instance.status();
            assert!(status.game_over);
            assert!(status.acting.is_empty());
            assert_eq!(status.turn, cards);
            assert_eq!(status.round, Some(cards));
            assert_eq!(status.phase, Some(Text::new("phase-game-over")));
            assert_eq!(status.scores.len(), 2);
            // Every prize went somewhere.
            let won: i64 = status.scores.iter().sum();
            let discarded: u32 = game.discarded.iter().sum();
            assert_eq!(won + i64::from(discarded), i64::from(game.max_points()));
            assert!(
                game.hands.iter().all(Vec::is_empty)
                    && game.deck.is_empty()
                    && game.carried.is_empty()
            );
            // The ranking: both seats, best first, ties share first place, breakdown adds up.
            let ranking = &status.ranking;
            assert_eq!(ranking.len(), 2);
            let seats: BTreeSet<Seat> = ranking.iter().map(|r| r.seat).collect();
            assert_eq!(seats, BTreeSet::from([0, 1]));
            assert!(ranking[0].score >= ranking[1].score);
            assert_eq!(ranking[0].place, 1);
            assert_eq!(
                ranking[1].place,
                if ranking[0].score == ranking[1].score {
                    1
                } else {
                    2
                }
            );
            for ranked in ranking {
                assert_eq!(ranked.score, status.scores[ranked.seat as usize]);
                assert_eq!(
                    ranked.breakdown.iter().map(|l| l.value).sum::<i64>(),
                    ranked.score
                );
                assert!(!ranked.breakdown.is_empty());
            }
            // Save and load keep the finished game.
            let saved = serde_json::to_vec(&instance.save().expect("save")).expect("json");
            let loaded = Instance::<SealedBids>::load(&saved).expect("load");
            assert_eq!(state_json(&loaded), state_json(&instance));
        }
    }
    assert!(seen.count > 1000);
}

#[test]
fn status_is_filled_during_play() {
    let mut instance = create(13, "discard", 2);
    let status = instance.status();
    assert_eq!((status.turn, status.round), (1, Some(1)));
    assert_eq!(status.scores, vec![0, 0]);
    assert!(!status.game_over && status.ranking.is_empty());
    let stake = instance.game.stake();
    assert_eq!(
        status.phase,
        Some(
            Text::new("phase-bidding")
                .num("round", 1)
                .num("points", stake)
        )
    );
    apply(&mut instance, 0, 13);
    assert_eq!(instance.status().acting, vec![1]);
    apply(&mut instance, 1, 1);
    let status = instance.status();
    assert_eq!((status.turn, status.round), (2, Some(2)));
    assert_eq!(status.scores, vec![i64::from(stake), 0]);
}

#[test]
fn saved_games_continue_identically() {
    let mut instance = create(13, "carry", 99);
    apply(&mut instance, 0, 3);
    apply(&mut instance, 1, 8);
    apply(&mut instance, 1, 2);
    let saved = serde_json::to_vec(&instance.save().expect("save")).expect("json");
    let mut loaded = Instance::<SealedBids>::load(&saved).expect("load");
    assert_eq!(state_json(&loaded), state_json(&instance));
    let a = apply(&mut instance, 0, 13);
    let b = apply(&mut loaded, 0, 13);
    assert_eq!(a, b);
    assert_eq!(state_json(&loaded), state_json(&instance));
}

// ---------------------------------------------------------------------------------------------
// Views

#[test]
fn a_seat_never_sees_the_other_hand_or_sealed_bid() {
    for seed in 0..10 {
        let mut instance = create(9, "discard", seed);
        // Play a few rounds so that hands differ from the starting hands.
        for card in 1..=(seed % 4) as u32 {
            apply(&mut instance, 0, card);
            apply(&mut instance, 1, 10 - card);
        }
        // Seat 1 seals a bid. Whatever it bid, seat 0 and spectators see exactly the same.
        let hand = instance.game.hand(1).to_vec();
        let views: Vec<(Value, Value)> = hand
            .iter()
            .map(|&card| {
                let mut copy = instance.clone();
                apply(&mut copy, 1, card);
                (view_json(&copy, 0), view_json(&copy, SPECTATOR))
            })
            .collect();
        assert!(
            views.windows(2).all(|w| w[0] == w[1]),
            "seat 0's view depends on seat 1's secret"
        );

        let mut copy = instance.clone();
        let secret = hand[hand.len() / 2];
        apply(&mut copy, 1, secret);
        for viewer in [0, SPECTATOR] {
            let view = copy.view(viewer).expect("view");
            let keys = keys(&view);
            assert!(
                !keys.iter().any(|k| k.starts_with("hand-1-card-")),
                "seat 1's cards are not listed"
            );
            if viewer == SPECTATOR {
                assert!(
                    !keys.iter().any(|k| k.contains("-card-")),
                    "a spectator sees no hand"
                );
                assert!(view.choices().is_empty());
            }
            // Seat 1's hand is only a face-down pile with a count.
            match &find(&view, "hand-1").expect("hand-1").kind {
                NodeKind::Stack(stack) => {
                    assert!(stack.face_down && stack.top.is_none());
                    assert_eq!(stack.count as usize, hand.len() - 1);
                }
                other => panic!("seat 1's hand is shown as {other:?}"),
            }
            // The sealed bid is a face-down card without a value.
            let bid = card(find(&view, "bid-1").expect("bid-1"));
            assert!(!bid.face_up && bid.value.is_none() && bid.title.is_none());
            // No face-down card anywhere carries a value.
            view.walk(&mut |node| {
                if let NodeKind::Card(c) = &node.kind {
                    assert!(c.face_up || c.value.is_none());
                }
            });
        }
        // Seat 1 itself sees its bid face up.
        let own = copy.view(1).expect("view");
        let bid = card(find(&own, "bid-1").expect("bid-1"));
        assert!(bid.face_up);
        assert_eq!(bid.value, Some(secret.to_string()));
    }
}

#[test]
fn the_own_hand_is_clickable_exactly_for_the_legal_bids() {
    let mut instance = create(9, "discard", 4);
    apply(&mut instance, 0, 2);
    apply(&mut instance, 1, 3);
    for seat in 0..2u32 {
        let view = instance.view(seat as i32).expect("view");
        let clickable: BTreeSet<u64> = view.choices().into_iter().collect();
        let legal: BTreeSet<u64> = instance
            .actions(seat)
            .expect("actions")
            .iter()
            .map(|l| l.id)
            .collect();
        assert_eq!(clickable, legal);
        assert_eq!(legal.len(), 8);
        let node = find(&view, &format!("hand-{seat}-card-9")).expect("own card");
        assert_eq!(node.choice, Some(id_of(&crate::Action::Bid(9))));
        assert!(node.tooltip.is_some());
        assert!(
            find(&view, &format!("hand-{seat}-card-{}", seat + 2)).is_none(),
            "bid cards leave the hand"
        );
    }
    // After bidding, nothing of the seat is clickable any more; the mat is no longer active.
    apply(&mut instance, 0, 9);
    let view = instance.view(0).expect("view");
    assert!(view.choices().is_empty());
    let mat = |view: &Node, key: &str| match &find(view, key).expect("mat").kind {
        NodeKind::Mat(mat) => mat.active,
        _ => panic!("not a mat"),
    };
    assert!(!mat(&view, "mat-0"));
    assert!(mat(&view, "mat-1"));
}

#[test]
fn the_view_has_the_important_parts() {
    let mut instance = create(13, "discard", 6);
    let prize = instance.game.prize.expect("prize");
    let view = instance.view(0).expect("view");
    let all = keys(&view);
    let unique: BTreeSet<&String> = all.iter().collect();
    assert_eq!(unique.len(), all.len(), "keys are unique");
    for key in [
        "header",
        "prompt",
        "prize-area",
        "prize",
        "prize-deck",
        "mat-0",
        "mat-1",
        "hand-0",
        "hand-1",
        "bid-0",
        "bid-1",
        "score-0",
        "score-1",
        "won-0",
        "won-1",
        "score-track",
        "hand-0-card-1",
        "hand-0-card-13",
    ] {
        assert!(find(&view, key).is_some(), "missing {key}");
    }
    assert!(find(&view, "last-round").is_none(), "nothing revealed yet");
    let prize_card = card(find(&view, "prize").expect("prize"));
    assert!(prize_card.face_up);
    assert_eq!(prize_card.value, Some(prize.to_string()));
    match &find(&view, "prize-deck").expect("deck").kind {
        NodeKind::Stack(stack) => assert!(stack.face_down && stack.count == 12),
        other => panic!("deck is {other:?}"),
    }
    match &find(&view, "score-track").expect("track").kind {
        NodeKind::Track(track) => {
            assert_eq!(track.spaces.len(), 92); // 0..=91
            assert_eq!(track.markers.len(), 2);
        }
        other => panic!("track is {other:?}"),
    }
    // The viewer's mat comes last.
    let NodeKind::Column { children, .. } = &view.kind else {
        panic!("root is a column")
    };
    let mats: Vec<&str> = children
        .iter()
        .filter_map(|c| c.key.as_deref())
        .filter(|k| k.starts_with("mat-"))
        .collect();
    assert_eq!(mats, ["mat-1", "mat-0"]);

    apply(&mut instance, 0, 13);
    apply(&mut instance, 1, 12);
    let view = instance.view(1).expect("view");
    assert_eq!(
        card(find(&view, "last-bid-0").expect("last bids"))
            .value
            .as_deref(),
        Some("13")
    );
    assert_eq!(
        card(find(&view, "last-prize").expect("last prize")).value,
        Some(prize.to_string())
    );
    match &find(&view, "score-0").expect("counter").kind {
        NodeKind::Counter(counter) => assert_eq!(counter.value, i64::from(prize)),
        other => panic!("score is {other:?}"),
    }
    assert!(instance.view(2).is_err(), "no seat 2");
}

// ---------------------------------------------------------------------------------------------
// Bot

#[test]
fn the_bot_plays_legal_deterministic_moves() {
    let mut instance = create(9, "discard", 12);
    let a = instance.bot(0, br#"{"seed": 5}"#).expect("bot");
    let b = instance.bot(0, br#"{"seed": 5}"#).expect("bot");
    assert_eq!(a, b);
    let legal: Vec<Value> = instance
        .actions(0)
        .expect("actions")
        .into_iter()
        .map(|l| l.action)
        .collect();
    assert!(legal.contains(&a));
    instance
        .apply(0, a.to_string().as_bytes())
        .expect("the bot's move is legal");
    assert!(instance.bot(0, b"").is_err(), "nothing to do after bidding");
    assert!(instance.bot(1, b"").is_ok());
    assert!(instance.game.bot_action(5, 0).is_none());
}

#[test]
fn the_bot_beats_random_bidding() {
    let mut wins = 0;
    let games = 200u64;
    for game in 0..games {
        let (cards, ties) = match game % 4 {
            0 => (9, "discard"),
            1 => (13, "discard"),
            2 => (9, "carry"),
            _ => (13, "carry"),
        };
        let mut instance = create(cards, ties, game);
        let bot_seat = (game / 4 % 2) as Seat;
        let mut rng = GameRng::from_seed(game.wrapping_mul(31).wrapping_add(7));
        while !instance.status().game_over {
            let seed = rng.next_u64();
            let bot = instance
                .bot(bot_seat, json!({ "seed": seed }).to_string().as_bytes())
                .expect("bot");
            instance
                .apply(bot_seat, bot.to_string().as_bytes())
                .expect("legal");
            let random = random_bid(&instance, 1 - bot_seat, &mut rng).expect("legal");
            instance
                .apply(1 - bot_seat, random.to_string().as_bytes())
                .expect("legal");
        }
        if instance.game.score(bot_seat) > instance.game.score(1 - bot_seat) {
            wins += 1;
        }
    }
    assert!(
        wins >= 150,
        "the bot won only {wins} of {games} games against random bids"
    );
}

#[test]
fn two_bots_do_not_tie_every_round() {
    let mut decided = 0;
    for seed in 0..50 {
        let mut instance = create(9, "discard", seed);
        let mut round = 0u64;
        while !instance.status().game_over {
            round += 1;
            let a = instance
                .bot(
                    0,
                    json!({ "seed": seed * 100 + round }).to_string().as_bytes(),
                )
                .expect("bot");
            instance.apply(0, a.to_string().as_bytes()).expect("legal");
            let b = instance
                .bot(
                    1,
                    json!({ "seed": seed * 100 + round }).to_string().as_bytes(),
                )
                .expect("bot");
            instance.apply(1, b.to_string().as_bytes()).expect("legal");
        }
        if instance.game.score(0) != instance.game.score(1) {
            decided += 1;
        }
    }
    assert!(decided >= 40, "only {decided} of 50 bot games had a winner");
}

// ---------------------------------------------------------------------------------------------
// Locales

#[test]
fn both_languages_define_the_same_messages_with_the_same_variables() {
    let manifest = SealedBids::manifest();
    assert!(testing::locale(&manifest, "en").len() > 40);
    testing::locales_agree(&manifest).unwrap();
}

#[test]
fn every_text_of_played_games_is_defined_with_matching_arguments() {
    let mut seen = Seen::default();
    for (cards, ties) in [(9, "discard"), (9, "carry"), (13, "carry")] {
        for seed in 0..8 {
            play_random(cards, ties, seed, &mut seen);
        }
    }
    // Log lines, including the private ones, of games played by bots and with forced ties.
    let mut instance = create(9, "carry", 1);
    let mut round = 0u64;
    while !instance.status().game_over {
        round += 1;
        for seat in [1, 0] {
            let applied = if round.is_multiple_of(3) {
                // Force a tie every third round.
                let card = instance
                    .game
                    .hand(0)
                    .iter()
                    .find(|c| instance.game.hand(1).contains(c))
                    .copied();
                match card {
                    Some(card) => apply(&mut instance, seat, card),
                    None => {
                        let bot = instance.bot(seat, b"").expect("bot");
                        instance
                            .apply(seat, bot.to_string().as_bytes())
                            .expect("legal")
                    }
                }
            } else {
                let bot = instance
                    .bot(seat, json!({ "seed": round }).to_string().as_bytes())
                    .expect("bot");
                instance
                    .apply(seat, bot.to_string().as_bytes())
                    .expect("legal")
            };
            for line in applied.log {
                seen.add(&line.text);
            }
            seen.snapshot(&instance);
        }
    }
    seen.texts.all_defined(&SealedBids::manifest()).unwrap();
    let used = seen.texts.ids();
    // The log and the view use a good part of the file; unused ids hint at dead messages.
    for id in [
        "log-you-bid",
        "log-placed-bid",
        "log-revealed-bid",
        "log-won",
        "log-tie-carry",
        "log-prize",
        "action-bid",
        "tip-bid",
        "stack-carried",
        "score-prizes-won",
    ] {
        assert!(used.contains(id), "{id} was never used");
    }
    let game_end = ["log-game-won", "log-game-drawn"];
    assert!(game_end.iter().any(|id| used.contains(id)));
}

#[test]
fn spectator_and_seat_views_serialise() {
    let instance = create(9, "discard", 0);
    for seat in [0, 1, SPECTATOR] {
        let json = serde_json::to_string(&instance.view(seat).expect("view")).expect("json");
        let back: Node = serde_json::from_str(&json).expect("parses");
        assert_eq!(back, instance.view(seat).expect("view"));
    }
    let spectator = parlour_plugin_api::testing::view(&instance.game, Viewer::Spectator);
    assert!(find(&spectator, "prompt").is_some());
}
