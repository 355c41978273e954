//! The intermezzo drawn as a board (Hardy's Bazaar, Wilkinson's, the Shadow Market, three
//! location cards, the Unicorn Club with one space per profession; taken top-hat spaces show
//! their visitor; every card's text on hover; the conspiracy points gained), the campaign's
//! kit (gentlemen with their cards, the Nemesis's powers and stones) and its history chapter by
//! chapter. Everything here is public.

use parlour_plugin_api::{
    Card, CardSize, Color, Mat, Node, NodeKind, Offered, Text, TextStyle, Token, TokenShape, Viewer,
};

use super::intermezzo::{self, Camp, Place, Stage};
use super::locations;
use super::story::{Applied, FateKind};
use super::{Campaign, Once};
use crate::data::{Profession, data};
use crate::state::*;
use crate::view::{act_card_text, card_body, card_text};

const GOLD: &str = "#c9a227";
const PLUM: &str = "#8e2c48";

pub fn location_text(id: &str) -> Text {
    Text::formatted(format_args!("location-{}", id.replace('_', "-")))
}

pub fn location_body(id: &str) -> Text {
    Text::formatted(format_args!("location-{}-text", id.replace('_', "-")))
}

fn profession_text(p: Profession) -> Text {
    Text::formatted(format_args!(
        "profession-{}",
        format!("{p:?}").to_lowercase()
    ))
}

/// A place's name (for labels and logs).
pub fn place_text(place: &Place) -> Text {
    match place {
        Place::Bazaar(i) => Text::new("place-bazaar").num("space", u32::from(*i) + 1),
        Place::Wilkinson(c) => Text::new("place-wilkinson").msg("card", card_text(c)),
        Place::Market(c) => Text::new("place-market").msg("card", card_text(c)),
        Place::Club(c) => Text::new("place-club").msg("card", card_text(c)),
        Place::Location(l) => Text::new("place-location").msg("card", location_text(l)),
    }
}

/// The label of an intermezzo decision.
pub fn action_label(game: &Smog, action: &Camp) -> Text {
    let _ = game;
    match action {
        Camp::Visit { gentleman, place } => Text::new("action-visit")
            .msg("figure", intermezzo::gentleman_text(gentleman))
            .msg("place", place_text(place)),
        Camp::Pick(c) => Text::new("action-pick").msg("card", card_text(c)),
        Camp::Name(card) => Text::new("action-name").msg("card", act_card_text(game, card)),
        Camp::Return(c) => Text::new("action-return-advantage").msg("card", card_text(c)),
        Camp::SetAside(c) => Text::new("action-set-aside").msg("card", card_text(c)),
        Camp::ReturnPower(c) => Text::new("action-return-power").msg("card", card_text(c)),
        Camp::TakePower(c) => Text::new("action-take-power").msg("card", card_text(c)),
        Camp::Stone { card, agent } => Text::new("action-stone").msg("card", card_text(card)).msg(
            "figure",
            agent
                .as_deref()
                .map(intermezzo::gentleman_text)
                .unwrap_or_else(|| Text::new("nobody")),
        ),
        Camp::Swap { out, into } => Text::new("action-swap")
            .msg("out", intermezzo::gentleman_text(out))
            .msg("into", intermezzo::gentleman_text(into)),
        Camp::Leader(g) => {
            Text::new("action-new-leader").msg("figure", intermezzo::gentleman_text(g))
        }
        Camp::Done if game.campaign.as_ref().is_some_and(|c| c.offer.is_some()) => {
            Text::new("action-sabbath-keep")
        }
        Camp::Done if game.phase == Phase::Command => Text::new("action-seance-later"),
        Camp::Done => Text::new("action-swap-done"),
        Camp::Cancel => {
            let card = game
                .campaign
                .as_ref()
                .and_then(|c| c.offer.as_ref())
                .map(|super::locations::Offer::Sabbath(card)| act_card_text(game, card));
            Text::new("action-sabbath-cancel")
                .msg("card", card.unwrap_or_else(|| Text::new("nobody")))
        }
    }
}

fn small_card(title: Text, body: Text, value: Option<String>, color: Option<&str>) -> Node {
    Node::new(NodeKind::Card(Card {
        face_up: true,
        title: Some(title),
        body: Some(body.clone()),
        value,
        size: CardSize::Small,
        color: color.map(Color::hex),
        ..Default::default()
    }))
    .tooltip(body)
}

