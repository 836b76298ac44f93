//! The hall's pairing code: 8 characters of Crockford base32 (40 random bits), shown on the
//! head's screen and in its QR code, good for one device, once, for two minutes. Ten wrong
//! tries while a code stands retire it, so guessing cannot outrun it.

use chrono::{DateTime, Duration, Utc};

/// How long a code stands.
pub const LIFETIME_S: i64 = 120;
/// Wrong tries a code survives.
pub const MAX_WRONG: u32 = 10;
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Code {
    pub code: String,
    /// RFC 3339.
    pub expires: String,
}

#[derive(Debug)]
pub struct Pairing {
    code: String,
    expires: DateTime<Utc>,
    wrong: u32,
}

fn fresh_code() -> String {
    let hex = ledger::transport::random_hex(5).expect("the system's random source");
    let bits = u64::from_str_radix(&hex, 16).expect("hex");
    (0..8)
        .rev()
        .map(|i| ALPHABET[((bits >> (i * 5)) & 31) as usize] as char)
        .collect()
}

/// A typed code as the hall compares it: upper case, with Crockford's look-alikes read as the
/// digits they stand for, spaces and dashes left out.
pub fn normalise(typed: &str) -> String {
    typed
        .chars()
        .filter(|c| !matches!(c, ' ' | '-'))
        .map(|c| match c.to_ascii_uppercase() {
            'O' => '0',
            'I' | 'L' => '1',
            c => c,
        })
        .collect()
}

impl Pairing {
    pub fn new(now: DateTime<Utc>) -> Self {
        Pairing {
            code: fresh_code(),
            expires: now + Duration::seconds(LIFETIME_S),
            wrong: 0,
        }
    }

    pub fn current(&self) -> Code {
        Code {
            code: self.code.clone(),
            expires: self
                .expires
                .to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        }
    }

    /// Replaces the code when it has expired; the new one when it did.
    pub fn renew_if_expired(&mut self, now: DateTime<Utc>) -> Option<Code> {
        (now >= self.expires).then(|| {
            *self = Pairing::new(now);
            self.current()
        })
    }

    /// Takes `typed`: true when it is the standing code (which is then used up and replaced).
    /// A wrong one counts against the standing code. Either way, the new code if one was made.
    pub fn redeem(&mut self, typed: &str, now: DateTime<Utc>) -> (bool, Option<Code>) {
        if let Some(new) = self.renew_if_expired(now) {
            return (false, Some(new));
        }
        if normalise(typed) == self.code {
            *self = Pairing::new(now);
            return (true, Some(self.current()));
        }
        self.wrong += 1;
        if self.wrong >= MAX_WRONG {
            *self = Pairing::new(now);
            return (false, Some(self.current()));
        }
        (false, None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_pairs_once_and_not_after_two_minutes() {
        let t0 = Utc::now();
        let mut p = Pairing::new(t0);
        let code = p.current().code;
        assert_eq!(code.len(), 8);
        assert!(code.bytes().all(|b| ALPHABET.contains(&b)));
        let (ok, new) = p.redeem(&code.to_lowercase(), t0);
        assert!(ok, "case does not matter");
        assert_ne!(new.unwrap().code, code, "used: replaced");
        assert!(!p.redeem(&code, t0).0, "once");

        let mut p = Pairing::new(t0);
        let code = p.current().code;
        let late = t0 + Duration::seconds(LIFETIME_S);
        let (ok, new) = p.redeem(&code, late);
        assert!(
            !ok && new.is_some(),
            "expired: refused, and a new code shown"
        );
    }

    #[test]
    fn ten_wrong_tries_retire_a_code() {
        let t0 = Utc::now();
        let mut p = Pairing::new(t0);
        let code = p.current().code;
        for i in 1..MAX_WRONG {
            assert_eq!(p.redeem("WRONG000", t0), (false, None), "try {i}");
        }
        let (ok, new) = p.redeem("WRONG000", t0);
        assert!(!ok && new.is_some());
        assert!(!p.redeem(&code, t0).0, "the retired code no longer pairs");
    }
}
