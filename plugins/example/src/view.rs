//! What each seat sees, built from the view vocabulary of `parlour_plugin_api::view`.
//!
//! The host draws the tree; the plugin only describes it. Rules of thumb for any plugin:
//!
//! * Build the view from the viewer's point of view and leave out everything that viewer may
//!   not know. Face-down cards carry no value, and keys never encode a secret (the opponent's
//!   hand is one `Stack` keyed `hand-1`, not cards keyed by value).
//! * Every word is a Fluent message id ([`Text`]); player names come in as `Text::seat` args.
//! * Clickable elements are marked through `Offered`, which holds the bids the SDK offers the
//!   viewer now: the view never works out legality itself.
//! * Give important nodes a stable `key` so tests (and animations) can find them.
//!
//! Keys used here: `root`, `header`, `title`, `round`, `prompt`, `prize-area`, `prize`,
//! `prize-deck`, `stake`, `carried`, `discarded`, `mat-{seat}`, `hand-{seat}`,
//! `hand-{seat}-card-{value}` (own hand only), `bid-{seat}`, `won-{seat}`, `score-{seat}`,
//! `score-track`, `last-round`, `last-prize`, `last-bid-{seat}`, `last-result`.

use parlour_plugin_api::{
    Card, CardSize, Color, Counter, Emphasis, Mat, Node, Offered, Pip, Seat, Stack, Text,
    TextStyle, TokenShape, Track, TrackMarker, Viewer,
};

use crate::{Action, PLAYERS, RoundResult, SealedBids};

/// Gold for everything that belongs to the prize deck.
fn prize_color() -> Color {
    Color::named("gold")
}

/// A face-up prize card.
fn prize_card(value: u32, size: CardSize) -> Card {
    Card {
        face_up: true,
        title: Some(Text::new("card-prize")),
        value: Some(value.to_string()),
        icons: vec![Pip {
            icon: "crown".into(),
            count: value,
            color: None,
        }],
        color: Some(prize_color()),
        size,
        ..Default::default()
    }
}

/// A face-up bid card of a seat.
fn bid_card(seat: Seat, value: u32, size: CardSize) -> Card {
    Card {
        face_up: true,
        value: Some(value.to_string()),
        icons: vec![Pip {
            icon: "coin".into(),
            count: value,
            color: None,
        }],
        color: Some(Color::seat(seat)),
        size,
        ..Default::default()
    }
}

/// The whole view for one viewer.
pub fn build(state: &SealedBids, viewer: Viewer, offered: &Offered<'_, Action>) -> Node {
    let mut children = vec![header(state, viewer), prize_area(state)];
    // The opponent's mat on top, the viewer's own mat below it, closest to the player.
    let mut seats: Vec<Seat> = (0..PLAYERS).collect();
    seats.sort_by_key(|&seat| viewer.is(seat));
    children.extend(
        seats
            .into_iter()
            .map(|seat| seat_mat(state, viewer, offered, seat)),
    );
    children.push(score_track(state));
    if let Some(last) = &state.last {
        children.push(last_round(state, last));
    }
    Node::column(children).gap(12.0).key("root")
}

/// Title, round counter and what the viewer should do now.
fn header(state: &SealedBids, viewer: Viewer) -> Node {
    let round = if state.is_over() {
        Text::new("header-game-over")
    } else {
        Text::new("header-round")
            .num("round", state.round)
            .num("rounds", state.cards)
    };
    Node::row(vec![
        Node::heading("game-name").key("title"),
        Node::styled(round, TextStyle::Strong).key("round"),
        Node::label(prompt(state, viewer)).key("prompt"),
    ])
    .gap(16.0)
    .key("header")
}

fn prompt(state: &SealedBids, viewer: Viewer) -> Text {
    if state.is_over() {
        let (a, b) = (state.score(0), state.score(1));
        return match a.cmp(&b) {
            std::cmp::Ordering::Equal => Text::new("result-draw").num("score", a),
            std::cmp::Ordering::Greater => Text::new("result-winner")
                .seat("player", 0)
                .num("score", a)
                .num("other", b),
            std::cmp::Ordering::Less => Text::new("result-winner")
                .seat("player", 1)
                .num("score", b)
                .num("other", a),
        };
    }
    match viewer.seat().filter(|&seat| seat < PLAYERS) {
        Some(me) if state.must_bid(me) => Text::new("prompt-bid").num("points", state.stake()),
        Some(me) => Text::new("prompt-wait").seat("player", SealedBids::other(me)),
        None => Text::new("prompt-spectator"),
    }
}

