//! The campaign's through-line (issue 24): what the chapters' `[campaign]` sections design
//! beyond the generic resources, and applying it.
//!
//! * Fates: at the end of every chapter each agent sheet on the scene leaves a [`Fate`] in the
//!   campaign (slain, fled or victorious, and the wounds of his survivors).
//! * Returns: a chapter's `[[campaign.returns]]` name agents met earlier; each fate has its own
//!   [`Comeback`] (absent, a fixed version, his wounds, more ether). A sheet the chapter places
//!   anyway is changed in place; another one enters on the nearest free square to `at`.
//! * Twists: each outcome's `next` ([`Twist`]) changes the next chapter's table (figures, round
//!   limit, fire, chaos cards, burning districts); the finale's `[[campaign.tally]]` adds one
//!   when a side has won at least so many chapters.
//! * Texts: the chapter's `intro` and each outcome's `outcome` story (Fluent ids).
//!
//! Everything applied is recorded in [`Story::applied`], which the campaign view reads.

use parlour_plugin_api::{Ctx, Text};
use serde::{Deserialize, Serialize};

use super::Campaign;
use crate::board::Pos;
use crate::data::{Data, Placement, SheetKind, data};
use crate::state::*;

/// What a chapter's result does to the next chapter's table (data: an outcome's `next`, or a
/// finale's tally entry).
#[derive(Clone, Debug, Default, Deserialize)]
pub struct Twist {
    /// Rounds more (or fewer) than the chapter's limit.
    #[serde(default)]
    pub rounds: i8,
    /// Allies who join, each on the nearest free square to his.
    #[serde(default)]
    pub allies: Vec<Placement>,
    /// Minions who join, each on the nearest free square to his.
    #[serde(default)]
    pub minions: Vec<Placement>,
    /// Minions of the set-up who stay away (those farthest from the gentlemen).
    #[serde(default)]
    pub fewer_minions: u8,
    /// Chaos cards the Nemesis starts with beyond (or short of) the usual two.
    #[serde(default)]
    pub chaos: i8,
    /// The chapter starts without its fire.
    #[serde(default)]
    pub no_fire: bool,
    /// Burning London: these districts start with one fire marker each.
    #[serde(default)]
    pub districts: Vec<String>,
    /// Fluent id of the line that tells the players (shown in the chapter).
    #[serde(default)]
    pub text: String,
}

/// How an agent met earlier comes back after one fate.
#[derive(Clone, Debug, Default, Deserialize)]
pub struct Comeback {
    /// He does not appear (a sheet the chapter places is taken off).
    #[serde(default)]
    pub absent: bool,
    /// He plays this version of his sheet (the Nemesis does not choose it).
    #[serde(default)]
    pub version: Option<u8>,
    /// He starts with the damage his survivors ended with (never more than his life - 1).
    #[serde(default)]
    pub wounds: bool,
    /// Ether he starts with beyond his sheet's.
    #[serde(default)]
    pub ether: u8,
}

/// A recurring adversary of a chapter (`[[campaign.returns]]`).
#[derive(Clone, Debug, Deserialize)]
pub struct Recurring {
    pub sheet: String,
    /// Where his figures enter when the chapter does not place the sheet (nearest free
    /// squares); at most this many of his survivors come.
    #[serde(default)]
    pub at: Vec<[i32; 2]>,
    #[serde(default)]
    pub slain: Comeback,
    #[serde(default)]
    pub fled: Comeback,
    #[serde(default)]
    pub won: Comeback,
}

/// The finale reflecting the campaign (`[[campaign.tally]]`): a twist when `side` has won at
/// least `wins` of the chapters before.
#[derive(Clone, Debug, Deserialize)]
pub struct Tally {
    pub side: Team,
    pub wins: u8,
    pub next: Twist,
}

/// What became of an agent sheet the last time it was met.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fate {
    pub sheet: String,
    pub chapter: u8,
    /// Figures of the sheet on the scene in that chapter.
    pub figures: u8,
    /// The damage of each figure that survived (left the scene alive or stayed on it).
    pub survivors: Vec<u8>,
    /// His side won that chapter.
    pub won: bool,
}

