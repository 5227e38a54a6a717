//! Server certificate verifiers. Both offer exactly the `--sigalgs` schemes (which is what makes
//! a dual-certificate server choose RSA or ECDSA), refuse a signature made with any other scheme,
//! and count the schemes servers actually signed with, so the report proves which key was used.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::client::WebPkiServerVerifier;
use rustls::crypto::WebPkiSupportedAlgorithms;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{DigitallySignedStruct, Error, PeerMisbehaved, SignatureScheme};

/// How many handshakes each offered signature scheme was used in.
#[derive(Debug)]
pub struct SchemeCounts {
    schemes: Vec<SignatureScheme>,
    counts: Vec<AtomicU64>,
}

impl SchemeCounts {
    pub fn new(schemes: &[SignatureScheme]) -> Self {
        Self {
            schemes: schemes.to_vec(),
            counts: schemes.iter().map(|_| AtomicU64::new(0)).collect(),
        }
    }

    /// Schemes with a non-zero count, by rustls name.
    pub fn snapshot(&self) -> Vec<(&'static str, u64)> {
        self.schemes
            .iter()
            .zip(&self.counts)
            .map(|(scheme, count)| {
                (
                    scheme.as_str().unwrap_or("unknown"),
                    count.load(Ordering::Relaxed),
                )
            })
            .filter(|(_, count)| *count > 0)
            .collect()
    }

    /// Counts `scheme`, or refuses it if it was not offered.
    fn accept(&self, scheme: SignatureScheme) -> Result<(), Error> {
        let position = self.schemes.iter().position(|offered| *offered == scheme);
        match position {
            Some(index) => {
                self.counts[index].fetch_add(1, Ordering::Relaxed);
                Ok(())
            }
            None => Err(PeerMisbehaved::SignedHandshakeWithUnadvertisedSigScheme.into()),
        }
    }
}

/// Accepts any certificate chain; verifying it (and the handshake signature) would cost client
/// CPU that a load generator must not spend. Handshake signatures are checked only when
/// `check_signatures` is set.
#[derive(Debug)]
pub struct DangerousSkipCertificateVerification {
    counts: Arc<SchemeCounts>,
    check_signatures: bool,
    algorithms: WebPkiSupportedAlgorithms,
}

impl DangerousSkipCertificateVerification {
    pub fn new(
        counts: Arc<SchemeCounts>,
        check_signatures: bool,
        algorithms: WebPkiSupportedAlgorithms,
    ) -> Self {
        Self {
            counts,
            check_signatures,
            algorithms,
        }
    }
}

impl ServerCertVerifier for DangerousSkipCertificateVerification {
    fn verify_server_cert(
        &self,
        _end_entity: &CertificateDer<'_>,
        _intermediates: &[CertificateDer<'_>],
        _server_name: &ServerName<'_>,
        _ocsp_response: &[u8],
        _now: UnixTime,
    ) -> Result<ServerCertVerified, Error> {
        Ok(ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, Error> {
        self.counts.accept(dss.scheme)?;
        if self.check_signatures {
            rustls::crypto::verify_tls12_signature(message, cert, dss, &self.algorithms)
        } else {
            Ok(HandshakeSignatureValid::assertion())
        }
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, Error> {
        self.counts.accept(dss.scheme)?;
        if self.check_signatures {
            rustls::crypto::verify_tls13_signature(message, cert, dss, &self.algorithms)
        } else {
            Ok(HandshakeSignatureValid::assertion())
        }
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.counts.schemes.clone()
    }
}

/// Full WebPKI verification against `--ca`, offering only the `--sigalgs` schemes.
#[derive(Debug)]
pub struct OfferedSchemesVerifier {
    inner: Arc<WebPkiServerVerifier>,
    counts: Arc<SchemeCounts>,
}

impl OfferedSchemesVerifier {
    pub fn new(inner: Arc<WebPkiServerVerifier>, counts: Arc<SchemeCounts>) -> Self {
        Self { inner, counts }
    }
}

impl ServerCertVerifier for OfferedSchemesVerifier {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp_response: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, Error> {
        self.inner
            .verify_server_cert(end_entity, intermediates, server_name, ocsp_response, now)
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, Error> {
        self.counts.accept(dss.scheme)?;
        self.inner.verify_tls12_signature(message, cert, dss)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, Error> {
        self.counts.accept(dss.scheme)?;
        self.inner.verify_tls13_signature(message, cert, dss)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.counts.schemes.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unoffered_schemes_are_refused_and_offered_ones_counted() {
        let counts = SchemeCounts::new(&[SignatureScheme::RSA_PSS_SHA256]);
        assert!(counts
            .accept(SignatureScheme::ECDSA_NISTP256_SHA256)
            .is_err());
        counts.accept(SignatureScheme::RSA_PSS_SHA256).unwrap();
        counts.accept(SignatureScheme::RSA_PSS_SHA256).unwrap();
        assert_eq!(counts.snapshot(), vec![("RSA_PSS_SHA256", 2)]);
    }
}
