//! One client connection, from accept to close: ClientHello, resolve, handshake, HTTP.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

use hyper::body::Incoming;
use hyper::service::service_fn;
use hyper::{Request, Response};
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use rustls::AlertDescription;
use tlsfront_certs::{HostName, Resolution};
use tokio::net::TcpStream;
use tokio_rustls::server::TlsStream;
use tokio_rustls::StartHandshake;
use tracing::{debug, info};

use crate::http::{Docroot, Site};
use crate::idle::IdleTimeout;
use crate::metrics::HandshakeOutcome;
use crate::server::ServerContext;
use crate::tls::{read_client_hello, send_fatal_alert, suite_order_for, ClientHelloError, HostTls};

/// A completed handshake and what it was made for.
struct Established {
    tls: TlsStream<TcpStream>,
    /// The host the session was made for: the SNI name, or the default host.
    session_host: HostName,
    host_tls: Arc<HostTls>,
}

/// Serves one accepted connection to its end. Never panics on anything the peer sends.
pub(crate) async fn handle_connection(tcp: TcpStream, peer: SocketAddr, ctx: Arc<ServerContext>) {
    let _open = ctx.metrics.open_connections.track();
    let started = Instant::now();
    let _ = tcp.set_nodelay(true);
    let deadline = ctx.options.handshake_timeout;
    let established = match tokio::time::timeout(deadline, handshake(tcp, &ctx)).await {
        Ok(Ok(established)) => established,
        Ok(Err(outcome)) => {
            ctx.metrics.handshake(outcome);
            return;
        }
        Err(_) => {
            debug!(%peer, "handshake deadline passed");
            ctx.metrics.handshake(HandshakeOutcome::Timeout);
            return;
        }
    };
    ctx.metrics.handshake(HandshakeOutcome::Ok);
    ctx.metrics.handshake_seconds.observe(started.elapsed());
    serve_http(established, peer, ctx.clone()).await;
}

async fn handshake(
    mut tcp: TcpStream,
    ctx: &ServerContext,
) -> Result<Established, HandshakeOutcome> {
    // Holding a slot caps the memory and CPU that handshakes in progress can take.
    let _slot = ctx
        .handshake_slots
        .acquire()
        .await
        .map_err(|_| HandshakeOutcome::Timeout)?;
    let _in_progress = ctx.metrics.handshakes_in_progress.track();
    let accepted = match read_client_hello(&mut tcp).await {
        Ok(accepted) => accepted,
        Err(ClientHelloError::InvalidSni) => {
            debug!("SNI is not a DNS name");
            send_fatal_alert(&mut tcp, AlertDescription::UnrecognisedName).await;
            return Err(HandshakeOutcome::MissingSni);
        }
        Err(err) => {
            debug!(error = %err, "no usable ClientHello");
            return Err(match err {
                ClientHelloError::Closed | ClientHelloError::Io(_) => {
                    HandshakeOutcome::ClientClosed
                }
                _ => HandshakeOutcome::TlsError,
            });
        }
    };
    let (order, sni) = {
        let hello = accepted.client_hello();
        // rustls reports an IP-literal SNI as no SNI at all.
        (
            suite_order_for(hello.cipher_suites()),
            hello.server_name().map(HostName::parse),
        )
    };

    let (session_host, host_tls) = match sni {
        Some(Ok(name)) => match ctx.resolver.resolve(&name).await {
            Resolution::Found(host_tls) => (name, host_tls),
            Resolution::Unknown => {
                debug!(sni = %name, "unknown host");
                default_host(&mut tcp, ctx, HandshakeOutcome::UnknownSni).await?
            }
            Resolution::Failed(err) => {
                debug!(sni = %name, error = %err, "host cannot be served now");
                send_fatal_alert(&mut tcp, AlertDescription::InternalError).await;
                return Err(match err.kind() {
                    "bad_material" => HandshakeOutcome::BadMaterial,
                    _ => HandshakeOutcome::StoreError,
                });
            }
        },
        Some(Err(_)) | None => default_host(&mut tcp, ctx, HandshakeOutcome::MissingSni).await?,
    };

    let config = host_tls.config(order);
    let tls = StartHandshake::from_parts(accepted, tcp)
        .into_stream(config)
        .await
        .map_err(|err| {
            debug!(host = %session_host, error = %err, "handshake failed");
            match err.kind() {
                std::io::ErrorKind::InvalidData => HandshakeOutcome::TlsError,
                _ => HandshakeOutcome::ClientClosed,
            }
        })?;
    Ok(Established {
        tls,
        session_host,
        host_tls,
    })
}

