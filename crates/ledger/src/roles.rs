//! Roles: who may publish the referee list, void or amend a ruling, or decide an appeal.
//! Pure rules over decoded events; `Store::append` applies them before signing and
//! verification and import apply them to every record, so no front end can get around them.
//!
//! - The referee list (kind `referees`) names devices with a role each. A first list (one that
//!   follows no other) is valid only when its signer names itself `head` in it, and all first
//!   lists of a record must be signed by one device: the head key is pinned by the first list.
//!   A list that follows another (`previous`, that list's id) hands the role on: it is valid
//!   when the list it follows is valid and its signer is head in that one, and it must name a
//!   head. So every valid list leads back, head to head, to the pinned key; a list forged on
//!   any other device never is. A head hands on once: two lists signed after the same one are
//!   both refused. A change keeps citing the list it was made under: handing the role on does
//!   not undo what the earlier head did.
//! - A void, an amendment or an appeal decision names the event it changes (`target`, which
//!   must be in the record) and the referee list it acts under (`authority`, the list event's
//!   id). It is valid only when that list is valid and gives its signer the role: `head` for
//!   voids and amendments, `appeals` for appeal decisions. An appeal decision may say it was
//!   heard as `head` (`heard_as`: where the ruleset gives the hearing to the head referee, the
//!   tournament decides that before signing); its signer must then be head. Naming the list
//!   makes the check the same whatever order the events arrived in.
//! - Some changes are made once. An event is voided once: the first valid void of it, in
//!   recorded order (time, then id, as the tournament resolves changes), stands and any later
//!   one is a problem. An appeal decision decides an appeal case (kind `appeal`), never a bare
//!   ruling; the head referee decides a case once, the committee once, and nothing follows the
//!   committee's decision (as `tournament::appeal::decide` checks before signing).

use crate::problem::Problem;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeSet, HashMap, HashSet};

pub const REFEREES: &str = "referees";
pub const VOID: &str = "void";
pub const AMEND: &str = "amend";
pub const APPEAL_DECISION: &str = "appeal-decision";
/// An appeal case opened on one or more rulings; its evidence photos and notes. Any referee
/// device of the event may record them, as it may record a ruling.
pub const APPEAL_CASE: &str = "appeal";
pub const APPEAL_EVIDENCE: &str = "appeal-evidence";
pub const APPEAL_NOTE: &str = "appeal-note";
/// A version of an event's setup (sessions, roster, seating, regulations, hall-wide warnings).
pub const EVENT: &str = "event";

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Role {
    Floor,
    Head,
    Appeals,
}

impl Role {
    pub fn key(self) -> &'static str {
        match self {
            Role::Floor => "floor",
            Role::Head => "head",
            Role::Appeals => "appeals",
        }
    }
}

/// The role an event of `kind` needs, if any.
pub fn required_role(kind: &str) -> Option<Role> {
    match kind {
        REFEREES | VOID | AMEND | EVENT => Some(Role::Head),
        APPEAL_DECISION => Some(Role::Appeals),
        _ => None,
    }
}

pub fn needs_role(kind: &str) -> bool {
    required_role(kind).is_some()
}

/// The body of a `referees` event.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RefereeList {
    pub referees: Vec<Referee>,
    /// The list this one follows (handing the head role on), by event id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub previous: Option<String>,
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Referee {
    /// The device's public key, 64 lowercase hex digits.
    pub device: String,
    pub role: Role,
    pub name: String,
}

/// Whether `text` has the shape of a device's public key: 64 lowercase hex digits.
pub fn is_device_key(text: &str) -> bool {
    crate::hex::decode_array::<32>(text).is_some()
}

