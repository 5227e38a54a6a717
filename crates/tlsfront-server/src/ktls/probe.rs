//! Asking the kernel, once at start-up, whether it does TLS and with which ciphers.

use std::collections::BTreeSet;
use std::fmt;
use std::net::{Ipv4Addr, TcpListener, TcpStream};
use std::os::fd::AsRawFd;
use tlsfront_metrics::Label;

use rustls::crypto::cipher::{AeadKey, Iv};
use rustls::{ConnectionTrafficSecrets, ProtocolVersion};

use super::crypto_info::{crypto_info, KernelCipher};
use super::sys::{self, Direction};

/// What the kernel supports: for each TLS version, the ciphers that work both ways.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct KtlsSupport {
    /// Why kTLS is unavailable, when it is.
    pub unavailable: Option<String>,
    pub tls12: BTreeSet<KernelCipher>,
    pub tls13: BTreeSet<KernelCipher>,
}

impl KtlsSupport {
    /// Probes the kernel: attaches the TLS ULP to loopback sockets and sets throw-away keys for
    /// each version and cipher, both directions. Six socket pairs; a few milliseconds.
    pub fn probe() -> KtlsSupport {
        let mut support = KtlsSupport::default();
        for version in [ProtocolVersion::TLSv1_2, ProtocolVersion::TLSv1_3] {
            for &cipher in <KernelCipher as Label>::ALL {
                match probe_one(version, cipher) {
                    Ok(()) => {
                        if version == ProtocolVersion::TLSv1_2 {
                            support.tls12.insert(cipher);
                        } else {
                            support.tls13.insert(cipher);
                        }
                    }
                    Err(ProbeError::NoUlp(err)) => {
                        support.unavailable = Some(format!(
                            "the kernel has no TLS upper-layer protocol ({err}); load it with `modprobe tls`"
                        ));
                        return support;
                    }
                    Err(ProbeError::Other(err)) => {
                        tracing::debug!(?version, cipher = cipher.label(), error = %err, "kTLS probe: cipher refused");
                    }
                }
            }
        }
        if support.tls12.is_empty() && support.tls13.is_empty() {
            support.unavailable = Some("the kernel's TLS takes no cipher (are the gcm and chacha20poly1305 crypto modules missing?)".into());
        }
        support
    }

    pub fn is_available(&self) -> bool {
        self.unavailable.is_none()
    }

    /// Whether a negotiated version and suite can be handed to the kernel.
    pub fn supports(&self, version: ProtocolVersion, suite: rustls::CipherSuite) -> bool {
        let Some(cipher) = KernelCipher::of_suite(suite) else {
            return false;
        };
        match version {
            ProtocolVersion::TLSv1_2 => self.tls12.contains(&cipher),
            ProtocolVersion::TLSv1_3 => self.tls13.contains(&cipher),
            _ => false,
        }
    }
}

impl fmt::Display for KtlsSupport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(reason) = &self.unavailable {
            return write!(f, "unavailable: {reason}");
        }
        let list = |set: &BTreeSet<KernelCipher>| {
            if set.is_empty() {
                "none".to_owned()
            } else {
                set.iter().map(|c| c.label()).collect::<Vec<_>>().join(" ")
            }
        };
        write!(
            f,
            "TX+RX with TLS 1.3 {}; TLS 1.2 {}",
            list(&self.tls13),
            list(&self.tls12)
        )
    }
}

enum ProbeError {
    NoUlp(std::io::Error),
    Other(std::io::Error),
}

fn probe_one(version: ProtocolVersion, cipher: KernelCipher) -> Result<(), ProbeError> {
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).map_err(ProbeError::Other)?;
    let client = TcpStream::connect(listener.local_addr().map_err(ProbeError::Other)?)
        .map_err(ProbeError::Other)?;
    let (_server, _) = listener.accept().map_err(ProbeError::Other)?;
    let fd = client.as_raw_fd();
    sys::attach_tls_ulp(fd).map_err(ProbeError::NoUlp)?;
    let key = AeadKey::from([7u8; 32]);
    let iv = Iv::new([9u8; 12]);
    let secrets = match cipher {
        // AES-128 is told apart from AES-256 by key length, and rustls's key type is always 32
        // bytes long from outside; the probe builds the 128-bit info by hand.
        KernelCipher::Aes128Gcm => None,
        KernelCipher::Aes256Gcm => Some(ConnectionTrafficSecrets::Aes256Gcm { key, iv }),
        KernelCipher::Chacha20Poly1305 => {
            Some(ConnectionTrafficSecrets::Chacha20Poly1305 { key, iv })
        }
    };
    let info = match secrets {
        Some(secrets) => crypto_info(version, 0, &secrets)
            .map(|(_, info)| info)
            .map_err(|e| ProbeError::Other(std::io::Error::other(e)))?,
        None => {
            let mut info = Vec::with_capacity(40);
            let wire_version: u16 = if version == ProtocolVersion::TLSv1_3 {
                0x0304
            } else {
                0x0303
            };
            info.extend_from_slice(&wire_version.to_ne_bytes());
            info.extend_from_slice(&51u16.to_ne_bytes());
            info.extend_from_slice(&[0u8; 8 + 16 + 4 + 8]);
            info
        }
    };
    sys::set_crypto_info(fd, Direction::Transmit, &info).map_err(ProbeError::Other)?;
    sys::set_crypto_info(fd, Direction::Receive, &info).map_err(ProbeError::Other)?;
    Ok(())
}
