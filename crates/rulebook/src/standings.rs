//! Standings for one session and totals over a stage, by the ruleset's standings rule:
//! adjusted scores first (deductions vanish, payments move points), then places and rank
//! points, then forfeits and the short-table rule.

use crate::engine::Verdict;
use crate::model::{SanctionKind, StandingsKind, StandingsRule, TieBreak};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// One ruling as standings see it: whose, in which hand, and what it decided.
#[derive(Debug, Clone)]
pub struct Ruled {
    pub player: String,
    /// The hand (deal) of the session it was made in, when the referee gave it.
    pub hand: Option<u32>,
    pub verdict: Verdict,
}

/// One session of one table: who sat, what the table recorded, and the rulings in order.
#[derive(Debug, Clone)]
pub struct SessionResult<'a> {
    pub session: &'a str,
    /// In seat order (East, South, West, North) where partners play as pairs.
    pub players: &'a [String],
    /// Who deals first, where payments depend on it (a chombo's split).
    pub dealer: Option<&'a str>,
    pub scores: &'a BTreeMap<String, f64>,
    /// The table's scores hand by hand (hand 1 first) where it recorded them; they add up to
    /// `scores`. Without them the session counts as one hand.
    pub hands: &'a [BTreeMap<String, f64>],
    /// One room of a duplicate match (scored by IMP, not by rank points).
    pub duplicate: bool,
    pub rulings: &'a [Ruled],
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Standing {
    pub session: String,
    pub player: String,
    pub score: f64,
    pub score_adjusted: f64,
    pub rank: usize,
    pub rank_points: f64,
    pub forfeit: bool,
    /// Disqualified in this session (from it or from the event): its rank points are lost.
    #[serde(default)]
    pub disqualified: bool,
    /// The session's results are cancelled: no rank points and no score.
    #[serde(default)]
    pub annulled: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Total {
    pub player: String,
    pub score: f64,
    pub rank_points: f64,
    /// Place over the stage: by rank points, then the ruleset's tie-breaks; still equal, shared.
    /// A player disqualified from the event is placed after everyone who was not.
    pub rank: usize,
    /// Disqualified from the event by a ruling in the stage.
    #[serde(default)]
    pub disqualified: bool,
}

/// Each hand's scores, by player index, after the score sanctions and payments of the rulings
/// made in it. A ruling without a hand number, or with one the table did not record, lands on
/// the last hand. In a duplicate room a deduction credits the opposing pair. A voided hand's
/// table scores count as level; sanctions given in it still count.
pub fn adjusted_hands(rule: &StandingsRule, s: &SessionResult) -> Vec<Vec<f64>> {
    adjusted_hands_voiding(rule, s, &void_hands(s))
}

/// The hands (0-based) a ruling voided. Only hand-by-hand scores can be voided: with session
/// totals alone the table enters them without the void hand.
pub fn void_hands(s: &SessionResult) -> Vec<usize> {
    if s.hands.is_empty() {
        return Vec::new();
    }
    s.rulings
        .iter()
        .filter(|r| {
            r.verdict
                .sanctions
                .iter()
                .any(|x| x.kind == SanctionKind::VoidHand)
        })
        .filter_map(|r| r.hand.and_then(|h| (h as usize).checked_sub(1)))
        .filter(|&h| h < s.hands.len())
        .collect()
}

/// As `adjusted_hands`, with `voided` (0-based) counted level: a duplicate board voided in one
/// room is void in both.
pub fn adjusted_hands_voiding(
    rule: &StandingsRule,
    s: &SessionResult,
    voided: &[usize],
) -> Vec<Vec<f64>> {
    let at = |scores: &BTreeMap<String, f64>| -> Vec<f64> {
        s.players
            .iter()
            .map(|p| scores.get(p).copied().unwrap_or(0.0))
            .collect()
    };
    let mut hands: Vec<Vec<f64>> = if s.hands.is_empty() {
        vec![at(s.scores)]
    } else {
        s.hands
            .iter()
            .enumerate()
            .map(|(h, scores)| {
                let mut v = at(scores);
                if voided.contains(&h) {
                    v.fill(0.0);
                }
                v
            })
            .collect()
    };
    let index = |p: &str| s.players.iter().position(|q| q == p);
    let credit = s.duplicate
        && s.players.len() == 4
        && rule.duplicate.as_ref().is_some_and(|d| d.credit_opponents);
    let last = hands.len() - 1;
    for r in s.rulings {
        let Some(me) = index(&r.player) else { continue };
        let h = r
            .hand
            .and_then(|h| (h as usize).checked_sub(1))
            .filter(|&h| h <= last)
            .unwrap_or(last);
        for sanction in &r.verdict.sanctions {
            let amount = sanction.amount.unwrap_or(0.0);
            match sanction.kind {
                SanctionKind::Score => {
                    hands[h][me] += amount;
                    if credit {
                        for other in (0..4).filter(|o| o % 2 != me % 2) {
                            hands[h][other] -= amount / 2.0;
                        }
                    }
                }
                SanctionKind::Pay => {
                    for (to, paid) in payees(s.players, s.dealer, &r.player, sanction) {
                        if let Some(to) = index(to) {
                            hands[h][to] += paid;
                            hands[h][me] -= paid;
                        }
                    }
                }
                _ => {}
            }
        }
    }
    hands
}

pub fn session_standings(rule: &StandingsRule, s: &SessionResult) -> Vec<Standing> {
    session_standings_voiding(rule, s, &void_hands(s))
}

/// As `session_standings`, with `voided` hands (0-based) counted level: a duplicate room takes
/// the voids of its match.
pub fn session_standings_voiding(
    rule: &StandingsRule,
    s: &SessionResult,
    voided: &[usize],
) -> Vec<Standing> {
    let hands = adjusted_hands_voiding(rule, s, voided);
    let mut adjusted: BTreeMap<&str, f64> = s
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.as_str(), hands.iter().map(|h| h[i]).sum()))
        .collect();
    let lost = SessionLosses::of(s);
    let forfeit = &lost.forfeit;
    let absent = &lost.absent;
    if let Some(zero) = rule.absent_score {
        for p in absent.iter() {
            adjusted.insert(p, zero);
        }
    }
    let present = s.players.len() - absent.len();
    let short = rule
        .short_table
        .as_ref()
        .filter(|t| !absent.is_empty() && present < t.min_players);
    if let Some(t) = short {
        for p in s.players.iter().filter(|p| !absent.contains(p.as_str())) {
            adjusted.insert(p, t.others_score);
        }
    }
    let scores: Vec<f64> = s.players.iter().map(|p| adjusted[p.as_str()]).collect();
    let places = match rule.rule {
        StandingsKind::Placement => place(rule, scores),
        StandingsKind::Cumulative => scores
            .iter()
            .map(|&mine| (scores.iter().filter(|&&o| o > mine).count() + 1, mine))
            .collect(),
        StandingsKind::Jsma => jsma(rule, &scores),
        StandingsKind::Pairs => {
            let decider = (rule.level_goes_to_last_decided_hand && !s.hands.is_empty())
                .then(|| last_decided_hand(&hands))
                .flatten();
            pairs(rule, &scores, decider, |i| lost.loses(&s.players[i]))
        }
    };
    s.players
        .iter()
        .zip(places)
        .map(|(p, (rank, points))| {
            let annulled = lost.annulled.contains(p.as_str());
            let rank_points = match short {
                _ if s.duplicate => 0.0,
                _ if lost.loses(p) => rule.forfeit_rank_points,
                Some(t) => t.others_rank_points,
                None => points,
            };
            Standing {
                session: s.session.to_string(),
                player: p.clone(),
                score: s.scores.get(p).copied().unwrap_or(0.0),
                // Places are taken with the score as played; a cancelled result then counts
                // for nothing, like its rank points.
                score_adjusted: if annulled { 0.0 } else { adjusted[p.as_str()] },
                rank,
                rank_points,
                forfeit: forfeit.contains(p.as_str()),
                disqualified: lost.disqualified.contains(p.as_str()),
                annulled,
            }
        })
        .collect()
}

