//! Comparing a result with hand-worked expectations: every key the expectation gives must be
//! there with the same value (numbers to 1e-9); arrays must have the same length and match
//! element by element. Keys the expectation leaves out are not compared.

use serde_json::Value;

/// The differences, each with its JSON path; empty when the expectation holds.
pub fn differences(expected: &Value, actual: &Value) -> Vec<String> {
    let mut out = Vec::new();
    compare(expected, actual, "$", &mut out);
    out
}

fn compare(expected: &Value, actual: &Value, path: &str, out: &mut Vec<String>) {
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) => {
            for (k, ev) in e {
                match a.get(k) {
                    Some(av) => compare(ev, av, &format!("{path}.{k}"), out),
                    None => out.push(format!("{path}.{k}: missing (expected {ev})")),
                }
            }
        }
        (Value::Array(e), Value::Array(a)) => {
            if e.len() != a.len() {
                out.push(format!(
                    "{path}: {} elements, expected {}",
                    a.len(),
                    e.len()
                ));
            }
            for (i, (ev, av)) in e.iter().zip(a).enumerate() {
                compare(ev, av, &format!("{path}[{i}]"), out);
            }
        }
        (Value::Number(e), Value::Number(a)) => {
            let (e, a) = (
                e.as_f64().unwrap_or(f64::NAN),
                a.as_f64().unwrap_or(f64::NAN),
            );
            if (e - a).abs() > 1e-9 {
                out.push(format!("{path}: {a}, expected {e}"));
            }
        }
        (e, a) if e == a => {}
        (e, a) => out.push(format!("{path}: {a}, expected {e}")),
    }
}

#[cfg(test)]
mod tests {
    use super::differences;
    use serde_json::json;

    #[test]
    fn a_subset_holds_and_a_difference_is_named() {
        let actual = json!({"a": 1.0, "b": [{"x": 1, "y": 2}], "c": "z"});
        assert!(differences(&json!({"b": [{"x": 1}]}), &actual).is_empty());
        assert!(differences(&json!({"a": 1}), &actual).is_empty());
        let d = differences(&json!({"b": [{"x": 2}], "d": 1}), &actual);
        assert_eq!(d.len(), 2, "{d:?}");
        assert!(d[0].starts_with("$.b[0].x"));
        assert_eq!(differences(&json!({"b": []}), &actual).len(), 1);
    }
}
