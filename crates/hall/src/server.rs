//! The hall: the head's device serving the venue's network. It accepts connections on std
//! threads (one a connection, at most [`MAX_CONNECTIONS`]), routes each request, and shares
//! the head's one `Desk` with whoever else holds it (the app's screens, `mjref serve`). A
//! ticker renews the pairing code and notices what other processes commit to the record, so a
//! held sync round hears of a void or an enrolment within a fraction of a second.

use crate::guard::{Buckets, Nonces};
use crate::http::{self, Request, Response};
use crate::pairing::{Code, Pairing};
use chrono::{DateTime, Utc};
use device::hall::view::HallRefusal as Refused;
use device::hall::HallError;
use std::collections::VecDeque;
use std::io::BufReader;
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};
use tournament::Desk;

/// Connections served at once; one more is answered 503 and closed.
pub const MAX_CONNECTIONS: usize = 256;
/// How often the ticker looks at the pairing code and the record.
const TICK: Duration = Duration::from_millis(200);
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
    news: (Mutex<u64>, Condvar),
    stopping: AtomicBool,
    connections: AtomicUsize,
    pub(crate) web: Option<PathBuf>,
    notify: Notify,
    refusals: Mutex<VecDeque<Refused>>,
    /// When each device's last sync was written down (at most once a minute each: a write is
    /// a commit forced to disk).
    seen: Mutex<std::collections::HashMap<String, Instant>>,
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
    /// Opens the hall of the event in force on `desk`: only the event's head may (its key
    /// opened when sealed), and only for a shared event. `web` is the browser build's folder.
    pub fn open(
        desk: Arc<Mutex<Desk>>,
        web: Option<PathBuf>,
        notify: Notify,
    ) -> Result<Arc<Hall>, HallError> {
        let key = {
            let mut d = lock(&desk);
            if d.event_version().is_none() {
                return Err(HallError::NoEvent);
            }
            if !d.may_enrol()? {
                let (device, head) = d.head_device()?.unwrap_or_default();
                return Err(HallError::NotHead { head, device });
            }
            // Signing now shows the key is open (a sealed key without its passphrase is not).
            d.sign_transport(ledger::transport::DOMAIN.as_bytes())?.0
        };
        Ok(Arc::new(Hall {
            desk,
            key,
            pairing: Mutex::new(Pairing::new(Utc::now())),
            guard: Mutex::new(Default::default()),
            news: (Mutex::new(0), Condvar::new()),
            stopping: AtomicBool::new(false),
            connections: AtomicUsize::new(0),
            web,
            notify,
            refusals: Mutex::new(VecDeque::new()),
            seen: Mutex::new(Default::default()),
        }))
    }

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

    /// Serves `listener` until [`Hall::stop`]: held rounds are answered and connections being
    /// served finish (within a few seconds) before this returns.
    pub fn serve(self: &Arc<Self>, listener: TcpListener) -> std::io::Result<()> {
        listener.set_nonblocking(true)?;
        let ticker = {
            let hall = Arc::clone(self);
            std::thread::spawn(move || hall.tick())
        };
        while !self.stopping.load(Ordering::SeqCst) {
            match listener.accept() {
                Ok((stream, _)) => self.take(stream),
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                    std::thread::sleep(Duration::from_millis(10))
                }
                Err(_) => std::thread::sleep(Duration::from_millis(10)),
            }
        }
        drop(listener);
        self.changed();
        let deadline = Instant::now() + Duration::from_secs(5);
        while self.connections.load(Ordering::SeqCst) > 0 && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = ticker.join();
        Ok(())
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
    fn log(
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

    fn tick(&self) {
        let mut version = lock(&self.desk).data_version().ok();
        while !self.stopping() {
            std::thread::sleep(TICK);
            if let Some(code) = lock(&self.pairing).renew_if_expired(Utc::now()) {
                self.new_code(code);
            }
            let now = lock(&self.desk).data_version().ok();
            if now != version {
                version = now;
                self.changed();
            }
        }
    }

    fn take(self: &Arc<Self>, stream: TcpStream) {
        if self.connections.fetch_add(1, Ordering::SeqCst) >= MAX_CONNECTIONS {
            self.connections.fetch_sub(1, Ordering::SeqCst);
            let mut stream = stream;
            let _ = stream.set_nonblocking(false);
            let busy = Response::refusal(503, "hall-busy", &[]);
            if let Ok(peer) = stream.peer_addr() {
                self.log(peer, None, "-", &busy);
            }
            let _ = http::write(&mut stream, &busy, false);
            return;
        }
        let hall = Arc::clone(self);
        std::thread::spawn(move || {
            hall.connection(stream);
            hall.connections.fetch_sub(1, Ordering::SeqCst);
        });
    }

    fn connection(&self, mut stream: TcpStream) {
        if stream.set_nonblocking(false).is_err() {
            return;
        }
        let Ok(read_half) = stream.try_clone() else {
            return;
        };
        let mut reader = BufReader::new(read_half);
        let req = match http::read_head(&stream, &mut reader) {
            Ok(req) => req,
            Err(why) => {
                if let Some(status) = why.status() {
                    let refused = Response::refusal(status, "hall-bad-request", &[]);
                    if let Ok(peer) = stream.peer_addr() {
                        self.log(peer, None, "-", &refused);
                    }
                    let _ = http::write(&mut stream, &refused, false);
                }
                return;
            }
        };
        let response = crate::routes::route(self, &req, &stream, &mut reader);
        let _ = http::write(&mut stream, &response, req.method == "HEAD");
    }
}

pub(crate) fn now_text(at: DateTime<Utc>) -> String {
    at.to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}
