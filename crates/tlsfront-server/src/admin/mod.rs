//! The admin listener: plain HTTP, for the operator and the monitoring, never for clients.
//!
//! - `/`: the status page for the person on call (`status.html`, one file, no external asset);
//! - `/status.json`: the same figures for scripts ([`status`]);
//! - `/expiring.json?from=store`: certificates expiring soon, read from the store on request
//!   ([`expiring`]);
//! - `/metrics` in the Prometheus text format, and `/healthz`.
//!
//! Bind it to a private address: it names the store and the hosts whose certificates expire,
//! and a store scan costs store lookups. It serves no host content and no key material.

mod expiring;
mod rates;
mod stapling;
mod status;

use std::convert::Infallible;
use std::sync::{Arc, Mutex};
use std::time::{Instant, SystemTime};

use arc_swap::ArcSwap;
use bytes::Bytes;
use http_body_util::Full;
use hyper::service::service_fn;
use hyper::{Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use serde::Serialize;
use tlsfront_logs::{SampledLine, SAMPLE_INTERVAL};
use tlsfront_metrics::Exposition;
use tlsfront_store::FeedState;
use tokio::net::TcpListener;
use tokio_util::sync::CancellationToken;
use tracing::warn;

use self::expiring::{CacheWalk, ExpiringList, ScanError};
use self::rates::{RateWindow, Rates, Sample, SAMPLE_EVERY};
use self::status::{feed_state_labels, unix_now, Kept, Status};
use crate::context::ServerContext;

/// The status page, served as it is: its script fills it from `/status.json`.
const STATUS_PAGE: &str = include_str!("status.html");

/// The page may run its own inline script and style and fetch from this listener, and nothing
/// else: no external asset can load, even if one slipped into the page.
const PAGE_POLICY: &str = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// What the admin listener keeps beside the server's context: when the server started, the
/// store's change feed, the rate window, the last walk of the cache, and the one store scan
/// that may run at a time.
pub(crate) struct AdminState {
    started: SystemTime,
    started_at: Instant,
    /// The store's change feed; `None` when the store has none.
    feed: Option<Arc<FeedState>>,
    rate_window: Mutex<RateWindow>,
    cache_walk: Mutex<CacheWalk>,
    store_scan: tokio::sync::Mutex<()>,
}

impl AdminState {
    /// Made when the server binds: uptime counts from here.
    pub(crate) fn new(feed: Option<Arc<FeedState>>) -> Self {
        AdminState {
            started: SystemTime::now(),
            started_at: Instant::now(),
            feed,
            rate_window: Mutex::new(RateWindow::default()),
            cache_walk: Mutex::new(CacheWalk::default()),
            store_scan: tokio::sync::Mutex::new(()),
        }
    }

    fn status(&self, ctx: &ServerContext) -> Status {
        let kept = Kept {
            started: (self.started, self.started_at),
            feed: self.feed.as_deref(),
            rates: self.rates(Instant::now(), status::sample(ctx)),
            expiring: self.expiring_in_cache(ctx, unix_now()),
        };
        Status::now(ctx, kept)
    }

    fn rates(&self, now: Instant, current: Sample) -> Option<Rates> {
        self.rate_window.lock().ok()?.rates(now, current)
    }

    fn expiring_in_cache(&self, ctx: &ServerContext, now: i64) -> ExpiringList {
        let mut walk = self
            .cache_walk
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        ExpiringList::of("cache", walk.expiring(ctx, now), now, None)
    }
}

/// Serves until `stop` is cancelled: after the server's drain, so that during the drain a load
/// balancer's health check still gets its answer (503 `draining`) instead of a refused connection.
/// Each request reads the generation in force (a reload replaces it), so the page shows the
/// settings new connections get.
pub(crate) async fn serve(
    listener: TcpListener,
    generations: Arc<ArcSwap<ServerContext>>,
    state: Arc<AdminState>,
    stop: CancellationToken,
) {
    tokio::spawn(sample_rates(
        generations.clone(),
        state.clone(),
        stop.clone(),
    ));
    loop {
        let (tcp, _) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(err) => {
                    // Out of file descriptors, as a flood on the HTTPS listener can make it.
                    static ADMIN_ACCEPT_FAILED_LINE: SampledLine = SampledLine::new(SAMPLE_INTERVAL);
                    if let Some(suppressed) = ADMIN_ACCEPT_FAILED_LINE.admit_now() {
                        warn!(error = %err, suppressed, "admin accept failed (one line per 10 s)");
                    }
                    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
                    continue;
                }
            },
            _ = stop.cancelled() => return,
        };
        let (generations, state) = (generations.clone(), state.clone());
        tokio::spawn(async move {
            let service = service_fn(move |request: Request<hyper::body::Incoming>| {
                let (ctx, state) = (generations.load_full(), state.clone());
                async move { Ok::<_, Infallible>(route(&request, &ctx, &state).await) }
            });
            let _ = hyper::server::conn::http1::Builder::new()
                .serve_connection(TokioIo::new(tcp), service)
                .await;
        });
    }
}

