//! Verification: a pure function over a list of signed events. It checks every signature and
//! every device's chain (numbered from 1 without gaps, each event naming the hash of the one
//! before) and that no id stands for two different contents. Problems come back as values
//! with a code and arguments; `locales/<lang>/record.ftl` says them in words.

use crate::batch;
use crate::checkpoint;
use crate::event::{Link, Payload, SignedEvent};
use crate::inspect::Inspect;
pub use crate::problem::Problem;
use crate::roles;
use ed25519_dalek::{Signature, VerifyingKey};
use std::collections::{BTreeMap, HashMap, HashSet};

/// One device's chain as verification found it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct DeviceChain {
    pub device: String,
    pub events: u64,
    /// The hash of its last event: compare it with another copy to see that nothing was cut
    /// from the end.
    pub head: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// Distinct events checked.
    pub events: usize,
    pub problems: Vec<Problem>,
    pub devices: Vec<DeviceChain>,
}

impl Report {
    pub fn ok(&self) -> bool {
        self.problems.is_empty()
    }

    /// One hash for the record as verified: SHA-256 over each device's chain (its key, how
    /// many events, the hash of its last), in order of device. Each chain's last hash covers
    /// every event before it and every photo they name, so two copies with the same digest
    /// hold the same record; a case file prints it.
    pub fn digest(&self) -> String {
        let mut chains: Vec<&DeviceChain> = self.devices.iter().collect();
        chains.sort_by(|a, b| a.device.cmp(&b.device));
        let text: String = chains
            .iter()
            .map(|c| format!("{} {} {}\n", c.device, c.events, c.head))
            .collect();
        crate::photo::sha256(text.as_bytes())
    }
}

/// Checks a whole record or bundle: signatures, chains, ids, roles, and each event's content
/// as `inspect` judges it.
pub fn verify(events: &[SignedEvent], inspect: &dyn Inspect) -> Report {
    verify_links(events, inspect).0
}

/// Checks a bundle: its events as `verify` does, and that every photo they name is in it with
/// the bytes the name was made from, and is a photo `inspect` lets the record keep.
pub fn verify_bundle(bundle: &crate::bundle::Bundle, inspect: &dyn Inspect) -> Report {
    let (mut report, links) = verify_links(&bundle.events, inspect);
    report
        .problems
        .extend(photo_problems(&bundle.photos, inspect));
    let photos: HashMap<&str, &crate::Photo> = bundle
        .photos
        .iter()
        .map(|p| (p.sha256.as_str(), p))
        .collect();
    // A carried photo's bytes were judged above; here only whether each named one is carried.
    report.problems.extend(
        check_photos(&links, |sha256| {
            Ok::<_, std::convert::Infallible>(photos.get(sha256).map(|_| true))
        })
        .unwrap_or_else(|never| match never {}),
    );
    report
}

/// The photo problems of `links`: `intact(sha256)` says whether a photo is held (`None`: not
/// held) and whether its bytes hash to its name. Each photo is judged once, however many
/// events name it.
pub fn check_photos<E>(
    links: &[Link],
    mut intact: impl FnMut(&str) -> Result<Option<bool>, E>,
) -> Result<Vec<Problem>, E> {
    let mut problems = Vec::new();
    let mut judged: HashMap<&str, Option<bool>> = HashMap::new();
    for link in links {
        for sha256 in &link.photos {
            let verdict = match judged.get(sha256.as_str()) {
                Some(v) => *v,
                None => {
                    let v = intact(sha256)?;
                    judged.insert(sha256, v);
                    if v == Some(false) {
                        problems.push(Problem::PhotoAltered {
                            sha256: sha256.clone(),
                        });
                    }
                    v
                }
            };
            if verdict.is_none() {
                problems.push(Problem::PhotoMissing {
                    id: link.id.clone(),
                    sha256: sha256.clone(),
                });
            }
        }
    }
    Ok(problems)
}

/// The photos among `photos` whose bytes are not their name's, or that `inspect` refuses.
pub fn photo_problems(photos: &[crate::Photo], inspect: &dyn Inspect) -> Vec<Problem> {
    photos
        .iter()
        .filter_map(|p| {
            if !p.intact() {
                return Some(Problem::PhotoAltered {
                    sha256: p.sha256.clone(),
                });
            }
            let fault = inspect.photo(&p.bytes).err()?;
            Some(Problem::PhotoUnsound {
                sha256: p.sha256.clone(),
                fault,
            })
        })
        .collect()
}

