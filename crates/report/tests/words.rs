//! Sanctions read in a report as they read on screen: every placeholder filled, the two
//! payments that are not one number (by role, uneven shares) in their own sentences.

use rulebook::{Sanction, SanctionKind};
use std::collections::BTreeMap;

#[test]
fn every_sanction_kind_reads_without_an_unfilled_placeholder() {
    let l10n = l10n::Localizer::new().unwrap();
    let by_role = Sanction {
        by_role: Some(BTreeMap::from([
            ("dealer".into(), 4000.0),
            ("others".into(), 2000.0),
        ])),
        ..Sanction::of(SanctionKind::Pay)
    };
    let shares = Sanction {
        shares: Some(BTreeMap::from([("B".into(), 4000.0), ("C".into(), 2000.0)])),
        ..Sanction::of(SanctionKind::Pay)
    };
    for lang in ["zh-CN", "en", "ja"] {
        let words = report::Words::new(&l10n, lang);
        let role = words.sanction(&by_role);
        // Thousands grouped, as the screens group them.
        assert!(
            role.contains("4,000") && role.contains("2,000"),
            "{lang}: {role}"
        );
        assert!(words.sanction(&shares).contains("6,000"), "{lang}");
        for s in [
            by_role.clone(),
            shares.clone(),
            Sanction::with_amount(SanctionKind::Score, -10.0),
        ] {
            let text = words.sanction(&s);
            assert!(
                !text.contains('{') && !text.contains("sanction-"),
                "{lang}: {text}"
            );
        }
    }
}
