//! What each seat sees: the total against the target, and one token per move, clickable for
//! the seat whose turn it is (the SDK says which moves it offers: see [`Offered`]).

use parlour_plugin_api::{Color, Counter, Mat, Node, Offered, Text, Token, TokenShape, Viewer};

use crate::{Action, __TYPE__};

pub fn build(game: &__TYPE__, _viewer: Viewer, offered: &Offered<'_, Action>) -> Node {
    let total = Node::from(Counter {
        icon: "star".to_owned(),
        value: i64::from(game.total),
        max: Some(i64::from(game.target)),
        label: Some(Text::new("counter-total")),
        color: None,
    })
    .key("total");
    let moves = (1..=3)
        .map(|n| {
            let token = Node::from(Token {
                shape: TokenShape::Disc,
                color: Color::seat(game.to_move()),
                label: Some(format!("+{n}")),
                count: None,
                size: Some(40.0),
            })
            .key(format!("add-{n}"))
            .tooltip(Text::new("action-add").num("n", n));
            offered.target(token, &Action::Add(n))
        })
        .collect();
    Node::from(Mat {
        title: Some(Text::new("game-name")),
        color: None,
        active: game.winner.is_none(),
        children: vec![total, Node::row(moves).gap(12.0).key("moves")],
    })
    .key("root")
}
