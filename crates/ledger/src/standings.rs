//! Standings from the record: the raw scores each table entered for a session (a scores event;
//! a later entry for the same table replaces it, the earlier one stays in the record) and every
//! ruling of that session, through the ruleset's standings rule. Each change a ruling makes is
//! listed with the ruling it came from, so the scoring office can see why.

use crate::error::LedgerError;
use crate::rulings::{log, LogEntry, RULING};
use crate::setup::{EventSetup, Seat};
use crate::store::{NewEvent, Store};
use chrono::{DateTime, Utc};
use rulebook::standings::{
    ranked_totals, session_standings, Ruled, SessionResult, Standing, Total,
};
use rulebook::{Catalogue, SanctionKind};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub const SCORES: &str = "scores";

/// A table's raw session scores as the table recorded them, before any sanction.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TableScores {
    pub session: String,
    pub table: u32,
    pub scores: BTreeMap<String, f64>,
}

/// What one ruling does to one player's score or rank points.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Adjustment {
    pub player: String,
    pub ruling: String,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub seq: i64,
    pub incident: String,
    pub kind: SanctionKind,
    /// Signed change to the score (`score`, `pay`) or to the rank points (`rank_points`).
    pub amount: f64,
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TableStandings {
    pub table: u32,
    /// Whether the table's scores have been entered; without them nothing is ranked.
    pub scored: bool,
    pub scores: BTreeMap<String, f64>,
    pub standings: Vec<StandingRow>,
    pub adjustments: Vec<Adjustment>,
}

