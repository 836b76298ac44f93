//! The shape of the core, checked: the signed record (`ledger`) knows no ruleset, and neither
//! crate has an import cycle between its modules (a module that needs another's types uses
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
        let text = std::fs::read_to_string(path).unwrap();
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

#[test]
fn neither_crate_has_an_import_cycle_between_its_modules() {
    for name in ["ledger", "tournament"] {
        let graph = module_graph(&crate_dir(name).join("src"));
        assert!(graph.len() > 3, "{name}: read its modules");
        if let Some(c) = cycle(&graph) {
            panic!("{name}: modules import each other: {}", c.join(" → "));
        }
    }
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
