//! What can be wrong with a record or a bundle: values with a code and arguments, said in
//! words by `locales/<lang>/record.ftl`.

use errcode::ErrorCode;
use std::collections::BTreeMap;

/// One thing wrong with a record or a bundle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// The `at`-th event (from 1) or bundle line cannot be read.
    Unreadable { at: usize, detail: String },
    /// The signature does not match the content, or the device is not a valid key.
    BadSignature { id: String },
    /// Two different contents carry the same id.
    DuplicateId { id: String },
    /// Two different events claim the same place in a device's chain.
    ChainFork { device: String, seq: u64 },
    /// Events `from` to `to` of a device's chain are missing.
    ChainGap { device: String, from: u64, to: u64 },
    /// The event does not name the hash of the device's event before it.
    ChainBroken { device: String, seq: u64 },
    /// A row of the database has no signature (it was added behind the ledger's back).
    Unsigned { row: i64 },
    /// A row's columns say something other than its signed payload.
    RowMismatch { id: String },
    /// The bundle is not written the one way a bundle is written (a changed, reordered or
    /// extra byte outside the signed payloads).
    BundleNotCanonical { line: usize },
    /// A referee list not signed by a head referee it names.
    BadRefereeList { id: String },
    /// Referee lists signed by two different devices.
    TwoHeads { first: String, second: String },
    /// A void, amendment or appeal decision whose signer lacks the `role` under the referee
    /// list it names.
    Unauthorized { id: String, role: String },
    /// A change naming an event the record does not have.
    DanglingTarget { id: String, target: String },
    /// A photo whose bytes do not hash to its name: changed after it was signed.
    PhotoAltered { sha256: String },
    /// An event names a photo that the record (or the bundle) does not hold.
    PhotoMissing { id: String, sha256: String },
    /// A signed event whose content is not sound for its kind (unknown fields, a bad id,
    /// time or number): its signature says who sent it, not that it can be kept.
    BadContent {
        id: String,
        kind: String,
        /// Who signed it and when, as a referee knows it (`floor-1 · 2026-11-28 10:41:56`);
        /// the id when the event does not read that far.
        who: String,
        fault: ErrorCode,
    },
    /// A photo carried with an event that is not one the record keeps (metadata, or it does
    /// not decode whole).
    PhotoUnsound { sha256: String, fault: ErrorCode },
    /// Two devices have each created the same event (each signed a version 1 of it).
    TwoCreators {
        event: String,
        first: String,
        second: String,
    },
    /// A void of an event already voided: `first`, the earlier void in recorded order, stands.
    SecondVoid {
        id: String,
        target: String,
        first: String,
    },
    /// An appeal decision on an event that is not an appeal case (a bare ruling, say): a
    /// ruling's standing changes on appeal only through a case.
    DecisionNotOnCase { id: String, target: String },
    /// A decision on a case already decided by the same hearing (`first` stands), or any after
    /// the committee's decision.
    SecondDecision {
        id: String,
        case: String,
        first: String,
    },
    /// The head's checkpoint `checkpoint` vouched for `device`'s events up to `signed_seq`, and
    /// this record does not hold that event as signed (it holds the chain up to `held`): the
    /// end of the device's chain was cut (or replaced).
    TailCut {
        device: String,
        held: u64,
        signed_seq: u64,
        checkpoint: String,
    },
}

