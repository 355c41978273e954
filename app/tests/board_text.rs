//! The table at every size: every bundled game's board measured at 1400x900, 1920x1080 and
//! 1280x720, at 100 % and 150 %, in English and German, from the shapes of the frame (no
//! rendering): the smallest text drawn on the board, the game-log lines and the decisions in
//! view beside it.
//!
//! Set `BOARD_TEXT_PICTURES=DIR` to also render each table into `DIR` (for a review by eye;
//! those pictures are not compared with anything), with each game's save (`ID.toml`), to open
//! the same scene in the launcher's window.
//!
//! The plugin libraries are taken from the cargo target directory.

use crate::common;

use std::path::{Path, PathBuf};

use egui::epaint::Shape;
use egui::{Rect, Vec2, vec2};
use egui_kittest::Harness;
use parlour::core::discovery::Catalog;
use parlour::core::i18n::Lang;
use parlour::core::save::{SeatInfo, SeatKind};
use parlour::core::session::Session;
use parlour::gui::ParlourApp;
use parlour::gui::play::Regions;

/// The smallest text a player reads on a board without hovering, in pixels at 100 %; at a
/// larger UI scale the minimum grows with it.
const LEGIBLE_PX: f32 = 11.0;

/// The window sizes measured, in pixels.
const SIZES: [(f32, f32); 3] = [(1400.0, 900.0), (1920.0, 1080.0), (1280.0, 720.0)];

/// A game of a bundled plugin and the scene at which its table is measured.
struct Game {
    library: &'static str,
    id: &'static str,
    players: usize,
    /// The seat of the human player.
    human: u32,
    options: &'static [(&'static str, &'static str)],
    /// Whether the scene has come (after `moves` bot moves).
    scene: fn(&Session, usize) -> bool,
}

fn phase(session: &Session) -> String {
    session
        .status()
        .phase
        .as_ref()
        .map_or(String::new(), |p| p.id.clone())
}

const SEALED_BIDS: Game = Game {
    library: "parlour_example",
    id: "example",
    players: 2,
    human: 0,
    options: &[],
    scene: |session, moves| moves >= 3 && session.status().acting == [0],
};

const VICTORIAN_MASTERMINDS: Game = Game {
    library: "parlour_victorian_masterminds",
    id: "victorian-masterminds",
    players: 4,
    human: 0,
    options: &[],
    scene: |session, moves| moves >= 60 && session.status().acting == [0],
};

const CORROSION: Game = Game {
    library: "parlour_corrosion",
    id: "corrosion",
    players: 4,
    human: 0,
    options: &[],
    scene: |session, moves| {
        moves >= 150
            && session.status().acting == [0]
            && session
                .game()
                .choices(0, &[], false, false)
                .is_ok_and(|c| c.options.iter().any(|a| a.action == "turn_wheel"))
    },
};

const MANIACAL: Game = Game {
    library: "parlour_maniacal",
    id: "maniacal",
    players: 4,
    human: 0,
    options: &[],
    scene: |session, _| {
        phase(session) == "phase-contracts"
            && session.status().round == Some(2)
            && session.status().acting == [0]
    },
};

const SMOG: Game = Game {
    library: "parlour_smog",
    id: "smog",
    players: 3,
    human: 1,
    options: &[],
    scene: |session, _| {
        // A gentleman's activation (the phase names whose card plays).
        phase(session) == "status-phase-acting"
            && session.status().round.unwrap_or(0) >= 2
            && session.status().acting == [1]
    },
};

impl Game {
    fn catalog(&self) -> Catalog {
        let mut catalog = Catalog::default();
        catalog.add_file(&common::built_library(self.library));
        catalog
    }

    /// The game played by bots in every seat until the scene, saved once into a temporary
    /// file (the same save for every size, scale and language).
    fn save(&self) -> PathBuf {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join(format!("{}.toml", self.id));
        std::mem::forget(dir);
        let catalog = self.catalog();
        let plugin = catalog.get(self.id).expect("the plugin").clone();
        let names = ["Ada", "Babbage", "Curie", "Darwin"];
        let seats = (0..self.players)
            .map(|s| SeatInfo {
                name: names[s].into(),
                kind: if s as u32 == self.human {
                    SeatKind::Human
                } else {
                    SeatKind::Bot
                },
                level: None,
            })
            .collect();
        let options = self
            .options
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        let mut session = Session::start(&plugin, seats, 7, options).expect("a new game");
        let mut moves = 0;
        while !(self.scene)(&session, moves) {
            let status = session.status().clone();
            assert!(!status.game_over, "{}: the game ended first", self.id);
            let seat = *status.acting.last().expect("a seat acts");
            let action = session.bot_action(seat).expect("a bot move");
            session
                .apply(seat, &action)
                .expect("the bot's move applies");
            moves += 1;
            assert!(moves < 20_000, "{}: the scene never came", self.id);
        }
        session.save_to(&path).expect("the game saved");
        path
    }
}

