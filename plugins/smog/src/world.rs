//! The chapters' objectives beyond escaping and searching (design D-17, chapters III to VI):
//! sealing manholes, escorting an ally out, hunting a sheet down, holding out to the last
//! round, adversaries breaking out through an exit, bombs planted on special markers, and the
//! finale's district fires (`london.rs`). Also the special actions they need (seal, plant and
//! defuse a bomb, leave through an exit or at the ritual site, an ally putting out fire) and
//! figures arriving in later rounds.

use parlour_plugin_api::{Ctx, Text};
use serde::{Deserialize, Serialize};

use crate::board::{EdgeKind, Pos, Reach};
use crate::data::{AdvGift, ChapterDef, Data, data};
use crate::london::London;
use crate::state::*;

/// What the chapters' objectives keep track of.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct WorldState {
    /// Manholes the gentlemen sealed (no summons come out of them).
    pub sealed: Vec<Pos>,
    /// Bombs planted on special markers.
    pub bombs: Vec<Pos>,
    /// Sheet or ally ids of figures that left the scene through an exit or at the ritual site.
    pub left: Vec<String>,
    /// The finale's board.
    pub london: Option<London>,
    /// Doors still locked (the two squares each lies between): on the board they are walls
    /// (no figure passes, no line of sight or fire goes through) until the chapter's key
    /// holder unlocks them; then they are closed doors like any other.
    #[serde(default)]
    pub locked: Vec<(Pos, Pos)>,
    /// The figure carrying the chapter's witness (`Goals::witness`), while someone does; she
    /// is off the board then and goes where he goes.
    #[serde(default)]
    pub carried: Option<FigId>,
}

/// Cross-references of a chapter's objectives (called by `Data::validate`).
pub fn check_chapter(d: &Data, ch: &ChapterDef) -> Result<(), String> {
    let g = &ch.goals;
    let in_chapter = |s: &str| {
        ch.agents
            .iter()
            .chain(ch.minions.iter())
            .map(|p| p.sheet.as_str())
            .chain(ch.arrivals.iter().map(|a| a.sheet.as_str()))
            .any(|x| x == s)
    };
    if let Some(s) = &g.kill
        && !in_chapter(s)
    {
        return Err(format!("{}: hunted sheet {s} is not in the chapter", ch.id));
    }
    if g.breakout.is_some() {
        let s = g.breakout_sheet.as_deref().unwrap_or_default();
        if !in_chapter(s) || ch.exits.is_empty() {
            return Err(format!("{}: breakout needs a sheet and exits", ch.id));
        }
    }
    if let Some(a) = &g.escort
        && (!ch.allies.iter().any(|p| &p.sheet == a) || ch.exits.is_empty())
    {
        return Err(format!("{}: escorted ally {a} missing or no exit", ch.id));
    }
    if let Some(w) = &g.witness
        && (g.escort.is_none() || !d.ally(w).is_some_and(|a| a.noncombatant))
    {
        return Err(format!(
            "{}: witness {w} needs an escort to carry her and a non-combatant ally card",
            ch.id
        ));
    }
    if g.bombs.is_some_and(|n| usize::from(n) > ch.sites.len()) {
        return Err(format!("{}: fewer bomb sites than bombs", ch.id));
    }
    if g.sealed.is_some() {
        let grid = d.build_grid(ch)?;
        let n = grid.manholes.iter().filter(|m| **m).count();
        if g.sealed.is_some_and(|s| usize::from(s) > n) {
            return Err(format!("{}: fewer manholes than seals", ch.id));
        }
    }
    if let Some(l) = &ch.locked {
        let grid = d.build_grid(ch)?;
        if !ch.allies.iter().any(|a| a.sheet == l.by) {
            return Err(format!(
                "{}: {} unlocks doors but is not in the chapter",
                ch.id, l.by
            ));
        }
        for [x1, y1, x2, y2] in &l.doors {
            let (a, b) = (Pos::new(*x1, *y1), Pos::new(*x2, *y2));
            if a.dist(b) != 1 || a.x != b.x && a.y != b.y || grid.edge(a, b) != EdgeKind::Door {
                return Err(format!(
                    "{}: no door between {a:?} and {b:?} to lock",
                    ch.id
                ));
            }
        }
    }
    if let Some(l) = &ch.london {
        if g.districts
            .is_none_or(|n| usize::from(n) > l.districts.len())
            || ch.sites.is_empty()
        {
            return Err(format!(
                "{}: the London goal needs districts and a site",
                ch.id
            ));
        }
        if l.ritual.iter().chain([&l.brood]).any(|s| !in_chapter(s)) {
            return Err(format!(
                "{}: London names a sheet not in the chapter",
                ch.id
            ));
        }
    } else if g.districts.is_some() {
        return Err(format!("{}: a district goal needs the London board", ch.id));
    }
    Ok(())
}

