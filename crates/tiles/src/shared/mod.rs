//! What every ruleset's hand engine shares: the winds, the circumstances of a win, the
//! suit-pattern table of winning shapes and waits, the readings an event may choose, and (for
//! the references, generators and benches) a seeded random stream. Per ruleset: `sbr`, `mcr`,
//! `jsma`; the front door every front end calls: `analysis`.

mod conditions;
mod readings;
#[cfg(any(test, feature = "reference"))]
mod rng;
pub(crate) mod suit_patterns;
mod wind;

pub use conditions::Conditions;
pub use readings::{ReadingDef, Readings};
#[cfg(any(test, feature = "reference"))]
pub use rng::Rng;
pub use suit_patterns::tiles_of;
pub use wind::Wind;