/// What one frame of the table shows, measured.
#[derive(Debug)]
struct Measure {
    /// The smallest text drawn on the board, in pixels, and its words.
    smallest: Option<(f32, String)>,
    /// Lines of the game log wholly in view.
    log_lines: usize,
    /// Lines of text wholly in view in the decisions' panel.
    decision_lines: usize,
    /// Lines of the decisions' panel cut by its edge: partly in view.
    decisions_cut: Vec<String>,
    regions: Regions,
}

/// The font size of a text shape as drawn, in points: the size it was laid out at times the
/// scale of its layer (a board is drawn on a scaled layer; the frame's shapes carry the
/// scaling in their rows' sizes, not in the glyphs).
fn drawn_text(text: &egui::epaint::TextShape) -> Option<Drawn> {
    let galley = &text.galley;
    let words: String = galley.job.text.trim().to_owned();
    // A sign without letters or digits ("?", "×") is a symbol, not text to read.
    if !words.chars().any(char::is_alphanumeric) {
        return None;
    }
    let laid_out = galley
        .job
        .sections
        .iter()
        .map(|s| s.format.font_id.size)
        .fold(f32::INFINITY, f32::min);
    if !laid_out.is_finite() {
        return None;
    }
    // The layer's scaling: a row's height now over the height it was laid out with.
    let scaling = galley
        .rows
        .iter()
        .find_map(|row| {
            let laid = row.glyphs.iter().map(|g| g.line_height).fold(0.0, f32::max);
            (laid > 0.0).then(|| row.size.y / laid)
        })
        .unwrap_or(1.0);
    let rect = galley.rect.translate(text.pos.to_vec2());
    let rows = galley
        .rows
        .iter()
        .filter(|row| row.glyphs.iter().any(|g| !g.chr.is_whitespace()))
        .map(|row| Rect::from_min_size(text.pos + row.pos.to_vec2(), row.size))
        .collect();
    Some(Drawn {
        size: laid_out * scaling,
        words,
        rect,
        rows,
        clip: Rect::EVERYTHING,
    })
}

/// A text of the frame: its size as drawn (points), words, place, lines and clip.
struct Drawn {
    size: f32,
    words: String,
    rect: Rect,
    rows: Vec<Rect>,
    clip: Rect,
}

fn texts(shapes: &[Shape], clip: Rect, out: &mut Vec<Drawn>) {
    for shape in shapes {
        match shape {
            Shape::Vec(inner) => texts(inner, clip, out),
            Shape::Text(text) => {
                if let Some(drawn) = drawn_text(text) {
                    out.push(Drawn { clip, ..drawn });
                }
            }
            _ => {}
        }
    }
}

fn measure(harness: &Harness<'static, ParlourApp>) -> Measure {
    let output = harness.output();
    let ppp = output.pixels_per_point;
    let regions = Regions::of(&harness.ctx).expect("the play screen was drawn");
    let mut all = Vec::new();
    for clipped in &output.shapes {
        texts(
            std::slice::from_ref(&clipped.shape),
            clipped.clip_rect,
            &mut all,
        );
    }
    let board = regions.board;
    let mut smallest: Option<(f32, String)> = None;
    for text in &all {
        let shown = text.rect.intersect(text.clip).intersect(board);
        // Text cut away by its clip (scrolled or panned out of view) is not drawn.
        if !shown.is_positive() || shown.area() < text.rect.area() * 0.25 {
            continue;
        }
        let px = text.size * ppp;
        if smallest.as_ref().is_none_or(|(s, _)| px < *s) {
            smallest = Some((px, text.words.clone()));
        }
    }
    // Lines of text wholly in view in a region (a wrapped entry counts each of its lines).
    let lines_in = |region: Rect| -> usize {
        let region = region.expand(0.5);
        all.iter()
            .flat_map(|text| {
                text.rows
                    .iter()
                    .map(move |row| (row, text.clip.expand(0.5)))
            })
            .filter(|(row, clip)| region.contains_rect(**row) && clip.contains_rect(**row))
            .count()
    };
    // Lines of text drawn in a region's scroll area that its edge cuts: partly in view, by
    // more than a sliver.
    let cut_in = |region: Rect| -> Vec<String> {
        all.iter()
            .filter(|text| region.expand(1.0).contains_rect(text.clip))
            .flat_map(|text| text.rows.iter().map(move |row| (row, text)))
            .filter(|(row, _)| {
                let inside = row.intersect(region);
                inside.is_positive()
                    && inside.height() > 2.0
                    && !region.expand(0.5).contains_rect(**row)
            })
            .map(|(_, text)| text.words.clone())
            .collect()
    };
    Measure {
        smallest,
        log_lines: lines_in(regions.log),
        decision_lines: lines_in(regions.decisions),
        decisions_cut: cut_in(regions.decisions),
        regions,
    }
}

