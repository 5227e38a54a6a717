//! Host names as the stores and the cache know them: normalised, validated DNS names.
//!
//! Every name that reaches a store or a file path has gone through [`HostName::parse`], so it is
//! lower case, has no trailing dot, and holds only letters, digits, hyphens and dots (plus a
//! leading `*.` label for wildcard entries). That is what makes `<dir>/<host>.crt` safe to build.

use std::fmt;
use std::net::IpAddr;
use std::sync::Arc;

/// The longest DNS name, in its textual form without the trailing dot (RFC 1035).
const MAX_NAME_LEN: usize = 253;
/// The longest DNS label (RFC 1035).
const MAX_LABEL_LEN: usize = 63;

/// A validated, normalised host name, or a wildcard name such as `*.example.com`.
///
/// Cheap to clone: the text is shared.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HostName(Arc<str>);

/// Why a name is not a host name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InvalidHostName {
    #[error("the name is empty")]
    Empty,
    #[error("the name is longer than {MAX_NAME_LEN} characters")]
    TooLong,
    #[error("the name is an IP address, not a host name")]
    IpLiteral,
    #[error("the name has an empty label")]
    EmptyLabel,
    #[error("a label is longer than {MAX_LABEL_LEN} characters")]
    LabelTooLong,
    #[error("a label starts or ends with a hyphen")]
    HyphenAtLabelEdge,
    #[error("the name holds a character other than letters, digits, '-' and '.'")]
    BadCharacter,
    #[error("'*' may only stand alone as the first label of a name with at least two more labels")]
    BadWildcard,
    #[error("the last label is all digits, which no host name has")]
    NumericTopLabel,
}

impl HostName {
    /// Parses a host name as a client sends it in SNI or a Host header, or as an operator types
    /// it: case is folded, one trailing dot is dropped. Wildcards are refused; see
    /// [`HostName::parse_store_name`] for names that may be wildcards.
    pub fn parse(name: &str) -> Result<Self, InvalidHostName> {
        let name = normalise(name)?;
        if name.is_wildcard() {
            return Err(InvalidHostName::BadWildcard);
        }
        Ok(name)
    }

    /// Parses the name of a store entry: a host name, or a wildcard name like `*.example.com`.
    pub fn parse_store_name(name: &str) -> Result<Self, InvalidHostName> {
        normalise(name)
    }

    /// The name as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether this is a wildcard name such as `*.example.com`.
    pub fn is_wildcard(&self) -> bool {
        self.0.starts_with("*.")
    }

    /// The wildcard entry that may serve this host: `a.example.com` -> `*.example.com`.
    ///
    /// Wildcards cover one label only, and never a whole top-level domain, so `example.com` and
    /// wildcard names have none.
    pub fn wildcard_parent(&self) -> Option<HostName> {
        if self.is_wildcard() {
            return None;
        }
        let (_, parent) = self.0.split_once('.')?;
        if !parent.contains('.') {
            return None;
        }
        Some(HostName(Arc::from(format!("*.{parent}"))))
    }

    /// Whether `self`, a wildcard name, covers `host`: `*.example.com` covers `a.example.com`
    /// but neither `example.com` nor `a.b.example.com`.
    pub fn wildcard_covers(&self, host: &HostName) -> bool {
        host.wildcard_parent().as_ref() == Some(self)
    }
}

impl fmt::Display for HostName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Debug for HostName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", &*self.0)
    }
}

