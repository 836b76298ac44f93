//! What arrives is checked before it is kept (issue 23): the content of every signed event by
//! its kind, and every photo, for `ledger`'s `verify` and `import` alike (they ask through
//! [`ledger::Inspect`]). A valid signature says who sent an event; this says whether it can be
//! kept: the body has exactly the fields its kind writes (nothing unknown), its ids and names
//! are single lines within the bounds of `rules-data/limits.toml`, its times read, its numbers
//! are finite and within bounds, and what it refers to by name (a ruleset, a decision) exists.
//! An event refused here is reported by `verify` and keeps its whole bundle out on `import`;
//! one already in a record is counted nowhere (`effective`, `event`, `standings` skip it).

use crate::body::{RulingBody, ScoresBody, AMENDABLE, RULING, SCORES};
use crate::case_body::{CaseBody, DecisionPowers, EvidenceBody, NoteBody};
use crate::error::{Coded, ErrorCode};
use crate::limits::{FieldFault, FieldKind, Limits};
use crate::setup::VersionBody;
use ledger::checkpoint::{CheckpointBody, CHECKPOINT};
use ledger::roles::{
    RefereeList, AMEND, APPEAL_CASE, APPEAL_DECISION, APPEAL_EVIDENCE, APPEAL_NOTE, EVENT,
    REFEREES, VOID,
};
use ledger::NewEvent;
use rulebook::Catalogue;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::sync::{Arc, OnceLock};

/// What is wrong with an event's content: said by `problem-bad-content`, which chooses its
/// words by the fault's code (`fault`), in every language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fault {
    /// A kind this build does not write.
    UnknownKind {
        kind: String,
    },
    /// The body does not read as its kind (a field missing, a value of another type).
    Shape {
        detail: String,
    },
    /// A field its kind does not write.
    UnknownField {
        field: String,
    },
    Empty {
        field: String,
    },
    TooLong {
        field: String,
        max: usize,
    },
    /// A control character (NUL, ESC, a line break in an id or a name…).
    Control {
        field: String,
    },
    /// A number that is not finite or beyond `[numbers] max_magnitude`.
    Number {
        field: String,
        value: String,
    },
    UnknownRuleset {
        ruleset: String,
    },
    /// A value that should name something (an event id, a photo's SHA-256, a device key, a
    /// hash) and does not have its shape.
    NotAName {
        field: String,
        value: String,
    },
    NotAmendable {
        field: String,
    },
    UnknownDecision {
        decision: String,
    },
    TableOutOfRange {
        table: u32,
    },
    OffsetOutOfRange {
        minutes: i32,
    },
    /// An event version numbered 0.
    VersionZero,
    /// An event version whose setup is another event's.
    OtherEvent,
    /// An event version whose setup fails the checks every version passes (`error` is the
    /// code the head's own device would have refused it with).
    Setup {
        error: String,
    },
    /// Scores without their table; a checkpoint that names a table, player or ruleset.
    Misplaced,
}

