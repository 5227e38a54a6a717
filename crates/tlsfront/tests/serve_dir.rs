//! `tlsfront serve` on the directory store, driven by real clients: rustls, `openssl s_client`
//! and `curl`, against the real binary.

use std::time::Duration;

use rustls::crypto::aws_lc_rs::cipher_suite as suite;
use rustls::{CipherSuite, ProtocolVersion};
use tlsfront_certs::generate::GeneratedKey;
use tlsfront_certs::KeyKind;
use tlsfront_testkit::tools::{curl, origin, s_client};
use tlsfront_testkit::{Fixtures, TlsClient, Tlsfront, TlsfrontBuilder};

fn server(fixtures: &Fixtures, extra: &[&str]) -> Tlsfront {
    TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
        .arg("--certs")
        .arg(format!("dir:{}", fixtures.certs_dir().display()))
        .arg("--sites")
        .arg(fixtures.sites_dir().display().to_string())
        .args(extra.iter().copied())
        .spawn()
}

fn hosts_fixture() -> Fixtures {
    let fixtures = Fixtures::new();
    for host in ["one.test", "two.test", "three.test"] {
        fixtures.add_dir_host(host, GeneratedKey::EcdsaP256);
        fixtures.add_site(
            host,
            &[("index.html", format!("<h1>{host}</h1>\n").as_bytes())],
        );
    }
    fixtures
}

#[test]
fn each_host_gets_its_own_certificate_and_site() {
    let fixtures = hosts_fixture();
    let server = server(&fixtures, &[]);
    let client = TlsClient::new(fixtures.ca.cert_pem());
    for host in ["one.test", "two.test", "three.test", "two.test"] {
        let mut tls = client.connect(server.addr, Some(host)).expect("handshake");
        assert_eq!(tls.leaf().dns_names, [host]);
        let response = tls.get(host, "/").expect("GET /");
        assert_eq!(response.status, 200);
        assert_eq!(response.body, format!("<h1>{host}</h1>\n").as_bytes());
    }
    // The second two.test handshake came from the cache: three store lookups for four handshakes.
    assert_eq!(
        server.settled_metric("tlsfront_store_lookups_total{store=\"dir\"}", 3.0),
        3.0
    );
    assert_eq!(
        server.settled_metric("tlsfront_cert_cache_lookups_total{result=\"hit\"}", 1.0),
        1.0
    );
    assert_eq!(
        server.settled_metric("tlsfront_handshakes_total{outcome=\"ok\"}", 4.0),
        4.0
    );
}

#[test]
fn preload_mode_serves_the_same_certificates_without_store_lookups_at_handshake() {
    let fixtures = hosts_fixture();
    let server = server(&fixtures, &["--preload"]);
    let lookups_after_start = server.metric("tlsfront_store_lookups_total{store=\"dir\"}");
    assert_eq!(lookups_after_start, 3.0, "preload reads every host once");
    let client = TlsClient::new(fixtures.ca.cert_pem());
    for host in ["one.test", "two.test", "three.test"] {
        let tls = client.connect(server.addr, Some(host)).expect("handshake");
        assert_eq!(tls.leaf().dns_names, [host]);
    }
    assert_eq!(
        server.metric("tlsfront_store_lookups_total{store=\"dir\"}"),
        lookups_after_start
    );
}

