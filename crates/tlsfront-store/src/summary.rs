//! A certificate's public facts, for `certs get`, `certs ls` and log lines. Never key bytes.

use aws_lc_rs::digest;
use rustls::pki_types::CertificateDer;
use time::format_description::well_known::Rfc3339;
use time::OffsetDateTime;
use x509_parser::prelude::X509Certificate;

use crate::material::{dns_names, KeyKind};

/// The facts a hosting engineer checks about a certificate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CertSummary {
    pub subject: String,
    pub issuer: String,
    pub dns_names: Vec<String>,
    pub key_kind: KeyKind,
    /// The key type with its size: `ECDSA P-256`, `RSA 2048`.
    pub key_description: String,
    /// Unix seconds.
    pub not_before: i64,
    /// Unix seconds.
    pub not_after: i64,
    /// SHA-256 of the leaf certificate's DER, as colon-separated upper-case hex (as browsers and
    /// `openssl x509 -fingerprint -sha256` print it).
    pub sha256_fingerprint: String,
}

impl CertSummary {
    pub(crate) fn of(leaf: &X509Certificate<'_>, der: &CertificateDer<'_>, kind: KeyKind) -> Self {
        let bits = leaf
            .public_key()
            .parsed()
            .map(|key| key.key_size())
            .unwrap_or(0);
        let key_description = match kind {
            KeyKind::Ecdsa => match bits {
                256 => "ECDSA P-256".to_owned(),
                384 => "ECDSA P-384".to_owned(),
                521 => "ECDSA P-521".to_owned(),
                other => format!("ECDSA {other}-bit"),
            },
            KeyKind::Rsa => format!("RSA {bits}"),
        };
        CertSummary {
            subject: leaf.subject().to_string(),
            issuer: leaf.issuer().to_string(),
            dns_names: dns_names(leaf),
            key_kind: kind,
            key_description,
            not_before: leaf.validity().not_before.timestamp(),
            not_after: leaf.validity().not_after.timestamp(),
            sha256_fingerprint: fingerprint(der),
        }
    }

    /// Summarises a DER certificate, whatever its key; `None` if it does not parse or its key
    /// is neither ECDSA nor RSA.
    pub fn from_der(der: &CertificateDer<'_>) -> Option<Self> {
        use x509_parser::prelude::FromDer;
        let (_, cert) = X509Certificate::from_der(der).ok()?;
        let kind = match cert.public_key().parsed().ok()? {
            x509_parser::public_key::PublicKey::EC(_) => KeyKind::Ecdsa,
            x509_parser::public_key::PublicKey::RSA(_) => KeyKind::Rsa,
            _ => return None,
        };
        Some(Self::of(&cert, der, kind))
    }

    pub fn not_after_text(&self) -> String {
        unix_to_rfc3339(self.not_after)
    }

    pub fn not_before_text(&self) -> String {
        unix_to_rfc3339(self.not_before)
    }

    /// Whole days from `now` (Unix seconds) until expiry; negative once expired.
    pub fn days_left(&self, now: i64) -> i64 {
        (self.not_after - now).div_euclid(86_400)
    }
}

/// Formats Unix seconds as RFC 3339 in UTC, e.g. `2027-01-31T12:00:00Z`.
pub fn unix_to_rfc3339(secs: i64) -> String {
    OffsetDateTime::from_unix_timestamp(secs)
        .ok()
        .and_then(|time| time.format(&Rfc3339).ok())
        .unwrap_or_else(|| format!("@{secs}"))
}

fn fingerprint(der: &CertificateDer<'_>) -> String {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let hash = digest::digest(&digest::SHA256, der);
    let mut text = String::with_capacity(hash.as_ref().len() * 3);
    for (i, byte) in hash.as_ref().iter().enumerate() {
        if i > 0 {
            text.push(':');
        }
        // Two hex digits without a `format!` each (this runs on every cache miss).
        text.push(char::from(HEX[usize::from(byte >> 4)]));
        text.push(char::from(HEX[usize::from(byte & 0x0f)]));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_times_in_utc() {
        assert_eq!(unix_to_rfc3339(0), "1970-01-01T00:00:00Z");
        assert_eq!(unix_to_rfc3339(1_800_000_000), "2027-01-15T08:00:00Z");
    }

    #[test]
    fn fingerprints_are_upper_case_hex_pairs() {
        let der = CertificateDer::from(b"not a certificate".to_vec());
        let expected: Vec<String> = digest::digest(&digest::SHA256, &der)
            .as_ref()
            .iter()
            .map(|byte| format!("{byte:02X}"))
            .collect();
        assert_eq!(fingerprint(&der), expected.join(":"));
    }
}
