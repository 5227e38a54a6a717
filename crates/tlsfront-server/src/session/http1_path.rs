//! HTTP/1.1 over user-space TLS: the HTTP/1.1 server ([`crate::http1`], the one the kTLS path uses) on top
//! of rustls, file bodies from the small-file cache or read from disk in chunks.
//!
//! An idle connection holds rustls's session state and no buffer: the TLS session gives its
//! buffers back when they are empty (`tls/stream.rs`), and the server waits for the socket to
//! become readable before it takes one (`http1.rs`).

use std::fs::File;
use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use http_body_util::BodyExt;
use tlsfront_static::StaticBody;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, ReadBuf};

use super::host_service::StaticService;
use super::{Protocol, Transport};
use crate::fairness::{GatedIo, SessionTurns};
use crate::http1::{serve_http1, Exchange, RawTransport};
use crate::idle::IdleTimeout;
use crate::tls::TlsSession;

/// Serves the session until the client is done, the idle timeout passes or the server shuts
/// down (the request in flight is finished first).
pub(super) async fn serve(
    tls: Box<TlsSession<Transport>>,
    service: StaticService,
    turns: SessionTurns,
) {
    let ctx = &*service.ctx;
    ctx.metrics.http1_connections.inc();
    let io = IdleTimeout::new(tls, ctx.options.idle_timeout);
    let mut transport = UserspaceTls(super::gated(io, turns, ctx));
    let limits = super::http1_limits(&ctx.options);
    let on_exchange = |exchange: &Exchange<'_>| service.record(Protocol::Http1.label(), exchange);
    let served = serve_http1(
        &mut transport,
        &service.site,
        &limits,
        &ctx.shutdown,
        on_exchange,
    );
    if let Err(err) = served.await {
        let (peer, host) = (service.peer, &service.site.session_host);
        tracing::trace!(%peer, host, error = %err, "connection ended with an error");
    }
    // close_notify, bounded: a peer that stopped reading cannot hold the task.
    let _ = tokio::time::timeout(Duration::from_secs(1), transport.0.shutdown()).await;
}

/// A rustls session as the HTTP/1.1 server's transport. Writes and reads are bounded by
/// the idle timeout, reset by every byte that moves, and taken in turn (`fairness`): the turn
/// taken by a burst's first read is given back when the connection waits again.
pub(super) struct UserspaceTls(pub(super) GatedIo<IdleTimeout<Box<TlsSession<Transport>>>>);

/// The session as a byte stream, for the proxied path ([`crate::http1_proxy`]), whose request
/// bodies and tunnels read and write both ways at once.
impl AsyncRead for UserspaceTls {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().0).poll_read(cx, buf)
    }
}

impl AsyncWrite for UserspaceTls {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().0).poll_write(cx, buf)
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().0).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().0).poll_shutdown(cx)
    }
}

impl RawTransport for UserspaceTls {
    /// A request head is rarely more than a few hundred bytes.
    const READ_BYTES: usize = 4096;

    async fn readable(&mut self) -> io::Result<()> {
        self.0.release_turn();
        let session = self.0.get_ref().get_ref();
        // Plaintext already decrypted (a pipelined request), or a close_notify, reads now.
        // (The raw server bounds this wait; the read that follows restarts the idle deadline.)
        if !session.has_buffered_input() {
            session.get_ref().get_ref().readable().await?;
        }
        Ok(())
    }

    async fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.0.read(buf).await
    }

    async fn read_appending(&mut self, buffer: &mut Vec<u8>) -> io::Result<usize> {
        buffer.reserve(Self::READ_BYTES);
        self.0.read_buf(buffer).await
    }

    async fn write_all(&mut self, data: &[u8]) -> io::Result<()> {
        self.0.write_all(data).await
    }

    async fn flush(&mut self) -> io::Result<()> {
        self.0.flush().await
    }

    /// The file is read in chunks on the blocking pool, each chunk read while the one before
    /// is on its way out (the chunking hyper's HTTP/2 bodies use too).
    async fn send_file(&mut self, file: File, offset: u64, len: u64) -> io::Result<u64> {
        let mut body = StaticBody::file(file, offset, len);
        let mut sent = 0;
        loop {
            // Chunks come from the blocking pool: no turn is held while one is read.
            self.0.release_turn();
            let Some(frame) = body.frame().await else {
                break;
            };
            if let Ok(chunk) = frame?.into_data() {
                self.0.write_all(&chunk).await?;
                sent += chunk.len() as u64;
            }
        }
        Ok(sent)
    }
}
