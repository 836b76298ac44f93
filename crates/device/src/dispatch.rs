//! The one map from a command to the core: its name (`command_list.rs`) and its arguments as
//! the UI sends them (a JSON object), to what `AppState` — the desk — answers, as JSON. Every
//! transport calls this and nothing else: the app's one IPC command `call` (and `prepare_photo`,
//! whose argument is raw bytes), and the browser build's core in WebAssembly. An unknown
//! command or an argument of the wrong shape is an `internal` error: the UI's `api.ts` is typed
//! from the same list, so only a bug sends one.

use crate::error::IpcError;
use crate::hall::view as hall;
use crate::state::AppState;
use chrono::{DateTime, Local};
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;
use std::path::PathBuf;

/// A command's arguments, by name.
struct Args(Value);

impl Args {
    /// The argument `name`; a missing one reads as `null` (an `Option` is `None`).
    fn get<T: DeserializeOwned>(&self, name: &str) -> Result<T, IpcError> {
        let value = self.0.get(name).cloned().unwrap_or(Value::Null);
        serde_json::from_value(value)
            .map_err(|e| IpcError::internal(format!("argument {name}: {e}")))
    }

    fn text(&self, name: &str) -> Result<String, IpcError> {
        self.get(name)
    }

    fn path(&self, name: &str) -> Result<PathBuf, IpcError> {
        self.get(name)
    }
}

fn answer<T: Serialize>(result: Result<T, IpcError>) -> Result<Value, IpcError> {
    serde_json::to_value(result?).map_err(IpcError::internal)
}

/// Runs `command` with `args` on the app's desk, at `now` (the device's clock). When it wrote
/// to the record and the head's hall is open, the hall hears of it at once (held rounds answer
/// a void or a hall-wide warning saved here within the second).
pub fn dispatch(
    state: &AppState,
    command: &str,
    args: Value,
    now: DateTime<Local>,
) -> Result<Value, IpcError> {
    let Some(hall) = state.hall() else {
        return run(state, command, args, now);
    };
    let before = state.writes().ok();
    let answer = run(state, command, args, now);
    if state.writes().ok() != before {
        hall.changed();
    }
    answer
}

