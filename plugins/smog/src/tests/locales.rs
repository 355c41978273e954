//! Both locales parse, hold the same messages, and cover every text a game shows.

use super::Sdk;
use std::collections::BTreeSet;

use parlour_plugin_api::testing::{self, Texts};
use parlour_plugin_api::{Game, GameRng, Viewer};

use super::*;

/// Every message of one language (`"en"` or `"de"`, a trailing `/` is ignored), over all its
/// files, as the manifest ships them.
pub fn lang(prefix: &str) -> BTreeSet<String> {
    testing::locale(&Smog::manifest(), prefix.trim_end_matches('/'))
        .into_keys()
        .collect()
}

/// A one-line message's text in one language (`None` if it is missing).
pub fn message(prefix: &str, id: &str) -> Option<String> {
    let manifest = Smog::manifest();
    let start = format!("{id} = ");
    manifest
        .locales
        .get(prefix.trim_end_matches('/'))?
        .iter()
        .flat_map(|file| file.source.lines())
        .find_map(|line| line.strip_prefix(start.as_str()).map(str::to_owned))
}

#[test]
fn both_locales_parse_and_match() {
    let manifest = Smog::manifest();
    for (lang, files) in &manifest.locales {
        for file in files {
            if let Err((_, errors)) = fluent_syntax::parser::parse(file.source.as_str()) {
                panic!("{lang}/{}: Fluent errors: {errors:?}", file.name);
            }
        }
    }
    // Same messages with the same variables; no message twice in one language's files.
    testing::locales_agree(&manifest).unwrap();
}

#[test]
fn every_text_of_a_game_exists() {
    let mut used = Texts::new();
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
                used.add_view(&game.look(v));
            }
            let step = game.choices(seat, &[]);
            for o in &step.options {
                used.add(&o.label);
                let deeper = game.choices(seat, std::slice::from_ref(&o.action));
                for d in deeper
                    .options
                    .iter()
                    .chain(deeper.prompt.iter().map(|_| &step.options[0]))
                {
                    used.add(&d.label);
                }
                if let Some(p) = deeper.prompt {
                    used.add(&p);
                }
            }
            let action = if steps % 3 == 0 {
                random_move(&game, seat, &mut rng).expect("move")
            } else {
                game.bot_action(seat, steps).expect("bot move")
            };
            let out = game.act(seat, &action).expect("apply");
            used.add_log(&out.log);
            if let Some(p) = game.status().phase {
                used.add(&p);
            }
            steps += 1;
        }
    }
    // Defined in both languages, with every variable the message needs.
    used.all_defined(&Smog::manifest()).unwrap();
}
