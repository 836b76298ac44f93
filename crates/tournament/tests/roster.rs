//! The scoring office's roster file: read as the contract says (BOM, seats in letters or
//! characters, players changing tables between sessions), every bad file refused with its line
//! and problem, and what is written read back to the same.

use proptest::prelude::*;
use tournament::roster::{parse, render, RosterError};
use tournament::setup::Seat;
use tournament::setup::SeatRole;
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
        assert_eq!(err.code(), code, "{err}");
        let got = err.args();
        for (k, v) in args {
            assert_eq!(
                got.get(*k).map(String::as_str),
                Some(*v),
                "{code}: {k} in {got:?}"
            );
        }
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
