//! The first screen's data, in the page that draws it. The page needs the event in force, its
//! catalogue, whether it is shared and the device's role before it can draw anything; asked
//! over IPC while the page is still loading, those answers came back 30–40 ms later (the app's
//! main thread is serving the page's files meanwhile). So the app's `index.html` carries them,
//! asked of the same `dispatch`: a JSON data block (`<script type="application/json">`, never
//! run, so the page's CSP does not apply to it), which the page reads once (`ui/src/lib/api.ts`,
//! `takeStart`). The first request's is made as the record opens (`Early`); every later one
//! is made at its request, so a reload gets the record as it is then. Any command that fails
//! leaves the page without it: the page then asks over IPC as before, and shows that
//! command's error in words.

use crate::ipc::Opened;
use device::state::AppState;
use serde_json::{json, Value};
use std::borrow::Cow;
use std::sync::{Arc, Mutex};
use tauri::utils::assets::{AssetKey, AssetsIter, CspHash};
use tauri::{Assets, Runtime};

/// The id of the data block (the page looks for it by this).
pub const START_ID: &str = "mjref-start";
/// The page that carries the data block.
const PAGE: &str = "index.html";

/// The event in force, its catalogue, its version and this device's role, as the commands
/// answer them.
pub fn start_data(state: &AppState, now: chrono::DateTime<chrono::Local>) -> Option<Value> {
    let ask = |command: &str, args: Value| device::dispatch::dispatch(state, command, args, now);
    let event = ask("get_event", json!({})).ok()?;
    let ruleset = event.get("ruleset")?.as_str()?.to_string();
    let catalogue = ask("get_catalogue", json!({ "ruleset": ruleset })).ok()?;
    let version = ask("event_version", json!({})).ok()?;
    let mut data = json!({ "event": event, "catalogue": catalogue, "version": version });
    // Which screens the device shows; without it the page asks, as it does after every change.
    if let Ok(team) = ask("referee_team", json!({})) {
        data["role"] = team["role"].clone();
    }
    Some(data)
}

/// `page` with `data` as a JSON block at the end of its head; the page unchanged when it has
/// no head. Every `<` is written `\u003c`: the same JSON, and no `</script>` in a name or a
/// note can end the block early.
pub fn with_start(page: &str, data: &Value) -> Option<String> {
    let at = page.find("</head>")?;
    let json = data.to_string().replace('<', "\\u003c");
    let block = format!(r#"<script type="application/json" id="{START_ID}">{json}</script>"#);
    Some(format!("{}{block}{}", &page[..at], &page[at..]))
}

/// The start data made as soon as the record is open, while the web view is still starting
/// (the page asks for itself about 200 ms later), with how many rows the record had had
/// written then: the first request takes it while that count holds, so the page's HTML is not
/// held up making it. Later requests, or a record written meanwhile, make it afresh.
#[derive(Clone, Default)]
pub struct Early(Arc<Mutex<Option<(u64, Value)>>>);

impl Early {
    /// Makes the data ahead of the page's request.
    pub fn prepare(&self, state: &AppState) {
        let now = chrono::Local::now();
        if let (Ok(writes), Some(data)) = (state.writes(), start_data(state, now)) {
            *self.0.lock().unwrap_or_else(|e| e.into_inner()) = Some((writes, data));
        }
    }

    /// The data made ahead if the record is as it was then, else made now.
    fn take(&self, state: &AppState) -> Option<Value> {
        let early = self.0.lock().unwrap_or_else(|e| e.into_inner()).take();
        match early {
            Some((writes, data)) if state.writes().ok() == Some(writes) => Some(data),
            _ => start_data(state, chrono::Local::now()),
        }
    }
}

/// Serves `context`'s built pages with the start data put into `index.html`.
pub fn serve_start<R: Runtime>(context: &mut tauri::Context<R>, opened: Opened, early: Early) {
    let built = context.set_assets(Box::new(NoPages));
    context.set_assets(Box::new(WithStart {
        built,
        opened,
        early,
    }));
}

/// The app's built pages, with the start data put into `index.html`.
struct WithStart<R: Runtime> {
    built: Box<dyn Assets<R>>,
    opened: Opened,
    early: Early,
}

/// Held for the moment the built pages are taken out of the context to be wrapped.
struct NoPages;

impl<R: Runtime> Assets<R> for NoPages {
    fn get(&self, _: &AssetKey) -> Option<Cow<'_, [u8]>> {
        None
    }

    fn iter(&self) -> Box<AssetsIter<'_>> {
        Box::new(std::iter::empty())
    }

    fn csp_hashes(&self, _: &AssetKey) -> Box<dyn Iterator<Item = CspHash<'_>> + '_> {
        Box::new(std::iter::empty())
    }
}

