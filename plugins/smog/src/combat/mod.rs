//! Combat: the custom dice (`dice`) and the attack sequence (`attack`): declaration, the roll,
//! rerolls, crowns, each defender's roll, damage, effects and counterattacks.

pub mod attack;
pub mod dice;
