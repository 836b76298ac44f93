//! The commands are listed once, in `command_list.rs`. These tests fail when a place written
//! by hand differs from it, and say which command is missing or extra where: the arms of
//! `dispatch.rs` (with `prepare_photo`, which the app's `ipc.rs` takes as raw bytes), the UI's calls in
//! `api.ts` and `docs/ipc.md`. (That the app's capability grants only its two entry points
//! is `src-tauri`'s test.)

use crate::COMMANDS;
use std::collections::BTreeSet;
use std::path::PathBuf;

const LIST: &str = "crates/device/src/command_list.rs";

fn read(relative: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn listed() -> BTreeSet<String> {
    let set: BTreeSet<String> = COMMANDS.iter().map(|c| c.to_string()).collect();
    assert_eq!(set.len(), COMMANDS.len(), "{LIST} names a command twice");
    set
}

/// Fails with one line per difference: what `place` lacks of the list, and what it has that
/// the list does not. `show` writes a command as `place` spells it.
fn assert_same(
    place: &str,
    found: &BTreeSet<String>,
    show: impl Fn(&str) -> String,
    fix_missing: &str,
    fix_extra: &str,
) {
    let expected: BTreeSet<String> = listed().iter().map(|c| show(c)).collect();
    let mut lines = Vec::new();
    for missing in expected.difference(found) {
        lines.push(format!("{place} lacks {missing}: {fix_missing}"));
    }
    for extra in found.difference(&expected) {
        lines.push(format!(
            "{place} has {extra}, which {LIST} does not list: {fix_extra}"
        ));
    }
    assert!(
        lines.is_empty(),
        "the IPC commands differ from {LIST}:\n  {}",
        lines.join("\n  ")
    );
}

/// The commands `ipc.rs` takes as raw bytes rather than through `call` and `dispatch`.
const RAW: &[&str] = &["prepare_photo"];

/// The command names `dispatch.rs` matches: each arm's `"name" =>`.
fn dispatched_commands(source: &str) -> BTreeSet<String> {
    source
        .lines()
        .map(str::trim)
        .filter_map(|l| l.strip_prefix('"'))
        .filter_map(|l| l.split_once("\" =>"))
        .map(|(name, _)| name.to_string())
        .filter(|name| name.chars().all(|c| c.is_ascii_lowercase() || c == '_'))
        .collect()
}

#[test]
fn dispatch_answers_exactly_the_listed_commands() {
    let mut answered = dispatched_commands(&read("src/dispatch.rs"));
    answered.extend(RAW.iter().map(|c| c.to_string()));
    assert_same(
        "crates/device/src/dispatch.rs",
        &answered.into_iter().map(|c| format!("\"{c}\"")).collect(),
        |c| format!("\"{c}\""),
        "add an arm that answers it",
        "add it to the list (or the UI cannot call it)",
    );
}

/// The command names in `call('…')` / `call<T>("…")` in `source`.
fn called_commands(source: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for (at, _) in source.match_indices("call") {
        let before = source[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.') {
            continue;
        }
        let mut rest = &source[at + 4..];
        if rest.starts_with('<') {
            // A type argument: skip to its end (no nested `(` in the types api.ts uses).
            match rest.find('>') {
                Some(end) => rest = &rest[end + 1..],
                None => continue,
            }
        }
        let Some(rest) = rest.strip_prefix('(') else {
            continue;
        };
        let rest = rest.trim_start();
        let Some(quote) = rest.chars().next().filter(|q| ['\'', '"', '`'].contains(q)) else {
            continue;
        };
        if let Some(end) = rest[1..].find(quote) {
            names.insert(rest[1..1 + end].to_string());
        }
    }
    names
}

#[test]
fn api_ts_calls_exactly_the_listed_commands() {
    assert_same(
        "ui/src/lib/api.ts",
        &called_commands(&read("../../ui/src/lib/api.ts"))
            .into_iter()
            .map(|c| format!("call('{c}')"))
            .collect(),
        |c| format!("call('{c}')"),
        "export a typed function that calls it",
        "no such command: the call would be refused",
    );
}

/// The commands `docs/ipc.md` describes: the first cell of each table row, `` `name` ``.
fn documented_commands(doc: &str) -> BTreeSet<String> {
    doc.lines()
        .filter_map(|l| l.strip_prefix("| `"))
        .filter_map(|l| l.split_once('`'))
        .map(|(name, _)| name.to_string())
        .filter(|name| name.chars().all(|c| c.is_ascii_lowercase() || c == '_'))
        .collect()
}

#[test]
fn docs_ipc_md_describes_exactly_the_listed_commands() {
    assert_same(
        "docs/ipc.md",
        &documented_commands(&read("../../docs/ipc.md"))
            .into_iter()
            .map(|c| format!("`{c}`"))
            .collect(),
        |c| format!("`{c}`"),
        "add a row to the table: | `name` | arguments | result |",
        "remove its row",
    );
}

#[test]
fn the_source_scanners_find_what_they_should() {
    let rs = "match command {\n    \"get_event\" => answer(x),\n    \"x-y\" => 1,\n    \
              other => 2,\n}\n";
    assert_eq!(
        dispatched_commands(rs),
        BTreeSet::from(["get_event".into()])
    );
    let ts = "const a = () => call('get_event');\nconst b = () =>\n  call<string>(\"void_ruling\", {});\n\
              recall('nope'); x.call('nope'); call(command, args);";
    assert_eq!(
        called_commands(ts),
        BTreeSet::from(["get_event".into(), "void_ruling".into()])
    );
    let md = "| Command | Args |\n|---|---|\n| `get_event` | – |\n| `x-y` | no |\n";
    assert_eq!(
        documented_commands(md),
        BTreeSet::from(["get_event".into()])
    );
}
