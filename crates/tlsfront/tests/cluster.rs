//! The Redis store on a real three-primary Redis Cluster (`redis-cli --cluster create`): a
//! host's keys live in different slots on different nodes (no hash tags), and the server, the
//! store and every command still work, and follow writes on every node and a failover.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

use std::collections::HashSet;
use std::process::Output;
use std::time::{Duration, Instant};

use futures_util::StreamExt;
use tlsfront_store::generate::{GeneratedKey, GeneratedPair, Validity};
use tlsfront_store::material::{Slot, StoredHost, StoredPair};
use tlsfront_store::source::redis::RedisOptions;
use tlsfront_store::source::{Record, RecordKind};
use tlsfront_store::{
    CertSource, Change, ChangeStream, HostName, HostWrites, Locks, Records, RedisStore,
    SiteEntries, SiteEntry, WindowCounters,
};
use tlsfront_testkit::{
    fingerprint_of, Fixtures, RedisCluster, TlsClient, Tlsfront, TlsfrontBuilder,
};

/// Every key a host may have, after its name.
const KEY_SUFFIXES: [&str; 7] = [
    ".crt",
    ".key",
    ".crt.ecdsa",
    ".key.ecdsa",
    ".crt.rsa",
    ".key.rsa",
    ".site",
];

/// How long a bounded wait goes on before the test fails: far longer than anything should
/// take, so a slow machine does not fail the test; nothing here measures time.
const PATIENCE: Duration = Duration::from_secs(15);

