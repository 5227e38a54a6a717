//! The answers to ACME challenges, kept in the store so that whichever instance the CA reaches
//! can answer: an HTTP-01 key authorization under its token, and a TLS-ALPN-01 certificate
//! under its host name. Both are written just before the CA is told to validate, and removed
//! when the order ends (in Redis they also expire on their own).

use rcgen::{CertificateParams, CustomExtension, DistinguishedName, KeyPair};
use tlsfront_store::source::{Record, RecordKind};
use tlsfront_store::HostName;

/// The HTTP-01 path prefix (RFC 8555, section 8.3).
pub const HTTP01_PREFIX: &str = "/.well-known/acme-challenge/";

/// The ALPN protocol a CA offers when it validates TLS-ALPN-01 (RFC 8737).
pub const ACME_TLS_ALPN: &[u8] = b"acme-tls/1";

/// A TLS-ALPN-01 challenge certificate for `name`: self-signed, naming `name` only, with the
/// critical `acmeIdentifier` extension holding the SHA-256 digest of the key authorization.
/// Returns the certificate and its (throwaway) key, as one PEM text.
pub fn tls_alpn01_certificate(
    name: &HostName,
    key_authorization_digest: &[u8],
) -> Result<String, rcgen::Error> {
    let mut params = CertificateParams::new(vec![name.to_string()])?;
    params.distinguished_name = DistinguishedName::new();
    params.custom_extensions = vec![CustomExtension::new_acme_identifier(
        key_authorization_digest,
    )];
    let key = KeyPair::generate()?;
    let cert = params.self_signed(&key)?;
    Ok(format!("{}{}", cert.pem(), key.serialize_pem()))
}

/// The record holding `name`'s TLS-ALPN-01 certificate.
pub fn tls_alpn01_record(name: &HostName) -> Record {
    Record::of_host(RecordKind::TlsAlpn01, name)
}

/// The record holding an HTTP-01 token's key authorization; `None` for a token that is not
/// one (the CA's tokens are base64url: letters, digits, `-` and `_`).
pub fn http01_record(token: &str) -> Option<Record> {
    let base64url = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    if token.is_empty() || !token.chars().all(base64url) {
        return None;
    }
    Record::new(RecordKind::Http01, token).ok()
}

#[cfg(test)]
mod tests {
    use rustls_pki_types::pem::PemObject;
    use rustls_pki_types::CertificateDer;
    use x509_parser::prelude::*;

    use super::*;

    #[test]
    fn the_challenge_certificate_names_the_host_and_carries_the_digest() {
        let name = HostName::parse("shop.example.com").unwrap();
        let digest = [7u8; 32];
        let pem = tls_alpn01_certificate(&name, &digest).unwrap();
        assert!(pem.contains("PRIVATE KEY"));
        let der = CertificateDer::pem_slice_iter(pem.as_bytes())
            .next()
            .unwrap()
            .unwrap();
        let (_, cert) = X509Certificate::from_der(&der).unwrap();
        let names: Vec<String> = cert
            .subject_alternative_name()
            .unwrap()
            .unwrap()
            .value
            .general_names
            .iter()
            .map(|n| n.to_string())
            .collect();
        assert_eq!(names, ["DNSName(shop.example.com)"]);
        // id-pe-acmeIdentifier, 1.3.6.1.5.5.7.1.31: critical, an OCTET STRING of the digest.
        let acme = cert
            .extensions()
            .iter()
            .find(|e| e.oid.to_id_string() == "1.3.6.1.5.5.7.1.31")
            .unwrap();
        assert!(acme.critical);
        assert_eq!(&acme.value[2..], &digest);
    }

    #[test]
    fn only_base64url_tokens_name_a_record() {
        assert!(http01_record("LoqXcYV8q5ONbJQxbmR7SCTNo3tiAXDfowyjxAjEuX0").is_some());
        assert!(http01_record("a-b_c").is_some());
        for bad in ["", "../etc", "a.b", "a/b", "a b", "%2e%2e"] {
            assert!(http01_record(bad).is_none(), "{bad:?}");
        }
    }
}
