//! For the tests that hold sentences to the data: a sentence said with a sentinel for every
//! argument it asks for, so that what is left is its own text, and the numbers typed in it.
//! A number the data holds, typed in a sentence, is one an event's regulations (or the next
//! edition of the data) can make wrong: it must be an argument.

use crate::{Arg, Localizer};
use std::collections::BTreeMap;

/// Values no sentence types (under 1,000, which Fluent would group): each argument gets its
/// own, so what is left after removing them is the sentence's own text.
const SENTINEL: f64 = 901.0;

/// Sentence `id` in `lang` said with a sentinel for every argument; an error names a number
/// of `data` typed in its text, or an argument that is not `given`.
pub fn check(
    l10n: &Localizer,
    lang: &str,
    id: &str,
    data: &[f64],
    given: impl Fn(&str) -> bool,
) -> Result<(), String> {
    let mut args: BTreeMap<String, Arg> = BTreeMap::new();
    let mut sentinels = Vec::new();
    let mut text = String::new();
    // Said again with each variable it asks for filled, until it asks for none.
    for _ in 0..32 {
        text = l10n.format(lang, id, &args);
        let Some(at) = text.find("{$") else { break };
        let name: String = text[at + 2..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '-')
            .collect();
        if !given(&name) {
            return Err(format!("uses ${name}, which nothing gives it"));
        }
        let sentinel = SENTINEL + sentinels.len() as f64;
        sentinels.push(sentinel.to_string());
        args.insert(name, Arg::Number(sentinel));
    }
    let mut own = text.clone();
    for s in &sentinels {
        own = own.replace(s.as_str(), " ");
    }
    match numbers(&own).into_iter().find(|n| data.contains(n)) {
        Some(n) => Err(format!("types {n}, which its data holds: {text}")),
        None => Ok(()),
    }
}

/// The numbers written in `text` (ASCII digits, with a decimal point; a comma between digits
/// groups thousands).
pub fn numbers(text: &str) -> Vec<f64> {
    let chars: Vec<char> = text.chars().chain([' ']).collect();
    let mut out = Vec::new();
    let mut run = String::new();
    for (i, &c) in chars.iter().enumerate() {
        let next_is_digit = chars.get(i + 1).is_some_and(char::is_ascii_digit);
        if c.is_ascii_digit() || (matches!(c, '.' | ',') && !run.is_empty() && next_is_digit) {
            if c != ',' {
                run.push(c);
            }
        } else if !run.is_empty() {
            out.extend(run.parse::<f64>());
            run.clear();
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::numbers;

    #[test]
    fn the_sentence_check_finds_a_typed_number() {
        assert_eq!(
            numbers("迟到 7 分钟，不超过 10 分钟：扣 0.5。"),
            vec![7.0, 10.0, 0.5]
        );
        assert_eq!(
            numbers("rule 26. Pays 16,000 or 8000."),
            vec![26.0, 16000.0, 8000.0]
        );
    }
}
