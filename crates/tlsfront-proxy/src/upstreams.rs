//! Upstream addresses and the groups hosts are proxied to: round robin or least outstanding
//! requests, and addresses taken out while they refuse connections or fail their health check.
//!
//! An address is one [`Upstream`], shared by every host that lists it, so that its health, its
//! connections and its metrics are the address's, not a host's. An `https://` address is one
//! [`Upstream`] per set of roots it is verified against: a connection one site's CA accepted
//! is never used for a site that trusts another. A host's list is an [`UpstreamGroup`], made
//! when its entry is loaded; the order one request tries addresses in is the pure
//! [`attempt_order`], from a first pick that is round robin or [`least_outstanding`].

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use rustls::pki_types::ServerName;
use tlsfront_store::{Balance, HealthCheck, UpstreamCa, UpstreamProtocol, UpstreamUrl};

use super::balance::least_outstanding;
use super::health::{HealthCheckers, HealthState};
use super::metrics::UpstreamStats;
use super::tls::{server_name, TlsConfigs, UpstreamTls, UpstreamTlsPolicy};

/// Most addresses one request tries: the first, and two more when connecting fails. More
/// would only make a client wait longer when a whole group is down.
pub const MAX_ATTEMPTS: usize = 3;

/// Most addresses that get their own metrics labels; the rest share the label `other`, so a
/// store listing a distinct upstream for each of 100k hosts cannot make 100k series.
const MAX_LABELLED: usize = 1000;

/// What tells two upstreams apart: the URL, and for `https://` the roots it is verified
/// against (`None`: the system's).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct UpstreamKey {
    url: UpstreamUrl,
    ca: Option<[u8; 32]>,
}

/// How an `https://` upstream is reached: the configs for its roots, and the name its
/// certificate must cover.
#[derive(Debug)]
pub struct TlsTarget {
    pub configs: Arc<UpstreamTls>,
    pub server_name: ServerName<'static>,
}

/// One upstream address, as every host that lists it shares it.
#[derive(Debug)]
pub struct Upstream {
    pub url: UpstreamUrl,
    /// Its metrics label: the URL (with its CA's fingerprint when it has one), or `other`
    /// past [`MAX_LABELLED`] addresses.
    pub label: Arc<str>,
    pub stats: UpstreamStats,
    /// For `https://` upstreams.
    pub tls: Option<TlsTarget>,
    /// Whether the last TLS handshake picked `h2`, so that requests look for the HTTP/2
    /// connection first.
    pub alpn_h2: AtomicBool,
    /// False while it refuses connections; set again by the background probe.
    up: AtomicBool,
    /// Whether a background probe is running for it.
    probing: AtomicBool,
    /// How many health checks find it unhealthy, for `tlsfront_upstream_up`.
    unhealthy: AtomicUsize,
    /// The HTTP/2 connection, for `h2c://` upstreams and `https://` ones that pick `h2`.
    pub h2: tokio::sync::Mutex<Option<super::client::H2Sender>>,
    /// Kept-alive HTTP/1.1 connections.
    pub idle: super::pool::IdleConnections,
}

impl Upstream {
    /// Whether it takes connections (routing: a group also asks its own health check).
    pub fn is_up(&self) -> bool {
        self.up.load(Ordering::Relaxed)
    }

    /// Whether it takes connections and every health check on it passes (for metrics).
    pub fn is_up_and_healthy(&self) -> bool {
        self.is_up() && self.unhealthy.load(Ordering::Relaxed) == 0
    }

    /// Takes the address out after a failed connect. Returns true when the caller should
    /// start the background probe (none runs yet).
    pub fn mark_down(&self) -> bool {
        self.up.store(false, Ordering::Relaxed);
        !self.probing.swap(true, Ordering::AcqRel)
    }

    /// Puts the address back: the probe connected.
    pub fn mark_up(&self) {
        self.up.store(true, Ordering::Relaxed);
        self.probing.store(false, Ordering::Release);
    }

    /// One health check more (`true`) or fewer finds it unhealthy.
    pub fn count_unhealthy(&self, unhealthy: bool) {
        if unhealthy {
            self.unhealthy.fetch_add(1, Ordering::Relaxed);
        } else {
            self.unhealthy.fetch_sub(1, Ordering::Relaxed);
        }
    }
}

