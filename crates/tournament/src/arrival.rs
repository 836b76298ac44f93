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
use crate::error::Coded;
use crate::limits::{FieldFault, FieldKind, Limits};
use crate::setup::VersionBody;
use ledger::checkpoint::{CheckpointBody, CHECKPOINT};
use ledger::event::Payload;
use ledger::roles::{
    RefereeList, AMEND, APPEAL_CASE, APPEAL_DECISION, APPEAL_EVIDENCE, APPEAL_NOTE, EVENT,
    REFEREES, VOID,
};
use ledger::NewEvent;
use rulebook::Catalogue;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::sync::OnceLock;

/// The checks, with the rulesets this build knows (an event or ruling of another is refused).
pub struct Arrival {
    catalogues: Vec<Catalogue>,
    limits: &'static Limits,
}

impl Arrival {
    /// The checks every front end and every reader of the record applies: one set, built once.
    pub fn builtin() -> &'static Arrival {
        static ARRIVAL: OnceLock<Arrival> = OnceLock::new();
        ARRIVAL.get_or_init(|| Arrival {
            catalogues: rulebook::builtin().expect("the embedded catalogues load (tested)"),
            limits: Limits::builtin(),
        })
    }

    /// Whether a recorded event counts: sound, as `check` says.
    pub fn sound(e: &NewEvent) -> bool {
        Self::builtin().check(e).is_ok()
    }

    /// Whether a recorded event is sound: what `verify` and `import` ask of each payload, and
    /// what every reader of the record asks before counting an event.
    pub fn check(&self, e: &NewEvent) -> Result<(), String> {
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
            APPEAL_CASE => strict::<CaseBody>(&e.body).map(drop),
            APPEAL_EVIDENCE => strict::<EvidenceBody>(&e.body).map(drop),
            APPEAL_NOTE => strict::<NoteBody>(&e.body).map(drop),
            CHECKPOINT => checkpoint(e),
            other => Err(format!("unknown kind “{other}”")),
        }
    }

    /// The index fields every event carries: single lines within bounds; a table within the
    /// hall's bound; an offset a clock can have.
    fn index(&self, e: &NewEvent) -> Result<(), String> {
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
        if e.table
            .is_some_and(|t| t == 0 || t > self.limits.fields.max_table)
        {
            return Err(format!("table {} out of range", e.table.unwrap_or(0)));
        }
        if e.utc_offset_minutes.abs() > 18 * 60 {
            return Err(format!("UTC offset {} minutes", e.utc_offset_minutes));
        }
        Ok(())
    }

    fn field(&self, name: &str, value: &str, kind: FieldKind) -> Result<(), String> {
        self.limits.field(kind, value).map_err(|f| match f {
            FieldFault::Empty => format!("{name} is empty"),
            FieldFault::TooLong { max } => format!("{name} is longer than {max} characters"),
            FieldFault::Control => format!("{name} holds a control character"),
        })
    }

    /// Every number finite and within bounds, every string and key a bounded text without
    /// control characters (line breaks aside).
    fn values(&self, v: &Value, at: &str) -> Result<(), String> {
        match v {
            Value::Number(n) => match n.as_f64() {
                Some(x) if self.limits.number(x) => Ok(()),
                _ => Err(format!("{at}: the number {n} is out of bounds")),
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

    fn known_ruleset(&self, id: &str) -> Result<(), String> {
        match self.catalogues.iter().any(|c| c.id == id) {
            true => Ok(()),
            false => Err(format!("unknown ruleset “{id}”")),
        }
    }

    fn ruling(&self, e: &NewEvent) -> Result<(), String> {
        for (name, value) in [
            ("session", &e.session),
            ("player", &e.player),
            ("incident", &e.incident),
        ] {
            self.field(name, value, FieldKind::Id)?;
        }
        self.known_ruleset(&e.ruleset)?;
        let body: RulingBody = strict(&e.body)?;
        body.photos.iter().try_for_each(|p| sha256_name(p))
    }

    fn scores(&self, e: &NewEvent) -> Result<(), String> {
        self.field("session", &e.session, FieldKind::Id)?;
        if e.table.is_none() {
            return Err("scores without a table".into());
        }
        let body: ScoresBody = strict(&e.body)?;
        let players = body
            .players()
            .try_for_each(|p| self.field("player", p, FieldKind::Id));
        players
    }

    fn version(&self, e: &NewEvent) -> Result<(), String> {
        let body: VersionBody = strict(&e.body)?;
        if body.version == 0 {
            return Err("version 0".into());
        }
        if body.setup.id != e.event {
            return Err("the setup names another event".into());
        }
        let known: Vec<String> = self.catalogues.iter().map(|c| c.id.clone()).collect();
        let catalogue = self.catalogues.iter().find(|c| c.id == body.setup.ruleset);
        body.setup
            .validate_shared(&known, catalogue)
            .map_err(|err| format!("the setup is not valid: {err}"))
    }
}

impl ledger::Inspect for Arrival {
    fn event(&self, payload: &Payload) -> Result<(), String> {
        let e = payload.to_new_event().map_err(|e| e.to_string())?;
        self.check(&e)
    }

    fn photo(&self, bytes: &[u8]) -> Result<(), String> {
        evidence::check_stored(bytes).map_err(|e| {
            let args: Vec<String> = e
                .args()
                .into_iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect();
            format!("{} {}", e.code(), args.join(" "))
                .trim_end()
                .to_string()
        })
    }
}

/// `T` read from `body`, which must hold nothing `T` does not write: every key of the body is
/// in `T`'s own rendering of it (a key `T` leaves out only when it carries nothing: null,
/// false, empty).
fn strict<T: DeserializeOwned + Serialize>(body: &Value) -> Result<T, String> {
    let parsed: T = T::deserialize(body).map_err(|e| e.to_string())?;
    let again = serde_json::to_value(&parsed).map_err(|e| e.to_string())?;
    covered(body, &again, "body")?;
    Ok(parsed)
}

/// Every key of `given` is in `read` (recursively), or carries nothing.
fn covered(given: &Value, read: &Value, at: &str) -> Result<(), String> {
    match (given, read) {
        (Value::Object(g), Value::Object(r)) => g.iter().try_for_each(|(k, v)| match r.get(k) {
            Some(rv) => covered(v, rv, k),
            None if empty(v) => Ok(()),
            None => Err(format!("{at}: unknown field “{k}”")),
        }),
        (Value::Array(g), Value::Array(r)) if g.len() == r.len() => {
            g.iter().zip(r).try_for_each(|(gv, rv)| covered(gv, rv, at))
        }
        (Value::Array(_), _) | (Value::Object(_), _) => Err(format!("{at}: unexpected shape")),
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

fn non_empty(name: &str, value: &str) -> Result<(), String> {
    match value.trim().is_empty() {
        true => Err(format!("{name} is empty")),
        false => Ok(()),
    }
}

fn sha256_name(text: &str) -> Result<(), String> {
    match text.len() == 64
        && text
            .bytes()
            .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
    {
        true => Ok(()),
        false => Err(format!("“{text}” is not a photo's SHA-256")),
    }
}

/// What every change names: its target event and the referee list it acts under.
fn change<T: DeserializeOwned + Serialize + Targets>(body: &Value) -> Result<T, String> {
    let c: T = strict(body)?;
    if uuid::Uuid::parse_str(c.target()).is_err() {
        return Err(format!("target “{}” is not an event id", c.target()));
    }
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

fn amendment(body: &Value) -> Result<(), String> {
    let a: Amend = change(body)?;
    non_empty("reason", &a.reason)?;
    match a.changes.keys().find(|k| !AMENDABLE.contains(&k.as_str())) {
        Some(k) => Err(format!("“{k}” cannot be amended")),
        None => Ok(()),
    }
}

/// A decision on an appeal case: one the data knows.
fn decision(body: &Value) -> Result<(), String> {
    let d: Decision = change(body)?;
    match DecisionPowers::builtin().decisions.contains(&d.decision) {
        true => Ok(()),
        false => Err(format!("“{}” is not a decision on an appeal", d.decision)),
    }
}

/// A head's checkpoint (`ledger::checkpoint`): about the whole event, so no session, table,
/// hand, player, incident or ruleset; its body each device's key with a sequence number from 1
/// and a hash, nothing else.
fn checkpoint(e: &NewEvent) -> Result<(), String> {
    let about_a_table = !e.session.is_empty()
        || e.table.is_some()
        || e.hand.is_some()
        || !e.player.is_empty()
        || !e.incident.is_empty()
        || !e.ruleset.is_empty()
        || !e.catalogue_version.is_empty();
    if about_a_table {
        return Err("a checkpoint names no session, table, hand, player or ruleset".into());
    }
    strict::<CheckpointBody>(&e.body)?.check()
}

fn referees(body: &Value) -> Result<(), String> {
    let list: RefereeList = strict(body)?;
    match list
        .referees
        .iter()
        .find(|r| !ledger::roles::is_device_key(&r.device))
    {
        Some(r) => Err(format!("“{}” is not a device key", r.device)),
        None => Ok(()),
    }
}
