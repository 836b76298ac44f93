//! The roster and every session's seating as the scoring office sends them: CSV with the
//! columns `session,table,seat,player_id,name` (contract: `mjref event roster`), UTF-8 with or
//! without a byte-order mark, a header row, seats as `E S W N` or 东南西北 / 東南西北. An
//! optional `role` column seats a substitute (替补) or a stand-in (陪打), and an optional
//! `replaces` column names the player a substitute takes the place of. A file with any bad
//! row is refused whole, naming the line and the problem; nothing of it is kept. No field holds
//! a control character (NUL, ESC, a tab, a line break); ids and names are no longer than
//! `rules-data/limits.toml` says; the header names each column once. Cells are written as
//! `csv_cell` says (a formula-like cell with a leading `'`) and read back without the mark.

use crate::csv_cell;
pub use crate::error::RosterError;
use crate::limits::{FieldFault, FieldKind, Limits};
use crate::setup::{PlayerDef, Seat, SeatDef, SeatRole, Seating, TableDef};

use std::collections::HashMap;

/// The columns a roster file must have, in the contract's order (any order is read).
pub const COLUMNS: [&str; 5] = ["session", "table", "seat", "player_id", "name"];
/// The optional column that seats a substitute or a stand-in.
pub const ROLE_COLUMN: &str = "role";
/// The optional column naming, for a substitute, the player whose place they take.
pub const REPLACES_COLUMN: &str = "replaces";

/// A role as a roster names it: empty or `player`, `substitute` / 替补 / 補欠, `stand-in` /
/// 陪打 / 代打ち.
fn parse_role(text: &str) -> Option<SeatRole> {
    match text.trim().to_lowercase().as_str() {
        "" | "player" => Some(SeatRole::Player),
        "substitute" | "替补" | "補欠" => Some(SeatRole::Substitute),
        "stand-in" | "陪打" | "代打ち" => Some(SeatRole::StandIn),
        _ => None,
    }
}

impl Seat {
    /// A seat as a roster names it: `E S W N` (any case) or 东南西北 / 東南西北.
    pub fn parse(text: &str) -> Option<Seat> {
        match text.trim() {
            "E" | "e" | "东" | "東" => Some(Seat::E),
            "S" | "s" | "南" => Some(Seat::S),
            "W" | "w" | "西" => Some(Seat::W),
            "N" | "n" | "北" => Some(Seat::N),
            _ => None,
        }
    }

    pub const ALL: [Seat; 4] = [Seat::E, Seat::S, Seat::W, Seat::N];
}

/// What a roster file holds: the players (in the order they first appear) and each session's
/// seating (sessions and tables in the order they first appear, seats East first).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Roster {
    pub players: Vec<PlayerDef>,
    pub seating: Vec<Seating>,
}

impl Roster {
    /// How many seats the roster fills, over every session.
    pub fn seats(&self) -> usize {
        self.seating
            .iter()
            .flat_map(|s| &s.tables)
            .map(|t| t.seats.len())
            .sum()
    }
}

