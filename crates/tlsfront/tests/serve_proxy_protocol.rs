//! `tlsfront serve --proxy-protocol-from`: behind a TCP load balancer, the client's address is
//! the one in the PROXY header the balancer must send (in the access log and to upstreams), and
//! nobody else's header is believed.
//! The balancer is played by 127.0.0.2, every other client by 127.0.0.1.

// A test's unwrap that fails is a failed test, with its cause.
#![allow(clippy::unwrap_used)]

mod serve;

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::Duration;

use serve::support::{hosts_fixture, server};
use tlsfront_store::generate::GeneratedKey;
use tlsfront_testkit::tools::{curl, origin};
use tlsfront_testkit::{TestUpstream, TlsClient, Tlsfront};

const LOAD_BALANCER: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2));
const ELSEWHERE: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 1));

/// A v2 PROXY header for a TCP client at `client` (IPv4), written out byte by byte as the
/// protocol describes it rather than with the parser's crate.
fn v2_header(command: u8, client: SocketAddr, server: SocketAddr) -> Vec<u8> {
    let (SocketAddr::V4(client), SocketAddr::V4(server)) = (client, server) else {
        panic!("IPv4 addresses");
    };
    let mut header = b"\r\n\r\n\0\r\nQUIT\n".to_vec();
    header.extend([command, 0x11, 0, 12]);
    header.extend(client.ip().octets());
    header.extend(server.ip().octets());
    header.extend(client.port().to_be_bytes());
    header.extend(server.port().to_be_bytes());
    header
}

const V2_PROXY: u8 = 0x21;
const V2_LOCAL: u8 = 0x20;

/// One GET / on one.test from `source` after `preamble`; the status.
fn get_after(
    server: &Tlsfront,
    client: &TlsClient,
    source: IpAddr,
    preamble: &[u8],
) -> std::io::Result<u16> {
    let mut tls = client.connect_from(source, server.addr, Some("one.test"), preamble)?;
    Ok(tls.get("one.test", "/")?.status)
}

fn access_line(server: &Tlsfront, peer: &str) -> String {
    let needle = format!("tlsfront::access: peer={peer}");
    server
        .wait_for_log(&needle, Duration::from_secs(5))
        .unwrap_or_else(|| panic!("no access line for {peer}:\n{}", server.logs()))
}

#[test]
fn the_listed_balancer_must_send_a_header_and_nobody_else_is_believed() {
    let fixtures = hosts_fixture();
    // app.test is proxied to an application, which is told who the client is.
    let app = TestUpstream::start("app");
    fixtures.add_dir_host("app.test", GeneratedKey::EcdsaP256);
    fixtures.write_site("app.test", &format!("upstreams = [\"{}\"]\n", app.url()));
    let server = server(&fixtures, &["--proxy-protocol-from", "127.0.0.2"]);
    let client = TlsClient::new(fixtures.ca.cert_pem());

    // v2, then the ClientHello over the same socket: the header's address is the client's.
    let v2 = v2_header(V2_PROXY, "203.0.113.7:4711".parse().unwrap(), server.addr);
    assert_eq!(
        get_after(&server, &client, LOAD_BALANCER, &v2).unwrap(),
        200
    );
    assert!(access_line(&server, "203.0.113.7:4711").contains("status=200"));

    // The application behind a proxied host is told the same client.
    let mut tls = client
        .connect_from(LOAD_BALANCER, server.addr, Some("app.test"), &v2)
        .unwrap();
    let answer = tls.get("app.test", "/echo").unwrap();
    assert_eq!(answer.status, 200);
    let answer = String::from_utf8_lossy(&answer.body);
    assert!(
        answer.contains("\nx-forwarded-for: 203.0.113.7\n"),
        "{answer}"
    );
    assert!(answer.contains("\nforwarded: for=203.0.113.7;"), "{answer}");

    // v1, with an IPv6 client.
    let v1 = format!(
        "PROXY TCP6 2001:db8::7 2001:db8::1 5000 {}\r\n",
        server.addr.port()
    );
    assert_eq!(
        get_after(&server, &client, LOAD_BALANCER, v1.as_bytes()).unwrap(),
        200
    );
    access_line(&server, "[2001:db8::7]:5000");

    // v2 LOCAL, a health check of the balancer's own: its own address is logged.
    let local = v2_header(V2_LOCAL, "198.51.100.1:1".parse().unwrap(), server.addr);
    assert_eq!(
        get_after(&server, &client, LOAD_BALANCER, &local).unwrap(),
        200
    );
    access_line(&server, "127.0.0.2:");

    // curl's own v1 header (this curl cannot choose the address it sends: it sends its own).
    let url = format!("{}/", origin(server.addr, "one.test"));
    let curled = curl(
        server.addr,
        "one.test",
        &fixtures.ca_path(),
        &[
            "--haproxy-protocol",
            "--interface",
            "127.0.0.2",
            "-o",
            "/dev/null",
            "-w",
            "%{http_code}",
            &url,
        ],
    );
    assert_eq!(curled.text.trim(), "200", "{}", curled.text);
    assert_eq!(
        server.settled_metric("tlsfront_handshakes_total{outcome=\"ok\"}", 5.0),
        5.0
    );

    // A header from a peer that is not listed is not read as one: the ClientHello read
    // fails on it, as on any bytes that are not TLS.
    let v1_from_elsewhere = b"PROXY TCP4 203.0.113.66 192.0.2.1 4711 443\r\n";
    assert!(get_after(&server, &client, ELSEWHERE, v1_from_elsewhere).is_err());
    assert!(get_after(&server, &client, ELSEWHERE, &v2).is_err());
    // And the balancer without a header is refused: it must send one.
    assert!(get_after(&server, &client, LOAD_BALANCER, b"").is_err());
    assert_eq!(
        server.settled_metric(
            "tlsfront_proxy_header_refused_total{reason=\"missing\"}",
            1.0
        ),
        1.0
    );
    assert_eq!(
        server.settled_metric("tlsfront_handshakes_total{outcome=\"tls_error\"}", 3.0),
        3.0
    );
    assert!(!server.logs().contains("203.0.113.66"));

    // A plain TLS client that is not the balancer is served as ever.
    assert_eq!(get_after(&server, &client, ELSEWHERE, b"").unwrap(), 200);
    access_line(&server, "127.0.0.1:");
}
