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
mod state;
mod statics;

pub use routes::{MAX_PAIR_BODY, MAX_SYNC_BODY};
pub use state::{Hall, Notice};

use std::net::{IpAddr, SocketAddr, UdpSocket};
use std::path::PathBuf;

/// Where a hall listens unless told: every network of the machine, on a fixed port, so the
/// address tablets paired on (and their records, which a browser keeps per address) stays the
/// same from one opening to the next. `MJREF_HALL_LISTEN` overrides it.
pub const DEFAULT_LISTEN: &str = "0.0.0.0:8470";

/// The address to listen on: `given`, else `MJREF_HALL_LISTEN`, else [`DEFAULT_LISTEN`].
pub fn listen_address(given: Option<&str>) -> String {
    given
        .map(str::to_string)
        .or_else(|| std::env::var("MJREF_HALL_LISTEN").ok())
        .unwrap_or_else(|| DEFAULT_LISTEN.to_string())
}

/// Where the browser build's files are: `given`, else `MJREF_WEB_DIR`, else `target/web` when
/// `make web` made it here, else `target/web-test` (`make run`'s); `None` when there is none
/// (the hall then says so to a browser).
pub fn web_dir(given: Option<PathBuf>) -> Option<PathBuf> {
    let named = given.or_else(|| std::env::var_os("MJREF_WEB_DIR").map(PathBuf::from));
    let built = ["target/web", "target/web-test"].map(PathBuf::from);
    let found = |d: &PathBuf| d.join("index.html").is_file();
    match named {
        Some(dir) => Some(dir).filter(found),
        None => built.into_iter().find(found),
    }
}

/// The address tablets reach: the one listened on, or for an unspecified one (0.0.0.0) the
/// address this machine would use towards the network (no packet is sent).
pub fn reachable(addr: SocketAddr) -> SocketAddr {
    if !addr.ip().is_unspecified() {
        return addr;
    }
    let ip = UdpSocket::bind("0.0.0.0:0")
        .and_then(|s| s.connect("192.0.2.1:9").map(|()| s))
        .and_then(|s| s.local_addr())
        .map(|a| a.ip())
        .unwrap_or(IpAddr::from([127, 0, 0, 1]));
    SocketAddr::new(ip, addr.port())
}

/// Binds `listen`, or says why not (`hall-listen`).
pub fn bind(listen: &str) -> Result<(std::net::TcpListener, String), errcode::ErrorCode> {
    let refused = |e: std::io::Error| {
        errcode::ErrorCode::new(
            "hall-listen",
            &[("address", listen.to_string()), ("detail", e.to_string())],
        )
    };
    let listener = std::net::TcpListener::bind(listen).map_err(refused)?;
    let addr = listener.local_addr().map_err(refused)?;
    Ok((listener, format!("http://{}/", reachable(addr))))
}
