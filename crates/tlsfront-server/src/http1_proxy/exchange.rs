//! One proxied HTTP/1.1 exchange on the session's connection: the request handed to the proxy
//! with its body streaming from the client ([`Pump`]), then the response head and body written
//! in our framing while the rest of the request body may still stream (both ways at once, in
//! the connection's one task), then, after a `101`, the tunnel.

use std::future::{poll_fn, Future};
use std::io;
use std::pin::{pin, Pin};
use std::sync::Arc;
use std::task::{ready, Context, Poll};
use std::time::SystemTime;

use bytes::Bytes;
use http::{Request, StatusCode, Version};
use http_body::Body;
use hyper::upgrade::OnUpgrade;
use hyper_util::rt::TokioIo;
use tlsfront_proxy::SwitchedBySession;
use tlsfront_static::conditional::http_date;
use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt};
use tokio_util::sync::CancellationToken;

use super::chunked::ChunkedDecoder;
use super::framing::{
    write_body_data, write_body_end, write_response_head, RequestFacts, RequestFraming,
    ResponseContext, ResponseFraming,
};
use super::pipe::{self, BodySender, SessionBodyError};
use super::Next;
use crate::session::{AnswersRequests, Protocol, ProxiedService};

/// Room for one read of request body bytes.
const BODY_READ_BYTES: usize = 16 * 1024;
/// Response bytes gathered before they are written: a head and a first chunk go out in one
/// write.
const WRITE_BYTES: usize = 64 * 1024;
const CONTINUE: &[u8] = b"HTTP/1.1 100 Continue\r\n\r\n";

/// Answers one request whose head was just read (`buffer` holds what came after it) through
/// the proxy. Returns whether the connection can take another request.
pub(super) async fn run<T>(
    transport: &mut T,
    buffer: &mut Vec<u8>,
    request: Request<()>,
    facts: RequestFacts,
    service: &Arc<ProxiedService>,
    shutdown: &CancellationToken,
) -> io::Result<Next>
where
    T: AsyncRead + AsyncWrite + Unpin,
{
    let (parts, ()) = request.into_parts();
    let (method, version) = (parts.method.clone(), parts.version);
    let declared = match facts.framing {
        RequestFraming::Empty => Some(0),
        RequestFraming::Length(length) => Some(length),
        RequestFraming::Chunked => None,
    };
    let (body, sender) = pipe::channel(declared);
    let mut request = Request::from_parts(parts, body);
    if version == Version::HTTP_11 {
        // A WebSocket's 101 comes back with the application's side; this session joins it.
        request.extensions_mut().insert(SwitchedBySession);
    }
    let mut pump = Pump::new(facts, sender);
    let mut out = Vec::new();
    let mut answer = pin!(service.answer(request, Protocol::Http1));
    let response = poll_fn(|cx| {
        pump.poll(cx, transport, buffer, &mut out);
        if let Poll::Ready(Err(err)) = poll_write_out(cx, transport, &mut out) {
            return Poll::Ready(Err(err));
        }
        answer.as_mut().poll(cx).map(Ok)
    })
    .await?;
    // The answer is on its way: a late `100 Continue` would come in the middle of it.
    pump.continue_due = false;
    let (mut parts, mut body) = response.into_parts();
    let upgrade = (parts.status == StatusCode::SWITCHING_PROTOCOLS)
        .then(|| parts.extensions.remove::<OnUpgrade>())
        .flatten();
    let context = ResponseContext {
        method: &method,
        version,
        keep_alive: facts.keep_alive && !shutdown.is_cancelled(),
    };
    let exact = body.size_hint().exact();
    let date = || http_date(SystemTime::now());
    let head = write_response_head(parts.status, &parts.headers, exact, context, date, &mut out);
    let mut ended = head.framing == ResponseFraming::Bodiless;
    let mut unflushed = false;
    poll_fn(|cx| loop {
        pump.poll(cx, transport, buffer, &mut out);
        while !ended && out.len() < WRITE_BYTES {
            match Pin::new(&mut body).poll_frame(cx) {
                Poll::Ready(Some(Ok(frame))) => {
                    if let Ok(data) = frame.into_data() {
                        write_body_data(head.framing, &data, &mut out);
                    }
                }
                Poll::Ready(None) => {
                    write_body_end(head.framing, &mut out);
                    ended = true;
                }
                // The client cannot be told mid-body: the connection ends, so that a cut
                // response is seen as cut.
                Poll::Ready(Some(Err(err))) => return Poll::Ready(Err(io::Error::other(err))),
                Poll::Pending => break,
            }
        }
        if !out.is_empty() {
            ready!(poll_write_some(cx, transport, &mut out))?;
            unflushed = true;
            continue;
        }
        if unflushed {
            ready!(Pin::new(&mut *transport).poll_flush(cx))?;
            unflushed = false;
        }
        return if ended {
            Poll::Ready(Ok(()))
        } else {
            Poll::Pending
        };
    })
    .await?;
    // Counted and logged as it goes.
    drop(body);
    if let Some(upgrade) = upgrade {
        tunnel(transport, buffer, upgrade).await;
        return Ok(Next::Close);
    }
    if head.close || !pump.is_done() {
        // After an unread body nothing can be read as a request.
        return Ok(Next::Close);
    }
    Ok(Next::Wait)
}

