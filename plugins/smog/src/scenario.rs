//! Setting up a chapter as a one-shot: the scene from the chapter's tiles, both sides' figures,
//! the decks, the level's extras, and the choices before the first round (sheet versions, power
//! cards, conspiracy points, roles, advantage cards, sharing the drawn equipment).

use parlour_plugin_api::{GameError, GameRng, Seat};

use crate::board::Pos;
use crate::data::{CardKind, NemAdv, Profession, SheetKind, data, data_error};
use crate::state::*;

/// What the new-game form chose.
#[derive(Clone, Debug)]
pub struct Options {
    pub players: u32,
    pub chapter: u8,
    pub level: String,
    /// The gentleman who sits this chapter out.
    pub bench: String,
    pub seed: u64,
}

const EQUIPMENT_DECKS: [&str; 5] = ["simple", "special", "royal", "artefact", "utensil"];

impl Smog {
    pub fn new(opts: &Options) -> Result<Smog, GameError> {
        if let Some(e) = data_error() {
            return Err(GameError::internal(format!("content does not parse: {e}")));
        }
        let d = data();
        if !(2..=5).contains(&opts.players) {
            return Err(GameError::invalid_setup("SMOG needs 2 to 5 players"));
        }
        let chapter = d
            .chapter(opts.chapter)
            .ok_or_else(|| GameError::invalid_setup(format!("no chapter {}", opts.chapter)))?;
        let level = d
            .level(&opts.level)
            .ok_or_else(|| GameError::invalid_setup(format!("no level {}", opts.level)))?;
        let grid = d.build_grid(chapter).map_err(GameError::internal)?;
        let mut rng = GameRng::from_seed(opts.seed);
        let mut figures: Vec<Figure> = Vec::new();
        let mut add = |kind: FigKind, def: &str, at: [i32; 2]| -> FigId {
            let id = figures.len() as FigId;
            figures.push(Figure::new(id, kind, def, Pos::new(at[0], at[1])));
            id
        };
        let chosen: Vec<&str> = d
            .gentlemen
            .iter()
            .map(|g| g.id.as_str())
            .filter(|g| *g != opts.bench)
            .take(4)
            .collect();
        if chosen.len() != 4 {
            return Err(GameError::invalid_setup("four gentlemen must play"));
        }
        let mut controller = Vec::new();
        let gent_seats = opts.players - 1;
        for (i, (g, at)) in chosen.iter().zip(&chapter.gentlemen).enumerate() {
            let id = add(FigKind::Gentleman, g, *at);
            controller.push((id, 1 + (i as Seat % gent_seats)));
        }
        for p in &chapter.agents {
            for at in &p.at {
                add(FigKind::Agent, &p.sheet, *at);
            }
        }
        for p in &chapter.minions {
            for at in &p.at {
                add(FigKind::Minion, &p.sheet, *at);
            }
        }
        for p in &chapter.allies {
            for at in &p.at {
                add(FigKind::Ally, &p.sheet, *at);
            }
        }
        // Decks.
        let mut decks: Vec<(String, Vec<String>)> = EQUIPMENT_DECKS
            .iter()
            .map(|name| {
                (
                    (*name).to_owned(),
                    d.deck(|c| c.deck.as_deref() == Some(*name)),
                )
            })
            .collect();
        for f in figures.iter_mut().filter(|f| f.kind == FigKind::Gentleman) {
            for card in d
                .gentleman(&f.def)
                .map(|g| g.start.clone())
                .unwrap_or_default()
            {
                for (_, deck) in decks.iter_mut() {
                    if let Some(i) = deck.iter().position(|c| *c == card) {
                        deck.remove(i);
                        break;
                    }
                }
                f.equipment.push(card);
            }
        }
        for (_, deck) in decks.iter_mut() {
            rng.shuffle(deck);
        }
        let mut pool = Vec::new();
        for (name, n) in [
            ("simple", level.simple),
            ("special", level.special),
            ("royal", level.royal),
            ("artefact", level.artefact),
            ("utensil", level.utensil),
        ] {
            if let Some((_, deck)) = decks.iter_mut().find(|(d, _)| d == name) {
                for _ in 0..n {
                    if let Some(c) = deck.pop() {
                        pool.push(c);
                    }
                }
            }
        }
        let mut chaos_deck = d.deck(|c| c.kind == CardKind::Chaos);
        rng.shuffle(&mut chaos_deck);
        let hand: Vec<String> = (0..2).filter_map(|_| chaos_deck.pop()).collect();
        let mut suffering_deck = d.deck(|c| c.kind == CardKind::Suffering);
        rng.shuffle(&mut suffering_deck);
        let powers: Vec<Power> = d
            .cards
            .iter()
            .filter(|c| c.kind == CardKind::Power && c.basic)
            .map(|c| Power {
                id: c.id.clone(),
                ether: 0,
            })
            .collect();
        let mut sheets: Vec<String> = Vec::new();
        let arriving = chapter.arrivals.iter().map(|a| &a.sheet);
        for s in chapter
            .agents
            .iter()
            .chain(chapter.minions.iter())
            .map(|p| &p.sheet)
            .chain(arriving)
        {
            if !sheets.contains(s) {
                sheets.push(s.clone());
            }
        }
        let mut setup: Vec<SetupStep> = sheets
            .iter()
            .map(|s| SetupStep::Version(s.clone()))
            .collect();
        if level.powers > 0 {
            setup.push(SetupStep::Powers(level.powers));
        }
        if level.conspiracy > 0 {
            setup.push(SetupStep::Conspiracy);
        }
        setup.push(SetupStep::Leader);
        setup.push(SetupStep::Roles);
        let gent_ids: Vec<FigId> = figures
            .iter()
            .filter(|f| f.kind == FigKind::Gentleman)
            .map(|f| f.id)
            .collect();
        // Each gentleman's advantage cards of choice; the level's further cards (one more each
        // for some gentlemen) go to the gentlemen the players choose (rulebook L1653).
        let counts: Vec<u8> = (0..gent_ids.len())
            .map(|i| level.advantages.get(i).copied().unwrap_or(1))
            .collect();
        let base = counts.iter().copied().min().unwrap_or(1);
        let extra = counts.iter().filter(|n| **n > base).count() as u8;
        if extra > 0 {
            setup.push(SetupStep::Extra(extra));
        }
        for g in &gent_ids {
            if base > 0 || extra > 0 {
                setup.push(SetupStep::Advantages(*g, base));
            }
        }
        if !pool.is_empty() {
            setup.push(SetupStep::Share);
        }
        let leader = gent_ids.first().copied().unwrap_or(0);
        if let Some(f) = figures.get_mut(usize::from(leader)) {
            f.role = Some("leader".to_owned());
        }
        let mut game = Smog {
            seats: opts.players,
            chapter: chapter.number,
            level: level.id.clone(),
            round: 1,
            rounds: chapter.rounds,
            exits: chapter
                .exits
                .iter()
                .map(|[x, y]| Pos::new(*x, *y))
                .collect(),
            grid,
            figures,
            controller,
            leader,
            phase: Phase::Setup,
            setup,
            versions: sheets.into_iter().map(|s| (s, 0)).collect(),
            gent_row: Vec::new(),
            nem_row: Vec::new(),
            order: Vec::new(),
            revealed: 0,
            stack: Vec::new(),
            fights: Vec::new(),
            powers,
            supply: 0,
            hand,
            chaos_deck,
            chaos_discard: Vec::new(),
            // No standing orders yet: he is asked where received ether goes, and at the chaos
            // windows at the start of each gentleman's activation and after each action (not
            // after every single step, which at a shared screen would pass the device at each
            // square), until he orders otherwise; "every window" is one order away.
            orders: Orders {
                ether: None,
                fill: None,
                chaos: Vec::new(),
                minion: None,
                window: WindowOrder::Actions,
            },
            orders_changed: false,
            after_action: None,
            reactions: Vec::new(),
            rage: None,
            smog: Vec::new(),
            shield: None,
            conspiracy: level.conspiracy,
            bought: Vec::new(),
            deaths: 0,
            question: 0,
            searched: Vec::new(),
            world: crate::world::WorldState {
                london: chapter.london.as_ref().map(crate::london::London::new),
                ..Default::default()
            },
            suffering_deck,
            suffering_discard: Vec::new(),
            pool,
            decks,
            fire_supply: FIRE_MARKERS.saturating_sub(chapter.fire.len() as u8),
            events: 0,
            gent_goal_at: None,
            nem_goal_at: None,
            rng,
            last_roll: Vec::new(),
            last_defence: Vec::new(),
            forced: Vec::new(),
            horizon: None,
            campaign: None,
            questions: Default::default(),
        };
        game.lock_doors();
        game.board_witness();
        game.skip_empty_setup();
        // The set-up's first question.
        if let Some(seat) = game.setup_seat() {
            game.questions.ask(seat, crate::questions::Ask::Setup);
        }
        Ok(game)
    }

