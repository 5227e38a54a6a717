//! The content type of a served file, from its name. Pure.

use std::path::Path;

/// The content type for a file name: the common web types carry `charset=utf-8` where they are
/// text; everything else is what `mime_guess` knows, or `application/octet-stream`.
pub fn mime_for(path: &Path) -> &'static str {
    let Some(ext) = path.extension().and_then(|e| e.to_str()) else {
        return "application/octet-stream";
    };
    let ext = ext.to_ascii_lowercase();
    match ext.as_str() {
        "html" | "htm" => "text/html; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        // RFC 9239: JavaScript is text/javascript, whatever the extension.
        "js" | "mjs" | "cjs" => "text/javascript; charset=utf-8",
        "json" | "map" => "application/json; charset=utf-8",
        "webmanifest" => "application/manifest+json; charset=utf-8",
        "txt" | "text" => "text/plain; charset=utf-8",
        "md" | "markdown" => "text/markdown; charset=utf-8",
        "csv" => "text/csv; charset=utf-8",
        "xml" => "application/xml; charset=utf-8",
        "rss" => "application/rss+xml; charset=utf-8",
        "atom" => "application/atom+xml; charset=utf-8",
        "svg" => "image/svg+xml",
        "wasm" => "application/wasm",
        _ => match mime_guess::from_ext(&ext).first_raw() {
            Some(mime) if mime.starts_with("text/") => text_with_charset(mime),
            Some(mime) => mime,
            None => "application/octet-stream",
        },
    }
}

// The rarer text types mime_guess knows, given a charset too. A `&'static str` cannot be built
// at run time without leaking, so the list is spelled out; anything missing goes out bare.
fn text_with_charset(mime: &'static str) -> &'static str {
    match mime {
        "text/plain" => "text/plain; charset=utf-8",
        "text/html" => "text/html; charset=utf-8",
        "text/css" => "text/css; charset=utf-8",
        "text/javascript" => "text/javascript; charset=utf-8",
        "text/xml" => "text/xml; charset=utf-8",
        "text/calendar" => "text/calendar; charset=utf-8",
        "text/vcard" => "text/vcard; charset=utf-8",
        "text/x-vcard" => "text/x-vcard; charset=utf-8",
        "text/tab-separated-values" => "text/tab-separated-values; charset=utf-8",
        "text/vtt" => "text/vtt; charset=utf-8",
        "text/yaml" | "text/x-yaml" => "text/yaml; charset=utf-8",
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "text/plain; charset=utf-8";
    const HTML: &str = "text/html; charset=utf-8";

    #[test]
    fn mime_types() {
        let cases = [
            ("a.html", HTML),
            ("a.HTM", HTML),
            ("a.txt", TEXT),
            ("a.css", "text/css; charset=utf-8"),
            ("a.js", "text/javascript; charset=utf-8"),
            ("a.mjs", "text/javascript; charset=utf-8"),
            ("a.json", "application/json; charset=utf-8"),
            ("a.svg", "image/svg+xml"),
            ("a.png", "image/png"),
            ("a.woff2", "font/woff2"),
            ("a.wasm", "application/wasm"),
            ("a.ics", "text/calendar; charset=utf-8"),
            ("a.unknownext", "application/octet-stream"),
            ("Makefile", "application/octet-stream"),
            ("dir/.hidden", "application/octet-stream"),
        ];
        for (name, mime) in cases {
            assert_eq!(mime_for(Path::new(name)), mime, "{name}");
        }
    }
}