impl Smog {
    fn sites(&self) -> Vec<Pos> {
        self.chapter_def()
            .map(|c| c.sites.iter().map(|[x, y]| Pos::new(*x, *y)).collect())
            .unwrap_or_default()
    }

    /// Squares on or effect-adjacent to `p`.
    fn within_reach(&self, p: Pos, q: Pos) -> bool {
        p == q || self.grid.adjacent(p, q, Reach::Effect)
    }

    /// The chapter's witness (Chapter IV, design D-04), a figure of her own. A save from
    /// before she was one has none: its Tin Nanny carries her by the chapter's goals alone.
    pub fn witness(&self) -> Option<FigId> {
        let def = self.chapter_def()?.goals.witness.as_deref()?;
        self.figures
            .iter()
            .find(|f| f.kind == FigKind::Ally && f.def == def)
            .map(|f| f.id)
    }

    /// Whether this figure carries the chapter's non-combatant (the witness in Chapter IV,
    /// design D-04): the friend who holds her now (at the start the escorted Tin Nanny), while
    /// he is on the scene. His hands are full: no attacks (he neither attacks, helps a group
    /// attack nor strikes back) and 1 movement point less. In a save from before the witness
    /// was a figure, the escorted ally of a chapter whose goals say she carries.
    pub fn carrying(&self, fig: FigId) -> bool {
        let Some(f) = self.fig(fig) else { return false };
        if self.witness().is_some() {
            return self.world.carried == Some(fig) && !f.gone;
        }
        f.kind == FigKind::Ally
            && !f.gone
            && self.chapter_def().is_some_and(|c| {
                c.goals.carries && c.goals.escort.as_deref() == Some(f.def.as_str())
            })
    }

    /// Whether a figure is a non-combatant (the witness): she never attacks.
    pub fn noncombatant(&self, fig: FigId) -> bool {
        self.fig(fig).is_some_and(|f| {
            f.kind == FigKind::Ally && data().ally(&f.def).is_some_and(|a| a.noncombatant)
        })
    }

    /// Whether `fig` may take the witness: a gentleman or ally of the scene, standing, not a
    /// non-combatant, his hands free.
    fn may_carry(&self, fig: FigId) -> bool {
        self.fig(fig).is_some_and(|f| {
            matches!(f.kind, FigKind::Gentleman | FigKind::Ally)
                && self.active(fig)
                && !f.knocked
                && !self.noncombatant(fig)
                && !self.carrying(fig)
        })
    }

    /// The chapter's set-up puts the witness in the arms of the escorted ally: her figure is
    /// off the board while she is carried.
    pub fn board_witness(&mut self) {
        let Some(ch) = self.chapter_def() else { return };
        let (Some(w), Some(escort)) = (ch.goals.witness.as_deref(), ch.goals.escort.as_deref())
        else {
            return;
        };
        let Some((carrier, at)) = self
            .figures
            .iter()
            .find(|f| f.kind == FigKind::Ally && f.def == escort)
            .map(|f| (f.id, f.pos))
        else {
            return;
        };
        let id = self.figures.len() as FigId;
        let mut fig = Figure::new(id, FigKind::Ally, w, at);
        fig.gone = true;
        self.figures.push(fig);
        self.world.carried = Some(carrier);
    }

    /// The free square nearest to `p` (a figure set down, arriving).
    fn free_near(&self, p: Pos) -> Option<Pos> {
        self.grid
            .squares()
            .filter(|q| self.grid.on_board(*q) && !self.grid.has_crate(*q) && self.at(*q).is_none())
            .min_by_key(|q| (q.dist(p), q.y, q.x))
    }

