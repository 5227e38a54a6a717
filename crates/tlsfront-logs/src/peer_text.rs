//! Text a peer sent, as a log line may carry it: cut to a bound and escaped.

use std::fmt;

/// The most characters a [`PeerText`] writes before it is cut, escapes included. A host name
/// (at most 253 characters) fits whole; a 16,000-byte SNI or path shows its start.
pub const PEER_TEXT_MAX: usize = 256;

/// Text a peer sent, formatted for a log line. Bytes from `!` to `~` are written as they are,
/// except `\` and `"`; every other byte (a space, a control character, each byte of a non-ASCII
/// character, invalid UTF-8) is written as `\xNN`, so a line is always plain ASCII and one line.
/// Past the bound, the text is cut and followed by `...[N_more_bytes]`: a line carries at most
/// [`PEER_TEXT_MAX`] characters of it, plus that marker.
#[derive(Clone, Copy)]
pub struct PeerText<'a> {
    bytes: &'a [u8],
    max: usize,
}

/// `text`, to be written into a log line: `debug!(path = %peer_text(path), ...)`.
pub fn peer_text<T: AsRef<[u8]> + ?Sized>(text: &T) -> PeerText<'_> {
    PeerText {
        bytes: text.as_ref(),
        max: PEER_TEXT_MAX,
    }
}

impl<'a> PeerText<'a> {
    /// The same text, cut at `max` characters instead (for a field that needs less).
    pub fn with_max(self, max: usize) -> PeerText<'a> {
        PeerText { max, ..self }
    }
}

impl fmt::Display for PeerText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut written = 0;
        for (index, &byte) in self.bytes.iter().enumerate() {
            let width = escaped_width(byte);
            if written + width > self.max {
                let left = self.bytes.len() - index;
                return write!(f, "...[{left}_more_bytes]");
            }
            written += width;
            match byte {
                b'\\' => f.write_str("\\\\")?,
                b'"' => f.write_str("\\\"")?,
                b'!'..=b'~' => fmt::Write::write_char(f, char::from(byte))?,
                _ => write!(f, "\\x{byte:02x}")?,
            }
        }
        Ok(())
    }
}

impl fmt::Debug for PeerText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\"{self}\"")
    }
}

/// How many characters `byte` takes once escaped.
fn escaped_width(byte: u8) -> usize {
    match byte {
        b'\\' | b'"' => 2,
        b'!'..=b'~' => 1,
        _ => 4,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn visible_ascii_stays_and_everything_else_is_escaped() {
        assert_eq!(peer_text("a.example.com").to_string(), "a.example.com");
        assert_eq!(
            peer_text("/a b\r\nX-Evil: 1").to_string(),
            "/a\\x20b\\x0d\\x0aX-Evil:\\x201"
        );
        assert_eq!(
            peer_text("é\u{202e}").to_string(),
            "\\xc3\\xa9\\xe2\\x80\\xae"
        );
        assert_eq!(peer_text(b"\x00\xff\"\\").to_string(), "\\x00\\xff\\\"\\\\");
        assert_eq!(format!("{:?}", peer_text("a\"b")), "\"a\\\"b\"");
        assert_eq!(peer_text("").to_string(), "");
    }

    #[test]
    fn long_text_is_cut_at_the_bound_and_says_how_much_was_left_out() {
        let sni = "a".repeat(16_000);
        let shown = peer_text(&sni).to_string();
        assert_eq!(
            shown,
            format!("{}...[15744_more_bytes]", "a".repeat(PEER_TEXT_MAX))
        );
        // Escapes count toward the bound, and one is never split.
        let controls = [0u8; 100];
        let shown = peer_text(&controls).with_max(10).to_string();
        assert_eq!(shown, "\\x00\\x00...[98_more_bytes]");
        // Text that fits exactly is not cut.
        assert_eq!(peer_text("abcd").with_max(4).to_string(), "abcd");
    }

    #[test]
    fn no_text_makes_a_line_longer_than_the_bound_and_its_marker() {
        let bound = PEER_TEXT_MAX + "...[18446744073709551615_more_bytes]".len();
        for text in [
            vec![b'a'; 100_000],
            vec![0u8; 100_000],
            vec![b'\\'; 100_000],
            (0..=255u8).cycle().take(70_000).collect(),
        ] {
            let shown = peer_text(&text).to_string();
            assert!(shown.len() <= bound, "{} characters", shown.len());
            assert!(shown.is_ascii() && !shown.contains(['\n', '\r', ' ']));
        }
    }
}
