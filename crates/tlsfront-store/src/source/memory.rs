//! A store held in memory, for unit tests of whatever uses a store (the host cache, on-demand
//! issuance): every role, kept within the process as the directory store keeps its locks and
//! counters, with faults to inject (a delay before each answer, a switch that makes it
//! unreachable) and counts of what it was asked. Not a store to serve from: nothing persists,
//! and it has no change feed.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use async_trait::async_trait;
use futures_util::stream::{self, BoxStream, StreamExt};

use super::local::LocalCoordination;
use super::records::{check_segment, Record, RecordKind};
use super::{
    CertSource, HostWrites, Locks, Records, SiteEntries, StapleWrites, StoreError, WindowCounters,
    WindowCounts,
};
use crate::host::HostName;
use crate::material::{Slot, StoredHost, StoredPair, StoredStaple};
use crate::site::SiteEntry;

/// A store in memory. `Default` is an empty, reachable store that answers at once.
#[derive(Debug, Default)]
pub struct MemoryStore {
    pairs: Mutex<HashMap<HostName, Vec<StoredPair>>>,
    sites: Mutex<HashMap<HostName, Vec<u8>>>,
    staples: Mutex<HashMap<HostName, Vec<StoredStaple>>>,
    /// By record path.
    records: Mutex<HashMap<String, StoredRecord>>,
    local: LocalCoordination,
    lookups: Mutex<HashMap<HostName, usize>>,
    total_lookups: AtomicUsize,
    checks: AtomicUsize,
    delay: Mutex<Duration>,
    unreachable: AtomicBool,
}

/// A record's value, and when it expires.
type StoredRecord = (Vec<u8>, Option<Instant>);

/// A lock on test state: a test that panicked while holding it left nothing half-written.
fn held<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl MemoryStore {
    /// Puts an entry whole (its pairs and site entry), replacing any earlier one.
    pub fn set(&self, host: StoredHost) {
        held(&self.pairs).insert(host.name.clone(), host.pairs);
        held(&self.staples).insert(host.name.clone(), host.staples);
        match host.site {
            Some(site) => held(&self.sites).insert(host.name, site),
            None => held(&self.sites).remove(&host.name),
        };
    }

    /// Removes an entry's pairs and site entry.
    pub fn remove_entry(&self, name: &HostName) {
        held(&self.pairs).remove(name);
        held(&self.sites).remove(name);
        held(&self.staples).remove(name);
    }

    /// While set, every operation fails as an unreachable Redis does.
    pub fn set_unreachable(&self, unreachable: bool) {
        self.unreachable.store(unreachable, Ordering::SeqCst);
    }

    /// How long every lookup and check waits before it answers.
    pub fn set_delay(&self, delay: Duration) {
        *held(&self.delay) = delay;
    }

    /// What an unreachable store answers: a failed command, as Redis gives when it is gone.
    pub fn outage() -> StoreError {
        StoreError::Redis {
            store: "memory".into(),
            op: "MGET",
            source: ::redis::RedisError::from((::redis::ErrorKind::Io, "connection refused")),
        }
    }

    /// Lookups (`fetch`) of one entry name (`*.example.com` for a wildcard) so far.
    pub fn lookups_of(&self, name: &str) -> usize {
        let Ok(name) = HostName::parse_store_name(name) else {
            return 0;
        };
        held(&self.lookups).get(&name).copied().unwrap_or(0)
    }

    /// Lookups of every name so far.
    pub fn total_lookups(&self) -> usize {
        self.total_lookups.load(Ordering::SeqCst)
    }

    /// `check`s so far.
    pub fn checks(&self) -> usize {
        self.checks.load(Ordering::SeqCst)
    }

    async fn answer(&self) -> Result<(), StoreError> {
        let delay = *held(&self.delay);
        if !delay.is_zero() {
            tokio::time::sleep(delay).await;
        }
        self.reachable()
    }

    fn reachable(&self) -> Result<(), StoreError> {
        match self.unreachable.load(Ordering::SeqCst) {
            true => Err(Self::outage()),
            false => Ok(()),
        }
    }
}

#[async_trait]
impl CertSource for MemoryStore {
    fn describe(&self) -> String {
        "memory".into()
    }

    fn kind(&self) -> &'static str {
        "memory"
    }

    async fn fetch(&self, name: &HostName) -> Result<Option<StoredHost>, StoreError> {
        *held(&self.lookups).entry(name.clone()).or_default() += 1;
        self.total_lookups.fetch_add(1, Ordering::SeqCst);
        self.answer().await?;
        let Some(pairs) = held(&self.pairs).get(name).cloned() else {
            return Ok(None);
        };
        Ok(Some(StoredHost {
            name: name.clone(),
            pairs,
            site: held(&self.sites).get(name).cloned(),
            staples: held(&self.staples).get(name).cloned().unwrap_or_default(),
        }))
    }

    fn list(&self) -> BoxStream<'_, Result<HostName, StoreError>> {
        let names: Vec<_> = held(&self.pairs).keys().cloned().collect();
        stream::iter(names.into_iter().map(Ok)).boxed()
    }

    async fn check(&self) -> Result<(), StoreError> {
        self.checks.fetch_add(1, Ordering::SeqCst);
        self.answer().await
    }
}

