//! The reverse proxy: a host's requests sent on to its application, with hyper's client.
//!
//! - [`admit`]: whether a request may go upstream at all, and the one host it names (pure);
//! - [`header_policy`]: which headers go upstream and which come back (pure);
//! - [`upstreams`]: the addresses, the groups hosts list, round robin or
//!   [`balance`] (least outstanding requests, pure), and addresses taken out while they refuse
//!   connections or fail their [`health`] check (the order of attempts is pure);
//! - [`attempt`]: one attempt at one address; [`request`]: the request as the upstream gets
//!   it, and the connection it goes out on;
//! - [`pool`]: kept-alive HTTP/1.1 connections, driven in the request's task; [`client`]:
//!   connecting ([`stream`]: TCP, Unix sockets, [`tls`]), and one HTTP/2 connection per
//!   `h2c://` address or `https://` one that picks `h2`;
//! - [`body`]: streamed bodies, checked on the way in (the size limit, the client's framing)
//!   and bounded by the upstream idle timeout on the way out, and the connection a response
//!   body drives; [`peeked`]: an HTTP/2 or HTTP/3 GET read ahead to learn it has no body;
//! - [`response`]: the upstream's answer made ready for the client (a WebSocket switch checked
//!   and joined), and [`Proxied`]: an answer, the upstream's or our own;
//! - [`tunnel`]: HTTP/1.1 upgrades (WebSocket), byte for byte once both sides switched;
//! - [`metrics`]: per upstream address, never per host.
//!
//! Only a request that never went out is tried again: on the group's next address when
//! connecting failed, on a new connection to the same address when a kept-alive one turned out
//! closed before any of it was written. Once a byte of a request has gone out, the
//! application may have acted on it.

#![forbid(unsafe_code)]

pub mod admit;
mod attempt;
pub mod balance;
mod body;
mod client;
pub mod header_policy;
mod health;
mod metrics;
mod peeked;
mod pool;
mod proxied;
mod request;
mod response;
mod stream;
mod tls;
mod tunnel;
pub mod upstreams;
pub mod websocket;

use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use http::request::Parts;
use http::{header, HeaderValue, Request, Response, StatusCode, Version};
use hyper::body::Incoming;
use tlsfront_metrics::Exposition;
use tlsfront_store::{Balance, SiteEntry, SiteServing, UpstreamUrl};

use self::admit::{admit, RequestRules};
pub use self::body::{BoxError, ClientStream};
use self::body::{ClientBody, ClientBodyVerdict, RequestBody};
use self::header_policy::HeaderRules;
use self::metrics::UpstreamFailure;
use self::pool::UpstreamConnection;
use self::upstreams::{GroupSpec, UpstreamGroup, UpstreamRegistry};

pub use self::body::ProxyBody;
pub use self::proxied::Proxied;
use self::response::ClientSide;
pub use self::response::SwitchedBySession;
pub use self::tls::UpstreamTlsPolicy;

/// Starts a task the proxy needs beside a request's (a WebSocket tunnel), the way the server
/// runs its sessions' tasks (its turns at the CPU given back while the task waits).
pub type SpawnTask = fn(Pin<Box<dyn Future<Output = ()> + Send>>);

/// What the proxy takes from the server it runs in.
#[derive(Debug, Clone)]
pub struct Embedding {
    /// The server's TLS policy, for `https://` upstreams.
    pub upstream_tls: UpstreamTlsPolicy,
    /// How tunnels' tasks are started.
    pub spawn: SpawnTask,
}

