//! The system calls kernel TLS needs, each a thin safe wrapper over one `libc` call, and the
//! `sendfile(2)` loop that sends file bodies through it.

use std::fs::File;
use std::io;
use std::os::fd::{AsRawFd, RawFd};

use tokio::io::Interest;
use tokio::net::TcpStream;

/// `SOL_TLS` options (uapi/linux/tls.h).
const TLS_TX: libc::c_int = 1;
const TLS_RX: libc::c_int = 2;
const TLS_SET_RECORD_TYPE: libc::c_int = 1;
const TLS_GET_RECORD_TYPE: libc::c_int = 2;

/// Which way a key works.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    Transmit,
    Receive,
}

/// Attaches the "tls" upper-layer protocol to a connected TCP socket.
pub fn attach_tls_ulp(fd: RawFd) -> io::Result<()> {
    const ULP: &[u8] = b"tls";
    // SAFETY: setsockopt reads ULP.len() bytes from a live static slice.
    let ret = unsafe {
        libc::setsockopt(
            fd,
            libc::SOL_TCP,
            libc::TCP_ULP,
            ULP.as_ptr().cast(),
            ULP.len() as libc::socklen_t,
        )
    };
    if ret < 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}

/// Gives the kernel one direction's key (a `tls12_crypto_info_*` structure as bytes).
pub fn set_crypto_info(fd: RawFd, direction: Direction, info: &[u8]) -> io::Result<()> {
    let option = match direction {
        Direction::Transmit => TLS_TX,
        Direction::Receive => TLS_RX,
    };
    // SAFETY: setsockopt reads info.len() bytes from a live slice.
    let ret = unsafe {
        libc::setsockopt(
            fd,
            libc::SOL_TLS,
            option,
            info.as_ptr().cast(),
            info.len() as libc::socklen_t,
        )
    };
    if ret < 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}

/// One `recvmsg` on a kTLS socket: the bytes read and the TLS record type they came in
/// (23 application data; 21 alert; 22 handshake), which the kernel reports in a control message.
/// Without that control message the kernel would fail the read of a non-data record with EIO.
pub fn recv_record(fd: RawFd, buf: &mut [u8]) -> io::Result<(u8, usize)> {
    // Room for one cmsghdr with one byte of data, aligned as the kernel wants.
    let mut control = [0u64; 8];
    let mut iov = libc::iovec {
        iov_base: buf.as_mut_ptr().cast(),
        iov_len: buf.len(),
    };
    // SAFETY: msghdr is plain data; all-zero is a valid value that we fill in below.
    let mut message: libc::msghdr = unsafe { std::mem::zeroed() };
    message.msg_iov = &mut iov;
    message.msg_iovlen = 1;
    message.msg_control = control.as_mut_ptr().cast();
    message.msg_controllen = std::mem::size_of_val(&control) as _;
    // SAFETY: every pointer in `message` points into live buffers of the stated sizes.
    let read = unsafe { libc::recvmsg(fd, &mut message, 0) };
    if read < 0 {
        return Err(io::Error::last_os_error());
    }
    let mut record_type = 23;
    // SAFETY: the CMSG_* macros walk the control buffer the kernel just filled, within
    // msg_controllen.
    unsafe {
        let mut header = libc::CMSG_FIRSTHDR(&message);
        while !header.is_null() {
            if (*header).cmsg_level == libc::SOL_TLS && (*header).cmsg_type == TLS_GET_RECORD_TYPE {
                record_type = *libc::CMSG_DATA(header);
            }
            header = libc::CMSG_NXTHDR(&message, header);
        }
    }
    Ok((record_type, read as usize))
}

/// Sends one record of a given type (an alert, say) through kTLS.
pub fn send_record(fd: RawFd, record_type: u8, payload: &[u8]) -> io::Result<()> {
    let mut control = [0u64; 8];
    let mut iov = libc::iovec {
        iov_base: payload.as_ptr() as *mut libc::c_void,
        iov_len: payload.len(),
    };
    // SAFETY: msghdr is plain data; all-zero is a valid value that we fill in below.
    let mut message: libc::msghdr = unsafe { std::mem::zeroed() };
    message.msg_iov = &mut iov;
    message.msg_iovlen = 1;
    message.msg_control = control.as_mut_ptr().cast();
    // SAFETY: CMSG_SPACE/CMSG_LEN are arithmetic; the header written lies within `control`
    // (64 bytes, more than CMSG_SPACE(1)).
    unsafe {
        message.msg_controllen = libc::CMSG_SPACE(1) as _;
        let header = libc::CMSG_FIRSTHDR(&message);
        (*header).cmsg_level = libc::SOL_TLS;
        (*header).cmsg_type = TLS_SET_RECORD_TYPE;
        (*header).cmsg_len = libc::CMSG_LEN(1) as _;
        *libc::CMSG_DATA(header) = record_type;
    }
    // SAFETY: every pointer in `message` points into live buffers of the stated sizes.
    let sent = unsafe { libc::sendmsg(fd, &message, libc::MSG_NOSIGNAL) };
    if sent < 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}

/// Sends `len` bytes of `file` from `offset` on a socket with `sendfile(2)`, waiting for the
/// socket when it is full; on a kTLS socket the kernel encrypts them on the way out. Returns
/// the bytes sent.
pub async fn sendfile_all(
    socket: &TcpStream,
    file: &File,
    offset: u64,
    len: u64,
) -> io::Result<u64> {
    let (out, source) = (socket.as_raw_fd(), file.as_raw_fd());
    let mut position = offset;
    let end = offset.saturating_add(len);
    while position < end {
        // At most 4 MiB a call, so one big file does not hold the worker thread.
        let chunk = (end - position).min(1 << 22) as usize;
        let sent = socket
            .async_io(Interest::WRITABLE, || {
                let mut off = position as libc::off_t;
                // SAFETY: both descriptors are open for the call; `off` is a live local.
                let sent = unsafe { libc::sendfile(out, source, &mut off, chunk) };
                if sent < 0 {
                    return Err(io::Error::last_os_error());
                }
                position = off as u64;
                Ok(sent as usize)
            })
            .await?;
        if sent == 0 {
            return Err(io::Error::new(
                io::ErrorKind::UnexpectedEof,
                "the file is shorter than planned",
            ));
        }
    }
    Ok(position - offset)
}
