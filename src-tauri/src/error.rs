//! Errors cross IPC as a code and arguments, never as text: the UI says them in the user's
//! language (`error-<code>` in `locales/`).

use ledger::LedgerError;
use serde::Serialize;
use std::collections::BTreeMap;

#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct IpcError {
    pub code: String,
    pub args: BTreeMap<String, String>,
}

impl From<LedgerError> for IpcError {
    fn from(e: LedgerError) -> Self {
        IpcError {
            code: e.code().into(),
            args: e.args(),
        }
    }
}

impl From<rulebook::RuleError> for IpcError {
    fn from(e: rulebook::RuleError) -> Self {
        LedgerError::from(e).into()
    }
}

impl From<ledger::SetupError> for IpcError {
    fn from(e: ledger::SetupError) -> Self {
        LedgerError::from(e).into()
    }
}

impl IpcError {
    pub fn internal(detail: impl ToString) -> Self {
        IpcError {
            code: "internal".into(),
            args: BTreeMap::from([("detail".into(), detail.to_string())]),
        }
    }
}