fn equipment_card(id: &str) -> Node {
    small_card(card_text(id), card_body(id), None, None)
}

/// A card as its name, its text on hover: the compact form for long lists (the Unicorn
/// Club's decks, the cards a gentleman holds).
fn card_name(id: &str) -> Node {
    Node::styled(card_text(id), TextStyle::Body).tooltip(card_body(id))
}

/// A taken top-hat space: the visitor's hat with his initials.
fn hat(gentleman: &str) -> Node {
    let label: String = gentleman.chars().take(2).collect::<String>().to_uppercase();
    Node::new(NodeKind::Token(Token {
        shape: TokenShape::Pawn,
        color: Color::hex("#222222"),
        label: Some(label),
        count: None,
        size: Some(30.0),
    }))
    .tooltip(Text::new("top-hat-taken").msg("figure", intermezzo::gentleman_text(gentleman)))
}

fn visitor(visits: &[(String, Place)], pick: impl Fn(&Place) -> bool) -> Vec<&String> {
    visits
        .iter()
        .filter(|(_, p)| pick(p))
        .map(|(g, _)| g)
        .collect()
}

/// Makes a node a click on this decision when the SDK offers it to the viewer.
fn clickable(node: Node, action: Camp, offered: &Offered<'_, Choice>) -> Node {
    offered.target(node, &Choice::Act(Action::Campaign(action)))
}

fn place_mat(title: Text, points: u8, children: Vec<Node>) -> Node {
    Node::new(NodeKind::Mat(Mat {
        title: Some(title.num("points", points)),
        color: Some(Color::hex(GOLD)),
        active: false,
        children: vec![Node::row(children).gap(6.0)],
    }))
}

