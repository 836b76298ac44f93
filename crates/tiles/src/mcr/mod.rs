//! MCR 2006 (World Mahjong Organization): the hand engine for Mahjong Competition Rules. For now
//! the fan table (`table`): the 81 fans of 3.8.1 with their points and what each makes not
//! count, read from `rules-data/mcr-2006-fans.toml`.

pub mod table;
