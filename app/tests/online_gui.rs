//! Joining a table online from the launcher, against a host in this test process on the
//! loopback interface (no relay, no discovery): the join screen with its seats, a move played
//! by clicking the same decision panel as at a local table, the chat, the language switched
//! while playing, and a lost connection taken back with Reconnect. Snapshots in English and
//! German, one at 150 %.

use crate::common;

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use parlour::core::discovery::Catalog;
use parlour::core::i18n::Lang;
use parlour::core::save::SeatKind;
use parlour::core::session::Session;
use parlour::gui::{ParlourApp, ScreenKind};
use parlour::net::client::Client;
use parlour::net::host::Host;
use parlour::net::protocol::{SeatRole, Want};
use parlour::net::table::Table;
use parlour::net::transport::NetConfig;

/// A host of Sealed Bids on 127.0.0.1 whose two seats are both played online; a bot stands
/// in for a player who left. Seat 1 was taken by a player who left again (so it shows as
/// away).
fn host(port: u16) -> (Host, iroh::SecretKey) {
    let dir = tempfile::tempdir().unwrap();
    let lib = common::built_library("parlour_example");
    std::fs::copy(&lib, dir.path().join(lib.file_name().unwrap())).unwrap();
    let catalog = Catalog::from_dirs(&[dir.path().to_owned()]);
    let plugin = catalog.get("example").expect("the example game loads");
    let seats = common::seats(&[("Anna", SeatKind::Human), ("Ben", SeatKind::Human)]);
    let session = Session::start(plugin, seats, 7, BTreeMap::new()).unwrap();
    let mut table = Table::new(
        "0123456789abcdef".into(),
        session,
        Some(vec![SeatRole::Online, SeatRole::Online]),
        &BTreeMap::new(),
    )
    .unwrap();
    table.set_bots_stand_in(true);
    // A fixed key and port (tried first), so that the invite code in the snapshots stays.
    let key = iroh::SecretKey::from_bytes(&[port as u8; 32]);
    let host = Host::start(table, &NetConfig::loopback(), key.clone(), port, None).unwrap();
    std::mem::forget(dir);
    let ben = Client::join(
        host.invite(),
        Want::Seat {
            seat: 1,
            secret: None,
        },
        "Ben",
        &NetConfig::loopback(),
    )
    .unwrap();
    ben.close();
    (host, key)
}

/// The launcher in a temporary data folder, with no plugin installed (joining needs none).
fn launcher(lang: Lang, scale: f32) -> Harness<'static, ParlourApp> {
    let data = tempfile::tempdir().unwrap();
    let settings = parlour::gui::Settings {
        ui_scale: scale,
        ..common::test_settings(lang)
    };
    let app = ParlourApp::new_for_tests(
        Catalog::default(),
        settings,
        Box::new(common::OpenDialog::default()),
        data.path(),
    );
    std::mem::forget(data);
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_eframe(|_cc| app);
    harness.run_steps(3);
    harness
}

/// Runs frames until `done` holds (the network answers on other threads), failing after a
/// deadline.
fn run_until(
    harness: &mut Harness<'static, ParlourApp>,
    what: &str,
    done: impl Fn(&mut ParlourApp) -> bool,
) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while !done(harness.state_mut()) {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(20));
        harness.run_steps(1);
    }
    harness.run_steps(3);
}

fn words(lang: Lang) -> [&'static str; 4] {
    match lang {
        Lang::De => [
            "An einen Tisch setzen",
            "Tisch ansehen",
            "Diesen Platz nehmen",
            "Senden",
        ],
        _ => [
            "Join a table",
            "Look at the table",
            "Take this seat",
            "Send",
        ],
    }
}

/// Opens the join screen, pastes the code and looks at the table.
fn look(harness: &mut Harness<'static, ParlourApp>, host: &Host, lang: Lang) {
    let [join, look, _, _] = words(lang);
    harness.get_by_label(join).click();
    harness.run_steps(3);
    assert_eq!(harness.state().screen_kind(), ScreenKind::Join);
    {
        let screen = harness.state_mut().join_screen().unwrap();
        screen.set_config(NetConfig::loopback());
        screen.code = host.invite().code();
        screen.name = "Clara".into();
    }
    harness.run_steps(2);
    harness.get_by_label(look).click();
    run_until(harness, "the table's seats", |app| {
        app.join_screen().is_some_and(|s| s.seen().is_some())
    });
}

