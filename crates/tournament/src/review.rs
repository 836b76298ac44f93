//! The head referee's review of the whole event: every ruling on record, filtered (filters
//! combine with AND), with per-player and per-table summaries, the count behind each filter
//! chip, and the pairs that look like one incident recorded twice. Pure functions over the
//! log (`log::log`), so the app's Review screen and `mjref review` show the same thing.
//! Field names are the contract's (`mjref review --json`), snake_case in the app too.

use crate::log::LogEntry;
use crate::setup::EventSetup;
use chrono::DateTime;
use rulebook::{Sanction, SanctionKind};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};

/// What the head referee narrows the log to; every field given must match.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, rename_all = "snake_case")]
pub struct ReviewFilter {
    #[cfg_attr(feature = "ts", ts(optional))]
    pub session: Option<String>,
    #[cfg_attr(feature = "ts", ts(optional))]
    pub table: Option<u32>,
    #[cfg_attr(feature = "ts", ts(optional))]
    pub player: Option<String>,
    #[cfg_attr(feature = "ts", ts(optional))]
    pub incident: Option<String>,
    #[cfg_attr(feature = "ts", ts(optional))]
    pub referee: Option<String>,
    #[cfg_attr(feature = "ts", ts(optional))]
    pub device: Option<String>,
    /// Only rulings that still stand (not voided, not overturned on appeal).
    pub standing_only: bool,
}

/// The dimensions a filter chip narrows by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Dimension {
    Session,
    Table,
    Player,
    Incident,
    Referee,
    Device,
    Standing,
}

const DIMENSIONS: [Dimension; 7] = [
    Dimension::Session,
    Dimension::Table,
    Dimension::Player,
    Dimension::Incident,
    Dimension::Referee,
    Dimension::Device,
    Dimension::Standing,
];

impl ReviewFilter {
    /// Whether `e` passes every filter given.
    pub fn admits(&self, e: &LogEntry) -> bool {
        DIMENSIONS.iter().all(|d| self.admits_on(*d, e))
    }

    fn admits_on(&self, d: Dimension, e: &LogEntry) -> bool {
        fn is<T: PartialEq + ?Sized>(want: Option<&T>, got: &T) -> bool {
            want.is_none_or(|w| w == got)
        }
        match d {
            Dimension::Session => is(self.session.as_deref(), e.session.as_str()),
            Dimension::Table => self.table.is_none() || self.table == e.table,
            Dimension::Player => is(self.player.as_deref(), e.player.as_str()),
            Dimension::Incident => is(self.incident.as_deref(), e.incident.as_str()),
            Dimension::Referee => is(self.referee.as_deref(), e.referee.as_str()),
            Dimension::Device => is(self.device.as_deref(), e.device.as_str()),
            Dimension::Standing => !self.standing_only || e.voided.is_none(),
        }
    }

    /// Whether `e` passes every filter but the one on `d`: what a chip of `d` counts.
    fn admits_except(&self, d: Dimension, e: &LogEntry) -> bool {
        DIMENSIONS
            .iter()
            .filter(|other| **other != d)
            .all(|other| self.admits_on(*other, e))
    }
}

/// What the review is tuned by: data (`rules-data/review.toml`), not code.
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReviewSettings {
    pub possible_duplicates: DuplicateSettings,
}

#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DuplicateSettings {
    /// Two rulings further apart than this are not flagged; `None`: any time apart within
    /// the session.
    #[serde(default)]
    pub window_minutes: Option<f64>,
}

impl ReviewSettings {
    /// The settings shipped in `rules-data/review.toml`.
    pub fn builtin() -> Self {
        rulebook::embedded_toml("review.toml")
    }
}

/// One ruling as the review lists it.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReviewRow {
    pub id: String,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub seq: i64,
    pub ruleset: String,
    pub session: String,
    pub table: Option<u32>,
    pub hand: Option<u32>,
    pub player: String,
    /// The player's name by the event's roster (empty when the event does not name them).
    pub name: String,
    /// The incident as the referee called it.
    pub incident: String,
    /// The incident the answers made of the call, when another (`article` is this one's).
    #[serde(default)]
    pub decided_as: Option<String>,
    pub article: String,
    pub sanctions: Vec<Sanction>,
    pub referee: String,
    pub device: String,
    /// The recording device's local time, RFC 3339 with its offset.
    pub recorded_at: String,
    /// Not voided and not overturned on appeal: it counts.
    pub standing: bool,
    /// What struck it (`void` or `appeal-decision`) and why, when it no longer stands.
    pub struck_by: Option<String>,
    pub struck_reason: Option<String>,
    /// How many amendments made it what it is.
    pub amendments: usize,
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub event_version: Option<u64>,
}

