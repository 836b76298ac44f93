//! Every error a user can meet is said in every language, with every argument it carries; and
//! each error type's list of codes (`CODES`, from which the app makes the UI's
//! `ErrorCodeName`) is exactly the codes of its variants.

use evidence::EvidenceError;
use ledger::{ChangeKind, LedgerError, Problem};
use rulebook::RuleError;
use std::collections::BTreeSet;
use tiles::{HandError, SettleError};
use tournament::arrival::Fault;
use tournament::roster::RosterError;
use tournament::{CaseError, Coded, SetupError, TournamentError};

/// One of each variant (but `Hand`, see [`every_hand_error`]). The match stops compiling
/// when a variant is added: add one here, and its code to `RuleError::CODES`.
fn every_rule_error() -> Vec<RuleError> {
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
        RuleError::ContradictoryAnswers {
            fact: "minutes_late".into(),
            other: "arrived_at".into(),
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
        RuleError::CommitteePowerNotOpen {
            power: "overturn".into(),
            article: "MCR 3.13.1–3.13.3".into(),
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
            | RuleError::ContradictoryAnswers { .. }
            | RuleError::ChoiceOutOfRange { .. }
            | RuleError::ChoiceNotOffered
            | RuleError::NotOverridable { .. }
            | RuleError::CommitteePowerNotOpen { .. }
            | RuleError::InvalidOverride { .. }
            | RuleError::PlayerWithoutTeam { .. }
            | RuleError::RoomNotTwoPairs { .. }
            | RuleError::MatchNotTwoTeams { .. }
            | RuleError::HandsDisagree { .. }
            | RuleError::Hand(_) => {}
        }
    }
    rule
}

