//! Every error a user can meet is said in every language, with every argument it carries.

use ledger::{ChangeKind, LedgerError, Problem};
use rulebook::RuleError;
use tournament::{Coded, SetupError, TournamentError};

/// One of each variant. The matches below stop compiling when a variant is added, so this list
/// cannot silently fall behind.
fn every_error() -> Vec<TournamentError> {
    let rule = vec![
        RuleError::UnknownRuleset {
            ruleset: "x".into(),
        },
        RuleError::UnknownIncident {
            ruleset: "x".into(),
            incident: "y".into(),
        },
        RuleError::UnknownFact {
            incident: "x".into(),
            fact: "y".into(),
        },
        RuleError::MalformedFact {
            fact: "x".into(),
            value: "y".into(),
        },
        RuleError::ArrivalBeforeStart {
            start: "09:00:00".into(),
            arrival: "08:59:00".into(),
        },
        RuleError::ChoiceOutOfRange {
            min: -8.0,
            max: -1.0,
            amount: -9.0,
        },
        RuleError::ChoiceNotOffered,
        RuleError::NotOverridable {
            incident: "phone".into(),
        },
        RuleError::InvalidOverride {
            incident: "late-arrival".into(),
            problem: rulebook::validate::Problem {
                place: rulebook::validate::Place::Incident("late-arrival".into()),
                kind: rulebook::validate::ProblemKind::Gap(Default::default()),
            },
        },
        RuleError::PlayerWithoutTeam {
            player: "Li".into(),
        },
        RuleError::RoomNotTwoPairs {
            session: "R1".into(),
        },
        RuleError::MatchNotTwoTeams {
            match_id: "M1".into(),
            teams: 3,
        },
        RuleError::HandsDisagree {
            session: "R1".into(),
            player: "Li".into(),
            hands: 4.0,
            score: 5.0,
        },
    ];
    for e in &rule {
        match e {
            RuleError::UnknownRuleset { .. }
            | RuleError::UnknownIncident { .. }
            | RuleError::UnknownFact { .. }
            | RuleError::MalformedFact { .. }
            | RuleError::ArrivalBeforeStart { .. }
            | RuleError::ChoiceOutOfRange { .. }
            | RuleError::ChoiceNotOffered
            | RuleError::NotOverridable { .. }
            | RuleError::InvalidOverride { .. }
            | RuleError::PlayerWithoutTeam { .. }
            | RuleError::RoomNotTwoPairs { .. }
            | RuleError::MatchNotTwoTeams { .. }
            | RuleError::HandsDisagree { .. }
            | RuleError::Hand(_) => {}
        }
    }
    let setup = vec![
        SetupError::EmptyEventName,
        SetupError::RulesetMismatch {
            event: "sbr-2025".into(),
            given: "jsma".into(),
        },
        SetupError::NoEvent,
        SetupError::EmptyPlayerName {
            table: 1,
            seat: "E".into(),
        },
        SetupError::DuplicatePlayerName { name: "Li".into() },
        SetupError::NoSessions,
        SetupError::NoTables,
        SetupError::BadStartTime {
            value: "nine".into(),
        },
        SetupError::UnknownSession {
            session: "R9".into(),
        },
        SetupError::UnknownTable { table: 9 },
        SetupError::UnknownPlayer {
            player: "p9".into(),
        },
        SetupError::PlayerNotAtTable {
            player: "p1".into(),
            table: 2,
        },
        SetupError::MissingScore {
            table: 1,
            player: "p1".into(),
        },
        SetupError::EmptyTeamName,
        SetupError::DuplicateTeam { team: "Red".into() },
        SetupError::PlayerInTwoTeams {
            player: "p1".into(),
        },
        SetupError::RulesetNotDuplicate {
            ruleset: "sbr-2025".into(),
        },
        SetupError::MatchNeedsTwoTables {
            match_id: "M1".into(),
        },
        SetupError::TableInTwoMatches { table: 2 },
        SetupError::TableNotTwoPairs { table: 1 },
        SetupError::HandsNeeded { table: 1 },
        SetupError::MissingHandScore {
            table: 1,
            hand: 3,
            player: "p2".into(),
        },
        SetupError::HallWarningNotAllowed {
            incident: "false-win".into(),
            ruleset: "sbr-2025".into(),
        },
    ];
    for e in &setup {
        match e {
            SetupError::EmptyEventName
            | SetupError::RulesetMismatch { .. }
            | SetupError::NoEvent
            | SetupError::EmptyPlayerName { .. }
            | SetupError::DuplicatePlayerName { .. }
            | SetupError::NoSessions
            | SetupError::NoTables
            | SetupError::BadStartTime { .. }
            | SetupError::UnknownSession { .. }
            | SetupError::UnknownTable { .. }
            | SetupError::UnknownPlayer { .. }
            | SetupError::PlayerNotAtTable { .. }
            | SetupError::MissingScore { .. }
            | SetupError::EmptyTeamName
            | SetupError::DuplicateTeam { .. }
            | SetupError::PlayerInTwoTeams { .. }
            | SetupError::RulesetNotDuplicate { .. }
            | SetupError::MatchNeedsTwoTables { .. }
            | SetupError::TableInTwoMatches { .. }
            | SetupError::TableNotTwoPairs { .. }
            | SetupError::HandsNeeded { .. }
            | SetupError::MissingHandScore { .. }
            | SetupError::HallWarningNotAllowed { .. } => {}
        }
    }
    let mut all: Vec<TournamentError> = rule.into_iter().map(Into::into).collect();
    all.extend(setup.into_iter().map(Into::into));
    all.push(TournamentError::BadAmendment {
        detail: "player".into(),
    });
    let record = vec![
        LedgerError::StorageFull,
        LedgerError::Storage("io".into()),
        LedgerError::Corrupt("bad".into()),
        LedgerError::Identity {
            path: "/k/log.db.key".into(),
            detail: "denied".into(),
        },
        LedgerError::IdentityExposed {
            path: "/k/log.db.key".into(),
        },
        LedgerError::BundleRefused { problems: 3 },
        LedgerError::IdentityLocked {
            path: "/k/log.db.key".into(),
        },
        LedgerError::WrongPassphrase {
            path: "/k/log.db.key".into(),
        },
        LedgerError::KeyNotSealed,
        LedgerError::NotAllowed(Problem::DanglingTarget {
            id: String::new(),
            target: "id-9".into(),
        }),
        LedgerError::NotAllowed(Problem::TwoHeads {
            first: "aa".repeat(32),
            second: "bb".repeat(32),
        }),
        LedgerError::NotAllowed(Problem::BadRefereeList { id: String::new() }),
        LedgerError::NotAllowed(Problem::Unauthorized {
            id: String::new(),
            role: "appeals".into(),
        }),
        LedgerError::ReasonMissing {
            change: ChangeKind::Void,
        },
        LedgerError::ReasonMissing {
            change: ChangeKind::Amend,
        },
    ];
    for e in &record {
        match e {
            LedgerError::StorageFull
            | LedgerError::Storage(_)
            | LedgerError::Corrupt(_)
            | LedgerError::Identity { .. }
            | LedgerError::IdentityExposed { .. }
            | LedgerError::BundleRefused { .. }
            | LedgerError::IdentityLocked { .. }
            | LedgerError::WrongPassphrase { .. }
            | LedgerError::KeyNotSealed
            | LedgerError::NotAllowed(_)
            | LedgerError::ReasonMissing { .. } => {}
        }
    }
    all.extend(record.into_iter().map(Into::into));
    for e in &all {
        match e {
            TournamentError::Record(_)
            | TournamentError::Rule(_)
            | TournamentError::Setup(_)
            | TournamentError::BadAmendment { .. } => {}
        }
    }
    all
}

