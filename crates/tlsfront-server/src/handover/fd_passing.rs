//! The system calls of the hand-over: a Unix `SOCK_SEQPACKET` socket pair, and messages with
//! descriptors attached (`SCM_RIGHTS`), each a thin wrapper over `libc`.
//!
//! Blocking calls with a deadline (`SO_RCVTIMEO`): the hand-over runs on a thread of its own in
//! the old process, and before the runtime serves anything in the new one.

use std::io;
use std::mem::size_of;
use std::os::fd::{AsRawFd, BorrowedFd, FromRawFd, OwnedFd, RawFd};
use std::time::{Duration, Instant};

use zeroize::Zeroizing;

use super::message::{MAX_MESSAGE_BYTES, MAX_SOCKETS};
use crate::listeners::int_option;

/// A message and the descriptors that came with it.
pub struct Received {
    pub bytes: Zeroizing<Vec<u8>>,
    pub fds: Vec<OwnedFd>,
}

/// The bytes may hold ticket keys: only their length is shown.
impl std::fmt::Debug for Received {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Received")
            .field("bytes", &self.bytes.len())
            .field("fds", &self.fds)
            .finish()
    }
}

/// A connected pair of `SOCK_SEQPACKET` Unix sockets, both close-on-exec.
pub fn socket_pair() -> io::Result<(OwnedFd, OwnedFd)> {
    let mut fds: [RawFd; 2] = [-1, -1];
    // SAFETY: socketpair writes two descriptors into the two-element array it is given.
    let done = unsafe {
        libc::socketpair(
            libc::AF_UNIX,
            libc::SOCK_SEQPACKET | libc::SOCK_CLOEXEC,
            0,
            fds.as_mut_ptr(),
        )
    };
    if done != 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: on success both are new descriptors that nothing else owns.
    Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

/// Whether `fd` is a Unix `SOCK_SEQPACKET` socket, as [`socket_pair`] makes.
pub fn is_seqpacket_unix(fd: BorrowedFd<'_>) -> bool {
    int_option(fd, libc::SO_TYPE).ok() == Some(libc::SOCK_SEQPACKET)
        && int_option(fd, libc::SO_DOMAIN).ok() == Some(libc::AF_UNIX)
}

/// Sends `bytes` as one message, with `fds` attached.
pub fn send(socket: BorrowedFd<'_>, bytes: &[u8], fds: &[BorrowedFd<'_>]) -> io::Result<()> {
    send_with(socket, bytes, fds, 0)
}

/// [`send`] that fails with `WouldBlock` rather than wait for room in the socket's buffer.
pub fn send_nonblocking(socket: BorrowedFd<'_>, bytes: &[u8]) -> io::Result<()> {
    send_with(socket, bytes, &[], libc::MSG_DONTWAIT)
}

fn send_with(
    socket: BorrowedFd<'_>,
    bytes: &[u8],
    fds: &[BorrowedFd<'_>],
    flags: libc::c_int,
) -> io::Result<()> {
    if fds.len() > MAX_SOCKETS {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "too many descriptors for one message",
        ));
    }
    let raw: Vec<RawFd> = fds.iter().map(|fd| fd.as_raw_fd()).collect();
    let fd_bytes = raw.len() * size_of::<RawFd>();
    let mut control = ControlBuffer::new(fd_bytes);
    let mut iov = libc::iovec {
        iov_base: bytes.as_ptr() as *mut libc::c_void,
        iov_len: bytes.len(),
    };
    // SAFETY: msghdr is plain data, and all zeroes is an empty one.
    let mut message: libc::msghdr = unsafe { std::mem::zeroed() };
    message.msg_iov = &mut iov;
    message.msg_iovlen = 1;
    if !raw.is_empty() {
        message.msg_control = control.as_mut_ptr();
        message.msg_controllen = control.len() as _;
        // SAFETY: the control buffer is CMSG_SPACE(fd_bytes) long and aligned for cmsghdr, so
        // CMSG_FIRSTHDR returns a header inside it with room for fd_bytes of data after it;
        // `raw` holds exactly fd_bytes.
        unsafe {
            let header = libc::CMSG_FIRSTHDR(&message);
            (*header).cmsg_level = libc::SOL_SOCKET;
            (*header).cmsg_type = libc::SCM_RIGHTS;
            (*header).cmsg_len = libc::CMSG_LEN(fd_bytes as u32) as _;
            std::ptr::copy_nonoverlapping(
                raw.as_ptr().cast::<u8>(),
                libc::CMSG_DATA(header),
                fd_bytes,
            );
        }
    }
    loop {
        // SAFETY: `message` points to `iov` and `control`, which live across the call; the
        // kernel only reads them. MSG_NOSIGNAL: a peer that is gone is EPIPE, not SIGPIPE.
        let sent =
            unsafe { libc::sendmsg(socket.as_raw_fd(), &message, libc::MSG_NOSIGNAL | flags) };
        if sent < 0 {
            let err = io::Error::last_os_error();
            if err.kind() == io::ErrorKind::Interrupted {
                continue;
            }
            return Err(err);
        }
        // A SOCK_SEQPACKET message is sent whole or not at all.
        return if sent as usize == bytes.len() {
            Ok(())
        } else {
            Err(io::Error::new(
                io::ErrorKind::WriteZero,
                "message cut short",
            ))
        };
    }
}