impl RefereeList {
    /// The list a head referee's device `me` signs: itself as head (named `name`) with
    /// `others`; or, following list `follows` with another head among `others`, the head role
    /// passed to them. Entries naming `me` in `others` are left out (its entry is made here).
    pub fn compose(me: &str, name: &str, others: Vec<Referee>, follows: Option<String>) -> Self {
        let mut referees: Vec<Referee> = others.into_iter().filter(|r| r.device != me).collect();
        let handing_on = follows.is_some() && referees.iter().any(|r| r.role == Role::Head);
        if !handing_on {
            referees.insert(
                0,
                Referee {
                    device: me.to_string(),
                    role: Role::Head,
                    name: name.to_string(),
                },
            );
        }
        RefereeList {
            referees,
            previous: follows,
        }
    }

    pub fn role_of(&self, device: &str) -> Option<Role> {
        self.referees
            .iter()
            .find(|r| r.device == device)
            .map(|r| r.role)
    }
}

/// What every change event's body carries, besides what its kind adds.
#[derive(Debug, Clone, Deserialize)]
pub struct ChangeRef {
    pub target: String,
    pub authority: String,
    /// An appeal decision's hearing role (`appeals` when absent).
    #[serde(default)]
    pub heard_as: Option<Role>,
}

impl ChangeRef {
    /// The role the change's signer must hold: its kind's, or for an appeal decision the
    /// role it was heard as (the committee, or the head referee); `None` for anything else.
    fn role(&self, kind: &str) -> Option<Role> {
        match (kind, self.heard_as) {
            (APPEAL_DECISION, Some(Role::Head | Role::Appeals)) => self.heard_as,
            (APPEAL_DECISION, Some(Role::Floor)) => None,
            _ => required_role(kind),
        }
    }
}

/// What an event change's body carries besides the setup: its version (1 creates the event)
/// and the referee list it acts under (empty: the event's creator, before any list).
#[derive(Debug, Clone, Deserialize)]
pub struct EventChangeRef {
    pub version: u64,
    #[serde(default)]
    pub authority: String,
}

/// An event that needs a role, as the checks see it.
pub struct RoleEvent<'a> {
    pub id: &'a str,
    pub device: &'a str,
    pub kind: &'a str,
    /// The payload's event id (which tournament event it belongs to).
    pub event: &'a str,
    /// When it was recorded (RFC 3339), for the order of changes to one target.
    pub recorded_at: &'a str,
    pub body: &'a serde_json::Value,
}

/// The problems of the role-bearing events of a record. `ids` are all the record's event ids
/// (a change must name one of them); `cases` those of its appeal cases (kind [`APPEAL_CASE`]:
/// an appeal decision must name one).
pub fn check(events: &[RoleEvent], ids: &HashSet<&str>, cases: &HashSet<&str>) -> Vec<Problem> {
    let mut problems = Vec::new();
    let (lists, bad) = referee_lists(events);
    problems.extend(
        bad.into_iter()
            .map(|id| Problem::BadRefereeList { id: id.into() }),
    );
    // The pinned head: every first list is signed by the same device.
    let heads: BTreeSet<&str> = lists
        .values()
        .filter(|(_, list)| list.previous.is_none())
        .map(|(signer, _)| *signer)
        .collect();
    // An event shared in the record (its versions here) has its list started by its creator:
    // a first list for it signed elsewhere (a tablet that joined) is not the head's.
    let creators = creators(events);
    let mut first_lists: Vec<(&str, &str)> = events
        .iter()
        .filter(|e| e.kind == REFEREES)
        .filter(|e| {
            lists
                .get(e.id)
                .is_some_and(|(_, list)| list.previous.is_none())
        })
        .filter(|e| creators.get(e.event).is_some_and(|c| !c.contains(e.device)))
        .map(|e| (e.id, e.device))
        .collect();
    first_lists.sort_unstable();
    for (id, _) in first_lists {
        problems.push(Problem::Unauthorized {
            id: id.into(),
            role: Role::Head.key().into(),
        });
    }
    if heads.len() > 1 {
        let mut heads = heads.into_iter();
        problems.push(Problem::TwoHeads {
            first: heads.next().unwrap_or_default().into(),
            second: heads.next().unwrap_or_default().into(),
        });
    }
    problems.extend(check_event_changes(events, &lists));
    // The changes with no problem of their own, for `repeated`.
    let mut valid: Vec<(&RoleEvent, ChangeRef)> = Vec::new();
    for e in events
        .iter()
        .filter(|e| e.kind != REFEREES && e.kind != EVENT)
    {
        let Some(role) = required_role(e.kind) else {
            continue;
        };
        let Ok(change) = serde_json::from_value::<ChangeRef>(e.body.clone()) else {
            problems.push(Problem::Unauthorized {
                id: e.id.into(),
                role: role.key().into(),
            });
            continue;
        };
        let mut sound = true;
        if !ids.contains(change.target.as_str()) {
            sound = false;
            problems.push(Problem::DanglingTarget {
                id: e.id.into(),
                target: change.target.clone(),
            });
        } else if e.kind == APPEAL_DECISION && !cases.contains(change.target.as_str()) {
            sound = false;
            problems.push(Problem::DecisionNotOnCase {
                id: e.id.into(),
                target: change.target.clone(),
            });
        }
        let granted = lists
            .get(change.authority.as_str())
            .and_then(|(_, list)| list.role_of(e.device));
        let role = change.role(e.kind).unwrap_or(role);
        if granted.is_none() || granted != change.role(e.kind) {
            sound = false;
            problems.push(Problem::Unauthorized {
                id: e.id.into(),
                role: role.key().into(),
            });
        }
        if sound {
            valid.push((e, change));
        }
    }
    problems.extend(repeated(valid));
    problems
}

