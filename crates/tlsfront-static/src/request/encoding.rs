//! Content codings (RFC 9110 §8.4) and the `Accept-Encoding` request header (§12.5.3). Pure.
//!
//! [`AcceptEncoding::parse`] reads the header once; [`AcceptEncoding::preferred`] then picks,
//! among the codings a response could be sent in, the one the client likes best. The static
//! planner asks it about the precompressed siblings found on disk; a compressor made on the fly
//! can ask it about the codings it can produce.
//!
//! How the header is read:
//! - Tokens are case-insensitive; `x-gzip` is `gzip` (RFC 9110 §8.4.1.3). Unknown codings
//!   (`deflate`, `compress`, …) are read and never chosen.
//! - A missing `q` is 1; `q` is `0`, `1`, or `0.` / `1.` with up to three digits. An element
//!   whose `q` cannot be read is dropped, not the whole header: the rest of a header that a
//!   proxy mangled still counts (RFC 9110 asks to tolerate malformed lists, §5.6.1).
//! - `*` stands for every coding not named elsewhere in the header, identity included.
//! - A coding named twice takes its first value.
//! - No header at all, or an empty one, allows only identity. RFC 9110 §12.5.3 lets a missing
//!   header mean "anything", but clients that can decode say so, and `curl` without
//!   `--compressed` must get the bytes it asked for.
//! - Identity is acceptable unless `identity;q=0`, or `*;q=0` with no entry for identity. When
//!   it is not named, it ranks below every acceptable coding: `Accept-Encoding: gzip;q=0.5`
//!   gets gzip.
//! - Ties go to the server's order: brotli, then zstd, then gzip, then identity (smallest
//!   first).
//! - When identity is refused and no acceptable coding is available, identity is sent anyway.
//!   RFC 9110 §12.1 allows a server to disregard the header rather than answer 406, and
//!   nginx, Caddy and Apache all do so: a page is better than an error.

/// A content coding a response can be sent in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Encoding {
    /// The bytes as they are on disk.
    Identity,
    Brotli,
    Zstd,
    Gzip,
}

impl Encoding {
    /// The codings other than identity, in the server's order of preference (smallest output
    /// first), which breaks ties between equal q-values.
    pub const CODINGS: [Encoding; 3] = [Encoding::Brotli, Encoding::Zstd, Encoding::Gzip];

    /// The token in `Content-Encoding` and `Accept-Encoding`.
    pub fn token(self) -> &'static str {
        match self {
            Encoding::Identity => "identity",
            Encoding::Brotli => "br",
            Encoding::Zstd => "zstd",
            Encoding::Gzip => "gzip",
        }
    }

    /// The extension of a precompressed sibling in this coding (`page.html.br`), without its
    /// dot; `None` for identity.
    pub fn sibling_extension(self) -> Option<&'static str> {
        match self {
            Encoding::Identity => None,
            Encoding::Brotli => Some("br"),
            Encoding::Zstd => Some("zst"),
            Encoding::Gzip => Some("gz"),
        }
    }

    /// The coding whose siblings carry this file extension (case-insensitive).
    pub fn from_sibling_extension(extension: &str) -> Option<Encoding> {
        Encoding::CODINGS.into_iter().find(|coding| {
            coding
                .sibling_extension()
                .is_some_and(|ext| ext.eq_ignore_ascii_case(extension))
        })
    }

    /// Position in the server's order of preference; identity last.
    fn rank(self) -> usize {
        match self {
            Encoding::Brotli => 0,
            Encoding::Zstd => 1,
            Encoding::Gzip => 2,
            Encoding::Identity => 3,
        }
    }
}

/// A q-value in thousandths: 0 (not acceptable) to 1000.
pub type Quality = u16;

/// What a request's `Accept-Encoding` allows, read once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AcceptEncoding {
    brotli: Option<Quality>,
    zstd: Option<Quality>,
    gzip: Option<Quality>,
    identity: Option<Quality>,
    any: Option<Quality>,
}

/// The rank an unnamed identity gets when it is acceptable: below any coding the client
/// named, equal only to `q=0.001`, which the tie order then gives to the coding.
const IMPLICIT_IDENTITY: Quality = 1;

impl AcceptEncoding {
    /// Reads the header (its lines joined with `, ` when it was split).
    pub fn parse(header: Option<&str>) -> AcceptEncoding {
        let mut accept = AcceptEncoding {
            brotli: None,
            zstd: None,
            gzip: None,
            identity: None,
            any: None,
        };
        let Some(header) = header else {
            return accept.identity_only();
        };
        let mut named_anything = false;
        for element in header.split(',') {
            let Some((token, quality)) = parse_element(element) else {
                continue;
            };
            named_anything = true;
            let slot = match token {
                t if t.eq_ignore_ascii_case("br") => &mut accept.brotli,
                t if t.eq_ignore_ascii_case("zstd") => &mut accept.zstd,
                t if t.eq_ignore_ascii_case("gzip") || t.eq_ignore_ascii_case("x-gzip") => {
                    &mut accept.gzip
                }
                t if t.eq_ignore_ascii_case("identity") => &mut accept.identity,
                "*" => &mut accept.any,
                _ => continue,
            };
            slot.get_or_insert(quality);
        }
        if !named_anything {
            // An empty header (or nothing readable in it) wants no coding (§12.5.3).
            return accept.identity_only();
        }
        accept
    }

