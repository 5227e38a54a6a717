//! Parsing and validating a host's certificate material, once, when it is loaded.
//!
//! A host's store entry holds one or two pairs (see [`Slot`]). Each pair is parsed from PEM and
//! checked: the key matches the certificate, the certificate covers the name, it is within its
//! validity period, and the chain is in order. Only material that passes is turned into
//! [`HostCredentials`], which the TLS layer publishes as an immutable `Arc`.

use std::borrow::Cow;
use std::sync::Arc;

use rustls::crypto::CryptoProvider;
use rustls::pki_types::pem::{self, PemObject};
use rustls::pki_types::{CertificateDer, PrivateKeyDer, UnixTime};
use rustls::sign::CertifiedKey;
use rustls::SignatureAlgorithm;
use x509_parser::prelude::{FromDer, GeneralName, X509Certificate};

use crate::host::HostName;
use crate::seal::{SealError, Unsealer};
use crate::site::{SiteEntry, SiteError, SITE_SUFFIX};
use crate::summary::CertSummary;

/// Where in a host's store entry a pair lives.
///
/// The plain slot is the published ngx_mruby layout, `<host>.crt` and `<host>.key`, and holds
/// either key type. A host that has both an ECDSA and an RSA pair keeps the second one in the
/// slot named after its type, `<host>.crt.rsa` / `<host>.key.rsa` or `<host>.crt.ecdsa` /
/// `<host>.key.ecdsa` (HAProxy's multi-certificate bundle naming). The typed suffix comes after
/// the extension, so no host's plain names can collide with another host's typed names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Slot {
    Plain,
    Ecdsa,
    Rsa,
}

impl Slot {
    pub const ALL: [Slot; 3] = [Slot::Plain, Slot::Ecdsa, Slot::Rsa];

    /// The suffix after `<host>` for the certificate chain: `.crt`, `.crt.ecdsa` or `.crt.rsa`.
    pub const fn cert_suffix(self) -> &'static str {
        match self {
            Slot::Plain => ".crt",
            Slot::Ecdsa => ".crt.ecdsa",
            Slot::Rsa => ".crt.rsa",
        }
    }

    /// The suffix after `<host>` for the private key: `.key`, `.key.ecdsa` or `.key.rsa`.
    pub const fn key_suffix(self) -> &'static str {
        match self {
            Slot::Plain => ".key",
            Slot::Ecdsa => ".key.ecdsa",
            Slot::Rsa => ".key.rsa",
        }
    }

    /// The slot dedicated to a key type.
    pub fn typed(kind: KeyKind) -> Slot {
        match kind {
            KeyKind::Ecdsa => Slot::Ecdsa,
            KeyKind::Rsa => Slot::Rsa,
        }
    }
}

/// The two key types a host may hold, one pair of each at most.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KeyKind {
    Ecdsa,
    Rsa,
}

impl KeyKind {
    pub fn as_str(self) -> &'static str {
        match self {
            KeyKind::Ecdsa => "ECDSA",
            KeyKind::Rsa => "RSA",
        }
    }
}

/// A pair as the store holds it: PEM bytes, not yet trusted.
#[derive(Clone)]
pub struct StoredPair {
    pub slot: Slot,
    pub cert_pem: Vec<u8>,
    pub key_pem: Vec<u8>,
}

// Key bytes never reach a log, not even through `{:?}`.
impl std::fmt::Debug for StoredPair {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StoredPair")
            .field("slot", &self.slot)
            .field("cert_pem_len", &self.cert_pem.len())
            .field("key_pem", &"<redacted>")
            .finish()
    }
}

/// Everything a store holds for one entry name (a host, or a wildcard such as `*.example.com`).
#[derive(Debug, Clone)]
pub struct StoredHost {
    pub name: HostName,
    pub pairs: Vec<StoredPair>,
    /// The entry's `<name>.site`, as stored: how the host is served (see [`crate::site`]).
    pub site: Option<Vec<u8>>,
}

/// One validated pair, ready for rustls.
#[derive(Debug, Clone)]
pub struct ValidatedPair {
    pub kind: KeyKind,
    pub certified_key: Arc<CertifiedKey>,
    pub summary: CertSummary,
}

/// A host's validated credentials: at most one pair per key type.
#[derive(Debug, Clone)]
pub struct HostCredentials {
    /// The store entry these came from: the host itself, or the wildcard that covers it.
    pub entry: HostName,
    pub ecdsa: Option<ValidatedPair>,
    pub rsa: Option<ValidatedPair>,
    /// How the host is served, from the entry's site; `None` when it has none (the server's
    /// default then applies).
    pub site: Option<Arc<SiteEntry>>,
}

