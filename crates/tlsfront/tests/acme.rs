//! Certificates on demand against Pebble, the ACME test server: real orders, validated over
//! TLS-ALPN-01 (on the HTTPS listener) and HTTP-01 (on the plain-HTTP listener), gated by the
//! store's allow-list or an ask URL; one order per name across three instances on one Redis;
//! a CA that goes away mid-order; and renewal of a short-lived certificate.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpListener};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tlsfront_testkit::{
    free_port, Fixtures, Pebble, PebbleOptions, RedisServer, TlsClient, Tlsfront, TlsfrontBuilder,
};

/// Far more than an order takes against Pebble without validation sleep (well under a
/// second), so a slow machine does not fail the tests.
const PATIENCE: Duration = Duration::from_secs(30);

/// A server whose HTTPS listener is where Pebble validates TLS-ALPN-01 (`tls_port`), with
/// on-demand issuance from `pebble` into `certs`, plus `extra` flags.
fn serve(pebble: &Pebble, tls_port: u16, certs: &str, extra: &[&str]) -> Tlsfront {
    TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
        .args([
            "--certs",
            certs,
            "--listen",
            &format!("127.0.0.1:{tls_port}"),
        ])
        .args(["--acme-directory", &pebble.directory_url()])
        .arg("--acme-ca-root")
        .arg(pebble.server_root_pem_path().display().to_string())
        .args(["--acme-backoff", "2s", "--acme-backoff-max", "4s"])
        .args(["--log", "info,tlsfront_server=debug,tlsfront_acme=debug"])
        .args(extra.iter().copied())
        .spawn()
}

fn acme(certs: &str, args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_tlsfront"))
        .args(["acme", "--certs", certs])
        .args(args)
        .output()
        .unwrap()
}

fn certs_ls(certs: &str) -> String {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_tlsfront"))
        .args(["certs", "ls", "--certs", certs])
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout).unwrap()
}

/// A handshake for `name` that trusts only Pebble's issuing root: it succeeds only with a
/// certificate Pebble issued for that name.
fn handshake(pebble: &Pebble, port: u16, name: &str) -> Result<String, std::io::Error> {
    handshake_trusting(&pebble.issuer_roots_pem().unwrap(), port, name)
}

/// [`handshake`], trusting `roots` (Pebble's, fetched while it ran).
fn handshake_trusting(roots: &str, port: u16, name: &str) -> Result<String, std::io::Error> {
    let client = TlsClient::new(roots);
    let addr: SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
    let outcome = client.connect(addr, Some(name))?;
    let leaf = outcome.leaf();
    assert_eq!(leaf.dns_names, [name.to_owned()]);
    Ok(leaf.sha256_fingerprint)
}

/// Retries a handshake until it succeeds: past the wait's bound the first handshakes get
/// `unrecognized_name`, and the order carries on.
fn handshake_until_served(pebble: &Pebble, port: u16, name: &str, server: &Tlsfront) -> String {
    let started = Instant::now();
    loop {
        match handshake(pebble, port, name) {
            Ok(fingerprint) => return fingerprint,
            Err(err) => assert!(
                started.elapsed() < PATIENCE,
                "{name} not served within {PATIENCE:?}: {err}\n{}\n{}",
                server.logs(),
                pebble.logs()
            ),
        }
        std::thread::sleep(Duration::from_millis(200));
    }
}

/// One test's Pebble (validating TLS-ALPN-01 on `tls_port` and HTTP-01 on `http_port`), a
/// directory store, and the names on its allow-list. Keep `fixtures` bound: dropping it
/// removes the store.
struct Case {
    tls_port: u16,
    http_port: u16,
    pebble: Pebble,
    fixtures: Fixtures,
    certs: String,
}

