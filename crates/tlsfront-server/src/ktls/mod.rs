//! Kernel TLS: after the handshake, the session's keys go to the kernel, which then encrypts
//! and decrypts the records itself, so file bodies go out with `sendfile(2)`.
//!
//! The hand-off uses rustls's public secret extraction and `setsockopt(2)` directly (no rustls
//! internals), in three steps:
//! 1. decide, before anything is committed: ALPN is HTTP/1.1 (or none), and the negotiated
//!    version and cipher passed the start-up probe; otherwise the connection stays in user
//!    space;
//! 2. flush what rustls still has to send, and drain what it has already read, stopping at a
//!    record boundary ([`record_boundary`]);
//! 3. extract the secrets and give them to the kernel. A failure here cannot fall back (rustls
//!    has given up the session), so the connection is closed with a logged reason.

pub mod crypto_info;
pub mod probe;
pub mod record_boundary;
pub mod socket;
mod sys;

use std::os::fd::AsRawFd;

use rustls::ProtocolVersion;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use zeroize::Zeroizing;

use crate::metrics::HandoffFailure;
use crate::tls::TlsSession;

pub use crypto_info::KernelCipher;
pub use probe::KtlsSupport;
pub use record_boundary::RecordBoundary;
pub use socket::{KtlsConnection, KtlsReadError, MAX_RECORD};
pub use sys::sendfile_all;

/// Whether to use kernel TLS.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum KtlsMode {
    /// Use it where the kernel supports the negotiated cipher; user space otherwise.
    #[default]
    Auto,
    /// Never.
    Off,
    /// Refuse to start without it.
    Require,
}

impl std::str::FromStr for KtlsMode {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text {
            "auto" => Ok(KtlsMode::Auto),
            "off" => Ok(KtlsMode::Off),
            "require" => Ok(KtlsMode::Require),
            other => Err(format!(
                "{other:?} is not a kTLS mode: use auto, off or require"
            )),
        }
    }
}

/// What the kernel probe found at start-up, which bounds the kTLS modes a reload may choose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KtlsAtStart {
    /// Started with `ktls = "off"`: nothing was probed, and sessions are made without the
    /// secrets the kernel would need.
    NotProbed,
    /// The kernel has kTLS.
    Available,
    /// The kernel has no kTLS (it was probed, and `auto` fell back to user space).
    Unavailable,
}

/// The most plaintext rustls can hold decrypted at the hand-off; more means a client sent a
/// flood before its first response, and it is refused.
const MAX_DRAINED: usize = 1 << 20;

/// Why a committed hand-off failed. The connection is closed.
#[derive(Debug, thiserror::Error)]
pub enum HandoffError {
    #[error("flushing the last handshake records")]
    Flush(#[source] std::io::Error),
    #[error("draining what rustls had already read")]
    Drain(#[source] std::io::Error),
    #[error("the client sent more than {MAX_DRAINED} bytes before the hand-off")]
    TooMuchEarlyData,
    #[error("rustls did not give up the secrets")]
    Secrets(#[source] rustls::Error),
    #[error("the secrets do not fit the kernel")]
    CryptoInfo(#[from] crypto_info::CryptoInfoError),
    #[error("attaching the TLS ULP")]
    Ulp(#[source] std::io::Error),
    #[error("setting the {0} key")]
    Key(&'static str, #[source] std::io::Error),
}

impl HandoffError {
    /// How `tlsfront_ktls_handoff_failures_total` counts it.
    pub fn reason(&self) -> HandoffFailure {
        match self {
            HandoffError::Flush(_) => HandoffFailure::Flush,
            HandoffError::Drain(_) | HandoffError::TooMuchEarlyData => HandoffFailure::Drain,
            HandoffError::Secrets(_) => HandoffFailure::Secrets,
            HandoffError::CryptoInfo(_) => HandoffFailure::CryptoInfo,
            HandoffError::Ulp(_) => HandoffFailure::Ulp,
            HandoffError::Key(..) => HandoffFailure::SetKey,
        }
    }

    /// Whether the client caused it (it left, or sent what it should not before the
    /// hand-off), rather than rustls or the kernel refusing what this server asked: a client
    /// can do that at will, so it is counted and logged at debug only.
    pub fn caused_by_peer(&self) -> bool {
        match self {
            HandoffError::Flush(_) | HandoffError::Drain(_) | HandoffError::TooMuchEarlyData => {
                true
            }
            HandoffError::Secrets(_)
            | HandoffError::CryptoInfo(_)
            | HandoffError::Ulp(_)
            | HandoffError::Key(..) => false,
        }
    }
}

/// Hands a finished TLS session to the kernel (steps 2 and 3 above). The caller has decided it
/// should (step 1).
pub async fn hand_off(
    mut tls: TlsSession<RecordBoundary<TcpStream>>,
) -> Result<KtlsConnection, HandoffError> {
    tls.flush().await.map_err(HandoffError::Flush)?;
    tls.get_mut().stop_at_boundary();
    let mut drained = Vec::new();
    // On the heap, and only for the hand-off: inline, it would grow every connection's task by
    // 16 KiB for the connection's whole life, whichever path it takes.
    let mut chunk = vec![0u8; MAX_RECORD];
    loop {
        match tls.read(&mut chunk).await {
            Ok(0) => break,
            Ok(read) => {
                drained.extend_from_slice(&chunk[..read]);
                if drained.len() > MAX_DRAINED {
                    return Err(HandoffError::TooMuchEarlyData);
                }
            }
            // Reaching the boundary looks like an end of stream without close_notify to rustls.
            Err(err) if err.kind() == std::io::ErrorKind::UnexpectedEof => break,
            Err(err) => return Err(HandoffError::Drain(err)),
        }
    }
    // What rustls said while it was drained (an answer to a KeyUpdate) goes out first.
    tls.flush().await.map_err(HandoffError::Flush)?;
    let version = tls
        .connection()
        .protocol_version()
        .unwrap_or(ProtocolVersion::Unknown(0));
    let (io, secrets) = tls
        .dangerous_into_secrets()
        .map_err(HandoffError::Secrets)?;
    // The key bytes are wiped from memory once the kernel has them, whatever happens.
    let (cipher, tx) = crypto_info::crypto_info(version, secrets.tx.0, &secrets.tx.1)?;
    let tx = Zeroizing::new(tx);
    let (_, rx) = crypto_info::crypto_info(version, secrets.rx.0, &secrets.rx.1)?;
    let rx = Zeroizing::new(rx);
    let tcp = io.into_inner();
    let fd = tcp.as_raw_fd();
    sys::attach_tls_ulp(fd).map_err(HandoffError::Ulp)?;
    sys::set_crypto_info(fd, sys::Direction::Transmit, &tx)
        .map_err(|e| HandoffError::Key("transmit", e))?;
    sys::set_crypto_info(fd, sys::Direction::Receive, &rx)
        .map_err(|e| HandoffError::Key("receive", e))?;
    Ok(KtlsConnection::new(
        tcp,
        drained,
        cipher,
        version == ProtocolVersion::TLSv1_3,
    ))
}
