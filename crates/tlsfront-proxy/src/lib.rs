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
//!   body drives;
//! - [`tunnel`]: HTTP/1.1 upgrades (WebSocket), byte for byte once both sides switched;
//! - [`metrics`]: per upstream address, never per host.
//!
//! Only a request that never went out is tried again: on the group's next address when
//! connecting failed, on a new connection to the same address when a kept-alive one turned out
//! closed before any of it was written. Once a byte of a request has gone out, the
//! application may have acted on it.

pub mod admit;
mod attempt;
pub mod balance;
mod body;
mod client;
pub mod header_policy;
mod health;
mod metrics;
mod pool;
mod request;
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
use hyper::upgrade::OnUpgrade;
use tlsfront_metrics::Exposition;
use tlsfront_store::{Balance, SiteEntry, SiteServing, UpstreamUrl};
use tracing::debug;

use self::admit::{admit, RequestRules};
pub use self::body::{BoxError, ClientStream};
use self::body::{ClientBody, ClientBodyVerdict, RequestBody};
use self::header_policy::HeaderRules;
use self::metrics::UpstreamFailure;
use self::pool::UpstreamConnection;
use self::upstreams::{GroupSpec, Upstream, UpstreamGroup, UpstreamRegistry};
use tlsfront_static::retry_after_seconds;

pub use self::body::ProxyBody;
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
}

/// One proxied request's answer, and which upstream gave it.
#[derive(Debug)]
pub struct Proxied {
    pub response: Response<ProxyBody>,
    /// The upstream that answered or failed; `None` when the request never left.
    pub upstream: Option<Arc<Upstream>>,
    /// The upstream's own status; `None` when it gave none (the status is then ours).
    pub upstream_status: Option<u16>,
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
            Err(status) => {
                let has_body = !body.is_end_stream();
                if frames_bodies(parts.version) {
                    body::discard_rest(body);
                    return Proxied::ours(status, None);
                }
                let mut refused = Proxied::ours(status, None);
                if has_body {
                    // A body that was refused unread (or whose framing was): nothing after it
                    // on this connection is read as a request.
                    refused
                        .response
                        .headers_mut()
                        .insert(header::CONNECTION, HeaderValue::from_static("close"));
                }
                return refused;
            }
        };
        let client_side = admitted
            .websocket
            .then(|| parts.extensions.remove::<OnUpgrade>())
            .flatten()
            .map(|upgrade| match parts.version {
                Version::HTTP_2 => {
                    let accept = websocket::handshake_request(&mut parts, websocket_nonce());
                    ClientSide::H2 { upgrade, accept }
                }
                _ => ClientSide::Http1 {
                    upgrade,
                    accept: websocket::expected_accept(&parts.headers),
                },
            });
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

    /// The upstream's response, made ready for the client. A `101` switches protocols only
    /// for a WebSocket handshake; to any other request it is the application's error, 502,
    /// never a tunnel. Over HTTP/2 the switch is answered `200`, once the application's
    /// accept is checked ([`websocket::handshake_response`]).
    fn answered(
        &self,
        upstream: &Arc<Upstream>,
        mut response: Response<Incoming>,
        kept: Option<UpstreamConnection>,
        client_side: Option<ClientSide>,
    ) -> Proxied {
        let status = response.status();
        let switching = status == StatusCode::SWITCHING_PROTOCOLS;
        let upstream_side = switching.then(|| hyper::upgrade::on(&mut response));
        let (mut parts, body) = response.into_parts();
        let opened = match (upstream_side, client_side) {
            (Some(upstream_side), Some(ClientSide::Http1 { upgrade, accept })) => {
                if !websocket::switched_to_websocket(&parts.headers, accept.as_deref()) {
                    debug!(upstream = %upstream.label, "a WebSocket handshake answered 101 without switching to a WebSocket with the right accept");
                    upstream.stats.failure(UpstreamFailure::Response);
                    return Proxied::ours(StatusCode::BAD_GATEWAY, Some(upstream.clone()));
                }
                tunnel::spawn(self.spawn, upgrade, upstream_side, upstream.label.clone());
                true
            }
            (upstream_side, Some(ClientSide::H2 { upgrade, accept })) => {
                match websocket::handshake_response(&mut parts, &accept) {
                    websocket::Answer::Opened => {
                        if let Some(upstream_side) = upstream_side {
                            let label = upstream.label.clone();
                            tunnel::spawn(self.spawn, upgrade, upstream_side, label);
                        }
                        false
                    }
                    websocket::Answer::Refused => false,
                    websocket::Answer::Invalid => {
                        debug!(upstream = %upstream.label, "a WebSocket handshake answered 101 with a wrong Sec-WebSocket-Accept");
                        upstream.stats.failure(UpstreamFailure::Response);
                        return Proxied::ours(StatusCode::BAD_GATEWAY, Some(upstream.clone()));
                    }
                }
            }
            (Some(_), None) => {
                debug!(upstream = %upstream.label, "101 to a request that did not ask to switch protocols");
                upstream.stats.failure(UpstreamFailure::Response);
                return Proxied::ours(StatusCode::BAD_GATEWAY, Some(upstream.clone()));
            }
            (None, _) => false,
        };
        header_policy::response_headers(&mut parts.headers, opened);
        // The client's protocol is the server's to choose, not the upstream's.
        parts.version = Version::default();
        let mut body = ProxyBody::upstream(body, self.options.idle_timeout);
        if let Some(connection) = kept {
            body = body.driving(
                connection,
                upstream.clone(),
                self.options.max_idle_per_upstream,
            );
        }
        Proxied {
            response: Response::from_parts(parts, body),
            upstream: Some(upstream.clone()),
            upstream_status: Some(status.as_u16()),
        }
    }
}