impl Case {
    fn start(tweak: impl FnOnce(&mut PebbleOptions), allowed: &[&str]) -> Case {
        let (tls_port, http_port) = (free_port(), free_port());
        let mut options = PebbleOptions {
            tls_port,
            http_port,
            ..PebbleOptions::default()
        };
        tweak(&mut options);
        let pebble = Pebble::start(options).unwrap();
        let fixtures = Fixtures::new();
        let certs = format!("dir:{}", fixtures.certs_dir().display());
        if !allowed.is_empty() {
            let mut args = vec!["allow"];
            args.extend_from_slice(allowed);
            let output = acme(&certs, &args);
            assert!(output.status.success(), "{output:?}");
        }
        Case {
            tls_port,
            http_port,
            pebble,
            fixtures,
            certs,
        }
    }
}

#[test]
fn tls_alpn_01_issues_at_the_first_handshake_for_an_allowed_name_only() {
    let Case {
        tls_port,
        pebble,
        fixtures,
        certs,
        ..
    } = Case::start(|_| {}, &[]);
    let allowed = acme(&certs, &["allow", "shop.example.com"]);
    assert!(allowed.status.success(), "{allowed:?}");
    // A reserved name is refused before anything is written.
    let refused = acme(&certs, &["allow", "shop.example.com", "printer.local"]);
    assert_eq!(refused.status.code(), Some(1), "{refused:?}");

    let server = serve(&pebble, tls_port, &certs, &["--acme-allow-list"]);
    // The first handshake waits for the certificate, and gets it.
    handshake(&pebble, tls_port, "shop.example.com").unwrap_or_else(|err| {
        panic!(
            "first handshake: {err}\n{}\n{}",
            server.logs(),
            pebble.logs()
        )
    });
    assert_eq!(pebble.orders_count().unwrap(), 1);
    assert_eq!(server.metric("tlsfront_acme_orders_total"), 1.0);
    assert!(server.metric("tlsfront_acme_challenges_answered_total{type=\"tls-alpn-01\"}") >= 1.0);
    assert!(server.logs().contains("on-demand certificate order"));
    // Written through the store: a pair on disk, marked as issued on demand.
    assert!(fixtures.certs_dir().join("shop.example.com.crt").exists());
    let listed = certs_ls(&certs);
    assert!(
        listed
            .lines()
            .any(|l| l.starts_with("shop.example.com") && l.ends_with("on-demand")),
        "{listed}"
    );
    let acme_ls = acme(&certs, &["ls"]);
    let acme_ls = String::from_utf8_lossy(&acme_ls.stdout);
    assert!(acme_ls.contains("allowed  shop.example.com"), "{acme_ls}");
    assert!(acme_ls.contains("managed  shop.example.com"), "{acme_ls}");

    // Names the gate does not allow, and names that are not public, never reach Pebble.
    for name in [
        "other.example.com",
        "other.example.com",
        "db.internal",
        "a.test",
    ] {
        assert!(handshake(&pebble, tls_port, name).is_err(), "{name}");
    }
    assert_eq!(pebble.orders_count().unwrap(), 1);
    assert_eq!(
        server.metric("tlsfront_acme_refused_total{reason=\"denied\"}"),
        2.0
    );
    assert_eq!(
        server.metric("tlsfront_acme_refused_total{reason=\"not_public\"}"),
        2.0
    );
    // The second refusal of other.example.com came from the gate's cache.
    assert_eq!(
        server.metric(
            "tlsfront_acme_gate_answers_total{answer=\"denied\",source=\"nobody\",cached=\"true\"}"
        ),
        1.0
    );
    // An ACME validation for a name with no order waiting gets no certificate.
    let acme_client = TlsClient::insecure().alpn(&[b"acme-tls/1"]);
    let addr: SocketAddr = format!("127.0.0.1:{tls_port}").parse().unwrap();
    assert!(acme_client
        .connect(addr, Some("other.example.com"))
        .is_err());
}

/// An ask endpoint: allows names starting with `ok-`, and counts the questions per name.
struct AskServer {
    url: String,
    asked: Arc<Mutex<HashMap<String, usize>>>,
}

