//! A site entry written with `tlsfront sites` goes live on a running server without a reload,
//! through the store's change feed, for both stores: a static host becomes proxied, and goes
//! back to its docroot when the entry is removed.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

use std::time::{Duration, Instant};

use tlsfront_store::generate::GeneratedKey;
use tlsfront_testkit::tools::{curl, origin};
use tlsfront_testkit::{Fixtures, RedisServer, TestUpstream, Tlsfront, TlsfrontBuilder};

/// How long a change may take to show: far more than it needs, so a slow machine does not fail
/// the test (the feed's speed is `live_updates.rs`' concern).
const PATIENCE: Duration = Duration::from_secs(5);

fn sites(certs: &str, args: &[&str]) {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_tlsfront"))
        .args(["sites", "--certs", certs])
        .args(args)
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
}

/// Asks `path` of `app.test` until the answer contains `wanted`.
fn until_answer(server: &Tlsfront, fixtures: &Fixtures, path: &str, wanted: &str) {
    let started = Instant::now();
    loop {
        let url = format!("{}{path}", origin(server.addr, "app.test"));
        let answer = curl(server.addr, "app.test", &fixtures.ca_path(), &[&url]);
        if answer.text.contains(wanted) {
            return;
        }
        assert!(
            started.elapsed() < PATIENCE,
            "{wanted:?} not served {PATIENCE:?} after the change; last answer:\n{}\n{}",
            answer.text,
            server.logs()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn serve(fixtures: &Fixtures, certs: &str) -> Tlsfront {
    fixtures.add_site("app.test", &[("index.html", b"static page\n")]);
    TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
        .args(["--certs", certs, "--sites"])
        .arg(fixtures.sites_dir().display().to_string())
        .spawn()
}

fn static_then_proxied_then_static(server: &Tlsfront, fixtures: &Fixtures, certs: &str) {
    let app = TestUpstream::start("app");
    // Cached as a static host first, so the change must reach a cached entry.
    until_answer(server, fixtures, "/", "static page");
    sites(certs, &["put", "app.test", "--upstream", &app.url()]);
    until_answer(server, fixtures, "/echo", "upstream: app");
    sites(certs, &["rm", "app.test"]);
    until_answer(server, fixtures, "/", "static page");
}

#[test]
fn a_directory_stores_site_entry_goes_live_without_a_reload() {
    let fixtures = Fixtures::new();
    fixtures.add_dir_host("app.test", GeneratedKey::EcdsaP256);
    let certs = format!("dir:{}", fixtures.certs_dir().display());
    let server = serve(&fixtures, &certs);
    static_then_proxied_then_static(&server, &fixtures, &certs);
}

#[test]
fn a_redis_stores_site_entry_goes_live_without_a_reload() {
    let redis = RedisServer::start();
    let fixtures = Fixtures::new();
    let pair = fixtures.issue(&["app.test"], GeneratedKey::EcdsaP256);
    fixtures.write_redis(&redis, "app.test", "", &pair);
    let server = serve(&fixtures, &redis.url());
    static_then_proxied_then_static(&server, &fixtures, &redis.url());
}
