//! A session's I/O behind the gate: a read or a write (which encrypts) takes a turn first, and
//! the turn is given back as soon as the connection would wait on its client (a read, a write
//! or a flush that cannot go on), or on anything else (`release_turn`).
//!
//! So a turn covers what a connection does between two waits: decrypting what arrived,
//! answering it, encrypting the answer. A connection whose host has used more than its share
//! waits for its turn before it reads (its socket stays readable meanwhile), which keeps a
//! flood's connections out of the runtime's queue of tasks, where they would run ahead of
//! everyone else's.

use std::future::Future;
use std::io;
use std::net::IpAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{ready, Context, Poll};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

use super::gate::{FairGate, Turn};
use super::queue::{FlowKey, ShedReason};

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
    turn: Option<Turn>,
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
            turn: None,
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
        self.turn = None;
    }

    /// Takes a turn, waiting for it if none is free.
    pub async fn take_turn(&mut self) -> io::Result<()> {
        std::future::poll_fn(|cx| self.poll_turn(cx)).await
    }

    fn poll_turn(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        if self.turn.is_some() {
            return Poll::Ready(Ok(()));
        }
        if self.waiting.is_none() {
            if let Some(turn) = self.turns.gate.try_turn(&self.turns.flow) {
                self.turn = Some(turn);
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
                self.turn = Some(turn);
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

impl<IO: AsyncRead + Unpin> AsyncRead for GatedIo<IO> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        ready!(this.poll_turn(cx))?;
        let polled = Pin::new(&mut this.io).poll_read(cx, buf);
        if polled.is_pending() {
            this.turn = None;
        }
        polled
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
        if polled.is_pending() {
            this.turn = None;
        }
        polled
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        ready!(this.poll_turn(cx))?;
        let polled = Pin::new(&mut this.io).poll_write_vectored(cx, bufs);
        if polled.is_pending() {
            this.turn = None;
        }
        polled
    }

    fn is_write_vectored(&self) -> bool {
        self.io.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let polled = Pin::new(&mut this.io).poll_flush(cx);
        if polled.is_pending() {
            this.turn = None;
        }
        polled
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        this.turn = None;
        Pin::new(&mut this.io).poll_shutdown(cx)
    }
}
