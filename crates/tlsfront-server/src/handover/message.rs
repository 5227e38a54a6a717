//! The messages of the hand-over, as bytes. One message is one `SOCK_SEQPACKET` packet, so no
//! framing is needed; the listening sockets travel beside an offer as `SCM_RIGHTS`.
//!
//! ```text
//! "TFHO" | version (u8: 1 or 2) | kind (u8)
//!   kind 1, offer:   socket count (u8) | one role per socket (u8: 1 https, 2 http, 3 admin;
//!                    version 2 also 4 QUIC UDP socket, 5 its forwarding pair, right after it)
//!                    | ring length (u16) | ring (ticket key record, plain; length 0: none)
//!                    | version 2: epoch count (u8) | the epochs the QUIC sockets' connection
//!                    IDs carry (the offering process's and its predecessors' still running)
//!   kind 2, serving: nothing more
//!   kind 3, hosts:   last (u8: 0 or 1) | name count (u16) | each: length (u8) | name,
//!                    the host names the old process has cached, after its offer, in as
//!                    many messages as they take; the last says so (version 1)
//! ```
//!
//! Version 2 adds QUIC (docs/src/http3.md, "Signals"). An offer without QUIC, and "serving",
//! are written as version 1, so a process of either version can take over from the other as
//! long as there is no QUIC socket to hand over.
//!
//! The ring is the ticket key record of `tls/tickets/record.rs`, unsealed: it crosses a socket
//! pair between two processes of the same user, never a disk. Integers are big-endian. The
//! bytes come from another process: decoding checks every length and value, and never panics.

use zeroize::Zeroizing;

use crate::listeners::ListenerRole;
use crate::tls::tickets::{decode_record, encode_record, KeyRing, RecordError};

const MAGIC: &[u8; 4] = b"TFHO";
/// The version an offer with QUIC sockets is written in; without, [`FIRST_VERSION`].
const VERSION: u8 = 2;
const FIRST_VERSION: u8 = 1;
const OFFER: u8 = 1;
const SERVING: u8 = 2;
const HOSTS: u8 = 3;

/// The most sockets one offer carries: the kernel passes at most 253 descriptors in one
/// message (SCM_MAX_FD).
pub const MAX_SOCKETS: usize = 253;

/// The largest message: an offer with every socket and a full ring fits well within it.
pub const MAX_MESSAGE_BYTES: usize = 4096;

/// What a socket passed beside an offer is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SocketRole {
    /// A TCP listening socket.
    Listener(ListenerRole),
    /// A `listen_quic` UDP socket.
    Quic,
    /// The sending end of the forwarding pair of the QUIC socket just before it.
    QuicForward,
}

/// One message of the hand-over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// Old to new: the sockets passed beside it have these roles, in order, and the old
    /// process's ticket keys are these (none when they come from key files).
    Offer {
        roles: Vec<SocketRole>,
        ticket_ring: Option<KeyRing>,
        /// The epochs whose QUIC connections the offering process serves (none without QUIC).
        quic_epochs: Vec<u8>,
    },
    /// New to old: the new process accepts on the sockets; the old one may stop.
    Serving,
    /// Old to new, after the offer: host names the old process has cached, for the new one
    /// to load before it serves; `last` on the final message of the list.
    Hosts { names: Vec<String>, last: bool },
}

/// The cached host names as [`Message::Hosts`] messages, each within
/// [`MAX_MESSAGE_BYTES`], the last marked so; one empty message for none. A name longer than
/// 255 bytes (no host name is) is left out.
pub fn host_messages<'a>(names: impl IntoIterator<Item = &'a str>) -> Vec<Message> {
    // The magic, the version, the kind, `last` and the count.
    const HEAD: usize = 4 + 1 + 1 + 1 + 2;
    let mut messages = Vec::new();
    let (mut current, mut size) = (Vec::new(), HEAD);
    for name in names.into_iter().filter(|name| name.len() <= 255) {
        if size + 1 + name.len() > MAX_MESSAGE_BYTES || current.len() == usize::from(u16::MAX) {
            messages.push(Message::Hosts {
                names: std::mem::take(&mut current),
                last: false,
            });
            size = HEAD;
        }
        size += 1 + name.len();
        current.push(name.to_owned());
    }
    messages.push(Message::Hosts {
        names: current,
        last: true,
    });
    messages
}