/// Joins the client's connection to the application's once both switched: what the client
/// sent after its request goes first, then bytes are copied both ways until either side
/// closes. The session's idle timeout closes a silent tunnel.
async fn tunnel<T>(transport: &mut T, buffer: &mut Vec<u8>, upgrade: OnUpgrade)
where
    T: AsyncRead + AsyncWrite + Unpin,
{
    let upgraded = match upgrade.await {
        Ok(upgraded) => upgraded,
        Err(err) => {
            tracing::debug!(error = %err, "upgrade did not complete");
            return;
        }
    };
    let mut upstream = TokioIo::new(upgraded);
    if !buffer.is_empty() {
        if upstream.write_all(buffer).await.is_err() {
            return;
        }
        *buffer = Vec::new();
    }
    match tokio::io::copy_bidirectional(transport, &mut upstream).await {
        Ok((up, down)) => tracing::debug!(up, down, "tunnel closed"),
        Err(err) => tracing::debug!(error = %err, "tunnel ended with an error"),
    }
}

/// Writes what it can of `out`.
fn poll_write_some<T: AsyncWrite + Unpin>(
    cx: &mut Context<'_>,
    transport: &mut T,
    out: &mut Vec<u8>,
) -> Poll<io::Result<()>> {
    let written = ready!(Pin::new(transport).poll_write(cx, out))?;
    if written == 0 {
        return Poll::Ready(Err(io::ErrorKind::WriteZero.into()));
    }
    out.drain(..written);
    Poll::Ready(Ok(()))
}

/// Writes and flushes all of `out` (a `100 Continue`).
fn poll_write_out<T: AsyncWrite + Unpin>(
    cx: &mut Context<'_>,
    transport: &mut T,
    out: &mut Vec<u8>,
) -> Poll<io::Result<()>> {
    if out.is_empty() {
        return Poll::Ready(Ok(()));
    }
    while !out.is_empty() {
        ready!(poll_write_some(cx, transport, out))?;
    }
    Pin::new(transport).poll_flush(cx)
}

/// Reads the request body from the client into the proxy's [`SessionBody`](pipe::SessionBody),
/// a piece each time the proxy asks for one, and never past the body's end.
struct Pump {
    progress: Progress,
    sender: BodySender,
    /// `Expect: 100-continue`, and no `100` sent yet.
    continue_due: bool,
}