    /// Whoever carries the witness has fallen (defeated, dead): she is set down on the free
    /// square nearest to him.
    pub fn drop_witness(&mut self, carrier: FigId, ctx: &mut Ctx) {
        if self.world.carried != Some(carrier) {
            return;
        }
        let (Some(w), Some(p)) = (self.witness(), self.fig(carrier).map(|f| f.pos)) else {
            return;
        };
        let Some(q) = self.free_near(p) else { return };
        self.world.carried = None;
        if let Some(f) = self.fig_mut(w) {
            f.pos = q;
            f.gone = false;
        }
        ctx.log(
            Text::new("log-witness-dropped")
                .msg("figure", self.fig_text(carrier))
                .msg("witness", self.fig_text(w))
                .str("square", crate::combat::attack::pos_code(q)),
        );
    }

    /// Locks the chapter's locked doors at its set-up: each becomes a wall on the board and is
    /// remembered, so its key holder can unlock it.
    pub fn lock_doors(&mut self) {
        let Some(l) = self.chapter_def().and_then(|c| c.locked.as_ref()) else {
            return;
        };
        for [x1, y1, x2, y2] in &l.doors {
            let (a, b) = (Pos::new(*x1, *y1), Pos::new(*x2, *y2));
            self.grid.set_edge(a, b, EdgeKind::Wall);
            self.world.locked.push((a, b));
        }
    }

    /// Whether the edge between `a` and `b` is a locked door.
    pub fn locked_door(&self, a: Pos, b: Pos) -> bool {
        self.world
            .locked
            .iter()
            .any(|(p, q)| (*p, *q) == (a, b) || (*p, *q) == (b, a))
    }

    /// Whether a manhole still lets summons out.
    pub fn open_manhole(&self, p: Pos) -> bool {
        self.grid.has_manhole(p) && !self.world.sealed.contains(&p)
    }

    /// Whether this figure may leave through an exit (an escorted ally, a breaking-out
    /// adversary) or at the ritual site (the finale's ritual sheets).
    fn may_leave(&self, f: &Figure) -> bool {
        let Some(ch) = self.chapter_def() else {
            return false;
        };
        let g = &ch.goals;
        let exit = self.exits.contains(&f.pos);
        // With the witness a figure of her own, she gets out: on her feet, or carried by
        // whoever holds her (a gentleman too); the Tin Nanny alone has no reason to leave.
        if self.witness().is_some() {
            return exit && (self.carrying(f.id) || g.witness.as_deref() == Some(f.def.as_str()));
        }
        match f.kind {
            FigKind::Ally => exit && g.escort.as_deref() == Some(f.def.as_str()),
            FigKind::Agent | FigKind::Minion => {
                (exit && g.breakout_sheet.as_deref() == Some(f.def.as_str()))
                    || (self.sites().contains(&f.pos)
                        && ch
                            .london
                            .as_ref()
                            .is_some_and(|l| l.ritual.contains(&f.def)))
            }
            FigKind::Gentleman => false,
        }
    }

    /// The chapter's special actions of figure `fig` with `n` actions left in a regular
    /// activation.
    pub fn world_actions(&self, fig: FigId, n: u8) -> Vec<Action> {
        let mut out = Vec::new();
        let Some(f) = self.fig(fig) else { return out };
        if n == 0 || f.knocked || !self.active(fig) {
            return out;
        }
        let goals = self
            .chapter_def()
            .map(|c| c.goals.clone())
            .unwrap_or_default();
        match f.kind {
            FigKind::Gentleman => {
                if goals.sealed.is_some() {
                    for p in self.grid.squares() {
                        if self.open_manhole(p) && self.within_reach(f.pos, p) {
                            out.push(Action::Seal { fig, at: p });
                        }
                    }
                }
                for p in &self.world.bombs {
                    if self.within_reach(f.pos, *p) {
                        out.push(Action::Defuse { fig, at: *p });
                    }
                }
            }
            FigKind::Agent if goals.bombs.is_some() => {
                for p in self.sites() {
                    if !self.world.bombs.contains(&p) && self.within_reach(f.pos, p) {
                        out.push(Action::Plant { fig, at: p });
                    }
                }
            }
            _ => {}
        }
        // The key holder unlocks a locked door he stands beside (design D-04).
        let key = self
            .chapter_def()
            .and_then(|c| c.locked.as_ref())
            .is_some_and(|l| l.by == f.def);
        if f.kind == FigKind::Ally && key {
            for (a, b) in &self.world.locked {
                if f.pos == *a {
                    out.push(Action::Unlock { fig, at: *b });
                } else if f.pos == *b {
                    out.push(Action::Unlock { fig, at: *a });
                }
            }
        }
        // The witness: set down beside her carrier, handed to a friend beside him, picked up
        // from beside her (design D-04).
        if let Some(w) = self.witness() {
            if self.carrying(fig) {
                for p in f.pos.around() {
                    let free = self.grid.on_board(p)
                        && !self.grid.has_crate(p)
                        && self.at(p).is_none()
                        && self.grid.adjacent(f.pos, p, Reach::Step);
                    if free {
                        out.push(Action::SetDown { fig, at: p });
                    }
                }
                for g in self.on_scene() {
                    if g.id != fig && self.may_carry(g.id) && self.adjacent_figs(fig, g.id) {
                        out.push(Action::HandOver { fig, to: g.id });
                    }
                }
            } else if self.may_carry(fig) && self.active(w) && self.adjacent_figs(fig, w) {
                out.push(Action::PickUp { fig, of: w });
            }
        }
        if f.kind == FigKind::Ally && self.adv_gifts(fig).contains(&AdvGift::Extinguish) {
            for p in std::iter::once(f.pos).chain(f.pos.around()) {
                if self.grid.has_fire(p) && self.within_reach(f.pos, p) {
                    out.push(Action::Douse { fig, at: p });
                }
            }
        }
        if self.may_leave(f) {
            out.push(Action::Leave(fig));
        }
        out
    }