fn snapshot(harness: &mut Harness<'static, ParlourApp>, name: &str) {
    harness.remove_cursor();
    harness.run_steps(6);
    harness.snapshot_options(
        name,
        &egui_kittest::SnapshotOptions::new()
            .threshold(2.0)
            .max_failed_pixels(600),
    );
}

#[test]
fn the_join_screen_shows_the_seats_free_and_away() {
    join_screen(Lang::En, 1.0, "online_join", 47_311);
}

#[test]
fn the_join_screen_reads_in_german_at_150_percent() {
    join_screen(Lang::De, 1.5, "online_join_de_150", 47_312);
}

fn join_screen(lang: Lang, scale: f32, name: &str, port: u16) {
    {
        let (host, _) = host(port);
        let mut harness = launcher(lang, scale);
        look(&mut harness, &host, lang);
        let seen = harness.state_mut().join_screen().unwrap().seen().cloned();
        let seats = seen.unwrap().update.unwrap().seats;
        assert!(!seats[0].taken, "seat 0 is free");
        assert!(seats[1].taken && !seats[1].present, "seat 1's player left");
        // Only the free seat can be taken.
        assert_eq!(harness.query_all_by_label(words(lang)[2]).count(), 1);
        snapshot(&mut harness, name);
    }
}

/// Takes seat 0 of the host's table from the join screen.
fn take_seat(lang: Lang, scale: f32) -> (Host, iroh::SecretKey, Harness<'static, ParlourApp>) {
    let (host, key) = host(47_313);
    let mut harness = launcher(lang, scale);
    look(&mut harness, &host, lang);
    harness.get_by_label(words(lang)[2]).click();
    run_until(&mut harness, "the table", |app| {
        app.screen_kind() == ScreenKind::Online
    });
    (host, key, harness)
}

#[test]
fn a_joined_table_is_played_by_clicking_and_chats() {
    let (host, key, mut harness) = take_seat(Lang::En, 1.0);
    let table = harness.state_mut().remote_table().unwrap();
    assert_eq!(table.state().seat, Some(0));
    assert_eq!(
        table.game_name(),
        "game-name",
        "the host sent the game's name (a message)"
    );
    harness.run_steps(2);
    // ...which reads in words from the texts the host sent.
    assert!(harness.query_all_by_label("Sealed Bids").count() > 0);
    // The plugin is not installed here, yet the board and the decision panel read in words
    // (from the texts the host sent).
    harness
        .query_all_by_label_contains("Bid 3")
        .find(|n| n.accesskit_node().role() == egui::accesskit::Role::Button)
        .expect("a button bids 3")
        .click();
    run_until(&mut harness, "the move to be played", |app| {
        app.remote_table().unwrap().state().seq() >= 1
    });
    // The bot stood in for the seat whose player left, so the round was played out.
    run_until(&mut harness, "the bid to be revealed in the log", |app| {
        app.remote_table()
            .unwrap()
            .state()
            .log
            .iter()
            .any(|l| format!("{:?}", l.text).contains("log-revealed-bid"))
    });
    assert!(
        harness
            .query_by_label_contains("Revealed: Clara bid 3")
            .is_some()
    );

    // The chat: written, sent to the host, and back from it to every seat.
    fn chat_line<'h>(harness: &'h Harness<'static, ParlourApp>) -> egui_kittest::Node<'h> {
        harness
            .query_all_by_label("Chat")
            .find(|n| n.accesskit_node().role() == egui::accesskit::Role::TextInput)
            .expect("the chat's line")
    }
    chat_line(&harness).click();
    harness.run_steps(2);
    chat_line(&harness).type_text("good luck, Ben");
    harness.run_steps(2);
    harness.get_by_label("Send").click();
    run_until(&mut harness, "the chat line", |app| {
        !app.remote_table().unwrap().state().chat.is_empty()
    });
    assert_eq!(
        harness.state_mut().remote_table().unwrap().state().chat[0].text,
        "good luck, Ben"
    );
    assert!(harness.query_by_label("good luck, Ben").is_some());
    snapshot(&mut harness, "online_table");

    // The language switches while playing: the same log reads in German.
    let mut settings = harness.state().settings().clone();
    settings.language = Some(Lang::De);
    harness.state_mut().set_settings(settings);
    harness.run_steps(4);
    assert!(
        harness
            .query_by_label_contains("Aufgedeckt: Clara hat 3 geboten")
            .is_some()
    );
    snapshot(&mut harness, "online_table_de");

    // The host goes away: a notice says so, with Reconnect.
    let seq = harness.state_mut().remote_table().unwrap().state().seq();
    let port = host.port();
    let invite = host.invite().code();
    let table = host.stop().expect("the table comes back");
    run_until(&mut harness, "the lost connection", |app| {
        app.remote_table().unwrap().lost().is_some()
    });
    assert!(harness.query_by_label("Neu verbinden").is_some());
    // Hosted again (same key and port: the same invite), Reconnect takes the seat back with
    // its secret; the game and the chat are as they were.
    let host = Host::start(table, &NetConfig::loopback(), key, port, None).unwrap();
    assert_eq!(host.invite().code(), invite);
    harness.get_by_label("Neu verbinden").click();
    run_until(&mut harness, "the table again", |app| {
        app.remote_table().unwrap().lost().is_none()
    });
    let state = harness.state_mut().remote_table().unwrap().state().clone();
    assert_eq!(state.seat, Some(0));
    assert_eq!(state.seq(), seq);
    assert_eq!(state.chat.len(), 1);
    drop(host);
}

