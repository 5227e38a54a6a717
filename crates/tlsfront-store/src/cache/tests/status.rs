//! What the status page reads: the store's last answer and failure, the cache's contents, and
//! the bounded store scan for certificates that expire soon.

use super::*;
use crate::expiry::scan_store;

#[tokio::test]
async fn the_store_status_tells_the_last_answer_and_the_last_failure() {
    let fixture = Fixture::new();
    fixture
        .store
        .set(fixture.entry("a.example.com", &["a.example.com"]));
    let cache = fixture.cache(CacheOptions::default());
    let status = cache.store_status();
    assert!(status.up);
    assert_eq!(status.kind, "memory");
    assert_eq!(status.last_answer_unix, None);
    assert_eq!(status.last_failure_unix, None);

    found(&cache, "a.example.com").await;
    let status = cache.store_status();
    assert!(status.last_answer_unix.is_some());
    assert_eq!(status.last_failure_unix, None);

    fixture.store.set_unreachable(true);
    assert!(matches!(
        cache.resolve(&host("b.example.com")).await,
        Resolution::Failed(_)
    ));
    let status = cache.store_status();
    assert!(!status.up);
    assert!(status.last_failure_unix.is_some());
    let error = status.last_error.unwrap();
    assert!(error.contains("connection refused"), "{error}");
}

#[tokio::test]
async fn the_cache_lists_what_it_holds_and_its_capacity() {
    let fixture = Fixture::new();
    fixture
        .store
        .set(fixture.entry("*.w.example.com", &["*.w.example.com"]));
    let cache = fixture.cache(CacheOptions {
        capacity: Some(50),
        ..CacheOptions::default()
    });
    found(&cache, "a.w.example.com").await;
    found(&cache, "b.w.example.com").await;
    let mut names = Vec::new();
    cache.for_each_cached(|name, _| names.push(name.to_string()));
    names.sort();
    assert_eq!(
        names,
        ["*.w.example.com", "a.w.example.com", "b.w.example.com"]
    );
    assert_eq!(cache.capacity(), Some(50));
}

#[tokio::test]
async fn a_store_scan_reads_at_most_its_limit_and_reports_what_expires() {
    let fixture = Fixture::new();
    let soon = fixture
        .ca
        .issue(
            &["soon.example.com"],
            GeneratedKey::EcdsaP256,
            Validity::days_from_now(3),
        )
        .unwrap();
    let mut entry = fixture.entry("soon.example.com", &["soon.example.com"]);
    entry.pairs[0].cert_pem = soon.cert_pem.into_bytes();
    fixture.store.set(entry);
    for i in 0..4 {
        let name = format!("h{i}.example.com");
        fixture.store.set(fixture.entry(&name, &[&name]));
    }
    let mut unparsable = fixture.entry("bad.example.com", &["bad.example.com"]);
    unparsable.pairs[0].cert_pem = b"not a certificate".to_vec();
    fixture.store.set(unparsable);
    let horizon = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
        + 14 * 86_400;

    let whole = scan_store(fixture.store.as_ref(), horizon, 100, 4)
        .await
        .unwrap();
    assert_eq!(whole.read, 6);
    assert!(!whole.truncated);
    assert_eq!(whole.unreadable, 1);
    let expiring: Vec<&str> = whole.expiring.iter().map(|e| e.entry.as_str()).collect();
    assert_eq!(expiring, ["soon.example.com"]);

    let part = scan_store(fixture.store.as_ref(), horizon, 2, 4)
        .await
        .unwrap();
    assert_eq!(part.read, 2);
    assert!(part.truncated);
    // The name listed past the limit is never looked up.
    assert_eq!(fixture.store.total_lookups(), 6 + 2);
}
