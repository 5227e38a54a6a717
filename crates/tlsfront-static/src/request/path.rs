//! Request-path normalisation: the raw request-target path in, a list of safe file-name segments
//! out. Pure: no I/O, no allocation beyond the result.
//!
//! The guarantee callers build on: every segment of a [`RequestPath`] is a single, non-empty file
//! name that is not `.` or `..` and holds no `/`, `\`, NUL or control character. Joining the
//! segments therefore names something beneath the docroot lexically; symlinks are the docroot's
//! problem (see `docroot.rs`).

use std::path::PathBuf;

/// Longest decoded path accepted, in bytes (Linux `PATH_MAX`).
pub const MAX_PATH_BYTES: usize = 4096;
/// Longest decoded segment accepted, in bytes (Linux `NAME_MAX`).
pub const MAX_SEGMENT_BYTES: usize = 255;

/// Why a request path was refused. Every variant is the client's fault.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PathError {
    #[error("client sent a request path that does not start with '/'")]
    NotAbsolute,
    #[error("client sent a request path with an invalid percent escape")]
    BadEscape,
    #[error("client sent a request path that is not UTF-8 once decoded")]
    InvalidUtf8,
    #[error("client sent a request path containing NUL")]
    Nul,
    #[error("client sent a request path containing a backslash")]
    Backslash,
    #[error("client sent a request path containing an encoded '/'")]
    EncodedSlash,
    #[error("client sent a request path containing a control character")]
    ControlCharacter,
    #[error("client sent a request path segment longer than {MAX_SEGMENT_BYTES} bytes")]
    SegmentTooLong,
    #[error("client sent a request path longer than {MAX_PATH_BYTES} bytes")]
    TooLong,
    #[error("client sent a request path that climbs above the docroot")]
    EscapesRoot,
}

/// A normalised request path: decoded segments, none of them empty, `.` or `..`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RequestPath {
    segments: Vec<String>,
    trailing_slash: bool,
}

impl RequestPath {
    /// The decoded segments, root first.
    pub fn segments(&self) -> &[String] {
        &self.segments
    }

    /// Whether the request named a directory: it ended with `/` (or with `.`/`..`, which
    /// RFC 3986 dot-segment removal also turns into a trailing `/`), or it is the root.
    pub fn trailing_slash(&self) -> bool {
        self.trailing_slash
    }

    /// The path relative to the docroot, without a leading slash; empty for the root.
    pub fn relative(&self) -> PathBuf {
        self.segments.iter().collect()
    }

    /// The path re-encoded for a URL (`location` header): every byte outside the RFC 3986
    /// unreserved set and a few safe sub-delims is percent-encoded, so nothing the client sent
    /// reaches a header raw.
    pub fn to_url_path(&self, with_trailing_slash: bool) -> String {
        let mut out = String::with_capacity(self.segments.iter().map(|s| s.len() + 1).sum());
        for segment in &self.segments {
            out.push('/');
            percent_encode_into(segment, &mut out);
        }
        if with_trailing_slash || self.segments.is_empty() {
            out.push('/');
        }
        out
    }
}

/// Normalises the path part of a request-target. A query (`?…`) or fragment (`#…`) is dropped
/// first, before decoding, so an encoded `%3f` stays part of the name.
pub fn normalise_request_path(raw: &str) -> Result<RequestPath, PathError> {
    let raw = match raw.find(['?', '#']) {
        Some(end) => &raw[..end],
        None => raw,
    };
    let rest = raw.strip_prefix('/').ok_or(PathError::NotAbsolute)?;
    // Every decoded byte costs at least one raw byte, so a raw path this long cannot fit.
    if raw.len() > MAX_PATH_BYTES * 3 {
        return Err(PathError::TooLong);
    }

    let mut segments: Vec<String> = Vec::new();
    let mut trailing_slash = true;
    let mut decoded_len = 0usize;
    for raw_segment in rest.split('/') {
        let segment = decode_segment(raw_segment)?;
        // Dots are classified after decoding, so `%2e%2e` is exactly `..`.
        match segment.as_str() {
            "" | "." => trailing_slash = true,
            ".." => {
                let popped = segments.pop().ok_or(PathError::EscapesRoot)?;
                decoded_len -= popped.len() + 1;
                trailing_slash = true;
            }
            _ => {
                decoded_len += segment.len() + 1;
                if decoded_len > MAX_PATH_BYTES {
                    return Err(PathError::TooLong);
                }
                segments.push(segment);
                trailing_slash = false;
            }
        }
    }
    Ok(RequestPath {
        segments,
        trailing_slash,
    })
}

