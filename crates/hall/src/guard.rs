//! What keeps one client from costing the others: a token bucket per device (and per address
//! for the public pairing route), and the nonces each device used within the clock window so a
//! captured request cannot be sent again.

use std::collections::{HashMap, HashSet, VecDeque};
use std::time::{Duration, Instant};

/// How far a request's clock may be from the hall's.
pub const CLOCK_WINDOW_MS: i64 = 120_000;

/// A token bucket: `rate` a second, at most `burst` at once.
#[derive(Debug, Clone, Copy)]
pub struct Rate {
    pub rate: f64,
    pub burst: f64,
}

/// A synced device: 20 requests a second, 40 at once (a tablet makes one or two a second).
pub const SYNC_RATE: Rate = Rate {
    rate: 20.0,
    burst: 40.0,
};
/// Pairing requests from one address: 10 a minute.
pub const PAIR_RATE: Rate = Rate {
    rate: 10.0 / 60.0,
    burst: 10.0,
};

/// Buckets by key; a key idle long enough to be full again is forgotten.
#[derive(Debug, Default)]
pub struct Buckets {
    buckets: HashMap<String, (f64, Instant)>,
}

impl Buckets {
    /// Whether `key` may make one more request now (and takes it).
    pub fn take(&mut self, key: &str, rate: Rate, now: Instant) -> bool {
        if self.buckets.len() > 10_000 {
            let idle = Duration::from_secs_f64(rate.burst / rate.rate);
            self.buckets
                .retain(|_, (_, at)| now.duration_since(*at) < idle);
        }
        let (tokens, at) = self
            .buckets
            .entry(key.to_string())
            .or_insert((rate.burst, now));
        *tokens = (*tokens + now.duration_since(*at).as_secs_f64() * rate.rate).min(rate.burst);
        *at = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// One device's nonces: to look up, and in the order seen to forget.
type Seen = (HashSet<String>, VecDeque<(Instant, String)>);

/// The nonces seen per device, each kept for twice the clock window (after which a request
/// carrying it is refused by its time anyway).
#[derive(Debug, Default)]
pub struct Nonces {
    seen: HashMap<String, Seen>,
}

impl Nonces {
    /// Notes `nonce` for `device`; false when it was seen (a replay).
    pub fn first_use(&mut self, device: &str, nonce: &str, now: Instant) -> bool {
        let keep = Duration::from_millis(2 * CLOCK_WINDOW_MS as u64);
        // Devices whose every nonce has aged out are forgotten (only signers reach here).
        if self.seen.len() > 1_000 {
            self.seen.retain(|_, (_, order)| {
                order
                    .back()
                    .is_some_and(|(at, _)| now.duration_since(*at) < keep)
            });
        }
        let (set, order) = self.seen.entry(device.to_string()).or_default();
        while let Some((at, old)) = order.front() {
            if now.duration_since(*at) < keep {
                break;
            }
            set.remove(old);
            order.pop_front();
        }
        if !set.insert(nonce.to_string()) {
            return false;
        }
        order.push_back((now, nonce.to_string()));
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_allows_its_burst_then_its_rate() {
        let mut b = Buckets::default();
        let t0 = Instant::now();
        let allowed = (0..100).filter(|_| b.take("d", SYNC_RATE, t0)).count();
        assert_eq!(allowed, 40);
        assert!(!b.take("d", SYNC_RATE, t0));
        assert!(
            b.take("other", SYNC_RATE, t0),
            "another key has its own bucket"
        );
        let later = t0 + Duration::from_millis(100);
        assert_eq!((0..10).filter(|_| b.take("d", SYNC_RATE, later)).count(), 2);
    }

    #[test]
    fn a_nonce_is_used_once_until_its_window_has_passed() {
        let mut n = Nonces::default();
        let t0 = Instant::now();
        assert!(n.first_use("d", "a", t0));
        assert!(!n.first_use("d", "a", t0 + Duration::from_secs(100)));
        assert!(n.first_use("e", "a", t0), "per device");
        assert!(n.first_use("d", "a", t0 + Duration::from_secs(241)));
    }
}
