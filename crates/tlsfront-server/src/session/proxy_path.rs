//! A proxied host's session: hyper's server on user-space TLS (HTTP/1.1 with upgrades, or
//! HTTP/2), each request sent on by the [`Proxy`](tlsfront_proxy::Proxy).
//!
//! Proxied sessions stay in user space: their bodies come from a socket, not a file, so
//! `sendfile` has nothing to send, and kernel TLS would only move the same encryption.

use std::convert::Infallible;
use std::sync::Arc;
use std::time::Instant;

use hyper::body::Incoming;
use hyper::server::conn::{http1, http2};
use hyper::service::service_fn;
use hyper::{Request, Response};
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use tlsfront_proxy::{Proxied, ProxyBody, Route};
use tlsfront_static::body::CHUNK_BYTES;

use super::access_log::AccessRecord;
use super::{Protocol, Transport};
use crate::context::ServerContext;
use crate::drain::{serve_http1_until_shutdown, serve_until_shutdown, RequestSeen};
use crate::fairness::SessionTurns;
use crate::idle::IdleTimeout;
use crate::limits::{HostAdmission, InFlight, Refusal};
use crate::options::ServeOptions;
use crate::tls::TlsSession;

/// A proxied session's route, and its host's limits.
struct Admitted {
    route: Route,
    /// Its request rate and its requests in flight.
    admission: HostAdmission,
}

/// Serves the session until the client is done; on shutdown, lets it finish the requests in
/// flight.
pub(super) async fn serve(
    tls: Box<TlsSession<Transport>>,
    protocol: Protocol,
    route: Route,
    admission: HostAdmission,
    turns: SessionTurns,
    ctx: Arc<ServerContext>,
) {
    let peer = route.client;
    let route = Arc::new(Admitted { route, admission });
    let idle = IdleTimeout::new(tls, ctx.options.idle_timeout);
    let io = TokioIo::new(super::gated(idle, turns, &ctx));
    let service_ctx = ctx.clone();
    let seen = RequestSeen::default();
    let service_seen = seen.clone();
    let service = service_fn(move |request: Request<Incoming>| {
        service_seen.mark();
        let (route, ctx) = (route.clone(), service_ctx.clone());
        async move { Ok::<_, Infallible>(respond(&ctx, &route, protocol, request).await) }
    });
    let result = match protocol {
        Protocol::Http1 => {
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

/// Forwards one request, and counts and logs it when its body is done.
async fn respond(
    ctx: &Arc<ServerContext>,
    route: &Arc<Admitted>,
    protocol: Protocol,
    request: Request<Incoming>,
) -> Response<ProxyBody> {
    let started = Instant::now();
    let (method, path) = if ctx.options.access_log {
        (
            request.method().to_string(),
            request.uri().path().to_owned(),
        )
    } else {
        Default::default()
    };
    // A place among the host's requests in flight, held until the response body is done.
    let mut in_flight = None;
    let Proxied {
        response,
        upstream,
        upstream_status,
    } = if request.headers().len() > ctx.options.max_headers {
        // HTTP/2 has no limit of its own on the header count, only one on their total size.
        return refused_head(ctx, &route.route, protocol, &method, &path, started);
    } else {
        match admitted(&route.admission).await {
            Ok(place) => {
                in_flight = place;
                ctx.proxy.forward(&route.route, request).await
            }
            Err(refusal) => Proxied::limited(refusal.retry_after),
        }
    };
    let status = response.status().as_u16();
    let (ctx, route) = (ctx.clone(), route.clone());
    response.map(|body| {
        body.on_end(Box::new(move |bytes, _whole| {
            drop(in_flight);
            ctx.metrics.request(status, bytes);
            AccessRecord {
                peer: route.route.client,
                host: &route.route.session_host,
                method: &method,
                path: &path,
                protocol: protocol.label(),
                status,
                bytes,
                elapsed: started.elapsed(),
                upstream: upstream
                    .as_ref()
                    .map(|u| (u.label.as_ref(), upstream_status)),
            }
            .log(ctx.options.access_log);
        }))
    })
}

/// The host's limits on a request: its rate (429), then a place among its requests in flight
/// (waited for, then 503).
async fn admitted(admission: &HostAdmission) -> Result<Option<InFlight>, Refusal> {
    admission.request()?;
    admission.in_flight().await
}

/// A 431 for a head with more headers than allowed.
fn refused_head(
    ctx: &ServerContext,
    route: &Route,
    protocol: Protocol,
    method: &str,
    path: &str,
    started: Instant,
) -> Response<ProxyBody> {
    let mut response = Response::new(ProxyBody::text("431 Request Header Fields Too Large\n"));
    *response.status_mut() = http::StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE;
    ctx.metrics.request(431, 0);
    AccessRecord {
        peer: route.client,
        host: &route.session_host,
        method,
        path,
        protocol: protocol.label(),
        status: 431,
        bytes: 0,
        elapsed: started.elapsed(),
        upstream: None,
    }
    .log(ctx.options.access_log);
    response
}
