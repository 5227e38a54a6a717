//! What a session answers its requests with, whatever HTTP version carried them
//! ([`AnswersRequests`]): its host's static site ([`StaticService`]) or its upstreams
//! ([`ProxiedService`]), behind the same header limit, host limits, metrics and access log. A
//! session takes a request in its own framing, calls `answer`, and writes the response back in
//! its own framing; HTTP/3 will be one more such session.
//!
//! The callers today:
//! - hyper's HTTP/2 for proxied hosts (`proxy_path`), and our own HTTP/1.1 server for them
//!   (`crate::http1_proxy`), which hands the parsed request on with its body streaming;
//! - the h2 session for static hosts (`h2_path`), which answers inline in the connection's
//!   task, as a static answer never waits;
//! - the HTTP/1.1 server (`crate::http1`, over rustls and over kernel TLS) plans static answers
//!   with the same planner but writes each head straight from the plan, with no `Response` in
//!   between (the cheapest path); it counts and logs through [`StaticService::record`].

use std::future::{ready, Future, Ready};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Instant, SystemTime};

use bytes::Bytes;
use http::header::{Entry, ALT_SVC, STRICT_TRANSPORT_SECURITY};
use http::{HeaderValue, Request, Response};
use http_body::Body;
use tlsfront_proxy::{BoxError, ClientStream, Proxied, ProxyBody, Route};
use tlsfront_static::{StaticBody, StaticSite};

use super::access_log::AccessRecord;
use super::Protocol;
use crate::context::ServerContext;
use crate::http1::Exchange;
use crate::limits::{HostAdmission, InFlight, Refusal};

/// What a session answers a request for its host with: the one interface every HTTP
/// version calls, written once for static hosts ([`StaticService`]) and once for proxied ones
/// ([`ProxiedService`]). Each counts the request, and logs it when its body is done.
pub(crate) trait AnswersRequests: Send + Sync + 'static {
    /// The response body, which the session writes in its own framing.
    type Body: Body<Data = Bytes, Error: Into<BoxError>> + Send + 'static;

    /// Answers one request for the session's host, its body any [`ClientStream`].
    fn answer<B: ClientStream>(
        self: &Arc<Self>,
        request: Request<B>,
        protocol: Protocol,
    ) -> impl Future<Output = Response<Self::Body>> + Send;
}

/// A static host's requests: the planner, the file cache, the access log.
pub(crate) struct StaticService {
    pub site: Arc<StaticSite>,
    pub peer: SocketAddr,
    pub ctx: Arc<ServerContext>,
}

/// A static host's answer is ready at once (`Ready::into_inner`): a session can answer in its
/// own task, with no task or waker per request.
impl AnswersRequests for StaticService {
    type Body = StaticBody;

    #[allow(refining_impl_trait)]
    fn answer<B: ClientStream>(
        self: &Arc<Self>,
        request: Request<B>,
        protocol: Protocol,
    ) -> Ready<Response<StaticBody>> {
        ready(self.answer_now(&request, protocol))
    }
}

impl StaticService {
    /// Answers one request at once, its body unread (a static site reads none), and counts and
    /// logs it.
    fn answer_now<B>(&self, request: &Request<B>, protocol: Protocol) -> Response<StaticBody> {
        let ctx = &self.ctx;
        let started = Instant::now();
        // HTTP/2 has no limit of its own on the header count, only one on their total size.
        let response = if request.headers().len() > ctx.options.max_headers {
            tlsfront_static::refusal(431, SystemTime::now())
        } else {
            tlsfront_static::serve_at(&self.site, request, SystemTime::now())
        };
        let status = response.status().as_u16();
        let bytes = response.body().size_hint().exact().unwrap_or(0);
        ctx.metrics.request(status, bytes);
        AccessRecord {
            peer: self.peer,
            host: &self.site.session_host,
            method: request.method().as_str(),
            path: request.uri().path(),
            protocol: protocol.label(),
            status,
            bytes,
            elapsed: started.elapsed(),
            upstream: None,
        }
        .log(ctx.options.access_log);
        response
    }

