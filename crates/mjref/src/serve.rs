//! `mjref serve`, `mjref pair` and `mjref sync` (contract, wave 3: the hall). `serve` opens the
//! head's hall over its record until SIGTERM or SIGINT; `pair` and `sync` are a floor device's
//! side, over the same `device::hall` logic the browser build runs.

use crate::desk::{open_desk, read_desk};
use crate::output::{CliError, Output};
use device::hall::HallError;
use hall::{Hall, Notice};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tournament::Desk;

type Result<T = ()> = std::result::Result<T, CliError>;

/// How long `mjref sync --follow` lets the hall hold a round.
const FOLLOW_WAIT_MS: u64 = 5_000;

/// Sets a flag on SIGTERM or SIGINT.
fn on_stop() -> Result<Arc<AtomicBool>> {
    let stop = Arc::new(AtomicBool::new(false));
    for signal in [signal_hook::consts::SIGTERM, signal_hook::consts::SIGINT] {
        signal_hook::flag::register(signal, Arc::clone(&stop))
            .map_err(|e| CliError::new("internal", &[("detail", e.to_string())]))?;
    }
    Ok(stop)
}

/// A line on standard output now (the hall's notices come from its threads).
fn line(json: bool, value: &serde_json::Value, human: String) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{}", if json { value.to_string() } else { human });
    let _ = out.flush();
}

pub fn serve(
    out: &Output,
    db: &Path,
    listen: &str,
    passphrase_file: Option<&Path>,
    web: Option<PathBuf>,
) -> Result {
    let mut desk = read_desk(db)?;
    if let Some(file) = passphrase_file {
        desk.set_passphrase(Some(crate::hall::first_line(file)?));
    }
    let desk = Arc::new(Mutex::new(desk));
    let json = out.json;
    let notify = Box::new(move |notice: &Notice| match notice {
        Notice::Code(code) => line(
            json,
            &serde_json::json!({ "pairing": code }),
            format!("pairing code {} (until {})", code.code, code.expires),
        ),
        Notice::Refused(r) => {
            let _ = writeln!(
                std::io::stderr().lock(),
                "{}",
                serde_json::json!({ "refused": r })
            );
        }
        Notice::Changed => {}
    });
    let hall = Hall::open(desk, hall::web_dir(web), notify)?;
    let (listener, url) = hall::bind(listen)?;
    let code = hall.code();
    line(
        json,
        &serde_json::json!({ "url": url, "pairing": code }),
        format!(
            "hall open at {url}\npairing code {} (until {})",
            code.code, code.expires
        ),
    );
    let stop = on_stop()?;
    let stopper = {
        let hall = Arc::clone(&hall);
        std::thread::spawn(move || {
            while !stop.load(Ordering::SeqCst) {
                std::thread::sleep(Duration::from_millis(50));
            }
            hall.stop();
        })
    };
    hall.serve(listener)
        .map_err(|e| CliError::new("internal", &[("detail", e.to_string())]))?;
    let _ = stopper.join();
    Ok(())
}

/// A name for a device that gave none: the event's referee on it, else its key's first digits.
fn default_name(desk: &mut Desk) -> std::result::Result<String, HallError> {
    let referee = desk.referee().to_string();
    Ok(match referee.is_empty() {
        false => referee,
        true => desk.device_key()?.chars().take(8).collect(),
    })
}

pub fn pair(out: &Output, db: &Path, url: &str, code: &str, name: Option<String>) -> Result {
    let mut desk = open_desk(db)?;
    let name = match name {
        Some(n) => n,
        None => default_name(&mut desk)?,
    };
    let paired = hall::client::pair(&mut desk, url, code, &name)?;
    out.print(&paired, || format!("{} {}", paired.device, paired.state));
    Ok(())
}

/// Points this device at the hall at `url`: the hall it paired with (a new address for it), or
/// for a device that never paired, the head of the event it holds, by the key the QR code's
/// address gives or the record names.
fn aim(desk: &mut Desk, url: &str) -> std::result::Result<(), HallError> {
    let (base, pinned) = device::hall::client::hall_address(url);
    let known = desk.hall_peer()?;
    let hall = match (&pinned, &known) {
        (Some(key), _) => key.clone(),
        (None, Some(peer)) => peer.hall.clone(),
        (None, None) => desk.head_device()?.ok_or(HallError::NotPaired)?.0,
    };
    let (name, heads) = match known.filter(|p| p.hall == hall) {
        Some(p) => (p.name, p.heads),
        None => (String::new(), None),
    };
    desk.set_hall_peer(&ledger::HallPeer {
        url: base,
        hall,
        name,
        heads,
    })?;
    Ok(())
}

pub fn sync(out: &Output, db: &Path, url: &str, follow: bool) -> Result {
    let mut desk = open_desk(db)?;
    aim(&mut desk, url)?;
    let report = |r: &device::hall::client::Round| {
        out.print(
            &serde_json::json!({"sent": r.sent, "received": r.received}),
            || format!("sent {}, received {}", r.sent, r.received),
        );
    };
    if !follow {
        report(&hall::client::sync(&mut desk)?);
        return Ok(());
    }
    let stop = on_stop()?;
    std::thread::spawn(move || {
        while !stop.load(Ordering::SeqCst) {
            std::thread::sleep(Duration::from_millis(50));
        }
        // Every line printed is flushed, and a round cut short is a transaction never
        // committed: nothing is half-kept.
        std::process::exit(0);
    });
    let mut skew = 0;
    let mut backoff = Duration::from_millis(500);
    // A held round cannot hear of a ruling another process records here meanwhile (`mjref
    // log add` on the same file): rounds wait a few seconds at most, and none when the record
    // changed since the last.
    let mut version = desk.data_version().ok();
    loop {
        let now = desk.data_version().ok();
        let wait = if now != version { 0 } else { FOLLOW_WAIT_MS };
        version = now;
        match hall::client::round(&mut desk, wait, &mut skew) {
            Ok(r) => {
                report(&r);
                backoff = Duration::from_millis(500);
            }
            // Not reached, busy, or not enrolled yet: the tablet waits and tries again.
            Err(e) if e.is_offline() || e.is_passing() => {
                std::thread::sleep(backoff);
                backoff = (backoff * 2).min(Duration::from_secs(10));
            }
            Err(e) => return Err(e.into()),
        }
    }
}
