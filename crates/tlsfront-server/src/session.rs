//! A TLS session after its handshake: hand it to the kernel and serve it on the raw HTTP/1.1
//! path, or keep it in user space and serve it with hyper (HTTP/1.1 or HTTP/2).

use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::time::{Duration, Instant};

use hyper::body::Incoming;
use hyper::service::service_fn;
use hyper::{Request, Response};
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use tokio_rustls::server::TlsStream;
use tracing::{debug, info, warn};

use crate::connection::{Established, Transport};
use crate::http::raw_http1::{serve_http1, Exchange, RawLimits};
use crate::http::{Docroot, FileCache, Site, StaticBody};
use crate::idle::IdleTimeout;
use crate::ktls::{self, KtlsConnection, KtlsReadError};
use crate::server::ServerContext;

/// Serves a session to its end.
pub(crate) async fn serve(established: Established, peer: SocketAddr, ctx: Arc<ServerContext>) {
    let Established {
        tls,
        session_host,
        host_tls,
    } = established;
    let docroot = ctx
        .sites
        .docroot_path(&session_host, &host_tls.entry)
        .and_then(|path| Docroot::open(&path).ok())
        .map(Arc::new);
    let site = |file_cache: Option<Arc<FileCache>>| {
        Arc::new(Site {
            session_host: session_host.to_string(),
            docroot: docroot.clone(),
            file_cache,
        })
    };
    let is_h2 = tls.get_ref().1.alpn_protocol() == Some(b"h2");
    if let Some(support) = &ctx.ktls {
        let connection = tls.get_ref().1;
        let kernel_can = match (
            connection.protocol_version(),
            connection.negotiated_cipher_suite(),
        ) {
            (Some(version), Some(suite)) => support.supports(version, suite.suite()),
            _ => false,
        };
        if is_h2 {
            ctx.metrics.ktls_skipped("h2");
        } else if !kernel_can {
            ctx.metrics.ktls_skipped("cipher_unsupported");
        } else {
            // File bodies go out with sendfile from the file, never from memory.
            return serve_on_kernel_tls(tls, site(None), peer, &ctx).await;
        }
    }
    let site = site(Some(ctx.file_cache.clone()));
    serve_with_hyper(tls, is_h2, site, peer, ctx).await;
}

async fn serve_on_kernel_tls(
    tls: TlsStream<Transport>,
    site: Arc<Site>,
    peer: SocketAddr,
    ctx: &ServerContext,
) {
    let host = site.session_host.as_str();
    let mut connection = match tokio::time::timeout(
        ctx.options.handshake_timeout,
        ktls::hand_off(tls),
    )
    .await
    {
        Ok(Ok(connection)) => connection,
        Ok(Err(err)) => {
            ctx.metrics.ktls_handoff_failure(err.label());
            warn!(%peer, host, error = %error_chain(&err), "kTLS hand-off failed; closing the connection");
            return;
        }
        Err(_) => {
            ctx.metrics.ktls_handoff_failure("drain_timeout");
            warn!(%peer, host, "kTLS hand-off failed: the client's last record never completed; closing the connection");
            return;
        }
    };
    ctx.metrics.ktls_connection(connection.cipher);
    ctx.metrics.http1_connections.inc();
    // The equivalent of nginx's `BIO_get_ktls_send(): 1` / `BIO_get_ktls_recv(): 1`.
    debug!(%peer, host, cipher = connection.cipher.label(), tls13 = connection.tls13, "kTLS: send 1, receive 1");
    let limits = RawLimits {
        max_header_bytes: ctx.options.max_header_bytes,
        max_headers: ctx.options.max_headers,
        idle_timeout: ctx.options.idle_timeout,
        clock: std::time::SystemTime::now,
    };
    let result = serve_http1(&mut connection, &site, &limits, &ctx.shutdown, |exchange: &Exchange| {
        ctx.metrics.request(exchange.status, exchange.body_bytes);
        ctx.metrics.sendfile_bytes.add(exchange.sendfile_bytes);
        if exchange.sendfile_bytes > 0 {
            // The equivalent of nginx's `SSL_sendfile: <bytes>`.
            debug!(%peer, host, bytes = exchange.sendfile_bytes, "sendfile: {}", exchange.sendfile_bytes);
        }
        log_access(ctx, peer, host, &exchange.method, &exchange.path, "http/1.1+ktls", exchange.status, exchange.body_bytes, exchange.elapsed);
    })
    .await;
    if let Err(err) = result {
        match err
            .get_ref()
            .and_then(|inner| inner.downcast_ref::<KtlsReadError>())
        {
            Some(KtlsReadError::KeyUpdate) => {
                ctx.metrics.ktls_closed("key_update");
                info!(%peer, host, "client sent a TLS 1.3 KeyUpdate; this kernel's TLS cannot rekey, so the connection is closed");
            }
            Some(other) => {
                ctx.metrics.ktls_closed(other.label());
                debug!(%peer, host, error = %error_chain(other), "kTLS connection closed");
            }
            None => debug!(%peer, host, error = %err, "kTLS connection ended with an error"),
        }
    }
    close(connection).await;
}

async fn close(connection: KtlsConnection) {
    // Bounded: a peer that stopped reading cannot hold the task.
    let _ = tokio::time::timeout(Duration::from_secs(1), connection.close()).await;
}

