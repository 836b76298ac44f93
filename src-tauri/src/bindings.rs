//! The TypeScript types the UI sees are generated from the Rust types that cross IPC. This
//! test regenerates them and fails when `ui/src/lib/bindings/` is out of date; run it with
//! `MJREF_UPDATE_BINDINGS=1` to rewrite them.

use crate::error::IpcError;
use crate::state::RulesetInfo;
use rulebook::{Catalogue, Verdict};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use tournament::standings::{SessionStandings, TableScores};
use tournament::{EventSetup, LogEntry, RecordedRuling, RulingDraft};
use ts_rs::TS;

fn generate(dir: &Path) {
    EventSetup::export_all_to(dir).unwrap();
    RulingDraft::export_all_to(dir).unwrap();
    RecordedRuling::export_all_to(dir).unwrap();
    LogEntry::export_all_to(dir).unwrap();
    Catalogue::export_all_to(dir).unwrap();
    Verdict::export_all_to(dir).unwrap();
    RulesetInfo::export_all_to(dir).unwrap();
    IpcError::export_all_to(dir).unwrap();
    TableScores::export_all_to(dir).unwrap();
    SessionStandings::export_all_to(dir).unwrap();
    crate::commands::HandRequest::export_all_to(dir).unwrap();
    tiles::HandAnalysis::export_all_to(dir).unwrap();
    crate::settle::SettleRequest::export_all_to(dir).unwrap();
    tiles::Settlement::export_all_to(dir).unwrap();
    crate::record::RecordCheck::export_all_to(dir).unwrap();
    crate::record::ImportResult::export_all_to(dir).unwrap();
    crate::record::ExportResult::export_all_to(dir).unwrap();
    ledger::roles::Role::export_all_to(dir).unwrap();
}

fn read_dir(dir: &Path) -> BTreeMap<String, String> {
    let mut files = BTreeMap::new();
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.ends_with(".ts") {
            files.insert(name, std::fs::read_to_string(entry.path()).unwrap());
        }
    }
    files
}

#[test]
fn the_ui_bindings_match_the_rust_types() {
    let committed = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../ui/src/lib/bindings");
    let fresh = tempfile::tempdir().unwrap();
    generate(fresh.path());
    if std::env::var_os("MJREF_UPDATE_BINDINGS").is_some() {
        let _ = std::fs::remove_dir_all(&committed);
        std::fs::create_dir_all(&committed).unwrap();
        generate(&committed);
    }
    assert_eq!(
        read_dir(&committed),
        read_dir(fresh.path()),
        "ui/src/lib/bindings is out of date: run MJREF_UPDATE_BINDINGS=1 cargo test -p mj-referee bindings"
    );
}
