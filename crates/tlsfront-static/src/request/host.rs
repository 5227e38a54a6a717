//! The Host check: does the `Host` header (or `:authority`, or an absolute-form target's
//! authority) name the host this TLS session was made for? Pure.
//!
//! A client that reuses a TLS session made for `a.example` to ask for `b.example` is told 421
//! (RFC 9110 §15.5.20), so one tenant's certificate never fronts another tenant's files.
//!
//! [`check_host`] judges one value; [`request_host`] finds the one value a whole request names
//! (the proxy's rule: the application must see one host, the session's).

use http::header::{self, HeaderMap};
use http::{StatusCode, Version};

/// The body of every 421, static or proxied, over any HTTP version.
pub const MISDIRECTED_TEXT: &str =
    "421 Misdirected Request: this connection is for another host.\n";

/// The longest DNS name, without the trailing dot.
const MAX_NAME_BYTES: usize = 253;
/// The longest DNS label.
const MAX_LABEL_BYTES: usize = 63;
/// The longest port: 65535.
const MAX_PORT_DIGITS: usize = 5;

/// The verdict on one Host value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostCheck {
    /// It names the session's host.
    Matches,
    /// It is a well-formed host, but another one (or an IP literal): 421.
    Misdirected,
    /// It is not a host name at all: 400.
    Invalid,
}

/// Checks one raw Host value against the session's host, which is already lower-case and has
/// no trailing dot. An optional `:port` is ignored (the listener decided the port), case is
/// folded and one trailing dot dropped.
pub fn check_host(value: &str, session_host: &str) -> HostCheck {
    if let Some(literal) = value.strip_prefix('[') {
        // An IPv6 literal can never be an SNI name, so it can never be this session's host.
        let Some((address, after)) = literal.split_once(']') else {
            return HostCheck::Invalid;
        };
        let address_ok = !address.is_empty()
            && address
                .bytes()
                .all(|b| b.is_ascii_hexdigit() || b == b':' || b == b'.');
        return if address_ok && port_ok(after) {
            HostCheck::Misdirected
        } else {
            HostCheck::Invalid
        };
    }
    let (name, port) = match value.rfind(':') {
        Some(colon) => value.split_at(colon),
        None => (value, ""),
    };
    if !port_ok(port) {
        return HostCheck::Invalid;
    }
    let name = name.strip_suffix('.').unwrap_or(name);
    if !is_host_name(name) {
        return HostCheck::Invalid;
    }
    if name.eq_ignore_ascii_case(session_host) {
        HostCheck::Matches
    } else {
        HostCheck::Misdirected
    }
}

/// The port a request names beside the session's host: `None`, or its digits (`"8443"`).
pub type NamedPort<'a> = Option<&'a str>;