/// Decodes one segment, refusing anything that could act as a separator or terminator once it
/// reaches the file system.
fn decode_segment(raw: &str) -> Result<String, PathError> {
    let bytes = raw.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let byte = if bytes[i] == b'%' {
            let high = bytes.get(i + 1).and_then(|b| hex_value(*b));
            let low = bytes.get(i + 2).and_then(|b| hex_value(*b));
            let (Some(high), Some(low)) = (high, low) else {
                return Err(PathError::BadEscape);
            };
            i += 3;
            let decoded = high << 4 | low;
            if decoded == b'/' {
                return Err(PathError::EncodedSlash);
            }
            decoded
        } else {
            i += 1;
            bytes[i - 1]
        };
        match byte {
            0 => return Err(PathError::Nul),
            b'\\' => return Err(PathError::Backslash),
            0x01..=0x1f | 0x7f => return Err(PathError::ControlCharacter),
            _ => out.push(byte),
        }
        if out.len() > MAX_SEGMENT_BYTES {
            return Err(PathError::SegmentTooLong);
        }
    }
    // Overlong forms such as `%c0%ae` are not UTF-8, so they never become a dot here.
    String::from_utf8(out).map_err(|_| PathError::InvalidUtf8)
}

fn hex_value(byte: u8) -> Option<u8> {
    match byte {
        b'0'..=b'9' => Some(byte - b'0'),
        b'a'..=b'f' => Some(byte - b'a' + 10),
        b'A'..=b'F' => Some(byte - b'A' + 10),
        _ => None,
    }
}

