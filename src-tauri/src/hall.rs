//! The head's hall inside the app: `crates/hall`'s server over the app's own desk, opened and
//! closed from the Referees screen (`open_hall`, `close_hall`). It runs on its own threads;
//! the screens and the hall share one desk, one record connection and one opened key.

use device::error::IpcError;
use device::hall::view::{HallRefusal, Serving};
use device::hall::HallControl;
use hall::Hall;
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
}

impl HallControl for AppHall {
    fn open(&self, desk: Arc<Mutex<Desk>>, listen: &str) -> Result<(), IpcError> {
        let mut running = self.running.lock().unwrap_or_else(|e| e.into_inner());
        if running.is_some() {
            return Ok(());
        }
        let hall = Hall::open(desk, hall::web_dir(None), Box::new(|_| {}))?;
        let (listener, url) = hall::bind(&hall::listen_address(
            Some(listen).filter(|l| !l.is_empty()),
        ))?;
        let serving = {
            let hall = Arc::clone(&hall);
            std::thread::spawn(move || {
                let _ = hall.serve(listener);
            })
        };
        *running = Some(Running { hall, url, serving });
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
            refusals: r
                .hall
                .refusals()
                .into_iter()
                .rev()
                .take(20)
                .map(|x| HallRefusal {
                    at: x.at,
                    peer: x.peer,
                    device: x.device,
                    route: x.route,
                    status: x.status,
                    code: x.code,
                })
                .collect(),
        })
    }

    fn changed(&self) {
        if let Some(r) = self
            .running
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .as_ref()
        {
            r.hall.changed();
        }
    }
}
