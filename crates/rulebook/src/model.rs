//! The catalogue as it is written in `rules-data/` (snake_case TOML) and as it is shown to the
//! UI (camelCase JSON). Message ids for user-facing strings are derived at load time from fixed
//! conventions, so the data never carries a sentence.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What a sanction does. `Ladder` exists only in data: the escalation engine replaces it with
/// the step of the warning ladder the offender has reached.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename_all = "snake_case"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SanctionKind {
    Warning,
    SeriousWarning,
    Score,
    Pay,
    RankPoints,
    Imp,
    /// IMP credited to the other team of a duplicate match (positive), e.g. 2V2's 4 IMP per
    /// board cancelled for a late arrival.
    ImpToOpponents,
    DeadHand,
    ForfeitSession,
    /// Removed from the session (`scope = "session"`) or the event (`"event"`): the
    /// session's rank points are lost as by a forfeit; from the event, no place in the totals.
    Disqualification,
    /// The session's results are cancelled (SBR 取消当场比赛成绩): no rank points and no
    /// score for it.
    AnnulResults,
    Referral,
    ReturnKongPoints,
    Redeal,
    /// The hand is void: its scores at the table count as level (0 for everyone). In a
    /// duplicate match the board is void in both rooms.
    VoidHand,
    Restore,
    /// The exposed tile must be discarded at the player's next turn (MCR 罚张).
    PenaltyTile,
    /// The player may not win until after their next draw.
    NoWinUntilDraw,
    /// The player may not win on the tiles concerned (JSMA ルール 31).
    WinRestricted,
    Ladder,
}

impl SanctionKind {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Warning => "warning",
            Self::SeriousWarning => "serious_warning",
            Self::Score => "score",
            Self::Pay => "pay",
            Self::RankPoints => "rank_points",
            Self::Imp => "imp",
            Self::ImpToOpponents => "imp_to_opponents",
            Self::DeadHand => "dead_hand",
            Self::ForfeitSession => "forfeit_session",
            Self::Disqualification => "disqualification",
            Self::AnnulResults => "annul_results",
            Self::Referral => "referral",
            Self::ReturnKongPoints => "return_kong_points",
            Self::Redeal => "redeal",
            Self::VoidHand => "void_hand",
            Self::Restore => "restore",
            Self::PenaltyTile => "penalty_tile",
            Self::NoWinUntilDraw => "no_win_until_draw",
            Self::WinRestricted => "win_restricted",
            Self::Ladder => "ladder",
        }
    }
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sanction {
    pub kind: SanctionKind,
    /// Negative when something is taken away. For a range, the suggested value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub amount: Option<f64>,
    /// Range bounds, negative like `amount`: `min` is the heaviest, `max` the lightest.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub min: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub max: Option<f64>,
    /// `session` or `event` for a disqualification.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub scope: Option<String>,
    /// A forfeit because the player never sat down (late beyond the last band).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub absent: Option<bool>,
    /// `pay`: the players paid, or `["each_other"]`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub to: Option<Vec<String>>,
    /// `pay`: players left out of `to` (`@<question>` names one), e.g. each other player but
    /// the one who shares the blame.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub except: Option<Vec<String>>,
    /// `pay`: uneven payments by player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub shares: Option<BTreeMap<String, f64>>,
    /// `pay`: each other player is paid by role, `dealer` or `others` (a chombo's split).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub by_role: Option<BTreeMap<String, f64>>,
    /// `pay` by role: the dealer of the hand it happened in (the `dealer` fact), when that is
    /// not the session's first dealer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub dealer: Option<String>,
    /// A range of discrete values (negative like `amount`), e.g. MCR's 5, 10, 20 … 60.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub values: Option<Vec<f64>>,
    /// `amount` is per unit of this number question's answer (e.g. per cancelled board); the
    /// verdict carries the product, and no sanction when it is 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub per: Option<String>,
}

impl Sanction {
    pub fn of(kind: SanctionKind) -> Self {
        Sanction {
            kind,
            amount: None,
            min: None,
            max: None,
            scope: None,
            absent: None,
            to: None,
            except: None,
            shares: None,
            by_role: None,
            dealer: None,
            values: None,
            per: None,
        }
    }

    pub fn with_amount(kind: SanctionKind, amount: f64) -> Self {
        Sanction {
            amount: Some(amount),
            ..Self::of(kind)
        }
    }

    /// The referee chooses the amount: between `min` and `max`, or among `values`.
    pub fn is_range(&self) -> bool {
        (self.min.is_some() && self.max.is_some()) || self.values.is_some()
    }

