//! JSMA 公式競技規定ルール hands worked out by hand from the rulebook (`jsma_book_hands.toml`: every
//! yaku of <アガリ役>, the ▲ ones closed and open, the ◎ ones alone and with another yaku, the
//! special fu, dora, furiten, the limits of ルール 5, 七対子 of ルール 19, waits and 有効テンパイ of
//! ルール 21), checked against the engine through `tiles::analyse`, the path the app and
//! `mjref hand jsma` take: the analysis's `jsma` answer, as the contract's JSON ("JSMA hands"),
//! must hold every field the case gives. All the cases that disagree are reported together.

use serde::Deserialize;
use serde_json::Value;
use std::collections::BTreeMap;
use tiles::{analyse, Conditions};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Book {
    hand: Vec<Case>,
}

/// A hand worked from the book: the 13 tiles, the winning tile (none: its waits are asked), the
/// circumstances in `Conditions::parse`'s words, what the answer should hold and how it was
/// worked out.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Case {
    name: String,
    article: String,
    hand: String,
    #[serde(default)]
    win: Option<String>,
    #[serde(default)]
    circumstances: String,
    why: String,
    #[serde(default)]
    doubt: Option<String>,
    /// Circumstances that cannot happen: the engine refuses them.
    #[serde(default)]
    refused: bool,
    #[serde(default)]
    expect: Option<Expect>,
}

/// The fields of the contract's JSON a case checks; those it leaves out are not compared.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Expect {
    // With a winning tile.
    win: Option<bool>,
    reason: Option<String>,
    han: Option<u32>,
    dora: Option<u32>,
    fu: Option<u32>,
    yakuman: Option<bool>,
    points: Option<u32>,
    /// Key → han; a key listed more than once (翻牌 per set) adds up.
    yaku: Option<BTreeMap<String, u32>>,
    // Without one.
    tenpai: Option<bool>,
    waits: Option<Vec<String>>,
    effective_tenpai: Option<bool>,
    furiten: Option<bool>,
}

impl Expect {
    fn asks_a_win(&self) -> bool {
        self.win.is_some()
            || self.reason.is_some()
            || self.han.is_some()
            || self.dora.is_some()
            || self.fu.is_some()
            || self.yakuman.is_some()
            || self.points.is_some()
            || self.yaku.is_some()
    }

    fn asks_waits(&self) -> bool {
        self.tenpai.is_some()
            || self.waits.is_some()
            || self.effective_tenpai.is_some()
            || self.furiten.is_some()
    }
}

fn book() -> Book {
    toml::from_str(include_str!("jsma_book_hands.toml")).expect("jsma_book_hands.toml parses")
}

/// The case's circumstance words, for the checks on what the book covers.
fn words(c: &Case) -> Vec<&str> {
    c.circumstances
        .split([' ', ','])
        .filter(|w| !w.is_empty())
        .collect()
}

/// The case's tiles analysed with only its `key=value` words (winds, dora, discards, seen).
fn plainly(c: &Case) -> Result<(), String> {
    let plain: Vec<&str> = words(c).into_iter().filter(|w| w.contains('=')).collect();
    let conditions = Conditions::parse(&plain.join(" ")).map_err(|e| e.to_string())?;
    analyse(tiles::Ruleset::Jsma, &c.hand, c.win.as_deref(), conditions)
        .map(|_| ())
        .map_err(|e| e.to_string())
}

/// `yaku` of the answer as key → han, a key listed twice adding up.
fn yaku_of(got: &Value) -> Result<BTreeMap<String, u32>, String> {
    let list = got
        .get("yaku")
        .and_then(Value::as_array)
        .ok_or("no yaku list")?;
    let mut yaku = BTreeMap::new();
    for y in list {
        let key = y
            .get("key")
            .and_then(Value::as_str)
            .ok_or("a yaku without key")?;
        let han = y
            .get("han")
            .and_then(Value::as_u64)
            .ok_or("a yaku without han")?;
        *yaku.entry(key.to_string()).or_insert(0) += han as u32;
    }
    Ok(yaku)
}

