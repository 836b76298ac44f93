//! Recording rulings for the record's tests.

use chrono::Utc;
use ledger::{record, Context, RulingDraft, Stamp, Store};
use rulebook::{builtin_ruleset, Value};

/// Records one ruling for `player` (a late arrival, so the body carries numbers) and returns
/// its id.
pub fn add(store: &mut Store, player: &str) -> String {
    let c = builtin_ruleset("sbr-2025").unwrap();
    let ctx = Context {
        catalogue: &c,
        event: "e",
        session_start: None,
        hall_warnings: &[],
    };
    let stamp = Stamp {
        referee: "r",
        at: Utc::now(),
        utc_offset_minutes: 480,
    };
    let draft = RulingDraft {
        session: "R1".into(),
        player: player.into(),
        incident: "late-arrival".into(),
        answers: [("minutes_late".to_string(), Value::Number(7.5))].into(),
        note: "说明 \"quoted\"\n".into(),
        ..RulingDraft::default()
    };
    record(store, &ctx, &stamp, &draft).unwrap().id
}
