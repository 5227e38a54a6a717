//! Integer socket options, read and set: the thin `libc` wrappers the listeners (binding,
//! checking what was inherited) and the hand-over's channel check share.

use std::io;
use std::os::fd::{AsRawFd, BorrowedFd};

/// Reads the integer option `option` at `SOL_SOCKET` (`SO_TYPE`, `SO_DOMAIN`, ...).
pub(crate) fn int_option(fd: BorrowedFd<'_>, option: libc::c_int) -> io::Result<libc::c_int> {
    let mut value: libc::c_int = 0;
    let mut len = std::mem::size_of::<libc::c_int>() as libc::socklen_t;
    // SAFETY: the descriptor is open for the borrow; getsockopt writes at most `len` bytes to
    // `value`, a c_int that lives across the call, and updates `len`.
    let done = unsafe {
        libc::getsockopt(
            fd.as_raw_fd(),
            libc::SOL_SOCKET,
            option,
            (&mut value as *mut libc::c_int).cast(),
            &mut len,
        )
    };
    if done == 0 {
        Ok(value)
    } else {
        Err(io::Error::last_os_error())
    }
}

/// Sets the integer option `option` at `level` to `value`.
pub(crate) fn set_int_option(
    fd: BorrowedFd<'_>,
    level: libc::c_int,
    option: libc::c_int,
    value: libc::c_int,
) -> io::Result<()> {
    // SAFETY: the descriptor is open for the borrow; the option value points to a c_int that
    // lives across the call, and its size is passed with it.
    let done = unsafe {
        libc::setsockopt(
            fd.as_raw_fd(),
            level,
            option,
            (&value as *const libc::c_int).cast(),
            std::mem::size_of::<libc::c_int>() as libc::socklen_t,
        )
    };
    if done == 0 {
        Ok(())
    } else {
        Err(io::Error::last_os_error())
    }
}