impl AskServer {
    fn start() -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let url = format!("http://{}/ask", listener.local_addr().unwrap());
        let asked: Arc<Mutex<HashMap<String, usize>>> = Arc::default();
        let counts = asked.clone();
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(mut stream) = stream else { return };
                let mut line = String::new();
                if BufReader::new(&stream).read_line(&mut line).is_err() {
                    continue;
                }
                let domain = line
                    .split_whitespace()
                    .nth(1)
                    .and_then(|target| target.split_once("domain="))
                    .map(|(_, domain)| domain.to_owned())
                    .unwrap_or_default();
                *counts.lock().unwrap().entry(domain.clone()).or_default() += 1;
                let status = if domain.starts_with("ok-") {
                    "200 OK"
                } else {
                    "403 Forbidden"
                };
                let _ = write!(
                    stream,
                    "HTTP/1.1 {status}\r\ncontent-length: 0\r\nconnection: close\r\n\r\n"
                );
            }
        });
        AskServer { url, asked }
    }

    fn asked(&self, domain: &str) -> usize {
        self.asked.lock().unwrap().get(domain).copied().unwrap_or(0)
    }
}

#[test]
fn http_01_issues_through_the_plain_listener_for_names_the_ask_url_allows() {
    let Case {
        tls_port,
        http_port,
        pebble,
        fixtures,
        certs,
    } = Case::start(|_| {}, &[]);
    let ask = AskServer::start();
    let http = format!("127.0.0.1:{http_port}");
    let server = serve(
        &pebble,
        tls_port,
        &certs,
        &[
            "--acme-ask",
            &ask.url,
            "--acme-challenge",
            "http-01",
            "--listen-http",
            &http,
            // Challenges are answered whatever the plain listener does with other requests.
            "--redirect-http",
            "false",
        ],
    );
    handshake(&pebble, tls_port, "ok-1.example.com").unwrap_or_else(|err| {
        panic!(
            "first handshake: {err}\n{}\n{}",
            server.logs(),
            pebble.logs()
        )
    });
    assert!(server.metric("tlsfront_acme_challenges_answered_total{type=\"http-01\"}") >= 1.0);
    assert_eq!(
        server.metric("tlsfront_acme_challenges_answered_total{type=\"tls-alpn-01\"}"),
        0.0
    );
    // A denied name is asked about once, however often it comes, and never ordered.
    for _ in 0..5 {
        assert!(handshake(&pebble, tls_port, "no-1.example.com").is_err());
    }
    assert_eq!(ask.asked("ok-1.example.com"), 1);
    assert_eq!(ask.asked("no-1.example.com"), 1);
    assert_eq!(pebble.orders_count().unwrap(), 1);
    // A challenge path with no order waiting is a 404, and everything else gets what
    // --redirect-http false says: 403.
    let plain: SocketAddr = http.parse().unwrap();
    let status_of = |path: &str| {
        let url = format!("http://ok-1.example.com:{http_port}{path}");
        let args = ["-s", "-o", "/dev/null", "-w", "%{http_code}", &url];
        let ca = fixtures.ca_path();
        tlsfront_testkit::tools::curl(plain, "ok-1.example.com", &ca, &args).text
    };
    let missing = status_of("/.well-known/acme-challenge/nothing-here");
    assert_eq!(missing.trim(), "404");
    let refused = status_of("/");
    assert_eq!(refused.trim(), "403");
}

