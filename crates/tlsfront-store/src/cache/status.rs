//! What the status page asks of the cache: the store's health as the cache has seen it, how
//! full the cache is, and what it holds. Nothing here runs on the handshake path.

use super::HostCache;
use crate::host::HostName;

/// The store, as the cache's lookups have found it.
#[derive(Debug, Clone)]
pub struct StoreStatus {
    /// `dir` or `redis`.
    pub kind: &'static str,
    /// The store's description: never a password ([`crate::CertSource::describe`]).
    pub description: String,
    /// False from a lookup that found the store unreachable until it answers again.
    pub up: bool,
    /// Unix seconds of the last lookup or probe the store answered (found or not).
    pub last_answer_unix: Option<u64>,
    /// Unix seconds of the last lookup or probe that failed, and why.
    pub last_failure_unix: Option<u64>,
    pub last_error: Option<String>,
}

impl<V: Clone + Send + Sync + 'static> HostCache<V> {
    /// The store's health as the cache's lookups and probes have seen it.
    pub fn store_status(&self) -> StoreStatus {
        let last = self.health.last_reads();
        StoreStatus {
            kind: self.source.kind(),
            description: self.source.describe(),
            up: !self.health.is_down(),
            last_answer_unix: last.answered_at,
            last_failure_unix: last.failed_at,
            last_error: last.error,
        }
    }

    /// Applies the cache's pending bookkeeping (the cache counts inserts lazily), so that
    /// [`cached_hosts`](Self::cached_hosts) counts every host loaded by now: the status page
    /// and `/metrics` then agree with each other, and with what was served.
    pub async fn settle(&self) {
        self.positive().run_pending_tasks().await;
    }

    /// Most hosts held at once, as the options in force say; `None` when unbounded (preload).
    pub fn capacity(&self) -> Option<u64> {
        self.options().capacity
    }

    /// Calls `visit` with every host cached now and its value. A host served by a wildcard
    /// entry is cached under its own name and holds the wildcard's value, so a value can come
    /// more than once. This walks the whole cache (up to its capacity): for the status page,
    /// never for a handshake.
    pub fn for_each_cached(&self, mut visit: impl FnMut(&HostName, &V)) {
        for (name, loaded) in self.positive().iter() {
            visit(&name, &loaded.value);
        }
    }
}
