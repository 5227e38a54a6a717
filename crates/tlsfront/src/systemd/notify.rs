//! `sd_notify`: telling systemd (or any supervisor that sets `NOTIFY_SOCKET`) how the server
//! is doing, for a `Type=notify` unit. Without `NOTIFY_SOCKET` every call does nothing, so the
//! server runs the same under any supervisor.
//!
//! The protocol is one datagram of `KEY=value` lines to the Unix socket named by
//! `NOTIFY_SOCKET`: a path, or `@name` for the abstract namespace (sd_notify(3)).

use std::io;
use std::os::linux::net::SocketAddrExt;
use std::os::unix::net::{SocketAddr, UnixDatagram};

use tracing::debug;

/// The server is serving: systemd ends `systemctl start` (or a reload) here.
pub fn ready() {
    send("READY=1\nSTATUS=serving");
}

/// A configuration reload has begun; [`ready`] ends it. systemd wants the monotonic clock with
/// it, so that it can tell this reload from an earlier one.
pub fn reloading() {
    send(&format!(
        "RELOADING=1\nSTATUS=reloading the configuration\nMONOTONIC_USEC={}",
        monotonic_usec()
    ));
}

/// The server is draining and will exit.
pub fn stopping() {
    send("STOPPING=1\nSTATUS=draining");
}

/// Another process, started by this one, is now the service's main process (an upgrade).
pub fn main_pid(pid: u32) {
    send(&format!("MAINPID={pid}"));
}

/// Sends `message` when `NOTIFY_SOCKET` is set. A supervisor that does not listen is not the
/// server's failure: the error is logged at debug and serving goes on.
fn send(message: &str) {
    let Some(target) = std::env::var_os("NOTIFY_SOCKET") else {
        return;
    };
    if let Err(err) = send_to(&target.to_string_lossy(), message) {
        debug!(error = %err, "sd_notify failed");
    }
}

fn send_to(target: &str, message: &str) -> io::Result<()> {
    let address = match target.strip_prefix('@') {
        Some(name) => SocketAddr::from_abstract_name(name.as_bytes())?,
        None => SocketAddr::from_pathname(target)?,
    };
    let socket = UnixDatagram::unbound()?;
    socket.send_to_addr(message.as_bytes(), &address)?;
    Ok(())
}

fn monotonic_usec() -> u64 {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `now` is a valid timespec that outlives the call; CLOCK_MONOTONIC always exists
    // on Linux, so the call cannot fail.
    unsafe {
        libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut now);
    }
    now.tv_sec as u64 * 1_000_000 + now.tv_nsec as u64 / 1_000
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_reaches_a_path_socket_and_an_abstract_one() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("notify");
        let listener = UnixDatagram::bind(&path).unwrap();
        send_to(path.to_str().unwrap(), "READY=1").unwrap();
        let mut buf = [0u8; 64];
        let n = listener.recv(&mut buf).unwrap();
        assert_eq!(&buf[..n], b"READY=1");

        let name = format!("tlsfront-test-{}", std::process::id());
        let abstract_listener =
            UnixDatagram::bind_addr(&SocketAddr::from_abstract_name(name.as_bytes()).unwrap())
                .unwrap();
        send_to(&format!("@{name}"), "STOPPING=1").unwrap();
        let n = abstract_listener.recv(&mut buf).unwrap();
        assert_eq!(&buf[..n], b"STOPPING=1");
    }

    #[test]
    fn the_monotonic_clock_moves_forward() {
        let first = monotonic_usec();
        assert!(first > 0);
        assert!(monotonic_usec() >= first);
    }
}
