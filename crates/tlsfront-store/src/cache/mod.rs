//! The per-host cache in front of a store: host name -> a value built from validated
//! credentials (the server builds its per-host TLS config).
//!
//! - A hit costs one cache lookup; nothing else happens.
//! - A miss looks the exact name up in the store, then the wildcard one label up. Concurrent
//!   misses for one name share one store lookup. Each lookup runs under a deadline.
//! - Names the store does not know, and names whose material is bad (or whose entry cannot be
//!   read), go into a bounded, short-lived negative cache, so a flood of random names does not
//!   reach the store and a bad host is logged once per negative TTL, not once per handshake.
//! - While the store is unreachable, misses fail at once ([`health`]): an outage is logged
//!   when it starts and when it ends, not per handshake. The store's other users share the same
//!   health ([`StoreHealth::follow`]), so the outage is reported once, whoever meets it.

mod following;
mod health;
mod refresh;
mod sizing;
mod status;

use std::sync::Arc;
use std::time::{Duration, Instant};

use arc_swap::ArcSwap;
use rustls::crypto::CryptoProvider;
use rustls::pki_types::UnixTime;
use tlsfront_logs::{SampledLine, SAMPLE_INTERVAL};
use tlsfront_metrics::Exposition;
use tracing::{debug, warn};

pub use self::health::StoreHealth;
use self::refresh::Loaded;
use self::sizing::{parsed_capacity, Caches};
pub use self::status::StoreStatus;
use crate::changes::WatchedEntries;
use crate::error_chain::error_chain;
use crate::host::HostName;
use crate::material::{
    validate_host_with, HostCredentials, MaterialError, ParsedMaterial, StoredHost,
};
use crate::metrics::CertMetrics;
use crate::seal::Unsealer;
use crate::source::{CertSource, FailureScope, StoreError};

/// How long to wait before reading an entry again whose key did not match its certificate.
const KEY_MISMATCH_RETRY: Duration = Duration::from_millis(20);

/// The line for store lookups that failed on their own (neither an outage nor one entry's
/// fault).
static LOOKUP_FAILED_LINE: SampledLine = SampledLine::new(SAMPLE_INTERVAL);

/// Sizes and deadlines of the cache.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CacheOptions {
    /// Most hosts held at once; `None` holds every host ever loaded (preload mode).
    pub capacity: Option<u64>,
    /// How long a loaded host is served before the store is asked again. Change notifications
    /// normally refresh sooner; this is the fallback for a missed one.
    pub ttl: Duration,
    /// Most unknown or bad names remembered at once.
    pub negative_capacity: u64,
    /// How long an unknown or bad name is remembered.
    pub negative_ttl: Duration,
    /// Deadline for one store lookup.
    pub lookup_timeout: Duration,
}

impl Default for CacheOptions {
    fn default() -> Self {
        CacheOptions {
            // 10,000 hosts' configs fit in a few tens of MB; busy hosts stay, rare ones reload.
            capacity: Some(10_000),
            // Five minutes bounds how stale a host can be when a change notification is lost.
            ttl: Duration::from_secs(300),
            // Enough to absorb a flood of random names without growing without bound.
            negative_capacity: 100_000,
            // Short, so a host added without a notification appears within half a minute.
            negative_ttl: Duration::from_secs(30),
            // A healthy store answers in about a millisecond; past a second the client is better
            // served by a fast alert than by a hung handshake.
            lookup_timeout: Duration::from_secs(1),
        }
    }
}

/// The outcome of resolving a host.
#[derive(Debug)]
pub enum Resolution<V> {
    /// The host's (or its wildcard's) config.
    Found(V),
    /// The store has nothing for this name or its wildcard.
    Unknown,
    /// The store failed, or the host's material is bad.
    Failed(Arc<ResolveError>),
}

/// Why a name cannot be served right now.
#[derive(Debug, thiserror::Error)]
pub enum ResolveError {
    /// The store failed this lookup.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The store is known to be unreachable, so the lookup was not sent.
    #[error("the store {store} is down; uncached hosts fail at once until it answers again")]
    StoreDown { store: String },
    /// The entry's material is bad.
    #[error("bad certificate material for {entry}: {source}")]
    Material {
        entry: HostName,
        #[source]
        source: MaterialError,
    },
}