    /// Applies one of the chapter's special actions.
    pub fn apply_world(&mut self, action: &Action, ctx: &mut Ctx) {
        let fig = match action {
            Action::Seal { fig, at } => {
                self.world.sealed.push(*at);
                ctx.log(
                    Text::new("log-seal")
                        .msg("figure", self.fig_text(*fig))
                        .str("square", crate::combat::attack::pos_code(*at)),
                );
                *fig
            }
            Action::Plant { fig, at } => {
                self.world.bombs.push(*at);
                ctx.log(
                    Text::new("log-plant")
                        .msg("figure", self.fig_text(*fig))
                        .str("square", crate::combat::attack::pos_code(*at)),
                );
                *fig
            }
            Action::Defuse { fig, at } => {
                self.world.bombs.retain(|b| b != at);
                ctx.log(
                    Text::new("log-defuse")
                        .msg("figure", self.fig_text(*fig))
                        .str("square", crate::combat::attack::pos_code(*at)),
                );
                *fig
            }
            Action::Unlock { fig, at } => {
                let from = self.fig(*fig).map(|f| f.pos).unwrap_or(*at);
                self.world
                    .locked
                    .retain(|(p, q)| !((*p, *q) == (from, *at) || (*p, *q) == (*at, from)));
                self.grid.set_edge(from, *at, EdgeKind::Door);
                ctx.log(
                    Text::new("log-unlock")
                        .msg("figure", self.fig_text(*fig))
                        .str("square", crate::combat::attack::pos_code(*at)),
                );
                *fig
            }
            Action::Douse { fig, at } => {
                if self.grid.has_fire(*at) {
                    self.grid.set_fire(*at, false);
                    self.fire_supply = self.fire_supply.saturating_add(1);
                }
                ctx.log(
                    Text::new("log-douse")
                        .msg("figure", self.fig_text(*fig))
                        .str("square", crate::combat::attack::pos_code(*at)),
                );
                *fig
            }
            Action::SetDown { fig, at } => {
                self.world.carried = None;
                let w = self.witness();
                if let Some(f) = w.and_then(|w| self.fig_mut(w)) {
                    f.pos = *at;
                    f.gone = false;
                    f.knocked = false;
                }
                ctx.log(
                    Text::new("log-set-down")
                        .msg("figure", self.fig_text(*fig))
                        .msg(
                            "witness",
                            w.map(|w| self.fig_text(w))
                                .unwrap_or_else(|| Text::new("nothing")),
                        )
                        .str("square", crate::combat::attack::pos_code(*at)),
                );
                *fig
            }
            Action::PickUp { fig, of } => {
                if let Some(f) = self.fig_mut(*of) {
                    f.gone = true;
                }
                self.world.carried = Some(*fig);
                // She is off the board: nothing of her activation is left.
                self.set_actions_left(*of, 0);
                ctx.log(
                    Text::new("log-pick-up")
                        .msg("figure", self.fig_text(*fig))
                        .msg("witness", self.fig_text(*of)),
                );
                *fig
            }
            Action::HandOver { fig, to } => {
                self.world.carried = Some(*to);
                ctx.log(
                    Text::new("log-hand-over")
                        .msg("figure", self.fig_text(*fig))
                        .msg(
                            "witness",
                            self.witness()
                                .map(|w| self.fig_text(w))
                                .unwrap_or_else(|| Text::new("nothing")),
                        )
                        .msg("target", self.fig_text(*to)),
                );
                *fig
            }
            Action::Leave(fig) => {
                // Whoever carries the witness takes her out with him.
                if self.world.carried == Some(*fig)
                    && let Some(w) = self.witness()
                {
                    self.world.carried = None;
                    let def = self.fig(w).map(|f| f.def.clone()).unwrap_or_default();
                    self.world.left.push(def);
                }
                let ritual = self.fig(*fig).is_some_and(|f| {
                    f.kind != FigKind::Ally && self.sites().contains(&f.pos) && {
                        self.london_def().is_some_and(|l| l.ritual.contains(&f.def))
                    }
                });
                let def = self.fig(*fig).map(|f| f.def.clone()).unwrap_or_default();
                ctx.log(
                    Text::new(if ritual { "log-ritual" } else { "log-leave" })
                        .msg("figure", self.fig_text(*fig)),
                );
                if let Some(f) = self.fig_mut(*fig) {
                    f.gone = true;
                    f.knocked = false;
                }
                self.world.left.push(def);
                if ritual {
                    self.london_fire(ctx);
                }
                *fig
            }
            _ => return,
        };
        self.spend_action(fig);
        self.events += 1;
        self.check_goals();
        self.mark_after(fig);
    }

