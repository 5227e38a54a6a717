//! Per-host and per-client limits: what one tenant, or one client, may take of what every
//! tenant shares. The fair gate (`fairness`) shares the CPU between hosts whatever they ask;
//! these limits bound what a host may ask at all.
//!
//! - per host: handshakes per second, requests per second (429 with `Retry-After`), open
//!   connections, and for proxied hosts requests in flight (a request waits for a place, then
//!   503);
//! - per client: open connections per address, per IPv4 /24 and per IPv6 /64.
//!
//! The server's defaults come from the configuration; a host's site entry may set its own. 0
//! is no limit. Every refusal is counted (`tlsfront_limited_total`, never per host) and its
//! host noted in a small sketch ([`sketch`]) that the status page shows as "refused now".
//!
//! Counts are this process's own, unless the rates are counted across the fleet through the
//! store ([`fleet`], `limits.fleet_counting`), approximately; connection counts always are.

pub mod bucket;
pub mod clients;
pub mod fleet;
pub mod sketch;

use std::net::IpAddr;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use tlsfront_metrics::{Counters, Exposition};
use tokio::sync::Notify;

use self::bucket::{Take, TokenBucket};
use self::clients::{ClientCounts, ClientGuard, ClientLimits, ClientRefusal};
use self::fleet::{SharedRate, ToShare};
use self::sketch::{Refused, RefusedHosts};

/// One host's limits; 0 is no limit.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct HostLimits {
    pub handshakes_per_second: u32,
    pub requests_per_second: u32,
    pub connections: u32,
    pub requests_in_flight: u32,
}

impl From<tlsfront_store::SiteLimits> for HostLimits {
    /// A site entry's own limits; a key left out is 0, which takes the server's default.
    fn from(site: tlsfront_store::SiteLimits) -> Self {
        HostLimits {
            handshakes_per_second: site.handshakes_per_second.unwrap_or(0),
            requests_per_second: site.requests_per_second.unwrap_or(0),
            connections: site.connections.unwrap_or(0),
            requests_in_flight: site.requests_in_flight.unwrap_or(0),
        }
    }
}

impl HostLimits {
    /// These limits, with each one a host leaves unset (0) taken from `defaults`.
    pub fn or(self, defaults: HostLimits) -> HostLimits {
        let pick = |own: u32, default: u32| if own == 0 { default } else { own };
        HostLimits {
            handshakes_per_second: pick(self.handshakes_per_second, defaults.handshakes_per_second),
            requests_per_second: pick(self.requests_per_second, defaults.requests_per_second),
            connections: pick(self.connections, defaults.connections),
            requests_in_flight: pick(self.requests_in_flight, defaults.requests_in_flight),
        }
    }
}

/// The server's limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LimitOptions {
    /// For every host whose site entry does not set its own.
    pub hosts: HostLimits,
    pub clients: ClientLimits,
    /// How long a proxied request waits for a place among its host's requests in flight.
    pub in_flight_wait: Duration,
    /// Count the per-host rates across the fleet, through the store (Redis).
    pub fleet_counting: bool,
}

impl Default for LimitOptions {
    fn default() -> Self {
        LimitOptions {
            hosts: HostLimits {
                // Off: the fair gate already shares the CPU; a rate is the operator's choice.
                handshakes_per_second: 0,
                requests_per_second: 0,
                connections: 0,
                // One application may hold this many upstream requests and their buffers
                // (tens of MiB), not every connection the proxy could open.
                requests_in_flight: 1024,
            },
            // Off: a NAT or an office can put thousands of clients behind one address.
            clients: ClientLimits::default(),
            // A request queued behind a slow application waits about as long as a user would.
            in_flight_wait: Duration::from_secs(10),
            // Off: it needs a store the fleet shares, and a host's rate is then approximate.
            fleet_counting: false,
        }
    }
}

tlsfront_metrics::label! {
    /// Which limit refused something.
    pub enum Limit: "limit" {
        HandshakeRate => "handshake_rate",
        RequestRate => "request_rate",
        HostConnections => "host_connections",
        ClientConnections => "client_connections",
        PrefixConnections => "prefix_connections",
        RequestsInFlight => "requests_in_flight",
    }
}

/// A request refused by a limit: the status and, for a rate, when to come back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Refusal {
    pub limit: Limit,
    pub retry_after: Option<Duration>,
}

