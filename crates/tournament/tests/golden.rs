//! A record made once, on 2026-11-23, by `mjref` on two devices (a floor tablet's three
//! rulings, the head's ruling, the head's referee list, a void and an amendment), kept byte for
//! byte in `golden/record-v1.mjref`. It must keep verifying, render to the same bytes, carry
//! the same payload hashes and resolve to the same rulings: a change to the record's format,
//! its canonical JSON, its chain or what a change does cannot pass unnoticed. Never regenerate
//! the file to make this pass; a new format is a new version beside it.

use ledger::{bundle, event, verify, Store};
use rulebook::Arg;
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;

const GOLDEN: &str = include_str!("golden/record-v1.mjref");

/// The file's SHA-256.
const FILE_HASH: &str = "a2e32a63b111aef321f34999b51a05e14dc485430e8fc9917fe0426cc65c04a2";

/// Each event in bundle order: its payload's SHA-256, its kind and player.
const EVENTS: &[(&str, &str, &str)] = &[
    (
        "a0f3835ebe815c556485aa8dbd5ded754c6bd506befd284605397b0c4fc1a948",
        "ruling",
        "B",
    ),
    (
        "15122f1f29ceb1c5c9246552a168b68c994155fa1ec3043c80ca6afdc1d8c8a9",
        "ruling",
        "B",
    ),
    (
        "120470160007d146bf3af506e3f3205b540564c963947afbdc156772e972c80c",
        "ruling",
        "C",
    ),
    (
        "dcb123cc3d0280ec3e559c5cf3b962f2dfa78551fef488ea0a5d0adb94cf6385",
        "ruling",
        "A",
    ),
    (
        "a491af8a29ac31e539d69aacbbeaf33f4e6bf1573ac3aa51bbeeffa125255a4c",
        "referees",
        "",
    ),
    (
        "ad38f97017f7115c5ff5279a3e9aa6772b69a6b4a9ae386f5c86ce3640fc6062",
        "void",
        "B",
    ),
    (
        "bfa2d88339dca748c53fa841fa72402db76323fabc1ad1d75abfb7c688d613f6",
        "amend",
        "C",
    ),
];

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[test]
fn the_golden_bundle_is_the_file_it_was() {
    assert_eq!(hex(&Sha256::digest(GOLDEN.as_bytes())), FILE_HASH);
}

#[test]
fn the_golden_bundle_verifies_and_renders_to_the_same_bytes() {
    let events = bundle::parse(GOLDEN).expect("the golden bundle parses");
    let report = verify(&events, tournament::arrival::Arrival::builtin());
    assert!(report.ok(), "{:?}", report.problems);
    assert_eq!(report.events, EVENTS.len());
    assert_eq!(bundle::render(&events), GOLDEN);
    for (e, (hash, kind, player)) in events.iter().zip(EVENTS) {
        assert_eq!(event::hash(&e.payload), *hash);
        let p = e.decode().unwrap();
        assert_eq!((p.kind.as_str(), p.player.as_str()), (*kind, *player));
    }
}

#[test]
fn the_golden_record_imports_and_resolves_as_it_did() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("golden.db")).unwrap();
    let events = bundle::parse(GOLDEN).unwrap();
    let imported = store
        .import(&events, tournament::arrival::Arrival::builtin())
        .unwrap();
    assert_eq!((imported.added, imported.duplicates), (EVENTS.len(), 0));
    assert!(store
        .verify(tournament::arrival::Arrival::builtin())
        .unwrap()
        .ok());
    // Exported again, the record is the same file.
    assert_eq!(bundle::render(&store.signed_events().unwrap()), GOLDEN);
    let log = tournament::log(&store, None).unwrap();
    let by = |player: &str| {
        log.iter()
            .filter(|e| e.player == player)
            .collect::<Vec<_>>()
    };
    // A's late arrival, 12 minutes: 盘分 −1, and its note with quotes and CJK kept exactly.
    let a = by("A");
    assert_eq!(a.len(), 1);
    assert_eq!(a[0].verdict.sanctions[0].amount, Some(-1.0));
    assert_eq!(a[0].note, "说明 \"quoted\"");
    // Recorded before sentences took the data's numbers, and under the band's former id
    // (`up-to-15`): the log says it with the present sentence and the book's band and amount,
    // which decided it, and keeps what was recorded.
    assert_eq!(a[0].verdict.outcome.as_deref(), Some("up-to-15"));
    let reason = &a[0].verdict.reasons[0];
    assert_eq!(reason.id, "sbr-2025-late-arrival-second-band");
    assert_eq!(reason.args["minutes_late"], Arg::Number(12.0));
    assert_eq!(reason.args["minutes_late_gt"], Arg::Number(10.0));
    assert_eq!(reason.args["minutes_late_le"], Arg::Number(15.0));
    assert_eq!(reason.args["rank_points"], Arg::Number(1.0));
    let numbers: BTreeMap<String, l10n::Arg> = (reason.args.iter())
        .filter_map(|(k, v)| match v {
            Arg::Number(n) => Some((k.clone(), l10n::Arg::Number(*n))),
            Arg::Text(_) => None,
        })
        .collect();
    let said = l10n::Localizer::new()
        .unwrap()
        .format("en", &reason.id, &numbers);
    assert!(
        said.starts_with("12 minutes late, over 10 and not over 15: 1 rank point off"),
        "{said}"
    );
    // B's second early draw was voided by the head: it stays in the log, struck.
    let b = by("B");
    assert_eq!(b.len(), 2);
    assert!(b[0].voided.is_none());
    assert_eq!(b[1].voided.as_ref().unwrap().reason, "recorded twice");
    // C's ruling was amended by the head: its note is the amended one.
    let c = by("C");
    assert_eq!(c[0].note, "corrected");
    assert_eq!(c[0].amendments.len(), 1);
    assert_eq!(c[0].amendments[0].reason, "wrong note");
}