/// How the proxy behaves: where hosts without a site entry go, and its timeouts.
#[derive(Debug, Clone)]
pub struct ProxyOptions {
    /// Where a host without a site entry is proxied; empty serves it from its docroot.
    pub default_upstreams: Vec<UpstreamUrl>,
    /// How the default upstreams share requests (a site entry says its own).
    pub balance: Balance,
    pub connect_timeout: Duration,
    /// From the request sent to the upstream's response head.
    pub response_timeout: Duration,
    /// Longest silence from an upstream in the middle of a response body.
    pub idle_timeout: Duration,
    /// How long an idle pooled connection to an upstream is kept.
    pub keepalive_timeout: Duration,
    pub max_idle_per_upstream: usize,
    /// How often an address taken out is tried again in the background.
    pub probe_interval: Duration,
    /// The largest request body, for a site whose entry does not say.
    pub max_request_body_bytes: u64,
    /// How request headers are rewritten beyond what is always done.
    pub header_rules: HeaderRules,
}

impl Default for ProxyOptions {
    fn default() -> Self {
        ProxyOptions {
            default_upstreams: Vec::new(),
            // Every address the same share, as site entries have by default: predictable,
            // and right for the identical application servers a default upstream list names.
            balance: Balance::RoundRobin,
            // An application on the same network connects in a millisecond; three seconds
            // covers a SYN retransmit (1 s) and fails over before a user gives up (Caddy: 3 s).
            connect_timeout: Duration::from_secs(3),
            // nginx's proxy_read_timeout: an application slower than a minute is broken.
            response_timeout: Duration::from_secs(60),
            idle_timeout: Duration::from_secs(60),
            // Below the idle timeouts of common application servers (Node.js 5 s), so the
            // pool never sends on a connection the upstream is closing.
            keepalive_timeout: Duration::from_secs(4),
            // Enough idle connections for a busy upstream's bursts on two cores.
            max_idle_per_upstream: 256,
            // Soon enough that a restarted application is back within seconds.
            probe_interval: Duration::from_secs(2),
            // Photo and document uploads fit; a client cannot stream without end into an
            // application. (nginx's 1 MiB default is the limit its operators raise most.)
            max_request_body_bytes: 100 << 20,
            // Underscored names dropped, as nginx does: CGI-style applications cannot tell
            // `X_Forwarded_For` from `X-Forwarded-For`.
            header_rules: HeaderRules::default(),
        }
    }
}

/// How a host is served, decided once when its entry is loaded.
#[derive(Debug, Clone)]
pub enum Serving {
    /// From its docroot.
    Static,
    /// By its application.
    Proxy(Arc<ProxySite>),
}

/// A proxied host: its upstreams, and what it takes from clients.
#[derive(Debug)]
pub struct ProxySite {
    pub group: UpstreamGroup,
    pub rules: RequestRules,
}

/// Where one session's requests go, and who its client is.
#[derive(Debug)]
pub struct Route {
    /// The host the TLS session was made for.
    pub session_host: String,
    /// The same, as the `Host` value an application gets when the client named no port.
    host_value: HeaderValue,
    pub site: Arc<ProxySite>,
    /// The client's address (the PROXY protocol's, when a load balancer sent one).
    pub client: SocketAddr,
    client_facts: header_policy::ClientFacts,
}

impl Route {
    pub fn new(session_host: String, site: Arc<ProxySite>, client: SocketAddr) -> Self {
        Route {
            client_facts: header_policy::ClientFacts::new(client, &session_host),
            // A host name (checked when the session began) is a valid header value.
            host_value: HeaderValue::from_str(&session_host)
                .unwrap_or_else(|_| HeaderValue::from_static("invalid")),
            session_host,
            site,
            client,
        }
    }

    /// The session verified this client certificate chain (DER, the client's own first): its
    /// requests tell the application so, in `Client-Cert` and `Client-Cert-Chain`.
    pub fn with_client_certificate<C: AsRef<[u8]>>(mut self, chain: &[C]) -> Self {
        self.client_facts = self.client_facts.with_client_certificate(chain);
        self
    }
}

/// The proxy every session shares.
#[derive(Debug)]
pub struct Proxy {
    options: ProxyOptions,
    spawn: SpawnTask,
    registry: Arc<UpstreamRegistry>,
    default_site: Option<Arc<ProxySite>>,
}

