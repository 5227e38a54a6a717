//! The PROXY protocol (v1 and v2), which a TCP load balancer (HAProxy, AWS NLB) sends before the
//! client's own bytes to say who the client is.
//!
//! The header is trusted only from the peers `proxy_protocol_from` lists ([`sources`]), and from
//! them it is required, as HAProxy's `accept-proxy` does: a listed peer speaks for others, so a
//! connection without a header would be logged under the load balancer's address. From any
//! other peer nothing is read here; a header it sends is not TLS and fails the ClientHello.
//!
//! The reader takes exactly the header's bytes off the socket and not one more: what follows
//! is the ClientHello, which the record framing of the kTLS hand-off must see from its first
//! byte (`ktls::RecordBoundary`).

mod header;
mod sources;

use std::io;
use std::net::SocketAddr;

use tokio::io::AsyncReadExt;
use tokio::net::TcpStream;

use crate::metrics::{HandshakeOutcome, ProxyHeaderRefusal};

pub use header::{
    parse_proxy_header, HeaderError, HeaderProgress, MAX_HEADER_BYTES, MAX_V1_HEADER_BYTES,
    MAX_V2_TLV_BYTES,
};
pub use sources::{is_listed, IpRange, IpRangeError};

/// What one peek asks for: a whole header with a few TLVs, most of the time, so that the
/// usual header costs one peek and one read.
const PEEK_BYTES: usize = 512;

/// Why no PROXY header was read from a peer that must send one.
#[derive(Debug, thiserror::Error)]
pub enum ProxyHeaderError {
    #[error("the peer closed the connection before a whole PROXY header")]
    Closed,
    #[error("reading the PROXY header")]
    Io(#[from] io::Error),
    #[error(transparent)]
    Header(#[from] HeaderError),
}

impl ProxyHeaderError {
    /// How `tlsfront_proxy_header_refused_total` counts it, when the peer sent something
    /// that is not a header; `None` when it only went away (a load balancer's TCP health check
    /// connects and closes), which counts as `client_closed` alone.
    pub fn refusal(&self) -> Option<ProxyHeaderRefusal> {
        match self {
            ProxyHeaderError::Closed | ProxyHeaderError::Io(_) => None,
            ProxyHeaderError::Header(err) => Some(err.refusal()),
        }
    }
}

impl From<&ProxyHeaderError> for HandshakeOutcome {
    fn from(err: &ProxyHeaderError) -> Self {
        match err {
            ProxyHeaderError::Closed | ProxyHeaderError::Io(_) => HandshakeOutcome::ClientClosed,
            // As for bytes that are not a ClientHello: the connection's first bytes were wrong.
            ProxyHeaderError::Header(_) => HandshakeOutcome::TlsError,
        }
    }
}

/// Reads a PROXY header off `tcp`, leaving every byte after it in the socket. Gives the
/// client's address, or `None` when the header says to use the TCP peer's (`LOCAL`,
/// `UNKNOWN`). The caller bounds the wait (the handshake deadline).
pub async fn read_proxy_header(
    tcp: &mut TcpStream,
) -> Result<Option<SocketAddr>, ProxyHeaderError> {
    // The bytes taken off the socket so far, then, for a moment, the ones peeked past them.
    let mut header = Vec::new();
    let mut window = [0u8; PEEK_BYTES];
    loop {
        let room = MAX_HEADER_BYTES
            .saturating_sub(header.len())
            .min(PEEK_BYTES);
        if room == 0 {
            // Unreachable: the parser says `Incomplete` only of fewer bytes than the limit.
            return Err(HeaderError::TooLarge.into());
        }
        let peeked = tcp.peek(&mut window[..room]).await?;
        if peeked == 0 {
            return Err(ProxyHeaderError::Closed);
        }
        let taken = header.len();
        header.extend_from_slice(&window[..peeked]);
        let to_take = match parse_proxy_header(&header)? {
            HeaderProgress::Complete { length, source } => {
                // The `taken` bytes were an unfinished header, so it ends past them, within
                // the bytes just peeked (the parser never says a header is longer than what
                // it was given).
                take(tcp, &mut window[..length.saturating_sub(taken)]).await?;
                return Ok(source);
            }
            // Every byte peeked is the header's: take them all, so that the next peek waits
            // for new bytes instead of returning these again.
            HeaderProgress::Incomplete => peeked,
        };
        take(tcp, &mut window[..to_take]).await?;
    }
}

/// Reads exactly `into.len()` bytes, which a peek has shown are in the socket already.
async fn take(tcp: &mut TcpStream, into: &mut [u8]) -> Result<(), ProxyHeaderError> {
    match tcp.read_exact(into).await {
        Ok(_) => Ok(()),
        Err(err) if err.kind() == io::ErrorKind::UnexpectedEof => Err(ProxyHeaderError::Closed),
        Err(err) => Err(err.into()),
    }
}

#[cfg(test)]
mod tests;