impl AsRef<str> for HostName {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

fn normalise(name: &str) -> Result<HostName, InvalidHostName> {
    let name = name.strip_suffix('.').unwrap_or(name);
    if name.is_empty() {
        return Err(InvalidHostName::Empty);
    }
    if name.len() > MAX_NAME_LEN {
        return Err(InvalidHostName::TooLong);
    }
    let unbracketed = name.trim_start_matches('[').trim_end_matches(']');
    if unbracketed.parse::<IpAddr>().is_ok() {
        return Err(InvalidHostName::IpLiteral);
    }
    let mut labels = name.split('.').peekable();
    let mut count = 0;
    let mut wildcard = false;
    while let Some(label) = labels.next() {
        count += 1;
        if label == "*" {
            if count > 1 {
                return Err(InvalidHostName::BadWildcard);
            }
            wildcard = true;
            continue;
        }
        check_label(label)?;
        if labels.peek().is_none() && label.bytes().all(|b| b.is_ascii_digit()) {
            return Err(InvalidHostName::NumericTopLabel);
        }
    }
    if wildcard && count < 3 {
        return Err(InvalidHostName::BadWildcard);
    }
    Ok(HostName(Arc::from(name.to_ascii_lowercase())))
}

fn check_label(label: &str) -> Result<(), InvalidHostName> {
    if label.is_empty() {
        return Err(InvalidHostName::EmptyLabel);
    }
    if label.len() > MAX_LABEL_LEN {
        return Err(InvalidHostName::LabelTooLong);
    }
    if !label
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'-')
    {
        return Err(InvalidHostName::BadCharacter);
    }
    if label.starts_with('-') || label.ends_with('-') {
        return Err(InvalidHostName::HyphenAtLabelEdge);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folds_case_and_drops_one_trailing_dot() {
        assert_eq!(
            HostName::parse("WWW.Example.COM.").unwrap().as_str(),
            "www.example.com"
        );
        assert_eq!(HostName::parse("localhost").unwrap().as_str(), "localhost");
        assert_eq!(
            HostName::parse("example.com..").unwrap_err(),
            InvalidHostName::EmptyLabel
        );
    }

    #[test]
    fn refuses_ip_literals_and_bad_characters() {
        for bad in ["127.0.0.1", "::1", "[::1]", "1.2.3.4.", "a.123"] {
            assert!(HostName::parse(bad).is_err(), "{bad} accepted");
        }
        for bad in [
            "a b.com", "a/b.com", "..", "a..b", "a.b\0", "é.com", "-a.com", "a-.com",
        ] {
            assert!(HostName::parse(bad).is_err(), "{bad:?} accepted");
        }
        assert_eq!(HostName::parse("").unwrap_err(), InvalidHostName::Empty);
        assert_eq!(
            HostName::parse(&"a".repeat(64)).unwrap_err(),
            InvalidHostName::LabelTooLong
        );
        let long = ["a".repeat(63).as_str(); 5].join(".");
        assert_eq!(
            HostName::parse(&long).unwrap_err(),
            InvalidHostName::TooLong
        );
    }

    #[test]
    fn wildcards_are_store_names_only() {
        assert_eq!(
            HostName::parse("*.example.com").unwrap_err(),
            InvalidHostName::BadWildcard
        );
        let wildcard = HostName::parse_store_name("*.Example.com").unwrap();
        assert!(wildcard.is_wildcard());
        assert_eq!(wildcard.as_str(), "*.example.com");
        for bad in ["*.com", "a.*.com", "*a.example.com", "**.example.com", "*"] {
            assert!(HostName::parse_store_name(bad).is_err(), "{bad} accepted");
        }
    }

    #[test]
    fn wildcard_parent_is_one_label_up_and_never_a_tld() {
        let host = HostName::parse("a.example.com").unwrap();
        let parent = host.wildcard_parent().unwrap();
        assert_eq!(parent.as_str(), "*.example.com");
        assert!(parent.wildcard_covers(&host));
        assert!(!parent.wildcard_covers(&HostName::parse("a.b.example.com").unwrap()));
        assert!(!parent.wildcard_covers(&HostName::parse("example.com").unwrap()));
        assert_eq!(
            HostName::parse("example.com").unwrap().wildcard_parent(),
            None
        );
        assert_eq!(parent.wildcard_parent(), None);
    }
}