/// One of each problem verification can report; the match stops compiling when one is added.
fn every_problem() -> Vec<Problem> {
    let device = "ab".repeat(32);
    let all = vec![
        Problem::Unreadable {
            at: 7,
            detail: "EOF".into(),
        },
        Problem::BadSignature { id: "id-1".into() },
        Problem::DuplicateId { id: "id-2".into() },
        Problem::ChainFork {
            device: device.clone(),
            seq: 4,
        },
        Problem::ChainGap {
            device: device.clone(),
            from: 5,
            to: 9,
        },
        Problem::ChainBroken { device, seq: 11 },
        Problem::Unsigned { row: 12 },
        Problem::RowMismatch { id: "id-3".into() },
        Problem::BundleNotCanonical { line: 13 },
        Problem::BadRefereeList { id: "id-4".into() },
        Problem::TwoHeads {
            first: "aa".repeat(32),
            second: "bb".repeat(32),
        },
        Problem::Unauthorized {
            id: "id-5".into(),
            role: "appeals".into(),
        },
        Problem::DanglingTarget {
            id: "id-6".into(),
            target: "id-7".into(),
        },
    ];
    for p in &all {
        match p {
            Problem::Unreadable { .. }
            | Problem::BadSignature { .. }
            | Problem::DuplicateId { .. }
            | Problem::ChainFork { .. }
            | Problem::ChainGap { .. }
            | Problem::ChainBroken { .. }
            | Problem::Unsigned { .. }
            | Problem::RowMismatch { .. }
            | Problem::BundleNotCanonical { .. }
            | Problem::BadRefereeList { .. }
            | Problem::TwoHeads { .. }
            | Problem::Unauthorized { .. }
            | Problem::DanglingTarget { .. } => {}
        }
    }
    all
}

