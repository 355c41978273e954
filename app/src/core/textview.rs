//! Plain-text rendering of a status and a view tree, for `parlour show`.
//!
//! Everything is written as words in the reader's language:
//!
//! * **Colours.** A named colour of the vocabulary is its word ("red", "Rot"); a hex colour is
//!   the nearest plain hue; a seat's colour is that seat's name where the colour stands for the
//!   seat (a marker on a track), and "Anna's colour" / "Player 2's colour" where something is
//!   drawn in it.
//! * **Icons** (card costs and symbols, counters without a label, die faces): a plugin may name
//!   an icon for its game with a message `icon-NAME-COLOUR` (Corrosion's copper gear is a
//!   medium gear) or `icon-NAME`; otherwise a host icon gets the host's word, and any other
//!   name is shown as the plugin's message of that id when there is one (Corrosion's
//!   `drive-chain` pip is "chain drive"), else as it is.
//! * Empty texts (an empty label, a body that is only a dash) are left out, never printed as
//!   "— —".

use std::fmt::Write as _;

use fluent_bundle::FluentValue;
use parlour_plugin_api::{
    Card, Color, Die, Node, NodeKind, Pip, Stack, Status, Text, Token, Track,
};

use super::i18n::Localizer;

/// The status as a few lines: turn, round, phase, who acts, scores or the final ranking.
pub fn status_text(
    status: &Status,
    l10n: &Localizer,
    tr: &dyn Fn(&Text) -> String,
    names: &dyn Fn(u32) -> String,
) -> String {
    let mut out = String::new();
    let mut head = match &status.headline {
        Some(headline) => tr(headline),
        None => l10n.tr_args("status-turn", &[("turn", FluentValue::from(status.turn))]),
    };
    if let (None, Some(round)) = (&status.headline, status.round) {
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

/// The view tree as an indented outline, in the localiser's language. Seat colours are named
/// after the seat's number ("Player 2's colour"); [`view_text_with_names`] uses the players'
/// names instead.
pub fn view_text(node: &Node, l10n: &Localizer, tr: &dyn Fn(&Text) -> String) -> String {
    Writer {
        l10n,
        tr,
        names: None,
    }
    .render(node)
}

/// [`view_text`] with the players' names for seat colours ("Anna's colour", a track marker
/// "Anna at 4").
pub fn view_text_with_names(
    node: &Node,
    l10n: &Localizer,
    tr: &dyn Fn(&Text) -> String,
    names: &dyn Fn(u32) -> String,
) -> String {
    Writer {
        l10n,
        tr,
        names: Some(names),
    }
    .render(node)
}

/// The named colours of the view vocabulary with the shades the host draws them in. The
/// metals come last: a hex colour is named after the nearest of the plain hues before them.
const NAMED: [(&str, [u8; 3]); 13] = [
    ("red", [0xd6, 0x45, 0x45]),
    ("blue", [0x3b, 0x7d, 0xd8]),
    ("green", [0x3f, 0xa3, 0x4d]),
    ("yellow", [0xf2, 0xc8, 0x2f]),
    ("purple", [0x8f, 0x5b, 0xd0]),
    ("orange", [0xeb, 0x84, 0x2a]),
    ("black", [0x2a, 0x2a, 0x2e]),
    ("white", [0xf6, 0xf4, 0xef]),
    ("grey", [0x8a, 0x8d, 0x91]),
    ("brown", [0x8b, 0x5a, 0x2b]),
    ("gold", [0xe0, 0xb0, 0x35]),
    ("silver", [0xbf, 0xc4, 0xcc]),
    ("copper", [0xc0, 0x6c, 0x3c]),
];

/// How many of [`NAMED`] are plain hues (the rest are metals).
const HUES: usize = 10;

/// What a colour string stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Hue<'a> {
    Seat(u32),
    Named(&'static str),
    Unreadable(&'a str),
}

fn hue(color: &Color) -> Hue<'_> {
    let value = color.0.trim();
    if let Some(seat) = value.strip_prefix("seat:") {
        return match seat.trim().parse() {
            Ok(seat) => Hue::Seat(seat),
            Err(_) => Hue::Unreadable(value),
        };
    }
    if let Some(hex) = value.strip_prefix('#') {
        return match parse_hex(hex) {
            Some(rgb) => Hue::Named(nearest_hue(rgb)),
            None => Hue::Unreadable(value),
        };
    }
    let lower = value.to_ascii_lowercase();
    let lower = if lower == "gray" {
        "grey".into()
    } else {
        lower
    };
    match NAMED.iter().find(|(name, _)| *name == lower) {
        Some((name, _)) => Hue::Named(name),
        None => Hue::Unreadable(value),
    }
}

fn parse_hex(hex: &str) -> Option<[u8; 3]> {
    if !hex.is_ascii() {
        return None;
    }
    let byte = |i: usize| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok();
    let nibble = |i: usize| u8::from_str_radix(hex.get(i..=i)?, 16).ok().map(|n| n * 17);
    match hex.len() {
        3 | 4 => Some([nibble(0)?, nibble(1)?, nibble(2)?]),
        6 | 8 => Some([byte(0)?, byte(2)?, byte(4)?]),
        _ => None,
    }
}

fn nearest_hue(rgb: [u8; 3]) -> &'static str {
    let distance = |other: &[u8; 3]| -> u32 {
        rgb.iter()
            .zip(other)
            .map(|(&a, &b)| (i32::from(a) - i32::from(b)).pow(2) as u32)
            .sum()
    };
    NAMED[..HUES]
        .iter()
        .min_by_key(|(_, shade)| distance(shade))
        .map_or("grey", |(name, _)| name)
}

/// Whether a text says nothing: empty, blank or only dashes.
fn is_blank(text: &str) -> bool {
    text.chars()
        .all(|c| c.is_whitespace() || matches!(c, '—' | '–' | '-'))
}

/// The text with its first letter in upper case, to begin a line.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Whether `text` mentions the number `n` as a whole number ("2 of 3 agents" mentions 2).
fn mentions(text: &str, n: u32) -> bool {
    let n = n.to_string();
    text.split(|c: char| !c.is_ascii_digit())
        .any(|word| word == n)
}

struct Writer<'a> {
    l10n: &'a Localizer,
    tr: &'a dyn Fn(&Text) -> String,
    names: Option<&'a dyn Fn(u32) -> String>,
}

