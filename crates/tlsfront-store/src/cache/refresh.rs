//! Applying the store's changes to the cache: one entry reloaded or forgotten, and after changes
//! may have been missed, every entry read before then read again.

use std::time::Instant;

use tracing::{debug, warn};

use super::{HostCache, LoadError, ResolveError, WhenDown};
use crate::error_chain::error_chain;
use crate::host::HostName;

/// A cached value (or a remembered unknown or bad name), and when the store read it came from
/// began: after a change feed's "changes may have been missed", only what was read before the
/// feed could see changes is read again (or forgotten).
#[derive(Clone)]
pub(super) struct Loaded<V> {
    pub value: V,
    pub read_at: Instant,
}

impl<V: Clone + Send + Sync + 'static> HostCache<V> {
    /// Applies a change to a store entry. Hosts nobody has asked for yet are simply forgotten
    /// (negative entries included), so the next handshake reads the store. A cached entry is
    /// reloaded at once instead, and the old config is kept when the new material is bad or
    /// the store fails: a renewal written in two steps (the key, then the certificate, as
    /// `redis-cli SET` or a file copy does) or a broken upload never takes a working host
    /// down. A removed entry is forgotten.
    pub async fn refresh(&self, entry: &HostName) {
        let _not_resizing = self.refreshing.read().await;
        self.negative().invalidate(entry).await;
        if entry.is_wildcard() {
            // Hosts served by the wildcard hold its config under their own names; they resolve
            // again and find the wildcard's fresh entry.
            self.forget_covered(entry);
        }
        if !self.positive().contains_key(entry) {
            return;
        }
        if let Some(watched) = &self.watched {
            // The entry's files as they are now, watched before they are read: a file it gained
            // since it was cached (a new `.site`, created empty and then written) reports its
            // next write even when this reload is refused and the old config stays.
            watched.watch(entry);
        }
        let read_at = Instant::now();
        match self.load_validated(entry, WhenDown::AskAnyway).await {
            Ok(value) => {
                let loaded = Loaded { value, read_at };
                self.positive().insert(entry.clone(), loaded).await;
                debug!(%entry, "store entry changed; reloaded");
            }
            Err(LoadError::NotFound(_)) => {
                self.positive().invalidate(entry).await;
                if let Some(watched) = &self.watched {
                    watched.unwatch(entry);
                }
                debug!(%entry, "store entry removed; forgotten");
            }
            Err(LoadError::Failed(err)) if err.is_store_outage() => {
                debug!(host = %entry, store = self.source.kind(), reason = %error_chain(&*err), "store entry changed, but the store does not answer; still serving the previous certificate");
            }
            Err(LoadError::Failed(err)) => {
                if let ResolveError::Material { .. } = &*err {
                    self.metrics.bad_material.inc();
                }
                warn!(host = %entry, store = self.source.kind(), reason = %error_chain(&*err), "store entry changed, but the new material is refused; still serving the previous certificate");
            }
        }
    }

    /// Reads a cached host again, its own entry else its wildcard's (whose cached entry is
    /// renewed too), and caches what it reads with its TTL restarted. When the store fails,
    /// the cached config stays until it expires, as without renewal; a host the store no
    /// longer has is forgotten. For hosts found due by [`HostCache::peek_renewing`].
    pub async fn renew(&self, host: &HostName) {
        let _not_resizing = self.refreshing.read().await;
        // Every read below begins after this: what is cached is at least this fresh.
        let read_at = Instant::now();
        let loaded = match self.load_exact(host, WhenDown::FailAtOnce).await {
            Err(LoadError::NotFound(when)) => match host.wildcard_parent() {
                Some(wildcard) => {
                    let loaded = self.load_exact(&wildcard, WhenDown::FailAtOnce).await;
                    if let Ok(loaded) = &loaded {
                        self.positive().insert(wildcard, loaded.clone()).await;
                    }
                    loaded
                }
                None => Err(LoadError::NotFound(when)),
            },
            other => other,
        };
        match loaded {
            Ok(loaded) => {
                let renewed = Loaded {
                    value: loaded.value,
                    read_at,
                };
                self.positive().insert(host.clone(), renewed).await;
            }
            Err(LoadError::NotFound(_)) => self.positive().invalidate(host).await,
            Err(LoadError::Failed(err)) => {
                debug!(%host, reason = %error_chain(&*err), "cannot renew a cached host; it expires at its TTL");
            }
        }
    }

    fn forget_covered(&self, wildcard: &HostName) {
        let wildcard = wildcard.clone();
        let covered = move |host: &HostName| wildcard.wildcard_covers(host);
        let covered_too = covered.clone();
        // Only fails when closures are not enabled, and both caches enable them.
        let _ = self
            .positive()
            .invalidate_entries_if(move |host, _| covered(host));
        let _ = self
            .negative()
            .invalidate_entries_if(move |host, _| covered_too(host));
    }

    /// After changes may have been missed before `missed_before` (the moment the change feed
    /// noted, [`crate::FeedState::missed_before`]): forgets every unknown or bad name read
    /// before that moment, and returns the entries cached now that were read before it, for
    /// the caller to [`refresh`](Self::refresh) each. One read since is up to date: the feed
    /// reports any later change. Reloading keeps every host served meanwhile (and a preloaded
    /// cache whole), where forgetting everything would turn the next handshake of every host
    /// into a miss.
    pub fn resync(&self, missed_before: Instant) -> Vec<HostName> {
        // Only fails when closures are not enabled, and the negative cache enables them.
        let _ = self
            .negative()
            .invalidate_entries_if(move |_, remembered| remembered.read_at < missed_before);
        self.positive()
            .iter()
            .filter(|(_, loaded)| loaded.read_at < missed_before)
            .map(|(name, _)| (*name).clone())
            .collect()
    }
}
