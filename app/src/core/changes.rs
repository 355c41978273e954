//! What changed on the board since a seat's last decision.
//!
//! When a human seat makes a decision, the table remembers a fingerprint of every keyed
//! element of that seat's view ([`Seen::of`]). Until the seat's next decision, every keyed
//! element that is new or whose content differs since then is drawn with the `last_change`
//! emphasis ([`mark_changes`]): the other seats' moves are visible at a glance, in every game,
//! without the plugin doing anything. Only the most specific element is marked (a moved
//! piece, not the whole board around it), and an element the plugin emphasises itself keeps
//! its own emphasis. Clickability, tooltips and previews do not count as changes.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};

use parlour_plugin_api::{Emphasis, Node, NodeKind};
use serde_json::Value;

/// Fields that change with whose turn it is, not with the game: never a change.
const VOLATILE: [&str; 6] = [
    "choice",
    "action",
    "emphasis",
    "highlight",
    "hover",
    "tooltip",
];

/// The fingerprints of a view's keyed elements (grid-board pieces included).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Seen(HashMap<String, u64>);

impl Seen {
    pub fn of(view: &Node) -> Seen {
        let mut seen = HashMap::new();
        view.walk(&mut |node| {
            if let Some(key) = &node.key {
                seen.insert(key.clone(), fingerprint(node));
            }
            if let NodeKind::GridBoard(grid) = &node.kind {
                for piece in &grid.pieces {
                    if let Some(key) = &piece.key {
                        seen.insert(piece_key(key), fingerprint(piece));
                    }
                }
            }
        });
        Seen(seen)
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether an element is new or changed since.
    fn changed(&self, key: &str, now: u64) -> bool {
        self.0.get(key) != Some(&now)
    }
}

/// The keys of the elements a change touched, the most specific ones only (as
/// [`mark_changes`] marks them): `before` is the view before the change, `after` after it.
pub fn changed_elements(before: &Seen, after: &Node) -> Vec<String> {
    let mut view = after.clone();
    // Emphasis of the plugin's own would hide an element from the marks.
    view.walk_mut(&mut |node| {
        node.emphasis = None;
        node.highlight = false;
        if let NodeKind::GridBoard(grid) = &mut node.kind {
            for piece in &mut grid.pieces {
                piece.emphasis = None;
            }
        }
    });
    mark_changes(&mut view, before);
    let mut keys = Vec::new();
    view.walk(&mut |node| {
        if node.emphasis == Some(Emphasis::LastChange)
            && let Some(key) = &node.key
        {
            keys.push(key.clone());
        }
        if let NodeKind::GridBoard(grid) = &node.kind {
            for piece in &grid.pieces {
                if piece.emphasis == Some(Emphasis::LastChange)
                    && let Some(key) = &piece.key
                {
                    keys.push(key.clone());
                }
            }
        }
    });
    keys
}

/// Gives the elements with these keys (grid-board pieces included) an emphasis, where they
/// have none of their own: the pieces of a move whose log entry the pointer rests on.
pub fn emphasize(view: &mut Node, keys: &[String], emphasis: Emphasis) {
    if keys.is_empty() {
        return;
    }
    let wanted = |key: &Option<String>| key.as_ref().is_some_and(|k| keys.contains(k));
    view.walk_mut(&mut |node| {
        if wanted(&node.key) && node.shown_emphasis().is_none() {
            node.emphasis = Some(emphasis);
        }
        if let NodeKind::GridBoard(grid) = &mut node.kind {
            for piece in &mut grid.pieces {
                if wanted(&piece.key) && piece.emphasis.is_none() {
                    piece.emphasis = Some(emphasis);
                }
            }
        }
    });
}

/// Marks where a choice lies on the board: every element (node, grid cell, piece, die, track
/// space) a click on which picks `choice`. The decision panel's option under the pointer is
/// shown this way, so that two options alike in words ("Target: Killer clown" twice) are
/// told apart by their place.
pub fn emphasize_choice(view: &mut Node, choice: u64, emphasis: Emphasis) {
    view.walk_mut(&mut |node| {
        if node.choice == Some(choice) {
            node.emphasis = Some(emphasis);
        }
        match &mut node.kind {
            NodeKind::GridBoard(grid) => {
                for cell in grid.cells.iter_mut().filter(|c| c.choice == Some(choice)) {
                    cell.emphasis = Some(emphasis);
                }
                for piece in grid.pieces.iter_mut().filter(|p| p.choice == Some(choice)) {
                    piece.emphasis = Some(emphasis);
                }
            }
            NodeKind::Dice(dice) => {
                for die in dice.dice.iter_mut().filter(|d| d.choice == Some(choice)) {
                    die.emphasis = Some(emphasis);
                }
            }
            NodeKind::Die(die) if die.choice == Some(choice) => die.emphasis = Some(emphasis),
            _ => {}
        }
    });
}

/// Marks what is new or changed since `seen`; returns how many elements were marked.
pub fn mark_changes(view: &mut Node, seen: &Seen) -> usize {
    if seen.is_empty() {
        return 0;
    }
    mark(view, seen).1
}

/// Marks below and at `node`; returns whether anything below or at it changed and how many
/// elements were marked.
fn mark(node: &mut Node, seen: &Seen) -> (bool, usize) {
    let mut below = (false, 0);
    let mut add = |(changed, marked): (bool, usize)| {
        below.0 |= changed;
        below.1 += marked;
    };
    match &mut node.kind {
        NodeKind::Row { children, .. }
        | NodeKind::Column { children, .. }
        | NodeKind::Grid { children, .. } => children.iter_mut().for_each(|c| add(mark(c, seen))),
        NodeKind::Mat(mat) => mat.children.iter_mut().for_each(|c| add(mark(c, seen))),
        NodeKind::Board(board) => board
            .children
            .iter_mut()
            .for_each(|p| add(mark(&mut p.node, seen))),
        NodeKind::Stack(stack) => {
            if let Some(top) = &mut stack.top {
                add(mark(top, seen));
            }
        }
        NodeKind::GridBoard(grid) => {
            for piece in &mut grid.pieces {
                let Some(key) = &piece.key else { continue };
                if seen.changed(&piece_key(key), fingerprint(&*piece)) {
                    below.0 = true;
                    if piece.emphasis.is_none() {
                        piece.emphasis = Some(Emphasis::LastChange);
                        below.1 += 1;
                    }
                }
            }
        }
        _ => {}
    }
    let Some(key) = &node.key else {
        return below;
    };
    // A keyed element changed when its content did; it is marked only when nothing more
    // specific below it was.
    let changed = seen.changed(key, fingerprint(&*node));
    if changed && !below.0 && node.shown_emphasis().is_none() {
        node.emphasis = Some(Emphasis::LastChange);
        below.1 += 1;
    }
    (below.0 || changed, below.1)
}

fn piece_key(key: &str) -> String {
    format!("piece:{key}")
}

/// A hash of an element's content without the fields that change with the turn.
fn fingerprint<T: serde::Serialize>(element: &T) -> u64 {
    let mut value = serde_json::to_value(element).unwrap_or(Value::Null);
    strip(&mut value);
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    value.to_string().hash(&mut hasher);
    hasher.finish()
}

fn strip(value: &mut Value) {
    match value {
        Value::Object(map) => {
            for field in VOLATILE {
                map.remove(field);
            }
            map.values_mut().for_each(strip);
        }
        Value::Array(items) => items.iter_mut().for_each(strip),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_plugin_api::{Counter, Text};

    fn counter(key: &str, value: i64) -> Node {
        Node::from(Counter {
            value,
            label: Some(Text::new("coins")),
            ..Default::default()
        })
        .key(key)
    }

    fn table(a: i64, b: i64) -> Node {
        Node::row(vec![counter("a", a), counter("b", b)]).key("table")
    }

    fn marked(view: &Node) -> Vec<String> {
        let mut out = Vec::new();
        view.walk(&mut |n| {
            if n.emphasis == Some(Emphasis::LastChange) {
                out.push(n.key.clone().unwrap_or_default());
            }
        });
        out
    }

    #[test]
    fn the_option_under_the_pointer_shows_its_place_on_the_board() {
        use parlour_plugin_api::{Cell, GridBoard, Piece};
        let grid = GridBoard {
            columns: 2,
            rows: 1,
            cells: vec![
                Cell {
                    x: 0,
                    y: 0,
                    choice: Some(7),
                    ..Default::default()
                },
                Cell {
                    x: 1,
                    y: 0,
                    choice: Some(8),
                    ..Default::default()
                },
            ],
            pieces: vec![Piece {
                x: 1,
                y: 0,
                choice: Some(8),
                ..Default::default()
            }],
            ..Default::default()
        };
        let mut view = Node::row(vec![Node::from(grid), counter("a", 1).clone()]);
        if let NodeKind::Row { children, .. } = &mut view.kind {
            children[1].choice = Some(8);
        }
        emphasize_choice(&mut view, 8, Emphasis::Selected);
        let mut marked = Vec::new();
        view.walk(&mut |n| {
            if n.emphasis == Some(Emphasis::Selected) {
                marked.push(n.key.clone().unwrap_or_default());
            }
            if let NodeKind::GridBoard(g) = &n.kind {
                for c in &g.cells {
                    marked.push(format!("cell {} {:?}", c.x, c.emphasis));
                }
                for p in &g.pieces {
                    marked.push(format!("piece {} {:?}", p.x, p.emphasis));
                }
            }
        });
        assert_eq!(
            marked,
            [
                "cell 0 None",
                "cell 1 Some(Selected)",
                "piece 1 Some(Selected)",
                "a"
            ]
        );
    }

    #[test]
    fn only_the_element_that_changed_is_marked() {
        let seen = Seen::of(&table(1, 2));
        let mut now = table(1, 5);
        assert_eq!(mark_changes(&mut now, &seen), 1);
        assert_eq!(marked(&now), ["b"], "the counter, not the row around it");
    }

    #[test]
    fn nothing_is_marked_when_nothing_changed_or_nothing_was_seen() {
        let seen = Seen::of(&table(1, 2));
        let mut same = table(1, 2).emphasis(Emphasis::Target);
        assert_eq!(mark_changes(&mut same, &seen), 0);
        let mut fresh = table(3, 4);
        assert_eq!(mark_changes(&mut fresh, &Seen::default()), 0);
    }

    #[test]
    fn becoming_clickable_is_not_a_change_and_own_emphasis_wins() {
        let seen = Seen::of(&table(1, 2));
        let mut now = Node::row(vec![
            counter("a", 1).emphasis(Emphasis::Target),
            counter("b", 9).emphasis(Emphasis::Selected),
        ])
        .key("table");
        assert_eq!(mark_changes(&mut now, &seen), 0);
        assert_eq!(now.walk_count_emphasis(), 2);
    }

    #[test]
    fn a_new_element_is_marked() {
        let seen = Seen::of(&table(1, 2));
        let mut now =
            Node::row(vec![counter("a", 1), counter("b", 2), counter("c", 0)]).key("table");
        assert_eq!(mark_changes(&mut now, &seen), 1);
        assert_eq!(marked(&now), ["c"]);
    }

    #[test]
    fn the_keys_a_move_changed_are_found_and_emphasised() {
        let before = Seen::of(&table(1, 2));
        let after = table(1, 7).emphasis(Emphasis::Target);
        // The counter, not the row around it, even under the plugin's own emphasis.
        assert_eq!(changed_elements(&before, &after), ["b"]);
        let mut view = table(1, 7);
        emphasize(&mut view, &["b".to_owned()], Emphasis::Selected);
        let mut selected = Vec::new();
        view.walk(&mut |n| {
            if n.emphasis == Some(Emphasis::Selected) {
                selected.push(n.key.clone().unwrap_or_default());
            }
        });
        assert_eq!(selected, ["b"]);
    }

    trait CountEmphasis {
        fn walk_count_emphasis(&self) -> usize;
    }

    impl CountEmphasis for Node {
        fn walk_count_emphasis(&self) -> usize {
            let mut n = 0;
            self.walk(&mut |node| n += usize::from(node.emphasis.is_some()));
            n
        }
    }
}
