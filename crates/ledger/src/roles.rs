//! Roles: who may publish the referee list, void or amend a ruling, or decide an appeal.
//! Pure rules over decoded events; `Store::append` applies them before signing and
//! verification and import apply them to every record, so no front end can get around them.
//!
//! - The referee list (kind `referees`) names devices with a role each. It is valid only when
//!   its signer is named in it as `head`. One record has one head device: lists signed by two
//!   different devices are a problem (handing the role to another device is still to come).
//! - A void, an amendment or an appeal decision names the event it changes (`target`, which
//!   must be in the record) and the referee list it acts under (`authority`, the list event's
//!   id). It is valid only when that list is valid and gives its signer the role: `head` for
//!   voids and amendments, `appeals` for appeal decisions. Naming the list makes the check the
//!   same whatever order the events arrived in.

use crate::verify::Problem;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeSet, HashMap, HashSet};

pub const REFEREES: &str = "referees";
pub const VOID: &str = "void";
pub const AMEND: &str = "amend";
pub const APPEAL_DECISION: &str = "appeal-decision";

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
        REFEREES | VOID | AMEND => Some(Role::Head),
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

impl RefereeList {
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
}

/// An event that needs a role, as the checks see it.
pub struct RoleEvent<'a> {
    pub id: &'a str,
    pub device: &'a str,
    pub kind: &'a str,
    pub body: &'a serde_json::Value,
}

/// The problems of the role-bearing events of a record. `ids` are all the record's event ids
/// (a change must name one of them).
pub fn check(events: &[RoleEvent], ids: &HashSet<&str>) -> Vec<Problem> {
    let mut problems = Vec::new();
    let mut lists: HashMap<&str, (&str, RefereeList)> = HashMap::new();
    for e in events.iter().filter(|e| e.kind == REFEREES) {
        match serde_json::from_value::<RefereeList>(e.body.clone()) {
            Ok(list) if list.role_of(e.device) == Some(Role::Head) => {
                lists.insert(e.id, (e.device, list));
            }
            _ => problems.push(Problem::BadRefereeList { id: e.id.into() }),
        }
    }
    let heads: BTreeSet<&str> = lists.values().map(|(signer, _)| *signer).collect();
    if heads.len() > 1 {
        let mut heads = heads.into_iter();
        problems.push(Problem::TwoHeads {
            first: heads.next().unwrap_or_default().into(),
            second: heads.next().unwrap_or_default().into(),
        });
    }
    for e in events.iter().filter(|e| e.kind != REFEREES) {
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
        if !ids.contains(change.target.as_str()) {
            problems.push(Problem::DanglingTarget {
                id: e.id.into(),
                target: change.target.clone(),
            });
        }
        let granted = lists
            .get(change.authority.as_str())
            .and_then(|(_, list)| list.role_of(e.device));
        if granted != Some(role) {
            problems.push(Problem::Unauthorized {
                id: e.id.into(),
                role: role.key().into(),
            });
        }
    }
    problems
}
