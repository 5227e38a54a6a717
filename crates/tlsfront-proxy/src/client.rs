//! Connecting to upstreams, with hyper's client:
//!
//! - `http://` and `unix:` upstreams keep their HTTP/1.1 connections alive in
//!   [`super::pool`]; a request to upgrade (a WebSocket) gets a connection of its own, run as
//!   a task by hyper until the switch;
//! - `h2c://` upstreams get one HTTP/2 connection per address, which every request to it
//!   shares as a stream, made again when the last one closed. The request keeps the client's
//!   host as its `:authority`;
//! - `https://` upstreams offer `h2` and `http/1.1` by ALPN: when the upstream picks `h2`, its
//!   connection becomes the address's one HTTP/2 connection, as for `h2c://`; otherwise it
//!   joins the HTTP/1.1 pool. What the last handshake picked decides where the next request
//!   looks first. Upgrades offer `http/1.1` alone.

use std::io;
use std::sync::atomic::Ordering;
use std::time::Duration;

use hyper::client::conn::{http1, http2};
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use tlsfront_store::{UpstreamAddress, UpstreamProtocol};
use tokio::net::{TcpStream, UnixStream};
use tracing::debug;

use super::body::RequestBody;
use super::pool::UpstreamConnection;
use super::request::Connected;
use super::stream::UpstreamStream;
use super::upstreams::Upstream;

/// The sending half of an upstream's HTTP/2 connection.
pub type H2Sender = http2::SendRequest<RequestBody>;

