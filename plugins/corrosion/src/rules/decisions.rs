//! Open questions inside effects (gear sizes, how much steam, which award, where a chrome
//! machine goes, …): the typed answers each question accepts, their labels, and what each
//! answer does. `answers` lists the options (cheap, no texts: the bot's hot path),
//! `answer_label` names one, `answer` carries it out.

#[allow(unused_imports)]
use super::prelude::*;

impl Corrosion {
    /// The answers an open question accepts now, in the order they are offered.
    pub fn answers(&self, seat: Seat, d: &Decision) -> Vec<Answer> {
        match d {
            Decision::Gears { n, .. } => (0..=*n)
                .rev()
                .map(|m| Answer::Gears {
                    medium: m,
                    small: n - m,
                })
                .collect(),
            Decision::SpecialOrGreen => vec![Answer::SpecialMarker, Answer::GreenPoint],
            Decision::MakeChrome => {
                let mut v = Vec::new();
                if let Some(p) = self.player(seat) {
                    if p.medium() > 0 {
                        v.push(Answer::ChromeGear { from: Size::Medium });
                    }
                    if p.small() > 0 {
                        v.push(Answer::ChromeGear { from: Size::Small });
                    }
                }
                v.push(Answer::Skip);
                v
            }
            Decision::OneTimeToX { .. } => vec![Answer::FastTrack, Answer::Skip],
            Decision::SteamForGreen => vec![Answer::SteamForGreen, Answer::Skip],
            Decision::ChromePlace { .. } => {
                if self.player(seat).is_some_and(|p| p.waiting.is_none()) {
                    vec![
                        Answer::Place(Placement::Waiting),
                        Answer::Place(Placement::Drive),
                    ]
                } else {
                    vec![
                        Answer::Place(Placement::Drive),
                        Answer::Place(Placement::Swap),
                    ]
                }
            }
            Decision::Award => {
                let mut v = Vec::new();
                for (i, row) in self.awards.iter().enumerate() {
                    if row.chained.is_some() {
                        v.push(Answer::Award {
                            row: i as u8,
                            watch: true,
                        });
                    }
                    if row.plain {
                        v.push(Answer::Award {
                            row: i as u8,
                            watch: false,
                        });
                    }
                }
                v
            }
            Decision::SteamToGears { .. } => {
                let hot = self.player(seat).map_or(0, |p| p.hot);
                (0..=hot)
                    .rev()
                    .map(|steam| Answer::SteamToGears { steam })
                    .collect()
            }
            Decision::ReturnEngineers { .. } => {
                let mut v: Vec<Answer> = self
                    .player(seat)
                    .map(|p| {
                        p.engineers
                            .iter()
                            .map(|e| Answer::Return { card: e.card })
                            .collect()
                    })
                    .unwrap_or_default();
                v.push(Answer::Done);
                v
            }
            Decision::FreeRepair => self
                .repair_candidates(seat)
                .into_iter()
                .map(|machine| Answer::FreeRepair { machine })
                .collect(),
            Decision::SearchDiscard => self
                .search_options(seat)
                .into_iter()
                .map(|(row, card)| Answer::Search {
                    row: row as u8,
                    card,
                })
                .collect(),
            Decision::Reactivate { done, .. } => {
                let mut v: Vec<Answer> = self
                    .current_activation(seat)
                    .map(|a| {
                        a.used
                            .iter()
                            .filter_map(|m| match m {
                                MRef::Turn(c) if !done.contains(c) => Some(*c),
                                _ => None,
                            })
                            .filter(|c| self.machine_ready(seat, MRef::Turn(*c)))
                            .map(|card| Answer::Reactivate { card })
                            .collect()
                    })
                    .unwrap_or_default();
                v.push(Answer::Done);
                v
            }
            Decision::Redistribute { all, moved } => {
                let mut v = Vec::new();
                for (machine, age) in self.redistributable(seat, *all) {
                    if moved.contains(&machine) {
                        continue;
                    }
                    for to in Sector::ALL {
                        if to.age() != age {
                            v.push(Answer::Move { machine, to });
                        }
                    }
                }
                v.push(Answer::Done);
                v
            }
            Decision::Sacrifice { .. } => self
                .player(seat)
                .map(|p| {
                    p.diplomas()
                        .into_iter()
                        .map(|card| Answer::GiveUp { card })
                        .collect()
                })
                .unwrap_or_default(),
            Decision::ExtraPlay => self
                .player(seat)
                .map(|p| p.hand.iter().map(|&card| Answer::Play { card }).collect())
                .unwrap_or_default(),
            Decision::SteamAmount { max, .. } => (0..=*max)
                .rev()
                .map(|amount| Answer::Steam { amount })
                .collect(),
            Decision::UseMoved { .. } => vec![Answer::UseMoved, Answer::Skip],
            Decision::PayGears { small, medium } => {
                let mut v = vec![Answer::PayOldest];
                if let Some(p) = self.player(seat) {
                    for age in (0..4u8).rev() {
                        for (size, need) in [(Size::Small, *small), (Size::Medium, *medium)] {
                            if need > 0 && p.gears[age as usize][size.index()] > 0 {
                                v.push(Answer::Pay {
                                    size,
                                    from: Sector::of_age(age),
                                });
                            }
                        }
                    }
                }
                v
            }
            Decision::Take { .. } => Vec::new(),
        }
    }