/// The client's side of a WebSocket, to be joined to the application's once it switched.
enum ClientSide {
    /// An HTTP/1.1 upgrade: the application's 101 is passed on once it is seen to switch to a
    /// WebSocket with the accept the client's key calls for.
    Http1 {
        upgrade: OnUpgrade,
        accept: Option<String>,
    },
    /// An HTTP/2 extended CONNECT: the application's 101 must carry `accept`, and becomes 200.
    H2 { upgrade: OnUpgrade, accept: String },
}

/// A WebSocket key's 16 random bytes (RFC 6455 §4.1: "randomly selected").
fn websocket_nonce() -> [u8; 16] {
    let mut nonce = [0u8; 16];
    // Filling from the system's generator fails only if it is gone; a fixed key then still
    // makes a valid handshake, as the key authenticates nothing.
    let _ = aws_lc_rs::rand::fill(&mut nonce);
    nonce
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

impl Proxied {
    /// A request a limit refused: 429 with `Retry-After` for a rate (`retry_after` is when to
    /// come back), 503 when no place among the host's requests in flight came free in time.
    pub fn limited(retry_after: Option<Duration>) -> Proxied {
        let status = match retry_after {
            Some(_) => StatusCode::TOO_MANY_REQUESTS,
            None => StatusCode::SERVICE_UNAVAILABLE,
        };
        let mut proxied = Proxied::ours(status, None);
        if let Some(wait) = retry_after {
            proxied.response.headers_mut().insert(
                header::RETRY_AFTER,
                HeaderValue::from(retry_after_seconds(wait)),
            );
        }
        proxied
    }

    /// A request head with more header fields than a session takes: 431.
    pub fn too_many_headers() -> Proxied {
        Proxied::ours(StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE, None)
    }

    /// An answer of our own: a short plain-text body saying what happened.
    fn ours(status: StatusCode, upstream: Option<Arc<Upstream>>) -> Proxied {
        let text = match status {
            StatusCode::BAD_GATEWAY => {
                "502 Bad Gateway: the site's application could not be reached or failed.\n"
            }
            StatusCode::GATEWAY_TIMEOUT => {
                "504 Gateway Timeout: the site's application did not answer in time.\n"
            }
            StatusCode::MISDIRECTED_REQUEST => tlsfront_static::host::MISDIRECTED_TEXT,
            StatusCode::PAYLOAD_TOO_LARGE => {
                "413 Content Too Large: the request body is larger than this site takes.\n"
            }
            StatusCode::METHOD_NOT_ALLOWED => "405 Method Not Allowed\n",
            StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE => "431 Request Header Fields Too Large\n",
            StatusCode::NOT_IMPLEMENTED => {
                "501 Not Implemented: the request's transfer coding is not supported.\n"
            }
            StatusCode::TOO_MANY_REQUESTS => {
                "429 Too Many Requests: this site takes fewer requests a second; retry later.\n"
            }
            StatusCode::SERVICE_UNAVAILABLE => {
                "503 Service Unavailable: the site's application is busy with other requests.\n"
            }
            _ => "400 Bad Request\n",
        };
        let mut response = Response::new(ProxyBody::text(text));
        *response.status_mut() = status;
        response.headers_mut().insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/plain; charset=utf-8"),
        );
        Proxied {
            response,
            upstream,
            upstream_status: None,
        }
    }
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
    Ok(RequestBody::Client(Box::new(ClientBody::new(
        body,
        rules.max_body_bytes,
        declared,
        http2,
        verdict.clone(),
    ))))
}

#[cfg(test)]
mod tests;
