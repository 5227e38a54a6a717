//! The bodies the proxy streams: a request body that can be tried again on another address
//! when connecting failed, and a response body bounded by the upstream idle timeout.
//!
//! Neither buffers: every frame is passed on as it comes, so an upload or a download of any
//! size holds a frame or two in memory, and hyper's flow control (HTTP/2 windows, TCP) slows
//! the sender to the reader's pace.

use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::Arc;
use std::task::{ready, Context, Poll, Waker};
use std::time::Duration;

use bytes::Bytes;
use http_body::{Body, Frame, SizeHint};
use hyper::body::Incoming;
use tokio::time::{Instant, Sleep};

use super::pool::UpstreamConnection;
use super::upstreams::Upstream;

/// What a proxied body can fail with.
pub type BoxError = Box<dyn std::error::Error + Send + Sync>;

/// A request body as a session hands it to the proxy, whatever HTTP version carried it:
/// hyper's `Incoming` for HTTP/1.1 and HTTP/2, and any other stream of bytes that says when it
/// ends.
pub trait ClientStream: Body<Data = Bytes, Error: Into<BoxError>> + Send + Unpin + 'static {}

impl<B> ClientStream for B where
    B: Body<Data = Bytes, Error: Into<BoxError>> + Send + Unpin + 'static
{
}

/// A client's body, checked ([`ClientBody`]), whatever its stream.
pub type CheckedBody = Box<dyn Body<Data = Bytes, Error = ClientBodyError> + Send + Unpin>;

/// A client's request body on its way to an upstream.
pub enum RequestBody {
    /// The request has no body.
    Empty,
    /// Streamed as it comes, and checked as it comes ([`ClientBody`]). Boxed: requests
    /// without a body are most, and should not carry its size.
    Client(CheckedBody),
}

impl std::fmt::Debug for RequestBody {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RequestBody::Empty => f.write_str("Empty"),
            RequestBody::Client(body) => write!(f, "Client({:?})", body.size_hint()),
        }
    }
}

impl Body for RequestBody {
    type Data = Bytes;
    type Error = ClientBodyError;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, ClientBodyError>>> {
        match self.get_mut() {
            RequestBody::Empty => Poll::Ready(None),
            RequestBody::Client(body) => Pin::new(body.as_mut()).poll_frame(cx),
        }
    }

    fn is_end_stream(&self) -> bool {
        match self {
            RequestBody::Empty => true,
            RequestBody::Client(body) => body.is_end_stream(),
        }
    }

    fn size_hint(&self) -> SizeHint {
        match self {
            RequestBody::Empty => SizeHint::with_exact(0),
            RequestBody::Client(body) => body.size_hint(),
        }
    }
}

/// Why a client's body was not passed on whole. The client's fault, never the application's:
/// the request to the application is cut off before it is complete, and the client is told.
#[derive(Debug, thiserror::Error)]
pub enum ClientBodyError {
    #[error("the request body is larger than the site takes ({max} bytes)")]
    TooLarge { max: u64 },
    #[error("the request body's length contradicts its content-length")]
    LengthMismatch,
    #[error("the client's request body is malformed or cut short")]
    Malformed(#[source] BoxError),
}

impl ClientBodyError {
    /// The status the client gets for it.
    pub fn status(&self) -> http::StatusCode {
        match self {
            ClientBodyError::TooLarge { .. } => http::StatusCode::PAYLOAD_TOO_LARGE,
            ClientBodyError::LengthMismatch | ClientBodyError::Malformed(_) => {
                http::StatusCode::BAD_REQUEST
            }
        }
    }
}

/// What became of a client's body, shared with the request's task: the upstream's error says
/// only that the body stopped, this says why. Zero while the body is fine.
#[derive(Debug, Default)]
pub struct ClientBodyVerdict(AtomicU8);

const BODY_TOO_LARGE: u8 = 1;
const BODY_MALFORMED: u8 = 2;

impl ClientBodyVerdict {
    /// The status the client's own failure calls for, if its body failed.
    pub fn failure(&self) -> Option<http::StatusCode> {
        match self.0.load(Ordering::Acquire) {
            BODY_TOO_LARGE => Some(http::StatusCode::PAYLOAD_TOO_LARGE),
            BODY_MALFORMED => Some(http::StatusCode::BAD_REQUEST),
            _ => None,
        }
    }

