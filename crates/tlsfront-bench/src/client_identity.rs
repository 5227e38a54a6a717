//! The client certificate (`--client-cert`, `--client-key`): mutual TLS, for servers that ask
//! for one. Loaded and checked once, before the first connection; every handshake whose
//! server sends a CertificateRequest answers with the same chain and key, and is counted, so a
//! report shows whether the server really asked (a server that never asks would make a
//! "mutual TLS" run measure plain handshakes).

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use anyhow::Context as _;
use rustls::client::ResolvesClientCert;
use rustls::crypto::CryptoProvider;
use rustls::sign::CertifiedKey;
use rustls::SignatureScheme;
use rustls_pki_types::pem::PemObject;
use rustls_pki_types::{CertificateDer, PrivateKeyDer};

/// The PEM files of the client certificate chain (leaf first) and its private key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClientIdentityFiles {
    pub cert: PathBuf,
    pub key: PathBuf,
}

/// Answers every CertificateRequest with the one certificate, counting them.
#[derive(Debug)]
pub struct CountingClientCert {
    key: Arc<CertifiedKey>,
    requests: AtomicU64,
}

impl CountingClientCert {
    /// Reads and checks the chain and key: the key must be one `provider` can sign with, and
    /// the leaf's public key must be the key's.
    pub fn load(files: &ClientIdentityFiles, provider: &CryptoProvider) -> anyhow::Result<Self> {
        let chain = read_chain(&files.cert)?;
        let key = PrivateKeyDer::from_pem_file(&files.key)
            .with_context(|| format!("reading --client-key {}", files.key.display()))?;
        let key = CertifiedKey::from_der(chain, key, provider).with_context(|| {
            format!(
                "--client-cert {} with --client-key {}",
                files.cert.display(),
                files.key.display()
            )
        })?;
        Ok(Self {
            key: Arc::new(key),
            requests: AtomicU64::new(0),
        })
    }

    /// CertificateRequests answered so far (every handshake, warm-up included).
    pub fn requests(&self) -> u64 {
        self.requests.load(Ordering::Relaxed)
    }
}

impl ResolvesClientCert for CountingClientCert {
    fn resolve(
        &self,
        _root_hint_subjects: &[&[u8]],
        _sigschemes: &[SignatureScheme],
    ) -> Option<Arc<CertifiedKey>> {
        // Sent whatever CAs the server hints at: a server that does not trust it refuses the
        // handshake, which the run counts as an error rather than hiding it.
        self.requests.fetch_add(1, Ordering::Relaxed);
        Some(self.key.clone())
    }

    fn has_certs(&self) -> bool {
        true
    }
}

fn read_chain(path: &Path) -> anyhow::Result<Vec<CertificateDer<'static>>> {
    let chain = CertificateDer::pem_file_iter(path)
        .with_context(|| format!("reading --client-cert {}", path.display()))?
        .collect::<Result<Vec<_>, _>>()
        .with_context(|| format!("parsing --client-cert {}", path.display()))?;
    if chain.is_empty() {
        anyhow::bail!("--client-cert {}: no certificates", path.display());
    }
    Ok(chain)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path
    }

    #[test]
    fn a_matching_pair_loads_and_counts_requests() {
        let dir = tempfile::tempdir().unwrap();
        let key = rcgen::KeyPair::generate().unwrap();
        let cert = rcgen::CertificateParams::new(vec!["client".to_string()])
            .unwrap()
            .self_signed(&key)
            .unwrap();
        let files = ClientIdentityFiles {
            cert: write(dir.path(), "c.crt", &cert.pem()),
            key: write(dir.path(), "c.key", &key.serialize_pem()),
        };
        let provider = rustls::crypto::aws_lc_rs::default_provider();
        let identity = CountingClientCert::load(&files, &provider).unwrap();
        assert_eq!(identity.requests(), 0);
        assert!(identity.resolve(&[], &[]).is_some());
        assert!(identity.resolve(&[], &[]).is_some());
        assert_eq!(identity.requests(), 2);
    }

    #[test]
    fn a_key_of_another_certificate_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let key = rcgen::KeyPair::generate().unwrap();
        let other = rcgen::KeyPair::generate().unwrap();
        let cert = rcgen::CertificateParams::new(vec!["client".to_string()])
            .unwrap()
            .self_signed(&key)
            .unwrap();
        let files = ClientIdentityFiles {
            cert: write(dir.path(), "c.crt", &cert.pem()),
            key: write(dir.path(), "other.key", &other.serialize_pem()),
        };
        let provider = rustls::crypto::aws_lc_rs::default_provider();
        assert!(CountingClientCert::load(&files, &provider).is_err());
        let empty = ClientIdentityFiles {
            cert: write(dir.path(), "empty.crt", ""),
            key: files.key.clone(),
        };
        assert!(CountingClientCert::load(&empty, &provider).is_err());
    }
}
