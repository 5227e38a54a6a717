//! What one client can put in an operator's log: a real tlsfront, at the log level it ships
//! with, fed floods of hostile ClientHellos, request heads and PROXY headers, grows its log by a
//! bounded number of lines, none longer than a bound, all plain ASCII. Lines are counted, never
//! timed.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

use std::net::{IpAddr, Ipv4Addr};
use std::time::Duration;

use tlsfront_store::generate::GeneratedKey;
use tlsfront_testkit::client::tcp_from;
use tlsfront_testkit::hello::{client_hello, in_records, send_and_read};
use tlsfront_testkit::{Fixtures, TlsClient, Tlsfront, TlsfrontBuilder};

/// Lines other than the access log's that the whole flood may add: none is expected, but
/// start-up lines (the directory watch's) may land after the count begins.
const MOST_NEW_LINES: usize = 4;
/// The longest line: a timestamp, a target, a message, and at most a kilobyte of a path.
const LONGEST_LINE: usize = 2048;
/// A load balancer, from whose address a PROXY header is required.
const LOAD_BALANCER: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2));

#[test]
fn a_flood_of_hostile_hellos_and_heads_adds_a_bounded_number_of_short_lines() {
    let fixtures = Fixtures::new();
    fixtures.add_dir_host("one.test", GeneratedKey::EcdsaP256);
    fixtures.add_site("one.test", &[("index.html", b"one")]);
    let server = TlsfrontBuilder::new(env!("CARGO_BIN_EXE_tlsfront"))
        .arg("--certs")
        .arg(format!("dir:{}", fixtures.certs_dir().display()))
        .arg("--sites")
        .arg(fixtures.sites_dir().display().to_string())
        .args(["--proxy-protocol-from", "127.0.0.2"])
        .shipped_log_filter()
        .spawn();
    // The directory watch in place (its start-up line logged), then one ordinary request: the
    // count starts once the server has served.
    let following = "tlsfront_change_feed_state{state=\"following\"}";
    assert_eq!(server.settled_metric(following, 1.0), 1.0);
    let client = TlsClient::new(fixtures.ca.cert_pem());
    let mut tls = client.connect(server.addr, Some("one.test")).unwrap();
    assert_eq!(tls.get("one.test", "/").unwrap().status, 200);
    drop(tls);
    // Its access line is written after the response: the count starts once it is in.
    server
        .wait_for_log(" tlsfront::access: ", Duration::from_secs(10))
        .expect("the first request's access line");
    let lines_before = server.logs().lines().count();
    let lookups_before = server.metric("tlsfront_store_lookups_total{store=\"dir\"}");

    let hellos = hostile_hellos(&server);
    let requests = hostile_heads(&server, &client);
    hostile_proxy_headers(&server);

    // Every hello was refused before any lookup, and counted.
    let refused = server.settled_metric(
        "tlsfront_handshakes_total{outcome=\"missing_or_invalid_sni\"}",
        hellos.invalid as f64,
    );
    assert_eq!(refused, hellos.invalid as f64);
    let unstorable = server.settled_metric(
        "tlsfront_handshakes_total{outcome=\"unstorable_name\"}",
        hellos.unstorable as f64,
    );
    assert_eq!(unstorable, hellos.unstorable as f64);
    assert_eq!(
        server.metric("tlsfront_store_lookups_total{store=\"dir\"}"),
        lookups_before + hellos.unknown as f64,
        "one lookup per unknown name, none for a name too long for the store"
    );

    let logs = server.logs();
    let new_lines: Vec<&str> = logs.lines().skip(lines_before).collect();
    let (access, other): (Vec<&str>, Vec<&str>) = new_lines
        .iter()
        .partition(|line| line.contains(" tlsfront::access: "));
    assert!(
        other.len() <= MOST_NEW_LINES,
        "{} lines besides the access log for {} hostile hellos, {requests} requests and 100 \
         PROXY headers:\n{}",
        other.len(),
        hellos.total,
        other.join("\n")
    );
    assert!(
        access.len() <= requests,
        "at most one access line per request: {} for {requests}",
        access.len()
    );
    for line in &new_lines {
        assert!(
            line.len() <= LONGEST_LINE,
            "a line of {} bytes: {}...",
            line.len(),
            line.chars().take(200).collect::<String>()
        );
        assert!(
            line.bytes().all(|b| (b' '..=b'~').contains(&b)),
            "a line with a control or non-ASCII byte: {line:?}"
        );
    }
    // The path the flood sent, cut and escaped where it reached the access log.
    let long_path = access.iter().find(|line| line.contains("path=\"/xxxx"));
    let long_path = long_path.expect("the 15,000-byte path's request is in the access log");
    assert!(long_path.contains("_more_bytes]\""), "{long_path}");
}

