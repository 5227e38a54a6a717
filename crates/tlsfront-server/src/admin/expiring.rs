//! Certificates that expire within [`WITHIN_DAYS`]: from the cache (every status poll, at most
//! one walk of the cache per [`CACHE_WALK_EVERY`]) and, on request, from the store (a bounded
//! scan, one at a time: `/expiring.json?from=store`).

use std::time::{Duration, Instant};

use serde::Serialize;
use tlsfront_store::error_chain;
use tlsfront_store::expiry::{expiring_by, scan_store, Expiring};
use tlsfront_store::summary::unix_to_rfc3339;

use crate::context::ServerContext;

/// The horizon the on-call person cares about: two weeks leaves time to renew by hand when
/// automation failed.
pub(crate) const WITHIN_DAYS: i64 = 14;
/// Most entries a list carries; the count says how many there are in all.
pub(crate) const LISTED: usize = 100;
/// Most store entries one scan reads: about a second or two of lookups on Redis, far less on a
/// directory. `tlsfront certs ls --expiring-within 14` reads the whole store.
pub(crate) const STORE_READ_LIMIT: u64 = 10_000;
/// Store lookups a scan has in flight at once: few, so that a scan never crowds out the
/// lookups handshakes wait for.
const SCAN_CONCURRENCY: usize = 8;
/// A scan that takes longer than this is abandoned.
pub(crate) const SCAN_DEADLINE: Duration = Duration::from_secs(30);
/// Expiry moves in days, so the cache is walked at most this often (a preloaded cache may hold
/// a million hosts).
pub(crate) const CACHE_WALK_EVERY: Duration = Duration::from_secs(30);

/// A list of certificates that expire soon, as the JSON carries it.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct ExpiringList {
    /// `cache` or `store`.
    pub from: &'static str,
    pub within_days: i64,
    /// Entries that expire within the horizon, expired ones included.
    pub count: usize,
    /// The first [`LISTED`] of them, soonest first.
    pub entries: Vec<ExpiringEntry>,
    /// For a store scan: what it read.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scan: Option<ScanFacts>,
}

#[derive(Debug, Clone, Serialize)]
pub(crate) struct ExpiringEntry {
    /// The store entry: a host, or a wildcard (`*.example.com`).
    pub name: String,
    /// RFC 3339, UTC.
    pub not_after: String,
    /// Whole days left; negative once expired.
    pub days_left: i64,
}

#[derive(Debug, Clone, Serialize)]
pub(crate) struct ScanFacts {
    /// Entries read.
    pub read: u64,
    /// Most entries one scan reads.
    pub read_limit: u64,
    /// Whether the store holds more entries than were read.
    pub truncated: bool,
    /// Entries read whose certificates could not be read (`tlsfront certs check` says why).
    pub unreadable: u64,
}

/// Why a store scan gave no list.
#[derive(Debug, thiserror::Error)]
pub(crate) enum ScanError {
    #[error("a store scan is already running; try again when it is done")]
    Busy,
    #[error("the store scan did not finish within {0:?}")]
    Timeout(Duration),
    #[error("the store could not be listed: {0}")]
    Store(String),
}

impl ExpiringList {
    /// The list of `expiring`, as of `now`.
    pub(crate) fn of(
        from: &'static str,
        expiring: &[Expiring],
        now: i64,
        scan: Option<ScanFacts>,
    ) -> Self {
        ExpiringList {
            from,
            within_days: WITHIN_DAYS,
            count: expiring.len(),
            entries: expiring
                .iter()
                .take(LISTED)
                .map(|entry| ExpiringEntry {
                    name: entry.entry.to_string(),
                    not_after: unix_to_rfc3339(entry.not_after),
                    days_left: (entry.not_after - now).div_euclid(86_400),
                })
                .collect(),
            scan,
        }
    }
}

/// The cache's hosts that expire by the horizon, each store entry once (hosts served by one
/// wildcard share its entry).
pub(crate) fn walk_cache(ctx: &ServerContext, now: i64) -> Vec<Expiring> {
    let horizon = horizon(now);
    let mut entries = Vec::new();
    ctx.hosts.for_each_cached(|_, host| {
        // Only the few that expire soon are kept, not a copy of the whole cache.
        if host.not_after <= horizon {
            entries.push((host.entry.clone(), host.not_after));
        }
    });
    expiring_by(entries, horizon)
}

/// Scans the store, bounded by [`STORE_READ_LIMIT`] and [`SCAN_DEADLINE`]. The caller holds
/// the one-scan-at-a-time lock.
pub(crate) async fn scan(ctx: &ServerContext, now: i64) -> Result<ExpiringList, ScanError> {
    let source = ctx.hosts.source().as_ref();
    let scanned = tokio::time::timeout(
        SCAN_DEADLINE,
        scan_store(source, horizon(now), STORE_READ_LIMIT, SCAN_CONCURRENCY),
    )
    .await
    .map_err(|_| ScanError::Timeout(SCAN_DEADLINE))?
    .map_err(|err| ScanError::Store(error_chain(&err)))?;
    let facts = ScanFacts {
        read: scanned.read,
        read_limit: STORE_READ_LIMIT,
        truncated: scanned.truncated,
        unreadable: scanned.unreadable,
    };
    Ok(ExpiringList::of(
        "store",
        &scanned.expiring,
        now,
        Some(facts),
    ))
}

/// The last walk of the cache, kept for [`CACHE_WALK_EVERY`].
#[derive(Debug, Default)]
pub(crate) struct CacheWalk {
    last: Option<(Instant, Vec<Expiring>)>,
}

impl CacheWalk {
    /// The expiring hosts of the cache, walking it again when the last walk is too old.
    pub(crate) fn expiring(&mut self, ctx: &ServerContext, now: i64) -> &[Expiring] {
        let fresh = self
            .last
            .as_ref()
            .is_some_and(|(at, _)| at.elapsed() < CACHE_WALK_EVERY);
        if !fresh {
            self.last = Some((Instant::now(), walk_cache(ctx, now)));
        }
        self.last.as_ref().map_or(&[], |(_, list)| list)
    }
}

fn horizon(now: i64) -> i64 {
    now + WITHIN_DAYS * 86_400
}

#[cfg(test)]
mod tests {
    use tlsfront_store::HostName;

    use super::*;

    fn names(list: &ExpiringList) -> Vec<&str> {
        list.entries.iter().map(|e| e.name.as_str()).collect()
    }

    #[test]
    fn a_list_counts_everything_and_carries_the_first_entries() {
        let now = 1_800_000_000;
        let expiring: Vec<Expiring> = (0..150)
            .map(|i| Expiring {
                entry: HostName::parse_store_name(&format!("h{i:03}.example")).unwrap(),
                not_after: now + i * 3_600,
            })
            .collect();
        let list = ExpiringList::of("cache", &expiring, now, None);
        assert_eq!(list.count, 150);
        assert_eq!(list.entries.len(), LISTED);
        assert_eq!(names(&list)[0], "h000.example");
        assert_eq!(list.entries[0].days_left, 0);
        assert_eq!(list.entries[0].not_after, "2027-01-15T08:00:00Z");
        let json = serde_json::to_string(&list).unwrap();
        assert!(!json.contains("\"scan\""), "{json}");
    }
}