/// What differs between the case's expectation and the engine's answer, one line each.
fn differences(e: &Expect, got: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let mut field = |name: &str, book: Option<Value>| {
        if let Some(book) = book {
            let ours = got.get(name).cloned().unwrap_or(Value::Null);
            if ours != book {
                out.push(format!("{name}: book {book}, engine {ours}"));
            }
        }
    };
    field("win", e.win.map(Value::from));
    field("reason", e.reason.clone().map(Value::from));
    field("han", e.han.map(Value::from));
    field("dora", e.dora.map(Value::from));
    field("fu", e.fu.map(Value::from));
    field("yakuman", e.yakuman.map(Value::from));
    field("points", e.points.map(Value::from));
    field("tenpai", e.tenpai.map(Value::from));
    field("effective_tenpai", e.effective_tenpai.map(Value::from));
    field("furiten", e.furiten.map(Value::from));
    // A win has no reason.
    if e.win == Some(true) && e.reason.is_none() {
        if let Some(r) = got.get("reason").filter(|r| !r.is_null()) {
            out.push(format!("reason: book none (a win), engine {r}"));
        }
    }
    if let Some(book) = &e.yaku {
        match yaku_of(got) {
            Ok(ours) if &ours == book => {}
            Ok(ours) => out.push(format!("yaku: book {book:?}, engine {ours:?}")),
            Err(why) => out.push(format!("yaku: book {book:?}, engine {why}: {got}")),
        }
    }
    if let Some(book) = &e.waits {
        let mut book = book.clone();
        book.sort();
        let ours: Option<Vec<String>> = got.get("waits").and_then(Value::as_array).map(|w| {
            let mut w: Vec<String> = w
                .iter()
                .map(|t| t.as_str().map_or_else(|| t.to_string(), str::to_string))
                .collect();
            w.sort();
            w
        });
        if ours.as_ref() != Some(&book) {
            out.push(format!("waits: book {book:?}, engine {ours:?}"));
        }
    }
    out
}

#[test]
fn the_book_is_well_formed() {
    let book = book();
    assert!(book.hand.len() >= 100, "{} hands", book.hand.len());
    let mut names = std::collections::BTreeSet::new();
    for c in &book.hand {
        assert!(names.insert(&c.name), "two hands named {}", c.name);
        assert!(c.article.starts_with("JSMA "), "{}: {}", c.name, c.article);
        assert!(!c.why.is_empty(), "{}: no why", c.name);
        assert!(!c.hand.is_empty(), "{}: no hand", c.name);
        match (&c.expect, c.refused) {
            (None, true) => {}
            (Some(_), true) => panic!("{}: refused, yet expects an answer", c.name),
            (None, false) => panic!("{}: expects nothing", c.name),
            (Some(e), false) => match &c.win {
                Some(_) => {
                    assert!(e.win.is_some(), "{}: a win asked, no `win`", c.name);
                    assert!(!e.asks_waits(), "{}: a win asked, waits expected", c.name);
                    if e.win == Some(true) {
                        assert!(
                            e.han.is_some() && e.points.is_some() && e.yaku.is_some(),
                            "{}: a win needs han, points and yaku",
                            c.name
                        );
                    }
                }
                None => {
                    assert!(!e.asks_a_win(), "{}: waits asked, a win expected", c.name);
                    assert!(
                        e.tenpai.is_some() && e.waits.is_some() && e.effective_tenpai.is_some(),
                        "{}: waits asked without tenpai, waits, effective_tenpai",
                        c.name
                    );
                }
            },
        }
    }
}