/// A player's rulings in the filtered view, and where they stand.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlayerSummary {
    pub player: String,
    pub name: String,
    /// Standing rulings in the view.
    pub rulings: usize,
    /// Rulings in the view that no longer stand.
    pub struck: usize,
    /// Standing rulings in the whole event, whatever the filters.
    pub in_event: usize,
    /// Warnings and serious warnings among the standing rulings in the view.
    pub warnings: usize,
    /// The session the warning ladder is counted in (the filter's, else the player's latest)
    /// and how many warning-level offences stand there: the next one climbs from this step.
    pub ladder_session: String,
    pub ladder_offences: usize,
    /// Score deducted (negative) and rank points deducted (negative), standing rulings only.
    pub score: f64,
    pub rank_points: f64,
    pub disqualified: bool,
}

/// A table's rulings in the filtered view.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TableSummary {
    pub table: u32,
    pub rulings: usize,
    pub struck: usize,
    /// Distinct players with a standing ruling at the table.
    pub players: usize,
    pub score: f64,
    pub rank_points: f64,
}

/// Two standing rulings that may be one incident recorded twice by two referees.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PossibleDuplicate {
    /// The earlier first.
    pub rulings: [String; 2],
    pub player: String,
    pub session: String,
    pub incident: String,
    pub hand: Option<u32>,
    pub minutes_apart: f64,
}