#[test]
fn ecdsa_or_rsa_is_chosen_by_the_clients_signature_algorithms() {
    let fixtures = Fixtures::new();
    let ecdsa = fixtures.add_dir_host("dual.test", GeneratedKey::EcdsaP256);
    let rsa = fixtures.issue(&["dual.test"], GeneratedKey::Rsa2048);
    fixtures.write_dir("dual.test", ".rsa", &rsa);
    let server = server(&fixtures, &[]);

    let modern = TlsClient::new(fixtures.ca.cert_pem())
        .connect(server.addr, Some("dual.test"))
        .expect("handshake");
    assert_eq!(modern.leaf().key_kind, KeyKind::Ecdsa);
    assert!(ecdsa.cert_pem.contains("BEGIN CERTIFICATE"));

    let rsa_only = TlsClient::new(fixtures.ca.cert_pem())
        .rsa_only()
        .connect(server.addr, Some("dual.test"))
        .expect("handshake");
    assert_eq!(rsa_only.leaf().key_kind, KeyKind::Rsa);

    // A TLS 1.2 client offering only ECDHE-RSA suites gets the RSA certificate too.
    let tls12_rsa = s_client(
        server.addr,
        &[
            "-servername",
            "dual.test",
            "-tls1_2",
            "-cipher",
            "ECDHE-RSA-AES128-GCM-SHA256",
            "-CAfile",
            fixtures.ca_path().to_str().unwrap(),
        ],
    );
    assert!(
        tls12_rsa.contains("ECDHE-RSA-AES128-GCM-SHA256"),
        "{}",
        tls12_rsa.text
    );
    assert!(
        tls12_rsa.contains("Verify return code: 0"),
        "{}",
        tls12_rsa.text
    );
    let tls12_ecdsa = s_client(
        server.addr,
        &[
            "-servername",
            "dual.test",
            "-tls1_2",
            "-cipher",
            "ECDHE-ECDSA-AES128-GCM-SHA256",
            "-CAfile",
            fixtures.ca_path().to_str().unwrap(),
        ],
    );
    assert!(
        tls12_ecdsa.contains("ECDHE-ECDSA-AES128-GCM-SHA256"),
        "{}",
        tls12_ecdsa.text
    );
}

#[test]
fn a_wildcard_serves_its_subdomains_one_label_deep() {
    let fixtures = Fixtures::new();
    let pair = fixtures.issue(&["*.wild.test"], GeneratedKey::EcdsaP256);
    fixtures.write_dir("*.wild.test", "", &pair);
    fixtures.add_site("*.wild.test", &[("index.html", b"shared wildcard site")]);
    fixtures.add_site("own.wild.test", &[("index.html", b"own site")]);
    let server = server(&fixtures, &[]);
    let client = TlsClient::new(fixtures.ca.cert_pem());

    let mut shared = client
        .connect(server.addr, Some("a.wild.test"))
        .expect("a.wild.test via the wildcard");
    assert_eq!(shared.leaf().dns_names, ["*.wild.test"]);
    assert_eq!(
        shared.get("a.wild.test", "/").unwrap().body,
        b"shared wildcard site"
    );
    let mut own = client
        .connect(server.addr, Some("own.wild.test"))
        .expect("own.wild.test via the wildcard");
    assert_eq!(own.get("own.wild.test", "/").unwrap().body, b"own site");

    for too_deep in ["x.a.wild.test", "wild.test"] {
        let refused = client.connect(server.addr, Some(too_deep));
        assert!(
            refused.is_err(),
            "{too_deep} must not be served by *.wild.test"
        );
    }
}

#[test]
fn unknown_missing_and_invalid_sni_are_refused_with_unrecognized_name() {
    let fixtures = hosts_fixture();
    let server = server(&fixtures, &[]);
    let err = TlsClient::new(fixtures.ca.cert_pem())
        .connect(server.addr, Some("unknown.test"))
        .err()
        .expect("refused");
    assert!(err.to_string().contains("UnrecognisedName"), "{err}");
    let err = TlsClient::insecure()
        .connect(server.addr, None)
        .err()
        .expect("refused");
    assert!(err.to_string().contains("UnrecognisedName"), "{err}");
    // An IP literal, a name with an underscore (a DNS name, but not a host name), a name that is
    // not a DNS name at all, and no SNI.
    for args in [
        &["-servername", "127.0.0.1"][..],
        &["-servername", "under_score.test"],
        &["-servername", "bad!name.test"],
        &["-noservername"],
    ] {
        let out = s_client(server.addr, args);
        assert!(out.contains("unrecognized name"), "{args:?}: {}", out.text);
    }
    assert_eq!(
        server.settled_metric("tlsfront_handshakes_total{outcome=\"unknown_sni\"}", 1.0),
        1.0
    );
    assert_eq!(
        server.settled_metric(
            "tlsfront_handshakes_total{outcome=\"missing_or_invalid_sni\"}",
            5.0
        ),
        5.0
    );
    // The unknown name went to the store once and is now in the negative cache.
    let _ = TlsClient::new(fixtures.ca.cert_pem()).connect(server.addr, Some("unknown.test"));
    assert_eq!(
        server.settled_metric(
            "tlsfront_cert_cache_lookups_total{result=\"negative_hit\"}",
            1.0
        ),
        1.0
    );
}

