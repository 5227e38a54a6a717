//! The issue path on a store in memory (`tlsfront_store::source::memory`): the lock, the
//! recheck, the fleet's backoff and order limit, a store that is down, up to the point where the
//! CA would be asked. Every case here ends before an order is placed, so no CA is needed; a CA
//! that cannot be reached shows where that point is.

use std::sync::Arc;
use std::time::Duration;

use tlsfront_store::generate::{GeneratedKey, TestCa, Validity};
use tlsfront_store::material::{Slot, StoredPair};
use tlsfront_store::source::memory::MemoryStore;
use tlsfront_store::{CertStore, HostName, Locks};

use super::{backoff_record, unix_ms, Done, Purpose, SharedBackoff};
use crate::gate::GateOptions;
use crate::{AcmeOptions, FailureReason, OnDemand};

/// Nothing listens there: the account step fails at once if it is ever reached.
const NO_CA: &str = "http://127.0.0.1:9/directory";

struct Fixture {
    memory: Arc<MemoryStore>,
    store: Arc<dyn CertStore>,
    on_demand: OnDemand,
}

fn fixture(tweak: impl FnOnce(&mut AcmeOptions)) -> Fixture {
    let memory = Arc::new(MemoryStore::default());
    let store: Arc<dyn CertStore> = memory.clone();
    let gate = GateOptions {
        allow_list: true,
        ask: None,
        ask_timeout: Duration::from_secs(1),
        allowed_ttl: Duration::from_secs(60),
        denied_ttl: Duration::from_secs(60),
        capacity: 100,
    };
    let mut options = AcmeOptions::new(NO_CA.to_owned(), gate);
    tweak(&mut options);
    let provider = Arc::new(rustls::crypto::aws_lc_rs::default_provider());
    let on_demand = OnDemand::new(options, store.clone(), None, provider);
    Fixture {
        memory,
        store,
        on_demand,
    }
}

fn name(text: &str) -> HostName {
    HostName::parse(text).unwrap()
}

async fn store_certificate(store: &dyn CertStore, host: &HostName) {
    let ca = TestCa::generate("test CA").unwrap();
    let pair = (ca.issue(
        &[host.as_str()],
        GeneratedKey::EcdsaP256,
        Validity::days_from_now(90),
    ))
    .unwrap();
    let stored = StoredPair {
        slot: Slot::Plain,
        cert_pem: pair.cert_pem.into_bytes(),
        key_pem: pair.key_pem.into_bytes(),
    };
    store.put(host, &stored, &[]).await.unwrap();
}

/// Whether nobody holds `host`'s lock now (another token can take it).
async fn lock_is_free(store: &dyn Locks, host: &HostName) -> bool {
    let free = (store
        .try_lock(host.as_str(), "probe", Duration::from_secs(1))
        .await)
        .unwrap();
    store.unlock(host.as_str(), "probe").await.unwrap();
    free
}

#[tokio::test]
async fn a_name_already_in_the_store_is_found_and_not_ordered() {
    let f = fixture(|_| {});
    let host = name("stored.example");
    store_certificate(&*f.store, &host).await;
    let done = f.on_demand.inner.issue(&host, Purpose::New).await;
    assert_eq!(done, Ok(Done::FoundInStore));
    assert!(lock_is_free(&*f.store, &host).await);
}

#[tokio::test]
async fn while_another_instance_holds_the_lock_it_waits_and_finds_what_that_instance_stored() {
    let f = fixture(|_| {});
    let host = name("held.example");
    let lease = Duration::from_secs(60);
    assert!((f.store.try_lock(host.as_str(), "other", lease).await).unwrap());
    let issuing = {
        let (inner, host) = (f.on_demand.inner.clone(), host.clone());
        tokio::spawn(async move { inner.issue(&host, Purpose::New).await })
    };
    // The other instance finishes: its certificate is stored, then its lock released.
    tokio::time::sleep(Duration::from_millis(300)).await;
    store_certificate(&*f.store, &host).await;
    f.store.unlock(host.as_str(), "other").await.unwrap();
    assert_eq!(issuing.await.unwrap(), Ok(Done::FoundInStore));
    assert_eq!(f.on_demand.inner.metrics.joined_fleet_order.get(), 1);
}

#[tokio::test]
async fn another_instances_backoff_stops_the_order_before_the_ca() {
    let f = fixture(|_| {});
    let host = name("failing.example");
    let shared = SharedBackoff {
        failures: 3,
        until_unix_ms: unix_ms() + 60_000,
    };
    let json = serde_json::to_vec(&shared).unwrap();
    (f.store
        .put_record(&backoff_record(&host), &json, None)
        .await)
        .unwrap();
    let done = f.on_demand.inner.issue(&host, Purpose::New).await;
    assert_eq!(done, Err(FailureReason::BackingOff));
    assert!(lock_is_free(&*f.store, &host).await);
}

#[tokio::test]
async fn the_fleets_order_limit_refuses_once_the_window_is_full() {
    let f = fixture(|options| options.max_orders = 0);
    let done = (f.on_demand.inner)
        .issue(&name("limited.example"), Purpose::New)
        .await;
    assert_eq!(done, Err(FailureReason::RateLimited));
}

#[tokio::test]
async fn past_every_check_the_ca_is_asked_and_its_failure_backs_the_name_off_for_the_fleet() {
    let f = fixture(|_| {});
    let host = name("unreachable-ca.example");
    let done = f.on_demand.inner.issue(&host, Purpose::New).await;
    assert_eq!(done, Err(FailureReason::Account));
    // The failure is shared: the fleet's next attempt (here, this instance's) backs off.
    let record = (f.store.fetch_record(&backoff_record(&host)).await).unwrap();
    assert!(record.is_some(), "no shared backoff after a failed order");
    let again = f.on_demand.inner.issue(&host, Purpose::New).await;
    assert_eq!(again, Err(FailureReason::BackingOff));
    assert!(lock_is_free(&*f.store, &host).await);
}

#[tokio::test]
async fn a_store_that_is_down_fails_the_order_before_the_ca() {
    let f = fixture(|_| {});
    f.memory.set_unreachable(true);
    let done = (f.on_demand.inner)
        .issue(&name("down.example"), Purpose::New)
        .await;
    assert_eq!(done, Err(FailureReason::Store));
}
