//! Canonical JSON: the one byte string an event's content is signed and hashed as.
//!
//! Rules (docs/record-format.md): object keys sorted by their UTF-8 bytes; no whitespace;
//! strings escaped as serde_json escapes them (`"`, `\` and control characters only, the rest
//! as UTF-8); integers in plain decimal; a float with no fractional part and magnitude below
//! 2^53 written as that integer (so `-1.0` and `-1` are one value, `-0.0` is `0`); any other
//! float as the shortest decimal that reads back to the same double.
//! The bytes are produced once, when the event is signed, and stored and exported verbatim:
//! nothing is ever re-derived from parsed content, so a later change to a JSON library cannot
//! break an old signature.

use serde_json::Value;
use std::fmt::Write;

pub fn to_string(value: &Value) -> String {
    let mut out = String::with_capacity(256);
    write(value, &mut out);
    out
}

/// One member of an object written straight from borrowed fields, with no `Value` built.
pub enum Member<'a> {
    Str(&'a str),
    Int(i64),
    Null,
    Json(&'a Value),
}

/// The object of `members` — whose keys are given in canonical (byte) order — as exactly the
/// bytes `to_string` gives for the same object built as a `Value` (tested): signing an event
/// then copies nothing of it.
pub fn object(members: &[(&str, Member)]) -> String {
    debug_assert!(members
        .windows(2)
        .all(|w| w[0].0.as_bytes() < w[1].0.as_bytes()));
    let mut out = String::with_capacity(512);
    out.push('{');
    for (i, (key, member)) in members.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write_str(key, &mut out);
        out.push(':');
        match member {
            Member::Str(s) => write_str(s, &mut out),
            Member::Int(n) => {
                let _ = write!(out, "{n}");
            }
            Member::Null => out.push_str("null"),
            Member::Json(v) => write(v, &mut out),
        }
    }
    out.push('}');
    out
}

fn write(value: &Value, out: &mut String) {
    match value {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Number(n) => write_number(n, out),
        Value::String(s) => write_str(s, out),
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write(item, out);
            }
            out.push(']');
        }
        Value::Object(map) => {
            let mut entries: Vec<(&String, &Value)> = map.iter().collect();
            entries.sort_unstable_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
            out.push('{');
            for (i, (k, v)) in entries.into_iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_str(k, out);
                out.push(':');
                write(v, out);
            }
            out.push('}');
        }
    }
}

/// A JSON string exactly as serde_json writes it (`"` and `\\` escaped, control characters as
/// `\b \t \n \f \r` or `\u00xx`, everything else as UTF-8), without a string of its own per
/// call: signing writes many. The tests hold it to serde_json's bytes for any string.
fn write_str(s: &str, out: &mut String) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push('"');
    let mut plain = 0;
    for (i, b) in s.bytes().enumerate() {
        let escaped = match b {
            b'"' => "\\\"",
            b'\\' => "\\\\",
            0x08 => "\\b",
            0x09 => "\\t",
            0x0A => "\\n",
            0x0C => "\\f",
            0x0D => "\\r",
            0x00..=0x1F => "",
            _ => continue,
        };
        out.push_str(&s[plain..i]);
        if escaped.is_empty() {
            out.push_str("\\u00");
            out.push(HEX[(b >> 4) as usize] as char);
            out.push(HEX[(b & 0xF) as usize] as char);
        } else {
            out.push_str(escaped);
        }
        plain = i + 1;
    }
    out.push_str(&s[plain..]);
    out.push('"');
}

/// Doubles whose integer value is exact (below 2^53) are written as integers.
const EXACT: f64 = 9_007_199_254_740_992.0;

fn write_number(n: &serde_json::Number, out: &mut String) {
    if let Some(i) = n.as_i64() {
        let _ = write!(out, "{i}");
    } else if let Some(u) = n.as_u64() {
        let _ = write!(out, "{u}");
    } else if let Some(f) = n.as_f64() {
        if f.fract() == 0.0 && f.abs() < EXACT {
            let _ = write!(out, "{}", f as i64);
        } else {
            // serde_json writes the shortest round-tripping form (ryu).
            out.push_str(&n.to_string());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::to_string;
    use serde_json::json;

    #[test]
    fn keys_are_sorted_and_numbers_have_one_form() {
        let v = json!({"b": [1.0, -0.0, 0.5, -24.0, 1e300], "a": "x\"y\n", "é": null, "Z": true});
        assert_eq!(
            to_string(&v),
            r#"{"Z":true,"a":"x\"y\n","b":[1,0,0.5,-24,1e+300],"é":null}"#
        );
    }

    #[test]
    fn strings_are_escaped_exactly_as_serde_json_escapes_them() {
        let mut all: Vec<String> = (0u32..0x80)
            .filter_map(char::from_u32)
            .map(|c| format!("a{c}b{c}"))
            .collect();
        all.extend(["", "中文\u{7f}\u{1f}\"\\\u{2028}", "😀\n"].map(String::from));
        for s in all {
            let mut out = String::new();
            super::write_str(&s, &mut out);
            assert_eq!(out, serde_json::to_string(&s).unwrap(), "{s:?}");
        }
    }

    proptest::proptest! {
        #[test]
        fn any_string_is_escaped_as_serde_json_does(s in ".*") {
            let mut out = String::new();
            super::write_str(&s, &mut out);
            proptest::prop_assert_eq!(out, serde_json::to_string(&s).unwrap());
        }
    }

    #[test]
    fn canonical_text_reads_back_to_itself() {
        let v = json!({"k": [0.1, 2.5e-8, 123456.789, -7], "s": "中\u{1}"});
        let once = to_string(&v);
        let again = to_string(&serde_json::from_str(&once).unwrap());
        assert_eq!(once, again);
    }
}
