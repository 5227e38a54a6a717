//! The parser on its own, then the reader on real loopback sockets: what it takes off the
//! socket must be the header and nothing else.

use std::net::{Ipv4Addr, Ipv6Addr, SocketAddr};
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

use super::*;

/// The v2 signature, built by hand here so that the tests do not trust the parser's crate.
const V2_SIGNATURE: &[u8] = b"\r\n\r\n\0\r\nQUIT\n";
const PROXY: u8 = 0x21;
const LOCAL: u8 = 0x20;
const TCP_OVER_IPV4: u8 = 0x11;
const TCP_OVER_IPV6: u8 = 0x21;
const UNSPEC: u8 = 0x00;

/// The start of a TLS 1.3 ClientHello record, as a client sends it right after the header.
const CLIENT_HELLO_START: &[u8] = &[0x16, 0x03, 0x01, 0x00, 0xc8, 0x01, 0x00, 0x00, 0xc4, 0x03];

fn v2(command: u8, family: u8, addresses: &[u8], tlvs: &[u8]) -> Vec<u8> {
    let mut bytes = V2_SIGNATURE.to_vec();
    bytes.extend([command, family]);
    let length = u16::try_from(addresses.len() + tlvs.len()).unwrap();
    bytes.extend(length.to_be_bytes());
    bytes.extend(addresses);
    bytes.extend(tlvs);
    bytes
}

fn v2_ipv4(source: SocketAddr, tlvs: &[u8]) -> Vec<u8> {
    let SocketAddr::V4(source) = source else {
        panic!("an IPv4 source")
    };
    let mut addresses = source.ip().octets().to_vec();
    addresses.extend([192, 0, 2, 1]);
    addresses.extend(source.port().to_be_bytes());
    addresses.extend(443u16.to_be_bytes());
    v2(PROXY, TCP_OVER_IPV4, &addresses, tlvs)
}

fn v2_ipv6(source: SocketAddr) -> Vec<u8> {
    let SocketAddr::V6(source) = source else {
        panic!("an IPv6 source")
    };
    let mut addresses = source.ip().octets().to_vec();
    addresses.extend(Ipv6Addr::LOCALHOST.octets());
    addresses.extend(source.port().to_be_bytes());
    addresses.extend(443u16.to_be_bytes());
    v2(PROXY, TCP_OVER_IPV6, &addresses, &[])
}

fn addr(text: &str) -> SocketAddr {
    text.parse().unwrap()
}

fn complete(bytes: &[u8]) -> (usize, Option<SocketAddr>) {
    match parse_proxy_header(bytes) {
        Ok(HeaderProgress::Complete { length, source }) => (length, source),
        other => panic!("{:?}: {other:?}", String::from_utf8_lossy(bytes)),
    }
}

/// The promise the reader relies on: every proper prefix of a header is `Incomplete`.
fn assert_prefixes_are_incomplete(header: &[u8]) {
    for end in 0..header.len() {
        assert!(
            matches!(
                parse_proxy_header(&header[..end]),
                Ok(HeaderProgress::Incomplete)
            ),
            "prefix of {end} bytes of {:?}",
            String::from_utf8_lossy(header)
        );
    }
}

#[test]
fn v1_tcp4_tcp6_and_unknown() {
    let tcp4 = b"PROXY TCP4 203.0.113.7 192.0.2.1 4711 443\r\n";
    assert_eq!(complete(tcp4), (tcp4.len(), Some(addr("203.0.113.7:4711"))));
    let tcp6 = b"PROXY TCP6 2001:db8::7 2001:db8::1 4711 443\r\n";
    assert_eq!(
        complete(tcp6),
        (tcp6.len(), Some(addr("[2001:db8::7]:4711")))
    );
    let unknown = b"PROXY UNKNOWN\r\n";
    assert_eq!(complete(unknown), (unknown.len(), None));
    let unknown_with_addresses = b"PROXY UNKNOWN ffff:: ffff:: 65535 65535\r\n";
    assert_eq!(
        complete(unknown_with_addresses),
        (unknown_with_addresses.len(), None)
    );
    for header in [&tcp4[..], tcp6, unknown, unknown_with_addresses] {
        assert_prefixes_are_incomplete(header);
    }
}