#[test]
fn a_default_host_serves_unknown_missing_and_invalid_sni() {
    let fixtures = hosts_fixture();
    let server = server(&fixtures, &["--default-host", "one.test"]);
    let unknown = TlsClient::insecure()
        .connect(server.addr, Some("unknown.test"))
        .expect("served by the default");
    assert_eq!(unknown.leaf().dns_names, ["one.test"]);
    let mut missing = TlsClient::insecure()
        .connect(server.addr, None)
        .expect("served by the default");
    assert_eq!(missing.leaf().dns_names, ["one.test"]);
    // The session belongs to the default host: its site answers, other Host headers get 421.
    assert_eq!(missing.get("one.test", "/").unwrap().status, 200);
    assert_eq!(missing.get("unknown.test", "/").unwrap().status, 421);
    for name in ["127.0.0.1", "under_score.test"] {
        let out = s_client(server.addr, &["-servername", name]);
        assert!(
            out.contains("CN = one.test") || out.contains("CN=one.test"),
            "{name}: {}",
            out.text
        );
    }
    assert_eq!(
        server.settled_metric("tlsfront_default_host_handshakes_total", 4.0),
        4.0
    );
}

#[test]
fn a_host_with_bad_material_fails_alone_with_one_clear_log_line() {
    let fixtures = hosts_fixture();
    // bad.test: a certificate with another certificate's key.
    let bad = fixtures.issue(&["bad.test"], GeneratedKey::EcdsaP256);
    let other = fixtures.issue(&["bad.test"], GeneratedKey::EcdsaP256);
    std::fs::write(fixtures.certs_dir().join("bad.test.crt"), &bad.cert_pem).unwrap();
    std::fs::write(fixtures.certs_dir().join("bad.test.key"), &other.key_pem).unwrap();
    // expired.test: out of date.
    let expired = fixtures
        .ca
        .issue(
            &["expired.test"],
            GeneratedKey::EcdsaP256,
            tlsfront_certs::generate::Validity::expired(),
        )
        .unwrap();
    fixtures.write_dir("expired.test", "", &expired);
    // garbage.test: not PEM at all.
    std::fs::write(
        fixtures.certs_dir().join("garbage.test.crt"),
        "not a certificate",
    )
    .unwrap();
    std::fs::write(fixtures.certs_dir().join("garbage.test.key"), "not a key").unwrap();
    // wrongname.test: a certificate for another name.
    let wrong = fixtures.issue(&["elsewhere.test"], GeneratedKey::EcdsaP256);
    fixtures.write_dir("wrongname.test", "", &wrong);

    let server = server(&fixtures, &[]);
    let client = TlsClient::new(fixtures.ca.cert_pem());
    for host in ["bad.test", "expired.test", "garbage.test", "wrongname.test"] {
        for _ in 0..3 {
            let err = client
                .connect(server.addr, Some(host))
                .err()
                .unwrap_or_else(|| panic!("{host} must fail"));
            assert!(err.to_string().contains("InternalError"), "{host}: {err}");
        }
        // Its neighbours keep working.
        let mut good = client
            .connect(server.addr, Some("two.test"))
            .expect("neighbour handshake");
        assert_eq!(good.get("two.test", "/").unwrap().status, 200);
    }
    let logs = server.logs();
    for (host, reason) in [
        ("bad.test", "does not match the certificate"),
        ("expired.test", "expired"),
        ("garbage.test", "no CERTIFICATE block"),
        ("wrongname.test", "does not cover wrongname.test"),
    ] {
        let lines: Vec<&str> = logs
            .lines()
            .filter(|l| l.contains("refusing host") && l.contains(&format!("host={host} ")))
            .collect();
        assert_eq!(lines.len(), 1, "one log line for {host}, got {lines:#?}");
        assert!(lines[0].contains(reason), "{host}: {}", lines[0]);
    }
    assert!(!logs.contains("PRIVATE KEY"), "key material in the log");
    assert!(
        !logs.contains(other.key_pem.lines().nth(1).unwrap()),
        "key bytes in the log"
    );
    assert_eq!(
        server.settled_metric("tlsfront_cert_bad_material_total", 4.0),
        4.0
    );
    assert_eq!(
        server.settled_metric("tlsfront_handshakes_total{outcome=\"bad_material\"}", 12.0),
        12.0
    );
    assert!(!server.metrics().contains("PRIVATE"));
}

