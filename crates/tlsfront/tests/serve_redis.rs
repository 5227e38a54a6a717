//! `tlsfront serve` on the Redis store: a real `redis-server`, populated with `redis-cli`.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

use std::time::Duration;

use tlsfront_store::generate::GeneratedKey;
use tlsfront_store::KeyKind;
use tlsfront_testkit::{Fixtures, RedisServer, TlsClient, Tlsfront, TlsfrontBuilder};

fn server(redis: &RedisServer, fixtures: &Fixtures, extra: &[&str]) -> Tlsfront {
    TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
        .args(["--certs", &redis.url()])
        .arg("--sites")
        .arg(fixtures.sites_dir().display().to_string())
        .args(extra.iter().copied())
        .spawn()
}

#[test]
fn each_host_gets_its_own_certificate_from_redis() {
    let redis = RedisServer::start();
    let fixtures = Fixtures::new();
    for host in ["r1.test", "r2.test", "r3.test"] {
        let pair = fixtures.issue(&[host], GeneratedKey::EcdsaP256);
        fixtures.write_redis(&redis, host, "", &pair);
        fixtures.add_site(host, &[("index.html", host.as_bytes())]);
    }
    let rsa = fixtures.issue(&["r1.test"], GeneratedKey::Rsa2048);
    fixtures.write_redis(&redis, "r1.test", ".rsa", &rsa);
    let wildcard = fixtures.issue(&["*.rw.test"], GeneratedKey::EcdsaP256);
    fixtures.write_redis(&redis, "*.rw.test", "", &wildcard);

    for preload in [false, true] {
        let server = server(
            &redis,
            &fixtures,
            if preload { &["--preload"] } else { &[] },
        );
        let client = TlsClient::new(fixtures.ca.cert_pem());
        for host in ["r1.test", "r2.test", "r3.test"] {
            let mut tls = client.connect(server.addr, Some(host)).expect("handshake");
            assert_eq!(tls.leaf().dns_names, [host]);
            assert_eq!(tls.get(host, "/").unwrap().body, host.as_bytes());
        }
        let rsa = client
            .clone()
            .rsa_only()
            .connect(server.addr, Some("r1.test"))
            .unwrap();
        assert_eq!(rsa.leaf().key_kind, KeyKind::Rsa);
        if preload {
            assert_eq!(
                server.settled_metric("tlsfront_cert_cache_lookups_total{result=\"miss\"}", 0.0),
                0.0
            );
        }
        let wild = client.connect(server.addr, Some("x.rw.test")).unwrap();
        assert_eq!(wild.leaf().dns_names, ["*.rw.test"]);
    }
}