#[test]
fn v2_ipv4_ipv6_local_and_unspec() {
    let ipv4 = v2_ipv4(addr("203.0.113.7:4711"), &[]);
    assert_eq!(ipv4.len(), 28);
    assert_eq!(complete(&ipv4), (28, Some(addr("203.0.113.7:4711"))));
    let ipv6 = v2_ipv6(addr("[2001:db8::7]:4711"));
    assert_eq!(complete(&ipv6), (52, Some(addr("[2001:db8::7]:4711"))));
    // A health check from the load balancer itself: use the TCP peer.
    let local = v2(LOCAL, UNSPEC, &[], &[]);
    assert_eq!(complete(&local), (16, None));
    // LOCAL may still carry addresses; they are not the client's.
    let local_with_addresses = v2(LOCAL, TCP_OVER_IPV4, &[0; 12], &[]);
    assert_eq!(complete(&local_with_addresses), (28, None));
    let unspec = v2(PROXY, UNSPEC, &[], &[]);
    assert_eq!(complete(&unspec), (16, None));
    for header in [&ipv4, &ipv6, &local, &local_with_addresses, &unspec] {
        assert_prefixes_are_incomplete(header);
    }
}

#[test]
fn v2_tlvs_are_skipped_up_to_the_limit() {
    // A NOOP TLV and an AWS-style VPC endpoint TLV (type 0xEA).
    let mut tlvs = vec![0x04, 0x00, 0x02, 0xAA, 0xBB];
    tlvs.extend([0xEA, 0x00, 0x05, 0x01, b'v', b'p', b'c', b'e']);
    let header = v2_ipv4(addr("203.0.113.7:4711"), &tlvs);
    assert_eq!(
        complete(&header),
        (28 + tlvs.len(), Some(addr("203.0.113.7:4711")))
    );
    let at_limit = v2_ipv4(addr("203.0.113.7:1"), &vec![0; MAX_V2_TLV_BYTES]);
    assert_eq!(complete(&at_limit).0, 28 + MAX_V2_TLV_BYTES);
    assert_prefixes_are_incomplete(&at_limit);
}

#[test]
fn a_v2_header_over_the_limit_is_refused_from_its_fixed_part() {
    let over = v2_ipv4(addr("203.0.113.7:1"), &vec![0; MAX_V2_TLV_BYTES + 1]);
    // Refused on its first 16 bytes: its length is not waited for.
    assert!(matches!(
        parse_proxy_header(&over[..16]),
        Err(HeaderError::TooLarge)
    ));
    let mut largest = V2_SIGNATURE.to_vec();
    largest.extend([PROXY, TCP_OVER_IPV4, 0xFF, 0xFF]);
    assert!(matches!(
        parse_proxy_header(&largest),
        Err(HeaderError::TooLarge)
    ));
}

#[test]
fn a_v1_line_over_107_bytes_is_refused() {
    let endless = [&b"PROXY TCP4 "[..], &[b'1'; 200]].concat();
    assert!(matches!(
        parse_proxy_header(&endless[..MAX_V1_HEADER_BYTES - 1]),
        Ok(HeaderProgress::Incomplete)
    ));
    assert!(matches!(
        parse_proxy_header(&endless[..MAX_V1_HEADER_BYTES]),
        Err(HeaderError::TooLarge)
    ));
    let mut long_line = endless[..120].to_vec();
    long_line.extend(b"\r\n");
    assert!(matches!(
        parse_proxy_header(&long_line),
        Err(HeaderError::TooLarge)
    ));
}

#[test]
fn garbage_and_tls_are_not_a_header() {
    for bytes in [
        CLIENT_HELLO_START,
        b"GET / HTTP/1.1\r\n",
        b"proxy TCP4 ",
        b"PROXYTCP4",
        b"\r\n\r\n\0\r\nQUIT!",
    ] {
        assert!(
            matches!(parse_proxy_header(bytes), Err(HeaderError::Missing)),
            "{bytes:?}"
        );
    }
    assert!(matches!(
        parse_proxy_header(b""),
        Ok(HeaderProgress::Incomplete)
    ));
}