#[test]
fn old_protocols_and_cbc_suites_are_refused() {
    let fixtures = hosts_fixture();
    let server = server(&fixtures, &[]);
    let tls11 = s_client(
        server.addr,
        &[
            "-servername",
            "one.test",
            "-tls1_1",
            "-cipher",
            "DEFAULT:@SECLEVEL=0",
        ],
    );
    assert!(
        tls11.contains("Cipher is (NONE)") && tls11.contains("SSL alert number"),
        "{}",
        tls11.text
    );
    let cbc = s_client(
        server.addr,
        &[
            "-servername",
            "one.test",
            "-tls1_2",
            "-cipher",
            "ECDHE-ECDSA-AES128-SHA:ECDHE-RSA-AES256-SHA384:AES128-SHA",
        ],
    );
    assert!(cbc.contains("handshake failure"), "{}", cbc.text);
    let rsa_kx = s_client(
        server.addr,
        &[
            "-servername",
            "one.test",
            "-tls1_2",
            "-cipher",
            "AES128-GCM-SHA256",
        ],
    );
    assert!(rsa_kx.contains("handshake failure"), "{}", rsa_kx.text);
    // TLS 1.2 with an AEAD ECDHE suite works.
    let ok = s_client(
        server.addr,
        &[
            "-servername",
            "one.test",
            "-tls1_2",
            "-CAfile",
            fixtures.ca_path().to_str().unwrap(),
        ],
    );
    assert!(ok.contains("Verify return code: 0"), "{}", ok.text);
}

#[test]
fn a_client_preferring_chacha20_gets_chacha20_and_others_get_aes_gcm() {
    let fixtures = hosts_fixture();
    let server = server(&fixtures, &[]);
    let chacha_first = TlsClient::new(fixtures.ca.cert_pem()).suites(&[
        suite::TLS13_CHACHA20_POLY1305_SHA256,
        suite::TLS13_AES_256_GCM_SHA384,
        suite::TLS13_AES_128_GCM_SHA256,
    ]);
    let tls = chacha_first.connect(server.addr, Some("one.test")).unwrap();
    assert_eq!(
        tls.suite(),
        Some(CipherSuite::TLS13_CHACHA20_POLY1305_SHA256)
    );
    assert_eq!(tls.version(), Some(ProtocolVersion::TLSv1_3));
    // A client listing AES-256 first gets the server's preference, AES-128-GCM.
    let aes_first = TlsClient::new(fixtures.ca.cert_pem()).suites(&[
        suite::TLS13_AES_256_GCM_SHA384,
        suite::TLS13_CHACHA20_POLY1305_SHA256,
        suite::TLS13_AES_128_GCM_SHA256,
    ]);
    assert_eq!(
        aes_first
            .connect(server.addr, Some("one.test"))
            .unwrap()
            .suite(),
        Some(CipherSuite::TLS13_AES_128_GCM_SHA256)
    );
    let openssl = s_client(
        server.addr,
        &[
            "-servername",
            "one.test",
            "-ciphersuites",
            "TLS_CHACHA20_POLY1305_SHA256:TLS_AES_128_GCM_SHA256",
        ],
    );
    assert!(
        openssl.contains("TLS_CHACHA20_POLY1305_SHA256"),
        "{}",
        openssl.text
    );
    let tls12 = s_client(
        server.addr,
        &[
            "-servername",
            "one.test",
            "-tls1_2",
            "-cipher",
            "ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-ECDSA-AES128-GCM-SHA256",
        ],
    );
    assert!(
        tls12.contains("ECDHE-ECDSA-CHACHA20-POLY1305"),
        "{}",
        tls12.text
    );
}

