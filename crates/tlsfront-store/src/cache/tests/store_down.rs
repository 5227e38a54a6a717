//! The cache while its store is down: misses fail at once, a probe or a lookup sent anyway
//! finds the store back, and an entry that cannot be read is not taken for an outage.

use std::sync::atomic::{AtomicUsize, Ordering};

use async_trait::async_trait;
use futures_util::stream::BoxStream;

use super::*;

#[tokio::test]
async fn while_the_store_is_down_misses_fail_at_once_and_a_probe_finds_it_back() {
    let fixture = Fixture::new();
    fixture
        .store
        .set(fixture.entry("cached.example.com", &["cached.example.com"]));
    let a = fixture.entry("a.example.com", &["a.example.com"]);
    fixture.store.set(a.clone());
    let cache = fixture.cache(CacheOptions::default());
    found(&cache, "cached.example.com").await;

    fixture.store.set_unreachable(true);
    // The first miss asks the store and learns that it is down.
    match cache.resolve(&host("a.example.com")).await {
        Resolution::Failed(err) => assert!(matches!(&*err, ResolveError::Store(_)), "{err}"),
        other => panic!("expected a store error, got {other:?}"),
    }
    let asked = fixture.store.total_lookups();
    // Every later miss fails at once, without asking; a cached host is still served.
    for i in 0..1000 {
        match cache.resolve(&host(&format!("h{i}.example.com"))).await {
            Resolution::Failed(err) => {
                assert!(matches!(&*err, ResolveError::StoreDown { .. }), "{err}")
            }
            other => panic!("expected a fast failure, got {other:?}"),
        }
    }
    found(&cache, "cached.example.com").await;
    assert_eq!(fixture.store.total_lookups(), asked);
    assert_eq!(cache.metrics().store_down_failures.get(), 1000);
    assert!(cache.health.is_down());

    // The probe keeps asking (a cheap check, not a lookup) and finds the store back.
    fixture.store.set_unreachable(false);
    wait_until_up(&cache).await;
    assert!(fixture.store.checks() >= 1);
    assert_eq!(found(&cache, "a.example.com").await, fingerprint(&a));
}

#[tokio::test]
async fn a_change_notification_while_the_store_is_down_still_asks_it() {
    let fixture = Fixture::new();
    let first = fixture.entry("a.example.com", &["a.example.com"]);
    fixture.store.set(first.clone());
    let cache = fixture.cache(CacheOptions::default());
    let a = host("a.example.com");
    found(&cache, "a.example.com").await;
    fixture.store.set_unreachable(true);
    assert!(matches!(
        cache.resolve(&host("b.example.com")).await,
        Resolution::Failed(_)
    ));
    assert!(cache.health.is_down());

    // The store comes back and says so with a change (a resync after a reconnect): the
    // refresh reads it at once instead of waiting for the probe, and marks the store up.
    fixture.store.set_unreachable(false);
    let renewed = fixture.entry("a.example.com", &["a.example.com"]);
    fixture.store.set(renewed.clone());
    cache.refresh(&a).await;
    assert_eq!(found(&cache, "a.example.com").await, fingerprint(&renewed));
    assert!(!cache.health.is_down());
}

#[tokio::test]
async fn an_entry_that_cannot_be_read_fails_alone_and_is_remembered() {
    #[derive(Debug)]
    struct OneUnreadable(MemoryStore, AtomicUsize);

    #[async_trait]
    impl CertSource for OneUnreadable {
        fn describe(&self) -> String {
            "memory".into()
        }
        fn kind(&self) -> &'static str {
            "memory"
        }
        async fn fetch(&self, name: &HostName) -> Result<Option<StoredHost>, StoreError> {
            if name.as_str() == "unreadable.example.com" {
                self.1.fetch_add(1, Ordering::SeqCst);
                return Err(StoreError::TooLarge {
                    path: "unreadable.example.com.crt".into(),
                });
            }
            self.0.fetch(name).await
        }
        fn list(&self) -> BoxStream<'_, Result<HostName, StoreError>> {
            self.0.list()
        }
        async fn check(&self) -> Result<(), StoreError> {
            self.0.check().await
        }
    }

    let fixture = Fixture::new();
    let store = Arc::new(OneUnreadable(MemoryStore::default(), AtomicUsize::new(0)));
    let good = fixture.entry("good.example.com", &["good.example.com"]);
    store.0.set(good.clone());
    let cache: HostCache<Arc<str>> = HostCache::new(
        StoreHealth::new(store.clone()),
        None,
        &CacheOptions::default(),
        Arc::new(rustls::crypto::aws_lc_rs::default_provider()),
        None,
        Arc::new(|credentials: HostCredentials| {
            Arc::from(credentials.ecdsa.unwrap().summary.sha256_fingerprint)
        }),
    );
    for _ in 0..3 {
        assert!(matches!(
            cache.resolve(&host("unreadable.example.com")).await,
            Resolution::Failed(_)
        ));
        assert_eq!(found(&cache, "good.example.com").await, fingerprint(&good));
    }
    // Read once (then remembered), and the store as a whole is not taken for down.
    assert_eq!(store.0.total_lookups() + store.1.load(Ordering::SeqCst), 2);
    assert!(!cache.health.is_down());
}

#[tokio::test]
async fn a_lookup_that_ends_after_the_state_changed_does_not_change_it_back() {
    let fixture = Fixture::new();
    let cache = fixture.cache(CacheOptions::default());
    let health = &cache.health;

    // A lookup finds the store down...
    let before = health.observe();
    health.store_unreachable(before, &MemoryStore::outage());
    assert!(health.is_down());
    // ...and one that began before it, and got its answer late, does not end the outage.
    health.answered(before);
    assert!(health.is_down());

    // A lookup sent during the outage (a change notification) gets an answer: it is over...
    let during = health.observe();
    health.answered(during);
    assert!(!health.is_down());
    // ...and lookups that began before that, and fail late, start no new one.
    health.store_unreachable(during, &MemoryStore::outage());
    health.store_unreachable(before, &MemoryStore::outage());
    assert!(!health.is_down());
}
