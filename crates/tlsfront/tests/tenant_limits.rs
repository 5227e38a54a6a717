//! Per-host and per-client limits, against the real binary with real TLS clients: what one
//! host or one client may take, the others untouched, every refusal counted and the hosts
//! refused shown on the status page. Rates are checked against bounds computed from the time
//! the requests actually took, so a slow machine cannot fail them.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

mod serve;

use std::net::IpAddr;
use std::time::{Duration, Instant};

use serve::support::server;
use tlsfront_store::generate::GeneratedKey;
use tlsfront_testkit::{Fixtures, TestUpstream, TlsClient, Tlsfront};

fn client(fixtures: &Fixtures) -> TlsClient {
    TlsClient::new(fixtures.ca.cert_pem())
        .alpn(&[b"http/1.1"])
        .io_timeout(Duration::from_secs(10))
}

fn fixtures(hosts: &[&str]) -> Fixtures {
    let fixtures = Fixtures::new();
    for host in hosts {
        fixtures.add_dir_host(host, GeneratedKey::EcdsaP256);
        fixtures.add_site(host, &[("index.html", format!("{host}\n").as_bytes())]);
    }
    fixtures
}

/// The most a bucket of `rate` per second (and a burst of one second's worth) lets through
/// in `elapsed`, with one token of slack for the refill between two reads of the clock.
fn most_allowed(rate: u32, elapsed: Duration) -> usize {
    let rate = f64::from(rate);
    (rate + rate * elapsed.as_secs_f64()).ceil() as usize + 1
}

fn limited(server: &Tlsfront, limit: &str) -> f64 {
    server.metric(&format!("tlsfront_limited_total{{limit=\"{limit}\"}}"))
}

#[test]
fn a_hosts_rates_bound_it_and_no_other() {
    let fixtures = fixtures(&["a.test", "b.test"]);
    let server = server(
        &fixtures,
        &[
            "--handshakes-per-second-per-host",
            "2",
            "--requests-per-second-per-host",
            "3",
        ],
    );
    let tls = client(&fixtures);

    // Handshakes: a.test's bucket runs dry; b.test's is its own.
    let started = Instant::now();
    let attempts = 12;
    let made = (0..attempts)
        .filter(|_| tls.connect(server.addr, Some("a.test")).is_ok())
        .count();
    let elapsed = started.elapsed();
    assert!(made >= 1, "the first handshakes are within the burst");
    assert!(
        made <= most_allowed(2, elapsed),
        "{made} of {attempts} handshakes in {elapsed:?} at 2 per second"
    );
    assert_eq!(limited(&server, "handshake_rate"), (attempts - made) as f64);
    assert!(tls.connect(server.addr, Some("b.test")).is_ok());

    // Requests on one kept-alive connection: past the rate, 429 with Retry-After.
    let mut session = tls.connect(server.addr, Some("b.test")).unwrap();
    let started = Instant::now();
    let mut statuses = Vec::new();
    let mut retry_after = None;
    for _ in 0..15 {
        let response = session.get("b.test", "/").unwrap();
        if response.status == 429 {
            retry_after = response.header("retry-after").map(str::to_owned);
        }
        statuses.push(response.status);
    }
    let elapsed = started.elapsed();
    let ok = statuses.iter().filter(|s| **s == 200).count();
    assert_eq!(ok + statuses.iter().filter(|s| **s == 429).count(), 15);
    assert!(
        ok >= 1 && ok <= most_allowed(3, elapsed),
        "{statuses:?} in {elapsed:?}"
    );
    assert_eq!(retry_after.as_deref(), Some("1"));

    // The status page names the host refused now.
    let (status, json) = server.admin_get("/status.json").unwrap();
    assert_eq!(status, 200);
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    let refused = &json["tenants"]["refused_now"];
    let hosts: Vec<&str> = refused
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|entry| entry["host"].as_str())
        .collect();
    assert!(
        hosts.contains(&"a.test") && hosts.contains(&"b.test"),
        "{json}"
    );
    assert!(json["tenants"]["limited"].as_u64().unwrap() >= 1);
}

#[test]
fn a_site_entry_sets_its_hosts_own_limits() {
    let fixtures = fixtures(&["own.test", "plain.test"]);
    // Limits alone: own.test is still served from its docroot, as a host without an entry.
    fixtures.write_site("own.test", "[limits]\nconnections = 1\n");
    let server = server(&fixtures, &["--connections-per-host", "5"]);
    let tls = client(&fixtures);
    let mut first = tls.connect(server.addr, Some("own.test")).unwrap();
    assert_eq!(first.get("own.test", "/").unwrap().body, b"own.test\n");
    assert!(
        tls.connect(server.addr, Some("own.test")).is_err(),
        "own.test's entry allows one connection"
    );
    // The server's default (5) still holds for a host without limits of its own.
    let plain: Vec<_> = (0..3)
        .map(|_| tls.connect(server.addr, Some("plain.test")).unwrap())
        .collect();
    assert_eq!(plain.len(), 3);
    assert_eq!(limited(&server, "host_connections"), 1.0);
}

