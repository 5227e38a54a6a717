//! The cache's sizes and TTLs, and changing them while the server runs (a configuration
//! reload). moka fixes a cache's capacity and TTL when it is built, so a change builds new
//! caches and swaps them in:
//!
//! - the hosts held are copied into the new positive cache, so a reload does not turn every
//!   host's next handshake into a store lookup; past a smaller capacity, the cache's own
//!   policy chooses which stay. A copied host's TTL counts from the reload.
//! - the negative cache starts empty: an unknown name is only looked up once more.
//! - a change notification that is being applied finishes before the swap (the
//!   [`HostCache::refresh`] guard), so no change is lost between the two caches.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use moka::future::Cache;
use moka::notification::RemovalCause;

use super::refresh::Loaded;
use super::{CacheOptions, HostCache, Negative};
use crate::changes::WatchedEntries;
use crate::host::HostName;

/// How many parsed chains and keys are kept for hosts' misses: as many as the hosts the cache
/// holds (a chain and a key per host at most, in the usual one-pair entry), and no more than
/// [`PARSED_CAPACITY_MAX`] when the cache holds every host (preload).
pub(super) fn parsed_capacity(options: &CacheOptions) -> usize {
    options
        .capacity
        .map_or(PARSED_CAPACITY_MAX, |capacity| {
            usize::try_from(capacity).unwrap_or(usize::MAX)
        })
        .min(PARSED_CAPACITY_MAX)
}

/// In preload mode every host is held anyway; the parsed material then only speeds up hosts
/// that share it, and this many distinct values cover the shared ones of any real fleet.
const PARSED_CAPACITY_MAX: usize = 100_000;

/// The caches in use, with the options they were built from.
pub(super) struct Caches<V> {
    pub positive: Cache<HostName, Loaded<V>>,
    pub negative: Cache<HostName, Loaded<Negative>>,
    pub options: CacheOptions,
    /// Set when these caches are replaced: their leftover evictions must not unwatch entries
    /// the new caches hold.
    retired: Arc<AtomicBool>,
}

impl<V: Clone + Send + Sync + 'static> Caches<V> {
    pub(super) fn new(options: &CacheOptions, watched: Option<&Arc<dyn WatchedEntries>>) -> Self {
        let retired = Arc::new(AtomicBool::new(false));
        let mut positive = Cache::builder()
            .time_to_live(options.ttl)
            .support_invalidation_closures();
        if let Some(watched) = watched.cloned() {
            let retired = retired.clone();
            // An entry the cache lets go (no room, or its TTL passed) needs no watching until
            // it is loaded again. Replaced and invalidated entries are being reloaded or gone.
            positive = positive.eviction_listener(move |entry: Arc<HostName>, _, cause| {
                let let_go = matches!(cause, RemovalCause::Size | RemovalCause::Expired);
                if let_go && !retired.load(Ordering::Acquire) {
                    watched.unwatch(&entry);
                }
            });
        }
        if let Some(capacity) = options.capacity {
            positive = positive.max_capacity(capacity);
        }
        let negative = Cache::builder()
            .max_capacity(options.negative_capacity)
            .time_to_live(options.negative_ttl)
            .support_invalidation_closures()
            .build();
        Caches {
            positive: positive.build(),
            negative,
            options: options.clone(),
            retired,
        }
    }
}

impl<V: Clone + Send + Sync + 'static> HostCache<V> {
    /// The sizes, TTLs and lookup deadline in force.
    pub fn options(&self) -> CacheOptions {
        self.caches.load().options.clone()
    }

    /// Applies new sizes, TTLs and lookup deadline. The hosts held stay (as many as fit), the
    /// negative cache starts empty. Does nothing when `options` are the ones in force.
    pub async fn resize(&self, options: &CacheOptions) {
        // Waits for the change notifications being applied; new ones wait for the swap.
        let _no_refresh = self.refreshing.write().await;
        let old = self.caches.load_full();
        if old.options == *options {
            return;
        }
        let new = Caches::new(options, self.watched.as_ref());
        old.retired.store(true, Ordering::Release);
        for (name, value) in old.positive.iter() {
            new.positive.insert((*name).clone(), value).await;
        }
        new.positive.run_pending_tasks().await;
        self.caches.store(Arc::new(new));
        self.health.set_probe_timeout(options.lookup_timeout);
    }

    /// The lookup deadline in force.
    pub(super) fn lookup_timeout(&self) -> Duration {
        self.caches.load().options.lookup_timeout
    }

    /// The positive cache in force (a handle: cloning a moka cache is cheap).
    pub(super) fn positive(&self) -> Cache<HostName, Loaded<V>> {
        self.caches.load().positive.clone()
    }

    /// The negative cache in force.
    pub(super) fn negative(&self) -> Cache<HostName, Loaded<Negative>> {
        self.caches.load().negative.clone()
    }
}
