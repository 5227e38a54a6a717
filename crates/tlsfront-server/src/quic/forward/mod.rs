//! The QUIC socket across an upgrade (docs/src/http3.md, "Signals"): quinn's endpoint reads
//! and sends through a [`RoutedSocket`], which knows whose connections a datagram belongs to.
//!
//! Every server connection ID starts with the epoch of the process that issued it
//! (`super::cid`). After a hand-over the new process reads the UDP socket; a datagram whose
//! destination ID carries an epoch of a process still draining (not an Initial: a new
//! connection stays here) goes to that process over a socket pair made for the hand-over, and
//! the rest to quinn. The old process stops reading the UDP socket and reads that pair instead;
//! it still sends through its own descriptor of the same UDP socket, so its replies leave from
//! the same address and port. A chain of upgrades forwards along the chain.
//!
//! Forwarding never waits: a full pair drops the datagram (QUIC retransmits), a closed one
//! (the old process exited) stops the forwarding and its datagrams go to quinn, which knows
//! nothing of them. Nothing here returns an error to quinn but the UDP socket's own. Counted
//! in `tlsfront_quic_forwarded_datagrams_total{outcome}`.
//!
//! - `packet.rs`: whose a datagram is, and the envelope it crosses the pair in (pure);
//! - `channel.rs`: the pair's system calls.

mod channel;
mod packet;

use std::fmt;
use std::io::{self, IoSliceMut};
use std::net::{SocketAddr, UdpSocket};
use std::os::fd::{AsFd, OwnedFd};
use std::pin::Pin;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::task::{Context, Poll, Waker};

use quinn::udp::{RecvMeta, Transmit};
use quinn::{AsyncUdpSocket, Runtime, UdpPoller};
use tokio::io::unix::AsyncFd;
use tracing::{debug, info};

use crate::listeners::QuicPredecessor as Predecessor;
use crate::metrics::{QuicForwarding, ServerMetrics};
use channel::Received;
pub use packet::belongs_to as datagram_belongs_to;
use packet::Envelope;

/// A UDP socket quinn reads through the hand-over's routing.
pub(crate) struct RoutedSocket {
    udp: Arc<dyn AsyncUdpSocket>,
    /// A duplicate of the UDP socket's descriptor, to hand to a successor.
    udp_fd: OwnedFd,
    state: Mutex<State>,
    metrics: Arc<ServerMetrics>,
}

struct State {
    /// Off in a new process until it serves, and in an old one once its successor does.
    reading_udp: bool,
    /// Datagrams of this process's connections, from the process that took the socket over.
    successor: Option<Inbound>,
    predecessor: Option<Predecessor>,
    /// quinn's driver, woken when what it should read changes.
    waker: Option<Waker>,
}

enum Inbound {
    /// Made on the hand-over's thread; registered with the runtime at the first read.
    Unregistered(OwnedFd),
    Registered(AsyncFd<OwnedFd>),
}

impl RoutedSocket {
    /// Wraps `socket` for quinn. With a predecessor, it is not read until [`Self::start_reading`].
    pub(crate) fn new(
        socket: UdpSocket,
        predecessor: Option<Predecessor>,
        runtime: &dyn Runtime,
        metrics: Arc<ServerMetrics>,
    ) -> io::Result<Arc<Self>> {
        let udp_fd = socket.as_fd().try_clone_to_owned()?;
        if let Some(predecessor) = &predecessor {
            channel::set_nonblocking(predecessor.channel.as_fd())?;
        }
        let state = State {
            reading_udp: predecessor.is_none(),
            successor: None,
            predecessor,
            waker: None,
        };
        Ok(Arc::new(RoutedSocket {
            udp: runtime.wrap_udp_socket(socket)?,
            udp_fd,
            state: Mutex::new(state),
            metrics,
        }))
    }

    /// This process serves: it reads the UDP socket (a new process, once it says so).
    pub(crate) fn start_reading(&self) {
        self.change(|state| state.reading_udp = true);
    }

    /// A successor reads the UDP socket now: this process reads only what it forwards.
    pub(crate) fn stop_reading(&self) {
        self.change(|state| state.reading_udp = false);
    }

    /// For a successor: a duplicate of the UDP socket, and the sending end of a new pair whose
    /// receiving end this socket reads from now on (it replaces an earlier attempt's).
    pub(crate) fn offer_to_successor(&self) -> io::Result<(OwnedFd, OwnedFd)> {
        let (receiving, sending) = channel::pair()?;
        let udp = self.udp_fd.try_clone()?;
        self.change(|state| state.successor = Some(Inbound::Unregistered(receiving)));
        Ok((udp, sending))
    }

