//! Standings from the record: the raw scores each table entered for a session (a scores event;
//! a later entry for the same table replaces it, the earlier one stays in the record) and every
//! ruling of that session, through the ruleset's standings rule. Each change a ruling makes is
//! listed with the ruling it came from, so the scoring office can see why.

use crate::body::ScoresBody;
use crate::error::TournamentError;
use crate::log::{standing_rulings, LogEntry};
use crate::setup::{EventSetup, Seat, SeatRole};
use chrono::{DateTime, Utc};
use ledger::{NewEvent, Store};
use rulebook::imp::{team_totals, MatchTeam};
use rulebook::standings::{
    payees, ranked_totals, session_standings_voiding, void_hands, Ruled, SessionResult, Standing,
    Total,
};
use rulebook::{Catalogue, SanctionKind};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub use crate::body::SCORES;

/// A table's raw session scores as the table recorded them, before any sanction.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TableScores {
    pub session: String,
    pub table: u32,
    pub scores: BTreeMap<String, f64>,
    /// Hand by hand, hand 1 first (needed for a duplicate match; `scores` must be their sums).
    #[serde(default)]
    pub hands: Vec<BTreeMap<String, f64>>,
}

/// A table's latest entry for a session.
#[derive(Debug, Clone, Default)]
struct Entered {
    scores: BTreeMap<String, f64>,
    hands: Vec<BTreeMap<String, f64>>,
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
    /// The hands as entered (empty when only session scores were).
    pub hands: Vec<BTreeMap<String, f64>>,
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
    /// The table's rank points for the place, before any sanction.
    pub rank_points: f64,
    /// After the rank-point sanctions listed under the table (what the totals count).
    pub rank_points_adjusted: f64,
    pub forfeit: bool,
    pub disqualified: bool,
    pub annulled: bool,
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
    /// Disqualified from the event: placed after everyone else.
    pub disqualified: bool,
    /// The rank-point sanctions `rank_points` includes, from every session so far.
    pub sanctions: Vec<Adjustment>,
    /// The sessions a substitute played in this player's place (their result is counted here).
    pub substitutes: Vec<Substitution>,
}

/// A session a substitute (替补) played for a player.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Substitution {
    pub session: String,
    pub substitute: String,
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SessionStandings {
    pub session: String,
    pub tables: Vec<TableStandings>,
    /// Over every session with scores so far, rank-point sanctions included.
    pub totals: Vec<TotalRow>,
    /// This session's duplicate matches whose rooms are both scored: a row per team.
    pub matches: Vec<crate::duplicate::MatchRow>,
    /// Teams by IMP over every scored match so far (empty without duplicate matches).
    pub team_totals: Vec<crate::duplicate::TeamTotalRow>,
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
) -> Result<ledger::changes::Recorded, TournamentError> {
    setup.session(&entry.session)?;
    let tables = setup.tables_in(&entry.session);
    let table = tables
        .iter()
        .find(|t| t.number == entry.table)
        .ok_or(crate::error::SetupError::UnknownTable { table: entry.table })?;
    check_entered(table, entry)?;
    for seat in &table.seats {
        // `check_entered` has held every score to the bounds: only a missing one is left.
        if !entry.scores.contains_key(&seat.player_id) {
            return Err(crate::error::SetupError::MissingScore {
                table: entry.table,
                player: seat.player_id.clone(),
            }
            .into());
        }
    }
    check_hands(setup, table, entry)?;
    let body = if entry.hands.is_empty() {
        ScoresBody::Total(entry.scores.clone())
    } else {
        ScoresBody::ByHand(crate::body::ByHand {
            scores: entry.scores.clone(),
            hands: entry.hands.clone(),
        })
    };
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
        body: serde_json::to_value(&body)?,
    };
    let id = uuid::Uuid::now_v7().to_string();
    let seq = store.append(&id, &event)?.seq;
    Ok(ledger::changes::Recorded { id, seq })
}

/// Every score entered, session or hand, is for a player seated at the table in that session
/// (when the table seats anyone) and is a finite number within `numbers.max_magnitude`
/// (`rules-data/limits.toml`).
fn check_entered(
    table: &crate::setup::TableDef,
    entry: &TableScores,
) -> Result<(), crate::error::SetupError> {
    use crate::error::SetupError;
    let limits = crate::limits::Limits::builtin();
    let entered = entry.scores.iter().chain(entry.hands.iter().flatten());
    for (player, value) in entered {
        let seated = table.seats.iter().any(|s| &s.player_id == player);
        if !seated && !table.seats.is_empty() {
            return Err(SetupError::PlayerNotAtTable {
                player: player.clone(),
                table: table.number,
            });
        }
        if !limits.number(*value) {
            return Err(SetupError::ScoreOutOfBounds {
                player: player.clone(),
                value: crate::limits::Limits::shown(*value),
                max: crate::limits::Limits::shown(limits.numbers.max_magnitude),
            });
        }
    }
    Ok(())
}

