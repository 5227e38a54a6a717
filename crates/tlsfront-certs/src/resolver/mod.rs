//! The per-host cache in front of a store: host name -> a value built from validated
//! credentials (the server builds its per-host TLS config).
//!
//! - A hit costs one cache lookup; nothing else happens.
//! - A miss looks the exact name up in the store, then the wildcard one label up. Concurrent
//!   misses for one name share one store lookup. Each lookup runs under a deadline.
//! - Names the store does not know, and names whose material is bad, go into a bounded,
//!   short-lived negative cache, so a flood of random names does not reach the store and a bad
//!   host is logged once per negative TTL, not once per handshake.

use std::sync::Arc;
use std::time::{Duration, Instant};

use moka::future::Cache;
use moka::notification::RemovalCause;
use rustls::crypto::CryptoProvider;
use rustls::pki_types::UnixTime;
use tracing::{debug, warn};

use crate::host::HostName;
use crate::material::{validate_host, HostCredentials, MaterialError};
use crate::metrics::CertMetrics;
use crate::seal::Unsealer;
use crate::source::{CertSource, StoreError};

/// How long to wait before reading an entry again whose key did not match its certificate.
const KEY_MISMATCH_RETRY: Duration = Duration::from_millis(20);

/// Sizes and deadlines of the cache.
#[derive(Debug, Clone)]
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

/// Why a known host cannot be served right now.
#[derive(Debug, thiserror::Error)]
pub enum ResolveError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("bad certificate material for {entry}: {source}")]
    Material {
        entry: HostName,
        #[source]
        source: MaterialError,
    },
}

impl ResolveError {
    /// `store` or `material`, for metrics and alerts.
    pub fn kind(&self) -> &'static str {
        match self {
            ResolveError::Store(StoreError::Timeout { .. }) => "store_timeout",
            ResolveError::Store(_) => "store_error",
            ResolveError::Material { .. } => "bad_material",
        }
    }
}

/// Builds the cached value from validated credentials.
pub type BuildFn<V> = dyn Fn(HostCredentials) -> V + Send + Sync;

/// Host name -> cached value, loaded from a [`CertSource`] on a miss.
pub struct CertResolver<V> {
    source: Arc<dyn CertSource>,
    build: Arc<BuildFn<V>>,
    provider: Arc<CryptoProvider>,
    unsealer: Option<Arc<Unsealer>>,
    positive: Cache<HostName, V>,
    negative: Cache<HostName, Negative>,
    lookup_timeout: Duration,
    metrics: Arc<CertMetrics>,
}

#[derive(Debug, Clone)]
enum Negative {
    Unknown,
    Bad(Arc<ResolveError>),
}

#[derive(Debug)]
enum LoadError {
    NotFound,
    Failed(Arc<ResolveError>),
}