async fn serve_with_hyper(
    tls: TlsStream<Transport>,
    is_h2: bool,
    site: Arc<Site>,
    peer: SocketAddr,
    ctx: Arc<ServerContext>,
) {
    let io = TokioIo::new(IdleTimeout::new(tls, ctx.options.idle_timeout));
    let protocol = if is_h2 { "h2" } else { "http/1.1" };
    let site_host = site.session_host.clone();
    let service_ctx = ctx.clone();
    let service = service_fn(move |request: Request<Incoming>| {
        let site = site.clone();
        let ctx = service_ctx.clone();
        async move { Ok::<_, Infallible>(respond(&site, request, peer, protocol, &ctx).await) }
    });
    if is_h2 {
        ctx.metrics.http2_connections.inc();
        let mut builder = hyper::server::conn::http2::Builder::new(TokioExecutor::new());
        builder
            .auto_date_header(false)
            .max_header_list_size(ctx.options.max_header_bytes as u32)
            .max_concurrent_streams(ctx.options.max_concurrent_streams)
            .timer(TokioTimer::new());
        let connection = builder.serve_connection(io, service);
        drive(connection, &ctx, peer, &site_host, protocol).await;
    } else {
        ctx.metrics.http1_connections.inc();
        let mut builder = hyper::server::conn::http1::Builder::new();
        // These settings make hyper write a plan's head byte for byte as the raw path does.
        builder
            .keep_alive(true)
            .auto_date_header(false)
            .max_headers(ctx.options.max_headers)
            // The configuration refuses less than hyper's minimum of 8 KiB; `max` only keeps
            // hyper's assertion from ever firing.
            .max_buf_size(ctx.options.max_header_bytes.max(8192))
            .timer(TokioTimer::new())
            .header_read_timeout(ctx.options.idle_timeout);
        let connection = builder.serve_connection(io, service);
        drive(connection, &ctx, peer, &site_host, protocol).await;
    }
}

/// A hyper connection of either protocol.
trait GracefulConnection: Future<Output = Result<(), hyper::Error>> {
    fn graceful_shutdown(self: Pin<&mut Self>);
}

impl<I, S, E, B> GracefulConnection for hyper::server::conn::http2::Connection<I, S, E>
where
    S: hyper::service::HttpService<Incoming, ResBody = B>,
    S::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
    I: hyper::rt::Read + hyper::rt::Write + Unpin,
    B: http_body::Body + 'static,
    B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
    E: hyper::rt::bounds::Http2ServerConnExec<S::Future, B>,
{
    fn graceful_shutdown(self: Pin<&mut Self>) {
        hyper::server::conn::http2::Connection::graceful_shutdown(self)
    }
}

impl<I, S, B> GracefulConnection for hyper::server::conn::http1::Connection<I, S>
where
    S: hyper::service::HttpService<Incoming, ResBody = B>,
    S::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
    I: hyper::rt::Read + hyper::rt::Write + Unpin,
    B: http_body::Body + 'static,
    B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
{
    fn graceful_shutdown(self: Pin<&mut Self>) {
        hyper::server::conn::http1::Connection::graceful_shutdown(self)
    }
}

/// Runs a connection to its end; on shutdown, lets it finish the requests in flight.
async fn drive(
    connection: impl GracefulConnection,
    ctx: &ServerContext,
    peer: SocketAddr,
    host: &str,
    protocol: &'static str,
) {
    tokio::pin!(connection);
    let result = tokio::select! {
        result = connection.as_mut() => result,
        _ = ctx.shutdown.cancelled() => {
            connection.as_mut().graceful_shutdown();
            connection.await
        }
    };
    if let Err(err) = result {
        connection_ended_with_error(ctx, peer, host, protocol, &err);
    }
}

async fn respond(
    site: &Site,
    request: Request<Incoming>,
    peer: SocketAddr,
    protocol: &'static str,
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
    let response = if request.version() == http::Version::HTTP_2
        && request.headers().len() > ctx.options.max_headers
    {
        crate::http::refusal(431, std::time::SystemTime::now())
    } else {
        crate::http::serve(site, request)
    };
    let status = response.status().as_u16();
    let body_bytes = http_body::Body::size_hint(response.body())
        .exact()
        .unwrap_or(0);
    ctx.metrics.request(status, body_bytes);
    log_access(
        ctx,
        peer,
        &site.session_host,
        &method,
        &target,
        protocol,
        status,
        body_bytes,
        started.elapsed(),
    );
    response
}

#[allow(clippy::too_many_arguments)]
fn log_access(
    ctx: &ServerContext,
    peer: SocketAddr,
    host: &str,
    method: &str,
    path: &str,
    protocol: &str,
    status: u16,
    bytes: u64,
    elapsed: Duration,
) {
    if ctx.options.access_log {
        info!(
            target: "tlsfront::access",
            %peer,
            host,
            method,
            path,
            protocol,
            status,
            bytes,
            elapsed_us = elapsed.as_micros() as u64,
        );
    }
}

/// A request hyper refused before it reached the service (a head it could not parse, or one
/// past the size or header-count limits) was answered by hyper itself, with 400 or 431: it is
/// counted and logged like any other request. Anything else is mostly a client that closed
/// without a goodbye, not worth a line each.
fn connection_ended_with_error(
    ctx: &ServerContext,
    peer: SocketAddr,
    host: &str,
    protocol: &'static str,
    err: &hyper::Error,
) {
    if err.is_parse_too_large() || err.is_parse() {
        let status = if err.is_parse_too_large() { 431 } else { 400 };
        ctx.metrics.request(status, 0);
        debug!(%peer, host, error = %err, status, "malformed request refused");
        log_access(
            ctx,
            peer,
            host,
            "-",
            "-",
            protocol,
            status,
            0,
            Duration::ZERO,
        );
    } else {
        tracing::trace!(%peer, error = %err, "connection ended with an error");
    }
}

/// An error and its causes, on one line.
fn error_chain(err: &dyn std::error::Error) -> String {
    let mut text = err.to_string();
    let mut source = err.source();
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}