/// The three fates a chapter's returns tell apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FateKind {
    Slain,
    Fled,
    Won,
}

impl Fate {
    pub fn kind(&self) -> FateKind {
        if self.survivors.is_empty() {
            FateKind::Slain
        } else if self.won {
            FateKind::Won
        } else {
            FateKind::Fled
        }
    }
}

/// One designed consequence applied to the chapter being played (for the view and the tests).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Applied {
    /// The outcome of `chapter` (won by `winner`) shaped this chapter.
    Twist { chapter: u8, winner: Team },
    /// The finale's tally entry: `side` won at least `wins` chapters.
    Tally { side: Team, wins: u8 },
    /// An agent met in `chapter` returns (or stays away) after `fate`.
    Return {
        sheet: String,
        chapter: u8,
        fate: FateKind,
        figures: u8,
        wounds: u8,
        ether: u8,
        version: Option<u8>,
    },
}

/// The story the campaign carries (old saves start with an empty one).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Story {
    /// The last fate of every agent sheet met in this campaign.
    pub fates: Vec<Fate>,
    /// The last chapter's result, waiting for the next chapter's set-up.
    pub pending: Option<(u8, Team)>,
    /// What shaped the chapter being played.
    pub applied: Vec<Applied>,
}

impl Story {
    pub fn fate(&self, sheet: &str) -> Option<&Fate> {
        self.fates.iter().find(|f| f.sheet == sheet)
    }
}

/// The end of a chapter: every agent sheet's fate is recorded, and the result waits for the
/// next chapter.
pub fn record(game: &Smog, camp: &mut Campaign, winner: Team) {
    let mut sheets: Vec<&str> = Vec::new();
    for f in game.figures.iter().filter(|f| f.kind == FigKind::Agent) {
        if !sheets.contains(&f.def.as_str()) {
            sheets.push(f.def.as_str());
        }
    }
    for sheet in sheets {
        let figs: Vec<&Figure> = game
            .figures
            .iter()
            .filter(|f| f.kind == FigKind::Agent && f.def == sheet)
            .collect();
        // Figures that left through an exit or at the ritual site are alive.
        let mut left = game.world.left.iter().filter(|s| *s == sheet).count();
        let mut survivors = Vec::new();
        for f in &figs {
            if !f.gone {
                survivors.push(f.damage);
            } else if left > 0 {
                left -= 1;
                survivors.push(f.damage);
            }
        }
        let fate = Fate {
            sheet: sheet.to_owned(),
            chapter: game.chapter,
            figures: figs.len() as u8,
            survivors,
            won: winner == Team::Nemesis,
        };
        camp.story.fates.retain(|f| f.sheet != sheet);
        camp.story.fates.push(fate);
    }
    camp.story.pending = Some((game.chapter, winner));
}