fn percent_encode_into(segment: &str, out: &mut String) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for &byte in segment.as_bytes() {
        let keep = byte.is_ascii_alphanumeric()
            || matches!(byte, b'-' | b'.' | b'_' | b'~' | b'!' | b'$' | b'&' | b'\'')
            || matches!(
                byte,
                b'(' | b')' | b'*' | b'+' | b',' | b';' | b'=' | b':' | b'@'
            );
        if keep {
            out.push(char::from(byte));
        } else {
            out.push('%');
            out.push(char::from(HEX[usize::from(byte >> 4)]));
            out.push(char::from(HEX[usize::from(byte & 0x0f)]));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(raw: &str) -> (Vec<String>, bool) {
        let path = normalise_request_path(raw).unwrap_or_else(|e| panic!("{raw:?}: {e}"));
        (path.segments().to_vec(), path.trailing_slash())
    }

    fn err(raw: &str) -> PathError {
        match normalise_request_path(raw) {
            Ok(path) => panic!("{raw:?} was accepted as {path:?}"),
            Err(e) => e,
        }
    }

    #[test]
    fn accepts_and_normalises() {
        let cases: &[(&str, &[&str], bool)] = &[
            ("/", &[], true),
            ("//", &[], true),
            ("/index.html", &["index.html"], false),
            ("/dir", &["dir"], false),
            ("/dir/", &["dir"], true),
            ("/a//b", &["a", "b"], false),
            ("/a/./b", &["a", "b"], false),
            ("/a/.", &["a"], true),
            ("/a/b/..", &["a"], true),
            ("/a/b/../c", &["a", "c"], false),
            ("/a/%2e%2E/c", &["c"], false),
            ("/a/%2E./c", &["c"], false),
            ("/a/.%2e", &[], true),
            ("/..a/a..", &["..a", "a.."], false),
            ("/...", &["..."], false),
            ("/hello%20world.txt", &["hello world.txt"], false),
            ("/caf%C3%A9", &["café"], false),
            ("/café", &["café"], false),
            ("/%252e%252e/x", &["%2e%2e", "x"], false),
            ("/%25", &["%"], false),
            ("/a?b=/../../x", &["a"], false),
            ("/a#../../x", &["a"], false),
            ("/a%3fb", &["a?b"], false),
            ("/?", &[], true),
        ];
        for (raw, segments, slash) in cases {
            let (got, got_slash) = ok(raw);
            assert_eq!(got, *segments, "{raw:?}");
            assert_eq!(got_slash, *slash, "{raw:?}");
        }
    }

    #[test]
    fn refuses_traversal_and_bad_bytes() {
        let cases: &[(&str, PathError)] = &[
            ("", PathError::NotAbsolute),
            ("a/b", PathError::NotAbsolute),
            ("*", PathError::NotAbsolute),
            ("https://a.example/x", PathError::NotAbsolute),
            ("/..", PathError::EscapesRoot),
            ("/../x", PathError::EscapesRoot),
            ("/a/../../x", PathError::EscapesRoot),
            ("/a/../..", PathError::EscapesRoot),
            ("/./../x", PathError::EscapesRoot),
            ("/%2e%2e/x", PathError::EscapesRoot),
            ("/%2E%2E/x", PathError::EscapesRoot),
            ("/.%2e/x", PathError::EscapesRoot),
            ("/a/%2e%2e/%2e%2e/etc/passwd", PathError::EscapesRoot),
            ("/%2e%2e%2fx", PathError::EncodedSlash),
            ("/..%2fx", PathError::EncodedSlash),
            ("/a%2F..%2F..%2Fx", PathError::EncodedSlash),
            ("/a/%00", PathError::Nul),
            ("/a\0b", PathError::Nul),
            ("/index.html%00.txt", PathError::Nul),
            ("/a%5c..%5cx", PathError::Backslash),
            ("/a%5C..%5Cx", PathError::Backslash),
            ("/a\\..\\x", PathError::Backslash),
            ("/..\\x", PathError::Backslash),
            ("/%c0%ae%c0%ae/x", PathError::InvalidUtf8),
            ("/%c0%af", PathError::InvalidUtf8),
            ("/%e0%80%ae", PathError::InvalidUtf8),
            ("/%ff", PathError::InvalidUtf8),
            ("/%", PathError::BadEscape),
            ("/%2", PathError::BadEscape),
            ("/%2g", PathError::BadEscape),
            ("/%%32%65", PathError::BadEscape),
            ("/%+1", PathError::BadEscape),
            ("/a%0a", PathError::ControlCharacter),
            ("/a%0d%0aSet-Cookie:x", PathError::ControlCharacter),
            ("/a\tb", PathError::ControlCharacter),
            ("/a%7f", PathError::ControlCharacter),
        ];
        for (raw, expected) in cases {
            assert_eq!(err(raw), *expected, "{raw:?}");
        }
    }

    #[test]
    fn enforces_length_limits() {
        let longest_name = "a".repeat(MAX_SEGMENT_BYTES);
        assert_eq!(
            ok(&format!("/{longest_name}")).0,
            vec![longest_name.clone()]
        );
        assert_eq!(err(&format!("/{longest_name}a")), PathError::SegmentTooLong);
        assert_eq!(
            err(&format!("/{}", "%61".repeat(MAX_SEGMENT_BYTES + 1))),
            PathError::SegmentTooLong
        );

        // 16 segments of 255 bytes plus separators fit exactly in 4096 bytes.
        let name = "b".repeat(MAX_SEGMENT_BYTES);
        let fits = format!("/{name}").repeat(16);
        assert_eq!(fits.len(), MAX_PATH_BYTES);
        assert_eq!(ok(&fits).0.len(), 16);
        assert_eq!(err(&format!("{fits}/c")), PathError::TooLong);
        assert_eq!(err(&"/".repeat(MAX_PATH_BYTES * 3 + 1)), PathError::TooLong);
        // Segments that were popped again do not count against the limit.
        let popping = format!("/{name}/..").repeat(20) + "/x";
        assert_eq!(ok(&popping).0, vec!["x".to_string()]);
    }

    #[test]
    fn relative_and_url_forms() {
        let path = normalise_request_path("/a%20b/c%3Fd/").unwrap();
        assert_eq!(path.relative(), PathBuf::from("a b/c?d"));
        assert_eq!(path.to_url_path(true), "/a%20b/c%3Fd/");
        assert_eq!(path.to_url_path(false), "/a%20b/c%3Fd");
        let root = normalise_request_path("/").unwrap();
        assert_eq!(root.relative(), PathBuf::new());
        assert_eq!(root.to_url_path(false), "/");
        let unicode = normalise_request_path("/caf%c3%a9\"<x>").unwrap();
        assert_eq!(unicode.to_url_path(true), "/caf%C3%A9%22%3Cx%3E/");
    }

    #[test]
    fn every_segment_is_a_plain_name() {
        let tricky = [
            "/a/b/../../c/./d//e/%2e/f",
            "/%2e%2e%2e/....//.../x",
            "/a/%252f/b",
            "/x/%2e%2e%2e%2e",
        ];
        for raw in tricky {
            let path = normalise_request_path(raw).unwrap();
            for segment in path.segments() {
                assert!(
                    !segment.is_empty() && segment != "." && segment != "..",
                    "{raw:?}"
                );
                assert!(!segment.contains(['/', '\\', '\0']), "{raw:?}");
            }
        }
    }
}
