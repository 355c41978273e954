//! How the chapters' objectives look: the Burning London board of the finale (its districts
//! with their fire, the last roll), the special markers on the scene (bomb sites, the ritual
//! site, sealed manholes, planted bombs) and the labels of the chapters' special actions.

use parlour_plugin_api::{Color, Counter, Dice, Emphasis, Mat, Node, NodeKind, Offered, Text};

use crate::board::Pos;
use crate::combat::attack::pos_code;
use crate::state::{Action, Choice, Phase, Smog};

/// The chapter's story (in the set-up and the first round) and the progress of its designed
/// objectives, as lines under the status.
pub fn chapter_lines(game: &Smog) -> Vec<Node> {
    let mut out = Vec::new();
    let Some(ch) = game.chapter_def() else {
        return out;
    };
    if game.round <= 1 && matches!(game.phase, Phase::Setup | Phase::Command) {
        out.push(Node::label(Text::formatted(format_args!(
            "story-chapter-{}",
            ch.number
        ))));
    }
    let g = &ch.goals;
    let left = |s: &str| game.world.left.iter().filter(|l| *l == s).count() as u32;
    if let Some(n) = g.sealed {
        out.push(Node::label(
            Text::new("objective-sealed")
                .num("count", game.world.sealed.len() as u32)
                .num("goal", u32::from(n)),
        ));
    }
    if let (Some(n), Some(s)) = (g.breakout, &g.breakout_sheet) {
        out.push(Node::label(
            Text::new("objective-breakout")
                .msg(
                    "figure",
                    Text::formatted(format_args!("figure-{}", s.replace('_', "-"))),
                )
                .num("count", left(s))
                .num("goal", u32::from(n)),
        ));
    }
    if ch.supply_per_power > 0 {
        out.push(Node::label(
            Text::new("objective-round-ether")
                .num("ether", u32::from(game.round_ether()))
                .num("per", u32::from(ch.supply_per_power))
                // A campaign counts one power card at most (`Smog::round_ether`).
                .str(
                    "counts",
                    if game.campaign.is_some() {
                        "one"
                    } else {
                        "each"
                    },
                ),
        ));
    }
    let witness = g.witness.as_ref().filter(|_| game.witness().is_some());
    if let Some(a) = witness.or(g.escort.as_ref()) {
        out.push(Node::label(Text::new("objective-escort").msg(
            "figure",
            Text::formatted(format_args!("figure-{}", a.replace('_', "-"))),
        )));
    }
    if let Some(n) = g.bombs {
        out.push(Node::label(
            Text::new("objective-bombs")
                .num("count", game.world.bombs.len() as u32)
                .num("goal", u32::from(n)),
        ));
    }
    if g.hold {
        out.push(Node::label(
            Text::new("objective-hold").num("rounds", u32::from(game.rounds)),
        ));
    }
    if let Some(s) = &g.kill {
        let alive = game
            .figures
            .iter()
            .filter(|f| &f.def == s && !f.gone)
            .count() as u32;
        let figure = Text::formatted(format_args!("figure-{}", s.replace('_', "-")));
        // A quarry that has not come yet is not "0 standing": say when it comes.
        let arrives = ch
            .arrivals
            .iter()
            .filter(|a| &a.sheet == s && a.round > game.round)
            .map(|a| a.round)
            .min();
        out.push(Node::label(match arrives {
            Some(round) if alive == 0 => Text::new("objective-kill-arrives")
                .msg("figure", figure)
                .num("round", u32::from(round)),
            _ => Text::new("objective-kill")
                .msg("figure", figure)
                .num("alive", alive),
        }));
    }
    out
}

