//! `tlsfront serve` on the directory store: which certificate, which suite, which alert —
//! driven by real clients (rustls, `openssl s_client`, `curl`) against the real binary.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

mod serve;

use rustls::crypto::aws_lc_rs::cipher_suite as suite;
use rustls::{CipherSuite, ProtocolVersion};
use serve::support::{hosts_fixture, server};
use tlsfront_store::generate::GeneratedKey;
use tlsfront_store::KeyKind;
use tlsfront_testkit::tools::s_client;
use tlsfront_testkit::{Fixtures, TlsClient};

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
    // An SNI that is not a DNS name at all stops rustls before any policy: no default host
    // can stand in, as docs/src/introduction.md ("Features") and --help say.
    let out = s_client(server.addr, &["-servername", "bad!name.test"]);
    assert!(out.contains("unrecognized name"), "{}", out.text);
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
            tlsfront_store::generate::Validity::expired(),
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
fn key_exchange_is_x25519_p256_or_p384_and_nothing_else() {
    let fixtures = hosts_fixture();
    let server = server(&fixtures, &[]);
    for (group, printed) in [
        ("X25519", "X25519"),
        ("P-256", "prime256v1"),
        ("P-384", "secp384r1"),
    ] {
        for version in ["-tls1_3", "-tls1_2"] {
            let out = s_client(
                server.addr,
                &["-servername", "one.test", version, "-groups", group],
            );
            assert!(
                out.contains(&format!(
                    "Server Temp Key: {}",
                    if group == "X25519" { "X25519" } else { "ECDH" }
                )) && out.contains(printed),
                "{group} {version}: {}",
                out.text
            );
        }
    }
    for group in ["P-521", "ffdhe2048"] {
        let out = s_client(
            server.addr,
            &["-servername", "one.test", "-tls1_3", "-groups", group],
        );
        assert!(
            out.contains("Cipher is (NONE)") && out.contains("alert"),
            "{group} was accepted: {}",
            out.text
        );
    }
}

#[test]
fn handshakes_in_progress_are_capped_and_silent_clients_time_out() {
    use std::io::{Read, Write};
    use std::net::TcpStream;
    use std::time::Duration;

    use tlsfront_testkit::hello::{client_hello, in_records, MAX_RECORD};

    let fixtures = hosts_fixture();
    let server = server(
        &fixtures,
        &["--max-handshakes", "2", "--handshake-timeout", "1s"],
    );
    let timeouts = "tlsfront_handshakes_total{outcome=\"timeout\"}";
    // Three clients send a whole ClientHello and then nothing: each holds a handshake slot
    // from its hello to its deadline, and the third waits for one. (One at a time, so that no
    // hello is still unread when the next connects: see below for what happens then.)
    let hello = in_records(&client_hello(Some(b"one.test")), MAX_RECORD);
    let mut stalled = Vec::new();
    for started in 1..=3 {
        let mut tcp = TcpStream::connect(server.addr).unwrap();
        tcp.write_all(&hello).unwrap();
        stalled.push(tcp);
        let in_progress = f64::from(started.min(2));
        assert_eq!(
            server.settled_metric("tlsfront_handshakes_in_progress", in_progress),
            in_progress
        );
    }
    std::thread::sleep(Duration::from_millis(300));
    assert!(
        server.metric("tlsfront_handshakes_in_progress") <= 2.0,
        "more handshakes in progress than --max-handshakes"
    );
    // The handshake deadline covers the wait for a slot: all three end.
    assert_eq!(
        server.settled_metric(timeouts, 3.0),
        3.0,
        "{}",
        server.metrics()
    );

    // Five clients connect and say nothing: as many as --max-handshakes may be still sending
    // their hello, so the three oldest are closed as the others arrive, and the last two at
    // their deadline.
    let silent: Vec<TcpStream> = (0..5)
        .map(|_| TcpStream::connect(server.addr).unwrap())
        .collect();
    assert_eq!(
        server.settled_metric(
            "tlsfront_handshakes_total{outcome=\"hello_crowded_out\"}",
            3.0
        ),
        3.0
    );
    assert_eq!(
        server.settled_metric(timeouts, 5.0),
        5.0,
        "{}",
        server.metrics()
    );
    for mut tcp in stalled.into_iter().chain(silent) {
        tcp.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
        let mut bytes = [0u8; 4096];
        // The stalled ones were sent the server's first flight; each ends closed.
        loop {
            match tcp.read(&mut bytes) {
                Ok(0) => break,
                Ok(_) => continue,
                Err(err)
                    if !matches!(
                        err.kind(),
                        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                    ) =>
                {
                    break
                }
                other => panic!("the silent connection is still open: {other:?}"),
            }
        }
    }
    TlsClient::new(fixtures.ca.cert_pem())
        .connect(server.addr, Some("one.test"))
        .expect("handshakes go on once the slots are free");
}