/// Samples the counters the rates are computed from, until `stop`. The counters are shared by
/// every generation.
async fn sample_rates(
    generations: Arc<ArcSwap<ServerContext>>,
    state: Arc<AdminState>,
    stop: CancellationToken,
) {
    let mut tick = tokio::time::interval(SAMPLE_EVERY);
    loop {
        tokio::select! {
            _ = tick.tick() => {}
            _ = stop.cancelled() => return,
        }
        if let Ok(mut window) = state.rate_window.lock() {
            window.push(Instant::now(), status::sample(&generations.load()));
        }
    }
}

async fn route(
    request: &Request<hyper::body::Incoming>,
    ctx: &ServerContext,
    state: &AdminState,
) -> Response<Full<Bytes>> {
    let path = request.uri().path();
    if matches!(path, "/status.json" | "/metrics") {
        ctx.hosts.settle().await;
    }
    match path {
        "/" => {
            let mut response = reply(StatusCode::OK, "text/html; charset=utf-8", STATUS_PAGE);
            header(&mut response, "content-security-policy", PAGE_POLICY);
            response
        }
        "/status.json" => json(StatusCode::OK, &state.status(ctx)),
        "/expiring.json" => expiring(request.uri().query(), ctx, state).await,
        "/metrics" => reply(
            StatusCode::OK,
            "text/plain; version=0.0.4; charset=utf-8",
            render_metrics(ctx, state),
        ),
        "/healthz" if ctx.shutdown.is_cancelled() => reply(
            StatusCode::SERVICE_UNAVAILABLE,
            "text/plain; charset=utf-8",
            "draining\n",
        ),
        "/healthz" => reply(StatusCode::OK, "text/plain; charset=utf-8", "ok\n"),
        _ => reply(
            StatusCode::NOT_FOUND,
            "text/plain; charset=utf-8",
            "not found: try /, /status.json, /expiring.json?from=store, /metrics or /healthz\n",
        ),
    }
}

/// `/expiring.json?from=cache` (the default) or `?from=store`.
async fn expiring(
    query: Option<&str>,
    ctx: &ServerContext,
    state: &AdminState,
) -> Response<Full<Bytes>> {
    let now = unix_now();
    match query_value(query.unwrap_or(""), "from").unwrap_or("cache") {
        "cache" => json(StatusCode::OK, &state.expiring_in_cache(ctx, now)),
        "store" => {
            let scanned = match state.store_scan.try_lock() {
                Ok(_running) => expiring::scan(ctx, now).await,
                Err(_) => Err(ScanError::Busy),
            };
            match scanned {
                Ok(list) => json(StatusCode::OK, &list),
                Err(err) => {
                    let status = match err {
                        ScanError::Busy => StatusCode::TOO_MANY_REQUESTS,
                        ScanError::Timeout(_) => StatusCode::GATEWAY_TIMEOUT,
                        ScanError::Store(_) => StatusCode::BAD_GATEWAY,
                    };
                    json(status, &Problem::new(&err))
                }
            }
        }
        _ => json(
            StatusCode::BAD_REQUEST,
            &Problem {
                error: "from= takes cache or store".to_owned(),
            },
        ),
    }
}

/// A JSON error body: `{"error": "..."}`.
#[derive(Serialize)]
struct Problem {
    error: String,
}

impl Problem {
    fn new(err: &dyn std::error::Error) -> Self {
        Problem {
            error: err.to_string(),
        }
    }
}