/// The label of one of the chapters' special actions.
pub fn world_action_label(game: &Smog, action: &Action) -> Text {
    let fig = |id| game.fig_text(id);
    // The witness being carried (set down or handed over).
    let carried = || {
        game.witness()
            .map(fig)
            .unwrap_or_else(|| Text::new("nothing"))
    };
    match action {
        Action::Seal { fig: f, at } => Text::new("action-seal")
            .msg("figure", fig(*f))
            .str("square", pos_code(*at)),
        Action::Plant { fig: f, at } => Text::new("action-plant")
            .msg("figure", fig(*f))
            .str("square", pos_code(*at)),
        Action::Defuse { fig: f, at } => Text::new("action-defuse")
            .msg("figure", fig(*f))
            .str("square", pos_code(*at)),
        Action::Douse { fig: f, at } => Text::new("action-douse")
            .msg("figure", fig(*f))
            .str("square", pos_code(*at)),
        Action::Leave(f) => Text::new("action-leave").msg("figure", fig(*f)),
        Action::Unlock { fig: f, at } => Text::new("action-unlock")
            .msg("figure", fig(*f))
            .str("square", pos_code(*at)),
        Action::SetDown { fig: f, at } => Text::new("action-set-down")
            .msg("figure", fig(*f))
            .msg("witness", carried())
            .str("square", pos_code(*at)),
        Action::PickUp { fig: f, of } => Text::new("action-pick-up")
            .msg("figure", fig(*f))
            .msg("witness", fig(*of)),
        Action::HandOver { fig: f, to } => Text::new("action-hand-over")
            .msg("figure", fig(*f))
            .msg("witness", carried())
            .msg("target", fig(*to)),
        _ => Text::new("nothing"),
    }
}

/// The chapter's markers on a square of the scene: label and tooltip.
pub fn mark_square(game: &Smog, p: Pos, label: &mut Option<String>, tip: &mut Option<Text>) {
    let Some(ch) = game.chapter_def() else { return };
    if game.world.sealed.contains(&p) {
        *label = Some("S".into());
        *tip = Some(Text::new("square-sealed"));
    }
    if ch.sites.iter().any(|[x, y]| Pos::new(*x, *y) == p) {
        let ritual = ch.london.is_some();
        *label = Some(if ritual { "RS" } else { "B?" }.into());
        *tip = Some(Text::new(if ritual {
            "square-ritual"
        } else {
            "square-bomb-site"
        }));
    }
    if game.world.bombs.contains(&p) {
        *label = Some("BO".into());
        *tip = Some(Text::new("square-bomb"));
    }
}

/// The Burning London board, in the finale only: one counter per district (fire of its
/// capacity, red when it burns) and the last roll, whose dice the Nemesis clicks in a reroll
/// round (exactly the `Die` options of his step).
pub fn london_board(game: &Smog, offered: &Offered<'_, Choice>) -> Option<Node> {
    let def = game.london_def()?;
    let london = game.world.london.as_ref()?;
    let districts: Vec<Node> = def
        .districts
        .iter()
        .zip(&london.fire)
        .map(|(d, fire)| {
            Node::new(NodeKind::Counter(Counter {
                icon: "flame".into(),
                value: i64::from(*fire),
                max: Some(i64::from(def.capacity)),
                label: Some(Text::formatted(format_args!("district-{d}"))),
                color: Some(Color::hex(if *fire >= def.capacity {
                    "#c0392b"
                } else if *fire > 0 {
                    "#e0662b"
                } else {
                    "#6d7178"
                })),
            }))
            .key(format!("district-{d}"))
        })
        .collect();
    let goal = game
        .chapter_def()
        .and_then(|c| c.goals.districts)
        .unwrap_or(0);
    let rolling = game.london_rolling().is_some();
    let picked: Vec<&Choice> = offered.partial().iter().collect();
    let dice = london
        .roll
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let mut d = crate::view::die_node(*f);
            d.key = Some(format!("london-die-{i}"));
            let c = Choice::Die(i as u8);
            if rolling {
                d.selected = picked.contains(&&c);
                if offered.has(&c) {
                    d.choice = Some(parlour_plugin_api::id_of(&c));
                    d.emphasis = Some(Emphasis::Target);
                }
            }
            d
        })
        .collect();
    let mut children = Vec::new();
    // While the Nemesis is asked for a reroll round the dice lie on the board to be picked.
    if rolling {
        children.push(Node::new(NodeKind::Dice(Dice { dice })).key("london-dice"));
    }
    children.extend([
        Node::label(
            Text::new("london-line")
                .num("burning", u32::from(london.burning(def)))
                .num("goal", u32::from(goal))
                .msg("roll", crate::combat::attack::roll_text(&london.roll)),
        ),
        Node::grid(4, districts),
    ]);
    Some(
        Node::new(NodeKind::Mat(Mat {
            title: Some(Text::new("london-board")),
            color: Some(Color::hex("#8e2b1c")),
            active: false,
            children,
        }))
        .key("london-board"),
    )
}