/// The launcher with the example game installed, in a temporary data folder, with no relay.
fn launcher_with_game(lang: Lang) -> Harness<'static, ParlourApp> {
    let plugins = tempfile::tempdir().unwrap();
    let lib = common::built_library("parlour_example");
    std::fs::copy(&lib, plugins.path().join(lib.file_name().unwrap())).unwrap();
    let catalog = Catalog::from_dirs(&[plugins.path().to_owned()]);
    std::mem::forget(plugins);
    let data = tempfile::tempdir().unwrap();
    let settings = parlour::gui::Settings {
        relay: parlour::gui::settings::RelayChoice::None,
        ..common::test_settings(lang)
    };
    let app = ParlourApp::new_for_tests(
        catalog,
        settings,
        Box::new(common::OpenDialog::default()),
        data.path(),
    );
    std::mem::forget(data);
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_eframe(|_cc| app);
    harness.run_steps(3);
    harness
}

#[test]
fn a_game_is_hosted_from_the_new_game_form_with_its_invite_code_and_presence() {
    hosting(Lang::En, "online_hosting");
}

#[test]
fn hosting_reads_in_german() {
    hosting(Lang::De, "online_hosting_de");
}

fn hosting(lang: Lang, name: &str) {
    {
        let [
            new_game,
            online,
            host_online,
            start,
            here,
            at_screen,
            away_bot,
            bots,
            lost,
        ] = match lang {
            Lang::De => [
                "Neues Spiel",
                "Online",
                "Online eröffnen",
                "Spiel starten",
                "da",
                "an diesem Bildschirm",
                "weg, ein Bot spielt",
                "Für abwesende Spieler zieht ein Bot, bis sie zurück sind",
                "Die Verbindung zu Ben ist weg",
            ],
            _ => [
                "New game",
                "Online",
                "Host online",
                "Start game",
                "here",
                "at this screen",
                "away, a bot plays",
                "Let a bot play for away players until they return",
                "Lost the connection to Ben",
            ],
        };
        let mut harness = launcher_with_game(lang);
        harness.get_by_label(new_game).click();
        harness.run_steps(3);
        // With no seat online, the game is not hosted.
        assert!(
            harness
                .get_by_label(host_online)
                .accesskit_node()
                .is_disabled()
        );
        // The second seat is played online by a friend: the game is hosted, not started.
        harness.get_all_by_label(online).nth(1).unwrap().click();
        harness.run_steps(2);
        assert!(harness.get_by_label(start).accesskit_node().is_disabled());
        harness.get_by_label(host_online).click();
        run_until(&mut harness, "the hosted table", |app| {
            app.screen_kind() == ScreenKind::Online
        });
        run_until(&mut harness, "the host's seat at its table", |app| {
            app.remote_table().unwrap().state().update.is_some()
        });
        let code = {
            let table = harness.state_mut().remote_table().unwrap();
            assert_eq!(table.state().seat, Some(0), "the host plays the first seat");
            assert!(
                table.state().secret.is_none(),
                "played here, with no secret"
            );
            assert_eq!(table.local_seats(), &[0]);
            table
                .hosting()
                .expect("this launcher hosts")
                .code()
                .to_owned()
        };
        // A friend joins seat 1 with the code, and leaves again.
        let invite = parlour::net::invite::Invite::parse(&code).unwrap();
        let config = NetConfig::new(parlour::net::transport::Relays::Disabled);
        let friend = Client::join(
            &invite,
            Want::Seat {
                seat: 1,
                secret: None,
            },
            "Ben",
            &config,
        )
        .unwrap();
        run_until(&mut harness, "the friend to be here", |app| {
            app.remote_table().unwrap().presence()[1].present
        });
        assert_eq!(harness.query_all_by_label(here).count(), 1);
        assert_eq!(harness.query_all_by_label(at_screen).count(), 1);
        // The name the friend gave is shown for their seat.
        assert_eq!(
            harness.state_mut().remote_table().unwrap().presence()[1].name,
            "Ben"
        );
        assert!(harness.query_by_label_contains(lost).is_none());
        friend.close();
        run_until(&mut harness, "the friend to be away", |app| {
            !app.remote_table().unwrap().presence()[1].present
        });
        // The host's card warns that the friend's connection is lost.
        harness.run_steps(2);
        assert!(harness.query_by_label_contains(lost).is_some());
        // A bot plays for them until they return.
        harness.get_by_label(bots).click();
        run_until(&mut harness, "the bot to stand in", |app| {
            app.remote_table().unwrap().presence()[1].bot_standing_in
        });
        assert!(harness.query_by_label(away_bot).is_some());
        // (The new game's seed, key and port are new each time: no snapshot of this one.)
        let _ = name;
    }
}