fn board(game: &Smog, c: &Campaign, offered: &Offered<'_, Choice>) -> Node {
    let Some(im) = c.intermezzo.as_ref() else {
        return Node::spacer(0.0, 0.0);
    };
    let next = im.order.first().cloned().unwrap_or_default();
    let visit = |place: Place| Camp::Visit {
        gentleman: next.clone(),
        place,
    };
    // Hardy's Bazaar: three spaces of a pair each.
    let mut bazaar = Vec::new();
    let hats = visitor(&im.visits, |p| matches!(p, Place::Bazaar(_)));
    for (i, pair) in im.bazaar.iter().enumerate() {
        let node = if pair.is_empty() {
            let who = im.visits.iter().find(|(_, p)| *p == Place::Bazaar(i as u8));
            who.map(|(g, _)| hat(g))
                .unwrap_or_else(|| Node::spacer(30.0, 30.0))
        } else {
            Node::column(pair.iter().map(|c| equipment_card(c)).collect()).gap(2.0)
        };
        bazaar.push(clickable(
            node.key(format!("bazaar-{i}")),
            visit(Place::Bazaar(i as u8)),
            offered,
        ));
    }
    let _ = hats;
    let shop = |cards: &[String], taken: Vec<&String>, make: &dyn Fn(String) -> Place| {
        let mut v: Vec<Node> = taken.into_iter().map(|g| hat(g)).collect();
        for card in cards {
            v.push(clickable(
                equipment_card(card),
                visit(make(card.clone())),
                offered,
            ));
        }
        v
    };
    let wilkinson = shop(
        &im.wilkinson,
        visitor(&im.visits, |p| matches!(p, Place::Wilkinson(_))),
        &Place::Wilkinson,
    );
    let market = shop(
        &im.market,
        visitor(&im.visits, |p| matches!(p, Place::Market(_))),
        &Place::Market,
    );
    // The location cards, each with its single top-hat space.
    let mut locs = Vec::new();
    for l in &im.locations {
        let def = locations::location(l);
        let mut col = vec![clickable(
            small_card(
                location_text(l),
                location_body(l),
                def.map(|d| d.conspiracy.to_string()),
                Some(PLUM),
            ),
            visit(Place::Location(l.clone())),
            offered,
        )];
        if let Some(d) = def
            && !d.professions.is_empty()
        {
            let names = d
                .professions
                .iter()
                .map(|p| profession_text(*p))
                .reduce(|a, b| Text::new("and").msg("a", a).msg("b", b))
                .unwrap_or_else(|| Text::new("nobody"));
            col.push(Node::label(
                Text::new("location-only").msg("professions", names),
            ));
        }
        if let Some((g, _)) = im
            .visits
            .iter()
            .find(|(_, p)| *p == Place::Location(l.clone()))
        {
            col.push(hat(g));
        }
        locs.push(Node::column(col).gap(2.0).key(format!("location-{l}")));
    }
    // The Unicorn Club: one space per profession colour.
    let mut club = Vec::new();
    for g in &data().gentlemen {
        let prof = g.profession;
        let mut col = vec![Node::styled(profession_text(prof), TextStyle::Strong)];
        if let Some((who, _)) = im.visits.iter().find(|(v, p)| {
            matches!(p, Place::Club(_)) && data().gentleman(v).map(|x| x.profession) == Some(prof)
        }) {
            col.push(hat(who));
        }
        let free = intermezzo::free_advantages(c, Some(prof));
        let cards: Vec<Node> = free
            .iter()
            .map(|card| {
                let gent = c
                    .lineup
                    .iter()
                    .chain(im.order.iter())
                    .find(|x| data().gentleman(x).map(|d| d.profession) == Some(prof))
                    .cloned()
                    .unwrap_or_default();
                clickable(
                    card_name(card),
                    Camp::Visit {
                        gentleman: gent,
                        place: Place::Club(card.clone()),
                    },
                    offered,
                )
            })
            .collect();
        col.push(Node::column(cards).gap(1.0));
        club.push(Node::column(col).gap(2.0).key(format!("club-{}", g.id)));
    }
    let order = im
        .order
        .iter()
        .map(|g| intermezzo::gentleman_text(g))
        .reduce(|a, b| Text::new("and").msg("a", a).msg("b", b));
    let mut children = vec![Node::label(
        Text::new("intermezzo-line")
            .num("gained", im.gained)
            .num("conspiracy", c.conspiracy),
    )];
    if let Some(o) = order {
        children.push(Node::label(Text::new("intermezzo-order").msg("figures", o)));
    }
    children.push(Node::label(stage_text(game, c)));
    children.push(
        Node::row(vec![
            place_mat(Text::new("board-bazaar"), intermezzo::BAZAAR_POINTS, bazaar),
            place_mat(
                Text::new("board-wilkinson"),
                intermezzo::WILKINSON_POINTS,
                wilkinson,
            ),
            place_mat(Text::new("board-market"), intermezzo::MARKET_POINTS, market),
            Node::new(NodeKind::Mat(Mat {
                title: Some(Text::new("board-locations")),
                color: Some(Color::hex(PLUM)),
                active: false,
                children: vec![Node::row(locs).gap(6.0)],
            })),
        ])
        .gap(8.0),
    );
    children.push(place_mat(
        Text::new("board-club"),
        intermezzo::CLUB_POINTS,
        club,
    ));
    Node::new(NodeKind::Mat(Mat {
        title: Some(Text::new("intermezzo-board")),
        color: Some(Color::hex(GOLD)),
        active: true,
        children,
    }))
    .key("intermezzo-board")
}

fn stage_text(game: &Smog, c: &Campaign) -> Text {
    let stage = c.intermezzo.as_ref().and_then(|im| im.stages.first());
    match stage {
        Some(Stage::Stones { team, .. }) => Text::new(match team {
            Team::Nemesis => "stage-stones-nemesis",
            Team::Gentlemen => "stage-stones-gentlemen",
        }),
        Some(Stage::Visit) => Text::new("stage-visit"),
        Some(Stage::Choose { gentleman, .. }) => {
            Text::new("stage-choose").msg("figure", intermezzo::gentleman_text(gentleman))
        }
        Some(Stage::Advantages { gentleman, .. }) => {
            Text::new("stage-advantages").msg("figure", intermezzo::gentleman_text(gentleman))
        }
        Some(Stage::Return { gentleman }) => {
            Text::new("stage-return").msg("figure", intermezzo::gentleman_text(gentleman))
        }
        Some(Stage::SetAside(n)) => Text::new("stage-set-aside").num("count", *n),
        Some(Stage::Powers(_)) => Text::new("stage-powers").num("held", c.powers.len() as u32),
        Some(Stage::Stone(_)) => Text::new("stage-stone"),
        Some(Stage::Swap) => Text::new("stage-swap"),
        Some(Stage::Leader) => Text::new("stage-leader"),
        None => Text::new("phase-setup").num("round", game.round),
    }
}

