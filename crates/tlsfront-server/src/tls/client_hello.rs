//! Reading the ClientHello before committing to a config, and refusing a client with the right
//! alert.
//!
//! This is what tokio-rustls' `LazyConfigAcceptor` does, with one difference that matters: the
//! socket stays ours until a config is chosen, so an unknown name can be refused with
//! `unrecognized_name` (rustls itself would send `access_denied`). Every byte read is kept:
//! the chosen host's session starts from them again (`tls/stream.rs`).

use std::io;

use rustls::server::{Accepted, Acceptor};
use rustls::{AlertDescription, PeerMisbehaved};
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};

use crate::metrics::HandshakeOutcome;

/// A ClientHello is a few hundred bytes, a post-quantum one a little over 1 KiB; 64 KiB (the
/// largest handshake message rustls accepts) bounds what a client can make us buffer.
const MAX_CLIENT_HELLO_BYTES: usize = 64 * 1024;
/// What one read asks for: a whole ClientHello, most of the time.
const READ_BYTES: usize = 4096;

/// Why no ClientHello was read.
#[derive(Debug, thiserror::Error)]
pub enum ClientHelloError {
    #[error("the client closed the connection before its ClientHello")]
    Closed,
    #[error("reading the ClientHello")]
    Io(#[from] io::Error),
    #[error("the ClientHello is malformed or unacceptable")]
    Tls(#[source] rustls::Error),
    #[error("the ClientHello is larger than {MAX_CLIENT_HELLO_BYTES} bytes")]
    TooLarge,
    /// The SNI extension holds something that is not a DNS name at all (say `a!b.example`).
    /// rustls cannot continue a handshake past it, so the caller refuses it with
    /// `unrecognized_name`, as for any name it cannot serve.
    #[error("the SNI name is not a DNS name")]
    InvalidSni,
}

impl ClientHelloError {
    /// The alert the caller still owes the client: `unrecognized_name` for an SNI that is not
    /// a DNS name (rustls stopped before any policy could apply, so no default host can stand
    /// in). A malformed hello has had rustls' own alert already; a closed socket gets none.
    pub fn alert_to_send(&self) -> Option<AlertDescription> {
        match self {
            ClientHelloError::InvalidSni => Some(AlertDescription::UnrecognisedName),
            ClientHelloError::Closed
            | ClientHelloError::Io(_)
            | ClientHelloError::Tls(_)
            | ClientHelloError::TooLarge => None,
        }
    }
}

impl From<&ClientHelloError> for HandshakeOutcome {
    fn from(err: &ClientHelloError) -> Self {
        match err {
            ClientHelloError::Closed | ClientHelloError::Io(_) => HandshakeOutcome::ClientClosed,
            ClientHelloError::InvalidSni => HandshakeOutcome::MissingSni,
            ClientHelloError::Tls(_) | ClientHelloError::TooLarge => HandshakeOutcome::TlsError,
        }
    }
}

/// A ClientHello, and every byte read to get it: the handshake starts from those bytes again,
/// under the config the ClientHello chose.
pub struct ClientHelloRead {
    pub accepted: Accepted,
    pub received: Vec<u8>,
}

/// Reads from `io` until a whole ClientHello has arrived. A malformed one gets rustls' alert.
pub async fn read_client_hello<IO>(io: &mut IO) -> Result<ClientHelloRead, ClientHelloError>
where
    IO: AsyncRead + AsyncWrite + Unpin,
{
    let mut acceptor = Acceptor::default();
    let mut received = Vec::new();
    loop {
        let filled = received.len();
        received.resize(filled + READ_BYTES, 0);
        let read = io.read(&mut received[filled..]).await?;
        received.truncate(filled + read);
        if read == 0 {
            return Err(ClientHelloError::Closed);
        }
        if received.len() > MAX_CLIENT_HELLO_BYTES {
            return Err(ClientHelloError::TooLarge);
        }
        let mut pending = &received[filled..];
        while !pending.is_empty() {
            if acceptor.read_tls(&mut pending)? == 0 {
                return Err(ClientHelloError::TooLarge);
            }
        }
        match acceptor.accept() {
            Ok(Some(accepted)) => return Ok(ClientHelloRead { accepted, received }),
            Ok(None) => continue,
            Err((
                rustls::Error::PeerMisbehaved(PeerMisbehaved::ServerNameMustContainOneHostName),
                _,
            )) => {
                return Err(ClientHelloError::InvalidSni);
            }
            Err((err, mut alert)) => {
                let mut bytes = Vec::new();
                // Writing into a Vec cannot fail.
                let _ = alert.write_all(&mut bytes);
                let _ = io.write_all(&bytes).await;
                return Err(ClientHelloError::Tls(err));
            }
        }
    }
}

/// Sends a fatal alert in a plaintext record, as is right before any key is agreed, then
/// flushes. Errors are ignored: the connection is being dropped anyway.
pub async fn send_fatal_alert<IO>(io: &mut IO, description: AlertDescription)
where
    IO: AsyncWrite + Unpin,
{
    let record = fatal_alert_record(description);
    let _ = io.write_all(&record).await;
    let _ = io.flush().await;
    let _ = io.shutdown().await;
}

/// The bytes of a plaintext fatal alert record.
pub fn fatal_alert_record(description: AlertDescription) -> [u8; 7] {
    const ALERT: u8 = 21;
    const FATAL: u8 = 2;
    // Legacy record version 0x0303 (TLS 1.2), as TLS 1.3 also writes it; length 2.
    [ALERT, 0x03, 0x03, 0x00, 0x02, FATAL, u8::from(description)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unrecognized_name_is_alert_112() {
        assert_eq!(
            fatal_alert_record(AlertDescription::UnrecognisedName),
            [21, 3, 3, 0, 2, 2, 112]
        );
    }

    #[tokio::test]
    async fn garbage_gets_an_alert_not_a_hang() {
        let (mut client, mut server) = tokio::io::duplex(1 << 16);
        client
            .write_all(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
            .await
            .unwrap();
        let err = read_client_hello(&mut server).await.err().unwrap();
        assert!(matches!(err, ClientHelloError::Tls(_)), "{err:?}");
        drop(server);
        let mut reply = Vec::new();
        client.read_to_end(&mut reply).await.unwrap();
        assert_eq!(
            reply.first(),
            Some(&21),
            "expected an alert record, got {reply:?}"
        );
    }

    #[tokio::test]
    async fn early_close_is_reported() {
        let (client, mut server) = tokio::io::duplex(1024);
        drop(client);
        assert!(matches!(
            read_client_hello(&mut server).await,
            Err(ClientHelloError::Closed)
        ));
    }
}
