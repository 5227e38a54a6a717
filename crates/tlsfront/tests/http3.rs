//! `tlsfront serve --listen-quic`: HTTP/3 over QUIC (docs/src/http3.md), with a real quinn + h3
//! client against the real binary: static files through the same planner (GET, HEAD, ranges,
//! conditionals, 404, 421), a proxied host's request body through to a real upstream, and
//! the miss path (a host the cache does not hold yet is refused once, then served).

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

mod serve;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use rustls::client::ClientSessionMemoryCache;
use rustls::HandshakeKind;
use serve::support::server;
use tlsfront_store::generate::GeneratedKey;
use tlsfront_testkit::browser::{self, Page};
use tlsfront_testkit::client::HttpResponse;
use tlsfront_testkit::process::log_field;
use tlsfront_testkit::{Fixtures, H3Client, TestUpstream, TlsClient, Tlsfront};

/// The QUIC address the server bound, from its start line.
fn quic_addr(server: &Tlsfront) -> SocketAddr {
    let line = server
        .wait_for_log("tlsfront is serving", Duration::from_secs(5))
        .unwrap();
    log_field(&line, "listen_quic")
        .and_then(|addrs| addrs.split(',').next()?.parse().ok())
        .unwrap_or_else(|| panic!("no listen_quic in {line}"))
}