/// Receives one message and its descriptors, waiting at most `timeout`. A peer that closed its
/// end is `UnexpectedEof`; no message in time is `TimedOut`; a message larger than any of the
/// hand-over's is `InvalidData` (its descriptors are closed).
pub fn receive(socket: BorrowedFd<'_>, timeout: Duration) -> io::Result<Received> {
    let deadline = Instant::now() + timeout;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(io::ErrorKind::TimedOut.into());
        }
        set_receive_timeout(socket, left)?;
        match receive_once(socket) {
            Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
            Err(err) if err.kind() == io::ErrorKind::WouldBlock => {
                return Err(io::ErrorKind::TimedOut.into())
            }
            other => return other,
        }
    }
}

fn receive_once(socket: BorrowedFd<'_>) -> io::Result<Received> {
    let mut bytes = Zeroizing::new(vec![0u8; MAX_MESSAGE_BYTES]);
    let mut control = ControlBuffer::new(MAX_SOCKETS * size_of::<RawFd>());
    let mut iov = libc::iovec {
        iov_base: bytes.as_mut_ptr().cast(),
        iov_len: bytes.len(),
    };
    // SAFETY: msghdr is plain data, and all zeroes is an empty one.
    let mut message: libc::msghdr = unsafe { std::mem::zeroed() };
    message.msg_iov = &mut iov;
    message.msg_iovlen = 1;
    message.msg_control = control.as_mut_ptr();
    message.msg_controllen = control.len() as _;
    // SAFETY: `message` points to `iov` (over `bytes`) and `control`, which live across the
    // call; the kernel writes at most their lengths. MSG_CMSG_CLOEXEC: received descriptors
    // are close-on-exec from the start.
    let got = unsafe { libc::recvmsg(socket.as_raw_fd(), &mut message, libc::MSG_CMSG_CLOEXEC) };
    if got < 0 {
        return Err(io::Error::last_os_error());
    }
    // Taken first, so that they are closed whatever is wrong with the message.
    let fds = attached_fds(&message);
    if message.msg_flags & (libc::MSG_TRUNC | libc::MSG_CTRUNC) != 0 {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            "a message larger than any of the hand-over's",
        ));
    }
    if got == 0 {
        // The hand-over never sends an empty message: the peer closed its end.
        return Err(io::ErrorKind::UnexpectedEof.into());
    }
    bytes.truncate(got as usize);
    Ok(Received { bytes, fds })
}

