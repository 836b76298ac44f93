//! The tile picker's questions to the hand engines, under the event's readings of the book.

use crate::error::IpcError;
use crate::state::AppState;

/// What the tile picker asks the hand engine.
#[derive(Debug, Clone, serde::Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct HandRequest {
    pub ruleset: String,
    pub hand: String,
    pub win: Option<String>,
    #[serde(default)]
    pub tsumo: bool,
    /// The win's circumstances as a `circumstances` question answers them (`tsumo flowers=2
    /// seat=S`), read by the core.
    #[serde(default)]
    pub circumstances: Option<String>,
}

/// The hand judged by its ruleset's engine.
pub fn analyse(state: &AppState, request: &HandRequest) -> Result<tiles::HandAnalysis, IpcError> {
    // The event's readings of the book where the hand is under the event's ruleset.
    let catalogue = state.catalogue_for(&request.ruleset)?;
    let code = |e: tiles::HandError| IpcError {
        code: e.code().into(),
        args: e.args(),
    };
    let engine = catalogue.hand_engine().map_err(code)?;
    let mut conditions = match &request.circumstances {
        Some(words) => tiles::Conditions::parse(words).map_err(code)?,
        None => tiles::Conditions::default(),
    };
    conditions.tsumo |= request.tsumo;
    tiles::analyse_with(
        engine,
        &catalogue.hand_readings,
        &request.hand,
        request.win.as_deref(),
        conditions,
    )
    .map_err(code)
}