/// A connection to `host`, once the server has it cached: a host's first QUIC handshake
/// starts its lookup and is refused (the miss path), so this tries again for a while.
fn connect_when_cached(addr: SocketAddr, host: &str, ca: &str) -> H3Client {
    let mut last = None;
    for _ in 0..100 {
        match H3Client::connect(addr, host, ca) {
            Ok(client) => return client,
            Err(err) => last = Some(err),
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    panic!("no QUIC connection to {host}: {last:?}");
}

/// 1 MiB that is not one byte repeated, so a misplaced chunk shows.
fn large_file() -> Vec<u8> {
    (0..1024 * 1024u32).map(|i| (i % 251) as u8).collect()
}

#[test]
fn static_files_over_http3_through_the_same_planner() {
    let fixtures = Fixtures::new();
    for host in ["one.test", "two.test"] {
        fixtures.add_dir_host(host, GeneratedKey::EcdsaP256);
    }
    let large = large_file();
    fixtures.add_site(
        "one.test",
        &[
            ("index.html", b"<h1>one over h3</h1>\n"),
            ("large.bin", &large),
        ],
    );
    let mut server = server(&fixtures, &["--listen-quic", "127.0.0.1:0"]);
    let addr = quic_addr(&server);
    let ca = std::fs::read_to_string(fixtures.ca_path()).unwrap();

    // The miss path: nothing is cached for one.test yet, so its first QUIC handshake is
    // refused (and starts the lookup); a later one is served.
    let refused = H3Client::connect(addr, "one.test", &ca);
    let refused = refused
        .err()
        .expect("a host not cached yet was served at once");
    assert!(
        format!("{refused:#}").contains("cryptographic handshake failed"),
        "{refused:#}"
    );
    let mut client = connect_when_cached(addr, "one.test", &ca);
    assert_eq!(client.alpn().as_deref(), Some(&b"h3"[..]));

    let page = client.get("one.test", "/", &[]).unwrap();
    assert_eq!(page.status, 200, "{page:?}");
    assert_eq!(page.text(), "<h1>one over h3</h1>\n");
    assert_eq!(page.header("content-type"), "text/html; charset=utf-8");
    assert_eq!(page.header("content-length"), "21");
    let etag = page.header("etag").to_owned();
    assert!(!etag.is_empty(), "{page:?}");

    // HEAD: the same head, no body.
    let head = client
        .send_method("HEAD", "one.test", "/", &[], Bytes::new())
        .unwrap();
    assert_eq!(head.status, 200);
    assert_eq!(head.header("content-length"), "21");
    assert!(head.body.is_empty(), "{head:?}");

    // A range, and a conditional request.
    let range = client
        .get("one.test", "/index.html", &[("range", "bytes=4-6")])
        .unwrap();
    assert_eq!(range.status, 206, "{range:?}");
    assert_eq!(range.header("content-range"), "bytes 4-6/21");
    assert_eq!(range.text(), "one");
    let unchanged = client
        .get("one.test", "/", &[("if-none-match", &etag)])
        .unwrap();
    assert_eq!(unchanged.status, 304, "{unchanged:?}");
    assert!(unchanged.body.is_empty());

    // A large file, in chunks, whole and in order; and a range of it.
    let whole = client.get("one.test", "/large.bin", &[]).unwrap();
    assert_eq!(whole.status, 200);
    assert_eq!(whole.body.len(), large.len());
    assert!(whole.body == large, "the large file came back altered");
    let tail = client
        .get("one.test", "/large.bin", &[("range", "bytes=1000000-")])
        .unwrap();
    assert_eq!(tail.status, 206);
    assert!(tail.body == large[1_000_000..]);

    let missing = client.get("one.test", "/missing.html", &[]).unwrap();
    assert_eq!(missing.status, 404, "{missing:?}");
    // A static site reads no request body: a POST is a 405, its body dropped.
    let post = client
        .send_method(
            "POST",
            "one.test",
            "/",
            &[],
            Bytes::from(vec![7u8; 100_000]),
        )
        .unwrap();
    assert_eq!(post.status, 405, "{post:?}");

    // A request still arriving when its answer is ready (a GET whose stream has not ended, a
    // POST whose body comes later): answered, the rest of it refused with H3_NO_ERROR or let
    // go, and the connection goes on. (Stopping a read still pending panicked in h3-quinn.)
    let pause = Duration::from_millis(200);
    let open_get = client
        .send_slowly("GET", "one.test", "/", Bytes::new(), pause)
        .unwrap();
    assert_eq!(open_get.status, 200, "{open_get:?}");
    assert_eq!(open_get.text(), "<h1>one over h3</h1>\n");
    let late_post = client
        .send_slowly(
            "POST",
            "one.test",
            "/",
            Bytes::from(vec![7u8; 50_000]),
            pause,
        )
        .unwrap();
    assert_eq!(late_post.status, 405, "{late_post:?}");
    assert_eq!(client.get("one.test", "/", &[]).unwrap().status, 200);

    // Datagrams that are not QUIC are dropped, and the connection goes on.
    let noise = std::net::UdpSocket::bind("127.0.0.1:0").unwrap();
    for datagram in [&[0xffu8; 1200][..], &[0x40; 30], &[0xc0; 1200], &[]] {
        noise.send_to(datagram, addr).unwrap();
    }
    assert_eq!(client.get("one.test", "/", &[]).unwrap().status, 200);

    // Another host's :authority on one.test's connection: 421 from the planner, even for a
    // host this server serves.
    let misdirected = client.get("two.test", "/", &[]).unwrap();
    assert_eq!(misdirected.status, 421, "{misdirected:?}");
    assert_eq!(
        misdirected.text(),
        "421 Misdirected Request: this connection is for another host.\n"
    );
    // A port beside the host is the same host.
    let with_port = format!("one.test:{}", addr.port());
    assert_eq!(client.get(&with_port, "/", &[]).unwrap().status, 200);

    // Counted and logged as HTTP/3.
    assert!(server.metric("tlsfront_http_connections_total{protocol=\"h3\"}") >= 1.0);
    assert!(server.metric("tlsfront_quic_connections_total{outcome=\"failed\"}") >= 1.0);
    assert!(server.metric("tlsfront_quic_connections_total{outcome=\"ok\"}") >= 1.0);
    let (_, status) = server.admin_get("/status.json").unwrap();
    let status: serde_json::Value = serde_json::from_str(&status).unwrap();
    assert!(
        status["counters"]["http3_connections"].as_u64() >= Some(1),
        "{status}"
    );
    // Every request above came over HTTP/3, on the one QUIC connection open.
    let requests = server.metric("tlsfront_http3_requests_total");
    assert!(requests >= 10.0, "{}", server.metrics());
    let all: f64 = server
        .metrics()
        .lines()
        .filter(|line| line.starts_with("tlsfront_requests_total{"))
        .filter_map(|line| line.rsplit(' ').next()?.parse::<f64>().ok())
        .sum();
    assert_eq!(requests, all, "{}", server.metrics());
    assert_eq!(
        status["quic_connections_open"].as_i64(),
        Some(1),
        "{status}"
    );
    assert!(
        status["counters"]["http3_requests"].as_u64() >= Some(10),
        "{status}"
    );
    assert!(
        server
            .wait_for_log("protocol=\"h3\"", Duration::from_secs(5))
            .is_some(),
        "no access-log line with protocol=h3:\n{}",
        server.logs()
    );

    // SIGTERM with the connection open and idle: GOAWAY, and the process ends without
    // waiting for the drain deadline (25 s).
    server.terminate();
    let status = server.wait(Duration::from_secs(10));
    assert!(
        status.is_some_and(|status| status.success()),
        "{status:?}\n{}",
        server.logs()
    );
    drop(client);
}

#[test]
fn a_proxied_host_gets_its_request_bodies_over_http3() {
    let app = TestUpstream::start("app");
    let fixtures = Fixtures::new();
    fixtures.add_dir_host("app.test", GeneratedKey::EcdsaP256);
    fixtures.write_site("app.test", &format!("upstreams = [\"{}\"]\n", app.url()));
    let server = server(&fixtures, &["--listen-quic", "127.0.0.1:0"]);
    let addr = quic_addr(&server);
    let ca = std::fs::read_to_string(fixtures.ca_path()).unwrap();
    let mut client = connect_when_cached(addr, "app.test", &ca);

    // A GET goes to the application as HTTP/1.1, with the host the client named.
    let echo = client.get("app.test", "/echo?x=1", &[]).unwrap();
    assert_eq!(echo.status, 200, "{echo:?}");
    let text = echo.text();
    assert!(text.contains("upstream: app\n"), "{text}");
    assert!(text.contains("method: GET\n"), "{text}");
    assert!(text.contains("path: /echo?x=1\n"), "{text}");
    assert!(text.contains("host: app.test\n"), "{text}");
    assert!(text.contains("x-forwarded-proto: https\n"), "{text}");
    // The client ended the GET's stream after its head: it goes upstream without a body,
    // not chunked (an upstream that answers a GET without reading its body resets the
    // connection, and the end of the answer is lost).
    assert!(text.contains("transfer-encoding: -\n"), "{text}");
    assert!(text.contains("content-length: -\n"), "{text}");

    // A POST's body streams through to the application, with and without a length.
    let body: Vec<u8> = (0..300_000u32).map(|i| (i % 253) as u8).collect();
    let sum: u64 = body.iter().map(|b| u64::from(*b)).sum();
    let expected = format!("bytes={} sum={sum}\n", body.len());
    let length = body.len().to_string();
    let upload = client
        .send_method(
            "POST",
            "app.test",
            "/upload",
            &[("content-length", &length)],
            Bytes::from(body.clone()),
        )
        .unwrap();
    assert_eq!(upload.status, 200, "{upload:?}");
    assert_eq!(upload.text(), expected);
    let unsized_upload = client
        .send_method("POST", "app.test", "/upload", &[], Bytes::from(body))
        .unwrap();
    assert_eq!(unsized_upload.text(), expected);

    // A body shorter than its content-length is the proxy's 400.
    let short = client.send_method(
        "POST",
        "app.test",
        "/upload",
        &[("content-length", "10")],
        Bytes::from_static(b"12345"),
    );
    assert_eq!(short.unwrap().status, 400);

    // A streamed response, whole.
    let streamed = client
        .get("app.test", "/bytes/200000", &[])
        .unwrap_or_else(|err| panic!("{err:#}\n{}", server.logs()));
    assert_eq!(streamed.status, 200);
    assert_eq!(streamed.body.len(), 200_000);

    // Another host's :authority: the proxy's 421.
    let misdirected = client.get("other.test", "/echo", &[]).unwrap();
    assert_eq!(misdirected.status, 421, "{misdirected:?}");
}

#[test]
fn quic_connections_count_against_the_same_host_limits_as_tcp() {
    let fixtures = Fixtures::new();
    for host in ["own.test", "other.test"] {
        fixtures.add_dir_host(host, GeneratedKey::EcdsaP256);
        fixtures.add_site(host, &[("index.html", format!("{host}\n").as_bytes())]);
    }
    fixtures.write_site("own.test", "[limits]\nconnections = 1\n");
    let server = server(&fixtures, &["--listen-quic", "127.0.0.1:0"]);
    let addr = quic_addr(&server);
    let ca = std::fs::read_to_string(fixtures.ca_path()).unwrap();
    let mut first = connect_when_cached(addr, "own.test", &ca);
    assert_eq!(
        first.get("own.test", "/", &[]).unwrap().text(),
        "own.test\n"
    );

    // A second QUIC connection to own.test is closed after its handshake (H3_EXCESSIVE_LOAD),
    // and so is a TCP one: the QUIC connection holds the host's one place.
    let second = H3Client::connect(addr, "own.test", &ca)
        .and_then(|mut second| second.get("own.test", "/", &[]));
    assert!(second.is_err(), "{second:?}");
    let tcp = tlsfront_testkit::TlsClient::new(fixtures.ca.cert_pem())
        .alpn(&[b"http/1.1"])
        .io_timeout(Duration::from_secs(10));
    assert!(tcp.connect(server.addr, Some("own.test")).is_err());
    let limited = "tlsfront_limited_total{limit=\"host_connections\"}";
    assert_eq!(server.metric(limited), 2.0);
    let quic_limited = "tlsfront_quic_connections_total{outcome=\"limited\"}";
    assert_eq!(server.metric(quic_limited), 1.0);

    // Another host is untouched.
    let mut other = connect_when_cached(addr, "other.test", &ca);
    assert_eq!(
        other.get("other.test", "/", &[]).unwrap().text(),
        "other.test\n"
    );
    drop(first);
}

#[test]
fn a_clients_connection_limit_counts_its_quic_connections_once_its_address_is_proven() {
    let fixtures = Fixtures::new();
    fixtures.add_dir_host("one.test", GeneratedKey::EcdsaP256);
    fixtures.add_site("one.test", &[("index.html", b"one\n")]);
    let args = [
        "--listen-quic",
        "127.0.0.1:0",
        "--connections-per-client",
        "1",
    ];
    let server = server(&fixtures, &args);
    let addr = quic_addr(&server);
    let ca = std::fs::read_to_string(fixtures.ca_path()).unwrap();
    let mut first = connect_when_cached(addr, "one.test", &ca);
    assert_eq!(first.get("one.test", "/", &[]).unwrap().text(), "one\n");
    // The refused handshakes of the miss path took no place: only completed ones count.
    let second = H3Client::connect(addr, "one.test", &ca)
        .and_then(|mut second| second.get("one.test", "/", &[]));
    assert!(second.is_err(), "{second:?}");
    let limited = "tlsfront_limited_total{limit=\"client_connections\"}";
    assert_eq!(server.metric(limited), 1.0);
    drop(first);
}

#[test]
fn a_quic_client_proves_its_address_with_a_retry_while_handshakes_are_many() {
    use tlsfront_testkit::hello::stalled_handshakes;

    let fixtures = Fixtures::new();
    fixtures.add_dir_host("one.test", GeneratedKey::EcdsaP256);
    fixtures.add_site("one.test", &[("index.html", b"one\n")]);
    // Retry above half the cap: more than one handshake in progress.
    let args = ["--listen-quic", "127.0.0.1:0", "--max-handshakes", "2"];
    let server = server(&fixtures, &args);
    let addr = quic_addr(&server);
    let ca = std::fs::read_to_string(fixtures.ca_path()).unwrap();
    drop(connect_when_cached(addr, "one.test", &ca));
    let retries = "tlsfront_quic_connections_total{outcome=\"retry\"}";
    assert_eq!(server.metric(retries), 0.0);

    // Two TCP handshakes that stop after their ClientHello stay in progress.
    let stalled = stalled_handshakes(server.addr, "one.test", 2);
    assert_eq!(
        server.settled_metric("tlsfront_handshakes_in_progress", 2.0),
        2.0
    );

    // quinn's client answers the Retry by itself; the connection is served.
    let mut client = H3Client::connect(addr, "one.test", &ca).unwrap();
    assert_eq!(client.get("one.test", "/", &[]).unwrap().text(), "one\n");
    assert_eq!(server.metric(retries), 1.0);
    drop(stalled);
}

#[test]
fn an_idle_quic_connection_is_closed_after_the_idle_timeout() {
    let fixtures = Fixtures::new();
    fixtures.add_dir_host("one.test", GeneratedKey::EcdsaP256);
    fixtures.add_site("one.test", &[("index.html", b"one\n")]);
    let args = ["--listen-quic", "127.0.0.1:0", "--idle-timeout", "300ms"];
    let server = server(&fixtures, &args);
    let addr = quic_addr(&server);
    let ca = std::fs::read_to_string(fixtures.ca_path()).unwrap();
    let mut client = connect_when_cached(addr, "one.test", &ca);
    assert_eq!(client.get("one.test", "/", &[]).unwrap().status, 200);
    // Silent past the timeout (QUIC's idle timeout is the lower of the two sides'), the
    // connection is gone on both sides.
    assert_eq!(server.settled_metric("tlsfront_connections_open", 0.0), 0.0);
    assert!(client.get("one.test", "/", &[]).is_err());
}

/// An HTTP/1.1 GET of `/` on `host` over TCP.
fn get_over_tcp(server: &Tlsfront, ca: &str, host: &str, path: &str) -> HttpResponse {
    let client = TlsClient::new(ca)
        .alpn(&[b"http/1.1"])
        .io_timeout(Duration::from_secs(10));
    let mut session = client.connect(server.addr, Some(host)).unwrap();
    session.get(host, path).unwrap()
}

#[test]
fn tcp_answers_advertise_http3_unless_the_host_opts_out() {
    let fixtures = Fixtures::new();
    for host in ["on.test", "off.test", "app.test"] {
        fixtures.add_dir_host(host, GeneratedKey::EcdsaP256);
        fixtures.add_site(host, &[("index.html", format!("{host}\n").as_bytes())]);
    }
    fixtures.write_site("off.test", "http3 = false\n");
    let app = TestUpstream::start("app");
    fixtures.write_site("app.test", &format!("upstreams = [\"{}\"]\n", app.url()));
    let tlsfront = server(&fixtures, &["--listen-quic", "127.0.0.1:0"]);
    let addr = quic_addr(&tlsfront);
    let ca = fixtures.ca.cert_pem();
    let advertised = format!("h3=\":{}\"; ma=86400", addr.port());

    let on = get_over_tcp(&tlsfront, ca, "on.test", "/");
    assert_eq!(on.status, 200, "{on:?}");
    assert_eq!(on.header("alt-svc"), Some(advertised.as_str()), "{on:?}");
    let proxied = get_over_tcp(&tlsfront, ca, "app.test", "/echo");
    assert_eq!(proxied.status, 200, "{proxied:?}");
    assert_eq!(proxied.header("alt-svc"), Some(advertised.as_str()));

    // The host that opted out is not advertised, and not served over QUIC: its handshakes
    // are refused even once it is cached (the TCP request above cached the others; this one
    // caches it).
    let off = get_over_tcp(&tlsfront, ca, "off.test", "/");
    assert_eq!(off.status, 200, "{off:?}");
    assert_eq!(off.header("alt-svc"), None, "{off:?}");
    for _ in 0..3 {
        assert!(H3Client::connect(addr, "off.test", ca).is_err());
    }
    // Over HTTP/3 itself, nothing is advertised.
    let mut h3 = connect_when_cached(addr, "on.test", ca);
    let page = h3.get("on.test", "/", &[]).unwrap();
    assert_eq!(page.status, 200);
    assert_eq!(page.header("alt-svc"), "", "{page:?}");
    drop(tlsfront);

    // Turned off for the whole server: nothing is advertised, HTTP/3 is still served.
    let quiet = server(
        &fixtures,
        &["--listen-quic", "127.0.0.1:0", "--advertise-http3", "false"],
    );
    let on = get_over_tcp(&quiet, ca, "on.test", "/");
    assert_eq!(on.status, 200, "{on:?}");
    assert_eq!(on.header("alt-svc"), None, "{on:?}");
}

#[test]
fn a_session_resumes_across_tcp_and_quic_with_the_hosts_tickets() {
    let fixtures = Fixtures::new();
    fixtures.add_dir_host("one.test", GeneratedKey::EcdsaP256);
    fixtures.add_site("one.test", &[("index.html", b"one\n")]);
    let server = server(&fixtures, &["--listen-quic", "127.0.0.1:0"]);
    let addr = quic_addr(&server);
    let ca = fixtures.ca.cert_pem();
    let resumed = "tlsfront_handshakes_completed_total{version=\"1.3\",kind=\"resumed\"}";
    // A TCP client and a QUIC client sharing their sessions (and their verifier, without
    // which rustls resumes nothing), listing AES-128 first as browsers do (a session resumes
    // only under its suite).
    let pair = || {
        let tcp = TlsClient::new(ca)
            .suites(&[
                rustls::crypto::aws_lc_rs::cipher_suite::TLS13_AES_128_GCM_SHA256,
                rustls::crypto::aws_lc_rs::cipher_suite::TLS13_AES_256_GCM_SHA384,
            ])
            .alpn(&[b"http/1.1"])
            .io_timeout(Duration::from_secs(10))
            .resuming(Arc::new(ClientSessionMemoryCache::new(8)));
        let quic = (*tcp.config(true)).clone();
        (tcp, quic)
    };

    // TCP first: a full handshake, whose ticket the QUIC connection then resumes.
    let (tcp, quic) = pair();
    let mut first = tcp.connect(server.addr, Some("one.test")).unwrap();
    assert_eq!(first.get("one.test", "/").unwrap().status, 200);
    assert_eq!(first.handshake_kind(), Some(HandshakeKind::Full));
    drop(first);
    assert_eq!(server.metric(resumed), 0.0);
    let mut over_quic = H3Client::connect_with(addr, "one.test", quic).unwrap();
    assert_eq!(over_quic.get("one.test", "/", &[]).unwrap().text(), "one\n");
    assert_eq!(
        server.metric(resumed),
        1.0,
        "the QUIC handshake did not resume"
    );

    // QUIC first: its ticket resumes a TCP session.
    let (tcp, quic) = pair();
    let mut over_quic = H3Client::connect_with(addr, "one.test", quic).unwrap();
    // The ticket comes after the handshake; a request's round trip brings it.
    assert_eq!(over_quic.get("one.test", "/", &[]).unwrap().status, 200);
    drop(over_quic);
    let mut second = tcp.connect(server.addr, Some("one.test")).unwrap();
    assert_eq!(second.get("one.test", "/").unwrap().status, 200);
    assert_eq!(second.handshake_kind(), Some(HandshakeKind::Resumed));
    assert_eq!(server.metric(resumed), 2.0);
}

/// A browser over HTTP/3: headless Chromium, told to use QUIC for the origin at once, loads a
/// page and its script, and the server's own count shows they came over HTTP/3.
#[test]
fn chromium_loads_a_page_over_http3() {
    let fixtures = Fixtures::new();
    let pair = fixtures.add_dir_host("one.test", GeneratedKey::EcdsaP256);
    fixtures.add_site(
        "one.test",
        &[
            (
                "index.html",
                b"<html><body><p id=t>waiting</p><script src=app.js></script></body></html>\n",
            ),
            (
                "app.js",
                b"document.getElementById('t').textContent = 'script ran over h3';\n",
            ),
        ],
    );
    let server = server(&fixtures, &["--listen-quic", "127.0.0.1:0"]);
    let addr = quic_addr(&server);
    let ca = fixtures.ca.cert_pem();
    // The host cached first, as a browser's TCP connection would have (the miss path).
    drop(connect_when_cached(addr, "one.test", ca));
    let before = server.metric("tlsfront_http3_requests_total");

    let origin = format!("one.test:{}", addr.port());
    let profile = tempfile::tempdir().unwrap();
    let page = Page {
        virtual_time_ms: 5_000,
        host_rules: Some("MAP one.test 127.0.0.1"),
        ignore_certificate_errors: false,
        force_quic_on: Some(&origin),
        spki_pins: &[browser::spki_pin(&pair.key_pem)],
    };
    let dom = browser::dump_dom(&format!("https://{origin}/"), profile.path(), &page);
    assert!(
        dom.contains("script ran over h3"),
        "{dom}\n{}",
        server.logs()
    );
    // Nothing listens on that port over TCP: only QUIC could have answered. The page, its
    // script (and perhaps a favicon) came as HTTP/3 requests.
    let over_h3 = server.metric("tlsfront_http3_requests_total") - before;
    assert!(over_h3 >= 2.0, "{over_h3}\n{}", server.metrics());
}

#[test]
fn http3_is_on_by_default_beside_the_https_listener_and_off_with_one_setting() {
    let fixtures = Fixtures::new();
    fixtures.add_dir_host("one.test", GeneratedKey::EcdsaP256);
    fixtures.add_site("one.test", &[("index.html", b"one\n")]);
    let tlsfront = server(&fixtures, &[]);
    let addr = quic_addr(&tlsfront);
    // The HTTPS listener's address; its port too, unless UDP's was taken (port 0 asked).
    assert_eq!(addr.ip(), tlsfront.addr.ip());
    let ca = fixtures.ca.cert_pem();
    let mut client = connect_when_cached(addr, "one.test", ca);
    assert_eq!(client.get("one.test", "/", &[]).unwrap().text(), "one\n");
    let page = get_over_tcp(&tlsfront, ca, "one.test", "/");
    let advertised = format!("h3=\":{}\"; ma=86400", addr.port());
    assert_eq!(page.header("alt-svc"), Some(advertised.as_str()));
    drop(tlsfront);

    let off = server(&fixtures, &["--listen-quic", "off"]);
    let line = off
        .wait_for_log("tlsfront is serving", Duration::from_secs(5))
        .unwrap();
    assert_eq!(
        log_field(&line, "listen_quic").as_deref(),
        Some("off"),
        "{line}"
    );
    let page = get_over_tcp(&off, ca, "one.test", "/");
    assert_eq!(page.header("alt-svc"), None, "{page:?}");
}
