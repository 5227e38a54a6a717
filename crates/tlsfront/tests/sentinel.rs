//! `tlsfront serve` and `tlsfront certs` on Redis Sentinel (`redis+sentinel://`): a real
//! primary, replica and three sentinels on loopback, failed over while tlsfront serves.
//! Nothing here is timed: each wait is a bounded loop, and what is checked is what was served.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use tlsfront_store::generate::{GeneratedKey, GeneratedPair};
use tlsfront_testkit::{
    fingerprint_of, Fixtures, SentinelGroup, TlsClient, Tlsfront, TlsfrontBuilder,
};

/// Hosts served (and cached) before the failover.
const CACHED: [&str; 3] = ["a.sentinel.test", "b.sentinel.test", "c.sentinel.test"];

/// At most this many requests from the load thread: a bound, whatever happens.
const MAX_LOAD_REQUESTS: usize = 50_000;

#[test]
fn a_killed_primary_is_replaced_under_load_without_a_cached_host_failing() {
    let mut group = SentinelGroup::start(1);
    let fixtures = Fixtures::new();
    for host in CACHED.iter().chain(&["uncached.sentinel.test"]) {
        store_pair(
            &group,
            host,
            &fixtures.issue(&[host], GeneratedKey::EcdsaP256),
        );
        fixtures.add_site(host, &[("index.html", host.as_bytes())]);
    }
    group.wait_for_replicas();
    let server = server(&group, &fixtures);
    let client = TlsClient::new(fixtures.ca.cert_pem());
    for host in CACHED {
        let mut tls = client.connect(server.addr, Some(host)).expect(host);
        assert_eq!(tls.get(host, "/").unwrap().body, host.as_bytes());
    }
    let listed = certs(&["--certs", &group.url(), "ls"]);
    for host in CACHED {
        assert!(
            listed.contains(host),
            "certs ls through the sentinels:\n{listed}"
        );
    }

    let load = Load::start(server.addr, client.clone());
    let old = group.primary_port().unwrap();
    group.kill(old);

    // While the sentinels still name the dead primary, no primary is known and an uncached
    // host fails. The window is observed only if the sentinels named the dead primary both
    // before and after the attempt (they fail over a second or more after the kill).
    let before = group.primary_port();
    let attempt = client.connect(server.addr, Some("uncached.sentinel.test"));
    let after = group.primary_port();
    if before == Some(old) && after == Some(old) {
        assert!(
            attempt.is_err(),
            "an uncached host served while the sentinels named a dead primary"
        );
    }

    let new = group.wait_for_new_primary(old);
    // Uncached hosts are served again once the new primary is known, without a restart.
    let served = bounded(100, || {
        client
            .connect(server.addr, Some("uncached.sentinel.test"))
            .ok()
    });
    assert_eq!(served.leaf().dns_names, ["uncached.sentinel.test"]);

    // A certificate written through the sentinels after the failover reaches the server
    // through the subscription, which followed the new primary: a cached host changes.
    wait_for_subscriber(&group, new);
    let renewed = put(&group, &fixtures, CACHED[0]);
    let fingerprint = fingerprint_of(&renewed.cert_pem);
    bounded(100, || {
        let tls = client.connect(server.addr, Some(CACHED[0])).ok()?;
        (tls.leaf().sha256_fingerprint == fingerprint).then_some(())
    });
    let listed = certs(&["--certs", &group.url(), "ls"]);
    assert!(listed.contains("uncached.sentinel.test"), "{listed}");

    let (served, failures) = load.stop();
    assert!(served > 0, "the load thread made no request");
    assert!(
        failures.is_empty(),
        "{} of {} cached-host requests failed during the failover, first: {:?}\n{}",
        failures.len(),
        served + failures.len(),
        failures.first(),
        server.logs()
    );
    let logs = server.logs();
    assert_eq!(
        logs.matches("Redis primary lost").count(),
        1,
        "one warning for the lost primary:\n{logs}"
    );
    assert!(
        logs.lines().any(|line| line.contains("Redis primary found")
            && line.contains(&format!("127.0.0.1:{new}"))),
        "the new primary is logged:\n{logs}"
    );
}

