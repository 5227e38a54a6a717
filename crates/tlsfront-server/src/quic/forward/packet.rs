//! What the forwarding decides from a datagram's first bytes, and the fixed header a forwarded
//! datagram carries over the socket pair. Pure functions over bytes a peer sent: every length
//! is checked, nothing panics (unit tests below, fuzzed through `route`).

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

use quinn::udp::EcnCodepoint;

/// The bytes before each forwarded datagram: the client's address (family, 16 address bytes,
/// port), the address it was sent to (family or 0, 16 bytes), its ECN bits, and padding.
pub(super) const HEADER_BYTES: usize = 40;

/// QUIC version 1 (RFC 9000), and the drafts quinn still speaks (0xff00_001d..), which number
/// long-header packet types the same way.
fn types_as_v1(version: u32) -> bool {
    version == 1 || version >> 8 == 0x00ff_0000
}

/// Whether this datagram belongs to a connection of a process whose epoch is in `epochs`: its
/// destination connection ID starts with that epoch, and it is not an Initial or 0-RTT packet
/// (whose IDs the client chose at random: a new connection, which stays here). A datagram
/// that is too short, of another version, or not QUIC at all stays here, for quinn to judge.
pub fn belongs_to(datagram: &[u8], epochs: &[u8]) -> bool {
    let Some(&first) = datagram.first() else {
        return false;
    };
    let epoch = if first & 0x80 == 0 {
        // Short header: the flags byte, then the destination ID (our IDs' length, unsaid).
        datagram.get(1)
    } else {
        // Long header: flags, version (4), ID length (1), then the ID.
        let Some(version) = datagram.get(1..5) else {
            return false;
        };
        let version = u32::from_be_bytes([version[0], version[1], version[2], version[3]]);
        let packet_type = (first >> 4) & 0b11;
        // 0: Initial, 1: 0-RTT.
        if !types_as_v1(version) || packet_type < 2 {
            return false;
        }
        match datagram.get(5) {
            Some(&length) if length > 0 => datagram.get(6),
            _ => None,
        }
    };
    epoch.is_some_and(|epoch| epochs.contains(epoch))
}

/// Where a forwarded datagram came from and went to, as quinn's receive path reports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Envelope {
    pub source: SocketAddr,
    pub destination: Option<IpAddr>,
    pub ecn: Option<EcnCodepoint>,
}

impl Envelope {
    pub fn encode(&self) -> [u8; HEADER_BYTES] {
        let mut header = [0u8; HEADER_BYTES];
        header[0] = family(self.source.ip());
        header[1..17].copy_from_slice(&address_bytes(self.source.ip()));
        header[17..19].copy_from_slice(&self.source.port().to_be_bytes());
        if let Some(destination) = self.destination {
            header[19] = family(destination);
            header[20..36].copy_from_slice(&address_bytes(destination));
        }
        header[36] = self.ecn.map_or(0, |ecn| ecn as u8);
        header
    }

    /// The envelope in `header`, or none when it is not one this module wrote.
    pub fn decode(header: &[u8; HEADER_BYTES]) -> Option<Envelope> {
        let source = address(header[0], &header[1..17])?;
        let port = u16::from_be_bytes([header[17], header[18]]);
        let destination = match header[19] {
            0 => None,
            family => Some(address(family, &header[20..36])?),
        };
        let ecn = match header[36] {
            0 => None,
            bits => Some(EcnCodepoint::from_bits(bits)?),
        };
        Some(Envelope {
            source: SocketAddr::new(source, port),
            destination,
            ecn,
        })
    }
}

fn family(ip: IpAddr) -> u8 {
    match ip {
        IpAddr::V4(_) => 4,
        IpAddr::V6(_) => 6,
    }
}

fn address_bytes(ip: IpAddr) -> [u8; 16] {
    match ip {
        IpAddr::V4(v4) => {
            let mut bytes = [0u8; 16];
            bytes[..4].copy_from_slice(&v4.octets());
            bytes
        }
        IpAddr::V6(v6) => v6.octets(),
    }
}

