//! The fans that sets make together: chows (一般高, 喜相逢, 连六, 老少副 and the three- and
//! four-chow fans) and suited pungs (双同刻, 三同刻, 一色/三色三节高, 一色四节高), counted under the
//! principles of 3.9.1 5: a fan of all four sets stands alone; three sets that make a fan may
//! each still combine once with the fourth (套算一次); among pair fans a set already combined
//! combines again only with one that has not been (so no cycle), and never into the same fan
//! twice (不得相同); of the ways to count, the dearest (就高不就低).

use super::fan::Fan;
use super::rules::Rules;
use crate::Tile;

/// The fans chosen, at most three.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Chosen {
    pub fans: [Option<Fan>; 3],
    pub points: u32,
}

impl Chosen {
    fn of(fans: &[Fan], rules: &Rules) -> Self {
        let mut c = Chosen::default();
        for (slot, f) in c.fans.iter_mut().zip(fans) {
            *slot = Some(*f);
            c.points += rules.points(*f);
        }
        c
    }

    pub fn iter(&self) -> impl Iterator<Item = Fan> + '_ {
        self.fans.iter().flatten().copied()
    }
}

/// What a kind of set makes in fours, threes and pairs.
pub(crate) struct Kind {
    four: fn(&[Tile; 4]) -> Option<Fan>,
    three: fn(Tile, Tile, Tile) -> Option<Fan>,
    two: fn(Tile, Tile) -> Option<Fan>,
}

pub(crate) const CHOWS: Kind = Kind {
    four: chow_four,
    three: chow_three,
    two: chow_two,
};

pub(crate) const PUNGS: Kind = Kind {
    four: pung_four,
    three: pung_three,
    two: pung_two,
};

/// The dearest way to count `sets` (each by its lowest tile; suited pungs only for `PUNGS`).
pub(crate) fn best(kind: &Kind, sets: &[Tile], rules: &Rules) -> Chosen {
    match sets.len() {
        4 => {
            let all = [sets[0], sets[1], sets[2], sets[3]];
            if let Some(f) = (kind.four)(&all) {
                return Chosen::of(&[f], rules);
            }
            let mut best = Chosen::default();
            for out in 0..4 {
                let mut three = [sets[0]; 3];
                for (slot, i) in three.iter_mut().zip((0..4).filter(|&i| i != out)) {
                    *slot = sets[i];
                }
                let Some(f) = (kind.three)(three[0], three[1], three[2]) else {
                    continue;
                };
                let extra = three
                    .iter()
                    .filter_map(|&t| (kind.two)(t, sets[out]))
                    .max_by_key(|f| (rules.points(*f), std::cmp::Reverse(*f)));
                let c = match extra {
                    Some(e) => Chosen::of(&[f, e], rules),
                    None => Chosen::of(&[f], rules),
                };
                if c.points > best.points {
                    best = c;
                }
            }
            let pairs = pair_forest(kind, sets, rules);
            if pairs.points > best.points {
                best = pairs;
            }
            best
        }
        3 => match (kind.three)(sets[0], sets[1], sets[2]) {
            Some(f) => Chosen::of(&[f], rules),
            None => pair_forest(kind, sets, rules),
        },
        2 => match (kind.two)(sets[0], sets[1]) {
            Some(f) => Chosen::of(&[f], rules),
            None => Chosen::default(),
        },
        _ => Chosen::default(),
    }
}

/// The dearest choice of pair fans that forms no cycle among the sets and gives no set the
/// same fan twice.
fn pair_forest(kind: &Kind, sets: &[Tile], rules: &Rules) -> Chosen {
    let mut edges: [(usize, usize, Fan); 6] = [(0, 0, Fan::PureDoubleChow); 6];
    let mut n = 0;
    for i in 0..sets.len() {
        for j in i + 1..sets.len() {
            if let Some(f) = (kind.two)(sets[i], sets[j]) {
                edges[n] = (i, j, f);
                n += 1;
            }
        }
    }
    let mut best = Chosen::default();
    let mut best_fans = [Fan::PureDoubleChow; 3];
    for mask in 1u32..(1 << n) {
        if mask.count_ones() as usize >= sets.len() {
            continue; // a forest on k sets has fewer than k edges
        }
        let mut group = [0usize, 1, 2, 3];
        let mut ok = true;
        let mut fans = [Fan::PureDoubleChow; 3];
        let mut k = 0;
        for (e, &(i, j, f)) in edges[..n].iter().enumerate() {
            if mask & (1 << e) == 0 {
                continue;
            }
            let (gi, gj) = (group[i], group[j]);
            let same_fan_at = |x: usize| {
                edges[..e]
                    .iter()
                    .enumerate()
                    .any(|(d, &(a, b, g))| mask & (1 << d) != 0 && g == f && (a == x || b == x))
            };
            if gi == gj || same_fan_at(i) || same_fan_at(j) {
                ok = false;
                break;
            }
            for g in group.iter_mut() {
                if *g == gj {
                    *g = gi;
                }
            }
            fans[k] = f;
            k += 1;
        }
        if !ok {
            continue;
        }
        let points: u32 = fans[..k].iter().map(|f| rules.points(*f)).sum();
        let mut sorted = fans;
        sorted[..k].sort();
        if points > best.points || (points == best.points && k > 0 && sorted[..k] < best_fans[..k])
        {
            best = Chosen::of(&fans[..k], rules);
            best_fans = sorted;
        }
    }
    best
}

