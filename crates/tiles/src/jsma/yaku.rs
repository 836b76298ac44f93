//! The yaku of <アガリ役> by name, in the table's order (`rules-data/jsma/hand/yaku.toml`, where
//! their han and rules are).

macro_rules! yaku {
    ($($name:ident = $key:literal,)*) => {
        /// One yaku.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Yaku { $($name,)* }

        impl Yaku {
            /// Every yaku, in the table's order.
            pub const ALL: &'static [Yaku] = &[$(Yaku::$name,)*];

            /// Its key in the table, the contract's JSON and the message ids.
            pub fn key(self) -> &'static str {
                match self { $(Yaku::$name => $key,)* }
            }
        }
    };
}

yaku! {
    MenzenTsumo = "menzen-tsumo",
    Pinfu = "pinfu",
    Riichi = "riichi",
    Tanyao = "tanyao",
    Yakuhai = "yakuhai",
    Iipeikou = "iipeikou",
    Haitei = "haitei",
    Houtei = "houtei",
    Rinshan = "rinshan",
    Chankan = "chankan",
    Toitoi = "toitoi",
    DoubleRiichi = "double-riichi",
    Sanankou = "sanankou",
    Sankantsu = "sankantsu",
    Renfonpai = "renfonpai",
    Shousangen = "shousangen",
    Honroutou = "honroutou",
    SanshokuDoukou = "sanshoku-doukou",
    Chiitoitsu = "chiitoitsu",
    Chanta = "chanta",
    Ittsu = "ittsu",
    Sanshoku = "sanshoku",
    Junchan = "junchan",
    Honitsu = "honitsu",
    Ryanpeikou = "ryanpeikou",
    Chinitsu = "chinitsu",
    Renhou = "renhou",
    Tenhou = "tenhou",
    Chiihou = "chiihou",
    Daisangen = "daisangen",
    Suushiihou = "suushiihou",
    Tsuuiisou = "tsuuiisou",
    TsuuiisouChiitoitsu = "tsuuiisou-chiitoitsu",
    Chinroutou = "chinroutou",
    Suuankou = "suuankou",
    Suukantsu = "suukantsu",
    Kokushi = "kokushi",
    Ryuuiisou = "ryuuiisou",
    Chuuren = "chuuren",
}

impl Yaku {
    pub fn from_key(key: &str) -> Option<Yaku> {
        Yaku::ALL.iter().copied().find(|y| y.key() == key)
    }

    /// The message id of its name (`yaku-<key>`).
    pub fn message_id(self) -> String {
        format!("yaku-{}", self.key())
    }

    /// Its row in the table (same order).
    pub fn def(self) -> &'static super::table::YakuDef {
        &super::table::YakuTable::builtin().yaku[self as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_names_every_yaku_in_order() {
        let table = super::super::table::YakuTable::builtin();
        let keys: Vec<&str> = table.yaku.iter().map(|y| y.key.as_str()).collect();
        let ours: Vec<&str> = Yaku::ALL.iter().map(|y| y.key()).collect();
        assert_eq!(keys, ours);
    }
}
