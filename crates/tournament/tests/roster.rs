//! The scoring office's roster file: read as the contract says (BOM, seats in letters or
//! characters, players changing tables between sessions), every bad file refused with its line
//! and problem, and what is written read back to the same.

mod common;

use common::assert_coded;
use proptest::prelude::*;
use std::collections::BTreeMap;
use tournament::roster::{parse, render, RosterError};
use tournament::setup::Seat;
use tournament::setup::SeatRole;
use tournament::setup::{PlayerDef, SeatDef, Seating, TableDef};
use tournament::Coded;

/// Two sessions of two tables; players change tables; seats in letters and characters, a
/// name with a comma, a BOM. Shared with `mjref`'s event test.
const TWO_SESSIONS: &str = include_str!("fixtures/two-sessions.csv");

#[test]
fn players_change_tables_from_one_session_to_the_next() {
    let r = parse(TWO_SESSIONS).unwrap();
    assert_eq!(r.players.len(), 8);
    assert_eq!(r.seats(), 16);
    assert_eq!(r.players[5].name, "Baker, Tom");
    let table = |s: usize, t: usize| -> Vec<&str> {
        r.seating[s].tables[t]
            .seats
            .iter()
            .map(|p| p.player_id.as_str())
            .collect()
    };
    assert_eq!(r.seating[0].session, "R1");
    assert_eq!(table(0, 1), ["p5", "p6", "p7", "p8"]);
    assert_eq!(r.seating[1].session, "R2");
    assert_eq!(table(1, 0), ["p5", "p2", "p7", "p4"]);
    assert_eq!(r.seating[1].tables[1].seats[0].seat, Seat::E);
}

