//! Which names may ever be issued for: a public DNS name. Anything else (a single label,
//! `localhost`, a reserved or private suffix, a wildcard) never reaches the gate or the CA, so
//! a client cannot make either work for a name no CA would validate.
//!
//! IP literals and names with an all-digit top label never get here: they are not host names
//! ([`HostName`] refuses them).

use tlsfront_store::HostName;

/// Top-level labels no public CA issues for:
/// - reserved by RFC 2606 and RFC 6761 (`test`, `example`, `invalid`, `localhost`);
/// - multicast DNS (`local`, RFC 6762);
/// - ICANN's private-use `internal`, Tor's `onion` (RFC 7686), `alt` (RFC 9476), the
///   infrastructure domain `arpa` (with `home.arpa`, RFC 8375);
/// - `home`, `corp` and `lan`, never delegated because private networks use them.
const RESERVED_TOP_LABELS: [&str; 12] = [
    "test",
    "example",
    "invalid",
    "localhost",
    "local",
    "internal",
    "onion",
    "alt",
    "arpa",
    "home",
    "corp",
    "lan",
];

/// Why a name is not one to issue for.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotPublic {
    #[error("a single-label name is not a public DNS name")]
    SingleLabel,
    #[error("wildcard names need DNS-01 validation, which on-demand issuance does not do")]
    Wildcard,
    #[error("names under .{0} are reserved or private, and no public CA issues for them")]
    ReservedSuffix(&'static str),
}

impl NotPublic {
    /// For metrics: `single_label`, `wildcard`, `reserved_suffix`.
    pub fn label(&self) -> &'static str {
        match self {
            NotPublic::SingleLabel => "single_label",
            NotPublic::Wildcard => "wildcard",
            NotPublic::ReservedSuffix(_) => "reserved_suffix",
        }
    }
}

/// Whether `name` is a public DNS name a CA could validate.
pub fn check_public_name(name: &HostName) -> Result<(), NotPublic> {
    if name.is_wildcard() {
        return Err(NotPublic::Wildcard);
    }
    let Some((_, top)) = name.as_str().rsplit_once('.') else {
        return Err(NotPublic::SingleLabel);
    };
    match RESERVED_TOP_LABELS
        .iter()
        .find(|reserved| **reserved == top)
    {
        Some(reserved) => Err(NotPublic::ReservedSuffix(reserved)),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(name: &str) -> Result<(), NotPublic> {
        check_public_name(&HostName::parse_store_name(name).unwrap())
    }

    #[test]
    fn public_names_pass() {
        for name in [
            "shop.example.com",
            "a.b.c.example.net",
            "customer-1.co.uk",
            "xn--bcher-kva.example.org",
            "example.com",
        ] {
            assert_eq!(check(name), Ok(()), "{name}");
        }
    }

    #[test]
    fn private_and_reserved_names_never_pass() {
        assert_eq!(check("localhost"), Err(NotPublic::SingleLabel));
        assert_eq!(check("intranet"), Err(NotPublic::SingleLabel));
        assert_eq!(check("*.example.com"), Err(NotPublic::Wildcard));
        for (name, suffix) in [
            ("a.localhost", "localhost"),
            ("printer.local", "local"),
            ("shop.test", "test"),
            ("a.example", "example"),
            ("x.invalid", "invalid"),
            ("db.internal", "internal"),
            ("abc.onion", "onion"),
            ("router.home.arpa", "arpa"),
            ("1.0.0.127.in-addr.arpa", "arpa"),
            ("nas.home", "home"),
            ("mail.corp", "corp"),
            ("pi.lan", "lan"),
        ] {
            assert_eq!(
                check(name),
                Err(NotPublic::ReservedSuffix(suffix)),
                "{name}"
            );
        }
        // IP literals are not host names at all.
        assert!(HostName::parse("127.0.0.1").is_err());
        assert!(HostName::parse("[::1]").is_err());
    }
}
