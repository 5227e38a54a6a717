//! A server TLS session that holds no buffer while it waits.
//!
//! rustls's buffered `ServerConnection` keeps a 4 KiB receive buffer for the life of a
//! connection, idle or not. This session drives rustls's unbuffered API instead
//! (`UnbufferedServerConnection`): the bytes received, the plaintext not yet read and the
//! records not yet sent live in buffers of ours, each taken when bytes arrive or leave and given
//! back as soon as it is empty. An idle keep-alive connection then holds rustls's session state
//! and its keys, and nothing else; waking it costs an allocation per buffer (nanoseconds).
//!
//! rustls still does all of TLS: the handshake, record protection, alerts, KeyUpdate and session
//! tickets. This module only moves bytes between rustls and the socket.

use std::io;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{ready, Context, Poll};

use rustls::server::UnbufferedServerConnection;
use rustls::unbuffered::{ConnectionState, EncodeError, EncryptError, UnbufferedStatus};
use rustls::{ExtractedSecrets, ServerConfig};
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, ReadBuf};

use super::record_framing::Framing;

/// What a read asks the socket for, at least: a request head fits.
const READ_BYTES: usize = 4096;
/// Plaintext encrypted by one write, at most: four full records. Records wait in memory until
/// a flush, or until this much waits, so this bounds what a slow reader makes us hold.
const MAX_WRITE: usize = 4 * 16 * 1024;
/// Room for one record's header, tag and content type beyond its plaintext.
const RECORD_OVERHEAD: usize = 64;
/// After a fatal alert, the most a client's bytes are read and dropped, and for how long,
/// before the socket is closed anyway ([`TlsSession::close_after_alert`]): a client's
/// certificate flight and first request are a few KiB, and a client that was refused closes
/// at once.
const LINGER_BYTES: usize = 64 * 1024;
const LINGER_TIME: std::time::Duration = std::time::Duration::from_secs(1);

/// A server TLS session over `IO`, driven through rustls's unbuffered API.
pub struct TlsSession<IO> {
    io: IO,
    conn: UnbufferedServerConnection,
    /// Bytes received and not yet processed: the start of a record, or of a handshake message.
    incoming: Vec<u8>,
    /// Decrypted application data not yet read, from `plaintext_read` on.
    plaintext: Vec<u8>,
    plaintext_read: usize,
    /// Records to send, from `outgoing_written` on.
    outgoing: Vec<u8>,
    outgoing_written: usize,
    /// The peer sent close_notify: reads end once `plaintext` is read.
    peer_closed: bool,
    /// We queued our close_notify.
    close_sent: bool,
}

/// Where processing the received bytes came to rest.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Rest {
    /// rustls needs more bytes from the peer.
    NeedsInput,
    /// Application data may be written (the handshake may still be finishing, in TLS 1.3).
    Traffic,
    /// Both sides have closed.
    Closed,
}

/// Something to write once rustls allows application data.
#[derive(Clone, Copy)]
enum Outbound<'a> {
    Data(&'a [u8]),
    CloseNotify,
}

impl<IO: AsyncRead + AsyncWrite + Unpin> TlsSession<IO> {
    /// Completes a handshake whose first bytes, the ClientHello, were already read from `io`
    /// (they are given again in `received`), under `config`. On failure the alert rustls chose
    /// has been sent.
    pub async fn handshake(
        io: IO,
        received: Vec<u8>,
        config: Arc<ServerConfig>,
    ) -> io::Result<Self> {
        Self::handshake_in_turns(io, received, config, (), || std::future::ready(Ok(()))).await
    }