    /// The q-value the client gives `encoding`: its own entry, else `*`'s, else 0 for a
    /// coding and the lowest acceptable rank for identity.
    pub fn quality(&self, encoding: Encoding) -> Quality {
        let named = match encoding {
            Encoding::Identity => self.identity,
            Encoding::Brotli => self.brotli,
            Encoding::Zstd => self.zstd,
            Encoding::Gzip => self.gzip,
        };
        match (named.or(self.any), encoding) {
            (Some(quality), _) => quality,
            (None, Encoding::Identity) => IMPLICIT_IDENTITY,
            (None, _) => 0,
        }
    }

    /// No coding, identity acceptable: what a missing or empty header means here.
    fn identity_only(mut self) -> AcceptEncoding {
        self.brotli = Some(0);
        self.zstd = Some(0);
        self.gzip = Some(0);
        self.identity = None;
        self.any = None;
        self
    }

    /// Whether the client accepts `encoding` at all.
    pub fn accepts(&self, encoding: Encoding) -> bool {
        self.quality(encoding) > 0
    }

    /// Whether any coding other than identity is acceptable: when not, there is nothing to
    /// look for on disk.
    pub fn accepts_a_coding(&self) -> bool {
        Encoding::CODINGS.iter().any(|&coding| self.accepts(coding))
    }

    /// The acceptable codings among `available` (identity ignored), the client's favourite
    /// first; ties in the server's order.
    pub fn ranked(&self, available: &[Encoding]) -> Vec<Encoding> {
        let mut ranked: Vec<Encoding> = Encoding::CODINGS
            .into_iter()
            .filter(|coding| available.contains(coding) && self.accepts(*coding))
            .collect();
        ranked.sort_by_key(|coding| (std::cmp::Reverse(self.quality(*coding)), coding.rank()));
        ranked
    }

    /// The coding to send, given the codings a response is `available` in besides identity:
    /// the client's favourite, ties in the server's order, and identity when nothing else is
    /// acceptable, even when the client refused identity (see the module notes).
    pub fn preferred(&self, available: &[Encoding]) -> Encoding {
        let identity = self.quality(Encoding::Identity);
        match self.ranked(available).first() {
            Some(&best) if self.quality(best) >= identity => best,
            _ => Encoding::Identity,
        }
    }
}

/// One list element: `token [ OWS ";" OWS "q=" qvalue ]`, other parameters ignored. `None`
/// for an empty or unreadable element.
fn parse_element(element: &str) -> Option<(&str, Quality)> {
    let mut parts = element.split(';');
    let token = parts.next()?.trim_matches([' ', '\t']);
    if token.is_empty() || !token.bytes().all(is_tchar) {
        return None;
    }
    let mut quality = 1000;
    for parameter in parts {
        let (name, value) = parameter.split_once('=')?;
        if name.trim_matches([' ', '\t']).eq_ignore_ascii_case("q") {
            quality = parse_qvalue(value.trim_matches([' ', '\t']))?;
        }
    }
    Some((token, quality))
}

/// RFC 9110 §12.4.2: `( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )`, in thousandths.
fn parse_qvalue(text: &str) -> Option<Quality> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if fraction.len() > 3 || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let thousandths = fraction
        .bytes()
        .chain(std::iter::repeat(b'0'))
        .take(3)
        .fold(0u16, |acc, digit| acc * 10 + u16::from(digit - b'0'));
    match whole {
        "0" => Some(thousandths),
        "1" if thousandths == 0 => Some(1000),
        _ => None,
    }
}

/// RFC 9110 §5.6.2 `tchar`.
fn is_tchar(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&byte)
}

#[cfg(test)]
mod tests {
    use super::Encoding::*;
    use super::*;

    const ALL: [Encoding; 3] = Encoding::CODINGS;

    fn chosen(header: Option<&str>, available: &[Encoding]) -> Encoding {
        AcceptEncoding::parse(header).preferred(available)
    }

