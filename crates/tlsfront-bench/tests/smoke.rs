//! End to end: the real binary against an in-process rustls server, in every mode. Counts are
//! checked, timings never.

mod support;

use std::process::Command;

use aws_lc_rs::digest;
use serde_json::Value;

/// Runs the generator with `--json` and returns its report.
fn bench(server: &support::TestServer, flags: &[&str]) -> Value {
    bench_fleet(std::slice::from_ref(server), flags)
}

/// Runs the generator against every server in `servers`, with `--json`.
fn bench_fleet(servers: &[support::TestServer], flags: &[&str]) -> Value {
    let mut command = Command::new(env!("CARGO_BIN_EXE_tlsfront-bench"));
    for server in servers {
        command.arg("--connect").arg(server.address.to_string());
    }
    let output = command
        .arg("--json")
        .args(flags)
        .output()
        .expect("run tlsfront-bench");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "tlsfront-bench {flags:?} failed: {stderr}"
    );
    serde_json::from_slice(&output.stdout).expect("one JSON object on stdout")
}

fn count(report: &Value, pointer: &str) -> u64 {
    report
        .pointer(pointer)
        .and_then(Value::as_u64)
        .unwrap_or_else(|| panic!("{pointer} in {report}"))
}

#[test]
fn handshake_mode_cycles_hosts_without_errors() {
    let server = support::start();
    let report = bench(
        &server,
        &[
            "--mode",
            "handshake",
            "-c",
            "4",
            "--duration",
            "1s",
            "--warmup",
            "200ms",
            "--host-pattern",
            "h{i}.bench.test",
            "--host-count",
            "1000",
            "--tls",
            "1.3",
            "--cipher",
            "TLS13_AES_128_GCM_SHA256",
            "--kx",
            "x25519",
            "--sigalgs",
            "ecdsa",
        ],
    );
    assert_eq!(count(&report, "/errors/total"), 0, "{report}");
    let handshakes = count(&report, "/handshakes/total");
    assert!(handshakes > 0, "{report}");
    assert_eq!(count(&report, "/handshakes/resumed"), 0);
    assert_eq!(
        count(&report, "/requests"),
        handshakes,
        "one request per connection"
    );
    assert_eq!(count(&report, "/requests_ok"), handshakes);
    assert_eq!(
        count(&report, "/bytes/body"),
        handshakes * support::PAGE_BYTES as u64
    );
    // Negotiated values are counted over the whole run, warm-up included.
    let negotiated = report
        .pointer("/negotiated")
        .expect("negotiated")
        .to_string();
    assert!(count(&report, "/negotiated/versions/TLSv1_3") >= handshakes);
    let suite = "/negotiated/cipher_suites/TLS13_AES_128_GCM_SHA256";
    assert!(count(&report, suite) >= handshakes);
    assert!(count(&report, "/negotiated/kx_groups/X25519") >= handshakes);
    let scheme = "/negotiated/signature_schemes/ECDSA_NISTP256_SHA256";
    assert!(count(&report, scheme) >= handshakes);
    for absent in ["TLSv1_2", "AES_256", "secp", "RSA"] {
        assert!(!negotiated.contains(absent), "{absent} in {negotiated}");
    }
    assert_eq!(count(&report, "/latency_us/request/count"), handshakes);
    assert!(report
        .pointer("/cpu/per_1000_handshakes_s")
        .is_some_and(Value::is_f64));
}

#[test]
fn keepalive_mode_reuses_connections() {
    let server = support::start();
    let report = bench(
        &server,
        &[
            "--mode",
            "keepalive",
            "-c",
            "2",
            "--duration",
            "1s",
            "--warmup",
            "300ms",
        ],
    );
    assert_eq!(count(&report, "/errors/total"), 0, "{report}");
    let requests = count(&report, "/requests_ok");
    assert!(requests > 0, "{report}");
    assert!(count(&report, "/handshakes/total") <= 2, "{report}");
    // Two connections for the whole run, whether they opened in the warm-up or not.
    assert_eq!(count(&report, "/negotiated/alpn/http~11.1"), 2, "{report}");
    assert_eq!(
        count(&report, "/bytes/body"),
        requests * support::PAGE_BYTES as u64
    );
}

