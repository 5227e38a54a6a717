//! A new listening socket for an address, and the options every listener carries, whether
//! bound here or inherited.

use std::io;
use std::net::SocketAddr;
use std::os::fd::{AsRawFd, BorrowedFd};

use tokio::net::{TcpListener, TcpSocket};

use super::socket_options::set_int_option;

/// A deep backlog absorbs connection bursts (new connection per request benchmarks).
const BACKLOG: u32 = 4096;

/// How long the kernel holds a connection whose client has sent nothing yet, before handing it
/// to accept anyway. TLS and the admin's HTTP both have the client speak first, so a few seconds
/// cover any real client; one that stays silent is then accepted and meets the handshake
/// deadline as before.
const DEFER_ACCEPT_SECONDS: libc::c_int = 3;

/// Binds `addr` and listens on it.
pub(super) fn bind(addr: SocketAddr) -> io::Result<TcpListener> {
    let socket = if addr.is_ipv4() {
        TcpSocket::new_v4()
    } else {
        TcpSocket::new_v6()
    }?;
    socket.set_reuseaddr(true)?;
    if addr.is_ipv6() {
        // `[::]:443` takes IPv6 only, so that `0.0.0.0:443` can take IPv4 beside it (the
        // example config listens on both): with Linux's default (net.ipv6.bindv6only=0) the
        // second bind would fail with EADDRINUSE. The .socket unit says the same
        // (BindIPv6Only=ipv6-only).
        set_int_option(socket_fd(&socket), libc::IPPROTO_IPV6, libc::IPV6_V6ONLY, 1)?;
    }
    tune(socket_fd(&socket))?;
    socket.bind(addr)?;
    socket.listen(BACKLOG)
}

/// Binds `addr` for QUIC. As for TCP, `[::]:443` takes IPv6 only, so that `0.0.0.0:443` can
/// take IPv4 beside it. No SO_REUSEADDR: two processes must not share a UDP port, where the
/// kernel would split one connection's packets between them.
pub(super) fn bind_udp(addr: SocketAddr) -> io::Result<std::net::UdpSocket> {
    use socket2::{Domain, Protocol, Socket, Type};
    let socket = Socket::new(Domain::for_address(addr), Type::DGRAM, Some(Protocol::UDP))?;
    if addr.is_ipv6() {
        socket.set_only_v6(true)?;
    }
    socket.bind(&addr.into())?;
    Ok(socket.into())
}

/// Sets the options every listener carries. An inherited socket gets them too: systemd's (a
/// `.socket` unit) may lack them, and setting them again on a predecessor's changes nothing.
pub(super) fn tune(fd: BorrowedFd<'_>) -> io::Result<()> {
    // Accepted sockets inherit TCP_NODELAY from the listener (Linux copies it at accept), so
    // connections need no setsockopt of their own.
    set_int_option(fd, libc::IPPROTO_TCP, libc::TCP_NODELAY, 1)?;
    // TCP_DEFER_ACCEPT (nginx's `deferred`): accept returns a connection only once its first
    // bytes (the ClientHello) have arrived, so the ClientHello read succeeds at once. Without
    // it, a server that is not saturated takes an extra wake-up per connection: accept, a read
    // that would block, a sleep in epoll, then the read.
    set_int_option(
        fd,
        libc::IPPROTO_TCP,
        libc::TCP_DEFER_ACCEPT,
        DEFER_ACCEPT_SECONDS,
    )
}

fn socket_fd(socket: &TcpSocket) -> BorrowedFd<'_> {
    // SAFETY: the descriptor belongs to `socket`, which outlives the borrow.
    unsafe { BorrowedFd::borrow_raw(socket.as_raw_fd()) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_ipv4_and_ipv6_wildcards_listen_on_one_port_side_by_side() {
        // A machine without IPv6 cannot check this.
        if std::net::TcpListener::bind("[::1]:0").is_err() {
            return;
        }
        let v4 = bind("0.0.0.0:0".parse().unwrap()).unwrap();
        let port = v4.local_addr().unwrap().port();
        let v6 = bind(SocketAddr::from(([0u16; 8], port)));
        assert!(v6.is_ok(), "[::]:{port} beside 0.0.0.0:{port}: {v6:?}");
    }

    #[test]
    fn the_ipv4_and_ipv6_wildcards_take_one_udp_port_side_by_side_and_only_once() {
        if std::net::UdpSocket::bind("[::1]:0").is_err() {
            return;
        }
        let v4 = bind_udp("0.0.0.0:0".parse().unwrap()).unwrap();
        let port = v4.local_addr().unwrap().port();
        let v6 = bind_udp(SocketAddr::from(([0u16; 8], port)));
        assert!(v6.is_ok(), "[::]:{port} beside 0.0.0.0:{port}: {v6:?}");
        // A second process (an upgrade's successor) cannot take the port as well.
        assert!(bind_udp(SocketAddr::from(([0, 0, 0, 0], port))).is_err());
    }
}