/// Reads a roster file. The first problem found, in file order, refuses it whole.
pub fn parse(text: &str) -> Result<Roster, RosterError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim().is_empty() {
        return Err(RosterError::Empty);
    }
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(true)
        .flexible(false)
        .trim(csv::Trim::All)
        .from_reader(text.as_bytes());
    let header = reader
        .headers()
        .map_err(|e| RosterError::Unreadable {
            line: 1,
            detail: e.to_string(),
        })?
        .clone();
    // Each cell read back once, as the project's own export wrote it (`csv_cell`).
    let columns: Vec<&str> = header.iter().map(csv_cell::restore).collect();
    // Each named column once: which of two `name` columns would be the name?
    for (i, &h) in columns.iter().enumerate() {
        if h.chars().any(char::is_control) {
            return Err(RosterError::ControlCharacter {
                line: 1,
                column: h.escape_default().to_string(),
            });
        }
        let twice = columns[..i].iter().any(|b| b.eq_ignore_ascii_case(h));
        if twice && !h.is_empty() {
            return Err(RosterError::DuplicateColumn {
                line: 1,
                column: h.to_string(),
            });
        }
    }
    let index = |name: &str| columns.iter().position(|h| h.eq_ignore_ascii_case(name));
    let mut at = [0usize; 5];
    for (slot, column) in at.iter_mut().zip(COLUMNS) {
        *slot = index(column).ok_or_else(|| RosterError::MissingColumn {
            column: column.to_string(),
        })?;
    }
    let role_at = index(ROLE_COLUMN);
    let replaces_at = index(REPLACES_COLUMN);

    let mut roster = Roster::default();
    // Where each thing was first seen, for the message that names both lines.
    let mut names: HashMap<String, (usize, String)> = HashMap::new();
    let mut seats: HashMap<(String, u32, Seat), usize> = HashMap::new();
    let mut seated: HashMap<(String, String), usize> = HashMap::new();
    let mut session_index: HashMap<String, usize> = HashMap::new();
    let mut table_index: HashMap<(usize, u32), usize> = HashMap::new();
    let limits = Limits::builtin();
    for (i, record) in reader.records().enumerate() {
        let line = i + 2;
        let record = record.map_err(|e| RosterError::Unreadable {
            line,
            detail: e.to_string(),
        })?;
        // Where the record starts (a field may not break lines, so this is `line` until a
        // record that is refused for it).
        let line = record
            .position()
            .map_or(line, |p| usize::try_from(p.line()).unwrap_or(line));
        let cells: Vec<&str> = record.iter().map(csv_cell::restore).collect();
        // Every field, the columns this reader does not use too: no control character.
        if let Some(n) = cells
            .iter()
            .position(|value| value.chars().any(char::is_control))
        {
            return Err(RosterError::ControlCharacter {
                line,
                column: columns.get(n).copied().unwrap_or("").to_string(),
            });
        }
        let field = |n: usize| -> Result<&str, RosterError> {
            let value = cells.get(at[n]).copied().unwrap_or("");
            let column = COLUMNS[n].to_string();
            let kind = match COLUMNS[n] {
                "session" | "player_id" => FieldKind::Id,
                "name" => FieldKind::Name,
                _ if value.is_empty() => return Err(RosterError::EmptyField { line, column }),
                _ => return Ok(value),
            };
            match limits.field(kind, value) {
                Ok(()) => Ok(value),
                Err(FieldFault::Empty) => Err(RosterError::EmptyField { line, column }),
                Err(FieldFault::TooLong { max }) => Err(RosterError::TooLong { line, column, max }),
                Err(FieldFault::Control) => Err(RosterError::ControlCharacter { line, column }),
            }
        };
        let (session, table, seat, player, name) =
            (field(0)?, field(1)?, field(2)?, field(3)?, field(4)?);
        let table: u32 = table
            .parse()
            .ok()
            .filter(|n| (1..=limits.fields.max_table).contains(n))
            .ok_or_else(|| RosterError::BadTable {
                line,
                value: table.to_string(),
            })?;
        let seat = Seat::parse(seat).ok_or_else(|| RosterError::BadSeat {
            line,
            value: seat.to_string(),
        })?;
        let role_text = role_at.and_then(|n| cells.get(n).copied()).unwrap_or("");
        let role = parse_role(role_text).ok_or_else(|| RosterError::BadRole {
            line,
            value: role_text.to_string(),
        })?;
        let replaces = replaces_at
            .and_then(|n| cells.get(n).copied())
            .filter(|id| !id.is_empty());
        if let Some(id) = replaces {
            if role != SeatRole::Substitute {
                return Err(RosterError::ReplacesNotASubstitute {
                    line,
                    player: player.to_string(),
                });
            }
            if let Err(fault) = limits.field(FieldKind::Id, id) {
                let column = REPLACES_COLUMN.to_string();
                return Err(match fault {
                    FieldFault::TooLong { max } => RosterError::TooLong { line, column, max },
                    FieldFault::Empty | FieldFault::Control => {
                        RosterError::ControlCharacter { line, column }
                    }
                });
            }
        }
        match names.get(player) {
            Some((first, other)) if other != name => {
                return Err(RosterError::TwoNames {
                    line,
                    first: *first,
                    player: player.to_string(),
                    name: name.to_string(),
                    other: other.clone(),
                })
            }
            Some(_) => {}
            None => {
                names.insert(player.to_string(), (line, name.to_string()));
                roster.players.push(PlayerDef {
                    id: player.to_string(),
                    name: name.to_string(),
                });
            }
        }
        if let Some(first) = seats.insert((session.to_string(), table, seat), line) {
            return Err(RosterError::SeatTaken {
                line,
                first,
                session: session.to_string(),
                table,
                seat: seat.as_str().to_string(),
            });
        }
        if let Some(first) = seated.insert((session.to_string(), player.to_string()), line) {
            return Err(RosterError::PlayerTwice {
                line,
                first,
                session: session.to_string(),
                player: player.to_string(),
            });
        }
        let s = *session_index.entry(session.to_string()).or_insert_with(|| {
            roster.seating.push(Seating {
                session: session.to_string(),
                tables: Vec::new(),
            });
            roster.seating.len() - 1
        });
        let tables = &mut roster.seating[s].tables;
        let t = *table_index.entry((s, table)).or_insert_with(|| {
            tables.push(TableDef {
                number: table,
                seats: Vec::new(),
            });
            tables.len() - 1
        });
        tables[t].seats.push(SeatDef {
            seat,
            player_id: player.to_string(),
            role,
            replaces: replaces.map(str::to_string),
        });
    }
    if roster.seating.is_empty() {
        return Err(RosterError::Empty);
    }
    for s in &mut roster.seating {
        for t in &mut s.tables {
            if t.seats.len() != Seat::ALL.len() {
                return Err(RosterError::TableIncomplete {
                    session: s.session.clone(),
                    table: t.number,
                    seats: t.seats.len(),
                });
            }
            t.seats
                .sort_by_key(|p| Seat::ALL.iter().position(|s| *s == p.seat));
        }
    }
    Ok(roster)
}

