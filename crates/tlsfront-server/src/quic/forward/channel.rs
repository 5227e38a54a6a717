//! The socket pair forwarded datagrams cross, from the process that reads the UDP socket to
//! the one whose connections they belong to: Unix `SOCK_SEQPACKET` (one datagram per message,
//! kept whole; a peer that exits reads as the end), non-blocking on both sides. A thin wrapper
//! over `libc`.

use std::io::{self, IoSlice, IoSliceMut};
use std::mem::size_of;
use std::os::fd::{AsRawFd, BorrowedFd, FromRawFd, OwnedFd, RawFd};

use super::packet::{Envelope, HEADER_BYTES};

/// What the sending side may queue before a datagram is dropped rather than waited for: a few
/// thousand of QUIC's datagrams. The kernel caps it at twice `net.core.wmem_max`.
const SEND_BUFFER_BYTES: libc::c_int = 4 * 1024 * 1024;

/// A connected pair, both ends close-on-exec and non-blocking: (the receiving end, the
/// sending end).
pub(super) fn pair() -> io::Result<(OwnedFd, OwnedFd)> {
    let mut fds: [RawFd; 2] = [-1, -1];
    // SAFETY: socketpair writes two descriptors into the two-element array it is given.
    let done = unsafe {
        libc::socketpair(
            libc::AF_UNIX,
            libc::SOCK_SEQPACKET | libc::SOCK_CLOEXEC | libc::SOCK_NONBLOCK,
            0,
            fds.as_mut_ptr(),
        )
    };
    if done != 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: on success both are new descriptors that nothing else owns.
    let (receiving, sending) =
        unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) };
    // SAFETY: the descriptor is open; setsockopt reads an int that lives across the call. A
    // smaller buffer than asked for is not an error: more datagrams are dropped, that is all.
    unsafe {
        libc::setsockopt(
            sending.as_raw_fd(),
            libc::SOL_SOCKET,
            libc::SO_SNDBUF,
            (&SEND_BUFFER_BYTES as *const libc::c_int).cast(),
            size_of::<libc::c_int>() as libc::socklen_t,
        );
    }
    Ok((receiving, sending))
}

/// Makes a descriptor received from another process non-blocking (the flag belongs to the
/// open socket, which both processes share, so it may already be set).
pub(super) fn set_nonblocking(fd: BorrowedFd<'_>) -> io::Result<()> {
    // SAFETY: fcntl on an open descriptor; F_GETFL/F_SETFL read and set its status flags.
    let flags = unsafe { libc::fcntl(fd.as_raw_fd(), libc::F_GETFL) };
    if flags < 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: as above.
    if unsafe { libc::fcntl(fd.as_raw_fd(), libc::F_SETFL, flags | libc::O_NONBLOCK) } < 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}

/// Sends one datagram with its envelope, never waiting: a full channel is `WouldBlock`, a
/// peer that is gone `BrokenPipe` (or `ConnectionReset`), never SIGPIPE.
pub(super) fn send(socket: BorrowedFd<'_>, envelope: &Envelope, datagram: &[u8]) -> io::Result<()> {
    let header = envelope.encode();
    let iov = [IoSlice::new(&header), IoSlice::new(datagram)];
    // SAFETY: msghdr is plain data, and all zeroes is an empty one.
    let mut message: libc::msghdr = unsafe { std::mem::zeroed() };
    // IoSlice is ABI-compatible with iovec; the kernel only reads through it.
    message.msg_iov = iov.as_ptr() as *mut libc::iovec;
    message.msg_iovlen = iov.len() as _;
    loop {
        // SAFETY: `message` points to `iov`, over `header` and `datagram`, which live across
        // the call.
        let sent = unsafe {
            libc::sendmsg(
                socket.as_raw_fd(),
                &message,
                libc::MSG_NOSIGNAL | libc::MSG_DONTWAIT,
            )
        };
        if sent >= 0 {
            // A SOCK_SEQPACKET message is sent whole or not at all.
            return Ok(());
        }
        let err = io::Error::last_os_error();
        if err.kind() != io::ErrorKind::Interrupted {
            return Err(err);
        }
    }
}