impl<V: Clone + Send + Sync + 'static> CertResolver<V> {
    pub fn new(
        source: Arc<dyn CertSource>,
        options: &CacheOptions,
        provider: Arc<CryptoProvider>,
        unsealer: Option<Arc<Unsealer>>,
        build: Arc<BuildFn<V>>,
    ) -> Self {
        // An entry the cache lets go (no room, or its TTL passed) needs no watching until it is
        // loaded again. Replaced and invalidated entries are being reloaded or are gone.
        let watched = source.clone();
        let mut positive = Cache::builder()
            .time_to_live(options.ttl)
            .support_invalidation_closures()
            .eviction_listener(move |entry: Arc<HostName>, _, cause| {
                if matches!(cause, RemovalCause::Size | RemovalCause::Expired) {
                    watched.unwatch_entry(&entry);
                }
            });
        if let Some(capacity) = options.capacity {
            positive = positive.max_capacity(capacity);
        }
        let negative = Cache::builder()
            .max_capacity(options.negative_capacity)
            .time_to_live(options.negative_ttl)
            .support_invalidation_closures()
            .build();
        CertResolver {
            source,
            build,
            provider,
            unsealer,
            positive: positive.build(),
            negative,
            lookup_timeout: options.lookup_timeout,
            metrics: Arc::new(CertMetrics::default()),
        }
    }

    pub fn metrics(&self) -> &Arc<CertMetrics> {
        &self.metrics
    }

    pub fn source(&self) -> &Arc<dyn CertSource> {
        &self.source
    }

    /// Hosts held in the cache now (approximate, as the cache applies writes lazily).
    pub fn cached_hosts(&self) -> u64 {
        self.positive.entry_count()
    }

    /// Resolves a host name (never a wildcard) to its value.
    pub async fn resolve(&self, host: &HostName) -> Resolution<V> {
        if let Some(value) = self.positive.get(host).await {
            self.metrics.cache_hits.inc();
            return Resolution::Found(value);
        }
        if let Some(negative) = self.negative.get(host).await {
            self.metrics.negative_hits.inc();
            return match negative {
                Negative::Unknown => Resolution::Unknown,
                Negative::Bad(err) => Resolution::Failed(err),
            };
        }
        self.metrics.cache_misses.inc();
        let loaded = self
            .positive
            .try_get_with_by_ref(host, self.load_host(host))
            .await;
        match loaded {
            Ok(value) => Resolution::Found(value),
            Err(err) => match &*err {
                LoadError::NotFound => {
                    self.negative.insert(host.clone(), Negative::Unknown).await;
                    Resolution::Unknown
                }
                LoadError::Failed(err) => Resolution::Failed(err.clone()),
            },
        }
    }

    /// Applies a change to a store entry. Hosts nobody has asked for yet are simply forgotten
    /// (negative entries included), so the next handshake reads the store. A cached entry is
    /// reloaded at once instead, and the old config is kept when the new material is bad or
    /// the store fails: a renewal written in two steps (the key, then the certificate, as
    /// `redis-cli SET` or a file copy does) or a broken upload never takes a working host
    /// down. A removed entry is forgotten.
    pub async fn refresh(&self, entry: &HostName) {
        self.negative.invalidate(entry).await;
        if entry.is_wildcard() {
            // Hosts served by the wildcard hold its config under their own names; they resolve
            // again and find the wildcard's fresh entry.
            self.forget_covered(entry);
        }
        if !self.positive.contains_key(entry) {
            return;
        }
        match self.load_validated(entry).await {
            Ok(value) => {
                self.positive.insert(entry.clone(), value).await;
                debug!(%entry, "store entry changed; reloaded");
            }
            Err(LoadError::NotFound) => {
                self.positive.invalidate(entry).await;
                debug!(%entry, "store entry removed; forgotten");
            }
            Err(LoadError::Failed(err)) => {
                if let ResolveError::Material { .. } = &*err {
                    self.metrics.bad_material.inc();
                }
                warn!(host = %entry, store = self.source.kind(), reason = %err, "store entry changed, but the new material is refused; still serving the previous certificate");
            }
        }
    }

    /// Forgets what the cache holds for a store entry. For a wildcard entry, the hosts it
    /// served are forgotten too.
    pub async fn invalidate(&self, entry: &HostName) {
        self.positive.invalidate(entry).await;
        self.negative.invalidate(entry).await;
        if entry.is_wildcard() {
            self.forget_covered(entry);
        }
    }

    fn forget_covered(&self, wildcard: &HostName) {
        let wildcard = wildcard.clone();
        let covered = move |host: &HostName| wildcard.wildcard_covers(host);
        let covered_too = covered.clone();
        // Only fails when closures are not enabled, and both caches enable them.
        let _ = self
            .positive
            .invalidate_entries_if(move |host, _| covered(host));
        let _ = self
            .negative
            .invalidate_entries_if(move |host, _| covered_too(host));
    }

    /// After changes may have been missed: forgets every unknown or bad name, and returns the
    /// entries cached now, for the caller to [`refresh`](Self::refresh) each. Reloading keeps
    /// every host served meanwhile (and a preloaded cache whole), where forgetting everything
    /// would turn the next handshake of every host into a miss.
    pub fn resync(&self) -> Vec<HostName> {
        self.negative.invalidate_all();
        self.positive
            .iter()
            .map(|(name, _)| (*name).clone())
            .collect()
    }

    /// Loads one entry into the cache and reports what happened, for preload and tests.
    pub async fn load_entry(&self, entry: &HostName) -> Result<bool, Arc<ResolveError>> {
        match self
            .positive
            .try_get_with_by_ref(entry, self.load_exact(entry))
            .await
        {
            Ok(_) => Ok(true),
            Err(err) => match &*err {
                LoadError::NotFound => Ok(false),
                LoadError::Failed(err) => Err(err.clone()),
            },
        }
    }

    async fn load_host(&self, host: &HostName) -> Result<V, LoadError> {
        match self.load_exact(host).await {
            Err(LoadError::NotFound) => {}
            other => return other,
        }
        let Some(wildcard) = host.wildcard_parent() else {
            return Err(LoadError::NotFound);
        };
        if let Some(value) = self.positive.get(&wildcard).await {
            return Ok(value);
        }
        if let Some(negative) = self.negative.get(&wildcard).await {
            return match negative {
                Negative::Unknown => Err(LoadError::NotFound),
                Negative::Bad(err) => Err(LoadError::Failed(err)),
            };
        }
        let loaded = self
            .positive
            .try_get_with_by_ref(&wildcard, self.load_exact(&wildcard))
            .await;
        match loaded {
            Ok(value) => Ok(value),
            Err(err) => match &*err {
                LoadError::NotFound => {
                    self.negative.insert(wildcard, Negative::Unknown).await;
                    Err(LoadError::NotFound)
                }
                LoadError::Failed(err) => Err(LoadError::Failed(err.clone())),
            },
        }
    }

    /// Looks one entry name up in the store and validates it; bad material is logged once,
    /// counted, and remembered in the negative cache.
    async fn load_exact(&self, entry: &HostName) -> Result<V, LoadError> {
        let loaded = self.load_validated(entry).await;
        if let Err(LoadError::Failed(err)) = &loaded {
            if let ResolveError::Material { .. } = &**err {
                self.metrics.bad_material.inc();
                warn!(host = %entry, store = self.source.kind(), reason = %err, "refusing host: bad certificate material");
                self.negative
                    .insert(entry.clone(), Negative::Bad(err.clone()))
                    .await;
            }
        }
        loaded
    }

    /// Looks one entry name up in the store and validates it, without side effects.
    async fn load_validated(&self, entry: &HostName) -> Result<V, LoadError> {
        let mut credentials = self.fetch_and_validate(entry).await;
        if let Err(LoadError::Failed(err)) = &credentials {
            if let ResolveError::Material {
                source: MaterialError::KeyMismatch { .. },
                ..
            } = &**err
            {
                // A pair is two files or two keys, written one after the other; a reader
                // between the two writes sees a mismatch that is gone a moment later.
                tokio::time::sleep(KEY_MISMATCH_RETRY).await;
                credentials = self.fetch_and_validate(entry).await;
            }
        }
        credentials.map(|credentials| {
            // The entry is about to be cached: in-place changes to its files matter now.
            self.source.watch_entry(entry);
            (self.build)(credentials)
        })
    }

    async fn fetch_and_validate(&self, entry: &HostName) -> Result<HostCredentials, LoadError> {
        let started = Instant::now();
        self.metrics.store_lookups.inc();
        let fetched = tokio::time::timeout(self.lookup_timeout, self.source.fetch(entry)).await;
        let elapsed = started.elapsed();
        self.metrics.store_lookup_seconds.observe(elapsed);
        let stored = match fetched {
            Ok(Ok(Some(stored))) => stored,
            Ok(Ok(None)) => {
                debug!(host = %entry, store = self.source.kind(), elapsed_us = elapsed.as_micros() as u64, "not in store");
                return Err(LoadError::NotFound);
            }
            Ok(Err(err)) => {
                self.metrics.store_errors.inc();
                warn!(host = %entry, store = self.source.kind(), error = %err, "store lookup failed");
                return Err(LoadError::Failed(Arc::new(ResolveError::Store(err))));
            }
            Err(_) => {
                self.metrics.store_timeouts.inc();
                let err = StoreError::Timeout {
                    store: self.source.describe(),
                    timeout: self.lookup_timeout,
                };
                warn!(host = %entry, store = self.source.kind(), error = %err, "store lookup timed out");
                return Err(LoadError::Failed(Arc::new(ResolveError::Store(err))));
            }
        };
        debug!(host = %entry, store = self.source.kind(), elapsed_us = elapsed.as_micros() as u64, "loaded from store");
        validate_host(
            &stored,
            UnixTime::now(),
            &self.provider,
            self.unsealer.as_deref(),
        )
        .map_err(|source| {
            LoadError::Failed(Arc::new(ResolveError::Material {
                entry: entry.clone(),
                source,
            }))
        })
    }
}

#[cfg(test)]
mod tests;