    /// The epochs this process forwards to a predecessor still running.
    pub(crate) fn predecessor_epochs(&self) -> Vec<u8> {
        let state = self.lock();
        state
            .predecessor
            .as_ref()
            .map(|predecessor| predecessor.epochs.clone())
            .unwrap_or_default()
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // A panic elsewhere while holding the lock leaves a state that is still whole.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn change(&self, change: impl FnOnce(&mut State)) {
        let mut state = self.lock();
        change(&mut state);
        if let Some(waker) = &state.waker {
            waker.wake_by_ref();
        }
    }

    /// Reads what the successor forwarded, at most one datagram per buffer; how many.
    fn receive_forwarded(
        &self,
        state: &mut State,
        cx: &mut Context<'_>,
        bufs: &mut [IoSliceMut<'_>],
        meta: &mut [RecvMeta],
    ) -> usize {
        let inbound = match state.successor.take() {
            None => return 0,
            Some(Inbound::Registered(registered)) => registered,
            // SAFETY: the AsyncFd owns the OwnedFd, so the descriptor stays open and names the
            // same socket for as long as it is registered.
            Some(Inbound::Unregistered(fd)) => {
                match unsafe { AsyncFd::register_with_interest(fd, tokio::io::Interest::READABLE) }
                {
                    Ok(registered) => registered,
                    Err(err) => {
                        info!(error = %err, "QUIC: cannot read what the new process forwards");
                        return 0;
                    }
                }
            }
        };
        let mut count = 0;
        let open = loop {
            let (Some(buf), Some(slot)) = (bufs.get_mut(count), meta.get_mut(count)) else {
                break true;
            };
            let mut guard = match inbound.poll_read_ready(cx) {
                Poll::Ready(Ok(guard)) => guard,
                Poll::Ready(Err(_)) => break false,
                Poll::Pending => break true,
            };
            match guard.try_io(|fd| channel::receive(fd.as_fd(), buf)) {
                Ok(Ok(Received::Datagram(envelope, len))) => {
                    *slot = forwarded_meta(envelope, len);
                    count += 1;
                }
                Ok(Ok(Received::Dropped)) => {
                    debug!("QUIC: a forwarded message that is not a datagram")
                }
                Ok(Ok(Received::Closed)) | Ok(Err(_)) => break false,
                // Read dry: readiness cleared, the next poll registers the waker.
                Err(_would_block) => {}
            }
        };
        self.metrics
            .quic_forwarding(QuicForwarding::Received, count as u64);
        if open {
            state.successor = Some(Inbound::Registered(inbound));
        } else {
            info!(
                received = self.metrics.quic_forwarded(QuicForwarding::Received),
                "QUIC: the new process closed the forwarding socket"
            );
        }
        count
    }

    /// Sends the predecessor's datagrams among the `count` received to it, leaving in each
    /// buffer only what quinn is to read (a buffer of GRO segments keeps its stride).
    fn forward_to_predecessor(
        &self,
        state: &mut State,
        bufs: &mut [IoSliceMut<'_>],
        meta: &mut [RecvMeta],
        count: usize,
    ) {
        let Some(predecessor) = &state.predecessor else {
            return;
        };
        let mut gone = false;
        for (buf, meta) in bufs.iter_mut().zip(meta.iter_mut()).take(count) {
            let len = meta.len.min(buf.len());
            let stride = meta.stride;
            let envelope = Envelope {
                source: meta.addr,
                destination: meta.dst_ip,
                ecn: meta.ecn,
            };
            meta.len = keep_unless(&mut buf[..len], stride, |datagram| {
                !gone
                    && packet::belongs_to(datagram, &predecessor.epochs)
                    && match self.forward_one(predecessor, &envelope, datagram) {
                        Forwarded::Taken => true,
                        Forwarded::Gone => {
                            gone = true;
                            false
                        }
                    }
            });
        }
        if gone {
            info!(
                epochs = ?predecessor.epochs,
                forwarded = self.metrics.quic_forwarded(QuicForwarding::Forwarded),
                dropped = self.metrics.quic_forwarded(QuicForwarding::Dropped),
                "QUIC: the previous process is gone; its connections' datagrams are no longer forwarded"
            );
            state.predecessor = None;
        }
    }
}

/// What became of a datagram for the predecessor.
enum Forwarded {
    /// Sent, or dropped as the pair was full: either way not quinn's.
    Taken,
    /// The predecessor is gone: quinn's, as any datagram of an unknown connection.
    Gone,
}

impl RoutedSocket {
    fn forward_one(
        &self,
        predecessor: &Predecessor,
        envelope: &Envelope,
        datagram: &[u8],
    ) -> Forwarded {
        match channel::send(predecessor.channel.as_fd(), envelope, datagram) {
            Ok(()) => {
                self.metrics.quic_forwarding(QuicForwarding::Forwarded, 1);
                Forwarded::Taken
            }
            Err(err) if err.kind() == io::ErrorKind::WouldBlock => {
                self.metrics.quic_forwarding(QuicForwarding::Dropped, 1);
                Forwarded::Taken
            }
            Err(_) => Forwarded::Gone,
        }
    }
}

impl AsyncUdpSocket for RoutedSocket {
    fn create_io_poller(self: Arc<Self>) -> Pin<Box<dyn UdpPoller>> {
        self.udp.clone().create_io_poller()
    }

    fn try_send(&self, transmit: &Transmit) -> io::Result<()> {
        self.udp.try_send(transmit)
    }

    fn poll_recv(
        &self,
        cx: &mut Context<'_>,
        bufs: &mut [IoSliceMut<'_>],
        meta: &mut [RecvMeta],
    ) -> Poll<io::Result<usize>> {
        let mut state = self.lock();
        if !state
            .waker
            .as_ref()
            .is_some_and(|w| w.will_wake(cx.waker()))
        {
            state.waker = Some(cx.waker().clone());
        }
        let mut count = self.receive_forwarded(&mut state, cx, bufs, meta);
        if count == 0 {
            if !state.reading_udp {
                return Poll::Pending;
            }
            count = match self.udp.poll_recv(cx, bufs, meta) {
                Poll::Ready(Ok(count)) => count,
                other => return other,
            };
        }
        self.forward_to_predecessor(&mut state, bufs, meta, count);
        Poll::Ready(Ok(count))
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.udp.local_addr()
    }

    fn max_transmit_segments(&self) -> usize {
        self.udp.max_transmit_segments()
    }

    fn max_receive_segments(&self) -> usize {
        self.udp.max_receive_segments()
    }

    fn may_fragment(&self) -> bool {
        self.udp.may_fragment()
    }
}

impl fmt::Debug for RoutedSocket {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RoutedSocket")
            .field("udp", &self.udp)
            .finish_non_exhaustive()
    }
}

fn forwarded_meta(envelope: Envelope, len: usize) -> RecvMeta {
    RecvMeta {
        addr: envelope.source,
        len,
        stride: len,
        ecn: envelope.ecn,
        dst_ip: envelope.destination,
    }
}

/// Offers each datagram of `buffer` (one, or GRO's segments of `stride` bytes, the last maybe
/// shorter) to `take`, and moves those it does not take to the front, each still at a multiple
/// of `stride`, so that quinn reads them as before; their length.
fn keep_unless(buffer: &mut [u8], stride: usize, mut take: impl FnMut(&[u8]) -> bool) -> usize {
    let stride = if stride == 0 { buffer.len() } else { stride };
    let (mut kept, mut start) = (0, 0);
    while start < buffer.len() {
        let end = (start + stride).min(buffer.len());
        if !take(&buffer[start..end]) {
            buffer.copy_within(start..end, kept);
            kept += end - start;
        }
        start = end;
    }
    kept
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod stride_tests {
    use super::*;

    #[test]
    fn the_datagrams_left_keep_their_stride_and_order() {
        // Three full segments and a short last one: "a", "b", "c", "d".
        let mut buffer: Vec<u8> =
            [vec![b'a'; 4], vec![b'b'; 4], vec![b'c'; 4], vec![b'd'; 2]].concat();
        let kept = keep_unless(&mut buffer, 4, |datagram| datagram[0] == b'b');
        assert_eq!(&buffer[..kept], b"aaaaccccdd");
        let mut buffer = buffer[..kept].to_vec();
        let kept = keep_unless(&mut buffer, 4, |datagram| datagram[0] != b'c');
        assert_eq!(&buffer[..kept], b"cccc");
        let kept = keep_unless(&mut buffer[..4], 0, |_| true);
        assert_eq!(kept, 0);
        let mut empty: [u8; 0] = [];
        assert_eq!(keep_unless(&mut empty, 0, |_| false), 0);
    }
}
