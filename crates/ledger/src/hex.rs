//! Lowercase hex, read strictly: an uppercase digit is refused, so every byte of a key, hash or
//! signature has exactly one spelling and a changed letter can never read as the same value.

pub fn encode(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        out.push(DIGITS[(b >> 4) as usize] as char);
        out.push(DIGITS[(b & 15) as usize] as char);
    }
    out
}

fn digit(c: u8) -> Option<u8> {
    match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        _ => None,
    }
}

/// Exactly `N` bytes as `2 N` lowercase hex digits, or nothing.
pub fn decode_array<const N: usize>(text: &str) -> Option<[u8; N]> {
    let t = text.as_bytes();
    if t.len() != 2 * N {
        return None;
    }
    let mut out = [0u8; N];
    for (i, pair) in t.chunks_exact(2).enumerate() {
        out[i] = (digit(pair[0])? << 4) | digit(pair[1])?;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    #[test]
    fn round_trips_and_refuses_other_spellings() {
        let bytes = [0u8, 1, 0xab, 0xff];
        let text = super::encode(&bytes);
        assert_eq!(text, "0001abff");
        assert_eq!(super::decode_array::<4>(&text), Some(bytes));
        assert_eq!(super::decode_array::<4>("0001ABFF"), None);
        assert_eq!(super::decode_array::<4>("0001abf"), None);
        assert_eq!(super::decode_array::<4>("0001abfg"), None);
    }
}
