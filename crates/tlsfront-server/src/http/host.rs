//! The Host check: does the `Host` header (or `:authority`, or an absolute-form target's
//! authority) name the host this TLS session was made for? Pure.
//!
//! A client that reuses a TLS session made for `a.example` to ask for `b.example` is told 421
//! (RFC 9110 §15.5.20), so one tenant's certificate never fronts another tenant's files.

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