#[test]
fn a_ca_down_mid_order_backs_the_name_off_and_it_succeeds_once_the_ca_is_back() {
    let allowed = ["up.example.com", "late.example.com"];
    let Case {
        tls_port,
        mut pebble,
        certs,
        fixtures: _fixtures,
        ..
    } = Case::start(|_| {}, &allowed);
    let server = serve(&pebble, tls_port, &certs, &["--acme-allow-list"]);
    handshake(&pebble, tls_port, "up.example.com").unwrap();

    let roots = pebble.issuer_roots_pem().unwrap();
    pebble.stop();
    // The order fails at once (nothing answers), and the name backs off.
    assert!(handshake_trusting(&roots, tls_port, "late.example.com").is_err());
    let failed = server.wait_for_log("outcome=\"failed\"", PATIENCE);
    assert!(failed.is_some(), "{}", server.logs());
    assert!(server.metric("tlsfront_acme_order_failures_total{reason=\"ca\"}") >= 1.0);
    // While it backs off, handshakes for it are refused without an order.
    let _ = handshake_trusting(&roots, tls_port, "late.example.com");
    assert!(server.metric("tlsfront_acme_refused_total{reason=\"backing_off\"}") >= 1.0);
    // The host that has a certificate is unaffected.
    let client = TlsClient::insecure();
    let addr: SocketAddr = format!("127.0.0.1:{tls_port}").parse().unwrap();
    assert_eq!(
        client
            .connect(addr, Some("up.example.com"))
            .unwrap()
            .leaf()
            .dns_names,
        ["up.example.com"]
    );

    // Back: Pebble forgot the account, so it is registered again, and the name is issued
    // once its backoff has run out.
    pebble.restart().unwrap();
    handshake_until_served(&pebble, tls_port, "late.example.com", &server);
}

#[test]
fn a_short_lived_certificate_is_renewed_before_it_expires() {
    let brief = |options: &mut PebbleOptions| options.validity = Duration::from_secs(12);
    let Case {
        tls_port,
        pebble,
        certs,
        fixtures: _fixtures,
        ..
    } = Case::start(brief, &["brief.example.com"]);
    let server = serve(
        &pebble,
        tls_port,
        &certs,
        &["--acme-allow-list", "--acme-renew-check", "1s"],
    );
    let first = handshake_until_served(&pebble, tls_port, "brief.example.com", &server);
    // Two thirds into its 12 s, the certificate is renewed and goes live by the change feed.
    let started = Instant::now();
    loop {
        let now = handshake_until_served(&pebble, tls_port, "brief.example.com", &server);
        if now != first {
            break;
        }
        assert!(
            started.elapsed() < PATIENCE,
            "not renewed\n{}",
            server.logs()
        );
        std::thread::sleep(Duration::from_millis(500));
    }
    assert!(server.metric("tlsfront_acme_renewals_total{outcome=\"issued\"}") >= 1.0);
    assert_eq!(pebble.orders_count().unwrap(), 2);

    // A host the operator removes is not renewed again: its record is dropped when it is due.
    let removed = std::process::Command::new(env!("CARGO_BIN_EXE_tlsfront"))
        .args(["certs", "rm", "brief.example.com", "--certs", &certs])
        .output()
        .unwrap();
    assert!(removed.status.success(), "{removed:?}");
    let forgotten =
        server.wait_for_log("not renewing: the host's certificate was removed", PATIENCE);
    assert!(forgotten.is_some(), "{}", server.logs());
    let listed = String::from_utf8(acme(&certs, &["ls"]).stdout).unwrap();
    assert!(!listed.contains("managed  brief.example.com"), "{listed}");
    assert_eq!(pebble.orders_count().unwrap(), 2);
}

