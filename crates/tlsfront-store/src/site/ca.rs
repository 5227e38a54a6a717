//! `upstream_ca`: the CA certificates a site's `https://` upstreams are verified against,
//! instead of the system's roots. Checked when the entry is parsed: every PEM section is a
//! certificate that makes a trust anchor, so that nothing about it is found out at request time.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use aws_lc_rs::digest::{Context as Digest, SHA256};
use base64::engine::general_purpose::STANDARD as BASE64;
use base64::Engine;
use rustls::RootCertStore;
use rustls_pki_types::pem::{PemObject, SectionKind};
use rustls_pki_types::CertificateDer;

use super::SiteError;

/// Most certificates one `upstream_ca` or `client_ca` may hold: a CA and its intermediates, or
/// a few CAs during a rotation. More is a whole bundle pasted by mistake.
pub const MAX_CA_CERTIFICATES: usize = 16;

/// A site's upstream CA certificates, parsed and checked; equal when they hold the same
/// certificates.
#[derive(Clone)]
pub struct UpstreamCa {
    certificates: Arc<[CertificateDer<'static>]>,
    /// SHA-256 over the certificates in order: what tells two sets apart.
    fingerprint: [u8; 32],
}

impl UpstreamCa {
    /// Parses PEM text holding one or more `CERTIFICATE` sections and nothing else.
    pub fn parse(pem: &str) -> Result<Self, SiteError> {
        let (certificates, _) =
            parse_anchors(pem).map_err(|reason| SiteError::UpstreamCa { reason })?;
        let mut digest = Digest::new(&SHA256);
        for certificate in &certificates {
            digest.update(&(certificate.len() as u64).to_be_bytes());
            digest.update(certificate);
        }
        let mut fingerprint = [0; 32];
        fingerprint.copy_from_slice(digest.finish().as_ref());
        Ok(UpstreamCa {
            certificates: certificates.into(),
            fingerprint,
        })
    }

    pub fn certificates(&self) -> &[CertificateDer<'static>] {
        &self.certificates
    }

    /// SHA-256 over the certificates: the same set, the same fingerprint.
    pub fn fingerprint(&self) -> [u8; 32] {
        self.fingerprint
    }

    /// The first four bytes of the fingerprint in hex: enough to tell CAs apart in a label.
    pub fn short_fingerprint(&self) -> String {
        self.fingerprint[..4]
            .iter()
            .map(|byte| format!("{byte:02x}"))
            .collect()
    }

    /// The certificates as canonical PEM (64-column base64), whatever text they came in.
    pub fn to_pem(&self) -> String {
        canonical_pem("CERTIFICATE", &self.certificates)
    }
}

/// Parses PEM text holding from one to [`MAX_CA_CERTIFICATES`] `CERTIFICATE` sections, each a CA certificate
/// that makes a trust anchor, and nothing else: the certificates, and the anchors they make.
/// The reason it is refused is in the operator's words, for the key that held it to prefix.
pub(super) fn parse_anchors(
    pem: &str,
) -> Result<(Vec<CertificateDer<'static>>, RootCertStore), &'static str> {
    let mut certificates = Vec::new();
    for section in <(SectionKind, Vec<u8>)>::pem_slice_iter(pem.as_bytes()) {
        match section {
            Ok((SectionKind::Certificate, der)) => certificates.push(CertificateDer::from(der)),
            Ok((SectionKind::PrivateKey | SectionKind::RsaPrivateKey | SectionKind::EcPrivateKey, _)) => {
                return Err("it holds a private key; give the CA's certificate alone, and never store a key in a site entry")
            }
            Ok(_) => return Err("it holds a PEM section other than CERTIFICATE"),
            Err(_) => return Err("it is not valid PEM"),
        }
    }
    if certificates.is_empty() {
        return Err("it holds no -----BEGIN CERTIFICATE----- section");
    }
    if certificates.len() > MAX_CA_CERTIFICATES {
        return Err("it holds more than 16 certificates");
    }
    let mut anchors = RootCertStore::empty();
    for certificate in &certificates {
        anchors
            .add(certificate.clone())
            .map_err(|_| "a certificate in it does not parse as an X.509 CA certificate")?;
    }
    Ok((certificates, anchors))
}

/// DER items as canonical PEM sections (64-column base64) under `label`.
pub(super) fn canonical_pem<T: AsRef<[u8]>>(label: &str, items: &[T]) -> String {
    let mut pem = String::new();
    for item in items {
        pem.push_str(&format!("-----BEGIN {label}-----\n"));
        let encoded = BASE64.encode(item.as_ref());
        for line in encoded.as_bytes().chunks(64) {
            // Base64 output is ASCII.
            pem.push_str(std::str::from_utf8(line).unwrap_or_default());
            pem.push('\n');
        }
        pem.push_str(&format!("-----END {label}-----\n"));
    }
    pem
}

impl PartialEq for UpstreamCa {
    fn eq(&self, other: &Self) -> bool {
        self.fingerprint == other.fingerprint
    }
}

impl Eq for UpstreamCa {}

impl Hash for UpstreamCa {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.fingerprint.hash(state);
    }
}

impl fmt::Debug for UpstreamCa {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("UpstreamCa")
            .field("certificates", &self.certificates.len())
            .field("fingerprint", &self.short_fingerprint())
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::{GeneratedKey, TestCa, Validity};

    #[test]
    fn a_ca_parses_and_round_trips_through_canonical_pem() {
        let ca = TestCa::generate("upstream CA").unwrap();
        let other = TestCa::generate("another CA").unwrap();
        let one = UpstreamCa::parse(ca.cert_pem()).unwrap();
        assert_eq!(one.certificates().len(), 1);
        assert_eq!(UpstreamCa::parse(&one.to_pem()).unwrap(), one);
        // Text around the sections (openssl's bag attributes) is not part of the set.
        let commented = format!("subject=CN = upstream CA\n{}", ca.cert_pem());
        assert_eq!(UpstreamCa::parse(&commented).unwrap(), one);
        let both = UpstreamCa::parse(&format!("{}{}", ca.cert_pem(), other.cert_pem())).unwrap();
        assert_eq!(both.certificates().len(), 2);
        assert_ne!(both, one);
        assert_eq!(one.short_fingerprint().len(), 8);
    }

    #[test]
    fn anything_but_certificates_is_refused() {
        let ca = TestCa::generate("upstream CA").unwrap();
        let leaf = ca
            .issue(
                &["app.example"],
                GeneratedKey::EcdsaP256,
                Validity::days_from_now(30),
            )
            .unwrap();
        let with_key = format!("{}{}", ca.cert_pem(), leaf.key_pem);
        let not_der = "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n";
        let many = ca.cert_pem().repeat(MAX_CA_CERTIFICATES + 1);
        for (pem, says) in [
            ("", "no -----BEGIN CERTIFICATE-----"),
            ("just text", "no -----BEGIN CERTIFICATE-----"),
            (with_key.as_str(), "private key"),
            (not_der, "does not parse"),
            (many.as_str(), "more than 16"),
        ] {
            let err = UpstreamCa::parse(pem).unwrap_err().to_string();
            assert!(err.contains("upstream_ca"), "{err}");
            assert!(err.contains(says), "{pem:?}: {err}");
        }
    }
}
