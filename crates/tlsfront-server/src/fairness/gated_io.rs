//! A session's I/O behind the gate: a read or a write (which encrypts) takes a turn first, and
//! the turn is given back when the session's task waits (on its client, a file, an
//! application: anything), or sooner by `release_turn`.
//!
//! So a turn covers what a connection does between two waits: decrypting what arrived,
//! answering it, encrypting the answer. A connection whose host has used more than its share
//! waits for its turn before it reads (its socket stays readable meanwhile), which keeps a
//! flood's connections out of the runtime's queue of tasks, where they would run ahead of
//! everyone else's.
//!
//! The turn is given back by the task ([`releasing_turns`]), not by the read that would block:
//! a connection polled by hyper's HTTP/2 or by a tunnel reads and writes in one poll, and a turn
//! given back by a read that found nothing left the write behind it to queue for another, which
//! the read of the next poll gave back again: with more connections than turns, none of them
//! ever wrote (every HTTP/2 connection stalled on a one-core server).

use std::cell::RefCell;
use std::future::Future;
use std::io;
use std::net::IpAddr;
use std::pin::Pin;
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{ready, Context, Poll};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

use super::gate::{FairGate, Turn};
use super::queue::{FlowKey, ShedReason};

tokio::task_local! {
    /// The turns taken by the I/O a task polled since it last waited.
    static TAKEN_IN_TASK: RefCell<Vec<Arc<HeldTurn>>>;
}

/// Runs `work` so that every turn its gated I/O takes is given back each time it waits (and
/// when it ends). Every task that polls a [`GatedIo`] runs in one.
pub fn releasing_turns<F: Future>(
    work: F,
) -> tokio::task::futures::TaskLocalFuture<RefCell<Vec<Arc<HeldTurn>>>, ReleasingTurns<F>> {
    TAKEN_IN_TASK.scope(RefCell::new(Vec::new()), ReleasingTurns { work })
}

pin_project_lite::pin_project! {
    /// `work`, after each poll of which the turns taken in it are given back. (A struct, not
    /// an async fn, so that `work` is kept once: an async fn that pins its argument keeps a
    /// second copy of it, and every connection's task grew by one, 2 KiB per idle HTTP/2
    /// connection in `tests/idle_memory.rs`.)
    pub struct ReleasingTurns<F> {
        #[pin]
        work: F,
    }
}

impl<F: Future> Future for ReleasingTurns<F> {
    type Output = F::Output;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<F::Output> {
        let polled = self.project().work.poll(cx);
        // Ready or pending, the task is done with its CPU work for now.
        let taken = TAKEN_IN_TASK
            .try_with(|taken| std::mem::take(&mut *taken.borrow_mut()))
            .unwrap_or_default();
        for held in taken {
            held.release();
        }
        polled
    }
}

/// The turn a session holds, if any: taken by its I/O, given back by its task.
#[derive(Debug, Default)]
pub struct HeldTurn(Mutex<Option<Turn>>);

impl HeldTurn {
    fn lock(&self) -> std::sync::MutexGuard<'_, Option<Turn>> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn is_held(&self) -> bool {
        self.lock().is_some()
    }

    fn hold(&self, turn: Turn) {
        *self.lock() = Some(turn);
    }

    fn release(&self) {
        // Dropped outside the lock: giving a turn back wakes the next waiter.
        let turn = self.lock().take();
        drop(turn);
    }
}

type TurnFuture = Pin<Box<dyn Future<Output = Result<Turn, ShedReason>> + Send>>;

/// Where a session's turns come from: the gate, its host's flow, and its client.
#[derive(Debug, Clone)]
pub struct SessionTurns {
    pub gate: Arc<FairGate>,
    pub flow: FlowKey,
    pub client: IpAddr,
}

/// `io`, read only in turn.
pub struct GatedIo<IO> {
    io: IO,
    turns: SessionTurns,
    held: Arc<HeldTurn>,
    /// Whether the turn held was handed to the task's [`releasing_turns`]; if not (a task
    /// that does not run in one), a read or write that would block gives it back.
    in_task_scope: bool,
    /// The wait for a turn, when one was not free at once.
    waiting: Option<TurnFuture>,
    /// Called once if this session's read is shed.
    on_shed: Option<Box<dyn FnOnce(ShedReason) + Send + Sync>>,
}

impl<IO> GatedIo<IO> {
    pub fn new(io: IO, turns: SessionTurns) -> Self {
        GatedIo {
            io,
            turns,
            held: Arc::default(),
            in_task_scope: false,
            waiting: None,
            on_shed: None,
        }
    }

    /// Runs `on_shed` if a read of this session is ever shed (for a metric).
    pub fn on_shed(mut self, on_shed: impl FnOnce(ShedReason) + Send + Sync + 'static) -> Self {
        self.on_shed = Some(Box::new(on_shed));
        self
    }

    pub fn get_ref(&self) -> &IO {
        &self.io
    }

    pub fn get_mut(&mut self) -> &mut IO {
        &mut self.io
    }

    /// Gives the turn back: the session is about to wait on something other than its socket
    /// (a file read, say).
    pub fn release_turn(&mut self) {
        self.held.release();
    }

