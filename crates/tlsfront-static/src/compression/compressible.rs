//! Which content types are worth compressing. Pure.
//!
//! An allow-list, not a deny-list: a type that is not known to be text-like (or an uncompressed
//! binary format that shrinks well) is left alone. Compressing an already-compressed format
//! (PNG, JPEG, WebP, AVIF, video, audio, zip/gzip/brotli/zstd archives, WOFF/WOFF2 fonts, PDF)
//! costs CPU and returns a few bytes at best, often a few more than it started with; an unknown
//! `application/octet-stream` may be anything, so it is not compressed either. Both the
//! on-the-fly path and `tlsfront sites compress` ask this one function, so they agree.
//!
//! The types come from [`crate::request::mime::mime_for`]: parameters (`; charset=utf-8`) are ignored
//! here, and case does not matter.

/// Whether a response of this content type is worth compressing.
pub fn is_compressible(content_type: &str) -> bool {
    let essence = content_type
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase();
    let Some((top, sub)) = essence.split_once('/') else {
        return false;
    };
    match top {
        // HTML, CSS, JavaScript (RFC 9239's text/javascript), plain text, CSV, Markdown, XML...
        "text" => true,
        "application" => {
            // JSON, XML and YAML dialects: manifest+json, ld+json, rss+xml, atom+xml, xhtml+xml.
            sub.ends_with("+json")
                || sub.ends_with("+xml")
                || sub.ends_with("+yaml")
                || COMPRESSIBLE_APPLICATION.contains(&sub)
        }
        "image" => COMPRESSIBLE_IMAGE.contains(&sub),
        "font" => COMPRESSIBLE_FONT.contains(&sub),
        // video/*, audio/*, and anything else: compressed by their own codecs, or unknown.
        _ => false,
    }
}

/// `application/` subtypes that are text, or binary formats that are stored uncompressed.
const COMPRESSIBLE_APPLICATION: &[&str] = &[
    "json",
    "javascript",
    "x-javascript",
    "ecmascript",
    "xml",
    "xml-dtd",
    "yaml",
    "x-yaml",
    "toml",
    "graphql",
    "x-sh",
    "x-httpd-php",
    // WebAssembly modules are stored uncompressed and shrink by about two thirds.
    "wasm",
    // EOT, and TrueType/OpenType fonts under their old names: uncompressed glyph tables.
    "vnd.ms-fontobject",
    "x-font-ttf",
    "x-font-otf",
    "x-font-opentype",
    "x-font-truetype",
    "font-sfnt",
];

/// `image/` subtypes stored uncompressed: SVG is XML; BMP and ICO are raw bitmaps.
const COMPRESSIBLE_IMAGE: &[&str] = &["svg+xml", "bmp", "x-ms-bmp", "x-icon", "vnd.microsoft.icon"];

/// `font/` subtypes stored uncompressed. WOFF and WOFF2 are compressed already (zlib, brotli).
const COMPRESSIBLE_FONT: &[&str] = &["ttf", "otf", "collection", "sfnt"];

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;
    use crate::request::mime::mime_for;

    #[test]
    fn web_text_types_are_compressed() {
        for name in [
            "index.html",
            "style.css",
            "app.js",
            "module.mjs",
            "data.json",
            "app.js.map",
            "site.webmanifest",
            "readme.txt",
            "notes.md",
            "table.csv",
            "feed.xml",
            "feed.rss",
            "feed.atom",
            "logo.svg",
            "module.wasm",
            "favicon.ico",
            "font.ttf",
            "font.otf",
            "calendar.ics",
        ] {
            let mime = mime_for(Path::new(name));
            assert!(
                is_compressible(mime),
                "{name} ({mime}) should be compressed"
            );
        }
    }

    #[test]
    fn compressed_and_unknown_types_are_not() {
        for name in [
            "photo.jpg",
            "photo.jpeg",
            "image.png",
            "image.gif",
            "image.webp",
            "image.avif",
            "movie.mp4",
            "movie.webm",
            "song.mp3",
            "song.ogg",
            "archive.zip",
            "archive.gz",
            "archive.tgz",
            "archive.br",
            "archive.zst",
            "archive.xz",
            "archive.7z",
            "font.woff",
            "font.woff2",
            "doc.pdf",
            "blob.bin",
            "Makefile",
            "unknown.unknownext",
        ] {
            let mime = mime_for(Path::new(name));
            assert!(
                !is_compressible(mime),
                "{name} ({mime}) should not be compressed"
            );
        }
    }

    #[test]
    fn parameters_and_case_are_ignored() {
        assert!(is_compressible("TEXT/HTML; charset=UTF-8"));
        assert!(is_compressible("application/ld+json"));
        assert!(is_compressible("application/xhtml+xml;charset=utf-8"));
        assert!(is_compressible(" image/SVG+XML "));
        assert!(!is_compressible("image/png; q=1"));
        assert!(!is_compressible(""));
        assert!(!is_compressible("text"));
        assert!(!is_compressible("application/octet-stream"));
        assert!(!is_compressible("application/gzip"));
    }
}
