//! The cache's policy against an in-memory store that records what it was asked.

use rustls::pki_types::pem::PemObject;

use super::*;
use crate::generate::{GeneratedKey, TestCa, Validity};
use crate::material::{Slot, StoredHost, StoredPair};
use crate::site::SiteEntry;
use crate::source::memory::MemoryStore;

struct Fixture {
    ca: TestCa,
    store: Arc<MemoryStore>,
}

impl Fixture {
    fn new() -> Self {
        Fixture {
            ca: TestCa::generate("cache tests").unwrap(),
            store: Arc::new(MemoryStore::default()),
        }
    }

    /// A valid entry `name` whose certificate covers `names`.
    fn entry(&self, name: &str, names: &[&str]) -> StoredHost {
        let pair = self
            .ca
            .issue(names, GeneratedKey::EcdsaP256, Validity::days_from_now(30))
            .unwrap();
        StoredHost {
            name: HostName::parse_store_name(name).unwrap(),
            pairs: vec![StoredPair {
                slot: Slot::Plain,
                cert_pem: pair.cert_pem.into_bytes(),
                key_pem: pair.key_pem.into_bytes(),
            }],
            site: None,
            staples: Vec::new(),
        }
    }

    /// An entry whose key belongs to another certificate.
    fn mismatched_entry(&self, name: &str) -> StoredHost {
        let mut host = self.entry(name, &[name]);
        let other = self.entry(name, &[name]);
        host.pairs[0].key_pem = other.pairs[0].key_pem.clone();
        host
    }

    /// A cache whose value is the served certificate's fingerprint.
    fn cache(&self, options: CacheOptions) -> HostCache<Arc<str>> {
        HostCache::new(
            StoreHealth::new(self.store.clone()),
            None,
            &options,
            Arc::new(rustls::crypto::aws_lc_rs::default_provider()),
            None,
            Arc::new(|credentials: HostCredentials| {
                Arc::from(
                    credentials
                        .ecdsa
                        .expect("the fixtures are ECDSA")
                        .summary
                        .sha256_fingerprint,
                )
            }),
        )
    }
}

fn fingerprint(host: &StoredHost) -> String {
    let der = rustls::pki_types::CertificateDer::pem_slice_iter(&host.pairs[0].cert_pem)
        .next()
        .unwrap()
        .unwrap();
    crate::CertSummary::from_der(&der)
        .unwrap()
        .sha256_fingerprint
}

fn host(name: &str) -> HostName {
    HostName::parse(name).unwrap()
}