/// A duplicate match is scored hand by hand; hands, when given, have a score for every seat and
/// add up to the session scores.
fn check_hands(
    setup: &EventSetup,
    table: &crate::setup::TableDef,
    entry: &TableScores,
) -> Result<(), TournamentError> {
    if entry.hands.is_empty() {
        if setup.match_of(table.number).is_some() {
            return Err(crate::error::SetupError::HandsNeeded {
                table: table.number,
            }
            .into());
        }
        return Ok(());
    }
    for seat in &table.seats {
        let mut sum = 0.0;
        for (i, hand) in entry.hands.iter().enumerate() {
            match hand.get(&seat.player_id) {
                Some(v) if v.is_finite() => sum += v,
                _ => {
                    return Err(crate::error::SetupError::MissingHandScore {
                        table: table.number,
                        hand: i + 1,
                        player: seat.player_id.clone(),
                    }
                    .into())
                }
            }
        }
        let score = entry.scores[&seat.player_id];
        if (sum - score).abs() > 1e-9 {
            return Err(rulebook::RuleError::HandsDisagree {
                session: entry.session.clone(),
                player: seat.player_id.clone(),
                hands: sum,
                score,
            }
            .into());
        }
    }
    Ok(())
}

/// The latest scores entered for each table of a session.
fn latest_scores(
    store: &Store,
    (event, session): (&str, &str),
    enrolment: &crate::enrolment::Enrolment,
) -> Result<BTreeMap<u32, Entered>, TournamentError> {
    let mut out = BTreeMap::new();
    for e in store.list(Some((event, session)))? {
        if e.event.kind == SCORES && enrolment.admits(&e) {
            if let Some(table) = e.event.table {
                let entered = match serde_json::from_value(e.event.body)? {
                    ScoresBody::ByHand(crate::body::ByHand { scores, hands }) => {
                        Entered { scores, hands }
                    }
                    ScoresBody::Total(scores) => Entered {
                        scores,
                        hands: Vec::new(),
                    },
                };
                out.insert(table, entered);
            }
        }
    }
    Ok(out)
}

/// What each ruling changes, player by player: a payment is listed for the payer (all it pays)
/// and for each payee (what it receives), as the standings apply it.
fn adjustments(entries: &[&LogEntry], players: &[String], dealer: Option<&str>) -> Vec<Adjustment> {
    let mut out = Vec::new();
    for e in entries {
        let row = |player: &str, kind: SanctionKind, amount: f64| Adjustment {
            player: player.to_string(),
            ruling: e.id.clone(),
            seq: e.seq,
            incident: e.incident.clone(),
            kind,
            amount,
        };
        for s in &e.verdict.sanctions {
            let amount = s.amount.unwrap_or(0.0);
            match s.kind {
                SanctionKind::Score | SanctionKind::RankPoints => {
                    out.push(row(&e.player, s.kind, amount))
                }
                // These change no number themselves; the standings show what they cost.
                SanctionKind::ForfeitSession
                | SanctionKind::Disqualification
                | SanctionKind::AnnulResults => out.push(row(&e.player, s.kind, 0.0)),
                SanctionKind::Pay => {
                    let paid = payees(players, dealer, &e.player, s);
                    let total: f64 = paid.iter().map(|(_, v)| v).sum();
                    out.push(row(&e.player, s.kind, -total));
                    out.extend(paid.iter().map(|(to, v)| row(to, s.kind, *v)));
                }
                _ => {}
            }
        }
    }
    out
}

/// One table's part of a session: who sits where, what was entered, the rulings at it.
struct Room<'a> {
    table: &'a crate::setup::TableDef,
    /// Seat order E, S, W, N: partners sit opposite where the rule plays in pairs.
    players: Vec<String>,
    dealer: Option<&'a str>,
    entered: Option<&'a Entered>,
    mine: Vec<&'a LogEntry>,
    ruled: Vec<Ruled>,
    duplicate: bool,
}

impl<'a> Room<'a> {
    fn new(
        setup: &EventSetup,
        table: &'a crate::setup::TableDef,
        entered: Option<&'a Entered>,
        rulings: &'a [LogEntry],
    ) -> Self {
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
        let ruled = mine
            .iter()
            .map(|r| Ruled {
                player: r.player.clone(),
                hand: r.hand,
                verdict: r.verdict.clone(),
            })
            .collect();
        Room {
            table,
            players,
            dealer,
            entered,
            mine,
            ruled,
            duplicate: setup.match_of(table.number).is_some(),
        }
    }

