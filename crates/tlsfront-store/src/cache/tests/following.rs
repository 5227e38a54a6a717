//! The store's other users follow the cache's health: while it says down their calls fail at
//! once, and a call of theirs that finds the store unreachable marks it down for the cache.

use futures_util::StreamExt;

use super::*;
use crate::source::redis::RedisOptions;
use crate::source::{CertStore, Record, RecordKind};
use crate::{DirStore, RedisStore};

fn record() -> Record {
    Record::new(RecordKind::TicketKeys, "ring").unwrap()
}

#[tokio::test]
async fn while_the_cache_finds_the_store_down_other_users_fail_at_once_without_asking() {
    let dir = tempfile::tempdir().unwrap();
    let store: Arc<dyn CertStore> = Arc::new(DirStore::new(dir.path()));
    let health = StoreHealth::new(store.clone());
    let followed = health.follow(store.clone());
    followed.put_record(&record(), b"ring", None).await.unwrap();
    assert_eq!(
        followed.fetch_record(&record()).await.unwrap().as_deref(),
        Some(&b"ring"[..])
    );

    // The cache's lookup found the store unreachable: the others are not sent...
    health.store_unreachable(health.observe(), &MemoryStore::outage());
    let err = followed.fetch_record(&record()).await.unwrap_err();
    assert!(matches!(err, StoreError::Down { .. }), "{err}");
    assert_eq!(err.scope(), FailureScope::Store);
    assert!(matches!(
        followed
            .try_lock("x", "token", Duration::from_secs(1))
            .await,
        Err(StoreError::Down { .. })
    ));
    let listed: Vec<_> = followed
        .list_records(RecordKind::TicketKeys)
        .collect()
        .await;
    assert!(matches!(listed[..], [Err(StoreError::Down { .. })]));
    // ...until the probe (which checks the directory, there all along) finds it back.
    for _ in 0..250 {
        if !health.is_down() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(!health.is_down());
    assert!(followed.fetch_record(&record()).await.unwrap().is_some());
}

#[tokio::test]
async fn a_call_that_finds_the_store_unreachable_marks_it_down_for_the_cache() {
    // A real Redis client, to a port nothing listens on.
    let options = RedisOptions {
        connect_timeout: Duration::from_millis(500),
        response_timeout: Duration::from_millis(500),
        ..RedisOptions::default()
    };
    let store: Arc<dyn CertStore> =
        Arc::new(RedisStore::new("redis://127.0.0.1:1/0", options).unwrap());
    let health = StoreHealth::new(store.clone());
    let followed = health.follow(store);
    let cache: HostCache<Arc<str>> = HostCache::new(
        health.clone(),
        None,
        &CacheOptions::default(),
        Arc::new(rustls::crypto::aws_lc_rs::default_provider()),
        None,
        Arc::new(|_: HostCredentials| Arc::from("unused")),
    );

    let err = followed.fetch_record(&record()).await.unwrap_err();
    assert!(matches!(err, StoreError::Redis { .. }), "{err}");
    assert!(health.is_down());
    // The cache now fails uncached hosts at once, without a lookup of its own.
    match cache.resolve(&host("a.example.com")).await {
        Resolution::Failed(err) => assert!(matches!(&*err, ResolveError::StoreDown { .. })),
        other => panic!("expected a fast failure, got {other:?}"),
    }
    assert_eq!(cache.metrics().store_lookups.get(), 0);
    assert_eq!(cache.metrics().store_down_failures.get(), 1);
    // And the next call of the other user is not sent either.
    assert!(matches!(
        followed.fetch_record(&record()).await,
        Err(StoreError::Down { .. })
    ));
}