    /// Whether the chapter's new gentlemen objectives hold.
    pub fn world_gent_goal(&self) -> bool {
        let Some(ch) = self.chapter_def() else {
            return false;
        };
        let g = &ch.goals;
        // With the witness a figure of her own, she is the one who must get out.
        let escorted = match (self.witness(), g.witness.as_ref()) {
            (Some(_), Some(w)) => Some(w),
            _ => g.escort.as_ref(),
        };
        g.sealed
            .is_some_and(|n| self.world.sealed.len() >= usize::from(n))
            || escorted.is_some_and(|a| self.world.left.contains(a))
            || g.kill.as_ref().is_some_and(|s| {
                let mut of = self.figures.iter().filter(|f| &f.def == s).peekable();
                of.peek().is_some() && of.all(|f| f.gone && !self.world.left.contains(s))
            })
    }

    /// Whether the chapter's new Nemesis objectives hold.
    pub fn world_nem_goal(&self) -> bool {
        let Some(ch) = self.chapter_def() else {
            return false;
        };
        let g = &ch.goals;
        let left = |s: &str| self.world.left.iter().filter(|l| *l == s).count();
        g.breakout.is_some_and(|n| {
            left(g.breakout_sheet.as_deref().unwrap_or_default()) >= usize::from(n)
        }) || (g.escort_dies
            && self.witness().is_some_and(|w| {
                self.fig(w).is_some_and(|f| f.gone)
                    && self.world.carried.is_none()
                    && !g
                        .witness
                        .as_ref()
                        .is_some_and(|d| self.world.left.contains(d))
            }))
            || (g.escort_dies
                && self.witness().is_none()
                && g.escort.as_ref().is_some_and(|a| {
                    self.figures
                        .iter()
                        .any(|f| &f.def == a && f.kind == FigKind::Ally && f.gone)
                        && !self.world.left.contains(a)
                }))
            || g.bombs
                .is_some_and(|n| self.world.bombs.len() >= usize::from(n))
            || g.districts.is_some_and(|n| self.districts_burning() >= n)
    }

    /// Whether the gentlemen win when the last round ends (a defence).
    pub fn holds_at_the_end(&self) -> bool {
        self.chapter_def().is_some_and(|c| c.goals.hold)
    }

