//! The browser's side: the IndexedDB storage installed as SQLite's own, the device opened on
//! it once, and the calls the UI makes.

use device::error::IpcError;
use device::state::AppState;
use sqlite_wasm_vfs::relaxed_idb::{install, RelaxedIdbCfg, RelaxedIdbUtil};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = console)]
    fn error(message: &str);
}

/// The IndexedDB database the storage keeps the record's blocks in (its VFS name): the
/// storage's default, which the first browser builds used, so their records open unchanged.
const STORAGE: &str = "relaxed-idb";

// The storage's commits are "relaxed" (not yet forced to disk): a tablet losing power could
// lose what it said was saved. `strict_commit` forces them (its file says how).
#[wasm_bindgen(module = "/src/strict_commit.js")]
extern "C" {
    fn strict_commit(name: &str) -> js_sys::Promise;
}

struct Opened {
    device: AppState,
    storage: RelaxedIdbUtil,
    /// The record's write count when the storage was last forced to disk.
    forced: u64,
}

thread_local! {
    static OPENED: RefCell<Option<Opened>> = const { RefCell::new(None) };
}

/// A panic says where in the console (else the page sees only "unreachable").
#[wasm_bindgen(start)]
pub fn start() {
    std::panic::set_hook(Box::new(|info| error(&info.to_string())));
}

/// An error as the UI's `api.ts` reads any rejection: `{code, args}`.
fn rejected(e: IpcError) -> JsValue {
    JsValue::from_str(&serde_json::to_string(&e).unwrap_or_default())
}

fn storage_error(detail: impl std::fmt::Debug) -> JsValue {
    rejected(IpcError::internal(format!("{detail:?}")))
}

/// Opens the device on the record in IndexedDB (made on first use, with the demo event and
/// the device's key): once, before any call.
#[wasm_bindgen]
pub async fn open() -> Result<(), JsValue> {
    if OPENED.with(|o| o.borrow().is_some()) {
        return Ok(());
    }
    // `true`: SQLite's default storage from now on, so the ledger opens its record unchanged.
    let config = RelaxedIdbCfg {
        vfs_name: STORAGE.into(),
        ..RelaxedIdbCfg::default()
    };
    let storage = install::<sqlite_wasm_rs::WasmOsCallback>(&config, true)
        .await
        .map_err(storage_error)?;
    let store = ledger::Store::open_with(
        std::path::Path::new(crate::RECORD),
        ledger::KeyPlace::Record,
    )
    .map_err(|e| rejected(e.into()))?;
    let device = AppState::over(store, chrono::Local::now()).map_err(rejected)?;
    OPENED.with(|o| {
        *o.borrow_mut() = Some(Opened {
            device,
            storage,
            forced: 0,
        })
    });
    Ok(())
}

/// Runs one command (`device::dispatch`): its arguments and its answer as JSON text.
#[wasm_bindgen]
pub fn call(command: &str, args: &str) -> Result<String, JsValue> {
    let args: serde_json::Value = serde_json::from_str(args)
        .map_err(|e| rejected(IpcError::internal(format!("arguments: {e}"))))?;
    OPENED.with(|o| {
        let opened = o.borrow();
        let opened = opened
            .as_ref()
            .ok_or_else(|| rejected(IpcError::internal("the device is not open")))?;
        let answer =
            device::dispatch::dispatch(&opened.device, command, args, chrono::Local::now())
                .map_err(rejected)?;
        Ok(answer.to_string())
    })
}

/// Prepares a photo from the camera or a file (its bytes): upright, every metadata block
/// removed, held until a ruling or a case records it. The answer as JSON text.
#[wasm_bindgen]
pub fn prepare_photo(bytes: &[u8]) -> Result<String, JsValue> {
    let prepared = device::appeals::prepare(bytes).map_err(rejected)?;
    serde_json::to_string(&prepared).map_err(|e| rejected(IpcError::internal(e)))
}

/// Resolves once everything written so far is in IndexedDB and forced to disk. The storage
/// writes in order, one transaction at a time, so a step queued now completes only after every
/// earlier write has; then, when the record was written since the last time, the strict
/// commit (`strict_commit`) forces them to disk.
#[wasm_bindgen]
pub async fn saved() -> Result<(), JsValue> {
    // The step that waits for every write so far, and the write count to force to disk when
    // something was written since the last time (a read-only call forces nothing).
    let pending = OPENED.with(|o| -> Result<_, JsValue> {
        let opened = o.borrow();
        let Some(opened) = opened.as_ref() else {
            return Ok(None);
        };
        let writes = opened.device.writes().map_err(rejected)?;
        let step = opened
            .storage
            .delete_db("\u{1}saved")
            .map_err(storage_error)?;
        Ok(Some((step, (writes != opened.forced).then_some(writes))))
    })?;
    let Some((step, force)) = pending else {
        return Ok(());
    };
    step.await.map_err(storage_error)?;
    if let Some(writes) = force {
        wasm_bindgen_futures::JsFuture::from(strict_commit(STORAGE))
            .await
            .map_err(storage_error)?;
        OPENED.with(|o| {
            if let Some(opened) = o.borrow_mut().as_mut() {
                opened.forced = writes;
            }
        });
    }
    Ok(())
}
