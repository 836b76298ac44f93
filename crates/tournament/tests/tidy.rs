//! The shape of the code, checked: the signed record (`ledger`) knows no ruleset, and no crate
//! of the workspace has an import cycle between its modules (a module that needs another's types uses
//! them; the other never uses it back). Read from the source, as rust-analyzer's tidy tests do.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn crate_dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(name)
}

/// Each top-level module of the crate (a file under `src/`, or a folder with `mod.rs`) and the
/// other top-level modules its files name as `crate::<module>`.
fn module_graph(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut files: Vec<(String, PathBuf)> = Vec::new();
    for entry in std::fs::read_dir(src).unwrap().flatten() {
        let path = entry.path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            for f in walk(&path) {
                files.push((name.clone(), f));
            }
        } else if path.extension().is_some_and(|e| e == "rs") && name != "lib" && name != "main" {
            files.push((name, path));
        }
    }
    let modules: BTreeSet<String> = files.iter().map(|(m, _)| m.clone()).collect();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, path) in &files {
        let whole = std::fs::read_to_string(path).unwrap();
        // A module's own tests may use what its users use: the graph is of the code they test.
        let text = whole
            .split("#[cfg(test)]\nmod tests")
            .next()
            .unwrap_or_default();
        let uses = graph.entry(module.clone()).or_default();
        for (i, _) in text.match_indices("crate::") {
            let rest = &text[i + "crate::".len()..];
            let mut names: Vec<&str> = Vec::new();
            if let Some(group) = rest.strip_prefix('{') {
                // `use crate::{a, b::C}`
                let group = &group[..group.find('}').unwrap_or(group.len())];
                names.extend(group.split(',').map(|s| s.trim()));
            } else {
                names.push(rest);
            }
            for n in names {
                let ident: String = n
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if modules.contains(&ident) && ident != *module {
                    uses.insert(ident);
                }
            }
        }
    }
    graph
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let p = entry.path();
        if p.is_dir() {
            out.extend(walk(&p));
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
    out
}

/// A cycle through the graph, if there is one, as the modules along it.
fn cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            let mut c = path[at..].to_vec();
            c.push(node.to_string());
            return Some(c);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(c) = visit(next, graph, path, done) {
                return Some(c);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|n| visit(n, graph, &mut Vec::new(), &mut done))
}

/// Every crate of the workspace: each folder under `crates/` with a `src/`, and the app.
fn every_crate() -> Vec<(String, PathBuf)> {
    let crates = crate_dir("");
    let mut out: Vec<(String, PathBuf)> = std::fs::read_dir(&crates)
        .unwrap()
        .flatten()
        .map(|e| e.path().join("src"))
        .filter(|src| src.is_dir())
        .map(|src| {
            let name = src.parent().unwrap().file_name().unwrap();
            (name.to_string_lossy().into_owned(), src)
        })
        .collect();
    out.push(("src-tauri".into(), crates.join("../src-tauri/src")));
    out.sort();
    out
}

#[test]
fn no_crate_has_an_import_cycle_between_its_modules() {
    let crates = every_crate();
    assert!(crates.len() > 10, "read the workspace: {crates:?}");
    let mut cycles = Vec::new();
    for (name, src) in &crates {
        if let Some(c) = cycle(&module_graph(src)) {
            cycles.push(format!("{name}: {}", c.join(" → ")));
        }
    }
    assert!(
        cycles.is_empty(),
        "modules import each other:\n{}",
        cycles.join("\n")
    );
}

#[test]
fn the_cycle_check_finds_a_cycle() {
    let graph: BTreeMap<String, BTreeSet<String>> = [
        ("a".to_string(), BTreeSet::from(["b".to_string()])),
        ("b".to_string(), BTreeSet::from(["c".to_string()])),
        ("c".to_string(), BTreeSet::from(["a".to_string()])),
    ]
    .into();
    assert_eq!(cycle(&graph).unwrap(), ["a", "b", "c", "a"]);
}

#[test]
fn the_signed_record_knows_no_ruleset() {
    let manifest = std::fs::read_to_string(crate_dir("ledger").join("Cargo.toml")).unwrap();
    let deps = manifest
        .split("[dependencies]")
        .nth(1)
        .unwrap()
        .split("\n[")
        .next()
        .unwrap();
    for core in ["rulebook", "tiles", "tournament"] {
        assert!(
            !deps.lines().any(|l| l.trim_start().starts_with(core)),
            "ledger must not depend on {core}"
        );
    }
}