/// The roster as a file the scoring office's spreadsheet opens: UTF-8 with a byte-order mark,
/// the header row, one row per seat (sessions, tables and seats in order), a `role` column
/// only when someone sits as a substitute or stand-in; a cell that would read as a formula
/// with a leading `'` (`csv_cell`). `parse` reads it back to the same.
pub fn render(players: &[PlayerDef], seating: &[Seating]) -> String {
    let name_of: HashMap<&str, &str> = players
        .iter()
        .map(|p| (p.id.as_str(), p.name.as_str()))
        .collect();
    let with_roles = seating
        .iter()
        .flat_map(|s| &s.tables)
        .flat_map(|t| &t.seats)
        .any(|p| p.role != SeatRole::Player);
    let mut out = csv::WriterBuilder::new()
        .terminator(csv::Terminator::CRLF)
        .from_writer(Vec::new());
    let with_replaces = seating
        .iter()
        .flat_map(|s| &s.tables)
        .flat_map(|t| &t.seats)
        .any(|p| p.replaces.is_some());
    let mut header: Vec<&str> = COLUMNS.to_vec();
    if with_roles {
        header.push(ROLE_COLUMN);
    }
    if with_replaces {
        header.push(REPLACES_COLUMN);
    }
    out.write_record(&header).expect("writing to memory");
    // Every cell as `csv_cell` writes it: a name like `=HYPERLINK(…)` stays text.
    let cells = |row: &[&str]| -> Vec<String> {
        row.iter()
            .map(|c| csv_cell::neutralise(c).into_owned())
            .collect()
    };
    for s in seating {
        for t in &s.tables {
            for p in &t.seats {
                let table = t.number.to_string();
                let mut row = vec![
                    s.session.as_str(),
                    table.as_str(),
                    p.seat.as_str(),
                    p.player_id.as_str(),
                    name_of.get(p.player_id.as_str()).copied().unwrap_or(""),
                ];
                if with_roles {
                    row.push(p.role.as_str());
                }
                if with_replaces {
                    row.push(p.replaces.as_deref().unwrap_or(""));
                }
                out.write_record(cells(&row)).expect("writing to memory");
            }
        }
    }
    let bytes = out.into_inner().expect("writing to memory");
    format!(
        "\u{feff}{}",
        String::from_utf8(bytes).expect("written from strings")
    )
}
