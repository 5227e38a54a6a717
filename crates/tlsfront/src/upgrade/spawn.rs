//! The old process's part of one upgrade, on a thread of its own (every step blocks): start the
//! new process with one end of a socket pair, offer it the sockets and keys, wait for its word.

use std::ffi::OsString;
use std::io;
use std::os::fd::{AsRawFd, OwnedFd};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Child, Command};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

use anyhow::{anyhow, Context};
use tlsfront_server::handover::{Handover, HandoverChannel, HandoverError};
use tlsfront_server::listeners::ACTIVATION_VARIABLES;
use tracing::info;

use super::HANDOVER_FD_VARIABLE;

/// How long the new process has to serve: long enough for a slow start (a store that answers
/// slowly, a preload), short enough that a new process that hangs does not hold an upgrade,
/// and the next one, for long.
const SERVING_WITHIN: Duration = Duration::from_secs(60);

/// How long a new process that closed the hand-over socket has to exit before it is killed.
const EXIT_WITHIN: Duration = Duration::from_secs(5);

/// Runs one upgrade; the new process's PID once it serves. On failure the new process has
/// exited or been killed, and reaped. The PID is put in `started` as soon as the process is.
pub(super) fn upgrade(
    exe: &Path,
    args: &[OsString],
    handover: &Handover,
    started: &AtomicU32,
) -> anyhow::Result<u32> {
    let (channel, theirs) = HandoverChannel::pair().context("cannot make the hand-over socket")?;
    let mut child =
        start(exe, args, theirs).with_context(|| format!("cannot start {}", exe.display()))?;
    let new_pid = child.id();
    started.store(new_pid, Ordering::SeqCst);
    info!(
        new_pid,
        sockets = handover.socket_count(),
        "upgrade: started the new process; handing it the listening sockets"
    );
    if let Err(err) = handover.offer_to(&channel) {
        // Most likely it has exited already (a config it refuses is read first); if not, it
        // is stopped.
        let status = reap(&mut child, EXIT_WITHIN);
        return Err(anyhow!(err)).context(format!(
            "the new process (pid {new_pid}) ended before it was serving: {status}; the offer \
             could not be sent"
        ));
    }
    match channel.wait_serving(SERVING_WITHIN) {
        Ok(()) => Ok(new_pid),
        Err(HandoverError::Closed) => {
            let status = reap(&mut child, EXIT_WITHIN);
            Err(anyhow!(
                "the new process (pid {new_pid}) ended before it was serving: {status}"
            ))
        }
        Err(err) => {
            let status = kill(&mut child);
            Err(anyhow!(err)).context(format!(
                "no word from the new process (pid {new_pid}); it was stopped: {status}"
            ))
        }
    }
}

/// Starts `exe` with `args`, this environment (less systemd's socket-activation variables,
/// which are for this process only) and `theirs` as the hand-over socket.
fn start(exe: &Path, args: &[OsString], theirs: OwnedFd) -> io::Result<Child> {
    let fd = theirs.as_raw_fd();
    let mut command = Command::new(exe);
    command.args(args).env(HANDOVER_FD_VARIABLE, fd.to_string());
    for name in ACTIVATION_VARIABLES {
        command.env_remove(name);
    }
    // SAFETY: between fork and exec the closure only calls fcntl, which is async-signal-safe,
    // allocates nothing and takes no lock. It clears close-on-exec on the one descriptor the new
    // process must inherit; `theirs` keeps it open until spawn returns.
    unsafe {
        command.pre_exec(move || {
            if libc::fcntl(fd, libc::F_SETFD, 0) < 0 {
                return Err(io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let child = command.spawn();
    // This process's copy closes here: once the new process's closes too, its end reads as
    // closed, which is how an exit is seen.
    drop(theirs);
    child
}

/// Waits up to `within` for the child to exit, then kills it.
fn reap(child: &mut Child, within: Duration) -> String {
    let deadline = Instant::now() + within;
    while Instant::now() < deadline {
        match child.try_wait() {
            Ok(Some(status)) => return status.to_string(),
            Ok(None) => std::thread::sleep(Duration::from_millis(20)),
            Err(err) => return format!("cannot wait for it: {err}"),
        }
    }
    kill(child)
}

fn kill(child: &mut Child) -> String {
    // An error here means it already exited; wait says how.
    let _ = child.kill();
    match child.wait() {
        Ok(status) => status.to_string(),
        Err(err) => format!("cannot wait for it: {err}"),
    }
}
