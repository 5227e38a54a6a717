//! The config that answers one TLS-ALPN-01 validation (RFC 8737): the challenge certificate
//! the order stored for the name, and `acme-tls/1` as the only protocol. The CA completes the
//! handshake, checks the certificate, and closes; no request follows.

use std::sync::Arc;

use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use rustls::server::{ClientHello, ResolvesServerCert};
use rustls::sign::CertifiedKey;
use rustls::ServerConfig;
use tlsfront_acme::ACME_TLS_ALPN;

use super::policy::{crypto_provider, SuiteOrder, PROTOCOL_VERSIONS};

/// Why a stored challenge answer cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum ChallengeConfigError {
    #[error("the challenge answer holds no certificate or no key")]
    Incomplete,
    #[error("the challenge answer is refused by TLS")]
    Tls(#[from] rustls::Error),
}

/// A config presenting the challenge certificate in `pem` (certificate, then key).
pub fn challenge_config(pem: &[u8]) -> Result<Arc<ServerConfig>, ChallengeConfigError> {
    let certs: Vec<CertificateDer<'static>> = CertificateDer::pem_slice_iter(pem)
        .filter_map(Result::ok)
        .collect();
    let key = PrivateKeyDer::from_pem_slice(pem).map_err(|_| ChallengeConfigError::Incomplete)?;
    if certs.is_empty() {
        return Err(ChallengeConfigError::Incomplete);
    }
    let provider = Arc::new(crypto_provider(SuiteOrder::AesFirst));
    let signing_key = provider.key_provider.load_private_key(key)?;
    // Not `with_single_cert`: it parses the certificate with webpki, which refuses the critical
    // acmeIdentifier extension every challenge certificate carries.
    let challenge = Arc::new(CertifiedKey::new(certs, signing_key));
    let mut config = ServerConfig::builder_with_provider(provider)
        .with_protocol_versions(PROTOCOL_VERSIONS)?
        .with_no_client_auth()
        .with_cert_resolver(Arc::new(Always(challenge)));
    config.alpn_protocols = vec![ACME_TLS_ALPN.to_vec()];
    // The CA does not resume.
    config.send_tls13_tickets = 0;
    Ok(Arc::new(config))
}

/// Presents the challenge certificate to whoever asks (the one client is the CA).
#[derive(Debug)]
struct Always(Arc<CertifiedKey>);

impl ResolvesServerCert for Always {
    fn resolve(&self, _hello: ClientHello<'_>) -> Option<Arc<CertifiedKey>> {
        Some(self.0.clone())
    }
}

#[cfg(test)]
mod tests {
    use tlsfront_store::HostName;

    use super::*;

    #[test]
    fn a_stored_answer_makes_a_config_offering_acme_tls_only() {
        let name = HostName::parse("shop.example.com").unwrap();
        let pem = tlsfront_acme::challenge::tls_alpn01_certificate(&name, &[1; 32]).unwrap();
        let config = challenge_config(pem.as_bytes()).unwrap();
        assert_eq!(config.alpn_protocols, [b"acme-tls/1".to_vec()]);
        assert!(challenge_config(b"").is_err());
        assert!(challenge_config(
            b"-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n"
        )
        .is_err());
    }
}