    /// Whether `amount` is one the referee may choose.
    pub fn allows(&self, amount: f64) -> bool {
        let in_bounds =
            self.min.is_none_or(|lo| amount >= lo) && self.max.is_none_or(|hi| amount <= hi);
        let listed = self.values.as_ref().is_none_or(|v| v.contains(&amount));
        in_bounds && listed
    }
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename_all = "camelCase"))]
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all(serialize = "camelCase"), deny_unknown_fields)]
pub struct Tier {
    pub id: String,
    pub article: String,
    /// Sanctions the referee chooses between when an outcome names only the tier.
    #[serde(default)]
    pub options: Vec<Sanction>,
    #[serde(default, skip_deserializing)]
    pub name_id: String,
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename_all = "snake_case"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum QuestionKind {
    Bool,
    Number,
    Choice,
    /// Asked as a clock time; the engine turns it into minutes after the session's start.
    ArrivalTime,
    /// One of the players at the table (by id), e.g. whose tiles were exposed; sanctions name
    /// it as `@<question id>`.
    Player,
    /// A hand in the contract's notation, without the winning or claimed tile.
    Hand,
    /// One tile, e.g. `3m`.
    Tile,
    /// The circumstances of a win the tiles cannot show (`tiles::Conditions::parse`): asked
    /// with what the ruleset's hand rules name (self-drawn, flowers, winds, …).
    Circumstances,
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename_all = "camelCase"))]
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all(serialize = "camelCase"), deny_unknown_fields)]
pub struct ChoiceDef {
    pub value: String,
    #[serde(default, skip_deserializing)]
    pub label_id: String,
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename_all = "camelCase"))]
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all(serialize = "camelCase"), deny_unknown_fields)]
pub struct Question {
    pub id: String,
    pub kind: QuestionKind,
    #[serde(default)]
    pub unit: Option<String>,
    #[serde(default)]
    pub choices: Vec<ChoiceDef>,
    /// Whether the locales carry a help text for this question.
    #[cfg_attr(feature = "ts", ts(skip))]
    #[serde(default, skip_serializing)]
    pub help: bool,
    /// Never asked for: the verdict stands without it, and answering it lets the hand engine
    /// check the call (an outcome testing an unanswered optional fact does not apply).
    #[serde(default)]
    pub optional: bool,
    #[serde(default, skip_deserializing)]
    pub text_id: String,
    #[serde(default, skip_deserializing)]
    pub help_id: Option<String>,
}

/// A test on one fact. Numbers use the bounds; bools and choices use `Is`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Predicate {
    Is(Value),
    Range(Range),
}

impl Predicate {
    /// Whether answer `v` passes this test.
    pub fn holds(&self, v: &Value) -> bool {
        match (self, v) {
            (Predicate::Is(want), got) => want == got,
            (Predicate::Range(r), Value::Number(x)) => r.contains(*x),
            _ => false,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Range {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gt: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ge: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lt: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub le: Option<f64>,
}

impl Range {
    pub fn contains(&self, x: f64) -> bool {
        self.gt.is_none_or(|b| x > b)
            && self.ge.is_none_or(|b| x >= b)
            && self.lt.is_none_or(|b| x < b)
            && self.le.is_none_or(|b| x <= b)
    }

    pub fn bounds(&self) -> impl Iterator<Item = f64> + '_ {
        [self.gt, self.ge, self.lt, self.le].into_iter().flatten()
    }
}

/// An answered fact.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Value {
    Bool(bool),
    Number(f64),
    Text(String),
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename_all = "camelCase"))]
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all(serialize = "camelCase"), deny_unknown_fields)]
pub struct Outcome {
    pub id: String,
    /// All must hold; an empty map always holds. Sent to the UI so an organiser can see and
    /// change the bands an event may override.
    #[cfg_attr(feature = "ts", ts(type = "Record<string, unknown>"))]
    #[serde(default)]
    pub when: BTreeMap<String, Predicate>,
    #[serde(default)]
    pub tier: Option<String>,
    #[serde(default)]
    pub sanctions: Vec<Sanction>,
    /// Sanctions the referee chooses one of (the first is suggested), given on top of
    /// `sanctions`. When the data gives neither, the tier's options are used.
    #[serde(default)]
    pub options: Vec<Sanction>,
    #[serde(default, skip_deserializing)]
    pub reason_id: String,
    /// What the data gives the reason's sentence (`reason::data_args`): the numbers it says.
    #[cfg_attr(feature = "ts", ts(type = "Record<string, number | string>"))]
    #[serde(default, skip_deserializing)]
    pub reason_args: BTreeMap<String, crate::message::Arg>,
    /// Changed by the event's own regulations (see `overrides`).
    #[serde(default, skip_deserializing)]
    pub overridden: bool,
    /// The book's own exception: this outcome deliberately sanctions nothing.
    #[serde(default)]
    pub no_penalty: bool,
    /// The answers show another incident of the same catalogue (its key): the referee called
    /// 诈和 but the hand was ready, so it is 错和. The verdict then cites that incident's article
    /// and says both names; the record keeps the call as made.
    #[cfg_attr(feature = "ts", ts(optional))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decided_as: Option<String>,
    /// The id this outcome was known by before (`up-to-10` is now `first-band`): a ruling
    /// recorded, or an event's override signed, under that id still finds it.
    #[cfg_attr(feature = "ts", ts(optional))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub formerly: Option<String>,
}

