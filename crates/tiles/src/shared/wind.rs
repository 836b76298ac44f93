//! The four winds, a seat's or the round's (MCR and JSMA count them; SBR has no honours).

/// A wind: a seat's or the round's.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Deserialize)]
pub enum Wind {
    #[default]
    #[serde(rename = "E")]
    East,
    #[serde(rename = "S")]
    South,
    #[serde(rename = "W")]
    West,
    #[serde(rename = "N")]
    North,
}

impl Wind {
    /// In turn order, East first.
    pub const ALL: [Wind; 4] = [Wind::East, Wind::South, Wind::West, Wind::North];

    /// `E`, `S`, `W`, `N` (the contract's letters).
    pub fn from_letter(s: &str) -> Option<Wind> {
        match s {
            "E" => Some(Wind::East),
            "S" => Some(Wind::South),
            "W" => Some(Wind::West),
            "N" => Some(Wind::North),
            _ => None,
        }
    }

    pub fn letter(self) -> char {
        ['E', 'S', 'W', 'N'][self as usize]
    }

    /// The wind's tile: `1z`–`4z`.
    pub(crate) fn tile_index(self) -> usize {
        27 + self as usize
    }
}
