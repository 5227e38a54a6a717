//! A TLS session after its handshake: the choice of path, then the path itself.
//!
//! - [`ktls_path`]: whether the session can go to kernel TLS, and if so the hand-off and the
//!   HTTP/1.1 server ([`crate::http1`]) whose file bodies go out with `sendfile(2)`;
//! - [`http1_path`]: HTTP/1.1 over user-space TLS, with the same HTTP/1.1 server;
//! - [`h2_path`]: HTTP/2 over user-space TLS, on the `h2` crate directly;
//! - [`proxy_path`]: a proxied host, HTTP/1.1 or HTTP/2 over user-space TLS, with hyper;
//! - [`h3_path`]: HTTP/3 over a QUIC connection (`crate::quic`), static or proxied, with
//!   [`h3_body`] the request body it hands on;
//! - [`host_service`]: what every path answers with: the host's [`StaticSite`] or its
//!   upstreams, behind the same Host/421 rule, limits, metrics and access log;
//! - [`access_log`]: the one line per request every path writes.

mod access_log;
mod h2_path;
mod h3_body;
mod h3_path;
mod host_service;
mod http1_path;
mod ktls_path;
mod proxy_path;

use std::net::SocketAddr;
use std::sync::Arc;

use tlsfront_proxy::{Route, Serving};
use tlsfront_static::{FileCache, RequestRate, StaticSite};
use tlsfront_store::HostName;
use tokio::net::TcpStream;

use self::host_service::StaticService;
pub(crate) use self::host_service::{AnswersRequests, ProxiedService};
use crate::context::{AltSvc, ServerContext};
use crate::fairness::{FlowKey, GatedIo, SessionTurns};
use crate::http1::RawLimits;
use crate::ktls::RecordBoundary;
use crate::limits::{ConnectionGuards, HostAdmission};
use crate::metrics::ShedStage;
use crate::options::ServeOptions;
use crate::tls::host_policy::hsts_in_force;
use crate::tls::{HostTls, HstsHeader, TlsSession};

/// The socket under TLS: its reads can be stopped at a record boundary for the kTLS hand-off.
pub(crate) type Transport = RecordBoundary<TcpStream>;

/// A completed handshake and what it was made for: what a session starts from.
pub(crate) struct Established {
    /// Boxed: the session is a kilobyte, and every future it passes through would otherwise
    /// keep a copy of it for the connection's life.
    pub tls: Box<TlsSession<Transport>>,
    /// The host the session was made for: the SNI name, or the default host.
    pub session_host: HostName,
    /// The same, as the fair gate's flow its work is queued in.
    pub flow: FlowKey,
    /// Its host's limits and usage.
    pub admission: HostAdmission,
    /// Count the connection against its host's and its client's limits while it lives.
    pub guards: ConnectionGuards,
    pub host_tls: Arc<HostTls>,
}

/// The HTTP protocol the client chose by ALPN.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Protocol {
    Http1,
    Http2,
    /// Over QUIC (`crate::quic`).
    Http3,
}

impl Protocol {
    /// The label for metrics and the access log.
    pub(crate) fn label(self) -> &'static str {
        match self {
            Protocol::Http1 => "http/1.1",
            Protocol::Http2 => "h2",
            Protocol::Http3 => "h3",
        }
    }
}

/// Serves a session to its end.
pub(crate) async fn serve(established: Established, peer: SocketAddr, ctx: Arc<ServerContext>) {
    let Established {
        tls,
        session_host,
        flow,
        host_tls,
        admission,
        guards: _guards,
    } = established;
    let turns = SessionTurns {
        gate: ctx.fair.clone(),
        flow,
        client: peer.ip(),
    };
    let protocol = match tls.connection().alpn_protocol() {
        Some(b"h2") => Protocol::Http2,
        _ => Protocol::Http1,
    };
    let advertised = advertised(&host_tls, &ctx);
    let hsts = hsts_of(&host_tls, &ctx);
    if let Serving::Proxy(group) = &host_tls.serving {
        let headers = ProxiedHeaders {
            alt_svc: advertised.map(|alt_svc| alt_svc.header.clone()),
            hsts: hsts.map(|hsts| hsts.header.clone()),
        };
        let mut route = Route::new(session_host.to_string(), group.clone(), peer);
        // Verified by the host's `client_auth` policy (rustls keeps it across resumption).
        if let Some(chain) = tls.connection().peer_certificates() {
            route = route.with_client_certificate(chain);
        }
        let service = proxied_service(route, admission, &ctx, headers);
        // Not boxed: its HTTP/1.1 state is as small as the static path's, and hyper's large
        // HTTP/2 connection is boxed inside.
        return proxy_path::serve(tls, protocol, service, peer, turns, ctx).await;
    }
    let alt_svc = advertised.map(|alt_svc| alt_svc.text.clone());
    let hsts = hsts.map(|hsts| hsts.text.clone());
    let service = |file_cache| {
        let site = SiteParts {
            file_cache,
            alt_svc: alt_svc.clone(),
            hsts: hsts.clone(),
        };
        static_service(&session_host, &host_tls, &admission, peer, &ctx, site)
    };
    if ktls_path::kernel_takes(&tls, protocol, &ctx) {
        // File bodies go out with sendfile from the file, never from memory.
        return ktls_path::serve(tls, service(None), turns).await;
    }
    let service = service(Some(ctx.file_cache.clone()));
    match protocol {
        // TCP's ALPN never chooses HTTP/3.
        Protocol::Http1 | Protocol::Http3 => http1_path::serve(tls, service, turns).await,
        // Boxed: the HTTP/2 connection is large, and an HTTP/1.1 connection's task should
        // not be as large as it.
        Protocol::Http2 => Box::pin(h2_path::serve(tls, Arc::new(service), turns)).await,
    }
}