#[test]
fn three_instances_on_one_redis_place_one_order_per_name_and_all_serve_every_name() {
    let redis = RedisServer::start();
    let tls_port = free_port();
    let pebble = Pebble::start(PebbleOptions {
        tls_port,
        ..PebbleOptions::default()
    })
    .unwrap();
    let names: Vec<String> = (0..20).map(|i| format!("tenant-{i}.example.com")).collect();
    let mut allow = vec!["allow"];
    allow.extend(names.iter().map(String::as_str));
    assert!(acme(&redis.url(), &allow).status.success());
    // The first instance's HTTPS port is where Pebble validates; it answers from the store,
    // whichever instance placed the order.
    let ports = [tls_port, free_port(), free_port()];
    let servers: Vec<Tlsfront> = ports
        .iter()
        .map(|port| {
            serve(
                &pebble,
                *port,
                &redis.url(),
                &["--acme-allow-list", "--acme-wait", "8s"],
            )
        })
        .collect();
    // Every name hit at once on every instance.
    std::thread::scope(|scope| {
        for name in &names {
            for port in ports {
                let pebble = &pebble;
                scope.spawn(move || {
                    let _ = handshake(pebble, port, name);
                });
            }
        }
    });
    for name in &names {
        for (port, server) in ports.iter().zip(&servers) {
            handshake_until_served(&pebble, *port, name, server);
        }
    }
    assert_eq!(pebble.orders_count().unwrap(), 20, "{}", pebble.logs());
    let placed: f64 = servers
        .iter()
        .map(|s| s.metric("tlsfront_acme_orders_total"))
        .sum();
    assert_eq!(placed, 20.0);
}

#[tokio::test]
async fn a_redis_lock_is_held_by_one_token_and_a_dead_holders_lease_runs_out() {
    use tlsfront_store::source::redis::RedisOptions;
    use tlsfront_store::{Locks, RedisStore, WindowCounters};
    let redis = RedisServer::start();
    let store = RedisStore::new(&redis.url(), RedisOptions::default()).unwrap();
    let (lease, long) = (Duration::from_millis(300), Duration::from_secs(60));
    assert!(store.try_lock("a.example.com", "one", lease).await.unwrap());
    assert!(!store.try_lock("a.example.com", "two", long).await.unwrap());
    // Only the holder extends or releases it.
    assert!(!store
        .extend_lock("a.example.com", "two", long)
        .await
        .unwrap());
    store.unlock("a.example.com", "two").await.unwrap();
    assert!(!store.try_lock("a.example.com", "two", long).await.unwrap());
    // "one" dies without releasing: its lease runs out, and "two" gets the lock.
    tokio::time::sleep(lease * 2).await;
    assert!(!store
        .extend_lock("a.example.com", "one", long)
        .await
        .unwrap());
    assert!(store.try_lock("a.example.com", "two", long).await.unwrap());
    store.unlock("a.example.com", "two").await.unwrap();
    assert!(store
        .try_lock("a.example.com", "three", long)
        .await
        .unwrap());
    // Counters count per window, fleet-wide.
    let hour = Duration::from_secs(3600);
    let first = store.count_in_window("orders", hour).await.unwrap();
    let second = store.count_in_window("orders", hour).await.unwrap();
    assert!(second == first + 1 || second == 1);
    assert!(store.shared_by_fleet());
}

#[test]
fn the_cas_renewal_information_renews_early() {
    let Case {
        tls_port,
        pebble,
        fixtures,
        certs,
        ..
    } = Case::start(|_| {}, &["early.example.com"]);
    let server = serve(
        &pebble,
        tls_port,
        &certs,
        &["--acme-allow-list", "--acme-renew-check", "2s"],
    );
    let first = handshake_until_served(&pebble, tls_port, "early.example.com", &server);
    // A 90-day certificate is not due for two months; the CA says to renew now. tlsfront asks
    // the CA a renewal check's interval after issuance, so this is in place before it asks.
    let chain =
        std::fs::read_to_string(fixtures.certs_dir().join("early.example.com.crt")).unwrap();
    let leaf_end =
        chain.find("-----END CERTIFICATE-----").unwrap() + "-----END CERTIFICATE-----\n".len();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    let window = format!(
        r#"{{"suggestedWindow":{{"start":"{}","end":"{}"}}}}"#,
        rfc3339(now - 60),
        rfc3339(now + 1)
    );
    pebble
        .set_renewal_info(&chain[..leaf_end], &window)
        .unwrap();
    let started = Instant::now();
    while handshake_until_served(&pebble, tls_port, "early.example.com", &server) == first {
        assert!(
            started.elapsed() < PATIENCE,
            "not renewed\n{}",
            server.logs()
        );
        std::thread::sleep(Duration::from_millis(500));
    }
    assert!(server.metric("tlsfront_acme_renewals_total{outcome=\"issued\"}") >= 1.0);
}