/// Which host a request names, judged against the session's (RFC 9112 §3.2, RFC 9113 §8.3.1):
///
/// - more than one `Host` line is 400, on any version;
/// - HTTP/1.1 without `Host` is 400, absolute form or not; HTTP/1.0 without one names its
///   absolute-form target's host, or else the session's;
/// - an absolute-form target (HTTP/1.x) names its authority, and `Host` is then ignored
///   (RFC 9112 §3.2.2), though it must still be a well-formed value;
/// - HTTP/2 and HTTP/3 name `:authority` (`target_authority`), or `host` without one; both
///   present and different is a malformed request, 400 (RFC 9113 §8.3.1, RFC 9114 §4.3.1);
/// - the named host must be the session's, or 421 (an IP literal is never a session's host);
///   a value that is not a host at all is 400.
///
/// On success, the port the client wrote after the host, if any, so that the application sees
/// the host as the client addressed it.
pub fn request_host<'a>(
    version: Version,
    target_authority: Option<&'a str>,
    headers: &'a HeaderMap,
    session_host: &str,
) -> Result<NamedPort<'a>, StatusCode> {
    let mut lines = headers.get_all(header::HOST).iter();
    let host_line = match (lines.next(), lines.next()) {
        (_, Some(_)) => return Err(StatusCode::BAD_REQUEST),
        (Some(value), None) => Some(value.to_str().map_err(|_| StatusCode::BAD_REQUEST)?),
        (None, None) => None,
    };
    let named = if names_authority(version) {
        match (target_authority, host_line) {
            (Some(authority), Some(host)) if !authority.eq_ignore_ascii_case(host) => {
                return Err(StatusCode::BAD_REQUEST)
            }
            (Some(authority), _) => authority,
            (None, Some(host)) => host,
            (None, None) => return Err(StatusCode::BAD_REQUEST),
        }
    } else {
        if let Some(host) = host_line {
            if check_host(host, session_host) == HostCheck::Invalid {
                return Err(StatusCode::BAD_REQUEST);
            }
        }
        match (target_authority, host_line) {
            (_, None) if version != Version::HTTP_10 && version != Version::HTTP_09 => {
                return Err(StatusCode::BAD_REQUEST)
            }
            (Some(authority), _) => authority,
            (None, Some(host)) => host,
            (None, None) => return Ok(None),
        }
    };
    match check_host(named, session_host) {
        HostCheck::Matches => Ok(named
            .rsplit_once(':')
            .map(|(_, port)| port)
            .filter(|port| !port.is_empty())),
        HostCheck::Misdirected => Err(StatusCode::MISDIRECTED_REQUEST),
        HostCheck::Invalid => Err(StatusCode::BAD_REQUEST),
    }
}

/// Whether the version carries the target's authority in `:authority` (HTTP/2 and HTTP/3),
/// rather than in `Host` or an absolute-form target.
pub fn names_authority(version: Version) -> bool {
    matches!(version, Version::HTTP_2 | Version::HTTP_3)
}

/// `""` or `":" *DIGIT` (RFC 3986 allows an empty port), at most five digits.
fn port_ok(port: &str) -> bool {
    match port.strip_prefix(':') {
        None => port.is_empty(),
        Some(digits) => {
            digits.len() <= MAX_PORT_DIGITS && digits.bytes().all(|b| b.is_ascii_digit())
        }
    }
}