    fn record(&self, error: &ClientBodyError) {
        let verdict = match error {
            ClientBodyError::TooLarge { .. } => BODY_TOO_LARGE,
            _ => BODY_MALFORMED,
        };
        self.0.store(verdict, Ordering::Release);
    }
}

/// A client's body, passed on frame by frame and checked on the way:
///
/// - past `max_bytes` it fails ([`ClientBodyError::TooLarge`]), however it is framed;
/// - a framing error from the client's connection (a bad chunk, a reset stream, a connection
///   cut mid-body) fails it as the client's;
/// - on HTTP/2, where a peer can send DATA that contradicts its `content-length`, the frame
///   that completes the declared length is held until the stream's end is seen, so that the
///   application never gets a complete request the client then contradicts (RFC 9113 §8.1.1:
///   such a request is malformed).
///
/// Any failure ends the upstream request before it is complete: HTTP/1.1 closes the upstream
/// connection, HTTP/2 resets the stream.
#[derive(Debug)]
pub struct ClientBody<B> {
    body: B,
    received: u64,
    max_bytes: u64,
    /// The declared length, held to on HTTP/2.
    hold_to: Option<u64>,
    /// The frame that completed the declared length, until the end is seen.
    held: Option<Frame<Bytes>>,
    /// Trailers that came after the held frame.
    trailers: Option<Frame<Bytes>>,
    verdict: Arc<ClientBodyVerdict>,
}

impl<B: ClientStream> ClientBody<B> {
    /// `declared` is the body's stated length; `http2` says whether the client can contradict
    /// it.
    pub fn new(
        body: B,
        max_bytes: u64,
        declared: Option<u64>,
        http2: bool,
        verdict: Arc<ClientBodyVerdict>,
    ) -> Self {
        ClientBody {
            body,
            received: 0,
            max_bytes,
            hold_to: declared.filter(|_| http2),
            held: None,
            trailers: None,
            verdict,
        }
    }

    fn fail(
        &mut self,
        error: ClientBodyError,
    ) -> Poll<Option<Result<Frame<Bytes>, ClientBodyError>>> {
        self.verdict.record(&error);
        self.held = None;
        Poll::Ready(Some(Err(error)))
    }

    /// One frame from the client, checked; `None` at the end.
    fn poll_checked(
        &mut self,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, ClientBodyError>>> {
        let frame = match ready!(Pin::new(&mut self.body).poll_frame(cx)) {
            None => return Poll::Ready(None),
            Some(Err(err)) => return self.fail(ClientBodyError::Malformed(err.into())),
            Some(Ok(frame)) => frame,
        };
        if let Some(data) = frame.data_ref() {
            self.received += data.len() as u64;
            if self.received > self.max_bytes {
                let max = self.max_bytes;
                return self.fail(ClientBodyError::TooLarge { max });
            }
            if self
                .hold_to
                .is_some_and(|declared| self.received > declared)
            {
                return self.fail(ClientBodyError::LengthMismatch);
            }
        }
        Poll::Ready(Some(Ok(frame)))
    }
}

impl<B: ClientStream> Body for ClientBody<B> {
    type Data = Bytes;
    type Error = ClientBodyError;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, ClientBodyError>>> {
        let this = self.get_mut();
        if let Some(trailers) = this.trailers.take() {
            return Poll::Ready(Some(Ok(trailers)));
        }
        loop {
            let checked = ready!(this.poll_checked(cx));
            let Some(declared) = this.hold_to else {
                return Poll::Ready(checked);
            };
            match checked {
                Some(Err(err)) => return Poll::Ready(Some(Err(err))),
                None if this.received < declared => {
                    return this.fail(ClientBodyError::LengthMismatch)
                }
                None => return Poll::Ready(this.held.take().map(Ok)),
                Some(Ok(frame)) if frame.is_trailers() => {
                    if this.received < declared {
                        return this.fail(ClientBodyError::LengthMismatch);
                    }
                    match this.held.take() {
                        Some(held) => {
                            this.trailers = Some(frame);
                            return Poll::Ready(Some(Ok(held)));
                        }
                        None => return Poll::Ready(Some(Ok(frame))),
                    }
                }
                Some(Ok(frame)) => {
                    let empty = frame.data_ref().is_some_and(|d| d.is_empty());
                    if this.received < declared || (empty && this.held.is_none()) {
                        return Poll::Ready(Some(Ok(frame)));
                    }
                    if empty {
                        continue;
                    }
                    // The declared length is complete: hold the frame until the end shows.
                    this.held = Some(frame);
                    if this.body.is_end_stream() {
                        return Poll::Ready(this.held.take().map(Ok));
                    }
                }
            }
        }
    }

