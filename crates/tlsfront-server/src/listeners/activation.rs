//! Socket activation: the listening sockets systemd (or `systemd-socket-activate`) opened and
//! passed to this process, by the `LISTEN_FDS` protocol of sd_listen_fds(3):
//! - `LISTEN_PID` names the process they are for (a child that inherited the variables
//!   ignores them);
//! - `LISTEN_FDS` says how many descriptors, numbered from 3;
//! - `LISTEN_FDNAMES`, when set, names each (`FileDescriptorName=` in the `.socket` unit), by
//!   colons.
//!
//! The variables are not removed from the environment (that is unsound once threads run); a
//! process started for an upgrade is started without them.

use std::io;
use std::os::fd::{FromRawFd, OwnedFd, RawFd};
use std::sync::atomic::{AtomicBool, Ordering};

/// The first descriptor systemd passes (`SD_LISTEN_FDS_START`).
pub const LISTEN_FDS_START: RawFd = 3;

/// The most sockets taken from systemd: far more than any configuration names, and it bounds
/// what a mistaken `LISTEN_FDS` makes this process touch.
const MAX_PASSED: usize = 1024;

/// The environment variables of the protocol; an upgrade starts its new process without them.
pub const ACTIVATION_VARIABLES: [&str; 3] = ["LISTEN_PID", "LISTEN_FDS", "LISTEN_FDNAMES"];

/// Why the passed sockets cannot be taken.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ActivationError {
    #[error("LISTEN_FDS={0:?} is not a number of sockets")]
    Count(String),
    #[error("LISTEN_FDS={0} is more sockets than tlsfront takes ({MAX_PASSED})")]
    TooMany(usize),
    #[error("LISTEN_FDNAMES names {names} sockets, but LISTEN_FDS={fds}")]
    Names { names: usize, fds: usize },
    #[error("systemd's socket {fd} is not an open descriptor")]
    NotOpen { fd: RawFd },
}

/// One socket systemd passed: its descriptor and its name, when named.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PassedFd {
    pub fd: RawFd,
    pub name: Option<String>,
}

/// The descriptors the variables pass to the process `own_pid`: none when `LISTEN_PID` is
/// unset or names another process.
pub fn passed_fds(
    listen_pid: Option<&str>,
    listen_fds: Option<&str>,
    names: Option<&str>,
    own_pid: u32,
) -> Result<Vec<PassedFd>, ActivationError> {
    let for_us = listen_pid.and_then(|pid| pid.trim().parse::<u32>().ok()) == Some(own_pid);
    if !for_us {
        return Ok(Vec::new());
    }
    let Some(count_text) = listen_fds else {
        return Ok(Vec::new());
    };
    let count: usize = count_text
        .trim()
        .parse()
        .map_err(|_| ActivationError::Count(count_text.to_owned()))?;
    if count > MAX_PASSED {
        return Err(ActivationError::TooMany(count));
    }
    let names: Vec<Option<String>> = match names {
        None => vec![None; count],
        Some(names) => names
            .split(':')
            .map(|name| (!name.is_empty()).then(|| name.to_owned()))
            .collect(),
    };
    if names.len() != count {
        return Err(ActivationError::Names {
            names: names.len(),
            fds: count,
        });
    }
    Ok(names
        .into_iter()
        .zip(LISTEN_FDS_START..)
        .map(|(name, fd)| PassedFd { fd, name })
        .collect())
}

/// Takes the descriptors systemd passed to this process, once: a second call finds none, so
/// no descriptor gets two owners. Each is made close-on-exec, so it reaches a later process
/// only when handed over.
pub(super) fn take_passed() -> Result<Vec<(PassedFd, OwnedFd)>, ActivationError> {
    static TAKEN: AtomicBool = AtomicBool::new(false);
    let var = |name: &str| std::env::var(name).ok();
    let passed = passed_fds(
        var("LISTEN_PID").as_deref(),
        var("LISTEN_FDS").as_deref(),
        var("LISTEN_FDNAMES").as_deref(),
        std::process::id(),
    )?;
    if passed.is_empty() || TAKEN.swap(true, Ordering::SeqCst) {
        return Ok(Vec::new());
    }
    let mut taken = Vec::with_capacity(passed.len());
    for socket in passed {
        set_close_on_exec(socket.fd).map_err(|_| ActivationError::NotOpen { fd: socket.fd })?;
        // SAFETY: systemd opened this descriptor for this process (LISTEN_PID says so), and the
        // TAKEN flag makes this the one place that takes ownership of it. Descriptors from 3 up
        // to 3 + LISTEN_FDS were occupied from the process's start, so nothing the process
        // opened since can have their numbers.
        let owned = unsafe { OwnedFd::from_raw_fd(socket.fd) };
        taken.push((socket, owned));
    }
    Ok(taken)
}

fn set_close_on_exec(fd: RawFd) -> io::Result<()> {
    // SAFETY: F_GETFD and F_SETFD read and set a descriptor's flags; an fd that is not open
    // makes them fail with EBADF and touch nothing.
    let flags = unsafe { libc::fcntl(fd, libc::F_GETFD) };
    if flags < 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: as above.
    let done = unsafe { libc::fcntl(fd, libc::F_SETFD, flags | libc::FD_CLOEXEC) };
    if done < 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sockets_for_this_process_are_numbered_from_three_with_their_names() {
        let passed = passed_fds(Some("42"), Some("2"), Some("web:admin"), 42).unwrap();
        assert_eq!(
            passed,
            [
                PassedFd {
                    fd: 3,
                    name: Some("web".into())
                },
                PassedFd {
                    fd: 4,
                    name: Some("admin".into())
                },
            ]
        );
        let unnamed = passed_fds(Some("42"), Some("1"), None, 42).unwrap();
        assert_eq!(unnamed, [PassedFd { fd: 3, name: None }]);
    }

    #[test]
    fn sockets_for_another_process_or_none_are_not_taken() {
        for (pid, fds) in [
            (None, Some("2")),
            (Some("41"), Some("2")),
            (Some("x"), Some("2")),
            (Some("42"), None),
        ] {
            assert_eq!(
                passed_fds(pid, fds, None, 42).unwrap(),
                [],
                "{pid:?} {fds:?}"
            );
        }
        assert_eq!(passed_fds(Some("42"), Some("0"), None, 42).unwrap(), []);
    }

    #[test]
    fn bad_variables_are_errors_that_say_which() {
        assert_eq!(
            passed_fds(Some("42"), Some("two"), None, 42),
            Err(ActivationError::Count("two".into()))
        );
        assert_eq!(
            passed_fds(Some("42"), Some("-1"), None, 42),
            Err(ActivationError::Count("-1".into()))
        );
        assert_eq!(
            passed_fds(Some("42"), Some("99999"), None, 42),
            Err(ActivationError::TooMany(99999))
        );
        let err = passed_fds(Some("42"), Some("2"), Some("web"), 42).unwrap_err();
        assert_eq!(err, ActivationError::Names { names: 1, fds: 2 });
        assert!(err.to_string().contains("LISTEN_FDNAMES names 1"), "{err}");
    }
}
