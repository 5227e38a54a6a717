//! Handing a running server's listening sockets and session ticket keys to a successor
//! process (an upgrade, HAProxy's way), over a Unix socket pair between the two:
//!
//! 1. the old process sends an offer ([`HandoverChannel::send_offer`]): its listening
//!    sockets as `SCM_RIGHTS`, each with its role, and its ticket key ring;
//! 2. the new process takes them ([`HandoverChannel::receive_offer`]), opens what its own
//!    configuration names, and once it accepts, answers "serving";
//! 3. only then does the old process stop accepting and drain ([`Handover::complete`]).
//!
//! The sockets the new process accepts on are the old one's (the same open sockets, not new
//! ones on the same address), so they share one accept queue: a connection the kernel queued
//! before, during or after the hand-over is accepted by one process or the other, and none is
//! refused or reset.
//!
//! The ticket keys cross the socket pair only: never a disk, a log or an error.
//!
//! QUIC's UDP sockets cross too, each with a socket pair over which the new process forwards
//! the datagrams of the old one's connections (`quic::forward`), and the epochs those
//! connections' IDs carry. The new process reads the UDP sockets only once it serves; the old
//! one stops reading them then, and serves its open connections on what is forwarded.
//!
//! - `message.rs`: the messages as bytes (pure);
//! - `fd_passing.rs`: the socket pair and `SCM_RIGHTS`.

mod fd_passing;
mod message;

use std::io;
use std::os::fd::{AsFd, BorrowedFd, OwnedFd};
use std::sync::Arc;
use std::time::Duration;

use tokio_util::sync::CancellationToken;

use crate::listeners::ListenerRole;
use crate::quic::RoutedSocket;
use crate::tls::tickets::{KeyRing, LiveKeys};

pub use message::{
    decode, encode, Message, MessageError, SocketRole, MAX_MESSAGE_BYTES, MAX_SOCKETS,
};

