//! Listening sockets this process was given rather than bound: by the process it takes over
//! from (an upgrade), or by systemd (socket activation). Each is checked to be a listening
//! TCP socket before it is used, and is matched to a configured address by the address it is
//! bound to (getsockname), not by what it was said to be.

use std::fmt;
use std::net::{SocketAddr, TcpListener};
use std::os::fd::{AsFd, OwnedFd, RawFd};

use super::activation::{take_passed, PassedFd};
use super::socket_options::int_option;
use super::{ListenError, ListenerRole};

/// Where an inherited socket came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SocketOrigin {
    /// The process this one took over from, which used it for a role.
    Predecessor(ListenerRole),
    /// systemd, as descriptor `fd`, named `name` in the `.socket` unit.
    Systemd { fd: RawFd, name: Option<String> },
}

impl fmt::Display for SocketOrigin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SocketOrigin::Predecessor(role) => {
                write!(f, "the previous process's {} socket", role.label())
            }
            SocketOrigin::Systemd {
                fd,
                name: Some(name),
            } => {
                write!(f, "systemd's socket {fd} ({name})")
            }
            SocketOrigin::Systemd { fd, name: None } => write!(f, "systemd's socket {fd}"),
        }
    }
}

/// One inherited listening socket.
#[derive(Debug)]
pub struct InheritedSocket {
    pub(super) listener: TcpListener,
    pub addr: SocketAddr,
    pub origin: SocketOrigin,
}

impl InheritedSocket {
    /// The role it had in the previous process; none for systemd's.
    pub fn role(&self) -> Option<ListenerRole> {
        match self.origin {
            SocketOrigin::Predecessor(role) => Some(role),
            SocketOrigin::Systemd { .. } => None,
        }
    }
}

/// The listening sockets this process was given; empty when it binds everything itself.
#[derive(Debug, Default)]
pub struct InheritedSockets(pub(super) Vec<InheritedSocket>);

impl InheritedSockets {
    /// The sockets the previous process handed over, each with the role it had there.
    pub fn from_predecessor(sockets: Vec<(ListenerRole, OwnedFd)>) -> Result<Self, ListenError> {
        sockets
            .into_iter()
            .map(|(role, fd)| inherit(fd, SocketOrigin::Predecessor(role)))
            .collect::<Result<Vec<_>, _>>()
            .map(InheritedSockets)
    }

    /// The sockets systemd passed to this process (socket activation); none when it passed
    /// none.
    pub fn from_systemd() -> Result<Self, ListenError> {
        take_passed()?
            .into_iter()
            .map(|(PassedFd { fd, name }, owned)| {
                inherit(owned, SocketOrigin::Systemd { fd, name })
            })
            .collect::<Result<Vec<_>, _>>()
            .map(InheritedSockets)
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Each socket's address and origin.
    pub fn describe(&self) -> impl Iterator<Item = (SocketAddr, &SocketOrigin)> {
        self.0.iter().map(|socket| (socket.addr, &socket.origin))
    }
}

/// `fd` as a listening TCP socket, or why it is not one.
fn inherit(fd: OwnedFd, origin: SocketOrigin) -> Result<InheritedSocket, ListenError> {
    let not_a_listener = |reason: String| ListenError::NotAListener {
        origin: origin.to_string(),
        reason,
    };
    let socket_type = int_option(fd.as_fd(), libc::SO_TYPE)
        .map_err(|err| not_a_listener(format!("not a socket ({err})")))?;
    if socket_type != libc::SOCK_STREAM {
        return Err(not_a_listener("not a stream socket".to_owned()));
    }
    let domain =
        int_option(fd.as_fd(), libc::SO_DOMAIN).map_err(|err| not_a_listener(err.to_string()))?;
    if domain != libc::AF_INET && domain != libc::AF_INET6 {
        return Err(not_a_listener(
            "not a TCP/IP socket (a Unix socket?)".to_owned(),
        ));
    }
    if int_option(fd.as_fd(), libc::SO_ACCEPTCONN).map_err(|err| not_a_listener(err.to_string()))?
        == 0
    {
        return Err(not_a_listener("not listening".to_owned()));
    }
    let listener = TcpListener::from(fd);
    let addr = listener
        .local_addr()
        .map_err(|err| not_a_listener(format!("no local address ({err})")))?;
    Ok(InheritedSocket {
        listener,
        addr,
        origin,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_listening_socket_is_taken_with_its_address_and_others_are_refused() {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let sockets = InheritedSockets::from_predecessor(vec![(
            ListenerRole::Admin,
            OwnedFd::from(listener),
        )])
        .unwrap();
        assert_eq!(sockets.len(), 1);
        assert_eq!(sockets.0[0].addr, addr);
        assert_eq!(sockets.0[0].role(), Some(ListenerRole::Admin));

        let connected = std::net::TcpStream::connect(addr).unwrap();
        let err = InheritedSockets::from_predecessor(vec![(ListenerRole::Https, connected.into())])
            .unwrap_err();
        assert!(err.to_string().contains("https socket"), "{err}");
        assert!(format!("{err:?}").contains("not listening"), "{err:?}");

        let udp = std::net::UdpSocket::bind("127.0.0.1:0").unwrap();
        let err = InheritedSockets::from_predecessor(vec![(ListenerRole::Https, udp.into())])
            .unwrap_err();
        assert!(
            format!("{err:?}").contains("not a stream socket"),
            "{err:?}"
        );

        let (unix, _) = std::os::unix::net::UnixStream::pair().unwrap();
        let err = InheritedSockets::from_predecessor(vec![(ListenerRole::Https, unix.into())])
            .unwrap_err();
        assert!(format!("{err:?}").contains("Unix socket"), "{err:?}");

        let file = std::fs::File::open("/dev/null").unwrap();
        let err = InheritedSockets::from_predecessor(vec![(ListenerRole::Https, file.into())])
            .unwrap_err();
        assert!(format!("{err:?}").contains("not a socket"), "{err:?}");
    }
}
