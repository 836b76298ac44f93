//! The record screen's work: verify the app's record, export it as a bundle, import bundles.
//! Everything is checked by `ledger`; this reads and writes the files and turns the answers
//! into plain data with problem codes the UI says in words (`problem-<code>` in
//! `locales/<lang>/record.ftl`). No window needed, so tested here.

use crate::error::IpcError;
use crate::files::{read_text, write_whole};
use ledger::{bundle, Stamp};
use serde::Serialize;
use std::path::Path;
use tournament::input::given_text;

/// One device's chain in the record.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct DeviceRow {
    pub device: String,
    #[cfg_attr(test, ts(type = "number"))]
    pub events: u64,
    /// The hash of its last event, to compare with another copy of the record.
    pub head: String,
    /// Whether it is this device.
    pub this_device: bool,
    /// The referees its events were recorded by, in the order first seen: who held it.
    pub referees: Vec<String>,
}

/// What verifying the record found.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct RecordCheck {
    pub ok: bool,
    #[cfg_attr(test, ts(type = "number"))]
    pub events: usize,
    /// Each problem as a code and its arguments (`problem-<code>`).
    pub problems: Vec<IpcError>,
    pub devices: Vec<DeviceRow>,
    /// This device's public key; `None` until its first write makes one.
    pub this_device: Option<String>,
    /// Whether this device may enrol the devices below (`Desk::may_enrol`).
    pub may_enrol: bool,
    /// Devices whose rulings the record keeps apart until the head enrols them.
    pub not_enrolled: Vec<tournament::enrolment::NotEnrolled>,
}

/// What an import did: added and already-present events, or the problems that refused the
/// whole bundle (then nothing from it was kept).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct ImportResult {
    pub ok: bool,
    #[cfg_attr(test, ts(type = "number"))]
    pub added: usize,
    #[cfg_attr(test, ts(type = "number"))]
    pub duplicates: usize,
    pub problems: Vec<IpcError>,
}

/// The record as a bundle's text, for a browser to download.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct BundleText {
    #[cfg_attr(test, ts(type = "number"))]
    pub events: usize,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct ExportResult {
    #[cfg_attr(test, ts(type = "number"))]
    pub events: usize,
    pub path: String,
}

pub fn check(desk: &tournament::Desk) -> Result<RecordCheck, IpcError> {
    let report = desk.verify()?;
    let this_device = desk.known_device_key()?;
    let mut referees: std::collections::HashMap<String, Vec<String>> =
        desk.referees_by_device()?.into_iter().collect();
    Ok(RecordCheck {
        ok: report.ok(),
        events: report.events,
        problems: report.problems.iter().map(|p| p.to_code()).collect(),
        devices: report
            .devices
            .into_iter()
            .map(|d| DeviceRow {
                this_device: this_device.as_deref() == Some(d.device.as_str()),
                referees: referees.remove(&d.device).unwrap_or_default(),
                device: d.device,
                events: d.events,
                head: d.head,
            })
            .collect(),
        this_device,
        may_enrol: desk.may_enrol()?,
        not_enrolled: desk.not_enrolled()?,
    })
}

/// Writes every event to `path` as a bundle, whole or not at all. A head's device first signs
/// a checkpoint of what it holds (`ledger::checkpoint`; none from a floor device, or while its
/// sealed key is locked), so a copy cut below it shows the cut.
pub fn export(
    desk: &mut tournament::Desk,
    stamp: &Stamp,
    path: &Path,
) -> Result<ExportResult, IpcError> {
    // Where it goes first: no checkpoint is signed for a bundle that cannot be written.
    crate::files::checked_path(path)?;
    let (events, text) = hand_over(desk, stamp)?;
    write_whole(path, text)?;
    Ok(ExportResult {
        events,
        path: path.display().to_string(),
    })
}

/// The record as a bundle's text, and how many events it carries: what a browser downloads
/// (it has no path to write to).
pub fn hand_over(desk: &mut tournament::Desk, stamp: &Stamp) -> Result<(usize, String), IpcError> {
    let bundle = desk.hand_over(stamp)?;
    Ok((
        bundle.events.len(),
        bundle::write(&bundle.events, &bundle.photos),
    ))
}

/// Imports the bundle at `path`: all of it, or nothing with every problem named. The desk takes
/// up the event it brings (a tablet joining the head's event).
pub fn import(desk: &mut tournament::Desk, path: &Path) -> Result<ImportResult, IpcError> {
    import_text(desk, &read_text(path, crate::files::TextFile::Bundle)?)
}

