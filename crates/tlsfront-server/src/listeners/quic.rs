//! The `listen_quic` UDP sockets: bound here, or taken over from the previous process (an
//! upgrade) with the socket pair over which this process forwards the datagrams of the
//! connections that process still serves (`quic::forward`, docs/src/http3.md "Signals").

use std::net::{SocketAddr, UdpSocket};
use std::os::fd::{AsFd, OwnedFd};

use tracing::info;

use super::socket_options::int_option;
use super::{bind, ListenError};
use crate::options::QuicListen;

/// A UDP socket to serve QUIC on.
#[derive(Debug)]
pub struct QuicSocket {
    pub socket: UdpSocket,
    /// The process this socket was taken over from, while it serves its connections.
    pub predecessor: Option<QuicPredecessor>,
}

/// Where the datagrams of the previous process's connections go: the sending end of the
/// forwarding pair, and the epochs their connection IDs carry.
#[derive(Debug)]
pub struct QuicPredecessor {
    pub channel: OwnedFd,
    pub epochs: Vec<u8>,
}

/// The QUIC sockets the previous process handed over; none otherwise.
#[derive(Debug, Default)]
pub struct InheritedQuic {
    sockets: Vec<(UdpSocket, SocketAddr, OwnedFd)>,
    epochs: Vec<u8>,
}

