//! Plain-text rendering of a status and a view tree, for `parlour show`.

use std::fmt::Write as _;

use fluent_bundle::FluentValue;
use parlour_plugin_api::{NodeKind, Status, Text};

use super::i18n::Localizer;

/// The status as a few lines: turn, round, phase, who acts, scores or the final ranking.
pub fn status_text(
    status: &Status,
    l10n: &Localizer,
    tr: &dyn Fn(&Text) -> String,
    names: &dyn Fn(u32) -> String,
) -> String {
    let mut out = String::new();
    let mut head = l10n.tr_args("status-turn", &[("turn", FluentValue::from(status.turn))]);
    if let Some(round) = status.round {
        head.push_str(" · ");
        head.push_str(&l10n.tr_args("status-round", &[("round", FluentValue::from(round))]));
    }
    if let Some(phase) = &status.phase {
        head.push_str(" · ");
        head.push_str(&tr(phase));
    }
    out.push_str(&head);
    if status.game_over {
        let _ = write!(out, "\n{}", l10n.tr("status-game-over"));
        for ranked in &status.ranking {
            let _ = write!(
                out,
                "\n  {}. {} — {}",
                ranked.place,
                names(ranked.seat),
                l10n.tr_args(
                    "status-points",
                    &[("points", FluentValue::from(ranked.score))]
                )
            );
            for line in &ranked.breakdown {
                let _ = write!(out, "\n       {}: {}", tr(&line.label), line.value);
            }
        }
    } else {
        let acting: Vec<String> = status.acting.iter().map(|&s| names(s)).collect();
        let _ = write!(
            out,
            "\n{}",
            l10n.tr_args(
                "status-acting",
                &[("players", FluentValue::from(acting.join(", ")))]
            )
        );
        if !status.scores.is_empty() {
            let scores: Vec<String> = status
                .scores
                .iter()
                .enumerate()
                .map(|(seat, score)| format!("{} {score}", names(seat as u32)))
                .collect();
            let _ = write!(out, "\n{}", scores.join(" · "));
        }
    }
    out
}

/// The view tree as an indented outline, in the localiser's language.
pub fn view_text(
    node: &parlour_plugin_api::Node,
    l10n: &Localizer,
    tr: &dyn Fn(&Text) -> String,
) -> String {
    let mut out = String::new();
    write_node(&mut out, node, l10n, tr, 0);
    out
}

fn write_node(
    out: &mut String,
    node: &parlour_plugin_api::Node,
    l10n: &Localizer,
    tr: &dyn Fn(&Text) -> String,
    depth: usize,
) {
    let pad = "  ".repeat(depth);
    let click = if node.action.is_some() {
        format!(" [{}]", l10n.tr("textview-clickable"))
    } else {
        String::new()
    };
    let opt = |t: &Option<Text>| t.as_ref().map(tr).unwrap_or_default();
    let with = |id: &str, args: &[(&str, FluentValue<'_>)]| l10n.tr_args(id, args);
    let line = match &node.kind {
        NodeKind::Row { children, .. }
        | NodeKind::Column { children, .. }
        | NodeKind::Grid { children, .. } => {
            for child in children {
                write_node(out, child, l10n, tr, depth);
            }
            return;
        }
        NodeKind::Board(board) => {
            let _ = writeln!(out, "{pad}{}{click}", l10n.tr("textview-board"));
            for placed in &board.children {
                write_node(out, &placed.node, l10n, tr, depth + 1);
            }
            return;
        }
        NodeKind::Mat(mat) => {
            let active = if mat.active { " *" } else { "" };
            let _ = writeln!(out, "{pad}== {}{active}{click}", opt(&mat.title));
            for child in &mat.children {
                write_node(out, child, l10n, tr, depth + 1);
            }
            return;
        }
        NodeKind::Label { text, .. } => tr(text),
        NodeKind::Card(card) if card.face_up => {
            let mut parts = vec![];
            if let Some(v) = &card.value {
                parts.push(v.clone());
            }
            if let Some(t) = &card.title {
                parts.push(tr(t));
            }
            if let Some(b) = &card.body {
                parts.push(format!("— {}", tr(b)));
            }
            with(
                "textview-card",
                &[("card", FluentValue::from(parts.join(" ")))],
            )
        }
        NodeKind::Card(card) => with(
            "textview-card-down",
            &[("back", FluentValue::from(opt(&card.back)))],
        ),
        NodeKind::Token(token) => {
            let label = token.label.clone().unwrap_or_default();
            let count = token.count.unwrap_or(1);
            with(
                "textview-piece",
                &[
                    ("color", FluentValue::from(token.color.0.clone())),
                    ("label", FluentValue::from(label)),
                    ("count", FluentValue::from(count)),
                ],
            )
        }
        NodeKind::Stack(stack) => {
            let _ = writeln!(
                out,
                "{pad}{}{click}",
                with(
                    "textview-pile",
                    &[
                        ("count", FluentValue::from(stack.count)),
                        (
                            "down",
                            FluentValue::from(if stack.face_down { "yes" } else { "no" })
                        ),
                        ("label", FluentValue::from(opt(&stack.label))),
                    ]
                )
            );
            if let Some(top) = &stack.top {
                write_node(out, top, l10n, tr, depth + 1);
            }
            return;
        }
        NodeKind::Track(track) => {
            let markers: Vec<String> = track
                .markers
                .iter()
                .map(|m| {
                    let space = track
                        .spaces
                        .get(m.position as usize)
                        .and_then(|s| s.label.clone())
                        .unwrap_or_else(|| m.position.to_string());
                    format!("{}@{space}", m.color.0)
                })
                .collect();
            with(
                "textview-track",
                &[
                    ("title", FluentValue::from(opt(&track.title))),
                    ("spaces", FluentValue::from(track.spaces.len())),
                    ("markers", FluentValue::from(markers.join(", "))),
                ],
            )
        }
        NodeKind::Dice(dice) => {
            let faces: Vec<String> = dice
                .dice
                .iter()
                .map(|d| format!("d{}={}", d.sides, d.value))
                .collect();
            with(
                "textview-dice",
                &[("faces", FluentValue::from(faces.join(" ")))],
            )
        }
        NodeKind::Die(die) => with(
            "textview-dice",
            &[(
                "faces",
                FluentValue::from(format!("d{}={}", die.sides, die.value)),
            )],
        ),
        NodeKind::Counter(counter) => {
            let max = counter.max.map(|m| format!("/{m}")).unwrap_or_default();
            format!(
                "{} {}: {}{max}",
                counter.icon,
                opt(&counter.label),
                counter.value
            )
        }
        NodeKind::GridBoard(grid) => with(
            "textview-grid",
            &[
                ("columns", FluentValue::from(grid.columns)),
                ("rows", FluentValue::from(grid.rows)),
                ("pieces", FluentValue::from(grid.pieces.len())),
            ],
        ),
        NodeKind::Shapes(shapes) => with(
            "textview-drawing",
            &[("count", FluentValue::from(shapes.shapes.len()))],
        ),
        NodeKind::Image(image) => with(
            "textview-image",
            &[("name", FluentValue::from(image.name.clone()))],
        ),
        NodeKind::Spacer { .. } => return,
        NodeKind::Unknown => l10n.tr("textview-unsupported"),
    };
    let tip = node
        .tooltip
        .as_ref()
        .map(|t| format!("  ({})", tr(t)))
        .unwrap_or_default();
    let _ = writeln!(out, "{pad}{line}{click}{tip}");
}