#[test]
fn rsa_only_signatures_make_the_server_use_its_rsa_certificate_over_tls12() {
    let server = support::start();
    let dir = std::env::temp_dir().join(format!("tlsfront-bench-ca-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let ca = dir.join("ca.pem");
    std::fs::write(&ca, &server.ca_pem).expect("write CA");
    let report = bench(
        &server,
        &[
            "--requests",
            "20",
            "-c",
            "2",
            "--cipher",
            "ECDHE-RSA-AES128-GCM-SHA256",
            "--sigalgs",
            "rsa",
            "--kx",
            "p256",
            "--host",
            "a.bench.test",
            "--ca",
            ca.to_str().expect("UTF-8 path"),
        ],
    );
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(count(&report, "/errors/total"), 0, "{report}");
    assert_eq!(count(&report, "/requests_ok"), 20);
    assert_eq!(count(&report, "/negotiated/versions/TLSv1_2"), 20);
    assert_eq!(
        count(
            &report,
            "/negotiated/cipher_suites/TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256"
        ),
        20
    );
    assert_eq!(count(&report, "/negotiated/kx_groups/secp256r1"), 20);
    let schemes = report
        .pointer("/negotiated/signature_schemes")
        .expect("schemes")
        .to_string();
    assert!(
        schemes.contains("RSA_") && !schemes.contains("ECDSA"),
        "{schemes}"
    );
}

#[test]
fn errors_are_counted_by_kind() {
    let server = support::start();
    let report = bench(
        &server,
        &["--requests", "5", "-c", "1", "--path", "/missing"],
    );
    assert_eq!(count(&report, "/requests"), 5);
    assert_eq!(count(&report, "/errors/http_status/4xx"), 5);

    let report = bench(
        &server,
        &["--requests", "5", "-c", "1", "--host", "unknown.example"],
    );
    assert_eq!(count(&report, "/errors/total"), 5, "{report}");
    let alerts = report
        .pointer("/errors/tls_alert")
        .expect("alerts")
        .as_object()
        .expect("map");
    assert!(!alerts.is_empty(), "{report}");

    // Nothing listens on the test server's port once we take one and let it go.
    let closed = std::net::TcpListener::bind("127.0.0.1:0")
        .expect("bind")
        .local_addr()
        .expect("addr");
    let nowhere = support::TestServer {
        address: closed,
        ca_pem: String::new(),
    };
    let report = bench(&nowhere, &["--requests", "3", "-c", "1"]);
    assert_eq!(count(&report, "/errors/connect_refused"), 3, "{report}");
}

#[test]
fn download_mode_reports_bytes_and_sha256() {
    let server = support::start();
    let report = bench(
        &server,
        &["--download", "/big", "--sha256", "--host", "localhost"],
    );
    let expected = digest::digest(&digest::SHA256, &support::big_body());
    let expected: String = expected
        .as_ref()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    assert_eq!(
        count(&report, "/download/body_bytes"),
        support::BIG_BYTES as u64
    );
    assert_eq!(
        report.pointer("/download/sha256").and_then(Value::as_str),
        Some(&*expected)
    );
    assert_eq!(count(&report, "/errors/total"), 0);
}

#[test]
fn h2_is_refused_rather_than_faked() {
    let output = Command::new(env!("CARGO_BIN_EXE_tlsfront-bench"))
        .args(["--alpn", "h2"])
        .output()
        .expect("run tlsfront-bench");
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("HTTP/2"));
}

/// Handshakes with resumption against two servers, each connection to a random one: TLS 1.3
/// and TLS 1.2, with the servers sharing their session store and not.
fn resumption_across(shared_sessions: bool, tls: &str) -> Value {
    let servers = support::start_pair(shared_sessions);
    let report = bench_fleet(
        &servers,
        &[
            "--mode",
            "handshake",
            "-c",
            "2",
            "--requests",
            "200",
            "--host-pattern",
            "h{i}.bench.test",
            "--host-count",
            "4",
            "--tls",
            tls,
            "--resumption",
        ],
    );
    assert_eq!(count(&report, "/errors/total"), 0, "{report}");
    assert_eq!(count(&report, "/handshakes/total"), 200, "{report}");
    let on_each: Vec<u64> = (0..2)
        .map(|i| count(&report, &format!("/targets/{i}/handshakes")))
        .collect();
    assert!(
        on_each.iter().all(|&n| n > 20),
        "random order uses both: {report}"
    );
    let offered_same = count(&report, "/resumption/offered_same_target");
    let offered_other = count(&report, "/resumption/offered_other_target");
    assert!(offered_same > 20 && offered_other > 20, "{report}");
    assert_eq!(
        count(&report, "/resumption/resumed_same_target"),
        offered_same,
        "a server resumes its own sessions: {report}"
    );
    assert_eq!(
        count(&report, "/resumption/resumed_same_target")
            + count(&report, "/resumption/resumed_other_target"),
        count(&report, "/handshakes/resumed"),
        "{report}"
    );
    report
}

#[test]
fn resumption_is_told_apart_by_which_server_issued_the_session() {
    for tls in ["1.3", "1.2"] {
        let shared = resumption_across(true, tls);
        assert_eq!(
            count(&shared, "/resumption/resumed_other_target"),
            count(&shared, "/resumption/offered_other_target"),
            "TLS {tls}: shared sessions resume anywhere: {shared}"
        );
        let apart = resumption_across(false, tls);
        assert_eq!(
            count(&apart, "/resumption/resumed_other_target"),
            0,
            "TLS {tls}: a server cannot resume another's sessions: {apart}"
        );
    }
    let shared = resumption_across(true, "1.3");
    assert!(count(&shared, "/resumption/tls13_tickets_received") >= 200);
}

#[test]
fn a_client_certificate_answers_a_server_that_requires_one() {
    let (server, client) = support::start_requiring_client_certificates();
    let dir = tempfile::tempdir().expect("a temporary directory");
    let cert = dir.path().join("client.crt");
    let key = dir.path().join("client.key");
    std::fs::write(&cert, &client.cert_pem).expect("write the certificate");
    std::fs::write(&key, &client.key_pem).expect("write the key");
    let (cert, key) = (cert.to_str().expect("UTF-8"), key.to_str().expect("UTF-8"));
    let tls13 = [
        "--tls",
        "1.3",
        "--sigalgs",
        "ecdsa",
        "--host",
        "h0.bench.test",
    ];

    let mut flags = vec![
        "--requests",
        "20",
        "-c",
        "2",
        "--client-cert",
        cert,
        "--client-key",
        key,
    ];
    flags.extend(tls13);
    let report = bench(&server, &flags);
    assert_eq!(count(&report, "/errors/total"), 0, "{report}");
    assert_eq!(count(&report, "/requests_ok"), 20, "{report}");
    assert_eq!(count(&report, "/handshakes/resumed"), 0, "{report}");
    assert_eq!(count(&report, "/client_certificates_sent"), 20, "{report}");
    assert_eq!(
        report
            .pointer("/config/client_certificate")
            .and_then(Value::as_str),
        Some(cert)
    );

    // Without one, every handshake is refused.
    let mut flags = vec!["--requests", "5", "-c", "1"];
    flags.extend(tls13);
    let report = bench(&server, &flags);
    assert_eq!(count(&report, "/requests_ok"), 0, "{report}");
    assert_eq!(count(&report, "/errors/total"), 5, "{report}");
    assert!(report["client_certificates_sent"].is_null(), "{report}");

    // A server that does not ask is never sent it, and the count says so.
    let plain = support::start();
    let mut flags = vec![
        "--requests",
        "5",
        "-c",
        "1",
        "--client-cert",
        cert,
        "--client-key",
        key,
    ];
    flags.extend(tls13);
    let report = bench(&plain, &flags);
    assert_eq!(count(&report, "/requests_ok"), 5, "{report}");
    assert_eq!(count(&report, "/client_certificates_sent"), 0, "{report}");
}