/// The roster with line `n` (1 = the header) replaced by `with`.
fn with_line(n: usize, with: &str) -> String {
    TWO_SESSIONS
        .lines()
        .enumerate()
        .map(|(i, l)| if i + 1 == n { with } else { l })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The arguments a refusal must carry.
type Args = &'static [(&'static str, &'static str)];

#[test]
fn each_bad_file_is_refused_with_its_line_and_problem() {
    let cases: Vec<(String, &str, Args)> = vec![
        (
            with_line(3, "R1,1,X,p2,Anna Weber"),
            "roster-bad-seat",
            &[("line", "3"), ("value", "X")],
        ),
        // p2 in two seats of session 1.
        (
            with_line(7, "R1,2,南,p2,Anna Weber"),
            "roster-player-twice",
            &[("line", "7"), ("first", "3"), ("player", "p2")],
        ),
        // Two players in table 1's East seat.
        (
            with_line(3, "R1,1,E,p9,New Player"),
            "roster-seat-taken",
            &[("line", "3"), ("first", "2"), ("seat", "E")],
        ),
        // One id, two names.
        (
            with_line(12, "R2,1,西,p7,Suzuki Ai"),
            "roster-two-names",
            &[("line", "12"), ("first", "8"), ("player", "p7")],
        ),
        (
            with_line(1, "\u{feff}session,table,seat,player,name"),
            "roster-missing-column",
            &[("column", "player_id")],
        ),
        (
            with_line(5, "R1,1,N,p4,"),
            "roster-empty-field",
            &[("line", "5"), ("column", "name")],
        ),
        (
            with_line(5, "R1,one,N,p4,王芳"),
            "roster-bad-table",
            &[("line", "5"), ("value", "one")],
        ),
        (
            with_line(5, "R1,1,N,p4"),
            "roster-unreadable",
            &[("line", "5")],
        ),
        // Table 2 of R2 with three players.
        (
            TWO_SESSIONS.replace("R2,2,n,p8,张伟\n", ""),
            "roster-table-incomplete",
            &[("session", "R2"), ("table", "2"), ("seats", "3")],
        ),
        ("\u{feff}\n".to_string(), "roster-empty", &[]),
        (
            "session,table,seat,player_id,name\n".to_string(),
            "roster-empty",
            &[],
        ),
    ];
    for (file, code, args) in cases {
        let err: RosterError = parse(&file).unwrap_err();
        assert_coded(&err, code, args);
    }
}

#[test]
fn substitutes_and_stand_ins_are_seated_with_their_role() {
    let file = "session,table,seat,player_id,name,role
R1,1,E,p1,李明,
R1,1,S,p2,Anna Weber,替补
R1,1,W,p3,佐藤 健,stand-in
R1,1,N,p4,王芳,player
";
    let r = parse(file).unwrap();
    let roles: Vec<SeatRole> = r.seating[0].tables[0]
        .seats
        .iter()
        .map(|p| p.role)
        .collect();
    assert_eq!(
        roles,
        [
            SeatRole::Player,
            SeatRole::Substitute,
            SeatRole::StandIn,
            SeatRole::Player
        ]
    );
    let err = parse(&file.replace("stand-in", "guest")).unwrap_err();
    assert_eq!(err.code(), "roster-bad-role");
    // Written and read back, the roles stay.
    assert_eq!(parse(&render(&r.players, &r.seating)).unwrap(), r);
}

#[test]
fn a_substitute_names_the_player_replaced() {
    let file = "session,table,seat,player_id,name,role,replaces
R1,1,E,p1,李明,,
R1,1,S,p5,陈静,替补,p2
R1,1,W,p3,佐藤 健,,
R1,1,N,p4,王芳,,
R2,1,E,p1,李明,,
R2,1,S,p2,Anna Weber,,
R2,1,W,p3,佐藤 健,,
R2,1,N,p4,王芳,,
";
    let r = parse(file).unwrap();
    assert_eq!(
        r.seating[0].tables[0].seats[1].replaces.as_deref(),
        Some("p2")
    );
    assert_eq!(r.seating[1].tables[0].seats[1].replaces, None);
    // Written and read back, the column stays.
    let text = render(&r.players, &r.seating);
    assert!(text.contains("role,replaces"));
    assert_eq!(parse(&text).unwrap(), r);
    // Only a substitute takes another's place.
    let err = parse(&file.replace("陈静,替补,p2", "陈静,,p2")).unwrap_err();
    assert_eq!(err.code(), "roster-replaces-not-a-substitute");
    assert_eq!(err.args()["line"], "3");
}

#[test]
fn the_written_roster_starts_with_a_bom_and_reads_back_the_same() {
    let r = parse(TWO_SESSIONS).unwrap();
    let text = render(&r.players, &r.seating);
    assert!(text.starts_with("\u{feff}session,table,seat,player_id,name\r\n"));
    assert_eq!(parse(&text).unwrap(), r);
}

/// A random event: `sessions` sessions of `tables` tables, everyone seated once a session,
/// names with commas, quotes and CJK.
fn event(sessions: usize, tables: usize, seed: u64) -> String {
    let players = tables * 4;
    let mut out = String::from("session,table,seat,player_id,name\n");
    let mut order: Vec<usize> = (0..players).collect();
    let mut x = seed | 1;
    for s in 0..sessions {
        // A shuffle per session: players move tables.
        for i in (1..order.len()).rev() {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            order.swap(i, (x % (i as u64 + 1)) as usize);
        }
        for (k, p) in order.iter().enumerate() {
            let seat = ["E", "南", "W", "北"][k % 4];
            out.push_str(&format!(
                "S{s},{},{seat},id{p},\"名 {p}, \"\"q\"\"\"\n",
                k / 4 + 1
            ));
        }
    }
    out
}

proptest! {
    #[test]
    fn any_valid_roster_reads_back_from_what_it_writes(
        sessions in 1usize..5, tables in 1usize..8, seed in any::<u64>()
    ) {
        let r = parse(&event(sessions, tables, seed)).unwrap();
        prop_assert_eq!(r.seats(), sessions * tables * 4);
        prop_assert_eq!(r.players.len(), tables * 4);
        prop_assert_eq!(parse(&render(&r.players, &r.seating)).unwrap(), r);
    }

    #[test]
    fn dropping_any_one_row_is_refused_as_an_incomplete_table(
        tables in 1usize..6, seed in any::<u64>(), pick in any::<usize>()
    ) {
        let file = event(2, tables, seed);
        let lines: Vec<&str> = file.lines().collect();
        let drop = 1 + pick % (lines.len() - 1);
        let cut: String = lines.iter().enumerate().filter(|(i, _)| *i != drop)
            .map(|(_, l)| format!("{l}\n")).collect();
        prop_assert_eq!(parse(&cut).unwrap_err().code(), "roster-table-incomplete");
    }
}

/// The fixture's columns, in its order: `line_3_with`'s fields, and what a refusal of one
/// names.
const COLUMNS: [&str; 5] = ["session", "table", "seat", "player_id", "name"];

/// A roster line with `field` (0 = session … 4 = name) of the fixture's line 3 replaced.
fn line_3_with(field: usize, value: &str) -> String {
    let mut cells = ["R1", "1", "S", "p2", "Anna Weber"];
    cells[field] = value;
    with_line(3, &cells.join(","))
}

#[test]
fn control_characters_long_fields_and_twice_named_columns_are_refused_with_their_line() {
    let limits = tournament::limits::Limits::builtin();
    let (id_max, name_max) = (limits.fields.id_chars, limits.fields.name_chars);
    let long_name = "名".repeat(name_max + 1);
    let long_id = "p".repeat(id_max + 1);
    let id_max_s = id_max.to_string();
    let name_max_s = name_max.to_string();
    let (session, player_id, name) = (0, 3, 4);
    // Line 3 with one field replaced: refused naming line 3 and that field's column (and the
    // bound, where one is given).
    let line_3: Vec<(usize, &str, &str, Option<&str>)> = vec![
        (name, "Anna\u{0}Weber", "roster-control-character", None),
        (player_id, "p\u{1b}2", "roster-control-character", None),
        (name, "Anna\tWeber", "roster-control-character", None),
        // A line break inside a quoted field.
        (name, "\"Anna\nWeber\"", "roster-control-character", None),
        (name, "\"Anna\rWeber\"", "roster-control-character", None),
        (session, "R\u{7f}1", "roster-control-character", None),
        // Marked as a formula would be, the mark taken away: a tab is still a tab.
        (name, "'\tAnna", "roster-control-character", None),
        (name, &long_name, "roster-too-long", Some(&name_max_s)),
        (player_id, &long_id, "roster-too-long", Some(&id_max_s)),
        (session, &long_id, "roster-too-long", Some(&id_max_s)),
        // An empty id, or one of spaces only.
        (player_id, "   ", "roster-empty-field", None),
        (session, "", "roster-empty-field", None),
    ];
    for (field, value, code, max) in line_3 {
        let mut args = vec![("line", "3"), ("column", COLUMNS[field])];
        args.extend(max.map(|max| ("max", max)));
        let err = parse(&line_3_with(field, value)).unwrap_err();
        assert_coded(&err, code, &args);
    }
    // In a column this reader does not use; a column named twice in the header.
    let others: Vec<(String, &str, Args)> = vec![
        (
            club_column().replacen("Anna Weber,x", "Anna Weber,x\u{0}", 1),
            "roster-control-character",
            &[("line", "3"), ("column", "club")],
        ),
        (
            with_line(1, "\u{feff}session,table,seat,player_id,name,Name"),
            "roster-duplicate-column",
            &[("line", "1"), ("column", "Name")],
        ),
        (
            with_line(1, "session,table,seat,player_id,name,role,ROLE"),
            "roster-duplicate-column",
            &[("line", "1"), ("column", "ROLE")],
        ),
    ];
    for (file, code, args) in others {
        assert_coded(&parse(&file).unwrap_err(), code, args);
    }
    // At the bound exactly, it is read.
    let at_bound = "名".repeat(name_max);
    let r = parse(&line_3_with(name, &at_bound).replace("Anna Weber", &at_bound)).unwrap();
    assert!(r.players.iter().any(|p| p.name == at_bound));
    // Empty columns a spreadsheet leaves at the end are not named twice.
    let trailing = TWO_SESSIONS.replace('\n', ",,\n");
    assert_eq!(parse(&trailing).unwrap(), parse(TWO_SESSIONS).unwrap());
}

#[test]
fn the_refusal_says_the_line_and_the_bound_in_every_language() {
    let l10n = l10n::Localizer::new().unwrap();
    let max = tournament::limits::Limits::builtin().fields.name_chars;
    let err = parse(&line_3_with(4, &"x".repeat(max + 1))).unwrap_err();
    let args = err.args();
    assert_coded(
        &err,
        "roster-too-long",
        &[("line", "3"), ("max", &max.to_string())],
    );
    let id = format!("error-{}", err.code());
    let says = |lang: &str, args: &BTreeMap<String, String>| {
        l10n.says(lang, &id, args, |_, _| true).unwrap()
    };
    assert_eq!(
        says("en", &args),
        format!("Line 3: the name is longer than {max} characters.")
    );
    // Each language puts the line and the bound where the message names them: said with a
    // marker in the argument's place, the words hold the marker once, and the value put back
    // gives the words said. (A `3` or the bound elsewhere in the words would not pass.)
    let marker = "⟦here⟧";
    for lang in l10n::LANGUAGES {
        let said = says(lang, &args);
        for key in ["line", "max"] {
            let mut marked = args.clone();
            marked.insert(key.into(), marker.into());
            let with_marker = says(lang, &marked);
            assert_eq!(
                with_marker.matches(marker).count(),
                1,
                "{lang} {key}: {with_marker}"
            );
            assert_eq!(
                with_marker.replace(marker, &args[key]),
                said,
                "{lang} {key}"
            );
        }
    }
}

/// The fixture with a column `club` the reader does not use, `x` on every line.
fn club_column() -> String {
    TWO_SESSIONS
        .lines()
        .enumerate()
        .map(|(i, l)| {
            if i == 0 {
                format!("{l},club\n")
            } else {
                format!("{l},x\n")
            }
        })
        .collect()
}

/// One session, one table, the four players given as (id, name).
fn one_table(players: [(&str, &str); 4]) -> (Vec<PlayerDef>, Vec<Seating>) {
    let defs = players
        .iter()
        .map(|(id, name)| PlayerDef {
            id: id.to_string(),
            name: name.to_string(),
        })
        .collect();
    let seats = players
        .iter()
        .zip(Seat::ALL)
        .map(|((id, _), seat)| SeatDef {
            seat,
            player_id: id.to_string(),
            role: SeatRole::Player,
            replaces: None,
        })
        .collect();
    let seating = vec![Seating {
        session: "-R1".into(),
        tables: vec![TableDef { number: 1, seats }],
    }];
    (defs, seating)
}

/// The written file's cells, as any CSV reader reads them (no trimming, no un-marking).
fn cells(text: &str) -> Vec<Vec<String>> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(text.trim_start_matches('\u{feff}').as_bytes());
    reader
        .records()
        .map(|r| r.unwrap().iter().map(String::from).collect())
        .collect()
}

