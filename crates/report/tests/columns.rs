//! The columns each CSV writes are the ones `docs/reports.md` documents, in the same order:
//! the scoring office reads the doc, not the code.

fn documented(section: &str) -> Vec<String> {
    let doc = include_str!("../../../docs/reports.md");
    let start = doc
        .find(section)
        .expect("the section is in docs/reports.md");
    doc[start..]
        .lines()
        .skip_while(|l| !l.starts_with("| `"))
        .take_while(|l| l.starts_with("| `"))
        .map(|l| l.split('`').nth(1).unwrap().to_string())
        .collect()
}

#[test]
fn the_log_and_standings_columns_are_the_documented_ones() {
    assert_eq!(documented("## The penalty log"), report::LOG_COLUMNS);
    assert_eq!(documented("## The standings"), report::STANDINGS_COLUMNS);
}