/// How many hellos of each kind [`hostile_hellos`] sent.
struct Hellos {
    total: usize,
    /// SNIs that are no host name (rustls refuses them) or an IP address.
    invalid: usize,
    /// Legal names longer than the directory store holds.
    unstorable: usize,
    /// Names the store does not have.
    unknown: usize,
}

fn hostile_hellos(server: &Tlsfront) -> Hellos {
    let wait = Duration::from_secs(5);
    let mut invalid = 0;
    // What grew the log by 16 MB in 0.7 s: rustls's WARN with the whole SNI, each time.
    let long_sni = client_hello(Some(&[b'a'; 16_000]));
    for _ in 0..1000 {
        send_and_read(server.addr, &in_records(&long_sni, 16_384), wait);
        invalid += 1;
    }
    // 60,000 bytes of SNI split across small records: one line of 60 KB.
    let huge_sni = in_records(&client_hello(Some(&[b'b'; 60_000])), 4096);
    for _ in 0..3 {
        send_and_read(server.addr, &huge_sni, wait);
        invalid += 1;
    }
    // IP literals, control characters, non-ASCII, a line break.
    let odd: [&[u8]; 6] = [
        b"127.0.0.1",
        b"::1",
        b"[::1]",
        b"a\x1b[31m\xc3\xa9.test",
        b"evil.test\nINFO tlsfront: forged line",
        b"\x00\x01\x02",
    ];
    for sni in odd.iter().cycle().take(600) {
        send_and_read(
            server.addr,
            &in_records(&client_hello(Some(sni)), 16_384),
            wait,
        );
        invalid += 1;
    }
    // A legal name of 253 characters: longer than the directory store's file names allow.
    let labels = [
        "a".repeat(63),
        "b".repeat(63),
        "c".repeat(63),
        "d".repeat(61),
    ];
    let too_long = labels.join(".");
    assert_eq!(too_long.len(), 253);
    for _ in 0..100 {
        send_and_read(
            server.addr,
            &in_records(&client_hello(Some(too_long.as_bytes())), 16_384),
            wait,
        );
    }
    // Names nobody serves: one lookup each, then the negative cache.
    for i in 0..100 {
        let name = format!("nobody{i}.test");
        send_and_read(
            server.addr,
            &in_records(&client_hello(Some(name.as_bytes())), 16_384),
            wait,
        );
    }
    Hellos {
        total: invalid + 200,
        invalid,
        unstorable: 100,
        unknown: 100,
    }
}

/// Sends hostile request heads on real TLS sessions; returns how many requests were sent.
fn hostile_heads(server: &Tlsfront, client: &TlsClient) -> usize {
    let long_path = format!(
        "GET /{} HTTP/1.1\r\nHost: one.test\r\nConnection: close\r\n\r\n",
        "x".repeat(15_000)
    );
    let long_host = format!(
        "GET / HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
        "e".repeat(9_000)
    );
    let long_header = format!(
        "GET / HTTP/1.1\r\nHost: one.test\r\nX-Long: {}\r\n\r\n",
        "y".repeat(20_000)
    );
    let heads: [&[u8]; 7] = [
        long_path.as_bytes(),
        b"GET /\x1b[31m HTTP/1.1\r\nHost: one.test\r\nConnection: close\r\n\r\n",
        long_host.as_bytes(),
        long_header.as_bytes(),
        b"\x00\x01\x02 garbage\r\n\r\n",
        b"GET / HTTP/1.1\r\nHost: other.test\r\nConnection: close\r\n\r\n",
        "GET /é HTTP/1.1\r\nHost: one.test\r\nUser-Agent: \u{202e}\r\nConnection: close\r\n\r\n"
            .as_bytes(),
    ];
    let patient = client.clone().io_timeout(Duration::from_secs(3));
    let mut sent = 0;
    for head in heads.iter().cycle().take(heads.len() * 5) {
        // Thousands of short connections came before: one refused now and then, on a busy
        // machine, is tried again.
        let mut tls = (0..3)
            .find_map(|_| patient.connect(server.addr, Some("one.test")).ok())
            .expect("a TLS session with one.test");
        tls.raw_exchange(head);
        sent += 1;
    }
    sent
}

/// 100 malformed PROXY headers from the load balancer's address.
fn hostile_proxy_headers(server: &Tlsfront) {
    use std::io::{Read, Write};
    let garbage = format!("PROXY TCP4 {}\r\n", "9".repeat(200));
    // A v1 line too long, and a whole v2 header of an unknown version.
    let headers: [&[u8]; 2] = [garbage.as_bytes(), b"\r\n\r\n\0\r\nQUIT\n\xff\xfe\x00\x00"];
    for header in headers.iter().cycle().take(100) {
        let Ok(mut tcp) = tcp_from(LOAD_BALANCER, server.addr) else {
            continue;
        };
        let _ = tcp.set_read_timeout(Some(Duration::from_secs(5)));
        let _ = tcp.write_all(header);
        let _ = tcp.read_to_end(&mut Vec::new());
    }
}