impl Outcome {
    /// Whether `id` names this outcome, by its id or the one it had before.
    pub fn is_named(&self, id: &str) -> bool {
        self.id == id || self.formerly.as_deref() == Some(id)
    }
}

/// Facts the hand engine works out from answered questions, for outcomes to test.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Derive {
    /// The prefix of the facts it sets (`<id>_wins`, …).
    pub id: String,
    pub engine: DeriveEngine,
    /// The `hand` question.
    pub hand: String,
    /// `win`: the winning tile's question.
    #[serde(default)]
    pub tile: Option<String>,
    /// `passed_win`: the tile let go, and the tile later claimed.
    #[serde(default)]
    pub passed: Option<String>,
    #[serde(default)]
    pub claimed: Option<String>,
    /// The `circumstances` question, if the win's circumstances count (MCR's fans do).
    #[serde(default)]
    pub circumstances: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeriveEngine {
    /// Is hand + tile a win? Sets `<id>_wins`, `<id>_three_suits` (bools) and `<id>_fan`.
    Win,
    /// A passed win (顺和): sets `<id>_passed_fan`, `<id>_claimed_fan` and `<id>_not_higher`
    /// (both tiles win and the claimed one scores no more than the one let go).
    PassedWin,
    /// A declared win judged from the hand (MCR 3.11.6 6, JSMA ルール 26): sets `<id>_wins`
    /// (the tile completes a win that reaches the ruleset's minimum: MCR's 8 points, JSMA's
    /// 1翻しばり and no furiten ron), `<id>_ready` (the hand before the tile waited on
    /// something), `<id>_points` (the declared win's points, 0 when no win) and `<id>_yakuman`
    /// (JSMA: the win is a yakuman).
    ClaimedWin,
    /// A 13-tile hand at a drawn hand (JSMA ルール 21, 24): sets `<id>_tenpai` (a tile
    /// completes it), `<id>_effective` (有効テンパイ: a winning tile is left and wins with a
    /// yaku), `<id>_furiten` and `<id>_karaten` (every winning tile is in the hand itself).
    Readiness,
}

/// The facts each engine works out, after the derivation's id (`declared_wins`): their names,
/// written once, and whether each is a yes/no (else a number). `facts::derive` sets exactly
/// these (its test says so); outcomes test them.
pub mod output {
    pub const WINS: &str = "wins";
    pub const THREE_SUITS: &str = "three_suits";
    pub const FAN: &str = "fan";
    pub const PASSED_FAN: &str = "passed_fan";
    pub const CLAIMED_FAN: &str = "claimed_fan";
    pub const NOT_HIGHER: &str = "not_higher";
    pub const READY: &str = "ready";
    pub const POINTS: &str = "points";
    pub const YAKUMAN: &str = "yakuman";
    pub const TENPAI: &str = "tenpai";
    pub const EFFECTIVE: &str = "effective";
    pub const FURITEN: &str = "furiten";
    pub const KARATEN: &str = "karaten";
}

impl DeriveEngine {
    /// The facts this engine works out, each with whether it is a yes/no.
    pub fn outputs(self) -> &'static [(&'static str, bool)] {
        use output::*;
        match self {
            DeriveEngine::Win => &[(WINS, true), (THREE_SUITS, true), (FAN, false)],
            DeriveEngine::PassedWin => &[
                (PASSED_FAN, false),
                (CLAIMED_FAN, false),
                (NOT_HIGHER, true),
            ],
            DeriveEngine::ClaimedWin => &[
                (WINS, true),
                (READY, true),
                (POINTS, false),
                (YAKUMAN, true),
            ],
            DeriveEngine::Readiness => &[
                (TENPAI, true),
                (EFFECTIVE, true),
                (FURITEN, true),
                (KARATEN, true),
            ],
        }
    }
}