/// The value of `key` in a query string (`a=1&from=store`); no %-decoding, as every value
/// taken here is a plain word.
fn query_value<'q>(query: &'q str, key: &str) -> Option<&'q str> {
    query
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .find_map(|(name, value)| (name == key).then_some(value))
}

fn json(status: StatusCode, value: &impl Serialize) -> Response<Full<Bytes>> {
    match serde_json::to_string_pretty(value) {
        Ok(mut body) => {
            body.push('\n');
            reply(status, "application/json", body)
        }
        // Only a map with non-string keys fails to serialize, and none is used here.
        Err(err) => reply(
            StatusCode::INTERNAL_SERVER_ERROR,
            "text/plain; charset=utf-8",
            format!("cannot encode the status: {err}\n"),
        ),
    }
}

fn reply(
    status: StatusCode,
    content_type: &'static str,
    body: impl Into<Bytes>,
) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(body.into()));
    *response.status_mut() = status;
    header(&mut response, "content-type", content_type);
    // Figures change every second; a cached copy would show an old state as the current one.
    header(&mut response, "cache-control", "no-store");
    header(&mut response, "x-content-type-options", "nosniff");
    response
}

fn header(response: &mut Response<Full<Bytes>>, name: &'static str, value: &'static str) {
    response
        .headers_mut()
        .insert(name, hyper::header::HeaderValue::from_static(value));
}

/// All metrics, as `/metrics` serves them.
/// The fair gate's load: turns held, and work waiting for one.
fn render_fairness(ctx: &ServerContext, out: &mut Exposition) {
    let (held, waiting) = ctx.fair.load();
    let gauge = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
    out.gauge(
        "tlsfront_fair_turns_held",
        "Turns of CPU work (a handshake's flight, a burst of requests) held now.",
        &[(&[], gauge(held))],
    );
    out.gauge(
        "tlsfront_fair_waiting",
        "Handshakes and connections waiting for their host's turn now.",
        &[(&[], gauge(waiting))],
    );
}

pub(crate) fn render_metrics(ctx: &ServerContext, state: &AdminState) -> String {
    let mut out = Exposition::new();
    ctx.metrics.render(&mut out);
    ctx.on_the_fly.render(&mut out);
    ctx.hosts.render_metrics(&mut out);
    ctx.proxy.render_metrics(&mut out);
    ctx.tickets.render_metrics(&mut out);
    ctx.reloads.render(&mut out);
    ctx.stapling.render(&mut out);
    ctx.tenancy.render(&mut out);
    render_fairness(ctx, &mut out);
    if let Some(on_demand) = &ctx.on_demand {
        on_demand.render_metrics(&mut out);
    }
    render_feed_metrics(state.feed.as_deref(), &mut out);
    out.finish()
}

fn render_feed_metrics(feed: Option<&FeedState>, out: &mut Exposition) {
    let current = feed.map_or("none", |feed| feed.phase().label());
    let labels: Vec<[(&str, &str); 1]> = feed_state_labels().map(|l| [("state", l)]).collect();
    let samples: Vec<(&[(&str, &str)], i64)> = labels
        .iter()
        .map(|label| (&label[..], i64::from(label[0].1 == current)))
        .collect();
    out.gauge(
        "tlsfront_change_feed_state",
        "The store's change feed: 1 for the state it is in (following, starting, reconnecting, stopped; none when the store has no feed).",
        &samples,
    );
    out.counter(
        "tlsfront_change_feed_reconnects_total",
        "Times the store's change subscription was lost and made again.",
        &[(&[], feed.map_or(0, FeedState::reconnects))],
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn query_values_are_found_by_name() {
        assert_eq!(query_value("from=store", "from"), Some("store"));
        assert_eq!(query_value("a=1&from=cache&b", "from"), Some("cache"));
        assert_eq!(query_value("fromage=1", "from"), None);
        assert_eq!(query_value("", "from"), None);
    }

    #[test]
    fn the_page_loads_nothing_from_elsewhere() {
        for needle in ["http://", "https://", "//cdn", "@import", "<link"] {
            assert!(!STATUS_PAGE.contains(needle), "status.html holds {needle}");
        }
        assert!(STATUS_PAGE.contains("name=\"viewport\""));
    }
}