/// One event read whole: its payload when the record's other checks need it (a role-bearing
/// event, an appeal case, a checkpoint), and its content problem if the payload's own schema
/// (a time that does not read) or `inspect` finds one.
pub fn read_content(
    e: &SignedEvent,
    id: &str,
    inspect: &dyn Inspect,
) -> (Option<Payload>, Option<Problem>) {
    let bad = |kind: &str, who: Option<String>, fault: errcode::ErrorCode| Problem::BadContent {
        id: id.to_string(),
        kind: kind.to_string(),
        who: who.unwrap_or_else(|| id.to_string()),
        fault,
    };
    let p = match e.decode() {
        Ok(p) => p,
        Err(err) => return (None, Some(bad("", None, err.into()))),
    };
    let kind = p.kind.clone();
    let needed =
        roles::needs_role(&kind) || kind == roles::APPEAL_CASE || kind == checkpoint::CHECKPOINT;
    // Most events (rulings) are needed for nothing else: moved, not copied, into the check.
    let (kept, event) = match needed {
        true => (Some(p.clone()), p.into_new_event()),
        false => (None, p.into_new_event()),
    };
    let problem = match event {
        Err(err) => Some(bad(&kind, None, err.into())),
        Ok(event) => inspect
            .event(&event)
            .err()
            .map(|f| bad(&kind, Some(event.who()), f)),
    };
    (kept, problem)
}

/// `verify`, with the links of the distinct events (for the photo checks).
pub fn verify_links(events: &[SignedEvent], inspect: &dyn Inspect) -> (Report, Vec<Link>) {
    let (kept, links, mut problems) = check_events(events);
    problems.extend(check_chains(&links));
    // Every distinct event is read once: its content judged, and what the role and checkpoint
    // checks need read from the same payload.
    let mut decoded: Vec<Payload> = Vec::with_capacity(kept.len());
    for (&i, link) in kept.iter().zip(&links) {
        let (payload, problem) = read_content(&events[i], &link.id, inspect);
        problems.extend(problem);
        decoded.extend(payload);
    }
    let ids: HashSet<&str> = links.iter().map(|l| l.id.as_str()).collect();
    let cases: HashSet<&str> = decoded
        .iter()
        .filter(|p| p.kind == roles::APPEAL_CASE)
        .map(|p| p.id.as_str())
        .collect();
    problems.extend(roles::check(&role_events(&decoded), &ids, &cases));
    let cuts = tail_cuts(&links, &decoded, &problems);
    problems.extend(cuts);
    let report = Report {
        events: links.len(),
        devices: chains_of(&links),
        problems,
    };
    (report, links)
}

/// The events cut from the end of a chain below a head's checkpoint (`checkpoint`): the
/// record's checkpoints read beside its role-bearing events (who is head). An event whose
/// signature failed (in `problems`) vouches for nothing and makes no head.
fn tail_cuts(links: &[Link], payloads: &[Payload], problems: &[Problem]) -> Vec<Problem> {
    let forged: HashSet<&str> = problems
        .iter()
        .filter_map(|p| match p {
            Problem::BadSignature { id } => Some(id.as_str()),
            _ => None,
        })
        .collect();
    let signed = payloads.iter().filter(|p| !forged.contains(p.id.as_str()));
    checkpoint::checkpoint_problems(links, signed)
}

/// The role-bearing events among `payloads`, as `roles::check` reads them.
pub fn role_events(payloads: &[Payload]) -> Vec<roles::RoleEvent<'_>> {
    payloads
        .iter()
        .filter(|p| roles::needs_role(&p.kind))
        .map(Payload::role_event)
        .collect()
}

/// Reads and checks the signature of each event; returns the distinct events (an exact repeat
/// counts once) as their indexes in `events` and their links, and the problems found.
pub fn check_events(events: &[SignedEvent]) -> (Vec<usize>, Vec<Link>, Vec<Problem>) {
    let mut problems = Vec::new();
    let mut kept: Vec<usize> = Vec::with_capacity(events.len());
    let mut links: Vec<Link> = Vec::with_capacity(events.len());
    let mut unique: Vec<&SignedEvent> = Vec::with_capacity(events.len());
    let mut by_id: HashMap<String, (String, String)> = HashMap::with_capacity(events.len());
    for (i, e) in events.iter().enumerate() {
        let link = match e.link() {
            Ok(link) => link,
            Err(detail) => {
                problems.push(Problem::Unreadable { at: i + 1, detail });
                continue;
            }
        };
        match by_id.get(&link.id) {
            Some((hash, sig)) if *hash == link.hash && *sig == e.sig => continue,
            Some(_) => {
                problems.push(Problem::DuplicateId { id: link.id });
                continue;
            }
            None => {
                by_id.insert(link.id.clone(), (link.hash.clone(), e.sig.clone()));
            }
        }
        links.push(link);
        unique.push(e);
        kept.push(i);
    }
    for bad in bad_signatures(&unique, &links) {
        problems.push(Problem::BadSignature {
            id: links[bad].id.clone(),
        });
    }
    (kept, links, problems)
}

