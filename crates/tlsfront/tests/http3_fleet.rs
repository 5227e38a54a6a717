//! HTTP/3 across a fleet (docs/src/http3.md, "Tickets, 0-RTT, Retry, stateless resets"): two
//! `tlsfront serve --listen-quic` instances on one real `redis-server` share the ticket key
//! ring, and so QUIC's keys derived from it. A UDP relay moves a client from one instance to
//! the other, as a load balancer that rehashes would:
//!
//! - a Retry token one instance made is taken by the other;
//! - the other instance ends a connection it does not hold with a stateless reset the client
//!   accepts, rather than leaving it to time out;
//! - a session made over QUIC on one instance resumes over QUIC on the other.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use rustls::client::ClientSessionMemoryCache;
use tlsfront_store::generate::GeneratedKey;
use tlsfront_testkit::hello::stalled_handshakes;
use tlsfront_testkit::process::log_field;
use tlsfront_testkit::{
    Fixtures, H3Client, RedisServer, TlsClient, Tlsfront, TlsfrontBuilder, UdpRelay,
};

const HOST: &str = "a.test";

/// A Redis store with a.test, and two instances on it (`extra` for the first only).
struct Fleet {
    _redis: RedisServer,
    fixtures: Fixtures,
    first: Tlsfront,
    second: Tlsfront,
}

impl Fleet {
    fn start(extra: &[&str]) -> Self {
        let redis = RedisServer::start();
        let fixtures = Fixtures::new();
        let pair = fixtures.issue(&[HOST], GeneratedKey::EcdsaP256);
        fixtures.write_redis(&redis, HOST, "", &pair);
        fixtures.add_site(HOST, &[("index.html", b"a\n")]);
        let instance = |extra: &[&str]| {
            TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
                .args(["--certs", &redis.url()])
                .args(["--sites", fixtures.sites_dir().to_str().unwrap()])
                .args(["--ktls", "off", "--listen-quic", "127.0.0.1:0"])
                .args(extra.iter().copied())
                .spawn()
        };
        let (first, second) = (instance(extra), instance(&[]));
        wait_for_shared_keys(&[&first, &second]);
        let fleet = Fleet {
            _redis: redis,
            fixtures,
            first,
            second,
        };
        // Each instance has the host cached (the miss path refuses a first QUIC handshake).
        for server in [&fleet.first, &fleet.second] {
            drop(fleet.connect_when_cached(quic_addr(server)));
        }
        fleet
    }

    fn ca(&self) -> &str {
        self.fixtures.ca.cert_pem()
    }

    fn connect_when_cached(&self, addr: SocketAddr) -> H3Client {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            match H3Client::connect(addr, HOST, self.ca()) {
                Ok(client) => return client,
                Err(err) if Instant::now() > deadline => panic!("no QUIC connection: {err:#}"),
                Err(_) => std::thread::sleep(Duration::from_millis(50)),
            }
        }
    }
}

/// The QUIC address an instance bound, from its start line.
fn quic_addr(server: &Tlsfront) -> SocketAddr {
    let line = server
        .wait_for_log("tlsfront is serving", Duration::from_secs(5))
        .unwrap();
    log_field(&line, "listen_quic")
        .and_then(|addrs| addrs.parse().ok())
        .unwrap_or_else(|| panic!("no listen_quic in {line}"))
}

/// Waits until every instance uses the store's ticket key ring, at one generation.
fn wait_for_shared_keys(servers: &[&Tlsfront]) {
    let keys = |server: &Tlsfront| {
        let metrics = server.metrics();
        metrics
            .lines()
            .find(|line| line.starts_with("tlsfront_ticket_key_generation{source=\"store\"}"))
            .map(str::to_owned)
    };
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let seen: Vec<Option<String>> = servers.iter().map(|server| keys(server)).collect();
        if seen[0].is_some() && seen.iter().all(|keys| *keys == seen[0]) {
            return;
        }
        assert!(Instant::now() < deadline, "no shared ring: {seen:?}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn another_instance_ends_a_connection_it_does_not_hold_with_a_stateless_reset() {
    let fleet = Fleet::start(&[]);
    let relay = UdpRelay::start(quic_addr(&fleet.first)).unwrap();
    let mut client = fleet.connect_when_cached(relay.addr);
    assert_eq!(client.get(HOST, "/", &[]).unwrap().text(), "a\n");

    // The load balancer now sends the client to the other instance, which has no such
    // connection: its reset, made under the fleet's key, is one the client believes.
    relay.move_to(quic_addr(&fleet.second));
    let err = client.get(HOST, "/", &[]).unwrap_err();
    let err = format!("{err:#}");
    assert!(
        err.contains("reset"),
        "not ended by a reset: {err}\n{}",
        fleet.second.logs()
    );
}

#[test]
fn a_retry_token_made_by_one_instance_is_taken_by_another() {
    // The first instance sends a Retry above half its cap of two handshakes in progress.
    let fleet = Fleet::start(&["--max-handshakes", "2"]);
    let stalled = stalled_handshakes(fleet.first.addr, HOST, 2);
    let in_progress = "tlsfront_handshakes_in_progress";
    assert_eq!(fleet.first.settled_metric(in_progress, 2.0), 2.0);

    // The Retry comes from the first instance; the client's answer to it reaches the second.
    let relay = UdpRelay::start(quic_addr(&fleet.first)).unwrap();
    relay.move_after_first_reply(quic_addr(&fleet.second));
    let accepted = "tlsfront_quic_connections_total{outcome=\"ok\"}";
    let before = fleet.second.metric(accepted);
    let mut client = H3Client::connect(relay.addr, HOST, fleet.ca()).unwrap();
    assert_eq!(client.get(HOST, "/", &[]).unwrap().text(), "a\n");
    let retries = "tlsfront_quic_connections_total{outcome=\"retry\"}";
    assert_eq!(fleet.first.metric(retries), 1.0);
    assert_eq!(fleet.second.metric(accepted), before + 1.0);
    drop(stalled);
}

#[test]
fn a_session_made_over_quic_on_one_instance_resumes_over_quic_on_another() {
    let fleet = Fleet::start(&[]);
    let resumed = "tlsfront_handshakes_completed_total{version=\"1.3\",kind=\"resumed\"}";
    // One client config, so its sessions are kept and offered (rustls resumes a session only
    // under the verifier it was made with).
    let tls = TlsClient::new(fleet.ca())
        .resuming(Arc::new(ClientSessionMemoryCache::new(8)))
        .config(true);
    let mut first = H3Client::connect_with(quic_addr(&fleet.first), HOST, (*tls).clone()).unwrap();
    // The ticket comes after the handshake; a request's round trip brings it.
    assert_eq!(first.get(HOST, "/", &[]).unwrap().text(), "a\n");
    drop(first);
    let before = fleet.second.metric(resumed);
    let mut second =
        H3Client::connect_with(quic_addr(&fleet.second), HOST, (*tls).clone()).unwrap();
    assert_eq!(second.get(HOST, "/", &[]).unwrap().text(), "a\n");
    assert_eq!(
        fleet.second.metric(resumed),
        before + 1.0,
        "the other instance did not resume the session"
    );
}