#[test]
fn malformed_headers_are_refused() {
    for line in [
        &b"PROXY TCP4 nonsense 192.0.2.1 1 2\r\n"[..],
        b"PROXY TCP4 203.0.113.7 192.0.2.1 4711\r\n",
        b"PROXY TCP4 2001:db8::7 192.0.2.1 4711 443\r\n",
        b"PROXY TCP4 203.0.113.7 192.0.2.1 99999 443\r\n",
        b"PROXY UDP4 203.0.113.7 192.0.2.1 4711 443\r\n",
        b"PROXY TCP4 203.0.113.7 192.0.2.1 4711 443\n",
        b"PROXY \xff\xfe\r\n",
    ] {
        assert!(
            matches!(parse_proxy_header(line), Err(HeaderError::MalformedV1(_))),
            "{:?}",
            String::from_utf8_lossy(line)
        );
    }
    let mut bad_version = v2_ipv4(addr("203.0.113.7:1"), &[]);
    bad_version[12] = 0x11;
    let mut bad_family = v2_ipv4(addr("203.0.113.7:1"), &[]);
    bad_family[13] = 0x41;
    let short_addresses = v2(PROXY, TCP_OVER_IPV6, &[0; 12], &[]);
    for header in [bad_version, bad_family, short_addresses] {
        assert!(
            matches!(
                parse_proxy_header(&header),
                Err(HeaderError::MalformedV2(_))
            ),
            "{header:?}"
        );
    }
}

#[test]
fn the_client_hello_after_the_header_is_not_the_headers() {
    let mut v1 = b"PROXY TCP4 203.0.113.7 192.0.2.1 4711 443\r\n".to_vec();
    let v1_length = v1.len();
    v1.extend(CLIENT_HELLO_START);
    assert_eq!(complete(&v1).0, v1_length);
    let mut v2 = v2_ipv4(addr("203.0.113.7:4711"), &[]);
    v2.extend(CLIENT_HELLO_START);
    assert_eq!(complete(&v2).0, 28);
}

#[test]
fn refusals_are_counted_by_kind_and_a_client_that_left_is_not_one() {
    assert_eq!(HeaderError::Missing.refusal(), ProxyHeaderRefusal::Missing);
    assert_eq!(
        HeaderError::TooLarge.refusal(),
        ProxyHeaderRefusal::TooLarge
    );
    assert_eq!(
        HeaderError::MalformedV2(ppp::v2::ParseError::Prefix).refusal(),
        ProxyHeaderRefusal::Malformed
    );
    assert_eq!(ProxyHeaderError::Closed.refusal(), None);
}

/// A connected loopback pair: (client, server).
async fn pair() -> (TcpStream, TcpStream) {
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).await.unwrap();
    let client = TcpStream::connect(listener.local_addr().unwrap())
        .await
        .unwrap();
    let (server, _) = listener.accept().await.unwrap();
    (client, server)
}

