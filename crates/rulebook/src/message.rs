//! A user-facing sentence as data: a Fluent message id and its arguments, said by the caller
//! in its language. The verdict's reasons, the catalogue's outcome sentences and the
//! escalation steps all carry one.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The line a verdict under the event's own regulations adds after its outcome's sentence.
pub const OVERRIDE_REASON: &str = "reason-override";

/// A user-facing sentence, as a Fluent message id and its arguments; localised by the caller.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Message {
    pub id: String,
    pub args: BTreeMap<String, Arg>,
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Arg {
    Number(f64),
    Text(String),
}

/// What `#[serde(untagged)]` would read (a number or a string), without trying each variant
/// in turn: a failed try formats an error, and every recorded ruling's reasons are read back
/// when the next ruling is decided.
impl<'de> Deserialize<'de> for Arg {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct ArgVisitor;
        impl serde::de::Visitor<'_> for ArgVisitor {
            type Value = Arg;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a number or a string")
            }
            fn visit_i64<E>(self, v: i64) -> Result<Arg, E> {
                Ok(Arg::Number(v as f64))
            }
            fn visit_u64<E>(self, v: u64) -> Result<Arg, E> {
                Ok(Arg::Number(v as f64))
            }
            fn visit_f64<E>(self, v: f64) -> Result<Arg, E> {
                Ok(Arg::Number(v))
            }
            fn visit_str<E>(self, v: &str) -> Result<Arg, E> {
                Ok(Arg::Text(v.to_string()))
            }
            fn visit_string<E>(self, v: String) -> Result<Arg, E> {
                Ok(Arg::Text(v))
            }
        }
        d.deserialize_any(ArgVisitor)
    }
}

impl Message {
    pub fn new(id: impl Into<String>) -> Self {
        Message {
            id: id.into(),
            args: BTreeMap::new(),
        }
    }

    pub fn arg(mut self, name: &str, value: impl Into<Arg>) -> Self {
        self.args.insert(name.to_string(), value.into());
        self
    }
}

impl From<f64> for Arg {
    fn from(v: f64) -> Self {
        Arg::Number(v)
    }
}
impl From<u32> for Arg {
    fn from(v: u32) -> Self {
        Arg::Number(v.into())
    }
}
impl From<&str> for Arg {
    fn from(v: &str) -> Self {
        Arg::Text(v.to_string())
    }
}
impl From<String> for Arg {
    fn from(v: String) -> Self {
        Arg::Text(v)
    }
}