impl ResolveError {
    /// Whether the fault lies with one entry (its material, or a file of it that cannot be
    /// read), not with the store as a whole: such a name is remembered in the negative cache.
    fn is_entry_fault(&self) -> bool {
        match self {
            ResolveError::Material { .. } => true,
            ResolveError::Store(err) => err.scope() == FailureScope::Entry,
            ResolveError::StoreDown { .. } => false,
        }
    }

    /// Whether the failure says the store is unreachable, rather than anything about the
    /// entry.
    fn is_store_outage(&self) -> bool {
        match self {
            ResolveError::Store(err) => err.scope() == FailureScope::Store,
            ResolveError::StoreDown { .. } => true,
            ResolveError::Material { .. } => false,
        }
    }
}

/// Builds the cached value from validated credentials.
pub type BuildFn<V> = dyn Fn(HostCredentials) -> V + Send + Sync;

/// Host name -> cached value, loaded from a [`CertSource`] on a miss.
pub struct HostCache<V> {
    /// The store, as `health` watches it.
    source: Arc<dyn CertSource>,
    /// The store's feed, told which entries the cache holds (the directory store's file
    /// watches); `None` when the feed needs no telling.
    watched: Option<Arc<dyn WatchedEntries>>,
    build: Arc<BuildFn<V>>,
    provider: Arc<CryptoProvider>,
    unsealer: Option<Arc<Unsealer>>,
    /// Chains and keys already parsed, by the hash of their bytes: a miss for a host whose
    /// material another host (or this host's last load) brought in parses nothing.
    parsed: ParsedMaterial,
    /// The positive and negative caches, swapped whole when their sizes change.
    caches: ArcSwap<Caches<V>>,
    /// Held (shared) while a change notification is applied, and alone while the caches are
    /// swapped, so that no change lands in a cache being replaced.
    refreshing: tokio::sync::RwLock<()>,
    health: Arc<StoreHealth>,
    /// The one error every lookup refused during an outage shares.
    store_down: Arc<ResolveError>,
    metrics: Arc<CertMetrics>,
}

/// How far into its TTL a cached host is renewed by [`HostCache::peek_renewing`]'s callers.
pub const RENEW_AHEAD_OF: f64 = 0.75;

/// Whether a lookup goes to the store while the store is known to be down.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum WhenDown {
    /// A handshake is waiting: fail at once.
    FailAtOnce,
    /// A change notification or a preload: ask the store anyway (and learn that it is back).
    AskAnyway,
}

#[derive(Debug, Clone)]
enum Negative {
    Unknown,
    Bad(Arc<ResolveError>),
}

#[derive(Debug)]
enum LoadError {
    /// Not in the store, as read at this moment (the earliest of the reads it rests on).
    NotFound(Instant),
    Failed(Arc<ResolveError>),
}

