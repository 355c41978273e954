//! The ether economy: gentlemen's ether (capped at their maximum), the Price of Power (every
//! ether a gentleman spends goes to the Nemesis, who distributes it at once over his agents and
//! power cards: by his standing orders where they say so, otherwise asked out of turn), the
//! Nemesis supply, and paying for agents and power cards.

use parlour_plugin_api::{Ctx, Text};

use crate::state::*;

impl Smog {
    /// A gentleman gains ether; what exceeds his maximum is lost (ruling A-69).
    pub fn gain_ether(&mut self, fig: FigId, n: u8) {
        let max = self.max_ether(fig);
        if let Some(f) = self.fig_mut(fig) {
            f.ether = f.ether.saturating_add(n).min(max.max(f.ether));
        }
    }

    /// Ether a figure can pay: a gentleman his own; an agent its own plus the supply.
    pub fn ether_available(&self, fig: FigId) -> u8 {
        match self.fig(fig) {
            Some(f) if f.kind == FigKind::Gentleman => f.ether,
            Some(f) if f.kind == FigKind::Agent => f.ether.saturating_add(self.supply),
            _ => 0,
        }
    }

    /// Pays `n` ether for a figure's effect. A gentleman's ether goes to the Nemesis (Price of
    /// Power); an agent pays from its own ether first, then from the supply. Returns false
    /// (and pays nothing) when it cannot pay.
    pub fn pay(&mut self, fig: FigId, n: u8) -> bool {
        if n == 0 {
            return true;
        }
        if self.ether_available(fig) < n {
            return false;
        }
        let kind = self.fig(fig).map(|f| f.kind);
        match kind {
            Some(FigKind::Gentleman) => {
                if let Some(f) = self.fig_mut(fig) {
                    f.ether -= n;
                }
                self.nemesis_receives(n);
            }
            Some(FigKind::Agent) => {
                let own = self.fig(fig).map(|f| f.ether).unwrap_or(0);
                let from_own = own.min(n);
                if let Some(f) = self.fig_mut(fig) {
                    f.ether -= from_own;
                }
                self.supply -= n - from_own;
            }
            _ => return false,
        }
        true
    }

    /// Ether the Nemesis has for a power card: the ether on it plus the supply.
    pub fn power_available(&self, card: &str) -> u8 {
        self.powers
            .iter()
            .find(|p| p.id == card)
            .map(|p| p.ether.saturating_add(self.supply))
            .unwrap_or(0)
    }

    /// Pays a power card's cost from the card, then the supply.
    pub fn pay_power(&mut self, card: &str, n: u8) -> bool {
        if self.power_available(card) < n {
            return false;
        }
        if let Some(p) = self.powers.iter_mut().find(|p| p.id == card) {
            let from_card = p.ether.min(n);
            p.ether -= from_card;
            self.supply -= n - from_card;
        }
        true
    }

    /// The Price of Power: the Nemesis receives ether and must place it at once on his agents
    /// and power cards as he likes (rulebook L1910-1915, L2354-2363, ruling A-31). His standing
    /// orders place what they cover (first `fill` up to its amount, then all on `ether`);
    /// the rest he is asked to distribute ([`Ask::Ether`](crate::questions::Ask::Ether)).
    /// With no agent and no power card it goes to the supply.
    pub fn nemesis_receives(&mut self, n: u8) {
        if n == 0 {
            return;
        }
        let targets = self.ether_targets();
        if targets.is_empty() {
            self.supply = self.supply.saturating_add(n);
            return;
        }
        let mut left = n;
        if let Some((to, upto)) = self.orders.fill.clone()
            && targets.contains(&to)
        {
            let room = upto.saturating_sub(self.ether_on(&to));
            let put = room.min(left);
            self.place_ether(&to, put);
            left -= put;
        }
        if let Some(to) = self.orders.ether.clone().filter(|t| targets.contains(t)) {
            self.place_ether(&to, left);
            left = 0;
        }
        if left > 0 {
            self.open_ether(left);
        }
    }

