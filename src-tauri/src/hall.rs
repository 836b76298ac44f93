//! The hall inside the app. As the head's device: `crates/hall`'s server over the app's own
//! desk, opened and closed from the Referees screen (`open_hall`, `close_hall`), on its own
//! threads; the screens and the hall share one desk, one record connection and one opened key.
//! As a floor device: a follower thread keeps the record in sync with the hall it paired with —
//! the desk taken only to build a request and to take its answer, never across the network —
//! its held round cut short whenever a screen writes.

use device::error::IpcError;
use device::hall::view::Serving;
use device::hall::HallControl;
use hall::Hall;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use tournament::Desk;

struct Running {
    hall: Arc<Hall>,
    url: String,
    serving: std::thread::JoinHandle<()>,
}

#[derive(Default)]
pub struct AppHall {
    running: Mutex<Option<Running>>,
    follower: Arc<Follower>,
    /// The browser build the hall serves to tablets (`None`: the hall says there is none).
    web: Option<PathBuf>,
}

impl AppHall {
    /// A hall that serves the browser build in `web`.
    pub fn serving(web: Option<PathBuf>) -> Self {
        AppHall {
            web,
            ..AppHall::default()
        }
    }
}

/// A floor device's link with its hall.
#[derive(Default)]
struct Follower {
    started: std::sync::atomic::AtomicBool,
    /// The held round's connection, to cut it short.
    cut: Mutex<Option<std::net::TcpStream>>,
    /// A write to send at once.
    wrote: std::sync::atomic::AtomicBool,
    link: Mutex<Option<&'static str>>,
}

fn locked<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Follower {
    fn set(&self, link: &'static str) {
        *locked(&self.link) = Some(link);
    }

    /// Round after round with the hall this device paired with, until the app ends.
    fn run(&self, desk: &Mutex<Desk>) {
        use device::hall::client::{sync_answer, sync_request, Incoming};
        use std::sync::atomic::Ordering;
        let mut backoff = std::time::Duration::from_secs(1);
        loop {
            let wait = if self.wrote.swap(false, Ordering::SeqCst) {
                0
            } else {
                device::hall::wire::MAX_WAIT_MS
            };
            let now = chrono::Utc::now().timestamp_millis();
            let out = match sync_request(&mut locked(desk), wait, now) {
                Ok(out) => out,
                Err(_) => {
                    std::thread::sleep(backoff);
                    continue;
                }
            };
            let held = std::time::Duration::from_millis(wait);
            let answer = hall::client::send_cutting(&out, held, &self.cut);
            *locked(&self.cut) = None;
            let taken = answer.and_then(|a| {
                let got = Incoming {
                    status: a.status,
                    sig: a.sig.as_deref(),
                    body: &a.body,
                };
                sync_answer(&mut locked(desk), &out, got)
            });
            match taken {
                Ok(round) => {
                    self.set("online");
                    backoff = std::time::Duration::from_secs(1);
                    if round.more {
                        self.wrote.store(true, Ordering::SeqCst);
                    }
                }
                // Cut short to send a write now.
                Err(e) if e.is_offline() && self.wrote.load(Ordering::SeqCst) => {}
                Err(e) => {
                    self.set(match errcode::Coded::code(&e) {
                        "not-enrolled" => "waiting",
                        "revoked" | "pairing-refused" => "refused",
                        _ => "offline",
                    });
                    std::thread::sleep(backoff);
                    backoff = (backoff * 2).min(std::time::Duration::from_secs(10));
                }
            }
        }
    }
}

impl HallControl for AppHall {
    fn open(&self, desk: Arc<Mutex<Desk>>, listen: &str) -> Result<(), IpcError> {
        // `running` is never held while the desk is taken: the screens read the hall's state
        // with the desk held (`hall_status`), the other way round.
        if locked(&self.running).is_some() {
            return Ok(());
        }
        let hall = Hall::open(desk, self.web.clone(), Box::new(|_| {}))?;
        let (listener, url) = hall::bind(&hall::listen_address(
            Some(listen).filter(|l| !l.is_empty()),
        ))?;
        let serving = {
            let hall = Arc::clone(&hall);
            std::thread::spawn(move || {
                let _ = hall.serve(listener);
            })
        };
        let mut running = locked(&self.running);
        match running.as_ref() {
            // Opened meanwhile by another call: this one stands down.
            Some(_) => {
                hall.stop();
                drop(running);
                let _ = serving.join();
            }
            None => *running = Some(Running { hall, url, serving }),
        }
        Ok(())
    }

    fn close(&self) {
        let taken = self
            .running
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take();
        if let Some(r) = taken {
            r.hall.stop();
            let _ = r.serving.join();
        }
    }

    fn serving(&self) -> Option<Serving> {
        let running = self.running.lock().unwrap_or_else(|e| e.into_inner());
        let r = running.as_ref()?;
        let code = r.hall.code();
        Some(Serving {
            url: r.url.clone(),
            code: code.code,
            expires: code.expires,
            refusals: r.hall.refusals().into_iter().rev().take(20).collect(),
        })
    }

    fn changed(&self) {
        if let Some(r) = locked(&self.running).as_ref() {
            r.hall.changed();
        }
        if self
            .follower
            .started
            .load(std::sync::atomic::Ordering::SeqCst)
        {
            self.follower
                .wrote
                .store(true, std::sync::atomic::Ordering::SeqCst);
            if let Some(held) = locked(&self.follower.cut).take() {
                let _ = held.shutdown(std::net::Shutdown::Both);
            }
        }
    }