    /// Takes a turn, waiting for it if none is free.
    pub async fn take_turn(&mut self) -> io::Result<()> {
        std::future::poll_fn(|cx| self.poll_turn(cx)).await
    }

    fn poll_turn(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        if self.held.is_held() {
            return Poll::Ready(Ok(()));
        }
        if self.waiting.is_none() {
            if let Some(turn) = self.turns.gate.try_turn(&self.turns.flow) {
                self.hold(turn);
                return Poll::Ready(Ok(()));
            }
            let SessionTurns { gate, flow, client } = self.turns.clone();
            self.waiting = Some(Box::pin(async move { gate.turn(&flow, client).await }));
        }
        let Some(waiting) = self.waiting.as_mut() else {
            return Poll::Ready(Ok(()));
        };
        let result = ready!(waiting.as_mut().poll(cx));
        self.waiting = None;
        match result {
            Ok(turn) => {
                self.hold(turn);
                Poll::Ready(Ok(()))
            }
            Err(reason) => {
                if let Some(on_shed) = self.on_shed.take() {
                    on_shed(reason);
                }
                Poll::Ready(Err(io::Error::new(
                    io::ErrorKind::ConnectionAborted,
                    "shed: the host's queue for the server's CPU is full",
                )))
            }
        }
    }
}

impl<IO> GatedIo<IO> {
    /// Holds `turn`, to be given back when the task waits.
    fn hold(&mut self, turn: Turn) {
        self.held.hold(turn);
        self.in_task_scope = TAKEN_IN_TASK
            .try_with(|taken| taken.borrow_mut().push(self.held.clone()))
            .is_ok();
    }

    /// After a read or write: outside a task's [`releasing_turns`], one that would block gives
    /// the turn back itself.
    fn after_io<T>(&mut self, polled: Poll<T>) -> Poll<T> {
        if polled.is_pending() && !self.in_task_scope {
            self.held.release();
        }
        polled
    }
}

impl<IO: AsyncRead + Unpin> AsyncRead for GatedIo<IO> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        ready!(this.poll_turn(cx))?;
        let polled = Pin::new(&mut this.io).poll_read(cx, buf);
        this.after_io(polled)
    }
}

impl<IO: AsyncWrite + Unpin> AsyncWrite for GatedIo<IO> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        ready!(this.poll_turn(cx))?;
        let polled = Pin::new(&mut this.io).poll_write(cx, buf);
        this.after_io(polled)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        ready!(this.poll_turn(cx))?;
        let polled = Pin::new(&mut this.io).poll_write_vectored(cx, bufs);
        this.after_io(polled)
    }

    fn is_write_vectored(&self) -> bool {
        self.io.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let polled = Pin::new(&mut this.io).poll_flush(cx);
        this.after_io(polled)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        this.held.release();
        Pin::new(&mut this.io).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use std::net::Ipv4Addr;
    use std::time::Duration;

    use tokio::io::DuplexStream;

    use super::*;
    use crate::fairness::QueueBounds;

    const CLIENT: IpAddr = IpAddr::V4(Ipv4Addr::LOCALHOST);

    /// What hyper's HTTP/2 connection does in one poll: look for frames from the client (none
    /// come), then write its own.
    async fn read_then_write(mut io: GatedIo<DuplexStream>) -> usize {
        let mut bytes = [0u8; 64];
        std::future::poll_fn(|cx| {
            let mut buf = ReadBuf::new(&mut bytes);
            if let Poll::Ready(Err(err)) = Pin::new(&mut io).poll_read(cx, &mut buf) {
                return Poll::Ready(Err(err));
            }
            Pin::new(&mut io).poll_write(cx, b"SETTINGS")
        })
        .await
        .unwrap_or(0)
    }

    #[tokio::test]
    async fn connections_that_read_and_write_in_one_poll_all_get_to_write() {
        let gate = FairGate::new(QueueBounds {
            slots: 1,
            lease: Duration::from_secs(60),
            max_waiting_per_flow: 100,
            max_waiting: 100,
        });
        let flow: FlowKey = Arc::from("h2.test");
        // The one turn is taken while four connections line up for it.
        let blocker = gate.turn(&flow, CLIENT).await.unwrap();
        let mut clients = Vec::new();
        let mut connections = Vec::new();
        for _ in 0..4 {
            let (client, server) = tokio::io::duplex(1024);
            clients.push(client);
            let turns = SessionTurns {
                gate: gate.clone(),
                flow: flow.clone(),
                client: CLIENT,
            };
            let io = GatedIo::new(server, turns);
            connections.push(tokio::spawn(releasing_turns(read_then_write(io))));
        }
        while gate.load().1 < 4 {
            tokio::task::yield_now().await;
        }
        drop(blocker);
        // A bound for a hang, not a timing: a turn given back by the read that found nothing
        // left each write behind it waiting again, forever.
        for connection in connections {
            let wrote = tokio::time::timeout(Duration::from_secs(30), connection).await;
            assert_eq!(wrote.expect("the connection wrote").unwrap(), 8);
        }
        assert_eq!(gate.load(), (0, 0), "every turn given back");
    }
}