/// A standing as the UI shows it (camelCase; the contract's snake_case is the CLI's).
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StandingRow {
    pub player: String,
    pub score: f64,
    pub score_adjusted: f64,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub rank: usize,
    pub rank_points: f64,
    pub forfeit: bool,
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TotalRow {
    pub player: String,
    pub score: f64,
    pub rank_points: f64,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub rank: usize,
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SessionStandings {
    pub session: String,
    pub tables: Vec<TableStandings>,
    /// Over every session with scores so far, rank-point sanctions included.
    pub totals: Vec<TotalRow>,
}

/// Records a table's raw scores for a session (every seated player must have one).
pub fn record_scores(
    store: &mut Store,
    setup: &EventSetup,
    catalogue: &Catalogue,
    entry: &TableScores,
    referee: &str,
    at: DateTime<Utc>,
    utc_offset_minutes: i32,
) -> Result<i64, LedgerError> {
    setup.session(&entry.session)?;
    let table = setup
        .tables
        .iter()
        .find(|t| t.number == entry.table)
        .ok_or(crate::SetupError::UnknownTable { table: entry.table })?;
    for seat in &table.seats {
        match entry.scores.get(&seat.player_id) {
            Some(v) if v.is_finite() => {}
            _ => {
                return Err(crate::SetupError::MissingScore {
                    table: entry.table,
                    player: seat.player_id.clone(),
                }
                .into())
            }
        }
    }
    let event = NewEvent {
        kind: SCORES.into(),
        recorded_at: at,
        utc_offset_minutes,
        referee: referee.into(),
        event: setup.id.clone(),
        ruleset: catalogue.id.clone(),
        catalogue_version: catalogue.version.clone(),
        session: entry.session.clone(),
        table: Some(entry.table),
        hand: None,
        player: String::new(),
        incident: String::new(),
        body: serde_json::to_value(&entry.scores)?,
    };
    Ok(store.append(&uuid::Uuid::now_v7().to_string(), &event)?.seq)
}

/// The latest scores entered for each table of a session.
fn latest_scores(
    store: &Store,
    event: &str,
    session: &str,
) -> Result<BTreeMap<u32, BTreeMap<String, f64>>, LedgerError> {
    let mut out = BTreeMap::new();
    for e in store.list(Some((event, session)))? {
        if e.event.kind == SCORES {
            if let Some(table) = e.event.table {
                out.insert(table, serde_json::from_value(e.event.body)?);
            }
        }
    }
    Ok(out)
}

fn adjustments(entries: &[&LogEntry]) -> Vec<Adjustment> {
    let mut out = Vec::new();
    for e in entries {
        for s in &e.verdict.sanctions {
            let amount = s.amount.unwrap_or(0.0);
            let (kind, delta) = match s.kind {
                SanctionKind::Score | SanctionKind::RankPoints => (s.kind, amount),
                SanctionKind::Pay => {
                    let paid = s
                        .shares
                        .as_ref()
                        .map(|m| m.values().map(|v| v.abs()).sum::<f64>());
                    (s.kind, -paid.unwrap_or(amount.abs()))
                }
                SanctionKind::ForfeitSession => (s.kind, 0.0),
                _ => continue,
            };
            out.push(Adjustment {
                player: e.player.clone(),
                ruling: e.id.clone(),
                seq: e.seq,
                incident: e.incident.clone(),
                kind,
                amount: delta,
            });
        }
    }
    out
}

fn table_standings(
    catalogue: &Catalogue,
    session: &str,
    table: &crate::setup::TableDef,
    scores: Option<&BTreeMap<String, f64>>,
    rulings: &[LogEntry],
) -> (TableStandings, Vec<Standing>, Vec<Ruled>) {
    // Seat order E, S, W, N: partners sit opposite where the rule plays in pairs.
    let mut seats = table.seats.clone();
    seats.sort_by_key(|s| s.seat as u8);
    let players: Vec<String> = seats.iter().map(|s| s.player_id.clone()).collect();
    let dealer = table
        .seats
        .iter()
        .find(|s| s.seat == Seat::E)
        .map(|s| s.player_id.as_str());
    let mine: Vec<&LogEntry> = rulings
        .iter()
        .filter(|r| {
            r.table == Some(table.number) || (r.table.is_none() && players.contains(&r.player))
        })
        .collect();
    let pairs: Vec<Ruled> = mine
        .iter()
        .map(|r| Ruled {
            player: r.player.clone(),
            hand: r.hand,
            verdict: r.verdict.clone(),
        })
        .collect();
    let empty = BTreeMap::new();
    let standings = match scores {
        Some(scores) => session_standings(
            &catalogue.standings,
            &SessionResult {
                session,
                players: &players,
                dealer,
                scores,
                hands: &[],
                duplicate: false,
                rulings: &pairs,
            },
        ),
        None => Vec::new(),
    };
    let view = TableStandings {
        table: table.number,
        scored: scores.is_some(),
        scores: scores.unwrap_or(&empty).clone(),
        standings: standings.iter().map(row).collect(),
        adjustments: adjustments(&mine),
    };
    (view, standings, pairs)
}

fn row(s: &Standing) -> StandingRow {
    StandingRow {
        player: s.player.clone(),
        score: s.score,
        score_adjusted: s.score_adjusted,
        rank: s.rank,
        rank_points: s.rank_points,
        forfeit: s.forfeit,
    }
}

/// The session's standings table by table, and the totals over every session scored so far.
pub fn standings(
    store: &Store,
    setup: &EventSetup,
    catalogue: &Catalogue,
    session: &str,
) -> Result<SessionStandings, LedgerError> {
    setup.session(session)?;
    let mut tables = Vec::new();
    let mut all_standings = Vec::new();
    let mut all_rulings = Vec::new();
    for s in &setup.sessions {
        let scores = latest_scores(store, &setup.id, &s.id)?;
        let rulings: Vec<LogEntry> = log(store, Some((&setup.id, &s.id)))?
            .into_iter()
            .filter(|e| e.kind == RULING)
            .collect();
        for t in &setup.tables {
            let (view, standings, pairs) =
                table_standings(catalogue, &s.id, t, scores.get(&t.number), &rulings);
            if view.scored {
                all_standings.extend(standings);
                all_rulings.extend(pairs);
            }
            if s.id == session {
                tables.push(view);
            }
        }
    }
    let totals = ranked_totals(&catalogue.standings, &all_standings, &all_rulings)
        .iter()
        .map(|t: &Total| TotalRow {
            player: t.player.clone(),
            score: t.score,
            rank_points: t.rank_points,
            rank: t.rank,
        })
        .collect();
    Ok(SessionStandings {
        session: session.to_string(),
        tables,
        totals,
    })
}