/// Signatures are checked this many at a time (bigger batches cost less per signature, and a
/// batch with a bad one is checked again one by one to name it).
const BATCH: usize = 1024;

/// Indexes (into `events`) whose signature does not verify.
fn bad_signatures(events: &[&SignedEvent], links: &[Link]) -> Vec<usize> {
    let mut keys: HashMap<&str, Option<VerifyingKey>> = HashMap::new();
    let mut bad = Vec::new();
    let (mut indexes, mut items) = (Vec::with_capacity(events.len()), Vec::new());
    for (i, (e, link)) in events.iter().zip(links).enumerate() {
        let key = *keys.entry(link.device.as_str()).or_insert_with(|| {
            crate::hex::decode_array::<32>(&link.device)
                .and_then(|b| VerifyingKey::from_bytes(&b).ok())
                // A weak key would let one signature stand for many messages.
                .filter(|k| !k.is_weak())
        });
        let sig = crate::hex::decode_array::<64>(&e.sig).map(|b| Signature::from_bytes(&b));
        match (key, sig) {
            (Some(key), Some(signature)) => {
                indexes.push(i);
                items.push(batch::Item {
                    message: e.payload.as_bytes(),
                    key,
                    signature,
                });
            }
            _ => bad.push(i),
        }
    }
    for (indexes, items) in indexes.chunks(BATCH).zip(items.chunks(BATCH)) {
        if !batch::all_valid(items) {
            for (i, item) in indexes.iter().zip(items) {
                if item
                    .key
                    .verify_strict(item.message, &item.signature)
                    .is_err()
                {
                    bad.push(*i);
                }
            }
        }
    }
    bad.sort_unstable();
    bad
}

/// Each device's events must be numbered 1, 2, 3… with each naming the hash of the one before
/// (the first names none), and no number may be taken twice.
pub fn check_chains(links: &[Link]) -> Vec<Problem> {
    let mut problems = Vec::new();
    for (device, chain) in by_device(links) {
        let mut expected = 1u64;
        let mut before: Option<&Link> = None;
        for (k, link) in chain.iter().enumerate() {
            if k > 0 && chain[k - 1].seq == link.seq {
                // Report each forked place once.
                if k < 2 || chain[k - 2].seq != link.seq {
                    problems.push(Problem::ChainFork {
                        device: device.to_string(),
                        seq: link.seq,
                    });
                }
                continue;
            }
            if link.seq > expected {
                problems.push(Problem::ChainGap {
                    device: device.to_string(),
                    from: expected,
                    to: link.seq - 1,
                });
            } else {
                let want = before.map(|b| b.hash.as_str());
                if link.prev.as_deref() != want {
                    problems.push(Problem::ChainBroken {
                        device: device.to_string(),
                        seq: link.seq,
                    });
                }
            }
            expected = link.seq + 1;
            before = Some(link);
        }
    }
    problems
}

/// Links grouped by device (in device order), each chain sorted by sequence number.
fn by_device(links: &[Link]) -> BTreeMap<&str, Vec<&Link>> {
    let mut chains: BTreeMap<&str, Vec<&Link>> = BTreeMap::new();
    for link in links {
        chains.entry(link.device.as_str()).or_default().push(link);
    }
    for chain in chains.values_mut() {
        chain.sort_by(|a, b| a.seq.cmp(&b.seq).then_with(|| a.hash.cmp(&b.hash)));
    }
    chains
}

pub fn chains_of(links: &[Link]) -> Vec<DeviceChain> {
    by_device(links)
        .into_iter()
        .map(|(device, chain)| DeviceChain {
            device: device.to_string(),
            events: chain.len() as u64,
            head: chain.last().map(|l| l.hash.clone()).unwrap_or_default(),
        })
        .collect()
}