impl Fault {
    /// Every code a fault gives: `problem-bad-content` has words for each.
    pub const CODES: &'static [&'static str] = &[
        "unknown-kind",
        "shape",
        "unknown-field",
        "empty",
        "too-long",
        "control",
        "number",
        "unknown-ruleset",
        "not-a-name",
        "not-amendable",
        "unknown-decision",
        "table-out-of-range",
        "offset-out-of-range",
        "version-zero",
        "other-event",
        "setup",
        "misplaced",
    ];

    pub fn code(&self) -> &'static str {
        match self {
            Self::UnknownKind { .. } => "unknown-kind",
            Self::Shape { .. } => "shape",
            Self::UnknownField { .. } => "unknown-field",
            Self::Empty { .. } => "empty",
            Self::TooLong { .. } => "too-long",
            Self::Control { .. } => "control",
            Self::Number { .. } => "number",
            Self::UnknownRuleset { .. } => "unknown-ruleset",
            Self::NotAName { .. } => "not-a-name",
            Self::NotAmendable { .. } => "not-amendable",
            Self::UnknownDecision { .. } => "unknown-decision",
            Self::TableOutOfRange { .. } => "table-out-of-range",
            Self::OffsetOutOfRange { .. } => "offset-out-of-range",
            Self::VersionZero => "version-zero",
            Self::OtherEvent => "other-event",
            Self::Setup { .. } => "setup",
            Self::Misplaced => "misplaced",
        }
    }

    pub fn args(&self) -> Vec<(&'static str, String)> {
        match self {
            Self::UnknownKind { kind } => vec![("value", kind.clone())],
            Self::Shape { detail } => vec![("detail", detail.clone())],
            Self::UnknownField { field }
            | Self::Empty { field }
            | Self::Control { field }
            | Self::NotAmendable { field } => vec![("field", field.clone())],
            Self::TooLong { field, max } => {
                vec![("field", field.clone()), ("max", max.to_string())]
            }
            Self::Number { field, value } | Self::NotAName { field, value } => {
                vec![("field", field.clone()), ("value", value.clone())]
            }
            Self::UnknownRuleset { ruleset } => vec![("value", ruleset.clone())],
            Self::UnknownDecision { decision } => vec![("value", decision.clone())],
            Self::TableOutOfRange { table } => vec![("value", table.to_string())],
            Self::OffsetOutOfRange { minutes } => vec![("value", minutes.to_string())],
            Self::Setup { error } => vec![("value", error.clone())],
            Self::VersionZero | Self::OtherEvent | Self::Misplaced => vec![],
        }
    }
}

impl From<Fault> for ErrorCode {
    fn from(f: Fault) -> Self {
        ErrorCode::new(f.code(), &f.args())
    }
}

fn shape(e: impl ToString) -> Fault {
    Fault::Shape {
        detail: e.to_string(),
    }
}

/// The checks, with the rulesets this build knows (an event or ruling of another is refused).
pub struct Arrival {
    catalogues: Arc<[Catalogue]>,
    limits: &'static Limits,
}

impl Arrival {
    /// The shipped catalogues as the books have them (no event's overrides), parsed once.
    pub fn catalogues(&self) -> &[Catalogue] {
        &self.catalogues
    }