/// A DNS name (IPv4 literals pass too, and then fail to match): dot-separated labels of
/// letters, digits, `-` and `_`.
fn is_host_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= MAX_NAME_BYTES
        && name.split('.').all(|label| {
            !label.is_empty()
                && label.len() <= MAX_LABEL_BYTES
                && label
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn host_of(
        version: Version,
        authority: Option<&str>,
        hosts: &[&str],
    ) -> Result<Option<String>, u16> {
        let mut headers = HeaderMap::new();
        for host in hosts {
            headers.append(header::HOST, host.parse().unwrap());
        }
        request_host(version, authority, &headers, "a.example")
            .map(|port| port.map(str::to_owned))
            .map_err(|status| status.as_u16())
    }

    #[test]
    fn a_request_names_one_host_and_it_must_be_the_sessions() {
        use Version as V;
        let port = |p: &str| Ok(Some(p.to_owned()));
        // HTTP/1.1: Host, exactly once.
        assert_eq!(host_of(V::HTTP_11, None, &["a.example"]), Ok(None));
        assert_eq!(
            host_of(V::HTTP_11, None, &["A.Example.:8443"]),
            port("8443")
        );
        assert_eq!(host_of(V::HTTP_11, None, &["a.example:"]), Ok(None));
        assert_eq!(host_of(V::HTTP_11, None, &["b.example"]), Err(421));
        assert_eq!(host_of(V::HTTP_11, None, &["127.0.0.1"]), Err(421));
        assert_eq!(host_of(V::HTTP_11, None, &[]), Err(400));
        assert_eq!(
            host_of(V::HTTP_11, None, &["a.example", "a.example"]),
            Err(400)
        );
        assert_eq!(
            host_of(V::HTTP_11, None, &["a.example", "b.example"]),
            Err(400)
        );
        assert_eq!(
            host_of(V::HTTP_11, None, &["a.example@b.example"]),
            Err(400)
        );
        assert_eq!(host_of(V::HTTP_11, None, &[""]), Err(400));
        // HTTP/1.0 may omit it.
        assert_eq!(host_of(V::HTTP_10, None, &[]), Ok(None));
        assert_eq!(host_of(V::HTTP_10, None, &["b.example"]), Err(421));
        // An absolute-form target decides; Host must still be there, once, well formed.
        assert_eq!(
            host_of(V::HTTP_11, Some("a.example"), &["b.example"]),
            Ok(None)
        );
        assert_eq!(
            host_of(V::HTTP_11, Some("a.example:444"), &["a.example"]),
            port("444")
        );
        assert_eq!(
            host_of(V::HTTP_11, Some("b.example"), &["a.example"]),
            Err(421)
        );
        assert_eq!(host_of(V::HTTP_11, Some("a.example"), &[]), Err(400));
        assert_eq!(host_of(V::HTTP_11, Some("a.example"), &["x y"]), Err(400));
        assert_eq!(
            host_of(V::HTTP_11, Some("a.example"), &["a.example", "b.example"]),
            Err(400)
        );
        // HTTP/2: :authority, or host; both must agree.
        assert_eq!(
            host_of(V::HTTP_2, Some("a.example:8443"), &[]),
            port("8443")
        );
        assert_eq!(host_of(V::HTTP_2, None, &["a.example"]), Ok(None));
        assert_eq!(
            host_of(V::HTTP_2, Some("a.example"), &["A.EXAMPLE"]),
            Ok(None)
        );
        assert_eq!(
            host_of(V::HTTP_2, Some("a.example"), &["b.example"]),
            Err(400)
        );
        assert_eq!(host_of(V::HTTP_2, Some("b.example"), &[]), Err(421));
        assert_eq!(host_of(V::HTTP_2, None, &[]), Err(400));
        assert_eq!(host_of(V::HTTP_2, Some("[::1]:443"), &[]), Err(421));
        // HTTP/3 names its host as HTTP/2 does (RFC 9114 §4.3.1).
        assert_eq!(host_of(V::HTTP_3, Some("a.example"), &[]), Ok(None));
        assert_eq!(host_of(V::HTTP_3, Some("b.example"), &[]), Err(421));
        assert_eq!(
            host_of(V::HTTP_3, Some("a.example"), &["b.example"]),
            Err(400)
        );
        assert_eq!(host_of(V::HTTP_3, None, &[]), Err(400));
    }

    #[test]
    fn host_values() {
        use HostCheck::*;
        let long_label = "a".repeat(64);
        let long_name = format!("{}.example", "a.".repeat(124));
        let cases: &[(&str, HostCheck)] = &[
            ("a.example", Matches),
            ("A.EXAMPLE", Matches),
            ("a.example.", Matches),
            ("A.EXAMPLE.:443", Matches),
            ("a.example:443", Matches),
            ("a.example:", Matches),
            ("a.example:8443", Matches),
            ("other.example", Misdirected),
            ("other.example:443", Misdirected),
            ("a.example.com", Misdirected),
            ("example", Misdirected),
            ("127.0.0.1", Misdirected),
            ("127.0.0.1:443", Misdirected),
            ("[::1]", Misdirected),
            ("[::1]:443", Misdirected),
            ("_acme.example", Misdirected),
            ("", Invalid),
            (":443", Invalid),
            (".", Invalid),
            ("a.example..", Invalid),
            ("a..example", Invalid),
            (".a.example", Invalid),
            ("a.example:443:443", Invalid),
            ("a.example:123456", Invalid),
            ("a.example:-1", Invalid),
            ("a.example:x", Invalid),
            ("a example", Invalid),
            ("a.example/x", Invalid),
            ("user@a.example", Invalid),
            ("a.exam\u{e9}ple", Invalid),
            ("a.example\r\nx: y", Invalid),
            ("[::1", Invalid),
            ("[]", Invalid),
            ("[::1]x", Invalid),
            ("[::1]:http", Invalid),
            ("[zz::1]", Invalid),
            (&long_label, Invalid),
            (&long_name, Invalid),
        ];
        for (value, expected) in cases {
            assert_eq!(check_host(value, "a.example"), *expected, "{value:?}");
        }
    }
}
