//! The head referee's hall (issue 25, docs/hall-protocol.md): the head's device serves the
//! browser build and syncs signed records with every enrolled device on the venue's network;
//! `client` is the blocking side `mjref pair` and `mjref sync` use. The protocol's messages and
//! a device's side of it without I/O are `device::hall`, shared with the browser build; this
//! crate only moves bytes, and everything that arrives goes through the desk's one import.
//!
//! Native only (std sockets and threads): the browser build never links it.

pub mod client;
pub mod guard;
pub mod http;
pub mod pairing;
mod routes;
pub mod server;
mod statics;

pub use routes::{MAX_PAIR_BODY, MAX_SYNC_BODY};
pub use server::{Hall, Notice, Refused};