/// A save hosted before (its host record beside it) in the saves folder.
fn hosted_save(data: &std::path::Path, port: u16) {
    let plugins = tempfile::tempdir().unwrap();
    let lib = common::built_library("parlour_example");
    std::fs::copy(&lib, plugins.path().join(lib.file_name().unwrap())).unwrap();
    let catalog = Catalog::from_dirs(&[plugins.path().to_owned()]);
    let plugin = catalog.get("example").unwrap();
    let seats = common::seats(&[("Anna", SeatKind::Human), ("Ben", SeatKind::Human)]);
    let session = Session::start(plugin, seats, 11, BTreeMap::new()).unwrap();
    let file = data.join("saves").join("table.toml");
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    session.save_to(&file).unwrap();
    let record = parlour::net::table::HostRecord {
        table: "fedcba9876543210".into(),
        key: format!("{port:04x}").repeat(16),
        port,
        secrets: BTreeMap::new(),
        // Anna plays at the host's screen, Ben online.
        local: vec![0],
    };
    record.write(&file).unwrap();
}

#[test]
fn a_save_hosted_before_is_hosted_again_from_the_saves_list() {
    hosted_again(Lang::En, "online_hosting", 47_314);
}

#[test]
fn hosting_again_reads_in_german() {
    hosted_again(Lang::De, "online_hosting_de", 47_315);
}

fn hosted_again(lang: Lang, name: &str, port: u16) {
    let [saves, host_again, copy] = match lang {
        Lang::De => ["Gespeicherte Partien", "Erneut eröffnen", "Kopieren"],
        _ => ["Saved games", "Host again", "Copy"],
    };
    let data = tempfile::tempdir().unwrap();
    hosted_save(data.path(), port);
    let plugins = tempfile::tempdir().unwrap();
    let lib = common::built_library("parlour_example");
    std::fs::copy(&lib, plugins.path().join(lib.file_name().unwrap())).unwrap();
    let catalog = Catalog::from_dirs(&[plugins.path().to_owned()]);
    let settings = parlour::gui::Settings {
        relay: parlour::gui::settings::RelayChoice::None,
        ..common::test_settings(lang)
    };
    let app = ParlourApp::new_for_tests(
        catalog,
        settings,
        Box::new(common::OpenDialog::default()),
        data.path(),
    );
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_eframe(|_cc| app);
    harness.run_steps(3);
    harness.get_by_label(saves).click();
    harness.run_steps(3);
    // The host record beside the save is not listed as a (broken) save of its own.
    assert_eq!(
        parlour::core::session::scan_saves(&data.path().join("saves")).len(),
        1
    );
    harness.get_by_label(host_again).click();
    run_until(&mut harness, "the hosted table", |app| {
        app.screen_kind() == ScreenKind::Online
    });
    run_until(&mut harness, "the host's seat at its table", |app| {
        app.remote_table().unwrap().state().update.is_some()
    });
    let table = harness.state_mut().remote_table().unwrap();
    let hosting = table.hosting().expect("this launcher hosts");
    // The same table id and host key as before: the same code for the players.
    assert!(
        hosting.code().contains("fedcba9876543210"),
        "{}",
        hosting.code()
    );
    assert_eq!(table.state().seat, Some(0));
    assert_eq!(table.local_seats(), &[0]);
    // The side panel keeps the size it took in the frames before the table was up, and how
    // many of those frames ran depends on how fast the host started: forget it, so that the
    // picture shows the panel as the hosted table sizes it.
    harness
        .ctx
        .data_mut(|d| d.remove_by_type::<egui::PanelState>());
    harness.get_by_label_contains(copy).click();
    harness.run_steps(3);
    snapshot(&mut harness, name);
    std::mem::forget(plugins);
    std::mem::forget(data);
}

