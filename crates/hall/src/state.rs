//! The hall's shared state and what a request may do to it: the head's desk and key, the
//! pairing code, the rate buckets, the news held sync rounds wait on, and the refusals kept for
//! the head's screen. The server (`server`) accepts and serves connections over it; the routes
//! (`routes`) answer requests with it.

use crate::guard::{Buckets, Nonces};
use crate::http::{Request, Response};
use crate::pairing::{Code, Pairing};
use chrono::{DateTime, Utc};
use device::hall::view::HallRefusal as Refused;
use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};
use tournament::Desk;

/// Refusals kept for the head's screen.
const KEPT_REFUSALS: usize = 200;

/// What the hall tells whoever runs it.
#[derive(Debug, Clone)]
pub enum Notice {
    /// A new pairing code (the previous one expired or was used).
    Code(Code),
    /// A refused request.
    Refused(Refused),
    /// The record changed (a sync added events, a device asked to pair, another process wrote).
    Changed,
}

pub type Notify = Box<dyn Fn(&Notice) + Send + Sync>;

/// The head's hall over the shared desk.
pub struct Hall {
    pub(crate) desk: Arc<Mutex<Desk>>,
    /// The head's device key: every answer is signed by it, every request names it.
    pub(crate) key: String,
    pub(crate) pairing: Mutex<Pairing>,
    pub(crate) guard: Mutex<Guard>,
    /// Bumped whenever the record changes; held sync rounds wait on it.
    pub(crate) news: (Mutex<u64>, Condvar),
    pub(crate) stopping: AtomicBool,
    pub(crate) connections: AtomicUsize,
    pub(crate) web: Option<PathBuf>,
    pub(crate) notify: Notify,
    pub(crate) refusals: Mutex<VecDeque<Refused>>,
    /// When each device's last sync was written down (at most once a minute each: a write is
    /// a commit forced to disk).
    pub(crate) seen: Mutex<std::collections::HashMap<String, Instant>>,
}

/// The rate buckets (pairing by address, sync by device, apart so one cannot empty the
/// other) and the nonces seen.
#[derive(Default)]
pub(crate) struct Guard {
    pub pairs: Buckets,
    pub syncs: Buckets,
    pub nonces: Nonces,
}

pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A handler that panicked left SQLite's transaction rolled back: the desk is sound.
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Hall {
    /// The head's device key.
    pub fn key(&self) -> &str {
        &self.key
    }

    /// The pairing code standing now.
    pub fn code(&self) -> Code {
        lock(&self.pairing).current()
    }

    /// The latest refused requests, newest last.
    pub fn refusals(&self) -> Vec<Refused> {
        lock(&self.refusals).iter().cloned().collect()
    }

    /// Stops serving (from a signal handler's thread, the app's switch, a test).
    pub fn stop(&self) {
        self.stopping.store(true, Ordering::SeqCst);
        self.changed();
    }

    pub(crate) fn stopping(&self) -> bool {
        self.stopping.load(Ordering::SeqCst)
    }

    /// Tells held rounds and whoever runs the hall that the record changed.
    pub fn changed(&self) {
        let (count, wake) = &self.news;
        *lock(count) += 1;
        wake.notify_all();
        (self.notify)(&Notice::Changed);
    }

    /// How many times the record has changed so far.
    pub(crate) fn generation(&self) -> u64 {
        *lock(&self.news.0)
    }

    /// Waits until the record changes after `seen`, the hall stops, or `wait` passes.
    pub(crate) fn wait_for_news(&self, seen: u64, wait: Duration) {
        let (count, wake) = &self.news;
        let guard = lock(count);
        let _ = wake.wait_timeout_while(guard, wait, |n| *n == seen && !self.stopping());
    }

    /// Notes that `device` synced now, on `desk` (held by the caller).
    pub(crate) fn seen(&self, desk: &mut Desk, device: &str) {
        const EVERY: Duration = Duration::from_secs(60);
        let now = Instant::now();
        let due = {
            let mut seen = lock(&self.seen);
            let due = seen
                .get(device)
                .is_none_or(|at| now.duration_since(*at) >= EVERY);
            if due {
                seen.insert(device.to_string(), now);
            }
            due
        };
        if due {
            let _ = desk.hall_seen(device, &now_text(Utc::now()));
        }
    }

    pub(crate) fn new_code(&self, code: Code) {
        (self.notify)(&Notice::Code(code));
    }

    pub(crate) fn refuse(
        &self,
        req: &Request,
        device: Option<&str>,
        response: &Response,
    ) -> Response {
        let route = format!(
            "{} {}",
            req.method,
            req.path.chars().take(80).collect::<String>()
        );
        self.log(req.peer, device, &route, response);
        response.clone()
    }

    /// Keeps a refusal for the head's screen and tells whoever runs the hall.
    pub(crate) fn log(
        &self,
        peer: std::net::SocketAddr,
        device: Option<&str>,
        route: &str,
        response: &Response,
    ) {
        let code = serde_json::from_slice::<serde_json::Value>(&response.body)
            .ok()
            .and_then(|v| v["code"].as_str().map(str::to_string))
            .unwrap_or_default();
        let refused = Refused {
            at: now_text(Utc::now()),
            peer: peer.ip().to_string(),
            device: device.map(str::to_string),
            route: route.to_string(),
            status: response.status,
            code,
        };
        {
            let mut kept = lock(&self.refusals);
            if kept.len() == KEPT_REFUSALS {
                kept.pop_front();
            }
            kept.push_back(refused.clone());
        }
        (self.notify)(&Notice::Refused(refused));
    }
}

pub(crate) fn now_text(at: DateTime<Utc>) -> String {
    at.to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}