#[async_trait]
impl HostWrites for MemoryStore {
    async fn put(
        &self,
        name: &HostName,
        pair: &StoredPair,
        clear: &[Slot],
    ) -> Result<(), StoreError> {
        self.reachable()?;
        let mut pairs = held(&self.pairs);
        let entry = pairs.entry(name.clone()).or_default();
        entry.retain(|stored| stored.slot != pair.slot && !clear.contains(&stored.slot));
        entry.push(pair.clone());
        drop(pairs);
        held(&self.staples)
            .entry(name.clone())
            .or_default()
            .retain(|staple| staple.slot != pair.slot && !clear.contains(&staple.slot));
        Ok(())
    }

    async fn remove(&self, name: &HostName) -> Result<bool, StoreError> {
        self.reachable()?;
        let had_pairs = held(&self.pairs).remove(name).is_some();
        let had_site = held(&self.sites).remove(name).is_some();
        held(&self.staples).remove(name);
        Ok(had_pairs || had_site)
    }
}

#[async_trait]
impl StapleWrites for MemoryStore {
    async fn put_staple(&self, name: &HostName, slot: Slot, der: &[u8]) -> Result<(), StoreError> {
        self.reachable()?;
        let mut staples = held(&self.staples);
        let entry = staples.entry(name.clone()).or_default();
        entry.retain(|staple| staple.slot != slot);
        entry.push(StoredStaple {
            slot,
            der: der.to_vec(),
        });
        Ok(())
    }
}

#[async_trait]
impl SiteEntries for MemoryStore {
    async fn fetch_site(&self, name: &HostName) -> Result<Option<Vec<u8>>, StoreError> {
        self.reachable()?;
        Ok(held(&self.sites).get(name).cloned())
    }

    async fn put_site(&self, name: &HostName, site: &SiteEntry) -> Result<(), StoreError> {
        self.reachable()?;
        held(&self.sites).insert(name.clone(), site.to_toml().into_bytes());
        Ok(())
    }

    async fn remove_site(&self, name: &HostName) -> Result<bool, StoreError> {
        self.reachable()?;
        Ok(held(&self.sites).remove(name).is_some())
    }

    fn list_sites(&self) -> BoxStream<'_, Result<HostName, StoreError>> {
        let names: Vec<_> = held(&self.sites).keys().cloned().collect();
        stream::iter(names.into_iter().map(Ok)).boxed()
    }
}

#[async_trait]
impl Records for MemoryStore {
    async fn fetch_record(&self, record: &Record) -> Result<Option<Vec<u8>>, StoreError> {
        self.reachable()?;
        let mut records = held(&self.records);
        let path = record.path();
        let expired = (records.get(&path))
            .is_some_and(|(_, until)| until.is_some_and(|until| until <= Instant::now()));
        if expired {
            records.remove(&path);
        }
        Ok(records.get(&path).map(|(value, _)| value.clone()))
    }

    async fn put_record(
        &self,
        record: &Record,
        value: &[u8],
        lifetime: Option<Duration>,
    ) -> Result<(), StoreError> {
        self.reachable()?;
        let until = lifetime.map(|lifetime| Instant::now() + lifetime);
        held(&self.records).insert(record.path(), (value.to_vec(), until));
        Ok(())
    }

    async fn remove_record(&self, record: &Record) -> Result<bool, StoreError> {
        self.reachable()?;
        Ok(held(&self.records).remove(&record.path()).is_some())
    }

    fn list_records(&self, kind: RecordKind) -> BoxStream<'_, Result<String, StoreError>> {
        let names: Vec<_> = (held(&self.records).keys())
            .filter_map(|path| Record::from_path(path))
            .filter(|record| record.kind() == kind)
            .map(|record| Ok(record.name().to_owned()))
            .collect();
        stream::iter(names).boxed()
    }
}

#[async_trait]
impl Locks for MemoryStore {
    async fn try_lock(&self, name: &str, token: &str, lease: Duration) -> Result<bool, StoreError> {
        self.reachable()?;
        Ok(self.local.try_lock(name, token, lease))
    }

    async fn extend_lock(
        &self,
        name: &str,
        token: &str,
        lease: Duration,
    ) -> Result<bool, StoreError> {
        self.reachable()?;
        Ok(self.local.extend_lock(name, token, lease))
    }

    async fn unlock(&self, name: &str, token: &str) -> Result<(), StoreError> {
        self.reachable()?;
        self.local.unlock(name, token);
        Ok(())
    }

    fn shared_by_fleet(&self) -> bool {
        false
    }
}

#[async_trait]
impl WindowCounters for MemoryStore {
    async fn count_in_window(&self, name: &str, window: Duration) -> Result<u64, StoreError> {
        self.reachable()?;
        check_segment(name)?;
        Ok(self.local.count_in_window(name, window))
    }

    async fn add_in_window(
        &self,
        name: &str,
        n: u64,
        window: Duration,
    ) -> Result<WindowCounts, StoreError> {
        self.reachable()?;
        check_segment(name)?;
        Ok(self.local.add_in_window(name, n, window))
    }
}
