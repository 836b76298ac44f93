//! Wrapping against what it must keep: no line wider than the column unless it is a single
//! character, and not a character lost or added (spaces aside) — for any mix of Latin words,
//! CJK characters, spaces and line breaks, and any column width.

use paper::layout::wrap;
use proptest::prelude::*;

/// Latin letters one unit wide, CJK two, spaces one: roughly a real font's proportions.
fn measure(s: &str) -> f32 {
    s.chars()
        .map(|c| if c.is_ascii() { 1.0 } else { 2.0 })
        .sum()
}

fn text() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![
            "[a-z]{1,12}",
            "[王李張伟鈴木愛髙橋盘分扣]{1,6}",
            Just(" ".to_string()),
            Just("\n".to_string()),
            Just("-1.5".to_string()),
        ],
        0..20,
    )
    .prop_map(|parts| parts.concat())
}

proptest! {
    #[test]
    fn wrapped_lines_fit_and_keep_every_character(t in text(), width in 1.0f32..30.0) {
        let lines = wrap(&t, width, &measure);
        for line in &lines {
            prop_assert!(measure(line) <= width || line.chars().count() == 1, "{line:?} wider than {width}");
        }
        let kept: String = lines.concat().chars().filter(|c| !c.is_whitespace()).collect();
        let given: String = t.chars().filter(|c| !c.is_whitespace()).collect();
        prop_assert_eq!(kept, given);
        // One line at least per paragraph of the text.
        prop_assert!(lines.len() >= t.split('\n').count());
    }
}

/// Text with CJK punctuation as it is written: words (Latin of three letters at most, each
/// after a space, or a few CJK characters), each maybe in brackets and maybe followed by one
/// mark, so every piece fits a column of 12 whole.
fn punctuated() -> impl Strategy<Value = String> {
    let word = prop_oneof![" [a-z]{1,3}", "[王李盘分扣]{1,4}"];
    let mark = prop_oneof![Just(""), Just("。"), Just("，")];
    prop::collection::vec((any::<bool>(), word, mark), 0..12).prop_map(|parts| {
        parts
            .into_iter()
            .map(|(bracketed, w, m)| match bracketed {
                true => format!("（{w}）{m}"),
                false => format!("{w}{m}"),
            })
            .collect()
    })
}

proptest! {
    /// As CJK typesetting does: no line starts with closing punctuation or ends with an
    /// opening one, unless the text itself starts or ends so.
    #[test]
    fn punctuation_stays_with_its_words(t in punctuated(), width in 12.0f32..30.0) {
        let lines = wrap(&t, width, &measure);
        for (i, line) in lines.iter().enumerate() {
            let first = line.chars().next();
            if i > 0 && !lines[i - 1].is_empty() {
                prop_assert!(!matches!(first, Some('。' | '，' | '）')), "{lines:?}");
            }
            if i + 1 < lines.len() {
                prop_assert!(!line.ends_with('（'), "{lines:?}");
            }
        }
    }
}
