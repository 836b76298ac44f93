//! Appeal cases: a player appeals one or more rulings; the case is opened with the ruleset's
//! deadline worked out and signed (in time or not, it is recorded); referees add evidence
//! photos and notes; the appeals committee — or the head referee, where the ruleset gives the
//! hearing to the head — decides, within what the ruleset lets it decide. Everything is an
//! event in the record (`appeal`, `appeal-evidence`, `appeal-note`, `appeal-decision`), so a
//! case travels by bundles like a ruling.
//!
//! Decisions on a case and who may make which are data (`rules-data/appeals.toml`,
//! `DecisionPowers`): `upheld` — the appeal succeeds and the appealed rulings no longer stand
//! (`effective`); `amended` — it partly succeeds and the head referee records the amendment;
//! `recommended` — the committee recommends that the head referee change the ruling;
//! `dismissed` — the rulings stand. Which role hears a case and how far the committee may go
//! are the ruleset's `[appeals]` (`rulebook::appeal`).

use crate::case_error::CaseError;
use crate::effective::{mark, ChangeMark};
use crate::enrolment::Enrolment;
use crate::error::TournamentError;
use crate::history::HistoryStep;
use crate::review::ReviewRow;
use chrono::{DateTime, FixedOffset, SecondsFormat};
use ledger::changes::Recorded;
use ledger::roles::{Role, APPEAL_CASE, APPEAL_DECISION, APPEAL_EVIDENCE, APPEAL_NOTE};
use ledger::{NewEvent, Photo, Stamp, Store, StoredEvent};
use rulebook::appeal::{deadline, Anchors, AppealRule};
use serde::{Deserialize, Serialize};

use crate::case_body::{CaseBody, EvidenceBody, NoteBody};
pub use crate::case_body::{DecisionPowers, Filing};

#[derive(Debug, Clone, Deserialize)]
struct DecisionBody {
    target: String,
    decision: String,
    #[serde(default)]
    reason: String,
    #[serde(default)]
    heard_as: Option<Role>,
}

/// What filing gives back (contract: `mjref appeal file`).
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Filed {
    pub case: String,
    pub deadline: Option<String>,
    pub in_time: bool,
}

/// A photo as the front end prepared it (upright, without metadata: `evidence::prepare`).
#[derive(Debug, Clone)]
pub struct PreparedPhoto {
    pub photo: Photo,
    pub width: u32,
    pub height: u32,
}

/// An evidence photo in a case (or on one of its rulings, attached when it was recorded).
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EvidenceItem {
    pub sha256: String,
    /// The stored size (known for a case's photos; a ruling's carry only their hash).
    pub width: Option<u32>,
    pub height: Option<u32>,
    pub caption: String,
    /// The ruling it was attached to when recorded; `None`: added to the case.
    pub ruling: Option<String>,
    pub added: ChangeMark,
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NoteItem {
    pub text: String,
    pub added: ChangeMark,
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DecisionItem {
    pub decision: String,
    pub reason: String,
    pub heard_as: Role,
    pub decided: ChangeMark,
}

/// A ruling of the case, as the review lists it, with its whole history.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CaseRuling {
    #[serde(flatten)]
    #[cfg_attr(feature = "ts", ts(flatten))]
    pub row: ReviewRow,
    pub history: Vec<HistoryStep>,
}

/// Where a case stands: open, heard by the head referee (the committee may still hear it), or
/// decided by the committee.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CaseStatus {
    Open,
    HeardByHead,
    Decided,
}

/// A case in the list of cases.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CaseSummary {
    pub id: String,
    /// The tournament event it belongs to.
    pub event: String,
    pub by: String,
    pub rulings: Vec<String>,
    pub session: String,
    pub table: Option<u32>,
    pub filed_at: String,
    pub deadline: Option<String>,
    pub in_time: bool,
    pub status: CaseStatus,
    /// The latest decision, if any.
    pub decision: Option<String>,
    pub evidence: usize,
    pub notes: usize,
}

/// A case as the committee reads it (contract: `mjref appeal show`).
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CaseView {
    pub id: String,
    pub event: String,
    pub ruleset: String,
    pub by: String,
    pub grounds: String,
    pub filed_at: String,
    pub hand_ended_at: Option<String>,
    pub session_ended_at: Option<String>,
    pub deadline: Option<String>,
    pub in_time: bool,
    /// The appeal article the deadline was worked out under.
    pub article: String,
    pub status: CaseStatus,
    pub opened: ChangeMark,
    pub rulings: Vec<CaseRuling>,
    pub evidence: Vec<EvidenceItem>,
    pub notes: Vec<NoteItem>,
    pub decisions: Vec<DecisionItem>,
    /// The latest decision, if any.
    pub decision: Option<DecisionItem>,
    /// What the head referee and the committee may decide on it, in the form's order (what the
    /// decision form offers each).
    pub head_may: Vec<String>,
    pub committee_may: Vec<String>,
}