/// Why a hand-over step failed. Never holds key bytes.
#[derive(Debug, thiserror::Error)]
pub enum HandoverError {
    #[error("the hand-over descriptor is not a Unix SOCK_SEQPACKET socket")]
    NotAChannel,
    #[error("cannot send the hand-over message")]
    Send(#[source] io::Error),
    #[error("the other process closed the hand-over socket")]
    Closed,
    #[error("no hand-over message within {0:?}")]
    TimedOut(Duration),
    #[error("cannot receive the hand-over message")]
    Receive(#[source] io::Error),
    #[error(transparent)]
    Message(#[from] MessageError),
    #[error("the offer names {roles} sockets but carries {fds}")]
    SocketCount { roles: usize, fds: usize },
    #[error("expected {expected}, received another message")]
    Unexpected { expected: &'static str },
    #[error("the offer's QUIC sockets do not each come with their forwarding socket")]
    QuicPairing,
    #[error("cannot make the socket pair for a QUIC socket's forwarding")]
    Forwarding(#[source] io::Error),
}

/// Whether `fd` is a hand-over socket: a Unix `SOCK_SEQPACKET` socket.
pub fn is_channel(fd: BorrowedFd<'_>) -> bool {
    fd_passing::is_seqpacket_unix(fd)
}

/// What the old process offers: its listening sockets, each with its role, and its ticket key
/// ring (none when keys come from files, which the new process reads itself).
#[derive(Debug)]
pub struct Offer {
    pub sockets: Vec<(ListenerRole, OwnedFd)>,
    pub ticket_ring: Option<KeyRing>,
    /// Each QUIC UDP socket with the sending end of its forwarding pair.
    pub quic: Vec<(OwnedFd, OwnedFd)>,
    /// The epochs of the connections the old process (and its predecessors) still serve.
    pub quic_epochs: Vec<u8>,
}

/// One end of the hand-over's socket pair.
#[derive(Debug)]
pub struct HandoverChannel(OwnedFd);

impl HandoverChannel {
    /// A new socket pair: this process's end, and the descriptor to give the new process (it
    /// is close-on-exec, as every descriptor here: the caller clears that for the child only).
    pub fn pair() -> io::Result<(HandoverChannel, OwnedFd)> {
        let (ours, theirs) = fd_passing::socket_pair()?;
        Ok((HandoverChannel(ours), theirs))
    }

    /// The end a new process was given.
    pub fn from_fd(fd: OwnedFd) -> Result<Self, HandoverError> {
        if !fd_passing::is_seqpacket_unix(fd.as_fd()) {
            return Err(HandoverError::NotAChannel);
        }
        Ok(HandoverChannel(fd))
    }

    /// Old to new: the sockets and the ring.
    pub fn send_offer(
        &self,
        sockets: &[(SocketRole, BorrowedFd<'_>)],
        ticket_ring: Option<KeyRing>,
        quic_epochs: Vec<u8>,
    ) -> Result<(), HandoverError> {
        let message = Message::Offer {
            roles: sockets.iter().map(|(role, _)| *role).collect(),
            ticket_ring,
            quic_epochs,
        };
        let bytes = encode(&message)?;
        let fds: Vec<BorrowedFd<'_>> = sockets.iter().map(|(_, fd)| *fd).collect();
        fd_passing::send(self.0.as_fd(), &bytes, &fds).map_err(HandoverError::Send)
    }

    /// The offer the old process sends, waiting at most `timeout`.
    pub fn receive_offer(&self, timeout: Duration) -> Result<Offer, HandoverError> {
        let (message, fds) = self.receive(timeout)?;
        let Message::Offer {
            roles,
            ticket_ring,
            quic_epochs,
        } = message
        else {
            return Err(HandoverError::Unexpected {
                expected: "an offer",
            });
        };
        if roles.len() != fds.len() {
            return Err(HandoverError::SocketCount {
                roles: roles.len(),
                fds: fds.len(),
            });
        }
        let (sockets, quic) = sort_sockets(roles.into_iter().zip(fds))?;
        Ok(Offer {
            sockets,
            ticket_ring,
            quic,
            quic_epochs,
        })
    }

    /// New to old: this process accepts on the sockets.
    pub fn send_serving(&self) -> Result<(), HandoverError> {
        let bytes = encode(&Message::Serving)?;
        fd_passing::send(self.0.as_fd(), &bytes, &[]).map_err(HandoverError::Send)
    }

    /// Sends the host names this process has cached, after its offer, so that the new process
    /// loads them before it serves. Never waits: a new process that does not read them (a
    /// release before this one) leaves them unread, and once the socket's buffer is full the
    /// rest are not sent. Returns how many names went.
    pub fn send_hosts<'a>(&self, names: impl IntoIterator<Item = &'a str>) -> usize {
        let mut sent = 0;
        for message in message::host_messages(names) {
            let Message::Hosts { names, .. } = &message else {
                continue;
            };
            let count = names.len();
            let Ok(bytes) = encode(&message) else {
                break;
            };
            if fd_passing::send_nonblocking(self.0.as_fd(), &bytes).is_err() {
                break;
            }
            sent += count;
        }
        sent
    }

    /// The host names the old process sent after its offer, until its last hosts message,
    /// waiting at most `timeout` for each message. An old process that sends none (a release
    /// before this one) costs one `timeout`; whatever came before a failure is kept.
    pub fn receive_hosts(&self, timeout: Duration) -> Vec<String> {
        let mut hosts = Vec::new();
        while let Ok((Message::Hosts { names, last }, fds)) = self.receive(timeout) {
            hosts.extend(names);
            if last || !fds.is_empty() {
                break;
            }
        }
        hosts
    }

    /// Waits at most `timeout` for the new process to say it is serving.
    pub fn wait_serving(&self, timeout: Duration) -> Result<(), HandoverError> {
        let (message, fds) = self.receive(timeout)?;
        if message != Message::Serving || !fds.is_empty() {
            return Err(HandoverError::Unexpected {
                expected: "\"serving\"",
            });
        }
        Ok(())
    }

    fn receive(&self, timeout: Duration) -> Result<(Message, Vec<OwnedFd>), HandoverError> {
        let received =
            fd_passing::receive(self.0.as_fd(), timeout).map_err(|err| match err.kind() {
                // A peer that closes with a message unread (a new process that exits before it
                // reads the offer) resets the socket rather than closing it.
                io::ErrorKind::UnexpectedEof | io::ErrorKind::ConnectionReset => {
                    HandoverError::Closed
                }
                io::ErrorKind::TimedOut => HandoverError::TimedOut(timeout),
                _ => HandoverError::Receive(err),
            })?;
        // Descriptors that came with a bad message are closed as `received` drops.
        let message = decode(&received.bytes)?;
        Ok((message, received.fds))
    }
}

/// The TCP listeners apart, and each QUIC socket paired with the forwarding socket after it.
#[allow(clippy::type_complexity)]
fn sort_sockets(
    sockets: impl Iterator<Item = (SocketRole, OwnedFd)>,
) -> Result<(Vec<(ListenerRole, OwnedFd)>, Vec<(OwnedFd, OwnedFd)>), HandoverError> {
    let (mut listeners, mut quic) = (Vec::new(), Vec::new());
    let mut udp: Option<OwnedFd> = None;
    for (role, fd) in sockets {
        match (role, udp.take()) {
            (SocketRole::Listener(role), None) => listeners.push((role, fd)),
            (SocketRole::Quic, None) => udp = Some(fd),
            (SocketRole::QuicForward, Some(socket)) => quic.push((socket, fd)),
            _ => return Err(HandoverError::QuicPairing),
        }
    }
    if udp.is_some() {
        return Err(HandoverError::QuicPairing);
    }
    Ok((listeners, quic))
}

/// What a running server hands to a successor, and how it then stops: made by
/// [`crate::Server::handover`] before the server runs.
pub struct Handover {
    /// Duplicates of the listening sockets: they keep them open only while this lives, and
    /// this is dropped when the server stops.
    sockets: Vec<(ListenerRole, OwnedFd)>,
    /// The keys in use, when the successor should take them over (not key files).
    keys: Option<Arc<LiveKeys>>,
    /// The QUIC sockets, each with its routing, and this process's epoch.
    quic: Vec<Arc<RoutedSocket>>,
    quic_epoch: u8,
    /// The host names cached now, for the successor to load before it serves.
    cached_hosts: Box<dyn Fn() -> Vec<String> + Send + Sync>,
    /// Stops every listener, the admin one included, at once.
    handed_over: CancellationToken,
    shutdown: CancellationToken,
}

impl Handover {
    pub(crate) fn new(
        sockets: Vec<(ListenerRole, OwnedFd)>,
        keys: Option<Arc<LiveKeys>>,
        (quic, quic_epoch): (Vec<Arc<RoutedSocket>>, u8),
        cached_hosts: Box<dyn Fn() -> Vec<String> + Send + Sync>,
        (handed_over, shutdown): (CancellationToken, CancellationToken),
    ) -> Self {
        Handover {
            sockets,
            keys,
            quic,
            quic_epoch,
            cached_hosts,
            handed_over,
            shutdown,
        }
    }

    /// Sends the offer: the sockets, the ring in use now, and for each QUIC socket a new
    /// forwarding pair (an earlier attempt's is dropped); then the host names cached now.
    pub fn offer_to(&self, channel: &HandoverChannel) -> Result<(), HandoverError> {
        let quic = self
            .quic
            .iter()
            .map(|routed| routed.offer_to_successor())
            .collect::<Result<Vec<_>, _>>()
            .map_err(HandoverError::Forwarding)?;
        let listeners = self
            .sockets
            .iter()
            .map(|(role, fd)| (SocketRole::Listener(*role), fd.as_fd()));
        let udp = quic.iter().flat_map(|(udp, forward)| {
            [
                (SocketRole::Quic, udp.as_fd()),
                (SocketRole::QuicForward, forward.as_fd()),
            ]
        });
        let sockets: Vec<(SocketRole, BorrowedFd<'_>)> = listeners.chain(udp).collect();
        let ring = self.keys.as_ref().map(|keys| keys.ring().0);
        channel.send_offer(&sockets, ring, self.quic_epochs())?;
        let names = (self.cached_hosts)();
        let sent = channel.send_hosts(names.iter().map(String::as_str));
        tracing::debug!(
            sent,
            cached = names.len(),
            "offered the cached host names to the successor"
        );
        Ok(())
    }

    /// This process's epoch and those it still forwards to, when it has QUIC sockets.
    fn quic_epochs(&self) -> Vec<u8> {
        if self.quic.is_empty() {
            return Vec::new();
        }
        let mut epochs = vec![self.quic_epoch];
        for epoch in self
            .quic
            .iter()
            .flat_map(|routed| routed.predecessor_epochs())
        {
            if !epochs.contains(&epoch) {
                epochs.push(epoch);
            }
        }
        epochs
    }

    /// How many sockets are handed over.
    pub fn socket_count(&self) -> usize {
        self.sockets.len() + self.quic.len()
    }

    /// The successor serves: this server stops reading the QUIC sockets (their datagrams come
    /// from the successor now), stops accepting on every listener (the admin one too: its
    /// health checks are the successor's to answer now) and drains.
    pub fn complete(&self) {
        for routed in &self.quic {
            routed.stop_reading();
        }
        self.handed_over.cancel();
        self.shutdown.cancel();
    }

    /// Resolves when the server begins to stop.
    pub async fn stopped(&self) {
        self.shutdown.cancelled().await;
    }
}

impl std::fmt::Debug for Handover {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Handover")
            .field("sockets", &self.sockets.len())
            .field("keys", &self.keys.is_some())
            .field("quic", &self.quic.len())
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tls::tickets::TicketKey;

    #[test]
    fn an_offer_and_its_answer_cross_the_pair() {
        let (old, theirs) = HandoverChannel::pair().unwrap();
        let new = HandoverChannel::from_fd(theirs).unwrap();
        let https = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let admin = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let key = || TicketKey::generate(1).unwrap();
        let ring = KeyRing::fresh(1, key(), key());
        old.send_offer(
            &[
                (SocketRole::Listener(ListenerRole::Https), https.as_fd()),
                (SocketRole::Listener(ListenerRole::Admin), admin.as_fd()),
            ],
            Some(ring.clone()),
            vec![],
        )
        .unwrap();
        let offer = new.receive_offer(Duration::from_secs(5)).unwrap();
        assert_eq!(offer.ticket_ring, Some(ring));
        let roles: Vec<ListenerRole> = offer.sockets.iter().map(|(role, _)| *role).collect();
        assert_eq!(roles, [ListenerRole::Https, ListenerRole::Admin]);
        let passed = std::net::TcpListener::from(offer.sockets.into_iter().nth(1).unwrap().1);
        assert_eq!(passed.local_addr().unwrap(), admin.local_addr().unwrap());

        new.send_serving().unwrap();
        old.wait_serving(Duration::from_secs(5)).unwrap();
        drop(new);
        assert!(matches!(
            old.wait_serving(Duration::from_secs(5)),
            Err(HandoverError::Closed)
        ));
    }

    #[test]
    fn quic_sockets_cross_with_their_forwarding_sockets_and_epochs() {
        let (old, theirs) = HandoverChannel::pair().unwrap();
        let new = HandoverChannel::from_fd(theirs).unwrap();
        let https = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let udp = std::net::UdpSocket::bind("127.0.0.1:0").unwrap();
        let (forward, _kept) = std::os::unix::net::UnixDatagram::pair().unwrap();
        old.send_offer(
            &[
                (SocketRole::Listener(ListenerRole::Https), https.as_fd()),
                (SocketRole::Quic, udp.as_fd()),
                (SocketRole::QuicForward, forward.as_fd()),
            ],
            None,
            vec![9, 4],
        )
        .unwrap();
        let offer = new.receive_offer(Duration::from_secs(5)).unwrap();
        assert_eq!(offer.sockets.len(), 1);
        assert_eq!(offer.quic_epochs, [9, 4]);
        let (passed, _) = offer.quic.into_iter().next().unwrap();
        let passed = std::net::UdpSocket::from(passed);
        assert_eq!(passed.local_addr().unwrap(), udp.local_addr().unwrap());

        // A QUIC socket without its forwarding socket, or one alone.
        for roles in [
            vec![SocketRole::Quic, SocketRole::Listener(ListenerRole::Https)],
            vec![SocketRole::QuicForward, SocketRole::Quic],
            vec![SocketRole::Listener(ListenerRole::Https), SocketRole::Quic],
        ] {
            let sockets: Vec<(SocketRole, BorrowedFd<'_>)> =
                roles.into_iter().map(|role| (role, udp.as_fd())).collect();
            old.send_offer(&sockets, None, vec![1]).unwrap();
            assert!(matches!(
                new.receive_offer(Duration::from_secs(5)),
                Err(HandoverError::QuicPairing)
            ));
        }
    }

    #[test]
    fn a_bad_message_or_a_wrong_count_is_an_error_not_a_panic() {
        let (old, theirs) = HandoverChannel::pair().unwrap();
        let new = HandoverChannel::from_fd(theirs).unwrap();
        // Roles for two sockets, one attached.
        let bytes = encode(&Message::Offer {
            roles: vec![SocketRole::Listener(ListenerRole::Https); 2],
            ticket_ring: None,
            quic_epochs: vec![],
        })
        .unwrap();
        let https = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        fd_passing::send(old.0.as_fd(), &bytes, &[https.as_fd()]).unwrap();
        assert!(matches!(
            new.receive_offer(Duration::from_secs(5)),
            Err(HandoverError::SocketCount { roles: 2, fds: 1 })
        ));
        fd_passing::send(old.0.as_fd(), b"garbage", &[https.as_fd()]).unwrap();
        assert!(matches!(
            new.receive_offer(Duration::from_secs(5)),
            Err(HandoverError::Message(MessageError::NotOurs))
        ));
        // "serving" where an offer is due, and an offer where "serving" is.
        new.send_serving().unwrap();
        assert!(matches!(
            old.receive_offer(Duration::from_secs(5)),
            Err(HandoverError::Unexpected { .. })
        ));
        old.send_offer(&[], None, vec![]).unwrap();
        assert!(matches!(
            new.wait_serving(Duration::from_secs(5)),
            Err(HandoverError::Unexpected { .. })
        ));
        let file = std::fs::File::open("/dev/null").unwrap();
        assert!(matches!(
            HandoverChannel::from_fd(file.into()),
            Err(HandoverError::NotAChannel)
        ));
    }
}