/// Connecting to an upstream failed.
#[derive(Debug, thiserror::Error)]
pub enum ConnectError {
    #[error("connecting failed")]
    Io(#[source] io::Error),
    #[error("no connection within {0:?}")]
    Timeout(Duration),
    #[error("the TLS handshake with the upstream failed")]
    Tls(#[source] io::Error),
    #[error("the HTTP handshake failed")]
    Handshake(#[source] hyper::Error),
    #[error("the connection was closed before the request went out")]
    ClosedBeforeSending(#[source] hyper::Error),
}

/// What a new connection is for, which decides what TLS offers by ALPN.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// Requests: `h2`, then `http/1.1`.
    Requests,
    /// An upgrade, or a request that must go over HTTP/1.1: `http/1.1` alone.
    Http1Only,
}

/// A new connection to the upstream, its TLS handshake done, within `timeout`.
pub async fn open(
    upstream: &Upstream,
    timeout: Duration,
    purpose: Purpose,
) -> Result<UpstreamStream, ConnectError> {
    tokio::time::timeout(timeout, open_unbounded(upstream, purpose))
        .await
        .map_err(|_| ConnectError::Timeout(timeout))?
}

async fn open_unbounded(
    upstream: &Upstream,
    purpose: Purpose,
) -> Result<UpstreamStream, ConnectError> {
    let authority = match upstream.url.address() {
        UpstreamAddress::Unix(path) => {
            let unix = UnixStream::connect(path).await.map_err(ConnectError::Io)?;
            return Ok(UpstreamStream::Unix(unix));
        }
        UpstreamAddress::Tcp(authority) => authority,
    };
    let tcp = TcpStream::connect(authority)
        .await
        .map_err(ConnectError::Io)?;
    tcp.set_nodelay(true).map_err(ConnectError::Io)?;
    let Some(tls) = &upstream.tls else {
        return Ok(UpstreamStream::Tcp(tcp));
    };
    let config = match purpose {
        Purpose::Requests => tls.configs.requests.clone(),
        Purpose::Http1Only => tls.configs.upgrades.clone(),
    };
    // Boxed: the handshake's state is a kilobyte, and would otherwise sit in every proxied
    // request's future, which hyper's server keeps allocated for each connection's life.
    let handshake = tokio_rustls::TlsConnector::from(config).connect(tls.server_name.clone(), tcp);
    let session = Box::pin(handshake).await.map_err(ConnectError::Tls)?;
    Ok(UpstreamStream::Tls(Box::new(session)))
}

/// A connection for one request that is not an upgrade: the address's HTTP/2 connection, a
/// kept-alive HTTP/1.1 one, or a new one of either. Making a new one is boxed: its state
/// would otherwise sit in every request's future, which hyper's server keeps allocated for
/// each connection's life, and it is needed once per connection, not per request.
pub async fn for_request(
    upstream: &Upstream,
    timeout: Duration,
    keepalive: Duration,
) -> Result<Connected, ConnectError> {
    let h2_first = match upstream.url.protocol() {
        UpstreamProtocol::H2c => true,
        UpstreamProtocol::Https => upstream.alpn_h2.load(Ordering::Relaxed),
        UpstreamProtocol::Http1 | UpstreamProtocol::Unix => false,
    };
    if h2_first {
        let mut slot = upstream.h2.lock().await;
        if let Some(sender) = slot.as_ref().filter(|sender| !sender.is_closed()) {
            return Ok(Connected::H2(sender.clone()));
        }
        // Held while connecting, so that requests arriving meanwhile share the new one.
        return Box::pin(new_shared_h2(upstream, &mut slot, timeout)).await;
    }
    if let Some(connection) = upstream.idle.reuse(keepalive).await {
        return Ok(Connected::Http1(connection, true));
    }
    Box::pin(new_for_request(upstream, timeout)).await
}

/// A new connection for a request: HTTP/1.1, or, when an `https://` upstream picks `h2`, the
/// address's HTTP/2 connection.
async fn new_for_request(
    upstream: &Upstream,
    timeout: Duration,
) -> Result<Connected, ConnectError> {
    let stream = open(upstream, timeout, Purpose::Requests).await?;
    upstream.stats.connections_opened.inc();
    if stream.negotiated_h2() {
        upstream.alpn_h2.store(true, Ordering::Relaxed);
        let mut slot = upstream.h2.lock().await;
        if let Some(sender) = slot.as_ref().filter(|sender| !sender.is_closed()) {
            // Another request made the address's HTTP/2 connection meanwhile.
            return Ok(Connected::H2(sender.clone()));
        }
        let sender = h2_handshake(upstream, stream).await?;
        *slot = Some(sender.clone());
        return Ok(Connected::H2(sender));
    }
    upstream.alpn_h2.store(false, Ordering::Relaxed);
    Ok(Connected::Http1(
        UpstreamConnection::handshake(stream).await?,
        false,
    ))
}

/// A new HTTP/1.1 connection, TLS or not, outside the pool until its exchange is over.
pub async fn new_http1(
    upstream: &Upstream,
    timeout: Duration,
) -> Result<UpstreamConnection, ConnectError> {
    let stream = open(upstream, timeout, Purpose::Http1Only).await?;
    upstream.stats.connections_opened.inc();
    UpstreamConnection::handshake(stream).await
}

/// A new HTTP/2 connection for the address, into its `slot`. An `https://` upstream that now
/// picks `http/1.1` gets that connection as HTTP/1.1 instead.
async fn new_shared_h2(
    upstream: &Upstream,
    slot: &mut Option<H2Sender>,
    timeout: Duration,
) -> Result<Connected, ConnectError> {
    let stream = open(upstream, timeout, Purpose::Requests).await?;
    upstream.stats.connections_opened.inc();
    if upstream.tls.is_some() && !stream.negotiated_h2() {
        upstream.alpn_h2.store(false, Ordering::Relaxed);
        *slot = None;
        let connection = UpstreamConnection::handshake(stream).await?;
        return Ok(Connected::Http1(connection, false));
    }
    let sender = h2_handshake(upstream, stream).await?;
    *slot = Some(sender.clone());
    Ok(Connected::H2(sender))
}

async fn h2_handshake(
    upstream: &Upstream,
    stream: UpstreamStream,
) -> Result<H2Sender, ConnectError> {
    let (sender, connection) = http2::Builder::new(TokioExecutor::new())
        .timer(TokioTimer::new())
        .handshake(TokioIo::new(stream))
        .await
        .map_err(ConnectError::Handshake)?;
    let label = upstream.label.clone();
    tokio::spawn(async move {
        if let Err(err) = connection.await {
            debug!(upstream = %label, error = %err, "HTTP/2 upstream connection ended");
        }
    });
    Ok(sender)
}

/// A new HTTP/1.1 connection for one upgrade request, run by hyper in a task of its own until
/// the protocol switch hands its socket to the tunnel.
pub async fn upgradeable(
    upstream: &Upstream,
    timeout: Duration,
) -> Result<http1::SendRequest<RequestBody>, ConnectError> {
    let stream = open(upstream, timeout, Purpose::Http1Only).await?;
    let (sender, connection) = http1::handshake(TokioIo::new(stream))
        .await
        .map_err(ConnectError::Handshake)?;
    upstream.stats.connections_opened.inc();
    let label = upstream.label.clone();
    tokio::spawn(async move {
        if let Err(err) = connection.with_upgrades().await {
            debug!(upstream = %label, error = %err, "upgrade connection ended");
        }
    });
    Ok(sender)
}