    fn is_end_stream(&self) -> bool {
        self.held.is_none() && self.trailers.is_none() && self.body.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        match self.hold_to {
            Some(declared) => {
                let held = self
                    .held
                    .as_ref()
                    .and_then(|frame| frame.data_ref())
                    .map_or(0, |data| data.len() as u64);
                SizeHint::with_exact(declared.saturating_sub(self.received) + held)
            }
            None => self.body.size_hint(),
        }
    }
}

/// How much of a refused HTTP/2 request's body is read, and for how long, after the answer:
/// one receive window's worth.
const DISCARD_BYTES: u64 = 64 * 1024;
const DISCARD_WAIT: Duration = Duration::from_secs(10);

/// Reads and drops what is left of a refused HTTP/2 request's body, in a task of its own, up
/// to [`DISCARD_BYTES`] and [`DISCARD_WAIT`]. The answer goes out at once; a client still
/// sending a small body then finishes it and reads the answer, instead of getting a reset
/// before its upload is done (which RFC 9113 §8.1 allows, but curl before 8 fails the
/// request on). A larger or slower body is reset (NO_ERROR) once the bound is reached.
pub fn discard_rest<B: ClientStream>(mut body: B) {
    if body.is_end_stream() {
        return;
    }
    tokio::spawn(async move {
        let read_all = async {
            let mut read = 0u64;
            while let Some(Ok(frame)) =
                std::future::poll_fn(|cx| Pin::new(&mut body).poll_frame(cx)).await
            {
                read += frame.data_ref().map_or(0, |data| data.len() as u64);
                if read > DISCARD_BYTES {
                    return;
                }
            }
        };
        let _ = tokio::time::timeout(DISCARD_WAIT, read_all).await;
    });
}

/// Called once when a response body is done: with the bytes sent, and whether it ended
/// whole (false when the client went away or the upstream failed mid-body).
pub type OnEnd = Box<dyn FnOnce(u64, bool) + Send>;

/// A response on its way to the client: an upstream's body, or a short text of our own.
pub struct ProxyBody {
    kind: Kind,
    sent: u64,
    on_end: Option<OnEnd>,
    /// The kept-alive upstream connection this body's bytes come through: polled with the
    /// body, and handed back to its upstream's idle list when the body has ended.
    connection: Option<Driven>,
}

struct Driven {
    connection: UpstreamConnection,
    upstream: Arc<Upstream>,
    max_idle: usize,
}

enum Kind {
    Upstream {
        body: Incoming,
        idle: Duration,
        /// Made the first time the upstream has nothing ready: most small bodies never wait.
        deadline: Option<Pin<Box<Sleep>>>,
    },
    Text(Option<Bytes>),
}

impl std::fmt::Debug for ProxyBody {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ProxyBody")
            .field("sent", &self.sent)
            .finish()
    }
}

/// The upstream sent nothing for the idle timeout, mid-body.
#[derive(Debug, thiserror::Error)]
#[error("the upstream sent nothing for {0:?} in the middle of a response body")]
pub struct UpstreamIdle(Duration);

impl ProxyBody {
    /// An upstream's body; it fails when the upstream is silent for `idle`.
    pub fn upstream(body: Incoming, idle: Duration) -> Self {
        ProxyBody {
            kind: Kind::Upstream {
                body,
                idle,
                deadline: None,
            },
            sent: 0,
            on_end: None,
            connection: None,
        }
    }