/// Waits (up to 5 s) until the cache has seen its store answer again.
async fn wait_until_up(cache: &HostCache<Arc<str>>) {
    for _ in 0..250 {
        if !cache.health.is_down() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("the store is still marked down");
}

async fn found(cache: &HostCache<Arc<str>>, name: &str) -> String {
    match cache.resolve(&host(name)).await {
        Resolution::Found(value) => value.to_string(),
        other => panic!("{name}: expected a certificate, got {other:?}"),
    }
}

#[tokio::test]
async fn a_hit_does_not_reach_the_store_and_an_unknown_name_is_remembered() {
    let fixture = Fixture::new();
    let entry = fixture.entry("a.example.com", &["a.example.com"]);
    fixture.store.set(entry.clone());
    let cache = fixture.cache(CacheOptions::default());

    assert_eq!(found(&cache, "a.example.com").await, fingerprint(&entry));
    assert_eq!(found(&cache, "a.example.com").await, fingerprint(&entry));
    assert_eq!(fixture.store.lookups_of("a.example.com"), 1);

    for _ in 0..3 {
        assert!(matches!(
            cache.resolve(&host("nobody.example.com")).await,
            Resolution::Unknown
        ));
    }
    // The exact name and its wildcard parent, once each.
    assert_eq!(fixture.store.lookups_of("nobody.example.com"), 1);
    assert_eq!(fixture.store.lookups_of("*.example.com"), 1);
    assert_eq!(cache.metrics().cache_hits.get(), 1);
    assert_eq!(cache.metrics().negative_hits.get(), 2);
}

#[tokio::test]
async fn a_peek_answers_from_the_cache_alone() {
    let fixture = Fixture::new();
    let entry = fixture.entry("a.example.com", &["a.example.com"]);
    fixture.store.set(entry.clone());
    let cache = fixture.cache(CacheOptions::default());

    // Nothing cached yet: no answer, and the store is not asked.
    assert!(cache.peek(&host("a.example.com")).is_none());
    assert!(cache.peek(&host("nobody.example.com")).is_none());
    assert_eq!(fixture.store.lookups_of("a.example.com"), 0);

    found(&cache, "a.example.com").await;
    let _ = cache.resolve(&host("nobody.example.com")).await;
    match cache.peek(&host("a.example.com")) {
        Some(Resolution::Found(value)) => assert_eq!(&*value, fingerprint(&entry)),
        other => panic!("expected the cached host, got {other:?}"),
    }
    assert!(matches!(
        cache.peek(&host("nobody.example.com")),
        Some(Resolution::Unknown)
    ));
    assert_eq!(fixture.store.lookups_of("a.example.com"), 1);
}

#[tokio::test]
async fn concurrent_misses_for_one_host_share_one_lookup() {
    let fixture = Fixture::new();
    fixture
        .store
        .set(fixture.entry("a.example.com", &["a.example.com"]));
    fixture.store.set_delay(Duration::from_millis(100));
    let cache = Arc::new(fixture.cache(CacheOptions::default()));

    let mut tasks = Vec::new();
    for _ in 0..20 {
        let cache = cache.clone();
        tasks.push(tokio::spawn(
            async move { found(&cache, "a.example.com").await },
        ));
    }
    for task in tasks {
        task.await.unwrap();
    }
    assert_eq!(fixture.store.lookups_of("a.example.com"), 1);
}

#[tokio::test]
async fn a_slow_store_fails_the_lookup_at_its_deadline_and_is_asked_again_next_time() {
    let fixture = Fixture::new();
    fixture
        .store
        .set(fixture.entry("a.example.com", &["a.example.com"]));
    fixture.store.set_delay(Duration::from_secs(30));
    let cache = fixture.cache(CacheOptions {
        lookup_timeout: Duration::from_millis(50),
        ..CacheOptions::default()
    });

    let resolved = tokio::time::timeout(
        Duration::from_secs(5),
        cache.resolve(&host("a.example.com")),
    )
    .await
    .expect("the deadline ends the lookup, not the store");
    match resolved {
        Resolution::Failed(err) => assert!(
            matches!(&*err, ResolveError::Store(StoreError::Timeout { .. })),
            "{err}"
        ),
        other => panic!("expected a timeout, got {other:?}"),
    }
    assert_eq!(cache.metrics().store_timeouts.get(), 1);

    // A store failure is not remembered: once the store answers (its probe says so), the
    // host is served.
    fixture.store.set_delay(Duration::ZERO);
    wait_until_up(&cache).await;
    found(&cache, "a.example.com").await;
    assert_eq!(fixture.store.lookups_of("a.example.com"), 2);
}

#[tokio::test]
async fn a_wildcard_serves_one_label_deep_and_an_exact_entry_wins() {
    let fixture = Fixture::new();
    let wildcard = fixture.entry("*.example.com", &["*.example.com"]);
    let exact = fixture.entry("b.example.com", &["b.example.com"]);
    fixture.store.set(wildcard.clone());
    fixture.store.set(exact.clone());
    let cache = fixture.cache(CacheOptions::default());

    assert_eq!(found(&cache, "a.example.com").await, fingerprint(&wildcard));
    assert_eq!(found(&cache, "c.example.com").await, fingerprint(&wildcard));
    assert_eq!(found(&cache, "b.example.com").await, fingerprint(&exact));
    assert!(matches!(
        cache.resolve(&host("x.a.example.com")).await,
        Resolution::Unknown
    ));
    // The wildcard itself was read once, for every host it serves.
    assert_eq!(fixture.store.lookups_of("*.example.com"), 1);
}

#[tokio::test]
async fn bad_material_fails_alone_and_is_counted_once_per_negative_ttl() {
    let fixture = Fixture::new();
    fixture
        .store
        .set(fixture.mismatched_entry("bad.example.com"));
    fixture
        .store
        .set(fixture.entry("good.example.com", &["good.example.com"]));
    let cache = fixture.cache(CacheOptions::default());

    for _ in 0..3 {
        match cache.resolve(&host("bad.example.com")).await {
            Resolution::Failed(err) => {
                assert!(matches!(&*err, ResolveError::Material { .. }), "{err}")
            }
            other => panic!("expected bad material, got {other:?}"),
        }
        found(&cache, "good.example.com").await;
    }
    assert_eq!(cache.metrics().bad_material.get(), 1);
}

#[tokio::test]
async fn a_site_entry_comes_with_its_host_and_a_bad_one_fails_its_host_alone() {
    let fixture = Fixture::new();
    let mut bad = fixture.entry("bad.example.com", &["bad.example.com"]);
    bad.site = Some(b"upstreams = [\"ftp://10.0.0.5\"]".to_vec());
    fixture.store.set(bad);
    let mut good = fixture.entry("good.example.com", &["good.example.com"]);
    good.site = Some(b"static = true".to_vec());
    fixture.store.set(good);
    fixture
        .store
        .set(fixture.entry("plain.example.com", &["plain.example.com"]));
    let sites: HostCache<Option<Arc<SiteEntry>>> = HostCache::new(
        StoreHealth::new(fixture.store.clone()),
        None,
        &CacheOptions::default(),
        Arc::new(rustls::crypto::aws_lc_rs::default_provider()),
        None,
        Arc::new(|credentials: HostCredentials| credentials.site),
    );

    for _ in 0..3 {
        match sites.resolve(&host("bad.example.com")).await {
            Resolution::Failed(err) => match &*err {
                ResolveError::Material {
                    source: MaterialError::Site { file, .. },
                    ..
                } => assert_eq!(file, "bad.example.com.site"),
                other => panic!("expected a bad site entry, got {other}"),
            },
            other => panic!("expected a bad site entry, got {other:?}"),
        }
        match sites.resolve(&host("good.example.com")).await {
            Resolution::Found(Some(site)) => assert_eq!(*site, SiteEntry::STATIC),
            other => panic!("expected the static site, got {other:?}"),
        }
        match sites.resolve(&host("plain.example.com")).await {
            Resolution::Found(None) => {}
            other => panic!("expected no site entry, got {other:?}"),
        }
    }
    // Logged and counted once, then remembered for the negative TTL.
    assert_eq!(sites.metrics().bad_material.get(), 1);
    assert_eq!(fixture.store.lookups_of("bad.example.com"), 1);
}

#[tokio::test]
async fn the_cache_holds_at_most_its_capacity() {
    let fixture = Fixture::new();
    for i in 0..50 {
        let name = format!("h{i}.example.com");
        fixture.store.set(fixture.entry(&name, &[&name]));
    }
    let cache = fixture.cache(CacheOptions {
        capacity: Some(10),
        ..CacheOptions::default()
    });
    for i in 0..50 {
        found(&cache, &format!("h{i}.example.com")).await;
    }
    cache.positive().run_pending_tasks().await;
    assert!(
        cache.cached_hosts() <= 10,
        "{} hosts cached",
        cache.cached_hosts()
    );
}

#[tokio::test]
async fn an_entry_past_its_ttl_is_read_again() {
    let fixture = Fixture::new();
    fixture
        .store
        .set(fixture.entry("a.example.com", &["a.example.com"]));
    let cache = fixture.cache(CacheOptions {
        ttl: Duration::from_millis(100),
        ..CacheOptions::default()
    });
    found(&cache, "a.example.com").await;
    tokio::time::sleep(Duration::from_millis(250)).await;
    found(&cache, "a.example.com").await;
    assert_eq!(fixture.store.lookups_of("a.example.com"), 2);
}

#[tokio::test]
async fn a_refresh_swaps_in_good_material_keeps_the_old_on_bad_and_forgets_on_removal() {
    let fixture = Fixture::new();
    let first = fixture.entry("a.example.com", &["a.example.com"]);
    fixture.store.set(first.clone());
    let cache = fixture.cache(CacheOptions::default());
    let a = host("a.example.com");
    assert_eq!(found(&cache, "a.example.com").await, fingerprint(&first));

    // Half a renewal (the new key with the old certificate): the old pair stays in service.
    fixture.store.set(fixture.mismatched_entry("a.example.com"));
    cache.refresh(&a).await;
    assert_eq!(found(&cache, "a.example.com").await, fingerprint(&first));

    let renewed = fixture.entry("a.example.com", &["a.example.com"]);
    fixture.store.set(renewed.clone());
    cache.refresh(&a).await;
    assert_eq!(found(&cache, "a.example.com").await, fingerprint(&renewed));

    fixture.store.remove_entry(&a);
    cache.refresh(&a).await;
    assert!(matches!(cache.resolve(&a).await, Resolution::Unknown));
}

#[tokio::test]
async fn a_refresh_makes_a_remembered_unknown_name_visible() {
    let fixture = Fixture::new();
    let cache = fixture.cache(CacheOptions::default());
    let a = host("a.example.com");
    assert!(matches!(cache.resolve(&a).await, Resolution::Unknown));

    let added = fixture.entry("a.example.com", &["a.example.com"]);
    fixture.store.set(added.clone());
    cache.refresh(&a).await;
    assert_eq!(found(&cache, "a.example.com").await, fingerprint(&added));
}

#[tokio::test]
async fn a_refreshed_wildcard_reaches_the_hosts_it_serves() {
    let fixture = Fixture::new();
    let first = fixture.entry("*.example.com", &["*.example.com"]);
    fixture.store.set(first.clone());
    let cache = fixture.cache(CacheOptions::default());
    assert_eq!(found(&cache, "a.example.com").await, fingerprint(&first));

    let renewed = fixture.entry("*.example.com", &["*.example.com"]);
    fixture.store.set(renewed.clone());
    cache
        .refresh(&HostName::parse_store_name("*.example.com").unwrap())
        .await;
    assert_eq!(found(&cache, "a.example.com").await, fingerprint(&renewed));
}

#[tokio::test]
async fn a_resync_lists_every_entry_read_before_changes_were_missed_and_forgets_unknown_names() {
    let fixture = Fixture::new();
    for name in ["a.example.com", "c.example.com"] {
        fixture.store.set(fixture.entry(name, &[name]));
    }
    let cache = fixture.cache(CacheOptions::default());
    found(&cache, "a.example.com").await;
    assert!(matches!(
        cache.resolve(&host("b.example.com")).await,
        Resolution::Unknown
    ));
    let added = fixture.entry("b.example.com", &["b.example.com"]);
    fixture.store.set(added.clone());
    // The feed's watch is in place now; c.example.com is read after that (a handshake that
    // came before the server got to the feed's signal), and a.example.com before.
    let missed_before = Instant::now();
    found(&cache, "c.example.com").await;
    // An unknown name looked up after that moment is remembered through the resync; b, looked
    // up before, is forgotten and found now. (One without a wildcard: a name's unknown rests on
    // its wildcard's too, and *.example.com was read before.)
    assert!(matches!(
        cache.resolve(&host("d.test")).await,
        Resolution::Unknown
    ));

    assert_eq!(cache.resync(missed_before), [host("a.example.com")]);
    assert_eq!(found(&cache, "b.example.com").await, fingerprint(&added));
    let asked = fixture.store.lookups_of("d.test");
    assert!(matches!(
        cache.resolve(&host("d.test")).await,
        Resolution::Unknown
    ));
    assert_eq!(fixture.store.lookups_of("d.test"), asked);
    // A reload notes its own read: once done, a resync for the same moment has nothing to do.
    cache.refresh(&host("a.example.com")).await;
    assert!(cache.resync(missed_before).is_empty());
    let mut later = cache.resync(Instant::now());
    later.sort();
    assert_eq!(later.len(), 3, "{later:?}");
}

mod following;
mod status;
mod store_down;

#[tokio::test]
async fn a_resize_keeps_the_hosts_that_fit_and_forgets_unknown_names() {
    let fixture = Fixture::new();
    for i in 0..5 {
        let name = format!("h{i}.example.com");
        fixture.store.set(fixture.entry(&name, &[&name]));
    }
    let cache = fixture.cache(CacheOptions::default());
    for i in 0..5 {
        found(&cache, &format!("h{i}.example.com")).await;
    }
    assert!(matches!(
        cache.resolve(&host("nobody.example.com")).await,
        Resolution::Unknown
    ));

    // Larger, with another TTL: every host stays, and is a hit.
    let larger = CacheOptions {
        capacity: Some(100),
        ttl: Duration::from_secs(60),
        lookup_timeout: Duration::from_millis(500),
        ..CacheOptions::default()
    };
    cache.resize(&larger).await;
    assert_eq!(cache.options(), larger);
    for i in 0..5 {
        found(&cache, &format!("h{i}.example.com")).await;
        assert_eq!(fixture.store.lookups_of(&format!("h{i}.example.com")), 1);
    }
    // The negative cache starts empty: the unknown name is looked up once more.
    assert!(matches!(
        cache.resolve(&host("nobody.example.com")).await,
        Resolution::Unknown
    ));
    assert_eq!(fixture.store.lookups_of("nobody.example.com"), 2);

    // Smaller: no more than the new capacity stays.
    cache
        .resize(&CacheOptions {
            capacity: Some(2),
            ..larger.clone()
        })
        .await;
    cache.positive().run_pending_tasks().await;
    assert!(
        cache.cached_hosts() <= 2,
        "{} hosts cached",
        cache.cached_hosts()
    );
}

#[tokio::test]
async fn a_renewal_reads_a_cached_host_again_its_wildcard_too_and_forgets_a_removed_one() {
    let fixture = Fixture::new();
    let first = fixture.entry("a.example.com", &["a.example.com"]);
    let wildcard = fixture.entry("*.w.example.com", &["*.w.example.com"]);
    fixture.store.set(first.clone());
    fixture.store.set(wildcard.clone());
    let cache = fixture.cache(CacheOptions::default());
    found(&cache, "a.example.com").await;
    found(&cache, "b.w.example.com").await;
    // Just read: not due (due comes three quarters into the TTL, 5 minutes by default).
    let due = |name: &str| cache.peek_renewing(&host(name)).map(|(_, due)| due);
    assert_eq!(due("a.example.com"), Some(false));

    // The store changed: a renewal caches what it holds now.
    let second = fixture.entry("a.example.com", &["a.example.com"]);
    fixture.store.set(second.clone());
    cache.renew(&host("a.example.com")).await;
    assert_eq!(found(&cache, "a.example.com").await, fingerprint(&second));
    // A host served by a wildcard reads the wildcard again, and keeps being served by it.
    let lookups = fixture.store.lookups_of("*.w.example.com");
    cache.renew(&host("b.w.example.com")).await;
    assert_eq!(fixture.store.lookups_of("*.w.example.com"), lookups + 1);
    assert_eq!(
        found(&cache, "b.w.example.com").await,
        fingerprint(&wildcard)
    );
    assert_eq!(due("b.w.example.com"), Some(false));

    // A host the store no longer has is forgotten.
    fixture.store.remove_entry(&host("a.example.com"));
    cache.renew(&host("a.example.com")).await;
    assert!(cache.peek(&host("a.example.com")).is_none());
}