/// Who loses the session's rank points, and why: a forfeit (`absent` when the player never
/// sat), a disqualification, or cancelled results. Each keeps the places the others' scores
/// give (the books are silent; see the standings interpretations).
struct SessionLosses<'a> {
    forfeit: BTreeSet<&'a str>,
    absent: BTreeSet<&'a str>,
    disqualified: BTreeSet<&'a str>,
    annulled: BTreeSet<&'a str>,
}

impl<'a> SessionLosses<'a> {
    fn of(s: &'a SessionResult) -> Self {
        let mut out = SessionLosses {
            forfeit: BTreeSet::new(),
            absent: BTreeSet::new(),
            disqualified: BTreeSet::new(),
            annulled: BTreeSet::new(),
        };
        for r in s.rulings {
            let who = r.player.as_str();
            for sanction in &r.verdict.sanctions {
                match sanction.kind {
                    SanctionKind::ForfeitSession => {
                        out.forfeit.insert(who);
                        if sanction.absent == Some(true) {
                            out.absent.insert(who);
                        }
                    }
                    SanctionKind::Disqualification => {
                        out.disqualified.insert(who);
                    }
                    SanctionKind::AnnulResults => {
                        out.annulled.insert(who);
                    }
                    _ => {}
                }
            }
        }
        out
    }