/// Why a host's material was refused. The messages name what is wrong, never key bytes.
#[derive(Debug, thiserror::Error)]
pub enum MaterialError {
    #[error("the store entry holds no certificate")]
    Empty,
    #[error("{file} is missing while {other} exists")]
    HalfPair { file: String, other: String },
    #[error("{file}: the PEM does not parse")]
    CertPem {
        file: String,
        #[source]
        source: pem::Error,
    },
    #[error("{file}: no CERTIFICATE block")]
    NoCertificate { file: String },
    #[error("{file}: certificate {index} of the chain does not parse")]
    CertParse {
        file: String,
        index: usize,
        #[source]
        source: x509_parser::nom::Err<x509_parser::error::X509Error>,
    },
    #[error("{file}: no private key block, or its PEM does not parse")]
    KeyPem {
        file: String,
        #[source]
        source: pem::Error,
    },
    #[error("{file}: the key is sealed and does not unseal: {source}")]
    Unseal {
        file: String,
        #[source]
        source: SealError,
    },
    #[error("{file}: the private key is not a usable ECDSA or RSA key")]
    KeyUnusable {
        file: String,
        #[source]
        source: rustls::Error,
    },
    #[error("{file}: only ECDSA and RSA keys are served, this one is {algorithm:?}")]
    KeyTypeUnsupported {
        file: String,
        algorithm: SignatureAlgorithm,
    },
    #[error("{key_file}: the private key does not match the certificate in {cert_file}")]
    KeyMismatch { cert_file: String, key_file: String },
    #[error("{file}: the certificate does not cover {name} (it names: {names})")]
    NameNotCovered {
        file: String,
        name: HostName,
        names: String,
    },
    #[error("{file}: the certificate expired at {not_after}")]
    Expired { file: String, not_after: String },
    #[error("{file}: the certificate is not valid before {not_before}")]
    NotYetValid { file: String, not_before: String },
    #[error(
        "{file}: the chain is out of order: certificate {index} was not issued by the one after it"
    )]
    ChainOutOfOrder { file: String, index: usize },
    #[error("{file} and {other} both hold an {kind} pair; a host has one pair per key type")]
    DuplicateKind {
        file: String,
        other: String,
        kind: &'static str,
    },
    #[error("{file}: {source}")]
    Site {
        file: String,
        #[source]
        source: SiteError,
    },
    #[error("{file} holds an {found} pair, but its name says {slot}")]
    WrongSlot {
        file: String,
        found: &'static str,
        slot: &'static str,
    },
}

/// What validation tolerates. The server never tolerates anything; the CLI's `--force` lets an
/// expired or not-yet-valid certificate be stored.
#[derive(Debug, Clone, Copy, Default)]
pub struct Leniency {
    pub allow_out_of_validity: bool,
}

/// Validates a host's stored pairs for serving `entry` (a host, or a wildcard entry).
pub fn validate_host(
    stored: &StoredHost,
    now: UnixTime,
    provider: &CryptoProvider,
    unsealer: Option<&Unsealer>,
) -> Result<HostCredentials, MaterialError> {
    let mut credentials = HostCredentials {
        entry: stored.name.clone(),
        ecdsa: None,
        rsa: None,
        site: None,
    };
    let mut files: [Option<String>; 2] = [None, None];
    for pair in &stored.pairs {
        let validated = validate_pair(
            &stored.name,
            pair,
            now,
            provider,
            unsealer,
            Leniency::default(),
        )?;
        let cert_file = format!("{}{}", stored.name, pair.slot.cert_suffix());
        let (place, file_place) = match validated.kind {
            KeyKind::Ecdsa => (&mut credentials.ecdsa, &mut files[0]),
            KeyKind::Rsa => (&mut credentials.rsa, &mut files[1]),
        };
        if let Some(other) = file_place.take() {
            return Err(MaterialError::DuplicateKind {
                file: cert_file,
                other,
                kind: validated.kind.as_str(),
            });
        }
        *file_place = Some(cert_file);
        *place = Some(validated);
    }
    if credentials.ecdsa.is_none() && credentials.rsa.is_none() {
        return Err(MaterialError::Empty);
    }
    if let Some(site) = &stored.site {
        let entry = SiteEntry::parse(site).map_err(|source| MaterialError::Site {
            file: format!("{}{SITE_SUFFIX}", stored.name),
            source,
        })?;
        credentials.site = Some(Arc::new(entry));
    }
    Ok(credentials)
}

