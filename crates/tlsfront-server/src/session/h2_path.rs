//! HTTP/2 over user-space TLS: rustls, and hyper's HTTP/2 server; file bodies from the
//! small-file cache or read from disk.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Instant, SystemTime};

use hyper::body::Incoming;
use hyper::server::conn::http2;
use hyper::service::service_fn;
use hyper::{Request, Response};
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};

use super::access_log::AccessRecord;
use super::{Protocol, Transport};
use crate::context::ServerContext;
use crate::drain::serve_until_shutdown;
use crate::http::body::CHUNK_BYTES;
use crate::http::{StaticBody, StaticSite};
use crate::idle::IdleTimeout;
use crate::options::ServeOptions;
use crate::tls::TlsSession;

/// Serves the session with hyper until the client is done; on shutdown, lets it finish the
/// requests in flight.
pub(super) async fn serve(
    tls: Box<TlsSession<Transport>>,
    site: Arc<StaticSite>,
    peer: SocketAddr,
    ctx: Arc<ServerContext>,
) {
    ctx.metrics.http2_connections.inc();
    let io = TokioIo::new(IdleTimeout::new(tls, ctx.options.idle_timeout));
    let site_host = site.session_host.clone();
    let service_ctx = ctx.clone();
    let service = service_fn(move |request: Request<Incoming>| {
        let site = site.clone();
        let ctx = service_ctx.clone();
        async move { Ok::<_, Infallible>(respond(&site, request, peer, &ctx)) }
    });
    let connection = builder(&ctx.options).serve_connection(io, service);
    let result = serve_until_shutdown(connection, &ctx.shutdown).await;
    if let Err(err) = result {
        // Mostly a client that closed without a goodbye, not worth more than a trace line.
        tracing::trace!(%peer, host = site_host, error = %err, "connection ended with an error");
    }
}

/// What h2 may hold per stream beyond what the client's window lets out: one file chunk.
///
/// hyper hands h2 a body chunk whenever the stream's send buffer is below this, whatever the
/// socket does, so a client that grants a large window and stops reading leaves this much, plus
/// the chunk that crossed it, in h2. hyper's default (400 KiB) made a stalled stream of a large
/// file cost about 620 KiB, 78 MiB for a connection's 128 streams; one chunk makes it 220-270
/// KiB (this, the chunk over it, the one hyper holds waiting, and the body's read-ahead) and
/// does not slow a single download: h2 still has most of a chunk to send when hyper hands it
/// the next, which hyper already holds. Proxied responses share the builder, so a stalled
/// client also stops the upstream's body after as little.
const SEND_BUFFER_BYTES: usize = CHUNK_BYTES as usize;

/// The HTTP/2 connection settings: no automatic `date` (the plan carries its own), and a
/// per-stream send buffer of [`SEND_BUFFER_BYTES`].
pub(super) fn builder(options: &ServeOptions) -> http2::Builder<TokioExecutor> {
    let mut builder = http2::Builder::new(TokioExecutor::new());
    builder
        .auto_date_header(false)
        .max_header_list_size(options.max_header_bytes as u32)
        .max_concurrent_streams(options.max_concurrent_streams)
        .max_send_buf_size(SEND_BUFFER_BYTES)
        .timer(TokioTimer::new());
    builder
}

fn respond(
    site: &StaticSite,
    request: Request<Incoming>,
    peer: SocketAddr,
    ctx: &ServerContext,
) -> Response<StaticBody> {
    let started = Instant::now();
    let (method, target) = if ctx.options.access_log {
        (
            request.method().to_string(),
            request.uri().path().to_owned(),
        )
    } else {
        Default::default()
    };
    // HTTP/2 has no limit of its own on the header count, only one on their total size.
    let response = if request.headers().len() > ctx.options.max_headers {
        crate::http::refusal(431, SystemTime::now())
    } else {
        crate::http::serve(site, request)
    };
    let status = response.status().as_u16();
    let body_bytes = http_body::Body::size_hint(response.body())
        .exact()
        .unwrap_or(0);
    ctx.metrics.request(status, body_bytes);
    AccessRecord {
        peer,
        host: &site.session_host,
        method: &method,
        path: &target,
        protocol: Protocol::Http2.label(),
        status,
        bytes: body_bytes,
        elapsed: started.elapsed(),
        upstream: None,
    }
    .log(ctx.options.access_log);
    response
}