/// The next chapter's set-up (built by `carry::build_next`, before its set-up steps are
/// listed): the last result's twist, the finale's tally and the returning agents.
pub fn set_up(next: &mut Smog, camp: &mut Campaign, ctx: &mut Ctx) {
    camp.story.applied.clear();
    let Some(ch) = next.chapter_def() else { return };
    if let Some((chapter, winner)) = camp.story.pending.take()
        && let Some(prev) = data().chapter(chapter)
    {
        let cons = match winner {
            Team::Gentlemen => &prev.campaign.gentlemen,
            Team::Nemesis => &prev.campaign.nemesis,
        };
        apply_twist(next, &cons.next, ctx);
        camp.story.applied.push(Applied::Twist { chapter, winner });
    }
    for t in &ch.campaign.tally {
        let won = camp.history.iter().filter(|r| r.winner == t.side).count();
        if won >= usize::from(t.wins) {
            apply_twist(next, &t.next, ctx);
            camp.story.applied.push(Applied::Tally {
                side: t.side,
                wins: t.wins,
            });
        }
    }
    for r in &ch.campaign.returns {
        let Some(fate) = camp.story.fate(&r.sheet).cloned() else {
            continue;
        };
        let kind = fate.kind();
        let how = match kind {
            FateKind::Slain => &r.slain,
            FateKind::Fled => &r.fled,
            FateKind::Won => &r.won,
        };
        let placed: Vec<FigId> = next
            .figures
            .iter()
            .filter(|f| f.kind == FigKind::Agent && f.def == r.sheet && !f.gone)
            .map(|f| f.id)
            .collect();
        let figures = if how.absent {
            for id in &placed {
                if let Some(f) = next.fig_mut(*id) {
                    f.gone = true;
                }
            }
            Vec::new()
        } else if placed.is_empty() {
            let n = fate.survivors.len().min(r.at.len());
            let ids: Vec<FigId> = r.at[..n]
                .iter()
                .filter_map(|at| enter(next, FigKind::Agent, &r.sheet, *at))
                .collect();
            add_sheet(next, &r.sheet);
            ids
        } else {
            // The chapter's own figures: those slain earlier stay away.
            let keep = fate.survivors.len().max(1);
            for id in placed.iter().skip(keep) {
                if let Some(f) = next.fig_mut(*id) {
                    f.gone = true;
                }
            }
            placed.into_iter().take(keep).collect()
        };
        if let Some(v) = how.version
            && !figures.is_empty()
        {
            if let Some(slot) = next.versions.iter_mut().find(|(s, _)| *s == r.sheet) {
                slot.1 = v;
            }
            next.setup
                .retain(|s| !matches!(s, SetupStep::Version(x) if *x == r.sheet));
        }
        let mut wounds = 0u8;
        if how.wounds {
            let cap = data()
                .sheet(&r.sheet)
                .and_then(|s| s.version.iter().map(|v| v.life).min())
                .unwrap_or(1)
                .saturating_sub(1);
            for (id, dmg) in figures.iter().zip(fate.survivors.iter()) {
                let d = (*dmg).min(cap);
                if let Some(f) = next.fig_mut(*id) {
                    f.damage = d;
                }
                wounds = wounds.saturating_add(d);
            }
        }
        camp.story.applied.push(Applied::Return {
            sheet: r.sheet.clone(),
            chapter: fate.chapter,
            fate: kind,
            figures: figures.len() as u8,
            wounds,
            ether: if figures.is_empty() { 0 } else { how.ether },
            version: how.version.filter(|_| !figures.is_empty()),
        });
    }
}

/// Ether an agent of `sheet` starts the chapter with beyond his sheet's (his return's).
pub fn extra_ether(game: &Smog, sheet: &str) -> u8 {
    let Some(camp) = game.campaign.as_ref() else {
        return 0;
    };
    camp.story
        .applied
        .iter()
        .filter_map(|a| match a {
            Applied::Return {
                sheet: s, ether, ..
            } if s == sheet => Some(*ether),
            _ => None,
        })
        .sum()
}

fn apply_twist(next: &mut Smog, t: &Twist, ctx: &mut Ctx) {
    next.rounds = (i16::from(next.rounds) + i16::from(t.rounds)).clamp(1, 15) as u8;
    for p in &t.allies {
        for at in &p.at {
            enter(next, FigKind::Ally, &p.sheet, *at);
        }
    }
    if t.fewer_minions > 0 || t.no_fire {
        let mut once = Vec::new();
        if t.fewer_minions > 0 {
            once.push(super::Once::FewerMinions(t.fewer_minions));
        }
        if t.no_fire {
            once.push(super::Once::NoFire);
        }
        super::locations::apply_at_setup(next, &mut once);
    }
    for p in &t.minions {
        for at in &p.at {
            enter(next, FigKind::Minion, &p.sheet, *at);
        }
        add_sheet(next, &p.sheet);
    }
    if t.chaos > 0 {
        for _ in 0..t.chaos {
            if let Some(c) = next.chaos_deck.pop() {
                next.hand.push(c);
            }
        }
    } else {
        for _ in 0..t.chaos.unsigned_abs() {
            if let Some(c) = next.hand.pop() {
                next.chaos_discard.push(c);
            }
        }
    }
    if !t.districts.is_empty()
        && let Some(def) = next.chapter_def().and_then(|c| c.london.as_ref())
        && let Some(london) = next.world.london.as_mut()
    {
        for d in &t.districts {
            if let Some(i) = def.districts.iter().position(|x| x == d)
                && let Some(fire) = london.fire.get_mut(i)
            {
                *fire = fire.saturating_add(1).min(def.capacity);
            }
        }
    }
    if !t.text.is_empty() {
        ctx.log(Text::new(t.text.clone()));
    }
}