/// One of each variant. The match stops compiling when a variant is added: add one here, and
/// its code to `SetupError::CODES`.
fn every_setup_error() -> Vec<SetupError> {
    let setup = vec![
        SetupError::EmptyEventName,
        SetupError::RulesetMismatch {
            event: "sbr-2025".into(),
            given: "jsma".into(),
        },
        SetupError::NoEvent,
        SetupError::AlreadyShared,
        SetupError::EmptyPlayerName {
            table: 1,
            seat: "E".into(),
        },
        SetupError::DuplicatePlayerName { name: "Li".into() },
        SetupError::RefereeNameTaken { name: "Mei".into() },
        SetupError::NoSessions,
        SetupError::NoTables,
        SetupError::BadStartTime {
            value: "nine".into(),
        },
        SetupError::UnknownSession {
            session: "R9".into(),
        },
        SetupError::UnknownTable { table: 9 },
        SetupError::ReplacesNotASubstitute {
            player: "p9".into(),
        },
        SetupError::ReplacedIsSeated {
            substitute: "p9".into(),
            player: "p2".into(),
            session: "R1".into(),
        },
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
        SetupError::MalformedScore {
            given: "p1=thirty".into(),
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
        // `field` picks the word; each is said.
        SetupError::EmptyId {
            field: "player".into(),
        },
        SetupError::EmptyId {
            field: "session".into(),
        },
        SetupError::FieldTooLong {
            field: "player".into(),
            max: 64,
        },
        SetupError::FieldTooLong {
            field: "note".into(),
            max: 4000,
        },
        SetupError::ControlCharacter {
            field: "session".into(),
        },
        SetupError::ScoreOutOfBounds {
            player: "p1".into(),
            value: "1e308".into(),
            max: "100000000".into(),
        },
        SetupError::FactOutOfBounds {
            fact: "minutes_late".into(),
            value: "2000".into(),
            max: "1440".into(),
        },
        SetupError::EventExists {
            event: "open-2026".into(),
        },
        SetupError::UnknownEvent {
            event: "open-2025".into(),
        },
    ];
    for e in &setup {
        match e {
            SetupError::EmptyEventName
            | SetupError::RulesetMismatch { .. }
            | SetupError::NoEvent
            | SetupError::AlreadyShared
            | SetupError::EventExists { .. }
            | SetupError::UnknownEvent { .. }
            | SetupError::EmptyPlayerName { .. }
            | SetupError::DuplicatePlayerName { .. }
            | SetupError::RefereeNameTaken { .. }
            | SetupError::NoSessions
            | SetupError::NoTables
            | SetupError::BadStartTime { .. }
            | SetupError::UnknownSession { .. }
            | SetupError::UnknownTable { .. }
            | SetupError::UnknownPlayer { .. }
            | SetupError::ReplacesNotASubstitute { .. }
            | SetupError::ReplacedIsSeated { .. }
            | SetupError::PlayerNotAtTable { .. }
            | SetupError::MissingScore { .. }
            | SetupError::MalformedScore { .. }
            | SetupError::EmptyTeamName
            | SetupError::DuplicateTeam { .. }
            | SetupError::PlayerInTwoTeams { .. }
            | SetupError::RulesetNotDuplicate { .. }
            | SetupError::MatchNeedsTwoTables { .. }
            | SetupError::TableInTwoMatches { .. }
            | SetupError::TableNotTwoPairs { .. }
            | SetupError::HandsNeeded { .. }
            | SetupError::MissingHandScore { .. }
            | SetupError::HallWarningNotAllowed { .. }
            | SetupError::EmptyId { .. }
            | SetupError::FieldTooLong { .. }
            | SetupError::ControlCharacter { .. }
            | SetupError::ScoreOutOfBounds { .. }
            | SetupError::FactOutOfBounds { .. } => {}
        }
    }
    setup
}

/// One of each variant, and `NotAllowed` with each problem an append is refused with. The
/// match stops compiling when a variant is added: add one here, and its code to
/// `LedgerError::CODES`.
fn every_ledger_error() -> Vec<LedgerError> {
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
        LedgerError::EmptyPassphrase,
        LedgerError::BadDeviceKey {
            device: "abc".into(),
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
        LedgerError::NotAllowed(Problem::TwoCreators {
            event: "open-2026".into(),
            first: "aa".repeat(32),
            second: "bb".repeat(32),
        }),
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
        LedgerError::ReasonMissing {
            change: ChangeKind::Decide,
        },
        LedgerError::NotAllowed(Problem::PhotoAltered {
            sha256: "cc".repeat(32),
        }),
        LedgerError::NotAllowed(Problem::PhotoMissing {
            id: "id-1".into(),
            sha256: "dd".repeat(32),
        }),
        // The refused change's own id is new: nobody has seen it, and it is not said.
        LedgerError::NotAllowed(Problem::SecondVoid {
            id: String::new(),
            target: "id-2".into(),
            first: "id-3".into(),
        }),
        LedgerError::NotAllowed(Problem::DecisionNotOnCase {
            id: String::new(),
            target: "id-4".into(),
        }),
        LedgerError::NotAllowed(Problem::SecondDecision {
            id: String::new(),
            case: "id-5".into(),
            first: "id-6".into(),
        }),
        LedgerError::NotAllowed(Problem::BadContent {
            id: "id-7".into(),
            kind: "ruling".into(),
            who: "floor-1 · 2026-11-28 10:41:56".into(),
            fault: Fault::TableOutOfRange { table: 10001 }.into(),
        }),
        LedgerError::NotAllowed(Problem::PhotoUnsound {
            sha256: "ab".repeat(32),
            fault: EvidenceError::Truncated.into(),
        }),
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
            | LedgerError::EmptyPassphrase
            | LedgerError::BadDeviceKey { .. }
            | LedgerError::KeyNotSealed
            | LedgerError::NotAllowed(_)
            | LedgerError::ReasonMissing { .. } => {}
        }
    }
    record
}

/// One of each refusal of a roster file; the match stops compiling when one is added: add it
/// here, and its code to `RosterError::CODES`.
fn every_roster_error() -> Vec<RosterError> {
    let all = vec![
        RosterError::Empty,
        RosterError::MissingColumn {
            column: "player_id".into(),
        },
        RosterError::Unreadable {
            line: 4,
            detail: "found 4 fields".into(),
        },
        RosterError::EmptyField {
            line: 4,
            column: "name".into(),
        },
        RosterError::BadTable {
            line: 4,
            value: "one".into(),
        },
        RosterError::BadSeat {
            line: 4,
            value: "X".into(),
        },
        RosterError::BadRole {
            line: 4,
            value: "captain".into(),
        },
        RosterError::SeatTaken {
            line: 4,
            first: 2,
            session: "R1".into(),
            table: 3,
            seat: "E".into(),
        },
        RosterError::PlayerTwice {
            line: 4,
            first: 2,
            session: "R1".into(),
            player: "p7".into(),
        },
        RosterError::TwoNames {
            line: 4,
            first: 2,
            player: "p7".into(),
            name: "王芳".into(),
            other: "Wang Fang".into(),
        },
        RosterError::ReplacesNotASubstitute {
            line: 3,
            player: "p5".into(),
        },
        RosterError::TableIncomplete {
            session: "R2".into(),
            table: 3,
            seats: 3,
        },
        RosterError::DuplicateColumn {
            line: 1,
            column: "name".into(),
        },
        RosterError::ControlCharacter {
            line: 4,
            column: "player_id".into(),
        },
        RosterError::TooLong {
            line: 4,
            column: "name".into(),
            max: 120,
        },
    ];
    for e in &all {
        match e {
            RosterError::Empty
            | RosterError::MissingColumn { .. }
            | RosterError::Unreadable { .. }
            | RosterError::EmptyField { .. }
            | RosterError::BadTable { .. }
            | RosterError::BadSeat { .. }
            | RosterError::BadRole { .. }
            | RosterError::SeatTaken { .. }
            | RosterError::PlayerTwice { .. }
            | RosterError::TwoNames { .. }
            | RosterError::TableIncomplete { .. }
            | RosterError::ReplacesNotASubstitute { .. }
            | RosterError::DuplicateColumn { .. }
            | RosterError::ControlCharacter { .. }
            | RosterError::TooLong { .. } => {}
        }
    }
    all
}