impl<V: Clone + Send + Sync + 'static> HostCache<V> {
    /// A cache in front of the store `health` watches, keeping that health with its lookups;
    /// `watched` is the store's feed's handle, when it has one (see [`crate::ChangeFeed`]).
    pub fn new(
        health: Arc<StoreHealth>,
        watched: Option<Arc<dyn WatchedEntries>>,
        options: &CacheOptions,
        provider: Arc<CryptoProvider>,
        unsealer: Option<Arc<Unsealer>>,
        build: Arc<BuildFn<V>>,
    ) -> Self {
        let caches = Caches::new(options, watched.as_ref());
        let source = health.source().clone();
        health.set_probe_timeout(options.lookup_timeout);
        HostCache {
            store_down: Arc::new(ResolveError::StoreDown {
                store: source.describe(),
            }),
            source,
            watched,
            build,
            provider,
            unsealer,
            parsed: ParsedMaterial::new(parsed_capacity(options)),
            caches: ArcSwap::from_pointee(caches),
            refreshing: tokio::sync::RwLock::new(()),
            health,
            metrics: Arc::new(CertMetrics::default()),
        }
    }

    /// The store's health, which the cache keeps and every other user of the store follows.
    pub fn health(&self) -> &Arc<StoreHealth> {
        &self.health
    }

    pub fn metrics(&self) -> &Arc<CertMetrics> {
        &self.metrics
    }

    /// The cache's and the store's metrics, as `/metrics` shows them.
    pub fn render_metrics(&self, out: &mut Exposition) {
        self.metrics.render(
            out,
            self.source.kind(),
            self.cached_hosts(),
            !self.health.is_down(),
        );
    }

    pub fn source(&self) -> &Arc<dyn CertSource> {
        &self.source
    }

    /// Hosts held in the cache now (approximate, as the cache applies writes lazily).
    pub fn cached_hosts(&self) -> u64 {
        self.positive().entry_count()
    }

    /// The names of at most `limit` hosts cached now (wildcard entries included), in no
    /// order: for a successor process to load before it serves.
    pub fn cached_names(&self, limit: usize) -> Vec<HostName> {
        self.positive()
            .iter()
            .take(limit)
            .map(|(name, _)| (*name).clone())
            .collect()
    }

    /// Resolves a host name (never a wildcard) to its value.
    pub async fn resolve(&self, host: &HostName) -> Resolution<V> {
        if let Some(loaded) = self.positive().get(host).await {
            self.metrics.cache_hits.inc();
            return Resolution::Found(loaded.value);
        }
        if let Some(remembered) = self.negative().get(host).await {
            self.metrics.negative_hits.inc();
            return match remembered.value {
                Negative::Unknown => Resolution::Unknown,
                Negative::Bad(err) => Resolution::Failed(err),
            };
        }
        self.metrics.cache_misses.inc();
        let loaded = self
            .positive()
            .try_get_with_by_ref(host, self.load_host(host))
            .await;
        match loaded {
            Ok(loaded) => Resolution::Found(loaded.value),
            Err(err) => match &*err {
                LoadError::NotFound(read_at) => {
                    let unknown = Loaded {
                        value: Negative::Unknown,
                        read_at: *read_at,
                    };
                    self.negative().insert(host.clone(), unknown).await;
                    Resolution::Unknown
                }
                LoadError::Failed(err) => Resolution::Failed(err.clone()),
            },
        }
    }

    /// What the cache holds for a host now, without waiting and without asking the store:
    /// `None` when it holds nothing for the name (or could not answer at once). For a
    /// handshake that cannot wait (QUIC's, inside quinn); [`HostCache::resolve`] is the
    /// lookup that fills the cache.
    pub fn peek(&self, host: &HostName) -> Option<Resolution<V>> {
        self.peek_renewing(host).map(|(resolution, _)| resolution)
    }

    /// [`HostCache::peek`], and whether a host found is due for renewal: read more than
    /// [`RENEW_AHEAD_OF`] of the cache's TTL ago. A caller that cannot wait for the store
    /// renews it in the background ([`HostCache::renew`]), so that a host in use is never
    /// found expired, which would refuse a handshake that cannot wait.
    pub fn peek_renewing(&self, host: &HostName) -> Option<(Resolution<V>, bool)> {
        use futures_util::FutureExt as _;
        // moka's lookups are async only for their housekeeping, which a contended lock may
        // defer; a lookup that would wait counts as nothing held.
        if let Some(loaded) = self.positive().get(host).now_or_never().flatten() {
            self.metrics.cache_hits.inc();
            let ttl = self.caches.load().options.ttl;
            let due = loaded.read_at.elapsed() > ttl.mul_f64(RENEW_AHEAD_OF);
            return Some((Resolution::Found(loaded.value), due));
        }
        let remembered = self.negative().get(host).now_or_never().flatten()?;
        self.metrics.negative_hits.inc();
        let resolution = match remembered.value {
            Negative::Unknown => Resolution::Unknown,
            Negative::Bad(err) => Resolution::Failed(err),
        };
        Some((resolution, false))
    }

    /// Loads one entry into the cache and reports what happened, for preload and tests.
    pub async fn load_entry(&self, entry: &HostName) -> Result<bool, Arc<ResolveError>> {
        match self
            .positive()
            .try_get_with_by_ref(entry, self.load_exact(entry, WhenDown::AskAnyway))
            .await
        {
            Ok(_) => Ok(true),
            Err(err) => match &*err {
                LoadError::NotFound(_) => Ok(false),
                LoadError::Failed(err) => Err(err.clone()),
            },
        }
    }

    /// The host's own entry, else its wildcard's. What it answers is as old as the earliest
    /// read it rests on (the host's own, and the wildcard's, cached or read now).
    async fn load_host(&self, host: &HostName) -> Result<Loaded<V>, LoadError> {
        let exact_read_at = match self.load_exact(host, WhenDown::FailAtOnce).await {
            Err(LoadError::NotFound(read_at)) => read_at,
            other => return other,
        };
        let Some(wildcard) = host.wildcard_parent() else {
            return Err(LoadError::NotFound(exact_read_at));
        };
        let as_old = |read_at: Instant| read_at.min(exact_read_at);
        if let Some(loaded) = self.positive().get(&wildcard).await {
            return Ok(Loaded {
                read_at: as_old(loaded.read_at),
                ..loaded
            });
        }
        if let Some(remembered) = self.negative().get(&wildcard).await {
            return match remembered.value {
                Negative::Unknown => Err(LoadError::NotFound(as_old(remembered.read_at))),
                Negative::Bad(err) => Err(LoadError::Failed(err)),
            };
        }
        let loaded = self
            .positive()
            .try_get_with_by_ref(&wildcard, self.load_exact(&wildcard, WhenDown::FailAtOnce))
            .await;
        match loaded {
            Ok(loaded) => Ok(Loaded {
                read_at: as_old(loaded.read_at),
                value: loaded.value.clone(),
            }),
            Err(err) => match &*err {
                LoadError::NotFound(read_at) => {
                    let unknown = Loaded {
                        value: Negative::Unknown,
                        read_at: *read_at,
                    };
                    self.negative().insert(wildcard, unknown).await;
                    Err(LoadError::NotFound(as_old(*read_at)))
                }
                LoadError::Failed(err) => Err(LoadError::Failed(err.clone())),
            },
        }
    }

    /// Looks one entry name up in the store and validates it, noting when the read began. An
    /// entry at fault (bad material, a file that cannot be read) is logged once, counted, and
    /// remembered in the negative cache.
    async fn load_exact(
        &self,
        entry: &HostName,
        when_down: WhenDown,
    ) -> Result<Loaded<V>, LoadError> {
        let read_at = Instant::now();
        let loaded = self
            .load_validated(entry, when_down)
            .await
            .map(|value| Loaded { value, read_at });
        if let Err(LoadError::Failed(err)) = &loaded {
            if err.is_entry_fault() {
                let reason = error_chain(&**err);
                match &**err {
                    ResolveError::Material { .. } => {
                        self.metrics.bad_material.inc();
                        warn!(host = %entry, store = self.source.kind(), reason, "refusing host: bad certificate material");
                    }
                    _ => {
                        warn!(host = %entry, store = self.source.kind(), reason, "refusing host: its store entry cannot be read")
                    }
                }
                let bad = Loaded {
                    value: Negative::Bad(err.clone()),
                    read_at,
                };
                self.negative().insert(entry.clone(), bad).await;
            }
        }
        loaded
    }

    /// Looks one entry name up in the store and validates it, without side effects.
    async fn load_validated(&self, entry: &HostName, when_down: WhenDown) -> Result<V, LoadError> {
        let mut credentials = self.fetch_and_validate(entry, when_down).await;
        if let Err(LoadError::Failed(err)) = &credentials {
            if let ResolveError::Material {
                source: MaterialError::KeyMismatch { .. },
                ..
            } = &**err
            {
                // A pair is two files or two keys, written one after the other; a reader
                // between the two writes sees a mismatch that is gone a moment later.
                tokio::time::sleep(KEY_MISMATCH_RETRY).await;
                credentials = self.fetch_and_validate(entry, when_down).await;
            }
        }
        credentials.map(|(credentials, present)| {
            if let Some(watched) = &self.watched {
                // The entry is about to be cached: in-place changes to its files matter now.
                watched.watch_present(entry, &present);
            }
            (self.build)(credentials)
        })
    }

    /// The entry's credentials, and the suffixes of the files (or keys) it was read with.
    async fn fetch_and_validate(
        &self,
        entry: &HostName,
        when_down: WhenDown,
    ) -> Result<(HostCredentials, Vec<&'static str>), LoadError> {
        if when_down == WhenDown::FailAtOnce && self.health.is_down() {
            self.metrics.store_down_failures.inc();
            self.health.failed_at_once();
            return Err(LoadError::Failed(self.store_down.clone()));
        }
        let stored = self.fetch(entry).await?;
        validate_host_with(
            &stored,
            UnixTime::now(),
            &self.provider,
            self.unsealer.as_deref(),
            Some(&self.parsed),
        )
        .map(|credentials| (credentials, stored.suffixes_present()))
        .map_err(|source| {
            LoadError::Failed(Arc::new(ResolveError::Material {
                entry: entry.clone(),
                source,
            }))
        })
    }

    /// One store lookup, under its deadline. A lookup that finds the store unreachable marks it
    /// down (logged once per outage, not per lookup); one that gets an answer marks it up.
    async fn fetch(&self, entry: &HostName) -> Result<StoredHost, LoadError> {
        let seen = self.health.observe();
        // Before the lookup is sent: what it reads is at least this fresh.
        let started = Instant::now();
        self.metrics.store_lookups.inc();
        let fetched = tokio::time::timeout(self.lookup_timeout(), self.source.fetch(entry)).await;
        let elapsed = started.elapsed();
        self.metrics.store_lookup_seconds.observe(elapsed);
        let elapsed_us = elapsed.as_micros() as u64;
        let err = match fetched {
            Ok(Ok(Some(stored))) => {
                self.health.note_answer();
                self.health.answered(seen);
                debug!(host = %entry, store = self.source.kind(), elapsed_us, "loaded from store");
                return Ok(stored);
            }
            Ok(Ok(None)) => {
                self.health.note_answer();
                self.health.answered(seen);
                debug!(host = %entry, store = self.source.kind(), elapsed_us, "not in store");
                return Err(LoadError::NotFound(started));
            }
            Ok(Err(err)) => {
                self.metrics.store_errors.inc();
                err
            }
            Err(_) => {
                self.metrics.store_timeouts.inc();
                StoreError::Timeout {
                    store: self.source.describe(),
                    timeout: self.lookup_timeout(),
                }
            }
        };
        let error = error_chain(&err);
        self.health.note_failure(error.clone());
        match err.scope() {
            FailureScope::Store => {
                debug!(host = %entry, store = self.source.kind(), elapsed_us, error, "store lookup failed");
                self.health.store_unreachable(seen, &err);
            }
            // Logged once, and remembered, by `load_exact`.
            FailureScope::Entry => {
                debug!(host = %entry, store = self.source.kind(), elapsed_us, error, "store lookup failed")
            }
            // Counted above; a client can make every lookup fail this way (random names while
            // the process is out of file descriptors), so one line per interval.
            FailureScope::Lookup => match LOOKUP_FAILED_LINE.admit_now() {
                Some(suppressed) => {
                    warn!(host = %entry, store = self.source.kind(), elapsed_us, error, suppressed, "store lookup failed (one line per 10 s; tlsfront_store_errors_total counts them all)")
                }
                None => {
                    debug!(host = %entry, store = self.source.kind(), elapsed_us, error, "store lookup failed")
                }
            },
        }
        Err(LoadError::Failed(Arc::new(ResolveError::Store(err))))
    }
}

#[cfg(test)]
mod tests;