impl<R: Runtime> Assets<R> for WithStart<R> {
    fn get(&self, key: &AssetKey) -> Option<Cow<'_, [u8]>> {
        let page = self.built.get(key)?;
        if key.as_ref().trim_start_matches('/') != PAGE {
            return Some(page);
        }
        let data = self.early.take(self.opened.get());
        let text = std::str::from_utf8(&page).ok();
        match text
            .zip(data)
            .and_then(|(text, data)| with_start(text, &data))
        {
            Some(spliced) => Some(Cow::Owned(spliced.into_bytes())),
            None => Some(page),
        }
    }

    fn iter(&self) -> Box<AssetsIter<'_>> {
        self.built.iter()
    }

    fn csp_hashes(&self, html_path: &AssetKey) -> Box<dyn Iterator<Item = CspHash<'_>> + '_> {
        self.built.csp_hashes(html_path)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE_HTML: &str = r#"<!doctype html><html><head><script type="module" src="/a.js"></script></head><body><div id="app"></div></body></html>"#;

    #[test]
    fn the_data_goes_at_the_end_of_the_head_and_reads_back_the_same() {
        let data = json!({"event": {"name": "</script><script>alert(1)</script>"}, "version": 3});
        let page = with_start(PAGE_HTML, &data).unwrap();
        let open = format!(r#"<script type="application/json" id="{START_ID}">"#);
        let (before, rest) = page.split_once(&open).unwrap();
        assert!(before.ends_with(r#"src="/a.js"></script>"#));
        let (json, after) = rest.split_once("</script>").unwrap();
        assert!(after.starts_with("</head><body>"));
        assert_eq!(serde_json::from_str::<Value>(json).unwrap(), data);
    }

    #[test]
    fn the_page_looks_for_the_block_by_this_id() {
        let api = include_str!("../../ui/src/lib/api.ts");
        assert!(api.contains(&format!("export const START_ID = '{START_ID}';")));
    }

    #[test]
    fn a_page_without_a_head_is_left_alone() {
        assert_eq!(with_start("<p>no head</p>", &json!({})), None);
    }

    #[test]
    fn the_data_is_what_the_commands_answer() {
        let dir = tempfile::tempdir().unwrap();
        let now = chrono::Local::now();
        let state = AppState::open_or_report(dir.path(), now);
        let data = start_data(&state, now).unwrap();
        let ask = |c: &str, a: Value| device::dispatch::dispatch(&state, c, a, now).unwrap();
        let event = ask("get_event", json!({}));
        assert_eq!(data["event"], event);
        assert_eq!(
            data["catalogue"],
            ask("get_catalogue", json!({"ruleset": event["ruleset"]}))
        );
        assert_eq!(data["version"], ask("event_version", json!({})));
        assert_eq!(data["role"], ask("referee_team", json!({}))["role"]);
    }

    fn rename(state: &AppState, name: &str) {
        let now = chrono::Local::now();
        let mut event = device::dispatch::dispatch(state, "get_event", json!({}), now).unwrap();
        event["name"] = json!(name);
        device::dispatch::dispatch(state, "save_event", json!({ "setup": event }), now).unwrap();
    }

    #[test]
    fn data_made_ahead_is_used_once_and_only_while_the_record_is_unchanged() {
        let dirs = [tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap()];
        let now = chrono::Local::now();
        let [state, twin] = dirs.map(|d| AppState::open_or_report(d.path(), now));
        rename(&state, "Made ahead");
        rename(&twin, "Made now");
        let early = Early::default();
        // Taken while the count of writes is the one it was made at: used as made (the twin
        // has had as many writes, so only the data made ahead can say "Made ahead").
        early.prepare(&state);
        assert_eq!(early.take(&twin).unwrap()["event"]["name"], "Made ahead");
        // Taken once: a later request makes it afresh.
        assert_eq!(early.take(&twin).unwrap()["event"]["name"], "Made now");

        early.prepare(&state);
        rename(&state, "Written since");
        assert_eq!(
            early.take(&state).unwrap()["event"]["name"],
            "Written since"
        );
    }

    #[test]
    fn a_record_that_cannot_be_opened_sends_no_data() {
        // A file where the record's folder should be: every command reports it, the page
        // asks them itself and shows the error.
        let dir = tempfile::tempdir().unwrap();
        let blocked = dir.path().join("record");
        std::fs::write(&blocked, b"not a folder").unwrap();
        let now = chrono::Local::now();
        let state = AppState::open_or_report(&blocked, now);
        assert!(device::dispatch::dispatch(&state, "get_event", json!({}), now).is_err());
        assert_eq!(start_data(&state, now), None);
    }
}