/// What a group is made of, as a site entry or the server's defaults say it.
#[derive(Debug, Clone, Copy)]
pub struct GroupSpec<'a> {
    pub urls: &'a [UpstreamUrl],
    /// Roots for its `https://` upstreams; `None`: the system's.
    pub ca: Option<&'a UpstreamCa>,
    pub balance: Balance,
    pub health_check: Option<&'a HealthCheck>,
}

/// Every upstream address in use, the TLS configs they share, and their health checks.
#[derive(Debug, Default)]
pub struct UpstreamRegistry {
    upstreams: Mutex<HashMap<UpstreamKey, Arc<Upstream>>>,
    tls: TlsConfigs,
    checkers: HealthCheckers,
}

impl UpstreamRegistry {
    /// An empty registry whose `https://` upstreams are spoken to under `tls`.
    pub fn new(tls: UpstreamTlsPolicy) -> Self {
        UpstreamRegistry {
            upstreams: Mutex::default(),
            tls: TlsConfigs::new(tls),
            checkers: HealthCheckers::default(),
        }
    }

    /// The group for a host's list, sharing each address's [`Upstream`] (and health check)
    /// with every other group that lists it.
    pub fn group(&self, spec: GroupSpec<'_>) -> UpstreamGroup {
        let mut members = Vec::with_capacity(spec.urls.len());
        for url in spec.urls {
            let (key, upstream) = self.upstream(url, spec.ca);
            let health = spec
                .health_check
                .map(|check| self.checkers.state(&key, &upstream, check));
            members.push(Member { upstream, health });
        }
        UpstreamGroup {
            members,
            balance: spec.balance,
            next: AtomicUsize::new(0),
        }
    }

    fn upstream(&self, url: &UpstreamUrl, ca: Option<&UpstreamCa>) -> (UpstreamKey, Arc<Upstream>) {
        let https = url.protocol() == UpstreamProtocol::Https;
        let ca = ca.filter(|_| https);
        let key = UpstreamKey {
            url: url.clone(),
            ca: ca.map(UpstreamCa::fingerprint),
        };
        // A poisoned lock only means another thread panicked while inserting; the map is
        // still whole (inserts are single calls).
        let mut upstreams = self
            .upstreams
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(upstream) = upstreams.get(&key) {
            return (key, upstream.clone());
        }
        let label = match ca {
            _ if upstreams.len() >= MAX_LABELLED => "other".into(),
            Some(ca) => format!("{url} ca={}", ca.short_fingerprint()).into(),
            None => url.to_string().into(),
        };
        let tls = https
            .then(|| {
                server_name(url).map(|server_name| TlsTarget {
                    configs: self.tls.for_ca(ca),
                    server_name,
                })
            })
            .flatten();
        let upstream = Arc::new(Upstream {
            url: url.clone(),
            label,
            stats: UpstreamStats::default(),
            tls,
            alpn_h2: AtomicBool::new(false),
            up: AtomicBool::new(true),
            probing: AtomicBool::new(false),
            unhealthy: AtomicUsize::new(0),
            h2: tokio::sync::Mutex::new(None),
            idle: Default::default(),
        });
        upstreams.insert(key.clone(), upstream.clone());
        (key, upstream)
    }

    /// Every address, for `/metrics`.
    pub fn all(&self) -> Vec<Arc<Upstream>> {
        let upstreams = self
            .upstreams
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let mut all: Vec<_> = upstreams.values().cloned().collect();
        all.sort_by(|a, b| a.label.cmp(&b.label));
        all
    }
}

/// One address of a group, and its health under the group's check.
#[derive(Debug)]
struct Member {
    upstream: Arc<Upstream>,
    health: Option<Arc<HealthState>>,
}

impl Member {
    /// Taking connections, and passing the group's health check if it has one.
    fn usable(&self) -> bool {
        self.upstream.is_up()
            && self
                .health
                .as_ref()
                .is_none_or(|health| health.is_healthy())
    }
}

/// A host's upstreams, and how a request's first one is chosen.
#[derive(Debug)]
pub struct UpstreamGroup {
    members: Vec<Member>,
    balance: Balance,
    next: AtomicUsize,
}