impl InheritedQuic {
    /// Each UDP socket with its forwarding socket, checked to be what they are said to be.
    pub fn from_predecessor(
        sockets: Vec<(OwnedFd, OwnedFd)>,
        epochs: Vec<u8>,
    ) -> Result<Self, ListenError> {
        let sockets = sockets
            .into_iter()
            .map(|(udp, forward)| {
                let bad = |reason: &str| ListenError::NotAListener {
                    origin: "the previous process's QUIC socket".to_owned(),
                    reason: reason.to_owned(),
                };
                let is = |fd: &OwnedFd, option, value| {
                    int_option(fd.as_fd(), option).ok() == Some(value)
                };
                if !is(&udp, libc::SO_TYPE, libc::SOCK_DGRAM)
                    || is(&udp, libc::SO_DOMAIN, libc::AF_UNIX)
                {
                    return Err(bad("not a UDP socket"));
                }
                if !is(&forward, libc::SO_TYPE, libc::SOCK_SEQPACKET)
                    || !is(&forward, libc::SO_DOMAIN, libc::AF_UNIX)
                {
                    return Err(bad(
                        "its forwarding socket is not a Unix SOCK_SEQPACKET socket",
                    ));
                }
                let udp = UdpSocket::from(udp);
                let addr = udp.local_addr().map_err(|_| bad("no local address"))?;
                Ok((udp, addr, forward))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(InheritedQuic { sockets, epochs })
    }

    pub fn len(&self) -> usize {
        self.sockets.len()
    }

    pub fn is_empty(&self) -> bool {
        self.sockets.is_empty()
    }
}

/// Where to serve QUIC: `listen_quic`'s addresses, or each HTTPS listener's own, as bound.
pub(super) fn addresses(
    listen: &QuicListen,
    https_asked: &[SocketAddr],
    https: &[tokio::net::TcpListener],
) -> Vec<QuicAddress> {
    match listen {
        QuicListen::Off => Vec::new(),
        QuicListen::At(addrs) => addrs.iter().map(|&addr| QuicAddress::Asked(addr)).collect(),
        QuicListen::BesideHttps => https
            .iter()
            .zip(https_asked)
            .filter_map(|(listener, asked)| {
                let bound = listener.local_addr().ok()?;
                Some(QuicAddress::BesideHttps {
                    bound,
                    any_port: asked.port() == 0,
                })
            })
            .collect(),
    }
}

/// A QUIC socket's address.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum QuicAddress {
    /// Configured (`listen_quic`): that address or nothing.
    Asked(SocketAddr),
    /// An HTTPS listener's, as bound. When that listener was asked for port 0 (tests, demos)
    /// and UDP's same port is taken, another port on the same address.
    BesideHttps { bound: SocketAddr, any_port: bool },
}

impl QuicAddress {
    fn addr(self) -> SocketAddr {
        match self {
            QuicAddress::Asked(addr) | QuicAddress::BesideHttps { bound: addr, .. } => addr,
        }
    }
}

/// A socket for each `listen_quic` address: the inherited one bound to it, else a new one.
/// An inherited socket no address names is closed, and the previous process's connections
/// on it are not forwarded: the new configuration dropped the address.
pub(super) fn open(
    addrs: &[QuicAddress],
    inherited: InheritedQuic,
) -> Result<Vec<QuicSocket>, ListenError> {
    let InheritedQuic { sockets, epochs } = inherited;
    let mut offered: Vec<Option<(UdpSocket, SocketAddr, OwnedFd)>> =
        sockets.into_iter().map(Some).collect();
    let mut opened = Vec::with_capacity(addrs.len());
    for &wanted in addrs {
        let addr = wanted.addr();
        let taken = offered
            .iter_mut()
            .find(|socket| socket.as_ref().is_some_and(|(_, bound, _)| *bound == addr))
            .and_then(Option::take);
        opened.push(match taken {
            Some((socket, _, channel)) => QuicSocket {
                socket,
                predecessor: Some(QuicPredecessor {
                    channel,
                    epochs: epochs.clone(),
                }),
            },
            None => QuicSocket {
                socket: bind_quic(wanted)?,
                predecessor: None,
            },
        });
    }
    for (_, addr, _) in offered.into_iter().flatten() {
        info!(%addr, "closing an inherited QUIC socket no configured address names");
    }
    Ok(opened)
}

/// A new UDP socket for `wanted`.
fn bind_quic(wanted: QuicAddress) -> Result<UdpSocket, ListenError> {
    let addr = wanted.addr();
    match (bind::bind_udp(addr), wanted) {
        (Ok(socket), _) => Ok(socket),
        (Err(source), QuicAddress::Asked(_)) => Err(ListenError::Bind { addr, source }),
        (Err(_), QuicAddress::BesideHttps { any_port: true, .. }) => {
            let mut any = addr;
            any.set_port(0);
            bind::bind_udp(any).map_err(|source| ListenError::Bind { addr: any, source })
        }
        (Err(source), QuicAddress::BesideHttps { .. }) => {
            Err(ListenError::QuicBesideHttps { addr, source })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_inherited_socket_serves_its_address_and_the_others_are_bound_or_closed() {
        let kept = UdpSocket::bind("127.0.0.1:0").unwrap();
        let dropped = UdpSocket::bind("127.0.0.1:0").unwrap();
        let (kept_addr, dropped_addr) = (kept.local_addr().unwrap(), dropped.local_addr().unwrap());
        let pair = || {
            let (a, _b) = std::os::unix::net::UnixDatagram::pair().unwrap();
            OwnedFd::from(a)
        };
        // A datagram pair is not a forwarding socket.
        let err = InheritedQuic::from_predecessor(
            vec![(kept.try_clone().unwrap().into(), pair())],
            vec![1],
        )
        .unwrap_err();
        assert!(format!("{err}").contains("QUIC socket"), "{err}");
        let seqpacket = || {
            let (a, _b) = crate::handover::HandoverChannel::pair().unwrap();
            drop(a);
            _b
        };
        let inherited = InheritedQuic::from_predecessor(
            vec![(kept.into(), seqpacket()), (dropped.into(), seqpacket())],
            vec![1, 2],
        )
        .unwrap();
        assert_eq!(inherited.len(), 2);
        let fresh = UdpSocket::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap();
        let opened = open(
            &[QuicAddress::Asked(kept_addr), QuicAddress::Asked(fresh)],
            inherited,
        )
        .unwrap();
        assert_eq!(opened[0].socket.local_addr().unwrap(), kept_addr);
        assert_eq!(opened[0].predecessor.as_ref().unwrap().epochs, [1, 2]);
        assert!(opened[1].predecessor.is_none());
        // The dropped address is free again.
        UdpSocket::bind(dropped_addr).unwrap();
        let tcp = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let err =
            InheritedQuic::from_predecessor(vec![(tcp.into(), seqpacket())], vec![]).unwrap_err();
        assert!(format!("{err:?}").contains("not a UDP socket"), "{err:?}");
    }
}