/// Sends `chunks` with a pause between them, so that they arrive as separate reads, then
/// closes; the server side reads the header and then everything after it.
async fn exchange(chunks: &[&[u8]]) -> (Result<Option<SocketAddr>, ProxyHeaderError>, Vec<u8>) {
    let (mut client, mut server) = pair().await;
    let chunks: Vec<Vec<u8>> = chunks.iter().map(|c| c.to_vec()).collect();
    let writer = tokio::spawn(async move {
        for chunk in chunks {
            client.write_all(&chunk).await.unwrap();
            client.flush().await.unwrap();
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    });
    let read = read_proxy_header(&mut server).await;
    writer.await.unwrap();
    let mut rest = Vec::new();
    server.read_to_end(&mut rest).await.unwrap();
    (read, rest)
}

#[tokio::test]
async fn the_reader_takes_the_header_and_leaves_the_client_hello() {
    let v1 = b"PROXY TCP4 203.0.113.7 192.0.2.1 4711 443\r\n";
    let v1_then_hello = [&v1[..], CLIENT_HELLO_START].concat();
    let (source, rest) = exchange(&[&v1_then_hello]).await;
    assert_eq!(source.unwrap(), Some(addr("203.0.113.7:4711")));
    assert_eq!(rest, CLIENT_HELLO_START);

    let v2 = v2_ipv6(addr("[2001:db8::7]:4711"));
    let v2_then_hello = [&v2[..], CLIENT_HELLO_START].concat();
    let (source, rest) = exchange(&[&v2_then_hello]).await;
    assert_eq!(source.unwrap(), Some(addr("[2001:db8::7]:4711")));
    assert_eq!(rest, CLIENT_HELLO_START);
}

#[tokio::test]
async fn a_header_split_across_reads_is_put_together() {
    let v1 = b"PROXY TCP4 203.0.113.7 192.0.2.1 4711 443\r\n";
    // Cut inside the last field (where a parser given a cut line can mistake it for a
    // malformed one), then inside the CRLF, with the ClientHello in the last segment.
    let (source, rest) = exchange(&[&v1[..38], &v1[38..42], &[v1[42]], CLIENT_HELLO_START]).await;
    assert_eq!(source.unwrap(), Some(addr("203.0.113.7:4711")));
    assert_eq!(rest, CLIENT_HELLO_START);

    let v2 = v2_ipv4(addr("203.0.113.7:4711"), &[0x04, 0x00, 0x01, 0x00]);
    let last = [&v2[20..], CLIENT_HELLO_START].concat();
    let (source, rest) = exchange(&[&v2[..5], &v2[5..20], &last]).await;
    assert_eq!(source.unwrap(), Some(addr("203.0.113.7:4711")));
    assert_eq!(rest, CLIENT_HELLO_START);
}

#[tokio::test]
async fn local_and_unknown_keep_the_tcp_peer() {
    let local = v2(LOCAL, UNSPEC, &[], &[]);
    let (source, rest) = exchange(&[&local, CLIENT_HELLO_START]).await;
    assert_eq!(source.unwrap(), None);
    assert_eq!(rest, CLIENT_HELLO_START);
    let (source, rest) = exchange(&[b"PROXY UNKNOWN\r\n", CLIENT_HELLO_START]).await;
    assert_eq!(source.unwrap(), None);
    assert_eq!(rest, CLIENT_HELLO_START);
}

#[tokio::test]
async fn a_peer_without_a_header_is_refused_and_nothing_hangs() {
    let (read, _) = exchange(&[CLIENT_HELLO_START]).await;
    let err = read.unwrap_err();
    assert!(
        matches!(err, ProxyHeaderError::Header(HeaderError::Missing)),
        "{err:?}"
    );
    assert_eq!(err.refusal(), Some(ProxyHeaderRefusal::Missing));
    assert_eq!(HandshakeOutcome::from(&err), HandshakeOutcome::TlsError);

    let (read, _) = exchange(&[b"PROXY TCP4 203.0.113.7 192.0.2.1 4711 443\r\r\n"]).await;
    assert_eq!(
        read.unwrap_err().refusal(),
        Some(ProxyHeaderRefusal::Malformed)
    );

    let (read, _) = exchange(&[&[b'P'; 1], &[b'R'; 200]]).await;
    assert!(read.is_err(), "PRRR… is no header");

    let endless = [&b"PROXY TCP4 "[..], &[b'1'; 200]].concat();
    let (read, _) = exchange(&[&endless[..50], &endless[50..]]).await;
    assert_eq!(
        read.unwrap_err().refusal(),
        Some(ProxyHeaderRefusal::TooLarge)
    );
}

#[tokio::test]
async fn a_peer_that_closes_mid_header_is_closed_not_refused() {
    let (read, _) = exchange(&[b"PROXY TCP4 203.0"]).await;
    let err = read.unwrap_err();
    assert!(matches!(err, ProxyHeaderError::Closed), "{err:?}");
    assert_eq!(err.refusal(), None);
    assert_eq!(HandshakeOutcome::from(&err), HandshakeOutcome::ClientClosed);
    let (read, _) = exchange(&[]).await;
    assert!(matches!(read, Err(ProxyHeaderError::Closed)));
}

/// From a peer that is not listed nothing is read as a header: its header is the first thing
/// the ClientHello reader sees, and is refused as any bytes that are not TLS are.
#[tokio::test]
async fn a_header_from_an_unlisted_peer_fails_the_client_hello() {
    let v1 = b"PROXY TCP4 203.0.113.7 192.0.2.1 4711 443\r\n";
    let v2 = v2_ipv4(addr("203.0.113.7:4711"), &[]);
    for header in [&v1[..], &v2] {
        let (mut client, mut server) = tokio::io::duplex(1 << 16);
        client.write_all(header).await.unwrap();
        client.write_all(CLIENT_HELLO_START).await.unwrap();
        let err = crate::tls::read_client_hello(&mut server)
            .await
            .err()
            .unwrap();
        assert!(
            matches!(err, crate::tls::ClientHelloError::Tls(_)),
            "{err:?}"
        );
        assert_eq!(HandshakeOutcome::from(&err), HandshakeOutcome::TlsError);
    }
}
