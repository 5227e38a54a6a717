//! `/status.json`: what the status page shows, for scripts too. Read from the counters and
//! state the server keeps anyway; nothing here is per host but the list of certificates that
//! expire soon, and nothing here is secret: no key, no key id, no password.
//!
//! The fields are documented in docs/src/operations.md ("Status page"); a field is added, never
//! renamed or removed, so scripts keep working.

use std::collections::BTreeMap;
use std::time::{Instant, SystemTime};

use serde::Serialize;
use tlsfront_store::summary::unix_to_rfc3339;
use tlsfront_store::{FeedPhase, FeedState};

use super::expiring::ExpiringList;
use super::rates::{Rates, Sample};
use super::stapling::{stapling_status, StaplingStatus};
use crate::context::ServerContext;

/// The whole status, as `/status.json` serves it.
#[derive(Debug, Serialize)]
pub(crate) struct Status {
    pub version: &'static str,
    /// RFC 3339, UTC.
    pub started_at: String,
    pub uptime_seconds: u64,
    /// When this status was made: RFC 3339, UTC.
    pub generated_at: String,
    /// Whether the server is draining (SIGTERM): `/healthz` answers 503 then.
    pub draining: bool,
    pub counters: Counters,
    /// Rates over the last minute; `null` in the first moment after start-up.
    pub rates: Option<Rates>,
    pub connections_open: i64,
    /// Of those, QUIC connections (`tlsfront_quic_connections_open`).
    pub quic_connections_open: i64,
    pub handshakes_in_progress: i64,
    pub ktls: Ktls,
    pub cache: Cache,
    pub store: Store,
    pub change_feed: ChangeFeed,
    pub ticket_key: TicketKey,
    /// Configuration reloads (SIGHUP) by result: `applied`, `partly_refused`, `invalid`, as
    /// `tlsfront_config_reloads_total`.
    pub config_reloads: BTreeMap<&'static str, u64>,
    /// Certificates of cached hosts that expire within 14 days.
    pub expiring: ExpiringList,
    /// How the CPU is shared and what limits refuse now.
    pub tenants: Tenants,
    /// OCSP staples of cached hosts: their age and next refresh, and which lack one.
    pub stapling: StaplingStatus,
}

/// The fair gate's load, and the hosts refused most now.
#[derive(Debug, Serialize)]
pub(crate) struct Tenants {
    /// Turns of CPU work held now, and work waiting for one (`fairness`).
    pub turns_held: usize,
    pub waiting: usize,
    /// Work shed since start-up (`tlsfront_shed_total`, every stage and reason).
    pub shed: u64,
    /// Refusals by a limit since start-up (`tlsfront_limited_total`, every limit).
    pub limited: u64,
    /// The hosts shed or limited most in the last 10 seconds, most first (at most 10).
    pub refused_now: Vec<RefusedHost>,
}

/// One host refused now.
#[derive(Debug, Serialize)]
pub(crate) struct RefusedHost {
    pub host: String,
    /// Refusals in the window; an over-estimate by at most `error` (a bounded sketch).
    pub count: u64,
    pub error: u64,
    /// The limit or queue that refused it last: `request_rate`, `host_queue_full`...
    pub reason: &'static str,
}

/// How many refused hosts the status shows.
const REFUSED_SHOWN: usize = 10;

fn tenants(ctx: &ServerContext) -> Tenants {
    let (turns_held, waiting) = ctx.fair.load();
    Tenants {
        turns_held,
        waiting,
        shed: ctx.metrics.shed_total(),
        limited: ctx.tenancy.limited_total(),
        refused_now: ctx
            .tenancy
            .refused_now(REFUSED_SHOWN)
            .into_iter()
            .map(|refused| RefusedHost {
                host: refused.host.to_string(),
                count: refused.count,
                error: refused.error,
                reason: refused.last_reason,
            })
            .collect(),
    }
}