#[test]
fn http1_and_h2_are_chosen_by_alpn() {
    let fixtures = hosts_fixture();
    let server = server(&fixtures, &[]);
    let url = format!("{}/", origin(server.addr, "one.test"));
    let h2 = curl(
        server.addr,
        "one.test",
        &fixtures.ca_path(),
        &[
            "--http2",
            "-o",
            "/dev/null",
            "-w",
            "%{http_version} %{http_code}",
            &url,
        ],
    );
    assert_eq!(h2.text.trim(), "2 200", "{}", h2.text);
    let h1 = curl(
        server.addr,
        "one.test",
        &fixtures.ca_path(),
        &[
            "--http1.1",
            "-o",
            "/dev/null",
            "-w",
            "%{http_version} %{http_code}",
            &url,
        ],
    );
    assert_eq!(h1.text.trim(), "1.1 200", "{}", h1.text);
    // Keep-alive: several requests on one connection.
    let mut tls = TlsClient::new(fixtures.ca.cert_pem())
        .connect(server.addr, Some("one.test"))
        .unwrap();
    for _ in 0..5 {
        assert_eq!(tls.get("one.test", "/index.html").unwrap().status, 200);
    }
    assert_eq!(
        server.settled_metric("tlsfront_http_connections_total{protocol=\"h2\"}", 1.0),
        1.0
    );
}

