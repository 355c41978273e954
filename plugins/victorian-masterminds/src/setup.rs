//! Setting up a game (rulebook: "Setup"): the five basic missions face up, the advanced deck
//! shuffled, a machine for each seat (dealt, or picked in turn order), each seat's five agents
//! shuffled into a pile, the designed start codex tokens and the Secret Service's start level.

use std::collections::VecDeque;

use parlour_plugin_api::{GameError, GameRng, Questions};

use crate::data::data;
use crate::state::{Ask, Masterminds, Player, Stage};
use crate::vocab::{Agent, BuildingKind, Edition, MachineId};

impl Masterminds {
    /// A new game for 2 to 4 players (the SDK has checked the count against the manifest);
    /// `pick`: the seats pick their machines before the first turn.
    pub fn new(players: u32, edition: Edition, pick: bool, seed: u64) -> Result<Self, GameError> {
        let data =
            data().ok_or_else(|| GameError::internal("the embedded game data do not parse"))?;
        let mut rng = GameRng::from_seed(seed);
        let mut basic: Vec<u8> = (0..data.missions.len() as u8)
            .filter(|&i| data.missions[i as usize].basic)
            .collect();
        rng.shuffle(&mut basic);
        let mut deck: Vec<u8> = (0..data.missions.len() as u8)
            .filter(|&i| !data.missions[i as usize].basic)
            .collect();
        rng.shuffle(&mut deck);
        let mut machines = MachineId::ALL.to_vec();
        rng.shuffle(&mut machines);
        let mut list = Vec::new();
        for seat in 0..players as usize {
            let mut p = Player::new();
            if !pick {
                p.machine = machines.get(seat).copied();
            }
            p.pile = Agent::ALL.to_vec();
            rng.shuffle(&mut p.pile);
            let codex = data
                .setup
                .start
                .codex_by_seat
                .get(seat)
                .copied()
                .unwrap_or(0);
            p.codex = vec![1; usize::from(codex)];
            list.push(p);
        }
        // Seat 0's turn, after every seat (seat 0 first) has picked a machine.
        let mut questions = Questions::new();
        questions.ask(0, Ask::Place);
        if pick {
            for seat in (0..players).rev() {
                questions.ask(seat, Ask::PickMachine);
            }
        }
        Ok(Masterminds {
            players: list,
            edition,
            level: data.service_start(players),
            buildings: std::array::from_fn(|_| BuildingKind::ALL.to_vec()),
            missions: std::array::from_fn(|i| basic.get(i).copied()),
            deck,
            stacks: Default::default(),
            active: 0,
            stage: Stage::Play,
            extra_turn: false,
            special_used: false,
            forced: false,
            selected: None,
            resolution: None,
            pending: Vec::new(),
            effects: VecDeque::new(),
            questions,
            end_triggered: false,
            turns_left: None,
            turn: 1,
            last_resolved: None,
            rng,
        })
    }
}