/// The revealed prize, the face-down prize deck, and carried-over and discarded prizes.
fn prize_area(state: &SealedBids) -> Node {
    let mut row = Vec::new();
    if let Some(prize) = state.prize {
        row.push(
            Node::from(prize_card(prize, CardSize::Large))
                .key("prize")
                .tooltip(Text::new("tip-prize").num("prize", prize))
                .emphasis(Emphasis::Resolving),
        );
    }
    let deck = state.deck.len() as u32;
    row.push(
        Node::from(Stack {
            count: deck,
            face_down: true,
            top: None,
            label: Some(Text::new("stack-prize-deck").num("count", deck)),
            color: Some(prize_color()),
        })
        .key("prize-deck")
        .tooltip("tip-prize-deck"),
    );
    if let Some(&top) = state.carried.last() {
        let count = state.carried.len() as u32;
        let points: u32 = state.carried.iter().sum();
        row.push(
            Node::from(Stack {
                count,
                face_down: false,
                top: Some(Box::new(prize_card(top, CardSize::Small).into())),
                label: Some(
                    Text::new("stack-carried")
                        .num("count", count)
                        .num("points", points),
                ),
                color: Some(prize_color()),
            })
            .key("carried")
            .tooltip("tip-carried"),
        );
        row.push(
            Node::styled(
                Text::new("label-stake").num("points", state.stake()),
                TextStyle::Strong,
            )
            .key("stake"),
        );
    }
    if let Some(&top) = state.discarded.last() {
        let count = state.discarded.len() as u32;
        row.push(
            Node::from(Stack {
                count,
                face_down: false,
                top: Some(Box::new(prize_card(top, CardSize::Small).into())),
                label: Some(Text::new("stack-discarded").num("count", count)),
                color: Some(Color::named("grey")),
            })
            .key("discarded"),
        );
    }
    Node::from(Mat {
        title: Some(Text::new("mat-prizes")),
        color: Some(prize_color()),
        active: false,
        children: vec![Node::row(row).gap(12.0)],
    })
    .key("prize-area")
    // A "?" on the mat opens the rules at "A round" (its heading reads `{#round}`).
    .help("round")
}

/// A seat's mat: hand, sealed bid, prizes won and score.
fn seat_mat(state: &SealedBids, viewer: Viewer, offered: &Offered<'_, Action>, seat: Seat) -> Node {
    let own = viewer.is(seat);
    let title = if own { "mat-seat-own" } else { "mat-seat" };
    let children = vec![
        Node::row(vec![
            hand(state, seat, own, offered),
            bid_slot(state, seat, own),
            won_pile(state, seat),
            score_counter(state, seat),
        ])
        .gap(16.0),
    ];
    Node::from(Mat {
        title: Some(Text::new(title).seat("player", seat)),
        color: Some(Color::seat(seat)),
        active: state.must_bid(seat),
        children,
    })
    .key(format!("mat-{seat}"))
    .help("end")
}

/// The viewer's own hand face up, each card a click on its bid when the SDK offers it; anyone
/// else's hand as a face-down pile that shows only how many cards are left.
fn hand(state: &SealedBids, seat: Seat, own: bool, offered: &Offered<'_, Action>) -> Node {
    let cards = state.hand(seat);
    if !own {
        let count = cards.len() as u32;
        return Node::from(Stack {
            count,
            face_down: true,
            top: None,
            label: Some(Text::new("stack-hand").num("count", count)),
            color: Some(Color::seat(seat)),
        })
        .key(format!("hand-{seat}"));
    }
    if cards.is_empty() {
        return Node::label("hand-empty").key(format!("hand-{seat}"));
    }
    let nodes = cards
        .iter()
        .map(|&card| {
            let node = Node::from(bid_card(seat, card, CardSize::Normal))
                .key(format!("hand-{seat}-card-{card}"));
            let bid = Action::Bid(card);
            if offered.has(&bid) {
                offered.click(node, &bid).tooltip(
                    Text::new("tip-bid")
                        .num("card", card)
                        .num("points", state.stake()),
                )
            } else {
                node
            }
        })
        .collect();
    Node::row(nodes).gap(6.0).key(format!("hand-{seat}"))
}

