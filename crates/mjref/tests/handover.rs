//! `mjref referees --follows`: the head referee hands the role to another device's key, and
//! that device then voids; a third device that imports both bundles verifies clean.

mod common;

use common::{mjref, s, with_passphrase};
use std::path::Path;

#[test]
fn the_head_role_passes_on_by_a_list_that_follows_the_last() {
    let dir = tempfile::tempdir().unwrap();
    let db = |name: &str| dir.path().join(name).join("log.db");
    let (old, new, third) = (db("old"), db("new"), db("third"));
    let bundle = |from: &Path, name: &str| {
        let file = dir.path().join(name);
        let (ok, v) = mjref(&["export", "--db", s(from), "--out", s(&file), "--json"]);
        assert!(ok, "{v}");
        file
    };
    for (d, pass) in [(&old, "old words"), (&new, "new words")] {
        let (ok, v) = with_passphrase(&["device", "--db", s(d), "--seal", "--json"], Some(pass));
        assert!(ok, "{v}");
    }
    let (_, v) = with_passphrase(&["device", "--db", s(&new), "--json"], Some("new words"));
    let next_head = v["device"].as_str().unwrap().to_string();

    let (ok, v) = with_passphrase(
        &[
            "log",
            "add",
            "--db",
            s(&old),
            "--ruleset",
            "sbr-2025",
            "--session",
            "R1",
            "--player",
            "B",
            "--incident",
            "early-draw",
            "--json",
        ],
        Some("old words"),
    );
    assert!(ok, "{v}");
    let ruling = v["id"].as_str().unwrap().to_string();
    let (ok, v) = with_passphrase(
        &["referees", "--db", s(&old), "--name", "Chief", "--json"],
        Some("old words"),
    );
    assert!(ok, "{v}");
    let first = v["id"].as_str().unwrap().to_string();
    // Naming another head in a list that follows the first hands the role on.
    let (ok, v) = with_passphrase(
        &[
            "referees",
            "--db",
            s(&old),
            "--name",
            "Chief",
            "--follows",
            &first,
            "--referee",
            &format!("{next_head}=head:Deputy"),
            "--json",
        ],
        Some("old words"),
    );
    assert!(ok, "{v}");
    let (ok, v) = with_passphrase(
        &[
            "log",
            "void",
            "--db",
            s(&old),
            "--id",
            &ruling,
            "--note",
            "wrong table",
            "--json",
        ],
        Some("old words"),
    );
    assert!(!ok, "the old head no longer voids: {v}");
    assert_eq!(v["error"]["code"], "unauthorized");

    let from_old = bundle(&old, "old.bundle");
    mjref(&["import", "--db", s(&new), s(&from_old), "--json"]);
    let (ok, v) = with_passphrase(
        &[
            "log",
            "void",
            "--db",
            s(&new),
            "--id",
            &ruling,
            "--note",
            "wrong table",
            "--json",
        ],
        Some("new words"),
    );
    assert!(ok, "the new head voids: {v}");

    let from_new = bundle(&new, "new.bundle");
    for b in [&from_new, &from_old] {
        let (ok, v) = mjref(&["import", "--db", s(&third), s(b), "--json"]);
        assert!(ok, "{v}");
    }
    let (ok, v) = mjref(&["verify", "--db", s(&third), "--json"]);
    assert!(ok && v["ok"] == true, "{v}");
}