    /// The checks every front end and every reader of the record applies: one set, built once.
    pub fn builtin() -> &'static Arrival {
        static ARRIVAL: OnceLock<Arrival> = OnceLock::new();
        ARRIVAL.get_or_init(|| Arrival {
            catalogues: rulebook::shipped(),
            limits: Limits::builtin(),
        })
    }

    /// Whether a recorded event counts: sound, as `check` says.
    pub fn sound(e: &NewEvent) -> bool {
        Self::builtin().check(e).is_ok()
    }

    /// Whether a recorded event is sound: what `verify` and `import` ask of each payload, and
    /// what every reader of the record asks before counting an event.
    pub fn check(&self, e: &NewEvent) -> Result<(), Fault> {
        self.index(e)?;
        self.values(&e.body, "body")?;
        match e.kind.as_str() {
            RULING => self.ruling(e),
            SCORES => self.scores(e),
            EVENT => self.version(e),
            REFEREES => referees(&e.body),
            VOID => change::<Void>(&e.body).and_then(|v| non_empty("reason", &v.reason)),
            AMEND => amendment(&e.body),
            APPEAL_DECISION => decision(&e.body),
            APPEAL_CASE => strict_flattened::<CaseBody>(&e.body).map(drop),
            APPEAL_EVIDENCE => strict::<EvidenceBody>(&e.body).map(drop),
            APPEAL_NOTE => strict::<NoteBody>(&e.body).map(drop),
            CHECKPOINT => checkpoint(e),
            other => Err(Fault::UnknownKind { kind: other.into() }),
        }
    }

    /// The index fields every event carries: single lines within bounds; a table within the
    /// hall's bound; an offset a clock can have.
    fn index(&self, e: &NewEvent) -> Result<(), Fault> {
        let fields = [
            ("event", &e.event, FieldKind::Id),
            ("session", &e.session, FieldKind::Id),
            ("player", &e.player, FieldKind::Id),
            ("incident", &e.incident, FieldKind::Id),
            ("ruleset", &e.ruleset, FieldKind::Id),
            ("catalogue_version", &e.catalogue_version, FieldKind::Name),
            ("referee", &e.referee, FieldKind::Name),
        ];
        for (name, value, kind) in fields {
            if !value.is_empty() {
                self.field(name, value, kind)?;
            }
        }
        self.field("event", &e.event, FieldKind::Id)?;
        if let Some(table) = e
            .table
            .filter(|&t| t == 0 || t > self.limits.fields.max_table)
        {
            return Err(Fault::TableOutOfRange { table });
        }
        if e.utc_offset_minutes.abs() > self.limits.numbers.max_utc_offset_minutes {
            return Err(Fault::OffsetOutOfRange {
                minutes: e.utc_offset_minutes,
            });
        }
        Ok(())
    }

    fn field(&self, name: &str, value: &str, kind: FieldKind) -> Result<(), Fault> {
        // The name is written out only for a refusal: a sound body allocates nothing here.
        self.limits.field(kind, value).map_err(|f| {
            let field = name.to_string();
            match f {
                FieldFault::Empty => Fault::Empty { field },
                FieldFault::TooLong { max } => Fault::TooLong { field, max },
                FieldFault::Control => Fault::Control { field },
            }
        })
    }

    /// Every number finite and within bounds, every string and key a bounded text without
    /// control characters (line breaks aside).
    fn values(&self, v: &Value, at: &str) -> Result<(), Fault> {
        match v {
            Value::Number(n) => match n.as_f64() {
                Some(x) if self.limits.number(x) => Ok(()),
                _ => Err(Fault::Number {
                    field: at.into(),
                    value: n.to_string(),
                }),
            },
            Value::String(s) => self.field(at, s, FieldKind::Text),
            Value::Array(items) => items.iter().try_for_each(|i| self.values(i, at)),
            Value::Object(map) => map.iter().try_for_each(|(k, v)| {
                self.field(at, k, FieldKind::Name)?;
                self.values(v, k)
            }),
            Value::Bool(_) | Value::Null => Ok(()),
        }
    }

    /// Whether a verdict on `incident` under `ruleset` may say the answers made it `decided`:
    /// another incident of that ruleset. An amendment's verdict is held to it too, against
    /// its target ruling (`effective`, `changes`), which an amendment alone does not name.
    pub fn decided_as_fits(&self, ruleset: &str, incident: &str, decided: &str) -> bool {
        self.catalogues
            .iter()
            .find(|c| c.id == ruleset)
            .is_some_and(|c| decided != incident && c.incident(decided).is_some())
    }

    fn known_ruleset(&self, id: &str) -> Result<(), Fault> {
        match self.catalogues.iter().any(|c| c.id == id) {
            true => Ok(()),
            false => Err(Fault::UnknownRuleset { ruleset: id.into() }),
        }
    }

    fn ruling(&self, e: &NewEvent) -> Result<(), Fault> {
        for (name, value) in [
            ("session", &e.session),
            ("player", &e.player),
            ("incident", &e.incident),
        ] {
            self.field(name, value, FieldKind::Id)?;
        }
        self.known_ruleset(&e.ruleset)?;
        let body: RulingBody = strict(&e.body)?;
        // A verdict that says the answers made the call another incident names one of its
        // ruleset, not the call itself: the log and the reports show that name.
        if let Some(decided) = &body.verdict.decided_as {
            if !self.decided_as_fits(&e.ruleset, &e.incident, decided) {
                return Err(Fault::NotAName {
                    field: "verdict.decidedAs".into(),
                    value: decided.clone(),
                });
            }
        }
        body.photos
            .iter()
            .try_for_each(|p| named("photos", p, ledger::photo::is_sha256))
    }

    fn scores(&self, e: &NewEvent) -> Result<(), Fault> {
        self.field("session", &e.session, FieldKind::Id)?;
        if e.table.is_none() {
            return Err(Fault::Misplaced);
        }
        let body: ScoresBody = strict(&e.body)?;
        let players = body
            .players()
            .try_for_each(|p| self.field("player", p, FieldKind::Id));
        players
    }

    fn version(&self, e: &NewEvent) -> Result<(), Fault> {
        let body: VersionBody = strict(&e.body)?;
        if body.version == 0 {
            return Err(Fault::VersionZero);
        }
        if body.setup.id != e.event {
            return Err(Fault::OtherEvent);
        }
        let known: Vec<String> = self.catalogues.iter().map(|c| c.id.clone()).collect();
        let catalogue = self.catalogues.iter().find(|c| c.id == body.setup.ruleset);
        body.setup
            .validate_shared(&known, catalogue)
            .map_err(|err| Fault::Setup {
                error: err.code().into(),
            })
    }
}

