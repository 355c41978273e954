//! Both locales parse, hold the same messages, and cover every text a game shows.

use std::collections::BTreeSet;

use parlour_plugin_api::{Game, GameRng, Viewer};

use super::*;

const FILES: [(&str, &str); 12] = [
    ("en/smog", include_str!("../../locales/en/smog.ftl")),
    ("en/content", include_str!("../../locales/en/content.ftl")),
    ("en/cards", include_str!("../../locales/en/cards.ftl")),
    ("en/campaign", include_str!("../../locales/en/campaign.ftl")),
    ("de/smog", include_str!("../../locales/de/smog.ftl")),
    ("de/content", include_str!("../../locales/de/content.ftl")),
    ("de/cards", include_str!("../../locales/de/cards.ftl")),
    ("de/campaign", include_str!("../../locales/de/campaign.ftl")),
    ("en/world", include_str!("../../locales/en/world.ftl")),
    ("de/world", include_str!("../../locales/de/world.ftl")),
    ("en/view", include_str!("../../locales/en/view.ftl")),
    ("de/view", include_str!("../../locales/de/view.ftl")),
];

fn ids(text: &str) -> BTreeSet<String> {
    match fluent_syntax::parser::parse(text) {
        Ok(res) => res
            .body
            .iter()
            .filter_map(|e| match e {
                fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_owned()),
                _ => None,
            })
            .collect(),
        Err((_, errors)) => panic!("Fluent errors: {errors:?}"),
    }
}

/// Every message of one language, over all its files.
pub fn lang(prefix: &str) -> BTreeSet<String> {
    FILES
        .iter()
        .filter(|(name, _)| name.starts_with(prefix))
        .flat_map(|(_, text)| ids(text))
        .collect()
}

/// A one-line message's text in one language (`None` if it is missing).
pub fn message(prefix: &str, id: &str) -> Option<String> {
    let start = format!("{id} = ");
    FILES
        .iter()
        .filter(|(name, _)| name.starts_with(prefix))
        .flat_map(|(_, text)| text.lines())
        .find_map(|line| line.strip_prefix(start.as_str()).map(str::to_owned))
}

#[test]
fn both_locales_parse_and_match() {
    for (name, text) in FILES {
        let _ = ids(text);
        assert!(!name.is_empty());
    }
    let en = lang("en/");
    let de = lang("de/");
    assert_eq!(en, de, "en and de differ");
    // One language's files are one bundle: a message defined in two files is refused.
    for prefix in ["en/", "de/"] {
        let mut seen = BTreeSet::new();
        for (name, text) in FILES.iter().filter(|(n, _)| n.starts_with(prefix)) {
            for id in ids(text) {
                assert!(seen.insert(id.clone()), "{id} is defined twice ({name})");
            }
        }
    }
}

#[test]
fn every_text_of_a_game_exists() {
    let en = lang("en/");
    let mut used = BTreeSet::new();
    for (n, chapter) in [
        (2u32, "1"),
        (4, "2"),
        (5, "1"),
        (3, "3"),
        (2, "4"),
        (4, "5"),
        (5, "6"),
    ] {
        let mut game = new_game(n, u64::from(n), &[("chapter", chapter), ("level", "lots")]);
        let mut rng = GameRng::from_seed(3);
        let mut steps = 0;
        while !game.is_over() && steps < 4000 {
            let seat = game.acting_seats()[0];
            for v in [Viewer::Seat(seat), Viewer::Spectator] {
                for t in game.view(v).texts() {
                    used.extend(t.message_ids().into_iter().map(str::to_owned));
                }
            }
            let step = game.choices(seat, &[]);
            for o in &step.options {
                used.extend(o.label.message_ids().into_iter().map(str::to_owned));
                let deeper = game.choices(seat, std::slice::from_ref(&o.action));
                for d in deeper
                    .options
                    .iter()
                    .chain(deeper.prompt.iter().map(|_| &step.options[0]))
                {
                    used.extend(d.label.message_ids().into_iter().map(str::to_owned));
                }
                if let Some(p) = deeper.prompt {
                    used.extend(p.message_ids().into_iter().map(str::to_owned));
                }
            }
            let action = if steps % 3 == 0 {
                random_move(&game, seat, &mut rng).expect("move")
            } else {
                game.bot_action(seat, steps).expect("bot move")
            };
            let out = game.apply(seat, &action).expect("apply");
            for l in out.log {
                used.extend(l.text.message_ids().into_iter().map(str::to_owned));
            }
            if let Some(p) = game.status().phase {
                used.extend(p.message_ids().into_iter().map(str::to_owned));
            }
            steps += 1;
        }
    }
    let missing: Vec<&String> = used.iter().filter(|id| !en.contains(*id)).collect();
    assert!(missing.is_empty(), "messages missing: {missing:?}");
    let manifest = Smog::manifest();
    for id in [&manifest.name, &manifest.description, &manifest.rules] {
        assert!(en.contains(id));
    }
    for o in &manifest.options {
        assert!(en.contains(&o.label) && en.contains(&o.description));
        if let parlour_plugin_api::OptionKind::Choice { choices } = &o.kind {
            for c in choices {
                assert!(en.contains(&c.label), "{}", c.label);
            }
        }
    }
}