    /// Counts and logs one exchange of the HTTP/1.1 server; `protocol` is its label
    /// (`http/1.1`, or `http/1.1+ktls`).
    pub(crate) fn record(&self, protocol: &'static str, exchange: &Exchange<'_>) {
        let ctx = &self.ctx;
        ctx.metrics.request(exchange.status, exchange.body_bytes);
        ctx.metrics.sendfile_bytes.add(exchange.sendfile_bytes);
        AccessRecord {
            peer: self.peer,
            host: &self.site.session_host,
            method: exchange.method,
            path: exchange.path,
            protocol,
            status: exchange.status,
            bytes: exchange.body_bytes,
            elapsed: exchange.elapsed,
            upstream: None,
        }
        .log(ctx.options.access_log);
    }
}

/// A proxied host's requests: its route, and its host's limits on requests.
pub(crate) struct ProxiedService {
    pub route: Route,
    /// Its request rate and its requests in flight.
    pub admission: HostAdmission,
    pub ctx: Arc<ServerContext>,
    /// The `Alt-Svc` every response carries in place of the application's, if any (as
    /// `StaticSite::alt_svc`).
    pub alt_svc: Option<HeaderValue>,
    /// The host's `Strict-Transport-Security`, on every response whose application sent
    /// none: an application's own is kept, as nginx and Caddy keep it (it knows its
    /// subdomains better than the server does).
    pub hsts: Option<HeaderValue>,
}

impl AnswersRequests for ProxiedService {
    type Body = ProxyBody;

    /// Forwards one request, and counts and logs it when its body is done.
    async fn answer<B: ClientStream>(
        self: &Arc<Self>,
        request: Request<B>,
        protocol: Protocol,
    ) -> Response<ProxyBody> {
        let ctx = &self.ctx;
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
            Proxied::too_many_headers()
        } else {
            match admitted(&self.admission).await {
                Ok(place) => {
                    in_flight = place;
                    ctx.proxy.forward(&self.route, request).await
                }
                Err(refusal) => Proxied::limited(refusal.retry_after),
            }
        };
        let mut response = response;
        if let Some(alt_svc) = &self.alt_svc {
            // The application cannot know where this server serves HTTP/3.
            response.headers_mut().insert(ALT_SVC, alt_svc.clone());
        }
        if let Some(hsts) = &self.hsts {
            if let Entry::Vacant(vacant) = response.headers_mut().entry(STRICT_TRANSPORT_SECURITY) {
                vacant.insert(hsts.clone());
            }
        }
        let status = response.status().as_u16();
        let service = self.clone();
        response.map(|body| {
            body.on_end(Box::new(move |bytes, _whole| {
                drop(in_flight);
                let ctx = &service.ctx;
                ctx.metrics.request(status, bytes);
                AccessRecord {
                    peer: service.route.client,
                    host: &service.route.session_host,
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
}

impl ProxiedService {
    /// Counts and logs a request the HTTP/1.1 server refused before it could go to the proxy
    /// (a head it could not parse or frame).
    pub(crate) fn record_refused(&self, exchange: &Exchange<'_>) {
        let ctx = &self.ctx;
        ctx.metrics.request(exchange.status, exchange.body_bytes);
        AccessRecord {
            peer: self.route.client,
            host: &self.route.session_host,
            method: exchange.method,
            path: exchange.path,
            protocol: Protocol::Http1.label(),
            status: exchange.status,
            bytes: exchange.body_bytes,
            elapsed: exchange.elapsed,
            upstream: None,
        }
        .log(ctx.options.access_log);
    }
}

/// The host's limits on a request: its rate (429), then a place among its requests in flight
/// (waited for, then 503).
async fn admitted(admission: &HostAdmission) -> Result<Option<InFlight>, Refusal> {
    admission.request()?;
    admission.in_flight().await
}
