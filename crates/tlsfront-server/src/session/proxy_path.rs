//! A proxied host's session: hyper's server on user-space TLS (HTTP/1.1 with upgrades, or
//! HTTP/2), each request answered through the [`ProxiedService`], which sends it on with the
//! [`Proxy`](tlsfront_proxy::Proxy).
//!
//! Proxied sessions stay in user space: their bodies come from a socket, not a file, so
//! `sendfile` has nothing to send, and kernel TLS would only move the same encryption.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::Arc;

use hyper::body::Incoming;
use hyper::server::conn::{http1, http2};
use hyper::service::service_fn;
use hyper::Request;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use tlsfront_static::body::CHUNK_BYTES;

use super::host_service::{AnswersRequests, ProxiedService};
use super::{Protocol, Transport};
use crate::context::ServerContext;
use crate::drain::{serve_http1_until_shutdown, serve_until_shutdown, RequestSeen};
use crate::fairness::SessionTurns;
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
    let io = TokioIo::new(super::gated(idle, turns, &ctx));
    let seen = RequestSeen::default();
    let service_seen = seen.clone();
    let service = service_fn(move |request: Request<Incoming>| {
        service_seen.mark();
        let service = service.clone();
        async move { Ok::<_, Infallible>(service.answer(request, protocol).await) }
    });
    let result = match protocol {
        // TCP's ALPN never chooses HTTP/3.
        Protocol::Http1 | Protocol::Http3 => {
            ctx.metrics.http1_connections.inc();
            // No timer, so no head-read timer per request: the connection's idle timeout
            // bounds a slow head as it bounds a silent client.
            let connection = http1::Builder::new()
                .header_read_timeout(None)
                .max_buf_size(ctx.options.max_header_bytes)
                .max_headers(ctx.options.max_headers)
                .serve_connection(io, service)
                .with_upgrades();
            serve_http1_until_shutdown(connection, &ctx.shutdown, &seen).await
        }
        Protocol::Http2 => {
            ctx.metrics.http2_connections.inc();
            let connection = http2_builder(&ctx.options).serve_connection(io, service);
            serve_until_shutdown(connection, &ctx.shutdown).await
        }
    };
    if let Err(err) = result {
        tracing::trace!(%peer, error = %err, "proxied connection ended with an error");
    }
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
