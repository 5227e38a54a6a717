//! The store as its users other than the host cache reach it: through the same health the
//! cache keeps ([`StoreHealth`]).
//!
//! How they share it: the server makes one [`StoreHealth`] for its store, gives it to the host
//! cache (which keeps it with its lookups and probes), and hands every other user (the fleet's
//! ticket keys, on-demand issuance's gate, locks, counters and records) the store wrapped by
//! [`StoreHealth::follow`]. Through the wrapper:
//!
//! - while the health says the store is down, a call fails at once with [`StoreError::Down`]
//!   and is not sent: nobody waits a reply deadline for a store already known to be gone;
//! - a call that finds the store unreachable (an error of [`FailureScope::Store`]) moves the
//!   health down, which reports the outage (once, whoever found it) and probes until the store
//!   answers; the caller only logs its own failure at debug;
//! - an answer ends nothing by itself (a call is not sent while the store is down): the probe,
//!   or a lookup the cache sends anyway, finds the store back;
//! - answers and failures are noted for the status page, as the cache's lookups are.

use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use futures_util::stream::{self, BoxStream, StreamExt};

use super::StoreHealth;
use crate::error_chain::error_chain;
use crate::host::HostName;
use crate::material::{Slot, StoredHost, StoredPair};
use crate::site::SiteEntry;
use crate::source::{
    CertSource, CertStore, FailureScope, Record, RecordKind, StoreError, Unstorable, WindowCounts,
};
use crate::source::{HostWrites, Locks, Records, SiteEntries, StapleWrites, WindowCounters};

impl StoreHealth {
    /// `store` (the store this health watches), as a user other than the host cache should
    /// reach it: its calls fail at once while the store is down, and one that finds the store
    /// unreachable marks it down for everyone.
    pub fn follow(self: &Arc<Self>, store: Arc<dyn CertStore>) -> Arc<dyn CertStore> {
        Arc::new(FollowingHealth {
            store,
            health: self.clone(),
        })
    }
}

/// A store whose every call first asks the shared health.
#[derive(Debug)]
struct FollowingHealth {
    store: Arc<dyn CertStore>,
    health: Arc<StoreHealth>,
}

impl FollowingHealth {
    /// Runs one call to the store, unless the store is known to be down; a call that finds it
    /// unreachable tells the health.
    async fn call<T>(
        &self,
        call: impl std::future::Future<Output = Result<T, StoreError>>,
    ) -> Result<T, StoreError> {
        let seen = self.health.observe();
        if self.health.is_down() {
            return Err(self.down());
        }
        let result = call.await;
        match &result {
            Ok(_) => self.health.note_answer(),
            Err(err) => {
                // The status page's last answer and failure are the store's, whoever met them.
                self.health.note_failure(error_chain(err));
                if err.scope() == FailureScope::Store {
                    self.health.store_unreachable(seen, err);
                }
            }
        }
        result
    }

    fn down(&self) -> StoreError {
        StoreError::Down {
            store: self.store.describe(),
        }
    }

    /// A listing, unless the store is known to be down.
    fn listing<'a, T: Send + 'a>(
        &'a self,
        list: impl FnOnce() -> BoxStream<'a, Result<T, StoreError>>,
    ) -> BoxStream<'a, Result<T, StoreError>> {
        if self.health.is_down() {
            let down = self.down();
            return stream::once(async move { Err(down) }).boxed();
        }
        list()
    }
}

#[async_trait]
impl CertSource for FollowingHealth {
    fn describe(&self) -> String {
        self.store.describe()
    }

    fn kind(&self) -> &'static str {
        self.store.kind()
    }

    fn can_hold(&self, name: &HostName) -> Result<(), Unstorable> {
        self.store.can_hold(name)
    }

    async fn fetch(&self, name: &HostName) -> Result<Option<StoredHost>, StoreError> {
        self.call(self.store.fetch(name)).await
    }

    fn list(&self) -> BoxStream<'_, Result<HostName, StoreError>> {
        self.listing(|| self.store.list())
    }

    /// The probe's question, which must reach the store whatever the health says.
    async fn check(&self) -> Result<(), StoreError> {
        self.store.check().await
    }

    // No `changes`: the feed is opened once, on the store itself, by the server; a user of the
    // store through the health never opens another.
}

#[async_trait]
impl HostWrites for FollowingHealth {
    async fn put(
        &self,
        name: &HostName,
        pair: &StoredPair,
        clear: &[Slot],
    ) -> Result<(), StoreError> {
        self.call(self.store.put(name, pair, clear)).await
    }

    async fn remove(&self, name: &HostName) -> Result<bool, StoreError> {
        self.call(self.store.remove(name)).await
    }
}

#[async_trait]
impl StapleWrites for FollowingHealth {
    async fn put_staple(&self, name: &HostName, slot: Slot, der: &[u8]) -> Result<(), StoreError> {
        self.call(self.store.put_staple(name, slot, der)).await
    }
}

#[async_trait]
impl SiteEntries for FollowingHealth {
    async fn fetch_site(&self, name: &HostName) -> Result<Option<Vec<u8>>, StoreError> {
        self.call(self.store.fetch_site(name)).await
    }

    async fn put_site(&self, name: &HostName, site: &SiteEntry) -> Result<(), StoreError> {
        self.call(self.store.put_site(name, site)).await
    }

    async fn remove_site(&self, name: &HostName) -> Result<bool, StoreError> {
        self.call(self.store.remove_site(name)).await
    }

    fn list_sites(&self) -> BoxStream<'_, Result<HostName, StoreError>> {
        self.listing(|| self.store.list_sites())
    }
}

#[async_trait]
impl Records for FollowingHealth {
    async fn fetch_record(&self, record: &Record) -> Result<Option<Vec<u8>>, StoreError> {
        self.call(self.store.fetch_record(record)).await
    }

    async fn put_record(
        &self,
        record: &Record,
        value: &[u8],
        lifetime: Option<Duration>,
    ) -> Result<(), StoreError> {
        self.call(self.store.put_record(record, value, lifetime))
            .await
    }

    async fn remove_record(&self, record: &Record) -> Result<bool, StoreError> {
        self.call(self.store.remove_record(record)).await
    }

    fn list_records(&self, kind: RecordKind) -> BoxStream<'_, Result<String, StoreError>> {
        self.listing(|| self.store.list_records(kind))
    }
}

#[async_trait]
impl Locks for FollowingHealth {
    async fn try_lock(&self, name: &str, token: &str, lease: Duration) -> Result<bool, StoreError> {
        self.call(self.store.try_lock(name, token, lease)).await
    }

    async fn extend_lock(
        &self,
        name: &str,
        token: &str,
        lease: Duration,
    ) -> Result<bool, StoreError> {
        self.call(self.store.extend_lock(name, token, lease)).await
    }

    async fn unlock(&self, name: &str, token: &str) -> Result<(), StoreError> {
        self.call(self.store.unlock(name, token)).await
    }

    fn shared_by_fleet(&self) -> bool {
        self.store.shared_by_fleet()
    }
}

#[async_trait]
impl WindowCounters for FollowingHealth {
    async fn count_in_window(&self, name: &str, window: Duration) -> Result<u64, StoreError> {
        self.call(self.store.count_in_window(name, window)).await
    }

    async fn add_in_window(
        &self,
        name: &str,
        n: u64,
        window: Duration,
    ) -> Result<WindowCounts, StoreError> {
        self.call(self.store.add_in_window(name, n, window)).await
    }
}