    fn loses(&self, player: &str) -> bool {
        self.forfeit.contains(player)
            || self.disqualified.contains(player)
            || self.annulled.contains(player)
    }
}

/// The pair (0: East–West, 1: South–North) that scored more in the last hand the two pairs
/// did not score the same; `None` when every hand was level.
fn last_decided_hand(hands: &[Vec<f64>]) -> Option<usize> {
    hands
        .iter()
        .filter(|h| h.len() == 4)
        .map(|h| (h[0] + h[2], h[1] + h[3]))
        .rev()
        .find(|(a, b)| a != b)
        .map(|(a, b)| if a > b { 0 } else { 1 })
}

/// Who receives how much from a `pay` sanction. Paid by role without a known dealer, every
/// payee gets the `others` share.
pub fn payees<'a>(
    players: &'a [String],
    dealer: Option<&str>,
    payer: &str,
    s: &'a crate::model::Sanction,
) -> Vec<(&'a str, f64)> {
    if let Some(shares) = &s.shares {
        return shares.iter().map(|(p, v)| (p.as_str(), v.abs())).collect();
    }
    if let Some(by_role) = &s.by_role {
        let dealer = s.dealer.as_deref().or(dealer);
        let share = |role: &str| by_role.get(role).copied().unwrap_or(0.0).abs();
        return players
            .iter()
            .filter(|p| p.as_str() != payer)
            .map(|p| {
                let role = if Some(p.as_str()) == dealer {
                    crate::reserved::role::DEALER
                } else {
                    crate::reserved::role::OTHERS
                };
                (p.as_str(), share(role))
            })
            .collect();
    }
    let each = s.amount.unwrap_or(0.0).abs();
    let to = s.to.clone().unwrap_or_default();
    let except = s.except.clone().unwrap_or_default();
    players
        .iter()
        .filter(|p| p.as_str() != payer)
        .filter(|p| to.iter().any(|t| t == "each_other" || t == *p))
        .filter(|p| !except.contains(p))
        .map(|p| (p.as_str(), each))
        .collect()
}

/// Places (1 = best, ties share the best place they span) and rank points, in input order.
pub fn place(rule: &StandingsRule, scores: Vec<f64>) -> Vec<(usize, f64)> {
    scores
        .iter()
        .map(|&mine| {
            let better = scores.iter().filter(|&&o| o > mine).count();
            let tied = scores.iter().filter(|&&o| o == mine).count();
            let spanned: Vec<f64> = (better..better + tied)
                .map(|i| rule.rank_points.get(i).copied().unwrap_or(0.0))
                .collect();
            let points = if rule.ties_share {
                spanned.iter().sum::<f64>() / tied as f64
            } else {
                spanned[0]
            };
            (better + 1, points)
        })
        .collect()
}

/// 2V2 without duplicate boards: the players in seat order E, S, W, N form the pairs
/// (0, 2) and (1, 3). Pairs are placed by their summed scores; each partner gets the pair's
/// place and points; equal sums go to `decider` when a hand decided it. A pair with a
/// forfeited partner gets nothing here (the forfeit rule gives it the forfeit points) and the
/// other pair takes the first place.
fn pairs(
    rule: &StandingsRule,
    scores: &[f64],
    decider: Option<usize>,
    forfeited: impl Fn(usize) -> bool,
) -> Vec<(usize, f64)> {
    if scores.len() != 4 {
        return place(rule, scores.to_vec());
    }
    let pair_of = |i: usize| i % 2;
    let totals = [scores[0] + scores[2], scores[1] + scores[3]];
    let out = [forfeited(0) || forfeited(2), forfeited(1) || forfeited(3)];
    let first = rule.rank_points.first().copied().unwrap_or(0.0);
    let second = rule.rank_points.get(1).copied().unwrap_or(0.0);
    let placed = match (out, decider) {
        ([true, false], _) => vec![(2, 0.0), (1, first)],
        ([false, true], _) => vec![(1, first), (2, 0.0)],
        ([true, true], _) => vec![(2, 0.0), (2, 0.0)],
        (_, Some(0)) if totals[0] == totals[1] => vec![(1, first), (2, second)],
        (_, Some(_)) if totals[0] == totals[1] => vec![(2, second), (1, first)],
        _ => place(rule, totals.to_vec()),
    };
    (0..4).map(|i| placed[pair_of(i)]).collect()
}