fn address(family: u8, bytes: &[u8]) -> Option<IpAddr> {
    let bytes: [u8; 16] = bytes.try_into().ok()?;
    match family {
        4 => Some(IpAddr::V4(Ipv4Addr::new(
            bytes[0], bytes[1], bytes[2], bytes[3],
        ))),
        6 => Some(IpAddr::V6(Ipv6Addr::from(bytes))),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const OLD: u8 = 0x5a;

    fn long(packet_type: u8, version: u32, dcid: &[u8]) -> Vec<u8> {
        let mut bytes = vec![0xc0 | (packet_type << 4)];
        bytes.extend_from_slice(&version.to_be_bytes());
        bytes.push(dcid.len() as u8);
        bytes.extend_from_slice(dcid);
        bytes.extend_from_slice(&[0; 20]);
        bytes
    }

    #[test]
    fn short_and_handshake_packets_follow_their_epoch_and_initials_stay() {
        let old_id = [OLD, 1, 2, 3, 4, 5, 6, 7];
        let new_id = [0x11, 1, 2, 3, 4, 5, 6, 7];
        let short = |id: &[u8]| [&[0x40u8][..], id, &[0; 20]].concat();
        assert!(belongs_to(&short(&old_id), &[OLD]));
        assert!(!belongs_to(&short(&new_id), &[OLD]));
        assert!(!belongs_to(&short(&old_id), &[]));
        assert!(belongs_to(&long(2, 1, &old_id), &[OLD]));
        assert!(belongs_to(&long(2, 0xff00_001d, &old_id), &[0x11, OLD]));
        assert!(!belongs_to(&long(2, 1, &new_id), &[OLD]));
        // Initial and 0-RTT: a new connection, whatever its first byte.
        assert!(!belongs_to(&long(0, 1, &old_id), &[OLD]));
        assert!(!belongs_to(&long(1, 1, &old_id), &[OLD]));
        // Another version (QUIC v2 numbers its types otherwise) or none (negotiation).
        assert!(!belongs_to(&long(2, 0x6b33_43cf, &old_id), &[OLD]));
        assert!(!belongs_to(&long(2, 0, &old_id), &[OLD]));
    }

    #[test]
    fn every_truncation_of_any_datagram_is_judged_without_panicking() {
        let samples = [
            long(2, 1, &[OLD, 9, 9, 9]),
            long(3, 1, &[]),
            vec![0x40, OLD],
            vec![0xff; 64],
        ];
        for sample in samples {
            for length in 0..=sample.len() {
                let _ = belongs_to(&sample[..length], &[OLD]);
            }
        }
        assert!(!belongs_to(&[], &[OLD]));
        assert!(!belongs_to(&[0x40], &[OLD]));
        assert!(!belongs_to(&long(2, 1, &[])[..6], &[OLD]));
    }

    #[test]
    fn envelopes_come_back_whole_and_foreign_headers_are_refused() {
        let envelopes = [
            Envelope {
                source: "192.0.2.7:4433".parse().unwrap(),
                destination: None,
                ecn: None,
            },
            Envelope {
                source: "[2001:db8::1]:65535".parse().unwrap(),
                destination: Some("2001:db8::2".parse().unwrap()),
                ecn: Some(EcnCodepoint::Ce),
            },
            Envelope {
                source: "127.0.0.1:1".parse().unwrap(),
                destination: Some("127.0.0.1".parse().unwrap()),
                ecn: Some(EcnCodepoint::Ect0),
            },
        ];
        for envelope in envelopes {
            assert_eq!(Envelope::decode(&envelope.encode()), Some(envelope));
        }
        let mut header = envelopes[1].encode();
        header[0] = 5;
        assert_eq!(Envelope::decode(&header), None);
        let mut header = envelopes[1].encode();
        header[19] = 9;
        assert_eq!(Envelope::decode(&header), None);
        assert_eq!(Envelope::decode(&[0xff; HEADER_BYTES]), None);
    }
}