#[test]
fn connections_are_bounded_per_host_and_per_client() {
    let fixtures = fixtures(&["a.test", "b.test"]);
    let server = server(
        &fixtures,
        &[
            "--connections-per-host",
            "2",
            "--connections-per-client",
            "3",
        ],
    );
    let tls = client(&fixtures);

    let first = tls.connect(server.addr, Some("a.test")).unwrap();
    let second = tls.connect(server.addr, Some("a.test")).unwrap();
    assert!(
        tls.connect(server.addr, Some("a.test")).is_err(),
        "a third connection to a.test"
    );
    assert_eq!(limited(&server, "host_connections"), 1.0);
    // Another host is not a.test's count; this is the client's third connection.
    let third = tls.connect(server.addr, Some("b.test")).unwrap();
    assert!(
        tls.connect(server.addr, Some("b.test")).is_err(),
        "a fourth connection from one address"
    );
    assert_eq!(limited(&server, "client_connections"), 1.0);
    // Another address is another client.
    let other: IpAddr = "127.0.0.2".parse().unwrap();
    let from_other = tls.connect_from(other, server.addr, Some("b.test"), b"");
    assert!(from_other.is_ok(), "{:?}", from_other.err());

    // Closing frees the places.
    drop(first);
    drop(third);
    let again = wait_for(|| tls.connect(server.addr, Some("a.test")).is_ok());
    assert!(again, "a.test's place came back once a connection closed");
    drop(second);
}

#[test]
fn a_slow_application_holds_its_hosts_places_only() {
    let app = TestUpstream::start("app");
    let fixtures = fixtures(&["slow.test", "fast.test"]);
    let server = server(
        &fixtures,
        &[
            "--default-upstream",
            &app.url(),
            "--requests-in-flight-per-host",
            "1",
            "--in-flight-wait",
            "300ms",
        ],
    );
    let tls = client(&fixtures);
    let addr = server.addr;
    let ca = fixtures.ca.cert_pem().to_owned();
    // Holds slow.test's one place for a minute: far longer than anything below takes. The
    // thread is left to end with the server.
    std::thread::spawn(move || {
        let tls = TlsClient::new(&ca)
            .alpn(&[b"http/1.1"])
            .io_timeout(Duration::from_secs(90));
        if let Ok(mut session) = tls.connect(addr, Some("slow.test")) {
            let _ = session.get("slow.test", "/slow/60000");
        }
    });
    let in_flight = format!(
        "tlsfront_upstream_requests_in_flight{{upstream=\"{}\"}}",
        app.url()
    );
    assert!(
        wait_for(|| server.metric(&in_flight) >= 1.0),
        "the slow request never arrived"
    );

    let mut waiting = tls.connect(server.addr, Some("slow.test")).unwrap();
    let response = waiting.get("slow.test", "/echo").unwrap();
    assert_eq!(response.status, 503);
    assert_eq!(limited(&server, "requests_in_flight"), 1.0);
    // Another host's application requests are not slow.test's places.
    let mut other = tls.connect(server.addr, Some("fast.test")).unwrap();
    assert_eq!(other.get("fast.test", "/echo").unwrap().status, 200);
}

#[test]
fn a_slowloris_cannot_hold_the_door() {
    use std::io::Write;
    use std::net::TcpStream;

    let fixtures = fixtures(&["flooded.test", "victim.test"]);
    // Room for 20 unfinished hellos, and a deadline long past the test's: without the room
    // closing the oldest, the 60 below would hold the door for two minutes.
    let server = server(
        &fixtures,
        &["--max-handshakes", "20", "--handshake-timeout", "120s"],
    );
    // 60 connections, from the victim's own address, that start a ClientHello and stop.
    let slowloris: Vec<TcpStream> = (0..60)
        .map(|_| {
            let mut tcp = TcpStream::connect(server.addr).unwrap();
            tcp.write_all(&[0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00])
                .unwrap();
            tcp
        })
        .collect();
    let crowded_out = "tlsfront_handshakes_total{outcome=\"hello_crowded_out\"}";
    assert!(
        wait_for(|| server.metric(crowded_out) >= 40.0),
        "the oldest were never closed: {}",
        server.metric(crowded_out)
    );
    // A client that sends its hello at once is served, and its arrival closes one more of them.
    let mut victim = client(&fixtures)
        .connect(server.addr, Some("victim.test"))
        .unwrap();
    let response = victim.get("victim.test", "/").unwrap();
    assert_eq!(response.status, 200);
    assert_eq!(server.metric(crowded_out), 41.0);
    drop(slowloris);
}

/// Polls `condition` for up to a minute (a bound for a stuck server, never a timing).
fn wait_for(mut condition: impl FnMut() -> bool) -> bool {
    let deadline = Instant::now() + Duration::from_secs(60);
    while Instant::now() < deadline {
        if condition() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    false
}
