//! The browser build's files (`make web`), served to anyone on the venue's network: they hold
//! no record and no name, only the app a tablet runs. A path names a file inside the build's
//! folder or nothing (no `..`, no hidden files, nothing but plain names); every answer tells
//! the browser to run only the hall's own scripts and never to frame the page.

use crate::http::Response;
use crate::server::Hall;

/// What a page from the hall may do: its own scripts and WebAssembly, its own styles and
/// images (and photos read into `blob:`/`data:` URLs), requests to the hall only.
const POLICY: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; \
    style-src 'self' 'unsafe-inline'; img-src 'self' blob: data:; connect-src 'self'; \
    frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

fn content_type(name: &str) -> &'static str {
    match name.rsplit('.').next().unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "wasm" => "application/wasm",
        "json" | "map" => "application/json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "woff" => "font/woff",
        "ttf" | "otf" => "font/ttf",
        "txt" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// Whether `path` may name a file of the build: plain segments only.
fn plain(path: &str) -> bool {
    path.len() <= 256
        && path.split('/').skip(1).all(|seg| {
            !seg.is_empty()
                && !seg.starts_with('.')
                && seg
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'_'))
        })
}

pub fn serve(hall: &Hall, path: &str) -> Response {
    let path = if path == "/" { "/index.html" } else { path };
    let Some(root) = &hall.web else {
        return Response::refusal(404, "hall-no-web-build", &[]);
    };
    if !plain(path) {
        return Response::refusal(404, "not-found", &[]);
    }
    let file = root.join(&path[1..]);
    match std::fs::read(&file) {
        Ok(bytes) => Response::new(200, content_type(path), bytes)
            .with("content-security-policy", POLICY.into())
            .with("x-frame-options", "DENY".into())
            .with("x-content-type-options", "nosniff".into())
            .with("referrer-policy", "no-referrer".into())
            .with("cache-control", "no-cache".into()),
        Err(_) => Response::refusal(404, "not-found", &[]),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn only_plain_names_inside_the_build() {
        for ok in ["/index.html", "/assets/index-3f2a.js", "/core_bg.wasm"] {
            assert!(super::plain(ok), "{ok}");
        }
        for bad in [
            "/../etc/passwd",
            "/a/../../b",
            "/.git/config",
            "/a//b",
            "/%2e%2e/x",
            "/a\\b",
            "/a b",
        ] {
            assert!(!super::plain(bad), "{bad}");
        }
    }
}