impl Derive {
    /// The questions it needs answered.
    pub fn inputs(&self) -> Vec<&str> {
        [
            Some(&self.hand),
            self.tile.as_ref(),
            self.passed.as_ref(),
            self.claimed.as_ref(),
        ]
        .into_iter()
        .flatten()
        .map(String::as_str)
        .collect()
    }

    /// The facts it sets, with whether each is a yes/no (else a number).
    pub fn outputs(&self) -> Vec<(String, bool)> {
        self.engine
            .outputs()
            .iter()
            .map(|(n, b)| (format!("{}_{n}", self.id), *b))
            .collect()
    }
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename_all = "camelCase"))]
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all(serialize = "camelCase"), deny_unknown_fields)]
pub struct Incident {
    pub key: String,
    pub article: String,
    pub category: String,
    /// False when the ruleset does not punish this incident.
    #[cfg_attr(feature = "ts", ts(skip))]
    #[serde(default = "yes", skip_serializing)]
    pub applicable: bool,
    /// Whether the locales carry an interpretation note (where the rulebook is ambiguous).
    #[cfg_attr(feature = "ts", ts(skip))]
    #[serde(default, skip_serializing)]
    pub interpretation: bool,
    /// The rulebook lets an event's own regulations change this entry.
    #[serde(default)]
    pub overridable: bool,
    /// Extra search words, e.g. the rulebook's own names (相公, 大相公).
    #[serde(default, rename(deserialize = "search"))]
    pub search_terms: Vec<String>,
    #[serde(default, rename(deserialize = "question"))]
    pub questions: Vec<Question>,
    #[serde(default, rename(deserialize = "outcome"))]
    pub outcomes: Vec<Outcome>,
    /// Facts the hand engine derives from answered hand and tile questions.
    #[cfg_attr(feature = "ts", ts(skip))]
    #[serde(default, skip_serializing)]
    pub derive: Vec<Derive>,
    /// Asks what this other incident asks: its questions and the facts worked out from them
    /// are written once, with it (诈和 asks what 错和 asks). Resolved at load.
    #[cfg_attr(feature = "ts", ts(skip))]
    #[serde(default, skip_serializing)]
    pub asks_as: Option<String>,
    #[serde(default, skip_deserializing)]
    pub name_id: String,
    #[serde(default, skip_deserializing)]
    pub summary_id: String,
    /// What the data gives the summary's and the interpretation's sentences: every outcome's
    /// `reason_args` as the book has them, each named `<outcome>-<arg>` (`declared-pay`). An
    /// event's own regulations do not change them: the summary is the book's.
    #[cfg_attr(feature = "ts", ts(type = "Record<string, number | string>"))]
    #[serde(default, skip_deserializing)]
    pub summary_args: BTreeMap<String, crate::message::Arg>,
    #[serde(default, skip_deserializing)]
    pub interpretation_id: Option<String>,
    /// Why the ruleset does not punish it, when it does not.
    #[serde(default, skip_deserializing)]
    pub not_applicable_id: Option<String>,
}

fn yes() -> bool {
    true
}

/// Where an escalation count starts afresh.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scope {
    Session,
    Hand,
}

/// What comes after the last step of a ladder.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Beyond {
    /// The last step again.
    Repeat,
    /// The last step's amount doubled each time (MCR: 5, 10, 20, 40 …).
    Double,
    /// A score range `score_min`–`score_max` that never falls below the last deduction (SBR).
    Rising,
}

/// How repeated warning-level offences escalate (SBR 第十一条 三, MCR 3.11.6 3).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ladder {
    pub article: String,
    pub scope: Scope,
    pub steps: Vec<Sanction>,
    pub beyond: Beyond,
    #[serde(default)]
    pub score_min: Option<f64>,
    #[serde(default)]
    pub score_max: Option<f64>,
    /// The heaviest a doubling ladder goes (negative), where an event or book stops it.
    #[serde(default)]
    pub cap: Option<f64>,
}

