//! The browser build's files (`make web`), served to anyone on the venue's network: they hold
//! no record and no name, only the app a tablet runs. A path names a file inside the build's
//! folder or nothing (no `..`, no hidden files, nothing but plain names); every answer tells
//! the browser to run only the hall's own scripts and never to frame the page.

use crate::http::{Request, Response};
use crate::state::Hall;
use std::path::PathBuf;

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

/// The file `req` names. Each answer carries a tag of the file's version, so a tablet that
/// reloads the page gets "not modified" instead of the whole core again over the venue's Wi-Fi;
/// a browser that takes gzip gets the copy `make web` compressed beside a file (`name.gz`).
pub fn serve(hall: &Hall, req: &Request) -> Response {
    let path = if req.path == "/" {
        "/index.html"
    } else {
        req.path.as_str()
    };
    let Some(root) = &hall.web else {
        return Response::refusal(404, "hall-no-web-build", &[]);
    };
    if !plain(path) {
        return Response::refusal(404, "not-found", &[]);
    }
    let file = root.join(&path[1..]);
    let zipped = PathBuf::from(format!("{}.gz", file.display()));
    // A compressed copy older than its file was left by an earlier build: not sent.
    let written = |p: &PathBuf| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    let gzip = takes_gzip(req)
        && zipped.is_file()
        && written(&zipped).is_some_and(|z| written(&file).is_some_and(|f| z >= f));
    let (sent, encoding) = match gzip {
        true => (zipped, Some("gzip")),
        false => (file, None),
    };
    let Some(meta) = std::fs::metadata(&sent).ok().filter(|m| m.is_file()) else {
        return Response::refusal(404, "not-found", &[]);
    };
    let tag = version_tag(&meta, encoding);
    let unchanged = req
        .header("if-none-match")
        .is_some_and(|asked| asked.split(',').any(|t| t.trim() == tag));
    let answer = match unchanged {
        true => Response::new(304, content_type(path), Vec::new()),
        false => match std::fs::read(&sent) {
            Ok(bytes) => Response::new(200, content_type(path), bytes),
            Err(_) => return Response::refusal(404, "not-found", &[]),
        },
    };
    let answer = match encoding {
        Some(e) => answer.with("content-encoding", e.into()),
        None => answer,
    };
    answer
        .with("etag", tag)
        .with("vary", "accept-encoding".into())
        .with("content-security-policy", POLICY.into())
        .with("x-frame-options", "DENY".into())
        .with("x-content-type-options", "nosniff".into())
        .with("referrer-policy", "no-referrer".into())
        .with("cache-control", "no-cache".into())
}

/// Whether the browser said it takes gzip (and did not refuse it with `q=0`).
fn takes_gzip(req: &Request) -> bool {
    req.header("accept-encoding").is_some_and(|accepted| {
        accepted.split(',').any(|item| {
            let mut parts = item.split(';').map(str::trim);
            let coding = parts.next().unwrap_or("");
            let weight = parts
                .find_map(|p| p.strip_prefix("q="))
                .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok());
            coding.eq_ignore_ascii_case("gzip") && weight.is_some_and(|q| q > 0.0)
        })
    })
}

/// A strong tag of one stored file: its length and when it was written (a new build writes
/// every file anew), and which encoding is sent.
fn version_tag(meta: &std::fs::Metadata, encoding: Option<&str>) -> String {
    let written = meta
        .modified()
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_nanos());
    format!(
        "\"{:x}-{:x}{}\"",
        meta.len(),
        written,
        encoding.map_or("", |_| "-gz")
    )
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