#[test]
fn a_server_on_a_cluster_serves_every_node_s_hosts_and_follows_writes_and_a_failover() {
    let mut cluster = RedisCluster::start(3);
    let fixtures = Fixtures::new();
    let hosts = [
        "c1.test", "c2.test", "c3.test", "c4.test", "c5.test", "c6.test",
    ];
    for host in hosts {
        write_pair(
            &cluster,
            host,
            &fixtures.issue(&[host], GeneratedKey::EcdsaP256),
        );
        fixtures.add_site(host, &[("index.html", host.as_bytes())]);
    }
    // What the test rests on: the keys are spread over every primary, and some host's
    // certificate and key live on different nodes.
    let owners: HashSet<u16> = hosts
        .iter()
        .flat_map(|host| [".crt", ".key"].map(|suffix| format!("{host}{suffix}")))
        .map(|key| cluster.owner_of(&key))
        .collect();
    assert_eq!(
        owners.len(),
        3,
        "the hosts' keys should cover every primary"
    );
    let split = *hosts
        .iter()
        .find(|host| {
            cluster.owner_of(&format!("{host}.crt")) != cluster.owner_of(&format!("{host}.key"))
        })
        .expect("a host whose certificate and key are on different nodes");

    let server = serve_from(&cluster, &fixtures);
    let client = TlsClient::new(fixtures.ca.cert_pem());
    for host in hosts {
        let mut tls = client.connect(server.addr, Some(host)).unwrap();
        assert_eq!(tls.leaf().dns_names, [host]);
        assert_eq!(tls.get(host, "/").unwrap().body, host.as_bytes());
    }

    // Another tool rotates the split host with plain SETs, each on its own node: the keyspace
    // notifications of both nodes are followed.
    let rotated = fixtures.issue(&[split], GeneratedKey::EcdsaP256);
    write_pair(&cluster, split, &rotated);
    until_served(&server, &client, split, Some(&rotated));

    // `tlsfront certs` publishes on the change channel, which every node passes on: seen with
    // keyspace notifications off on every node.
    cluster.cli_all(&["CONFIG", "SET", "notify-keyspace-events", ""]);
    let put = fixtures.issue(&["c1.test"], GeneratedKey::EcdsaP256);
    let (cert, key) = pair_files(&fixtures, "put", &put);
    tlsfront(&[
        "certs",
        "--certs",
        &cluster.url(),
        "put",
        "c1.test",
        "--cert",
        &cert,
        "--key",
        &key,
    ])
    .expect_success();
    until_served(&server, &client, "c1.test", Some(&put));
    // Listing visits every primary.
    let listed = tlsfront(&["certs", "--certs", &cluster.url(), "ls"]).expect_success();
    for host in hosts {
        assert!(listed.contains(host), "{host} not listed:\n{listed}");
    }
    tlsfront(&[
        "sites",
        "--certs",
        &cluster.url(),
        "put",
        "c2.test",
        "--static",
    ])
    .expect_success();
    let sites = tlsfront(&["sites", "--certs", &cluster.url(), "ls"]).expect_success();
    assert!(sites.contains("c2.test"), "{sites}");
    tlsfront(&["certs", "--certs", &cluster.url(), "rm", "c3.test"]).expect_success();
    until_served(&server, &client, "c3.test", None);

    // A failover: a new replica of one primary takes over. The feed follows the new primary
    // (a pattern subscription appears on it); once the old primary is gone, a certificate
    // renewed on the same key is one SET on the new primary, seen through its notifications
    // alone.
    cluster.cli_all(&["CONFIG", "SET", "notify-keyspace-events", "K$g"]);
    let moved = "c4.test";
    let primary = cluster.owner_of("c4.test.crt");
    let key_pair = GeneratedKey::EcdsaP256.key_pair().unwrap();
    let before = renewal(&fixtures, moved, &key_pair);
    write_pair(&cluster, moved, &before);
    until_served(&server, &client, moved, Some(&before));
    let replica = cluster.add_replica(primary);
    assert_eq!(
        pattern_subscriptions(&cluster, replica),
        0,
        "replicas are not followed"
    );
    cluster.failover(replica);
    let deadline = Instant::now() + PATIENCE;
    while pattern_subscriptions(&cluster, replica) == 0 {
        assert!(
            Instant::now() < deadline,
            "the feed did not follow the new primary\n{}",
            server.logs()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    cluster.stop(primary);
    let after = renewal(&fixtures, moved, &key_pair);
    assert_eq!(cluster.owner_of("c4.test.crt"), replica);
    cluster.set("c4.test.crt", &after.cert_pem);
    until_served(&server, &client, moved, Some(&after));
    for host in ["c5.test", "c6.test"] {
        let tls = client.connect(server.addr, Some(host)).unwrap();
        assert_eq!(tls.leaf().dns_names, [host]);
    }

    assert!(
        !server.logs().contains(cluster.password()),
        "the password reached the logs"
    );
}

#[test]
fn the_store_reads_writes_lists_and_follows_changes_across_slots() {
    let cluster = RedisCluster::start(3);
    let fixtures = Fixtures::new();
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let options = RedisOptions {
        // Long enough that a lookup waits for a paused node below.
        response_timeout: Duration::from_secs(30),
        ..RedisOptions::default()
    };
    let store = RedisStore::new(&cluster.url(), options).unwrap();
    assert!(!store.describe().contains(cluster.password()));

    // A host whose seven keys live on all three primaries.
    let host = (0..100)
        .map(|i| format!("spread-{i}.test"))
        .find(|host| {
            let owners: HashSet<u16> = KEY_SUFFIXES
                .iter()
                .map(|suffix| cluster.owner_of(&format!("{host}{suffix}")))
                .collect();
            owners.len() == 3
        })
        .expect("a host whose keys cover every primary");
    let name = HostName::parse(&host).unwrap();
    let ecdsa = fixtures.issue(&[&host], GeneratedKey::EcdsaP256);
    let rsa = fixtures.issue(&[&host], GeneratedKey::Rsa2048);
    runtime.block_on(async {
        store
            .put(&name, &stored(Slot::Plain, &ecdsa), &[])
            .await
            .unwrap();
        store
            .put(&name, &stored(Slot::Rsa, &rsa), &[])
            .await
            .unwrap();
        store.put_site(&name, &SiteEntry::STATIC).await.unwrap();
        let found = store.fetch(&name).await.unwrap().unwrap();
        assert_eq!(slots_of(&found), [Slot::Plain, Slot::Rsa]);
        assert_eq!(found.pairs[0].cert_pem, ecdsa.cert_pem.as_bytes());
        assert_eq!(found.pairs[1].key_pem, rsa.key_pem.as_bytes());
        assert_eq!(found.site.as_deref(), Some(&b"static = true\n"[..]));
    });

    // One lookup is one MGET split by slot, its parts sent at once: whichever node is slow,
    // the others have their part before it answers (parts sent one after another would
    // leave the nodes after a paused one waiting).
    // (The primaries are read before any is paused: a paused node answers nobody.)
    let primaries = cluster.primaries();
    for &paused in &primaries {
        cluster.cli_all(&["CONFIG", "RESETSTAT"]);
        cluster.pause(paused);
        let lookup = runtime.spawn({
            let (store, name) = (store.clone(), name.clone());
            async move { store.fetch(&name).await }
        });
        let others: Vec<u16> = primaries
            .iter()
            .copied()
            .filter(|&port| port != paused)
            .collect();
        let deadline = Instant::now() + PATIENCE;
        while others
            .iter()
            .any(|&port| cluster.command_calls(port, "mget") == 0)
        {
            assert!(
                Instant::now() < deadline,
                "with {paused} paused, the other nodes never got their part of the MGET"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        cluster.resume(paused);
        let found = runtime.block_on(lookup).unwrap().unwrap().unwrap();
        assert_eq!(found.pairs.len(), 2);
        assert!(cluster.command_calls(paused, "mget") >= 1);
    }

    runtime.block_on(async {
        // A put that clears a slot, and a bulk replace, write across slots.
        store
            .put(&name, &stored(Slot::Ecdsa, &ecdsa), &[Slot::Plain])
            .await
            .unwrap();
        let found = store.fetch(&name).await.unwrap().unwrap();
        assert_eq!(slots_of(&found), [Slot::Ecdsa, Slot::Rsa]);
        let bulk: Vec<StoredHost> = (0..12)
            .map(|i| {
                let bulk_name = format!("bulk-{i}.test");
                StoredHost {
                    name: HostName::parse(&bulk_name).unwrap(),
                    pairs: vec![stored(Slot::Plain, &ecdsa)],
                    site: None,
                    staples: Vec::new(),
                }
            })
            .collect();
        store.replace_entries(&bulk).await.unwrap();

        // Listing visits every primary.
        let listed: HashSet<String> = store
            .list()
            .map(|name| name.unwrap().to_string())
            .collect()
            .await;
        assert!(listed.contains(&host), "{listed:?}");
        assert!((0..12).all(|i| listed.contains(&format!("bulk-{i}.test"))));
        assert_eq!(listed.len(), 13, "{listed:?}");
        let sites: Vec<String> = store
            .list_sites()
            .map(|name| name.unwrap().to_string())
            .collect()
            .await;
        assert_eq!(sites, [host.as_str()]);

        // Records, locks (one-key scripts) and counters (one-key MULTI) work as on one server.
        for i in 0..6 {
            let record = Record::new(RecordKind::Allowed, &format!("r{i}.test")).unwrap();
            store.put_record(&record, b"yes", None).await.unwrap();
        }
        let mut records: Vec<String> = store
            .list_records(RecordKind::Allowed)
            .map(|name| name.unwrap())
            .collect()
            .await;
        records.sort();
        assert_eq!(
            records,
            ["r0.test", "r1.test", "r2.test", "r3.test", "r4.test", "r5.test"]
        );
        let lease = Duration::from_secs(30);
        assert!(store.try_lock("order", "one", lease).await.unwrap());
        assert!(!store.try_lock("order", "two", lease).await.unwrap());
        assert!(store.extend_lock("order", "one", lease).await.unwrap());
        store.unlock("order", "one").await.unwrap();
        assert!(store.try_lock("order", "two", lease).await.unwrap());
        let window = Duration::from_secs(3600);
        let first = store.count_in_window("orders", window).await.unwrap();
        let second = store.count_in_window("orders", window).await.unwrap();
        assert_eq!(second, first + 1);

        assert!(store.remove(&name).await.unwrap());
        assert!(store.fetch(&name).await.unwrap().is_none());
        assert!(store.fetch_site(&name).await.unwrap().is_none());
        assert!(!store.remove(&name).await.unwrap());
    });

    // The feed: the change channel is followed on one node, and a PUBLISH on any node reaches
    // it; keyspace notifications are followed on every primary.
    let mut changes = runtime.block_on(async {
        let mut changes = store.changes().unwrap().changes;
        assert!(matches!(
            next_change(&mut changes).await,
            Change::Everything
        ));
        changes
    });
    for port in cluster.primaries() {
        let published = format!("published-{port}.test");
        cluster
            .cli(port, &["PUBLISH", "tlsfront:changes", &published])
            .unwrap();
        runtime.block_on(until_entry(&mut changes, &published));
    }
    for port in cluster.primaries() {
        let written = (0..200)
            .map(|i| format!("written-{i}.test"))
            .find(|host| cluster.owner_of(&format!("{host}.crt")) == port)
            .unwrap();
        cluster.set(&format!("{written}.crt"), "not a certificate");
        runtime.block_on(until_entry(&mut changes, &written));
    }
}

#[test]
fn a_tls_cluster_serves_through_a_rediss_cluster_url() {
    let cluster = RedisCluster::start_tls(3);
    let fixtures = Fixtures::new();
    write_pair(
        &cluster,
        "t1.test",
        &fixtures.issue(&["t1.test"], GeneratedKey::EcdsaP256),
    );
    let server = serve_from(&cluster, &fixtures);
    let client = TlsClient::new(fixtures.ca.cert_pem());
    let tls = client.connect(server.addr, Some("t1.test")).unwrap();
    assert_eq!(tls.leaf().dns_names, ["t1.test"]);
    // A plain SET on a node, seen through that node's notifications over TLS.
    let rotated = fixtures.issue(&["t1.test"], GeneratedKey::EcdsaP256);
    write_pair(&cluster, "t1.test", &rotated);
    until_served(&server, &client, "t1.test", Some(&rotated));
    let put = fixtures.issue(&["t2.test"], GeneratedKey::EcdsaP256);
    let (cert, key) = pair_files(&fixtures, "t2", &put);
    tlsfront(&[
        "certs",
        "--certs",
        &cluster.url(),
        "put",
        "t2.test",
        "--cert",
        &cert,
        "--key",
        &key,
    ])
    .expect_success();
    until_served(&server, &client, "t2.test", Some(&put));
}

#[test]
fn an_unreachable_cluster_fails_lookups_at_once_and_bad_urls_are_refused() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    // Nothing listens on these ports.
    let url = format!(
        "redis+cluster://:hunter2@127.0.0.1:{},127.0.0.1:{}",
        tlsfront_testkit::free_port(),
        tlsfront_testkit::free_port()
    );
    let store = RedisStore::new(&url, RedisOptions::default()).unwrap();
    let name = HostName::parse("down.test").unwrap();
    runtime.block_on(async {
        for _ in 0..3 {
            let err = store.fetch(&name).await.unwrap_err();
            assert!(!format!("{err:?}").contains("hunter2"));
        }
        assert!(store.check().await.is_err());
    });

    let ls = tlsfront(&["certs", "--certs", &url, "ls"]);
    assert!(!ls.status.success());
    let refused = tlsfront(&[
        "certs",
        "--certs",
        "redis+cluster://:hunter2@127.0.0.1:7000/2",
        "ls",
    ]);
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(!refused.status.success());
    assert!(stderr.contains("database 0 only"), "{stderr}");
    assert!(!stderr.contains("hunter2"), "{stderr}");
}

/// `tlsfront serve` on the cluster, once it has checked every primary's notification setting.
fn serve_from(cluster: &RedisCluster, fixtures: &Fixtures) -> Tlsfront {
    let server = TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
        .args(["--certs", &cluster.url()])
        .arg("--sites")
        .arg(fixtures.sites_dir().display().to_string())
        .spawn();
    assert!(
        server
            .wait_for_log("keyspace notifications are on", PATIENCE)
            .is_some(),
        "{}",
        server.logs()
    );
    server
}

/// A certificate for `host` on a key it had before, as a renewal that keeps its key makes.
fn renewal(
    fixtures: &Fixtures,
    host: &str,
    key_pair: &tlsfront_store::generate::KeyPair,
) -> GeneratedPair {
    fixtures
        .ca
        .issue_for_key(&[host], key_pair, Validity::days_from_now(90))
        .unwrap()
}

/// Writes a pair with plain SETs on the nodes that serve its keys, key first.
fn write_pair(cluster: &RedisCluster, host: &str, pair: &GeneratedPair) {
    cluster.set(&format!("{host}.key"), &pair.key_pem);
    cluster.set(&format!("{host}.crt"), &pair.cert_pem);
}

fn stored(slot: Slot, pair: &GeneratedPair) -> StoredPair {
    StoredPair {
        slot,
        cert_pem: pair.cert_pem.clone().into_bytes(),
        key_pem: pair.key_pem.clone().into_bytes(),
    }
}

fn slots_of(host: &StoredHost) -> Vec<Slot> {
    host.pairs.iter().map(|pair| pair.slot).collect()
}

fn pair_files(fixtures: &Fixtures, stem: &str, pair: &GeneratedPair) -> (String, String) {
    let cert = fixtures.root().join(format!("{stem}.crt"));
    let key = fixtures.root().join(format!("{stem}.key"));
    std::fs::write(&cert, &pair.cert_pem).unwrap();
    std::fs::write(&key, &pair.key_pem).unwrap();
    (cert.display().to_string(), key.display().to_string())
}

/// How many pattern subscriptions a node has (the feed's keyspace notifications).
fn pattern_subscriptions(cluster: &RedisCluster, port: u16) -> u64 {
    cluster
        .cli(port, &["PUBSUB", "NUMPAT"])
        .and_then(|reply| reply.trim().parse().ok())
        .unwrap_or(0)
}

/// Handshakes until `host` is served with `expected` (or refused, for `None`), for at most
/// [`PATIENCE`].
fn until_served(
    server: &Tlsfront,
    client: &TlsClient,
    host: &str,
    expected: Option<&GeneratedPair>,
) {
    let expected = expected.map(|pair| fingerprint_of(&pair.cert_pem));
    server.until_served(client, host, PATIENCE, |served| {
        served == expected.as_deref()
    });
}

async fn next_change(changes: &mut ChangeStream) -> Change {
    tokio::time::timeout(PATIENCE, changes.next())
        .await
        .expect("a change within the patience")
        .expect("the feed goes on")
}

/// Reads changes until one names `host`.
async fn until_entry(changes: &mut ChangeStream, host: &str) {
    loop {
        if let Change::Entry(name) = next_change(changes).await {
            if name.as_str() == host {
                return;
            }
        }
    }
}

struct Ran(Output);

impl Ran {
    /// The command's stdout; fails the test, with its stderr, when it did not succeed.
    fn expect_success(&self) -> String {
        assert!(
            self.0.status.success(),
            "{}",
            String::from_utf8_lossy(&self.0.stderr)
        );
        String::from_utf8_lossy(&self.0.stdout).into_owned()
    }
}

impl std::ops::Deref for Ran {
    type Target = Output;
    fn deref(&self) -> &Output {
        &self.0
    }
}

fn tlsfront(args: &[&str]) -> Ran {
    Ran(std::process::Command::new(env!("CARGO_BIN_EXE_tlsfront"))
        .args(args)
        .output()
        .unwrap())
}