/// A second sanction of exactly this amount in a session becomes `then`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RepeatRule {
    pub article: String,
    pub amount: f64,
    pub then: SanctionKind,
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename_all = "camelCase"))]
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all(serialize = "camelCase"))]
pub struct HallWarningRule {
    pub article: String,
    /// How many offences the first one after a hall-wide warning counts as.
    pub counts_as: u32,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Escalation {
    #[serde(default)]
    pub ladder: Option<Ladder>,
    #[serde(default)]
    pub repeat: Vec<RepeatRule>,
    #[serde(default)]
    pub hall_warning: Option<HallWarningRule>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShortTable {
    pub article: String,
    /// Fewer players than this left at the table ends the session for it.
    pub min_players: usize,
    pub others_rank_points: f64,
    pub others_score: f64,
}

/// How a session's adjusted scores become places and rank points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StandingsKind {
    /// Rank points by place (`rank_points`), ties sharing (SBR 盘分, MCR 标准分).
    #[default]
    Placement,
    /// Ranked by the adjusted score itself; rank points are the score (leisure).
    Cumulative,
    /// Point difference from the return per `per` points, plus the uma for the place by how
    /// many players finished at or above the return (JSMA 順位点).
    Jsma,
    /// Partners sitting opposite (East–West, South–North) play as a pair: the pairs are placed
    /// by the sum of their partners' scores and both partners get the pair's rank points; a
    /// pair with a forfeited partner gets the forfeit points and the other pair wins (2V2).
    Pairs,
}

/// JSMA 順位点 parameters.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JsmaStandings {
    /// The points each player starts with.
    pub start: f64,
    /// The line a player must reach to be "floating" (at or above counts).
    #[serde(rename = "return")]
    pub return_points: f64,
    /// Points per one rank point.
    pub per: f64,
    /// Uma by place, keyed by how many players float ("0" … "4").
    pub uma: BTreeMap<String, Vec<f64>>,
}

/// How equal stage totals are separated, in order; players still equal share the place.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TieBreak {
    /// The larger sum of adjusted session scores (MCR 3.10.1, China 1998 第十一条 1).
    ScoreSum,
    /// The higher best single-session rank points (China 1998 第十一条 2).
    BestRankPoints,
    /// More of the higher single-session rank points, compared from the top (第十一条 3).
    RankPointsProfile,
    /// The better best single-session place (leisure 成绩 1).
    BestPlace,
    /// More of the better places, compared from first place down (leisure 成绩 2).
    PlacesProfile,
    /// The higher best single-session score (leisure 成绩 3).
    BestSessionScore,
}

/// How a duplicate match is scored beyond the IMP table.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DuplicateRule {
    pub article: String,
    /// A score deduction credits the same amount to the opposing pair at that table, so the
    /// room stays zero-sum and the hand's difference moves by the deduction.
    #[serde(default)]
    pub credit_opponents: bool,
    /// The question whose answer the event already knows from where the table plays: in a
    /// room of a duplicate match, or at a table scored by rank points.
    #[serde(default)]
    pub scoring: Option<ScoringPreset>,
}

/// A question answered by whether the table plays a duplicate match (see `preset`).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScoringPreset {
    /// The question's id.
    pub question: String,
    /// The answer at a table that is a room of a duplicate match.
    pub in_match: String,
    /// The answer at any other table.
    pub outside_match: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StandingsRule {
    pub article: String,
    /// How equal totals are separated (after the rank points), in order.
    #[serde(default)]
    pub tie_breaks: Vec<TieBreak>,
    #[serde(default)]
    pub rule: StandingsKind,
    #[serde(default)]
    pub jsma: Option<JsmaStandings>,
    /// 2V2: 副差分 bands → IMP, as `[from, to, imp]` rows (kept for the IMP standings).
    #[serde(default)]
    pub imp_table: Vec<[f64; 3]>,
    /// Pairs with equal sums: the pair that won the last hand that was not level takes the
    /// place (2V2 第一条 五). Needs the table's hand-by-hand scores.
    #[serde(default)]
    pub level_goes_to_last_decided_hand: bool,
    /// Duplicate (复式) play: two rooms with the same walls, scored by IMP.
    #[serde(default)]
    pub duplicate: Option<DuplicateRule>,
    /// Rank points by place, best first.
    #[serde(default)]
    pub rank_points: Vec<f64>,
    /// Tied players share the points of the places they span.
    #[serde(default = "yes")]
    pub ties_share: bool,
    #[serde(default)]
    pub forfeit_rank_points: f64,
    /// The score recorded for a player who forfeits by absence.
    #[serde(default)]
    pub absent_score: Option<f64>,
    #[serde(default)]
    pub short_table: Option<ShortTable>,
    /// How the rule treats the others when one player forfeits (ambiguous in the books).
    #[serde(default)]
    pub interpretation: bool,
    /// The rulebook lets an event set its own rank points.
    #[serde(default)]
    pub overridable: bool,
    /// Set by `overrides::apply` when the event did.
    #[serde(skip)]
    pub overridden: bool,
}

