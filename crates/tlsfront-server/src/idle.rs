//! An idle deadline for a connection: it ends when neither side has moved a byte for a while.
//! Reset by every successful read or write, so a long download never trips it while a stalled
//! or silent peer always does.
//!
//! The reset is lazy: a read or write only notes the time, and the timer, when it fires, is
//! moved to the last progress plus the idle time if that is still ahead. Moving a timer in
//! tokio's wheel on every read and write cost more than the whole check (a keep-alive request
//! reads and writes several times).

use std::future::Future;
use std::io;
use std::pin::Pin;
use std::task::{ready, Context, Poll};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::{Instant, Sleep};

/// Wraps an I/O object with an idle deadline.
#[derive(Debug)]
pub struct IdleTimeout<T> {
    inner: T,
    idle: Duration,
    /// When a byte last moved.
    last_progress: Instant,
    /// Fires at or before `last_progress + idle`.
    deadline: Pin<Box<Sleep>>,
}

impl<T> IdleTimeout<T> {
    pub fn new(inner: T, idle: Duration) -> Self {
        IdleTimeout {
            inner,
            idle,
            last_progress: Instant::now(),
            deadline: Box::pin(tokio::time::sleep(idle)),
        }
    }

    /// The inner I/O object.
    pub fn get_ref(&self) -> &T {
        &self.inner
    }

    /// Restarts the deadline: something moved (a read became possible, say).
    pub fn progressed(&mut self) {
        self.last_progress = Instant::now();
    }

    fn check_deadline(&mut self, cx: &mut Context<'_>) -> Poll<io::Error> {
        ready!(self.deadline.as_mut().poll(cx));
        let due = self.last_progress + self.idle;
        if due > Instant::now() {
            // Something moved since the timer was set: wait for the rest of the idle time.
            self.deadline.as_mut().reset(due);
            ready!(self.deadline.as_mut().poll(cx));
        }
        Poll::Ready(io::Error::new(
            io::ErrorKind::TimedOut,
            "connection idle for too long",
        ))
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for IdleTimeout<T> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        match Pin::new(&mut this.inner).poll_read(cx, buf) {
            Poll::Ready(result) => {
                this.progressed();
                Poll::Ready(result)
            }
            Poll::Pending => this.check_deadline(cx).map(Err),
        }
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for IdleTimeout<T> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        match Pin::new(&mut this.inner).poll_write(cx, buf) {
            Poll::Ready(result) => {
                this.progressed();
                Poll::Ready(result)
            }
            Poll::Pending => this.check_deadline(cx).map(Err),
        }
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        match Pin::new(&mut this.inner).poll_write_vectored(cx, bufs) {
            Poll::Ready(result) => {
                this.progressed();
                Poll::Ready(result)
            }
            Poll::Pending => this.check_deadline(cx).map(Err),
        }
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        match Pin::new(&mut this.inner).poll_flush(cx) {
            Poll::Ready(result) => Poll::Ready(result),
            Poll::Pending => this.check_deadline(cx).map(Err),
        }
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    #[tokio::test(start_paused = true)]
    async fn a_silent_peer_times_out_and_an_active_one_does_not() {
        let (mut client, server) = tokio::io::duplex(64);
        let mut server = IdleTimeout::new(server, Duration::from_secs(10));
        let mut byte = [0u8; 1];
        for _ in 0..5 {
            tokio::time::advance(Duration::from_secs(6)).await;
            client.write_all(b"x").await.unwrap();
            server.read_exact(&mut byte).await.unwrap();
        }
        let err = server.read_exact(&mut byte).await.unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::TimedOut);
    }
}