fn time(value: &str) -> Result<DateTime<FixedOffset>, CaseError> {
    DateTime::parse_from_rfc3339(value.trim()).map_err(|_| CaseError::BadTime {
        value: value.to_string(),
    })
}

fn optional_time(value: &Option<String>) -> Result<Option<DateTime<FixedOffset>>, CaseError> {
    value
        .as_deref()
        .filter(|v| !v.trim().is_empty())
        .map(time)
        .transpose()
}

/// Opens a case on `filing.rulings` under `rule` (the ruleset of the first ruling, with the
/// event's regulations). The deadline and whether the appeal meets it are signed with it; a
/// late appeal is recorded all the same. Returns only after the commit.
pub fn file(
    store: &mut Store,
    rule: &AppealRule,
    filing: &Filing,
    stamp: &Stamp,
) -> Result<Filed, TournamentError> {
    let filing = Filing {
        by: filing.by.trim().to_string(),
        grounds: filing.grounds.trim().to_string(),
        ..filing.clone()
    };
    let first = rulings_of(store, &filing.rulings)?;
    if filing.by.is_empty() {
        return Err(CaseError::NoAppellant.into());
    }
    let filed_at = time(&filing.filed_at)?;
    let anchors = Anchors {
        hand_ended_at: optional_time(&filing.hand_ended_at)?,
        session_ended_at: optional_time(&filing.session_ended_at)?,
    };
    let due = deadline(rule, &anchors, filed_at);
    let deadline = due
        .at
        .map(|at| at.to_rfc3339_opts(SecondsFormat::Secs, false));
    let body = CaseBody {
        filing,
        deadline: deadline.clone(),
        in_time: due.in_time,
        article: rule.article.clone(),
    };
    let e = NewEvent {
        kind: APPEAL_CASE.into(),
        recorded_at: stamp.at,
        utc_offset_minutes: stamp.utc_offset_minutes,
        referee: stamp.referee.into(),
        hand: first.event.hand,
        body: serde_json::to_value(&body)?,
        ..first.event
    };
    let case = append(store, &e, &[])?.id;
    Ok(Filed {
        case,
        deadline,
        in_time: due.in_time,
    })
}

/// The rulings a case names, each in the record; the first of them.
fn rulings_of(store: &Store, ids: &[String]) -> Result<StoredEvent, TournamentError> {
    let mut first = None;
    for id in ids {
        let e = store
            .event_by_id(id)?
            .filter(|e| e.event.kind == crate::body::RULING)
            .ok_or_else(|| CaseError::UnknownRuling { id: id.clone() })?;
        first.get_or_insert(e);
    }
    Ok(first.ok_or(CaseError::NoRuling)?)
}

/// The case event `case`, or why not. A case that counts nowhere (unsound, or from a device
/// the head has not enrolled) is no case to add to, decide or read: as `cases` lists none.
fn case_event(store: &Store, case: &str) -> Result<(StoredEvent, CaseBody), TournamentError> {
    let enrolment = Enrolment::of(store)?;
    let e = store
        .event_by_id(case)?
        .filter(|e| e.event.kind == APPEAL_CASE && enrolment.admits(e))
        .ok_or_else(|| CaseError::UnknownCase {
            case: case.to_string(),
        })?;
    let body = CaseBody::deserialize(&e.event.body)?;
    Ok((e, body))
}

/// An event about case `case`, indexed like the case (so a session's queries find it).
fn about_case(case: &StoredEvent, kind: &str, stamp: &Stamp, body: serde_json::Value) -> NewEvent {
    NewEvent {
        kind: kind.into(),
        recorded_at: stamp.at,
        utc_offset_minutes: stamp.utc_offset_minutes,
        referee: stamp.referee.into(),
        body,
        ..case.event.clone()
    }
}

/// Adds a photo to case `case`: the photo's hash is signed in the event, its bytes kept with
/// the record in the same transaction.
pub fn add_evidence(
    store: &mut Store,
    case: &str,
    photo: &PreparedPhoto,
    caption: &str,
    stamp: &Stamp,
) -> Result<Recorded, TournamentError> {
    let (case_e, _) = case_event(store, case)?;
    let body = EvidenceBody {
        case: case.to_string(),
        photos: vec![photo.photo.sha256.clone()],
        width: photo.width,
        height: photo.height,
        caption: caption.trim().to_string(),
    };
    let e = about_case(
        &case_e,
        APPEAL_EVIDENCE,
        stamp,
        serde_json::to_value(&body)?,
    );
    append(store, &e, std::slice::from_ref(&photo.photo))
}

