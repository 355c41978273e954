//! Plain-text rendering of a status and a view tree, for `parlour show`.

use std::fmt::Write as _;

use fluent_bundle::FluentValue;
use parlour_plugin_api::{NodeKind, Status, Text, TokenShape};

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

/// The view tree as an indented outline.
pub fn view_text(node: &parlour_plugin_api::Node, tr: &dyn Fn(&Text) -> String) -> String {
    let mut out = String::new();
    write_node(&mut out, node, tr, 0);
    out
}

fn write_node(
    out: &mut String,
    node: &parlour_plugin_api::Node,
    tr: &dyn Fn(&Text) -> String,
    depth: usize,
) {
    let pad = "  ".repeat(depth);
    let click = if node.action.is_some() {
        " [clickable]"
    } else {
        ""
    };
    let opt = |t: &Option<Text>| t.as_ref().map(tr).unwrap_or_default();
    let line = match &node.kind {
        NodeKind::Row { children, .. }
        | NodeKind::Column { children, .. }
        | NodeKind::Grid { children, .. } => {
            for child in children {
                write_node(out, child, tr, depth);
            }
            return;
        }
        NodeKind::Board(board) => {
            let _ = writeln!(out, "{pad}board {}×{}{click}", board.width, board.height);
            for placed in &board.children {
                write_node(out, &placed.node, tr, depth + 1);
            }
            return;
        }
        NodeKind::Mat(mat) => {
            let active = if mat.active { " *" } else { "" };
            let _ = writeln!(out, "{pad}== {}{active}{click}", opt(&mat.title));
            for child in &mat.children {
                write_node(out, child, tr, depth + 1);
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
            format!("card: {}", parts.join(" "))
        }
        NodeKind::Card(card) => format!("card (face down) {}", opt(&card.back)),
        NodeKind::Token(token) => {
            let shape = format!("{:?}", token.shape).to_lowercase();
            let count = token
                .count
                .filter(|&c| c > 1)
                .map(|c| format!(" ×{c}"))
                .unwrap_or_default();
            let shape = if token.shape == TokenShape::Unknown {
                "piece".into()
            } else {
                shape
            };
            format!(
                "{shape} {}{}{count}",
                token.color.0,
                token
                    .label
                    .as_ref()
                    .map(|l| format!(" \"{l}\""))
                    .unwrap_or_default()
            )
        }
        NodeKind::Stack(stack) => {
            let face = if stack.face_down {
                "face down"
            } else {
                "face up"
            };
            let _ = writeln!(
                out,
                "{pad}pile of {} ({face}) {}{click}",
                stack.count,
                opt(&stack.label)
            );
            if let Some(top) = &stack.top {
                write_node(out, top, tr, depth + 1);
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
            format!(
                "track {} ({} spaces): {}",
                opt(&track.title),
                track.spaces.len(),
                markers.join(", ")
            )
        }
        NodeKind::Dice(dice) => {
            let faces: Vec<String> = dice
                .dice
                .iter()
                .map(|d| format!("d{}={}", d.sides, d.value))
                .collect();
            format!("dice {}", faces.join(" "))
        }
        NodeKind::Counter(counter) => {
            let max = counter.max.map(|m| format!("/{m}")).unwrap_or_default();
            format!(
                "{} {}: {}{max}",
                counter.icon,
                opt(&counter.label),
                counter.value
            )
        }
        NodeKind::GridBoard(grid) => format!(
            "grid {}×{}: {} pieces, {} walls/doors/windows",
            grid.columns,
            grid.rows,
            grid.pieces.len(),
            grid.edges.len()
        ),
        NodeKind::Shapes(shapes) => format!("drawing ({} shapes)", shapes.shapes.len()),
        NodeKind::Image(image) => format!("image {}", image.name),
        NodeKind::Spacer { .. } => return,
        NodeKind::Unknown => "(unsupported element)".into(),
    };
    let tip = node
        .tooltip
        .as_ref()
        .map(|t| format!("  ({})", tr(t)))
        .unwrap_or_default();
    let _ = writeln!(out, "{pad}{line}{click}{tip}");
}