/// What every connection shares of the limits: each host's usage, each client's connections,
/// what was refused.
#[derive(Debug)]
pub struct Tenancy {
    hosts: moka::sync::Cache<Arc<str>, Arc<HostUsage>>,
    clients: Arc<ClientCounts>,
    refused: RefusedHosts,
    limited: Counters<Limit>,
    /// Whether the rates are shared across the fleet ([`fleet`]).
    fleet_counting: bool,
}

/// One host's usage now. Kept while the host is active (and a minute after), so a rate holds
/// across connections.
#[derive(Debug)]
pub struct HostUsage {
    handshakes: TokenBucket,
    requests: TokenBucket,
    connections: AtomicU32,
    in_flight: AtomicU32,
    in_flight_freed: Notify,
    /// The rates' fleet-wide shares, when the fleet counts them.
    shared_handshakes: Arc<SharedRate>,
    shared_requests: Arc<SharedRate>,
}

/// A session's view of its host's limits: the usage, the limits in force, and the tenancy to
/// report refusals to.
#[derive(Debug, Clone)]
pub struct HostAdmission {
    pub host: Arc<str>,
    usage: Arc<HostUsage>,
    pub limits: HostLimits,
    tenancy: Arc<Tenancy>,
    in_flight_wait: Duration,
}

/// Counts an open connection of a host, or of a client, until dropped.
#[derive(Debug, Default)]
pub struct ConnectionGuards {
    client: Option<ClientGuard>,
    host: Option<HostConnection>,
}

#[derive(Debug)]
struct HostConnection(Arc<HostUsage>);

/// Holds a place among a host's requests in flight until dropped.
#[derive(Debug)]
pub struct InFlight(Arc<HostUsage>);

impl Default for Tenancy {
    fn default() -> Self {
        Tenancy::new(false)
    }
}

impl Tenancy {
    /// With `fleet_counting`, the rates are shared through the store by [`Tenancy::fleet_rates`].
    pub fn new(fleet_counting: bool) -> Self {
        Tenancy {
            hosts: moka::sync::Cache::builder()
                // Room for every host active at once on a busy server; an evicted host only
                // starts with a full bucket again.
                .max_capacity(200_000)
                .time_to_idle(Duration::from_secs(60))
                .build(),
            clients: Arc::new(ClientCounts::default()),
            refused: RefusedHosts::new(Instant::now()),
            limited: Counters::default(),
            fleet_counting,
        }
    }

    /// Every host rate to share with the fleet this round, under its counter's name.
    pub fn fleet_rates(&self) -> Vec<ToShare> {
        let mut rates = Vec::new();
        for (host, usage) in self.hosts.iter() {
            for (kind, rate) in [
                ("handshakes", &usage.shared_handshakes),
                ("requests", &usage.shared_requests),
            ] {
                rates.push(ToShare {
                    counter: format!("limits_{kind}_{host}"),
                    rate: rate.clone(),
                });
            }
        }
        rates
    }

    /// Counts a connection from `ip`, or refuses it.
    pub fn admit_client(
        self: &Arc<Self>,
        ip: IpAddr,
        limits: ClientLimits,
        guards: &mut ConnectionGuards,
    ) -> Result<(), Limit> {
        match self.clients.admit(ip, limits) {
            Ok(guard) => {
                guards.client = guard;
                Ok(())
            }
            Err(refusal) => {
                let limit = match refusal {
                    ClientRefusal::Address => Limit::ClientConnections,
                    ClientRefusal::Prefix => Limit::PrefixConnections,
                };
                self.count(limit);
                Err(limit)
            }
        }
    }