    /// [`handshake`](Self::handshake), holding `turn` (a turn of the fair gate) while the
    /// server's first flight is made, its key agreement and signature being the dear part,
    /// and giving it back before the first wait for the client; what the client sends next
    /// (its Finished) is handled in a turn from `next_turn`.
    pub async fn handshake_in_turns<T, Next>(
        io: IO,
        received: Vec<u8>,
        config: Arc<ServerConfig>,
        turn: T,
        mut next_turn: impl FnMut() -> Next,
    ) -> io::Result<Self>
    where
        Next: std::future::Future<Output = io::Result<T>>,
    {
        let mut turn = Some(turn);
        let conn = UnbufferedServerConnection::new(config).map_err(tls_error)?;
        let mut session = TlsSession {
            io,
            conn,
            incoming: received,
            plaintext: Vec::new(),
            plaintext_read: 0,
            outgoing: Vec::new(),
            outgoing_written: 0,
            peer_closed: false,
            close_sent: false,
        };
        loop {
            let rest = session.process(None);
            drop(turn.take());
            let finished = rest.is_ok() && !session.conn.is_handshaking();
            // The server's flight, or its alert, goes out now. What follows the handshake (a
            // session ticket) waits for the first response when the request came with the
            // client's Finished, so both leave in one segment.
            if !(finished && session.has_buffered_input()) {
                std::future::poll_fn(|cx| session.poll_send_outgoing(cx)).await?;
            }
            let rest = match rest {
                Ok(rest) => rest,
                Err(err) => {
                    session.close_after_alert().await;
                    return Err(err);
                }
            };
            match rest {
                _ if finished => return Ok(session),
                Rest::Closed => return Err(io::ErrorKind::UnexpectedEof.into()),
                Rest::NeedsInput | Rest::Traffic => {}
            }
            if std::future::poll_fn(|cx| session.poll_receive(cx)).await? == 0 {
                return Err(io::Error::new(
                    io::ErrorKind::UnexpectedEof,
                    "the client closed the connection during the handshake",
                ));
            }
            turn = Some(next_turn().await?);
        }
    }
}

impl<IO: AsyncRead + AsyncWrite + Unpin> TlsSession<IO> {
    /// After a fatal alert went out: closes the write side, then reads and drops what the
    /// client had already sent (its certificate flight, its first request) until it closes
    /// too, within [`LINGER_BYTES`] and [`LINGER_TIME`]. Closing a socket with unread bytes
    /// makes the kernel send a reset, which can reach the client before it has read the alert:
    /// then it says "connection reset" instead of why it was refused (`certificate required`).
    async fn close_after_alert(&mut self) {
        let linger = async {
            let _ = self.io.shutdown().await;
            let mut dropped = [0u8; READ_BYTES];
            let mut left = LINGER_BYTES;
            while left > 0 {
                match self.io.read(&mut dropped).await {
                    Ok(0) | Err(_) => break,
                    Ok(read) => left = left.saturating_sub(read),
                }
            }
        };
        let _ = tokio::time::timeout(LINGER_TIME, linger).await;
    }
}

impl<IO> TlsSession<IO> {
    /// rustls's view of the session: version, suite, ALPN.
    pub fn connection(&self) -> &UnbufferedServerConnection {
        &self.conn
    }

    pub fn get_ref(&self) -> &IO {
        &self.io
    }

    pub fn get_mut(&mut self) -> &mut IO {
        &mut self.io
    }

    /// Whether a read would return without the socket: plaintext is waiting, or the end of it.
    pub fn has_buffered_input(&self) -> bool {
        self.plaintext_read < self.plaintext.len() || self.peer_closed
    }

    /// Gives up the session for the kernel to carry on: the socket and the traffic secrets.
    /// The caller has flushed the session and read it to a record boundary, so nothing is
    /// waiting on either side.
    pub fn dangerous_into_secrets(self) -> Result<(IO, ExtractedSecrets), rustls::Error> {
        if self.outgoing_written < self.outgoing.len() || self.has_buffered_input() {
            return Err(rustls::Error::General(
                "records or plaintext are still waiting in the session".into(),
            ));
        }
        let (secrets, _kernel) = self.conn.dangerous_into_kernel_connection()?;
        Ok((self.io, secrets))
    }