/// A figure entering the set-up on the nearest free square to `at` (none if the scene is full).
fn enter(next: &mut Smog, kind: FigKind, sheet: &str, at: [i32; 2]) -> Option<FigId> {
    let want = Pos::new(at[0], at[1]);
    let q = next
        .grid
        .squares()
        .filter(|p| !next.grid.has_crate(*p) && next.at(*p).is_none())
        .min_by_key(|p| (p.dist(want), p.y, p.x))?;
    let id = next.figures.len() as FigId;
    next.figures.push(Figure::new(id, kind, sheet, q));
    Some(id)
}

/// A sheet new to the chapter: its version is the Nemesis's choice like the chapter's own.
fn add_sheet(next: &mut Smog, sheet: &str) {
    if next.versions.iter().any(|(s, _)| s == sheet) {
        return;
    }
    next.versions.push((sheet.to_owned(), 0));
    let at = next
        .setup
        .iter()
        .take_while(|s| matches!(s, SetupStep::Version(_)))
        .count();
    next.setup.insert(at, SetupStep::Version(sheet.to_owned()));
}

/// Cross-references of a chapter's story data (called by `Data::validate`).
pub fn check(d: &Data, ch: &crate::data::ChapterDef) -> Result<(), String> {
    let c = &ch.campaign;
    let inside = |[x, y]: [i32; 2]| x >= 0 && y >= 0 && x < ch.width && y < ch.height;
    let twists = [&c.gentlemen.next, &c.nemesis.next]
        .into_iter()
        .chain(c.tally.iter().map(|t| &t.next));
    // A twist's figures appear in the chapter after this one (the finale's tally in itself).
    for t in twists {
        for p in &t.allies {
            d.ally(&p.sheet)
                .ok_or(format!("{}: unknown story ally {}", ch.id, p.sheet))?;
        }
        for p in &t.minions {
            if d.sheet(&p.sheet).map(|s| s.kind) != Some(SheetKind::Minion) {
                return Err(format!("{}: unknown story minion {}", ch.id, p.sheet));
            }
        }
        let squares = t.allies.iter().chain(t.minions.iter()).flat_map(|p| &p.at);
        if squares.clone().any(|at| !inside(*at)) {
            return Err(format!("{}: a story square is off the board", ch.id));
        }
    }
    for r in &c.returns {
        if d.sheet(&r.sheet).map(|s| s.kind) != Some(SheetKind::Agent) {
            return Err(format!("{}: returning {} is no agent", ch.id, r.sheet));
        }
        if r.at.iter().any(|at| !inside(*at)) {
            return Err(format!("{}: {} returns off the board", ch.id, r.sheet));
        }
        let needed = ch.goals.kill.as_deref() == Some(r.sheet.as_str())
            || ch.goals.breakout_sheet.as_deref() == Some(r.sheet.as_str());
        if needed && [&r.slain, &r.fled, &r.won].iter().any(|c| c.absent) {
            return Err(format!("{}: {} is needed by a goal", ch.id, r.sheet));
        }
        if [&r.slain, &r.fled, &r.won]
            .iter()
            .any(|c| c.version.is_some_and(|v| v > 1))
        {
            return Err(format!("{}: {} has two versions", ch.id, r.sheet));
        }
    }
    Ok(())
}