    /// A session's admission for `host` under `limits`: its handshake rate and connection
    /// count are checked (and the connection counted) here.
    pub fn admit_host(
        self: &Arc<Self>,
        host: &Arc<str>,
        limits: HostLimits,
        in_flight_wait: Duration,
        guards: &mut ConnectionGuards,
    ) -> Result<HostAdmission, Limit> {
        let now = Instant::now();
        let usage = self.hosts.get_with_by_ref(host, || {
            Arc::new(HostUsage {
                handshakes: TokenBucket::new(now),
                requests: TokenBucket::new(now),
                connections: AtomicU32::new(0),
                in_flight: AtomicU32::new(0),
                in_flight_freed: Notify::new(),
                shared_handshakes: Arc::default(),
                shared_requests: Arc::default(),
            })
        });
        let refuse = |limit: Limit| {
            self.refused(host, limit, now);
            Err(limit)
        };
        if limits.handshakes_per_second != 0 {
            let rate = match self.fleet_counting {
                true => usage.shared_handshakes.asked(limits.handshakes_per_second),
                false => limits.handshakes_per_second,
            };
            if usage.handshakes.take(rate, now) != Take::Taken {
                return refuse(Limit::HandshakeRate);
            }
        }
        if limits.connections != 0 {
            let open = usage.connections.fetch_add(1, Ordering::AcqRel);
            guards.host = Some(HostConnection(usage.clone()));
            if open >= limits.connections {
                guards.host = None;
                return refuse(Limit::HostConnections);
            }
        }
        Ok(HostAdmission {
            host: host.clone(),
            usage,
            limits,
            tenancy: self.clone(),
            in_flight_wait,
        })
    }

    /// Refusals by every limit since start-up.
    pub fn limited_total(&self) -> u64 {
        self.limited.total()
    }

    /// The hosts refused most now, for the status page.
    pub fn refused_now(&self, n: usize) -> Vec<Refused> {
        self.refused.top(n, Instant::now())
    }

    pub fn render(&self, out: &mut Exposition) {
        out.counters(
            "tlsfront_limited_total",
            "Handshakes, connections and requests refused by a per-host or per-client limit.",
            &self.limited,
        );
    }

    fn count(&self, limit: Limit) {
        self.limited.inc(limit);
    }

    fn refused(&self, host: &str, limit: Limit, now: Instant) {
        self.count(limit);
        self.refused.record(host, limit.label(), now);
    }

    /// Notes work the fair gate shed for `host`, for the status page's "refused now".
    pub fn shed(&self, host: &str, reason: &'static str) {
        self.refused.record(host, reason, Instant::now());
    }
}

impl HostAdmission {
    /// Takes a request from the host's rate, or says when to come back.
    pub fn request(&self) -> Result<(), Refusal> {
        let rate = self.limits.requests_per_second;
        if rate == 0 {
            return Ok(());
        }
        let now = Instant::now();
        let rate = match self.tenancy.fleet_counting {
            true => self.usage.shared_requests.asked(rate),
            false => rate,
        };
        match self.usage.requests.take(rate, now) {
            Take::Taken => Ok(()),
            Take::Limited { retry_after } => {
                self.tenancy.refused(&self.host, Limit::RequestRate, now);
                Err(Refusal {
                    limit: Limit::RequestRate,
                    retry_after: Some(retry_after),
                })
            }
        }
    }

    /// A place among the host's requests in flight, waiting up to the configured time for one;
    /// `None` when the host has no such limit.
    pub async fn in_flight(&self) -> Result<Option<InFlight>, Refusal> {
        let limit = self.limits.requests_in_flight;
        if limit == 0 {
            return Ok(None);
        }
        let usage = &self.usage;
        let wait = async {
            loop {
                let freed = usage.in_flight_freed.notified();
                if usage.in_flight.fetch_add(1, Ordering::AcqRel) < limit {
                    return InFlight(usage.clone());
                }
                usage.in_flight.fetch_sub(1, Ordering::AcqRel);
                freed.await;
            }
        };
        match tokio::time::timeout(self.in_flight_wait, wait).await {
            Ok(place) => Ok(Some(place)),
            Err(_) => {
                self.tenancy
                    .refused(&self.host, Limit::RequestsInFlight, Instant::now());
                Err(Refusal {
                    limit: Limit::RequestsInFlight,
                    retry_after: None,
                })
            }
        }
    }
}

impl ConnectionGuards {
    pub fn new() -> Self {
        ConnectionGuards::default()
    }
}

impl Drop for HostConnection {
    fn drop(&mut self) {
        self.0.connections.fetch_sub(1, Ordering::AcqRel);
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.in_flight.fetch_sub(1, Ordering::AcqRel);
        self.0.in_flight_freed.notify_one();
    }
}

/// A static site's request rate is its host's (429 over it, with `Retry-After`).
impl tlsfront_static::RequestRate for HostAdmission {
    fn admit(&self) -> Result<(), tlsfront_static::Refused> {
        self.request().map_err(|refusal| tlsfront_static::Refused {
            retry_after: refusal.retry_after,
        })
    }
}

#[cfg(test)]
mod tests;