/// The descriptors a received message carried, each owned once.
fn attached_fds(message: &libc::msghdr) -> Vec<OwnedFd> {
    let mut fds = Vec::new();
    // SAFETY: `message` was filled by recvmsg: CMSG_FIRSTHDR and CMSG_NXTHDR walk the control
    // bytes it reported (msg_controllen) and return null past them. An SCM_RIGHTS header's data
    // holds (cmsg_len - CMSG_LEN(0)) / sizeof(int) descriptors, read unaligned; each is new in
    // this process, installed by the kernel for this message, so nothing else owns it.
    unsafe {
        let mut header = libc::CMSG_FIRSTHDR(message);
        while !header.is_null() {
            if (*header).cmsg_level == libc::SOL_SOCKET && (*header).cmsg_type == libc::SCM_RIGHTS {
                let data = libc::CMSG_DATA(header).cast::<RawFd>();
                let len = ((*header).cmsg_len as usize).saturating_sub(libc::CMSG_LEN(0) as usize);
                for index in 0..len / size_of::<RawFd>() {
                    let fd = std::ptr::read_unaligned(data.add(index));
                    fds.push(OwnedFd::from_raw_fd(fd));
                }
            }
            header = libc::CMSG_NXTHDR(message, header);
        }
    }
    fds
}

/// Room for one control message of `data_bytes`, aligned for `cmsghdr` (u64 words).
struct ControlBuffer(Vec<u64>);

impl ControlBuffer {
    fn new(data_bytes: usize) -> Self {
        // SAFETY: CMSG_SPACE only computes a length.
        let space = unsafe { libc::CMSG_SPACE(data_bytes as u32) } as usize;
        ControlBuffer(vec![0u64; space.div_ceil(size_of::<u64>())])
    }

    fn as_mut_ptr(&mut self) -> *mut libc::c_void {
        self.0.as_mut_ptr().cast()
    }

    fn len(&self) -> usize {
        self.0.len() * size_of::<u64>()
    }
}

fn set_receive_timeout(socket: BorrowedFd<'_>, timeout: Duration) -> io::Result<()> {
    // A zero timeval means "never time out": wait at least a millisecond.
    let timeout = timeout.max(Duration::from_millis(1));
    let value = libc::timeval {
        tv_sec: timeout.as_secs() as libc::time_t,
        tv_usec: timeout.subsec_micros() as libc::suseconds_t,
    };
    // SAFETY: the descriptor is open for the borrow; setsockopt reads a timeval that lives
    // across the call, and its size is passed with it.
    let done = unsafe {
        libc::setsockopt(
            socket.as_raw_fd(),
            libc::SOL_SOCKET,
            libc::SO_RCVTIMEO,
            (&value as *const libc::timeval).cast(),
            size_of::<libc::timeval>() as libc::socklen_t,
        )
    };
    if done == 0 {
        Ok(())
    } else {
        Err(io::Error::last_os_error())
    }
}

#[cfg(test)]
mod tests {
    use std::os::fd::AsFd;

    use super::*;

    #[test]
    fn a_message_carries_descriptors_that_still_work_on_the_other_side() {
        let (ours, theirs) = socket_pair().unwrap();
        assert!(is_seqpacket_unix(ours.as_fd()));
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        send(ours.as_fd(), b"hello", &[listener.as_fd()]).unwrap();
        drop(listener);

        let received = receive(theirs.as_fd(), Duration::from_secs(5)).unwrap();
        assert_eq!(&received.bytes[..], b"hello");
        assert_eq!(received.fds.len(), 1);
        let passed = std::net::TcpListener::from(received.fds.into_iter().next().unwrap());
        assert_eq!(passed.local_addr().unwrap(), addr);
        let _client = std::net::TcpStream::connect(addr).unwrap();
        passed.accept().unwrap();
    }

    #[test]
    fn a_closed_peer_a_silent_one_and_a_huge_message_are_told_apart() {
        let (ours, theirs) = socket_pair().unwrap();
        let err = receive(theirs.as_fd(), Duration::from_millis(50)).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::TimedOut);

        send(ours.as_fd(), &vec![1u8; MAX_MESSAGE_BYTES + 1], &[]).unwrap();
        let err = receive(theirs.as_fd(), Duration::from_secs(5)).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::InvalidData);

        drop(ours);
        let err = receive(theirs.as_fd(), Duration::from_secs(5)).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::UnexpectedEof);
        let file = std::fs::File::open("/dev/null").unwrap();
        assert!(!is_seqpacket_unix(file.as_fd()));
    }
}