#[test]
fn every_verification_problem_is_said_in_every_language_with_its_arguments() {
    let l10n = l10n::Localizer::new().unwrap();
    for lang in l10n::LANGUAGES {
        for p in every_problem() {
            let id = format!("problem-{}", p.code());
            assert!(l10n.has(lang, &id), "{lang}: {id} is missing");
            let args = p
                .args()
                .into_iter()
                .map(|(k, v)| (k, l10n::Arg::Text(v)))
                .collect();
            let text = l10n.format(lang, &id, &args);
            assert!(!text.contains("{$"), "{lang}: {text}");
            for (k, v) in p.args() {
                // A role is said by name, chosen by the argument.
                if k != "role" {
                    assert!(text.contains(v.as_str()), "{lang}: {text} lacks {v}");
                }
            }
        }
    }
}

#[test]
fn every_error_code_is_localised_in_every_language_with_its_arguments() {
    let l10n = l10n::Localizer::new().unwrap();
    let mut codes: Vec<String> = every_error().iter().map(|e| e.code().to_string()).collect();
    // Raised outside the ledger: the app shell and the CLI.
    codes.extend(["internal", "bad-file", "bad-referee", "no-file"].map(String::from));
    for lang in l10n::LANGUAGES {
        for code in &codes {
            assert!(
                l10n.has(lang, &format!("error-{code}")),
                "{lang}: error-{code} is missing"
            );
        }
        for e in every_error() {
            let args = e
                .args()
                .into_iter()
                .map(|(k, v)| (k, l10n::Arg::Text(v)))
                .collect();
            let text = l10n.format(lang, &format!("error-{}", e.code()), &args);
            // An argument Fluent could not fill shows up as {$name}.
            assert!(!text.contains("{$"), "{lang}: {text}");
            for (k, v) in e.args() {
                // Seats and roles are said by name, chosen by the argument; a `reason` picks the
                // sentence, and a `problem` is the validator's wording for data editors only.
                if ["reason", "problem"].contains(&k.as_str()) {
                    continue;
                }
                if !["E", "head", "appeals", "floor", ""].contains(&v.as_str()) {
                    assert!(text.contains(v.as_str()), "{lang}: {text} lacks {v}");
                }
            }
        }
    }
}
