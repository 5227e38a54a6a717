//! What the proxy lets through to an application, and what it stops: request bodies over the
//! site's limit, a client's broken body (never counted against the application), protocol
//! switches other than WebSocket, and the one `Host` an application sees. Real binary, real
//! clients (curl, and raw bytes over rustls where curl cannot write the request), our hyper
//! test upstream where only its counters matter. What real application servers see is in
//! `proxy_apps.rs`; hostile framing in `smuggling.rs`.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

mod serve;

use serve::support::server;
use tlsfront_store::generate::GeneratedKey;
use tlsfront_testkit::tools::{curl, origin};
use tlsfront_testkit::{Fixtures, TestUpstream, TlsClient, Tlsfront};

/// A raw HTTP/1.1 exchange on a new TLS connection for `host`: everything the server sends
/// until it closes or goes quiet.
fn raw(server: &Tlsfront, fixtures: &Fixtures, host: &str, bytes: &[u8]) -> String {
    let client = TlsClient::new(fixtures.ca.cert_pem())
        .alpn(&[b"http/1.1"])
        .io_timeout(std::time::Duration::from_secs(5));
    let mut outcome = client.connect(server.addr, Some(host)).unwrap();
    outcome.raw_exchange(bytes)
}

fn status_line(answer: &str) -> &str {
    answer.lines().next().unwrap_or("")
}

/// curl's status code and body for a POST of `bytes` bytes to `/upload`.
fn post(server: &Tlsfront, fixtures: &Fixtures, host: &str, bytes: usize, args: &[&str]) -> String {
    let body = fixtures.root().join(format!("body-{bytes}"));
    std::fs::write(&body, vec![b'z'; bytes]).unwrap();
    let data = format!("@{}", body.display());
    let url = format!("{}/upload", origin(server.addr, host));
    let mut all = vec!["--data-binary", &data, "-w", "\n%{http_code}"];
    all.extend_from_slice(args);
    all.push(&url);
    curl(server.addr, host, &fixtures.ca_path(), &all).text
}

#[test]
fn request_bodies_over_the_limit_get_413_and_a_broken_body_is_the_clients_fault() {
    let app = TestUpstream::start("app");
    let fixtures = Fixtures::new();
    for host in ["limited.test", "open.test"] {
        fixtures.add_dir_host(host, GeneratedKey::EcdsaP256);
    }
    fixtures.write_site(
        "limited.test",
        &format!(
            "upstreams = [\"{}\"]\nmax_request_body_bytes = 1000\n",
            app.url()
        ),
    );
    let server = server(
        &fixtures,
        &[
            "--default-upstream",
            &app.url(),
            "--max-request-body-bytes",
            "5000",
        ],
    );
    let answered = format!(
        "tlsfront_upstream_responses_total{{upstream=\"{}\",class=\"2xx\"}}",
        app.url()
    );
    let failed = format!(
        "tlsfront_upstream_failures_total{{upstream=\"{}\",kind=\"response\"}}",
        app.url()
    );

    // Within the limit, both ways a body can be framed.
    for args in [
        &["--http1.1"][..],
        &["--http2"],
        &["--http1.1", "-H", "Transfer-Encoding: chunked"],
    ] {
        let answer = post(&server, &fixtures, "limited.test", 1000, args);
        assert!(answer.starts_with("bytes=1000 "), "{args:?}: {answer}");
    }
    let before = server.metric(&answered);

    // A declared length over the site's limit: 413, and the application is never asked.
    let head = "POST /upload HTTP/1.1\r\nHost: limited.test\r\nContent-Length: 1001\r\n\r\n";
    let answer = raw(&server, &fixtures, "limited.test", head.as_bytes());
    assert_eq!(
        status_line(&answer),
        "HTTP/1.1 413 Payload Too Large",
        "{answer}"
    );
    let answer = post(&server, &fixtures, "limited.test", 1001, &["--http2"]);
    assert!(answer.ends_with("\n413"), "{answer}");
    // Expect: 100-continue is answered 413 at once, not 100.
    let answer = raw(
        &server,
        &fixtures,
        "limited.test",
        b"POST /upload HTTP/1.1\r\nHost: limited.test\r\nContent-Length: 9000\r\nExpect: 100-continue\r\n\r\n",
    );
    assert_eq!(
        status_line(&answer),
        "HTTP/1.1 413 Payload Too Large",
        "{answer}"
    );
    // A chunked body that streams past it: 413 too.
    let answer = post(
        &server,
        &fixtures,
        "limited.test",
        3000,
        &["--http1.1", "-H", "Transfer-Encoding: chunked"],
    );
    assert!(answer.ends_with("\n413"), "{answer}");
    // The server's default applies to a host whose entry does not say.
    let answer = post(&server, &fixtures, "open.test", 3000, &["--http1.1"]);
    assert!(answer.starts_with("bytes=3000 "), "{answer}");
    let answer = post(&server, &fixtures, "open.test", 5001, &["--http1.1"]);
    assert!(answer.ends_with("\n413"), "{answer}");
    assert_eq!(
        server.metric(&answered) - before,
        1.0,
        "only open.test's 3000 bytes reached the application"
    );

    // A malformed chunked body: 400 to the client, the upstream request cut off, and no
    // failure counted against the application.
    let broken = b"POST /upload HTTP/1.1\r\nHost: limited.test\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\nzz\r\n";
    let answer = raw(&server, &fixtures, "limited.test", broken);
    assert_eq!(status_line(&answer), "HTTP/1.1 400 Bad Request", "{answer}");
    assert_eq!(server.metric(&failed), 0.0, "{}", server.metrics());
}