impl StandingsRule {
    /// The numbers the standings' interpretation says, as the data holds them: rank points by
    /// place (`rank_points_1` …) and what tied places share (`tied_first_two`,
    /// `tied_second_two`, `tied_all`), a forfeit's rank points and score, and JSMA's start,
    /// return line, unit and uma rows (`uma_<floating>_<place>`, signed as the book writes
    /// them). A sentence typed with them would be wrong once an event changes them.
    pub fn sentence_args(&self) -> BTreeMap<String, crate::message::Arg> {
        use crate::message::Arg;
        let mut args = BTreeMap::new();
        let mut put = |k: String, v: f64| {
            args.insert(k, Arg::Number(v));
        };
        let r = &self.rank_points;
        for (place, points) in r.iter().enumerate() {
            put(format!("rank_points_{}", place + 1), *points);
        }
        let mean = |xs: &[f64]| xs.iter().sum::<f64>() / xs.len() as f64;
        if r.len() >= 2 {
            put("tied_first_two".into(), mean(&r[..2]));
            put("tied_all".into(), mean(r));
        }
        if r.len() >= 3 {
            put("tied_second_two".into(), mean(&r[1..3]));
        }
        put("forfeit_rank_points".into(), self.forfeit_rank_points);
        if let Some(score) = self.absent_score {
            put("absent_score".into(), score);
        }
        if let Some(j) = &self.jsma {
            put("start".into(), j.start);
            put("return_line".into(), j.return_points);
            put("per".into(), j.per);
            for (floating, row) in &j.uma {
                for (place, uma) in row.iter().enumerate() {
                    let signed = match uma {
                        u if *u > 0.0 => format!("+{u}"),
                        u if *u < 0.0 => format!("\u{2212}{}", -u),
                        _ => "0".into(),
                    };
                    args.insert(format!("uma_{floating}_{}", place + 1), Arg::Text(signed));
                }
            }
        }
        args
    }
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename_all = "camelCase"))]
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all(serialize = "camelCase"))]
pub struct Catalogue {
    #[cfg_attr(feature = "ts", ts(rename = "ruleset"))]
    #[serde(rename(serialize = "ruleset"))]
    pub id: String,
    pub version: String,
    pub categories: Vec<String>,
    pub tiers: Vec<Tier>,
    pub incidents: Vec<Incident>,
    #[cfg_attr(feature = "ts", ts(skip))]
    #[serde(skip_serializing)]
    pub escalation: Escalation,
    #[cfg_attr(feature = "ts", ts(skip))]
    #[serde(skip_serializing)]
    pub standings: StandingsRule,
    /// How a ruling is appealed under this ruleset (deadline, writing, fee, who hears it): the
    /// Appeals screen's filing form asks for the times its deadline runs from.
    pub appeals: crate::appeal::AppealRule,
    /// The engines that judge its hands and settle its drawn hands (`[engines]`).
    #[cfg_attr(feature = "ts", ts(skip))]
    #[serde(skip_serializing, default)]
    pub engines: Engines,
    #[cfg_attr(feature = "ts", ts(skip))]
    #[serde(skip_serializing)]
    pub rulebook: String,
    /// The ruleset this one amends, if it is an overlay.
    #[cfg_attr(feature = "ts", ts(skip))]
    #[serde(skip_serializing)]
    pub extends: Option<String>,
    /// Whether and how the head referee may warn the whole hall about an offence (a copy of
    /// the escalation's rule, for the UI). Set at load.
    #[serde(skip_deserializing, default)]
    pub hall_warning: Option<HallWarningRule>,
    /// Whether the ruleset scores duplicate (复式) matches by IMP, so an event may pair its
    /// tables into matches (for the UI). Set at load.
    #[serde(skip_deserializing, default)]
    pub duplicate_matches: bool,
    /// The incidents a hall-wide warning may name ([`Catalogue::warnable`]), in the
    /// catalogue's order; none without a hall-wide warning rule. For the UI, and what an
    /// event's setup is checked against. Set at load, and again when an event's regulations
    /// change an outcome.
    #[serde(skip_deserializing, default)]
    pub hall_warnable: Vec<String>,
    /// What a hand may hold (the tile picker's suits, melds and size), from the hand engine.
    /// Set at load.
    #[serde(skip_deserializing, default = "tiles::HandRules::full")]
    pub hand: tiles::HandRules,
    /// The readings of the book the event chose (`hand.readings`), by key; empty: the
    /// engine's first choices. Set by the event's regulations.
    #[serde(skip_deserializing, default)]
    pub hand_readings: std::collections::BTreeMap<String, String>,
    /// What the drawn-hand screen asks of each seat (a void suit or not), for a ruleset whose
    /// drawn hands the engine settles; none otherwise. Set at load.
    #[serde(skip_deserializing, default)]
    pub drawn_hand: Option<tiles::settlement::DrawnHandRules>,
    /// How the app reads the book where its standings are silent, with the standings' numbers
    /// in force as the sentence's arguments (`<ruleset>-standings-interpretation`), for the
    /// Standings screen; none where the book needs no reading. Set at load, and again when an
    /// event's regulations change the standings.
    #[serde(skip_deserializing, default)]
    pub standings_note: Option<crate::message::Message>,
}