/// The campaign's kit: each gentleman with his cards (benched ones too), the shared stash,
/// the Nemesis's powers, stones and the location powers waiting.
fn kit(game: &Smog, c: &Campaign) -> Node {
    let mut gents = Vec::new();
    for k in &c.roster {
        let equipment: Vec<String> = game
            .gentlemen()
            .find(|g| g.def == k.def)
            .map(|g| g.equipment.clone())
            .unwrap_or_default();
        let cards: Vec<Node> = k
            .advantages
            .iter()
            .chain(equipment.iter())
            .map(|c| card_name(c))
            .collect();
        let title = if c.lineup.contains(&k.def) {
            intermezzo::gentleman_text(&k.def)
        } else {
            Text::new("gentleman-benched").msg("figure", intermezzo::gentleman_text(&k.def))
        };
        gents.push(Node::new(NodeKind::Mat(Mat {
            title: Some(title),
            color: Some(Color::hex(GOLD)),
            active: false,
            children: vec![
                Node::label(
                    Text::new("kit-advantages")
                        .num("count", k.advantages.len() as u32)
                        .num("max", intermezzo::MAX_ADVANTAGES as u32),
                ),
                Node::column(cards).gap(1.0),
            ],
        })));
    }
    let mut nemesis = vec![Node::label(
        Text::new("kit-powers")
            .num("count", c.powers.len() as u32)
            .num("max", intermezzo::MAX_POWERS as u32),
    )];
    nemesis.push(
        Node::row(
            c.powers
                .iter()
                .map(|p| small_card(card_text(p), card_body(p), None, Some(PLUM)))
                .collect(),
        )
        .gap(4.0),
    );
    for s in &c.stones {
        nemesis.push(Node::label(
            Text::new("kit-stone").msg("card", card_text(&s.card)).msg(
                "figure",
                s.agent
                    .as_deref()
                    .map(intermezzo::gentleman_text)
                    .unwrap_or_else(|| Text::new("nobody")),
            ),
        ));
    }
    for o in &c.once {
        nemesis.push(Node::label(once_text(game, o)));
    }
    let mut children = vec![Node::grid(2, gents)];
    if !c.stash.is_empty() {
        children.push(Node::label(Text::new("kit-stash")));
        children.push(Node::row(c.stash.iter().map(|s| equipment_card(s)).collect()).gap(4.0));
    }
    children.push(Node::new(NodeKind::Mat(Mat {
        title: Some(Text::new("nemesis-board")),
        color: Some(Color::hex(PLUM)),
        active: false,
        children: nemesis,
    })));
    Node::column(children).gap(6.0).key("campaign-kit")
}

fn once_text(game: &Smog, o: &Once) -> Text {
    match o {
        Once::Sabbath(by) => {
            Text::new("once-sabbath").msg("figure", intermezzo::gentleman_text(by))
        }
        Once::Seance(by) => Text::new("once-seance").msg("figure", intermezzo::gentleman_text(by)),
        Once::Named(card) => Text::new("once-named").msg("card", act_card_text(game, card)),
        Once::NoFire => Text::new("once-no-fire"),
        Once::FewerMinions(n) => Text::new("once-fewer-minions").num("count", *n),
        Once::ExtraRound => Text::new("once-extra-round"),
        Once::ChaosMinus => Text::new("once-chaos-minus"),
    }
}

