//! The user-space path: TLS in rustls, HTTP/1.1 or HTTP/2 in hyper, file bodies from the
//! small-file cache or read from disk.

use std::convert::Infallible;
use std::error::Error;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime};

use hyper::body::Incoming;
use hyper::service::service_fn;
use hyper::{Request, Response};
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto;
use tokio_rustls::server::TlsStream;
use tracing::debug;

use super::access_log::AccessRecord;
use super::{Protocol, Transport};
use crate::context::ServerContext;
use crate::http::{StaticBody, StaticSite};
use crate::idle::IdleTimeout;
use crate::options::ServeOptions;

/// Serves the session with hyper until the client is done; on shutdown, lets it finish the
/// requests in flight.
pub(super) async fn serve(
    tls: TlsStream<Transport>,
    protocol: Protocol,
    site: Arc<StaticSite>,
    peer: SocketAddr,
    ctx: Arc<ServerContext>,
) {
    match protocol {
        Protocol::Http1 => ctx.metrics.http1_connections.inc(),
        Protocol::Http2 => ctx.metrics.http2_connections.inc(),
    }
    let io = TokioIo::new(IdleTimeout::new(tls, ctx.options.idle_timeout));
    let site_host = site.session_host.clone();
    let service_ctx = ctx.clone();
    let service = service_fn(move |request: Request<Incoming>| {
        let site = site.clone();
        let ctx = service_ctx.clone();
        async move { Ok::<_, Infallible>(respond(&site, request, peer, protocol, &ctx)) }
    });
    let builder = builder(&ctx.options, protocol);
    let connection = builder.serve_connection(io, service);
    tokio::pin!(connection);
    let result = tokio::select! {
        result = connection.as_mut() => result,
        _ = ctx.shutdown.cancelled() => {
            connection.as_mut().graceful_shutdown();
            connection.await
        }
    };
    if let Err(err) = result {
        connection_ended_with_error(&ctx, peer, &site_host, protocol, err.as_ref());
    }
}

/// The hyper connection settings for one protocol.
///
/// These make hyper's HTTP/1 heads byte for byte the raw path's (`http/http1_head.rs`): no
/// automatic `date` (the plan carries its own), header case as given.
fn builder(options: &ServeOptions, protocol: Protocol) -> auto::Builder<TokioExecutor> {
    let mut builder = auto::Builder::new(TokioExecutor::new());
    builder
        .http1()
        .keep_alive(true)
        .auto_date_header(false)
        .max_headers(options.max_headers)
        // At least hyper's minimum, MIN_MAX_HEADER_BYTES: `Server::bind` refuses less.
        .max_buf_size(options.max_header_bytes)
        .timer(TokioTimer::new())
        .header_read_timeout(options.idle_timeout);
    builder
        .http2()
        .auto_date_header(false)
        .max_header_list_size(options.max_header_bytes as u32)
        .max_concurrent_streams(options.max_concurrent_streams)
        .timer(TokioTimer::new());
    match protocol {
        Protocol::Http1 => builder.http1_only(),
        Protocol::Http2 => builder.http2_only(),
    }
}

fn respond(
    site: &StaticSite,
    request: Request<Incoming>,
    peer: SocketAddr,
    protocol: Protocol,
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
    // HTTP/1.1 heads past the header count never get here (hyper answers 431); HTTP/2 has no
    // such limit of its own, only one on their total size.
    let response =
        if protocol == Protocol::Http2 && request.headers().len() > ctx.options.max_headers {
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
        protocol: protocol.label(),
        status,
        bytes: body_bytes,
        elapsed: started.elapsed(),
    }
    .log(ctx.options.access_log);
    response
}

/// A request hyper refused before it reached the service (a head it could not parse, or one
/// past the size or header-count limits) was answered by hyper itself, with 400 or 431: it is
/// counted and logged like any other request. Anything else is mostly a client that closed
/// without a goodbye, not worth a line each.
fn connection_ended_with_error(
    ctx: &ServerContext,
    peer: SocketAddr,
    host: &str,
    protocol: Protocol,
    err: &(dyn Error + Send + Sync + 'static),
) {
    let refused = err
        .downcast_ref::<hyper::Error>()
        .filter(|err| err.is_parse() || err.is_parse_too_large());
    let Some(refused) = refused else {
        tracing::trace!(%peer, error = %err, "connection ended with an error");
        return;
    };
    let status = if refused.is_parse_too_large() {
        431
    } else {
        400
    };
    ctx.metrics.request(status, 0);
    debug!(%peer, host, error = %refused, status, "malformed request refused");
    AccessRecord {
        peer,
        host,
        method: "-",
        path: "-",
        protocol: protocol.label(),
        status,
        bytes: 0,
        elapsed: Duration::ZERO,
    }
    .log(ctx.options.access_log);
}
