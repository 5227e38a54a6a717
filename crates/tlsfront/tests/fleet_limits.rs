//! Per-host rates counted across a fleet through a real Redis (`--fleet-counting true`): an
//! instance shares each limited host's demand in the store, and narrows its own bucket to its
//! part of the fleet's when the fleet asks for more than the limit. The other instances are
//! stood for by counters written into Redis, as theirs would be.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use tlsfront_store::generate::GeneratedKey;
use tlsfront_testkit::{Fixtures, RedisServer, TlsClient, Tlsfront, TlsfrontBuilder};

fn server(redis: &RedisServer, fixtures: &Fixtures, extra: &[&str]) -> Tlsfront {
    TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
        .arg("--certs")
        .arg(redis.url())
        .arg("--sites")
        .arg(fixtures.sites_dir().display().to_string())
        .args(extra.iter().copied())
        .spawn()
}

/// The counter a host's request demand is shared in, for the window `index` (Unix seconds).
fn counter(host: &str, index: u64) -> String {
    format!("acme/count/{{limits_requests_{host}}}/{index}")
}

fn unix_seconds() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs()
}

#[test]
fn an_instance_shares_its_demand_and_takes_its_part_of_the_fleets_limit() {
    let redis = RedisServer::start();
    let fixtures = Fixtures::new();
    for host in ["shared.test", "busy.test"] {
        let pair = fixtures.issue(&[host], GeneratedKey::EcdsaP256);
        fixtures.write_redis(&redis, host, "", &pair);
        fixtures.add_site(host, &[("index.html", host.as_bytes())]);
    }
    let server = server(
        &redis,
        &fixtures,
        &[
            "--requests-per-second-per-host",
            "10",
            "--fleet-counting",
            "true",
        ],
    );
    let tls = TlsClient::new(fixtures.ca.cert_pem()).io_timeout(Duration::from_secs(10));

    // Its own demand goes to the store: 12 requests, taken or refused, are counted there.
    let mut session = tls.connect(server.addr, Some("shared.test")).unwrap();
    for _ in 0..12 {
        session.get("shared.test", "/").unwrap();
    }
    let shared = wait_for(|| {
        let now = unix_seconds();
        let total: u64 = (now.saturating_sub(5)..=now)
            .filter_map(|index| redis.cli(&["GET", &counter("shared.test", index)]))
            .filter_map(|text| text.trim().parse::<u64>().ok())
            .sum();
        total >= 12
    });
    assert!(shared, "the instance never shared its demand");

    // The rest of the fleet asks for far more than busy.test's limit (counters as the other
    // instances' would be, for the next half minute): this instance's part narrows to the
    // least share, a request a second, though its own pace (4 a second) is well under the
    // limit (10 a second) and would never be refused alone.
    let now = unix_seconds();
    for index in now.saturating_sub(2)..now + 30 {
        redis.cli(&["SET", &counter("busy.test", index), "100000", "EX", "60"]);
    }
    let mut session = tls.connect(server.addr, Some("busy.test")).unwrap();
    let refused = wait_for(|| {
        std::thread::sleep(Duration::from_millis(250));
        session.get("busy.test", "/").unwrap().status == 429
    });
    assert!(
        refused,
        "the fleet's demand never narrowed this instance's part"
    );
}

/// Polls `condition` for up to half a minute (a bound for a stuck server, never a timing).
fn wait_for(mut condition: impl FnMut() -> bool) -> bool {
    let deadline = Instant::now() + Duration::from_secs(30);
    while Instant::now() < deadline {
        if condition() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    false
}