/// The campaign's history, chapter by chapter, and who won the finale.
pub fn history(game: &Smog) -> Option<Node> {
    let c = game.campaign.as_ref()?;
    let mut rows = vec![Node::label(
        Text::new("campaign-line")
            .num("first", c.first)
            .num("finale", super::finale())
            .num("played", c.history.len() as u32),
    )];
    for r in &c.history {
        rows.push(Node::label(
            Text::new(match r.winner {
                Team::Nemesis => "history-nemesis",
                Team::Gentlemen => "history-gentlemen",
            })
            .num("chapter", r.chapter)
            .num("rounds", r.rounds)
            .num("deaths", r.deaths)
            .num("conspiracy", r.conspiracy),
        ));
        if !r.outcome.is_empty() {
            rows.push(
                Node::label(Text::new(r.outcome.clone())).key(format!("outcome-{}", r.chapter)),
            );
        }
        if !r.text.is_empty() {
            rows.push(Node::label(Text::new(r.text.clone())));
        }
        for (g, p) in &r.visits {
            rows.push(Node::label(
                Text::new("history-visit")
                    .msg("figure", intermezzo::gentleman_text(g))
                    .msg("place", place_text(p)),
            ));
        }
    }
    rows.extend(story_lines(game, c));
    if let Phase::Over(team) = game.phase {
        rows.push(Node::heading(Text::new(match team {
            Team::Nemesis => "campaign-won-nemesis",
            Team::Gentlemen => "campaign-won-gentlemen",
        })));
    }
    Some(
        Node::new(NodeKind::Mat(Mat {
            title: Some(Text::new("campaign-history")),
            color: Some(Color::hex(GOLD)),
            active: false,
            children: rows,
        }))
        .key("campaign-history"),
    )
}

/// The story's lines: in the intermezzo what the last result brings into the next chapter; in
/// a chapter its introduction and everything the campaign so far changed in it.
fn story_lines(game: &Smog, c: &Campaign) -> Vec<Node> {
    let mut rows = Vec::new();
    if game.phase == Phase::Intermezzo {
        let twist = c.story.pending.and_then(|(chapter, winner)| {
            let ch = data().chapter(chapter)?;
            let cons = match winner {
                Team::Gentlemen => &ch.campaign.gentlemen,
                Team::Nemesis => &ch.campaign.nemesis,
            };
            (!cons.next.text.is_empty()).then(|| cons.next.text.clone())
        });
        if let Some(t) = twist {
            rows.push(
                Node::label(Text::new("story-next").msg("what", Text::new(t))).key("story-next"),
            );
        }
        return rows;
    }
    let Some(ch) = game.chapter_def() else {
        return rows;
    };
    if !ch.campaign.intro.is_empty() {
        rows.push(
            Node::styled(Text::new(ch.campaign.intro.clone()), TextStyle::Strong)
                .key("story-intro"),
        );
    }
    for a in &c.story.applied {
        let line = match a {
            Applied::Twist { chapter, winner } => data()
                .chapter(*chapter)
                .map(|p| match winner {
                    Team::Gentlemen => p.campaign.gentlemen.next.text.clone(),
                    Team::Nemesis => p.campaign.nemesis.next.text.clone(),
                })
                .filter(|t| !t.is_empty())
                .map(Text::new),
            Applied::Tally { side, wins } => ch
                .campaign
                .tally
                .iter()
                .find(|t| t.side == *side && t.wins == *wins)
                .map(|t| t.next.text.clone())
                .filter(|t| !t.is_empty())
                .map(Text::new),
            Applied::Return {
                sheet,
                chapter,
                fate,
                figures,
                wounds,
                ether,
                version,
            } => {
                let id = match (fate, *figures) {
                    (_, 0) => "story-return-absent",
                    (FateKind::Slain, _) => "story-return-slain",
                    (FateKind::Fled, _) => "story-return-fled",
                    (FateKind::Won, _) => "story-return-won",
                };
                Some(
                    Text::new(id)
                        .msg(
                            "figure",
                            Text::formatted(format_args!("figure-{}", sheet.replace('_', "-"))),
                        )
                        .num("chapter", *chapter)
                        .num("wounds", *wounds)
                        .num("ether", *ether)
                        .num("version", version.map(|v| u32::from(v) + 1).unwrap_or(0)),
                )
            }
        };
        rows.extend(line.map(Node::label));
    }
    rows
}

/// The whole view in the intermezzo.
pub fn build(game: &Smog, viewer: Viewer, offered: &Offered<'_, Choice>) -> Node {
    let Some(c) = game.campaign.as_ref() else {
        return Node::spacer(0.0, 0.0);
    };
    // The board on the left; what each side carries and the story so far beside it.
    let mut side = vec![kit(game, c)];
    side.extend(history(game));
    let _ = viewer;
    Node::column(vec![
        Node::heading(Text::new("intermezzo-heading").num(
            "chapter",
            super::next_chapter(game.chapter).unwrap_or(game.chapter),
        )),
        Node::row(vec![board(game, c, offered), Node::column(side).gap(8.0)]).gap(10.0),
    ])
    .gap(8.0)
}