    /// The chapter's rules (goals, round limit).
    pub fn chapter_def(&self) -> Option<&'static crate::data::ChapterDef> {
        data().chapter(self.chapter)
    }

    /// Setup steps with nothing to choose are passed over; after the last one, round 1 begins.
    pub fn skip_empty_setup(&mut self) {
        loop {
            let skip = match self.setup.first() {
                None => {
                    if self.phase == Phase::Setup {
                        self.finish_setup();
                    }
                    return;
                }
                Some(SetupStep::Powers(_)) => self.power_choices().is_empty(),
                Some(SetupStep::Conspiracy) => self.buy_options().is_empty(),
                Some(SetupStep::Roles) => self.role_assignments().is_empty(),
                // A gentleman who took no further card may have none to choose.
                Some(SetupStep::Advantages(fig, n)) => {
                    *n == 0 || self.advantage_options(*fig).is_empty()
                }
                Some(SetupStep::Share) => self.pool.is_empty(),
                Some(SetupStep::Version(_)) => false,
                Some(SetupStep::Leader) => self.gentlemen().count() < 2,
                Some(SetupStep::Extra(n)) => self.gentlemen().count() < usize::from(*n),
            };
            if skip {
                self.setup.remove(0);
            } else {
                return;
            }
        }
    }

    fn finish_setup(&mut self) {
        let ids: Vec<FigId> = self.figures.iter().map(|f| f.id).collect();
        for id in ids {
            let ether = match self.fig(id).map(|f| f.kind) {
                Some(FigKind::Gentleman) => self.max_ether(id),
                Some(FigKind::Agent) => {
                    let def = self.fig(id).map(|f| f.def.clone()).unwrap_or_default();
                    data()
                        .sheet(&def)
                        .and_then(|s| s.version.get(usize::from(self.version(&def))))
                        .map(|v| v.ether)
                        .unwrap_or(0)
                        + crate::campaign::story::extra_ether(self, &def)
                }
                _ => 0,
            };
            if let Some(f) = self.fig_mut(id) {
                f.ether = ether;
            }
        }
        self.phase = Phase::Command;
        self.round = 1;
    }

    /// Who decides the current setup step.
    pub fn setup_seat(&self) -> Option<Seat> {
        Some(match self.setup.first()? {
            SetupStep::Version(_) | SetupStep::Powers(_) | SetupStep::Conspiracy => NEMESIS_SEAT,
            SetupStep::Leader | SetupStep::Roles | SetupStep::Extra(_) | SetupStep::Share => {
                self.leader_seat()
            }
            SetupStep::Advantages(fig, _) => self.controller(*fig),
        })
    }

    /// Power cards the Nemesis may still take.
    pub fn power_choices(&self) -> Vec<String> {
        data()
            .cards
            .iter()
            .filter(|c| c.kind == CardKind::Power && !c.basic)
            .filter(|c| !self.powers.iter().any(|p| p.id == c.id))
            .map(|c| c.id.clone())
            .collect()
    }

    /// Every legal purchase of a Nemesis advantage now.
    pub fn buy_options(&self) -> Vec<Action> {
        let d = data();
        let mut out = Vec::new();
        for adv in &d.advantages {
            if adv.cost > self.conspiracy {
                continue;
            }
            let count = self.bought.iter().filter(|b| b.adv == adv.id).count();
            if adv.limit > 0 && count >= usize::from(adv.limit) {
                continue;
            }
            match adv.target.as_deref() {
                None => out.push(Action::Buy {
                    adv: adv.id,
                    target: None,
                    attr: None,
                }),
                Some("agent") => {
                    for f in self.figures.iter().filter(|f| f.kind == FigKind::Agent) {
                        let key = f.id.to_string();
                        let attrs: Vec<Option<Attr>> = if adv.id == NemAdv::AgentAttr {
                            vec![
                                Some(Attr::Agility),
                                Some(Attr::Accuracy),
                                Some(Attr::Strength),
                            ]
                        } else {
                            vec![None]
                        };
                        for attr in attrs {
                            let taken = self.bought.iter().any(|b| {
                                b.adv == adv.id
                                    && b.target.as_deref() == Some(key.as_str())
                                    && b.attr == attr
                            });
                            if !taken {
                                out.push(Action::Buy {
                                    adv: adv.id,
                                    target: Some(key.clone()),
                                    attr,
                                });
                            }
                        }
                    }
                }
                Some(_) => {
                    for (sheet, _) in &self.versions {
                        if self.sheet_kind(sheet) != Some(SheetKind::Minion) {
                            continue;
                        }
                        let taken = self.bought.iter().any(|b| {
                            b.adv == adv.id && b.target.as_deref() == Some(sheet.as_str())
                        });
                        if !taken {
                            out.push(Action::Buy {
                                adv: adv.id,
                                target: Some(sheet.clone()),
                                attr: None,
                            });
                        }
                    }
                }
            }
        }
        out
    }

    /// Role cards the leader may still give: (gentleman, card).
    pub fn role_assignments(&self) -> Vec<(FigId, String)> {
        let given: Vec<&String> = self.gentlemen().filter_map(|g| g.role.as_ref()).collect();
        let free: Vec<String> = data()
            .cards
            .iter()
            .filter(|c| c.kind == CardKind::Role && !given.contains(&&c.id))
            .map(|c| c.id.clone())
            .collect();
        let mut out = Vec::new();
        for g in self.gentlemen().filter(|g| g.role.is_none()) {
            for c in &free {
                out.push((g.id, c.clone()));
            }
        }
        out
    }

    /// Advantage cards of the gentleman's profession he does not hold yet (nor a teammate).
    pub fn advantage_options(&self, fig: FigId) -> Vec<String> {
        let Some(f) = self.fig(fig) else {
            return Vec::new();
        };
        let prof: Option<Profession> = data().gentleman(&f.def).map(|g| g.profession);
        let held: Vec<&String> = self.gentlemen().flat_map(|g| g.advantages.iter()).collect();
        data()
            .cards
            .iter()
            .filter(|c| {
                c.kind == CardKind::Advantage && c.profession == prof && !held.contains(&&c.id)
            })
            .map(|c| c.id.clone())
            .collect()
    }

    /// Free arsenal slots of a gentleman.
    pub fn free_slots(&self, fig: FigId) -> u8 {
        let Some(f) = self.fig(fig) else { return 0 };
        let slots = data().gentleman(&f.def).map(|g| g.slots).unwrap_or(0);
        let used = f
            .equipment
            .iter()
            .filter(|c| data().card(c).is_some_and(|d| d.kind.arsenal()))
            .count() as u8;
        slots.saturating_sub(used)
    }

    /// Whether a gentleman may take this card (arsenal cards need a free slot).
    pub fn can_hold(&self, fig: FigId, card: &str) -> bool {
        data()
            .card(card)
            .is_some_and(|c| !c.kind.arsenal() || self.free_slots(fig) > 0)
    }

    /// How a gentleman may take this card: as it is (`None`) while he has room for it, or
    /// else by first discarding one of his arsenal cards (rulebook L999-1006).
    pub fn receive_options(&self, fig: FigId, card: &str) -> Vec<Option<String>> {
        if self.can_hold(fig, card) {
            return vec![None];
        }
        let mut out: Vec<Option<String>> = Vec::new();
        if let Some(f) = self.fig(fig) {
            for c in &f.equipment {
                let arsenal = data().card(c).is_some_and(|d| d.kind.arsenal());
                if arsenal && !out.contains(&Some(c.clone())) {
                    out.push(Some(c.clone()));
                }
            }
        }
        out
    }

    /// Where a card nobody keeps goes at the set-up: the campaign's shared pool, or the top
    /// of its deck in a one-shot.
    fn set_aside(&mut self, card: &str) {
        if let Some(c) = self.campaign.as_mut() {
            c.stash.push(card.to_owned());
        } else {
            let deck = data()
                .card(card)
                .and_then(|c| c.deck.clone())
                .unwrap_or_default();
            self.deck_mut(&deck).insert(0, card.to_owned());
        }
    }

    /// Every legal setup action of the acting seat.
    pub fn setup_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        match self.setup.first() {
            Some(SetupStep::Version(sheet)) => {
                for v in 0..2u8 {
                    out.push(Action::Version {
                        sheet: sheet.clone(),
                        version: v,
                    });
                }
            }
            Some(SetupStep::Powers(_)) => {
                out.extend(self.power_choices().into_iter().map(Action::TakePower));
            }
            Some(SetupStep::Conspiracy) => {
                out.extend(self.buy_options());
                out.push(Action::Ready);
            }
            Some(SetupStep::Leader) => {
                out.extend(self.gentlemen().map(|g| Action::Leader(g.id)));
            }
            // Composed: a pick of different gentlemen (`extra_step` in `moves.rs`).
            Some(SetupStep::Extra(_)) => {}
            Some(SetupStep::Roles) => {
                out.extend(
                    self.role_assignments()
                        .into_iter()
                        .map(|(fig, card)| Action::Role { fig, card }),
                );
            }
            Some(SetupStep::Advantages(fig, _)) => {
                out.extend(
                    self.advantage_options(*fig)
                        .into_iter()
                        .map(|card| Action::Advantage { fig: *fig, card }),
                );
            }
            Some(SetupStep::Share) => {
                let mut seen: Vec<&String> = Vec::new();
                for card in &self.pool {
                    if seen.contains(&card) {
                        continue;
                    }
                    seen.push(card);
                    for g in self.gentlemen() {
                        for discard in self.receive_options(g.id, card) {
                            out.push(Action::Give {
                                card: card.clone(),
                                to: Some(g.id),
                                discard,
                            });
                        }
                    }
                    out.push(Action::Give {
                        card: card.clone(),
                        to: None,
                        discard: None,
                    });
                }
            }
            None => {}
        }
        out
    }

    /// The moves an older log made where the gentlemen's set-up decisions now come: before
    /// the gentlemen chose their leader and the gentlemen of the further advantage cards, the
    /// first gentleman led and the first ones took the further cards, and the log went on
    /// with the next step's move (a role card, the first gentleman's advantage card). Those
    /// moves are still accepted there (never offered, `Step::also_complete`) and stand for the
    /// old choice followed by themselves, so a log written before replays.
    pub fn old_setup_forms(&self) -> Vec<Action> {
        match self.setup.first() {
            Some(SetupStep::Leader) => self
                .role_assignments()
                .into_iter()
                .map(|(fig, card)| Action::Role { fig, card })
                .collect(),
            Some(SetupStep::Extra(n)) => match self.default_extras(*n).first() {
                Some(fig) => self
                    .advantage_options(*fig)
                    .into_iter()
                    .map(|card| Action::Advantage { fig: *fig, card })
                    .collect(),
                None => Vec::new(),
            },
            _ => Vec::new(),
        }
    }

    /// The gentlemen who took the further advantage cards before the players chose them: the
    /// first ones in order.
    fn default_extras(&self, n: u8) -> Vec<FigId> {
        self.gentlemen()
            .map(|g| g.id)
            .take(usize::from(n))
            .collect()
    }

    /// The gentlemen who may take a further advantage card: each of them once.
    pub fn extra_candidates(&self) -> Vec<FigId> {
        self.gentlemen().map(|g| g.id).collect()
    }

    /// Names `fig` the gentlemen's leader: he takes the leader's role card.
    fn name_leader(&mut self, fig: FigId) {
        let old = self.leader;
        if let Some(f) = self.fig_mut(old)
            && f.role.as_deref() == Some("leader")
        {
            f.role = None;
        }
        if let Some(f) = self.fig_mut(fig) {
            f.role = Some("leader".to_owned());
        }
        self.leader = fig;
        let def = self.fig(fig).map(|f| f.def.clone()).unwrap_or_default();
        if let Some(c) = self.campaign.as_mut() {
            c.leader = def;
        }
    }

    /// One more advantage card of choice for each of `figs`.
    fn give_extras(&mut self, figs: &[FigId]) {
        if matches!(self.setup.first(), Some(SetupStep::Extra(_))) {
            self.setup.remove(0);
        }
        for step in self.setup.iter_mut() {
            if let SetupStep::Advantages(fig, n) = step
                && figs.contains(fig)
            {
                *n += 1;
            }
        }
    }

    /// Applies a legal setup action.
    pub fn apply_setup(&mut self, action: &Action) {
        // An older log's move where the gentlemen now decide first (see `old_setup_forms`).
        match (self.setup.first(), action) {
            (Some(SetupStep::Leader), Action::Role { .. }) => {
                self.setup.remove(0);
            }
            (Some(SetupStep::Extra(n)), Action::Advantage { .. }) => {
                let figs = self.default_extras(*n);
                self.give_extras(&figs);
            }
            _ => {}
        }
        match action {
            Action::Leader(fig) => {
                self.name_leader(*fig);
                self.setup.remove(0);
            }
            Action::Extra(figs) => self.give_extras(figs),
            Action::Version { sheet, version } => {
                if let Some(slot) = self.versions.iter_mut().find(|(s, _)| s == sheet) {
                    slot.1 = *version;
                }
                self.setup.remove(0);
            }
            Action::TakePower(id) => {
                self.powers.push(Power {
                    id: id.clone(),
                    ether: 0,
                });
                if let Some(SetupStep::Powers(n)) = self.setup.first_mut() {
                    *n -= 1;
                    if *n == 0 {
                        self.setup.remove(0);
                    }
                }
            }
            Action::Buy { adv, target, attr } => {
                let cost = data().advantage(*adv).map(|a| a.cost).unwrap_or(0);
                self.conspiracy = self.conspiracy.saturating_sub(cost);
                if *adv == NemAdv::Supply {
                    self.supply += 2;
                }
                self.bought.push(Bought {
                    adv: *adv,
                    target: target.clone(),
                    attr: *attr,
                });
            }
            Action::Ready => {
                // Unspent conspiracy points are lost.
                self.conspiracy = 0;
                self.setup.remove(0);
            }
            Action::Role { fig, card } => {
                if let Some(f) = self.fig_mut(*fig) {
                    f.role = Some(card.clone());
                }
            }
            Action::Advantage { fig, card } => {
                if let Some(f) = self.fig_mut(*fig) {
                    f.advantages.push(card.clone());
                }
                if let Some(SetupStep::Advantages(_, n)) = self.setup.first_mut() {
                    *n -= 1;
                    if *n == 0 {
                        self.setup.remove(0);
                    }
                }
            }
            Action::Give { card, to, discard } => {
                if let Some(i) = self.pool.iter().position(|c| c == card) {
                    self.pool.remove(i);
                }
                match to {
                    Some(fig) => {
                        // A full arsenal discards first; the card is set aside like one
                        // nobody takes (it does not go back to be shared out again).
                        if let Some(d) = discard {
                            if let Some(f) = self.fig_mut(*fig)
                                && let Some(i) = f.equipment.iter().position(|c| c == d)
                            {
                                f.equipment.remove(i);
                            }
                            self.set_aside(d);
                        }
                        if let Some(f) = self.fig_mut(*fig) {
                            f.equipment.push(card.clone());
                        }
                    }
                    // In a campaign the shared equipment pool keeps what nobody takes.
                    None => self.set_aside(card),
                }
            }
            _ => {}
        }
        self.skip_empty_setup();
    }
}
