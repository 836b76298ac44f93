//! Where text goes, without a font: cells wrapped to their column's width and rows cut into
//! pages. Widths come from a measure the caller gives (the font's advances), so this is pure
//! and tested on its own.

/// `text` broken into lines no wider than `width` by `measure`: at spaces where a line has
/// one, else between characters (CJK has no spaces). A single character wider than the line
/// stands alone rather than being lost. Explicit line breaks are kept.
pub fn wrap(text: &str, width: f32, measure: &dyn Fn(&str) -> f32) -> Vec<String> {
    let mut out = Vec::new();
    for paragraph in text.split('\n') {
        let mut line = String::new();
        for word in words(paragraph) {
            let candidate = format!("{line}{word}");
            if line.trim().is_empty() || measure(candidate.trim_end()) <= width {
                line = candidate;
            } else {
                out.push(line.trim_end().to_string());
                line = word.trim_start().to_string();
            }
            // A word wider than the line is cut between its characters.
            while measure(line.trim_end()) > width && line.trim_end().chars().count() > 1 {
                let cut = fit(&line, width, measure);
                out.push(line[..cut].trim_end().to_string());
                line = line[cut..].trim_start().to_string();
            }
        }
        out.push(line.trim_end().to_string());
    }
    out
}

/// The byte length of the longest prefix of `text` that fits, and at least one character.
fn fit(text: &str, width: f32, measure: &dyn Fn(&str) -> f32) -> usize {
    let mut end = text.chars().next().map_or(0, char::len_utf8);
    for (i, c) in text.char_indices().skip(1) {
        let next = i + c.len_utf8();
        if measure(&text[..next]) > width {
            break;
        }
        end = next;
    }
    end
}

/// Pieces to break between: a Latin word with the spaces after it, or one CJK character. As
/// CJK typesetting does, closing punctuation (。，、）」 …) stays with what it closes and
/// opening punctuation (（「 …) with what it opens, so no line starts with "。" or ends with "（".
fn words(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut prev: Option<char> = None;
    // The last character that is not a space: "（ a" keeps its "（" with the "a".
    let mut seen: Option<char> = None;
    for (i, c) in text.char_indices() {
        let may_break = match prev {
            None => false,
            Some(p) => {
                (is_cjk(c) || is_cjk(p) || (p.is_whitespace() && !c.is_whitespace()))
                    && !closes(c)
                    && !seen.is_some_and(opens)
            }
        };
        if may_break && i > start {
            out.push(&text[start..i]);
            start = i;
        }
        prev = Some(c);
        if !c.is_whitespace() {
            seen = Some(c);
        }
    }
    if start < text.len() {
        out.push(&text[start..]);
    }
    out
}

/// Punctuation no line may start with.
fn closes(c: char) -> bool {
    "。，、．，：；！？）」』】〕〉》”’ー々〜…・".contains(c) || ".,:;!?)]}".contains(c)
}

/// Punctuation no line may end with.
fn opens(c: char) -> bool {
    "（「『【〔〈《“‘".contains(c)
}

/// A character a line may break before or after (Han, kana, Hangul, CJK punctuation).
fn is_cjk(c: char) -> bool {
    matches!(c as u32,
        0x3000..=0x30FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xAC00..=0xD7AF
        | 0xF900..=0xFAFF | 0xFF00..=0xFFEF | 0x20000..=0x2FFFF)
}

/// Rows (by height) cut into pages of `room` each, in order; a row taller than a page gets a
/// page of its own. Returns each page's first row and its row count.
pub fn paginate(heights: &[f32], room: f32) -> Vec<(usize, usize)> {
    let mut pages = Vec::new();
    let (mut start, mut used) = (0, 0.0);
    for (i, h) in heights.iter().enumerate() {
        if i > start && used + h > room {
            pages.push((start, i - start));
            start = i;
            used = 0.0;
        }
        used += h;
    }
    if start < heights.len() || pages.is_empty() {
        pages.push((start, heights.len() - start));
    }
    pages
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every character one unit wide.
    fn units(s: &str) -> f32 {
        s.chars().count() as f32
    }

    #[test]
    fn latin_breaks_at_spaces_and_cjk_between_characters() {
        assert_eq!(wrap("Rank points -1", 11.0, &units), ["Rank points", "-1"]);
        assert_eq!(wrap("盘分扣一分", 2.0, &units), ["盘分", "扣一", "分"]);
        assert_eq!(wrap("a\nb", 10.0, &units), ["a", "b"]);
    }

    #[test]
    fn no_line_starts_with_closing_punctuation_or_ends_with_an_opening_one() {
        // Without the rule the first line would be "扣一分" and the next would start "。".
        assert_eq!(wrap("扣一分。下一", 3.0, &units), ["扣一", "分。下", "一"]);
        assert_eq!(wrap("选手（东）", 3.0, &units), ["选手", "（东）"]);
        assert_eq!(wrap("a（b）", 3.0, &units), ["a", "（b）"]);
    }

    #[test]
    fn a_word_longer_than_the_line_is_cut_not_lost() {
        assert_eq!(wrap("abcdefg", 3.0, &units), ["abc", "def", "g"]);
    }

    #[test]
    fn pages_hold_what_fits_and_a_tall_row_stands_alone() {
        assert_eq!(paginate(&[1.0, 1.0, 1.0], 2.0), [(0, 2), (2, 1)]);
        assert_eq!(paginate(&[5.0, 1.0], 2.0), [(0, 1), (1, 1)]);
        assert_eq!(paginate(&[], 2.0), [(0, 0)]);
    }
}