/// Counters since start-up, as `/metrics` has them.
#[derive(Debug, Serialize)]
pub(crate) struct Counters {
    /// `tlsfront_handshakes_total{outcome="ok"}`.
    pub handshakes: u64,
    /// Every other outcome but `acme_challenge`.
    pub handshakes_failed: u64,
    /// `tlsfront_requests_total`, every class.
    pub requests: u64,
    /// `tlsfront_http_connections_total`: TLS connections (over TCP and QUIC) that got as far
    /// as HTTP.
    pub tls_connections: u64,
    /// Of those, the ones over QUIC (`protocol="h3"`, docs/src/http3.md).
    pub http3_connections: u64,
    /// `tlsfront_http3_requests_total`: of `requests`, those over HTTP/3.
    pub http3_requests: u64,
    /// `tlsfront_ktls_connections_total`, every cipher.
    pub ktls_connections: u64,
    pub cache_hits: u64,
    pub cache_misses: u64,
    pub cache_negative_hits: u64,
    pub store_lookups: u64,
    pub store_errors: u64,
    pub store_timeouts: u64,
}

#[derive(Debug, Serialize)]
pub(crate) struct Ktls {
    /// Whether kTLS is on and the kernel has it.
    pub enabled: bool,
    /// kTLS connections over TLS connections, 0 to 1; `null` before the first connection.
    pub share: Option<f64>,
}

#[derive(Debug, Serialize)]
pub(crate) struct Cache {
    /// `tlsfront_cert_cache_hosts`.
    pub hosts: u64,
    /// `null` when unbounded (preload).
    pub capacity: Option<u64>,
    /// Hosts over capacity, 0 to 1.
    pub fill: Option<f64>,
    /// Lookups answered without the store (hits and negative hits) over all lookups, 0 to 1;
    /// `null` before the first lookup.
    pub hit_rate: Option<f64>,
}

#[derive(Debug, Serialize)]
pub(crate) struct Store {
    /// `dir` or `redis`.
    pub kind: &'static str,
    /// The store, as logs name it; never a password.
    pub description: String,
    /// False while the store is known to be unreachable (`tlsfront_store_up`).
    pub up: bool,
    /// The last lookup or probe the store answered, and the last that failed: RFC 3339.
    pub last_answer_at: Option<String>,
    pub last_failure_at: Option<String>,
    /// Why the last failed one failed.
    pub last_error: Option<String>,
}

#[derive(Debug, Serialize)]
pub(crate) struct ChangeFeed {
    /// `following`, `starting`, `reconnecting`, `stopped`, or `none` (the store has no feed).
    pub state: &'static str,
    /// When the feed entered that state: RFC 3339; `null` with `none`.
    pub since: Option<String>,
    /// Subscriptions lost and made again since start-up.
    pub reconnects: u64,
}

#[derive(Debug, Serialize)]
pub(crate) struct TicketKey {
    /// `store` (shared by the fleet), `process` (this process's own) or `file`.
    pub source: &'static str,
    /// Seconds since the key that encrypts tickets began to.
    pub age_seconds: u64,
    /// Rotations of the ring since it was made; a fleet sharing keys shows one number.
    pub generation: u64,
}

/// What the admin listener keeps that goes into a status, beside the server's context.
pub(crate) struct Kept<'a> {
    /// When the server started, by the wall clock and by the monotonic one.
    pub started: (SystemTime, Instant),
    /// The store's change feed; `None` when the store has none.
    pub feed: Option<&'a FeedState>,
    pub rates: Option<Rates>,
    pub expiring: ExpiringList,
}