impl Problem {
    /// Every code `code()` gives, each said by `problem-<code>` (`record.ftl`), for the
    /// front ends' list of codes (the app's `ProblemCodeName`). `tournament/tests/
    /// error_strings.rs` fails when it and the variants differ.
    pub const CODES: &'static [&'static str] = &[
        "unreadable",
        "bad-signature",
        "duplicate-id",
        "chain-fork",
        "chain-gap",
        "chain-broken",
        "unsigned",
        "row-mismatch",
        "bundle-not-canonical",
        "bad-referee-list",
        "two-heads",
        "unauthorized",
        "dangling-target",
        "two-creators",
        "photo-altered",
        "photo-missing",
        "bad-content",
        "photo-unsound",
        "second-void",
        "decision-not-on-case",
        "second-decision",
        "tail-cut",
    ];

    pub fn code(&self) -> &'static str {
        match self {
            Self::Unreadable { .. } => "unreadable",
            Self::BadSignature { .. } => "bad-signature",
            Self::DuplicateId { .. } => "duplicate-id",
            Self::ChainFork { .. } => "chain-fork",
            Self::ChainGap { .. } => "chain-gap",
            Self::ChainBroken { .. } => "chain-broken",
            Self::Unsigned { .. } => "unsigned",
            Self::RowMismatch { .. } => "row-mismatch",
            Self::BundleNotCanonical { .. } => "bundle-not-canonical",
            Self::BadRefereeList { .. } => "bad-referee-list",
            Self::TwoHeads { .. } => "two-heads",
            Self::Unauthorized { .. } => "unauthorized",
            Self::DanglingTarget { .. } => "dangling-target",
            Self::TwoCreators { .. } => "two-creators",
            Self::PhotoAltered { .. } => "photo-altered",
            Self::PhotoMissing { .. } => "photo-missing",
            Self::BadContent { .. } => "bad-content",
            Self::PhotoUnsound { .. } => "photo-unsound",
            Self::SecondVoid { .. } => "second-void",
            Self::DecisionNotOnCase { .. } => "decision-not-on-case",
            Self::SecondDecision { .. } => "second-decision",
            Self::TailCut { .. } => "tail-cut",
        }
    }

    pub fn args(&self) -> BTreeMap<String, String> {
        let pairs: Vec<(&str, String)> = match self {
            Self::Unreadable { at, detail } => {
                vec![("at", at.to_string()), ("detail", detail.clone())]
            }
            Self::BadSignature { id }
            | Self::DuplicateId { id }
            | Self::RowMismatch { id }
            | Self::BadRefereeList { id } => {
                vec![("id", id.clone())]
            }
            Self::TwoHeads { first, second } => {
                vec![("first", first.clone()), ("second", second.clone())]
            }
            Self::TwoCreators {
                event,
                first,
                second,
            } => vec![
                ("event", event.clone()),
                ("first", first.clone()),
                ("second", second.clone()),
            ],
            Self::Unauthorized { id, role } => vec![("id", id.clone()), ("role", role.clone())],
            Self::DanglingTarget { id, target } => {
                vec![("id", id.clone()), ("target", target.clone())]
            }
            Self::ChainFork { device, seq } | Self::ChainBroken { device, seq } => {
                vec![("device", device.clone()), ("seq", seq.to_string())]
            }
            Self::ChainGap { device, from, to } => vec![
                ("device", device.clone()),
                ("from", from.to_string()),
                ("to", to.to_string()),
            ],
            Self::Unsigned { row } => vec![("row", row.to_string())],
            Self::PhotoAltered { sha256 } => vec![("sha256", sha256.clone())],
            Self::PhotoMissing { id, sha256 } => {
                vec![("id", id.clone()), ("sha256", sha256.clone())]
            }
            Self::BundleNotCanonical { line } => vec![("line", line.to_string())],
            Self::BadContent {
                id,
                kind,
                who,
                fault,
            } => {
                return with_fault(
                    &[
                        ("id", id.clone()),
                        ("kind", kind.clone()),
                        ("who", who.clone()),
                    ],
                    fault,
                )
            }
            Self::PhotoUnsound { sha256, fault } => {
                return with_fault(&[("sha256", sha256.clone())], fault)
            }
            Self::SecondVoid { id, target, first } => vec![
                ("id", id.clone()),
                ("target", target.clone()),
                ("first", first.clone()),
            ],
            Self::DecisionNotOnCase { id, target } => {
                vec![("id", id.clone()), ("target", target.clone())]
            }
            Self::SecondDecision { id, case, first } => vec![
                ("id", id.clone()),
                ("case", case.clone()),
                ("first", first.clone()),
            ],
            Self::TailCut {
                device,
                held,
                signed_seq,
                checkpoint,
            } => vec![
                ("device", device.clone()),
                ("held", held.to_string()),
                ("signed", signed_seq.to_string()),
                ("checkpoint", checkpoint.clone()),
            ],
        };
        pairs.into_iter().map(|(k, v)| (k.to_string(), v)).collect()
    }

    /// The Fluent message that says it: `problem-<code>`.
    pub fn to_code(&self) -> ErrorCode {
        ErrorCode {
            code: self.code().into(),
            args: self.args(),
        }
    }
}

/// A problem's own arguments with its fault's: `fault` (the code its message chooses on) and
/// the fault's arguments.
fn with_fault(own: &[(&str, String)], fault: &ErrorCode) -> BTreeMap<String, String> {
    let mut args = fault.args.clone();
    args.insert("fault".into(), fault.code.clone());
    args.extend(own.iter().map(|(k, v)| (k.to_string(), v.clone())));
    args
}