    /// Lets rustls process the bytes received, until it needs more or has nothing left to do;
    /// writes `outbound` once application data may be written. Plaintext goes to `plaintext`,
    /// records to send go to `outgoing`. On an error, the alert rustls queued is in
    /// `outgoing` too.
    fn process(&mut self, mut outbound: Option<Outbound<'_>>) -> io::Result<Rest> {
        loop {
            let UnbufferedStatus { mut discard, state } =
                self.conn.process_tls_records(&mut self.incoming);
            let rest = match state {
                Err(err) => {
                    shorten_front(&mut self.incoming, discard);
                    self.queue_alert();
                    return Err(tls_error(err));
                }
                Ok(ConnectionState::ReadTraffic(mut traffic)) => {
                    while let Some(record) = traffic.next_record() {
                        let record = record.map_err(tls_error)?;
                        discard += record.discard;
                        self.plaintext.extend_from_slice(record.payload);
                    }
                    None
                }
                Ok(ConnectionState::EncodeTlsData(mut encode)) => {
                    append_records(&mut self.outgoing, 0, |out| encode.encode(out))?;
                    None
                }
                // The records wait in `outgoing`, which is sent before any wait for input.
                Ok(ConnectionState::TransmitTlsData(transmit)) => {
                    transmit.done();
                    None
                }
                Ok(ConnectionState::BlockedHandshake) => Some(Rest::NeedsInput),
                Ok(ConnectionState::PeerClosed) => {
                    self.peer_closed = true;
                    None
                }
                Ok(ConnectionState::Closed) => {
                    self.peer_closed = true;
                    Some(Rest::Closed)
                }
                Ok(ConnectionState::WriteTraffic(mut traffic)) => {
                    match outbound.take() {
                        Some(Outbound::Data(data)) => {
                            let room = data.len() + RECORD_OVERHEAD * data.len().div_ceil(16_384);
                            append_records(&mut self.outgoing, room, |out| {
                                traffic.encrypt(data, out)
                            })?;
                        }
                        Some(Outbound::CloseNotify) => {
                            append_records(&mut self.outgoing, RECORD_OVERHEAD, |out| {
                                traffic.queue_close_notify(out)
                            })?;
                        }
                        None => {}
                    }
                    Some(Rest::Traffic)
                }
                // Early data is never accepted (max_early_data_size is 0).
                Ok(other) => {
                    return Err(io::Error::other(format!(
                        "bug: unexpected TLS state {other:?}"
                    )))
                }
            };
            shorten_front(&mut self.incoming, discard);
            if let Some(rest) = rest {
                if outbound.is_some() && rest != Rest::Traffic {
                    return Err(io::Error::other("bug: write before the handshake finished"));
                }
                return Ok(rest);
            }
        }
    }

    /// After an error rustls has queued its alert; it comes out before the error again, from
    /// one call. One call only: rustls queues one alert, and a second call would deframe
    /// again. With the bytes left it would find the same bad record and send a second alert;
    /// with none, it panics when it holds handshake messages that came joined in one record
    /// with the one that failed, as places in that buffer (BoringSSL sends a client's
    /// Certificate, CertificateVerify and Finished in one record).
    fn queue_alert(&mut self) {
        let UnbufferedStatus { state, .. } = self.conn.process_tls_records(&mut []);
        if let Ok(ConnectionState::EncodeTlsData(mut encode)) = state {
            let _ = append_records(&mut self.outgoing, 0, |out| encode.encode(out));
        }
    }

    /// Copies waiting plaintext into `buf`; gives the buffer back once it is all read.
    fn take_plaintext(&mut self, buf: &mut ReadBuf<'_>) -> bool {
        let waiting = &self.plaintext[self.plaintext_read..];
        if waiting.is_empty() {
            return false;
        }
        let taken = waiting.len().min(buf.remaining());
        buf.put_slice(&waiting[..taken]);
        self.plaintext_read += taken;
        if self.plaintext_read == self.plaintext.len() {
            self.plaintext = Vec::new();
            self.plaintext_read = 0;
        }
        true
    }
}

impl<IO: AsyncRead + AsyncWrite + Unpin> TlsSession<IO> {
    /// Reads from the socket into `incoming`: the rest of a record begun, or at least
    /// [`READ_BYTES`]. Returns the bytes read; 0 at the end of the stream.
    fn poll_receive(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<usize>> {
        let mut framing = Framing::default();
        framing.advance(&self.incoming);
        let want = READ_BYTES.max(framing.until_boundary());
        self.incoming.reserve_exact(want);
        // Into the spare capacity, not zeroed first: the read initialises what it fills.
        let result = tokio_util::io::poll_read_buf(Pin::new(&mut self.io), cx, &mut self.incoming);
        if self.incoming.is_empty() {
            self.incoming = Vec::new();
        }
        result
    }

    /// Writes `outgoing` to the socket; gives the buffer back once it is all written.
    fn poll_send_outgoing(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        while self.outgoing_written < self.outgoing.len() {
            let unsent = &self.outgoing[self.outgoing_written..];
            let written = ready!(Pin::new(&mut self.io).poll_write(cx, unsent))?;
            if written == 0 {
                return Poll::Ready(Err(io::ErrorKind::WriteZero.into()));
            }
            self.outgoing_written += written;
        }
        self.outgoing = Vec::new();
        self.outgoing_written = 0;
        Poll::Ready(Ok(()))
    }

    /// Sends what is queued without waiting: an error is returned, a full socket is not.
    fn send_what_the_socket_takes(&mut self, cx: &mut Context<'_>) -> io::Result<()> {
        match self.poll_send_outgoing(cx) {
            Poll::Ready(Err(err)) => Err(err),
            _ => Ok(()),
        }
    }
}

impl<IO: AsyncRead + AsyncWrite + Unpin> AsyncRead for TlsSession<IO> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        loop {
            if this.take_plaintext(buf) || this.peer_closed {
                return Poll::Ready(Ok(()));
            }
            let processed = this.process(None);
            // Records rustls produced while reading (its answer to a KeyUpdate, an alert) go
            // out before we wait for more input.
            this.send_what_the_socket_takes(cx)?;
            processed?;
            if this.plaintext_read < this.plaintext.len() || this.peer_closed {
                continue;
            }
            if ready!(this.poll_receive(cx))? == 0 {
                // As rustls's buffered connection says it: the stream ended without
                // close_notify, so what was read may be truncated.
                return Poll::Ready(Err(io::Error::new(
                    io::ErrorKind::UnexpectedEof,
                    "the peer closed the connection without sending TLS close_notify",
                )));
            }
        }
    }
}