/// Runs a hosted table's frames (without a window) until `done` holds.
fn poll_until(
    table: &mut parlour::gui::online::remote::RemoteTable,
    notices: &mut parlour::gui::notices::Notices,
    l10n: &parlour::core::i18n::Localizer,
    what: &str,
    done: impl Fn(&mut parlour::gui::online::remote::RemoteTable) -> bool,
) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while !done(table) {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(10));
        table.poll(notices, l10n);
    }
}

#[test]
fn two_seats_at_the_hosts_screen_pass_it_behind_the_curtain() {
    use parlour::gui::table_model::TableModel as _;
    let plugins = tempfile::tempdir().unwrap();
    let lib = common::built_library("parlour_example");
    std::fs::copy(&lib, plugins.path().join(lib.file_name().unwrap())).unwrap();
    let catalog = Catalog::from_dirs(&[plugins.path().to_owned()]);
    let plugin = catalog.get("example").unwrap();
    let seats = common::seats(&[("Anna", SeatKind::Human), ("Ben", SeatKind::Human)]);
    let session = Session::start(plugin, seats, 5, BTreeMap::new()).unwrap();
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("table.toml");
    // Both seats are played at this screen; nobody online.
    let mut table = parlour::gui::online::hosting::host_table(
        session,
        file.clone(),
        Some(vec![0, 1]),
        NetConfig::new(parlour::net::transport::Relays::Disabled),
        data.path().to_owned(),
        None,
    )
    .unwrap();
    let l10n = parlour::core::i18n::Localizer::new(Lang::En);
    let mut notices = parlour::gui::notices::Notices::default();
    // Both bid at once: the first seat decides first, with no curtain.
    poll_until(&mut table, &mut notices, &l10n, "Anna's turn", |t| {
        t.active_human() == Some(0)
    });
    assert_eq!(table.local_seats(), &[0, 1]);
    assert_eq!(table.curtain(), None);
    assert!(table.hosting().is_some());
    assert_eq!(
        parlour::net::table::HostRecord::load_or_new(&file)
            .unwrap()
            .local,
        vec![0, 1],
        "the host record keeps which seats are played here"
    );
    let anna_view = table.state().update.as_ref().unwrap().view.clone();
    // Anna bids (the first option, confirmed if the bid needs it).
    let id = *table.cache(&l10n).options.keys().min().unwrap();
    table.choose(id, &mut notices, &l10n);
    poll_until(&mut table, &mut notices, &l10n, "Anna's bid", |t| {
        t.curtain().is_some() || !t.composing().choices.is_empty()
    });
    if table.curtain().is_none() {
        table.confirm(&mut notices, &l10n);
    }
    // Ben must bid now: the screen passes to him behind the curtain, and nobody can act or
    // take back a move before he says he sits there.
    poll_until(&mut table, &mut notices, &l10n, "the curtain", |t| {
        t.curtain() == Some(1)
    });
    assert_eq!(table.viewer(), Some(0));
    assert_eq!(table.active_human(), None);
    assert!(!table.can_undo());
    table.reveal();
    assert_eq!(table.viewer(), Some(1));
    poll_until(&mut table, &mut notices, &l10n, "Ben's turn", |t| {
        t.active_human() == Some(1)
    });
    // Ben is shown his own seat's view, not Anna's.
    let ben_view = table.state().update.as_ref().unwrap().view.clone();
    assert_ne!(ben_view, anna_view);
    assert_eq!(table.state().seat, Some(1));
    assert!(notices.is_empty(), "no error on the way");
    drop(table);
    std::mem::forget(plugins);
}