impl Proxy {
    pub fn new(options: ProxyOptions, embedding: Embedding) -> Self {
        let registry = Arc::new(UpstreamRegistry::new(embedding.upstream_tls));
        let default_site = (!options.default_upstreams.is_empty()).then(|| {
            Arc::new(ProxySite {
                group: registry.group(GroupSpec {
                    urls: &options.default_upstreams,
                    ca: None,
                    balance: options.balance,
                    health_check: None,
                }),
                rules: RequestRules {
                    max_body_bytes: options.max_request_body_bytes,
                },
            })
        });
        Proxy {
            options,
            spawn: embedding.spawn,
            registry,
            default_site,
        }
    }

    /// How a host with this site entry (or none) is served.
    pub fn serving(&self, site: Option<&SiteEntry>) -> Serving {
        let serving = site.map_or(&SiteServing::Default, |entry| &entry.serving);
        match (serving, &self.default_site) {
            (SiteServing::Proxy(entry), _) => Serving::Proxy(Arc::new(ProxySite {
                group: self.registry.group(GroupSpec {
                    urls: &entry.upstreams,
                    ca: entry.upstream_ca.as_ref(),
                    balance: entry.balance,
                    health_check: entry.health_check.as_ref(),
                }),
                rules: RequestRules {
                    max_body_bytes: entry
                        .max_request_body_bytes
                        .unwrap_or(self.options.max_request_body_bytes),
                },
            })),
            (SiteServing::Static, _) | (SiteServing::Default, None) => Serving::Static,
            (SiteServing::Default, Some(default)) => Serving::Proxy(default.clone()),
        }
    }

    /// Sends one request on to the route's upstreams and answers with what comes back.
    /// The request's body may be any [`ClientStream`]: hyper's for HTTP/1.1 and HTTP/2.
    pub async fn forward<B: ClientStream>(&self, route: &Route, request: Request<B>) -> Proxied {
        let declared = request.body().size_hint().exact();
        let (mut parts, body) = request.into_parts();
        let site = &route.site;
        let admitted = match admit(
            &parts,
            &route.session_host,
            &route.host_value,
            declared,
            site.rules,
        ) {
            Ok(admitted) => admitted,
            Err(status) => return refused(status, body, parts.version),
        };
        let client_side = admitted
            .websocket
            .then(|| ClientSide::take(&mut parts))
            .flatten();
        let websocket = client_side.is_some();
        header_policy::request_headers(
            &mut parts.headers,
            &route.client_facts,
            &admitted.host,
            websocket,
            self.options.header_rules,
        );
        let verdict = Arc::new(ClientBodyVerdict::default());
        let body = match outgoing(body, &parts, declared, site.rules, &verdict).await {
            Ok(body) => body,
            Err(status) => return Proxied::ours(status, None),
        };
        let mut outgoing = Some(body);
        let attempts = site.group.attempts();
        let mut last_tried = None;
        for &index in attempts.as_slice() {
            let upstream = site.group.member(index);
            let Some(body) = outgoing.take() else { break };
            let sent = self
                .send(
                    upstream,
                    &mut parts,
                    &admitted.host,
                    body,
                    websocket,
                    &verdict,
                )
                .await;
            match sent {
                Sent::Answered(response, kept) => {
                    return self.answered(upstream, response, kept, client_side)
                }
                Sent::ConnectFailed(body) => {
                    self.taken_out(upstream);
                    outgoing = Some(body);
                    last_tried = Some(upstream.clone());
                }
                Sent::ClientFailed(status) => return Proxied::ours(status, None),
                Sent::Failed(UpstreamFailure::Timeout) => {
                    return Proxied::ours(StatusCode::GATEWAY_TIMEOUT, Some(upstream.clone()))
                }
                Sent::Failed(_) => {
                    return Proxied::ours(StatusCode::BAD_GATEWAY, Some(upstream.clone()))
                }
            }
        }
        Proxied::ours(StatusCode::BAD_GATEWAY, last_tried)
    }

