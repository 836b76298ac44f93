//! A device and the head's hall (docs/hall-protocol.md): the messages as they travel
//! (`wire`), a floor device's side without I/O (`client`), and what can go wrong (`error`).
//! The hall's server is `crates/hall`, native only; this compiles for the browser too.

pub mod client;
pub mod error;
pub mod view;
pub mod wire;

pub use error::HallError;
pub use view::{HallControl, HallView};
