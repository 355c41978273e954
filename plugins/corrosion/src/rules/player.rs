//! A player's workshop: gears by sector, what it can pay, its visible chrome machines.

#[allow(unused_imports)]
use super::prelude::*;

impl Player {
    pub(crate) fn new(set: usize) -> Self {
        let mut gears = [[0; 2]; 4];
        gears[0] = [1, 1];
        Player {
            set,
            hand: (0..6).map(|i| (set * 6 + i) as u32).collect(),
            engineers: Vec::new(),
            gears,
            hot: 1,
            cold: 2,
            chrome: 1,
            green: 3,
            specials: 0,
            one_time: Vec::new(),
            turn: Vec::new(),
            waiting: None,
            drives: [Vec::new(), Vec::new(), Vec::new()],
            awards: Vec::new(),
            rotation: 0,
            final_turns: 0,
            passed: false,
        }
    }

    pub fn small(&self) -> u32 {
        self.gears.iter().map(|g| g[0]).sum()
    }
    pub fn medium(&self) -> u32 {
        self.gears.iter().map(|g| g[1]).sum()
    }
    /// The age (sector) at the bottom of the workshop: X is at the bottom when this is 3.
    pub fn bottom_age(&self) -> u8 {
        (self.rotation % 4) as u8
    }
    /// Visible repaired chrome machines (tops of the drive fields).
    pub fn active_chrome(&self) -> Vec<u32> {
        self.drives
            .iter()
            .filter_map(|d| d.last())
            .filter(|m| m.repaired)
            .map(|m| m.card)
            .collect()
    }
    pub fn has(&self, ability: Ability) -> bool {
        let d = data();
        self.drives
            .iter()
            .filter_map(|d| d.last())
            .filter(|m| m.repaired)
            .any(|m| {
                d.chrome
                    .get(m.card as usize)
                    .is_some_and(|c| c.ability == ability)
            })
    }

    /// How many diploma engineers the player has (hand and workshop).
    pub fn diploma_count(&self) -> u32 {
        let d = data();
        self.hand
            .iter()
            .copied()
            .chain(self.engineers.iter().map(|e| e.card))
            .filter(|&c| d.engineers.get(c as usize).is_some_and(|e| e.diploma))
            .count() as u32
    }
    pub fn diplomas(&self) -> Vec<u32> {
        let d = data();
        self.hand
            .iter()
            .copied()
            .chain(self.engineers.iter().map(|e| e.card))
            .filter(|&c| d.engineers.get(c as usize).is_some_and(|e| e.diploma))
            .collect()
    }

    /// Spends gears, oldest sectors first.
    pub(crate) fn spend_gears(&mut self, small: u32, medium: u32, any: u32) {
        let mut need = [small, medium];
        for age in (0..4).rev() {
            for (kind, left) in need.iter_mut().enumerate() {
                let take = (*left).min(self.gears[age][kind]);
                self.gears[age][kind] -= take;
                *left -= take;
            }
        }
        let mut any = any;
        for age in (0..4).rev() {
            for kind in 0..2 {
                let take = any.min(self.gears[age][kind]);
                self.gears[age][kind] -= take;
                any -= take;
            }
        }
    }

    /// Whether paying `small` and `medium` gears leaves a choice of sectors.
    pub fn gear_choice(&self, small: u32, medium: u32) -> bool {
        [small, medium].iter().enumerate().any(|(kind, &need)| {
            let total: u32 = self.gears.iter().map(|g| g[kind]).sum();
            let sectors = self.gears.iter().filter(|g| g[kind] > 0).count();
            need > 0 && need < total && sectors >= 2
        })
    }

    pub(crate) fn can_pay(&self, cost: &Cost) -> bool {
        let (s, m) = (self.small(), self.medium());
        s >= cost.small
            && m >= cost.medium
            && (s - cost.small) + (m - cost.medium) >= cost.any
            && self.chrome >= cost.chrome
            && self.hot >= cost.steam
            && (cost.engineer == 0 || self.diploma_count() >= cost.engineer)
    }

    /// Pays the chrome gears and steam of a cost (gears are paid separately).
    pub(crate) fn pay_other(&mut self, cost: &Cost) {
        self.chrome = self.chrome.saturating_sub(cost.chrome);
        let steam = cost.steam.min(self.hot);
        self.hot -= steam;
        self.cold += steam;
    }
}
