//! The syscalls the walk makes, each on an fd: opening a name without following it, `fstat`,
//! and reading a symlink's target.

use std::ffi::CString;
use std::io;
use std::os::fd::{FromRawFd, OwnedFd, RawFd};

/// Opens `name` in `directory` without following it, for watching or reading its link.
pub(super) fn open_path(directory: RawFd, name: &[u8]) -> io::Result<OwnedFd> {
    let name = CString::new(name).map_err(|_| io::Error::from_raw_os_error(libc::EINVAL))?;
    loop {
        // SAFETY: `name` is a valid C string that outlives the call.
        let fd = unsafe {
            libc::openat(
                directory,
                name.as_ptr(),
                libc::O_PATH | libc::O_NOFOLLOW | libc::O_CLOEXEC,
            )
        };
        if fd >= 0 {
            // SAFETY: openat just returned this fd and nothing else owns it.
            return Ok(unsafe { OwnedFd::from_raw_fd(fd) });
        }
        let error = io::Error::last_os_error();
        if error.kind() != io::ErrorKind::Interrupted {
            return Err(error);
        }
    }
}

pub(super) fn fstat(fd: RawFd) -> io::Result<libc::stat> {
    // SAFETY: `stat` is plain integers, for which all-zero is a valid value.
    let mut stat: libc::stat = unsafe { std::mem::zeroed() };
    // SAFETY: `stat` is a valid, writable struct that outlives the call.
    if unsafe { libc::fstat(fd, &mut stat) } != 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(stat)
}

/// The target of the symlink `link` (an `O_PATH` fd of the link itself).
pub(super) fn read_link(link: RawFd) -> io::Result<Vec<u8>> {
    let mut target = vec![0u8; libc::PATH_MAX as usize];
    // SAFETY: `c""` is a valid C string; `target` is writable for the length passed.
    let len =
        unsafe { libc::readlinkat(link, c"".as_ptr(), target.as_mut_ptr().cast(), target.len()) };
    if len < 0 {
        return Err(io::Error::last_os_error());
    }
    // Non-negative and at most the buffer's length.
    target.truncate(len as usize);
    Ok(target)
}
