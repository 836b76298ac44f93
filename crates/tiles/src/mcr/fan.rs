//! The 81 fans of MCR 3.8.1 as the engine names them: one variant each, in the book's order, with
//! the key the fan table (`rules-data/mcr-2006/hand/fans.toml`) and the strings
//! (`mcr-fan-<key>`) use. Points and exclusions are the table's, never written here.

use serde::{Serialize, Serializer};

macro_rules! fans {
    ($($name:ident = $key:literal,)*) => {
        /// A fan of 3.8.1; `as usize` is its number in the book minus one.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(u8)]
        pub enum Fan { $($name,)* }

        impl Fan {
            /// Every fan, in the book's order.
            pub const ALL: [Fan; 81] = [$(Fan::$name,)*];
            const KEYS: [&'static str; 81] = [$($key,)*];
        }
    };
}

fans! {
    BigFourWinds = "big-four-winds",
    BigThreeDragons = "big-three-dragons",
    AllGreen = "all-green",
    NineGates = "nine-gates",
    FourKongs = "four-kongs",
    SevenShiftedPairs = "seven-shifted-pairs",
    ThirteenOrphans = "thirteen-orphans",
    AllTerminals = "all-terminals",
    LittleFourWinds = "little-four-winds",
    LittleThreeDragons = "little-three-dragons",
    AllHonours = "all-honours",
    FourConcealedPungs = "four-concealed-pungs",
    PureTerminalChows = "pure-terminal-chows",
    QuadrupleChow = "quadruple-chow",
    FourPureShiftedPungs = "four-pure-shifted-pungs",
    FourPureShiftedChows = "four-pure-shifted-chows",
    ThreeKongs = "three-kongs",
    AllTerminalsAndHonours = "all-terminals-and-honours",
    SevenPairs = "seven-pairs",
    GreaterHonoursAndKnittedTiles = "greater-honours-and-knitted-tiles",
    AllEvenPungs = "all-even-pungs",
    FullFlush = "full-flush",
    PureTripleChow = "pure-triple-chow",
    PureShiftedPungs = "pure-shifted-pungs",
    UpperTiles = "upper-tiles",
    MiddleTiles = "middle-tiles",
    LowerTiles = "lower-tiles",
    PureStraight = "pure-straight",
    ThreeSuitedTerminalChows = "three-suited-terminal-chows",
    PureShiftedChows = "pure-shifted-chows",
    AllFives = "all-fives",
    TriplePung = "triple-pung",
    ThreeConcealedPungs = "three-concealed-pungs",
    LesserHonoursAndKnittedTiles = "lesser-honours-and-knitted-tiles",
    KnittedStraight = "knitted-straight",
    UpperFour = "upper-four",
    LowerFour = "lower-four",
    BigThreeWinds = "big-three-winds",
    MixedStraight = "mixed-straight",
    ReversibleTiles = "reversible-tiles",
    MixedTripleChow = "mixed-triple-chow",
    MixedShiftedPungs = "mixed-shifted-pungs",
    ChickenHand = "chicken-hand",
    LastTileDraw = "last-tile-draw",
    LastTileClaim = "last-tile-claim",
    OutWithReplacementTile = "out-with-replacement-tile",
    RobbingTheKong = "robbing-the-kong",
    TwoConcealedKongs = "two-concealed-kongs",
    AllPungs = "all-pungs",
    HalfFlush = "half-flush",
    MixedShiftedChows = "mixed-shifted-chows",
    AllTypes = "all-types",
    MeldedHand = "melded-hand",
    TwoDragonPungs = "two-dragon-pungs",
    OutsideHand = "outside-hand",
    FullyConcealedHand = "fully-concealed-hand",
    TwoMeldedKongs = "two-melded-kongs",
    LastTile = "last-tile",
    DragonPung = "dragon-pung",
    PrevalentWind = "prevalent-wind",
    SeatWind = "seat-wind",
    ConcealedHand = "concealed-hand",
    AllChows = "all-chows",
    TileHog = "tile-hog",
    DoublePung = "double-pung",
    TwoConcealedPungs = "two-concealed-pungs",
    ConcealedKong = "concealed-kong",
    AllSimples = "all-simples",
    PureDoubleChow = "pure-double-chow",
    MixedDoubleChow = "mixed-double-chow",
    ShortStraight = "short-straight",
    TwoTerminalChows = "two-terminal-chows",
    PungOfTerminalsOrHonours = "pung-of-terminals-or-honours",
    MeldedKong = "melded-kong",
    OneVoidedSuit = "one-voided-suit",
    NoHonours = "no-honours",
    EdgeWait = "edge-wait",
    ClosedWait = "closed-wait",
    SingleWait = "single-wait",
    SelfDrawn = "self-drawn",
    FlowerTiles = "flower-tiles",
}

impl Fan {
    /// The stable kebab-case key.
    pub fn key(self) -> &'static str {
        Self::KEYS[self as usize]
    }

    /// Its number in 3.8.1 (1–81).
    pub fn number(self) -> u32 {
        self as u32 + 1
    }

    pub fn from_key(key: &str) -> Option<Fan> {
        Self::KEYS
            .iter()
            .position(|k| *k == key)
            .map(|i| Self::ALL[i])
    }

    /// The message id of its display name in `locales/<lang>/mcr-fans.ftl`.
    pub fn message_id(self) -> String {
        format!("mcr-fan-{}", self.key())
    }

    /// Its bit in a `FanSet`.
    pub(crate) fn bit(self) -> u128 {
        1 << (self as u32)
    }
}

impl Serialize for Fan {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.key())
    }
}
impl Fan {
    /// The fans decided together by the search over sets (`combos`): among themselves the
    /// principles of 3.9.1 5 (不得相同, 套算一次) already decide what counts, so an exclusion from one
    /// of them to another is not applied a second time.
    pub const COMBINATIONS: [Fan; 17] = [
        Fan::QuadrupleChow,
        Fan::FourPureShiftedPungs,
        Fan::FourPureShiftedChows,
        Fan::PureTripleChow,
        Fan::PureShiftedPungs,
        Fan::PureStraight,
        Fan::PureShiftedChows,
        Fan::TriplePung,
        Fan::MixedStraight,
        Fan::MixedTripleChow,
        Fan::MixedShiftedPungs,
        Fan::MixedShiftedChows,
        Fan::DoublePung,
        Fan::PureDoubleChow,
        Fan::MixedDoubleChow,
        Fan::ShortStraight,
        Fan::TwoTerminalChows,
    ];
}