impl UpstreamGroup {
    /// The members one request tries, in order (see [`attempt_order`]).
    pub fn attempts(&self) -> Attempts {
        let count = self.members.len();
        let usable = |index: usize| self.members[index].usable();
        let start = match self.balance {
            Balance::RoundRobin => self.next.fetch_add(1, Ordering::Relaxed),
            Balance::LeastOutstanding => least_outstanding(
                count,
                usable,
                |index| self.members[index].upstream.stats.in_flight.get(),
                &mut |n| fastrand::usize(..n),
            ),
        };
        attempt_order(start, count, usable)
    }

    /// A member, by its index in an [`Attempts`].
    pub fn member(&self, index: usize) -> &Arc<Upstream> {
        &self.members[index].upstream
    }
}

/// Member indices to try, in order: at most [`MAX_ATTEMPTS`], without an allocation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Attempts {
    indices: [usize; MAX_ATTEMPTS],
    len: usize,
}

impl Attempts {
    pub fn as_slice(&self) -> &[usize] {
        &self.indices[..self.len]
    }

    fn push(&mut self, index: usize) {
        self.indices[self.len] = index;
        self.len += 1;
    }
}

/// The members one request tries, of `count`, starting from its round-robin turn `start`:
/// those that are up, in rotation, at most [`MAX_ATTEMPTS`]. When none is up, every member in
/// rotation: the probe may not have noticed one is back, and trying beats refusing outright.
pub fn attempt_order(start: usize, count: usize, is_up: impl Fn(usize) -> bool) -> Attempts {
    let mut attempts = Attempts {
        indices: [0; MAX_ATTEMPTS],
        len: 0,
    };
    if count == 0 {
        return attempts;
    }
    let rotation = (0..count).map(|offset| (start + offset) % count);
    for index in rotation.clone().filter(|&index| is_up(index)) {
        if attempts.len == MAX_ATTEMPTS {
            break;
        }
        attempts.push(index);
    }
    if attempts.len == 0 {
        for index in rotation.take(MAX_ATTEMPTS) {
            attempts.push(index);
        }
    }
    attempts
}

#[cfg(test)]
mod tests {
    use super::*;

    fn order(start: usize, up: &[bool]) -> Vec<usize> {
        attempt_order(start, up.len(), |index| up[index])
            .as_slice()
            .to_vec()
    }

    #[test]
    fn requests_take_turns_over_the_members_that_are_up() {
        assert_eq!(order(0, &[true, true, true]), [0, 1, 2]);
        assert_eq!(order(1, &[true, true, true]), [1, 2, 0]);
        assert_eq!(order(5, &[true, true, true]), [2, 0, 1]);
        assert_eq!(order(0, &[true, false, true]), [0, 2]);
        assert_eq!(order(1, &[true, false, true]), [2, 0]);
        assert_eq!(order(0, &[true; 5]), [0, 1, 2]);
        assert_eq!(order(3, &[true]), [0]);
        assert!(order(0, &[]).is_empty());
    }

    #[test]
    fn when_every_member_is_down_all_are_tried_anyway() {
        assert_eq!(order(1, &[false, false]), [1, 0]);
        assert_eq!(order(0, &[false; 4]), [0, 1, 2]);
    }