impl Status {
    pub(crate) fn now(ctx: &ServerContext, kept: Kept<'_>) -> Status {
        let now = unix_now();
        let cert = ctx.hosts.metrics();
        let counters = Counters {
            handshakes: ctx.metrics.handshakes(crate::metrics::HandshakeOutcome::Ok),
            handshakes_failed: ctx.metrics.failed_handshakes(),
            requests: ctx.metrics.requests(),
            tls_connections: ctx.metrics.http1_connections.get()
                + ctx.metrics.http2_connections.get()
                + ctx.metrics.http3_connections.get(),
            http3_connections: ctx.metrics.http3_connections.get(),
            http3_requests: ctx.metrics.http3_requests.get(),
            ktls_connections: ctx.metrics.ktls_connections(),
            cache_hits: cert.cache_hits.get(),
            cache_misses: cert.cache_misses.get(),
            cache_negative_hits: cert.negative_hits.get(),
            store_lookups: cert.store_lookups.get(),
            store_errors: cert.store_errors.get(),
            store_timeouts: cert.store_timeouts.get(),
        };
        let hosts = ctx.hosts.cached_hosts();
        let capacity = ctx.hosts.capacity();
        let store = ctx.hosts.store_status();
        let (ring, origin) = ctx.tickets.live().ring();
        let lookups = counters.cache_hits + counters.cache_misses + counters.cache_negative_hits;
        Status {
            version: env!("CARGO_PKG_VERSION"),
            started_at: unix_to_rfc3339(unix_of(kept.started.0)),
            uptime_seconds: kept.started.1.elapsed().as_secs(),
            generated_at: unix_to_rfc3339(now),
            draining: ctx.shutdown.is_cancelled(),
            rates: kept.rates,
            connections_open: ctx.metrics.open_connections.get(),
            quic_connections_open: ctx.metrics.quic_connections_open.get(),
            handshakes_in_progress: ctx.metrics.handshakes_in_progress.get(),
            ktls: Ktls {
                enabled: ctx.ktls.is_some(),
                // Of the connections over TCP: QUIC's can never be on kTLS.
                share: ratio(
                    counters.ktls_connections,
                    counters.tls_connections - counters.http3_connections,
                ),
            },
            cache: Cache {
                hosts,
                capacity,
                fill: capacity.and_then(|capacity| ratio(hosts, capacity)),
                hit_rate: ratio(counters.cache_hits + counters.cache_negative_hits, lookups),
            },
            store: Store {
                kind: store.kind,
                description: store.description,
                up: store.up,
                last_answer_at: store.last_answer_unix.map(time_text),
                last_failure_at: store.last_failure_unix.map(time_text),
                last_error: store.last_error,
            },
            change_feed: match kept.feed {
                Some(feed) => ChangeFeed {
                    state: feed.phase().label(),
                    since: Some(time_text(feed.since_unix())),
                    reconnects: feed.reconnects(),
                },
                None => ChangeFeed {
                    state: "none",
                    since: None,
                    reconnects: 0,
                },
            },
            ticket_key: TicketKey {
                source: origin.label(),
                age_seconds: (now as u64).saturating_sub(ring.rotated_at),
                generation: ring.generation,
            },
            config_reloads: ctx.reloads.counts().collect(),
            counters,
            expiring: kept.expiring,
            tenants: tenants(ctx),
            stapling: stapling_status(ctx, now),
        }
    }
}

/// The counters the rate window samples.
pub(crate) fn sample(ctx: &ServerContext) -> Sample {
    Sample {
        handshakes: ctx.metrics.handshakes(crate::metrics::HandshakeOutcome::Ok),
        requests: ctx.metrics.requests(),
    }
}

/// The labels `tlsfront_change_feed_state` takes: each phase, and `none`.
pub(crate) fn feed_state_labels() -> impl Iterator<Item = &'static str> {
    [
        FeedPhase::Starting,
        FeedPhase::Following,
        FeedPhase::Reconnecting,
        FeedPhase::Stopped,
    ]
    .into_iter()
    .map(FeedPhase::label)
    .chain(["none"])
}

fn ratio(part: u64, whole: u64) -> Option<f64> {
    (whole > 0).then(|| part as f64 / whole as f64)
}

fn time_text(unix: u64) -> String {
    unix_to_rfc3339(i64::try_from(unix).unwrap_or(i64::MAX))
}

fn unix_of(time: SystemTime) -> i64 {
    time.duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |elapsed| {
            i64::try_from(elapsed.as_secs()).unwrap_or(i64::MAX)
        })
}

/// Now, in Unix seconds.
pub(crate) fn unix_now() -> i64 {
    unix_of(SystemTime::now())
}