impl Catalogue {
    pub fn incident(&self, key: &str) -> Option<&Incident> {
        self.incidents.iter().find(|i| i.key == key)
    }

    pub fn tier(&self, id: &str) -> Option<&Tier> {
        self.tiers.iter().find(|t| t.id == id)
    }

    pub fn name_id(&self) -> String {
        format!("ruleset-{}", self.id)
    }

    /// The incidents a hall-wide warning can be about (SBR 第十一条 一): those that can end on
    /// the warning ladder, through an outcome that climbs it directly or through a tier whose
    /// choices include it. None when the ruleset has no hall-wide warnings.
    pub fn warnable(&self) -> Vec<String> {
        if self.hall_warning.is_none() {
            return Vec::new();
        }
        let ladder = |s: &Sanction| s.kind == SanctionKind::Ladder;
        let ladder_tiers: Vec<&str> = self
            .tiers
            .iter()
            .filter(|t| t.options.iter().any(ladder))
            .map(|t| t.id.as_str())
            .collect();
        self.incidents
            .iter()
            .filter(|i| {
                i.outcomes.iter().any(|o| {
                    let mut given = o.sanctions.iter().chain(&o.options);
                    if given.clone().any(ladder) {
                        return true;
                    }
                    given.next().is_none()
                        && o.tier.as_deref().is_some_and(|t| ladder_tiers.contains(&t))
                })
            })
            .map(|i| i.key.clone())
            .collect()
    }

    /// Fills in what is computed from the rest for the UI: the incidents a hall-wide warning
    /// may name, the hand's rules and the drawn hand's.
    pub fn derive(&mut self) {
        self.hall_warnable = self.warnable();
        self.hand = self
            .engines
            .hand
            .map_or_else(tiles::HandRules::full, tiles::Ruleset::hand_rules);
        self.drawn_hand = self.engines.drawn_hand.map(|v| v.rules());
        self.standings_note = (self.standings.interpretation).then(|| crate::message::Message {
            id: format!("{}-standings-interpretation", self.id),
            args: self.standings.sentence_args(),
        });
    }

    /// The engine that judges this ruleset's hands; `hand-engine-unsupported` where none does.
    pub fn hand_engine(&self) -> Result<tiles::Ruleset, tiles::HandError> {
        self.engines
            .hand
            .ok_or_else(|| tiles::HandError::Unsupported {
                ruleset: self.id.clone(),
            })
    }

    /// The book that settles this ruleset's drawn hands; `hand-engine-unsupported` where
    /// none does.
    pub fn drawn_hand_variant(&self) -> Result<tiles::settlement::Variant, tiles::SettleError> {
        self.engines
            .drawn_hand
            .ok_or_else(|| tiles::SettleError::Unsupported {
                ruleset: self.id.clone(),
            })
    }
}

/// Which engines answer for a ruleset (`[engines]` in its `ruleset.toml`); an overlay without
/// the section keeps its parent's.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Engines {
    /// The hand engine (`sbr`, `mcr`, `jsma`).
    #[serde(default)]
    pub hand: Option<tiles::Ruleset>,
    /// The drawn-hand settlement (`individual`, `doubles`, `jsma`).
    #[serde(default)]
    pub drawn_hand: Option<tiles::settlement::Variant>,
}

impl Incident {
    /// The outcome `id` names (see `Outcome::is_named`).
    pub fn outcome(&self, id: &str) -> Option<&Outcome> {
        self.outcomes.iter().find(|o| o.is_named(id))
    }

    pub fn question(&self, id: &str) -> Option<&Question> {
        self.questions.iter().find(|q| q.id == id)
    }