    fn join(
        &self,
        desk: Arc<Mutex<Desk>>,
        url: &str,
        code: &str,
        name: &str,
    ) -> Result<device::hall::client::Paired, IpcError> {
        use device::hall::client::{pair_answer, pair_request, Incoming};
        let out = pair_request(&mut locked(&desk), url, code, name)?;
        let a = hall::client::send(&out, std::time::Duration::ZERO)?;
        let got = Incoming {
            status: a.status,
            sig: a.sig.as_deref(),
            body: &a.body,
        };
        let paired = pair_answer(&mut locked(&desk), url, &out, got)?;
        self.follow(desk);
        Ok(paired)
    }

    fn follow(&self, desk: Arc<Mutex<Desk>>) {
        use std::sync::atomic::Ordering;
        if self.follower.started.swap(true, Ordering::SeqCst) {
            return;
        }
        // The first round answers at once: the link is known from the start.
        self.follower.wrote.store(true, Ordering::SeqCst);
        self.follower.set("offline");
        let follower = Arc::clone(&self.follower);
        std::thread::spawn(move || follower.run(&desk));
    }

    fn link(&self) -> Option<String> {
        locked(&self.follower.link).map(str::to_string)
    }
}

#[cfg(test)]
mod tests {
    //! The app as a floor device, through its one dispatch: it pairs with a head's hall, is
    //! enrolled, takes up the head's event, and a ruling saved on its screens reaches the head
    //! at once (its held round cut short); the head's void comes back.
    use super::*;
    use device::dispatch::dispatch;
    use device::state::AppState;
    use serde_json::{json, Value};
    use std::time::{Duration, Instant};

    fn stamp() -> ledger::Stamp<'static> {
        ledger::Stamp {
            referee: "Wu",
            at: chrono::Utc::now(),
            utc_offset_minutes: 480,
        }
    }

    fn until(what: &str, mut done: impl FnMut() -> bool) {
        let end = Instant::now() + Duration::from_secs(10);
        while !done() {
            assert!(Instant::now() < end, "{what}");
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    #[test]
    fn the_app_as_a_floor_device_pairs_and_keeps_in_sync() {
        let dir = tempfile::tempdir().unwrap();
        let store = ledger::Store::open(&dir.path().join("head.db")).unwrap();
        let mut head = Desk::open(store, rulebook::shipped()).unwrap();
        head.seal_key("words").unwrap();
        head.create_event("open", "Open", "sbr-2025", &stamp())
            .unwrap();
        head.change_event(&stamp(), |s| {
            s.sessions.push(serde_json::from_value(
                json!({"id": "R1", "name": "1", "scheduledStart": "2026-11-22T09:00:00+08:00"}),
            )?);
            Ok(())
        })
        .unwrap();
        let head = Arc::new(Mutex::new(head));
        let hall = Hall::open(Arc::clone(&head), None, Box::new(|_| {})).unwrap();
        let (listener, url) = hall::bind("127.0.0.1:0").unwrap();
        let serving = {
            let hall = Arc::clone(&hall);
            std::thread::spawn(move || hall.serve(listener).unwrap())
        };

        let floor_store = ledger::Store::open(&dir.path().join("floor.db")).unwrap();
        let app = AppState::over(floor_store, chrono::Local::now())
            .unwrap()
            .with_hall(Box::<AppHall>::default());
        let call = |command: &str, args: Value| dispatch(&app, command, args, chrono::Local::now());
        let code = hall.code().code;
        let paired = call(
            "pair_with_hall",
            json!({"url": url, "code": code, "name": "Mei"}),
        )
        .unwrap();
        assert_eq!(paired["state"], "pending");
        let device = paired["device"].as_str().unwrap().to_string();
        until("waiting for the head", || {
            call("hall_status", json!({})).unwrap()["link"] == "waiting"
        });
        head.lock()
            .unwrap()
            .enrol(&device, ledger::roles::Role::Floor, "Mei", &stamp())
            .unwrap();
        until("the head's event taken up", || {
            call("get_event", json!({})).unwrap()["id"] == "open"
        });
        // The round's answer is taken into the desk before the link is marked online.
        until("the link online", || {
            call("hall_status", json!({})).unwrap()["link"] == "online"
        });

        let draft = json!({"session": "R1", "player": "P1", "incident": "late-arrival",
            "answers": {"minutes_late": 7}, "note": ""});
        let ruling = call("record_ruling", json!({"draft": draft})).unwrap()["id"]
            .as_str()
            .unwrap()
            .to_string();
        let on_head = || {
            head.lock()
                .unwrap()
                .rulings(None)
                .unwrap()
                .iter()
                .any(|r| r.id == ruling)
        };
        until("the ruling on the head", on_head);

        head.lock()
            .unwrap()
            .void(&ruling, "wrong seat", &stamp())
            .unwrap();
        hall.changed();
        until("the void back on the floor device", || {
            let log = call("list_rulings", json!({"session": null})).unwrap();
            log.as_array()
                .unwrap()
                .iter()
                .any(|e| e["id"] == ruling.as_str() && !e["voided"].is_null())
        });
        hall.stop();
        serving.join().unwrap();
    }
}
