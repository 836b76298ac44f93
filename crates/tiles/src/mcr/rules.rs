//! The fan table compiled for counting: points and exclusions as bit masks, read once from
//! `FanTable::builtin()` (or any table, for an event's own reading of the book).

use super::fan::Fan;
use super::table::FanTable;
use crate::shared::Readings;
use crate::HandError;
use std::sync::OnceLock;

/// A set of fans, one bit each (`Fan::bit`).
pub(crate) type FanSet = u128;

/// The table as the counter uses it.
#[derive(Debug, Clone)]
pub struct Rules {
    pub(crate) points: [u32; 81],
    /// What each fan, when present, makes not count anywhere in the hand.
    pub(crate) excludes: [FanSet; 81],
    /// What each fan makes not count for the same set (a dragon pung is no 幺九刻 too).
    pub(crate) excludes_in_set: [FanSet; 81],
    /// Fans that count toward the minimum (all but the flowers).
    pub(crate) toward_minimum: FanSet,
    /// One melded and one concealed kong: the fan they count as and its points (3.8.1 57).
    pub(crate) melded_and_concealed: Option<(Fan, u32)>,
    /// Shapes inside which a winning tile is no wait fan (组合龙).
    pub(crate) no_wait_fans_within: FanSet,
    /// The points a win needs, the flowers not counted (3.9.1 1 (2)).
    pub(crate) minimum: u32,
    /// The concealed special hands that count 不求人 when self-drawn (`self_drawn_counts`).
    pub(crate) special_hands: FanSet,
    /// Reading `self-drawn-special-hand` = `self-drawn`: those hands count 自摸 instead.
    pub(crate) special_self_drawn_as_self_drawn: bool,
    /// Reading `concealed-kongs-among-kongs`: 三杠/四杠 count their concealed kongs besides.
    pub(crate) concealed_kongs_besides: bool,
    /// The fans of a hand made only of certain tiles (绿一色, 推不倒), with those tiles' mask.
    pub(crate) only_tiles: Vec<(Fan, u64)>,
}

fn set_of<'a>(keys: impl IntoIterator<Item = &'a String>) -> FanSet {
    keys.into_iter()
        .map(|k| Fan::from_key(k).unwrap_or_else(|| panic!("unknown fan {k}")))
        .fold(0, |s, f| s | f.bit())
}

impl Rules {
    /// Compiles a table whose keys are the 81 fans (the shipped table's test checks that).
    pub fn from_table(t: &FanTable) -> Self {
        let combos = Fan::COMBINATIONS.iter().fold(0, |s, f| s | f.bit());
        let mut r = Rules {
            points: [0; 81],
            excludes: [0; 81],
            excludes_in_set: [0; 81],
            toward_minimum: 0,
            melded_and_concealed: None,
            no_wait_fans_within: 0,
            minimum: t.minimum.points,
            special_hands: 0,
            special_self_drawn_as_self_drawn: false,
            concealed_kongs_besides: true,
            only_tiles: Vec::new(),
        };
        for def in &t.fans {
            let fan = Fan::from_key(&def.key).unwrap_or_else(|| panic!("unknown fan {}", def.key));
            let i = fan as usize;
            r.points[i] = def.points;
            r.excludes[i] = set_of(&def.excludes);
            if combos & fan.bit() != 0 {
                r.excludes[i] &= !combos;
            }
            r.excludes_in_set[i] = set_of(&def.excludes_in_set);
            if def.toward_minimum {
                r.toward_minimum |= fan.bit();
            }
            if let Some(p) = def.melded_and_concealed_points {
                r.melded_and_concealed = Some((fan, p));
            }
            if def.no_wait_fans_within {
                r.no_wait_fans_within |= fan.bit();
            }
            if def.self_drawn_counts.is_some() {
                r.special_hands |= fan.bit();
            }
            if let Some(mask) = def.only_tiles_mask() {
                r.only_tiles.push((fan, mask));
            }
        }
        r
    }

    /// The table compiled with an event's choice of its readings (`[[reading]]`); a reading
    /// not given keeps its first choice. An unknown reading or choice is refused.
    pub fn with_readings(t: &FanTable, chosen: &Readings) -> Result<Self, HandError> {
        let mut r = Rules::from_table(t);
        for (key, choice) in chosen {
            let unknown = || HandError::UnknownReading {
                reading: key.clone(),
                choice: choice.clone(),
            };
            let def = t
                .readings
                .iter()
                .find(|d| &d.key == key)
                .ok_or_else(unknown)?;
            if !def.choices.contains(choice) {
                return Err(unknown());
            }
            match key.as_str() {
                "melded-and-concealed-kong" => {
                    let points = choice.parse().map_err(|_| unknown())?;
                    r.melded_and_concealed = r.melded_and_concealed.map(|(f, _)| (f, points));
                }
                "self-drawn-special-hand" => {
                    r.special_self_drawn_as_self_drawn = choice == "self-drawn";
                }
                "concealed-kongs-among-kongs" => r.concealed_kongs_besides = choice == "counted",
                _ => return Err(unknown()),
            }
        }
        Ok(r)
    }

    /// The shipped table, compiled once.
    pub fn builtin() -> &'static Rules {
        static RULES: OnceLock<Rules> = OnceLock::new();
        RULES.get_or_init(|| Rules::from_table(FanTable::builtin()))
    }

    pub fn points(&self, fan: Fan) -> u32 {
        self.points[fan as usize]
    }

    pub fn minimum(&self) -> u32 {
        self.minimum
    }
}