/// One of each error a ruling, the event or the record can meet. The match stops compiling
/// when a variant is added: add one here, and its code to `TournamentError::CODES`.
/// One of each variant: add one here when a variant is added, and its code to
/// `CaseError::CODES`.
fn every_case_error() -> Vec<CaseError> {
    let (decision, article) = ("upheld".to_string(), "SBR 第十三条".to_string());
    let all = vec![
        CaseError::NoRuling,
        CaseError::UnknownRuling { id: "r-1".into() },
        CaseError::NoAppellant,
        CaseError::BadTime {
            value: "ten".into(),
        },
        CaseError::UnknownCase { case: "c-1".into() },
        CaseError::BadDecision {
            decision: "won".into(),
        },
        CaseError::BeyondPower {
            decision: decision.clone(),
            article: article.clone(),
        },
        CaseError::NotHeardByHead { decision, article },
        CaseError::AlreadyDecided { case: "c-2".into() },
        CaseError::EmptyNote,
        CaseError::NoPhoto,
        CaseError::UnknownPhoto {
            sha256: "ee".repeat(32),
        },
    ];
    for e in &all {
        match e {
            CaseError::NoRuling
            | CaseError::UnknownRuling { .. }
            | CaseError::NoAppellant
            | CaseError::BadTime { .. }
            | CaseError::UnknownCase { .. }
            | CaseError::BadDecision { .. }
            | CaseError::BeyondPower { .. }
            | CaseError::NotHeardByHead { .. }
            | CaseError::AlreadyDecided { .. }
            | CaseError::EmptyNote
            | CaseError::NoPhoto
            | CaseError::UnknownPhoto { .. } => {}
        }
    }
    all
}

fn every_error() -> Vec<TournamentError> {
    let mut all: Vec<TournamentError> = every_rule_error().into_iter().map(Into::into).collect();
    all.extend(every_setup_error().into_iter().map(Into::into));
    all.extend(every_roster_error().into_iter().map(Into::into));
    all.push(TournamentError::BadAmendment {
        detail: "player".into(),
    });
    all.extend(every_ledger_error().into_iter().map(Into::into));
    all.extend(every_case_error().into_iter().map(Into::into));
    for e in &all {
        match e {
            TournamentError::Record(_)
            | TournamentError::Rule(_)
            | TournamentError::Setup(_)
            | TournamentError::Roster(_)
            | TournamentError::Case(_)
            | TournamentError::BadAmendment { .. } => {}
        }
    }
    all
}