#[test]
fn no_protocol_switch_but_websocket_and_one_host_per_session() {
    let app = TestUpstream::start("app");
    let fixtures = Fixtures::new();
    for host in ["a.test", "b.test", "switching.test"] {
        fixtures.add_dir_host(host, GeneratedKey::EcdsaP256);
    }
    fixtures.write_site(
        "switching.test",
        &format!("upstreams = [\"http://{}\"]\n", always_switching()),
    );
    let server = server(&fixtures, &["--default-upstream", &app.url()]);

    // h2c is never an upgrade: the request goes on as a plain request without its Upgrade,
    // and the next request on the connection is still judged by its own Host.
    let smuggle = b"GET /echo HTTP/1.1\r\nHost: a.test\r\nConnection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA\r\n\r\nGET /echo HTTP/1.1\r\nHost: b.test\r\nConnection: close\r\n\r\n";
    let answer = raw(&server, &fixtures, "a.test", smuggle);
    assert!(answer.starts_with("HTTP/1.1 200 OK"), "{answer}");
    assert!(answer.contains("\nupgrade: -\n"), "{answer}");
    assert!(answer.contains("\nhost: a.test\n"), "{answer}");
    assert!(
        answer.contains("HTTP/1.1 421 Misdirected Request"),
        "{answer}"
    );
    assert!(!answer.contains("host: b.test"), "{answer}");

    // An absolute-form target decides the host; Host is ignored, and the application gets the
    // target in origin form with the session's host.
    let absolute = format!(
        "GET https://a.test:{}/echo?q=1 HTTP/1.1\r\nHost: b.test\r\nConnection: close\r\n\r\n",
        server.addr.port()
    );
    let answer = raw(&server, &fixtures, "a.test", absolute.as_bytes());
    assert!(answer.starts_with("HTTP/1.1 200 OK"), "{answer}");
    assert!(answer.contains("\npath: /echo?q=1\n"), "{answer}");
    assert!(
        answer.contains(&format!("\nhost: a.test:{}\n", server.addr.port())),
        "{answer}"
    );
    let to_b = "GET https://b.test/echo HTTP/1.1\r\nHost: a.test\r\nConnection: close\r\n\r\n";
    let answer = raw(&server, &fixtures, "a.test", to_b.as_bytes());
    assert_eq!(
        status_line(&answer),
        "HTTP/1.1 421 Misdirected Request",
        "{answer}"
    );

    // Two Host lines: 400, on either order.
    for hosts in [
        "Host: a.test\r\nHost: b.test",
        "Host: b.test\r\nHost: a.test",
        "Host: a.test\r\nHost: a.test",
    ] {
        let request = format!("GET /echo HTTP/1.1\r\n{hosts}\r\nConnection: close\r\n\r\n");
        let answer = raw(&server, &fixtures, "a.test", request.as_bytes());
        assert_eq!(
            status_line(&answer),
            "HTTP/1.1 400 Bad Request",
            "{hosts:?}: {answer}"
        );
    }

    // HTTP/2: a host field that differs from :authority is a malformed request.
    let url = format!("{}/echo", origin(server.addr, "a.test"));
    let answer = curl(
        server.addr,
        "a.test",
        &fixtures.ca_path(),
        &[
            "--http2",
            "-H",
            "Host: b.test",
            "-w",
            "%{http_code}",
            "-o",
            "/dev/null",
            &url,
        ],
    );
    // curl sends the Host it is given as :authority; what reaches the server names b.test.
    assert!(
        answer.text == "421" || answer.text == "400",
        "{}",
        answer.text
    );

    // TRACE and CONNECT go nowhere.
    let answer = raw(
        &server,
        &fixtures,
        "a.test",
        b"TRACE /echo HTTP/1.1\r\nHost: a.test\r\nConnection: close\r\n\r\n",
    );
    assert_eq!(
        status_line(&answer),
        "HTTP/1.1 405 Method Not Allowed",
        "{answer}"
    );

    // An application's 101 to a request that did not ask to switch is its error, never a
    // tunnel (proxy.rs has a WebSocket's full exchange).
    let answer = raw(
        &server,
        &fixtures,
        "switching.test",
        b"GET /x HTTP/1.1\r\nHost: switching.test\r\nUpgrade: h2c\r\nConnection: upgrade\r\n\r\nPRI * HTTP/2.0\r\n\r\n",
    );
    assert_eq!(status_line(&answer), "HTTP/1.1 502 Bad Gateway", "{answer}");
}

/// An application that answers every request with `101 Switching Protocols` to h2c, asked or
/// not: what the h2c smuggling attack needs from a backend.
fn always_switching() -> std::net::SocketAddr {
    use std::io::{Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    std::thread::spawn(move || {
        for mut tcp in listener.incoming().flatten() {
            std::thread::spawn(move || {
                let mut buffer = [0u8; 4096];
                let _ = tcp.read(&mut buffer);
                let _ = tcp.write_all(
                    b"HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: h2c\r\n\r\n",
                );
                // Whatever comes next would be the tunnel; hold the connection a moment.
                let _ = tcp.read(&mut buffer);
            });
        }
    });
    addr
}
