//! The proxied HTTP/1.1 path's framing, byte for byte, through the real binary to a real
//! application (`TestUpstream`): pipelined requests with and without bodies on one connection,
//! responses with a length, without one (chunked to HTTP/1.1, until the close to HTTP/1.0),
//! to HEAD, and the close a request asks for. The smuggling suite (`smuggling.rs`) holds the
//! hostile cases; this holds the ordinary ones.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

mod serve;

use serve::support::{hosts_fixture, server};
use tlsfront_testkit::{TestUpstream, TlsClient};

const HOST: &str = "one.test";

#[test]
fn pipelined_requests_are_framed_each_in_turn_and_the_close_is_kept() {
    let upstream = TestUpstream::start("app");
    let fixtures = hosts_fixture();
    fixtures.write_site(HOST, &format!("upstreams = [\"{}\"]\n", upstream.url()));
    let server = server(&fixtures, &["--access-log=false"]);
    let client = TlsClient::new(fixtures.ca.cert_pem());

    // Four requests in one write: a body of unknown length (with trailers, which HTTP/1.1
    // clients get only when they ask, and these did not), a HEAD, an upload in
    // chunks, and a request that closes.
    let mut tls = client.connect(server.addr, Some(HOST)).unwrap();
    let answer = tls.raw_exchange(
        format!(
            "GET /trailers HTTP/1.1\r\nHost: {HOST}\r\n\r\n\
             HEAD /page HTTP/1.1\r\nHost: {HOST}\r\n\r\n\
             POST /upload HTTP/1.1\r\nHost: {HOST}\r\nTransfer-Encoding: chunked\r\n\r\n\
             3\r\nabc\r\n2;ext=1\r\nde\r\n0\r\nX-Trailer: 1\r\n\r\n\
             GET /bytes/3 HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n"
        )
        .as_bytes(),
    );
    let responses: Vec<&str> = answer.split("HTTP/1.1 ").skip(1).collect();
    assert_eq!(responses.len(), 4, "{answer}");
    let (streamed, head, upload, last) = (responses[0], responses[1], responses[2], responses[3]);
    assert!(streamed.starts_with("200 OK\r\n"), "{streamed}");
    assert!(
        streamed.contains("\r\ntransfer-encoding: chunked\r\n"),
        "{streamed}"
    );
    assert!(
        streamed.ends_with("\r\n\r\n15\r\nbody before trailers\n\r\n0\r\n\r\n"),
        "{streamed:?}"
    );
    assert!(head.starts_with("200 OK\r\n"), "{head}");
    assert!(
        head.ends_with("\r\n\r\n"),
        "a HEAD's answer has no body: {head:?}"
    );
    assert!(!head.contains("transfer-encoding"), "{head}");
    assert!(upload.starts_with("200 OK\r\n"), "{upload}");
    let sum: u64 = b"abcde".iter().map(|&b| u64::from(b)).sum();
    assert!(
        upload.ends_with(&format!("bytes=5 sum={sum}\n")),
        "{upload:?}"
    );
    assert!(last.starts_with("200 OK\r\n"), "{last}");
    assert!(last.contains("\r\nconnection: close\r\n"), "{last}");
    assert!(last.ends_with("\r\n\r\nxxx"), "{last:?}");

    // HTTP/1.0 cannot read chunks: a body of unknown length runs to the close.
    let mut tls = client.connect(server.addr, Some(HOST)).unwrap();
    let answer =
        tls.raw_exchange(format!("GET /trailers HTTP/1.0\r\nHost: {HOST}\r\n\r\n").as_bytes());
    assert!(answer.starts_with("HTTP/1.1 200 OK\r\n"), "{answer}");
    assert!(!answer.contains("transfer-encoding"), "{answer}");
    assert!(answer.contains("\r\nconnection: close\r\n"), "{answer}");
    assert!(
        answer.ends_with("\r\n\r\nbody before trailers\n"),
        "{answer:?}"
    );
}

#[test]
fn a_content_length_body_after_a_100_continue_and_keep_alive_after_it() {
    let upstream = TestUpstream::start("app");
    let fixtures = hosts_fixture();
    fixtures.write_site(HOST, &format!("upstreams = [\"{}\"]\n", upstream.url()));
    let server = server(&fixtures, &["--access-log=false"]);
    let client = TlsClient::new(fixtures.ca.cert_pem());
    let mut tls = client.connect(server.addr, Some(HOST)).unwrap();

    use std::io::{Read, Write};
    let head = format!(
        "POST /upload HTTP/1.1\r\nHost: {HOST}\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n"
    );
    tls.stream.write_all(head.as_bytes()).unwrap();
    tls.stream.flush().unwrap();
    let continued = b"HTTP/1.1 100 Continue\r\n\r\n";
    let mut got = vec![0u8; continued.len()];
    tls.stream.read_exact(&mut got).unwrap();
    assert_eq!(got, continued, "{}", String::from_utf8_lossy(&got));
    tls.stream.write_all(b"wxyz").unwrap();
    tls.stream.flush().unwrap();
    let answer = tlsfront_testkit::client::read_response(&mut tls.stream, false).unwrap();
    assert_eq!(answer.status, 200);
    let sum: u64 = b"wxyz".iter().map(|&b| u64::from(b)).sum();
    assert_eq!(answer.body, format!("bytes=4 sum={sum}\n").as_bytes());
    // Kept alive: the next request on the same connection is answered.
    assert_eq!(tls.get(HOST, "/page").unwrap().status, 200);
}