/// Why bytes are not a message. Never holds key bytes.
#[derive(Debug, thiserror::Error)]
pub enum MessageError {
    #[error("not a tlsfront hand-over message")]
    NotOurs,
    #[error(
        "hand-over format version {0}; this tlsfront speaks versions {FIRST_VERSION} and {VERSION}"
    )]
    Version(u8),
    #[error("unknown hand-over message kind {0}")]
    Kind(u8),
    #[error("malformed hand-over message: {0}")]
    Malformed(&'static str),
    #[error("an offer of {0} sockets; at most {MAX_SOCKETS} fit in one message")]
    TooManySockets(usize),
    #[error("the ticket keys in the hand-over message")]
    Ring(#[source] RecordError),
}

/// The bytes of `message`. Kept in zeroized memory: an offer holds ticket keys.
pub fn encode(message: &Message) -> Result<Zeroizing<Vec<u8>>, MessageError> {
    let mut bytes = Zeroizing::new(Vec::with_capacity(MAX_MESSAGE_BYTES));
    bytes.extend_from_slice(MAGIC);
    match message {
        Message::Offer {
            roles,
            ticket_ring,
            quic_epochs,
        } => {
            let quic = !quic_epochs.is_empty()
                || roles
                    .iter()
                    .any(|role| !matches!(role, SocketRole::Listener(_)));
            bytes.push(if quic { VERSION } else { FIRST_VERSION });
            bytes.push(OFFER);
            let count =
                u8::try_from(roles.len()).map_err(|_| MessageError::TooManySockets(roles.len()))?;
            if roles.len() > MAX_SOCKETS {
                return Err(MessageError::TooManySockets(roles.len()));
            }
            bytes.push(count);
            bytes.extend(roles.iter().map(|role| role_byte(*role)));
            let ring = match ticket_ring {
                Some(ring) => {
                    Zeroizing::new(encode_record(ring, None).map_err(MessageError::Ring)?)
                }
                None => Zeroizing::new(Vec::new()),
            };
            // A ring record is a few hundred bytes at most.
            let ring_len =
                u16::try_from(ring.len()).map_err(|_| MessageError::Malformed("ring too long"))?;
            bytes.extend_from_slice(&ring_len.to_be_bytes());
            bytes.extend_from_slice(&ring);
            if quic {
                let count = u8::try_from(quic_epochs.len())
                    .map_err(|_| MessageError::Malformed("too many epochs"))?;
                bytes.push(count);
                bytes.extend_from_slice(quic_epochs);
            }
        }
        Message::Serving => bytes.extend_from_slice(&[FIRST_VERSION, SERVING]),
        Message::Hosts { names, last } => {
            bytes.extend_from_slice(&[FIRST_VERSION, HOSTS, u8::from(*last)]);
            let count = u16::try_from(names.len())
                .map_err(|_| MessageError::Malformed("too many names"))?;
            bytes.extend_from_slice(&count.to_be_bytes());
            for name in names {
                let len = u8::try_from(name.len())
                    .map_err(|_| MessageError::Malformed("name too long"))?;
                bytes.push(len);
                bytes.extend_from_slice(name.as_bytes());
            }
            if bytes.len() > MAX_MESSAGE_BYTES {
                return Err(MessageError::Malformed("too many names for one message"));
            }
        }
    }
    Ok(bytes)
}

/// The message `bytes` hold.
pub fn decode(bytes: &[u8]) -> Result<Message, MessageError> {
    let mut reader = Reader(bytes);
    if reader.take(MAGIC.len()).ok() != Some(MAGIC.as_slice()) {
        return Err(MessageError::NotOurs);
    }
    let version = reader.byte()?;
    if version != VERSION && version != FIRST_VERSION {
        return Err(MessageError::Version(version));
    }
    let message = match reader.byte()? {
        OFFER => {
            let count = usize::from(reader.byte()?);
            if count > MAX_SOCKETS {
                return Err(MessageError::TooManySockets(count));
            }
            let roles = reader
                .take(count)?
                .iter()
                .map(|byte| role_from_byte(*byte, version))
                .collect::<Result<Vec<_>, _>>()?;
            let ring_len = usize::from(u16::from_be_bytes([reader.byte()?, reader.byte()?]));
            let ticket_ring = match ring_len {
                0 => None,
                len => Some(decode_record(reader.take(len)?, None).map_err(MessageError::Ring)?),
            };
            let quic_epochs = match version {
                FIRST_VERSION => Vec::new(),
                _ => {
                    let count = usize::from(reader.byte()?);
                    reader.take(count)?.to_vec()
                }
            };
            Message::Offer {
                roles,
                ticket_ring,
                quic_epochs,
            }
        }
        SERVING => Message::Serving,
        HOSTS => {
            let last = match reader.byte()? {
                0 => false,
                1 => true,
                _ => return Err(MessageError::Malformed("last is not 0 or 1")),
            };
            let count = usize::from(u16::from_be_bytes([reader.byte()?, reader.byte()?]));
            let mut names = Vec::with_capacity(count.min(MAX_MESSAGE_BYTES));
            for _ in 0..count {
                let len = usize::from(reader.byte()?);
                let name = std::str::from_utf8(reader.take(len)?)
                    .map_err(|_| MessageError::Malformed("a host name that is not UTF-8"))?;
                names.push(name.to_owned());
            }
            Message::Hosts { names, last }
        }
        kind => return Err(MessageError::Kind(kind)),
    };
    if !reader.0.is_empty() {
        return Err(MessageError::Malformed("bytes after the message"));
    }
    Ok(message)
}

fn role_byte(role: SocketRole) -> u8 {
    match role {
        SocketRole::Listener(ListenerRole::Https) => 1,
        SocketRole::Listener(ListenerRole::PlainHttp) => 2,
        SocketRole::Listener(ListenerRole::Admin) => 3,
        SocketRole::Quic => 4,
        SocketRole::QuicForward => 5,
    }
}

fn role_from_byte(byte: u8, version: u8) -> Result<SocketRole, MessageError> {
    match (byte, version) {
        (1, _) => Ok(SocketRole::Listener(ListenerRole::Https)),
        (2, _) => Ok(SocketRole::Listener(ListenerRole::PlainHttp)),
        (3, _) => Ok(SocketRole::Listener(ListenerRole::Admin)),
        (4, VERSION) => Ok(SocketRole::Quic),
        (5, VERSION) => Ok(SocketRole::QuicForward),
        _ => Err(MessageError::Malformed("unknown socket role")),
    }
}

/// Reads a message front to back, refusing to read past its end.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, len: usize) -> Result<&'a [u8], MessageError> {
        if self.0.len() < len {
            return Err(MessageError::Malformed("too short"));
        }
        let (taken, rest) = self.0.split_at(len);
        self.0 = rest;
        Ok(taken)
    }

    fn byte(&mut self) -> Result<u8, MessageError> {
        Ok(self.take(1)?[0])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tls::tickets::TicketKey;

    #[test]
    fn many_host_names_fill_several_messages_the_last_marked() {
        let names: Vec<String> = (0..5_000).map(|i| format!("h{i}.example.com")).collect();
        let messages = host_messages(names.iter().map(String::as_str));
        assert!(messages.len() > 1);
        let mut back = Vec::new();
        for (i, message) in messages.iter().enumerate() {
            let bytes = encode(message).unwrap();
            assert!(bytes.len() <= MAX_MESSAGE_BYTES);
            let Message::Hosts { names, last } = decode(&bytes).unwrap() else {
                panic!("not a hosts message")
            };
            assert_eq!(last, i == messages.len() - 1);
            back.extend(names);
        }
        assert_eq!(back, names);
        assert_eq!(
            host_messages(std::iter::empty()),
            [Message::Hosts {
                names: vec![],
                last: true
            }]
        );
        // Every truncation of a hosts message is refused, never a panic.
        let bytes = encode(&messages[0]).unwrap();
        for len in 0..bytes.len() {
            assert!(decode(&bytes[..len]).is_err());
        }
    }

    fn ring() -> KeyRing {
        let key = || TicketKey::generate(1_700_000_000).unwrap();
        KeyRing::fresh(1_700_000_000, key(), key()).rotated(1_700_043_200, key())
    }

    fn offer() -> Message {
        Message::Offer {
            roles: [
                ListenerRole::Https,
                ListenerRole::Https,
                ListenerRole::PlainHttp,
                ListenerRole::Admin,
            ]
            .map(SocketRole::Listener)
            .to_vec(),
            ticket_ring: Some(ring()),
            quic_epochs: vec![],
        }
    }

    fn quic_offer() -> Message {
        Message::Offer {
            roles: vec![
                SocketRole::Listener(ListenerRole::Https),
                SocketRole::Quic,
                SocketRole::QuicForward,
            ],
            ticket_ring: Some(ring()),
            quic_epochs: vec![0x5a, 0x07],
        }
    }

    #[test]
    fn messages_come_back_whole() {
        for message in [
            offer(),
            quic_offer(),
            Message::Offer {
                roles: vec![],
                ticket_ring: None,
                quic_epochs: vec![],
            },
            Message::Serving,
            Message::Hosts {
                names: vec!["a.example".into(), "b.example".into()],
                last: true,
            },
        ] {
            let bytes = encode(&message).unwrap();
            assert!(bytes.len() <= MAX_MESSAGE_BYTES);
            assert_eq!(decode(&bytes).unwrap(), message);
        }
        assert_eq!(&*encode(&Message::Serving).unwrap(), b"TFHO\x01\x02");
        // Without QUIC an offer is version 1, which a process without QUIC reads; with it, 2.
        assert_eq!(encode(&offer()).unwrap()[4], 1);
        assert_eq!(encode(&quic_offer()).unwrap()[4], 2);
    }

    #[test]
    fn quic_roles_and_epochs_are_refused_in_version_1_and_truncations_everywhere() {
        let bytes = encode(&quic_offer()).unwrap();
        for length in 0..bytes.len() {
            assert!(decode(&bytes[..length]).is_err(), "{length}");
        }
        let mut first = bytes.to_vec();
        first[4] = 1;
        assert!(decode(&first).is_err());
    }

    #[test]
    fn every_truncation_and_extension_is_refused_without_panicking() {
        let bytes = encode(&offer()).unwrap();
        for length in 0..bytes.len() {
            assert!(decode(&bytes[..length]).is_err(), "{length}");
        }
        let mut longer = bytes.to_vec();
        longer.push(0);
        assert!(matches!(
            decode(&longer),
            Err(MessageError::Malformed("bytes after the message"))
        ));
    }

    #[test]
    fn wrong_values_are_refused_with_their_reason() {
        let bytes = encode(&offer()).unwrap().to_vec();
        let with = |at: usize, value: u8| {
            let mut changed = bytes.clone();
            changed[at] = value;
            decode(&changed)
        };
        assert!(matches!(with(0, b'X'), Err(MessageError::NotOurs)));
        assert!(matches!(with(4, 9), Err(MessageError::Version(9))));
        assert!(matches!(with(5, 7), Err(MessageError::Kind(7))));
        assert!(matches!(with(7, 0), Err(MessageError::Malformed(_))));
        assert!(matches!(with(7, 4), Err(MessageError::Malformed(_))));
        // A count larger than the bytes that follow.
        assert!(with(6, 250).is_err());
        assert!(matches!(
            with(6, 254),
            Err(MessageError::TooManySockets(254))
        ));
        // A damaged ring: its magic, then a key count it does not hold.
        assert!(matches!(with(13, b'X'), Err(MessageError::Ring(_))));
        assert!(decode(b"").is_err());
        assert!(decode(b"TFHO").is_err());
        assert!(decode(&[0xff; 64]).is_err());
    }

    #[test]
    fn an_offer_too_large_for_one_message_is_not_encoded() {
        let message = Message::Offer {
            roles: vec![SocketRole::Listener(ListenerRole::Https); MAX_SOCKETS + 1],
            ticket_ring: None,
            quic_epochs: vec![],
        };
        assert!(matches!(
            encode(&message),
            Err(MessageError::TooManySockets(254))
        ));
    }

    #[test]
    fn errors_never_show_key_bytes() {
        let bytes = encode(&offer()).unwrap();
        let err = decode(&bytes[..bytes.len() - 1]).unwrap_err();
        let shown = format!("{err} {err:?}");
        let tail: String = bytes[bytes.len() - 9..bytes.len() - 1]
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        assert!(!shown.contains(&tail), "{shown}");
    }
}
