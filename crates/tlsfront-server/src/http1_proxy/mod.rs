//! The HTTP/1.1 server for proxied hosts: the static path's request-head parser
//! ([`crate::http1::parse_request_head`]) reads the client's request, which goes to the proxy
//! as it is, with its body streaming from the connection ([`pipe`]); the response is written in
//! our own framing ([`framing`]). One HTTP/1.1 parse per request on the client's side (hyper's
//! client still speaks to the application).
//!
//! - [`framing`]: the request body's length from its head (the rules hyper's server applied,
//!   which the smuggling cases hold), and the response head (pure);
//! - [`chunked`]: the chunked coding, decoded as it arrives (pure);
//! - [`pipe`]: the request body as the proxy reads it, one piece at a time;
//! - [`exchange`]: one request and its answer, both ways at once, and a WebSocket's tunnel.
//!
//! Like the static server, it holds no buffer between requests: an idle proxied connection
//! costs its TLS state and this loop's few words.

mod chunked;
mod exchange;
mod framing;
mod pipe;

use std::io;
use std::sync::Arc;

use tokio::io::{AsyncRead, AsyncWrite};
use tokio_util::sync::CancellationToken;

use crate::drain::FIRST_REQUEST_WHEN_DRAINING;
use crate::http1::{drained_for, parse_request_head, refuse, RawLimits, RawTransport};
use crate::session::ProxiedService;

/// What a connection does once the requests that arrived are answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Next {
    /// Wait for the next request.
    Wait,
    Close,
}

/// Serves a proxied host's requests until the client closes, a request or response asks to
/// close, the idle timeout passes or `shutdown` is cancelled, as the static server does
/// ([`crate::http1::serve_http1`]): the exchange in flight is finished first, and a connection
/// that has had no request yet is given its first.
pub(crate) async fn serve_proxied_http1<T>(
    transport: &mut T,
    service: &Arc<ProxiedService>,
    limits: &RawLimits,
    shutdown: &CancellationToken,
) -> io::Result<()>
where
    T: RawTransport + AsyncRead + AsyncWrite + Unpin,
{
    let mut had_request = false;
    loop {
        // Idle: the connection holds this loop's small state and nothing else.
        tokio::select! {
            ready = tokio::time::timeout(limits.idle_timeout, transport.readable()) => match ready {
                Ok(ready) => ready?,
                Err(_) => return Ok(()),
            },
            _ = shutdown.cancelled(), if had_request => return Ok(()),
            _ = drained_for(shutdown, FIRST_REQUEST_WHEN_DRAINING), if !had_request => return Ok(()),
        }
        had_request = true;
        // Busy: the buffers and the exchange's state live in a box freed before the
        // connection waits again.
        let answered = Box::pin(answer_arrived(transport, service, limits, shutdown));
        if answered.await? == Next::Close {
            return Ok(());
        }
    }
}

/// Reads and answers requests until every byte received is answered or the connection is to
/// close.
async fn answer_arrived<T>(
    transport: &mut T,
    service: &Arc<ProxiedService>,
    limits: &RawLimits,
    shutdown: &CancellationToken,
) -> io::Result<Next>
where
    T: RawTransport + AsyncRead + AsyncWrite + Unpin,
{
    let mut buffer: Vec<u8> = Vec::new();
    let mut on_refused = |exchange: &crate::http1::Exchange<'_>| service.record_refused(exchange);
    loop {
        let (mut request, head_len) = match parse_request_head(&buffer, limits.max_headers) {
            None if buffer.len() > limits.max_header_bytes => {
                refuse(transport, 431, (limits.clock)(), &mut on_refused).await?;
                return Ok(Next::Close);
            }
            None => match read_more(transport, &mut buffer).await? {
                Next::Wait => continue,
                Next::Close => return Ok(Next::Close),
            },
            Some(Err(status)) => {
                refuse(transport, status, (limits.clock)(), &mut on_refused).await?;
                return Ok(Next::Close);
            }
            Some(Ok(parsed)) => parsed,
        };
        buffer.drain(..head_len);
        let facts = match framing::request_facts(request.version(), request.headers_mut()) {
            Ok(facts) => facts,
            Err(status) => {
                refuse(transport, status, (limits.clock)(), &mut on_refused).await?;
                return Ok(Next::Close);
            }
        };
        let next = exchange::run(transport, &mut buffer, request, facts, service, shutdown).await?;
        if next == Next::Close {
            return Ok(Next::Close);
        }
        if buffer.is_empty() {
            return Ok(Next::Wait);
        }
    }
}

/// Reads more of a request head onto `buffer` ([`RawTransport::read_appending`]: into its
/// spare room, not zeroed first): [`Next::Close`] at the client's end. The transport's own idle
/// timeout bounds the wait (a silent client fails the read), so no timer is set per read.
async fn read_more<T: RawTransport>(transport: &mut T, buffer: &mut Vec<u8>) -> io::Result<Next> {
    let read = transport.read_appending(buffer).await?;
    Ok(if read == 0 { Next::Close } else { Next::Wait })
}