    /// The ether a new round brings the Nemesis under the chapter's special rule
    /// (`supply_per_power` for each power card beyond the basic ones). The rule makes a
    /// one-shot's level count; in a campaign his power cards come from the intermezzos, not a
    /// level, and grow to six, so there it counts one card at most (measured: counting them
    /// all, the gentlemen won 12 of 50 finales and 1 of 50 Chapter Vs).
    pub fn round_ether(&self) -> u8 {
        let per = self.chapter_def().map_or(0, |c| c.supply_per_power);
        let mut powers = self
            .powers
            .iter()
            .filter(|p| crate::data::data().card(&p.id).is_some_and(|c| !c.basic))
            .count();
        if self.campaign.is_some() {
            powers = powers.min(1);
        }
        per.saturating_mul(u8::try_from(powers).unwrap_or(u8::MAX))
    }

    /// A new round's ether for the Nemesis under the chapter's special rule, into his supply.
    pub fn take_round_ether(&mut self, ctx: &mut Ctx) {
        let ether = self.round_ether();
        if ether > 0 {
            self.supply = self.supply.saturating_add(ether);
            ctx.log(Text::new("log-round-ether").num("ether", u32::from(ether)));
        }
    }

    /// Figures of the chapter's arrivals for this round enter on their squares, or on the
    /// nearest free squares.
    pub fn arrive(&mut self, ctx: &mut Ctx) {
        let Some(ch) = self.chapter_def() else { return };
        for a in ch.arrivals.iter().filter(|a| a.round == self.round) {
            let kind = match self.sheet_kind(&a.sheet) {
                Some(crate::data::SheetKind::Agent) => FigKind::Agent,
                _ => FigKind::Minion,
            };
            for [x, y] in &a.at {
                let want = Pos::new(*x, *y);
                let free = |p: Pos| {
                    self.grid.on_board(p) && !self.grid.has_crate(p) && self.at(p).is_none()
                };
                let Some(q) = self
                    .grid
                    .squares()
                    .filter(|p| free(*p))
                    .min_by_key(|p| (p.dist(want), p.y, p.x))
                else {
                    continue;
                };
                let id = self.figures.len() as FigId;
                let mut fig = Figure::new(id, kind, &a.sheet, q);
                if kind == FigKind::Agent {
                    fig.ether = data()
                        .sheet(&a.sheet)
                        .and_then(|s| s.version.get(usize::from(self.version(&a.sheet))))
                        .map(|v| v.ether)
                        .unwrap_or(0);
                }
                self.figures.push(fig);
                if !self.versions.iter().any(|(s, _)| s == &a.sheet) {
                    self.versions.push((a.sheet.clone(), 0));
                }
                self.events += 1;
                ctx.log(
                    Text::new("log-arrive")
                        .msg("figure", self.fig_text(id))
                        .str("square", crate::combat::attack::pos_code(q)),
                );
            }
        }
    }

    /// Progress of each side towards the chapter's objectives in 0..1 (the bots' evaluation):
    /// (gentlemen, Nemesis).
    pub fn world_progress(&self) -> (f64, f64) {
        let Some(ch) = self.chapter_def() else {
            return (0.0, 0.0);
        };
        let g = &ch.goals;
        let share = |a: usize, b: u8| a as f64 / f64::from(b.max(1));
        let mut gent: f64 = 0.0;
        let mut nem: f64 = 0.0;
        if let Some(n) = g.sealed {
            gent = gent.max(share(self.world.sealed.len(), n));
        }
        if let Some(s) = &g.kill {
            let of: Vec<&Figure> = self.figures.iter().filter(|f| &f.def == s).collect();
            let life: f64 = of.iter().map(|f| f64::from(self.life(f.id))).sum();
            let dealt: f64 = of
                .iter()
                .map(|f| {
                    if f.gone {
                        f64::from(self.life(f.id))
                    } else {
                        f64::from(f.damage)
                    }
                })
                .sum();
            if life > 0.0 {
                gent = gent.max(0.8 * dealt / life);
            }
        }
        if g.hold {
            gent = gent.max(f64::from(self.round) / f64::from(self.rounds.max(1)));
        }
        if let Some(n) = g.breakout {
            let s = g.breakout_sheet.as_deref().unwrap_or_default();
            nem = nem.max(share(self.world.left.iter().filter(|l| *l == s).count(), n));
        }
        if let Some(n) = g.bombs {
            nem = nem.max(share(self.world.bombs.len(), n));
        }
        if let (Some(n), Some(def), Some(l)) = (g.districts, self.london_def(), &self.world.london)
        {
            let fire: u32 = l.fire.iter().map(|f| u32::from(*f)).sum();
            nem = nem.max(f64::from(fire) / f64::from(u32::from(n) * u32::from(def.capacity)));
        }
        (gent.min(1.0), nem.min(1.0))
    }