/// The voids and case decisions that follow one that stands, among `changes` (each signed
/// with its role, naming a target in the record): an event is voided once; a case is decided
/// once by the head referee and once by the committee, and nothing follows the committee's
/// decision. "Follows" is recorded order — time, then id — as the tournament resolves changes,
/// so the same record gives the same problems whatever order it arrived in.
fn repeated(mut changes: Vec<(&RoleEvent, ChangeRef)>) -> Vec<Problem> {
    changes.sort_by_cached_key(|(e, _)| {
        let at = DateTime::parse_from_rfc3339(e.recorded_at).ok();
        (at.is_none(), at.map(|t| t.with_timezone(&Utc)), e.id)
    });
    let mut problems = Vec::new();
    let mut voided: HashMap<&str, &str> = HashMap::new();
    let mut decisions: HashMap<&str, Vec<(&str, Role)>> = HashMap::new();
    for (e, change) in &changes {
        let target = change.target.as_str();
        match e.kind {
            VOID => match voided.get(target) {
                Some(first) => problems.push(Problem::SecondVoid {
                    id: e.id.into(),
                    target: target.into(),
                    first: (*first).into(),
                }),
                None => {
                    voided.insert(target, e.id);
                }
            },
            APPEAL_DECISION => {
                let heard_as = change.heard_as.unwrap_or(Role::Appeals);
                let earlier = decisions.entry(target).or_default();
                match earlier
                    .iter()
                    .find(|(_, by)| *by == heard_as || *by == Role::Appeals)
                {
                    Some((first, _)) => problems.push(Problem::SecondDecision {
                        id: e.id.into(),
                        case: target.into(),
                        first: (*first).into(),
                    }),
                    None => earlier.push((e.id, heard_as)),
                }
            }
            _ => {}
        }
    }
    problems
}

