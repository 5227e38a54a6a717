//! Session tickets across a fleet: three `tlsfront serve` instances on one real `redis-server`
//! share their ticket keys, so a session made on one resumes on the others (TLS 1.3, and TLS
//! 1.2 with a ticket alone), a rotation reaches every instance without breaking older tickets,
//! and a host's ticket never resumes another host. With the directory store, two processes
//! given the same key files resume each other's sessions.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use rustls::client::ClientSessionMemoryCache;
use rustls::HandshakeKind;
use tlsfront_store::generate::GeneratedKey;
use tlsfront_testkit::tools::s_client;
use tlsfront_testkit::{
    AnyNameSessions, Fixtures, RedisServer, TlsClient, TlsOutcome, Tlsfront, TlsfrontBuilder,
};

const HOSTS: [&str; 2] = ["a.test", "b.test"];

/// A Redis store with a.test, b.test and *.w.test, and a sealing key.
struct Store {
    redis: RedisServer,
    fixtures: Fixtures,
    seal_key: PathBuf,
}

impl Store {
    fn new() -> Self {
        let redis = RedisServer::start();
        let fixtures = Fixtures::new();
        let seal_key = fixtures.root().join("seal.key");
        std::fs::write(&seal_key, format!("{}\n", "5e".repeat(32))).unwrap();
        for host in HOSTS {
            let pair = fixtures.issue(&[host], GeneratedKey::EcdsaP256);
            fixtures.write_redis(&redis, host, "", &pair);
            fixtures.add_site(host, &[("index.html", host.as_bytes())]);
        }
        let wildcard = fixtures.issue(&["*.w.test"], GeneratedKey::EcdsaP256);
        fixtures.write_redis(&redis, "*.w.test", "", &wildcard);
        Store {
            redis,
            fixtures,
            seal_key,
        }
    }

    /// `count` instances on the store, with `extra` flags.
    fn fleet(&self, count: usize, extra: &[&str]) -> Vec<Tlsfront> {
        (0..count)
            .map(|_| {
                TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
                    .args(["--certs", &self.redis.url()])
                    .args(["--seal-key", self.seal_key.to_str().unwrap()])
                    .args(["--sites", self.fixtures.sites_dir().to_str().unwrap()])
                    .args(["--ktls", "off"])
                    .args(extra.iter().copied())
                    .spawn()
            })
            .collect()
    }

    fn client(&self) -> TlsClient {
        TlsClient::new(self.fixtures.ca.cert_pem())
    }
}

/// Where an instance's ticket keys come from, and their ring's generation, from `/metrics`.
fn ticket_keys(server: &Tlsfront) -> Option<(String, u64)> {
    let metrics = server.metrics();
    let line = metrics
        .lines()
        .find(|line| line.starts_with("tlsfront_ticket_key_generation{"))?;
    let source = line.split('"').nth(1)?.to_owned();
    let generation = line.rsplit(' ').next()?.parse().ok()?;
    Some((source, generation))
}