    fn spec(urls: &[UpstreamUrl]) -> GroupSpec<'_> {
        GroupSpec {
            urls,
            ca: None,
            balance: Balance::RoundRobin,
            health_check: None,
        }
    }

    fn urls(group: &UpstreamGroup) -> Vec<UpstreamUrl> {
        let attempts = group.attempts();
        attempts
            .as_slice()
            .iter()
            .map(|&index| group.member(index).url.clone())
            .collect()
    }

    #[test]
    fn groups_share_one_upstream_per_address_and_rotate() {
        let registry = UpstreamRegistry::default();
        let a = UpstreamUrl::parse("http://10.0.0.1:80").unwrap();
        let b = UpstreamUrl::parse("http://10.0.0.2:80").unwrap();
        let one = registry.group(spec(&[a.clone(), b.clone()]));
        let two = registry.group(spec(std::slice::from_ref(&b)));
        assert!(Arc::ptr_eq(one.member(1), two.member(0)));
        let first = urls(&one);
        let second = urls(&one);
        assert_eq!(first, [a.clone(), b.clone()]);
        assert_eq!(second, [b.clone(), a.clone()]);

        assert!(
            two.member(0).mark_down(),
            "the first failure starts a probe"
        );
        assert!(!two.member(0).mark_down(), "one probe at a time");
        assert_eq!(urls(&one), [a]);
        two.member(0).mark_up();
        assert!(two.member(0).is_up());
        assert_eq!(registry.all().len(), 2);
    }

    #[test]
    fn an_https_address_is_one_upstream_per_set_of_roots() {
        let registry = UpstreamRegistry::default();
        let ca = tlsfront_store::generate::TestCa::generate("upstream CA").unwrap();
        let ca = UpstreamCa::parse(ca.cert_pem()).unwrap();
        let https = [UpstreamUrl::parse("https://10.0.0.1").unwrap()];
        let http = [UpstreamUrl::parse("http://10.0.0.1").unwrap()];
        let system = registry.group(spec(&https));
        let pinned = registry.group(GroupSpec {
            ca: Some(&ca),
            ..spec(&https)
        });
        assert!(!Arc::ptr_eq(system.member(0), pinned.member(0)));
        assert!(Arc::ptr_eq(
            pinned.member(0),
            registry
                .group(GroupSpec {
                    ca: Some(&ca),
                    ..spec(&https)
                })
                .member(0)
        ));
        assert_eq!(&*system.member(0).label, "https://10.0.0.1:443");
        assert_eq!(
            &*pinned.member(0).label,
            format!("https://10.0.0.1:443 ca={}", ca.short_fingerprint())
        );
        let tls = pinned.member(0).tls.as_ref().unwrap();
        assert_eq!(
            tls.server_name,
            ServerName::IpAddress("10.0.0.1".parse::<std::net::IpAddr>().unwrap().into())
        );
        // A CA means nothing to a plain address: one upstream, with or without it.
        let plain = registry.group(spec(&http));
        let plain_with_ca = registry.group(GroupSpec {
            ca: Some(&ca),
            ..spec(&http)
        });
        assert!(Arc::ptr_eq(plain.member(0), plain_with_ca.member(0)));
        assert!(plain.member(0).tls.is_none());
        assert_eq!(registry.all().len(), 3);
    }

    #[test]
    fn least_outstanding_goes_around_a_busy_address() {
        let registry = UpstreamRegistry::default();
        let list = [
            UpstreamUrl::parse("http://10.0.0.1").unwrap(),
            UpstreamUrl::parse("http://10.0.0.2").unwrap(),
        ];
        let group = registry.group(GroupSpec {
            balance: Balance::LeastOutstanding,
            ..spec(&list)
        });
        let _busy = group.member(0).stats.in_flight.track();
        for _ in 0..20 {
            // The idle one first; the busy one stays next in line for a failed connect.
            assert_eq!(urls(&group), [list[1].clone(), list[0].clone()]);
        }
    }

    #[tokio::test]
    async fn groups_checking_an_address_alike_share_its_health() {
        let registry = UpstreamRegistry::default();
        let list = [UpstreamUrl::parse("http://127.0.0.1:9").unwrap()];
        let check = HealthCheck::default();
        let other = HealthCheck {
            path: "/other".into(),
            ..HealthCheck::default()
        };
        let checked = |check| GroupSpec {
            health_check: Some(check),
            ..spec(&list)
        };
        let one = registry.group(checked(&check));
        let two = registry.group(checked(&check));
        let three = registry.group(checked(&other));
        let health = |group: &UpstreamGroup| group.members[0].health.clone().unwrap();
        assert!(Arc::ptr_eq(&health(&one), &health(&two)));
        assert!(!Arc::ptr_eq(&health(&one), &health(&three)));
        assert!(Arc::ptr_eq(one.member(0), three.member(0)));
        assert!(
            health(&one).is_healthy(),
            "healthy until checks say otherwise"
        );
        assert!(registry.group(spec(&list)).members[0].health.is_none());
    }
}