/// Validates one pair for the store entry `name`.
pub fn validate_pair(
    name: &HostName,
    pair: &StoredPair,
    now: UnixTime,
    provider: &CryptoProvider,
    unsealer: Option<&Unsealer>,
    leniency: Leniency,
) -> Result<ValidatedPair, MaterialError> {
    let cert_file = format!("{name}{}", pair.slot.cert_suffix());
    let key_file = format!("{name}{}", pair.slot.key_suffix());

    let chain = parse_chain(&pair.cert_pem, &cert_file)?;
    let key = parse_key(name, pair, &key_file, unsealer)?;
    let signing_key = provider
        .key_provider
        .load_private_key(key)
        .map_err(|source| MaterialError::KeyUnusable {
            file: key_file.clone(),
            source,
        })?;
    let kind = match signing_key.algorithm() {
        SignatureAlgorithm::ECDSA => KeyKind::Ecdsa,
        SignatureAlgorithm::RSA => KeyKind::Rsa,
        algorithm => {
            return Err(MaterialError::KeyTypeUnsupported {
                file: key_file,
                algorithm,
            });
        }
    };
    if pair.slot != Slot::Plain && pair.slot != Slot::typed(kind) {
        return Err(MaterialError::WrongSlot {
            file: key_file,
            found: kind.as_str(),
            slot: if pair.slot == Slot::Rsa {
                "RSA"
            } else {
                "ECDSA"
            },
        });
    }

    let leaf = parse_x509(&chain[0], &cert_file, 0)?;
    let key_spki = signing_key.public_key();
    if key_spki.as_deref() != Some(leaf.public_key().raw) {
        return Err(MaterialError::KeyMismatch {
            cert_file,
            key_file,
        });
    }
    let summary = CertSummary::of(&leaf, &chain[0], kind);
    if !covers(&summary.dns_names, name) {
        return Err(MaterialError::NameNotCovered {
            file: cert_file,
            name: name.clone(),
            names: summary.dns_names.join(", "),
        });
    }
    if !leniency.allow_out_of_validity {
        let now = now.as_secs() as i64;
        if now > summary.not_after {
            return Err(MaterialError::Expired {
                file: cert_file,
                not_after: summary.not_after_text(),
            });
        }
        if now < summary.not_before {
            return Err(MaterialError::NotYetValid {
                file: cert_file,
                not_before: summary.not_before_text(),
            });
        }
    }
    check_chain_order(&leaf, &chain, &cert_file)?;
    drop(leaf);

    Ok(ValidatedPair {
        kind,
        certified_key: Arc::new(CertifiedKey::new(chain, signing_key)),
        summary,
    })
}

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

fn parse_chain(pem: &[u8], file: &str) -> Result<Vec<CertificateDer<'static>>, MaterialError> {
    let chain = CertificateDer::pem_slice_iter(pem)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|source| MaterialError::CertPem {
            file: file.to_owned(),
            source,
        })?;
    if chain.is_empty() {
        return Err(MaterialError::NoCertificate {
            file: file.to_owned(),
        });
    }
    for (index, cert) in chain.iter().enumerate().skip(1) {
        parse_x509(cert, file, index)?;
    }
    Ok(chain)
}

fn parse_key(
    name: &HostName,
    pair: &StoredPair,
    file: &str,
    unsealer: Option<&Unsealer>,
) -> Result<PrivateKeyDer<'static>, MaterialError> {
    let key_pem = unsealed_key_pem(name, pair, unsealer)?;
    PrivateKeyDer::from_pem_slice(&key_pem).map_err(|source| MaterialError::KeyPem {
        file: file.to_owned(),
        source,
    })
}

/// A pair's private key as plain PEM: unsealed with `unsealer` when the store holds it sealed.
pub fn unsealed_key_pem<'a>(
    name: &HostName,
    pair: &'a StoredPair,
    unsealer: Option<&Unsealer>,
) -> Result<Cow<'a, [u8]>, MaterialError> {
    if !crate::seal::is_sealed(&pair.key_pem) {
        return Ok(Cow::Borrowed(&pair.key_pem));
    }
    let unseal_error = |source| MaterialError::Unseal {
        file: format!("{name}{}", pair.slot.key_suffix()),
        source,
    };
    let unsealer = unsealer.ok_or_else(|| unseal_error(SealError::NoKeyConfigured))?;
    unsealer
        .unseal(name, pair.slot, &pair.key_pem)
        .map(Cow::Owned)
        .map_err(unseal_error)
}

fn parse_x509<'a>(
    der: &'a CertificateDer<'_>,
    file: &str,
    index: usize,
) -> Result<X509Certificate<'a>, MaterialError> {
    X509Certificate::from_der(der)
        .map(|(_, cert)| cert)
        .map_err(|source| MaterialError::CertParse {
            file: file.to_owned(),
            index,
            source,
        })
}

fn check_chain_order(
    leaf: &X509Certificate<'_>,
    chain: &[CertificateDer<'static>],
    file: &str,
) -> Result<(), MaterialError> {
    let mut issuer_of_previous = leaf.issuer().as_raw().to_vec();
    for (index, der) in chain.iter().enumerate().skip(1) {
        let cert = parse_x509(der, file, index)?;
        if cert.subject().as_raw() != issuer_of_previous.as_slice() {
            return Err(MaterialError::ChainOutOfOrder {
                file: file.to_owned(),
                index: index - 1,
            });
        }
        issuer_of_previous = cert.issuer().as_raw().to_vec();
    }
    Ok(())
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

    #[test]
    fn slot_names_never_collide_with_plain_names() {
        for slot in [Slot::Ecdsa, Slot::Rsa] {
            assert!(!slot.cert_suffix().ends_with(".crt"));
            assert!(!slot.key_suffix().ends_with(".key"));
        }
    }
}
