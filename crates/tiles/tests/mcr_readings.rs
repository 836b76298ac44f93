//! The fan table's readings an event may choose (`[[reading]]`): each choice changes the count
//! as it says, and an unknown reading or choice is refused.

use std::collections::BTreeMap;
use tiles::mcr::table::FanTable;
use tiles::mcr::{score_with, Fan, Rules, Situation};
use tiles::{parse_hand, parse_tile, HandError};

fn points(readings: &[(&str, &str)], hand: &str, win: &str, s: Situation) -> (u32, Vec<Fan>) {
    let chosen: BTreeMap<String, String> = readings
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let rules = Rules::with_readings(FanTable::builtin(), &chosen).unwrap();
    let score = score_with(
        &rules,
        &parse_hand(hand).unwrap().hand,
        parse_tile(win).unwrap(),
        &s,
    )
    .expect("a win");
    (score.points, score.fans.iter().map(|f| f.fan).collect())
}

#[test]
fn every_reading_has_the_engines_own_choice_first_and_each_changes_the_count() {
    let table = FanTable::builtin();
    let keys: Vec<&str> = table.readings.iter().map(|r| r.key.as_str()).collect();
    assert_eq!(
        keys,
        [
            "melded-and-concealed-kong",
            "self-drawn-special-hand",
            "concealed-kongs-among-kongs"
        ]
    );
    // The first choices are the book's: naming them changes nothing.
    let book: Vec<(&str, &str)> = table
        .readings
        .iter()
        .map(|r| (r.key.as_str(), r.choices[0].as_str()))
        .collect();
    let kongs = "55m789s77z{3333s}[2222p]";
    assert_eq!(
        points(&book, kongs, "7z", Situation::default()),
        points(&[], kongs, "7z", Situation::default())
    );

    // One melded and one concealed kong: 6 (3.8.1 57) or 5.
    let (six, fans) = points(&[], kongs, "7z", Situation::default());
    assert_eq!(six, 8);
    assert!(fans.contains(&Fan::TwoMeldedKongs) && !fans.contains(&Fan::ConcealedKong));
    let (five, _) = points(
        &[("melded-and-concealed-kong", "5")],
        kongs,
        "7z",
        Situation::default(),
    );
    assert_eq!(five, 7);

    // A self-drawn thirteen orphans: 不求人 (4) or 自摸 (1).
    let tsumo = Situation {
        tsumo: true,
        ..Situation::default()
    };
    let orphans = "19m19p19s1234567z";
    assert_eq!(points(&[], orphans, "1m", tsumo).0, 92);
    let (as_self_drawn, fans) = points(
        &[("self-drawn-special-hand", "self-drawn")],
        orphans,
        "1m",
        tsumo,
    );
    assert_eq!(as_self_drawn, 89);
    assert_eq!(fans, [Fan::ThirteenOrphans, Fan::SelfDrawn]);
    // A standard concealed hand self-drawn is 不求人 under either reading.
    let plain = "123m456m789m123p5p";
    assert_eq!(
        points(
            &[("self-drawn-special-hand", "self-drawn")],
            plain,
            "5p",
            tsumo
        ),
        points(&[], plain, "5p", tsumo)
    );

    // Concealed kongs among three kongs: 双暗杠 (6) besides, or not.
    let three = "3345m{8888m}{7777m}{6666m}";
    let (besides, fans) = points(&[], three, "3m", Situation::default());
    assert!(fans.contains(&Fan::TwoConcealedKongs));
    let (not, fans) = points(
        &[("concealed-kongs-among-kongs", "not-counted")],
        three,
        "3m",
        Situation::default(),
    );
    assert!(!fans.contains(&Fan::TwoConcealedKongs) && fans.contains(&Fan::ThreeConcealedPungs));
    assert_eq!(besides - not, 6);
}

#[test]
fn an_unknown_reading_or_choice_is_refused() {
    for (k, v) in [
        ("melded-and-concealed-kong", "4"),
        ("no-such-reading", "yes"),
    ] {
        let chosen = BTreeMap::from([(k.to_string(), v.to_string())]);
        assert_eq!(
            Rules::with_readings(FanTable::builtin(), &chosen).unwrap_err(),
            HandError::UnknownReading {
                reading: k.into(),
                choice: v.into()
            }
        );
    }
}