fn rfc3339(unix: u64) -> String {
    tlsfront_store::summary::unix_to_rfc3339(unix as i64)
}

#[test]
fn an_account_bound_by_eab_is_kept_sealed_and_so_are_issued_keys() {
    let bound = |options: &mut PebbleOptions| options.eab = true;
    let Case {
        tls_port,
        pebble,
        fixtures,
        certs,
        ..
    } = Case::start(bound, &["bound.example.com"]);
    let eab = pebble.eab_credentials().unwrap().clone();
    let seal_key = fixtures.root().join("seal.key");
    let keygen = std::process::Command::new(env!("CARGO_BIN_EXE_tlsfront"))
        .args(["certs", "seal-keygen", "--out", seal_key.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(keygen.status.success(), "{keygen:?}");
    let hmac = eab.hmac_key_base64url();
    let server = serve(
        &pebble,
        tls_port,
        &certs,
        &[
            "--acme-allow-list",
            "--acme-eab-kid",
            &eab.kid,
            "--acme-eab-hmac-key",
            &hmac,
            "--seal-key",
            seal_key.to_str().unwrap(),
        ],
    );
    handshake_until_served(&pebble, tls_port, "bound.example.com", &server);
    let sealed = |path: std::path::PathBuf| {
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(
            text.starts_with("-----BEGIN TLSFRONT SEALED"),
            "{}: not sealed",
            path.display()
        );
    };
    sealed(fixtures.certs_dir().join("bound.example.com.key"));
    let accounts: Vec<_> = std::fs::read_dir(fixtures.certs_dir().join(".acme/account"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    assert_eq!(accounts.len(), 1);
    sealed(accounts[0].clone());
    // Neither the HMAC key nor any private key reaches the log.
    let logs = server.logs();
    assert!(!logs.contains(&hmac) && !logs.contains("PRIVATE KEY"));
}

#[test]
fn past_the_wait_the_client_gets_the_default_host_and_the_order_goes_on() {
    let allowed = ["slow.example.com", "busy.example.com"];
    let Case {
        tls_port,
        pebble,
        fixtures,
        certs,
        ..
    } = Case::start(|_| {}, &allowed);
    fixtures.add_dir_host(
        "fallback.example.com",
        tlsfront_store::generate::GeneratedKey::EcdsaP256,
    );
    let server = serve(
        &pebble,
        tls_port,
        &certs,
        &[
            "--acme-allow-list",
            "--acme-wait",
            "1ms",
            "--default-host",
            "fallback.example.com",
        ],
    );
    // No order finishes in a millisecond: the client gets the default host at once.
    let addr: SocketAddr = format!("127.0.0.1:{tls_port}").parse().unwrap();
    let first = TlsClient::insecure()
        .connect(addr, Some("slow.example.com"))
        .unwrap();
    assert_eq!(first.leaf().dns_names, ["fallback.example.com"]);
    assert!(server.metric("tlsfront_acme_handshake_waits_total{outcome=\"timed_out\"}") >= 1.0);
    // The order went on, and the next handshakes get the name's own certificate.
    handshake_until_served(&pebble, tls_port, "slow.example.com", &server);

    // Many handshakes at once for one new name share one order.
    std::thread::scope(|scope| {
        for _ in 0..10 {
            scope.spawn(|| {
                TlsClient::insecure()
                    .connect(addr, Some("busy.example.com"))
                    .is_ok()
            });
        }
    });
    handshake_until_served(&pebble, tls_port, "busy.example.com", &server);
    assert_eq!(pebble.orders_count().unwrap(), 2);
}
