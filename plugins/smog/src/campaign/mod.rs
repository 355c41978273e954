//! The campaign (issue 15): the chapters played one after another as one game, what carries
//! from one chapter into the next, and the intermezzo between them.
//!
//! * `mod.rs`: the campaign state, starting a campaign (new-campaign extras, R-040, or a later
//!   chapter under one-shot set-up, R-143) and the end of a chapter (history, the finale).
//! * `carry.rs`: the chapter's consequences (its `campaign` section) and building the next
//!   chapter with everything the campaign keeps (equipment pool, advantages, powers, stones,
//!   conspiracy points, location powers).
//! * `intermezzo.rs`: the intermezzo as decisions of the right seats.
//! * `locations.rs`: the location cards (`data/locations.toml`, D-12) and their powers.
//! * `story.rs`: the through-line (issue 24): agents' fates and returns, each outcome's twist
//!   of the next chapter, the finale's tally, the chapters' introductions and outcome stories.
//! * `bot.rs`: both sides' intermezzo choices. `view.rs`: the intermezzo board and the history.

pub mod bot;
pub mod carry;
pub mod intermezzo;
pub mod locations;
pub mod story;
pub mod view;

use parlour_plugin_api::{Ctx, GameRng, Text};
use serde::{Deserialize, Serialize};

use crate::data::{CardKind, Profession, data};
use crate::state::*;

pub use intermezzo::{Camp, Intermezzo, Place};

/// What one finished chapter left in the campaign's history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub chapter: u8,
    pub winner: Team,
    /// Rounds played and gentlemen defeated.
    pub rounds: u8,
    pub deaths: u8,
    /// The four gentlemen who played it.
    pub gentlemen: Vec<String>,
    /// Fluent id of the consequence's story text (may be empty).
    pub text: String,
    /// Fluent id of the outcome's story (may be empty; old saves have none).
    #[serde(default)]
    pub outcome: String,
    /// The visits of the intermezzo that followed: (gentleman, place), and the points gained.
    pub visits: Vec<(String, Place)>,
    pub conspiracy: u8,
}

/// A gentleman of the campaign with the advantage cards he keeps (also while benched).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kept {
    pub def: String,
    pub advantages: Vec<String>,
}

/// A Moloch stone of the Nemesis and the agent sheet it is assigned to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stone {
    pub card: String,
    pub agent: Option<String>,
}

/// A location card's power waiting for (or working in) the next chapter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Once {
    /// Once in the chapter, this gentleman's player may cancel an agent's activation.
    Sabbath(String),
    /// Once in the chapter, at the start of a command phase, this gentleman's player names an
    /// activation card of the Nemesis that opens his row.
    Seance(String),
    /// The named card for this round's Nemesis row.
    Named(ActCard),
    NoFire,
    FewerMinions(u8),
    ExtraRound,
    ChaosMinus,
}

/// The campaign carried through its chapters and intermezzos (public information, except the
/// order of the location deck).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Campaign {
    /// The chapter it started at.
    pub first: u8,
    pub history: Vec<Record>,
    /// Every gentleman who has played, with his advantage cards.
    pub roster: Vec<Kept>,
    /// Shared equipment nobody holds.
    pub stash: Vec<String>,
    /// The Nemesis's power cards, kept for the campaign (at most six, A-63).
    pub powers: Vec<String>,
    /// Powers left out of the next chapter (a consequence).
    pub resting: Vec<String>,
    pub stones: Vec<Stone>,
    /// Professions that have played (a new one brings an advantage card, R-115).
    pub professions: Vec<Profession>,
    /// Conspiracy points for the next chapter's set-up (lost if unspent, R-117).
    pub conspiracy: u8,
    /// Extra supply for the next chapter (a consequence).
    pub supply: u8,
    /// Power cards the Nemesis takes in the intermezzo beyond the usual one.
    pub extra_powers: u8,
    pub lose_powers: u8,
    /// Location powers for the next chapter, and those still unused in this one.
    pub once: Vec<Once>,
    /// The location deck (face down).
    pub locations: Vec<String>,
    /// The four gentlemen of the next chapter and its leader.
    pub lineup: Vec<String>,
    pub leader: String,
    pub intermezzo: Option<Intermezzo>,
    /// A location card's question waiting in the chapter (Sabbath, Séance).
    #[serde(default)]
    pub offer: Option<locations::Offer>,
    /// The round whose command phase had the Séance question already.
    #[serde(default)]
    pub seance_round: u8,
    /// The round whose Nemesis row the Séance's named card opens: everyone knows that card's
    /// place, so a sampled state keeps it there (`hidden.rs`).
    #[serde(default)]
    pub named_first: Option<u8>,
    /// Who carried each card of the shared pool before it was pooled: (card, gentleman).
    #[serde(default)]
    pub owners: Vec<(String, String)>,
    /// Moloch stones the winner of the last chapter picks (its consequence).
    #[serde(default)]
    pub stone_picks: Option<(Team, u8)>,
    /// The story: agents' fates, the last result's twist, what shaped this chapter.
    #[serde(default)]
    pub story: story::Story,
}