#[test]
fn redis_stopping_keeps_cached_hosts_and_fails_uncached_ones_with_an_alert_until_it_is_back() {
    let mut redis = RedisServer::start();
    let fixtures = Fixtures::new();
    let pairs: Vec<_> = ["cached.test", "uncached.test"]
        .iter()
        .map(|host| {
            let pair = fixtures.issue(&[host], GeneratedKey::EcdsaP256);
            fixtures.write_redis(&redis, host, "", &pair);
            (host.to_string(), pair)
        })
        .collect();
    fixtures.add_site("cached.test", &[("index.html", b"cached")]);
    let server = server(&redis, &fixtures, &[]);
    let client = TlsClient::new(fixtures.ca.cert_pem());
    let mut kept = client
        .connect(server.addr, Some("cached.test"))
        .expect("cached.test while Redis is up");

    redis.stop();
    // An open connection and new handshakes of a cached host keep working.
    assert_eq!(kept.get("cached.test", "/").unwrap().status, 200);
    for _ in 0..3 {
        let mut tls = client
            .connect(server.addr, Some("cached.test"))
            .expect("cached host with Redis down");
        assert_eq!(tls.get("cached.test", "/").unwrap().body, b"cached");
    }
    // An uncached host fails with an alert (a store error, not a hung handshake).
    for _ in 0..3 {
        let err = client
            .connect(server.addr, Some("uncached.test"))
            .err()
            .expect("no store, no certificate");
        assert!(err.to_string().contains("InternalError"), "{err}");
    }
    assert_eq!(
        server.settled_metric("tlsfront_handshakes_total{outcome=\"store_error\"}", 3.0),
        3.0
    );
    assert_eq!(
        server.settled_metric("tlsfront_handshakes_total{outcome=\"timeout\"}", 0.0),
        0.0
    );
    // The first of them asked Redis and found it gone, unless the ticket keys' reader (which
    // shares the store's health) found it first; the others failed at once, without asking,
    // until a probe finds Redis back.
    let asked = server.metric("tlsfront_store_errors_total{store=\"redis\",reason=\"error\"}");
    let failed_at_once = server.metric("tlsfront_store_down_lookups_total{store=\"redis\"}");
    assert!(asked <= 1.0, "{asked}");
    assert!(asked + failed_at_once >= 3.0, "{asked} + {failed_at_once}");
    assert_eq!(server.metric("tlsfront_store_up{store=\"redis\"}"), 0.0);

    // Redis comes back (empty, as after a crash), the fleet's writer fills it again.
    redis.restart();
    for (host, pair) in &pairs {
        fixtures.write_redis(&redis, host, "", pair);
    }
    let mut recovered = None;
    for _ in 0..50 {
        if let Ok(tls) = client.connect(server.addr, Some("uncached.test")) {
            recovered = Some(tls);
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    let recovered = recovered.expect("uncached.test is served again once Redis is back");
    assert_eq!(recovered.leaf().dns_names, ["uncached.test"]);
    assert_eq!(server.metric("tlsfront_store_up{store=\"redis\"}"), 1.0);
}

#[test]
fn a_hung_or_stopped_redis_costs_one_lookup_and_one_log_line_not_one_per_handshake() {
    let mut redis = RedisServer::start();
    let fixtures = Fixtures::new();
    for host in ["warm.test", "back.test", "again.test"] {
        let pair = fixtures.issue(&[host], GeneratedKey::EcdsaP256);
        fixtures.write_redis(&redis, host, "", &pair);
    }
    // A lookup against a hung Redis waits 10 s (its reply deadline and the lookup deadline),
    // well inside the handshake's deadline: the handshake that waits gets its alert, where a
    // deadline of 10 s too (the default) would race it, and close it without one when the
    // machine is busy.
    let config = fixtures.root().join("hung.toml");
    std::fs::write(&config, "[redis]\nresponse_timeout = \"10s\"\n").unwrap();
    let server = server(
        &redis,
        &fixtures,
        &[
            "--config",
            &config.display().to_string(),
            "--lookup-timeout",
            "10s",
            "--handshake-timeout",
            "30s",
            "--log",
            "info",
        ],
    );
    let client = TlsClient::new(fixtures.ca.cert_pem());
    // A first lookup opens the server's connection to Redis, which then stops answering.
    client.connect(server.addr, Some("warm.test")).unwrap();
    redis.pause();

    // The first uncached handshake waits for the store (10 s) and finds it down.
    let err = client
        .clone()
        .io_timeout(Duration::from_secs(30))
        .connect(server.addr, Some("first.test"))
        .err()
        .expect("no store, no certificate");
    assert!(err.to_string().contains("InternalError"), "{err}");
    server
        .wait_for_log("the store is down", Duration::from_secs(5))
        .expect("the outage is reported");
    // Then 1,000 uncached handshakes: none of them asks the store, each gets its alert from a
    // client that gives up after 5 s (a lookup would take 10), and they add no log line.
    uncached_handshakes_fail_at_once(&server, &client, "hung", 1);

    // Redis answers again: a probe finds it, the outage's end is logged, hosts are served.
    redis.resume();
    server
        .wait_for_log("the store answers again", Duration::from_secs(15))
        .expect("the end of the outage is reported");
    let tls = client
        .connect(server.addr, Some("back.test"))
        .expect("served once Redis answers");
    assert_eq!(tls.leaf().dns_names, ["back.test"]);

    // Redis is stopped: the same again.
    redis.stop();
    assert!(client.connect(server.addr, Some("second.test")).is_err());
    uncached_handshakes_fail_at_once(&server, &client, "stopped", 2);
    redis.restart();
    fixtures.write_redis(
        &redis,
        "again.test",
        "",
        &fixtures.issue(&["again.test"], GeneratedKey::EcdsaP256),
    );
    let mut served = None;
    for _ in 0..50 {
        if let Ok(tls) = client.connect(server.addr, Some("again.test")) {
            served = Some(tls);
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    served.expect("again.test is served once Redis is back");
}

/// 1,000 handshakes for uncached hosts while the store is down (the `outages`th outage): each
/// fails with an alert, without a store lookup and without a log line.
fn uncached_handshakes_fail_at_once(
    server: &Tlsfront,
    client: &TlsClient,
    label: &str,
    outages: usize,
) {
    let lines_before = server.logs().lines().count();
    let asked_before = server.metric("tlsfront_store_lookups_total{store=\"redis\"}");
    let failed_before = server.metric("tlsfront_store_down_lookups_total{store=\"redis\"}");
    let patient = client.clone().io_timeout(Duration::from_secs(5));
    for i in 0..1000 {
        let err = patient
            .connect(server.addr, Some(&format!("{label}{i}.test")))
            .err()
            .expect("no store, no certificate");
        assert!(
            err.to_string().contains("InternalError"),
            "{label}{i}.test: {err}"
        );
    }
    let failed = failed_before + 1000.0;
    let series = "tlsfront_store_down_lookups_total{store=\"redis\"}";
    assert_eq!(server.settled_metric(series, failed), failed);
    assert_eq!(
        server.metric("tlsfront_store_lookups_total{store=\"redis\"}"),
        asked_before,
        "no lookup went to the store"
    );
    // One report per outage at most; one that follows another within 10 s only if it lasts.
    let reports = server
        .logs()
        .lines()
        .filter(|line| line.contains("the store is down"))
        .count();
    assert!(
        (1..=outages).contains(&reports),
        "outage {outages}: {reports} reports"
    );
    // Nothing else: no line per handshake, and no other component (the ticket keys' reader,
    // which reads the store every few seconds) reporting the same outage. The outage's own
    // report may fall in this window: one that starts within 10 s of the last is reported
    // only once it has lasted 10 s.
    let logs = server.logs();
    let new_lines: Vec<&str> = logs
        .lines()
        .skip(lines_before)
        .filter(|line| !line.contains("the store is down"))
        .collect();
    assert!(
        new_lines.is_empty(),
        "{} lines logged during 1,000 failed handshakes:\n{}",
        new_lines.len(),
        new_lines.join("\n")
    );
}

#[test]
fn a_host_with_bad_material_in_redis_fails_alone() {
    let redis = RedisServer::start();
    let fixtures = Fixtures::new();
    let good = fixtures.issue(&["good.test"], GeneratedKey::EcdsaP256);
    fixtures.write_redis(&redis, "good.test", "", &good);
    let bad = fixtures.issue(&["bad.test"], GeneratedKey::EcdsaP256);
    redis.set("bad.test.crt", &bad.cert_pem);
    redis.set("bad.test.key", &good.key_pem);
    let server = server(&redis, &fixtures, &[]);
    let client = TlsClient::new(fixtures.ca.cert_pem());
    assert!(client.connect(server.addr, Some("bad.test")).is_err());
    assert!(client.connect(server.addr, Some("good.test")).is_ok());
    let line = server
        .wait_for_log(
            "bad certificate material",
            std::time::Duration::from_secs(5),
        )
        .unwrap();
    assert!(
        line.contains("bad.test") && line.contains("does not match"),
        "{line}"
    );
}

#[test]
fn a_password_in_the_url_is_used_and_never_logged() {
    let redis = RedisServer::start_with_password("s3cret-pw");
    let fixtures = Fixtures::new();
    let pair = fixtures.issue(&["auth.test"], GeneratedKey::EcdsaP256);
    fixtures.write_redis(&redis, "auth.test", "", &pair);
    let server = server(&redis, &fixtures, &[]);
    let tls = TlsClient::new(fixtures.ca.cert_pem())
        .connect(server.addr, Some("auth.test"))
        .unwrap();
    assert_eq!(tls.leaf().dns_names, ["auth.test"]);
    assert!(
        !server.logs().contains("s3cret-pw"),
        "the password is in the log"
    );
    assert!(!server.metrics().contains("s3cret-pw"));

    // A wrong password: the store fails, the handshake gets an alert, the log names the store without the password.
    let url = redis.url().replace("s3cret-pw", "wrong-pw");
    let wrong = TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
        .args(["--certs", &url])
        .spawn();
    assert!(TlsClient::new(fixtures.ca.cert_pem())
        .connect(wrong.addr, Some("auth.test"))
        .is_err());
    assert!(!wrong.logs().contains("wrong-pw"), "{}", wrong.logs());
    assert!(
        wrong
            .wait_for_log("store lookup failed", std::time::Duration::from_secs(5))
            .is_some(),
        "{}",
        wrong.logs()
    );
}

#[test]
fn a_tls_redis_serves_through_rediss_urls_for_the_server_and_the_cli() {
    let redis = RedisServer::start_tls();
    let fixtures = Fixtures::new();
    fixtures.add_site("tls.test", &[("index.html", b"over rediss")]);
    let pair = fixtures.issue(&["tls.test"], GeneratedKey::EcdsaP256);
    let cert = fixtures.root().join("tls.crt");
    let key = fixtures.root().join("tls.key");
    std::fs::write(&cert, &pair.cert_pem).unwrap();
    std::fs::write(&key, &pair.key_pem).unwrap();
    let put = std::process::Command::new(env!("CARGO_BIN_EXE_tlsfront"))
        .args([
            "certs",
            "--certs",
            &redis.url(),
            "put",
            "tls.test",
            "--cert",
        ])
        .arg(&cert)
        .arg("--key")
        .arg(&key)
        .output()
        .unwrap();
    assert!(
        put.status.success(),
        "{}",
        String::from_utf8_lossy(&put.stderr)
    );
    let server = server(&redis, &fixtures, &[]);
    let mut tls = TlsClient::new(fixtures.ca.cert_pem())
        .connect(server.addr, Some("tls.test"))
        .unwrap_or_else(|err| panic!("{err}\n{}", server.logs()));
    assert_eq!(tls.leaf().dns_names, ["tls.test"]);
    assert_eq!(tls.get("tls.test", "/").unwrap().body, b"over rediss");
}
