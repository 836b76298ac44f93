//! The hall: the head's device serving the venue's network. It accepts connections on std
//! threads (one a connection, at most [`MAX_CONNECTIONS`]), routes each request, and shares
//! the head's one `Desk` with whoever else holds it (the app's screens, `mjref serve`). A
//! ticker renews the pairing code and notices what other processes commit to the record, so a
//! held sync round hears of a void or an enrolment within a fraction of a second.

use crate::http::{self, Response};
use crate::pairing::Pairing;
use crate::state::lock;
pub use crate::state::{Hall, Notice, Notify};
use chrono::Utc;
use device::hall::HallError;
use std::collections::VecDeque;
use std::io::BufReader;
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};
use tournament::Desk;

/// Connections served at once; one more is answered 503 and closed.
pub const MAX_CONNECTIONS: usize = 256;
/// How often the ticker looks at the pairing code and the record.
const TICK: Duration = Duration::from_millis(200);

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