    #[test]
    fn negotiation_table() {
        let cases: &[(Option<&str>, &[Encoding], Encoding)] = &[
            // No header or an empty one: identity only.
            (None, &ALL, Identity),
            (Some(""), &ALL, Identity),
            (Some(" , ,"), &ALL, Identity),
            // Browsers.
            (Some("gzip, deflate, br, zstd"), &ALL, Brotli),
            (Some("gzip, deflate, br, zstd"), &[Zstd, Gzip], Zstd),
            (Some("gzip, deflate, br"), &[Zstd, Gzip], Gzip),
            (Some("gzip, deflate"), &[Brotli], Identity),
            (Some("deflate"), &ALL, Identity),
            // q-values: higher wins; ties go to br, zstd, gzip.
            (Some("gzip;q=1, br;q=0.5"), &ALL, Gzip),
            (Some("gzip;q=0.8, br;q=0.8, zstd;q=0.8"), &ALL, Brotli),
            (Some("gzip, zstd"), &ALL, Zstd),
            (Some("br;q=0, gzip"), &ALL, Gzip),
            (Some("br;q=0"), &ALL, Identity),
            (Some("gzip;q=0.001"), &ALL, Gzip),
            (Some("gzip;q=0.5, identity"), &ALL, Identity),
            (Some("gzip;q=0.5, identity;q=0.5"), &ALL, Gzip),
            (Some("gzip;q=0.5, identity;q=0.6"), &ALL, Identity),
            // Case, spaces, x-gzip, other parameters.
            (Some("GZIP ; Q=0.9 , BR;q=0.1"), &ALL, Gzip),
            (Some("x-gzip"), &ALL, Gzip),
            (Some("gzip;level=9;q=0.2, br;q=0.1"), &ALL, Gzip),
            // `*`: every coding not named.
            (Some("*"), &ALL, Brotli),
            (Some("*;q=0.5, br;q=0"), &ALL, Zstd),
            (Some("*;q=0.5, identity"), &ALL, Identity),
            (Some("*;q=0.1, gzip;q=0.2"), &ALL, Gzip),
            // Identity refused: a coding if there is one, identity anyway if not.
            (Some("identity;q=0"), &ALL, Identity),
            (Some("gzip, identity;q=0"), &[Gzip], Gzip),
            (Some("gzip, identity;q=0"), &[Brotli], Identity),
            (Some("*;q=0"), &ALL, Identity),
            (Some("gzip, *;q=0"), &ALL, Gzip),
            // Malformed elements are dropped, the rest still counts.
            (Some("br;q=2, gzip"), &ALL, Gzip),
            (Some("br;q=0.5000, gzip;q=0.1"), &ALL, Gzip),
            (Some("br;q=, gzip;q=0.1"), &ALL, Gzip),
            (Some("br;q, gzip;q=0.1"), &ALL, Gzip),
            (Some("b r, gzip;q=0.1"), &ALL, Gzip),
            (Some("br;q=1.001, gzip;q=0.1"), &ALL, Gzip),
            (Some("br;q=-1"), &ALL, Identity),
            (Some("br;q=0.5;q=0.9, gzip;q=0.7"), &ALL, Brotli),
            (Some("\u{7f}"), &ALL, Identity),
            // Named twice: the first value holds.
            (Some("br;q=0, br"), &ALL, Identity),
            (Some("br, br;q=0"), &ALL, Brotli),
            // Nothing on disk: identity.
            (Some("br, gzip, zstd"), &[], Identity),
        ];
        for (header, available, expected) in cases {
            assert_eq!(
                chosen(*header, available),
                *expected,
                "{header:?} among {available:?}"
            );
        }
    }

    #[test]
    fn qualities_and_ranking() {
        let accept = AcceptEncoding::parse(Some("gzip;q=0.7, br;q=0.3, identity;q=0"));
        assert_eq!(accept.quality(Gzip), 700);
        assert_eq!(accept.quality(Brotli), 300);
        assert_eq!(accept.quality(Zstd), 0);
        assert_eq!(accept.quality(Identity), 0);
        assert_eq!(accept.ranked(&ALL), vec![Gzip, Brotli]);
        assert!(accept.accepts_a_coding());

        let plain = AcceptEncoding::parse(None);
        assert!(!plain.accepts_a_coding());
        assert!(plain.ranked(&ALL).is_empty());

        let star = AcceptEncoding::parse(Some("*;q=0.2"));
        assert_eq!(star.quality(Identity), 200);
        assert_eq!(star.ranked(&ALL), vec![Brotli, Zstd, Gzip]);
        // Identity at the same q loses the tie to a coding.
        assert_eq!(star.preferred(&[Gzip]), Gzip);
    }

    #[test]
    fn qvalues() {
        let cases: &[(&str, Option<Quality>)] = &[
            ("0", Some(0)),
            ("0.", Some(0)),
            ("0.5", Some(500)),
            ("0.25", Some(250)),
            ("0.125", Some(125)),
            ("1", Some(1000)),
            ("1.0", Some(1000)),
            ("1.000", Some(1000)),
            ("1.5", None),
            ("0.1234", None),
            ("2", None),
            (".5", None),
            ("", None),
            ("0.a", None),
            ("01", None),
        ];
        for (text, expected) in cases {
            assert_eq!(parse_qvalue(text), *expected, "{text:?}");
        }
    }

    #[test]
    fn sibling_extensions() {
        assert_eq!(Encoding::from_sibling_extension("GZ"), Some(Gzip));
        assert_eq!(Encoding::from_sibling_extension("zst"), Some(Zstd));
        assert_eq!(Encoding::from_sibling_extension("br"), Some(Brotli));
        assert_eq!(Encoding::from_sibling_extension("zstd"), None);
        assert_eq!(Encoding::from_sibling_extension("html"), None);
        for coding in Encoding::CODINGS {
            let ext = coding.sibling_extension().unwrap();
            assert_eq!(Encoding::from_sibling_extension(ext), Some(coding));
        }
    }
}
