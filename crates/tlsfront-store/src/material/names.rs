//! Which names a certificate covers: the DNS names of its subjectAltName, and whether they
//! cover a store entry's name (exactly, or by a wildcard one label up).

use x509_parser::prelude::{GeneralName, X509Certificate};

use crate::host::HostName;

/// Whether a certificate naming `dns_names` covers the store entry `name`.
///
/// A host is covered by its exact name or by a wildcard one label up. A wildcard entry is
/// covered only by that same wildcard.
pub fn covers(dns_names: &[String], name: &HostName) -> bool {
    dns_names.iter().any(|san| {
        let Ok(san) = HostName::parse_store_name(san) else {
            return false;
        };
        &san == name || (san.is_wildcard() && san.wildcard_covers(name))
    })
}

/// The DNS names in a certificate's subjectAltName extension.
pub(crate) fn dns_names(cert: &X509Certificate<'_>) -> Vec<String> {
    let Ok(Some(san)) = cert.subject_alternative_name() else {
        return Vec::new();
    };
    san.value
        .general_names
        .iter()
        .filter_map(|name| match name {
            GeneralName::DNSName(dns) => Some(dns.to_string()),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn exact_and_one_label_wildcard_cover() {
        let host = HostName::parse("a.example.com").unwrap();
        assert!(covers(&names(&["a.example.com"]), &host));
        assert!(covers(&names(&["A.Example.com"]), &host));
        assert!(covers(&names(&["*.example.com"]), &host));
        assert!(!covers(&names(&["*.a.example.com", "example.com"]), &host));
        assert!(!covers(&names(&["b.example.com"]), &host));
        assert!(!covers(&names(&[]), &host));
        let deep = HostName::parse("x.a.example.com").unwrap();
        assert!(!covers(&names(&["*.example.com"]), &deep));
    }

    #[test]
    fn a_wildcard_entry_needs_the_wildcard_itself() {
        let wildcard = HostName::parse_store_name("*.example.com").unwrap();
        assert!(covers(&names(&["*.example.com"]), &wildcard));
        assert!(!covers(
            &names(&["a.example.com", "example.com"]),
            &wildcard
        ));
    }
}