    /// The ether lying on an agent or a power card.
    pub fn ether_on(&self, to: &EtherTarget) -> u8 {
        match to {
            EtherTarget::Agent(id) => self.fig(*id).map(|f| f.ether).unwrap_or(0),
            EtherTarget::Power(card) => self
                .powers
                .iter()
                .find(|p| &p.id == card)
                .map(|p| p.ether)
                .unwrap_or(0),
        }
    }

    /// Puts received ether on an agent or a power card.
    fn place_ether(&mut self, to: &EtherTarget, n: u8) {
        match to {
            EtherTarget::Agent(id) => {
                if let Some(f) = self.fig_mut(*id) {
                    f.ether = f.ether.saturating_add(n);
                }
            }
            EtherTarget::Power(card) => {
                if let Some(p) = self.powers.iter_mut().find(|p| &p.id == card) {
                    p.ether = p.ether.saturating_add(n);
                }
            }
        }
    }

    /// The Nemesis's answers to the distribution: one ether, or all that are left, on each
    /// agent and power card.
    pub fn distribute_actions(&self) -> Vec<Action> {
        let left = self.ether_to_place();
        if left == 0 {
            return Vec::new();
        }
        let mut out = Vec::new();
        for to in self.ether_targets() {
            out.push(Action::Distribute {
                to: to.clone(),
                all: true,
            });
            if left > 1 {
                out.push(Action::Distribute { to, all: false });
            }
        }
        out
    }

    /// Places one received ether (or all that are left) where the Nemesis says, in the open
    /// (the ether on his agents and cards is public); the question stays open while any is
    /// left.
    pub fn distribute(&mut self, to: &EtherTarget, all: bool, ctx: &mut Ctx) {
        let left = self.take_ether();
        if !self.ether_targets().contains(to) {
            self.open_ether(left);
            return;
        }
        let n = if all { left } else { left.min(1) };
        self.place_ether(to, n);
        let target = match to {
            EtherTarget::Power(c) => crate::view::card_text(c),
            EtherTarget::Agent(a) => self.fig_text(*a),
        };
        ctx.log(
            Text::new("log-distribute")
                .num("count", u32::from(n))
                .msg("target", target),
        );
        self.open_ether(left - n);
    }

    /// The received ether still to place when no agent or power card is left to take it (or
    /// the chapter is over): it goes to the supply.
    pub fn ether_to_supply(&mut self) {
        let n = self.take_ether();
        self.supply = self.supply.saturating_add(n);
    }

    /// Where the Nemesis may order received ether to go.
    pub fn ether_targets(&self) -> Vec<EtherTarget> {
        let mut out: Vec<EtherTarget> = self
            .powers
            .iter()
            .map(|p| EtherTarget::Power(p.id.clone()))
            .collect();
        out.extend(
            self.figures
                .iter()
                .filter(|f| f.kind == FigKind::Agent && !f.gone)
                .map(|f| EtherTarget::Agent(f.id)),
        );
        out
    }

    /// Upkeep ether lying on a gentleman's cards goes to the Nemesis (start of his activation,
    /// or his defeat).
    pub fn release_upkeep(&mut self, fig: FigId) {
        let n = self.fig(fig).map(|f| f.upkeep).unwrap_or(0);
        if n > 0 {
            if let Some(f) = self.fig_mut(fig) {
                f.upkeep = 0;
            }
            self.nemesis_receives(n);
        }
        // Upkeep cards: their ether too, and they stop working.
        let cards = self
            .fig_mut(fig)
            .map(|f| std::mem::take(&mut f.upkept))
            .unwrap_or_default();
        let held: u8 = cards
            .iter()
            .filter_map(|c| crate::data::data().card(c))
            .map(|c| c.cost)
            .sum();
        if held > 0 {
            self.nemesis_receives(held);
        }
    }
}