/// Adds a note to case `case` (what a witness said, what the table looked like).
pub fn add_note(
    store: &mut Store,
    case: &str,
    text: &str,
    stamp: &Stamp,
) -> Result<Recorded, TournamentError> {
    let (case_e, _) = case_event(store, case)?;
    let text = text.trim();
    if text.is_empty() {
        return Err(CaseError::EmptyNote.into());
    }
    let body = NoteBody {
        case: case.to_string(),
        text: text.to_string(),
    };
    let e = about_case(&case_e, APPEAL_NOTE, stamp, serde_json::to_value(&body)?);
    append(store, &e, &[])
}

/// The role this device hears case appeals as, and whether `decision` is within what `powers`
/// let that role decide under `rule`. A head referee's device hears as head; any other as the
/// committee (the ledger refuses a device without the role).
pub fn hearing(
    rule: &AppealRule,
    powers: &DecisionPowers,
    role: Option<Role>,
    decision: &str,
) -> Result<Role, CaseError> {
    let refused = |decision: &str| -> CaseError {
        let (decision, article) = (decision.to_string(), rule.article.clone());
        match role {
            Some(Role::Head) => CaseError::NotHeardByHead { decision, article },
            _ => CaseError::BeyondPower { decision, article },
        }
    };
    if !powers.decisions.iter().any(|d| d == decision) {
        return Err(CaseError::BadDecision {
            decision: decision.to_string(),
        });
    }
    let heard_as = match role {
        Some(Role::Head) => Role::Head,
        _ => Role::Appeals,
    };
    if powers.open_to(rule, heard_as).iter().any(|d| d == decision) {
        Ok(heard_as)
    } else {
        Err(refused(decision))
    }
}

/// Decides case `case` as this device's role allows (`hearing`): signed with the device's
/// sealed key, refused by the ledger for a device without the role. The head referee decides
/// once, the committee once, and nothing follows the committee's decision.
pub fn decide(
    store: &mut Store,
    rule: &AppealRule,
    case: &str,
    decision: &str,
    reason: &str,
    stamp: &Stamp,
) -> Result<Recorded, TournamentError> {
    case_event(store, case)?;
    let reason = ledger::changes::given(reason, ledger::ChangeKind::Decide)?;
    let heard_as = hearing(rule, DecisionPowers::builtin(), store.role()?, decision)?;
    let earlier = decisions(store, case)?;
    if earlier
        .iter()
        .any(|d| d.heard_as == heard_as || d.heard_as == Role::Appeals)
    {
        return Err(CaseError::AlreadyDecided {
            case: case.to_string(),
        }
        .into());
    }
    Ok(ledger::changes::decide_case(
        store, stamp, case, decision, reason, heard_as,
    )?)
}

fn append(store: &mut Store, e: &NewEvent, photos: &[Photo]) -> Result<Recorded, TournamentError> {
    let id = uuid::Uuid::now_v7().to_string();
    let appended = store.append_with_photos(&id, e, photos)?;
    Ok(Recorded {
        id,
        seq: appended.seq,
    })
}

/// The decisions on case `case`, oldest first.
fn decisions(store: &Store, case: &str) -> Result<Vec<DecisionItem>, TournamentError> {
    let mut out: Vec<(DateTime<chrono::Utc>, DecisionItem)> = Vec::new();
    for e in store.list_kind(APPEAL_DECISION)? {
        let Ok(body) = DecisionBody::deserialize(&e.event.body) else {
            continue;
        };
        if !crate::arrival::Arrival::sound(&e.event) {
            continue;
        }
        if body.target != case {
            continue;
        }
        out.push((
            e.event.recorded_at,
            DecisionItem {
                decision: body.decision,
                heard_as: body.heard_as.unwrap_or(Role::Appeals),
                decided: mark(&e, Some(&body.reason)),
                reason: body.reason,
            },
        ));
    }
    out.sort_by(|(a, x), (b, y)| (a, &x.decided.id).cmp(&(b, &y.decided.id)));
    Ok(out.into_iter().map(|(_, d)| d).collect())
}

/// Every case in the record, oldest first.
pub fn cases(store: &Store) -> Result<Vec<CaseSummary>, TournamentError> {
    // Papers from a device the head has not enrolled count nowhere (`enrolment`).
    let enrolment = Enrolment::of(store)?;
    let counted = |kind: &str| -> Result<Vec<StoredEvent>, TournamentError> {
        let mut events = store.list_kind(kind)?;
        events.retain(|e| enrolment.admits(e));
        Ok(events)
    };
    let evidence = counted(APPEAL_EVIDENCE)?;
    let notes = counted(APPEAL_NOTE)?;
    let mut out = Vec::new();
    for e in counted(APPEAL_CASE)? {
        let Ok(body) = CaseBody::deserialize(&e.event.body) else {
            continue;
        };
        let about = |events: &[StoredEvent]| {
            events
                .iter()
                .filter(|x| x.event.body.get("case").and_then(|c| c.as_str()) == Some(&e.id))
                .count()
        };
        out.push(summary(store, &e, &body, about(&evidence), about(&notes))?);
    }
    Ok(out)
}