    fn result<'b>(&'b self, session: &'b str, scores: &'b Entered) -> SessionResult<'b> {
        SessionResult {
            session,
            players: &self.players,
            dealer: self.dealer,
            scores: &scores.scores,
            hands: &scores.hands,
            duplicate: self.duplicate,
            rulings: &self.ruled,
        }
    }
}

/// A session scored: what each table shows, every standing, every scored match.
type Scored = (Vec<TableStandings>, Vec<Standing>, Vec<MatchTeam>);

/// The session's rooms scored: each table's standings, and each match whose rooms are all
/// scored. A board voided in one room of a match is void in the other too.
fn score_session(
    catalogue: &Catalogue,
    setup: &EventSetup,
    session: &str,
    rooms: &[Room],
) -> Result<Scored, TournamentError> {
    let results: Vec<Option<SessionResult>> = rooms
        .iter()
        .map(|r| r.entered.map(|e| r.result(session, e)))
        .collect();
    let room_of = |number: u32| rooms.iter().position(|r| r.table.number == number);
    let mut views = Vec::new();
    let mut all = Vec::new();
    for (room, result) in rooms.iter().zip(&results) {
        let standings = match result {
            Some(view) => {
                let same_board: Vec<usize> = match setup.match_of(room.table.number) {
                    Some(m) => m.tables.iter().filter_map(|&t| room_of(t)).collect(),
                    None => vec![],
                };
                let voided: Vec<usize> = same_board
                    .iter()
                    .filter_map(|&i| results[i].as_ref())
                    .flat_map(void_hands)
                    .collect();
                session_standings_voiding(&catalogue.standings, view, &voided)
            }
            None => Vec::new(),
        };
        let changes = adjustments(&room.mine, &room.players, room.dealer);
        views.push(TableStandings {
            table: room.table.number,
            scored: room.entered.is_some(),
            scores: room.entered.map(|e| e.scores.clone()).unwrap_or_default(),
            hands: room.entered.map(|e| e.hands.clone()).unwrap_or_default(),
            standings: standings.iter().map(|s| row(s, &changes)).collect(),
            adjustments: changes,
        });
        all.extend(standings);
    }
    let mut matches = Vec::new();
    for m in &setup.matches {
        // Only hand-by-hand entries count: a total entered before the table joined the
        // match cannot be compared hand by hand.
        let by_hand = |i: usize| rooms[i].entered.is_some_and(|e| !e.hands.is_empty());
        let scored: Option<Vec<SessionResult>> = m
            .tables
            .iter()
            .map(|&t| {
                room_of(t)
                    .filter(|&i| by_hand(i))
                    .and_then(|i| results[i].clone())
            })
            .collect();
        if let Some(match_rooms) = scored {
            matches.extend(crate::duplicate::match_teams(
                &catalogue.standings,
                setup,
                m,
                &match_rooms,
            )?);
        }
    }
    Ok((views, all, matches))
}

/// A player's standing at a table, with the rank-point sanctions listed under it applied.
fn row(s: &Standing, changes: &[Adjustment]) -> StandingRow {
    let sanctions: f64 = rank_point_sanctions(changes, &s.player)
        .map(|a| a.amount)
        .sum();
    StandingRow {
        player: s.player.clone(),
        score: s.score,
        score_adjusted: s.score_adjusted,
        rank: s.rank,
        rank_points: s.rank_points,
        rank_points_adjusted: s.rank_points + sanctions,
        forfeit: s.forfeit,
        disqualified: s.disqualified,
        annulled: s.annulled,
    }
}

fn rank_point_sanctions<'a>(
    changes: &'a [Adjustment],
    player: &'a str,
) -> impl Iterator<Item = &'a Adjustment> {
    changes
        .iter()
        .filter(move |a| a.player == player && a.kind == SanctionKind::RankPoints)
}

/// A ruling as the totals count it: a substitute's for the player replaced, but for an event
/// disqualification, which stays with the substitute.
fn carried(r: &Ruled, replaced: Option<&str>) -> Vec<Ruled> {
    let Some(player) = replaced else {
        return vec![r.clone()];
    };
    let out_of_event = |s: &rulebook::Sanction| {
        s.kind == SanctionKind::Disqualification && s.scope.as_deref() == Some("event")
    };
    let part = |player: &str, keep: &dyn Fn(&rulebook::Sanction) -> bool| {
        let mut part = r.clone();
        part.player = player.to_string();
        part.verdict.sanctions.retain(|s| keep(s));
        part
    };
    vec![
        part(player, &|s| !out_of_event(s)),
        part(&r.player, &out_of_event),
    ]
}