#[test]
fn a_forced_failover_moves_the_subscription_while_the_old_primary_stays_up() {
    // With passwords on the data servers and on the sentinels, which logs never show.
    let group = SentinelGroup::start_with_passwords(1, "data-secret", "sentinel-secret");
    let fixtures = Fixtures::new();
    let host = "moved.sentinel.test";
    store_pair(
        &group,
        host,
        &fixtures.issue(&[host], GeneratedKey::EcdsaP256),
    );
    group.wait_for_replicas();
    let server = server(&group, &fixtures);
    let client = TlsClient::new(fixtures.ca.cert_pem());
    client.connect(server.addr, Some(host)).expect(host);
    // The sentinels' password is used: without it, the sentinels refuse to answer.
    let url = group.url();
    let (without_sentinel_password, _) = url.split_once('?').unwrap();
    let refused = certs_output(&["--certs", without_sentinel_password, "ls"]);
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(!refused.status.success(), "{stderr}");
    assert!(!stderr.contains("data-secret"), "{stderr}");
    let old = group.primary_port().unwrap();
    wait_for_subscriber(&group, old);

    group.force_failover();
    let new = group.wait_for_new_primary(old);
    // The demoted primary is still up (PUBLISH even reaches it through replication), but the
    // subscription moves to the new primary and leaves the old one.
    wait_for_subscriber(&group, new);
    bounded(100, || (subscribers(&group, old) == 0).then_some(()));

    let renewed = put(&group, &fixtures, host);
    let fingerprint = fingerprint_of(&renewed.cert_pem);
    bounded(100, || {
        let tls = client.connect(server.addr, Some(host)).ok()?;
        (tls.leaf().sha256_fingerprint == fingerprint).then_some(())
    });
    let logs = server.logs();
    assert!(
        logs.lines().any(|line| line.contains("Redis primary found")
            && line.contains(&format!("127.0.0.1:{new}"))),
        "the new primary is logged:\n{logs}"
    );
    assert!(!logs.contains("data-secret") && !logs.contains("sentinel-secret"));
}

fn server(group: &SentinelGroup, fixtures: &Fixtures) -> Tlsfront {
    TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
        .args(["--certs", &group.url()])
        .arg("--sites")
        .arg(fixtures.sites_dir().display().to_string())
        .spawn()
}

/// Writes a pair as another tool would: `SET`s on the primary, key first.
fn store_pair(group: &SentinelGroup, host: &str, pair: &GeneratedPair) {
    group.set(&format!("{host}.key"), pair.key_pem.as_bytes());
    group.set(&format!("{host}.crt"), pair.cert_pem.as_bytes());
}

/// `tlsfront certs put` of a new pair for `host`, through the sentinels.
fn put(group: &SentinelGroup, fixtures: &Fixtures, host: &str) -> GeneratedPair {
    let pair = fixtures.issue(&[host], GeneratedKey::EcdsaP256);
    let cert = fixtures.root().join(format!("{host}.new.crt"));
    let key = fixtures.root().join(format!("{host}.new.key"));
    std::fs::write(&cert, &pair.cert_pem).unwrap();
    std::fs::write(&key, &pair.key_pem).unwrap();
    certs(&[
        "--certs",
        &group.url(),
        "put",
        host,
        "--cert",
        cert.to_str().unwrap(),
        "--key",
        key.to_str().unwrap(),
    ]);
    pair
}

/// Runs `tlsfront certs ARGS`, which must succeed, and returns its output.
fn certs(args: &[&str]) -> String {
    let out = certs_output(args);
    assert!(
        out.status.success(),
        "tlsfront certs {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn certs_output(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_tlsfront"))
        .arg("certs")
        .args(args)
        .output()
        .unwrap()
}

/// How many connections the server on `port` has subscribed to tlsfront's change channel.
fn subscribers(group: &SentinelGroup, port: u16) -> usize {
    group
        .cli(port, &["PUBSUB", "NUMSUB", "tlsfront:changes"])
        .and_then(|out| out.lines().nth(1)?.trim().parse().ok())
        .unwrap_or(0)
}

fn wait_for_subscriber(group: &SentinelGroup, port: u16) {
    bounded(100, || (subscribers(group, port) > 0).then_some(()));
}

/// Tries `attempt` up to `tries` times, 100 ms apart, until it gives something.
fn bounded<T>(tries: usize, mut attempt: impl FnMut() -> Option<T>) -> T {
    for _ in 0..tries {
        if let Some(value) = attempt() {
            return value;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    panic!("gave up after {tries} tries");
}

/// New TLS connections and a request each to the cached hosts, from a thread of their own,
/// counted until stopped.
struct Load {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<(usize, Vec<String>)>,
}

impl Load {
    fn start(addr: SocketAddr, client: TlsClient) -> Self {
        let stop = Arc::new(AtomicBool::new(false));
        let stopping = stop.clone();
        let thread = std::thread::spawn(move || {
            let mut served = 0;
            let mut failures = Vec::new();
            for index in 0..MAX_LOAD_REQUESTS {
                if stopping.load(Ordering::Relaxed) {
                    break;
                }
                let host = CACHED[index % CACHED.len()];
                let outcome = client
                    .connect(addr, Some(host))
                    .and_then(|mut tls| tls.get(host, "/"));
                match outcome {
                    Ok(response) if response.body == host.as_bytes() => served += 1,
                    Ok(response) => failures.push(format!("{host}: status {}", response.status)),
                    Err(err) => failures.push(format!("{host}: {err}")),
                }
                std::thread::sleep(Duration::from_millis(2));
            }
            (served, failures)
        });
        Load { stop, thread }
    }

    /// Stops the thread: how many requests were served, and what each failure was.
    fn stop(self) -> (usize, Vec<String>) {
        self.stop.store(true, Ordering::Relaxed);
        self.thread.join().unwrap()
    }
}