impl ledger::Inspect for Arrival {
    fn event(&self, e: &NewEvent) -> Result<(), ErrorCode> {
        Ok(self.check(e)?)
    }

    /// The photo's fault is the evidence code's own (`photo-metadata`, `photo-truncated`…).
    fn photo(&self, bytes: &[u8]) -> Result<(), ErrorCode> {
        Ok(evidence::check_stored(bytes)?)
    }
}

/// `T` read from `body`, which must hold nothing `T` does not read: a field its kind does not
/// have is refused by name (`serde_ignored` reports it as the body is read, in one pass).
fn strict<T: DeserializeOwned>(body: &Value) -> Result<T, Fault> {
    let mut unknown: Option<String> = None;
    let parsed: T = serde_ignored::deserialize(body, |path| {
        unknown.get_or_insert_with(|| path.to_string());
    })
    .map_err(shape)?;
    match unknown {
        Some(field) => Err(Fault::UnknownField { field }),
        None => Ok(parsed),
    }
}

/// `strict`, for a type that flattens another into itself (an appeal case's filing): serde
/// reads a flattened struct from a buffer that hides the fields it skips, so the body is also
/// written back and every key of it must be in that rendering (or carry nothing).
fn strict_flattened<T: DeserializeOwned + Serialize>(body: &Value) -> Result<T, Fault> {
    let parsed: T = strict(body)?;
    covered(body, &serde_json::to_value(&parsed).map_err(shape)?)?;
    Ok(parsed)
}

/// Every key of `given` is in `read` (recursively), or carries nothing.
fn covered(given: &Value, read: &Value) -> Result<(), Fault> {
    match (given, read) {
        (Value::Object(g), Value::Object(r)) => g.iter().try_for_each(|(k, v)| match r.get(k) {
            Some(rv) => covered(v, rv),
            None if empty(v) => Ok(()),
            None => Err(Fault::UnknownField { field: k.clone() }),
        }),
        (Value::Array(g), Value::Array(r)) if g.len() == r.len() => {
            g.iter().zip(r).try_for_each(|(gv, rv)| covered(gv, rv))
        }
        _ => Ok(()),
    }
}

fn empty(v: &Value) -> bool {
    match v {
        Value::Null | Value::Bool(false) => true,
        Value::Array(a) => a.is_empty(),
        Value::Object(o) => o.is_empty(),
        Value::String(s) => s.is_empty(),
        Value::Number(_) | Value::Bool(true) => false,
    }
}

fn non_empty(name: &str, value: &str) -> Result<(), Fault> {
    match value.trim().is_empty() {
        true => Err(Fault::Empty { field: name.into() }),
        false => Ok(()),
    }
}

/// `value` of `field` has the shape `is` asks (an event id, a SHA-256, a device key).
fn named(field: &str, value: &str, is: impl Fn(&str) -> bool) -> Result<(), Fault> {
    match is(value) {
        true => Ok(()),
        false => Err(Fault::NotAName {
            field: field.into(),
            value: value.into(),
        }),
    }
}

fn is_event_id(text: &str) -> bool {
    uuid::Uuid::parse_str(text).is_ok()
}

/// What every change names: its target event and the referee list it acts under.
fn change<T: DeserializeOwned + Targets>(body: &Value) -> Result<T, Fault> {
    let c: T = strict(body)?;
    named("target", c.target(), is_event_id)?;
    Ok(c)
}