fn table(
    game: &Game,
    save: &Path,
    lang: Lang,
    scale: f32,
    size: Vec2,
) -> Harness<'static, ParlourApp> {
    let save = save.to_owned();
    let mut harness =
        common::table_with_save_sized(game.catalog(), lang, scale, size, move |_, path| {
            std::fs::copy(&save, path).expect("the save copied");
        });
    harness.remove_cursor();
    // The first frame a player can click is already laid out; a few more let nothing move.
    harness.run_steps(4);
    harness
}

/// Measures `game`'s table at every size, scale and language; asserts the legible minimum on
/// the board, at least three lines of the log and the decisions in view.
fn check_game(game: &Game) {
    let save = game.save();
    let pictures = std::env::var_os("BOARD_TEXT_PICTURES").map(PathBuf::from);
    if let Some(dir) = &pictures {
        // The scene's save beside the pictures, to open it in the real window too.
        let _ = std::fs::create_dir_all(dir);
        let _ = std::fs::copy(&save, dir.join(format!("{}.toml", game.id)));
    }
    let mut failures = Vec::new();
    for (w, h) in SIZES {
        for scale in [1.0_f32, 1.5] {
            for lang in [Lang::En, Lang::De] {
                let mut harness = table(game, &save, lang, scale, vec2(w, h));
                let m = measure(&harness);
                let name = format!("{}_{w}x{h}_{}_{:?}", game.id, (scale * 100.0) as u32, lang)
                    .to_lowercase();
                let (px, words) = m.smallest.clone().unwrap_or((f32::INFINITY, String::new()));
                println!(
                    "{name}: smallest text {px:.1} px ({words:?}); log lines {}, decision lines {} ({} cut); board {:?}",
                    m.log_lines,
                    m.decision_lines,
                    m.decisions_cut.len(),
                    m.regions.board
                );
                if let Some(dir) = &pictures {
                    let _ = std::fs::create_dir_all(dir);
                    match harness.render() {
                        Ok(image) => {
                            let _ = image.save(dir.join(format!("{name}.png")));
                        }
                        Err(e) => println!("{name}: not rendered: {e}"),
                    }
                }
                let minimum = LEGIBLE_PX * scale - 0.25;
                if px < minimum {
                    failures.push(format!(
                        "{name}: text of {px:.1} px on the board ({words:?}), below {minimum:.1}"
                    ));
                }
                // At every size, 1280x720 at 150 % (a panel 480 points tall) too.
                if m.log_lines < 3 {
                    failures.push(format!("{name}: {} lines of the log in view", m.log_lines));
                }
                if m.decision_lines < 3 {
                    failures.push(format!(
                        "{name}: {} lines of the decisions in view",
                        m.decision_lines
                    ));
                }
                // A choice the panel's edge cuts through reads as neither there nor gone.
                if !m.decisions_cut.is_empty() {
                    failures.push(format!(
                        "{name}: the decisions' edge cuts through {:?}",
                        m.decisions_cut
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn sealed_bids_reads_at_every_size() {
    check_game(&SEALED_BIDS);
}

#[test]
fn victorian_masterminds_reads_at_every_size() {
    check_game(&VICTORIAN_MASTERMINDS);
}

#[test]
fn corrosion_reads_at_every_size() {
    check_game(&CORROSION);
}

#[test]
fn maniacal_reads_at_every_size() {
    check_game(&MANIACAL);
}

#[test]
fn smog_reads_at_every_size() {
    check_game(&SMOG);
}
