//! Which certificates expire soon: the per-entry facts `tlsfront certs ls` prints, the list the
//! status page shows from the cache, and the bounded store scan it runs on request. Only
//! certificates are read here; keys are fetched with them (a lookup returns the whole entry) but
//! never looked at.

use std::collections::HashMap;

use futures_util::StreamExt;

use crate::host::HostName;
use crate::material::{KeyKind, StoredHost};
use crate::source::{CertSource, StoreError};
use crate::write::leaf_summary;

/// An entry's key types and earliest expiry, as far as its certificates parse.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EntryExpiry {
    /// The key types of the pairs whose certificate parses, ECDSA first, each once.
    pub kinds: Vec<KeyKind>,
    /// The earliest `not_after` (Unix seconds) of those pairs; `None` when none parses.
    pub earliest_not_after: Option<i64>,
}

impl EntryExpiry {
    /// Reads the leaf certificate of each of the entry's pairs.
    pub fn of(stored: &StoredHost) -> Self {
        let mut expiry = EntryExpiry::default();
        for pair in &stored.pairs {
            let Some(summary) = leaf_summary(&pair.cert_pem) else {
                continue;
            };
            if !expiry.kinds.contains(&summary.key_kind) {
                expiry.kinds.push(summary.key_kind);
            }
            expiry.earliest_not_after = Some(
                expiry
                    .earliest_not_after
                    .map_or(summary.not_after, |earliest| {
                        earliest.min(summary.not_after)
                    }),
            );
        }
        // ECDSA before RSA, whatever the slots.
        expiry.kinds.sort_by_key(|kind| *kind == KeyKind::Rsa);
        expiry
    }
}

/// One store entry whose first certificate to expire does so by the horizon.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expiring {
    pub entry: HostName,
    /// Unix seconds.
    pub not_after: i64,
}

/// The entries among `entries` (entry name, earliest expiry) that expire by `horizon` (Unix
/// seconds; entries already expired included), each once, soonest first.
pub fn expiring_by(
    entries: impl IntoIterator<Item = (HostName, i64)>,
    horizon: i64,
) -> Vec<Expiring> {
    let mut soonest: HashMap<HostName, i64> = HashMap::new();
    for (entry, not_after) in entries {
        if not_after > horizon {
            continue;
        }
        soonest
            .entry(entry)
            .and_modify(|earliest| *earliest = (*earliest).min(not_after))
            .or_insert(not_after);
    }
    let mut expiring: Vec<Expiring> = soonest
        .into_iter()
        .map(|(entry, not_after)| Expiring { entry, not_after })
        .collect();
    expiring.sort_by(|a, b| (a.not_after, a.entry.as_str()).cmp(&(b.not_after, b.entry.as_str())));
    expiring
}

/// What a bounded scan of the store found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StoreScan {
    /// Entries read: at most the scan's limit.
    pub read: u64,
    /// Whether the store lists more entries than the limit let the scan read.
    pub truncated: bool,
    /// Entries read whose lookup failed or whose certificates do not parse (`tlsfront certs
    /// check` says why).
    pub unreadable: u64,
    /// Entries read that expire by the horizon, soonest first.
    pub expiring: Vec<Expiring>,
}

/// Reads at most `limit` entries of the store, `concurrency` lookups at a time, and reports
/// those whose first certificate to expire does so by `horizon` (Unix seconds). Fails only
/// when the listing itself fails; an entry that cannot be read is counted as unreadable.
pub async fn scan_store(
    source: &dyn CertSource,
    horizon: i64,
    limit: u64,
    concurrency: usize,
) -> Result<StoreScan, StoreError> {
    let limit = usize::try_from(limit).unwrap_or(usize::MAX);
    // One name past the limit is listed, never fetched: it tells that the store holds more.
    let mut lookups = source
        .list()
        .take(limit.saturating_add(1))
        .enumerate()
        .map(|(index, name)| async move {
            let name = name?;
            if index >= limit {
                return Ok::<_, StoreError>(Looked::PastLimit);
            }
            Ok(match source.fetch(&name).await {
                Ok(Some(stored)) => Looked::Read(name, EntryExpiry::of(&stored)),
                // Removed between the listing and the lookup.
                Ok(None) => Looked::Gone,
                Err(_) => Looked::Unreadable,
            })
        })
        .buffer_unordered(concurrency.max(1));
    let mut scan = StoreScan::default();
    let mut read = Vec::new();
    while let Some(looked) = lookups.next().await {
        match looked? {
            Looked::Read(name, expiry) => {
                scan.read += 1;
                match expiry.earliest_not_after {
                    Some(not_after) => read.push((name, not_after)),
                    None => scan.unreadable += 1,
                }
            }
            Looked::Unreadable => {
                scan.read += 1;
                scan.unreadable += 1;
            }
            Looked::Gone => {}
            Looked::PastLimit => scan.truncated = true,
        }
    }
    scan.expiring = expiring_by(read, horizon);
    Ok(scan)
}

enum Looked {
    Read(HostName, EntryExpiry),
    Unreadable,
    Gone,
    PastLimit,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(text: &str) -> HostName {
        HostName::parse_store_name(text).unwrap()
    }

    #[test]
    fn lists_each_entry_once_soonest_first_within_the_horizon() {
        let entries = [
            (name("late.example"), 900),
            (name("b.example"), 100),
            (name("a.example"), 100),
            (name("*.w.example"), 300),
            (name("*.w.example"), 200),
            (name("expired.example"), -5),
        ];
        let expiring = expiring_by(entries, 500);
        let listed: Vec<(&str, i64)> = expiring
            .iter()
            .map(|e| (e.entry.as_str(), e.not_after))
            .collect();
        assert_eq!(
            listed,
            [
                ("expired.example", -5),
                ("a.example", 100),
                ("b.example", 100),
                ("*.w.example", 200)
            ]
        );
    }
}
