//! Checkpoints (issue 23, point 9): a hash chain cannot show that its last events were cut,
//! since what is left is still a valid chain. So with each bundle it exports, the head
//! referee's device signs a checkpoint of what it holds of every device's chain — each
//! device's last sequence number and that event's hash, its own chain included up to the event
//! before the checkpoint — as Certificate Transparency's signed tree heads and C2SP's
//! checkpoints do. Any copy of the record that holds the checkpoint must then hold every event
//! it vouches for; one cut below it is reported (`tail-cut`). Events recorded after the last
//! checkpoint can still be cut unseen: that is the limit that remains.
//!
//! Only a head's checkpoint counts: a device that is head in a valid referee list, or, in a
//! record with no list, the creator of an event (the signer of its version 1). A checkpoint
//! signed by anyone else is ignored, not reported: a floor device could otherwise raise false
//! alarms by vouching for events that never were.

use crate::event::{Link, Payload};
use crate::problem::Problem;
use crate::roles::{self, Role, RoleEvent};
use serde::{Deserialize, Serialize};
use std::cmp::Reverse;
use std::collections::{BTreeMap, HashMap, HashSet};

/// The kind of a checkpoint event.
pub const CHECKPOINT: &str = "checkpoint";

/// The body of a checkpoint: what its signer held of each device's chain, by device key.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CheckpointBody {
    pub chains: BTreeMap<String, Held>,
}

/// A device's chain as a checkpoint's signer held it: up to event `seq`, whose hash is `hash`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Held {
    pub seq: u64,
    pub hash: String,
}

impl CheckpointBody {
    /// Whether it has the shape a checkpoint must have: each device a key, each `seq` from 1,
    /// each hash a SHA-256 in 64 lowercase hex digits. The error is the value that is not.
    pub fn check(&self) -> Result<(), String> {
        for (device, held) in &self.chains {
            if !roles::is_device_key(device) {
                return Err(device.clone());
            }
            if held.seq == 0 {
                return Err(held.seq.to_string());
            }
            if !crate::photo::is_sha256(&held.hash) {
                return Err(held.hash.clone());
            }
        }
        Ok(())
    }
}

/// The devices whose checkpoints count, each with the event it is head of (the latest such
/// among `events`, in their order): every head named in a valid referee list or, when there is
/// no valid list, every event's creator.
pub fn heads(events: &[RoleEvent]) -> BTreeMap<String, String> {
    let (lists, _) = roles::referee_lists(events);
    let mut heads = BTreeMap::new();
    if !lists.is_empty() {
        for e in events.iter().filter(|e| e.kind == roles::REFEREES) {
            let Some((_, list)) = lists.get(e.id) else {
                continue;
            };
            for r in list.referees.iter().filter(|r| r.role == Role::Head) {
                heads.insert(r.device.clone(), e.event.to_string());
            }
        }
        return heads;
    }
    // In event order, so a device that created several is labelled the same way every time.
    let creators: BTreeMap<&str, _> = roles::creators(events).into_iter().collect();
    for (event, devices) in creators {
        for device in devices {
            heads.insert(device.to_string(), event.to_string());
        }
    }
    heads
}

/// The tail cuts of a record: `links` are all its events; `payloads` hold at least its
/// referee lists, its event versions and its checkpoints (others are passed over). For every
/// checkpoint signed by a head ([`heads`]), every device it names must have its event `seq`
/// here with the hash the checkpoint gives. One problem a device, for the furthest event
/// vouched for that is not here (then the earliest checkpoint, by id, vouching for it).
pub fn checkpoint_problems<'p>(
    links: &[Link],
    payloads: impl IntoIterator<Item = &'p Payload>,
) -> Vec<Problem> {
    let held: HashSet<(&str, u64, &str)> = links
        .iter()
        .map(|l| (l.device.as_str(), l.seq, l.hash.as_str()))
        .collect();
    let mut top: HashMap<&str, u64> = HashMap::new();
    for l in links {
        let t = top.entry(l.device.as_str()).or_default();
        *t = (*t).max(l.seq);
    }
    let found: Result<_, std::convert::Infallible> = checkpoint_problems_by(
        |device, seq, hash| Ok(held.contains(&(device, seq, hash))),
        |device| Ok(top.get(device).copied().unwrap_or(0)),
        payloads,
    );
    match found {
        Ok(problems) => problems,
        Err(never) => match never {},
    }
}