fn ranks3(a: Tile, b: Tile, c: Tile) -> [u8; 3] {
    let mut r = [a.rank(), b.rank(), c.rank()];
    r.sort_unstable();
    r
}

fn same_suit(ts: &[Tile]) -> bool {
    ts.iter().all(|t| t.suit() == ts[0].suit())
}

fn three_suits(a: Tile, b: Tile, c: Tile) -> bool {
    a.suit() != b.suit() && b.suit() != c.suit() && a.suit() != c.suit()
}

/// Equal steps of one or two (一色三步高, 一色四步高).
fn shifted(r: &[u8]) -> bool {
    let step = r[1] as i8 - r[0] as i8;
    (step == 1 || step == 2) && r.windows(2).all(|w| w[1] as i8 - w[0] as i8 == step)
}

fn consecutive(r: &[u8]) -> bool {
    r.windows(2).all(|w| w[1] == w[0] + 1)
}

fn chow_four(s: &[Tile; 4]) -> Option<Fan> {
    if !same_suit(s) {
        return None;
    }
    let mut r = s.map(|t| t.rank());
    r.sort_unstable();
    if r[0] == r[3] {
        Some(Fan::QuadrupleChow)
    } else if shifted(&r) {
        Some(Fan::FourPureShiftedChows)
    } else {
        None
    }
}

fn chow_three(a: Tile, b: Tile, c: Tile) -> Option<Fan> {
    let r = ranks3(a, b, c);
    if same_suit(&[a, b, c]) {
        if r[0] == r[2] {
            Some(Fan::PureTripleChow)
        } else if r == [1, 4, 7] {
            Some(Fan::PureStraight)
        } else if shifted(&r) {
            Some(Fan::PureShiftedChows)
        } else {
            None
        }
    } else if three_suits(a, b, c) {
        if r[0] == r[2] {
            Some(Fan::MixedTripleChow)
        } else if r == [1, 4, 7] {
            Some(Fan::MixedStraight)
        } else if consecutive(&r) {
            Some(Fan::MixedShiftedChows)
        } else {
            None
        }
    } else {
        None
    }
}

fn chow_two(a: Tile, b: Tile) -> Option<Fan> {
    let (ra, rb) = (a.rank().min(b.rank()), a.rank().max(b.rank()));
    if a.suit() != b.suit() {
        return (ra == rb).then_some(Fan::MixedDoubleChow);
    }
    match rb - ra {
        0 => Some(Fan::PureDoubleChow),
        3 => Some(Fan::ShortStraight),
        6 => Some(Fan::TwoTerminalChows),
        _ => None,
    }
}

fn pung_four(s: &[Tile; 4]) -> Option<Fan> {
    let mut r = s.map(|t| t.rank());
    r.sort_unstable();
    (same_suit(s) && consecutive(&r)).then_some(Fan::FourPureShiftedPungs)
}

fn pung_three(a: Tile, b: Tile, c: Tile) -> Option<Fan> {
    let r = ranks3(a, b, c);
    if same_suit(&[a, b, c]) {
        consecutive(&r).then_some(Fan::PureShiftedPungs)
    } else if three_suits(a, b, c) {
        if r[0] == r[2] {
            Some(Fan::TriplePung)
        } else if consecutive(&r) {
            Some(Fan::MixedShiftedPungs)
        } else {
            None
        }
    } else {
        None
    }
}

fn pung_two(a: Tile, b: Tile) -> Option<Fan> {
    (a.suit() != b.suit() && a.rank() == b.rank()).then_some(Fan::DoublePung)
}