/// The problems of the event changes: an event is created by one device (the signer of its
/// version 1); a change acting under no referee list must be its creator's, one naming a list
/// must be signed by that list's head (as a void is).
fn check_event_changes(
    events: &[RoleEvent],
    lists: &HashMap<&str, (&str, RefereeList)>,
) -> Vec<Problem> {
    let mut problems = Vec::new();
    let changes: Vec<(&RoleEvent, Option<EventChangeRef>)> = events
        .iter()
        .filter(|e| e.kind == EVENT)
        .map(|e| (e, serde_json::from_value(e.body.clone()).ok()))
        .collect();
    let creators = creators(events);
    let mut events_with_two: Vec<(&&str, &BTreeSet<&str>)> =
        creators.iter().filter(|(_, c)| c.len() > 1).collect();
    events_with_two.sort();
    for (event, devices) in events_with_two {
        let mut devices = devices.iter();
        problems.push(Problem::TwoCreators {
            event: event.to_string(),
            first: devices.next().copied().unwrap_or_default().into(),
            second: devices.next().copied().unwrap_or_default().into(),
        });
    }
    for (e, change) in &changes {
        let allowed = change.as_ref().is_some_and(|c| {
            if c.authority.is_empty() {
                creators
                    .get(e.event)
                    .is_some_and(|c| c.len() == 1 && c.contains(e.device))
            } else {
                lists
                    .get(c.authority.as_str())
                    .and_then(|(_, list)| list.role_of(e.device))
                    == Some(Role::Head)
            }
        });
        if !allowed {
            problems.push(Problem::Unauthorized {
                id: e.id.into(),
                role: Role::Head.key().into(),
            });
        }
    }
    problems
}

/// Each event's creators: the signers of its version 1 (more than one is a problem).
pub(crate) fn creators<'a>(events: &[RoleEvent<'a>]) -> HashMap<&'a str, BTreeSet<&'a str>> {
    let mut creators: HashMap<&str, BTreeSet<&str>> = HashMap::new();
    for e in events.iter().filter(|e| e.kind == EVENT) {
        let change: Option<EventChangeRef> = serde_json::from_value(e.body.clone()).ok();
        if change.is_some_and(|c| c.version == 1) {
            creators.entry(e.event).or_default().insert(e.device);
        }
    }
    creators
}

/// The valid referee lists by id (with their signers), and the ids of the invalid ones.
pub fn referee_lists<'a>(
    events: &[RoleEvent<'a>],
) -> (HashMap<&'a str, (&'a str, RefereeList)>, Vec<&'a str>) {
    let mut bad = Vec::new();
    let mut parsed: HashMap<&str, (&str, RefereeList)> = HashMap::new();
    for e in events.iter().filter(|e| e.kind == REFEREES) {
        match serde_json::from_value::<RefereeList>(e.body.clone()) {
            Ok(list) => {
                parsed.insert(e.id, (e.device, list));
            }
            Err(_) => bad.push(e.id),
        }
    }
    let mut ids: Vec<&str> = parsed.keys().copied().collect();
    ids.sort_unstable();
    let mut lists = HashMap::new();
    for id in ids {
        if valid_list(&parsed, id, parsed.len()) {
            lists.insert(id, parsed[id].clone());
        } else {
            bad.push(id);
        }
    }
    (lists, bad)
}

/// Whether list `id` is valid: a first list signed by a head it names, or a list signed by
/// the head of a valid list it follows, naming a head, and the only one that head signed after
/// that list (two would be two heads at once: both are refused, for the appeals committee to
/// see). `depth` bounds the walk back (a list cannot follow itself round a loop).
fn valid_list(lists: &HashMap<&str, (&str, RefereeList)>, id: &str, depth: usize) -> bool {
    let Some((signer, list)) = lists.get(id) else {
        return false;
    };
    let names_head = list.referees.iter().any(|r| r.role == Role::Head);
    match list.previous.as_deref() {
        None => list.role_of(signer) == Some(Role::Head),
        Some(_) if depth == 0 || !names_head => false,
        Some(previous) => {
            let Some((_, before)) = lists.get(previous) else {
                return false;
            };
            let handed_on_by_its_head = |l: &RefereeList, by: &str| {
                l.previous.as_deref() == Some(previous) && before.role_of(by) == Some(Role::Head)
            };
            let successors = lists
                .values()
                .filter(|(by, l)| handed_on_by_its_head(l, by))
                .count();
            handed_on_by_its_head(list, signer)
                && successors == 1
                && valid_list(lists, previous, depth - 1)
        }
    }
}
