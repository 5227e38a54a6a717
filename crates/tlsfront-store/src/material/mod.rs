//! Parsing and validating a host's certificate material, once, when it is loaded.
//!
//! A host's store entry holds one or two pairs (see [`Slot`]). Each pair is parsed from PEM or
//! DER (`encoding.rs`; parsed once per distinct stored value when a [`ParsedMaterial`] is
//! given, `parsed.rs`) and checked: the key matches the certificate, the certificate covers the name, it is within its
//! validity period, and the chain is in order. Only material that passes is turned into
//! [`HostCredentials`], which the TLS layer publishes as an immutable `Arc`.
//!
//! Here: what the store holds and what validation makes of it, and a host's pairs validated
//! together ([`validate_host`]). One pair's checks are `pair.rs`, which names a certificate
//! covers `names.rs`, why material is refused `error.rs`, and the OCSP response stored beside
//! a pair, checked and attached only when it passes, `staple.rs`.

mod encoding;
mod error;
mod names;
mod pair;
mod parsed;
mod staple;

use std::sync::Arc;

use rustls::crypto::CryptoProvider;
use rustls::pki_types::UnixTime;
use rustls::sign::CertifiedKey;

use crate::host::HostName;
use crate::seal::Unsealer;
use crate::site::{SiteEntry, SITE_SUFFIX};
use crate::summary::CertSummary;

pub use encoding::{is_der, leading_certificates};
pub use error::MaterialError;
pub use names::covers;
pub(crate) use names::dns_names;
use pair::validate_pair_with;
pub use pair::{unsealed_key_pem, validate_pair};
pub use parsed::ParsedMaterial;
pub use staple::{PairOcsp, StapleState};

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

    /// The suffix after `<host>` for the pair's stapled OCSP response (DER): `.ocsp`,
    /// `.ocsp.ecdsa` or `.ocsp.rsa`. Written by the server's fetcher, read with the pair.
    pub const fn ocsp_suffix(self) -> &'static str {
        match self {
            Slot::Plain => ".ocsp",
            Slot::Ecdsa => ".ocsp.ecdsa",
            Slot::Rsa => ".ocsp.rsa",
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

/// A pair as the store holds it: PEM or DER bytes, not yet trusted.
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
    /// The OCSP responses stored beside the pairs (`<name>.ocsp`...), one per slot at most.
    pub staples: Vec<StoredStaple>,
}

impl StoredHost {
    /// The suffixes of the files (or keys) the entry was read with: its pairs' halves, its
    /// site entry, its staples.
    pub fn suffixes_present(&self) -> Vec<&'static str> {
        let mut suffixes = Vec::with_capacity(2 * self.pairs.len() + 1 + self.staples.len());
        for pair in &self.pairs {
            if !pair.cert_pem.is_empty() {
                suffixes.push(pair.slot.cert_suffix());
            }
            if !pair.key_pem.is_empty() {
                suffixes.push(pair.slot.key_suffix());
            }
        }
        if self.site.is_some() {
            suffixes.push(SITE_SUFFIX);
        }
        suffixes.extend(self.staples.iter().map(|staple| staple.slot.ocsp_suffix()));
        suffixes
    }
}

/// An OCSP response as the store holds it beside a pair: DER, not yet trusted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredStaple {
    pub slot: Slot,
    pub der: Vec<u8>,
}

/// One validated pair, ready for rustls.
#[derive(Debug, Clone)]
pub struct ValidatedPair {
    pub kind: KeyKind,
    /// The slot the pair came from (where its staple is stored).
    pub slot: Slot,
    /// With the stored OCSP response in its `ocsp` when that response passed its checks.
    pub certified_key: Arc<CertifiedKey>,
    pub summary: CertSummary,
    /// The certificate's OCSP responder, Must-Staple, and its staple's state.
    pub ocsp: PairOcsp,
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
    validate_host_with(stored, now, provider, unsealer, None)
}

/// [`validate_host`], parsing each chain and key only when `parsed` does not already hold
/// them (by the hash of their bytes). Every check that involves the host runs every time.
pub fn validate_host_with(
    stored: &StoredHost,
    now: UnixTime,
    provider: &CryptoProvider,
    unsealer: Option<&Unsealer>,
    parsed: Option<&ParsedMaterial>,
) -> Result<HostCredentials, MaterialError> {
    let mut credentials = HostCredentials {
        entry: stored.name.clone(),
        ecdsa: None,
        rsa: None,
        site: None,
    };
    let mut files: [Option<String>; 2] = [None, None];
    for pair in &stored.pairs {
        let mut validated = validate_pair_with(
            &stored.name,
            pair,
            now,
            provider,
            unsealer,
            Leniency::default(),
            parsed,
        )?;
        let staple = stored
            .staples
            .iter()
            .find(|staple| staple.slot == pair.slot);
        let der = staple.map(|staple| &staple.der[..]);
        staple::attach(&stored.name, &mut validated, der, now);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slot_names_never_collide_with_plain_names() {
        for slot in [Slot::Ecdsa, Slot::Rsa] {
            assert!(!slot.cert_suffix().ends_with(".crt"));
            assert!(!slot.key_suffix().ends_with(".key"));
        }
    }
}
