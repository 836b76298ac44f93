//! What can go wrong between a device and its hall, as the device tells its user.

use std::collections::BTreeMap;

#[derive(Debug, thiserror::Error)]
pub enum HallError {
    /// This device has not paired with a hall.
    #[error("not paired with a hall")]
    NotPaired,
    /// The hall did not answer (the network, or the hall is closed); `reason` is one of
    /// [`HallError::UNREACHABLE`], said in the user's language, `detail` the system's own words.
    #[error("the hall at {url} did not answer ({reason}): {detail}")]
    Unreachable {
        url: String,
        reason: &'static str,
        detail: String,
    },
    /// An answer not signed by the hall's key pinned at pairing: someone else answered.
    #[error("an answer not signed by the hall")]
    Forged,
    /// An answer that does not read as the protocol's.
    #[error("an unreadable answer: {detail}")]
    Unreadable { detail: String },
    /// The hall refused the request with one of its codes.
    #[error("the hall refused: {code}")]
    Refused {
        code: &'static str,
        args: BTreeMap<String, String>,
    },
    /// This device holds no shared event, so it has no hall to open.
    #[error("no shared event to open a hall for")]
    NoEvent,
    /// Only the event's head opens its hall; `device` (named `head`) holds that role.
    #[error("the hall of this event is the head's: {head} ({device})")]
    NotHead { head: String, device: String },
    #[error(transparent)]
    Tournament(#[from] tournament::TournamentError),
}

/// The codes a hall refuses with, each said by `error-<code>` in `locales/`.
pub const REFUSALS: &[&str] = &[
    "hall-unauthorized",
    "not-enrolled",
    "revoked",
    "pairing-refused",
    "pairing-code",
    "hall-busy",
    "hall-too-large",
    "hall-bundle-refused",
    "hall-bad-request",
    "internal",
    // A pairing name refused as any typed name is.
    "empty-id",
    "field-too-long",
    "control-character",
];

impl HallError {
    pub const CODES: &'static [&'static str] = &[
        "hall-not-paired",
        "hall-unreachable",
        "hall-forged",
        "hall-unreadable",
        "hall-no-event",
        "hall-not-head",
    ];

    /// The hall's refusal `code` (with `args`) as this device's error; a code the device does
    /// not know is an unreadable answer.
    pub fn refused(code: &str, args: BTreeMap<String, String>) -> Self {
        match REFUSALS.iter().find(|c| **c == code) {
            Some(code) => HallError::Refused { code, args },
            None => HallError::Unreadable {
                detail: code.chars().take(40).collect(),
            },
        }
    }

    /// Whether the refusal may pass by itself: the hall busy, the head yet to enrol.
    pub fn is_passing(&self) -> bool {
        matches!(
            self,
            HallError::Refused {
                code: "hall-busy" | "not-enrolled",
                ..
            }
        )
    }

    /// Why a hall was not reached, as `error-hall-unreachable` says each.
    pub const UNREACHABLE: &'static [&'static str] =
        &["refused", "timeout", "closed", "address", "other"];

    /// The hall at `url` not reached for `e`.
    pub fn unreachable(url: &str, e: &std::io::Error) -> Self {
        use std::io::ErrorKind as K;
        let reason = match e.kind() {
            K::ConnectionRefused => "refused",
            K::TimedOut | K::WouldBlock => "timeout",
            K::ConnectionReset | K::ConnectionAborted | K::BrokenPipe | K::UnexpectedEof => {
                "closed"
            }
            K::HostUnreachable | K::NetworkUnreachable | K::AddrNotAvailable => "address",
            _ => "other",
        };
        HallError::Unreachable {
            url: url.to_string(),
            reason,
            detail: e.to_string(),
        }
    }

    /// Whether the hall was not reached (the device goes on offline and tries again).
    pub fn is_offline(&self) -> bool {
        matches!(self, HallError::Unreachable { .. })
    }
}

impl errcode::Coded for HallError {
    fn code(&self) -> &'static str {
        match self {
            HallError::NotPaired => "hall-not-paired",
            HallError::Unreachable { .. } => "hall-unreachable",
            HallError::Forged => "hall-forged",
            HallError::Unreadable { .. } => "hall-unreadable",
            HallError::NoEvent => "hall-no-event",
            HallError::NotHead { .. } => "hall-not-head",
            HallError::Refused { code, .. } => code,
            HallError::Tournament(e) => e.code(),
        }
    }

    fn args(&self) -> BTreeMap<String, String> {
        match self {
            HallError::Unreachable {
                url,
                reason,
                detail,
            } => BTreeMap::from([
                ("url".into(), url.clone()),
                ("reason".into(), reason.to_string()),
                ("detail".into(), detail.clone()),
            ]),
            HallError::Unreadable { detail } => BTreeMap::from([("detail".into(), detail.clone())]),
            HallError::Refused { args, .. } => args.clone(),
            HallError::NotHead { head, device } => BTreeMap::from([
                ("head".into(), head.clone()),
                ("device".into(), device.clone()),
            ]),
            HallError::Tournament(e) => e.args(),
            _ => BTreeMap::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::HallError;
    use l10n::Arg;
    use std::collections::BTreeMap;

    /// Every reason a hall was not reached has its own words in each language: only `other`
    /// reads as the sentence's default.
    #[test]
    fn each_unreachable_reason_is_said_in_every_language() {
        let said = |lang: &str, reason: &str| {
            let args = BTreeMap::from([
                ("url".to_string(), Arg::Text("http://10.0.0.2:8470/".into())),
                ("reason".to_string(), Arg::Text(reason.into())),
            ]);
            crate::reports::localizer().format(lang, "error-hall-unreachable", &args)
        };
        for lang in ["zh-CN", "en", "ja"] {
            let fallback = said(lang, "no-such-reason");
            for reason in HallError::UNREACHABLE {
                assert_eq!(
                    said(lang, reason) == fallback,
                    *reason == "other",
                    "{lang}: {reason}"
                );
            }
        }
    }
}