    /// The question that asks when the player arrived (what `arrived_at` answers), if any.
    pub fn arrival_question(&self) -> Option<&Question> {
        self.questions
            .iter()
            .find(|q| q.kind == QuestionKind::ArrivalTime)
    }

    /// Whether `fact` is an optional question, or derived from one: an outcome testing it does
    /// not apply while it is unanswered.
    pub fn is_optional(&self, fact: &str) -> bool {
        let optional = |q: &str| self.question(q).is_some_and(|q| q.optional);
        optional(fact)
            || self
                .derivation_of(fact)
                .is_some_and(|d| d.inputs().into_iter().any(optional))
    }

    /// The derivation that sets `fact`, if the hand engine works it out.
    pub fn derivation_of(&self, fact: &str) -> Option<&Derive> {
        self.derive
            .iter()
            .find(|d| d.outputs().iter().any(|(o, _)| o == fact))
    }
}

impl Catalogue {
    /// Ids among `defined` that belong to this ruleset (`<id>-…`, `tier-<id>-…`) but that
    /// nothing uses: a typo'd id or a stale sentence. `others` are the other rulesets' ids, so
    /// that `sbr-2025-2v2-…` is not taken for an orphan of `sbr-2025`.
    pub fn orphans(&self, others: &[&str], defined: &[String]) -> Vec<String> {
        let used = self.message_ids();
        let longer: Vec<&str> = others
            .iter()
            .copied()
            .filter(|o| o.len() > self.id.len() && o.starts_with(self.id.as_str()))
            .collect();
        defined
            .iter()
            .filter(|id| {
                let mine = id.starts_with(&format!("{}-", self.id))
                    || id.starts_with(&format!("tier-{}-", self.id));
                let theirs = longer.iter().any(|o| {
                    id.starts_with(&format!("{o}-")) || id.starts_with(&format!("tier-{o}-"))
                });
                mine && !theirs && !used.contains(id)
            })
            .cloned()
            .collect()
    }

    /// Every Fluent message id this catalogue needs in each locale.
    pub fn message_ids(&self) -> Vec<String> {
        let mut ids = vec![self.name_id()];
        ids.extend(self.categories.iter().map(|c| format!("category-{c}")));
        ids.extend(self.tiers.iter().map(|t| t.name_id.clone()));
        if self.standings.interpretation {
            ids.push(format!("{}-standings-interpretation", self.id));
        }
        // How a ruling is appealed, in our words (an overlay says it too, even when it
        // inherits the rule).
        ids.push(format!("{}-appeals-summary", self.id));
        if self.appeals.interpretation {
            ids.push(format!("{}-appeals-interpretation", self.appeals.stated_by));
        }
        let mut kinds = std::collections::BTreeSet::new();
        for t in &self.tiers {
            kinds.extend(t.options.iter().map(|s| s.kind));
        }
        for inc in &self.incidents {
            ids.extend([inc.name_id.clone(), inc.summary_id.clone()]);
            ids.extend(inc.interpretation_id.clone());
            ids.extend(inc.not_applicable_id.clone());
            for q in &inc.questions {
                ids.push(q.text_id.clone());
                ids.extend(q.help_id.clone());
                ids.extend(q.unit.as_ref().map(|u| format!("unit-{u}")));
                ids.extend(q.choices.iter().map(|c| c.label_id.clone()));
            }
            for o in &inc.outcomes {
                ids.push(o.reason_id.clone());
                kinds.extend(o.sanctions.iter().chain(&o.options).map(|s| s.kind));
            }
        }
        if let Some(ladder) = &self.escalation.ladder {
            kinds.extend(ladder.steps.iter().map(|s| s.kind));
            if ladder.beyond == Beyond::Rising {
                kinds.insert(SanctionKind::Score);
            }
            ids.extend([
                "reason-ladder".into(),
                "reason-rising".into(),
                "sanction-range".into(),
            ]);
        }
        for r in &self.escalation.repeat {
            kinds.insert(r.then);
            ids.push("reason-repeat".into());
        }
        if self.escalation.hall_warning.is_some() {
            ids.push("reason-hall-warning".into());
        }
        if self.standings.overridable || self.incidents.iter().any(|i| i.overridable) {
            ids.push(crate::message::OVERRIDE_REASON.into());
        }
        kinds.remove(&SanctionKind::Ladder);
        ids.extend(kinds.iter().map(|k| format!("sanction-{}", k.as_str())));
        ids.sort();
        ids.dedup();
        ids
    }
}
