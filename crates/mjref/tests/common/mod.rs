//! Runs the built `mjref` the way the contract's users do and reads its one JSON document.
#![allow(dead_code)] // each test file uses the runner it needs

pub mod event;

use assert_cmd::Command;
use serde_json::Value;
use std::path::Path;

/// What to hand the command besides its arguments.
#[derive(Default)]
pub struct Input<'a> {
    pub stdin: Option<&'a str>,
    /// `MJREF_PASSPHRASE`; never inherited from the environment running the tests.
    pub passphrase: Option<&'a str>,
}

/// Exit success and the JSON document on stdout.
pub fn run(args: &[&str], input: Input) -> (bool, Value) {
    let mut cmd = Command::cargo_bin("mjref").unwrap();
    cmd.args(args).env_remove("MJREF_PASSPHRASE");
    if let Some(p) = input.passphrase {
        cmd.env("MJREF_PASSPHRASE", p);
    }
    if let Some(s) = input.stdin {
        cmd.write_stdin(s);
    }
    let out = cmd.output().unwrap();
    let doc: Value = serde_json::from_slice(&out.stdout).expect("one JSON document on stdout");
    (out.status.success(), doc)
}

pub fn mjref(args: &[&str]) -> (bool, Value) {
    run(args, Input::default())
}

/// `args` with `MJREF_PASSPHRASE` set to `passphrase` (unset for `None`): what a device whose
/// key is sealed needs to sign.
pub fn with_passphrase(args: &[&str], passphrase: Option<&str>) -> (bool, Value) {
    run(
        args,
        Input {
            passphrase,
            ..Input::default()
        },
    )
}

/// A path as an argument.
pub fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}