/// Fails, naming each code, when `listed` (the list `list` in non-test code) is not exactly
/// the codes of one of each variant.
fn assert_lists(list: &str, listed: &[&'static str], variants: Vec<&'static str>) {
    let set: BTreeSet<&str> = listed.iter().copied().collect();
    assert_eq!(set.len(), listed.len(), "{list} names a code twice");
    let built: BTreeSet<&str> = variants.into_iter().collect();
    let mut lines = Vec::new();
    for code in built.difference(&set) {
        lines.push(format!("{list} lacks \"{code}\", a variant's code: add it"));
    }
    for code in set.difference(&built) {
        lines.push(format!(
            "{list} lists \"{code}\", which no variant built here has: remove it, or add the \
             variant to every_…() in this file"
        ));
    }
    assert!(lines.is_empty(), "{}", lines.join("\n"));
}

#[test]
fn every_error_types_list_of_codes_is_exactly_its_variants_codes() {
    assert_lists(
        "rulebook::RuleError::CODES",
        RuleError::CODES,
        every_rule_error().iter().map(|e| e.code()).collect(),
    );
    // A hand's code passes through the errors that carry it (the tiles' own lists are checked
    // in tiles/tests/strings.rs).
    let hand = HandError::NotOneTile { text: "55m".into() };
    assert_eq!(RuleError::Hand(hand.clone()).code(), hand.code());
    let in_settlement = SettleError::Hand {
        seat: 0,
        field: "hand",
        source: hand.clone(),
    };
    assert_eq!(in_settlement.code(), hand.code());
    assert_lists(
        "tournament::SetupError::CODES",
        SetupError::CODES,
        every_setup_error().iter().map(|e| e.code()).collect(),
    );
    assert_lists(
        "tournament::roster::RosterError::CODES",
        RosterError::CODES,
        every_roster_error().iter().map(|e| e.code()).collect(),
    );
    assert_lists(
        "ledger::LedgerError::CODES",
        LedgerError::CODES,
        every_ledger_error().iter().map(|e| e.code()).collect(),
    );
    assert_lists(
        "ledger::Problem::CODES",
        Problem::CODES,
        every_problem().iter().map(|p| p.code()).collect(),
    );
    assert_lists(
        "tournament::CaseError::CODES",
        CaseError::CODES,
        every_case_error().iter().map(|e| e.code()).collect(),
    );
    let wrapped = [
        TournamentError::CODES,
        LedgerError::CODES,
        RuleError::CODES,
        SetupError::CODES,
        RosterError::CODES,
        CaseError::CODES,
    ]
    .concat();
    assert_lists(
        "TournamentError::CODES with the lists of the errors it wraps",
        &wrapped,
        every_error().iter().map(|e| e.code()).collect(),
    );
}

/// One of each problem verification can report; the match stops compiling when one is added.
fn every_problem() -> Vec<Problem> {
    let device = "ab".repeat(32);
    let mut all = vec![
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
        Problem::TwoCreators {
            event: "open-2026".into(),
            first: "aa".repeat(32),
            second: "bb".repeat(32),
        },
        Problem::PhotoAltered {
            sha256: "cc".repeat(32),
        },
        Problem::PhotoMissing {
            id: "id-8".into(),
            sha256: "dd".repeat(32),
        },
        Problem::SecondVoid {
            id: "id-10".into(),
            target: "id-11".into(),
            first: "id-12".into(),
        },
        Problem::DecisionNotOnCase {
            id: "id-13".into(),
            target: "id-14".into(),
        },
        Problem::SecondDecision {
            id: "id-15".into(),
            case: "id-16".into(),
            first: "id-17".into(),
        },
        Problem::TailCut {
            device: "ab".repeat(32),
            held: 3,
            signed_seq: 5,
            checkpoint: "id-18".into(),
        },
    ];
    // One of each fault an arriving event or photo can have: each is said in its own words.
    all.extend(every_fault().into_iter().map(|f| Problem::BadContent {
        id: "id-9".into(),
        kind: "ruling".into(),
        who: "floor-1 · 2026-11-28 10:41:56".into(),
        fault: f.into(),
    }));
    all.extend(
        every_photo_fault()
            .into_iter()
            .map(|f| Problem::PhotoUnsound {
                sha256: "ee".repeat(32),
                fault: f.into(),
            }),
    );
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
            | Problem::DanglingTarget { .. }
            | Problem::TwoCreators { .. }
            | Problem::PhotoAltered { .. }
            | Problem::PhotoMissing { .. }
            | Problem::BadContent { .. }
            | Problem::PhotoUnsound { .. }
            | Problem::SecondVoid { .. }
            | Problem::DecisionNotOnCase { .. }
            | Problem::SecondDecision { .. }
            | Problem::TailCut { .. } => {}
        }
    }
    all
}

/// One of each content fault (`tournament::arrival::Fault`).
fn every_fault() -> Vec<Fault> {
    let field = || "player".to_string();
    let all = vec![
        Fault::UnknownKind {
            kind: "made-up".into(),
        },
        Fault::Shape {
            detail: "missing field `verdict`".into(),
        },
        Fault::UnknownField {
            field: "zzz".into(),
        },
        Fault::Empty { field: field() },
        Fault::TooLong {
            field: field(),
            max: 64,
        },
        Fault::Control { field: field() },
        Fault::Number {
            field: "amount".into(),
            value: "1e308".into(),
        },
        Fault::UnknownRuleset {
            ruleset: "sbr-1999".into(),
        },
        Fault::NotAName {
            field: "target".into(),
            value: "x".into(),
        },
        Fault::NotAmendable {
            field: "player".into(),
        },
        Fault::UnknownDecision {
            decision: "overturned".into(),
        },
        Fault::TableOutOfRange { table: 0 },
        Fault::OffsetOutOfRange { minutes: 5000 },
        Fault::VersionZero,
        Fault::OtherEvent,
        Fault::Setup {
            error: "empty-event-name".into(),
        },
        Fault::Misplaced,
    ];
    let codes: BTreeSet<&str> = all.iter().map(Fault::code).collect();
    assert_eq!(codes, Fault::CODES.iter().copied().collect());
    all
}

