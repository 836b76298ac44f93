//! A head's hall on loopback and floor devices to sync with it, for the hall's tests.
#![allow(dead_code)] // each test file uses what it needs

use chrono::Utc;
use hall::{Hall, Notice};
use ledger::roles::Role;
use ledger::{Stamp, Store};
use rulebook::{Catalogue, Value};
use serde_json::json;
use std::net::{SocketAddr, TcpListener};
use std::sync::{Arc, Mutex, OnceLock};
use tournament::{Desk, RulingDraft};

pub fn catalogues() -> Vec<Catalogue> {
    static CATALOGUES: OnceLock<Vec<Catalogue>> = OnceLock::new();
    CATALOGUES
        .get_or_init(|| rulebook::builtin().unwrap())
        .clone()
}

pub fn stamp() -> Stamp<'static> {
    Stamp {
        referee: "Wu",
        at: Utc::now(),
        utc_offset_minutes: 480,
    }
}

pub fn desk(dir: &std::path::Path, name: &str) -> Desk {
    let store = Store::open(&dir.join(format!("{name}.db"))).unwrap();
    Desk::open(store, catalogues()).unwrap()
}

/// The head's device: its key sealed (and open), event "open" with session R1.
pub fn head_desk(dir: &std::path::Path) -> Desk {
    let mut head = desk(dir, "head");
    head.seal_key("head's words").unwrap();
    head.create_event("open", "Open", "sbr-2025", &stamp())
        .unwrap();
    head.change_event(&stamp(), |s| {
        s.sessions.push(serde_json::from_value(
            json!({"id": "R1", "name": "1", "scheduledStart": "2026-11-22T09:00:00+08:00"}),
        )?);
        Ok(())
    })
    .unwrap();
    head
}

/// A hall serving on loopback, its desk, and what it noticed.
pub struct Running {
    pub hall: Arc<Hall>,
    pub desk: Arc<Mutex<Desk>>,
    pub url: String,
    pub addr: SocketAddr,
    pub notices: Arc<Mutex<Vec<Notice>>>,
    serving: Option<std::thread::JoinHandle<()>>,
}

impl Drop for Running {
    fn drop(&mut self) {
        self.hall.stop();
        if let Some(t) = self.serving.take() {
            let _ = t.join();
        }
    }
}

pub fn open_hall(head: Desk, web: Option<std::path::PathBuf>) -> Running {
    let desk = Arc::new(Mutex::new(head));
    let notices = Arc::new(Mutex::new(Vec::new()));
    let kept = Arc::clone(&notices);
    let hall = Hall::open(
        Arc::clone(&desk),
        web,
        Box::new(move |n: &Notice| {
            if !matches!(n, Notice::Changed) {
                kept.lock().unwrap().push(n.clone());
            }
        }),
    )
    .unwrap();
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    let serving = {
        let hall = Arc::clone(&hall);
        std::thread::spawn(move || hall.serve(listener).unwrap())
    };
    Running {
        hall,
        desk,
        url: format!("http://{addr}/"),
        addr,
        notices,
        serving: Some(serving),
    }
}

impl Running {
    /// Pairs `floor` under the standing code and has the head enrol it as a floor referee.
    pub fn pair_and_enrol(&self, floor: &mut Desk, name: &str) -> String {
        let code = self.hall.code().code;
        let paired = hall::client::pair(floor, &self.url, &code, name).unwrap();
        assert_eq!(paired.state, "pending");
        self.desk
            .lock()
            .unwrap()
            .enrol(&paired.device, Role::Floor, name, &stamp())
            .unwrap();
        paired.device
    }

    pub fn rulings_on_head(&self) -> Vec<String> {
        self.desk
            .lock()
            .unwrap()
            .rulings(None)
            .unwrap()
            .into_iter()
            .map(|r| r.id)
            .collect()
    }
}

pub fn late_arrival(player: &str) -> RulingDraft {
    RulingDraft {
        session: "R1".into(),
        player: player.into(),
        incident: "late-arrival".into(),
        answers: [("minutes_late".to_string(), Value::Number(7.0))].into(),
        ..RulingDraft::default()
    }
}
