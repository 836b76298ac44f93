//! A printed sheet read back as a person would: every font embedded (`pdffonts`), the Chinese,
//! Japanese and Latin names found in the text (`pdftotext`), the rows flowing over pages with a
//! footer on each, and the first page rendered into `target/e2e/` to be looked at (`pdftoppm`).

use paper::{print, Align, Column, Picture, Sheet};
use std::path::{Path, PathBuf};
use std::process::Command;

const NAMES: [&str; 6] = [
    "王伟",
    "鈴木 愛",
    "髙橋 翔太",
    "Émilie Dubois",
    "張偉",
    "直骨",
];

fn sheet<'a>(lang: &'a str, rows: usize, footer: &'a dyn Fn(usize, usize) -> String) -> Sheet<'a> {
    Sheet {
        lang,
        title: "Standings 成绩 順位".into(),
        lines: vec!["Spring Open · R1 · 2026-11-22".into()],
        columns: vec![
            Column { title: "#".into(), weight: 1.0, align: Align::End },
            Column { title: "Player".into(), weight: 5.0, align: Align::Start },
            Column { title: "Sanction".into(), weight: 6.0, align: Align::Start },
            Column { title: "Points".into(), weight: 2.0, align: Align::End },
        ],
        rows: (0..rows)
            .map(|i| {
                vec![
                    (i + 1).to_string(),
                    NAMES[i % NAMES.len()].into(),
                    // Long enough to wrap in its column.
                    "Warning; rank points −1 for a late arrival of more than ten minutes 迟到超过十分钟".into(),
                    format!("{}", 40 - i as i64),
                ]
            })
            .collect(),
        empty: "none".into(),
        footer,
        pictures: Vec::new(),
    }
}

/// A JPEG of `w` × `h` pixels, a gradient.
fn jpeg(w: u32, h: u32) -> Vec<u8> {
    let img = image::RgbImage::from_fn(w, h, |x, y| {
        image::Rgb([(x % 256) as u8, (y % 256) as u8, 90])
    });
    let mut out = std::io::Cursor::new(Vec::new());
    img.write_to(&mut out, image::ImageFormat::Jpeg).unwrap();
    out.into_inner()
}

fn out_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/e2e");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn tool(name: &str, args: &[&str]) -> String {
    let out = Command::new(name).args(args).output().unwrap_or_else(|e| {
        panic!("{name} (poppler-utils, installed by scripts/bootstrap.sh): {e}")
    });
    assert!(
        out.status.success(),
        "{name} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn names_in_every_language_print_with_embedded_fonts_over_numbered_pages() {
    let footer = |n: usize, pages: usize| format!("page {n} of {pages}");
    for lang in ["zh-CN", "ja", "en"] {
        let printed = print(&sheet(lang, 120, &footer)).unwrap();
        assert!(
            printed.pages > 1,
            "120 wrapped rows need more than one page"
        );
        let path = out_dir().join(format!("paper-{lang}.pdf"));
        std::fs::write(&path, &printed.bytes).unwrap();
        let p = path.to_str().unwrap();

        let fonts = tool("pdffonts", &[p]);
        let listed: Vec<&str> = fonts.lines().skip(2).collect();
        assert!(!listed.is_empty(), "{fonts}");
        for line in &listed {
            // name, type, encoding, then emb sub uni: every font embedded and subset.
            let cols: Vec<&str> = line.split_whitespace().collect();
            let n = cols.len();
            assert_eq!(&cols[n - 5..n - 2], ["yes", "yes", "yes"], "{line}");
        }
        let face = if lang == "ja" {
            "NotoSansCJKjp"
        } else {
            "NotoSansCJKsc"
        };
        assert!(fonts.contains(face), "{lang} is set in {face}: {fonts}");

        let text = tool("pdftotext", &["-layout", p, "-"]);
        for name in NAMES {
            assert!(text.contains(name), "{lang}: {name} not found in the text");
        }
        assert!(text.contains(&format!("page {0} of {0}", printed.pages)));
        assert_eq!(
            text.matches("Standings 成绩 順位").count(),
            printed.pages,
            "the title on every page"
        );
        // Every row is printed once, on some page.
        for i in 1..=120 {
            assert!(
                text.lines()
                    .any(|l| l.trim_start().starts_with(&format!("{i} "))),
                "row {i}"
            );
        }
        let png = out_dir().join(format!("paper-{lang}"));
        tool(
            "pdftoppm",
            &[
                "-png",
                "-r",
                "60",
                "-f",
                "1",
                "-l",
                "1",
                "-singlefile",
                p,
                png.to_str().unwrap(),
            ],
        );
    }
}

#[test]
fn an_empty_table_still_prints_one_page_saying_so() {
    let footer = |n: usize, pages: usize| format!("{n}/{pages}");
    let printed = print(&sheet("zh-CN", 0, &footer)).unwrap();
    assert_eq!(printed.pages, 1);
    let path = out_dir().join("paper-empty.pdf");
    std::fs::write(&path, &printed.bytes).unwrap();
    let text = tool("pdftotext", &[path.to_str().unwrap(), "-"]);
    assert!(text.contains("none") && text.contains("1/1"), "{text}");
}

#[test]
fn pictures_follow_the_table_three_to_a_row_with_their_captions() {
    let footer = |n: usize, pages: usize| format!("page {n} of {pages}");
    let mut with = sheet("ja", 3, &footer);
    with.pictures = (0..11)
        .map(|i| Picture {
            jpeg: if i % 2 == 0 {
                jpeg(320, 240)
            } else {
                jpeg(180, 320)
            },
            caption: format!("写真 {i} seat E"),
        })
        .collect();
    let printed = print(&with).unwrap();
    assert_eq!(
        printed.pages, 3,
        "a table page, then eleven pictures in four rows of three over two pages"
    );
    let path = out_dir().join("paper-pictures.pdf");
    std::fs::write(&path, &printed.bytes).unwrap();
    let p = path.to_str().unwrap();
    let listed = tool("pdfimages", &["-list", p]);
    assert_eq!(listed.lines().skip(2).count(), 11, "{listed}");
    let text = tool("pdftotext", &[p, "-"]);
    for i in 0..11 {
        assert!(text.contains(&format!("写真 {i} seat E")), "caption {i}");
    }
    assert!(text.contains("page 3 of 3"));
    let not_a_jpeg = Sheet {
        pictures: vec![Picture {
            jpeg: b"not a jpeg".to_vec(),
            caption: String::new(),
        }],
        ..sheet("en", 1, &footer)
    };
    assert!(print(&not_a_jpeg).is_err());
}
