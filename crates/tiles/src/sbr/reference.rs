//! A slow, plain reference for the SBR engine: every way to group the tiles is listed and
//! scored straight from the book's definitions (第九条一, 第十条二（六）), and the best is
//! kept; waits try each of the 27 tiles as the fourteenth. It shares nothing with `sbr` but
//! the result types. The property tests hold the fast engine to it, and `mjref bench hands`
//! measures the two on the same hands.

use super::fan::{FanCount, FanKey, NoWin, Score, Wait, Waits, WinOutcome};
use crate::notation::MeldKind;
use crate::Conditions;
use crate::{Hand, HandError, Suit, Tile};
use std::collections::BTreeSet;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Group {
    Pair,
    Pung,
    Run,
}

/// Every grouping of sorted `tiles` into sets and (if `pair_left`) one pair.
fn groupings(tiles: &[Tile], pair_left: bool, so_far: &mut Vec<Group>, out: &mut Vec<Vec<Group>>) {
    let Some(&first) = tiles.first() else {
        if !pair_left {
            out.push(so_far.clone());
        }
        return;
    };
    let mut try_take = |take: &[Tile], group: Group| {
        let mut rest = tiles.to_vec();
        for t in take {
            match rest.iter().position(|r| r == t) {
                Some(i) => {
                    rest.remove(i);
                }
                None => return,
            }
        }
        so_far.push(group);
        groupings(&rest, pair_left && group != Group::Pair, so_far, out);
        so_far.pop();
    };
    if pair_left {
        try_take(&[first, first], Group::Pair);
    }
    try_take(&[first, first, first], Group::Pung);
    if let Some(second) = first.next() {
        if let Some(third) = second.next() {
            try_take(&[first, second, third], Group::Run);
        }
    }
}

fn suits_of(hand: &Hand, extra: Option<Tile>) -> BTreeSet<Suit> {
    hand.tiles
        .iter()
        .chain(extra.iter())
        .map(|t| t.suit())
        .chain(hand.melds.iter().map(|m| m.tile.suit()))
        .collect()
}

fn has_honours(hand: &Hand) -> bool {
    hand.tiles.iter().any(|t| t.is_honour()) || hand.melds.iter().any(|m| m.tile.is_honour())
}

/// Scores `hand` completed by `win`.
pub fn score(hand: &Hand, win: Tile, c: Conditions) -> Result<WinOutcome, HandError> {
    c.check()?;
    if has_honours(hand) || win.is_honour() {
        return Ok(WinOutcome::NoWin {
            reason: NoWin::Honours,
            winning_shape: false,
        });
    }
    if hand.counts()[win.index()] >= 4 {
        return Err(HandError::WinFifthCopy { tile: win });
    }
    let mut tiles = hand.tiles.clone();
    tiles.push(win);
    tiles.sort();
    let mut basic = Vec::new();
    groupings(&tiles, true, &mut Vec::new(), &mut basic);
    let seven_pairs =
        hand.melds.is_empty() && tiles.len() == 14 && tiles.chunks(2).all(|p| p[0] == p[1]);
    let winning_shape = !basic.is_empty() || seven_pairs;
    let suits = suits_of(hand, Some(win));
    if suits.len() > 2 {
        return Ok(WinOutcome::NoWin {
            reason: NoWin::ThreeSuits,
            winning_shape,
        });
    }
    if !winning_shape {
        return Ok(WinOutcome::NoWin {
            reason: NoWin::NotAWinningShape,
            winning_shape,
        });
    }

    // Fans that do not depend on the grouping.
    let kongs = hand.melds.iter().filter(|m| m.is_kong()).count() as u32;
    let mut undeclared = [0u8; Tile::KINDS];
    for t in &tiles {
        undeclared[t.index()] += 1;
    }
    for m in hand.melds.iter().filter(|m| !m.is_kong()) {
        for t in m.tiles() {
            undeclared[t.index()] += 1;
        }
    }
    let roots = undeclared.iter().filter(|&&n| n == 4).count() as u32;
    let flush = suits.len() == 1;
    let melds_are_pungs = hand.melds.iter().all(|m| m.kind != MeldKind::Chow);

    // The book's numbers are the table's; the reference's own is how it groups and counts.
    let table = super::table::SbrTable::builtin();
    let scored = |shape: &[FanKey]| -> Score {
        let mut fans = Vec::new();
        for key in FanKey::SBR {
            let count = match key {
                FanKey::Kong => kongs,
                FanKey::Root => roots,
                FanKey::FullFlush => flush as u32,
                FanKey::KongBloom => (c.after_kong && c.tsumo) as u32,
                FanKey::KongDiscard => (c.after_kong && !c.tsumo) as u32,
                FanKey::RobbingKong => c.robbing_kong as u32,
                FanKey::LastTile => c.last_tile as u32,
                shape_fan => shape.contains(&shape_fan) as u32,
            };
            let each = table.value(key);
            if count > 0 {
                fans.push(FanCount {
                    key,
                    fan: count * each,
                    count,
                });
            }
        }
        let fan: u32 = fans.iter().map(|f| f.fan).sum();
        let points = 2u32.pow(fan.min(table.points.cap));
        Score {
            fan,
            points,
            fans,
            per_payer: points + if c.tsumo { table.points.self_drawn } else { 0 },
        }
    };

    let mut candidates = Vec::new();
    for g in &basic {
        let mut shape = Vec::new();
        if melds_are_pungs && !g.contains(&Group::Run) {
            shape.push(FanKey::AllPungs);
            // Four melds on the table: the concealed part is the pair alone, a single wait.
            if hand.melds.len() == 4 {
                shape.push(FanKey::GoldenHook);
            }
        }
        candidates.push(scored(&shape));
    }
    if seven_pairs {
        candidates.push(scored(&[FanKey::SevenPairs]));
    }
    let best = candidates
        .into_iter()
        .reduce(|a, b| if b.fan > a.fan { b } else { a })
        .expect("a winning shape has a grouping");
    Ok(WinOutcome::Win(best))
}

/// The waits of a 13-tile hand: every tile of which the player has fewer than four that
/// makes it a win.
pub fn waits(hand: &Hand, c: Conditions) -> Result<Waits, HandError> {
    c.check()?;
    let reason = if has_honours(hand) {
        Some(NoWin::Honours)
    } else if suits_of(hand, None).len() > 2 {
        Some(NoWin::ThreeSuits)
    } else {
        None
    };
    let mut waits = Vec::new();
    if reason.is_none() {
        let held = hand.counts();
        for t in Tile::suited() {
            if held[t.index()] >= 4 {
                continue;
            }
            if let WinOutcome::Win(s) = score(hand, t, c)? {
                waits.push(Wait {
                    tile: t,
                    fan: s.fan,
                    points: s.points,
                });
            }
        }
    }
    Ok(Waits { waits, reason })
}
