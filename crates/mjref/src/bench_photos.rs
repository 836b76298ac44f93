//! `mjref bench photos`: a 12-megapixel phone photo prepared as evidence (decoded, turned,
//! shrunk to 2560 px, re-encoded, its thumbnail made, hashed) against the 1.5 s; and a
//! record holding N photos verified, with the time split between the events (signatures,
//! chains) and the photos (reading and hashing every byte), to say which dominates. Prints;
//! asserts nothing.

use crate::bench_review::median_ms;
use crate::output::{CliError, Output};
use image::{ImageFormat, RgbImage};
use ledger::{NewEvent, Photo, Store};
use serde_json::json;

/// A 4000 × 3000 picture with detail everywhere (a flat one would compress to nothing and
/// flatter the encoder), as a phone's JPEG.
fn twelve_megapixels() -> Result<Vec<u8>, CliError> {
    let img = RgbImage::from_fn(4000, 3000, |x, y| {
        let n = x.wrapping_mul(2_654_435_761) ^ y.wrapping_mul(40_503);
        image::Rgb([
            (x / 16) as u8 ^ (n >> 24) as u8 & 15,
            (y / 12) as u8,
            ((x + y) / 28) as u8 ^ (n >> 16) as u8 & 15,
        ])
    });
    let mut out = std::io::Cursor::new(Vec::new());
    img.write_to(&mut out, ImageFormat::Jpeg)
        .map_err(CliError::internal)?;
    Ok(out.into_inner())
}

fn evidence_event(n: usize, sha256: &str) -> NewEvent {
    NewEvent {
        kind: ledger::roles::APPEAL_EVIDENCE.into(),
        recorded_at: chrono::Utc::now(),
        utc_offset_minutes: 480,
        referee: "bench".into(),
        event: "open".into(),
        ruleset: "sbr-2025".into(),
        catalogue_version: "bench".into(),
        session: "R1".into(),
        table: Some(1),
        hand: None,
        player: "P1".into(),
        incident: "late-arrival".into(),
        body: json!({"case": format!("case-{}", n / 4), "photos": [sha256], "width": 2560, "height": 1920, "caption": ""}),
    }
}

pub fn photos(out: &Output, n: usize) -> Result<(), CliError> {
    let settings = evidence::Settings::builtin();
    let phone = twelve_megapixels()?;
    let mut stored = None;
    let prepare_ms = median_ms(3, || {
        stored = evidence::prepare(&phone, &settings).ok();
    });
    let stored = stored.ok_or_else(|| CliError::internal("the bench photo was refused"))?;

    // N different photos of the stored size: the stored JPEG with one byte of its picture
    // changed for each (the ledger keeps bytes; it does not look at them).
    let dir = tempfile::tempdir().map_err(CliError::internal)?;
    let mut store = Store::open(&dir.path().join("bench.db"))?;
    let mut total_bytes = 0;
    for i in 0..n {
        let mut bytes = stored.bytes.clone();
        let at = bytes.len() / 2 + i;
        bytes[at] = bytes[at].wrapping_add(1 + (i / bytes.len()) as u8);
        let photo = Photo::of(bytes);
        total_bytes += photo.bytes.len();
        let id = uuid::Uuid::now_v7().to_string();
        store.append_with_photos(&id, &evidence_event(i, &photo.sha256), &[photo])?;
    }
    let mut ok = false;
    let verify_ms = median_ms(3, || {
        ok = store
            .verify(tournament::arrival::Arrival::builtin())
            .is_ok_and(|r| r.ok());
    });
    let events = store.signed_events()?;
    let events_ms = median_ms(3, || {
        std::hint::black_box(ledger::verify(
            &events,
            tournament::arrival::Arrival::builtin(),
        ));
    });
    let photos_ms = median_ms(3, || {
        for e in &events {
            for sha in e.link().map(|l| l.photos).unwrap_or_default() {
                if let Ok(Some(bytes)) = store.photo(&sha) {
                    std::hint::black_box(ledger::photo::sha256(&bytes) == sha);
                }
            }
        }
    });
    let doc = json!({
        "phone_photo_bytes": phone.len(), "stored_bytes": stored.bytes.len(),
        "stored": [stored.width, stored.height], "prepare_median_ms": prepare_ms, "prepare_target_ms": 1500.0,
        "record_photos": n, "record_photo_bytes": total_bytes, "verify_ok": ok, "verify_median_ms": verify_ms,
        "verify_events_ms": events_ms, "verify_photos_ms": photos_ms,
    });
    out.print(&doc, || {
        format!(
            "a 12-megapixel JPEG ({} KiB) stored as {}×{} ({} KiB) with its thumbnail: median {prepare_ms:.0} ms (target < 1500 ms)\nverifying a record of {n} photos ({} MiB): median {verify_ms:.0} ms, ok: {ok} — the events' signatures and chains {events_ms:.0} ms, reading and hashing the photos {photos_ms:.0} ms",
            phone.len() / 1024,
            stored.width,
            stored.height,
            stored.bytes.len() / 1024,
            total_bytes / (1024 * 1024),
        )
    });
    Ok(())
}