/// The session's standings table by table, and the totals over every session scored so far,
/// best placed first.
pub fn standings(
    store: &Store,
    setup: &EventSetup,
    catalogue: &Catalogue,
    session: &str,
) -> Result<SessionStandings, TournamentError> {
    setup.session(session)?;
    let mut tables = Vec::new();
    let mut matches = Vec::new();
    let mut all_standings = Vec::new();
    let mut all_rulings = Vec::new();
    let mut all_matches = Vec::new();
    let mut all_sanctions: Vec<Adjustment> = Vec::new();
    let mut substitutions: Vec<(String, Substitution)> = Vec::new();
    // Who counts is read once for every session.
    let enrolment = crate::enrolment::Enrolment::of(store)?;
    for s in &setup.sessions {
        let scores = latest_scores(store, (&setup.id, &s.id), &enrolment)?;
        // Only the rulings that stand: a voided one costs nothing, an amended one counts as
        // amended (`effective`).
        let rulings: Vec<LogEntry> = standing_rulings(store, Some((&setup.id, &s.id)), &enrolment)?;
        let seated = setup.tables_in(&s.id);
        let rooms: Vec<Room> = seated
            .iter()
            .map(|t| Room::new(setup, t, scores.get(&t.number), &rulings))
            .collect();
        let (views, standings, session_matches) = score_session(catalogue, setup, &s.id, &rooms)?;
        // A stand-in (陪打) plays so the table has four: their score places the others at the
        // table, but they are not ranked in the event.
        let stand_ins: Vec<&str> = seated
            .iter()
            .flat_map(|t| &t.seats)
            .filter(|seat| seat.role == SeatRole::StandIn)
            .map(|seat| seat.player_id.as_str())
            .collect();
        // A substitute (替补) takes the place and the result of the player they replace: their
        // places, scores and rank-point sanctions count for that player in the totals. An
        // event disqualification stays their own.
        let replaced: BTreeMap<&str, &str> = seated
            .iter()
            .flat_map(|t| &t.seats)
            .filter(|seat| seat.role == SeatRole::Substitute)
            .filter_map(|seat| Some((seat.player_id.as_str(), seat.replaces.as_deref()?)))
            .collect();
        let credit = |player: &str| replaced.get(player).copied().unwrap_or(player).to_string();
        substitutions.extend(replaced.iter().map(|(substitute, player)| {
            let played = Substitution {
                session: s.id.clone(),
                substitute: substitute.to_string(),
            };
            (player.to_string(), played)
        }));
        all_standings.extend(
            standings
                .into_iter()
                .filter(|st| !stand_ins.contains(&st.player.as_str()))
                .map(|st| Standing {
                    player: credit(&st.player),
                    ..st
                }),
        );
        for (room, view) in rooms.iter().zip(&views) {
            if room.entered.is_none() {
                continue;
            }
            all_sanctions.extend(
                view.adjustments
                    .iter()
                    .filter(|a| a.kind == SanctionKind::RankPoints)
                    .filter(|a| !stand_ins.contains(&a.player.as_str()))
                    .map(|a| Adjustment {
                        player: credit(&a.player),
                        ..a.clone()
                    }),
            );
            for r in room
                .ruled
                .iter()
                .filter(|r| !stand_ins.contains(&r.player.as_str()))
            {
                all_rulings.extend(carried(r, replaced.get(r.player.as_str()).copied()));
            }
        }
        if s.id == session {
            tables = views;
            matches = session_matches.clone();
        }
        all_matches.extend(session_matches);
    }
    let mut totals: Vec<TotalRow> =
        ranked_totals(&catalogue.standings, &all_standings, &all_rulings)
            .iter()
            .map(|t: &Total| TotalRow {
                player: t.player.clone(),
                score: t.score,
                rank_points: t.rank_points,
                rank: t.rank,
                disqualified: t.disqualified,
                sanctions: rank_point_sanctions(&all_sanctions, &t.player)
                    .cloned()
                    .collect(),
                substitutes: substitutions
                    .iter()
                    .filter(|(player, _)| *player == t.player)
                    .map(|(_, played)| played.clone())
                    .collect(),
            })
            .collect();
    // Best placed first (ties keep the order they came in): what a notice board lists.
    totals.sort_by_key(|t| t.rank);
    Ok(SessionStandings {
        session: session.to_string(),
        tables,
        totals,
        matches: matches.into_iter().map(Into::into).collect(),
        team_totals: team_totals(&all_matches)
            .into_iter()
            .map(|t| crate::duplicate::TeamTotalRow {
                team: t.team,
                imp: t.imp,
                wins: t.wins,
                rank: t.rank,
            })
            .collect(),
    })
}