/// The default policy for a name that cannot be served: the default host's certificate when one
/// is configured, or `unrecognized_name`.
async fn default_host(
    tcp: &mut TcpStream,
    ctx: &ServerContext,
    refusal: HandshakeOutcome,
) -> Result<(HostName, Arc<HostTls>), HandshakeOutcome> {
    if let Some(default) = &ctx.options.default_host {
        match ctx.resolver.resolve(default).await {
            Resolution::Found(host_tls) => {
                ctx.metrics.default_host_served.inc();
                return Ok((default.clone(), host_tls));
            }
            Resolution::Unknown | Resolution::Failed(_) => {
                debug!(default_host = %default, "the default host cannot be served either");
            }
        }
    }
    send_fatal_alert(tcp, AlertDescription::UnrecognisedName).await;
    Err(refusal)
}

async fn serve_http(established: Established, peer: SocketAddr, ctx: Arc<ServerContext>) {
    let Established {
        tls,
        session_host,
        host_tls,
    } = established;
    let is_h2 = tls.get_ref().1.alpn_protocol() == Some(b"h2");
    let docroot = ctx
        .sites
        .docroot_path(&session_host, &host_tls.entry)
        .and_then(|path| Docroot::open(&path).ok())
        .map(Arc::new);
    let site = Arc::new(Site {
        session_host: session_host.to_string(),
        docroot,
    });
    let io = TokioIo::new(IdleTimeout::new(tls, ctx.options.idle_timeout));
    let protocol = if is_h2 { "h2" } else { "http/1.1" };
    let service_ctx = ctx.clone();
    let service = service_fn(move |request: Request<Incoming>| {
        let site = site.clone();
        let ctx = service_ctx.clone();
        async move { Ok::<_, Infallible>(respond(&site, request, peer, protocol, &ctx).await) }
    });

    let shutdown = ctx.shutdown.clone();
    if is_h2 {
        ctx.metrics.http2_connections.inc();
        let mut builder = hyper::server::conn::http2::Builder::new(TokioExecutor::new());
        builder
            .auto_date_header(false)
            .max_header_list_size(ctx.options.max_header_bytes as u32)
            .max_concurrent_streams(ctx.options.max_concurrent_streams)
            .timer(TokioTimer::new());
        let connection = builder.serve_connection(io, service);
        tokio::pin!(connection);
        tokio::select! {
            result = connection.as_mut() => log_connection_end(peer, result),
            _ = shutdown.cancelled() => {
                connection.as_mut().graceful_shutdown();
                log_connection_end(peer, connection.await);
            }
        }
    } else {
        ctx.metrics.http1_connections.inc();
        let mut builder = hyper::server::conn::http1::Builder::new();
        builder
            .keep_alive(true)
            .auto_date_header(false)
            .max_headers(ctx.options.max_headers)
            .max_buf_size(ctx.options.max_header_bytes.max(8192))
            .timer(TokioTimer::new())
            .header_read_timeout(ctx.options.idle_timeout);
        let connection = builder.serve_connection(io, service);
        tokio::pin!(connection);
        tokio::select! {
            result = connection.as_mut() => log_connection_end(peer, result),
            _ = shutdown.cancelled() => {
                connection.as_mut().graceful_shutdown();
                log_connection_end(peer, connection.await);
            }
        }
    }
}

async fn respond(
    site: &Site,
    request: Request<Incoming>,
    peer: SocketAddr,
    protocol: &'static str,
    ctx: &ServerContext,
) -> Response<crate::http::StaticBody> {
    let started = Instant::now();
    let access_log = ctx.options.access_log;
    let (method, target) = if access_log {
        (request.method().clone(), request.uri().path().to_owned())
    } else {
        Default::default()
    };
    let response = crate::http::serve(site, request).await;
    let status = response.status().as_u16();
    let body_bytes = http_body::Body::size_hint(response.body())
        .exact()
        .unwrap_or(0);
    ctx.metrics.request(status, body_bytes);
    if access_log {
        info!(
            target: "tlsfront::access",
            %peer,
            host = %site.session_host,
            %method,
            path = %target,
            protocol,
            status,
            bytes = body_bytes,
            elapsed_us = started.elapsed().as_micros() as u64,
        );
    }
    response
}

fn log_connection_end(peer: SocketAddr, result: Result<(), hyper::Error>) {
    if let Err(err) = result {
        // Mostly clients that close without a goodbye; not worth a debug line each.
        tracing::trace!(%peer, error = %err, "connection ended with an error");
    }
}