#[test]
fn ranges_conditionals_traversal_and_misdirected_requests() {
    let fixtures = hosts_fixture();
    let body: Vec<u8> = (0..=255u8).cycle().take(10_000).collect();
    let site = fixtures.add_site(
        "one.test",
        &[("data.bin", &body), ("sub/index.html", b"sub index")],
    );
    std::os::unix::fs::symlink("/etc/passwd", site.join("passwd")).unwrap();
    std::fs::write(fixtures.root().join("secret.txt"), "outside the docroot").unwrap();
    std::os::unix::fs::symlink(fixtures.root().join("secret.txt"), site.join("escape.txt"))
        .unwrap();
    let server = server(&fixtures, &[]);
    let mut tls = TlsClient::new(fixtures.ca.cert_pem())
        .connect(server.addr, Some("one.test"))
        .unwrap();

    let full = tls.get("one.test", "/data.bin").unwrap();
    assert_eq!(full.status, 200);
    assert_eq!(full.body, body);
    let etag = full.header("etag").expect("etag").to_owned();
    let last_modified = full
        .header("last-modified")
        .expect("last-modified")
        .to_owned();
    assert_eq!(full.header("accept-ranges"), Some("bytes"));

    let range = tls
        .request(
            "GET",
            "one.test",
            "/data.bin",
            &[("range", "bytes=100-199")],
        )
        .unwrap();
    assert_eq!(range.status, 206);
    assert_eq!(range.header("content-range"), Some("bytes 100-199/10000"));
    assert_eq!(range.body, &body[100..200]);
    let suffix = tls
        .request("GET", "one.test", "/data.bin", &[("range", "bytes=-10")])
        .unwrap();
    assert_eq!(suffix.body, &body[9_990..]);
    let unsatisfiable = tls
        .request("GET", "one.test", "/data.bin", &[("range", "bytes=20000-")])
        .unwrap();
    assert_eq!(unsatisfiable.status, 416);
    assert_eq!(unsatisfiable.header("content-range"), Some("bytes */10000"));

    assert_eq!(
        tls.request("GET", "one.test", "/data.bin", &[("if-none-match", &etag)])
            .unwrap()
            .status,
        304
    );
    assert_eq!(
        tls.request(
            "GET",
            "one.test",
            "/data.bin",
            &[("if-modified-since", &last_modified)]
        )
        .unwrap()
        .status,
        304
    );
    assert_eq!(
        tls.request(
            "GET",
            "one.test",
            "/data.bin",
            &[("if-none-match", "\"other\"")]
        )
        .unwrap()
        .status,
        200
    );
    let head = tls.request("HEAD", "one.test", "/data.bin", &[]).unwrap();
    assert_eq!(
        (head.status, head.header("content-length")),
        (200, Some("10000"))
    );
    assert_eq!(
        tls.request("POST", "one.test", "/data.bin", &[("content-length", "0")])
            .unwrap()
            .status,
        405
    );
    assert_eq!(tls.get("one.test", "/missing").unwrap().status, 404);
    assert_eq!(tls.get("one.test", "/sub/").unwrap().body, b"sub index");
    assert_eq!(tls.get("one.test", "/sub").unwrap().status, 301);

    for attempt in [
        "/../secret.txt",
        "/%2e%2e/secret.txt",
        "/sub/..%2f..%2fsecret.txt",
        "/%2E%2E%2Fsecret.txt",
        "/passwd",
        "/escape.txt",
        "/data.bin%00.html",
        "/..\\secret.txt",
    ] {
        let response = tls.get("one.test", attempt).unwrap();
        assert!(
            matches!(response.status, 400 | 404),
            "{attempt}: {}",
            response.status
        );
        assert!(
            !String::from_utf8_lossy(&response.body).contains("outside the docroot"),
            "{attempt}"
        );
        assert!(
            !String::from_utf8_lossy(&response.body).contains("root:"),
            "{attempt}"
        );
    }
    // curl with --path-as-is sends the dots unnormalised.
    let out = curl(
        server.addr,
        "one.test",
        &fixtures.ca_path(),
        &[
            "--path-as-is",
            "-w",
            "%{http_code}",
            &format!("{}/../../secret.txt", origin(server.addr, "one.test")),
        ],
    );
    assert!(
        !out.contains("outside the docroot")
            && (out.text.ends_with("404") || out.text.ends_with("400")),
        "{}",
        out.text
    );

    // The Host header must name the session's host.
    assert_eq!(tls.get("two.test", "/").unwrap().status, 421);
    assert_eq!(tls.get("ONE.test.", "/").unwrap().status, 200);
    let h2_misdirected = curl(
        server.addr,
        "one.test",
        &fixtures.ca_path(),
        &[
            "--http2",
            "-o",
            "/dev/null",
            "-w",
            "%{http_code}",
            "-H",
            "host: two.test",
            &format!("{}/", origin(server.addr, "one.test")),
        ],
    );
    assert_eq!(h2_misdirected.text.trim(), "421", "{}", h2_misdirected.text);
}

