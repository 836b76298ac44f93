//! Every fan's and yaku's summary, in every language, says the value its table holds as an
//! argument (`{ $points }` for an MCR fan; `{ $han }` and `{ $open }` for a yaku) and types
//! none of it (`l10n::typed`), as the rulings' sentences do; so does the engine's reading of
//! the book (`yaku-interpretation`), with the fu and han its table holds.

use l10n::{Localizer, LANGUAGES};
use tiles::jsma::table::YakuTable;
use tiles::mcr::table::FanTable;

#[test]
fn no_fan_or_yaku_summary_types_its_value() {
    let l10n = Localizer::new().expect("the .ftl files parse");
    let mut failures = Vec::new();
    let mut read = |id: String, data: Vec<(&str, u32)>| {
        let numbers: Vec<f64> = data.iter().map(|(_, v)| f64::from(*v)).collect();
        let given = |name: &str| data.iter().any(|(n, _)| *n == name);
        for lang in LANGUAGES {
            if let Err(e) = l10n::typed::check(&l10n, lang, &id, &numbers, given) {
                failures.push(format!("{lang} {id}: {e}"));
            }
        }
    };
    for f in &FanTable::builtin().fans {
        read(
            format!("mcr-fan-{}-summary", f.key),
            vec![("points", f.points)],
        );
    }
    for y in &YakuTable::builtin().yaku {
        let mut data = vec![("han", y.han)];
        data.extend(y.open.map(|open| ("open", open)));
        read(format!("yaku-{}-summary", y.key), data);
    }
    // The engine's reading of the book says the table's numbers too.
    let table = YakuTable::builtin();
    read(
        "yaku-interpretation".into(),
        table.interpretation_args().to_vec(),
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
