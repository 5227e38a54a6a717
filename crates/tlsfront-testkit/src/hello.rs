//! Raw ClientHellos, for what no TLS library will send: an SNI that is not a host name (16,000
//! bytes of it, control characters, an IP address), split across small records.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

/// The largest plaintext a TLS record carries (RFC 8446, 5.1).
pub const MAX_RECORD: usize = 16_384;

/// A TLS 1.3 ClientHello handshake message (without its record) whose SNI extension holds one
/// `host_name` of exactly the bytes `sni`, whatever they are; no SNI extension for `None`.
/// It offers TLS_AES_128_GCM_SHA256 with X25519 and ECDSA P-256, as a real client would.
pub fn client_hello(sni: Option<&[u8]>) -> Vec<u8> {
    let mut extensions = Vec::new();
    if let Some(sni) = sni {
        let mut name = vec![0u8]; // host_name
        name.extend(u16_be(sni.len()));
        name.extend(sni);
        let mut list = u16_be(name.len()).to_vec();
        list.extend(name);
        extension(&mut extensions, 0x0000, &list);
    }
    extension(&mut extensions, 0x002b, &[2, 0x03, 0x04]); // supported_versions: TLS 1.3
    extension(&mut extensions, 0x000a, &[0, 2, 0x00, 0x1d]); // supported_groups: x25519
    extension(&mut extensions, 0x000d, &[0, 4, 0x04, 0x03, 0x08, 0x04]); // signature_algorithms
    let mut share = vec![0, 36, 0x00, 0x1d, 0, 32];
    share.extend([7u8; 32]);
    extension(&mut extensions, 0x0033, &share); // key_share: an X25519 key
    let mut body = vec![0x03, 0x03];
    body.extend([42u8; 32]); // random
    body.push(0); // legacy_session_id
    body.extend([0, 2, 0x13, 0x01]); // cipher_suites: TLS_AES_128_GCM_SHA256
    body.extend([1, 0]); // legacy_compression_methods: null
    body.extend(u16_be(extensions.len()));
    body.extend(extensions);
    let mut message = vec![1]; // client_hello
    let length = u32::try_from(body.len()).expect("a ClientHello under 16 MiB");
    message.extend(&length.to_be_bytes()[1..]);
    message.extend(body);
    message
}

/// `message` in handshake records of at most `fragment` bytes each.
pub fn in_records(message: &[u8], fragment: usize) -> Vec<u8> {
    let mut records = Vec::new();
    for piece in message.chunks(fragment.clamp(1, MAX_RECORD)) {
        records.extend([22, 0x03, 0x01]);
        records.extend(u16_be(piece.len()));
        records.extend(piece);
    }
    records
}

/// Sends `bytes` on a new connection to `addr` and reads what comes back until the server
/// closes (or `timeout` passes): an alert, most often.
pub fn send_and_read(addr: SocketAddr, bytes: &[u8], timeout: Duration) -> Vec<u8> {
    let mut reply = Vec::new();
    let Ok(mut tcp) = TcpStream::connect(addr) else {
        return reply;
    };
    let _ = tcp.set_read_timeout(Some(timeout));
    let _ = tcp.set_write_timeout(Some(timeout));
    if tcp.write_all(bytes).is_ok() {
        let _ = tcp.read_to_end(&mut reply);
    }
    reply
}

fn extension(out: &mut Vec<u8>, kind: u16, data: &[u8]) {
    out.extend(kind.to_be_bytes());
    out.extend(u16_be(data.len()));
    out.extend(data);
}

fn u16_be(length: usize) -> [u8; 2] {
    u16::try_from(length)
        .expect("a length that fits in two bytes")
        .to_be_bytes()
}

/// `count` TCP handshakes with `addr` for `sni` that stop after their ClientHello, once the
/// server's first flight shows each under way: they stay in progress while the streams live.
/// Panics if the server does not answer within 5 s.
pub fn stalled_handshakes(addr: SocketAddr, sni: &str, count: usize) -> Vec<TcpStream> {
    let hello = in_records(&client_hello(Some(sni.as_bytes())), MAX_RECORD);
    (0..count)
        .map(|_| {
            let mut tcp = TcpStream::connect(addr).expect("a TCP connection");
            tcp.write_all(&hello).expect("the ClientHello sent");
            tcp.set_read_timeout(Some(Duration::from_secs(5)))
                .expect("a read timeout");
            let mut flight = [0u8; 5];
            tcp.read_exact(&mut flight)
                .expect("the server's first flight");
            tcp
        })
        .collect()
}