impl Writer<'_> {
    fn render(&self, node: &Node) -> String {
        let mut out = String::new();
        self.node(&mut out, node, 0);
        out
    }

    fn with(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        self.l10n.tr_args(id, args)
    }

    fn opt(&self, text: &Option<Text>) -> String {
        text.as_ref().map(|t| (self.tr)(t)).unwrap_or_default()
    }

    /// A plugin message, if the plugin has one with this id.
    fn plugin_message(&self, id: &str) -> Option<String> {
        let text = (self.tr)(&Text::new(id));
        (text != id && !text.is_empty()).then_some(text)
    }

    /// A host message, if the host has one with this id.
    fn host_message(&self, id: &str) -> Option<String> {
        let text = self.l10n.tr(id);
        (text != id).then_some(text)
    }

    fn seat_name(&self, seat: u32) -> String {
        match self.names {
            Some(names) => names(seat),
            None => self.l10n.default_seat_name(seat),
        }
    }

    /// A colour as a word of its own: "red", "Anna" (a seat's colour stands for the seat),
    /// or "Player 2's colour" without names.
    fn colour(&self, color: &Color) -> String {
        match hue(color) {
            Hue::Seat(seat) if self.names.is_some() => self.seat_name(seat),
            Hue::Seat(seat) => self.with(
                "textview-color-seat",
                &[("player", FluentValue::from(self.seat_name(seat)))],
            ),
            Hue::Named(name) => self.l10n.tr(&format!("textview-color-{name}")),
            Hue::Unreadable(raw) => raw.to_owned(),
        }
    }

    /// A colour something is drawn in: "in red", "in Anna's colour".
    fn in_colour(&self, color: &Color) -> String {
        match hue(color) {
            Hue::Seat(seat) => self.with(
                "textview-in-seat-color",
                &[("player", FluentValue::from(self.seat_name(seat)))],
            ),
            _ => self.with(
                "textview-in-color",
                &[("color", FluentValue::from(self.colour(color)))],
            ),
        }
    }

    /// An icon as a word, with its colour unless the plugin's name for it includes the colour.
    fn icon(&self, icon: &str, color: Option<&Color>) -> String {
        let icon = icon.trim();
        let name = icon.strip_prefix("image:").unwrap_or(icon);
        if let Some(Hue::Named(hue)) = color.map(hue)
            && let Some(word) = self.plugin_message(&format!("icon-{name}-{hue}"))
        {
            return word;
        }
        let word = self
            .plugin_message(&format!("icon-{name}"))
            .or_else(|| self.host_message(&format!("textview-icon-{name}")))
            .or_else(|| self.plugin_message(name))
            .unwrap_or_else(|| name.to_owned());
        match color {
            Some(c) => format!("{word} {}", self.in_colour(c)),
            None => word,
        }
    }

    /// Icons with counts, neighbours of the same kind taken together: "2× small gear, steam".
    fn pips(&self, pips: &[Pip]) -> String {
        let mut merged: Vec<(&str, Option<&Color>, u32)> = Vec::new();
        for pip in pips {
            let count = pip.count.max(1);
            match merged.last_mut() {
                Some((icon, color, n)) if *icon == pip.icon && *color == pip.color.as_ref() => {
                    *n += count;
                }
                _ => merged.push((&pip.icon, pip.color.as_ref(), count)),
            }
        }
        merged
            .into_iter()
            .map(|(icon, color, n)| {
                let word = self.icon(icon, color);
                if n > 1 { format!("{n}× {word}") } else { word }
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn tip(&self, node: &Node) -> String {
        let mut tips = Vec::new();
        if let Some(t) = &node.tooltip {
            tips.push((self.tr)(t));
        }
        if let Some(t) = node.hover.as_ref().and_then(|h| h.text.as_ref()) {
            tips.push((self.tr)(t));
        }
        tips.retain(|t| !is_blank(t));
        tips.dedup();
        if tips.is_empty() {
            String::new()
        } else {
            format!("  ({})", tips.join("; "))
        }
    }

    fn node(&self, out: &mut String, node: &Node, depth: usize) {
        let pad = "  ".repeat(depth);
        let click = if node.action.is_some() || node.choice.is_some() {
            format!(" [{}]", self.l10n.tr("textview-clickable"))
        } else {
            String::new()
        };
        let tip = self.tip(node);
        let line = match &node.kind {
            NodeKind::Row { children, .. }
            | NodeKind::Column { children, .. }
            | NodeKind::Grid { children, .. } => {
                // A group's own tooltip explains its children (a boiler half and its water).
                if !tip.is_empty() || !click.is_empty() {
                    let _ = writeln!(out, "{pad}{}{click}", tip.trim_start());
                }
                for child in children {
                    self.node(out, child, depth);
                }
                return;
            }
            NodeKind::Board(board) => {
                let _ = writeln!(out, "{pad}{}{click}{tip}", self.l10n.tr("textview-board"));
                for placed in &board.children {
                    self.node(out, &placed.node, depth + 1);
                }
                return;
            }
            NodeKind::Mat(mat) => {
                let active = if mat.active { " *" } else { "" };
                let _ = writeln!(out, "{pad}== {}{active}{click}{tip}", self.opt(&mat.title));
                for child in &mat.children {
                    self.node(out, child, depth + 1);
                }
                return;
            }
            NodeKind::Stack(stack) => {
                let _ = writeln!(out, "{pad}{}{click}{tip}", self.stack(stack));
                if let Some(top) = &stack.top {
                    self.node(out, top, depth + 1);
                }
                return;
            }
            NodeKind::Label { text, .. } => (self.tr)(text),
            NodeKind::Card(card) => self.card(card),
            NodeKind::Token(token) => {
                let caption = node.caption.as_ref().map(|c| (self.tr)(c));
                self.token(token, caption.as_deref())
            }
            NodeKind::Track(track) => self.track(track),
            NodeKind::Dice(dice) => {
                let faces: Vec<String> = dice.dice.iter().map(|d| self.die(d)).collect();
                self.with(
                    "textview-dice",
                    &[("faces", FluentValue::from(faces.join(" ")))],
                )
            }
            NodeKind::Die(die) => self.with(
                "textview-dice",
                &[("faces", FluentValue::from(self.die(die)))],
            ),
            NodeKind::Counter(counter) => {
                let max = counter.max.map(|m| format!("/{m}")).unwrap_or_default();
                let label = self.opt(&counter.label);
                let label = if is_blank(&label) {
                    capitalised(&self.icon(&counter.icon, None))
                } else {
                    label
                };
                format!("{label}: {}{max}", counter.value)
            }
            NodeKind::GridBoard(grid) => self.with(
                "textview-grid",
                &[
                    ("columns", FluentValue::from(grid.columns)),
                    ("rows", FluentValue::from(grid.rows)),
                    ("pieces", FluentValue::from(grid.pieces.len())),
                ],
            ),
            NodeKind::Shapes(shapes) => {
                let texts: Vec<String> = shapes
                    .shapes
                    .iter()
                    .filter_map(|s| match s {
                        parlour_plugin_api::Shape::Text { text, .. } => Some((self.tr)(text)),
                        _ => None,
                    })
                    .filter(|t| !is_blank(t))
                    .collect();
                let count = FluentValue::from(shapes.shapes.len());
                if texts.is_empty() && !tip.is_empty() {
                    // A picture explained by its tooltip (a segment plate, a wheel): the
                    // explanation says what the shapes show.
                    let _ = writeln!(out, "{pad}{}{click}", tip.trim_start());
                    return;
                }
                if texts.is_empty() {
                    self.with("textview-drawing", &[("count", count)])
                } else {
                    self.with(
                        "textview-drawing-texts",
                        &[
                            ("count", count),
                            ("texts", FluentValue::from(texts.join(", "))),
                        ],
                    )
                }
            }
            NodeKind::Image(image) => {
                let alt = self.opt(&image.alt);
                let name = if is_blank(&alt) {
                    image.name.clone()
                } else {
                    alt
                };
                self.with("textview-image", &[("name", FluentValue::from(name))])
            }
            NodeKind::Spacer { .. } => return,
            NodeKind::Unknown => self.l10n.tr("textview-unsupported"),
        };
        if is_blank(&line) && click.is_empty() && tip.is_empty() {
            return;
        }
        let _ = writeln!(out, "{pad}{}{click}{tip}", line.trim());
    }

    fn card(&self, card: &Card) -> String {
        if !card.face_up {
            let back = self.opt(&card.back);
            return if is_blank(&back) {
                self.l10n.tr("textview-card-down-plain")
            } else {
                self.with("textview-card-down", &[("back", FluentValue::from(back))])
            };
        }
        let mut head: Vec<String> = Vec::new();
        if let Some(v) = card.value.as_deref().filter(|v| !is_blank(v)) {
            head.push(v.to_owned());
        }
        let title = self.opt(&card.title);
        if !is_blank(&title) {
            head.push(title);
        }
        if let Some(c) = &card.color {
            head.push(format!("({})", self.colour(c)));
        }
        let mut text = head.join(" ");
        let body = self.opt(&card.body);
        if !is_blank(&body) {
            let _ = write!(text, " — {body}");
        }
        let mut extra = Vec::new();
        if !card.cost.is_empty() {
            extra.push(self.with(
                "textview-cost",
                &[("pips", FluentValue::from(self.pips(&card.cost)))],
            ));
        }
        if !card.icons.is_empty() {
            extra.push(self.with(
                "textview-symbols",
                &[("pips", FluentValue::from(self.pips(&card.icons)))],
            ));
        }
        if card.selected {
            extra.push(self.l10n.tr("textview-selected"));
        }
        if card.exhausted {
            extra.push(self.l10n.tr("textview-exhausted"));
        }
        if let Some(reason) = &card.disabled {
            extra.push(self.with(
                "textview-disabled",
                &[("reason", FluentValue::from((self.tr)(reason)))],
            ));
        }
        for e in extra {
            let _ = write!(text, " · {e}");
        }
        self.with("textview-card", &[("card", FluentValue::from(text))])
    }

    /// A piece; `caption` is its label in the reader's language, when the plugin gives one.
    fn token(&self, token: &Token, caption: Option<&str>) -> String {
        let shape = token.shape.name();
        let label = caption
            .or(token.label.as_deref())
            .filter(|l| !is_blank(l))
            .map(|l| {
                format!(
                    " {}",
                    self.with("textview-lettered", &[("label", FluentValue::from(l))])
                )
            })
            .unwrap_or_default();
        self.with(
            "textview-piece",
            &[
                (
                    "shape",
                    FluentValue::from(self.l10n.tr(&format!("textview-shape-{shape}"))),
                ),
                ("color", FluentValue::from(self.in_colour(&token.color))),
                ("label", FluentValue::from(label)),
                ("count", FluentValue::from(token.count.unwrap_or(1))),
            ],
        )
    }

    fn stack(&self, stack: &Stack) -> String {
        let label = self.opt(&stack.label);
        let down = FluentValue::from(if stack.face_down { "yes" } else { "no" });
        let count = FluentValue::from(stack.count);
        if is_blank(&label) {
            self.with("textview-pile-plain", &[("down", down), ("count", count)])
        } else if mentions(&label, stack.count) {
            // "2 of 3 agents" already says how many: no "Pile of 2: 2 of 3 agents".
            self.with(
                "textview-pile-counted",
                &[("down", down), ("label", FluentValue::from(label))],
            )
        } else {
            self.with(
                "textview-pile",
                &[
                    ("down", down),
                    ("count", count),
                    ("label", FluentValue::from(label)),
                ],
            )
        }
    }

    fn track(&self, track: &Track) -> String {
        let markers: Vec<String> = track
            .markers
            .iter()
            .map(|m| {
                let space = track
                    .spaces
                    .get(m.position as usize)
                    .and_then(|s| s.label.clone())
                    .filter(|l| !is_blank(l))
                    .unwrap_or_else(|| (m.position + 1).to_string());
                let mut who = self.colour(&m.color);
                if let Some(l) = m.label.as_deref().filter(|l| !is_blank(l)) {
                    let _ = write!(
                        who,
                        " {}",
                        self.with("textview-lettered", &[("label", FluentValue::from(l))])
                    );
                }
                self.with(
                    "textview-marker",
                    &[
                        ("marker", FluentValue::from(who)),
                        ("space", FluentValue::from(space)),
                    ],
                )
            })
            .collect();
        let title = self.opt(&track.title);
        let title = if is_blank(&title) {
            self.l10n.tr("textview-track-untitled")
        } else {
            title
        };
        self.with(
            "textview-track",
            &[
                ("title", FluentValue::from(title)),
                ("spaces", FluentValue::from(track.spaces.len())),
                ("markers", FluentValue::from(markers.join(", "))),
            ],
        )
    }

    fn die(&self, die: &Die) -> String {
        let face = die.face.as_ref().and_then(|f| {
            let word = match (&f.icon, &f.text) {
                (Some(icon), _) => self.icon(icon, None),
                (None, Some(text)) => (self.tr)(text),
                (None, None) => return None,
            };
            Some(if f.count > 1 {
                format!("{}× {word}", f.count)
            } else {
                word
            })
        });
        let value = if die.value == 0 {
            "?".to_owned()
        } else {
            die.value.to_string()
        };
        match face {
            Some(face) => format!("d{}={face}", die.sides),
            None => format!("d{}={value}", die.sides),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use parlour_plugin_api::{Counter, Mat, TokenShape, TrackMarker, TrackSpace};

    use super::*;
    use crate::core::i18n::Lang;

    /// A plugin's messages for the tests: `tr` looks ids up here and falls back to the id, as
    /// the localiser does for a missing message.
    fn plugin(lang: Lang) -> impl Fn(&Text) -> String {
        let mut m = BTreeMap::new();
        let de = lang == Lang::De;
        m.insert("engineer", if de { "Mechanikerin" } else { "Mechanic" });
        m.insert(
            "icon-gear-copper",
            if de {
                "mittelgroßes Zahnrad"
            } else {
                "medium gear"
            },
        );
        m.insert(
            "drive-chain",
            if de { "Kettenantrieb" } else { "chain drive" },
        );
        m.insert("dash", "—");
        m.insert("empty", "");
        m.insert(
            "agents",
            if de {
                "2 von 3 Agenten"
            } else {
                "2 of 3 agents"
            },
        );
        m.insert("supply", if de { "Vorrat" } else { "Supply" });
        m.insert("level", if de { "Stufe" } else { "Level" });
        move |t: &Text| m.get(t.id.as_str()).map_or(t.id.clone(), |s| s.to_string())
    }

    fn card(color: &str, cost: Vec<Pip>, body: &str) -> Node {
        Node::from(Card {
            face_up: true,
            title: Some(Text::new("engineer")),
            value: Some("1".into()),
            body: Some(Text::new(body)),
            color: Some(Color::hex(color)),
            cost,
            ..Default::default()
        })
    }

    fn pip(icon: &str, count: u32, color: Option<&str>) -> Pip {
        Pip {
            icon: icon.into(),
            count,
            color: color.map(Color::named),
        }
    }

    fn token(color: Color, label: Option<&str>, count: u32) -> Node {
        Node::from(Token {
            shape: TokenShape::Disc,
            color,
            label: label.map(str::to_owned),
            count: Some(count),
            size: None,
        })
    }

    fn track() -> Node {
        Node::from(Track {
            title: Some(Text::new("level")),
            spaces: (1..=6)
                .map(|n| TrackSpace {
                    label: Some(n.to_string()),
                    ..Default::default()
                })
                .collect(),
            circular: false,
            markers: vec![
                TrackMarker {
                    position: 4,
                    color: Color::named("black"),
                    ..Default::default()
                },
                TrackMarker {
                    position: 0,
                    color: Color::seat(1),
                    ..Default::default()
                },
            ],
        })
    }

    fn render(node: &Node, lang: Lang, names: bool) -> String {
        let l10n = Localizer::new(lang);
        let tr = plugin(lang);
        let anna = |seat: u32| ["Anna", "Ben"][seat as usize % 2].to_owned();
        if names {
            view_text_with_names(node, &l10n, &tr, &anna)
        } else {
            view_text(node, &l10n, &tr)
        }
    }

    #[test]
    fn colours_are_words_in_both_languages() {
        let view = Node::column(vec![
            token(Color::named("silver"), None, 1),
            token(Color::seat(0), Some("F"), 2),
            track(),
            card("#3b6fd1", vec![], "dash"),
        ]);
        let en = render(&view, Lang::En, false);
        for raw in ["seat:", "@", "#3b6fd1", "— —"] {
            assert!(!en.contains(raw), "{raw} in English:\n{en}");
        }
        assert!(en.contains("Piece: disc in silver\n"), "{en}");
        assert!(en.contains("in Player 1's colour"), "{en}");
        assert!(en.contains("black at 5, Player 2's colour at 1"), "{en}");
        assert!(
            en.contains("Card: 1 Mechanic (blue)\n"),
            "no dash for the empty body: {en}"
        );
        let de = render(&view, Lang::De, false);
        for word in [
            "Scheibe in Silber",
            "Farbe von Spieler 1",
            "Schwarz auf 5",
            "(Blau)",
        ] {
            assert!(de.contains(word), "{word} in German:\n{de}");
        }
        for raw in ["silver", "seat:", "black", "Spielstein silver", "— —"] {
            assert!(!de.contains(raw), "{raw} in German:\n{de}");
        }
        let named = render(&view, Lang::En, true);
        assert!(named.contains("in Anna's colour"), "{named}");
        assert!(named.contains("black at 5, Ben at 1"), "{named}");
        let named = render(&view, Lang::De, true);
        assert!(named.contains("in der Farbe von Anna"), "{named}");
        assert!(named.contains("Schwarz auf 5, Ben auf 1"), "{named}");
    }

    #[test]
    fn costs_and_symbols_are_printed_with_the_plugins_names() {
        let mut c = card(
            "#e08a2c",
            vec![
                pip("gear", 1, Some("copper")),
                pip("gear", 1, Some("copper")),
                pip("steam", 1, Some("white")),
                pip("crown", 0, None),
            ],
            "empty",
        );
        if let NodeKind::Card(card) = &mut c.kind {
            card.icons = vec![pip("drive-chain", 1, None), pip("mystery", 1, None)];
        }
        let en = render(&c, Lang::En, false);
        assert!(
            en.contains(
                "Card: 1 Mechanic (orange) · cost: 2× medium gear, steam in white, crown · symbols: chain drive, mystery"
            ),
            "{en}"
        );
        let de = render(&c, Lang::De, false);
        assert!(
            de.contains(
                "Karte: 1 Mechanikerin (Orange) · Kosten: 2× mittelgroßes Zahnrad, Dampf in Weiß, Krone · Symbole: Kettenantrieb, mystery"
            ),
            "{de}"
        );
    }

    #[test]
    fn counters_piles_and_empty_labels_read_well() {
        let view = Node::from(Mat {
            title: Some(Text::new("supply")),
            color: None,
            active: true,
            children: vec![
                Node::from(Counter {
                    icon: "star".into(),
                    value: 3,
                    max: None,
                    label: Some(Text::new("supply")),
                    color: None,
                }),
                Node::from(Counter {
                    icon: "copper".into(),
                    value: 1,
                    max: Some(4),
                    label: None,
                    color: None,
                }),
                Node::from(Stack {
                    count: 2,
                    face_down: true,
                    label: Some(Text::new("agents")),
                    ..Default::default()
                }),
                Node::from(Stack {
                    count: 5,
                    face_down: false,
                    label: Some(Text::new("supply")),
                    ..Default::default()
                }),
                Node::label("dash"),
                Node::label("empty"),
                Node::row(vec![
                    Node::label("supply"),
                    token(Color::named("red"), None, 3),
                ])
                .tooltip("agents"),
            ],
        });
        let en = render(&view, Lang::En, false);
        assert_eq!(
            en,
            "== Supply *\n  Supply: 3\n  Copper: 1/4\n  Face-down pile: 2 of 3 agents\n  \
             Pile of 5: Supply\n  (2 of 3 agents)\n  Supply\n  Piece: disc in red ×3\n"
        );
        let de = render(&view, Lang::De, false);
        assert_eq!(
            de,
            "== Vorrat *\n  Vorrat: 3\n  Kupfer: 1/4\n  Verdeckter Stapel: 2 von 3 Agenten\n  \
             Stapel mit 5: Vorrat\n  (2 von 3 Agenten)\n  Vorrat\n  Spielstein: Scheibe in Rot ×3\n"
        );
    }

    #[test]
    fn a_drawing_with_a_tooltip_reads_as_its_tooltip() {
        let rect = parlour_plugin_api::Shape::Rect {
            x: 0.0,
            y: 0.0,
            w: 10.0,
            h: 10.0,
            radius: 0.0,
            fill: Some(Color::named("red")),
            stroke: None,
        };
        let drawing = |tooltip: Option<&str>| {
            let node = Node::from(parlour_plugin_api::Shapes {
                width: 10.0,
                height: 10.0,
                shapes: vec![rect.clone(), rect.clone()],
            });
            match tooltip {
                Some(t) => node.tooltip(t),
                None => node,
            }
        };
        assert_eq!(
            render(&drawing(Some("supply")), Lang::En, false),
            "(Supply)\n"
        );
        // Without one, the reader learns at least that a picture is there.
        assert_eq!(
            render(&drawing(None), Lang::En, false),
            "Drawing of 2 shapes\n"
        );
    }

    #[test]
    fn choices_are_marked_clickable() {
        let node = Node::label("supply").on_click(&"take");
        assert_eq!(render(&node, Lang::En, false), "Supply [clickable]\n");
    }

    #[test]
    fn hex_colours_take_the_nearest_hue() {
        assert_eq!(hue(&Color::hex("#3f9b4a")), Hue::Named("green"));
        assert_eq!(hue(&Color::hex("#b04fc4")), Hue::Named("purple"));
        assert_eq!(hue(&Color::hex("#8a8a8a")), Hue::Named("grey"));
        assert_eq!(hue(&Color::hex("#fff")), Hue::Named("white"));
        assert_eq!(hue(&Color::named("Gray")), Hue::Named("grey"));
        assert_eq!(hue(&Color::seat(3)), Hue::Seat(3));
        assert_eq!(hue(&Color::hex("#12")), Hue::Unreadable("#12"));
    }
}