/// Waits until every instance uses the store's ring, at the same generation, at least
/// `at_least`; returns that generation.
fn shared_generation(servers: &[Tlsfront], at_least: u64) -> u64 {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let seen: Vec<Option<(String, u64)>> = servers.iter().map(ticket_keys).collect();
        if let Some(Some((_, first))) = seen.first() {
            let agree = seen.iter().all(|keys| {
                matches!(keys, Some((source, generation)) if source == "store" && generation == first)
            });
            if agree && *first >= at_least {
                return *first;
            }
        }
        assert!(
            Instant::now() < deadline,
            "the instances do not share ticket keys at generation {at_least} or later: {seen:?}\n{}",
            servers[0].logs()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// A handshake with `host` at `server`, and a request, so that a TLS 1.3 ticket arrives.
fn visit(client: &TlsClient, server: &Tlsfront, host: &str) -> TlsOutcome {
    let mut tls = client
        .connect(server.addr, Some(host))
        .unwrap_or_else(|err| panic!("{host}: {err}\n{}", server.logs()));
    let response = tls.get(host, "/").unwrap();
    assert_eq!(response.status, 200, "{host}");
    tls
}

fn resuming_client(store: &Store, tls12_only: bool) -> TlsClient {
    let client = store.client();
    let client = if tls12_only {
        client.versions(&[&rustls::version::TLS12])
    } else {
        client.versions(&[&rustls::version::TLS13])
    };
    client.resuming(Arc::new(ClientSessionMemoryCache::new(32)))
}

/// `openssl s_client -tls1_2`: a full handshake at `first` saved to `session`, then the saved
/// session presented at `second`. Returns what the second printed with `-msg`.
fn openssl_tls12_resumption(
    first: &Tlsfront,
    second: &Tlsfront,
    ca: &Path,
    session: &Path,
) -> String {
    let session = session.to_str().unwrap();
    let ca = ca.to_str().unwrap();
    let tls12 = ["-tls1_2", "-servername", "a.test", "-CAfile", ca];
    let made = s_client(first.addr, &[&tls12[..], &["-sess_out", session]].concat());
    assert!(made.contains("New, TLSv1.2"), "{}", made.text);
    let resumed = s_client(
        second.addr,
        &[&tls12[..], &["-sess_in", session, "-msg"]].concat(),
    );
    resumed.text
}

#[test]
fn a_session_made_on_one_instance_resumes_on_the_other_two_and_a_put_reaches_all_three() {
    let store = Store::new();
    let fleet = store.fleet(3, &[]);
    let generation = shared_generation(&fleet, 0);
    assert!(
        store
            .redis
            .cli(&["GET", "tls/ticket-keys/ring"])
            .unwrap()
            .starts_with("-----BEGIN TLSFRONT SEALED"),
        "with --seal-key the ring is stored sealed"
    );

    for tls12_only in [false, true] {
        for other in &fleet[1..] {
            let client = resuming_client(&store, tls12_only);
            let first = visit(&client, &fleet[0], "a.test");
            assert_eq!(first.handshake_kind(), Some(HandshakeKind::Full));
            // A TLS 1.2 client holding a ticket sends a random session ID with it, and the
            // other instance never saw the session: only the ticket can resume it.
            let resumed = visit(&client, other, "a.test");
            assert_eq!(
                resumed.handshake_kind(),
                Some(HandshakeKind::Resumed),
                "tls12_only: {tls12_only}\n{}",
                other.logs()
            );
        }
    }
    // Per version: the first instance made two full handshakes, each other one resumed one.
    let completed = |version: &str, kind: &str| {
        format!("tlsfront_handshakes_completed_total{{version=\"{version}\",kind=\"{kind}\"}}")
    };
    for version in ["1.3", "1.2"] {
        for (server, full, resumed) in [
            (&fleet[0], 2.0, 0.0),
            (&fleet[1], 0.0, 1.0),
            (&fleet[2], 0.0, 1.0),
        ] {
            assert_eq!(
                server.settled_metric(&completed(version, "full"), full),
                full
            );
            assert_eq!(
                server.settled_metric(&completed(version, "resumed"), resumed),
                resumed
            );
        }
    }

    // OpenSSL's client (as sslyze and nginx's peers use) resumes a TLS 1.2 session on another
    // instance with its ticket, and keeps that ticket: the server sends an empty
    // NewSessionTicket, since the current key sealed it.
    let session = store.fixtures.root().join("tls12.session");
    let resumed =
        openssl_tls12_resumption(&fleet[0], &fleet[2], &store.fixtures.ca_path(), &session);
    assert!(resumed.contains("Reused, TLSv1.2"), "{resumed}");
    let ticket = resumed
        .lines()
        .find(|line| line.starts_with("<<<") && line.contains("NewSessionTicket"))
        .unwrap_or_else(|| panic!("no NewSessionTicket in {resumed}"));
    assert!(
        ticket.contains("[length 000a]"),
        "an empty ticket: {ticket}"
    );

    // A new host, put while every instance remembers it as unknown, is served by all three.
    for server in &fleet {
        assert!(store
            .client()
            .connect(server.addr, Some("new.test"))
            .is_err());
    }
    let pair = store.fixtures.issue(&["new.test"], GeneratedKey::EcdsaP256);
    let (cert, key) = (
        store.fixtures.root().join("new.crt"),
        store.fixtures.root().join("new.key"),
    );
    std::fs::write(&cert, &pair.cert_pem).unwrap();
    std::fs::write(&key, &pair.key_pem).unwrap();
    let put = std::process::Command::new(env!("CARGO_BIN_EXE_tlsfront"))
        .args(["certs", "--certs", &store.redis.url()])
        .args(["--seal-key", store.seal_key.to_str().unwrap()])
        .args(["put", "new.test", "--cert", cert.to_str().unwrap()])
        .args(["--key", key.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(
        put.status.success(),
        "{}",
        String::from_utf8_lossy(&put.stderr)
    );
    for server in &fleet {
        let deadline = Instant::now() + Duration::from_secs(5);
        let served = loop {
            match store.client().connect(server.addr, Some("new.test")) {
                Ok(tls) => break tls,
                Err(err) if Instant::now() < deadline => {
                    let _ = err;
                    std::thread::sleep(Duration::from_millis(20));
                }
                Err(err) => panic!("new.test is not served: {err}\n{}", server.logs()),
            }
        };
        assert_eq!(served.leaf().dns_names, ["new.test"]);
    }
    // Nothing rotated meanwhile: the default period is 12 h.
    assert_eq!(shared_generation(&fleet, generation), generation);
}

#[test]
fn a_ticket_made_for_one_host_is_a_full_handshake_for_another_on_any_instance() {
    let store = Store::new();
    let fleet = store.fleet(2, &[]);
    shared_generation(&fleet, 0);
    for versions in [&rustls::version::TLS13, &rustls::version::TLS12] {
        // (host the ticket is made for, host it is presented to, the certificate expected)
        for (made_for, shown_to, leaf) in [
            ("a.test", "b.test", "b.test"),
            // One wildcard entry serves both names: the ticket opens, and rustls refuses it
            // for the other SNI name.
            ("x.w.test", "y.w.test", "*.w.test"),
        ] {
            for instance in &fleet {
                let sessions = Arc::new(AnyNameSessions::default());
                let client = store
                    .client()
                    .versions(&[versions])
                    .resuming(sessions.clone());
                let made = client.connect(fleet[0].addr, Some(made_for)).unwrap();
                assert_eq!(made.handshake_kind(), Some(HandshakeKind::Full));
                drop(made);
                if versions == &rustls::version::TLS13 {
                    // A TLS 1.3 ticket comes after the handshake: read until it is there.
                    let mut tls = client.connect(fleet[0].addr, Some(made_for)).unwrap();
                    let _ = tls.get(made_for, "/");
                    assert!(sessions.tls13_tickets() > 0, "no ticket from {made_for}");
                } else {
                    assert!(sessions.has_tls12_session());
                }
                let shown = client.connect(instance.addr, Some(shown_to)).unwrap();
                assert_eq!(
                    shown.handshake_kind(),
                    Some(HandshakeKind::Full),
                    "{made_for}'s ticket shown to {shown_to} ({versions:?})"
                );
                assert_eq!(shown.leaf().dns_names, [leaf]);
            }
        }
    }
    // The tickets of a.test did not even open for b.test: they are bound to their host.
    let refused = "tlsfront_tickets_refused_total{reason=\"unauthentic\"}";
    assert!(fleet[1].metric(refused) >= 2.0, "{}", fleet[1].metrics());
}

#[test]
fn a_rotation_reaches_every_instance_and_tickets_made_before_it_still_resume() {
    let store = Store::new();
    let fleet = store.fleet(3, &["--ticket-key-rotation", "3s"]);
    // A ticket lives PREVIOUS_KEYS (2) rotations after its key stops encrypting: with 3 s
    // periods, at least 3 s once every instance has rotated past it. A machine that stalls
    // longer than that makes the attempt inconclusive, and it is made again.
    for attempt in 1..=3 {
        let before = shared_generation(&fleet, 0);
        let clients: Vec<TlsClient> = [false, true]
            .iter()
            .map(|tls12_only| resuming_client(&store, *tls12_only))
            .collect();
        for client in &clients {
            visit(client, &fleet[0], "a.test");
        }
        let made_at = ticket_keys(&fleet[0]).unwrap().1;
        let rotated = shared_generation(&fleet, made_at + 1);
        let kinds: Vec<Option<HandshakeKind>> = clients
            .iter()
            .flat_map(|client| {
                fleet
                    .iter()
                    .map(|server| visit(client, server, "a.test").handshake_kind())
            })
            .collect();
        let after = fleet
            .iter()
            .map(|s| ticket_keys(s).unwrap().1)
            .max()
            .unwrap();
        if kinds
            .iter()
            .all(|kind| *kind == Some(HandshakeKind::Resumed))
        {
            assert!(rotated > before);
            let rotations: f64 = fleet
                .iter()
                .map(|server| server.metric("tlsfront_ticket_key_rotations_total"))
                .sum();
            assert!(rotations >= 1.0);
            return;
        }
        assert!(
            after > made_at + 2,
            "a ticket made at generation {made_at} did not resume at generation {after}: {kinds:?}\n{}",
            fleet[1].logs()
        );
        eprintln!("attempt {attempt}: the ring turned {after} - {made_at} times meanwhile; again");
    }
    panic!("three attempts were inconclusive: the machine is too slow for 3 s rotations");
}

#[test]
fn two_processes_sharing_ticket_key_files_resume_each_others_sessions() {
    let fixtures = Fixtures::new();
    fixtures.add_dir_host("a.test", GeneratedKey::EcdsaP256);
    fixtures.add_site("a.test", &[("index.html", b"a.test")]);
    let key_file = |name: &str, byte: u8| {
        let path = fixtures.root().join(name);
        std::fs::write(&path, [byte; 80]).unwrap();
        path.display().to_string()
    };
    let (one, two) = (key_file("one.key", 1), key_file("two.key", 2));
    let serve = |keys: &[&str]| {
        let mut builder = TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
            .args([
                "--certs",
                &format!("dir:{}", fixtures.certs_dir().display()),
            ])
            .args(["--sites", fixtures.sites_dir().to_str().unwrap()])
            .args(["--ktls", "off"]);
        for key in keys {
            builder = builder.args(["--ticket-key-file", key]);
        }
        builder.spawn()
    };
    // Each encrypts with its first file's key, and decrypts with both.
    let pair = [serve(&[&one, &two]), serve(&[&two, &one])];
    let alone = [serve(&[]), serve(&[])];
    for server in &pair {
        assert_eq!(ticket_keys(server), Some(("file".to_owned(), 0)));
    }
    assert_eq!(ticket_keys(&alone[0]), Some(("process".to_owned(), 0)));

    let client = |tls12_only: bool| {
        let client = TlsClient::new(fixtures.ca.cert_pem());
        let version = if tls12_only {
            &rustls::version::TLS12
        } else {
            &rustls::version::TLS13
        };
        client
            .versions(&[version])
            .resuming(Arc::new(ClientSessionMemoryCache::new(32)))
    };
    for tls12_only in [false, true] {
        for (from, to) in [(&pair[0], &pair[1]), (&pair[1], &pair[0])] {
            let client = client(tls12_only);
            assert_eq!(
                visit(&client, from, "a.test").handshake_kind(),
                Some(HandshakeKind::Full)
            );
            assert_eq!(
                visit(&client, to, "a.test").handshake_kind(),
                Some(HandshakeKind::Resumed),
                "tls12_only: {tls12_only}"
            );
        }
        // Processes with keys of their own resume only their own sessions.
        let client = client(tls12_only);
        visit(&client, &alone[0], "a.test");
        assert_eq!(
            visit(&client, &alone[1], "a.test").handshake_kind(),
            Some(HandshakeKind::Full)
        );
        assert_eq!(
            visit(&client, &alone[1], "a.test").handshake_kind(),
            Some(HandshakeKind::Resumed)
        );
    }
}

#[test]
fn an_instance_keeps_its_keys_while_redis_is_away_and_shares_them_when_it_is_back() {
    let mut store = Store::new();
    let first = store.fleet(1, &[]).pop().unwrap();
    shared_generation(std::slice::from_ref(&first), 0);
    let client = resuming_client(&store, false);
    visit(&client, &first, "a.test");

    // Redis dies. The instance serves its cached host, and resumes its sessions: its keys stay.
    store.redis.stop();
    let failures = "tlsfront_ticket_key_failures_total{reason=\"store\"}";
    let deadline = Instant::now() + Duration::from_secs(20);
    while first.metric(failures) < 1.0 {
        assert!(
            Instant::now() < deadline,
            "no failed read of the ring\n{}",
            first.logs()
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    let resumed = visit(&client, &first, "a.test");
    assert_eq!(resumed.handshake_kind(), Some(HandshakeKind::Resumed));
    assert_eq!(ticket_keys(&first), Some(("store".to_owned(), 0)));
    let made_while_away = resuming_client(&store, true);
    visit(&made_while_away, &first, "a.test");

    // Redis comes back empty, as after a crash: the instance stores the ring it kept, so the
    // tickets it issued meanwhile resume on an instance that joins now.
    store.redis.restart();
    let deadline = Instant::now() + Duration::from_secs(20);
    while store
        .redis
        .cli(&["EXISTS", "tls/ticket-keys/ring"])
        .as_deref()
        != Some("1\n")
    {
        assert!(
            Instant::now() < deadline,
            "the ring was not stored again\n{}",
            first.logs()
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    for host in HOSTS {
        let pair = store.fixtures.issue(&[host], GeneratedKey::EcdsaP256);
        store.fixtures.write_redis(&store.redis, host, "", &pair);
    }
    let joined = store.fleet(1, &[]).pop().unwrap();
    let fleet = [first, joined];
    shared_generation(&fleet, 0);
    for client in [&client, &made_while_away] {
        let resumed = visit(client, &fleet[1], "a.test");
        assert_eq!(resumed.handshake_kind(), Some(HandshakeKind::Resumed));
    }
}