#[test]
fn every_hand_worked_from_the_book_counts_as_worked() {
    let book = book();
    let mut wrong = Vec::new();
    for c in &book.hand {
        let head = format!(
            "{} ({}{}): {}{} [{}]",
            c.name,
            c.article,
            c.doubt
                .as_deref()
                .map_or(String::new(), |d| format!("; doubt: {d}")),
            c.hand,
            c.win
                .as_deref()
                .map_or(String::new(), |w| format!(" + {w}")),
            c.circumstances
        );
        let conditions = match Conditions::parse(&c.circumstances) {
            Ok(conditions) => conditions,
            // Refused as read: each word is known, together they clash.
            Err(_) if c.refused && words(c).iter().all(|w| Conditions::parse(w).is_ok()) => {
                continue;
            }
            Err(e) => {
                wrong.push(format!("{head}\n    circumstances not read: {e}"));
                continue;
            }
        };
        let analysis = match analyse(tiles::Ruleset::Jsma, &c.hand, c.win.as_deref(), conditions) {
            Ok(_) if c.refused => {
                wrong.push(format!("{head}\n    answered, though the book refuses it"));
                continue;
            }
            Err(_) if c.refused => {
                // Refused for its circumstances, not for the tiles: without the flags it stands.
                if let Err(e) = plainly(c) {
                    wrong.push(format!("{head}\n    the tiles alone are refused: {e}"));
                }
                continue;
            }
            Ok(a) => a,
            Err(e) => {
                wrong.push(format!("{head}\n    refused: {e}"));
                continue;
            }
        };
        let got = match &analysis {
            tiles::HandAnalysis::JsmaWin(view) => serde_json::to_value(view),
            tiles::HandAnalysis::JsmaWaits(view) => serde_json::to_value(view),
            other => {
                wrong.push(format!("{head}\n    no JSMA answer: {other:?}"));
                continue;
            }
        }
        .expect("the answer serialises");
        let e = c.expect.as_ref().expect("checked well formed");
        let diffs = differences(e, &got);
        if !diffs.is_empty() {
            wrong.push(format!("{head}\n    {}", diffs.join("\n    ")));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {} hands differ from the book:\n{}",
        wrong.len(),
        book.hand.len(),
        wrong.join("\n")
    );
}

#[test]
fn every_yaku_has_a_hand_of_its_own() {
    let book = book();
    let counted = |key: &str, han: Option<u32>| {
        book.hand.iter().any(|c| {
            c.expect
                .as_ref()
                .and_then(|e| e.yaku.as_ref())
                .and_then(|y| y.get(key))
                .is_some_and(|h| han.is_none_or(|han| *h == han))
        })
    };
    let table = tiles::jsma::table::YakuTable::builtin();
    for y in tiles::jsma::Yaku::ALL {
        let key = y.key();
        assert!(counted(key, None), "no hand counts {key}");
        let def = table.yaku(key).expect("in the table");
        // ▲: one han less open; both values worked (一盃口's open 0 is never listed).
        if let Some(open) = def.open.filter(|&o| o > 0 && o < def.han) {
            assert!(counted(key, Some(def.han)), "no closed hand counts {key}");
            assert!(
                counted(key, Some(open)),
                "no open hand counts {key} at {open}"
            );
        }
    }
}

#[test]
fn every_yaku_that_cannot_stand_alone_is_worked_alone_and_with_another() {
    let book = book();
    let table = tiles::jsma::table::YakuTable::builtin();
    // The circumstance each ◎ yaku comes from.
    let from = |key: &str, c: &Case| {
        let w = words(c);
        let tsumo = w.contains(&"tsumo");
        match key {
            "haitei" => w.contains(&"last-tile") && tsumo,
            "houtei" => w.contains(&"last-tile") && !tsumo,
            "rinshan" => w.contains(&"after-kong"),
            "chankan" => w.contains(&"robbing-kong"),
            other => panic!("a ◎ yaku this test does not know: {other}"),
        }
    };
    for def in table.yaku.iter().filter(|d| !d.stands_alone) {
        let key = def.key.as_str();
        let alone = book.hand.iter().any(|c| {
            from(key, c)
                && c.expect
                    .as_ref()
                    .is_some_and(|e| e.reason.as_deref() == Some("no-yaku"))
        });
        let with_another = book.hand.iter().any(|c| {
            c.expect
                .as_ref()
                .and_then(|e| e.yaku.as_ref())
                .is_some_and(|y| y.contains_key(key) && y.len() > 1)
        });
        assert!(alone, "no hand has {key} alone (no-yaku)");
        assert!(with_another, "no hand wins with {key} and another yaku");
    }
}