    /// The one-time machines (and with `all`, the turn machines) a redistribution may move,
    /// with their ages. Activated one-time machines stay where they are: the rulebook lets
    /// only unrepaired ones and repaired ones not yet activated be moved.
    pub fn redistributable(&self, seat: Seat, all: bool) -> Vec<(MRef, u8)> {
        let Some(p) = self.player(seat) else {
            return Vec::new();
        };
        let mut items: Vec<(MRef, u8)> = p
            .one_time
            .iter()
            .filter(|m| !m.used)
            .map(|m| (MRef::OneTime(m.card), m.age))
            .collect();
        if all {
            items.extend(p.turn.iter().map(|t| (MRef::Turn(t.card), t.age)));
        }
        items
    }

    /// The label of one answer.
    pub fn answer_label(&self, seat: Seat, d: &Decision, a: &Answer) -> Text {
        let dd = data();
        match a {
            Answer::Gears { medium, small } => Text::new("choice-gears")
                .num("medium", *medium)
                .num("small", *small),
            Answer::SpecialMarker => Text::new("choice-special"),
            Answer::GreenPoint => Text::new("choice-green"),
            Answer::ChromeGear { from: Size::Medium } => Text::new("choice-make-chrome-medium"),
            Answer::ChromeGear { from: Size::Small } => Text::new("choice-make-chrome-small"),
            Answer::FastTrack => Text::new("choice-one-time-to-x"),
            Answer::SteamForGreen => Text::new("choice-steam-for-green"),
            Answer::Place(Placement::Waiting) => Text::new("choice-place-waiting"),
            Answer::Place(Placement::Drive) => Text::new("choice-place-drive"),
            Answer::Place(Placement::Swap) => Text::new("choice-place-swap"),
            Answer::Award { row, watch } => {
                let row = self.awards.get(*row as usize);
                let name = Text::formatted(format_args!(
                    "award-{}",
                    row.and_then(|r| dd.awards.get(r.kind))
                        .map_or("", |a| a.key.as_str())
                ));
                match row.and_then(|r| r.chained).filter(|_| *watch) {
                    Some(w) => Text::new("choice-award-watch").msg("award", name).msg(
                        "watch",
                        Text::formatted(format_args!(
                            "watch-{}",
                            dd.watch_kinds.get(w).map_or("", |k| k.key.as_str())
                        )),
                    ),
                    None => Text::new("choice-award").msg("award", name),
                }
            }
            Answer::SteamToGears { steam } => {
                let per = match d {
                    Decision::SteamToGears { per, .. } => *per,
                    _ => 0,
                };
                Text::new("choice-steam-to-gears")
                    .num("steam", *steam)
                    .num("gears", steam * per)
            }
            Answer::Return { card } => Text::new("choice-return").msg("engineer", eng_text(*card)),
            Answer::FreeRepair { machine } => {
                Text::new("action-repair").msg("machine", machine_text(*machine))
            }
            Answer::Search { row, card } => {
                Text::new("choice-search").msg("item", self.display_text(*row as usize, *card))
            }
            Answer::Reactivate { card } => {
                Text::new("action-activate").msg("machine", turn_text(*card))
            }
            Answer::Move { machine, to } => Text::new("choice-move")
                .msg("machine", machine_text(*machine))
                .msg("sector", sector_text(to.age())),
            Answer::GiveUp { card } => {
                Text::new("choice-sacrifice").msg("engineer", eng_text(*card))
            }
            Answer::Play { card } => Text::new("action-play").msg("engineer", eng_text(*card)),
            Answer::Steam { amount } => Text::new("choice-steam").num("steam", *amount),
            Answer::UseMoved => Text::new("choice-use-moved"),
            Answer::Pay { size, from } => {
                let count = match d {
                    Decision::PayGears { .. } => self
                        .player(seat)
                        .map_or(0, |p| p.gears[usize::from(from.age())][size.index()]),
                    _ => 0,
                };
                Text::new(match size {
                    Size::Small => "choice-pay-small",
                    Size::Medium => "choice-pay-medium",
                })
                .msg("sector", sector_text(from.age()))
                .num("count", count)
            }
            Answer::PayOldest => Text::new("choice-pay-oldest"),
            Answer::Skip => Text::new("choice-skip"),
            Answer::Done => Text::new("choice-done"),
        }
    }

