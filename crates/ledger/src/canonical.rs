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

pub fn to_string(value: &Value) -> String {
    let mut out = String::with_capacity(256);
    write(value, &mut out);
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

fn write_str(s: &str, out: &mut String) {
    out.push_str(&serde_json::to_string(s).expect("a string always serialises"));
}

/// Doubles whose integer value is exact (below 2^53) are written as integers.
const EXACT: f64 = 9_007_199_254_740_992.0;

fn write_number(n: &serde_json::Number, out: &mut String) {
    if let Some(i) = n.as_i64() {
        out.push_str(&i.to_string());
    } else if let Some(u) = n.as_u64() {
        out.push_str(&u.to_string());
    } else if let Some(f) = n.as_f64() {
        if f.fract() == 0.0 && f.abs() < EXACT {
            out.push_str(&(f as i64).to_string());
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
    fn canonical_text_reads_back_to_itself() {
        let v = json!({"k": [0.1, 2.5e-8, 123456.789, -7], "s": "中\u{1}"});
        let once = to_string(&v);
        let again = to_string(&serde_json::from_str(&once).unwrap());
        assert_eq!(once, again);
    }
}
