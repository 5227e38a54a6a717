//! `tlsfront-bench floor-server`: one thread, level-triggered epoll, a [`Script`] per connection.
//!
//! Every socket stays registered for reading for its whole life (no `epoll_ctl` per request);
//! a step reads once per readiness and the writes that follow it go out at once, so a request
//! costs one `read` and one `write` per leg, and an `epoll_wait` shared by every connection
//! that was ready at the same time. A write the kernel cannot take whole waits for `EPOLLOUT`.

use std::collections::HashMap;
use std::io::{self, ErrorKind, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::os::fd::{AsRawFd, FromRawFd, RawFd};

use anyhow::Context;

use super::{Direction, Leg, Script, Step};

/// The largest read or write of one system call; a bigger flight takes several.
const CHUNK: usize = 64 * 1024;
/// Events taken from one `epoll_wait`.
const EVENTS: usize = 256;

/// How the floor server runs.
#[derive(Debug, Clone)]
pub struct FloorServer {
    pub script: Script,
    /// Close each connection after one pass of the script (a handshake with `Connection:
    /// close`) instead of repeating it (keep-alive).
    pub close_after_one: bool,
    /// Where the script's `ur`/`uw` steps go: one connection per accepted connection.
    pub upstream: Option<SocketAddr>,
}

/// Serves `listener` until the process is killed, or returns the error that stopped it.
pub fn serve(listener: TcpListener, config: &FloorServer) -> anyhow::Result<()> {
    if config.script.uses_upstream() && config.upstream.is_none() {
        anyhow::bail!("the script has upstream steps (ur/uw) but no --upstream was given");
    }
    listener.set_nonblocking(true).context("listener")?;
    let poll = Epoll::new()?;
    poll.add(listener.as_raw_fd(), LISTENER)?;
    let mut connections: HashMap<RawFd, Connection> = HashMap::new();
    // Each socket's token is its descriptor; an upstream socket's maps to its connection.
    let mut owner_of_upstream: HashMap<RawFd, RawFd> = HashMap::new();
    let zeros = vec![0u8; CHUNK];
    let mut scratch = vec![0u8; CHUNK];
    let mut events = vec![libc::epoll_event { events: 0, u64: 0 }; EVENTS];
    loop {
        let ready = poll.wait(&mut events)?;
        for event in &events[..ready] {
            let token = event.u64;
            if token == LISTENER {
                accept_all(
                    &listener,
                    &poll,
                    config,
                    &mut connections,
                    &mut owner_of_upstream,
                )?;
                continue;
            }
            let Ok(fd) = RawFd::try_from(token) else {
                continue;
            };
            let key = owner_of_upstream.get(&fd).copied().unwrap_or(fd);
            let Some(connection) = connections.get_mut(&key) else {
                continue;
            };
            let outcome = connection.advance(&config.script, &zeros, &mut scratch, &poll);
            if outcome.is_err() || (config.close_after_one && connection.passes > 0) {
                if let Some(connection) = connections.remove(&key) {
                    if let Some(upstream) = &connection.upstream {
                        owner_of_upstream.remove(&upstream.as_raw_fd());
                    }
                    // Dropping the sockets closes them (and takes them out of the epoll set).
                }
            }
        }
    }
}

const LISTENER: u64 = u64::MAX;

fn accept_all(
    listener: &TcpListener,
    poll: &Epoll,
    config: &FloorServer,
    connections: &mut HashMap<RawFd, Connection>,
    owner_of_upstream: &mut HashMap<RawFd, RawFd>,
) -> anyhow::Result<()> {
    loop {
        let peer = match accept_nonblocking(listener) {
            Ok(peer) => peer,
            Err(error) if error.kind() == ErrorKind::WouldBlock => return Ok(()),
            // A connection reset before it was accepted, or out of descriptors for a moment.
            Err(_) => return Ok(()),
        };
        let _ = peer.set_nodelay(true);
        let upstream = match config.upstream {
            Some(address) => Some(connect_upstream(address)?),
            None => None,
        };
        let fd = peer.as_raw_fd();
        poll.add(fd, token(fd))?;
        if let Some(upstream) = &upstream {
            poll.add(upstream.as_raw_fd(), token(upstream.as_raw_fd()))?;
            owner_of_upstream.insert(upstream.as_raw_fd(), fd);
        }
        connections.insert(
            fd,
            Connection {
                peer,
                upstream,
                step: 0,
                done: 0,
                passes: 0,
                waiting_to_write: false,
            },
        );
    }
}

fn token(fd: RawFd) -> u64 {
    // A descriptor is never negative.
    u64::try_from(fd).unwrap_or(0)
}

/// `accept4` with the socket already non-blocking: one system call, as nginx does.
fn accept_nonblocking(listener: &TcpListener) -> io::Result<TcpStream> {
    // SAFETY: the listener's descriptor is open for the call; null address pointers are allowed
    // (the peer's address is not wanted).
    let fd = unsafe {
        libc::accept4(
            listener.as_raw_fd(),
            std::ptr::null_mut(),
            std::ptr::null_mut(),
            libc::SOCK_NONBLOCK | libc::SOCK_CLOEXEC,
        )
    };
    if fd < 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: accept4 returned a new descriptor that nothing else owns.
    Ok(unsafe { TcpStream::from_raw_fd(fd) })
}

fn connect_upstream(address: SocketAddr) -> anyhow::Result<TcpStream> {
    // Once per accepted connection, outside the requests measured (keep-alive): blocking is
    // simpler and costs the same system calls.
    let stream = TcpStream::connect(address).with_context(|| format!("connecting to {address}"))?;
    stream.set_nodelay(true).context("upstream TCP_NODELAY")?;
    stream.set_nonblocking(true).context("upstream")?;
    Ok(stream)
}

struct Connection {
    peer: TcpStream,
    upstream: Option<TcpStream>,
    /// The step in progress, and the bytes of it done so far.
    step: usize,
    done: usize,
    /// Whole passes of the script.
    passes: u64,
    /// A write found the socket full; EPOLLOUT is asked for until it drains.
    waiting_to_write: bool,
}

/// Why a connection ends: the peer closed or failed, or sent what the script did not expect.
struct Closed;

impl Connection {
    /// Runs the script from where it stands: at most one read (the step waiting for the event
    /// that woke us), then every write up to the next read.
    fn advance(
        &mut self,
        script: &Script,
        zeros: &[u8],
        scratch: &mut [u8],
        poll: &Epoll,
    ) -> Result<(), Closed> {
        let mut read_once = false;
        loop {
            let step = script.steps[self.step];
            let stream = self.stream(step.leg)?;
            let left = step.bytes - self.done;
            let result = match step.direction {
                Direction::Read if read_once => return Ok(()),
                Direction::Read => {
                    read_once = true;
                    let limit = left.min(scratch.len());
                    match (&*stream).read(&mut scratch[..limit]) {
                        Ok(0) => return Err(Closed),
                        other => other,
                    }
                }
                Direction::Write => (&*stream).write(&zeros[..left.min(zeros.len())]),
            };
            match result {
                Ok(n) => self.done += n,
                Err(error) if error.kind() == ErrorKind::WouldBlock => {
                    return self.wait_for(step, poll);
                }
                Err(error) if error.kind() == ErrorKind::Interrupted => continue,
                Err(_) => return Err(Closed),
            }
            if self.waiting_to_write && step.direction == Direction::Write {
                self.waiting_to_write = false;
                let fd = self.stream(step.leg)?.as_raw_fd();
                poll.modify(fd, token(fd), libc::EPOLLIN)
                    .map_err(|_| Closed)?;
            }
            if self.done == step.bytes {
                self.done = 0;
                self.step += 1;
                if self.step == script.steps.len() {
                    self.step = 0;
                    self.passes += 1;
                    return Ok(());
                }
            }
        }
    }

    fn wait_for(&mut self, step: Step, poll: &Epoll) -> Result<(), Closed> {
        if step.direction == Direction::Write && !self.waiting_to_write {
            self.waiting_to_write = true;
            let fd = self.stream(step.leg)?.as_raw_fd();
            let interest = libc::EPOLLIN | libc::EPOLLOUT;
            poll.modify(fd, token(fd), interest).map_err(|_| Closed)?;
        }
        Ok(())
    }

    fn stream(&self, leg: Leg) -> Result<&TcpStream, Closed> {
        match leg {
            Leg::Peer => Ok(&self.peer),
            Leg::Upstream => self.upstream.as_ref().ok_or(Closed),
        }
    }
}

/// An epoll instance, closed when dropped.
struct Epoll {
    fd: RawFd,
}

impl Epoll {
    fn new() -> anyhow::Result<Self> {
        // SAFETY: epoll_create1 takes no pointers.
        let fd = unsafe { libc::epoll_create1(libc::EPOLL_CLOEXEC) };
        if fd < 0 {
            return Err(io::Error::last_os_error()).context("epoll_create1");
        }
        Ok(Self { fd })
    }

    fn add(&self, fd: RawFd, token: u64) -> anyhow::Result<()> {
        self.control(libc::EPOLL_CTL_ADD, fd, token, libc::EPOLLIN)
            .context("epoll_ctl ADD")
    }

    fn modify(&self, fd: RawFd, token: u64, interest: libc::c_int) -> io::Result<()> {
        self.control(libc::EPOLL_CTL_MOD, fd, token, interest)
    }

    fn control(
        &self,
        op: libc::c_int,
        fd: RawFd,
        token: u64,
        interest: libc::c_int,
    ) -> io::Result<()> {
        let mut event = libc::epoll_event {
            // The flags are small positive bits.
            events: u32::try_from(interest).unwrap_or(0),
            u64: token,
        };
        // SAFETY: `event` is a valid epoll_event for the duration of the call; both
        // descriptors are open.
        if unsafe { libc::epoll_ctl(self.fd, op, fd, &mut event) } < 0 {
            return Err(io::Error::last_os_error());
        }
        Ok(())
    }

    /// Waits for events (no timeout); returns how many of `events` were filled.
    fn wait(&self, events: &mut [libc::epoll_event]) -> anyhow::Result<usize> {
        let capacity = libc::c_int::try_from(events.len()).unwrap_or(libc::c_int::MAX);
        loop {
            // SAFETY: `events` is writable for `capacity` entries for the duration of the call.
            let ready = unsafe { libc::epoll_wait(self.fd, events.as_mut_ptr(), capacity, -1) };
            if ready >= 0 {
                return Ok(usize::try_from(ready).unwrap_or(0));
            }
            let error = io::Error::last_os_error();
            if error.kind() != ErrorKind::Interrupted {
                return Err(error).context("epoll_wait");
            }
        }
    }
}

impl Drop for Epoll {
    fn drop(&mut self) {
        // SAFETY: the descriptor is ours and closed once.
        unsafe { libc::close(self.fd) };
    }
}