    /// A short text of our own (a 502's explanation).
    pub fn text(text: &'static str) -> Self {
        ProxyBody {
            kind: Kind::Text(Some(Bytes::from_static(text.as_bytes()))),
            sent: 0,
            on_end: None,
            connection: None,
        }
    }

    /// Drives `connection` while the body streams, and keeps it alive after.
    pub fn driving(
        mut self,
        connection: UpstreamConnection,
        upstream: Arc<Upstream>,
        max_idle: usize,
    ) -> Self {
        self.connection = Some(Driven {
            connection,
            upstream,
            max_idle,
        });
        self
    }

    /// Runs `on_end` when the body is done, or dropped unfinished.
    pub fn on_end(mut self, on_end: OnEnd) -> Self {
        self.on_end = Some(on_end);
        self
    }

    fn finish(&mut self, whole: bool) {
        if let Some(on_end) = self.on_end.take() {
            on_end(self.sent, whole);
        }
    }
}

impl Drop for ProxyBody {
    fn drop(&mut self) {
        // hyper stops polling a body that says it has ended, so "ended" is asked, not seen.
        let whole = self.is_end_stream();
        self.finish(whole);
        if let Some(Driven {
            connection,
            upstream,
            max_idle,
        }) = self.connection.take()
        {
            // A body cut short leaves the connection mid-response: it is closed, not kept.
            if whole {
                let mut cx = Context::from_waker(Waker::noop());
                upstream.idle.put_back(connection, &mut cx, max_idle);
            }
        }
    }
}

impl Body for ProxyBody {
    type Data = Bytes;
    type Error = BoxError;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, BoxError>>> {
        let this = self.get_mut();
        if let Some(driven) = this.connection.as_mut() {
            // The connection reads what the body returns below.
            driven.connection.drive(cx);
        }
        let polled = match &mut this.kind {
            Kind::Text(text) => Poll::Ready(text.take().map(|bytes| Ok(Frame::data(bytes)))),
            Kind::Upstream {
                body,
                idle,
                deadline,
            } => match Pin::new(body).poll_frame(cx) {
                Poll::Ready(frame) => {
                    if let Some(deadline) = deadline {
                        deadline.as_mut().reset(Instant::now() + *idle);
                    }
                    Poll::Ready(frame.map(|frame| frame.map_err(BoxError::from)))
                }
                Poll::Pending => {
                    let idle = *idle;
                    let deadline =
                        deadline.get_or_insert_with(|| Box::pin(tokio::time::sleep(idle)));
                    ready!(deadline.as_mut().poll(cx));
                    Poll::Ready(Some(Err(UpstreamIdle(idle).into())))
                }
            },
        };
        match &polled {
            Poll::Ready(Some(Ok(frame))) => {
                if let Some(data) = frame.data_ref() {
                    this.sent += data.len() as u64;
                }
            }
            Poll::Ready(None) => this.finish(true),
            Poll::Ready(Some(Err(_))) => this.finish(false),
            Poll::Pending => {}
        }
        polled
    }

    fn is_end_stream(&self) -> bool {
        match &self.kind {
            Kind::Text(text) => text.is_none(),
            Kind::Upstream { body, .. } => body.is_end_stream(),
        }
    }

    fn size_hint(&self) -> SizeHint {
        match &self.kind {
            Kind::Text(text) => SizeHint::with_exact(text.as_ref().map_or(0, |t| t.len() as u64)),
            Kind::Upstream { body, .. } => body.size_hint(),
        }
    }
}
