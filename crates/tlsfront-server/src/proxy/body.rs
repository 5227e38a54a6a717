//! The bodies the proxy streams: a request body that can be tried again on another address
//! when connecting failed, and a response body bounded by the upstream idle timeout.
//!
//! Neither buffers: every frame is passed on as it comes, so an upload or a download of any
//! size holds a frame or two in memory, and hyper's flow control (HTTP/2 windows, TCP) slows
//! the sender to the reader's pace.

use std::future::Future;
use std::pin::Pin;
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

/// A client's request body on its way to an upstream.
#[derive(Debug)]
pub enum RequestBody {
    /// The request has no body.
    Empty,
    /// Streamed as it comes.
    Direct(Incoming),
}

impl Body for RequestBody {
    type Data = Bytes;
    type Error = hyper::Error;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, hyper::Error>>> {
        match self.get_mut() {
            RequestBody::Empty => Poll::Ready(None),
            RequestBody::Direct(body) => Pin::new(body).poll_frame(cx),
        }
    }

    fn is_end_stream(&self) -> bool {
        match self {
            RequestBody::Empty => true,
            RequestBody::Direct(body) => body.is_end_stream(),
        }
    }

    fn size_hint(&self) -> SizeHint {
        match self {
            RequestBody::Empty => SizeHint::with_exact(0),
            RequestBody::Direct(body) => body.size_hint(),
        }
    }
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