fn run(
    state: &AppState,
    command: &str,
    args: Value,
    now: DateTime<Local>,
) -> Result<Value, IpcError> {
    let a = Args(args);
    let passphrase = || a.get::<Option<String>>("passphrase");
    match command {
        "get_event" => answer(state.event()),
        "held_events" => answer(state.with_desk(|d| Ok(d.events()?))),
        "choose_event" => {
            let id = a.text("id")?;
            answer(state.with_desk(|d| Ok(d.choose_event(&id)?.clone())))
        }
        "save_event" => answer(state.save_event(a.get("setup")?)),
        "referee_team" => answer(state.referee_team()),
        "seal_key" => answer(state.seal_key(&a.text("passphrase")?)),
        "publish_referees" => answer(state.publish_referees(
            &a.text("name")?,
            a.get("referees")?,
            passphrase()?.as_deref(),
            now,
        )),
        "enrol_device" => answer(state.enrol_device(
            &a.text("device")?,
            a.get("role")?,
            &a.text("name")?,
            passphrase()?.as_deref(),
            now,
        )),
        "share_event" => answer(state.share_event(now)),
        "event_version" => answer(state.event_version()),
        "import_roster" => answer(state.import_roster(&a.path("path")?)),
        "export_roster" => answer(state.export_roster(&a.path("path")?)),
        "list_rulesets" => answer(Ok(state.rulesets())),
        "get_catalogue" => answer(state.catalogue_for(&a.text("ruleset")?)),
        "replay_scenario" => answer(state.replay_scenario(&a.get("scenario")?)),
        "evaluate_ruling" => answer(state.evaluate(&a.get("draft")?)),
        "record_ruling" => {
            let photos: Option<Vec<String>> = a.get("photos")?;
            answer(state.record(&a.get("draft")?, &photos.unwrap_or_default(), now))
        }
        "list_rulings" => answer(state.rulings(a.get::<Option<String>>("session")?.as_deref())),
        "record_scores" => answer(state.record_scores(&a.get("entry")?, now)),
        "get_standings" => answer(state.standings(&a.text("session")?)),
        "analyse_hand" => answer(crate::hands::analyse(state, &a.get("request")?)),
        "read_hand" => {
            let ruleset = a.text("ruleset")?;
            let catalogue = state.catalogue_for(&ruleset)?;
            answer(Ok(catalogue.hand.read(&ruleset, &a.text("hand")?)))
        }
        "match_teams" => {
            let setup: tournament::EventSetup = a.get("setup")?;
            answer(Ok(setup.teams_of_matches()))
        }
        "settle_drawn_hand" => answer(crate::settle::settle_drawn_hand(state, &a.get("request")?)),
        "check_record" => answer(state.with_desk(|d| crate::record::check(d))),
        // A path where the device has files (the app); else the bundle as text, uploaded or
        // downloaded by the browser.
        "export_bundle" => match a.get::<Option<PathBuf>>("path")? {
            Some(path) => answer(state.export_bundle(&path, now)),
            None => answer(state.bundle_text(now)),
        },
        "check_upload" => answer(
            tournament::input::given_size(
                a.get("size")?,
                &a.text("name")?,
                tournament::input::TextFile::Bundle,
            )
            .map_err(IpcError::from),
        ),
        "import_bundle" => match a.get::<Option<String>>("text")? {
            Some(text) => {
                let name = a.get::<Option<String>>("name")?.unwrap_or_default();
                answer(state.with_desk(|d| crate::record::import_bytes(d, text.as_bytes(), &name)))
            }
            None => {
                let path = a.path("path")?;
                answer(state.with_desk(|d| crate::record::import(d, &path)))
            }
        },
        "device_role" => answer(state.with_desk(|d| Ok(d.role()?))),
        "void_ruling" => answer(
            state
                .void(
                    &a.text("id")?,
                    &a.text("reason")?,
                    passphrase()?.as_deref(),
                    now,
                )
                .map(|done| done.id),
        ),
        "unlock_device" => answer(state.unlock(&a.text("passphrase")?, now).map(|_| ())),
        "evaluate_amendment" => {
            answer(state.evaluate_amendment(&a.text("target")?, &a.get("draft")?))
        }
        "amend_ruling" => answer(state.amend(
            &a.text("target")?,
            &a.get("draft")?,
            &a.text("reason")?,
            passphrase()?.as_deref(),
            now,
        )),
        "review_event" => answer(state.review(
            &a.get("filter")?,
            a.get::<Option<usize>>("page")?.unwrap_or(0),
        )),
        "export_report" => answer(state.export_report(
            (a.get("what")?, a.get("format")?, &a.text("lang")?),
            &a.get("filter")?,
            a.get::<Option<String>>("session")?.as_deref(),
            &a.path("path")?,
        )),
        "open_report" => answer(crate::reports::open(&a.path("path")?)),
        "ruling_history" => answer(state.ruling_history(&a.text("id")?)),
        "list_cases" => answer(state.cases()),
        "case_view" => answer(state.case(&a.text("case")?)),
        "file_appeal" => answer(state.file_appeal(&a.get("filing")?, now)),
        "add_case_photo" => answer(state.add_case_photo(
            &a.text("case")?,
            &a.text("sha256")?,
            &a.text("caption")?,
            now,
        )),
        "add_case_note" => answer(state.add_case_note(&a.text("case")?, &a.text("text")?, now)),
        "decide_case" => answer(state.decide_case(
            &a.text("case")?,
            (&a.text("decision")?, &a.text("reason")?),
            passphrase()?.as_deref(),
            now,
        )),
        "photo_data" => answer(state.photo(&a.text("sha256")?, a.get("full")?)),
        "export_case" => {
            answer(state.export_case(&a.text("case")?, &a.text("lang")?, &a.path("path")?))
        }
        "record_generation" => answer(state.writes()),
        "hall_status" => answer(state.with_desk(|d| hall::view(d, state.hall()))),
        "open_hall" => {
            let control = state.hall().ok_or_else(desktop_only)?;
            let listen = a.get::<Option<String>>("listen")?.unwrap_or_default();
            control.open(state.shared_desk()?, &listen)?;
            answer(state.with_desk(|d| hall::view(d, state.hall())))
        }
        "close_hall" => {
            if let Some(control) = state.hall() {
                control.close();
            }
            answer(state.with_desk(|d| hall::view(d, state.hall())))
        }
        "pair_with_hall" => {
            let control = state.hall().ok_or_else(desktop_only)?;
            let (url, code, name) = (a.text("url")?, a.text("code")?, a.text("name")?);
            answer(control.join(state.shared_desk()?, &url, &code, &name))
        }
        "refuse_device" => answer(state.with_desk(|d| {
            d.hall_refuse(&a.text("device")?)?;
            hall::view(d, state.hall())
        })),
        "revoke_device" => {
            answer(state.revoke_device(&a.text("device")?, passphrase()?.as_deref(), now))
        }
        "hall_pair_request" => answer(state.with_desk(|d| {
            hall::pair_request(d, &a.text("url")?, &a.text("code")?, &a.text("name")?)
        })),
        "hall_pair_answer" => {
            answer(state.with_desk(|d| {
                hall::pair_answer(d, &a.text("url")?, &a.get("sent")?, &a.get("got")?)
            }))
        }
        "hall_sync_request" => answer(state.with_desk(|d| {
            let now_ms = a
                .get::<Option<i64>>("nowMs")?
                .unwrap_or(now.timestamp_millis());
            // No wait named: as long as a hall holds a round.
            let wait = a.get::<Option<u64>>("waitMs")?;
            hall::sync_request(d, wait.unwrap_or(super::hall::wire::MAX_WAIT_MS), now_ms)
        })),
        "hall_sync_answer" => {
            answer(state.with_desk(|d| hall::sync_answer(d, &a.get("sent")?, &a.get("got")?)))
        }
        other => Err(IpcError::internal(format!("no command {other}"))),
    }
}

fn desktop_only() -> IpcError {
    IpcError::new("desktop-only", &[])
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_command_is_answered_by_name_and_a_bad_call_changes_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let now = Local::now();
        let state = AppState::open(dir.path(), now).unwrap();
        let event = dispatch(&state, "get_event", json!({}), now).unwrap();
        assert_eq!(event["id"], "demo");
        let catalogue = dispatch(&state, "get_catalogue", json!({"ruleset": "mcr-2006"}), now);
        assert_eq!(catalogue.unwrap()["ruleset"], "mcr-2006");
        // What the core refuses is its own error, as over the old per-command IPC.
        let unknown = dispatch(&state, "get_catalogue", json!({"ruleset": "nope"}), now);
        assert_ne!(unknown.unwrap_err().code, "internal");
        let count = || {
            state
                .with_desk(|d| Ok(d.store().signed_events()?.len()))
                .unwrap()
        };
        let before = count();
        let nothing = dispatch(&state, "no_such_command", json!({}), now).unwrap_err();
        assert_eq!(nothing.code, "internal");
        let malformed = json!({"draft": {"session": 7}});
        let bad = dispatch(&state, "record_ruling", malformed, now).unwrap_err();
        assert_eq!(bad.code, "internal");
        assert!(bad.args["detail"].contains("draft"), "{:?}", bad.args);
        assert_eq!(count(), before);
    }
}
