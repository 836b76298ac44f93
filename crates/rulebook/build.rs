//! Embeds every file under `rules-data/` so the catalogues ship inside the binary and the
//! crate never reads the disk at run time.
use std::{env, fs, path::Path};

fn main() {
    // Read at run time, not compile time: one compiled build script may serve two checkouts.
    let root = Path::new(&env::var("CARGO_MANIFEST_DIR").unwrap()).join("../../rules-data");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    collect(&root, &root, &mut files);
    files.sort();
    let mut out = String::from("pub static RULES_DATA: &[(&str, &str)] = &[\n");
    for (rel, abs) in files {
        println!("cargo:rerun-if-changed={abs}");
        out.push_str(&format!("    ({rel:?}, include_str!({abs:?})),\n"));
    }
    out.push_str("];\n");
    let dest = Path::new(&env::var("OUT_DIR").unwrap()).join("rules_data.rs");
    fs::write(dest, out).unwrap();
}

fn collect(root: &Path, dir: &Path, files: &mut Vec<(String, String)>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            println!("cargo:rerun-if-changed={}", path.display());
            collect(root, &path, files);
        } else if path.extension().is_some_and(|e| e == "toml") {
            let rel = path
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            let abs = fs::canonicalize(&path)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            files.push((rel, abs));
        }
    }
}