/// A completed QUIC handshake and what it was made for: what an HTTP/3 session starts from.
pub(crate) struct QuicEstablished {
    pub connection: quinn::Connection,
    /// The host the connection was made for: the SNI name, or the default host.
    pub session_host: HostName,
    pub host_tls: Arc<HostTls>,
    /// Its host's limits and usage.
    pub admission: HostAdmission,
    /// Count the connection against its host's and its client's limits while it lives.
    pub guards: ConnectionGuards,
}

/// Serves an HTTP/3 session to its end: the host's static site or its upstreams, through the
/// same services as TCP's sessions.
pub(crate) async fn serve_quic(
    established: QuicEstablished,
    peer: SocketAddr,
    ctx: Arc<ServerContext>,
) {
    let QuicEstablished {
        connection,
        session_host,
        host_tls,
        admission,
        guards: _guards,
    } = established;
    let turns = SessionTurns {
        gate: ctx.fair.clone(),
        flow: Arc::from(session_host.as_str()),
        client: peer.ip(),
    };
    // Over HTTP/3 there is nothing left to advertise.
    let hsts = hsts_of(&host_tls, &ctx);
    if let Serving::Proxy(group) = &host_tls.serving {
        let headers = ProxiedHeaders {
            alt_svc: None,
            hsts: hsts.map(|hsts| hsts.header.clone()),
        };
        let route = Route::new(session_host.to_string(), group.clone(), peer);
        let service = proxied_service(route, admission, &ctx, headers);
        return h3_path::serve(connection, service, turns, ctx).await;
    }
    let site = SiteParts {
        file_cache: Some(ctx.file_cache.clone()),
        alt_svc: None,
        hsts: hsts.map(|hsts| hsts.text.clone()),
    };
    let service = static_service(&session_host, &host_tls, &admission, peer, &ctx, site);
    h3_path::serve(connection, Arc::new(service), turns, ctx).await
}

/// The `Alt-Svc` a TCP session's answers carry: the server's, unless the host opted out.
fn advertised<'a>(host_tls: &HostTls, ctx: &'a ServerContext) -> Option<&'a AltSvc> {
    ctx.alt_svc.as_ref().filter(|_| host_tls.http3)
}

/// The `Strict-Transport-Security` a session's answers carry: the host's own, or the
/// server's (`tls::host_policy`).
fn hsts_of<'a>(host_tls: &'a HostTls, ctx: &'a ServerContext) -> Option<&'a HstsHeader> {
    hsts_in_force(host_tls.hsts.as_ref(), ctx.hsts.as_ref())
}

/// The headers this server adds to a proxied host's responses.
struct ProxiedHeaders {
    alt_svc: Option<http::HeaderValue>,
    hsts: Option<http::HeaderValue>,
}

/// A proxied host's service: its route to its upstreams, its limits on requests, and the
/// `Alt-Svc` and `Strict-Transport-Security` its responses carry.
fn proxied_service(
    route: Route,
    admission: HostAdmission,
    ctx: &Arc<ServerContext>,
    headers: ProxiedHeaders,
) -> Arc<ProxiedService> {
    Arc::new(ProxiedService {
        route,
        admission,
        ctx: ctx.clone(),
        alt_svc: headers.alt_svc,
        hsts: headers.hsts,
    })
}

/// What a static session's site takes from its path: the file cache (`None` for kTLS, whose
/// file bodies go out with sendfile from the file) and the `Alt-Svc` and
/// `Strict-Transport-Security` its answers carry.
struct SiteParts {
    file_cache: Option<Arc<FileCache>>,
    alt_svc: Option<Arc<str>>,
    hsts: Option<Arc<str>>,
}

/// A static host's service: its docroot, the path's [`SiteParts`], compression and its
/// request rate.
fn static_service(
    session_host: &HostName,
    host_tls: &HostTls,
    admission: &HostAdmission,
    peer: SocketAddr,
    ctx: &Arc<ServerContext>,
    parts: SiteParts,
) -> StaticService {
    let docroot = ctx.sites.open_docroot(session_host, &host_tls.entry);
    StaticService {
        site: Arc::new(StaticSite {
            session_host: session_host.to_string(),
            docroot,
            file_cache: parts.file_cache,
            alt_svc: parts.alt_svc,
            hsts: parts.hsts,
            precompressed: ctx.options.precompressed,
            on_the_fly: ctx
                .options
                .compress_on_the_fly
                .then(|| ctx.on_the_fly.clone()),
            request_rate: (admission.limits.requests_per_second != 0)
                .then(|| Arc::new(admission.clone()) as Arc<dyn RequestRate>),
        }),
        peer,
        ctx: ctx.clone(),
    }
}

/// A session's I/O behind the fair gate; a shed read is counted.
fn gated<IO>(io: IO, turns: SessionTurns, ctx: &ServerContext) -> GatedIo<IO> {
    let (metrics, tenancy, host) = (ctx.metrics.clone(), ctx.tenancy.clone(), turns.flow.clone());
    GatedIo::new(io, turns).on_shed(move |reason| {
        metrics.shed(ShedStage::Request, reason);
        tenancy.shed(&host, reason.label());
    })
}

/// The HTTP/1.1 server's limits: the server's, with the wall clock.
fn http1_limits(options: &ServeOptions) -> RawLimits {
    RawLimits {
        max_header_bytes: options.max_header_bytes,
        max_headers: options.max_headers,
        idle_timeout: options.idle_timeout,
        clock: std::time::SystemTime::now,
        timed: options.access_log,
    }
}
