//! `tlsfront serve` on the directory store: HTTP/1.1 and h2, static files, the docroot
//! boundary, Host checks, limits, draining and the admin listener — driven by real clients
//! against the real binary.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

mod serve;

use serve::support::{hosts_fixture, server};
use std::time::Duration;
use tlsfront_testkit::tools::{curl, origin};
use tlsfront_testkit::TlsClient;

/// An h2 request with a body (a form posted to a static site) is answered once its body has
/// been read: curl sees a clean 405, where an answer before the body would have been followed
/// by a reset of the upload.
#[test]
fn an_h2_post_gets_its_405_after_its_body() {
    let fixtures = hosts_fixture();
    let server = server(&fixtures, &[]);
    let url = format!("{}/", origin(server.addr, "one.test"));
    let body = fixtures.root().join("form.bin");
    std::fs::write(&body, vec![b'x'; 60_000]).unwrap();
    let data = format!("@{}", body.display());
    let post = curl(
        server.addr,
        "one.test",
        &fixtures.ca_path(),
        &[
            "--http2",
            "--data-binary",
            &data,
            "-o",
            "/dev/null",
            "-w",
            "%{http_version} %{http_code}",
            &url,
        ],
    );
    assert_eq!(post.text.trim(), "2 405", "{}", post.text);
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
    // Health checks see the drain; new connections are refused.
    assert_eq!(
        server.admin_get("/healthz"),
        Some((503, "draining\n".to_owned())),
        "{}",
        server.logs()
    );
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
    assert_eq!(server.admin_get("/healthz"), Some((200, "ok\n".to_owned())));
    assert_eq!(
        server.admin_get("/nothing").map(|(status, _)| status),
        Some(404)
    );
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
    assert_eq!(answer.map(|r| r.status).ok(), Some(431));

    let mut tls = client.connect(server.addr, Some("one.test")).unwrap();
    let names: Vec<String> = (0..40).map(|i| format!("x-h{i}")).collect();
    let headers: Vec<(&str, &str)> = names.iter().map(|n| (n.as_str(), "1")).collect();
    let answer = tls.request("GET", "one.test", "/", &headers);
    assert_eq!(answer.map(|r| r.status).ok(), Some(431));

    // A request line that does not parse gets 400.
    let mut tls = client.connect(server.addr, Some("one.test")).unwrap();
    let answer = tls.raw_exchange(b"GET / HTTP/9\r\n\r\n");
    assert!(answer.starts_with("HTTP/1.1 400 "), "{answer:?}");

    // hyper answered those three itself; they are counted and logged like any request.
    assert_eq!(
        server.settled_metric("tlsfront_requests_total{class=\"4xx\"}", 3.0),
        3.0
    );
    assert!(server.logs().contains("status=431"), "{}", server.logs());

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

#[test]
fn a_file_changed_between_two_kept_alive_requests_is_served_new() {
    let fixtures = hosts_fixture();
    let site = fixtures.add_site(
        "one.test",
        &[("page.html", b"first"), ("dir/index.html", b"index")],
    );
    // User space, where small files are served from memory; settled, so they are cached.
    let server = server(&fixtures, &["--ktls", "off"]);
    std::thread::sleep(Duration::from_millis(2100));
    let mut tls = TlsClient::new(fixtures.ca.cert_pem())
        .connect(server.addr, Some("one.test"))
        .unwrap();
    let mut body = |path: &str| tls.get("one.test", path).unwrap().body;
    assert_eq!(body("/page.html"), b"first");
    assert_eq!(body("/page.html"), b"first");
    assert_eq!(body("/dir/"), b"index");

    // Rewritten in place with the same length (only the change notification tells), then
    // renamed over, then its directory replaced: each time the very next request sees it.
    std::fs::write(site.join("page.html"), b"secnd").unwrap();
    assert_eq!(body("/page.html"), b"secnd");
    let replacement = site.join("new.html");
    std::fs::write(&replacement, b"third").unwrap();
    std::fs::rename(&replacement, site.join("page.html")).unwrap();
    assert_eq!(body("/page.html"), b"third");
    std::fs::rename(site.join("dir"), site.join("dir.old")).unwrap();
    std::fs::create_dir(site.join("dir")).unwrap();
    std::fs::write(site.join("dir/index.html"), b"INDEX").unwrap();
    assert_eq!(body("/dir/"), b"INDEX");
}