enum Progress {
    /// `Content-Length` bytes still to come.
    Length(u64),
    Chunked(ChunkedDecoder),
    /// Read to its end.
    Done,
    /// Malformed, cut short, or dropped by the proxy: what follows is not a request.
    Stopped,
}

impl Pump {
    fn new(facts: RequestFacts, mut sender: BodySender) -> Self {
        let progress = match facts.framing {
            RequestFraming::Empty => {
                sender.finish();
                Progress::Done
            }
            RequestFraming::Length(length) => Progress::Length(length),
            RequestFraming::Chunked => Progress::Chunked(ChunkedDecoder::default()),
        };
        Pump {
            continue_due: facts.expect_continue && !matches!(progress, Progress::Done),
            progress,
            sender,
        }
    }

    fn is_done(&self) -> bool {
        matches!(self.progress, Progress::Done)
    }

    /// Moves the body along as far as the proxy wants it and the client has sent it; wakes
    /// the task when either changes. A `100 Continue` goes into `out` when the body is first
    /// wanted.
    fn poll<T: AsyncRead + Unpin>(
        &mut self,
        cx: &mut Context<'_>,
        transport: &mut T,
        buffer: &mut Vec<u8>,
        out: &mut Vec<u8>,
    ) {
        loop {
            if matches!(self.progress, Progress::Done | Progress::Stopped) {
                return;
            }
            match self.sender.poll_want(cx) {
                Poll::Pending => return,
                Poll::Ready(false) => {
                    self.progress = Progress::Stopped;
                    return;
                }
                Poll::Ready(true) => {}
            }
            if self.continue_due && buffer.is_empty() {
                out.extend_from_slice(CONTINUE);
            }
            self.continue_due = false;
            if !buffer.is_empty() && self.take_from(buffer) {
                continue;
            }
            match poll_read_more(cx, transport, buffer) {
                Poll::Pending => return,
                Poll::Ready(Ok(0)) => self.stop(SessionBodyError::CutShort),
                Poll::Ready(Ok(_)) => {}
                Poll::Ready(Err(err)) => self.stop(err.into()),
            }
        }
    }

    /// Passes on what of the body is in `buffer`; false when more must be read first.
    fn take_from(&mut self, buffer: &mut Vec<u8>) -> bool {
        match &mut self.progress {
            Progress::Length(left) => {
                let len = (*left).min(buffer.len() as u64);
                // At most `buffer.len()`.
                let piece = Bytes::copy_from_slice(&buffer[..len as usize]);
                buffer.drain(..len as usize);
                *left -= len;
                let last = *left == 0;
                self.sender.send(Ok(piece), last);
                if last {
                    self.progress = Progress::Done;
                }
                true
            }
            Progress::Chunked(decoder) => match decoder.decode(buffer) {
                Err(err) => {
                    self.stop(err.into());
                    true
                }
                Ok(decoded) => {
                    let piece = decoded
                        .data
                        .map(|(start, len)| Bytes::copy_from_slice(&buffer[start..start + len]));
                    let done = decoder.is_done();
                    buffer.drain(..decoded.consumed);
                    match piece {
                        Some(piece) => self.sender.send(Ok(piece), false),
                        None if done => {
                            self.sender.finish();
                            self.progress = Progress::Done;
                        }
                        None => return false,
                    }
                    true
                }
            },
            Progress::Done | Progress::Stopped => true,
        }
    }

    fn stop(&mut self, error: SessionBodyError) {
        self.sender.send(Err(error), true);
        self.progress = Progress::Stopped;
    }
}

/// Reads more of the request into `buffer`'s spare room (not zeroed first); the number of
/// bytes read, 0 at the client's end.
fn poll_read_more<T: AsyncRead + Unpin>(
    cx: &mut Context<'_>,
    transport: &mut T,
    buffer: &mut Vec<u8>,
) -> Poll<io::Result<usize>> {
    buffer.reserve(BODY_READ_BYTES);
    tokio_util::io::poll_read_buf(Pin::new(transport), cx, buffer)
}
