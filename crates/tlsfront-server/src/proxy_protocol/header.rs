//! The PROXY header as bytes: whether it has all arrived, how long it is, and what address it
//! carries. Pure, so the tests and the fuzz target drive it without sockets; the `ppp` crate
//! parses the header proper once its end is known.
//!
//! The reader ([`super::read_proxy_header`]) relies on two promises made here: a prefix of a
//! complete header is [`HeaderProgress::Incomplete`], never an error; and `Incomplete` is only
//! said of fewer than [`MAX_HEADER_BYTES`] bytes, so a peer can make us buffer no more.

use std::net::SocketAddr;

use ppp::{v1, v2};

use crate::metrics::ProxyHeaderRefusal;

/// The longest v1 header, `\r\n` included: the protocol's own bound (a `TCP6` line with both
/// addresses and ports at their longest).
pub const MAX_V1_HEADER_BYTES: usize = 107;
/// The TLVs a v2 header may carry. The protocol allows 64 KiB, but tlsfront ignores TLVs, and
/// load balancers send a few dozen bytes of them (AWS NLB's VPC endpoint id, HAProxy's TLS
/// facts); 4 KiB leaves room for those while keeping what an allowed peer can make every
/// connection buffer small.
pub const MAX_V2_TLV_BYTES: usize = 4096;
/// The longest header either version may have: v2's fixed part, its largest address block
/// (two UNIX paths) and [`MAX_V2_TLV_BYTES`].
pub const MAX_HEADER_BYTES: usize = V2_FIXED_BYTES + V2_UNIX_ADDRESS_BYTES + MAX_V2_TLV_BYTES;

/// v2's fixed part: the 12-byte signature, version and command, family and protocol, and the
/// 2-byte length of what follows.
const V2_FIXED_BYTES: usize = 16;
const V2_UNIX_ADDRESS_BYTES: usize = 216;
const V1_PREFIX: &[u8] = b"PROXY ";

/// How far a PROXY header has arrived.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HeaderProgress {
    /// The header is the first `length` bytes; what follows is the client's own (the
    /// ClientHello). `source` is the client's address, or `None` when the header says to use
    /// the TCP peer's: v2 `LOCAL` (a load balancer's health check), v1 `UNKNOWN`, or an address
    /// family that is not IP.
    Complete {
        length: usize,
        source: Option<SocketAddr>,
    },
    /// Every byte so far belongs to a header that has not ended yet.
    Incomplete,
}

/// Why the bytes are not an acceptable PROXY header. Each is the peer's fault.
#[derive(Debug, thiserror::Error)]
pub enum HeaderError {
    /// The bytes start like neither version: most likely a TLS client that went straight to
    /// the listener instead of through the load balancer.
    #[error("the connection does not start with a PROXY header")]
    Missing,
    #[error("the PROXY v1 header is malformed")]
    MalformedV1(#[source] v1::BinaryParseError),
    #[error("the PROXY v2 header is malformed")]
    MalformedV2(#[source] v2::ParseError),
    #[error("the PROXY header is longer than tlsfront accepts ({MAX_V1_HEADER_BYTES} bytes for v1, {MAX_V2_TLV_BYTES} bytes of TLVs for v2)")]
    TooLarge,
}

impl HeaderError {
    /// How `tlsfront_proxy_header_refused_total` counts it.
    pub fn refusal(&self) -> ProxyHeaderRefusal {
        match self {
            HeaderError::Missing => ProxyHeaderRefusal::Missing,
            HeaderError::MalformedV1(_) | HeaderError::MalformedV2(_) => {
                ProxyHeaderRefusal::Malformed
            }
            HeaderError::TooLarge => ProxyHeaderRefusal::TooLarge,
        }
    }
}

/// Looks at the first bytes of a connection, which must be a PROXY header (v1 or v2).
pub fn parse_proxy_header(bytes: &[u8]) -> Result<HeaderProgress, HeaderError> {
    if starts_like(bytes, v2::PROTOCOL_PREFIX) {
        parse_v2(bytes)
    } else if starts_like(bytes, V1_PREFIX) {
        parse_v1(bytes)
    } else {
        Err(HeaderError::Missing)
    }
}

/// Whether `bytes` and `prefix` agree as far as both go (an empty `bytes` agrees with anything).
fn starts_like(bytes: &[u8], prefix: &[u8]) -> bool {
    let common = bytes.len().min(prefix.len());
    bytes[..common] == prefix[..common]
}

/// v1 is one text line. `ppp` is only given a whole line: on a line cut short it may take a
/// field that has not finished arriving for a malformed one (`… 80 ` before the last port).
fn parse_v1(bytes: &[u8]) -> Result<HeaderProgress, HeaderError> {
    let Some(newline) = bytes.iter().position(|&byte| byte == b'\n') else {
        return if bytes.len() >= MAX_V1_HEADER_BYTES {
            Err(HeaderError::TooLarge)
        } else {
            Ok(HeaderProgress::Incomplete)
        };
    };
    let line = &bytes[..=newline];
    if line.len() > MAX_V1_HEADER_BYTES {
        return Err(HeaderError::TooLarge);
    }
    let header = v1::Header::try_from(line).map_err(HeaderError::MalformedV1)?;
    let source = match header.addresses {
        v1::Addresses::Tcp4(ip) => Some(SocketAddr::from((ip.source_address, ip.source_port))),
        v1::Addresses::Tcp6(ip) => Some(SocketAddr::from((ip.source_address, ip.source_port))),
        v1::Addresses::Unknown => None,
    };
    Ok(HeaderProgress::Complete {
        length: header.header.len(),
        source,
    })
}

/// v2 is a fixed part that says how long the rest is. The length is checked against the
/// limit before the rest is waited for.
fn parse_v2(bytes: &[u8]) -> Result<HeaderProgress, HeaderError> {
    if bytes.len() < V2_FIXED_BYTES {
        return Ok(HeaderProgress::Incomplete);
    }
    let length = usize::from(u16::from_be_bytes([bytes[14], bytes[15]]));
    let address_bytes = match bytes[13] >> 4 {
        0x1 => 12,
        0x2 => 36,
        0x3 => V2_UNIX_ADDRESS_BYTES,
        _ => 0,
    };
    if length.saturating_sub(address_bytes) > MAX_V2_TLV_BYTES {
        return Err(HeaderError::TooLarge);
    }
    let header = match v2::Header::try_from(bytes) {
        Ok(header) => header,
        Err(v2::ParseError::Partial(..)) => return Ok(HeaderProgress::Incomplete),
        Err(err) => return Err(HeaderError::MalformedV2(err)),
    };
    let source = match (header.command, header.addresses) {
        (v2::Command::Proxy, v2::Addresses::IPv4(ip)) => {
            Some(SocketAddr::from((ip.source_address, ip.source_port)))
        }
        (v2::Command::Proxy, v2::Addresses::IPv6(ip)) => {
            Some(SocketAddr::from((ip.source_address, ip.source_port)))
        }
        // LOCAL: the load balancer speaking for itself; UNSPEC or UNIX: no IP to report.
        _ => None,
    };
    Ok(HeaderProgress::Complete {
        length: header.header.len(),
        source,
    })
}