    /// Squares a figure should head for to pursue its side's objective (the bots), if the
    /// chapter gives it one.
    pub fn objective_squares(&self, fig: FigId) -> Vec<Pos> {
        let Some(ch) = self.chapter_def() else {
            return Vec::new();
        };
        let Some(f) = self.fig(fig) else {
            return Vec::new();
        };
        let g = &ch.goals;
        let around = |p: Pos| -> Vec<Pos> {
            std::iter::once(p)
                .chain(p.around())
                .filter(|q| {
                    self.grid.on_board(*q) && !self.grid.has_crate(*q) && self.within_reach(*q, p)
                })
                .collect()
        };
        let mut out = Vec::new();
        // The witness: whoever carries her, and she on her feet, head for the exits; while she
        // stands alone her friends go to pick her up and her enemies hunt her, else they hunt
        // her carrier.
        if let Some(w) = self.witness() {
            let carried = self.world.carried;
            let target = if self.active(w) { Some(w) } else { carried };
            let friend = matches!(f.kind, FigKind::Gentleman | FigKind::Ally);
            if carried == Some(fig) || fig == w {
                return self.exits.clone();
            }
            if let Some(t) = target.and_then(|t| self.fig(t))
                && (!friend || t.id == w)
            {
                out.extend(
                    t.pos
                        .around()
                        .into_iter()
                        .filter(|q| self.grid.adjacent(*q, t.pos, Reach::Effect)),
                );
                if !friend {
                    return out;
                }
            }
        }
        match f.kind {
            FigKind::Gentleman => {
                if g.sealed.is_some() {
                    for p in self.grid.squares().filter(|p| self.open_manhole(*p)) {
                        out.extend(around(p));
                    }
                }
                for b in &self.world.bombs {
                    out.extend(around(*b));
                }
                if let Some(s) = &g.kill {
                    // Hunt the sheet down.
                    for e in self.figures.iter().filter(|e| &e.def == s && !e.gone) {
                        out.extend(
                            e.pos
                                .around()
                                .into_iter()
                                .filter(|q| self.grid.adjacent(*q, e.pos, Reach::Effect)),
                        );
                    }
                }
            }
            FigKind::Ally => {
                if g.escort.as_deref() == Some(f.def.as_str()) && self.witness().is_none() {
                    out.extend(self.exits.iter().copied());
                }
                // The key holder heads for the doors still locked.
                if ch.locked.as_ref().is_some_and(|l| l.by == f.def) {
                    for (a, b) in &self.world.locked {
                        out.extend([*a, *b]);
                    }
                }
            }
            FigKind::Agent | FigKind::Minion => {
                if g.breakout_sheet.as_deref() == Some(f.def.as_str()) {
                    out.extend(self.exits.iter().copied());
                }
                if ch
                    .london
                    .as_ref()
                    .is_some_and(|l| l.ritual.contains(&f.def))
                {
                    out.extend(self.sites());
                }
                if g.bombs.is_some() && f.kind == FigKind::Agent {
                    for p in self
                        .sites()
                        .into_iter()
                        .filter(|p| !self.world.bombs.contains(p))
                    {
                        out.extend(around(p));
                    }
                }
                if let Some(a) = g.escort.as_ref().filter(|_| self.witness().is_none()) {
                    // Hunt the escorted ally.
                    for e in self.figures.iter().filter(|e| &e.def == a && !e.gone) {
                        out.extend(
                            e.pos
                                .around()
                                .into_iter()
                                .filter(|q| self.grid.adjacent(*q, e.pos, Reach::Effect)),
                        );
                    }
                }
            }
        }
        out
    }

    /// The special action the bot takes first for this figure, if any.
    pub fn objective_action(&self, fig: FigId, simple: &[Action]) -> Option<Action> {
        simple
            .iter()
            .find(|a| match a {
                Action::Seal { fig: x, .. }
                | Action::Plant { fig: x, .. }
                | Action::Defuse { fig: x, .. } => *x == fig,
                Action::Leave(x) | Action::PickUp { fig: x, .. } => *x == fig,
                Action::Unlock { fig: x, .. } => *x == fig,
                _ => false,
            })
            .cloned()
    }
}