/// One of each fault a photo arriving in a bundle can have (`evidence::check_stored`).
fn every_photo_fault() -> Vec<EvidenceError> {
    vec![
        EvidenceError::Unsupported {
            format: "HEIC".into(),
        },
        EvidenceError::TooLarge {
            limit: "40 MiB".into(),
        },
        EvidenceError::Unreadable {
            detail: "bad huffman code".into(),
        },
        EvidenceError::Truncated,
        EvidenceError::Metadata {
            block: "APP1".into(),
        },
        EvidenceError::TrailingData { bytes: 12 },
        EvidenceError::NotStoredForm {
            detail: "SOF2".into(),
        },
    ]
}

#[test]
fn every_verification_problem_is_said_in_every_language_with_its_arguments() {
    let l10n = l10n::Localizer::new().unwrap();
    for lang in l10n::LANGUAGES {
        for p in every_problem() {
            // A role and an event's kind are said by name, and a fault by its own words: each
            // chosen by the argument.
            // An event whose content is refused is named by who signed it and when (`who`).
            let id = format!("problem-{}", p.code());
            l10n.says(lang, &id, &p.args(), |k, _| {
                let named_by_who = p.code() == "bad-content" && k == "id";
                !(["role", "kind", "fault"].contains(&k) || named_by_who)
            })
            .unwrap();
        }
    }
}

#[test]
fn every_fault_has_words_of_its_own_not_the_fallback() {
    let l10n = l10n::Localizer::new().unwrap();
    for lang in l10n::LANGUAGES {
        for p in every_problem() {
            let args = p.args();
            let Some(fault) = args.get("fault") else {
                continue;
            };
            let id = format!("problem-{}", p.code());
            let text = l10n.says(lang, &id, &args, |_, _| false).unwrap();
            // The fallback says the bare code where a fault of its own has words.
            let mut unknown = args.clone();
            unknown.insert("fault".into(), "no-such-fault".into());
            let fallback = l10n.says(lang, &id, &unknown, |_, _| false).unwrap();
            assert_ne!(
                text,
                fallback.replace("no-such-fault", fault),
                "{lang}: {fault}"
            );
        }
    }
}

#[test]
fn every_error_code_is_localised_in_every_language_with_its_arguments() {
    let l10n = l10n::Localizer::new().unwrap();
    // Every listed code (the app checks its own, `no-file`, with the whole `ErrorCodeName`).
    let mut codes = [
        TournamentError::CODES,
        LedgerError::CODES,
        RuleError::CODES,
        SetupError::CODES,
        RosterError::CODES,
        CaseError::CODES,
        HandError::CODES,
        SettleError::CODES,
        errcode::CODES,
    ]
    .concat();
    // Raised by the CLI only.
    codes.push("bad-referee");
    for lang in l10n::LANGUAGES {
        for code in &codes {
            assert!(
                l10n.has(lang, &format!("error-{code}")),
                "{lang}: error-{code} is missing"
            );
        }
        for e in every_error() {
            // Seats, roles, an event's kind and an appeal's decision are said by name, chosen by
            // the argument; a
            // `reason` or a `fault` picks the sentence, a `field` the word for a typed field, and
            // a `problem` is the validator's wording for data editors only.
            let decisions = &tournament::appeal::DecisionPowers::builtin().decisions;
            // A committee's power is said in words too.
            let by_name = |k: &str, v: &str| {
                ["E", "head", "appeals", "floor", ""].contains(&v)
                    || (k == "decision" && decisions.iter().any(|d| d == v))
                    || k == "power"
            };
            // An event whose content is refused is named by who signed it and when (`who`),
            // not by its id.
            let code = e.code();
            let shown = |k: &str, v: &str| {
                let named_by_who = code == "bad-content" && k == "id";
                !(["reason", "fault", "kind", "problem", "field"].contains(&k)
                    || by_name(k, v)
                    || named_by_who)
            };
            l10n.says(lang, &format!("error-{code}"), &e.args(), shown)
                .unwrap();
        }
    }
}