    /// Writes the per-upstream metrics.
    pub fn render_metrics(&self, out: &mut Exposition) {
        metrics::render(&self.registry.all(), out);
    }
}

/// What one attempt came to.
enum Sent {
    /// The response head, and the kept-alive connection that must be driven for its body.
    Answered(Response<Incoming>, Option<UpstreamConnection>),
    /// Connecting failed; the request is untouched, for the next address.
    ConnectFailed(RequestBody),
    /// The client's body failed (too large, malformed): the client's fault, with its status.
    ClientFailed(StatusCode),
    Failed(UpstreamFailure),
}

/// A request [`admit`] refused, answered with `status`. Its body is read and dropped where the
/// client's version frames it; otherwise the connection closes after the answer, as nothing
/// after an unread body (or one whose framing was refused) may be read as a request.
fn refused<B: ClientStream>(status: StatusCode, body: B, version: Version) -> Proxied {
    let has_body = !body.is_end_stream();
    if frames_bodies(version) {
        body::discard_rest(body);
        return Proxied::ours(status, None);
    }
    let mut refused = Proxied::ours(status, None);
    if has_body {
        refused
            .response
            .headers_mut()
            .insert(header::CONNECTION, HeaderValue::from_static("close"));
    }
    refused
}

/// Whether the client's HTTP version frames its bodies itself (HTTP/2 and HTTP/3): a refused
/// body is then read and dropped without closing the connection, and a frame can contradict
/// the declared `content-length`.
fn frames_bodies(version: Version) -> bool {
    matches!(version, Version::HTTP_2 | Version::HTTP_3)
}

/// The body as it will go upstream, checked as it streams. An HTTP/2 request that declares
/// an empty body but has not ended its stream is read to its end first: DATA after a
/// `content-length: 0` makes it malformed (RFC 9113 §8.1.1), and the application must not get
/// it as a complete request before that shows.
async fn outgoing<B: ClientStream>(
    mut body: B,
    parts: &Parts,
    declared: Option<u64>,
    rules: RequestRules,
    verdict: &Arc<ClientBodyVerdict>,
) -> Result<RequestBody, StatusCode> {
    let http2 = frames_bodies(parts.version);
    if http2 && declared == Some(0) && !body.is_end_stream() {
        use http_body_util::BodyExt as _;
        while let Some(frame) = body.frame().await {
            match frame {
                Ok(frame) if frame.data_ref().is_none_or(|data| data.is_empty()) => {}
                _ => return Err(StatusCode::BAD_REQUEST),
            }
        }
        return Ok(RequestBody::Empty);
    }
    if body.is_end_stream() {
        return Ok(RequestBody::Empty);
    }
    if http2 && declared.is_none() && peeked::reads_ahead(&parts.method) {
        // Its stream's end may follow the head: read ahead to learn whether it has a body.
        let peeked = match peeked::read_ahead(body).await {
            Ok(Some(peeked)) => peeked,
            Ok(None) => return Ok(RequestBody::Empty),
            Err(_) => return Err(StatusCode::BAD_REQUEST),
        };
        return Ok(checked(
            peeked,
            rules.max_body_bytes,
            declared,
            http2,
            verdict,
        ));
    }
    Ok(checked(
        body,
        rules.max_body_bytes,
        declared,
        http2,
        verdict,
    ))
}

/// A body that goes upstream as it streams, checked as it comes ([`ClientBody`]).
fn checked<B: ClientStream>(
    body: B,
    max_body_bytes: u64,
    declared: Option<u64>,
    http2: bool,
    verdict: &Arc<ClientBodyVerdict>,
) -> RequestBody {
    RequestBody::Client(Box::new(ClientBody::new(
        body,
        max_body_bytes,
        declared,
        http2,
        verdict.clone(),
    )))
}

#[cfg(test)]
mod tests;
