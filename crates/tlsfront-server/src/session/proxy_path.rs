//! A proxied host's session on user-space TLS: HTTP/1.1 on our own server
//! ([`crate::http1_proxy`], one parse per request, no buffer while idle), HTTP/2 on hyper's;
//! each request answered through the [`ProxiedService`], which sends it on with the
//! [`Proxy`](tlsfront_proxy::Proxy).
//!
//! Proxied sessions stay in user space: their bodies come from a socket, not a file, so
//! `sendfile` has nothing to send, and kernel TLS would only move the same encryption.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use hyper::body::Incoming;
use hyper::server::conn::http2;
use hyper::service::service_fn;
use hyper::Request;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use tlsfront_static::body::CHUNK_BYTES;
use tokio::io::AsyncWriteExt;

use super::host_service::{AnswersRequests, ProxiedService};
use super::http1_path::UserspaceTls;
use super::{Protocol, Transport};
use crate::context::ServerContext;
use crate::drain::serve_until_shutdown;
use crate::fairness::{GatedIo, SessionTurns};
use crate::http1_proxy::serve_proxied_http1;
use crate::idle::IdleTimeout;
use crate::options::ServeOptions;
use crate::tls::TlsSession;

/// Serves the session until the client is done; on shutdown, lets it finish the requests in
/// flight.
pub(super) async fn serve(
    tls: Box<TlsSession<Transport>>,
    protocol: Protocol,
    service: Arc<ProxiedService>,
    peer: SocketAddr,
    turns: SessionTurns,
    ctx: Arc<ServerContext>,
) {
    let idle = IdleTimeout::new(tls, ctx.options.idle_timeout);
    let gated = super::gated(idle, turns, &ctx);
    match protocol {
        // TCP's ALPN never chooses HTTP/3.
        Protocol::Http1 | Protocol::Http3 => {
            serve_http1(UserspaceTls(gated), &service, peer, &ctx).await
        }
        // Boxed apart: hyper's HTTP/2 connection is large, and an HTTP/1.1 session's task
        // should not be as large as it.
        Protocol::Http2 => Box::pin(serve_http2(gated, service, peer, &ctx)).await,
    }
}

/// HTTP/2 on hyper's server.
async fn serve_http2(
    gated: GatedIo<IdleTimeout<Box<TlsSession<Transport>>>>,
    service: Arc<ProxiedService>,
    peer: SocketAddr,
    ctx: &ServerContext,
) {
    let service = service_fn(move |request: Request<Incoming>| {
        let service = service.clone();
        async move { Ok::<_, Infallible>(service.answer(request, Protocol::Http2).await) }
    });
    ctx.metrics.http2_connections.inc();
    let connection = http2_builder(&ctx.options).serve_connection(TokioIo::new(gated), service);
    if let Err(err) = serve_until_shutdown(connection, &ctx.shutdown).await {
        tracing::trace!(%peer, error = %err, "proxied connection ended with an error");
    }
}

/// HTTP/1.1: our own server ([`crate::http1_proxy`]) reads each request once and hands it to
/// the proxy; the session holds no buffer between requests.
async fn serve_http1(
    mut transport: UserspaceTls,
    service: &Arc<ProxiedService>,
    peer: SocketAddr,
    ctx: &ServerContext,
) {
    ctx.metrics.http1_connections.inc();
    let limits = super::http1_limits(&ctx.options);
    let served = serve_proxied_http1(&mut transport, service, &limits, &ctx.shutdown).await;
    if let Err(err) = served {
        tracing::trace!(%peer, error = %err, "proxied connection ended with an error");
    }
    // close_notify, bounded: a peer that stopped reading cannot hold the task.
    let _ = tokio::time::timeout(Duration::from_secs(1), transport.0.shutdown()).await;
}

/// hyper's HTTP/2 settings for proxied sessions: no automatic `date`, as an upstream's own
/// is passed on; a per-stream send buffer of one chunk (hyper's default is 400 KiB), so a
/// client that grants a large window and stops reading stops the upstream's body after a
/// couple of chunks, as it stops a static file (`h2_path.rs`).
fn http2_builder(options: &ServeOptions) -> http2::Builder<TokioExecutor> {
    let mut builder = http2::Builder::new(TokioExecutor::new());
    builder
        .auto_date_header(false)
        .max_header_list_size(options.max_header_bytes as u32)
        .max_concurrent_streams(options.max_concurrent_streams)
        .max_send_buf_size(CHUNK_BYTES as usize)
        // WebSockets over HTTP/2 (RFC 8441): browsers open them on the page's connection.
        .enable_connect_protocol()
        .timer(TokioTimer::new());
    builder
}
