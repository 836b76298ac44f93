//! What the desk accepts from outside: the bounds of `rules-data/limits.toml`, read once. Every
//! reader of a file, every typed field and every event that arrives is held to them, and every
//! refusal names the bound it met.

use serde::Deserialize;
use std::sync::OnceLock;

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Limits {
    pub files: FileLimits,
    pub fields: FieldLimits,
    pub numbers: NumberLimits,
}

/// The largest file each reader takes, in MiB.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FileLimits {
    pub bundle_mib: u64,
    pub roster_mib: u64,
    pub scenario_mib: u64,
    pub settle_mib: u64,
}

/// Typed or imported fields, in characters.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FieldLimits {
    pub id_chars: usize,
    pub name_chars: usize,
    pub text_chars: usize,
    pub max_table: u32,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NumberLimits {
    pub max_magnitude: f64,
    pub max_minutes_late: f64,
    pub max_utc_offset_minutes: i32,
}

/// How a field is bounded: an id or a name is one line; text may hold line breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldKind {
    Id,
    Name,
    Text,
}

/// What is wrong with a field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FieldFault {
    Empty,
    /// Longer than the bound, in characters.
    TooLong {
        max: usize,
    },
    /// A control character (NUL, ESC, a line break in an id or name…).
    Control,
}

impl Limits {
    /// The bounds shipped in `rules-data/limits.toml`.
    pub fn builtin() -> &'static Limits {
        static LIMITS: OnceLock<Limits> = OnceLock::new();
        LIMITS.get_or_init(|| rulebook::embedded_toml("limits.toml"))
    }

    /// The bound of a field of this kind, in characters.
    pub fn chars(&self, kind: FieldKind) -> usize {
        match kind {
            FieldKind::Id => self.fields.id_chars,
            FieldKind::Name => self.fields.name_chars,
            FieldKind::Text => self.fields.text_chars,
        }
    }

    /// Checks one field: ids and names are non-empty single lines without control characters;
    /// text may be empty and may break lines, but holds no other control character.
    pub fn field(&self, kind: FieldKind, value: &str) -> Result<(), FieldFault> {
        if value.is_empty() && kind != FieldKind::Text {
            return Err(FieldFault::Empty);
        }
        let max = self.chars(kind);
        if value.chars().count() > max {
            return Err(FieldFault::TooLong { max });
        }
        let allowed = |c: char| kind == FieldKind::Text && matches!(c, '\n' | '\r' | '\t');
        if value.chars().any(|c| c.is_control() && !allowed(c)) {
            return Err(FieldFault::Control);
        }
        Ok(())
    }

    /// Whether a number is one the desk keeps: finite and within the bound.
    pub fn number(&self, n: f64) -> bool {
        Self::within(n, self.numbers.max_magnitude)
    }

    /// Whether `n` is finite and no larger than `max` in size.
    pub fn within(n: f64, max: f64) -> bool {
        n.is_finite() && n.abs() <= max
    }

    /// A file bound in bytes.
    pub fn bytes(mib: u64) -> u64 {
        mib * 1024 * 1024
    }

    /// A number as a refusal shows it: `1e308` rather than its 309 digits, `inf`, `NaN`.
    pub fn shown(x: f64) -> String {
        if x.is_finite() && x.abs() >= 1e15 {
            format!("{x:e}")
        } else {
            x.to_string()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_limits_parse_and_bound_what_they_name() {
        let l = Limits::builtin();
        assert!(l.files.bundle_mib > 0 && l.fields.id_chars > 0);
        assert_eq!(l.field(FieldKind::Id, ""), Err(FieldFault::Empty));
        assert_eq!(l.field(FieldKind::Text, ""), Ok(()));
        assert_eq!(
            l.field(FieldKind::Name, "a\u{0}b"),
            Err(FieldFault::Control)
        );
        assert_eq!(l.field(FieldKind::Name, "a\nb"), Err(FieldFault::Control));
        assert_eq!(l.field(FieldKind::Text, "a\nb"), Ok(()));
        assert_eq!(
            l.field(FieldKind::Text, "a\u{1b}b"),
            Err(FieldFault::Control)
        );
        let long = "名".repeat(l.fields.name_chars + 1);
        assert_eq!(
            l.field(FieldKind::Name, &long),
            Err(FieldFault::TooLong {
                max: l.fields.name_chars
            })
        );
        assert!(l.field(FieldKind::Name, &long[..long.len() - 3]).is_ok());
        assert!(!l.number(f64::INFINITY) && !l.number(f64::NAN) && !l.number(1e308));
        assert!(l.number(-32000.0));
    }
}
