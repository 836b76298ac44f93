//! The body of an appeal case as the record holds it: the filing, and the deadline the
//! ruleset gave it when it was opened. Read by `appeal` (cases), `effective` (an upheld
//! appeal strikes the case's rulings) and `history` (a ruling's cases).

use ledger::roles::{Role, APPEAL_CASE};
use ledger::StoredEvent;
use rulebook::appeal::{AppealRule, CommitteePower};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};

/// An appeal as it is filed. Times are RFC 3339 with their offset.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Filing {
    pub rulings: Vec<String>,
    /// Who appeals (a player id).
    pub by: String,
    pub filed_at: String,
    #[serde(default)]
    pub hand_ended_at: Option<String>,
    #[serde(default)]
    pub session_ended_at: Option<String>,
    #[serde(default)]
    pub grounds: String,
}

/// A case's body as signed: the filing, and the deadline the ruleset gave it then.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct CaseBody {
    #[serde(flatten)]
    pub filing: Filing,
    pub deadline: Option<String>,
    pub in_time: bool,
    /// The ruleset's appeal article the deadline was worked out under.
    pub article: String,
}

/// The rulings each case names, by case id (for `effective`: an upheld appeal strikes them).
pub(crate) fn case_rulings<'a>(
    events: impl IntoIterator<Item = &'a StoredEvent>,
) -> HashMap<String, Vec<String>> {
    events
        .into_iter()
        .filter(|e| e.event.kind == APPEAL_CASE)
        .filter_map(|e| {
            let b = CaseBody::deserialize(&e.event.body).ok()?;
            Some((e.id.clone(), b.filing.rulings))
        })
        .collect()
}

/// What a case may decide and who may decide what (`rules-data/appeals.toml`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DecisionPowers {
    /// Every decision, in the order the decision form offers them.
    pub decisions: Vec<String>,
    /// What the head referee decides, where the ruleset gives it the hearing.
    pub head: Vec<String>,
    /// What the committee decides, by the ruleset's `committee_may`.
    committee: BTreeMap<CommitteePower, Vec<String>>,
}

impl DecisionPowers {
    /// The powers shipped in `rules-data/appeals.toml`, read once (every reader of the record
    /// asks them of each appeal decision).
    pub fn builtin() -> &'static Self {
        static POWERS: std::sync::OnceLock<DecisionPowers> = std::sync::OnceLock::new();
        POWERS.get_or_init(|| rulebook::embedded_toml("appeals.toml"))
    }

    /// What `role` may decide on a case under `rule`, in the form's order; nothing for a role
    /// that does not hear it (a floor referee; the head referee where the ruleset does not name
    /// it). The committee hears every case.
    pub fn open_to(&self, rule: &AppealRule, role: Role) -> Vec<String> {
        let allowed: &[String] = match role {
            Role::Head if rule.heard_by.iter().any(|r| r == Role::Head.key()) => &self.head,
            Role::Appeals => self
                .committee
                .get(&rule.committee_may)
                .map_or(&[], Vec::as_slice),
            _ => &[],
        };
        self.decisions
            .iter()
            .filter(|d| allowed.contains(d))
            .cloned()
            .collect()
    }
}

/// What evidence on a case carries: the photos by the SHA-256 of their stored bytes.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct EvidenceBody {
    pub case: String,
    pub photos: Vec<String>,
    pub width: u32,
    pub height: u32,
    #[serde(default)]
    pub caption: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct NoteBody {
    pub case: String,
    pub text: String,
}