trait Targets {
    fn target(&self) -> &str;
}

#[derive(Serialize, Deserialize)]
struct Void {
    target: String,
    authority: String,
    reason: String,
}

#[derive(Serialize, Deserialize)]
struct Amend {
    target: String,
    authority: String,
    reason: String,
    changes: serde_json::Map<String, Value>,
}

#[derive(Serialize, Deserialize)]
struct Decision {
    target: String,
    authority: String,
    decision: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    reason: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    note: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    heard_as: Option<ledger::roles::Role>,
}

impl Targets for Void {
    fn target(&self) -> &str {
        &self.target
    }
}
impl Targets for Amend {
    fn target(&self) -> &str {
        &self.target
    }
}
impl Targets for Decision {
    fn target(&self) -> &str {
        &self.target
    }
}

fn amendment(body: &Value) -> Result<(), Fault> {
    let a: Amend = change(body)?;
    non_empty("reason", &a.reason)?;
    match a.changes.keys().find(|k| !AMENDABLE.contains(&k.as_str())) {
        Some(k) => Err(Fault::NotAmendable { field: k.clone() }),
        None => Ok(()),
    }
}

/// A decision on an appeal case: one the data knows.
fn decision(body: &Value) -> Result<(), Fault> {
    let d: Decision = change(body)?;
    match DecisionPowers::builtin().decisions.contains(&d.decision) {
        true => Ok(()),
        false => Err(Fault::UnknownDecision {
            decision: d.decision,
        }),
    }
}

/// A head's checkpoint (`ledger::checkpoint`): about the whole event, so no session, table,
/// hand, player, incident or ruleset; its body each device's key with a sequence number from 1
/// and a hash, nothing else.
fn checkpoint(e: &NewEvent) -> Result<(), Fault> {
    let about_a_table = !e.session.is_empty()
        || e.table.is_some()
        || e.hand.is_some()
        || !e.player.is_empty()
        || !e.incident.is_empty()
        || !e.ruleset.is_empty()
        || !e.catalogue_version.is_empty();
    if about_a_table {
        return Err(Fault::Misplaced);
    }
    strict::<CheckpointBody>(&e.body)?
        .check()
        .map_err(|value| Fault::NotAName {
            field: "chains".into(),
            value,
        })
}

fn referees(body: &Value) -> Result<(), Fault> {
    let list: RefereeList = strict(body)?;
    list.referees
        .iter()
        .try_for_each(|r| named("device", &r.device, ledger::roles::is_device_key))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// A field no kind writes is refused wherever it stands: at the top, inside a nested
    /// struct, beside a flattened one, in an untagged variant.
    #[test]
    fn an_unknown_field_is_named_at_any_depth() {
        let unknown = |r: Result<(), Fault>| match r {
            Err(Fault::UnknownField { field }) => field,
            other => panic!("{other:?}"),
        };
        let by_hand = json!({"scores": {"p1": 1}, "hands": [{"p1": 1}], "zzz": 1});
        assert!(matches!(
            strict::<ScoresBody>(&by_hand).map(drop),
            Err(Fault::Shape { .. })
        ));
        let case = json!({"rulings": ["r"], "by": "p1", "filed_at": "2026-11-22T10:00:00+08:00",
            "deadline": null, "in_time": true, "article": "x", "zzz": 1});
        assert_eq!(
            unknown(strict_flattened::<CaseBody>(&case).map(drop)),
            "zzz"
        );
        let note = json!({"case": "c", "text": "t", "zzz": 1});
        assert_eq!(unknown(strict::<NoteBody>(&note).map(drop)), "zzz");
        let amend = json!({"target": "t", "authority": "", "reason": "r", "changes": {},
            "zzz": 1});
        assert_eq!(unknown(strict::<Amend>(&amend).map(drop)), "zzz");
        let fine = json!({"case": "c", "text": "t"});
        assert!(strict::<NoteBody>(&fine).is_ok());
    }
}