impl<IO: AsyncRead + AsyncWrite + Unpin> AsyncWrite for TlsSession<IO> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        data: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        // Records wait for a flush, so that a response and what follows it (a close_notify)
        // leave together; past MAX_WRITE they wait for the socket instead.
        if this.outgoing.len() - this.outgoing_written >= MAX_WRITE {
            ready!(this.poll_send_outgoing(cx))?;
        }
        let data = &data[..data.len().min(MAX_WRITE)];
        match this.process(Some(Outbound::Data(data)))? {
            Rest::Traffic => {}
            Rest::NeedsInput | Rest::Closed => {
                return Poll::Ready(Err(io::Error::new(
                    io::ErrorKind::BrokenPipe,
                    "the TLS session is closed for writing",
                )))
            }
        }
        Poll::Ready(Ok(data.len()))
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        ready!(this.poll_send_outgoing(cx))?;
        Pin::new(&mut this.io).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        if !this.close_sent {
            this.close_sent = true;
            // A session that already failed or closed has nothing more to say.
            let _ = this.process(Some(Outbound::CloseNotify));
        }
        ready!(this.poll_send_outgoing(cx))?;
        Pin::new(&mut this.io).poll_shutdown(cx)
    }
}

/// Errors from rustls's unbuffered API that say how much room a record needs.
trait NeedsRoom: std::fmt::Debug {
    fn room_needed(&self) -> Option<usize>;
}

impl NeedsRoom for EncodeError {
    fn room_needed(&self) -> Option<usize> {
        match self {
            EncodeError::InsufficientSize(size) => Some(size.required_size),
            _ => None,
        }
    }
}

impl NeedsRoom for EncryptError {
    fn room_needed(&self) -> Option<usize> {
        match self {
            EncryptError::InsufficientSize(size) => Some(size.required_size),
            _ => None,
        }
    }
}

/// Appends the records `write` produces to `out`, with `room` bytes offered first and exactly
/// what rustls asks for if that was not enough.
fn append_records<E: NeedsRoom>(
    out: &mut Vec<u8>,
    room: usize,
    mut write: impl FnMut(&mut [u8]) -> Result<usize, E>,
) -> io::Result<()> {
    let start = out.len();
    out.resize(start + room, 0);
    let written = match write(&mut out[start..]) {
        Ok(written) => written,
        Err(err) => match err.room_needed() {
            Some(needed) => {
                out.resize(start + needed, 0);
                write(&mut out[start..]).map_err(|err| io::Error::other(format!("{err:?}")))?
            }
            None => {
                out.truncate(start);
                return Err(io::Error::other(format!("{err:?}")));
            }
        },
    };
    out.truncate(start + written);
    Ok(())
}

/// Drops the first `count` bytes; gives the buffer back once it is empty.
fn shorten_front(buffer: &mut Vec<u8>, count: usize) {
    if count >= buffer.len() {
        *buffer = Vec::new();
    } else if count > 0 {
        buffer.drain(..count);
    }
}

/// A TLS failure as an I/O error, the way tokio-rustls reports it.
fn tls_error(err: rustls::Error) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, err)
}

#[cfg(test)]
mod tests;