    /// Carries out the answer to the open question `d` (the choice tree offered it, so it
    /// fits the question).
    pub(crate) fn answer(&mut self, ctx: &mut Ctx, seat: Seat, d: Decision, action: &Action) {
        if let (Decision::Take { .. }, Action::Take { row, col }) = (&d, action) {
            self.questions.settle();
            self.take(ctx, seat, *row as usize, *col as usize);
            return;
        }
        let Action::Answer(answer) = action else {
            return;
        };
        self.questions.settle();
        let dd = data();
        match (d, answer.clone()) {
            (Decision::Gears { n, .. }, Answer::Gears { medium, .. }) => {
                let m = medium.min(n);
                let p = self.p(seat);
                p.gears[0][1] += m;
                p.gears[0][0] += n - m;
                log!(
                    ctx,
                    Text::new("log-gears")
                        .seat("player", seat)
                        .num("medium", m)
                        .num("small", n - m),
                );
            }
            (Decision::SpecialOrGreen, Answer::SpecialMarker) => {
                self.take_special(seat);
                log!(ctx, Text::new("log-special").seat("player", seat));
            }
            (Decision::SpecialOrGreen, Answer::GreenPoint) => {
                self.p(seat).green += 1;
                log!(ctx, Text::new("log-green").seat("player", seat));
            }
            (Decision::MakeChrome, Answer::ChromeGear { from }) => {
                let p = self.p(seat);
                p.hot = p.hot.saturating_sub(1);
                p.cold += 1;
                p.chrome += 1;
                log!(ctx, Text::new("log-make-chrome").seat("player", seat));
                match from {
                    Size::Medium => self.pay_gears(seat, 0, 1),
                    Size::Small => self.pay_gears(seat, 1, 0),
                }
            }
            (Decision::OneTimeToX { card, .. }, Answer::FastTrack) => {
                if let Some(m) = self.p(seat).one_time.iter_mut().find(|m| m.card == card) {
                    m.age = AGE_X;
                    m.used = true;
                }
                self.p(seat).green += 1;
                log!(
                    ctx,
                    Text::new("log-fast-track")
                        .seat("player", seat)
                        .msg("machine", one_time_text(card)),
                );
                let ops = self.machine_ops(MRef::OneTime(card));
                self.push_ops(seat, ops);
            }
            (Decision::SteamForGreen, Answer::SteamForGreen) => {
                self.spend_steam(seat, 1);
                self.p(seat).green += 3;
                log!(ctx, Text::new("log-steam-for-green").seat("player", seat));
            }
            (Decision::ChromePlace { card, .. }, Answer::Place(place)) => {
                let drive = dd.chrome.get(card as usize).map_or(0, |c| c.drive.index());
                let p = self.p(seat);
                match place {
                    Placement::Waiting => p.waiting = Some(card),
                    Placement::Swap => {
                        if let Some(old) = p.waiting.take() {
                            let od = dd.chrome.get(old as usize).map_or(0, |c| c.drive.index());
                            p.drives[od].push(ChromeSlot {
                                card: old,
                                repaired: false,
                            });
                        }
                        p.waiting = Some(card);
                    }
                    Placement::Drive => p.drives[drive].push(ChromeSlot {
                        card,
                        repaired: false,
                    }),
                }
            }
            (
                Decision::Award,
                Answer::Award {
                    row,
                    watch: chained,
                },
            ) => {
                let mut watch = None;
                let mut kind = None;
                if let Some(r) = self.awards.get_mut(row as usize) {
                    kind = Some(r.kind);
                    if chained {
                        watch = r.chained.take();
                    } else {
                        r.plain = false;
                    }
                }
                if let Some(kind) = kind {
                    self.p(seat).awards.push(kind);
                    log!(
                        ctx,
                        Text::new("log-award").seat("player", seat).msg(
                            "award",
                            Text::formatted(format_args!(
                                "award-{}",
                                dd.awards.get(kind).map_or("", |a| a.key.as_str())
                            )),
                        )
                    );
                }
                if let Some(w) = watch
                    && let Some(k) = dd.watch_kinds.get(w)
                {
                    self.push_ops(seat, k.ops.clone());
                }
            }
            (Decision::SteamToGears { per, .. }, Answer::SteamToGears { steam }) => {
                let k = steam.min(self.p(seat).hot);
                if k > 0 {
                    self.spend_steam(seat, k);
                    self.ask_decision(seat, Decision::Gears { n: k * per });
                }
            }
            (Decision::ReturnEngineers { left, .. }, Answer::Return { card }) => {
                let p = self.p(seat);
                if let Some(i) = p.engineers.iter().position(|e| e.card == card) {
                    p.engineers.remove(i);
                    p.hand.push(card);
                }
                log!(
                    ctx,
                    Text::new("log-return")
                        .seat("player", seat)
                        .msg("engineer", eng_text(card)),
                );
                if left > 1 && !self.p(seat).engineers.is_empty() {
                    self.ask_decision(seat, Decision::ReturnEngineers { left: left - 1 });
                }
            }
            (Decision::FreeRepair, Answer::FreeRepair { machine }) => {
                self.repair(ctx, seat, machine, false);
            }
            (Decision::SearchDiscard, Answer::Search { row, card }) => {
                let row = row as usize;
                if let Some(i) = self
                    .discard
                    .get(row)
                    .and_then(|p| p.iter().position(|&c| c == card))
                {
                    self.discard[row].remove(i);
                    self.gain(ctx, seat, row, card);
                }
            }
            (Decision::Reactivate { left, mut done, .. }, Answer::Reactivate { card }) => {
                done.push(card);
                log!(
                    ctx,
                    Text::new("log-activate")
                        .seat("player", seat)
                        .msg("machine", turn_text(card)),
                );
                if left > 1 {
                    // Ask again after the machine's effect.
                    self.push_effect(Effect::Reactivate {
                        seat,
                        left: left - 1,
                        done,
                    });
                }
                let ops = self.machine_ops(MRef::Turn(card));
                self.push_ops(seat, ops);
            }
            (Decision::Redistribute { all, mut moved, .. }, Answer::Move { machine, to }) => {
                let to = to.age();
                moved.push(machine);
                let mut activate = false;
                let p = self.p(seat);
                match machine {
                    MRef::Turn(c) => {
                        if let Some(t) = p.turn.iter_mut().find(|t| t.card == c) {
                            t.age = to;
                        }
                    }
                    MRef::OneTime(c) => {
                        if let Some(t) = p.one_time.iter_mut().find(|t| t.card == c) {
                            t.age = to;
                            if to == AGE_X && t.repaired && !t.used {
                                t.used = true;
                                activate = true;
                            }
                        }
                    }
                    _ => {}
                }
                log!(
                    ctx,
                    Text::new("log-move")
                        .seat("player", seat)
                        .msg("machine", machine_text(machine))
                        .msg("sector", sector_text(to)),
                );
                if activate {
                    // Resolve the activation after the redistribution finishes: under the
                    // question asked again.
                    let ops = self.machine_ops(machine);
                    self.push_ops(seat, ops);
                }
                self.ask_decision(seat, Decision::Redistribute { all, moved });
            }
            (Decision::Sacrifice { fast_track, .. }, Answer::GiveUp { card }) => {
                let p = self.p(seat);
                if let Some(i) = p.hand.iter().position(|&c| c == card) {
                    p.hand.remove(i);
                } else if let Some(i) = p.engineers.iter().position(|e| e.card == card) {
                    p.engineers.remove(i);
                }
                self.discard[ROW_ENGINEER].push(card);
                self.fill_gaps(ctx, ROW_ENGINEER);
                log!(
                    ctx,
                    Text::new("log-sacrifice")
                        .seat("player", seat)
                        .msg("engineer", eng_text(card)),
                );
                // The cost is paid: now the repair's own trigger (fast track) may follow.
                if let Some(card) = fast_track {
                    self.ask_decision(seat, Decision::OneTimeToX { card });
                }
            }
            (Decision::ExtraPlay, Answer::Play { card }) => {
                self.play_engineer(ctx, seat, card, false);
            }
            (Decision::SteamAmount { max, .. }, Answer::Steam { amount }) => {
                let p = self.p(seat);
                let k = amount.min(max).min(p.cold);
                p.cold -= k;
                p.hot += k;
                log!(
                    ctx,
                    Text::new("log-steam").seat("player", seat).num("steam", k)
                );
            }
            (Decision::UseMoved { machine, .. }, Answer::UseMoved) => {
                if let MRef::OneTime(c) = machine
                    && let Some(t) = self.p(seat).one_time.iter_mut().find(|t| t.card == c)
                {
                    t.used = true;
                }
                log!(
                    ctx,
                    Text::new("log-activate")
                        .seat("player", seat)
                        .msg("machine", machine_text(machine)),
                );
                let ops = self.machine_ops(machine);
                self.push_ops(seat, ops);
            }
            (Decision::PayGears { small, medium, .. }, Answer::PayOldest) => {
                self.p(seat).spend_gears(small, medium, 0);
            }
            (Decision::PayGears { small, medium, .. }, Answer::Pay { size, from }) => {
                let age = usize::from(from.age());
                let kind = size.index();
                let mut need = [small, medium];
                let p = self.p(seat);
                if need[kind] > 0 && p.gears[age][kind] > 0 {
                    p.gears[age][kind] -= 1;
                    need[kind] -= 1;
                    log!(
                        ctx,
                        Text::new(match size {
                            Size::Small => "log-pay-small",
                            Size::Medium => "log-pay-medium",
                        })
                        .seat("player", seat)
                        .msg("sector", sector_text(from.age())),
                    );
                }
                self.pay_gears(seat, need[0], need[1]);
            }
            // Declining an optional effect, or finishing a repeated question.
            (_, Answer::Skip | Answer::Done) => {}
            // Not offered for this question by the choice tree.
            _ => {}
        }
    }
}