/// JSMA 順位点: the difference from the return per `per` points, plus the uma of the place for
/// the number of players at or above the return; tied players share the uma of their places.
fn jsma(rule: &StandingsRule, scores: &[f64]) -> Vec<(usize, f64)> {
    let Some(j) = &rule.jsma else {
        return place(rule, scores.to_vec());
    };
    let floating = scores.iter().filter(|&&s| s >= j.return_points).count();
    let uma = j
        .uma
        .get(&floating.to_string())
        .cloned()
        .unwrap_or_default();
    let by_uma = StandingsRule {
        rank_points: uma,
        ties_share: rule.ties_share,
        ..rule.clone()
    };
    place(&by_uma, scores.to_vec())
        .into_iter()
        .zip(scores)
        .map(|((rank, uma), score)| (rank, (score - j.return_points) / j.per + uma))
        .collect()
}

/// Stage totals, in order of first appearance: the sessions' rank points plus every
/// rank-point sanction, each with its place by the rule's tie-breaks.
pub fn ranked_totals(
    rule: &StandingsRule,
    standings: &[Standing],
    rulings: &[Ruled],
) -> Vec<Total> {
    let mut out = totals(standings, rulings);
    let out_of_event: BTreeSet<&str> = rulings
        .iter()
        .filter(|r| {
            r.verdict.sanctions.iter().any(|s| {
                s.kind == SanctionKind::Disqualification && s.scope.as_deref() == Some("event")
            })
        })
        .map(|r| r.player.as_str())
        .collect();
    for t in &mut out {
        t.disqualified = out_of_event.contains(t.player.as_str());
    }
    let keys: Vec<Vec<f64>> = out
        .iter()
        .map(|t| {
            // Whoever stays in the event comes first; then rank points and the tie-breaks.
            let mut key = vec![if t.disqualified { 0.0 } else { 1.0 }];
            key.extend(sort_key(rule, t, standings));
            key
        })
        .collect();
    for (i, t) in out.iter_mut().enumerate() {
        t.rank = 1 + keys
            .iter()
            .filter(|k| k.as_slice() > keys[i].as_slice())
            .count();
    }
    out
}

/// Larger is better, compared element by element: rank points, then each tie-break.
fn sort_key(rule: &StandingsRule, t: &Total, standings: &[Standing]) -> Vec<f64> {
    let mine: Vec<&Standing> = standings.iter().filter(|s| s.player == t.player).collect();
    let mut key = vec![t.rank_points];
    for tb in &rule.tie_breaks {
        match tb {
            TieBreak::ScoreSum => key.push(t.score),
            TieBreak::BestRankPoints => {
                key.push(mine.iter().map(|s| s.rank_points).fold(f64::MIN, f64::max))
            }
            TieBreak::RankPointsProfile => {
                // For each rank-point value of the table from the top, how many sessions earned it.
                let mut values = rule.rank_points.clone();
                values.sort_by(|a, b| b.total_cmp(a));
                values.dedup();
                key.extend(
                    values
                        .iter()
                        .map(|v| mine.iter().filter(|s| s.rank_points == *v).count() as f64),
                );
            }
            TieBreak::BestPlace => {
                key.push(-(mine.iter().map(|s| s.rank).min().unwrap_or(usize::MAX) as f64))
            }
            TieBreak::PlacesProfile => {
                let places = standings.iter().map(|s| s.rank).max().unwrap_or(0);
                key.extend(
                    (1..=places).map(|p| mine.iter().filter(|s| s.rank == p).count() as f64),
                );
            }
            TieBreak::BestSessionScore => key.push(
                mine.iter()
                    .map(|s| s.score_adjusted)
                    .fold(f64::MIN, f64::max),
            ),
        }
    }
    key
}

fn totals(standings: &[Standing], rulings: &[Ruled]) -> Vec<Total> {
    let mut totals: Vec<Total> = Vec::new();
    let mut add = |player: &str, score: f64, rank_points: f64| {
        let at = match totals.iter().position(|t| t.player == player) {
            Some(at) => at,
            None => {
                totals.push(Total {
                    player: player.to_string(),
                    score: 0.0,
                    rank_points: 0.0,
                    rank: 0,
                    disqualified: false,
                });
                totals.len() - 1
            }
        };
        totals[at].score += score;
        totals[at].rank_points += rank_points;
    };
    for s in standings {
        add(&s.player, s.score_adjusted, s.rank_points);
    }
    for r in rulings {
        for s in r
            .verdict
            .sanctions
            .iter()
            .filter(|s| s.kind == SanctionKind::RankPoints)
        {
            add(&r.player, 0.0, s.amount.unwrap_or(0.0));
        }
    }
    totals
}
