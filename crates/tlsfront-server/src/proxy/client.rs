//! Connecting to upstreams, with hyper's client:
//!
//! - `http://` upstreams keep their HTTP/1.1 connections alive in [`super::pool`]; a request
//!   to upgrade (a WebSocket) gets a connection of its own, run as a task by hyper until the
//!   switch;
//! - `h2c://` upstreams get one HTTP/2 connection per address, which every request to it
//!   shares as a stream, made again when the last one closed. The request keeps the client's
//!   host as its `:authority`.

use std::io;
use std::time::Duration;

use hyper::client::conn::{http1, http2};
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use tokio::net::TcpStream;
use tracing::debug;

use super::body::RequestBody;
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
    #[error("the HTTP handshake failed")]
    Handshake(#[source] hyper::Error),
}

/// A TCP connection to `authority` (resolved when it is a name), within `timeout`.
pub async fn connect(authority: &str, timeout: Duration) -> Result<TcpStream, ConnectError> {
    let tcp = tokio::time::timeout(timeout, TcpStream::connect(authority))
        .await
        .map_err(|_| ConnectError::Timeout(timeout))?
        .map_err(ConnectError::Io)?;
    tcp.set_nodelay(true).map_err(ConnectError::Io)?;
    Ok(tcp)
}

/// The upstream's HTTP/2 connection, opened when there is none or the last one closed.
pub async fn h2_sender(upstream: &Upstream, timeout: Duration) -> Result<H2Sender, ConnectError> {
    let mut slot = upstream.h2.lock().await;
    if let Some(sender) = slot.as_ref() {
        if !sender.is_closed() {
            return Ok(sender.clone());
        }
    }
    let tcp = connect(upstream.url.authority(), timeout).await?;
    let (sender, connection) = http2::Builder::new(TokioExecutor::new())
        .timer(TokioTimer::new())
        .handshake(TokioIo::new(tcp))
        .await
        .map_err(ConnectError::Handshake)?;
    let label = upstream.label.clone();
    tokio::spawn(async move {
        if let Err(err) = connection.await {
            debug!(upstream = %label, error = %err, "HTTP/2 upstream connection ended");
        }
    });
    upstream.stats.connections_opened.inc();
    *slot = Some(sender.clone());
    Ok(sender)
}

/// A new HTTP/1.1 connection for one upgrade request, run by hyper in a task of its own until
/// the protocol switch hands its socket to the tunnel.
pub async fn upgradeable(
    upstream: &Upstream,
    timeout: Duration,
) -> Result<http1::SendRequest<RequestBody>, ConnectError> {
    let tcp = connect(upstream.url.authority(), timeout).await?;
    let (sender, connection) = http1::handshake(TokioIo::new(tcp))
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