/// [`checkpoint_problems`] with the record asked through `held` (whether `device`'s event
/// `seq` is here with hash `hash`) and `top` (the device's last sequence number here), for a
/// caller that does not hold every link in memory (an import).
pub fn checkpoint_problems_by<'p, E>(
    mut held: impl FnMut(&str, u64, &str) -> Result<bool, E>,
    mut top: impl FnMut(&str) -> Result<u64, E>,
    payloads: impl IntoIterator<Item = &'p Payload>,
) -> Result<Vec<Problem>, E> {
    let payloads: Vec<&Payload> = payloads.into_iter().collect();
    let role_events: Vec<RoleEvent> = payloads
        .iter()
        .filter(|p| roles::needs_role(&p.kind))
        .map(|p| p.role_event())
        .collect();
    let heads = heads(&role_events);
    let checkpoints: Vec<(&Payload, CheckpointBody)> = payloads
        .iter()
        .filter(|p| p.kind == CHECKPOINT && heads.contains_key(&p.device))
        .filter_map(|p| Some((*p, CheckpointBody::deserialize(&p.body).ok()?)))
        .collect();
    if checkpoints.is_empty() {
        return Ok(Vec::new());
    }
    // Per device: the furthest event vouched for and not held, and the checkpoint saying so.
    let mut cut: BTreeMap<&str, (u64, &str)> = BTreeMap::new();
    let mut asked: HashMap<(&str, u64, &str), bool> = HashMap::new();
    for (p, body) in &checkpoints {
        for (device, claim) in &body.chains {
            let key = (device.as_str(), claim.seq, claim.hash.as_str());
            let here = match asked.get(&key) {
                Some(here) => *here,
                None => {
                    let here = held(key.0, key.1, key.2)?;
                    asked.insert(key, here);
                    here
                }
            };
            if here {
                continue;
            }
            let this = (claim.seq, p.id.as_str());
            let further =
                |(seq, id): &(u64, &str)| (this.0, Reverse(this.1)) > (*seq, Reverse(*id));
            if cut.get(device.as_str()).is_none_or(further) {
                cut.insert(device, this);
            }
        }
    }
    cut.into_iter()
        .map(|(device, (signed_seq, checkpoint))| {
            Ok(Problem::TailCut {
                device: device.to_string(),
                held: top(device)?,
                signed_seq,
                checkpoint: checkpoint.to_string(),
            })
        })
        .collect()
}

/// The body of the checkpoint `me` signs now over `chains` (each device's last sequence
/// number and hash in its record, `me`'s own included), or `None` when its last event
/// (`last`: its kind and body) is already a checkpoint of the same chains: nothing changed.
pub fn next(
    me: &str,
    chains: BTreeMap<String, Held>,
    last: Option<(&str, &serde_json::Value)>,
) -> Option<CheckpointBody> {
    let others = |c: &BTreeMap<String, Held>| -> Vec<(String, Held)> {
        c.iter()
            .filter(|(d, _)| *d != me)
            .map(|(d, h)| (d.clone(), h.clone()))
            .collect()
    };
    if let Some((CHECKPOINT, body)) = last {
        if let Ok(before) = CheckpointBody::deserialize(body) {
            if others(&before.chains) == others(&chains) {
                return None;
            }
        }
    }
    Some(CheckpointBody { chains })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn held(seq: u64, hash: &str) -> Held {
        Held {
            seq,
            hash: hash.into(),
        }
    }

    #[test]
    fn nothing_changed_since_the_last_checkpoint_signs_nothing() {
        let me = "aa".repeat(32);
        let other = "bb".repeat(32);
        let chains = BTreeMap::from([
            (me.clone(), held(4, &"11".repeat(32))),
            (other.clone(), held(5, &"22".repeat(32))),
        ]);
        let body = serde_json::to_value(CheckpointBody {
            chains: BTreeMap::from([
                (me.clone(), held(3, &"33".repeat(32))),
                (other.clone(), held(5, &"22".repeat(32))),
            ]),
        })
        .unwrap();
        assert_eq!(next(&me, chains.clone(), Some((CHECKPOINT, &body))), None);
        assert!(next(&me, chains.clone(), Some(("ruling", &body))).is_some());
        let mut more = chains.clone();
        more.insert(other, held(6, &"44".repeat(32)));
        assert!(next(&me, more, Some((CHECKPOINT, &body))).is_some());
        assert!(next(&me, chains, None).is_some());
    }

    #[test]
    fn the_body_must_name_keys_numbers_from_one_and_hashes() {
        let good: CheckpointBody = serde_json::from_value(
            json!({"chains": {"ab".repeat(32): {"seq": 1, "hash": "cd".repeat(32)}}}),
        )
        .unwrap();
        assert_eq!(good.check(), Ok(()));
        for bad in [
            json!({"chains": {"AB".repeat(32): {"seq": 1, "hash": "cd".repeat(32)}}}),
            json!({"chains": {"ab".repeat(32): {"seq": 0, "hash": "cd".repeat(32)}}}),
            json!({"chains": {"ab".repeat(32): {"seq": 1, "hash": "cd"}}}),
        ] {
            let body: CheckpointBody = serde_json::from_value(bad).unwrap();
            assert!(body.check().is_err());
        }
        assert!(
            serde_json::from_value::<CheckpointBody>(json!({"chains": {}, "extra": 1})).is_err()
        );
    }
}
