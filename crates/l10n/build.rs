//! Embeds every `locales/<lang>/*.ftl` so the binaries carry their strings.
use std::{env, fs, path::Path};

fn main() {
    // Read at run time, not compile time: one compiled build script may serve two checkouts.
    let root = Path::new(&env::var("CARGO_MANIFEST_DIR").unwrap()).join("../../locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    for lang in fs::read_dir(&root).unwrap().flatten() {
        println!("cargo:rerun-if-changed={}", lang.path().display());
        for file in fs::read_dir(lang.path()).unwrap().flatten() {
            let path = file.path();
            if path.extension().is_some_and(|e| e == "ftl") {
                let abs = fs::canonicalize(&path)
                    .unwrap()
                    .to_string_lossy()
                    .into_owned();
                println!("cargo:rerun-if-changed={abs}");
                files.push((lang.file_name().to_string_lossy().into_owned(), abs));
            }
        }
    }
    files.sort();
    let mut out = String::from("pub static LOCALES: &[(&str, &str)] = &[\n");
    for (lang, abs) in files {
        out.push_str(&format!("    ({lang:?}, include_str!({abs:?})),\n"));
    }
    out.push_str("];\n");
    fs::write(
        Path::new(&env::var("OUT_DIR").unwrap()).join("locales.rs"),
        out,
    )
    .unwrap();
}