/// How many rulings a chip would show: each value of one dimension, counted under every
/// other filter.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Chip {
    pub value: String,
    pub count: usize,
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Chips {
    pub sessions: Vec<Chip>,
    pub tables: Vec<Chip>,
    pub players: Vec<Chip>,
    pub incidents: Vec<Chip>,
    pub referees: Vec<Chip>,
    pub devices: Vec<Chip>,
    /// Rulings that stand and all rulings, under every other filter.
    pub standing: usize,
    pub all: usize,
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Review {
    pub rulings: Vec<ReviewRow>,
    pub players: Vec<PlayerSummary>,
    pub tables: Vec<TableSummary>,
    pub possible_duplicates: Vec<PossibleDuplicate>,
    pub chips: Chips,
    /// Rulings from devices the head has not enrolled, oldest first: kept apart from
    /// everything above and counted nowhere until the head enrols their device.
    pub not_enrolled: Vec<ReviewRow>,
}

/// The review of `log` (the event's rulings, oldest first) under `filter`.
pub fn review(
    log: &[LogEntry],
    setup: Option<&EventSetup>,
    filter: &ReviewFilter,
    settings: &ReviewSettings,
) -> Review {
    let names: HashMap<&str, &str> = setup
        .map(|s| {
            s.players
                .iter()
                .map(|p| (p.id.as_str(), p.name.as_str()))
                .collect()
        })
        .unwrap_or_default();
    let name = |id: &str| names.get(id).copied().unwrap_or_default().to_string();
    let (log, apart): (Vec<&LogEntry>, Vec<&LogEntry>) = log.iter().partition(|e| e.enrolled);
    let view: Vec<&LogEntry> = log.iter().copied().filter(|e| filter.admits(e)).collect();
    Review {
        rulings: view.iter().map(|e| row(e, name(&e.player))).collect(),
        players: players(&log, &view, filter, &name),
        tables: tables(&view),
        possible_duplicates: possible_duplicates(&view, &settings.possible_duplicates),
        chips: chips(&log, filter),
        not_enrolled: apart.iter().map(|e| row(e, name(&e.player))).collect(),
    }
}

fn row(e: &LogEntry, name: String) -> ReviewRow {
    ReviewRow {
        id: e.id.clone(),
        seq: e.seq,
        ruleset: e.ruleset.clone(),
        session: e.session.clone(),
        table: e.table,
        hand: e.hand,
        player: e.player.clone(),
        name,
        incident: e.incident.clone(),
        decided_as: e.verdict.decided_as.clone(),
        article: e.verdict.article.clone(),
        sanctions: e.verdict.sanctions.clone(),
        referee: e.referee.clone(),
        device: e.device.clone(),
        recorded_at: e.recorded_at.clone(),
        standing: e.voided.is_none(),
        struck_by: e.voided.as_ref().map(|m| m.kind.clone()),
        struck_reason: e.voided.as_ref().map(|m| m.reason.clone()),
        amendments: e.amendments.len(),
        event_version: e.event_version,
    }
}

/// Deductions of `kind` in a verdict (negative amounts; ranges count their suggested amount).
fn deducted(e: &LogEntry, kind: SanctionKind) -> f64 {
    e.verdict
        .sanctions
        .iter()
        .filter(|s| s.kind == kind)
        .filter_map(|s| s.amount)
        .sum()
}

fn has(e: &LogEntry, kinds: &[SanctionKind]) -> bool {
    e.verdict.sanctions.iter().any(|s| kinds.contains(&s.kind))
}

fn players(
    log: &[&LogEntry],
    view: &[&LogEntry],
    filter: &ReviewFilter,
    name: &dyn Fn(&str) -> String,
) -> Vec<PlayerSummary> {
    let mut in_event: HashMap<&str, usize> = HashMap::new();
    // The player's latest session with a standing ruling, and the standing warning-level
    // offences in each (player, session).
    let mut latest: HashMap<&str, &str> = HashMap::new();
    let mut ladder: HashMap<(&str, &str), usize> = HashMap::new();
    for e in log.iter().filter(|e| e.voided.is_none()) {
        *in_event.entry(&e.player).or_default() += 1;
        latest.insert(&e.player, &e.session);
        if e.verdict.warning_level {
            *ladder.entry((&e.player, &e.session)).or_default() += 1;
        }
    }
    let mut out: BTreeMap<&str, PlayerSummary> = BTreeMap::new();
    for e in view {
        let s = out.entry(&e.player).or_insert_with(|| {
            let session = filter
                .session
                .as_deref()
                .or_else(|| latest.get(e.player.as_str()).copied())
                .unwrap_or_default();
            PlayerSummary {
                player: e.player.clone(),
                name: name(&e.player),
                rulings: 0,
                struck: 0,
                in_event: in_event.get(e.player.as_str()).copied().unwrap_or_default(),
                warnings: 0,
                ladder_session: session.to_string(),
                ladder_offences: ladder
                    .get(&(e.player.as_str(), session))
                    .copied()
                    .unwrap_or_default(),
                score: 0.0,
                rank_points: 0.0,
                disqualified: false,
            }
        });
        if e.voided.is_some() {
            s.struck += 1;
            continue;
        }
        s.rulings += 1;
        s.warnings += e
            .verdict
            .sanctions
            .iter()
            .filter(|x| matches!(x.kind, SanctionKind::Warning | SanctionKind::SeriousWarning))
            .count();
        s.score += deducted(e, SanctionKind::Score);
        s.rank_points += deducted(e, SanctionKind::RankPoints);
        s.disqualified |= has(e, &[SanctionKind::Disqualification]);
    }
    out.into_values().collect()
}

fn tables(view: &[&LogEntry]) -> Vec<TableSummary> {
    let mut out: BTreeMap<u32, (TableSummary, Vec<&str>)> = BTreeMap::new();
    for e in view {
        let Some(table) = e.table else { continue };
        let (s, players) = out.entry(table).or_insert_with(|| {
            (
                TableSummary {
                    table,
                    rulings: 0,
                    struck: 0,
                    players: 0,
                    score: 0.0,
                    rank_points: 0.0,
                },
                Vec::new(),
            )
        });
        if e.voided.is_some() {
            s.struck += 1;
            continue;
        }
        s.rulings += 1;
        s.score += deducted(e, SanctionKind::Score);
        s.rank_points += deducted(e, SanctionKind::RankPoints);
        if !players.contains(&e.player.as_str()) {
            players.push(&e.player);
        }
    }
    out.into_values()
        .map(|(mut s, players)| {
            s.players = players.len();
            s
        })
        .collect()
}

/// Minutes between two rulings' times (RFC 3339 with offsets), `None` if either is unreadable.
fn minutes_between(a: &str, b: &str) -> Option<f64> {
    let (a, b) = (
        DateTime::parse_from_rfc3339(a).ok()?,
        DateTime::parse_from_rfc3339(b).ok()?,
    );
    Some((b - a).num_milliseconds().abs() as f64 / 60_000.0)
}

/// Whether two rulings may be one incident recorded twice: both stand, different devices,
/// the same player, session and incident, the same hand when both give one, and within the
/// window when there is one.
pub fn may_be_duplicates(a: &LogEntry, b: &LogEntry, settings: &DuplicateSettings) -> bool {
    a.voided.is_none()
        && b.voided.is_none()
        && a.device != b.device
        && a.player == b.player
        && a.session == b.session
        && a.incident == b.incident
        && (a.hand.is_none() || b.hand.is_none() || a.hand == b.hand)
        && settings
            .window_minutes
            .is_none_or(|w| minutes_between(&a.recorded_at, &b.recorded_at).is_some_and(|m| m <= w))
}

/// Every pair in `view` that may be one incident recorded twice, in the view's order. Rulings
/// are grouped by (session, player, incident) first, so only a group's own pairs are tried.
pub fn possible_duplicates(
    view: &[&LogEntry],
    settings: &DuplicateSettings,
) -> Vec<PossibleDuplicate> {
    let mut groups: HashMap<(&str, &str, &str), Vec<usize>> = HashMap::new();
    for (i, e) in view.iter().enumerate() {
        if e.voided.is_none() {
            groups
                .entry((&e.session, &e.player, &e.incident))
                .or_default()
                .push(i);
        }
    }
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    for members in groups.values() {
        for (k, &i) in members.iter().enumerate() {
            for &j in &members[k + 1..] {
                if may_be_duplicates(view[i], view[j], settings) {
                    pairs.push((i, j));
                }
            }
        }
    }
    pairs.sort_unstable();
    pairs
        .into_iter()
        .map(|(i, j)| {
            let (a, b) = (view[i], view[j]);
            PossibleDuplicate {
                rulings: [a.id.clone(), b.id.clone()],
                player: a.player.clone(),
                session: a.session.clone(),
                incident: a.incident.clone(),
                hand: a.hand.or(b.hand),
                minutes_apart: minutes_between(&a.recorded_at, &b.recorded_at).unwrap_or(0.0),
            }
        })
        .collect()
}

fn chips(log: &[&LogEntry], filter: &ReviewFilter) -> Chips {
    let count = |d: Dimension, key: &dyn Fn(&LogEntry) -> Option<String>| -> Vec<Chip> {
        let mut counts: BTreeMap<String, usize> = BTreeMap::new();
        for e in log.iter().filter(|e| filter.admits_except(d, e)) {
            if let Some(k) = key(e) {
                *counts.entry(k).or_default() += 1;
            }
        }
        counts
            .into_iter()
            .map(|(value, count)| Chip { value, count })
            .collect()
    };
    let mut tables = count(Dimension::Table, &|e| e.table.map(|t| t.to_string()));
    tables.sort_by_key(|c| c.value.parse::<u32>().unwrap_or(u32::MAX));
    let under_others: Vec<&LogEntry> = log
        .iter()
        .copied()
        .filter(|e| filter.admits_except(Dimension::Standing, e))
        .collect();
    // Sessions in the order they were played (first ruling first), not by their ids.
    let mut sessions = count(Dimension::Session, &|e| Some(e.session.clone()));
    sessions.sort_by_key(|c| log.iter().position(|e| e.session == c.value));
    Chips {
        sessions,
        tables,
        players: count(Dimension::Player, &|e| Some(e.player.clone())),
        incidents: count(Dimension::Incident, &|e| Some(e.incident.clone())),
        referees: count(Dimension::Referee, &|e| Some(e.referee.clone())),
        devices: count(Dimension::Device, &|e| Some(e.device.clone())),
        standing: under_others.iter().filter(|e| e.voided.is_none()).count(),
        all: under_others.len(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_settings_parse() {
        // No window: the contract flags any two in the session, whatever time apart.
        assert_eq!(
            ReviewSettings::builtin().possible_duplicates.window_minutes,
            None
        );
    }
}