impl Campaign {
    pub fn kept(&self, def: &str) -> Option<&Kept> {
        self.roster.iter().find(|k| k.def == def)
    }
    pub fn kept_mut(&mut self, def: &str) -> &mut Kept {
        if let Some(i) = self.roster.iter().position(|k| k.def == def) {
            &mut self.roster[i]
        } else {
            self.roster.push(Kept {
                def: def.to_owned(),
                advantages: Vec::new(),
            });
            let last = self.roster.len() - 1;
            &mut self.roster[last]
        }
    }
}

/// The chapters in campaign order.
pub fn chapter_numbers() -> Vec<u8> {
    let mut v: Vec<u8> = data().chapters.iter().map(|c| c.number).collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// The finale: the highest-numbered chapter.
pub fn finale() -> u8 {
    chapter_numbers().last().copied().unwrap_or(1)
}

/// The chapter after this one.
pub fn next_chapter(after: u8) -> Option<u8> {
    chapter_numbers().into_iter().find(|n| *n > after)
}

/// Turns a freshly set-up chapter into the start of a campaign. At the first chapter the
/// level's extras give way to the new-campaign extras (each gentleman one advantage card of
/// his profession, the Nemesis one power card; ); at a later chapter the one-shot
/// set-up stays and campaign rules follow.
pub fn start(game: &mut Smog) {
    let new_campaign = chapter_numbers().first() == Some(&game.chapter);
    let mut locations: Vec<String> = locations::locations()
        .iter()
        .filter(|l| locations::dealable(l))
        .map(|l| l.id.clone())
        .collect();
    game.rng.shuffle(&mut locations);
    let gents: Vec<(FigId, String)> = game.gentlemen().map(|g| (g.id, g.def.clone())).collect();
    let professions: Vec<Profession> = gents
        .iter()
        .filter_map(|(_, d)| data().gentleman(d).map(|g| g.profession))
        .collect();
    let leader = game
        .fig(game.leader)
        .map(|f| f.def.clone())
        .unwrap_or_default();
    game.campaign = Some(Box::new(Campaign {
        first: game.chapter,
        history: Vec::new(),
        roster: gents
            .iter()
            .map(|(_, d)| Kept {
                def: d.clone(),
                advantages: Vec::new(),
            })
            .collect(),
        stash: Vec::new(),
        powers: Vec::new(),
        resting: Vec::new(),
        stones: Vec::new(),
        professions,
        conspiracy: 0,
        supply: 0,
        extra_powers: 0,
        lose_powers: 0,
        once: Vec::new(),
        locations,
        lineup: gents.iter().map(|(_, d)| d.clone()).collect(),
        leader,
        intermezzo: None,
        offer: None,
        seance_round: 0,
        named_first: None,
        owners: Vec::new(),
        stone_picks: None,
        story: Default::default(),
    }));
    if !new_campaign {
        return;
    }
    // The level's random equipment goes back (shuffled in), its conspiracy points are not
    // given; one power card and one advantage card each instead.
    let pool = std::mem::take(&mut game.pool);
    for card in pool {
        let deck = data()
            .card(&card)
            .and_then(|c| c.deck.clone())
            .unwrap_or_default();
        game.deck_mut(&deck).push(card);
    }
    let mut rng = GameRng::from_seed(game.rng.next_u64());
    for (_, deck) in game.decks.iter_mut() {
        rng.shuffle(deck);
    }
    game.conspiracy = 0;
    let mut steps: Vec<SetupStep> = game
        .setup
        .iter()
        .filter(|s| matches!(s, SetupStep::Version(_)))
        .cloned()
        .collect();
    steps.push(SetupStep::Powers(1));
    steps.push(SetupStep::Leader);
    steps.push(SetupStep::Roles);
    for (id, _) in &gents {
        steps.push(SetupStep::Advantages(*id, 1));
    }
    game.setup = steps;
    game.skip_empty_setup();
}

/// The end of a chapter (its winner is known, the phase is `Over`): in a campaign the history
/// grows, and every chapter but the finale leads to the intermezzo.
pub fn chapter_over(game: &mut Smog, winner: Team, ctx: &mut Ctx) {
    let Some(mut camp) = game.campaign.take() else {
        return;
    };
    camp.history.push(Record {
        chapter: game.chapter,
        winner,
        rounds: game.round,
        deaths: game.deaths,
        gentlemen: game.gentlemen().map(|g| g.def.clone()).collect(),
        text: String::new(),
        outcome: String::new(),
        visits: Vec::new(),
        conspiracy: 0,
    });
    story::record(game, &mut camp, winner);
    // The location powers of this chapter are spent.
    camp.once.clear();
    let Some(_) = next_chapter(game.chapter) else {
        ctx.log(Text::new(match winner {
            Team::Nemesis => "log-campaign-nemesis",
            Team::Gentlemen => "log-campaign-gentlemen",
        }));
        game.campaign = Some(camp);
        return;
    };
    carry::after_chapter(game, &mut camp, winner, ctx);
    intermezzo::prepare(game, &mut camp, ctx);
    game.campaign = Some(camp);
    game.phase = Phase::Intermezzo;
}

/// Applies a campaign decision: the answer to a location card's question in a chapter
/// (`offer`: `Ask::Offer` was asked), or the intermezzo's.
pub fn apply(game: &mut Smog, action: &Camp, offer: bool, ctx: &mut Ctx) {
    if offer {
        locations::answer(game, action, ctx);
    } else {
        intermezzo::apply(game, action, ctx);
    }
}

/// The end screen's lines for a seat of `team` after a campaign: each chapter's winner,
/// worth 1 to the side that won it (empty outside a campaign).
pub fn breakdown(game: &Smog, team: Team) -> Vec<parlour_plugin_api::ScoreLine> {
    let Some(camp) = game.campaign.as_ref() else {
        return Vec::new();
    };
    camp.history
        .iter()
        .map(|r| parlour_plugin_api::ScoreLine {
            label: Text::new(match r.winner {
                Team::Nemesis => "end-chapter-nemesis",
                Team::Gentlemen => "end-chapter-gentlemen",
            })
            .num("chapter", r.chapter),
            value: i64::from(r.winner == team),
        })
        .collect()
}

/// The status line's phase while in the intermezzo or after the finale of a campaign.
pub fn phase_text(game: &Smog) -> Option<Text> {
    let camp = game.campaign.as_ref()?;
    match &game.phase {
        Phase::Intermezzo => Some(Text::new("phase-intermezzo").num(
            "chapter",
            next_chapter(game.chapter).unwrap_or(game.chapter),
        )),
        Phase::Over(team) => Some(
            Text::new(match team {
                Team::Nemesis => "phase-campaign-nemesis",
                Team::Gentlemen => "phase-campaign-gentlemen",
            })
            .num("chapters", camp.history.len() as u32),
        ),
        _ => None,
    }
}

/// Cards of a kind held in the campaign (to keep them out of the decks).
pub fn is_equipment(card: &str) -> bool {
    data().card(card).is_some_and(|c| {
        matches!(
            c.kind,
            CardKind::Weapon | CardKind::Item | CardKind::Utensil | CardKind::Artefact
        ) || c.deck.is_some()
    })
}