/// Imports a bundle that arrived as bytes (a browser's upload, named `name`), as `import` does
/// a file: held to the bundle's bound and read as text by the same reader first.
pub fn import_bytes(
    desk: &mut tournament::Desk,
    bytes: &[u8],
    name: &str,
) -> Result<ImportResult, IpcError> {
    import_text(
        desk,
        &given_text(bytes, name, crate::files::TextFile::Bundle)?,
    )
}

fn import_text(desk: &mut tournament::Desk, text: &str) -> Result<ImportResult, IpcError> {
    let outcome = match bundle::read(text) {
        Ok(bundle) => desk.import(&bundle)?,
        Err(problems) => Err(problems),
    };
    Ok(match outcome {
        Ok(done) => ImportResult {
            ok: true,
            added: done.added,
            duplicates: done.duplicates,
            problems: vec![],
        },
        Err(problems) => ImportResult {
            ok: false,
            added: 0,
            duplicates: 0,
            problems: problems.iter().map(|p| p.to_code()).collect(),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Utc;
    use ledger::roles::Role;
    use ledger::Store;
    use tournament::{Desk, RulingDraft};

    fn stamp() -> Stamp<'static> {
        Stamp {
            referee: "floor",
            at: Utc::now(),
            utc_offset_minutes: 480,
        }
    }

    /// A phone ruling on `player` in session R1, recorded on `desk` (a bare record decides
    /// under SBR in event "demo").
    fn ruling(desk: &mut Desk, player: &str) {
        desk.under("sbr-2025", "demo").unwrap();
        let draft = RulingDraft {
            session: "R1".into(),
            player: player.into(),
            incident: "phone".into(),
            ..RulingDraft::default()
        };
        desk.record(&draft, &stamp()).unwrap();
    }

    fn desk(path: &Path) -> tournament::Desk {
        tournament::Desk::open(Store::open(path).unwrap(), rulebook::shipped()).unwrap()
    }

    #[test]
    fn a_fresh_record_verifies_and_has_no_device_key_yet() {
        let dir = tempfile::tempdir().unwrap();
        let c = check(&desk(&dir.path().join("mjref.db"))).unwrap();
        assert!(c.ok);
        assert_eq!((c.events, c.this_device.clone()), (0, None));
        // Checking did not make a key.
        assert!(!dir.path().join("keys").exists());
    }

    #[test]
    fn two_devices_merge_through_files_in_any_order_without_duplicates() {
        let dir = tempfile::tempdir().unwrap();
        let mut a = desk(&dir.path().join("a.db"));
        let mut b = desk(&dir.path().join("b.db"));
        ruling(&mut a, "p1");
        ruling(&mut a, "p2");
        ruling(&mut b, "p5");
        let (fa, fb) = (dir.path().join("a.mjref"), dir.path().join("b.mjref"));
        assert_eq!(export(&mut a, &stamp(), &fa).unwrap().events, 2);
        assert_eq!(export(&mut b, &stamp(), &fb).unwrap().events, 1);
        let mut head = desk(&dir.path().join("head.db"));
        ruling(&mut head, "p3");
        let first = import(&mut head, &fb).unwrap();
        assert_eq!((first.ok, first.added, first.duplicates), (true, 1, 0));
        let second = import(&mut head, &fa).unwrap();
        assert_eq!((second.added, second.duplicates), (2, 0));
        let again = import(&mut head, &fb).unwrap();
        assert_eq!((again.added, again.duplicates), (0, 1));
        let c = check(&head).unwrap();
        assert!(c.ok, "{:?}", c.problems);
        assert_eq!(c.events, 4);
        assert_eq!(c.devices.len(), 3);
        assert_eq!(c.devices.iter().filter(|d| d.this_device).count(), 1);
        let mine = c.devices.iter().find(|d| d.this_device).unwrap();
        assert_eq!(Some(&mine.device), c.this_device.as_ref());
        assert_eq!(mine.events, 1);
        // Each device named by the referees who recorded on it.
        assert!(c.devices.iter().all(|d| d.referees == ["floor"]));
    }

    #[test]
    fn a_tampered_bundle_is_refused_with_its_problems_and_nothing_is_kept() {
        let dir = tempfile::tempdir().unwrap();
        let mut a = desk(&dir.path().join("a.db"));
        ruling(&mut a, "p1");
        ruling(&mut a, "p2");
        let file = dir.path().join("a.mjref");
        export(&mut a, &stamp(), &file).unwrap();
        let text = std::fs::read_to_string(&file).unwrap();
        std::fs::write(&file, text.replacen("\"p2\"", "\"p3\"", 1)).unwrap();
        let mut head = desk(&dir.path().join("head.db"));
        let r = import(&mut head, &file).unwrap();
        assert!(!r.ok);
        assert_eq!(r.added, 0);
        assert_eq!(r.problems[0].code, "bad-signature");
        assert_eq!(head.store().signed_events().unwrap().len(), 0);
    }

    /// A browser's upload goes through the reader a file does: a bundle's bytes with a NUL are
    /// refused as not text and nothing is kept; the same bytes clean are taken whole, and a
    /// bundle handed over as text is the bundle a file would hold.
    #[test]
    fn an_uploaded_bundle_is_read_as_a_file_is() {
        let dir = tempfile::tempdir().unwrap();
        let mut a = desk(&dir.path().join("a.db"));
        ruling(&mut a, "p1");
        let (events, text) = hand_over(&mut a, &stamp()).unwrap();
        assert_eq!(events, 1);
        let file = dir.path().join("a.mjref");
        export(&mut a, &stamp(), &file).unwrap();
        let mut head = desk(&dir.path().join("head.db"));
        let poisoned = text.replacen("\"p1\"", "\"p\u{0}\"", 1);
        let err = import_bytes(&mut head, poisoned.as_bytes(), "tablet.mjref").unwrap_err();
        assert_eq!(err.code, "file-not-text");
        assert_eq!(err.args["path"], "tablet.mjref");
        assert_eq!(head.store().signed_events().unwrap().len(), 0);
        let r = import_bytes(&mut head, text.as_bytes(), "tablet.mjref").unwrap();
        assert_eq!((r.ok, r.added), (true, 1));
        let again = import(&mut head, &file).unwrap();
        assert_eq!(
            (again.added, again.duplicates),
            (0, 1),
            "the file held the same event"
        );
    }

    #[test]
    fn only_the_head_referee_voids_and_only_with_a_reason_and_the_right_passphrase() {
        use crate::state::AppState;
        let dir = tempfile::tempdir().unwrap();
        let mut floor = desk(&dir.path().join("floor.db"));
        ruling(&mut floor, "p1");
        let target = floor.store().list(None).unwrap()[0].id.clone();
        let bundle = floor.store().bundle().unwrap();
        let stamp = Stamp {
            referee: "head",
            at: Utc::now(),
            utc_offset_minutes: 0,
        };
        let now = chrono::Local::now();
        let role = |app: &AppState| app.with_desk(|d| Ok(d.role()?)).unwrap();
        // A floor referee's device with no role: refused, nothing written.
        let floor_dir = dir.path().join("floor-app");
        let floor_app = AppState::open(&floor_dir, now).unwrap();
        floor_app
            .with_desk(|d| Ok(d.import(&bundle)?.is_ok()))
            .unwrap();
        assert_eq!(role(&floor_app), None);
        let err = floor_app.void(&target, "x", None, now).unwrap_err();
        assert_eq!(err.code, "unauthorized");
        // The head: a sealed key, a list naming it head.
        let head_dir = dir.path().join("head-app");
        let head = AppState::open(&head_dir, now).unwrap();
        head.with_desk(|d| {
            d.seal_key("secret words")?;
            assert!(d.import(&bundle)?.is_ok());
            d.publish_referees("Head", vec![], &stamp)?;
            Ok(())
        })
        .unwrap();
        // As the app finds it after a restart: the key locked until the passphrase is given.
        drop(head);
        let head = AppState::open(&head_dir, now).unwrap();
        assert_eq!(role(&head), Some(Role::Head));
        let count = || {
            head.with_desk(|d| Ok(d.store().signed_events()?.len()))
                .unwrap()
        };
        let before = count();
        let no_reason = head.void(&target, "  ", Some("secret words"), now);
        assert_eq!(no_reason.unwrap_err().code, "void-needs-reason");
        let locked = head.void(&target, "wrong player", None, now);
        assert_eq!(locked.unwrap_err().code, "identity-locked");
        let wrong = head.void(&target, "wrong player", Some("guess"), now);
        assert_eq!(wrong.unwrap_err().code, "wrong-passphrase");
        assert_eq!(count(), before);
        head.void(&target, "wrong player", Some("secret words"), now)
            .unwrap();
        let entry = head
            .rulings(None)
            .unwrap()
            .into_iter()
            .find(|e| e.id == target)
            .unwrap();
        assert_eq!(entry.voided.as_ref().unwrap().reason, "wrong player");
        assert!(head.with_desk(|d| check(d)).unwrap().ok);
    }

    #[test]
    fn a_missing_file_or_an_empty_path_is_an_error_in_words_not_a_crash() {
        let dir = tempfile::tempdir().unwrap();
        let mut head = desk(&dir.path().join("head.db"));
        let missing = import(&mut head, &dir.path().join("none.mjref")).unwrap_err();
        assert_eq!(missing.code, "bad-file");
        assert_eq!(
            import(&mut head, Path::new("")).unwrap_err().code,
            "no-file"
        );
        assert_eq!(
            export(&mut head, &stamp(), dir.path()).unwrap_err().code,
            "no-file"
        );
    }
}
