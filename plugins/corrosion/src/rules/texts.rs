//! Texts naming cards, machines and sectors (for labels, logs and views).

#[allow(unused_imports)]
use super::prelude::*;

pub fn level_str(level: u32) -> String {
    if level >= 5 {
        "4+".to_owned()
    } else {
        level.to_string()
    }
}

/// Text naming an engineer card.
pub fn eng_text(card: u32) -> Text {
    match data().engineers.get(card as usize) {
        Some(e) => Text::new("eng-name")
            .msg("name", Text::formatted(format_args!("eng-{}", e.key)))
            .msg(
                "colour",
                Text::formatted(format_args!("colour-{}", e.colour.key())),
            )
            .str("level", level_str(e.level)),
        None => Text::new("unknown"),
    }
}

pub fn one_time_text(card: u32) -> Text {
    let d = data();
    match d
        .one_time
        .get(card as usize)
        .and_then(|&k| d.one_time_kinds.get(k))
    {
        Some(k) => Text::formatted(format_args!("one-time-{}", k.key)),
        None => Text::new("unknown"),
    }
}

pub fn turn_text(card: u32) -> Text {
    let d = data();
    match d.turn.get(card as usize).and_then(|&k| d.turn_kinds.get(k)) {
        Some(k) => Text::formatted(format_args!("turn-{}", k.key)),
        None => Text::new("unknown"),
    }
}

pub fn chrome_text(card: u32) -> Text {
    match data().chrome.get(card as usize) {
        Some(c) => Text::formatted(format_args!("chrome-{}", c.key)),
        None => Text::new("unknown"),
    }
}

pub fn machine_text(m: MRef) -> Text {
    match m {
        MRef::Turn(c) => turn_text(c),
        MRef::OneTime(c) => one_time_text(c),
        MRef::Chrome(c) => chrome_text(c),
        MRef::Prototype(d) => Text::formatted(format_args!(
            "prototype-{}",
            Drive::ALL.get(d as usize).map_or("gear", |d| d.key())
        )),
    }
}

pub fn sector_text(age: u8) -> Text {
    Text::new(match age {
        0 => "sector-3",
        1 => "sector-2",
        2 => "sector-1",
        _ => "sector-x",
    })
}