/// Decided once the committee has; heard by the head referee while only it has.
fn status(decided: &[DecisionItem]) -> CaseStatus {
    if decided.iter().any(|d| d.heard_as == Role::Appeals) {
        CaseStatus::Decided
    } else if decided.is_empty() {
        CaseStatus::Open
    } else {
        CaseStatus::HeardByHead
    }
}

fn summary(
    store: &Store,
    e: &StoredEvent,
    body: &CaseBody,
    evidence: usize,
    notes: usize,
) -> Result<CaseSummary, TournamentError> {
    let decided = decisions(store, &e.id)?;
    Ok(CaseSummary {
        id: e.id.clone(),
        event: e.event.event.clone(),
        by: body.filing.by.clone(),
        rulings: body.filing.rulings.clone(),
        session: e.event.session.clone(),
        table: e.event.table,
        filed_at: body.filing.filed_at.clone(),
        deadline: body.deadline.clone(),
        in_time: body.in_time,
        status: status(&decided),
        decision: decided.last().map(|d| d.decision.clone()),
        evidence,
        notes,
    })
}

/// Case `case` as the committee reads it: the filing and its deadline, every ruling with its
/// whole history, the photos (the case's and those attached to its rulings), the notes and the
/// decisions. `rows` lists the record's rulings as the review does (names by the roster).
pub fn view(
    store: &Store,
    case: &str,
    rows: &[ReviewRow],
    rule: &AppealRule,
) -> Result<CaseView, TournamentError> {
    let powers = DecisionPowers::builtin();
    let (e, body) = case_event(store, case)?;
    let of_case = |x: &StoredEvent| x.event.body.get("case").and_then(|c| c.as_str()) == Some(case);
    let mut evidence = Vec::new();
    let mut rulings = Vec::new();
    for id in &body.filing.rulings {
        if let Some(ruling) = store.event_by_id(id)? {
            let attached = crate::body::RulingBody::deserialize(&ruling.event.body)
                .map(|b| b.photos)
                .unwrap_or_default();
            evidence.extend(attached.into_iter().map(|sha256| EvidenceItem {
                sha256,
                width: None,
                height: None,
                caption: String::new(),
                ruling: Some(id.clone()),
                added: mark(&ruling, None),
            }));
        }
        if let Some(row) = rows.iter().find(|r| &r.id == id) {
            rulings.push(CaseRuling {
                row: row.clone(),
                history: crate::history::history(store, id)?,
            });
        }
    }
    let enrolment = Enrolment::of(store)?;
    for x in store
        .list_kind(APPEAL_EVIDENCE)?
        .iter()
        .filter(|x| of_case(x) && enrolment.admits(x))
    {
        let Ok(b) = EvidenceBody::deserialize(&x.event.body) else {
            continue;
        };
        evidence.extend(b.photos.into_iter().map(|sha256| EvidenceItem {
            sha256,
            width: Some(b.width),
            height: Some(b.height),
            caption: b.caption.clone(),
            ruling: None,
            added: mark(x, None),
        }));
    }
    let notes: Vec<NoteItem> = store
        .list_kind(APPEAL_NOTE)?
        .iter()
        .filter(|x| of_case(x) && enrolment.admits(x))
        .filter_map(|x| {
            let b = NoteBody::deserialize(&x.event.body).ok()?;
            Some(NoteItem {
                added: mark(x, None),
                text: b.text,
            })
        })
        .collect();
    let decisions = decisions(store, case)?;
    Ok(CaseView {
        id: e.id.clone(),
        event: e.event.event.clone(),
        ruleset: e.event.ruleset.clone(),
        by: body.filing.by.clone(),
        grounds: body.filing.grounds.clone(),
        filed_at: body.filing.filed_at.clone(),
        hand_ended_at: body.filing.hand_ended_at.clone(),
        session_ended_at: body.filing.session_ended_at.clone(),
        deadline: body.deadline.clone(),
        in_time: body.in_time,
        article: body.article.clone(),
        status: status(&decisions),
        opened: mark(&e, Some(&body.filing.grounds)),
        rulings,
        evidence,
        notes,
        decision: decisions.last().cloned(),
        decisions,
        head_may: powers.open_to(rule, Role::Head),
        committee_may: powers.open_to(rule, Role::Appeals),
    })
}