/// The sealed bid: face up for its owner, face down (and without a value) for everyone else.
fn bid_slot(state: &SealedBids, seat: Seat, own: bool) -> Node {
    let key = format!("bid-{seat}");
    let node = match state.bid(seat) {
        Some(card) if own => Node::from(Card {
            title: Some(Text::new("card-your-bid")),
            ..bid_card(seat, card, CardSize::Normal)
        })
        .tooltip("tip-your-bid")
        .emphasis(Emphasis::Selected)
        .key(key),
        Some(_) => Node::from(Card {
            face_up: false,
            back: Some(Text::new("card-back")),
            color: Some(Color::seat(seat)),
            ..Default::default()
        })
        .tooltip(Text::new("tip-sealed-bid").seat("player", seat))
        .key(key),
        None if state.is_over() => Node::styled("bid-none", TextStyle::Small).key(key),
        None => Node::styled("bid-waiting", TextStyle::Small).key(key),
    };
    Node::column(vec![Node::styled("label-bid", TextStyle::Small), node]).gap(4.0)
}

/// The prize cards a seat has won (public information).
fn won_pile(state: &SealedBids, seat: Seat) -> Node {
    let s = seat as usize;
    let won: Vec<u32> = state.won[s]
        .iter()
        .chain(&state.won_carried[s])
        .copied()
        .collect();
    let count = won.len() as u32;
    Node::from(Stack {
        count,
        face_down: false,
        top: state.won[s]
            .last()
            .map(|&top| Box::new(prize_card(top, CardSize::Small).into())),
        label: Some(Text::new("stack-won").num("count", count)),
        color: Some(prize_color()),
    })
    .key(format!("won-{seat}"))
}

fn score_counter(state: &SealedBids, seat: Seat) -> Node {
    Node::from(Counter {
        icon: "point".to_owned(),
        value: i64::from(state.score(seat)),
        max: None,
        label: Some(Text::new("counter-points")),
        color: Some(Color::seat(seat)),
    })
    .key(format!("score-{seat}"))
}

/// A track from 0 to every point in the game, with one marker per seat.
fn score_track(state: &SealedBids) -> Node {
    let mut track = Track::numbered(0, i64::from(state.max_points()));
    track.title = Some(Text::new("track-score"));
    track.markers = (0..PLAYERS)
        .map(|seat| TrackMarker {
            position: state.score(seat),
            color: Color::seat(seat),
            shape: TokenShape::Disc,
            label: Some((seat + 1).to_string()),
        })
        .collect();
    Node::from(track).key("score-track")
}

/// The bids revealed at the end of the last round and who took the prize.
fn last_round(state: &SealedBids, last: &RoundResult) -> Node {
    let mut row = vec![Node::from(prize_card(last.prize, CardSize::Small)).key("last-prize")];
    for seat in 0..PLAYERS {
        let bid = last.bids[seat as usize];
        row.push(
            Node::column(vec![
                Node::styled(Text::new("mat-seat").seat("player", seat), TextStyle::Small),
                if last.winner == Some(seat) {
                    Node::from(bid_card(seat, bid, CardSize::Small)).emphasis(Emphasis::Winner)
                } else {
                    Node::from(bid_card(seat, bid, CardSize::Small))
                }
                .key(format!("last-bid-{seat}")),
            ])
            .gap(4.0),
        );
    }
    let result = match last.winner {
        Some(seat) => Text::new("last-won")
            .seat("player", seat)
            .num("points", last.stake())
            .num("cards", 1 + last.carried.len() as u32),
        // Right after a tie that was carried over, the carried pile is not empty.
        None if !state.carried.is_empty() => {
            Text::new("last-tie-carried").num("points", last.stake())
        }
        None => Text::new("last-tie-discarded").num("points", last.stake()),
    };
    row.push(Node::label(result).key("last-result"));
    Node::from(Mat {
        title: Some(Text::new("mat-last-round").num("round", last.round)),
        color: Some(Color::named("grey")),
        active: false,
        children: vec![Node::row(row).gap(12.0)],
    })
    .key("last-round")
    .help("ties")
}