#[test]
fn sigterm_drains_in_flight_requests_then_exits() {
    let fixtures = hosts_fixture();
    let big: Vec<u8> = vec![7u8; 8 << 20];
    fixtures.add_site("one.test", &[("big.bin", &big)]);
    let mut server = server(&fixtures, &[]);
    let addr = server.addr;
    let ca = fixtures.ca_path();
    let download = std::thread::spawn(move || {
        // 8 MiB at 4 MiB/s: in flight for about two seconds.
        curl(
            addr,
            "one.test",
            &ca,
            &[
                "--limit-rate",
                "4M",
                "-o",
                "/dev/null",
                "-w",
                "%{http_code} %{size_download}",
                &format!("{}/big.bin", origin(addr, "one.test")),
            ],
        )
    });
    // The access line is written when the response starts: the download is then in flight.
    server
        .wait_for_log("tlsfront::access", Duration::from_secs(10))
        .expect("the download started");
    server.terminate();
    assert!(
        server
            .wait_for_log("draining", Duration::from_secs(5))
            .is_some(),
        "{}",
        server.logs()
    );
    // New connections are refused while draining.
    std::thread::sleep(Duration::from_millis(200));
    assert!(TlsClient::new(fixtures.ca.cert_pem())
        .connect(addr, Some("two.test"))
        .is_err());
    let finished = download.join().unwrap();
    assert_eq!(
        finished.text.trim(),
        format!("200 {}", big.len()),
        "{}",
        finished.text
    );
    let status = server
        .wait(Duration::from_secs(10))
        .expect("exited after draining");
    assert!(status.success(), "{status:?}\n{}", server.logs());
}

#[test]
fn the_admin_listener_serves_metrics_and_health() {
    let fixtures = hosts_fixture();
    let server = server(&fixtures, &[]);
    let _ = TlsClient::new(fixtures.ca.cert_pem())
        .connect(server.addr, Some("one.test"))
        .unwrap()
        .get("one.test", "/")
        .unwrap();
    let metrics = server.metrics();
    for family in [
        "tlsfront_handshakes_total",
        "tlsfront_cert_cache_lookups_total",
        "tlsfront_store_lookups_total",
        "tlsfront_store_errors_total",
        "tlsfront_store_lookup_seconds_bucket",
        "tlsfront_connections_open",
        "tlsfront_requests_total{class=\"2xx\"} 1",
    ] {
        assert!(metrics.contains(family), "{family} missing:\n{metrics}");
    }
    assert!(server
        .wait_for_log("tlsfront::access", Duration::from_secs(5))
        .unwrap()
        .contains("status=200"));
}

#[test]
fn oversized_heads_and_header_floods_are_refused_without_harming_other_connections() {
    let fixtures = hosts_fixture();
    let server = server(
        &fixtures,
        &["--max-header-bytes", "8192", "--max-headers", "20"],
    );
    let client = TlsClient::new(fixtures.ca.cert_pem());
    let mut other = client.connect(server.addr, Some("one.test")).unwrap();

    let mut tls = client.connect(server.addr, Some("one.test")).unwrap();
    let huge = "x".repeat(20_000);
    let answer = tls.request("GET", "one.test", "/", &[("x-huge", &huge)]);
    assert!(
        matches!(answer, Ok(ref r) if r.status == 431) || answer.is_err(),
        "{answer:?}"
    );

    let mut tls = client.connect(server.addr, Some("one.test")).unwrap();
    let names: Vec<String> = (0..40).map(|i| format!("x-h{i}")).collect();
    let headers: Vec<(&str, &str)> = names.iter().map(|n| (n.as_str(), "1")).collect();
    let answer = tls.request("GET", "one.test", "/", &headers);
    assert!(
        matches!(answer, Ok(ref r) if r.status == 431) || answer.is_err(),
        "{answer:?}"
    );

    // The neighbour connection, opened before, is untouched.
    assert_eq!(other.get("one.test", "/").unwrap().status, 200);
}

#[test]
fn an_idle_connection_is_closed_after_the_idle_timeout() {
    let fixtures = hosts_fixture();
    let server = server(&fixtures, &["--idle-timeout", "300ms"]);
    let mut tls = TlsClient::new(fixtures.ca.cert_pem())
        .connect(server.addr, Some("one.test"))
        .unwrap();
    assert_eq!(tls.get("one.test", "/").unwrap().status, 200);
    std::thread::sleep(Duration::from_millis(1500));
    assert!(
        tls.get("one.test", "/").is_err(),
        "the idle connection should have been closed"
    );
}