/// What one receive gave.
#[derive(Debug)]
pub(super) enum Received {
    /// A datagram of this many bytes, now at the start of the buffer.
    Datagram(Envelope, usize),
    /// A message that is not a forwarded datagram, or too large for the buffer: dropped.
    Dropped,
    /// The sending process closed its end (it exited).
    Closed,
}

/// Receives one forwarded datagram into `buffer`, never waiting (`WouldBlock` when none).
pub(super) fn receive(socket: BorrowedFd<'_>, buffer: &mut [u8]) -> io::Result<Received> {
    let mut header = [0u8; HEADER_BYTES];
    let mut iov = [IoSliceMut::new(&mut header), IoSliceMut::new(buffer)];
    // SAFETY: msghdr is plain data, and all zeroes is an empty one.
    let mut message: libc::msghdr = unsafe { std::mem::zeroed() };
    // IoSliceMut is ABI-compatible with iovec; the kernel writes at most each slice's length.
    message.msg_iov = iov.as_mut_ptr().cast::<libc::iovec>();
    message.msg_iovlen = iov.len() as _;
    let got = loop {
        // SAFETY: `message` points to `iov`, over `header` and `buffer`, which live across
        // the call; no control buffer, so no descriptor can arrive.
        let got = unsafe { libc::recvmsg(socket.as_raw_fd(), &mut message, libc::MSG_DONTWAIT) };
        if got >= 0 {
            break got as usize;
        }
        let err = io::Error::last_os_error();
        if err.kind() != io::ErrorKind::Interrupted {
            return Err(err);
        }
    };
    if got == 0 {
        // Every forwarded message holds at least its header: this is the end.
        return Ok(Received::Closed);
    }
    if message.msg_flags & libc::MSG_TRUNC != 0 || got < HEADER_BYTES {
        return Ok(Received::Dropped);
    }
    Ok(match Envelope::decode(&header) {
        Some(envelope) => Received::Datagram(envelope, got - HEADER_BYTES),
        None => Received::Dropped,
    })
}

#[cfg(test)]
mod tests {
    use std::os::fd::AsFd;

    use super::*;

    #[test]
    fn a_datagram_crosses_whole_and_an_exit_reads_as_closed() {
        let (receiving, sending) = pair().unwrap();
        let envelope = Envelope {
            source: "127.0.0.1:5000".parse().unwrap(),
            destination: Some("127.0.0.1".parse().unwrap()),
            ecn: None,
        };
        let mut buffer = [0u8; 2048];
        let err = receive(receiving.as_fd(), &mut buffer).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::WouldBlock);
        send(sending.as_fd(), &envelope, &[7u8; 1200]).unwrap();
        send(sending.as_fd(), &envelope, &[8u8; 4000]).unwrap();
        match receive(receiving.as_fd(), &mut buffer).unwrap() {
            Received::Datagram(got, len) => {
                assert_eq!((got, len), (envelope, 1200));
                assert!(buffer[..len].iter().all(|b| *b == 7));
            }
            other => panic!("{other:?}"),
        }
        // Larger than the buffer: dropped, and the next one is read.
        assert!(matches!(
            receive(receiving.as_fd(), &mut buffer).unwrap(),
            Received::Dropped
        ));
        drop(sending);
        assert!(matches!(
            receive(receiving.as_fd(), &mut buffer).unwrap(),
            Received::Closed
        ));
    }

    #[test]
    fn a_full_channel_and_a_gone_peer_are_errors_not_waits() {
        let (receiving, sending) = pair().unwrap();
        let envelope = Envelope {
            source: "127.0.0.1:5000".parse().unwrap(),
            destination: None,
            ecn: None,
        };
        let full = (0..100_000)
            .map(|_| send(sending.as_fd(), &envelope, &[0u8; 1200]))
            .find_map(Result::err)
            .expect("the channel fills");
        assert_eq!(full.kind(), io::ErrorKind::WouldBlock);
        drop(receiving);
        let gone = send(sending.as_fd(), &envelope, &[0u8; 1200]).unwrap_err();
        assert!(
            matches!(
                gone.kind(),
                io::ErrorKind::BrokenPipe | io::ErrorKind::ConnectionReset
            ),
            "{gone:?}"
        );
    }
}