const FORMULA_STARTS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

#[test]
fn formula_like_ids_and_names_are_written_marked_and_read_back_unchanged() {
    let (players, seating) = one_table([
        ("=id", "=HYPERLINK(\"http://evil\",\"x\")"),
        ("+1", "+Ann"),
        ("-2", "-Ann"),
        ("@p", "@SUM(A1:A9)"),
    ]);
    let text = render(&players, &seating);
    let rows = cells(&text);
    assert_eq!(
        rows[1],
        [
            "'-R1",
            "1",
            "E",
            "'=id",
            "'=HYPERLINK(\"http://evil\",\"x\")"
        ]
    );
    assert_eq!(rows[3], ["'-R1", "1", "W", "'-2", "'-Ann"]);
    for cell in rows.iter().flatten() {
        assert!(!cell.starts_with(FORMULA_STARTS), "{cell:?} is unmarked");
    }
    let back = parse(&text).unwrap();
    assert_eq!((back.players, back.seating), (players, seating));
}

proptest! {
    /// Whatever the ids and names (typed in the app, so anything), no written cell begins as
    /// a formula would: each is the value, or the value with one `'` before it.
    #[test]
    fn no_written_cell_begins_as_a_formula(
        values in proptest::collection::vec("[=+\\-@'\t\r a-z名]{0,6}", 8)
    ) {
        // Four different ids, each beginning as drawn.
        let ids: Vec<String> = (0..4).map(|i| format!("{}{i}", values[2 * i])).collect();
        let (players, seating) = one_table([
            (&ids[0], &values[1]),
            (&ids[1], &values[3]),
            (&ids[2], &values[5]),
            (&ids[3], &values[7]),
        ]);
        let text = render(&players, &seating);
        let rows = cells(&text);
        for (row, seat) in rows[1..].iter().zip(&seating[0].tables[0].seats) {
            let name = &players.iter().find(|p| p.id == seat.player_id).unwrap().name;
            for (cell, value) in row.iter().zip(["-R1", "1", seat.seat.as_str(), &seat.player_id, name]) {
                prop_assert!(!cell.starts_with(FORMULA_STARTS), "{:?}", cell);
                let marked = value.starts_with(FORMULA_STARTS)
                    || (value.starts_with('\'') && value.trim_start_matches('\'').starts_with(FORMULA_STARTS));
                if marked {
                    prop_assert_eq!(cell, &format!("'{value}"));
                } else {
                    prop_assert_eq!(cell, value);
                }
                prop_assert_eq!(tournament::csv_cell::restore(cell), value);
            }
        }
    }

    /// Any roster the reader takes, with ids and names beginning `=`, `+`, `-`, `@` or `'`,
    /// reads back the same from what is written.
    #[test]
    fn formula_like_rosters_read_back_the_same(
        starts in proptest::collection::vec("[=+\\-@']{0,3}", 8),
        seed in 0u32..1000,
    ) {
        let ids: Vec<String> = (0..4).map(|i| format!("{}p{i}{seed}", starts[i])).collect();
        let names: Vec<String> = (0..4).map(|i| format!("{}Name {i}", starts[4 + i])).collect();
        let (players, seating) = one_table([
            (&ids[0], &names[0]),
            (&ids[1], &names[1]),
            (&ids[2], &names[2]),
            (&ids[3], &names[3]),
        ]);
        let back = parse(&render(&players, &seating)).unwrap();
        prop_assert_eq!((back.players, back.seating), (players, seating));
    }
}
